"""The incremental observation (innkeeper.env.incremental) is exactly ``encode_view(observe(seat))``, always.

``encode_observation`` reads the fields ``observe`` shows and rewrites only what changed since a seat's last
vector, with caches shared by every game of a table size; these tests hold it to the reference built from the
observation dict alone, at every decision, across interleaved games, and check a vector handed out never changes.
"""

from __future__ import annotations

import random
import sys

import numpy as np

import innkeeper
from innkeeper.env import encode_observation
from innkeeper.env.observations import encode_view

from .games import decisions, tables


def _same(game: innkeeper.Game, seat: int) -> bool:
    """Whether the fast vector of ``seat`` equals the reference made from ``observe(seat)``."""
    return np.array_equal(encode_observation(game, seat), encode_view(game.observe(seat)))


def test_the_fast_vector_is_the_reference_at_every_decision():
    """Every character at 2 to 8 seats (91 games), every decision: the decider's vector and another seat's."""
    checked = 0
    for seed, line_up, options in tables():
        rng = random.Random(seed)
        for game in decisions(seed, line_up, options):
            seat = game.current_player
            assert _same(game, seat), (seed, line_up, seat)
            other = rng.randrange(len(game.players))
            assert _same(game, other), (seed, line_up, other)
            checked += 1
        for seat in range(len(game.players)):   # the finished game too (winners, game over)
            assert _same(game, seat), (seed, line_up, "end", seat)
    assert checked > 20_000


def test_interleaved_games_never_see_another_games_sections():
    """Five games at one table size advanced in a random interleaving (each step a random game and seat): the
    caches they share never leave a section of one game in another's vector."""
    rng = random.Random(5)
    chars = innkeeper.characters()
    for seats in (3, 4, 6):
        games = [innkeeper.new_game([rng.choice(chars) for _ in range(seats)], seed=rng.getrandbits(32))
                 for _ in range(5)]
        steps = 0
        while any(not g.is_over for g in games) and steps < 4000:
            game = rng.choice([g for g in games if not g.is_over])
            seat = rng.randrange(seats) if rng.random() < 0.3 else game.current_player
            assert _same(game, seat), (seats, steps, seat)
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
        assert steps > 500


def test_a_vector_handed_out_never_changes_while_it_is_held():
    """Vectors kept by the caller (a list, a view) keep their values while the game goes on and is re-observed;
    one the caller dropped may be reused, and each new vector is still the reference."""
    game = innkeeper.new_game(["deirdre", "jin", "greppa", "serena"], seed=3)
    rng = random.Random(3)
    kept: list[tuple[np.ndarray, np.ndarray]] = []
    views = []
    step = 0
    while not game.is_over and step < 600:
        seat = game.current_player
        x = encode_observation(game, seat)
        assert np.array_equal(x, encode_view(game.observe(seat)))
        if step % 7 == 0:
            kept.append((x, x.copy()))
        elif step % 11 == 0:
            views.append((x[100:400], x[100:400].copy()))   # only a view of it is kept
        del x
        game.apply(rng.choice(game.legal_actions()))
        step += 1
    assert len(kept) > 20
    for held, snapshot in kept + views:
        assert np.array_equal(held, snapshot)
    ids = {id(held) for held, _ in kept}
    assert len(ids) == len(kept)   # each kept vector is its own array


def test_vectors_held_as_an_environment_loop_holds_them():
    """Each vector is held until the next one is made (``obs = env.last()`` in a loop), and a few are kept longer: the
    encoder then writes on its other vector, bringing over the blocks written since, or on a new copy when both are
    held. Every vector is the reference when made, and unchanged while held."""
    checked = 0
    for seed, line_up, options in list(tables())[::5]:
        rng = random.Random(seed)
        held = None
        kept: list[tuple[np.ndarray, np.ndarray]] = []
        for game in decisions(seed, line_up, options):
            seat = game.current_player if rng.random() < 0.8 else rng.randrange(len(game.players))
            x = encode_observation(game, seat)   # (made while ``held``, the last one, is still held)
            assert np.array_equal(x, encode_view(game.observe(seat))), (seed, line_up, seat)
            assert x is not held
            if rng.random() < 0.05:
                kept.append((x, x.copy()))
            if len(kept) > 3:
                old, snapshot = kept.pop(0)
                assert np.array_equal(old, snapshot), (seed, line_up)
            held = x
            checked += 1
        for old, snapshot in kept:
            assert np.array_equal(old, snapshot), (seed, line_up)
    assert checked > 3000


def test_threads_keep_their_own_caches():
    """Two threads encoding different games at one table size at once each get their game's reference vectors."""
    import threading

    errors: list[str] = []

    def play(seed: int) -> None:
        rng = random.Random(seed)
        game = innkeeper.new_game([rng.choice(innkeeper.characters()) for _ in range(4)], seed=seed)
        for _ in range(300):
            if game.is_over:
                break
            if not _same(game, game.current_player):
                errors.append(f"game {seed}")
            game.apply(rng.choice(game.legal_actions()))

    threads = [threading.Thread(target=play, args=(seed,)) for seed in (11, 12)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)   # (threads switch every few bytecodes, so shared caches would be caught)
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert errors == []


def test_a_seat_seen_rarely_catches_up_across_many_changes():
    """A seat observed only every few to forty decisions: its vector is rewritten from a much older one (many frames
    pushed and popped since, deep stacks, piles reshuffled, side decks turned over), and is still the reference."""
    rng = random.Random(21)
    checked = 0
    for seed, line_up, options in list(tables())[::4]:
        seat = seed % len(line_up)
        wait = 0
        for game in decisions(seed, line_up, options):
            if wait == 0:
                assert _same(game, seat), (seed, line_up, seat)
                wait = rng.randrange(1, 40)
                checked += 1
            wait -= 1
    assert checked > 300


def test_piles_changed_anywhere_are_counted_again():
    """Piles changed other than on top (a card taken from the middle, a pile reordered, emptied, refilled) and side
    decks' rows and fronts changed in place: each changed part is moved by its difference, and the vector stays the
    reference (the rules rarely do this; a scenario or a mechanic may)."""
    rng = random.Random(8)
    for seed in range(12):
        chars = innkeeper.characters()
        game = innkeeper.new_game([rng.choice(chars) for _ in range(4)], seed=seed)
        for _ in range(rng.randrange(20, 120)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        for _ in range(30):
            seat = rng.randrange(4)
            assert _same(game, seat), (seed, seat)
            p = game.players[rng.randrange(4)]
            pile = rng.choice([p.hand, p.discard, game.drink_discard])
            change = rng.randrange(5)
            if change == 0 and pile:
                pile.pop(rng.randrange(len(pile)))
            elif change == 1:
                pile.reverse()
            elif change == 2 and p.deck:
                pile.insert(rng.randrange(len(pile) + 1), p.deck.pop())
            elif change == 3:
                pile[:] = pile[: len(pile) // 2]
            elif game.sides:
                d = rng.choice(game.sides)
                row = rng.choice([d.shown, d.discard, rng.choice(d.fronts)])
                if d.deck and rng.random() < 0.6:
                    row.insert(rng.randrange(len(row) + 1), d.deck.pop())
                elif row:
                    d.deck.append(row.pop(rng.randrange(len(row))))
        for seat in range(4):
            assert _same(game, seat), (seed, "end", seat)
