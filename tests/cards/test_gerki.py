"""Gerki the Sneak's own cards (innkeeper/content/data/gerki.toml): each one works, and is refused where it does not apply.

The eight cards every core deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip,
stop playing with the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks...") are tested
elsewhere; they appear here only to set up a situation. Every seat's hand is set exactly. Rules are cited by
rulebook file (000 = /work/shared/rulebooks/000_7bfbc92714e683e0.txt, 001 = 001_1cea4fe352a848bc.txt) and
section; card facts come from /work/shared/reference/cards.md, section 4 (Gerki).
"""

from __future__ import annotations

from innkeeper.testing import Scenario, can, find, pass_, play, texts

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


def table(*hands, turn=GERKI, phase="action", drink_me=None, deck=DRINKS, stats=None):
    """Gerki (seat 0), Zot (1) and, with a third hand, Deirdre (2), with exact hands; the built game."""
    s = Scenario(["gerki", "zot", "deirdre"][: len(hands)])
    for seat, hand in enumerate(hands):
        s.hand(seat, hand)
    for seat, pile in (drink_me or {}).items():
        s.drink_me(seat, pile)
    for seat, values in (stats or {}).items():
        s.stats(seat, **values)
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def titles(g, seat):
    """The titles of a seat's hand."""
    return [g.title(c) for c in g.players[seat].hand]


def golds(g):
    """Every seat's Gold."""
    return [p.gold for p in g.players]


def zot_starts_round(gerki_hand, zot_rest, *more):
    """Zot plays "Gambling? I'm in!" in his Action phase; returns the game after the antes."""
    g = table(gerki_hand, [GAMBLE, *zot_rest], *more, turn=ZOT)
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
    assert HONESTLY not in titles(g, GERKI)


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
    g = zot_starts_round([OOPS, SWIPE], [RAISE])
    pass_(g)  # Gerki passes his Round turn; Zot raises on his
    play(g, RAISE)
    assert g.current_player == GERKI and g.stack[-2].kind == "card"
    assert can(g, "play", SWIPE)
    assert not can(g, "play", OOPS)


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
    g = table([FIVE, MEDITATING, GRAB], [GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == GERKI  # asked about the ante
    play(g, MEDITATING, mode=0)
    assert g.round.players == [ZOT, DEIRDRE] and golds(g) == [10, 9, 9]
    play(g, RAISE)  # Deirdre's Round turn
    assert g.current_player == GERKI and g.stack[-2].kind == "card"
    assert not can(g, "play", FIVE)
    pass_(g)
    # Zot passes his Round turn; Gerki is skipped, so Deirdre wins without Gerki ever being asked.
    assert g.current_player == ZOT
    events = pass_(g)
    assert "Deirdre wins the Round and takes the pot of 4 Gold." in texts(events)
    assert FIVE in titles(g, GERKI)


def test_sleeve_works_forcing_out_second_to_last():
    """000 Forcing a Player to Leave: forcing out the second-to-last player ends the Round; the one left wins."""
    g = zot_starts_round([SLEEVE], [GAMBLE])
    assert find(g, "play", SLEEVE) and {a.targets for a in find(g, "play", SLEEVE)} == {(ZOT,)}
    events = play(g, SLEEVE, targets=(ZOT,))
    lines = texts(events)
    assert "Zot is forced out of the Round." in lines
    assert "Gerki wins the Round and takes the pot of 2 Gold." in lines
    assert golds(g) == [9, 7] and g.pot == 0 and g.round is None


def test_sleeve_works_round_goes_on_with_three():
    """000 Forcing a Player to Leave: the forced player's ante stays in the pot and they take no more Round turns."""
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
    play(g, MEDITATING, mode=0)  # Zot stays out of his own Round
    assert g.round.players == [GERKI, DEIRDRE] and g.round.controller == -1
    pass_(g)  # Deirdre passes
    assert g.current_player == GERKI
    assert {a.targets for a in find(g, "play", SLEEVE)} == {(DEIRDRE,)}


# ----- Ignore a Drink -----------------------------------------------------------------------------

def test_dump_it_works():
    """000 Chasers and Negate and Ignore Effects: Ignoring your Drink Ignores its Chasers too."""
    g = table([DUMP], [], phase="drink", drink_me={GERKI: ["Wine with a Chaser", "Dragon Breath Ale"]})
    assert g.current_player == GERKI and can(g, "drink")
    pass_drink = texts(g.apply(find(g, "drink")[0]))
    assert "Gerki reveals Wine with a Chaser + Dragon Breath Ale (6 Alcohol)." in pass_drink
    assert [a.drink for a in find(g, "play", DUMP)] == [0]
    events = play(g, DUMP)
    assert "Gerki Ignores the Drink." in texts(events)
    assert g.players[GERKI].alcohol == 0 and g.players[GERKI].fortitude == 20
    assert DUMP not in titles(g, GERKI)


def test_dump_it_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink that another player is drinking."""
    g = table([DUMP, NO_NAME], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert g.current_player == GERKI and g.stack[-2].kind == "drink"
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", DUMP)
    pass_(g)
    assert g.players[ZOT].alcohol == 2 and DUMP in titles(g, GERKI)


def test_antidote_works():
    """000 Negate and Ignore Effects: a card that Ignores your Drink leaves you unaffected by it."""
    g = table([ANTIDOTE], [], phase="drink", drink_me={GERKI: ["Dirty Dishwater"]}, stats={GERKI: {"fortitude": 12}})
    g.apply(find(g, "drink")[0])
    play(g, ANTIDOTE, drink=0)
    assert g.players[GERKI].fortitude == 12 and g.players[GERKI].alcohol == 0
    assert g.drink_discard[-1] == g.content.by_title["Dirty Dishwater"]


def test_antidote_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: an Ignore-a-Drink card answers only a Drink that would affect you."""
    g = table([ANTIDOTE, NO_NAME], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]})
    assert g.current_player == GERKI
    assert not can(g, "play", ANTIDOTE)


