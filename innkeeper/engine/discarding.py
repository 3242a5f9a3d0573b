"""Discarding cards of your choice: a cost paid as a card is played, or the second half of "draw, then discard".

The player discards the given number of cards from their hand, one decision each (the same choices as the
Discard and Draw phase offers), stopping early when the hand is empty. Each card discarded is remembered on
the frame that asked for it (its ``paid`` list), for effects that depend on what was discarded.
"""

from __future__ import annotations

from . import english
from .actions import Action
from .compiled import python_class
from .state import Frame
from .table import Table


def discard_actions(g: Table, seat: int) -> list[Action]:
    """Discarding each card of the hand, one Action per title (made once per table)."""
    plays = g.content.plays   # (kept by the name the text reads: any table seating that name finds them made)
    name = g.names[seat]
    discards = plays.get(("discard", name))
    if discards is None:
        discards = plays[("discard", name)] = {}
    hand = g.players[seat].hand
    try:
        return [discards[cid] for cid in dict.fromkeys(hand)]
    except KeyError:   # a card this name has not discarded yet: make its Action
        for cid in hand:
            if cid not in discards:
                title = g.title(cid)
                discards[cid] = Action("discard", title, text=english.discard_text(g.names, seat, title))
        return [discards[cid] for cid in dict.fromkeys(hand)]


@python_class
class DiscardFrame(Frame):
    """The player discards cards of their choice, one decision each."""

    __slots__ = ("player", "count", "frame")
    kind = "discard"

    def __init__(self, player: int, count: int, frame: int = -1):
        self.player = player
        self.count = count
        self.frame = frame      # the id of the card frame that records what was discarded, or -1

    def step(f, g: Table) -> bool:
        """Ask while cards remain to discard."""
        if f.count > 0 and g.players[f.player].hand and not g.players[f.player].out:
            return True
        g.stack.pop()
        return False

    def decider(f, g: Table) -> int:
        """The player discarding."""
        return f.player

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Discard any card of the hand (the same Actions as the Discard and Draw phase's)."""
        return discard_actions(g, seat)

    def act(f, g: Table, action: Action) -> None:
        """Discard the card; remember it on the frame that asked for it."""
        card = g.held(f.player, action.card)
        p = g.players[f.player]
        p.hand.remove(card)
        p.discard.append(card)
        f.count -= 1
        g.emit("discard", seat=f.player, card=action.card)
        record = g.frame(f.frame) if f.frame >= 0 else None
        if record is not None and hasattr(record, "paid"):
            record.paid.append(card)

    def view(f, g: Table) -> dict:
        """The public face of a discard: who discards and how many cards are left."""
        return dict(player=f.player, count=f.count)
