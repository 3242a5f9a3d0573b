"""``innkeeper bench``: how fast the engine runs on this machine, each figure a median over repeated runs.

Random games play uniformly random legal actions for four seats of random characters, on one core
(one process); the per-call figures time ``clone``, ``to_json``, ``from_json`` and ``observe`` on a
game some way in; the ISMCTS figure is iterations per second of one search from a mid-game decision.
``benchmarks/engine.py`` prints the same figures without the ``innkeeper`` command.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
import timeit
from collections.abc import Callable

import typer

import innkeeper
from innkeeper.engine import Game


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


def random_games(games: int, seed: int = 0, seats: int = 4) -> tuple[float, float, float]:
    """(games per second, decisions per second, decisions per game) over ``games`` random full games."""
    chars = innkeeper.characters()
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        g = innkeeper.new_game([rng.choice(chars) for _ in range(seats)], seed=seed + i)
        while not g.is_over:
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions / games


def mid_game(seed: int = 1, decisions: int = 60) -> Game:
    """A 4-seat game ``decisions`` random decisions in (fewer if it ends first: then a fresh one)."""
    g = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
        if g.is_over:
            return mid_game(seed + 1, decisions)
    return g


def per_call_us(fn: Callable[[], object], seconds: float) -> float:
    """Microseconds per call of ``fn``, timing as many calls as fit in about ``seconds``."""
    timer = timeit.Timer(fn)
    number = 1
    while True:
        elapsed = timer.timeit(number)
        if elapsed >= seconds or number >= 1 << 24:
            return elapsed / number * 1e6
        number = max(number * 2, int(number * seconds / max(elapsed, 1e-9) * 1.1))


def ismcts_rate(iterations: int, seed: int = 1) -> float | None:
    """ISMCTS iterations per second of one search at a mid-game decision; None without the ISMCTS bot."""
    try:
        from innkeeper.bots import SeatView
        from innkeeper.bots.ismcts import IsmctsBot
    except ImportError:
        return None
    g = mid_game(seed)
    seat = g.current_player
    bot = IsmctsBot(seat, seed, iterations=iterations)
    start = time.perf_counter()
    bot.act(SeatView(g, seat))
    return iterations / (time.perf_counter() - start)


def figures(games: int = 200, repeats: int = 5, ismcts_iterations: int = 200, seconds: float = 0.2,
            seed: int = 0) -> list[tuple[str, str]]:
    """Every figure as (name, formatted median over ``repeats`` runs)."""
    runs = [random_games(games, seed + 1000 * r) for r in range(repeats)]
    g = mid_game()
    text = g.to_json()

    def median_us(fn: Callable[[], object]) -> float:
        return statistics.median(per_call_us(fn, seconds) for _ in range(repeats))

    rows = [
        ("random 4-seat games per second (one core)", f"{statistics.median(r[0] for r in runs):,.0f}"),
        ("decisions per second", f"{statistics.median(r[1] for r in runs):,.0f}"),
        ("decisions per game", f"{statistics.median(r[2] for r in runs):,.0f}"),
        ("clone()", f"{median_us(g.clone):.1f} µs"),
        ("to_json()", f"{median_us(g.to_json):.0f} µs"),
        ("from_json()", f"{median_us(lambda: Game.from_json(text)):.0f} µs"),
        ("observe(seat)", f"{median_us(lambda: g.observe(0)):.1f} µs"),
    ]
    rates = [ismcts_rate(ismcts_iterations) for _ in range(repeats)]
    if any(rate is None for rate in rates):
        rows.append(("ISMCTS iterations per second", "n/a (ismcts bot not available)"))
    else:
        rows.append((f"ISMCTS iterations per second ({ismcts_iterations} per search)",
                     f"{statistics.median(rates):,.0f}"))
    return rows


def report(games: int, repeats: int, ismcts_iterations: int, seconds: float, seed: int = 0) -> str:
    """The figures as printed: a header naming the machine, then one aligned row per figure."""
    rows = figures(games, repeats, ismcts_iterations, seconds, seed)
    width = max(len(name) for name, _ in rows) + 2
    head = [f"Innkeeper engine benchmark: medians of {repeats} run{'s' if repeats != 1 else ''}, "
            f"{games} random games each, on one core", f"Machine: {machine()}"]
    return "\n".join(head + [f"{name:{width}}{value}" for name, value in rows])


def bench_command(
    games: int = typer.Option(200, "--games", "-n", min=1, help="Random games per run."),
    repeats: int = typer.Option(5, "--repeats", "-r", min=1, help="Runs per figure; each figure is their median."),
    ismcts_iterations: int = typer.Option(200, "--ismcts-iterations", min=1,
                                          help="Iterations of the timed ISMCTS search."),
    seconds: float = typer.Option(0.2, "--seconds", min=0.0, help="Time spent on each per-call figure per run."),
    seed: int = typer.Option(0, "--seed", "-s", help="First game seed (run r plays seeds seed+1000r onwards)."),
) -> None:
    """Measure engine speed: random games and decisions per second, clone/to_json/from_json/observe, ISMCTS."""
    typer.echo(report(games, repeats, ismcts_iterations, seconds, seed))
