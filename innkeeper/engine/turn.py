"""On Your Turn: Discard and Draw, Action, Order a Drink, Drink; then the player to the left goes.

The active player's phase decisions happen when nothing is on the stack. Anytime cards may be played
at any phase decision, before or after the phase's own action (after drinking too), except between
discarding and drawing ("you may not play any cards until you have finished drawing"). Holding 7 or
more cards, "draw" keeps them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import drinks, losing, timing
from .actions import Action
from .state import OrderFrame

if TYPE_CHECKING:
    from .game import Game

HAND_SIZE = 7


def actions(g: Game, seat: int) -> list[Action]:
    """The active player's choices in the current phase."""
    name = g.names[seat]
    p = g.players[seat]
    phase = g.phase
    out: list[Action] = []
    if phase == "discard":
        need = HAND_SIZE - len(p.hand)
        text = f"{name} draws {need} card{'s' if need != 1 else ''}" if need > 0 else f"{name} keeps their hand"
        out.append(Action("draw", text=text))
        for cid in dict.fromkeys(p.hand):
            title = g.title(cid)
            out.append(Action("discard", title, text=f"{name} discards '{title}'"))
        if g.step == 0:
            out.extend(timing.plays(g, seat, None, -1, "anytime"))
        return out
    if phase == "action":
        out.append(Action("pass", text=f"{name} plays no Action"))
        for cid in dict.fromkeys(p.hand):
            card = g.content.cards[cid]
            if card.type in ("action", "action_gambling"):
                out.extend(timing.card_actions(g, seat, card, 0, None))
        out.extend(timing.plays(g, seat, None, -1, "both"))
        return out
    if phase == "order":
        if g.step == 0:
            out.extend(order_actions(g, seat))
        else:
            out.append(Action("pass", text=f"{name} is done ordering"))
        out.extend(timing.plays(g, seat, None, -1, "both"))
        return out
    if g.step == 0:
        out.append(Action("drink", text=f"{name} drinks"))
    else:
        out.append(Action("pass", text=f"{name} ends their turn"))
    out.extend(timing.plays(g, seat, None, -1, "both"))
    return out


def order_actions(g: Game, seat: int) -> list[Action]:
    """Order a Drink onto another player's Drink Me! pile."""
    return [Action("order", targets=(s,), text=f"{g.names[seat]} orders a Drink for {g.names[s]}")
            for s in g.in_turn_order(seat) if s != seat]


def order(g: Game, seat: int, target: int) -> None:
    """Put the top Drink Deck card face down on the target's Drink Me! pile."""
    c = drinks.take_from_deck(g)
    if c is None:
        g.emit("order", "There are no Drinks left to order.", seat=seat)
        return
    g.players[target].drink_me.append(c)
    g.emit("order", f"{g.names[seat]} orders a Drink for {g.names[target]}.", seat=seat, target=target)


def act(g: Game, seat: int, action: Action) -> None:
    """Carry out a phase decision."""
    p = g.players[seat]
    kind = action.kind
    if kind == "play":
        frame = timing.play_card(g, seat, action, -1)
        if g.content.cards[frame.card].type in ("action", "action_gambling"):
            g.phase = "order"
            g.step = 0
        return
    if kind == "discard":
        cid = g.held(seat, action.card)
        p.hand.remove(cid)
        p.discard.append(cid)
        g.step = 1
        g.emit("discard", action.text, seat=seat, card=action.card)
        return
    if kind == "draw":
        need = HAND_SIZE - len(p.hand)
        if need > 0:
            g.draw_cards(seat, need)
        g.phase = "action"
        g.step = 0
        return
    if kind == "pass":
        g.phase = {"action": "order", "order": "drink", "drink": "end"}[g.phase]
        g.step = 0
        return
    if kind == "order":
        order(g, seat, action.targets[0])
        g.step = 1
        return
    if kind == "drink":
        g.step = 1
        drinks.start_pile_drink(g, seat)


def next_turn(g: Game) -> None:
    """The player to the left goes next (counting completed rounds for last call)."""
    prev = g.turn
    g.turn = g.next_alive(prev)
    n = g.n
    if (g.turn - g.first) % n <= (prev - g.first) % n:
        g.rounds += 1
        if g.last_call is not None and g.rounds >= g.last_call:
            losing.last_call(g)
            return
    g.phase = "discard"
    g.step = 0
    g.emit("turn", f"It is {g.names[g.turn]}'s turn.", seat=g.turn)


class ordering:
    """Handler of an OrderFrame: ordering extra Drinks, one decision each."""

    @staticmethod
    def step(g: Game, f: OrderFrame) -> bool:
        """Wait for the next order, or finish."""
        if f.count <= 0:
            g.stack.pop()
            return False
        return True

    @staticmethod
    def decider(g: Game, f: OrderFrame) -> int:
        """The player ordering."""
        return f.player

    @staticmethod
    def actions(g: Game, f: OrderFrame, seat: int) -> list[Action]:
        """Any other player's pile."""
        return order_actions(g, seat)

    @staticmethod
    def act(g: Game, f: OrderFrame, action: Action) -> None:
        """Order one Drink."""
        order(g, f.player, action.targets[0])
        f.count -= 1
