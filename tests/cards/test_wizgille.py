"""Wizgille the Tinkerer (innkeeper/content/data/wizgille.toml) and her Gear Deck (innkeeper/engine/gear.py): each of
her cards and Gear cards works, and is refused (or Ignored, or does nothing) where it does not apply; then the Gear
mechanism itself (revealed before anyone answers, one play with its card, Negate and Ignore, choosing its players,
ordering Drinks, reshuffling, saving, cloning, observing, determinizing, bots).

The cards every deck shares are tested in test_shared.py; they appear here only to set up a situation. Every seat's
hand and the Gear Deck are set exactly. "001" is rulebook shared/rulebooks/001_1cea4fe352a848bc.txt (the third
edition's How to Play), "000" the core rulebook; a card's own effect comes from the header of wizgille.toml (rulebook
cards keep the effect 001 shows; the rest are designed). Zot stands in for Kaylin where 001 has her play "*Poof!*":
his 'The stars say, "No!"' is the same kind of Ignore.
"""

from __future__ import annotations

import pytest

from innkeeper import Game
from innkeeper.bots import SeatView, make_bot
from innkeeper.content import ContentError, load_content
from innkeeper.screen import describe_frame, situation
from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    can,
    drink,
    drink_me_pile,
    find,
    fortitudes,
    golds,
    hand,
    in_quiet,
    pass_,
    pass_until_settled,
    play,
    playable,
    texts,
)

WIZ, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Wizgille's main deck.
DEVICE = "Hey! Let's test out my new drink creation device!"
PERCUSSIVE = "I believe your attitude needs some percussive maintenance"
BATH = "Ah! I really needed a bath"
CALIBRATE = "Hold still, I need to calibrate this on someone."
GOGGLES = "Good thing I wore my blast goggles!"
INVENTION = "Step right up and try my latest invention!"
BOLT = "Let me just tighten this bolt..."
WRENCH = "Now where did I put that wrench?"
CHEAT_O_METER = "My cheat-o-meter is going off the scale!"
WRONG_LEVER = "Oops, wrong lever!"
SMOKE_BOMB = "That was supposed to be a smoke bomb!"
COIN_PURSE = "Hands off! My coin purse is spring-loaded."
TUNE_UP = "A quick tune-up for myself"
REPAIRS = "Everyone owes me for last week's repairs!"
WORKBENCH = "Sorry, I left something bubbling on the workbench!"
TOOL_BELT = "I always keep spare coins in my tool belt."
FILTRATION = "Let me run that through my filtration device first."
ROCKET_FUEL = "A splash of gnomish rocket fuel should liven that up!"
TANKARD = "Try my self-pouring tankard!"

# The Gear Deck.
STEAM = "Too much steam!"
WORKS = "It works! It actually works!"
TIPS = "Huh. It's collecting tips."
GLOVE = "Boxing glove on a spring!"
DING = "*Clunk* ... *whirr* ... *ding!*"
POURS = "It pours drinks all by itself!"
VALVE = "Open the pressure valve!"
FIZZ = "Extra-strength fizz!"
KABOOM = "KABOOM!"
GOLD = "It's detecting gold!"
VENT = "Ahh, a relaxing steam vent."
SHUFFLES = "It shuffles cards too!"
RICOCHET = "Boing! Ricochet!"
BRUSHES = "Scrubbing brushes everywhere!"

# Other characters' and shared cards used to build situations.
GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
SLEEVE = "What's that up your sleeve?"
TIP = "Tip the Wench."
STARS = 'The stars say, "No!"'
DISTRACT = "I told you not to distract me!"
DOWN_POOKY = "Down Pooky!"
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
NOT_EVE = "I'm not Eve! She's over there!"
MOCK_YOU = "We will, we will MOCK YOU!"
BIKINI = "Hey! No more chain mail bikini jokes!"
STARE = "Are you gonna drink that, or just stare at it?"


