"""The Drink rules of rulebook 000: "4. Drink", "More Drink Rules" and the Drink parts of "Other Rules" and "Variants".

Covered: sobering up on an empty Drink Me! pile; Chasers (same pile, chains, an empty pile or an Event as the
Chaser, everything revealed before anyone responds, one Ignore for the whole Drink); running out of Drinks
(every player still in pays the Inn, the discards become the deck, also in the middle of revealing Chasers);
the Drinking Contest (ties, pass-outs, negative Drinks, splitting/passing/Ignoring, Example 3); Round on the
House; splitting Drinks and Mead; ordering Drinks; extra Drinks; the Bar Deck variant.
Seats use Deirdre, Fiona, Gerki and Zot and their Drink cards.
"""

from __future__ import annotations

from collections import Counter

from innkeeper.content import load_content
from innkeeper.testing import (
    Scenario,
    act,
    alcohol_fortitude_gold,
    can,
    drink_me_pile,
    find,
    pass_,
    pass_until_settled,
    play,
    titles_of,
)

WATERS = ["Water"] * 8
NOT_NOW = "Not now! These men are interested in my religion."
YOU_NEED_THIS = "You look like you need this more than I do!"
COME_DRINK = "Come, my friend, sit and drink with me!"
LIQUID_COURAGE = "Nothing like a little belt of liquid courage!"
NOT_DRINKING = "We're at an inn, and you're not drinking. What's wrong with you!?"
BLOOD_OFF = "This is just the thing to get the blood off my sword!"
SOMETHIN = "A little somethin' extra"
DUMP = "Dump it on the floor"


def _alcohol(g) -> list[int]:
    """Every seat's Alcohol Content."""
    return [p.alcohol for p in g.players]


def _gold(g) -> list[int]:
    """Every seat's Gold."""
    return [p.gold for p in g.players]


def _table(characters, hands=None, alcohol: int = 5, fortitude: int = 15, **options) -> Scenario:
    """A scenario where every seat has the given hand (default empty) and the given Alcohol and Fortitude."""
    s = Scenario(list(characters), **options)
    hands = hands or {}
    for seat in range(len(characters)):
        s.hand(seat, list(hands.get(seat, [])))
        s.stats(seat, alcohol=alcohol, fortitude=fortitude)
    return s


def _modes(g, card: str) -> list[int]:
    """The modes of ``card`` the current player may play now."""
    return sorted({a.mode for a in g.legal_actions() if a.kind == "play" and a.card == card})


def _drink_frame(g):
    """The Drink being answered (the topmost Drink frame on the stack)."""
    return next(f for f in reversed(g.stack) if f.kind == "drink")


# ----- 4. Drink --------------------------------------------------------------------------------------------------

def test_empty_pile_sobers_up_by_one():
    """Rulebook 000 "4. Drink": with no card in the Drink Me! pile, Alcohol Content goes down by 1."""
    s = _table(["deirdre", "gerki"], alcohol=3).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    assert alcohol_fortitude_gold(g, 0) == (2, 15, 8)
    assert len(g.drink_deck) == len(WATERS)  # nothing is taken from the Drink Deck instead
    assert any("sobers up" in str(e) for e in s.events)


def test_empty_pile_at_zero_alcohol_stays_zero():
    """Rulebook 000 "4. Drink" and "Minimum and Maximum": sobering up never goes below 0 Alcohol."""
    g = _table(["deirdre", "gerki"], alcohol=0).drink_deck(WATERS).turn(0, "drink").build()
    assert alcohol_fortitude_gold(g, 0) == (0, 15, 8)


def test_drink_reveals_the_top_of_the_pile_and_is_discarded():
    """Rulebook 000 "4. Drink": only the top card is drunk, then it goes to the Drink discard pile."""
    s = _table(["deirdre", "gerki"]).drink_me(0, ["Wine", "Dragon Breath Ale"]).drink_deck(WATERS)
    g = s.turn(0, "drink").build()
    assert alcohol_fortitude_gold(g, 0) == (7, 15, 8)
    assert drink_me_pile(g, 0) == ["Dragon Breath Ale"]
    assert titles_of(g, g.drink_discard) == ["Wine"]


def test_extra_drink_takes_the_next_card_of_the_pile():
    """Rulebook 000 "Sometimes and Anytime Cards": Fiona's extra-Drink card makes the revealer drink one more."""
    s = _table(["deirdre", "fiona"], hands={1: [NOT_DRINKING]})
    g = s.drink_me(0, ["Light Ale", "Wine", "Water"]).drink_deck(WATERS).turn(0, "drink").build()
    assert g.current_player == 1
    play(g, NOT_DRINKING)
    assert alcohol_fortitude_gold(g, 0) == (8, 15, 8)
    assert drink_me_pile(g, 0) == ["Water"]


# ----- Chasers ---------------------------------------------------------------------------------------------------

