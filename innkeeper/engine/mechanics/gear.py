"""The Gear Deck (rulebook 001, Wizgille): a card with the gear icon brings a Gear card with it.

When a card with the gear icon is played, before anyone may answer it, the top card of its player's Gear Deck is
revealed and attached to it (the core's attached side card: ``side_decks.effects_of``): the two are one play. If
the Gear names players (selector ``chosen``), the card's player chooses them now (the card's own targets were
chosen as it was played). Everyone then answers the combined card; as it resolves, the card's own effects happen,
then the Gear's. A Negated card takes its Gear with it, and a player who Ignores the card Ignores the Gear's
effects on them too. While attached, the Gear lies face up (the side deck's ``shown`` cards); when the card is
done it goes to the Gear discards (the Gear Deck is shuffled from them when it runs out).

Ordering Drinks for players (``order_drink_for``) is one decision per player, taken or not, that no Ignore stops:
buying Drinks cannot be Ignored (001, "Buying Drinks and Ignore Effects").
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from .. import english, side_decks
from ..actions import Action
from ..answers import selected
from ..compiled import python_class
from ..mechanic import Mechanic, register
from ..ops import WHO, Planner, declare_op
from ..state import CardFrame, Frame
from ..table import Table
from ..turn import order

if TYPE_CHECKING:
    from ..cards import Effect, Mode

KIND = "gear"   # the side-deck kind this module runs
# Who a Gear card may name: its player, everyone, and the players chosen for it once revealed (not "another": the
# card it came with chose its own targets as it was played).
GEAR_SELECTORS = ("you", "each_other", "everyone", "chosen", "no_one")


def attach(g: Table, f: CardFrame) -> bool:
    """Reveal the top Gear card and attach it to ``f`` (on top of the stack); True if its player must now choose."""
    di = side_decks.find(g, KIND, f.player)
    if di < 0 or g.sides[di].owner != f.player:
        return False   # only the owner's own Gear Deck serves (a table with no Gear Deck of theirs: no Gear)
    card = side_decks.draw_top(g, di)
    if card is None:
        g.emit("gear", seat=f.player, how="empty", deck=side_decks.name_of(g, di))
        return False
    f.gear = card
    f.deck = di
    g.sides[di].shown.append(card)   # face up on the table while its card is in play
    gdef = g.content.cards[card]
    g.emit("gear", seat=f.player, card=gdef.title, with_card=g.title(f.card))
    if gdef.choose > 0:
        g.push(GearFrame(f.player, g.stack[-1].id, gdef.choose))
        return True
    return False


# ----- choosing the players a Gear names ----------------------------------------------------------

@python_class
class GearFrame(Frame):
    """The card's player chooses the players for its Gear (up to ``count``, or nobody)."""

    __slots__ = ("player", "frame", "count", "done")
    kind = "gear"

    def __init__(self, player: int, frame: int, count: int):
        self.player = player
        self.frame = frame      # the id of the card frame the Gear is attached to
        self.count = count
        self.done = False

    def step(f, g: Table) -> bool:
        """Ask once; then finish."""
        if f.done or g.players[f.player].out or g.frame(f.frame) is None:
            g.stack.pop()
            return False
        return True

    def decider(f, g: Table) -> int:
        """The card's player."""
        return f.player

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Every group of one to ``count`` other players (in turn order), and nobody."""
        card = g.frame(f.frame).gear
        title = g.title(card)
        others = [s for s in g.in_turn_order(seat) if s != seat]
        memo = g._memo
        out = []
        for k in range(1, min(f.count, len(others)) + 1):
            for group in combinations(others, k):
                out.append(_aim(g, memo, seat, card, title, group))
        out.append(_aim(g, memo, seat, card, title, ()))
        return out

    def act(f, g: Table, action: Action) -> None:
        """Record the players chosen on the card frame."""
        g.frame(f.frame).chosen = list(action.targets)
        f.done = True
        g.emit("gear_targets", seat=f.player, targets=list(action.targets), card=action.card)

    def view(f, g: Table) -> dict:
        """The public face of a GearFrame: who chooses, how many, for which Gear."""
        card = g.frame(f.frame).gear if g.frame(f.frame) is not None else -1
        return {"player": f.player, "count": f.count, "gear": g.title(card) if card >= 0 else None}


def _aim(g: Table, memo: dict, seat: int, card: int, title: str, group: tuple) -> Action:
    """Choosing ``group`` for the Gear ``card`` (made once per table)."""
    key = ("gear", seat, card, group)
    action = memo.get(key)
    if action is None:
        action = memo[key] = Action("choose", title, group, option="gear",
                                    text=english.aim_text(g.names, seat, title, group))
    return action


# ----- ordering a Drink for each of some players (cannot be Ignored) --------------------------------

def order_drink_for(g: Table, f: CardFrame, e: Effect) -> None:
    """The card's player may order a Drink for each of the selected players (no Ignore stops it)."""
    seats = [s for s in selected(g, f, e.who) if s != f.player and not g.players[s].out]
    if seats:
        g.push(OrderForFrame(f.player, seats))


