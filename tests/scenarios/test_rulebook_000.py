"""Worked examples of rulebook 000 (Gambling? I'm In!), each replayed as a scenario.

Each test docstring starts with "000", meaning shared/rulebooks/000_7bfbc92714e683e0.txt,
then names the section and example it replays.

Every worked example is replayed, "Drinks That Aren't Discarded" too: its Elixir of Alacrity comes from the
built-in Wench's Special Reserve (innkeeper/content/data/wench.toml) and is kept by the core's kept-Drink rule.

Warthorn, the Wench, Molly and Jasper are the built-in decks (innkeeper/content/data/warthorn.toml, wench.toml,
molly.toml, jasper.toml): every card 000 shows them playing keeps the effect it shows there. The Drinks the examples
name beyond the Drink Decks come from the built-in 000 Drink pack (innkeeper/content/data/drinks_000_pack.toml).
"""

from __future__ import annotations

from innkeeper.testing import Scenario, act, can, drunk, find, pass_, play

# Spare Drinks at the bottom of a set Drink Deck, so no test runs the deck out by accident.
FILLER = ["Light Ale"] * 8


def scenario(characters: list[str]) -> Scenario:
    """A scenario of the built-in content (the box's own characters and its Drink pack)."""
    return Scenario(characters)


# ----- Gambling ------------------------------------------------------------------------------------------

def test_gambling_example():
    """000 Gambling, "Gambling Example": Warthorn wins the 6 Gold pot; the Wench stays out and keeps her Gold."""
    warthorn, wench, molly, jasper = 0, 1, 2, 3
    s = scenario(["warthorn", "wench", "molly", "jasper"])
    s.hand(warthorn, ["Gambling? I'm in!", "Winning Hand!", "Gambling? I'm in!"])
    s.hand(wench, ["Wait a minute! Someone's playing with the drinks!"])
    s.hand(molly, ["Oops… I dropped my cards", "Gambling? I'm in!"])
    s.hand(jasper, ["I raise!", "Gambling? I'm in!"])
    s.turn(warthorn, "action")
    g = s.build()

    play(g, "Gambling? I'm in!")
    assert g.current_player == wench
    play(g, "Wait a minute! Someone's playing with the drinks!")
    assert g.round is not None and g.round.players == [warthorn, molly, jasper]
    assert g.round.controller == warthorn
    assert g.pot == 3
    assert [p.gold for p in g.players] == [9, 10, 9, 9]

    assert g.current_player == molly
    pass_(g)
    assert g.current_player == jasper
    play(g, "I raise!")
    assert g.pot == 6
    assert g.round.controller == jasper
    assert [p.gold for p in g.players] == [8, 10, 8, 8]

    assert g.current_player == warthorn
    play(g, "Winning Hand!")
    assert g.round.controller == warthorn
    assert g.current_player == molly
    assert not can(g, "play", "Gambling? I'm in!")  # after Winning Hand! only a Cheating card takes control
    play(g, "Oops… I dropped my cards")
    assert g.round.controller == molly

    assert g.current_player == jasper
    pass_(g)
    assert g.current_player == warthorn
    play(g, "Gambling? I'm in!")
    assert g.round.controller == warthorn
    assert g.current_player == molly
    pass_(g)
    assert g.current_player == jasper
    pass_(g)

    assert g.round is None
    assert g.pot == 0
    assert [p.gold for p in g.players] == [14, 10, 8, 8]
    assert g.inn == 0
    assert g.current_player == warthorn and g.phase == "order"


# ----- Chasers -------------------------------------------------------------------------------------------

