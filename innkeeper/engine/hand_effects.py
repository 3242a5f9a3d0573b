"""Discarding and Drawing (rulebook 000): a Drink's draw and discard effects, in the order its drinker chooses.

Each card of a Drink that draws or discards gives it one such effect per kind (a split Drink first combines like
effects, then halves them, 000 Splitting Drinks). When both kinds are left to resolve, the drinker picks which comes
next, and it resolves fully (every discard of it chosen) before the next. Effects of one kind only need no choice:
they resolve together. A Drink that only draws is drawn at once (``drinks``), as before.
"""

from __future__ import annotations

from . import english
from .actions import Action
from .compiled import python_class
from .discarding import DiscardFrame
from .state import Drink, Frame
from .table import Table


def _half(x: int, rounding: str) -> int:
    """Half of a count, rounded up (or down)."""
    return (x + 1) // 2 if rounding == "up" else x // 2


def of(g: Table, d: Drink) -> list[list]:
    """The Drink's draw and discard effects, each [kind, card, count] ("draw" or "discard")."""
    cards = g.content.cards
    steps = d.steps
    if any(st[0] == "base" for st in steps):   # its cards' own effects were replaced by plain Alcohol
        return []
    out: list[list] = []
    for c in d.cards:
        card = cards[c]
        if card.draw:
            out.append(["draw", c, card.draw])
        if card.discard:
            out.append(["discard", c, card.discard])
    splits = [st[1] for st in steps if st[0] == "split"]
    if splits and out:   # combine like effects, then split each (000 Splitting Drinks)
        combined = []
        for kind in ("draw", "discard"):
            mine = [e for e in out if e[0] == kind]
            if mine:
                n = sum(e[2] for e in mine)
                for rounding in splits:
                    n = _half(n, rounding)
                if n:
                    combined.append([kind, mine[0][1], n])
        out = combined
    return out


def discards(g: Table, d: Drink) -> bool:
    """Whether any card of the Drink discards (only then is there an order to choose or a discard to make)."""
    cards = g.content.cards
    for c in d.cards:
        if cards[c].discard:
            return True
    return False


def _resolve(g: Table, seat: int, kind: str, count: int) -> None:
    """Carry out one effect: draw now, or push the discards (decided one card at a time)."""
    if kind == "draw":
        g.draw_cards(seat, count)
    else:
        g.push(DiscardFrame(seat, count))


@python_class
class HandEffectsFrame(Frame):
    """A drunk Drink's draw and discard effects still to resolve, in the order its drinker chooses."""

    __slots__ = ("player", "effects")
    kind = "hand_effects"

    def __init__(self, player: int, effects: list[list]):
        self.player = player
        self.effects = effects

    def step(f, g: Table) -> bool:
        """Ask while both kinds are left; effects of one kind resolve together, then the frame is done."""
        effects = f.effects
        if g.players[f.player].out or not effects:
            g.stack.pop()
            return False
        kind = effects[0][0]
        for e in effects:
            if e[0] != kind:
                return True
        g.stack.pop()
        _resolve(g, f.player, kind, sum(e[2] for e in effects))
        f.effects = []
        return False

    def decider(f, g: Table) -> int:
        """The drinker."""
        return f.player

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Which effect to resolve next (effects alike are one choice)."""
        names = g.names
        out = []
        seen = set()
        for kind, card, count in f.effects:
            title = g.title(card)
            if (kind, title) in seen:
                continue
            seen.add((kind, title))
            out.append(Action("choose", title, option=kind,
                              text=english.hand_effect_text(names, seat, kind, count, title)))
        return out

    def act(f, g: Table, action: Action) -> None:
        """Resolve the chosen effect fully (its discards come before anything else)."""
        for i, (kind, card, count) in enumerate(f.effects):
            if kind == action.option and g.title(card) == action.card:
                del f.effects[i]
                g.emit("hand_effect", seat=f.player, option=kind, count=count, card=action.card)
                _resolve(g, f.player, kind, count)
                return

    def view(f, g: Table) -> dict:
        """The public face: whose Drink, and its draw and discard effects still to resolve."""
        return dict(player=f.player, effects=[[kind, g.title(card), count] for kind, card, count in f.effects])
