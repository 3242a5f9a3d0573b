"""On Your Turn: Discard and Draw, Action, Order a Drink, Drink; then the player to the left goes.

The turn is the frame at the bottom of the stack (``TurnFrame``): the active player's phase decisions happen
when nothing is above it. Anytime cards may be played
at any phase decision, before or after the phase's own action (after drinking too), except between
discarding and drawing ("you may not play any cards until you have finished drawing"). Holding 7 or
more cards, "draw" keeps them all.
"""

from __future__ import annotations

from . import anytime, drinks, english, losing, state, timing
from .actions import Action
from .compiled import method, python_class
from .discarding import discard_actions
from .losing import LastChanceFrame
from .state import ROTATIONS, Frame
from .table import Table

HAND_SIZE = 7


def actions(f: TurnFrame, g: Table, seat: int) -> list[Action]:
    """The active player's choices in the current phase (the turn frame's ``actions``)."""
    phase = f.phase
    memo = g._memo
    hand = g.players[seat].hand
    if phase == "discard":
        need = HAND_SIZE - len(hand)
        key = ("draw", seat, need)
        draw = memo.get(key)
        if draw is None:
            draw = memo[key] = Action("draw", text=english.draw_text(g.names, seat, need))
        out = [draw]
        out.extend(discard_actions(g, seat))
        if f.part == 0 and (not g.content.anytime.isdisjoint(hand)
                            or (g.hooks.may_play and timing.mechanics_may_play(g, seat, "anytime"))):
            out.extend(timing.plays(g, seat, None, -1, "anytime"))
        return out
    if phase == "action":
        out = [_phase_pass(g, seat, phase)]
        cards = g.content.cards
        for cid in dict.fromkeys(hand):
            card = cards[cid]
            if card.type in ACTION_TYPES:
                out.extend(timing.card_actions(g, seat, card, 0, None))
        for kept in g.hooks.kept_plays_at[seat]:   # a kept Action card is an Action too
            out.extend(kept(g, seat, None, -1, "action"))
    elif phase == "order":
        out = order_actions(g, seat) if f.part == 0 else [_phase_pass(g, seat, phase)]
    elif f.part == 0:
        drink_key = ("drink", seat)
        drink = memo.get(drink_key)
        if drink is None:
            drink = memo[drink_key] = Action("drink", text=english.drink_text(g.names, seat))
        out = [drink]
    else:
        out = [_phase_pass(g, seat, phase)]
    if not _nothing_to_play(g, seat):
        out.extend(timing.plays(g, seat, None, -1, "both"))
    return out


def _nothing_to_play(g: Table, seat: int) -> bool:
    """Whether ``seat`` surely has no card (nor anything of a mechanic's) to play at a phase decision."""
    r = g.round   # (timing.may_play, inline)
    return g.content.answerers["phase", r is not None and not r.ended].isdisjoint(g.players[seat].hand) \
        and not (g.hooks.may_play and timing.mechanics_may_play(g, seat, "both"))


ACTION_TYPES = timing.ACTION_TYPES
NEXT_PHASE = {"action": "order", "order": "drink", "drink": "end"}
# Phase actions that change no Fortitude, Alcohol Content or Gold and put nothing on the stack.
QUIET = frozenset({"discard", "draw", "pass", "order"})


def _phase_pass(g: Table, seat: int, phase: str) -> Action:
    """Passing in a phase: no Action, done ordering, or ending the turn."""
    key = ("pass", seat, phase)
    action = g._memo.get(key)
    if action is None:
        action = g._memo[key] = Action("pass", text=english.pass_text(g.names, seat, phase))
    return action


def order_actions(g: Table, seat: int) -> list[Action]:
    """Order a Drink onto another player's Drink Me! pile."""
    memo = g._memo
    out = []
    players = g.players
    for s in ROTATIONS[g.n][seat]:
        if s != seat and not players[s].out:
            key = ("order", seat, s)
            action = memo.get(key)
            if action is None:
                action = memo[key] = Action("order", targets=(s,), text=english.order_text(g.names, seat, s))
            out.append(action)
    return out


def _only_other(g: Table, seat: int) -> int:
    """The one other player still in (-1 when there are more, or none)."""
    found = -1
    s = 0
    for p in g.players:
        if s != seat and not p.out:
            if found >= 0:
                return -1
            found = s
        s += 1
    return found


def order(g: Table, seat: int, target: int) -> None:
    """Put the top Drink Deck card face down on the target's Drink Me! pile."""
    c = drinks.take_from_deck(g)
    if c is None:
        g.emit("order", seat=seat, how="empty")
        return
    g.players[target].drink_me.append(c)
    g.emit("order", seat=seat, target=target)


