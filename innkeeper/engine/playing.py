"""Playing a card: its response window, then Negated (discarded, no effect) or resolved effect by effect.

After a card resolves, the Fortitude it cost anyone opens a window of its own for hit-back cards
(rulebook 000, Timing Example 3); the loss keeps its original source even if redirected (001).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, gear, mockery, potions, timing, tracks
from .ops import OPS
from .state import CardFrame, LossFrame

if TYPE_CHECKING:
    from .game import Game


def step(g: Game, f: CardFrame) -> bool:
    """Advance a played card: its Gear (gear icon), window, then one effect per step until done."""
    if f.status == "new" and f.gear < 0 and g.content.cards[f.card].gear and gear.attach(g, f):
        return False   # its player chooses the Gear's players first
    if timing.first_window(g, f, f.player):
        return False
    if f.status == "window":
        if f.negated:
            _finish(g, f)
            return False
        f.status = "resolve"
    mode_effects = g.content.cards[f.card].modes[f.mode].effects if f.gear < 0 else gear.effects_of(g, f)
    stack = g.stack
    depth = len(stack)
    ops = OPS
    while f.step < len(mode_effects):
        e = mode_effects[f.step]
        f.step += 1
        if e.when is not None and not effects.WHENS[e.when](g, f):
            continue
        if e.gated and not tracks.gate_holds(g, f.player, e):
            continue   # the marker is not where the effect needs it
        ops[e.op].run(g, f, e)   # (effects.run)
        if len(stack) != depth or stack[-1] is not f:
            return False
    _finish(g, f)
    return False


def _finish(g: Game, f: CardFrame) -> None:
    """Discard the card; open the hit-back window if it cost anyone Fortitude (or if it was a Song)."""
    g.stack.pop()
    origin = f.origin
    if f.gear >= 0:
        gear.finish(g, f)
    if not origin:
        g.players[f.player].discard.append(f.card)
    elif origin == "mockery":
        mockery.finish(g, f)
        if f.replay and not g.players[f.targets[0]].out:   # Negated "to play another": reveal another (004)
            mockery.mock(g, f, [f.targets[0]])
    else:   # a Song, Sung or Immediate; a kept Potion
        g.sides[f.deck].discard.append(f.card)
    if f.replay and (not origin or origin == potions.ORIGIN) and f.player == g.turn and g.phase == "order" \
            and g.step == 0 and g.content.cards[f.card].type in ("action", "action_gambling"):
        g.phase = "action"   # the Negated Action card's player may play another
    victims = []
    for seat, _amount in f.losses:
        if seat not in victims:
            victims.append(seat)
    if victims or origin == "song":
        g.stack.append(LossFrame(f.player, victims, origin == "song"))
