"""Which Sometimes cards may answer what: the closed set of conditions card data refers to.

Each condition is a small predicate over (game, the answering seat, the frame being answered). The
rules they hold come from "Sometimes and Anytime Cards", "Cards That Affect Your Fortitude, Alcohol
Content, Gold", "Negate and Ignore Effects", "The Wench thinks you should stop playing with the
drinks" and the Gambling sections of rulebook 000.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import STAT_OPS
from .state import CardFrame, DrinkFrame, LossFrame, PayFrame, RoundWonFrame

if TYPE_CHECKING:
    from .game import Game

ROUND_ENDING_OPS = frozenset({"win_round", "end_round_pot_to_inn"})


def holds(g: Game, seat: int, card, mode, subject, subject_index: int) -> bool:
    """Whether ``mode`` of ``card`` may be played by ``seat`` now, answering ``subject``."""
    a = mode.answers
    if type(subject) is CardFrame:
        sdef = g.content.cards[subject.card]
        if subject.negated or subject.status != "window":
            return False
        if sdef.only_answered_by_family and card.family != sdef.family:
            return False
    cond = a.cond
    kinds = SUBJECT_KINDS.get(cond)
    if kinds is not None and type(subject) not in kinds:
        return False
    if cond is None:
        return (type(subject) is CardFrame and subject.player != seat
                and g.content.cards[subject.card].type in a.card_types)
    return CHECKS[cond](g, seat, card, mode, subject)


def drink_ok(g: Game, seat: int, mode, frame: DrinkFrame, d: int) -> bool:
    """Whether a drink-targeting mode may target drink ``d`` of the frame."""
    drink = frame.drinks[d]
    if not drink.cards:
        return False   # a Drink Event entered in a contest counts as 0 but is not a Drink
    cond = mode.answers.cond
    if g.content.cards[drink.cards[0]].split and any(e.op == "split_drink" for e in mode.effects):
        return False   # a Mead-like Drink splits only by its own rule
    if cond == "drink_affects_you":
        if drink.drinker != seat:
            return False
        ops = {e.op for e in mode.effects}
        return not (drink.ignored and "ignore" in ops)
    if cond == "another_reveals_drink":
        return d == 0
    return True


# ----- what a played card would do to a seat -----------------------------------------------------

def selected(g: Game, f: CardFrame, who: str) -> list[int]:
    """The seats an effect of a played card applies to."""
    if who == "you":
        return [f.player]
    if who in ("another", "another_in_round"):
        return list(f.targets[:1])
    if who == "each_other":
        return [s for s in g.in_turn_order(f.player) if s != f.player]
    if who == "everyone":
        return g.in_turn_order(f.player)
    return []


def redirected(f: CardFrame, seat: int) -> int:
    """Who takes a Fortitude loss this card deals to ``seat`` (the player it was redirected to, if any)."""
    for victim, to in f.redirects:
        if victim == seat:
            return to
    return seat


def card_affects(g: Game, f: CardFrame, seat: int, stats: tuple[str, ...], lose_only: bool) -> bool:
    """Whether the played card would directly change one of ``stats`` of ``seat`` (rulebook 000)."""
    for e in g.content.cards[f.card].modes[f.mode].effects:
        if e.op in STAT_OPS:
            stat, sign = STAT_OPS[e.op]
            seats = selected(g, f, e.who)
            if e.op == "lose_fortitude":
                seats = [redirected(f, s) for s in seats]
            if stat in stats and not (lose_only and sign > 0) and seat in seats:
                return True
        elif e.op == "pay" and "gold" in stats:
            if seat != f.player and seat in selected(g, f, e.who):
                return True
        elif e.op == "hit_back" and "fortitude" in stats:
            loss = g.stack[f.subject] if f.subject >= 0 else None
            if type(loss) is LossFrame and redirected(f, loss.source) == seat:
                return True
    return False


def makes_ante(g: Game, f: CardFrame, seat: int) -> bool:
    """Whether the played card would make ``seat`` ante."""
    r = g.round
    for e in g.content.cards[f.card].modes[f.mode].effects:
        if e.op == "gamble" and r is None and seat not in f.leavers:
            return True
        if e.op == "ante" and r is not None and not r.ended and seat in r.players and seat not in f.leavers:
            return True
    return False


# ----- the conditions ----------------------------------------------------------------------------

def _affects_your_stats(g, seat, card, mode, subject) -> bool:
    a = mode.answers
    return (type(subject) is CardFrame and g.content.cards[subject.card].type in a.card_types
            and seat not in subject.ignored and card_affects(g, subject, seat, a.stats, a.lose_only))


def _makes_you_ante(g, seat, card, mode, subject) -> bool:
    return type(subject) is CardFrame and makes_ante(g, subject, seat)


def _makes_you_lose_gold(g, seat, card, mode, subject) -> bool:
    kind = type(subject)
    mods = getattr(subject, "gold_mods", None)
    if mods is not None and mods[seat] is not None and mods[seat][0] != "discount":
        return False   # already paid for in full; discounts may add up
    if kind is CardFrame:
        if seat in subject.ignored:
            return False
        if makes_ante(g, subject, seat):
            return True
        for e in g.content.cards[subject.card].modes[subject.mode].effects:
            if e.op == "pay" and seat in selected(g, subject, e.who):
                return True
        return False
    if kind is DrinkFrame:
        cards = g.content.cards
        return any(d.drinker == seat and not d.ignored and any(cards[c].pay_inn for c in d.cards)
                   for d in subject.drinks)
    if kind is PayFrame:
        return seat in subject.payers
    return False


def _changes_a_drink(g, seat, card, mode, subject) -> bool:
    if type(subject) is not CardFrame or subject.player == seat or subject.drink < 0:
        return False
    sdef = g.content.cards[subject.card]
    if sdef.type not in mode.answers.card_types:
        return False
    if card.family is not None and sdef.family == card.family:
        return False
    return sdef.modes[subject.mode].changes_drink


def _cheating_while_you_are_in(g, seat, card, mode, subject) -> bool:
    r = g.round
    return (type(subject) is CardFrame and subject.player != seat
            and g.content.cards[subject.card].type == "cheating"
            and r is not None and not r.ended and seat in r.players)


def _drink_window(subject) -> bool:
    return type(subject) is DrinkFrame and subject.status in ("window1", "window2")


def _drink_affects_you(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and any(drink_ok(g, seat, mode, subject, d) for d in range(len(subject.drinks)))


def _a_drink(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and bool(subject.drinks)


def _another_reveals_drink(g, seat, card, mode, subject) -> bool:
    return (_drink_window(subject) and not subject.multi and subject.source == "pile"
            and subject.revealer != seat and subject.status == "window1")


def _another_card_cost_you_fortitude(g, seat, card, mode, subject) -> bool:
    return type(subject) is LossFrame and seat in subject.victims and subject.source not in (seat, -1)


def _another_wins_round(g, seat, card, mode, subject) -> bool:
    return type(subject) is RoundWonFrame and subject.winner != seat and subject.taker < 0


def _your_order_phase(g, seat, card, mode, subject) -> bool:
    return subject is None and not g.stack and g.phase == "order" and g.turn == seat


def _round_live(g, seat, card, mode, subject) -> bool:
    r = g.round
    return r is not None and not r.ended


def _round_live_no_ante_no_end(g, seat, card, mode, subject) -> bool:
    if not _round_live(g, seat, card, mode, subject):
        return False
    cards = g.content.cards
    for frame in g.stack:   # neither the card answered nor any card it is answering may ante or end the Round
        if type(frame) is CardFrame and not frame.negated and frame.status == "window":
            if any(e.op == "ante" or e.op in ROUND_ENDING_OPS for e in cards[frame.card].modes[frame.mode].effects):
                return False
    return True


def _you_pay_refill(g, seat, card, mode, subject) -> bool:
    return type(subject) is PayFrame and subject.reason == "refill" and seat in subject.payers \
        and subject.gold_mods[seat] is None


CHECKS = {
    "affects_your_stats": _affects_your_stats,
    "makes_you_ante": _makes_you_ante,
    "makes_you_lose_gold": _makes_you_lose_gold,
    "changes_a_drink": _changes_a_drink,
    "cheating_while_you_are_in": _cheating_while_you_are_in,
    "drink_affects_you": _drink_affects_you,
    "a_drink": _a_drink,
    "another_reveals_drink": _another_reveals_drink,
    "another_card_cost_you_fortitude": _another_card_cost_you_fortitude,
    "another_wins_round": _another_wins_round,
    "your_order_phase": _your_order_phase,
    "round_live": _round_live,
    "round_live_no_ante_no_end": _round_live_no_ante_no_end,
    "you_pay_refill": _you_pay_refill,
}

# What each condition can answer (a quick filter before the predicate runs).
SUBJECT_KINDS = {
    None: (CardFrame,),
    "affects_your_stats": (CardFrame,),
    "makes_you_ante": (CardFrame,),
    "makes_you_lose_gold": (CardFrame, DrinkFrame, PayFrame),
    "changes_a_drink": (CardFrame,),
    "cheating_while_you_are_in": (CardFrame,),
    "drink_affects_you": (DrinkFrame,),
    "a_drink": (DrinkFrame,),
    "another_reveals_drink": (DrinkFrame,),
    "another_card_cost_you_fortitude": (LossFrame,),
    "another_wins_round": (RoundWonFrame,),
    "you_pay_refill": (PayFrame,),
}
