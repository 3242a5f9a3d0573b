"""Worked examples of rulebook 001 (third edition, How to Play), each replayed as a scenario.

Each test docstring starts with "001", meaning shared/rulebooks/001_1cea4fe352a848bc.txt,
then names the section and example it replays.

The examples use the box's own characters, the built-in reconstructed decks (Kaylin with Wulfric, Serena
with her Piety, Wizgille with her Gear Deck, Phrenk with his Potion Deck). The first-person cards go to the
owners their decks give them: "*Poof!*" is Kaylin's, "Ah! I really needed a bath" Wizgille's and "You're
looking a little green. Drink this" Phrenk's. Eve is the built-in deck, whose printing titles the card "I'm not
Eve! She's over there!". Unless a test says otherwise, Wulfric is "Sleepy" (a mood that changes nothing), the
moods a paw print would reveal next only act at the start of Kaylin's turn (which no example reaches), and
Phrenk keeps no Potion, so neither adds a rule the example does not have. Drinks named by the examples but in
no Drink Deck come from the built-in 000 Drink pack (innkeeper/content/data/drinks_000_pack.toml).
"""

from __future__ import annotations

from innkeeper.testing import Scenario, act, can, drunk, find, golds, pass_, pass_until_settled, play

# Spare Drinks at the bottom of a set Drink Deck, so no test runs the deck out by accident.
FILLER = ["Light Ale"] * 8


def scenario(characters: list[str]) -> Scenario:
    """A scenario of the built-in content; Wulfric Sleepy, Phrenk keeping no Potion."""
    s = Scenario(characters)
    for seat, character in enumerate(characters):
        if character == "kaylin":
            s.side(seat, shown=["Sleepy"], deck=["Hungry", "Cuddly", "Restless"])
        elif character == "phrenk":
            s.side(seat, shown=[])
    return s


def empty_hands(s: Scenario, *seats: int) -> None:
    """Give these seats an empty hand."""
    for seat in seats:
        s.hand(seat, [])


def contest_winners(events) -> list[int | None]:
    """The winner of each Drinking Contest settled in these events (None: no winner)."""
    return [e.data.get("seat") for e in events if e.kind == "contest"]


# ----- Chasers -------------------------------------------------------------------------------------------

def test_chaser_example_phrenk():
    """001 More Rules About Drinks, Chasers, Phrenk's example: Wine + Dragon Breath Ale is 6 Alcohol; he Ignores it."""
    phrenk, kaylin = 0, 1
    s = scenario(["phrenk", "kaylin"])
    s.hand(phrenk, ["Not now! This potion requires my full attention"])
    s.hand(kaylin, [])
    s.drink_me(phrenk, ["Wine with a Chaser", "Dragon Breath Ale"])
    s.turn(phrenk, "drink")
    g = s.build()

    reveals = [e for e in s.events if e.kind == "reveal"]
    assert reveals[-1].data["cards"] == ["Wine with a Chaser", "Dragon Breath Ale"]
    assert g.current_player == phrenk

    untouched = g.clone()
    pass_(untouched)
    assert untouched.players[phrenk].alcohol == 6

    play(g, "Not now! This potion requires my full attention", drink=0)
    assert g.players[phrenk].alcohol == 0
    assert sorted(g.title(c) for c in g.drink_discard) == ["Dragon Breath Ale", "Wine with a Chaser"]


def test_chaser_example_2_kaylin():
    """001 More Rules About Drinks, Chasers, Chaser Example 2: Round on the House as Kaylin's Chaser does nothing."""
    kaylin, phrenk = 0, 1
    s = scenario(["kaylin", "phrenk"])
    empty_hands(s, kaylin, phrenk)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Light Ale with a Chaser", "Round on the House!", "Water"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert drunk(s.events) == [(kaylin, 1), (phrenk, 0)]
    assert g.players[kaylin].alcohol == 1
    assert g.players[phrenk].alcohol == 0
    assert contest_winners(s.events) == [kaylin]
    assert g.players[kaylin].gold == 9
    assert g.players[phrenk].gold == 7
    assert len(g.drink_deck) == len(FILLER)


