"""Rulebook 000 Timing and Negate/Ignore: windows in turn order, Anytime first, fresh windows, ask_all."""

from __future__ import annotations

from innkeeper import Game
from innkeeper.testing import Scenario, can, pass_, play

HIT2 = "My Goddess made me do it!"          # Deirdre Action: another player loses 2 Fortitude
HEAL = "My Goddess heals me."               # Deirdre Anytime: gain 2 Fortitude
PROTECT = "My Goddess protects me!"         # Deirdre Sometimes: Ignore a card that affects your Fortitude
NOPE = "I don't think so!"
TIP = "Tip the Wench."


def table(hands: list[list[str]], turn: int = 0, phase: str = "action", **options) -> Scenario:
    """Four Deirdres with exact hands."""
    s = Scenario(["deirdre"] * len(hands), **options)
    for seat, hand in enumerate(hands):
        s.hand(seat, hand)
        s.drink_me(seat, ["Water"])
    s.turn(turn, phase)
    return s


def test_window_asks_in_turn_order_from_the_player() -> None:
    """000 Timing: responses are offered in turn order starting with the player who played the card."""
    g = table([[HEAL], [HEAL], [HIT2, HEAL], [HEAL]], turn=2, phase="action").build()
    play(g, HIT2, targets=(0,))
    asked = []
    while g.stack and g.stack[-1].kind == "window" and g.stack[-2].kind == "card":
        asked.append(g.current_player)
        pass_(g)
    assert asked == [2, 3, 0, 1]
    g = table([[PROTECT], [HIT2], [PROTECT], [PROTECT]], turn=1, phase="action").build()
    play(g, HIT2, targets=(0,))
    assert g.current_player == 0   # seats 2 and 3 are not hit, so only seat 0 may Ignore it


def test_anytime_before_sometimes() -> None:
    """000 Timing: Anytime cards are played in turn order before Sometimes cards."""
    g = table([[HIT2], [PROTECT], [HEAL], []]).build()
    play(g, HIT2, targets=(1,))
    assert g.current_player == 2 and can(g, "play", HEAL) and not can(g, "play", PROTECT)
    pass_(g)
    assert g.current_player == 1 and can(g, "play", PROTECT)


def test_fresh_window_after_a_response() -> None:
    """000 Timing: after a response resolves, everyone may respond to the original card again."""
    g = table([[HIT2], [PROTECT], [TIP, HEAL], []]).build()
    play(g, HIT2, targets=(1,))
    assert g.current_player == 2
    play(g, TIP, targets=(3,))        # an Anytime response, with a window of its own
    assert g.current_player == 2 and g.stack[-2].card == g.content.by_title[TIP]
    pass_(g)
    assert g.players[3].gold == 9     # the response resolved first
    assert g.current_player == 2 and g.stack[-2].kind == "card"   # the window on HIT2 starts again
    pass_(g)
    assert g.current_player == 1
    play(g, PROTECT)
    assert g.players[1].fortitude == 20


def test_negate_prevents_all_effects() -> None:
    """000 Negate and Ignore Effects: a Negated card has no effect and goes to the discard pile."""
    g = table([[HIT2, NOPE], [PROTECT], [], []]).build()
    play(g, HIT2, targets=(1,))
    play(g, PROTECT)
    play(g, NOPE)
    assert g.players[1].fortitude == 18
    assert "My Goddess protects me!" in [g.title(c) for c in g.players[1].discard]


def test_ignore_only_protects_its_player() -> None:
    """000 Negate and Ignore Effects: Ignore means the card has no effect on you; others are affected."""
    s = table([["Oh no! I think that growth on your arm might be Mummy Rot!"], [PROTECT], [PROTECT], []])
    g = s.build()
    play(g, "Oh no! I think that growth on your arm might be Mummy Rot!", targets=(1,))
    play(g, PROTECT)
    assert g.players[1].fortitude == 20
    assert not [a for a in g.legal_actions() if a.card == PROTECT and g.current_player == 2]


def test_ask_all_asks_everyone() -> None:
    """Table option ask_all: every player is asked at every window, even with nothing to play."""
    g = table([[HIT2], [], [], []], ask_all=True).build()
    play(g, HIT2, targets=(1,))
    asked = []
    while g.stack and g.stack[-1].kind == "window":
        asked.append(g.current_player)
        pass_(g)
    assert asked[:8] == [0, 1, 2, 3, 0, 1, 2, 3]


def test_default_skips_players_without_responses() -> None:
    """By default a player with no legal response is passed without being asked."""
    g = table([[HIT2], [], [NOPE], []]).build()
    play(g, HIT2, targets=(1,))
    assert g.players[1].fortitude == 18 and g.phase == "order"


BITE = "Actually, his bite is worse than his bark"
NOT_EVE = "I'm not Eve! She's over there!"


def redirect_table() -> Game:
    """Kaylin (0, Wulfric Sleepy, then Hungry) bites Eve (1) for 3; Eve redirects it to Zot (2), who holds an Ignore."""
    s = Scenario(["kaylin", "eve", "zot"])
    s.side(0, shown=["Sleepy"], deck=["Hungry"])
    s.hand(0, [BITE])
    s.hand(1, [NOT_EVE])
    s.hand(2, ["Now you see me... Now you don't!"])
    s.turn(0, "action")
    g = s.build()
    play(g, BITE, targets=(1,))
    play(g, NOT_EVE, targets=(2,))
    return g


def test_redirected_loss_may_be_ignored_by_its_new_target() -> None:
    """001 Redirecting Damage and 000 Ignore: once redirected, the loss affects the new target, who may Ignore it."""
    g = redirect_table()
    assert g.current_player == 2 and can(g, "play", "Now you see me... Now you don't!")
    play(g, "Now you see me... Now you don't!")
    assert [p.fortitude for p in g.players] == [20, 20, 20]


def test_redirected_loss_hits_the_new_target() -> None:
    """001 Redirecting Damage: the player it was redirected to loses the Fortitude; the redirector loses none."""
    g = redirect_table()
    pass_(g)
    assert [p.fortitude for p in g.players] == [20, 20, 17]
