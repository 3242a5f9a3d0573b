"""The typed seat view the heuristic bot reads: the public numbers of a table and the seat's own hand, as objects.

It holds what ``observe(seat)`` shows that the bot uses, read straight from the game instead of built as a
JSON-ready dict and parsed back: each player's stats, pile sizes and whether they are out; the pot, the phase
and the Round; the stack's frames in their public form (each frame's own ``view``, as an observation shows it);
track markers; the face-up cards of side decks; the seat's own hand. Nothing a seat cannot see is in it (no
hand but its own, no deck order, no Drink Me! card), so a bot reading it stays leak-free
(``tests/test_bot_leaks.py`` compares it across games that differ only in hidden cards).

The stack's frames (each on its own), the track markers and the side decks' faces are read from the game when first
asked for (a decision of discards or draws never needs them), so a view describes the game as it is at its
decision, as a ``SeatView`` does: read it before the game moves on.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class PlayerView(NamedTuple):
    """One player as everyone sees them."""

    character: str
    fortitude: int
    alcohol: int
    gold: int
    hand_size: int
    drink_me_size: int
    out: bool


class RoundView(NamedTuple):
    """A live Round of Gambling: who is in, who controls it, whether it has ended."""

    players: tuple[int, ...]
    controller: int
    ended: bool


class SideView(NamedTuple):
    """A side deck's public face: its kind, its owner and the titles face up."""

    kind: str
    owner: int
    shown: tuple[str, ...]


class TableView:
    """What one seat sees of the table, typed (see the module docstring).

    ``depth`` is the number of frames on the stack (``len(stack)`` without reading them). Two views are equal
    when every field is.
    """

    __slots__ = ("seat", "players", "phase", "pot", "round", "hand", "depth", "_g", "_kinds", "_frames", "_stack",
                 "_tracks", "_sides")

    FIELDS = ("seat", "players", "phase", "pot", "round", "stack", "tracks", "sides", "hand")

    seat: int
    players: tuple[PlayerView, ...]
    phase: str
    pot: int
    round: RoundView | None
    hand: tuple[str, ...]
    depth: int
    _g: Any
    _kinds: tuple[str, ...] | None
    _frames: list[dict | None] | None
    _stack: tuple[dict, ...] | None
    _tracks: tuple[dict, ...] | None
    _sides: tuple[SideView, ...] | None

    @classmethod
    def of(cls, g: Any, seat: int) -> TableView:
        """The view of ``seat`` at game ``g`` (a ``Game``)."""
        new = tuple.__new__   # the tuples' own constructor, without the named tuples' Python-level __new__
        v = object.__new__(cls)
        v.seat = seat
        v.players = tuple([new(PlayerView, (p.character, p.fortitude, p.alcohol, p.gold, len(p.hand),
                                            len(p.drink_me), p.out))
                           for p in g.players])
        v.phase = g.phase
        v.pot = g.pot
        r = g.round
        v.round = None if r is None else new(RoundView, (tuple(r.players), r.controller, r.ended))
        titles = g.content.titles
        v.hand = tuple([titles[c] for c in g.players[seat].hand])
        v.depth = len(g.stack)
        v._g = g
        v._kinds = v._frames = v._stack = v._tracks = v._sides = None
        return v

    @property
    def kinds(self) -> tuple[str, ...]:
        """Each stack frame's kind, bottom first (without reading the frames' faces)."""
        if self._kinds is None:
            self._kinds = tuple([f.kind for f in self._g.stack])
        return self._kinds

    def frame(self, i: int) -> dict:
        """Stack frame ``i`` (0: the bottom) as its public face: ``{"kind": ..., **frame.view(g)}``."""
        frames = self._frames
        if frames is None:
            frames = self._frames = [None] * self.depth
        face: dict | None = frames[i]
        if face is None:
            g = self._g
            f = g.stack[i]
            face = frames[i] = {"kind": f.kind, **f.view(g)}
        return face

    @property
    def stack(self) -> tuple[dict, ...]:
        """The stack's frames, bottom first, each as its public face (``frame(i)``)."""
        if self._stack is None:
            self._stack = tuple([self.frame(i) for i in range(self.depth)])
        return self._stack

    @property
    def tracks(self) -> tuple[dict, ...]:
        """Every track marker at the table, as an observation shows it."""
        if self._tracks is None:
            g = self._g
            if g.tracks:
                from innkeeper.engine.mechanics.tracks import observe as observe_tracks

                self._tracks = tuple(observe_tracks(g))
            else:
                self._tracks = ()
        return self._tracks

    @property
    def sides(self) -> tuple[SideView, ...]:
        """Every side deck's public face."""
        if self._sides is None:
            g = self._g
            titles = g.content.titles
            new = tuple.__new__
            self._sides = tuple([new(SideView, (d.kind, d.owner, tuple([titles[c] for c in d.shown])))
                                 for d in g.sides]) if g.sides else ()
        return self._sides

    def fields(self) -> tuple:
        """Every field, in ``FIELDS`` order (the lazy ones read)."""
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TableView):
            return NotImplemented
        return self.fields() == other.fields()

    __hash__ = None  # type: ignore[assignment]   # its stack frames are dicts

    def __repr__(self) -> str:
        return "TableView(" + ", ".join(f"{n}={v!r}" for n, v in zip(self.FIELDS, self.fields(), strict=True)) + ")"
