"""Eve the Illusionist's own cards (innkeeper/content/data/eve.toml): each works, and is refused where it does not.

The cards every deck shares ("Gambling? I'm in!", "I raise!", "Winning Hand!", the Wench's tip, stop playing with
the drinks, "I don't think so!", "Tip the Wench.", "Wench, bring some drinks...", "What's that up your sleeve?") are
tested elsewhere; they appear here only to set up a situation. Every seat's hand is set exactly. Rules are cited by
rulebook file (000 = shared/rulebooks/000_7bfbc92714e683e0.txt, 001 = 001_1cea4fe352a848bc.txt) and section;
card facts come from shared/reference/cards.md, section 4 (Eve, with the errata values).
"""

from __future__ import annotations

from innkeeper.testing import (
    Scenario,
    asked,
    can,
    find,
    fortitudes,
    golds,
    hand_in_order,
    pass_,
    play,
    sometimes_choices,
    texts,
)

EVE, ZOT, GERKI = 0, 1, 2
DRINKS = ["Light Ale"] * 12

GAMBLE = "Gambling? I'm in!"
RAISE = "I raise!"
WINNING_HAND = "Winning Hand!"
STOP_PLAYING = "The Wench thinks you should stop playing with the drinks."

MY_WORD = "My word, what could that be?"
OOPS = "Oops, I dropped my cards..."
MY_CARDS = "This time, let's use my cards."
SLEIGHT = "Sleight of hand..."
COIN = "Illusionary Coin"
DISAPPEARING = "It's the disappearing coin trick, not the reappearing coin trick."
WHAT_GOLD = "Gold? What Gold?"
CLOAK = "I cloak myself in shadow."
EMPTY = "Drink what? This is empty."
DRAGON = "Actually, that's Dragon Breath Ale."
ILLUSION = "Ha! That's just an illusion. I'm actually over here!"
DISBELIEVE = "I attempt to disbelieve."
SHARE = "I've been working on a new spell. It's called Share Pain!"
NOT_EVE = "I'm not Eve! She's over there!"
DRUNKER = "Look in to my eyes... you are getting... Drunker!"
ODD = "That's odd. Illusions aren't supposed to actually hurt."
FIRE = "Whoa! Careful! That's real fire!"
TIP_ME = "Tip me, I'm the Wench."

# Cards of other characters used to build situations.
DOWN_POOKY = "Down Pooky!"
DISTRACT = "I told you not to distract me!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
BEHOLD = "Behold my impressive power as I... pull this rabbit out of my hat!"
STARS = 'The stars say, "No!"'
NO_POOKY = "No, Pooky! That's my friend!"
MUG = "Have you seen my poison? I left it in a mug right here..."
WHERED = "Hey! Where'd the little guy go?"
EXTRA = "A little somethin' extra"


def table(*hands, turn=EVE, phase="action", drink_me=None, deck=DRINKS, stats=None, ask_all=False):
    """Eve (seat 0), Zot (1) and, with a third hand, Gerki (2), with exact hands; the built game."""
    s = Scenario(["eve", "zot", "gerki"][: len(hands)], ask_all=ask_all)
    s.deal(hands, drink_me, stats)
    s.drink_deck(list(deck))
    s.turn(turn, phase)
    return s.build()


def in_round_turn(g, seat):
    """Whether ``seat`` is deciding on their own turn in the Round of Gambling."""
    return g.current_player == seat and bool(g.stack) and g.stack[-1].kind == "round"



def test_deck_is_forty_cards():
    """cards.md section 4: Eve's deck is 40 cards of 27 titles."""
    g = table([], [])
    deck = g.content.characters["eve"].deck
    assert len(deck) == 40 and len({g.title(c) for c in deck}) == 27


# ----- Cheating cards -----------------------------------------------------------------------------

