"""The Gymnasium environment: Gymnasium's check_env, registration as Innkeeper-v0, masks, rewards, errors."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import innkeeper
from innkeeper.env import gym_env


def test_check_env_passes_on_the_registered_environment():
    """gymnasium.make("Innkeeper-v0") makes the environment and check_env finds nothing wrong."""
    env = gymnasium.make("Innkeeper-v0")
    check_env(env.unwrapped, skip_render_check=True)
    check_env(gym_env(seats=3, opponents="random", seat=None), skip_render_check=True)


def test_episodes_end_with_the_seats_reward_and_masks_are_legal():
    """Masked random play against heuristic bots: every masked action is accepted; the end reward is the seat's."""
    env = gym_env(seats=4, opponents=["heuristic", "random", "heuristic"], seat=None)
    rng = np.random.default_rng(0)
    for episode in range(6):
        obs, info = env.reset(seed=episode)
        assert env.observation_space.contains(obs)
        done = False
        while not done:
            assert env.game.current_player == env.seat
            mask = info["action_mask"]
            assert mask.dtype == np.bool_ and np.array_equal(mask, env.action_masks())
            obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
            done = terminated or truncated
            if not done:
                assert reward == 0.0
        winners = env.game.winners
        assert terminated and info["winners"] == winners
        assert reward == (1 / len(winners) if env.seat in winners else -1.0)


def test_the_same_seed_replays_the_same_episode():
    """Two resets with one seed give the same observations after the same actions."""
    a, b = gym_env(seats=3, opponents="heuristic"), gym_env(seats=3, opponents="heuristic")
    (xa, ia), (xb, ib) = a.reset(seed=8), b.reset(seed=8)
    for _ in range(15):
        assert np.array_equal(xa, xb)
        if a.game.is_over:
            break
        action = int(np.flatnonzero(ia["action_mask"])[-1])
        xa, _, done, _, ia = a.step(action)
        xb, _, _, _, ib = b.step(action)
        if done:
            break


def test_an_illegal_action_is_refused_by_default_and_changes_nothing():
    """By default an illegal index is refused: the game and the episode go on unchanged, reward 0, the reason in
    info; refused steps count towards max_steps; illegal="raise" raises, illegal="lose" ends at -1; bad types raise."""
    env = gym_env(seats=4, opponents="random")
    obs, info = env.reset(seed=1)
    before = env.game.to_json()
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    again, reward, terminated, truncated, after = env.step(illegal)
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert f"action {illegal}" in after["illegal_action"] and "is not legal now" in after["illegal_action"]
    assert env.game.to_json() == before
    assert np.array_equal(again, obs) and np.array_equal(after["action_mask"], info["action_mask"])
    legal = int(np.flatnonzero(info["action_mask"])[0])
    _, _, _, _, info = env.step(legal)   # the episode goes on: a legal action is taken as usual
    assert "illegal_action" not in info and env.game.to_json() != before

    short = gym_env(seats=4, opponents="random", max_steps=3, first_player=0)   # (no bot decision first)
    _, info = short.reset(seed=1)
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    outcomes = [short.step(illegal)[2:4] for _ in range(3)]
    assert outcomes == [(False, False), (False, False), (False, True)]   # truncated at max_steps, never stuck

    strict = gym_env(seats=4, opponents="random", illegal="raise")
    _, info = strict.reset(seed=1)
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    with pytest.raises(innkeeper.IllegalAction, match=f"action {illegal}"):
        strict.step(illegal)
    with pytest.raises(ValueError, match="shape"):
        strict.step(np.array([1, 2]))
    assert strict.game.to_json() == before

    losing = gym_env(seats=4, opponents="random", illegal="lose")
    losing.reset(seed=1)
    _, reward, terminated, _, info = losing.step(illegal)
    assert (reward, terminated) == (-1.0, True) and "is not legal now" in info["illegal_action"]
    assert losing.game.to_json() == before
    with pytest.raises(RuntimeError, match="reset"):
        losing.step(illegal)
    with pytest.raises(ValueError, match="illegal must be one of"):
        gym_env(illegal="ignore")


def test_bad_options_are_refused():
    """An unknown bot kind, a wrong number of opponents or a seat off the table is refused."""
    with pytest.raises(ValueError, match="unknown bot kind"):
        gym_env(opponents="clever")
    with pytest.raises(ValueError, match="opponents given"):
        gym_env(seats=4, opponents=["random"])
    with pytest.raises(ValueError, match="seat must be"):
        gym_env(seats=4, seat=4)
