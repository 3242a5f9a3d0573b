"""The vocabulary cards are written in: every operation, answer condition and effect condition, each declared once.

An operation (``effects[].op`` in a content file) is declared with the fields it takes (``Field``: name, type,
default, allowed values, meaning), a one-line description, the function that carries it out when a card
resolves, which stats it may change (``changes``) and the seats it would change them for (``reaches``), and a
few properties other rules ask about (``changes_drink``, ``redirects_loss``, ...). From ``changes`` and
``reaches`` come both forms of "would it affect this player": the exact one asked as a card waits in its window
(``OpDef.would_affect``) and the static one the answer indexes are built from (``OpDef.could_affect``), so the
two cannot disagree. An answer condition (``answers.if``) is declared with its description, its predicate and
the frames it may answer; an effect condition (``when``) with its description and predicate.

The content loader validates from these declarations, the engine runs them, and the tables of
``docs/content-format.md`` are generated from them (``python scripts/content_docs.py``). A mechanic module
declares its own operations and conditions the same way; the core never names them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

# run(game, card frame, effect): carry the effect out as the card resolves.
OpRun = Callable[[Any, Any, Any], None]
# affects(game, card frame, effect, seat, stats, lose_only): whether the effect would directly change one of
# ``stats`` of ``seat`` (only gains ignored with ``lose_only``).
OpAffects = Callable[[Any, Any, Any, int, tuple[str, ...], bool], bool]
# reaches(game, card frame, effect): the seats whose stats (``changes``) the effect would change as it resolves.
OpReaches = Callable[[Any, Any, Any], Collection[int]]
# antes(game, card frame, effect, seat): whether the effect would make ``seat`` ante.
OpAntes = Callable[[Any, Any, Any, int], bool]
# estimate(planner, effect): tell a planning bot roughly what the effect would do, through the planner's verbs
# (``Planner``). The engine never calls it; a bot judges a pending stack with it instead of a copy of the rules.
OpEstimate = Callable[[Any, Any], None]
# test(game, seat, card, mode, subject): whether the condition holds for ``seat`` answering ``subject``.
ConditionTest = Callable[[Any, int, Any, Any, Any], bool]
# could_answer(card, mode, played card, its mode): whether the condition might ever hold for ``mode`` of ``card``
# answering that mode of a played card (a superset of ``test``: never False where ``test`` could hold).
ConditionCould = Callable[[Any, Any, Any, Any], bool]
# test(game, card frame): whether an effect's ``when`` holds for the resolving card.
WhenTest = Callable[[Any, Any], bool]

# Who an effect's ``who`` may select (``answers.selected`` says which seats each one is).
SELECTORS = ("you", "another", "each_other", "everyone", "another_in_round", "no_one", "answered", "controller",
             "chosen")

# The registries: every operation, answer condition and effect condition declared, by name.
OPS: dict[str, OpDef] = {}
CONDITIONS: dict[str, ConditionDef] = {}
WHENS: dict[str, WhenDef] = {}

_PHRASES = {int: "a whole number", bool: "true or false", str: "a text", list: "a list"}


@dataclass(frozen=True, slots=True)
class Field:
    """One field a content table takes: its name, type, default, allowed values (if closed) and meaning.

    ``choices`` may be a registry (a dict): its names are the allowed values, as declared at the time of the
    check. For a ``list`` field the choices are those of its items. ``rule`` is a further check (a predicate and
    the problem it names), made on the default too when the field is left out. ``note`` is what the docs' table
    of operations says about the field beside its name; ``what`` names the kind of value in error messages.
    """

    name: str
    type: type
    default: Any = None
    choices: Collection[str] | None = None
    doc: str = ""
    rule: tuple[Callable[[Any], bool], str] | None = None
    note: str = ""
    what: str = ""
    needs_track: bool = False   # only a character that brings a track may use it (``tracks``)

    def problem(self, value: Any) -> str | None:
        """What is wrong with ``value`` for this field (None: nothing)."""
        kind, choices = self.type, self.choices
        if kind is list:
            items = [] if not isinstance(value, list) else value
            if not isinstance(value, list) or any(not isinstance(v, str) or (choices is not None and v not in choices)
                                                  for v in items):
                return f"must list {self.what or 'names'}" + (f" from {', '.join(choices)}" if choices else "")
            return None
        if choices is not None:
            if not isinstance(value, str) or value not in choices:
                return f"must be {_one_of(choices)}, not {value!r}"
            return None
        if kind is bool:
            return None if type(value) is bool else "must be true or false"
        if kind is int:
            return None if type(value) is int else f"must be {self.what or _PHRASES[int]}, not {value!r}"
        if not isinstance(value, kind):
            return f"must be {self.what or _PHRASES.get(kind, kind.__name__)}, not {value!r}"
        return None

    def broken_rule(self, value: Any) -> str | None:
        """What ``rule`` finds wrong with a well-typed value (None: nothing, or no rule)."""
        if self.rule is not None and not self.rule[0](value):
            return self.rule[1]
        return None

    def describe(self) -> str:
        """The field as the docs' table of operations names it: its name and a short note."""
        note = self.note
        if not note:
            if self.choices is not None and 2 <= len(self.choices) <= 3:
                note = " | ".join(f"`{c}`" for c in self.choices)
            elif self.type is bool:
                note = "bool"
            elif self.default is None:
                note = "optional"
            elif self.rule is POSITIVE:
                note = "more than 0"
        return f"{self.name} ({note})" if note else self.name

    def with_note(self, note: str) -> Field:
        """The same field, described differently in one operation's row of the docs."""
        return replace(self, note=note)


