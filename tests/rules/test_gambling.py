"""The rules of a Round of Gambling, section by section of rulebook 000 ("Gambling" and its parts).

Seats: 0 Deirdre, 1 Fiona, 2 Gerki, 3 Zot, each starting with 10 Gold; the Inn starts at 0. Gerki and
Zot hold the Cheating cards and "What's that up your sleeve?"; Deirdre and Fiona hold the cards that
skip an ante and the anti-cheat cards.
"""

from __future__ import annotations

import pytest

from innkeeper.testing import Scenario, can, in_quiet, pass_, pass_until_settled, play, playable

SEATS = ["deirdre", "fiona", "gerki", "zot"]
DEIRDRE, FIONA, GERKI, ZOT = range(4)

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING = "Winning Hand!"
TIP_POT = "Oh, I guess the Wench thought that was her tip..."
TIP = "Tip the Wench."

OOPS = "Oops... I dropped my cards..."
HONESTLY = "I'm winning... Honestly!"
SLEEVE = "What's that up your sleeve?"
POOKY = "Pooky! Stop looking at everyone's cards!"
SAVING = "I'm saving this money for the poor."
PRAY = "Sorry, I have to pray now..."
RELIGION = "Not now! These men are interested in my religion."
ARRANGING = "Go away! I'm arranging my weapons by size."
POLISHING = "Go away! I'm polishing my arsenal."
MEDITATE = "Not now, I'm meditating."
BARMAID = "Oh, Barmaid! I think Pooky had an accident!"
FIONA_CHEAT = "I do believe that you're cheating. At this point, you have two options..."
GODDESS_CHEAT = "They might not know you're cheating, but my Goddess does!"
PRIESTESS = "I'm not that kind of priestess!"
IDTS = "I don't think so!"
GRAB = "Grab a coin while no one's lookin'!"
TRANSMUTE = "Transmute peanuts to gold"


def table(hands, turn=DEIRDRE, seats=SEATS, gold=None):
    """A scenario with exact hands, a plain Drink Deck, the given player in their Action phase."""
    s = Scenario(list(seats))
    for seat, titles in enumerate(hands):
        s.hand(seat, titles)
    for seat, amount in (gold or {}).items():
        s.stats(seat, gold=amount)
    s.drink_deck(["Water"] * 12)
    s.turn(turn, "action")
    return s


def golds(g):
    """Every seat's Gold."""
    return [p.gold for p in g.players]


def total(g):
    """All the Gold at the table: the Stashes, the pot and the Inn."""
    return sum(golds(g)) + g.pot + g.inn


# ----- starting a Round ---------------------------------------------------------------------------

def test_every_player_antes_one_gold_into_the_pot():
    """000 Gambling: when a Round starts each player antes 1 Gold into a pot apart from the Inn."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert golds(g) == [9, 9, 9, 9]
    assert g.pot == 4
    assert g.inn == 0


def test_two_player_round_antes_from_eight_gold():
    """000 Getting Started and Gambling: two players start with 8 Gold and each antes 1."""
    g = table([[GAMBLE], [GAMBLE]], seats=["gerki", "zot"]).build()
    play(g, GAMBLE)
    assert golds(g) == [7, 7]
    assert g.pot == 2


def test_the_starter_is_in_control_and_wins_if_everyone_passes():
    """000 Gambling and Ending the Round: the starter is winning; if all others pass, they win."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.round.controller == DEIRDRE
    assert g.round.starter == DEIRDRE
    pass_(g)
    pass_(g)
    pass_(g)
    assert g.round is None
    assert g.pot == 0
    assert golds(g) == [13, 9, 9, 9]


