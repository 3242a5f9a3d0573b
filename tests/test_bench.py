"""``innkeeper bench`` prints every figure (tiny counts here: the figures themselves belong in benchmarks)."""

from __future__ import annotations

import re
import sys

import pytest
from typer.testing import CliRunner

from innkeeper.cli import app

runner = CliRunner()
TINY = ["bench", "--games", "2", "--repeats", "1", "--ismcts-iterations", "2", "--seconds", "0.001"]
NUMBER = r"[\d,]+(\.\d+)?"
ROWS = {
    "random 4-seat games per second (one core)": NUMBER,
    "decisions per second": NUMBER,
    "decisions per game": NUMBER,
    "clone()": NUMBER + " µs",
    "to_json()": NUMBER + " µs",
    "from_json()": NUMBER + " µs",
    "observe(seat)": NUMBER + " µs",
}


def _row(output: str, name: str) -> str:
    """The value printed after a figure's name."""
    for line in output.splitlines():
        if line.startswith(name):
            return line[len(name):].strip()
    raise AssertionError(f"no row {name!r} in:\n{output}")


def test_bench_prints_every_figure_and_the_machine() -> None:
    """Each figure has a row with a number in it, and the header names the CPU and Python."""
    result = runner.invoke(app, TINY)
    assert result.exit_code == 0, result.output
    for name, pattern in ROWS.items():
        assert re.fullmatch(pattern, _row(result.output, name)), (name, result.output)
    assert re.fullmatch(NUMBER, _row(result.output, "ISMCTS iterations per second (2 per search)"))
    assert re.search(r"^Machine: .+; (CPython|PyPy) \d", result.output, re.M)
    assert "medians of 1 run, 2 random games each" in result.output


def test_bench_says_when_the_ismcts_bot_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the ISMCTS bot its row reads n/a and every other figure is still printed."""
    monkeypatch.setitem(sys.modules, "innkeeper.bots.ismcts", None)   # importing it now raises ImportError
    result = runner.invoke(app, TINY)
    assert result.exit_code == 0, result.output
    assert _row(result.output, "ISMCTS iterations per second") == "n/a (ismcts bot not available)"
    assert re.fullmatch(NUMBER, _row(result.output, "random 4-seat games per second (one core)"))


def test_bench_rejects_a_count_below_one() -> None:
    """A zero count is a one-line error naming the option."""
    result = runner.invoke(app, ["bench", "--games", "0"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "--games" in lines[0]
