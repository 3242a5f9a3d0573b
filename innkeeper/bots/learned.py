"""The learned bot: plays a policy trained with ``innkeeper.env.train`` (needs the ``train`` extra).

It sees only its SeatView: the observation vector is made from ``view.observation`` and the mask from
``view.legal``, exactly as the environments make them.
"""

from __future__ import annotations

from functools import lru_cache

from innkeeper.bots import SeatView
from innkeeper.engine import Action


@lru_cache(maxsize=4)
def load_policy(path: str):
    """A saved MaskablePPO policy (loaded once per path)."""
    from sb3_contrib import MaskablePPO

    return MaskablePPO.load(path, device="cpu")


class LearnedBot:
    """A bot that plays a saved masked policy, greedily by default."""

    kind = "learned"

    def __init__(self, seat: int, seed: int, policy: str | None = None, deterministic: bool = True):
        """``policy`` is the path of a zip saved by ``python -m innkeeper.env.train``."""
        if not policy:
            raise ValueError("the learned bot needs policy=PATH, a policy saved by python -m innkeeper.env.train")
        self.seat = seat
        self.seed = seed
        self.path = str(policy)
        self.deterministic = deterministic
        self.model = load_policy(self.path)

    def act(self, view: SeatView) -> Action:
        """The policy's choice among the legal actions."""
        import numpy as np

        from innkeeper.env import ACTION_SPACE_SIZE
        from innkeeper.env.actions import indices_of
        from innkeeper.env.observations import encode_view

        observation = view.observation
        legal = indices_of(view.legal, self.seat, len(observation["players"]))
        mask = np.zeros(ACTION_SPACE_SIZE, dtype=bool)
        mask[list(legal)] = True
        index, _ = self.model.predict(encode_view(observation), action_masks=mask, deterministic=self.deterministic)
        return legal[int(index)]
