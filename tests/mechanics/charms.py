"""A test-only mechanic, from the tests folder alone: a Charm Deck whose top card happens as its owner's turn starts.

It declares its own side-deck kind ("charms"), its own operation ("polish": the card's player takes Gold
from the Inn) and its own card field, a mark ("shine": a Charm with shine polishes that much more), and plugs
into the core only through the ``Mechanic`` extension points: nothing under
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
    """The card's player takes ``amount`` Gold from the Inn, and the card's shine more."""
    amount = e.amount + g.content.cards[f.card].shine
    gold.credit(g, f.player, amount)
    gold.credit(g, INN, -amount)
    g.emit("polish", seat=f.player, amount=amount)


english.register("polish", lambda d, names: f"{names[d['seat']]} polishes the charm and takes {d['amount']} Gold "
                                           "from the Inn.")
english.register("charm", lambda d, names: f"{names[d['seat']]} reveals the charm '{d['card']}'.")
declare_op("polish", _polish, ("amount",), "The card's player takes this much Gold from the Inn.")


class Charms(Mechanic):
    """A Charm Deck: as its owner's turn starts, its top card happens at once, then goes to its discards."""

    name = "Charms"
    side_kinds = (KIND,)
    origins = (ORIGIN,)
    card_fields = frozenset({"shine"})
    card_marks = {"shine": 0}

    def load_card(self, raw: dict, side, modes: list, read) -> tuple[list, dict]:
        """A Charm's shine (a whole number, at least 1 when given)."""
        if side != KIND or "shine" not in raw:
            return modes, {}
        shine = read.get("shine", int)
        if shine < 1:
            raise read.fail("shine", "must be at least 1")
        return modes, {"shine": shine}

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