def test_turns_go_clockwise_from_the_starter():
    """000 Gambling: play goes clockwise (to the left) around the table from the starter."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    asked = []
    for _ in range(10):
        if g.round is None or g.round.ended:
            break
        asked.append(g.current_player)
        pass_(g)
    assert asked == [ZOT, DEIRDRE, FIONA]
    assert golds(g) == [9, 9, 13, 9]


def test_a_player_may_pass_and_still_play_later_in_the_round():
    """000 Gambling, Pass: passing keeps you in; you may play a Gambling card later that Round."""
    g = table([[GAMBLE], [RAISE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA
    assert can(g, "play", RAISE)
    pass_(g)
    play(g, GAMBLE)  # Gerki takes control
    pass_(g)  # Zot; Deirdre has no card left and passes by herself
    assert g.current_player == FIONA
    assert g.round.players == [0, 1, 2, 3]
    play(g, RAISE)
    assert g.round.controller == FIONA
    assert g.pot == 8
    assert golds(g) == [8, 8, 8, 8]


def test_taking_control_resets_the_passes_so_all_others_must_pass_in_a_row():
    """000 Ending the Round: the player in control wins once every other player has passed after it."""
    g = table([[GAMBLE, RAISE], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, GAMBLE)  # Gerki takes control
    pass_(g)  # Zot
    pass_(g)  # Deirdre
    assert not g.round.ended  # Fiona's pass came before Gerki took control
    assert g.current_player == FIONA
    pass_(g)
    assert g.round is None
    assert golds(g) == [9, 9, 13, 9]


def test_the_rulebook_gambling_example():
    """000 Gambling Example: one player leaves, a raise, Winning Hand!, a Cheating card; 6 Gold won."""
    # Fiona plays Warthorn's part, Deirdre the Wench's, Gerki Molly's and Zot Jasper's.
    g = table([[SAVING], [GAMBLE, WINNING, GAMBLE], [OOPS, GAMBLE], [RAISE, GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    play(g, SAVING)
    assert g.round.players == [1, 2, 3]
    assert g.pot == 3
    assert golds(g) == [10, 9, 9, 9]
    assert g.round.controller == FIONA
    assert g.current_player == GERKI
    pass_(g)
    play(g, RAISE)
    assert g.pot == 6
    assert golds(g) == [10, 8, 8, 8]
    assert g.round.controller == ZOT
    play(g, WINNING)
    assert g.round.controller == FIONA
    assert playable(g) == {OOPS}
    play(g, OOPS)
    assert g.round.controller == GERKI
    pass_(g)  # Zot
    play(g, GAMBLE)  # Fiona takes control back
    assert g.round.controller == FIONA
    pass_(g)  # Gerki
    pass_(g)  # Zot
    assert g.round is None
    assert golds(g) == [10, 14, 8, 8]
    assert g.pot == 0


def test_no_card_affecting_the_round_after_the_last_pass():
    """000 Ending the Round: once the last player passed, a card acting on the Round is not allowed."""
    g = table([[GAMBLE], [GAMBLE], [GRAB, TIP], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert pass_until_settled_window(g) == [GERKI]  # no coin to grab before the Round exists
    pass_(g)  # Fiona
    assert g.current_player == GERKI
    assert playable(g) == {GRAB, TIP}  # the Round is still live on his turn
    pass_(g)
    pass_(g)  # Zot is the last to pass
    assert g.round.ended
    assert g.current_player == GERKI
    assert playable(g) == {TIP}
    pass_(g)
    assert golds(g) == [13, 9, 9, 9]


# ----- leaving a Round ----------------------------------------------------------------------------

@pytest.mark.parametrize("seat, card, mode", [
    (DEIRDRE, SAVING, 0),
    (DEIRDRE, PRAY, 0),
    (DEIRDRE, RELIGION, 0),
    (FIONA, ARRANGING, 0),
    (FIONA, POLISHING, 0),
    (ZOT, MEDITATE, 0),
])
def test_a_skip_ante_card_answers_the_start_and_leaves_the_round(seat, card, mode):
    """000 Leaving a Round of Gambling: a card in answer to the start skips the ante and leaves."""
    hands = [[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]]
    hands[seat] = [card]
    g = table(hands, turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == seat
    play(g, card, mode=mode)
    assert seat not in g.round.players
    assert g.pot == 3
    assert g.players[seat].gold == 10
    assert sorted(golds(g)) == [9, 9, 9, 10]


def test_a_skip_ante_card_that_costs_gold_pays_the_inn():
    """cards.md Oh, Barmaid!: leaving this way skips the ante but pays 1 Gold to the Inn."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [BARMAID]], turn=GERKI).build()
    play(g, GAMBLE)
    play(g, BARMAID, mode=0)
    assert g.round.players == [0, 1, 2]
    assert g.pot == 3
    assert g.inn == 1
    assert golds(g) == [9, 9, 9, 9]


