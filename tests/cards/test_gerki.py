"""Gerki the Sneak's own cards (innkeeper/content/data/gerki.toml): each works, and is refused where it does not apply.

The eight cards every core deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip,
stop playing with the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks...") are tested
elsewhere; they appear here only to set up a situation. Every seat's hand is set exactly. Rules are cited by
rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt, 001 = 001_1cea4fe352a848bc.txt) and
section; card facts come from shared/reference/cards.md, section 4 (Gerki).
"""

from __future__ import annotations

from innkeeper.testing import Scenario, act, asked, can, find, golds, hand_in_order, pass_, play, texts

GERKI, ZOT, DEIRDRE = 0, 1, 2
DRINKS = ["Light Ale"] * 12

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"

HONESTLY = "I'm winning... Honestly!"
OOPS = "Oops... I dropped my cards..."
FIVE = "Five of a kind! Does this mean I win?"
SLEEVE = "What's that up your sleeve?"
DUMP = "Dump it on the floor"
ANTIDOTE = "Luckily for me I had this antidote brewed up!"
EXTRA = "A little somethin' extra"
HIDE = "Hide in shadows"
LITTLE_GUY = "Hey! Where'd the little guy go?"
GOLD_PIECE = "Oh, this gold piece? Um... I found it... under your chair..."
NO_NAME = "Well... I don't see your name on it!"
SWIPE = "Swipe the tip!"
GRAB = "Grab a coin while no one's lookin'!"
UM = "Um... I know you think you won, but..."
SALVE = "That's not healing salve! It's contact poison!"
BACK = "How did this get stuck in your back?"
MUG = "Have you seen my poison? I left it in a mug right here..."
TRAPS = "Uh oh! I forgot to disarm one of the traps!"
TREASURE = "Um, guys... I think there was a miscalculation during treasure division..."

# Cards of other characters used to build situations.
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
RAMPAGE = "Oh no! Not again! Pooky's on a drunken rampage!"
BEHOLD = "Behold my impressive power as I... pull this rabbit out of my hat!"
MEDITATING = "Not now, I'm meditating."
PRAYER = "Prayer of Healing"
GODDESS_HITS_BACK = "My Goddess doesn't like that!"
SAVING = "I'm saving this money for the poor."
THIRSTY = "Pooky thinks you look thirsty..."


