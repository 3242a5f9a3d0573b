"""Jasper the Bouncer's own cards (innkeeper/content/data/jasper.toml): each works, and is refused where it does
not apply.

The eight cards every deck shares are tested elsewhere; they appear here only to set up a situation. Every seat's hand
is set exactly. Rules are cited by rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt) and section; the
rulebook's own worked examples with Jasper are replayed in tests/scenarios/test_rulebook_000.py. Designed cards follow
the header of jasper.toml.
"""

from __future__ import annotations

from collections import Counter

from innkeeper import new_game
from innkeeper.engine import Game
from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    pass_until_settled,
    pass_windows,
    play,
    playable,
    sometimes_choices,
    texts,
)

JASPER, ZOT, FIONA = 0, 1, 2
WATERS = ["Water"] * 12

# Jasper's rulebook cards (000).
STAFF = "Hey! Don't mess with the staff!"
BOUNCE = "Not now. Gotta bounce!"
ZZZ = "Zzzzzzzz…"
# Jasper's designed cards.
OUTSIDE = "You wanna take this outside?"
WATCH_IT = "Watch it, buddy."
EVERYBODY_OUT = "Alright, everybody out!"
BIGGER_GUYS = "I've been hit by bigger guys than you."
NO_FIGHTING = "No fighting in my tavern!"
RESTING = "Just resting my eyes..."
TAB = "That's going on your tab!"
COVER = "Cover charge."
ON_THE_HOUSE = "Staff drinks are on the house."
NO_CHEATING = "No cheating in my Inn!"
OUTTA_HERE = "You're outta here!"
WORKING = "I'm working. You drink it."
WORSE_FIGHTS = "I've broken up worse fights than this."

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
WINNING_HAND = "Winning Hand!"
TIP = "Tip the Wench."
DISTRACT = "I told you not to distract me!"          # Zot: another player loses 2 Fortitude
DOWN_POOKY = "Down Pooky!"                            # Zot: another player loses 1 Fortitude
ZOT_CHEAT = "Pooky! Stop looking at everyone's cards!"  # Zot: Cheating, take control
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"  # Zot: Anytime, a player pays Zot 1 Gold
ARMOR = "Luckily for me, I was wearing my armor!"     # Fiona: Ignore a card that would cost her Fortitude