# ----- Other Rules: limits; cards that affect your stats -------------------------------------------------

def test_limits_example_looking_a_little_green():
    """001 Other Rules, The Limits of Fortitude, Alcohol Content, and Gold, example: at 0 Alcohol you still pay 2."""
    phrenk, kaylin = 0, 1
    s = scenario(["phrenk", "kaylin"])
    s.hand(phrenk, ["You're looking a little green. Drink this"])
    s.hand(kaylin, [])
    s.stats(kaylin, alcohol=0)
    s.turn(phrenk, "action")
    g = s.build()

    play(g, "You're looking a little green. Drink this", targets=(kaylin,))
    assert g.players[kaylin].alcohol == 0
    assert g.players[kaylin].gold == 6
    assert g.players[phrenk].gold == 10


def test_ante_is_not_a_gold_change_for_poof():
    """001 Other Rules, cards that affect your stats: an ante does not directly change Gold, so *Poof!* can't answer."""
    wizgille, kaylin = 0, 1
    s = scenario(["wizgille", "kaylin"])
    s.hand(wizgille, ["Gambling? I'm in!"])
    s.hand(kaylin, ["*Poof!*"])
    s.turn(wizgille, "action")
    g = s.build()

    play(g, "Gambling? I'm in!")
    # Kaylin was never asked: she anted, passed the Round (nothing to play) and Wizgille won it.
    assert [g.title(c) for c in g.players[kaylin].hand] == ["*Poof!*"]
    assert g.players[kaylin].gold == 7
    assert g.players[wizgille].gold == 9


# ----- Redirecting damage --------------------------------------------------------------------------------

def test_redirecting_damage_example():
    """001 Other Rules, Redirecting Damage, example: Eve sends Kaylin's 3 to Wizgille, whose hit-back strikes Kaylin."""
    kaylin, eve, wizgille = 0, 1, 2
    s = scenario(["kaylin", "eve", "wizgille"])
    s.hand(kaylin, ["Actually, his bite is worse than his bark"])
    s.hand(eve, ["I'm not Eve! She's over there!"])
    s.hand(wizgille, ["I believe your attitude needs some percussive maintenance"])
    s.turn(kaylin, "action")
    g = s.build()

    play(g, "Actually, his bite is worse than his bark", targets=(eve,))
    assert g.current_player == eve
    play(g, "I'm not Eve! She's over there!", targets=(wizgille,))
    assert g.current_player == wizgille
    assert [p.fortitude for p in g.players] == [20, 20, 17]
    play(g, "I believe your attitude needs some percussive maintenance")
    assert [p.fortitude for p in g.players] == [18, 20, 17]


def test_redirect_cannot_choose_the_source():
    """001 Other Rules, Redirecting Damage: the loss goes to another player, not back to the attacker (Kaylin)."""
    kaylin, eve, wizgille = 0, 1, 2
    s = scenario(["kaylin", "eve", "wizgille"])
    s.hand(kaylin, ["Actually, his bite is worse than his bark"])
    s.hand(eve, ["I'm not Eve! She's over there!"])
    s.hand(wizgille, [])
    s.turn(kaylin, "action")
    g = s.build()

    play(g, "Actually, his bite is worse than his bark", targets=(eve,))
    assert g.current_player == eve
    assert [a.targets for a in find(g, "play", "I'm not Eve! She's over there!")] == [(wizgille,)]


# ----- Negate and Ignore ---------------------------------------------------------------------------------

def piety(g, seat: int) -> int:
    """Where ``seat``'s Piety marker stands."""
    return next(t.value for t in g.tracks if t.owner == seat)


def test_negate_example():
    """001 Other Rules, Negate Example: Kaylin Negates Serena's hit-back: it does nothing and her Piety stays."""
    kaylin, serena = 0, 1
    s = scenario(["kaylin", "serena"])
    s.hand(kaylin, ["Don't call me cute!", "We don't think so!"])
    s.hand(serena, ["How dare you strike a Paladin!"])
    s.turn(kaylin, "action")
    g = s.build()
    before = piety(g, serena)

    play(g, "Don't call me cute!", targets=(serena,))
    assert g.players[serena].fortitude == 18
    assert g.current_player == serena
    play(g, "How dare you strike a Paladin!")
    assert g.current_player == kaylin
    unanswered = g.clone()
    pass_(unanswered)
    assert unanswered.players[kaylin].fortitude == 18
    assert piety(unanswered, serena) != before   # resolved, the hit-back moves her Piety

    play(g, "We don't think so!")
    assert g.players[kaylin].fortitude == 20
    assert g.players[serena].fortitude == 18
    assert piety(g, serena) == before


