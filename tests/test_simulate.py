"""`innkeeper simulate`: rotation, determinism across workers and Ray, statistics, output files and errors."""

from __future__ import annotations

import csv
import importlib.util
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

import innkeeper
from innkeeper.bots import SeatView, make_bot
from innkeeper.cli import app
from innkeeper.simulate import (
    SimConfig,
    SimulationError,
    game_setup,
    play_game,
    run_games,
    seed_for,
    simulate,
    slot_seat,
)
from innkeeper.stats import GameRecord, summarize, wilson

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()
KINDS = ("random", "random", "random")


def record(index: int, winners: tuple[int, ...], chars=("zot", "fiona", "gerki"), bots=KINDS, first=0,
           passed_out=(), broke=(), end=None) -> GameRecord:
    """A hand-made game record."""
    end = end or ("tie" if len(winners) > 1 else "last_standing")
    return GameRecord(index, 0, first, tuple(chars), tuple(bots), winners, 10, 3, 1, passed_out, broke, end)


# ----- setup and rotation ------------------------------------------------------------------------

def test_setup_is_a_pure_function_of_master_seed_and_index() -> None:
    """The same (seed, index) gives the same setup; another seed or index gives another."""
    config = SimConfig(games=50, bots=("heuristic", "random", "random", "random"), seed=11)
    assert game_setup(config, 17) == game_setup(SimConfig(games=9, bots=config.bots, seed=11), 17)
    assert game_setup(config, 17) != game_setup(SimConfig(games=50, bots=config.bots, seed=12), 17)
    setups = [game_setup(config, i) for i in range(50)]
    assert len({s.seed for s in setups}) == 50
    assert len({b for s in setups for b in s.bot_seeds}) == 200
    assert setups[3].bot_seeds[2] == seed_for(11, 3, 2)


def test_a_block_of_k_games_rotates_bot_kinds_over_characters_and_turn_positions() -> None:
    """Within each block of K games every character plays each bot slot once, and each slot every position once."""
    config = SimConfig(games=40, bots=("ismcts", "heuristic", "random", "random"), seed=5)
    k = config.seats
    for block in range(10):
        setups = [game_setup(config, block * k + j) for j in range(k)]
        assert len({(s.characters, s.first) for s in setups}) == 1
        chosen = setups[0].characters   # k different characters, drawn from every playable one
        assert len(set(chosen)) == k and set(chosen) <= set(innkeeper.characters())
        for kind in ("ismcts", "heuristic"):
            seats = [s.bots.index(kind) for s in setups]
            assert sorted(seats) == list(range(k))
            assert sorted((seat - setups[0].first) % k for seat in seats) == list(range(k))
        assert all(Counter(s.bots) == Counter(config.bots) for s in setups)
        assert all(s.bots[slot_seat(config, s.index)] == "ismcts" for s in setups)


def test_a_small_pool_is_spread_evenly_over_many_seats() -> None:
    """Two characters at six seats: each sits three times a game."""
    config = SimConfig(games=12, bots=("random",) * 6, characters=("zot", "gerki"), seed=1)
    for i in range(12):
        assert Counter(game_setup(config, i).characters) == {"zot": 3, "gerki": 3}


def test_a_record_agrees_with_the_game_replayed_by_hand() -> None:
    """Winners, decisions, turns and pass-outs recorded by play_game are those of the same game played directly."""
    config = SimConfig(games=3, bots=("random",) * 3, seed=4)
    for i in range(3):
        setup = game_setup(config, i)
        game = innkeeper.new_game(list(setup.characters), setup.seed, first_player=setup.first)
        bots = [make_bot(kind, s, seed) for s, (kind, seed) in enumerate(zip(setup.bots, setup.bot_seeds, strict=True))]
        decisions, kinds = 0, Counter()
        while not game.is_over:
            seat = game.current_player
            events = game.apply(bots[seat].act(SeatView(game, seat)))
            decisions += 1
            kinds.update(e.kind for e in events)
        r = play_game(config, i)
        assert r.winners == tuple(game.winners) and r.decisions == decisions
        assert r.turns == kinds["turn"] + 1
        assert len(r.passed_out) == kinds["pass_out"] and len(r.broke) == kinds["broke"]
        assert r.rounds == game.observe(None)["rounds"] >= 1


