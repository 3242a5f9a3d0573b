"""``innkeeper bench``: every figure printed with CPU and wall time and its goal, ``--json``, option errors.

Tiny counts here: the output's shape is tested, never the timings (the figures belong in benchmarks).
"""

from __future__ import annotations

import json
import re
import sys

import pytest
from typer.testing import CliRunner

from innkeeper.cli import app

runner = CliRunner()
TINY = ["bench", "--games", "2", "--heuristic-games", "1", "--repeats", "1", "--states", "9", "--calls", "1",
        "--ismcts-searches", "1", "--ismcts-iterations", "2"]
NUMBER = r"[\d,]+(\.\d+)?"
PER_CALL = ("clone()", "to_json()", "from_json()", "observe(seat)", "apply(action) (a random legal one)")
GOALED = {"random 4-seat games per second": ">= 300 (3.0x gin rummy)",
          "heuristic 4-seat games per second": ">= 108 (1.0x gin rummy)",
          "clone() mean": "<= 30.0 µs (mean)",
          "ISMCTS iterations per second (2 per search)": ">= 2,000 (per core)"}


def _cells(output: str, name: str) -> list[str]:
    """The CPU, wall and goal cells printed after a figure's name."""
    for line in output.splitlines():
        if line.startswith(name + "  "):
            rest = line[len(name):].strip()
            return [c for c in re.split(r"\s{2,}", rest, maxsplit=2) if c]
    raise AssertionError(f"no row {name!r} in:\n{output}")


def test_bench_prints_cpu_and_wall_for_every_figure_beside_its_goal() -> None:
    """Game rates for both simulator bots, median and p90 of each per-call figure, CPU and wall, goals met or not."""
    result = runner.invoke(app, TINY)
    assert result.exit_code == 0, result.output
    for kind in ("random", "heuristic"):
        for name in (f"{kind} 4-seat games per second", f"{kind} decisions per second"):
            cpu, wall, *_ = _cells(result.output, name)
            assert re.fullmatch(NUMBER, cpu) and re.fullmatch(NUMBER, wall), (name, result.output)
    for call in PER_CALL:
        for stat in ("median", "p90"):
            cpu, wall, *_ = _cells(result.output, f"{call} {stat}")
            assert re.fullmatch(NUMBER + " µs", cpu) and re.fullmatch(NUMBER + " µs", wall), (call, stat)
    for name, goal in GOALED.items():
        cells = _cells(result.output, name)
        assert len(cells) == 3 and re.fullmatch(re.escape(goal) + ": (met|not met)", cells[2]), (name, cells)
    assert _cells(result.output, "states sampled for the per-call figures")[0] == "9.0"
    assert re.search(r"^Machine: .+; (CPython|PyPy) \d.*; load average ", result.output, re.M)
    assert "medians of 1 run (2 random, 1 heuristic games each" in result.output


def test_bench_json_has_every_figure_with_cpu_wall_and_goal() -> None:
    """``--json`` prints one JSON document: machine, load, settings and each figure with its goal and whether met."""
    result = runner.invoke(app, [*TINY, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["settings"]["states"] == 9 and data["machine"]
    figures = {f["key"]: f for f in data["figures"]}
    for key in ("random_games_per_s", "heuristic_games_per_s", "clone_median_us", "clone_p90_us", "clone_mean_us",
                "apply_p90_us", "observe_median_us", "ismcts_iterations_per_s"):
        assert figures[key]["cpu"] > 0 and figures[key]["wall"] > 0, key
    assert figures["clone_mean_us"]["goal"] == 30.0 and figures["clone_mean_us"]["better"] == "lower"
    assert figures["random_games_per_s"]["met"] == (figures["random_games_per_s"]["cpu"] >= 300)
    assert figures["to_json_median_us"]["goal"] is None and figures["to_json_median_us"]["met"] is None


def test_bench_sampled_states_cover_every_character_and_two_to_eight_seats() -> None:
    """The per-call states come from games of every playable character, at every table size from 2 to 8."""
    import innkeeper
    from innkeeper.bench import sample_states

    states = sample_states(12, 2)
    assert {len(g.observe(None)["players"]) for g in states} == set(range(2, 9))
    seated = {p["character"] for g in states for p in g.observe(None)["players"]}
    assert seated == set(innkeeper.characters())
    assert not any(g.is_over for g in states)


def test_bench_says_when_the_ismcts_bot_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the ISMCTS bot its row reads n/a and every other figure is still printed."""
    monkeypatch.setitem(sys.modules, "innkeeper.bots.ismcts", None)   # importing it now raises ImportError
    result = runner.invoke(app, TINY)
    assert result.exit_code == 0, result.output
    assert "n/a (ismcts bot not available)" in result.output
    assert re.fullmatch(NUMBER, _cells(result.output, "random 4-seat games per second")[0])


@pytest.mark.parametrize("option", ["--games", "--heuristic-games", "--repeats", "--states", "--calls",
                                    "--ismcts-searches", "--ismcts-iterations"])
def test_bench_rejects_a_count_below_one(option: str) -> None:
    """A zero count is a one-line error naming the option."""
    result = runner.invoke(app, ["bench", option, "0"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and option in lines[0], result.output


def test_bench_rejects_a_count_that_is_not_a_number() -> None:
    """A count that is not a whole number is a one-line error naming the option."""
    result = runner.invoke(app, ["bench", "--states", "many"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "--states" in lines[0], result.output
