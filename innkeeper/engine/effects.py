"""Effects: what each operation of a played card does when the card resolves.

A card resolves one effect at a time (``playing``); an effect that needs more play (a Drink, an
order, a Round) pushes a frame and the rest of the card waits for it. Ignore is honoured here: a
seat that Ignored the card is skipped by every effect that would reach it.
"""

from __future__ import annotations

from . import drink_events, drinks, gambling, gold, side_decks
from .answers import redirected, selected
from .cards import Effect
from .discarding import DiscardFrame
from .hooks import side_mechanic
from .ops import (
    ALCOHOL,
    AMOUNT,
    COUNT,
    FLOOR,
    OPS,
    POSITIVE_AMOUNT,
    ROUNDING,
    TO,
    WHO,
    WINNING_HAND,
    OpRun,
    Planner,
    declare_op,
    op,
)
from .state import INN, CardFrame, LossFrame
from .table import Table
from .turn import OrderFrame


def run(g: Table, f: CardFrame, e: Effect) -> None:
    """Carry out one effect of a resolving card."""
    OPS[e.op].run(g, f, e)


def _subject(g: Table, f: CardFrame):
    return g.frame(f.subject)


def _selected(g: Table, f: CardFrame, e: Effect) -> list[int]:
    """The seats the effect names (whose stats it changes, for an operation that changes stats)."""
    return selected(g, f, e.who)


def _losers(g: Table, f: CardFrame, e: Effect) -> list[int]:
    """The seats that would lose the Fortitude: those named, or the players they redirected it to."""
    return [redirected(f, s) for s in selected(g, f, e.who)]


# ----- estimates: what each operation roughly does, for planning bots (``ops.Planner``) ------------------------

def _lose_fortitude_est(p: Planner, e: Effect) -> None:
    for s in p.seats(e.who):
        p.fortitude(s, -e.amount)


def _stat_est(stat: str, sign: int):
    """The estimate of a plain stat change of the players named (an Ignore stops it)."""
    def estimate(p: Planner, e: Effect) -> None:
        change = p.fortitude if stat == "fortitude" else p.alcohol
        for s in p.seats(e.who):
            if not p.ignores(s):
                change(s, sign * e.amount)
    return estimate


def _pay_est(p: Planner, e: Effect) -> None:
    to = p.player if e.to == "you" else -1
    for s in p.seats(e.who):
        if s != to and (s == p.player or not p.ignores(s)):
            p.pay(s, e.amount, to)


def _drink_from_pile_est(p: Planner, e: Effect) -> None:
    for s in p.seats(e.who):
        p.drink_top(s)


def _drink_from_deck_est(p: Planner, e: Effect) -> None:
    for s in p.seats(e.who):
        p.drinks(s, 1)


def _order_drinks_est(p: Planner, e: Effect) -> None:
    for s in p.weakest_others(e.count):
        p.drinks(s, 1)


def _gamble_est(p: Planner, e: Effect) -> None:
    if not p.round_live():
        p.ante(1, True)


def _ante_est(p: Planner, e: Effect) -> None:
    if p.round_live():
        p.ante(e.amount, False)


def _share_loss_est(p: Planner, e: Effect) -> None:
    p.loss_answer(True, 0)


def _reduce_loss_est(p: Planner, e: Effect) -> None:
    p.loss_answer(False, e.amount)


@op("lose_fortitude", (WHO, POSITIVE_AMOUNT), "those players lose Fortitude (never below 0)",
    changes=(("fortitude", -1),), reaches=_losers, estimate=_lose_fortitude_est)
def _lose_fortitude(g: Table, f: CardFrame, e: Effect) -> None:
    """Each chosen player loses Fortitude (or whoever they redirected it to: ``lose_fortitude``)."""
    for seat in selected(g, f, e.who):
        lose_fortitude(g, f, seat, e.amount)


def _stat_change(stat: str, sign: int) -> OpRun:
    """The operation that changes ``stat`` of the chosen players by ``sign`` times the amount (within 0 to 20)."""
    def change(g: Table, f: CardFrame, e: Effect) -> None:
        for seat in selected(g, f, e.who):
            if not _ignores(g, f, seat):
                _change(g, seat, stat, sign * e.amount)
    return change


