"""Plain-data state: players, the Round of Gambling, revealed Drinks and the frames of the stack.

Every class holds only ints, strs, bools, None and lists of those (or of other plain objects), so a
game copies, compares and serialises field by field. ``Plain`` gives each class the same three
operations.
"""

from __future__ import annotations

from typing import Any

INN = -1  # a Gold destination: the Inn's ledger
POT = -2  # a Gold destination: the pot of the live Round

# Every seat in turn order from each seat: ROTATIONS[seats][start].
ROTATIONS = {n: tuple((*range(start, n), *range(start)) for start in range(n)) for n in range(1, 9)}


def _copy(value):
    """Copy a field value one level for lists, recursively for plain objects in them."""
    if type(value) is list:
        return [v.clone() if isinstance(v, Plain) else (list(v) if type(v) is list else v) for v in value]
    if isinstance(value, Plain):
        return value.clone()
    return value


class Plain:
    """Base for plain-data records: clone, to_dict and from_dict from ``__slots__``."""

    __slots__: tuple[str, ...] = ()
    KINDS: dict[str, type] = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Plain.KINDS[cls.__name__] = cls

    def clone(self):
        """An independent copy."""
        new = object.__new__(type(self))
        for name in self.__slots__:
            setattr(new, name, _copy(getattr(self, name)))
        return new

    def to_dict(self) -> dict:
        """A JSON-ready dict."""
        out = {"_t": type(self).__name__}
        for name in self.__slots__:
            out[name] = _dump(getattr(self, name))
        return out

    DEFAULTS: dict = {}   # values for fields a save made before they existed lacks

    @staticmethod
    def from_dict(data: dict):
        """Rebuild a record from ``to_dict`` output (a field missing from an older save takes its default)."""
        cls: Any = Plain.KINDS[data["_t"]]
        new: Any = object.__new__(cls)
        for name in cls.__slots__:
            if name in data:
                setattr(new, name, _load(data[name]))
            else:
                setattr(new, name, _copy(cls.DEFAULTS[name]))
        return new

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and all(
            getattr(self, n) == getattr(other, n) for n in self.__slots__
        )

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"


def _dump(value):
    if isinstance(value, Plain):
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


class Player(Plain):
    """One seat: character, stats, and the four piles of cards (top of a pile = end of its list)."""

    __slots__ = (
        "character", "race", "fortitude", "alcohol", "gold",
        "hand", "deck", "discard", "drink_me", "out", "ignoring",
    )
    DEFAULTS = {"ignoring": False}

    def __init__(self, character: str, race: str, gold: int):
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
        new = object.__new__(Player)
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

    @property
    def passing_out(self) -> bool:
        """Alcohol Content has reached Fortitude."""
        return self.alcohol >= self.fortitude


class Round(Plain):
    """A Round of Gambling: who is in, who controls it, whose turn, and how many passed in a row.

    ``winner`` is -1 until someone wins; -2 once the Wench's tip has sent the pot to the Inn.
    """

    __slots__ = ("starter", "controller", "players", "next", "passes", "winning_hand", "ended", "winner", "songs")
    DEFAULTS = {"songs": []}

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


class Drink(Plain):
    """A revealed Drink with its Chasers: the cards, who drinks it, and the changes made to it.

    ``steps`` records each change in order: ["alc", n, floor], ["split", "up"|"down"], ["tofort"], and ["base", n]
    (the cards' own effects become n Alcohol, whenever it was played).
    ``contest_seat`` is the seat whose Drinking Contest entry this is (-1 for none).
    """

    __slots__ = ("cards", "drinker", "revealer", "steps", "ignored", "contest_seat")

    def __init__(self, cards: list[int], drinker: int, revealer: int, contest_seat: int = -1):
        self.cards = cards
        self.drinker = drinker
        self.revealer = revealer
        self.steps: list[list] = []
        self.ignored = False
        self.contest_seat = contest_seat


class Frame(Plain):
    """Base of stack frames; ``kind`` names the handler that runs it."""

    __slots__ = ()
    kind = "frame"


