"""The Prize variant, sentence by sentence of rulebook 000 (Variants > The Prize Variant).

Seats: 0 Deirdre, 1 Fiona, 2 Gerki, 3 Eve (10 Gold each); a plain Drink Deck; Deirdre in her Action phase
unless said otherwise. Each test lays out the Prizes it needs with ``Scenario.prizes``.
"""

from __future__ import annotations

import pytest

import innkeeper
from innkeeper.engine import gambling, prizes
from innkeeper.testing import Scenario, act, can, find, golds, pass_, pass_until, play, settle, texts

SEATS = ["deirdre", "fiona", "gerki", "eve"]
DEIRDRE, FIONA, GERKI, EVE = range(4)

GAMBLE = "Gambling? I'm in!"
TIP_POT = "Oh, I guess the Wench thought that was her tip..."
UM = "Um... I know you think you won, but..."
GRAB = "Grab a coin while no one's lookin'!"
SLEIGHT = "Sleight of hand..."
TIP = "Tip the Wench."

TOWEL = "Absorbent Towel"
STEW = "Bowl of Hearty Stew"
WATER = "Pitcher of Cold Water"
DICE = "Loaded Dice"


def table(hands, turn=DEIRDRE, seats=SEATS, **layout):
    """A Prize-variant scenario with exact hands and Prizes, the given player in their Action phase (everyone
    holds a "Gambling? I'm in!" too, so nobody passes a Round without being asked)."""
    s = Scenario(list(seats), prizes=True)
    for seat, titles in enumerate(hands):
        s.hand(seat, [*titles, GAMBLE])
    s.prizes(**layout)
    s.drink_deck(["Water"] * 12)
    s.turn(turn, "action")
    return s.build()


def where(g):
    """Every Prize's place, by title."""
    return g.observe(None)["prizes"]




def choices(g):
    """The Prizes the current player may put in the pot."""
    return sorted(a.card for a in find(g, "choose", option="prize"))


def test_the_starter_chooses_a_prize_from_the_inn_before_anyone_antes():
    """000 The Prize Variant: whoever starts a Round chooses one Prize in the Inn for the pot before the ante."""
    g = table([[], [], [], []], inn=[TOWEL, STEW, DICE])
    play(g, GAMBLE)
    assert g.current_player == DEIRDRE
    assert choices(g) == sorted([TOWEL, STEW, DICE])
    assert g.pot == 0 and golds(g) == [10, 10, 10, 10]   # nobody has anted yet
    events = act(g, "choose", DICE, option="prize")
    assert "Deirdre puts the Prize 'Loaded Dice' in the pot." in texts(events)
    assert g.pot == 4 and golds(g) == [9, 9, 9, 9]
    assert where(g)["pot"] == DICE and sorted(where(g)["inn"]) == sorted([TOWEL, STEW])


def test_the_winner_takes_the_prize_with_the_pot():
    """000 The Prize Variant: the player who wins the pot also takes the Prize."""
    g = table([[], [], [], []], inn=[STEW])
    play(g, GAMBLE)   # (one Prize in the Inn: the choice is the only one, so it is made at once)
    assert where(g)["pot"] == STEW
    events = pass_until(g, DEIRDRE)
    assert "Deirdre takes the Prize 'Bowl of Hearty Stew' with the pot." in texts(events)
    assert where(g)["fronts"][DEIRDRE] == [STEW] and where(g)["pot"] is None
    assert golds(g) == [13, 9, 9, 9]


