"""Players' comfort in the terminal (issue 15): a screen that fits 80×24, auto-pass, look-ups, the phase, the end."""

from __future__ import annotations

import functools
import io
import os
import random
import re
import sys

import pexpect
import pyte
import pytest
from rich.console import Console

import innkeeper
from innkeeper import autopass, question_count, screen
from innkeeper.engine.actions import Event
from innkeeper.play import Session, Terminal, new_session
from innkeeper.testing import Scenario, pass_quiet, pass_until, play

PROMPT = r"Your choice, (.+?) \(1-(\d+), h for help\): "
NAMES = ("Zot", "Deirdre", "Fiona", "Gerki")
MOCK = "We will, we will MOCK YOU!"   # Greppa's: Negates an Action card another player plays


# ----- a real terminal, emulated: what is on the screen at once ------------------------------------------

class Emulated:
    """The real program in a pseudo-terminal, its output drawn by a VT100 emulator (pyte) of the same size."""

    def __init__(self, *args: str, rows: int = 24, cols: int = 80):
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        env.update(TERM="xterm-256color", NO_COLOR="1")
        self.child = pexpect.spawn(sys.executable, ["-m", "innkeeper.cli", "play", *args, "--fast"], env=env,
                                   encoding="utf-8", dimensions=(rows, cols), timeout=30)
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.Stream(self.screen)

    def expect(self, pattern) -> int:
        """Wait for ``pattern`` and draw everything up to it."""
        i = self.child.expect(pattern)
        self.stream.feed(self.child.before + (self.child.after if isinstance(self.child.after, str) else ""))
        return i

    def resize(self, rows: int, cols: int) -> None:
        """Resize the terminal (the program gets SIGWINCH) and the emulator."""
        self.screen.resize(rows, cols)
        self.child.setwinsize(rows, cols)

    @property
    def words(self) -> str:
        """The screen's text with its line breaks and runs of spaces as single spaces (wrapping ignored)."""
        return " ".join(" ".join(self.screen.display).split())

    @property
    def lines(self) -> list[str]:
        """The screen's lines as shown now."""
        return list(self.screen.display)


def assert_whole_table_on_screen(lines: list[str], names: tuple[str, ...]) -> None:
    """The header, every player's Fortitude, Alcohol, Gold and piles, the question and the prompt are all in view."""
    text = "\n".join(lines)
    assert re.search(r"(Your|\w+'s) turn · .* phase", lines[0]), text                       # the header, on top
    for name in names:                                                                   # every mat: F A G H D d M
        assert re.search(rf"\b{name}\b[^\n]*?(\s+\d+){{7}}", text), (name, text)
    prompt = max(i for i, line in enumerate(lines) if "Your choice" in line)
    assert re.search(r"^\s+1\. ", text, re.M), text                                        # the choices
    question = [line for line in lines[:prompt] if re.search(r"— |phase|Round of Gambling", line)]
    assert len(question) >= 2, text                                                      # header + the question


def test_the_screen_fits_80x24_at_several_moments_and_after_a_resize():
    term = Emulated("--bots", "random", "--seed", "8", "--character", "zot", "--auto-pass", "playable")
    names = NAMES
    rng = random.Random(2)
    checked = 0
    for turn in range(40):
        if term.expect([PROMPT, "GAME OVER"]) == 1:
            break
        if turn == 0:
            welcome = term.child.before
            names = tuple(re.findall(r"\d\. (\w+)", welcome))
        if turn % 6 == 0:
            assert_whole_table_on_screen(term.lines, names)
            checked += 1
        if turn == 12:   # larger: more is shown; back to 80x24: it is drawn again to fit
            term.resize(40, 120)
            term.expect(PROMPT)
            assert len([line for line in term.lines if line.strip()]) > 24
            assert_whole_table_on_screen(term.lines, names)
            term.resize(24, 80)
            term.expect(PROMPT)
            assert_whole_table_on_screen(term.lines, names)
            checked += 2
        term.child.sendline(str(rng.randint(1, int(term.child.match.group(2)))))
    assert checked >= 5
    term.child.terminate(force=True)


