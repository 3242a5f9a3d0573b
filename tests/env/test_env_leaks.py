"""Re-dealing what a seat cannot see (determinize) leaves its observation vector and its mask identical.
(``determinize``) leaves both identical, at many states of games of every character."""

from __future__ import annotations

import numpy as np

from innkeeper.env import action_mask, encode_observation

from .games import decisions, tables


def test_observation_and_mask_do_not_change_when_the_unseen_cards_are_redealt():
    """Every character at 2 to 8 seats, every 9th decision, the decider and the seat after it, two re-deals."""
    states = redealt = 0
    for seed, line_up, options in tables():
        for game in decisions(seed, line_up, options, every=9):
            seat = game.current_player
            other = (seat + 1) % len(game.players)
            mask = action_mask(game)
            mine, theirs = encode_observation(game, seat), encode_observation(game, other)
            for k in (1, 2):
                for viewer, x in ((seat, mine), (other, theirs)):
                    world = game.determinize(viewer, seed * 10 + k)
                    assert np.array_equal(encode_observation(world, viewer), x), (seed, line_up, viewer)
                    if viewer == seat:
                        assert np.array_equal(action_mask(world), mask), (seed, line_up)
                    hidden = (viewer + 1) % len(game.players)
                    if world.observe(hidden)["hand"] != game.observe(hidden)["hand"]:
                        redealt += 1
            states += 1
    assert states > 2000
    assert redealt > states   # the re-deals really changed hidden cards, so the equalities are not vacuous
