"""How long a million games take with ``innkeeper simulate``, and what the simulator adds on top of the engine.

Run: python benchmarks/simulate_scale.py [--games 20000] [--heuristic-games 1000] [--workers 2]
     [--ray-address HOST:PORT]

Three measurements in one run, so the machine's load touches them alike:
1. engine only: ``simulate.play_game`` in a loop in this process (the bench's figure: the same games, bots and
   policies), CPU time, random and heuristic 4-seat games;
2. the command itself, ``python -m innkeeper simulate --games N --workers W --out DIR --no-progress`` in a child
   process (its worker processes included), wall clock and CPU time of every process it ran;
3. the same for ``--heuristic-games`` all-heuristic games.

It prints each rate, the command's fixed cost (a 2-game run: imports, content, worker start, report), the
simulator's overhead past that (its CPU per game over the engine's: 1.000 means nothing added, whatever the
load) and the hours a million games take: at the wall rate measured now past the startup, and on W quiet cores
(W times the engine's CPU rate, divided by the overhead). ``--ray-address`` runs the command on that Ray cluster
instead of local processes (``--workers`` then only names the CPUs the quiet-core projection counts).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))   # this checkout's innkeeper, whatever is installed

MILLION = 1_000_000


def engine_rate(kind: str, games: int, seed: int) -> float:
    """Games per CPU second of ``play_game`` in this process (after one warm-up game)."""
    from innkeeper.simulate import SimConfig, play_game

    config = SimConfig(games=games, bots=(kind,) * 4, seed=seed)
    play_game(SimConfig(games=1, bots=(kind,) * 4, seed=seed + 1), 0)
    cpu = time.process_time()
    for i in range(games):
        play_game(config, i)
    return games / max(time.process_time() - cpu, 1e-9)


def _children_cpu() -> float:
    """CPU seconds of every finished child process (and theirs) so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def command_time(kind: str, games: int, workers: int, seed: int, ray_address: str | None) -> tuple[float, float]:
    """(wall seconds, CPU seconds of every process) of the whole ``innkeeper simulate`` command, startup included."""
    with tempfile.TemporaryDirectory(prefix="simscale") as out:
        args = [sys.executable, "-m", "innkeeper", "simulate", "--games", str(games), "--bots", kind,
                "--seed", str(seed), "--out", out, "--no-progress"]
        args += ["--ray-address", ray_address] if ray_address else ["--workers", str(workers)]
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        cpu, wall = _children_cpu(), time.perf_counter()
        subprocess.run(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, check=True)
        wall, cpu = time.perf_counter() - wall, _children_cpu() - cpu
    return wall, cpu


def hours(rate: float) -> str:
    """A million games at ``rate`` games per second, in hours."""
    return f"{MILLION / rate / 3600:.2f} h"


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20_000, help="random games for the command (default 20000)")
    parser.add_argument("--heuristic-games", type=int, default=1_000,
                        help="all-heuristic games for the command (default 1000; 0 skips them)")
    parser.add_argument("--engine-games", type=int, default=0,
                        help="games of the engine-only loop (default: a tenth of each command's, at least 100)")
    parser.add_argument("--workers", type=int, default=2, help="local processes (default 2)")
    parser.add_argument("--ray-address", default=None, help="run the command on this Ray cluster")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from innkeeper.bench import load, machine

    print(f"{machine()}; load average before: {load()}")
    where = f"Ray at {args.ray_address}" if args.ray_address else f"{args.workers} processes"
    for kind, games in (("random", args.games), ("heuristic", args.heuristic_games)):
        if games <= 0:
            continue
        engine_games = args.engine_games or max(100, games // 10)
        engine = engine_rate(kind, engine_games, args.seed + 7)
        start_wall, start_cpu = command_time(kind, 2, args.workers, args.seed + 3, args.ray_address)
        wall, cpu = command_time(kind, games, args.workers, args.seed, args.ray_address)
        run_wall, run_cpu = max(wall - start_wall, 1e-9), max(cpu - start_cpu, 1e-9)   # past the startup
        overhead = engine * run_cpu / games
        quiet = args.workers * engine / overhead
        print(f"\n{kind} 4-seat games")
        print(f"  engine only, 1 process:   {engine:8.1f} games per CPU s ({engine_games} games)")
        print(f"  simulate, {where}: {games / wall:8.1f} games per wall s, {games / cpu:.1f} per CPU s "
              f"({games} games, {wall:.1f} s; load average now {load()})")
        print(f"  its startup and report:   {start_wall:8.1f} s wall, {start_cpu:.1f} s CPU (a 2-game run)")
        print(f"  past the startup:         {games / run_wall:8.1f} games per wall s, {games / run_cpu:.1f} per CPU s")
        print(f"  simulate's overhead:      {overhead:8.3f}x the engine's CPU per game, past the startup "
              f"(1.000: none)")
        print(f"  a million games:          {hours(games / run_wall)} at this run's wall rate; {hours(quiet)} on "
              f"{args.workers} quiet cores ({quiet:.0f} games/s)")

if __name__ == "__main__":
    main()
