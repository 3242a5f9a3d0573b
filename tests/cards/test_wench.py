"""The Wench (innkeeper/content/data/wench.toml): each of her cards and each Special Reserve Drink works, and is refused
(or Ignored, or does nothing) where it does not apply; the Special Reserve (innkeeper/engine/mechanics/reserve.py) and
the core's kept Drinks (innkeeper/engine/drinks.py, 000 "Drinks That Aren't Discarded") with several affected players.

"000" is rulebook shared/rulebooks/000_7bfbc92714e683e0.txt; a card's own effect comes from the header of wench.toml
(rulebook cards keep the effect 000 shows; the rest are designed). Every seat's hand, the Drink Me! piles and the
Special Reserve are set exactly.
"""

from __future__ import annotations

import pytest

from innkeeper import screen
from innkeeper.testing import (
    Scenario,
    alcohols,
    can,
    drink,
    find,
    fortitudes,
    golds,
    hand,
    pass_,
    play,
    playable,
    texts,
)

WENCH, ZOT, FIONA = 0, 1, 2
DRINKS = ["Light Ale"] * 12

# Her main deck.
GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING = "Winning Hand!"
FRIENDS = "Wench, bring some drinks for my friends!"
DONT_THINK = "I don't think so!"
TIP_WENCH = "Tip the Wench."
WAIT = "Wait a minute! Someone's playing with the drinks!"
MY_JOB = "Playing with the drinks? That's my job!"
DRINK_UP = "Drink up, before it goes flat!"
STOP = "I think you should stop playing with the drinks"
MY_TIP = "Oh, I guess I thought that was my tip…"
ON_THE_HOUSE = "From the Special Reserve, on the house!"
FROM_THE_BACK = "Let me get you something from the back."
JUST_FOR_YOU = "Special Reserve, just for you. That's 2 Gold."
EVERYONE = "Special Reserve for everyone!"
HANDS_OFF = "Hands off the merchandise!"
BOUNCER = "Don't make me call the bouncer!"
WATER = "A good barmaid knows when to water it down."
EXTRA = "Extra strong, just how you like it."
OVERDUE = "Your tab is overdue."
TRAYS = "I've carried heavier trays than you!"
SPILLED = "Oops! Spilled it."
PEEKED = "I peeked at their cards while I poured."

# The Special Reserve.
ALACRITY = "Elixir of Alacrity"
VIGOR = "Elixir of Vigor"
SOBRIETY = "Elixir of Sobriety"
STOCK = "The Wench's Private Stock"
RUM = "Top-Shelf Rum"

# Other characters' cards used to build situations.
WENCH_THINKS = "The Wench thinks you should stop playing with the drinks."
DISTRACT = "I told you not to distract me!"          # Zot: another player loses 2 Fortitude
BAD_POOKY = "Bad Pooky! Don't drink that!"           # Zot: Ignore a Drink you are about to drink
TELEPORT = "Teleport beverage!"                      # Zot: pass the Drink you are about to drink
STARS = 'The stars say, "No!"'                       # Zot: Ignore a card that changes your F, A or G
SIT_AND_DRINK = "Come, my friend, sit and drink with me!"   # Fiona: split your Drink with another player
ARMOR = "Luckily for me, I was wearing my armor!"    # Fiona: Ignore a card that would cost you Fortitude
CHEATING = "I do believe that you're cheating. At this point, you have two options..."

RESERVE_ORDER = [RUM, STOCK, "Vintage Elven Wine", "Orcish Firebrew", "Overpriced Imported Lager", "Bottle Service",
                 "Last Night's Leftovers", "Barkeep's Choice", "Moonshine from the Cellar", "Dragon's Blood Brandy",
                 "Honey Mead of the House", "Spiced Ale with a Chaser", ALACRITY, VIGOR, SOBRIETY]


def table(hands, *, turn=WENCH, phase="action", reserve=None, reserve_discard=(), drink_me=None, stats=None,
          deck=DRINKS, in_front=None, ask_all=False, characters=("wench", "zot", "fiona")):
    """The Wench (seat 0), Zot (1) and Fiona (2) with exact hands, piles and Special Reserve (top first).

    A Special Reserve Drink named on a Drink Me! pile or in ``in_front`` is taken out of the Special Reserve; the
    Special Reserve is then ``reserve`` exactly (default: every other of its Drinks in ``RESERVE_ORDER``)."""
    s = Scenario(list(characters[: len(hands)]), ask_all=ask_all)
    elsewhere = [t for pile in (drink_me or {}).values() for t in pile] + [t for ts in (in_front or {}).values()
                                                                          for t in ts]
    if reserve is None:
        reserve = [t for t in RESERVE_ORDER if t not in elsewhere]
    s.side(WENCH, deck=list(reserve) + [t for t in elsewhere if t in RESERVE_ORDER], discard=list(reserve_discard))
    for seat, titles in (in_front or {}).items():
        s.in_front(seat, list(titles))
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    g = s.build()
    BUILT[:] = s.events
    return g


BUILT: list = []   # the events of the last table's build (its automatic steps)


