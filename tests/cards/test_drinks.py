"""Every distinct card of both Drink Decks (core and second): what it does when drunk, and where it does not apply.

Each plain Drink is drunk from a Drink Me! pile in the Drink phase and checked to the exact Alcohol Content,
Fortitude and Gold; the same Drink, Ignored, changes nothing. Race Drinks (Troll Swill, Orcish Rotgut, Ogre
Brew) are checked for a drinker of their race and of another race, using the test-only characters of
tests/content/races.toml. Chasers add the next card and stop on a Drink Event; the three Drink Events can
be neither Ignored nor changed; Mead's own split is offered only where the rules allow it; "We're Cutting
You Off!" never takes Alcohol below 0; Fine Ambrosia's payment takes only the Gold its drinker has.
Card facts: shared/reference/cards.md sections 2, 3 and 7; rules: rulebook 000.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from innkeeper.content import load_content
from innkeeper.testing import Scenario, act, alcohol_fortitude_gold, can, drink_me_pile, pass_, play, titles_of

RACES = str(Path(__file__).resolve().parent.parent / "content" / "races.toml")
WATERS = ["Water"] * 8
AMBROSIA = "Fine Ambrosia, Nectar of the Gods"
EVENTS = ("Drinking Contest!", "Round on the House!", "The Challenge!")

# (Alcohol, Fortitude) a human drinker gets from each non-Event Drink (cards.md sections 2, 3, 7).
EFFECTS = {
    "Light Ale": (1, 0),
    "Light Ale with a Chaser": (1, 0),
    "Dark Ale": (1, 0),
    "Dark Ale with a Chaser": (1, 0),
    "Wine": (2, 0),
    "Wine with a Chaser": (2, 0),
    "Elven Wine": (3, 0),
    "Elven Wine with a Chaser": (3, 0),
    "Dragon Breath Ale": (4, 0),
    "Dwarven Firewater": (4, 0),
    "Mead": (3, 0),
    "Ogre Brew": (2, -1),
    "Troll Swill": (1, -1),
    "Orcish Rotgut": (0, -2),
    "Wizard's Brew": (2, 2),
    "Holy Water": (0, 2),
    "Dirty Dishwater": (0, -1),
    "Water": (0, 0),
    "We're Cutting You Off!": (-1, 0),
    AMBROSIA: (1, 4),
}
PAY_INN = {AMBROSIA: 2}
CHASERS = ("Light Ale with a Chaser", "Dark Ale with a Chaser", "Wine with a Chaser", "Elven Wine with a Chaser")


def _deck_titles(deck: str) -> list[str]:
    """The distinct titles of a built-in Drink Deck, in file order."""
    content = load_content()
    return list(dict.fromkeys(content.cards[c].title for c in content.drink_decks[deck]))


DRINKS = [(deck, t) for deck in ("core", "second") for t in _deck_titles(deck) if t not in EVENTS]
DRINK_IDS = [f"{deck}-{t}" for deck, t in DRINKS]
EVENT_CASES = [(deck, t) for deck in ("core", "second") for t in _deck_titles(deck) if t in EVENTS]
EVENT_IDS = [f"{deck}-{t}" for deck, t in EVENT_CASES]


def _drinker(title_pile: list[str], deck: str = "core", hand=(), characters=("gerki", "deirdre"),
             alcohol: int = 5, fortitude: int = 15, content=(), ask_all: bool = False, drink_deck=WATERS):
    """Seat 0 is about to drink ``title_pile`` (top first) in its Drink phase; every other hand is empty."""
    s = Scenario(list(characters), drink_deck=deck, content=list(content), ask_all=ask_all)
    for seat in range(len(characters)):
        s.hand(seat, [])
    s.hand(0, list(hand))
    s.stats(0, alcohol=alcohol, fortitude=fortitude)
    s.drink_me(0, title_pile).drink_deck(list(drink_deck)).turn(0, "drink")
    return s


# ----- coverage --------------------------------------------------------------------------------------------------

def test_every_drink_card_has_expected_values():
    """cards.md sections 2-3: every distinct card of both Drink Decks is either an Event or listed in EFFECTS."""
    core, second = _deck_titles("core"), _deck_titles("second")
    assert len(core) == 18 and len(second) == 23
    for t in core + second:
        assert t in EVENTS or t in EFFECTS, t
    assert {t for _, t in EVENT_CASES} == set(EVENTS)


# ----- every plain Drink: drunk, and Ignored --------------------------------------------------------------------

@pytest.mark.parametrize(("deck", "title"), DRINKS, ids=DRINK_IDS)
def test_drink_gives_exact_effects_when_drunk(deck, title):
    """Rulebook 000 "4. Drink": the revealed Drink (a Chaser adding the next card) changes exactly its stats."""
    g = _drinker([title, "Light Ale"], deck).build()
    if can(g, "choose", option="keep"):  # Mead: its drinker may keep it whole
        act(g, "choose", option="keep")
    alcohol, fortitude = EFFECTS[title]
    chaser = title in CHASERS
    paid = PAY_INN.get(title, 0)
    assert alcohol_fortitude_gold(g, 0) == (5 + alcohol + (1 if chaser else 0), 15 + fortitude, 8 - paid)
    assert g.inn == paid
    assert drink_me_pile(g, 0) == ([] if chaser else ["Light Ale"])
    assert titles_of(g, g.drink_discard) == ([title, "Light Ale"] if chaser else [title])
    assert g.turn == 1


@pytest.mark.parametrize(("deck", "title"), DRINKS, ids=DRINK_IDS)
def test_drink_ignored_changes_nothing(deck, title):
    """Rulebook 000 "Negate and Ignore Effects": an Ignored Drink (Chasers included) has no effect on its drinker."""
    g = _drinker([title, "Light Ale"], deck, hand=["Dump it on the floor"]).build()
    assert g.current_player == 0
    assert can(g, "play", "Dump it on the floor", drink=0)
    play(g, "Dump it on the floor", drink=0)
    assert not can(g, "choose")
    chaser = title in CHASERS
    assert alcohol_fortitude_gold(g, 0) == (5, 15, 8)
    assert g.inn == 0
    assert drink_me_pile(g, 0) == ([] if chaser else ["Light Ale"])
    assert titles_of(g, g.drink_discard) == ([title, "Light Ale"] if chaser else [title])


# ----- Chasers ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["core", "second"])
@pytest.mark.parametrize("title", CHASERS)
def test_chaser_drink_stops_on_a_drink_event(deck, title):
    """Rulebook 000 "Chasers": a Drink Event revealed as the Chaser adds nothing, does nothing, and ends the Drink."""
    g = _drinker([title, "Drinking Contest!", "Wine"], deck).build()
    alcohol = EFFECTS[title][0]
    assert alcohol_fortitude_gold(g, 0) == (5 + alcohol, 15, 8)
    assert alcohol_fortitude_gold(g, 1) == (0, 20, 8)  # no Drinking Contest happened
    assert drink_me_pile(g, 0) == ["Wine"]
    assert titles_of(g, g.drink_discard) == [title, "Drinking Contest!"]


@pytest.mark.parametrize("deck", ["core", "second"])
@pytest.mark.parametrize("title", CHASERS)
def test_chaser_drink_adds_a_chained_chaser(deck, title):
    """Rulebook 000 "Chasers": a Chaser that is itself a Drink with a Chaser adds its effect and keeps revealing."""
    g = _drinker([title, "Wine with a Chaser", "Elven Wine", "Water"], deck).build()
    assert alcohol_fortitude_gold(g, 0) == (5 + EFFECTS[title][0] + 2 + 3, 15, 8)
    assert drink_me_pile(g, 0) == ["Water"]


# ----- race Drinks -----------------------------------------------------------------------------------------------

RACE_FITS = [
    ("core", "Troll Swill", "test_troll", (2, 0)),
    ("second", "Troll Swill", "test_troll", (2, 0)),
    ("core", "Orcish Rotgut", "test_orc", (2, 0)),
    ("second", "Orcish Rotgut", "test_orc", (2, 0)),
    ("second", "Ogre Brew", "test_ogre", (3, 0)),
]
RACE_MISFITS = [
    (deck, title, who, EFFECTS[title])
    for deck, title, race_char, _ in RACE_FITS
    for who in ("gerki", "test_troll", "test_orc", "test_ogre") if who != race_char
]


@pytest.mark.parametrize(("deck", "title", "who", "effect"), RACE_FITS,
                         ids=[f"{d}-{t}-{w}" for d, t, w, _ in RACE_FITS])
def test_race_drink_for_its_own_race(deck, title, who, effect):
    """cards.md sections 2-3: a drinker of the Drink's race gets the race values instead (more Alcohol, no loss)."""
    g = _drinker([title], deck, characters=(who, "deirdre"), content=[RACES]).build()
    assert alcohol_fortitude_gold(g, 0) == (5 + effect[0], 15 + effect[1], 8)


