"""The eight cards every core character deck shares, each shown working and shown refused.

Rules come from rulebook 000 ("Gambling", "Leaving a Round of Gambling", "Negate and Ignore Effects",
"The Wench thinks you should stop playing with the drinks.", "Ordering Additional Drinks") and from
rulebook 001 (its notes on "the Wench thought that was her tip" and on stopping play with the drinks).
Seats: 0 Deirdre, 1 Fiona, 2 Gerki, 3 Zot, each starting with 10 Gold; the Inn starts at 0.
"""

from __future__ import annotations

from innkeeper.testing import Scenario, act, can, find, golds, pass_, pass_until, pass_until_settled, play, playable

SEATS = ["deirdre", "fiona", "gerki", "zot"]
DEIRDRE, FIONA, GERKI, ZOT = range(4)

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING = "Winning Hand!"
TIP_POT = "Oh, I guess the Wench thought that was her tip..."
STOP = "The Wench thinks you should stop playing with the drinks."
IDTS = "I don't think so!"
TIP = "Tip the Wench."
BRING = "Wench, bring some drinks for my friends!"

CHEAT = "I'm winning... Honestly!"
SLEEVE = "What's that up your sleeve?"
POOKY = "Pooky! Stop looking at everyone's cards!"
DUMP = "Dump it on the floor"
SOMETHIN = "A little somethin' extra"
TELEPORT = "Teleport beverage!"
SIT = "Come, my friend, sit and drink with me!"
MEDITATE = "Not now, I'm meditating."
SAVING = "I'm saving this money for the poor."
PRAY = "Sorry, I have to pray now..."
GODDESS_CHEAT = "They might not know you're cheating, but my Goddess does!"
TAKE_POT = "Um... I know you think you won, but..."
AT_AN_INN = "We're at an inn, and you're not drinking. What's wrong with you!?"
DRINK_UP = "Drink up, friend!"
BIKINI = "Hey! No more chain mail bikini jokes!"
LITTLE_GUY = "Hey! Where'd the little guy go?"


def table(hands, turn=0, phase="action", deck=None, seats=SEATS, piles=None):
    """A scenario with exact hands, a plain Drink Deck and the given turn and phase."""
    s = Scenario(list(seats))
    for seat, titles in enumerate(hands):
        s.hand(seat, titles)
    s.drink_deck(deck if deck is not None else ["Water"] * 12)
    for seat, titles in (piles or {}).items():
        s.drink_me(seat, titles)
    s.turn(turn, phase)
    return s


def offered_while_passing(g, card):
    """Pass for everyone until nothing is resolving; the seats that were offered ``card`` meanwhile."""
    seats = []
    for _ in range(200):
        if g.is_over or not g.stack:
            return seats
        if find(g, "play", card):
            seats.append(g.current_player)
        pass_(g)
    raise AssertionError("the stack never emptied")


def offered_while_passing_window(g, card):
    """Pass while a response window is open on top; the seats offered ``card`` meanwhile."""
    seats = []
    for _ in range(200):
        if g.is_over or not g.stack or g.stack[-1].kind != "window":
            return seats
        if can(g, "play", card):
            seats.append(g.current_player)
        pass_(g)
    raise AssertionError("the window never closed")


# ----- "Gambling? I'm in!" ------------------------------------------------------------------------

def test_gambling_starts_a_round_and_everyone_antes_one():
    """000 Gambling: the Action starts a Round; each player antes 1 and the starter is in control."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert golds(g) == [9, 9, 9, 9]
    assert g.pot == 4
    assert g.round.controller == DEIRDRE
    assert g.round.players == [0, 1, 2, 3]
    assert g.current_player == FIONA


def test_gambling_during_a_round_takes_control_without_a_new_ante():
    """000 Gambling Example: played in a live Round it only takes control of it."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, GAMBLE)
    assert g.round.controller == FIONA
    assert g.pot == 4
    assert golds(g) == [9, 9, 9, 9]
    pass_(g)  # Gerki
    pass_(g)  # Zot; Deirdre has nothing left and passes by herself
    assert g.round is None
    assert golds(g) == [9, 13, 9, 9]


def test_gambling_refused_outside_your_action_phase():
    """000 On Your Turn, 2. Action: a Round is started only as your Action."""
    for phase in ("order", "drink"):
        g = table([[GAMBLE, TIP], [], [], []], phase=phase).build()
        assert g.current_player == DEIRDRE
        assert GAMBLE not in playable(g)
        assert TIP in playable(g)