def test_ignore_example():
    """001 Other Rules, Ignore example: Kaylin's *Poof!* Ignores Serena's "Blasphemer!"; Serena still gains 1 Piety."""
    serena, kaylin = 0, 1
    s = scenario(["serena", "kaylin"])
    s.hand(serena, ["Blasphemer!"])
    s.hand(kaylin, ["*Poof!*"])
    s.turn(serena, "action")
    g = s.build()
    assert piety(g, serena) == 8

    play(g, "Blasphemer!", targets=(kaylin,))
    assert g.current_player == kaylin
    unanswered = g.clone()
    pass_(unanswered)
    assert unanswered.players[kaylin].fortitude == 17
    assert piety(unanswered, serena) == 9

    play(g, "*Poof!*")
    assert g.players[kaylin].fortitude == 20
    assert g.players[serena].fortitude == 20
    assert piety(g, serena) == 9   # the card still affects Serena: she gains her Piety


def test_ignore_a_drink_only_once_it_is_yours():
    """001 Other Rules, Negate/Ignore: you may Ignore another's Drink only after they share it with you (Mead)."""
    wizgille, kaylin = 0, 1
    s = scenario(["wizgille", "kaylin"])
    s.hand(wizgille, [])
    s.hand(kaylin, ["Why do they have to make these tankards so big?"])
    s.drink_me(wizgille, ["Mead"])
    s.turn(wizgille, "drink")
    g = s.build()

    assert g.current_player == wizgille  # Kaylin was not offered Wizgille's Mead
    act(g, "choose", option="split", targets=(kaylin,))
    assert g.current_player == kaylin
    assert [a.drink for a in find(g, "play", "Why do they have to make these tankards so big?")] == [1]
    play(g, "Why do they have to make these tankards so big?", drink=1)
    assert g.players[wizgille].alcohol == 2
    assert g.players[kaylin].alcohol == 0


# ----- Timing --------------------------------------------------------------------------------------------

def test_timing_example():
    """001 Other Rules, Understanding Timing, example: after Phrenk's +2 Wizgille may still Ignore the Light Ale."""
    wizgille, phrenk = 0, 1
    s = scenario(["wizgille", "phrenk"])
    s.hand(wizgille, ["Ah! I really needed a bath"])
    s.hand(phrenk, ["Hereya go. This'll make that drink better!"])
    s.drink_me(wizgille, ["Light Ale"])
    s.turn(wizgille, "drink")
    g = s.build()

    assert g.current_player == wizgille
    assert can(g, "play", "Ah! I really needed a bath", drink=0)
    pass_(g)
    assert g.current_player == phrenk
    play(g, "Hereya go. This'll make that drink better!", drink=0)
    assert g.current_player == wizgille
    assert can(g, "play", "Ah! I really needed a bath", drink=0)

    spiked = g.clone()
    pass_(spiked)
    assert spiked.players[wizgille].alcohol == 3

    play(g, "Ah! I really needed a bath", drink=0)
    assert g.players[wizgille].alcohol == 0


