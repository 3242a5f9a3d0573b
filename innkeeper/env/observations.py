"""The numeric observation: a fixed-shape float32 vector of what one seat may know, built from ``observe(seat)``.

Every seat is written relative to the observing seat (slot 0 is itself, slot 1 the next seat in turn order,
...). Cards are counted by title. Counts and stats are raw numbers (not scaled). ``layout()`` lists the
sections in order with their offsets and sizes; the README's "For researchers" section describes them.
Fields of an observation that the layout does not name (a mechanic added later) are not encoded.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

import innkeeper
from innkeeper.content import load_content
from innkeeper.engine import Game

from .actions import MAX_DRINKS, MAX_SEATS

STACK_DEPTH = 8                     # the topmost frames encoded
OBS_LOW, OBS_HIGH = -1000.0, 1000.0   # the observation space's bounds: every count and stat lies well inside
PHASES = ("discard", "action", "order", "drink")
SIDE_KINDS = ("songs", "mockery", "moods", "gear", "potions", "story")
FRAME_KINDS = ("card", "window", "drink", "group", "round", "round_won", "pay", "loss", "last_chance", "discard",
               "event", "order", "order_for", "gear", "setlist", "sing", "tale")
SEAT_FIELDS = ("player", "asking", "owner", "to", "source", "singer", "winner", "taker")
SEATS_FIELDS = ("targets", "chosen", "seats", "payers", "victims", "ignored")
TITLE_FIELDS = ("card", "gear", "song", "named")
NUMBER_FIELDS = ("amount", "count", "drink", "negated", "anytime_first", "sang")
PRIZE_PLACES = 4   # in the Inn, in the Prize Bin, in the pot, being played (then one slot per relative seat)
ENUM_FIELDS = {"status": ("window1", "window2", "open1", "mead", "reveal"), "mode": ("contest", "toast", "house"),
               "reason": ("refill", "contest", "challenge"), "origin": ("potion", "song", "mockery", "story")}


@lru_cache(maxsize=1)
def prize_titles() -> tuple[str, ...]:
    """The Prize variant's Prize titles (never in a hand: their own section, last)."""
    content = load_content()
    return tuple(dict.fromkeys(content.titles[i] for i in content.prizes))


