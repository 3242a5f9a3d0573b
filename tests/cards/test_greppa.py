"""Greppa, Vicious Mocker (innkeeper/content/data/greppa.toml): each card works, and is refused where it does not apply.

Greppa's deck is reconstructed (rulebook 004 names some cards; the rest are designed: see the file's header). Every
Greppa card and every Mockery card (its top effect and its Shake it Off) has a test that it works and one that it is
refused, stopped or limited. The eight shared core cards are tested in test_shared.py; here only that Greppa's copies
are the same cards. Rules are cited by rulebook (004 = shared/rulebooks/004_30c0125d7da16774.txt: its "Mockery",
"Mockery Timing", "Greppa Card Notes" and "Card-Specific Notes"; 000 = the core rules) and section.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from innkeeper.content import load_content
from innkeeper.testing import (
    Scenario,
    act,
    can,
    drink,
    find,
    golds,
    hand,
    pass_,
    pass_until,
    pass_until_settled,
    pass_windows,
    play,
    playable,
    sometimes_choices,
    texts,
)

GREPPA, ZOT, DEIRDRE = 0, 1, 2
WATERS = ["Water"] * 8

GAMBLE = "Gambling? I'm in!"
IDTS = "I don't think so!"
STOP = "The Wench thinks you should stop playing with the drinks."
WINNING = "Winning Hand!"

TRUTH = "Truth hurts, don't it?"
HA = "Ha! You make this too easy"
DAGGER = "A dagger in the back, and a dagger in the feels"
HOO_BOY = "Hoo boy, have I got a good one for you"
NOT_THE_GAME = "It's not the game that's stupid, hon"
MOCK_YOU = "We will, we will MOCK YOU!"
BLESS = "Bless your heart."
FACE = "Is that your face, or did your neck throw up?"
CLOWN = "Is this a tavern or a clown college?"
REFLECTION = "Ugh, even my reflection is laughing at me."
STICKS = "Sticks and stones, sweetie."
TOUCHY = "Ooh, touchy!"
EW = "Ew, I'm not drinking after you."
DOUBLE = "Oh, was that supposed to be a double?"
TIP_SUGAR = "Thanks for the tip, sugar!"
TAB = "Put it on my tab, darling."
PAINT = "I'd rather watch paint dry, hon."
SMILE = "Pageant smile, pageant smile..."
TIARA = "Oops! My tiara fell in the pot."

HEALING = "Some healing is more temporary than others, I guess."
HEAR = "Did you hear what that guy said about you?"
TAKES_ONE = "Oh yeah? Well... takes one to know one!"
LOOT = "Wow, you'll loot anything, won't'cha?"
DRESSED = "Who dressed you, a blind troll?"
STARE = "Are you gonna drink that, or just stare at it?"
STARING = "Everyone's staring at you, you know."

# Other characters' cards used to set up situations.
STARS = 'The stars say, "No!"'
NOW_YOU_SEE = "Now you see me... Now you don't!"
DOWN_POOKY = "Down Pooky!"
PRESTO = "Nothing up my sleeve! Presto! What's that behind your ear?"
BEHOLD = "Behold my impressive power as I... pull this rabbit out of my hat!"
TRANSMUTE = "Transmute peanuts to gold"
MEDITATING = "Not now, I'm meditating."
PROTECTS = "My Goddess protects me!"
SILLY = "Stop being silly!"
HEALS = "My Goddess heals me."
GODDESS_HITS = "My Goddess doesn't like that!"
ARMOR = "Luckily for me, I was wearing my armor!"
RATTLING = "Oh, that's what was rattling around in my armor!"
# A card nobody can play in answer to anything here: it keeps a hand from being empty.
FILLER = "Mass Heal!"

NOT_SO_FAST = "Test: not so fast"
PACK = """
[character]
id = "stand_in"
name = "Test Stand-in"
set = "test"
source = "test"

[[card]]
title = "Test: not so fast"
type = "sometimes"
copies = 7
text = "Negate an Action card another player plays (a stand-in for a character we lack)."
answers = { card_types = ["action"] }
effects = [{ op = "negate" }]
"""


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A test-only content file with a plain Action-Negating card."""
    path = tmp_path / "stand_in.toml"
    path.write_text(PACK, encoding="utf-8")
    return path


def table(*hands, chars=("greppa", "zot", "deirdre"), turn=GREPPA, phase="action", mockery=None, fronts=None,
          stats=None, drink_me=None, content=(), ask_all=False):
    """Greppa (0), Zot (1) and, with a third hand, Deirdre (2): exact hands, Mockery Deck (top first); built."""
    s = Scenario(list(chars[: len(hands)]), content=list(content), ask_all=ask_all)
    if mockery is not None:
        s.side(GREPPA, deck=mockery)
    for seat, titles in (fronts or {}).items():
        s.in_front(seat, titles)
    for seat in range(len(hands)):
        s.stats(seat, gold=10)   # (every table starts from 10 Gold a seat, whatever its size)
    s.deal(hands, drink_me, stats)
    s.drink_deck(WATERS)
    s.turn(turn, phase)
    return s.build()