@pytest.mark.parametrize(("deck", "title", "who", "effect"), RACE_MISFITS,
                         ids=[f"{d}-{t}-{w}" for d, t, w, _ in RACE_MISFITS])
def test_race_drink_for_another_race(deck, title, who, effect):
    """cards.md sections 2-3: a drinker of any other race gets the printed values."""
    g = _drinker([title], deck, characters=(who, "deirdre"), content=[RACES]).build()
    assert alcohol_fortitude_gold(g, 0) == (5 + effect[0], 15 + effect[1], 8)


BOX_RACES = [   # (deck, Drink, character, its race's values or None for the printed ones)
    ("core", "Orcish Rotgut", "serena", (2, 0)),
    ("second", "Orcish Rotgut", "serena", (2, 0)),
    ("core", "Troll Swill", "phrenk", (2, 0)),
    ("second", "Troll Swill", "phrenk", (2, 0)),
    ("core", "Troll Swill", "serena", None),
    ("core", "Orcish Rotgut", "phrenk", None),
    ("second", "Ogre Brew", "serena", None),
    ("core", "Orcish Rotgut", "kaylin", None),
    ("core", "Troll Swill", "wizgille", None),
]


@pytest.mark.parametrize(("deck", "title", "who", "effect"), BOX_RACES,
                         ids=[f"{d}-{t}-{w}" for d, t, w, _ in BOX_RACES])
