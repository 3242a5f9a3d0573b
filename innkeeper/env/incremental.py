"""The observation vector made fast: the same vector as ``encode_view(game.observe(seat))``, rewritten part by part.

``encode_view`` turns an observation dict into the vector; building that dict costs as much as an engine decision,
so ``encode_observation`` reads the very fields ``observe(seat)`` shows (stats, pile sizes, face-up piles, the
seat's own hand, the Round, the stack frames' public views, the side decks' public parts, the tracks' hook) and
keeps, per observing seat and table size, the last vector and the inputs each section was written from: a section
is rewritten only when its inputs changed, and a player's block (the same from every seat, only its place moves)
is made once per distinct input. Every cache key holds all of a section's inputs, so a vector depends on nothing
but the current state (tests/env/test_env_incremental.py checks it equals ``encode_view`` at every decision).
"""

from __future__ import annotations

import sys
import threading
from functools import lru_cache

import numpy as np

from innkeeper.engine import Game

from .actions import MAX_DRINKS, MAX_SEATS
from .observations import (
    ENUM_FIELDS,
    FRAME_KINDS,
    NUMBER_FIELDS,
    PHASES,
    SEAT_FIELDS,
    SEATS_FIELDS,
    SIDE_KINDS,
    STACK_DEPTH,
    TITLE_FIELDS,
    _prize_places,
    _Spec,
    spec,
)


class _Tables:
    """Per content: each card id's index among card, side-deck and Drink titles, and each seat's memo."""

    def __init__(self, content, s: _Spec):
        self.content = content   # (held, so the id this is cached under stays this content's)
        titles = content.titles
        self.card = [s.card.get(t, -1) for t in titles]
        self.side = [s.side.get(t, -1) for t in titles]
        self.drink = [s.drink.get(t, -1) for t in titles]
        self.memos: dict[tuple[int, int], _Memo] = {}


class _Memo:
    """One observing seat at one table size: its last vector and the inputs each section was written from."""

    __slots__ = ("x", "mv", "keys", "frames", "depth", "stats", "discards", "decks")

    def __init__(self, size: int):
        self.x = np.zeros(size, dtype=np.float32)
        self.mv = memoryview(self.x)   # (a memoryview writes one float several times faster than numpy indexing)
        self.keys: dict = {}
        self.frames: list[_Block | None] = [None] * STACK_DEPTH   # the blocks in the stack slots, by depth
        self.depth = 0                                           # how many frames the stack had
        self.stats: list[tuple | None] = [None] * MAX_SEATS      # by seat: character and stats written
        self.discards: list[list | None] = [None] * MAX_SEATS    # by seat: the discard pile written
        self.decks: list | None = None                           # the side decks' inputs written


_LOCAL = threading.local()   # per thread: content id -> its _Tables
# References to a memo's vector while nobody else holds it: the memo's attribute, its memoryview's export, and
# getrefcount's argument. More means the caller still holds the vector last handed out.
_OWN_REFERENCES = 3


def _tables(content) -> _Tables:
    """The tables of ``content`` for this thread (made once; each thread keeps its own memos)."""
    tables = getattr(_LOCAL, "tables", None)
    if tables is None:
        tables = _LOCAL.tables = {}
    t = tables.get(id(content))
    if t is None or t.content is not content:
        t = tables[id(content)] = _Tables(content, spec())
    return t


def _count(mv: memoryview, offset: int, table: list[int], pile, sign: int = 1) -> None:
    """Add (``sign`` -1: take away) each card of ``pile`` at ``offset`` + its title's index (unknown titles skipped)."""
    for c in pile:
        k = table[c]
        if k >= 0:
            mv[offset + k] += sign


def _pile(x: np.ndarray, mv: memoryview, old: list[int] | None, start: int, stop: int, table: list[int],
          pile: list[int]) -> list[int]:
    """Write a pile's counts per title in ``x[start:stop]``, last written from ``old``: when the pile only grew on
    top, only the new cards are added. Returns the copy to compare the next pile with."""
    if old is not None and len(old) < len(pile) and pile[:len(old)] == old:
        _count(mv, start, table, pile[len(old):])
    else:
        x[start:stop] = 0
        _count(mv, start, table, pile)
    return pile[:]


