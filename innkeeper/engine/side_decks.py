"""Side decks: a character's own extra deck (Jin's Songs, Greppa's Mockery), shared mechanics.

A side deck is shuffled at setup by the game's generator, revealed from the top (its discards are
shuffled into a new deck when it runs out), and may keep cards face up (a Setlist) or lying in front
of players (Mockery). Cards from it may be played "as if from a hand" as a card frame whose
``origin`` says where the card goes afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import CardFrame, SideDeck

if TYPE_CHECKING:
    from .game import Game


def setup(g: Game) -> None:
    """Shuffle every seat's side deck (rulebook 004 Setup); the first reveals come later (``songs.setup``)."""
    g.sides = []
    for seat, p in enumerate(g.players):
        side = g.content.characters[p.character].side
        if side is not None:
            deck = SideDeck(side.kind, seat, list(side.deck), g.n)
            g.shuffle(deck.deck)
            g.sides.append(deck)


def find(g: Game, kind: str, owner: int) -> int:
    """The index of ``owner``'s side deck of this kind, else the first of this kind at the table; -1 if none."""
    first = -1
    for i, d in enumerate(g.sides):
        if d.kind == kind:
            if d.owner == owner:
                return i
            if first < 0:
                first = i
    return first


def owned(g: Game, seat: int) -> list[int]:
    """The indexes of the side decks ``seat`` owns."""
    return [i for i, d in enumerate(g.sides) if d.owner == seat]


def draw_top(g: Game, di: int) -> int | None:
    """Take the top card of a side deck, first shuffling its discards into a new deck if it is empty."""
    d = g.sides[di]
    if not d.deck and d.discard:
        d.deck, d.discard = d.discard, []
        g.shuffle(d.deck)
        g.emit("reshuffle", f"{g.names[d.owner]}'s {name_of(g, di)} is shuffled from its discards.", seat=d.owner)
    return d.deck.pop() if d.deck else None


def name_of(g: Game, di: int) -> str:
    """What players call a side deck ("Song Deck")."""
    d = g.sides[di]
    side = g.content.characters[g.players[d.owner].character].side
    return side.name if side is not None else d.kind


# Face-up rows with a name of their own (Jin's Setlist); a row without one holds the owner's kept cards (a Potion).
ROW_NAMES = {"songs": "Setlist"}
# The kind of event a side deck's reveals and choices make ("side" for a kind not listed).
EVENT_KINDS = {"songs": "song", "potions": "potion"}


def noun(g: Game, di: int) -> str:
    """What one card of a side deck is called ("Song" for the Song Deck, "Potion" for the Potion Deck)."""
    return name_of(g, di).removesuffix(" Deck")


def event_kind(g: Game, di: int) -> str:
    """The kind of event a side deck's reveals and choices make."""
    return EVENT_KINDS.get(g.sides[di].kind, "side")


def limit(g: Game, di: int) -> int:
    """How many revealed cards of this side deck may stay face up."""
    return g.content.characters[g.players[g.sides[di].owner].character].side.shown


def reveal_text(g: Game, di: int, title: str) -> str:
    """A card revealed face up, in English ("Jin adds 'X' to the Setlist.", "Phrenk reveals the Potion 'X'.")."""
    d = g.sides[di]
    row = ROW_NAMES.get(d.kind)
    if row is not None:
        return f"{g.names[d.owner]} adds '{title}' to the {row}."
    return f"{g.names[d.owner]} reveals the {noun(g, di)} '{title}'."


def drop_text(g: Game, di: int, seat: int, card: int) -> str:
    """Dropping a face-up card to fit: "Jin drops 'X' from the Setlist", "Phrenk keeps 'X' and discards 'Y'"."""
    d = g.sides[di]
    title = g.title(card)
    row = ROW_NAMES.get(d.kind)
    if row is not None:
        return f"{g.names[seat]} drops '{title}' from the {row}"
    kept = list(d.shown)
    kept.remove(card)
    if kept and len(kept) <= limit(g, di):
        keeps = ", ".join(f"'{g.title(c)}'" for c in kept)
        return f"{g.names[seat]} keeps {keeps} and discards '{title}'"
    return f"{g.names[seat]} discards '{title}'"


def side_frame(g: Game, card: int, player: int, targets: list[int], origin: str, di: int) -> CardFrame:
    """A side-deck card played as though from ``player``'s hand (not yet on the stack)."""
    f = CardFrame(card, player, 0, targets, -1, -1, g.n)
    f.origin = origin
    f.deck = di
    return f
