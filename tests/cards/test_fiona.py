"""Fiona the Volatile: each card of her own deck works where the rules allow it and is refused where they do not.

The cards every RDI1 deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench cards, "I don't
think so!", "Tip the Wench.") are tested elsewhere; here they only set a situation up. Every seat's hand is set
exactly. Rules: shared/rulebooks/000_*.txt (cited as 000) and 001_*.txt (001); card facts:
shared/reference/cards.md, Fiona's table.
"""

from __future__ import annotations

from innkeeper.engine.state import EventFrame, LossFrame
from innkeeper.testing import (
    Scenario,
    act,
    drink,
    find,
    hand,
    in_quiet,
    pass_,
    pass_windows,
    play,
    sometimes_choices,
    texts,
)

WATERS = ["Water"] * 8

# Cards that are never a legal response: they keep a seat's hand non-empty so the game stops at its
# Discard and Draw phase instead of running on by itself.
FIONA_FILLER = "You wanna arm wrestle?"
DEIRDRE_FILLER = "Sorry, sometimes my healing spells just wear off."
GERKI_FILLER = "That's not healing salve! It's contact poison!"
ZOT_FILLER = "Down Pooky!"

CHEATING = "I do believe that you're cheating. At this point, you have two options..."
TOWN_DISCOUNT = "I like this town. They give me a discount on armor repair"
RATTLING = "Oh, that's what was rattling around in my armor!"
WEAPONS = "Go away! I'm arranging my weapons by size."
ARSENAL = "Go away! I'm polishing my arsenal."
ARMOR = "Luckily for me, I was wearing my armor!"
BLOOD = "This is just the thing to get the blood off my sword!"
RUST = "This is just the thing to get the rust off my armor!"
NOT_DRINKING = "We're at an inn, and you're not drinking. What's wrong with you!?"
DRINK_UP = "Drink up, friend!"
SIT_AND_DRINK = "Come, my friend, sit and drink with me!"
COURAGE = "Nothing like a little belt of liquid courage!"
HURT_MORE = "It'll hurt more if you do it like this!"
ARM_WRESTLE = "You wanna arm wrestle?"
BIKINI = "Hey! No more chain mail bikini jokes!"
LADY = "Who says I'm not a lady?"
HEADLOCK = "So then I got the ogre in a headlock like this!"
AIM_FOR_HEAD = "Sorry about that, I just instinctively aim for the head..."
QUICK_HEALER = "I'm a quick healer."
BORROW = "Hey guys... Can I borrow some gold? Armor repair isn't cheap, ya' know."

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"
ZOT_CHEAT = "Pooky! Stop looking at everyone's cards!"
MADE_ME = "My Goddess made me do it!"
PRAYER = "Prayer of Healing"
TOAST = "Let's toast the Goddess!"
DOESNT_LIKE = "My Goddess doesn't like that!"
AMBROSIA = "Fine Ambrosia, Nectar of the Gods"


# ----- I do believe that you're cheating. At this point, you have two options... ------------------------------------

