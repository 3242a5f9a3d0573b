"""Auto-pass: which questions a person at the terminal is spared, the way card-game clients do it.

Three settings per seat: ``mine`` (the default) stops only when something another player did
targets or affects the seat, or it is the seat's own decision (its turn, its Round, its Drink);
``playable`` stops at every window where the seat holds something it could play; ``always`` asks
at every window, even with nothing to play. In every setting a step with a single choice that is
not a response window is taken without asking; under ``mine`` so is a routine step of one's own turn
(ordering done, drinking, ending the turn) where the only other choices are Anytime cards; ``mine``
never asks at a quiet window (one at a step of a phase, answering no card, Drink or loss) nor asks the
same question twice (``Asked``); and ``mine`` counts no play of a card that the rules make idle there
(``idle``: a card whose only effects are to heal oneself at full Fortitude, 20, or to sober oneself up at
no Alcohol; its play would change nothing but the hand, which the next Discard and Draw refills), so a
question whose other choices are all idle is not asked. The functions read only ``game.observe(seat)``,
the legal actions, the cards' printed effects and what the seat itself answered, so they know nothing a
seat may not.
"""

from __future__ import annotations

import json

MODES = {"mine": "stop only when something targets or affects me, or it is my decision (default); a card whose "
                 "play would change nothing (a heal at 20 Fortitude, sobering up at 0 Alcohol) is no reason to stop",
         "playable": "stop at every window where I hold a card I could play",
         "always": "ask at every window, even when I can only pass"}
DEFAULT = "mine"

# The effects that can do nothing for their player: the stat they change and the bound that stops them.
BOUNDED = {"gain_fortitude": ("fortitude", 20), "lose_alcohol": ("alcohol", 0)}


def idle_when(card) -> dict[str, int] | None:
    """For a card whose every effect is the player's own Fortitude gain or Alcohol loss, the stats and bounds at
    which all of them change nothing ({"fortitude": 20}, {"alcohol": 0} or both); None for any other card (one with
    a choice of modes, a side deck's, one that marks anything for a mechanic, or with any other effect)."""
    if not hasattr(card, "modes") or len(card.modes) != 1 or card.side is not None or card.marks:
        return None
    out: dict[str, int] = {}
    for e in card.modes[0].effects:
        bounded = BOUNDED.get(e.op)
        if (bounded is None or e.who != "you" or e.when is not None or e.extra or e.marker_at_least is not None
                or e.marker_at_most is not None):
            return None
        out[bounded[0]] = bounded[1]
    return out or None


def idle_cards(content) -> dict[str, dict[str, int]]:
    """Every card title that can be idle, with the stats and bounds at which it is (``idle_when``)."""
    out = {}
    for title, cid in content.by_title.items():
        when = idle_when(content.cards[cid])
        if when:
            out[title] = when
    return out


def idle(action, me: dict, cards: dict[str, dict[str, int]]) -> bool:
    """Whether ``action`` plays a card that would change nothing now: every stat it changes is at its bound
    (Fortitude 20 for a heal, Alcohol 0 for sobering up), with no target, Drink or option to play it on."""
    if action.kind != "play" or action.option or action.targets or action.drink is not None:
        return False
    when = cards.get(action.card)
    return bool(when) and all((me.get(stat) >= bound) if stat == "fortitude" else (me.get(stat) <= bound)
                              for stat, bound in when.items())


def _drinker_of(stack: list[dict], below: int, index: int) -> int | None:
    """Who drinks the revealed Drink number ``index`` of the nearest Drink frame below ``below``."""
    for f in reversed(stack[:below]):
        if f["kind"] == "drink":
            drinks = f["drinks"]
            return drinks[index]["drinker"] if 0 <= index < len(drinks) else None
    return None


def about(stack: list[dict], i: int, seat: int) -> bool:
    """Whether frame ``i`` of the stack names ``seat`` (as target, drinker, victim, payer, Round player...)."""
    f = stack[i]
    kind = f["kind"]
    if kind == "card":
        if seat in f.get("targets", ()) or seat in (f.get("chosen") or ()):
            return True
        drink = f.get("drink")
        return drink is not None and drink >= 0 and _drinker_of(stack, i, drink) == seat
    if kind == "drink":
        return any(d["drinker"] == seat for d in f["drinks"])
    if kind == "loss":
        return seat in f["victims"]
    if kind == "pay":
        return seat in f["payers"] or f["to"] == seat
    if kind == "round_won":
        return f["winner"] == seat
    if kind in ("group", "order_for"):
        return seat in f["seats"]
    if kind in ("event", "last_chance", "round"):
        return True   # a Drink Event, someone about to go out, a Round of Gambling: the whole table
    return False


def _own(stack: list[dict], i: int, seat: int) -> bool:
    """Whether frame ``i`` is something ``seat`` did (a card it played)."""
    f = stack[i]
    return f["kind"] == "card" and f["player"] == seat


