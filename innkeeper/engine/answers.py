"""Which Sometimes cards may answer what: the closed set of conditions card data refers to.

Each condition is a small predicate over (game, the answering seat, the frame being answered). The
rules they hold come from "Sometimes and Anytime Cards", "Cards That Affect Your Fortitude, Alcohol
Content, Gold", "Negate and Ignore Effects", "The Wench thinks you should stop playing with the
drinks" and the Gambling sections of rulebook 000.
"""

from __future__ import annotations

from . import side_decks
from .cards import ANSWER_INDEX, CARD_TYPES, STATS
from .ops import CONDITIONS, OPS, WHENS, Field, condition
from .state import CardFrame, DrinkFrame, LossFrame, PayFrame, RoundWonFrame
from .table import Table

GOLD_FRAMES = (CardFrame, DrinkFrame, PayFrame)   # the frames that record how each seat's Gold loss is paid
DRINK_WINDOWS = frozenset({"window1", "window2"})   # the statuses of a Drink's windows
# Every kind of frame a window may answer, and "none" for a turn or Round decision (nothing answered).
SUBJECTS = ("none", "card", "drink", "event", "pay", "loss", "round_won", "last_chance")


def holds(g: Table, seat: int, card, mode, subject, subject_id: int) -> bool:
    """Whether ``mode`` of ``card`` may be played by ``seat`` now, answering ``subject``."""
    a = mode.answers
    cond = a.cond
    if isinstance(subject, CardFrame):
        if subject.negated or subject.status != "window":
            return False
        sdef = g.content.cards[subject.card]
        if (sdef.only_answered_by_family and card.family != sdef.family) or sdef.family in a.except_families:
            return False
        if cond is None:
            return subject.player != seat and sdef.type in a.card_types
    elif cond is None:
        return False
    c = CONDITIONS[cond]
    kinds = c.subjects
    if kinds is not None and not isinstance(subject, kinds):
        return False
    return c.test(g, seat, card, mode, subject)


def drink_ok(g: Table, seat: int, mode, frame: DrinkFrame, d: int) -> bool:
    """Whether a drink-targeting mode may target drink ``d`` of the frame."""
    drink = frame.drinks[d]
    if not drink.cards:
        return False   # a Drink Event entered in a contest counts as 0 but is not a Drink
    if "split_drink" in mode.ops and g.content.cards[drink.cards[0]].split:
        return False   # a Mead-like Drink splits only by its own rule
    if drink.drinker == seat:
        for e in mode.effects:   # (a loop, not any() over a generator: this is asked for every Drink play)
            if e.op == "split_drink" and e.who == "you":
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
        subject = g.frame(f.subject)
        return [subject.player] if isinstance(subject, CardFrame) else []
    return []


def redirected(f: CardFrame, seat: int) -> int:
    """Who takes a Fortitude loss this card deals to ``seat`` (the player it was redirected to, if any)."""
    for victim, to in f.redirects:
        if victim == seat:
            return to
    return seat


def card_affects(g: Table, f: CardFrame, seat: int, stats: tuple[str, ...], lose_only: bool) -> bool:
    """Whether the played card would directly change one of ``stats`` of ``seat`` (rulebook 000).

    Each operation says so itself (``OpDef.would_affect``); an effect that will not happen affects nobody.
    """
    ops = OPS
    for e in side_decks.effects_of(g, f):   # (with its attached card's: one play)
        d = ops[e.op]
        if not d.could_affect(stats, lose_only):
            continue
        if e.when is not None and not WHENS[e.when].test(g, f):
            continue   # e.g. "I Wanna Be Your Warhammer" after a discard that was no Action card
        if e.gated and not g.effect_allowed(f.player, e):
            continue   # gated on its player's marker, which is not where it needs to be: it will not happen
        affects, reaches = d.affects, d.reaches   # (``OpDef.would_affect``, its static half already asked)
        if affects is not None:
            if affects(g, f, e, seat, stats, lose_only):
                return True
        elif reaches is not None and seat in reaches(g, f, e):
            return True
    return False


def makes_ante(g: Table, f: CardFrame, seat: int) -> bool:
    """Whether the played card would make ``seat`` ante (each operation that antes says when: ``OpDef.antes``)."""
    ops = OPS
    for e in g.content.cards[f.card].modes[f.mode].effects:
        antes = ops[e.op].antes
        if antes is not None and antes(g, f, e, seat):
            return True
    return False