def test_a_look_up_explains_a_choice_a_drink_and_a_term_at_the_prompt():
    term = Emulated("--bots", "random", "--seed", "3", "--character", "zot")
    term.expect(PROMPT)
    term.child.sendline("? 2")                       # choice 2 at the first prompt discards a card: its rule
    term.expect(PROMPT)
    assert re.search(r"'.+' \[(Action|Sometimes|Anytime|Gambling|Cheating|Action/Gambling)\] \S", term.words)
    term.child.sendline("? wine")
    term.expect(PROMPT)
    assert "'Wine' [Drink] +2 Alcohol" in term.words
    term.child.sendline("? negate")
    term.expect(PROMPT)
    assert "Negate: cancels a card" in term.words
    term.child.sendline("? 99")
    term.expect(PROMPT)
    assert "There is no choice 99" in term.words
    term.child.terminate(force=True)


def test_look_up_covers_side_decks_and_drink_events():
    content = innkeeper.new_game(["zot", "fiona"], seed=1).content
    found = " ".join(t.plain for t in screen.lookup(content, "blind troll"))
    assert "'Who dressed you, a blind troll?'" in found and "Lose 1 Fortitude" in found
    assert "(designed for this edition)" in found      # a designed card says so where players look
    printed = " ".join(t.plain for t in screen.lookup(content, "tip the wench."))
    assert "(designed for this edition)" not in printed and "(transcription)" in printed
    found = " ".join(t.plain for t in screen.lookup(content, "round on the house"))
    assert "[Drink Event] everyone gets their own copy of the next Drink" in found
    assert screen.lookup(content, "zzqx")[0].plain == "No card or term matches 'zzqx'."


# ----- auto-pass -------------------------------------------------------------------------------------

SEEDS = range(1, 6)   # five whole games each way, the same seeds


@functools.cache
def _counts(ask_all: bool) -> tuple[question_count.Count, question_count.Count]:
    """Questions put to the person before auto-pass ("today": every decision goes to the prompt, one discard per
    answer) and with the default auto-pass, over the same seeds, through the terminal's own prompt."""
    draw = not ask_all   # (the default table's questions are drawn as on a screen; --ask-all's only counted)
    return (question_count.total(SEEDS, ask_all=ask_all, today=True, draw=draw),
            question_count.total(SEEDS, ask_all=ask_all, mode=autopass.DEFAULT, draw=draw))


def test_today_is_every_decision_and_auto_pass_never_asks_a_single_choice():
    for ask_all in (False, True):
        today, auto = _counts(ask_all)
        assert today.auto == 0 and today.questions > 0          # before auto-pass, every decision was asked
        assert auto.single == 0 and auto.auto > 0               # never a question with a single choice
    today, auto = _counts(False)
    assert today.kinds["my turn: discard and draw"] > auto.kinds["my turn: discard and draw"]   # one answer


def test_default_auto_pass_asks_far_fewer_questions():
    """With every window asking everyone (--ask-all, the web's default), auto-pass answers what is none of the
    person's; without it, the engine asks only holders, and what is left is mostly the person's own choices."""
    today, auto = _counts(True)
    assert auto.questions <= today.questions / 3, (auto.questions, today.questions)
    today, auto = _counts(False)
    assert auto.questions <= 0.62 * today.questions, (auto.questions, today.questions)
    # what is left: questions answered with something else than a pass are the person's real choices, which no
    # auto-pass may take; the passes left are few (each is a window on the person's own Drink, Round or card)
    assert auto.passes <= 0.25 * auto.questions, (auto.passes, auto.questions)


GOAL_SEEDS = range(1, 11)   # ten games each way: one game's ratio swings from 0.1 to 0.95 with the person's fate


@pytest.mark.xfail(strict=True, reason="issue 15's goal, not met: on the default table the person's own choices "
                   "(discard, Action, whom to order for, the Round, the Drink) are already more than a third "
                   "of today's questions (38% over seeds 1-10; with mine 47%); benchmarks/autopass_questions.py "
                   "gives the figures")
def test_default_auto_pass_asks_at_most_a_third_of_todays_questions_on_the_default_table():
    """Over ten games (five are too few: seeds 1-5 alone give 33%, mostly from one game where the person went out
    early with auto-pass and late without), counted without drawing the screens, which decides nothing."""
    today = question_count.total(GOAL_SEEDS, today=True, draw=False)
    auto = question_count.total(GOAL_SEEDS, mode=autopass.DEFAULT, draw=False)
    assert auto.questions <= today.questions / 3, (auto.questions, today.questions)