def _one_of(choices: Collection[str]) -> str:
    """Allowed values as an error message lists them: a short list quoted, a long one plain."""
    names = list(choices)
    if 2 <= len(names) <= 3:
        return ", ".join(repr(n) for n in names[:-1]) + f" or {names[-1]!r}"
    return "one of " + ", ".join(names)


def _positive(value: Any) -> bool:
    """Whether a number is above 0."""
    return value > 0


POSITIVE = (_positive, "must be a positive number")

# The fields operations share (an operation may take a variant: ``dataclasses.replace`` or ``Field.with_note``).
WHO = Field("who", str, "you", SELECTORS, "the players it applies to (see `who` above)")
AMOUNT = Field("amount", int, 0, doc="how much (Fortitude, Alcohol, Gold, or spaces on a track)")
POSITIVE_AMOUNT = replace(AMOUNT, rule=POSITIVE)
COUNT = Field("count", int, 0, doc="how many (cards, Drinks)", rule=POSITIVE)
TO = Field("to", str, "you", ("you", "inn", "owner"),
           "who is paid: the card's player, the Inn, or the owner of the side deck the card came from")
ALCOHOL = Field("alcohol", int, 0, doc="Alcohol Content (negative: less)")
FLOOR = Field("floor", int, None, doc="the least Alcohol the changed Drink may give")
ROUNDING = Field("rounding", str, "up", ("up", "down"), "how each half of an odd value is rounded")
WINNING_HAND = Field("winning_hand", bool, False, doc="only a Cheating card may take control of the Round next")
TITLE = Field("title", str, None, doc="a specific card, by title", what="a card title")

# A field an operation names by its name alone (today's ``declare_op`` form) is the shared field of that name.
STANDARD_FIELDS = {f.name: f for f in (WHO, AMOUNT, COUNT, TO, ALCOHOL, FLOOR, ROUNDING, WINNING_HAND, TITLE)}

# The fields every effect may carry, whatever its operation.
WHEN = Field("when", str, None, WHENS, "an effect condition: it happens only if this holds as it resolves")
MARKER_AT_LEAST = Field("marker_at_least", int, None, doc="it happens only if its player's marker is at least this",
                        needs_track=True)
MARKER_AT_MOST = Field("marker_at_most", int, None, doc="... at most this", needs_track=True)
COMMON_FIELDS = (WHEN, MARKER_AT_LEAST, MARKER_AT_MOST)


