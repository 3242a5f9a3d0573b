"""The Prize cards of the Prize variant (innkeeper/content/data/prizes.toml): each works when its owner plays it
from in front of them, and is refused where it does not apply.

Seats: 0 Zot, 1 Fiona, 2 Dimli, with exact hands and Prizes (``Scenario.prizes``). "Absorbent Towel" is named by
rulebook 000 (Variants > The Prize Variant), which shows no effect for it: its effect is designed, as the other
Prizes are (the header of prizes.toml gives each one's reason). The rules of the variant itself (choosing,
winning, the Prize Bin) are tested in tests/rules/test_prize_variant.py.
"""

from __future__ import annotations

from innkeeper.testing import Scenario, alcohols, drink, find, fortitudes, golds, pass_, play, settle, texts

ZOT, FIONA, DIMLI = range(3)
DRINKS = ["Water"] * 12

TOWEL = "Absorbent Towel"
STEW = "Bowl of Hearty Stew"
WATER = "Pitcher of Cold Water"
IOU = "The Innkeeper's IOU"
MAIL = "Borrowed Chain Mail"
DICE = "Loaded Dice"

GAMBLE = "Gambling? I'm in!"
TIP = "Tip the Wench."
BIKINI = "Hey! No more chain mail bikini jokes!"


