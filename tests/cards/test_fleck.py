"""Fleck the Bard's own cards (innkeeper/content/data/fleck.toml): each works, and is refused where it does not apply.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing with
the drinks, "I don't think so!", "Tip the Wench.") and the two Cheating cards Fleck shares with Gerki ("What's that
up your sleeve?", "Oops... I dropped my cards...") are tested elsewhere; here they only set a situation up. Every
seat's hand is set exactly. Rules are cited by rulebook file (000 = shared/rulebooks/000_*.txt, 001 =
001_*.txt) and section; card facts come from shared/reference/cards.md, section 4 (Fleck).
"""

from __future__ import annotations

from innkeeper.testing import (
    Scenario,
    act,
    alcohols,
    asked,
    can,
    drink,
    find,
    fortitudes,
    golds,
    hand_in_order,
    in_quiet,
    pass_,
    pass_windows,
    play,
    playable,
    sometimes_choices,
    texts,
)

FLECK, GERKI, DEIRDRE = 0, 1, 2
DRINKS = ["Light Ale"] * 12
WATERS = ["Water"] * 8

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"
WENCH_TIP = "Oh, I guess the Wench thought that was her tip..."

LUCKY_DAY = "Look at these cards! This must be my lucky day!"
KIDDING = "Fortunately, I had this card up my sleeve! Ha ha, just kidding!"
LADY_LUCK = "It seems that Lady Luck is smiling on me!"
SERIOUS_GAME = "Oh, Hey! This looks like a serious game."
LORE = "Leave me be! I'm trying to read lore here!"
DAINTY = "You know, I should take better care of my dainty figure!"
FOP = "I may be a fop, but I can hold my liquor!"
DRINK_ALONE = "I do so hate to drink alone..."
SONG_PAYS = "Wench, please allow me to pay for these drinks with a song!"
APPRECIATIVE = "Appreciative listeners! How nice!"
TOWN_SQUARE = "I got this from playing in the Town Square."
BIGGEST_FAN = "Allow me to introduce you to my biggest fan."
PRIEST_FAN = "Who knew? One of my fans is a priest!"
TOAST = "A toast! To my friends!"
TUNING_FORK = "Excuse me... I think you're sitting on my tuning fork."
STRINGS = "Oh, I hate it when the strings break!"
ROWDY = "How about a rowdy drinking song?"
SAD = "And now I'm going to play something really sad."
POEM = "I've composed a poem about our most recent adventure."
BALLAD = "This is in payment for that heroic ballad I wrote about you!"

# Cards of other characters used to build situations.
SALVE = "That's not healing salve! It's contact poison!"
TREASURE = "Um, guys... I think there was a miscalculation during treasure division..."
GOLD_PIECE = "Oh, this gold piece? Um... I found it... under your chair..."
DUMP = "Dump it on the floor"
EXTRA = "A little somethin' extra"
SWIPE = "Swipe the tip!"
HIDE = "Hide in shadows"
GERKI_FILLER = "How did this get stuck in your back?"
DEIRDRE_FILLER = "Sorry, sometimes my healing spells just wear off."


