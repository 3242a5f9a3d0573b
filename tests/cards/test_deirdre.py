"""Deirdre the Priestess: each card of her own deck works where the rules allow it and is refused where they do not.

The cards every RDI1 deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench cards, "I don't
think so!", "Tip the Wench.") are tested elsewhere; here they only set a situation up. Every seat's hand is set
exactly. Rules: shared/rulebooks/000_*.txt (cited as 000) and 001_*.txt (001); card facts:
shared/reference/cards.md, Deirdre's table.
"""

from __future__ import annotations

from innkeeper.engine.state import EventFrame, LossFrame
from innkeeper.testing import Scenario, act, drink, find, hand, pass_, pass_windows, play, sometimes_choices, texts

WATERS = ["Water"] * 8

# Cards that are never a legal response: they keep a seat's hand non-empty so the game stops at its
# Discard and Draw phase instead of running on by itself.
DEIRDRE_FILLER = "Sorry, sometimes my healing spells just wear off."
FIONA_FILLER = "You wanna arm wrestle?"
GERKI_FILLER = "That's not healing salve! It's contact poison!"
ZOT_FILLER = "Down Pooky!"

GOD_SEES = "They might not know you're cheating, but my Goddess does!"
FOR_THE_POOR = "I'm saving this money for the poor."
PRAY = "Sorry, I have to pray now..."
RELIGION = "Not now! These men are interested in my religion."
NEED_THIS = "You look like you need this more than I do!"
WATER_INTO_WINE = "Water into Wine"
WINE_INTO_WATER = "Wine into Water"
TOAST = "Let's toast the Goddess!"
SILLY = "Stop being silly!"
PROTECTS = "My Goddess protects me!"
PROVIDES = "My Goddess provides!"
PRIESTESS_MONEY = "A priestess can make money just about anywhere!"
HEALS = "My Goddess heals me."
DOESNT_LIKE = "My Goddess doesn't like that!"
NOT_THAT_KIND = "I'm not that kind of priestess!"
MADE_ME = "My Goddess made me do it!"
MUMMY_ROT = "Oh no! I think that growth on your arm might be Mummy Rot!"
WEAR_OFF = "Sorry, sometimes my healing spells just wear off."
PRAYER = "Prayer of Healing"
MASS_HEAL = "Mass Heal!"

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"
GERKI_CHEAT = "I'm winning... Honestly!"
ZOT_CHEAT = "Pooky! Stop looking at everyone's cards!"
BIKINI = "Hey! No more chain mail bikini jokes!"
BORROW = "Hey guys... Can I borrow some gold? Armor repair isn't cheap, ya' know."
DRINK_UP = "Drink up, friend!"
ARMOR = "Luckily for me, I was wearing my armor!"
RUST = "This is just the thing to get the rust off my armor!"

BREWER = """
[character]
id = "brewer"
name = "Test Brewer"
set = "test"
source = "test"

[[card]]
title = "Test: on the house, friend"
type = "action"
copies = 7
text = "Another player gains 2 Alcohol Content."
effects = [{ op = "gain_alcohol", who = "another", amount = 2 }]
"""


# ----- They might not know you're cheating, but my Goddess does! ----------------------------------------------------

