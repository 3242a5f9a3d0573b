"""Playing a card: its response window, then Negated (discarded, no effect) or resolved effect by effect.

After a card resolves, the Fortitude it cost anyone opens a window of its own for hit-back cards
(rulebook 000, Timing Example 3); the loss keeps its original source even if redirected (001).
"""

from __future__ import annotations

from . import side_decks, state, timing, whens  # noqa: F401  (whens: declares the core's effect conditions)
from .compiled import method, python_class
from .ops import OPS, WHENS
from .state import Automatic, LossFrame
from .table import Table


def step(f: CardFrame, g: Table) -> bool:
    """Advance a played card: what a mechanic does first (attach a side card), window, then one effect per step."""
    if f.status == "new":
        for before in g.hooks.before_card:
            if before(g, f):
                return False   # its player decides something first (the players an attached card names)
        if timing.first_window(g, f, f.player):   # (only a new card opens its window)
            return False
    if f.status == "window":
        if f.negated:
            _finish(g, f)
            return False
        f.status = "resolve"
    mode_effects = g.content.cards[f.card].modes[f.mode].effects if f.gear < 0 else side_decks.effects_of(g, f)
    stack = g.stack
    depth = len(stack)
    ops = OPS
    while f.effect < len(mode_effects):
        e = mode_effects[f.effect]
        f.effect += 1
        if e.when is not None and not WHENS[e.when].test(g, f):
            continue
        if e.gated and not g.effect_allowed(f.player, e):
            continue   # the marker is not where the effect needs it
        ops[e.op].run(g, f, e)   # (effects.run)
        if len(stack) != depth or stack[-1] is not f:
            return False
    _finish(g, f)
    return False


def _finish(g: Table, f: CardFrame) -> None:
    """Discard the card; open the hit-back window if it cost anyone Fortitude (or if its mechanic opens one)."""
    g.stack.pop()
    origin = f.origin
    if f.gear >= 0:
        side_decks.detach(g, f)
    if not origin:
        g.players[f.player].discard.append(f.card)
    else:   # a side-deck card: its mechanic puts it away, else it goes to its deck's discards
        finish = g.hooks.finishes.get(origin)
        if finish is not None:
            finish(g, f)
        else:
            g.sides[f.deck].discard.append(f.card)
    t = g.turn_frame
    if f.replay and (not origin or origin in g.hooks.as_hand) and f.player == t.player and t.phase == "order" \
            and t.part == 0 and g.content.cards[f.card].type in ("action", "action_gambling"):
        t.phase = "action"   # the Negated Action card's player may play another
    victims = []
    for seat, _amount in f.losses:
        if seat not in victims:
            victims.append(seat)
    window = bool(origin) and origin in g.hooks.loss_window
    if victims or window:
        g.push(LossFrame(f.player, victims, window))


def view(f: CardFrame, g: Table) -> dict:
    """The public face of a played card: the card, its player and targets, and what has happened to it."""
    out: dict = dict(card=g.title(f.card), player=f.player, targets=list(f.targets), negated=f.negated,
                     ignored=list(f.ignored), drink=f.drink)
    if f.origin:
        out["origin"] = f.origin
    if f.gear >= 0:   # the side card attached to it, and the players chosen for it
        out.update(gear=g.title(f.gear), chosen=list(f.chosen))
    return out


@python_class
class CardFrame(state.CardFrame, Automatic):
    """A played card, from its response window to the end of its resolution (nobody decides on it itself)."""

    __slots__ = ()

    step = method(step)
    view = method(view)
