"""Rulebook 004 (Allies: Jin vs Greppa), Kaylin's part: the Mockery notes on a Playful Wulfric and on "Private Pixie
Time", replayed with the real decks (kaylin.toml, greppa.toml).

Each docstring starts with "004" (shared/rulebooks/004_30c0125d7da16774.txt) and names the note it replays:
- "If Wulfric is Playful and Kaylin gets a Mockery Card that causes Fortitude loss, she takes extra and Greppa is
  also hit for 1. However, Playful does not modify Shake it Off costs." (restated from the Mockery section);
- a player Ignoring all effects through a card such as "Private Pixie Time" may not use Shake it Off.
"""

from __future__ import annotations

from innkeeper.testing import Scenario, can, find, pass_, pass_until_settled, play, texts

GREPPA, KAYLIN, ZOT = 0, 1, 2

TRUTH = "Truth hurts, don't it?"
HOO_BOY = "Hoo boy, have I got a good one for you"
FILLER = "Bless your heart."   # Greppa's plain attack: keeps her hand from being empty
HEALING = "Some healing is more temporary than others, I guess."
HEAR = "Did you hear what that guy said about you?"
TAKES_ONE = "Oh yeah? Well... takes one to know one!"
STARING = "Everyone's staring at you, you know."

PIXIE = "Private Pixie Time"
POOF = "*Poof!*"
GOOD_BOY = "Who's a good boy? You are!"
CUTE = "Don't call me cute!"
PLAYFUL = "Playful"
SLEEPY = "Sleepy"


def table(hands, *, mood=PLAYFUL, mockery=(HEAR, HEALING), fronts=None, turn=GREPPA, phase="action", stats=None):
    """Greppa (0), Kaylin (1) and Zot (2), 10 Gold each; Wulfric's mood; the Mockery Deck top first; cards in front."""
    s = Scenario(["greppa", "kaylin", "zot"])
    for seat, cards in enumerate(hands):
        s.hand(seat, list(cards)).stats(seat, gold=10)
    s.side(KAYLIN, shown=[mood], deck=[SLEEPY if mood != SLEEPY else "Cuddly"])
    s.side(GREPPA, deck=list(mockery) + [t for titles in (fronts or {}).values() for t in titles])
    for seat, titles in (fronts or {}).items():
        s.in_front(seat, list(titles))
    for seat, values in (stats or {}).items():
        s.stats(seat, **values)
    return s.drink_deck(["Water"] * 8).turn(turn, phase).build()


def front(g, seat: int) -> list[str]:
    """Mockery cards in front of a seat."""
    return [g.title(c) for d in g.sides if d.kind == "mockery" for c in d.fronts[seat]]


def mockery_discards(g) -> list[str]:
    """The Mockery discard pile."""
    return [g.title(c) for d in g.sides if d.kind == "mockery" for c in d.discard]


def forts(g) -> list[int]:
    """Every seat's Fortitude."""
    return [p.fortitude for p in g.players]


def settle(g) -> list:
    """Pass for everyone until nothing is resolving; the events."""
    events = []
    while g.stack:
        events += pass_(g)
    return events


def test_playful_wulfric_and_a_mockery_card_that_costs_fortitude():
    """004 Mockery note: Playful Wulfric, and Kaylin reveals "Did you hear what that guy said about you?" (lose 2):
    she loses 2 + 1, and Greppa is hit for 1. ("Hoo boy" Mocks without touching Fortitude itself.)"""
    g = table(([HOO_BOY], [GOOD_BOY], []), mockery=(HEAR,))
    events = play(g, HOO_BOY, targets=(KAYLIN,))
    events += settle(g)
    assert forts(g) == [19, 17, 20]
    assert front(g, KAYLIN) == [HEAR]
    assert "Wulfric is Playful: Greppa loses 1 Fortitude." in texts(events)