def reserve(g) -> list[str]:
    """The Special Reserve, top first."""
    return [g.title(c) for c in g.sides[0].deck][::-1]


def reserve_discard(g) -> list[str]:
    """The Special Reserve discards."""
    return [g.title(c) for c in g.sides[0].discard]


def front(g, seat: int) -> list[str]:
    """The kept Drinks in front of a seat."""
    return [g.title(c) for c in g.sides[0].fronts[seat]]


def pile(g, seat: int) -> list[str]:
    """A Drink Me! pile, top first."""
    return [g.title(c) for c in g.players[seat].drink_me][::-1]


def settle(g) -> list:
    """Pass in every window until nothing resolves; the events."""
    events = []
    for _ in range(100):
        if g.is_over or not g.stack:
            return events
        keep = find(g, "choose", option="keep")   # a Mead-like Drink: kept whole
        events += g.apply(keep[0]) if keep and not find(g, "pass") else pass_(g)
    raise AssertionError("the stack never emptied")


def drink_now(g) -> list:
    """The active player reveals and (nobody answering) drinks; the events (the build's too, if it drank)."""
    events = g.apply(find(g, "drink")[0]) if find(g, "drink") else list(BUILT)
    return events + settle(g)


# ===== her cards named in rulebook 000 ================================================================