def test_chaser_comes_from_the_same_pile():
    """Rulebook 000 "Chasers": the Chaser is the next card of the pile the Drink came from, not the Drink Deck."""
    s = _table(["deirdre", "gerki"]).drink_me(0, ["Light Ale with a Chaser", "Dragon Breath Ale", "Water"])
    g = s.drink_deck(["Elven Wine"] + WATERS).turn(0, "drink").build()
    assert alcohol_fortitude_gold(g, 0) == (10, 15, 8)
    assert drink_me_pile(g, 0) == ["Water"]
    assert titles_of(g, g.drink_deck)[-1] == "Elven Wine"


def test_chasers_chain_until_a_drink_without_one():
    """Rulebook 000 "Chasers": a Chaser that has a Chaser adds its effect and the revealing continues."""
    s = _table(["deirdre", "gerki"])
    s.drink_me(0, ["Light Ale with a Chaser", "Wine with a Chaser", "Elven Wine", "Dragon Breath Ale"])
    g = s.drink_deck(WATERS).turn(0, "drink").build()
    assert alcohol_fortitude_gold(g, 0) == (11, 15, 8)
    assert drink_me_pile(g, 0) == ["Dragon Breath Ale"]


def test_chaser_from_an_empty_pile_has_no_effect_and_no_sobering_up():
    """Rulebook 000 "Chasers": an empty pile when a Chaser is due adds nothing, and does not sober you up."""
    s = _table(["deirdre", "gerki"]).drink_me(0, ["Wine with a Chaser"]).drink_deck(WATERS)
    g = s.turn(0, "drink").build()
    assert alcohol_fortitude_gold(g, 0) == (7, 15, 8)
    assert not any("sobers up" in str(e) for e in s.events)


def test_event_as_chaser_has_no_effect_and_stops_revealing():
    """Rulebook 000 "Chasers": an Event revealed as a Chaser does nothing and no more cards are revealed."""
    s = _table(["deirdre", "gerki", "zot"])
    s.drink_me(0, ["Dark Ale with a Chaser", "Round on the House!", "Dragon Breath Ale"])
    g = s.drink_deck(["Wine"] + WATERS).turn(0, "drink").build()
    assert _alcohol(g) == [6, 5, 5]
    assert drink_me_pile(g, 0) == ["Dragon Breath Ale"]
    assert titles_of(g, g.drink_discard) == ["Dark Ale with a Chaser", "Round on the House!"]
    assert titles_of(g, g.drink_deck)[-1] == "Wine"


def test_all_chasers_are_revealed_before_anyone_responds():
    """Rulebook 000 "Chasers": nobody may answer a Drink until every one of its Chasers is revealed."""
    s = _table(["deirdre", "gerki"], hands={1: [SOMETHIN]})
    s.drink_me(0, ["Light Ale with a Chaser", "Wine with a Chaser", "Dark Ale", "Water"])
    g = s.drink_deck(WATERS).turn(0, "drink").build()
    assert g.current_player == 1
    revealed = titles_of(g, _drink_frame(g).drinks[0].cards)
    assert revealed == ["Light Ale with a Chaser", "Wine with a Chaser", "Dark Ale"]
    assert drink_me_pile(g, 0) == ["Water"]
    play(g, SOMETHIN, drink=0)
    assert alcohol_fortitude_gold(g, 0) == (11, 15, 8)


def test_one_ignore_ignores_the_drink_and_all_its_chasers():
    """Rulebook 000 "Chasers", Chaser Example 1: a single Ignore card Ignores the Drink together with its Chasers."""
    s = _table(["deirdre", "gerki"], hands={0: [NOT_NOW]})
    s.drink_me(0, ["Light Ale with a Chaser", "Dragon Breath Ale"]).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    assert g.current_player == 0
    assert _modes(g, NOT_NOW) == [1]  # only its Ignore-a-Drink use fits
    play(g, NOT_NOW, drink=0, mode=1)
    assert alcohol_fortitude_gold(g, 0) == (5, 15, 8)
    assert titles_of(g, g.drink_discard) == ["Light Ale with a Chaser", "Dragon Breath Ale"]


def test_event_as_chaser_from_the_drink_deck_in_a_contest():
    """Rulebook 000 "Chasers", Chaser Example 2: in a contest, an Event Chaser from the deck adds nothing."""
    s = _table(["deirdre", "gerki"]).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Light Ale with a Chaser", "Round on the House!", "Wine"] + WATERS)
    g = s.turn(0, "drink").build()
    assert _alcohol(g) == [6, 7]
    assert _gold(g) == [7, 9]


# ----- Running out of Drinks -------------------------------------------------------------------------------------

