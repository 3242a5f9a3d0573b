"""The typed seat view the heuristic bot reads: the public numbers of a table and the seat's own hand, as objects.

It holds what ``observe(seat)`` shows that the bot uses, read straight from the game instead of built as a
JSON-ready dict and parsed back: each player's stats, pile sizes and whether they are out; the pot, the phase
and the Round; the stack's frames in their public form (each frame's own ``view``, as an observation shows it);
track markers; the face-up cards of side decks; the seat's own hand. Nothing a seat cannot see is in it (no
hand but its own, no deck order, no Drink Me! card), so a bot reading it stays leak-free
(``tests/test_bot_leaks.py`` compares it across games that differ only in hidden cards).
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


class TableView(NamedTuple):
    """What one seat sees of the table, typed (see the module docstring)."""

    seat: int
    players: tuple[PlayerView, ...]
    phase: str
    pot: int
    round: RoundView | None
    stack: tuple[dict, ...]
    tracks: tuple[dict, ...]
    sides: tuple[SideView, ...]
    hand: tuple[str, ...]

    @classmethod
    def of(cls, g: Any, seat: int) -> TableView:
        """The view of ``seat`` at game ``g`` (a ``Game``)."""
        titles = g.content.titles
        new = tuple.__new__   # the tuples' own constructor, without the named tuples' Python-level __new__
        players = tuple([new(PlayerView, (p.character, p.fortitude, p.alcohol, p.gold, len(p.hand), len(p.drink_me),
                                          p.out))
                         for p in g.players])
        r = g.round
        stack = tuple([{"kind": f.kind, **f.view(g)} for f in g.stack]) if g.stack else ()
        tracks: tuple[dict, ...] = ()
        if g.tracks:
            from innkeeper.engine.mechanics.tracks import observe as observe_tracks

            tracks = tuple(observe_tracks(g))
        sides = tuple([new(SideView, (d.kind, d.owner, tuple([titles[c] for c in d.shown]))) for d in g.sides]) \
            if g.sides else ()
        return new(cls, (seat, players, g.phase, g.pot,
                         None if r is None else new(RoundView, (tuple(r.players), r.controller, r.ended)),
                         stack, tracks, sides, tuple([titles[c] for c in g.players[seat].hand])))
