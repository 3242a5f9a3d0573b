"""Molly the Stablehand (innkeeper/content/data/molly.toml): each of her cards and each animal of her Stable works,
and is refused (or Ignored, Negated, or does nothing) where it does not apply; and the Stable mechanism
(innkeeper/engine/mechanics/stable.py): calling animals with the horseshoe, the Paddock of two, animals bolting when
she is hit, reshuffling, saving, cloning, observing, determinizing, the mats and the heuristic bot.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", "Wench, bring some drinks for my
friends!", the Wench's tip, stop playing with the drinks, "I don't think so!", "Tip the Wench.", "What's that up your
sleeve?") are tested in test_shared.py; they appear here only to set up a situation. Every seat's hand, the Paddock
and the Stable Deck are set exactly. "000" is rulebook shared/rulebooks/000_7bfbc92714e683e0.txt; a card's own effect
comes from the header of molly.toml (rulebook cards keep the effect 000 shows; the rest are designed).
"""

from __future__ import annotations

import pytest

from innkeeper import screen
from innkeeper.bots import SeatView
from innkeeper.bots.heuristic import HeuristicBot
from innkeeper.content import ContentError, load_content
from innkeeper.engine import Game
from innkeeper.testing import (
    Scenario,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    pass_,
    pass_until_settled,
    play,
    playable,
    texts,
)

MOLLY, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Molly's main deck (her own cards).
STAMPEDE = "Stampede!"
SAVE = "We'll save this one for later, right boy?"
OOPS = "Oops… I dropped my cards"
HOOVES = "Mind the hooves!"
PONY = "Pony rides, one Gold a go!"
APPLE = "Who wants an apple?"
SPOOKING = "That's what you get for spooking the horses!"
HAY = "Duck behind the hay bales!"
TROUGH = "A bucket from the trough"
MANURE = "Straight into the manure pile!"
FOAL = "Gotta check on the foal!"
COME_OUT = "Here, girl! Come on out!"
LINIMENT = "Horse liniment works on people too"
PURSE = "The goat ate my coin purse!"
HORSESHOES = {HOOVES, PONY, APPLE, FOAL, COME_OUT}

# The Stable Deck.
BESS = "Old Bess, the plough horse"
BRUTUS = "Brutus, the Shire horse"
JENNY = "Jenny the mule"
BISCUIT = "Biscuit the sheepdog"
THUNDER = "Thunder, the warhorse"
SHADOW = "Shadow, the black stallion"
BRAMBLE = "Bramble the billy goat"
NANNY = "Nanny the goat"
DAISY = "Daisy the milk cow"
WHISKERS = "Whiskers the barn cat"
HENRIETTA = "Henrietta the hen"
PUMPERNICKEL = "Pumpernickel the pony"
TRUFFLE = "Truffle the pig"
MAGPIE = "Sticky-beak the magpie"
ANIMALS = [BESS, BRUTUS, JENNY, BISCUIT, THUNDER, SHADOW, BRAMBLE, NANNY, DAISY, WHISKERS, HENRIETTA, PUMPERNICKEL,
           TRUFFLE, MAGPIE]

# Shared and other characters' cards used to build situations.
GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING = "Winning Hand!"
IDTS = "I don't think so!"
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
TIP = "Tip the Wench."
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
QUICK_HEALER = "I'm a quick healer."
BORROW = "Hey guys... Can I borrow some gold? Armor repair isn't cheap, ya' know."

NEXT = WHISKERS   # the animal at the top of the Stable Deck in most tests (its gift comes only as her turn starts)


def table(hands, *, turn=MOLLY, phase="action", paddock=(), stable=None, stable_discard=(), drink_me=None,
          stats=None, deck=DRINKS, ask_all=False, characters=("molly", "zot", "fiona")):
    """Molly (0), Zot (1) and Fiona (2) with exact hands, Paddock and Stable Deck (top first; by default only NEXT,
    or Old Bess when NEXT is out)."""
    if stable is None:
        stable = (NEXT,) if NEXT not in paddock else (BESS,)
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(MOLLY, shown=list(paddock), deck=list(stable), discard=list(stable_discard))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def stable(g) -> dict:
    """Molly's Stable: the Paddock (first out first), the deck (top first) and the discards, as titles."""
    d = next(d for d in g.sides if d.kind == "stable" and d.owner == MOLLY)
    return {"paddock": [g.title(c) for c in d.shown], "deck": [g.title(c) for c in d.deck][::-1],
            "discard": [g.title(c) for c in d.discard]}


def paddock(g) -> list[str]:
    """The animals in Molly's Paddock, first out first."""
    return stable(g)["paddock"]


def zot_hits_molly(hands=((), (DISTRACT,), ()), card=DISTRACT, **kw):
    """Zot (in his Action phase) plays ``card`` on Molly and everyone passes; the game and the events."""
    g = table(hands, turn=ZOT, **kw)
    events = play(g, card, targets=(MOLLY,))
    events += settle(g)
    return g, events