def test_believe_cheating_works():
    """Zot's Cheating card is Negated and Fiona wins the pot at once (000, Gambling; cards.md Fiona)."""
    s = Scenario(["fiona", "zot"])
    s.hand(0, [GAMBLE, CHEATING, FIONA_FILLER]).hand(1, [ZOT_CHEAT, ZOT_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert (g.players[0].gold, g.players[1].gold, g.pot) == (7, 7, 2)
    assert g.current_player == 1
    play(g, ZOT_CHEAT)
    assert g.current_player == 0
    assert [a.card for a in g.legal_actions() if a.kind == "play"] == [CHEATING]
    events = texts(play(g, CHEATING))
    assert f"'{ZOT_CHEAT}' is Negated." in events
    assert "Fiona wins the Round and takes the pot of 2 Gold." in events
    assert (g.players[0].gold, g.players[1].gold, g.pot, g.round) == (9, 7, 0, None)
    assert (g.current_player, g.turn, g.phase) == (1, 1, "discard")


def test_believe_cheating_refused_after_leaving_round():
    """Having left the Round, Fiona may not answer a Cheating card with it (000, Leaving a Round of Gambling)."""
    s = Scenario(["deirdre", "fiona", "zot"], ask_all=True)
    s.hand(0, [GAMBLE]).hand(1, [WEAPONS, CHEATING]).hand(2, [ZOT_CHEAT])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert WEAPONS in sometimes_choices(g, 1)
    play(g, WEAPONS)
    pass_windows(g)
    assert (g.current_player, g.round.players) == (2, [0, 2])
    play(g, ZOT_CHEAT)
    assert CHEATING not in sometimes_choices(g, 1)
    pass_windows(g)
    assert (g.current_player, g.round.controller) == (0, 2)
    assert CHEATING in hand(g, 1)


def test_believe_cheating_refused_against_gambling_card():
    """"I raise!" is a Gambling card, not cheating (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [GAMBLE, CHEATING, ARSENAL]).hand(1, [RAISE])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    pass_windows(g)
    assert g.current_player == 1
    play(g, RAISE)
    choices = sometimes_choices(g, 0)
    assert ARSENAL in choices
    assert CHEATING not in choices


# ----- I like this town... / Oh, that's what was rattling around in my armor! ---------------------------------------

def test_town_discount_works():
    """Her 1-Gold ante to a new Round comes from the Inn; the pot still gets it (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona", "zot"])
    s.hand(0, [GAMBLE, DEIRDRE_FILLER]).hand(1, [TOWN_DISCOUNT, FIONA_FILLER]).hand(2, [RAISE, ZOT_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    events = texts(play(g, TOWN_DISCOUNT))
    assert "The Inn antes 1 Gold to the pot for Fiona." in events
    assert [p.gold for p in g.players] == [9, 10, 9]
    assert (g.pot, g.inn) == (3, -1)
    assert g.round.players == [0, 1, 2]


def test_town_discount_works_for_one_gold_of_a_bigger_price():
    """Of Fine Ambrosia's 2-Gold price the Inn covers 1 and Fiona pays 1 (cards.md sections 3 and 7)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [TOWN_DISCOUNT]).hand(1, [DEIRDRE_FILLER]).drink_me(0, [AMBROSIA])
    s.stats(0, fortitude=10).drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    events = texts(play(g, TOWN_DISCOUNT))
    assert "The Inn pays 1 Gold to the Inn for Fiona." in events
    assert "Fiona pays 1 Gold to the Inn." in events
    assert (g.players[0].gold, g.inn) == (7, 1)
    assert (g.players[0].fortitude, g.players[0].alcohol) == (14, 1)


def test_town_discount_refused_when_no_gold_is_lost():
    """An attack on Fortitude takes no Gold from her (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [MADE_ME]).hand(1, [TOWN_DISCOUNT, ARMOR])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert ARMOR in choices
    assert TOWN_DISCOUNT not in choices


def test_rattling_works():
    """Deirdre's "Prayer of Healing" price of 1 Gold is paid by the Inn (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [PRAYER, DEIRDRE_FILLER]).hand(1, [RATTLING, FIONA_FILLER]).stats(1, fortitude=10)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(1,))
    assert g.current_player == 1
    play(g, RATTLING)
    assert g.players[1].fortitude == 12
    assert (g.players[0].gold, g.players[1].gold, g.inn) == (9, 8, -1)


def test_rattling_works_with_the_other_discount():
    """Both 1-Gold discounts on one 2-Gold price: the Inn covers all of it (000, Sometimes and Anytime Cards)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [TOWN_DISCOUNT, RATTLING]).hand(1, [DEIRDRE_FILLER]).drink_me(0, [AMBROSIA])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, TOWN_DISCOUNT)
    assert g.current_player == 0
    play(g, RATTLING)
    assert (g.players[0].gold, g.inn) == (8, 0)


def test_rattling_refused_when_another_player_pays():
    """When Deirdre's price falls on Gerki, no Gold of Fiona's is at stake (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona", "gerki"], ask_all=True)
    s.hand(0, [PRAYER]).hand(1, [RATTLING, TOWN_DISCOUNT]).hand(2, [])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(2,))
    choices = sometimes_choices(g, 1)
    assert RATTLING not in choices and TOWN_DISCOUNT not in choices


# ----- Go away! I'm arranging my weapons by size. / Go away! I'm polishing my arsenal. ------------------------------

def test_weapons_by_size_works():
    """Instead of anteing to a new Round, Fiona leaves it and keeps her Gold (000, Leaving a Round of Gambling)."""
    s = Scenario(["deirdre", "fiona", "zot"])
    s.hand(0, [GAMBLE, DEIRDRE_FILLER]).hand(1, [WEAPONS, FIONA_FILLER]).hand(2, [RAISE, ZOT_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    events = texts(play(g, WEAPONS))
    assert "Fiona stays out of the Round." in events
    assert g.round.players == [0, 2]
    assert [p.gold for p in g.players] == [9, 10, 9]
    assert (g.pot, g.current_player) == (2, 2)


def test_weapons_by_size_refused_without_ante():
    """"Winning Hand!" takes control without anyone anteing, so there is nothing to skip (000, Gambling)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [GAMBLE, WEAPONS]).hand(1, [WINNING_HAND])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    pass_windows(g)
    assert g.current_player == 1
    play(g, WINNING_HAND)
    assert WEAPONS not in sometimes_choices(g, 0)


def test_arsenal_works():
    """Answering "I raise!", Fiona leaves instead of anteing again; her first ante stays in the pot (000)."""
    s = Scenario(["deirdre", "fiona", "zot"])
    s.hand(0, [GAMBLE, WINNING_HAND]).hand(1, [ARSENAL, FIONA_FILLER]).hand(2, [RAISE, ZOT_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1
    pass_(g)
    assert (g.pot, g.current_player) == (3, 2)
    play(g, RAISE)
    assert g.current_player == 1
    events = texts(play(g, ARSENAL))
    assert "Fiona leaves the Round." in events
    assert (g.current_player, g.round.players, g.round.controller) == (0, [0, 2], 2)
    assert [p.gold for p in g.players] == [8, 9, 8]
    assert g.pot == 5


def test_arsenal_refused_after_leaving_round():
    """Out of the Round, she is no longer made to ante by "I raise!", so there is no ante to skip (000, Leaving)."""
    s = Scenario(["deirdre", "fiona", "zot"], ask_all=True)
    s.hand(0, [GAMBLE]).hand(1, [WEAPONS, ARSENAL]).hand(2, [RAISE])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert {WEAPONS, ARSENAL} <= sometimes_choices(g, 1)
    play(g, WEAPONS)
    pass_windows(g)
    assert (g.current_player, g.round.players) == (2, [0, 2])
    play(g, RAISE)
    assert ARSENAL not in sometimes_choices(g, 1)
    pass_windows(g)
    assert [p.gold for p in g.players] == [8, 10, 8]
    assert g.pot == 4


# ----- Luckily for me, I was wearing my armor! -----------------------------------------------------------------------

def test_armor_works():
    """Fiona Ignores a 2-Fortitude attack (000, Negate and Ignore Effects)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DEIRDRE_FILLER]).hand(1, [ARMOR, FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    assert g.current_player == 1
    events = texts(play(g, ARMOR))
    assert f"Fiona will Ignore '{MADE_ME}'." in events
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 20)


def test_armor_works_against_a_hit_back():
    """A Sometimes hit-back that would cost her Fortitude may be Ignored too (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, ARMOR, FIONA_FILLER]).hand(1, [DOESNT_LIKE, DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert g.current_player == 1
    play(g, DOESNT_LIKE)
    assert g.current_player == 0
    play(g, ARMOR)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 18)


def test_armor_refused_against_a_heal():
    """"Prayer of Healing" only raises her Fortitude; the armor stops only losses (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [PRAYER]).hand(1, [ARMOR, RATTLING]).stats(1, fortitude=10)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert RATTLING in choices
    assert ARMOR not in choices
    pass_windows(g)
    assert (g.players[1].fortitude, g.players[1].gold) == (12, 7)


# ----- This is just the thing to get the blood off my sword! / ... the rust off my armor! ---------------------------

def test_blood_off_sword_works():
    """Ignoring a Drink Ignores its Chasers: Wine with a Chaser plus Dragon Breath Ale gives nothing (000, Chasers)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BLOOD]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Wine with a Chaser", "Dragon Breath Ale", "Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    assert [a.drink for a in find(g, "play", BLOOD)] == [0]
    events = texts(play(g, BLOOD, drink=0))
    assert "Fiona Ignores the Drink." in events
    assert g.players[0].alcohol == 0
    assert sorted(g.title(c) for c in g.drink_discard) == ["Dragon Breath Ale", "Wine with a Chaser"]
    assert [g.title(c) for c in g.players[0].drink_me] == ["Wine"]


def test_blood_off_sword_refused_on_another_players_drink():
    """She may Ignore only a Drink that would affect her, not Deirdre's (000, Negate and Ignore Effects)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, []).hand(1, [BLOOD]).drink_me(0, ["Dragon Breath Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert BLOOD not in sometimes_choices(g, 1)
    pass_windows(g)
    assert (g.players[0].alcohol, g.players[1].alcohol) == (4, 0)


def test_rust_off_armor_works():
    """Fiona Ignores her revealed Elven Wine (000, Negate and Ignore Effects)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [RUST]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Elven Wine"]).stats(0, alcohol=7)
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, RUST, drink=0)
    assert g.players[0].alcohol == 7
    assert (g.current_player, g.turn) == (1, 1)


def test_rust_off_armor_refused_on_drink_event():
    """A revealed Drink Event is not a Drink to Ignore (000, Drink Events)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [RUST]).hand(1, []).drink_me(0, ["Drinking Contest!"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert isinstance(g.stack[-2], EventFrame)
    assert RUST not in sometimes_choices(g, 0)


def test_rust_off_armor_refused_on_a_drink_already_ignored():
    """After the blood card Ignored the Drink, a second Ignore on it is not offered (000, Negate and Ignore)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BLOOD, RUST, COURAGE]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, BLOOD, drink=0)
    assert g.current_player == 0
    assert find(g, "play", RUST) == []


