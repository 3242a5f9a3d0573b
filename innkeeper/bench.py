"""``innkeeper bench``: how fast the engine and the bots run on this machine, in CPU time (and wall time).

Games are played by the simulator itself (``simulate.play_game``: its random and heuristic bots, random
characters, four seats), so the rates are those ``innkeeper simulate`` gets. Per-call figures
(``clone``, ``to_json``, ``from_json``, ``observe``, ``apply``) are timed on states sampled from
real games of every playable character at 2 to 8 seats, and reported as the median and 90th percentile
over those states (and the mean where a goal is a mean). ISMCTS is timed by searches from sampled 4-seat
decisions. Each figure is printed beside its goal from issue 17 (goals are for one quiet core).
``benchmarks/anchors.py`` puts these rates beside other game libraries' in the same run.
"""

from __future__ import annotations

import json
import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass

import typer

import innkeeper
from innkeeper.engine import Game

# Goals of issue 17 for one quiet core, as it states them (benchmarks/anchors.py measures the gin rummy ratios).
GOALS = {
    "random_games": (300.0, "higher", "3.0x gin rummy"),
    "heuristic_games": (108.0, "higher", "1.0x gin rummy"),
    "clone_mean": (30.0, "lower", "mean"),
    "ismcts": (2000.0, "higher", "per core"),
}


ENGINE_NAMES = {"pure": "pure Python (INNKEEPER_COMPILE=1 at install builds the compiled one)",
                "compiled": "compiled with mypyc (INNKEEPER_PURE=1 runs pure Python)"}


@dataclass(frozen=True)
class Figure:
    """One measured figure: CPU and wall values in ``unit``, and its goal (None when the issue sets none)."""

    key: str
    name: str
    unit: str
    cpu: float
    wall: float | None = None
    goal: float | None = None
    better: str = "higher"   # or "lower"
    goal_note: str = ""

    @property
    def met(self) -> bool | None:
        """Whether the CPU figure meets its goal (None without one)."""
        if self.goal is None:
            return None
        return self.cpu >= self.goal if self.better == "higher" else self.cpu <= self.goal


def machine() -> str:
    """The CPU model (from /proc/cpuinfo, where there is one), core count and Python, on one line."""
    cpu = platform.processor() or platform.machine() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count() or 1} cores; {platform.python_implementation()} {platform.python_version()}"
            f" on {platform.system()} {platform.machine()}")


