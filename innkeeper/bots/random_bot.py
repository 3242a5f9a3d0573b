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
        n = len(legal)
        if n > 1:
            # (an Action is a tuple whose first item is its kind: ``a[0]`` is ``a.kind``, without the property)
            for a in legal:
                if a[0] == "pass":
                    if rng.random() < self.pass_chance:
                        return a
                    legal = [other for other in legal if other[0] != "pass"]
                    n = len(legal)
                    break
        return legal[rng._randbelow(n) if n > 0 else rng.randrange(n)]   # (``randrange(n)``, the same draws)