def test_antidote_refused_on_already_ignored_drink():
    """000 Negate and Ignore Effects: a Drink you already Ignore cannot be Ignored a second time."""
    g = table([DUMP, ANTIDOTE], [], phase="drink", drink_me={GERKI: ["Elven Wine"]})
    g.apply(find(g, "drink")[0])
    assert can(g, "play", ANTIDOTE)
    play(g, DUMP)
    # the window restarted but Gerki has nothing left to answer with, so the Ignored Drink was drunk
    assert ANTIDOTE in titles(g, GERKI) and g.players[GERKI].alcohol == 0


# ----- A little somethin' extra -------------------------------------------------------------------

def test_somethin_extra_works():
    """000 Timing Example 1: a card may add Alcohol to another player's revealed Drink."""
    g = table([EXTRA], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert g.current_player == GERKI
    assert [a.drink for a in find(g, "play", EXTRA)] == [0]
    events = play(g, EXTRA, drink=0)
    assert "Zot's Drink gets +2 Alcohol." in texts(events)
    assert g.players[ZOT].alcohol == 4


def test_somethin_extra_works_twice_on_own_drink():
    """000 Sometimes and Anytime Cards: several copies may answer the same Drink, one at a time."""
    g = table([EXTRA, EXTRA], [], phase="drink", drink_me={GERKI: ["Light Ale"]})
    g.apply(find(g, "drink")[0])
    play(g, EXTRA, drink=0)
    play(g, EXTRA, drink=0)
    assert g.players[GERKI].alcohol == 5


def test_somethin_extra_refused_without_a_drink():
    """000 Sometimes and Anytime Cards: a Sometimes card is played only when its condition holds (no Drink here)."""
    g = table([EXTRA, BACK], [])
    assert g.phase == "action" and can(g, "play", BACK)
    assert not can(g, "play", EXTRA)


def test_somethin_extra_refused_on_drink_event():
    """000 Drink Events: cards that change Drinks do not affect a Drink Event card."""
    g = table([EXTRA, NO_NAME], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Drinking Contest!"]},
              deck=["Wine", "Light Ale"] + DRINKS)
    assert g.current_player == GERKI and g.stack[-2].kind == "event"
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", EXTRA)
    pass_(g)
    # the contest Drinks are out: now the card may answer them
    assert g.current_player == GERKI and g.stack[-2].kind == "drink"
    assert {a.drink for a in find(g, "play", EXTRA)} == {0, 1}


# ----- Ignore a card ------------------------------------------------------------------------------

def test_hide_in_shadows_works():
    """000 Negate and Ignore Effects: Ignoring an Action card that would cost you Fortitude leaves you untouched."""
    g = table([HIDE], [DISTRACT], turn=ZOT)
    play(g, DISTRACT, targets=(GERKI,))
    assert g.current_player == GERKI
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
    """000 Cards That Affect Your Fortitude: a Sometimes card that hits you back may be Ignored."""
    g = table([BACK, HIDE], [], [GODDESS_HITS_BACK])
    play(g, BACK, targets=(DEIRDRE,))
    assert g.players[DEIRDRE].fortitude == 18 and g.current_player == DEIRDRE
    play(g, GODDESS_HITS_BACK)
    assert g.current_player == GERKI
    play(g, HIDE)
    assert g.players[GERKI].fortitude == 20


def test_hide_in_shadows_works_on_whole_card():
    """000 Negate and Ignore Effects: an Ignored card has no effect at all on you, its Gold payment included."""
    g = table([HIDE], [], [PRAYER], turn=DEIRDRE, stats={GERKI: {"fortitude": 15}})
    play(g, PRAYER, targets=(GERKI,))
    play(g, HIDE)
    assert g.players[GERKI].fortitude == 15 and golds(g) == [10, 10, 10]


def test_hide_in_shadows_refused_on_gold_only_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a card that only takes Gold cannot be Ignored."""
    g = table([HIDE, NO_NAME], [BEHOLD], turn=ZOT)
    play(g, BEHOLD)
    assert g.current_player == GERKI and g.stack[-2].kind == "card"
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", HIDE)
    pass_(g)
    assert golds(g) == [7, 9]


def test_where_did_he_go_works_on_anytime_gold_card():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold (Example 1): Ignore an Anytime card taking Gold."""
    g = table([LITTLE_GUY], [PRESTO, DOWN_POOKY], turn=ZOT)
    play(g, PRESTO, targets=(GERKI,))
    assert g.current_player == GERKI
    assert [a.mode for a in find(g, "play", LITTLE_GUY)] == [0]
    play(g, LITTLE_GUY, mode=0)
    assert golds(g) == [8, 8]


def test_where_did_he_go_works_on_drink():
    """000 Negate and Ignore Effects: its second use Ignores a Drink you are about to drink."""
    g = table([LITTLE_GUY], [], phase="drink", drink_me={GERKI: ["Dragon Breath Ale"]})
    g.apply(find(g, "drink")[0])
    assert [(a.mode, a.drink) for a in find(g, "play", LITTLE_GUY)] == [(1, 0)]
    play(g, LITTLE_GUY, mode=1, drink=0)
    assert g.players[GERKI].alcohol == 0


def test_where_did_he_go_refused_on_gambling_ante():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a Round of Gambling cannot be Ignored."""
    g = table([LITTLE_GUY, NO_NAME], [GAMBLE, GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert g.current_player == GERKI and g.stack[-2].kind == "card"
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", LITTLE_GUY)
    pass_(g)
    assert golds(g) == [7, 7] and g.pot == 2


def test_where_did_he_go_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: its Drink use cannot Ignore a Drink another player drinks."""
    g = table([LITTLE_GUY, NO_NAME], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert g.current_player == GERKI
    assert not can(g, "play", LITTLE_GUY)


# ----- Gold cards ---------------------------------------------------------------------------------

def test_gold_piece_works():
    """000 Sometimes and Anytime Cards: an Anytime card may be played in your Action phase; the player pays you 1."""
    g = table([GOLD_PIECE, BACK], [])
    events = play(g, GOLD_PIECE, targets=(ZOT,))
    assert "Zot pays 1 Gold to Gerki." in texts(events)
    assert golds(g) == [9, 7]
    assert g.phase == "action" and can(g, "play", BACK)  # an Anytime card is not the turn's Action


def test_gold_piece_refused_between_discard_and_draw():
    """000 1. Discard and Draw: no card may be played between discarding and finishing the draw."""
    g = table([GOLD_PIECE, BACK, SALVE], [], phase="discard")
    assert can(g, "play", GOLD_PIECE)
    g.apply(find(g, "discard", BACK)[0])
    assert g.current_player == GERKI and can(g, "draw")
    assert not can(g, "play", GOLD_PIECE)


def test_no_name_works_in_response_window():
    """000 Sometimes and Anytime Cards: an Anytime card may interrupt another player's card."""
    g = table([NO_NAME], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert g.current_player == GERKI
    play(g, NO_NAME, targets=(ZOT,))
    assert golds(g) == [9, 7] and g.players[GERKI].fortitude == 19


def test_no_name_works_in_round_turn():
    """000 Sometimes and Anytime Cards: an Anytime card may be played on your turn in a Round; it is no pass."""
    g = zot_starts_round([NO_NAME, HONESTLY], [])
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
    events = play(g, SWIPE)
    assert "The Inn pays 1 Gold to Zot for Gerki." in texts(events)
    assert golds(g) == [8, 9] and g.inn == -1


def test_swipe_the_tip_works_on_ante():
    """000 Gambling: an ante is a Gold loss, so the Inn may ante for Gerki."""
    g = table([SWIPE], [GAMBLE, GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    play(g, SWIPE)
    assert golds(g) == [8, 7] and g.pot == 2 and g.inn == -1
    assert GERKI in g.round.players


def test_swipe_the_tip_works_on_drink_payment():
    """000 More Drink Rules: a Drink's Gold payment to the Inn may be covered by the Inn itself."""
    g = table([SWIPE], [], phase="drink", drink_me={GERKI: ["Fine Ambrosia, Nectar of the Gods"]})
    g.apply(find(g, "drink")[0])
    play(g, SWIPE)
    assert golds(g) == [8, 8] and g.inn == 0
    assert (g.players[GERKI].alcohol, g.players[GERKI].fortitude) == (1, 20)


def test_swipe_the_tip_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: with no Gold to lose its condition does not hold."""
    g = table([SWIPE, NO_NAME], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert g.current_player == GERKI and can(g, "play", NO_NAME)
    assert not can(g, "play", SWIPE)


# ----- The pot ------------------------------------------------------------------------------------

def test_grab_a_coin_works():
    """000 Gambling (cards.md, Gerki): take 1 Gold from the pot on your Round turn; the Round goes on."""
    g = zot_starts_round([GRAB, HONESTLY], [])
    assert g.pot == 2
    events = play(g, GRAB)
    assert "Gerki takes 1 Gold from the pot." in texts(events)
    assert g.pot == 1 and golds(g) == [8, 7]
    assert g.current_player == GERKI and g.round.controller == ZOT and not g.round.ended


def test_grab_a_coin_works_after_leaving():
    """000 Leaving a Round of Gambling: you may still play Sometimes cards after leaving; this one says so."""
    g = table([MEDITATING, GRAB], [GAMBLE, RAISE], turn=ZOT)
    play(g, GAMBLE)
    play(g, MEDITATING, mode=0)
    assert g.round.players == [ZOT] or g.round is None


def test_grab_a_coin_refused_without_round():
    """000 Gambling (cards.md, Gerki): with no Round of Gambling live there is no pot to take from."""
    g = table([GRAB, BACK], [])
    assert g.round is None and can(g, "play", BACK)
    assert not can(g, "play", GRAB)


def test_grab_a_coin_refused_after_round_ended():
    """000 Ending the Round: once the last player passed the Round is over and no card may touch it."""
    g = table([GRAB, UM], [GAMBLE])
    play(g, GAMBLE)
    assert g.current_player == ZOT
    pass_(g)
    assert g.round.ended and g.stack[-2].kind == "round_won" and g.current_player == GERKI
    assert can(g, "play", UM) is False
    assert not can(g, "play", GRAB)


def test_um_works():
    """000 Cards That Affect Your ... Gold, Example 4: Gerki takes the pot of a Round another player won."""
    g = zot_starts_round([UM], [])
    # Gerki passes his Round turn; Zot is about to win
    events = pass_(g)
    assert g.current_player == GERKI and g.round.ended and g.round.winner == ZOT
    events = play(g, UM)
    assert "Gerki takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.round is None


def test_um_works_after_being_forced_out():
    """cards.md section 4 (Gerki): the pot may be taken even by a player no longer in the Round."""
    g = table([GAMBLE, UM], [SLEEVE], [])
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, SLEEVE, targets=(GERKI,))
    pass_(g)  # Deirdre
    assert g.round.ended and g.round.winner == ZOT and g.current_player == GERKI
    play(g, UM)
    assert golds(g) == [12, 9, 9]


def test_um_refused_when_you_win():
    """000 Cards That Affect Your ... Gold, Example 4: the card answers another player's win, not Gerki's own."""
    g = table([GAMBLE, UM, NO_NAME], [])
    play(g, GAMBLE)
    assert g.round.ended and g.round.winner == GERKI and g.current_player == GERKI
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", UM)
    pass_(g)
    assert golds(g) == [8, 7]


# ----- Action cards -------------------------------------------------------------------------------

def test_contact_poison_works():
    """000 2. Action: play one Action card; another player loses 2 Fortitude."""
    g = table([SALVE], [])
    events = play(g, SALVE, targets=(ZOT,))
    assert "Zot loses 2 Fortitude." in texts(events)
    assert (g.players[ZOT].fortitude, g.players[GERKI].fortitude) == (18, 20)


def test_contact_poison_refused_outside_action_phase():
    """000 2. Action: an Action card is played only in your Action phase (not while Drinking)."""
    g = table([SALVE, DUMP], [], phase="drink", drink_me={GERKI: ["Wine"]})
    g.apply(find(g, "drink")[0])
    assert g.current_player == GERKI and can(g, "play", DUMP)
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
    assert g.current_player == GERKI and g.phase == "order"
    assert can(g, "play", NO_NAME)
    assert not can(g, "play", MUG)


def test_mug_poison_works():
    """000 2. Action: another player loses 3 Fortitude."""
    g = table([MUG], [])
    play(g, MUG, targets=(ZOT,))
    assert g.players[ZOT].fortitude == 17


def test_mug_poison_refused_on_other_players_turn():
    """000 2. Action: an Action card is played only on your own turn."""
    g = table([MUG, NO_NAME], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GERKI,))
    assert g.current_player == GERKI and can(g, "play", NO_NAME)
    assert not can(g, "play", MUG)


def test_traps_works():
    """000 2. Action (cards.md section 7: -3 Fortitude): another player loses 3 Fortitude."""
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
    events = play(g, TREASURE)
    assert "Zot pays 1 Gold to Gerki." in texts(events) and "Deirdre pays 1 Gold to Gerki." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_miscalculation_refused_in_round():
    """000 Gambling: on your turn in a Round you play a Gambling or Cheating card or pass, not an Action."""
    g = zot_starts_round([TREASURE, HONESTLY], [])
    assert g.current_player == GERKI and g.round is not None
    assert can(g, "play", HONESTLY)
    assert not can(g, "play", TREASURE)
