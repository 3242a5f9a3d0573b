"""A cheap re-deal for search: the cards a seat cannot see, dealt again only as far as a short look-ahead reaches.

``Game.determinize`` re-deals every hidden card with a full shuffle of each pool; a search that plays only a
few decisions past each deal draws few of them. ``redeal`` re-deals the same zones from the same sorted pools
(so two games that differ only in hidden cards give the same deals: nothing leaks), but with a partial
Fisher-Yates shuffle that randomises only what a short rollout can reach: every hidden hand and Drink Me!
pile, and the top ``reach`` cards of each deck and of the Drink Deck (a pile's top is its list's end).
Cards deeper down stay in their sorted order: a fair pool but not a fair order, so a rollout that drew that
deep would draw them in that order. The game's own generator is replaced as ``determinize`` replaces it.
"""

from __future__ import annotations

import random

from innkeeper.engine import Game
from innkeeper.engine.chance import seed_state

REACH = 12   # cards of each deck (and of the Drink Deck) put in random order


def _partial(pool: list, k: int, rng: random.Random) -> None:
    """Put a uniformly random selection of ``k`` cards, in random order, at the end of ``pool`` (a pile's top)."""
    rand = rng.random
    n = len(pool)
    for i in range(n - 1, max(n - 1 - k, 0), -1):
        j = int(rand() * (i + 1))   # uniform in [0, i] (within a 2**-53 bias)
        pool[i], pool[j] = pool[j], pool[i]


def redeal(g: Game, seat: int, seed: int, reach: int = REACH) -> Game:
    """A copy of ``g`` with the cards hidden from ``seat`` re-dealt (see the module docstring)."""
    return Redealer(g, seat, reach)(seed)


class Redealer:
    """``redeal`` of one game and seat, again and again: the sorted pools are made once, not at every deal.

    ``Redealer(g, seat, reach)(seed)`` is exactly ``redeal(g, seat, seed, reach)`` (the same cards in the same places).
    """

    __slots__ = ("g", "seat", "reach", "_players", "_drinks", "_drink_draw", "_sides")

    def __init__(self, g: Game, seat: int, reach: int = REACH):
        self.g = g
        self.seat = seat
        self.reach = reach
        # each seat: (its sorted pool, how many of it are the hand); the seat's own: its sorted deck, hand not dealt
        self._players = [(sorted(p.deck), -1) if i == seat else (sorted(p.hand + p.deck), len(p.hand))
                         for i, p in enumerate(g.players)]
        piles = [p.drink_me for p in g.players] + [g.drink_deck] + ([g.bar_deck] if g.bar_deck is not None else [])
        self._drinks = sorted(c for pile in piles for c in pile)
        self._drink_draw = sum(len(p.drink_me) for p in g.players) + reach
        self._sides = [sorted(d.deck) for d in g.sides]

    def __call__(self, seed: int) -> Game:
        """A re-deal of the hidden cards with ``seed``."""
        g = self.g
        reach = self.reach
        h = g.clone()
        h.setup = {**g.setup, "seed": None}
        rng = random.Random(seed)
        for p, (sorted_pool, k) in zip(h.players, self._players, strict=True):
            pool = sorted_pool[:]
            if k < 0:
                _partial(pool, reach, rng)
                p.deck = pool
                continue
            _partial(pool, k + reach, rng)
            cut = len(pool) - k
            p.hand, p.deck = pool[cut:], pool[:cut]
        piles = [p.drink_me for p in h.players] + [h.drink_deck] + ([h.bar_deck] if h.bar_deck is not None else [])
        pool = self._drinks[:]
        _partial(pool, self._drink_draw, rng)
        at = len(pool)
        for pile in piles:   # from the top down: the Drink Me! piles, then the Drink Deck's top, the Bar Deck last
            k = len(pile)
            pile[:] = pool[at - k:at]
            at -= k
        for d, deck in zip(h.sides, self._sides, strict=True):
            d.deck = deck[:]
            _partial(d.deck, reach, rng)
        h.rng = seed_state(rng.getrandbits(62) ^ seed)
        return h