# ----- We're at an inn, and you're not drinking. What's wrong with you!? ---------------------------------------------

def test_not_drinking_works():
    """After revealing Light Ale, Deirdre must also drink the next Drink of her pile, Wine: 3 Alcohol (cards.md)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [DEIRDRE_FILLER]).hand(1, [NOT_DRINKING, FIONA_FILLER]).drink_me(0, ["Light Ale", "Wine", "Water"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 1
    events = texts(play(g, NOT_DRINKING, drink=0))
    assert "Deirdre must drink one more." in events
    assert g.players[0].alcohol == 3
    assert [g.title(c) for c in g.players[0].drink_me] == ["Water"]


def test_not_drinking_works_on_a_drink_forced_by_drink_up():
    """A Drink revealed from a pile because of "Drink up, friend!" is still revealed by that player (cards.md)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [DRINK_UP, NOT_DRINKING, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER])
    s.drink_me(1, ["Wine", "Elven Wine"]).drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, DRINK_UP, targets=(1,))
    assert g.current_player == 0
    play(g, NOT_DRINKING, drink=0)
    assert g.players[1].alcohol == 5
    assert [g.title(c) for c in g.players[1].drink_me] == ["Water"]


def test_not_drinking_refused_on_her_own_drink():
    """It answers another player's Drink, never Fiona's own (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [NOT_DRINKING, RUST]).hand(1, []).drink_me(0, ["Light Ale", "Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    choices = sometimes_choices(g, 0)
    assert RUST in choices
    assert NOT_DRINKING not in choices


def test_not_drinking_refused_on_drinks_from_the_drink_deck():
    """A toast's Drinks come from the Drink Deck, not from a Drink Me! pile (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [TOAST]).hand(1, [NOT_DRINKING, RUST]).drink_me(0, ["Wine"])
    s.drink_deck(["Light Ale", "Light Ale"] + WATERS).turn(0, "action")
    g = s.build()
    play(g, TOAST)
    while g.stack[-2].kind != "drink":
        pass_(g)
    choices = sometimes_choices(g, 1)
    assert g.stack[-2].kind == "drink" and g.stack[-2].multi
    assert RUST in choices
    assert NOT_DRINKING not in choices


