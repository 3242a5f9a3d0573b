"""Anchors: Innkeeper's games and decisions per CPU second beside other game libraries', in one run.

Every game is played with uniformly random legal actions in this process, for ``--seconds`` CPU seconds per
run, and each rate is the median of ``--repeats`` runs: RLCard's gin rummy and UNO, OpenSpiel's Python
liar's poker (``python_liars_poker``, chance outcomes sampled by their probabilities) and PettingZoo's
classic texas hold'em (AEC, masked random actions, observation read each step). Innkeeper's rows are played
by the simulator (``simulate.play_game``: its random and heuristic bots, random characters, 4 seats), and
ISMCTS iterations per second come from ``innkeeper.bench``. Each Innkeeper row is printed with its ratio to
every anchor, in games/s and decisions/s. Needs the ``bench`` extra (rlcard, open-spiel, pettingzoo[classic]).

Run: python benchmarks/anchors.py [--seconds 3] [--repeats 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable

Loop = Callable[[float], tuple[int, int]]   # (games finished, decisions) until a CPU deadline


def rlcard_loop(name: str) -> Loop:
    """An RLCard game stepped with uniformly random legal actions."""
    import rlcard

    env = rlcard.make(name, config={"seed": 0})
    rng = random.Random(0)

    def loop(deadline: float) -> tuple[int, int]:
        games = decisions = 0
        while time.process_time() < deadline:
            state, _ = env.reset()
            while not env.is_over():
                legal = list(state["legal_actions"])
                state, _ = env.step(legal[rng.randrange(len(legal))])
                decisions += 1
            games += 1
        return games, decisions
    return loop


def openspiel_loop(name: str = "python_liars_poker") -> Loop:
    """An OpenSpiel game: random legal actions, chance outcomes drawn by their probabilities."""
    import pyspiel
    from open_spiel.python import games as _python_games  # noqa: F401  (registers the Python games)

    game = pyspiel.load_game(name)
    rng = random.Random(0)

    def loop(deadline: float) -> tuple[int, int]:
        games = decisions = 0
        while time.process_time() < deadline:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(outcomes, probs)[0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[rng.randrange(len(legal))])
                    decisions += 1
            games += 1
        return games, decisions
    return loop


def pettingzoo_loop() -> Loop:
    """PettingZoo classic texas_holdem_v4 (AEC): observation and mask read each step, masked random action."""
    from pettingzoo.classic import texas_holdem_v4

    env = texas_holdem_v4.env()
    rng = random.Random(0)

    def loop(deadline: float) -> tuple[int, int]:
        games = decisions = 0
        while time.process_time() < deadline:
            env.reset(seed=rng.getrandbits(31))
            for _agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                legal = [i for i, m in enumerate(obs["action_mask"]) if m]
                env.step(legal[rng.randrange(len(legal))])
                decisions += 1
            games += 1
        return games, decisions
    return loop


def innkeeper_loop(kind: str, seats: int = 4) -> Loop:
    """Innkeeper games played by the simulator with ``kind`` bots at every seat."""
    from innkeeper.simulate import SimConfig, play_game

    config = SimConfig(games=1 << 30, bots=(kind,) * seats, seed=17)
    index = iter(range(1 << 30))
    play_game(config, next(index))   # warm up

    def loop(deadline: float) -> tuple[int, int]:
        games = decisions = 0
        while time.process_time() < deadline:
            decisions += play_game(config, next(index)).decisions
            games += 1
        return games, decisions
    return loop


def rate(loop: Loop, seconds: float, repeats: int) -> tuple[float, float]:
    """Median (games, decisions) per CPU second of ``repeats`` runs of ``seconds``."""
    runs = []
    for _ in range(repeats):
        start = time.process_time()
        games, decisions = loop(start + seconds)
        elapsed = time.process_time() - start
        runs.append((games / elapsed, decisions / elapsed))
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


ANCHORS: list[tuple[str, Callable[[], Loop]]] = [
    ("RLCard gin rummy", lambda: rlcard_loop("gin-rummy")),
    ("RLCard UNO", lambda: rlcard_loop("uno")),
    ("OpenSpiel python_liars_poker", openspiel_loop),
    ("PettingZoo texas_holdem_v4", pettingzoo_loop),
]
INNKEEPER: list[tuple[str, Callable[[], Loop]]] = [
    ("Innkeeper random 4-seat", lambda: innkeeper_loop("random")),
    ("Innkeeper heuristic 4-seat", lambda: innkeeper_loop("heuristic")),
]


def measure(seconds: float, repeats: int, ismcts_iterations: int, ismcts_searches: int) -> dict:
    """Every rate and every ratio, JSON-ready."""
    from innkeeper.bench import ismcts_rates, load, machine

    anchors, ours = {}, {}
    for name, make in ANCHORS:
        try:
            loop = make()
        except ImportError as exc:
            sys.exit(f"error: {name} needs the bench extra (pip install 'innkeeper[bench]'): {exc}")
        anchors[name] = dict(zip(("games_per_s", "decisions_per_s"), rate(loop, seconds, repeats), strict=True))
    for name, make in INNKEEPER:
        ours[name] = dict(zip(("games_per_s", "decisions_per_s"), rate(make(), seconds, repeats), strict=True))
    ismcts = ismcts_rates(ismcts_searches, ismcts_iterations)
    if ismcts is not None:
        ours[f"Innkeeper ISMCTS iterations ({ismcts_iterations} per search)"] = {"games_per_s": ismcts[0],
                                                                                  "decisions_per_s": None}
    ratios = {us: {them: {k: (a[k] / b[k] if a[k] is not None and b[k] else None) for k in a}
                   for them, b in anchors.items()} for us, a in ours.items()}
    return {"machine": machine(), "load_before": load(), "seconds": seconds, "repeats": repeats,
            "anchors": anchors, "innkeeper": ours, "ratios": ratios}


def table(data: dict) -> str:
    """Markdown tables: each library's rates, then Innkeeper's ratio to each anchor."""
    lines = [f"Machine: {data['machine']}; load average {data['load_before']} at the start; CPU time, "
             f"medians of {data['repeats']} runs of {data['seconds']:g} s", "",
             "| game | games/s | decisions/s |", "| --- | ---: | ---: |"]
    for name, r in {**data["anchors"], **data["innkeeper"]}.items():
        if r["decisions_per_s"] is None:
            lines.append(f"| {name} | {r['games_per_s']:,.0f} iterations/s | - |")
        else:
            lines.append(f"| {name} | {r['games_per_s']:,.1f} | {r['decisions_per_s']:,.0f} |")
    names = list(data["anchors"])
    lines += ["", "| Innkeeper ÷ | " + " | ".join(names) + " |", "| --- |" + " ---: |" * len(names)]
    for us, row in data["ratios"].items():
        cells = []
        for them in names:
            r = row[them]
            g = f"{r['games_per_s']:.2f}×"
            cells.append(g + (f" games, {r['decisions_per_s']:.2f}× decisions" if r["decisions_per_s"] else
                              " (iterations ÷ games)"))
        lines.append(f"| {us} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per run")
    parser.add_argument("--repeats", type=int, default=3, help="runs per rate (each rate is their median)")
    parser.add_argument("--ismcts-iterations", type=int, default=200, help="iterations per timed ISMCTS search")
    parser.add_argument("--ismcts-searches", type=int, default=5, help="timed ISMCTS searches")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args()
    if args.seconds <= 0 or args.repeats < 1 or args.ismcts_iterations < 1 or args.ismcts_searches < 1:
        parser.error("--seconds must be positive; --repeats, --ismcts-iterations and --ismcts-searches at least 1")
    data = measure(args.seconds, args.repeats, args.ismcts_iterations, args.ismcts_searches)
    print(json.dumps(data, indent=1) if args.json else table(data))


if __name__ == "__main__":
    main()
