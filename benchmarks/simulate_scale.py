"""How long a million games take with ``innkeeper simulate``, and what the simulator adds on top of the engine.

Run: python benchmarks/simulate_scale.py [--games 20000] [--heuristic-games 1000] [--workers 2]
     [--ray-address HOST:PORT | --ray-cluster]

For random, then all-heuristic 4-seat games, in one run (so the machine's load touches every figure alike):
1. engine only: ``simulate.play_game`` in a plain loop (the bench's figure: the same bots and policies), CPU
   time, in one process and then in W processes at once (W cores busy at once is slower per core on many
   machines), over the first games of the command's own seed;
2. the command's fixed cost: ``python -m innkeeper simulate`` for 2 games (imports, content, workers, report);
3. the command itself, ``python -m innkeeper simulate --games N --workers W --out DIR --no-progress`` in a child
   process, wall clock and CPU time of every process it ran (its workers included).

It prints each rate, the simulator's overhead past its fixed cost (its CPU per decision over the engine's in W
processes: 1.000 means nothing added, whatever the load) and the hours a million games take: at the wall rate
measured now, and on W quiet cores (W times the engine's CPU rate in W processes, over the overhead).
``--ray-address`` runs the command on that Ray cluster instead of local processes (wall clock only: the nodes'
workers are not this process's children); ``--ray-cluster`` starts a cluster of W one-CPU nodes on this machine
for it (``innkeeper.ray_cluster``; stopped at the end).
"""

from __future__ import annotations

import argparse
import json
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


def _engine_part(kind: str, games: int, seed: int, part: int, parts: int) -> tuple[float, int, int]:
    """(CPU seconds, decisions, games) of ``play_game`` on games ``part``, ``part + parts``, ... below ``games``."""
    from innkeeper.simulate import SimConfig, play_game

    config = SimConfig(games=games, bots=(kind,) * 4, seed=seed)
    play_game(SimConfig(games=1, bots=(kind,) * 4, seed=seed + 1), 0)   # warm up: modules and content loaded
    cpu, decisions = time.process_time(), 0
    for i in range(part, games, parts):
        decisions += play_game(config, i).decisions
    return time.process_time() - cpu, decisions, len(range(part, games, parts))


def engine_rates(kind: str, games: int, seed: int, processes: int) -> tuple[float, float]:
    """(games, decisions) per CPU second of ``play_game`` alone in a loop, in ``processes`` processes at once."""
    if processes == 1:
        cpu, decisions, played = _engine_part(kind, games, seed, 0, 1)
    else:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(processes) as pool:
            parts = pool.starmap(_engine_part, [(kind, games, seed, p, processes) for p in range(processes)])
        cpu, decisions, played = (sum(x) for x in zip(*parts, strict=True))
    return played / max(cpu, 1e-9), decisions / max(cpu, 1e-9)


def _children_cpu() -> float:
    """CPU seconds of every finished child process (and theirs) so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def command_time(kind: str, games: int, workers: int, seed: int, ray_address: str | None) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of every process, decisions played) of the whole ``innkeeper simulate``
    command, startup included."""
    with tempfile.TemporaryDirectory(prefix="simscale") as out:
        args = [sys.executable, "-m", "innkeeper", "simulate", "--games", str(games), "--bots", kind,
                "--seed", str(seed), "--out", out, "--no-progress"]
        args += ["--ray-address", ray_address] if ray_address else ["--workers", str(workers)]
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        cpu, wall = _children_cpu(), time.perf_counter()
        subprocess.run(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, check=True)
        wall, cpu = time.perf_counter() - wall, _children_cpu() - cpu
        summary = json.loads((Path(out) / "results.json").read_text())["summary"]
    return wall, cpu, round(summary["lengths"]["decisions"]["mean"] * games)


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
    parser.add_argument("--ray-cluster", action="store_true",
                        help="start a Ray cluster of W one-CPU nodes on this machine and run the command on it")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    if args.ray_cluster:
        from innkeeper.ray_cluster import Cluster

        with Cluster(nodes=args.workers, cpus=1) as cluster:
            os.environ.update(cluster.env)   # (the command's workers import this checkout; no token auth)
            args.ray_address = cluster.address
            print(f"a Ray cluster of {args.workers} one-CPU nodes on this machine, at {cluster.address}")
            measure(args)
    else:
        measure(args)


def measure(args: argparse.Namespace) -> None:
    """Measure and print, for the parsed options."""
    from innkeeper.bench import load, machine

    print(f"{machine()}; load average before: {load()}")
    where = f"Ray at {args.ray_address}" if args.ray_address else f"{args.workers} processes"
    for kind, games in (("random", args.games), ("heuristic", args.heuristic_games)):
        if games <= 0:
            continue
        engine_games = args.engine_games or max(100, games // 10)
        alone, _ = engine_rates(kind, engine_games, args.seed, 1)
        engine, engine_decisions = engine_rates(kind, engine_games, args.seed, args.workers)
        start_wall, start_cpu, _ = command_time(kind, 2, args.workers, args.seed + 3, args.ray_address)
        wall, cpu, decisions = command_time(kind, games, args.workers, args.seed, args.ray_address)
        run_wall, run_cpu = max(wall - start_wall, 1e-9), max(cpu - start_cpu, 1e-9)   # past the startup
        overhead = engine_decisions * run_cpu / decisions
        quiet = args.workers * engine / overhead
        print(f"\n{kind} 4-seat games (the same seed: the engine's games are the command's first {engine_games})")
        print(f"  engine only, 1 process:   {alone:8.1f} games per CPU s")
        print(f"  engine only, {args.workers} processes: {engine:8.1f} games per CPU s each, "
              f"{engine_decisions:.0f} decisions per CPU s")
        if args.ray_address:   # (the nodes' worker processes are not this one's children: their CPU is not seen)
            print(f"  simulate, {where}: {games / wall:8.1f} games per wall s ({games} games, {wall:.1f} s; "
                  f"load average now {load()})")
            print(f"  its startup and report:   {start_wall:8.1f} s wall (a 2-game run)")
            print(f"  past the startup:         {games / run_wall:8.1f} games per wall s")
            print(f"  a million games:          {hours(games / run_wall)} at this run's wall rate")
            continue
        print(f"  simulate, {where}: {games / wall:8.1f} games per wall s, {games / cpu:.1f} per CPU s "
              f"({games} games, {wall:.1f} s; load average now {load()})")
        print(f"  its startup and report:   {start_wall:8.1f} s wall, {start_cpu:.1f} s CPU (a 2-game run)")
        print(f"  past the startup:         {games / run_wall:8.1f} games per wall s, {games / run_cpu:.1f} per CPU s, "
              f"{decisions / run_cpu:.0f} decisions per CPU s")
        print(f"  simulate's overhead:      {overhead:8.3f}x the engine's CPU per decision in {args.workers} "
              f"processes, past the startup (1.000: none)")
        print(f"  a million games:          {hours(games / run_wall)} at this run's wall rate; {hours(quiet)} on "
              f"{args.workers} quiet cores ({quiet:.0f} games/s)")

if __name__ == "__main__":
    main()