@lru_cache(maxsize=1)
def vocab() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Card titles (character and side decks), side-deck titles, Drink titles and character ids."""
    content = load_content()
    prizes = frozenset(content.prizes)
    cards = tuple(dict.fromkeys(c.title for c in content.cards if hasattr(c, "modes") and c.id not in prizes))
    sides = tuple(dict.fromkeys(c.title for c in content.cards if getattr(c, "side", None) is not None))
    drinks = tuple(dict.fromkeys(c.title for c in content.cards if not hasattr(c, "modes")))
    return cards, sides, drinks, tuple(innkeeper.characters())


class _Layout:
    """Named sections of the vector, in order."""

    def __init__(self):
        self.sections: list[tuple[str, int, int]] = []
        self.size = 0

    def add(self, name: str, size: int) -> int:
        """Reserve ``size`` entries for ``name``; returns its offset."""
        offset = self.size
        self.sections.append((name, offset, size))
        self.size += size
        return offset


class _Spec:
    """Offsets of every section, made once."""

    def __init__(self):
        cards, sides, drinks, characters = vocab()
        self.card = {t: i for i, t in enumerate(cards)}
        self.side = {t: i for i, t in enumerate(sides)}
        self.drink = {t: i for i, t in enumerate(drinks)}
        self.every = {t: i for i, t in enumerate(dict.fromkeys(cards + drinks))}
        self.character = {c: i for i, c in enumerate(characters)}
        nc, ns, nd, ne = len(cards), len(sides), len(drinks), len(self.every)
        lay = self.layout = _Layout()
        self.seats = lay.add("seats at the table (one-hot, 2 to 8)", MAX_SEATS - 1)
        self.turn = lay.add("whose turn (relative seat, one-hot)", MAX_SEATS)
        self.decider = lay.add("who decides now (relative seat, one-hot)", MAX_SEATS)
        self.phase = lay.add("phase (" + ", ".join(PHASES) + ", other)", len(PHASES) + 1)
        self.scalars = lay.add("Inn's Gold, pot, Drink Deck size, Rounds of Gambling so far, game over", 5)
        self.winners = lay.add("winners (relative seats)", MAX_SEATS)
        self.drink_discard = lay.add("Drink discard pile (count per Drink title)", nd)
        self.hand = lay.add("own hand (count per card title)", nc)
        self.player_fields = ("present", "out", "fortitude", "alcohol", "gold", "hand size", "deck size",
                              "Drink Me! pile size", "has a side deck", "side deck size", "has a track",
                              "track marker", "track low", "track high")
        self.p_size = len(self.player_fields) + len(characters) + len(SIDE_KINDS) + nc + 3 * ns
        self.players = lay.add(f"{MAX_SEATS} players by relative seat, each: " + ", ".join(self.player_fields)
                               + ", character (one-hot), side deck kind (one-hot), discard pile (count per card"
                               " title), side deck's discard, face-up row and cards in front of the player"
                               " (count per side-deck title)", MAX_SEATS * self.p_size)
        self.p_character = len(self.player_fields)
        self.p_side_kind = self.p_character + len(characters)
        self.p_discard = self.p_side_kind + len(SIDE_KINDS)
        self.p_side_discard = self.p_discard + nc
        self.p_shown = self.p_side_discard + ns
        self.p_front = self.p_shown + ns
        self.round = lay.add("Round of Gambling: live, ended, Winning Hand played; controller, next and starter "
                             "(relative seats, one-hot); players still in (relative seats); Songs (per side title)",
                             3 + 4 * MAX_SEATS + ns)
        enum_size = sum(len(v) + 1 for v in ENUM_FIELDS.values())
        self.f_size = (1 + len(FRAME_KINDS) + 1 + len(SEAT_FIELDS) * MAX_SEATS + len(SEATS_FIELDS) * MAX_SEATS
                       + ne + len(NUMBER_FIELDS) + STACK_DEPTH + 1 + enum_size)
        self.stack = lay.add(f"the {STACK_DEPTH} topmost stack frames, top first, each: present, kind (one-hot), "
                             "seat fields " + ", ".join(SEAT_FIELDS) + " (relative, one-hot each), seat lists "
                             + ", ".join(SEATS_FIELDS) + " (relative), titles named (" + ", ".join(TITLE_FIELDS)
                             + "; per title), " + ", ".join(NUMBER_FIELDS) + ", the frame it answers (depth below, "
                             "one-hot), " + ", ".join(ENUM_FIELDS) + " (one-hot each)", STACK_DEPTH * self.f_size)
        self.f_kind = 1
        self.f_seat = self.f_kind + len(FRAME_KINDS) + 1
        self.f_seats = self.f_seat + len(SEAT_FIELDS) * MAX_SEATS
        self.f_titles = self.f_seats + len(SEATS_FIELDS) * MAX_SEATS
        self.f_numbers = self.f_titles + ne
        self.f_subject = self.f_numbers + len(NUMBER_FIELDS)
        self.f_enums = self.f_subject + STACK_DEPTH + 1
        self.d_size = 4 + MAX_SEATS + nd
        self.drinks = lay.add(f"the {MAX_DRINKS} Drinks of the topmost frame that holds Drinks (the `drink` index "
                              "of an action), each: present, Alcohol, Ignored, drinker (relative, one-hot), cards "
                              "(per Drink title), Drink Event with no card", MAX_DRINKS * self.d_size)
        self.prize = {t: i for i, t in enumerate(prize_titles())}
        self.prize_size = PRIZE_PLACES + MAX_SEATS
        self.prizes = lay.add("the Prize variant's Prizes, each: in the Inn, in the Prize Bin, in the pot, being "
                              "played, in front of a player (relative seat, one-hot)",
                              len(self.prize) * self.prize_size)
        self.size = lay.size


@lru_cache(maxsize=1)
def spec() -> _Spec:
    """The observation's layout (made once)."""
    return _Spec()


def observation_size() -> int:
    """Length of the observation vector."""
    return spec().size


def layout() -> list[tuple[str, int, int]]:
    """The vector's sections: (what it holds, offset, size)."""
    return list(spec().layout.sections)


def encode_observation(game: Game, seat: int) -> np.ndarray:
    """What ``seat`` may know, as a float32 vector of fixed shape: ``encode_view(game.observe(seat))``, made
    incrementally from the same public fields (``innkeeper.env.incremental``)."""
    if type(seat) is not int or not 0 <= seat < len(game.players):
        raise ValueError(f"seat must be a seat number from 0 to {len(game.players) - 1}, not {seat!r}")
    return encode_fast(game, seat)


