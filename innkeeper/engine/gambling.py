"""Gambling: a Round of Gambling from "Gambling? I'm in!" to the pot (rulebook 000, Gambling).

Everyone antes 1; the starter controls the Round; players take turns clockwise from the starter,
playing a Gambling or Cheating card (which takes control) or passing. When everyone else has passed
in a row, the player in control wins the pot; a Round that ends with nobody in control sends the pot
to the Inn. After "Winning Hand!" only a Cheating card may take control. A player forced out so that
one player is left makes that player the winner. If the player whose card demands an ante cannot
pay it, nobody antes.
"""

from __future__ import annotations

from . import anytime, gold, state, timing
from .actions import Action
from .compiled import python_class
from .losing import LastChanceFrame
from .state import INN, POT, Automatic, CardFrame
from .table import Table

GAMBLING_TYPES = frozenset({"gambling", "cheating", "action_gambling"})


def live(g: Table) -> state.RoundFrame | None:
    """The Round of Gambling, if one is live."""
    r = g.round
    return r if r is not None and not r.ended else None


def next_in_round(g: Table, seat: int) -> int:
    """The next player to the left still in the Round."""
    r = g.round
    assert r is not None   # (asked only while there is a Round)
    for k in range(1, g.n + 1):
        s = (seat + k) % g.n
        if s in r.players:
            return s
    return -1


# ----- operations cards use ----------------------------------------------------------------------

def gamble(g: Table, f: CardFrame) -> None:
    """Start a Round of Gambling, or take control of the live one."""
    if live(g) is not None:
        take_control(g, f.player, False)
        return
    if g.round is not None:
        return
    players = [s for s in g.alive() if s not in f.leavers]
    r = RoundFrame(f.player, players)
    g.push(r)
    g.round = r
    g.emit("round", seat=f.player)
    for start in g.hooks.round_start:   # a decision before the ante (a table variant's): it antes once made
        if start(g, r, f):
            return
    first_ante(g, r, f)


def first_ante(g: Table, r: state.RoundFrame, f: CardFrame | None) -> None:
    """Everyone in the new Round antes 1 (nobody, if the starter cannot); play goes on to the starter's left.

    ``f`` is the card that started the Round; None for a Round no player's card started (the active player's).
    """
    players = r.players
    starter = f.player if f is not None else g.turn_frame.player
    mods = f.gold_mods if f is not None else None
    if starter in players and not gold.can_pay(g, starter, mods):
        g.emit("ante", seat=starter)
    else:
        for s in g.in_turn_order(starter):
            if s in players:
                gold.pay(g, s, POT, 1, mods, ante=True)
    r.next = next_in_round(g, starter)


def take_control(g: Table, seat: int, winning_hand: bool) -> None:
    """``seat`` is now winning the Round."""
    r = live(g)
    if r is None:
        return
    r.passes = 0
    r.winning_hand = winning_hand
    if seat not in r.players:
        r.controller = -1   # they left the Round as they played: it now has no winner (000, Leaving)
        g.emit("control", seat=seat, how="left")
        return
    r.controller = seat
    g.emit("control", seat=seat)


def ante_all(g: Table, f: CardFrame, amount: int) -> None:
    """Everyone still in the Round antes again (nobody, if the card's player cannot)."""
    r = live(g)
    if r is None:
        return
    if f.player in r.players and not gold.can_pay(g, f.player, f.gold_mods):
        g.emit("ante", seat=f.player)
        return
    for s in g.in_turn_order(f.player):
        if s in r.players and s not in f.leavers:
            gold.pay(g, s, POT, amount, f.gold_mods, ante=True)


def leave(g: Table, seat: int, forced: bool = False) -> None:
    """``seat`` leaves the Round; its antes stay in the pot."""
    r = live(g)
    if r is None or seat not in r.players:
        return
    r.players.remove(seat)
    if r.controller == seat:
        r.controller = -1
    if forced:
        g.emit("leave", seat=seat, how="forced")
    else:
        g.emit("leave", seat=seat)
    if forced and len(r.players) == 1:
        win(g, r.players[0])


