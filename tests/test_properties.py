"""Property tests (Hypothesis): any sequence of legal actions keeps the game's invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import innkeeper
from innkeeper import Game, IllegalAction

CHARACTERS = innkeeper.characters()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), cast=st.lists(st.sampled_from(CHARACTERS), min_size=2, max_size=8),
       data=st.data())
def test_legal_sequences_keep_invariants(seed: int, cast: list[str], data) -> None:
    """Gold is conserved, stats stay in bounds, clones and saves stay equal, whatever legal actions are taken."""
    g = innkeeper.new_game(cast, seed=seed)
    total = sum(p.gold for p in g.players) + g.pot + g.inn
    for step in range(120):
        if g.is_over:
            break
        action = data.draw(st.sampled_from(g.legal_actions()))
        g.apply(action)
        assert sum(p.gold for p in g.players) + g.pot + g.inn == total
        assert all(0 <= p.fortitude <= 20 and 0 <= p.alcohol <= 20 and p.gold >= 0 for p in g.players)
        if step % 20 == 0:
            assert g.clone() == g and Game.from_json(g.to_json()) == g


KINDS = ["play", "pass", "discard", "draw", "order", "drink", "choose"]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), kind=st.sampled_from(KINDS),
       card=st.one_of(st.none(), st.text(max_size=20)), targets=st.lists(st.integers(-3, 10), max_size=2))
def test_illegal_actions_change_nothing(seed: int, kind: str, card, targets) -> None:
    """An action not in the legal list raises IllegalAction and leaves the game as it was."""
    g = innkeeper.new_game(["deirdre", "gerki", "zot"], seed=seed)
    action = innkeeper.Action(kind, card, tuple(targets))
    before = g.to_json()
    if action in g.legal_actions():
        return
    try:
        g.apply(action)
    except IllegalAction as exc:
        assert str(exc)
    else:
        raise AssertionError("an illegal action was applied")
    assert g.to_json() == before