def encode_view(view: dict) -> np.ndarray:
    """The vector of an observation dict made by ``observe(seat)``."""
    s = spec()
    x = np.zeros(s.size, dtype=np.float32)
    bags: list[int] = []   # positions counted once per card (added up at the end, in one call)
    me = view["seat"]
    n = len(view["players"])

    def rel(seat) -> int:
        return (seat - me) % n

    x[s.seats + n - 2] = 1
    x[s.turn + rel(view["turn"])] = 1
    if view["current_player"] is not None:
        x[s.decider + rel(view["current_player"])] = 1
    phase = view["phase"]
    x[s.phase + (PHASES.index(phase) if phase in PHASES else len(PHASES))] = 1
    x[s.scalars:s.scalars + 5] = (view["inn"], view["pot"], view["drink_deck_size"], view["rounds"], view["over"])
    for w in view["winners"]:
        x[s.winners + rel(w)] = 1
    _bag(bags, s.drink_discard, s.drink, view["drink_discard"])
    _bag(bags, s.hand, s.card, view["hand"])
    for p in view["players"]:
        base = s.players + rel(p["seat"]) * s.p_size
        x[base:base + 8] = (1, p["out"], p["fortitude"], p["alcohol"], p["gold"], p["hand_size"], p["deck_size"],
                            p["drink_me_size"])
        c = s.character.get(p["character"])
        if c is not None:
            x[base + s.p_character + c] = 1
        _bag(bags, base + s.p_discard, s.card, p["discard"])
    for side in view["sides"]:
        base = s.players + rel(side["owner"]) * s.p_size
        x[base + 8] = 1
        x[base + 9] += side["deck_size"]
        if side["kind"] in SIDE_KINDS:
            x[base + s.p_side_kind + SIDE_KINDS.index(side["kind"])] = 1
        _bag(bags, base + s.p_side_discard, s.side, side["discard"])
        _bag(bags, base + s.p_shown, s.side, side["shown"])
        for target, front in enumerate(side["fronts"]):
            _bag(bags, s.players + rel(target) * s.p_size + s.p_front, s.side, front)
    for track in view["tracks"]:
        base = s.players + rel(track["owner"]) * s.p_size
        x[base + 10:base + 14] = (1, track["value"], track["low"], track["high"])
    r = view["round"]
    if r is not None:
        x[s.round:s.round + 3] = (1, r["ended"], r["winning_hand"])
        for k, field in enumerate(("controller", "next", "starter")):
            if isinstance(r.get(field), int):
                x[s.round + 3 + k * MAX_SEATS + rel(r[field])] = 1
        for p in r["players"]:
            x[s.round + 3 + 3 * MAX_SEATS + rel(p)] = 1
        _bag(bags, s.round + 3 + 4 * MAX_SEATS, s.side, r.get("songs", ()))
    stack = view["stack"]
    for depth, frame in enumerate(reversed(stack[-STACK_DEPTH:])):
        _frame(x, s, s.stack + depth * s.f_size, frame, rel, len(stack) - 1 - depth)
    for frame in reversed(stack):
        if "drinks" in frame:
            for d, drink in enumerate(frame["drinks"][:MAX_DRINKS]):
                base = s.drinks + d * s.d_size
                x[base:base + 3] = (1, drink["alcohol"], drink["ignored"])
                x[base + 4 + rel(drink["drinker"])] = 1
                if drink["cards"]:
                    _bag(bags, base + 4 + MAX_SEATS, s.drink, drink["cards"])
                else:
                    x[base + 3] = 1
            break
    prizes = view.get("prizes")
    if prizes is not None:
        playing = [f["card"] for f in stack if f.get("kind") == "card" and f.get("origin") == "prize"]
        _prize_places(x, s, prizes, playing, rel)
    if bags:
        x += np.bincount(bags, minlength=s.size).astype(np.float32)
    return x


def _prize_places(x: np.ndarray, s: _Spec, prizes: dict, playing: list[str], rel) -> None:
    """Where each Prize lies (the Prize variant's public ``prizes`` view; ``playing``: Prizes on the stack)."""
    def mark(title: str, slot: int) -> None:
        i = s.prize.get(title)
        if i is not None:
            x[s.prizes + i * s.prize_size + slot] = 1
    for title in prizes["inn"]:
        mark(title, 0)
    for title in prizes["bin"]:
        mark(title, 1)
    if prizes["pot"] is not None:
        mark(prizes["pot"], 2)
    for title in playing:
        mark(title, 3)
    for seat, front in enumerate(prizes["fronts"]):
        for title in front:
            mark(title, PRIZE_PLACES + rel(seat))


def _bag(bags: list[int], offset: int, index: dict, titles) -> None:
    """Count each known title at ``offset`` + its index."""
    bags.extend([offset + index[t] for t in titles if t in index])


def _frame(x: np.ndarray, s: _Spec, base: int, frame: dict, rel, position: int) -> None:
    """One stack frame's public fields at ``base``."""
    x[base] = 1
    kind = frame.get("kind")
    x[base + s.f_kind + (FRAME_KINDS.index(kind) if kind in FRAME_KINDS else len(FRAME_KINDS))] = 1
    for k, field in enumerate(SEAT_FIELDS):
        v = frame.get(field)
        if type(v) is int and v >= 0:
            x[base + s.f_seat + k * MAX_SEATS + rel(v)] = 1
    for k, field in enumerate(SEATS_FIELDS):
        for v in frame.get(field) or ():
            if type(v) is int and v >= 0:
                x[base + s.f_seats + k * MAX_SEATS + rel(v)] = 1
    for field in TITLE_FIELDS:
        v = frame.get(field)
        if isinstance(v, str):
            i = s.every.get(v)
            if i is not None:
                x[base + s.f_titles + i] += 1
    for k, field in enumerate(NUMBER_FIELDS):
        v = frame.get(field)
        if isinstance(v, (int, float)):
            x[base + s.f_numbers + k] = v
    subject = frame.get("subject")
    if type(subject) is int and 0 <= subject <= position:
        x[base + s.f_subject + min(position - subject, STACK_DEPTH)] = 1
    offset = base + s.f_enums
    for field, values in ENUM_FIELDS.items():
        v = frame.get(field)
        if isinstance(v, str):
            x[offset + (values.index(v) if v in values else len(values))] = 1
        offset += len(values) + 1


from .incremental import encode_fast  # noqa: E402  (it builds on the layout above)
