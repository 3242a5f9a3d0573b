"""The Stable (Molly's animals): a horseshoe card calls an animal out; it lends her its ability until it bolts.

Rulebook 000 says only that Molly comes with a secondary deck of Stable cards, shuffled at setup; what the deck does
is designed for this edition. The Stable Deck holds her animals, face down. A card with the horseshoe icon
(``horseshoe = true``) calls an animal after its other effects: the top Stable card is revealed and the animal joins
her Paddock, a face-up row of two (``face_up``); leading a third, she sends one of her choice back to the Stable
discards before anything else happens. While an animal is in the Paddock its ability (``Animal``) holds for her;
abilities are not cards, so nobody answers them, Ignores them card by card or hits back at them. Animals are
skittish: whenever another player's card makes her lose Fortitude, or would but an animal guarded her from all of
it, the animal that came out first bolts back to the Stable discards (after its guard or kick has done its work).
When the Stable Deck runs out its discards are shuffled into a new one. The Paddock and the discards are public;
only the order of the Stable Deck is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from .. import english, face_up, side_decks
from ..cards import Effect, Mode
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import declare_op
from ..table import Table
from ..timing import ACTION_TYPES
from .mockery import SHAKE

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..cards import SideDef
    from ..state import CardFrame, RoundFrame

KIND = "stable"
ROW = "Paddock"
EVENT = "stable"


@dataclass(frozen=True, slots=True)
class Animal:
    """What an animal in the Paddock lends its owner (see docs/content-format.md); each field 0 when it has none."""

    guard: int = 0            # Fortitude less that the owner loses to another player's card
    kick: int = 0             # Fortitude that card's player then loses (not a card: nobody answers it)
    charge: int = 0           # Fortitude more that another player loses to the owner's Action card
    drink: int = 0            # change to the Alcohol of each Drink with Alcohol the owner drinks (not below 0)
    turn_fortitude: int = 0   # Fortitude the owner gains at the start of their turn
    turn_sober: int = 0       # Alcohol Content the owner loses at the start of their turn
    turn_gold: int = 0        # Gold the owner takes from the Inn at the start of their turn
    pot: int = 0              # Gold the owner takes from the Inn when they take a pot


ANIMAL_FIELDS = tuple(f.name for f in fields(Animal))
NONNEGATIVE = frozenset(ANIMAL_FIELDS) - {"drink"}


# ----- the Paddock -------------------------------------------------------------------------------------------

def paddock(g: Table, seat: int) -> list[tuple[int, int]]:
    """(side deck, card) for each animal in ``seat``'s Paddock, the first to come out first."""
    return [(di, card) for di, d in enumerate(g.sides) if d.kind == KIND and d.owner == seat for card in d.shown]


def animals(g: Table, seat: int) -> list[tuple[str, Animal]]:
    """(title, ability) of each animal in ``seat``'s Paddock, the first to come out first."""
    cards = g.content.cards
    return [(cards[card].title, cards[card].animal) for _di, card in paddock(g, seat)]


def total(g: Table, seat: int, field: str) -> int:
    """The sum of one ability over ``seat``'s Paddock."""
    return sum(getattr(a, field) for _t, a in animals(g, seat))


def call(g: Table, seat: int) -> None:
    """``seat`` calls an animal out of each Stable Deck they own (over the Paddock's limit, they send one back)."""
    for di in side_decks.owned(g, seat):
        if g.sides[di].kind == KIND:
            face_up.reveal(g, di)


def bolt(g: Table, seat: int) -> None:
    """The animal that came out first runs back to the Stable discards (none: nothing happens)."""
    for di, card in paddock(g, seat):
        d = g.sides[di]
        d.shown.remove(card)
        d.discard.append(card)
        g.emit(EVENT, seat=seat, card=g.title(card), how="bolt")
        return


