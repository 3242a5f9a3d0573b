"""Side decks: a character's own extra deck, the general mechanism every side-deck mechanic builds on.

A side deck is shuffled at setup by the game's generator, revealed from the top (its discards are
shuffled into a new deck when it runs out), and may keep cards face up (``face_up``) or lying in front
of players. Cards from it may be played "as if from a hand" as a card frame whose ``origin`` says
where the card goes afterwards, and one may be attached to a played card (its ``gear`` field), its
effects then following the card's own. What a kind of side deck does beyond this is its mechanic's
(``hooks.BY_SIDE``): the names it uses for its row and its events are data the mechanic declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hooks import BY_SIDE
from .state import CardFrame, SideDeck
from .table import Table

if TYPE_CHECKING:
    from .cards import Effect, SideDef


def setup(g: Table) -> None:
    """Shuffle every seat's side deck (rulebook 004 Setup); the first reveals come later (``face_up.setup``)."""
    g.sides = []
    for seat, p in enumerate(g.players):
        side = g.content.characters[p.character].side
        if side is not None:
            deck = SideDeck(side.kind, seat, list(side.deck), g.n)
            g.shuffle(deck.deck)
            g.sides.append(deck)


def find(g: Table, kind: str, owner: int) -> int:
    """The index of ``owner``'s side deck of this kind, else the first of this kind at the table; -1 if none."""
    first = -1
    for i, d in enumerate(g.sides):
        if d.kind == kind:
            if d.owner == owner:
                return i
            if first < 0:
                first = i
    return first


def owned(g: Table, seat: int) -> list[int]:
    """The indexes of the side decks ``seat`` owns."""
    return [i for i, d in enumerate(g.sides) if d.owner == seat]


def draw_top(g: Table, di: int) -> int | None:
    """Take the top card of a side deck, first shuffling its discards into a new deck if it is empty."""
    d = g.sides[di]
    if not d.deck and d.discard:
        d.deck, d.discard = d.discard, []
        g.shuffle(d.deck)
        g.emit("reshuffle", seat=d.owner, deck=name_of(g, di))
    return d.deck.pop() if d.deck else None


def name_of(g: Table, di: int) -> str:
    """What players call a side deck ("Song Deck")."""
    d = g.sides[di]
    side = g.content.characters[g.players[d.owner].character].side
    return side.name if side is not None else d.kind


def definition(g: Table, di: int) -> SideDef:
    """The content definition of a side deck in play (its name, cards and how many stay face up)."""
    side = g.content.characters[g.players[g.sides[di].owner].character].side
    assert side is not None
    return side


def noun(g: Table, di: int) -> str:
    """What one card of a side deck is called: its deck's name without " Deck"."""
    return name_of(g, di).removesuffix(" Deck")


def event_kind(g: Table, di: int) -> str:
    """The kind of event a side deck's reveals and choices make."""
    return BY_SIDE[g.sides[di].kind].event


def limit(g: Table, di: int) -> int:
    """How many revealed cards of this side deck may stay face up."""
    return definition(g, di).shown


def side_frame(g: Table, card: int, player: int, targets: list[int], origin: str, di: int) -> CardFrame:
    """A side-deck card played as though from ``player``'s hand (not yet on the stack)."""
    f = CardFrame(card, player, 0, targets, -1, -1, g.n)
    f.origin = origin
    f.deck = di
    return f


def effects_of(g: Table, f: CardFrame) -> tuple[Effect, ...]:
    """A played card's effects, then those of the side card attached to it (if any): one play."""
    cards = g.content.cards
    own = cards[f.card].modes[f.mode].effects
    if f.gear < 0:
        return own
    return own + cards[f.gear].modes[0].effects


def detach(g: Table, f: CardFrame) -> None:
    """The card is done (resolved or Negated): the side card attached to it goes to its deck's discards."""
    if f.gear >= 0 and 0 <= f.deck < len(g.sides):
        d = g.sides[f.deck]
        if f.gear in d.shown:
            d.shown.remove(f.gear)
        d.discard.append(f.gear)