def test_chaser_example_1():
    """000 More Drink Rules, Chasers, "Chaser Example 1": Stout + Dragon Breath Ale is one 6-Alcohol Drink; Ignored."""
    jasper, warthorn = 0, 1
    s = scenario(["jasper", "warthorn"])
    s.hand(jasper, ["Not now. Gotta bounce!"])
    s.hand(warthorn, [])
    s.drink_me(jasper, ["Halfling Stout with a Chaser", "Dragon Breath Ale"])
    s.turn(jasper, "drink")
    g = s.build()

    reveals = [e for e in s.events if e.kind == "reveal"]
    assert reveals[-1].data["cards"] == ["Halfling Stout with a Chaser", "Dragon Breath Ale"]
    assert g.current_player == jasper
    assert [a.drink for a in find(g, "play", "Not now. Gotta bounce!")] == [0]

    untouched = g.clone()
    pass_(untouched)
    assert untouched.players[jasper].alcohol == 6

    play(g, "Not now. Gotta bounce!", drink=0)
    assert g.players[jasper].alcohol == 0
    assert g.players[jasper].drink_me == []
    assert sorted(g.title(c) for c in g.drink_discard) == ["Dragon Breath Ale", "Halfling Stout with a Chaser"]


def test_chaser_example_2():
    """000 More Drink Rules, Chasers, "Chaser Example 2": Round on the House as a Chaser does nothing; +1 Alcohol."""
    warthorn, molly = 0, 1
    s = scenario(["warthorn", "molly"])
    s.hand(warthorn, [])
    s.hand(molly, [])
    s.drink_me(warthorn, ["Drinking Contest!"])
    s.drink_deck(["Light Ale with a Chaser", "Round on the House!", "Water"] + FILLER)
    s.turn(warthorn, "drink")
    g = s.build()

    assert drunk(s.events) == [(warthorn, 1), (molly, 0)]
    assert g.players[warthorn].alcohol == 1
    assert g.players[molly].alcohol == 0
    assert g.players[warthorn].gold == 9  # he won the contest
    assert g.players[molly].gold == 7
    assert "Round on the House!" in [g.title(c) for c in g.drink_discard]
    assert len(g.drink_deck) == len(FILLER)  # no copies were poured for a Round on the House


# ----- Drinks That Aren't Discarded ----------------------------------------------------------------------

def test_drinks_that_arent_discarded_example():
    """000 More Drink Rules, Drinks That Aren't Discarded, Example: Warthorn reveals Elixir of Alacrity and splits it
    with Jasper using "Here, finish my drink!"; both gain 1 Alcohol; Warthorn, first in turn order, keeps the Elixir."""
    warthorn, wench, jasper = 0, 1, 2
    s = scenario(["warthorn", "wench", "jasper"])
    s.hand(warthorn, ["Here, finish my drink!"])
    s.hand(wench, [])
    s.hand(jasper, [])
    s.drink_me(warthorn, ["Elixir of Alacrity"])
    s.turn(warthorn, "drink")
    g = s.build()

    assert g.current_player == warthorn
    events = play(g, "Here, finish my drink!", targets=(jasper,), drink=0)
    while g.stack and g.stack[-1].kind == "window":
        events += pass_(g)
    assert sorted(drunk(events)) == [(warthorn, 1), (jasper, 1)]
    reserve = next(d for d in g.sides if d.owner == wench)
    assert [g.title(c) for c in reserve.fronts[warthorn]] == ["Elixir of Alacrity"]
    assert reserve.fronts[jasper] == []   # Jasper drank half of it but does not gain the Elixir
    assert "Elixir of Alacrity" not in [g.title(c) for c in g.drink_discard + reserve.discard]


# ----- Other Rules: limits; cards that affect your stats -------------------------------------------------

def test_limits_example_fleck():
    """000 Other Rules, Minimum and Maximum, Example: Warthorn at 0 Alcohol loses none but still pays Fleck 1 Gold.

    Fleck is the built-in deck (innkeeper/content/data/fleck.toml).
    """
    fleck, warthorn, molly = 0, 1, 2
    s = scenario(["fleck", "warthorn", "molly"])
    s.hand(fleck, ["And now I'm going to play something really sad."])
    s.hand(warthorn, [])
    s.hand(molly, [])
    s.stats(warthorn, alcohol=0)
    s.stats(molly, alcohol=3)
    s.turn(fleck, "action")
    g = s.build()

    play(g, "And now I'm going to play something really sad.")
    assert [p.alcohol for p in g.players] == [0, 0, 2]
    assert [p.gold for p in g.players] == [12, 9, 9]


