"""The random bot: any legal action, uniformly, except that passing is weighted.

Uniform choice would answer almost every card with a Sometimes card and throw cards away; passing
with a fixed chance whenever it is possible keeps games the shape people play.
"""

from __future__ import annotations

import random

from innkeeper.engine import Action

from . import SeatView


class RandomBot:
    """Uniform over legal actions, passing with probability ``pass_chance`` when passing is legal."""

    kind = "random"

    def __init__(self, seat: int, seed: int, pass_chance: float = 0.5):
        self.seat = seat
        self.rng = random.Random(seed)
        self.pass_chance = pass_chance

    def act(self, view: SeatView) -> Action:
        """A random legal action."""
        legal = view.legal
        rng = self.rng
        if len(legal) > 1:
            passes = [a for a in legal if a.kind == "pass"]
            if passes:
                if rng.random() < self.pass_chance:
                    return passes[0]
                legal = [a for a in legal if a.kind != "pass"]
        return legal[rng.randrange(len(legal))]
