"""The quiet window (Anytime cards at a phase step) as the seats see it: the observation, the terminal's words and
auto-pass."""

from __future__ import annotations

from innkeeper import autopass, screen
from innkeeper.testing import Scenario, in_quiet, pass_

HEAL = "My Goddess heals me."   # Deirdre Anytime: gain 2 Fortitude
HIT2 = "My Goddess made me do it!"


def quiet_game(**options):
    """Deirdre 1's Discard and Draw; Deirdre 2 holds an Anytime card and is asked first."""
    s = Scenario(["deirdre"] * 3, **options)
    s.hand(0, [HIT2]).hand(1, [HIT2]).hand(2, [HEAL]).turn(1, "discard")
    return s.build()


def test_the_observation_names_the_step_and_no_card() -> None:
    """The asked seat sees a quiet window about a phase step, with no card or subject; others see the same frame."""
    g = quiet_game()
    assert in_quiet(g) and g.current_player == 2
    top = g.observe(2)["stack"][-1]
    assert top == {"kind": "anytime", "phase": "discard", "when": "before", "asking": 2}
    assert g.observe(0)["stack"] == g.observe(2)["stack"]   # public
    assert HEAL not in str(g.observe(0))                      # the hand stays hidden


def test_the_terminal_words_the_question() -> None:
    """"[Anytime cards] before Discard and Draw (Deirdre 2's turn) — play one?", the step and whose turn."""
    g = quiet_game()
    line = screen.situation(g.observe(2), 2)
    assert line.startswith("[Anytime cards] before Discard and Draw (") and line.endswith("— play one?")
    assert g.names[1] in line
    assert screen.describe_frame(g.observe(0), 0, 0) == f"before Discard and Draw ({g.names[1]}'s turn)"
    pass_(g)
    assert g.current_player == 1 and not screen.situation(g.observe(1), 1).startswith("[Anytime cards]")


def test_auto_pass_passes_a_quiet_window_under_mine_and_stops_under_playable() -> None:
    """A quiet window answers nobody's doing: ``mine`` passes it, ``playable`` stops (a card to play), ``always``
    stops; a seat with nothing to play under ask_all is passed by ``playable`` too."""
    g = quiet_game()
    obs, legal = g.observe(2), g.legal_actions()
    assert autopass.in_window(obs) and not autopass.affects(obs, 2)
    assert autopass.auto_choice(obs, legal, 2, "mine").kind == "pass"
    assert autopass.auto_choice(obs, legal, 2, "playable") is None
    assert autopass.auto_choice(obs, legal, 2, "always") is None
    g = quiet_game(ask_all=True)
    assert in_quiet(g) and g.current_player == 2
    pass_(g)
    assert g.current_player == 0 and [a.kind for a in g.legal_actions()] == ["pass"]   # asked: ask_all
    obs, legal = g.observe(0), g.legal_actions()
    assert autopass.auto_choice(obs, legal, 0, "playable").kind == "pass"
    assert autopass.auto_choice(obs, legal, 0, "always") is None
