"""Rulebook 004 (Allies: Jin vs Greppa), Greppa's part: every rule, example and note about Mockery, as a scenario.

Each docstring starts with "004" (shared/rulebooks/004_30c0125d7da16774.txt) and names the section it replays.
Where an example uses a character Innkeeper lacks, one of ours plays the role holding a test-only card named from
elsewhere ("I'm not Eve! She's over there!", "Stop hitting yourself!", "I'm gonna save this healing for the
dungeon!"), written by the test into tmp_path; the docstring says who stands in for whom.

Not built (they need characters or effects Innkeeper lacks; recorded for later):
- (Petra's "I run hot" example is replayed, with a test-only card, in test_rulebook_004_notes.py.)
- (A Negate-and-replay effect on a Mockery card is replayed, with a test-only card, in test_rulebook_004_notes.py.)
- Targetable non-players getting Mocked (Wrench's Gizmos, Torglesnarf's Minions), Pooky's mood, Erin's Tree Form,
  the Otto Variant.
- (A Playful Wulfric and "Private Pixie Time" are replayed with Kaylin's deck in test_rulebook_004_kaylin.py.)
- "Excessive lute solo" (Jin's card): see test_rulebook_004_notes.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from innkeeper.testing import Scenario, act, can, golds, pass_, pass_until_settled, play, sometimes_choices, texts

TRUTH = "Truth hurts, don't it?"
HA = "Ha! You make this too easy"
DAGGER = "A dagger in the back, and a dagger in the feels"
HOO_BOY = "Hoo boy, have I got a good one for you"
NOT_THE_GAME = "It's not the game that's stupid, hon"
MOCK_YOU = "We will, we will MOCK YOU!"
REFLECTION = "Ugh, even my reflection is laughing at me."
STICKS = "Sticks and stones, sweetie."
TOUCHY = "Ooh, touchy!"
DOUBLE = "Oh, was that supposed to be a double?"

HEALING = "Some healing is more temporary than others, I guess."
HEAR = "Did you hear what that guy said about you?"
TAKES_ONE = "Oh yeah? Well... takes one to know one!"
LOOT = "Wow, you'll loot anything, won't'cha?"

GAMBLE = "Gambling? I'm in!"
MEDITATING = "Not now, I'm meditating."
IDTS = "I don't think so!"
STOP = "The Wench thinks you should stop playing with the drinks."
STARS = 'The stars say, "No!"'
DOWN_POOKY = "Down Pooky!"
TRANSMUTE = "Transmute peanuts to gold"
SWIPE = "Swipe the tip!"
RATTLING = "Oh, that's what was rattling around in my armor!"
QUICK_HEALER = "I'm a quick healer."
GODDESS_HITS = "My Goddess doesn't like that!"
PROTECTS = "My Goddess protects me!"
FILLER = "Mass Heal!"   # never a legal answer here: it keeps a hand from being empty

NOT_EVE = "I'm not Eve! She's over there!"
STOP_HITTING = "Stop hitting yourself!"
DUNGEON = "I'm gonna save this healing for the dungeon!"
NOT_SO_FAST = "Test: not so fast"
PACK = """
[character]
id = "stand_in"
name = "Test Stand-in"
set = "test"
source = "test"

[[card]]
title = "I'm not Eve! She's over there!"
type = "sometimes"
copies = 2
text = "When another player's card would make you lose Fortitude, a player you choose (not its source) loses it."
answers = { if = "affects_your_stats", card_types = ["action", "sometimes"], stats = ["fortitude"], lose_only = true }
effects = [{ op = "redirect_loss", who = "another" }]

[[card]]
title = "Stop hitting yourself!"
type = "sometimes"
copies = 2
text = "When another player's card would make you lose Fortitude, that player loses it instead."
answers = { if = "affects_your_stats", card_types = ["action", "sometimes"], stats = ["fortitude"], lose_only = true }
effects = [{ op = "redirect_loss", who = "answered" }]

[[card]]
title = "I'm gonna save this healing for the dungeon!"
type = "sometimes"
copies = 2
text = "Negate another player's Action, Sometimes or Anytime card (here: to stop a heal)."
answers = { card_types = ["action", "sometimes", "anytime"] }
effects = [{ op = "negate" }]

