"""Brewmaster Phrenk (innkeeper/content/data/phrenk.toml): each of his cards and Potions works, and is refused (or
Ignored, or does nothing) where it does not apply; and the Potion Deck (innkeeper/engine/potions.py) works.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", "Wench, bring some drinks for my
friends!", the Wench's tip, stop playing with the drinks, "I don't think so!", "Tip the Wench.") are tested in
test_shared.py; they appear here only to set up a situation. Every seat's hand, the kept Potion and the Potion Deck
are set exactly. "001" is rulebook shared/rulebooks/001_1cea4fe352a848bc.txt (the third edition's How to
Play), "000" the core rulebook; a card's own effect comes from the header of phrenk.toml (rulebook cards keep the
effect 001 shows; the rest are designed).
"""

from __future__ import annotations

import innkeeper
from innkeeper import screen
from innkeeper.bots import SeatView
from innkeeper.bots.heuristic import HeuristicBot
from innkeeper.bots.random_bot import RandomBot
from innkeeper.engine import Action, Game, IllegalAction
from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    hand,
    pass_,
    pass_quiet,
    pass_until,
    pass_until_settled,
    play,
    playable,
    texts,
)

PHRENK, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Phrenk's main deck (his own cards).
HEREYA = "Hereya go. This'll make that drink better!"
NOT_NOW = "Not now! This potion requires my full attention"
GREEN = "You're looking a little green. Drink this"
BUBBLING = "Careful, that one's still bubbling!"
BREWING = "Let me see what's brewing..."
DASH = "A dash of troll sweat, for flavour"
INSULTS = "Nobody insults the brewmaster!"
FOR_SALE = "Step right up! Potions for sale!"
QUALITY = "Quality brews aren't free, you know!"
TASTE = "Go on, have a taste. It's on the house!"
STOMPER = "I call this one the Troll Stomper."
RECIPE = "Everyone, try my new recipe!"
TASTE_TEST = "Here, taste-test this for me."
THIRSTY = "Trolls don't get drunk. We get thirsty."
HIDE = "Troll hide is thicker than it looks."
SWIG = "A swig of my own tonic"
BARREL = "The Inn still owes me for the last barrel."
CAULDRON = "Sorry, my cauldron's boiling over!"
LUCK = "Did I mention this brew brings luck?"

# The Potion Deck.
HEALING = "Healing Draught"
SOBERING = "Sobering Tonic"
EXPLOSION = "Bottled Explosion"
FIRE = "Liquid Fire"
FIZZING = "Fizzing Surprise"
ANTIDOTE = "Antidote"
ELIXIR = "Elixir of Luck"
GOLD = "Liquid Gold"
CLARITY = "Potion of Clarity"
TROLLS_BLOOD = "Troll's Blood"
THORNSKIN = "Thornskin Tonic"
STONESKIN = "Potion of Stoneskin"

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
DONT_THINK = "I don't think so!"
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
ARMOR = "Luckily for me, I was wearing my armor!"
BIKINI = "Hey! No more chain mail bikini jokes!"

# A Potion kept at the top of the Potion Deck, so a reveal shows something known.
NEXT_POTION = SOBERING


BUILT: list = []   # the events of the last table's build (its automatic steps)


def table(hands, *, turn=PHRENK, phase="action", kept=(), potions=(NEXT_POTION,), potion_discard=(), drink_me=None,
          stats=None, deck=DRINKS, ask_all=False, characters=("phrenk", "zot", "fiona")):
    """Phrenk (seat 0), Zot (1) and Fiona (2) with exact hands, kept Potion and Potion Deck (top first)."""
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(PHRENK, shown=list(kept), deck=list(potions), discard=list(potion_discard))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    g = s.build()
    BUILT[:] = s.events
    return g


def playable_here(g) -> set[str]:
    """Titles the current player may play at this very decision (a quiet window too)."""
    return {a.card for a in g.legal_actions() if a.kind == "play"}


def kept(g) -> list[str]:
    """Phrenk's kept Potion (a list: empty, or one title; two while he chooses)."""
    return [g.title(c) for c in g.sides[0].shown]


def potion_discard(g) -> list[str]:
    """The Potion discard pile."""
    return [g.title(c) for c in g.sides[0].discard]




def potion_plays(g, title: str | None = None) -> list:
    """The current player's plays of a kept Potion (``option = "potion"``)."""
    return [a for a in find(g, "play", title) if a.option == "potion"]


def until_choice(g) -> list:
    """Pass in the windows until Phrenk must choose which Potion to keep; the events meanwhile."""
    events = []
    for _ in range(30):
        if g.stack and g.stack[-1].kind == "setlist":
            return events
        events += pass_(g)
    raise AssertionError("Phrenk was never asked which Potion to keep")


def to_phrenks_turn(g) -> list:
    """From Fiona's Drink phase (nothing on her pile and nothing in hand: the table's build already drank and ended
    her turn, Phrenk passing on his kept Potion in the quiet windows at its end), Phrenk's turn has started; the events
    that led there."""
    events = list(BUILT) + pass_quiet(g)
    assert g.turn == PHRENK
    return events


