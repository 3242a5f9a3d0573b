"""Rulebook 000 Losing the Game during a Round of Gambling: passing out mid-Round, the last chance, the Round after.

Only a player who ran out of Gold stays in the game until the Round ends (000, Running out of Gold During Gambling).
A player who passes out in the middle of a Round is out as soon as the cards being resolved are done and their last
chance is over; the Round goes on without them, their ante stays in the pot, and if one player is left in the Round
that player wins it (as 000, Forcing a Player to Leave a Round of Gambling, says of a player forced out). Greppa's
Mockery (rulebook 004) is what knocks the player out mid-Round here.
"""

from __future__ import annotations

from innkeeper.testing import Scenario, golds, pass_, pass_until, pass_until_settled, play

DEIRDRE, GREPPA, GERKI, ZOT = 0, 1, 2, 3
GAMBLE = "Gambling? I'm in!"
NOT_THE_GAME = "It's not the game that's stupid, hon"   # Gambling: whoever is winning gets Mocked; take control
TOO_EASY = "Ha! You make this too easy"                 # Anytime: another player gets Mocked
HEAR = "Did you hear what that guy said about you?"     # Mockery: lose 2 Fortitude
HEAL = "My Goddess heals me."                           # Deirdre's Anytime: gain 2 Fortitude
LEAVE = "I'm saving this money for the poor."           # Deirdre's Sometimes: leave the Round instead of anteing


def table(hands: dict[int, list[str]], characters=("deirdre", "greppa", "gerki", "zot")):
    """Deirdre (0) is one Mockery away from passing out (Fortitude 7, Alcohol 5) in her Action phase."""
    s = Scenario(list(characters))
    for seat in range(len(characters)):
        s.hand(seat, hands.get(seat, [])).drink_me(seat, ["Water"])
    s.stats(DEIRDRE, fortitude=7, alcohol=5)
    s.side(GREPPA, deck=[HEAR, HEAR])
    s.drink_deck(["Water"] * 8)
    return s.turn(DEIRDRE, "action").build()


def total(g) -> int:
    """Every Gold piece at the table: Stashes, the pot and the Inn."""
    return sum(golds(g)) + g.pot + g.inn


def test_passing_out_mid_round_is_out_before_the_round_ends():
    """000 Losing the Game: Deirdre passes out in the middle of a Round; once the cards resolve and her last chance
    passes, she is out (her Gold split at once), while the Round goes on with her ante still in the pot."""
    g = table({DEIRDRE: [GAMBLE], GREPPA: [NOT_THE_GAME], GERKI: [GAMBLE], ZOT: [GAMBLE]})
    start = total(g)
    play(g, GAMBLE)
    assert g.pot == 4 and g.current_player == GREPPA
    play(g, NOT_THE_GAME)   # Deirdre is winning, so she gets Mocked: "Did you hear..." costs her 2 Fortitude
    pass_until(g, GERKI)    # she does not Shake it Off, nor save herself at her last chance
    assert g.players[DEIRDRE].out
    assert g.round is not None and g.round.players == [GREPPA, GERKI, ZOT] and g.round.controller == GREPPA
    # her 9 Gold: 5 (half, rounded up) + the remainder 1 to the Inn, 1 to each of the three left
    assert golds(g) == [0, 10, 10, 10] and g.inn == 6 and g.pot == 4
    assert total(g) == start
    pass_(g)
    pass_(g)
    assert g.round is None and golds(g) == [0, 14, 10, 10] and total(g) == start


def test_last_chance_mid_round_saves():
    """000 Losing the Game: after the cards resolve, the player passing out has one last chance to save herself,
    here in the middle of the Round; healed, she stays in the game and in the Round."""
    g = table({DEIRDRE: [GAMBLE, HEAL], GREPPA: [NOT_THE_GAME]})
    play(g, GAMBLE)
    pass_until(g, GREPPA)
    play(g, NOT_THE_GAME)
    for _ in range(10):   # pass the windows on the cards until her last chance
        if g.stack[-2].kind == "last_chance":
            break
        pass_(g)
    assert g.current_player == DEIRDRE and g.stack[-2].kind == "last_chance"
    assert g.players[DEIRDRE].fortitude == 5 and g.round is not None and not g.round.ended
    play(g, HEAL)
    assert not g.players[DEIRDRE].out and DEIRDRE in g.round.players


