"""Bots: legal, reproducible moves from their own generators; the ISMCTS search finds the obvious."""

from __future__ import annotations

import random

import pytest

import innkeeper
from innkeeper.bots import BOT_KINDS, SeatView, make_bot, play_out
from innkeeper.bots.evaluate import evaluate
from innkeeper.bots.ismcts import IsmctsBot
from innkeeper.engine import Game

FAST = {"ismcts": {"iterations": 10, "rollout_depth": 6}}


def bots_for(kinds: list[str], seed: int) -> list:
    """One bot per seat."""
    return [make_bot(k, s, seed * 10 + s, **FAST.get(k, {})) for s, k in enumerate(kinds)]


def test_unknown_kind_names_the_choices() -> None:
    """make_bot refuses an unknown kind, listing the kinds."""
    with pytest.raises(ValueError, match="unknown bot kind 'clever'; choose from random, heuristic, ismcts"):
        make_bot("clever", 0, 1)


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_every_kind_plays_whole_games_legally(kind: str) -> None:
    """A table of one kind plays to a winner; play_out only accepts legal moves (apply checks)."""
    for seed in range(2 if kind == "ismcts" else 6):
        g = innkeeper.new_game(["deirdre", "fiona", "gerki", "zot"][: 2 + seed % 3], seed=seed)
        play_out(g, bots_for([kind] * g.n, seed))
        assert g.is_over and g.winners


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_same_seed_same_game(kind: str) -> None:
    """Bots draw only from their own seeded generators: the same seeds replay the same game."""
    logs = []
    for _ in range(2):
        g = innkeeper.new_game(["zot", "gerki", "fiona"], seed=4)
        log: list[str] = []
        play_out(g, bots_for([kind, "random", "random"], 9), on_step=lambda g, a, ev, log=log: log.append(str(a)))
        logs.append(log)
    assert logs[0] == logs[1] and len(logs[0]) > 20


def test_random_bot_passes_about_as_often_as_told() -> None:
    """The random bot passes with its pass chance when passing is one of several choices."""
    bot = make_bot("random", 0, 3, pass_chance=0.8)
    passes = asked = 0
    rng = random.Random(0)
    for seed in range(20):
        g = innkeeper.new_game(["deirdre", "zot"], seed=seed)
        while not g.is_over:
            legal = g.legal_actions()
            if any(a.kind == "pass" for a in legal) and len(legal) > 1:
                a = bot.act(SeatView(g, g.current_player))
                asked += 1
                passes += a.kind == "pass"
                g.apply(a)
            else:
                g.apply(legal[rng.randrange(len(legal))])
    assert asked > 100
    assert 0.7 < passes / asked < 0.9


def test_play_out_stops_a_runaway_game() -> None:
    """play_out raises instead of looping forever."""
    g = innkeeper.new_game(["deirdre", "zot"], seed=2)
    with pytest.raises(RuntimeError, match="did not end within 5 decisions"):
        play_out(g, bots_for(["random", "random"], 1), max_steps=5)


def test_ismcts_needs_a_positive_budget() -> None:
    """An iteration budget below 1 is refused."""
    with pytest.raises(ValueError, match="iterations must be at least 1"):
        IsmctsBot(0, 1, iterations=0)


def test_evaluate_shares_sum_to_one_and_favour_the_healthy() -> None:
    """evaluate gives shares summing to 1, more to the player further from passing out, all to a winner."""
    g = innkeeper.new_game(["deirdre", "zot"], seed=2)
    g.players[1].alcohol = 15
    shares = evaluate(g)
    assert abs(sum(shares) - 1) < 1e-9 and shares[0] > shares[1]
    g.over, g.winners = True, [1]
    assert evaluate(g) == [0.0, 1.0]


def _facing_a_fatal_drink():
    """Zot four from passing out, Dragon Breath Ale revealed, at the moment he may Ignore it."""
    from innkeeper.testing import Scenario, drink, pass_

    g = (Scenario(["zot", "gerki", "fiona"], seed=3).turn(0, "drink")
         .hand(0, ["Not now, I'm meditating.", "Tip the Wench."])
         .hand(1, ["Tip the Wench."]).hand(2, ["Tip the Wench."])
         .drink_me(0, ["Dragon Breath Ale"]).stats(0, alcohol=16).build())
    drink(g)
    while not any(a.card == "Not now, I'm meditating." for a in g.legal_actions()):
        pass_(g)
    return g


