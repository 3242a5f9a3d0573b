"""Innkeeper for research: a fixed action space, masks, numeric observations, and PettingZoo, Gymnasium and
OpenSpiel environments, all built on the engine's public contract (needs the ``rl`` extra).

The engine never imports this package. ``aec_env`` and ``gym_env`` load PettingZoo and Gymnasium on first use;
``import innkeeper.env.openspiel`` registers the game ``"innkeeper"`` with pyspiel.
"""

from __future__ import annotations

from .actions import MAX_DRINKS, MAX_SEATS, action_mask, action_space_size, decode_action, encode_action
from .observations import OBS_HIGH, OBS_LOW, encode_observation, layout, observation_size

ACTION_SPACE_SIZE = action_space_size()
OBSERVATION_SHAPE = (observation_size(),)

__all__ = [
    "ACTION_SPACE_SIZE", "MAX_DRINKS", "MAX_SEATS", "OBSERVATION_SHAPE", "action_mask", "aec_env", "decode_action",
    "encode_action", "encode_observation", "gym_env", "layout", "observation_space",
]


def aec_env(seats: int = 4, characters=None, **table_options):
    """A PettingZoo AEC environment of one table (see ``innkeeper.env.aec``)."""
    from .aec import InnkeeperAEC

    return InnkeeperAEC(seats=seats, characters=characters, **table_options)


def gym_env(seats: int = 4, opponents="heuristic", seat: int = 0, **options):
    """A Gymnasium environment: one seat against Innkeeper's bots (see ``innkeeper.env.single``)."""
    from .single import InnkeeperGym

    return InnkeeperGym(seats=seats, opponents=opponents, seat=seat, **options)


try:
    import gymnasium as _gymnasium
except ImportError:   # (without the rl extra the encoding still works; the environments need it)
    _gymnasium = None
if _gymnasium is not None and "Innkeeper-v0" not in _gymnasium.registry:
    _gymnasium.register("Innkeeper-v0", entry_point="innkeeper.env.single:InnkeeperGym")


def __getattr__(name: str):
    """``observation_space``: the Gymnasium Box of ``encode_observation`` (made on first use)."""
    if name == "observation_space":
        import gymnasium
        import numpy as np

        return gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, OBSERVATION_SHAPE, np.float32)
    raise AttributeError(f"module 'innkeeper.env' has no attribute {name!r}")