def table(hands, *, turn=ZOT, phase="action", fronts=None, drink_me=None, stats=None, ask_all=False):
    """Zot, Fiona and Dimli with exact hands and the Prizes in front of them (the rest in the Inn)."""
    s = Scenario(["zot", "fiona", "dimli"], prizes=True, ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.prizes(fronts=fronts or {})
    s.drink_deck(list(DRINKS))
    s.turn(turn, phase)
    return s.build()


def prize_plays(g, title=None) -> list:
    """The current player's plays of a Prize (``option = "prize"``)."""
    return [a for a in find(g, "play", title) if a.option == "prize"]




def never_offered(g, seat, title) -> None:
    """Pass everywhere until nothing is resolving, checking ``seat`` is never offered ``title`` (a Prize)."""
    for _ in range(100):
        if g.is_over or not g.stack:
            return
        if g.current_player == seat:
            assert not prize_plays(g, title), f"{title!r} was offered: {prize_plays(g, title)}"
        pass_(g)
    raise AssertionError("the stack never emptied")


def prize_bin(g) -> list[str]:
    """The Prize Bin, by title."""
    return g.observe(None)["prizes"]["bin"]


# ----- Absorbent Towel (name from 000, effect designed) -----------------------------------------------------------

def test_absorbent_towel_works():
    """Designed effect: Zot mops up the Drink he is about to drink (Ignores it); the Towel goes to the Prize Bin."""
    g = table([(), (), ()], phase="drink", fronts={ZOT: [TOWEL]}, drink_me={ZOT: ["Dragon Breath Ale"]})
    drink(g)
    events = texts(play(g, TOWEL, drink=0, option="prize"))
    assert "Zot plays the Prize 'Absorbent Towel' on Zot's Dragon Breath Ale" in events
    settle(g, 100)
    assert alcohols(g) == [0, 0, 0]
    assert prize_bin(g) == [TOWEL]


def test_absorbent_towel_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: only a Drink that would affect Zot."""
    g = table([(), (), ()], turn=FIONA, phase="drink", fronts={ZOT: [TOWEL]}, drink_me={FIONA: ["Wine"]},
              ask_all=True)
    drink(g)
    never_offered(g, ZOT, TOWEL)
    assert alcohols(g) == [0, 2, 0]


# ----- Bowl of Hearty Stew ----------------------------------------------------------------------------------------

def test_bowl_of_hearty_stew_works():
    """Designed Anytime Prize: Zot gains 2 Fortitude."""
    g = table([(), (), ()], fronts={ZOT: [STEW]}, stats={ZOT: {"fortitude": 12}})
    play(g, STEW, option="prize")
    settle(g, 100)
    assert fortitudes(g) == [14, 20, 20]
    assert prize_bin(g) == [STEW]


def test_bowl_of_hearty_stew_refused_while_still_in_the_inn():
    """000 The Prize Variant: a Prize is used by the player who won it; one still in the Inn is nobody's."""
    g = table([(TIP,), (), ()])
    assert g.observe(ZOT)["prizes"]["inn"].count(STEW) == 1
    assert not prize_plays(g, STEW) and not find(g, "play", STEW)


# ----- Pitcher of Cold Water --------------------------------------------------------------------------------------

def test_pitcher_of_cold_water_works():
    """Designed Anytime Prize: Zot loses 2 Alcohol Content."""
    g = table([(), (), ()], fronts={ZOT: [WATER]}, stats={ZOT: {"alcohol": 5}})
    play(g, WATER, option="prize")
    settle(g, 100)
    assert alcohols(g) == [3, 0, 0]


def test_pitcher_of_cold_water_refused_to_a_player_who_did_not_win_it():
    """000 The Prize Variant: only the Prize's owner may use it (Fiona's Pitcher is not Zot's)."""
    g = table([(TIP,), (), ()], fronts={FIONA: [WATER]}, stats={ZOT: {"alcohol": 5}})
    assert g.current_player == FIONA and prize_plays(g, WATER)   # hers, in the quiet window before Zot's Action
    pass_(g)
    assert g.current_player == ZOT
    assert not prize_plays(g, WATER)


# ----- The Innkeeper's IOU ------------------------------------------------------------------------------------------

def test_the_innkeepers_iou_works():
    """Designed Sometimes Prize: Zot makes Fiona pay 1 Gold to the Inn; the Inn covers her loss instead."""
    g = table([(TIP,), (), ()], fronts={FIONA: [IOU]})
    play(g, TIP, targets=(FIONA,))
    while g.current_player != FIONA:
        pass_(g)
    play(g, IOU, option="prize")
    settle(g, 100)
    assert golds(g) == [10, 10, 10] and g.inn == 0   # the Inn paid itself: no Gold moved
    assert prize_bin(g) == [IOU]


def test_the_innkeepers_iou_refused_when_no_gold_is_at_stake():
    """Designed: only when Fiona would lose Gold; a Fortitude attack takes none."""
    g = table([(BIKINI,), (), ()], fronts={FIONA: [IOU]}, ask_all=True)
    play(g, BIKINI, targets=(FIONA,))
    never_offered(g, FIONA, IOU)
    assert fortitudes(g) == [20, 18, 20]


# ----- Borrowed Chain Mail ------------------------------------------------------------------------------------------

def test_borrowed_chain_mail_works():
    """Designed Sometimes Prize: Fiona Ignores Zot's card that would make her lose Fortitude."""
    g = table([(BIKINI,), (), ()], fronts={FIONA: [MAIL]})
    play(g, BIKINI, targets=(FIONA,))
    while g.current_player != FIONA:
        pass_(g)
    play(g, MAIL, option="prize")
    settle(g, 100)
    assert fortitudes(g) == [20, 20, 20]


def test_borrowed_chain_mail_refused_on_a_card_that_takes_gold():
    """Designed: only a card that would make Fiona lose Fortitude ("Tip the Wench." takes Gold)."""
    g = table([(TIP,), (), ()], fronts={FIONA: [MAIL]}, ask_all=True)
    play(g, TIP, targets=(FIONA,))
    never_offered(g, FIONA, MAIL)
    assert golds(g) == [10, 9, 10]


# ----- Loaded Dice --------------------------------------------------------------------------------------------------

def test_loaded_dice_works():
    """Designed Sometimes Prize: as Zot is about to win a Round Fiona is in, Fiona takes the pot (and its Prize)."""
    g = table([(GAMBLE,), (GAMBLE,), (GAMBLE,)], fronts={FIONA: [DICE]})
    play(g, GAMBLE)
    g.apply(find(g, "choose", option="prize")[0])
    while g.current_player != FIONA or not prize_plays(g, DICE):
        pass_(g)
    events = texts(play(g, DICE, option="prize"))
    assert "Fiona plays the Prize 'Loaded Dice'" in events
    settle(g, 100)
    assert golds(g) == [9, 12, 9]
    assert len(g.observe(None)["prizes"]["fronts"][FIONA]) == 1 and prize_bin(g) == [DICE]


def test_loaded_dice_refused_when_its_owner_is_winning():
    """Designed: only when ANOTHER player is about to win; Zot holds the Dice and wins the Round himself."""
    g = table([(GAMBLE,), (GAMBLE,), (GAMBLE,)], fronts={ZOT: [DICE]}, ask_all=True)
    play(g, GAMBLE)
    while not find(g, "choose", option="prize"):   # (everyone is asked in the card's window first)
        pass_(g)
    g.apply(find(g, "choose", option="prize")[0])
    for _ in range(100):
        if g.round is None:
            break
        if g.current_player == ZOT:
            assert not prize_plays(g, DICE)
        pass_(g)
    assert golds(g)[ZOT] == 12