def front(g, seat: int) -> list[str]:
    """The Mockery cards lying in front of a seat."""
    return [g.title(c) for d in g.sides for c in d.fronts[seat]]


def mock_discard(g) -> list[str]:
    """The Mockery discard pile."""
    return [g.title(c) for d in g.sides if d.kind == "mockery" for c in d.discard]


def mock_deck(g) -> list[str]:
    """The Mockery Deck, top first."""
    return [g.title(c) for d in g.sides if d.kind == "mockery" for c in reversed(d.deck)]


def fort(g, seat: int) -> int:
    """A seat's Fortitude."""
    return g.players[seat].fortitude


def to_mockery_window(g, seat: int, title: str) -> None:
    """Pass until ``seat`` is asked for Sometimes cards in the window on the revealed Mockery card ``title``."""
    for _ in range(100):
        top = g.stack[-1] if g.stack else None
        if (g.current_player == seat and top is not None and top.kind == "window" and top.stage == 1
                and g.frame(top.subject).kind == "card" and g.title(g.frame(top.subject).card) == title):
            return
        pass_(g)
    raise AssertionError(f"seat {seat} was never asked about {title!r}")


def round_turn(g, seat: int) -> None:
    """Pass until it is ``seat``'s turn in the Round of Gambling."""
    for _ in range(100):
        if g.current_player == seat and g.stack and g.stack[-1].kind == "round":
            return
        pass_(g)
    raise AssertionError(f"seat {seat} never had a turn in the Round")


def pass_until_settled_events(g) -> list:
    """Pass for everyone until nothing is resolving; the events meanwhile."""
    events = []
    while g.stack and not g.is_over:
        events += pass_(g)
    return events


def shake(g, title: str):
    """The current player Shakes off a Mockery card lying in front of them."""
    return act(g, "shake", title)


# ----- the shared core cards ------------------------------------------------------------------------------------

def test_core_cards_are_the_shared_cards():
    """cards.md section 4: Greppa's copies of the eight core cards are the very cards the other decks hold."""
    c = load_content()
    greppa, zot = set(c.characters["greppa"].deck), set(c.characters["zot"].deck)
    for title in (GAMBLE, "I raise!", WINNING, "Oh, I guess the Wench thought that was her tip...", STOP, IDTS,
                  "Tip the Wench.", "Wench, bring some drinks for my friends!"):
        assert len(c.variants[title]) == 1 and c.variants[title][0] in greppa & zot


def test_deck_shape():
    """cards.md section 7: a reconstructed 40-card deck (6 Gambling, the rest x2 or x1) and a 15-card Mockery Deck."""
    c = load_content()
    ch = c.characters["greppa"]
    assert ch.source == "reconstructed" and len(ch.deck) == 40 and len(set(ch.deck)) == 27
    counts = sorted((ch.deck.count(i) for i in set(ch.deck)), reverse=True)
    assert counts[0] == 6 and set(counts[1:]) == {1, 2}
    assert ch.side.kind == "mockery" and len(ch.side.deck) == 15
    assert all(c.cards[i].shake is not None for i in ch.side.deck)
    assert {c.cards[i].source for i in ch.deck if c.cards[i].title not in {GAMBLE}} >= {"rulebook", "designed"}


def test_not_a_mockery_deck_card_in_a_hand():
    """004 Mockery: the Mockery Deck is its own pile; its cards never join Greppa's character deck."""
    c = load_content()
    ch = c.characters["greppa"]
    assert not set(ch.deck) & set(ch.side.deck)


# ----- Truth hurts, don't it? -------------------------------------------------------------------------------------

def test_truth_hurts_works():
    """004 Greppa Card Notes: another player loses 1 Fortitude and gets Mocked (the Mockery card stays with them)."""
    g = table([TRUTH], [], mockery=[HEALING])
    events = play(g, TRUTH, targets=(ZOT,))
    assert "Zot is Mocked: 'Some healing is more temporary than others, I guess.'." in texts(events)
    assert fort(g, ZOT) == 17 and front(g, ZOT) == [HEALING]


def test_truth_hurts_refused_on_herself_and_ignored():
    """004 Mockery: Greppa picks another player; Ignoring the card means no Fortitude loss and no Mockery."""
    g = table([TRUTH], [STARS], mockery=[HEALING])
    assert {a.targets for a in find(g, "play", TRUTH)} == {(ZOT,)}
    play(g, TRUTH, targets=(ZOT,))
    play(g, STARS)
    assert fort(g, ZOT) == 20 and front(g, ZOT) == [] and mock_deck(g) == [HEALING]


# ----- Ha! You make this too easy ---------------------------------------------------------------------------------

