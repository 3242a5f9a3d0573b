"""Bots never see hidden state: everything a bot is given, and so every move it makes, is the same
for two games that differ only in cards its seat cannot see."""

from __future__ import annotations

import random

import pytest

import innkeeper
from innkeeper import Game
from innkeeper.bots import BOT_KINDS, SeatView, make_bot
from innkeeper.engine import serialize

BOT_OPTIONS = {"ismcts": {"iterations": 12, "rollout_depth": 8}}


def redeal_hidden(g: Game, seat: int, rng: random.Random) -> Game:
    """A copy where every card ``seat`` cannot see lies somewhere else it could be."""
    h = g.clone()
    for i, p in enumerate(h.players):
        if i == seat:
            rng.shuffle(p.deck)
            continue
        pool = p.hand + p.deck
        rng.shuffle(pool)
        p.hand, p.deck = pool[:len(p.hand)], pool[len(p.hand):]
    piles = [h.drink_deck, *(p.drink_me for p in h.players), *([h.bar_deck] if h.bar_deck else [])]
    pool = [c for pile in piles for c in pile]
    rng.shuffle(pool)
    for pile in piles:
        pile[:], pool = pool[:len(pile)], pool[len(pile):]
    h.rng = rng.getrandbits(64)
    h.setup = {**h.setup, "seed": rng.getrandbits(63)}
    return h


def positions(games: int, every: int, seed: int):
    """Decision points of random games, with a copy whose hidden cards differ."""
    rng = random.Random(seed)
    chars = innkeeper.characters()
    for i in range(games):
        g = innkeeper.new_game([rng.choice(chars) for _ in range(rng.randint(2, 6))], seed=seed + i,
                               bar_deck=i % 3 == 0)
        step = 0
        while not g.is_over and step < 400:
            if step % every == 0:
                seat = g.current_player
                yield g, redeal_hidden(g, seat, rng), seat
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])
            step += 1


def test_redealt_copy_really_differs() -> None:
    """The check below has teeth: the re-dealt copies do differ in hidden cards."""
    differ = sum(serialize.dump(g) != serialize.dump(h) for g, h, _ in positions(3, 10, 7))
    assert differ > 10


def test_seat_view_is_the_same_when_hidden_cards_differ() -> None:
    """Observation, legal actions and determinized deals depend only on what the seat knows."""
    checked = 0
    for g, h, seat in positions(12, 7, 11):
        mine, theirs = SeatView(g, seat), SeatView(h, seat)
        assert mine.observation == theirs.observation
        assert mine.legal == theirs.legal
        assert [str(a) for a in mine.legal] == [str(a) for a in theirs.legal]
        for s in (1, 99):
            assert serialize.dump(mine.determinize(s)) == serialize.dump(theirs.determinize(s)), \
                "a determinized deal depends on cards the seat cannot see"
        checked += 1
    assert checked > 100


def test_typed_table_view_is_the_same_when_hidden_cards_differ() -> None:
    """The heuristic bot's typed view (``SeatView.table``) depends only on what the seat knows."""
    checked = 0
    for g, h, seat in positions(12, 7, 11):
        assert SeatView(g, seat).table == SeatView(h, seat).table
        checked += 1
    assert checked > 100


def test_determinize_keeps_what_the_seat_knows() -> None:
    """A determinized deal keeps the seat's own hand, every public pile and every pile size."""
    for g, _, seat in positions(4, 9, 5):
        d = g.determinize(seat, 3)
        assert d.players[seat].hand == g.players[seat].hand
        assert d.observe(seat) == g.observe(seat)
        for p, q in zip(g.players, d.players, strict=True):
            assert sorted(p.hand + p.deck) == sorted(q.hand + q.deck)
            assert len(p.drink_me) == len(q.drink_me)


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_bot_moves_do_not_depend_on_hidden_cards(kind: str) -> None:
    """The same bot, seeded the same, makes the same move in both games."""
    checked = 0
    for g, h, seat in positions(6 if kind == "ismcts" else 12, 9, 23):
        a = make_bot(kind, seat, 5, **BOT_OPTIONS.get(kind, {})).act(SeatView(g, seat))
        b = make_bot(kind, seat, 5, **BOT_OPTIONS.get(kind, {})).act(SeatView(h, seat))
        assert a == b, f"{kind} bot chose differently when only hidden cards differed"
        assert a in g.legal_actions()
        checked += 1
    assert checked > 20


def test_redeal_is_the_same_when_hidden_cards_differ_and_keeps_what_the_seat_knows() -> None:
    """The cheap re-deal for search (``SeatView.redeal``) reads only what the seat knows, like ``determinize``."""
    checked = 0
    for g, h, seat in positions(8, 7, 13):
        d = SeatView(g, seat).redeal(5)
        assert serialize.dump(d) == serialize.dump(SeatView(h, seat).redeal(5)), \
            "a re-deal depends on cards the seat cannot see"
        assert d.players[seat].hand == g.players[seat].hand
        assert d.observe(seat) == g.observe(seat)
        for p, q in zip(g.players, d.players, strict=True):
            assert sorted(p.hand + p.deck) == sorted(q.hand + q.deck)
            assert len(p.hand) == len(q.hand) and len(p.drink_me) == len(q.drink_me)
        assert sorted(g.drink_deck + (g.bar_deck or []) + [c for p in g.players for c in p.drink_me]) == \
            sorted(d.drink_deck + (d.bar_deck or []) + [c for p in d.players for c in p.drink_me])
        assert len(g.drink_deck) == len(d.drink_deck)
        for seed in (5, 6):   # the search's Redealer (its sorted pools made once) deals exactly as redeal
            assert serialize.dump(SeatView(g, seat).redealer()(seed)) == serialize.dump(SeatView(g, seat).redeal(seed))
        checked += 1
    assert checked > 50


def test_ismcts_with_settled_leaves_and_cheap_deals_does_not_see_hidden_cards() -> None:
    """The same holds for the search's cheaper options (re-deal as far as it reaches, leaves scored settled)."""
    options = {"iterations": 12, "rollout_depth": 4, "leaf": "settled", "deal": "reach"}
    checked = 0
    for g, h, seat in positions(5, 9, 29):
        a = make_bot("ismcts", seat, 5, **options).act(SeatView(g, seat))
        b = make_bot("ismcts", seat, 5, **options).act(SeatView(h, seat))
        assert a == b
        checked += 1
    assert checked > 20