def test_a_used_prize_goes_to_the_prize_bin():
    """000 The Prize Variant: using a Prize moves it to the Prize Bin."""
    s = Scenario(list(SEATS), prizes=True).prizes(inn=[TOWEL], fronts={DEIRDRE: [STEW]})
    g = s.stats(DEIRDRE, fortitude=12).drink_deck(["Water"] * 12).turn(DEIRDRE, "action").build()
    events = act(g, "play", STEW, option="prize")
    assert "Deirdre plays the Prize 'Bowl of Hearty Stew'" in texts(events)
    events = settle(g)
    assert "The Prize 'Bowl of Hearty Stew' is used: it goes to the Prize Bin." in texts(events)
    assert g.players[DEIRDRE].fortitude == 14
    assert where(g)["bin"] == [STEW] and where(g)["fronts"][DEIRDRE] == []
    assert not can(g, "play", STEW)


def test_an_empty_inn_is_refilled_from_the_prize_bin_first():
    """000 The Prize Variant: no Prize in the Inn: every Prize in the Prize Bin goes back to it, then one is chosen."""
    g = table([[], [], [], []], inn=[], bin=[TOWEL, WATER])
    events = play(g, GAMBLE)
    assert any("the Prize Bin's" in t for t in texts(events))
    assert choices(g) == sorted([TOWEL, WATER])
    assert where(g)["bin"] == []


def test_no_prize_in_the_inn_or_the_bin_means_a_round_without_a_prize():
    """000 The Prize Variant: with no Prize in the Inn nor in the Prize Bin, the Round has no Prize."""
    g = table([[], [], [], []], inn=[], fronts={FIONA: [TOWEL]})
    events = play(g, GAMBLE)
    assert "No Prize is left in the Inn or the Prize Bin: this Round has no Prize." in texts(events)
    assert g.pot == 4 and where(g)["pot"] is None
    pass_until(g, DEIRDRE)
    assert where(g)["fronts"][DEIRDRE] == []


def test_a_pot_that_goes_to_the_inn_takes_its_prize_to_the_inn():
    """000 The Prize Variant: if the pot goes to the Inn, its Prize goes to the Inn with it."""
    g = table([[], [TIP_POT], [], []], inn=[TOWEL, STEW])
    play(g, GAMBLE)
    act(g, "choose", TOWEL, option="prize")
    pass_until(g, FIONA)
    events = play(g, TIP_POT) + settle(g)
    assert g.round is None
    assert "The Prize 'Absorbent Towel' goes to the Inn with the pot." in texts(events)
    assert sorted(where(g)["inn"]) == sorted([TOWEL, STEW]) and where(g)["pot"] is None


def test_stealing_gold_from_the_pot_never_takes_the_prize():
    """000 The Prize Variant, Stealing Gold from the Pot: a Prize is not Gold; taking every Gold of the pot with
    "Sleight of hand..." and "Grab a coin..." does not win the Prize, which the Round's winner takes."""
    g = table([[GRAB], [SLEIGHT]], turn=0, seats=["gerki", "eve"], inn=[DICE])
    play(g, GAMBLE)
    assert g.pot == 2 and where(g)["pot"] == DICE
    assert g.current_player == 1   # Eve's turn in the Round
    play(g, SLEIGHT)
    pass_until(g, 0)               # Gerki answers with his own theft
    events = play(g, GRAB)
    while g.stack and g.stack[-1].kind != "round":
        events += pass_(g)
    assert g.pot == 0 and where(g)["pot"] == DICE   # every Gold stolen, the Prize still in the pot
    assert where(g)["fronts"] == [[], []]
    events = settle(g)
    assert "Gerki takes the Prize 'Loaded Dice' with the pot." in texts(events)
    assert where(g)["fronts"][0] == [DICE]   # Gerki controlled the Round and won it: the Prize is his


def test_taking_the_pot_without_winning_takes_the_prize():
    """000 The Prize Variant, Taking the Pot Without Winning the Round: Gerki's "Um... I know you think you won,
    but..." takes the pot, and its Prize."""
    g = table([[], [], [UM], []], inn=[WATER])
    play(g, GAMBLE)
    pass_until(g, GERKI)
    while g.current_player == GERKI and not can(g, "play", UM):
        pass_(g)
        pass_until(g, GERKI)
    play(g, UM)
    settle(g)
    assert where(g)["fronts"][GERKI] == [WATER] and where(g)["fronts"][DEIRDRE] == []
    assert golds(g)[GERKI] == 13


