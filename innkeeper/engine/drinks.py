"""Drinks: revealing a Drink and its Chasers, the window on it, Mead's split, drinking, running out.

Rules of "4. Drink" and "More Drink Rules" (rulebook 000): a Chaser is revealed from the same place
as the Drink and adds its effects; an Event as a Chaser, or an empty pile, stops it with no effect
(and no sobering up); nobody responds until every Chaser is out; an empty Drink Me! pile at drinking
time sobers you up by 1. The Drink Deck is never empty: when its last card is taken everyone pays
1 Gold to the Inn and the discards are shuffled into a new deck at once.

Drinks That Aren't Discarded (000): a Drink card may come from a side deck of Drinks (its ``side``); once done it
goes back to that deck's discards, not to the Drink discard pile (``put_away``). A ``kept`` Drink card is not
discarded at all once drunk: it lies in front of one player (among its side deck's ``fronts``). When several players
drank it (split, passed, copied for everyone), that is the first in turn order from whoever controlled the Drink as
it resolved (the active player when it had no single controller), among those who drank it without Ignoring it
(``keeper``); when nobody did, it is put away as usual.
"""

from __future__ import annotations

from . import english, gold, hand_effects, state, timing
from .actions import Action
from .compiled import method, python_class
from .state import INN, Drink, EventFrame
from .table import Table

# ----- the Drink Deck ----------------------------------------------------------------------------

def take_from_deck(g: Table) -> int | None:
    """Take the top card of the Drink Deck (None only if no Drink is left anywhere to shuffle)."""
    return g.drink_deck.pop() if g.drink_deck else None


def home(g: Table, card: int) -> int:
    """The side deck a Drink card goes back to once done (-1: the Drink discard pile): of its kind, the first that
    misses it (two players may bring the same side deck: each gets back the card it lacks)."""
    side = g.content.cards[card].side
    if side is None:
        return -1
    first = -1
    for i, d in enumerate(g.sides):
        if d.kind == side:
            if card not in d.deck and card not in d.discard and card not in d.shown \
                    and not any(card in front for front in d.fronts):
                return i
            if first < 0:
                first = i
    return first


def put_away(g: Table, card: int) -> None:
    """A Drink card is done: to its side deck's discards if it has one, else to the Drink discard pile."""
    di = home(g, card) if g.sides else -1
    if di < 0:
        g.drink_discard.append(card)
    else:
        g.sides[di].discard.append(card)


def drink_left_to_reveal(g: Table) -> bool:
    """Whether the Drink Deck, its discards or the Bar Deck still hold a Drink that is not a Drink Event."""
    cards = g.content.cards
    for pile in (g.drink_deck, g.drink_discard, g.bar_deck or ()):
        for c in pile:
            if not cards[c].event:
                return True
    return False


def can_refill(g: Table) -> bool:
    """Whether there are Drinks to make a new Drink Deck from."""
    return bool(g.drink_discard) or bool(g.bar_deck)


def refill_due(g: Table) -> bool:
    """Whether the Drink Deck must be refilled before anything else happens (the game's loop sees to it)."""
    return not g.drink_deck and not g.refilling and bool(g.drink_discard or g.bar_deck)


def start_refill(g: Table) -> None:
    """Running Out of Drinks: everyone still in pays 1 Gold to the Inn, then the deck is remade."""
    g.refilling = True
    g.emit("drinks_out")
    gold.start(g, g.in_turn_order(g.turn_frame.player), INN, 1, "refill")


def finish_refill(g: Table) -> None:
    """Shuffle the discards into a new Drink Deck (Bar Deck variant: take the next 30 Bar cards)."""
    g.refilling = False
    if g.bar_deck is None:
        g.drink_deck = g.drink_discard
        g.drink_discard = []
        g.shuffle(g.drink_deck)
    else:
        while len(g.drink_deck) < 30:
            if not g.bar_deck:
                if not g.drink_discard:
                    break
                g.bar_deck = g.drink_discard
                g.drink_discard = []
                g.shuffle(g.bar_deck)
            g.drink_deck.insert(0, g.bar_deck.pop())
    g.emit("drinks_in")