def next_turn_of(g, seat: int) -> list:
    """Play every turn quietly (no cards; orders to the next player) until ``seat``'s turn starts; the events."""
    events = []
    for _ in range(100):
        if g.turn == seat:
            return events
        legal = g.legal_actions()
        kinds = [a.kind for a in legal]
        for kind in ("choose", "draw", "pass", "order", "drink"):
            if kind in kinds:
                events += g.apply(legal[kinds.index(kind)])
                break
    raise AssertionError(f"seat {seat}'s turn never came")


# ===== Phrenk's main deck ============================================================================

def test_hereya_works():
    """001 Timing example: Phrenk makes another player's revealed Drink give 2 more Alcohol."""
    g = table([(HEREYA,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK
    play(g, HEREYA, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 4, 0]


def test_hereya_refused_without_a_revealed_drink():
    """000 Sometimes cards: it answers a revealed Drink, not an Action card."""
    g = table([(HEREYA, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(PHRENK,))
    assert g.current_player == PHRENK and HEREYA not in playable(g)


def test_not_now_works():
    """001 Chasers example: Wine with a Chaser + Dragon Breath Ale is 6 Alcohol; Phrenk Ignores it all."""
    g = table([(NOT_NOW,), (), ()], phase="drink", drink_me={PHRENK: ["Wine with a Chaser", "Dragon Breath Ale"]})
    drink(g)
    assert g.stack[-2].drinks[0].cards and len(g.stack[-2].drinks[0].cards) == 2
    play(g, NOT_NOW, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_not_now_refused_on_another_players_drink():
    """001 Negate and Ignore: you may Ignore only a Drink you are about to drink yourself."""
    g = table([(NOT_NOW, SWIG), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK and NOT_NOW not in playable(g)


def test_green_works():
    """001 limits example: another player loses 3 Alcohol Content and pays Phrenk 2 Gold."""
    g = table([(GREEN,), (), ()], stats={ZOT: {"alcohol": 5}})
    play(g, GREEN, targets=(ZOT,))
    assert alcohols(g) == [0, 2, 0] and golds(g) == [12, 8, 10]


def test_green_pays_even_at_zero_alcohol_but_not_when_ignored():
    """001 limits example: at 0 Alcohol the 2 Gold is still paid; Ignored ('The stars say, "No!"'), nothing."""
    g = table([(GREEN,), (), ()])
    play(g, GREEN, targets=(FIONA,))
    assert alcohols(g) == [0, 0, 0] and golds(g) == [12, 10, 8]
    g = table([(GREEN,), (STARS,), ()], stats={ZOT: {"alcohol": 5}})
    play(g, GREEN, targets=(ZOT,))
    play(g, STARS)
    assert alcohols(g) == [0, 5, 0] and golds(g) == [10, 10, 10]


def test_bubbling_works():
    """Designed attack: another player loses 2 Fortitude."""
    g = table([(BUBBLING,), (), ()])
    play(g, BUBBLING, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 18]


def test_bubbling_ignored_by_armor():
    """000 Negate and Ignore Effects: Fiona Ignores it and keeps her Fortitude."""
    g = table([(BUBBLING,), (), (ARMOR,)])
    play(g, BUBBLING, targets=(FIONA,))
    play(g, ARMOR)
    assert fortitudes(g) == [20, 20, 20]


def test_brewing_works():
    """Designed: Anytime, Phrenk reveals a Potion; holding two, he keeps one and discards the other."""
    g = table([(BREWING, DOWN_POOKY), (), ()], kept=(HEALING,), potions=(EXPLOSION,))
    play(g, BREWING)   # (Phrenk, keeping an Anytime Potion, is asked first in its window: he passes)
    events = texts(until_choice(g))
    assert "Phrenk reveals the Potion 'Bottled Explosion'." in events
    assert g.current_player == PHRENK and kept(g) == [HEALING, EXPLOSION]
    choices = {a.text for a in find(g, "choose", option="drop")}
    assert choices == {"Phrenk keeps 'Bottled Explosion' and discards 'Healing Draught'",
                       "Phrenk keeps 'Healing Draught' and discards 'Bottled Explosion'"}
    events = texts(act(g, "choose", HEALING, option="drop"))
    assert "Phrenk keeps 'Bottled Explosion' and discards 'Healing Draught'." in events
    assert kept(g) == [EXPLOSION] and potion_discard(g) == [HEALING]


def test_brewing_with_no_potion_left_reveals_nothing():
    """Designed: with the Potion Deck and its discards empty there is nothing to reveal; the kept one stays."""
    g = table([(BREWING, DOWN_POOKY), (), ()], kept=(HEALING,), potions=())
    events = texts(play(g, BREWING) + pass_(g))
    assert "Phrenk has no Potion left to reveal." in events
    assert kept(g) == [HEALING] and potion_discard(g) == []


def test_dash_works():
    """Designed smaller spike: a revealed Drink gives 1 more Alcohol."""
    g = table([(DASH,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, DASH, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 3, 0]


def test_dash_negated_by_the_wench():
    """000 The Wench thinks you should stop playing with the drinks: it Negates the change; the Drink is unchanged."""
    g = table([(DASH,), (WENCH_THINKS,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, DASH, drink=0)
    play(g, WENCH_THINKS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0]


def test_insults_works():
    """Designed hit-back (000 Timing Example 3): after Zot's card costs Phrenk Fortitude, Zot loses 2."""
    g = table([(INSULTS,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(PHRENK,))
    assert fortitudes(g)[PHRENK] == 18 and can(g, "play", INSULTS)
    play(g, INSULTS)
    assert fortitudes(g) == [18, 18, 20]


def test_insults_refused_when_someone_else_was_hit():
    """000 hit-back cards: only the player who lost the Fortitude may hit back."""
    g = table([(INSULTS, SWIG), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(FIONA,))
    for _ in range(10):
        if g.current_player == PHRENK:
            assert INSULTS not in playable(g)
        if not g.stack:
            break
        pass_(g)
    assert fortitudes(g) == [20, 20, 18]


def test_for_sale_works():
    """Designed Potion sale: Phrenk reveals a Potion (keeping one), then another player pays him 1 Gold."""
    g = table([(FOR_SALE,), (), ()], potions=(GOLD,))
    events = texts(play(g, FOR_SALE, targets=(ZOT,)))
    assert events.index("Phrenk reveals the Potion 'Liquid Gold'.") < events.index("Zot pays 1 Gold to Phrenk.")
    assert kept(g) == [GOLD] and golds(g) == [11, 9, 10]


def test_for_sale_ignored_still_reveals_the_potion():
    """000 Ignore: Zot Ignores it and pays nothing; the reveal is Phrenk's own and still happens."""
    g = table([(FOR_SALE,), (STARS,), ()], potions=(GOLD,))
    play(g, FOR_SALE, targets=(ZOT,))
    play(g, STARS)
    assert kept(g) == [GOLD] and golds(g) == [10, 10, 10]


def test_quality_works():
    """Designed: each other player pays Phrenk 1 Gold."""
    g = table([(QUALITY,), (), ()])
    play(g, QUALITY)
    assert golds(g) == [12, 9, 9]


def test_quality_ignored_by_the_stars():
    """000 Negate and Ignore Effects: Zot Ignores it; Fiona still pays."""
    g = table([(QUALITY,), (STARS,), ()])
    play(g, QUALITY)
    play(g, STARS)
    assert golds(g) == [11, 10, 9]


def test_taste_works():
    """Designed: another player gains 2 Alcohol Content."""
    g = table([(TASTE,), (), ()])
    play(g, TASTE, targets=(FIONA,))
    assert alcohols(g) == [0, 0, 2]


def test_taste_refused_outside_the_action_phase():
    """000 2. Action: an Action card is played only in your own Action phase, never in answer to a card."""
    g = table([(TASTE, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(PHRENK,))
    assert g.current_player == PHRENK and playable(g) == {SWIG}


def test_stomper_works():
    """Designed: another player drinks the top Drink of their Drink Me! pile right away."""
    g = table([(STOMPER,), (), ()], drink_me={ZOT: ["Elven Wine", "Water"]})
    play(g, STOMPER, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 3, 0] and len(g.players[ZOT].drink_me) == 1


def test_stomper_refused_in_the_drink_phase():
    """000 2. Action: after the Action phase it is no longer playable."""
    g = table([(STOMPER,), (), ()], phase="drink", drink_me={PHRENK: ["Water"], ZOT: ["Wine"]})
    assert not can(g, "play", STOMPER)


def test_recipe_works():
    """Designed tasting round: everyone, Phrenk too, drinks a Drink from the Drink Deck."""
    g = table([(RECIPE,), (), ()], deck=["Wine", "Dark Ale", "Elven Wine"] + DRINKS)
    play(g, RECIPE)
    pass_until_settled(g)
    assert alcohols(g) == [2, 1, 3]


def test_recipe_refused_in_a_round_of_gambling():
    """000 Gambling: during a Round only Gambling, Cheating, Sometimes and Anytime cards are played."""
    g = table([(RECIPE, GAMBLE, GAMBLE), (GAMBLE,), ()])
    play(g, GAMBLE)
    play(g, GAMBLE)
    assert g.current_player == PHRENK and can(g, "play", GAMBLE) and not can(g, "play", RECIPE)


def test_taste_test_works():
    """Designed: Phrenk splits his Dragon Breath Ale with Zot; halves rounded up (2 each)."""
    g = table([(TASTE_TEST,), (), ()], phase="drink", drink_me={PHRENK: ["Dragon Breath Ale"]})
    drink(g)
    play(g, TASTE_TEST, drink=0, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [2, 2, 0]


def test_taste_test_refused_on_another_players_drink():
    """It splits a Drink Phrenk is about to drink, not someone else's."""
    g = table([(TASTE_TEST, SWIG), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    drink(g)
    assert g.current_player == PHRENK and TASTE_TEST not in playable(g)


def test_thirsty_works():
    """Designed: the Drink Phrenk is about to drink gives 2 less Alcohol (Dragon Breath Ale: 4 -> 2)."""
    g = table([(THIRSTY,), (), ()], phase="drink", drink_me={PHRENK: ["Dragon Breath Ale"]})
    drink(g)
    play(g, THIRSTY, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [2, 0, 0]


def test_thirsty_never_below_zero_and_refused_on_another_players_drink():
    """Designed: a Light Ale becomes 0, not -1; and it is no answer to Zot's Drink."""
    g = table([(THIRSTY,), (), ()], phase="drink", drink_me={PHRENK: ["Light Ale"]}, stats={PHRENK: {"alcohol": 3}})
    drink(g)
    play(g, THIRSTY, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [3, 0, 0]
    g = table([(THIRSTY, SWIG), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK and THIRSTY not in playable(g)


def test_hide_works():
    """Designed Ignore: Phrenk Ignores an Action card that would cost him Fortitude."""
    g = table([(HIDE,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(PHRENK,))
    play(g, HIDE)
    assert fortitudes(g) == [20, 20, 20]


def test_hide_refused_against_a_gold_card():
    """It answers Fortitude losses only, not Zot's Anytime Gold grab."""
    g = table([(HIDE, SWIG), (PRESTO,), ()], turn=ZOT)
    play(g, PRESTO, targets=(PHRENK,))
    assert g.current_player == PHRENK and HIDE not in playable(g)


def test_swig_works():
    """Designed Anytime heal: +2 Fortitude, even in another player's window (000)."""
    g = table([(SWIG,), (DISTRACT,), ()], turn=ZOT, stats={PHRENK: {"fortitude": 10}})
    play(g, DISTRACT, targets=(PHRENK,))
    play(g, SWIG)
    pass_until_settled(g)
    assert fortitudes(g)[PHRENK] == 10


def test_swig_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card may be played between discarding and drawing."""
    g = table([(SWIG, GAMBLE), (), ()], phase="discard")
    assert can(g, "play", SWIG)
    act(g, "discard", GAMBLE)
    assert not can(g, "play", SWIG)


def test_barrel_works():
    """Designed: the Inn covers Phrenk's Gold loss (here Zot's Anytime Gold grab)."""
    g = table([(BARREL,), (PRESTO,), ()], turn=ZOT)
    play(g, PRESTO, targets=(PHRENK,))
    play(g, BARREL)
    pass_until_settled(g)
    assert golds(g) == [10, 11, 10] and g.inn == -1


def test_barrel_refused_when_another_player_pays():
    """It answers Phrenk's own Gold loss only."""
    g = table([(BARREL, SWIG), (PRESTO,), ()], turn=ZOT)
    play(g, PRESTO, targets=(FIONA,))
    assert not (g.current_player == PHRENK and BARREL in playable(g))


def test_cauldron_works():
    """Designed: Phrenk skips his ante and leaves the Round Zot starts."""
    g = table([(CAULDRON,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == PHRENK
    events = texts(play(g, CAULDRON))   # Fiona antes and passes; Zot wins a pot of 2
    assert "Zot wins the Round and takes the pot of 2 Gold." in events
    assert golds(g) == [10, 11, 9]


def test_cauldron_refused_without_an_ante():
    """It answers a card that makes Phrenk ante, not an attack."""
    g = table([(CAULDRON, SWIG), (DOWN_POOKY,), ()], turn=ZOT)
    play(g, DOWN_POOKY, targets=(PHRENK,))
    assert g.current_player == PHRENK and CAULDRON not in playable(g)


def test_luck_works():
    """Designed Cheating card: Phrenk takes control of the Round."""
    g = table([(LUCK,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == PHRENK and can(g, "play", LUCK)
    events = texts(play(g, LUCK))
    assert "Phrenk wins the Round and takes the pot of 3 Gold." in events


def test_luck_refused_outside_a_round():
    """000 Gambling: a Cheating card is played only in a Round of Gambling."""
    g = table([(LUCK, GAMBLE), (), ()])
    assert can(g, "play", GAMBLE) and not can(g, "play", LUCK)


# ===== the Potion Deck: each Potion, kept face up ====================================================

def test_healing_draught_works():
    """Designed Anytime Potion: Phrenk gains 1 Fortitude; the slot is empty and the Potion discarded."""
    g = table([(DOWN_POOKY,), (), ()], kept=(HEALING,), stats={PHRENK: {"fortitude": 15}})
    events = texts(play(g, HEALING))
    assert events[0] == "Phrenk plays the Potion 'Healing Draught'"
    assert fortitudes(g)[PHRENK] == 16 and kept(g) == [] and potion_discard(g) == [HEALING]
    assert hand(g, PHRENK) == [DOWN_POOKY]


def test_healing_draught_is_phrenks_alone():
    """A kept Potion is like a card of Phrenk's hand: nobody else may play it, even when it is their decision."""
    g = table([(), (DOWN_POOKY,), ()], turn=ZOT, kept=(HEALING,))
    assert g.current_player == PHRENK and HEALING in playable_here(g)   # his, in the quiet window before Zot acts
    pass_quiet(g)
    assert g.current_player == ZOT and HEALING not in playable(g)


def test_sobering_tonic_works():
    """Designed Anytime Potion: Phrenk loses 1 Alcohol Content, here in Zot's attack window."""
    g = table([(), (DOWN_POOKY,), ()], turn=ZOT, kept=(SOBERING,), stats={PHRENK: {"alcohol": 5}})
    play(g, DOWN_POOKY, targets=(PHRENK,))
    assert g.current_player == PHRENK
    play(g, SOBERING)
    pass_until_settled(g)
    assert alcohols(g)[PHRENK] == 4 and fortitudes(g)[PHRENK] == 19 and kept(g) == []


def test_sobering_tonic_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card, kept Potion included, between discarding and drawing."""
    g = table([(GAMBLE, SWIG), (), ()], phase="discard", kept=(SOBERING,))
    assert potion_plays(g, SOBERING)
    act(g, "discard", GAMBLE)
    assert not potion_plays(g, SOBERING)


def test_bottled_explosion_works():
    """Designed Action Potion: another player loses 2 Fortitude; it is Phrenk's one Action."""
    g = table([(BUBBLING,), (), ()], kept=(EXPLOSION,))
    play(g, EXPLOSION, targets=(ZOT,))
    assert fortitudes(g) == [20, 18, 20] and g.phase == "order" and not can(g, "play", BUBBLING)


def test_bottled_explosion_refused_outside_the_action_phase():
    """An Action Potion is no answer to a card, and after his Action Phrenk plays no other."""
    g = table([(SWIG,), (DOWN_POOKY,), ()], turn=ZOT, kept=(EXPLOSION,))
    play(g, DOWN_POOKY, targets=(PHRENK,))
    assert g.current_player == PHRENK and playable(g) == {SWIG}
    g = table([(BUBBLING,), (), ()], kept=(EXPLOSION,))
    play(g, BUBBLING, targets=(ZOT,))
    assert g.phase == "order" and not potion_plays(g)


def test_liquid_fire_works():
    """Designed Sometimes Potion: a revealed Drink gives 2 more Alcohol."""
    g = table([(), (), ()], turn=ZOT, phase="drink", kept=(FIRE,), drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK
    play(g, FIRE, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 4, 0] and potion_discard(g) == [FIRE]


def test_liquid_fire_negated_goes_to_the_potion_discards():
    """000 Negate: the Wench Negates the Potion; the Drink is unchanged and the Potion is discarded all the same."""
    g = table([(), (WENCH_THINKS,), ()], turn=ZOT, phase="drink", kept=(FIRE,), drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, FIRE, drink=0)
    play(g, WENCH_THINKS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0] and kept(g) == [] and potion_discard(g) == [FIRE]


def test_fizzing_surprise_works():
    """Designed Action Potion: another player drinks the top Drink of their Drink Me! pile right away."""
    g = table([(), (), ()], kept=(FIZZING,), drink_me={FIONA: ["Wine", "Water"]})
    play(g, FIZZING, targets=(FIONA,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 2] and len(g.players[FIONA].drink_me) == 1


def test_fizzing_surprise_refused_in_the_drink_phase():
    """An Action Potion is played in the Action phase only."""
    g = table([(SWIG,), (), ()], phase="drink", kept=(FIZZING,), drink_me={PHRENK: ["Water"], FIONA: ["Wine"]})
    assert not potion_plays(g)


def test_antidote_works():
    """Designed Sometimes Potion: Phrenk Ignores the Drink he is about to drink."""
    g = table([(), (), ()], phase="drink", kept=(ANTIDOTE,), drink_me={PHRENK: ["Dragon Breath Ale"]})
    drink(g)
    play(g, ANTIDOTE, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_antidote_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: only a Drink that would affect Phrenk."""
    g = table([(SWIG,), (), ()], turn=ZOT, phase="drink", kept=(ANTIDOTE,), drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK and not potion_plays(g)


def test_elixir_of_luck_works():
    """Designed Sometimes Potion: as Zot is about to win a Round Phrenk is in, Phrenk takes the pot."""
    g = table([(), (GAMBLE,), ()], turn=ZOT, kept=(ELIXIR,))
    play(g, GAMBLE)   # Phrenk and Fiona have nothing to play and pass; Zot is about to win
    assert g.current_player == PHRENK and g.frame(g.stack[-1].subject).kind == "round_won"
    events = texts(play(g, ELIXIR))
    assert "Phrenk takes the pot of 3 Gold." in events
    assert golds(g) == [12, 9, 9]


def test_elixir_of_luck_refused_after_leaving_the_round():
    """Designed: only in a Round Phrenk is still in (here he left it instead of anteing)."""
    g = table([(CAULDRON,), (GAMBLE,), ()], turn=ZOT, kept=(ELIXIR,), ask_all=True)
    play(g, GAMBLE)
    for _ in range(10):
        if can(g, "play", CAULDRON):
            break
        pass_(g)
    play(g, CAULDRON)
    for _ in range(40):
        if g.current_player == PHRENK:
            assert ELIXIR not in playable(g)
        if not g.stack:
            break
        pass_(g)
    assert golds(g) == [10, 11, 9] and kept(g) == [ELIXIR]


def test_liquid_gold_works():
    """Designed Action Potion: another player pays Phrenk 1 Gold."""
    g = table([(), (), ()], kept=(GOLD,))
    play(g, GOLD, targets=(FIONA,))
    assert golds(g) == [11, 10, 9]


def test_liquid_gold_ignored_by_the_stars():
    """000 Ignore: Zot Ignores the Potion ('The stars say, "No!"') and pays nothing; it is discarded all the same."""
    g = table([(), (STARS,), ()], kept=(GOLD,))
    play(g, GOLD, targets=(ZOT,))
    play(g, STARS)
    assert golds(g) == [10, 10, 10] and potion_discard(g) == [GOLD]


def test_potion_of_clarity_works():
    """Designed Anytime Potion: Phrenk draws a card (the Potion itself never counted in his hand)."""
    g = table([(SWIG,), (), ()], kept=(CLARITY,))
    before = len(g.players[PHRENK].hand)
    play(g, CLARITY)
    pass_until_settled(g)   # (Phrenk, holding an Anytime card, is asked in its window)
    assert len(g.players[PHRENK].hand) == before + 1 and kept(g) == []


def test_potion_of_clarity_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: not between discarding and drawing."""
    g = table([(GAMBLE, SWIG), (), ()], phase="discard", kept=(CLARITY,))
    act(g, "discard", GAMBLE)
    assert not potion_plays(g)


def test_trolls_blood_works():
    """Designed Sometimes Potion: the Drink Phrenk is about to drink gives Fortitude instead of Alcohol."""
    g = table([(), (), ()], phase="drink", kept=(TROLLS_BLOOD,), drink_me={PHRENK: ["Wine"]},
              stats={PHRENK: {"fortitude": 15}})
    drink(g)
    play(g, TROLLS_BLOOD, drink=0)
    pass_until_settled(g)
    assert alcohols(g)[PHRENK] == 0 and fortitudes(g)[PHRENK] == 17


def test_trolls_blood_refused_on_another_players_drink():
    """Only a Drink Phrenk is about to drink."""
    g = table([(SWIG,), (), ()], turn=ZOT, phase="drink", kept=(TROLLS_BLOOD,), drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == PHRENK and not potion_plays(g)


def test_thornskin_tonic_works():
    """Designed hit-back Potion: after Zot's card costs Phrenk Fortitude, Zot loses 2."""
    g = table([(), (DISTRACT,), ()], turn=ZOT, kept=(THORNSKIN,))
    play(g, DISTRACT, targets=(PHRENK,))
    assert g.current_player == PHRENK
    play(g, THORNSKIN)
    assert fortitudes(g) == [18, 18, 20] and potion_discard(g) == [THORNSKIN]


def test_thornskin_tonic_refused_when_someone_else_was_hit():
    """000 hit-back: only the player who lost the Fortitude."""
    g = table([(), (DISTRACT,), ()], turn=ZOT, kept=(THORNSKIN,))
    play(g, DISTRACT, targets=(FIONA,))
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 18] and kept(g) == [THORNSKIN]


def test_potion_of_stoneskin_works():
    """Designed Ignore Potion: Phrenk Ignores an Action card that would cost him Fortitude."""
    g = table([(), (DISTRACT,), ()], turn=ZOT, kept=(STONESKIN,))
    play(g, DISTRACT, targets=(PHRENK,))
    play(g, STONESKIN)
    assert fortitudes(g) == [20, 20, 20]


def test_potion_of_stoneskin_refused_against_a_gold_card():
    """It answers Fortitude losses only."""
    g = table([(SWIG,), (PRESTO,), ()], turn=ZOT, kept=(STONESKIN,))
    play(g, PRESTO, targets=(PHRENK,))
    assert g.current_player == PHRENK and not potion_plays(g)


# ===== the mechanism =================================================================================

def test_setup_reveals_one_potion_face_up():
    """At setup one Potion is revealed face up; the other 17 stay in the Potion Deck (Zot goes first)."""
    g = innkeeper.new_game(["phrenk", "zot"], seed=4, first_player=1)
    d = g.sides[0]
    assert d.kind == "potions" and len(d.shown) == 1 and len(d.deck) == 17 and d.discard == []
    assert g.content.cards[d.shown[0]].side == "potions"


def test_turn_start_reveal_and_keep_one_choice():
    """At the start of his turn Phrenk reveals a Potion and keeps one of the two, before anything else."""
    g = table([(), (), ()], turn=FIONA, phase="drink", kept=(HEALING,), potions=(EXPLOSION,))
    events = texts(to_phrenks_turn(g))
    assert "It is Phrenk's turn." in events and "Phrenk reveals the Potion 'Bottled Explosion'." in events
    assert g.current_player == PHRENK and g.phase == "discard" and g.stack[-1].kind == "setlist"
    choices = find(g, "choose", option="drop")
    assert [a.text for a in choices] == ["Phrenk keeps 'Bottled Explosion' and discards 'Healing Draught'",
                                         "Phrenk keeps 'Healing Draught' and discards 'Bottled Explosion'"]
    assert {a.kind for a in g.legal_actions()} == {"choose"}   # nothing else first
    act(g, "choose", EXPLOSION, option="drop")
    assert kept(g) == [HEALING] and potion_discard(g) == [EXPLOSION] and not g.stack


def test_turn_start_with_no_potion_kept_keeps_the_revealed_one():
    """With the slot empty (the last one was played), the revealed Potion is simply kept."""
    g = table([(), (), ()], turn=FIONA, phase="drink", kept=(), potions=(EXPLOSION,))
    to_phrenks_turn(g)
    assert g.current_player == PHRENK and not g.stack and kept(g) == [EXPLOSION]


def test_turn_start_revealing_the_same_potion_asks_nothing():
    """Two of one face: keeping either is the same, so nobody is asked."""
    g = table([(), (), ()], turn=FIONA, phase="drink", kept=(HEALING,), potions=(HEALING,))
    events = texts(to_phrenks_turn(g))
    assert "Phrenk keeps 'Healing Draught' and discards 'Healing Draught'." in events
    assert kept(g) == [HEALING] and potion_discard(g) == [HEALING] and not g.stack


def test_potion_deck_reshuffles_its_discards():
    """An empty Potion Deck is shuffled from its discards before the reveal."""
    g = table([(), (), ()], turn=FIONA, phase="drink", kept=(), potions=(), potion_discard=(GOLD,))
    events = texts(to_phrenks_turn(g))
    assert "Phrenk's Potion Deck is shuffled from its discards." in events
    assert kept(g) == [GOLD] and potion_discard(g) == [] and g.sides[0].deck == []


def test_played_in_a_window_the_slot_stays_empty_until_the_next_reveal():
    """A Potion played in Zot's turn leaves the slot empty for the rest of the round; Phrenk's turn refills it."""
    g = table([(), (DOWN_POOKY,), ()], turn=ZOT, kept=(HEALING,), potions=(EXPLOSION,),
              stats={PHRENK: {"fortitude": 10}})
    play(g, DOWN_POOKY, targets=(PHRENK,))
    play(g, HEALING)
    pass_until_settled(g)
    assert kept(g) == [] and fortitudes(g)[PHRENK] == 10
    assert g.current_player == ZOT and not potion_plays(g)
    next_turn_of(g, PHRENK)
    assert kept(g) == [EXPLOSION]


def test_the_potion_is_not_in_the_hand():
    """It never counts toward the hand size and is never discarded in Discard and Draw."""
    g = table([(SWIG, GAMBLE), (), ()], phase="discard", kept=(EXPLOSION,))
    assert EXPLOSION not in {a.card for a in find(g, "discard")}
    act(g, "discard", GAMBLE)
    act(g, "draw")
    assert len(g.players[PHRENK].hand) == 7 and kept(g) == [EXPLOSION]
    obs = g.observe(PHRENK)
    assert EXPLOSION not in obs["hand"] and obs["players"][PHRENK]["hand_size"] == 7
    assert potion_plays(g, EXPLOSION)   # his Action phase: the Action Potion is an Action


def test_kept_potion_is_one_more_choice_of_action():
    """In the Action phase the Action Potion stands beside the hand's Action cards; playing a hand card ends it."""
    g = table([(BUBBLING,), (), ()], kept=(EXPLOSION,))
    assert potion_plays(g, EXPLOSION) and can(g, "play", BUBBLING)
    assert all(a.option is None for a in find(g, "play", BUBBLING))


def test_save_and_load_mid_choice():
    """Saved while Phrenk chooses which Potion to keep, the game loads equal and goes on the same way."""
    g = table([(), (), ()], turn=FIONA, phase="drink", kept=(HEALING,), potions=(EXPLOSION,))
    to_phrenks_turn(g)
    assert g.stack[-1].kind == "setlist"
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.legal_actions() == g.legal_actions()
    act(loaded, "choose", HEALING, option="drop")
    act(g, "choose", HEALING, option="drop")
    assert loaded == g and kept(loaded) == [EXPLOSION]


def test_save_and_load_with_a_potion_on_the_stack():
    """A Potion being played (a card frame with origin "potion") survives a save and a clone."""
    g = table([(), (DOWN_POOKY,), ()], turn=ZOT, kept=(HEALING,), ask_all=True)
    play(g, DOWN_POOKY, targets=(PHRENK,))
    pass_until(g, PHRENK)   # Zot and Fiona, asked first, pass
    play(g, HEALING)
    frames = [f for f in g.stack if f.kind == "card" and f.origin == "potion"]
    assert len(frames) == 1 and frames[0].deck == 0 and g.title(frames[0].card) == HEALING and kept(g) == []
    loaded = Game.from_json(g.to_json())
    assert loaded == g and g.clone() == g
    pass_until_settled(loaded)
    assert potion_discard(loaded) == [HEALING]


def test_clone_is_equal_and_independent():
    """A clone has the same kept Potion; playing it in the clone leaves the original's slot alone."""
    g = table([(), (), ()], kept=(HEALING,))
    c = g.clone()
    assert c == g
    play(c, HEALING)
    assert kept(c) == [] and kept(g) == [HEALING]


def test_observe_shows_the_kept_potion_to_everyone():
    """The kept Potion is public: every seat and a spectator see it; only Phrenk is offered its play."""
    g = table([(SWIG,), (), ()], kept=(HEALING,))
    for seat in (None, PHRENK, ZOT, FIONA):
        obs = g.observe(seat)
        assert obs["sides"][0]["kind"] == "potions" and obs["sides"][0]["shown"] == [HEALING]
        assert obs["sides"][0]["owner"] == PHRENK
    mine = g.observe(PHRENK)["legal_actions"]
    assert any(a["card"] == HEALING and a.get("option") == "potion" for a in mine if a["kind"] == "play")


def test_determinize_keeps_the_kept_potion():
    """Search states re-deal the Potion Deck's hidden order but keep the face-up Potion and the discards."""
    g = table([(), (), ()], kept=(HEALING,), potions=(EXPLOSION, GOLD, FIRE), potion_discard=(ANTIDOTE,))
    for seed in range(5):
        h = g.determinize(ZOT, seed)
        assert kept(h) == [HEALING] and potion_discard(h) == [ANTIDOTE]
        assert sorted(h.sides[0].deck) == sorted(g.sides[0].deck)


def test_screen_shows_the_kept_potion_and_words_the_choice():
    """The terminal: Phrenk's mat shows his Potion, his hand table lists it, and the keep-one choice reads well."""
    g = table([(SWIG,), (), ()], turn=ZOT, kept=(HEALING,))
    obs = g.observe(ZOT)
    assert screen.side_notes(obs, PHRENK)[0] == "Potion: 'Healing Draught'"
    assert "Potion: 'Healing Draught'" in screen.to_text(screen.mats(obs, ZOT), width=220)
    g = table([(SWIG,), (), ()], turn=FIONA, phase="drink", kept=(HEALING,), potions=(EXPLOSION,))
    to_phrenks_turn(g)
    obs = g.observe(PHRENK)
    assert screen.situation(obs, PHRENK) == "You must keep one Potion and discard the other — choose which to keep"
    text = screen.to_text(screen.screen(obs, g.content, [], PHRENK, g.legal_actions()), width=220)
    assert "Phrenk keeps 'Bottled Explosion' and discards 'Healing Draught'" in text
    act(g, "choose", EXPLOSION, option="drop")
    obs = g.observe(PHRENK)
    table_text = screen.to_text(screen.hand_table(obs, g.content), width=220)
    assert "Potion" in table_text and HEALING in table_text
    assert screen.side_notes(obs, PHRENK)[0] == "Potion: 'Healing Draught'"


def test_screen_describes_a_potion_being_played():
    """A Potion on the stack reads "Phrenk plays the Potion 'X' on Zot"."""
    g = table([(), (), (ARMOR,)], kept=(EXPLOSION,))
    play(g, EXPLOSION, targets=(FIONA,))
    obs = g.observe(FIONA)
    index = next(i for i, f in enumerate(obs["stack"]) if f["kind"] == "card")
    assert screen.describe_frame(obs, index, FIONA) == "Phrenk plays the Potion 'Bottled Explosion' on you"


def test_bots_see_and_play_the_potion():
    """The heuristic bot is offered the kept Potion and scores it; bots play whole games with Phrenk."""
    g = table([(), (), ()], kept=(EXPLOSION,))
    bot = HeuristicBot(PHRENK, 1)
    view = SeatView(g, PHRENK)
    assert any(a.option == "potion" for a in view.legal)
    choice = bot.act(view)
    assert choice.option == "potion" and choice.card == EXPLOSION
    played = 0
    for seed in range(4):
        game = innkeeper.new_game(["phrenk", "zot", "jin", "fiona"], seed=seed)
        bots = [HeuristicBot(s, seed) if s % 2 == 0 else RandomBot(s, seed) for s in range(4)]
        for _ in range(5000):
            if game.is_over:
                break
            seat = game.current_player
            action = bots[seat].act(SeatView(game, seat))
            played += action.option == "potion"
            game.apply(action)
        assert game.is_over
    assert played > 0


def test_jin_keeps_his_setlist_wording():
    """Generalising the Setlist to the kept Potion leaves Jin's words as they were."""
    s = Scenario(["jin", "zot"])
    s.side(0, shown=["Hungry Like the Wolfman", "Barbarian Rhapsody", "Another One Bites the Dust"],
           deck=["Pour Some Mead On Me"])
    s.turn(1, "drink")
    g = s.build()
    drink(g)
    events = texts(pass_quiet(g) + pass_until(g, 0))
    assert "Jin adds 'Pour Some Mead On Me' to the Setlist." in events
    assert "Jin drops 'Barbarian Rhapsody' from the Setlist" in {a.text for a in find(g, "choose")}


def test_an_illegal_potion_play_says_why():
    """Playing the kept Action Potion in answer to a card is refused, naming the Potion (not "does not hold")."""
    g = table([(SWIG,), (DOWN_POOKY,), ()], turn=ZOT, kept=(EXPLOSION,))
    play(g, DOWN_POOKY, targets=(PHRENK,))
    for title, why in ((EXPLOSION, "'Bottled Explosion' cannot be played now"),
                       (HEALING, "Phrenk does not hold 'Healing Draught'")):
        try:
            g.apply(Action("play", title, (ZOT,) if title == EXPLOSION else (), option="potion"))
        except IllegalAction as exc:
            assert str(exc) == why
        else:
            raise AssertionError("an illegal play was accepted")
    assert kept(g) == [EXPLOSION]
