"""The heuristic bot: plays like a sensible person by scoring every legal action with a small model of the table.

It reads only ``view.observation`` (stats, pile sizes, its own hand, what is resolving, the Round) and
``view.legal``, plus the public card data (``knowledge``). Nothing else of the game reaches it.

How it scores (all in one unit, "utility"):

- Each player still in has a *health* in [0, 1]: ``life(margin) * purse(gold)``, where margin is
  Fortitude less Alcohol Content (less what the Drinks waiting on their Drink Me! pile are expected to
  add) and both factors are concave, so a point matters more the closer a player is to going out;
  health is 0 at margin <= 0 or Gold <= 0 (out of the game).
- The *value* of an outcome (a change of margin and Gold per seat) is ``SELF_WEIGHT`` x my health less
  the sum of my opponents' healths, minus ``KO_SELF`` if I would go out, plus ``KO_OPP`` per opponent
  who would. Damage therefore goes to the player closest to passing out, and knock-outs come first.
- What is still resolving (played cards in their response window, revealed Drinks, payments, a pot
  about to be won) is resolved by a small model (``_outcome``): Negates cancel, Ignores protect,
  Drinks are passed, split, converted or spiked. What a card's plain effects do (stat changes, payments,
  Drinks, antes, Songs Sung, Mockery, moods, shared and reduced losses) is not copied here: each operation
  declares an estimate with the op registry (``OpDef.estimate``) and the bot's ``_Planner`` carries out its
  verbs. An action's score is the value of the outcome with the
  action added, less the value without it, less the price of the card spent: its keep value times
  ``COST_SCALE``, and for a defence (Ignore, Negate, passing a Drink) at least what it is worth held for
  a typical threat of its kind (``OPTION_WEIGHT``). So a defence is spent on a knock-out or a real
  threat (a strong Drink, 2 Fortitude or more), not on trivia such as a Light Ale or 1 Fortitude.
- Rounds of Gambling add the pot weighted by a rough chance to win it from the Gambling and Cheating
  cards in hand (``pot_shares``): the bot gambles with such cards or for a rich pot, and leaves a
  Round it cannot win.
- In the discard phase every card worth less than ``DISCARD_BELOW`` to keep goes (``keep_values``):
  Round-leaving cards, spare Gambling cards, weak attacks; the strong defences and attacks stay. (Fast
  cycling to find defences measured clearly better than keeping a full hand.)

Ties are broken by the bot's own generator. A decision costs some tens of microseconds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from math import exp as _exp
from math import log1p as _log1p

from innkeeper.engine import Action
from innkeeper.engine.cards import Effect, SideDef
from innkeeper.engine.mechanics.tracks import gate_allows

from . import SeatView
from .heuristic_view import TableView
from .knowledge import RANK_CHEAT, RANK_WINNING_HAND, CardFacts, Knowledge, ModeFacts, default_knowledge

LIFE_SCALE = 7.0        # margin over which life rises by 1 - 1/e
GOLD_SCALE = 4.0        # Gold over which purse rises by 1 - 1/e
WAITING = 0.8           # share of a waiting Drink's expected effect counted against margin
SELF_WEIGHT = 1.5       # my health counts this much more than one opponent's
KO_SELF = 3.0           # going out
KO_OPP = 0.3            # an opponent going out
COST_SCALE = 0.025      # utility of a card worth 1.0 to keep
KEPT_PRICE = 0.5        # a kept Potion costs this share of a hand card's price to play (the next reveal refills it)
DISCARD_BELOW = 0.65    # discard cards worth less than this to keep
ROUND_DECAY = 0.7       # each further Gambling/Cheating card in hand is worth this much of the one before
ACTION_DECAY = 1.0      # ... each further Action card
REPEAT_DECAY = 0.9      # ... each further copy of one title
OPTION_WEIGHT = 0.75    # a defence is spent only on a threat this many times a typical one (or a knock-out)
CHALLENGE_RISK = 1.0    # extra margin feared when accepting The Challenge!
RIVAL_STRENGTH = 1.2    # Gambling strength assumed of each rival still in a Round
MARKER_WEIGHT = 0.3     # margin one step of a player's own track marker is worth to them (Piety: a little)
STORY = "story"         # the side-deck kind of a told story (its face-up row, the Tale, pays off when it ends)
STORY_LATER = 0.8       # a chapter told now pays when the story ends: worth this share of its effect now
STORY_NOW = 0.6         # ending the story now gains its Tale's chapters this much sooner than it would end anyway
ANIMAL_WEIGHT = 1.5     # margin (or Gold) one point of an animal's ability is worth while it stays in the Paddock
PADDOCK_FULL = 0.4      # share of an animal's worth a call adds when the Paddock is full (one goes back)
ROUND_STRENGTH = {1: 1.0, 2: 1.0, RANK_WINNING_HAND: 1.5, RANK_CHEAT: 1.7}

_SPLIT_MODE = ModeFacts("drink_affects_you", (Effect("split_drink", who="another", rounding="up"),),
                        frozenset({"split_drink"}), "split_drink", True)


# ----- health and value --------------------------------------------------------------------------

def life(margin: float, waiting: float = 0.0) -> float:
    """How far from passing out, in [0, 1): 0 at margin <= 0, concave above.

    Waiting Drinks lower the margin smoothly (a softplus), so a player with many of them stays a better
    target than one without, however deep the expected margin goes.
    """
    if margin <= 0:
        return 0.0
    x = margin - waiting
    room = x if x > 10.0 else math.log1p(math.exp(x))
    return 1.0 - math.exp(-room / LIFE_SCALE)


def purse(gold: float) -> float:
    """How far from running out of Gold, in [0, 1): 0 at no Gold, concave above."""
    if gold <= 0:
        return 0.0
    return 1.0 - math.exp(-gold / GOLD_SCALE)


class _Table:
    """The public numbers of one decision: each seat's margin, Gold and waiting Drinks, who is in, the Round."""

    __slots__ = ("me", "n", "fort", "alc", "gold", "waiting", "alive", "characters", "pot", "round", "exp", "know",
                 "view", "_marks", "_terms")

    def __init__(self, view: TableView, me: int, know: Knowledge):
        players = view.players
        self.me = me
        self.n = len(players)
        self.know = know
        self.view = view
        exp = self.exp = know.expected_drink
        # one transpose of the players' named tuples: each field becomes a tuple by seat
        characters, fort, alc, gold, _, drink_me, out = zip(*players, strict=True)
        self.characters = characters
        self.fort = fort
        self.alc = alc
        self.gold = gold
        self.waiting = [d * exp * WAITING for d in drink_me]
        self.alive = [i for i, o in enumerate(out) if not o]
        self.pot = view.pot
        self._marks: dict[int, dict] | None = None
        r = view.round
        self.round = r if r is not None and not r.ended else None
        self._terms: list[float | None] = [None] * self.n

    def mark(self, s: int) -> dict | None:
        """The track marker of seat ``s`` (None: it has none), read from the view on first use."""
        marks = self._marks
        if marks is None:
            tracks = self.view.tracks
            marks = self._marks = {m["owner"]: m for m in tracks} if tracks else {}
        return marks.get(s)

    def margin(self, s: int) -> int:
        """Fortitude less Alcohol Content."""
        return self.fort[s] - self.alc[s]

    def _term(self, s: int, dm: float, dg: float) -> float:
        """One seat's part of the value: my health weighted, less each opponent's, with knock-outs.

        Health is ``life(margin, waiting) * purse(gold)``, written out here (the same arithmetic, in the same order).
        """
        margin = self.fort[s] - self.alc[s] + dm
        gold = self.gold[s] + dg
        if margin <= 0 or gold <= 0:
            h = 0.0
        else:
            x = margin - self.waiting[s]
            h = (1.0 - _exp(-(x if x > 10.0 else _log1p(_exp(x))) / LIFE_SCALE)) * (1.0 - _exp(-gold / GOLD_SCALE))
        if s == self.me:
            return SELF_WEIGHT * h - (KO_SELF if h == 0.0 else 0.0)
        return (KO_OPP if h == 0.0 else 0.0) - h

    def value(self, dm: list[float], dg: list[float]) -> float:
        """Utility for me of every seat's margin and Gold changing by ``dm`` and ``dg``."""
        total = 0.0
        terms = self._terms
        for s in self.alive:
            m = dm[s]
            g = dg[s]
            if m or g:
                total += self._term(s, m, g)
            else:
                term = terms[s]
                if term is None:
                    term = terms[s] = self._term(s, 0.0, 0.0)
                total += term
        return total

    def health(self, s: int) -> float:
        """A seat's health as it stands."""
        return life(self.margin(s), self.waiting[s]) * purse(self.gold[s])