declare_op("gain_fortitude", _stat_change("fortitude", 1), (WHO, POSITIVE_AMOUNT),
           "those players gain Fortitude (never above 20)", changes=(("fortitude", 1),), reaches=_selected,
           estimate=_stat_est("fortitude", 1))
declare_op("lose_alcohol", _stat_change("alcohol", -1), (WHO, POSITIVE_AMOUNT),
           "those players lose Alcohol Content (never below 0)", changes=(("alcohol", -1),), reaches=_selected,
           estimate=_stat_est("alcohol", -1))
declare_op("gain_alcohol", _stat_change("alcohol", 1), (WHO, POSITIVE_AMOUNT),
           "those players gain Alcohol Content (never above 20)", changes=(("alcohol", 1),), reaches=_selected,
           estimate=_stat_est("alcohol", 1))


def _ignores(g: Table, f: CardFrame, seat: int) -> bool:
    """Whether ``seat`` Ignored this card, or is Ignoring all effects (and say so); never an unavoidable card."""
    if seat in f.ignored or g.players[seat].ignoring:
        if f.origin and f.origin in g.hooks.unavoidable:
            return False
        g.emit("ignore", seat=seat)
        return True
    return False


def lose_fortitude(g: Table, f: CardFrame, seat: int, amount: int) -> None:
    """``seat`` loses Fortitude from this card, or the player they redirected it to; recorded for hit-backs."""
    victim = redirected(f, seat)
    if victim != seat:
        g.emit("redirect", seat=seat, target=victim)
    if _ignores(g, f, victim):
        return
    for share in f.shares:
        if share[0] == victim and amount > 0:
            _share(g, f, victim, amount, share[1])
            return
    for r in f.reductions:   # a reduction played by the player this card hits (what is left of it)
        if r[0] == seat and r[1] > 0 and amount > 0:
            used = min(r[1], amount)
            r[1] -= used
            amount -= used
            g.emit("reduce", seat=seat, amount=used)
    if amount <= 0:
        return
    hooks = g.hooks
    if hooks.loss:   # a mechanic may make the loss more or less (a companion's mood)
        for change in hooks.loss:
            amount = change(g, f, victim, amount)
        if amount <= 0:
            return
    _change(g, victim, "fortitude", -amount)
    f.losses.append([victim, amount])
    for after in hooks.after_loss:
        after(g, f, victim)


def _share(g: Table, f: CardFrame, victim: int, amount: int, both: int) -> None:
    """A shared loss ("Share Pain"): the victim and (``both``) the card's player each lose half, rounded up."""
    half = (amount + 1) // 2
    g.emit("share", seat=victim, target=f.player, amount=half)
    _change(g, victim, "fortitude", -half)
    f.losses.append([victim, half])
    src = g.players[f.player]
    if not both or f.player == victim or src.out:
        return
    if src.ignoring:
        g.emit("ignore", seat=f.player)
    else:
        _change(g, f.player, "fortitude", -half)


def _change(g: Table, seat: int, stat: str, delta: int) -> None:
    """Change a stat as far as its limits allow, and say what actually happened."""
    actual = g.change_stat(seat, stat, delta)
    if actual != delta:
        g.emit("stat", seat=seat, stat=stat, change=actual, wanted=delta)
    else:
        g.emit("stat", seat=seat, stat=stat, change=actual)


def _payers(g: Table, f: CardFrame, e: Effect) -> list[int]:
    """The seats a payment would take Gold from, as far as a defence against it goes: not the card's own player."""
    return [s for s in selected(g, f, e.who) if s != f.player]


@op("pay", (WHO, TO, POSITIVE_AMOUNT), "the chosen players pay Gold (to a player who has left the game: to the Inn)",
    changes=(("gold", -1),), reaches=_payers, pays=_selected, estimate=_pay_est)
def _pay(g: Table, f: CardFrame, e: Effect) -> None:
    if e.to == "owner":   # the owner of the side deck the card came from
        to = g.sides[f.deck].owner if f.deck >= 0 else f.player
    else:
        to = f.player if e.to == "you" else INN
    if to >= 0 and g.players[to].out:
        to = INN   # paying a player who has left the game: the Inn takes it (rulebook 004)
    for seat in selected(g, f, e.who):
        if seat != f.player and _ignores(g, f, seat):
            continue
        if seat != to:
            gold.pay(g, seat, to, e.amount, f.gold_mods)


