"""The ``innkeeper`` command's listing commands and its one-line errors."""

from __future__ import annotations

import re

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
