"""The web table's auto-pass (app.js) decides as innkeeper/autopass.py does, on observations from real games."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

import innkeeper
from innkeeper import autopass

APP = Path(innkeeper.__file__).parent / "web" / "static" / "app.js"
MODES = tuple(autopass.MODES)
IDLE = autopass.idle_cards(innkeeper.new_game(["zot", "fiona"], seed=1).content)   # as /api/cards gives them

RUN = r"""
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = [];
const memory = {};
for (const c of cases) {
  const passed = memory[c.seat] || (memory[c.seat] = new Set());
  out.push(MODES.map((mode) => autoPassChoice(c.obs, c.obs.legal_actions, c.seat, mode, passed, BOOK)));
  const stack = c.obs.stack;
  if (c.passes && stack.length && ["window", "anytime"].includes(stack[stack.length - 1].kind)) {
    passed.add(questionKey(c.obs, c.obs.legal_actions, c.seat));   // as app.js's act() does
  }
}
process.stdout.write(JSON.stringify(out));
"""


def _auto_pass_source() -> str:
    """app.js's auto-pass section (from its heading to the next function's comment), which needs no browser."""
    text = APP.read_text()
    start = text.index("// ----- auto-pass")
    end = text.index("/** A title as a small card chip")
    book = {title: {"idle": when} for title, when in IDLE.items()}
    return text[start:end] + f"\nconst MODES = {json.dumps(list(MODES))};\nconst BOOK = {json.dumps(book)};\n"


def _cases(seeds, ask_all: bool) -> tuple[list[dict], list[list[int]]]:
    """Every decision of every seat in random games: the observation and Python's choice in each mode. Each seat
    remembers its passes at windows (as a person would, answering at random) for the ``mine`` memory."""
    cases, expected = [], []
    for seed in seeds:
        game = innkeeper.new_game(["zot", "fiona", "gerki", "deirdre"], seed=seed, ask_all=ask_all)
        rng = random.Random(seed)
        memory = {s: autopass.Asked() for s in range(4)}
        while not game.is_over:
            seat = game.current_player
            obs, actions = game.observe(seat), game.legal_actions()
            asked = memory[seat]
            row = []
            for mode in MODES:
                choice = autopass.auto_choice(obs, actions, seat, mode, asked, IDLE)
                row.append(-1 if choice is None else actions.index(choice))
            remembered = row[0] >= 0 and autopass.auto_choice(obs, actions, seat, "mine", None, IDLE) is None
            idle = row[0] >= 0 and autopass.auto_choice(obs, actions, seat, "mine", asked) is None
            expected.append(row)
            action = rng.choice(actions)
            cases.append({"obs": obs, "seat": seat, "passes": action.kind == "pass", "remembered": remembered,
                          "idle": idle})
            asked.answered(obs, actions, seat, action)
            game.apply(action)
    return cases, expected


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_the_web_client_auto_passes_exactly_as_the_terminal_does():
    cases, expected = _cases(range(1, 4), ask_all=True)
    more, more_expected = _cases(range(4, 6), ask_all=False)
    cases, expected = cases + more, expected + more_expected
    done = subprocess.run(["node", "-e", _auto_pass_source() + RUN], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=60, check=True)
    got = json.loads(done.stdout)
    assert len(got) == len(expected)
    mismatches = [(i, g, e) for i, (g, e) in enumerate(zip(got, expected, strict=True)) if g != e]
    assert not mismatches, mismatches[:5]
    spared = sum(row[0] >= 0 for row in expected)
    asked = sum(row[0] < 0 for row in expected)
    assert spared > 0 and asked > 0                       # both kinds of decision are among the cases
    assert any(c["remembered"] for c in cases)            # and a question spared because it was passed on before
    assert any(c["idle"] for c in cases)                  # and one spared because its only plays were idle


def _quiet_cases() -> list[dict]:
    """Windows at a step of a phase (as an engine that offers Anytime cards at every step would open them)."""
    players = [{"name": n, "seat": i, "fortitude": 18, "alcohol": 0, "gold": 10}   # (below 20: the heal counts)
               for i, n in enumerate(("Zot", "Deirdre", "Fiona", "Gerki"))]
    legal = [{"kind": "pass", "text": "Zot passes"}, {"kind": "play", "card": "I'm a quick healer.",
                                                       "text": "Zot plays 'I'm a quick healer.'"}]
    window = {"kind": "window", "subject": 0, "asking": 0, "anytime_first": True}
    stacks = [[dict(window, subject=-1)], [dict(window, subject=None)],
              [{"kind": "step", "phase": "action"}, window], [{"kind": "turn", "player": 0}, window],
              [{"kind": "anytime", "phase": "action", "when": "before", "asking": 0}],
              [{"kind": "card", "player": 1, "card": "Y", "targets": [0], "drink": -1, "negated": False}, window]]
    return [{"obs": {"players": players, "turn": turn, "phase": "action", "stack": stack, "legal_actions": legal},
             "seat": 0, "passes": False} for stack in stacks for turn in (0, 2)]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_a_quiet_window_is_passed_by_the_web_client_as_by_the_terminal():
    from innkeeper.engine.actions import Action
    cases = _quiet_cases()
    done = subprocess.run(["node", "-e", _auto_pass_source() + RUN], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=60, check=True)
    got = json.loads(done.stdout)
    for case, row in zip(cases, got, strict=True):
        actions = [Action(a["kind"], a.get("card"), text=a["text"]) for a in case["obs"]["legal_actions"]]
        want = [autopass.auto_choice(case["obs"], actions, 0, mode, None, IDLE) for mode in MODES]
        assert row == [-1 if w is None else actions.index(w) for w in want], (case["obs"]["stack"], row)
    assert [row[0] for row in got[:10]] == [0] * 10 and [row[0] for row in got[10:]] == [-1, -1]   # quiet: passed