def test_ordering_the_last_drink_makes_everyone_pay_and_reshuffles():
    """Rulebook 000 "Running Out of Drinks": taking the last card costs all 1 Gold; the discards become the deck."""
    s = _table(["deirdre", "gerki", "zot"]).drink_me(1, ["Light Ale"])
    s.drink_deck(["Dragon Breath Ale"]).drink_discard(["Water", "Holy Water", "Wine"]).turn(0, "order")
    g = s.build()
    assert g.current_player == 0
    act(g, "order", targets=(2,))
    assert _gold(g) == [9, 9, 9]
    assert g.inn == 3
    assert sorted(titles_of(g, g.drink_deck)) == ["Holy Water", "Water", "Wine"]
    assert g.drink_discard == []
    assert drink_me_pile(g, 2) == ["Dragon Breath Ale"]
    assert drink_me_pile(g, 1) == ["Light Ale"]


def test_players_out_of_the_game_do_not_pay_for_more_drinks():
    """Rulebook 000 "Running Out of Drinks": only the players still in the game pay for the new round."""
    s = _table(["gerki", "fiona", "zot"])
    s.deck(0, [DUMP] * 8).deck(1, [BLOOD_OFF] * 8)
    s.stats(2, alcohol=17, fortitude=20).drink_me(2, ["Dragon Breath Ale"])
    s.drink_deck(["Wine"]).drink_discard(["Water", "Light Ale"]).turn(2, "drink")
    g = s.build()
    assert g.players[2].out
    # Zot's 10 Gold: 5 to the Inn, 2 to each other player, 1 to the Inn; then Gerki and Fiona pay 1 each.
    assert _gold(g)[:2] == [11, 11]
    assert g.inn == 8
    assert sum(1 for e in s.events if e.kind == "pay" and "to the Inn" in str(e)) == 2


def test_running_out_while_revealing_chasers_from_the_deck():
    """Rulebook 000 "Chasers" and "Running Out of Drinks": the deck is refilled mid-Chaser and revealing goes on."""
    s = _table(["deirdre", "gerki"], hands={0: ["Let's toast the Goddess!"]})
    s.drink_deck(["Wine", "Light Ale with a Chaser"]).drink_discard(["Dark Ale"] * 4).turn(0, "action")
    g = s.build()
    events = play(g, "Let's toast the Goddess!")
    # Deirdre: Wine; Gerki: Light Ale with a Chaser, the deck runs out, then a Dark Ale as its Chaser.
    # (Deirdre then orders a Dark Ale for Gerki and, with an empty pile, sobers up by 1.)
    assert _alcohol(g) == [6, 7]
    assert _gold(g) == [7, 7]
    assert g.inn == 2
    assert sum(1 for e in events if e.kind == "drinks_out") == 1
    assert drink_me_pile(g, 1) == ["Dark Ale"]
    assert titles_of(g, g.drink_deck) == ["Dark Ale", "Dark Ale"]


# ----- the Drinking Contest --------------------------------------------------------------------------------------

def _contest(deck: list[str], characters=("deirdre", "fiona", "gerki"), hands=None, alcohol: int = 5,
             fortitude: int = 15, **options) -> Scenario:
    """Seat 0 reveals a Drinking Contest in its Drink phase; the Drink Deck is ``deck`` then Water."""
    s = _table(characters, hands=hands, alcohol=alcohol, fortitude=fortitude, **options)
    return s.drink_me(0, ["Drinking Contest!"]).drink_deck(list(deck) + WATERS).turn(0, "drink")


def test_contest_highest_alcohol_takes_one_gold_from_each_other_player():
    """Rulebook 000 "Drinking Contest": everyone drinks; the highest Alcohol wins 1 Gold from each other player."""
    g = _contest(["Light Ale", "Dragon Breath Ale", "Wine"]).build()
    assert _alcohol(g) == [6, 9, 7]
    assert _gold(g) == [9, 12, 9]
    assert g.inn == 0


def test_contest_reveals_start_with_the_player_whose_turn_it_is():
    """Rulebook 000 "Drinking Contest": revealing starts with the active player even if another revealed the Event."""
    s = _table(["deirdre", "fiona", "gerki"], hands={1: ["Drink up, friend!"]})
    s.drink_me(2, ["Drinking Contest!"]).drink_deck(["Wine", "Light Ale", "Dragon Breath Ale"] + WATERS)
    g = s.turn(1, "action").build()
    play(g, "Drink up, friend!", targets=(2,))
    # Fiona (active) reveals Wine, Gerki Light Ale, Deirdre Dragon Breath Ale.
    assert _alcohol(g) == [9, 7, 6]
    assert _gold(g) == [12, 9, 9]


def test_contest_event_revealed_counts_as_zero_and_does_nothing():
    """Rulebook 000 "Drinking Contest": an Event revealed in a contest has no effect and counts as 0 Alcohol."""
    g = _contest(["Round on the House!", "Water", "Light Ale"]).build()
    assert _alcohol(g) == [5, 5, 6]
    assert _gold(g) == [9, 9, 12]


def test_contest_tie_is_redrunk_by_the_tied_players_only():
    """Rulebook 000 "Drinking Contest": tied players reveal and drink again until one wins; others sit it out."""
    g = _contest(["Wine", "Wine", "Light Ale", "Light Ale", "Dragon Breath Ale"]).build()
    assert _alcohol(g) == [8, 11, 6]
    assert _gold(g) == [9, 12, 9]