def _side_keys(g: Game, n: int, tracks) -> list[tuple]:
    """Each seat's side-deck inputs: the decks it owns (kind, size, discard, face-up row), the side cards in front
    of it, and its tracks (marker, low, high)."""
    owned: list[list] = [[] for _ in range(n)]
    fronts: list[list] = [[] for _ in range(n)]
    marks: list[list] = [[] for _ in range(n)]
    for d in g.sides:
        owned[d.owner].append((d.kind, len(d.deck), tuple(d.discard), tuple(d.shown)))
        for target, front in enumerate(d.fronts):
            fronts[target].append(tuple(front))
    for tr in tracks:
        marks[tr["owner"]].append((tr["value"], tr["low"], tr["high"]))
    return [(tuple(owned[i]), tuple(fronts[i]), tuple(marks[i])) for i in range(n)]


def _side_parts(s: _Spec, t: _Tables, mv: memoryview, base: int, key: tuple) -> None:
    """The side-deck parts of one player's block (has a side deck, its size and kind, its piles, the cards in
    front of the player, the track) at ``base``, from their inputs."""
    sides, fronts, tracks = key
    for kind, size, side_discard, shown in sides:
        mv[base + 8] = 1
        mv[base + 9] += size
        if kind in SIDE_KINDS:
            mv[base + s.p_side_kind + SIDE_KINDS.index(kind)] = 1
        _count(mv, base + s.p_side_discard, t.side, side_discard)
        _count(mv, base + s.p_shown, t.side, shown)
    for front in fronts:
        _count(mv, base + s.p_front, t.side, front)
    for value, low, high in tracks:
        mv[base + 10], mv[base + 11], mv[base + 12], mv[base + 13] = 1, value, low, high


def _clear_side_parts(s: _Spec, x: np.ndarray, base: int) -> None:
    """Zero the parts ``_side_parts`` writes."""
    x[base + 8:base + 14] = 0
    x[base + s.p_side_kind:base + s.p_discard] = 0
    x[base + s.p_side_discard:base + s.p_size] = 0


class _FrameFields:
    """Where each public field of a stack frame goes in its slot: (how it is written, offset, its values)."""

    def __init__(self, s: _Spec):
        self.fields: dict[str, tuple[str, int, tuple]] = {}
        for k, name in enumerate(SEAT_FIELDS):
            self.fields[name] = ("seat", s.f_seat + k * MAX_SEATS, ())
        for k, name in enumerate(SEATS_FIELDS):
            self.fields[name] = ("seats", s.f_seats + k * MAX_SEATS, ())
        for name in TITLE_FIELDS:
            self.fields[name] = ("title", s.f_titles, ())
        for k, name in enumerate(NUMBER_FIELDS):
            self.fields[name] = ("number", s.f_numbers + k, ())
        offset = s.f_enums
        for name, values in ENUM_FIELDS.items():
            self.fields[name] = ("enum", offset, values)
            offset += len(values) + 1
        self.fields["subject"] = ("subject", s.f_subject, ())
        self.kinds = {kind: s.f_kind + i for i, kind in enumerate(FRAME_KINDS)}
        self.other_kind = s.f_kind + len(FRAME_KINDS)


@lru_cache(maxsize=1)
def _frame_fields() -> _FrameFields:
    """The frame fields' places (made once)."""
    return _FrameFields(spec())


def _field(mv: memoryview, s: _Spec, base: int, where: tuple, v, me: int, n: int, position: int, on: bool) -> None:
    """Write one frame field's value (``on``) or take it away (not ``on``): what ``observations._frame`` writes."""
    how, offset, values = where
    if how == "seat":
        if type(v) is int and v >= 0:
            mv[base + offset + (v - me) % n] = on
    elif how == "seats":
        for seat in v or ():
            if type(seat) is int and seat >= 0:
                mv[base + offset + (seat - me) % n] = on
    elif how == "title":
        if isinstance(v, str):
            i = s.every.get(v)
            if i is not None:
                mv[base + offset + i] += 1 if on else -1
    elif how == "number":
        if isinstance(v, (int, float)):
            mv[base + offset] = v if on else 0
    elif how == "enum":
        if isinstance(v, str):
            mv[base + offset + (values.index(v) if v in values else len(values))] = on
    elif type(v) is int and 0 <= v <= position:   # subject: the frame it answers, as a depth below this one
        mv[base + offset + min(position - v, STACK_DEPTH)] = on


class _Block:
    """One stack frame's slot, encoded: its stack position, its public view and the slot's values."""

    __slots__ = ("position", "frame", "values", "mv")

    def __init__(self, position: int, frame: dict, values: np.ndarray):
        self.position, self.frame, self.values, self.mv = position, frame, values, memoryview(values)


