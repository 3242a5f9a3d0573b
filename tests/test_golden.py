"""Golden playthroughs: forty seeded whole games play exactly as their stored event logs and rendered logs say."""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from pathlib import Path

import pytest

import innkeeper
from innkeeper import golden

ROOT = Path(__file__).resolve().parent.parent
DIRECTORY = ROOT / "tests" / "golden"
SCRIPT = ROOT / "scripts" / "golden.py"
REGENERATE = "python scripts/golden.py"


@pytest.mark.parametrize("playthrough", golden.PLAYTHROUGHS, ids=lambda p: p.name)
def test_playthrough_matches_its_stored_files(playthrough: golden.Playthrough) -> None:
    """Played again from its seed, the game gives its stored events and log line for line."""
    problems = []
    for name, text in golden.play(playthrough).files(playthrough.name).items():
        path = DIRECTORY / name
        if not path.exists():
            problems.append(f"tests/golden/{name} is missing")
            continue
        diff = golden.first_difference(path.read_text(encoding="utf-8"), text)
        if diff is not None:
            line, stored, played = diff
            problems.append(f"differs from tests/golden/{name} at line {line}\n  stored: {stored}\n  played: {played}")
    if problems:
        said = "\n".join(f"golden playthrough {playthrough.name} {problem}" for problem in problems)
        pytest.fail(f"{said}\n(a change made on purpose: run {REGENERATE} and say why in the commit)", pytrace=False)


def test_the_set_covers_every_character_seat_count_option_and_policy() -> None:
    """Nobody can shrink the set silently: every character twice, 2 to 8 seats, every table option, both policies."""
    ps = golden.PLAYTHROUGHS
    assert len(ps) >= 30
    for cid in innkeeper.characters():
        tables = [p.name for p in ps if cid in p.characters]
        assert len(tables) >= 2, f"{cid} sits at {tables}: at least two playthroughs needed"
    assert {len(p.characters) for p in ps} >= set(range(2, 9))
    assert any(len(set(p.characters)) < len(p.characters) for p in ps), "no table repeats a character"
    keywords = {name for name, param in inspect.signature(innkeeper.new_game).parameters.items()
                if param.kind is inspect.Parameter.KEYWORD_ONLY and name != "content"}
    assert keywords == set(golden.TABLE_OPTIONS), "new_game's table options changed: cover the new ones here"
    used = [p.table_options for p in ps]
    assert any(o.get("first_player") is not None for o in used)
    assert any(o.get("ask_all") for o in used)
    assert {o.get("drink_deck", "core") for o in used} == {"core", "second"}
    assert any(o.get("bar_deck") for o in used)
    assert any(o.get("last_call") for o in used)
    assert any(o.get("prizes") for o in used)
    policies = [set(p.policy) for p in ps]
    assert {"random"} in policies and {"heuristic"} in policies and {"random", "heuristic"} in policies
    assert any(p.table_options.get("ask_all") and "heuristic" in p.policy for p in ps)


def test_the_stored_files_are_exactly_the_playthroughs() -> None:
    """Two files per playthrough under tests/golden/, and no file of a playthrough that is gone."""
    names = [p.name for p in golden.PLAYTHROUGHS]
    assert len(set(names)) == len(names)
    expected = {f"{n}{suffix}" for n in names for suffix in (".events.jsonl", ".log.txt")}
    assert {p.name for p in DIRECTORY.iterdir()} == expected, f"run {REGENERATE}"


def test_a_difference_names_its_line_and_shows_where_it_is() -> None:
    """The comparison names the first differing line and shows both lines around the change, cut short."""
    assert golden.first_difference("a\nb\n", "a\nb\n") is None
    assert golden.first_difference("a\nb\nc\n", "a\nB\nc\n") == (2, "b", "B")
    assert golden.first_difference("a\n", "a\nb\n") == (2, "", "b")
    assert golden.first_difference("a", "a\nb") == (2, "<no line: the stored file ends here>", "b")
    long = "x" * 1000
    line, stored, played = golden.first_difference(long + "1", long + "2")
    assert line == 1 and stored.endswith("1") and played.endswith("2") and len(played) < 300


def test_a_bad_record_is_refused_by_name() -> None:
    """A playthrough with the wrong number of policies, an unknown policy or an unknown option says which."""
    with pytest.raises(ValueError, match="p1: one policy per seat"):
        golden.Playthrough("p1", ("zot", "gerki"), 1, (), ("random",))
    with pytest.raises(ValueError, match="p2: unknown policy 'ismcts'"):
        golden.Playthrough("p2", ("zot", "gerki"), 1, (), ("random", "ismcts"))
    with pytest.raises(ValueError, match="p3: unknown table option 'seats'"):
        golden.Playthrough("p3", ("zot", "gerki"), 1, (("seats", 2),), ("random", "random"))
    with pytest.raises(ValueError, match="no golden playthrough 'nope'"):
        golden.by_name("nope")


def _script(*args: str, hashseed: str) -> subprocess.CompletedProcess:
    """Run scripts/golden.py with a given PYTHONHASHSEED."""
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env, timeout=120)


def test_regeneration_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """The command writes the same bytes under two hash seeds (sets and dicts iterate differently)."""
    chosen = ["r5_twin_side_decks", "h3_jin_greppa_wizgille", "m6_first5_bar"]
    for hashseed in ("0", "4242"):
        out = tmp_path / hashseed
        done = _script("--dir", str(out), *chosen, hashseed=hashseed)
        assert done.returncode == 0, done.stderr
        for name in chosen:
            for suffix in (".events.jsonl", ".log.txt"):
                assert (out / f"{name}{suffix}").read_bytes() == (DIRECTORY / f"{name}{suffix}").read_bytes()


def test_check_names_the_first_differing_playthrough_and_line(tmp_path: Path) -> None:
    """``--check`` passes on the stored files and fails, naming playthrough, file and line, on a changed one."""
    name = "r2_jin_jin"
    for suffix in (".events.jsonl", ".log.txt"):
        (tmp_path / f"{name}{suffix}").write_bytes((DIRECTORY / f"{name}{suffix}").read_bytes())
    ok = _script("--check", "--dir", str(tmp_path), name, hashseed="7")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    log = tmp_path / f"{name}.log.txt"
    lines = log.read_text(encoding="utf-8").split("\n")
    lines[5] = lines[5] + " (changed)"
    log.write_text("\n".join(lines), encoding="utf-8")
    bad = _script("--check", "--dir", str(tmp_path), name, hashseed="7")
    assert bad.returncode == 1
    assert f"golden playthrough {name} differs: {name}.log.txt line 6" in bad.stdout
    assert "(changed)" in bad.stdout
