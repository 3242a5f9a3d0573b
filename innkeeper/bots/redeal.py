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
    h = g.clone()
    h.setup = {**g.setup, "seed": None}
    rng = random.Random(seed)
    for i, p in enumerate(h.players):
        if i == seat:
            p.deck.sort()
            _partial(p.deck, reach, rng)
            continue
        k = len(p.hand)
        pool = sorted(p.hand + p.deck)
        _partial(pool, k + reach, rng)
        cut = len(pool) - k
        p.hand, p.deck = pool[cut:], pool[:cut]
    piles = [p.drink_me for p in h.players] + [h.drink_deck] + ([h.bar_deck] if h.bar_deck is not None else [])
    pool = sorted(c for pile in piles for c in pile)
    _partial(pool, sum(len(p.drink_me) for p in h.players) + reach, rng)
    at = len(pool)
    for pile in piles:   # from the top down: the Drink Me! piles, then the Drink Deck's top, the Bar Deck last
        k = len(pile)
        pile[:] = pool[at - k:at]
        at -= k
    for d in h.sides:
        d.deck.sort()
        _partial(d.deck, reach, rng)
    h.rng = seed_state(rng.getrandbits(62) ^ seed)
    return h
