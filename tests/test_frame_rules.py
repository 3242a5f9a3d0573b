"""Each frame kind is one class with its fields and its five rules; the registry is built from those classes."""

from __future__ import annotations

import json

import pytest

import innkeeper
import innkeeper.content  # noqa: F401  (imports the built-in mechanics, whose frame classes register as defined)
from innkeeper.engine import (
    game,  # noqa: F401  (imports the core's rule modules, which define its frame classes)
    hooks,
    state,
)
from innkeeper.engine.state import FRAMES, RULES, Frame, Plain

CORE = {"window", "card", "drink", "group", "event", "pay", "loss", "round", "round_won", "order", "last_chance",
        "setlist", "discard"}


def _frame_classes() -> dict[str, type]:
    """Every frame class saves know (by class name) that is not a fields-only record, by its kind."""
    out: dict[str, type] = {}
    for cls in Plain.KINDS.values():
        if issubclass(cls, Frame) and FRAMES.get(cls.kind) is cls:
            out[cls.kind] = cls
    return out


def test_every_registered_frame_class_has_its_five_rules() -> None:
    """Each kind's class defines step, decider, actions, act and view (none is the base's empty one)."""
    assert CORE | {"sing", "gear", "order_for"} <= set(FRAMES)
    for kind, cls in FRAMES.items():
        assert cls.kind == kind
        for name in RULES:
            assert getattr(cls, name) is not getattr(Frame, name), f"{cls.__name__} lacks {name}"


def test_the_registry_is_the_classes_and_nothing_else() -> None:
    """The registry holds exactly the frame classes defined; no separate handler table remains."""
    assert FRAMES == _frame_classes()
    assert not hasattr(hooks, "HANDLERS") and not hasattr(hooks, "FrameRules")
    for cls in FRAMES.values():   # saves find each frame by its class name: the rule class, not a bare record
        assert Plain.KINDS[cls.__name__] is cls


def test_a_record_makes_its_rule_class() -> None:
    """A fields-only record used below its rules makes an instance of the rule class, with the record's fields."""
    for record in (state.CardFrame, state.DrinkFrame, state.PayFrame, state.LossFrame, state.RoundWonFrame,
                   state.EventFrame):
        cls = FRAMES[record.kind]
        assert cls is not record and issubclass(cls, record) and cls.__name__ == record.__name__
        assert cls.FIELDS == record.FIELDS and cls.FIELDS
    loss = state.LossFrame(1, [0])
    assert type(loss) is FRAMES["loss"] and loss.victims == [0]
    assert loss.clone() == loss and type(loss.clone()) is FRAMES["loss"]
    assert Plain.from_dict(loss.to_dict()) == loss


def test_the_loop_runs_the_frame_on_top() -> None:
    """The engine asks the frame itself: a frame class's rules are what a game plays (a played card's window)."""
    g = innkeeper.new_game(["fiona", "zot"], seed=3)
    seen = set()
    for _ in range(200):
        if g.is_over:
            break
        seen.update(type(f) for f in g.stack)
        g.apply(g.legal_actions()[0])
    assert {FRAMES["window"], FRAMES["drink"]} <= seen


def test_a_frame_class_without_a_view_is_refused() -> None:
    """Defining a frame class that lacks a rule fails at once, naming the class, its kind and what is missing."""
    with pytest.raises(ValueError, match=r"BrokenFrame \(kind 'broken'\) lacks view"):
        class BrokenFrame(Frame):
            __slots__ = ()
            kind = "broken"

            def step(self, g) -> bool:
                return False

            def decider(self, g) -> int:
                return 0

            def actions(self, g, seat: int) -> list:
                return []

            def act(self, g, action) -> None:
                return None
    assert "broken" not in FRAMES and "BrokenFrame" not in Plain.KINDS


def test_a_kind_defined_twice_is_refused() -> None:
    """A second class for a kind already registered (not a subclass of it) is refused by name."""
    with pytest.raises(ValueError, match=r"frame kind 'window' is registered twice"):
        class WindowFrame(state.Automatic):
            __slots__ = ()
            kind = "window"

            def step(self, g) -> bool:
                return False

            def view(self, g) -> dict:
                return {}
    assert FRAMES["window"].__module__ == "innkeeper.engine.timing"
    assert Plain.KINDS["WindowFrame"] is FRAMES["window"]


def test_frames_find_each_other_by_stable_id_through_whole_games() -> None:
    """At every decision of random games, stack ids are unique and rise bottom to top, and every window's and
    card's subject names a frame below it by id (ids outgrow stack places early, so an index would miss)."""
    import random

    from innkeeper import new_game

    past_places = 0
    for seed in range(12):
        rng = random.Random(seed)
        g = new_game(rng.sample(sorted(innkeeper.content.load_content().characters), 4), seed=seed)
        while not g.is_over:
            ids = [f.id for f in g.stack]
            assert ids == sorted(set(ids)), ids
            for place, f in enumerate(g.stack):
                subject = getattr(f, "subject", None)
                if f.kind in ("window", "card") and subject is not None and subject >= 0:
                    target = g.frame(subject)
                    assert target is not None and g.stack.index(target) < place, (f.kind, subject, ids)
                    past_places += subject >= len(g.stack)
            g.apply(rng.choice(g.legal_actions()))
    assert past_places, "no subject id ever exceeded the stack's size: the test would not tell ids from places"