def act(f: TurnFrame, g: Table, action: Action) -> None:
    """Carry out a phase decision (the turn frame's ``act``); one that is not quiet may change a stat: check again."""
    seat = f.player
    p = g.players[seat]
    kind = action.kind
    f.offered = False   # the next decision is another moment: the others are offered their Anytime cards again
    if kind not in QUIET:
        g._checked = False
    if kind == "play":
        frame = timing.play_card(g, seat, action, -1)
        if g.content.cards[frame.card].type in ACTION_TYPES:
            f.phase = "order"
            f.part = 0
        return
    if kind == "discard":
        cid = g.held(seat, action.card)
        p.hand.remove(cid)
        p.discard.append(cid)
        f.part = 1
        g.emit("discard", seat=seat, card=action.card, how="phase")
        return
    if kind == "draw":
        need = HAND_SIZE - len(p.hand)
        if need > 0:
            g.draw_cards(seat, need)
        f.phase = "action"
        f.part = 0
        return
    if kind == "pass":
        f.phase = NEXT_PHASE[f.phase]
        f.part = 0
        return
    if kind == "order":
        order(g, seat, action.targets[0])
        f.part = 1
        return
    if kind == "drink":
        f.part = 1
        drinks.start_pile_drink(g, seat)
        return
    g.hooks.acts[kind](g, seat, action)   # an action of a mechanic's own


def next_turn(g: Table) -> None:
    """The player to the left goes next (counting completed rounds for last call)."""
    f = g.turn_frame
    prev = f.player
    seat = f.player = g.next_alive(prev)
    n = g.n
    if (seat - g.first) % n <= (prev - g.first) % n:
        g.rounds += 1
        if g.last_call is not None and g.rounds >= g.last_call:
            losing.last_call(g)
            return
    f.phase = "discard"
    f.part = 0
    f.offered = False
    g.emit("turn", seat=seat)
    if g.players[seat].ignoring:
        g.players[seat].ignoring = False
        g.emit("ignore_all", seat=seat, how="ends")
    for turn_start in g.hooks.turn_start:
        turn_start(g, seat)


@python_class
class TurnFrame(state.TurnFrame):
    """The turn, at the bottom of the stack: the safe point where losers are found, then the phase decisions."""

    __slots__ = ()

    def step(f, g: Table) -> bool:
        """At the safe point, let anyone passing out or broke go first; end a finished turn; else ask its player."""
        if not g._checked:   # (losing.at_safe_point, inline: this is the hot path)
            for p in g.players:
                if (p.alcohol >= p.fortitude or p.gold <= 0) and not p.out:
                    g.push(LastChanceFrame())
                    return False
            g._checked = True   # until a frame is pushed: phase steps without one change no stat
        phase = f.phase
        if phase == "end":
            next_turn(g)
            if g.hooks.turn_start:   # a turn start may cost Gold or Fortitude
                g._checked = False
            return False
        if not f.offered:   # Anytime cards at any time: the others first (none between discarding and drawing)
            f.offered = True
            if g.anytime_windows and (f.part == 0 or f.phase != "discard") \
                    and anytime.offer(g, [f.player], f.phase, f.part):
                return False
        if (phase == "drink" or (phase == "order" and f.part)) and not g.ask_all and _nothing_to_play(g, f.player):
            # the phase's own action is its player's only choice: take it here, without a list of one (``act``)
            f.offered = False   # (as ``act`` does: the next step is another moment)
            if f.part:
                f.phase = NEXT_PHASE[phase]
                f.part = 0
            else:
                g._checked = False
                f.part = 1
                drinks.start_pile_drink(g, f.player)
            return False
        if phase == "order" and not f.part and not g.ask_all:   # one player to order for, nothing to play: order now
            seat = f.player
            target = _only_other(g, seat)
            if target >= 0 and _nothing_to_play(g, seat):
                f.offered = False
                order(g, seat, target)
                f.part = 1
                return False
        elif phase == "discard" and f.part and not g.ask_all and not g.players[f.player].hand:
            f.offered = False   # every card discarded: drawing is the only choice (no card to play before it)
            g.draw_cards(f.player, HAND_SIZE)
            f.phase = "action"
            f.part = 0
            return False
        return True

    def decider(f, g: Table) -> int:
        """The active player."""
        return f.player

    def to_dict(f) -> dict:
        """A JSON-ready dict (hand-written, the same as ``Plain.to_dict``: every to_json() makes one)."""
        return {"_t": "TurnFrame", "id": f.id, "player": f.player, "phase": f.phase, "part": f.part,
                "offered": f.offered}

    def clone(f) -> TurnFrame:
        """An independent copy (hand-written: every clone() makes one)."""
        new = object.__new__(TurnFrame)
        new.id = f.id
        new.player = f.player
        new.phase = f.phase
        new.part = f.part
        new.offered = f.offered
        return new

    actions = method(actions)
    act = method(act)

    def view(f, g: Table) -> dict:
        """The public face of the turn: whose it is, its phase and whether the phase's own action is done."""
        return dict(player=f.player, phase=f.phase, part=f.part)


@python_class
class OrderFrame(Frame):
    """Ordering extra Drinks, one decision each."""

    __slots__ = ("player", "count")
    kind = "order"

    def __init__(self, player: int, count: int):
        self.player = player
        self.count = count

    def step(f, g: Table) -> bool:
        """Wait for the next order, or finish."""
        if f.count <= 0:
            g.stack.pop()
            return False
        return True

    def decider(f, g: Table) -> int:
        """The player ordering."""
        return f.player

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Any other player's pile."""
        return order_actions(g, seat)

    def act(f, g: Table, action: Action) -> None:
        """Order one Drink."""
        order(g, f.player, action.targets[0])
        f.count -= 1

    def view(f, g: Table) -> dict:
        """The public face of ordering: who orders and how many Drinks are left."""
        return dict(player=f.player, count=f.count)