def _frame_block(s: _Spec, old: _Block | None, position: int, frame: dict, me: int, n: int) -> tuple[_Block, bool]:
    """The slot of ``frame`` at stack ``position`` and whether it changed: ``old`` (the frame last seen at that
    position) as it is when the view is the same, or with only the fields that differ rewritten when it is of the
    same kind, else a new one."""
    if old is not None and old.frame == frame:
        return old, False
    fields = _frame_fields().fields
    if old is not None and old.frame["kind"] == frame["kind"]:
        old_frame, mv = old.frame, old.mv
        for name in old_frame.keys() | frame.keys():
            where = fields.get(name)
            if where is not None:
                ov, nv = old_frame.get(name), frame.get(name)
                if ov != nv:
                    _field(mv, s, 0, where, ov, me, n, position, False)
                    _field(mv, s, 0, where, nv, me, n, position, True)
        old.frame = frame
        return old, True
    block = _Block(position, frame, np.zeros(s.f_size, dtype=np.float32))
    ff = _frame_fields()
    mv = block.mv
    mv[0] = 1
    mv[ff.kinds.get(frame["kind"], ff.other_kind)] = 1
    for name, v in frame.items():
        where = fields.get(name)
        if where is not None:
            _field(mv, s, 0, where, v, me, n, position, True)
    return block, True


def _frame_view(g: Game, f) -> dict:
    """A stack frame's public face, as ``observe`` shows it."""
    return {"kind": f.kind, **f.view(g)}


