"""English lives in one module: the rules emit structured events and build Actions without prose of their own.

- The engine's source, read with ``ast``: no ``emit`` call passes prose (a string or f-string as text), and no
  Action is built with literal prose, anywhere outside ``engine/english.py``.
- Every kind a game emits has a renderer: a few hundred seeded random games over every character, each event
  rendered for a spectator and for every seat, the same whenever it is rendered, never before it is asked for.
- Known structured events read exactly as expected.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import innkeeper
from innkeeper import screen
from innkeeper.engine import english
from innkeeper.engine.actions import Event

ENGINE = Path(__file__).resolve().parents[1] / "innkeeper" / "engine"


def _is_prose(node: ast.AST) -> bool:
    """Whether an expression writes English itself: an f-string, or a string constant with a space in it."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.JoinedStr):
            return True
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and " " in sub.value:
            return True
    return False


def _callee(call: ast.Call) -> str:
    """The called name: ``emit`` for ``g.emit(...)``, ``Action`` for ``Action(...)``."""
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def prose_in(source: str, where: str) -> list[str]:
    """Each place in ``source`` where an ``emit`` or an ``Action(...)`` is given English written on the spot."""
    out = []
    for node in ast.walk(ast.parse(source, where)):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node)
        if name == "emit":
            args = [*node.args[1:], *(k.value for k in node.keywords)]
        elif name == "Action":
            args = [*node.args[6:], *(k.value for k in node.keywords if k.arg == "text")]
        else:
            continue
        if any(_is_prose(a) for a in args):
            out.append(f"{where}:{node.lineno}: {name}(...) is given prose")
    for fn in ast.walk(ast.parse(source, where)):   # prose made first and passed in a variable
        if not isinstance(fn, ast.FunctionDef):
            continue
        if not any(isinstance(n, ast.Call) and _callee(n) in ("emit", "Action") for n in ast.walk(fn)):
            continue
        in_errors = {id(x) for r in ast.walk(fn) if isinstance(r, ast.Raise) for x in ast.walk(r)}
        for n in ast.walk(fn):
            if isinstance(n, ast.JoinedStr) and id(n) not in in_errors:
                out.append(f"{where}:{n.lineno}: {fn.name} builds an f-string next to an event or an Action")
    return out


def test_the_checker_finds_prose() -> None:
    """The source check catches an emit with an f-string or a sentence, and an Action with a literal text."""
    bad = (
        'g.emit("turn", f"It is {x}\'s turn.", seat=1)\n'
        'g.emit("pay", seat=1, note="pays the Inn")\n'
        'Action("pass", text=f"{name} passes")\n'
        'Action("draw", None, (), 0, None, None, "Zot draws")\n'
    )
    assert len(prose_in(bad, "bad.py")) == 4
    hidden = 'def f(g, seat):\n    text = f"{seat} passes"\n    return Action("pass", text=text)\n'
    assert len(prose_in(hidden, "hidden.py")) == 1
    good = ('def f(g, seat):\n    if seat < 0:\n        raise IllegalAction(f"no seat {seat}")\n'
            '    g.emit("turn", seat=1, how="ends")\n    return Action("pass", text=english.pass_text(names, 1))\n')
    assert prose_in(good, "good.py") == []


def test_the_rules_write_no_prose() -> None:
    """No module of the engine but ``english`` hands an event or an Action English of its own."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name != "english.py":
            found += prose_in(path.read_text(), str(path.relative_to(ENGINE)))
    assert not found, "\n".join(found)


def _random_games(games: int):
    """(game, events) of seeded random games over every character, 2 to 8 seats, table options varied."""
    chars = innkeeper.characters()
    for seed in range(games):
        rng = random.Random(seed)
        seats = [chars[(seed + k) % len(chars)] if k == 0 else rng.choice(chars) for k in range(rng.randint(2, 8))]
        options: dict = {}
        if rng.random() < 0.3:
            options["ask_all"] = True
        if rng.random() < 0.3:
            options["bar_deck"] = True
        if rng.random() < 0.3:
            options["drink_deck"] = "second"
        if rng.random() < 0.3:
            options["last_call"] = rng.randint(1, 4)
        g = innkeeper.new_game(seats, seed, **options)
        events: list[Event] = []
        steps = 0
        while not g.is_over and steps < 2000:
            legal = g.legal_actions()
            events += g.apply(legal[rng.randrange(len(legal))])
            steps += 1
        yield g, events


def test_every_kind_emitted_renders_for_every_viewer() -> None:
    """Every event of 200 random games renders, for a spectator and each seat, the same later as at once."""
    kinds: set[str] = set()
    for g, events in _random_games(200):
        for e in events:
            kinds.add(e.kind)
            assert e.kind in english.RENDERERS or e.data.get("how") in english.FORMS, e.kind
            text = e.text
            assert text and "{" not in text and "None" not in text, (e.kind, e.data, text)
            assert e.names == g.names
            assert english.render(e.kind, dict(e.data), g.names) == text
            assert screen.event_line(e, None).plain == text or e.kind == "turn"
            public = e.to_json(None)
            assert public == {"kind": e.kind, "text": text, **e.data}
            for seat in range(g.n):
                seen = e.to_json(seat)
                mine = (e.private or {}).get(seat, {})
                assert seen == {**public, **mine}
                if not mine:   # another seat's private details never reach this seat's line
                    assert english.line(e, seat) == text
    # the kinds a random table reaches, a mechanic's own among them
    assert {"turn", "draw", "discard", "play", "pay", "drink", "stat", "reveal", "song", "mock", "mood",
            "marker", "gear", "potion", "game_over"} <= kinds


def test_text_is_rendered_only_when_asked(monkeypatch) -> None:
    """Applying actions renders no event's text; asking for it does, once."""
    calls = []
    turn = english.RENDERERS["turn"]
    monkeypatch.setitem(english.RENDERERS, "turn", lambda d, names: calls.append(d) or turn(d, names))
    g = innkeeper.new_game(["zot", "deirdre"], 5)
    events = []
    while not any(e.kind == "turn" for e in events):
        events += g.apply(g.legal_actions()[0])
    assert calls == []
    event = next(e for e in events if e.kind == "turn")
    assert event.text == "It is Deirdre's turn." and event.text == "It is Deirdre's turn."
    assert len(calls) == 1