def test_goddess_sees_cheating_works():
    """An opponent's Cheating card is Negated and Deirdre wins the pot at once (000, Gambling; cards.md Deirdre)."""
    s = Scenario(["deirdre", "gerki"])
    s.hand(0, [GAMBLE, GOD_SEES, DEIRDRE_FILLER]).hand(1, [GERKI_CHEAT, GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert (g.players[0].gold, g.players[1].gold, g.pot) == (7, 7, 2)
    assert g.current_player == 1
    play(g, GERKI_CHEAT)
    assert g.current_player == 0
    assert [a.card for a in g.legal_actions() if a.kind == "play"] == [GOD_SEES]
    events = texts(play(g, GOD_SEES))
    assert f"'{GERKI_CHEAT}' is Negated." in events
    assert "Deirdre wins the Round and takes the pot of 2 Gold." in events
    assert (g.players[0].gold, g.players[1].gold, g.pot) == (9, 7, 0)
    assert g.round is None
    assert g.title(g.players[1].discard[-1]) == GERKI_CHEAT
    assert (g.current_player, g.turn, g.phase) == (1, 1, "discard")


def test_goddess_sees_cheating_refused_after_leaving_round():
    """Once Deirdre has left the Round she may not answer a Cheating card with it (000, Leaving a Round)."""
    s = Scenario(["gerki", "deirdre", "zot"], ask_all=True)
    s.hand(0, [GAMBLE]).hand(1, [FOR_THE_POOR, GOD_SEES]).hand(2, [ZOT_CHEAT])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert FOR_THE_POOR in sometimes_choices(g, 1)
    play(g, FOR_THE_POOR)
    pass_windows(g)
    assert g.round.players == [0, 2]
    assert g.current_player == 2
    play(g, ZOT_CHEAT)
    assert GOD_SEES not in sometimes_choices(g, 1)
    pass_windows(g)
    assert (g.current_player, g.round.controller) == (0, 2)
    assert GOD_SEES in hand(g, 1)


def test_goddess_sees_cheating_refused_against_gambling_card():
    """An ordinary Gambling card is not cheating, so the anti-cheat card is not offered (cards.md Deirdre)."""
    s = Scenario(["deirdre", "gerki"], ask_all=True)
    s.hand(0, [GAMBLE, GOD_SEES]).hand(1, [WINNING_HAND])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    pass_windows(g)
    assert g.current_player == 1
    play(g, WINNING_HAND)
    assert GOD_SEES not in sometimes_choices(g, 0)


# ----- I'm saving this money for the poor. / Sorry, I have to pray now... -------------------------------------------

def test_for_the_poor_works():
    """Instead of anteing to a new Round, Deirdre leaves it and keeps her Gold (000, Leaving a Round of Gambling)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [GAMBLE, FIONA_FILLER]).hand(1, [FOR_THE_POOR, DEIRDRE_FILLER]).hand(2, [RAISE, GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    events = texts(play(g, FOR_THE_POOR))
    assert "Deirdre stays out of the Round." in events
    assert g.round.players == [0, 2]
    assert (g.players[0].gold, g.players[1].gold, g.players[2].gold, g.pot) == (9, 10, 9, 2)
    assert g.current_player == 2


def test_for_the_poor_refused_without_ante():
    """"Winning Hand!" takes control without an ante, so there is no ante to skip (000, Gambling)."""
    s = Scenario(["deirdre", "gerki"], ask_all=True)
    s.hand(0, [RAISE, FOR_THE_POOR, PRAY]).hand(1, [GAMBLE, WINNING_HAND])
    s.drink_deck(WATERS).turn(1, "action")
    g = s.build()
    play(g, GAMBLE)
    assert FOR_THE_POOR in sometimes_choices(g, 0)
    pass_windows(g)
    assert g.current_player == 0
    play(g, RAISE)
    pass_windows(g)
    assert g.current_player == 1
    assert g.round.players == [0, 1] and g.pot == 4
    play(g, WINNING_HAND)
    assert FOR_THE_POOR not in sometimes_choices(g, 0)


def test_pray_now_works():
    """Answering "I raise!" mid-Round, Deirdre leaves instead of anteing again; her first ante stays (000)."""
    s = Scenario(["gerki", "deirdre", "zot"])
    s.hand(0, [GAMBLE, WINNING_HAND]).hand(1, [PRAY, DEIRDRE_FILLER]).hand(2, [RAISE, ZOT_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    pass_(g)
    assert g.pot == 3
    assert g.current_player == 2
    play(g, RAISE)
    assert g.current_player == 1
    events = texts(play(g, PRAY))
    assert "Deirdre leaves the Round." in events
    assert g.current_player == 0
    assert g.round.players == [0, 2]
    assert g.round.controller == 2
    assert (g.players[0].gold, g.players[1].gold, g.players[2].gold, g.pot) == (8, 9, 8, 5)


def test_pray_now_refused_when_gamble_only_takes_control():
    """During a Round "Gambling? I'm in!" only takes control, so nobody antes and there is nothing to skip (000)."""
    s = Scenario(["gerki", "deirdre", "zot"], ask_all=True)
    s.hand(0, [GAMBLE]).hand(1, [PRAY]).hand(2, [GAMBLE])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    pass_windows(g)
    assert PRAY in hand(g, 1)
    assert g.current_player == 1 and g.round.players == [0, 1, 2]
    pass_(g)
    assert g.current_player == 2
    play(g, GAMBLE)
    assert PRAY not in sometimes_choices(g, 1)
    pass_windows(g)
    assert (g.round.controller, g.pot) == (2, 3)
    assert [p.gold for p in g.players] == [9, 9, 9]


# ----- Not now! These men are interested in my religion. ------------------------------------------------------------

def test_not_now_religion_works_leaving_round():
    """Its first use skips the ante of a new Round and leaves it (cards.md Deirdre; 000, Leaving a Round)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [GAMBLE, FIONA_FILLER]).hand(1, [RELIGION, DEIRDRE_FILLER]).hand(2, [RAISE, GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    assert [a.mode for a in find(g, "play", RELIGION)] == [0]
    play(g, RELIGION, mode=0)
    assert g.round.players == [0, 2]
    assert (g.players[1].gold, g.pot) == (10, 2)


def test_not_now_religion_works_ignoring_drink():
    """Its second use Ignores Deirdre's own revealed Drink (000, Negate and Ignore Effects)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [RELIGION]).hand(1, [FIONA_FILLER]).drink_me(0, ["Dragon Breath Ale"])
    s.stats(0, alcohol=3).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    assert [(a.mode, a.drink) for a in find(g, "play", RELIGION)] == [(1, 0)]
    events = texts(play(g, RELIGION, mode=1))
    assert "Deirdre Ignores the Drink." in events
    assert g.players[0].alcohol == 3
    assert [g.title(c) for c in g.drink_discard] == ["Dragon Breath Ale"]
    assert (g.current_player, g.turn) == (1, 1)


def test_not_now_religion_refused_on_another_players_drink():
    """Neither use fits another player's Drink: it does not affect Deirdre (000, Negate and Ignore Effects)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, []).hand(1, [RELIGION]).drink_me(0, ["Dragon Breath Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert RELIGION not in sometimes_choices(g, 1)
    pass_windows(g)
    assert g.players[0].alcohol == 4


def test_not_now_religion_refused_leave_mode_without_ante():
    """An attack card makes nobody ante, and the Drink use needs a Drink, so neither use is offered (000)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BIKINI]).hand(1, [RELIGION])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert RELIGION not in sometimes_choices(g, 1)


# ----- You look like you need this more than I do! ------------------------------------------------------------------

def test_need_this_more_works():
    """Deirdre hands her revealed Elven Wine to Fiona, who drinks it instead (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [NEED_THIS]).hand(1, [FIONA_FILLER]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert [(a.targets, a.drink) for a in find(g, "play", NEED_THIS)] == [((1,), 0)]
    events = texts(play(g, NEED_THIS, targets=(1,)))
    assert "The Drink passes to Fiona." in events
    assert "Fiona drinks Elven Wine: +3 Alcohol." in events
    assert (g.players[0].alcohol, g.players[1].alcohol) == (0, 3)


def test_need_this_more_refused_on_another_players_drink():
    """Only a Drink Deirdre is about to drink can be handed on; Fiona's own Drink cannot (000, Negate and Ignore)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, []).hand(1, [NEED_THIS]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert NEED_THIS not in sometimes_choices(g, 1)
    pass_windows(g)
    assert (g.players[0].alcohol, g.players[1].alcohol) == (3, 0)


# ----- Water into Wine / Wine into Water ----------------------------------------------------------------------------

def test_water_into_wine_works():
    """Deirdre adds 2 Alcohol to Fiona's revealed Light Ale, so Fiona gains 3 (000, Timing Example 1)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [FIONA_FILLER]).hand(1, [WATER_INTO_WINE, DEIRDRE_FILLER]).drink_me(0, ["Light Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 1
    assert [a.drink for a in find(g, "play", WATER_INTO_WINE)] == [0]
    events = texts(play(g, WATER_INTO_WINE, drink=0))
    assert "Fiona's Drink now gives 3 Alcohol (was 1)." in events
    assert "Fiona drinks Light Ale: +3 Alcohol." in events
    assert g.players[0].alcohol == 3


def test_water_into_wine_refused_on_drink_event():
    """A Drink Event is not a Drink, so it cannot be spiked (000, Drink Events)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, []).hand(1, [WATER_INTO_WINE]).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert isinstance(g.stack[-2], EventFrame)
    assert WATER_INTO_WINE not in sometimes_choices(g, 1)


def test_wine_into_water_works():
    """Dragon Breath Ale loses 2 Alcohol, so Deirdre gains 2 instead of 4 (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [WINE_INTO_WATER]).hand(1, [FIONA_FILLER]).drink_me(0, ["Dragon Breath Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    events = texts(play(g, WINE_INTO_WATER, drink=0))
    assert "Deirdre drinks Dragon Breath Ale: +2 Alcohol." in events
    assert g.players[0].alcohol == 2


def test_wine_into_water_works_never_below_zero():
    """A Light Ale watered down by 2 gives 0 Alcohol, not -1 (cards.md Deirdre: not below 0)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [WINE_INTO_WATER]).hand(1, [FIONA_FILLER]).drink_me(0, ["Light Ale"])
    s.stats(0, alcohol=5).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, WINE_INTO_WATER, drink=0)
    assert g.players[0].alcohol == 5


def test_wine_into_water_refused_on_drink_event():
    """A revealed "Drinking Contest!" is an Event, not a Drink to water down (000, Drink Events)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [WINE_INTO_WATER]).hand(1, []).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert isinstance(g.stack[-2], EventFrame)
    assert WINE_INTO_WATER not in sometimes_choices(g, 0)


# ----- Let's toast the Goddess! -------------------------------------------------------------------------------------

def test_toast_works():
    """Everyone, Deirdre first, drinks one Drink from the Drink Deck at once (cards.md Deirdre; 000, Timing)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [TOAST, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(["Dragon Breath Ale", "Light Ale", "Wine"] + WATERS).turn(0, "action")
    g = s.build()
    play(g, TOAST)
    assert [g.players[i].alcohol for i in range(3)] == [4, 1, 2]
    assert sorted(g.title(c) for c in g.drink_discard) == ["Dragon Breath Ale", "Light Ale", "Wine"]
    assert g.players[0].drink_me == [] and g.players[1].drink_me == []


def test_toast_works_replacing_a_drink_event():
    """A Drink Event met on the way is discarded and the drinker takes the next card (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [TOAST, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(["Drinking Contest!", "Wine", "Light Ale with a Chaser", "Elven Wine", "Light Ale"] + WATERS)
    s.turn(0, "action")
    g = s.build()
    play(g, TOAST)
    assert [p.alcohol for p in g.players] == [2, 4, 1]
    assert [p.gold for p in g.players] == [10, 10, 10]
    assert "Drinking Contest!" in [g.title(c) for c in g.drink_discard]


def test_toast_refused_in_discard_phase():
    """An Action card is played only in its owner's Action phase (000, On Your Turn: 2. Action)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [TOAST, HEALS]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "discard")
    g = s.build()
    assert g.current_player == 0
    assert find(g, "play", TOAST) == []
    assert find(g, "play", HEALS) != []


# ----- Stop being silly! ----------------------------------------------------------------------------------------------

def test_stop_being_silly_works():
    """Deirdre Ignores an attack on her Fortitude (000, Negate and Ignore Effects)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, FIONA_FILLER]).hand(1, [SILLY, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert g.current_player == 1
    events = texts(play(g, SILLY))
    assert f"Deirdre will Ignore '{BIKINI}'." in events
    assert "Deirdre Ignores it." in events
    assert g.players[1].fortitude == 20


def test_stop_being_silly_works_against_alcohol(tmp_path):
    """A card that directly raises her Alcohol Content may be Ignored too (000, Cards That Affect Your ...)."""
    path = tmp_path / "brewer.toml"
    path.write_text(BREWER, encoding="utf-8")
    s = Scenario(["brewer", "deirdre"], content=[path])
    s.hand(0, ["Test: on the house, friend", "Test: on the house, friend"]).hand(1, [SILLY, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, "Test: on the house, friend", targets=(1,))
    assert g.current_player == 1
    play(g, SILLY)
    assert g.players[1].alcohol == 0


def test_stop_being_silly_refused_against_forced_drink():
    """Being made to drink is not a direct change of Alcohol, so the card may not Ignore it (000, Example 2)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [DRINK_UP]).hand(1, [SILLY]).drink_me(1, ["Wine"])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, DRINK_UP, targets=(1,))
    assert SILLY not in sometimes_choices(g, 1)


def test_stop_being_silly_refused_against_gold_only_card():
    """A card that only takes Gold changes neither Fortitude nor Alcohol (cards.md Deirdre)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BORROW]).hand(1, [SILLY, PROVIDES])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BORROW)
    choices = sometimes_choices(g, 1)
    assert PROVIDES in choices
    assert SILLY not in choices


# ----- My Goddess protects me! --------------------------------------------------------------------------------------

def test_goddess_protects_works():
    """Deirdre Ignores a 3-Fortitude attack; she stays at 20 (000, Negate and Ignore Effects)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, ["So then I got the ogre in a headlock like this!", FIONA_FILLER]).hand(1, [PROTECTS, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, "So then I got the ogre in a headlock like this!", targets=(1,))
    play(g, PROTECTS)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 20)
    assert PROTECTS in [g.title(c) for c in g.players[1].discard]


def test_goddess_protects_refused_against_gold_only_card():
    """Having to pay Gold does not change Fortitude, so it is not offered (cards.md Deirdre)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BORROW]).hand(1, [PROTECTS, PROVIDES])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BORROW)
    choices = sometimes_choices(g, 1)
    assert PROVIDES in choices
    assert PROTECTS not in choices


def test_goddess_protects_refused_against_a_drink():
    """It Ignores cards, not Drinks: a Dirty Dishwater still costs her 1 Fortitude (000, Negate and Ignore)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [PROTECTS]).hand(1, []).drink_me(0, ["Dirty Dishwater"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert PROTECTS not in sometimes_choices(g, 0)
    pass_windows(g)
    assert g.players[0].fortitude == 19


# ----- My Goddess provides! / A priestess can make money just about anywhere! ---------------------------------------

def test_goddess_provides_works():
    """Fiona's demand for 1 Gold is paid from the Inn instead of Deirdre's Stash (cards.md section 7)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BORROW, FIONA_FILLER]).hand(1, [PROVIDES, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BORROW)
    assert g.current_player == 1
    events = texts(play(g, PROVIDES))
    assert "The Inn pays 1 Gold to Fiona for Deirdre." in events
    assert (g.players[0].gold, g.players[1].gold, g.inn) == (9, 8, -1)


def test_goddess_provides_refused_when_no_gold_is_lost():
    """An attack on Fortitude takes no Gold, so it is not offered (cards.md Deirdre)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BIKINI]).hand(1, [PROVIDES, PROTECTS])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert PROTECTS in choices
    assert PROVIDES not in choices


def test_priestess_money_works():
    """Deirdre's ante to a new Round comes from the Inn; the pot still gets 2 Gold (cards.md section 7)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [GAMBLE, FIONA_FILLER]).hand(1, [PRIESTESS_MONEY, DEIRDRE_FILLER]).hand(2, [RAISE, GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    events = texts(play(g, PRIESTESS_MONEY))
    assert "The Inn antes 1 Gold to the pot for Deirdre." in events
    assert g.round.players == [0, 1, 2]
    assert (g.players[0].gold, g.players[1].gold, g.players[2].gold, g.pot, g.inn) == (9, 10, 9, 3, -1)


def test_priestess_money_works_for_a_drinks_price():
    """Fine Ambrosia's 2-Gold price is paid by the Inn; she still gains its Alcohol and Fortitude (cards.md 3, 7)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [PRIESTESS_MONEY]).hand(1, [FIONA_FILLER]).drink_me(0, ["Fine Ambrosia, Nectar of the Gods"])
    s.stats(0, fortitude=10).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    play(g, PRIESTESS_MONEY)
    assert (g.players[0].gold, g.inn) == (8, 0)
    assert (g.players[0].fortitude, g.players[0].alcohol) == (14, 1)


def test_priestess_money_refused_when_drink_costs_nothing():
    """A Drink with no price takes no Gold from her (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [PRIESTESS_MONEY, RELIGION]).hand(1, []).drink_me(0, ["Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    choices = sometimes_choices(g, 0)
    assert RELIGION in choices
    assert PRIESTESS_MONEY not in choices


# ----- My Goddess heals me. -----------------------------------------------------------------------------------------

def test_goddess_heals_works():
    """An Anytime heal of 2 Fortitude, even inside another player's response window (000, Anytime Cards)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, FIONA_FILLER]).hand(1, [HEALS, DEIRDRE_FILLER]).stats(1, fortitude=15)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert g.current_player == 1 and g.stack[-1].stage == 0
    events = texts(play(g, HEALS))
    assert "Deirdre gains 2 Fortitude." in events
    assert g.players[1].fortitude == 15


def test_goddess_heals_works_up_to_twenty():
    """At 19 Fortitude she gains only 1: Fortitude never exceeds 20 (000, Minimum and Maximum)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [HEALS, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).stats(0, fortitude=19)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, HEALS)
    assert g.players[0].fortitude == 20
    assert g.phase == "action"


def test_goddess_heals_refused_between_discard_and_draw():
    """After discarding, no card may be played until she has drawn (000, 1. Discard and Draw)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [HEALS, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).stats(0, fortitude=15)
    s.drink_deck(WATERS).deck(0, [MADE_ME] * 7).turn(0, "discard")
    g = s.build()
    assert find(g, "play", HEALS) != []
    act(g, "discard", DEIRDRE_FILLER)
    assert g.current_player == 0 and g.phase == "discard"
    assert find(g, "play", HEALS) == []
    act(g, "draw")
    assert find(g, "play", HEALS) != []


# ----- My Goddess doesn't like that! --------------------------------------------------------------------------------

def test_goddess_doesnt_like_that_works():
    """After Fiona's card costs Deirdre 2 Fortitude, Fiona loses 2 in return (000, Timing Example 3)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, FIONA_FILLER]).hand(1, [DOESNT_LIKE, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert g.current_player == 1
    assert isinstance(g.stack[-2], LossFrame)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 18)
    play(g, DOESNT_LIKE)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (18, 18)
    assert (g.current_player, g.turn, g.phase) == (1, 1, "discard")


def test_goddess_doesnt_like_that_refused_after_a_drink():
    """A Drink that costs her Fortitude is not another player's card, so she cannot hit back (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [DOESNT_LIKE]).hand(1, [FIONA_FILLER]).drink_me(0, ["Dirty Dishwater"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.players[0].fortitude == 19
    assert (g.current_player, g.turn) == (1, 1)
    assert hand(g, 0) == [DOESNT_LIKE]


def test_goddess_doesnt_like_that_refused_after_ignoring_the_attack():
    """If she Ignored the attack she lost nothing, so there is nothing to answer (cards.md Deirdre)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, FIONA_FILLER]).hand(1, [PROTECTS, DOESNT_LIKE])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    play(g, PROTECTS)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 20)
    assert (g.current_player, g.turn) == (1, 1)
    assert hand(g, 1) == [DOESNT_LIKE]


