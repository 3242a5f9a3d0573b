"""Zot the Wizard's own cards (innkeeper/content/data/zot.toml): each works, and is refused where it does not apply.

The eight cards every core deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip,
stop playing with the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks...") are tested
elsewhere; they appear here only to set up a situation. Every seat's hand is set exactly. Rules are cited by
rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt, 001 = 001_1cea4fe352a848bc.txt) and
section; card facts come from shared/reference/cards.md, section 4 (Zot).
"""

from __future__ import annotations

from innkeeper.testing import Scenario, asked, can, find, golds, hand_in_order, pass_, play, texts

ZOT, GERKI, DEIRDRE = 0, 1, 2
DRINKS = ["Light Ale"] * 12

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"
WENCH_TIP = "Oh, I guess the Wench thought that was her tip..."
NOT_SO = "I don't think so!"

STOP_LOOKING = "Pooky! Stop looking at everyone's cards!"
LICH_KING = "Look over there! It's the Lich King!"
MY_DICE = "This time, we'll use my dice."
SLEEVE = "What's that up your sleeve?"
BAD_POOKY = "Bad Pooky! Don't drink that!"
TELEPORT = "Teleport beverage!"
MEDITATING = "Not now, I'm meditating."
BARMAID = "Oh, Barmaid! I think Pooky had an accident!"
THIRSTY = "Pooky thinks you look thirsty..."
TRANSMUTE = "Transmute peanuts to gold"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
NOW_YOU_SEE = "Now you see me... Now you don't!"
STARS = 'The stars say, "No!"'
NO_POOKY = "No, Pooky! That's my friend!"
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
WAND = "How many times have I told you? Keep your hands off my wand!"
STEP = "Watch Out! Don't step on Pooky!"
RAMPAGE = "Oh no! Not again! Pooky's on a drunken rampage!"
BEHOLD = "Behold my impressive power as I... pull this rabbit out of my hat!"

# Cards of other characters used to build situations.
SALVE = "That's not healing salve! It's contact poison!"
BACK = "How did this get stuck in your back?"
GOLD_PIECE = "Oh, this gold piece? Um... I found it... under your chair..."
TREASURE = "Um, guys... I think there was a miscalculation during treasure division..."
UM = "Um... I know you think you won, but..."
GRAB = "Grab a coin while no one's lookin'!"
DUMP = "Dump it on the floor"
EXTRA = "A little somethin' extra"
SAVING = "I'm saving this money for the poor."
GODDESS_HITS_BACK = "My Goddess doesn't like that!"
HEAL = "Sorry, sometimes my healing spells just wear off."
PRAYER = "Prayer of Healing"