def test_the_third_edition_box_races(deck, title, who, effect):
    """Issue 6: Serena is an Orc and Phrenk a Troll for those Drinks (race values); the others get the printed ones."""
    s = _drinker([title], deck, characters=(who, "deirdre"))
    if who == "phrenk":
        s.side(0, shown=[])    # no kept Potion to answer the Drink
    if who == "kaylin":
        s.side(0, shown=["Sleepy"])   # a mood that changes no Drink
    g = s.build()
    effect = effect or EFFECTS[title]
    assert alcohol_fortitude_gold(g, 0) == (5 + effect[0], 15 + effect[1], 8)


@pytest.mark.parametrize("deck", ["core", "second"])
def test_troll_swill_copies_follow_each_drinkers_race(deck):
    """Rulebook 000 "Round on the House": each copy of a Troll Swill works for its own drinker's race."""
    s = Scenario(["test_troll", "gerki"], drink_deck=deck, content=[RACES])
    s.hand(0, []).hand(1, []).stats(0, alcohol=5, fortitude=15).stats(1, alcohol=5, fortitude=15)
    s.drink_me(0, ["Round on the House!"]).drink_deck(["Troll Swill"] + WATERS).turn(0, "drink")
    g = s.build()
    assert alcohol_fortitude_gold(g, 0) == (7, 15, 8)
    assert alcohol_fortitude_gold(g, 1) == (6, 14, 8)


def test_troll_swill_counts_its_race_value_in_a_drinking_contest():
    """Rulebook 000 "Drinking Contest": a troll's Troll Swill counts 2 Alcohol, beating a Light Ale."""
    s = Scenario(["test_troll", "gerki"], content=[RACES])
    s.hand(0, []).hand(1, [])
    s.drink_me(0, ["Drinking Contest!"]).drink_deck(["Troll Swill", "Light Ale"] + WATERS).turn(0, "drink")
    g = s.build()
    assert alcohol_fortitude_gold(g, 0) == (2, 20, 9)
    assert alcohol_fortitude_gold(g, 1) == (1, 20, 7)


# ----- Drink Events ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["core", "second"])
def test_drinking_contest_when_drunk(deck):
    """Rulebook 000 "Drinking Contest": all reveal from the Drink Deck; the highest Alcohol takes 1 Gold from each."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck=deck)
    for seat in range(3):
        s.hand(seat, []).stats(seat, alcohol=5, fortitude=15)
    s.drink_me(0, ["Drinking Contest!"]).drink_deck(["Wine", "Light Ale", "Dragon Breath Ale"] + WATERS)
    g = s.turn(0, "drink").build()
    assert [alcohol_fortitude_gold(g, seat) for seat in range(3)] == [(7, 15, 9), (6, 15, 9), (9, 15, 12)]
    assert g.inn == 0
    assert titles_of(g, g.drink_discard) == ["Drinking Contest!", "Wine", "Light Ale", "Dragon Breath Ale"]


@pytest.mark.parametrize("deck", ["core", "second"])
def test_round_on_the_house_when_drunk(deck):
    """Rulebook 000 "Round on the House": one Drink is revealed and every player drinks a copy of it."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck=deck)
    for seat in range(3):
        s.hand(seat, []).stats(seat, alcohol=5, fortitude=15)
    s.drink_me(0, ["Round on the House!"]).drink_deck(["Wizard's Brew"] + WATERS)
    g = s.turn(0, "drink").build()
    assert [alcohol_fortitude_gold(g, seat) for seat in range(3)] == [(7, 17, 10)] * 3
    assert len(g.drink_deck) == len(WATERS)
    assert titles_of(g, g.drink_discard) == ["Round on the House!", "Wizard's Brew"]