def test_the_turn_is_the_frame_under_the_stack_and_apply_takes_one_path(monkeypatch) -> None:
    """With nothing above it the turn's frame is on top: its rules give the decision and take the action."""
    g = innkeeper.new_game(["fiona", "zot", "gerki"], seed=5)
    assert not g.stack and g.top() is g.turn_frame and type(g.turn_frame) is FRAMES["turn"]
    assert (g.turn, g.phase, g.step) == (g.turn_frame.player, g.turn_frame.phase, g.turn_frame.part)
    assert g.current_player == g.turn_frame.decider(g)
    assert g.legal_actions() == g.turn_frame.actions(g, g.turn)
    acted = []
    real = FRAMES["turn"].act
    monkeypatch.setattr(FRAMES["turn"], "act", lambda f, table, action: (acted.append(action), real(f, table, action)))
    g.apply(g.legal_actions()[0])
    assert acted, "a phase decision is taken by the turn's frame"
    assert "turn_frame" not in g.to_json() and json_of(g)["turn"]["_t"] == "TurnFrame"


def test_a_forced_phase_action_builds_no_list(monkeypatch) -> None:
    """Drinking from the pile, and passing after ordering or drinking, are taken by the turn's step when its player
    surely has nothing to play (no card of the hand, nor of a mechanic, could be played at a phase decision): the
    turn's ``actions`` never makes a list of one for them then (but still offers them when everyone is asked)."""
    import random

    from innkeeper.bots import SeatView, make_bot
    from innkeeper.engine import turn

    lists: list[tuple[str, int, int, bool]] = []
    real = FRAMES["turn"].actions

    def actions(f, table, seat):
        out = real(f, table, seat)
        lists.append((f.phase, f.part, len(out), turn._nothing_to_play(table, seat)))
        return out

    monkeypatch.setattr(FRAMES["turn"], "actions", actions)
    characters = sorted(innkeeper.content.load_content().characters)
    for seed in range(6):
        g = innkeeper.new_game(random.Random(seed).sample(characters, 4), seed=seed)
        bots = [make_bot("random", s, seed) for s in range(4)]
        while not g.is_over:
            g.apply(bots[g.current_player].act(SeatView(g, g.current_player)))
    drink_or_after = [entry for entry in lists if entry[0] == "drink" or entry[:2] == ("order", 1)]
    assert [entry for entry in drink_or_after if entry[2] == 1 and entry[3]] == []
    assert any(entry[0] == "drink" and entry[2] > 1 for entry in drink_or_after), "the test saw no such decision"
    assert any(entry[2] == 1 for entry in drink_or_after), "the test saw no list of one where a card might play"
    g = innkeeper.new_game(["fiona", "zot"], seed=3, ask_all=True)   # everyone asked: the one action is offered
    while not (g.phase == "drink" and g.step == 0 and not g.stack):
        g.apply(g.legal_actions()[0])
    assert [a.kind for a in g.legal_actions()] == ["drink"]


def json_of(g) -> dict:
    """A game's save as a dict."""
    return json.loads(g.to_json())


def test_the_round_of_gambling_lives_on_its_frame() -> None:
    """A live Round is its frame on the stack (kept through clone and save); a won one stays under its window."""
    live = won = 0
    for seed in range(40):
        g = innkeeper.new_game(["gerki", "zot", "fiona", "deirdre"], seed=seed)
        while not g.is_over and g.rounds < 6:
            r = g.round
            if r is not None:
                assert type(r) is FRAMES["round"] and any(f is r for f in g.stack)
                copy = g.clone()
                assert copy.round is not r and any(f is copy.round for f in copy.stack) and copy.round == r
                saved = json_of(g)
                assert "round" not in saved and any(f["_t"] == "RoundFrame" and f["starter"] == r.starter
                                                    for f in saved["stack"])
                loaded = type(g).from_json(g.to_json())
                assert any(f is loaded.round for f in loaded.stack) and loaded.round == r
                kinds = [f.kind for f in g.stack]
                live += 1
                if "round_won" in kinds:
                    won += 1
                    assert r.ended and g.stack.index(r) < kinds.index("round_won")
            else:
                assert all(f.kind != "round" for f in g.stack)
            g.apply(g.legal_actions()[-1])
    assert live and won


def test_hand_written_records_dump_as_the_generic_ones() -> None:
    """Player's and the turn frame's hand-written ``to_dict`` give exactly ``Plain.to_dict``, keys in the same order."""
    import random

    g = innkeeper.new_game(["zot", "jin", "greppa", "phrenk"], seed=3)
    rng = random.Random(1)
    for _ in range(300):
        if g.is_over:
            break
        for record in (*g.players, g.turn_frame):
            mine, generic = record.to_dict(), state._fields_dict(record)
            assert mine == generic and list(mine) == list(generic)
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