def test_affects_example_1_tip_the_wench_ignored():
    """000 Other Rules, Cards That Affect Your Fortitude, Alcohol Content, Gold, Example 1: Jasper Ignores the tip."""
    molly, jasper = 0, 1
    s = scenario(["molly", "jasper"])
    s.hand(molly, ["Tip the Wench.", "Mind the hooves!"])
    s.hand(jasper, ["Zzzzzzzz…"])
    s.turn(molly, "action")
    g = s.build()

    play(g, "Tip the Wench.", targets=(jasper,))
    assert g.current_player == jasper
    play(g, "Zzzzzzzz…")
    assert g.players[jasper].gold == 8
    assert g.players[molly].gold == 8
    assert g.inn == 0
    assert g.current_player == molly and g.phase == "action"


def test_affects_example_2_spiked_drink_is_not_a_stat_change():
    """000 Other Rules, Cards That Affect ..., Example 2: Jasper may not Ignore Dimli's spike of his Wine."""
    jasper, dimli = 0, 1
    s = scenario(["jasper", "dimli"])
    s.hand(jasper, ["Zzzzzzzz…"])
    s.hand(dimli, ["Spike it with Firewater"])
    s.drink_me(jasper, ["Wine"])
    s.turn(jasper, "drink")
    g = s.build()

    assert g.current_player == dimli
    play(g, "Spike it with Firewater", drink=0)
    # Jasper was never asked: the spike changes the Drink, not his Alcohol Content directly.
    assert g.players[jasper].alcohol == 4
    assert [g.title(c) for c in g.players[jasper].hand] == ["Zzzzzzzz…"]
    assert g.turn == dimli


def test_affects_example_3_negating_an_ignore_is_not_a_stat_change():
    """000 Other Rules, Cards That Affect ..., Example 3: the Wench Negates Jasper's Ignore; Zzzzzzzz… can't answer."""
    jasper, wench = 0, 1
    s = scenario(["jasper", "wench"])
    s.hand(jasper, ["Not now. Gotta bounce!", "Zzzzzzzz…"])
    s.hand(wench, ["I don't think so!"])
    s.drink_me(jasper, ["Dragon Breath Ale"])
    s.turn(jasper, "drink")
    g = s.build()

    assert g.current_player == jasper
    play(g, "Not now. Gotta bounce!", drink=0)
    assert g.current_player == wench
    play(g, "I don't think so!")
    assert g.players[jasper].alcohol == 4
    assert [g.title(c) for c in g.players[jasper].hand] == ["Zzzzzzzz…"]
    assert g.turn == wench


def test_affects_example_4_taking_the_pot_is_not_a_stat_change():
    """000 Other Rules, Cards That Affect ..., Example 4: Gerki takes Jasper's pot; Jasper may not Ignore that."""
    jasper, gerki = 0, 1
    s = scenario(["jasper", "gerki"])
    s.hand(jasper, ["Gambling? I'm in!", "Zzzzzzzz…"])
    s.hand(gerki, ["Um... I know you think you won, but..."])
    s.turn(jasper, "action")
    g = s.build()

    play(g, "Gambling? I'm in!")
    # Gerki had nothing to play in the Round, so Jasper is about to win; Gerki answers that.
    assert g.current_player == gerki
    assert g.pot == 2
    play(g, "Um... I know you think you won, but...")
    assert g.round is None
    assert g.players[gerki].gold == 9
    assert g.players[jasper].gold == 7
    assert [g.title(c) for c in g.players[jasper].hand] == ["Zzzzzzzz…"]


# ----- Negate and Ignore ---------------------------------------------------------------------------------

def test_negate_example():
    """000 Other Rules, Negate and Ignore Effects, Negate Example: Jasper Negates Warthorn's hit-back."""
    jasper, warthorn = 0, 1
    s = scenario(["jasper", "warthorn"])
    s.hand(jasper, ["Hey! Don't mess with the staff!", "I don't think so!"])
    s.hand(warthorn, ["Never mess with a dwarf!"])
    s.turn(jasper, "action")
    g = s.build()

    play(g, "Hey! Don't mess with the staff!", targets=(warthorn,))
    assert g.players[warthorn].fortitude == 18
    assert g.current_player == warthorn
    play(g, "Never mess with a dwarf!")
    assert g.current_player == jasper
    play(g, "I don't think so!")
    assert g.players[jasper].fortitude == 20
    assert g.players[warthorn].fortitude == 18