[[card]]
title = "Test: not so fast"
type = "sometimes"
copies = 2
text = "Negate an Action card another player plays."
answers = { card_types = ["action"] }
effects = [{ op = "negate" }]
"""

WATERS = ["Water"] * 8


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """The test-only cards named from other characters' decks."""
    path = tmp_path / "stand_in.toml"
    path.write_text(PACK, encoding="utf-8")
    return path


def build(chars, hands, *, turn=0, phase="action", mockery=None, fronts=None, stats=None, content=(),
          ask_all=False, drink_me=None):
    """A table with exact hands, Greppa's (seat 0) Mockery Deck top first, cards in front, 10 Gold a seat."""
    s = Scenario(list(chars), content=list(content), ask_all=ask_all)
    for seat in range(len(hands)):
        s.stats(seat, gold=10)
    if mockery is not None:   # (cards put in front come from the Mockery Deck: keep them in it until then)
        s.side(0, deck=mockery + [t for titles in (fronts or {}).values() for t in titles])
    for seat, titles in (fronts or {}).items():
        s.in_front(seat, titles)
    s.deal(hands, drink_me, stats)
    return s.drink_deck(WATERS).turn(turn, phase).build()


def front(g, seat: int) -> list[str]:
    """Mockery cards in front of a seat."""
    return [g.title(c) for d in g.sides for c in d.fronts[seat]]


def discards(g) -> list[str]:
    """The Mockery discard pile."""
    return [g.title(c) for d in g.sides for c in d.discard]


def fort(g, seat: int) -> int:
    """A seat's Fortitude."""
    return g.players[seat].fortitude


def mockery_window(g, seat: int, title: str, stage: int = 1) -> None:
    """Pass until ``seat`` is asked (stage 0 Anytime/Shake, 1 Sometimes) in the window on Mockery card ``title``."""
    for _ in range(100):
        top = g.stack[-1] if g.stack else None
        if (g.current_player == seat and top is not None and top.kind == "window" and top.stage == stage
                and g.frame(top.subject).kind == "card" and g.title(g.frame(top.subject).card) == title):
            return
        pass_(g)
    raise AssertionError(f"seat {seat} was never asked about {title!r}")


# ----- Mockery: getting Mocked -----------------------------------------------------------------------------------

def test_mocked_player_reveals_and_keeps_the_card():
    """004 Mockery: a card that Mocks resolves, the player reveals a Mockery card, takes its top effect, and it stays
    in front of them."""
    g = build(["greppa", "zot"], [[TRUTH], []], mockery=[HEALING, HEAR])
    events = play(g, TRUTH, targets=(1,))
    assert "Zot is Mocked: 'Some healing is more temporary than others, I guess.'." in texts(events)
    pass_until_settled(g)
    assert fort(g, 1) == 17 and front(g, 1) == [HEALING] and discards(g) == []


def test_mockery_top_effect_is_greppas_action(pack):
    """004 Mockery: the top effect is answered as if Greppa played an Action card: an Action-Negate may answer it,
    and a Negated Mockery card goes straight to the discards."""
    g = build(["greppa", "zot"], [[HOO_BOY], [NOT_SO_FAST, FILLER]], mockery=[HEAR], content=[pack])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, HEAR)
    top = g.frame(g.stack[-1].subject)
    assert top.player == 0 and top.targets == [1] and g.content.cards[top.card].type == "action"
    play(g, NOT_SO_FAST)
    pass_until_settled(g)
    assert fort(g, 1) == 20 and front(g, 1) == [] and discards(g) == [HEAR]


def test_ignored_mockery_is_discarded():
    """004 Mockery: Ignoring the Mockery card sends it to the discards, so its Shake it Off is never available."""
    g = build(["greppa", "fiona"], [[HOO_BOY], ["Luckily for me, I was wearing my armor!", FILLER]],
              mockery=[HEALING])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, HEALING)
    play(g, "Luckily for me, I was wearing my armor!")
    pass_until_settled(g)
    assert fort(g, 1) == 20 and front(g, 1) == [] and discards(g) == [HEALING] and not can(g, "shake")