def test_the_auto_pass_setting_is_saved_with_the_game():
    session = new_session("zot", 3, "random", 5)
    session.autopass[0] = "always"
    assert Session.from_json(session.to_json()).autopass == {0: "always"}
    bad = session.to_json().replace('"autopass":{"0":"always"}', '"autopass":{"0":"never"}')
    try:
        Session.from_json(bad)
    except ValueError as exc:
        assert "unknown auto-pass setting 'never'" in str(exc)
    else:
        raise AssertionError("a bad setting was accepted")


def _to_sometimes(game) -> None:
    """Pass until seat 0 is asked for Sometimes cards (the Anytime asking comes first)."""
    pass_until(game, 0)
    while game.observe(0)["stack"][-1].get("anytime_first"):
        game.apply(game.legal_actions()[0])
        pass_until(game, 0)


def test_mine_spares_windows_about_others_and_stops_at_ones_about_me():
    s = Scenario(["greppa", "gerki", "zot"], ask_all=True)
    salve = "That's not healing salve! It's contact poison!"
    s.hand(0, [MOCK]).hand(1, [salve, salve]).turn(1, phase="action")
    game = s.build()
    play(game, salve, targets=[2])                     # on Zot: Greppa is not named and it is not her turn
    _to_sometimes(game)
    obs, actions = game.observe(0), game.legal_actions()
    assert autopass.in_window(obs) and len(actions) > 1   # she could Negate it, but it is none of hers
    assert autopass.auto_choice(obs, actions, 0, "mine").kind == "pass"
    assert autopass.auto_choice(obs, actions, 0, "always") is None
    lone = [actions[0]]
    assert autopass.auto_choice(obs, lone, 0, "playable").kind == "pass"   # nothing to play: passed
    assert autopass.auto_choice(obs, lone, 0, "always") is None            # always: asked even so
    s2 = Scenario(["greppa", "gerki", "zot"], ask_all=True)
    s2.hand(0, [MOCK]).hand(1, [salve]).turn(1, phase="action")
    game = s2.build()
    play(game, salve, targets=[0])                     # on Greppa herself: asked
    _to_sometimes(game)
    assert autopass.auto_choice(game.observe(0), game.legal_actions(), 0, "mine") is None


def test_own_card_windows_are_never_asked_under_mine():
    players = [{"name": n, "seat": i} for i, n in enumerate(NAMES)]
    own = {"kind": "card", "player": 0, "card": "X", "targets": [1], "drink": -1, "negated": False}
    theirs = {"kind": "card", "player": 1, "card": "Y", "targets": [], "drink": -1, "negated": False}
    window = {"kind": "window", "subject": 0, "asking": 0, "anytime_first": True}
    obs = {"players": players, "turn": 0, "stack": [own, window]}
    assert not autopass.affects(obs, 0)                     # my own card, on my turn: no question
    obs = {"players": players, "turn": 0, "stack": [own, theirs, dict(window, subject=1)]}
    assert autopass.affects(obs, 0)                         # someone answers my card: asked
    obs = {"players": players, "turn": 2, "stack": [dict(theirs, targets=[3]), window]}
    assert not autopass.affects(obs, 0)                     # between others, not my turn: spared
    obs = {"players": players, "turn": 2, "stack": [dict(theirs, targets=[0]), window]}
    assert autopass.affects(obs, 0)                         # aimed at me: asked


