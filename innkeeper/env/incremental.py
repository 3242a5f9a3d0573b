"""The observation vector made fast: the same vector as ``encode_view(game.observe(seat))``, rewritten part by part.

``encode_view`` turns an observation dict into the vector; building that dict costs as much as an engine decision,
so ``encode_observation`` reads the very fields ``observe(seat)`` shows (stats, pile sizes, face-up piles, the
seat's own hand, the Round, the stack frames' public views, the side decks' public parts, the tracks' hook) and
keeps, per observing seat and table size, the last vector and the inputs each part was written from. Only what
changed is rewritten, and mostly as a difference: a pile's counts take away the cards that left and add those
that came, a side deck's size moves by its change, a stack frame's slot rewrites only the fields whose value
changed, and when frames are pushed or popped the slots of the frames that stayed are moved in one copy. Every
cache holds all of a part's inputs, so a vector depends on nothing but the current state
(tests/env/test_env_incremental.py checks it equals ``encode_view`` at every decision).
"""

from __future__ import annotations

import struct
import sys
import threading

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

_STATS = struct.Struct("=7f")     # a player's out, Fortitude, Alcohol, Gold and pile sizes, written in one call
_TRACK = struct.Struct("=4f")     # a player's track: has one, marker, low, high
_MISSING = object()
# How a frame field is written (``_field``).
_SEAT, _SEATS, _TITLE, _NUMBER, _ENUM, _SUBJECT = range(6)
# The placeholder of a stack slot whose region holds a frame no longer there (zeroed before it is written again).
_STALE = ("", None, -1)
# The vector's blocks, for the two vectors' catching up (``_switch``): the header with the Drink discard pile and the
# hand, each relative seat's player block, the Round, each stack slot, the Drinks, the Prizes.
_HEAD, _PLAYER, _ROUND, _SLOT = 0, 1, 1 + MAX_SEATS, 2 + MAX_SEATS
_DRINKS = _SLOT + STACK_DEPTH
_PRIZES = _DRINKS + 1


class _Tables:
    """Per content: the layout, each card id's index among card, side-deck and Drink titles, and each seat's memo."""

    def __init__(self, content, s: _Spec):
        self.content = content   # (held, so the id this is cached under stays this content's)
        self.s = s
        self.ff = _FrameFields(s)
        titles = content.titles
        self.card = [s.card.get(t, -1) for t in titles]
        self.side = [s.side.get(t, -1) for t in titles]
        self.drink = [s.drink.get(t, -1) for t in titles]
        self.memos: dict[int, _Memo] = {}   # by table size * 16 + seat
        self.zeros = memoryview(np.zeros(s.size, dtype=np.float32))   # (never written: zeros copied in by slice)
        self.blocks = _blocks(s)
        try:   # the tracks' own observe hook: its part of a view depends only on the tracks and their owners
            from innkeeper.engine.mechanics.tracks import TRACKS
            self.tracks_only: tuple = (TRACKS.observe,)
        except ImportError:   # (no tracks mechanic: every observe hook is called at each vector)
            self.tracks_only = ()


class _Memo:
    """One observing seat at one table size: its last vector and the inputs each part was written from."""

    __slots__ = ("x", "mv", "y", "ymv", "dirty", "rel", "pblock", "pbase", "header", "drink_discard", "hand", "names",
                 "chars", "stats", "discards", "decks", "tracks", "round", "slots", "depth", "drinks", "prizes")

    def __init__(self, s: _Spec, n: int, me: int):
        size = s.size
        self.rel = [(i - me) % n for i in range(n)]   # by seat: its place relative to the observing seat
        self.pblock = [_PLAYER + r for r in self.rel]   # by seat: its player block (``_blocks``)
        self.pbase = [s.players + r * s.p_size for r in self.rel]   # by seat: where its player block starts
        self.x = np.zeros(size, dtype=np.float32)
        self.mv = memoryview(self.x)   # (a memoryview writes one float several times faster than numpy indexing)
        self.y = np.zeros(size, dtype=np.float32)   # the other vector: the one handed out before ``x``, or a spare
        self.ymv = memoryview(self.y)
        self.dirty: set[int] = set()   # the blocks (``_blocks``) written in ``x`` since ``y`` last equalled it
        self.header: tuple | None = None
        self.drink_discard: list | None = None
        self.hand: list | None = None
        self.names: tuple | None = None    # the names of the game whose characters were written
        self.chars: list = [None] * n      # by seat: the character written
        self.stats: list = [None] * n      # by seat: (out, Fortitude, Alcohol, Gold, pile sizes) written
        self.discards: list = [None] * n   # by seat: the discard pile written
        self.decks: list | None = None     # by side deck: (owner, kind, size, discard, face-up row, fronts) written
        self.tracks = None                 # the tracks' inputs written
        self.round: tuple | None = None
        self.slots: list = [None] * STACK_DEPTH   # by depth: (kind, view, position) written, None (zeros) or _STALE
        self.depth = 0                            # how many frames the stack had
        self.drinks = None
        self.prizes = None   # the Prize variant's places and Prizes being played, written