def test_playful_wulfric_with_truth_hurts_hits_twice():
    """004: "Truth hurts, don't it?" (lose 1, then Mocked) and the Mockery card are two cards of Greppa's: each costs
    Kaylin 1 more and Greppa 1."""
    g = table(([TRUTH], [GOOD_BOY], []), mockery=(HEALING,))
    play(g, TRUTH, targets=(KAYLIN,))
    settle(g)
    assert forts(g) == [18, 20 - 2 - 3, 20] and front(g, KAYLIN) == [HEALING]


def test_playful_wulfric_and_a_mockery_card_ignored():
    """004 Mockery: Kaylin Ignores the Mockery card with "*Poof!*": no loss, so no nip; the card is discarded."""
    g = table(([HOO_BOY], [POOF], []), mockery=(HEAR,))
    play(g, HOO_BOY, targets=(KAYLIN,))
    for _ in range(20):
        if g.current_player == KAYLIN and can(g, "play", POOF):
            break
        pass_(g)
    play(g, POOF)
    settle(g)
    assert forts(g) == [20, 20, 20] and front(g, KAYLIN) == [] and mockery_discards(g) == [HEAR]


def test_playful_does_not_change_a_shake_it_off_cost():
    """004 Mockery note: Playful does not modify Shake it Off costs. Kaylin Shakes off "Oh yeah? Well... takes one
    to know one!": she pays exactly 1 Fortitude and Greppa loses exactly 1 (no nip on either)."""
    g = table(([FILLER], [GOOD_BOY], []), fronts={KAYLIN: [TAKES_ONE]}, turn=KAYLIN, phase="action")
    shake = find(g, "shake", TAKES_ONE)
    assert shake
    events = g.apply(shake[0])
    assert forts(g) == [19, 19, 20] and front(g, KAYLIN) == []
    assert not any("Wulfric" in line for line in texts(events))


def test_playful_does_not_change_a_shake_it_off_that_costs_fortitude_and_draws():
    """004 Mockery note: the same for "Everyone's staring at you, you know." (Shake it Off: lose 1 Fortitude, draw)."""
    g = table(([FILLER], [GOOD_BOY], []), fronts={KAYLIN: [STARING]}, turn=KAYLIN, phase="action")
    hand = len(g.players[KAYLIN].hand)
    g.apply(find(g, "shake", STARING)[0])
    assert forts(g) == [20, 19, 20] and len(g.players[KAYLIN].hand) == hand + 1


def test_private_pixie_time_means_no_shake_it_off():
    """004 Mockery note: while Kaylin Ignores all effects through "Private Pixie Time", she may not Shake it Off."""
    g = table(([FILLER], [PIXIE, CUTE], []), fronts={KAYLIN: [HEALING]}, turn=KAYLIN, phase="action")
    assert find(g, "shake", HEALING)
    play(g, PIXIE)
    assert find(g, "shake", HEALING)   # (in the window on her own card she still could)
    settle(g)
    assert g.players[KAYLIN].ignoring and g.current_player == KAYLIN
    assert not find(g, "shake", HEALING)
    assert front(g, KAYLIN) == [HEALING]


def test_private_pixie_time_ignores_greppas_card_and_its_mockery():
    """004 Mockery: a card Kaylin Ignores (here: all effects, through "Private Pixie Time") does not Mock her."""
    g = table(([TRUTH], [PIXIE], []), mockery=(HEAR,), turn=KAYLIN, phase="drink")
    play(g, PIXIE)
    for _ in range(40):   # to Greppa's Action phase
        if g.turn == GREPPA and g.phase == "action" and can(g, "play", TRUTH):
            break
        g.apply((find(g, "drink") or find(g, "pass") or find(g, "order") or find(g, "draw"))[0])
    events = play(g, TRUTH, targets=(KAYLIN,))
    events += settle(g)
    assert g.players[KAYLIN].fortitude == 20 and front(g, KAYLIN) == [] and forts(g)[GREPPA] == 20
    assert not any("is Mocked" in line for line in texts(events))
    pass_until_settled(g)
