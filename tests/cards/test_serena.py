"""Serena the Pious (innkeeper/content/data/serena.toml): each of her cards works, and is refused (or does less, or
nothing) where it does not apply; and her Piety chart, the track-with-a-marker mechanism (innkeeper/engine/tracks.py).

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing with
the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks for my friends!") are tested in
test_shared.py; they appear here only to set up a situation. "001" is rulebook
shared/rulebooks/001_1cea4fe352a848bc.txt (How to Play, third edition), "000" the core rulebook; a card's own
effect comes from the header of serena.toml (rulebook cards keep the effect 001 shows; the rest are designed). Her
Piety chart runs 0 to 12 and starts on 8; cards that read it are tested on both sides of each threshold.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from innkeeper import ContentError, new_game, screen
from innkeeper.bots import SeatView, make_bot, play_out
from innkeeper.content import load_content
from innkeeper.engine import Game
from innkeeper.engine.cards import Effect
from innkeeper.engine.state import LossFrame
from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    pass_,
    pass_until_settled,
    pass_windows,
    play,
    playable,
    sometimes_choices,
    texts,
)

SERENA, ZOT, FIONA = 0, 1, 2
WATERS = ["Water"] * 12

# Serena's deck.
BLASPHEMER = "Blasphemer!"
HOW_DARE = "How dare you strike a Paladin!"
HOLY_BLADE = "My holy blade detects lies!"
WRATH = "Feel the wrath of the righteous!"
LAY_ON_HANDS = "Lay on hands"
ARMOR = "My faith is my armor!"
PRAYER = "I'll say a prayer instead."
PUNCH = "Sometimes I forget I'm a Paladin and just punch people."
ORC_DRINK = "An orc never wastes a good drink!"
PRAY_OVER = "Let me pray over that wound."
ALMS = "Alms for the temple!"
ORDER_PAYS = "The Order covers a Paladin's expenses."
LITTLE_CHEAT = "Just one little cheat. It's for a good cause!"
PURGE = "Purge the unworthy!"
SINNED = "I've already sinned today. What's one more?"
BLESS = "I bless this drink."

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
WINNING_HAND = "Winning Hand!"
NO = "I don't think so!"
TIP = "Tip the Wench."
DISTRACT = "I told you not to distract me!"          # Zot: another player loses 2 Fortitude
DOWN_POOKY = "Down Pooky!"                            # Zot: another player loses 1 Fortitude
ZOT_CHEAT = "Pooky! Stop looking at everyone's cards!"  # Zot: Cheating, take control
PROVIDES = "My Goddess provides!"                     # Deirdre: the Inn covers a Gold loss
LUCKY_ARMOR = "Luckily for me, I was wearing my armor!"  # Fiona: Ignore a card that would cost you Fortitude


def table(hands, *, turn=SERENA, phase="action", piety=None, drink_me=None, stats=None, ask_all=False,
          characters=("serena", "zot", "fiona")) -> Game:
    """Serena (seat 0), Zot (1) and Fiona (2) with exact hands and Serena's Piety; the built game."""
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    if piety is not None:
        s.marker(SERENA, piety)
    s.drink_deck(WATERS)
    s.turn(turn, phase)
    return s.build()


def piety(g: Game, seat: int = SERENA) -> int:
    """Where a seat's Piety marker is."""
    return next(t.value for t in g.tracks if t.owner == seat)




# ===== the rulebook cards ============================================================================================

def test_blasphemer_works():
    """001 Ignore example: another player loses 3 Fortitude and Serena gains 1 Piety."""
    g = table([(BLASPHEMER,), (), ()])
    events = texts(play(g, BLASPHEMER, targets=(ZOT,)))
    assert "Zot loses 3 Fortitude." in events and "Serena's Piety rises by 1 to 9." in events
    assert fortitudes(g) == [20, 17, 20] and piety(g) == 9


