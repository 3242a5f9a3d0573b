"""The PettingZoo AEC environment: PettingZoo's own api_test and seed_test, rewards at the end, clear errors."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import innkeeper
from innkeeper.env import aec_env


def _play(env, seed: int):
    """Play one game with masked random actions; returns the summed rewards of each agent."""
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    return totals


@pytest.mark.parametrize("seats", [2, 4, 8])
def test_pettingzoo_api_test_passes(seats):
    """PettingZoo's api_test, at three table sizes."""
    api_test(aec_env(seats=seats), num_cycles=400, verbose_progress=False)


def test_pettingzoo_seed_test_passes():
    """Two environments reset with the same seed play the same game."""
    seed_test(lambda: aec_env(seats=3), num_cycles=400)
    seed_test(lambda: aec_env(seats=5, characters=["jin", "greppa", "kaylin", "wizgille", "phrenk"]), num_cycles=400)


def test_a_whole_game_ends_with_the_winners_rewards():
    """Every agent terminates; winners share +1, the others get -1; all agents leave."""
    env = aec_env(seats=4, characters=["deirdre", "fiona", "gerki", "zot"])
    totals = _play(env, seed=3)
    game = env.game
    assert game.is_over and not env.agents
    winners = game.winners
    for s, agent in enumerate(env.possible_agents):
        assert totals[agent] == pytest.approx(1 / len(winners) if s in winners else -1.0)
    assert _play(aec_env(seats=4, characters=["deirdre", "fiona", "gerki", "zot"]), seed=3) == totals


def test_only_the_deciding_agent_has_a_mask():
    """The agent to move has the legal actions in its mask; the others see zeros, as int8."""
    env = aec_env(seats=3)
    env.reset(seed=9)
    deciding = env.agent_selection
    for agent in env.agents:
        mask = env.observe(agent)["action_mask"]
        assert mask.dtype == np.int8
        assert mask.sum() == (len(env.game.legal_actions()) if agent == deciding else 0)


def test_masks_kept_by_the_caller_never_change_and_each_is_the_legal_set():
    """The AEC reuses a mask only when the caller holds it no more: masks kept in a list (and views of them) keep
    their ones while the game goes on, and every mask handed out is ``action_mask`` of its decision."""
    from innkeeper.env import action_mask

    env = aec_env(seats=4)
    env.reset(seed=9)
    kept = []
    for step, _agent in enumerate(env.agent_iter()):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert np.array_equal(mask.astype(bool), action_mask(env.game))
        if step % 5 == 0:
            kept.append((mask, mask.copy()))
        elif step % 7 == 0:
            kept.append((mask.view(np.bool_), mask.astype(np.bool_)))   # only a view of it is kept
        env.step(int(mask.nonzero()[0][step % int(mask.sum())]))
    assert len(kept) > 20
    for held, snapshot in kept:
        assert np.array_equal(held, snapshot)


def test_an_illegal_action_is_refused_and_changes_nothing():
    """A masked-out index raises IllegalAction naming it; a float raises TypeError; the game is untouched."""
    env = aec_env(seats=4)
    env.reset(seed=2)
    before = env.game.to_json()
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(innkeeper.IllegalAction, match=f"action {illegal}"):
        env.step(illegal)
    with pytest.raises(TypeError):
        env.step(0.5)
    assert env.game.to_json() == before


def test_render_tells_the_story_in_text():
    """render() in ansi mode returns what happened and each seat's stats."""
    env = aec_env(seats=2, characters=["zot", "eve"], render_mode="ansi")
    env.reset(seed=4)
    for agent in env.agent_iter(20):
        env.step(env.action_space(agent).sample(env.observe(agent)["action_mask"]))
    text = env.render()
    assert "seat 0 Zot" in text and "seat 1 Eve" in text and "Fortitude" in text


def test_bad_options_are_refused():
    """A table size, line-up or option the game cannot have is refused when the environment is made."""
    with pytest.raises(ValueError, match="seats"):
        aec_env(seats=9)
    with pytest.raises(ValueError, match="characters given"):
        aec_env(seats=3, characters=["zot"])
    with pytest.raises(ValueError, match="unknown table option"):
        aec_env(seats=3, colour="red")
