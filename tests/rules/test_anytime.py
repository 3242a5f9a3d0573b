"""Rulebook 000, Sometimes and Anytime Cards: Anytime cards at any time, before or after each phase's own action.

At each step of the turn the players other than the active one who hold a playable Anytime card are asked (in
turn order from the active player; everyone under ask_all) before the active player decides; a play resolves
with the usual responses, then the same quiet window is offered again until everyone passes.
"""

from __future__ import annotations

import json

from innkeeper import Game
from innkeeper.testing import Scenario, act, in_quiet, pass_, play

HIT2 = "My Goddess made me do it!"          # Deirdre Action: another player loses 2 Fortitude
HEAL = "My Goddess heals me."               # Deirdre Anytime: gain 2 Fortitude
PROTECT = "My Goddess protects me!"         # Deirdre Sometimes: Ignore a card that affects your Fortitude
TIP = "Tip the Wench."                      # an Anytime card


def table(hands: list[list[str]], turn: int = 1, phase: str = "discard", **options) -> Game:
    """Four Deirdres with exact hands (at 15 Fortitude, so a heal shows), Water on every pile; the built game."""
    s = Scenario(["deirdre"] * len(hands), **options)
    for seat, hand in enumerate(hands):
        s.hand(seat, hand)
        s.drink_me(seat, ["Water"])
        s.stats(seat, fortitude=15)
    s.drink_deck(["Water"] * 12)
    s.turn(turn, phase)
    return s.build()


def quiet_top(g: Game) -> dict:
    """The quiet window as the asked seat's observation shows it."""
    top = g.observe(g.current_player)["stack"][-1]
    assert top["kind"] == "anytime"
    return top


def asked_in_quiet(g: Game) -> list[int]:
    """Pass in the quiet windows open now; the seats asked, in order."""
    seats = []
    while in_quiet(g):
        seats.append(g.current_player)
        pass_(g)
    return seats


def test_another_player_plays_an_anytime_card_before_the_active_player_discards() -> None:
    """000: an Anytime card may be played during a Discard and Draw phase before the discard, here by another player;
    it gets its usual response window, and once it has resolved the quiet window is offered again."""
    g = table([[PROTECT], [HIT2, HIT2], [HEAL], [HIT2, HEAL]])
    assert g.turn == 1 and g.phase == "discard" and g.current_player == 2
    assert quiet_top(g) == {"kind": "anytime", "phase": "discard", "when": "before", "asking": 2}
    assert {a.kind for a in g.legal_actions()} == {"pass", "play"}
    play(g, HEAL)
    assert [f.kind for f in g.stack] == ["card", "window"] and g.current_player == 3   # the usual responses first
    pass_(g)
    assert g.players[2].fortitude == 17 and g.players[2].hand == []
    assert quiet_top(g) == {"kind": "anytime", "phase": "discard", "when": "before", "asking": 3}   # offered again
    pass_(g)
    assert g.current_player == 1 and g.phase == "discard" and g.step == 0   # the active player has not discarded yet
    assert {a.kind for a in g.legal_actions()} >= {"draw", "discard"}


def test_the_window_is_offered_again_after_a_play_resolves_until_everyone_passes() -> None:
    """After an Anytime card resolves, everyone holding one is asked again, in turn order from the active player."""
    g = table([[HEAL], [HIT2], [HEAL], [HEAL, HEAL]])
    assert g.current_player == 2
    pass_(g)
    assert g.current_player == 3
    play(g, HEAL)
    while not in_quiet(g):   # the heal's own window
        pass_(g)
    assert asked_in_quiet(g) == [2, 3, 0]   # from the start, in turn order
    assert g.current_player == 1 and g.phase == "discard"


def test_asked_in_turn_order_from_the_active_player_and_only_holders() -> None:
    """Turn order from the active player; a player without a playable Anytime card is not asked, and the active
    player is offered theirs in their own decision instead of being asked twice."""
    g = table([[HEAL], [HEAL, HIT2], [PROTECT, HIT2], [HEAL]], turn=1)
    assert asked_in_quiet(g) == [3, 0]
    assert g.current_player == 1 and any(a.card == HEAL for a in g.legal_actions())
    g = table([[PROTECT], [HIT2], [HIT2], [PROTECT]], turn=1)
    assert not in_quiet(g) and g.current_player == 1   # nobody holds one: nobody is asked