def settle(g) -> list:
    """Everyone passes until nothing is left to answer; the events."""
    events: list = []
    for _ in range(40):
        if not g.stack or g.stack[-1].kind not in ("window", "loss", "setlist"):
            return events
        events += pass_(g)
    raise AssertionError("the windows never closed")


def next_turn(g) -> list:
    """The active player plays no more cards, orders, drinks and ends the turn; the next player draws. The events."""
    start = g.turn
    events = []
    for _ in range(80):
        if g.turn != start and g.phase != "discard":
            return events
        for kind in ("drink", "pass", "order", "draw"):
            found = find(g, kind)
            if found:
                events += g.apply(found[0])
                break
    raise AssertionError("the turn never ended")


def her_turn_starts(animals, **kw) -> tuple:
    """Fiona (holding an Anytime card, so she decides) ends her turn; Molly's starts with ``animals`` out."""
    g = table([(), (), (QUICK_HEALER,)], turn=FIONA, phase="drink", paddock=animals, **kw)
    events = next_turn(g)
    assert g.turn == MOLLY
    return g, texts(events)


# ===== the deck =====================================================================================

def test_core_cards_are_the_shared_cards():
    """cards.md section 4: Molly's copies of the shared cards are the very cards the other decks hold."""
    c = load_content()
    molly, zot = set(c.characters["molly"].deck), set(c.characters["zot"].deck)
    for title in (GAMBLE, RAISE, WINNING, "Oh, I guess the Wench thought that was her tip...", WENCH_THINKS, TIP,
                  IDTS, "Wench, bring some drinks for my friends!", "What's that up your sleeve?"):
        assert len(c.variants[title]) == 1 and c.variants[title][0] in molly & zot, title


def test_deck_shape():
    """cards.md section 5: 6, 2x12, 1x10 (23 titles, 40 cards); a Stable Deck of 14 cards, all different."""
    c = load_content()
    ch = c.characters["molly"]
    assert ch.source == "reconstructed" and ch.short == "Molly"
    counts = {c.cards[i].title: ch.deck.count(i) for i in set(ch.deck)}
    assert len(ch.deck) == 40 and len(counts) == 23
    assert sorted(counts.values(), reverse=True) == [6] + [2] * 12 + [1] * 10
    assert counts[GAMBLE] == 6
    assert ch.side.kind == "stable" and ch.side.name == "Stable Deck" and len(ch.side.deck) == 14
    assert sorted(c.cards[i].title for i in ch.side.deck) == sorted(ANIMALS)
    assert (ch.side.shown, ch.side.setup_reveal, ch.side.turn_reveal) == (2, 0, False)
    for title in (STAMPEDE, SAVE, OOPS):
        assert c.cards[c.variants[title][-1]].source == "rulebook", title
    own = {c.cards[i].title for i in set(ch.deck)} - set(c.characters["zot"].deck and
                                                          [c.cards[i].title for i in c.characters["zot"].deck])
    for title in own - {STAMPEDE, SAVE, OOPS}:
        assert c.cards[c.variants[title][-1]].source == "designed", title
    for i in ch.side.deck:
        assert c.cards[i].source == "designed" and c.cards[i].animal is not None


def test_horseshoe_cards_end_with_a_call():
    """molly.toml: a card with the horseshoe calls an animal after its other effects; the others never do."""
    c = load_content()
    ch = c.characters["molly"]
    shoes = {c.cards[i].title for i in set(ch.deck) if c.cards[i].horseshoe}
    assert shoes == HORSESHOES
    for i in set(ch.deck):
        card = c.cards[i]
        for m in card.modes:
            ops = [e.op for e in m.effects]
            if card.horseshoe:
                assert ops[-1] == "call_animal" and ops.count("call_animal") == 1
            else:
                assert "call_animal" not in ops


# ===== the Stable mechanism ==========================================================================

def test_setup_calls_no_animal():
    """000 Getting Started: the Stable Deck is shuffled at setup; no animal is out until a horseshoe calls one."""
    for seed in range(4):
        g = Scenario(["molly", "zot", "fiona"], seed=seed).build()
        s = stable(g)
        assert s["paddock"] == [] and s["discard"] == [] and sorted(s["deck"]) == sorted(ANIMALS)
    orders = {tuple(stable(Scenario(["molly", "zot"], seed=seed).build())["deck"]) for seed in range(4)}
    assert len(orders) > 1


def test_a_horseshoe_calls_an_animal_after_its_other_effects():
    """Design (the horseshoe): the loss comes first, then the top Stable card joins the Paddock."""
    g = table([(HOOVES,), (), ()])
    events = texts(play(g, HOOVES, targets=(ZOT,)))
    assert events.index("Zot loses 2 Fortitude.") < events.index(f"Molly adds '{NEXT}' to the Paddock.")
    assert stable(g) == {"paddock": [NEXT], "deck": [], "discard": []}


def test_a_negated_horseshoe_card_calls_nothing():
    """Design: the call is part of the card: Negated ("I don't think so!" on her Sometimes card), no animal comes."""
    g = table([(FOAL,), (GAMBLE, IDTS), ()], turn=ZOT)
    play(g, GAMBLE)
    play(g, FOAL)
    play(g, IDTS)
    assert paddock(g) == [] and stable(g)["deck"] == [NEXT]


