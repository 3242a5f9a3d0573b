"""Tracks with a marker: a chart on a player's mat whose marker cards move and read (Serena's Piety).

A character file may bring one track (``[track]``: kind, name, low, high, start). At setup each seat
playing such a character gets a ``Track`` record with its marker on the starting space. A card moves its
own player's marker with the ``move_marker`` operation (never past either end of the chart), and any
effect may be gated on that marker (``marker_at_least`` / ``marker_at_most``): it happens only if the
marker is in range as the effect resolves. The marker is public, so it is shown to everyone and kept as
it is when a seat determinizes. A table where nobody brings a track has an empty list and pays nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Track

if TYPE_CHECKING:
    from .cards import Effect, TrackDef
    from .game import Game


def setup(g: Game) -> None:
    """Put each seat's marker on its chart's starting space (the generator is not touched)."""
    g.tracks = []
    for seat, p in enumerate(g.players):
        track = g.content.characters[p.character].track
        if track is not None:
            g.tracks.append(Track(track.kind, seat, track.start))


def find(g: Game, seat: int) -> Track | None:
    """The track ``seat`` brings, if any."""
    for t in g.tracks:
        if t.owner == seat:
            return t
    return None


def definition(g: Game, t: Track) -> TrackDef:
    """The chart a track record is on (its name and ends)."""
    return g.content.characters[g.players[t.owner].character].track


def gate_holds(g: Game, seat: int, e: Effect) -> bool:
    """Whether ``seat``'s marker lets a gated effect happen (a seat with no track never passes a gate)."""
    t = find(g, seat)
    return t is not None and gate_allows(t.value, e)


def gate_allows(value: int, e: Effect) -> bool:
    """Whether a marker on ``value`` lies in a gated effect's range (``marker_at_least`` / ``marker_at_most``)."""
    if e.marker_at_least is not None and value < e.marker_at_least:
        return False
    return e.marker_at_most is None or value <= e.marker_at_most


def move(g: Game, seat: int, amount: int) -> int:
    """Move ``seat``'s marker by ``amount`` (+ up, - down) within its chart, and say so; returns the actual move."""
    t = find(g, seat)
    if t is None:
        return 0
    chart = definition(g, t)
    new = min(chart.high, max(chart.low, t.value + amount))
    actual = new - t.value
    t.value = new
    whose = f"{g.names[seat]}'s {chart.name}"
    end = chart.high if amount > 0 else chart.low
    if actual == 0:
        text = f"{whose} stays at {new}: the chart ends at {end}."
    else:
        text = f"{whose} {'rises' if actual > 0 else 'falls'} by {abs(actual)} to {new}"
        if actual != amount:
            text += f" (of {abs(amount)}: the chart ends at {end})"
        text += "."
    g.emit("marker", text, seat=seat, track=t.kind, change=actual, value=new)
    return actual


def observe(g: Game) -> list[dict]:
    """Every track at the table as public facts: kind, name, owner, marker and the chart's ends."""
    out = []
    for t in g.tracks:
        chart = definition(g, t)
        out.append({"kind": t.kind, "name": chart.name, "owner": t.owner, "value": t.value,
                    "low": chart.low, "high": chart.high})
    return out
