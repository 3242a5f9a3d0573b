"""Moods (a companion's mood: Kaylin's Wulfric): the face-up card of a moods deck, its passive rules, changing it.

A moods deck keeps one card face up from setup on: the companion's current mood (the deck is named after the
companion, "Wulfric Deck"). While a mood lies face up its rules (``Mood``) hold for the deck's owner; they
are not cards, so nobody answers them, Ignores them card by card or hits back at them, and a loss they add opens no
window of its own. No rule touches a Shake it Off, cost or effect (rulebook 004: Playful does not change its cost).
A card with the paw print ends with ``change_mood``: the mood goes to the discards and the next card is revealed
(the discards are shuffled into a new deck when it runs out, the mood just discarded among them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import gold, side_decks
from ..cards import Effect, Mode
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import Planner, declare_op
from ..state import INN
from ..table import Table
from .mockery import SHAKE

if TYPE_CHECKING:
    from ..cards import SideDef
    from ..state import CardFrame


# A mood card's passive rules (``moods``): each field is a number, 0 when the mood has no such rule.
MOOD_FIELDS = ("hurt", "bite", "attack", "drink", "upkeep", "turn_fortitude")


@dataclass(frozen=True, slots=True)
class Mood:
    """The passive rules of a face-up mood card, for its deck's owner (see docs/content-format.md)."""

    hurt: int = 0             # change to the Fortitude the owner loses to another player's card
    bite: int = 0             # Fortitude that card's player then loses (not a card: nobody answers it)
    attack: int = 0           # change to the Fortitude another player loses to the owner's Action card
    drink: int = 0            # change to the Alcohol of a Drink the owner drinks (one with Alcohol; not below 0)
    upkeep: int = 0           # Gold the owner pays the Inn at the start of their turn
    turn_fortitude: int = 0   # Fortitude the owner gains (negative: loses) at the start of their turn


KIND = "moods"
ACTION_TYPES = frozenset({"action", "action_gambling"})


def current(g: Table, seat: int) -> int:
    """The index of ``seat``'s moods deck with a mood face up, or -1."""
    for di, d in enumerate(g.sides):
        if d.kind == KIND and d.owner == seat and d.shown:
            return di
    return -1


def mood(g: Table, seat: int) -> Mood | None:
    """The rules of ``seat``'s companion's current mood (None: no moods deck, or no mood face up)."""
    di = current(g, seat)
    return g.content.cards[g.sides[di].shown[-1]].mood if di >= 0 else None


def companion(g: Table, di: int) -> str:
    """The companion's name: the moods deck's name without " Deck" ("Wulfric")."""
    return side_decks.noun(g, di)


def describe(g: Table, seat: int) -> dict:
    """The companion and mood of ``seat``'s current mood (``english`` says "Wulfric is Playful")."""
    di = current(g, seat)
    return {"companion": companion(g, di), "mood": g.title(g.sides[di].shown[-1])}


# ----- changing the mood (the paw print) ----------------------------------------------------------------------

def reveal(g: Table, di: int) -> None:
    """Reveal the next mood (after the current one has been discarded)."""
    d = g.sides[di]
    card = side_decks.draw_top(g, di)
    name = companion(g, di)
    if card is None:
        g.emit("mood", seat=d.owner, how="none", companion=name)
        return
    d.shown.append(card)
    g.emit("mood", seat=d.owner, card=g.title(card), how="now", companion=name)


def change(g: Table, di: int) -> None:
    """The mood changes: the current one goes to the discards, then the next is revealed."""
    d = g.sides[di]
    d.discard.extend(d.shown)
    d.shown = []
    reveal(g, di)


def change_owned(g: Table, seat: int) -> None:
    """Every moods deck ``seat`` owns changes its mood (the ``change_mood`` operation)."""
    for di in side_decks.owned(g, seat):
        if g.sides[di].kind == KIND:
            change(g, di)


