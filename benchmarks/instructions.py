"""Instructions per game, load-independent: a fixed set of seeded random 4-seat games under callgrind.

Run: python benchmarks/instructions.py [CHECKOUT ...] [--games 30] [--start 0]

For each checkout, plays games ``start`` to ``start + games - 1`` of the simulator (``simulate.play_game``,
the random bots at 4 seats, master seed 17) under ``valgrind --tool=callgrind``, once with the games and
once without (both after one warm-up game, which loads the content; after one uncounted run), and prints
the difference divided by the game count: the instructions one game takes, the same on a loaded machine as on
a quiet one. Two
checkouts play the same games only if their rules and bots choose alike (the printed decision counts say so).
Needs valgrind. With ``--play N START`` it is the child that plays (what callgrind runs).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path


def play(games: int, start: int) -> None:
    """Play the warm-up game, then the seeded games; print the decision count."""
    from innkeeper.simulate import SimConfig, play_game

    config = SimConfig(games=1 << 30, bots=("random",) * 4, seed=17)
    play_game(config, 999_999)   # warm-up: the content loaded, its caches filled
    decisions = sum(play_game(config, i).decisions for i in range(start, start + games))
    print(f"decisions {decisions}")


def instructions(checkout: Path, games: int, start: int) -> tuple[int, str]:
    """Instructions callgrind counts for a run of ``games`` games in ``checkout``, and the run's output."""
    env = {"PYTHONPATH": str(checkout), "PATH": "/usr/bin:/bin"}
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                          str(Path(__file__).resolve()), "--play", str(games), str(start)],
                         capture_output=True, text=True, env=env, check=True, cwd=checkout)
    found = re.search(r"refs:\s*([\d,]+)", run.stderr)
    if found is None:
        sys.exit(f"error: no instruction count from callgrind:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), run.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("checkouts", nargs="*", default=[str(Path(__file__).resolve().parent.parent)])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--play", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        play(*args.play)
        return
    for checkout in args.checkouts:
        instructions(Path(checkout), 0, args.start)   # a first run may write caches (compiled modules): not counted
        base, _ = instructions(Path(checkout), 0, args.start)
        total, out = instructions(Path(checkout), args.games, args.start)
        print(f"{checkout}: {(total - base) / args.games:,.0f} instructions per game "
              f"(games {args.start}-{args.start + args.games - 1}, {out})")


if __name__ == "__main__":
    main()