def test_ignore_example():
    """000 Other Rules, Negate and Ignore Effects, Ignore Example: Jasper Ignores Stampede!; the others lose 2."""
    molly, warthorn, jasper, wench = 0, 1, 2, 3
    s = scenario(["molly", "warthorn", "jasper", "wench"])
    s.hand(molly, ["Stampede!"])
    s.hand(warthorn, [])
    s.hand(jasper, ["Zzzzzzzz…"])
    s.hand(wench, [])
    s.turn(molly, "action")
    g = s.build()

    play(g, "Stampede!")
    assert g.current_player == jasper
    play(g, "Zzzzzzzz…")
    assert [p.fortitude for p in g.players] == [20, 18, 20, 18]
    assert g.players[molly].gold == 7
    assert g.inn == 3


# ----- Timing --------------------------------------------------------------------------------------------

def test_timing_example_1():
    """000 Other Rules, Timing, Timing Example 1: after Dimli spikes her Light Ale, Molly may still Ignore it."""
    molly, dimli = 0, 1
    s = scenario(["molly", "dimli"])
    s.hand(molly, ["We'll save this one for later, right boy?"])
    s.hand(dimli, ["Spike it with Firewater"])
    s.drink_me(molly, ["Light Ale"])
    s.turn(molly, "drink")
    g = s.build()

    assert g.current_player == molly
    assert can(g, "play", "We'll save this one for later, right boy?", drink=0)
    pass_(g)
    assert g.current_player == dimli
    play(g, "Spike it with Firewater", drink=0)
    assert g.current_player == molly
    assert can(g, "play", "We'll save this one for later, right boy?", drink=0)

    spiked = g.clone()
    pass_(spiked)
    assert spiked.players[molly].alcohol == 3

    play(g, "We'll save this one for later, right boy?", drink=0)
    assert g.players[molly].alcohol == 0


def test_timing_example_2_deadlock():
    """000 Other Rules, Timing, Timing Example 2: the Wench then Warthorn declare; both decline, Jasper stays in."""
    jasper, wench, warthorn = 0, 1, 2
    s = scenario(["jasper", "wench", "warthorn"])
    s.hand(jasper, ["Not now. Gotta bounce!"])
    s.hand(wench, ["I don't think so!"])
    s.hand(warthorn, ["I don't think so!"])
    s.stats(jasper, fortitude=12, alcohol=10)
    s.drink_me(jasper, ["Elven Wine"])
    s.turn(jasper, "drink")
    g = s.build()

    play(g, "Not now. Gotta bounce!", drink=0)
    assert g.current_player == wench
    assert can(g, "play", "I don't think so!")

    negated = g.clone()
    play(negated, "I don't think so!")
    assert negated.current_player == warthorn  # Warthorn may answer the Wench's card with his own
    pass_(negated)
    assert negated.players[jasper].out

    pass_(g)
    assert g.current_player == warthorn
    assert can(g, "play", "I don't think so!")
    pass_(g)
    assert g.players[jasper].alcohol == 10
    assert not g.players[jasper].out
    assert g.turn == wench


def test_timing_example_3():
    """000 Other Rules, Timing, Timing Example 3: Jasper's Ignore comes first, Warthorn's hit-back after the loss."""
    molly, warthorn, wench, jasper = 0, 1, 2, 3
    s = scenario(["molly", "warthorn", "wench", "jasper"])
    s.hand(molly, ["Stampede!"])
    s.hand(warthorn, ["Never mess with a dwarf!"])
    s.hand(wench, [])
    s.hand(jasper, ["Zzzzzzzz…"])
    s.turn(molly, "action")
    g = s.build()

    play(g, "Stampede!")
    assert g.current_player == jasper  # Warthorn has nothing to answer the card itself with
    play(g, "Zzzzzzzz…")
    assert g.current_player == warthorn
    assert [p.fortitude for p in g.players] == [20, 18, 18, 20]
    assert g.players[molly].gold == 7
    assert g.inn == 3
    play(g, "Never mess with a dwarf!")
    assert g.players[molly].fortitude == 18
    assert [p.fortitude for p in g.players] == [18, 18, 18, 20]


