"""The heuristic bot gives values to Mocking, Singing, moods and shared and reduced losses (once worth nothing to it).

Each check builds the bot's model of a real table (``_Table`` over the seat's typed view) and asks what a card
on the stack would do to every seat's margin (Fortitude less Alcohol).
"""

from __future__ import annotations

from dataclasses import replace

import innkeeper
from innkeeper.bots.heuristic import _Card, _direct, _outcome, _Table, mood_worth
from innkeeper.bots.heuristic_view import TableView
from innkeeper.bots.knowledge import ModeFacts, default_knowledge
from innkeeper.engine.cards import Effect


def _table(characters: list[str], seat: int = 0) -> _Table:
    """The bot's model of a fresh game of these characters, from ``seat``."""
    g = innkeeper.new_game(characters, seed=4)
    return _Table(TableView.of(g, seat), seat, default_knowledge())


def _mode(*effects: Effect, role: str = "direct") -> ModeFacts:
    """A card use with these effects."""
    return ModeFacts(None, tuple(effects), frozenset(e.op for e in effects), role, False)


HIT = _mode(Effect("lose_fortitude", who="another", amount=4))


def _effect_of(t: _Table, *items) -> list[float]:
    """Margin change per seat once ``items`` (bottom first) resolve."""
    return _outcome(t, list(items))[0]


def test_a_shared_loss_halves_it_for_both_players() -> None:
    """Share Pain against a 4-Fortitude attack: 2 for me and 2 for the attacker, instead of 4 for me."""
    t = _table(["eve", "zot", "gerki"])
    attack = _Card(HIT, 1, (0,), -1, -1)
    share = _Card(_mode(Effect("share_loss"), role="share_loss"), 0, (), -1, 0)
    assert _effect_of(t, attack)[:2] == [-4.0, 0.0]
    assert _effect_of(t, attack, share)[:2] == [-2.0, -2.0]


def test_a_reduced_loss_is_that_much_smaller() -> None:
    """A reduce_loss of 3 against a 4-Fortitude attack leaves a loss of 1."""
    t = _table(["eve", "zot", "gerki"])
    attack = _Card(HIT, 1, (0,), -1, -1)
    reduce = _Card(_mode(Effect("reduce_loss", amount=3), role="reduce_loss"), 0, (), -1, 0)
    assert _effect_of(t, attack, reduce)[0] == -1.0


def test_being_mocked_costs_the_mean_mockery_card() -> None:
    """Greppa mocking me costs me margin (her Mockery cards mostly hurt), and nothing to the others."""
    t = _table(["zot", "greppa", "gerki"])
    dm, dg = [0.0] * 3, [0.0] * 3
    _direct(t, _Card(_mode(Effect("mock", who="another")), 1, (0,), -1, -1), -1, (), {}, {}, (), dm, dg)
    assert dm[0] < -0.5 and dm[2] == 0.0


def test_singing_is_worth_the_mean_song_of_the_setlist() -> None:
    """Making a player Sing changes someone's margin or Gold (the Setlist's Songs are not nothing)."""
    t = _table(["jin", "zot", "gerki"], seat=1)
    dm, dg = [0.0] * 3, [0.0] * 3
    _direct(t, _Card(_mode(Effect("sing", who="another")), 0, (1,), -1, -1), -1, (), {}, {}, (), dm, dg)
    assert any(dm) or any(dg)


def test_a_mood_changes_losses_and_a_mood_change_is_valued() -> None:
    """Wulfric's face-up mood adds its hurt to Kaylin's loss and bites the attacker; changing mood is worth the
    mean mood over the one face up."""
    t = _table(["kaylin", "zot", "gerki"], seat=1)
    mood = t.moods[0]
    attack = _Card(HIT, 1, (0,), -1, -1)
    dm = _effect_of(t, attack)
    assert dm[0] == -max(0, 4 + mood.hurt) and dm[1] == -mood.bite
    t.moods[0] = replace(mood, hurt=1, bite=1)
    assert _effect_of(t, attack)[:2] == [-5.0, -1.0]
    t.moods[0] = replace(mood, hurt=-1, bite=2, attack=1)   # a mood better than any in the deck: changing it costs
    dm, dg = [0.0] * 3, [0.0] * 3
    _direct(t, _Card(_mode(Effect("change_mood")), 0, (), -1, -1), -1, (), {}, {}, (), dm, dg)
    assert dm[0] < 0 and mood_worth(t.moods[0]) > 0
