"""`innkeeper simulate --out` streams games to its files, keeps its summary online, and resumes with the same command.

Games reach results.csv and results.json as they finish, the summary is kept online (memory does not grow with
the game count), and the same command continues an interrupted run to the files an uninterrupted one writes.
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from innkeeper.cli import app
from innkeeper.simulate import ResultsWriter, SimConfig, play_game, simulate
from innkeeper.stats import GameRecord, Tally, summarize

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()
COMMAND = ["simulate", "--games", "30", "--bots", "heuristic", "--seats", "3", "--seed", "11", "--no-progress"]


def _run(args: list[str], cwd: Path) -> subprocess.Popen:
    """``python -m innkeeper ARGS`` in a subprocess, this checkout's code first on the path."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.Popen([sys.executable, "-m", "innkeeper", *args], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _rows(path: Path) -> int:
    """Lines of a file (0 while it does not exist)."""
    try:
        return len(path.read_bytes().splitlines())
    except FileNotFoundError:
        return 0


def _interrupt(args: list[str], cwd: Path, out: Path, sig: int, games_first: int, seats: int) -> subprocess.Popen:
    """Start the command and send it ``sig`` once at least ``games_first`` games are in results.csv."""
    proc = _run(args, cwd)
    deadline = time.monotonic() + 120
    while _rows(out / "results.csv") < 1 + games_first * seats:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the run wrote too few games in time"
        time.sleep(0.02)
    proc.send_signal(sig)
    proc.communicate(timeout=120)
    return proc


def _reference(tmp_path: Path, args: list[str]) -> Path:
    """The output folder of the same command run without interruption."""
    result = runner.invoke(app, [*args, "--out", str(tmp_path / "whole")])
    assert result.exit_code == 0, result.output
    return tmp_path / "whole"


def test_a_killed_run_resumes_with_the_same_command_to_the_same_files(tmp_path: Path) -> None:
    """SIGKILL mid-run leaves the finished games on disk (no summary yet); the same command plays only the rest
    and leaves results.csv and results.json byte-identical to an uninterrupted run's."""
    args = [*COMMAND, "--workers", "1", "--out", "cut"]
    proc = _interrupt(args, tmp_path, tmp_path / "cut", signal.SIGKILL, 5, 3)
    assert proc.returncode == -signal.SIGKILL
    partial = (tmp_path / "cut" / "results.json").read_text()
    assert '"summary"' not in partial
    kept = [json.loads(line.lstrip(","))["index"] for line in partial.splitlines()[2:] if line.endswith("}")]
    assert 5 <= len(kept) < 30 and kept == list(range(len(kept)))
    again = _run(args, tmp_path)
    out, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    assert "resuming: " in err and "played now, " in out
    whole = _reference(tmp_path, [*COMMAND, "--workers", "1"])
    for name in ("results.csv", "results.json"):
        assert (tmp_path / "cut" / name).read_bytes() == (whole / name).read_bytes(), name
    data = json.loads((tmp_path / "cut" / "results.json").read_text())
    assert [g["index"] for g in data["games"]] == list(range(30))


def test_an_interrupted_run_on_two_workers_resumes_to_the_same_files(tmp_path: Path) -> None:
    """Ctrl-C (SIGINT) on a 2-worker run exits with 130 and a resumable folder; resuming matches a whole run."""
    args = [*COMMAND, "--workers", "2", "--out", "cut"]
    proc = _interrupt(args, tmp_path, tmp_path / "cut", signal.SIGINT, 3, 3)
    assert proc.returncode == 130
    again = _run(args, tmp_path)
    _, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    whole = _reference(tmp_path, [*COMMAND, "--workers", "1"])
    for name in ("results.csv", "results.json"):
        assert (tmp_path / "cut" / name).read_bytes() == (whole / name).read_bytes(), name


def _cut_short(tmp_path: Path, config: SimConfig, keep: int, torn: bool = True) -> Path:
    """A folder as a run of ``config`` leaves it when stopped after ``keep`` games (a torn last line if ``torn``)."""
    out = tmp_path / "cut"
    writer = ResultsWriter(out, config)
    writer.add([play_game(config, i) for i in range(keep)])
    writer.close()
    if torn:
        with (out / "results.json").open("a") as f:
            f.write(',{"index": 99, "se')
        with (out / "results.csv").open("a") as f:
            f.write("99,1,0,")
    return out


