"""Which Sometimes cards may answer what: the closed set of conditions card data refers to.

Each condition is a small predicate over (game, the answering seat, the frame being answered). The
rules they hold come from "Sometimes and Anytime Cards", "Cards That Affect Your Fortitude, Alcohol
Content, Gold", "Negate and Ignore Effects", "The Wench thinks you should stop playing with the
drinks" and the Gambling sections of rulebook 000.
"""

from __future__ import annotations

from . import side_decks
from .cards import ANSWER_INDEX, STAT_OPS
from .ops import CONDITIONS, declare_condition
from .state import CardFrame, DrinkFrame, LossFrame, PayFrame, RoundWonFrame
from .table import Table
from .whens import WHENS

ROUND_ENDING_OPS = frozenset({"win_round", "end_round_pot_to_inn"})
ANTE_OPS = frozenset({"gamble", "ante", "continue_round"})
GOLD_FRAMES = (CardFrame, DrinkFrame, PayFrame)   # the frames that record how each seat's Gold loss is paid
DRINK_WINDOWS = frozenset({"window1", "window2"})   # the statuses of a Drink's windows
# Every kind of frame a window may answer, and "none" for a turn or Round decision (nothing answered).
SUBJECTS = ("none", "card", "drink", "event", "pay", "loss", "round_won", "last_chance")


def holds(g: Table, seat: int, card, mode, subject, subject_index: int) -> bool:
    """Whether ``mode`` of ``card`` may be played by ``seat`` now, answering ``subject``."""
    a = mode.answers
    cond = a.cond
    kind = type(subject)
    if kind is CardFrame:
        if subject.negated or subject.status != "window":
            return False
        sdef = g.content.cards[subject.card]
        if (sdef.only_answered_by_family and card.family != sdef.family) or sdef.family in a.except_families:
            return False
        if cond is None:
            return subject.player != seat and sdef.type in a.card_types
    elif cond is None:
        return False
    kinds = SUBJECT_KINDS.get(cond)
    if kinds is not None and kind not in kinds:
        return False
    return CONDITIONS[cond].test(g, seat, card, mode, subject)


def drink_ok(g: Table, seat: int, mode, frame: DrinkFrame, d: int) -> bool:
    """Whether a drink-targeting mode may target drink ``d`` of the frame."""
    drink = frame.drinks[d]
    if not drink.cards:
        return False   # a Drink Event entered in a contest counts as 0 but is not a Drink
    if "split_drink" in mode.ops and g.content.cards[drink.cards[0]].split:
        return False   # a Mead-like Drink splits only by its own rule
    if drink.drinker == seat and any(e.op == "split_drink" and e.who == "you" for e in mode.effects):
        return False   # a split with yourself ("Let's make it a duet") takes another player's Drink
    cond = mode.answers.cond
    if cond == "drink_affects_you":
        return drink.drinker == seat and not (drink.ignored and "ignore" in mode.ops)
    if cond == "another_reveals_drink" or cond == "another_drink_phase":
        return d == 0
    return True


def any_drink_ok(g: Table, seat: int, mode, frame: DrinkFrame) -> bool:
    """Whether a drink-targeting mode may target any drink of the frame."""
    for d in range(len(frame.drinks)):
        if drink_ok(g, seat, mode, frame, d):
            return True
    return False


# ----- what a played card would do to a seat -----------------------------------------------------

def selected(g: Table, f: CardFrame, who: str) -> list[int]:
    """The seats an effect of a played card applies to."""
    if who == "you":
        return [f.player]
    if who == "another" or who == "another_in_round":
        return list(f.targets[:1])
    if who == "each_other":
        return [s for s in g.in_turn_order(f.player) if s != f.player]
    if who == "everyone":
        return g.in_turn_order(f.player)
    if who == "controller":   # whoever was winning the Round before this card (not its player)
        r = g.round
        return [r.controller] if r is not None and r.controller >= 0 and r.controller != f.player else []
    if who == "chosen":   # the players chosen for the side card attached to it
        return list(f.chosen)
    if who == "answered":   # the player of the card this one answers
        subject = g.stack[f.subject] if 0 <= f.subject < len(g.stack) else None
        return [subject.player] if type(subject) is CardFrame else []
    return []


def redirected(f: CardFrame, seat: int) -> int:
    """Who takes a Fortitude loss this card deals to ``seat`` (the player it was redirected to, if any)."""
    for victim, to in f.redirects:
        if victim == seat:
            return to
    return seat


def card_affects(g: Table, f: CardFrame, seat: int, stats: tuple[str, ...], lose_only: bool) -> bool:
    """Whether the played card would directly change one of ``stats`` of ``seat`` (rulebook 000)."""
    for e in side_decks.effects_of(g, f):   # (with its attached card's: one play)
        if e.when is not None and not _when_holds(g, f, e.when):
            continue   # e.g. "I Wanna Be Your Warhammer" after a discard that was no Action card
        if e.gated and not g.effect_allowed(f.player, e):
            continue   # gated on its player's marker, which is not where it needs to be: it will not happen
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
        elif e.op == "share_loss" and "fortitude" in stats:   # the answered card's player takes half
            shared = g.stack[f.subject] if f.subject >= 0 else None
            if type(shared) is CardFrame and shared.player == seat != f.player:
                return True
    return False