# ----- Deirdre's attacks ---------------------------------------------------------------------------------------------

def test_not_that_kind_works():
    """Another player loses 2 Fortitude (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [NOT_THAT_KIND, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    assert sorted(a.targets for a in find(g, "play", NOT_THAT_KIND)) == [(1,), (2,)]
    play(g, NOT_THAT_KIND, targets=(2,))
    assert [p.fortitude for p in g.players] == [20, 20, 18]


def test_not_that_kind_refused_after_another_action():
    """Only one Action card per turn: after one, the next is not offered (000, On Your Turn: 2. Action)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, NOT_THAT_KIND, HEALS]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    assert g.current_player == 0 and g.phase == "order"
    assert find(g, "play", NOT_THAT_KIND) == []
    assert find(g, "play", HEALS) != []


def test_made_me_do_it_works():
    """Another player loses 2 Fortitude (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).stats(1, fortitude=7)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    events = texts(play(g, MADE_ME, targets=(1,)))
    assert "Fiona loses 2 Fortitude." in events
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 5)


def test_made_me_do_it_refused_on_herself():
    """"Another player" never includes Deirdre herself (cards.md legend)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    assert [a.targets for a in find(g, "play", MADE_ME)] == [(1,)]
    assert find(g, "play", MADE_ME, targets=(0,)) == []