def test_ismcts_ignores_the_drink_that_would_knock_it_out() -> None:
    """Four from passing out, facing Dragon Breath Ale, the search Ignores it rather than pass out."""
    g = _facing_a_fatal_drink()
    legal = g.legal_actions()
    ignore = [a for a in legal if a.card == "Not now, I'm meditating."]
    assert g.current_player == 0 and ignore, [str(a) for a in legal]
    for seed in (1, 2):
        assert IsmctsBot(0, seed, iterations=60, prior=0).act(SeatView(g, 0)) == ignore[0]


def test_a_fatal_drink_pending_scores_its_drinker_out_when_settled() -> None:
    """Dragon Breath Ale revealed at Zot four from passing out: ``evaluate`` does not see it, ``evaluate_settled``
    resolves it (as the heuristic bot expects) and scores Zot at 0."""
    from innkeeper.bots.evaluate import evaluate_settled

    g = _facing_a_fatal_drink()
    assert evaluate(g)[0] > 0.0
    settled = evaluate_settled(g)
    assert settled[0] == 0.0 and abs(sum(settled) - 1) < 1e-9


def test_health_leaves_score_the_fatal_drink_out_and_a_poor_player_low() -> None:
    """``evaluate_health`` settles the pending Drink (Zot out at 0) and, unlike ``evaluate``, scores a player with
    1 Gold far below one with plenty at the same margin (health is life times purse)."""
    from innkeeper.bots.evaluate import evaluate_health

    g = _facing_a_fatal_drink()
    health = evaluate_health(g)
    assert health[0] == 0.0 and abs(sum(health) - 1) < 1e-9
    g = innkeeper.new_game(["zot", "gerki", "fiona", "deirdre"], seed=3)
    g.players[1].gold, g.players[2].gold = 1, 12
    g.players[1].alcohol = g.players[2].alcohol = 0
    plain, health = evaluate(g), evaluate_health(g)
    assert health[1] < 0.3 * health[2]
    assert plain[1] > 0.5 * plain[2]   # the additive strength barely tells them apart


def test_ismcts_with_settled_leaves_and_cheap_deals_ignores_the_fatal_drink() -> None:
    """Short rollouts scored settled, on cheap re-deals, still find the Ignore; bad option values are refused."""
    g = _facing_a_fatal_drink()
    ignore = [a for a in g.legal_actions() if a.card == "Not now, I'm meditating."]
    for seed in (1, 2):
        bot = IsmctsBot(0, seed, iterations=60, prior=0, rollout_depth=4, leaf="settled", deal="reach")
        assert bot.act(SeatView(g, 0)) == ignore[0]
        bot = IsmctsBot(0, seed, iterations=60, prior=0, rollout_depth=5, leaf="health", deal="reach", policy="fast")
        assert bot.act(SeatView(g, 0)) == ignore[0]
    with pytest.raises(ValueError, match="unknown leaf evaluation 'deep'; choose plain, settled, health"):
        IsmctsBot(0, 1, leaf="deep")
    with pytest.raises(ValueError, match="unknown deal 'half'; choose full, reach"):
        IsmctsBot(0, 1, deal="half")


def test_ismcts_refuses_a_bad_worker_count() -> None:
    """workers below 1 (or not a whole number) is refused with a one-line error."""
    for bad in (0, -2, 1.5):
        with pytest.raises(ValueError, match="workers must be a whole number of at least 1"):
            IsmctsBot(0, 1, workers=bad)


def test_root_parallel_ismcts_is_reproducible_and_finds_the_obvious() -> None:
    """Two worker processes: the same seed gives the same move, and the search still Ignores the fatal Drink."""
    g = _facing_a_fatal_drink()
    ignore = [a for a in g.legal_actions() if a.card == "Not now, I'm meditating."]
    moves = {IsmctsBot(0, 1, iterations=60, prior=0, workers=2).act(SeatView(g, 0)) for _ in range(2)}
    assert moves == {ignore[0]}


def test_root_parallel_workers_search_with_the_bots_settings() -> None:
    """Each worker's bot keeps the rollout policy, depth, exploration and leaf scoring of the bot it serves."""
    from innkeeper.bots.evaluate import evaluate_health
    from innkeeper.bots.ismcts_parallel import worker_bot

    bot = IsmctsBot(0, 1, workers=2, policy="fast", rollout_depth=5, leaf="health", exploration=0.3)
    helper = worker_bot(bot, 7)
    assert (helper.policy, helper.rollout_depth, helper.leaf, helper.exploration) == ("fast", 5, "health", 0.3)
    assert helper._score is evaluate_health


def test_root_parallel_ismcts_does_not_see_hidden_cards() -> None:
    """With two workers the move is the same in two games that differ only in cards the seat cannot see."""
    from tests.test_bot_leaks import positions

    checked = 0
    for g, h, seat in positions(2, 15, 23):
        a = IsmctsBot(seat, 5, iterations=8, rollout_depth=6, workers=2).act(SeatView(g, seat))
        b = IsmctsBot(seat, 5, iterations=8, rollout_depth=6, workers=2).act(SeatView(h, seat))
        assert a == b and a in g.legal_actions()
        checked += 1
    assert checked >= 4


