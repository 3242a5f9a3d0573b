"""Hidden information never leaks: a seat's observation does not change when other seats' hidden cards do."""

from __future__ import annotations

import json
import random

import innkeeper
from innkeeper import Game


def scramble(g: Game, keep: int | None, rng: random.Random) -> Game:
    """A copy where every card the viewer cannot see is replaced or reordered."""
    h = g.clone()
    all_cards = [c for c in range(len(h.content.cards)) if not h.content.cards[c].is_drink]
    drinks = [c for c in range(len(h.content.cards)) if h.content.cards[c].is_drink]
    for seat, p in enumerate(h.players):
        if seat != keep:
            p.hand = [rng.choice(all_cards) for _ in p.hand]
        rng.shuffle(p.deck)
        p.drink_me = [rng.choice(drinks) for _ in p.drink_me]
    rng.shuffle(h.drink_deck)
    if h.bar_deck:
        rng.shuffle(h.bar_deck)
    for d in h.sides:   # the order of a Song or Mockery Deck is hidden from everyone
        rng.shuffle(d.deck)
    return h


def test_observation_ignores_other_seats_hidden_cards() -> None:
    """At many points of many games, scrambling hidden cards leaves every seat's observation unchanged."""
    rng = random.Random(0)
    for seed in range(30):
        g = innkeeper.new_game([rng.choice(innkeeper.characters()) for _ in range(rng.randint(2, 6))], seed=seed)
        for step in range(300):
            if g.is_over:
                break
            if step % 5 == 0:
                for seat in [None, *range(g.n)]:
                    other = scramble(g, seat, rng)
                    mine = g.observe(seat)
                    theirs = other.observe(seat)
                    if seat is None or g.current_player != seat:
                        mine.pop("legal_actions", None)
                        theirs.pop("legal_actions", None)
                    assert mine == theirs, f"seat {seat} can see another seat's hidden cards"
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])


def test_observation_is_json_and_hides_piles() -> None:
    """An observation is JSON; it has the seat's own hand but only sizes of Drink Me! piles and decks."""
    g = innkeeper.new_game(["deirdre", "gerki", "zot"], seed=3)
    view = g.observe(1)
    json.dumps(view)
    assert view["hand"] == [g.title(c) for c in g.players[1].hand]
    text = json.dumps(view)
    for p in view["players"]:
        assert set(p) >= {"hand_size", "deck_size", "drink_me_size"}
        assert "hand" not in p and "drink_me" not in p
    spectator = g.observe(None)
    assert "hand" not in spectator
    # the face-down Drink on a pile is named nowhere in the views
    for seat in range(3):
        face_down = g.title(g.players[seat].drink_me[0])
        discard = view["drink_discard"]
        assert face_down not in discard or text.count(face_down) == discard.count(face_down)


def test_events_are_redacted_per_seat() -> None:
    """Drawn cards appear only in the drawing seat's copy of an event."""
    rng = random.Random(2)
    g = innkeeper.new_game(["deirdre", "gerki", "zot", "fiona"], seed=4)
    seen_private = 0
    while not g.is_over:
        actions = g.legal_actions()
        for e in g.apply(actions[rng.randrange(len(actions))]):
            if e.private:
                seen_private += 1
                owner = next(iter(e.private))
                assert "cards" in e.to_json(owner)
                assert "cards" not in e.to_json(None) and "cards" not in e.to_json()
                assert "private" not in e.to_json() and "private" in e.to_json(full=True)
                for seat in range(g.n):
                    if seat != owner:
                        assert "cards" not in e.to_json(seat)
    assert seen_private > 0