class WindowFrame(Frame):
    """A response window on the frame at ``subject``: players asked in ``order``, Anytime cards first."""

    __slots__ = ("subject", "order", "pos", "stage")
    kind = "window"

    def __init__(self, subject: int, order: list[int]):
        self.subject = subject
        self.order = order
        self.pos = 0
        self.stage = 0


class CardFrame(Frame):
    """A played card, from its response window to the end of its resolution."""

    __slots__ = (
        "card", "player", "mode", "targets", "drink", "subject", "status", "step",
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
        self.step = 0
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


class DrinkFrame(Frame):
    """One or more revealed Drinks, from revealing Chasers to drinking (several at once for a contest)."""

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


class GroupFrame(Frame):
    """Several players revealing Drinks from the Drink Deck at once: a contest, a toast, a round on the house."""

    __slots__ = ("mode", "seats", "i", "drinks", "cards", "status", "values")
    kind = "group"

    def __init__(self, mode: str, seats: list[int]):
        self.mode = mode
        self.seats = seats
        self.i = 0
        self.drinks: list[Drink] = []
        self.cards: list[int] = []
        self.status = "reveal"
        self.values: list[int] = []


class EventFrame(Frame):
    """A Drink Event revealed from a Drink Me! pile."""

    __slots__ = ("card", "revealer", "status")
    kind = "event"

    def __init__(self, card: int, revealer: int):
        self.card = card
        self.revealer = revealer
        self.status = "new"


class PayFrame(Frame):
    """A payment that is not a card's: refilling the Drink Deck, paying a contest or challenge winner."""

    __slots__ = ("payers", "to", "amount", "reason", "status", "gold_mods")
    kind = "pay"

    def __init__(self, payers: list[int], to: int, amount: int, reason: str, seats: int):
        self.payers = payers
        self.to = to
        self.amount = amount
        self.reason = reason
        self.status = "new"
        self.gold_mods: list = [None] * seats


class LossFrame(Frame):
    """Fortitude just lost to a player's card (or a card whose mechanic opens this window after it): hit-backs."""

    __slots__ = ("source", "victims", "status", "sang")
    kind = "loss"
    DEFAULTS = {"sang": False}

    def __init__(self, source: int, victims: list[int], sang: bool = False):
        self.source = source
        self.victims = victims
        self.status = "new"
        self.sang = sang


class RoundFrame(Frame):
    """The live Round of Gambling owns the decisions while it lasts (its state is ``game.round``)."""

    __slots__ = ()
    kind = "round"


class RoundWonFrame(Frame):
    """A player is about to win the Round: the window before the pot is taken."""

    __slots__ = ("winner", "taker", "status")
    kind = "round_won"

    def __init__(self, winner: int):
        self.winner = winner
        self.taker = -1
        self.status = "new"


class OrderFrame(Frame):
    """A player orders extra Drinks, one decision per Drink."""

    __slots__ = ("player", "count")
    kind = "order"

    def __init__(self, player: int, count: int):
        self.player = player
        self.count = count


class LastChanceFrame(Frame):
    """Players are about to lose: one last window before they are out."""

    __slots__ = ("status",)
    kind = "last_chance"

    def __init__(self):
        self.status = "new"


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


class Track(Plain):
    """A track with a marker on a seat's mat: its kind, its owner and where the marker is."""

    __slots__ = ("kind", "owner", "value")

    def __init__(self, kind: str, owner: int, value: int):
        self.kind = kind
        self.owner = owner
        self.value = value


class SetlistFrame(Frame):
    """A face-up row holds more than it may: its owner drops cards until it fits; nothing else happens first.

    (Its class name is the one saves know it by.)"""

    __slots__ = ("deck",)
    kind = "setlist"

    def __init__(self, deck: int):
        self.deck = deck


class DiscardFrame(Frame):
    """A player discards cards of their choice, one decision each."""

    __slots__ = ("player", "count", "frame")
    kind = "discard"

    def __init__(self, player: int, count: int, frame: int = -1):
        self.player = player
        self.count = count
        self.frame = frame      # the stack index of the card frame that records what was discarded, or -1
