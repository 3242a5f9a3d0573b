"""Effects: what each operation of a played card does when the card resolves.

A card resolves one effect at a time (``playing``); an effect that needs more play (a Drink, an
order, a Round) pushes a frame and the rest of the card waits for it. Ignore is honoured here: a
seat that Ignored the card is skipped by every effect that would reach it.
"""

from __future__ import annotations

from . import drink_events, drinks, gambling, gold, side_decks
from .answers import redirected, selected
from .cards import OPS as OP_FIELDS
from .cards import STAT_OPS, Effect
from .hooks import side_mechanic
from .ops import OPS, declare_op
from .state import INN, CardFrame, DiscardFrame, OrderFrame
from .table import Table


def run(g: Table, f: CardFrame, e: Effect) -> None:
    """Carry out one effect of a resolving card."""
    OPS[e.op].run(g, f, e)


def _subject(g: Table, f: CardFrame):
    return g.stack[f.subject] if 0 <= f.subject < len(g.stack) else None


def _stat(g: Table, f: CardFrame, e: Effect) -> None:
    stat, sign = STAT_OPS[e.op]
    for seat in selected(g, f, e.who):
        if e.op == "lose_fortitude":
            lose_fortitude(g, f, seat, e.amount)
        elif _ignores(g, f, seat):
            continue
        else:
            _change(g, seat, stat, sign * e.amount)


def _ignores(g: Table, f: CardFrame, seat: int) -> bool:
    """Whether ``seat`` Ignored this card, or is Ignoring all effects (and say so)."""
    if seat in f.ignored or g.players[seat].ignoring:
        g.emit("ignore", f"{g.names[seat]} Ignores it.", seat=seat)
        return True
    return False


def lose_fortitude(g: Table, f: CardFrame, seat: int, amount: int) -> None:
    """``seat`` loses Fortitude from this card, or the player they redirected it to; recorded for hit-backs."""
    victim = redirected(f, seat)
    if victim != seat:
        g.emit("redirect", f"{g.names[seat]} redirects the loss to {g.names[victim]}.", seat=seat, target=victim)
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
            g.emit("reduce", f"{g.names[seat]}'s loss is reduced by {used}.", seat=seat, amount=used)
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
    g.emit("share", f"{g.names[victim]} shares the pain with {g.names[f.player]}: {half} Fortitude each.",
           seat=victim, target=f.player, amount=half)
    _change(g, victim, "fortitude", -half)
    f.losses.append([victim, half])
    src = g.players[f.player]
    if not both or f.player == victim or src.out:
        return
    if src.ignoring:
        g.emit("ignore", f"{g.names[f.player]} Ignores it.", seat=f.player)
    else:
        _change(g, f.player, "fortitude", -half)


def _change(g: Table, seat: int, stat: str, delta: int) -> None:
    """Change a stat as far as its limits allow, and say what actually happened."""
    actual = g.change_stat(seat, stat, delta)
    verb = "gains" if delta > 0 else "loses"
    label = "Fortitude" if stat == "fortitude" else "Alcohol Content"
    text = f"{g.names[seat]} {verb} {abs(actual)} {label}"
    if actual != delta:
        text += f" (of {abs(delta)}: it stays within 0 to 20)"
    g.emit("stat", text + ".", seat=seat, stat=stat, change=actual)


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


