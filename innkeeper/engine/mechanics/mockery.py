"""Mockery (rulebook 004, Greppa): getting Mocked, the card left in front of you, and Shaking it Off.

A Mocked player reveals a Mockery card. Its top effect is played as though it were an Action card
from Greppa's hand, aimed at the Mocked player; Negated or Ignored by them, it goes straight to the
Mockery discards, otherwise it stays in front of them. Any time they are asked anything afterwards,
they may Shake it Off: pay the cost (with their own Gold) and take the effect at once. Nobody can
answer, Ignore (not even while Ignoring all effects), reduce, redirect or hit back a Shake it Off, cost
included; then the card is discarded. A player Ignoring all effects may not Shake anything off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects, english, side_decks
from ..actions import Action
from ..answers import selected
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import WHO, Planner, declare_op
from ..state import CardFrame
from ..table import Table

if TYPE_CHECKING:
    from ..cards import Effect, Mode

KIND = "mockery"
ORIGIN = "mockery"   # a Mockery card played at the Mocked player
SHAKE = "shake"      # a Shake it Off (its effects run at once: nobody answers it, no mood touches it)


def mock(g: Table, f: CardFrame, seats: list[int]) -> None:
    """Each of ``seats`` (in order) gets Mocked by the owner of the Mockery Deck."""
    di = side_decks.find(g, KIND, f.player)
    if di < 0:
        return
    frames = []
    for seat in seats:
        card = side_decks.draw_top(g, di)
        if card is None:
            g.emit("mock", seat=seat, how="empty")
            break
        title = g.title(card)
        g.emit("mock", seat=seat, card=title)
        frames.append(side_decks.side_frame(g, card, g.sides[di].owner, [seat], ORIGIN, di))
    for frame in reversed(frames):
        g.push(frame)


def has_front(g: Table, seat: int) -> bool:
    """Whether a Mockery card lies in front of ``seat``."""
    for d in g.sides:
        if d.kind == KIND and d.fronts[seat]:
            return True
    return False


def shake_actions(g: Table, seat: int) -> list[Action]:
    """Every Shake it Off ``seat`` may use now (one per card in front of them whose cost they can pay)."""
    out: list[Action] = []
    cards = g.content.cards
    p = g.players[seat]
    if p.ignoring:   # Ignoring all effects, you may not Shake anything off (rulebook 004)
        return out
    for d in g.sides:
        if d.kind != KIND:   # (another side deck's cards in front, such as a kept Drink, have no Shake it Off)
            continue
        for card in dict.fromkeys(d.fronts[seat]):
            shake = cards[card].shake
            if shake is None:
                continue
            gold = sum(e.amount for e in shake.effects if e.op == "pay" and e.who == "you")
            if gold > p.gold:
                continue
            key = ("shake", seat, card)
            action = g._memo.get(key)
            if action is None:
                title = cards[card].title
                action = g._memo[key] = Action("shake", title, text=english.shake_text(g.names, seat, title))
            out.append(action)
    return out


def shake(g: Table, seat: int, action: Action) -> None:
    """Pay the cost and take the effect of a Shake it Off at once, then discard the card."""
    for di, d in enumerate(g.sides):
        if d.kind != KIND:
            continue
        for card in d.fronts[seat]:
            if g.title(card) == action.card:
                d.fronts[seat].remove(card)
                g.emit("shake", seat=seat, card=action.card)
                f = side_decks.side_frame(g, card, seat, [d.owner], SHAKE, di)
                f.status = "resolve"
                shake_mode = g.content.cards[card].shake
                assert shake_mode is not None
                for e in shake_mode.effects:
                    effects.run(g, f, e)
                d.discard.append(card)
                return


def _mock(g: Table, f: CardFrame, e: Effect) -> None:
    """The selected players get Mocked."""
    seats = [s for s in selected(g, f, e.who) if not g.players[s].out and not effects._ignores(g, f, s)]
    mock(g, f, seats)


# A Mockery card, as a planning bot counts it: the mean card costs its target about 1.5 margin after Shaking it Off.
MOCKED = -1.5


def _mock_est(p: Planner, e: Effect) -> None:
    for s in p.seats(e.who):
        if not p.ignores(s):
            p.worth(s, MOCKED)


declare_op("mock", _mock, (WHO,), "those players get Mocked (each reveals a Mockery card)", estimate=_mock_est)


@python_class
class Mockery(Mechanic):
    """Greppa's Mockery Deck and the cards lying in front of the Mocked."""

    name = "Mockery"
    side_kinds = (KIND,)
    action_kinds = ("shake",)
    origins = (ORIGIN,)
    unavoidable_origins = (SHAKE,)   # nobody Ignores a Shake it Off, not even a player Ignoring all effects (004)
    card_fields = frozenset({"shake"})
    card_marks = {"shake": None}   # a Mockery card's Shake it Off: its cost, then its effect (a Mode)

    def may_play(self, g: Table, seat: int, cards: frozenset | None, wanted: str) -> bool:
        """A Mockery card in front of ``seat`` may be Shaken off at any decision but a Sometimes window's."""
        return wanted != "sometimes" and has_front(g, seat)

    def own_actions(self, g: Table, seat: int, wanted: str) -> list[Action]:
        """Every Shake it Off ``seat`` may use now."""
        return shake_actions(g, seat) if wanted != "sometimes" else []

    def act(self, g: Table, seat: int, action: Action) -> None:
        """Shake it Off."""
        shake(g, seat, action)

    def finish(self, g: Table, f: CardFrame) -> None:
        """In front of the Mocked player, or discarded if they escaped it; Negated "to play another": another."""
        d = g.sides[f.deck]
        seat = f.targets[0]
        if f.negated or seat in f.ignored or g.players[seat].out:
            d.discard.append(f.card)
        else:
            d.fronts[seat].append(f.card)
        if f.replay and not g.players[f.targets[0]].out:   # Negated "to play another": reveal another (004)
            mock(g, f, [f.targets[0]])

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """A Mockery card's Shake it Off: its cost, then its effect (``shake = { effects = [...] }``)."""
        if side != KIND:
            return modes, {}
        if "shake" not in raw:
            raise read.fail("shake", "a Mockery card needs its Shake it Off: shake = { effects = [...] }")
        table = raw["shake"]
        if not isinstance(table, dict):
            raise read.fail("shake", "must be a table like { effects = [...] }")
        read.keys(table, {"effects"}, "shake")
        return modes, {"shake": read.mode(table, "shake.", "Shake it Off")}


MOCKERY = register(Mockery())
