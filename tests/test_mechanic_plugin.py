"""A mechanic added from the tests folder alone plays in a game; every mechanic's frames load from a save."""

from __future__ import annotations

import dataclasses
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from innkeeper import new_game
from innkeeper.content import ContentError
from innkeeper.engine import Game

HERE = Path(__file__).parent
CHARMER = HERE / "content" / "charmer.toml"


def _charms():
    """The test-only Charms mechanic, imported once per process (it registers itself and its operation)."""
    name = "tests_mechanics_charms"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "mechanics" / "charms.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _play_until(g: Game, kind: str, limit: int = 400):
    """Apply the first legal action until an event of ``kind`` happens; that event and the Gold before it."""
    for _ in range(limit):
        if g.is_over:
            break
        before = [p["gold"] for p in g.observe(None)["players"]]
        for event in g.apply(g.legal_actions()[0]):
            if event.kind == kind:
                return event, before
    raise AssertionError(f"no {kind!r} event")


def test_a_test_only_mechanic_plays_its_own_side_deck_and_operation() -> None:
    """The Charm Deck's card happens as its owner's turn starts: its new operation moves Gold, and it saves."""
    charms = _charms()
    g = new_game(["charmer_test", "zot"], seed=5, first_player=1, content=[CHARMER])
    assert charms.CHARMS in g.hooks.mechanics and [d.kind for d in g.sides] == ["charms"]
    inn = g.inn_gold
    event, before = _play_until(g, "polish")
    assert event.data == {"seat": 0, "amount": 2}
    assert event.text == "Charmer polishes the charm and takes 2 Gold from the Inn."
    obs = g.observe(None)
    assert obs["players"][0]["gold"] == before[0] + 2 and g.inn_gold == inn - 2
    assert obs["sides"][0]["discard"] == ["Lucky charm"] and obs["sides"][0]["deck_size"] == 2
    again = Game.from_json(g.to_json())   # the save names the side deck by its kind: the mechanic runs it again
    assert again == g and again.hooks is g.hooks


def test_a_test_only_mechanic_gives_cards_its_own_field(tmp_path: Path) -> None:
    """The Charms mechanic declares the card mark "shine": a Charm with it polishes more, others read its default,
    and a bad value is refused naming the field, all without a field of the core's ``CardDef`` named for it."""
    charms = _charms()
    shiny = tmp_path / "shiny.toml"
    shiny.write_text(CHARMER.read_text().replace('text = "Take 2 Gold from the Inn."',
                                                 'text = "Take 2 Gold from the Inn."\nshine = 1'))
    g = new_game(["charmer_test", "zot"], seed=5, first_player=1, content=[shiny])
    cards = g.content.cards
    charm = cards[g.content.variants["Lucky charm"][0]]
    assert charm.shine == 1 and charm.marks == (("shine", 1),)
    assert cards[g.content.variants["Charmer's poke"][0]].shine == 0
    assert "shine" not in {f.name for f in dataclasses.fields(type(charm))} and "shine" in charms.CHARMS.card_marks
    event, before = _play_until(g, "polish")
    assert event.data == {"seat": 0, "amount": 3}
    dull = tmp_path / "dull.toml"
    dull.write_text(shiny.read_text().replace("shine = 1", "shine = 0"))
    with pytest.raises(ContentError, match="shine"):
        new_game(["charmer_test", "zot"], seed=5, content=[dull])
    main = tmp_path / "main.toml"   # a mark of a side deck's cards is not a field of a main-deck card
    main.write_text(CHARMER.read_text().replace('copies = 8', 'copies = 8\nshine = 1'))
    with pytest.raises(ContentError, match="shine"):
        new_game(["charmer_test", "zot"], seed=5, content=[main])


def test_a_side_deck_of_a_kind_no_mechanic_runs_is_a_content_error(tmp_path: Path) -> None:
    """A content file naming a side-deck kind that no mechanic runs is refused as it loads."""
    bad = tmp_path / "bad.toml"
    bad.write_text(CHARMER.read_text().replace('kind = "charms"', 'kind = "trinkets"'))
    with pytest.raises(ContentError, match="kind"):
        new_game(["charmer_test", "zot"], seed=1, content=[bad])


def test_a_table_without_a_mechanic_has_empty_hooks() -> None:
    """A table without a mechanic has empty hooks (so it pays nothing for them), shared by its clones."""
    g = new_game(["zot", "gerki"], seed=1)
    assert g.hooks.mechanics == () and g.hooks.turn_start == () and g.clone().hooks is g.hooks


def test_a_seat_bound_mechanic_is_asked_only_at_the_seats_that_bring_it() -> None:
    """The Potions are seat-bound: only Phrenk's seat asks their quick test and kept plays; Mockery asks every seat."""
    g = new_game(["zot", "phrenk", "greppa"], seed=1)
    potions = [m for m in g.hooks.mechanics if m.name == "Potions"][0]
    mockery = [m for m in g.hooks.mechanics if m.name == "Mockery"][0]
    assert potions.seat_bound and not mockery.seat_bound
    for seat in range(3):
        asked = [h.__self__ for h in g.hooks.may_play_at[seat]]
        kept = [h.__self__ for h in g.hooks.kept_plays_at[seat]]
        assert (potions in asked, potions in kept) == (seat == 1, seat == 1)
        assert mockery in asked


def test_plays_made_at_one_seating_serve_another_with_the_same_names() -> None:
    """A discard's Action is made once per name (its text reads only that name), whatever the seating."""
    from innkeeper.engine.discarding import discard_actions

    a = new_game(["zot", "gerki"], seed=1)
    b = new_game(["gerki", "zot"], seed=2)
    b.players[1].hand = list(a.players[0].hand)   # Zot holds the same cards at seat 0 of one table, seat 1 of the other
    at_a, at_b = discard_actions(a, 0), discard_actions(b, 1)
    assert at_a and len(at_a) == len(at_b)
    assert all(x is y and x.text == f"Zot discards '{x.card}'" for x, y in zip(at_a, at_b, strict=True))
    assert discard_actions(b, 0)[0].text.startswith("Gerki")


def test_mechanic_frames_load_from_a_save_in_a_fresh_process() -> None:
    """A save with a mechanic's frame on the stack loads in a new process that imported only the engine."""
    seats = ["jin", "wizgille", "greppa", "kaylin", "phrenk", "serena"]
    for seed in range(40):
        g = new_game(seats, seed=seed)
        for _ in range(600):
            if g.is_over or any(f["kind"] in ("sing", "gear", "order_for") for f in g.observe(None)["stack"]):
                break
            legal = g.legal_actions()
            g.apply(legal[(seed * 7 + len(legal)) % len(legal)])
        if not g.is_over and any(f["kind"] in ("sing", "gear", "order_for") for f in g.observe(None)["stack"]):
            break
    else:
        raise AssertionError("no game reached a mechanic's frame")
    text = g.to_json()
    code = ("import sys; from innkeeper.engine import Game; "
            "g = Game.from_json(sys.stdin.read()); print(g.to_json())")
    out = subprocess.run([sys.executable, "-c", code], input=text, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == text