def test_mummy_rot_works():
    """Another player loses 2 Fortitude (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MUMMY_ROT, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MUMMY_ROT, targets=(1,))
    assert g.players[1].fortitude == 18


def test_mummy_rot_refused_during_round_of_gambling():
    """On her turn in a Round she may play only Gambling or Cheating cards (or fitting Sometimes/Anytime) (000)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [GAMBLE, FIONA_FILLER]).hand(1, [MUMMY_ROT, RAISE]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1 and g.round is not None
    assert find(g, "play", RAISE) != []
    assert find(g, "play", MUMMY_ROT) == []


def test_healing_wears_off_works():
    """Another player loses 1 Fortitude (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [WEAR_OFF, MADE_ME]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, WEAR_OFF, targets=(1,))
    assert g.players[1].fortitude == 19


def test_healing_wears_off_refused_as_a_response():
    """An Action card cannot answer another player's card (000, 2. Action; Sometimes and Anytime Cards)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BIKINI]).hand(1, [WEAR_OFF, PROTECTS])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert PROTECTS in choices
    assert WEAR_OFF not in choices


# ----- Prayer of Healing / Mass Heal! --------------------------------------------------------------------------------

def test_prayer_of_healing_works():
    """Fiona gains 2 Fortitude, then pays Deirdre 1 Gold (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [PRAYER, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).stats(1, fortitude=12)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(1,))
    assert g.players[1].fortitude == 14
    assert (g.players[0].gold, g.players[1].gold) == (9, 7)


def test_prayer_of_healing_works_at_full_fortitude():
    """At 20 Fortitude the heal does nothing but the payment still happens (cards.md Deirdre; 000, limits)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [PRAYER, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(1,))
    assert g.players[1].fortitude == 20
    assert (g.players[0].gold, g.players[1].gold) == (9, 7)


def test_prayer_of_healing_refused_in_order_phase():
    """Once her Action phase is over, no Action card may be played (000, On Your Turn)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [PRAYER]).hand(1, [FIONA_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "order")
    g = s.build()
    assert g.current_player == 0 and g.phase == "order"
    assert find(g, "play", PRAYER) == []
    assert {a.kind for a in g.legal_actions()} == {"order"}


def test_mass_heal_works():
    """Everyone gains 1 Fortitude (up to 20) and each other player pays Deirdre 1 Gold (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [MASS_HEAL, DEIRDRE_FILLER]).hand(1, [FIONA_FILLER]).hand(2, [GERKI_FILLER])
    s.stats(0, fortitude=18).stats(1, fortitude=15)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MASS_HEAL)
    assert [p.fortitude for p in g.players] == [19, 16, 20]
    assert [p.gold for p in g.players] == [12, 9, 9]