# ----- Drink up, friend! ---------------------------------------------------------------------------------------------

def test_drink_up_works():
    """Deirdre drinks the top of her Drink Me! pile at once, in Fiona's Action phase (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [DRINK_UP, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_me(1, ["Elven Wine", "Wine"]).drink_deck(WATERS).turn(0, "action")
    g = s.build()
    events = texts(play(g, DRINK_UP, targets=(1,)))
    assert "Deirdre reveals Elven Wine (3 Alcohol)." in events
    assert g.players[1].alcohol == 3
    assert [g.title(c) for c in g.players[1].drink_me] == ["Wine"]
    assert (g.current_player, g.phase) == (0, "order")


def test_drink_up_refused_after_another_action():
    """Only one Action card per turn (000, On Your Turn: 2. Action)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [BIKINI, DRINK_UP]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_me(1, ["Wine"]).drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert (g.current_player, g.phase) == (0, "order")
    assert find(g, "play", DRINK_UP) == []


# ----- Come, my friend, sit and drink with me! -----------------------------------------------------------------------

def test_sit_and_drink_works():
    """Elven Wine (3) split with Deirdre: each half rounds up to 2 (000, Splitting Drinks)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [SIT_AND_DRINK]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert [(a.targets, a.drink) for a in find(g, "play", SIT_AND_DRINK)] == [((1,), 0)]
    events = texts(play(g, SIT_AND_DRINK, targets=(1,), drink=0))
    assert "The Drink is split with Deirdre." in events
    assert (g.players[0].alcohol, g.players[1].alcohol) == (2, 2)


def test_sit_and_drink_works_with_chaser_and_fortitude():
    """Chasers are combined before splitting: Wizard's Brew with a Dark Ale Chaser (3 A, 2 F) gives 2 A, 1 F each."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [SIT_AND_DRINK]).hand(1, [DEIRDRE_FILLER])
    s.drink_me(0, ["Dark Ale with a Chaser", "Wizard's Brew"]).stats(0, fortitude=10).stats(1, fortitude=10)
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, SIT_AND_DRINK, targets=(1,), drink=0)
    assert (g.players[0].alcohol, g.players[0].fortitude) == (2, 11)
    assert (g.players[1].alcohol, g.players[1].fortitude) == (2, 11)


