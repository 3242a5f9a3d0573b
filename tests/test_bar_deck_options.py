"""The Bar Deck and last call at the command line: `innkeeper play --bar-deck/--last-call`, `innkeeper simulate
--bar-deck` and `innkeeper cards drinks` with the Drink packs; bad values are one line and exit code 2."""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

import pexpect
import pytest
from rich.console import Console
from typer.testing import CliRunner

from innkeeper.cli import app
from innkeeper.content import describe_drink, load_content
from innkeeper.play import Session, _welcome, new_session

runner = CliRunner()
PROMPT = r"Your choice, (.+?) \(1-(\d+), h for help\): "


def one_error_line(args: list[str]) -> str:
    """Run a command that must fail: its single error line (exit code 2 checked)."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    return lines[0]


# ----- innkeeper cards --------------------------------------------------------------------------------------------

def test_cards_drinks_lists_the_pack_with_every_drink() -> None:
    """`innkeeper cards drinks` shows the Drink packs after the Drink Decks, each Drink with its effect and source."""
    data = load_content()
    out = runner.invoke(app, ["cards", "drinks"], env={"COLUMNS": "400"}).output
    assert "Drink pack '000-pack': 5 cards (only in a Bar Deck that names it" in out
    assert out.index("Drink Deck 'second'") < out.index("Drink pack '000-pack'")
    for cid in data.drink_packs["000-pack"]:
        d = data.cards[cid]
        assert any(f"│ {d.title} " in line and describe_drink(d) in line and d.source in line
                   for line in out.splitlines()), d.title
    alone = runner.invoke(app, ["cards", "000-pack"], env={"COLUMNS": "400"}).output
    assert "Sauvignon Blech" in alone and "Drink Deck 'core'" not in alone
    assert "000-pack" in one_error_line(["cards", "nothing"])


# ----- innkeeper play ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "words"), [
    (["play", "--bar-deck", "core,third"], "--bar-deck: unknown Drink Deck or pack 'third'"),
    (["play", "--bar-deck", "000-pack"], "--bar-deck: a Bar Deck needs at least 30 Drink cards"),
    (["play", "--last-call", "0"], "--last-call must be at least 1 round, not 0"),
    (["play", "--last-call", "soon"], "--last-call must be a whole number, not 'soon'"),
    (["simulate", "--games", "2", "--bar-deck", "core,third"], "--bar-deck: unknown Drink Deck or pack 'third'"),
    (["simulate", "--games", "2", "--bar-deck", "core,core"], "names 'core' twice"),
])
def test_a_bad_bar_deck_or_last_call_is_one_line(args: list[str], words: str) -> None:
    """Each bad value: exit code 2 and one `Error: ...` line naming the option, no traceback."""
    assert words in one_error_line(args)


def test_load_refuses_the_table_options(tmp_path: Path) -> None:
    """A saved game already sets its Bar Deck and last call: --load refuses them."""
    save = tmp_path / "game.json"
    save.write_text(new_session(None, 2, "random", 1).to_json())
    assert "--bar-deck cannot be used with --load" in one_error_line(["play", "--load", str(save), "--bar-deck", "all"])
    assert "--last-call cannot be used with --load" in one_error_line(["play", "--load", str(save), "--last-call", "3"])


def test_new_session_sets_the_bar_deck_and_last_call_and_a_rematch_keeps_them() -> None:
    """The options reach the game; the save records them; a rematch (a new seed) plays with the same ones."""
    session = new_session("jasper", 3, "random", 5, bar_deck="core,000-pack", last_call=2)
    game = session.game
    assert game.setup["bar_deck"] == ["core", "000-pack"] and game.last_call == 2
    assert len(game.drink_deck) + len(game.bar_deck) + 3 == 35
    loaded = Session.from_json(session.to_json())
    assert loaded.game.setup["bar_deck"] == ["core", "000-pack"] and loaded.game.last_call == 2
    again = session.rematch().game
    assert again.setup["bar_deck"] == ["core", "000-pack"] and again.last_call == 2
    assert new_session(None, 3, "random", 5, bar_deck="all").game.setup["bar_deck"] == ["core", "second"]
    plain = new_session(None, 3, "random", 5).game
    assert plain.setup["bar_deck"] is False and plain.last_call is None


def test_the_welcome_says_which_bar_deck_and_when_last_call_is() -> None:
    """The opening lines name the Bar Deck's decks and packs and the last call."""
    console = Console(record=True, width=200)
    _welcome(console, new_session("jasper", 3, "random", 5, bar_deck="second,000-pack", last_call=1), None, False)
    text = console.export_text()
    assert "Bar Deck: second, 000-pack; last call after 1 round (most Gold wins)." in text


def test_a_whole_game_with_a_bar_deck_and_last_call() -> None:
    """The real program plays to its end with both options (last call after 1 round ends it early)."""
    env = dict(os.environ, TERM="dumb", COLUMNS="200", LINES="60", NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "innkeeper.cli", "play", "--bots", "random", "--seed", "3",
                                           "--character", "jasper", "--bar-deck", "core,second,000-pack",
                                           "--last-call", "1", "--fast"],
                          env=env, encoding="utf-8", dimensions=(60, 200), timeout=60)
    child.delaybeforesend = None
    child.expect("Bar Deck: core, second, 000-pack; last call after 1 round")
    rng = random.Random(2)
    while child.expect([PROMPT, "GAME OVER"]) == 0:
        child.sendline(str(rng.randint(1, int(child.match.group(2)))))
    if child.expect([pexpect.EOF, r"Rematch with the same seats and bots\? \(y/n\) "]) == 1:
        child.sendline("n")
        child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


# ----- innkeeper simulate -----------------------------------------------------------------------------------------

def test_simulate_with_a_bar_deck_records_it(tmp_path: Path) -> None:
    """`simulate --bar-deck` plays its games with that Bar Deck and records it in results.json; without it the
    settings are as before (no new key, so older runs still resume)."""
    base = ["simulate", "--games", "3", "--seats", "3", "--seed", "4", "--workers", "1", "--no-progress"]
    result = runner.invoke(app, [*base, "--bar-deck", "core,000-pack", "--out", str(tmp_path / "bar")],
                           env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "Bar Deck core,000-pack" in result.output
    first = (tmp_path / "bar" / "results.json").read_text().splitlines()[0]
    assert json.loads(first.removesuffix(",") + "}")["config"]["bar_deck"] == ["core", "000-pack"]
    result = runner.invoke(app, [*base, "--out", str(tmp_path / "plain")], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert '"bar_deck"' not in (tmp_path / "plain" / "results.json").read_text()