def pass_out(g: Table, seat: int) -> None:
    """``seat`` passed out mid-Round (it is out of the game): it leaves the Round, its antes stay in the pot.

    A pass it made since control last changed no longer counts. If one player is left in the Round, that player
    wins it, as when a player is forced out (000, Forcing a Player to Leave a Round of Gambling).
    """
    r = live(g)
    if r is None or seat not in r.players:
        return
    if _passed(g, r, seat):
        r.passes -= 1
    r.players.remove(seat)
    if r.controller == seat:
        r.controller = -1
    if len(r.players) == 1:
        win(g, r.players[0])


def _passed(g: Table, r: state.RoundFrame, seat: int) -> bool:
    """Whether ``seat`` is one of the players who passed in a row (the ones just before ``r.next``)."""
    count = r.passes
    for k in range(1, g.n):
        if count <= 0:
            return False
        s = (r.next - k) % g.n
        if s in r.players and s != r.controller:
            if s == seat:
                return True
            count -= 1
    return False


def win(g: Table, seat: int) -> None:
    """The Round ends now and ``seat`` wins it."""
    r = live(g)
    if r is None:
        return
    r.ended = True
    r.winner = seat


def end_to_inn(g: Table) -> None:
    """The Round ends now; the whole pot goes to the Inn."""
    r = live(g)
    if r is None:
        return
    r.ended = True
    r.winner = -2
    for over in g.hooks.round_over:   # what a mechanic put in the pot goes back: nobody took it
        over(g, r, -1)
    g.emit("round_end", pot=g.pot)
    gold.credit(g, INN, g.pot)
    g.pot = 0


def end_taken(g: Table, seat: int) -> None:
    """The Round ends now and ``seat`` takes the whole pot without winning it (000: the Wench's own tip card)."""
    r = live(g)
    if r is None:
        return
    r.ended = True
    r.winner = -2   # (its frame then ends with no pot left and nothing more to say)
    amount = g.pot
    g.pot = 0
    g.players[seat].gold += amount
    g.emit("round_won", seat=seat, amount=amount, how="took")
    for over in g.hooks.round_over:   # what a mechanic put in the pot goes to its taker
        over(g, r, seat)
    r.songs = []   # (taken: the Round's frame, ending later, finds nothing left in the pot to hand back)


def continue_round(g: Table, f: CardFrame, won: RoundWonFrame, amount: int) -> None:
    """The Round ``won`` was ending with goes on: the card's player controls it, everyone still in antes again.

    The pot stays; the players who left in answer to this ante leave now; play continues to the card's
    player's left ("Best two out of three?", cards.md section 4).
    """
    r = g.round
    if r is None or not r.ended or r.winner < 0 or won.taker != -1:
        return
    won.taker = -2   # the pot is taken by nobody now: the Round goes on
    r.ended = False
    r.winner = -1
    g.emit("round", seat=f.player, how="again")
    for s in f.leavers:
        if s in r.players:
            r.players.remove(s)
    take_control(g, f.player, False)
    ante_all(g, f, amount)
    r.next = next_in_round(g, f.player)


def take_from_pot(g: Table, seat: int, amount: int) -> None:
    """Take Gold from the pot without winning anything."""
    moved = min(amount, g.pot)
    g.pot -= moved
    g.players[seat].gold += moved
    g.emit("take", seat=seat, amount=moved)


# ----- the Round's frame: whose turn in the Round, and the window before the pot is taken ---------------------

