"""Timing: response windows, asked in turn order, Anytime cards first, restarting after each response.

A window sits on top of the frame it answers (its ``subject``). Players are asked in turn order from
the player who played or revealed the subject: first for Anytime cards, then for Sometimes cards.
Playing a response pushes that card on top; when it has resolved, the window starts again from the
first player, so everyone may answer the changed situation (Timing Example 1). When every player
has passed in succession the window closes and the subject resolves. The sequential asking is also
the rulebook's deadlock rule: each player declares in turn order.
"""

from __future__ import annotations

from typing import Any

from . import answers, english, state
from .actions import Action
from .cards import MAX_PLAYS
from .compiled import method, python_class
from .state import ROTATIONS, Automatic, CardFrame, Frame
from .table import Table


def open_window(g: Table, subject: int, start: int) -> bool:
    """Push a response window on the frame with id ``subject``; False if it closed at once (nobody to ask).

    When no refill of the Drink Deck is due, nothing can come before the window's first step, so it is
    taken now: a window nobody can answer closes at once, and its subject may go on in the same step.
    """
    stack = g.stack
    if not g.ask_all and (g.drink_deck or g.refilling or not (g.drink_discard or g.bar_deck)):
        top = stack[-1]   # (the frame answered is the top one, as a frame's first step opens its window)
        quick = answers.quick_answers(g, top if top.id == subject else g.frame(subject))
        players = g.players
        for p in players:
            if not quick.isdisjoint(p.hand) and not p.out:
                break
        else:
            may = g.hooks.may_play
            if not may or not _mechanics_answer(g, players, quick):
                return False   # nobody holds a card that could answer, nor has anything of a mechanic's to use
        w = WindowFrame(subject, g.in_turn_order(start))
        g.push(w)
        w.step(g)
        return stack[-1] is w
    g.push(WindowFrame(subject, g.in_turn_order(start)))
    return True


def _mechanics_answer(g: Table, players: list, quick: frozenset) -> bool:
    """Whether a mechanic at the table gives some seat still in the game something to answer with."""
    for s, p in enumerate(players):
        if not p.out and mechanics_may_play(g, s, "both", quick):
            return True
    return False


def first_window(g: Table, f, start: int) -> bool:
    """The first time the top frame runs, open its response window (asking from ``start``).

    True while that window is open; False once it is over (or closed at once), when ``f`` goes on.
    """
    if f.status != "new":
        return False
    f.status = "window"
    return open_window(g, g.stack[-1].id, start)


# ----- the window rules (WindowFrame, at the end) ------------------------------------------------

def step(w: WindowFrame, g: Table) -> bool:
    """Ask the next player who has a response (everyone, with ask_all), or close the window."""
    stack = g.stack   # (the subject is almost always just below its window: ``g.frame`` only when not)
    subject = stack[-2] if len(stack) > 1 and stack[-2].id == w.subject else g.frame(w.subject)
    if isinstance(subject, CardFrame) and subject.negated:   # (only a played card can be Negated)
        g.stack.pop()
        return False
    order = w.order
    if g.ask_all:
        while w.stage < 2:
            if w.pos < len(order):
                return True
            w.stage += 1
            w.pos = 0
        g.stack.pop()
        return False
    players = g.players
    hooks = g.hooks
    may = hooks.may_play
    if w.stage == 0:
        anytime = g.content.anytime
        pos = w.pos
        for seat in order[pos:] if pos else order:
            if not anytime.isdisjoint(players[seat].hand):
                w.pos = pos
                return True
            if may and mechanics_may_play(g, seat, "anytime", anytime):
                w.pos = pos
                return True
            pos += 1
        w.stage = 1
        w.pos = 0
    if w.stage == 1:
        asked = g._asked
        if asked is not None and asked[0] is w and asked[1] == w.pos:
            return True   # already found (just now, as the window opened) and not yet offered
        others, involved_cards, involved = answers.candidates(g, subject)
        pos = w.pos
        for seat in order[pos:] if pos else order:
            hand = players[seat].hand
            cands = involved_cards if seat in involved else others
            if not cands.isdisjoint(hand) or (may and mechanics_may_play(g, seat, "sometimes", cands)):
                found = _sometimes_plays(g, seat, hand, cands, subject, w.subject)
                for kept in hooks.kept_plays_at[seat]:   # cards kept outside the hand, played as though from it
                    found += kept(g, seat, subject, w.subject, "sometimes")
                if found:
                    w.pos = pos
                    g._asked = (w, pos, found)   # for ``actions``, which comes next
                    return True
            pos += 1
        w.stage = 2
        w.pos = 0
    g.stack.pop()
    return False


