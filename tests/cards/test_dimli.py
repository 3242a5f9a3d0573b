"""Dimli the Dwarf's own cards (innkeeper/content/data/dimli.toml): each works, and is refused where it does not apply.

The eight cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing
with the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks...") are tested elsewhere; they
appear here only to set up a situation. Every seat's hand is set exactly. Rules are cited by rulebook file
(000 = shared/rulebooks/000_7bfbc92714e683e0.txt) and section; card facts come from
shared/reference/cards.md, section 4 (Dimli).
"""

from __future__ import annotations

from innkeeper.testing import (
    Scenario,
    asked,
    can,
    find,
    golds,
    hand_in_order,
    pass_,
    pass_until_settled,
    play,
    texts,
)

DIMLI, GERKI, ZOT = 0, 1, 2
DRINKS = ["Light Ale"] * 12

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
NOT_SO = "I don't think so!"

BEST = "Best two out of three?"
KEEP_GOLD = "Thanks... but I think I'll keep my Gold."
PART = "What? And part with my hard-earned money?"
LASS = "Can't you see I'm talking to this pretty, bearded lass here?"
ALWAYS_MONEY = "Dwarves always have money."
MONEY_BELT = "Lemme check the money belt..."
WATERED = "I don't want this watered-down stuff!"
MOTHER = "My mother gave me stronger stuff when I was a baby!"
UUURP = "Uuurp! That hit the spot!"
GOOD_STUFF = "You have this. I'm waiting for the good stuff!"
TRY_SOME = "Now this stuff is actually good! Try some!"
SPIKE = "Spike it with Firewater"
DRINK_UP = "Drink up, friend!"
HELMET = "Good thing I was wearing my great-grandfather's helmet!"
BEARD = "Hey! You almost damaged the beard!"
TABLE = "Stop using my head as a table!"
SHORT_JOKES = "That's it! No more short jokes!"
GRUMPY = "Are you saying I'm grumpy?"
WRIST = "Let's try some Dwarven wrist wrestling!"
BELCH = "Impressive Dwarven War Belch!"
TIP = "Tip the Wench."

# Cards of other characters used to build situations.
SALVE = "That's not healing salve! It's contact poison!"
TREASURE = "Um, guys... I think there was a miscalculation during treasure division..."
UM = "Um... I know you think you won, but..."
GRAB = "Grab a coin while no one's lookin'!"
DUMP = "Dump it on the floor"
MEDITATING = "Not now, I'm meditating."
THIRSTY = "Pooky thinks you look thirsty..."


def table(*hands, turn=DIMLI, phase="action", drink_me=None, deck=DRINKS, stats=None):
    """Dimli (seat 0), Gerki (1) and, with a third hand, Zot (2), with exact hands; the built game."""
    s = Scenario(["dimli", "gerki", "zot"][: len(hands)])
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def in_round_turn(g, seat):
    """Whether ``seat`` is deciding on their own turn in the Round of Gambling."""
    return g.current_player == seat and bool(g.stack) and g.stack[-1].kind == "round"


# ----- Gambling -----------------------------------------------------------------------------------

def test_best_two_out_of_three_works():
    """cards.md section 4 (Dimli): the Round goes on, the pot stays, all still in ante 1 more, Dimli in control."""
    g = table([BEST], [GAMBLE, GAMBLE], turn=GERKI)
    events = play(g, GAMBLE)
    assert "Dimli passes." in texts(events)  # (his only choice on his Round turn)
    assert asked(g, DIMLI, "round_won", 1) and g.pot == 2 and golds(g) == [7, 7]
    events = play(g, BEST)
    assert "Dimli wants best two out of three: the Round goes on." in texts(events)
    assert g.round is not None and not g.round.ended and g.round.controller == DIMLI
    assert g.pot == 4 and golds(g) == [6, 6]
    assert in_round_turn(g, GERKI)  # play continues to Dimli's left
    events = pass_(g)
    assert "Dimli wins the Round and takes the pot of 4 Gold." in texts(events)
    assert golds(g) == [10, 6] and g.round is None