def test_the_challenge_accepted():
    """cards.md section 3: accepting means two complete Drinks from the deck, then each other player pays 1 Gold."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck="second")
    for seat in range(3):
        s.hand(seat, []).stats(seat, alcohol=5, fortitude=15)
    s.drink_me(0, ["The Challenge!"]).drink_deck(["Wine", "Light Ale with a Chaser", "Dark Ale"] + WATERS)
    g = s.turn(0, "drink").build()
    assert g.current_player == 0
    assert {a.option for a in g.legal_actions()} == {"accept", "decline"}
    act(g, "choose", option="accept")
    assert [alcohol_fortitude_gold(g, seat) for seat in range(3)] == [(9, 15, 12), (5, 15, 9), (5, 15, 9)]
    assert len(g.drink_deck) == len(WATERS)


def test_the_challenge_declined_does_nothing():
    """cards.md section 3: declining The Challenge! means no Drinks and no Gold."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck="second")
    for seat in range(3):
        s.hand(seat, []).stats(seat, alcohol=5, fortitude=15)
    s.drink_me(0, ["The Challenge!"]).drink_deck(["Wine", "Light Ale"] + WATERS)
    g = s.turn(0, "drink").build()
    act(g, "choose", option="decline")
    assert [alcohol_fortitude_gold(g, seat) for seat in range(3)] == [(5, 15, 10)] * 3
    assert len(g.drink_deck) == len(WATERS) + 2
    assert titles_of(g, g.drink_discard) == ["The Challenge!"]


def test_the_challenge_failed_pays_nothing():
    """cards.md section 3: a challenger who passes out from the two Drinks is not paid, and is out."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck="second")
    for seat in range(3):
        s.hand(seat, [])
    s.stats(0, alcohol=12, fortitude=15)
    s.drink_me(0, ["The Challenge!"]).drink_deck(["Wine", "Wine"] + WATERS)
    g = s.turn(0, "drink").build()
    act(g, "choose", option="accept")
    assert g.players[0].out
    # Deirdre's 10 Gold: 5 to the Inn, 2 to each other player, the odd 1 to the Inn.
    assert (g.players[1].gold, g.players[2].gold, g.inn) == (12, 12, 6)


def test_the_challenge_event_revealed_is_not_one_of_the_two_drinks():
    """Rulebook 000 "Drink Events": an Event revealed during The Challenge! is no Drink; two Drinks are still drunk."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck="second")
    for seat in range(3):
        s.hand(seat, []).stats(seat, alcohol=5, fortitude=15)
    s.drink_me(0, ["The Challenge!"]).drink_deck(["Round on the House!", "Wine", "Light Ale"] + WATERS)
    g = s.turn(0, "drink").build()
    act(g, "choose", option="accept")
    assert alcohol_fortitude_gold(g, 0) == (8, 15, 12)
    assert [g.players[seat].gold for seat in (1, 2)] == [9, 9]


@pytest.mark.parametrize(("deck", "title"), EVENT_CASES, ids=EVENT_IDS)
def test_drink_event_cannot_be_ignored_or_changed(deck, title):
    """Rulebook 000 "Drink Events": cards that Ignore or change a Drink cannot answer a Drink Event card."""
    s = Scenario(["gerki", "deirdre"], drink_deck=deck, ask_all=True)
    s.hand(0, ["Dump it on the floor", "A little somethin' extra"])
    s.hand(1, ["Not now! These men are interested in my religion.", "Water into Wine", "Wine into Water",
               "You look like you need this more than I do!",
               "The Wench thinks you should stop playing with the drinks."])
    s.drink_me(0, [title]).drink_deck(["Wine"] + WATERS).turn(0, "drink")
    g = s.build()
    act(g, "drink")
    asked = []
    while [f.kind for f in g.stack] == ["event", "window"]:  # both passes: Anytime, then Sometimes
        asked.append(g.current_player)
        assert [a.kind for a in g.legal_actions()] == ["pass"]
        pass_(g)
    assert asked == [0, 1, 0, 1]


