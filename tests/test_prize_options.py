"""The Prize variant as an option of `innkeeper play`, `innkeeper simulate` and `new_game`: it is kept by a save,
a rematch and a simulation's settings, and a bad value is a one-line error (the web table's option is tested in
tests/web/test_api.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import innkeeper
from innkeeper.cli import app
from innkeeper.play import Session, new_session
from innkeeper.simulate import SimConfig, config_json, simulate

CMD = [sys.executable, "-m", "innkeeper.cli"]
ENV = dict(os.environ, TERM="dumb", COLUMNS="200", LINES="60", NO_COLOR="1")
runner = CliRunner()


def test_a_play_session_with_prizes_keeps_them_through_a_save_and_a_rematch() -> None:
    """`play --prizes` sets the variant; the save file and the rematch keep it; without it there is none."""
    session = new_session(None, 3, "random", 5, prizes=True)
    assert session.game.prizes is not None and session.game.setup["prizes"] is True
    again = Session.from_json(session.to_json())
    assert again.game == session.game and again.game.prizes is not None
    assert session.rematch().game.prizes is not None
    assert new_session(None, 3, "random", 5).game.prizes is None


def _one_error_line(result: subprocess.CompletedProcess, words: str) -> None:
    """Exit code 2, one `Error: ...` line naming ``words`` on stderr, no traceback."""
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and words in lines[0], result.stderr
    assert "Traceback" not in result.stderr + result.stdout


@pytest.mark.parametrize(("args", "words"), [
    (["play", "--prizes", "yes", "--fast"], "unexpected extra argument"),
    (["play", "--prizes=yes", "--fast"], "--prizes"),
    (["play", "--load", "GOOD", "--prizes", "--fast"], "--prizes cannot be used with --load"),
    (["simulate", "--prizes", "maybe", "--games", "1"], "unexpected extra argument"),
])
def test_a_bad_prizes_option_is_a_one_line_error(tmp_path: Path, args: list[str], words: str) -> None:
    """`--prizes` is a flag: a value, or the flag beside a saved game that already sets the table, is refused."""
    good = tmp_path / "good.json"
    good.write_text(new_session(None, 3, "random", 1).to_json())
    args = [str(good) if a == "GOOD" else a for a in args]
    result = subprocess.run([*CMD, *args], env=ENV, capture_output=True, text=True, timeout=120,
                            stdin=subprocess.DEVNULL, cwd=Path(__file__).resolve().parent.parent)
    _one_error_line(result, words)


def test_simulate_plays_the_prize_variant_and_records_it_in_its_settings(tmp_path: Path) -> None:
    """`simulate --prizes`: every game is played with Prizes; the settings say so (and only when it is on, so a run
    stored before the option resumes as it was)."""
    config = SimConfig(games=3, bots=("heuristic", "random", "random"), seed=4, prizes=True)
    records, summary = simulate(config)
    assert len(records) == 3 and sum(summary.outcomes["(all)"].values()) == 9
    assert config_json(config)["prizes"] is True
    assert "prizes" not in config_json(SimConfig(games=3, bots=("random",) * 3, seed=4))
    result = runner.invoke(app, ["simulate", "--prizes", "--games", "2", "--seats", "3", "--workers", "1",
                                 "--seed", "2", "--no-progress", "--out", str(tmp_path)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    stored = json.loads((tmp_path / "results.json").read_text())
    assert stored["config"]["prizes"] is True


def test_new_game_keeps_the_prize_variant_in_its_setup_only_when_played() -> None:
    """The setup (and so a save) names the variant only when it is on: a default game's save is unchanged."""
    assert innkeeper.new_game(["zot", "gerki"], seed=1, prizes=True).setup["prizes"] is True
    assert "prizes" not in innkeeper.new_game(["zot", "gerki"], seed=1).setup


def test_cards_lists_the_prizes_with_their_provenance() -> None:
    """`innkeeper cards prizes` lists every Prize, its rule and its source (Absorbent Towel's name is 000's)."""
    result = runner.invoke(app, ["cards", "prizes"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    data = innkeeper.load_content()
    for cid in data.prizes:
        assert data.cards[cid].title in result.output
    assert "Name from rulebook 000; effect designed" in result.output and "designed" in result.output


@pytest.mark.parametrize(("toml", "words"), [
    ('[[prize]]\ntitle = "Spoon"\ntype = "action"\nsource = "designed"\ntext = "t"\n'
     'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]', "field 'type': a Prize is played like a card"),
    ('[[prize]]\ntitle = "Spoon"\ntype = "anytime"\ncopies = 2\nsource = "designed"\ntext = "t"\n'
     'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]', "field 'copies': the Prizes in the Inn"),
    ('[[prize]]\ntitle = "Spoon"\ntype = "anytime"\ntext = "t"\n'
     'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]', "field 'source': a Prize says where"),
    ('[[prize]]\ntitle = "Spoon"\ntype = "anytime"\nsource = "designed"\ntext = "t"\n'
     'effects = [{ op = "fly", who = "you" }]', "fly"),
    ('[[prize]]\ntitle = "Absorbent Towel"\ntype = "sometimes"\nsource = "designed"\ntext = "t"\n'
     'answers = { if = "drink_affects_you" }\neffects = [{ op = "ignore" }]', "defined twice"),
    ('prize = "Spoon"', "field 'prize': must be a list of [[prize]] tables"),
])
def test_a_bad_prize_file_names_the_file_the_card_and_the_field(toml: str, words: str) -> None:
    """The loader checks Prize cards like any card, and what makes a Prize: its type, one copy, a stated source."""
    with pytest.raises(innkeeper.ContentError) as caught:
        innkeeper.load_content(extra_texts=[{"name": "mine.toml", "text": toml}])
    message = str(caught.value)
    assert message.startswith("mine.toml") and words in message and "\n" not in message, message


def test_a_content_file_may_add_a_prize() -> None:
    """A player's own file adds a Prize to the set the Inn starts with."""
    toml = ('[[prize]]\ntitle = "Silver Spoon"\ntype = "anytime"\nsource = "designed"\ntext = "Gain 1 Fortitude."\n'
            'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]')
    data = innkeeper.load_content(extra_texts=[{"name": "mine.toml", "text": toml}])
    assert [data.titles[i] for i in data.prizes][-1] == "Silver Spoon" and len(data.prizes) == 7