# ----- the conditions ----------------------------------------------------------------------------
# Each is declared with the frames it may answer (a quick filter before the predicate runs; None: anything) and,
# for a played card, its static form (``could_answer``: might it ever answer this mode of that card?), which
# the answer indexes are built from and which must never say no where the predicate could say yes.

# The fields of an ``answers`` table (``if`` names the condition; the others are its parameters).
ANSWER_FIELDS = (
    Field("if", str, None, CONDITIONS, "the condition (absent: the card answered is of one of `card_types`)"),
    Field("card_types", list, (), CARD_TYPES, "the types of card it answers", what="card types"),
    Field("stats", list, (), STATS, "the stats that count (for `affects_your_stats`)", what="stats"),
    Field("lose_only", bool, False, doc="only a loss counts (for `affects_your_stats`)"),
    Field("except_families", list, (), doc="cards of these families it never answers", what="card families"),
)


def _stats_affected(card, mode, sdef, smode) -> bool:
    """A card of those types with an operation that might change one of those stats."""
    a = mode.answers
    if sdef.type not in a.card_types:
        return False
    ops = OPS
    return any(ops[e.op].could_affect(a.stats, a.lose_only) for e in smode.effects)


@condition("affects_your_stats",
           "the card being answered (of `card_types`) would directly change one of your `stats` (fortitude, "
           "alcohol, gold); `lose_only` = only a loss counts. An ante never counts, nor a payment on a card you "
           "played yourself", subjects=(CardFrame,), needs=("card_types", "stats"), could_answer=_stats_affected)
def _affects_your_stats(g, seat, card, mode, subject) -> bool:
    a = mode.answers
    return (isinstance(subject, CardFrame) and g.content.cards[subject.card].type in a.card_types
            and seat not in subject.ignored and card_affects(g, subject, seat, a.stats, a.lose_only))


def _antes(card, mode, sdef, smode) -> bool:
    """A card with an operation that might make players ante."""
    ops = OPS
    return any(ops[e.op].antes is not None for e in smode.effects)


@condition("makes_you_ante", "the card being answered would make you ante", subjects=(CardFrame,),
           could_answer=_antes)
def _makes_you_ante(g, seat, card, mode, subject) -> bool:
    return isinstance(subject, CardFrame) and makes_ante(g, subject, seat)


def _takes_gold(card, mode, sdef, smode) -> bool:
    """A card with an operation that might make players ante or pay."""
    ops = OPS
    return any(ops[e.op].antes is not None or ops[e.op].pays is not None for e in smode.effects)


@condition("makes_you_lose_gold",
           "what is being answered (a card, a Drink, a refill of the Drink Deck, a contest payment) would take Gold "
           "from you: a payment, an ante or a theft", subjects=(CardFrame, DrinkFrame, PayFrame),
           involved_only=True, could_answer=_takes_gold)
def _makes_you_lose_gold(g, seat, card, mode, subject) -> bool:
    # (getattr: compiled, mypyc reads a field of a union of Python classes through the wrong class)
    mods = getattr(subject, "gold_mods") if isinstance(subject, GOLD_FRAMES) else None  # noqa: B009
    if mods is not None and mods[seat] is not None and mods[seat][0] != "discount":
        return False   # already paid for in full; discounts may add up
    if isinstance(subject, CardFrame):
        if seat in subject.ignored:
            return False
        if makes_ante(g, subject, seat):
            return True
        ops = OPS
        for e in side_decks.effects_of(g, subject):
            pays = ops[e.op].pays
            if pays is not None and seat in pays(g, subject, e) \
                    and not (e.gated and not g.effect_allowed(subject.player, e)):
                return True
        return False
    if isinstance(subject, DrinkFrame):
        cards = g.content.cards
        for d in subject.drinks:
            if d.drinker == seat and not d.ignored:
                for c in d.cards:
                    if cards[c].pay_inn:
                        return True
        return False
    if isinstance(subject, PayFrame):
        return seat in subject.payers
    return False


def _drink_changed(card, mode, sdef, smode) -> bool:
    """A card of those types, not of this card's family, whose mode changes a Drink."""
    return (sdef.type in mode.answers.card_types and smode.changes_drink
            and (card.family is None or sdef.family != card.family))


