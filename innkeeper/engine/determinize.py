"""Determinizing: one full state consistent with everything a seat knows, for search over hidden cards.

What a seat cannot see is where each unseen card lies: the other players' hands and decks (their
contents together are public: a character's deck less its face-up cards), the order of its own deck,
and the Drinks nobody has seen (the Drink Deck, every Drink Me! pile and the Bar Deck). Those cards are
pooled, sorted so the result depends only on what the seat knows, reshuffled with the given seed and
dealt back into piles of the same sizes. The game's own generator and the seed it was set up with
are replaced too, so future shuffles and the original deal cannot be worked out.
"""

from __future__ import annotations

from typing import TypeVar

from .chance import Chance, seed_state
from .table import Table

T = TypeVar("T", bound=Table)


class _Shuffler(Chance):
    """A stand-alone generator for the reshuffle."""

    __slots__ = ()

    def __init__(self, seed: int):
        self.rng = seed_state(seed)


def determinize(g: T, seat: int, seed: int) -> T:
    """A copy of ``g`` with every card hidden from ``seat`` re-dealt at random from what it could be."""
    h = g.clone()
    h.setup = {**g.setup, "seed": None}  # the seed would tell every deal
    chance = _Shuffler(seed)
    for i, p in enumerate(h.players):
        if i == seat:
            p.deck.sort()
            chance.shuffle(p.deck)
            continue
        pool = sorted(p.hand + p.deck)
        chance.shuffle(pool)
        k = len(p.hand)
        p.hand, p.deck = pool[:k], pool[k:]
    piles = [h.drink_deck] + [p.drink_me for p in h.players] + ([h.bar_deck] if h.bar_deck is not None else [])
    pool = sorted(c for pile in piles for c in pile)
    chance.shuffle(pool)
    at = 0
    for pile in piles:
        k = len(pile)
        pile[:] = pool[at:at + k]
        at += k
    for d in h.sides:   # a side deck's order is hidden from everyone
        d.deck.sort()
        chance.shuffle(d.deck)
    h.rng = seed_state(chance.below(1 << 62) ^ seed)
    return h