def encode_fast(g: Game, me: int) -> np.ndarray:
    """``encode_view(g.observe(me))``, rewriting only the sections whose inputs changed since this seat's last one."""
    s = spec()
    t = _tables(g.content)
    players = g.players
    n = len(players)
    memo = t.memos.get((n, me))
    if memo is None:
        memo = t.memos[(n, me)] = _Memo(s.size)
    if sys.getrefcount(memo.x) > _OWN_REFERENCES:   # the last vector handed out is still held: work on a copy
        memo.x = memo.x.copy()
        memo.mv = memoryview(memo.x)
    x, mv, keys = memo.x, memo.mv, memo.keys

    current = g.current_player
    key = (g.turn, current, g.phase, g.inn, g.pot, len(g.drink_deck), g.rounds, g.over, tuple(g.winners))
    if keys.get("header") != key:
        keys["header"] = key
        x[:s.drink_discard] = 0
        mv[s.seats + n - 2] = 1
        mv[s.turn + (g.turn - me) % n] = 1
        if current is not None:
            mv[s.decider + (current - me) % n] = 1
        phase = g.phase
        mv[s.phase + (PHASES.index(phase) if phase in PHASES else len(PHASES))] = 1
        at = s.scalars
        mv[at], mv[at + 1], mv[at + 2], mv[at + 3], mv[at + 4] = key[3:8]
        for w in g.winners:
            mv[s.winners + (w - me) % n] = 1

    if keys.get("drink_discard") != g.drink_discard:
        keys["drink_discard"] = _pile(x, mv, keys.get("drink_discard"), s.drink_discard, s.hand, t.drink,
                                      g.drink_discard)
    hand = players[me].hand
    if keys.get("hand") != hand:
        keys["hand"] = hand[:]
        x[s.hand:s.players] = 0
        _count(mv, s.hand, t.card, hand)

    stats = [(p.character, p.out, p.fortitude, p.alcohol, p.gold, len(p.hand), len(p.deck), len(p.drink_me))
             for p in players]
    seen = memo.stats
    if seen[:n] != stats:
        for i, (now, was) in enumerate(zip(stats, seen, strict=False)):
            if now != was:
                seen[i] = now
                base = s.players + (i - me) % n * s.p_size
                if was is None or was[0] != now[0]:
                    x[base + s.p_character:base + s.p_side_kind] = 0
                    mv[base] = 1
                    c = s.character.get(now[0])
                    if c is not None:
                        mv[base + s.p_character + c] = 1
                (_, mv[base + 1], mv[base + 2], mv[base + 3], mv[base + 4], mv[base + 5], mv[base + 6],
                 mv[base + 7]) = now
    discards = memo.discards
    if discards[:n] != [p.discard for p in players]:
        for i, p in enumerate(players):
            if discards[i] != p.discard:
                base = s.players + (i - me) % n * s.p_size
                discards[i] = _pile(x, mv, discards[i], base + s.p_discard, base + s.p_side_discard, t.card, p.discard)

    sides = g.sides
    tracks = ()
    prizes = None
    if g.hooks.observe:   # (the mechanics that add to an observation: the tracks, the Prize variant's Prizes)
        view: dict = {"tracks": []}
        for hook in g.hooks.observe:
            hook(g, me, view)
        tracks = view["tracks"]
        prizes = view.get("prizes")
    if sides or tracks:   # (compared deck by deck first: the per-seat inputs are made only when one changed)
        decks = [(d.owner, d.kind, len(d.deck), d.discard, d.shown, d.fronts) for d in sides]
        if memo.decks != decks or keys.get("tracks") != tracks:
            memo.decks = [(o, k, size, dis[:], up[:], [f[:] for f in fronts]) for o, k, size, dis, up, fronts in decks]
            keys["tracks"] = tracks
            key = _side_keys(g, n, tracks)
        else:
            key = keys.get("sides")
    else:
        memo.decks = None
        key = None
    old = keys.get("sides")
    if old != key:
        keys["sides"] = key
        for i in range(n):
            new_i = key[i] if key is not None else None
            if (old[i] if old is not None else None) != new_i:
                base = s.players + (i - me) % n * s.p_size
                _clear_side_parts(s, x, base)
                if new_i is not None:
                    _side_parts(s, t, mv, base, new_i)

    rnd = g.round
    key = None if rnd is None else (rnd.starter, rnd.controller, tuple(rnd.players), rnd.next, rnd.winning_hand,
                                     rnd.ended, tuple(card for _di, card in rnd.songs))
    if keys.get("round") != key:
        keys["round"] = key
        x[s.round:s.stack] = 0
        if rnd is not None:
            at = s.round
            mv[at], mv[at + 1], mv[at + 2] = 1, rnd.ended, rnd.winning_hand
            for k, seat in enumerate((rnd.controller, rnd.next, rnd.starter)):
                if isinstance(seat, int):
                    mv[at + 3 + k * MAX_SEATS + (seat - me) % n] = 1
            for seat in rnd.players:
                mv[at + 3 + 3 * MAX_SEATS + (seat - me) % n] = 1
            _count(mv, at + 3 + 4 * MAX_SEATS, t.side, key[6])

    stack = g.stack
    blocks: list[_Block | None] = [None] * STACK_DEPTH
    frames = memo.frames   # the blocks in the slots now, by depth (each frame's block is kept by its position)
    was = memo.depth       # how many frames the stack had then
    drinks = None
    for depth in range(len(stack)):
        if depth >= STACK_DEPTH and drinks is not None:
            break
        position = len(stack) - 1 - depth
        frame = _frame_view(g, stack[position])
        if drinks is None and "drinks" in frame:
            drinks = frame["drinks"]
        if depth < STACK_DEPTH:
            old_depth = was - 1 - position
            old = frames[old_depth] if 0 <= old_depth < STACK_DEPTH else None
            block, changed = _frame_block(s, old, position, frame, me, n)
            if changed or old_depth != depth:
                base = s.stack + depth * s.f_size
                x[base:base + s.f_size] = block.values
            blocks[depth] = block
    for depth in range(len(stack), STACK_DEPTH):
        if frames[depth] is not None:
            base = s.stack + depth * s.f_size
            x[base:base + s.f_size] = 0
    memo.frames, memo.depth = blocks, len(stack)

    key = None if prizes is None else (prizes, [f.card for f in g.stack if f.kind == "card" and f.origin == "prize"])
    if keys.get("prizes") != key:
        keys["prizes"] = key
        x[s.prizes:s.prizes + len(s.prize) * s.prize_size] = 0
        if key is not None:
            titles = g.content.titles
            _prize_places(x, s, key[0], [titles[c] for c in key[1]], lambda seat: (seat - me) % n)

    if keys.get("drinks") != drinks:
        keys["drinks"] = drinks
        x[s.drinks:s.drinks + MAX_DRINKS * s.d_size] = 0
        for d, drink in enumerate((drinks or ())[:MAX_DRINKS]):
            base = s.drinks + d * s.d_size
            mv[base], mv[base + 1], mv[base + 2] = 1, drink["alcohol"], drink["ignored"]
            mv[base + 4 + (drink["drinker"] - me) % n] = 1
            if drink["cards"]:
                for title in drink["cards"]:
                    i = s.drink.get(title)
                    if i is not None:
                        mv[base + 4 + MAX_SEATS + i] += 1
            else:
                mv[base + 3] = 1
    return x
