"""Plain-data state: players, revealed Drinks and the frames of the stack (the turn and the Round of Gambling too).

Every class holds only ints, strs, bools, None and lists of those (or of other plain objects), so a
game copies, compares and serialises field by field. ``Plain`` gives each class the same three
operations.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .compiled import python_class

INN = -1  # a Gold destination: the Inn's ledger
POT = -2  # a Gold destination: the pot of the live Round

_new_object = object.__new__   # (a plain call: mypyc refuses ``object.__new__`` in a Python class's ``__new__``)

# Every seat in turn order from each seat: ROTATIONS[seats][start].
ROTATIONS = {n: tuple((*range(start, n), *range(start)) for start in range(n)) for n in range(1, 9)}


def _copy(value):
    """Copy a field value one level for lists, recursively for plain objects in them."""
    if type(value) is list:
        return [v.clone() if isinstance(v, RECORDS) else (list(v) if type(v) is list else v) for v in value]
    if isinstance(value, RECORDS):
        return value.clone()
    return value


def _fields_dict(record: Any) -> dict:
    """A record's JSON-ready dict, field by field (``Plain.to_dict``, and Player's and Drink's)."""
    out = {"_t": type(record).__name__}
    for name in record.FIELDS:
        out[name] = _dump(getattr(record, name))
    return out


def _same(a: Any, b: Any) -> bool:
    """Records of one class with equal fields."""
    return type(a) is type(b) and all(getattr(a, n) == getattr(b, n) for n in a.FIELDS)


def _repr(record: Any) -> str:
    fields = ", ".join(f"{n}={getattr(record, n)!r}" for n in record.FIELDS)
    return f"{type(record).__name__}({fields})"


@python_class
class Plain:
    """Base for plain-data records: clone, to_dict and from_dict from ``FIELDS`` (the ``__slots__`` of the class
    and its bases, the bases' first: a frame's rule class adds no field to its record)."""

    __slots__: tuple[str, ...] = ()
    FIELDS: tuple[str, ...] = ()
    KINDS: dict[str, type] = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Plain.KINDS[cls.__name__] = cls
        cls.FIELDS = tuple(name for c in reversed(cls.__mro__) for name in c.__dict__.get("__slots__", ()))

    def clone(self):
        """An independent copy."""
        new = object.__new__(type(self))
        for name in self.FIELDS:
            setattr(new, name, _copy(getattr(self, name)))
        return new

    def to_dict(self) -> dict:
        """A JSON-ready dict."""
        return _fields_dict(self)

    DEFAULTS: dict = {}   # values for fields a save made before they existed lacks

    @staticmethod
    def from_dict(data: dict):
        """Rebuild a record from ``to_dict`` output (a field missing from an older save takes its default)."""
        cls: Any = Plain.KINDS[data["_t"]]
        new: Any = cls.__new__(cls) if cls in NATIVE else object.__new__(cls)
        for name in cls.FIELDS:
            if name in data:
                setattr(new, name, _load(data[name]))
            else:
                setattr(new, name, _copy(cls.DEFAULTS[name]))
        return new

    def __eq__(self, other) -> bool:
        return _same(self, other)

    def __repr__(self) -> str:
        return _repr(self)


def _dump(value):
    if isinstance(value, RECORDS):
        return value.to_dict()
    if type(value) is list:
        return [_dump(v) for v in value]
    return value


def _load(value):
    if type(value) is dict:
        return Plain.from_dict(value)
    if type(value) is list:
        return [_load(v) for v in value]
    return value


_PLAYER_FIELDS = (
    "character", "race", "fortitude", "alcohol", "gold",
    "hand", "deck", "discard", "drink_me", "out", "ignoring",
)
_DRINK_FIELDS = ("cards", "drinker", "revealer", "steps", "ignored", "contest_seat")