def test_gambling_refused_once_the_action_was_played():
    """000 On Your Turn, 2. Action: one Action a turn, so no second Round after the first one."""
    g = table([[GAMBLE, GAMBLE, TIP], [GAMBLE], [], []]).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE  # asked about her Anytime card in the window on her own card
    pass_(g)
    assert g.current_player == FIONA
    pass_(g)  # everyone else has passed: Deirdre wins
    pass_until_settled(g)  # Deirdre keeps her Anytime card in the window before she takes the pot
    assert golds(g) == [13, 9, 9, 9]
    assert g.round is None
    assert g.phase == "order"
    assert g.current_player == DEIRDRE
    assert GAMBLE not in playable(g)


# ----- "I raise!" ---------------------------------------------------------------------------------

def test_i_raise_takes_control_and_everyone_still_in_antes_one_more():
    """000 Gambling Example: "I raise!" makes every player in the Round ante 1 more and takes control."""
    g = table([[GAMBLE], [RAISE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, RAISE)
    assert g.round.controller == FIONA
    assert g.pot == 8
    assert golds(g) == [8, 8, 8, 8]


def test_i_raise_does_not_make_a_player_who_left_ante():
    """000 Leaving a Round of Gambling: a player who left is not affected by "I raise!"."""
    g = table([[GAMBLE], [RAISE], [GAMBLE], [MEDITATE]]).build()
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, MEDITATE, mode=0)
    assert g.round.players == [0, 1, 2]
    play(g, RAISE)
    assert g.pot == 6
    assert golds(g) == [8, 8, 8, 10]


def test_i_raise_refused_outside_a_round():
    """000 Gambling: Gambling cards are played on your turn in a Round, not as an Action."""
    g = table([[RAISE, TIP], [], [], []]).build()
    assert g.current_player == DEIRDRE
    assert playable(g) == {TIP}


# ----- "Winning Hand!" ----------------------------------------------------------------------------

def test_winning_hand_lets_only_a_cheating_card_follow():
    """000 Winning Hand!: after it only a Cheating card may take control; then any card may again."""
    g = table([[GAMBLE], [WINNING], [GAMBLE, RAISE, WINNING, CHEAT], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, WINNING)
    assert g.round.controller == FIONA
    assert g.current_player == GERKI
    assert playable(g) == {CHEAT}
    play(g, CHEAT)
    assert g.round.controller == GERKI
    assert g.current_player == ZOT
    assert playable(g) == {GAMBLE}
    play(g, GAMBLE)
    assert g.round.controller == ZOT


def test_winning_hand_wins_when_everyone_else_passes():
    """000 Ending the Round: after "Winning Hand!" with no Cheating card held, its player wins."""
    g = table([[GAMBLE], [WINNING], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, WINNING)  # nobody else may play a Gambling card now, so all pass at once
    assert g.round is None
    assert golds(g) == [9, 13, 9, 9]


def test_winning_hand_refused_outside_a_round():
    """000 Gambling: "Winning Hand!" is a Gambling card, not an Action."""
    g = table([[WINNING, TIP], [], [], []]).build()
    assert playable(g) == {TIP}


# ----- "Oh, I guess the Wench thought that was her tip..." ----------------------------------------

def test_tip_pot_ends_the_round_and_the_pot_goes_to_the_inn():
    """001 "the Wench thought that was her tip": it ends a live Round and the pot goes to the Inn."""
    g = table([[GAMBLE], [TIP_POT], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA
    play(g, TIP_POT)
    assert g.round is None
    assert g.pot == 0
    assert g.inn == 4
    assert golds(g) == [9, 9, 9, 9]
    assert (g.phase, g.current_player) == ("order", DEIRDRE)


def test_tip_pot_playable_after_you_left_the_round():
    """001 "the Wench thought that was her tip" (cards.md): a player who left may still end the Round."""
    g = table([[SAVING, TIP_POT], [GAMBLE], [GAMBLE], [POOKY]], turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    play(g, SAVING)
    assert g.round.players == [1, 2, 3]
    assert g.current_player == ZOT
    play(g, POOKY)  # Zot cheats to take control; Deirdre answers it
    assert g.current_player == DEIRDRE
    play(g, TIP_POT)
    assert g.round is None
    assert g.inn == 3
    assert golds(g) == [10, 9, 9, 9]


def test_tip_pot_refused_in_answer_to_gambling_starting_a_round():
    """001 "the Wench thought that was her tip": not to dodge the ante of a Round being started."""
    g = table([[SAVING, TIP_POT], [GAMBLE], [GAMBLE], [GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    assert playable(g) == {SAVING}


def test_tip_pot_refused_in_answer_to_i_raise():
    """001 "the Wench thought that was her tip": not in answer to "I raise!"."""
    g = table([[PRAY, TIP_POT], [GAMBLE], [GAMBLE], [RAISE]], turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    assert playable(g) == {PRAY}
    pass_(g)  # Deirdre antes this time
    assert g.current_player == ZOT
    play(g, RAISE)
    assert g.current_player == DEIRDRE
    assert playable(g) == {PRAY}


def test_tip_pot_refused_while_an_i_raise_is_still_pending():
    """001 "the Wench thought that was her tip": no dodging the ante of a pending "I raise!" by a detour."""
    g = table([[GAMBLE, PRAY], [RAISE], [GAMBLE], [TIP_POT, GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    pass_(g)  # Deirdre antes to start with
    play(g, RAISE)  # Fiona
    assert g.current_player == DEIRDRE
    play(g, PRAY)  # Deirdre leaves instead of anteing again
    assert offered_while_passing_window(g, TIP_POT) == []
    assert g.round.players == [1, 2, 3]
    assert g.pot == 7
    assert golds(g) == [9, 8, 8, 8]


def test_tip_pot_refused_in_answer_to_an_anti_cheat_card_that_ends_the_round():
    """001 "the Wench thought that was her tip": not in answer to a card that would end the Round."""
    g = table([[GAMBLE, GODDESS_CHEAT], [GAMBLE], [CHEAT], [TIP_POT, IDTS]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, CHEAT)
    assert g.current_player == ZOT  # the cheat may be answered with the tip; Zot waits
    assert TIP_POT in playable(g)
    pass_(g)
    assert g.current_player == DEIRDRE
    play(g, GODDESS_CHEAT)
    assert g.current_player == ZOT
    assert playable(g) == {IDTS}
    pass_(g)
    assert g.round is None
    assert g.inn == 0
    assert golds(g) == [13, 9, 9, 9]


def test_tip_pot_refused_while_an_anti_cheat_card_is_still_pending():
    """001 "the Wench thought that was her tip": no cancelling a pending Round-ending card by a detour."""
    g = table([[GAMBLE, GODDESS_CHEAT], [GAMBLE], [CHEAT], [TIP_POT, TIP]]).build()
    play(g, GAMBLE)
    pass_until(g, FIONA)  # Zot keeps both cards; everyone antes
    pass_(g)  # Fiona
    play(g, CHEAT)
    pass_until(g, DEIRDRE)  # Zot lets the cheat stand for now
    play(g, GODDESS_CHEAT)
    assert g.current_player == ZOT
    play(g, TIP, targets=(DEIRDRE,))
    assert offered_while_passing(g, TIP_POT) == []
    assert g.inn == 1
    assert golds(g) == [12, 9, 9, 9]


def test_tip_pot_refused_after_the_last_player_passed():
    """000 Ending the Round: once the last player passed, the tip card may not be played."""
    g = table([[GAMBLE], [GAMBLE], [TAKE_POT, TIP_POT], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    assert g.current_player == GERKI
    assert TIP_POT in playable(g)  # still live: allowed on his turn in the Round
    pass_(g)
    pass_(g)  # Zot, the last to pass: the Round is over
    assert g.round.ended
    assert g.current_player == GERKI
    assert playable(g) == {TAKE_POT}
    pass_(g)
    assert g.inn == 0
    assert golds(g) == [13, 9, 9, 9]


def test_tip_pot_allowed_in_answer_to_forcing_out_the_last_opponent():
    """001 "the Wench thought that was her tip": allowed against a card forcing a player out."""
    g = table([[GAMBLE, TIP_POT], [SLEEVE]], seats=["deirdre", "gerki"]).build()
    play(g, GAMBLE)
    assert golds(g) == [7, 7]
    play(g, SLEEVE, targets=(0,))
    assert g.current_player == 0
    play(g, TIP_POT)
    assert g.round is None
    assert g.inn == 2
    assert golds(g) == [7, 7]


def test_tip_pot_can_be_negated_and_the_round_goes_on():
    """000 Negate and Ignore Effects: a Negated tip card does nothing; the Round and its pot remain."""
    g = table([[GAMBLE, IDTS], [TIP_POT, GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, TIP_POT)
    assert g.current_player == DEIRDRE
    play(g, IDTS)
    assert g.round is not None and not g.round.ended
    assert g.pot == 4
    assert g.inn == 0
    assert g.current_player == FIONA  # still her turn in the Round
    play(g, GAMBLE)
    assert g.round.controller == FIONA


# ----- "The Wench thinks you should stop playing with the drinks." --------------------------------

def test_stop_negates_a_card_that_ignores_a_drink():
    """000 The Wench thinks...: Ignoring a Drink changes it, so the Ignore card may be Negated."""
    g = table([[STOP], [], [DUMP], []], turn=GERKI, phase="drink", piles={GERKI: ["Wine"]}).build()
    assert g.current_player == GERKI
    play(g, DUMP, drink=0)
    assert g.current_player == DEIRDRE
    play(g, STOP)
    assert g.players[GERKI].alcohol == 2


def test_stop_negates_a_card_that_adds_alcohol_to_a_drink():
    """000 The Wench thinks...: raising a Drink's Alcohol changes it."""
    g = table([[], [STOP], [SOMETHIN], []], turn=ZOT, phase="drink", piles={ZOT: ["Light Ale"]}).build()
    assert g.current_player == GERKI
    play(g, SOMETHIN, drink=0)
    pass_until(g, FIONA)
    play(g, STOP)
    assert g.players[ZOT].alcohol == 1


def test_stop_negates_a_card_that_passes_a_drink():
    """000 The Wench thinks...: passing a Drink to another player changes it."""
    g = table([[], [STOP], [], [TELEPORT]], turn=ZOT, phase="drink", piles={ZOT: ["Wine"]}).build()
    play(g, TELEPORT, drink=0, targets=(DEIRDRE,))
    assert g.current_player == FIONA
    play(g, STOP)
    assert g.players[ZOT].alcohol == 2
    assert g.players[DEIRDRE].alcohol == 0


def test_stop_negates_a_card_that_splits_a_drink():
    """000 The Wench thinks...: splitting a Drink changes it."""
    g = table([[STOP], [SIT], [], []], turn=FIONA, phase="drink", piles={FIONA: ["Elven Wine"]}).build()
    play(g, SIT, drink=0, targets=(GERKI,))
    assert g.current_player == DEIRDRE
    play(g, STOP)
    assert g.players[FIONA].alcohol == 3
    assert g.players[GERKI].alcohol == 0


def test_stop_negates_the_drink_use_of_a_two_use_card():
    """000 The Wench thinks...: a two-use card used to Ignore a Drink may be Negated."""
    g = table([[], [], [STOP], [MEDITATE]], turn=ZOT, phase="drink", piles={ZOT: ["Wine"]}).build()
    play(g, MEDITATE, mode=1, drink=0)
    assert g.current_player == GERKI
    play(g, STOP)
    assert g.players[ZOT].alcohol == 2


def test_stop_refused_against_the_leave_the_round_use_of_a_two_use_card():
    """000 The Wench thinks...: leaving a Round changes no Drink, so that use may not be Negated."""
    g = table([[STOP, IDTS], [GAMBLE], [GAMBLE], [MEDITATE, GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    play(g, MEDITATE, mode=0)
    assert g.current_player == DEIRDRE
    assert playable(g) == {IDTS}
    pass_(g)
    assert g.current_player == FIONA  # her turn in the Round, Zot skipped as he left
    assert g.round.players == [0, 1, 2]
    assert g.pot == 3


def test_stop_cannot_negate_another_stop_but_i_dont_think_so_can():
    """000 The Wench thinks...: it may not Negate another copy of itself; "I don't think so!" may."""
    g = table([[STOP, IDTS], [STOP], [SOMETHIN], []], turn=ZOT, phase="drink",
              piles={ZOT: ["Light Ale"]}).build()
    pass_until(g, GERKI)
    play(g, SOMETHIN, drink=0)
    assert g.current_player == DEIRDRE
    assert playable(g) == {STOP, IDTS}  # Deirdre could stop Gerki's card herself; she waits
    pass_(g)
    assert g.current_player == FIONA
    play(g, STOP)
    assert g.current_player == DEIRDRE
    assert playable(g) == {IDTS}
    play(g, IDTS)
    pass_until_settled(g)
    assert g.players[ZOT].alcohol == 3


def test_stop_cannot_negate_a_card_that_orders_drinks():
    """000 The Wench thinks...: not a card that orders you Drinks."""
    g = table([[BRING], [STOP, IDTS], [], []], phase="order").build()
    play(g, BRING)
    assert g.current_player == FIONA
    assert playable(g) == {IDTS}


def test_stop_cannot_negate_a_card_that_makes_someone_drink():
    """000 The Wench thinks...: not a card that forces a player to drink."""
    g = table([[STOP, IDTS], [AT_AN_INN], [], []], turn=GERKI, phase="drink",
              piles={GERKI: ["Light Ale", "Wine"]}).build()
    assert g.current_player == FIONA
    play(g, AT_AN_INN)
    pass_until(g, DEIRDRE)
    assert playable(g) == {IDTS}
    pass_until_settled(g)
    assert g.players[GERKI].alcohol == 3


def test_stop_cannot_negate_an_action_card():
    """000 The Wench thinks... (cards.md): it Negates a Sometimes card only, not an Action."""
    g = table([[STOP, TIP], [DRINK_UP], [], []], turn=FIONA, piles={GERKI: ["Wine"]}).build()
    play(g, DRINK_UP, targets=(GERKI,))
    assert offered_while_passing(g, STOP) == []
    assert g.players[GERKI].alcohol == 2


# ----- "I don't think so!" ------------------------------------------------------------------------

def test_i_dont_think_so_negates_a_sometimes_card():
    """000 Negate and Ignore Effects: a Negated card has no effect at all."""
    g = table([[IDTS], [], [DUMP], []], turn=GERKI, phase="drink", piles={GERKI: ["Wine"]}).build()
    play(g, DUMP, drink=0)
    assert g.current_player == DEIRDRE
    play(g, IDTS)
    assert g.players[GERKI].alcohol == 2
    assert g.title(g.players[GERKI].discard[-1]) == DUMP


def test_i_dont_think_so_negates_a_skip_ante_card():
    """000 Leaving a Round of Gambling: a Negated skip-ante card leaves the player in, anteing."""
    g = table([[], [], [GAMBLE, IDTS], [MEDITATE, GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == ZOT
    play(g, MEDITATE, mode=0)
    assert g.current_player == GERKI
    play(g, IDTS)
    assert g.round.players == [0, 1, 2, 3]
    assert g.pot == 4
    assert golds(g) == [9, 9, 9, 9]


def test_i_dont_think_so_answered_only_by_another_i_dont_think_so():
    """cards.md I don't think so!: only another copy may answer it, so it Negates the first."""
    g = table([[IDTS], [], [DUMP], [IDTS, STOP]], turn=GERKI, phase="drink", piles={GERKI: ["Wine"]}).build()
    play(g, DUMP, drink=0)
    assert g.current_player == ZOT
    assert playable(g) == {IDTS, STOP}
    pass_(g)
    play(g, IDTS)  # Deirdre
    assert g.current_player == ZOT
    assert playable(g) == {IDTS}
    play(g, IDTS)
    pass_until_settled(g)
    assert g.players[GERKI].alcohol == 0


def test_i_dont_think_so_refused_against_an_action_card():
    """000 Sometimes and Anytime Cards: it Negates Sometimes cards, not an Action."""
    g = table([[IDTS, TIP], [BIKINI], [], []], turn=FIONA).build()
    play(g, BIKINI, targets=(DEIRDRE,))
    assert offered_while_passing(g, IDTS) == []
    assert g.players[DEIRDRE].fortitude == 18


def test_i_dont_think_so_refused_against_anytime_and_gambling_cards():
    """000 Sometimes and Anytime Cards: it Negates Sometimes cards, not Anytime or Gambling ones."""
    g = table([[GAMBLE, IDTS], [RAISE, TIP], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA  # her Anytime card, in the window on the Round starting
    play(g, TIP, targets=(GERKI,))
    assert offered_while_passing_window(g, IDTS) == []
    assert golds(g) == [9, 9, 8, 9]
    play(g, RAISE)
    assert offered_while_passing_window(g, IDTS) == []
    assert g.pot == 8


# ----- "Tip the Wench." ---------------------------------------------------------------------------

def test_tip_the_wench_makes_the_chosen_player_pay_the_inn():
    """cards.md Tip the Wench.: the chosen player pays 1 Gold to the Inn; it is not your Action."""
    g = table([[TIP, GAMBLE], [], [], []]).build()
    play(g, TIP, targets=(GERKI,))
    assert golds(g) == [10, 10, 9, 10]
    assert g.inn == 1
    assert (g.phase, g.current_player) == ("action", DEIRDRE)
    assert GAMBLE in playable(g)


def test_tip_the_wench_is_played_in_anyone_s_window():
    """000 Sometimes and Anytime Cards: an Anytime card may interrupt another player's card."""
    g = table([[], [BIKINI], [TIP], []], turn=FIONA).build()
    play(g, BIKINI, targets=(DEIRDRE,))
    assert g.current_player == GERKI
    play(g, TIP, targets=(ZOT,))
    assert golds(g) == [10, 10, 10, 9]
    assert g.inn == 1
    assert g.players[DEIRDRE].fortitude == 18


def test_tip_the_wench_cannot_target_yourself():
    """cards.md Tip the Wench.: it names another player."""
    g = table([[TIP], [], [], []]).build()
    assert sorted(a.targets for a in find(g, "play", TIP)) == [(1,), (2,), (3,)]


def test_tip_the_wench_refused_between_discarding_and_drawing():
    """000 1. Discard and Draw: no card may be played until you have drawn."""
    g = table([[TIP, "Water into Wine"], [], [], []], phase="discard").build()
    assert can(g, "play", TIP)
    act(g, "discard", "Water into Wine")
    assert g.current_player == DEIRDRE
    assert not can(g, "play", TIP)
    assert can(g, "draw")


def test_tip_the_wench_can_be_ignored_as_a_card_affecting_your_gold():
    """000 Cards That Affect Your Gold, Example 1: a Gold-Ignore card answers "Tip the Wench."."""
    g = table([[TIP], [], [LITTLE_GUY], []]).build()
    play(g, TIP, targets=(GERKI,))
    assert g.current_player == GERKI
    play(g, LITTLE_GUY, mode=0)
    assert golds(g) == [10, 10, 10, 10]
    assert g.inn == 0


# ----- "Wench, bring some drinks for my friends!" -------------------------------------------------

def test_bring_drinks_pays_one_and_orders_two_extra_drinks():
    """000 Ordering Additional Drinks: pay 1 Gold to the Inn, put 2 more Drinks on others' piles."""
    deck = ["Wine", "Light Ale", "Dark Ale"] + ["Water"] * 6
    g = table([[BRING], [], [], []], phase="order", deck=deck).build()
    play(g, BRING)
    assert golds(g) == [9, 10, 10, 10]
    assert g.inn == 1
    assert g.current_player == DEIRDRE
    assert sorted(a.targets for a in find(g, "order")) == [(1,), (2,), (3,)]
    act(g, "order", targets=(FIONA,))
    act(g, "order", targets=(FIONA,))
    act(g, "order", targets=(ZOT,))  # the ordinary Drink of the phase
    assert [g.title(c) for c in g.players[FIONA].drink_me] == ["Wine", "Light Ale"]
    assert [g.title(c) for c in g.players[ZOT].drink_me] == ["Dark Ale"]
    assert len(g.drink_deck) == 6


def test_bring_drinks_refused_outside_your_order_phase():
    """cards.md Wench, bring some drinks...: only in your own Order a Drink phase."""
    for phase in ("action", "drink"):
        g = table([[BRING, TIP], [], [], []], phase=phase).build()
        assert g.current_player == DEIRDRE
        assert playable(g) == {TIP}


def test_bring_drinks_refused_in_another_player_s_order_phase_and_negated():
    """cards.md Wench, bring some drinks...: not in another's phase; "I don't think so!" stops it."""
    g = table([[BRING], [BRING, IDTS], [], []], phase="order").build()
    play(g, BRING)
    assert g.current_player == FIONA
    assert playable(g) == {IDTS}
    play(g, IDTS)
    assert golds(g) == [10, 10, 10, 10]
    assert g.inn == 0
    assert all(not p.drink_me for p in g.players)
    assert g.current_player == DEIRDRE


def test_bring_drinks_refused_during_a_round_of_gambling():
    """000 Gambling: the Round suspends normal play, so no Order a Drink card during it."""
    g = table([[GAMBLE, BRING, RAISE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, GAMBLE)  # Fiona takes control
    pass_(g)
    pass_(g)
    assert g.current_player == DEIRDRE
    assert playable(g) == {RAISE}
