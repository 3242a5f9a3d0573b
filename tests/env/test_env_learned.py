"""The trained baseline's smoke test: a few hundred steps of MaskablePPO, saved, played by the learned bot."""

from __future__ import annotations

import pytest

import innkeeper
from innkeeper.bots import SeatView, make_bot, play_out
from innkeeper.env.train import evaluate, train, wilson


def test_a_briefly_trained_policy_plays_only_legal_actions(tmp_path):
    """Train 256 steps, save, load through make_bot("learned") and play whole games: every choice is legal;
    ``evaluate`` plays it and logs the result so far as it goes."""
    path = str(tmp_path / "policy.zip")
    model, _ = train(256, path, n_envs=1, n_steps=128, save_every=10**9, log=lambda _: None)
    assert model.num_timesteps >= 256
    for seed in (1, 2):
        game = innkeeper.new_game(["deirdre", "jin", "phrenk", "wizgille"], seed=seed)
        learned = make_bot("learned", 0, 0, policy=path)
        chosen = []

        def check(g, action, events, chosen=chosen):
            chosen.append(action)

        bots = [learned] + [make_bot("random", s, s) for s in (1, 2, 3)]
        while not game.is_over and game.current_player != 0:
            game.apply(bots[game.current_player].act(SeatView(game, game.current_player)))
        view = SeatView(game, 0)
        assert learned.act(view) in view.legal
        play_out(game, bots, on_step=check)   # apply raises IllegalAction on anything not legal
        assert game.is_over and chosen
    lines: list[str] = []
    result = evaluate(path, "random", 3, every=2, log=lines.append)   # the result so far after 2 games, then all 3
    assert result["games"] == 3 and 0 <= result["low"] <= result["win_rate"] <= result["high"] <= 1
    assert len(lines) == 1 and '"games": 2' in lines[0]


def test_the_learned_bot_needs_a_policy():
    """make_bot("learned") without a policy says what it needs."""
    with pytest.raises(ValueError, match="policy=PATH"):
        make_bot("learned", 0, 0)


def test_wilson_interval():
    """The Wilson interval of 78.5% over 2000 games is about 76.6% to 80.2%."""
    low, high = wilson(1570, 2000)
    assert low == pytest.approx(0.766, abs=0.001) and high == pytest.approx(0.802, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)
