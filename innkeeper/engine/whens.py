"""Conditions an effect may be given (``when``): the effect happens only if its condition holds as it resolves."""

from __future__ import annotations

from .ops import when
from .state import CardFrame
from .table import Table


@when("discarded_action", "the Singer discarded an Action card to Sing this Song (see `cost_discard`)")
def _discarded_action(g: Table, f: CardFrame) -> bool:
    """A card discarded to play this one (its ``paid`` cards) was an Action card."""
    cards = g.content.cards
    return any(cards[c].type in ("action", "action_gambling") for c in f.paid)