_LOCAL = threading.local()   # per thread: content id -> its _Tables
# References to a memo's vector while nobody else holds it: the memo's attribute, its memoryview's export, the local
# name that reads it, and getrefcount's argument. More means the caller still holds it.
_OWN_REFERENCES = 4


def _blocks(s: _Spec) -> list[slice]:
    """Each block's slice of the vector; together they cover it."""
    bounds = [(0, s.players)]
    bounds += [(s.players + r * s.p_size, s.players + (r + 1) * s.p_size) for r in range(MAX_SEATS)]
    bounds.append((s.round, s.stack))
    bounds += [(s.stack + d * s.f_size, s.stack + (d + 1) * s.f_size) for d in range(STACK_DEPTH)]
    bounds += [(s.drinks, s.prizes), (s.prizes, s.size)]
    assert [b[0] for b in bounds[1:]] == [b[1] for b in bounds[:-1]] and bounds[-1][1] == s.size
    return [slice(a, b) for a, b in bounds]


def _tables(content) -> _Tables:
    """The tables of ``content`` for this thread (made once; each thread keeps its own memos)."""
    tables = getattr(_LOCAL, "tables", None)
    if tables is None:
        tables = _LOCAL.tables = {}
    t = tables.get(id(content))
    if t is None or t.content is not content:
        t = tables[id(content)] = _Tables(content, spec())
    return t


def _switch(memo: _Memo, blocks: list[slice]) -> np.ndarray:
    """The caller still holds the vector last handed out (``x``): write on the other one (``y``) from now on, once
    the blocks written since it last equalled ``x`` are copied over; a new copy of ``x`` when the caller holds both.
    Returns the vector to write on."""
    x, y = memo.x, memo.y
    if sys.getrefcount(y) > _OWN_REFERENCES:
        y = x.copy()
        ymv = memoryview(y)
    else:
        ymv, xmv = memo.ymv, memo.mv
        for k in memo.dirty:
            block = blocks[k]
            ymv[block] = xmv[block]
    memo.y, memo.ymv = x, memo.mv
    memo.x, memo.mv = y, ymv
    memo.dirty.clear()
    return y


def _count(mv: memoryview, offset: int, table: list[int], pile, sign: int = 1) -> None:
    """Add (``sign`` -1: take away) each card of ``pile`` at ``offset`` + its title's index (unknown titles skipped)."""
    for c in pile:
        k = table[c]
        if k >= 0:
            mv[offset + k] += sign


def _swap(mv: memoryview, offset: int, table: list[int], old, new) -> None:
    """Turn the counts written from pile ``old`` at ``offset`` into those of ``new``: past the two piles' common start,
    one card taken out or put in is one write; otherwise each title whose count differs is moved by the difference
    (one write each: a write costs more than a count)."""
    i = 0
    for a, b in zip(old, new, strict=False):
        if a != b:
            break
        i += 1
    m, k = len(old), len(new)
    if k == m - 1 and old[i + 1:] == new[i:]:   # (the usual case: one card played or discarded from a hand)
        c = table[old[i]]
        if c >= 0:
            mv[offset + c] -= 1
        return
    if k == m + 1 and new[i + 1:] == old[i:]:
        c = table[new[i]]
        if c >= 0:
            mv[offset + c] += 1
        return
    delta: dict[int, int] = {}
    for c in old[i:]:
        c = table[c]
        if c >= 0:
            delta[c] = delta.get(c, 0) - 1
    for c in new[i:]:
        c = table[c]
        if c >= 0:
            delta[c] = delta.get(c, 0) + 1
    for c, d in delta.items():
        if d:
            mv[offset + c] += d


