"""Engine figures: random 4-seat games per second, decisions per second, clone/to_json/from_json/observe
times and ISMCTS iterations per second, each the median over repeated runs on one core.

Run: python benchmarks/engine.py [--games N] [--repeats R] [--ismcts-iterations N] [--seconds S]
(the same as ``innkeeper bench``; the figures are computed by ``innkeeper.bench``).
"""

from __future__ import annotations

import argparse

from innkeeper.bench import report


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="random games per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (each figure is their median)")
    parser.add_argument("--ismcts-iterations", type=int, default=200, help="iterations of the timed ISMCTS search")
    parser.add_argument("--seconds", type=float, default=0.2, help="time on each per-call figure per run")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    args = parser.parse_args()
    for name in ("games", "repeats", "ismcts_iterations"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    print(report(args.games, args.repeats, args.ismcts_iterations, args.seconds, args.seed))


if __name__ == "__main__":
    main()