def _order_drink_for_est(p: Planner, e: Effect) -> None:
    """Each of those players gets one more Drink (no Ignore stops it)."""
    for s in p.seats(e.who):
        p.drinks(s, 1)


declare_op("order_drink_for", order_drink_for, (WHO,),
           "the card's player may order a Drink for each of those players (not themselves), one yes-or-no decision "
           "per player; no Ignore stops it (buying Drinks cannot be Ignored, rulebook 001), a Negate does",
           estimate=_order_drink_for_est)


@python_class
class OrderForFrame(Frame):
    """Order a Drink for the next player, or not."""

    __slots__ = ("player", "seats")
    kind = "order_for"

    def __init__(self, player: int, seats: list[int]):
        self.player = player
        self.seats = seats

    def step(f, g: Table) -> bool:
        """Ask about the next player still in the game; finish when none is left."""
        players = g.players
        while f.seats and players[f.seats[0]].out:
            f.seats.pop(0)
        if not f.seats or players[f.player].out:
            g.stack.pop()
            return False
        return True

    def decider(f, g: Table) -> int:
        """The player ordering."""
        return f.player

    def actions(f, g: Table, seat: int) -> list[Action]:
        """Order a Drink for the next player, or not."""
        target = f.seats[0]
        memo = g._memo
        key = ("order", seat, target)   # the same Action as ordering in the Order a Drink phase
        order_ = memo.get(key)
        if order_ is None:
            order_ = memo[key] = Action("order", targets=(target,), text=english.order_text(g.names, seat, target))
        key = ("order_for_skip", seat, target)
        skip = memo.get(key)
        if skip is None:
            skip = memo[key] = Action("pass", text=english.order_text(g.names, seat, target, skip=True))
        return [order_, skip]

    def act(f, g: Table, action: Action) -> None:
        """Order the Drink (or not); move on to the next player."""
        target = f.seats.pop(0)
        if action.kind == "order":
            order(g, f.player, target)
        else:
            g.emit("order", seat=f.player, target=target, how="skip")

    def view(f, g: Table) -> dict:
        """The public face of an OrderForFrame: who orders, for whom still."""
        return {"player": f.player, "seats": list(f.seats)}


@python_class
class Gear(Mechanic):
    """Wizgille's Gear Deck: a Gear card attached to each card with the gear icon."""

    name = "Gear"
    side_kinds = (KIND,)
    card_fields = frozenset({"choose"})
    main_card_fields = frozenset({"gear"})
    card_marks = {"gear": False, "choose": 0}   # the gear icon; how many players a Gear card's player may choose

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """The gear icon; a Gear card's ``choose`` (up to how many other players its player picks for it)."""
        choose = read.get("choose", int, 0)
        uses = [e.who for m in modes for e in m.effects]
        if side != KIND:
            if "chosen" in uses:
                raise read.fail("effects", "only a Gear card names the players chosen for it ('chosen')")
            choose = 0
        else:
            for who in uses:
                if who not in GEAR_SELECTORS:
                    raise read.fail("effects", f"a Gear card names {', '.join(GEAR_SELECTORS)}, not {who!r}")
            if not 0 <= choose <= 7:
                raise read.fail("choose", "must be 0 to 7")
            if ("chosen" in uses) != (choose > 0):
                raise read.fail("choose", "a Gear card that names 'chosen' players says how many (choose = n), "
                                "and only then")
        return modes, {"gear": read.get("gear", bool, False), "choose": choose}

    def effectless(self, raw: dict, side: str | None) -> bool:
        """A Gear card may do nothing, and so may a gear-icon card (its Gear does something)."""
        return side == KIND or raw.get("gear") is True

    def before_card(self, g: Table, f: CardFrame) -> bool:
        """A card with the gear icon gets its Gear before its window opens."""
        return f.gear < 0 and g.content.cards[f.card].gear and attach(g, f)


GEAR = register(Gear())