def _pile(mv: memoryview, zeros: memoryview, old: list[int] | None, start: int, stop: int, table: list[int],
          pile: list[int]) -> list[int]:
    """Write a pile's counts per title in ``[start:stop]``, last written from ``old`` (None: never): a pile that only
    grew on top adds those cards, one that shrank from the top takes them away, an emptied one is zeroed.
    Returns the list to compare the next pile with (``old`` itself when it only grew: it grows the same way)."""
    if old is None or not pile:
        mv[start:stop] = zeros[:stop - start]
        _count(mv, start, table, pile)
        return pile[:]
    m, k = len(old), len(pile)
    if m <= k and pile[:m] == old:   # (the usual case: cards discarded, drawn, revealed)
        new = pile[m:]
        for c in new:
            i = table[c]
            if i >= 0:
                mv[start + i] += 1
        old += new
        return old
    if k < m and old[:k] == pile:
        _count(mv, start, table, old[k:], -1)
    else:
        _swap(mv, start, table, old, pile)
    return pile[:]


class _FrameFields:
    """Where each public field of a stack frame goes in its slot: (how it is written, offset, its values)."""

    def __init__(self, s: _Spec):
        self.fields: dict[str, tuple[int, int, tuple]] = {}
        for k, name in enumerate(SEAT_FIELDS):
            self.fields[name] = (_SEAT, s.f_seat + k * MAX_SEATS, ())
        for k, name in enumerate(SEATS_FIELDS):
            self.fields[name] = (_SEATS, s.f_seats + k * MAX_SEATS, ())
        for name in TITLE_FIELDS:
            self.fields[name] = (_TITLE, s.f_titles, ())
        for k, name in enumerate(NUMBER_FIELDS):
            self.fields[name] = (_NUMBER, s.f_numbers + k, ())
        offset = s.f_enums
        for name, values in ENUM_FIELDS.items():
            self.fields[name] = (_ENUM, offset, values)
            offset += len(values) + 1
        self.fields["subject"] = (_SUBJECT, s.f_subject, ())
        self.kinds = {kind: s.f_kind + i for i, kind in enumerate(FRAME_KINDS)}
        self.other_kind = s.f_kind + len(FRAME_KINDS)
        self.every = s.every


def _field(mv: memoryview, every: dict, base: int, where: tuple, v, me: int, n: int, position: int, on: bool) -> None:
    """Write one frame field's value (``on``) or take it away (not ``on``): what ``observations._frame`` writes."""
    how, offset, values = where
    if how == _SEAT:
        if type(v) is int and v >= 0:
            mv[base + offset + (v - me) % n] = on
    elif how == _SEATS:
        for seat in v or ():
            if type(seat) is int and seat >= 0:
                mv[base + offset + (seat - me) % n] = on
    elif how == _TITLE:
        if isinstance(v, str):
            i = every.get(v)
            if i is not None:
                mv[base + offset + i] += 1 if on else -1
    elif how == _NUMBER:
        if isinstance(v, (int, float)):
            mv[base + offset] = v if on else 0
    elif how == _ENUM:
        if isinstance(v, str):
            mv[base + offset + (values.index(v) if v in values else len(values))] = on
    elif type(v) is int and 0 <= v <= position:   # subject: the frame it answers, as a depth below this one
        mv[base + offset + min(position - v, STACK_DEPTH)] = on


