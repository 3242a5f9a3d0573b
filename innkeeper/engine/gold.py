"""Gold: payments between Stashes, the pot and the Inn, and the payments that are not a card's.

Gold is conserved: a payment moves Gold, never makes or destroys it, and the Inn's ledger may go
below zero (the Inn never runs out). A payment takes what it can: Gold never goes below 0. A card
such as "My Goddess provides!" answers the thing making you pay, and marks that your loss from it
comes from the Inn (``gold_mods``): ["inn"], ["discount", n] or ["free"].
"""

from __future__ import annotations

from collections.abc import Callable

from . import state, timing
from .compiled import method, python_class
from .state import INN, POT, Automatic
from .table import Table

# What happens once a payment of this reason is made (the rule that asked for it registers it).
AFTER_PAYMENT: dict[str, Callable[[Table], None]] = {}


def credit(g: Table, to: int, amount: int) -> None:
    """Add Gold to a seat's Stash, the Inn or the pot."""
    if to == INN:
        g.inn += amount
    elif to == POT:
        g.pot += amount
    else:
        g.players[to].gold += amount


def pay(g: Table, payer: int, to: int, amount: int, mods: list | None = None, ante: bool = False) -> int:
    """``payer`` pays ``amount`` to ``to``, as completely as able; returns the Gold that moved."""
    mod = mods[payer] if mods is not None else None
    if amount <= 0:
        return 0
    if mod is not None:
        if mod[0] == "free":
            g.emit("pay", seat=payer, amount=0, how="free")
            return 0
        if mod[0] == "inn":
            g.inn -= amount
            credit(g, to, amount)
            if to == INN:
                g.emit("pay", seat=payer, amount=0, how="covers", covered=amount)
            else:
                g.emit("pay", seat=payer, amount=0, how="inn", covered=amount, to=to, ante=ante)
            return amount
        covered = min(mod[1], amount)
        g.inn -= covered
        credit(g, to, covered)
        amount -= covered
        if covered:
            g.emit("pay", seat=payer, amount=0, how="inn", covered=covered, to=to, ante=ante)
    p = g.players[payer]
    moved = min(amount, p.gold)
    p.gold -= moved
    credit(g, to, moved)
    if moved:
        g.emit("pay", seat=payer, to=to, amount=moved, ante=ante)
    elif amount:
        g.emit("pay", seat=payer, to=to, amount=0, how="none", ante=ante)
    return moved


def can_pay(g: Table, seat: int, mods: list | None) -> bool:
    """Whether a seat can pay at least 1 Gold (from its Stash or a replacement)."""
    return g.players[seat].gold > 0 or (mods is not None and mods[seat] is not None)


def set_mod(frame, seat: int, mod: list) -> None:
    """Record how a seat's Gold loss from this frame is paid."""
    old = frame.gold_mods[seat]
    if old is not None and old[0] == "discount" and mod[0] == "discount":
        mod = ["discount", old[1] + mod[1]]
    frame.gold_mods[seat] = mod


# ----- the PayFrame rules ------------------------------------------------------------------------

def start(g: Table, payers: list[int], to: int, amount: int, reason: str) -> None:
    """Push a payment that players may answer before it happens."""
    g.push(PayFrame(payers, to, amount, reason, g.n))


def step(f: PayFrame, g: Table) -> bool:
    """Open the window, then make every payment."""
    if timing.first_window(g, f, g.turn_frame.player):
        return False
    g.stack.pop()
    for s in f.payers:
        pay(g, s, f.to, f.amount, f.gold_mods)
    after = AFTER_PAYMENT.get(f.reason)
    if after is not None:   # e.g. the Drink Deck is remade once the refill is paid (``drinks`` registers it)
        after(g)
    return False


def view(f: PayFrame, g: Table) -> dict:
    """The public face of a payment: who pays whom, how much and why."""
    return dict(payers=list(f.payers), to=f.to, amount=f.amount, reason=f.reason)


@python_class
class PayFrame(state.PayFrame, Automatic):
    """A payment that is not a card's (nobody decides on it itself: its windows are frames of their own)."""

    __slots__ = ()

    step = method(step)
    view = method(view)