def pass_action(g: Table, seat: int) -> Action:
    """Passing, for ``seat``: the same Action each time at a table (a window's, a quiet window's, a Round's)."""
    key = ("pass", seat)
    passing = g._memo.get(key)
    if passing is None:
        passing = g._memo[key] = Action("pass", text=english.pass_text(g.names, seat))
    return passing


def decider(w: WindowFrame, g: Table) -> int:
    """The player being asked."""
    return w.order[w.pos]


def actions(w: WindowFrame, g: Table, seat: int) -> list[Action]:
    """Pass, or any response legal for this player at this stage."""
    passing = pass_action(g, seat)
    asked = g._asked
    if asked is not None and asked[0] is w and asked[1] == w.pos and w.stage == 1:
        g._asked = None
        return [passing, *asked[2]]
    wanted = "anytime" if w.stage == 0 else "sometimes"
    return [passing, *plays(g, seat, g.frame(w.subject), w.subject, wanted)]


def act(w: WindowFrame, g: Table, action: Action) -> None:
    """A pass moves to the next player; a response restarts the window once it has resolved."""
    if action.kind == "pass":
        w.pos += 1
        return
    seat = w.order[w.pos]
    w.pos = 0
    w.stage = 0
    if action.kind != "play":   # an action of a mechanic's own
        g.hooks.acts[action.kind](g, seat, action)
        return
    play_card(g, seat, action, w.subject)


# ----- what a player may play --------------------------------------------------------------------