def _when_holds(g: Table, f: CardFrame, when: str) -> bool:
    """Whether an effect's condition (``when``) holds for the played card now."""
    return WHENS[when](g, f)


def makes_ante(g: Table, f: CardFrame, seat: int) -> bool:
    """Whether the played card would make ``seat`` ante."""
    r = g.round
    for e in g.content.cards[f.card].modes[f.mode].effects:
        if e.op == "gamble" and r is None and seat not in f.leavers:
            return True
        if e.op == "ante" and r is not None and not r.ended and seat in r.players and seat not in f.leavers:
            return True
        if e.op == "continue_round" and r is not None and seat in r.players and seat not in f.leavers:
            return True   # "Best two out of three?": everyone still in antes again as the Round goes on
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
    mods = subject.gold_mods if kind in GOLD_FRAMES else None
    if mods is not None and mods[seat] is not None and mods[seat][0] != "discount":
        return False   # already paid for in full; discounts may add up
    if kind is CardFrame:
        if seat in subject.ignored:
            return False
        if makes_ante(g, subject, seat):
            return True
        for e in side_decks.effects_of(g, subject):
            if e.op == "pay" and seat in selected(g, subject, e.who) \
                    and not (e.gated and not g.effect_allowed(subject.player, e)):
                return True
        return False
    if kind is DrinkFrame:
        cards = g.content.cards
        for d in subject.drinks:
            if d.drinker == seat and not d.ignored:
                for c in d.cards:
                    if cards[c].pay_inn:
                        return True
        return False
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
    return type(subject) is DrinkFrame and subject.status in DRINK_WINDOWS