@condition("changes_a_drink",
           "the Sometimes card being answered changes a Drink (adds or removes Alcohol, Ignores, passes, splits or "
           "converts it) and is not of this card's family", subjects=(CardFrame,), could_answer=_drink_changed)
def _changes_a_drink(g, seat, card, mode, subject) -> bool:
    if not isinstance(subject, CardFrame) or subject.player == seat or subject.drink < 0:
        return False
    sdef = g.content.cards[subject.card]
    if sdef.type not in mode.answers.card_types:
        return False
    if card.family is not None and sdef.family == card.family:
        return False
    return sdef.modes[subject.mode].changes_drink


def _cheating(card, mode, sdef, smode) -> bool:
    """A Cheating card."""
    return sdef.type == "cheating"


@condition("cheating_while_you_are_in", "another player played a Cheating card and you are still in the Round",
           subjects=(CardFrame,), could_answer=_cheating)
def _cheating_while_you_are_in(g, seat, card, mode, subject) -> bool:
    r = g.round
    return (isinstance(subject, CardFrame) and subject.player != seat
            and g.content.cards[subject.card].type == "cheating"
            and r is not None and not r.ended and seat in r.players)


def _cheats_or_forces_out(card, mode, sdef, smode) -> bool:
    """A Cheating card, or a card that forces a player out of the Round."""
    return sdef.type == "cheating" or "force_out" in smode.ops


@condition("cheating_or_forcing_out_while_you_are_in",
           "another player played a Cheating card, or a card that would force a player out of the Round (000, "
           "Forcing a Player to Leave a Round of Gambling), and you are still in the Round", subjects=(CardFrame,),
           could_answer=_cheats_or_forces_out)
def _cheating_or_forcing_out_while_you_are_in(g, seat, card, mode, subject) -> bool:
    r = g.round
    if not isinstance(subject, CardFrame) or subject.player == seat or r is None or r.ended or seat not in r.players:
        return False
    sdef = g.content.cards[subject.card]
    return sdef.type == "cheating" or "force_out" in sdef.modes[subject.mode].ops


def _drink_window(subject) -> bool:
    return isinstance(subject, DrinkFrame) and subject.status in DRINK_WINDOWS


@condition("drink_affects_you", "a Drink you would drink has been revealed (target it with the action's `drink`)",
           subjects=(DrinkFrame,), needs_drink=True, involved_only=True)
