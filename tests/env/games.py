"""Seeded random games for the environment tests: every character, 2 to 8 seats, the table options varied."""

from __future__ import annotations

import random
from collections.abc import Iterator

import innkeeper


def tables() -> Iterator[tuple[int, list[str], dict]]:
    """(seed, characters, options) for one game per character and table size, that character at seat 0."""
    chars = innkeeper.characters()
    seed = 0
    for character in chars:
        for seats in range(2, 9):
            seed += 1
            rng = random.Random(seed)
            line_up = [character] + [rng.choice(chars) for _ in range(seats - 1)]
            options = {"ask_all": seed % 3 == 0, "bar_deck": seed % 4 == 0, "prizes": seed % 5 == 0,
                       "drink_deck": "second" if seed % 2 else "core"}
            yield seed, line_up, options


def decisions(seed: int, characters: list[str], options: dict, every: int = 1) -> Iterator[innkeeper.Game]:
    """Play a game with random choices (passing half the time), yielding it at every ``every``-th decision."""
    game = innkeeper.new_game(characters, seed=seed, **options)
    rng = random.Random(seed)
    step = 0
    while not game.is_over:
        if step % every == 0:
            yield game
        step += 1
        legal = game.legal_actions()
        action = rng.choice(legal)
        passes = [a for a in legal if a.kind == "pass"]
        if passes and action.kind != "pass" and rng.random() < 0.5:
            action = passes[0]
        game.apply(action)