def test_the_leavers_earlier_ante_stays_in_the_pot():
    """000 Leaving a Round of Gambling: Gold a leaver already anted stays in the pot."""
    g = table([[GAMBLE], [ARRANGING, GAMBLE], [GAMBLE, GAMBLE], [RAISE, GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA
    pass_(g)  # Fiona antes this time
    assert g.pot == 4
    assert g.current_player == ZOT
    play(g, RAISE)
    assert g.current_player == FIONA
    play(g, ARRANGING)
    assert g.round.players == [0, 2, 3]
    assert g.pot == 7
    assert golds(g) == [8, 9, 8, 8]
    pass_(g)  # Deirdre
    pass_(g)  # Gerki
    assert g.round is None
    assert golds(g) == [8, 9, 8, 15]


def test_a_leaver_is_skipped_and_cannot_play_gambling_or_cheating_cards():
    """000 Leaving a Round of Gambling: a player who left plays no Gambling or Cheating card."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [MEDITATE, RAISE, POOKY, TIP]]).build()
    play(g, GAMBLE)
    assert g.current_player == ZOT
    pass_(g)  # first asked about his Anytime card
    assert g.current_player == ZOT
    play(g, MEDITATE, mode=0)
    pass_until_settled_window(g)  # Zot keeps "Tip the Wench." through the windows
    assert g.round.players == [0, 1, 2]
    assert g.current_player == ZOT and in_quiet(g)   # outside the Round, he may play his Anytime card before each turn
    pass_(g)
    assert g.current_player == FIONA
    play(g, GAMBLE)  # Fiona takes control; Zot is asked only about his Anytime card
    assert g.current_player == ZOT
    assert playable(g) == {TIP}
    pass_(g)
    assert g.current_player == ZOT and in_quiet(g)
    pass_(g)
    assert g.current_player == GERKI
    pass_(g)  # Deirdre has no card left and passes by herself: Fiona is about to win
    assert g.current_player == ZOT and in_quiet(g)
    pass_(g)
    assert ZOT not in g.round.players and g.round.ended
    pass_until_settled(g)  # Zot keeps "Tip the Wench." once more
    assert g.round is None
    assert golds(g) == [9, 12, 9, 10]


def test_a_leaver_may_still_play_an_anytime_card():
    """000 Leaving a Round of Gambling: a player who left may still play Anytime cards."""
    g = table([[GAMBLE], [POLISHING, TIP], [RAISE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert pass_until_settled_window(g) == [FIONA, FIONA]  # Fiona keeps both cards and antes
    assert g.current_player == FIONA
    pass_(g)  # her turn in the Round
    play(g, RAISE)  # Gerki
    assert g.current_player == FIONA
    pass_(g)  # no Anytime card yet
    assert g.current_player == FIONA
    play(g, POLISHING)
    assert g.current_player == FIONA  # the window on her own card: she is not out yet
    pass_(g)
    assert g.round.players == [0, 2, 3]
    assert g.current_player == FIONA  # the window on the raise again, now as a leaver
    play(g, TIP, targets=(GERKI,))
    pass_until_settled_window(g)
    assert g.inn == 1
    assert g.pot == 7
    assert golds(g) == [8, 9, 7, 8]


def test_a_leaver_cannot_answer_a_cheat_with_an_anti_cheat_card():
    """cards.md anti-cheat cards: they answer cheating only while you are still in the Round."""
    g = table([[GAMBLE], [ARRANGING, FIONA_CHEAT], [HONESTLY], [GAMBLE]]).build()
    play(g, GAMBLE)
    play(g, ARRANGING)
    assert g.round.players == [0, 2, 3]
    assert g.current_player == GERKI
    play(g, HONESTLY)
    assert g.round.controller == GERKI
    assert g.current_player == ZOT  # Fiona was not asked about the cheat
    pass_(g)
    assert g.round is None
    assert golds(g) == [9, 10, 12, 9]


def test_a_skip_ante_card_refused_when_nothing_makes_you_ante():
    """000 Leaving a Round of Gambling: a skip-ante card answers an ante; taking control asks for none."""
    g = table([[SAVING, PRAY, TIP], [GAMBLE], [GAMBLE], [GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    assert pass_until_settled_window(g) == [DEIRDRE, DEIRDRE]  # Deirdre antes this time
    assert g.current_player == GERKI
    play(g, GAMBLE)  # take control: nobody antes
    assert g.current_player == DEIRDRE
    assert playable(g) == {TIP}
    pass_(g)
    assert g.round.players == [0, 1, 2, 3]
    assert g.pot == 4


def test_the_starter_leaving_at_once_leaves_the_round_without_a_winner():
    """000 Leaving a Round of Gambling: the starter who leaves at once leaves nobody in control."""
    g = table([[GAMBLE], [GAMBLE, POLISHING], [GAMBLE], [GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA
    play(g, POLISHING)
    assert g.round.players == [0, 2, 3]
    assert g.round.controller == -1
    assert g.pot == 3
    assert golds(g) == [9, 10, 9, 9]
    assert g.current_player == GERKI


def test_the_starter_leaving_and_nobody_taking_control_sends_the_pot_to_the_inn():
    """000 Leaving a Round of Gambling: if the Round ends before anyone takes control, the Inn gets it."""
    g = table([[GAMBLE], [GAMBLE, POLISHING], [GAMBLE], [GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    play(g, POLISHING)
    assert pass_until_settled(g) == [GERKI, ZOT, DEIRDRE]
    assert g.round is None
    assert g.pot == 0
    assert g.inn == 3
    assert golds(g) == [9, 10, 9, 9]
    assert (g.turn, g.phase) == (FIONA, "order")


def test_the_starter_leaving_then_another_taking_control_wins_the_pot():
    """000 Leaving a Round of Gambling: the Round goes on normally; whoever takes control can win."""
    g = table([[GAMBLE], [GAMBLE, POLISHING], [GAMBLE], [GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    play(g, POLISHING)
    pass_(g)  # Gerki
    play(g, GAMBLE)  # Zot takes control
    pass_(g)  # Deirdre
    pass_(g)  # Gerki
    assert g.round is None
    assert g.inn == 0
    assert golds(g) == [9, 10, 9, 12]


def test_a_raiser_leaving_at_once_leaves_the_round_without_a_winner():
    """000 Leaving a Round of Gambling: whoever demands an ante and leaves at once leaves no winner."""
    g = table([[GAMBLE], [RAISE, ARRANGING], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    assert g.current_player == FIONA
    pass_(g)  # Fiona antes to start with
    play(g, RAISE)
    assert g.current_player == FIONA
    play(g, ARRANGING)
    assert g.round.players == [0, 2, 3]
    assert g.pot == 7
    assert g.round.controller == -1
    assert pass_until_settled(g) == [GERKI, ZOT]  # Deirdre has no card left and passes by herself
    assert g.inn == 7
    assert golds(g) == [8, 9, 8, 8]


# ----- forcing a player out -----------------------------------------------------------------------

def test_forcing_out_the_last_opponent_makes_the_remaining_player_win():
    """000 Forcing a Player to Leave: if one player is left in the Round, that player wins."""
    g = table([[GAMBLE], [ARRANGING], [SLEEVE], [MEDITATE]]).build()
    play(g, GAMBLE)
    play(g, ARRANGING)  # Fiona
    play(g, MEDITATE, mode=0)  # Zot
    assert g.round.players == [0, 2]
    assert g.pot == 2
    assert g.current_player == GERKI
    play(g, SLEEVE, targets=(DEIRDRE,))
    assert g.round is None
    assert golds(g) == [9, 10, 11, 10]


def test_forcing_out_one_of_several_keeps_the_round_going():
    """000 Forcing a Player to Leave: with two or more players left the Round goes on."""
    g = table([[GAMBLE], [GAMBLE], [SLEEVE], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, SLEEVE, targets=(ZOT,))
    assert g.round.players == [0, 1, 2]
    assert g.round.controller == GERKI
    assert g.pot == 4
    assert g.current_player == FIONA  # Zot is skipped; Deirdre has no card and passes by herself
    pass_(g)
    assert g.round is None
    assert golds(g) == [9, 9, 13, 9]


def test_the_player_forced_out_may_answer_with_an_anti_cheat_card():
    """000 Forcing a Player to Leave: the player forced out may answer, e.g. with an anti-cheat card."""
    g = table([[GAMBLE], [FIONA_CHEAT, GAMBLE], [SLEEVE], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, SLEEVE, targets=(FIONA,))
    assert g.current_player == FIONA
    play(g, FIONA_CHEAT)
    assert g.round is None
    assert golds(g) == [9, 13, 9, 9]


def test_an_anti_cheat_card_can_itself_be_negated_and_the_cheat_stands():
    """000 Negate and Ignore Effects: the cheater may Negate the anti-cheat card; the cheat resolves."""
    g = table([[GAMBLE], [FIONA_CHEAT, GAMBLE], [SLEEVE, IDTS], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, SLEEVE, targets=(FIONA,))
    play(g, FIONA_CHEAT)
    assert g.current_player == GERKI
    play(g, IDTS)
    assert g.round.players == [0, 2, 3]
    assert g.round.controller == GERKI
    assert g.current_player == ZOT
    pass_(g)
    assert g.round is None
    assert golds(g) == [9, 9, 13, 9]


# ----- Gold running out ---------------------------------------------------------------------------

def test_a_player_out_of_gold_stays_in_until_the_round_ends_then_is_out():
    """000 Running out of Gold During Gambling: you stay until the Round ends; lose it and you are out."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    assert g.players[ZOT].gold == 0
    assert not g.players[ZOT].out
    pass_(g)  # Fiona
    pass_(g)  # Gerki
    assert g.current_player == ZOT
    assert ZOT in g.round.players
    pass_(g)
    assert g.round is None
    assert g.players[ZOT].out
    assert golds(g) == [13, 9, 9, 0]


def test_a_player_out_of_gold_who_wins_the_round_stays_in():
    """000 Running out of Gold During Gambling: winning the Round keeps you in the game."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    pass_(g)
    pass_(g)
    play(g, GAMBLE)  # Zot, with no Gold left, takes control
    pass_(g)  # Fiona
    pass_(g)  # Gerki
    assert g.round is None
    assert not g.players[ZOT].out
    assert golds(g) == [9, 9, 9, 4]


def test_a_player_out_of_gold_forced_out_stays_until_the_round_ends():
    """000 Running out of Gold During Gambling: even when forced out you stay until the Round ends."""
    g = table([[GAMBLE], [GAMBLE], [SLEEVE], [GAMBLE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    play(g, SLEEVE, targets=(ZOT,))
    assert ZOT not in g.round.players
    assert not g.players[ZOT].out
    pass_(g)  # Fiona
    assert g.round is None
    assert g.players[ZOT].out
    assert golds(g) == [9, 9, 13, 0]


def test_a_player_out_of_gold_antes_nothing_more_on_a_raise():
    """000 Running out of Gold During Gambling: effects that make you ante take nothing from you."""
    g = table([[GAMBLE], [RAISE], [GAMBLE], [GAMBLE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    play(g, RAISE)
    assert g.round.players == [0, 1, 2, 3]
    assert g.pot == 7
    assert golds(g) == [8, 8, 8, 0]


def test_if_the_raiser_cannot_ante_nobody_antes():
    """000 Running out of Gold During Gambling: if the player demanding an ante cannot pay, nobody antes."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [RAISE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    pass_(g)  # Fiona
    pass_(g)  # Gerki
    assert golds(g) == [9, 9, 9, 0]
    play(g, RAISE)
    assert g.round.controller == ZOT
    assert g.pot == 4
    assert golds(g) == [9, 9, 9, 0]


def test_a_raiser_without_gold_whose_ante_the_inn_covers_makes_everyone_ante():
    """000 Running out of Gold During Gambling: nobody antes only if the raiser truly cannot pay."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [RAISE, TRANSMUTE]], gold={ZOT: 1}).build()
    play(g, GAMBLE)
    assert g.current_player == ZOT
    pass_(g)  # Zot antes his last Gold himself
    pass_(g)  # Fiona
    pass_(g)  # Gerki
    assert golds(g) == [9, 9, 9, 0]
    play(g, RAISE)
    assert g.current_player == ZOT
    play(g, TRANSMUTE)
    assert g.pot == 8
    assert g.inn == -1
    assert golds(g) == [8, 8, 8, 0]
    assert total(g) == 31  # 10 + 10 + 10 + 1 at the start


# ----- after the Round ----------------------------------------------------------------------------

def test_after_the_round_the_starter_goes_on_to_order_a_drink():
    """000 Ending the Round: when it is over, the starter moves on to their Order a Drink phase."""
    g = table([[GAMBLE, PRIESTESS], [GAMBLE], [GAMBLE], [GAMBLE]], turn=FIONA).build()
    play(g, GAMBLE)
    pass_(g)  # Gerki
    pass_(g)  # Zot
    pass_(g)  # Deirdre
    assert g.round is None
    assert (g.turn, g.phase, g.current_player) == (FIONA, "order", FIONA)
    assert sorted(a.targets for a in g.legal_actions() if a.kind == "order") == [(0,), (2,), (3,)]
    assert golds(g) == [9, 13, 9, 9]


def test_after_a_round_won_by_another_the_starter_still_orders_and_plays_no_second_action():
    """000 Ending the Round: whoever wins, play resumes with the starter's Order a Drink phase."""
    g = table([[GAMBLE, PRIESTESS, TIP], [GAMBLE], [GAMBLE], [GAMBLE]]).build()
    play(g, GAMBLE)
    pass_(g)  # Deirdre keeps her Anytime card in the window on her own card
    play(g, GAMBLE)  # Fiona takes control
    pass_(g)  # Gerki
    pass_(g)  # Zot
    pass_(g)  # Deirdre, on her turn in the Round
    pass_until_settled(g)
    assert g.round is None
    assert golds(g) == [9, 13, 9, 9]
    assert (g.turn, g.phase, g.current_player) == (DEIRDRE, "order", DEIRDRE)
    assert playable(g) == {TIP}


def test_after_the_round_the_next_turn_is_the_starter_s_left_neighbour():
    """000 Ending Your Turn: the Round does not change turn order; the starter's left goes next."""
    g = table([[GAMBLE], [GAMBLE], [GAMBLE], [GAMBLE]], turn=GERKI).build()
    play(g, GAMBLE)
    play(g, GAMBLE)  # Zot takes control
    pass_(g)  # Deirdre
    pass_(g)  # Fiona
    assert golds(g) == [9, 9, 9, 13]
    assert (g.turn, g.phase, g.current_player) == (GERKI, "order", GERKI)
    g.apply(next(a for a in g.legal_actions() if a.kind == "order" and a.targets == (FIONA,)))
    assert [g.title(c) for c in g.players[FIONA].drink_me] == ["Water"]
    assert g.players[GERKI].alcohol == 0  # Gerki had nothing to drink
    assert g.turn == ZOT


def test_gold_is_conserved_through_a_round():
    """000 Gambling and Other Rules: antes, leaving, a raise, a tip and the pot only move Gold around."""
    g = table([[GAMBLE, TIP], [ARRANGING, GAMBLE], [RAISE, HONESTLY], [BARMAID, POOKY]]).build()
    plan = [
        (DEIRDRE, GAMBLE, {}),
        (ZOT, BARMAID, {"mode": 0}),  # leaves the Round at once and pays the Inn 1
        (GERKI, RAISE, {}),
        (FIONA, ARRANGING, {}),  # leaves in answer to the raise
        (DEIRDRE, TIP, {"targets": (GERKI,)}),
    ]
    seen = [total(g)]
    for _ in range(200):
        if g.is_over or (not plan and not g.stack):
            break
        if plan and g.current_player == plan[0][0] and can(g, "play", plan[0][1]):
            seat, card, fields = plan.pop(0)
            play(g, card, **fields)
        else:
            pass_(g)
        seen.append(total(g))
    assert plan == []
    assert g.round is None
    assert set(seen) == {40}
    assert g.inn == 2
    assert g.pot == 0
    assert golds(g) == [8, 9, 12, 9]


# ----- helpers ------------------------------------------------------------------------------------

def pass_until_settled_window(g):
    """Pass for everyone while a response window is open on top; the seats asked meanwhile."""
    asked = []
    for _ in range(200):
        if g.is_over or not g.stack or g.stack[-1].kind != "window":
            return asked
        asked.append(g.current_player)
        pass_(g)
    raise AssertionError("the window never closed")