def test_a_third_animal_sends_one_back_of_her_choice():
    """Design: the Paddock holds two; calling a third, Molly sends one of the three back before anything else."""
    g = table([(COME_OUT,), (), ()], paddock=(BESS, JENNY), stable=(THUNDER,))
    play(g, COME_OUT)
    assert g.current_player == MOLLY and g.stack[-1].kind == "setlist"
    choices = [a.card for a in find(g, "choose")]
    assert choices == [BESS, JENNY, THUNDER]
    events = texts(play_choose(g, BESS))
    assert f"Molly drops '{BESS}' from the Paddock." in events
    assert stable(g) == {"paddock": [JENNY, THUNDER], "deck": [], "discard": [BESS]}


def play_choose(g, title):
    """Choose the card of this title (a Paddock over its limit: the animal sent back)."""
    action = next(a for a in find(g, "choose") if a.card == title)
    return g.apply(action)


def test_an_empty_stable_is_shuffled_from_its_discards():
    """Design: when no animal is left in the Stable Deck, its discards become the deck."""
    g = table([(COME_OUT,), (), ()], stable=(), stable_discard=(DAISY,))
    events = texts(play(g, COME_OUT))
    assert "Molly's Stable Deck is shuffled from its discards." in events
    assert stable(g) == {"paddock": [DAISY], "deck": [], "discard": []}


def test_a_call_with_every_animal_out_calls_nothing():
    """Design: with the Stable Deck and its discards empty, a horseshoe calls nothing (the card still works)."""
    g = table([(HOOVES,), (), ()], paddock=(BESS, JENNY), stable=())
    d = g.sides[0]
    d.deck, d.discard = [], []
    events = texts(play(g, HOOVES, targets=(ZOT,)))
    assert "Molly has no Stable left to reveal." in events and fortitudes(g) == [20, 18, 20]


def test_the_first_animal_out_bolts_when_another_players_card_hits_her():
    """Design (skittish): another player's card costs her Fortitude; the animal out first bolts to the discards."""
    g, events = zot_hits_molly(paddock=(WHISKERS, DAISY))
    assert fortitudes(g) == [18, 20, 20]
    assert f"'{WHISKERS}' bolts from Molly's Paddock back to the Stable." in texts(events)
    assert stable(g)["paddock"] == [DAISY] and stable(g)["discard"] == [WHISKERS]


def test_no_animal_bolts_when_she_hurts_herself_or_ignores_the_card():
    """Design: her own card, a Drink, or a card she Ignores spooks nothing."""
    g = table([(STAMPEDE, HAY), (DISTRACT,), ()], paddock=(WHISKERS,))
    play(g, STAMPEDE)
    settle(g)
    assert paddock(g) == [WHISKERS]
    g = table([(HAY,), (DISTRACT,), ()], turn=ZOT, paddock=(WHISKERS,))
    play(g, DISTRACT, targets=(MOLLY,))
    play(g, HAY)
    settle(g)
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == [WHISKERS]


def test_stable_survives_save_and_load_clone_and_observe():
    """The Stable is saved and restored, cloned, and shown to everyone: the Paddock and discards, not the order."""
    g = table([(HOOVES,), (), ()], paddock=(BESS,), stable=(JENNY, DAISY), stable_discard=(NANNY,))
    play(g, HOOVES, targets=(ZOT,))
    assert Game.from_json(g.to_json()) == g
    assert g.clone() == g and g.clone().sides[0] is not g.sides[0]
    for seat in (None, MOLLY, ZOT):
        sides = g.observe(seat)["sides"]
        assert sides == [{"kind": "stable", "name": "Stable Deck", "owner": MOLLY, "deck_size": 1,
                          "discard": [NANNY], "shown": [BESS, JENNY], "fronts": [[], [], []]}]
    assert paddock(Game.from_json(g.to_json())) == [BESS, JENNY]


def test_the_stable_order_leaks_to_nobody_and_determinize_redeals_it():
    """Hidden information: the Stable Deck's order is in no observation; determinize re-deals it, and keeps the
    Paddock and the discards as they are."""
    a = table([(HOOVES,), (), ()], paddock=(BESS,), stable=(JENNY, DAISY, NANNY), stable_discard=(MAGPIE,))
    b = table([(HOOVES,), (), ()], paddock=(BESS,), stable=(NANNY, JENNY, DAISY), stable_discard=(MAGPIE,))
    for seat in (None, MOLLY, ZOT, FIONA):
        assert a.observe(seat) == b.observe(seat)
    before = stable(a)
    seen = set()
    for seed in range(8):
        for seat in (MOLLY, ZOT):
            h = a.determinize(seat, seed)
            after = stable(h)
            assert after["paddock"] == before["paddock"] and after["discard"] == before["discard"]
            assert sorted(after["deck"]) == sorted(before["deck"])
            seen.add(tuple(after["deck"]))
    assert len(seen) > 1


