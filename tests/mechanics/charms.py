"""A test-only mechanic, from the tests folder alone: a Charm Deck whose top card happens as its owner's turn starts.

It declares its own side-deck kind ("charms") and its own operation ("polish": the card's player takes Gold
from the Inn), and plugs into the core only through the ``Mechanic`` extension points: nothing under
``innkeeper/engine`` outside ``mechanics/`` knows it exists.
"""

from __future__ import annotations

from innkeeper.engine import english, gold, side_decks
from innkeeper.engine.mechanic import Mechanic, register
from innkeeper.engine.ops import declare_op
from innkeeper.engine.state import INN

KIND = "charms"
ORIGIN = "charm"


def _polish(g, f, e) -> None:
    """The card's player takes ``amount`` Gold from the Inn."""
    gold.credit(g, f.player, e.amount)
    gold.credit(g, INN, -e.amount)
    g.emit("polish", seat=f.player, amount=e.amount)


english.register("polish", lambda d, names: f"{names[d['seat']]} polishes the charm and takes {d['amount']} Gold "
                                           "from the Inn.")
english.register("charm", lambda d, names: f"{names[d['seat']]} reveals the charm '{d['card']}'.")
declare_op("polish", _polish, ("amount",), "The card's player takes this much Gold from the Inn.")


class Charms(Mechanic):
    """A Charm Deck: as its owner's turn starts, its top card happens at once, then goes to its discards."""

    name = "Charms"
    side_kinds = (KIND,)
    origins = (ORIGIN,)

    def turn_start(self, g, seat: int) -> None:
        """Reveal the top Charm of each Charm Deck ``seat`` owns; it happens at once (nobody answers it)."""
        for di in side_decks.owned(g, seat):
            if g.sides[di].kind != KIND:
                continue
            card = side_decks.draw_top(g, di)
            if card is None:
                continue
            g.emit("charm", seat=seat, card=g.title(card))
            f = side_decks.side_frame(g, card, seat, [], ORIGIN, di)
            f.status = "resolve"
            g.push(f)

    def finish(self, g, f) -> None:
        """A Charm that has happened goes to the Charm discards."""
        g.sides[f.deck].discard.append(f.card)


CHARMS = register(Charms())
