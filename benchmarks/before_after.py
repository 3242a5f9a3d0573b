"""Engine speed before and after a change: two checkouts measured in turn, CPU time, on the same states.

Run: python benchmarks/before_after.py OLD_CHECKOUT NEW_CHECKOUT [--rounds 5] [--games 100]

Each round measures both checkouts in a fresh process each (alternating which goes first, so a drift of
the machine's speed hits both alike), through the public contract only, so any two versions compare.
The figures are CPU seconds of this process (``time.process_time``): random 4-seat games and decisions
per second (seeded games, characters drawn from every playable one), and ``clone``, ``to_json``,
``from_json`` and ``observe`` averaged over states sampled from those games. The table gives each
figure's median over the rounds for both checkouts and the change.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

# (figure, unit, True when larger is better)
FIGURES = (
    ("games_per_s", "random 4-seat games per CPU second", True),
    ("decisions_per_s", "decisions per CPU second", True),
    ("clone_us", "clone() µs, mean over sampled states", False),
    ("to_json_us", "to_json() µs, mean over sampled states", False),
    ("from_json_us", "from_json() µs, mean over sampled states", False),
    ("observe_us", "observe(seat) µs, mean over sampled states", False),
)


def measure(games: int, seed: int) -> dict[str, float]:
    """Every figure for the innkeeper importable here."""
    import innkeeper
    from innkeeper.engine import Game

    chars = innkeeper.characters()
    sampled = []
    decisions = 0
    start = time.process_time()
    for i in range(games):
        rng = random.Random(seed + i)
        g = innkeeper.new_game([rng.choice(chars) for _ in range(4)], seed=seed + i)
        while not g.is_over:
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
            decisions += 1
            if decisions % 37 == 0 and not g.is_over:
                sampled.append(g.clone())
    elapsed = time.process_time() - start
    texts = [g.to_json() for g in sampled]
    seats = [g.current_player for g in sampled]

    def per_call_us(fn) -> float:
        reps = 20
        t0 = time.process_time()
        for _ in range(reps):
            for k in range(len(sampled)):
                fn(k)
        return (time.process_time() - t0) / (reps * len(sampled)) * 1e6

    return {
        "games_per_s": games / elapsed,
        "decisions_per_s": decisions / elapsed,
        "clone_us": per_call_us(lambda k: sampled[k].clone()),
        "to_json_us": per_call_us(lambda k: sampled[k].to_json()),
        "from_json_us": per_call_us(lambda k: Game.from_json(texts[k])),
        "observe_us": per_call_us(lambda k: sampled[k].observe(seats[k])),
    }


def run_one(checkout: str, games: int, seed: int) -> dict[str, float]:
    """Measure one checkout in a fresh process (its tree first on the import path)."""
    env = dict(os.environ, PYTHONPATH=os.path.abspath(checkout), PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, __file__, "--measure", "--games", str(games), "--seed", str(seed)],
                         env=env, check=True, capture_output=True, text=True, cwd=os.path.abspath(checkout))
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    """Measure both checkouts round by round and print the medians side by side."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", nargs="?", help="the checkout before the change")
    parser.add_argument("new", nargs="?", help="the checkout after the change")
    parser.add_argument("--rounds", type=int, default=5, help="rounds (each measures both checkouts once)")
    parser.add_argument("--games", type=int, default=100, help="random games per measurement")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    if args.measure:
        print(json.dumps(measure(args.games, args.seed)))
        return
    if not (args.old and args.new):
        parser.error("give the two checkouts: OLD NEW")
    for path in (args.old, args.new):
        if not os.path.isfile(os.path.join(path, "innkeeper", "__init__.py")):
            parser.error(f"{path!r} is not an Innkeeper checkout (no innkeeper/__init__.py)")
    runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    for r in range(args.rounds):
        order = ("old", "new") if r % 2 == 0 else ("new", "old")
        for which in order:
            runs[which].append(run_one(getattr(args, which), args.games, args.seed))
        print(f"round {r + 1} of {args.rounds} done", file=sys.stderr)
    print(f"Medians of {args.rounds} rounds, {args.games} seeded random games each, CPU time")
    print(f"{'figure':44}{'before':>12}{'after':>12}{'change':>10}")
    for key, label, larger_better in FIGURES:
        old = statistics.median(m[key] for m in runs["old"])
        new = statistics.median(m[key] for m in runs["new"])
        worse = (old - new) / old if larger_better else (new - old) / old
        print(f"{label:44}{old:12,.1f}{new:12,.1f}{-worse:+10.1%}")
    print("change: + is better, - is worse")


if __name__ == "__main__":
    main()