def test_hit_back_on_a_mockery_hits_greppa():
    """004 Mockery: the top effect counts as Greppa's card, so a hit-back card answers it by hurting Greppa."""
    g = build(["greppa", "deirdre"], [[HOO_BOY], [GODDESS_HITS, FILLER]], mockery=[HEAR])
    play(g, HOO_BOY, targets=(1,))
    for _ in range(20):
        if g.current_player == 1 and can(g, "play", GODDESS_HITS):
            break
        pass_(g)
    play(g, GODDESS_HITS)
    pass_until_settled(g)
    assert fort(g, 1) == 18 and fort(g, 0) == 18 and front(g, 1) == [HEAR]


# ----- Shake it Off ----------------------------------------------------------------------------------------------

def test_shake_it_off_any_time_later():
    """004 Mockery: the card stays; later, at any time the holder is asked (here in Greppa's Round of Gambling), they
    may pay the cost, take the effect, and discard it."""
    g = build(["greppa", "zot"], [[GAMBLE, GAMBLE], [FILLER]], fronts={1: [HEALING]}, stats={1: {"fortitude": 12}})
    play(g, GAMBLE)
    assert g.current_player == 1 and can(g, "shake", HEALING)
    act(g, "shake", HEALING)
    assert fort(g, 1) == 13 and front(g, 1) == [] and discards(g) == [HEALING]
    pass_until_settled(g)   # Zot antes after all; nobody takes control from Greppa
    assert g.round is None and golds(g) == [12, 8]


def test_shake_it_off_once_only():
    """004 Mockery: the cost may not be paid again for more effects: the card is gone after one use."""
    g = build(["greppa", "zot"], [[], [FILLER]], turn=1, fronts={1: [HEALING]}, stats={1: {"fortitude": 12}})
    act(g, "shake", HEALING)
    assert not can(g, "shake") and fort(g, 1) == 13 and golds(g) == [11, 9]


def test_fiona_example_own_gold_and_no_shenanigans(pack):
    """004 Mockery, Fiona's example: she pays the Shake it Off with her own Gold (her Inn-Gold card is no use), and
    Joran's "I'm gonna save this healing for the dungeon!" cannot stop the heal. Deirdre stands in for Joran."""
    g = build(["greppa", "fiona", "deirdre"], [[], [RATTLING, QUICK_HEALER], [DUNGEON, FILLER]], turn=1,
              fronts={1: [HEALING]}, stats={1: {"fortitude": 12}}, content=[pack])
    act(g, "shake", HEALING)
    assert g.current_player == 1 and not g.stack   # nobody was asked anything
    assert golds(g) == [11, 9, 10] and fort(g, 1) == 13 and RATTLING in [g.title(c) for c in g.players[1].hand]
    play(g, QUICK_HEALER)   # the same card does stop an ordinary heal
    assert g.current_player == 2 and can(g, "play", DUNGEON)
    play(g, DUNGEON)
    pass_until_settled(g)
    assert fort(g, 1) == 13


def test_shake_it_off_not_before_placed_but_others_answer():
    """004 Mockery Timing: a revealed Mockery card may be answered with the Shake it Off of another Mockery card,
    but not with its own until its top effect has resolved and it lies in front of you."""
    g = build(["greppa", "zot"], [[HOO_BOY], [FILLER]], mockery=[HEAR], fronts={1: [HEALING]},
              stats={1: {"fortitude": 12}})
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, HEAR, stage=0)
    assert can(g, "shake", HEALING) and not can(g, "shake", HEAR)
    act(g, "shake", HEALING)   # +1 Fortitude; then "Did you hear..." resolves (nobody has anything left to answer)
    pass_until_settled(g)
    assert fort(g, 1) == 11 and front(g, 1) == [HEAR] and discards(g) == [HEALING]


# ----- Ignoring the card that would Mock you ------------------------------------------------------------------------