def test_root_parallel_sums_the_workers_visits(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parent splits the budget over the workers and sums their root visits (-1 only where none tried)."""
    import innkeeper.bots.ismcts_parallel as parallel

    g = innkeeper.new_game(["zot", "gerki", "fiona"], seed=4)
    while len(g.legal_actions()) < 3:
        g.apply(g.legal_actions()[0])
    seat = g.current_player
    budgets = []

    def fake_search(self, deal, legal, preferred, alive, iterations):
        budgets.append(iterations)
        assert deal(7).observe(seat) == g.observe(seat)   # a deal of what the seat knows
        return [5, -1] + [-1] * (len(legal) - 2) if len(budgets) == 1 else [1, -1, 9] + [-1] * (len(legal) - 3)

    monkeypatch.setattr(IsmctsBot, "search", fake_search)
    bot = IsmctsBot(seat, 1, iterations=7, prior=0, workers=2)
    jobs_seen = []
    class InlinePool:
        def __init__(self, n):
            jobs_seen.append(n)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def map(self, f, items):
            return [f(i) for i in items]

    monkeypatch.setattr(parallel.multiprocessing, "get_context", lambda method: type("C", (), {"Pool": InlinePool}))
    legal = g.legal_actions()
    assert parallel.root_parallel(bot, SeatView(g, seat), legal, None, 3)[:3] == [6, -1, 9]
    assert sorted(budgets) == [3, 4] and jobs_seen == [2]


def _discard_decision(seed: int) -> Game:
    """A random 3-seat game at a Discard and Draw decision with cards to choose from."""
    rng = random.Random(seed)
    g = innkeeper.new_game(["zot", "gerki", "fiona"], seed=seed)
    while not g.over:
        legal = g.legal_actions()
        if len(legal) > 2 and all(a.kind in ("discard", "draw") for a in legal):
            return g
        g.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no discard decision")


def test_ismcts_reuses_its_subtree_for_its_own_next_decision() -> None:
    """After a discard, which leads straight to its own next decision, the next search grows the kept subtree."""
    g = _discard_decision(3)
    seat = g.current_player
    bot = IsmctsBot(seat, 2, iterations=30, rollout_depth=6, reuse=True)
    a = bot.act(SeatView(g, seat))
    assert a.kind == "discard", "the bot should discard first here"
    kept = bot._kept
    assert kept is not None
    before = sum(c.visits for c in kept[0].children.values())
    assert before > 0
    g.apply(a)
    assert g.current_player == seat
    bot.act(SeatView(g, seat))
    assert sum(c.visits for c in kept[0].children.values()) >= before + 30   # grown, not rebuilt


def test_ismcts_drops_its_subtree_when_the_view_is_not_the_one_it_was_kept_for() -> None:
    """A kept subtree is not used at another view (someone else acted, or another game)."""
    g = _discard_decision(3)
    seat = g.current_player
    bot = IsmctsBot(seat, 2, iterations=30, rollout_depth=6, reuse=True)
    bot.act(SeatView(g, seat))
    kept = bot._kept
    assert kept is not None
    visits = [c.visits for c in kept[0].children.values()]
    other = _discard_decision(5)
    other_seat = other.current_player
    bot.seat = other_seat
    bot.act(SeatView(other, other_seat))
    assert bot._kept is None or bot._kept[0] is not kept[0]
    assert [c.visits for c in kept[0].children.values()] == visits   # the old subtree was left alone
    fresh = IsmctsBot(seat, 2, iterations=30, rollout_depth=6, reuse=False)
    fresh.act(SeatView(g, seat))
    assert fresh._kept is None


def test_ismcts_reuse_does_not_see_hidden_cards() -> None:
    """Two decisions in a row, with the kept subtree: the same moves in games that differ only in hidden cards."""
    from tests.test_bot_leaks import redeal_hidden

    reused = 0
    for seed in (3, 4, 6):
        g = _discard_decision(seed)
        seat = g.current_player
        h = redeal_hidden(g, seat, random.Random(seed))
        bots = [IsmctsBot(seat, 9, iterations=40, rollout_depth=6, reuse=True) for _ in range(2)]
        for _ in range(2):
            if g.over or g.current_player != seat:
                break
            a, b = bots[0].act(SeatView(g, seat)), bots[1].act(SeatView(h, seat))
            assert a == b
            reused += bots[0]._kept is not None
            g.apply(a)
            h.apply(b)
    assert reused >= 2