def test_wait_a_minute_leaves_the_round_instead_of_anteing():
    """000 Gambling Example: she leaves the Round, does not ante, and may play no Gambling card in it."""
    g = table([(WAIT, GAMBLE), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == WENCH
    events = play(g, WAIT)
    assert any(e.kind == "leave" and e.data["seat"] == WENCH for e in events)
    assert golds(g) == [10, 11, 9]   # she never anted; Zot won the 2 Gold pot (Fiona had nothing to play)


def test_wait_a_minute_refused_when_nothing_makes_her_ante():
    """It answers a card that makes her ante, not an attack."""
    g = table([(WAIT, BOUNCER), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    assert WAIT not in playable(g)


def test_my_job_adds_one_alcohol_to_a_revealed_drink():
    """000 Drinking Contest Example 1: her card makes a revealed Drink give 1 more Alcohol."""
    g = table([(MY_JOB,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"]})
    drink(g)
    assert g.current_player == WENCH
    play(g, MY_JOB, drink=0)
    settle(g)
    assert alcohols(g) == [0, 2, 0]


def test_my_job_counts_in_a_drinking_contest():
    """000 Drinking Contest Example 1: Molly's Wine 2, Jasper's Light Ale 1 spiked to 2: a tie, both drink 2."""
    g = table([(MY_JOB,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Drinking Contest!"]},
              deck=["Light Ale", "Wine", "Light Ale"] + DRINKS)
    drink(g)
    for _ in range(20):
        if MY_JOB in playable(g):
            break
        pass_(g)
    contest = g.stack[-2]
    zots = next(i for i, d in enumerate(contest.drinks) if d.contest_seat == ZOT)
    events = play(g, MY_JOB, drink=zots)   # Zot's Light Ale 1 -> 2: ties Fiona's Wine
    events += settle(g)
    assert any(e.kind == "contest_tie" for e in events)


def test_my_job_refused_without_a_revealed_drink():
    """It answers a revealed Drink, not an Action card."""
    g = table([(MY_JOB, BOUNCER), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    assert MY_JOB not in playable(g)


def test_drink_up_makes_another_player_drink_an_extra_drink():
    """000 Drinking Contest: "Drink up, before it goes flat!" makes a player take an extra Drink."""
    g = table([(DRINK_UP,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"], FIONA: ["Wine"]})
    drink(g)
    play(g, DRINK_UP, drink=0, targets=(FIONA,))
    settle(g)
    assert alcohols(g) == [0, 1, 2] and pile(g, FIONA) == []


def test_drink_up_extra_drink_does_not_count_in_a_drinking_contest():
    """000 Drinking Contest: an extra Drink taken during a contest does not change who wins it."""
    g = table([(DRINK_UP,), (), ()], turn=ZOT, phase="drink",
              drink_me={ZOT: ["Drinking Contest!", "Dragon Breath Ale"]},
              deck=["Light Ale", "Wine", "Light Ale"] + DRINKS)
    drink(g)
    for _ in range(20):
        if DRINK_UP in playable(g):
            break
        pass_(g)
    events = play(g, DRINK_UP, drink=0, targets=(ZOT,))
    events += settle(g)
    # Zot drank the Dragon Breath Ale (4) as an extra Drink, but Fiona's Wine (2) beats his Light Ale (1).
    assert [e.data.get("seat") for e in events if e.kind == "contest"] == [FIONA]
    assert g.players[ZOT].alcohol == 5


def test_drink_up_refused_without_a_revealed_drink():
    """It answers a revealed Drink."""
    g = table([(DRINK_UP, BOUNCER), (DISTRACT,), ()], turn=ZOT, drink_me={FIONA: ["Wine"]})
    play(g, DISTRACT, targets=(WENCH,))
    assert DRINK_UP not in playable(g)


def test_stop_playing_negates_a_card_that_changes_a_drink():
    """000 "The Wench thinks...": her own version Negates a pass of a Drink, like the shared card."""
    g = table([(STOP,), (TELEPORT,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, TELEPORT, drink=0, targets=(WENCH,))
    assert g.current_player == WENCH
    play(g, STOP)
    settle(g)
    assert alcohols(g) == [0, 2, 0]


def test_stop_playing_refused_on_its_own_family_and_on_cards_giving_special_reserve_drinks():
    """000 "The Wench thinks...": it cannot Negate another of its kind, nor a card that gives Special Reserve
    Drinks (the shared card may not answer "Let me get you something from the back.")."""
    g = table([(MY_JOB, STOP), (WENCH_THINKS,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, MY_JOB, drink=0)
    play(g, WENCH_THINKS)
    assert g.current_player != WENCH or STOP not in playable(g)
    g = table([(FROM_THE_BACK,), (WENCH_THINKS,), ()], phase="order")
    play(g, FROM_THE_BACK, targets=(ZOT,))
    assert g.current_player != ZOT or WENCH_THINKS not in playable(g)


def test_my_tip_takes_the_pot_without_winning_the_round():
    """000 Ending the Round (and the Prize variant's Taking the Pot Without Winning): she ends the live Round and
    takes the whole pot; nobody wins it."""
    g = table([(MY_TIP,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    pass_until_settled_round = 0
    while g.current_player != WENCH or MY_TIP not in playable(g):
        pass_(g)
        pass_until_settled_round += 1
        assert pass_until_settled_round < 10
    events = play(g, MY_TIP)
    events += settle(g)
    assert g.round is None and g.pot == 0
    assert golds(g) == [12, 9, 9]
    assert "The Wench takes the pot of 3 Gold." in texts(events)


def test_my_tip_refused_once_the_last_player_has_passed():
    """000 Ending the Round: it may not be played after the last player has passed (the Round is over)."""
    g = table([(MY_TIP,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    for _ in range(10):
        if g.round is None or g.round.ended:
            break
        pass_(g)
    assert MY_TIP not in playable(g)
    assert golds(g)[WENCH] == 9


def test_i_dont_think_so_negates_a_sometimes_card():
    """Shared: Negate a Sometimes card (Zot's Ignore of his Drink)."""
    g = table([(DONT_THINK,), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, BAD_POOKY, drink=0)
    play(g, DONT_THINK)
    settle(g)
    assert alcohols(g) == [0, 2, 0]


def test_i_dont_think_so_refused_on_an_action_card():
    """Shared: it answers Sometimes cards only."""
    g = table([(DONT_THINK, BOUNCER), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    assert DONT_THINK not in playable(g)


def test_tip_the_wench_makes_another_player_pay_the_inn():
    """Shared: a player she chooses pays 1 Gold to the Inn."""
    g = table([(TIP_WENCH,), (), ()])
    play(g, TIP_WENCH, targets=(ZOT,))
    settle(g)
    assert golds(g) == [10, 9, 10] and g.inn == 1


def test_tip_the_wench_ignored_by_a_gold_defence():
    """Shared: Zot Ignores it with 'The stars say, "No!"' (it changes his Gold)."""
    g = table([(TIP_WENCH,), (STARS,), ()])
    play(g, TIP_WENCH, targets=(ZOT,))
    play(g, STARS)
    settle(g)
    assert golds(g) == [10, 10, 10]
    assert not can(g, "play", TIP_WENCH)


def test_shared_gambling_cards():
    """Shared: "Gambling? I'm in!" starts a Round, "I raise!" antes again, "Winning Hand!" takes control."""
    g = table([(GAMBLE, WINNING), (RAISE,), ()], characters=("wench", "wench", "fiona"))
    play(g, GAMBLE)
    assert g.pot == 3 and g.round.controller == WENCH
    play(g, RAISE)
    assert g.pot == 6 and g.round.controller == ZOT
    while not (g.current_player == WENCH and WINNING in playable(g)):
        pass_(g)
    play(g, WINNING)
    settle(g)
    assert golds(g) == [14, 8, 8]   # nobody could answer Winning Hand! with a Cheating card


def test_shared_gambling_cards_refused_outside_a_round():
    """Shared: "I raise!" and "Winning Hand!" need a Round under way."""
    g = table([(RAISE, WINNING, GAMBLE), (), ()])
    assert playable(g) >= {GAMBLE} and not playable(g) & {RAISE, WINNING}


def test_bring_drinks_for_my_friends_orders_two_more():
    """Shared: in her Order phase she pays 1 Gold and orders 2 more Drinks for other players."""
    g = table([(FRIENDS,), (), ()], phase="order")
    play(g, FRIENDS)
    for _ in range(6):
        if find(g, "order"):
            g.apply(find(g, "order")[0])
        else:
            break
    assert golds(g)[WENCH] == 9
    assert len(pile(g, ZOT)) + len(pile(g, FIONA)) == 3


def test_bring_drinks_refused_outside_her_order_phase():
    """Shared: only in her own Order a Drink phase."""
    g = table([(FRIENDS, HANDS_OFF), (), ()])
    assert g.turn_frame.phase == "action" and FRIENDS not in playable(g)


# ===== her designed cards ============================================================================

def test_on_the_house_makes_another_player_drink_the_top_reserve_drink():
    """Designed: the top Special Reserve Drink goes to Zot, who drinks it at once; then to the Reserve discards."""
    g = table([(ON_THE_HOUSE,), (), ()], reserve=[RUM, STOCK])
    events = play(g, ON_THE_HOUSE, targets=(ZOT,))
    events += settle(g)
    assert alcohols(g) == [0, 3, 0]
    assert reserve(g) == [STOCK] and reserve_discard(g) == [RUM] and g.drink_discard == []
    assert "Zot gets a Drink from the Special Reserve on their Drink Me! pile." in texts(events)


def test_on_the_house_refused_as_a_response_and_its_drink_ignored():
    """Designed: an Action card (not in a window); the served Drink may be Ignored like any other."""
    g = table([(ON_THE_HOUSE, BOUNCER), (DISTRACT, BAD_POOKY), ()], turn=ZOT, reserve=[RUM])
    play(g, DISTRACT, targets=(WENCH,))
    assert ON_THE_HOUSE not in playable(g)
    g = table([(ON_THE_HOUSE,), (BAD_POOKY,), ()], reserve=[RUM])
    play(g, ON_THE_HOUSE, targets=(ZOT,))
    for _ in range(10):
        if BAD_POOKY in playable(g):
            break
        pass_(g)
    play(g, BAD_POOKY, drink=0)
    settle(g)
    assert alcohols(g) == [0, 0, 0] and reserve_discard(g) == [RUM]


def test_from_the_back_serves_a_reserve_drink_in_her_order_phase():
    """Designed: in her Order a Drink phase, the top Special Reserve Drink also goes on another player's pile."""
    g = table([(FROM_THE_BACK,), (), ()], phase="order", reserve=[STOCK, RUM])
    play(g, FROM_THE_BACK, targets=(FIONA,))
    settle(g)
    assert pile(g, FIONA) == [STOCK] and reserve(g) == [RUM]


def test_from_the_back_refused_outside_her_order_phase():
    """Designed: not in her Action phase, nor in another player's Order phase."""
    g = table([(FROM_THE_BACK, HANDS_OFF), (), ()])
    assert g.turn_frame.phase == "action" and FROM_THE_BACK not in playable(g)
    g = table([(FROM_THE_BACK,), (), ()], turn=ZOT, phase="order", ask_all=True)
    assert not any(a.card == FROM_THE_BACK for a in g.legal_actions())


def test_just_for_you_serves_and_charges():
    """Designed: the top Special Reserve Drink onto Zot's pile, and Zot pays her 2 Gold."""
    g = table([(JUST_FOR_YOU,), (), ()], reserve=[RUM])
    play(g, JUST_FOR_YOU, targets=(ZOT,))
    settle(g)
    assert pile(g, ZOT) == [RUM] and golds(g) == [12, 8, 10]


def test_just_for_you_ignored():
    """Designed: Zot Ignores it ('The stars say, "No!"'): no Drink, no Gold."""
    g = table([(JUST_FOR_YOU,), (STARS,), ()], reserve=[RUM])
    play(g, JUST_FOR_YOU, targets=(ZOT,))
    play(g, STARS)
    settle(g)
    assert pile(g, ZOT) == [] and golds(g) == [10, 10, 10] and reserve(g) == [RUM]


def test_special_reserve_for_everyone():
    """Designed: each other player gets the top Special Reserve Drink on their pile, in turn order."""
    g = table([(EVERYONE,), (), ()], reserve=[RUM, STOCK, VIGOR])
    play(g, EVERYONE)
    settle(g)
    assert pile(g, ZOT) == [RUM] and pile(g, FIONA) == [STOCK] and reserve(g) == [VIGOR]


def test_special_reserve_for_everyone_runs_out():
    """Designed: an empty Special Reserve (and no discards to shuffle) serves nobody more."""
    g = table([(EVERYONE,), (), ()], reserve=[RUM])
    events = play(g, EVERYONE) + settle(g)
    assert pile(g, ZOT) == [RUM] and pile(g, FIONA) == []
    assert "The Special Reserve is empty." in texts(events)


def test_special_reserve_reshuffles_its_discards():
    """The Special Reserve's discards become a new Special Reserve when it runs out."""
    g = table([(ON_THE_HOUSE,), (), ()], reserve=[], reserve_discard=[STOCK])
    play(g, ON_THE_HOUSE, targets=(ZOT,))
    settle(g)
    assert alcohols(g) == [0, 5, 0] and reserve_discard(g) == [STOCK]


def test_hands_off_costs_another_player_two_fortitude():
    """Designed: another player loses 2 Fortitude."""
    g = table([(HANDS_OFF,), (), ()])
    play(g, HANDS_OFF, targets=(ZOT,))
    settle(g)
    assert fortitudes(g) == [20, 18, 20]


def test_hands_off_ignored_by_armor():
    """Designed: Fiona Ignores it with her armor."""
    g = table([(HANDS_OFF,), (), (ARMOR,)])
    play(g, HANDS_OFF, targets=(FIONA,))
    play(g, ARMOR)
    settle(g)
    assert fortitudes(g) == [20, 20, 20]


def test_bouncer_hits_back():
    """Designed: after Zot's card cost her Fortitude, Zot loses 2."""
    g = table([(BOUNCER,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    for _ in range(5):
        if BOUNCER in playable(g):
            break
        pass_(g)
    play(g, BOUNCER)
    settle(g)
    assert fortitudes(g) == [18, 18, 20]


def test_bouncer_refused_when_she_lost_nothing():
    """Designed: nothing to hit back at when another player was hurt."""
    g = table([(BOUNCER,), (DISTRACT,), ()], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(FIONA,))
    for _ in range(10):
        if not g.stack:
            break
        assert not (g.current_player == WENCH and BOUNCER in playable(g))
        pass_(g)


def test_water_it_down_takes_two_off_her_drink():
    """Designed: the Drink she is about to drink gives 2 less Alcohol, not below 0."""
    g = table([(WATER,), (), ()], phase="drink", drink_me={WENCH: ["Elven Wine"]})
    drink(g)
    play(g, WATER, drink=0)
    settle(g)
    assert alcohols(g) == [1, 0, 0]


def test_water_it_down_refused_on_another_players_drink():
    """Designed: only her own Drink."""
    g = table([(WATER,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]}, ask_all=True)
    drink(g)
    assert g.current_player != WENCH or WATER not in playable(g)


def test_extra_strong_adds_two():
    """Designed: a revealed Drink gives 2 more Alcohol."""
    g = table([(EXTRA,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    drink(g)
    play(g, EXTRA, drink=0)
    settle(g)
    assert alcohols(g) == [0, 4, 0]


def test_extra_strong_refused_on_an_action():
    """Designed: it answers a revealed Drink."""
    g = table([(EXTRA, BOUNCER), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    assert EXTRA not in playable(g)


def test_tab_overdue_each_other_player_pays():
    """Designed: each other player pays her 1 Gold."""
    g = table([(OVERDUE,), (), ()])
    play(g, OVERDUE)
    settle(g)
    assert golds(g) == [12, 9, 9]


def test_tab_overdue_ignored():
    """Designed: Zot Ignores it ('The stars say, "No!"'); Fiona still pays."""
    g = table([(OVERDUE,), (STARS,), ()])
    play(g, OVERDUE)
    play(g, STARS)
    settle(g)
    assert golds(g) == [11, 10, 9]


def test_heavier_trays_ignores_an_attack():
    """Designed: Ignore an Action card that would cost her Fortitude."""
    g = table([(TRAYS,), (DISTRACT,), ()], turn=ZOT)
    play(g, DISTRACT, targets=(WENCH,))
    play(g, TRAYS)
    settle(g)
    assert fortitudes(g) == [20, 20, 20]


def test_heavier_trays_refused_on_a_drink():
    """Designed: not a Drink Ignore."""
    g = table([(TRAYS,), (), ()], phase="drink", drink_me={WENCH: ["Wine"]})
    drink(g)
    assert TRAYS not in playable(g)


def test_spilled_ignores_her_drink():
    """Designed: Ignore the Drink she is about to drink, Chasers and all."""
    g = table([(SPILLED,), (), ()], phase="drink", drink_me={WENCH: ["Wine with a Chaser", "Dragon Breath Ale"]})
    drink(g)
    play(g, SPILLED, drink=0)
    settle(g)
    assert alcohols(g) == [0, 0, 0]


def test_spilled_refused_on_another_players_drink():
    """Designed: only her own Drink."""
    g = table([(SPILLED,), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]}, ask_all=True)
    drink(g)
    assert g.current_player != WENCH or SPILLED not in playable(g)


def test_peeked_takes_control_of_the_round():
    """Designed: a Cheating card: she takes control of Zot's Round and, nobody answering, wins it."""
    g = table([(PEEKED,), (GAMBLE,), ()], turn=ZOT)
    play(g, GAMBLE)
    for _ in range(5):
        if g.current_player == WENCH and PEEKED in playable(g):
            break
        pass_(g)
    play(g, PEEKED)
    settle(g)
    assert golds(g) == [12, 9, 9]


def test_peeked_refused_outside_a_round():
    """Designed: a Cheating card needs a Round."""
    g = table([(PEEKED,), (), ()])
    assert PEEKED not in playable(g)


def test_the_deck_has_the_published_shape():
    """cards.md section 5: 40 cards, 23 distinct (6, 2x12, 1x10); a Special Reserve of 15 different Drinks."""
    from collections import Counter

    from innkeeper.content import load_content

    ch = load_content().characters["wench"]
    assert sorted(Counter(Counter(ch.deck).values()).items()) == [(1, 10), (2, 12), (6, 1)]
    assert len(ch.side.deck) == len(set(ch.side.deck)) == 15


# ===== the Special Reserve Drinks ====================================================================

PLAIN = {   # title: (Alcohol, Fortitude change, Gold paid, cards drawn)
    STOCK: (5, 0, 0, 0), "Vintage Elven Wine": (3, 0, 0, 0), RUM: (3, 0, 0, 0), "Orcish Firebrew": (3, 0, 0, 0),
    "Overpriced Imported Lager": (3, 0, 1, 0), "Bottle Service": (2, 0, 2, 0), "Last Night's Leftovers": (3, -1, 0, 0),
    "Barkeep's Choice": (2, 0, 0, 1), "Dragon's Blood Brandy": (4, 1, 0, 0), "Honey Mead of the House": (3, 0, 0, 0),
    "Moonshine from the Cellar": (4, 0, 0, 0),
}


@pytest.mark.parametrize("title", sorted(PLAIN))
def test_reserve_drink_works(title):
    """Each plain Special Reserve Drink gives what its text says, then goes to the Special Reserve discards."""
    alcohol, fort, paid, drawn = PLAIN[title]
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: [title]}, stats={ZOT: {"fortitude": 15}})
    drink_now(g)   # (Honey Mead: kept whole)
    assert g.players[ZOT].alcohol == alcohol
    assert g.players[ZOT].fortitude == 15 + fort
    assert g.players[ZOT].gold == 10 - paid
    assert len(g.players[ZOT].hand) == drawn   # (his hand was empty)
    assert reserve_discard(g) == [title] and g.drink_discard == []


@pytest.mark.parametrize("title", sorted(PLAIN))
def test_reserve_drink_ignored(title):
    """Each plain Special Reserve Drink does nothing to a player who Ignores it; it still goes to its discards."""
    g = table([(), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: [title]})
    drink(g)
    play(g, BAD_POOKY, drink=0)
    settle(g)
    assert alcohols(g) == [0, 0, 0] and golds(g) == [10, 10, 10]
    assert reserve_discard(g) == [title]


def test_orcish_firebrew_for_an_orc():
    """Designed: an Orc gains only 1 Alcohol from it (Serena is an Orc)."""
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Orcish Firebrew"]},
              characters=("wench", "serena", "fiona"))
    drink_now(g)
    assert alcohols(g) == [0, 1, 0]


def test_spiced_ale_reveals_a_chaser_from_the_pile():
    """Designed: a Chaser: the next card of the pile adds its effects (Wine: 2 + 2)."""
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Spiced Ale with a Chaser", "Wine"]})
    drink_now(g)
    assert alcohols(g) == [0, 4, 0]
    assert reserve_discard(g) == ["Spiced Ale with a Chaser"] and [g.title(c) for c in g.drink_discard] == ["Wine"]


def test_spiced_ale_without_a_chaser_left():
    """Designed: with nothing left on the pile, no Chaser and no sobering up: just its own 2."""
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Spiced Ale with a Chaser"]})
    drink_now(g)
    assert alcohols(g) == [0, 2, 0]


def test_honey_mead_may_be_split():
    """Designed: like Mead, the player who reveals it may split it (3 -> 2 and 2)."""
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Honey Mead of the House"]})
    drink(g)
    settle_to_choice = 0
    while not find(g, "choose"):
        pass_(g)
        settle_to_choice += 1
        assert settle_to_choice < 10
    g.apply(find(g, "choose", option="split", targets=(FIONA,))[0])
    settle(g)
    assert alcohols(g) == [0, 2, 2]


def test_a_reserve_drink_left_on_a_losers_pile_goes_back_to_the_reserve():
    """000 Losing the Game: a loser's Drink Me! pile is discarded: a Special Reserve Drink to its own discards."""
    g = table([(HANDS_OFF,), (), ()], drink_me={ZOT: [RUM, "Wine"]}, stats={ZOT: {"fortitude": 2}})
    play(g, HANDS_OFF, targets=(ZOT,))
    settle(g)
    assert g.players[ZOT].out
    assert RUM in reserve_discard(g) and "Wine" in [g.title(c) for c in g.drink_discard]


# ===== the Elixirs: kept Drinks ======================================================================

def test_elixir_of_alacrity_is_kept_and_dodges_the_next_hit():
    """000 Drinks That Aren't Discarded: +1 Alcohol, then kept in front of its drinker; kept (designed), the next
    time another player's card costs them Fortitude they lose 2 less, and the Elixir goes to the Reserve discards."""
    g = table([(), (DISTRACT, DISTRACT), ()], turn=FIONA, phase="drink", drink_me={FIONA: [ALACRITY]})
    events = drink_now(g)
    assert alcohols(g) == [0, 0, 1] and front(g, FIONA) == [ALACRITY]
    assert "Fiona keeps 'Elixir of Alacrity' in front of them." in texts(events)
    assert g.observe(ZOT)["sides"][0]["fronts"][FIONA] == [ALACRITY]
    assert "Kept: 'Elixir of Alacrity'" in "\n".join(screen.side_notes(g.observe(None), FIONA))
    g2 = table([(), (DISTRACT, DISTRACT), ()], turn=ZOT, in_front={FIONA: [ALACRITY]})
    play(g2, DISTRACT, targets=(FIONA,))
    settle(g2)
    assert fortitudes(g2) == [20, 20, 20] and front(g2, FIONA) == [] and reserve_discard(g2) == [ALACRITY]
    g2.apply(find(g2, "pass")[0]) if find(g2, "pass") else None


def test_elixir_of_alacrity_helps_only_once_and_not_against_drinks():
    """Designed: used once it is gone; a Drink's Alcohol is no Fortitude loss, so the Elixir stays meanwhile."""
    g = table([(), (DISTRACT, DISTRACT), ()], turn=ZOT, phase="drink", in_front={ZOT: [ALACRITY]},
              drink_me={ZOT: ["Wine"]})
    drink_now(g)
    assert front(g, ZOT) == [ALACRITY] and alcohols(g) == [0, 2, 0]


def test_elixir_of_alacrity_ignored_is_not_kept():
    """000 Drinks That Aren't Discarded: a player who Ignored the Drink does not keep it: it is discarded."""
    g = table([(), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: [ALACRITY]})
    drink(g)
    play(g, BAD_POOKY, drink=0)
    settle(g)
    assert front(g, ZOT) == [] and reserve_discard(g) == [ALACRITY] and alcohols(g) == [0, 0, 0]


def test_elixir_of_vigor_heals_at_the_keepers_next_turn():
    """Designed: kept, it gives its keeper 2 Fortitude as their next turn starts, then goes to the discards."""
    g = table([(), (), ()], turn=FIONA, phase="drink", drink_me={FIONA: [VIGOR]}, stats={ZOT: {"fortitude": 10}},
              in_front={ZOT: []})
    drink_now(g)
    assert front(g, FIONA) == [VIGOR]
    g = table([(), (), ()], turn=FIONA, phase="drink", in_front={WENCH: [VIGOR]}, stats={WENCH: {"fortitude": 10}})
    # Fiona's empty pile: she sobers, ends her turn; the Wench's turn starts with the Elixir.
    for _ in range(5):
        if g.turn == WENCH:
            break
        g.apply(g.legal_actions()[0])
    assert fortitudes(g)[WENCH] == 12 and front(g, WENCH) == [] and reserve_discard(g) == [VIGOR]


def test_elixir_of_vigor_ignored_is_not_kept():
    """000: Ignored, the Elixir is not kept, and nobody gains anything from it."""
    g = table([(), (BAD_POOKY,), ()], turn=ZOT, phase="drink", drink_me={ZOT: [VIGOR]})
    drink(g)
    play(g, BAD_POOKY, drink=0)
    settle(g)
    assert front(g, ZOT) == [] and reserve_discard(g) == [VIGOR]


def test_elixir_of_sobriety_takes_two_off_the_next_drink():
    """Designed: kept, the next Drink that gives its keeper Alcohol gives 2 less; then it goes to the discards."""
    g = table([(), (), ()], turn=ZOT, phase="drink", in_front={ZOT: [SOBRIETY]}, drink_me={ZOT: ["Elven Wine"]})
    drink_now(g)
    assert alcohols(g) == [0, 1, 0] and front(g, ZOT) == [] and reserve_discard(g) == [SOBRIETY]


def test_elixir_of_sobriety_not_used_by_a_drink_without_alcohol():
    """Designed: a Drink that gives no Alcohol (Water) leaves the Elixir in front of its keeper."""
    g = table([(), (), ()], turn=ZOT, phase="drink", in_front={ZOT: [SOBRIETY]}, drink_me={ZOT: ["Water"]})
    drink_now(g)
    assert front(g, ZOT) == [SOBRIETY]


# ===== the kept-Drink rule with several affected players (000, Drinks That Aren't Discarded) ==================

def test_kept_drink_split_goes_to_the_controller_first():
    """000: split (Fiona's "Come, my friend, sit and drink with me!" with the Wench): both gain 1 Alcohol; Fiona,
    who controlled the Drink, keeps it although the Wench sits before her in turn order from seat 0."""
    g = table([(), (), (SIT_AND_DRINK,)], turn=FIONA, phase="drink", drink_me={FIONA: [ALACRITY]})
    drink(g)
    play(g, SIT_AND_DRINK, drink=0, targets=(WENCH,))
    settle(g)
    assert alcohols(g) == [1, 0, 1]
    assert front(g, FIONA) == [ALACRITY] and front(g, WENCH) == []


def test_kept_drink_split_then_the_controller_ignores_her_half():
    """000: skipping a player who Ignored the Drink: the Wench splits... Zot keeps it after Fiona Ignores hers."""
    g = table([(), (BAD_POOKY,), (SIT_AND_DRINK, "Oh, that's what was rattling around in my armor!")],
              turn=FIONA, phase="drink", drink_me={FIONA: [ALACRITY]})
    drink(g)
    play(g, SIT_AND_DRINK, drink=0, targets=(ZOT,))
    settle(g)
    # nobody Ignored: Fiona keeps it
    assert front(g, FIONA) == [ALACRITY]


def test_kept_drink_passed_on_goes_to_the_player_who_drank_it():
    """000: skipping a player who passed it: Zot passes the Elixir to Fiona, who drinks and keeps it."""
    g = table([(), (TELEPORT,), ()], turn=ZOT, phase="drink", drink_me={ZOT: [ALACRITY]})
    drink(g)
    play(g, TELEPORT, drink=0, targets=(FIONA,))
    settle(g)
    assert alcohols(g) == [0, 0, 1] and front(g, FIONA) == [ALACRITY] and front(g, ZOT) == []


def test_kept_drink_round_on_the_house_goes_to_the_active_player():
    """000: Round on the House has no single controller: the active player (Zot) keeps it; everyone gains 1."""
    g = table([(), (), ()], turn=ZOT, phase="drink", drink_me={ZOT: ["Round on the House!"]},
              deck=[ALACRITY] + DRINKS, reserve=[RUM])
    drink_now(g)
    assert alcohols(g) == [1, 1, 1]
    assert front(g, ZOT) == [ALACRITY] and front(g, WENCH) == [] and front(g, FIONA) == []


def test_kept_drink_round_on_the_house_skips_the_player_who_ignored_it():
    """000: the active player Ignored her copy: the next in turn order who drank it keeps it."""
    g = table([(SPILLED,), (), ()], phase="drink", drink_me={WENCH: ["Round on the House!"]},
              deck=[ALACRITY] + DRINKS, reserve=[RUM])
    drink(g)
    for _ in range(10):
        if SPILLED in playable(g):
            break
        pass_(g)
    play(g, SPILLED, drink=0)
    settle(g)
    assert alcohols(g) == [0, 1, 1]
    assert front(g, WENCH) == [] and front(g, ZOT) == [ALACRITY]


def test_kept_drink_nobody_eligible_is_discarded():
    """000: if nobody is eligible (the only drinker Ignored it), it is discarded as usual (its own discards)."""
    g = table([(SPILLED,), (), ()], phase="drink", drink_me={WENCH: [SOBRIETY]})
    drink(g)
    play(g, SPILLED, drink=0)
    settle(g)
    assert front(g, WENCH) == [] and reserve_discard(g) == [SOBRIETY]


# ===== the bot plays her cards ====================================================================

def test_heuristic_bot_serves_the_special_reserve_to_a_rival():
    """The heuristic bot values handing out a Special Reserve Drink (serve_reserve) as a Drink for a rival."""
    from innkeeper.bots import SeatView
    from innkeeper.bots.heuristic import HeuristicBot

    g = table([(ON_THE_HOUSE,), (), ()], reserve=[STOCK])
    choice = HeuristicBot(WENCH, 1).act(SeatView(g, WENCH))
    assert choice.card == ON_THE_HOUSE and choice.targets and choice.targets[0] != WENCH
    assert hand(g, WENCH) == [ON_THE_HOUSE]


# ===== where players look ============================================================================

def test_cards_command_shows_the_deck_and_the_special_reserve_with_provenance():
    """`innkeeper cards wench` lists her deck and her Special Reserve, each card with its source."""
    from typer.testing import CliRunner

    from innkeeper.cli import app

    result = CliRunner().invoke(app, ["cards", "wench"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    out = result.output
    assert "The Wench: 40 cards (deck: reconstructed" in out and "The Wench's Special Reserve: 15 cards" in out
    for title in (MY_TIP, WAIT, ALACRITY, "Moonshine from the Cellar"):
        assert title in out
    line = next(row for row in out.splitlines() if ALACRITY in row)
    assert "Drink" in line and "rulebook" in line
    line = next(row for row in out.splitlines() if VIGOR in row)
    assert "designed" in line


def test_a_served_reserve_drink_is_hidden_like_any_drink():
    """A Special Reserve Drink on a Drink Me! pile is named in no observation; only the pile's size shows."""
    g = table([(JUST_FOR_YOU, HANDS_OFF), (), ()], reserve=[STOCK, RUM])
    play(g, JUST_FOR_YOU, targets=(ZOT,))
    settle(g)
    for seat in (None, WENCH, ZOT, FIONA):
        view = g.observe(seat)
        assert STOCK not in str(view)
        assert view["players"][ZOT]["drink_me_size"] == 1
        assert view["sides"][0]["deck_size"] == 1
    for seed in range(5):   # a determinized deal keeps every pile's size and the Special Reserve's contents
        d = g.determinize(FIONA, seed)
        assert len(d.players[ZOT].drink_me) == 1 and sorted(d.sides[0].deck) == sorted(g.sides[0].deck)


# ===== the content format ============================================================================

def test_kept_is_refused_on_a_drink_deck_drink_and_an_elixir_must_be_kept():
    """Only a side deck's Drink may be kept (it lies among its deck's cards in front of players); an Elixir's help
    needs a kept Drink."""
    from innkeeper.content import ContentError, load_content

    deck = '[deck]\nid = "odd"\n[[drink]]\ntitle = "Odd Ale"\nalcohol = 1\nkept = true\n'
    with pytest.raises(ContentError, match="kept"):
        load_content(extra_texts=[{"name": "odd.toml", "text": deck}])
    wench = (load_content.__globals__["DATA"] / "wench.toml").read_text(encoding="utf-8")
    broken = wench.replace('id = "wench"', 'id = "wench2"').replace(
        'kept = true\nelixir = { rule = "vigor"', 'elixir = { rule = "vigor"')
    with pytest.raises(ContentError, match="elixir"):
        load_content(extra_texts=[{"name": "wench2.toml", "text": broken}])