class Player:
    """One seat: character, stats, and the four piles of cards (top of a pile = end of its list).

    A record as a ``Plain`` is (registered in ``Plain.KINDS``, the same dict, clone, equality), but no subclass of
    it: compiled, it is a native class (fixed fields read without a lookup), which cannot derive from a Python class.
    """

    __slots__ = (*_PLAYER_FIELDS,)   # (named outside: a compiled class body keeps no ``__slots__`` to read)
    FIELDS: ClassVar[tuple[str, ...]] = _PLAYER_FIELDS
    DEFAULTS: ClassVar[dict] = {"ignoring": False}

    def __init__(self, character: str = "", race: str = "", gold: int = 0):
        self.character = character
        self.race = race
        self.fortitude = 20
        self.alcohol = 0
        self.gold = gold
        self.hand: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.drink_me: list[int] = []
        self.out = False
        self.ignoring = False   # Ignoring all effects until their next turn starts

    def clone(self) -> Player:
        """An independent copy (hand-written: this is the hot path of clone())."""
        new = Player.__new__(Player)   # (not object.__new__: a native class when compiled; there it runs __init__)
        new.character = self.character
        new.race = self.race
        new.fortitude = self.fortitude
        new.alcohol = self.alcohol
        new.gold = self.gold
        new.hand = self.hand[:]
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.drink_me = self.drink_me[:]
        new.out = self.out
        new.ignoring = self.ignoring
        return new

    def to_dict(self) -> dict:
        """A JSON-ready dict (hand-written, the same as ``Plain.to_dict``: this is the hot path of to_json())."""
        return {"_t": "Player", "character": self.character, "race": self.race, "fortitude": self.fortitude,
                "alcohol": self.alcohol, "gold": self.gold, "hand": self.hand[:], "deck": self.deck[:],
                "discard": self.discard[:], "drink_me": self.drink_me[:], "out": self.out,
                "ignoring": self.ignoring}

    @property
    def passing_out(self) -> bool:
        """Alcohol Content has reached Fortitude."""
        return self.alcohol >= self.fortitude

    def __eq__(self, other: object) -> bool:
        return _same(self, other)

    def __repr__(self) -> str:
        return _repr(self)


class Drink:
    """A revealed Drink with its Chasers: the cards, who drinks it, and the changes made to it.

    ``steps`` records each change in order: ["alc", n, floor], ["split", "up"|"down"], ["tofort"], and ["base", n]
    (the cards' own effects become n Alcohol, whenever it was played).
    ``contest_seat`` is the seat whose Drinking Contest entry this is (-1 for none). A record as ``Player`` is (a
    native class when compiled).
    """

    __slots__ = (*_DRINK_FIELDS,)
    FIELDS: ClassVar[tuple[str, ...]] = _DRINK_FIELDS
    DEFAULTS: ClassVar[dict] = {}

    def __init__(self, cards: list[int] | None = None, drinker: int = -1, revealer: int = -1, contest_seat: int = -1):
        self.cards = [] if cards is None else cards
        self.drinker = drinker
        self.revealer = revealer
        self.steps: list[list] = []
        self.ignored = False
        self.contest_seat = contest_seat

    def clone(self) -> Drink:
        """An independent copy (``Plain.clone``'s copy: the lists one level down)."""
        new = Drink.__new__(Drink)   # (not object.__new__: a native class when compiled; there it runs __init__)
        for name in self.FIELDS:
            setattr(new, name, _copy(getattr(self, name)))
        return new

    def to_dict(self) -> dict:
        """A JSON-ready dict."""
        return _fields_dict(self)

    def __eq__(self, other: object) -> bool:
        return _same(self, other)

    def __repr__(self) -> str:
        return _repr(self)


# The records that are no ``Plain`` (native classes when compiled), known to saves by class name all the same.
NATIVE: tuple[type, ...] = (Player, Drink)
RECORDS: tuple[type, ...] = (Plain, *NATIVE)
Plain.KINDS.update((cls.__name__, cls) for cls in NATIVE)


# Frame kind -> the frame class that runs it (filled by ``Frame.__init_subclass__``: the registry is the classes).
FRAMES: dict[str, type[Frame]] = {}
# What every frame class implements.
RULES = ("step", "decider", "actions", "act", "view")


