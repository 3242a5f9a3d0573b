"""Mockery (rulebook 004, Greppa): getting Mocked, the card left in front of you, and Shaking it Off.

A Mocked player reveals a Mockery card. Its top effect is played as though it were an Action card
from Greppa's hand, aimed at the Mocked player; Negated or Ignored by them, it goes straight to the
Mockery discards, otherwise it stays in front of them. Any time they are asked anything afterwards,
they may Shake it Off: pay the cost (with their own Gold) and take the effect at once. Nobody can
answer, reduce, redirect or hit back a Shake it Off, cost included; then the card is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import side_decks
from .actions import Action
from .state import CardFrame

if TYPE_CHECKING:
    from .game import Game


def mock(g: Game, f: CardFrame, seats: list[int]) -> None:
    """Each of ``seats`` (in order) gets Mocked by the owner of the Mockery Deck."""
    di = side_decks.find(g, "mockery", f.player)
    if di < 0:
        return
    frames = []
    for seat in seats:
        card = side_decks.draw_top(g, di)
        if card is None:
            g.emit("mock", "The Mockery Deck is empty: nobody is Mocked.", seat=seat)
            break
        title = g.title(card)
        g.emit("mock", f"{g.names[seat]} is Mocked: '{title}'.", seat=seat, card=title)
        frames.append(side_decks.side_frame(g, card, g.sides[di].owner, [seat], "mockery", di))
    g.stack.extend(reversed(frames))


def finish(g: Game, f: CardFrame) -> None:
    """A Mockery card whose top effect is over: in front of the Mocked player, or discarded if they escaped it."""
    d = g.sides[f.deck]
    seat = f.targets[0]
    if f.negated or seat in f.ignored or g.players[seat].out:
        d.discard.append(f.card)
    else:
        d.fronts[seat].append(f.card)


def has_front(g: Game, seat: int) -> bool:
    """Whether a Mockery card lies in front of ``seat``."""
    for d in g.sides:
        if d.fronts[seat]:
            return True
    return False


def shake_actions(g: Game, seat: int) -> list[Action]:
    """Every Shake it Off ``seat`` may use now (one per card in front of them whose cost they can pay)."""
    out = []
    cards = g.content.cards
    p = g.players[seat]
    if p.ignoring:   # Ignoring all effects, you may not Shake anything off (rulebook 004)
        return out
    for d in g.sides:
        for card in dict.fromkeys(d.fronts[seat]):
            shake = cards[card].shake
            if shake is None:
                continue
            gold = sum(e.amount for e in shake.effects if e.op == "pay" and e.who == "you")
            if gold > p.gold:
                continue
            key = ("shake", seat, card)
            action = g._memo.get(key)
            if action is None:
                title = cards[card].title
                action = g._memo[key] = Action("shake", title, text=f"{g.names[seat]} Shakes off '{title}'")
            out.append(action)
    return out


def shake(g: Game, seat: int, action: Action) -> None:
    """Pay the cost and take the effect of a Shake it Off at once, then discard the card."""
    from . import effects

    for di, d in enumerate(g.sides):
        for card in d.fronts[seat]:
            if g.title(card) == action.card:
                d.fronts[seat].remove(card)
                g.emit("shake", f"{g.names[seat]} Shakes off '{action.card}'.", seat=seat, card=action.card)
                f = side_decks.side_frame(g, card, seat, [d.owner], "shake", di)
                f.status = "resolve"
                for e in g.content.cards[card].shake.effects:
                    effects.run(g, f, e)
                d.discard.append(card)
                return
