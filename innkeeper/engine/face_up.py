"""A face-up row with a limit: side-deck cards revealed face up, kept until played, dropped when over the limit.

A side deck may keep up to ``shown`` revealed cards face up (its definition's ``shown``): cards revealed at
setup (``setup_reveal``), at the start of its owner's turn (``turn_reveal``) or by a card's ``reveal_side``
join the row. Holding more than it may, the owner chooses cards to drop to the discards until the row
fits, before anything else happens (a row of one: keep one of the two). A row with a name of its own (the
mechanic's ``row_name``) speaks of adding to it and dropping from it; one without speaks of revealing,
keeping and discarding. Its mechanic may say a card happens at once instead of joining the row
(``Mechanic.at_once``); whatever it does then is the mechanic's own ``reveal``.
"""

from __future__ import annotations

from . import english, side_decks
from .actions import Action
from .compiled import python_class
from .hooks import BY_SIDE
from .state import Frame
from .table import Table


def setup(g: Table) -> None:
    """Reveal the first cards of each row at setup; a card that would happen at once is discarded, not replaced."""
    for di, d in enumerate(g.sides):
        mechanic = BY_SIDE[d.kind]
        for _ in range(side_decks.definition(g, di).setup_reveal):
            card = side_decks.draw_top(g, di)
            if card is None:
                break
            if mechanic.at_once(g, card):
                d.discard.append(card)
            else:
                d.shown.append(card)


def turn_reveal(g: Table, seat: int, kinds: tuple[str, ...]) -> None:
    """At the start of their turn, the owner of a row of these kinds that reveals then reveals one card."""
    for di in side_decks.owned(g, seat):
        if g.sides[di].kind in kinds and side_decks.definition(g, di).turn_reveal:
            BY_SIDE[g.sides[di].kind].reveal(g, di)


def none_left(g: Table, di: int) -> None:
    """Say that a side deck has nothing left to reveal."""
    d = g.sides[di]
    g.emit(side_decks.event_kind(g, di), seat=d.owner, how="none_left", noun=side_decks.noun(g, di))


def reveal(g: Table, di: int) -> None:
    """Reveal the top card into the row (over its limit, the owner drops cards until it fits)."""
    card = side_decks.draw_top(g, di)
    if card is None:
        none_left(g, di)
        return
    show(g, di, card)


def show(g: Table, di: int, card: int) -> None:
    """Put a revealed card into the row and say so; over the row's limit, its owner must drop cards first."""
    d = g.sides[di]
    d.shown.append(card)
    title = g.title(card)
    row = BY_SIDE[d.kind].row_name
    if row is not None:
        g.emit(side_decks.event_kind(g, di), seat=d.owner, card=title, how="shown", row=row)
    else:
        g.emit(side_decks.event_kind(g, di), seat=d.owner, card=title, how="shown", noun=side_decks.noun(g, di))
    if len(d.shown) > side_decks.limit(g, di):
        g.push(SetlistFrame(di))


def drop_fields(g: Table, di: int, card: int) -> dict:
    """What dropping a face-up card says besides its title: the row's name, or the cards kept (when they fit)."""
    d = g.sides[di]
    row = BY_SIDE[d.kind].row_name
    if row is not None:
        return {"row": row}
    kept = list(d.shown)
    kept.remove(card)
    if kept and len(kept) <= side_decks.limit(g, di):
        return {"kept": [g.title(c) for c in kept]}
    return {}


def drop_text(g: Table, di: int, seat: int, card: int) -> str:
    """Dropping a face-up card to fit, in English ("X drops 'T' from the <row>", "X keeps 'K' and discards 'T'")."""
    return english.drop_text(g.names, seat, g.title(card), **drop_fields(g, di, card))


@python_class
class SetlistFrame(Frame):
    """A row holds more than it may; its owner drops cards until it fits."""

    __slots__ = ("deck",)
    kind = "setlist"

    def __init__(self, deck: int):
        self.deck = deck

    def step(f, g: Table) -> bool:
        """Ask the owner while the row is too long."""
        if len(g.sides[f.deck].shown) > side_decks.limit(g, f.deck):
            return True
        g.stack.pop()
        return False

    def decider(f, g: Table) -> int:
        """The row's owner."""
        return g.sides[f.deck].owner

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Drop one card of the row (in a row of one: keep one and discard the other)."""
        return [Action("choose", g.title(card), option="drop", text=drop_text(g, f.deck, seat, card))
                for card in dict.fromkeys(g.sides[f.deck].shown)]

    def act(f, g: Table, action: Action) -> None:
        """Discard the card chosen."""
        d = g.sides[f.deck]
        for card in d.shown:
            if g.title(card) == action.card:
                fields = drop_fields(g, f.deck, card)
                d.shown.remove(card)
                d.discard.append(card)
                g.emit(side_decks.event_kind(g, f.deck), seat=d.owner, card=action.card, how="drop", **fields)
                return

    def view(f, g: Table) -> dict:
        """The public face of a row over its limit: whose it is."""
        return {"owner": g.sides[f.deck].owner}