# ----- Mead ------------------------------------------------------------------------------------------------------

def test_mead_split_by_its_drinker_after_the_first_window():
    """Rulebook 000 "Mead and Similar Drinks": after the first responses the drinker may split it, halves rounded up."""
    s = Scenario(["deirdre", "gerki"], drink_deck="second")
    s.hand(0, []).hand(1, ["A little somethin' extra"])
    s.drink_me(0, ["Mead"]).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    assert g.current_player == 1  # the first window comes before the split
    assert not can(g, "choose")
    pass_(g)
    assert g.current_player == 0
    assert {(a.option, a.targets) for a in g.legal_actions()} == {("keep", ()), ("split", (1,))}
    act(g, "choose", option="split", targets=(1,))
    assert g.current_player == 1
    assert can(g, "play", "A little somethin' extra", drink=0) and can(g, "play", "A little somethin' extra", drink=1)
    pass_(g)
    assert (g.players[0].alcohol, g.players[1].alcohol) == (2, 2)


def test_mead_kept_whole():
    """Rulebook 000 "Mead and Similar Drinks": the drinker may choose not to split and takes all 3 Alcohol."""
    g = _drinker(["Mead"], "second", characters=("deirdre", "fiona")).build()
    act(g, "choose", option="keep")
    assert (g.players[0].alcohol, g.players[1].alcohol) == (8, 0)


def test_mead_as_a_chaser_cannot_be_split():
    """Rulebook 000 "Mead and Similar Drinks": Mead revealed as a Chaser is drunk whole, with no split offered."""
    g = _drinker(["Light Ale with a Chaser", "Mead"], "second", characters=("deirdre", "fiona")).build()
    assert (g.players[0].alcohol, g.players[1].alcohol) == (9, 0)
    assert g.turn == 1


def test_mead_from_round_on_the_house_cannot_be_split():
    """Rulebook 000 "Mead and Similar Drinks": Mead from a Drink Event is drunk whole by everyone, unsplit."""
    g = _drinker(["Round on the House!"], "second", characters=("deirdre", "fiona"),
                 drink_deck=["Mead"] + WATERS).build()
    assert (g.players[0].alcohol, g.players[1].alcohol) == (8, 3)
    assert g.turn == 1


def test_mead_from_a_drinking_contest_cannot_be_split():
    """Rulebook 000 "Mead and Similar Drinks": Mead revealed for a Drinking Contest is drunk whole."""
    g = _drinker(["Drinking Contest!"], "second", characters=("deirdre", "fiona"),
                 drink_deck=["Mead", "Wine"] + WATERS).build()
    assert alcohol_fortitude_gold(g, 0) == (8, 15, 9)
    assert alcohol_fortitude_gold(g, 1) == (2, 20, 7)


def test_mead_from_the_challenge_cannot_be_split():
    """Rulebook 000 "Mead and Similar Drinks": Mead drunk because of The Challenge! (a Drink Event) is not split."""
    g = _drinker(["The Challenge!"], "second", characters=("deirdre", "fiona"),
                 drink_deck=["Mead", "Wine"] + WATERS).build()
    act(g, "choose", option="accept")
    assert not can(g, "choose", option="split")
    assert alcohol_fortitude_gold(g, 0) == (10, 15, 9)
    assert alcohol_fortitude_gold(g, 1) == (0, 20, 7)


def test_mead_cannot_be_split_by_another_split_card():
    """cards.md section 3: Mead splits only by its own rule; a split card cannot target it."""
    g = _drinker(["Mead"], "second", characters=("fiona", "deirdre"),
                 hand=["Come, my friend, sit and drink with me!"]).build()
    assert not can(g, "play", "Come, my friend, sit and drink with me!")


def test_split_card_still_splits_ordinary_drinks():
    """cards.md section 3 (contrast): the same split card does split a Drink that is not Mead."""
    g = _drinker(["Elven Wine"], "second", characters=("fiona", "deirdre"),
                 hand=["Come, my friend, sit and drink with me!"]).build()
    play(g, "Come, my friend, sit and drink with me!", drink=0, targets=(1,))
    assert (g.players[0].alcohol, g.players[1].alcohol) == (7, 2)