# What a window can answer: a card played, Drinks revealed, a Drink Event, Gold paid, Fortitude lost, a Round won,
# someone about to go out. A window on anything else (a step of a phase, or nothing on the stack) is quiet.
HAPPENINGS = frozenset({"card", "drink", "event", "pay", "loss", "round_won", "last_chance"})


def quiet(obs: dict) -> bool:
    """Whether the open window answers no happening: a chance at a step of a phase for Anytime cards (the engine's
    ``anytime`` frame, or a window whose subject is no card, Drink or loss)."""
    stack = obs["stack"]
    if stack and stack[-1]["kind"] == "anytime":
        return True
    at = max((i for i, f in enumerate(stack) if f["kind"] == "window"), default=-1)
    if at < 0:
        return False
    subject = stack[at].get("subject")
    return not isinstance(subject, int) or not 0 <= subject < at or stack[subject]["kind"] not in HAPPENINGS


def affects(obs: dict, seat: int) -> bool:
    """Whether the open window answers something of another player's that bears on ``seat``.

    Its subject must be a happening (not a quiet step) and another's doing (never one's own card), and
    it, or what it answers below it, must name the seat, be the seat's own card, or happen on the seat's turn.
    """
    if quiet(obs):
        return False
    stack = obs["stack"]
    if stack and stack[-1]["kind"] == "anytime":
        return False   # a quiet window (Anytime cards at a step of another's turn or Round) answers nobody's doing
    windows = [f for f in stack if f["kind"] == "window"]
    if not windows:
        return True
    subject = windows[-1]["subject"]
    if _own(stack, subject, seat):
        return False
    if obs["turn"] == seat:
        return True
    return any(about(stack, i, seat) or (i < subject and _own(stack, i, seat)) for i in range(subject + 1))


WINDOWS = ("window", "anytime")   # a response window, and a quiet window for Anytime cards at a step


def in_window(obs: dict) -> bool:
    """Whether the decision is a response window (the top frame is a window, or a quiet window for Anytime cards)."""
    stack = obs["stack"]
    return bool(stack) and stack[-1]["kind"] in WINDOWS


ROUTINE_PHASES = ("order", "drink", "end")


def routine(obs: dict, actions: list):
    """A routine step of one's own turn: after ordering, drinking, ending the turn, when the phase's own business
    is a single choice and the rest are only Anytime cards one could play (the windows that follow still ask)."""
    if obs["stack"] or obs["phase"] not in ROUTINE_PHASES:
        return None
    own = [a for a in actions if a.kind != "play"]
    return own[0] if len(own) == 1 and own[0].kind in ("pass", "drink") else None


class Asked:
    """What one seat passed on at windows, so that ``mine`` never puts the same question to it twice.

    A window starts again from the first player after each response; when nothing the question is about
    has changed (the stack below the window, the seat's own Fortitude, Alcohol and Gold, its choices), the
    seat's pass stands. Forgotten whenever the stack is empty.
    """

    def __init__(self) -> None:
        self.passed: set[str] = set()

    @staticmethod
    def key(obs: dict, actions: list, seat: int) -> str:
        """The question as the seat sees it: the stack, the window's stage, its own stats and its choices."""
        me = obs["players"][seat]
        stats = [me.get(k) for k in ("fortitude", "alcohol", "gold")]
        return json.dumps([obs["stack"], stats, [str(a) for a in actions]], sort_keys=True, default=str)

    def seen(self, obs: dict, actions: list, seat: int) -> bool:
        """Whether the seat already passed on this very question."""
        return bool(self.passed) and self.key(obs, actions, seat) in self.passed

    def answered(self, obs: dict, actions: list, seat: int, action) -> None:
        """Remember a pass at a window."""
        if in_window(obs) and action.kind == "pass":
            self.passed.add(self.key(obs, actions, seat))


def auto_choice(obs: dict, actions: list, seat: int, mode: str = DEFAULT, asked: Asked | None = None,
                idle_titles: dict[str, dict[str, int]] | None = None):
    """The action to take without asking ``seat``, or None when the person must be asked. ``idle_titles``
    (``idle_cards(content)``) lets ``mine`` leave out plays that would change nothing."""
    if asked is not None and not obs["stack"]:
        asked.passed.clear()
    everything = actions
    if mode == "mine" and idle_titles:
        me = obs["players"][seat]
        useful = [a for a in actions if not idle(a, me, idle_titles)]
        if useful and len(useful) < len(actions):
            actions = useful
    window = in_window(obs)
    if len(actions) == 1 and (not window or mode != "always"):
        return actions[0]
    if not window and mode == "mine" and routine(obs, actions) is not None:
        return routine(obs, actions)
    if not window or mode == "always":
        return None
    passing = actions[0]
    if passing.kind != "pass":
        return None
    if mode == "playable":
        return None if len(actions) > 1 else passing
    if asked is not None and asked.seen(obs, everything, seat):
        return passing
    return None if affects(obs, seat) else passing