gold.AFTER_PAYMENT["refill"] = finish_refill


# ----- a Drink's numbers -------------------------------------------------------------------------

def _half(x: int, rounding: str) -> int:
    """Half of a number, its size rounded up (or down)."""
    size = (abs(x) + 1) // 2 if rounding == "up" else abs(x) // 2
    return size if x >= 0 else -size


def values(g: Table, d: Drink, race: str | None = None, contest: bool = False) -> tuple[int, int, int, int]:
    """(Alcohol, Fortitude, cards to draw, Gold to pay the Inn) of a Drink, after its changes."""
    cards = g.content.cards
    if race is None:
        race = g.players[d.drinker].race
    alc = fort = draw = pay = 0
    for c in d.cards:
        card = cards[c]
        special = card.by_race.get(race)   # (card.values(race), without the call)
        if special is None:
            alc += card.alcohol
            fort += card.fortitude
        else:
            alc += special[0]
            fort += special[1]
        draw += card.draw
        pay += card.pay_inn
    for st in d.steps:
        if st[0] == "base":   # "Actually, that's Dragon Breath Ale.": the cards' own effects become this much Alcohol
            alc, fort, draw, pay = st[1], 0, 0, 0
    for st in d.steps:
        if st[0] == "alc":
            new = alc + st[1]
            if st[2] is not None and st[1] < 0:
                new = max(new, min(alc, st[2]))
            alc = new
        elif st[0] == "split":
            if not contest:
                alc, fort, draw, pay = (_half(v, st[1]) for v in (alc, fort, draw, pay))
        elif st[0] == "tofort" and alc > 0 and not contest:
            fort += alc
            alc = 0
    return alc, fort, draw, pay


def contest_value(g: Table, d: Drink) -> int:
    """A Drink's Alcohol for the Drinking Contest: splits, passes and taking it as Fortitude do not count."""
    return max(0, values(g, d, g.players[d.contest_seat].race, contest=True)[0])


def describe(g: Table, d: Drink) -> list[str]:
    """A Drink's cards by title (``english.drink_cards`` reads them aloud)."""
    titles = g.content.titles
    return [titles[c] for c in d.cards]


# ----- starting a Drink --------------------------------------------------------------------------

def start_pile_drink(g: Table, seat: int) -> None:
    """``seat`` drinks the top of their Drink Me! pile (or sobers up if it is empty)."""
    g.push(DrinkFrame(seat, "pile", g.n))


def start_deck_drink(g: Table, seat: int, from_event: bool = False) -> None:
    """``seat`` drinks one complete Drink from the Drink Deck."""
    frame = DrinkFrame(seat, "deck", g.n)
    frame.from_event = from_event
    g.push(frame)


def _reveal(g: Table, f: DrinkFrame) -> int | None:
    """The next card from the place this Drink is revealed from."""
    if f.source == "pile":
        pile = g.players[f.revealer].drink_me
        return pile.pop() if pile else None
    return take_from_deck(g)


# ----- the DrinkFrame rules ----------------------------------------------------------------------

