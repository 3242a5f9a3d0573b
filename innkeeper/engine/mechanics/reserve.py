"""The Special Reserve (rulebook 000, The Wench): a side deck of Drinks she hands out, and the Elixirs that are kept.

The Special Reserve is a face-down side deck whose cards are Drinks (``drink_cards``). A card of the Wench's puts its
top Drink face down on a player's Drink Me! pile (``serve_reserve``; with ``drink_from_pile`` after it, they drink it
at once). There it is hidden like any Drink: nobody looks at it, and the observation shows only the pile's size. Once
drunk (or discarded from the pile, or left by a player who is out) it goes to the Special Reserve discards, which
are shuffled into a new Special Reserve when it runs out (``side_decks.draw_top``).

An Elixir is a kept Drink (000, Drinks That Aren't Discarded): once drunk it lies face up in front of the first
eligible player who drank it (the core's ``drinks.keeper``), and while it lies there it helps that player once
(``elixir = { rule, amount }``), then goes to the Special Reserve discards:
- ``dodge``: the next time another player's card would make them lose Fortitude, they lose ``amount`` less;
- ``sober``: the next Drink that would give them Alcohol gives ``amount`` less;
- ``vigor``: at the start of their next turn they gain ``amount`` Fortitude.
Kept Elixirs are public (each seat's ``fronts`` of the Special Reserve in the observation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects, english, side_decks
from ..answers import selected
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import WHO, Planner, declare_op
from ..state import CardFrame
from ..table import Table

if TYPE_CHECKING:
    from ..cards import Effect, Mode, SideDef

KIND = "reserve"
RULES = ("dodge", "sober", "vigor")


def serve(g: Table, f: CardFrame, e: Effect) -> None:
    """Each selected player gets the top Special Reserve Drink face down on top of their Drink Me! pile."""
    di = side_decks.find(g, KIND, f.player)
    if di < 0:
        return
    for seat in selected(g, f, e.who):
        if g.players[seat].out or effects._ignores(g, f, seat):
            continue
        card = side_decks.draw_top(g, di)
        if card is None:
            g.emit("serve_reserve", seat=seat, how="empty")
            return
        g.players[seat].drink_me.append(card)
        g.emit("serve_reserve", seat=seat)


def _serve_est(p: Planner, e: Effect) -> None:
    """One more Drink for each of those players (an Ignore stops it)."""
    for s in p.seats(e.who):
        if not p.ignores(s):
            p.drinks(s, 1)
            p.served(s)


declare_op("serve_reserve", serve, (WHO,),
           "those players each get the top Drink of the card's player's Special Reserve face down on top of their "
           "Drink Me! pile (add `drink_from_pile` to have them drink it at once)", estimate=_serve_est)


def _serve_text(d: dict, names: Any) -> str:
    """The sentence of a 'serve_reserve' event."""
    if d.get("how") == "empty":
        return "The Special Reserve is empty."
    return f"{names[d['seat']]} gets a Drink from the Special Reserve on their Drink Me! pile."


def _elixir_text(d: dict, names: Any) -> str:
    """The sentence of an 'elixir' event: a kept Elixir helps its keeper, then is discarded."""
    name = names[d["seat"]]
    rule, amount, card = d["rule"], d["amount"], d["card"]
    if rule == "dodge":
        return f"{name}'s '{card}': {name} loses {amount} less Fortitude."
    if rule == "sober":
        return f"{name}'s '{card}': the Drink gives {name} {amount} less Alcohol."
    return f"{name}'s '{card}': {name} gains {amount} Fortitude."


english.register("serve_reserve", _serve_text)
english.register("elixir", _elixir_text)


def kept(g: Table, seat: int, rule: str) -> tuple[int, int, int] | None:
    """(side deck, card, amount) of the first kept Elixir with this rule in front of ``seat``, else None."""
    cards = g.content.cards
    for di, d in enumerate(g.sides):
        if d.kind != KIND:
            continue
        for card in d.fronts[seat]:
            elixir = cards[card].mark("elixir")
            if elixir is not None and elixir[0] == rule:
                return di, card, elixir[1]
    return None


def _use(g: Table, seat: int, found: tuple[int, int, int], amount: int) -> None:
    """The Elixir has helped its keeper: it goes to the Special Reserve discards."""
    di, card, _ = found
    d = g.sides[di]
    d.fronts[seat].remove(card)
    d.discard.append(card)
    g.emit("elixir", seat=seat, card=g.title(card), rule=g.content.cards[card].mark("elixir")[0], amount=amount)


def dodge(g: Table, f: CardFrame, victim: int, amount: int) -> int:
    """A kept ``dodge`` Elixir takes up to its amount off a Fortitude loss from another player's card."""
    if f.player == victim or amount <= 0:
        return amount
    found = kept(g, victim, "dodge")
    if found is None:
        return amount
    used = min(amount, found[2])
    _use(g, victim, found, used)
    return amount - used


def sober(g: Table, seat: int, alcohol: int) -> int:
    """A kept ``sober`` Elixir takes up to its amount off the Alcohol a Drink gives."""
    found = kept(g, seat, "sober")
    if found is None or alcohol <= 0:
        return alcohol
    used = min(alcohol, found[2])
    _use(g, seat, found, used)
    return alcohol - used


def vigor(g: Table, seat: int) -> None:
    """A kept ``vigor`` Elixir gives Fortitude as its keeper's turn starts."""
    found = kept(g, seat, "vigor")
    if found is not None:
        got = g.change_stat(seat, "fortitude", found[2])
        _use(g, seat, found, got)


@python_class
class Reserve(Mechanic):
    """The Wench's Special Reserve: Drinks she hands out, and the Elixirs kept in front of players."""

    name = "Special Reserve"
    side_kinds = (KIND,)
    event = "reserve"
    drink_cards = True
    card_fields = frozenset({"elixir"})
    card_marks = {"elixir": None}   # a kept Elixir's help: (rule, amount)

    def turn_start(self, g: Table, seat: int) -> None:
        """A kept ``vigor`` Elixir."""
        vigor(g, seat)

    def loss(self, g: Table, f: CardFrame, victim: int, amount: int) -> int:
        """A kept ``dodge`` Elixir."""
        return dodge(g, f, victim, amount)

    def drink(self, g: Table, seat: int, alcohol: int) -> int:
        """A kept ``sober`` Elixir."""
        return sober(g, seat, alcohol)

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """An Elixir's help while kept: ``elixir = { rule = "dodge" | "sober" | "vigor", amount = n }``."""
        if side != KIND or "elixir" not in raw:
            return modes, {}
        if not raw.get("kept", False):
            raise read.fail("elixir", "only a kept Drink (kept = true) helps while it lies in front of a player")
        table = raw["elixir"]
        if not isinstance(table, dict):
            raise read.fail("elixir", "must be a table like { rule = \"dodge\", amount = 2 }")
        read.keys(table, {"rule", "amount"}, "elixir")
        rule = read.field(table, "rule", str)
        if rule not in RULES:
            raise read.fail("elixir.rule", f"must be one of {', '.join(RULES)}, not {rule!r}")
        amount = read.field(table, "amount", int)
        if amount < 1:
            raise read.fail("elixir.amount", "must be at least 1")
        return modes, {"elixir": (rule, amount)}

    def check_side(self, side: SideDef, fail: Any) -> None:
        """The Special Reserve stays face down: nothing of it is shown or revealed."""
        if side.shown or side.setup_reveal or side.turn_reveal:
            raise fail("side", "the Special Reserve is face down: leave out shown, setup_reveal and turn_reveal")


RESERVE = register(Reserve())