def test_the_wench_taking_the_pot_as_her_tip_takes_the_prize():
    """000 The Prize Variant, Taking the Pot Without Winning the Round (which names The Wench): her own "Oh, I guess
    I thought that was my tip…" ends the Round and takes the pot, and the pot's Prize goes with it."""
    my_tip = "Oh, I guess I thought that was my tip…"
    g = table([[], [], [], [my_tip]], seats=["deirdre", "fiona", "gerki", "wench"], inn=[STEW])
    play(g, GAMBLE)
    for _ in range(20):
        if g.current_player == 3 and can(g, "play", my_tip):
            break
        pass_(g)
    play(g, my_tip)
    settle(g)
    assert g.round is None and g.pot == 0
    assert where(g)["fronts"][3] == [STEW] and where(g)["fronts"][DEIRDRE] == []
    assert golds(g)[3] == 13


def test_a_prize_won_with_loaded_dice_goes_to_whoever_took_the_pot():
    """000 The Prize Variant, Taking the Pot Without Winning: a Prize that takes the pot takes the pot's Prize."""
    g = table([[], [], [], []], inn=[TOWEL], fronts={EVE: [DICE]})
    play(g, GAMBLE)
    pass_until(g, EVE)
    while g.current_player == EVE and not can(g, "play", DICE):
        pass_(g)
        pass_until(g, EVE)
    act(g, "play", DICE, option="prize")
    settle(g)
    assert where(g)["fronts"][EVE] == [TOWEL]
    assert where(g)["bin"] == [DICE]
    assert golds(g)[EVE] == 13


def test_a_round_no_players_card_started_lets_the_active_player_choose():
    """000 The Prize Variant, Events: if an Event starts a Round, the active player chooses the Prize. No Drink
    Event of the shipped decks starts a Round, so the Round is started here as an Event would: by no card."""
    g = table([[], [], [], []], turn=FIONA, inn=[TOWEL, STEW])
    g._events = []
    r = gambling.RoundFrame(-1, g.alive())
    g.push(r)
    g.round = r
    assert prizes.start(g, r, None)
    g._advance()
    assert g.current_player == FIONA
    assert choices(g) == sorted([TOWEL, STEW])
    act(g, "choose", STEW, option="prize")
    assert where(g)["pot"] == STEW and g.pot == 4


def test_prizes_are_public_and_saved():
    """Prizes lie face up: every seat and a spectator see the same places; a save keeps them."""
    g = table([[], [], [], []], inn=[TOWEL, STEW], fronts={GERKI: [DICE]})
    play(g, GAMBLE)
    act(g, "choose", TOWEL, option="prize")
    views = [g.observe(seat)["prizes"] for seat in (None, 0, 1, 2, 3)]
    assert all(v == views[0] for v in views)
    assert views[0] == {"inn": [STEW], "bin": [], "pot": TOWEL, "fronts": [[], [], [DICE], []]}
    again = innkeeper.Game.from_json(g.to_json())
    assert again == g and again.observe(None)["prizes"] == views[0]


def test_a_table_without_the_variant_has_no_prizes():
    """The default table is unchanged: no Prize state, no ``prizes`` in its observation, setup or save."""
    g = innkeeper.new_game(["deirdre", "zot"], seed=3)
    assert g.prizes is None and "prizes" not in g.observe(0) and "prizes" not in g.to_json()


@pytest.mark.parametrize("bad", ["yes", 1, None])
def test_a_bad_prizes_option_is_refused_in_one_line(bad):
    """``new_game(prizes=...)`` takes true or false only."""
    with pytest.raises(ValueError, match="prizes must be true or false"):
        innkeeper.new_game(["deirdre", "zot"], seed=1, prizes=bad)
