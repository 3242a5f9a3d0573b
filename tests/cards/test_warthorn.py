"""Warthorn Redbeard (innkeeper/content/data/warthorn.toml): each of his cards and Story cards works, and is refused
(or Ignored, or does nothing) where it does not apply; and the Story Deck (innkeeper/engine/mechanics/story.py) works.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", "Wench, bring some drinks for my
friends!", the Wench's tip, stop playing with the drinks, "I don't think so!", "Tip the Wench.", "What's that up your
sleeve?") are tested in test_shared.py; they appear here only to set up a situation. "000" is rulebook
shared/rulebooks/000_7bfbc92714e683e0.txt; a card's own effect comes from the header of warthorn.toml (rulebook cards
keep the effect 000 shows; the rest, and the whole Story Deck, are designed). Seats: 0 Warthorn, 1 Zot, 2 Fiona.
"""

from __future__ import annotations

import random

import pytest

import innkeeper
from innkeeper import screen
from innkeeper.bots import SeatView
from innkeeper.bots.heuristic import HeuristicBot
from innkeeper.engine import Game
from innkeeper.testing import (
    Scenario,
    alcohols,
    can,
    drink,
    drunk,
    find,
    fortitudes,
    golds,
    hand,
    in_quiet,
    pass_,
    pass_until,
    pass_until_settled,
    play,
    playable,
    settle,
    texts,
)

WARTHORN, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Warthorn's own cards.
ANTI_CHEAT = "The Red Dragon Inn doesn't tolerate cheaters! (Usually.)"
NEVER_MESS = "Never mess with a dwarf!"
FINISH = "Here, finish my drink!"
SHOW = "Let me show you how I did it at Ironhold!"
TELL = "Did I ever tell you about the time...?"
HOLD_ALE = "Dwarves can hold their ale."
WAR = "...and that's how I won the war!"
STOP_ME = "Stop me if you've heard this one..."
TIP_STORY = "A story like that deserves a tip!"
TOAST = "A toast to the fallen of Ironhold!"
GOOD_PART = "Hold on, I'm just getting to the good part!"
DICE = "Did I mention I once beat a dragon at dice?"
DWARVEN = "You call that a drink? Try a dwarven one!"
FLESH = "Bah! It's only a flesh wound."
SWIG = "A swig of Redbeard Reserve"
MILK = "Ha! Dwarven milk is stronger than this."
FURY = "Feel the fury of the Redbeard clan!"

# The Story Deck.
MARCH = "The March to Ironhold"
OUTNUMBERED = "Outnumbered Twenty to One"
GOBLINS = "The Goblin Ambush"
TROLL = "The Troll Under the Bridge"
DRUMS = "The Drums in the Deep"
HOARD = "The Dragon's Hoard"
AXE = "My Grandfather's Axe"
MEAD_HALL = "A Toast in the Mead Hall"
LONG_NIGHT = "The Long Night on the Wall"
MINES = "Lost in the Deep Mines"
BEARD = "The Time My Beard Caught Fire"
ELVES = "The Elven Peace Talks"
DRAGON_END = "...and that's how I slew the Dragon of Blackrock!"
BATTLE_END = "...and that's how I won the Battle of Ironhold!"
REDBEARD_END = "...and that's why they call me Redbeard!"
ENDINGS = (DRAGON_END, BATTLE_END, REDBEARD_END)

# Other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
SLEEVE = "What's that up your sleeve?"
WINNING = "Winning Hand!"
DONT_THINK = "I don't think so!"
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
ARMOR = "Luckily for me, I was wearing my armor!"
BIKINI = "Hey! No more chain mail bikini jokes!"
MEDITATING = "Not now, I'm meditating."
LICH = "Look over there! It's the Lich King!"