def _call_animal(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player calls an animal out of the Stable (the horseshoe)."""
    call(g, f.player)


declare_op("call_animal", _call_animal, (),
           "the card's player calls an animal: the top card of their Stable Deck joins their Paddock (what "
           "`horseshoe = true` adds after a card's other effects; see \"The Stable\" below)")


# ----- what the animals lend ---------------------------------------------------------------------------------

def _hit_by_another(g: Table, f: CardFrame, victim: int) -> bool:
    """Whether this is another player's card hitting ``victim`` (a Shake it Off is no card)."""
    return f.origin != SHAKE and f.player != victim and f.player >= 0


def loss(g: Table, f: CardFrame, victim: int, amount: int) -> int:
    """The victim's animals guard (and bolt if they took it all); the card's player's animals charge."""
    if not _hit_by_another(g, f, victim):
        return amount
    if paddock(g, f.player) and g.content.cards[f.card].type in ACTION_TYPES:
        for title, a in animals(g, f.player):
            if a.charge:
                amount += a.charge
                g.emit(EVENT, seat=victim, card=title, how="charge", amount=a.charge, owner=f.player)
    if paddock(g, victim):
        for title, a in animals(g, victim):
            if a.guard and amount > 0:
                saved = min(a.guard, amount)
                amount -= saved
                g.emit(EVENT, seat=victim, card=title, how="guard", amount=saved)
        if amount <= 0:   # guarded from all of it: no loss follows, but the animals were still spooked
            bolt(g, victim)
    return amount


def after_loss(g: Table, f: CardFrame, victim: int) -> None:
    """After another player's card cost ``victim`` Fortitude: their animals kick that player, then one bolts."""
    if not _hit_by_another(g, f, victim) or not paddock(g, victim):
        return
    src = f.player
    for title, a in animals(g, victim):
        if not a.kick or g.players[src].out:
            continue
        if g.players[src].ignoring:
            g.emit("ignore", seat=src)
            continue
        actual = g.change_stat(src, "fortitude", -a.kick)
        g.emit(EVENT, seat=src, card=title, how="kick", owner=victim, change=actual)
    bolt(g, victim)


def drink(g: Table, seat: int, alcohol: int) -> int:
    """The Alcohol a Drink gives ``seat`` once their animals' ``drink`` applies (only to a Drink with Alcohol)."""
    if alcohol <= 0 or not paddock(g, seat):
        return alcohol
    for title, a in animals(g, seat):
        if a.drink:
            new = max(0, alcohol + a.drink)
            g.emit(EVENT, seat=seat, card=title, how="drink", before=alcohol, after=new)
            alcohol = new
    return alcohol


def turn_start(g: Table, seat: int) -> None:
    """At the start of ``seat``'s turn: their animals' Fortitude, sobering and Gold."""
    if g.players[seat].out:
        return
    for title, a in animals(g, seat):
        for stat, delta in (("fortitude", a.turn_fortitude), ("alcohol", -a.turn_sober)):
            if delta:
                actual = g.change_stat(seat, stat, delta)
                g.emit(EVENT, seat=seat, card=title, how="stat", stat=stat, change=actual)
        if a.turn_gold:
            take_from_inn(g, seat, title, a.turn_gold)


def take_from_inn(g: Table, seat: int, title: str, amount: int) -> None:
    """``seat`` takes Gold from the Inn (whose ledger may go below zero: the Inn never runs out)."""
    g.inn -= amount
    g.players[seat].gold += amount
    g.emit(EVENT, seat=seat, card=title, how="gold", amount=amount)


def round_over(g: Table, taker: int) -> None:
    """Whoever took the pot takes their animals' ``pot`` Gold from the Inn too."""
    if taker < 0 or g.players[taker].out:
        return
    for title, a in animals(g, taker):
        if a.pot:
            take_from_inn(g, taker, title, a.pot)


# ----- sentences ---------------------------------------------------------------------------------------------

def _sentence(d: dict, names: Sequence[str]) -> str:
    """The sentence of a 'stable' event."""
    how = d.get("how")
    card = d.get("card")
    name = names[d["seat"]]
    if how == "bolt":
        return f"'{card}' bolts from {name}'s Paddock back to the Stable."
    if how == "guard":
        return f"'{card}' shields {name}: {d['amount']} Fortitude less."
    if how == "charge":
        return f"{names[d['owner']]}'s '{card}' charges in: {name} loses {d['amount']} more Fortitude."
    if how == "kick":
        return f"{names[d['owner']]}'s '{card}' kicks {name}: {abs(d['change'])} Fortitude lost."
    if how == "drink":
        return f"'{card}' laps up some of {name}'s Drink: it gives {d['after']} Alcohol (not {d['before']})."
    if how == "gold":
        return f"'{card}' earns {name} {d['amount']} Gold from the Inn."
    if how == "stat":
        change = d["change"]
        label = "Fortitude" if d["stat"] == "fortitude" else "Alcohol Content"
        return f"'{card}': {name} {'gains' if change > 0 else 'loses'} {abs(change)} {label}."
    return f"{name}'s Stable: '{card}'."


english.register(EVENT, _sentence)


# ----- the mechanic ------------------------------------------------------------------------------------------

@python_class
class Stable(Mechanic):
    """Molly's Stable Deck and the animals in her Paddock."""

    name = "Stable"
    side_kinds = (KIND,)
    row_name = ROW
    event = EVENT
    card_fields = frozenset({"animal"})
    main_card_fields = frozenset({"horseshoe"})
    card_marks = {"horseshoe": False, "animal": None}   # the horseshoe icon; a Stable card's ability (an Animal)
    passive_cards = True   # an animal is never played: its ability holds while it is in the Paddock

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """The horseshoe icon (an animal is called after the card's other effects); a Stable card's ability."""
        out: dict = {}
        if side is None and read.get("horseshoe", bool, False):
            out["horseshoe"] = True
            modes = [Mode(m.label, m.answers, (*m.effects, Effect(op="call_animal"))) for m in modes]
        if side == KIND:   # ``animal = { guard = 1, kick = 1 }``
            table = read.get("animal", dict)
            read.keys(table, set(ANIMAL_FIELDS), "animal")
            values = {key: read.field(table, key, int) for key in table}
            for key, value in values.items():
                if key in NONNEGATIVE and value < 0:
                    raise read.fail(f"animal.{key}", "must not be negative")
            if not any(values.values()):
                raise read.fail("animal", "an animal lends something: give it at least one ability")
            out["animal"] = Animal(**values)
        return modes, out

    def effectless(self, raw: dict, side: str | None) -> bool:
        """A horseshoe card may do nothing of its own (the animal it calls is what it does)."""
        return side is None and raw.get("horseshoe") is True

    def check_side(self, side: SideDef, fail: Any) -> None:
        """A Stable starts empty and is never revealed on its own: animals come out only when called."""
        if side.shown < 1 or side.setup_reveal or side.turn_reveal:
            raise fail("side", "a Stable keeps its animals in a Paddock (shown >= 1), calls none at setup and none "
                       "at the start of a turn (no setup_reveal, no turn_reveal)")

    def turn_start(self, g: Table, seat: int) -> None:
        """The animals' gifts at the start of their owner's turn."""
        turn_start(g, seat)

    def loss(self, g: Table, f: CardFrame, victim: int, amount: int) -> int:
        """Guard and charge."""
        return loss(g, f, victim, amount)

    def after_loss(self, g: Table, f: CardFrame, victim: int) -> None:
        """Kick, then the first animal bolts."""
        after_loss(g, f, victim)

    def drink(self, g: Table, seat: int, alcohol: int) -> int:
        """The animals' share of a Drink."""
        return drink(g, seat, alcohol)

    def round_over(self, g: Table, r: RoundFrame, taker: int) -> None:
        """The animals' share of a pot."""
        round_over(g, taker)


STABLE = register(Stable())