def table(*hands, turn=ZOT, phase="action", drink_me=None, deck=DRINKS, discard=None, stats=None, ask_all=False):
    """Zot (seat 0), Gerki (1) and, with a third hand, Deirdre (2), with exact hands; the built game."""
    s = Scenario(["zot", "gerki", "deirdre"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    if discard is not None:
        s.drink_discard(discard)
    s.turn(turn, phase)
    return s.build()


def in_round_turn(g, seat):
    """Whether ``seat`` is deciding on their own turn in the Round of Gambling."""
    return g.current_player == seat and bool(g.stack) and g.stack[-1].kind == "round"


# ----- Cheating cards -----------------------------------------------------------------------------

def test_stop_looking_works():
    """000 Gambling: a Cheating card takes control; when everyone else passes its player takes the pot."""
    g = table([STOP_LOOKING], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, ZOT) and g.round.controller == GERKI and g.pot == 2
    events = play(g, STOP_LOOKING)
    assert "Zot takes control of the Round." in texts(events)
    assert in_round_turn(g, GERKI) and g.round.controller == ZOT
    events = pass_(g)
    assert "Zot wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.pot == 0 and g.round is None


def test_stop_looking_refused_outside_round():
    """000 Gambling: Cheating cards belong to a Round of Gambling, never to the Action phase."""
    g = table([STOP_LOOKING, DOWN_POOKY], [])
    assert g.phase == "action" and g.round is None and can(g, "play", DOWN_POOKY)
    assert not can(g, "play", STOP_LOOKING)


def test_lich_king_works_after_winning_hand():
    """000 Winning Hand!: only a Cheating card may take control after it; then Gambling cards may again."""
    g = table([GAMBLE, LICH_KING, GAMBLE], [WINNING_HAND, GAMBLE])
    play(g, GAMBLE)
    play(g, WINNING_HAND)
    assert in_round_turn(g, ZOT) and g.round.winning_hand
    assert not can(g, "play", GAMBLE)
    play(g, LICH_KING)
    assert g.round.controller == ZOT and not g.round.winning_hand
    assert in_round_turn(g, GERKI) and can(g, "play", GAMBLE)
    pass_(g)
    assert golds(g) == [9, 7] and g.round is None


def test_lich_king_refused_after_leaving_round():
    """000 Leaving a Round of Gambling: a player who left plays no Gambling or Cheating card for that Round."""
    g = table([LICH_KING, MEDITATING, GRAB], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)
    play(g, MEDITATING, mode=0)
    assert g.round.players == [GERKI, DEIRDRE] and golds(g) == [10, 9, 9]
    assert in_round_turn(g, DEIRDRE)
    play(g, GAMBLE)  # Deirdre takes control
    assert asked(g, ZOT, "card", 1) and can(g, "play", GRAB)
    assert not can(g, "play", LICH_KING)
    pass_(g)
    assert in_round_turn(g, GERKI)  # Zot's Round turn is skipped
    events = pass_(g)
    assert "Deirdre wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [10, 9, 11] and LICH_KING in hand_in_order(g, ZOT)


def test_my_dice_works():
    """000 Gambling: in a Round of three, a Cheating card wins once both other players pass."""
    g = table([MY_DICE], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, DEIRDRE) and g.pot == 3
    pass_(g)
    assert in_round_turn(g, ZOT)
    play(g, MY_DICE)
    assert g.round.controller == ZOT and in_round_turn(g, GERKI)
    pass_(g)
    events = pass_(g)
    assert "Zot wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_my_dice_refused_when_not_your_round_turn():
    """000 Gambling: a Cheating card is played on your own turn in the Round, not in answer to another's card."""
    g = table([MY_DICE, TRANSMUTE], [GAMBLE], [RAISE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)  # Zot could have the Inn ante for him
    pass_(g)
    assert in_round_turn(g, DEIRDRE)
    play(g, RAISE)
    assert asked(g, ZOT, "card", 1) and can(g, "play", TRANSMUTE)
    assert not can(g, "play", MY_DICE)
    pass_(g)
    assert in_round_turn(g, ZOT) and can(g, "play", MY_DICE)


def test_sleeve_works_forcing_out_second_to_last():
    """000 Forcing a Player to Leave (and 001): when one player is left in the Round, that player wins it."""
    g = table([SLEEVE], [GAMBLE, GAMBLE], [SAVING], turn=GERKI)
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    play(g, SAVING)  # Deirdre stays out of the Round
    assert g.round.players == [ZOT, GERKI] and in_round_turn(g, ZOT)
    assert {a.targets for a in find(g, "play", SLEEVE)} == {(GERKI,)}
    events = play(g, SLEEVE, targets=(GERKI,))
    lines = texts(events)
    assert "Gerki is forced out of the Round." in lines
    assert "Zot wins the Round and takes the pot of 2 Gold." in lines
    assert golds(g) == [11, 9, 10] and g.round is None


def test_sleeve_works_forced_player_gets_to_answer():
    """001 I guess the Wench thought that was her tip: it may answer a force-out that would leave one player."""
    g = table([SLEEVE], [GAMBLE, WENCH_TIP], turn=GERKI)
    play(g, GAMBLE)
    play(g, SLEEVE, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1) and can(g, "play", WENCH_TIP)
    events = play(g, WENCH_TIP)
    assert "The Round ends: the pot of 2 Gold goes to the Inn." in texts(events)
    assert golds(g) == [7, 7] and g.inn == 2 and g.round is None


def test_sleeve_works_round_goes_on_with_three():
    """000 Forcing a Player to Leave: the forced player's ante stays in the pot; the Round goes on without them."""
    g = table([SLEEVE], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    pass_(g)  # Deirdre
    assert {a.targets for a in find(g, "play", SLEEVE)} == {(GERKI,), (DEIRDRE,)}
    play(g, SLEEVE, targets=(DEIRDRE,))
    assert g.round.players == [ZOT, GERKI] and g.round.controller == ZOT and g.pot == 3
    assert in_round_turn(g, GERKI)
    events = pass_(g)
    assert "Zot wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_sleeve_refused_outside_round():
    """000 Gambling: a Cheating card cannot be played while no Round of Gambling is live."""
    g = table([SLEEVE, DOWN_POOKY], [])
    assert can(g, "play", DOWN_POOKY)
    assert not can(g, "play", SLEEVE)


# ----- Drinks -------------------------------------------------------------------------------------

def test_bad_pooky_works():
    """000 Negate and Ignore Effects: Zot Ignores the Drink he is about to drink."""
    g = table([BAD_POOKY, DOWN_POOKY], [BACK], phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    assert asked(g, ZOT, "drink", 1)
    events = play(g, BAD_POOKY, drink=0)
    assert "Zot Ignores the Drink." in texts(events)
    assert g.players[ZOT].alcohol == 0 and hand_in_order(g, ZOT) == [DOWN_POOKY]


def test_bad_pooky_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink another player is drinking."""
    g = table([BAD_POOKY, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, ZOT, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", BAD_POOKY)


def test_teleport_works():
    """000 Negate and Ignore Effects: a Drink passed to another player affects that player instead."""
    g = table([TELEPORT, DOWN_POOKY], [BACK], [HEAL], phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    assert {(a.drink, a.targets) for a in find(g, "play", TELEPORT)} == {(0, (GERKI,)), (0, (DEIRDRE,))}
    events = play(g, TELEPORT, drink=0, targets=(GERKI,))
    assert "The Drink passes to Gerki." in texts(events)
    assert [p.alcohol for p in g.players] == [0, 4, 0]


def test_teleport_works_receiver_may_ignore():
    """000 Negate and Ignore Effects: once a Drink is passed to you, you may Ignore it."""
    g = table([TELEPORT, DOWN_POOKY], [DUMP, BACK], phase="drink", drink_me={ZOT: ["Elven Wine"]})
    play(g, TELEPORT, drink=0, targets=(GERKI,))
    assert asked(g, GERKI, "drink", 1) and [a.drink for a in find(g, "play", DUMP)] == [0]
    play(g, DUMP, drink=0)
    assert [p.alcohol for p in g.players] == [0, 0]


def test_teleport_refused_on_another_players_drink():
    """cards.md section 4 (Zot): only the Drink Zot is about to drink can be handed on."""
    g = table([TELEPORT, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, ZOT, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", TELEPORT)


def test_meditating_works_leave():
    """000 Leaving a Round of Gambling: answering the ante, Zot does not ante and is not in the Round."""
    g = table([MEDITATING], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)
    assert [a.mode for a in find(g, "play", MEDITATING)] == [0]
    play(g, MEDITATING, mode=0)
    assert g.round.players == [GERKI, DEIRDRE] and g.pot == 2
    assert golds(g) == [10, 9, 9]


def test_meditating_works_leave_on_raise():
    """000 Leaving a Round of Gambling: leaving in answer to "I raise!" skips that ante; earlier antes stay."""
    g = table([GAMBLE, MEDITATING], [RAISE])
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)
    pass_(g)  # Zot antes into his own Round
    play(g, RAISE)
    assert asked(g, ZOT, "card", 1) and g.pot == 2
    events = play(g, MEDITATING, mode=0)
    lines = texts(events)
    assert "Zot leaves the Round." in lines
    assert "Gerki wins the Round and takes the pot of 3 Gold." in lines
    assert golds(g) == [7, 9]


def test_meditating_works_ignore_drink():
    """000 Negate and Ignore Effects: its second use Ignores the Drink Zot is about to drink."""
    g = table([MEDITATING, DOWN_POOKY], [BACK], phase="drink", drink_me={ZOT: ["Wine"]})
    assert [(a.mode, a.drink) for a in find(g, "play", MEDITATING)] == [(1, 0)]
    play(g, MEDITATING, mode=1, drink=0)
    assert g.players[ZOT].alcohol == 0


def test_meditating_refused_when_no_ante():
    """000 Gambling Example: "Gambling? I'm in!" during a Round only takes control, so there is no ante to skip."""
    g = table([GAMBLE, MEDITATING, GRAB], [GAMBLE])
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)  # Zot could leave his own Round here
    pass_(g)
    assert in_round_turn(g, GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1) and can(g, "play", GRAB)
    assert not can(g, "play", MEDITATING)


def test_meditating_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: Ignore only a Drink that would affect you."""
    g = table([MEDITATING, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, ZOT, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", MEDITATING)


def test_barmaid_works_leave():
    """000 Leaving a Round of Gambling: Zot skips his ante and leaves, paying 1 Gold to the Inn instead."""
    g = table([BARMAID], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    play(g, BARMAID, mode=0)
    assert g.round.players == [GERKI, DEIRDRE] and g.pot == 2
    assert golds(g) == [9, 9, 9] and g.inn == 1


def test_barmaid_works_leave_with_last_gold():
    """000 Running out of Gold During Gambling: paying his last Gold, Zot stays until the Round ends, then is out."""
    g = table([BARMAID], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI, stats={ZOT: {"gold": 1}})
    play(g, GAMBLE)
    play(g, BARMAID, mode=0)
    assert g.players[ZOT].gold == 0 and not g.players[ZOT].out and g.round is not None
    events = pass_(g)  # Deirdre passes: Gerki wins
    lines = texts(events)
    assert "Gerki wins the Round and takes the pot of 2 Gold." in lines
    assert "Zot is out of Gold and out of the game!" in lines
    assert g.players[ZOT].out and golds(g) == [0, 11, 9] and g.inn == 1


def test_barmaid_works_ignore_drink():
    """000 Negate and Ignore Effects: Zot Ignores his Drink and pays 1 Gold to the Inn."""
    g = table([BARMAID, DOWN_POOKY], [BACK], phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    assert [(a.mode, a.drink) for a in find(g, "play", BARMAID)] == [(1, 0)]
    play(g, BARMAID, mode=1, drink=0)
    assert g.players[ZOT].alcohol == 0 and golds(g) == [7, 8] and g.inn == 1


def test_barmaid_refused_after_leaving():
    """000 Leaving a Round of Gambling: after leaving you are not affected by a raise, so there is no ante to skip."""
    g = table([MEDITATING, BARMAID, GRAB], [GAMBLE, GAMBLE], [RAISE], turn=GERKI)
    play(g, GAMBLE)
    play(g, MEDITATING, mode=0)
    assert in_round_turn(g, DEIRDRE)
    play(g, RAISE)
    assert asked(g, ZOT, "card", 1) and can(g, "play", GRAB)
    assert not can(g, "play", BARMAID)
    pass_(g)
    assert golds(g) == [10, 8, 8] and g.pot == 4


def test_thirsty_works():
    """000 4. Drink: the chosen player reveals and drinks the top of their Drink Me! pile now."""
    g = table([THIRSTY, PRESTO], [BACK], drink_me={GERKI: ["Wine", "Light Ale"]})
    events = play(g, THIRSTY, targets=(GERKI,))
    while g.stack:  # Zot keeps his Anytime card through the windows
        events += pass_(g)
    assert "Gerki reveals Wine (2 Alcohol)." in texts(events)
    assert g.players[GERKI].alcohol == 2
    assert [g.title(c) for c in g.players[GERKI].drink_me] == ["Light Ale"]
    assert g.title(g.drink_discard[-1]) == "Wine"


def test_thirsty_works_drinker_may_ignore():
    """000 Timing: a Drink revealed by a card opens a window in which its drinker may Ignore it."""
    g = table([THIRSTY, DOWN_POOKY], [DUMP, BACK], [], drink_me={GERKI: ["Dragon Breath Ale"]})
    play(g, THIRSTY, targets=(GERKI,))
    assert asked(g, GERKI, "drink", 1)
    play(g, DUMP, drink=0)
    assert g.players[GERKI].alcohol == 0 and g.players[GERKI].drink_me == []


def test_thirsty_refused_outside_action_phase():
    """000 2. Action: an Action card is played only in your own Action phase, not in answer to a card."""
    g = table([THIRSTY, NOW_YOU_SEE], [SALVE], turn=GERKI, drink_me={GERKI: ["Wine"]})
    play(g, SALVE, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1) and can(g, "play", NOW_YOU_SEE)
    assert not can(g, "play", THIRSTY)


def test_transmute_works():
    """000 Negate and Ignore Effects: the Inn may pay a Gold loss for you; the others still pay."""
    g = table([TRANSMUTE], [TREASURE], [], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, ZOT, "card", 1)
    events = play(g, TRANSMUTE)
    assert "The Inn pays 1 Gold to Gerki for Zot." in texts(events)
    assert golds(g) == [10, 12, 9] and g.inn == -1


def test_transmute_works_on_refill():
    """000 Running Out of Drinks: the payment for a new Drink Deck is a Gold loss the Inn may cover."""
    g = table([TRANSMUTE, DOWN_POOKY], [BACK], phase="order", deck=["Wine"], discard=["Light Ale", "Dark Ale"])
    assert asked(g, ZOT, "pay", 1)
    play(g, TRANSMUTE)
    assert golds(g) == [8, 7] and g.inn == 1
    assert len(g.drink_deck) == 2 and g.drink_discard == []


def test_transmute_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: against a card that takes no Gold its condition does not hold."""
    g = table([TRANSMUTE, NOW_YOU_SEE], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1) and can(g, "play", NOW_YOU_SEE)
    assert not can(g, "play", TRANSMUTE)


def test_presto_works():
    """000 Sometimes and Anytime Cards: an Anytime card in your Action phase; the chosen player pays you 1."""
    g = table([PRESTO, DOWN_POOKY], [], [])
    assert {a.targets for a in find(g, "play", PRESTO)} == {(GERKI,), (DEIRDRE,)}
    events = play(g, PRESTO, targets=(DEIRDRE,))
    assert "Deirdre pays 1 Gold to Zot." in texts(events)
    assert golds(g) == [11, 10, 9] and g.phase == "action"


def test_presto_works_in_round_turn():
    """000 Sometimes and Anytime Cards: an Anytime card may be played on your Round turn; the Round goes on."""
    g = table([PRESTO, STOP_LOOKING], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 0)  # the Anytime card could answer Gerki's card; Zot waits
    pass_(g)
    assert in_round_turn(g, ZOT)
    play(g, PRESTO, targets=(GERKI,))
    assert golds(g) == [8, 6] and in_round_turn(g, ZOT) and g.round.passes == 0


def test_presto_refused_between_discard_and_draw():
    """000 1. Discard and Draw: no card may be played after discarding until the draw is done."""
    g = table([PRESTO, DOWN_POOKY, DISTRACT], [], phase="discard")
    assert can(g, "play", PRESTO)
    g.apply(find(g, "discard", DOWN_POOKY)[0])
    assert g.current_player == ZOT and can(g, "draw")
    assert not can(g, "play", PRESTO)


# ----- Ignore a card ------------------------------------------------------------------------------

def test_now_you_see_me_works():
    """000 Negate and Ignore Effects: Zot Ignores an Action card that would cost him Fortitude."""
    g = table([NOW_YOU_SEE], [BACK], turn=GERKI)
    play(g, BACK, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1)
    events = play(g, NOW_YOU_SEE)
    assert "Zot Ignores it." in texts(events)
    assert g.players[ZOT].fortitude == 20


def test_now_you_see_me_works_on_hit_back():
    """000 Cards That Affect Your Fortitude: a Sometimes card hitting Zot back may be Ignored too."""
    g = table([DOWN_POOKY, NOW_YOU_SEE], [], [GODDESS_HITS_BACK])
    play(g, DOWN_POOKY, targets=(DEIRDRE,))
    play(g, GODDESS_HITS_BACK)
    assert asked(g, ZOT, "card", 1)
    play(g, NOW_YOU_SEE)
    assert [p.fortitude for p in g.players] == [20, 20, 19]


def test_now_you_see_me_works_at_max_fortitude():
    """000 Cards That Affect Your ... Gold: a stat already at its limit still counts as affected; Ignore all of it."""
    g = table([NOW_YOU_SEE], [], [PRAYER], turn=DEIRDRE)
    play(g, PRAYER, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1)
    play(g, NOW_YOU_SEE)
    assert g.players[ZOT].fortitude == 20 and golds(g) == [10, 10, 10]


def test_now_you_see_me_refused_on_gold_only_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a card that only takes Gold is not one to Ignore."""
    g = table([NOW_YOU_SEE, TRANSMUTE], [TREASURE], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, ZOT, "card", 1) and can(g, "play", TRANSMUTE)
    assert not can(g, "play", NOW_YOU_SEE)
    pass_(g)
    assert golds(g) == [7, 9]


def test_stars_works_on_anytime_gold_card():
    """000 Cards That Affect Your ... Gold, Example 1: Ignore an Anytime card that takes your Gold."""
    g = table([STARS], [GOLD_PIECE, BACK], turn=GERKI)
    play(g, GOLD_PIECE, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1)
    play(g, STARS)
    assert golds(g) == [8, 8]


def test_stars_works_on_action():
    """000 Negate and Ignore Effects: Ignore an Action card that would cost Zot Fortitude."""
    g = table([STARS], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(ZOT,))
    play(g, STARS)
    assert g.players[ZOT].fortitude == 20


def test_stars_refused_on_gambling_ante():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a Round of Gambling may not be Ignored."""
    g = table([STARS, TRANSMUTE, STOP_LOOKING], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1) and can(g, "play", TRANSMUTE)
    assert not can(g, "play", STARS)
    pass_(g)
    assert golds(g) == [7, 7] and g.pot == 2


def test_stars_refused_on_taking_the_pot():
    """000 Cards That Affect Your ... Gold, Example 4: taking the pot does not change the winner's Gold directly."""
    g = table([GAMBLE, STARS, NOT_SO], [UM])
    play(g, GAMBLE)
    assert asked(g, GERKI, "round_won", 1)
    play(g, UM)
    assert asked(g, ZOT, "card", 1) and can(g, "play", NOT_SO)
    assert not can(g, "play", STARS)
    pass_(g)
    assert golds(g) == [7, 9] and g.round is None


def test_no_pooky_works():
    """000 Timing Example 3: once another player's card has cost Zot Fortitude, Zot may hit that player back."""
    g = table([NO_POOKY], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(ZOT,))
    assert g.players[ZOT].fortitude == 18 and asked(g, ZOT, "loss", 1)
    events = play(g, NO_POOKY)
    assert "Gerki loses 2 Fortitude." in texts(events)
    assert [p.fortitude for p in g.players] == [18, 18]


def test_no_pooky_works_on_hit_back():
    """000 Negate Example: a hit-back card is itself a card that cost Fortitude, so it can be answered the same way."""
    g = table([DOWN_POOKY, NO_POOKY], [], [GODDESS_HITS_BACK])
    play(g, DOWN_POOKY, targets=(DEIRDRE,))
    play(g, GODDESS_HITS_BACK)
    assert g.players[ZOT].fortitude == 18 and asked(g, ZOT, "loss", 1)
    play(g, NO_POOKY)
    assert [p.fortitude for p in g.players] == [18, 20, 17]


def test_no_pooky_refused_after_drink_loss():
    """000 Timing Example 3: only a card's Fortitude loss opens the hit-back window, not a Drink's."""
    g = table([NO_POOKY, DOWN_POOKY], [BACK], phase="drink", drink_me={ZOT: ["Dirty Dishwater"]})
    assert g.players[ZOT].fortitude == 19
    assert g.turn == GERKI and g.phase == "discard" and not g.stack
    assert NO_POOKY in hand_in_order(g, ZOT)


def test_no_pooky_refused_when_loss_ignored():
    """000 Negate and Ignore Effects: a card Zot Ignored cost him nothing, so there is nothing to hit back for."""
    g = table([NO_POOKY, NOW_YOU_SEE], [SALVE, BACK], turn=GERKI)
    play(g, SALVE, targets=(ZOT,))
    play(g, NOW_YOU_SEE)
    assert [p.fortitude for p in g.players] == [20, 20]
    assert NO_POOKY in hand_in_order(g, ZOT) and not g.stack and (g.turn, g.phase) == (ZOT, "discard")


# ----- Action cards -------------------------------------------------------------------------------

def test_down_pooky_works():
    """000 2. Action: another player loses 1 Fortitude."""
    g = table([DOWN_POOKY], [])
    events = play(g, DOWN_POOKY, targets=(GERKI,))
    assert "Gerki loses 1 Fortitude." in texts(events)
    assert [p.fortitude for p in g.players] == [20, 19]


def test_down_pooky_refused_in_order_phase():
    """000 On Your Turn: the Action phase is over once you Order a Drink."""
    g = table([DOWN_POOKY, PRESTO], [], phase="order")
    assert g.current_player == ZOT and can(g, "order") and can(g, "play", PRESTO)
    assert not can(g, "play", DOWN_POOKY)


def test_distract_works():
    """000 2. Action: another player loses 2 Fortitude."""
    g = table([DISTRACT], [], stats={GERKI: {"fortitude": 5}})
    play(g, DISTRACT, targets=(GERKI,))
    assert g.players[GERKI].fortitude == 3


def test_distract_refused_second_action():
    """000 2. Action: at most one Action card per turn."""
    g = table([DISTRACT, WAND, PRESTO], [])
    play(g, DISTRACT, targets=(GERKI,))
    while g.stack:  # Zot keeps his Anytime card through the windows on his Action and on Gerki's loss
        pass_(g)
    assert g.current_player == ZOT and g.phase == "order"
    assert can(g, "play", PRESTO)
    assert not can(g, "play", WAND)


def test_wand_works():
    """000 2. Action: the chosen other player loses 2 Fortitude; nobody else does."""
    g = table([WAND], [], [])
    assert {a.targets for a in find(g, "play", WAND)} == {(GERKI,), (DEIRDRE,)}
    play(g, WAND, targets=(DEIRDRE,))
    assert [p.fortitude for p in g.players] == [20, 20, 18]


def test_wand_refused_in_round():
    """000 Gambling: on your Round turn you play a Gambling or Cheating card or pass, never an Action."""
    g = table([WAND, STOP_LOOKING], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, ZOT) and can(g, "play", STOP_LOOKING)
    assert not can(g, "play", WAND)


def test_step_on_pooky_works():
    """000 Minimum and Maximum; Passing Out: Fortitude stops at 0, and Alcohol 0 >= Fortitude 0 passes Gerki out."""
    g = table([STEP], [], stats={GERKI: {"fortitude": 1, "alcohol": 0}})
    events = play(g, STEP, targets=(GERKI,))
    assert "Gerki loses 1 Fortitude (of 2: it stays within 0 to 20)." in texts(events)
    assert g.players[GERKI].fortitude == 0 and g.players[GERKI].out
    assert g.is_over and g.winners == [ZOT]
    assert golds(g) == [12, 0] and g.inn == 4


def test_step_on_pooky_refused_on_other_players_turn():
    """000 2. Action: an Action card is played only on your own turn."""
    g = table([STEP, NOW_YOU_SEE], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1) and can(g, "play", NOW_YOU_SEE)
    assert not can(g, "play", STEP)


def test_rampage_works():
    """000 2. Action: each other player loses 1 Fortitude; Zot does not."""
    g = table([RAMPAGE], [], [])
    lines = texts(play(g, RAMPAGE))
    assert "Gerki loses 1 Fortitude." in lines and "Deirdre loses 1 Fortitude." in lines
    assert [p.fortitude for p in g.players] == [20, 19, 19]


def test_rampage_refused_in_drink_phase():
    """000 On Your Turn: an Action card cannot be played in the Drink phase."""
    g = table([RAMPAGE, BAD_POOKY], [], phase="drink", drink_me={ZOT: ["Wine"]})
    assert asked(g, ZOT, "drink", 1) and can(g, "play", BAD_POOKY)
    assert not can(g, "play", RAMPAGE)


def test_behold_works():
    """000 2. Action: each other player pays Zot 1 Gold."""
    g = table([BEHOLD], [], [])
    lines = texts(play(g, BEHOLD))
    assert "Gerki pays 1 Gold to Zot." in lines and "Deirdre pays 1 Gold to Zot." in lines
    assert golds(g) == [12, 9, 9]


def test_behold_refused_in_discard_phase():
    """000 On Your Turn: the Discard and Draw phase comes before the Action phase."""
    g = table([BEHOLD, PRESTO], [], phase="discard")
    assert g.current_player == ZOT and can(g, "play", PRESTO)
    assert not can(g, "play", BEHOLD)