def test_best_two_out_of_three_works_a_player_may_leave_instead_of_anteing():
    """000 Leaving a Round of Gambling: the new ante may be skipped by leaving; that player's antes stay."""
    g = table([BEST], [GAMBLE, GAMBLE], [MEDITATING], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)
    pass_(g)  # Zot keeps his card and antes; then Zot and Dimli pass in the Round: Gerki is about to win
    assert g.pot == 3 and asked(g, DIMLI, "round_won", 1)
    play(g, BEST)
    assert asked(g, ZOT, "card", 1) and [a.mode for a in find(g, "play", MEDITATING)] == [0]
    play(g, MEDITATING, mode=0)
    assert g.round.players == [DIMLI, GERKI] and g.round.controller == DIMLI
    assert g.pot == 5 and golds(g) == [8, 8, 9]
    assert in_round_turn(g, GERKI)
    events = pass_(g)
    assert "Dimli wins the Round and takes the pot of 5 Gold." in texts(events)
    assert golds(g) == [13, 8, 9]


def test_best_two_out_of_three_works_and_the_pot_can_no_longer_be_taken_for_that_win():
    """cards.md section 4 (Gerki's "Um..." answers a win): once the Round goes on, no win is left to take the pot of."""
    g = table([BEST], [GAMBLE, GAMBLE], [UM], turn=GERKI)
    play(g, GAMBLE)  # Zot and Dimli pass in the Round: Gerki is about to win
    assert asked(g, ZOT, "round_won", 1) and can(g, "play", UM)
    pass_(g)
    play(g, BEST)
    assert in_round_turn(g, GERKI) and g.round.controller == DIMLI
    assert UM in hand_in_order(g, ZOT)


def test_best_two_out_of_three_refused_after_leaving_the_round():
    """cards.md section 4 (Dimli): not playable by a player who left the Round."""
    g = table([KEEP_GOLD, BEST], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, DIMLI, "card", 1)
    play(g, KEEP_GOLD)
    assert g.round.players == [GERKI, ZOT] and in_round_turn(g, ZOT)
    events = pass_(g)
    assert "Gerki wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [10, 11, 9] and BEST in hand_in_order(g, DIMLI)


def test_best_two_out_of_three_refused_after_um_took_the_pot():
    """cards.md section 4 (Dimli): not playable on a win whose pot "Um... I know you think you won, but..." took."""
    g = table([BEST], [UM], [GAMBLE, GAMBLE], turn=ZOT)
    play(g, GAMBLE)  # Dimli and Gerki pass in the Round: Zot is about to win
    assert asked(g, DIMLI, "round_won", 1) and can(g, "play", BEST)
    pass_(g)
    assert asked(g, GERKI, "round_won", 1)
    events = play(g, UM)
    assert "Gerki takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [9, 12, 9] and g.round is None and BEST in hand_in_order(g, DIMLI)


def test_keep_gold_works():
    """000 Leaving a Round of Gambling: answering the ante, Dimli does not ante and is not in the Round."""
    g = table([KEEP_GOLD], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, DIMLI, "card", 1)
    events = play(g, KEEP_GOLD)
    assert "Dimli stays out of the Round." in texts(events)
    assert g.round.players == [GERKI, ZOT] and g.pot == 2 and golds(g) == [10, 9, 9]


def test_keep_gold_refused_when_no_ante():
    """000 Gambling Example: "Gambling? I'm in!" during a Round only takes control, so there is no ante to skip."""
    g = table([GAMBLE, KEEP_GOLD, GRAB], [GAMBLE])
    play(g, GAMBLE)
    pass_(g)  # Dimli antes into his own Round
    assert in_round_turn(g, GERKI)
    play(g, GAMBLE)
    assert asked(g, DIMLI, "card", 1) and can(g, "play", GRAB)
    assert not can(g, "play", KEEP_GOLD)


def test_part_with_money_works_on_raise():
    """000 Leaving a Round of Gambling: leaving in answer to "I raise!" skips that ante; earlier antes stay."""
    g = table([GAMBLE, PART], [RAISE])
    play(g, GAMBLE)
    pass_(g)
    play(g, RAISE)
    assert asked(g, DIMLI, "card", 1) and g.pot == 2
    lines = texts(play(g, PART))
    assert "Dimli leaves the Round." in lines
    assert "Gerki wins the Round and takes the pot of 3 Gold." in lines
    assert golds(g) == [7, 9]