def test_zot_ignores_truth_hurts():
    """004 Mockery example: Zot Ignores "Truth hurts, don't it?" with "The stars say No": no loss, no Mockery."""
    g = build(["greppa", "zot"], [[TRUTH], [STARS]], mockery=[HEALING])
    play(g, TRUTH, targets=(1,))
    play(g, STARS)
    pass_until_settled(g)
    assert fort(g, 1) == 20 and front(g, 1) == [] and discards(g) == []
    assert [g.title(c) for c in g.sides[0].deck] == [HEALING]


def test_stars_cannot_answer_ha():
    """004 Mockery example: "Ha! You make this too easy" touches no Fortitude, Alcohol or Gold, so "The stars say No"
    cannot answer it; Zot is Mocked (the Mockery card itself he could Ignore)."""
    g = build(["greppa", "zot"], [[HA, FILLER], [STARS]], mockery=[HEAR], ask_all=True)
    play(g, HA, targets=(1,))
    assert STARS not in sometimes_choices(g, 1)
    mockery_window(g, 1, HEAR)
    assert STARS in sometimes_choices(g, 1)


# ----- Redirected losses --------------------------------------------------------------------------------------------

def test_eve_example_redirect_keeps_the_mockery_with_eve(pack):
    """004 Mockery, Eve's example: the Fortitude loss of "Truth hurts" is redirected to Gerki, yet the target is the
    one Mocked. Zot stands in for Eve, holding "I'm not Eve! She's over there!"."""
    greppa, eve, gerki = 0, 1, 2
    g = build(["greppa", "zot", "gerki"], [[TRUTH], [NOT_EVE], [FILLER]], mockery=[HEALING], content=[pack])
    play(g, TRUTH, targets=(eve,))
    play(g, NOT_EVE, targets=(gerki,))
    pass_until_settled(g)
    assert fort(g, gerki) == 19 and fort(g, eve) == 18 and front(g, eve) == [HEALING] and fort(g, greppa) == 20


def test_redirecting_a_mockery_loss_keeps_the_card(pack):
    """004 Mockery: redirecting the loss of the Mockery card's own top effect still leaves the card in front of you.
    Zot stands in for Eve."""
    g = build(["greppa", "zot", "gerki"], [[HOO_BOY], [NOT_EVE], [FILLER]], mockery=[HEALING], content=[pack])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, HEALING)
    play(g, NOT_EVE, targets=(2,))
    pass_until_settled(g)
    assert fort(g, 1) == 20 and fort(g, 2) == 18 and front(g, 1) == [HEALING]


def test_bryn_example_stop_hitting_yourself(pack):
    """004 Mockery, Bryn's example: Mocked with "Some healing...", she plays "Stop hitting yourself!": Greppa loses
    the 2 Fortitude, and the card stays with her to Shake off later. Deirdre stands in for Bryn."""
    g = build(["greppa", "deirdre"], [[HOO_BOY], [STOP_HITTING, FILLER]], mockery=[HEALING], content=[pack],
              stats={1: {"fortitude": 15}})
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, HEALING)
    play(g, STOP_HITTING)
    pass_until_settled(g)
    assert fort(g, 0) == 18 and fort(g, 1) == 15 and front(g, 1) == [HEALING]
    g2 = build(["greppa", "deirdre"], [[], [FILLER]], turn=1, fronts={1: [HEALING]}, stats={1: {"fortitude": 15}})
    act(g2, "shake", HEALING)
    assert fort(g2, 1) == 16 and golds(g2) == [11, 9]


# ----- Greppa leaves the game ---------------------------------------------------------------------------------------

def test_greppa_leaves_cards_stay_and_payments_go_to_the_inn():
    """004 Mockery and Greppa Card Notes: once Greppa is out of the game, Mockery cards stay where they are, and a
    Shake it Off that pays Greppa pays the Inn instead."""
    g = build(["greppa", "zot", "fiona"], [[FILLER], [DOWN_POOKY, FILLER], [FILLER]], turn=1,
              fronts={1: [HEALING]}, stats={0: {"fortitude": 1}, 1: {"fortitude": 12}})
    play(g, DOWN_POOKY, targets=(0,))
    pass_until_settled(g)
    assert g.players[0].out and front(g, 1) == [HEALING]
    gold, inn = g.players[1].gold, g.inn
    assert g.current_player == 1 and can(g, "shake", HEALING)
    act(g, "shake", HEALING)
    assert g.players[1].gold == gold - 1 and g.inn == inn + 1 and g.players[0].gold == 0 and fort(g, 1) == 13