def test_ha_works_as_anytime():
    """004 Mockery: an Anytime card that Mocks another player; it is no Action, so the Action phase goes on."""
    g = table([HA, FILLER], [], mockery=[HEAR])
    play(g, HA, targets=(ZOT,))
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [HEAR]
    pass_until(g, GREPPA)   # (Zot, now holding a Mockery card, is asked in the windows)
    assert g.phase == "action"


def test_ha_refused_by_stars():
    """004 Mockery example: 'The stars say No' cannot answer it (it touches no Fortitude, Alcohol or Gold)."""
    g = table([HA, FILLER], [STARS], mockery=[HEAR], ask_all=True)
    play(g, HA, targets=(ZOT,))
    assert STARS not in sometimes_choices(g, ZOT)


# ----- A dagger in the back, and a dagger in the feels ------------------------------------------------------------

def test_dagger_works():
    """004 Mockery example: another player loses 2 Fortitude and gets Mocked."""
    g = table([DAGGER], [], mockery=[HEAR])
    play(g, DAGGER, targets=(ZOT,))
    assert fort(g, ZOT) == 16 and front(g, ZOT) == [HEAR]


def test_dagger_refused_by_ignore():
    """004 Mockery: Deirdre Ignores it: she loses nothing and reveals no Mockery card."""
    g = table([DAGGER], [], [PROTECTS], mockery=[HEAR])
    play(g, DAGGER, targets=(DEIRDRE,))
    play(g, PROTECTS)
    assert fort(g, DEIRDRE) == 20 and front(g, DEIRDRE) == [] and mock_deck(g) == [HEAR]


# ----- Hoo boy, have I got a good one for you ---------------------------------------------------------------------

def test_hoo_boy_works():
    """004 Card-Specific Notes: it Mocks the target; only the Mockery card costs them Fortitude."""
    g = table([HOO_BOY], [], mockery=[HEALING])
    play(g, HOO_BOY, targets=(ZOT,))
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [HEALING]


def test_hoo_boy_refused_by_fortitude_ignore():
    """004 Card-Specific Notes: the card does not affect Fortitude, so a Fortitude Ignore cannot answer it (only the
    Mockery it reveals)."""
    g = table([HOO_BOY], [NOW_YOU_SEE], mockery=[HEALING], ask_all=True)
    play(g, HOO_BOY, targets=(ZOT,))
    assert NOW_YOU_SEE not in sometimes_choices(g, ZOT)
    to_mockery_window(g, ZOT, HEALING)
    play(g, NOW_YOU_SEE)
    pass_until_settled(g)
    assert fort(g, ZOT) == 20 and front(g, ZOT) == [] and mock_discard(g) == [HEALING]


# ----- It's not the game that's stupid, hon -----------------------------------------------------------------------

def test_not_the_game_works():
    """004 Card-Specific Notes: the player winning the Round gets Mocked, then Greppa takes control and wins."""
    g = table([NOT_THE_GAME], [GAMBLE, FILLER], turn=ZOT, mockery=[HEALING])
    play(g, GAMBLE)
    assert g.round.controller == ZOT and g.current_player == GREPPA
    play(g, NOT_THE_GAME)
    pass_windows(g)
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [HEALING] and g.round.controller == GREPPA
    pass_(g)   # Zot passes in the Round
    assert "Greppa wins the Round and takes the pot of 2 Gold." in texts(pass_until_settled_events(g))


def test_not_the_game_refused_when_nobody_is_winning():
    """004 Card-Specific Notes: if nobody was winning the Round, nobody gets Mocked (Greppa still takes control)."""
    g = table([NOT_THE_GAME], [GAMBLE, MEDITATING], turn=ZOT, mockery=[HEALING])
    play(g, GAMBLE)
    play(g, MEDITATING, mode=0)   # Zot stays out of the Round he starts: nobody is winning it
    assert g.round.controller == -1 and g.current_player == GREPPA
    play(g, NOT_THE_GAME)
    assert front(g, ZOT) == [] and mock_deck(g) == [HEALING] and fort(g, ZOT) == 20
    assert g.round is None and golds(g) == [10, 10]   # Greppa won her own ante back


def test_not_the_game_refused_outside_a_round():
    """000 Gambling: a Gambling card is played only in a Round of Gambling."""
    g = table([NOT_THE_GAME, BLESS], [])
    assert can(g, "play", BLESS) and not can(g, "play", NOT_THE_GAME)


# ----- We will, we will MOCK YOU! ---------------------------------------------------------------------------------

def test_mock_you_works_on_action():
    """004 Card-Specific Notes: it Negates another player's card and that player gets Mocked."""
    g = table([MOCK_YOU], [DOWN_POOKY, FILLER], turn=ZOT, mockery=[HEAR])
    play(g, DOWN_POOKY, targets=(GREPPA,))
    play(g, MOCK_YOU)
    assert fort(g, GREPPA) == 20 and fort(g, ZOT) == 18 and front(g, ZOT) == [HEAR]