def load() -> str:
    """The 1-minute load average, where the OS reports one."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except (OSError, AttributeError):
        return "unknown"


def _goal(key: str) -> dict:
    """The Figure fields of a goal key."""
    goal, better, note = GOALS[key]
    return {"goal": goal, "better": better, "goal_note": note}


def game_rates(kind: str, games: int, seed: int = 0, seats: int = 4) -> tuple[float, float, float, float, float]:
    """(games/CPU s, games/wall s, decisions/CPU s, decisions/wall s, decisions per game) of simulator games."""
    from innkeeper.simulate import SimConfig, play_game

    config = SimConfig(games=games, bots=(kind,) * seats, seed=seed)
    play_game(SimConfig(games=1, bots=(kind,) * seats, seed=seed - 1), 0)   # warm up: content loaded, modules imported
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        decisions += play_game(config, i).decisions
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    cpu, wall = max(cpu, 1e-9), max(wall, 1e-9)
    return games / cpu, games / wall, decisions / cpu, decisions / wall, decisions / games


def engine_rates(games: int, repeats: int, seed: int = 0) -> tuple[list[float], list[float]] | None:
    """Random 4-seat games per CPU second of the pure Python engine and of the compiled one, each run in a fresh
    process, alternating, on the same seeds (run r: seed+1000r); None when no compiled build is there."""
    import subprocess
    import sys
    from pathlib import Path

    from innkeeper import engine_build

    if not engine_build.compiled_built():
        return None
    root = str(Path(innkeeper.__file__).resolve().parent.parent)   # this checkout's innkeeper, in both processes
    pure: list[float] = []
    compiled: list[float] = []
    for r in range(repeats):
        for runs, flag in ((pure, "1"), (compiled, "0")):
            env = {**os.environ, engine_build.PURE_ENV: flag,
                   "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)}
            code = ("import json, innkeeper.bench as b, innkeeper.engine_build as e; "
                    f"print(json.dumps([e.running(), b.game_rates('random', {games}, {seed + 1000 * r})[0]]))")
            out = subprocess.run([sys.executable, "-c", code], env=env, cwd=root, capture_output=True, text=True,
                                 check=True).stdout
            kind, rate = json.loads(out.splitlines()[-1])
            if kind != ("pure" if flag == "1" else "compiled"):
                raise RuntimeError(f"asked for the {'pure' if flag == '1' else 'compiled'} engine, ran the {kind} one")
            runs.append(rate)
    return pure, compiled


def sample_states(games: int, per_game: int = 4, seed: int = 0) -> list[Game]:
    """States from ``games`` games played by the simulator's random bots, cycling 2-8 seats and every character.

    Game i seats ``2 + i % 7`` players taken in turn from the playable characters (so every character sits),
    and ``per_game`` states are kept from each, at decisions drawn uniformly over its length.
    """
    from innkeeper.bots import SeatView, make_bot

    pool = innkeeper.characters()
    states: list[Game] = []
    at = 0
    for i in range(games):
        seats = 2 + i % 7
        chars = [pool[(at + k) % len(pool)] for k in range(seats)]
        at += seats
        rng = random.Random(seed * 7919 + i)
        g = innkeeper.new_game(chars, seed=seed * 7919 + i)
        bots = [make_bot("random", s, rng.getrandbits(32)) for s in range(seats)]
        played: list[Game] = []
        while not g.is_over:
            played.append(g.clone())
            s = g.current_player
            g.apply(bots[s].act(SeatView(g, s)))
        states += [played[k] for k in sorted(rng.sample(range(len(played)), min(per_game, len(played))))]
    return states


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (linear between order statistics)."""
    xs = sorted(values)
    if len(xs) == 1:
        return xs[0]
    pos = q * (len(xs) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def per_call(fn: Callable[[Game], object], states: list[Game], calls: int) -> tuple[list[float], list[float]]:
    """Per state, microseconds per call of ``fn(state)`` over ``calls`` calls: (CPU times, wall times)."""
    cpu_us, wall_us = [], []
    for g in states:
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(calls):
            fn(g)
        cpu_us.append((time.process_time() - cpu) / calls * 1e6)
        wall_us.append((time.perf_counter() - wall) / calls * 1e6)
    return cpu_us, wall_us


def apply_times(states: list[Game], calls: int, seed: int = 0) -> tuple[list[float], list[float]]:
    """Per state, microseconds per ``apply`` of a random legal action, each on its own fresh clone."""
    rng = random.Random(seed)
    cpu_us, wall_us = [], []
    for g in states:
        legal = g.legal_actions()
        copies = [(c, c.legal_actions()[rng.randrange(len(legal))]) for c in (g.clone() for _ in range(calls))]
        wall, cpu = time.perf_counter(), time.process_time()
        for c, action in copies:
            c.apply(action)
        cpu_us.append((time.process_time() - cpu) / calls * 1e6)
        wall_us.append((time.perf_counter() - wall) / calls * 1e6)
    return cpu_us, wall_us


def _children_cpu() -> float:
    """CPU seconds of finished child processes (an ISMCTS bot's forked workers); 0 where it cannot be read."""
    try:
        import resource
    except ImportError:   # (not POSIX)
        return 0.0
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def ismcts_rates(searches: int, iterations: int, seed: int = 1,
                 options: dict | None = None) -> tuple[float, float] | None:
    """ISMCTS (CPU, wall) iterations per second over ``searches`` searches at sampled 4-seat decisions.

    ``options`` go to the bot; CPU time counts its worker processes too (``workers=N``).
    """
    try:
        from innkeeper.bots import SeatView
        from innkeeper.bots.ismcts import IsmctsBot
    except ImportError:
        return None
    pool = innkeeper.characters()
    rng = random.Random(seed)
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
        bot = IsmctsBot(seat, rng.getrandbits(32), iterations=iterations, **(options or {}))
        w, c = time.perf_counter(), time.process_time() + _children_cpu()
        bot.act(SeatView(g, seat))
        cpu += time.process_time() + _children_cpu() - c
        wall += time.perf_counter() - w
        done += 1
    total = searches * iterations
    return total / max(cpu, 1e-9), total / max(wall, 1e-9)


def figures(games: int = 200, heuristic_games: int = 40, states: int = 70, calls: int = 20, repeats: int = 3,
            ismcts_searches: int = 5, ismcts_iterations: int = 200, seed: int = 0,
            engines: bool = True) -> list[Figure]:
    """Every figure: game rates as medians over ``repeats`` runs, per-call figures over sampled states; with
    ``engines`` and a compiled build, random game rates of the pure and the compiled engine side by side."""
    out: list[Figure] = []
    for kind, n, key in (("random", games, "random_games"), ("heuristic", heuristic_games, "heuristic_games")):
        runs = [game_rates(kind, n, seed + 1000 * r) for r in range(repeats)]
        med = [statistics.median(r[k] for r in runs) for k in range(5)]
        out.append(Figure(f"{kind}_games_per_s", f"{kind} 4-seat games per second", "games/s", med[0], med[1],
                          **_goal(key)))
        out.append(Figure(f"{kind}_decisions_per_s", f"{kind} decisions per second", "decisions/s", med[2], med[3]))
        out.append(Figure(f"{kind}_decisions_per_game", f"{kind} decisions per game", "decisions", med[4]))
    sampled = sample_states(max(1, -(-states // 4)), 4, seed)[:states]
    out.append(Figure("sampled_states", "states sampled for the per-call figures", "states", len(sampled)))
    text = {id(g): g.to_json() for g in sampled}
    calls_of: list[tuple[str, str, Callable[[Game], object]]] = [
        ("clone", "clone()", lambda g: g.clone()),
        ("to_json", "to_json()", lambda g: g.to_json()),
        ("from_json", "from_json()", lambda g: Game.from_json(text[id(g)])),
        ("observe", "observe(seat)", lambda g: g.observe(g.current_player)),
    ]
    rows_of: list[tuple[str, str, tuple[list[float], list[float]]]] = [
        (key, name, per_call(fn, sampled, calls)) for key, name, fn in calls_of]
    rows_of.append(("apply", "apply(action) (a random legal one)", apply_times(sampled, calls, seed)))
    for key, name, (cpu, wall) in rows_of:
        out.append(Figure(f"{key}_median_us", f"{name} median", "µs", statistics.median(cpu), statistics.median(wall),
                          better="lower"))
        out.append(Figure(f"{key}_p90_us", f"{name} p90", "µs", quantile(cpu, 0.9), quantile(wall, 0.9),
                          better="lower"))
        if key == "clone":
            out.append(Figure("clone_mean_us", "clone() mean", "µs", statistics.fmean(cpu), statistics.fmean(wall),
                              **_goal("clone_mean")))
    both = engine_rates(games, repeats, seed) if engines else None
    if both is not None:
        pure, compiled = statistics.median(both[0]), statistics.median(both[1])
        out.append(Figure("pure_random_games_per_s", "random games per second, pure engine (own process)",
                          "games/s", pure))
        out.append(Figure("compiled_random_games_per_s", "random games per second, compiled engine (own process)",
                          "games/s", compiled))
        out.append(Figure("compiled_speedup", "compiled engine / pure engine, random games", "x", compiled / pure,
                          goal=2.0, goal_note="issue 17"))
    rates = ismcts_rates(ismcts_searches, ismcts_iterations, seed + 1)
    if rates is not None:
        out.append(Figure("ismcts_iterations_per_s", f"ISMCTS iterations per second ({ismcts_iterations} per search)",
                          "iterations/s", rates[0], rates[1], **_goal("ismcts")))
    return out


def _number(x: float | None, unit: str) -> str:
    """A figure as printed: thousands separated, one decimal below 100."""
    if x is None:
        return "-"
    text = f"{x:,.1f}" if abs(x) < 100 else f"{x:,.0f}"
    return f"{text} µs" if unit == "µs" else f"{text}x" if unit == "x" else text


def report(rows: list[Figure], header: str) -> str:
    """The figures as printed: a header, then one aligned row per figure (CPU, wall, goal)."""
    width = max(len(f.name) for f in rows) + 2
    lines = header.splitlines() + [f"{'figure':{width}}{'CPU':>14}{'wall':>14}   goal (CPU)"]
    for f in rows:
        goal = ""
        if f.goal is not None:
            sign = ">=" if f.better == "higher" else "<="
            goal = f"{sign} {_number(f.goal, f.unit)} ({f.goal_note}): {'met' if f.met else 'not met'}"
        lines.append(f"{f.name:{width}}{_number(f.cpu, f.unit):>14}{_number(f.wall, f.unit):>14}   {goal}".rstrip())
    if not any(f.key == "ismcts_iterations_per_s" for f in rows):
        lines.append(f"{'ISMCTS iterations per second':{width}}{'n/a (ismcts bot not available)':>28}")
    return "\n".join(lines)


def bench_command(
    games: int = typer.Option(200, "--games", "-n", min=1, help="Random 4-seat games per run."),
    heuristic_games: int = typer.Option(40, "--heuristic-games", min=1, help="All-heuristic 4-seat games per run."),
    repeats: int = typer.Option(3, "--repeats", "-r", min=1, help="Runs of the game rates; each is their median."),
    states: int = typer.Option(140, "--states", min=1,
                               help="States sampled from real games (2-8 seats, every character) per call figure."),
    calls: int = typer.Option(20, "--calls", min=1, help="Calls timed on each sampled state."),
    ismcts_searches: int = typer.Option(5, "--ismcts-searches", min=1, help="Timed ISMCTS searches."),
    ismcts_iterations: int = typer.Option(200, "--ismcts-iterations", min=1, help="Iterations per ISMCTS search."),
    seed: int = typer.Option(0, "--seed", "-s", help="Seed of the games (run r uses seed+1000r)."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON (for tracking over time)."),
    engines: bool = typer.Option(True, "--engines/--no-engines",
                                 help="Where the compiled engine is built, also time random games on both engines."),
) -> None:
    """Measure speed in CPU and wall time: games/s, per-call medians and p90s, ISMCTS, beside goals."""
    from innkeeper import engine_build

    rows = figures(games, heuristic_games, states, calls, repeats, ismcts_searches, ismcts_iterations, seed, engines)
    settings = {"games": games, "heuristic_games": heuristic_games, "repeats": repeats, "states": states,
                "calls": calls, "ismcts_searches": ismcts_searches, "ismcts_iterations": ismcts_iterations,
                "seed": seed}
    if as_json:
        data = {"machine": machine(), "load": load(), "engine": engine_build.running(), "settings": settings,
                "figures": [{**asdict(f), "met": f.met} for f in rows]}
        typer.echo(json.dumps(data, indent=1))
        return
    header = (f"Innkeeper benchmark: CPU and wall time on one core; game rates are medians of {repeats} "
              f"run{'s' if repeats != 1 else ''} ({games} random, {heuristic_games} heuristic games each, "
              f"simulator bots); per-call figures over states of real games, "
              f"2-8 seats, every character\nMachine: {machine()}; load average {load()}\n"
              f"Engine: {ENGINE_NAMES[engine_build.running()]}")
    typer.echo(report(rows, header))
