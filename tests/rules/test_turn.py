"""Rulebook 000 "On Your Turn": Discard and Draw, Action, Order a Drink, Drink, and the next player."""

from __future__ import annotations

import pytest

import innkeeper
from innkeeper.testing import Scenario, act, can, pass_, play

JAB = "Sorry, sometimes my healing spells just wear off."   # Deirdre: another player loses 1 Fortitude
HEAL = "My Goddess heals me."                                # Deirdre: Anytime, gain 2 Fortitude


def two(hand0=(), hand1=(), deck0=None, phase="discard"):
    """Deirdre (seat 0) and Gerki (seat 1), Deirdre's turn."""
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, list(hand0))
    s.hand(1, list(hand1))
    if deck0 is not None:
        s.deck(0, deck0)
    s.drink_me(0, ["Water"])
    s.drink_me(1, ["Water"])
    s.turn(0, phase)
    return s


def test_discard_then_draw_to_seven() -> None:
    """000 Discard and Draw: discard any cards, then draw until holding seven."""
    g = two([JAB, HEAL, "Water into Wine"], deck0=["Mass Heal!"] * 10).build()
    act(g, "discard", "Water into Wine")
    act(g, "draw")
    hand = [g.title(c) for c in g.players[0].hand]
    assert len(hand) == 7 and hand.count("Mass Heal!") == 5 and "Water into Wine" not in hand
    assert [g.title(c) for c in g.players[0].discard] == ["Water into Wine"]
    assert g.phase == "action"


def test_no_cards_between_discarding_and_drawing() -> None:
    """000 Discard and Draw: Anytime cards may be played before discarding, not after the first discard."""
    g = two([HEAL, JAB]).build()
    assert can(g, "play", HEAL)
    act(g, "discard", JAB)
    assert not can(g, "play", HEAL)


def test_keep_seven_or_more() -> None:
    """000 Discard and Draw: holding seven or more cards, you may keep them all and draw none."""
    g = two([JAB] * 8, deck0=["Mass Heal!"] * 5).build()
    act(g, "draw")
    assert len(g.players[0].hand) == 8 and len(g.players[0].deck) == 5


def test_reshuffle_when_last_card_drawn() -> None:
    """000 Discard and Draw: drawing the last card shuffles the discards into a new deck."""
    s = two([HEAL], deck0=["Mass Heal!"] * 6)
    s.discard(0, [JAB, JAB, HEAL])
    g = s.build()
    act(g, "draw")
    p = g.players[0]
    assert len(p.hand) == 7 and p.discard == [] and sorted(g.title(c) for c in p.deck) == [HEAL, JAB, JAB]


def test_one_action_card_per_turn() -> None:
    """000 Action: you may play one Action card, then move on to ordering a Drink."""
    s = Scenario(["deirdre", "gerki", "zot"])
    s.hand(0, [JAB, JAB])
    s.hand(1, [])
    s.hand(2, [])
    s.turn(0, "action")
    g = s.build()
    play(g, JAB, targets=(1,))
    assert g.players[1].fortitude == 19
    assert g.phase == "order" and g.current_player == 0 and not can(g, "play", JAB)


def test_order_a_drink_onto_another_pile_only() -> None:
    """000 Order a Drink: the top Drink Deck card goes face down onto another player's pile, never your own."""
    s = Scenario(["deirdre", "gerki", "zot"])
    for seat in range(3):
        s.hand(seat, [])
    s.drink_deck(["Wine", "Light Ale", "Water", "Water"])
    s.turn(0, "order")
    g = s.build()
    targets = sorted(a.targets for a in g.legal_actions() if a.kind == "order")
    assert targets == [(1,), (2,)]
    act(g, "order", targets=(2,))
    assert [g.title(c) for c in g.players[2].drink_me] == ["Wine"]


def test_drink_and_sober_up() -> None:
    """000 Drink: reveal the top Drink and follow it; with an empty pile, Alcohol goes down by 1."""
    s = two(phase="drink")
    s.drink_me(0, ["Wine"])
    s.stats(0, alcohol=5)
    g = s.build()
    assert g.players[0].alcohol == 7 and g.turn == 1
    s = two(phase="drink")
    s.drink_me(0, [])
    s.stats(0, alcohol=5)
    g = s.build()
    assert g.players[0].alcohol == 4


def test_turn_passes_to_the_left() -> None:
    """000 Ending Your Turn: after the Drink phase the player to the left goes next."""
    s = Scenario(["deirdre", "gerki", "zot"])
    for seat in range(3):
        s.hand(seat, [])
        s.drink_me(seat, ["Water"])
    s.turn(2, "drink")
    g = s.build()
    assert g.turn == 0 and any(str(e) == "It is Deirdre's turn." for e in s.events)


def test_anytime_card_in_any_phase() -> None:
    """000 Sometimes and Anytime Cards: an Anytime card may be played in the Action phase and the Drink phase."""
    g = two([HEAL], phase="action").build()
    assert can(g, "play", HEAL)
    s = two([HEAL], phase="drink")
    s.stats(0, fortitude=10)
    g = s.build()
    play(g, HEAL)
    assert g.players[0].fortitude == 12


@pytest.mark.parametrize("rounds", [1, 2])
def test_last_call(rounds: int) -> None:
    """Last call table rule (rulebooks README): after N rounds the most Gold wins, ties by lowest Alcohol."""
    g = innkeeper.new_game(["gerki", "zot", "fiona"], seed=3, last_call=rounds, first_player=0)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    assert g.rounds == rounds
    alive = [s for s in range(3) if not g.players[s].out]
    best = max(g.players[s].gold for s in alive)
    rich = [s for s in alive if g.players[s].gold == best]
    low = min(g.players[s].alcohol for s in rich)
    assert g.winners == [s for s in rich if g.players[s].alcohol == low]


def test_anytime_card_after_drinking() -> None:
    """000 Sometimes and Anytime Cards: after the Drink phase's drink, the player may still play an Anytime card."""
    s = two([HEAL], phase="drink")
    s.drink_me(0, ["Dirty Dishwater"])
    g = s.build()
    act(g, "drink")
    pass_(g)   # she could also answer the revealed Drink itself
    assert g.players[0].fortitude == 19 and g.current_player == 0 and g.turn == 0 and not g.stack
    assert can(g, "pass") and can(g, "play", HEAL)
    play(g, HEAL)
    assert g.players[0].fortitude == 20 and g.turn == 1