def plays(g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
    """Legal plays of ``wanted`` cards ("anytime", "sometimes", or "both") answering ``subject``."""
    hand = g.players[seat].hand
    anytime = g.content.anytime if wanted != "sometimes" else _NONE
    if wanted != "anytime":
        others, involved_cards, involved = answers.candidates(g, subject)
        sometimes = involved_cards if seat in involved else others
    else:
        sometimes = _NONE
    hooks = g.hooks
    own: list[Action] | tuple = _NO_PLAYS
    kept: list[Action] | tuple = _NO_PLAYS
    if hooks.own_actions:   # a mechanic's own actions come first, cards kept outside the hand last
        own = [a for h in hooks.own_actions for a in h(g, seat, wanted)]
    if hooks.kept_plays and hooks.kept_plays_at[seat]:
        kept = [a for h in hooks.kept_plays_at[seat] for a in h(g, seat, subject, subject_id, wanted)]
    if anytime.isdisjoint(hand) and sometimes.isdisjoint(hand):
        return [*own, *kept]
    out: list[Action] = list(own)
    cards = g.content.cards
    holds = answers.holds
    for cid in dict.fromkeys(hand):
        if cid in anytime:
            out.extend(card_actions(g, seat, cards[cid], 0, subject))
        elif cid in sometimes:
            card = cards[cid]
            for mi, mode in enumerate(card.modes):
                if holds(g, seat, card, mode, subject, subject_id):
                    out.extend(card_actions(g, seat, card, mi, subject))
    out.extend(kept)
    return out


def _sometimes_plays(g: Table, seat: int, hand: list[int], cands: frozenset, subject, subject_id: int) -> list:
    """``plays`` of Sometimes cards, for a hand known to hold some of ``cands``."""
    out: list[Action] = []
    cards = g.content.cards
    holds = answers.holds
    for cid in dict.fromkeys(hand):
        if cid in cands:
            card = cards[cid]
            for mi, mode in enumerate(card.modes):
                if holds(g, seat, card, mode, subject, subject_id):
                    out.extend(card_actions(g, seat, card, mi, subject))
    return out


_NONE: frozenset = frozenset()
_NO_PLAYS: tuple = ()


def may_play(g: Table, hand: list[int]) -> bool:
    """A quick test before ``plays`` at a turn or Round decision: False means it would offer nothing."""
    r = g.round
    return not g.content.answerers["phase", r is not None and not r.ended].isdisjoint(hand)


def mechanics_may_play(g: Table, seat: int, wanted: str, cards: frozenset | None = None) -> bool:
    """Whether a mechanic at the table might give ``seat`` something to do (``wanted``: "both", "anytime" or
    "sometimes"), at a phase or Round decision, or as an answer among ``cards`` in a window."""
    for h in g.hooks.may_play_at[seat]:   # (a seat-bound mechanic's only at the seats that bring it)
        if h(g, seat, cards, wanted):
            return True
    return False


# The types of card played as one's Action (the Action phase's card; "Gambling? I'm in!" too).
ACTION_TYPES = frozenset({"action", "action_gambling"})


def kept_card_plays(g: Table, seat: int, cards: Any, subject: Any, subject_id: int, wanted: str,
                    mark: Any) -> list[Action]:
    """Legal plays of cards ``seat`` keeps outside the hand and plays as though from it (a kept Potion, a Prize won),
    of the ``wanted`` kind: "anytime", "sometimes", "both" (those two) or "action" (an Action in the Action phase),
    answering ``subject`` (None: a turn or Round decision); ``mark(card, action)`` makes each the kept card's play."""
    out: list[Action] = []
    defs = g.content.cards
    for card in cards:
        cdef = defs[card]
        ctype = cdef.type
        if ctype == "anytime":
            if wanted == "anytime" or wanted == "both":
                out.extend(mark(card, a) for a in card_actions(g, seat, cdef, 0, subject))
        elif ctype == "sometimes":
            if wanted == "sometimes" or wanted == "both":
                for mi, mode in enumerate(cdef.modes):
                    if answers.holds(g, seat, cdef, mode, subject, subject_id):
                        out.extend(mark(card, a) for a in card_actions(g, seat, cdef, mi, subject))
        elif ctype in ACTION_TYPES and wanted == "action":
            out.extend(mark(card, a) for a in card_actions(g, seat, cdef, 0, None))
    return out


def card_actions(g: Table, seat: int, card, mi: int, subject) -> list[Action]:
    """Every way to play one mode of a card: its drink and player choices."""
    mode = card.modes[mi]
    if mode.needs_another:
        # a redirected loss never goes back to its source
        skip = subject.player if mode.redirects_loss and isinstance(subject, CardFrame) else seat
        players = g.players
        choices: list[tuple[int, ...]] = [(s,) for s in ROTATIONS[g.n][seat]
                                          if s != seat and s != skip and not players[s].out]
        if not choices and "redirect_or_ignore" in mode.ops:
            choices = _NO_TARGETS   # only the source is left to take it: the card Ignores instead
    elif mode.needs_in_round:
        r = g.round
        choices = [(s,) for s in r.players if s != seat] if r is not None else []
        if not choices:
            choices = _NO_TARGETS
    else:
        choices = _NO_TARGETS
    if mode.needs_drink:
        return _drink_plays(g, seat, card, mi, subject, choices)
    # (kept by the names the text reads, not the seating: any table seating the same names finds it made)
    memo = g.content.plays
    names = g.names
    name = names[seat]
    cid = card.id
    out = []
    for targets in choices:
        key = (name, cid, mi, targets, names[targets[0]]) if targets else (name, cid, mi)
        action = memo.get(key)
        if action is None:
            if len(memo) >= MAX_PLAYS:
                memo.clear()
            action = memo[key] = _card_action(g, seat, card, mi, targets)
        out.append(action)
    return out


def _card_action(g: Table, seat: int, card, mi: int, targets: tuple) -> Action:
    """One way to play a card that names no Drink, with its English."""
    label = card.modes[mi].label if len(card.modes) > 1 else None
    text = english.play_text(g.names, seat, card.title, label, targets[0] if targets else None)
    return Action("play", card.title, targets, mi, None, text=text)


def _drink_plays(g: Table, seat: int, card, mi: int, subject, choices: list) -> list[Action]:
    """Every way to play a mode that names a revealed Drink."""
    mode = card.modes[mi]
    if len(subject.drinks) == 1:   # (the usual frame: one Drink, never numbered: its drinker and cards make its label)
        if not answers.drink_ok(g, seat, mode, subject, 0):
            return []
        drink = subject.drinks[0]
        memo = g.content.plays
        names = g.names
        name = names[seat]
        on = (names[drink.drinker], *drink.cards)
        cid = card.id
        out = []
        for targets in choices:
            key = (name, cid, mi, targets, names[targets[0]] if targets else None, on)
            action = memo.get(key)
            if action is None:
                if len(memo) >= MAX_PLAYS:
                    memo.clear()
                titles = g.content.titles   # (``drink_refs`` of a one-Drink frame: never numbered)
                ref = {"drinker": drink.drinker, "cards": [titles[c] for c in drink.cards]}
                text = english.play_text(names, seat, card.title, mode.label if len(card.modes) > 1 else None,
                                         targets[0] if targets else None, ref)
                action = memo[key] = Action("play", card.title, targets, mi, 0, text=text)
            out.append(action)
        return out
    drinks_ = [d for d in range(len(subject.drinks)) if answers.drink_ok(g, seat, mode, subject, d)]
    if not drinks_:
        return []
    return _labelled_plays(g, seat, card, mi, subject, choices, drinks_)


def _labelled_plays(g: Table, seat: int, card, mi: int, subject, choices: list, drinks_: list[int]) -> list[Action]:
    """The plays of a mode on each of the Drinks ``drinks_``, each Drink named as a player names it."""
    mode = card.modes[mi]
    memo = g._memo
    cid = card.id
    refs = drink_refs(g, subject)
    names = g.names
    labels = [english.drink_label(ref, names) for ref in refs]
    out = []
    for d in drinks_:
        label = labels[d]
        for targets in choices:
            key = (seat, cid, mi, targets, d, label)
            action = memo.get(key)
            if action is None:
                text = english.play_text(names, seat, card.title, mode.label if len(card.modes) > 1 else None,
                                         targets[0] if targets else None, refs[d])
                action = memo[key] = Action("play", card.title, targets, mi, d, text=text)
            out.append(action)
    return out


_NO_TARGETS: list[tuple[int, ...]] = [()]


def drink_refs(g: Table, frame) -> list[dict]:
    """Each revealed Drink as a player names it (``english.drink_label``): whose, its cards, a number where two read
    alike."""
    titles = g.content.titles
    refs = [{"drinker": drink.drinker, "cards": [titles[c] for c in drink.cards]} for drink in frame.drinks]
    if len(refs) > 1:
        names = g.names
        labels = [english.drink_label(ref, names) for ref in refs]
        total = len(refs)
        counts: dict[str, int] = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        for d, ref in enumerate(refs):
            if counts[labels[d]] > 1:
                ref["number"] = d + 1
                ref["of"] = total
    return refs


def play_fields(g: Table, card, mode: int, drink: int | None, subject: int) -> dict:
    """What a play's sentence says besides who plays what on whom: a two-use card's label, the Drink it names."""
    out: dict = {}
    if len(card.modes) > 1:
        out["label"] = card.modes[mode].label
    if drink is not None and subject >= 0:
        out["on"] = drink_refs(g, g.frame(subject))[drink]
    return out


def play_card(g: Table, seat: int, action: Action, subject: int) -> CardFrame:
    """Take the card from the hand and put it on the stack with its targets."""
    _, title, targets, mode, drink, option, text = action
    if option is not None:   # a card a mechanic keeps outside the hand, played as though from it
        play = g.hooks.play_options.get(option)
        if play is not None:
            return play(g, seat, action, subject)
    cid = g.held(seat, title)
    g.players[seat].hand.remove(cid)
    frame = CardFrame(cid, seat, mode, list(targets), -1 if drink is None else drink, subject, g.n)
    g.push(frame)
    if drink is None and len(g.content.cards[cid].modes) == 1:   # (``play_fields`` would add nothing)
        g.emit("play", seat=seat, card=title, targets=list(targets), mode=mode, drink=None)
    else:
        g.emit("play", seat=seat, card=title, targets=list(targets), mode=mode, drink=drink,
               **play_fields(g, g.content.cards[cid], mode, drink, subject))
    return frame


@python_class
class LossFrame(state.LossFrame, Automatic):
    """The window right after Fortitude was lost, for hit-back cards."""

    __slots__ = ()

    def step(f, g: Table) -> bool:
        """Open the window once, then finish."""
        if not first_window(g, f, g.turn_frame.player):
            g.stack.pop()
        return False

    def view(f, g: Table) -> dict:
        """The public face of a hit-back window: whose card, who lost, and whether it was Sung."""
        return dict(source=f.source, victims=list(f.victims), sang=f.sang)


def view(w: WindowFrame, g: Table) -> dict:
    """The public face of a response window: what it answers, who is asked now, and whether Anytime cards come first."""
    return dict(subject=g.index_of(w.subject), asking=w.order[w.pos] if w.pos < len(w.order) else None,
                anytime_first=w.stage == 0)


@python_class
class WindowFrame(Frame):
    """A response window on the frame at ``subject``: players asked in ``order``, Anytime cards first."""

    __slots__ = ("subject", "order", "pos", "stage")
    kind = "window"

    def __init__(self, subject: int, order: list[int]):
        self.subject = subject
        self.order = order
        self.pos = 0
        self.stage = 0

    step = method(step)
    decider = method(decider)
    actions = method(actions)
    act = method(act)
    view = method(view)
