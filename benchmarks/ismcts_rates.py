"""ISMCTS iterations per second for given bot options, at the bench's sampled 4-seat decisions.

CPU time counts the worker processes too (``workers=N``), so root-parallel overhead shows; wall time beside it.

    PYTHONPATH=$PWD python3 benchmarks/ismcts_rates.py --searches 8 policy=rules rollout_depth=10
"""

from __future__ import annotations

import argparse
import random
import resource
import time

import innkeeper
from innkeeper.bots import SeatView
from innkeeper.bots.ismcts import IsmctsBot


def children_cpu() -> float:
    """CPU seconds of finished child processes (the forked workers)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def option(text: str) -> tuple[str, object]:
    """``key=value``: a whole number where it is one, else the text."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is key=value, not {text!r}")
    key, value = text.split("=", 1)
    return key, int(value) if value.isdigit() else value


def rates(searches: int, iterations: int, seed: int, options: dict) -> tuple[float, float]:
    """(CPU, wall) iterations per second over ``searches`` searches from sampled decisions of random games."""
    rng = random.Random(seed)
    pool = innkeeper.characters()
    cpu = wall = 0.0
    done = 0
    while done < searches:
        g = innkeeper.new_game(rng.sample(pool, 4), seed=rng.getrandbits(32))
        for _ in range(rng.randrange(10, 120)):
            if g.is_over:
                break
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        if g.is_over or len(g.legal_actions()) < 2:
            continue
        seat = g.current_player
        bot = IsmctsBot(seat, rng.getrandbits(32), iterations=iterations, **options)
        w, c = time.perf_counter(), time.process_time() + children_cpu()
        bot.act(SeatView(g, seat))
        cpu += time.process_time() + children_cpu() - c
        wall += time.perf_counter() - w
        done += 1
    return searches * iterations / cpu, searches * iterations / wall


def main() -> None:
    """Print the rates for the options given."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--searches", type=int, default=8)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("options", nargs="*", type=option, help="bot options as key=value")
    args = p.parse_args()
    options = dict(args.options)
    cpu, wall = rates(args.searches, args.iterations, args.seed, options)
    print(f"{options or 'defaults'}: {cpu:.0f} iterations/s CPU, {wall:.0f} wall")


if __name__ == "__main__":
    main()