def test_mock_you_works_on_sometimes():
    """004 Card-Specific Notes: it may Negate a Sometimes card ("I don't think so!" and the Wench's are the
    exceptions)."""
    g = table([BLESS, MOCK_YOU], [NOW_YOU_SEE, FILLER], mockery=[HEAR])
    play(g, BLESS, targets=(ZOT,))
    play(g, NOW_YOU_SEE)
    play(g, MOCK_YOU)
    pass_until_settled(g)
    assert fort(g, ZOT) == 16 and front(g, ZOT) == [HEAR]


def test_mock_you_refused_on_i_dont_think_so_and_the_wench():
    """004 Card-Specific Notes: it cannot Negate "I don't think so!" or the Wench's stop-playing-with-the-drinks."""
    g = table([DOUBLE, MOCK_YOU, IDTS], [STOP, FILLER], turn=ZOT, phase="drink", drink_me={ZOT: ["Water"]},
              mockery=[HEAR], ask_all=True)
    drink(g)
    assert DOUBLE in sometimes_choices(g, GREPPA)
    play(g, DOUBLE, drink=0)
    assert STOP in sometimes_choices(g, ZOT)
    play(g, STOP)
    choices = sometimes_choices(g, GREPPA)
    assert IDTS in choices and MOCK_YOU not in choices
    g2 = table([BLESS, MOCK_YOU, MOCK_YOU], [IDTS, NOW_YOU_SEE], mockery=[HEAR], ask_all=True)
    play(g2, BLESS, targets=(ZOT,))
    assert NOW_YOU_SEE in sometimes_choices(g2, ZOT)
    play(g2, NOW_YOU_SEE)
    assert MOCK_YOU in sometimes_choices(g2, GREPPA)
    play(g2, MOCK_YOU)
    assert IDTS in sometimes_choices(g2, ZOT)
    play(g2, IDTS)
    assert MOCK_YOU not in sometimes_choices(g2, GREPPA)   # she still holds one, but not for this
    pass_until_settled(g2)
    assert fort(g2, ZOT) == 20 and front(g2, ZOT) == []


# ----- designed attacks -------------------------------------------------------------------------------------------

def test_bless_your_heart_works():
    """Designed (a plain attack): another player loses 2 Fortitude; nobody is Mocked."""
    g = table([BLESS], [], mockery=[HEAR])
    play(g, BLESS, targets=(ZOT,))
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [] and mock_deck(g) == [HEAR]


def test_bless_your_heart_refused_outside_action_phase():
    """000 On Your Turn: an Action card is played only in your Action phase."""
    g = table([BLESS], [], phase="drink", drink_me={GREPPA: ["Water"]})
    assert not can(g, "play", BLESS)


def test_face_works():
    """Designed: another player loses 3 Fortitude."""
    g = table([FACE], [])
    play(g, FACE, targets=(ZOT,))
    assert fort(g, ZOT) == 17


def test_face_refused_after_an_action():
    """000 On Your Turn: one Action card a turn."""
    g = table([BLESS, FACE], [], [])
    play(g, BLESS, targets=(ZOT,))
    assert g.phase == "order" and not can(g, "play", FACE)


def test_clown_college_works():
    """Designed: each other player gets Mocked, in turn order."""
    g = table([CLOWN], [], [], mockery=[HEAR, HEALING])
    play(g, CLOWN)
    pass_until_settled(g)
    assert front(g, ZOT) == [HEAR] and front(g, DEIRDRE) == [HEALING] and front(g, GREPPA) == []
    assert fort(g, ZOT) == 18 and fort(g, DEIRDRE) == 18 and fort(g, GREPPA) == 20


def test_clown_college_refused_when_mockery_runs_out():
    """004 Mockery: with the Mockery Deck and its discards empty, the rest are not Mocked."""
    g = table([CLOWN], [], [], mockery=[HEAR])
    events = play(g, CLOWN)
    assert "The Mockery Deck is empty: nobody is Mocked." in texts(events)
    assert front(g, ZOT) == [HEAR] and front(g, DEIRDRE) == []


def test_reflection_works():
    """Designed: Greppa Mocks herself (the Mockery's top effect hits her) and draws 2 cards."""
    s = Scenario(["greppa", "zot"])
    s.hand(GREPPA, [REFLECTION]).hand(ZOT, []).deck(GREPPA, [BLESS, FACE, SMILE]).side(GREPPA, deck=[HEALING])
    g = s.drink_deck(WATERS).turn(GREPPA, "action").build()
    play(g, REFLECTION)
    pass_until_settled(g)
    assert fort(g, GREPPA) == 18 and front(g, GREPPA) == [HEALING] and hand(g, GREPPA) == sorted([BLESS, FACE])