def _drink_affects_you(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and any_drink_ok(g, seat, mode, subject)


def _a_drink(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and bool(subject.drinks)


def _another_reveals_drink(g, seat, card, mode, subject) -> bool:
    return (_drink_window(subject) and not subject.multi and subject.source == "pile"
            and subject.revealer != seat and subject.status == "window1")


def _another_drink_phase(g, seat, card, mode, subject) -> bool:
    return _another_reveals_drink(g, seat, card, mode, subject) and g.phase == "drink" and g.turn == subject.revealer


def _another_card_cost_you_fortitude(g, seat, card, mode, subject) -> bool:
    return type(subject) is LossFrame and seat in subject.victims and subject.source not in (seat, -1)


def _another_wins_round(g, seat, card, mode, subject) -> bool:
    return type(subject) is RoundWonFrame and subject.winner != seat and subject.taker == -1   # -2: the Round went on


def _another_wins_round_you_are_in(g, seat, card, mode, subject) -> bool:
    r = g.round
    return _another_wins_round(g, seat, card, mode, subject) and r is not None and seat in r.players


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


def _someone_sang(g, seat, card, mode, subject) -> bool:
    return type(subject) is LossFrame and subject.sang


for _name, _test in {
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
    "another_wins_round_you_are_in": _another_wins_round_you_are_in,
    "another_drink_phase": _another_drink_phase,
    "your_order_phase": _your_order_phase,
    "round_live": _round_live,
    "round_live_no_ante_no_end": _round_live_no_ante_no_end,
    "you_pay_refill": _you_pay_refill,
    "someone_sang": _someone_sang,
}.items():
    declare_condition(_name, _test)

# What each condition can answer (a quick filter before the predicate runs); unlisted: anything.
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
    "another_wins_round_you_are_in": (RoundWonFrame,),
    "another_drink_phase": (DrinkFrame,),
    "you_pay_refill": (PayFrame,),
    "someone_sang": (LossFrame,),
}


# ----- which cards could ever answer what: a superset of ``holds``, worked out once per content ----------

ROUND_CONDITIONS = frozenset({"round_live", "round_live_no_ante_no_end"})
# Conditions that hold only for a seat the answered frame involves: a drinker of one of its Drinks, one of its
# payers, one of its victims (for the other kinds of frame, every seat counts as involved).
INVOLVED_CONDITIONS = frozenset({"drink_affects_you", "makes_you_lose_gold", "you_pay_refill",
                                 "another_card_cost_you_fortitude"})


def _could_answer(mode, subject_kind: str, live: bool, involved: bool = True) -> bool:
    """Whether ``mode`` might answer a frame of this kind ("none": a turn or Round decision).

    ``live``: a Round of Gambling is live; ``involved``: the frame involves the answering seat.
    """
    a = mode.answers
    if a is None:
        return True
    if (a.cond in ROUND_CONDITIONS and not live) or (a.cond in INVOLVED_CONDITIONS and not involved):
        return False
    kinds = SUBJECT_KINDS.get(a.cond)
    if kinds is None:
        return a.cond != "your_order_phase" or subject_kind == "none"
    return any(k.kind == subject_kind for k in kinds)


def _could_answer_card(card, mode, sdef, smode, live: bool) -> bool:
    """Whether ``mode`` of ``card`` might answer ``smode`` of a played ``sdef`` (never False where ``holds`` holds)."""
    if sdef.only_answered_by_family and card.family != sdef.family:
        return False
    if not _could_answer(mode, "card", live):
        return False
    a = mode.answers
    if a is None:
        return True
    cond = a.cond
    ops = {e.op for e in smode.effects}
    if cond is None:
        return sdef.type in a.card_types
    if cond == "affects_your_stats":
        if sdef.type not in a.card_types:
            return False
        for op in ops:
            if op in STAT_OPS:
                stat, sign = STAT_OPS[op]
                if stat in a.stats and not (a.lose_only and sign > 0):
                    return True
            elif (op == "pay" and "gold" in a.stats) or (op in ("hit_back", "share_loss") and "fortitude" in a.stats):
                return True
        return False
    if cond == "makes_you_ante":
        return not ANTE_OPS.isdisjoint(ops)
    if cond == "makes_you_lose_gold":
        return not ANTE_OPS.isdisjoint(ops) or "pay" in ops
    if cond == "changes_a_drink":
        return (sdef.type in a.card_types and smode.changes_drink
                and (card.family is None or sdef.family != card.family))
    if cond == "cheating_while_you_are_in":
        return sdef.type == "cheating"
    return True


def answer_index(content) -> tuple[dict, dict]:
    """Sometimes ids that might answer: by (frame kind, Round live, seat involved), by card id -> mode -> Round live."""
    cards = content.cards
    some = [cards[c] for c in sorted(content.sometimes)]
    by_kind: dict = {(kind, live, involved): frozenset(c.id for c in some
                                                       if any(_could_answer(m, kind, live, involved) for m in c.modes))
                     for kind in SUBJECTS for live in (False, True) for involved in (False, True)}
    for live in (False, True):
        by_kind["phase", live] = content.anytime | by_kind["none", live, True]   # beyond a turn's own actions
        for kind in SUBJECTS:   # what anyone at all might answer a frame of this kind with
            by_kind["any", kind, live] = content.anytime | by_kind[kind, live, True]
    by_card = {}
    for sdef in cards:
        if not sdef.is_drink:
            per_mode = []
            for smode in sdef.modes:
                some_of = [frozenset(c.id for c in some if any(_could_answer_card(c, m, sdef, smode, live)
                                                                 for m in c.modes)) for live in (False, True)]
                per_mode.append((*some_of, *(content.anytime | found for found in some_of)))
            by_card[sdef.id] = tuple(per_mode)
    return by_kind, by_card


EVERYONE = frozenset(range(8))


def candidates(g: Table, subject) -> tuple[frozenset, frozenset, frozenset | list]:
    """Sometimes cards that might answer ``subject`` now (None: a turn or Round decision); no others can.

    Returns (the cards for a seat the subject does not involve, the cards for one it does, the seats it involves).
    """
    r = g.round
    live = r is not None and not r.ended
    content = g.content
    if subject is None:
        found = content.answerers["none", live, True]
        return found, found, EVERYONE
    kind = type(subject)
    if kind is CardFrame:
        found = content.card_answerers[subject.card][subject.mode][live]
        if subject.gear >= 0:   # and whatever might answer its attached card
            found = found | content.card_answerers[subject.gear][0][live]
        return found, found, EVERYONE
    if kind is DrinkFrame:
        drinks = subject.drinks
        involved = (drinks[0].drinker,) if len(drinks) == 1 else [d.drinker for d in drinks]
    elif kind is PayFrame:
        involved = subject.payers
    elif kind is LossFrame:
        involved = subject.victims
    else:
        involved = EVERYONE
    answerers = content.answerers
    kind = subject.kind
    if (kind, live, True) not in answerers:
        return content.sometimes, content.sometimes, EVERYONE
    return answerers[kind, live, False], answerers[kind, live, True], involved


def quick_answers(g: Table, subject) -> frozenset:
    """Every Anytime card and every Sometimes card anyone might answer ``subject`` with now (not None)."""
    r = g.round
    live = r is not None and not r.ended
    if type(subject) is CardFrame:
        found = g.content.card_answerers[subject.card][subject.mode][2 + live]
        if subject.gear >= 0:
            found = found | g.content.card_answerers[subject.gear][0][2 + live]
        return found
    found = g.content.answerers.get(("any", subject.kind, live))
    return g.content.anytime | g.content.sometimes if found is None else found


ANSWER_INDEX.append(answer_index)   # (``cards.Content.index`` uses it)