def test_contest_tied_player_who_passes_out_drops_out_and_the_other_wins():
    """Rulebook 000 "Drinking Contest": if all tied players but one pass out, the one standing wins without drinking."""
    s = _contest(["Elven Wine", "Elven Wine", "Light Ale", "Dragon Breath Ale"])
    g = s.stats(0, alcohol=12).build()
    assert g.players[0].out
    assert _alcohol(g)[1:] == [8, 6]
    # Deirdre pays Fiona 1, then splits her 9 Gold: 5 to the Inn, 2 each, 0 left over.
    assert _gold(g)[1:] == [14, 11]
    assert g.inn == 5


def test_contest_all_tied_players_pass_out_no_winner():
    """Rulebook 000 "Drinking Contest": when every tied player passes out the contest has no winner."""
    s = _contest(["Wine", "Wine", "Light Ale"])
    g = s.stats(0, alcohol=14, gold=5).stats(1, alcohol=14, gold=5).build()
    assert g.players[0].out and g.players[1].out
    assert g.is_over and g.winners == [2]
    # Nobody was paid for the contest: Gerki only gets his shares of the two splits (2 + 2).
    assert _gold(g)[2] == 14
    assert g.inn == 6


def test_contest_loser_who_passes_out_pays_the_winner_before_splitting():
    """Rulebook 000 "Drinking Contest": a player passing out still pays the winner 1 Gold, then splits the rest."""
    s = _contest(["Elven Wine", "Wine", "Light Ale"])
    g = s.stats(2, alcohol=14, gold=5).build()
    assert g.players[2].out
    # Gerki pays Deirdre 1, then splits 4: 2 to the Inn and 1 to each other player.
    assert _gold(g)[:2] == [13, 10]
    assert g.inn == 2


def test_contest_winner_who_passes_out_collects_first():
    """Rulebook 000 "Drinking Contest": a winner who also passes out collects the Gold, then passes out."""
    s = _contest(["Elven Wine", "Wine", "Light Ale"])
    g = s.stats(0, alcohol=14, gold=5).build()
    assert g.players[0].out
    # Deirdre collects 2 (7 Gold), then splits: 4 to the Inn, 1 to each other player, 1 left over to the Inn.
    assert _gold(g)[1:] == [10, 10]
    assert g.inn == 5


def test_contest_negative_drink_counts_as_zero():
    """Rulebook 000 "Drinking Contest": a Drink below 0 Alcohol counts 0 (a tie with Water) but still lowers Alcohol."""
    g = _contest(["We're Cutting You Off!", "Water", "Wine", "Light Ale"], characters=("deirdre", "fiona")).build()
    # First reveal: 0 (not -1) against 0, a tie; then Wine beats Light Ale.
    assert _alcohol(g) == [6, 6]
    assert _gold(g) == [9, 7]


def test_contest_alcohol_modifier_changes_the_outcome():
    """Rulebook 000 "Drinking Contest", Example 1: a card adding Alcohol to a Drink can force a tie and a redrink."""
    s = _contest(["Elven Wine", "Light Ale", "Dragon Breath Ale", "Light Ale"], characters=("fiona", "deirdre"),
                 hands={1: ["Water into Wine"]})
    g = s.build()
    assert g.current_player == 1
    play(g, "Water into Wine", drink=1)
    # Deirdre's Light Ale becomes 3, tying Fiona's Elven Wine; then Dragon Breath Ale beats Light Ale.
    assert _alcohol(g) == [12, 9]
    assert _gold(g) == [9, 7]


def test_contest_alcohol_reducer_changes_the_outcome():
    """Rulebook 000 "Drinking Contest": a card removing Alcohol from a Drink counts in the contest."""
    s = _contest(["Dragon Breath Ale", "Elven Wine"], characters=("fiona", "deirdre"), hands={1: ["Wine into Water"]})
    g = s.build()
    assert g.current_player == 1
    play(g, "Wine into Water", drink=0)
    # Fiona's Dragon Breath Ale drops to 2 and loses to Deirdre's Elven Wine (3).
    assert _alcohol(g) == [7, 8]
    assert _gold(g) == [7, 9]


def test_contest_split_does_not_change_the_winner():
    """Rulebook 000 "Drinking Contest", Example 2: splitting your Drink does not change the contest result."""
    s = _contest(["Dragon Breath Ale", "Dark Ale"], characters=("fiona", "deirdre"), hands={0: [COME_DRINK]})
    g = s.build()
    assert g.current_player == 0
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert _alcohol(g) == [7, 8]
    assert _gold(g) == [9, 7]