def evaluate(observation: dict, seat: int) -> float:
    """How good the position is for ``seat``, in [0, 1]: its share of the squared healths of everyone still in.

    A finished game gives 1 to a sole winner, 1/k to each of k tied winners and 0 to the rest; a seat
    that is out gets 0. Otherwise health is ``life(margin) * purse(gold)`` (see the module docstring,
    waiting Drinks counted against margin), nudged by hand size; squaring favours the clear leader.
    """
    if observation["over"]:
        winners = observation["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0
    players = observation["players"]
    if players[seat]["out"]:
        return 0.0
    exp = default_knowledge().expected_drink * WAITING
    total = mine = 0.0
    for i, p in enumerate(players):
        if p["out"]:
            continue
        h = life(p["fortitude"] - p["alcohol"], p["drink_me_size"] * exp) * purse(p["gold"])
        h *= 0.85 + 0.15 * min(p["hand_size"], 7) / 7
        total += h * h
        if i == seat:
            mine = h * h
    if total <= 0.0:
        alive = sum(not p["out"] for p in players)
        return 1.0 / alive
    return mine / total


def settled_changes(g, know: Knowledge | None = None) -> tuple[list[float], list[float]] | None:
    """Each seat's margin and Gold change once what is pending on ``g``'s stack resolves, as the bot models it.

    Reads only the public table (the frames' own public views, stats), so it is the same for every seat; None
    when nothing is pending. A search scores a cut-off rollout with it (``evaluate.evaluate_settled``).
    """
    if not g.stack:
        return None
    view = TableView.of(g, g.current_player if g.current_player is not None else 0)
    t = _Table(view, view.seat, know or default_knowledge())
    items, _ = parse_stack(t, view)
    return _outcome(t, items)


# ----- what is resolving -------------------------------------------------------------------------

class _Card:
    """A played card waiting in its response window (or a candidate play): one use of it and its targets."""

    __slots__ = ("mode", "player", "targets", "drink", "subject", "negated", "ignored", "chosen")

    def __init__(self, mode: ModeFacts, player: int, targets, drink: int, subject: int, negated: bool = False,
                 ignored=(), chosen=()):
        self.mode = mode
        self.player = player
        self.targets = targets
        self.drink = drink
        self.subject = subject
        self.negated = negated
        self.ignored = ignored
        self.chosen = chosen   # the players chosen for its Gear card


class _Drinks:
    """Revealed Drinks about to be drunk: [drinker, alcohol, fortitude, gold to pay, ignored] each."""

    __slots__ = ("drinks",)

    def __init__(self, drinks: list[list]):
        self.drinks = drinks


class _Other:
    """A payment, a Fortitude loss just taken, or a pot about to be won."""

    __slots__ = ("kind", "payers", "to", "amount", "source", "winner")

    def __init__(self, kind: str, payers=(), to: int = -1, amount: int = 0, source: int = -1, winner: int = -1):
        self.kind = kind
        self.payers = payers
        self.to = to
        self.amount = amount
        self.source = source
        self.winner = winner


def _mode_of(facts: CardFacts, drink: int) -> ModeFacts:
    """Which use of a played card it is: the Drink-targeting one when it names a Drink."""
    modes = facts.modes
    if len(modes) > 1:
        for m in modes:
            if m.needs_drink == (drink >= 0):
                return m
    return modes[0]


def parse_stack(t: _Table, view: TableView) -> tuple[list, int]:
    """The stack as resolver items (None where nothing is modelled), and the subject of the open window (-1).

    Only the frames it models are read (``TableView.frame``): a played card in its window, revealed Drinks, a
    payment, a loss, a won pot, and the windows that say what they answer.
    """
    know = t.know
    kinds = view.kinds
    frame = view.frame
    items: list = []
    last = len(kinds) - 1
    for i, kind in enumerate(kinds):
        item = None
        if kind == "card":
            if i < last and kinds[i + 1] == "window" and frame(i + 1)["subject"] == i:
                f = frame(i)
                facts = know.card(f["card"])
                if facts is not None:
                    subject = frame(i - 1)["subject"] if i > 0 and kinds[i - 1] == "window" else -1
                    item = _Card(_mode_of(facts, f["drink"]), f["player"], tuple(f["targets"]), f["drink"], subject,
                                 f["negated"], tuple(f["ignored"]))
                    if f.get("gear"):   # its Gear card's effects come after its own (one play)
                        item.mode = _geared(know, item.mode, f["gear"])
                        item.chosen = tuple(f.get("chosen", ()))
        elif kind == "drink":
            f = frame(i)
            if f["drinks"]:
                drinks = []
                for d in f["drinks"]:
                    s = d["drinker"]
                    fort = pay = 0
                    for title in d["cards"]:
                        _, fo, pa = know.drink(title, know.race(t.characters[s]))
                        fort += fo
                        pay += pa
                    drinks.append([s, d["alcohol"], fort, pay, d["ignored"]])
                item = _Drinks(drinks)
        elif kind == "pay":
            f = frame(i)
            item = _Other("pay", tuple(f["payers"]), f["to"], f["amount"])
        elif kind == "loss":
            item = _Other("loss", source=frame(i)["source"])
        elif kind == "round_won":
            f = frame(i)
            item = _Other("won", winner=f["taker"] if f["taker"] >= 0 else f["winner"])
        items.append(item)
    subject = frame(last)["subject"] if kinds and kinds[-1] == "window" else -1
    return items, subject


def _geared(know: Knowledge, mode: ModeFacts, gear: str) -> ModeFacts:
    """A played card's use with the effects of the Gear card attached to it after its own."""
    facts = know.card(gear)
    if facts is None:
        return mode
    g = facts.modes[0]
    return ModeFacts(mode.cond, mode.effects + g.effects, mode.ops | g.ops, mode.role, mode.needs_drink)


def _animal(know: Knowledge, title: str):
    """The ability of the Stable card with this title (None: not an animal)."""
    cid = know.content.by_title.get(title)
    return getattr(know.content.cards[cid], "animal", None) if cid is not None else None


def animal_shift(a) -> tuple[float, float]:
    """What an animal in the Paddock is worth to its owner, as margin and Gold (it stays until she is hit)."""
    margin = ANIMAL_WEIGHT * (a.guard + a.charge + a.turn_fortitude + a.turn_sober - a.drink) + a.kick
    return margin, ANIMAL_WEIGHT * a.turn_gold + 0.7 * a.pot


def _select(t: _Table, c: _Card, who: str) -> list[int]:
    """The seats an effect of a card reaches."""
    if who == "you":
        return [c.player]
    if who == "chosen":
        return list(c.chosen)
    if who in ("another", "another_in_round"):
        return list(c.targets[:1])
    if who == "each_other":
        return [s for s in t.alive if s != c.player]
    if who == "everyone":
        return list(t.alive)
    return []


def _half(x: int, rounding: str) -> int:
    """Half a number, its size rounded up (or down)."""
    size = (abs(x) + 1) // 2 if rounding == "up" else abs(x) // 2
    return size if x >= 0 else -size


def _outcome(t: _Table, items: list, first: _Alone | None = None) -> tuple[list[float], list[float]]:
    """Margin and Gold change per seat once everything on the stack has resolved (top first).

    ``first``: a card of plain effects already resolved on its own (``_alone``), resolving before all of ``items``
    (a candidate play, as if on top of the stack): the rest starts from what it did.
    """
    if first is None:
        n = t.n
        dm = [0.0] * n
        dg = [0.0] * n
        loss_mods: dict[tuple[int, int], tuple[bool, int]] = {}
    else:
        dm, dg, loss_mods = first
    count = len(items)
    negated = [False] * count
    extra_ignored: dict[int, set] = {}
    drink_state: dict[int, list[list]] = {}
    shields: dict[tuple[int, int], int] = {}
    leavers: dict[int, set] = {}
    redirects: dict[int, dict] = {}
    takers: dict[int, int] = {}
    planner: _Planner | None = None
    for k in range(count - 1, -1, -1):
        it = items[k]
        if it is None or negated[k]:
            continue
        tp = type(it)
        if tp is _Card:
            if it.negated:
                continue
            mode = it.mode
            role = mode.role
            j = it.subject
            target = items[j] if 0 <= j < count else None
            if role in ("negate", "negate_drink_change", "cheat_catch"):
                if target is not None:
                    negated[j] = True
            elif role == "ignore_card":
                extra_ignored.setdefault(j, set()).add(it.player)
            elif mode.needs_drink and type(target) is _Drinks:
                ds = drink_state.get(j)
                if ds is None:
                    ds = drink_state[j] = [list(d) + [False] for d in target.drinks]
                _change_drink(t, it, ds, dm)
            elif role == "gold_shield":
                for e in mode.effects:
                    if e.op in ("gold_from_inn", "skip_payment"):
                        shields[(j, it.player)] = 99
                    elif e.op == "gold_discount":
                        shields[(j, it.player)] = shields.get((j, it.player), 0) + e.amount
            elif role == "leave":
                leavers.setdefault(j, set()).add(it.player)
            elif role == "redirect":
                if it.targets:
                    redirects.setdefault(j, {})[it.player] = it.targets[0]
                else:   # "redirect_or_ignore" with nobody but the source to send it to: an Ignore
                    extra_ignored.setdefault(j, set()).add(it.player)
            elif role == "hit_back":
                if type(target) is _Other and target.kind == "loss" and target.source >= 0:
                    dm[target.source] -= mode.effects[0].amount
            elif role == "take_pot":
                takers[j] = it.player
            elif role == "grab_pot":
                dg[it.player] += min(1, t.pot)
            else:
                if planner is None:
                    planner = _Planner(t, dm, dg, shields, loss_mods)
                _direct(planner, it, k, extra_ignored.get(k, ()), redirects.get(k, {}), leavers.get(k, ()))
                continue
            for e in mode.effects:   # a price paid with the card ("Oh, Barmaid! ...")
                if e.op == "pay" and e.who == "you":
                    dg[it.player] -= e.amount
        elif tp is _Drinks:
            for d in drink_state.get(k, it.drinks):
                _drink(t, d, shields.get((k, d[0]), 0), dm, dg)
        elif it.kind == "pay":
            for s in it.payers:
                amount = max(0, min(it.amount, t.gold[s]) - shields.get((k, s), 0))
                dg[s] -= amount
                if it.to >= 0:
                    dg[it.to] += amount
        elif it.kind == "won":
            winner = takers.get(k, it.winner)
            if winner >= 0:
                dg[winner] += t.pot
    return dm, dg


# Roles ``_outcome`` resolves by changing the stack itself; any other card's effects are plain effects (``_direct``).
_ANSWER_ROLES = frozenset({"negate", "negate_drink_change", "cheat_catch", "ignore_card", "gold_shield", "leave",
                           "redirect", "hit_back", "take_pot", "grab_pot"})

_Alone = tuple[list[float], list[float], dict]   # margin and Gold changes, and answered losses, of one card


def _alone(t: _Table, c: _Card) -> _Alone:
    """What a card of plain effects does resolving before anything else (as ``_outcome`` starts with it on top)."""
    n = t.n
    dm = [0.0] * n
    dg = [0.0] * n
    loss_mods: dict = {}
    # its index: none that a window's subject could be (its own answered losses are not its own effects')
    _direct(_Planner(t, dm, dg, {}, loss_mods), c, -2, (), {}, ())
    return dm, dg, loss_mods


def _change_drink(t: _Table, c: _Card, ds: list[list], dm: list[float]) -> None:
    """A card changes a revealed Drink: Ignore, pass, split, convert, spike or water down, or an extra Drink."""
    d = c.drink
    if not 0 <= d < len(ds):
        return
    drink = ds[d]
    for e in c.mode.effects:
        op = e.op
        if op == "ignore":
            drink[4] = True
        elif op == "pass_drink" and c.targets:
            drink[0] = c.targets[0]
        elif op == "split_drink":
            halves = [drink[0], _half(drink[1], e.rounding), _half(drink[2], e.rounding), _half(drink[3], e.rounding),
                      drink[4], drink[5]]
            drink[:] = halves
            if e.who == "another" and c.targets:
                ds.append([c.targets[0]] + halves[1:4] + [False, halves[5]])
        elif op == "drink_to_fortitude":
            drink[5] = True
        elif op == "modify_drink":
            new = drink[1] + e.alcohol
            if e.floor is not None and e.alcohol < 0:
                new = max(new, min(drink[1], e.floor))
            drink[1] = new
        elif op == "base_alcohol":
            drink[1:4] = [e.alcohol, 0, 0]
        elif op == "extra_drink":
            s = drink[0]
            if t.waiting[s] > 0:
                dm[s] -= t.exp


def _drink(t: _Table, d: list, shield: int, dm: list[float], dg: list[float]) -> None:
    """A drinker drinks a Drink: [drinker, alcohol, fortitude, gold to pay, ignored, (as Fortitude)]."""
    if d[4]:
        return
    s, alcohol, fortitude, pay = d[0], d[1], d[2], d[3]
    if len(d) > 5 and d[5] and alcohol > 0:
        fortitude += alcohol
        alcohol = 0
    gained = max(-t.alc[s], min(alcohol, 20 - t.alc[s]))
    healed = min(fortitude, 20 - t.fort[s])
    dm[s] += healed - gained
    if pay:
        dg[s] -= max(0, min(pay, t.gold[s]) - shield)


def _gate(t: _Table, seat: int, e: Effect) -> bool:
    """Whether an effect gated on its player's track marker happens (no marker: it never does)."""
    m = t.mark(seat)
    return m is not None and gate_allows(m["value"], e)


class _Planner:
    """The bot's side of ``ops.Planner``: the verbs each operation's declared estimate tells, over one outcome.

    One is made per outcome and pointed at each card in turn (``at``); the verbs add to that outcome's margin
    and Gold changes, with the answers expected on the stack (Ignores, redirects, Gold shields, leavers, shared
    and reduced losses) applied.
    """

    __slots__ = ("t", "dm", "dg", "c", "k", "player", "ignored", "shields", "redirects", "leavers", "_served",
                 "loss_mods")

    def __init__(self, t: _Table, dm: list[float], dg: list[float], shields: dict, loss_mods: dict):
        self.t = t
        self.dm = dm
        self.dg = dg
        self.shields = shields
        self.loss_mods = loss_mods   # (card index, seat) -> (share, reduce) for the loss that card gives
        self.c: _Card | None = None
        self.k = -1
        self.player = -1
        self.ignored: set | frozenset = frozenset()
        self.redirects: dict = {}
        self.leavers: set | tuple = ()
        self._served: set[int] = set()

    def at(self, c: _Card, k: int, ignored, redirects: dict, leavers) -> None:
        """Point the planner at card ``c``, item ``k`` of the stack (or a candidate play)."""
        self.c = c
        self.k = k
        self.player = c.player
        self.ignored = set(ignored) | set(c.ignored) if ignored else c.ignored
        self.redirects = redirects
        self.leavers = leavers
        self._served = set()

    def seats(self, who: str) -> list[int]:
        """The seats an effect of the card reaches."""
        return _select(self.t, self.c, who)

    def ignores(self, seat: int) -> bool:
        """Whether ``seat`` Ignores the card."""
        return seat in self.ignored

    def others(self, seat: int) -> list[int]:
        """The players still in other than ``seat``."""
        return [s for s in self.t.alive if s != seat]

    def fortitude(self, seat: int, amount: int) -> None:
        """A Fortitude change (a loss: redirected, Ignored, shared or reduced as expected)."""
        t = self.t
        if amount < 0:
            seat = self.redirects.get(seat, seat)
            if seat in self.ignored:
                return
            mod = self.loss_mods.get((self.k, seat)) if self.loss_mods else None
            if mod is not None:
                share, reduce = mod
                loss = max(0, -amount - reduce)
                if share:
                    loss = (loss + 1) // 2
                    if self.player != seat:
                        self.dm[self.player] -= loss
                self.dm[seat] -= loss
                return
            self.dm[seat] += amount
        else:
            self.dm[seat] += min(amount, 20 - t.fort[seat])

    def alcohol(self, seat: int, amount: int) -> None:
        """An Alcohol Content change (capped at 0 and 20)."""
        t = self.t
        if amount > 0:
            self.dm[seat] -= min(amount, 20 - t.alc[seat])
        else:
            self.dm[seat] += min(-amount, t.alc[seat])

    def pay(self, seat: int, amount: int, to: int) -> None:
        """A payment, less what a Gold shield covers."""
        paid = max(0, min(amount, self.t.gold[seat]) - self.shields.get((self.k, seat), 0))
        self.dg[seat] -= paid
        if to >= 0:
            self.dg[to] += paid

    def drinks(self, seat: int, count: float) -> None:
        """``count`` mean Drinks more for ``seat``."""
        self.dm[seat] -= count * self.t.exp

    def drink_top(self, seat: int) -> None:
        """The top of the pile drunk now: a waiting Drink (or, with none, a little sobering)."""
        t = self.t
        if seat in self._served:
            return
        if t.waiting[seat] > 0:
            self.dm[seat] -= t.exp
        elif t.alc[seat] > 0:
            self.dm[seat] += 1

    def served(self, seat: int) -> None:
        """``seat`` was handed a Drink by this card: drinking the top of the pile now is that same Drink."""
        self._served.add(seat)

    def weakest_others(self, count: int) -> list[int]:
        """The ``count`` weakest players other than the card's player."""
        t = self.t
        return sorted((s for s in t.alive if s != self.player), key=t.health)[:count]

    def round_live(self) -> bool:
        """Whether a Round is under way."""
        return self.t.round is not None

    def ante(self, amount: int, start: bool) -> None:
        """Everyone in (the Round, or everyone still in for a new one) antes, bar leavers and shields."""
        t = self.t
        k = self.k
        for s in (t.alive if start else t.round.players):
            if s not in self.leavers:
                self.dg[s] -= max(0, min(amount, t.gold[s]) - self.shields.get((k, s), 0))

    def marker(self, amount: int) -> None:
        """The player's track marker moves: a little margin, as far as the chart goes."""
        t = self.t
        m = t.mark(self.player)
        if m is not None:
            self.dm[self.player] += MARKER_WEIGHT * (min(m["high"], max(m["low"], m["value"] + amount)) - m["value"])

    def loss_answer(self, share: bool, reduce: int) -> None:
        """My loss from the answered card is shared with its player or reduced."""
        c = self.c
        old = self.loss_mods.get((c.subject, c.player), (False, 0))
        self.loss_mods[(c.subject, c.player)] = (old[0] or share, old[1] + reduce)

    def worth(self, seat: int, margin: float) -> None:
        """Something worth ``margin`` to ``seat``."""
        self.dm[seat] += margin


def _direct(p: _Planner, c: _Card, k: int, ignored, redirects: dict, leavers) -> None:
    """The plain effects of a card, as each operation's declared estimate tells them (``ops.OpDef.estimate``)."""
    p.at(c, k, ignored, redirects, leavers)
    t = p.t
    player = c.player
    for estimate, e in c.mode.plan:
        if e.gated and not _gate(t, player, e):
            continue
        estimate(p, e)


# ----- Rounds of Gambling ------------------------------------------------------------------------

def win_chance(strength: float, rivals: int, control: float) -> float:
    """Rough chance to win a Round holding ``strength`` in Gambling/Cheating cards against ``rivals``."""
    if rivals <= 0:
        return 1.0
    mine = strength + control
    return min(0.95, mine / (mine + RIVAL_STRENGTH * rivals)) if mine > 0 else 0.0


def pot_shares(t: _Table, facts: CardFacts, mode: ModeFacts, strength: float, dg: list[float]) -> None:
    """Add to ``dg`` the Gold from the pot each seat may expect because of this play, over not playing it.

    Without the play the pot is taken to go to my rivals in the Round; with a play that takes control
    I win it with ``win_chance`` and they share the rest (so "I raise!" gives most of their antes back
    in expectation). Leaving gives up my chance; the Wench's tip and anti-cheat cards move the pot.
    """
    role = mode.role
    me = t.me
    r = t.round
    if role in ("gamble", "round"):
        rest = strength - ROUND_STRENGTH.get(facts.rank, 1.0)
        control = 2.0 if facts.rank == RANK_WINNING_HAND else 1.0
        if r is None:
            if role != "gamble":
                return
            ins = [s for s in t.alive if t.gold[s] > 0]
            pot, before = len(ins), 0
        else:
            ins = r.players
            pot = t.pot + (len(ins) if "ante" in mode.ops else 0)
            before = t.pot
        rivals = [s for s in ins if s != me]
        if not rivals:
            dg[me] += pot
            return
        forced = "force_out" in mode.ops
        p = 0.95 if forced and len(rivals) == 1 else win_chance(rest, len(rivals) - forced, control)
        dg[me] += p * pot
        share = ((1 - p) * pot - before) / len(rivals)
        for s in rivals:
            dg[s] += share
    elif role == "leave":
        ins = r.players if r is not None else t.alive
        control = 1.0 if r is not None and r.controller == me else 0.0
        dg[me] -= win_chance(strength, len(ins) - 1, control) * (t.pot + len(ins))
    elif r is not None:
        c = r.controller
        if role == "grab_pot" and c == me:
            dg[me] -= 0.6
        elif role == "tip_pot":   # the Round ends and I take the pot without winning it
            dg[me] += t.pot * (0.3 if c == me else 1.0 - win_chance(strength, len(r.players) - 1, 0.0))
            if 0 <= c != me:
                dg[c] -= 0.7 * t.pot
        elif role == "end_round":
            if c == me:
                dg[me] -= 0.7 * t.pot
            else:
                dg[me] -= win_chance(strength, len(r.players) - 1, 0.0) * t.pot
                if c >= 0:
                    dg[c] -= 0.7 * t.pot
        elif role == "cheat_catch":
            dg[me] += t.pot
            if 0 <= c != me:
                dg[c] -= 0.7 * t.pot


# ----- the discard phase -------------------------------------------------------------------------

def keep_values(t: _Table, hand: Sequence[str]) -> list[float]:
    """How much each card in hand is worth keeping now (0 to 1).

    Each card starts from its keep value (``knowledge``). Within a group (Gambling and Cheating cards;
    Action cards; copies of one title) the best card keeps its value and each further one is worth less,
    so a hand does not fill up with one kind. Heals and defences are worth more when margin is low, Gold
    protection when Gold is low.
    """
    me = t.me
    return _keep_values(t.know, hand, t.margin(me) - t.waiting[me], t.gold[me], t.fort[me])


def _keep_values(know: Knowledge, hand: Sequence[str], margin: float, gold: int, fort: int) -> list[float]:
    """``keep_values`` of a hand, from the holder's margin (less waiting Drinks), Gold and Fortitude."""
    facts_list = [know.card(title) for title in hand]
    values = []
    groups: dict[object, list[int]] = {}
    for i, facts in enumerate(facts_list):
        if facts is None:
            values.append(0.5)
            continue
        v = facts.keep
        roles = facts.roles
        if "gold_shield" in roles and gold <= 3:
            v += 0.3
        if "leave" in roles and gold <= 2:
            v += 0.2
        if roles & _DEFENCES and margin <= 8:
            v += 0.1
        if facts.heals_me:
            v += 0.2 if margin <= 8 else (-0.2 if fort >= 20 else 0.0)
        values.append(v)
        key = "round" if facts.rank else ("action" if facts.type == "action" else facts.title)
        groups.setdefault(key, []).append(i)
    for key, members in groups.items():
        if len(members) > 1:
            decay = ROUND_DECAY if key == "round" else ACTION_DECAY if key == "action" else REPEAT_DECAY
            members.sort(key=values.__getitem__, reverse=True)
            for rank, i in enumerate(members):
                values[i] *= decay ** rank
    return values


_KEEPS_MAX = 20_000   # hands remembered by ``hand_keeps`` (per card set); past it the memory starts again


def hand_keeps(know: Knowledge, hand: tuple[str, ...], margin: float, gold: int, fort: int) -> dict[str, float]:
    """Each title's keep value in this hand (the least of its copies'), remembered by the hand and the four facts
    of its holder that ``keep_values`` reads (Gold at most 3, at most 2, margin at most 8, Fortitude full)."""
    memo = know.memo("heuristic.hand_keeps")
    key = (hand, gold <= 3, gold <= 2, margin <= 8, fort >= 20)
    keeps = memo.get(key)
    if keeps is None:
        keeps = {}
        for title, v in zip(hand, _keep_values(know, hand, margin, gold, fort), strict=True):
            keeps[title] = min(v, keeps.get(title, 9.0))
        if len(memo) >= _KEEPS_MAX:
            memo.clear()
        memo[key] = keeps
    return keeps


# ----- the bot -----------------------------------------------------------------------------------

class HeuristicBot:
    """Scores each legal action with a small model of the table and plays the best (see the module docstring).

    Option ``knowledge``: a ``Knowledge`` over other content (``Knowledge(load_content(paths))``) when the
    game loads its own card files; by default the built-in cards.
    """

    kind = "heuristic"

    def __init__(self, seat: int, seed: int, **options):
        unknown = set(options) - {"knowledge"}
        if unknown:
            raise ValueError(f"unknown heuristic bot option(s): {', '.join(sorted(unknown))}")
        self.seat = seat
        self.rng = random.Random(seed)
        self.know: Knowledge = options.get("knowledge") or default_knowledge()

    def act(self, view: SeatView) -> Action:
        """The legal action with the best score (ties broken at random)."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(view)
        best = max(scores)
        tied = [a for a, s in zip(legal, scores, strict=True) if s >= best - 1e-9]
        return tied[0] if len(tied) == 1 else tied[self.rng.randrange(len(tied))]

    def scores(self, view: SeatView) -> list[float]:
        """A score for each of ``view.legal``, in order."""
        legal = view.legal
        obs = view.table
        for a in legal:
            if a.kind != "discard" and a.kind != "draw":
                break
        else:   # discards and the draw: only my hand and my own numbers matter
            me = obs.players[self.seat]
            know = self.know
            waiting = me.drink_me_size * know.expected_drink * WAITING
            keeps = hand_keeps(know, obs.hand, me.fortitude - me.alcohol - waiting, me.gold, me.fortitude)
            return [DISCARD_BELOW - keeps.get(a.card, 0.5) if a.kind == "discard" else 0.0 for a in legal]
        ctx = _Context(_Table(obs, self.seat, self.know))
        return [ctx.score(a) for a in legal]


SHAKE_DRAW = 0.03   # a card drawn by a Shake it Off, in the same units as a score


class _Context:
    """One decision: the table, what is resolving, and the scoring of each kind of action.

    What is resolving (``items``, ``subject``) and its outcome (``base``, ``base_dm``, ``base_dg``) are worked out
    when an action first needs them: discards and draws never do, nor a play whose plain effects change nothing.
    """

    __slots__ = ("t", "hand", "obs", "_items", "_subject", "_base", "_base_dm", "_base_dg", "_keeps", "_strength",
                 "_gear", "_tale", "_chapter", "_stable")

    def __init__(self, t: _Table):
        self.t = t
        obs = self.obs = t.view
        self.hand = obs.hand
        self._items: list | None = None
        self._subject = -1
        self._base: float | None = None
        self._base_dm: list[float] = []
        self._base_dg: list[float] = []
        self._keeps: dict[str, float] | None = None
        self._strength: float | None = None
        self._gear: float | None = None
        self._tale: float | None = None
        self._chapter: float | None = None
        self._stable: float | None = None

    @property
    def items(self) -> list:
        """The stack as resolver items (``parse_stack``)."""
        items = self._items
        if items is None:
            items, self._subject = parse_stack(self.t, self.obs)
            self._items = items
        return items

    @property
    def subject(self) -> int:
        """The stack index of the open window's subject (-1: none)."""
        if self._items is None:
            self.items   # noqa: B018  (parses the stack, which sets the subject)
        return self._subject

    @property
    def base(self) -> float:
        """The value of what is resolving, as it stands."""
        if self._base is None:
            dm, dg = _outcome(self.t, self.items)   # type: ignore[misc]   # (never None without a candidate)
            self._base_dm = dm
            self._base_dg = dg
            self._base = self.t.value(dm, dg)
        return self._base

    @property
    def base_dm(self) -> list[float]:
        """Each seat's margin change once what is resolving has resolved."""
        if self._base is None:
            self.base   # noqa: B018
        return self._base_dm

    @property
    def base_dg(self) -> list[float]:
        """Each seat's Gold change once what is resolving has resolved."""
        if self._base is None:
            self.base   # noqa: B018
        return self._base_dg

    def outcome_with(self, cand: _Card) -> tuple[list[float], list[float]] | None:
        """The outcome with ``cand`` resolving first; None when it changes nothing (the outcome is ``base``'s).

        A card of plain effects resolves first the same whatever is below it: what it does on its own is worked out
        before the stack is read, and when that is nothing (no margin, Gold or answered loss) the rest resolves as
        without it.
        """
        mode = cand.mode
        j = cand.subject
        if mode.role in _ANSWER_ROLES or (mode.needs_drink and j >= 0 and j < len(self.items)
                                          and type(self.items[j]) is _Drinks):
            return _outcome(self.t, self.items + [cand])
        first = _alone(self.t, cand)
        dm, dg, loss_mods = first
        if not loss_mods and not any(dm) and not any(dg):
            return None
        if not self.obs.depth:
            return dm, dg   # nothing below it
        return _outcome(self.t, self.items, first)

    def score(self, a: Action) -> float:
        """The score of one action (0 = passing)."""
        kind = a.kind
        if kind == "play":
            return self.play(a)
        if kind == "pass" or kind == "draw" or kind == "drink":
            return 0.0
        if kind == "discard":
            return DISCARD_BELOW - self.keep(a.card)
        if kind == "order":
            return self.order(a.targets[0])
        if kind == "choose":
            return self.choose(a)
        if kind == "shake":
            return self.shake(a)
        return 0.0

    def shake(self, a: Action) -> float:
        """Value of Shaking it Off now: its cost and effect on me (cards drawn count a little)."""
        mode = self.t.know.shake(a.card)
        if mode is None:
            return 0.0
        return self.gain([_Card(mode, self.t.me, (), -1, -1)]) + SHAKE_DRAW * mode.drawn

    def keep(self, title: str) -> float:
        """Keep value of a card in hand (the least of its copies)."""
        if self._keeps is None:
            t = self.t
            me = t.me
            self._keeps = hand_keeps(t.know, self.hand, t.margin(me) - t.waiting[me], t.gold[me], t.fort[me])
        return self._keeps.get(title, 0.5)

    def strength(self) -> float:
        """My strength in a Round of Gambling: the Gambling and Cheating cards in hand."""
        if self._strength is None:
            know = self.t.know
            total = 0.0
            for title in self.hand:
                f = know.card(title)
                if f is not None and f.rank:
                    total += ROUND_STRENGTH.get(f.rank, 1.0)
            self._strength = total
        return self._strength

    def gain(self, extra: list) -> float:
        """Value of the outcome with ``extra`` items resolving first, over the value without them."""
        if len(extra) == 1:
            out = self.outcome_with(extra[0])
            if out is None:
                return 0.0   # (the value without it, less itself)
        else:
            out = _outcome(self.t, self.items + extra)
        return self.t.value(*out) - self.base   # type: ignore[misc]

    def play(self, a: Action) -> float:
        """Value of playing a card, less its price; Gambling plays add the pot they may win."""
        t = self.t
        facts = t.know.card(a.card)
        if facts is None:
            return -0.01
        mode = facts.modes[a.mode] if a.mode < len(facts.modes) else facts.modes[0]
        subject = self.subject if facts.type == "sometimes" else -1
        cand = _Card(mode, t.me, a.targets, -1 if a.drink is None else a.drink, subject)
        out = self.outcome_with(cand)
        if facts.rank or mode.role in _POT_ROLES:
            dm, dg = (self.base_dm[:], self.base_dg[:]) if out is None else out
            pot_shares(t, facts, mode, self.strength(), dg)
            value = t.value(dm, dg) - self.base
        else:
            value = 0.0 if out is None else t.value(*out) - self.base   # (None: the value without it, less itself)
        if facts.gear:
            value += self.gear_value()
        elif facts.horseshoe:
            value += self.stable_value()
        if "tell_story" in mode.ops or "end_story" in mode.ops:
            value += self.story_value(mode)
        phase_action = facts.type in ("action", "action_gambling") and t.round is None and not self.obs.depth
        price = 0.0 if phase_action or facts.rank else facts.keep * COST_SCALE
        if mode.role in _TYPICAL and not phase_action:
            price = max(price, self.option_value(mode.role))
        if facts.rank:
            price = 0.002 * facts.rank
        if a.option == "potion":
            price *= KEPT_PRICE
        if facts.type == "anytime" and self.obs.phase == "discard" and not self.obs.depth \
                and self.keep(a.card) < DISCARD_BELOW:
            price = 0.0   # it would be discarded anyway
        return value - price

    def my_side(self) -> SideDef | None:
        """My character's side deck (its definition), if it has one."""
        t = self.t
        ch = t.know.content.characters.get(t.characters[t.me])
        return ch.side if ch is not None else None

    def gear_value(self) -> float:
        """The mean worth of the Gear card a gear-icon card of mine brings, each aimed at the weakest rivals."""
        if self._gear is None:
            t = self.t
            content = t.know.content
            side = self.my_side()
            total = 0.0
            if side is not None and side.deck:
                rivals = sorted((s for s in t.alive if s != t.me), key=t.health)
                worth: dict[int, float] = {}
                for cid in side.deck:
                    if cid not in worth:
                        card = content.cards[cid]
                        facts = t.know.card(card.title)
                        worth[cid] = self.gain([_Card(facts.modes[0], t.me, (), -1, -1,
                                                      chosen=tuple(rivals[:card.choose]))]) if facts else 0.0
                    total += worth[cid]
                total /= len(side.deck)
            self._gear = total
        return self._gear

    def tale_value(self) -> float:
        """What my Tale (the chapters of my story told so far) is worth if the story ends now."""
        if self._tale is None:
            t = self.t
            tale = []
            for side in self.obs.sides:
                if side.owner == t.me and side.kind == STORY:
                    for title in side.shown:
                        facts = t.know.card(title)
                        if facts is not None:
                            tale.append(_Card(facts.modes[0], t.me, (), -1, -1))
            self._tale = self.gain(tale) if tale else 0.0
        return self._tale

    def story_value(self, mode: ModeFacts) -> float:
        """Telling chapters (each worth a mean Story card, an Ending paying off the Tale too) and ending the story."""
        t = self.t
        tells = sum(1 for e in mode.effects if e.op == "tell_story")
        value = 0.0
        if tells:
            if self._chapter is None:
                content = t.know.content
                side = self.my_side()
                total = 0.0
                if side is not None and side.kind == STORY and side.deck:
                    tale = self.tale_value()
                    for cid in side.deck:
                        card = content.cards[cid]
                        facts = t.know.card(card.title)
                        worth = self.gain([_Card(facts.modes[0], t.me, (), -1, -1)]) if facts else 0.0
                        total += worth + (tale if card.ending else 0.0)
                    total /= len(side.deck)
                self._chapter = total
            value += STORY_LATER * tells * self._chapter
        if "end_story" in mode.ops:
            tale = self.tale_value()
            value += STORY_NOW * tale if tale else -COST_SCALE   # no Tale: a wasted card
        return value
    def animal_value(self, title: str) -> float:
        """What the animal with this title is worth to me in my Paddock."""
        a = _animal(self.t.know, title)
        if a is None:
            return 0.0
        return self.t.value(*self.shifted(self.t.me, *animal_shift(a))) - self.base

    def stable_value(self) -> float:
        """The mean worth of the animal a horseshoe card of mine calls (less when my Paddock is already full)."""
        if self._stable is None:
            t = self.t
            content = t.know.content
            side = self.my_side()
            total = 0.0
            if side is not None and side.deck:
                total = sum(self.animal_value(content.cards[cid].title) for cid in side.deck) / len(side.deck)
                full = any(d.owner == t.me and len(d.shown) >= side.shown for d in self.obs.sides)
                if full:
                    total *= PADDOCK_FULL
            self._stable = total
        return self._stable

    def option_value(self, role: str) -> float:
        """What a defensive card is worth held for later: saving me from a typical threat of its kind."""
        t = self.t
        me = t.me
        typical = t.exp if role in _DRINK_DEFENCES else _TYPICAL[role]
        m = t.margin(me)
        return OPTION_WEIGHT * SELF_WEIGHT * (life(m, t.waiting[me]) - life(m - typical, t.waiting[me])) \
            * purse(t.gold[me])

    def shifted(self, seat: int, margin: float, gold: float = 0.0) -> tuple[list[float], list[float]]:
        """The outcome of what is resolving, with one seat's margin and Gold shifted further."""
        dm = self.base_dm[:]
        dg = self.base_dg[:]
        dm[seat] += margin
        dg[seat] += gold
        return dm, dg

    def order(self, target: int) -> float:
        """Value of a Drink ordered for ``target``."""
        return self.t.value(*self.shifted(target, -self.t.exp)) - self.base

    def choose(self, a: Action) -> float:
        """Mead: keep or split with someone; The Challenge!: accept or decline; a face-up card to drop; the Prize for
        the pot; which of a Drink's draw and discard effects comes first."""
        t = self.t
        if a.option in ("keep", "decline"):
            return 0.0
        if a.option == "prize":   # the Prize for the pot of my Round: the one I would most like to keep
            facts = t.know.card(a.card)
            return COST_SCALE * facts.keep if facts is not None else 0.0
        if a.option in ("draw", "discard") and a.card is not None:   # a Drink's effects in order: draw first, see more
            return 0.01 if a.option == "draw" else 0.0
        if a.option == "gear":   # the players to aim a Gear card at
            facts = t.know.card(a.card)
            return self.gain([_Card(facts.modes[0], t.me, (), -1, -1, chosen=a.targets)]) if facts else 0.0
        if a.option == "drop":   # a Setlist, a kept Potion or a Paddock over its limit: drop what is worth least
            if _animal(t.know, a.card) is not None:
                return -self.animal_value(a.card)
            facts = t.know.card(a.card)
            return -COST_SCALE * facts.keep if facts is not None else 0.0
        if a.option == "split":
            top = len(self.items) - 1
            item = self.items[top] if self.items else None
            if type(item) is not _Drinks:
                return 0.0
            d = next((i for i, dr in enumerate(item.drinks) if dr[0] == t.me and not dr[4]), -1)
            if d < 0:   # a Mead it revealed and passed on: it still chooses whom it is split with
                d = next((i for i, dr in enumerate(item.drinks) if not dr[4]), -1)
            if d < 0:
                return 0.0
            return self.gain([_Card(_SPLIT_MODE, t.me, a.targets, d, top)])
        if a.option == "accept":
            dm, dg = self.shifted(t.me, -2 * t.exp - CHALLENGE_RISK)
            for s in t.alive:
                if s != t.me:
                    dg[s] -= min(1, t.gold[s])
                    dg[t.me] += min(1, t.gold[s])
            return t.value(dm, dg) - self.base
        return 0.0


_POT_ROLES = frozenset({"leave", "grab_pot", "end_round", "tip_pot", "cheat_catch"})
_DEFENCES = frozenset({"ignore_drink", "ignore_card", "pass_drink", "to_fortitude"})
_DRINK_DEFENCES = frozenset({"ignore_drink", "pass_drink", "to_fortitude", "split_drink"})
# Margin a defensive card typically saves (Drink defences: one average Drink, see Knowledge.expected_drink).
_TYPICAL = {"ignore_drink": 0.0, "pass_drink": 0.0, "to_fortitude": 0.0, "split_drink": 0.0, "ignore_card": 2.0,
            "negate": 2.0}