def test_reflection_refused_mockery_ignored_still_draws():
    """004 Mockery: Greppa Ignores her own Mockery card: it is discarded, but the draw still happens."""
    s = Scenario(["greppa", "zot"])
    s.hand(GREPPA, [REFLECTION, STICKS]).hand(ZOT, []).deck(GREPPA, [BLESS, FACE]).side(GREPPA, deck=[HEALING])
    g = s.drink_deck(WATERS).turn(GREPPA, "action").build()
    play(g, REFLECTION)
    play(g, STICKS)
    assert fort(g, GREPPA) == 20 and front(g, GREPPA) == [] and mock_discard(g) == [HEALING]
    assert hand(g, GREPPA) == sorted([BLESS, FACE])


# ----- designed defences and tricks ---------------------------------------------------------------------------

def test_sticks_and_stones_works():
    """000 Negate and Ignore Effects: Greppa Ignores a card that would cost her Fortitude."""
    g = table([STICKS], [DOWN_POOKY, FILLER], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GREPPA,))
    play(g, STICKS)
    assert fort(g, GREPPA) == 20


def test_sticks_and_stones_refused_against_gold():
    """000 Cards That Affect Your Fortitude...: it covers Fortitude only, not a card that takes Gold."""
    g = table([STICKS, FILLER], [BEHOLD, FILLER], turn=ZOT, ask_all=True)
    play(g, BEHOLD)
    assert STICKS not in sometimes_choices(g, GREPPA)


def test_touchy_works():
    """000 Timing Example 3: after another player's card costs her Fortitude, that player loses 2."""
    g = table([TOUCHY], [DOWN_POOKY, FILLER], turn=ZOT)
    play(g, DOWN_POOKY, targets=(GREPPA,))
    play(g, TOUCHY)
    assert fort(g, GREPPA) == 19 and fort(g, ZOT) == 18


def test_touchy_refused_without_a_loss():
    """000 Timing: a card that cost her no Fortitude (Gold only) opens no hit-back window."""
    g = table([TOUCHY, FILLER], [BEHOLD, FILLER], turn=ZOT, ask_all=True)
    play(g, BEHOLD)
    assert TOUCHY not in sometimes_choices(g, GREPPA)
    pass_until_settled(g)
    assert golds(g) == [9, 11]


def test_ew_works():
    """000 Drink phase: Greppa Ignores the Drink she is about to drink."""
    g = table([EW], [], phase="drink", drink_me={GREPPA: ["Dragon Breath Ale"]})
    drink(g)
    play(g, EW, drink=0)
    assert g.players[GREPPA].alcohol == 0