@python_class
class Frame(Plain):
    """Base of stack frames: each kind is one class holding its fields and its rules, registered by ``kind``.

    A class whose body sets ``RECORD = True`` holds only the fields of a kind whose rules live in a module above the
    modules that read those fields; its rule class subclasses it under the same name (saves know frames by class
    name) and constructing the record makes an instance of that rule class. Rules take the frame first (``f``)
    and the game (``g``): ``step`` runs the automatic part and says whether someone must decide now; then
    ``decider``, ``actions`` (for that seat) and ``act`` (on the action taken); ``view`` gives the public fields
    an observation shows after the frame's ``kind``.
    """

    __slots__ = ("id",)   # set by ``Table.push``: frames refer to each other by id, never by stack index
    id: int
    kind = "frame"

    RECORD = False   # (read from the class's own body, not a class keyword: mypyc passes those on to no one)

    def __init_subclass__(cls, **kw: Any):
        record = cls.__dict__.get("RECORD", False)
        if not record:   # (checked first: a refused class is recorded nowhere)
            missing = [name for name in RULES if getattr(cls, name) is getattr(Frame, name)]
            if missing:
                raise ValueError(f"the frame class {cls.__name__} (kind {cls.kind!r}) lacks {', '.join(missing)}")
            known = FRAMES.get(cls.kind)
            if known is not None and not issubclass(cls, known):
                raise ValueError(f"the frame kind {cls.kind!r} is registered twice ({known.__name__}, {cls.__name__})")
        super().__init_subclass__(**kw)
        if not record:
            FRAMES[cls.kind] = cls

    def __new__(cls, *args: Any, **kw: Any):
        """A frame of the class registered for this kind (a record's rule class)."""
        new = _new_object(FRAMES[cls.kind])
        new.id = -1
        return new

    def step(self, g: Any) -> bool:
        """Run the frame's automatic part; True when someone must decide now."""
        raise NotImplementedError

    def decider(self, g: Any) -> int:
        """The seat that decides."""
        raise NotImplementedError

    def actions(self, g: Any, seat: int) -> list:
        """The actions the decider may take."""
        raise NotImplementedError

    def act(self, g: Any, action: Any) -> None:
        """Carry out the action taken."""
        raise NotImplementedError

    def view(self, g: Any) -> dict:
        """The public fields the frame adds to an observation (after its ``kind``)."""
        raise NotImplementedError


@python_class
class Automatic(Frame):
    """A frame kind nobody decides on: its ``step`` never returns True, so the rest are never called."""

    RECORD = True

    __slots__ = ()

    def decider(self, g: Any) -> int:
        """Never called: nobody decides on this frame."""
        raise AssertionError(f"nobody decides on a {self.kind} frame")

    def actions(self, g: Any, seat: int) -> list:
        """Never called: nobody decides on this frame."""
        raise AssertionError(f"nobody decides on a {self.kind} frame")

    def act(self, g: Any, action: Any) -> None:
        """Never called: nobody decides on this frame."""
        raise AssertionError(f"nobody decides on a {self.kind} frame")


@python_class
class CardFrame(Frame):
    """A played card, from its response window to the end of its resolution."""

    RECORD = True

    __slots__ = (
        "card", "player", "mode", "targets", "drink", "subject", "status", "effect",
        "negated", "ignored", "gold_mods", "leavers", "redirects", "losses", "origin", "deck", "paid", "replay",
        "reductions", "shares", "gear", "chosen",
    )
    kind = "card"
    DEFAULTS = {"origin": "", "deck": -1, "paid": [], "replay": False, "reductions": [], "shares": [], "gear": -1,
                "chosen": []}

    def __init__(self, card: int, player: int, mode: int, targets: list[int], drink: int, subject: int, seats: int):
        self.card = card
        self.player = player
        self.mode = mode
        self.targets = targets
        self.drink = drink
        self.subject = subject
        self.status = "new"
        self.effect = 0              # the index of the next effect of its mode to resolve
        self.negated = False
        self.ignored: list[int] = []
        self.gold_mods: list = [None] * seats
        self.leavers: list[int] = []
        self.redirects: list[list[int]] = []
        self.losses: list[list[int]] = []
        self.origin = ""              # "" from a hand; else the side-deck mechanic's word for where it came from
        self.deck = -1                # that side deck (an index into game.sides)
        self.paid: list[int] = []     # cards discarded to Sing it
        self.replay = False           # Negated by a card that lets its player play another (from a side deck: another)
        self.reductions: list[list[int]] = []   # [seat, Fortitude] still to take off that seat's loss from this card
        self.shares: list[list[int]] = []       # [seat, 1|0]: that seat's loss is halved (1: the card's player too)
        self.gear = -1                # the side card attached to it, -1 for none; ``deck`` is its deck
        self.chosen: list[int] = []   # the players its player chose for the attached card (selector ``chosen``)


@python_class
class DrinkFrame(Frame):
    """One or more revealed Drinks, from revealing Chasers to drinking (several at once for a contest)."""

    RECORD = True

    __slots__ = (
        "drinks", "cards", "revealer", "source", "status", "multi", "contest",
        "from_event", "extra", "gold_mods", "parent", "mead", "mead_split",
    )
    kind = "drink"

    def __init__(self, revealer: int, source: str, seats: int, status: str = "reveal"):
        self.drinks: list[Drink] = []
        self.cards: list[int] = []
        self.revealer = revealer
        self.source = source
        self.status = status
        self.multi = False
        self.contest = False
        self.from_event = False
        self.extra: list[int] = []
        self.gold_mods: list = [None] * seats
        self.parent = -1
        self.mead = -1
        self.mead_split = False


