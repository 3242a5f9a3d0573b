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


# ----- looking things up: cards and rules ----------------------------------------------------------

def test_cards_lists_side_decks_with_their_provenance() -> None:
    """`innkeeper cards jin` shows the Song Deck with every Song, and says which cards are designed."""
    data = load_content()
    jin = data.characters["jin"]
    result = runner.invoke(app, ["cards", "jin"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    designed = sum(1 for c in jin.deck if data.cards[c].source == "designed")
    assert f"40 cards (deck: reconstructed, {designed} of them designed)" in result.output
    assert f"Song Deck: {len(jin.side.deck)} cards" in result.output
    for cid in set(jin.side.deck) | set(jin.deck):
        card = data.cards[cid]
        assert any(card.title in line and card.source in line for line in result.output.splitlines()), card.title
    serena = runner.invoke(app, ["cards", "serena"], env={"COLUMNS": "400"}).output
    assert "Piety chart: from 0 to 12" in serena


@pytest.mark.parametrize("cid", ["warthorn", "wench", "molly", "jasper"])
def test_cards_shows_the_core_boxs_reconstructed_decks_and_side_decks(cid: str) -> None:
    """`innkeeper cards` shows each card of the 000 box's characters, main deck and side deck, with its source."""
    data = load_content()
    ch = data.characters[cid]
    result = runner.invoke(app, ["cards", cid], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    designed = sum(1 for c in ch.deck if data.cards[c].source == "designed")
    assert f"40 cards (deck: reconstructed, {designed} of them designed)" in result.output
    if ch.side is not None:
        assert f"{ch.side.name}: {len(ch.side.deck)} cards" in result.output
    for cid_ in set(ch.deck) | set(ch.side.deck if ch.side is not None else ()):
        card = data.cards[cid_]
        assert any(card.title in line and card.source in line for line in result.output.splitlines()), card.title


def test_cards_lists_both_drink_decks_with_every_effect() -> None:
    """`innkeeper cards drinks` lists each Drink of both decks with its whole effect; Drink Events say what they do."""
    from innkeeper.content import describe_drink
    from innkeeper.rules import DRINK_EVENTS

    data = load_content()
    result = runner.invoke(app, ["cards", "drinks"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    for did, deck in data.drink_decks.items():
        assert f"Drink Deck '{did}': {len(deck)} cards" in result.output
        for cid in set(deck):
            d = data.cards[cid]
            effect = DRINK_EVENTS[d.event] if d.event else describe_drink(d)
            assert any(f"│ {d.title} " in line and effect in line for line in lines), d.title
    one = runner.invoke(app, ["cards", "second"], env={"COLUMNS": "400"}).output
    assert "The Challenge!" in one and "Drink Deck 'core'" not in one
    everything = runner.invoke(app, ["cards"], env={"COLUMNS": "400"}).output
    assert all(ch.name in everything for ch in data.characters.values()) and "Drink Deck 'second'" in everything


def test_a_race_drink_names_its_race_with_the_right_article() -> None:
    """A Drink that acts differently on a race reads "for an Ogre", "for an Orc", "for a Troll"."""
    from innkeeper.content import describe_drink

    data = load_content()
    texts = {d.title: describe_drink(d) for d in data.cards if getattr(d, "race", None)}
    assert "for an Ogre:" in texts["Ogre Brew"] and "for an Orc:" in texts["Orcish Rotgut"]
    assert "for a Troll:" in texts["Troll Swill"]
    assert not any("for a O" in text or "for a A" in text for text in texts.values()), texts


def test_every_drink_event_is_explained() -> None:
    """Each Drink Event in the Drink Decks has its line in the listing and a paragraph in the rules."""
    from innkeeper import rules

    data = load_content()
    events = {data.cards[c].event: data.cards[c].title for d in data.drink_decks.values() for c in d
              if data.cards[c].event}
    assert set(events) == set(rules.DRINK_EVENTS)
    for title in events.values():
        assert f"*{title}*" in rules.section("Drinks")


def test_rules_explain_the_game_in_sections() -> None:
    """`innkeeper rules` covers phases, windows, Negate and Ignore, Gambling and table options; a TOPIC narrows it."""
    result = runner.invoke(app, ["rules"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    for words in ("Discard and Draw", "Order a Drink", "Sometimes", "Anytime", "Negate", "Ignore",
                  "Round of Gambling", "Winning Hand!", "Drinking Contest!", "Table options", "--ask-all",
                  "Last call after N rounds", "designed"):
        assert words in text, words
    gambling = " ".join(runner.invoke(app, ["rules", "gambling"], env={"COLUMNS": "100"}).output.split())
    assert "Winning Hand!" in gambling and "Negate" not in gambling and "Discard and Draw" not in gambling
    bad = runner.invoke(app, ["rules", "chess"])
    assert bad.exit_code == 2
    lines = bad.output.strip().splitlines()
    assert len(lines) == 1 and "no section of the rules is about 'chess'" in lines[0] and "Gambling" in lines[0]


def test_the_web_rules_page_is_made_from_the_same_text() -> None:
    """innkeeper/web/static/rules.html is what `python -m innkeeper.rules --write-html` makes from rules_text.md."""
    from innkeeper import rules

    assert rules.HTML_PAGE.read_text(encoding="utf-8") == rules.page(), "run: python -m innkeeper.rules --write-html"
    page = rules.page()
    for heading in rules.sections():
        if heading:
            assert f"<h2>{heading}</h2>" in page
    assert "<h1>How to play</h1>" in page and 'href="/static/style.css"' in page