def step(f: DrinkFrame, g: Table) -> bool:
    """Reveal, open windows, offer Mead's split, drink."""
    st = f.status
    cards = g.content.cards
    if st == "reveal":
        c = _reveal(g, f)
        if c is None:
            g.stack.pop()
            if f.source == "pile":
                if g.change_stat(f.revealer, "alcohol", -1):
                    g.emit("sober", seat=f.revealer)
                else:
                    g.emit("sober", seat=f.revealer, how="sober")
            return False
        if cards[c].event:
            if f.source == "pile":
                g.stack.pop()
                g.emit("reveal", seat=f.revealer, card=cards[c].title, how="event")
                g.push(EventFrame(c, f.revealer))
            else:
                g.drink_discard.append(c)
                g.emit("reveal", seat=f.revealer, card=cards[c].title, how="event_discarded")
            return False
        f.drinks = [Drink([c], f.revealer, f.revealer)]
        f.cards = [c]
        if cards[c].chaser:
            f.status = "chasers"
            return False
        f.status = st = "open1"
        if refill_due(g):
            return False   # the refill comes first
    if st == "chasers":
        c = _reveal(g, f)
        if c is not None:
            f.cards.append(c)
            if cards[c].event:
                f.status = "open1"
                return False
            f.drinks[0].cards.append(c)
            if cards[c].chaser:
                return False
        f.status = "open1"
        return False
    if st == "open1":
        if not f.multi:
            d = f.drinks[0]
            a = values(g, d)[0]
            g.emit("reveal", seat=f.revealer, cards=[cards[c].title for c in d.cards], alcohol=a)
        f.status = "window1"
        if timing.open_window(g, g.stack[-1].id, f.revealer):
            return False
        st = "window1"   # nobody could answer: go on at once
    if st == "window1":
        f.status = "mead"
        f.mead = -1
        st = "mead"
    if st == "mead":
        for di in range(f.mead + 1, len(f.drinks)):
            if _can_split_mead(g, f, di):
                f.mead = di
                return True
        if f.mead_split:
            f.status = st = "open2"
        else:
            f.status = st = "drinking"
    if st == "open2":
        f.status = "window2"
        if timing.open_window(g, g.stack[-1].id, f.revealer):
            return False
        st = "window2"
    if st == "window2" or st == "drinking":
        _drink_all(g, f)
        return False
    raise AssertionError(f"unknown Drink status {st!r}")


def _can_split_mead(g: Table, f: DrinkFrame, d: int) -> bool:
    """A Mead-like Drink may be split by its drinker after the first window, unless from an Event or a Chaser."""
    if f.from_event:
        return False
    drink = f.drinks[d]
    return (bool(drink.cards) and g.content.cards[drink.cards[0]].split and not drink.ignored
            and not any(st[0] == "split" for st in drink.steps))


def decider(f: DrinkFrame, g: Table) -> int:
    """The player who revealed the Mead chooses whom to split it with, even once it was passed to another."""
    return f.drinks[f.mead].revealer


def actions(f: DrinkFrame, g: Table, seat: int) -> list[Action]:
    """Keep the Mead whole, or split it between its drinker and another player."""
    names = g.names
    drinker = f.drinks[f.mead].drinker
    out = [Action("choose", option="keep", text=english.mead_text(names, seat, None, drinker))]
    for s in g.in_turn_order(seat):
        if s != drinker:
            out.append(Action("choose", targets=(s,), option="split",
                              text=english.mead_text(names, seat, s, drinker)))
    return out


def act(f: DrinkFrame, g: Table, action: Action) -> None:
    """Split the Mead (a second window opens on the halves) or keep it whole."""
    if action.option == "split":
        d = f.drinks[f.mead]
        split(g, f, f.mead, action.targets[0], "up")
        if d.drinker == d.revealer:
            g.emit("split", seat=d.revealer, target=action.targets[0], how="mead")
        else:
            g.emit("split", seat=d.revealer, target=action.targets[0], how="mead", drinker=d.drinker)
        f.mead_split = True


def split(g: Table, f: DrinkFrame, d: int, other: int | None, rounding: str) -> None:
    """Split drink ``d`` into two independent Drinks (``other`` None: the other half goes away)."""
    drink = f.drinks[d]
    drink.steps.append(["split", rounding])
    if other is not None:
        twin = drink.clone()
        twin.drinker = other
        twin.contest_seat = -1
        twin.ignored = False
        f.drinks.append(twin)


