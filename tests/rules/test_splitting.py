"""Rulebook 000 Splitting Drinks and Round on the House / A Toast to Villainy!: split kinds and copies."""

from __future__ import annotations

from pathlib import Path

from innkeeper.testing import Scenario, play

PACK = str(Path(__file__).resolve().parent.parent / "content" / "split_pack.toml")
FANG = "Zis drink is fang-tastic!"


def vlazlo(drink: list[str]) -> Scenario:
    """Vlazlo (seat 0) about to drink, Gerki beside him."""
    s = Scenario(["vlazlo_test", "gerki"], content=[PACK])
    s.hand(0, [FANG])
    s.hand(1, [])
    s.drink_me(0, drink)
    s.drink_me(1, ["Water"])
    s.turn(0, "drink")
    return s


def test_split_with_no_one_rounds_down() -> None:
    """000 Splitting Drinks: the fang-tastic split keeps half, rounded down; the other half goes away."""
    g = vlazlo(["Elven Wine"]).build()
    play(g, FANG, drink=0)
    assert g.players[0].alcohol == 1 and g.players[1].alcohol == 0


def test_split_halves_every_combined_effect() -> None:
    """000 Splitting Drinks: like effects are combined, then each is halved (draw 2 becomes draw 1)."""
    g = vlazlo(["Test Stout of Intrigue"]).build()
    hand_before = len(g.players[0].hand)
    play(g, FANG, drink=0)
    assert g.players[0].alcohol == 1
    assert len(g.players[0].hand) == hand_before - 1 + 1


def test_split_refused_on_another_players_drink() -> None:
    """000 Negate and Ignore: a card that splits your own Drink cannot touch another player's Drink."""
    s = Scenario(["gerki", "vlazlo_test"], content=[PACK])
    s.hand(0, [])
    s.hand(1, [FANG])
    s.drink_me(0, ["Elven Wine"])
    s.turn(0, "drink")
    g = s.build()
    assert g.players[0].alcohol == 3 and g.players[1].hand == [g.content.by_title[FANG]]


def test_toast_to_villainy_gives_everyone_a_copy() -> None:
    """000 Round on the House and A Toast to Villainy!: everyone gets an independent copy of one Drink."""
    s = Scenario(["gerki", "zot", "fiona"], content=[PACK])
    for seat in range(3):
        s.hand(seat, [])
    s.hand(1, ["Bad Pooky! Don't drink that!"])
    s.drink_me(0, ["A Toast to Villainy!"])
    s.drink_deck(["Wine", "Water", "Water", "Water"])
    s.turn(0, "drink")
    g = s.build()
    play(g, "Bad Pooky! Don't drink that!", drink=1)   # Zot Ignores only his own copy
    assert [p.alcohol for p in g.players] == [2, 0, 2]


def test_round_on_the_house_copies_are_independent() -> None:
    """000 Round on the House: a change to one copy does not change the others."""
    s = Scenario(["gerki", "zot", "fiona"])
    for seat in range(3):
        s.hand(seat, [])
    s.hand(0, ["A little somethin' extra"])
    s.drink_me(0, ["Round on the House!"])
    s.drink_deck(["Light Ale", "Water", "Water", "Water"])
    s.turn(0, "drink")
    g = s.build()
    play(g, "A little somethin' extra", drink=2)
    assert [p.alcohol for p in g.players] == [1, 1, 3]


def test_round_on_the_house_skips_event_revealed_first() -> None:
    """Round on the House reveals a Drink; a Drink Event revealed instead is discarded and another revealed."""
    s = Scenario(["gerki", "zot"])
    s.hand(0, [])
    s.hand(1, [])
    s.drink_me(0, ["Round on the House!"])
    s.drink_deck(["Drinking Contest!", "Wine", "Water", "Water"])
    s.turn(0, "drink")
    g = s.build()
    assert [p.alcohol for p in g.players] == [2, 2]
    assert [g.title(c) for c in g.drink_discard].count("Drinking Contest!") == 1