@dataclass(frozen=True, slots=True)
class OpDef:
    """One operation: its name, the effect fields it takes, what it means, what it does and whom it may affect."""

    name: str
    fields: tuple[Field, ...]
    doc: str
    run: OpRun
    affects: OpAffects | None = None    # an exact "would it affect" of its own (else: from changes and reaches)
    changes: tuple[tuple[str, int], ...] = ()   # (stat, sign) it may change: ("fortitude", -1) is a loss
    reaches: OpReaches | None = None    # the seats it would change them for, as the card waits in its window
    antes: OpAntes | None = None        # whether it would make a seat ante
    pays: OpReaches | None = None       # the seats it would make pay Gold (a payment, not an ante)
    changes_drink: bool = False         # it changes a Drink's effects ("stop playing with the drinks")
    targets_drink: bool = False         # it needs a revealed Drink to act on (a Drink condition to answer)
    redirects_loss: bool = False        # it sends a Fortitude loss to another player
    ends_round: bool = False            # it ends the live Round of Gambling
    needs_track: bool = False           # only a character that brings a track may use it (``tracks``)
    estimate: OpEstimate | None = None  # a rough forecast for planning bots (``Planner``); None: it changes nothing
    field_names: frozenset[str] = field(init=False, compare=False, repr=False)   # with the common ones

    def __post_init__(self):
        names = {f.name for f in self.fields} | {f.name for f in COMMON_FIELDS}
        object.__setattr__(self, "field_names", frozenset(names))

    def could_affect(self, stats: tuple[str, ...], lose_only: bool) -> bool:
        """Whether the operation might ever directly change one of ``stats`` (only losses with ``lose_only``)."""
        for stat, sign in self.changes:
            if stat in stats and (sign < 0 or not lose_only):
                return True
        return self.affects is not None and not self.changes   # its own test says nothing static: it might

    def would_affect(self, g: Any, f: Any, e: Any, seat: int, stats: tuple[str, ...], lose_only: bool) -> bool:
        """Whether the effect would directly change one of ``stats`` of ``seat`` as the card now stands."""
        if self.affects is not None:
            return self.affects(g, f, e, seat, stats, lose_only)
        return self.reaches is not None and self.could_affect(stats, lose_only) and seat in self.reaches(g, f, e)


class Planner(Protocol):
    """The verbs an operation's ``estimate`` tells a planning bot what an effect of a played card would do.

    The bot implements them over its own model of the table (capping stats, applying the answers it expects:
    Ignores, redirects, shields); the engine only declares, per operation, which verbs its effects amount to.
    Amounts are changes (a loss is negative); ``worth`` is a change a bot cannot count otherwise, in margin
    (Fortitude less Alcohol Content) points.
    """

    player: int   # the card's player

    def seats(self, who: str) -> Sequence[int]:
        """The seats ``who`` selects for the card (``SELECTORS``), in the bot's best guess."""
        ...

    def ignores(self, seat: int) -> bool:
        """Whether ``seat`` Ignores the card."""
        ...

    def others(self, seat: int) -> Sequence[int]:
        """The players still in other than ``seat``."""
        ...

    def fortitude(self, seat: int, amount: int) -> None:
        """``seat``'s Fortitude changes (a loss may be redirected, shared or reduced; Ignores are the caller's)."""
        ...

    def alcohol(self, seat: int, amount: int) -> None:
        """``seat``'s Alcohol Content changes."""
        ...

    def pay(self, seat: int, amount: int, to: int) -> None:
        """``seat`` pays ``amount`` Gold to seat ``to`` (-1: the Inn)."""
        ...

    def drinks(self, seat: int, count: float) -> None:
        """``seat`` drinks ``count`` Drinks of the table's mean (one more Drink to come, or drunk now)."""
        ...

    def drink_top(self, seat: int) -> None:
        """``seat`` drinks the top of their Drink Me! pile now."""
        ...

    def served(self, seat: int) -> None:
        """``seat`` is handed a Drink onto their pile by this card (drinking it at once is the same Drink)."""
        ...

    def weakest_others(self, count: int) -> Sequence[int]:
        """The ``count`` players other than the card's player the bot would most like to hurt."""
        ...

    def ante(self, amount: int, start: bool) -> None:
        """Everyone in the Round antes ``amount`` (``start``: a Round starts, everyone still in)."""
        ...

    def round_live(self) -> bool:
        """Whether a Round of Gambling is under way."""
        ...

    def marker(self, amount: int) -> None:
        """The card's player moves their track marker."""
        ...

    def loss_answer(self, share: bool, reduce: int) -> None:
        """The card's player's Fortitude loss from the card answered is shared with its player, or reduced."""
        ...

    def worth(self, seat: int, margin: float) -> None:
        """Something worth ``margin`` points of margin to ``seat`` (a Song Sung, a Mockery card, a mood)."""
        ...