def _drink_all(g: Table, f: DrinkFrame) -> None:
    """Everyone drinks their Drink at once; then the cards go to the Drink discard pile.

    A Drink that discards as well as (or instead of) drawing leaves its effects to a frame of their own, on top of
    whatever else the drinking started: its drinker orders them (``hand_effects``); several drinkers in turn order.
    """
    g.stack.pop()
    ordered: list[tuple[int, list[list]]] = []
    if f.contest and f.parent >= 0:
        group = g.frame(f.parent)
        by_seat = {d.contest_seat: contest_value(g, d) for d in f.drinks if d.contest_seat >= 0}
        group.values = [by_seat.get(s, 0) for s in group.seats]
    for d in f.drinks:
        if d.ignored or g.players[d.drinker].ignoring:
            g.emit("drink", seat=d.drinker, how="ignore")
            continue
        alc, fort, draw, pay = values(g, d)
        if alc > 0 and g.hooks.drink:   # a mechanic may change what the drinker gets (a companion's mood)
            for change in g.hooks.drink:
                alc = change(g, d.drinker, alc)
        got_alc = g.change_stat(d.drinker, "alcohol", alc) if alc else 0
        got_fort = g.change_stat(d.drinker, "fortitude", fort) if fort else 0
        g.emit("drink", seat=d.drinker, alcohol=got_alc, fortitude=got_fort, of_alcohol=alc, of_fortitude=fort,
               cards=describe(g, d))
        if hand_effects.discards(g, d):
            effects = hand_effects.of(g, d)
            if effects:
                ordered.append((d.drinker, effects))
        elif draw:
            g.draw_cards(d.drinker, draw)
        if pay:
            gold.pay(g, d.drinker, INN, pay, f.gold_mods)
    cards = g.content.cards
    for c in f.cards:
        if cards[c].kept:
            _keep(g, f, c)
        else:
            put_away(g, c)
    for s in reversed(f.extra):
        start_pile_drink(g, s)
    for after in g.hooks.after_drink:
        after(g, f)
    if ordered:
        order = g.in_turn_order(g.turn_frame.player)
        for seat, effects in sorted(ordered, key=lambda o: order.index(o[0]), reverse=True):
            g.push(hand_effects.HandEffectsFrame(seat, effects))


def keeper(g: Table, f: DrinkFrame, card: int) -> int:
    """Who keeps a kept Drink card that several players may have drunk (000, Drinks That Aren't Discarded): in turn
    order from the player who controlled the Drink (the active player if it had no single controller), the first
    who drank it without Ignoring it (a player who passed it on drinks no part of it); -1 for nobody."""
    players = g.players
    drank = {d.drinker for d in f.drinks
             if card in d.cards and not d.ignored and not players[d.drinker].ignoring}
    start = f.drinks[0].drinker if f.drinks and not f.multi else g.turn_frame.player
    for s in g.in_turn_order(start):
        if s in drank:
            return s
    return -1


def _keep(g: Table, f: DrinkFrame, card: int) -> None:
    """A kept Drink card goes in front of its keeper (among its side deck's fronts), else it is put away."""
    seat = keeper(g, f, card)
    di = home(g, card)
    if seat < 0 or di < 0:
        put_away(g, card)
        return
    g.sides[di].fronts[seat].append(card)
    g.emit("keep_drink", seat=seat, card=g.title(card))


def view(f: DrinkFrame, g: Table) -> dict:
    """The public face of revealed Drinks: each Drink's cards, drinker and Alcohol, and the frame's status."""
    return {"drinks": [{
        "cards": [g.title(c) for c in d.cards], "drinker": d.drinker, "ignored": d.ignored,
        "alcohol": values(g, d)[0],
    } for d in f.drinks], "status": f.status}


@python_class
class DrinkFrame(state.DrinkFrame):
    """One or more revealed Drinks, from revealing Chasers to drinking (several at once for a contest)."""

    __slots__ = ()

    step = method(step)
    decider = method(decider)
    actions = method(actions)
    act = method(act)
    view = method(view)