def test_part_with_money_refused_on_a_drink():
    """cards.md section 4 (Dimli): it only skips an ante; it does nothing to a Drink."""
    g = table([PART, WATERED], [], phase="drink", drink_me={DIMLI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", WATERED)
    assert not can(g, "play", PART)


def test_lass_works_leave():
    """000 Leaving a Round of Gambling: its first use skips the ante and leaves the Round."""
    g = table([LASS], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert [a.mode for a in find(g, "play", LASS)] == [0]
    play(g, LASS, mode=0)
    assert g.round.players == [GERKI, ZOT] and golds(g) == [10, 9, 9]


def test_lass_works_ignore_drink():
    """000 Negate and Ignore Effects: its second use Ignores the Drink Dimli is about to drink."""
    g = table([LASS, TABLE], [SALVE], phase="drink", drink_me={DIMLI: ["Dragon Breath Ale"]})
    assert [(a.mode, a.drink) for a in find(g, "play", LASS)] == [(1, 0)]
    events = play(g, LASS, mode=1, drink=0)
    assert "Dimli Ignores the Drink." in texts(events)
    assert g.players[DIMLI].alcohol == 0


def test_lass_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: Ignore only a Drink that would affect you."""
    g = table([LASS, SPIKE], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", LASS)


# ----- Gold ---------------------------------------------------------------------------------------

def test_always_money_works():
    """cards.md section 7: the whole Gold loss of one payment comes from the Inn; the others still pay."""
    g = table([ALWAYS_MONEY], [TREASURE], [], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, DIMLI, "card", 1)
    events = play(g, ALWAYS_MONEY)
    assert "The Inn pays 1 Gold to Gerki for Dimli." in texts(events)
    assert golds(g) == [10, 12, 9] and g.inn == -1


def test_always_money_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: against a card that takes no Gold its condition does not hold."""
    g = table([ALWAYS_MONEY, HELMET], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert asked(g, DIMLI, "card", 1) and can(g, "play", HELMET)
    assert not can(g, "play", ALWAYS_MONEY)


def test_money_belt_works_on_ante():
    """cards.md section 4 (Dimli): an ante is a Gold loss; the Inn antes for Dimli."""
    g = table([MONEY_BELT], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, DIMLI, "card", 1)
    play(g, MONEY_BELT)
    assert g.round.players == [DIMLI, GERKI, ZOT] and g.pot == 3
    assert golds(g) == [10, 9, 9] and g.inn == -1


def test_money_belt_refused_when_the_inn_already_pays():
    """000 Sometimes and Anytime Cards: once the Inn covers the whole loss, there is no loss left to cover."""
    g = table([ALWAYS_MONEY, MONEY_BELT], [TREASURE], [], turn=GERKI)
    play(g, TREASURE)
    play(g, ALWAYS_MONEY)
    assert DIMLI not in pass_until_settled(g)
    assert MONEY_BELT in hand_in_order(g, DIMLI) and golds(g) == [10, 12, 9]


# ----- Drinks -------------------------------------------------------------------------------------

def test_watered_works():
    """000 Negate and Ignore Effects: Dimli Ignores the Drink he is about to drink."""
    g = table([WATERED, TABLE], [SALVE], phase="drink", drink_me={DIMLI: ["Dragon Breath Ale"]})
    assert asked(g, DIMLI, "drink", 1)
    events = play(g, WATERED, drink=0)
    assert "Dimli Ignores the Drink." in texts(events)
    assert g.players[DIMLI].alcohol == 0 and hand_in_order(g, DIMLI) == [TABLE]


def test_watered_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink another player is drinking."""
    g = table([WATERED, SPIKE], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", WATERED)


def test_mother_works_on_a_spiked_drink():
    """000 Timing Example 1: after a Drink is spiked its drinker may still Ignore it."""
    g = table([MOTHER, TABLE], [SPIKE, SALVE], phase="drink", drink_me={DIMLI: ["Light Ale"]})
    assert asked(g, DIMLI, "drink", 1)
    pass_(g)
    play(g, SPIKE, drink=0)
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", MOTHER)
    play(g, MOTHER, drink=0)
    assert g.players[DIMLI].alcohol == 0


def test_mother_refused_on_a_card():
    """000 Negate and Ignore Effects: Ignoring a Drink is not Ignoring a card."""
    g = table([MOTHER, HELMET], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert asked(g, DIMLI, "card", 1) and can(g, "play", HELMET)
    assert not can(g, "play", MOTHER)


def test_uuurp_works():
    """cards.md section 4 (Dimli): the Drink's Alcohol becomes Fortitude."""
    g = table([UUURP, TABLE], [SALVE], phase="drink", drink_me={DIMLI: ["Elven Wine"]},
              stats={DIMLI: {"fortitude": 15}})
    play(g, UUURP, drink=0)
    assert (g.players[DIMLI].alcohol, g.players[DIMLI].fortitude) == (0, 18)


def test_uuurp_refused_on_another_players_drink():
    """cards.md section 4 (Dimli): only a Drink Dimli is about to drink."""
    g = table([UUURP, SPIKE], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", UUURP)


def test_good_stuff_works():
    """000 Negate and Ignore Effects: a Drink passed to another player affects that player instead."""
    g = table([GOOD_STUFF, TABLE], [SALVE], [MEDITATING], phase="drink", drink_me={DIMLI: ["Dragon Breath Ale"]})
    assert {(a.drink, a.targets) for a in find(g, "play", GOOD_STUFF)} == {(0, (GERKI,)), (0, (ZOT,))}
    events = play(g, GOOD_STUFF, drink=0, targets=(GERKI,))
    assert "The Drink passes to Gerki." in texts(events)
    assert [p.alcohol for p in g.players] == [0, 4, 0]


def test_good_stuff_refused_on_another_players_drink():
    """cards.md section 4 (Dimli): only the Drink Dimli is about to drink can be handed on."""
    g = table([GOOD_STUFF, SPIKE], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", GOOD_STUFF)


def test_try_some_works():
    """000 Splitting Drinks: Elven Wine (3) split with Gerki, halves rounded up: each gains 2."""
    g = table([TRY_SOME, TABLE], [SALVE], phase="drink", drink_me={DIMLI: ["Elven Wine"]})
    play(g, TRY_SOME, drink=0, targets=(GERKI,))
    pass_until_settled(g)
    assert [p.alcohol for p in g.players] == [2, 2]


def test_try_some_refused_on_another_players_drink():
    """cards.md section 4 (Dimli): Dimli splits his own Drink, not another player's."""
    g = table([TRY_SOME, SPIKE], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", TRY_SOME)


def test_spike_works():
    """000 Cards That Affect Your ... Gold, Example 2: Wine spiked with Firewater gives 2 more Alcohol."""
    g = table([SPIKE], [SALVE], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, DIMLI, "drink", 1)
    events = play(g, SPIKE, drink=0)
    assert "Gerki's Drink now gives 4 Alcohol (was 2)." in texts(events)
    assert g.players[GERKI].alcohol == 4


def test_spike_refused_on_a_card():
    """000 Sometimes and Anytime Cards: with no Drink revealed there is nothing to spike."""
    g = table([SPIKE, HELMET], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert asked(g, DIMLI, "card", 1) and can(g, "play", HELMET)
    assert not can(g, "play", SPIKE)


def test_drink_up_works():
    """cards.md section 4 (Dimli): in Gerki's Drink phase, Gerki drinks one more Drink from his pile."""
    g = table([DRINK_UP], [SALVE], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine", "Elven Wine", "Water"]})
    assert asked(g, DIMLI, "drink", 1)
    events = play(g, DRINK_UP, drink=0)
    assert "Gerki must drink one more." in texts(events)
    pass_until_settled(g)
    assert g.players[GERKI].alcohol == 5
    assert [g.title(c) for c in g.players[GERKI].drink_me] == ["Water"]


def test_drink_up_refused_outside_the_drinkers_drink_phase():
    """cards.md section 4 (Dimli): a Drink revealed in Zot's Action phase is not in Gerki's Drink phase."""
    g = table([DRINK_UP, SPIKE], [SALVE], [THIRSTY], turn=ZOT, drink_me={GERKI: ["Wine", "Elven Wine"]})
    play(g, THIRSTY, targets=(GERKI,))
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", SPIKE)
    assert not can(g, "play", DRINK_UP)


def test_drink_up_refused_on_his_own_drink():
    """cards.md section 4 (Dimli): it answers another player's Drink phase, not Dimli's own."""
    g = table([DRINK_UP, WATERED], [SALVE], phase="drink", drink_me={DIMLI: ["Wine", "Elven Wine"]})
    assert asked(g, DIMLI, "drink", 1) and can(g, "play", WATERED)
    assert not can(g, "play", DRINK_UP)


# ----- Fortitude ----------------------------------------------------------------------------------

def test_helmet_works():
    """000 Negate and Ignore Effects: Dimli Ignores an Action card that would cost him Fortitude."""
    g = table([HELMET], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert asked(g, DIMLI, "card", 1)
    events = play(g, HELMET)
    assert "Dimli Ignores it." in texts(events)
    assert g.players[DIMLI].fortitude == 20


def test_helmet_refused_on_gold_only_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a card that only takes Gold is not one to Ignore."""
    g = table([HELMET, ALWAYS_MONEY], [TREASURE], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, DIMLI, "card", 1) and can(g, "play", ALWAYS_MONEY)
    assert not can(g, "play", HELMET)


def test_beard_works():
    """000 Timing Example 3: once another player's card has cost Dimli Fortitude, Dimli may hit that player back."""
    g = table([BEARD], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert g.players[DIMLI].fortitude == 18 and asked(g, DIMLI, "loss", 1)
    events = play(g, BEARD)
    assert "Gerki loses 2 Fortitude." in texts(events)
    assert [p.fortitude for p in g.players] == [18, 18]


def test_beard_refused_after_drink_loss():
    """000 Timing Example 3: only a card's Fortitude loss opens the hit-back window, not a Drink's."""
    g = table([BEARD, TABLE], [SALVE], phase="drink", drink_me={DIMLI: ["Dirty Dishwater"]})
    assert g.players[DIMLI].fortitude == 19
    assert g.turn == GERKI and g.phase == "discard" and not g.stack
    assert BEARD in hand_in_order(g, DIMLI)


# ----- Action cards -------------------------------------------------------------------------------

def test_table_works():
    """000 2. Action: another player loses 1 Fortitude."""
    g = table([TABLE], [])
    events = play(g, TABLE, targets=(GERKI,))
    assert "Gerki loses 1 Fortitude." in texts(events)
    assert [p.fortitude for p in g.players] == [20, 19]


def test_table_refused_in_order_phase():
    """000 On Your Turn: the Action phase is over once you Order a Drink."""
    g = table([TABLE, TIP], [], phase="order")
    assert g.current_player == DIMLI and can(g, "order") and can(g, "play", TIP)
    assert not can(g, "play", TABLE)


def test_short_jokes_works():
    """000 2. Action: another player loses 2 Fortitude."""
    g = table([SHORT_JOKES], [], stats={GERKI: {"fortitude": 5}})
    play(g, SHORT_JOKES, targets=(GERKI,))
    assert g.players[GERKI].fortitude == 3


def test_short_jokes_refused_second_action():
    """000 2. Action: at most one Action card per turn."""
    g = table([SHORT_JOKES, GRUMPY, TIP], [])
    play(g, SHORT_JOKES, targets=(GERKI,))
    while g.stack:  # Dimli keeps his Anytime card through the windows
        pass_(g)
    assert g.current_player == DIMLI and g.phase == "order" and can(g, "play", TIP)
    assert not can(g, "play", GRUMPY)


def test_grumpy_works():
    """000 2. Action: the chosen other player loses 2 Fortitude; nobody else does."""
    g = table([GRUMPY], [], [])
    assert {a.targets for a in find(g, "play", GRUMPY)} == {(GERKI,), (ZOT,)}
    play(g, GRUMPY, targets=(ZOT,))
    assert [p.fortitude for p in g.players] == [20, 20, 18]


def test_grumpy_refused_in_round():
    """000 Gambling: on your Round turn you play a Gambling or Cheating card or pass, never an Action."""
    g = table([GRUMPY, GAMBLE], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, DIMLI) and can(g, "play", GAMBLE)
    assert not can(g, "play", GRUMPY)


def test_wrist_works():
    """000 2. Action: another player loses 2 Fortitude."""
    g = table([WRIST], [])
    events = play(g, WRIST, targets=(GERKI,))
    assert "Gerki loses 2 Fortitude." in texts(events)
    assert [p.fortitude for p in g.players] == [20, 18]


def test_wrist_refused_on_other_players_turn():
    """000 2. Action: an Action card is played only on your own turn."""
    g = table([WRIST, HELMET], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(DIMLI,))
    assert asked(g, DIMLI, "card", 1) and can(g, "play", HELMET)
    assert not can(g, "play", WRIST)


def test_belch_works():
    """000 2. Action: each other player pays Dimli 1 Gold."""
    g = table([BELCH], [], [])
    lines = texts(play(g, BELCH))
    assert "Gerki pays 1 Gold to Dimli." in lines and "Zot pays 1 Gold to Dimli." in lines
    assert golds(g) == [12, 9, 9]


def test_belch_refused_in_discard_phase():
    """000 On Your Turn: the Discard and Draw phase comes before the Action phase."""
    g = table([BELCH, TIP], [], phase="discard")
    assert g.current_player == DIMLI and can(g, "play", TIP)
    assert not can(g, "play", BELCH)