# ----- determinism -------------------------------------------------------------------------------

def test_results_do_not_depend_on_the_number_of_workers() -> None:
    """One process and two processes give identical records and summaries, in game-index order."""
    config = SimConfig(games=24, bots=("random",) * 4, seed=21)
    one, summary_one = simulate(config, workers=1)
    two, summary_two = simulate(config, workers=2)
    assert [r.index for r in two] == list(range(24))
    assert one == two
    assert summary_one.to_json() == summary_two.to_json()
    ticks: list[int] = []
    run_games(config, workers=2, progress=ticks.append)
    assert sum(ticks) == 24


def test_ray_gives_the_process_pool_result() -> None:
    """A local Ray instance with two CPUs plays the same games as the process pool."""
    pytest.importorskip("ray")
    config = SimConfig(games=16, bots=("random",) * 3, seed=8)
    assert run_games(config, workers=2, ray=True) == run_games(config, workers=2)


def test_ray_missing_or_unreachable_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without Ray installed, or with nothing listening at the address, the error says so in one line."""
    result = runner.invoke(app, ["simulate", "--games", "2", "--ray-address", "127.0.0.1:1", "--no-progress"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: could not reach Ray at 127.0.0.1:1: ")
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(SimulationError, match=r"--ray needs Ray, which is not installed"):
        run_games(SimConfig(games=2), ray=True)


# ----- statistics --------------------------------------------------------------------------------

def test_wilson_interval_matches_known_values() -> None:
    """Wilson's interval for 50/100, 0/10 and 10/10, and for no data."""
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10)[1] == pytest.approx(1.0) and wilson(10, 10)[0] == pytest.approx(0.7225, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_ties_split_the_win_and_groups_add_up() -> None:
    """A two-way tie gives each winner half a win; rates, positions, match-ups and outcomes follow."""
    records = [
        record(0, (0,), passed_out=(1,), broke=(2,)),
        record(1, (1, 2), first=1, passed_out=(0, 1)),
        record(2, (2,), bots=("heuristic", "random", "random"), passed_out=(0, 1)),
    ]
    s = summarize(records)
    assert s.rate("characters", "zot").wins == 1 and s.rate("characters", "fiona").wins == 0.5
    assert s.rate("characters", "gerki").wins == 1.5 and s.rate("characters", "gerki").rate == 0.5
    assert s.rate("bots", "heuristic").n == 1 and s.rate("bots", "heuristic").wins == 0
    assert s.rate("bots", "random").n == 8 and s.rate("bots", "random").wins == 3
    assert sum(r.wins for r in s.positions) == 3 and s.rate("positions", "1").wins == 1.5
    h2h = {(m.a, m.b): m for m in s.matchups}
    assert h2h["gerki", "fiona"].games == 3 and h2h["gerki", "fiona"].share == pytest.approx(1.5 / 2)
    assert h2h["zot", "fiona"].share == pytest.approx(1 / 1.5)
    assert s.outcomes["fiona"] == {"won": 0, "tied": 1, "passed_out": 2, "broke": 0, "outlasted": 0}
    assert s.outcomes["gerki"]["broke"] == 1 and s.outcomes["(all)"]["tied"] == 2
    assert s.endings == {"last_standing": 2, "tie": 1, "last_call": 0}


def test_last_call_games_are_recorded_as_such() -> None:
    """With last call after 1 round every game ends by it; seats not winning are 'outlasted' unless they went out."""
    config = SimConfig(games=4, bots=("random",) * 4, seed=2, last_call=1)
    records, summary = simulate(config)
    assert all(r.end == "last_call" and r.rounds == 1 for r in records)
    assert summary.endings["last_call"] == 4
    assert summary.outcomes["(all)"]["outlasted"] > 0


def test_bad_settings_raise_one_line_errors() -> None:
    """The API checks its settings too."""
    for config, words in ((SimConfig(games=0), "at least 1"), (SimConfig(bots=("random",)), "2 to 8 seats"),
                          (SimConfig(characters=("bob",)), "unknown character 'bob'"),
                          (SimConfig(bots=("random", "genius")), "unknown bot kind 'genius'"),
                          (SimConfig(bot_options={"random": {"depth": 3}}), "cannot make a 'random' bot")):
        with pytest.raises(SimulationError, match=words) as info:
            run_games(config)
        assert "\n" not in str(info.value)
    with pytest.raises(SimulationError, match="workers"):
        run_games(SimConfig(games=1), workers=0)


# ----- the command -------------------------------------------------------------------------------

def test_command_prints_tables_and_writes_results_and_plots(tmp_path: Path) -> None:
    """`innkeeper simulate --out --plot` prints the tables and writes CSV, JSON and PNG files equal to the API's."""
    args = ["simulate", "--games", "8", "--bots", "random", "--seats", "3", "--seed", "9", "--workers", "1",
            "--characters", "zot,gerki,fiona", "--out", str(tmp_path / "out"), "--plot", str(tmp_path / "plot")]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    for title in ("Win rate by character", "Win rate by bot kind", "turn position", "Head-to-head", "Game length",
                  "passed out"):
        assert title in result.output
    records, summary = simulate(SimConfig(games=8, bots=KINDS, characters=("zot", "gerki", "fiona"), seed=9))
    data = json.loads((tmp_path / "out" / "results.json").read_text())
    assert data["summary"] == json.loads(json.dumps(summary.to_json()))
    assert data["config"]["seed"] == 9 and len(data["games"]) == 8
    rows = list(csv.DictReader((tmp_path / "out" / "results.csv").open()))
    assert len(rows) == 24
    assert sum(float(r["win_share"]) for r in rows) == pytest.approx(8)
    assert {r["character"] for r in rows} == {"zot", "gerki", "fiona"}
    for name in ("win_rates.png", "game_length.png"):
        assert (tmp_path / "plot" / name).read_bytes()[:4] == b"\x89PNG"


def test_command_output_files_do_not_depend_on_workers(tmp_path: Path) -> None:
    """The same command with --workers 1 and --workers 2 writes byte-identical results."""
    base = ["simulate", "--games", "12", "--seed", "3", "--no-progress"]
    for w in ("1", "2"):
        result = runner.invoke(app, [*base, "--workers", w, "--out", str(tmp_path / w)])
        assert result.exit_code == 0, result.output
    for name in ("results.csv", "results.json"):
        assert (tmp_path / "1" / name).read_bytes() == (tmp_path / "2" / name).read_bytes()


BAD = [
    (["--characters", "zot,bob"], "unknown character 'bob'"),
    (["--seats", "1"], "--seats must be from 2 to 8, not 1"),
    (["--seats", "9"], "--seats must be from 2 to 8, not 9"),
    (["--games", "0"], "--games must be at least 1, not 0"),
    (["--games", "-5"], "--games must be at least 1, not -5"),
    (["--games", "many"], "--games must be a whole number, not 'many'"),
    (["--bots", "random,genius"], "unknown bot kind 'genius'"),
    (["--seats", "3", "--bots", "random,random"], "2 bot kinds for 3 seats"),
    (["--workers", "0"], "--workers must be at least 1, not 0"),
    (["--drink-deck", "third"], "unknown drink deck 'third'"),
    (["--bots", "ismcts", "--ismcts-iterations", "0"], "--ismcts-iterations must be at least 1"),
    (["--out", str(ROOT / "pyproject.toml")], "is a file, not a folder"),
]


@pytest.mark.parametrize(("args", "message"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_options_give_one_line_errors(args: list[str], message: str) -> None:
    """Each bad option: exit code 2 and a single 'Error: ...' line naming it, no traceback."""
    result = runner.invoke(app, ["simulate", *args, "--games" if "--games" not in args else "--seed", "1"])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and message in lines[0], result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)


def test_bad_option_through_python_m(tmp_path: Path) -> None:
    """`python -m innkeeper.cli simulate --seats 9` prints one error line on stderr and exits 2."""
    proc = subprocess.run([sys.executable, "-m", "innkeeper.cli", "simulate", "--seats", "9"], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip().splitlines() == ["Error: --seats must be from 2 to 8, not 9"]


# ----- the strength report ------------------------------------------------------------------------

def test_strength_report_writes_a_markdown_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The report script runs a tiny random-vs-random match-up and writes its table."""
    spec = importlib.util.spec_from_file_location("strength_report", ROOT / "scripts" / "strength_report.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "strength_report", module)
    spec.loader.exec_module(module)
    out = tmp_path / "report.md"
    assert module.main(["--matchup", "random:random:8", "--workers", "1", "--seed", "1", "--out", str(out),
                        "--no-progress"]) == 0
    config = SimConfig(games=8, bots=("random",) * 4, seed=1)
    records, _ = simulate(config)
    wins = sum(r.share(slot_seat(config, r.index)) for r in records)
    text = out.read_text()
    assert f"| random vs 3 random | 8 | {wins / 8:.1%} ({wins:g} wins) |" in text
    assert "| 25.0% |" in text and "95% CI" in text
    assert module.main(["--matchup", "random:genius:2", "--out", str(out)]) == 2


# ----- readable output ----------------------------------------------------------------------------

def _report_lines(summary, width: int) -> list[str]:
    """The command's tables rendered at ``width`` columns, as plain lines."""
    from rich.console import Console

    from innkeeper.stats import tables

    console = Console(width=width, record=True, file=open(__import__("os").devnull, "w"))
    for table in tables(summary, width):
        console.print(table)
    return console.export_text().splitlines()


def test_the_report_fits_80_columns_with_every_name_whole() -> None:
    """At 80 columns no line is longer, every character's name is whole, and the head-to-head shows every pair."""
    from innkeeper.stats import short_names

    records, summary = simulate(SimConfig(games=39, bots=("random",) * 3, seed=5))
    names = [r.name for r in summary.characters]
    assert len(names) == len(innkeeper.characters()) >= 13
    lines = _report_lines(summary, 80)
    assert max(len(line) for line in lines) <= 80
    assert "…" not in "\n".join(lines)
    h2h = lines.index(next(line for line in lines if line.lstrip().startswith("Head-to-head")))
    short = short_names(names)
    heads = [line.split() for line in lines[h2h:] if line.split() and set(line.split()) <= set(short.values())]
    assert sorted(h for head in heads for h in head) == sorted(short.values())
    for name in names:
        rows = [line for line in lines[h2h:] if line.split()[:1] == [name]]
        assert len(rows) == len(heads)
        assert sum(len(row.split()) - 1 for row in rows) == len(names)   # one cell per other character, and "·"
    narrow = _report_lines(summary, 50)
    assert max(len(line) for line in narrow) <= 50


def test_win_shares_are_shown_to_one_decimal_and_names_are_shortened_uniquely() -> None:
    """A split tie's wins read "15.8", a whole count "27"; short names are unique prefixes of three letters or more."""
    from innkeeper.stats import short_names, wins_text

    assert wins_text(15 + 5 / 6) == "15.8" and wins_text(27.0) == "27" and wins_text(0.5) == "0.5"
    assert short_names(["fiona", "fleck", "fiora", "jin"]) == {"fiona": "fion", "fleck": "fle", "fiora": "fior",
                                                               "jin": "jin"}
    records = [record(0, (0, 1, 2)), record(1, (0,)), record(2, (1, 2))]
    text = "\n".join(_report_lines(summarize(records), 80))
    assert "1.3" in text and "1.33" not in text


def test_charts_have_separate_labels_and_whole_number_counts() -> None:
    """Character names on win_rates.png never overlap; game_length.png counts games and lengths in whole numbers."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from innkeeper.plots import length_figure, rate_figure

    records, summary = simulate(SimConfig(games=39, bots=("random",) * 3, seed=5))
    fig = rate_figure(summary)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    for ax in fig.axes:
        labels = [t for t in ax.get_yticklabels() + ax.get_xticklabels() if t.get_text()]
        boxes = [t.get_window_extent(renderer) for t in labels]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert not a.overlaps(b), (ax.get_title(), [t.get_text() for t in labels])
    assert {t.get_text() for t in fig.axes[0].get_yticklabels()} == {r.name for r in summary.characters}
    plt.close(fig)
    lengths = [record(i, (0,)) for i in range(6)]
    lengths = [GameRecord(r.index, 0, 0, r.characters, r.bots, r.winners, 100 + d, 20 + d, 5, (), (), r.end)
               for r, d in zip(lengths, (0, 1, 1, 1, 2, 7), strict=True)]
    fig = length_figure(lengths, summarize(lengths))
    fig.canvas.draw()
    for ax in fig.axes:
        lo, hi = ax.get_ylim()
        ticks = [v for v in ax.get_yticks() if lo <= v <= hi] + [v for v in ax.get_xticks()]
        assert ticks and all(float(v).is_integer() for v in ticks), ticks
    plt.close(fig)


def test_results_csv_is_written_as_games_finish_in_game_order(tmp_path: Path) -> None:
    """Rows of a game are on disk once every earlier game's are, whatever order games finish in."""
    from innkeeper.simulate import ResultsWriter

    config = SimConfig(games=3, bots=KINDS, seed=1)
    games = [record(i, (i,)) for i in range(3)]
    writer = ResultsWriter(tmp_path, config)

    def written() -> list[str]:
        """The game column of the rows on disk so far."""
        return [row["game"] for row in csv.DictReader((tmp_path / "results.csv").open())]

    assert written() == []
    writer.add([games[2]])
    assert written() == []
    writer.add([games[0]])
    assert written() == ["0"] * 3
    writer.add([games[1]])
    assert written() == ["0"] * 3 + ["1"] * 3 + ["2"] * 3
    assert [json.loads(line.lstrip(","))["index"] for line in (tmp_path / "results.json").read_text().splitlines()[2:]
            ] == [0, 1, 2]
    writer.finish(summarize(games))
    assert len(json.loads((tmp_path / "results.json").read_text())["games"]) == 3


def test_a_report_piped_to_head_still_leaves_every_file(tmp_path: Path) -> None:
    """`innkeeper simulate --out --plot | head -1`: the files are complete and nothing is printed on stderr."""
    pytest.importorskip("matplotlib")
    command = (f"{sys.executable} -m innkeeper simulate --games 6 --seats 3 --seed 2 --workers 1 --no-progress "
               f"--out out --plot plot | head -1")
    proc = subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert proc.stdout.startswith("6 games, 3 seats"), proc.stdout
    assert proc.stderr == ""
    assert len((tmp_path / "out" / "results.csv").read_text().splitlines()) == 1 + 6 * 3
    assert len(json.loads((tmp_path / "out" / "results.json").read_text())["games"]) == 6
    assert (tmp_path / "plot" / "win_rates.png").stat().st_size > 0


def test_the_head_to_head_gives_intervals_for_the_pairs_where_one_side_is_clearly_better() -> None:
    """Zot beats Fiona 20 times of 20: that pair is listed with its 95% interval; an even pair is not."""
    from innkeeper.stats import clear_pairs_table

    records = [record(i, (0,)) for i in range(20)] + [record(20 + i, (1 + i % 2,), chars=("zot", "fiona", "gerki"))
                                                       for i in range(2)]
    records += [record(30 + i, (1 if i % 2 else 2,), chars=("gerki", "fiona", "jin")) for i in range(10)]
    summary = summarize(records)
    lines = "\n".join(_report_lines(summary, 80))
    low, high = wilson(20, 21)
    assert "Head-to-head with 95% intervals" in lines
    assert re.search(rf"│ zot\s+│ fiona\s+│\s+95% │\s+{low:.0%}–{high:.0%} │\s+21 │", lines), lines
    assert not re.search(r"│ (gerki|fiona)\s+│ (gerki|fiona)\s+│", lines)       # 5 to 6: within its interval
    even = summarize([record(i, (i % 3,)) for i in range(12)])
    assert "in none of the" in " ".join(_report_lines(even, 80))
    assert clear_pairs_table(even).plain.startswith("Head-to-head with 95% intervals: in none of the")
