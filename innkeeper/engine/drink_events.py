"""Drink Events and group drinking: the Drinking Contest, Round on the House, The Challenge!, toasts.

When several players must drink at once, each reveals a Drink (with Chasers) from the Drink Deck in
turn order from the active player; then one window opens on all of them, and everyone drinks at once
(rulebook 000, Timing). The Drinking Contest pays its winner 1 Gold from each other player; tied
players drink again until one wins, and players who pass out meanwhile drop out of the tie but lose
only after the contest, when the Gold is split (000, Drinking Contest).
"""

from __future__ import annotations

from . import drinks, english, gold, state, timing
from .actions import Action
from .compiled import method, python_class
from .state import Automatic, Drink, DrinkFrame
from .table import Table


def start(g: Table, mode: str) -> None:
    """Begin group drinking: "contest", "house" (one Drink, a copy for everyone) or "toast"."""
    g.push(GroupFrame(mode, g.in_turn_order(g.turn_frame.player)))


def step(f: GroupFrame, g: Table) -> bool:
    """Reveal one card per step, then drink together, then settle the contest."""
    if f.status == "reveal":
        need = 1 if f.mode == "house" else len(f.seats)
        if len(f.drinks) >= need or f.i >= len(f.seats):
            _drink_together(g, f)
            return False
        seat = f.seats[f.i]
        if f.mode != "contest" and not drinks.drink_left_to_reveal(g):
            # Drink Events are discarded and another card revealed; with nothing but Events left to
            # shuffle, that would never end: the reveal stops with what it has.
            g.emit("reveal", how="only_events")
            f.i = len(f.seats)
            return False
        c = drinks.take_from_deck(g)
        if c is None:
            f.i += 1
            if f.mode == "contest":
                f.drinks.append(Drink([], seat, seat, seat))
            return False
        card = g.content.cards[c]
        if card.event:
            g.drink_discard.append(c)
            if f.mode == "contest":
                g.emit("reveal", seat=seat, card=card.title, how="counts_zero")
                f.drinks.append(Drink([], seat, seat, seat))
                f.i += 1
            else:
                g.emit("reveal", seat=seat, card=card.title, how="discarded")
            return False
        f.cards.append(c)
        f.drinks.append(Drink([c], seat, seat, seat if f.mode == "contest" else -1))
        if card.chaser:
            f.status = "chasers"
        else:
            f.i += 1
        return False
    if f.status == "chasers":
        c = drinks.take_from_deck(g)
        if c is not None:
            card = g.content.cards[c]
            if card.event:
                g.drink_discard.append(c)
            else:
                f.cards.append(c)
                f.drinks[-1].cards.append(c)
                if card.chaser:
                    return False
        f.status = "reveal"
        f.i += 1
        return False
    if f.status == "drunk" and f.mode == "contest":
        _settle_contest(g, f)
        return False
    g.stack.pop()
    return False


def _drink_together(g: Table, f: GroupFrame) -> None:
    """Put every revealed Drink in one frame: a window on them all, then everyone drinks at once."""
    revealed = f.drinks
    if f.mode == "house":
        original = revealed[0] if revealed else None
        revealed = [] if original is None else [Drink(list(original.cards), s, s) for s in f.seats]
        if original is not None:
            g.emit("reveal", cards=drinks.describe(g, original), how="house")
    for d in revealed:
        if f.mode != "house":
            g.emit("reveal", seat=d.revealer, cards=drinks.describe(g, d))
    frame = DrinkFrame(g.turn_frame.player, "deck", g.n, status="open1")
    frame.multi = True
    frame.contest = f.mode == "contest"
    frame.from_event = f.mode in ("contest", "house")
    frame.drinks = revealed
    frame.cards = f.cards
    frame.parent = g.stack[-1].id
    f.drinks = []
    f.cards = []
    f.status = "drunk"
    g.push(frame)


def _settle_contest(g: Table, f: GroupFrame) -> None:
    """Find the winner (or drink again on a tie) and have everyone else pay them 1 Gold."""
    best = max(f.values) if f.values else 0
    tied = [s for s, v in zip(f.seats, f.values, strict=True) if v == best]
    winner = -1
    if len(tied) == 1:
        winner = tied[0]
    else:
        standing = [s for s in tied if not g.players[s].passing_out]
        if len(standing) == 1:
            winner = standing[0]
        elif standing and _drinks_left(g):
            g.emit("contest_tie", alcohol=best, seats=list(standing))
            f.seats = standing
            f.i = 0
            f.values = []
            f.status = "reveal"
            return
    g.stack.pop()
    if winner < 0:
        g.emit("contest")
        return
    g.emit("contest", seat=winner)
    payers = [s for s in g.in_turn_order(g.turn_frame.player) if s != winner]
    gold.start(g, payers, winner, 1, "contest")


def _drinks_left(g: Table) -> bool:
    """Whether any Drink (not an Event) can still be revealed from the Drink Deck or its refills."""
    cards = g.content.cards
    return any(not cards[c].event for pile in (g.drink_deck, g.drink_discard, g.bar_deck or ()) for c in pile)


@python_class
class EventFrame(state.EventFrame):
    """A Drink Event revealed from a Drink Me! pile."""

    __slots__ = ()

    def step(f, g: Table) -> bool:
        """Open a window on the Event, then carry it out."""
        if timing.first_window(g, f, f.revealer):
            return False
        kind = g.content.cards[f.card].event
        if f.status == "window":
            if kind == "the_challenge":
                f.status = "challenge"
                return True
            g.stack.pop()
            g.drink_discard.append(f.card)
            start(g, "contest" if kind == "drinking_contest" else "house")
            return False
        if f.status == "challenge_drunk":
            g.stack.pop()
            g.drink_discard.append(f.card)
            if not g.players[f.revealer].passing_out:
                payers = [s for s in g.in_turn_order(f.revealer) if s != f.revealer]
                g.emit("challenge", seat=f.revealer)
                gold.start(g, payers, f.revealer, 1, "challenge")
            return False
        return True

    def decider(f, g: Table) -> int:
        """The player who revealed The Challenge! decides."""
        return f.revealer

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Accept or decline The Challenge!."""
        names = g.names
        return [Action("choose", option="accept", text=english.challenge_text(names, seat, "accept")),
                Action("choose", option="decline", text=english.challenge_text(names, seat, "decline"))]

    def act(f, g: Table, action: Action) -> None:
        """Accepting means two complete Drinks from the Drink Deck, one after the other."""
        g.emit("choose", seat=f.revealer, option=action.option)
        if action.option == "accept":
            f.status = "challenge_drunk"
            drinks.start_deck_drink(g, f.revealer, from_event=True)
            drinks.start_deck_drink(g, f.revealer, from_event=True)
        else:
            g.stack.pop()
            g.drink_discard.append(f.card)

    def view(f, g: Table) -> dict:
        """The public face of a Drink Event: its card."""
        return {"card": g.title(f.card)}


def view(f: GroupFrame, g: Table) -> dict:
    """The public face of a group reveal: what it is for and who reveals."""
    return dict(mode=f.mode, seats=list(f.seats))


@python_class
class GroupFrame(Automatic):
    """Several players revealing Drinks from the Drink Deck at once: a contest, a toast, a round on the house."""

    __slots__ = ("mode", "seats", "i", "drinks", "cards", "status", "values")
    kind = "group"

    def __init__(self, mode: str, seats: list[int]):
        self.mode = mode
        self.seats = seats
        self.i = 0
        self.drinks: list[Drink] = []
        self.cards: list[int] = []
        self.status = "reveal"
        self.values: list[int] = []

    step = method(step)
    view = method(view)
