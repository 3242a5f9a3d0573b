"""The 000 Drink pack (innkeeper/content/data/drinks_000_pack.toml): each Drink works and is refused where it does not
apply, and the pack joins a game only through a Bar Deck that names it.

Rules are cited by rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt) and section; the worked examples
that use these Drinks (Chaser Example 1, Split Example 3, Coffee in a Drinking Contest) are replayed in
tests/scenarios/test_rulebook_000.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

import innkeeper
from innkeeper.content import load_content
from innkeeper.testing import Scenario, act, alcohol_fortitude_gold, can, play, titles_of

STOUT = "Halfling Stout with a Chaser"
INTRIGUE = "Ale of Intrigue"
ORC_SWEAT = "Fermented Orc Sweat"
BLECH = "Sauvignon Blech"
COFFEE = "Coffee"
PACK = (STOUT, INTRIGUE, ORC_SWEAT, BLECH, COFFEE)
WATERS = ["Water"] * 12
BOUNCE = "Not now. Gotta bounce!"


def drinker(pile, *, characters=("jasper", "zot"), hand=(), alcohol=None, drink_deck=WATERS):
    """Seat 0 in its Drink phase with this Drink Me! pile and hand; seat 1 holds nothing."""
    s = Scenario(list(characters))
    s.hand(0, list(hand)).hand(1, [])
    s.drink_me(0, list(pile)).drink_deck(list(drink_deck)).turn(0, "drink")
    if alcohol is not None:
        s.stats(0, alcohol=alcohol)
    return s.build()


# ----- the pack: opt-in only --------------------------------------------------------------------------------------

def test_the_pack_holds_one_of_each_drink_with_its_source():
    """The five Drinks 000 names beyond the Drink Decks; every one records its provenance (cards.md section 7)."""
    content = load_content()
    pack = content.drink_packs["000-pack"]
    assert Counter(content.cards[c].title for c in pack) == Counter(PACK)
    sources = {content.cards[c].title: content.cards[c].source for c in pack}
    assert sources == {STOUT: "rulebook", INTRIGUE: "rulebook", ORC_SWEAT: "rulebook", BLECH: "rulebook",
                       COFFEE: "designed"}


def test_the_pack_is_in_no_drink_deck_and_not_in_the_default_bar_deck():
    """The default Drink Decks and ``bar_deck=True`` (every Drink Deck) leave the pack out."""
    content = load_content()
    assert "000-pack" not in content.drink_decks
    for deck in content.drink_decks.values():
        assert not set(titles_of_ids(content, deck)) & set(PACK)
    g = innkeeper.new_game(["jasper", "zot", "fiona"], seed=4, bar_deck=True)
    everything = g.drink_deck + g.bar_deck + [c for p in g.players for c in p.drink_me]
    assert not set(titles_of(g, everything)) & set(PACK)


def test_a_bar_deck_that_names_the_pack_holds_it():
    """000 The Bar Deck Variant: "all of the Drink Cards you wish to use": the chosen decks and the pack."""
    g = innkeeper.new_game(["jasper", "zot", "fiona"], seed=4, bar_deck=("core", "second", "000-pack"))
    everything = g.drink_deck + g.bar_deck + [c for p in g.players for c in p.drink_me]
    assert len(everything) == 65 and len(g.drink_deck) + 3 == 30
    assert Counter(t for t in titles_of(g, everything) if t in PACK) == Counter(PACK)


def test_the_pack_alone_is_no_drink_deck():
    """A pack is never dealt by itself: not as a Drink Deck, and not as a Bar Deck too small to deal 30 from."""
    with pytest.raises(ValueError, match="unknown drink deck '000-pack'"):
        innkeeper.new_game(["jasper", "zot"], seed=1, drink_deck="000-pack")
    with pytest.raises(ValueError, match="at least 30 Drink cards"):
        innkeeper.new_game(["jasper", "zot"], seed=1, bar_deck=("000-pack",))


def titles_of_ids(content, ids) -> list[str]:
    """Titles of card ids."""
    return [content.cards[c].title for c in ids]


# ----- Halfling Stout with a Chaser -------------------------------------------------------------------------------

def test_halfling_stout_adds_its_chaser():
    """000 Chasers: +2 Alcohol, and the next card of the pile is added to it (Wine: 4 in all)."""
    g = drinker([STOUT, "Wine", "Water"])
    assert alcohol_fortitude_gold(g, 0)[0] == 4 and len(g.players[0].drink_me) == 1


def test_halfling_stout_chaser_from_an_empty_pile_adds_nothing():
    """000 Chasers: no card left for the Chaser: no more effect, and no sobering up either."""
    g = drinker([STOUT], alcohol=3)
    assert alcohol_fortitude_gold(g, 0)[0] == 5


# ----- Ale of Intrigue --------------------------------------------------------------------------------------------

def test_ale_of_intrigue_gives_alcohol_and_two_cards():
    """000 Split Example 3 (whole): +2 Alcohol and draw 2 cards."""
    g = drinker([INTRIGUE])
    assert alcohol_fortitude_gold(g, 0)[0] == 2 and len(g.players[0].hand) == 2


def test_ale_of_intrigue_ignored_draws_nothing():
    """000 Negate and Ignore Effects: an Ignored Drink has no effect on its drinker, its draw included."""
    g = drinker([INTRIGUE], hand=[BOUNCE])
    play(g, BOUNCE, drink=0)
    assert alcohol_fortitude_gold(g, 0)[0] == 0 and len(g.players[0].hand) == 0


# ----- Fermented Orc Sweat ----------------------------------------------------------------------------------------

def test_fermented_orc_sweat_splits_like_mead():
    """000 Mead and Similar Drinks: its drinker may split it; halves rounded up (+2 A -2 F: +1 A -1 F each)."""
    g = drinker([ORC_SWEAT])
    assert {(a.option, a.targets) for a in g.legal_actions()} == {("keep", ()), ("split", (1,))}
    act(g, "choose", option="split", targets=(1,))
    assert alcohol_fortitude_gold(g, 0)[:2] == (1, 19)
    assert alcohol_fortitude_gold(g, 1)[:2] == (1, 19)


def test_fermented_orc_sweat_kept_whole_and_an_orc_takes_it_as_alcohol():
    """Designed values: kept whole, +2 A -2 F; an Orc (Serena) takes +3 A and loses no Fortitude."""
    g = drinker([ORC_SWEAT])
    act(g, "choose", option="keep")
    assert alcohol_fortitude_gold(g, 0)[:2] == (2, 18)
    g = drinker([ORC_SWEAT], characters=("serena", "zot"))
    act(g, "choose", option="keep")
    assert alcohol_fortitude_gold(g, 0)[:2] == (3, 20)


def test_fermented_orc_sweat_as_a_chaser_cannot_be_split():
    """000 Mead and Similar Drinks: revealed as a Chaser it is drunk whole, with no split offered."""
    g = drinker(["Light Ale with a Chaser", ORC_SWEAT])
    assert not can(g, "choose", option="split")
    assert alcohol_fortitude_gold(g, 0)[:2] == (3, 18)


# ----- Sauvignon Blech --------------------------------------------------------------------------------------------

def test_sauvignon_blech_splits_like_mead():
    """000 Mead and Similar Drinks: its drinker may split it; +3 A -1 F halves to +2 A -1 F each (rounded up)."""
    g = drinker([BLECH])
    act(g, "choose", option="split", targets=(1,))
    assert alcohol_fortitude_gold(g, 0)[:2] == (2, 19)
    assert alcohol_fortitude_gold(g, 1)[:2] == (2, 19)


def test_sauvignon_blech_from_round_on_the_house_cannot_be_split():
    """000 Mead and Similar Drinks: poured by a Drink Event it is drunk whole by everyone, unsplit."""
    g = drinker(["Round on the House!"], drink_deck=[BLECH] + WATERS)
    assert not can(g, "choose", option="split")
    assert alcohol_fortitude_gold(g, 0)[:2] == (3, 19)
    assert alcohol_fortitude_gold(g, 1)[:2] == (3, 19)


# ----- Coffee -----------------------------------------------------------------------------------------------------

def test_coffee_lowers_alcohol():
    """Designed value: Coffee takes 2 Alcohol Content away."""
    g = drinker([COFFEE], alcohol=5)
    assert alcohol_fortitude_gold(g, 0)[0] == 3


def test_coffee_never_takes_alcohol_below_zero():
    """000 Minimum and Maximum: Alcohol Content never goes below 0 (Coffee at 1 leaves 0)."""
    g = drinker([COFFEE], alcohol=1)
    assert alcohol_fortitude_gold(g, 0)[0] == 0