def test_the_mats_show_the_paddock():
    """The terminal mats show Molly's Paddock and her Stable's size; the screen words a Paddock over its limit."""
    g = table([(COME_OUT,), (), ()], paddock=(BESS, JENNY), stable=(THUNDER, DAISY))
    obs = g.observe(ZOT)
    assert screen.side_notes(obs, MOLLY) == [f"Paddock: '{BESS}', '{JENNY}'", "Stable Deck 2, 0 discarded"]
    assert screen.side_notes(obs, ZOT) == []
    assert "Paddock" in screen.to_text(screen.mats(obs, ZOT), width=220)
    play(g, COME_OUT)
    obs = g.observe(ZOT)
    assert screen.describe_frame(obs, len(obs["stack"]) - 1, ZOT) == (
        "Molly must send an animal back to the Stable: a Paddock holds only two")


def test_an_animal_card_needs_an_ability_and_a_stable_calls_none_on_its_own():
    """docs/content-format.md, The Stable: an animal lends at least one ability; no animal comes out on its own."""
    base = """
[character]
id = "bad_stable"
name = "Test Bad Stable"
set = "test"
source = "test"

[[card]]
title = "Test filler"
type = "anytime"
copies = 7
horseshoe = true
text = "Gain 1 Fortitude."
effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]

[side]
kind = "stable"
name = "Test Stable"
SIDE

[[side.card]]
title = "Test animal"
copies = 2
text = "An animal."
ANIMAL
"""
    cases = [
        ("shown = 2", 'effects = [{ op = "gain_fortitude", who = "you", amount = 1 }]', "effects"),
        ("shown = 2", "animal = {}", "at least one"),
        ("shown = 2", "animal = { hoof = 1 }", "hoof"),
        ("shown = 2", "animal = { kick = -1 }", "kick"),
        ("shown = 2\nsetup_reveal = 1", "animal = { kick = 1 }", "setup_reveal"),
        ("shown = 0", "animal = { kick = 1 }", "shown"),
    ]
    for side, line, word in cases:
        with pytest.raises(ContentError, match=word):
            load_content(extra_texts=[{"name": "bad.toml",
                                       "text": base.replace("SIDE", side).replace("ANIMAL", line)}])
    good = base.replace("SIDE", "shown = 1").replace("ANIMAL", "animal = { drink = -2, pot = 1 }")
    c = load_content(extra_texts=[{"name": "good.toml", "text": good}])
    card = c.cards[c.variants["Test animal"][0]]
    assert card.animal.drink == -2 and card.animal.pot == 1
    assert c.cards[c.variants["Test filler"][0]].horseshoe


# ===== the heuristic bot ==============================================================================

def test_the_bot_sends_back_the_weakest_animal():
    """The heuristic bot, over the Paddock's limit, sends back the animal worth least to it (Old Bess, guard 1)."""
    g = table([(COME_OUT,), (), ()], paddock=(BRUTUS, BESS), stable=(SHADOW,))
    play(g, COME_OUT)
    bot = HeuristicBot(MOLLY, seed=1)
    action = bot.act(SeatView(g, MOLLY))
    assert action.kind == "choose" and action.card == BESS


def test_the_bot_calls_animals():
    """The heuristic bot plays a card that only calls an animal when it has nothing better, and values the call."""
    g = table([(COME_OUT,), (), ()], phase="discard")
    bot = HeuristicBot(MOLLY, seed=1)
    scores = dict(zip(map(str, g.legal_actions()), bot.scores(SeatView(g, MOLLY)), strict=True))
    play_score = next(v for k, v in scores.items() if COME_OUT in k and "plays" in k)
    assert play_score > 0


# ===== Molly's cards named in rulebook 000 =============================================================

def test_stampede_works():
    """000 Ignore Example: "Stampede!": each other player loses 2 Fortitude; Molly pays 3 Gold to the Inn."""
    g = table([(STAMPEDE,), (), ()])
    play(g, STAMPEDE)
    settle(g)
    assert fortitudes(g) == [20, 18, 18] and golds(g)[MOLLY] == 7 and g.inn == 3


