"""The Mechanic protocol: what a character brings beyond plain cards, plugged into the core's extension points.

A mechanic is one module under ``innkeeper/engine/mechanics/`` (or anywhere: a test may bring its own) that
subclasses ``Mechanic``, overrides the extension points it needs and calls ``register`` once at import. The
core never imports a mechanic: it reaches one only through a table's ``hooks`` (built once from the
mechanics its seated characters bring, see ``hooks``) or through the registries it fills. A content file
names its mechanic by its side deck's kind or its track's kind. Every method has a no-op default; a table
calls only the methods its mechanics override, so a table without a mechanic pays nothing.

Declarations (class attributes):

- ``name``: what the mechanic is called (for messages).
- ``side_kinds`` / ``track_kinds``: the side-deck kinds and track kinds it runs (``[side] kind``,
  ``[track] kind`` in a content file); ``variants``: the table variants it runs (a table option that is true
  in a table's ``setup``, e.g. ``prizes``: every table with that option has its hooks, whoever is seated).
- ``row_name``: the name of its face-up row, if it has one of its own (texts of ``face_up``); ``event``:
  the kind of event its side deck's reveals and drops make.
- Its own frame kinds are ``state.Frame`` subclasses defined in the mechanic's module, each one class with its
  fields and its rules (``step``, ``decider``, ``actions``, ``act``, ``view``); defining the class registers
  it by its ``kind`` (saves name frames by class name, so the mechanic must be imported before a save loads:
  the content loader imports every built-in mechanic).
- ``seat_bound``: its ``may_play`` and ``kept_plays`` concern only the seats whose character brings it (its side
  deck's or track's owner): the table asks them of those seats alone (``hooks.Hooks.may_play_at``).
- ``action_kinds``: kinds of Action it offers that are not card plays (``act`` carries them out);
  ``play_options``: Action options of card plays it carries out itself (``play``).
- ``origins``: the card-frame origins whose finished card it puts away (``finish``); ``as_hand_origins``:
  origins of cards played as though from the hand (a Negated Action card of these lets its player play
  another); ``loss_window_origins``: origins after which the hit-back window opens even when nobody lost
  Fortitude; ``unavoidable_origins``: origins of cards whose effects nobody may Ignore, not even a player
  Ignoring all effects.
- Content: ``card_fields`` (extra fields a card of its side deck may have), ``main_card_fields`` and
  ``any_card_fields`` (fields a main-deck card, or any card, may have for it: an icon that calls on it),
  ``card_marks`` (the marks ``load_card`` may give a card, each with the value a card without it reads: a card
  carries them in ``CardDef.marks`` and reads them as attributes, ``card.shake``),
  ``card_types`` (the types its
  side cards may have; empty: they are played as Action cards and name no type), ``passive_cards`` (its
  side cards are never played: no type, no effects), ``drink_cards`` (its side cards are Drinks, loaded as the
  Drink Decks' are, which may be ``kept`` and carry its ``card_fields``; they go onto Drink Me! piles and, drunk,
  back to its discards: ``drinks.put_away``). The loader asks it: ``load_card`` reads its fields of
  every card, ``effectless`` says a card may have no effect of its own, ``check_side`` and ``check_track``
  validate a side deck or track of its kind (raise the error ``fail(field, problem)`` makes).
- Its own operations and answer conditions are declared in ``ops`` from its module (``declare_op``,
  ``declare_condition``).

Extension points (methods; ``g`` is the table, the core calls each at the moment given):

- ``setup(g)``: as the table is set, after side decks are shuffled and face-up rows dealt.
- ``turn_start(g, seat)``: as ``seat``'s turn starts (also the first turn).
- ``may_play(g, seat, cards, wanted) -> bool``: the quick test before a window, a phase decision or a Round
  decision offers plays: could ``seat`` do anything of this mechanic's now? ``cards`` are the card ids
  that could answer (None: any), ``wanted`` is "anytime", "sometimes", "both" or "action". Must not
  change anything; a True may still lead to no play.
- ``own_actions(g, seat, wanted) -> list[Action]``: non-card actions ``seat`` may take at this decision,
  offered before the hand's plays.
- ``kept_plays(g, seat, subject, subject_id, wanted) -> list[Action]``: cards kept elsewhere that
  ``seat`` may play as though from the hand, offered after the hand's plays (``subject``: the frame
  answered, None at a turn or Round decision; ``subject_id``: its frame id).
- ``act(g, seat, action)``: carry out an action of one of its ``action_kinds``.
- ``play(g, seat, action, subject) -> CardFrame``: put a card of one of its ``play_options`` on the stack
  (``subject``: the id of the frame it answers, -1 for none; push frames with ``g.push``, which gives the id).
- ``before_card(g, f) -> bool``: a played card's first step, before its window opens; True when a
  decision (a frame pushed) must come first.
- ``gate(g, seat, effect) -> bool``: whether a gated effect (``effect.gated``) may happen for ``seat``.
- ``finish(g, f)``: a card of one of its ``origins`` is done: put it where it goes.
- ``loss(g, f, victim, amount) -> int``: the Fortitude ``victim`` is about to lose to card ``f``, changed.
- ``after_loss(g, f, victim)``: after ``victim`` lost Fortitude to card ``f``.
- ``drink(g, seat, alcohol) -> int``: the Alcohol a Drink is about to give ``seat``, changed.
- ``after_drink(g, f)``: after the Drinks of a drink frame were drunk.
- ``round_start(g, r, f) -> bool``: a Round of Gambling ``r`` has just started (``f``: the card frame that
  started it, None if no player's card did), before anyone antes; True when a decision (a frame pushed) must
  come first: the mechanic then calls ``gambling.first_ante(g, r, f)`` itself once it is made.
- ``round_over(g, r, taker)``: a Round of Gambling is over; ``taker`` took the pot (-1: nobody did).
- ``observe(g, seat, view)``: fill in the mechanic's part of an observation (e.g. ``view["tracks"]``).
- ``held(g, seat) -> list[int]``: cards ``seat`` holds outside the hand that it may play (for the reason
  an illegal play gives).
- ``reveal(g, di)`` and ``at_once(g, card)``: reveal the top card of one of its side decks (default: into
  its face-up row, ``face_up.reveal``); whether a revealed card happens at once instead of joining the row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from . import face_up
from .compiled import python_class
from .hooks import POINTS, add_mechanic

if TYPE_CHECKING:
    from .actions import Action
    from .cards import Effect, Mode, SideDef, TrackDef
    from .state import CardFrame, DrinkFrame, RoundFrame
    from .table import Table


@python_class
class Mechanic:
    """Base of every mechanic: no-op extension points; a subclass overrides the ones it needs."""

    name: ClassVar[str] = ""
    side_kinds: ClassVar[tuple[str, ...]] = ()
    track_kinds: ClassVar[tuple[str, ...]] = ()
    variants: ClassVar[tuple[str, ...]] = ()
    row_name: ClassVar[str | None] = None
    event: ClassVar[str] = "side"
    action_kinds: ClassVar[tuple[str, ...]] = ()
    play_options: ClassVar[tuple[str, ...]] = ()
    origins: ClassVar[tuple[str, ...]] = ()
    as_hand_origins: ClassVar[tuple[str, ...]] = ()
    loss_window_origins: ClassVar[tuple[str, ...]] = ()
    unavoidable_origins: ClassVar[tuple[str, ...]] = ()
    card_fields: ClassVar[frozenset[str]] = frozenset()
    main_card_fields: ClassVar[frozenset[str]] = frozenset()
    any_card_fields: ClassVar[frozenset[str]] = frozenset()
    card_marks: ClassVar[dict[str, Any]] = {}
    card_types: ClassVar[tuple[str, ...]] = ()
    passive_cards: ClassVar[bool] = False
    drink_cards: ClassVar[bool] = False
    # Its ``may_play`` and ``kept_plays`` concern only the seats whose character brings it (a side deck or track of its
    # kind): the table asks them of those seats alone. A mechanic a table variant runs is brought by no seat.
    seat_bound: ClassVar[bool] = False
    points: frozenset[str] = frozenset()   # the extension points this mechanic overrides (set by ``register``)

    # ----- extension points ---------------------------------------------------------------------

    def setup(self, g: Table) -> None:
        """As the table is set."""

    def turn_start(self, g: Table, seat: int) -> None:
        """As ``seat``'s turn starts."""

    def may_play(self, g: Table, seat: int, cards: frozenset | None, wanted: str) -> bool:
        """Whether ``seat`` might do something of this mechanic's at this decision (a quick test)."""
        return False

    def own_actions(self, g: Table, seat: int, wanted: str) -> list[Action]:
        """Non-card actions ``seat`` may take now (offered before the hand's plays)."""
        return []

    def kept_plays(self, g: Table, seat: int, subject: Any, subject_id: int, wanted: str) -> list[Action]:
        """Cards kept outside the hand that ``seat`` may play now (offered after the hand's plays)."""
        return []

    def act(self, g: Table, seat: int, action: Action) -> None:
        """Carry out one of this mechanic's ``action_kinds``."""

    def play(self, g: Table, seat: int, action: Action, subject: int) -> CardFrame:
        """Put a card played with one of this mechanic's ``play_options`` on the stack."""
        raise NotImplementedError(f"{self.name} plays no card itself")

    def before_card(self, g: Table, f: CardFrame) -> bool:
        """A played card's first step, before its window; True when a decision must come first."""
        return False

    def gate(self, g: Table, seat: int, e: Effect) -> bool:
        """Whether a gated effect may happen for ``seat``."""
        return False

    def finish(self, g: Table, f: CardFrame) -> None:
        """A card of one of this mechanic's ``origins`` is done: put it where it goes."""

    def loss(self, g: Table, f: CardFrame, victim: int, amount: int) -> int:
        """The Fortitude ``victim`` is about to lose to card ``f``, as this mechanic changes it."""
        return amount

    def after_loss(self, g: Table, f: CardFrame, victim: int) -> None:
        """After ``victim`` lost Fortitude to card ``f``."""

    def drink(self, g: Table, seat: int, alcohol: int) -> int:
        """The Alcohol a Drink is about to give ``seat``, as this mechanic changes it."""
        return alcohol

    def after_drink(self, g: Table, f: DrinkFrame) -> None:
        """After the Drinks of ``f`` were drunk."""

    def round_start(self, g: Table, r: RoundFrame, f: CardFrame | None) -> bool:
        """A Round of Gambling has just started, before the ante; True when a decision must come first."""
        return False

    def round_over(self, g: Table, r: RoundFrame, taker: int) -> None:
        """A Round of Gambling is over; ``taker`` took the pot (-1: nobody)."""

    def observe(self, g: Table, seat: int | None, view: dict) -> None:
        """Fill in this mechanic's part of an observation."""

    def held(self, g: Table, seat: int) -> list[int]:
        """Cards ``seat`` holds outside the hand that it may play."""
        return []

    # ----- its side deck ------------------------------------------------------------------------

    def reveal(self, g: Table, di: int) -> None:
        """Reveal the top card of one of this mechanic's side decks (into its face-up row)."""
        face_up.reveal(g, di)

    def at_once(self, g: Table, card: int) -> bool:
        """Whether a revealed card happens at once instead of joining the row."""
        return False

    # ----- its content --------------------------------------------------------------------------

    def check_side(self, side: SideDef, fail: Any) -> None:
        """Validate a side deck of this mechanic's kind (``fail(field, problem)`` makes the error to raise)."""

    def check_track(self, track: TrackDef, fail: Any) -> None:
        """Validate a track of this mechanic's kind."""

    def load_card(self, raw: dict, side: str | None, modes: list[Mode], read: Any) -> tuple[list[Mode], dict]:
        """Read this mechanic's fields of a card being loaded (``side``: the kind of side deck it is in, None for a
        main-deck card): the card's modes (an icon may add an effect after its own) and the marks to give it
        (declared in ``card_marks``). ``read`` reads fields with the loader's checks: ``get(key, kind, default)``,
        ``field(table, key, kind, default)``, ``keys(table, allowed, what)``, ``mode(table, field, label)`` and
        ``fail(field, problem)``."""
        return modes, {}

    def effectless(self, raw: dict, side: str | None) -> bool:
        """Whether this card may have no effect of its own (``effects = []``)."""
        return False


def register(m: Mechanic) -> Mechanic:
    """Record a mechanic: its kinds, frames and the extension points it overrides."""
    m.points = frozenset(p for p in POINTS if getattr(type(m), p) is not getattr(Mechanic, p))
    add_mechanic(m)
    return m