def _drink_from_pile(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in reversed(selected(g, f, e.who)):
        if seat not in f.ignored:
            drinks.start_pile_drink(g, seat)


def _drink_from_deck(g: Table, f: CardFrame, e: Effect) -> None:
    drink_events.start(g, "toast")


def _order_drinks(g: Table, f: CardFrame, e: Effect) -> None:
    g.stack.append(OrderFrame(f.player, e.count))


def _gamble(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.gamble(g, f)


def _take_control(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.take_control(g, f.player, e.winning_hand)


def _ante(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.ante_all(g, f, e.amount)


def _force_out(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        gambling.leave(g, seat, forced=True)


def _leave_round(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if type(subject) is CardFrame:
        subject.leavers.append(f.player)
    if gambling.live(g) is not None:
        gambling.leave(g, f.player)
    else:
        g.emit("leave", f"{g.names[f.player]} stays out of the Round.", seat=f.player)


def _win_round(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.win(g, f.player)
    g.emit("round_win", f"{g.names[f.player]} wins the Round!", seat=f.player)


def _end_round(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.end_to_inn(g)


def _take_from_pot(g: Table, f: CardFrame, e: Effect) -> None:
    gambling.take_from_pot(g, f.player, e.amount)


def _take_pot(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is not None and subject.kind == "round_won":
        subject.taker = f.player


def _continue_round(g: Table, f: CardFrame, e: Effect) -> None:
    """The Round another player was about to win goes on, with a new ante ("Best two out of three?")."""
    subject = _subject(g, f)
    if subject is not None and subject.kind == "round_won":
        gambling.continue_round(g, f, subject, e.amount)


def _negate(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if type(subject) is CardFrame:
        subject.negated = True
        g.emit("negate", f"'{g.title(subject.card)}' is Negated.", card=g.title(subject.card))


def _ignore(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None:
        return
    if subject.kind == "drink":
        subject.drinks[f.drink].ignored = True
        g.emit("ignore", f"{g.names[f.player]} will Ignore the Drink.", seat=f.player)
    elif type(subject) is CardFrame:
        subject.ignored.append(f.player)
        g.emit("ignore", f"{g.names[f.player]} will Ignore '{g.title(subject.card)}'.", seat=f.player)


def _gold_mod(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None or not hasattr(subject, "gold_mods"):
        return
    mod = {"gold_from_inn": ["inn", 0], "skip_payment": ["free", 0]}.get(e.op, ["discount", e.amount])
    gold.set_mod(subject, f.player, mod)


def _drink_target(g: Table, f: CardFrame):
    subject = _subject(g, f)
    if subject is None or subject.kind != "drink" or not 0 <= f.drink < len(subject.drinks):
        return None, None
    return subject, subject.drinks[f.drink]


def _modify_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        before = drinks.values(g, d)[0]
        d.steps.append(["alc", e.alcohol, e.floor])
        after = drinks.values(g, d)[0]
        g.emit("modify", f"{g.names[d.drinker]}'s Drink now gives {after} Alcohol (was {before}).",
               seat=d.drinker, before=before, after=after)


def _pass_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None and f.targets:
        d.drinker = f.targets[0]
        d.ignored = False
        g.emit("pass_drink", f"The Drink passes to {g.names[d.drinker]}.", seat=d.drinker)


def _split_drink(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        other = f.targets[0] if e.who == "another" and f.targets else f.player if e.who == "you" else None
        drinks.split(g, frame, f.drink, other, e.rounding)
        with_whom = f" with {g.names[other]}" if other is not None else ""
        g.emit("split", f"The Drink is split{with_whom}.", seat=d.drinker)


def _drink_to_fortitude(g: Table, f: CardFrame, e: Effect) -> None:
    frame, d = _drink_target(g, f)
    if d is not None:
        d.steps.append(["tofort"])
        g.emit("modify", f"{g.names[d.drinker]}'s Drink gives Fortitude instead of Alcohol.", seat=d.drinker)


def _extra_drink(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is not None and subject.kind == "drink":
        subject.extra.append(subject.revealer)
        g.emit("extra_drink", f"{g.names[subject.revealer]} must drink one more.", seat=subject.revealer)


def _hit_back(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if subject is None or subject.kind != "loss" or subject.source < 0:
        return
    lose_fortitude(g, f, subject.source, e.amount)


def _redirect_loss(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    to = selected(g, f, e.who)   # a chosen player, or (``answered``) back to the card's own player
    if type(subject) is CardFrame and to:
        subject.redirects.append([f.player, to[0]])
    elif type(subject) is CardFrame and e.op == "redirect_or_ignore":   # nobody but the source to send it to
        _ignore(g, f, e)


def _share_loss(g: Table, f: CardFrame, e: Effect) -> None:
    """Your Fortitude loss from the card answered is shared with its player (who may have Ignored this card)."""
    subject = _subject(g, f)
    if type(subject) is CardFrame:
        subject.shares.append([f.player, 0 if subject.player in f.ignored else 1])


def _base_alcohol(g: Table, f: CardFrame, e: Effect) -> None:
    """The targeted Drink's own effects become ``alcohol`` Alcohol; other cards' changes still apply."""
    frame, d = _drink_target(g, f)
    if d is not None:
        before = drinks.values(g, d)[0]
        d.steps.append(["base", e.alcohol])
        after = drinks.values(g, d)[0]
        g.emit("modify", f"{g.names[d.drinker]}'s Drink now gives {after} Alcohol (was {before}).",
               seat=d.drinker, before=before, after=after)


def _draw(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        if not _ignores(g, f, seat):
            g.draw_cards(seat, e.count)


def _discard(g: Table, f: CardFrame, e: Effect) -> None:
    index = g.stack.index(f) if f in g.stack else -1
    for seat in reversed(selected(g, f, e.who)):
        if seat not in f.ignored:
            g.stack.append(DiscardFrame(seat, e.count, index))


def _reveal_side(g: Table, f: CardFrame, e: Effect) -> None:
    """Reveal a card of your own side deck face up, as at the start of your turn (over the row's limit: drop one)."""
    for di in side_decks.owned(g, f.player):
        if side_decks.limit(g, di) > 0:
            side_mechanic(g.sides[di].kind).reveal(g, di)


def _ignore_all(g: Table, f: CardFrame, e: Effect) -> None:
    for seat in selected(g, f, e.who):
        if not g.players[seat].out:
            g.players[seat].ignoring = True
            g.emit("ignore_all", f"{g.names[seat]} Ignores all effects until the start of their next turn.",
                   seat=seat)


def _reduce_loss(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if type(subject) is CardFrame:
        subject.reductions.append([f.player, e.amount])


def _negate_replay(g: Table, f: CardFrame, e: Effect) -> None:
    subject = _subject(g, f)
    if type(subject) is CardFrame:
        _negate(g, f, e)
        subject.replay = True


def _discard_drink(g: Table, f: CardFrame, e: Effect) -> None:
    """The chosen players discard the top card of their Drink Me! pile, unseen ("Why Must I Be a Skeleton In Love?")."""
    for seat in selected(g, f, e.who):
        if _ignores(g, f, seat):
            continue
        pile = g.players[seat].drink_me
        if pile:
            g.drink_discard.append(pile.pop())
            g.emit("discard_drink", f"{g.names[seat]} discards the top card of their Drink Me! pile.", seat=seat)
        else:
            g.emit("discard_drink", f"{g.names[seat]} has no Drink to discard.", seat=seat)


for _name, _run in {
    "lose_fortitude": _stat,
    "gain_fortitude": _stat,
    "lose_alcohol": _stat,
    "gain_alcohol": _stat,
    "pay": _pay,
    "drink_from_pile": _drink_from_pile,
    "drink_from_deck": _drink_from_deck,
    "order_drinks": _order_drinks,
    "gamble": _gamble,
    "take_control": _take_control,
    "ante": _ante,
    "force_out": _force_out,
    "leave_round": _leave_round,
    "win_round": _win_round,
    "end_round_pot_to_inn": _end_round,
    "take_from_pot": _take_from_pot,
    "take_pot": _take_pot,
    "negate": _negate,
    "ignore": _ignore,
    "gold_from_inn": _gold_mod,
    "gold_discount": _gold_mod,
    "skip_payment": _gold_mod,
    "modify_drink": _modify_drink,
    "pass_drink": _pass_drink,
    "split_drink": _split_drink,
    "drink_to_fortitude": _drink_to_fortitude,
    "extra_drink": _extra_drink,
    "hit_back": _hit_back,
    "redirect_loss": _redirect_loss,
    "draw": _draw,
    "discard": _discard,
    "reveal_side": _reveal_side,
    "discard_drink": _discard_drink,
    "ignore_all": _ignore_all,
    "negate_replay": _negate_replay,
    "reduce_loss": _reduce_loss,
    "redirect_or_ignore": _redirect_loss,
    "share_loss": _share_loss,
    "base_alcohol": _base_alcohol,
    "continue_round": _continue_round,
}.items():
    declare_op(_name, _run, OP_FIELDS[_name])
