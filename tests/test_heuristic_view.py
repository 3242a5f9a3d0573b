"""The heuristic bot's typed view says the same public facts as the observation (leaks: tests/test_bot_leaks.py)."""

from __future__ import annotations

import random

import innkeeper
from innkeeper.bots import SeatView


def test_table_view_says_what_the_observation_says() -> None:
    """Stats, pile sizes, pot, phase, Round, stack, tracks, side decks' face-up cards and hand agree with observe."""
    rng = random.Random(3)
    checked = 0
    for i in range(8):
        g = innkeeper.new_game(rng.sample(innkeeper.characters(), 2 + i % 5), seed=i)
        while not g.is_over:
            seat = g.current_player
            view, obs = SeatView(g, seat).table, g.observe(seat)
            assert [p._asdict() for p in view.players] == [
                {k: p[k] for k in ("character", "fortitude", "alcohol", "gold", "hand_size", "drink_me_size", "out")}
                for p in obs["players"]]
            assert (view.seat, view.phase, view.pot, list(view.hand)) == (seat, obs["phase"], obs["pot"], obs["hand"])
            assert list(view.stack) == obs["stack"] and list(view.tracks) == obs["tracks"]
            assert [(s.kind, s.owner, list(s.shown)) for s in view.sides] == [
                (s["kind"], s["owner"], s["shown"]) for s in obs["sides"]]
            r = obs["round"]
            assert view.round == (None if r is None else (tuple(r["players"]), r["controller"], r["ended"]))
            checked += 1
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
    assert checked > 500