def table(hands, *, turn=WARTHORN, phase="action", story=None, tale=(), story_discard=(), drink_me=None,
          stats=None, deck=DRINKS, ask_all=False) -> Game:
    """Warthorn (seat 0), Zot (1) and Fiona (2) with exact hands, Tale and Story Deck (top first)."""
    s = Scenario(["warthorn", "zot", "fiona"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(WARTHORN, shown=list(tale), deck=None if story is None else list(story), discard=list(story_discard))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def tale(g) -> list[str]:
    """Warthorn's Tale, in the order told."""
    return [g.title(c) for c in g.sides[0].shown]


def story_discard(g) -> list[str]:
    """The Story discard pile."""
    return [g.title(c) for c in g.sides[0].discard]




# ===== Warthorn's cards named in rulebook 000 ===================================================================

def test_anti_cheat_answers_a_cheating_card_and_wins_the_round():
    """000 Gambling, Winning Hand!: a Cheating card may follow anything; Warthorn's anti-cheat Negates it; he wins."""
    g = table([(GAMBLE, ANTI_CHEAT), (LICH,), ()])
    play(g, GAMBLE)
    pass_until(g, ZOT)
    play(g, LICH)
    assert g.current_player == WARTHORN and ANTI_CHEAT in playable(g)
    play(g, ANTI_CHEAT)
    settle(g)
    assert g.round is None and golds(g) == [12, 9, 9]


def test_anti_cheat_answers_a_card_that_forces_a_player_out():
    """000 Forcing a Player to Leave a Round of Gambling: each player, the one forced out too, may answer the card that
    forces him out, for example with Warthorn's anti-cheat card; Negated, it forces nobody out and he wins."""
    g = table([(GAMBLE, ANTI_CHEAT), (SLEEVE,), ()])
    play(g, GAMBLE)
    pass_until(g, ZOT)
    play(g, SLEEVE, targets=(WARTHORN,))
    assert g.current_player == WARTHORN
    play(g, ANTI_CHEAT)
    settle(g)
    assert g.round is None and golds(g) == [12, 9, 9]


def test_anti_cheat_refused_on_a_gambling_card():
    """000 Winning Hand!: a Gambling card (even "Winning Hand!") is no cheat: the anti-cheat card is not offered."""
    g = table([(GAMBLE, ANTI_CHEAT, SWIG), (WINNING,), ()])
    play(g, GAMBLE)
    settle_until_round(g)
    assert g.current_player == ZOT
    play(g, WINNING)
    assert g.current_player == WARTHORN and SWIG in playable(g) and ANTI_CHEAT not in playable(g)


def test_anti_cheat_refused_for_a_player_out_of_the_round():
    """000 Leaving a Round of Gambling: once he has left, his anti-cheat card is not offered against a cheat."""
    g = table([(GAMBLE, GOOD_PART, ANTI_CHEAT, SWIG), (LICH, GAMBLE), ()], story=(GOBLINS, TROLL))
    play(g, GAMBLE)
    for _ in range(10):   # his own Gambling card's ante: he answers it in the Sometimes pass
        if g.current_player == WARTHORN and GOOD_PART in playable(g):
            break
        pass_(g)
    play(g, GOOD_PART)
    settle_until_round(g)
    assert WARTHORN not in g.round.players
    pass_until(g, ZOT)
    play(g, LICH)
    asked = False
    for _ in range(10):
        if not g.stack or g.stack[-1].kind != "window":
            break
        if g.current_player == WARTHORN:
            asked = True
            assert SWIG in playable(g) and ANTI_CHEAT not in playable(g)
        pass_(g)
    assert asked


def settle_until_round(g) -> None:
    """Pass in the windows until the Round asks a player to gamble or pass."""
    for _ in range(50):
        if g.stack and g.stack[-1].kind == "round":
            return
        pass_(g)
    raise AssertionError("the Round never asked anyone")


def test_never_mess_hits_back():
    """000 Timing Example 3: after another player's card made him lose Fortitude, Warthorn hits its player back."""
    g = table([(NEVER_MESS,), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(WARTHORN,))
    for _ in range(10):
        if g.current_player == WARTHORN and NEVER_MESS in playable(g):
            break
        pass_(g)
    play(g, NEVER_MESS)
    pass_until_settled(g)
    assert fortitudes(g)[ZOT] == 18 and fortitudes(g)[WARTHORN] < 20


def test_never_mess_negated_and_refused_without_a_loss():
    """000 Negate Example: an "I don't think so!" Negates the hit-back (no loss); unattacked, it is not offered."""
    g = table([(NEVER_MESS,), (DOWN_POOKY, DONT_THINK), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(WARTHORN,))
    for _ in range(10):
        if g.current_player == WARTHORN and NEVER_MESS in playable(g):
            break
        pass_(g)
    before = fortitudes(g)[WARTHORN]
    play(g, NEVER_MESS)
    play(g, DONT_THINK)
    pass_until_settled(g)
    assert fortitudes(g)[ZOT] == 20 and fortitudes(g)[WARTHORN] == before
    g = table([(NEVER_MESS, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(FIONA,))
    for _ in range(10):
        if not g.stack or in_quiet(g):
            break
        if g.current_player == WARTHORN:
            assert NEVER_MESS not in playable(g)
        pass_(g)


def test_finish_splits_the_drink():
    """000 Split Example 1: Elven Wine (3) split with Zot: each half is 2 (rounded up)."""
    g = table([(FINISH,), (), ()], phase="drink", drink_me={WARTHORN: ["Elven Wine"]})
    drink(g)
    play(g, FINISH, drink=0, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [2, 2, 0]


def test_finish_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: a card for the Drink you are about to drink does not reach another's Drink."""
    g = table([(FINISH, SWIG), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Elven Wine"]})
    drink(g)
    assert g.current_player == WARTHORN and FINISH not in playable(g)


# ===== designed cards ============================================================================================

def test_show_hits_and_tells_a_chapter():
    """Designed attack with the story icon: another player loses 2 Fortitude, then a chapter joins the Tale."""
    g = table([(SHOW,), (), ()], story=(GOBLINS,))
    events = texts(play(g, SHOW, targets=(ZOT,)) + settle(g))
    assert fortitudes(g) == [20, 18, 20] and tale(g) == [GOBLINS]
    assert "Warthorn adds 'The Goblin Ambush' to the Tale." in events


def test_show_ignored_still_tells_but_refused_outside_his_action_phase():
    """000 Negate and Ignore Effects: Ignored by Fiona it costs her nothing (his chapter is still told); and it is an
    Action card: not playable on another player's turn."""
    g = table([(SHOW,), (), (ARMOR,)], story=(GOBLINS,))
    play(g, SHOW, targets=(FIONA,))
    play(g, ARMOR)
    settle(g)
    assert fortitudes(g) == [20, 20, 20] and tale(g) == [GOBLINS]
    g = table([(SHOW, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(FIONA,))
    assert g.current_player == WARTHORN and SHOW not in playable(g)


def test_tell_adds_a_chapter():
    """Designed Anytime card: the top Story card joins the Tale; nothing happens yet."""
    g = table([(TELL,), (), ()], story=(HOARD,))
    play(g, TELL)
    settle(g)
    assert tale(g) == [HOARD] and golds(g) == [10, 10, 10]


def test_tell_with_no_story_left_tells_nothing():
    """Designed: with the Story Deck and its discards empty, there is nothing to tell."""
    g = table([(TELL,), (), ()], story=(), tale=(AXE,))
    g.sides[0].deck.clear()
    events = texts(play(g, TELL) + settle(g))
    assert "Warthorn has no Story left to tell." in events and tale(g) == [AXE]


def test_hold_ale_lowers_his_drink():
    """Designed Drink defence: Wine (2) gives 2 less: 0."""
    g = table([(HOLD_ALE,), (), ()], phase="drink", drink_me={WARTHORN: ["Dragon Breath Ale"]})
    drink(g)
    play(g, HOLD_ALE, drink=0)
    pass_until_settled(g)
    assert alcohols(g)[WARTHORN] == 2


def test_hold_ale_refused_on_another_players_drink():
    """Designed: it lowers only a Drink he is about to drink."""
    g = table([(HOLD_ALE, SWIG), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == WARTHORN and HOLD_ALE not in playable(g)


def test_war_ends_the_story_and_its_chapters_happen_in_order():
    """Designed: the story ends now; the Tale's chapters happen in the order told, then go to the Story discards."""
    g = table([(WAR,), (), ()], tale=(AXE, HOARD), stats={WARTHORN: {"fortitude": 15}})
    events = texts(play(g, WAR) + settle(g))
    assert events.index("From Warthorn's Tale: 'My Grandfather's Axe'.") \
        < events.index("From Warthorn's Tale: 'The Dragon's Hoard'.")
    assert fortitudes(g) == [17, 20, 20] and golds(g) == [12, 9, 9]
    assert tale(g) == [] and story_discard(g) == [AXE, HOARD]


def test_war_with_no_tale_does_nothing():
    """Designed: with nothing told, there is no story to end."""
    g = table([(WAR,), (), ()], tale=())
    events = texts(play(g, WAR) + settle(g))
    assert "Warthorn has no Tale to end." in events
    assert fortitudes(g) == [20, 20, 20] and golds(g) == [10, 10, 10]


def test_stop_me_tells_two_chapters():
    """Designed Anytime card: two chapters join the Tale."""
    g = table([(STOP_ME,), (), ()], story=(GOBLINS, DRUMS))
    play(g, STOP_ME)
    settle(g)
    assert tale(g) == [GOBLINS, DRUMS]


def test_stop_me_with_one_story_card_left_tells_one():
    """Designed: with one Story card left and no discards, only one chapter is told."""
    g = table([(STOP_ME,), (), ()], story=(GOBLINS,))
    g.sides[0].deck[:] = [c for c in g.sides[0].deck if g.title(c) == GOBLINS]
    events = texts(play(g, STOP_ME) + settle(g))
    assert tale(g) == [GOBLINS] and "Warthorn has no Story left to tell." in events


def test_tip_story_collects_and_tells():
    """Designed Gold card with the story icon: each other player pays him 1 Gold, then a chapter is told."""
    g = table([(TIP_STORY,), (), ()], story=(TROLL,))
    play(g, TIP_STORY)
    settle(g)
    assert golds(g) == [12, 9, 9] and tale(g) == [TROLL]


def test_tip_story_ignored_by_zot():
    """000 Cards That Affect Your Gold: Zot Ignores it and keeps his Gold; Fiona pays."""
    g = table([(TIP_STORY,), (STARS,), ()], story=(TROLL,))
    play(g, TIP_STORY)
    play(g, STARS)
    settle(g)
    assert golds(g) == [11, 10, 9] and tale(g) == [TROLL]


def test_toast_gives_alcohol_and_tells():
    """Designed, story icon: each other player gains 1 Alcohol Content; a chapter is told."""
    g = table([(TOAST,), (), ()], story=(DRUMS,))
    play(g, TOAST)
    settle(g)
    assert alcohols(g) == [0, 1, 1] and tale(g) == [DRUMS]


def test_toast_refused_in_a_round():
    """000 On Your Turn, Action: an Action card is played in his Action phase, not during a Round of Gambling."""
    g = table([(GAMBLE, TOAST, GAMBLE), (GAMBLE,), ()])
    play(g, GAMBLE)
    settle_until_round(g)
    play(g, GAMBLE)
    pass_until(g, WARTHORN)
    assert g.round is not None and GAMBLE in playable(g) and TOAST not in playable(g)


def test_good_part_leaves_the_round_and_tells():
    """Designed leave card with the story icon: he skips the ante and leaves; then a chapter is told."""
    g = table([(GOOD_PART,), (GAMBLE,), ()], turn=ZOT, story=(ELVES,))
    play(g, GAMBLE)
    for _ in range(10):
        if g.current_player == WARTHORN and GOOD_PART in playable(g):
            break
        pass_(g)
    events = texts(play(g, GOOD_PART) + settle(g))
    assert "Warthorn stays out of the Round." in events and "Warthorn antes 1 Gold to the pot." not in events
    assert golds(g) == [10, 11, 9] and tale(g) == [ELVES]


def test_good_part_refused_without_an_ante():
    """Designed: it answers only a card that would make him ante."""
    g = table([(GOOD_PART, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(WARTHORN,))
    assert g.current_player == WARTHORN and GOOD_PART not in playable(g)


def test_dice_takes_control_and_tells():
    """Designed Cheating card with the story icon: he takes control of the Round; a chapter is told."""
    g = table([(DICE,), (GAMBLE,), ()], turn=ZOT, story=(MARCH,))
    play(g, GAMBLE)
    pass_until(g, WARTHORN)
    assert g.stack[-1].kind == "round"
    events = texts(play(g, DICE) + settle(g))
    assert "Warthorn takes control of the Round." in events or g.round is None
    assert golds(g) == [12, 9, 9] and tale(g) == [MARCH]


def test_dice_refused_outside_a_round():
    """000 Gambling: a Cheating card is played only in a Round of Gambling."""
    g = table([(DICE, SWIG), (), ()])
    assert DICE not in playable(g)


def test_dwarven_makes_another_drink():
    """Designed: another player drinks the top Drink of their Drink Me! pile now."""
    g = table([(DWARVEN,), (), ()], drink_me={ZOT: ["Wine"]})
    play(g, DWARVEN, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0] and g.players[ZOT].drink_me == []


def test_dwarven_with_an_empty_pile_makes_nobody_drink():
    """Designed: with nothing on the pile, nothing is drunk (nobody sobers up either)."""
    g = table([(DWARVEN,), (), ()], stats={ZOT: {"alcohol": 3}})
    events = play(g, DWARVEN, targets=(ZOT,))
    pass_until_settled(g)
    assert drunk(events) == [] and alcohols(g)[ZOT] <= 3


def test_flesh_wound_ignores_an_attack():
    """Designed defence: he Ignores an Action card that would make him lose Fortitude."""
    g = table([(FLESH,), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(WARTHORN,))
    play(g, FLESH)
    pass_until_settled(g)
    assert fortitudes(g)[WARTHORN] == 20


def test_flesh_wound_refused_on_a_drink():
    """Designed: a Drink is no Action or Sometimes card."""
    g = table([(FLESH, SWIG), (), ()], phase="drink", drink_me={WARTHORN: ["Wine"]})
    drink(g)
    assert FLESH not in playable(g)


def test_swig_heals():
    """Designed Anytime heal: gain 2 Fortitude."""
    g = table([(SWIG,), (), ()], stats={WARTHORN: {"fortitude": 15}})
    play(g, SWIG)
    pass_until_settled(g)
    assert fortitudes(g)[WARTHORN] == 17


def test_swig_at_twenty_stays_at_twenty():
    """000 Minimum and Maximum Fortitude: never above 20."""
    g = table([(SWIG,), (), ()])
    play(g, SWIG)
    pass_until_settled(g)
    assert fortitudes(g)[WARTHORN] == 20


def test_milk_sobers():
    """Designed Anytime: lose 2 Alcohol Content."""
    g = table([(MILK,), (), ()], stats={WARTHORN: {"alcohol": 5}})
    play(g, MILK)
    pass_until_settled(g)
    assert alcohols(g)[WARTHORN] == 3


def test_milk_at_zero_stays_at_zero():
    """000 Minimum and Maximum: Alcohol Content never goes below 0."""
    g = table([(MILK,), (), ()])
    play(g, MILK)
    pass_until_settled(g)
    assert alcohols(g)[WARTHORN] == 0


def test_fury_hits_everyone_else():
    """Designed: each other player loses 1 Fortitude."""
    g = table([(FURY,), (), ()])
    play(g, FURY)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 19, 19]


def test_fury_ignored_by_armor():
    """000 Ignore Example: Fiona Ignores it; Zot still loses 1."""
    g = table([(FURY,), (), (ARMOR,)])
    play(g, FURY)
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 19, 20]


# ===== the Story Deck ============================================================================================

# Each Story card's effect once it happens: (Fortitude, Alcohol, Gold) change per seat, cards Warthorn draws.
STORY_EFFECTS = {
    MARCH: ([1, 0, 0], [0, 0, 0], [0, 0, 0], 0),
    OUTNUMBERED: ([0, -1, -1], [0, 0, 0], [0, 0, 0], 0),
    GOBLINS: ([0, -1, -1], [0, 0, 0], [0, 0, 0], 0),
    TROLL: ([0, 0, 0], [1, 0, 0], [0, 0, 0], 0),
    DRUMS: ([0, 0, 0], [0, 1, 1], [0, 0, 0], 0),
    HOARD: ([0, 0, 0], [0, 0, 0], [2, -1, -1], 0),
    AXE: ([2, 0, 0], [0, 0, 0], [0, 0, 0], 0),
    MEAD_HALL: ([0, 0, 0], [1, 1, 1], [0, 0, 0], 0),
    LONG_NIGHT: ([0, 0, 0], [-1, 0, 0], [0, 0, 0], 0),
    MINES: ([0, 0, 0], [0, 0, 0], [0, 0, 0], 1),
    BEARD: ([-1, 0, 0], [0, 1, 1], [0, 0, 0], 0),
    ELVES: ([0, 1, 1], [0, 0, 0], [0, 0, 0], 0),
    DRAGON_END: ([0, -2, -2], [0, 0, 0], [0, 0, 0], 0),
    BATTLE_END: ([0, 0, 0], [0, 0, 0], [2, -1, -1], 0),
    REDBEARD_END: ([3, 0, 0], [0, 0, 0], [0, 0, 0], 0),
}
START = {"fortitude": 15, "alcohol": 5}


def test_every_story_card_is_tested():
    """The table above names each of the 15 Story cards once (all different)."""
    g = table([(), (), ()])
    assert sorted(STORY_EFFECTS) == sorted({g.title(c) for c in g.content.characters["warthorn"].side.deck})
    assert len(g.content.characters["warthorn"].side.deck) == 15


@pytest.mark.parametrize("card", sorted(STORY_EFFECTS))
def test_story_card_happens_when_the_story_ends(card):
    """Designed Story Deck: told, then the story ended ("...and that's how I won the war!" for a chapter; an Ending
    ends it by itself): the card's own effect happens, and it goes to the Story discards."""
    stats = {seat: dict(START) for seat in range(3)}
    ending = card in ENDINGS
    g = table([(TELL,) if ending else (TELL, WAR), (), ()], story=(card,), stats=stats)
    play(g, TELL)
    settle(g)
    if not ending:
        assert tale(g) == [card]
        play(g, WAR)
        settle(g)
    fort, alc, gold, draws = STORY_EFFECTS[card]
    assert fortitudes(g) == [15 + d for d in fort]
    assert alcohols(g) == [5 + d for d in alc]
    assert golds(g) == [10 + d for d in gold]
    assert len(g.players[WARTHORN].hand) == draws
    assert tale(g) == [] and story_discard(g) == [card]


@pytest.mark.parametrize("card", sorted(STORY_EFFECTS))
def test_story_card_does_nothing_while_the_story_goes_on(card):
    """Designed Story Deck: a chapter told waits in the Tale and changes nothing yet; an Ending never joins the Tale
    and, told with an earlier Tale, comes after all of its chapters."""
    stats = {seat: dict(START) for seat in range(3)}
    if card not in ENDINGS:
        g = table([(TELL,), (), ()], story=(card,), stats=stats)
        play(g, TELL)
        settle(g)
        assert tale(g) == [card] and story_discard(g) == []
        assert fortitudes(g) == [15, 15, 15] and alcohols(g) == [5, 5, 5] and golds(g) == [10, 10, 10]
        return
    g = table([(TELL,), (), ()], story=(card,), tale=(ELVES,), stats=stats)
    events = texts(play(g, TELL) + settle(g))
    assert events.index("From Warthorn's Tale: 'The Elven Peace Talks'.") < events.index(f"And the Ending: '{card}'.")
    assert tale(g) == [] and story_discard(g) == [ELVES, card]


def test_a_chapter_can_be_ignored_as_it_happens():
    """Designed: a chapter is played as though from his hand: Zot Ignores 'The Goblin Ambush', Fiona loses 1."""
    g = table([(WAR,), (STARS,), ()], tale=(GOBLINS,))
    play(g, WAR)
    for _ in range(20):
        if g.current_player == ZOT and STARS in playable(g):
            break
        pass_(g)
    play(g, STARS)
    settle(g)
    assert fortitudes(g) == [20, 20, 19]


# ===== the Story mechanic, as a scenario =========================================================================

def test_a_full_tale_ends_the_story_by_itself():
    """Designed: the Tale holds four chapters; the fourth told ends the story, its chapters happen in the order told
    (each answered like a card: here nobody does), and the Tale starts again empty."""
    g = table([(STOP_ME, TELL, SHOW), (), ()], story=(GOBLINS, TROLL, HOARD, OUTNUMBERED, DRUMS))
    play(g, STOP_ME)
    settle(g)
    assert tale(g) == [GOBLINS, TROLL]
    play(g, SHOW, targets=(ZOT,))
    settle(g)
    assert tale(g) == [GOBLINS, TROLL, HOARD] and fortitudes(g) == [20, 18, 20]
    events = texts(play(g, TELL) + settle(g))
    assert "Warthorn's Tale has 4 chapters: the story reaches its end." in events
    assert tale(g) == [] and story_discard(g) == [GOBLINS, TROLL, HOARD, OUTNUMBERED]
    assert fortitudes(g) == [20, 16, 18] and alcohols(g) == [1, 0, 0] and golds(g) == [12, 9, 9]
    assert g.sides[0].deck and g.title(g.sides[0].deck[-1]) == DRUMS


def test_the_story_deck_reshuffles_its_discards_when_it_runs_out():
    """Designed: like every side deck, an empty Story Deck is made again from its discards."""
    g = table([(TELL,), (), ()], story=(), story_discard=(AXE,))
    g.sides[0].deck.clear()
    play(g, TELL)
    settle(g)
    assert tale(g) == [AXE] and story_discard(g) == []


def test_the_tale_is_public_and_the_story_deck_hidden():
    """Every seat sees the Tale and the deck's size; nobody sees the deck's order (observe and determinize)."""
    g = table([(TELL,), (), ()], story=(GOBLINS, TROLL, HOARD))
    play(g, TELL)
    settle(g)
    order = [g.title(c) for c in g.sides[0].deck]
    for seat in (WARTHORN, ZOT, None):
        view = g.observe(seat)
        side = next(s for s in view["sides"] if s["kind"] == "story")
        assert side["shown"] == [GOBLINS] and side["name"] == "Story Deck" and side["deck_size"] == len(order)
        assert "deck" not in side
    shuffled = {tuple(g.title(c) for c in g.determinize(ZOT, seed).sides[0].deck) for seed in range(12)}
    assert all(sorted(o) == sorted(order) for o in shuffled) and len(shuffled) > 1
    assert all([g.title(c) for c in g.determinize(ZOT, seed).sides[0].shown] == [GOBLINS] for seed in range(3))


def test_the_mat_shows_the_tale():
    """The terminal mat shows the Story Deck's public state: the Tale's chapters."""
    g = table([(TELL,), (), ()], story=(GOBLINS,))
    play(g, TELL)
    settle(g)
    obs = g.observe(ZOT)
    assert screen.side_notes(obs, WARTHORN)[0] == "Tale (1/4): 'The Goblin Ambush'"
    assert "Tale (1/4): 'The Goblin Ambush'" in screen.to_text(screen.mats(obs, ZOT), width=220)
    g = table([(WAR,), (), (ARMOR,)], tale=(GOBLINS, TROLL))
    play(g, WAR)
    for _ in range(20):
        if any(f.kind == "card" and f.origin == "story" for f in g.stack):
            break
        pass_(g)
    obs = g.observe(ZOT)
    index = next(i for i, f in enumerate(obs["stack"]) if f["kind"] == "card" and f.get("origin") == "story")
    assert screen.describe_frame(obs, index, ZOT) == "From Warthorn's Tale: 'The Goblin Ambush'"
    index = next(i for i, f in enumerate(obs["stack"]) if f["kind"] == "tale")
    still = "Warthorn's story ends: still to happen 'The Troll Under the Bridge'"
    assert screen.describe_frame(obs, index, ZOT) == still


def test_the_heuristic_bot_tells_and_ends_stories():
    """The heuristic bot plays a story-icon attack in its Action phase and ends a rich Tale rather than waiting."""
    g = table([(SHOW, SWIG), (), ()], story=(GOBLINS,))
    bot = HeuristicBot(WARTHORN, seed=1)
    choice = bot.act(SeatView(g, WARTHORN))
    assert choice.card == SHOW
    g = table([(WAR, SWIG), (), ()], tale=(GOBLINS, TROLL, OUTNUMBERED), stats={ZOT: {"fortitude": 4},
                                                                                 FIONA: {"fortitude": 4}})
    bot = HeuristicBot(WARTHORN, seed=1)
    choice = bot.act(SeatView(g, WARTHORN))
    assert choice.card == WAR
    assert hand(g, WARTHORN) == sorted([WAR, SWIG])
    assert can(g, "play", WAR) and find(g, "play", WAR)


def test_random_games_with_warthorn_keep_every_story_card():
    """Random games of 2 to 8 seats with Warthorn (one or two of him): every Story card is always somewhere (deck,
    Tale, discards, a story's end, a chapter being played), the Tale never overflows, saves round-trip; games end."""
    rng = random.Random(13)
    others = [c for c in innkeeper.characters() if c != "warthorn"]
    for seed in range(12):
        seats = ["warthorn"] * rng.randint(1, 2) + [rng.choice(others) for _ in range(rng.randint(1, 6))]
        rng.shuffle(seats)
        g = innkeeper.new_game(seats, seed=seed)
        for step in range(20000):
            for di, d in enumerate(g.sides):
                if d.kind != "story":
                    continue
                count = len(d.deck) + len(d.discard) + len(d.shown)
                for f in g.stack:
                    if f.kind == "card" and f.origin == "story" and f.deck == di:
                        count += 1
                    elif f.kind == "tale" and f.deck == di:
                        count += len(f.cards)
                assert count == 15 and len(d.shown) < 4
            if step % 9 == 0:
                assert Game.from_json(g.to_json()) == g
            if g.is_over:
                break
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
        assert g.is_over and g.winners