# ----- Card-Specific Notes --------------------------------------------------------------------------------------

def test_note_hoo_boy():
    """004 Card-Specific Notes, "Hoo boy": the card itself does not touch Fortitude (a Fortitude Ignore cannot answer
    it); the Mockery it reveals does."""
    g = build(["greppa", "deirdre"], [[HOO_BOY], [PROTECTS, FILLER]], mockery=[HEAR], ask_all=True)
    play(g, HOO_BOY, targets=(1,))
    assert PROTECTS not in sometimes_choices(g, 1)
    mockery_window(g, 1, HEAR)
    assert PROTECTS in sometimes_choices(g, 1)


def test_note_not_the_game_no_winner():
    """004 Card-Specific Notes, "It's not the game...": when nobody was winning the Round, nobody is Mocked."""
    g = build(["greppa", "zot"], [[NOT_THE_GAME], [GAMBLE, MEDITATING]], turn=1, mockery=[HEALING])
    play(g, GAMBLE)
    play(g, MEDITATING, mode=0)
    assert g.round.controller == -1
    play(g, NOT_THE_GAME)
    assert front(g, 1) == [] and [g.title(c) for c in g.sides[0].deck] == [HEALING]


def test_note_not_the_game_mocks_the_winner():
    """004 Card-Specific Notes, "It's not the game...": the player winning the Round is Mocked, Greppa takes over."""
    g = build(["greppa", "zot", "gerki"], [[NOT_THE_GAME], [GAMBLE, FILLER], [FILLER]], turn=1, mockery=[HEAR])
    play(g, GAMBLE)   # (Gerki, with nothing to play in the Round, passes)
    assert g.current_player == 0 and g.round.controller == 1
    play(g, NOT_THE_GAME)
    for _ in range(20):
        if g.stack and g.stack[-1].kind == "round":
            break
        pass_(g)
    assert front(g, 1) == [HEAR] and g.round.controller == 0


def test_note_takes_one_greppa_reveals_it_herself():
    """004 Card-Specific Notes, "Oh yeah? Well...": revealed by Greppa herself, she loses 2 Fortitude, not 1."""
    g = build(["greppa", "zot"], [[REFLECTION], []], mockery=[TAKES_ONE])
    play(g, REFLECTION)
    pass_until_settled(g)
    assert fort(g, 0) == 18 and fort(g, 1) == 20 and front(g, 0) == [TAKES_ONE]


def test_note_takes_one_ignored_by_revealer_discarded_whatever_greppa_does():
    """004 Card-Specific Notes, "Oh yeah? Well...": Ignored by the player who revealed it, it is discarded, whether or
    not Greppa Ignores it too (here she does, and loses nothing either)."""
    g = build(["greppa", "zot"], [[HOO_BOY, STICKS], [STARS, FILLER]], mockery=[TAKES_ONE, TAKES_ONE])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, TAKES_ONE)
    play(g, STARS)
    mockery_window(g, 0, TAKES_ONE)
    play(g, STICKS)
    pass_until_settled(g)
    assert fort(g, 0) == 20 and fort(g, 1) == 20 and discards(g) == [TAKES_ONE] and front(g, 1) == []


def test_note_takes_one_greppa_ignores_alone():
    """004 Card-Specific Notes, "Oh yeah? Well...": if only Greppa Ignores it, the revealer keeps it and loses 1."""
    g = build(["greppa", "zot"], [[HOO_BOY, STICKS], [FILLER]], mockery=[TAKES_ONE])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 0, TAKES_ONE)
    play(g, STICKS)
    pass_until_settled(g)
    assert fort(g, 0) == 20 and fort(g, 1) == 19 and front(g, 1) == [TAKES_ONE]