@python_class
class EventFrame(Frame):
    """A Drink Event revealed from a Drink Me! pile."""

    RECORD = True

    __slots__ = ("card", "revealer", "status")
    kind = "event"

    def __init__(self, card: int, revealer: int):
        self.card = card
        self.revealer = revealer
        self.status = "new"


@python_class
class PayFrame(Frame):
    """A payment that is not a card's: refilling the Drink Deck, paying a contest or challenge winner."""

    RECORD = True

    __slots__ = ("payers", "to", "amount", "reason", "status", "gold_mods")
    kind = "pay"

    def __init__(self, payers: list[int], to: int, amount: int, reason: str, seats: int):
        self.payers = payers
        self.to = to
        self.amount = amount
        self.reason = reason
        self.status = "new"
        self.gold_mods: list = [None] * seats


@python_class
class LossFrame(Frame):
    """Fortitude just lost to a player's card (or a card whose mechanic opens this window after it): hit-backs."""

    RECORD = True

    __slots__ = ("source", "victims", "status", "sang")
    kind = "loss"
    DEFAULTS = {"sang": False}

    def __init__(self, source: int, victims: list[int], sang: bool = False):
        self.source = source
        self.victims = victims
        self.status = "new"
        self.sang = sang


@python_class
class RoundWonFrame(Frame):
    """A player is about to win the Round: the window before the pot is taken."""

    RECORD = True

    __slots__ = ("winner", "taker", "status")
    kind = "round_won"

    def __init__(self, winner: int):
        self.winner = winner
        self.taker = -1
        self.status = "new"


@python_class
class RoundFrame(Frame):
    """A Round of Gambling, the frame that owns its decisions and holds its state while it lasts (``game.round``).

    Who is in, who controls it, whose turn in it and how many passed in a row. ``winner`` is -1 until someone
    wins; -2 once the Wench's tip has sent the pot to the Inn. A won Round stays under its ``round_won`` window
    until the pot is taken (or the Round goes on).
    """

    RECORD = True

    __slots__ = ("starter", "controller", "players", "next", "passes", "winning_hand", "ended", "winner", "songs",
                 "offered")
    kind = "round"
    DEFAULTS = {"songs": [], "offered": True}

    def __init__(self, starter: int, players: list[int]):
        self.starter = starter
        self.controller = starter if starter in players else -1
        self.players = players
        self.next = -1
        self.passes = 0
        self.winning_hand = False
        self.ended = False
        self.winner = -1
        self.songs: list[list[int]] = []   # [side deck, card] put in the pot: its mechanic hands them to the taker
        self.offered = False   # the others were offered their Anytime cards before the pending decision (``anytime``)


@python_class
class TurnFrame(Frame):
    """The active player's turn: the frame at the bottom of the stack, under every other (``game.turn_frame``).

    ``player`` is whose turn it is; ``phase`` is "discard", "action", "order", "drink" or "end"; ``part`` is 1 once
    the phase's own action (the discard, the order, the drink) is done, else 0. ``offered`` is True once the other
    players were offered their Anytime cards before the pending phase decision (``anytime``), False once anything
    is done.
    """

    RECORD = True

    __slots__ = ("player", "phase", "part", "offered")
    kind = "turn"
    DEFAULTS = {"offered": True}

    def __init__(self, player: int, phase: str = "discard", part: int = 0):
        self.player = player
        self.phase = phase
        self.part = part
        self.offered = False


@python_class
class SideDeck(Plain):
    """A character's side deck in play: the deck (top = end), its discards, the face-up cards (a row),
    and the cards lying in front of each seat."""

    __slots__ = ("kind", "owner", "deck", "discard", "shown", "fronts")

    def __init__(self, kind: str, owner: int, deck: list[int], seats: int):
        self.kind = kind
        self.owner = owner
        self.deck = deck
        self.discard: list[int] = []
        self.shown: list[int] = []
        self.fronts: list[list[int]] = [[] for _ in range(seats)]


@python_class
class Prizes(Plain):
    """The Prize variant's cards (000, The Prize Variant): those in the Inn, the Prize Bin, the pot's Prize (-1 for
    none) and those lying face up in front of each seat (top = end of each list)."""

    __slots__ = ("inn", "bin", "pot", "fronts")

    def __init__(self, inn: list[int], seats: int):
        self.inn = inn
        self.bin: list[int] = []
        self.pot = -1
        self.fronts: list[list[int]] = [[] for _ in range(seats)]


@python_class
class Track(Plain):
    """A track with a marker on a seat's mat: its kind, its owner and where the marker is."""

    __slots__ = ("kind", "owner", "value")

    def __init__(self, kind: str, owner: int, value: int):
        self.kind = kind
        self.owner = owner
        self.value = value