def test_mass_heal_refused_in_another_players_turn():
    """An Action card is played only in one's own Action phase, never in another's window (000, 2. Action)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [BORROW]).hand(1, [MASS_HEAL, PROVIDES])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BORROW)
    choices = sometimes_choices(g, 1)
    assert PROVIDES in choices
    assert MASS_HEAL not in choices


def test_mass_heal_refused_outside_action_phase_of_own_turn():
    """In her Drink phase only drinking (and fitting Sometimes/Anytime cards) is offered (000, 4. Drink)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MASS_HEAL, HEALS]).hand(1, [FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    assert g.current_player == 0 and g.phase == "drink"
    assert find(g, "play", MASS_HEAL) == []
    assert find(g, "play", HEALS) != []



# ----- a few more situations the cards' rules single out --------------------------------------------------------------

def test_for_the_poor_works_on_her_own_gamble():
    """Leaving her own new Round: nobody controls it, and when all pass the pot goes to the Inn (000, Leaving)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [GAMBLE, FOR_THE_POOR, DEIRDRE_FILLER]).hand(1, [RAISE, FIONA_FILLER]).hand(2, [RAISE, GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 0
    play(g, FOR_THE_POOR)
    assert (g.round.players, g.round.controller, g.pot) == ([1, 2], -1, 2)
    assert [p.gold for p in g.players] == [10, 9, 9]
    assert g.current_player == 1
    pass_(g)
    assert g.current_player == 2
    events = texts(pass_(g))
    assert "Nobody won the Round: the pot of 2 Gold goes to the Inn." in events
    assert (g.round, g.pot, g.inn) == (None, 0, 2)


def test_goddess_doesnt_like_that_works_against_a_hit_back():
    """A hit-back is another player's card too: when it costs her Fortitude she may answer it (cards.md Deirdre)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DOESNT_LIKE, DEIRDRE_FILLER])
    s.hand(1, ["Sorry about that, I just instinctively aim for the head...", FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    assert g.current_player == 1
    play(g, "Sorry about that, I just instinctively aim for the head...")
    assert (g.players[0].fortitude, g.players[1].fortitude) == (18, 18)
    assert g.current_player == 0
    play(g, DOESNT_LIKE)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (18, 16)


def test_goddess_provides_works_for_the_drink_deck_refill():
    """When the Drink Deck runs out, her 1 Gold for the new Drinks comes from the Inn (000, Running Out of Drinks)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [FIONA_FILLER]).hand(1, [PROVIDES, DEIRDRE_FILLER])
    s.drink_deck(["Water"]).drink_discard(["Wine", "Light Ale"]).turn(0, "order")
    g = s.build()
    assert g.current_player == 1 and g.stack[-2].kind == "pay"
    play(g, PROVIDES)
    assert (g.players[0].gold, g.players[1].gold, g.inn) == (7, 8, 1)
    assert sorted(g.title(c) for c in g.drink_deck) == ["Light Ale", "Wine"]


def test_need_this_more_works_and_the_receiver_may_ignore_it():
    """Once the Drink is handed to Fiona it affects her, so she may Ignore it (000, Negate and Ignore Effects)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [NEED_THIS]).hand(1, [RUST, FIONA_FILLER]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    play(g, NEED_THIS, targets=(1,))
    assert g.current_player == 1
    assert [a.drink for a in find(g, "play", RUST)] == [0]
    play(g, RUST, drink=0)
    assert (g.players[0].alcohol, g.players[1].alcohol) == (0, 0)


def test_stop_being_silly_refused_against_toast():
    """"Let's toast the Goddess!" makes her drink but does not itself change her Alcohol (000, Example 2)."""
    s = Scenario(["deirdre", "deirdre"], ask_all=True)
    s.hand(0, [TOAST]).hand(1, [SILLY, WATER_INTO_WINE])
    s.drink_deck(["Wine", "Light Ale"] + WATERS).turn(0, "action")
    g = s.build()
    play(g, TOAST)
    assert SILLY not in sometimes_choices(g, 1)
    pass_(g)
    choices = sometimes_choices(g, 1)
    assert g.stack[-2].kind == "drink"
    assert SILLY not in choices and WATER_INTO_WINE in choices


def test_stop_being_silly_works_against_a_hit_back():
    """A Sometimes hit-back that would cost her Fortitude may be Ignored (000, Negate and Ignore Effects)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, SILLY, DEIRDRE_FILLER])
    s.hand(1, ["Sorry about that, I just instinctively aim for the head...", FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    play(g, "Sorry about that, I just instinctively aim for the head...")
    assert g.current_player == 0
    play(g, SILLY)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 18)


def test_goddess_protects_works_against_a_heal_and_its_price():
    """Ignoring "Mass Heal!" skips its whole effect on her: no Fortitude and no payment (000, Ignore Example)."""
    s = Scenario(["deirdre", "deirdre", "fiona"])
    s.hand(0, [MASS_HEAL, DEIRDRE_FILLER]).hand(1, [PROTECTS, DEIRDRE_FILLER]).hand(2, [FIONA_FILLER])
    s.stats(0, fortitude=10).stats(1, fortitude=10).stats(2, fortitude=10)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MASS_HEAL)
    assert g.current_player == 1
    play(g, PROTECTS)
    assert [p.fortitude for p in g.players] == [11, 10, 11]
    assert [p.gold for p in g.players] == [11, 10, 9]