def test_running_out_of_gold_still_waits_for_the_round():
    """000 Running out of Gold During Gambling (contrast): a player who anted her last Gold stays in until the Round
    ends, and is out only then if she did not win it."""
    g2 = Scenario(["deirdre", "greppa", "gerki", "zot"])
    for seat in range(4):
        g2.hand(seat, [GAMBLE]).drink_me(seat, ["Water"])
    g2.stats(GERKI, gold=1)
    g = g2.drink_deck(["Water"] * 8).turn(DEIRDRE, "action").build()
    play(g, GAMBLE)
    assert g.players[GERKI].gold == 0 and not g.players[GERKI].out and g.round is not None
    for _ in range(3):
        pass_(g)
    assert g.round is None and g.players[GERKI].out and g.players[DEIRDRE].gold == 13


def test_last_player_left_in_the_round_wins_it():
    """000 Losing the Game with Forcing a Player to Leave: the Round's controller passes out, leaving one player in
    the Round (the other left it instead of anteing); that player wins the Round at once and takes the pot."""
    g = table({DEIRDRE: [GAMBLE], GREPPA: [TOO_EASY], GERKI: [LEAVE]}, ("deirdre", "greppa", "deirdre"))
    start = total(g)
    play(g, GAMBLE)
    pass_until(g, GERKI)   # (seat 2, a second Deirdre) answers the ante
    play(g, LEAVE)
    while not (g.current_player == GREPPA and g.stack[-1].kind == "round"):   # to Greppa's turn in the Round
        pass_(g)
    assert g.round.players == [DEIRDRE, GREPPA] and g.round.controller == DEIRDRE and g.pot == 2
    play(g, TOO_EASY, targets=(DEIRDRE,))   # an Anytime card: Deirdre (in control) gets Mocked and passes out
    pass_until_settled(g)
    assert g.round is None and g.pot == 0
    # Deirdre's 9 Gold: 5 to the Inn, 2 to each of the others; Greppa also takes the 2 Gold pot
    assert golds(g) == [0, 9 + 2 + 2, 10 + 2] and g.inn == 5 and total(g) == start


def test_a_pass_made_before_passing_out_no_longer_counts():
    """000 Ending the Round: the Round ends when everyone else has passed. Gerki passed, then passes out while Zot is
    still to decide; Gerki's pass no longer counts, so the Round does not end before Zot has had his turn in it."""
    g = table({DEIRDRE: [GAMBLE], GREPPA: [TOO_EASY, GAMBLE], GERKI: [GAMBLE], ZOT: [GAMBLE, "Tip the Wench."]})
    g.players[GERKI].fortitude = 2
    play(g, GAMBLE)
    pass_until(g, GREPPA)
    while not (g.current_player == ZOT and g.stack[-1].kind == "round"):   # Greppa and Gerki pass in the Round
        pass_(g)
    assert g.round.passes == 2
    play(g, "Tip the Wench.", targets=(DEIRDRE,))   # an Anytime card: Zot does not take control
    pass_until(g, GREPPA)
    play(g, TOO_EASY, targets=(GERKI,))   # Gerki is Mocked: "Did you hear..." leaves him at 0 Fortitude
    pass_until(g, ZOT)
    assert g.players[GERKI].out and g.round is not None and g.round.players == [DEIRDRE, GREPPA, ZOT]
    assert g.stack[-1].kind == "round" and g.round.passes == 1 and g.round.controller == DEIRDRE
    play(g, GAMBLE)
    assert g.round.controller == ZOT