def _write_frame(mv: memoryview, ff: _FrameFields, base: int, kind: str, view: dict, me: int, n: int,
                 position: int) -> None:
    """Write a frame into its zeroed slot at ``base`` (``_field`` for each field, inlined: most slots written are
    new frames)."""
    fields = ff.fields
    mv[base] = 1
    mv[base + ff.kinds.get(kind, ff.other_kind)] = 1
    for name, v in view.items():
        where = fields.get(name)
        if where is None:
            continue
        how, offset, values = where
        if how == _SEAT:
            if type(v) is int and v >= 0:
                mv[base + offset + (v - me) % n] = 1
        elif how == _SEATS:
            if v:
                for seat in v:
                    if type(seat) is int and seat >= 0:
                        mv[base + offset + (seat - me) % n] = 1
        elif how == _NUMBER:
            if v and isinstance(v, (int, float)):   # (a zero is already there)
                mv[base + offset] = v
        elif how == _TITLE:
            if isinstance(v, str):
                i = ff.every.get(v)
                if i is not None:
                    mv[base + offset + i] += 1
        elif how == _ENUM:
            if isinstance(v, str):
                mv[base + offset + (values.index(v) if v in values else len(values))] = 1
        elif type(v) is int and 0 <= v <= position:   # subject: the frame it answers, as a depth below this one
            mv[base + offset + min(position - v, STACK_DEPTH)] = 1


def _rewrite_frame(mv: memoryview, ff: _FrameFields, base: int, old: dict, view: dict, me: int, n: int,
                   position: int) -> None:
    """Turn the slot at ``base``, written from view ``old`` of a frame of the same kind and position, into ``view``:
    only the fields whose value differs are taken away and written."""
    fields = ff.fields
    every = ff.every
    found = 0
    for name, v in view.items():
        was = old.get(name, _MISSING)
        if was is not _MISSING:
            found += 1
            if was == v:
                continue
        where = fields.get(name)
        if where is not None:
            if was is not _MISSING:
                _field(mv, every, base, where, was, me, n, position, False)
            _field(mv, every, base, where, v, me, n, position, True)
    if found != len(old):   # fields the old view had and the new one lacks
        for name, was in old.items():
            if name not in view:
                where = fields.get(name)
                if where is not None:
                    _field(mv, every, base, where, was, me, n, position, False)


def _sides(s: _Spec, t: _Tables, mv: memoryview, memo: _Memo, sides, me: int, n: int) -> None:
    """The side-deck parts of the players' blocks (has a side deck, its size and kind, its discards and face-up row,
    the side cards in front of each player): each deck that changed moves its counts by the difference; a new
    line-up of decks is written afresh."""
    old = memo.decks
    now = [(d.owner, d.kind, len(d.deck), d.discard, d.shown, d.fronts) for d in sides]
    if old == now:
        return
    players, p_size, side = s.players, s.p_size, t.side
    mark = memo.dirty.add
    same = old is not None and len(old) == len(now)
    if same:
        for o, c in zip(old, now, strict=True):
            if o[0] != c[0] or o[1] != c[1] or len(o[5]) != len(c[5]):
                same = False
                break
    if same:
        for j, (o, c) in enumerate(zip(old, now, strict=True)):
            if o == c:
                continue
            r = (c[0] - me) % n
            mark(_PLAYER + r)
            base = players + r * p_size
            if o[2] != c[2]:
                mv[base + 9] += c[2] - o[2]
            if o[3] != c[3]:
                _swap(mv, base + s.p_side_discard, side, o[3], c[3])
            if o[4] != c[4]:
                _swap(mv, base + s.p_shown, side, o[4], c[4])
            if o[5] != c[5]:
                for target, (was, front) in enumerate(zip(o[5], c[5], strict=True)):
                    if was != front:
                        r = (target - me) % n
                        mark(_PLAYER + r)
                        _swap(mv, players + r * p_size + s.p_front, side, was, front)
            old[j] = (c[0], c[1], c[2], c[3][:], c[4][:], [f[:] for f in c[5]])
        return
    zeros = t.zeros
    for i in range(n):
        mark(_PLAYER + i)
        base = players + i * p_size
        mv[base + 8:base + 10] = zeros[:2]
        mv[base + s.p_side_kind:base + s.p_discard] = zeros[:s.p_discard - s.p_side_kind]
        mv[base + s.p_side_discard:base + p_size] = zeros[:p_size - s.p_side_discard]
    for owner, kind, size, discard, shown, fronts in now:
        base = players + (owner - me) % n * p_size
        mv[base + 8] = 1
        mv[base + 9] += size
        if kind in SIDE_KINDS:
            mv[base + s.p_side_kind + SIDE_KINDS.index(kind)] = 1
        _count(mv, base + s.p_side_discard, side, discard)
        _count(mv, base + s.p_shown, side, shown)
        for target, front in enumerate(fronts):
            _count(mv, players + (target - me) % n * p_size + s.p_front, side, front)
    memo.decks = [(o, k, size, d[:], up[:], [f[:] for f in fronts]) for o, k, size, d, up, fronts in now] \
        if now else None