NAMES = ("Zot", "Deirdre", "Gerki")

KNOWN = [
    ("turn", {"seat": 1}, "It is Deirdre's turn."),
    ("pay", {"seat": 0, "to": -2, "amount": 1, "ante": True}, "Zot antes 1 Gold to the pot."),
    ("pay", {"seat": 2, "amount": 0, "how": "inn", "covered": 2, "to": 1, "ante": False},
     "The Inn pays 2 Gold to Deirdre for Gerki."),
    ("pay", {"seat": 0, "to": -1, "amount": 0, "how": "none", "ante": False}, "Zot has no Gold left to pay."),
    ("stat", {"seat": 1, "stat": "fortitude", "change": -1, "wanted": -3},
     "Deirdre loses 1 Fortitude (of 3: it stays within 0 to 20)."),
    ("drink", {"seat": 2, "alcohol": 1, "fortitude": 0, "of_alcohol": 3, "of_fortitude": 0,
               "cards": ["Dragon Breath Ale", "Chaser"]},
     "Gerki drinks Dragon Breath Ale + Chaser: +1 Alcohol (of +3: it stays within 0 to 20)."),
    ("play", {"seat": 0, "card": "Oh no you don't!", "targets": [2], "mode": 1, "drink": 0, "label": "halve",
              "on": {"drinker": 1, "cards": ["Wine"], "number": 1, "of": 2}},
     "Zot plays 'Oh no you don't!' (halve) on Deirdre's Wine (Drink 1 of 2) for Gerki"),
    ("pass_out", {"seat": 1, "gold": 5, "share": 1, "inn": 3, "standing": [0, 2]},
     "Deirdre passes out! Of their 5 Gold, 3 goes to the Inn and 1 to each player still standing (Zot, Gerki)."),
    ("game_over", {"winners": [0, 2], "how": "tie"}, "Everyone left goes down at once: a tie between Zot, Gerki."),
    ("marker", {"seat": 2, "track": "piety", "change": 2, "value": 12, "chart": "Piety", "end": 12, "wanted": 3},
     "Gerki's Piety rises by 2 to 12 (of 3: the chart ends at 12)."),
    ("song", {"seat": 0, "card": "Ballad", "how": "drop", "row": "Setlist"}, "Zot drops 'Ballad' from the Setlist."),
    ("potion", {"seat": 1, "card": "Fizz", "how": "drop", "kept": ["Bubble"]},
     "Deirdre keeps 'Bubble' and discards 'Fizz'."),
    ("contest_tie", {"alcohol": 4, "seats": [1, 2]},
     "Drinking Contest tie at 4 Alcohol: Deirdre and Gerki drink again."),
]


@pytest.mark.parametrize(("kind", "data", "sentence"), KNOWN, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(KNOWN)])
def test_known_events_read_exactly(kind: str, data: dict, sentence: str) -> None:
    """A structured event's fields give its exact sentence."""
    assert Event(kind, None, data, None, NAMES).text == sentence


def test_a_seat_reads_its_own_draw_and_nobody_else_does() -> None:
    """The cards drawn are in the drawer's line only; a stored text is kept as it was."""
    e = Event("draw", None, {"seat": 1, "count": 2}, {1: {"cards": ["A", "B"]}}, NAMES)
    assert english.line(e, None) == "Deirdre draws 2 cards."
    assert english.line(e, 0) == "Deirdre draws 2 cards."
    assert english.line(e, 1) == "Deirdre draws 2 cards: 'A', 'B'."
    assert e.to_json(0) == {"kind": "draw", "text": "Deirdre draws 2 cards.", "seat": 1, "count": 2}
    assert Event("draw", "as stored", {"seat": 1, "count": 2}).text == "as stored"