def test_ew_refused_for_anothers_drink():
    """000 Drink phase: only the Drink you are about to drink."""
    g = table([EW, FILLER], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Dragon Breath Ale"]}, ask_all=True)
    drink(g)
    assert EW not in sometimes_choices(g, GREPPA)


def test_double_works():
    """000 Drinks: a revealed Drink gives 2 more Alcohol."""
    g = table([DOUBLE], [], turn=ZOT, phase="drink", drink_me={ZOT: ["Light Ale"]})
    drink(g)
    play(g, DOUBLE, drink=0)
    pass_until_settled(g)
    assert g.players[ZOT].alcohol == 3


def test_double_refused_without_a_drink():
    """000 Drinks: with no revealed Drink there is nothing to strengthen."""
    g = table([DOUBLE, FILLER], [DOWN_POOKY, FILLER], turn=ZOT, ask_all=True)
    play(g, DOWN_POOKY, targets=(GREPPA,))
    assert DOUBLE not in sometimes_choices(g, GREPPA)


def test_tip_sugar_works():
    """Designed (an Anytime Gold grab): a player she chooses pays her 1 Gold."""
    g = table([TIP_SUGAR, FILLER], [])
    play(g, TIP_SUGAR, targets=(ZOT,))
    assert golds(g) == [11, 9]


def test_tip_sugar_refused_by_stars():
    """000 Cards That Affect Your ... Gold: Zot Ignores it and pays nothing."""
    g = table([TIP_SUGAR, FILLER], [STARS])
    play(g, TIP_SUGAR, targets=(ZOT,))
    play(g, STARS)
    assert golds(g) == [10, 10]


def test_tab_works():
    """000 (Inn Gold): the Inn covers the Gold Greppa would lose."""
    g = table([TAB], [PRESTO, FILLER], turn=ZOT)
    play(g, PRESTO, targets=(GREPPA,))
    play(g, TAB)
    assert golds(g) == [10, 11] and g.inn == -1


def test_tab_refused_against_fortitude():
    """000: a card that takes no Gold gives it nothing to cover."""
    g = table([TAB, FILLER], [DOWN_POOKY, FILLER], turn=ZOT, ask_all=True)
    play(g, DOWN_POOKY, targets=(GREPPA,))
    assert TAB not in sometimes_choices(g, GREPPA)


def test_paint_dry_works():
    """000 Leaving a Round of Gambling: instead of anteing, Greppa stays out of the Round."""
    g = table([PAINT], [GAMBLE, FILLER], turn=ZOT)
    play(g, GAMBLE)
    play(g, PAINT)
    assert golds(g) == [10, 10] and g.round is None and g.players[ZOT].gold == 10


def test_paint_dry_refused_without_ante():
    """000: "Winning Hand!" makes nobody ante, so there is nothing to leave instead of."""
    g = table([PAINT, GAMBLE], [GAMBLE, WINNING], turn=ZOT, ask_all=True)
    play(g, GAMBLE)
    assert PAINT in sometimes_choices(g, GREPPA)   # (the ante of "Gambling? I'm in!": it could leave)
    round_turn(g, GREPPA)
    play(g, GAMBLE)   # Greppa takes control
    round_turn(g, ZOT)
    play(g, WINNING)
    assert PAINT not in sometimes_choices(g, GREPPA)


def test_smile_works():
    """Designed (an Anytime heal): gain 2 Fortitude."""
    g = table([SMILE, FILLER], [], stats={GREPPA: {"fortitude": 15}})
    play(g, SMILE)
    assert fort(g, GREPPA) == 17


def test_smile_refused_between_discard_and_draw():
    """000 On Your Turn: no card between discarding and drawing."""
    g = table([SMILE, BLESS], [], phase="discard", stats={GREPPA: {"fortitude": 15}})
    assert can(g, "play", SMILE)
    act(g, "discard", BLESS)
    assert not can(g, "play", SMILE)


def test_tiara_works():
    """000 Gambling: a Cheating card takes control of the Round."""
    g = table([TIARA], [GAMBLE, FILLER], turn=ZOT)
    play(g, GAMBLE)
    play(g, TIARA)
    assert g.round is None and golds(g) == [11, 9]


def test_tiara_refused_outside_a_round():
    """000 Gambling: Cheating cards belong to a Round."""
    g = table([TIARA, BLESS], [])
    assert "Oops! My tiara fell in the pot." not in playable(g)


# ----- Mockery: Some healing is more temporary than others, I guess. ----------------------------------------------

def test_healing_top_works():
    """004 Greppa Card Notes: the Mocked player loses 2 Fortitude and keeps the card in front of them."""
    g = table([HOO_BOY], [], mockery=[HEALING])
    play(g, HOO_BOY, targets=(ZOT,))
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [HEALING]


def test_healing_top_refused_by_ignore():
    """004 Mockery: a Mockery card Ignored goes straight to the Mockery discard pile."""
    g = table([HOO_BOY], [ARMOR, FILLER], chars=("greppa", "fiona"), mockery=[HEALING])
    play(g, HOO_BOY, targets=(ZOT,))
    play(g, ARMOR)
    pass_until_settled(g)
    assert fort(g, ZOT) == 20 and front(g, ZOT) == [] and mock_discard(g) == [HEALING]


def test_healing_shake_works():
    """004 Greppa Card Notes: pay 1 Gold to Greppa, gain 1 Fortitude; the card goes to the Mockery discards."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [HEALING]}, stats={ZOT: {"fortitude": 15}})
    shake(g, HEALING)
    assert golds(g) == [11, 9] and fort(g, ZOT) == 16 and front(g, ZOT) == [] and mock_discard(g) == [HEALING]


def test_healing_shake_refused_twice():
    """004 Mockery: the cost cannot be paid again for a second effect."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [HEALING]}, stats={ZOT: {"fortitude": 15}})
    shake(g, HEALING)
    assert not can(g, "shake")
    assert golds(g) == [11, 9] and fort(g, ZOT) == 16


# ----- Mockery: Did you hear what that guy said about you? --------------------------------------------------------

def test_hear_top_works():
    """004 Mockery example: the Mocked player loses 2 Fortitude."""
    g = table([HOO_BOY], [], mockery=[HEAR])
    play(g, HOO_BOY, targets=(ZOT,))
    assert fort(g, ZOT) == 18 and front(g, ZOT) == [HEAR]


def test_hear_top_refused_by_negate(pack):
    """004 Mockery: a Negated Mockery card goes straight to the Mockery discard pile."""
    g = table([HOO_BOY], [NOT_SO_FAST, FILLER], mockery=[HEAR], content=[pack])
    play(g, HOO_BOY, targets=(ZOT,))
    to_mockery_window(g, ZOT, HEAR)
    play(g, NOT_SO_FAST)
    pass_until_settled(g)
    assert fort(g, ZOT) == 20 and front(g, ZOT) == [] and mock_discard(g) == [HEAR]


def test_hear_shake_works():
    """Designed Shake it Off: pay 1 Gold to the Inn, gain 1 Fortitude."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [HEAR]}, stats={ZOT: {"fortitude": 15}})
    shake(g, HEAR)
    assert golds(g) == [10, 9] and g.inn == 1 and fort(g, ZOT) == 16


def test_hear_shake_refused_inn_gold():
    """004 Mockery: the cost is the holder's own Gold: Zot's Inn-Gold card is never offered for it."""
    g = table([], [TRANSMUTE, FILLER], turn=ZOT, fronts={ZOT: [HEAR]}, stats={ZOT: {"fortitude": 15}})
    shake(g, HEAR)
    assert g.current_player == ZOT and not g.stack and golds(g) == [10, 9] and g.inn == 1


# ----- Mockery: Oh yeah? Well... takes one to know one! -----------------------------------------------------------

def test_takes_one_top_works():
    """004 Mockery: the Mocked player and Greppa each lose 1 Fortitude."""
    g = table([HOO_BOY], [], mockery=[TAKES_ONE])
    play(g, HOO_BOY, targets=(ZOT,))
    assert fort(g, ZOT) == 19 and fort(g, GREPPA) == 19 and front(g, ZOT) == [TAKES_ONE]


def test_takes_one_top_refused_by_ignore():
    """004 Card-Specific Notes: Ignored by the Mocked player it is discarded; Greppa still loses her 1."""
    g = table([HOO_BOY], [STARS, FILLER], mockery=[TAKES_ONE])
    play(g, HOO_BOY, targets=(ZOT,))
    play(g, STARS)
    assert fort(g, ZOT) == 20 and fort(g, GREPPA) == 19 and mock_discard(g) == [TAKES_ONE]


def test_takes_one_shake_works():
    """Designed Shake it Off: lose 1 Fortitude, and Greppa loses 1."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [TAKES_ONE]})
    shake(g, TAKES_ONE)
    assert fort(g, ZOT) == 19 and fort(g, GREPPA) == 19 and front(g, ZOT) == []


def test_takes_one_shake_refused_hit_back():
    """004 Mockery: nobody may hit back or Ignore a Shake it Off: Greppa is never asked."""
    g = table([TOUCHY, STICKS], [FILLER], turn=ZOT, fronts={ZOT: [TAKES_ONE]})
    shake(g, TAKES_ONE)
    assert g.current_player == ZOT and not g.stack and fort(g, GREPPA) == 19 and fort(g, ZOT) == 19


# ----- Mockery: Wow, you'll loot anything, won't'cha? -------------------------------------------------------------

def test_loot_top_works():
    """004 Mockery: two Gold payments, 1 to Greppa and 1 to the Inn."""
    g = table([HOO_BOY], [], mockery=[LOOT])
    play(g, HOO_BOY, targets=(ZOT,))
    assert golds(g) == [11, 8] and g.inn == 1 and front(g, ZOT) == [LOOT]


def test_loot_top_refused_by_inn_gold():
    """004 Card-Specific Notes: an Inn-Gold card covers both payments."""
    g = table([HOO_BOY], [TRANSMUTE, FILLER], mockery=[LOOT])
    play(g, HOO_BOY, targets=(ZOT,))
    play(g, TRANSMUTE)
    assert golds(g) == [11, 10] and g.inn == -1 and front(g, ZOT) == [LOOT]


def test_loot_shake_works():
    """Designed Shake it Off: pay 1 Gold to the Inn, draw a card."""
    s = Scenario(["greppa", "zot"])
    s.hand(GREPPA, []).hand(ZOT, [FILLER]).deck(ZOT, [DOWN_POOKY]).in_front(ZOT, [LOOT])
    g = s.drink_deck(WATERS).turn(ZOT, "action").build()
    shake(g, LOOT)
    assert golds(g) == [8, 7] and hand(g, ZOT) == sorted([FILLER, DOWN_POOKY])


def test_loot_shake_refused_discount():
    """004 Mockery: the cost may not be reduced: Fiona's discount card is never offered, she pays in full."""
    g = table([], [RATTLING, FILLER], chars=("greppa", "fiona"), turn=ZOT, fronts={ZOT: [LOOT]})
    shake(g, LOOT)
    assert not g.stack and golds(g) == [10, 9] and g.inn == 1


# ----- Mockery: Who dressed you, a blind troll? -------------------------------------------------------------------

def test_dressed_top_works():
    """Designed Mockery: lose 1 Fortitude."""
    g = table([HOO_BOY], [], mockery=[DRESSED])
    play(g, HOO_BOY, targets=(ZOT,))
    assert fort(g, ZOT) == 19 and front(g, ZOT) == [DRESSED]


def test_dressed_top_refused_by_ignore():
    """004 Mockery: Ignored (Zot's Fortitude Ignore), it goes to the Mockery discards."""
    g = table([HOO_BOY], [NOW_YOU_SEE, FILLER], mockery=[DRESSED])
    play(g, HOO_BOY, targets=(ZOT,))
    play(g, NOW_YOU_SEE)
    assert fort(g, ZOT) == 20 and mock_discard(g) == [DRESSED]


def test_dressed_shake_works():
    """Designed Shake it Off: pay 2 Gold to Greppa, gain 3 Fortitude."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [DRESSED]}, stats={ZOT: {"fortitude": 10}})
    shake(g, DRESSED)
    assert golds(g) == [12, 8] and fort(g, ZOT) == 13


def test_dressed_shake_refused_without_the_gold():
    """004 Mockery (Fiona's example): only her own Gold pays; with 1 Gold she cannot Shake off a 2-Gold cost."""
    g = table([], [RATTLING, FILLER], chars=("greppa", "fiona"), turn=ZOT, fronts={ZOT: [DRESSED]},
              stats={ZOT: {"gold": 1}})
    assert not can(g, "shake")


# ----- Mockery: Are you gonna drink that, or just stare at it? ----------------------------------------------------

def test_stare_top_works():
    """Designed Mockery: gain 1 Alcohol Content."""
    g = table([HOO_BOY], [], mockery=[STARE])
    play(g, HOO_BOY, targets=(ZOT,))
    assert g.players[ZOT].alcohol == 1 and front(g, ZOT) == [STARE]


def test_stare_top_refused_by_alcohol_ignore():
    """004 Mockery: Deirdre Ignores it ("Stop being silly!" covers Alcohol): discarded, no Alcohol."""
    g = table([HOO_BOY], [SILLY, FILLER], chars=("greppa", "deirdre"), mockery=[STARE])
    play(g, HOO_BOY, targets=(1,))
    play(g, SILLY)
    assert g.players[1].alcohol == 0 and mock_discard(g) == [STARE]


def test_stare_shake_works():
    """Designed Shake it Off: pay 1 Gold to the Inn, lose 1 Alcohol Content."""
    g = table([], [FILLER], turn=ZOT, fronts={ZOT: [STARE]}, stats={ZOT: {"alcohol": 4}})
    shake(g, STARE)
    assert g.players[ZOT].alcohol == 3 and golds(g) == [10, 9]


def test_stare_shake_refused_before_placed():
    """004 Mockery Timing: no Shake it Off until the card's top effect has resolved and it lies in front of you."""
    g = table([HOO_BOY], [SILLY, FILLER], chars=("greppa", "deirdre"), mockery=[STARE])
    play(g, HOO_BOY, targets=(1,))
    assert g.current_player == 1 and g.frame(g.stack[-1].subject).kind == "card"
    assert not can(g, "shake")
    pass_until_settled(g)
    assert front(g, 1) == [STARE]


# ----- Mockery: Everyone's staring at you, you know. --------------------------------------------------------------

def test_staring_top_works():
    """Designed Mockery: the Mocked player discards a card of their choice."""
    g = table([HOO_BOY], [DOWN_POOKY, FILLER], mockery=[STARING])
    play(g, HOO_BOY, targets=(ZOT,))
    assert g.current_player == ZOT
    act(g, "discard", DOWN_POOKY)
    assert hand(g, ZOT) == [FILLER] and front(g, ZOT) == [STARING]


def test_staring_top_refused_by_stars():
    """000 Cards That Affect Your...: discarding is no Fortitude, Alcohol or Gold, so "The stars say No" cannot
    answer it."""
    g = table([HOO_BOY], [STARS, FILLER], mockery=[STARING], ask_all=True)
    play(g, HOO_BOY, targets=(ZOT,))
    while not (g.current_player == ZOT and g.stack[-1].kind == "window" and g.stack[-1].stage == 1
               and g.title(g.frame(g.stack[-1].subject).card) == STARING):
        pass_(g)
    assert STARS not in sometimes_choices(g, ZOT)


def test_staring_shake_works():
    """Designed Shake it Off: lose 1 Fortitude, draw a card."""
    s = Scenario(["greppa", "zot"])
    s.hand(GREPPA, []).hand(ZOT, [FILLER]).deck(ZOT, [DOWN_POOKY]).in_front(ZOT, [STARING])
    g = s.drink_deck(WATERS).turn(ZOT, "action").build()
    shake(g, STARING)
    assert fort(g, ZOT) == 19 and hand(g, ZOT) == sorted([FILLER, DOWN_POOKY])


def test_staring_shake_refused_ignore():
    """004 Mockery: the cost cannot be Ignored: Zot holds an Ignore but loses the Fortitude anyway."""
    s = Scenario(["greppa", "zot"])
    s.hand(GREPPA, [GODDESS_HITS]).hand(ZOT, [NOW_YOU_SEE]).deck(ZOT, [DOWN_POOKY]).in_front(ZOT, [STARING])
    g = s.drink_deck(WATERS).turn(ZOT, "action").build()
    shake(g, STARING)
    assert not g.stack and g.current_player == ZOT and fort(g, ZOT) == 19