def test_sit_and_drink_refused_on_another_players_drink():
    """Only a Drink she is about to drink may be shared (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, []).hand(1, [SIT_AND_DRINK]).drink_me(0, ["Elven Wine"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert SIT_AND_DRINK not in sometimes_choices(g, 1)


# ----- Nothing like a little belt of liquid courage! -----------------------------------------------------------------

def test_courage_works():
    """Dragon Breath Ale's 4 Alcohol is gained as 4 Fortitude instead (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [COURAGE]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Dragon Breath Ale"]).stats(0, fortitude=12)
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    events = texts(play(g, COURAGE, drink=0))
    assert "Fiona drinks Dragon Breath Ale: +4 Fortitude." in events
    assert (g.players[0].fortitude, g.players[0].alcohol) == (16, 0)


def test_courage_works_adding_to_the_drinks_own_fortitude():
    """Wizard's Brew (2 A, 2 F) becomes 4 Fortitude and no Alcohol (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [COURAGE]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Wizard's Brew"]).stats(0, fortitude=12, alcohol=3)
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, COURAGE, drink=0)
    assert (g.players[0].fortitude, g.players[0].alcohol) == (16, 3)


def test_courage_refused_on_another_players_drink():
    """Only the Drink she is about to drink may be turned into courage (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, []).hand(1, [COURAGE]).drink_me(0, ["Dragon Breath Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert COURAGE not in sometimes_choices(g, 1)


# ----- Fiona's attacks -----------------------------------------------------------------------------------------------

def test_hurt_more_works():
    """Another player loses 1 Fortitude (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [HURT_MORE, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    events = texts(play(g, HURT_MORE, targets=(1,)))
    assert "Deirdre loses 1 Fortitude." in events
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 19)


def test_hurt_more_refused_on_herself():
    """"Another player" never includes Fiona (cards.md legend)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [HURT_MORE]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    assert sorted(a.targets for a in find(g, "play", HURT_MORE)) == [(1,), (2,)]
    assert find(g, "play", HURT_MORE, targets=(0,)) == []


def test_arm_wrestle_works():
    """Another player loses 1 Fortitude, even down to 0 (cards.md Fiona; 000, limits)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [ARM_WRESTLE, BIKINI]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER]).stats(2, fortitude=4)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, ARM_WRESTLE, targets=(2,))
    assert [p.fortitude for p in g.players] == [20, 20, 3]


def test_arm_wrestle_refused_during_round_of_gambling():
    """On her turn in a Round only Gambling or Cheating (or fitting Sometimes/Anytime) cards are offered (000)."""
    s = Scenario(["deirdre", "fiona", "gerki"])
    s.hand(0, [GAMBLE, DEIRDRE_FILLER]).hand(1, [ARM_WRESTLE, RAISE]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert g.current_player == 1 and g.round is not None
    assert find(g, "play", RAISE) != []
    assert find(g, "play", ARM_WRESTLE) == []


def test_bikini_jokes_works():
    """Another player loses 2 Fortitude (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [BIKINI, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BIKINI, targets=(1,))
    assert g.players[1].fortitude == 18


def test_bikini_jokes_refused_as_a_response():
    """An Action card cannot answer another player's card (000, 2. Action; Sometimes and Anytime Cards)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [MADE_ME]).hand(1, [BIKINI, ARMOR])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert ARMOR in choices
    assert BIKINI not in choices


def test_lady_works():
    """Another player loses 2 Fortitude (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [LADY, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER]).stats(1, fortitude=9)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, LADY, targets=(1,))
    assert g.players[1].fortitude == 7


def test_lady_refused_in_drink_phase():
    """Action cards belong to the Action phase; in the Drink phase only drinking is offered (000, On Your Turn)."""
    s = Scenario(["fiona", "deirdre"], ask_all=True)
    s.hand(0, [LADY]).hand(1, [])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    assert (g.current_player, g.phase) == (1, "drink") and in_quiet(g)   # ask_all: Deirdre, before Fiona drinks
    pass_(g)
    assert (g.current_player, g.phase) == (0, "drink")
    assert [a.kind for a in g.legal_actions()] == ["drink"]


def test_headlock_works():
    """Another player loses 3 Fortitude (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [HEADLOCK, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    events = texts(play(g, HEADLOCK, targets=(1,)))
    assert "Deirdre loses 3 Fortitude." in events
    assert g.players[1].fortitude == 17


def test_headlock_refused_in_another_players_turn():
    """In Deirdre's Action phase Fiona may answer only with Sometimes or Anytime cards (000, 2. Action)."""
    s = Scenario(["deirdre", "fiona"], ask_all=True)
    s.hand(0, [PRAYER]).hand(1, [HEADLOCK, RATTLING])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, PRAYER, targets=(1,))
    choices = sometimes_choices(g, 1)
    assert RATTLING in choices
    assert HEADLOCK not in choices


# ----- Sorry about that, I just instinctively aim for the head... ----------------------------------------------------

def test_aim_for_the_head_works():
    """After Deirdre's card costs Fiona 2 Fortitude, Deirdre loses 2 in return (000, Timing Example 3)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DEIRDRE_FILLER]).hand(1, [AIM_FOR_HEAD, FIONA_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    assert g.current_player == 1
    assert isinstance(g.stack[-2], LossFrame)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 18)
    events = texts(play(g, AIM_FOR_HEAD))
    assert "Deirdre loses 2 Fortitude." in events
    assert (g.players[0].fortitude, g.players[1].fortitude) == (18, 18)
    assert (g.current_player, g.turn) == (1, 1)


def test_aim_for_the_head_refused_after_a_drink():
    """Dirty Dishwater costs her Fortitude, but a Drink is not another player's card (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [AIM_FOR_HEAD]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Dirty Dishwater"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.players[0].fortitude == 19
    assert (g.current_player, g.turn) == (1, 1)
    assert hand(g, 0) == [AIM_FOR_HEAD]


def test_aim_for_the_head_refused_after_ignoring_the_attack():
    """Having Ignored the attack she lost nothing, so there is nothing to hit back for (cards.md Fiona)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DEIRDRE_FILLER]).hand(1, [ARMOR, AIM_FOR_HEAD])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    play(g, ARMOR)
    assert (g.players[0].fortitude, g.players[1].fortitude) == (20, 20)
    assert (g.current_player, g.turn) == (1, 1)
    assert hand(g, 1) == [AIM_FOR_HEAD]


# ----- I'm a quick healer. -------------------------------------------------------------------------------------------

def test_quick_healer_works():
    """An Anytime heal of 2 inside another player's response window (000, Sometimes and Anytime Cards)."""
    s = Scenario(["deirdre", "fiona"])
    s.hand(0, [MADE_ME, DEIRDRE_FILLER]).hand(1, [QUICK_HEALER, FIONA_FILLER]).stats(1, fortitude=10)
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, MADE_ME, targets=(1,))
    assert g.current_player == 1 and g.stack[-1].stage == 0
    events = texts(play(g, QUICK_HEALER))
    assert "Fiona gains 2 Fortitude." in events
    assert g.players[1].fortitude == 10