def test_note_mock_you_cannot_negate_i_dont_think_so():
    """004 Card-Specific Notes, "We will, we will MOCK YOU!": it cannot Negate "I don't think so!"."""
    hands = [["Bless your heart.", MOCK_YOU, MOCK_YOU], [IDTS, "Now you see me... Now you don't!"]]
    g = build(["greppa", "zot"], hands, ask_all=True)
    play(g, "Bless your heart.", targets=(1,))
    sometimes_choices(g, 1)
    play(g, "Now you see me... Now you don't!")
    assert MOCK_YOU in sometimes_choices(g, 0)
    play(g, MOCK_YOU)
    sometimes_choices(g, 1)
    play(g, IDTS)
    assert MOCK_YOU not in sometimes_choices(g, 0)


def test_note_mock_you_cannot_negate_the_wench():
    """004 Card-Specific Notes, "We will, we will MOCK YOU!": it cannot Negate "The Wench thinks you should stop
    playing with the drinks." ("I don't think so!" still can)."""
    g = build(["greppa", "zot"], [[DOUBLE, MOCK_YOU, IDTS], [STOP, FILLER]], turn=1, phase="drink",
              drink_me={1: ["Water"]}, ask_all=True)
    act(g, "drink")
    sometimes_choices(g, 0)
    play(g, DOUBLE, drink=0)
    sometimes_choices(g, 1)
    play(g, STOP)
    choices = sometimes_choices(g, 0)
    assert IDTS in choices and MOCK_YOU not in choices


@pytest.mark.parametrize("card", [TRANSMUTE, SWIPE])
def test_note_loot_inn_gold_covers_both_payments(card):
    """004 Card-Specific Notes, "Wow, you'll loot anything": an Inn-Gold card covers both of its payments."""
    g = build(["greppa", "gerki" if card == SWIPE else "zot"], [[HOO_BOY], [card, FILLER]], mockery=[LOOT])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, LOOT)
    play(g, card)
    pass_until_settled(g)
    assert golds(g) == [11, 10] and g.inn == -1 and front(g, 1) == [LOOT]


def test_note_loot_discount_covers_both_payments():
    """004 Card-Specific Notes, "Wow, you'll loot anything": Fiona's Inn-Gold discount applies to both payments."""
    g = build(["greppa", "fiona"], [[HOO_BOY], [RATTLING, FILLER]], mockery=[LOOT])
    play(g, HOO_BOY, targets=(1,))
    mockery_window(g, 1, LOOT)
    play(g, RATTLING)
    pass_until_settled(g)
    assert golds(g) == [11, 10] and g.inn == -1


def test_card_note_truth_hurts():
    """004 Greppa Card Notes, "Truth hurts, don't it?": the target loses 1 Fortitude and gets Mocked."""
    g = build(["greppa", "zot"], [[TRUTH], []], mockery=[LOOT])
    play(g, TRUTH, targets=(1,))
    pass_until_settled(g)
    assert fort(g, 1) == 19 and golds(g) == [11, 8] and front(g, 1) == [LOOT]


def test_card_note_some_healing():
    """004 Greppa Card Notes, "Some healing...": lose 2 Fortitude; Shake it Off pays Greppa 1 Gold for 1 Fortitude."""
    g = build(["greppa", "zot"], [[DAGGER], [FILLER]], mockery=[HEALING])
    play(g, DAGGER, targets=(1,))
    pass_until_settled(g)
    assert fort(g, 1) == 16
    g2 = build(["greppa", "zot"], [[], [FILLER]], turn=1, fronts={1: [HEALING]}, stats={1: {"fortitude": 16}})
    act(g2, "shake", HEALING)
    assert fort(g2, 1) == 17 and golds(g2) == [11, 9]


def test_touchy_cannot_answer_her_own_mockery_loss():
    """004 Mockery: a Mockery revealed by Greppa herself costs her Fortitude from her own card: no hit-back."""
    g = build(["greppa", "zot"], [[REFLECTION, TOUCHY], []], mockery=[HEALING], ask_all=True)
    play(g, REFLECTION)
    for _ in range(50):
        if not g.stack:
            break
        assert not (g.current_player == 0 and can(g, "play", TOUCHY))
        pass_(g)
    assert fort(g, 0) == 18