def _tracks(s: _Spec, t: _Tables, x: np.ndarray, memo: _Memo, g: Game, me: int, n: int) -> dict | None:
    """The tracks' parts of the players' blocks (has a track, marker, low, high), from the observe hooks' tracks;
    with the tracks' own hook alone, the hook is asked only when a track or its owner's character changed.
    Returns the Prize variant's Prizes when a hook gave them (None otherwise)."""
    hooks = g.hooks.observe
    if hooks == t.tracks_only:
        players = g.players
        key = tuple([(tr.kind, tr.owner, tr.value, players[tr.owner].character) for tr in g.tracks])
        if key == memo.tracks:
            return None
    tracks = ()
    prizes = None
    if hooks:
        view: dict = {"tracks": []}
        for hook in hooks:
            hook(g, me, view)
        tracks = view["tracks"]
        prizes = view.get("prizes")
    if hooks != t.tracks_only:
        key = tracks
        if key == memo.tracks:
            return prizes
    mark = memo.dirty.add
    if memo.tracks is not None:
        for i in range(n):
            mark(_PLAYER + i)
            _TRACK.pack_into(x, 4 * (s.players + i * s.p_size + 10), 0, 0, 0, 0)
    for tr in tracks:
        r = (tr["owner"] - me) % n
        mark(_PLAYER + r)
        _TRACK.pack_into(x, 4 * (s.players + r * s.p_size + 10), 1, tr["value"], tr["low"], tr["high"])
    # (no tracks under a hook is kept too, so the tracks' own hook is not asked again while there are still none)
    memo.tracks = key if tracks or hooks else None
    return prizes


def _stack(s: _Spec, t: _Tables, mv: memoryview, memo: _Memo, g: Game, stack: list, me: int, n: int):
    """The stack's slots (its ``STACK_DEPTH`` topmost frames, top first); returns the Drinks of the topmost frame
    that shows any (None: none does). A frame keeps its position (from the bottom) while frames above it come and
    go, so the slots of the frames that stayed move together by the change of depth, and each slot is rewritten
    field by field from what it was written from."""
    k = len(stack)
    slots = memo.slots
    was = memo.depth
    memo.depth = k
    fs = s.f_size
    at = s.stack
    mark = memo.dirty.add
    if k == 0:   # (the usual case: the stack emptied, or stayed empty)
        used = min(was, STACK_DEPTH)
        if used:
            mv[at:at + used * fs] = t.zeros[:used * fs]
            slots[:used] = [None] * used
            for d in range(used):
                mark(_SLOT + d)
        return None
    delta = k - was
    if delta:   # the frames that stayed are ``delta`` slots deeper (pushes) or shallower (pops) now
        used = min(was, STACK_DEPTH)
        if delta > 0:
            moved = min(used, STACK_DEPTH - delta)
            if moved > 0:
                mv[at + delta * fs:at + (delta + moved) * fs] = mv[at:at + moved * fs]
                slots[delta:delta + moved] = slots[:moved]
                for d in range(delta, delta + moved):
                    mark(_SLOT + d)
            for d in range(min(delta, STACK_DEPTH)):
                if slots[d] is not None:
                    slots[d] = _STALE
        else:
            moved = used + delta
            if moved > 0:
                mv[at:at + moved * fs] = mv[at - delta * fs:at + used * fs]
                slots[:moved] = slots[-delta:used]
                for d in range(moved):
                    mark(_SLOT + d)
            for d in range(max(moved, 0), used):
                slots[d] = _STALE
    ff = t.ff
    drinks = None
    top = k if k < STACK_DEPTH else STACK_DEPTH
    for depth in range(top):
        position = k - 1 - depth
        f = stack[position]
        view = f.view(g)
        if drinks is None and "drinks" in view:
            drinks = view["drinks"]
        kind = f.kind
        old = slots[depth]
        if old is not None and old[0] == kind and old[2] == position:
            if old[1] != view:
                mark(_SLOT + depth)
                _rewrite_frame(mv, ff, at + depth * fs, old[1], view, me, n, position)
                slots[depth] = (kind, view, position)
            continue
        mark(_SLOT + depth)
        base = at + depth * fs
        if old is not None:
            mv[base:base + fs] = t.zeros[:fs]
        _write_frame(mv, ff, base, kind, view, me, n, position)
        slots[depth] = (kind, view, position)
    used = min(was, STACK_DEPTH)
    if top < used:   # (the slots past the top frame held frames popped since: every slot past ``used`` is None)
        mv[at + top * fs:at + used * fs] = t.zeros[:(used - top) * fs]
        for depth in range(top, used):
            mark(_SLOT + depth)
            slots[depth] = None
    if drinks is None and k > STACK_DEPTH:   # (a deeper frame's Drinks)
        for position in range(k - 1 - STACK_DEPTH, -1, -1):
            view = stack[position].view(g)
            if "drinks" in view:
                return view["drinks"]
    return drinks