@dataclass(frozen=True, slots=True)
class ConditionDef:
    """One answer condition: its name, what it means, its predicate, and what it may answer."""

    name: str
    doc: str
    test: ConditionTest
    subjects: tuple[Any, ...] | None = None    # the frame classes it may answer (None: anything)
    needs: tuple[str, ...] = ()                # fields of the answers table it needs
    needs_drink: bool = False                  # its subject is a revealed Drink (the play names which)
    live_only: bool = False                    # it holds only while a Round of Gambling is live
    involved_only: bool = False                # it holds only for a seat the answered frame involves
    turn_only: bool = False                    # it holds only at a turn's own decision (nothing answered)
    could_answer: ConditionCould | None = None  # its static form for a played card (None: it might answer any)


@dataclass(frozen=True, slots=True)
class WhenDef:
    """One effect condition (``when``): its name, what it means, and its predicate (call it with game and frame)."""

    name: str
    doc: str
    test: WhenTest

    def __call__(self, g: Any, f: Any) -> bool:
        """Whether it holds for the resolving card ``f``."""
        return self.test(g, f)


def declare_op(name: str, run: OpRun, fields: tuple[Field | str, ...] = (), doc: str = "",
               affects: OpAffects | None = None, **properties: Any) -> OpDef:
    """Declare an operation (once: a second declaration of the same name is a programming error).

    A field may be given by name only: the shared field of that name (``STANDARD_FIELDS``), else a text field.
    ``properties`` are the other ``OpDef`` fields.
    """
    if name in OPS:
        raise ValueError(f"the operation {name!r} is declared twice")
    specs = tuple(f if isinstance(f, Field) else STANDARD_FIELDS.get(f) or Field(f, str) for f in fields)
    if properties.get("changes") and properties.get("reaches") is None and affects is None:
        raise ValueError(f"the operation {name!r} says what it changes but not whose (reaches)")
    OPS[name] = op = OpDef(name, specs, doc, run, affects, **properties)
    return op


def op(name: str, fields: tuple[Field | str, ...] = (), doc: str = "",
       affects: OpAffects | None = None, **properties: Any) -> Callable[[OpRun], OpRun]:
    """Decorator form of ``declare_op`` for the function that carries the operation out."""
    def register(run: OpRun) -> OpRun:
        declare_op(name, run, fields, doc, affects, **properties)
        return run
    return register


def declare_condition(name: str, test: ConditionTest, doc: str = "", **properties: Any) -> ConditionDef:
    """Declare an answer condition (once); ``properties`` are the other ``ConditionDef`` fields."""
    if name in CONDITIONS:
        raise ValueError(f"the condition {name!r} is declared twice")
    CONDITIONS[name] = cond = ConditionDef(name, doc, test, **properties)
    return cond


def condition(name: str, doc: str = "", **properties: Any) -> Callable[[ConditionTest], ConditionTest]:
    """Decorator form of ``declare_condition`` for the condition's predicate."""
    def register(test: ConditionTest) -> ConditionTest:
        declare_condition(name, test, doc, **properties)
        return test
    return register


def declare_when(name: str, test: WhenTest, doc: str = "") -> WhenDef:
    """Declare an effect condition (``when``), once."""
    if name in WHENS:
        raise ValueError(f"the effect condition {name!r} is declared twice")
    WHENS[name] = when = WhenDef(name, doc, test)
    return when


def when(name: str, doc: str = "") -> Callable[[WhenTest], WhenTest]:
    """Decorator form of ``declare_when`` for the condition's predicate."""
    def register(test: WhenTest) -> WhenTest:
        declare_when(name, test, doc)
        return test
    return register
