"""The ``innkeeper`` command's listing commands and its one-line errors."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from innkeeper.cli import app
from innkeeper.content import load_content

runner = CliRunner()


def test_characters_lists_every_playable_character() -> None:
    """`innkeeper characters` names each character from the data."""
    result = runner.invoke(app, ["characters"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    for cid, ch in load_content().characters.items():
        assert cid in result.output and ch.name in result.output


def test_cards_lists_a_deck_with_types_and_rules() -> None:
    """`innkeeper cards zot` shows every distinct card of Zot's deck with its rule."""
    result = runner.invoke(app, ["cards", "zot"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    data = load_content()
    deck = data.characters["zot"].deck
    assert "40 cards" in result.output
    for cid in set(deck):
        assert data.cards[cid].title in result.output


def test_unknown_character_is_one_line_error() -> None:
    """A bad argument gives one line naming it, exit code 2, no traceback."""
    result = runner.invoke(app, ["cards", "bob"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "unknown character 'bob'" in lines[0]
    assert "Traceback" not in result.output


def test_unknown_command_and_option_are_one_line_errors() -> None:
    """Click's own usage errors are one line too."""
    for args in (["nope"], ["characters", "--bogus"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2
        assert len(result.output.strip().splitlines()) == 1
        assert result.output.startswith("Error: ")


def test_ray_takes_an_optional_address() -> None:
    """`--ray ADDRESS` and `--ray=ADDRESS` mean `--ray --ray-address ADDRESS`; a bare `--ray` stays as it is."""
    from innkeeper.cli import ray_with_address

    assert ray_with_address(["simulate", "--ray", "auto", "--games", "4"]) == [
        "simulate", "--ray", "--ray-address", "auto", "--games", "4"]
    assert ray_with_address(["simulate", "--ray=host:6379"]) == ["simulate", "--ray", "--ray-address", "host:6379"]
    assert ray_with_address(["simulate", "--ray", "--games", "4"]) == ["simulate", "--ray", "--games", "4"]
    assert ray_with_address(["simulate", "--games", "4", "--ray"]) == ["simulate", "--games", "4", "--ray"]


def test_the_readme_run_command_starts_a_game_against_bots() -> None:
    """`python3 -m innkeeper` with no arguments opens a 4-seat game in a terminal; `q` then `y` quits."""
    import os
    import sys

    import pexpect

    env = dict(os.environ, COLUMNS="140", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-m", "innkeeper"], env=env, encoding="utf-8", timeout=60,
                          dimensions=(50, 140))
    child.expect(r"New game, seed \d+")
    child.expect(r"Your choice, \w+")
    intro = " ".join(re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", child.before).split())   # (colours and wrapping off)
    assert "(you)" in intro and intro.count("(heuristic bot)") == 3
    child.sendline("q")
    child.expect(r"\(y/n\)")
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


# ----- starting fast, options at the top level ------------------------------------------------------

WEB_STACK = ("fastapi", "starlette", "uvicorn", "sqlalchemy", "alembic", "httpx", "websockets")


def _imported(*args: str) -> set[str]:
    """The top-level packages `python -m innkeeper ARGS` imports, from `-X importtime`."""
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "innkeeper", *args], capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)
    names = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in proc.stderr.splitlines()
             if line.startswith("import time:")}
    return names


def test_only_serve_imports_the_web_stack() -> None:
    """`characters`, `cards`, `play --help` and `simulate` import none of the web stack; `serve --help` does."""
    for args in (("characters",), ("cards", "zot"), ("play", "--help"), ("simulate", "--games", "1", "--seats", "2",
                                                                         "--no-progress", "--workers", "1")):
        found = _imported(*args) & set(WEB_STACK)
        assert not found, (args, found)
    assert "sqlalchemy" in _imported("serve", "--help")   # (the check can see the web stack)


def test_command_list_is_the_commands_own_help() -> None:
    """Each command imported only when it runs is listed with the first line of its own docstring."""
    import importlib

    from innkeeper.cli import LAZY

    listing = " ".join(runner.invoke(app, ["--help"], terminal_width=300).output.split())
    for name, (module, function, summary) in LAZY.items():
        doc = getattr(importlib.import_module(module), function).__doc__.strip().splitlines()[0]
        assert summary == doc, name
        assert f"{name} {summary[:40]}" in listing.replace("│ ", "")


def test_play_options_work_at_the_top_level() -> None:
    """`innkeeper --seats 9` is `innkeeper play --seats 9`: play's own one-line error, not "No such option"."""
    from innkeeper.cli import play_by_default

    assert play_by_default(["--seed", "42"]) == ["play", "--seed", "42"]
    assert play_by_default(["--help"]) == ["--help"] and play_by_default(["simulate"]) == ["simulate"]
    result = runner.invoke(app, ["--seats", "9"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == ["Error: --seats must be from 2 to 8, not 9"]


def test_innkeeper_seed_starts_that_game() -> None:
    """`python3 -m innkeeper --seed 42 --seats 3` opens a 3-seat game with seed 42."""
    import os
    import sys

    import pexpect

    env = dict(os.environ, COLUMNS="140", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-m", "innkeeper", "--seed", "42", "--seats", "3"], env=env,
                          encoding="utf-8", timeout=60, dimensions=(50, 140))
    child.expect(r"New game, seed 42")
    child.expect(r"Your choice, \w+")
    intro = " ".join(re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", child.before).split())
    assert intro.count("(heuristic bot)") == 2
    child.sendline("q")
    child.expect(r"\(y/n\)")
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_ray_missing_is_reported_before_any_progress_bar(monkeypatch) -> None:
    """`simulate --ray` without Ray: one error line and nothing else (no bar drawn first), exit code 2."""
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)
    result = runner.invoke(app, ["simulate", "--ray", "--games", "4"], env={"COLUMNS": "100"})
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --ray needs Ray, which is not installed: pip install 'innkeeper[ray]'"]


BAD_OPTIONS = [
    (["play", "--seats", "x"], "--seats must be a whole number, not 'x'"),
    (["play", "--bots", "genius"], "unknown bot kind 'genius'"),
    (["play", "--drink-deck", "third"], "unknown drink deck 'third'"),
    (["play", "--delay", "-1"], "--delay must be from 0 to 10 seconds"),
    (["play", "--character", "bob"], "unknown character 'bob'"),
    (["--seed", "abc"], "--seed must be a whole number, not 'abc'"),
    (["--bogus"], "No such option: --bogus"),
    (["balance", "--seats", "9"], "--seats must be from 2 to 8, not 9"),
    (["bench", "--games", "0"], "--games"),
    (["serve", "--port", "0"], "must be from 1 to 65535, not 0"),
    (["serve", "--bogus"], "No such option: --bogus"),
    (["characters", "extra"], "unexpected extra argument"),
    (["cards", "bob"], "unknown character 'bob'"),
]


@pytest.mark.parametrize(("args", "message"), BAD_OPTIONS, ids=[" ".join(a) for a, _ in BAD_OPTIONS])
def test_every_command_reports_a_bad_option_on_one_line(args: list[str], message: str) -> None:
    """A bad option to any command: exit code 2 and one `Error: ...` line naming it."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and message in lines[0], result.output
