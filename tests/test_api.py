"""The contract other parts rely on: new_game, legal_actions, apply, IllegalAction, JSON forms, options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import innkeeper
from innkeeper import Action, ContentError, Game, IllegalAction


def test_contract_fields() -> None:
    """A new 4-seat game exposes the documented fields with the rulebook's starting values."""
    g = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=7)
    assert set(innkeeper.characters()) >= {"deirdre", "fiona", "gerki", "zot"}
    assert g.current_player in range(4) and not g.is_over and g.winners == []
    for p in g.players:
        assert (p.fortitude, p.alcohol, p.gold) == (20, 0, 10)
        assert len(p.hand) == 7 and len(p.drink_me) == 1
    assert g.players[2].character == "gerki" and g.pot == 0 and g.inn == 0 == g.inn_gold


@pytest.mark.parametrize(("seats", "gold"), [(2, 8), (3, 10), (6, 10), (7, 12), (8, 12)])
def test_starting_gold_by_seats(seats: int, gold: int) -> None:
    """Getting Started: 8 Gold for 2 players, 10 for 3 to 6, 12 for 7 or more."""
    g = innkeeper.new_game(["gerki"] * seats, seed=1)
    assert all(p.gold == gold for p in g.players)


def test_illegal_action_changes_nothing() -> None:
    """An illegal action raises IllegalAction with a reason and leaves the game unchanged."""
    g = innkeeper.new_game(["deirdre", "fiona"], seed=3)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="cannot drink now; .* may: "):
        g.apply(Action("drink"))
    with pytest.raises(IllegalAction, match="no card titled"):
        g.apply(Action("play", "No such card"))
    with pytest.raises(IllegalAction):
        g.apply({"kind": "fly"})
    with pytest.raises(IllegalAction, match="unknown action field"):
        g.apply({"kind": "pass", "colour": "red"})
    with pytest.raises(IllegalAction):
        g.apply("pass")
    assert g.to_json() == before


def test_actions_and_events_have_json_and_english() -> None:
    """Actions round-trip through JSON and read as English; events too."""
    g = innkeeper.new_game(["deirdre", "fiona", "gerki"], seed=2)
    for a in g.legal_actions():
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        assert str(a) and g.names[g.current_player] in str(a)
    events = g.apply(g.legal_actions()[0])
    for e in events:
        json.dumps(e.to_json())
        assert str(e)


def test_apply_accepts_action_json() -> None:
    """apply takes an action's JSON dict as well as the Action."""
    g = innkeeper.new_game(["deirdre", "fiona"], seed=2)
    h = g.clone()
    a = g.legal_actions()[-1]
    assert [e.to_json() for e in g.apply(a.to_json())] == [e.to_json() for e in h.apply(a)]


@pytest.mark.parametrize(("args", "kwargs", "message"), [
    (["gerki"], {}, "2 to 8 seats"),
    (["gerki"] * 9, {}, "2 to 8 seats"),
    (["gerki", "nobody"], {}, "unknown character 'nobody'"),
    (["gerki", "zot"], {"drink_deck": "fourth"}, "unknown drink deck"),
    (["gerki", "zot"], {"first_player": 5}, "first_player"),
    (["gerki", "zot"], {"last_call": 0}, "last_call"),
])
def test_bad_options_are_named(args, kwargs, message) -> None:
    """Bad new_game options raise ValueError naming what is wrong."""
    with pytest.raises(ValueError, match=message):
        innkeeper.new_game(args, seed=1, **kwargs)


def test_same_character_in_several_seats() -> None:
    """The same character may sit in several seats, each with its own deck and a numbered name."""
    g = innkeeper.new_game(["gerki", "gerki", "zot"], seed=4)
    assert g.names == ("Gerki 1", "Gerki 2", "Zot")
    assert g.players[0].deck is not g.players[1].deck
    assert len(g.players[0].deck) == len(g.players[1].deck) == 33


def test_json_round_trip_and_equality() -> None:
    """to_json/from_json gives an equal game; clone too."""
    g = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=9)
    for _ in range(30):
        g.apply(g.legal_actions()[-1])
    assert Game.from_json(g.to_json()) == g == g.clone()


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "pack.toml"
    path.write_text(text)
    return str(path)


GOOD = '''
[character]
id = "tester"
name = "Test the Tester"
source = "test"
[[card]]
title = "Test jab"
type = "action"
copies = 7
text = "Another player loses 1 Fortitude."
effects = [{ op = "lose_fortitude", who = "another", amount = 1 }]
'''


def test_extra_content_loads_and_plays(tmp_path: Path) -> None:
    """A player's own content file adds a playable character, validated like the built-in ones."""
    path = write(tmp_path, GOOD)
    g = innkeeper.new_game(["tester", "gerki"], seed=1, content=[path])
    assert g.players[0].character == "tester"
    assert Game.from_json(g.to_json()) == g


