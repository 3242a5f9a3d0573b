"""Rulebook 000 Discarding and Drawing: a Drink's several draw and discard effects, in the order its drinker chooses.

When one Drink holds several effects that draw or discard cards (here because of Chasers), its drinker resolves them
in the order they choose, each one completely before the next begins. The Drinks are test-only
(tests/content/draw_discard_pack.toml)."""

from __future__ import annotations

from pathlib import Path

from innkeeper.engine import Game
from innkeeper.testing import Scenario, act, can, find, hand, pass_windows, texts

PACK = Path(__file__).resolve().parents[1] / "content" / "draw_discard_pack.toml"
SCHOLAR = "Test Scholar's Ale with a Chaser"    # +1 Alcohol, draw 2 cards, and a Chaser
CIDER = "Test Muddled Cider"                    # +1 Alcohol, discard 1 card
FIZZ = "Test Forgetful Fizz with a Chaser"      # +1 Alcohol, discard 2 cards, and a Chaser
BITTER = "Test Bookish Bitter"                  # +1 Alcohol, draw 1 card
HEAL = "My Goddess heals me."
TIP = "Tip the Wench."
HIT = "My Goddess made me do it!"


def table(pile: list[str]) -> Scenario:
    """Deirdre (0) about to drink ``pile`` (top first), holding two cards; her deck's top cards are known."""
    s = Scenario(["deirdre", "gerki"], content=[PACK])
    s.hand(0, [HEAL, TIP]).hand(1, [])
    s.deck(0, [HIT, HIT, "Mass Heal!", "Mass Heal!"])
    s.drink_me(0, pile).drink_me(1, ["Water"])
    s.drink_deck(["Water"] * 8)
    return s.turn(0, "drink")


def drunk(pile: list[str]):
    """Deirdre drinks ``pile``'s top Drink (with its Chasers); nobody answers it."""
    g = table(pile).build()
    act(g, "drink")
    pass_windows(g)
    return g


def choices(g) -> set[tuple[str, str]]:
    """The (effect, Drink card) pairs the drinker may resolve next."""
    return {(a.option, a.card) for a in g.legal_actions() if a.kind == "choose"}


def test_the_drinker_chooses_to_draw_first():
    """000 Discarding and Drawing: a Drink that draws 2 with a Chaser that discards 1; Deirdre draws first, then
    discards one card of her choice, which may be a card she just drew."""
    g = drunk([SCHOLAR, CIDER])
    assert g.current_player == 0 and choices(g) == {("draw", SCHOLAR), ("discard", CIDER)}
    act(g, "choose", SCHOLAR, option="draw")
    assert hand(g, 0) == sorted([HEAL, TIP, HIT, HIT])
    act(g, "discard", HIT)
    assert hand(g, 0) == sorted([HEAL, TIP, HIT]) and g.players[0].alcohol == 2


def test_the_drinker_chooses_to_discard_first():
    """000 Discarding and Drawing: the same Drink, discarding first: the discard is made from the cards she held."""
    g = drunk([SCHOLAR, CIDER])
    act(g, "choose", CIDER, option="discard")
    assert not can(g, "discard", HIT) and can(g, "discard", TIP)
    act(g, "discard", TIP)
    assert hand(g, 0) == sorted([HEAL, HIT, HIT])


def test_one_effect_resolves_fully_before_the_next():
    """000 Discarding and Drawing: choosing the discard 2 first, Deirdre makes both discards before any draw."""
    g = drunk([FIZZ, SCHOLAR, CIDER])
    assert choices(g) == {("discard", FIZZ), ("draw", SCHOLAR), ("discard", CIDER)}
    act(g, "choose", FIZZ, option="discard")
    act(g, "discard", TIP)   # (the second discard is her only choice then: the game makes it for her)
    assert hand(g, 0) == [] and choices(g) == {("draw", SCHOLAR), ("discard", CIDER)}   # both made, nothing drawn
    act(g, "choose", SCHOLAR, option="draw")   # then the last discard (of two alike cards: made for her)
    assert hand(g, 0) == [HIT] and g.players[0].alcohol == 3 and g.turn == 1


def test_no_choice_when_every_effect_draws():
    """000 Discarding and Drawing (no real choice): two draws are drawn at once, with nothing to order."""
    g = drunk([SCHOLAR, BITTER])
    assert not find(g, "choose")
    assert hand(g, 0) == sorted([HEAL, TIP, HIT, HIT, "Mass Heal!"])


def test_a_split_drink_combines_then_halves_and_each_drinker_orders_their_half():
    """000 Splitting Drinks with Discarding and Drawing: a Drink that draws 2 with a Chaser that discards 2, split
    between Fiona and Gerki: each half draws 1 and discards 1, and each drinker, in turn order, orders their own."""
    split = "Come, my friend, sit and drink with me!"
    s = Scenario(["fiona", "gerki"], content=[PACK])
    bikini = "Hey! No more chain mail bikini jokes!"
    s.hand(0, [split, bikini]).hand(1, [bikini, bikini])
    s.drink_me(0, [SCHOLAR, FIZZ]).drink_me(1, ["Water"]).drink_deck(["Water"] * 8)
    g = s.turn(0, "drink").build()   # (drinking is her only choice: the game reveals it for her)
    act(g, "play", split, drink=0, targets=(1,))
    pass_windows(g)
    assert g.current_player == 0 and choices(g) == {("draw", SCHOLAR), ("discard", FIZZ)}
    act(g, "choose", FIZZ, option="discard")   # her last card goes (made for her); then she draws 1
    assert len(g.players[0].hand) == 1
    assert g.current_player == 1 and choices(g) == {("draw", SCHOLAR), ("discard", FIZZ)}
    act(g, "choose", SCHOLAR, option="draw")
    assert len(g.players[1].hand) == 3


def test_the_order_choice_copies_saves_and_shows():
    """The choice is plain state like any other: a clone and a saved copy equal the game; everyone sees the effects
    left (the Drink was revealed), and the chosen one is told in the log."""
    g = drunk([SCHOLAR, CIDER])
    assert g.clone() == g and Game.from_json(g.to_json()) == g
    top = g.observe(1)["stack"][-1]
    assert top["kind"] == "hand_effects" and top["effects"] == [["draw", SCHOLAR, 2], ["discard", CIDER, 1]]
    events = act(g, "choose", SCHOLAR, option="draw")
    assert f"Deirdre first draws 2 cards ('{SCHOLAR}')." in texts(events)
    again = Game.from_json(g.to_json())
    act(again, "discard", TIP)
    assert hand(again, 0) == sorted([HEAL, HIT, HIT])
