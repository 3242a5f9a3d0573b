"""The action space and the observation vector: a bijection with the legal actions, clear errors, fixed shapes."""

from __future__ import annotations

import random

import numpy as np
import pytest

import innkeeper
from innkeeper import Action, IllegalAction
from innkeeper.env import (
    ACTION_SPACE_SIZE,
    OBSERVATION_SHAPE,
    action_mask,
    decode_action,
    encode_action,
    encode_observation,
    layout,
    observation_space,
)
from innkeeper.env.actions import blocks

from .games import decisions, tables


def test_encode_decode_and_mask_agree_with_legal_actions_at_every_decision():
    """Every character at 2 to 8 seats: the mask's true entries are exactly the legal actions, both ways."""
    checked = 0
    rng = random.Random(7)
    kinds = set()
    for seed, line_up, options in tables():
        for game in decisions(seed, line_up, options):
            legal = game.legal_actions()
            mask = action_mask(game)
            assert mask.shape == (ACTION_SPACE_SIZE,) and mask.dtype == np.bool_
            indices = np.flatnonzero(mask)
            distinct = list(dict.fromkeys(legal))   # (equal actions listed twice share one slot)
            assert len(indices) == len(distinct), (seed, legal)
            decoded = [decode_action(game, int(i)) for i in indices]
            assert sorted(a[:6] for a in decoded) == sorted(a[:6] for a in distinct)
            for i, action in zip(indices, decoded, strict=True):
                assert encode_action(game, action) == i
            kinds.update(a.kind for a in legal)
            # an index that is not legal now is refused
            wrong = rng.randrange(ACTION_SPACE_SIZE)
            if not mask[wrong]:
                with pytest.raises(IllegalAction):
                    decode_action(game, wrong)
            checked += 1
    assert checked > 20_000
    assert {"play", "pass", "discard", "draw", "order", "drink", "choose", "shake"} <= kinds


def test_equal_actions_listed_twice_share_one_slot():
    """Two copies of one Mockery card in front of Greppa's victim: two equal Shake actions, one index."""
    for seed, line_up, options in tables():
        if "greppa" not in line_up:
            continue
        for game in decisions(seed, line_up, options):
            legal = game.legal_actions()
            if len(set(legal)) < len(legal):
                assert int(action_mask(game).sum()) == len(set(legal))
                twice = next(a for a in legal if legal.count(a) > 1)
                assert decode_action(game, encode_action(game, twice)) == twice
                return
    found = _find_duplicate()
    assert found, "no game with an action listed twice was found"


def _find_duplicate() -> bool:
    """Search further seeds of Greppa against many seats for a decision listing one action twice."""
    for seed in range(1, 400):
        for game in decisions(seed, ["greppa"] * 4 + ["zot"] * 4, {}):
            legal = game.legal_actions()
            if len(set(legal)) < len(legal):
                assert int(action_mask(game).sum()) == len(set(legal))
                return True
    return False


def test_the_space_is_laid_out_in_blocks_from_the_content():
    """The blocks add up to ACTION_SPACE_SIZE and every shipped card title has a discard slot."""
    sizes = {name: len(keys) for name, keys in blocks()}
    assert sum(sizes.values()) == ACTION_SPACE_SIZE
    content = innkeeper.load_content()
    titles = {c.title for c in content.cards if hasattr(c, "modes") and c.id not in content.prizes}
    assert {k[1] for k in dict(blocks())["discard"]} == titles   # (a Prize is never in a hand)
    assert {k[1] for k in dict(blocks())["prize"]} == {content.titles[i] for i in content.prizes}
    assert sizes["phase"] == 3 and sizes["order"] == 8


def test_seats_are_relative_to_the_decider():
    """Ordering a Drink for the next seat is the same index whoever orders it."""
    seen = {}
    for first in range(4):
        game = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=3, first_player=first)
        while game.phase != "order" or game.stack:   # (past the quiet window before ordering too)
            game.apply(game.legal_actions()[0])
        seat = game.current_player
        nxt = next(a for a in game.legal_actions() if a.kind == "order" and a.targets == ((seat + 1) % 4,))
        seen[seat] = encode_action(game, nxt)
    assert len(set(seen.values())) == 1, seen


def test_an_illegal_index_is_refused_with_its_reason_and_changes_nothing():
    """Out of range, not legal now, a wrong type or shape: each a clear error, the game untouched."""
    game = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"], seed=11)
    before = game.to_json()
    mask = action_mask(game)
    illegal = int(np.flatnonzero(~mask)[0])
    with pytest.raises(IllegalAction, match=rf"action {illegal} \(.*\) is not legal now"):
        decode_action(game, illegal)
    with pytest.raises(IllegalAction, match="outside the action space"):
        decode_action(game, ACTION_SPACE_SIZE)
    with pytest.raises(IllegalAction, match="outside the action space"):
        decode_action(game, -1)
    with pytest.raises(TypeError, match="must be an integer"):
        decode_action(game, 1.0)
    with pytest.raises(TypeError, match="dtype float"):
        decode_action(game, np.array(1.0))
    with pytest.raises(ValueError, match="shape"):
        decode_action(game, np.array([1, 2]))
    with pytest.raises(ValueError, match="no slot"):
        encode_action(game, Action("play", "Not a card"))
    assert game.to_json() == before
    legal = int(np.flatnonzero(mask)[0])
    assert decode_action(game, np.int64(legal)) == decode_action(game, np.array([legal]))


def test_observation_has_a_fixed_shape_and_matches_its_space():
    """float32 of OBSERVATION_SHAPE at every table size; the layout covers it; a bad seat is refused."""
    assert sum(size for _, _, size in layout()) == OBSERVATION_SHAPE[0]
    for seats in range(2, 9):
        game = innkeeper.new_game(["zot"] * seats, seed=seats)
        for seat in range(seats):
            x = encode_observation(game, seat)
            assert x.shape == OBSERVATION_SHAPE and x.dtype == np.float32
            assert observation_space.contains(x)
    with pytest.raises(ValueError, match="seat must be"):
        encode_observation(game, 8)


def test_observation_counts_the_own_hand_by_title():
    """Seat 0's hand section holds its hand's titles, one count per card."""
    from innkeeper.env.observations import spec, vocab

    game = innkeeper.new_game(["deirdre", "fiona"], seed=5)
    x = encode_observation(game, 0)
    s = spec()
    cards = vocab()[0]
    hand = x[s.hand:s.hand + len(cards)]
    assert hand.sum() == len(game.observe(0)["hand"])
    own = {cards[i] for i in np.flatnonzero(hand)}
    assert own == set(game.observe(0)["hand"])