def table(*hands, turn=FLECK, phase="action", drink_me=None, deck=DRINKS, discard=None, stats=None, ask_all=False):
    """Fleck (seat 0), Gerki (1) and, with a third hand, Deirdre (2), with exact hands; the built game."""
    s = Scenario(["fleck", "gerki", "deirdre"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    if discard is not None:
        s.drink_discard(discard)
    s.turn(turn, phase)
    return s.build()


def in_round_turn(g, seat):
    """Whether ``seat`` is deciding on their own turn in the Round of Gambling."""
    return g.current_player == seat and bool(g.stack) and g.stack[-1].kind == "round"




# ----- Cheating cards -----------------------------------------------------------------------------------

def test_lucky_day_works():
    """000 Gambling: a Cheating card takes control; when everyone else passes its player takes the pot."""
    g = table([LUCKY_DAY], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, FLECK) and g.round.controller == GERKI and g.pot == 2
    events = play(g, LUCKY_DAY)
    assert "Fleck takes control of the Round." in texts(events)
    events = pass_(g)
    assert "Fleck wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.round is None


def test_lucky_day_refused_outside_round():
    """000 Gambling: Cheating cards belong to a Round of Gambling, never to the Action phase."""
    g = table([LUCKY_DAY, TUNING_FORK], [])
    assert can(g, "play", TUNING_FORK)
    assert not can(g, "play", LUCKY_DAY)


def test_just_kidding_works_after_winning_hand():
    """000 Winning Hand!: only a Cheating card may take control after it."""
    g = table([GAMBLE, KIDDING, GAMBLE], [WINNING_HAND, GAMBLE])
    play(g, GAMBLE)
    play(g, WINNING_HAND)
    assert in_round_turn(g, FLECK) and g.round.winning_hand
    assert not can(g, "play", GAMBLE)
    play(g, KIDDING)
    assert g.round.controller == FLECK and not g.round.winning_hand
    pass_(g)
    assert golds(g) == [9, 7] and g.round is None


def test_just_kidding_refused_when_not_your_round_turn():
    """000 Gambling: a Cheating card is played on your own Round turn, not in answer to another player's card."""
    g = table([KIDDING, SERIOUS_GAME], [GAMBLE], [RAISE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, FLECK, "card", 1) and can(g, "play", SERIOUS_GAME)
    assert not can(g, "play", KIDDING)


def test_lady_luck_works_in_a_round_of_three():
    """000 Gambling: in a Round of three, a Cheating card wins once both other players pass."""
    g = table([LADY_LUCK], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    pass_(g)  # Deirdre
    assert in_round_turn(g, FLECK)
    play(g, LADY_LUCK)
    pass_(g)
    events = pass_(g)
    assert "Fleck wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_lady_luck_refused_after_leaving_round():
    """000 Leaving a Round of Gambling: a player who left plays no Gambling or Cheating card for that Round."""
    g = table([LADY_LUCK, SERIOUS_GAME, PRIEST_FAN], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, FLECK, "card", 0)  # his Anytime card first; then the Sometimes pass
    pass_(g)
    play(g, SERIOUS_GAME)
    while not in_round_turn(g, DEIRDRE):
        pass_(g)  # Fleck keeps his Anytime card through the windows
    assert g.round.players == [GERKI, DEIRDRE]
    play(g, GAMBLE)  # Deirdre takes control
    assert asked(g, FLECK, "card", 0) and can(g, "play", PRIEST_FAN)
    assert not can(g, "play", LADY_LUCK)
    pass_(g)
    assert in_quiet(g) and g.current_player == FLECK   # outside the Round: his Anytime card before Gerki's turn
    assert find(g, "play", PRIEST_FAN) and not find(g, "play", LADY_LUCK)
    pass_(g)
    assert in_round_turn(g, GERKI)  # Fleck's Round turn is skipped
    pass_(g)
    assert g.round.ended and g.round.winner == DEIRDRE and LADY_LUCK in hand_in_order(g, FLECK)


# ----- Leaving a Round, Ignoring a Drink --------------------------------------------------------------

def test_serious_game_works():
    """000 Leaving a Round of Gambling: answering the ante, Fleck does not ante and is not in the Round."""
    g = table([SERIOUS_GAME], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert asked(g, FLECK, "card", 1)
    events = play(g, SERIOUS_GAME)
    assert "Fleck stays out of the Round." in texts(events)
    assert g.round.players == [GERKI, DEIRDRE] and g.pot == 2 and golds(g) == [10, 9, 9]


def test_serious_game_refused_when_no_ante():
    """000 Gambling Example: "Gambling? I'm in!" during a Round only takes control, so there is no ante to skip."""
    g = table([GAMBLE, SERIOUS_GAME, WENCH_TIP], [GAMBLE])
    play(g, GAMBLE)
    assert asked(g, FLECK, "card", 1) and can(g, "play", SERIOUS_GAME)  # he could leave his own Round here
    pass_(g)
    assert in_round_turn(g, GERKI)
    play(g, GAMBLE)
    assert asked(g, FLECK, "card", 1) and can(g, "play", WENCH_TIP)
    assert not can(g, "play", SERIOUS_GAME)


def test_lore_works_leave():
    """000 Leaving a Round of Gambling: its first use skips the ante and leaves the Round."""
    g = table([LORE], [GAMBLE, GAMBLE], [GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert [a.mode for a in find(g, "play", LORE)] == [0]
    play(g, LORE, mode=0)
    assert g.round.players == [GERKI, DEIRDRE] and golds(g) == [10, 9, 9]


def test_lore_works_ignore_drink():
    """000 Negate and Ignore Effects: its second use Ignores the Drink Fleck is about to drink."""
    g = table([LORE, TUNING_FORK], [GERKI_FILLER], phase="drink", drink_me={FLECK: ["Wine"]})
    assert [(a.mode, a.drink) for a in find(g, "play", LORE)] == [(1, 0)]
    play(g, LORE, mode=1, drink=0)
    assert g.players[FLECK].alcohol == 0


def test_lore_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: Ignore only a Drink that would affect you."""
    g = table([LORE, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]}, ask_all=True)
    drink(g)
    assert LORE not in sometimes_choices(g, FLECK)


def test_dainty_figure_works():
    """000 Negate and Ignore Effects: Fleck Ignores the Drink he is about to drink."""
    g = table([DAINTY, TUNING_FORK], [GERKI_FILLER], phase="drink", drink_me={FLECK: ["Dragon Breath Ale"]})
    assert asked(g, FLECK, "drink", 1)
    events = play(g, DAINTY, drink=0)
    assert "Fleck will Ignore the Drink." in texts(events)
    assert g.players[FLECK].alcohol == 0 and hand_in_order(g, FLECK) == [TUNING_FORK]


def test_dainty_figure_refused_against_an_action_card():
    """cards.md Fleck: it Ignores a Drink, not a card that costs Fortitude."""
    g = table([DAINTY, BIGGEST_FAN], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(FLECK,))
    assert g.current_player == FLECK and can(g, "play", BIGGEST_FAN)
    assert not can(g, "play", DAINTY)


def test_fop_works():
    """000 Negate and Ignore Effects: a Drink Fleck Ignores gives him nothing."""
    g = table([FOP, TUNING_FORK], [GERKI_FILLER], phase="drink", drink_me={FLECK: ["Wine"]})
    play(g, FOP, drink=0)
    assert g.players[FLECK].alcohol == 0 and g.title(g.drink_discard[-1]) == "Wine"


def test_fop_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink another player is drinking."""
    g = table([FOP, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Wine"]})
    assert asked(g, FLECK, "drink", 1) and can(g, "play", EXTRA)
    assert not can(g, "play", FOP)


def test_drink_alone_works():
    """000 Splitting Drinks: Elven Wine (3) split with Gerki; each half rounds up to 2."""
    g = table([DRINK_ALONE, TUNING_FORK], [GERKI_FILLER], phase="drink", drink_me={FLECK: ["Elven Wine"]})
    assert [(a.targets, a.drink) for a in find(g, "play", DRINK_ALONE)] == [((GERKI,), 0)]
    events = play(g, DRINK_ALONE, targets=(GERKI,), drink=0)
    assert "The Drink is split with Gerki." in texts(events)
    pass_windows(g)
    assert alcohols(g) == [2, 2]


def test_drink_alone_refused_on_another_players_drink():
    """cards.md Fleck: only the Drink Fleck is about to drink may be shared."""
    g = table([DRINK_ALONE, EXTRA], [], turn=GERKI, phase="drink", drink_me={GERKI: ["Elven Wine"]}, ask_all=True)
    drink(g)
    assert DRINK_ALONE not in sometimes_choices(g, FLECK)


# ----- Wench, please allow me to pay for these drinks with a song! -----------------------------------------

def test_song_pays_works_ordering_two_free_drinks():
    """cards.md Fleck: in his Order a Drink phase Fleck orders 2 more Drinks and pays nothing for them."""
    deck = ["Wine", "Light Ale", "Dark Ale"] + WATERS
    g = table([SONG_PAYS, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER], phase="order", deck=deck)
    assert [a.mode for a in find(g, "play", SONG_PAYS)] == [0]
    play(g, SONG_PAYS, mode=0)
    assert golds(g) == [10, 10, 10] and g.inn == 0
    assert sorted(a.targets for a in find(g, "order")) == [(GERKI,), (DEIRDRE,)]
    act(g, "order", targets=(GERKI,))
    act(g, "order", targets=(DEIRDRE,))
    act(g, "order", targets=(GERKI,))  # the ordinary Drink of the phase
    assert [g.title(c) for c in g.players[GERKI].drink_me] == ["Wine", "Dark Ale"]
    assert [g.title(c) for c in g.players[DEIRDRE].drink_me] == ["Light Ale"]
    assert golds(g) == [10, 10, 10] and g.inn == 0


def test_song_pays_works_skipping_the_refill_payment():
    """000 Running Out of Drinks: when the Drink Deck runs out, Fleck does not pay for the new Drinks; Gerki does."""
    g = table([SONG_PAYS, TUNING_FORK], [GERKI_FILLER], phase="order", deck=["Wine"], discard=["Light Ale", "Dark Ale"])
    act(g, "order", targets=(GERKI,))  # the last Drink of the deck: the refill is due
    assert asked(g, FLECK, "pay", 1)
    assert [a.mode for a in find(g, "play", SONG_PAYS)] == [1]
    play(g, SONG_PAYS, mode=1)
    assert golds(g) == [8, 7] and g.inn == 1
    assert len(g.drink_deck) == 2 and g.drink_discard == []


def test_song_pays_refused_outside_your_order_phase():
    """cards.md Fleck: only in his own Order a Drink phase, never in his Action or Drink phase."""
    for phase in ("action", "drink"):
        g = table([SONG_PAYS, PRIEST_FAN], [GERKI_FILLER], phase=phase, drink_me={FLECK: ["Water"]})
        assert g.current_player == FLECK
        assert SONG_PAYS not in playable(g)


def test_song_pays_refused_for_a_cards_payment():
    """cards.md Fleck: it skips only the payment for a new Drink Deck, not the Gold a card takes."""
    g = table([SONG_PAYS, APPRECIATIVE], [TREASURE], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, FLECK, "card", 1) and can(g, "play", APPRECIATIVE)
    assert not can(g, "play", SONG_PAYS)


# ----- Gold ---------------------------------------------------------------------------------------------

def test_appreciative_listeners_works():
    """000 Negate and Ignore Effects: the Inn pays Fleck's Gold loss; the others still pay."""
    g = table([APPRECIATIVE], [TREASURE], [], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, FLECK, "card", 1)
    events = play(g, APPRECIATIVE)
    assert "The Inn pays 1 Gold to Gerki for Fleck." in texts(events)
    assert golds(g) == [10, 12, 9] and g.inn == -1


def test_appreciative_listeners_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: against a card that takes no Gold its condition does not hold."""
    g = table([APPRECIATIVE, BIGGEST_FAN], [SALVE], turn=GERKI, ask_all=True)
    play(g, SALVE, targets=(FLECK,))
    assert APPRECIATIVE not in sometimes_choices(g, FLECK)


def test_town_square_works_for_the_refill():
    """000 Running Out of Drinks: the payment for a new Drink Deck is a Gold loss the Inn may cover."""
    g = table([TOWN_SQUARE, TUNING_FORK], [GERKI_FILLER], phase="order", deck=["Wine"], discard=["Light Ale"])
    assert asked(g, FLECK, "pay", 1)
    play(g, TOWN_SQUARE)
    assert golds(g) == [8, 7] and g.inn == 1


def test_town_square_refused_when_no_gold_is_lost():
    """000 Sometimes and Anytime Cards: a card that takes Gold from someone else does not let Fleck use it."""
    g = table([TOWN_SQUARE, PRIEST_FAN], [GOLD_PIECE, GERKI_FILLER], [DEIRDRE_FILLER], turn=GERKI, ask_all=True)
    play(g, GOLD_PIECE, targets=(DEIRDRE,))
    assert TOWN_SQUARE not in sometimes_choices(g, FLECK)


# ----- Fortitude -----------------------------------------------------------------------------------------

def test_biggest_fan_works():
    """000 Timing Example 3: once another player's card has cost Fleck Fortitude, Fleck may hit that player back."""
    g = table([BIGGEST_FAN], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(FLECK,))
    assert g.players[FLECK].fortitude == 18 and asked(g, FLECK, "loss", 1)
    events = play(g, BIGGEST_FAN)
    assert "Gerki loses 2 Fortitude." in texts(events)
    assert fortitudes(g) == [18, 18]


def test_biggest_fan_refused_when_another_player_lost_the_fortitude():
    """cards.md Fleck: only a card that cost Fleck himself Fortitude may be hit back."""
    g = table([BIGGEST_FAN, PRIEST_FAN], [SALVE, GERKI_FILLER], [DEIRDRE_FILLER], turn=GERKI, ask_all=True)
    play(g, SALVE, targets=(DEIRDRE,))
    for _ in range(20):
        if asked(g, FLECK, "loss", 1):
            break
        pass_(g)
    assert asked(g, FLECK, "loss", 1) and g.players[DEIRDRE].fortitude == 18
    assert BIGGEST_FAN not in playable(g)


def test_priest_fan_works():
    """000 Sometimes and Anytime Cards: an Anytime card in Fleck's Action phase; he gains 2 Fortitude."""
    g = table([PRIEST_FAN, TUNING_FORK], [], stats={FLECK: {"fortitude": 15}})
    play(g, PRIEST_FAN)
    assert g.players[FLECK].fortitude == 17 and g.phase == "action"


def test_priest_fan_refused_between_discard_and_draw():
    """000 1. Discard and Draw: no card may be played after discarding until the draw is done."""
    g = table([PRIEST_FAN, TUNING_FORK, STRINGS], [], phase="discard")
    assert can(g, "play", PRIEST_FAN)
    g.apply(find(g, "discard", TUNING_FORK)[0])
    assert g.current_player == FLECK and can(g, "draw")
    assert not can(g, "play", PRIEST_FAN)


# ----- Actions -------------------------------------------------------------------------------------------

def test_toast_works():
    """cards.md Fleck: everyone, Fleck first, drinks one Drink from the Drink Deck; a Drink Event is skipped."""
    deck = ["Dragon Breath Ale", "Drinking Contest!", "Light Ale", "Wine"] + WATERS
    g = table([TOAST, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER], deck=deck)
    play(g, TOAST)
    assert alcohols(g) == [4, 1, 2] and golds(g) == [10, 10, 10]
    assert "Drinking Contest!" in [g.title(c) for c in g.drink_discard]
    assert all(not p.drink_me for p in g.players)


def test_toast_refused_in_discard_phase():
    """000 On Your Turn, 2. Action: an Action card is played only in its owner's Action phase."""
    g = table([TOAST, PRIEST_FAN], [GERKI_FILLER], phase="discard")
    assert g.current_player == FLECK and can(g, "play", PRIEST_FAN)
    assert not can(g, "play", TOAST)


def test_tuning_fork_works():
    """cards.md Fleck: another player loses 1 Fortitude."""
    g = table([TUNING_FORK, STRINGS], [], [])
    assert {a.targets for a in find(g, "play", TUNING_FORK)} == {(GERKI,), (DEIRDRE,)}
    play(g, TUNING_FORK, targets=(DEIRDRE,))
    assert fortitudes(g) == [20, 20, 19]


def test_tuning_fork_refused_as_a_response():
    """000 2. Action: an Action card is played only in your own Action phase, not in answer to a card."""
    g = table([TUNING_FORK, BIGGEST_FAN], [SALVE], turn=GERKI)
    play(g, SALVE, targets=(FLECK,))
    assert g.current_player == FLECK and can(g, "play", BIGGEST_FAN)
    assert not can(g, "play", TUNING_FORK)


def test_strings_break_works():
    """cards.md Fleck: another player loses 2 Fortitude."""
    g = table([STRINGS, TUNING_FORK], [])
    play(g, STRINGS, targets=(GERKI,))
    assert fortitudes(g) == [20, 18]


def test_strings_break_refused_after_another_action():
    """000 On Your Turn, 2. Action: at most one Action card a turn."""
    g = table([TUNING_FORK, STRINGS, PRIEST_FAN], [])
    play(g, TUNING_FORK, targets=(GERKI,))
    assert g.current_player == FLECK and g.phase == "order"
    assert not can(g, "play", STRINGS)


def test_rowdy_song_works():
    """cards.md Fleck: each other player loses 1 Fortitude, everyone gains 1 Alcohol, Fleck pays the Inn 1 Gold."""
    g = table([ROWDY, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER])
    play(g, ROWDY)
    assert fortitudes(g) == [20, 19, 19]
    assert alcohols(g) == [1, 1, 1]
    assert golds(g) == [9, 10, 10] and g.inn == 1


def test_rowdy_song_refused_in_order_phase():
    """000 On Your Turn, 2. Action: an Action card is not played in the Order a Drink phase."""
    g = table([ROWDY, PRIEST_FAN], [GERKI_FILLER], phase="order")
    assert g.current_player == FLECK and can(g, "play", PRIEST_FAN)
    assert not can(g, "play", ROWDY)


def test_rowdy_song_can_be_ignored_by_one_player():
    """000 Negate and Ignore Effects: Gerki Ignores the card for himself; everyone else still feels it."""
    g = table([ROWDY, TUNING_FORK], [HIDE], [DEIRDRE_FILLER])
    play(g, ROWDY)
    assert asked(g, GERKI, "card", 1)
    play(g, HIDE)
    assert fortitudes(g) == [20, 20, 19] and alcohols(g) == [1, 0, 1]
    assert golds(g) == [9, 10, 10]


def test_something_sad_works():
    """cards.md Fleck: everyone loses 1 Alcohol (never below 0); each other player pays Fleck 1 Gold."""
    g = table([SAD, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER],
              stats={FLECK: {"alcohol": 3}, GERKI: {"alcohol": 5}})
    play(g, SAD)
    assert alcohols(g) == [2, 4, 0]
    assert golds(g) == [12, 9, 9]


def test_something_sad_refused_in_another_players_turn():
    """000 On Your Turn, 2. Action: an Action card is played only in your own turn."""
    g = table([SAD, APPRECIATIVE], [TREASURE], turn=GERKI)
    play(g, TREASURE)
    assert asked(g, FLECK, "card", 1) and can(g, "play", APPRECIATIVE)
    assert not can(g, "play", SAD)


def test_poem_works():
    """cards.md Fleck: each other player pays Fleck 1 Gold."""
    g = table([POEM, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER])
    events = play(g, POEM)
    assert "Gerki pays 1 Gold to Fleck." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_poem_refused_in_drink_phase():
    """000 On Your Turn, 2. Action: an Action card is not played in the Drink phase."""
    g = table([POEM, PRIEST_FAN], [GERKI_FILLER], phase="drink", drink_me={FLECK: ["Water"]})
    assert g.current_player == FLECK
    assert POEM not in playable(g)


def test_heroic_ballad_works():
    """cards.md Fleck: the chosen player pays Fleck 2 Gold."""
    g = table([BALLAD, TUNING_FORK], [GERKI_FILLER], [DEIRDRE_FILLER])
    assert {a.targets for a in find(g, "play", BALLAD)} == {(GERKI,), (DEIRDRE,)}
    events = play(g, BALLAD, targets=(DEIRDRE,))
    assert "Deirdre pays 2 Gold to Fleck." in texts(events)
    assert golds(g) == [12, 10, 8]


def test_heroic_ballad_refused_on_a_round_turn():
    """000 Gambling: on a Round turn only Gambling, Cheating and Anytime cards are played, not an Action."""
    g = table([BALLAD, LUCKY_DAY], [GAMBLE, GAMBLE], turn=GERKI)
    play(g, GAMBLE)
    assert in_round_turn(g, FLECK) and can(g, "play", LUCKY_DAY)
    assert not can(g, "play", BALLAD)


def test_heroic_ballad_works_and_the_inn_may_cover_it():
    """000 Cards That Affect Your ... Gold: a Gold-taking Action card may be answered; Swipe the tip! covers it."""
    g = table([BALLAD, TUNING_FORK], [SWIPE])
    play(g, BALLAD, targets=(GERKI,))
    assert asked(g, GERKI, "card", 1)
    play(g, SWIPE)
    assert golds(g) == [10, 8] and g.inn == -2