def test_contest_passing_your_drink_does_not_change_the_winner():
    """Rulebook 000 "Drinking Contest": giving your Drink to another player does not change the result."""
    s = _contest(["Dragon Breath Ale", "Dark Ale"], characters=("deirdre", "fiona"), hands={0: [YOU_NEED_THIS]})
    g = s.build()
    play(g, YOU_NEED_THIS, drink=0, targets=(1,))
    assert _alcohol(g) == [5, 10]
    assert _gold(g) == [9, 7]


def test_contest_ignoring_your_drink_does_not_change_the_winner():
    """Rulebook 000 "Drinking Contest": an Ignored Drink still counts its Alcohol for the contest."""
    s = _contest(["Dragon Breath Ale", "Dark Ale"], characters=("gerki", "deirdre"), hands={0: [DUMP]})
    g = s.build()
    play(g, DUMP, drink=0)
    assert _alcohol(g) == [5, 6]
    assert _gold(g) == [9, 7]


def test_contest_drinks_cannot_get_an_extra_drink_card():
    """Rulebook 000 "Drinking Contest": contest Drinks come from the Drink Deck, so no extra-Drink card fits."""
    s = _contest(["Wine", "Light Ale"], characters=("deirdre", "fiona"), hands={1: [NOT_DRINKING]})
    g = s.build()
    assert _alcohol(g) == [7, 6]
    assert _gold(g) == [9, 7]
    assert titles_of(g, g.players[1].hand) == [NOT_DRINKING]


def test_contest_example_3_last_gold_spent_on_the_refill_then_won():
    """Rulebook 000 "Drinking Contest", Example 3: the revealer pays her last Gold for more Drinks, wins, stays in."""
    s = _table(["deirdre", "fiona", "gerki"], alcohol=0, fortitude=20)
    s.stats(0, gold=1).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale", "Light Ale"]).drink_discard(["Wine", "Wine"]).turn(0, "drink")
    g = s.build()
    assert not g.players[0].out
    assert _gold(g) == [2, 8, 8]
    assert g.inn == 3
    assert _alcohol(g)[:2] == [4, 1]


def test_contest_revealer_who_spent_her_last_gold_and_loses_is_out():
    """Rulebook 000 "Drinking Contest": out of Gold mid-contest, you stay until it ends, then lose unless you won."""
    s = _table(["deirdre", "fiona", "gerki"], alcohol=0, fortitude=20)
    s.stats(0, gold=1).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Light Ale", "Dragon Breath Ale"]).drink_discard(["Water", "Water"]).turn(0, "drink")
    g = s.build()
    assert g.players[0].out
    assert _gold(g)[1:] == [10, 8]
    assert g.inn == 3


# ----- Round on the House ----------------------------------------------------------------------------------------

def _house(deck: list[str], hands=None) -> Scenario:
    """Deirdre (seat 0) reveals Round on the House with Fiona and Gerki at the table."""
    s = _table(["deirdre", "fiona", "gerki"], hands=hands)
    return s.drink_me(0, ["Round on the House!"]).drink_deck(list(deck) + WATERS).turn(0, "drink")


def test_round_on_the_house_copies_exist_before_anyone_responds():
    """Rulebook 000 "Round on the House": the Drink is copied for each player before anyone may affect it."""
    g = _house(["Wine"], hands={0: ["Water into Wine"]}).build()
    assert g.current_player == 0
    frame = _drink_frame(g)
    assert [d.drinker for d in frame.drinks] == [0, 1, 2]
    assert {a.drink for a in g.legal_actions() if a.kind == "play"} == {0, 1, 2}


def test_round_on_the_house_change_to_one_copy_only_affects_that_copy():
    """Rulebook 000 "Round on the House": a card changing one player's copy leaves the other copies alone."""
    g = _house(["Wine"], hands={0: ["Water into Wine"]}).build()
    play(g, "Water into Wine", drink=2)
    assert _alcohol(g) == [7, 7, 9]


def test_round_on_the_house_ignore_and_conversion_are_per_copy():
    """Rulebook 000 "Round on the House": Ignoring or converting your copy changes nothing for the others."""
    g = _house(["Elven Wine"], hands={1: [LIQUID_COURAGE], 2: [DUMP]}).build()
    assert g.current_player == 1
    play(g, LIQUID_COURAGE, drink=1)
    assert g.current_player == 2
    play(g, DUMP, drink=2)
    assert [alcohol_fortitude_gold(g, seat)[:2] for seat in range(3)] == [(8, 15), (5, 18), (5, 15)]


def test_round_on_the_house_copies_a_drink_with_its_chasers():
    """Rulebook 000 "Round on the House" and "Chasers": the copied Drink includes its Chasers."""
    g = _house(["Light Ale with a Chaser", "Wine"]).build()
    assert _alcohol(g) == [8, 8, 8]


# ----- Splitting -------------------------------------------------------------------------------------------------