def test_a_quiet_window_at_a_step_is_passed_under_mine_even_on_ones_own_turn():
    """A window for Anytime cards at a step of a phase (nothing on the stack, or a frame that is no happening)."""
    from innkeeper.engine.actions import Action
    players = [{"name": n, "seat": i} for i, n in enumerate(NAMES)]
    actions = [Action("pass", text="pass"), Action("play", "I'm a quick healer.", text="heal")]
    for turn in (0, 2):
        for stack in ([{"kind": "window", "subject": -1, "asking": 0, "anytime_first": True}],
                      [{"kind": "window", "subject": None, "asking": 0, "anytime_first": True}],
                      [{"kind": "step", "phase": "action"}, {"kind": "window", "subject": 0, "asking": 0,
                                                             "anytime_first": True}],
                      [{"kind": "turn", "player": turn}, {"kind": "window", "subject": 0, "asking": 0,
                                                          "anytime_first": True}],
                      [{"kind": "anytime", "phase": "action", "when": "before", "asking": 0}]):   # the engine's
            obs = {"players": players, "turn": turn, "phase": "action", "stack": stack}
            assert autopass.quiet(obs) and not autopass.affects(obs, 0)
            assert autopass.auto_choice(obs, actions, 0, "mine").kind == "pass"
            assert autopass.auto_choice(obs, actions, 0, "playable") is None      # a card to play: asked
            assert autopass.auto_choice(obs, actions, 0, "always") is None
    aimed = [{"kind": "card", "player": 1, "card": "Y", "targets": [0], "drink": -1, "negated": False},
             {"kind": "window", "subject": 0, "asking": 0, "anytime_first": True}]
    assert not autopass.quiet({"players": players, "turn": 2, "stack": aimed})


def test_the_same_question_is_not_asked_twice_under_mine():
    """A window starts again after someone else's response; a pass on the unchanged question stands."""
    from innkeeper.engine.actions import Action
    players = [{"name": n, "seat": i, "fortitude": 20, "alcohol": 0, "gold": 10} for i, n in enumerate(NAMES)]
    aimed = [{"kind": "card", "player": 1, "card": "Y", "targets": [0], "drink": -1, "negated": False},
             {"kind": "window", "subject": 0, "asking": 0, "anytime_first": False}]
    obs = {"players": players, "turn": 1, "phase": "action", "stack": aimed}
    actions = [Action("pass", text="pass"), Action("play", "Z", text="Z")]
    asked = autopass.Asked()
    assert autopass.auto_choice(obs, actions, 0, "mine", asked) is None            # aimed at me: asked
    asked.answered(obs, actions, 0, actions[0])                                     # I pass
    assert autopass.auto_choice(obs, actions, 0, "mine", asked).kind == "pass"     # the same again: not asked
    hurt = dict(obs, players=[dict(players[0], fortitude=18), *players[1:]])
    assert autopass.auto_choice(hurt, actions, 0, "mine", asked) is None            # I lost Fortitude since: asked
    more = [*actions, Action("play", "W", text="W")]
    assert autopass.auto_choice(obs, more, 0, "mine", asked) is None                # a new choice: asked
    assert autopass.auto_choice(obs, actions, 0, "playable", asked) is None         # only mine remembers
    assert autopass.auto_choice({"players": players, "turn": 0, "phase": "discard", "stack": []},
                                [Action("draw"), Action("discard", "Z")], 0, "mine", asked) is None
    assert autopass.auto_choice(obs, actions, 0, "mine", asked) is None             # forgotten once the stack emptied


def _fiona_hit_by_salve(fortitude: int, alcohol: int = 0, card: str = "I'm a quick healer."):
    """Fiona (seat 0) holding one self-only card, at a window on Gerki's poison aimed at her: her game."""
    s = Scenario(["fiona", "gerki", "zot"], ask_all=True)
    salve = "That's not healing salve! It's contact poison!"
    s.hand(0, [card]).hand(1, [salve]).turn(1, phase="action").stats(0, fortitude=fortitude, alcohol=alcohol)
    game = s.build()
    play(game, salve, targets=[0])
    pass_until(game, 0)
    return game


