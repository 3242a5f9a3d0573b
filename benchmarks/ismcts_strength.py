"""ISMCTS strength against 3 heuristic bots at 4 seats, by game index, resumable: one JSON line per game.

Plays games ``--start`` to ``--stop - 1`` of ``SimConfig(bots=("ismcts", "heuristic", "heuristic", "heuristic"),
seed=SEED, bot_options={"ismcts": OPTIONS})`` (seats, characters and turn order rotate by index), appending each
game's result to ``--out`` and skipping indices already there, so blocks can run in parallel processes and an
interrupted run resumes. ``--summary`` prints the win rate (ties 1/k) and its 95% Wilson interval of the files.

    PYTHONPATH=$PWD nice -n 5 python3 benchmarks/ismcts_strength.py --start 0 --stop 200 --out a.jsonl leaf=health
    PYTHONPATH=$PWD python3 benchmarks/ismcts_strength.py --summary a.jsonl b.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import time

from ismcts_rates import option  # (run by path: this folder is on the path; the same key=value parser)

from innkeeper.simulate import SimConfig, play_game, slot_seat
from innkeeper.stats import Rate


def read(paths: list[str]) -> dict[int, dict]:
    """Every game recorded in the files, by index (the first record of an index wins)."""
    games: dict[int, dict] = {}
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path) as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    games.setdefault(r["index"], r)
    return games


def main() -> None:
    """Play the block, or summarise the files."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--stop", type=int, default=100)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--out", default="ismcts_strength.jsonl")
    p.add_argument("--summary", nargs="+", metavar="FILE", help="summarise these files instead of playing")
    p.add_argument("options", nargs="*", type=option, help="ISMCTS bot options as key=value")
    args = p.parse_args()
    if args.summary:
        games = read(args.summary)
        wins = sum(r["share"] for r in games.values())
        rate = Rate.of("ismcts", wins, len(games))
        cpu = sum(r["cpu"] for r in games.values())
        options = {json.dumps(r["options"], sort_keys=True) for r in games.values()}
        print(f"{len(games)} games, {rate.rate:.1%} ({wins:g} wins), 95% interval {rate.low:.1%}–{rate.high:.1%}, "
              f"{cpu / max(len(games), 1):.1f} CPU s a game; options {', '.join(sorted(options))}")
        return
    options = dict(args.options)
    config = SimConfig(games=args.stop, bots=("ismcts", "heuristic", "heuristic", "heuristic"), seed=args.seed,
                       bot_options={"ismcts": options})
    done = read([args.out])
    with open(args.out, "a") as out:
        for i in range(args.start, args.stop):
            if i in done:
                continue
            started = time.process_time()
            record = play_game(config, i)
            share = record.share(slot_seat(config, i))
            out.write(json.dumps({"index": i, "share": share, "seed": args.seed, "options": options,
                                  "cpu": round(time.process_time() - started, 2)}) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