def _fiona_drinks(pile: list[str], hands=None, characters=("fiona", "deirdre")) -> Scenario:
    """Fiona (seat 0) is about to drink ``pile``; Fiona holds her split card unless told otherwise."""
    hands = hands if hands is not None else {0: [COME_DRINK]}
    s = _table(characters, hands=hands, alcohol=0, fortitude=20, drink_deck="second")
    return s.drink_me(0, pile).drink_deck(WATERS).turn(0, "drink")


def test_split_halves_round_up():
    """Rulebook 000 "Splitting Drinks": an Elven Wine split in two gives each player 2 Alcohol."""
    g = _fiona_drinks(["Elven Wine"]).build()
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert _alcohol(g) == [2, 2]


def test_split_example_1_change_after_split_hits_one_half():
    """Rulebook 000 "Splitting Drinks", Split Example 1: split first, then +2 on one half: 2 and 4."""
    g = _fiona_drinks(["Elven Wine"], hands={0: [COME_DRINK], 1: ["Water into Wine"]}).build()
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert g.current_player == 1
    play(g, "Water into Wine", drink=1)
    assert _alcohol(g) == [2, 4]


def test_split_example_2_change_before_split_is_split():
    """Rulebook 000 "Splitting Drinks", Split Example 2: +2 first makes 5, which splits into 3 and 3."""
    s = _fiona_drinks(["Elven Wine"], hands={0: [COME_DRINK], 1: ["Water into Wine"]})
    g = s.build()
    pass_(g)  # Fiona waits
    play(g, "Water into Wine", drink=0)
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert _alcohol(g) == [3, 3]


def test_split_combines_like_effects_before_halving():
    """Rulebook 000 "Splitting Drinks", Split Example 3: a Drink and its Chaser add up, then halve (2 -> 1 each)."""
    g = _fiona_drinks(["Light Ale with a Chaser", "Dark Ale"]).build()
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert _alcohol(g) == [1, 1]


def test_split_combines_alcohol_and_fortitude_separately():
    """Rulebook 000 "Splitting Drinks": Elven Wine with a Chaser + Wizard's Brew (5 A, 2 F) gives 3 A, 1 F each."""
    s = _table(["fiona", "deirdre"], hands={0: [COME_DRINK]}, alcohol=0, fortitude=15)
    g = s.drink_me(0, ["Elven Wine with a Chaser", "Wizard's Brew"]).drink_deck(WATERS).turn(0, "drink").build()
    play(g, COME_DRINK, drink=0, targets=(1,))
    assert [alcohol_fortitude_gold(g, seat)[:2] for seat in range(2)] == [(3, 16), (3, 16)]


def test_mead_example():
    """Rulebook 000 "Mead and Similar Drinks", Mead Example: Mead split 2 and 2, then +2 on the partner's half."""
    s = _table(["deirdre", "fiona", "gerki"], hands={2: [SOMETHIN]}, alcohol=0, fortitude=20, drink_deck="second")
    g = s.drink_me(0, ["Mead"]).drink_deck(WATERS).turn(0, "drink").build()
    assert g.current_player == 2
    pass_(g)
    assert g.current_player == 0
    act(g, "choose", option="split", targets=(1,))
    assert g.current_player == 2
    play(g, SOMETHIN, drink=1)
    assert _alcohol(g) == [2, 4, 0]


def test_mead_in_a_toast_may_be_split():
    """Rulebook 000 "Mead and Similar Drinks": only a Chaser or a Drink Event stops Mead's own split."""
    s = _table(["deirdre", "fiona"], hands={0: ["Let's toast the Goddess!"]}, alcohol=0, fortitude=20,
               drink_deck="second")
    g = s.drink_deck(["Mead", "Water"] + WATERS).turn(0, "action").build()
    play(g, "Let's toast the Goddess!")
    assert can(g, "choose", option="split", targets=(1,))


# ----- passing and Ignoring ----------------------------------------------------------------------------------

def test_cannot_ignore_another_players_drink_until_it_is_passed_to_you():
    """Rulebook 000 "Negate and Ignore Effects": you may Ignore someone else's Drink only once it is passed to you."""
    s = _table(["deirdre", "gerki"], hands={0: [YOU_NEED_THIS], 1: [DUMP]})
    g = s.drink_me(0, ["Dragon Breath Ale"]).drink_deck(WATERS).turn(0, "drink").build()
    assert g.current_player == 0
    play(g, YOU_NEED_THIS, drink=0, targets=(1,))
    assert g.current_player == 1
    assert can(g, "play", DUMP, drink=0)
    play(g, DUMP, drink=0)
    assert _alcohol(g) == [5, 5]


def test_gerki_is_not_asked_to_ignore_deirdres_own_drink():
    """Rulebook 000 "Negate and Ignore Effects": a Drink-Ignore card cannot target a Drink someone else drinks."""
    s = _table(["deirdre", "gerki"], hands={1: [DUMP]})
    g = s.drink_me(0, ["Dragon Breath Ale"]).drink_deck(WATERS).turn(0, "drink").build()
    assert _alcohol(g) == [9, 5]
    assert titles_of(g, g.players[1].hand) == [DUMP]