def test_stampede_ignored_still_costs_her_and_waits_for_her_action_phase():
    """000 Ignore Example: Zot Ignores it, Fiona still loses 2, Molly still pays 3; and it is an Action card."""
    g = table([(STAMPEDE,), (STARS,), ()])
    play(g, STAMPEDE)
    play(g, STARS)
    settle(g)
    assert fortitudes(g) == [20, 20, 18] and golds(g)[MOLLY] == 7
    g = table([(STAMPEDE, HAY), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(MOLLY,))
    assert g.current_player == MOLLY and STAMPEDE not in playable(g)


def test_save_works():
    """000 Timing Example 1: "We'll save this one for later, right boy?" Ignores a Drink she is about to drink."""
    g = table([(SAVE,), (), ()], phase="drink", drink_me={MOLLY: ["Dragon Breath Ale"]})
    assert can(g, "play", SAVE, drink=0)
    play(g, SAVE, drink=0)
    pass_until_settled(g)
    assert alcohols(g)[MOLLY] == 0


def test_save_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: she may not Ignore someone else's Drink."""
    g = table([(SAVE,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]}, ask_all=True)
    for _ in range(6):
        if g.current_player == MOLLY:
            assert SAVE not in playable(g)
        if not g.stack:
            break
        pass_(g)


def test_oops_works():
    """000 Gambling Example: "Oops… I dropped my cards" takes control, even after "Winning Hand!"."""
    g = table([(GAMBLE, OOPS), (GAMBLE, WINNING), ()], turn=ZOT)
    play(g, GAMBLE)
    until_can(g, MOLLY, GAMBLE)
    play(g, GAMBLE)
    until_can(g, ZOT, WINNING)
    play(g, WINNING)
    until_can(g, MOLLY, OOPS)
    events = texts(play(g, OOPS))
    assert events[1] == "Molly takes control of the Round." and golds(g)[MOLLY] == 12


def until_can(g, seat: int, card: str) -> None:
    """Pass for everyone until ``seat`` may play ``card``."""
    for _ in range(30):
        if g.current_player == seat and can(g, "play", card):
            return
        pass_(g)
    raise AssertionError(f"seat {seat} never could play {card!r}")


def test_oops_refused_outside_a_round():
    """000 Gambling: a Cheating card is played only in a Round of Gambling."""
    g = table([(OOPS, HOOVES), (), ()])
    assert OOPS not in playable(g) and HOOVES in playable(g)


# ===== designed cards ===================================================================================

def test_hooves_works():
    """Design: "Mind the hooves!": another player loses 2 Fortitude, then an animal comes out."""
    g = table([(HOOVES,), (), ()])
    assert {a.targets for a in find(g, "play", HOOVES)} == {(ZOT,), (FIONA,)}
    play(g, HOOVES, targets=(FIONA,))
    settle(g)
    assert fortitudes(g) == [20, 20, 18] and paddock(g) == [NEXT]


def test_hooves_refused_outside_her_action_phase():
    """Design: it is an Action card: not in another player's turn."""
    g = table([(HOOVES, HAY), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(MOLLY,))
    assert g.current_player == MOLLY and HOOVES not in playable(g)


def test_pony_works():
    """Design: "Pony rides, one Gold a go!": each other player pays her 1 Gold, then an animal comes out."""
    g = table([(PONY,), (), ()])
    play(g, PONY)
    settle(g)
    assert golds(g) == [12, 9, 9] and paddock(g) == [NEXT]


def test_pony_ignored_by_one_player():
    """Design: Zot Ignores the ride; Fiona still pays, and the animal still comes out."""
    g = table([(PONY,), (STARS,), ()])
    play(g, PONY)
    play(g, STARS)
    settle(g)
    assert golds(g) == [11, 10, 9] and paddock(g) == [NEXT]


def test_apple_works():
    """Design: "Who wants an apple?" (Anytime): she gains 2 Fortitude, then an animal comes out."""
    g = table([(APPLE,), (), ()], stats={MOLLY: {"fortitude": 15}})
    play(g, APPLE)
    settle(g)
    assert fortitudes(g)[MOLLY] == 17 and paddock(g) == [NEXT]


def test_apple_playable_in_anothers_turn_but_heals_nobody_past_twenty():
    """Design: Anytime: she may play it in Zot's turn; at 20 Fortitude it gains nothing but still calls an animal."""
    g = table([(APPLE,), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(FIONA,))
    while g.current_player != MOLLY:
        pass_(g)
    play(g, APPLE)
    settle(g)
    assert paddock(g) == [NEXT]
    g = table([(APPLE,), (), ()])
    play(g, APPLE)
    settle(g)
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == [NEXT]


def test_spooking_works():
    """Design: hit-back: when Zot's card costs her Fortitude, Zot loses 2."""
    g = table([(SPOOKING,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(MOLLY,))
    play(g, SPOOKING)
    settle(g)
    assert fortitudes(g) == [18, 18, 20]


def test_spooking_refused_without_a_loss():
    """Design: nothing cost her Fortitude (Zot hit Fiona): no hit-back."""
    g = table([(SPOOKING,), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(FIONA,))
    for _ in range(8):
        if g.current_player == MOLLY:
            assert SPOOKING not in playable(g)
        if not g.stack:
            break
        pass_(g)


def test_hay_works():
    """Design: "Duck behind the hay bales!": Ignore a card that would make her lose Fortitude."""
    g = table([(HAY,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(MOLLY,))
    play(g, HAY)
    settle(g)
    assert fortitudes(g) == [20, 20, 20]


def test_hay_refused_against_a_gold_card():
    """Design: it Ignores only a Fortitude loss, not a payment."""
    g = table([(HAY, PURSE), (TIP,), ()], turn=ZOT)
    play(g, TIP, targets=(MOLLY,))
    assert g.current_player == MOLLY and HAY not in playable(g) and PURSE in playable(g)


def test_trough_works():
    """Design: "A bucket from the trough" (Anytime): lose 2 Alcohol Content."""
    g = table([(TROUGH,), (), ()], stats={MOLLY: {"alcohol": 5}})
    play(g, TROUGH)
    settle(g)
    assert alcohols(g)[MOLLY] == 3


def test_trough_not_below_zero():
    """000 Minimum and Maximum: at 1 Alcohol she loses only 1."""
    g = table([(TROUGH,), (), ()], stats={MOLLY: {"alcohol": 1}})
    play(g, TROUGH)
    settle(g)
    assert alcohols(g) == [0, 0, 0]


def test_manure_works():
    """Design: "Straight into the manure pile!": another player loses 3 Fortitude (no horseshoe)."""
    g = table([(MANURE,), (), ()])
    play(g, MANURE, targets=(ZOT,))
    settle(g)
    assert fortitudes(g) == [20, 17, 20] and paddock(g) == []


def test_manure_ignored():
    """000 Negate and Ignore Effects: Zot Ignores it."""
    g = table([(MANURE,), (STARS,), ()])
    play(g, MANURE, targets=(ZOT,))
    play(g, STARS)
    settle(g)
    assert fortitudes(g) == [20, 20, 20]


def test_foal_works():
    """Design: "Gotta check on the foal!": instead of anteing she leaves the Round, and an animal comes out."""
    g = table([(FOAL,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == MOLLY
    play(g, FOAL)
    assert golds(g)[MOLLY] == 10 and paddock(g) == [NEXT]
    assert g.round is None or MOLLY not in g.round.players


def test_foal_refused_when_nothing_makes_her_ante():
    """Design: without an ante to skip, there is nothing to answer."""
    g = table([(FOAL, HOOVES), (), ()])
    assert FOAL not in playable(g)


def test_come_out_works():
    """Design: "Here, girl! Come on out!" (Anytime): only calls an animal."""
    g = table([(COME_OUT,), (), ()])
    events = texts(play(g, COME_OUT))
    assert events[-1] == f"Molly adds '{NEXT}' to the Paddock." and fortitudes(g) == [20, 20, 20]


def test_come_out_negated_calls_nothing():
    """000 Negate and Ignore Effects: Zot's "I don't think so!" cannot answer an Anytime card; a Negate of it would.
    (Only Sometimes cards are Negated by "I don't think so!": the call goes through.)"""
    g = table([(COME_OUT,), (IDTS,), ()], ask_all=True)
    play(g, COME_OUT)
    if g.current_player == ZOT:
        assert IDTS not in playable(g)
        pass_(g)
    settle(g)
    assert paddock(g) == [NEXT]


def test_liniment_works():
    """Design: "Horse liniment works on people too" (Anytime): gain 3 Fortitude."""
    g = table([(LINIMENT,), (), ()], stats={MOLLY: {"fortitude": 10}})
    play(g, LINIMENT)
    settle(g)
    assert fortitudes(g)[MOLLY] == 13


def test_liniment_not_past_twenty():
    """000 Minimum and Maximum: at 19 she gains only 1."""
    g = table([(LINIMENT,), (), ()], stats={MOLLY: {"fortitude": 19}})
    play(g, LINIMENT)
    settle(g)
    assert fortitudes(g) == [20, 20, 20]


def test_purse_works():
    """Design: "The goat ate my coin purse!": Ignore a card that would make her lose Gold."""
    g = table([(PURSE,), (TIP,), ()], turn=ZOT)
    play(g, TIP, targets=(MOLLY,))
    play(g, PURSE)
    settle(g)
    assert golds(g)[MOLLY] == 10


def test_purse_refused_against_a_fortitude_loss():
    """Design: it Ignores only a Gold loss."""
    g = table([(PURSE, HAY), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(MOLLY,))
    assert g.current_player == MOLLY and PURSE not in playable(g) and HAY in playable(g)


# ===== the animals ======================================================================================

def test_bess_works():
    """Design: Old Bess (guard 1): Zot's 2-Fortitude card costs Molly 1; then Bess bolts."""
    g, events = zot_hits_molly(paddock=(BESS,))
    assert fortitudes(g) == [19, 20, 20] and f"'{BESS}' shields Molly: 1 Fortitude less." in texts(events)
    assert paddock(g) == []


def test_bess_guards_only_against_another_players_card():
    """Design: Molly's own Drink is no card: Bess does not guard it, and stays."""
    g = table([(), (), ()], phase="drink", paddock=(BESS,), drink_me={MOLLY: ["Dragon Breath Ale"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g)[MOLLY] == 4 and paddock(g) == [BESS]


def test_brutus_works_and_bolts_even_when_he_takes_it_all():
    """Design: Brutus (guard 2): Zot's 2-Fortitude card costs her nothing; still the hit spooks him away."""
    g, events = zot_hits_molly(paddock=(BRUTUS,))
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == [] and stable(g)["discard"] == [BRUTUS]


def test_brutus_not_against_her_own_card():
    """Design: a guard is only against another player's card: Stampede! hurts others only anyway; Brutus stays."""
    g = table([(STAMPEDE,), (), ()], paddock=(BRUTUS,))
    play(g, STAMPEDE)
    settle(g)
    assert fortitudes(g) == [20, 18, 18] and paddock(g) == [BRUTUS]


def test_jenny_works():
    """Design: Jenny (kick 2): after Zot's card costs Molly Fortitude, Zot loses 2 (no card: no window)."""
    g, events = zot_hits_molly(paddock=(JENNY,))
    assert fortitudes(g) == [18, 18, 20] and f"Molly's '{JENNY}' kicks Zot: 2 Fortitude lost." in texts(events)


def test_jenny_spares_an_ignored_card_and_a_player_ignoring_all():
    """Design: a card Molly Ignores costs her nothing: no kick, Jenny stays."""
    g = table([(HAY,), (DISTRACT,), ()], turn=ZOT, paddock=(JENNY,))
    play(g, DISTRACT, targets=(MOLLY,))
    play(g, HAY)
    settle(g)
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == [JENNY]


def test_biscuit_works():
    """Design: Biscuit (guard 1, kick 1): Zot's 2 costs her 1, Zot loses 1."""
    g, _ = zot_hits_molly(paddock=(BISCUIT,))
    assert fortitudes(g) == [19, 19, 20]


def test_biscuit_no_kick_when_he_takes_it_all():
    """Design: Zot's 1-Fortitude card is all guarded: no loss, so no kick; Biscuit bolts anyway."""
    g, _ = zot_hits_molly(hands=((), (DOWN_POOKY,), ()), card=DOWN_POOKY, paddock=(BISCUIT,))
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == []


def test_thunder_works():
    """Design: Thunder (charge 1): her Action card costs Zot 1 more."""
    g = table([(HOOVES,), (), ()], paddock=(THUNDER,))
    events = texts(play(g, HOOVES, targets=(ZOT,)))
    assert fortitudes(g) == [20, 17, 20]
    assert f"Molly's '{THUNDER}' charges in: Zot loses 1 more Fortitude." in events


def test_thunder_not_for_anytime_cards_or_ignored_cards():
    """Design: only her Action cards charge; and a card Zot Ignores costs him nothing."""
    g = table([(SPOOKING,), (DISTRACT,), ()], turn=ZOT, paddock=(THUNDER,))
    play(g, DISTRACT, targets=(MOLLY,))
    play(g, SPOOKING)
    settle(g)
    assert fortitudes(g)[ZOT] == 18
    g = table([(HOOVES,), (STARS,), ()], paddock=(THUNDER,))
    play(g, HOOVES, targets=(ZOT,))
    play(g, STARS)
    settle(g)
    assert fortitudes(g)[ZOT] == 20


def test_shadow_works():
    """Design: Shadow (charge 2): Stampede! costs each other player 4."""
    g = table([(STAMPEDE,), (), ()], paddock=(SHADOW,))
    play(g, STAMPEDE)
    settle(g)
    assert fortitudes(g) == [20, 16, 16]


def test_shadow_not_on_another_players_card():
    """Design: Shadow charges with Molly's cards only: Zot's card on Fiona is unchanged."""
    g = table([(), (DISTRACT,), ()], turn=ZOT, paddock=(SHADOW,))
    play(g, DISTRACT, targets=(FIONA,))
    settle(g)
    assert fortitudes(g) == [20, 20, 18] and paddock(g) == [SHADOW]


def test_bramble_works():
    """Design: Bramble (charge 1, kick 1): her Action card costs 1 more; Zot's card on her costs Zot 1."""
    g = table([(HOOVES,), (), ()], paddock=(BRAMBLE,))
    play(g, HOOVES, targets=(ZOT,))
    assert fortitudes(g)[ZOT] == 17
    g, _ = zot_hits_molly(paddock=(BRAMBLE,))
    assert fortitudes(g) == [18, 19, 20] and paddock(g) == []


def test_bramble_not_against_a_shake_or_her_own_drink():
    """Design: a Drink is no card: no kick and no bolt."""
    g = table([(), (), ()], phase="drink", paddock=(BRAMBLE,), drink_me={MOLLY: ["Light Ale"]})
    drink(g)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and paddock(g) == [BRAMBLE]


def test_nanny_works():
    """Design: Nanny (drink -1): a Dragon Breath Ale gives Molly 3 Alcohol, not 4."""
    g = table([(), (), ()], phase="drink", paddock=(NANNY,), drink_me={MOLLY: ["Dragon Breath Ale"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g)[MOLLY] == 3


def test_nanny_not_for_others_or_drinks_without_alcohol():
    """Design: only Molly's Drinks with Alcohol: Water stays Water, and Zot's Ale is untouched."""
    plain = table([(), (), ()], phase="drink", drink_me={MOLLY: ["Water"]}, stats={MOLLY: {"alcohol": 3}})
    drink(plain)
    pass_until_settled(plain)
    g = table([(), (), ()], phase="drink", paddock=(NANNY,), drink_me={MOLLY: ["Water"]},
              stats={MOLLY: {"alcohol": 3}})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g)[MOLLY] == alcohols(plain)[MOLLY]
    g = table([(), (), ()], turn=ZOT, phase="drink", paddock=(NANNY,), drink_me={ZOT: ["Dragon Breath Ale"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g)[ZOT] == 4


def test_daisy_works():
    """Design: Daisy (turn_sober 2): at the start of her turn Molly loses 2 Alcohol Content."""
    g, events = her_turn_starts((DAISY,), stats={MOLLY: {"alcohol": 4}})
    assert alcohols(g)[MOLLY] == 2 and f"'{DAISY}': Molly loses 2 Alcohol Content." in events


def test_daisy_not_at_another_players_turn_or_below_zero():
    """Design: only as Molly's own turn starts; at 0 Alcohol nothing changes."""
    g = table([(QUICK_HEALER,), (), ()], turn=MOLLY, phase="drink", paddock=(DAISY,), stats={MOLLY: {"alcohol": 4}})
    next_turn(g)
    assert g.turn == ZOT and alcohols(g)[MOLLY] == 3   # (the empty Drink Me! pile's 1, not Daisy's)
    g, _ = her_turn_starts((DAISY,))
    assert alcohols(g)[MOLLY] == 0


def test_whiskers_works():
    """Design: Whiskers (turn_fortitude 2): at the start of her turn Molly gains 2 Fortitude."""
    g, events = her_turn_starts((WHISKERS,), stats={MOLLY: {"fortitude": 12}})
    assert fortitudes(g)[MOLLY] == 14 and f"'{WHISKERS}': Molly gains 2 Fortitude." in events


def test_whiskers_not_past_twenty():
    """000 Minimum and Maximum: at 20 Fortitude she gains nothing (and not as Zot's turn starts)."""
    g, _ = her_turn_starts((WHISKERS,))
    assert fortitudes(g)[MOLLY] == 20


def test_henrietta_works():
    """Design: Henrietta (turn_gold 1): at the start of her turn Molly takes 1 Gold from the Inn."""
    g, events = her_turn_starts((HENRIETTA,))
    assert golds(g)[MOLLY] == 11 and g.inn == -1 and f"'{HENRIETTA}' earns Molly 1 Gold from the Inn." in events


def test_henrietta_only_at_her_own_turn():
    """Design: as Zot's turn starts Molly takes nothing."""
    g = table([(QUICK_HEALER,), (), ()], turn=MOLLY, phase="drink", paddock=(HENRIETTA,))
    next_turn(g)
    assert g.turn == ZOT and golds(g)[MOLLY] == 10


def test_pumpernickel_works():
    """Design: Pumpernickel (turn_fortitude 1, guard 1): +1 as her turn starts; Zot's 2 costs her 1."""
    g, _ = her_turn_starts((PUMPERNICKEL,), stats={MOLLY: {"fortitude": 10}})
    assert fortitudes(g)[MOLLY] == 11
    g, _ = zot_hits_molly(paddock=(PUMPERNICKEL,))
    assert fortitudes(g)[MOLLY] == 19 and paddock(g) == []


def test_pumpernickel_gone_gives_nothing():
    """Design: once bolted, an animal lends nothing: the next hit costs her the full 2."""
    g, _ = zot_hits_molly(hands=((), (DISTRACT, DISTRACT), ()), paddock=(PUMPERNICKEL,))
    assert paddock(g) == []
    g2 = table([(), (DISTRACT,), ()], turn=ZOT, stable_discard=(PUMPERNICKEL,))
    play(g2, DISTRACT, targets=(MOLLY,))
    settle(g2)
    assert fortitudes(g2)[MOLLY] == 18


def win_a_round(animals, taker=MOLLY):
    """Molly starts a Round; everyone passes; the winner takes the pot (Molly's animals out)."""
    g = table([(GAMBLE,), (), ()], paddock=animals)
    play(g, GAMBLE)
    for _ in range(10):
        if g.round is None:
            break
        pass_(g)
    return g


def test_truffle_works():
    """Design: Truffle (drink -1, pot 1): Molly takes the 3-Gold pot and 1 from the Inn; a Light Ale gives her 0."""
    g = win_a_round((TRUFFLE,))
    assert golds(g) == [13, 9, 9] and g.inn == -1
    g = table([(), (), ()], phase="drink", paddock=(TRUFFLE,), drink_me={MOLLY: ["Light Ale"]})
    drink(g)
    pass_until_settled(g)
    assert alcohols(g)[MOLLY] == 0


def test_truffle_not_when_another_takes_the_pot():
    """Design: only a pot Molly takes."""
    g = table([(), (GAMBLE,), ()], turn=ZOT, paddock=(TRUFFLE,))
    play(g, GAMBLE)
    for _ in range(10):
        if g.round is None:
            break
        pass_(g)
    assert golds(g) == [9, 12, 9] and g.inn == 0


def test_magpie_works():
    """Design: the magpie (pot 2): Molly takes the pot and 2 Gold from the Inn."""
    g = win_a_round((MAGPIE,))
    assert golds(g) == [14, 9, 9] and g.inn == -2


def test_magpie_not_when_the_pot_goes_to_the_inn():
    """Design: a pot nobody takes gives the magpie nothing."""
    g = table([(GAMBLE, FOAL), (), ()], paddock=(MAGPIE,))
    play(g, GAMBLE)
    play(g, FOAL)   # she leaves her own Round before anteing (000 Leaving a Round of Gambling): nobody takes the pot
    for _ in range(10):
        if g.round is None:
            break
        pass_(g)
    assert golds(g) == [10, 9, 9] and g.inn == 2
