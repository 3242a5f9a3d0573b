"""Timing: response windows, asked in turn order, Anytime cards first, restarting after each response.

A window sits on top of the frame it answers (its ``subject``). Players are asked in turn order from
the player who played or revealed the subject: first for Anytime cards, then for Sometimes cards.
Playing a response pushes that card on top; when it has resolved, the window starts again from the
first player, so everyone may answer the changed situation (Timing Example 1). When every player
has passed in succession the window closes and the subject resolves. The sequential asking is also
the rulebook's deadlock rule: each player declares in turn order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import answers
from .actions import Action
from .state import CardFrame, WindowFrame

if TYPE_CHECKING:
    from .game import Game



def open_window(g: Game, subject: int, start: int) -> None:
    """Push a response window on the frame at index ``subject``."""
    g.stack.append(WindowFrame(subject, g.in_turn_order(start)))


def first_window(g: Game, f, start: int) -> bool:
    """The first time the top frame runs, open its response window (asking from ``start``); True if it did."""
    if f.status != "new":
        return False
    f.status = "window"
    open_window(g, len(g.stack) - 1, start)
    return True


# ----- the window handler ------------------------------------------------------------------------

def step(g: Game, w: WindowFrame) -> bool:
    """Ask the next player who has a response (everyone, with ask_all), or close the window."""
    subject = g.stack[w.subject]
    if getattr(subject, "negated", False):
        g.stack.pop()
        return False
    order = w.order
    while w.stage < 2:
        wanted = "anytime" if w.stage == 0 else "sometimes"
        while w.pos < len(order):
            if g.ask_all or has_play(g, order[w.pos], subject, w.subject, wanted):
                return True
            w.pos += 1
        w.stage += 1
        w.pos = 0
    g.stack.pop()
    return False


def decider(g: Game, w: WindowFrame) -> int:
    """The player being asked."""
    return w.order[w.pos]


def actions(g: Game, w: WindowFrame, seat: int) -> list[Action]:
    """Pass, or any response legal for this player at this stage."""
    subject = g.stack[w.subject]
    wanted = "anytime" if w.stage == 0 else "sometimes"
    return [Action("pass", text=f"{g.names[seat]} passes")] + plays(g, seat, subject, w.subject, wanted)


def act(g: Game, w: WindowFrame, action: Action) -> None:
    """A pass moves to the next player; a response restarts the window once it has resolved."""
    if action.kind == "pass":
        w.pos += 1
        return
    seat = w.order[w.pos]
    w.pos = 0
    w.stage = 0
    play_card(g, seat, action, w.subject)


# ----- what a player may play --------------------------------------------------------------------

def plays(g: Game, seat: int, subject, subject_index: int, wanted: str) -> list[Action]:
    """Legal plays of ``wanted`` cards ("anytime", "sometimes", or "both") answering ``subject``."""
    out: list[Action] = []
    cards = g.content.cards
    for cid in dict.fromkeys(g.players[seat].hand):
        card = cards[cid]
        if card.type == "anytime":
            if wanted != "sometimes":
                out.extend(card_actions(g, seat, card, 0, subject))
        elif card.type == "sometimes" and wanted != "anytime":
            for mi, mode in enumerate(card.modes):
                if answers.holds(g, seat, card, mode, subject, subject_index):
                    out.extend(card_actions(g, seat, card, mi, subject))
    return out


def has_play(g: Game, seat: int, subject, subject_index: int, wanted: str) -> bool:
    """Whether ``plays`` would offer anything (without building the actions)."""
    content = g.content
    hand = g.players[seat].hand
    if wanted == "anytime":
        return not content.anytime.isdisjoint(hand)
    if content.sometimes.isdisjoint(hand):
        return False
    cards = content.cards
    kind = type(subject)
    kinds_of = answers.SUBJECT_KINDS
    for cid in hand:
        card = cards[cid]
        if card.type != "sometimes":
            continue
        for mode in card.modes:
            kinds = kinds_of.get(mode.answers.cond)
            if kinds is not None and kind not in kinds:
                continue
            if answers.holds(g, seat, card, mode, subject, subject_index) and (
                    not mode.needs_drink or any(answers.drink_ok(g, seat, mode, subject, d)
                                                for d in range(len(subject.drinks)))):
                return True
    return False


def card_actions(g: Game, seat: int, card, mi: int, subject) -> list[Action]:
    """Every way to play one mode of a card: its drink and player choices."""
    mode = card.modes[mi]
    drinks_ = [None]
    if mode.needs_drink:
        drinks_ = [d for d in range(len(subject.drinks)) if answers.drink_ok(g, seat, mode, subject, d)]
    if mode.needs_another:
        others = [s for s in g.in_turn_order(seat) if s != seat]
        if type(subject) is CardFrame and any(e.op == "redirect_loss" for e in mode.effects):
            others = [s for s in others if s != subject.player]   # never back to the loss's source
        choices = [(s,) for s in others]
    elif mode.needs_in_round:
        r = g.round
        others = [s for s in r.players if s != seat] if r is not None else []
        choices = [(s,) for s in others] or [()]
    else:
        choices = [()]
    label = f" ({mode.label})" if len(card.modes) > 1 else ""
    out = []
    for d in drinks_:
        for targets in choices:
            text = f"{g.names[seat]} plays '{card.title}'{label}"
            if d is not None:
                text += f" on {drink_label(g, subject, d)}"
                if targets:
                    text += f" for {g.names[targets[0]]}"
            elif targets:
                text += f" on {g.names[targets[0]]}"
            out.append(Action("play", card.title, targets, mi, d, text=text))
    return out


def drink_label(g: Game, frame, d: int) -> str:
    """A revealed Drink as a player would name it ("Zot's Wine"), numbered if two read alike."""
    def name(i: int) -> str:
        drink = frame.drinks[i]
        return f"{g.names[drink.drinker]}'s " + (" + ".join(g.title(c) for c in drink.cards) or "Drink")

    label = name(d)
    if any(name(i) == label for i in range(len(frame.drinks)) if i != d):
        label += f" (Drink {d + 1} of {len(frame.drinks)})"
    return label


def play_card(g: Game, seat: int, action: Action, subject: int) -> CardFrame:
    """Take the card from the hand and put it on the stack with its targets."""
    cid = g.held(seat, action.card)
    g.players[seat].hand.remove(cid)
    frame = CardFrame(cid, seat, action.mode, list(action.targets), -1 if action.drink is None else action.drink,
                      subject, g.n)
    g.stack.append(frame)
    g.emit("play", action.text or f"{g.names[seat]} plays '{action.card}'", seat=seat, card=action.card,
           targets=list(action.targets), mode=action.mode, drink=action.drink)
    return frame


class losses:
    """Handler of a LossFrame: the window right after Fortitude was lost, for hit-back cards."""

    @staticmethod
    def step(g: Game, f) -> bool:
        """Open the window once, then finish."""
        if not first_window(g, f, g.turn):
            g.stack.pop()
        return False