def test_blasphemer_refused_outside_your_action_phase():
    """000 2. Action: an Action card is not played in answer to another player's card."""
    g = table([(BLASPHEMER, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert g.current_player == SERENA and BLASPHEMER not in playable(g) and piety(g) == 8


def test_how_dare_you_works():
    """001 Negate example: after another player's card costs Serena Fortitude, they lose 2; her Piety goes up 1."""
    g = table([(HOW_DARE,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert g.current_player == SERENA and isinstance(g.stack[-2], LossFrame)
    events = texts(play(g, HOW_DARE))
    assert "Zot loses 2 Fortitude." in events and "Serena's Piety rises by 1 to 9." in events
    assert fortitudes(g) == [18, 18, 20] and piety(g) == 9


def test_how_dare_you_refused_after_a_drink():
    """A Drink that costs her Fortitude is no player's card: nobody to strike back at (000 Timing Example 3)."""
    g = table([(HOW_DARE,), (), ()], phase="drink", drink_me={SERENA: ["Dirty Dishwater"]}, ask_all=True)
    for _ in range(20):
        if g.turn != SERENA:
            break
        assert HOW_DARE not in playable(g)
        act(g, "drink") if can(g, "drink") else pass_(g)
    assert g.players[SERENA].fortitude == 19 and piety(g) == 8


def test_holy_blade_works():
    """001 Leaving the Round (anti-cheat): an opponent's Cheating card is Negated and Serena wins the pot at once."""
    s = Scenario(["serena", "zot"])
    s.hand(SERENA, [GAMBLE, HOLY_BLADE, PUNCH]).hand(ZOT, [ZOT_CHEAT, DOWN_POOKY])
    s.drink_deck(WATERS).turn(SERENA, "action")
    g = s.build()
    play(g, GAMBLE)
    assert (golds(g), g.pot) == ([7, 7], 2) and g.current_player == ZOT
    play(g, ZOT_CHEAT)
    assert g.current_player == SERENA and HOLY_BLADE in playable(g)
    events = texts(play(g, HOLY_BLADE))
    assert f"'{ZOT_CHEAT}' is Negated." in events
    assert "Serena wins the Round and takes the pot of 2 Gold." in events
    assert (golds(g), g.pot, g.round) == ([9, 7], 0, None) and piety(g) == 8


def test_holy_blade_refused_against_a_gambling_card():
    """An ordinary Gambling card is no cheating: the blade is not offered."""
    s = Scenario(["serena", "zot"], ask_all=True)
    s.hand(SERENA, [GAMBLE, HOLY_BLADE]).hand(ZOT, [WINNING_HAND])
    s.drink_deck(WATERS).turn(SERENA, "action")
    g = s.build()
    play(g, GAMBLE)
    pass_windows(g)
    play(g, WINNING_HAND)
    assert HOLY_BLADE not in sometimes_choices(g, SERENA)


def test_holy_blade_refused_after_leaving_the_round():
    """Once Serena has left the Round she may not catch a cheat in it (000, Leaving a Round)."""
    g = table([(PRAYER, HOLY_BLADE), (ZOT_CHEAT,), (GAMBLE,)], turn=FIONA, ask_all=True)
    play(g, GAMBLE)
    assert PRAYER in sometimes_choices(g, SERENA)
    play(g, PRAYER)
    pass_windows(g)
    assert g.round.players == [ZOT, FIONA] and g.current_player == ZOT
    play(g, ZOT_CHEAT)
    assert HOLY_BLADE not in sometimes_choices(g, SERENA)


# ===== designed cards that read Piety ================================================================================

@pytest.mark.parametrize(("level", "loss"), [(3, 1), (4, 2), (9, 2), (10, 4)])
def test_wrath_of_the_righteous_reads_piety(level: int, loss: int):
    """Another player loses 2 Fortitude; 4 at Piety 10 or more, only 1 at 3 or less (both sides of each threshold)."""
    g = table([(WRATH,), (), ()], piety=level)
    play(g, WRATH, targets=(ZOT,))
    assert fortitudes(g) == [20, 20 - loss, 20] and piety(g) == level


def test_wrath_of_the_righteous_refused_outside_your_action_phase():
    """000 2. Action: not in answer to another player's card."""
    g = table([(WRATH, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT, piety=12)
    play(g, DISTRACT, targets=(SERENA,))
    assert g.current_player == SERENA and WRATH not in playable(g)


@pytest.mark.parametrize(("level", "gain"), [(3, 1), (4, 2), (9, 2), (10, 3)])
def test_lay_on_hands_reads_piety(level: int, gain: int):
    """Anytime: gain 2 Fortitude; 3 at Piety 10 or more, only 1 at 3 or less (both sides of each threshold)."""
    g = table([(LAY_ON_HANDS,), (), ()], piety=level, stats={SERENA: {"fortitude": 10}})
    play(g, LAY_ON_HANDS)
    assert fortitudes(g) == [10 + gain, 20, 20] and piety(g) == level


def test_lay_on_hands_gains_nothing_at_full_fortitude():
    """Fortitude stays within 0 to 20 (000): at 20 the heal does nothing, and it never moves her Piety."""
    g = table([(LAY_ON_HANDS,), (), ()], piety=11)
    events = texts(play(g, LAY_ON_HANDS))
    assert "Serena gains 0 Fortitude (of 3: it stays within 0 to 20)." in events
    assert fortitudes(g) == [20, 20, 20] and piety(g) == 11


@pytest.mark.parametrize(("level", "loss"), [(9, 1), (10, 2)])
def test_purge_the_unworthy_reads_piety(level: int, loss: int):
    """Each other player loses 1 Fortitude; 2 at Piety 10 or more."""
    g = table([(PURGE,), (), ()], piety=level)
    play(g, PURGE)
    assert fortitudes(g) == [20, 20 - loss, 20 - loss] and piety(g) == level


def test_purge_the_unworthy_refused_outside_your_action_phase():
    """000 2. Action: only in Serena's own Action phase."""
    g = table([(PURGE,), (), ()], phase="drink", drink_me={SERENA: ["Water"]})
    drink(g)
    assert PURGE not in playable(g)


@pytest.mark.parametrize(("level", "loss"), [(3, 4), (4, 2)])
def test_already_sinned_reads_piety_before_its_own_arrow(level: int, loss: int):
    """Another player loses 2 Fortitude, 4 at Piety 3 or less (read before the card's own -1); then Piety -1."""
    g = table([(SINNED,), (), ()], piety=level)
    play(g, SINNED, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 20 - loss] and piety(g) == level - 1


def test_already_sinned_refused_outside_your_action_phase():
    """000 2. Action: not in answer to another player's card."""
    g = table([(SINNED, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT, piety=2)
    play(g, DISTRACT, targets=(SERENA,))
    assert SINNED not in playable(g)


def test_alms_for_the_temple_works_at_piety_4():
    """At Piety 4 or more each other player pays Serena 1 Gold (her Piety does not move)."""
    g = table([(ALMS,), (), ()], piety=4)
    play(g, ALMS)
    assert golds(g) == [12, 9, 9] and piety(g) == 4


def test_alms_for_the_temple_gives_nothing_at_piety_3():
    """At Piety 3 or less nobody pays: the card is played and discarded with no effect."""
    g = table([(ALMS,), (), ()], piety=3)
    play(g, ALMS)
    assert golds(g) == [10, 10, 10] and g.title(g.players[SERENA].discard[-1]) == ALMS


def test_alms_below_the_threshold_takes_nobodys_gold_so_no_gold_defence_answers_it():
    """A gated payment that will not happen does not make anyone lose Gold: "My Goddess provides!" is not offered."""
    g = table([(ALMS,), (PROVIDES,)], piety=3, ask_all=True, characters=("serena", "deirdre"))
    play(g, ALMS)
    assert PROVIDES not in sometimes_choices(g, 1)
    g = table([(ALMS,), (PROVIDES,)], piety=4, ask_all=True, characters=("serena", "deirdre"))
    play(g, ALMS)
    assert PROVIDES in sometimes_choices(g, 1)


# ===== designed cards: good deeds (Piety up) =========================================================================

def test_my_faith_is_my_armor_works():
    """Ignore an Action or Sometimes card that would cost Serena Fortitude."""
    g = table([(ARMOR,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert g.current_player == SERENA
    play(g, ARMOR)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and piety(g) == 8


def test_my_faith_is_my_armor_refused_against_gold_or_a_drink():
    """Only a Fortitude loss from a card: not a Gold payment, not a Drink."""
    g = table([(ARMOR,), (TIP,), ()], turn=ZOT, ask_all=True)
    play(g, TIP, targets=(SERENA,))
    assert ARMOR not in sometimes_choices(g, SERENA)
    g = table([(ARMOR, LAY_ON_HANDS), (), ()], phase="drink", drink_me={SERENA: ["Dirty Dishwater"]})
    drink(g)
    assert ARMOR not in playable(g)


def test_prayer_instead_leaves_the_round_and_raises_piety():
    """Skip the ante and leave the Round; Serena gains 1 Piety."""
    g = table([(PRAYER,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == SERENA
    events = texts(play(g, PRAYER, mode=0))
    assert "Serena's Piety rises by 1 to 9." in events and "Serena antes 1 Gold to the pot." not in events
    assert "Zot wins the Round and takes the pot of 2 Gold." in events   # Fiona passes: the Round is Zot's
    assert golds(g) == [10, 11, 9] and piety(g) == 9


def test_prayer_instead_ignores_a_drink_and_raises_piety():
    """Ignore a Drink Serena is about to drink; she gains 1 Piety."""
    g = table([(PRAYER,), (), ()], phase="drink", drink_me={SERENA: ["Elven Wine"]})
    drink(g)
    play(g, PRAYER, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0] and piety(g) == 9


def test_prayer_instead_refused_for_another_players_drink_or_with_nothing_to_answer():
    """Not on a Drink someone else drinks, and not in Serena's own Action phase (nothing to answer)."""
    g = table([(PRAYER, LAY_ON_HANDS), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Elven Wine"]},
              ask_all=True)
    drink(g)
    assert PRAYER not in sometimes_choices(g, SERENA)
    g = table([(PRAYER, LAY_ON_HANDS), (), ()])
    assert PRAYER not in playable(g)


def test_pray_over_that_wound_works():
    """Another player gains 2 Fortitude and pays Serena 1 Gold; she gains 1 Piety."""
    g = table([(PRAY_OVER,), (), ()], stats={ZOT: {"fortitude": 15}})
    play(g, PRAY_OVER, targets=(ZOT,))
    assert fortitudes(g) == [20, 17, 20] and golds(g) == [11, 9, 10] and piety(g) == 9


def test_pray_over_that_wound_names_another_player_only_in_your_action_phase():
    """Serena cannot heal herself with it, and it is an Action card (000)."""
    g = table([(PRAY_OVER,), (), ()])
    assert {a.targets for a in find(g, "play", PRAY_OVER)} == {(ZOT,), (FIONA,)}
    g = table([(PRAY_OVER, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert PRAY_OVER not in playable(g)


def test_bless_this_drink_works():
    """A revealed Drink gives 2 less Alcohol, never below 0; Serena gains 1 Piety."""
    g = table([(BLESS,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Elven Wine"]})
    drink(g)
    assert g.current_player == SERENA
    play(g, BLESS, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 1, 0] and piety(g) == 9
    g = table([(BLESS,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"]})
    drink(g)
    play(g, BLESS, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_bless_this_drink_refused_without_a_revealed_drink():
    """It answers a revealed Drink, not an attack."""
    g = table([(BLESS, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert BLESS not in playable(g)


def test_the_order_covers_a_paladins_expenses_works():
    """When Serena would ante, the Inn pays for her."""
    g = table([(ORDER_PAYS,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == SERENA
    events = texts(play(g, ORDER_PAYS))
    assert "The Inn antes 1 Gold to the pot for Serena." in events
    assert "Zot wins the Round and takes the pot of 3 Gold." in events   # (nobody else plays)
    assert golds(g) == [10, 12, 9] and g.inn == -1


def test_the_order_covers_a_paladins_expenses_refused_when_no_gold_is_at_stake():
    """A card that costs Fortitude only takes no Gold: nothing to cover."""
    g = table([(ORDER_PAYS, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert ORDER_PAYS not in playable(g)


# ===== designed cards: temptations (Piety down, stronger effects) =====================================================

def test_punch_works():
    """Another player loses 4 Fortitude; Serena loses 2 Piety."""
    g = table([(PUNCH,), (), ()])
    events = texts(play(g, PUNCH, targets=(FIONA,)))
    assert "Serena's Piety falls by 2 to 6." in events
    assert fortitudes(g) == [20, 20, 16] and piety(g) == 6


def test_punch_refused_outside_your_action_phase():
    """000 2. Action: not in answer to another player's card."""
    g = table([(PUNCH, LAY_ON_HANDS), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    assert PUNCH not in playable(g)


def test_an_orc_never_wastes_a_good_drink_works():
    """A Drink Serena is about to drink gives her Fortitude instead of Alcohol; she loses 1 Piety."""
    g = table([(ORC_DRINK,), (), ()], phase="drink", drink_me={SERENA: ["Wine"]},
              stats={SERENA: {"fortitude": 15}})
    drink(g)
    play(g, ORC_DRINK, drink=0)
    pass_until_settled(g)
    assert (g.players[SERENA].fortitude, g.players[SERENA].alcohol) == (17, 0) and piety(g) == 7


def test_an_orc_never_wastes_a_good_drink_refused_on_another_players_drink():
    """Only a Drink Serena herself is about to drink."""
    g = table([(ORC_DRINK, LAY_ON_HANDS), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]}, ask_all=True)
    drink(g)
    assert ORC_DRINK not in sometimes_choices(g, SERENA)


def test_just_one_little_cheat_works():
    """In a Round: take control, another player still in must drop out; Serena loses 2 Piety."""
    g = table([(LITTLE_CHEAT,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == SERENA and {a.targets for a in find(g, "play", LITTLE_CHEAT)} == {(ZOT,), (FIONA,)}
    events = texts(play(g, LITTLE_CHEAT, targets=(FIONA,)))
    assert events[1:5] == ["Serena takes control of the Round.", "Fiona is forced out of the Round.",
                           "Serena's Piety falls by 2 to 6.", "Zot passes."]
    assert "Serena wins the Round and takes the pot of 3 Gold." in events
    assert golds(g) == [12, 9, 9] and piety(g) == 6


def test_just_one_little_cheat_refused_outside_a_round():
    """A Cheating card is played only on your turn in a Round of Gambling you are in (000)."""
    g = table([(LITTLE_CHEAT, LAY_ON_HANDS), (), ()])
    assert LITTLE_CHEAT not in playable(g)


# ===== the Piety chart: a track with a marker =========================================================================

def test_the_marker_starts_on_8_and_only_serena_has_one():
    """Setup: Serena's Piety marker is on 8 of a 0 to 12 chart; nobody else brings a track."""
    g = new_game(["zot", "serena", "fiona", "serena"], seed=3)
    assert [(t.kind, t.owner, t.value) for t in g.tracks] == [("piety", 1, 8), ("piety", 3, 8)]
    chart = g.content.characters["serena"].track
    assert (chart.kind, chart.name, chart.low, chart.high, chart.start) == ("piety", "Piety", 0, 12, 8)
    assert new_game(["zot", "fiona"], seed=3).tracks == []


def test_two_serenas_move_their_own_markers():
    """Each card moves its own player's marker."""
    s = Scenario(["serena", "serena"]).hand(0, [BLASPHEMER]).hand(1, []).drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BLASPHEMER, targets=(1,))
    assert [t.value for t in g.tracks] == [9, 8]


def test_the_marker_stops_at_the_top_of_the_chart():
    """At 12, a +1 leaves the marker on 12, and the event says the chart ends there."""
    g = table([(BLASPHEMER,), (), ()], piety=12)
    events = texts(play(g, BLASPHEMER, targets=(ZOT,)))
    assert "Serena's Piety stays at 12: the chart ends at 12." in events
    assert piety(g) == 12 and fortitudes(g) == [20, 17, 20]


def test_the_marker_stops_at_the_bottom_of_the_chart():
    """At 1, a -2 moves the marker 1 step to 0, and the event says the chart ends there."""
    g = table([(PUNCH,), (), ()], piety=1)
    events = texts(play(g, PUNCH, targets=(ZOT,)))
    assert "Serena's Piety falls by 1 to 0 (of 2: the chart ends at 0)." in events
    assert piety(g) == 0


def test_a_negated_card_moves_no_marker():
    """000 Negate: a Negated card has no effect at all, its Piety arrow included (here "I don't think so!")."""
    g = table([(HOW_DARE,), (DISTRACT, NO), ()], turn=ZOT)
    play(g, DISTRACT, targets=(SERENA,))
    play(g, HOW_DARE)
    assert g.current_player == ZOT
    play(g, NO)
    pass_until_settled(g)
    assert fortitudes(g) == [18, 20, 20] and piety(g) == 8


def test_serena_ignoring_all_effects_does_not_move_her_marker():
    """Ignoring all effects (rulebook 004) covers her own cards' effects on her, the Piety arrow included."""
    g = table([(BLASPHEMER,), (), ()])
    g.players[SERENA].ignoring = True
    play(g, BLASPHEMER, targets=(ZOT,))
    assert fortitudes(g) == [20, 17, 20] and piety(g) == 8


TRACKED = '''
[character]
id = "ex_tracked"
name = "Tess the Tracked"
set = "test"
source = "test"

[track]
kind = "piety"
name = "Piety"
low = 0
high = 12
start = 8

[[card]]
title = "Only the devout strike"
type = "action"
copies = 7
text = "At Piety 10 or more, another player loses 2 Fortitude."
effects = [{ op = "lose_fortitude", who = "another", amount = 2, marker_at_least = 10 }]
'''


def _tracked(tmp_path: Path, level: int) -> Game:
    """A test-only character whose only card hurts at Piety 10 or more, against Fiona with an Ignore."""
    path = tmp_path / "tracked.toml"
    path.write_text(TRACKED, encoding="utf-8")
    s = Scenario(["ex_tracked", "fiona"], content=[path], ask_all=True)
    s.hand(0, ["Only the devout strike"]).hand(1, [LUCKY_ARMOR]).marker(0, level).drink_deck(WATERS).turn(0, "action")
    return s.build()


def test_a_gated_effect_that_will_not_happen_affects_nobody(tmp_path: Path):
    """Below its gate the card costs nobody Fortitude, so an Ignore of such cards is not offered; at it, it is."""
    g = _tracked(tmp_path, 9)
    play(g, "Only the devout strike", targets=(1,))
    assert LUCKY_ARMOR not in sometimes_choices(g, 1)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20]
    g = _tracked(tmp_path, 10)
    play(g, "Only the devout strike", targets=(1,))
    assert LUCKY_ARMOR in sometimes_choices(g, 1)


def test_the_marker_is_saved_and_loaded():
    """A save keeps every marker: Game.from_json(g.to_json()) == g, and the loaded game plays on the same."""
    g = table([(BLASPHEMER, PUNCH), (), ()], piety=5)
    play(g, BLASPHEMER, targets=(ZOT,))
    h = Game.from_json(g.to_json())
    assert h == g and piety(h) == 6
    h.tracks[0].value = 7
    assert h != g   # the marker is part of the state compared


def test_an_old_save_without_tracks_loads():
    """A save made before tracks existed has no "tracks": it loads with none."""
    import json

    g = new_game(["zot", "fiona"], seed=5)
    data = json.loads(g.to_json())
    del data["tracks"]
    h = Game.from_json(json.dumps(data))
    assert h.tracks == [] and h == g


def test_clone_copies_the_marker_independently():
    """A clone has equal markers; moving the clone's leaves the original's alone."""
    g = table([(BLASPHEMER,), (), ()], piety=5)
    h = g.clone()
    assert h == g and h.tracks[0] is not g.tracks[0]
    play(h, BLASPHEMER, targets=(ZOT,))
    assert piety(h) == 6 and piety(g) == 5


def test_observe_shows_every_track_to_everyone():
    """The marker is public: every seat and a spectator see kind, name, owner, value and the chart's ends."""
    g = table([(BLASPHEMER,), (), ()], piety=5)
    expected = [{"kind": "piety", "name": "Piety", "owner": SERENA, "value": 5, "low": 0, "high": 12}]
    for seat in (SERENA, ZOT, FIONA, None):
        assert g.observe(seat)["tracks"] == expected
    assert new_game(["zot", "fiona"], seed=1).observe(0)["tracks"] == []


def test_determinize_keeps_the_marker():
    """The marker is public, so a determinized state keeps it as it is."""
    g = table([(BLASPHEMER,), (), ()], piety=3)
    for seat in (SERENA, ZOT):
        assert [(t.kind, t.owner, t.value) for t in g.determinize(seat, 11).tracks] == [("piety", SERENA, 3)]


def test_the_mat_shows_piety():
    """The terminal mat line of Serena shows "Piety 8 (0–12)"; nobody else's does."""
    g = new_game(["serena", "zot"], seed=2)
    obs = g.observe(1)
    assert screen.side_notes(obs, 0) == ["Piety 8 (0–12)"] and screen.side_notes(obs, 1) == []
    assert "Piety 8 (0–12)" in screen.to_text(screen.mats(obs, 1), width=200)


# ----- content checks ------------------------------------------------------------------------------------------------

HEADER = '''
[character]
id = "ex_bad"
name = "Bad the Broken"
set = "test"
source = "test"
'''
CARD = '''
[[card]]
title = "Bad card"
type = "action"
copies = 7
text = "A test card."
effects = [{EFFECT}]
'''
TRACK = '''
[track]
kind = "piety"
name = "Piety"
low = 0
high = 12
start = 8
'''


def _load(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    load_content([path])


@pytest.mark.parametrize(("text", "field"), [
    (HEADER + CARD.replace("{EFFECT}", '{ op = "move_marker", amount = 1 }'), "effects[0].op"),
    (HEADER + CARD.replace("{EFFECT}", '{ op = "draw", who = "you", count = 1, marker_at_least = 3 }'),
     "effects[0].marker_at_least"),
    (HEADER + TRACK + CARD.replace("{EFFECT}", '{ op = "draw", who = "you", count = 1, marker_at_most = 13 }'),
     "effects[0].marker_at_most"),
    (HEADER + TRACK + CARD.replace("{EFFECT}", '{ op = "move_marker", amount = 0 }'), "effects[0].amount"),
    (HEADER + TRACK + CARD.replace("{EFFECT}", '{ op = "draw", who = "you", count = 1, marker_at_least = "x" }'),
     "effects[0].marker_at_least"),
    (HEADER + TRACK + CARD.replace("{EFFECT}", '{ op = "draw", who = "you", count = 1, marker_at_least = 9, '
                                               'marker_at_most = 3 }'), "effects[0].marker_at_least"),
])
def test_a_card_with_a_bad_marker_field_is_a_content_error(tmp_path: Path, text: str, field: str):
    """A marker op or gate needs a track, a chart value and a real move; the error names file, card and field."""
    with pytest.raises(ContentError) as info:
        _load(tmp_path, text)
    message = str(info.value)
    assert "bad.toml" in message and "'Bad card'" in message and repr(field) in message, message


@pytest.mark.parametrize(("track", "field"), [
    (TRACK.replace('kind = "piety"', 'kind = "karma"'), "kind"),
    (TRACK.replace("start = 8", "start = 13"), "start"),
    (TRACK.replace("high = 12", "high = 0"), "high"),
    (TRACK.replace('name = "Piety"\n', ""), "name"),
    (TRACK + "colour = 3\n", "colour"),
])
def test_a_bad_track_is_a_content_error(tmp_path: Path, track: str, field: str):
    """A [track] needs a known kind, a name, low below high and a start on the chart; the error names the field."""
    with pytest.raises(ContentError) as info:
        _load(tmp_path, HEADER + track + CARD.replace("{EFFECT}", '{ op = "move_marker", amount = 1 }'))
    assert "bad.toml" in str(info.value) and repr(field) in str(info.value), str(info.value)


def test_a_track_without_a_character_is_a_content_error(tmp_path: Path):
    """A [track] belongs to a character."""
    with pytest.raises(ContentError, match="track"):
        _load(tmp_path, TRACK)


def test_serenas_deck_has_the_published_shape():
    """cards.md section 5: 6, 2x11, 1x12 (24 titles, 40 cards); an orc; RDI3; reconstructed."""
    content = load_content()
    ch = content.characters["serena"]
    copies = {}
    for c in ch.deck:
        copies[c] = copies.get(c, 0) + 1
    shape = sorted(copies.values(), reverse=True)
    assert shape == [6] + [2] * 11 + [1] * 12 and len(ch.deck) == 40
    assert (ch.race, ch.set, ch.source) == ("orc", "RDI3", "reconstructed")
    sources = {content.cards[c].title: content.cards[c].source for c in copies}
    assert {t for t, s in sources.items() if s == "rulebook"} == {BLASPHEMER, HOW_DARE, HOLY_BLADE}


# ----- bots -------------------------------------------------------------------------------------------------------

def test_the_heuristic_bot_reads_the_gate():
    """At Piety 3 "Alms for the temple!" would take nothing, so the bot prefers an attack; at 4 it takes the Gold."""
    for level, best in ((3, PUNCH), (4, ALMS)):
        g = table([(ALMS, PUNCH), (), ()], piety=level)
        bot = make_bot("heuristic", SERENA, 1)
        assert bot.act(SeatView(g, SERENA)).card == best


def test_bots_play_serena_without_trouble():
    """Heuristic and random bots play whole games with two Serenas seated; markers stay on the chart."""
    for seed, kind in ((1, "heuristic"), (2, "random"), (3, "heuristic")):
        g = new_game(["serena", "zot", "serena", "fiona"], seed=seed)
        bots = [make_bot(kind, s, seed * 7 + s) for s in range(4)]
        play_out(g, bots)
        assert g.is_over and all(0 <= t.value <= 12 for t in g.tracks)


def test_move_marker_is_scored_modestly():
    """The bot's keep value of a card counts a Piety step as a little, and a gated effect as half."""
    from innkeeper.bots.knowledge import direct_keep

    plain = direct_keep((Effect("lose_fortitude", who="another", amount=2),))
    assert direct_keep((Effect("lose_fortitude", who="another", amount=2), Effect("move_marker", amount=1))) > plain
    assert direct_keep((Effect("lose_fortitude", who="another", amount=2, marker_at_least=10),)) < plain
