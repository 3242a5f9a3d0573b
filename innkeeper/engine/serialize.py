"""Saving and loading a game: the setup that rebuilds its content, plus every field of its state.

A save of an older version is first brought up to the current one (``saves.upgrade``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from . import saves
from .actions import Action
from .cards import Content
from .hooks import BY_SIDE, BY_TRACK
from .saves import VERSION
from .state import Plain
from .table import Table

T = TypeVar("T", bound=Table)

# The content loader (``innkeeper.content`` registers it as it is imported): content from a save's setup texts.
CONTENT_LOADERS: list[Callable[[list], Content]] = []

STATE_FIELDS = (
    "n", "ask_all", "last_call", "names", "pot", "inn", "drink_deck",
    "drink_discard", "bar_deck", "rng", "over", "winners", "first", "rounds", "refilling", "_decider",
    "next_id",
)


def dump(g: Table) -> dict:
    """The game as a JSON-ready dict."""
    out = {"version": VERSION, "setup": g.setup, "mechanics": []}
    for name in STATE_FIELDS:
        out[name] = getattr(g, name)
    out["players"] = [p.to_dict() for p in g.players]
    out["turn"] = g.turn_frame.to_dict()
    out["stack"] = [f.to_dict() for f in g.stack]
    out["sides"] = [d.to_dict() for d in g.sides]
    out["tracks"] = [t.to_dict() for t in g.tracks]
    if g.prizes is not None:   # (only at a table with the Prize variant: other saves stay as they were)
        out["prizes"] = g.prizes.to_dict()
    out["legal"] = [a.to_json() for a in g._legal]
    out["mechanics"] = saves.mechanics_of(out)
    return out


def load(cls: type[T], raw: object) -> T:
    """Rebuild a game from ``dump`` output (content is reloaded from the setup)."""
    data = saves.upgrade(raw)   # (``raw`` may be anything JSON: upgrade says what is wrong with it)
    _check(data)
    g = cls.__new__(cls)
    g.setup = data["setup"]
    g.content = CONTENT_LOADERS[-1](g.setup.get("content", []))
    for name in STATE_FIELDS:   # (names: a tuple before it is set, as the compiled engine checks field types)
        setattr(g, name, tuple(data[name]) if name == "names" else data[name])
    g.players = [Plain.from_dict(p) for p in data["players"]]
    g.turn_frame = Plain.from_dict(data["turn"])
    g.stack = [Plain.from_dict(f) for f in data["stack"]]
    rounds = [f for f in g.stack if f.kind == "round"]
    g.round = rounds[-1] if rounds else None
    g.sides = [Plain.from_dict(d) for d in data.get("sides", [])]
    g.tracks = [Plain.from_dict(t) for t in data.get("tracks", [])]   # (a save made before tracks: none)
    prizes = data.get("prizes")
    g.prizes = Plain.from_dict(prizes) if prizes is not None else None   # (no Prize variant: none)
    g.build_hooks()
    g._events = []
    g._checked = False
    g._memo = g.content.action_memo(g.names)
    g._asked = None
    g._legal = []
    g._legal = _relabel(g, [Action.from_json(a) for a in data["legal"]])
    return g


_REQUIRED = frozenset(("setup", *STATE_FIELDS, "players", "turn", "stack", "legal", "mechanics"))


def _check(data: dict) -> None:
    """Refuse a current-version save missing a field, with a list that is not one, or naming other mechanics."""
    if not _REQUIRED.issubset(data):
        missing = sorted(_REQUIRED.difference(data))
        raise ValueError(f"not a saved Innkeeper game: it has no {missing[0]!r}")
    if type(data["setup"]) is not dict:
        raise ValueError("not a saved Innkeeper game: its 'setup' is not an object")
    if type(data["turn"]) is not dict or data["turn"].get("_t") != "TurnFrame":
        raise ValueError("not a saved Innkeeper game: its 'turn' is not a turn frame")
    for name in ("players", "stack", "legal", "mechanics"):
        if type(data[name]) is not list:
            raise ValueError(f"not a saved Innkeeper game: its {name!r} is not a list")
    mechanics = frozenset((*BY_SIDE, *BY_TRACK))   # the mechanics this engine has (each registers its kinds)
    for kind in data["mechanics"]:
        if type(kind) is not str or kind not in mechanics:
            raise ValueError(f"this save's table uses the mechanic {kind!r}, which this Innkeeper does not have "
                             f"(it has {', '.join(sorted(mechanics))})")
    try:
        used = saves.mechanics_of(data)
    except ValueError as exc:
        raise ValueError(f"not a saved Innkeeper game: {exc}") from None
    if data["mechanics"] != used:
        raise ValueError(f"not a saved Innkeeper game: it names the mechanics {data['mechanics']} but its side "
                         f"decks and tracks use {used}")


def _relabel(g: Table, legal: list[Action]) -> list[Action]:
    """Recompute the legal list so actions carry their display text."""
    if g.over:
        return []
    seat = g._decider
    if seat is None:
        raise ValueError("not a saved Innkeeper game: a game that is not over has nobody to decide")
    fresh = g.top().actions(g, seat)
    if fresh != legal:
        raise ValueError("the saved legal actions do not match the saved state")
    return fresh