def encode_fast(g: Game, me: int) -> np.ndarray:
    """``encode_view(g.observe(me))``, rewriting only what changed since this seat's last vector."""
    try:
        tables = _LOCAL.tables
    except AttributeError:
        tables = _LOCAL.tables = {}
    content = g.content
    t = tables.get(id(content))
    if t is None or t.content is not content:
        t = _tables(content)
    s = t.s
    players = g.players
    n = len(players)
    memo = t.memos.get(n * 16 + me)
    if memo is None:
        memo = t.memos[n * 16 + me] = _Memo(s, n, me)
    x = memo.x
    if sys.getrefcount(x) > _OWN_REFERENCES:   # the last vector handed out is still held: write on the other one
        x = _switch(memo, t.blocks)
    mv = memo.mv
    dirty = memo.dirty
    mark = dirty.add

    # The header: seats, whose turn, who decides, the phase, the Inn's Gold, the pot, the Drink Deck's size, the
    # Rounds so far, game over, the winners.
    tf = g.turn_frame
    turn, phase = tf.player, tf.phase
    over = g.over
    current = None if over else g._decider   # (``g.current_player``, without the property's call)
    winners = g.winners
    inn, pot, size, rounds = g.inn, g.pot, len(g.drink_deck), g.rounds
    key = (turn, current, phase, inn, pot, size, rounds, over, tuple(winners) if winners else ())
    old = memo.header
    if old != key:
        memo.header = key
        mark(_HEAD)
        if old is None:
            mv[:s.drink_discard] = t.zeros[:s.drink_discard]
            mv[s.seats + n - 2] = 1
            old = (None, None, None, 0, 0, 0, 0, 0, ())
        else:
            if old[0] != turn:
                mv[s.turn + (old[0] - me) % n] = 0
            if old[1] != current and old[1] is not None:
                mv[s.decider + (old[1] - me) % n] = 0
            if old[2] != phase:
                mv[s.phase + (PHASES.index(old[2]) if old[2] in PHASES else len(PHASES))] = 0
            for w in old[8]:
                mv[s.winners + (w - me) % n] = 0
        if old[0] != turn:
            mv[s.turn + (turn - me) % n] = 1
        if old[1] != current and current is not None:
            mv[s.decider + (current - me) % n] = 1
        if old[2] != phase:
            mv[s.phase + (PHASES.index(phase) if phase in PHASES else len(PHASES))] = 1
        at = s.scalars   # (each number that changed written alone: a float costs a fifth of a pack_into)
        if old[3] != inn:
            mv[at] = inn
        if old[4] != pot:
            mv[at + 1] = pot
        if old[5] != size:
            mv[at + 2] = size
        if old[6] != rounds:
            mv[at + 3] = rounds
        if old[7] != over:
            mv[at + 4] = over
        for w in winners:
            mv[s.winners + (w - me) % n] = 1

    pile = g.drink_discard
    if memo.drink_discard != pile:
        mark(_HEAD)
        memo.drink_discard = _pile(mv, t.zeros, memo.drink_discard, s.drink_discard, s.hand, t.drink, pile)
    pile = players[me].hand
    if memo.hand != pile:
        mark(_HEAD)
        memo.hand = _pile(mv, t.zeros, memo.hand, s.hand, s.players, t.card, pile)

    # The players' blocks: character, stats and pile sizes, discard piles.
    names = g.names
    if memo.names is not names:   # (another game's names: a game's clones share its names, and its characters)
        memo.names = names
        chars = [p.character for p in players]
        if memo.chars != chars:
            for i, c in enumerate(chars):
                if memo.chars[i] != c:
                    r = (i - me) % n
                    mark(_PLAYER + r)
                    base = s.players + r * s.p_size
                    mv[base + s.p_character:base + s.p_side_kind] = t.zeros[:s.p_side_kind - s.p_character]
                    mv[base] = 1
                    c = s.character.get(c)
                    if c is not None:
                        mv[base + s.p_character + c] = 1
            memo.chars = chars
    seen = memo.stats
    discards = memo.discards
    pblock, pbase = memo.pblock, memo.pbase
    i = 0
    for p in players:
        now = (p.out, p.fortitude, p.alcohol, p.gold, len(p.hand), len(p.deck), len(p.drink_me))
        was = seen[i]
        if now != was:
            seen[i] = now
            mark(pblock[i])
            at = pbase[i] + 1
            if was is None:
                _STATS.pack_into(mv, 4 * at, *now)
            else:   # (each stat that changed written alone: usually one or two of the seven)
                if was[0] != now[0]:
                    mv[at] = now[0]
                if was[1] != now[1]:
                    mv[at + 1] = now[1]
                if was[2] != now[2]:
                    mv[at + 2] = now[2]
                if was[3] != now[3]:
                    mv[at + 3] = now[3]
                if was[4] != now[4]:
                    mv[at + 4] = now[4]
                if was[5] != now[5]:
                    mv[at + 5] = now[5]
                if was[6] != now[6]:
                    mv[at + 6] = now[6]
        pile = p.discard
        if discards[i] != pile:
            mark(pblock[i])
            base = pbase[i]
            discards[i] = _pile(mv, t.zeros, discards[i], base + s.p_discard, base + s.p_side_discard, t.card, pile)
        i += 1

    sides = g.sides
    old = memo.decks
    if old is not None and len(old) == len(sides):   # (checked here, field by field, before anything is built)
        for d, o in zip(sides, old, strict=True):
            if len(d.deck) != o[2] or d.discard != o[3] or d.shown != o[4] or d.fronts != o[5] or d.owner != o[0] \
                    or d.kind != o[1]:
                _sides(s, t, mv, memo, sides, me, n)
                break
    elif sides or old is not None:
        _sides(s, t, mv, memo, sides, me, n)
    prizes = None   # (the Prize variant's Prizes, which its observe hook gives)
    if g.hooks.observe or memo.tracks is not None:
        prizes = _tracks(s, t, x, memo, g, me, n)

    rnd = g.round
    key = None if rnd is None else (rnd.starter, rnd.controller, tuple(rnd.players), rnd.next, rnd.winning_hand,
                                     rnd.ended, tuple([card for _di, card in rnd.songs]))
    if memo.round != key:
        memo.round = key
        mark(_ROUND)
        mv[s.round:s.stack] = t.zeros[:s.stack - s.round]
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
    drinks = _stack(s, t, mv, memo, g, stack, me, n) if stack or memo.depth else None

    key = None if prizes is None else (prizes, [f.card for f in g.stack if f.kind == "card" and f.origin == "prize"])
    if memo.prizes != key:
        memo.prizes = key
        mark(_PRIZES)
        x[s.prizes:s.prizes + len(s.prize) * s.prize_size] = 0
        if key is not None:
            titles = g.content.titles
            _prize_places(x, s, key[0], [titles[c] for c in key[1]], lambda seat: (seat - me) % n)

    old = memo.drinks
    if old != drinks:
        memo.drinks = drinks
        mark(_DRINKS)
        if old:
            used = min(len(old), MAX_DRINKS) * s.d_size
            mv[s.drinks:s.drinks + used] = t.zeros[:used]
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