def _drink_affects_you(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and any_drink_ok(g, seat, mode, subject)


@condition("a_drink", "any Drink (not a Drink Event) has been revealed", subjects=(DrinkFrame,), needs_drink=True)
def _a_drink(g, seat, card, mode, subject) -> bool:
    return _drink_window(subject) and bool(subject.drinks)


@condition("another_reveals_drink", "another player has revealed a complete Drink from their Drink Me! pile",
           subjects=(DrinkFrame,), needs_drink=True)
def _another_reveals_drink(g, seat, card, mode, subject) -> bool:
    return (_drink_window(subject) and not subject.multi and subject.source == "pile"
            and subject.revealer != seat and subject.status == "window1")


@condition("another_card_cost_you_fortitude",
           "another player's card just made you lose Fortitude and you did not reduce it", subjects=(LossFrame,),
           involved_only=True)
def _another_card_cost_you_fortitude(g, seat, card, mode, subject) -> bool:
    return isinstance(subject, LossFrame) and seat in subject.victims and subject.source not in (seat, -1)


@condition("another_wins_round", "another player is about to win a Round of Gambling", subjects=(RoundWonFrame,))
def _another_wins_round(g, seat, card, mode, subject) -> bool:
    return isinstance(subject, RoundWonFrame) and subject.winner != seat and subject.taker == -1  # -2: went on


@condition("another_wins_round_you_are_in",
           "the same, and you are still in that Round (nobody has taken the pot instead)", subjects=(RoundWonFrame,))
def _another_wins_round_you_are_in(g, seat, card, mode, subject) -> bool:
    r = g.round
    return _another_wins_round(g, seat, card, mode, subject) and r is not None and seat in r.players


@condition("another_drink_phase",
           "in another player's Drink phase, they have revealed a complete Drink from their Drink Me! pile",
           subjects=(DrinkFrame,), needs_drink=True)
def _another_drink_phase(g, seat, card, mode, subject) -> bool:
    t = g.turn_frame
    return _another_reveals_drink(g, seat, card, mode, subject) and t.phase == "drink" and t.player == subject.revealer


@condition("your_order_phase", "it is your Order a Drink phase", turn_only=True)
def _your_order_phase(g, seat, card, mode, subject) -> bool:
    t = g.turn_frame
    return subject is None and not g.stack and t.phase == "order" and t.player == seat


@condition("round_live", "a Round of Gambling is live (also after you left it)", live_only=True)
def _round_live(g, seat, card, mode, subject) -> bool:
    r = g.round
    return r is not None and not r.ended


@condition("round_live_no_ante_no_end",
           "a Round is live, and the card being answered neither makes players ante nor ends the Round",
           live_only=True)
def _round_live_no_ante_no_end(g, seat, card, mode, subject) -> bool:
    if not _round_live(g, seat, card, mode, subject):
        return False
    cards = g.content.cards
    ops = OPS
    for frame in g.stack:   # neither the card answered nor any card it is answering may ante or end the Round
        if isinstance(frame, CardFrame) and not frame.negated and frame.status == "window":
            if any(e.op == "ante" or ops[e.op].ends_round for e in cards[frame.card].modes[frame.mode].effects):
                return False
    return True


@condition("you_pay_refill", "the Drink Deck ran out and you must pay for the new round of Drinks",
           subjects=(PayFrame,), involved_only=True)
def _you_pay_refill(g, seat, card, mode, subject) -> bool:
    return isinstance(subject, PayFrame) and subject.reason == "refill" and seat in subject.payers \
        and subject.gold_mods[seat] is None


@condition("someone_sang",
           "a player has just Sung (the window right after a Song, the same one hit-back cards use)",
           subjects=(LossFrame,))
def _someone_sang(g, seat, card, mode, subject) -> bool:
    return isinstance(subject, LossFrame) and subject.sang


# ----- which cards could ever answer what: a superset of ``holds``, worked out once per content ----------

NO_CONDITION = (CardFrame,)   # what a mode with no ``if`` may answer: a played card (of its ``card_types``)
NO_CONDITION_DOC = "the card being answered is of one of those types (e.g. Negate a Sometimes card)"


def _could_answer(mode, subject_kind: str, live: bool, involved: bool = True) -> bool:
    """Whether ``mode`` might answer a frame of this kind ("none": a turn or Round decision).

    ``live``: a Round of Gambling is live; ``involved``: the frame involves the answering seat.
    """
    a = mode.answers
    if a is None:
        return True
    if a.cond is None:
        return any(k.kind == subject_kind for k in NO_CONDITION)
    c = CONDITIONS[a.cond]
    if (c.live_only and not live) or (c.involved_only and not involved):
        return False
    kinds = c.subjects
    if kinds is None:
        return not c.turn_only or subject_kind == "none"
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
    if a.cond is None:
        return sdef.type in a.card_types
    could = CONDITIONS[a.cond].could_answer   # (each condition's static form: see its declaration)
    return could is None or could(card, mode, sdef, smode)


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


def candidates(g: Table, subject) -> tuple[frozenset, frozenset, frozenset | tuple | list]:
    """Sometimes cards that might answer ``subject`` now (None: a turn or Round decision); no others can.

    Returns (the cards for a seat the subject does not involve, the cards for one it does, the seats it involves).
    """
    r = g.round
    live = r is not None and not r.ended
    content = g.content
    if subject is None:
        found = content.answerers["none", live, True]
        return found, found, EVERYONE
    if isinstance(subject, CardFrame):
        found = content.card_answerers[subject.card][subject.mode][live]
        if subject.gear >= 0:   # and whatever might answer its attached card
            found = found | content.card_answerers[subject.gear][0][live]
        return found, found, EVERYONE
    involved: frozenset | tuple | list
    if isinstance(subject, DrinkFrame):
        drinks = subject.drinks
        involved = (drinks[0].drinker,) if len(drinks) == 1 else [d.drinker for d in drinks]
    elif isinstance(subject, PayFrame):
        involved = subject.payers
    elif isinstance(subject, LossFrame):
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
    if isinstance(subject, CardFrame):
        found = g.content.card_answerers[subject.card][subject.mode][2 + live]
        if subject.gear >= 0:
            found = found | g.content.card_answerers[subject.gear][0][2 + live]
        return found
    found = g.content.answerers.get(("any", subject.kind, live))
    return g.content.anytime | g.content.sometimes if found is None else found


ANSWER_INDEX.append(answer_index)   # (``cards.Content.index`` uses it)