def test_ask_all_asks_everyone_else() -> None:
    """Under ask_all every other player still in is asked, whatever they hold (being asked shows nothing)."""
    g = table([[], [HIT2], [PROTECT], [HEAL]], turn=1, ask_all=True)
    order = []
    while in_quiet(g):
        order.append((g.current_player, sorted({a.kind for a in g.legal_actions()})))
        pass_(g)
    assert order == [(2, ["pass"]), (3, ["pass", "play"]), (0, ["pass"])]
    assert g.current_player == 1


def test_before_and_after_each_phases_action() -> None:
    """A quiet window before each phase's action and after it (not between discarding and drawing)."""
    g = table([[], [HIT2, HIT2, PROTECT], [HEAL, HEAL, HEAL, HEAL, HEAL, HEAL, HEAL], []], turn=1)
    steps = []

    def record() -> None:
        while in_quiet(g):
            top = quiet_top(g)
            steps.append((top["phase"], top["when"]))
            pass_(g)

    record()
    act(g, "discard", PROTECT)
    assert g.current_player == 1 and g.step == 1   # no window between the discard and the draw
    act(g, "draw")
    record()
    play(g, HIT2, targets=(3,))
    while g.stack and not in_quiet(g):
        pass_(g)
    record()
    act(g, "order", targets=(2,))
    record()
    act(g, "pass")   # done ordering
    record()
    if g.current_player == 1 and any(a.kind == "drink" for a in g.legal_actions()):
        act(g, "drink")
    while g.stack and not in_quiet(g):
        pass_(g)
    record()
    assert steps == [("discard", "before"), ("action", "before"), ("order", "before"), ("order", "after"),
                     ("drink", "before"), ("drink", "after")]


def test_a_play_after_the_phase_action_and_the_next_turn() -> None:
    """After the Drink (an Anytime card once the phase's own action is done), then the next turn starts as usual."""
    g = table([[], [], [HEAL], []], turn=1, phase="drink")
    assert quiet_top(g)["when"] == "before"
    pass_(g)
    while not in_quiet(g):
        pass_(g) if g.stack else act(g, "drink")
    assert quiet_top(g) == {"kind": "anytime", "phase": "drink", "when": "after", "asking": 2}
    play(g, HEAL)
    while g.stack:
        pass_(g)
    assert g.players[2].fortitude == 17
    assert g.turn == 2 and g.phase in ("discard", "action")   # Deirdre 1 ended the turn; nothing more to ask


def test_players_in_a_round_are_offered_anytime_cards_on_their_own_round_turns() -> None:
    """In a Round of Gambling, players still in it are offered their Anytime cards on their own Round turns (no quiet
    window asks them in between); a player who left it is asked before each Round turn (tests/rules/test_gambling)."""
    s = Scenario(["deirdre", "fiona", "gerki", "zot"])
    s.hand(0, ["Gambling? I'm in!"]).hand(1, [TIP]).hand(2, [TIP]).hand(3, [TIP])
    s.drink_deck(["Water"] * 12).turn(0, "action")
    g = s.build()
    play(g, "Gambling? I'm in!")
    while g.round is None:
        pass_(g)
    round_turns = []
    while g.round is not None:
        assert not in_quiet(g)
        if g.stack[-1].kind == "round":
            round_turns.append(g.current_player)
            assert any(a.card == TIP for a in g.legal_actions()) or g.current_player == 0
        pass_(g)
    assert round_turns[:3] == [1, 2, 3]


def test_saved_and_cloned_in_a_quiet_window() -> None:
    """A game saved or cloned in a quiet window loads equal and goes on the same way."""
    g = table([[HEAL], [HIT2], [HEAL], [HEAL]])
    assert in_quiet(g)
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.current_player == g.current_player == 2
    copy = g.clone()
    for game in (g, loaded, copy):
        play(game, HEAL)
    assert g.to_json() == loaded.to_json() == copy.to_json()


def test_a_game_saved_before_quiet_windows_plays_on_without_them() -> None:
    """A save whose setup predates the quiet windows (no ``anytime_windows``) keeps the timing it was recorded with,
    so its recorded decisions still replay; the same game as new asks Deirdre 2 before the Action."""
    g = table([[HEAL], [HIT2, PROTECT], [HEAL], [HEAL]])
    while in_quiet(g):
        pass_(g)
    data = json.loads(g.to_json())
    del data["setup"]["anytime_windows"]
    old = Game.from_json(json.dumps(data))
    assert g.anytime_windows and not old.anytime_windows
    for game in (g, old):
        act(game, "draw")
    assert in_quiet(g) and g.current_player == 2
    assert not in_quiet(old) and old.current_player == 1 and old.phase == "action"