def test_deadlock_example():
    """001 Other Rules, Understanding Timing, deadlock example: Phrenk, then Wizgille, decline; Kaylin stays in"""
    kaylin, phrenk, wizgille, serena = 0, 1, 2, 3
    s = scenario(["kaylin", "phrenk", "wizgille", "serena"])
    s.hand(kaylin, ["Why do they have to make these tankards so big?"])
    s.hand(phrenk, ["I don't think so!"])
    s.hand(wizgille, ["I don't think so!"])
    s.hand(serena, [])
    s.stats(kaylin, fortitude=12, alcohol=10)
    s.drink_me(kaylin, ["Elven Wine"])
    s.turn(kaylin, "drink")
    g = s.build()

    play(g, "Why do they have to make these tankards so big?", drink=0)
    assert g.current_player == phrenk
    assert can(g, "play", "I don't think so!")

    negated = g.clone()
    play(negated, "I don't think so!")
    assert negated.current_player == wizgille
    pass_(negated)
    assert negated.players[kaylin].out

    pass_(g)
    assert g.current_player == wizgille
    assert can(g, "play", "I don't think so!")
    pass_(g)
    assert g.players[kaylin].alcohol == 10
    assert not g.players[kaylin].out
    assert g.turn == phrenk


# ----- Mead, Round on the House --------------------------------------------------------------------------

def test_mead_example():
    """001 Other Rules, Mead Example: Mead split with Kaylin, 2 each; Phrenk spikes Kaylin's half to 4."""
    wizgille, kaylin, phrenk = 0, 1, 2
    s = scenario(["wizgille", "kaylin", "phrenk"])
    empty_hands(s, wizgille, kaylin)
    s.hand(phrenk, ["Hereya go. This'll make that drink better!"])
    s.drink_me(wizgille, ["Mead"])
    s.turn(wizgille, "drink")
    g = s.build()

    assert g.current_player == phrenk
    pass_(g)
    assert g.current_player == wizgille
    act(g, "choose", option="split", targets=(kaylin,))
    assert g.current_player == phrenk
    play(g, "Hereya go. This'll make that drink better!", drink=1)
    assert g.players[wizgille].alcohol == 2
    assert g.players[kaylin].alcohol == 4


def test_mead_as_a_chaser_is_not_split():
    """001 Other Rules, Mead: Mead revealed as a Chaser may not be split; the drinker takes all of it."""
    wizgille, kaylin = 0, 1
    s = scenario(["wizgille", "kaylin"])
    empty_hands(s, wizgille, kaylin)
    s.drink_me(wizgille, ["Light Ale with a Chaser", "Mead"])
    s.turn(wizgille, "drink")
    g = s.build()

    assert not any(e.kind == "split" for e in s.events)
    assert g.players[wizgille].alcohol == 4
    assert g.players[kaylin].alcohol == 0
    assert g.turn == kaylin


def test_mead_from_a_drink_event_is_not_split():
    """001 Other Rules, Mead: Mead poured by Round on the House may not be split; each copy is drunk whole."""
    wizgille, kaylin = 0, 1
    s = scenario(["wizgille", "kaylin"])
    empty_hands(s, wizgille, kaylin)
    s.drink_me(wizgille, ["Round on the House!"])
    s.drink_deck(["Mead"] + FILLER)
    s.turn(wizgille, "drink")
    g = s.build()

    assert not any(e.kind == "split" for e in s.events)
    assert [p.alcohol for p in g.players] == [3, 3]
    assert g.turn == kaylin


