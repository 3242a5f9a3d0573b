"""Potions (rulebook 001, Phrenk): the Potion kept face up and played as though it were a card in the hand.

A Potion Deck is a side deck whose face-up cards (``shown``; one, the kept Potion) their owner may play
wherever a card of his hand of the same type could be played: an Anytime Potion at any decision, a Sometimes
Potion where its condition holds, an Action Potion as his one Action. It never counts toward his hand size and
is not discarded in Discard and Draw. Played, it leaves the face-up slot as a card frame with ``origin =
"potion"`` and goes to the Potion discards once done; the slot stays empty until the next reveal. Revealing (one
at setup, one at the start of each of his turns, one for a card's ``reveal_side``) is the face-up row's rule
(``face_up``): holding more than he may keep, the owner keeps one and discards the other. A kept Potion is
public, so nothing here depends on hidden cards.
"""

from __future__ import annotations

from typing import Any

from .. import english, face_up, side_decks
from ..actions import Action, IllegalAction
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..state import CardFrame
from ..table import Table
from ..timing import kept_card_plays, play_fields

# Side decks whose face-up cards their owner plays as though from the hand.
KINDS = ("potions",)
ORIGIN = "potion"   # the ``origin`` of a kept card's frame, and the ``option`` of the Action that plays it


def has(g: Table, seat: int) -> bool:
    """Whether ``seat`` keeps a card face up that it may play (a Potion)."""
    for d in g.sides:
        if d.owner == seat and d.shown and d.kind in KINDS:
            return True
    return False


def holds_any(g: Table, seat: int, ids: frozenset) -> bool:
    """Whether ``seat`` keeps face up one of the cards ``ids`` (e.g. the Anytime cards)."""
    for d in g.sides:
        if d.owner == seat and d.kind in KINDS and not ids.isdisjoint(d.shown):
            return True
    return False


def kept(g: Table, seat: int) -> list[tuple[int, int]]:
    """(side deck, card) for each card ``seat`` keeps face up and may play."""
    return [(di, card) for di, d in enumerate(g.sides) if d.owner == seat and d.kind in KINDS
            for card in dict.fromkeys(d.shown)]


def plays(g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
    """Legal plays of ``seat``'s kept cards of the ``wanted`` kind (``timing.kept_card_plays``)."""
    if g.players[seat].out:
        return []
    where = {card: di for di, card in kept(g, seat)}
    if not where:   # (most seats keep nothing: every decision asks)
        return []
    return kept_card_plays(g, seat, where, subject, subject_id, wanted,
                           lambda card, a: _as_kept(g, where[card], a))


def _as_kept(g: Table, di: int, a: Action) -> Action:
    """The same play, of the kept card ("Phrenk plays the Potion 'X'"), marked with the ``potion`` option."""
    key = (ORIGIN, tuple(a))   # (with its text: two plays on different Drinks may differ only there)
    memo = g._memo
    out = memo.get(key)
    if out is None:
        kind, title, targets, mode, drink, _, text = a
        text = english.kept_play_text(text, title, side_decks.noun(g, di))
        out = memo[key] = Action(kind, title, targets, mode, drink, ORIGIN, text=text)
    return out


def play(g: Table, seat: int, action: Action, subject: int) -> CardFrame:
    """Take the kept card from its face-up slot and put it on the stack with its targets (as from a hand)."""
    _, title, targets, mode, drink, _, text = action
    for di, card in kept(g, seat):
        if g.title(card) == title:
            g.sides[di].shown.remove(card)
            frame = side_decks.side_frame(g, card, seat, list(targets), ORIGIN, di)
            frame.mode = mode
            frame.drink = -1 if drink is None else drink
            frame.subject = subject
            fields = play_fields(g, g.content.cards[card], mode, drink, subject)
            g.push(frame)
            g.emit("play", seat=seat, card=title, targets=list(targets), mode=mode, drink=drink, origin=ORIGIN,
                   noun=side_decks.noun(g, di), **fields)
            return frame
    raise IllegalAction(f"{g.names[seat]} keeps no {title!r} face up")


@python_class
class Potions(Mechanic):
    """Phrenk's Potion Deck and his kept Potion."""

    name = "Potions"
    side_kinds = KINDS
    event = "potion"
    play_options = (ORIGIN,)
    as_hand_origins = (ORIGIN,)
    card_types = ("action", "sometimes", "anytime")
    seat_bound = True   # only the Potion Deck's owner keeps Potions

    def turn_start(self, g: Table, seat: int) -> None:
        """At the start of his turn, the Potion Deck's owner reveals a Potion (then keeps one)."""
        face_up.turn_reveal(g, seat, self.side_kinds)

    def may_play(self, g: Table, seat: int, cards: frozenset | None, wanted: str) -> bool:
        """Whether ``seat`` keeps a Potion (one of ``cards``, when given)."""
        for d in g.sides:   # (``has`` or ``holds_any``, inline: every window asks this of every seat)
            if d.owner == seat and d.shown and d.kind in KINDS and (cards is None or not cards.isdisjoint(d.shown)):
                return True
        return False

    def kept_plays(self, g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
        """The plays of the kept Potion."""
        return plays(g, seat, subject, subject_id, wanted)

    def play(self, g: Table, seat: int, action: Action, subject: int) -> CardFrame:
        """Play the kept Potion."""
        return play(g, seat, action, subject)

    def held(self, g: Table, seat: int) -> list[int]:
        """The kept Potion counts as held."""
        return [card for _di, card in kept(g, seat)]


POTIONS = register(Potions())