def _change_mood(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player's companion changes mood (the paw print)."""
    change_owned(g, f.player)


# A new mood, as a planning bot counts it: a fresh draw from a deck of mostly helpful moods, a little worth having.
NEW_MOOD = 0.2


def _change_mood_est(p: Planner, e: Effect) -> None:
    p.worth(p.player, NEW_MOOD)


declare_op("change_mood", _change_mood, (),
           "the card's player's companion changes mood: the face-up mood card goes to its discards and the next is "
           "revealed (what `paw = true` adds after a card's other effects; see \"Moods\" below)",
           estimate=_change_mood_est)


# ----- the passive rules --------------------------------------------------------------------------------------

def loss(g: Table, f: CardFrame, victim: int, amount: int) -> int:
    """The Fortitude ``victim`` loses to card ``f`` once moods apply: the victim's ``hurt``, the player's ``attack``."""
    if f.origin == SHAKE or f.player == victim:
        return amount
    m = mood(g, victim)
    if m is not None and m.hurt:
        amount += m.hurt
        g.emit("mood", seat=victim, amount=m.hurt, **describe(g, victim))
    m = mood(g, f.player)
    if m is not None and m.attack and g.content.cards[f.card].type in ACTION_TYPES:
        amount += m.attack
        g.emit("mood", seat=victim, amount=m.attack, **describe(g, f.player))
    return max(0, amount)


def bite(g: Table, f: CardFrame, victim: int) -> None:
    """After ``victim`` lost Fortitude to another player's card ``f``: their mood's ``bite`` hits that player."""
    if f.origin == SHAKE or f.player == victim:
        return
    m = mood(g, victim)
    if m is None or not m.bite:
        return
    src = f.player
    p = g.players[src]
    if p.out:
        return
    if p.ignoring:
        g.emit("ignore", seat=src, how="mood", **describe(g, victim))
        return
    actual = g.change_stat(src, "fortitude", -m.bite)
    g.emit("stat", seat=src, stat="fortitude", how="mood", wanted=-m.bite, **describe(g, victim),
           change=actual)


def drink(g: Table, seat: int, alcohol: int) -> int:
    """The Alcohol a Drink gives ``seat`` once their mood's ``drink`` applies (only to a Drink with Alcohol)."""
    m = mood(g, seat)
    if m is None or not m.drink or alcohol <= 0:
        return alcohol
    new = max(0, alcohol + m.drink)
    g.emit("mood", seat=seat, before=alcohol, after=new, how="drink", **describe(g, seat))
    return new


def turn_start(g: Table, seat: int) -> None:
    """At the start of ``seat``'s turn: their mood's ``upkeep`` (Gold to the Inn) and ``turn_fortitude``."""
    m = mood(g, seat)
    if m is None or g.players[seat].out:
        return
    if m.upkeep:
        g.emit("mood", seat=seat, how="upkeep", upkeep=m.upkeep, **describe(g, seat))
        gold.pay(g, seat, INN, m.upkeep)
    if m.turn_fortitude:
        actual = g.change_stat(seat, "fortitude", m.turn_fortitude)
        g.emit("stat", seat=seat, stat="fortitude", how="mood", wanted=m.turn_fortitude, **describe(g, seat),
               change=actual)


@python_class
class Moods(Mechanic):
    """A companion's moods deck (Kaylin's Wulfric)."""

    name = "Moods"
    side_kinds = (KIND,)
    card_fields = frozenset({"mood"})
    any_card_fields = frozenset({"paw"})
    card_marks = {"paw": False, "mood": None}   # the paw print; a mood card's rules (a Mood)
    passive_cards = True   # a mood card is never played: its rules hold while it lies face up

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """The paw print (the companion's mood changes after the card's other effects); a mood card's rules."""
        fields: dict = {}
        if read.get("paw", bool, False):
            fields["paw"] = True
            modes = [Mode(m.label, m.answers, (*m.effects, Effect(op="change_mood"))) for m in modes]
        if side == KIND:   # ``mood = { hurt = 1, bite = 1 }`` (an empty table: a mood with no rule)
            table = read.get("mood", dict, {})
            read.keys(table, set(MOOD_FIELDS), "mood")
            values = {key: read.field(table, key, int) for key in table}
            for key in ("bite", "upkeep"):
                if values.get(key, 0) < 0:
                    raise read.fail(f"mood.{key}", "must not be negative")
            fields["mood"] = Mood(**values)
        return modes, fields

    def turn_start(self, g: Table, seat: int) -> None:
        """The mood's upkeep and Fortitude as the owner's turn starts."""
        turn_start(g, seat)

    def loss(self, g: Table, f: CardFrame, victim: int, amount: int) -> int:
        """The mood's ``hurt`` and ``attack``."""
        return loss(g, f, victim, amount)

    def after_loss(self, g: Table, f: CardFrame, victim: int) -> None:
        """The mood's ``bite``."""
        bite(g, f, victim)

    def drink(self, g: Table, seat: int, alcohol: int) -> int:
        """The mood's ``drink``."""
        return drink(g, seat, alcohol)

    def check_side(self, side: SideDef, fail: Any) -> None:
        """A moods deck keeps exactly one mood face up from setup on."""
        if (side.shown, side.setup_reveal) != (1, 1):
            raise fail("side", "a moods deck keeps one mood face up: shown = 1 and setup_reveal = 1")


MOODS = register(Moods())
