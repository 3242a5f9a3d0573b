"""Choosing the Bar Deck (000, Variants, The Bar Deck Variant: "shuffle together all of the Drink Cards you wish to
use"): ``new_game(bar_deck=...)`` takes True (every Drink Deck, as before), False, or the Drink Decks and Drink packs
to shuffle in; a bad choice is a one-line ValueError; the setup and a save record the choice."""

from __future__ import annotations

from collections import Counter

import pytest

import innkeeper
from innkeeper.engine import Game
from innkeeper.testing import titles_of

SEATS = ["jasper", "zot", "fiona"]


def every_drink(g: Game) -> Counter:
    """Every Drink card of the table, by title: the Drink Deck, the Bar Deck, the piles and the discards."""
    cards = g.drink_deck + (g.bar_deck or []) + g.drink_discard + [c for p in g.players for c in p.drink_me]
    return Counter(titles_of(g, cards))


def deck_titles(g: Game, *ids: str) -> Counter:
    """The Drink cards of these Drink Decks and packs, by title."""
    piles = {**g.content.drink_decks, **g.content.drink_packs}
    return Counter(g.content.cards[c].title for d in ids for c in piles[d])


def test_true_still_means_every_drink_deck_and_no_pack():
    """``bar_deck=True`` deals exactly as before packs existed: the same cards in the same order as naming every
    Drink Deck; the setup still records True."""
    old = innkeeper.new_game(SEATS, seed=21, bar_deck=True)
    named = innkeeper.new_game(SEATS, seed=21, bar_deck=("second", "core"))
    assert (old.drink_deck, old.bar_deck) == (named.drink_deck, named.bar_deck)
    assert every_drink(old) == deck_titles(old, "core", "second")
    assert old.setup["bar_deck"] is True and named.setup["bar_deck"] == ["core", "second"]


def test_no_bar_deck_by_default():
    """Without the option (or with False) the game plays its Drink Deck and records False."""
    for g in (innkeeper.new_game(SEATS, seed=2), innkeeper.new_game(SEATS, seed=2, bar_deck=False)):
        assert g.bar_deck is None and g.setup["bar_deck"] is False and every_drink(g) == deck_titles(g, "core")


def test_a_chosen_bar_deck_holds_exactly_the_chosen_decks_and_packs():
    """One Drink Deck plus the 000 pack: 35 cards, 30 of them dealt as the Drink Deck at the start."""
    g = innkeeper.new_game(SEATS, seed=5, bar_deck=["second", "000-pack"])
    assert every_drink(g) == deck_titles(g, "second", "000-pack")
    assert len(g.drink_deck) + len(SEATS) == 30 and len(g.bar_deck) == 5
    assert g.setup["bar_deck"] == ["second", "000-pack"]


def test_a_comma_string_names_the_same_choice():
    """``"core, 000-pack"`` is the list ``["core", "000-pack"]`` (case and spaces aside); "all" is True."""
    a = innkeeper.new_game(SEATS, seed=8, bar_deck="Core, 000-pack")
    b = innkeeper.new_game(SEATS, seed=8, bar_deck=["core", "000-pack"])
    assert (a.drink_deck, a.bar_deck, a.setup["bar_deck"]) == (b.drink_deck, b.bar_deck, b.setup["bar_deck"])
    assert innkeeper.new_game(SEATS, seed=8, bar_deck="all").bar_deck == innkeeper.new_game(
        SEATS, seed=8, bar_deck=True).bar_deck


@pytest.mark.parametrize(("choice", "words"), [
    (["core", "third"], "unknown Drink Deck or pack 'third' for the Bar Deck; choose from core, second, 000-pack"),
    (["core", "core"], "names 'core' twice"),
    (["000-pack"], "at least 30 Drink cards"),
    (7, "bar_deck must be True, False, or a list"),
    ([1, 2], "bar_deck must be True, False, or a list"),
])
def test_a_bad_choice_is_one_clear_line(choice, words):
    """Each bad choice: a ValueError of one line naming what is wrong."""
    with pytest.raises(ValueError) as raised:
        innkeeper.new_game(SEATS, seed=1, bar_deck=choice)
    assert words in str(raised.value) and "\n" not in str(raised.value)


def test_a_save_keeps_the_choice_and_plays_on_the_same():
    """A saved game with a chosen Bar Deck loads with its choice and plays on exactly as the original."""
    g = innkeeper.new_game(SEATS, seed=13, bar_deck=("core", "000-pack"))
    for _ in range(40):
        g.apply(g.legal_actions()[0])
    loaded = Game.from_json(g.to_json())
    assert loaded.setup["bar_deck"] == ["core", "000-pack"] and loaded == g
    for _ in range(200):
        if g.is_over:
            break
        g.apply(g.legal_actions()[-1])
        loaded.apply(loaded.legal_actions()[-1])
    assert loaded == g


def test_a_save_from_before_the_choice_still_loads():
    """A save whose setup holds the old True/False still loads and plays."""
    g = innkeeper.new_game(SEATS, seed=3, bar_deck=True)
    loaded = Game.from_json(g.to_json())
    assert loaded.setup["bar_deck"] is True and loaded == g
    loaded.apply(loaded.legal_actions()[0])