def table(hands, *, turn=JASPER, phase="action", drink_me=None, stats=None, ask_all=False) -> Game:
    """Jasper (seat 0), Zot (1) and, with a third hand, Fiona (2), with exact hands; the built game."""
    s = Scenario(["jasper", "zot", "fiona"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.drink_deck(WATERS)
    s.turn(turn, phase)
    return s.build()


# ===== the deck =======================================================================================================

def test_the_deck_has_the_published_shape_and_no_side_deck():
    """cards.md section 5: 40 cards, 24 distinct, 6, 2x11, 1x12; no side deck, no track; a reconstructed deck."""
    g = new_game(["jasper", "zot"], seed=1)
    jasper = g.content.characters["jasper"]
    copies = Counter(jasper.deck)
    assert len(jasper.deck) == 40 and len(copies) == 24
    assert sorted(Counter(copies.values()).items()) == [(1, 12), (2, 11), (6, 1)]
    assert jasper.side is None and jasper.track is None and jasper.source == "reconstructed"
    assert jasper.name == "Jasper the Bouncer"


def test_the_rulebook_cards_keep_their_names_and_the_rest_are_marked_designed():
    """cards.md section 7: every card 000 names for Jasper is "rulebook"; his other own cards are "designed"."""
    content = new_game(["jasper", "zot"], seed=1).content
    own = {content.cards[c].title: content.cards[c].source for c in content.characters["jasper"].deck}
    assert {t for t, s in own.items() if s == "rulebook"} == {STAFF, BOUNCE, ZZZ}
    designed = {OUTSIDE, WATCH_IT, EVERYBODY_OUT, BIGGER_GUYS, NO_FIGHTING, RESTING, TAB, COVER, ON_THE_HOUSE,
                NO_CHEATING, OUTTA_HERE, WORKING, WORSE_FIGHTS}
    assert {t for t, s in own.items() if s == "designed"} == designed


# ===== rulebook cards =================================================================================================

def test_dont_mess_with_the_staff_works():
    """000 Negate and Ignore Effects, Negate Example: an Action, another player loses 2 Fortitude."""
    g = table([(STAFF,), (), ()])
    assert {a.targets for a in find(g, "play", STAFF)} == {(ZOT,), (FIONA,)}
    play(g, STAFF, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20]


def test_dont_mess_with_the_staff_refused_outside_the_action_phase():
    """000 2. Action: an Action card is played only in your own Action phase, never in answer to a card."""
    g = table([(STAFF, WORSE_FIGHTS), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JASPER,))
    assert g.current_player == JASPER and playable(g) == {WORSE_FIGHTS}


def test_gotta_bounce_works():
    """000 Chasers (Chaser Example 1) and Timing Example 2: Ignore a Drink Jasper is about to drink."""
    g = table([(BOUNCE,), (), ()], phase="drink", drink_me={JASPER: ["Dragon Breath Ale"]})
    drink(g)
    play(g, BOUNCE, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0] and g.title(g.drink_discard[-1]) == "Dragon Breath Ale"


def test_gotta_bounce_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may only Ignore a Drink that would affect you."""
    g = table([(BOUNCE,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]}, ask_all=True)
    drink(g)
    assert BOUNCE not in sometimes_choices(g, JASPER)


def test_zzzzzzzz_works_on_gold_and_fortitude():
    """000 Cards That Affect..., Example 1 and Ignore Example: Ignore a card that would change Jasper's Gold or
    Fortitude."""
    g = table([(ZZZ,), (TIP, DISTRACT), ()], turn=ZOT)
    play(g, TIP, targets=(JASPER,))
    play(g, ZZZ)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10] and g.inn == 0
    g = table([(ZZZ,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(JASPER,))
    play(g, ZZZ)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_zzzzzzzz_refused_against_an_ante_or_a_drink():
    """000 Cards That Affect...: not against a Round of Gambling (an ante), and not against a Drink (Example 2)."""
    g = table([(ZZZ,), (GAMBLE,), ()], turn=ZOT, ask_all=True)
    play(g, GAMBLE)
    assert ZZZ not in sometimes_choices(g, JASPER)
    g = table([(ZZZ,), (), ()], phase="drink", drink_me={JASPER: ["Dragon Breath Ale"]})
    drink(g)
    assert ZZZ not in playable(g)


# ===== designed cards: fists ==========================================================================================

def test_take_this_outside_works():
    """Designed: a brawl: another player loses 3 Fortitude and Jasper loses 1."""
    g = table([(OUTSIDE,), (), ()])
    play(g, OUTSIDE, targets=(FIONA,))
    assert fortitudes(g) == [19, 20, 17]


def test_take_this_outside_refused_outside_the_action_phase():
    """000 2. Action: not in the Drink phase."""
    g = table([(OUTSIDE, WORSE_FIGHTS), (), ()], phase="drink", drink_me={JASPER: ["Water"]})
    drink(g)
    assert OUTSIDE not in playable(g)


def test_watch_it_buddy_works():
    """Designed: another player loses 1 Fortitude."""
    g = table([(WATCH_IT,), (), ()])
    play(g, WATCH_IT, targets=(ZOT,))
    assert fortitudes(g) == [20, 19, 20]


def test_watch_it_buddy_refused_in_another_players_turn():
    """000 2. Action: only in Jasper's own Action phase."""
    g = table([(WATCH_IT, WORSE_FIGHTS), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JASPER,))
    assert g.current_player == JASPER and WATCH_IT not in playable(g)


def test_everybody_out_works():
    """Designed: each other player loses 1 Fortitude; Jasper does not."""
    g = table([(EVERYBODY_OUT,), (), ()])
    play(g, EVERYBODY_OUT)
    assert fortitudes(g) == [20, 19, 19]


def test_everybody_out_can_be_ignored_by_one_player():
    """000 Negate and Ignore Effects: a player who Ignores it loses nothing; the others still do."""
    g = table([(EVERYBODY_OUT,), (), (ARMOR,)])
    play(g, EVERYBODY_OUT)
    assert g.current_player == FIONA
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 19, 20]


def test_everybody_out_refused_outside_the_action_phase():
    """000 2. Action: not in the Discard and Draw phase."""
    g = table([(EVERYBODY_OUT, WORSE_FIGHTS), (), ()], phase="discard")
    assert EVERYBODY_OUT not in playable(g)


def test_hit_by_bigger_guys_works():
    """Designed hit-back: after Zot's card costs Jasper 2 Fortitude, Zot loses 2."""
    g = table([(BIGGER_GUYS,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(JASPER,))
    assert fortitudes(g)[JASPER] == 18 and g.current_player == JASPER
    play(g, BIGGER_GUYS)
    pass_until_settled(g)
    assert fortitudes(g) == [18, 18, 20]


def test_hit_by_bigger_guys_refused_after_a_drink():
    """A Drink that costs Fortitude is no player's card: nobody to hit back (Dirty Dishwater)."""
    g = table([(BIGGER_GUYS, WORSE_FIGHTS), (), ()], phase="drink", drink_me={JASPER: ["Dirty Dishwater"]})
    drink(g)
    pass_windows(g)
    assert fortitudes(g)[JASPER] == 19 and not can(g, "play", BIGGER_GUYS)


def test_no_fighting_works():
    """Designed: Ignore an Action card that would cost Jasper Fortitude."""
    g = table([(NO_FIGHTING,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(JASPER,))
    play(g, NO_FIGHTING)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_no_fighting_refused_against_gold_or_a_drink():
    """Only a Fortitude loss from an Action or Sometimes card: not a Gold payment, not a Drink."""
    g = table([(NO_FIGHTING,), (TIP,), ()], turn=ZOT, ask_all=True)
    play(g, TIP, targets=(JASPER,))
    assert NO_FIGHTING not in sometimes_choices(g, JASPER)
    g = table([(NO_FIGHTING, WORSE_FIGHTS), (), ()], phase="drink", drink_me={JASPER: ["Dirty Dishwater"]})
    drink(g)
    assert NO_FIGHTING not in playable(g)


def test_worse_fights_works():
    """Designed Anytime heal: +2 Fortitude, even in another player's window (000 Anytime Cards)."""
    g = table([(WORSE_FIGHTS,), (DISTRACT,), ()], turn=ZOT, stats={JASPER: {"fortitude": 10}})
    play(g, DISTRACT, targets=(JASPER,))
    play(g, WORSE_FIGHTS)
    pass_until_settled(g)
    assert fortitudes(g)[JASPER] == 10


def test_worse_fights_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card may be played between discarding and drawing."""
    g = table([(WORSE_FIGHTS, GAMBLE), (), ()], phase="discard")
    assert can(g, "play", WORSE_FIGHTS)
    act(g, "discard", GAMBLE)
    assert not can(g, "play", WORSE_FIGHTS)


# ===== designed cards: Drinks and dozing ==============================================================================

def test_resting_my_eyes_leaves_the_round():
    """Designed, first mode: skip the ante and leave the Round."""
    g = table([(RESTING,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == JASPER
    events = texts(play(g, RESTING, mode=0))
    assert "Jasper antes 1 Gold to the pot." not in events
    assert "Zot wins the Round and takes the pot of 2 Gold." in events
    assert golds(g) == [10, 11, 9]


def test_resting_my_eyes_ignores_a_drink():
    """Designed, second mode: Ignore a Drink Jasper is about to drink."""
    g = table([(RESTING,), (), ()], phase="drink", drink_me={JASPER: ["Elven Wine"]})
    drink(g)
    assert [a.mode for a in find(g, "play", RESTING)] == [1]
    play(g, RESTING, mode=1, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_resting_my_eyes_refused_against_an_attack():
    """Neither an ante nor a Drink: not offered against a card that costs Fortitude."""
    g = table([(RESTING,), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(JASPER,))
    assert RESTING not in sometimes_choices(g, JASPER)


def test_im_working_works():
    """Designed: Jasper hands the Drink he is about to drink to another player."""
    g = table([(WORKING,), (), ()], phase="drink", drink_me={JASPER: ["Wine"]})
    drink(g)
    assert {a.targets for a in find(g, "play", WORKING)} == {(ZOT,), (FIONA,)}
    play(g, WORKING, drink=0, targets=(FIONA,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 2]


def test_im_working_refused_on_another_players_drink():
    """It passes a Drink Jasper is about to drink, not someone else's."""
    g = table([(WORKING,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]}, ask_all=True)
    drink(g)
    assert WORKING not in sometimes_choices(g, JASPER)


# ===== designed cards: Gold ===========================================================================================

def test_tab_works():
    """Designed Anytime: a player Jasper chooses pays him 1 Gold."""
    g = table([(TAB,), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JASPER,))
    play(g, TAB, targets=(ZOT,))
    pass_until_settled(g)
    assert golds(g) == [11, 9, 10]


def test_tab_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card may be played between discarding and drawing."""
    g = table([(TAB, GAMBLE), (), ()], phase="discard")
    assert can(g, "play", TAB)
    act(g, "discard", GAMBLE)
    assert not can(g, "play", TAB)


def test_cover_charge_works():
    """Designed: each other player pays Jasper 1 Gold."""
    g = table([(COVER,), (), ()])
    play(g, COVER)
    assert golds(g) == [12, 9, 9]


def test_cover_charge_refused_outside_the_action_phase():
    """000 2. Action: only in Jasper's own Action phase."""
    g = table([(COVER, TAB), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(JASPER,))
    assert g.current_player == JASPER and COVER not in playable(g)


def test_on_the_house_works():
    """Designed: the Inn covers Jasper's Gold loss (here Zot's Anytime Gold grab)."""
    g = table([(ON_THE_HOUSE,), (PRESTO,), ()], turn=ZOT)
    play(g, PRESTO, targets=(JASPER,))
    play(g, ON_THE_HOUSE)
    pass_until_settled(g)
    assert golds(g) == [10, 11, 10] and g.inn == -1


def test_on_the_house_refused_when_no_gold_is_lost():
    """Only when Jasper would lose Gold: not against a card that costs Fortitude."""
    g = table([(ON_THE_HOUSE,), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(JASPER,))
    assert ON_THE_HOUSE not in sometimes_choices(g, JASPER)


# ===== designed cards: keeping order at the card table ================================================================

def test_no_cheating_works():
    """Designed anti-cheat: an opponent's Cheating card is Negated and Jasper wins the pot at once."""
    g = table([(GAMBLE, NO_CHEATING, WATCH_IT), (ZOT_CHEAT,)])
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, ZOT_CHEAT)
    assert g.current_player == JASPER and NO_CHEATING in playable(g)
    events = texts(play(g, NO_CHEATING))
    assert f"'{ZOT_CHEAT}' is Negated." in events
    assert "Jasper wins the Round and takes the pot of 2 Gold." in events
    assert (golds(g), g.pot, g.round) == ([9, 7], 0, None)


def test_no_cheating_refused_against_a_gambling_card():
    """An ordinary Gambling card is no cheating: the card is not offered."""
    g = table([(GAMBLE, NO_CHEATING), (WINNING_HAND,)], ask_all=True)
    play(g, GAMBLE)
    pass_windows(g)
    play(g, WINNING_HAND)
    assert NO_CHEATING not in sometimes_choices(g, JASPER)


def test_outta_here_works():
    """Designed Gambling card: take control and throw another player still in the Round out of it."""
    g = table([(OUTTA_HERE,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    pass_windows(g)
    assert g.current_player == JASPER
    assert {a.targets for a in find(g, "play", OUTTA_HERE)} == {(ZOT,), (FIONA,)}
    events = texts(play(g, OUTTA_HERE, targets=(FIONA,)))
    assert "Jasper takes control of the Round." in events and "Fiona is forced out of the Round." in events
    pass_until_settled(g)
    assert g.round is None and golds(g) == [12, 9, 9]


def test_outta_here_refused_outside_a_round_and_after_winning_hand():
    """000 Gambling: a Gambling card needs a Round, and may not follow "Winning Hand!" (only a Cheating card may)."""
    g = table([(OUTTA_HERE, WATCH_IT), (), ()])
    assert OUTTA_HERE not in playable(g)
    g = table([(GAMBLE, OUTTA_HERE), (WINNING_HAND,)], ask_all=True)
    play(g, GAMBLE)
    pass_windows(g)
    assert g.current_player == ZOT
    play(g, WINNING_HAND)
    pass_windows(g)
    assert g.current_player == JASPER and g.round is not None and g.round.controller == ZOT
    assert OUTTA_HERE not in playable(g)
