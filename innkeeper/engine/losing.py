"""Losing the Game: passing out and running out of Gold, checked only when nothing is resolving.

A player at Alcohol Content >= Fortitude, or with no Gold, gets one last window to save themselves
or attack others; then everyone still losing goes out at once. Players passing out split their Gold
first (half rounded up to the Inn, the rest evenly among the players not passing out, the remainder
to the Inn), which may save a player who had run out of Gold. If every remaining player would lose
at once, the game is a tie between them (rulebook 000, Losing the Game). A Round of Gambling under
way shelters only players who ran out of Gold: they stay in until it ends (000, Running out of Gold
During Gambling); a player passing out goes as soon as nothing resolves above the Round (its frame
checks, ``gambling.RoundFrame``).
"""

from __future__ import annotations

from . import drinks, timing
from .compiled import method, python_class
from .state import Automatic
from .table import Table


def losing(g: Table) -> list[int]:
    """Seats that are passing out or out of Gold."""
    return [s for s, p in enumerate(g.players) if not p.out and (p.alcohol >= p.fortitude or p.gold <= 0)]


def at_safe_point(g: Table) -> bool:
    """With nothing resolving: give losing players their last chance. True if a frame was pushed."""
    if losing(g):
        g.push(LastChanceFrame())
        return True
    return False


def step(f: LastChanceFrame, g: Table) -> bool:
    """Open the last window, then put out everyone still losing."""
    if timing.first_window(g, f, g.turn_frame.player):
        return False
    g.stack.pop()
    eliminate(g)
    return False


def eliminate(g: Table) -> None:
    """Pass-outs split their Gold, then everyone passing out or without Gold is out."""
    alive = g.alive()
    passing = [s for s in g.in_turn_order(g.turn_frame.player) if g.players[s].passing_out]
    remaining = [s for s in alive if s not in passing]
    if not remaining:
        _tie(g, alive)
        return
    for s in passing:
        p = g.players[s]
        half = (p.gold + 1) // 2
        share = (p.gold - half) // len(remaining)
        to_inn = p.gold - share * len(remaining)
        g.inn += to_inn
        for r in remaining:
            g.players[r].gold += share
        g.emit("pass_out", seat=s, gold=p.gold, share=share, inn=to_inn, standing=list(remaining))
        p.gold = 0
    rnd = g.round
    if rnd is not None and not rnd.ended:   # only running out of Gold keeps a player in until the Round ends
        broke = []
    else:
        broke = [s for s in remaining if g.players[s].gold <= 0]
        if len(broke) == len(remaining):
            _tie(g, alive)
            return
    for s in broke:
        g.emit("broke", seat=s)
    for s in passing + broke:
        p = g.players[s]
        p.out = True
        for c in reversed(p.drink_me):
            drinks.put_away(g, c)
        p.drink_me = []
    left = g.alive()
    if len(left) == 1:
        g.over = True
        g.winners = left
        g.emit("game_over", winners=list(left))
    elif g.players[g.turn_frame.player].out:
        g.turn_frame.phase = "end"


def _tie(g: Table, seats: list[int]) -> None:
    """Everyone left loses at once: a tie between them."""
    g.over = True
    g.winners = list(seats)
    g.emit("game_over", winners=list(seats), how="tie")


def last_call(g: Table) -> None:
    """The optional "last call" table rule: most Gold wins, ties broken by lowest Alcohol Content."""
    alive = g.alive()
    best = max(g.players[s].gold for s in alive)
    rich = [s for s in alive if g.players[s].gold == best]
    low = min(g.players[s].alcohol for s in rich)
    g.over = True
    g.winners = [s for s in rich if g.players[s].alcohol == low]
    g.emit("game_over", winners=list(g.winners), how="last_call")


def view(f: LastChanceFrame, g: Table) -> dict:
    """The last-chance window shows nothing but its kind."""
    return {}


@python_class
class LastChanceFrame(Automatic):
    """Players are about to lose: one last window before they are out."""

    __slots__ = ("status",)
    kind = "last_chance"

    def __init__(self):
        self.status = "new"

    step = method(step)
    view = method(view)