@pytest.mark.parametrize(("change", "message"), [
    (('op = "lose_fortitude"', 'op = "explode"'), "card 'Test jab': field 'effects\\[0\\].op': unknown operation"),
    (('amount = 1', 'amount = "one"'), "card 'Test jab': field 'effects\\[0\\].amount'"),
    (('type = "action"', 'type = "instant"'), "card 'Test jab': field 'type'"),
    (('copies = 7', 'copies = 2'), "has 2 cards"),
    (('who = "another"', 'who = "the moon"'), "field 'effects\\[0\\].who'"),
    (('[[card]]', '[[card]]\nflavour = 1'), "field 'flavour': is not a known card field"),
    (('title = "Test jab"', 'title = '), "not valid TOML"),
])
def test_broken_content_names_file_card_field(tmp_path: Path, change, message) -> None:
    """Broken content fails to load with an error naming the file, the card and the field."""
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(ContentError, match=message) as info:
        innkeeper.new_game(["tester", "gerki"], seed=1, content=[path])
    assert "pack.toml" in str(info.value)


def test_missing_content_file() -> None:
    """A content path that does not exist is named in the error."""
    with pytest.raises(ContentError, match="nowhere.toml"):
        innkeeper.new_game(["gerki", "zot"], content=["nowhere.toml"])


def test_one_deck_may_not_print_a_title_twice_differently(tmp_path: Path) -> None:
    """Within one deck a title has one rule: a second, different definition is refused."""
    text = GOOD + GOOD[GOOD.index("[[card]]"):].replace("amount = 1", "amount = 2")
    with pytest.raises(ContentError, match="already defined differently"):
        innkeeper.new_game(["tester", "gerki"], content=[write(tmp_path, text)])


def test_drink_decks_may_not_redefine_a_drink(tmp_path: Path) -> None:
    """A Drink title has one rule everywhere: a different Light Ale is refused."""
    text = '[[drink]]\ntitle = "Light Ale"\nalcohol = 5\n'
    with pytest.raises(ContentError, match="Light Ale.*already defined differently"):
        innkeeper.new_game(["gerki", "zot"], content=[write(tmp_path, text)])


def test_two_decks_may_print_different_cards_with_one_title(tmp_path: Path) -> None:
    """Decks are separate sets: another deck's "Drink up, friend!" may differ from Fiona's Action."""
    text = GOOD + '''
[[card]]
title = "Drink up, friend!"
type = "anytime"
copies = 1
text = "Gain 1 Fortitude."
effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]
'''
    path = write(tmp_path, text)
    from innkeeper.testing import Scenario, play

    s = Scenario(["fiona", "tester"], content=[path])
    s.hand(0, ["Drink up, friend!"])
    s.hand(1, ["Drink up, friend!"])
    s.stats(1, fortitude=10)
    s.turn(1, "action")
    g = s.build()
    assert g.content.cards[g.players[0].hand[0]].type == "action"
    play(g, "Drink up, friend!")
    assert g.players[1].fortitude == 11
    assert Game.from_json(g.to_json()) == g


def test_scenario_does_not_double_cards() -> None:
    """The scenario builder takes a hand's cards out of the shuffled deck, so the deck keeps its 40 cards in all."""
    from innkeeper.testing import Scenario

    s = Scenario(["gerki", "zot"])
    s.hand(0, ["I don't think so!", "Dump it on the floor"])
    s.hand(1, [])
    s.turn(0, "action")
    g = s.build()
    p = g.players[0]
    assert len(p.hand) + len(p.deck) + len(p.discard) == 40
    assert [g.title(c) for c in p.hand + p.deck].count("I don't think so!") == 1


def test_actions_cannot_be_changed() -> None:
    """An action handed out by a game is immutable, so no client can corrupt the legal list or a clone."""
    g = innkeeper.new_game(["deirdre", "gerki", "zot"], seed=5)
    a = g.legal_actions()[0]
    for field in ("kind", "card", "targets", "mode", "drink", "option", "text"):
        with pytest.raises(AttributeError):
            setattr(a, field, None)
    assert g.legal_actions()[0] == a and g.clone().legal_actions()[0] == a


def test_a_rule_that_loops_without_asking_fails_loudly(monkeypatch) -> None:
    """More automatic steps than the limit in one apply raise instead of looping forever."""
    from innkeeper.engine import game as game_module

    g = innkeeper.new_game(["deirdre", "zot"], seed=1)
    monkeypatch.setattr(game_module, "MAX_AUTOMATIC_STEPS", 1)
    with pytest.raises(RuntimeError, match="automatic steps without asking anyone"):
        for _ in range(50):
            g.apply(g.legal_actions()[0])