def test_quick_healer_works_as_a_last_chance():
    """Passing out after her Drink, she heals in her last chance and stays in the game (000, Losing the Game)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [QUICK_HEALER]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Wine"]).stats(0, fortitude=5, alcohol=4)
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    pass_(g)
    assert (g.players[0].fortitude, g.players[0].alcohol) == (5, 6)
    assert g.current_player == 0 and g.stack[-2].kind == "last_chance"
    play(g, QUICK_HEALER)
    assert (g.players[0].fortitude, g.players[0].alcohol, g.players[0].out) == (7, 6, False)
    assert (g.current_player, g.turn) == (1, 1)


def test_quick_healer_refused_between_discard_and_draw():
    """After discarding, no card may be played until she has drawn (000, 1. Discard and Draw)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [QUICK_HEALER, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER]).stats(0, fortitude=15)
    s.deck(0, [BIKINI] * 7).drink_deck(WATERS).turn(0, "discard")
    g = s.build()
    assert find(g, "play", QUICK_HEALER) != []
    act(g, "discard", FIONA_FILLER)
    assert (g.current_player, g.phase) == (0, "discard")
    assert find(g, "play", QUICK_HEALER) == []


# ----- Hey guys... Can I borrow some gold? ---------------------------------------------------------------------------

def test_borrow_gold_works():
    """Each other player pays Fiona 1 Gold (cards.md Fiona)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [BORROW, FIONA_FILLER]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, BORROW)
    assert [p.gold for p in g.players] == [12, 9, 9]


def test_borrow_gold_refused_in_order_phase():
    """After the Action phase no Action card may be played (000, On Your Turn)."""
    s = Scenario(["fiona", "deirdre", "gerki"])
    s.hand(0, [BORROW]).hand(1, [DEIRDRE_FILLER]).hand(2, [GERKI_FILLER])
    s.drink_deck(WATERS).turn(0, "order")
    g = s.build()
    assert (g.current_player, g.phase) == (0, "order")
    assert find(g, "play", BORROW) == []
    assert {a.kind for a in g.legal_actions()} == {"order"}


# ----- a few more situations the cards' rules single out --------------------------------------------------------------

def test_believe_cheating_works_when_forced_out():
    """Zot cheats to force Fiona out; she may still answer, Negate it and win (000, Forcing a Player to Leave)."""
    s = Scenario(["fiona", "zot", "deirdre"])
    s.hand(0, [GAMBLE, CHEATING, FIONA_FILLER]).hand(1, ["What's that up your sleeve?", ZOT_FILLER])
    s.hand(2, [DEIRDRE_FILLER]).drink_deck(WATERS).turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    assert (g.current_player, g.pot) == (1, 3)
    play(g, "What's that up your sleeve?", targets=(0,))
    assert g.current_player == 0
    play(g, CHEATING)
    assert [p.gold for p in g.players] == [12, 9, 9]
    assert (g.pot, g.round) == (0, None)


def test_sit_and_drink_works_and_each_half_is_its_own_drink():
    """After the split Fiona Ignores her half only; Deirdre still drinks hers (000, Splitting Drinks)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [SIT_AND_DRINK, RUST]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Dragon Breath Ale"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    play(g, SIT_AND_DRINK, targets=(1,), drink=0)
    assert g.current_player == 0
    assert [a.drink for a in find(g, "play", RUST)] == [0]
    play(g, RUST, drink=0)
    assert (g.players[0].alcohol, g.players[1].alcohol) == (0, 2)


def test_sit_and_drink_refused_on_mead():
    """Mead splits only by its own rule; other split cards cannot split it (cards.md section 3, Mead)."""
    s = Scenario(["fiona", "deirdre"])
    s.hand(0, [SIT_AND_DRINK, RUST]).hand(1, [DEIRDRE_FILLER]).drink_me(0, ["Mead"])
    s.drink_deck(WATERS).turn(0, "drink")
    g = s.build()
    drink(g)
    assert g.current_player == 0
    assert find(g, "play", RUST) != []
    assert find(g, "play", SIT_AND_DRINK) == []