@op("drink_from_pile", (WHO,), "the player drinks the top of their Drink Me! pile now", estimate=_drink_from_pile_est)
def _drink_from_pile(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in reversed(selected(g, f, e.who)):
        if seat not in f.ignored:
            drinks.start_pile_drink(g, seat)


@op("drink_from_deck", (WHO,),
    "each such player drinks one Drink from the Drink Deck (an Event found first is replaced)",
    estimate=_drink_from_deck_est)
def _drink_from_deck(g: Table, f: CardFrame, e: Effect) -> None:
    drink_events.start(g, "toast")


@op("order_drinks", (COUNT,), "order that many extra Drinks onto other players' piles", estimate=_order_drinks_est)
def _order_drinks(g: Table, f: CardFrame, e: Effect) -> None:
    g.push(OrderFrame(f.player, e.count))


def _gamble_antes(g: Table, f: CardFrame, e: Effect, seat: int) -> bool:
    """A new Round: everyone antes (but a player who left it by answering this card)."""
    return g.round is None and seat not in f.leavers


@op("gamble", (), "start a Round of Gambling, or take control of the live one", antes=_gamble_antes,
    estimate=_gamble_est)
def _gamble(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.gamble(g, f)


@op("take_control", (WINNING_HAND,),
    "take control of the Round; `winning_hand`: only Cheating may take control next")
def _take_control(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.take_control(g, f.player, e.winning_hand)


def _ante_antes(g: Table, f: CardFrame, e: Effect, seat: int) -> bool:
    """Everyone still in the live Round antes (but a player who left it by answering this card)."""
    r = g.round
    return r is not None and not r.ended and seat in r.players and seat not in f.leavers


@op("ante", (AMOUNT,), "everyone still in the Round antes", antes=_ante_antes,
    estimate=_ante_est)
def _ante(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.ante_all(g, f, e.amount)


@op("force_out", (WHO,), "that player must leave the Round")
def _force_out(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        gambling.leave(g, seat, forced=True)


@op("leave_round", (), "skip the ante being answered and leave the Round")
def _leave_round(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if isinstance(subject, CardFrame):
        subject.leavers.append(f.player)
    if gambling.live(g) is not None:
        gambling.leave(g, f.player)
    else:
        g.emit("leave", seat=f.player, how="stays")


@op("win_round", (), "you win the Round now", ends_round=True)
def _win_round(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.win(g, f.player)
    g.emit("round_win", seat=f.player)


@op("end_round_pot_to_inn", (), "the Round ends; the whole pot goes to the Inn", ends_round=True)
def _end_round(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.end_to_inn(g)


@op("end_round_take_pot", (), "the Round ends; you take the whole pot without winning the Round", ends_round=True)
def _end_round_take_pot(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.end_taken(g, f.player)


@op("take_from_pot", (POSITIVE_AMOUNT,), "take Gold from the pot")
def _take_from_pot(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.take_from_pot(g, f.player, e.amount)


@op("take_pot", (), "you take the pot instead of the winner")
def _take_pot(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is not None and subject.kind == "round_won":
        subject.taker = f.player


def _continue_antes(g: Table, f: CardFrame, e: Effect, seat: int) -> bool:
    """"Best two out of three?": everyone still in antes again as the Round goes on."""
    r = g.round
    return r is not None and seat in r.players and seat not in f.leavers


@op("continue_round", (AMOUNT,),
    "the Round another player was about to win goes on: the pot stays, you take control, everyone still in antes "
    "`amount` (a leave card may answer it), play continues to your left", antes=_continue_antes)
def _continue_round(g: Table, f: CardFrame, e: Effect) -> None:
    """The Round another player was about to win goes on, with a new ante ("Best two out of three?")."""
    subject = _subject(g, f)
    if subject is not None and subject.kind == "round_won":
        gambling.continue_round(g, f, subject, e.amount)


@op("negate", (), "Negate the card being answered", changes_drink=True)
def _negate(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if isinstance(subject, CardFrame):
        subject.negated = True
        g.emit("negate", card=g.title(subject.card))


@op("ignore", (), "Ignore the card or Drink being answered", changes_drink=True)
def _ignore(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None:
        return
    if subject.kind == "drink":
        subject.drinks[f.drink].ignored = True
        g.emit("ignore", seat=f.player, how="drink")
    elif isinstance(subject, CardFrame):
        subject.ignored.append(f.player)
        g.emit("ignore", seat=f.player, how="card", card=g.title(subject.card))


def _gold_mod(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None or not hasattr(subject, "gold_mods"):
        return
    mod = {"gold_from_inn": ["inn", 0], "skip_payment": ["free", 0]}.get(e.op, ["discount", e.amount])
    gold.set_mod(subject, f.player, mod)


declare_op("gold_from_inn", _gold_mod, (), "your Gold loss from what is being answered comes from the Inn")
declare_op("gold_discount", _gold_mod, (POSITIVE_AMOUNT,), "that much of your Gold loss comes from the Inn")
declare_op("skip_payment", _gold_mod, (), "you do not pay for what is being answered")


def _drink_target(g: Table, f: CardFrame):
    subject = _subject(g, f)
    if subject is None or subject.kind != "drink" or not 0 <= f.drink < len(subject.drinks):
        return None, None
    return subject, subject.drinks[f.drink]


@op("modify_drink", (ALCOHOL, FLOOR), "change the targeted Drink's Alcohol Content (not below `floor`)",
    changes_drink=True, targets_drink=True)
def _modify_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        before = drinks.values(g, d)[0]
        d.steps.append(["alc", e.alcohol, e.floor])
        after = drinks.values(g, d)[0]
        g.emit("modify", seat=d.drinker, before=before, after=after)


@op("pass_drink", (WHO,), "give the targeted Drink to another player", changes_drink=True, targets_drink=True)
def _pass_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None and f.targets:
        d.drinker = f.targets[0]
        d.ignored = False
        g.emit("pass_drink", seat=d.drinker)


@op("split_drink", (WHO.with_note("`another`, `you` or `no_one`"), ROUNDING),
    "split the targeted Drink in two: the other half goes to another player, to you, or (`no_one`) away",
    changes_drink=True, targets_drink=True)
def _split_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        other = f.targets[0] if e.who == "another" and f.targets else f.player if e.who == "you" else None
        drinks.split(g, frame, f.drink, other, e.rounding)
        if other is not None:
            g.emit("split", seat=d.drinker, target=other)
        else:
            g.emit("split", seat=d.drinker)


@op("drink_to_fortitude", (), "the Drink's Alcohol gain becomes a Fortitude gain",
    changes_drink=True, targets_drink=True)
def _drink_to_fortitude(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        d.steps.append(["tofort"])
        g.emit("modify", seat=d.drinker, how="fortitude")


@op("extra_drink", (), "the player who revealed the Drink drinks one more from their pile afterwards",
    targets_drink=True)
def _extra_drink(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is not None and subject.kind == "drink":
        subject.extra.append(subject.revealer)
        g.emit("extra_drink", seat=subject.revealer)


def _hit_back_target(g: Table, f: CardFrame, e: Effect) -> list[int]:
    """The source of the loss answered (or whoever it is redirected to)."""
    loss = g.frame(f.subject)
    return [redirected(f, loss.source)] if isinstance(loss, LossFrame) else []


@op("hit_back", (POSITIVE_AMOUNT,), "the source of your Fortitude loss loses that much",
    changes=(("fortitude", -1),), reaches=_hit_back_target)
def _hit_back(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None or subject.kind != "loss" or subject.source < 0:
        return
    lose_fortitude(g, f, subject.source, e.amount)


def _redirect_loss(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    to = selected(g, f, e.who)   # a chosen player, or (``answered``) back to the card's own player
    if isinstance(subject, CardFrame) and to:
        subject.redirects.append([f.player, to[0]])
    elif isinstance(subject, CardFrame) and e.op == "redirect_or_ignore":   # nobody but the source to send it to
        _ignore(g, f, e)


declare_op("redirect_loss", _redirect_loss, (WHO,),
           "your Fortitude loss goes to another player (not its source); it still comes from the source",
           redirects_loss=True)
declare_op("redirect_or_ignore", _redirect_loss, (WHO,),
           "as `redirect_loss`; when nobody but the card's source could take the loss, you Ignore the card instead "
           "(\"I'm not Eve! She's over there!\")", redirects_loss=True)


def _sharer(g: Table, f: CardFrame, e: Effect) -> list[int]:
    """The player of the card answered, who takes half the loss (unless it is this card's own player)."""
    shared = g.frame(f.subject)
    return [shared.player] if isinstance(shared, CardFrame) and shared.player != f.player else []


@op("share_loss", (),
    "your Fortitude loss from the card being answered is halved (rounded up) and its player loses the same (unless "
    "they Ignored this card); no reduction applies to it", changes=(("fortitude", -1),), reaches=_sharer,
    estimate=_share_loss_est)
def _share_loss(g: Table, f: CardFrame, e: Effect) -> None:
    """Your Fortitude loss from the card answered is shared with its player (who may have Ignored this card)."""
    subject = _subject(g, f)
    if isinstance(subject, CardFrame):
        subject.shares.append([f.player, 0 if subject.player in f.ignored else 1])


@op("base_alcohol", (ALCOHOL,),
    "the targeted Drink's own effects (its cards' Alcohol, Fortitude, draws, payments) become that much Alcohol; "
    "other cards' changes to it still apply", changes_drink=True, targets_drink=True)
def _base_alcohol(g: Table, f: CardFrame, e: Effect) -> None:
    """The targeted Drink's own effects become ``alcohol`` Alcohol; other cards' changes still apply."""
    frame, d = _drink_target(g, f)
    if d is not None:
        before = drinks.values(g, d)[0]
        d.steps.append(["base", e.alcohol])
        after = drinks.values(g, d)[0]
        g.emit("modify", seat=d.drinker, before=before, after=after)


@op("draw", (WHO, COUNT), "draw cards")
def _draw(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        if not _ignores(g, f, seat):
            g.draw_cards(seat, e.count)


@op("discard", (WHO, COUNT), "discard cards of the player's choice, one decision each")
def _discard(g: Table, f: CardFrame, e: Effect) -> None:
    index = f.id if f in g.stack else -1
    for seat in reversed(selected(g, f, e.who)):
        if seat not in f.ignored:
            g.push(DiscardFrame(seat, e.count, index))


@op("reveal_side", (),
    "reveal the top card of your own side deck face up, as at the start of your turn (a Song joins the Setlist; a "
    "Potion: holding more than `shown`, you keep one and discard the other)")
def _reveal_side(g: Table, f: CardFrame, e: Effect) -> None:
    """Reveal a card of your own side deck face up, as at the start of your turn (over the row's limit: drop one)."""
    for di in side_decks.owned(g, f.player):
        if side_decks.limit(g, di) > 0:
            side_mechanic(g.sides[di].kind).reveal(g, di)


@op("ignore_all", (WHO,),
    "those players Ignore all effects until the start of their next turn (they still receive Gold, and may not "
    "Shake anything off)")
def _ignore_all(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        if not g.players[seat].out:
            g.players[seat].ignoring = True
            g.emit("ignore_all", seat=seat)


@op("reduce_loss", (POSITIVE_AMOUNT,),
    "your Fortitude loss from the card being answered is that much smaller (that card only)",
    estimate=_reduce_loss_est)
def _reduce_loss(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if isinstance(subject, CardFrame):
        subject.reductions.append([f.player, e.amount])


@op("negate_replay", (),
    "Negate the card being answered; an Action card's player may play another Action, and a Negated Mockery card "
    "is discarded and its player reveals another")
def _negate_replay(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if isinstance(subject, CardFrame):
        _negate(g, f, e)
        subject.replay = True


@op("discard_drink", (WHO,), "that player discards the top card of their Drink Me! pile unseen")
def _discard_drink(g: Table, f: CardFrame, e: Effect) -> None:
    """The chosen players discard the top card of their Drink Me! pile, unseen ("Why Must I Be a Skeleton In Love?")."""
    for seat in selected(g, f, e.who):
        if _ignores(g, f, seat):
            continue
        pile = g.players[seat].drink_me
        if pile:
            drinks.put_away(g, pile.pop())
            g.emit("discard_drink", seat=seat)
        else:
            g.emit("discard_drink", seat=seat, how="none")
