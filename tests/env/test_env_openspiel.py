"""The OpenSpiel game "innkeeper": pyspiel's random_sim_test, resampling from an information state, and
OpenSpiel's own ISMCTS bot playing it."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import innkeeper.env.openspiel  # noqa: F401  (registers the game)
from innkeeper.env import ACTION_SPACE_SIZE, OBSERVATION_SHAPE


@pytest.mark.parametrize("players", [2, 5, 8])
def test_random_sim_test_passes(players):
    """pyspiel's own random simulation test, at three table sizes."""
    game = pyspiel.load_game("innkeeper", {"players": players, "seed": players})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_the_game_describes_itself():
    """Sequential, imperfect information, general-sum, sampled chance; the action space and tensors match."""
    game = pyspiel.load_game("innkeeper", {"players": 3})
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert kind.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert game.num_distinct_actions() == ACTION_SPACE_SIZE and game.num_players() == 3
    state = game.new_initial_state()
    assert len(state.observation_tensor(0)) == OBSERVATION_SHAPE[0]
    assert len(state.information_state_tensor(1)) == OBSERVATION_SHAPE[0]
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game("innkeeper", {"players": 9})


def test_resampling_keeps_what_the_player_knows():
    """resample_from_infostate changes hidden cards but not the player's information state or tensors."""
    game = pyspiel.load_game("innkeeper", {"players": 4, "seed": 3})
    state = game.new_initial_state()
    rng = np.random.RandomState(0)
    changed = 0
    for step in range(300):
        if state.is_terminal():
            break
        player = state.current_player()
        if step % 10 == 0:
            world = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
            assert world.information_state_string(player) == state.information_state_string(player)
            assert world.observation_tensor(player) == state.observation_tensor(player)
            assert world.legal_actions() == state.legal_actions()
            other = (player + 1) % 4
            changed += world.table.observe(other)["hand"] != state.table.observe(other)["hand"]
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert changed > 10


def test_openspiel_ismcts_plays_a_whole_game():
    """OpenSpiel's ISMCTS bot (resampling through determinize, random rollouts) plays seat 0 of a game to its end."""
    game = pyspiel.load_game("innkeeper", {"players": 2, "characters": "gerki,zot", "seed": 1})
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=np.random.RandomState(2),
                           allow_inconsistent_action_sets=True)
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in legal
            searched += 1
        else:
            action = int(rng.choice(legal))
        state.apply_action(action)
    assert searched > 5
    winners = state.table.winners
    assert state.returns() == [1 / len(winners) if s in winners else -1.0 for s in range(2)]
