"""Tracks with a marker: a chart on a player's mat whose marker cards move and read (Serena's Piety).

A character file may bring one track (``[track]``: kind, name, low, high, start). At setup each seat
playing such a character gets a ``Track`` record with its marker on the starting space. A card moves its
own player's marker with the ``move_marker`` operation (never past either end of the chart), and any
effect may be gated on that marker (``marker_at_least`` / ``marker_at_most``): it happens only if the
marker is in range as the effect resolves. The marker is public, so it is shown to everyone and kept as
it is when a seat determinizes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..compiled import python_class
from ..effects import _ignores
from ..mechanic import Mechanic, register
from ..ops import AMOUNT, Field, Planner, declare_op
from ..state import Track
from ..table import Table

if TYPE_CHECKING:
    from ..cards import Effect, TrackDef
    from ..state import CardFrame

KINDS = ("piety",)


def setup(g: Table) -> None:
    """Put each seat's marker on its chart's starting space (the generator is not touched)."""
    g.tracks = []
    for seat, p in enumerate(g.players):
        track = g.content.characters[p.character].track
        if track is not None:
            g.tracks.append(Track(track.kind, seat, track.start))


def find(g: Table, seat: int) -> Track | None:
    """The track ``seat`` brings, if any."""
    for t in g.tracks:
        if t.owner == seat:
            return t
    return None


def definition(g: Table, t: Track) -> TrackDef:
    """The chart a track record is on (its name and ends)."""
    track = g.content.characters[g.players[t.owner].character].track
    assert track is not None
    return track


def gate_holds(g: Table, seat: int, e: Effect) -> bool:
    """Whether ``seat``'s marker lets a gated effect happen (a seat with no track never passes a gate)."""
    t = find(g, seat)
    return t is not None and gate_allows(t.value, e)


def gate_allows(value: int, e: Effect) -> bool:
    """Whether a marker on ``value`` lies in a gated effect's range (``marker_at_least`` / ``marker_at_most``)."""
    if e.marker_at_least is not None and value < e.marker_at_least:
        return False
    return e.marker_at_most is None or value <= e.marker_at_most


def move(g: Table, seat: int, amount: int) -> int:
    """Move ``seat``'s marker by ``amount`` (+ up, - down) within its chart, and say so; returns the actual move."""
    t = find(g, seat)
    if t is None:
        return 0
    chart = definition(g, t)
    new = min(chart.high, max(chart.low, t.value + amount))
    actual = new - t.value
    t.value = new
    end = chart.high if amount > 0 else chart.low
    if actual != amount:
        g.emit("marker", seat=seat, track=t.kind, change=actual, value=new, chart=chart.name, end=end, wanted=amount)
    else:
        g.emit("marker", seat=seat, track=t.kind, change=actual, value=new, chart=chart.name, end=end)
    return actual


def observe(g: Table) -> list[dict]:
    """Every track at the table as public facts: kind, name, owner, marker and the chart's ends."""
    out = []
    for t in g.tracks:
        chart = definition(g, t)
        out.append({"kind": t.kind, "name": chart.name, "owner": t.owner, "value": t.value,
                    "low": chart.low, "high": chart.high})
    return out


def _move_marker(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player moves their track marker (it affects only them: another's Ignore does not stop it)."""
    if not _ignores(g, f, f.player):
        move(g, f.player, e.amount)


MARKER_MOVE = Field("amount", int, 0, doc=AMOUNT.doc, note="+ up, − down, not 0",
                    rule=(bool, "must be a whole number other than 0 (+ moves up, - down)"))

def _move_marker_est(p: Planner, e: Effect) -> None:
    p.marker(e.amount)


declare_op("move_marker", _move_marker, (MARKER_MOVE,),
           "the card's player moves their track marker (Serena's Piety), never past either end of the chart; another "
           "player's Ignore does not stop it, a Negate does (see \"Tracks\" below)", needs_track=True,
           estimate=_move_marker_est)


@python_class
class Tracks(Mechanic):
    """Every chart with a marker (Serena's Piety)."""

    name = "Tracks"
    track_kinds = KINDS

    def setup(self, g: Table) -> None:
        """Put each marker on its starting space."""
        setup(g)

    def gate(self, g: Table, seat: int, e: Effect) -> bool:
        """Whether ``seat``'s marker lets the gated effect happen."""
        return gate_holds(g, seat, e)

    def observe(self, g: Table, seat: int | None, view: dict) -> None:
        """Every track at the table, as public facts."""
        view["tracks"] = observe(g) if g.tracks else []


TRACKS = register(Tracks())
