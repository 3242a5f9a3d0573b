"""Card definitions: the immutable, shared description of every card.

State never holds these objects, only their small integer ids; a ``Content`` maps ids to
definitions. The content loader (``innkeeper.content``) builds them from validated data files. The
vocabulary effects and answers are written in (operations, conditions, their fields) is declared
where it is carried out and gathered in ``ops``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .compiled import python_class
from .ops import CONDITIONS, OPS

CARD_TYPES = ("action", "sometimes", "anytime", "gambling", "cheating", "action_gambling")
STATS = ("fortitude", "alcohol", "gold")
# (The side-deck kinds and track kinds a character may bring are the registered mechanics': ``hooks.BY_SIDE``.)
DRINK_EVENTS = ("drinking_contest", "round_on_the_house", "a_toast_to_villainy", "the_challenge")


@dataclass(frozen=True, slots=True)
class Effect:
    """One operation of a card, with its parameters."""

    op: str
    who: str = "you"
    amount: int = 0
    to: str = "you"
    count: int = 0
    alcohol: int = 0
    floor: int | None = None
    rounding: str = "up"
    winning_hand: bool = False
    title: str | None = None     # a specific card (a Song to Sing)
    when: str | None = None      # an effect condition (``ops.WHENS``)
    marker_at_least: int | None = None   # happens only if its player's track marker is at least this
    marker_at_most: int | None = None    # ... at most this
    extra: tuple = ()            # (name, value) of fields its operation declares beyond these (a mechanic's own)
    gated: bool = field(init=False, compare=False, repr=False)   # it has a marker gate

    def __post_init__(self):
        object.__setattr__(self, "gated", self.marker_at_least is not None or self.marker_at_most is not None)

    def get(self, name: str, default=None):
        """The value of a field, one of the above or one of ``extra`` (``default`` if it was left out)."""
        for key, value in self.extra:
            if key == name:
                return value
        return getattr(self, name, default) if name in EFFECT_FIELDS else default


EFFECT_FIELDS = frozenset(("who", "amount", "to", "count", "alcohol", "floor", "rounding", "winning_hand", "title",
                           "when", "marker_at_least", "marker_at_most"))   # the fields an Effect holds itself


@dataclass(frozen=True, slots=True)
class Answers:
    """When a Sometimes mode may be played: a condition and its parameters."""

    cond: str | None = None
    card_types: tuple[str, ...] = ()
    stats: tuple[str, ...] = ()
    lose_only: bool = False
    except_families: tuple[str, ...] = ()   # cards of these families it may not answer


@dataclass(frozen=True, slots=True)
class Mode:
    """One use of a card: what it answers and what it does (with a few facts derived once)."""

    label: str
    answers: Answers | None
    effects: tuple[Effect, ...]
    needs_another: bool = field(init=False, compare=False)   # playing it names another player
    needs_in_round: bool = field(init=False, compare=False)  # ... a player still in the Round
    needs_drink: bool = field(init=False, compare=False)     # ... a revealed Drink
    changes_drink: bool = field(init=False, compare=False)   # it changes a Drink's effects
    redirects_loss: bool = field(init=False, compare=False)  # it redirects a Fortitude loss
    ops: frozenset = field(init=False, compare=False)        # the operations of its effects

    def __post_init__(self):
        cond = self.answers.cond if self.answers is not None else None
        needs_drink = cond is not None and CONDITIONS[cond].needs_drink
        object.__setattr__(self, "needs_another", any(e.who == "another" for e in self.effects))
        object.__setattr__(self, "needs_in_round", any(e.who == "another_in_round" for e in self.effects))
        object.__setattr__(self, "needs_drink", needs_drink)
        object.__setattr__(self, "changes_drink", needs_drink and any(OPS[e.op].changes_drink for e in self.effects))
        object.__setattr__(self, "redirects_loss", any(OPS[e.op].redirects_loss for e in self.effects))
        object.__setattr__(self, "ops", frozenset(e.op for e in self.effects))


# The marks mechanics may give a card (``Mechanic.card_marks``, recorded as each registers): name -> the value a card
# without that mark reads (set on ``CardDef`` as a class attribute; a marked card holds its own in ``marks``).
CARD_MARKS: dict[str, Any] = {}


@python_class
@dataclass(frozen=True)
class CardDef:
    """A character card (no ``__slots__``: its marks are attributes of its own, defaults the class's)."""

    id: int
    title: str
    type: str
    text: str
    modes: tuple[Mode, ...]
    source: str = "transcription"
    family: str | None = None
    only_answered_by_family: bool = False
    side: str | None = None          # the side deck it belongs to ("songs", "mockery"), None for a main-deck card
    marks: tuple[tuple[str, Any], ...] = ()   # (name, value) a mechanic's ``load_card`` gave it: an icon, a rule

    def __post_init__(self):
        for name, value in self.marks:   # read like fields (``card.shake``); an unmarked card reads the class's default
            object.__setattr__(self, name, value)

    @property
    def is_drink(self) -> bool:
        """Character cards are not Drinks."""
        return False

    def ops(self) -> set[str]:
        """Every operation this card can perform."""
        return {e.op for m in self.modes for e in m.effects}


@dataclass(frozen=True, slots=True)
class DrinkDef:
    """A Drink card or Drink Event card."""

    id: int
    title: str
    alcohol: int = 0
    fortitude: int = 0
    draw: int = 0
    discard: int = 0
    pay_inn: int = 0
    chaser: bool = False
    split: bool = False
    event: str | None = None
    race: tuple[tuple[str, int, int], ...] = ()
    text: str = ""
    source: str = "transcription"
    kept: bool = False               # kept in front of a player once drunk, not discarded (see ``drinks.keeper``)
    side: str | None = None          # the side deck it belongs to (a Drink of a side deck), None for a Drink Deck's
    marks: tuple[tuple[str, Any], ...] = ()   # (name, value) its side deck's mechanic gave it (``mark`` reads them)
    by_race: dict = field(init=False, compare=False, repr=False)   # race -> (Alcohol, Fortitude), from ``race``

    def __post_init__(self) -> None:
        by_race: dict = {}
        for name, alcohol, fortitude in self.race:
            by_race.setdefault(name, (alcohol, fortitude))
        object.__setattr__(self, "by_race", by_race)

    @property
    def is_drink(self) -> bool:
        """Drink and Drink Event cards are Drinks."""
        return True

    def mark(self, name: str, default: Any = None) -> Any:
        """The value of a mark its side deck's mechanic gave it (``default`` without it)."""
        for key, value in self.marks:
            if key == name:
                return value
        return default

    def values(self, race: str) -> tuple[int, int]:
        """(Alcohol, Fortitude) this card gives a drinker of the given race."""
        for name, alcohol, fortitude in self.race:
            if name == race:
                return alcohol, fortitude
        return self.alcohol, self.fortitude


@dataclass(frozen=True, slots=True)
class SideDef:
    """A character's side deck: its kind, name, cards (with repeats) and how it is used."""

    kind: str                 # the kind a registered mechanic runs (``hooks.BY_SIDE``)
    name: str                 # what players call it ("Song Deck")
    deck: tuple[int, ...]
    shown: int = 0            # how many revealed cards may stay face up (the Setlist: 3)
    setup_reveal: int = 0     # cards revealed at setup
    turn_reveal: bool = False  # reveal one at the start of the owner's turn


@dataclass(frozen=True, slots=True)
class TrackDef:
    """A character's track with a marker (Serena's Piety chart): its kind, name, ends and starting space."""

    kind: str                 # one of TRACKS
    name: str                 # what players call it ("Piety")
    low: int
    high: int
    start: int


@dataclass(frozen=True, slots=True)
class Character:
    """A playable character: its deck as card ids (with repeats for copies)."""

    id: str
    name: str
    deck: tuple[int, ...]
    race: str = "human"
    set: str = ""
    source: str = "transcription"
    short: str = ""   # the name used in play ("Deirdre" for "Deirdre the Priestess")
    side: SideDef | None = None   # the side deck the character brings, if any
    track: TrackDef | None = None  # the track with a marker the character brings, if any

    def __post_init__(self):
        if not self.short:
            object.__setattr__(self, "short", self.name.split(" the ")[0] if " the " in self.name else self.name)


# The function that works out which cards could answer what (``answers.answer_index``, registered by ``answers``):
# Content -> (answerers, card_answerers).
ANSWER_INDEX: list = []

MAX_ACTION_MEMOS = 1   # tables whose Actions are kept (keeping more costs more garbage collection than it saves)
MAX_PLAYS = 50_000   # Actions kept in ``Content.plays`` (cleared when full: bounded over a long run)


@dataclass(slots=True)
class Content:
    """Every card and character a game may use, indexed by id and title."""

    cards: list = field(default_factory=list)
    by_title: dict = field(default_factory=dict)      # title -> the first card with it
    variants: dict = field(default_factory=dict)      # title -> every card with it (decks may differ)
    characters: dict = field(default_factory=dict)
    drink_decks: dict = field(default_factory=dict)
    drink_packs: dict = field(default_factory=dict)   # Drink packs: opt-in cards for a Bar Deck, never a deck alone
    prizes: tuple = ()   # ids of the Prize cards the Prize variant puts in the Inn, in content order
    origins: dict = field(default_factory=dict)
    anytime: frozenset = frozenset()     # ids of Anytime cards
    sometimes: frozenset = frozenset()   # ids of Sometimes cards
    titles: tuple = ()                   # card id -> title
    answerers: dict = field(default_factory=dict)       # (frame kind, Round live) -> Sometimes ids that may answer
    card_answerers: dict = field(default_factory=dict)  # card id -> mode -> (Round live, +Anytime) -> ids
    action_memos: dict = field(default_factory=dict, compare=False, repr=False)  # seat names -> Actions made
    line_ups: dict = field(default_factory=dict, compare=False, repr=False)  # seated characters -> their hooks
    # Plays and discards made, by the names their text reads and what else makes them (``timing.card_actions``):
    # shared by every table, whatever its seating, so a new line-up's first game finds most of them made.
    plays: dict = field(default_factory=dict, compare=False, repr=False)

    def action_memo(self, names: tuple) -> dict:
        """The Actions already made for a table seated with these display names, shared by its games.

        An Action's text depends only on the cards and the names, so the next game at the same table (a
        simulation seats a line-up for several games in a row) and every clone reuse them.
        """
        memos = self.action_memos
        memo = memos.get(names)
        if memo is None:
            if len(memos) >= MAX_ACTION_MEMOS:
                memos.clear()   # (bounded: many differently seated tables over a long run)
            memo = memos[names] = {}
        return memo

    def index(self) -> None:
        """Compute the id sets used on hot paths (call after adding cards)."""
        if not ANSWER_INDEX:
            raise RuntimeError("import innkeeper.engine before indexing content (it registers the answer index)")
        answer_index = ANSWER_INDEX[0]
        self.titles = tuple(c.title for c in self.cards)
        self.anytime = frozenset(c.id for c in self.cards if not c.is_drink and c.type == "anytime")
        self.sometimes = frozenset(c.id for c in self.cards if not c.is_drink and c.type == "sometimes")
        self.answerers, self.card_answerers = answer_index(self)