def table(*hands, turn=GERKI, phase="action", drink_me=None, deck=DRINKS, stats=None, ask_all=False, log=None):
    """Gerki (seat 0), Zot (1) and, with a third hand, Deirdre (2), with exact hands; the built game."""
    s = Scenario(["gerki", "zot", "deirdre"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    g = s.build()
    if log is not None:
        log.extend(texts(s.events))
    return g


def pass_to(g, seat, subject, stage=1, limit=60):
    """Pass for everyone until ``seat`` is asked in the window on ``subject`` at ``stage``."""
    for _ in range(limit):
        if asked(g, seat, subject, stage):
            return
        pass_(g)
    raise AssertionError(f"seat {seat} was never asked about a {subject} at stage {stage}")


def zot_starts_round(gerki_hand, zot_rest, *more, **options):
    """Zot plays "Gambling? I'm in!" in his Action phase; returns the game at the next decision."""
    g = table(gerki_hand, [GAMBLE, *zot_rest], *more, turn=ZOT, **options)
    play(g, GAMBLE)
    return g


# ----- Cheating cards -----------------------------------------------------------------------------

def test_honestly_works():
    """000 Gambling: a Cheating card takes control, and when everyone else passes its player takes the pot."""
    g = zot_starts_round([HONESTLY], [GAMBLE])
    assert (g.current_player, g.round.controller, g.pot) == (GERKI, ZOT, 2)
    events = play(g, HONESTLY)
    assert "Gerki takes control of the Round." in texts(events)
    assert (g.current_player, g.round.controller) == (ZOT, GERKI)
    events = pass_(g)
    assert "Gerki wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.pot == 0 and g.round is None
    assert HONESTLY not in hand_in_order(g, GERKI)


def test_honestly_refused_outside_round():
    """000 Gambling: Gambling and Cheating cards are played on your turn in a Round, never in the Action phase."""
    g = table([HONESTLY, BACK], [])
    assert g.current_player == GERKI and g.phase == "action" and g.round is None
    assert can(g, "play", BACK)
    assert not can(g, "play", HONESTLY)


def test_oops_works_after_winning_hand():
    """000 Winning Hand!: after it only a Cheating card takes control; after the Cheating card anything may."""
    g = table([GAMBLE, OOPS, GAMBLE], [WINNING_HAND, GAMBLE])
    play(g, GAMBLE)
    play(g, WINNING_HAND)
    assert g.current_player == GERKI and g.round.winning_hand
    assert not can(g, "play", GAMBLE)
    play(g, OOPS)
    assert g.round.controller == GERKI and not g.round.winning_hand
    assert g.current_player == ZOT and can(g, "play", GAMBLE)
    pass_(g)
    assert golds(g) == [9, 7] and g.round is None


def test_oops_refused_when_not_your_round_turn():
    """000 Gambling: Cheating cards are played on your own turn in the Round, not in answer to another's card."""
    g = zot_starts_round([OOPS, SWIPE], [], [RAISE])
    assert asked(g, GERKI, "card", 1)  # the ante window: Gerki could Swipe the tip
    pass_(g)
    assert g.current_player == DEIRDRE and g.stack[-1].kind == "round"
    play(g, RAISE)
    assert asked(g, GERKI, "card", 1) and g.round.controller == ZOT
    assert can(g, "play", SWIPE)
    assert not can(g, "play", OOPS)
    pass_(g)
    assert g.current_player == GERKI and g.stack[-1].kind == "round" and g.round.controller == DEIRDRE
    assert can(g, "play", OOPS)


def test_oops_works_in_gambling_example():
    """000 Gambling Example: the worked Round, with Gerki as Molly playing the Cheating card over "Winning Hand!"."""
    s = Scenario(["zot", "deirdre", "gerki", "fiona"])  # Warthorn, The Wench, Molly, Jasper
    s.hand(0, [GAMBLE, WINNING_HAND, GAMBLE]).hand(1, [SAVING]).hand(2, [OOPS]).hand(3, [RAISE])
    s.drink_deck(DRINKS)
    s.turn(0, "action")
    g = s.build()
    play(g, GAMBLE)
    play(g, SAVING)  # The Wench stays out and does not ante
    assert g.round.players == [0, 2, 3] and g.pot == 3 and g.current_player == 2
    pass_(g)  # Molly passes
    play(g, RAISE)  # Jasper raises: everyone still in antes again
    assert g.pot == 6 and g.round.controller == 3 and g.current_player == 0
    play(g, WINNING_HAND)
    assert g.current_player == 2 and find(g, "play", OOPS)
    play(g, OOPS)
    assert g.round.controller == 2 and g.current_player == 0  # Jasper had nothing to play and passed
    events = play(g, GAMBLE)
    assert "Zot wins the Round and takes the pot of 6 Gold." in texts(events)
    assert [p.gold for p in g.players] == [14, 10, 8, 8]


def test_five_of_a_kind_works():
    """000 Gambling: a Cheating card takes control of a Round with three players; the others must all pass."""
    g = zot_starts_round([FIVE], [GAMBLE], [GAMBLE])
    assert g.current_player == DEIRDRE and g.pot == 3
    pass_(g)
    assert g.current_player == GERKI
    play(g, FIVE)
    assert g.round.controller == GERKI and g.current_player == ZOT
    pass_(g)
    events = pass_(g)
    assert "Gerki wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_five_of_a_kind_refused_after_leaving_round():
    """000 Leaving a Round of Gambling: once you leave you may not play Gambling or Cheating cards that Round."""
    g = table([FIVE, MEDITATING, GRAB], [GAMBLE, GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, GERKI, "card", 1)  # asked about the ante
    play(g, MEDITATING, mode=0)
    assert g.round.players == [ZOT, DEIRDRE] and golds(g) == [10, 9, 9]
    assert g.current_player == DEIRDRE
    play(g, RAISE)
    assert asked(g, GERKI, "card", 1) and can(g, "play", GRAB)
    assert not can(g, "play", FIVE)
    pass_(g)
    # Zot passes his Round turn; Gerki's turn is skipped, so Deirdre wins without Gerki being asked.
    assert g.current_player == ZOT and g.stack[-1].kind == "round"
    events = pass_(g)
    assert "Deirdre wins the Round and takes the pot of 4 Gold." in texts(events)
    assert golds(g) == [10, 8, 12]
    assert FIVE in hand_in_order(g, GERKI)


def test_sleeve_works_forcing_out_second_to_last():
    """000 Forcing a Player to Leave: forcing out the second-to-last player ends the Round; the one left wins."""
    g = zot_starts_round([SLEEVE], [GAMBLE])
    assert {a.targets for a in find(g, "play", SLEEVE)} == {(ZOT,)}
    events = play(g, SLEEVE, targets=(ZOT,))
    lines = texts(events)
    assert "Zot is forced out of the Round." in lines
    assert "Gerki wins the Round and takes the pot of 2 Gold." in lines
    assert golds(g) == [9, 7] and g.pot == 0 and g.round is None


def test_sleeve_works_round_goes_on_with_three():
    """000 Forcing a Player to Leave: the forced player's ante stays in the pot and they get no more Round turns."""
    g = zot_starts_round([SLEEVE], [GAMBLE], [GAMBLE])
    pass_(g)  # Deirdre passes
    play(g, SLEEVE, targets=(ZOT,))
    assert g.round is not None and g.round.players == [GERKI, DEIRDRE]
    assert g.round.controller == GERKI and g.pot == 3
    assert g.current_player == DEIRDRE  # Zot's Round turn is skipped
    events = pass_(g)
    assert "Gerki wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_sleeve_refused_outside_round():
    """000 Gambling: a Cheating card cannot be played when no Round of Gambling is live."""
    g = table([SLEEVE, SALVE], [])
    assert g.phase == "action" and can(g, "play", SALVE)
    assert not can(g, "play", SLEEVE)


def test_sleeve_refused_on_player_who_left():
    """000 Leaving a Round of Gambling: a player who left is no longer in the Round, so cannot be forced out."""
    g = table([SLEEVE], [GAMBLE, MEDITATING], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, ZOT, "card", 1)
    play(g, MEDITATING, mode=0)  # Zot stays out of his own Round
    assert g.round.players == [GERKI, DEIRDRE] and g.round.controller == -1
    assert golds(g) == [9, 10, 9]
    pass_(g)  # Deirdre passes
    assert g.current_player == GERKI
    assert {a.targets for a in find(g, "play", SLEEVE)} == {(DEIRDRE,)}


# ----- Ignore a Drink -----------------------------------------------------------------------------

def test_dump_it_works():
    """000 Chasers; Negate and Ignore Effects: Ignoring your Drink Ignores its Chasers too."""
    log = []
    g = table([DUMP, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Wine with a Chaser", "Dragon Breath Ale"]},
              log=log)
    assert "Gerki reveals Wine with a Chaser + Dragon Breath Ale (6 Alcohol)." in log
    assert asked(g, GERKI, "drink", 1)
    assert [a.drink for a in find(g, "play", DUMP)] == [0]
    events = play(g, DUMP, drink=0)
    assert "Gerki Ignores the Drink." in texts(events)
    assert g.players[GERKI].alcohol == 0 and g.players[GERKI].fortitude == 20
    assert hand_in_order(g, GERKI) == [SALVE]


def test_dump_it_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink that another player is drinking."""
    g = table([DUMP, EXTRA, SALVE], [DOWN_POOKY], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert asked(g, GERKI, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", DUMP)
    pass_(g)
    assert g.players[ZOT].alcohol == 2 and DUMP in hand_in_order(g, GERKI)


def test_dump_it_works_on_round_on_the_house_copy():
    """000 Round on the House: each player gets a separate copy of the Drink and may change their own copy."""
    g = table([DUMP, SALVE], [DOWN_POOKY], turn=ZOT, phase="drink", drink_me={ZOT: ["Round on the House!"]},
              deck=["Wine"] + DRINKS)
    assert asked(g, GERKI, "drink", 1)
    assert [a.drink for a in find(g, "play", DUMP)] == [1]  # only Gerki's own copy
    play(g, DUMP, drink=1)
    assert (g.players[GERKI].alcohol, g.players[ZOT].alcohol) == (0, 2)


def test_dump_it_refused_on_drink_event():
    """000 Drink Events: a card that Ignores a Drink does not affect a Drink Event card."""
    g = table([DUMP], [], phase="drink", drink_me={GERKI: ["Drinking Contest!"]},
              deck=["Light Ale", "Wine"] + DRINKS, ask_all=True)
    act(g, "drink")
    pass_to(g, GERKI, "event", 1)
    assert [a.kind for a in g.legal_actions()] == ["pass"]
    pass_to(g, GERKI, "drink", 1)  # Gerki's own contest Drink (Light Ale) may be Ignored
    assert [a.drink for a in find(g, "play", DUMP)] == [0]


def test_antidote_works():
    """000 Negate and Ignore Effects: a card that Ignores your Drink leaves you unaffected by it."""
    g = table([ANTIDOTE, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Dirty Dishwater"]},
              stats={GERKI: {"fortitude": 12}})
    assert asked(g, GERKI, "drink", 1)
    play(g, ANTIDOTE, drink=0)
    assert g.players[GERKI].fortitude == 12 and g.players[GERKI].alcohol == 0
    assert g.drink_discard[-1] == g.content.by_title["Dirty Dishwater"]


def test_antidote_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: an Ignore-a-Drink card answers only a Drink that would affect you."""
    g = table([ANTIDOTE, EXTRA], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    assert asked(g, GERKI, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", ANTIDOTE)


def test_antidote_refused_on_already_ignored_drink():
    """000 Negate and Ignore Effects: a Drink you already Ignore cannot be Ignored a second time."""
    g = table([DUMP, ANTIDOTE, EXTRA, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Elven Wine"]})
    assert asked(g, GERKI, "drink", 1) and can(g, "play", ANTIDOTE)
    play(g, DUMP, drink=0)
    assert asked(g, GERKI, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", ANTIDOTE)
    pass_(g)
    assert g.players[GERKI].alcohol == 0


# ----- A little somethin' extra -------------------------------------------------------------------

def test_somethin_extra_works():
    """000 Timing Example 1: a card may add Alcohol to another player's revealed Drink."""
    g = table([EXTRA, SALVE], [DOWN_POOKY], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert asked(g, GERKI, "drink", 1)
    assert [a.drink for a in find(g, "play", EXTRA)] == [0]
    events = play(g, EXTRA, drink=0)
    assert "Zot's Drink now gives 4 Alcohol (was 2)." in texts(events)
    assert g.players[ZOT].alcohol == 4 and g.players[GERKI].alcohol == 0


def test_somethin_extra_works_twice_on_own_drink():
    """000 Sometimes and Anytime Cards: several copies may answer the same Drink, one at a time."""
    g = table([EXTRA, EXTRA, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Light Ale"]})
    play(g, EXTRA, drink=0)
    assert asked(g, GERKI, "drink", 1)
    play(g, EXTRA, drink=0)
    assert g.players[GERKI].alcohol == 5


def test_somethin_extra_refused_without_a_drink():
    """000 Sometimes and Anytime Cards: a Sometimes card is played only when its condition holds (no Drink here)."""
    g = table([EXTRA, BACK], [])
    assert g.phase == "action" and can(g, "play", BACK)
    assert not can(g, "play", EXTRA)


def test_somethin_extra_refused_on_drink_event():
    """000 Drink Events: cards that change Drinks do not affect a Drink Event card itself."""
    g = table([EXTRA], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Drinking Contest!"]},
              deck=["Wine", "Light Ale"] + DRINKS, ask_all=True)
    act(g, "drink")
    pass_to(g, GERKI, "event", 1)
    assert [a.kind for a in g.legal_actions()] == ["pass"]
    pass_to(g, GERKI, "drink", 1)  # the contest Drinks are revealed: now the card may answer them
    assert {a.drink for a in find(g, "play", EXTRA)} == {0, 1}


# ----- Ignore a card ------------------------------------------------------------------------------

def test_hide_in_shadows_works():
    """000 Negate and Ignore Effects: Ignoring an Action card that would cost you Fortitude leaves you untouched."""
    g = table([HIDE, SALVE], [DISTRACT], turn=ZOT)
    play(g, DISTRACT, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1)
    events = play(g, HIDE)
    assert "Gerki Ignores it." in texts(events)
    assert g.players[GERKI].fortitude == 20
    assert g.content.by_title[DISTRACT] in g.players[ZOT].discard


def test_hide_in_shadows_works_for_gerki_only():
    """000 Ignore Example: the Ignoring player is unaffected while the card still hits everyone else."""
    g = table([HIDE], [RAMPAGE], [], turn=ZOT)
    play(g, RAMPAGE)
    play(g, HIDE)
    assert [p.fortitude for p in g.players] == [20, 20, 19]


def test_hide_in_shadows_works_on_hit_back():
    """000 Cards That Affect Your Fortitude: a Sometimes card hitting you back may be Ignored."""
    g = table([BACK, HIDE], [], [GODDESS_HITS_BACK])
    play(g, BACK, targets=(DEIRDRE,))
    assert g.players[DEIRDRE].fortitude == 18 and asked(g, DEIRDRE, "loss", 1)
    play(g, GODDESS_HITS_BACK)
    assert asked(g, GERKI, "card", 1)
    play(g, HIDE)
    assert [p.fortitude for p in g.players] == [20, 20, 18]


def test_hide_in_shadows_works_on_whole_card():
    """000 Negate and Ignore Effects: an Ignored card has no effect at all on you, its Gold payment included."""
    g = table([HIDE], [], [PRAYER], turn=DEIRDRE, stats={GERKI: {"fortitude": 15}})
    play(g, PRAYER, targets=(GERKI,))
    play(g, HIDE)
    assert g.players[GERKI].fortitude == 15 and golds(g) == [10, 10, 10]


def test_hide_in_shadows_refused_when_another_player_is_the_target():
    """000 Negate and Ignore Effects: only a card that would affect you may be Ignored."""
    g = table([HIDE], [DISTRACT], [], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(DEIRDRE,))
    pass_to(g, GERKI, "card", 1)
    assert [a.kind for a in g.legal_actions()] == ["pass"]
    while g.stack:
        pass_(g)
    assert [p.fortitude for p in g.players] == [20, 20, 18]
    assert HIDE in hand_in_order(g, GERKI)


def test_hide_in_shadows_refused_on_gold_only_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a card that only takes Gold is not one to Ignore."""
    g = table([HIDE, SWIPE], [BEHOLD], turn=ZOT)
    play(g, BEHOLD)
    assert asked(g, GERKI, "card", 1) and can(g, "play", SWIPE)
    assert not can(g, "play", HIDE)
    pass_(g)
    assert golds(g) == [7, 9]


def test_where_did_he_go_works_on_anytime_gold_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold (Example 1): Ignore an Anytime card taking Gold."""
    g = table([LITTLE_GUY], [PRESTO, DOWN_POOKY], turn=ZOT)
    play(g, PRESTO, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1)
    assert [a.mode for a in find(g, "play", LITTLE_GUY)] == [0]
    play(g, LITTLE_GUY, mode=0)
    assert golds(g) == [8, 8]


def test_where_did_he_go_works_on_drink():
    """000 Negate and Ignore Effects: its second use Ignores a Drink you are about to drink."""
    g = table([LITTLE_GUY, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Dragon Breath Ale"]})
    assert asked(g, GERKI, "drink", 1)
    assert [(a.mode, a.drink) for a in find(g, "play", LITTLE_GUY)] == [(1, 0)]
    play(g, LITTLE_GUY, mode=1, drink=0)
    assert g.players[GERKI].alcohol == 0


def test_where_did_he_go_refused_on_gambling_ante():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a Round of Gambling may not be Ignored."""
    g = table([LITTLE_GUY, SWIPE, HONESTLY], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, GERKI, "card", 1) and can(g, "play", SWIPE)
    assert not can(g, "play", LITTLE_GUY)
    pass_(g)
    assert golds(g) == [7, 7] and g.pot == 2


def test_where_did_he_go_refused_on_forced_drink_card():
    """000 The Wench thinks... and Cards That Affect Your Fortitude: forcing a drink is no direct stat change."""
    g = table([LITTLE_GUY, SWIPE, SALVE], [THIRSTY, DOWN_POOKY], turn=ZOT, drink_me={GERKI: ["Dragon Breath Ale"]},
              ask_all=True)
    play(g, THIRSTY, targets=(GERKI,))
    pass_to(g, GERKI, "card", 1)
    assert [a.kind for a in g.legal_actions()] == ["pass"]
    pass_to(g, GERKI, "drink", 1)  # the Drink itself may be Ignored
    assert [(a.mode, a.drink) for a in find(g, "play", LITTLE_GUY)] == [(1, 0)]
    play(g, LITTLE_GUY, mode=1, drink=0)
    while g.stack:
        pass_(g)
    assert g.players[GERKI].alcohol == 0


def test_where_did_he_go_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: its Drink use cannot Ignore a Drink another player drinks."""
    g = table([LITTLE_GUY, EXTRA], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert asked(g, GERKI, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", LITTLE_GUY)


# ----- Gold cards ---------------------------------------------------------------------------------

def test_gold_piece_works():
    """000 Sometimes and Anytime Cards: an Anytime card may be played in your Action phase; the player pays you 1."""
    g = table([GOLD_PIECE, BACK], [])
    events = play(g, GOLD_PIECE, targets=(ZOT,))
    assert "Zot pays 1 Gold to Gerki." in texts(events)
    assert golds(g) == [9, 7]
    assert g.phase == "action" and can(g, "play", BACK)  # an Anytime card is not the turn's Action


def test_gold_piece_works_as_last_chance():
    """000 Passing Out / Running Out of Gold: a player left with no Gold gets a last chance to save themselves."""
    g = table([GOLD_PIECE], [PRESTO, DOWN_POOKY], turn=ZOT, stats={GERKI: {"gold": 1}})
    play(g, PRESTO, targets=(GERKI,))
    assert asked(g, GERKI, "card", 0)
    pass_(g)
    assert g.players[GERKI].gold == 0 and asked(g, GERKI, "last_chance", 0)
    play(g, GOLD_PIECE, targets=(ZOT,))
    assert golds(g) == [1, 8] and not g.players[GERKI].out and not g.is_over


def test_gold_piece_refused_between_discard_and_draw():
    """000 1. Discard and Draw: no card may be played between discarding and finishing the draw."""
    g = table([GOLD_PIECE, BACK, SALVE], [], phase="discard")
    assert can(g, "play", GOLD_PIECE)
    g.apply(find(g, "discard", BACK)[0])
    assert g.current_player == GERKI and can(g, "draw")
    assert not can(g, "play", GOLD_PIECE)


def test_no_name_works_in_response_window():
    """000 Sometimes and Anytime Cards: an Anytime card may interrupt another player's card."""
    g = table([NO_NAME, SALVE], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert asked(g, GERKI, "card", 0)
    play(g, NO_NAME, targets=(ZOT,))
    assert golds(g) == [9, 7] and g.players[GERKI].fortitude == 19


def test_no_name_works_in_round_turn():
    """000 Sometimes and Anytime Cards: an Anytime card may be played on your turn in a Round; it is no pass."""
    g = zot_starts_round([NO_NAME, HONESTLY], [])
    assert asked(g, GERKI, "card", 0)  # the Anytime card could answer Zot's card; Gerki waits
    pass_(g)
    assert g.current_player == GERKI and g.stack[-1].kind == "round"
    play(g, NO_NAME, targets=(ZOT,))
    assert golds(g) == [8, 6] and g.current_player == GERKI and g.round.passes == 0


def test_no_name_refused_on_yourself():
    """000 Sometimes and Anytime Cards: the card names another player, never Gerki himself."""
    g = table([NO_NAME, BACK], [], [])
    assert {a.targets for a in find(g, "play", NO_NAME)} == {(ZOT,), (DEIRDRE,)}


def test_swipe_the_tip_works():
    """000 Negate and Ignore Effects: a card may make the Inn pay your Gold loss instead of your Stash."""
    g = table([SWIPE], [PRESTO, DOWN_POOKY], turn=ZOT)
    play(g, PRESTO, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1)
    events = play(g, SWIPE)
    assert "The Inn pays 1 Gold to Zot for Gerki." in texts(events)
    assert golds(g) == [8, 9] and g.inn == -1


def test_swipe_the_tip_works_on_ante():
    """000 Gambling: an ante is a Gold loss, so the Inn may ante for Gerki; he is still in the Round."""
    g = table([SWIPE, HONESTLY], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    play(g, SWIPE)
    assert golds(g) == [8, 7] and g.pot == 2 and g.inn == -1
    assert g.round.players == [GERKI, ZOT] and g.current_player == GERKI


def test_swipe_the_tip_works_on_drink_payment():
    """000 More Drink Rules: a Drink's Gold payment may be covered by the Inn (Fine Ambrosia pays 2)."""
    g = table([SWIPE, SALVE], [DOWN_POOKY], phase="drink", drink_me={GERKI: ["Fine Ambrosia, Nectar of the Gods"]},
              stats={GERKI: {"fortitude": 10}})
    assert asked(g, GERKI, "drink", 1)
    play(g, SWIPE)
    assert golds(g) == [8, 8] and g.inn == 0
    assert (g.players[GERKI].alcohol, g.players[GERKI].fortitude) == (1, 14)


def test_swipe_the_tip_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: against a card that takes no Gold its condition does not hold."""
    g = table([SWIPE, HIDE], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1) and can(g, "play", HIDE)
    assert not can(g, "play", SWIPE)


# ----- The pot ------------------------------------------------------------------------------------

def test_grab_a_coin_works():
    """000 Gambling (cards.md section 4, Gerki): take 1 Gold from the pot on your Round turn; the Round goes on."""
    g = zot_starts_round([GRAB, HONESTLY], [])
    assert g.current_player == GERKI and g.pot == 2
    events = play(g, GRAB)
    assert "Gerki takes 1 Gold from the pot." in texts(events)
    assert g.pot == 1 and golds(g) == [8, 7]
    assert g.current_player == GERKI and g.round.controller == ZOT and not g.round.ended


def test_grab_a_coin_works_after_leaving():
    """000 Leaving a Round of Gambling: after leaving you may still play Sometimes cards; this one takes pot Gold."""
    g = table([MEDITATING, GRAB], [GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    play(g, MEDITATING, mode=0)
    assert g.round.players == [ZOT, DEIRDRE] and g.pot == 2 and g.current_player == DEIRDRE
    play(g, RAISE)
    assert asked(g, GERKI, "card", 1)
    events = play(g, GRAB)
    lines = texts(events)
    assert "Gerki takes 1 Gold from the pot." in lines
    assert "Deirdre wins the Round and takes the pot of 3 Gold." in lines
    assert golds(g) == [11, 8, 11]


def test_grab_a_coin_works_for_a_broke_gambler():
    """000 Running out of Gold During Gambling: a player who anted their last Gold stays in and may recover it."""
    g = zot_starts_round([GRAB, HONESTLY], [DOWN_POOKY], stats={GERKI: {"gold": 1}})
    assert g.players[GERKI].gold == 0 and not g.players[GERKI].out and g.current_player == GERKI
    play(g, GRAB)
    pass_(g)
    assert golds(g) == [1, 8] and not g.players[GERKI].out and not g.is_over


def test_grab_a_coin_refused_without_round():
    """000 Gambling (cards.md section 4, Gerki): with no Round of Gambling live there is no pot to take from."""
    g = table([GRAB, BACK], [])
    assert g.round is None and can(g, "play", BACK)
    assert not can(g, "play", GRAB)


def test_grab_a_coin_refused_after_round_ended():
    """000 Ending the Round: once the last player has passed the Round is over and no card may touch it."""
    g = zot_starts_round([GRAB, UM], [])
    assert g.current_player == GERKI and can(g, "play", GRAB)
    pass_(g)
    assert g.round.ended and asked(g, GERKI, "round_won", 1)
    assert can(g, "play", UM)
    assert not can(g, "play", GRAB)


def test_um_works():
    """000 Cards That Affect Your ... Gold, Example 4: Gerki takes the pot of a Round another player won."""
    g = zot_starts_round([UM, SALVE], [])
    assert asked(g, GERKI, "round_won", 1) and g.round.winner == ZOT
    events = play(g, UM)
    assert "Gerki takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.round is None


def test_um_works_after_being_forced_out():
    """cards.md section 4 (Gerki): the pot may be taken even by a player no longer in the Round."""
    g = table([GAMBLE, UM], [SLEEVE], [])
    play(g, GAMBLE)
    assert g.current_player == ZOT and golds(g) == [9, 9, 9]
    play(g, SLEEVE, targets=(GERKI,))
    assert g.round.ended and g.round.winner == ZOT and GERKI not in g.round.players
    assert asked(g, GERKI, "round_won", 1)
    play(g, UM)
    assert golds(g) == [12, 9, 9]


def test_um_refused_when_you_win():
    """000 Cards That Affect Your ... Gold, Example 4: the card answers another player's win, never Gerki's own."""
    g = table([GAMBLE, UM], [], ask_all=True)
    play(g, GAMBLE)
    pass_to(g, GERKI, "round_won", 1)
    assert g.round.winner == GERKI
    assert [a.kind for a in g.legal_actions()] == ["pass"]
    pass_(g)
    pass_(g)
    assert golds(g) == [9, 7] and g.round is None


# ----- Action cards -------------------------------------------------------------------------------

def test_contact_poison_works():
    """000 2. Action: play one Action card; another player loses 2 Fortitude."""
    g = table([SALVE], [])
    events = play(g, SALVE, targets=(ZOT,))
    assert "Zot loses 2 Fortitude." in texts(events)
    assert (g.players[ZOT].fortitude, g.players[GERKI].fortitude) == (18, 20)


def test_contact_poison_refused_outside_action_phase():
    """000 2. Action: an Action card is played only in your Action phase (not while drinking)."""
    g = table([SALVE, DUMP], [], phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, GERKI, "drink", 1) and can(g, "play", DUMP)
    assert not can(g, "play", SALVE)


def test_stuck_in_back_works():
    """000 2. Action: another player of Gerki's choice loses 2 Fortitude."""
    g = table([BACK], [], [])
    assert {a.targets for a in find(g, "play", BACK)} == {(ZOT,), (DEIRDRE,)}
    play(g, BACK, targets=(DEIRDRE,))
    assert [p.fortitude for p in g.players] == [20, 20, 18]


def test_stuck_in_back_refused_second_action():
    """000 2. Action: at most one Action card per turn."""
    g = table([BACK, MUG, NO_NAME], [])
    play(g, BACK, targets=(ZOT,))
    while g.stack:  # Gerki keeps his Anytime card through the windows on his Action and on Zot's loss
        pass_(g)
    assert g.players[ZOT].fortitude == 18
    assert g.current_player == GERKI and g.phase == "order" and not g.stack
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", MUG)


def test_mug_poison_works():
    """000 2. Action: another player loses 3 Fortitude."""
    g = table([MUG], [])
    play(g, MUG, targets=(ZOT,))
    assert g.players[ZOT].fortitude == 17


def test_mug_poison_refused_on_other_players_turn():
    """000 2. Action: an Action card is played only on your own turn."""
    g = table([MUG, HIDE], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1) and can(g, "play", HIDE)
    assert not can(g, "play", MUG)


def test_traps_works():
    """000 2. Action (cards.md section 7 settles it at 3): another player loses 3 Fortitude."""
    g = table([TRAPS], [], stats={ZOT: {"fortitude": 10}})
    play(g, TRAPS, targets=(ZOT,))
    assert g.players[ZOT].fortitude == 7


def test_traps_refused_in_discard_phase():
    """000 On Your Turn: the Discard and Draw phase comes before the Action phase."""
    g = table([TRAPS, NO_NAME], [], phase="discard")
    assert g.current_player == GERKI and can(g, "play", NO_NAME)
    assert not can(g, "play", TRAPS)


def test_miscalculation_works():
    """000 2. Action: each other player pays Gerki 1 Gold."""
    g = table([TREASURE], [], [])
    lines = texts(play(g, TREASURE))
    assert "Zot pays 1 Gold to Gerki." in lines and "Deirdre pays 1 Gold to Gerki." in lines
    assert golds(g) == [12, 9, 9]


def test_miscalculation_refused_in_round():
    """000 Gambling: on your turn in a Round you play a Gambling or Cheating card or pass, not an Action."""
    g = zot_starts_round([TREASURE, HONESTLY], [])
    assert g.current_player == GERKI and g.stack[-1].kind == "round"
    assert can(g, "play", HONESTLY)
    assert not can(g, "play", TREASURE)
