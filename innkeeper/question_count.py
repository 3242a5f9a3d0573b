"""How many questions the terminal puts to a person, by kind: a scripted person at a real ``Terminal``.

The person answers as a heuristic bot would (several discards in one answer when ``together``). ``today``
counts the terminal as it was before auto-pass: every decision of the person's seat goes to the prompt
(``Terminal.ask``), one discard per answer. Used by ``tests/test_terminal_comfort.py`` and
``benchmarks/autopass_questions.py``.
"""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass, field
from unittest import mock

from rich.console import Console

from innkeeper import autopass
from innkeeper.bots import SeatView, make_bot
from innkeeper.play import Terminal, new_session

PERSON = 0      # the person's seat
BOT_SEED = 7    # the seed of the heuristic bot whose answers the person gives


@dataclass
class Count:
    """One game's questions: how many, how many had a single choice, how many were passes, and by kind."""

    questions: int = 0
    single: int = 0
    auto: int = 0
    passes: int = 0
    kinds: Counter = field(default_factory=Counter)
    acted: Counter = field(default_factory=Counter)   # by kind: questions answered with something else than a pass


def kind(obs: dict, actions: list, seat: int, content) -> str:
    """What a question is about, in a player's words."""
    stack = obs["stack"]
    if not autopass.in_window(obs):
        top = stack[-1]["kind"] if stack else "turn"
        if top == "round":
            return "Round of Gambling: my go-around"
        if top != "turn" and top != "order":
            return f"a choice of a side deck ({top})"
        if obs["phase"] == "order" and any(a.kind == "order" for a in actions):
            return "my turn: whom to order a Drink for"
        return {"discard": "my turn: discard and draw", "action": "my turn: Action phase"}.get(
            obs["phase"], f"my turn: {obs['phase']} step (Anytime cards besides)")
    stage = "Anytime" if stack[-1]["kind"] == "anytime" or stack[-1].get("anytime_first") else "Sometimes"
    if autopass.quiet(obs):
        return f"[{stage}] a quiet step"
    f = stack[stack[-1]["subject"]]
    if f["kind"] == "card":
        if f["player"] == seat:
            what = "my own card"
        elif autopass.about(stack, stack[-1]["subject"], seat):
            what = "another's card aimed at me or my Drink"
        elif any(x["kind"] == "round" for x in stack):
            what = "another's card in a Round"
        else:
            what = "another's card, not aimed at me"
    elif f["kind"] == "drink":
        what = "a Drink I drink" if autopass.about(stack, stack[-1]["subject"], seat) else "another's Drink"
    else:
        what = f"{f['kind'].replace('_', ' ')}{' of mine' if autopass.about(stack, stack[-1]['subject'], seat) else ''}"
    return f"[{stage}] {what}"


def scripted(session, mode: str, together: bool = True) -> tuple[Terminal, Count]:
    """A terminal on a string buffer whose person answers as a heuristic bot would, and its count by kind."""
    session.autopass = {PERSON: mode}
    me = make_bot("heuristic", PERSON, BOT_SEED)
    terminal = Terminal(session, Console(file=io.StringIO(), width=80, height=24), None, 0.0, rematch=False)
    count = Count()
    ask = terminal.ask

    def read(prompt: str) -> str:
        g = terminal.s.game
        actions = g.legal_actions()
        a = me.act(SeatView(g, PERSON))
        if not together or a.kind != "discard" or g.phase != "discard" or g.stack:
            return str(actions.index(a) + 1)
        picks, trial = [], g.clone()
        while a.kind == "discard":
            picks.append(next(i for i, x in enumerate(actions, 1) if x.kind == "discard" and x.card == a.card))
            trial.apply(a)
            if trial.current_player != PERSON or trial.phase != "discard" or trial.stack:
                break
            a = me.act(SeatView(trial, PERSON))
        return " ".join(map(str, picks))

    def counted(seat: int):
        g = terminal.s.game
        obs, actions = g.observe(seat), g.legal_actions()
        what = kind(obs, actions, seat, g.content)
        count.kinds[what] += 1
        action = ask(seat)
        count.acted[what] += action.kind != "pass"
        count.passes += action.kind == "pass"
        return action

    terminal.read = read
    terminal.ask = counted
    return terminal, count


def play(seed: int, mode: str = autopass.DEFAULT, ask_all: bool = False, today: bool = False,
         draw: bool = True) -> Count:
    """One whole game against 3 heuristic bots, the person's questions counted (``today``: as before auto-pass;
    ``draw=False`` skips drawing each question's screen, which takes most of the time and decides nothing)."""
    session = new_session(seed=seed, bots="heuristic", ask_all=ask_all)
    terminal, count = scripted(session, "always" if today else mode, together=not today)
    if not draw:
        terminal.show = lambda seat, actions: None   # type: ignore[method-assign]
    if today:   # before auto-pass, the terminal asked every decision of the person's
        with mock.patch.object(autopass, "auto_choice", lambda *args, **kwargs: None):
            code = terminal.run()
    else:
        code = terminal.run()
    assert code == 0 and terminal.s.game.is_over, f"seed {seed}: the game did not end"
    count.questions, count.single, count.auto = terminal.questions, terminal.single, terminal.auto
    return count


def total(seeds, **options) -> Count:
    """The counts of several games, summed."""
    out = Count()
    for seed in seeds:
        c = play(seed, **options)
        out.questions += c.questions
        out.single += c.single
        out.auto += c.auto
        out.passes += c.passes
        out.kinds += c.kinds
        out.acted += c.acted
    return out
