"""Conditions an effect may be given (``when``): the effect happens only if its condition holds as it resolves."""

from __future__ import annotations

from collections.abc import Callable

from .state import CardFrame
from .table import Table


def _discarded_action(g: Table, f: CardFrame) -> bool:
    """A card discarded to play this one (its ``paid`` cards) was an Action card."""
    cards = g.content.cards
    return any(cards[c].type in ("action", "action_gambling") for c in f.paid)


WHENS: dict[str, Callable[[Table, CardFrame], bool]] = {"discarded_action": _discarded_action}
