"""Anytime cards at any time (000, Sometimes and Anytime Cards): a quiet window at each step of each phase.

Anytime cards may be played at any time, in any phase, before or after that phase's own action. So at
each step where the active player decides with nothing resolving (before Discard and Draw; before the
Action; after it, before ordering; after ordering; before and after drinking), every other player still
in who holds a playable Anytime card (or has an Anytime play of a mechanic's) is asked first, in turn
order from the active player; with the table option ``ask_all`` every other player still in is asked,
so being asked shows nothing. The active player's own decision at that step offers them the same cards,
so they are not asked twice. In a Round of Gambling each player in it is offered them on their own Round
turns; before each Round decision the players outside the Round (those who left it) are asked. Between
discarding and drawing nobody may play (000, Discard and Draw), so there is no window there.

A play (or a mechanic's Anytime action) closes the window; once what it started has resolved and any
loser has had their last chance, the turn (or the Round) offers the window again from the start, until
everyone asked has passed. The frame that offers it keeps ``offered``: True once the window was held for
the decision now pending, False again as soon as anything is done.

A game whose setup predates these windows (a save without ``anytime_windows``) plays on without them, so its
recorded decisions still replay (``Table.anytime_windows``).
"""

from __future__ import annotations

from . import timing
from .actions import Action
from .compiled import method, python_class
from .state import ROTATIONS, Frame, RoundFrame, TurnFrame
from .table import Table


def holds(g: Table, seat: int) -> bool:
    """Whether ``seat`` might play an Anytime card now (a quick test: a True may still offer nothing)."""
    anytime = g.content.anytime
    if not anytime.isdisjoint(g.players[seat].hand):
        return True
    # (a kept card counts if it is an Anytime card)
    return bool(g.hooks.may_play) and timing.mechanics_may_play(g, seat, "anytime", anytime)


def offer(g: Table, skip: list[int], phase: str, part: int) -> bool:
    """Before a decision at this step, ask the players not in ``skip`` who may play an Anytime card; True if a window
    opened. ``phase`` and ``part`` say which step it is (a turn's phase and whether its own action is done, or
    "round"); ``skip`` holds the players whose own decision offers them their Anytime cards anyway.
    """
    players = g.players
    seats = ROTATIONS[g.n][g.turn_frame.player]
    if g.ask_all:
        order = [s for s in seats if s not in skip and not players[s].out]
        if not order:
            return False
        g.push(QuietFrame(phase, part, order))
        return True
    # (every step of every turn asks this, and usually nobody may play: one pass of ``holds``, inline, in seat order,
    # finds that without building the order; the mechanics' quick tests change nothing, so their order is free)
    anytime = g.content.anytime
    may = g.hooks.may_play
    for s, p in enumerate(players):
        if s not in skip and not p.out and (not anytime.isdisjoint(p.hand)
                                            or (may and timing.mechanics_may_play(g, s, "anytime", anytime))):
            break
    else:
        return False
    if may:
        order = [s for s in seats if s not in skip and not players[s].out and holds(g, s)]
    else:
        order = [s for s in seats if not anytime.isdisjoint(players[s].hand) and s not in skip and not players[s].out]
    g.push(QuietFrame(phase, part, order))
    return True


def step(w: QuietFrame, g: Table) -> bool:
    """Ask the next player (in ``order``) who may still play an Anytime card; close once all have passed."""
    order = w.order
    players = g.players
    ask_all = g.ask_all
    while w.pos < len(order):
        seat = order[w.pos]
        if not players[seat].out and (ask_all or holds(g, seat)):
            return True
        w.pos += 1
    g.stack.pop()
    return False


def decider(w: QuietFrame, g: Table) -> int:
    """The player being asked."""
    return w.order[w.pos]


def actions(w: QuietFrame, g: Table, seat: int) -> list[Action]:
    """Pass, or play an Anytime card (or use a mechanic's Anytime action)."""
    passing = timing.pass_action(g, seat)
    return [passing, *timing.plays(g, seat, None, -1, "anytime")]


def act(w: QuietFrame, g: Table, action: Action) -> None:
    """A pass asks the next player; a play closes the window, to be offered afresh once the play has resolved."""
    if action.kind == "pass":
        w.pos += 1
        return
    seat = w.order[w.pos]
    stack = g.stack
    stack.pop()
    owner = stack[-1] if stack else g.turn_frame
    if isinstance(owner, (TurnFrame, RoundFrame)):
        owner.offered = False
    if action.kind != "play":   # an action of a mechanic's own
        g.hooks.acts[action.kind](g, seat, action)
        return
    timing.play_card(g, seat, action, -1)


def view(w: QuietFrame, g: Table) -> dict:
    """The public face of a quiet window: the step it comes at (no card), and who is asked now."""
    when = "round" if w.phase == "round" else "after" if w.part else "before"
    return dict(phase=w.phase, when=when, asking=w.order[w.pos] if w.pos < len(w.order) else None)


@python_class
class QuietFrame(Frame):
    """A quiet window: the players in ``order`` may play Anytime cards at a step of the turn or Round."""

    __slots__ = ("phase", "part", "order", "pos")
    kind = "anytime"

    def __init__(self, phase: str, part: int, order: list[int]):
        self.phase = phase
        self.part = part
        self.order = order
        self.pos = 0

    step = method(step)
    decider = method(decider)
    actions = method(actions)
    act = method(act)
    view = method(view)