# ----- We're Cutting You Off! ------------------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["core", "second"])
def test_cutting_you_off_lowers_alcohol(deck):
    """cards.md sections 2-3: "We're Cutting You Off!" takes 1 Alcohol Content away."""
    g = _drinker(["We're Cutting You Off!"], deck, alcohol=1).build()
    assert alcohol_fortitude_gold(g, 0) == (0, 15, 8)


@pytest.mark.parametrize("deck", ["core", "second"])
def test_cutting_you_off_cannot_go_below_zero(deck):
    """Rulebook 000 "Minimum and Maximum": at 0 Alcohol Content, "We're Cutting You Off!" leaves it at 0."""
    g = _drinker(["We're Cutting You Off!"], deck, alcohol=0).build()
    assert alcohol_fortitude_gold(g, 0) == (0, 15, 8)


# ----- caps on the other stat Drinks -----------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["core", "second"])
def test_holy_water_cannot_raise_fortitude_above_20(deck):
    """Rulebook 000 "Minimum and Maximum": Holy Water at 19 Fortitude only reaches 20."""
    g = _drinker(["Holy Water"], deck, fortitude=19).build()
    assert alcohol_fortitude_gold(g, 0) == (5, 20, 8)


@pytest.mark.parametrize("deck", ["core", "second"])
def test_wizards_brew_fortitude_capped_alcohol_still_gained(deck):
    """Rulebook 000 "Minimum and Maximum": Wizard's Brew at 20 Fortitude still gives its 2 Alcohol."""
    g = _drinker(["Wizard's Brew"], deck, fortitude=20).build()
    assert alcohol_fortitude_gold(g, 0) == (7, 20, 8)


# ----- Fine Ambrosia ---------------------------------------------------------------------------------------------

def test_fine_ambrosia_with_too_little_gold_pays_what_it_can():
    """cards.md section 7 and rulebook 000 "Minimum and Maximum": with 1 Gold the drinker pays 1 and is out of Gold."""
    s = _drinker([AMBROSIA], "second", characters=("deirdre", "fiona"))
    s.stats(0, gold=1)
    g = s.build()
    assert alcohol_fortitude_gold(g, 0) == (6, 19, 0)
    assert g.inn == 1
    assert g.players[0].out
    assert g.is_over and g.winners == [1]


def test_fine_ambrosia_payment_can_come_from_the_inn():
    """Rulebook 000 "Cards That Affect Your ... Gold": "My Goddess provides!" makes the Inn pay Ambrosia's 2 Gold."""
    g = _drinker([AMBROSIA], "second", characters=("deirdre", "fiona"), hand=["My Goddess provides!"]).build()
    assert g.current_player == 0
    play(g, "My Goddess provides!")
    assert alcohol_fortitude_gold(g, 0) == (6, 19, 8)
    assert g.inn == 0


def test_fine_ambrosia_payment_cannot_be_covered_for_another_player():
    """Rulebook 000 "Cards That Affect Your ... Gold": only the drinker may answer Ambrosia's payment."""
    s = _drinker([AMBROSIA], "second", characters=("fiona", "deirdre"), ask_all=True)
    s.hand(1, ["My Goddess provides!"])
    g = s.build()
    act(g, "drink")
    asked = []
    while g.stack and g.stack[-1].kind == "window" and g.stack[0].kind == "drink":
        asked.append(g.current_player)
        assert [a.kind for a in g.legal_actions()] == ["pass"]
        pass_(g)
    assert asked == [0, 1, 0, 1]
    assert alcohol_fortitude_gold(g, 0) == (6, 19, 6)
    assert g.inn == 2


def test_fine_ambrosia_with_no_gold_in_a_drinking_contest_pays_nothing():
    """Rulebook 000 "Drinking Contest": with no Gold left mid-contest, Ambrosia takes no Gold; winning saves you."""
    s = Scenario(["deirdre", "fiona", "gerki"], drink_deck="second")
    for seat in range(3):
        s.hand(seat, [])
    s.stats(0, gold=1).drink_me(0, ["Drinking Contest!"])
    # Deirdre reveals Ambrosia, Fiona the last card (Water); everyone pays 1 for more Drinks; Gerki gets a 0.
    s.drink_deck([AMBROSIA, "Water"]).drink_discard(["Water", "Water"]).turn(0, "drink")
    g = s.build()
    assert alcohol_fortitude_gold(g, 0) == (1, 20, 2)
    assert not g.players[0].out
    assert g.inn == 3