def test_my_word_works():
    """000 Gambling: a Cheating card takes control; when everyone else passes its player takes the pot."""
    g = table([MY_WORD], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert in_round_turn(g, EVE) and g.round.controller == ZOT and g.pot == 2
    events = play(g, MY_WORD)   # Zot, with nothing left to play, passes at once
    assert "Eve takes control of the Round." in texts(events)
    assert "Eve wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.round is None


def test_my_word_refused_outside_round():
    """000 Gambling: Cheating cards belong to a Round of Gambling, never to the Action phase."""
    g = table([MY_WORD, ODD], [])
    assert g.phase == "action" and can(g, "play", ODD)
    assert not can(g, "play", MY_WORD)


def test_oops_works_after_winning_hand():
    """000 Winning Hand!: only a Cheating card may take control after it."""
    g = table([GAMBLE, OOPS, GAMBLE], [WINNING_HAND])
    play(g, GAMBLE)
    play(g, WINNING_HAND)
    assert in_round_turn(g, EVE) and g.round.winning_hand and not can(g, "play", GAMBLE)
    events = play(g, OOPS)   # Zot, with nothing left to play, passes at once
    assert "Eve takes control of the Round." in texts(events)
    assert "Eve wins the Round and takes the pot of 2 Gold." in texts(events)
    assert golds(g) == [9, 7] and g.round is None


def test_oops_refused_when_not_your_round_turn():
    """000 Gambling: Cheating cards are played on your own turn in the Round, not in answer to a card."""
    g = table([OOPS, CLOAK], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, EVE, "card", 1) and can(g, "play", CLOAK)
    assert not can(g, "play", OOPS)


def test_my_cards_works_with_three():
    """000 Gambling: in a Round of three, a Cheating card wins once both other players pass."""
    g = table([MY_CARDS], [GAMBLE], [], turn=ZOT)
    play(g, GAMBLE)   # Gerki, with nothing to play, passes his Round turn at once
    assert g.pot == 3 and in_round_turn(g, EVE)
    events = play(g, MY_CARDS)   # and so do Zot and Gerki after it
    assert "Eve wins the Round and takes the pot of 3 Gold." in texts(events)
    assert golds(g) == [12, 9, 9]


def test_my_cards_refused_after_leaving_round():
    """000 Leaving a Round of Gambling: a player who left plays no Gambling or Cheating card for that Round."""
    g = table([MY_CARDS, CLOAK, SLEIGHT], [GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    play(g, CLOAK, mode=0)
    assert g.round.players == [ZOT, GERKI]
    play(g, RAISE)   # Gerki's Round turn
    assert asked(g, EVE, "card", 1) and can(g, "play", SLEIGHT)
    assert not can(g, "play", MY_CARDS)


# ----- Gold -----------------------------------------------------------------------------------------

def test_sleight_works_after_leaving():
    """000 Leaving a Round of Gambling (cards.md section 6, Sleight of Hand): take 1 Gold from the pot after leaving."""
    g = table([CLOAK, SLEIGHT], [GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    play(g, CLOAK, mode=0)
    assert g.pot == 2 and golds(g) == [10, 9, 9]
    play(g, RAISE)
    assert asked(g, EVE, "card", 1)
    events = play(g, SLEIGHT)
    lines = texts(events)
    assert lines.index("Eve takes 1 Gold from the pot.") < lines.index("Zot antes 1 Gold to the pot.")
    assert golds(g)[EVE] == 11


def test_sleight_refused_without_a_round():
    """000 Sometimes and Anytime Cards: with no Round of Gambling live its condition does not hold."""
    g = table([SLEIGHT, ODD], [])
    assert can(g, "play", ODD)
    assert not can(g, "play", SLEIGHT)


def test_coin_works_on_a_payment():
    """cards.md section 4: Eve simply does not pay; no Gold comes from the Inn; the others still pay."""
    g = table([COIN], [BEHOLD], [], turn=ZOT)
    play(g, BEHOLD)
    assert asked(g, EVE, "card", 1)
    events = play(g, COIN)
    assert "Eve does not pay." in texts(events)
    assert golds(g) == [10, 11, 9] and g.inn == 0


def test_coin_works_on_an_ante():
    """cards.md section 6, Illusionary Coin: an ante avoided this way still counts: Eve stays in the Round."""
    g = table([COIN, MY_WORD], [GAMBLE], [], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, EVE, "card", 1)
    play(g, COIN)
    assert in_round_turn(g, EVE)   # Gerki passed; Eve is still in, with her Round turn
    assert EVE in g.round.players and g.pot == 2 and golds(g) == [10, 9, 9] and g.inn == 0


def test_coin_refused_on_fortitude_card():
    """000 Sometimes and Anytime Cards: against a card that takes no Gold its condition does not hold."""
    g = table([COIN, ILLUSION], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(EVE,))
    assert asked(g, EVE, "card", 1) and can(g, "play", ILLUSION)
    assert not can(g, "play", COIN)


def test_disappearing_works():
    """000 Sometimes and Anytime Cards: an Anytime card in your Action phase; the chosen player pays you 1."""
    g = table([DISAPPEARING, ODD], [], [])
    assert {a.targets for a in find(g, "play", DISAPPEARING)} == {(ZOT,), (GERKI,)}
    events = play(g, DISAPPEARING, targets=(GERKI,))
    assert "Gerki pays 1 Gold to Eve." in texts(events)
    assert golds(g) == [11, 10, 9] and g.phase == "action"


def test_disappearing_refused_between_discard_and_draw():
    """000 1. Discard and Draw: no card may be played after discarding until the draw is done."""
    g = table([DISAPPEARING, ODD, FIRE], [], phase="discard")
    assert can(g, "play", DISAPPEARING)
    g.apply(find(g, "discard", ODD)[0])
    assert can(g, "draw") and not can(g, "play", DISAPPEARING)


def test_what_gold_works_on_round_turn():
    """000 Sometimes and Anytime Cards: an Anytime card may be played on your Round turn; the Round goes on."""
    g = table([WHAT_GOLD, MY_WORD], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, EVE, "card", 0)   # the Anytime card could answer Zot's card; Eve waits
    pass_(g)
    assert in_round_turn(g, EVE)
    play(g, WHAT_GOLD, targets=(ZOT,))
    assert golds(g) == [8, 6] and in_round_turn(g, EVE) and not g.round.ended


def test_what_gold_does_nothing_when_ignored():
    """000 Negate and Ignore Effects: the chosen player Ignores the Anytime card and pays nothing."""
    g = table([WHAT_GOLD, ODD], [STARS])
    play(g, WHAT_GOLD, targets=(ZOT,))
    assert asked(g, ZOT, "card", 1)
    play(g, STARS)
    assert golds(g) == [8, 8]


# ----- Ignore a Drink / leave the Round --------------------------------------------------------------

def test_cloak_works_leave():
    """000 Leaving a Round of Gambling: answer the ante by leaving; Eve pays nothing."""
    g = table([CLOAK], [GAMBLE], [RAISE], turn=ZOT)
    play(g, GAMBLE)
    play(g, CLOAK, mode=0)
    assert g.round.players == [ZOT, GERKI] and golds(g) == [10, 9, 9] and g.pot == 2


def test_cloak_works_ignore_drink():
    """000 Negate and Ignore Effects: Eve Ignores the Drink she is about to drink."""
    g = table([CLOAK, ODD], [], phase="drink", drink_me={EVE: ["Dragon Breath Ale"]})
    assert asked(g, EVE, "drink", 1)
    events = play(g, CLOAK, mode=1, drink=0)
    assert "Eve Ignores the Drink." in texts(events)
    assert g.players[EVE].alcohol == 0 and hand_in_order(g, EVE) == [ODD]


def test_cloak_refused_on_another_players_drink():
    """000 Negate and Ignore Effects: you may not Ignore a Drink another player is drinking."""
    g = table([CLOAK, DRAGON], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Wine"]})
    assert asked(g, EVE, "drink", 1) and can(g, "play", DRAGON)
    assert not can(g, "play", CLOAK)


def test_empty_works():
    """000 Negate and Ignore Effects: Eve Ignores the Drink she is about to drink."""
    g = table([EMPTY], [], phase="drink", drink_me={EVE: ["Wine"]})
    play(g, EMPTY, drink=0)
    assert g.players[EVE].alcohol == 0


def test_empty_refused_on_an_ante():
    """000 Sometimes and Anytime Cards: it answers a Drink only, not an ante."""
    g = table([EMPTY, COIN], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, EVE, "card", 1) and can(g, "play", COIN)
    assert not can(g, "play", EMPTY)


# ----- Actually, that's Dragon Breath Ale. -----------------------------------------------------------

def test_dragon_works_on_another_players_drink():
    """cards.md section 4: the revealed Drink's own effect becomes +4 Alcohol (Light Ale's 1 is gone)."""
    g = table([DRAGON], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"]})
    assert asked(g, EVE, "drink", 1)
    events = play(g, DRAGON, drink=0)
    assert "Zot's Drink now gives 4 Alcohol (was 1)." in texts(events)
    while g.stack:
        pass_(g)
    assert g.players[ZOT].alcohol == 4


def test_dragon_works_with_other_modifiers():
    """cards.md section 4: other cards that change the Drink still apply (Gerki's +2 played first: 4 + 2)."""
    g = table([DRAGON], [], [EXTRA], turn=ZOT, phase="drink", drink_me={ZOT: ["Wizard's Brew"]},
              stats={ZOT: {"fortitude": 15}})
    assert asked(g, GERKI, "drink", 1)
    play(g, EXTRA, drink=0)
    assert asked(g, EVE, "drink", 1)
    events = play(g, DRAGON, drink=0)
    assert "Zot's Drink now gives 6 Alcohol (was 4)." in texts(events)
    while g.stack:
        pass_(g)
    assert g.players[ZOT].alcohol == 6 and g.players[ZOT].fortitude == 15   # Wizard's Brew's +2 F is gone too


def test_dragon_can_be_stopped_by_the_wench():
    """000 The Wench thinks you should stop playing with the drinks: it changes a Drink, so it may be Negated."""
    g = table([DRAGON], [STOP_PLAYING], phase="drink", drink_me={EVE: ["Light Ale"]})
    play(g, DRAGON, drink=0)
    assert asked(g, ZOT, "card", 1)
    play(g, STOP_PLAYING)
    while g.stack:
        pass_(g)
    assert g.players[EVE].alcohol == 1


def test_dragon_refused_without_a_drink():
    """000 Sometimes and Anytime Cards: with no Drink revealed its condition does not hold."""
    g = table([DRAGON, ILLUSION], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(EVE,))
    assert asked(g, EVE, "card", 1) and can(g, "play", ILLUSION)
    assert not can(g, "play", DRAGON)


# ----- Ignore a card ------------------------------------------------------------------------------

def test_illusion_works_on_action():
    """000 Negate and Ignore Effects: Eve Ignores an Action card that would cost her Fortitude."""
    g = table([ILLUSION], [DISTRACT], turn=ZOT)
    play(g, DISTRACT, targets=(EVE,))
    events = play(g, ILLUSION)
    assert "Eve Ignores it." in texts(events)
    assert fortitudes(g) == [20, 20]


def test_illusion_refused_on_gambling_ante():
    """000 Cards That Affect Your Fortitude, Alcohol Content, Gold: a Round of Gambling may not be Ignored."""
    g = table([ILLUSION, COIN], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert asked(g, EVE, "card", 1) and can(g, "play", COIN)
    assert not can(g, "play", ILLUSION)


def test_disbelieve_works_on_anytime_gold_card():
    """000 Cards That Affect Your ... Gold: an Anytime card that takes your Gold may be Ignored."""
    g = table([DISBELIEVE], [PRESTO], turn=ZOT)
    play(g, PRESTO, targets=(EVE,))
    play(g, DISBELIEVE)
    assert golds(g) == [8, 8]


def test_disbelieve_refused_on_a_card_at_someone_else():
    """000 Negate and Ignore Effects: an Ignore protects only its player; it cannot answer a card aimed elsewhere."""
    g = table([DISBELIEVE], [DISTRACT], [], turn=ZOT, ask_all=True)
    play(g, DISTRACT, targets=(GERKI,))
    assert DISBELIEVE not in sometimes_choices(g, EVE)


# ----- Share Pain ----------------------------------------------------------------------------------

def test_share_pain_works():
    """cards.md section 4: a loss of 3 is shared: Eve and the card's player each lose half, rounded up (2)."""
    g = table([SHARE], [], [MUG], turn=GERKI)
    play(g, MUG, targets=(EVE,))
    assert asked(g, EVE, "card", 1)
    events = play(g, SHARE)
    while g.stack:
        pass_(g)
    assert "Eve shares the pain with Gerki: 2 Fortitude each." in texts(events)
    assert fortitudes(g) == [18, 20, 18]


def test_share_pain_works_when_its_target_ignores_it():
    """000 Negate and Ignore Effects: the attacker may Ignore Share Pain (it costs him Fortitude); Eve still halves."""
    g = table([SHARE], [], [MUG, WHERED], turn=GERKI)
    play(g, MUG, targets=(EVE,))
    play(g, SHARE)
    assert asked(g, GERKI, "card", 1)
    play(g, WHERED, mode=0)
    while g.stack:
        pass_(g)
    assert fortitudes(g) == [18, 20, 20]


def test_share_pain_refused_on_a_gold_card():
    """000 Sometimes and Anytime Cards: a card that costs Gold only does not cost Fortitude to share."""
    g = table([SHARE, COIN], [BEHOLD], turn=ZOT)
    play(g, BEHOLD)
    assert asked(g, EVE, "card", 1) and can(g, "play", COIN)
    assert not can(g, "play", SHARE)


# ----- I'm not Eve! She's over there! ----------------------------------------------------------------

def test_not_eve_works():
    """001 Other Rules, Redirecting Damage: the loss goes to a player of Eve's choice, never back to the attacker."""
    g = table([NOT_EVE], [DISTRACT], [], turn=ZOT)
    play(g, DISTRACT, targets=(EVE,))
    assert [a.targets for a in find(g, "play", NOT_EVE)] == [(GERKI,)]
    events = play(g, NOT_EVE, targets=(GERKI,))
    while g.stack:
        events += pass_(g)
    assert "Eve redirects the loss to Gerki." in texts(events)
    assert fortitudes(g) == [20, 20, 18]


def test_not_eve_ignores_with_one_opponent():
    """cards.md section 4: with the attacker the only other player, the card Ignores the loss instead."""
    g = table([NOT_EVE], [DISTRACT], turn=ZOT)
    play(g, DISTRACT, targets=(EVE,))
    assert [a.targets for a in find(g, "play", NOT_EVE)] == [()]
    events = play(g, NOT_EVE)
    assert f"Eve will Ignore '{DISTRACT}'." in texts(events)
    assert fortitudes(g) == [20, 20]


def test_not_eve_hit_back_strikes_the_attacker():
    """001 Redirecting Damage, example: the redirected loss still comes from its source, who takes the hit-back."""
    g = table([NOT_EVE], [DISTRACT], [NO_POOKY], turn=ZOT)
    play(g, DISTRACT, targets=(EVE,))
    play(g, NOT_EVE, targets=(GERKI,))
    assert asked(g, GERKI, "loss", 1) and fortitudes(g) == [20, 20, 18]
    play(g, NO_POOKY)
    assert fortitudes(g) == [20, 18, 18]


def test_not_eve_refused_on_a_gold_card():
    """001 Redirecting Damage: only a Fortitude loss can be redirected, not a payment."""
    g = table([NOT_EVE, COIN], [BEHOLD], [], turn=ZOT)
    play(g, BEHOLD)
    assert asked(g, EVE, "card", 1) and can(g, "play", COIN)
    assert not can(g, "play", NOT_EVE)


# ----- Action cards --------------------------------------------------------------------------------

def test_drunker_works():
    """cards.md section 4 (errata): another player gains 2 Alcohol Content."""
    g = table([DRUNKER], [])
    play(g, DRUNKER, targets=(ZOT,))
    assert g.players[ZOT].alcohol == 2


def test_drunker_refused_on_another_players_turn():
    """000 2. Action: Action cards are played in your own Action phase only."""
    g = table([DRUNKER, WHAT_GOLD], [DOWN_POOKY], turn=ZOT)
    play(g, DOWN_POOKY, targets=(EVE,))
    assert g.current_player == EVE and can(g, "play", WHAT_GOLD)
    assert not can(g, "play", DRUNKER)


def test_odd_works():
    """cards.md section 4: another player loses 1 Fortitude."""
    g = table([ODD], [])
    play(g, ODD, targets=(ZOT,))
    assert fortitudes(g) == [20, 19]


def test_odd_refused_second_action():
    """000 2. Action: at most one Action card per turn."""
    g = table([FIRE, ODD, WHAT_GOLD], [])
    play(g, FIRE, targets=(ZOT,))
    while g.stack:
        pass_(g)
    assert g.current_player == EVE and g.phase == "order" and can(g, "play", WHAT_GOLD)
    assert not can(g, "play", ODD)


def test_fire_works():
    """cards.md section 4 (errata): another player loses 3 Fortitude."""
    g = table([FIRE], [])
    play(g, FIRE, targets=(ZOT,))
    assert fortitudes(g) == [20, 17]


def test_fire_refused_in_drink_phase():
    """000 2. Action: outside the Action phase no Action card may be played."""
    g = table([FIRE, EMPTY], [], phase="drink", drink_me={EVE: ["Wine"]})
    assert asked(g, EVE, "drink", 1) and can(g, "play", EMPTY)
    assert not can(g, "play", FIRE)


def test_tip_me_works():
    """cards.md section 4: each other player pays Eve 1 Gold."""
    g = table([TIP_ME], [], [])
    play(g, TIP_ME)
    assert golds(g) == [12, 9, 9]


def test_tip_me_refused_in_round_turn():
    """000 Gambling: on a Round turn only Gambling, Cheating and Anytime cards may be played."""
    g = table([TIP_ME, MY_WORD], [GAMBLE], turn=ZOT)
    play(g, GAMBLE)
    assert in_round_turn(g, EVE) and can(g, "play", MY_WORD)
    assert not can(g, "play", TIP_ME)
