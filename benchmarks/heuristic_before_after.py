"""The heuristic bot before and after a change: its speed and its strength against random bots, two checkouts.

Run: python benchmarks/heuristic_before_after.py OLD_CHECKOUT NEW_CHECKOUT [--rounds 5] [--games 40]
     [--strength-games 800] [--characters a,b,...] [--seed 21]

Speed: all-heuristic 4-seat games and decisions per CPU second, played by the simulator (random characters),
each checkout in a fresh process per round, the two alternating; the table gives the medians. Strength: the
win share of one heuristic bot against three random bots at 4 seats (the simulator's rotation of seats), with
its 95% interval, over the same seeded games for both checkouts (``innkeeper simulate --bots
heuristic,random,random,random --seed S`` reports the same).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

SPEED = r'''
import json, time
from innkeeper.simulate import SimConfig, play_game
c = SimConfig(games=10**6, bots=("heuristic",) * 4, seed={seed})
play_game(c, 10**5)   # warm up
t = time.process_time(); d = 0
for i in range({games}): d += play_game(c, i).decisions
e = time.process_time() - t
print(json.dumps([{games} / e, d / e]))
'''

STRENGTH = r'''
import json
from innkeeper.simulate import SimConfig, simulate
_, s = simulate(SimConfig(games={games}, bots=("heuristic", "random", "random", "random"), characters={chars!r},
                          seed={seed}))
r = s.rate("bots", "heuristic")
print(json.dumps({{"n": r.n, "rate": r.rate, "low": r.low, "high": r.high}}))
'''


def run(checkout: str, code: str) -> object:
    """Run ``code`` with ``checkout`` first on the path (from a neutral folder) and parse its JSON line."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(checkout)}
    with tempfile.TemporaryDirectory() as here:
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=here, capture_output=True, text=True,
                             check=True)
    return json.loads(out.stdout)


def main() -> None:
    """Measure and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=5, help="alternating speed rounds")
    parser.add_argument("--games", type=int, default=40, help="all-heuristic games per speed measurement")
    parser.add_argument("--strength-games", type=int, default=800, help="games of 1 heuristic vs 3 random bots")
    parser.add_argument("--characters", default="", help="character pool of the strength games (default: all)")
    parser.add_argument("--seed", type=int, default=21, help="master seed of the strength games")
    args = parser.parse_args()
    if min(args.rounds, args.games, args.strength_games) < 1:
        parser.error("--rounds, --games and --strength-games must be at least 1")
    trees = {"before": args.old, "after": args.new}
    speed: dict[str, list] = {k: [] for k in trees}
    for r in range(args.rounds):
        for k in (list(trees) if r % 2 == 0 else list(trees)[::-1]):
            speed[k].append(run(trees[k], SPEED.format(seed=r, games=args.games)))
    chars = tuple(c for c in args.characters.split(",") if c)
    strength = {k: run(path, STRENGTH.format(games=args.strength_games, chars=chars, seed=args.seed))
                for k, path in trees.items()}
    print("| figure | before | after | ratio |\n| --- | ---: | ---: | ---: |")
    for i, name in enumerate(("all-heuristic 4-seat games per CPU second", "decisions per CPU second")):
        b, a = (statistics.median(x[i] for x in speed[k]) for k in trees)
        fmt = ",.1f" if i == 0 else ",.0f"
        print(f"| {name} | {b:{fmt}} | {a:{fmt}} | {a / b:.2f}x |")
    print("\n| heuristic vs 3 random bots, 4 seats | games | win share | 95% interval |\n| --- | ---: | ---: | --- |")
    for k in trees:
        s = strength[k]
        print(f"| {k} | {s['n']} | {s['rate']:.1%} | {s['low']:.1%}-{s['high']:.1%} |")

if __name__ == "__main__":
    main()