def test_liquid_courage_turns_the_alcohol_into_fortitude():
    """Rulebook 000 "4. Drink" (Fiona's card): the Drink's Alcohol gain becomes a Fortitude gain."""
    s = _table(["fiona", "gerki"], hands={0: [LIQUID_COURAGE]})
    g = s.drink_me(0, ["Dragon Breath Ale"]).drink_deck(WATERS).turn(0, "drink").build()
    play(g, LIQUID_COURAGE, drink=0)
    assert alcohol_fortitude_gold(g, 0) == (5, 19, 8)


# ----- Ordering a Drink ------------------------------------------------------------------------------------------

def test_order_goes_on_top_of_another_players_pile_never_your_own():
    """Rulebook 000 "3. Order a Drink": the top Drink Deck card goes face down on another player's pile."""
    s = _table(["deirdre", "fiona", "gerki"]).drink_me(2, ["Water"])
    g = s.drink_deck(["Dragon Breath Ale"] + WATERS).turn(0, "order").build()
    assert g.current_player == 0
    orders = sorted(a.targets for a in g.legal_actions() if a.kind == "order")
    assert orders == [(1,), (2,)]
    assert not can(g, "pass")  # ordering is not optional
    act(g, "order", targets=(2,))
    assert drink_me_pile(g, 2) == ["Dragon Breath Ale", "Water"]
    assert len(g.drink_deck) == len(WATERS)


def test_ordered_drink_is_face_down():
    """Rulebook 000 "3. Order a Drink": nobody, not even the drinker, sees the ordered Drink."""
    s = _table(["deirdre", "fiona", "gerki"])
    g = s.drink_deck(["Dragon Breath Ale"] + WATERS).turn(0, "order").build()
    events = act(g, "order", targets=(1,))
    assert not any("Dragon Breath" in str(e) for e in events)
    for seat in (None, 0, 1, 2):
        assert "Dragon Breath" not in str(g.observe(seat))


def test_wench_bring_drinks_orders_two_more_for_other_players():
    """Rulebook 000 "Ordering Additional Drinks": extra Drinks go on any other players' piles, even the same one."""
    s = _table(["deirdre", "fiona", "gerki"], hands={0: ["Wench, bring some drinks for my friends!"]})
    g = s.drink_deck(["Wine", "Light Ale", "Elven Wine"] + WATERS).turn(0, "order").build()
    act(g, "order", targets=(1,))
    play(g, "Wench, bring some drinks for my friends!")
    for _ in range(2):
        assert g.current_player == 0
        assert sorted(a.targets for a in g.legal_actions() if a.kind == "order") == [(1,), (2,)]
        act(g, "order", targets=(2,))
    assert drink_me_pile(g, 1) == ["Wine"]
    assert drink_me_pile(g, 2) == ["Elven Wine", "Light Ale"]
    assert _gold(g)[0] == 9 and g.inn == 1


# ----- the Bar Deck variant --------------------------------------------------------------------------------------

def _all_drink_cards() -> Counter:
    """Every Drink card of every built-in Drink Deck, by title."""
    content = load_content()
    return Counter(content.cards[c].title for deck in content.drink_decks.values() for c in deck)


def test_bar_deck_starts_with_30_cards_from_all_drink_cards():
    """Rulebook 000 "The Bar Deck Variant": all Drink cards are shuffled and 30 of them form the Drink Deck."""
    g = _table(["deirdre", "fiona", "gerki"], bar_deck=True).turn(0, "order").build()
    assert len(g.drink_deck) == 30
    assert len(g.bar_deck) == sum(_all_drink_cards().values()) - 30
    assert Counter(titles_of(g, g.drink_deck + g.bar_deck)) == _all_drink_cards()


def test_bar_deck_refill_takes_the_next_30_bar_cards():
    """Rulebook 000 "The Bar Deck Variant": when the Drink Deck runs out all pay 1, then 30 Bar Deck cards follow."""
    s = _table(["deirdre", "fiona", "gerki"], bar_deck=True)
    g = s.drink_deck(["Wine"]).drink_discard(["Water", "Light Ale"]).turn(0, "order").build()
    bar = Counter(titles_of(g, g.bar_deck[-30:]))
    act(g, "order", targets=(1,))
    assert _gold(g) == [9, 9, 9]
    assert g.inn == 3
    assert len(g.drink_deck) == 30
    assert Counter(titles_of(g, g.drink_deck)) == bar
    assert titles_of(g, g.drink_discard) == ["Water", "Light Ale"]


