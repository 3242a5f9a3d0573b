"""Engine figures: random 4-seat games per second, decisions per second, clone/to_json/from_json/observe times.

Run: python benchmarks/engine.py [--games N] [--repeats R]
Each figure is the median over repeated runs, on one core, with uniformly random legal actions.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
import timeit

import innkeeper


def games_per_second(games: int, seed: int) -> tuple[float, float]:
    """(games/s, decisions/s) for random 4-seat games."""
    chars = innkeeper.characters()
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        g = innkeeper.new_game([rng.choice(chars) for _ in range(4)], seed=seed + i)
        while not g.is_over:
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def mid_game(seed: int = 1) -> innkeeper.Game:
    """A 4-seat game some way in."""
    g = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
    return g


def micro(fn, number: int) -> float:
    """Microseconds per call."""
    return timeit.timeit(fn, number=number) / number * 1e6


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    runs = [games_per_second(args.games, 1000 * r) for r in range(args.repeats)]
    g = mid_game()
    text = g.to_json()
    def median_us(fn, number: int) -> float:
        return statistics.median(micro(fn, number) for _ in range(args.repeats))

    rows = [
        ("random 4-seat games per second (one core)", f"{statistics.median(r[0] for r in runs):.0f}"),
        ("decisions per second", f"{statistics.median(r[1] for r in runs):,.0f}"),
        ("clone()", f"{median_us(g.clone, 20000):.1f} µs"),
        ("to_json()", f"{median_us(g.to_json, 2000):.0f} µs"),
        ("from_json()", f"{median_us(lambda: innkeeper.Game.from_json(text), 500):.0f} µs"),
        ("observe(seat)", f"{median_us(lambda: g.observe(0), 2000):.0f} µs"),
    ]
    print(f"Innkeeper engine on {platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
    for name, value in rows:
        print(f"{name:45} {value}")


if __name__ == "__main__":
    main()