def test_the_same_command_without_a_seed_resumes_the_stored_run(tmp_path: Path) -> None:
    """Without --seed a folder holding a cut-short run of otherwise the same settings is resumed with its seed."""
    config = SimConfig(games=12, bots=("random",) * 3, seed=77)
    out = _cut_short(tmp_path, config, 4)
    args = ["simulate", "--games", "12", "--seats", "3", "--workers", "1", "--no-progress"]
    result = runner.invoke(app, [*args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "seed 77" in result.output and "resuming: 4 of 12 games" in result.output
    whole = _reference(tmp_path, [*args, "--seed", "77"])
    for name in ("results.csv", "results.json"):
        assert (out / name).read_bytes() == (whole / name).read_bytes(), name


def test_a_finished_run_rerun_plays_nothing_and_leaves_the_same_files(tmp_path: Path) -> None:
    """Rerunning a finished run's command plays no game and rewrites the same files."""
    args = ["simulate", "--games", "6", "--seats", "3", "--seed", "2", "--workers", "1", "--no-progress",
            "--out", str(tmp_path / "o")]
    assert runner.invoke(app, args).exit_code == 0
    before = {n: (tmp_path / "o" / n).read_bytes() for n in ("results.csv", "results.json")}
    result = runner.invoke(app, args)
    assert result.exit_code == 0 and "(0 played now, 6 resumed)" in result.output, result.output
    assert before == {n: (tmp_path / "o" / n).read_bytes() for n in ("results.csv", "results.json")}


def test_a_folder_of_other_settings_is_replaced_with_a_note(tmp_path: Path) -> None:
    """A folder holding a run of other settings is started afresh, saying so, never mixed with the new games."""
    out = _cut_short(tmp_path, SimConfig(games=12, bots=("random",) * 3, seed=5), 3)
    result = runner.invoke(app, ["simulate", "--games", "4", "--seats", "3", "--seed", "6", "--workers", "1",
                                 "--no-progress", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "held a run of other settings; it is replaced" in result.output
    data = json.loads((out / "results.json").read_text())
    assert data["config"]["seed"] == 6 and [g["index"] for g in data["games"]] == [0, 1, 2, 3]


def test_results_json_is_a_growing_prefix_of_the_finished_file(tmp_path: Path) -> None:
    """While a run goes on, results.json holds its settings and every game written so far, one per line."""
    config = SimConfig(games=5, bots=("random",) * 3, seed=3)
    records = [play_game(config, i) for i in range(5)]
    writer = ResultsWriter(tmp_path, config)
    sizes = []
    for r in (records[1], records[0], records[3], records[2], records[4]):
        writer.add([r])
        sizes.append(len((tmp_path / "results.json").read_text().splitlines()) - 2)
    assert sizes == [0, 2, 2, 4, 5]
    partial = (tmp_path / "results.json").read_text()
    writer.finish(summarize(records))
    final = (tmp_path / "results.json").read_text()
    assert final.startswith(partial)
    data = json.loads(final)
    assert [GameRecord.from_json(g) for g in data["games"]] == records
    assert data["summary"] == json.loads(json.dumps(summarize(records).to_json()))


def test_the_online_summary_matches_statistics_over_the_whole_list() -> None:
    """A Tally fed games one at a time gives the rates, lengths and match-ups computed over the whole list."""
    records, _ = simulate(SimConfig(games=30, bots=("random", "heuristic", "random"), seed=8))
    tied = GameRecord(30, 1, 0, ("zot", "fiona", "gerki"), ("random",) * 3, (0, 2), 90, 9, 3, (1,), (), "tie")
    records.append(tied)
    tally = Tally()
    for r in records:
        tally.add(r)
    got = tally.summary()
    for name in ("decisions", "turns", "rounds"):
        values = [getattr(r, name) for r in records]
        want = {"mean": statistics.fmean(values), "median": statistics.median(values),
                "stdev": statistics.pstdev(values), "min": min(values), "max": max(values)}
        assert got.lengths[name] == pytest.approx(want), name
    for kind in ("random", "heuristic"):
        seats = [(r, s) for r in records for s in range(3) if r.bots[s] == kind]
        wins = sum(1 / len(r.winners) for r, s in seats if s in r.winners)
        assert got.rate("bots", kind).n == len(seats) and got.rate("bots", kind).wins == pytest.approx(wins)
    zot_fiona = [r for r in records if {"zot", "fiona"} <= set(r.characters)]
    match = next(m for m in got.matchups if (m.a, m.b) == ("fiona", "zot"))
    assert match.games == len(zot_fiona)
    tied_seats = sum(len(r.winners) for r in records if len(r.winners) > 1)   # the added tie's 2, and any other
    assert got.outcomes["(all)"]["tied"] == tied_seats >= 2 and got.endings["tie"] >= 1 and got.games == 31


def _synthetic(n: int):
    """``stream_games`` stand-in: ``n`` made-up games of few distinct lengths, in batches of 50."""
    chars = ("zot", "fiona", "gerki")

    def fake(config, workers=1, *, ray=False, ray_address=None, indices=None, nodes=None):
        batch = []
        for i in indices:
            batch.append(GameRecord(i, i, i % 3, chars, ("random",) * 3, ((i * 7) % 3,), 100 + i % 50,
                                    20 + i % 9, 5 + i % 4, ((i + 1) % 3,), (), "last_standing"))
            if len(batch) == 50:
                yield batch
                batch = []
        if batch:
            yield batch
    return fake


PEAK = """
import sys, tracemalloc
import innkeeper.simulate as simulate_module
from innkeeper.simulate import SimConfig, run_command
n, out = int(sys.argv[1]), sys.argv[2] or None
sys.path.insert(0, "tests")
from test_simulate_resume import _synthetic
simulate_module.stream_games = _synthetic(n)
config = SimConfig(games=n, bots=("random",) * 3, characters=("zot", "fiona", "gerki"), seed=1)
tracemalloc.start()
run_command(config, 1, False, None, out, None, False)
print("PEAK", tracemalloc.get_traced_memory()[1])
"""


@pytest.mark.parametrize("out", [False, True])
def test_the_command_memory_does_not_grow_with_the_game_count(tmp_path: Path, out: bool) -> None:
    """The command's peak memory over 20,000 games is within 100 KB of its peak over 1,000 (keeping the records
    would take megabytes). Each run is measured in a process of its own: in the suite's process, threads left by
    other tests allocate while it is traced."""
    peaks = []
    for n in (1000, 20000):
        done = subprocess.run([sys.executable, "-c", PEAK, str(n), str(tmp_path / str(n)) if out else ""],
                              cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        peaks.append(int(done.stdout.rsplit("PEAK ", 1)[1]))
    assert peaks[1] < peaks[0] + 100_000, peaks