def test_bar_deck_running_out_reshuffles_the_discards_into_the_bar():
    """Rulebook 000 "The Bar Deck Variant": when the Bar Deck runs out the discards become the new Bar Deck."""
    s = _table(["deirdre", "fiona", "gerki"], bar_deck=True)
    s.drink_deck(["Wine"]).drink_discard(["Water", "Light Ale", "Holy Water"]).turn(0, "order")
    g = s.build()
    g.bar_deck = g.bar_deck[-2:]  # only two Bar Deck cards left
    bar = titles_of(g, g.bar_deck)
    act(g, "order", targets=(1,))
    assert _gold(g) == [9, 9, 9]
    assert sorted(titles_of(g, g.drink_deck)) == sorted(bar + ["Water", "Light Ale", "Holy Water"])
    assert g.bar_deck == [] and g.drink_discard == []


def test_contest_event_entry_cannot_be_modified() -> None:
    """000 Drink Events and Drinking Contest: an Event entered in a contest counts 0 and no Drink card may change it."""
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, ["Water into Wine"])
    s.hand(1, [])
    s.drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Light Ale", "Round on the House!"] + ["Water"] * 8)
    s.turn(0, "drink")
    g = s.build()
    assert [a.drink for a in find(g, "play", "Water into Wine")] == [0]   # Deirdre's Light Ale only
    pass_until_settled(g)
    assert [p.gold for p in g.players] == [9, 7] and [p.alcohol for p in g.players] == [1, 0]


def test_contest_tie_nothing_can_break_has_no_winner() -> None:
    """000 Drinking Contest: when no Drink is left anywhere to reveal, a tie cannot be broken: no winner (no hang)."""
    content = load_content()
    core = [content.cards[i].title for i in content.drink_decks["core"]]
    core.remove("Drinking Contest!")
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, [])
    s.hand(1, [])
    s.drink_me(0, ["Drinking Contest!"])
    s.drink_me(1, core)
    s.drink_deck([])
    s.turn(0, "drink")
    g = s.build()
    assert any(str(e) == "The Drinking Contest has no winner." for e in s.events)
    assert g.players[0].gold == g.players[1].gold


def test_liquid_courage_keeps_contest_strength() -> None:
    """000 Drinking Contest: taking a Drink's Alcohol as Fortitude does not lower its Alcohol for the contest."""
    s = Scenario(["fiona", "gerki"])
    s.hand(0, ["Nothing like a little belt of liquid courage!"])
    s.hand(1, [])
    s.drink_me(0, ["Drinking Contest!"])
    s.drink_deck(["Dragon Breath Ale", "Light Ale"] + ["Water"] * 8)
    s.turn(0, "drink")
    g = s.build()
    play(g, "Nothing like a little belt of liquid courage!", drink=0)
    pass_until_settled(g)
    assert [p.gold for p in g.players] == [9, 7]
    assert (g.players[0].alcohol, g.players[0].fortitude) == (0, 20)


def test_event_discarded_during_group_reveal_is_in_the_discard_pile() -> None:
    """000 Running Out of Drinks: an Event discarded while revealing is in the discard pile at once (and reshuffled)."""
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, [])
    s.hand(1, [])
    s.drink_me(0, ["Round on the House!"])
    s.drink_deck(["Drinking Contest!", "Wine"])
    s.drink_discard([])
    s.turn(0, "drink")
    g = s.build()
    # Wine was the last card: the refill shuffled Round on the House! and the discarded Drinking Contest! together
    assert sorted(g.title(c) for c in g.drink_deck) == ["Drinking Contest!", "Round on the House!"]
    assert [g.title(c) for c in g.drink_discard] == ["Wine"]


def test_group_reveal_stops_when_only_drink_events_are_left() -> None:
    """A toast whose every reveal would be a Drink Event (the rest are on Drink Me! piles) ends instead of
    discarding, reshuffling and revealing the same Event for ever."""
    g = (Scenario(["deirdre", "zot"]).turn(0, "action").hand(0, ["Let's toast the Goddess!"])
         .drink_deck(["Drinking Contest!"]).drink_discard([]).build())
    events = play(g, "Let's toast the Goddess!")
    for _ in range(100):
        if not g.stack:
            break
        events += pass_(g)
    assert not g.stack and any("only Drink Events" in str(e) for e in events)
    assert not g.is_over and g.turn == 1   # the game goes on to Zot's turn
    assert g.players[0].alcohol == 0 and g.players[1].alcohol == 0


def test_group_reveal_skips_events_while_a_drink_is_left() -> None:
    """With an ordinary Drink still in the Drink Deck, the toast skips the Event and reveals the Drink."""
    g = (Scenario(["deirdre", "zot"]).turn(0, "action").hand(0, ["Let's toast the Goddess!"])
         .drink_deck(["Drinking Contest!", "Wine", "Wine"]).drink_discard([]).build())
    events = play(g, "Let's toast the Goddess!")
    for _ in range(100):
        if not g.stack:
            break
        events += pass_(g)
    lines = [str(e) for e in events]
    assert not any("only Drink Events" in line for line in lines)
    assert "'Drinking Contest!' is revealed and discarded." in lines
    assert "Deirdre drinks Wine: +2 Alcohol." in lines and "Zot drinks Wine: +2 Alcohol." in lines
