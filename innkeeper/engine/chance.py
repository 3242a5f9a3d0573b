"""Chance: the one source of randomness in a game, a 64-bit SplitMix generator held as a plain int.

Keeping the generator's whole state in one integer makes cloning and saving a game free, and the
same seed gives the same game on every machine and Python version.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_value(state: int) -> tuple[int, int]:
    """Return (a 64-bit random value, the next state)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return seed & _MASK


class Chance:
    """Base of the game: draws from the generator stored in ``self.rng``."""

    __slots__ = ("rng",)
    rng: int

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        value, self.rng = next_value(self.rng)
        return (value * n) >> 64

    def shuffle(self, cards: list) -> None:
        """Shuffle a list in place (Fisher-Yates), drawing as ``below(i + 1)`` would (inlined: it is hot)."""
        state = self.rng
        mask = _MASK
        for i in range(len(cards) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & mask
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            cards[i], cards[j] = cards[j], cards[i]
        self.rng = state
