"""Rulebook 004 notes that join Jin's and Greppa's mechanics: Ignoring all effects, Negate-and-replay, reductions.

Rulebook 004 (shared/rulebooks/004_30c0125d7da16774.txt): the Card-Specific Note on "Excessive lute solo",
the Mockery note on players Ignoring all effects, and the Mockery note on effects that Negate an Action card and
let its player play another. No card of ours Negates-and-replays, so a test-only card stands in.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from innkeeper.testing import Scenario, find, pass_, play, texts

GREPPA, ZOT, JIN = 0, 1, 2
TRUTH = "Truth hurts, don't it?"
HEALING = "Some healing is more temporary than others, I guess."
HEAR = "Did you hear what that guy said about you?"
LUTE = "Excessive lute solo"
FILLER = "Mass Heal!"
REPLAY = "Test: try that again"

PACK = """
[character]
id = "replay_stand_in"
name = "Test Replay Stand-in"
set = "test"
source = "test"

[[card]]
title = "Test: try that again"
type = "sometimes"
copies = 7
text = "Negate an Action card another player plays; they may play another."
answers = { card_types = ["action"] }
effects = [{ op = "negate_replay" }]
"""


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """The test-only Negate-and-replay card."""
    path = tmp_path / "replay.toml"
    path.write_text(PACK, encoding="utf-8")
    return path


def table(hands, *, mockery=(HEALING, HEAR), fronts=None, turn=GREPPA, phase="action", content=()):
    """Greppa (0), Zot (1) and Jin (2), 10 Gold each, the Mockery Deck top first, cards in front."""
    s = Scenario(["greppa", "zot", "jin"], content=list(content))
    for seat, cards in enumerate(hands):
        s.hand(seat, list(cards)).stats(seat, gold=10)
    s.side(GREPPA, deck=list(mockery) + [t for titles in (fronts or {}).values() for t in titles])
    for seat, titles in (fronts or {}).items():
        s.in_front(seat, list(titles))
    return s.drink_deck(["Water"] * 8).turn(turn, phase).build()


def front(g, seat: int) -> list[str]:
    """Mockery cards in front of a seat."""
    return [g.title(c) for d in g.sides for c in d.fronts[seat] if d.kind == "mockery"]


def test_a_player_ignoring_all_effects_still_receives_shake_it_off_gold() -> None:
    """Card-Specific Note, "Excessive lute solo": Greppa Ignoring all effects still gets paid by a Shake it Off."""
    g = table(([FILLER], [FILLER], [FILLER]), fronts={ZOT: [HEALING]}, turn=ZOT, phase="discard")
    g.players[GREPPA].ignoring = True   # she Sang "Excessive lute solo"
    shake = find(g, "shake", HEALING)
    assert shake
    g.apply(shake[0])
    assert (g.players[GREPPA].gold, g.players[ZOT].gold) == (11, 9)
    assert front(g, ZOT) == []


def test_a_player_ignoring_all_effects_may_not_shake_anything_off() -> None:
    """Mockery note: while Ignoring all effects you may not use Shake it Off (the lute solo stands in here)."""
    g = table(([FILLER], [FILLER], [FILLER]), fronts={ZOT: [HEALING]}, turn=ZOT, phase="discard")
    assert find(g, "shake", HEALING)
    g.players[ZOT].ignoring = True
    g._advance()   # (the legal list is worked out again)
    assert not find(g, "shake", HEALING)


TAKES_ONE = "Oh yeah? Well... takes one to know one!"   # Shake it Off: lose 1 Fortitude, and Greppa loses 1
VOLUNTEERED = "Look who just volunteered"               # Jin's Action: another player Sings


def test_another_players_shake_it_off_is_never_ignored() -> None:
    """Mockery: Shake it Off abilities may not be Ignored, cost or effect. Jin makes Greppa Sing "Excessive lute solo",
    so she Ignores all effects; Zot still Shakes off "takes one to know one" and Greppa loses her 1 Fortitude."""
    s = Scenario(["greppa", "zot", "jin"])
    s.hand(GREPPA, [FILLER]).hand(ZOT, [FILLER]).hand(JIN, [VOLUNTEERED])
    s.side(GREPPA, deck=[HEALING, TAKES_ONE])
    s.in_front(ZOT, [TAKES_ONE])
    s.side(JIN, shown=[LUTE], deck=["Hungry Like the Wolfman"])
    g = s.drink_deck(["Water"] * 8).turn(JIN, "action").build()
    play(g, VOLUNTEERED, targets=(GREPPA,))
    for _ in range(20):   # Greppa Sings the lute solo; then to the next time Zot may Shake it Off
        if g.players[GREPPA].ignoring and find(g, "shake", TAKES_ONE):
            break
        pass_(g)
    assert g.players[GREPPA].ignoring and g.current_player == ZOT
    events = g.apply(find(g, "shake", TAKES_ONE)[0])
    assert (g.players[GREPPA].fortitude, g.players[ZOT].fortitude) == (19, 19)
    assert not any("Ignores" in t for t in texts(events))
    assert front(g, ZOT) == []


def test_singing_the_lute_solo_lets_the_singer_ignore_greppas_mockery() -> None:
    """A Singer Ignoring all effects is not Mocked: Ignoring the card that would Mock you means no Mockery."""
    g = table(([TRUTH], [FILLER], [FILLER]))
    g.players[ZOT].ignoring = True
    events = play(g, TRUTH, targets=(ZOT,))
    while g.stack:
        events += pass_(g)
    assert g.players[ZOT].fortitude == 20 and front(g, ZOT) == []
    assert not any("is Mocked" in t for t in texts(events))


def test_negating_a_mockery_card_to_replay_discards_it_and_reveals_another(pack) -> None:
    """Mockery note: an effect that Negates an Action card so its player may play another, used on a Mockery card,
    discards that card and the player reveals another."""
    g = table(([TRUTH], [REPLAY], [FILLER]), content=[pack])
    play(g, TRUTH, targets=(ZOT,))
    for _ in range(20):   # to the window on the revealed Mockery card
        if find(g, "play", REPLAY) and g.stack[-2].kind == "card" and g.stack[-2].origin == "mockery":
            break
        pass_(g)
    events = play(g, REPLAY)
    while g.stack:
        events += pass_(g)
    mockery = next(d for d in g.sides if d.kind == "mockery")
    assert [g.title(c) for c in mockery.discard] == [HEALING]
    assert front(g, ZOT) == [HEAR]
    assert g.players[ZOT].fortitude == 20 - 1 - 2   # Truth hurts, then the second Mockery card
    assert sum("is Mocked" in t for t in texts(events)) == 1


def test_negate_and_replay_lets_the_player_play_another_action(pack) -> None:
    """The same effect on an ordinary Action card: it is Negated, and its player may play another Action card."""
    g = table(([TRUTH, TRUTH], [REPLAY], [FILLER]), content=[pack])
    play(g, TRUTH, targets=(ZOT,))
    events = play(g, REPLAY)
    while g.stack:
        events += pass_(g)
    assert g.players[ZOT].fortitude == 20 and g.phase == "action"
    assert find(g, "play", TRUTH)


DAGGER = "A dagger in the back, and a dagger in the feels"
RUN_HOT = "I run hot"
HOT_PACK = """
[character]
id = "hot_stand_in"
name = "Test Petra Stand-in"
set = "test"
source = "test"

[[card]]
title = "I run hot"
type = "sometimes"
copies = 7
text = "When another player's card would make you lose Fortitude, lose 1 less from it."
answers = { if = "affects_your_stats", card_types = ["action", "sometimes"], stats = ["fortitude"], lose_only = true }
effects = [{ op = "reduce_loss", amount = 1 }]
"""


def test_a_reduction_applies_to_greppas_card_not_to_the_mockery_it_causes(tmp_path) -> None:
    """Mockery example (Petra, played here by Zot with a test-only "I run hot"): "A dagger in the back..." costs 2
    Fortitude, reduced to 1; the Mockery card revealed ("Did you hear what that guy said about you?") still costs 2."""
    path = tmp_path / "hot.toml"
    path.write_text(HOT_PACK, encoding="utf-8")
    g = table(([DAGGER], [RUN_HOT], [FILLER]), mockery=(HEAR, HEALING), content=[path])
    events = play(g, DAGGER, targets=(ZOT,))
    events += play(g, RUN_HOT)
    while g.stack:
        events += pass_(g)
    assert g.players[ZOT].fortitude == 20 - 1 - 2
    assert front(g, ZOT) == [HEAR]
    assert "Zot's loss is reduced by 1." in texts(events)