def test_mine_does_not_ask_when_the_only_plays_would_change_nothing():
    """A heal of oneself at 20 Fortitude (the most there is) or sobering up at 0 Alcohol changes nothing: under
    mine such a play is no reason to ask; below the bound it is a real choice again, and playable still asks."""
    content = innkeeper.new_game(["zot", "fiona"], seed=1).content
    idle = autopass.idle_cards(content)
    assert idle["I'm a quick healer."] == {"fortitude": 20} and idle["A swig from my waterskin"] == {"alcohol": 0}
    assert "Who's a good boy? You are!" not in idle        # it also changes Wulfric's mood: never idle
    assert "So then I got the ogre in a headlock like this!" not in idle
    game = _fiona_hit_by_salve(20)
    obs, actions = game.observe(0), game.legal_actions()
    assert autopass.affects(obs, 0) and [a.kind for a in actions] == ["pass", "play"]   # aimed at her, one card
    assert autopass.auto_choice(obs, actions, 0, "mine", None, idle).kind == "pass"       # the heal is idle at 20
    assert autopass.auto_choice(obs, actions, 0, "mine") is None                          # (without the rule: asked)
    assert autopass.auto_choice(obs, actions, 0, "playable", None, idle) is None          # playable: still asked
    game = _fiona_hit_by_salve(17)
    assert autopass.auto_choice(game.observe(0), game.legal_actions(), 0, "mine", None, idle) is None
    game = _fiona_hit_by_salve(15, alcohol=0, card="A swig from my waterskin")
    acts = game.legal_actions()
    assert [a.kind for a in acts] == ["pass", "play"]                                     # sobering up at 0 Alcohol
    assert autopass.auto_choice(game.observe(0), acts, 0, "mine", None, idle).kind == "pass"


def test_routine_steps_of_ones_own_turn_are_not_asked_under_mine():
    s = Scenario(["kaylin", "zot"])
    s.hand(0, ["A swig from my waterskin"]).turn(0, phase="drink")       # an Anytime card in hand
    game = s.build()
    pass_quiet(game)   # (Zot's Anytime cards first, if he holds any)
    obs, actions = game.observe(0), game.legal_actions()
    assert [a.kind for a in actions][0] == "drink" and len(actions) > 1    # drink, or play the Anytime card
    assert autopass.auto_choice(obs, actions, 0, "mine").kind == "drink"  # "Kaylin drinks": not asked
    assert autopass.auto_choice(obs, actions, 0, "playable") is None       # asked when you want the chance
    action_phase = Scenario(["kaylin", "zot"]).hand(0, ["A swig from my waterskin"]).turn(0, phase="action").build()
    pass_quiet(action_phase)
    acts = action_phase.legal_actions()
    assert len(acts) > 1 and autopass.auto_choice(action_phase.observe(0), acts, 0, "mine") is None   # a real choice


def test_the_a_command_changes_the_setting_and_several_numbers_discard_at_once():
    session = new_session("zot", 2, "random", 4)
    answers = iter(["a", "a sometimes", "a always", "2 3", "q", "y"])
    out = io.StringIO()
    terminal = Terminal(session, Console(file=out, width=100, height=40), None, 0.0,
                        read=lambda prompt: next(answers), rematch=False)
    hand_before = list(session.game.observe(0)["hand"])
    terminal.run()
    text = out.getvalue()
    assert "▶ mine" in text and "'sometimes' is not an auto-pass setting" in text and "▶ always" in text
    assert session.autopass[0] == "always"
    discards = [h for h in session.history if h["kind"] == "discard"]
    assert len(discards) == 2 and {d["card"] for d in discards} <= set(hand_before)
    kinds = [h["kind"] for h in session.history]   # (a bot may first pass on an Anytime card: a quiet window)
    first = kinds.index("discard")
    assert kinds[first:first + 3] == ["discard", "discard", "draw"]   # then the draw, with no question between


# ----- the phase ------------------------------------------------------------------------------------

def test_the_phase_stays_action_while_an_action_card_and_its_round_resolve():
    s = Scenario(["deirdre", "gerki"], ask_all=True)
    s.hand(0, ["Gambling? I'm in!"]).hand(1, ["Prayer of Healing"]).turn(0, phase="action")
    game = s.build()
    play(game, "Gambling? I'm in!")
    obs = game.observe(1)
    assert obs["phase"] == "order"                                      # the engine's next decision...
    assert screen.shown_phase(obs, game.content) == "action"           # ...but it is still the Action phase
    assert "Action phase" in screen.status_line(obs, 1).plain
    while game.round is None and not game.is_over:
        game.apply(game.legal_actions()[0])
    obs = game.observe(game.current_player)
    assert "Action phase (Round of Gambling)" in screen.status_line(obs, game.current_player).plain
    assert "Order" not in screen.compact_status(obs, game.current_player).plain
    while game.stack and not game.is_over:
        game.apply(game.legal_actions()[0])
    assert screen.shown_phase(game.observe(0), game.content) == "order"  # the Round is over: now Order a Drink


# ----- the log ------------------------------------------------------------------------------------