@python_class
class RoundFrame(state.RoundFrame):
    """The live Round of Gambling owns the decisions while it lasts, and holds its state (``game.round`` is it)."""

    __slots__ = ()

    def step(r, g: Table) -> bool:
        """End the Round when everyone else has passed; otherwise ask the next player."""
        if not r.ended:
            players = g.players
            for p in players:   # nothing resolves above the Round: a player passing out goes now (000, Losing)
                if p.alcohol >= p.fortitude and not p.out:   # (``passing_out``, inline)
                    g.push(LastChanceFrame())
                    return False
            for s in [s for s in r.players if players[s].out]:
                pass_out(g, s)
        if not r.ended:
            others = len(r.players) - (1 if r.controller in r.players else 0)
            if r.passes >= others:
                r.ended = True
                r.winner = r.controller
            elif r.next not in r.players or r.next == r.controller:
                r.next = next_in_round(g, r.next)
                return False
            elif r.offered:
                return True
            else:   # Anytime cards at any time: those outside the Round first (those in it decide on their turns)
                r.offered = True
                return not (g.anytime_windows and anytime.offer(g, r.players, "round", 0))
        if r.winner >= 0:   # the window before the pot is taken, above the Round (which is over once it is)
            g.push(RoundWonFrame(r.winner))
            return False
        g.stack.pop()
        if g.pot:
            g.emit("round_end", pot=g.pot, how="nobody")
            gold.credit(g, INN, g.pot)
            g.pot = 0
        elif r.winner == -1:   # (-2: the Wench's tip ended it and said where the pot went)
            g.emit("round_end", pot=0, how="empty")
        for over in g.hooks.round_over:
            over(g, r, -1)
        g.round = None
        return False

    def decider(r, g: Table) -> int:
        """The player whose turn it is in the Round."""
        return r.next

    def actions(r, g: Table, seat: int) -> list[Action]:
        """Pass, play a Gambling or Cheating card, or a Sometimes/Anytime card that fits now."""
        passing = timing.pass_action(g, seat)
        out = [passing]
        cards = g.content.cards
        hand = g.players[seat].hand
        for cid in dict.fromkeys(hand):
            card = cards[cid]
            if card.type not in GAMBLING_TYPES or (r.winning_hand and card.type != "cheating"):
                continue
            out.extend(timing.card_actions(g, seat, card, 0, None))
        if timing.may_play(g, hand) or (g.hooks.may_play and timing.mechanics_may_play(g, seat, "both")):
            out.extend(timing.plays(g, seat, None, -1, "both"))
        return out

    def act(r, g: Table, action: Action) -> None:
        """A pass counts toward ending the Round; a Gambling or Cheating card goes on the stack."""
        seat = r.next
        r.offered = False
        if action.kind != "pass" and action.kind != "play":   # a mechanic's own (the player still decides next)
            g.hooks.acts[action.kind](g, seat, action)
            return
        if action.kind == "pass":
            r.passes += 1
            g.emit("pass", seat=seat)
            r.next = next_in_round(g, seat)
            return
        frame = timing.play_card(g, seat, action, -1)
        if g.content.cards[frame.card].type in GAMBLING_TYPES:
            r.next = next_in_round(g, seat)

    def view(r, g: Table) -> dict:
        """The Round's frame shows nothing itself (the observation's ``round`` shows the Round)."""
        return {}


@python_class
class RoundWonFrame(state.RoundWonFrame, Automatic):
    """The window before the winner takes the pot (above the won Round's frame)."""

    __slots__ = ()

    def step(f, g: Table) -> bool:
        """Open the window, then give the pot to the winner (or whoever took it instead)."""
        if timing.first_window(g, f, g.turn_frame.player):
            return False
        stack = g.stack
        stack.pop()
        if f.taker == -2:   # "Best two out of three?": the Round below goes on
            return False
        r = stack.pop()   # the Round is over: its frame goes too
        assert r is g.round
        to = f.taker if f.taker >= 0 else f.winner
        amount = g.pot
        g.pot = 0
        g.players[to].gold += amount
        if to == f.winner:
            g.emit("round_won", seat=to, amount=amount)
        else:
            g.emit("round_won", seat=to, amount=amount, how="took")
        g.round = None
        for over in g.hooks.round_over:   # what a mechanic put in the pot goes to its taker
            over(g, r, to)
        return False

    def view(f, g: Table) -> dict:
        """The public face of a won Round: the winner, and who takes the pot instead (-1 nobody)."""
        return dict(winner=f.winner, taker=f.taker)