def test_round_on_the_house():
    """001 Other Rules, Round on the House: everyone gets their own copy first; a change then hits one copy only."""
    kaylin, phrenk, wizgille = 0, 1, 2
    s = scenario(["kaylin", "phrenk", "wizgille"])
    empty_hands(s, kaylin, wizgille)
    s.hand(phrenk, ["Hereya go. This'll make that drink better!"])
    s.drink_me(kaylin, ["Round on the House!"])
    s.drink_deck(["Wine"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert g.current_player == phrenk
    assert [a.drink for a in find(g, "play", "Hereya go. This'll make that drink better!")] == [0, 1, 2]
    play(g, "Hereya go. This'll make that drink better!", drink=2)
    assert [p.alcohol for p in g.players] == [2, 2, 4]
    assert len(g.drink_deck) == len(FILLER)


# ----- Drinking Contest ----------------------------------------------------------------------------------

def test_contest_event_counts_zero_chasers_continue_winner_paid():
    """001 Other Rules, Let's Have a Drinking Contest!: Event = 0, a Chaser adds on, the highest gets 1 from each."""
    kaylin, phrenk, wizgille = 0, 1, 2
    s = scenario(["kaylin", "phrenk", "wizgille"])
    empty_hands(s, kaylin, phrenk, wizgille)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Round on the House!", "Light Ale with a Chaser", "Wine", "Wine"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert drunk(s.events) == [(kaylin, 0), (phrenk, 3), (wizgille, 2)]
    assert contest_winners(s.events) == [phrenk]
    assert [p.gold for p in g.players] == [9, 12, 9]


def test_contest_modifier_changes_the_outcome():
    """001 Other Rules, Drinking Contest: a card that changes a Drink's Alcohol changes the result."""
    kaylin, phrenk = 0, 1
    s = scenario(["kaylin", "phrenk"])
    s.hand(kaylin, [])
    s.hand(phrenk, ["Hereya go. This'll make that drink better!"])
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Light Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert g.current_player == phrenk
    play(g, "Hereya go. This'll make that drink better!", drink=1)
    assert g.players[phrenk].alcohol == 3
    assert g.players[phrenk].gold == 9
    assert g.players[kaylin].gold == 7


def test_contest_ignored_drink_still_counts():
    """001 Other Rules, Drinking Contest: Ignoring your Drink does not change the result; Kaylin still wins."""
    kaylin, phrenk = 0, 1
    s = scenario(["kaylin", "phrenk"])
    s.hand(kaylin, ["Why do they have to make these tankards so big?"])
    s.hand(phrenk, [])
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale", "Wine"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert g.current_player == kaylin
    play(g, "Why do they have to make these tankards so big?", drink=0)
    assert g.players[kaylin].alcohol == 0
    assert g.players[phrenk].alcohol == 2
    assert g.players[kaylin].gold == 9
    assert g.players[phrenk].gold == 7


def test_contest_passed_drink_still_counts():
    """001 Other Rules, Drinking Contest: Zot hands his Dragon Breath Ale to Kaylin but still wins with it."""
    zot, kaylin = 0, 1
    s = scenario(["zot", "kaylin"])
    s.hand(zot, ["Teleport beverage!"])
    s.hand(kaylin, [])
    s.drink_me(zot, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale", "Light Ale"] + FILLER)
    s.turn(zot, "drink")
    g = s.build()

    assert g.current_player == zot
    events = play(g, "Teleport beverage!", drink=0, targets=(kaylin,))
    assert g.players[zot].alcohol == 0
    assert g.players[kaylin].alcohol == 5
    assert contest_winners(events) == [zot]
    assert g.players[zot].gold == 9
    assert g.players[kaylin].gold == 7


def test_contest_extra_drink_does_not_count():
    """001 Other Rules, Drinking Contest: an extra Drink from Kaylin's card does not count toward the contest."""
    kaylin, phrenk = 0, 1
    s = scenario(["kaylin", "phrenk"])
    s.hand(kaylin, ["You think you're so big? Have another drink!"])
    s.hand(phrenk, [])
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_me(phrenk, ["Dragon Breath Ale"])
    s.drink_deck(["Wine", "Light Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert g.current_player == kaylin
    events = play(g, "You think you're so big? Have another drink!", drink=1, targets=(phrenk,))
    assert g.players[phrenk].alcohol == 5  # 4 from the extra Dragon Breath Ale, 1 from his contest Light Ale
    assert g.players[phrenk].drink_me == []
    assert contest_winners(events) == [kaylin]
    assert g.players[kaylin].gold == 9
    assert g.players[phrenk].gold == 7


def test_contest_negative_drink_counts_as_zero():
    """001 Other Rules, Drinking Contest: "We're Cutting You Off!" counts as 0 (a tie with Water) yet lowers Alcohol."""
    kaylin, phrenk = 0, 1
    s = scenario(["kaylin", "phrenk"])
    empty_hands(s, kaylin, phrenk)
    s.stats(kaylin, alcohol=3)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["We're Cutting You Off!", "Water", "Wine", "Light Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert drunk(s.events) == [(kaylin, -1), (phrenk, 0), (kaylin, 2), (phrenk, 1)]
    assert contest_winners(s.events) == [kaylin]
    assert g.players[kaylin].alcohol == 4
    assert g.players[phrenk].alcohol == 1
    assert g.players[kaylin].gold == 9


def test_contest_win_and_pass_out_at_once():
    """001 Other Rules, Drinking Contest: Phrenk wins and passes out together: he collects, then his Gold is split."""
    kaylin, phrenk, wizgille = 0, 1, 2
    s = scenario(["kaylin", "phrenk", "wizgille"])
    empty_hands(s, kaylin, phrenk, wizgille)
    s.stats(phrenk, fortitude=10, alcohol=8)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Dragon Breath Ale", "Light Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert contest_winners(s.events) == [phrenk]
    assert g.players[phrenk].out
    assert g.players[phrenk].gold == 0
    # 10 + 2 won = 12: 6 to the Inn, 3 to each other player.
    assert g.inn == 6
    assert g.players[kaylin].gold == 12
    assert g.players[wizgille].gold == 12


def test_contest_tie_all_but_one_pass_out():
    """001 Other Rules, Drinking Contest: of two tied players Kaylin passes out; Phrenk wins without drinking again."""
    kaylin, phrenk, wizgille = 0, 1, 2
    s = scenario(["kaylin", "phrenk", "wizgille"])
    empty_hands(s, kaylin, phrenk, wizgille)
    s.stats(kaylin, fortitude=5, alcohol=3)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Wine", "Light Ale", "Dragon Breath Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert drunk(s.events) == [(kaylin, 2), (phrenk, 2), (wizgille, 1)]
    assert contest_winners(s.events) == [phrenk]
    assert g.title(g.drink_deck[-1]) == "Dragon Breath Ale"  # nobody drank again
    assert g.players[kaylin].out
    # Kaylin pays the winner 1 first; her other 9 are split: 5 to the Inn, 2 to each player left.
    assert g.players[phrenk].gold == 14
    assert g.players[wizgille].gold == 11
    assert g.inn == 5


def test_contest_tie_all_pass_out_no_winner():
    """001 Other Rules, Drinking Contest: both tied players pass out, so the contest has no winner."""
    kaylin, phrenk, wizgille = 0, 1, 2
    s = scenario(["kaylin", "phrenk", "wizgille"])
    empty_hands(s, kaylin, phrenk, wizgille)
    s.stats(kaylin, fortitude=5, alcohol=3)
    s.stats(phrenk, fortitude=5, alcohol=3)
    s.drink_me(kaylin, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Wine", "Light Ale", "Dragon Breath Ale"] + FILLER)
    s.turn(kaylin, "drink")
    g = s.build()

    assert contest_winners(s.events) == [None]
    assert not any(e.kind == "pay" and e.data.get("to") == wizgille for e in s.events)
    assert g.players[kaylin].out and g.players[phrenk].out
    assert g.is_over and g.winners == [wizgille]
    assert g.players[wizgille].gold == 20  # 5 from each pass-out split
    assert g.inn == 10


def test_contest_out_of_gold_and_losing_is_out():
    """001 Other Rules, Drinking Contest: Kaylin pays her last Gold for the refill, loses the contest, and is out."""
    phrenk, kaylin, wizgille = 0, 1, 2
    s = scenario(["phrenk", "kaylin", "wizgille"])
    empty_hands(s, phrenk, kaylin, wizgille)
    s.stats(kaylin, gold=1)
    s.drink_me(phrenk, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale"])
    s.drink_discard(["Light Ale", "Light Ale"])
    s.turn(phrenk, "drink")
    g = s.build()

    assert "drinks_out" in [e.kind for e in s.events]
    assert contest_winners(s.events) == [phrenk]
    assert g.players[kaylin].out
    assert g.players[kaylin].gold == 0
    assert g.players[phrenk].gold == 10  # 10 - 1 for the refill + 1 from Wizgille + nothing from Kaylin
    assert g.players[wizgille].gold == 8
    assert g.inn == 3


# ----- Gambling: leaving, and being forced out ------------------------------------------------------------

def test_leaving_right_after_starting_the_round():
    """001 Gambling, Leaving the Game: Kaylin starts a Round, then feeds Wulfric; nobody takes control: pot to Inn."""
    kaylin, wizgille, serena = 0, 1, 2
    s = scenario(["kaylin", "wizgille", "serena"])
    s.hand(kaylin, ["Gambling? I'm in!", "Not now, I'm feeding Wulfric"])
    empty_hands(s, wizgille, serena)
    s.turn(kaylin, "action")
    g = s.build()

    play(g, "Gambling? I'm in!")
    assert g.current_player == kaylin
    play(g, "Not now, I'm feeding Wulfric")
    assert g.round is None   # nobody else could take control: the Round ended with no winner
    assert g.pot == 0 and g.inn == 2
    assert golds(g) == [10, 9, 9]


def test_forced_out_the_victim_answers_with_my_holy_blade():
    """001 Gambling, forced to leave: the player forced out may answer; Serena's holy blade catches the cheat."""
    serena, kaylin, wizgille = 0, 1, 2
    s = scenario(["serena", "kaylin", "wizgille"])
    s.hand(serena, ["Gambling? I'm in!", "My holy blade detects lies!"])
    s.hand(kaylin, ["What's that up your sleeve?"])
    s.hand(wizgille, [])
    s.turn(serena, "action")
    g = s.build()

    play(g, "Gambling? I'm in!")
    assert g.current_player == kaylin
    play(g, "What's that up your sleeve?", targets=(serena,))
    assert g.current_player == serena
    play(g, "My holy blade detects lies!")
    pass_until_settled(g)
    assert g.round is None
    assert golds(g) == [12, 9, 9]   # Serena won the pot of 3


# ----- Buying Drinks and Ignore Effects: Wizgille's Gear ------------------------------------------------

def test_buying_drinks_and_ignore_example_too_much_steam():
    """001 More Rules About Drinks, Buying Drinks And Ignore Effects: Kaylin Ignores the steam, yet gets her Drink."""
    wizgille, kaylin, phrenk = 0, 1, 2
    s = scenario(["wizgille", "kaylin", "phrenk"])
    s.hand(wizgille, ["Hey! Let's test out my new drink creation device!"])
    s.hand(kaylin, ["*Poof!*"])
    s.hand(phrenk, [])
    s.side(wizgille, deck=["Too much steam!"])
    s.turn(wizgille, "action")
    g = s.build()

    play(g, "Hey! Let's test out my new drink creation device!")
    # The Gear is revealed and aimed before anyone may answer the card.
    assert g.current_player == wizgille
    act(g, "choose", "Too much steam!", targets=(kaylin, phrenk))
    assert g.current_player == kaylin
    play(g, "*Poof!*")
    assert g.players[kaylin].fortitude == 20
    assert g.players[phrenk].fortitude == 19
    # Ordering Drinks is no effect Kaylin can Ignore: Wizgille may order one for each of them.
    assert g.current_player == wizgille
    piles = [len(p.drink_me) for p in g.players]
    act(g, "order", targets=(kaylin,))
    act(g, "order", targets=(phrenk,))
    assert [len(p.drink_me) for p in g.players] == [piles[0], piles[1] + 1, piles[2] + 1]
    assert [g.title(c) for c in g.sides[0].discard] == ["Too much steam!"]


def test_too_much_steam_ordering_is_optional():
    """001 Buying Drinks And Ignore Effects: Wizgille "can" give one or both of them extra Drinks: she may skip one."""
    wizgille, kaylin, phrenk = 0, 1, 2
    s = scenario(["wizgille", "kaylin", "phrenk"])
    s.hand(wizgille, ["Hey! Let's test out my new drink creation device!"])
    empty_hands(s, kaylin, phrenk)
    s.side(wizgille, deck=["Too much steam!"])
    s.turn(wizgille, "action")
    g = s.build()

    play(g, "Hey! Let's test out my new drink creation device!")
    act(g, "choose", "Too much steam!", targets=(kaylin, phrenk))
    assert [p.fortitude for p in g.players] == [20, 19, 19]
    piles = [len(p.drink_me) for p in g.players]
    pass_(g)   # no Drink for Kaylin
    act(g, "order", targets=(phrenk,))
    assert [len(p.drink_me) for p in g.players] == [piles[0], piles[1], piles[2] + 1]