def test_log_glitches_are_gone():
    obs = {"players": [{"name": n, "seat": i} for i, n in enumerate(NAMES)], "turn": 0, "stack": [
        {"kind": "drink", "drinks": [{"drinker": 1, "cards": [], "alcohol": 0, "ignored": False},
                                     {"drinker": 2, "cards": ["Wine"], "alcohol": 2, "ignored": False}]},
        {"kind": "card", "player": 3, "card": "Make it a double!", "targets": [0], "drink": 1, "negated": False},
    ]}
    drinks = screen.describe_frame(obs, 0, None)
    assert ":  (" not in drinks and "Deirdre: no Drink yet (0 Alcohol)" in drinks
    card = screen.describe_frame(obs, 1, None)
    assert card == "Gerki plays 'Make it a double!' on Fiona's Drink (Wine) for Zot"
    twice = [Event("ignore", data={"seat": s}, names=NAMES) for s in (1, 1, 2)]
    assert [t.plain for t in screen.event_lines(twice, None)] == ["Deirdre Ignores it.", "Fiona Ignores it."]
    content = innkeeper.new_game(["zot", "fiona"], seed=1).content
    reveal = Event("reveal", data={"seat": 0, "cards": ["Wine"], "alcohol": 2}, names=NAMES)
    assert screen.event_line(reveal, None, content).plain.endswith("— Wine: +2 Alcohol.")
    chaser = Event("reveal", data={"seat": 0, "cards": ["Wine with a Chaser"], "alcohol": 2}, names=NAMES)
    assert screen.event_line(chaser, None, content).plain.endswith(
        "Chaser. Its Chaser found no Drink to add.")                       # (it said nothing before)
    chased = Event("reveal", data={"seat": 0, "cards": ["Wine with a Chaser", "Wine"], "alcohol": 4}, names=NAMES)
    assert "found no Drink" not in screen.event_line(chased, None, content).plain


# ----- the end of the game --------------------------------------------------------------------------

def test_standings_give_place_how_and_when_each_went_out():
    session = new_session("zot", 3, "random", 12)
    while not session.game.is_over:
        session.apply(session.bot_action() if session.game.current_player in session.bots
                      else random.Random(len(session.history)).choice(session.game.legal_actions()))
    obs = session.game.observe(None)
    text = screen.to_text(screen.standings(obs, None, session.outs, len(session.history)))
    assert re.search(r"^\s*1\s+\d\s+\S.*winner", text, re.M), text
    for seat, out in session.outs.items():
        assert re.search(rf"{session.game.names[seat]}.*{out['how']} in table round {out['round'] + 1} "
                         rf"\(decision {out['decision']}\)", text), text
    assert f"{len(session.history)} decisions" in text


def test_rematch_seats_the_same_people_and_bots_and_concede_hands_the_seat_to_a_bot():
    env = dict(os.environ, TERM="dumb", COLUMNS="200", LINES="60", NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "innkeeper.cli", "play", "--bots", "random", "--seed", "5",
                                           "--character", "fiona", "--seats", "3", "--fast"],
                          env=env, encoding="utf-8", dimensions=(60, 200), timeout=60)
    child.expect(PROMPT)
    child.sendline("concede")
    child.expect(r"\(y/n\)")
    child.sendline("y")
    child.expect(r"Fiona concedes: a random bot plays Fiona(?: the Mercenary)? from here\.")
    child.expect("GAME OVER")
    child.expect("Standings")
    child.expect(r"Rematch with the same seats and bots\? \(y/n\) ")
    child.sendline("y")
    child.expect(r"Rematch, seed \d+: the same seats and bots\.")
    child.expect(PROMPT)
    assert "Fiona" in child.match.group(1)                             # the person has the seat again
    child.sendline("q")
    child.expect(r"\(y/n\)")
    child.sendline("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_rematch_keeps_characters_people_and_bot_kinds():
    session = new_session("zot", 3, "random", 9)
    session.concede(0)
    assert 0 not in session.humans and session.bot_specs[0]["kind"] == "random"
    again = session.rematch()
    assert again.humans == {0: ""} and set(again.bot_specs) == {1, 2}
    assert [p.character for p in again.game.players] == [p.character for p in session.game.players]
    assert again.seed != session.seed