# ----- Splitting Drinks ----------------------------------------------------------------------------------

def test_split_example_1():
    """000 Other Rules, Splitting Drinks, Split Example 1: split Elven Wine 2 + 2, then one half spiked to 4."""
    warthorn, molly, dimli = 0, 1, 2
    s = scenario(["warthorn", "molly", "dimli"])
    s.hand(warthorn, ["Here, finish my drink!"])
    s.hand(molly, [])
    s.hand(dimli, ["Spike it with Firewater"])
    s.drink_me(warthorn, ["Elven Wine"])
    s.turn(warthorn, "drink")
    g = s.build()

    assert g.current_player == warthorn
    play(g, "Here, finish my drink!", targets=(molly,), drink=0)
    assert g.current_player == dimli
    assert [a.drink for a in find(g, "play", "Spike it with Firewater")] == [0, 1]
    play(g, "Spike it with Firewater", drink=1)
    assert g.players[warthorn].alcohol == 2
    assert g.players[molly].alcohol == 4


def test_split_example_2():
    """000 Other Rules, Splitting Drinks, Split Example 2: Elven Wine spiked to 5, then split: 3 and 3."""
    warthorn, molly, dimli = 0, 1, 2
    s = scenario(["warthorn", "molly", "dimli"])
    s.hand(warthorn, ["Here, finish my drink!"])
    s.hand(molly, [])
    s.hand(dimli, ["Spike it with Firewater"])
    s.drink_me(warthorn, ["Elven Wine"])
    s.turn(warthorn, "drink")
    g = s.build()

    assert g.current_player == warthorn
    pass_(g)
    assert g.current_player == dimli
    play(g, "Spike it with Firewater", drink=0)
    assert g.current_player == warthorn
    play(g, "Here, finish my drink!", targets=(molly,), drink=0)
    assert g.players[warthorn].alcohol == 3
    assert g.players[molly].alcohol == 3


def test_split_example_3():
    """000 Other Rules, Splitting Drinks, Split Example 3: Elven Wine + Ale of Intrigue halves: 3 Alcohol, 1 card"""
    warthorn, molly = 0, 1
    s = scenario(["warthorn", "molly"])
    s.hand(warthorn, ["Here, finish my drink!"])
    s.hand(molly, [])
    s.drink_me(warthorn, ["Elven Wine with a Chaser", "Ale of Intrigue"])
    s.turn(warthorn, "drink")
    g = s.build()

    events = play(g, "Here, finish my drink!", targets=(molly,), drink=0)
    assert g.players[warthorn].alcohol == 3
    assert g.players[molly].alcohol == 3
    draws = [(e.data["seat"], e.data["count"]) for e in events if e.kind == "draw"]
    assert sorted(draws) == [(warthorn, 1), (molly, 1)]
    assert len(g.players[warthorn].hand) == 1
    assert len(g.players[molly].hand) == 1


def test_mead_example():
    """000 Other Rules, Mead and Similar Drinks, Mead Example: Mead split 2 + 2, the Wench's half spiked to 4."""
    warthorn, wench, dimli = 0, 1, 2
    s = scenario(["warthorn", "wench", "dimli"])
    s.hand(warthorn, [])
    s.hand(wench, [])
    s.hand(dimli, ["Spike it with Firewater"])
    s.drink_me(warthorn, ["Mead"])
    s.turn(warthorn, "drink")
    g = s.build()

    assert g.current_player == dimli  # the first chance to alter the whole Mead; nobody does
    pass_(g)
    assert g.current_player == warthorn
    act(g, "choose", option="split", targets=(wench,))
    assert g.current_player == dimli
    assert [a.drink for a in find(g, "play", "Spike it with Firewater")] == [0, 1]
    play(g, "Spike it with Firewater", drink=1)
    assert g.players[warthorn].alcohol == 2
    assert g.players[wench].alcohol == 4


# ----- Drinking Contest ----------------------------------------------------------------------------------

