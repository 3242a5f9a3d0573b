"""Strength report: does a stronger bot kind beat three weaker ones more often than its fair 25%?

Each match-up seats one bot of the stronger kind and K-1 of the weaker kind (K = 4 by default). Games go
through ``innkeeper.simulate``, which rotates seats, characters and turn order so position does not bias
the result; ties give each winner 1/k of a win. Prints a Markdown table and writes it to ``--out``.

    python scripts/strength_report.py                        # heuristic vs random (2000), ismcts vs heuristic (200)
    python scripts/strength_report.py --matchup random:random:400 --workers 2
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass

from innkeeper.simulate import SimConfig, SimulationError, simulate_with_progress, slot_seat
from innkeeper.stats import Rate


@dataclass(frozen=True)
class Matchup:
    """One stronger kind against weaker ones over a number of games."""

    strong: str
    weak: str
    games: int


def parse_matchup(text: str) -> Matchup:
    """``STRONG:WEAK[:GAMES]`` (games default 200)."""
    parts = text.split(":")
    if len(parts) not in (2, 3) or not all(parts):
        raise argparse.ArgumentTypeError(f"a match-up is STRONG:WEAK[:GAMES], not {text!r}")
    try:
        games = int(parts[2]) if len(parts) == 3 else 200
    except ValueError:
        raise argparse.ArgumentTypeError(f"games must be a whole number in {text!r}") from None
    return Matchup(parts[0].strip(), parts[1].strip(), games)


def arguments(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--heuristic-games", type=int, default=2000, help="games of heuristic vs random (default 2000)")
    p.add_argument("--ismcts-games", type=int, default=200, help="games of ismcts vs heuristic (default 200)")
    p.add_argument("--matchup", type=parse_matchup, action="append", metavar="STRONG:WEAK[:GAMES]",
                   help="run this match-up instead of the two defaults (repeatable)")
    p.add_argument("--iterations", type=int, default=None, help="ISMCTS iterations per decision (default: the bot's)")
    p.add_argument("--seats", type=int, default=4, help="seats per game (default 4)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local processes (default: CPUs)")
    p.add_argument("--ray", action="store_true", help="run on a local Ray instance instead of processes")
    p.add_argument("--seed", type=int, default=2024, help="master seed (default 2024)")
    p.add_argument("--out", default="strength_report.md", help="Markdown file to write (default strength_report.md)")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bars")
    return p.parse_args(argv)


def run(m: Matchup, args: argparse.Namespace) -> str:
    """Play one match-up; its Markdown table row."""
    options = {"ismcts": {"iterations": args.iterations}} if args.iterations else {}
    config = SimConfig(games=m.games, bots=(m.strong,) + (m.weak,) * (args.seats - 1), seed=args.seed,
                       bot_options=options)
    started = time.perf_counter()
    records, _ = simulate_with_progress(config, args.workers, ray=args.ray, show=not args.no_progress)
    seconds = time.perf_counter() - started
    wins = sum(r.share(slot_seat(config, r.index)) for r in records)  # the one seat of the stronger kind
    rate = Rate.of(m.strong, wins, len(records))
    return (f"| {m.strong} vs {args.seats - 1} {m.weak} | {m.games} | {rate.rate:.1%} ({wins:g} wins) | "
            f"{rate.low:.1%}–{rate.high:.1%} | {1 / args.seats:.1%} | {seconds:.0f} s |")


def main(argv: list[str] | None = None) -> int:
    """Run the match-ups, print the table and write it to ``--out``."""
    args = arguments(argv)
    matchups = args.matchup or [Matchup("heuristic", "random", args.heuristic_games),
                                Matchup("ismcts", "heuristic", args.ismcts_games)]
    header = ["| Match-up | Games | Stronger kind's win rate | 95% CI (Wilson) | Share if equal | Time |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    rows = []
    try:
        for m in matchups:
            rows.append(run(m, args))
            print(rows[-1], file=sys.stderr)
    except SimulationError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    iterations = f", ISMCTS {args.iterations} iterations per decision" if args.iterations else ""
    note = (f"\nOne bot of the stronger kind against {args.seats - 1} of the weaker at {args.seats} seats; seats, "
            f"characters and turn order rotate; ties count 1/k of a win; seed {args.seed}{iterations}.\n")
    text = "\n".join(header + rows) + "\n" + note
    print(text)
    with open(args.out, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