def table(hands, *, turn=WIZ, phase="action", gear=(DING,), gear_discard=(), drink_me=None, stats=None, deck=DRINKS,
          characters=("wizgille", "zot", "fiona"), ask_all=False, mockery=None):
    """Wizgille (seat 0) and two others with exact hands and Gear Deck (top first); the built game."""
    s = Scenario(list(characters), ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.side(WIZ, deck=list(gear), discard=list(gear_discard))
    if mockery is not None:
        s.side(characters.index("greppa"), deck=list(mockery))
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()




def gear_pile(g, pile: str = "discard") -> list[str]:
    """Wizgille's Gear discards (or deck, top last, or face-up cards) as titles."""
    return [g.title(c) for c in getattr(g.sides[WIZ], pile)]


def aim(g, *seats):
    """Wizgille aims the Gear just revealed at these seats (none: at nobody)."""
    return act(g, "choose", option="gear", targets=tuple(seats))


def piles(g) -> list[int]:
    """The size of every Drink Me! pile."""
    return [len(p.drink_me) for p in g.players]


def device(gear_card: str, hands=((DEVICE,), (), ()), **kw):
    """Wizgille plays "Hey! Let's test out my new drink creation device!" with ``gear_card`` on top of the Gear Deck."""
    g = table(hands, gear=(gear_card,), **kw)
    events = play(g, DEVICE)
    return g, events


# ===== Wizgille's main deck ==========================================================================

def test_device_reveals_a_gear_and_resolves_it():
    """001 (Buying Drinks and Ignore Effects): the card reveals a Gear card, which then resolves as part of it."""
    g, events = device(WORKS, stats={WIZ: {"fortitude": 15}})
    assert f"Wizgille reveals the Gear '{WORKS}' with '{DEVICE}'." in texts(events)
    assert fortitudes(g) == [18, 20, 20] and gear_pile(g) == [WORKS] and gear_pile(g, "shown") == []
    assert [g.title(c) for c in g.players[WIZ].discard] == [DEVICE]


def test_device_refused_outside_your_action_phase():
    """000 2. Action: an Action card is played only in your own Action phase, never in answer to a card."""
    g = table([(DEVICE, TUNE_UP), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    assert g.current_player == WIZ and playable(g) == {TUNE_UP}


def test_percussive_maintenance_hits_back():
    """001 Redirecting Damage: after another player's card costs Wizgille Fortitude, that player loses 2."""
    g = table([(PERCUSSIVE,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    assert fortitudes(g)[WIZ] == 18 and can(g, "play", PERCUSSIVE)
    play(g, PERCUSSIVE)
    assert fortitudes(g) == [18, 18, 20]


def test_percussive_maintenance_hits_the_original_attacker_of_a_redirected_loss():
    """001 Redirecting Damage: Eve redirects Zot's loss to Wizgille; her hit-back goes to Zot, not Eve."""
    g = table([(PERCUSSIVE,), (DISTRACT,), (NOT_EVE,)], turn=ZOT, characters=("wizgille", "zot", "eve"))
    play(g, DISTRACT, targets=(FIONA,))
    play(g, NOT_EVE, targets=(WIZ,))
    pass_until_settled_to(g, WIZ)
    assert fortitudes(g) == [18, 20, 20] and can(g, "play", PERCUSSIVE)
    play(g, PERCUSSIVE)
    assert fortitudes(g) == [18, 18, 20]


def pass_until_settled_to(g, seat: int) -> None:
    """Pass until ``seat`` may play a Sometimes card, or nothing is resolving."""
    for _ in range(50):
        if not g.stack or (g.current_player == seat and any(a.kind == "play" for a in g.legal_actions())):
            return
        pass_(g)


def test_percussive_maintenance_refused_when_someone_else_was_hit():
    """000 hit-back cards: only the player who lost the Fortitude may hit back."""
    g = table([(PERCUSSIVE, TUNE_UP), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(FIONA,))
    for _ in range(30):
        if not g.stack or in_quiet(g):
            break
        assert not (g.current_player == WIZ and can(g, "play", PERCUSSIVE))
        pass_(g)
    assert fortitudes(g) == [20, 20, 18]


def test_bath_ignores_your_drink():
    """001 Timing example: "Ah! I really needed a bath" Ignores a Drink Wizgille is about to drink."""
    g = table([(BATH,), (), ()], phase="drink", drink_me={WIZ: ["Dragon Breath Ale"]})
    drink(g)
    play(g, BATH, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 0]


def test_bath_refused_on_another_players_drink():
    """001: an Ignore-a-Drink card is played only on a Drink you are about to drink yourself."""
    g = table([(BATH, TUNE_UP), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]}, ask_all=True)
    drink(g)
    for _ in range(30):
        if not g.stack or in_quiet(g):
            break
        assert not (g.current_player == WIZ and can(g, "play", BATH))
        pass_(g)
    assert alcohols(g) == [0, 4, 0]


def test_calibrate_hits_then_its_gear_resolves():
    """Designed: another player loses 2 Fortitude, then the Gear (here a glove aimed at Fiona) resolves."""
    g = table([(CALIBRATE,), (), ()], gear=(GLOVE,))
    events = play(g, CALIBRATE, targets=(ZOT,))
    assert f"Wizgille reveals the Gear '{GLOVE}' with '{CALIBRATE}'." in texts(events)
    events = texts(aim(g, FIONA))
    assert events.index("Zot loses 2 Fortitude.") < events.index("Fiona loses 3 Fortitude.")
    assert fortitudes(g) == [20, 18, 17]


def test_calibrate_ignored_loses_nothing():
    """000 Negate and Ignore Effects: Zot Ignores the card; its Gear (the near-dud) changes nothing either."""
    g = table([(CALIBRATE,), (STARS,), ()])
    play(g, CALIBRATE, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and gear_pile(g) == [DING]


def test_goggles_ignore_a_fortitude_attack():
    """Designed: Wizgille Ignores a card that would make her lose Fortitude."""
    g = table([(GOGGLES,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    play(g, GOGGLES)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_goggles_refused_against_a_gold_payment():
    """Designed: only a Fortitude loss; 'Tip the Wench.' costs Gold, not Fortitude."""
    g = table([(GOGGLES, COIN_PURSE), (TIP,), ()], turn=ZOT)
    play(g, TIP, targets=(WIZ,))
    assert g.current_player == WIZ and GOGGLES not in playable(g) and COIN_PURSE in playable(g)


def test_invention_takes_two_gold():
    """Designed: another player pays Wizgille 2 Gold (then the Gear, the near-dud: nothing at full Fortitude)."""
    g = table([(INVENTION,), (), ()])
    play(g, INVENTION, targets=(FIONA,))
    assert golds(g) == [12, 10, 8]


def test_invention_ignored_costs_nothing():
    """000 Ignore: Zot Ignores the card, so he pays nothing."""
    g = table([(INVENTION,), (STARS,), ()])
    play(g, INVENTION, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10]


def test_bolt_heals_two():
    """Designed: Wizgille gains 2 Fortitude (then the Gear, here one that touches only Gold)."""
    g = table([(BOLT,), (), ()], gear=(GOLD,), stats={WIZ: {"fortitude": 15}})
    play(g, BOLT)
    assert fortitudes(g) == [17, 20, 20]


def test_bolt_refused_in_a_round_of_gambling():
    """000 Gambling: during a Round only Gambling, Cheating, Sometimes and Anytime cards are played."""
    g = table([(BOLT, GAMBLE, GAMBLE), (GAMBLE,), ()])
    play(g, GAMBLE)
    play(g, GAMBLE)
    assert g.current_player == WIZ and can(g, "play", GAMBLE) and not can(g, "play", BOLT)


def test_wrench_draws_two_cards():
    """Designed: Wizgille draws 2 cards (then the Gear)."""
    g = table([(WRENCH,), (), ()])
    play(g, WRENCH)
    assert len(g.players[WIZ].hand) == 2


def test_wrench_refused_in_the_drink_phase():
    """000 2. Action: not playable outside the Action phase."""
    g = table([(WRENCH,), (), ()], phase="drink", drink_me={WIZ: ["Water"]})
    assert not can(g, "play", WRENCH)


def test_cheat_o_meter_catches_a_cheat():
    """Designed anti-cheat: a Cheating card played while Wizgille is in is Negated, and she wins the Round."""
    g = table([(GAMBLE, CHEAT_O_METER), (SLEEVE,), ()])
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, SLEEVE, targets=(WIZ,))
    play(g, CHEAT_O_METER)
    pass_until_settled(g)
    assert golds(g) == [12, 9, 9] and g.round is None


def test_cheat_o_meter_refused_against_a_fair_card():
    """Designed: it answers a Cheating card only, not "I raise!"."""
    g = table([(GAMBLE, CHEAT_O_METER), (RAISE,), ()], ask_all=True)
    play(g, GAMBLE)
    for _ in range(10):
        if g.current_player == ZOT and can(g, "play", RAISE):
            break
        pass_(g)
    play(g, RAISE)
    for _ in range(10):
        if g.current_player == WIZ:
            break
        pass_(g)
    assert CHEAT_O_METER not in playable(g)


def test_wrong_lever_costs_two():
    """Designed: another player loses 2 Fortitude."""
    g = table([(WRONG_LEVER,), (), ()])
    play(g, WRONG_LEVER, targets=(FIONA,))
    assert fortitudes(g) == [20, 20, 18]


def test_wrong_lever_ignored():
    """000 Ignore: Zot Ignores it."""
    g = table([(WRONG_LEVER,), (STARS,), ()])
    play(g, WRONG_LEVER, targets=(ZOT,))
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20]


def test_smoke_bomb_costs_three():
    """Designed: another player loses 3 Fortitude."""
    g = table([(SMOKE_BOMB,), (), ()])
    play(g, SMOKE_BOMB, targets=(ZOT,))
    assert fortitudes(g) == [20, 17, 20]


def test_smoke_bomb_refused_on_yourself():
    """Designed: another player, never Wizgille."""
    g = table([(SMOKE_BOMB,), (), ()])
    assert {a.targets for a in find(g, "play", SMOKE_BOMB)} == {(ZOT,), (FIONA,)}


def test_coin_purse_ignores_a_gold_loss():
    """Designed: Wizgille Ignores a card that would make her lose Gold."""
    g = table([(COIN_PURSE,), (TIP,), ()], turn=ZOT)
    play(g, TIP, targets=(WIZ,))
    play(g, COIN_PURSE)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10]


def test_coin_purse_refused_against_a_fortitude_attack():
    """Designed: Gold only; a Fortitude attack is not its business."""
    g = table([(COIN_PURSE, GOGGLES), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    assert g.current_player == WIZ and playable(g) == {GOGGLES}


def test_tune_up_heals_two():
    """Designed Anytime: Wizgille gains 2 Fortitude."""
    g = table([(TUNE_UP,), (), ()], stats={WIZ: {"fortitude": 14}})
    play(g, TUNE_UP)
    assert fortitudes(g) == [16, 20, 20]


def test_tune_up_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card is played until the drawing is done."""
    g = table([(TUNE_UP, WRONG_LEVER), (), ()], phase="discard")
    act(g, "discard", WRONG_LEVER)
    assert not can(g, "play", TUNE_UP)


def test_repairs_collects_from_everyone():
    """Designed: each other player pays Wizgille 1 Gold."""
    g = table([(REPAIRS,), (), ()])
    play(g, REPAIRS)
    assert golds(g) == [12, 9, 9]


def test_repairs_ignored_by_one():
    """000 Ignore: Zot Ignores it and keeps his Gold; Fiona still pays."""
    g = table([(REPAIRS,), (STARS,), ()])
    play(g, REPAIRS)
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [11, 10, 9]


def test_workbench_leaves_instead_of_anteing():
    """Designed: Wizgille leaves the Round Zot starts instead of anteing."""
    g = table([(WORKBENCH,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    play(g, WORKBENCH)
    pass_until_settled(g)
    assert golds(g)[WIZ] == 10


def test_workbench_refused_without_an_ante():
    """Designed: only against an ante; a Fortitude attack is not one."""
    g = table([(WORKBENCH, GOGGLES), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    assert playable(g) == {GOGGLES}


def test_tool_belt_takes_a_gold_off_a_loss():
    """Designed: 1 Gold of the loss comes from the Inn: Wizgille keeps her Gold against 'Tip the Wench.'."""
    g = table([(TOOL_BELT,), (TIP,), ()], turn=ZOT)
    play(g, TIP, targets=(WIZ,))
    play(g, TOOL_BELT)
    pass_until_settled(g)
    assert golds(g) == [10, 10, 10]


def test_tool_belt_refused_without_a_gold_loss():
    """Designed: a Fortitude attack takes no Gold."""
    g = table([(TOOL_BELT, GOGGLES), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WIZ,))
    assert playable(g) == {GOGGLES}


def test_filtration_waters_down_your_drink():
    """Designed: a Drink Wizgille is about to drink gives 2 less Alcohol."""
    g = table([(FILTRATION,), (), ()], phase="drink", drink_me={WIZ: ["Dragon Breath Ale"]})
    drink(g)
    play(g, FILTRATION, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [2, 0, 0]


def test_filtration_refused_on_another_players_drink():
    """Designed: only her own Drink."""
    g = table([(FILTRATION, ROCKET_FUEL), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    assert g.current_player == WIZ and playable(g) == {ROCKET_FUEL}


def test_rocket_fuel_spikes_a_drink():
    """Designed: a revealed Drink gives 2 more Alcohol."""
    g = table([(ROCKET_FUEL,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, ROCKET_FUEL, drink=0)
    pass_until_settled(g)
    assert alcohols(g) == [0, 4, 0]


def test_rocket_fuel_negated_by_the_wench():
    """000 "The Wench thinks you should stop playing with the drinks.": the spike is Negated."""
    g = table([(ROCKET_FUEL,), (WENCH_THINKS,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, ROCKET_FUEL, drink=0)
    play(g, WENCH_THINKS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0]


def test_tankard_makes_another_drink():
    """Designed: another player drinks the top Drink of their Drink Me! pile now."""
    g = table([(TANKARD,), (), ()], drink_me={ZOT: ["Elven Wine", "Water"]})
    play(g, TANKARD, targets=(ZOT,))
    pass_until_settled(g)
    assert alcohols(g) == [0, 3, 0] and drink_me_pile(g, ZOT) == ["Water"]


def test_tankard_refused_on_yourself():
    """Designed: another player, never Wizgille."""
    g = table([(TANKARD,), (), ()], drink_me={WIZ: ["Water"]})
    assert {a.targets for a in find(g, "play", TANKARD)} == {(ZOT,), (FIONA,)}


# ===== the Gear Deck ===============================================================================

def test_too_much_steam_rulebook_example():
    """001 Buying Drinks and Ignore Effects: Wizgille aims 'Too much steam!' at two players; one Ignores the
    Fortitude loss, yet Wizgille may still order a Drink for each of them (ordering cannot be Ignored)."""
    g, _ = device(STEAM, hands=((DEVICE,), (STARS,), ()))
    assert g.current_player == WIZ
    aim(g, ZOT, FIONA)
    assert g.current_player == ZOT and can(g, "play", STARS)   # the Gear would cost Zot Fortitude
    play(g, STARS)
    until_order(g)
    assert fortitudes(g) == [20, 20, 19]
    assert [str(a) for a in g.legal_actions()] == ["Wizgille orders a Drink for Zot",
                                                   "Wizgille orders no Drink for Zot"]
    act(g, "order", targets=(ZOT,))
    act(g, "order", targets=(FIONA,))
    assert piles(g) == [0, 1, 1] and gear_pile(g) == [STEAM]


def until_order(g) -> None:
    """Pass in the windows until Wizgille is offered to order a Drink for a chosen player."""
    for _ in range(50):
        if g.stack and g.stack[-1].kind == "order_for":
            return
        pass_(g)
    raise AssertionError("no Drink was offered")


def test_too_much_steam_aimed_at_nobody_does_nothing():
    """001: up to two players; choosing nobody costs nobody anything and offers no Drink to order."""
    g, _ = device(STEAM)
    events = texts(aim(g))
    assert "Wizgille aims 'Too much steam!' at nobody." in events
    assert fortitudes(g) == [20, 20, 20] and piles(g) == [0, 0, 0] and not g.stack


def test_too_much_steam_orders_are_optional():
    """001: Wizgille "can still give one or both of them extra Drinks": each order is her choice."""
    g, _ = device(STEAM)
    aim(g, ZOT, FIONA)
    act(g, "pass")
    act(g, "order", targets=(FIONA,))
    assert piles(g) == [0, 0, 1] and fortitudes(g) == [20, 19, 19]


def test_it_works_heals_three():
    """Designed Gear: Wizgille gains 3 Fortitude."""
    g, _ = device(WORKS, stats={WIZ: {"fortitude": 10}})
    assert fortitudes(g) == [13, 20, 20]


def test_it_works_negated_with_its_card():
    """001: Negate the card and its Gear does nothing (Greppa's 'We will, we will MOCK YOU!' Negates the Action)."""
    g = table([(DEVICE,), (), (MOCK_YOU,)], gear=(WORKS,), stats={WIZ: {"fortitude": 10}},
              characters=("wizgille", "zot", "greppa"), mockery=(STARE,))
    play(g, DEVICE)
    play(g, MOCK_YOU)
    pass_until_settled(g)
    assert fortitudes(g)[WIZ] == 10 and gear_pile(g) == [WORKS]


def test_collecting_tips_takes_gold_from_the_chosen():
    """Designed Gear: each player Wizgille chooses pays her 2 Gold."""
    g, _ = device(TIPS)
    aim(g, ZOT, FIONA)
    assert golds(g) == [14, 8, 8]


def test_collecting_tips_ignored_by_one():
    """001 Ignore: Zot Ignores the card and its Gear; only Fiona pays."""
    g, _ = device(TIPS, hands=((DEVICE,), (STARS,), ()))
    aim(g, ZOT, FIONA)
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [12, 10, 8]


def test_boxing_glove_hits_the_chosen_player():
    """Designed Gear: the player Wizgille chooses loses 3 Fortitude."""
    g, _ = device(GLOVE)
    aim(g, FIONA)
    assert fortitudes(g) == [20, 20, 17]


def test_boxing_glove_aims_at_one_player_at_most():
    """Designed Gear: one player (or nobody): no pair is offered."""
    g, _ = device(GLOVE)
    assert {a.targets for a in find(g, "choose", option="gear")} == {(ZOT,), (FIONA,), ()}


def test_ding_heals_one_and_sobers_one():
    """Designed Gear: after the card's own effect, Wizgille gains 1 Fortitude and loses 1 Alcohol Content."""
    g = table([(CALIBRATE,), (), ()], gear=(DING,), stats={WIZ: {"fortitude": 15, "alcohol": 5}})
    events = texts(play(g, CALIBRATE, targets=(ZOT,)))
    assert f"Wizgille reveals the Gear '{DING}' with '{CALIBRATE}'." in events
    assert fortitudes(g) == [16, 18, 20] and alcohols(g) == [4, 0, 0] and gear_pile(g) == [DING]


def test_ding_does_nothing_at_full_fortitude_and_sober():
    """Designed Gear: it names nobody (Wizgille is not asked to choose); at 20 Fortitude and 0 Alcohol it changes
    nothing (stats stay within 0-20)."""
    g, _ = device(DING)
    assert not find(g, "choose") and not g.stack
    assert fortitudes(g) == [20, 20, 20] and alcohols(g) == [0, 0, 0] and golds(g) == [10, 10, 10]


def test_pours_drinks_orders_two():
    """Designed Gear: Wizgille orders 2 Drinks for other players."""
    g, _ = device(POURS)
    act(g, "order", targets=(ZOT,))
    act(g, "order", targets=(ZOT,))
    assert piles(g) == [0, 2, 0]


def test_pours_drinks_never_on_wizgille():
    """Designed Gear: the Drinks go to other players' piles only."""
    g, _ = device(POURS)
    assert {a.targets for a in find(g, "order")} == {(ZOT,), (FIONA,)}


def test_pressure_valve_makes_the_chosen_drink():
    """Designed Gear: each player Wizgille chooses drinks the top Drink of their pile now."""
    g, _ = device(VALVE, drink_me={ZOT: ["Wine"], FIONA: ["Elven Wine"]})
    aim(g, ZOT, FIONA)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 3]


def test_pressure_valve_spares_the_unchosen():
    """Designed Gear: a player not chosen keeps their pile."""
    g, _ = device(VALVE, drink_me={ZOT: ["Wine"], FIONA: ["Elven Wine"]})
    aim(g, ZOT)
    pass_until_settled(g)
    assert alcohols(g) == [0, 2, 0] and drink_me_pile(g, FIONA) == ["Elven Wine"]


def test_fizz_adds_alcohol_to_the_chosen():
    """Designed Gear: each player Wizgille chooses gains 2 Alcohol Content."""
    g, _ = device(FIZZ)
    aim(g, ZOT, FIONA)
    assert alcohols(g) == [0, 2, 2]


def test_fizz_ignored_by_one():
    """001 Ignore: Zot Ignores the card and its Gear."""
    g, _ = device(FIZZ, hands=((DEVICE,), (STARS,), ()))
    aim(g, ZOT, FIONA)
    play(g, STARS)
    pass_until_settled(g)
    assert alcohols(g) == [0, 0, 2]


def test_kaboom_hurts_every_other_player():
    """Designed Gear: each other player loses 1 Fortitude; Wizgille, behind her blast shield, does not."""
    g, _ = device(KABOOM)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 19, 19]


def test_kaboom_ignored_by_one():
    """001 Ignore: Zot Ignores it; Fiona still loses 1."""
    g, _ = device(KABOOM, hands=((DEVICE,), (STARS,), ()))
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 19]


def test_detecting_gold_collects_from_everyone():
    """Designed Gear: each other player pays Wizgille 1 Gold."""
    g, _ = device(GOLD)
    assert golds(g) == [12, 9, 9]


def test_detecting_gold_answered_by_a_gold_defence():
    """000 Cards That Affect Your Gold: the Gear's payment can be Ignored by a card that answers a Gold loss."""
    g, _ = device(GOLD, hands=((DEVICE,), (STARS,), ()))
    assert g.current_player == ZOT and can(g, "play", STARS)
    play(g, STARS)
    pass_until_settled(g)
    assert golds(g) == [11, 10, 9]


def test_steam_vent_sobers_and_heals_wizgille():
    """Designed Gear: Wizgille loses 2 Alcohol Content and gains 1 Fortitude."""
    g, _ = device(VENT, stats={WIZ: {"alcohol": 5, "fortitude": 15}})
    assert alcohols(g) == [3, 0, 0] and fortitudes(g) == [16, 20, 20]


def test_steam_vent_is_nothing_for_others_to_ignore():
    """000 Cards That Affect You: it touches only Wizgille, so Zot has nothing to Ignore (and is not asked)."""
    g, _ = device(VENT, hands=((DEVICE,), (STARS,), ()), stats={WIZ: {"alcohol": 5}})
    assert not g.stack and alcohols(g) == [3, 0, 0] and hand(g, ZOT) == [STARS]


def test_shuffles_cards_draws_two():
    """Designed Gear: Wizgille draws 2 cards."""
    g, _ = device(SHUFFLES)
    assert len(g.players[WIZ].hand) == 2


def test_shuffles_cards_negated_draws_nothing():
    """001: Negate the card and its Gear does nothing."""
    g = table([(DEVICE,), (), (MOCK_YOU,)], gear=(SHUFFLES,), characters=("wizgille", "zot", "greppa"),
              mockery=(STARE,))
    play(g, DEVICE)
    play(g, MOCK_YOU)
    pass_until_settled(g)
    assert g.players[WIZ].hand == [] and gear_pile(g) == [SHUFFLES]


def test_ricochet_hits_the_chosen_and_heals_wizgille():
    """Designed Gear: each chosen player loses 1 Fortitude; Wizgille gains 2."""
    g, _ = device(RICOCHET, stats={WIZ: {"fortitude": 15}})
    aim(g, ZOT, FIONA)
    pass_until_settled(g)
    assert fortitudes(g) == [17, 19, 19]


def test_ricochet_ignored_by_one_still_heals():
    """001 Ignore: Zot Ignores it (only for him); Fiona loses 1 and Wizgille still gains 2."""
    g, _ = device(RICOCHET, hands=((DEVICE,), (STARS,), ()), stats={WIZ: {"fortitude": 15}})
    aim(g, ZOT, FIONA)
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [17, 20, 19]


def test_brushes_make_the_chosen_discard():
    """Designed Gear: each chosen player discards a card of their choice."""
    g, _ = device(BRUSHES, hands=((DEVICE,), (DOWN_POOKY, DISTRACT), (BIKINI,)))
    aim(g, ZOT, FIONA)
    assert g.current_player == ZOT
    act(g, "discard", DOWN_POOKY)   # (Fiona's only card goes without asking)
    assert hand(g, ZOT) == [DISTRACT] and hand(g, FIONA) == []


def test_brushes_spare_the_unchosen():
    """Designed Gear: a player not chosen keeps their hand."""
    g, _ = device(BRUSHES, hands=((DEVICE,), (DOWN_POOKY,), (BIKINI,)))
    aim(g, ZOT)
    assert hand(g, ZOT) == [] and hand(g, FIONA) == [BIKINI]


# ===== the mechanism ===============================================================================

def test_gear_is_revealed_before_anyone_answers():
    """001: the Gear is part of the play: revealed (and aimed) before the first response window opens."""
    g = table([(CALIBRATE,), (STARS,), ()], gear=(GLOVE,))
    events = texts(play(g, CALIBRATE, targets=(FIONA,)))
    assert events[-1] == f"Wizgille reveals the Gear '{GLOVE}' with '{CALIBRATE}'."
    assert g.current_player == WIZ and g.stack[-1].kind == "gear"
    aim(g, ZOT)   # the card hits Fiona; its Gear hits Zot, who may now answer the combined card
    assert g.current_player == ZOT and can(g, "play", STARS)
    assert g.observe(ZOT)["stack"][0]["gear"] == GLOVE


def test_card_affects_sees_the_gear():
    """001: a card answering "a card that would change your Fortitude" may answer a Gear that would hurt you,
    even when the card's own effect does not touch you (the device has none)."""
    g, _ = device(GLOVE, hands=((DEVICE,), (STARS,), ()))
    aim(g, FIONA)
    assert not g.stack and fortitudes(g) == [20, 20, 17]   # Zot is not hurt: he had nothing to answer
    g, _ = device(GLOVE, hands=((DEVICE,), (STARS,), ()))
    aim(g, ZOT)
    assert g.current_player == ZOT and can(g, "play", STARS)


def test_negate_discards_the_card_and_its_gear():
    """001 Negate: the Negated card goes to its discard pile, its Gear to the Gear discards, neither does anything."""
    g = table([(CALIBRATE,), (), (MOCK_YOU,)], gear=(GLOVE,), characters=("wizgille", "zot", "greppa"),
              mockery=(STARE,))
    play(g, CALIBRATE, targets=(ZOT,))
    aim(g, ZOT)
    play(g, MOCK_YOU)
    pass_until_settled(g)
    assert fortitudes(g)[ZOT] == 20 and gear_pile(g) == [GLOVE] and gear_pile(g, "shown") == []
    assert [g.title(c) for c in g.players[WIZ].discard] == [CALIBRATE]


def test_ignoring_the_card_ignores_its_gear():
    """001 Ignore: Ignoring the card Ignores the Gear's effects on you too (the card's own 2 and the glove's 3)."""
    g = table([(CALIBRATE,), (STARS,), ()], gear=(GLOVE,))
    play(g, CALIBRATE, targets=(ZOT,))
    aim(g, ZOT)
    play(g, STARS)
    pass_until_settled(g)
    assert fortitudes(g) == [20, 20, 20] and gear_pile(g) == [GLOVE]


def test_gear_lies_face_up_while_its_card_is_in_play():
    """The attached Gear is public: face up on the table (the side deck's shown cards) until its card is done."""
    g, _ = device(STEAM)
    obs = g.observe(FIONA)
    assert obs["sides"][0]["shown"] == [STEAM] and obs["sides"][0]["kind"] == "gear"
    aim(g)
    assert gear_pile(g, "shown") == [] and gear_pile(g) == [STEAM]


def test_gear_target_choices_at_eight_seats():
    """Up to two other players at 8 seats: each player, each pair and nobody (7 + 21 + 1 actions)."""
    s = Scenario(["wizgille"] + ["zot"] * 7)
    s.hand(WIZ, [DEVICE])
    for seat in range(1, 8):
        s.hand(seat, [])
    s.side(WIZ, deck=[STEAM])
    s.turn(WIZ, "action")
    g = s.build()
    play(g, DEVICE)
    choices = find(g, "choose", option="gear")
    assert len(choices) == 29 and len(g.legal_actions()) == 29
    assert {len(a.targets) for a in choices} == {0, 1, 2} and all(WIZ not in a.targets for a in choices)


def test_gear_deck_reshuffles_from_its_discards():
    """side_decks.draw_top: an empty Gear Deck is shuffled from its discards before a Gear is revealed."""
    g = table([(DEVICE,), (), ()], gear=(), gear_discard=(WORKS,), stats={WIZ: {"fortitude": 10}})
    events = texts(play(g, DEVICE))
    assert "Wizgille's Gear Deck is shuffled from its discards." in events
    assert fortitudes(g)[WIZ] == 13 and gear_pile(g) == [WORKS] and gear_pile(g, "deck") == []


def test_empty_gear_deck_brings_no_gear():
    """With no Gear card left anywhere, the card is played alone."""
    g = table([(CALIBRATE,), (), ()], gear=())
    events = texts(play(g, CALIBRATE, targets=(ZOT,)))
    assert "Wizgille's Gear Deck is empty: no Gear." in events and fortitudes(g) == [20, 18, 20]


def test_save_load_and_clone_at_the_gear_choice():
    """A game paused while Wizgille chooses the Gear's players saves, loads and clones equal, and plays on alike."""
    g, _ = device(STEAM, hands=((DEVICE,), (STARS,), ()))
    saved = Game.from_json(g.to_json())
    copy = g.clone()
    assert saved == g and copy == g and saved.legal_actions() == g.legal_actions()
    for game in (g, saved, copy):
        aim(game, ZOT, FIONA)
    assert saved == g and copy == g
    aim_clone = g.clone()
    play(aim_clone, STARS)
    assert g.stack[0].ignored == [] and aim_clone.stack[0].ignored == [ZOT]   # the copies are independent
    assert g.to_json() != aim_clone.to_json()


def test_older_saves_load_with_no_gear():
    """A saved card frame from before the Gear fields loads with no Gear attached and nobody chosen."""
    s = Scenario(["zot", "zot", "fiona"])
    s.hand(0, [DISTRACT]).hand(1, [STARS]).hand(2, []).turn(0, "action")
    g = s.build()
    play(g, DISTRACT, targets=(1,))
    data = g.to_json().replace(',"gear":-1,"chosen":[]', "")
    assert '"gear"' not in data
    loaded = Game.from_json(data)
    assert loaded == g and loaded.stack[0].gear == -1 and loaded.stack[0].chosen == []


def test_observe_and_determinize_keep_the_gear():
    """Observe shows the attached Gear and its players on the card frame; determinize keeps them (they are public)."""
    g, _ = device(STEAM, hands=((DEVICE,), (STARS,), ()))
    aim(g, ZOT, FIONA)
    frame = g.observe(FIONA)["stack"][0]
    assert frame["gear"] == STEAM and frame["chosen"] == [ZOT, FIONA] and frame["card"] == DEVICE
    h = g.determinize(ZOT, 7)
    assert h.observe(ZOT)["stack"] == g.observe(ZOT)["stack"] and h.observe(ZOT)["sides"] == g.observe(ZOT)["sides"]


def test_stack_wording():
    """innkeeper/screen.py describes the Gear on its card, the choice and the optional order."""
    g, _ = device(STEAM)
    obs = g.observe(ZOT)
    assert describe_frame(obs, 0, ZOT) == f"Wizgille plays '{DEVICE}' with the Gear '{STEAM}'"
    assert describe_frame(obs, 1, ZOT) == f"Wizgille must aim the Gear '{STEAM}' at up to 2 other players (or nobody)"
    assert situation(g.observe(WIZ), WIZ).endswith("— choose the players")
    aim(g, ZOT, FIONA)
    obs = g.observe(WIZ)
    assert describe_frame(obs, 0, WIZ) == f"you play '{DEVICE}' with the Gear '{STEAM}' (aimed at Zot and Fiona)"
    assert describe_frame(obs, 1, WIZ) == "you may order a Drink for Zot (no Ignore stops it)"


def test_heuristic_bot_aims_and_orders():
    """The heuristic bot aims a harmful Gear at somebody and orders the Drinks 'Too much steam!' offers."""
    g, _ = device(STEAM)
    bot = make_bot("heuristic", WIZ, 1)
    choice = bot.act(SeatView(g, WIZ))
    assert choice.option == "gear" and choice.targets
    g.apply(choice)
    assert bot.act(SeatView(g, WIZ)).kind == "order"


def test_heuristic_bot_plays_the_device():
    """The heuristic bot values a gear-icon card by the Gear it may bring, so it plays the device."""
    g = table([(DEVICE,), (), ()], gear=(WORKS,))
    bot = make_bot("heuristic", WIZ, 1)
    assert bot.act(SeatView(g, WIZ)).card == DEVICE


@pytest.mark.parametrize("text, problem", [
    ('[[card]]\ntitle = "X"\ntype = "action"\ncopies = 7\ntext = "x"\n'
     'effects = [{ op = "lose_fortitude", who = "chosen", amount = 1 }]\n', "only a Gear card"),
    ('[[card]]\ntitle = "X"\ntype = "action"\ncopies = 7\ntext = "x"\neffects = [{ op = "draw", count = 1 }]\n'
     '[side]\nkind = "gear"\nname = "G"\n[[side.card]]\ntitle = "Y"\ncopies = 1\ntext = "y"\n'
     'effects = [{ op = "lose_fortitude", who = "another", amount = 1 }]\n', "a Gear card names"),
    ('[[card]]\ntitle = "X"\ntype = "action"\ncopies = 7\ntext = "x"\neffects = [{ op = "draw", count = 1 }]\n'
     '[side]\nkind = "gear"\nname = "G"\n[[side.card]]\ntitle = "Y"\ncopies = 1\ntext = "y"\n'
     'effects = [{ op = "lose_fortitude", who = "chosen", amount = 1 }]\n', "choose"),
])
def test_content_checks_gear_fields(text, problem):
    """The loader refuses 'chosen' outside a Gear card, 'another' on one, and 'chosen' without 'choose'."""
    head = '[character]\nid = "tinker_test"\nname = "Tinker Test"\nsource = "test"\n'
    with pytest.raises(ContentError, match=problem):
        load_content(extra_texts=[{"name": "t.toml", "text": head + text}])