def test_drinking_contest_example_1():
    """000 Other Rules, Drinking Contest, Example 1: the Wench's +1 ties Jasper with Molly; both drink 2; it goes on."""
    molly, jasper, wench = 0, 1, 2
    s = scenario(["molly", "jasper", "wench"])
    s.hand(molly, [])
    s.hand(jasper, [])
    s.hand(wench, ["Playing with the drinks? That's my job!"])
    s.drink_me(molly, ["Drinking Contest!"])
    s.drink_deck(["Wine", "Light Ale", "Water", "Dark Ale", "Water"] + FILLER)
    s.turn(molly, "drink")
    g = s.build()

    assert g.current_player == wench
    assert [a.drink for a in find(g, "play", "Playing with the drinks? That's my job!")] == [0, 1, 2]
    events = play(g, "Playing with the drinks? That's my job!", drink=1)
    # Tied at 2: both drink 2; then only the tied pair drinks again (Dark Ale beats Water).
    assert drunk(events) == [(molly, 2), (jasper, 2), (wench, 0), (molly, 1), (jasper, 0)]
    kinds = [e.kind for e in events]
    assert kinds.count("contest_tie") == 1
    assert kinds.index("contest_tie") < kinds.index("contest")
    assert g.players[molly].alcohol == 3
    assert g.players[jasper].alcohol == 2
    assert g.players[wench].alcohol == 0
    assert [p.gold for p in g.players] == [12, 9, 9]


def test_drinking_contest_example_2():
    """000 Other Rules, Drinking Contest, Example 2: Warthorn splits his Dragon Breath Ale but still wins."""
    warthorn, molly = 0, 1
    s = scenario(["warthorn", "molly"])
    s.hand(warthorn, ["Here, finish my drink!"])
    s.hand(molly, [])
    s.drink_me(warthorn, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale", "Dark Ale"] + FILLER)
    s.turn(warthorn, "drink")
    g = s.build()

    assert g.current_player == warthorn
    play(g, "Here, finish my drink!", targets=(molly,), drink=0)
    assert g.players[warthorn].alcohol == 2
    assert g.players[molly].alcohol == 3
    assert g.players[warthorn].gold == 9
    assert g.players[molly].gold == 7


def test_drinking_contest_example_3():
    """000 Other Rules, Drinking Contest, Example 3: Molly pays her last Gold for the refill, wins, and stays in."""
    molly, jasper, warthorn = 0, 1, 2
    s = scenario(["molly", "jasper", "warthorn"])
    s.hand(molly, [])
    s.hand(jasper, [])
    s.hand(warthorn, [])
    s.stats(molly, gold=1)
    s.drink_me(molly, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale"])
    s.drink_discard(["Light Ale", "Wine", "Dark Ale"])
    s.turn(molly, "drink")
    g = s.build()

    kinds = [e.kind for e in s.events]
    assert "drinks_out" in kinds
    refill = [(e.data["seat"], e.data["amount"]) for e in s.events if e.kind == "pay" and e.data.get("to") == -1]
    assert refill == [(molly, 1), (jasper, 1), (warthorn, 1)]
    assert drunk(s.events)[0] == (molly, 4)
    assert g.players[molly].gold == 2
    assert not g.players[molly].out
    assert g.players[jasper].gold == 8
    assert g.players[warthorn].gold == 8
    assert g.inn == 3


def test_drinking_contest_coffee_counts_as_zero():
    """000 Other Rules, Drinking Contest (below-0 Drinks such as Coffee): Coffee ties Water at 0 yet lowers Alcohol."""
    molly, jasper = 0, 1
    s = scenario(["molly", "jasper"])
    s.hand(molly, [])
    s.hand(jasper, [])
    s.stats(molly, alcohol=3)
    s.drink_me(molly, ["Drinking Contest!"])
    s.drink_deck(["Coffee", "Water", "Wine", "Light Ale"] + FILLER)
    s.turn(molly, "drink")
    g = s.build()

    assert drunk(s.events) == [(molly, -2), (jasper, 0), (molly, 2), (jasper, 1)]  # Coffee: -2 (drinks_000_pack)
    assert g.players[molly].alcohol == 3
    assert g.players[jasper].alcohol == 1
    assert g.players[molly].gold == 9
    assert g.players[jasper].gold == 7
