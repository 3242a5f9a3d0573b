"""The registries mechanics fill, and a table's hooks: the extension points its seated mechanics implement.

A mechanic (see ``mechanic``) registers itself here when its module is imported: it names the side-deck
kinds, track kinds and table variants it runs (its frame classes register themselves: ``state.Frame``). A
table builds its ``Hooks`` once, from the mechanics its seated characters bring and its variants (table options
such as the Prize variant) run (at setup, and on first use after a load); every extension point is a tuple (or
a small dict) of the implementations, empty when nobody at the table brings one, so a core hot path tests an
empty tuple and pays nothing more. A ``Hooks`` never changes once built, so a clone shares it.

This module imports nothing of the engine: every other module may import it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .cards import CARD_MARKS, CardDef

# Every registered mechanic, in the order registered (the order a table's hooks run in).
MECHANICS: list[Any] = []
# Side-deck kind -> the mechanic that runs it; track kind -> the mechanic that runs it.
BY_SIDE: dict[str, Any] = {}
BY_TRACK: dict[str, Any] = {}
# Table variant (a ``new_game`` option, true in a table's setup) -> the mechanic that runs it.
BY_VARIANT: dict[str, Any] = {}


# Kinds of action the registered mechanics offer beyond the core's (``actions.ACTION_KINDS``).
MECHANIC_ACTION_KINDS: list[str] = []

# The extension points a mechanic may implement as methods (see ``mechanic.Mechanic``), each a tuple here.
POINTS = (
    "setup", "turn_start", "may_play", "own_actions", "kept_plays", "before_card", "gate",
    "loss", "after_loss", "drink", "after_drink", "round_start", "round_over", "observe", "held",
)


class Hooks:
    """The extension points one table's mechanics implement (immutable once built: clones share it; a native class
    when compiled, so the core's hot paths read its tuples without a lookup)."""

    __slots__ = (*POINTS, "may_play_at", "kept_plays_at", "acts", "play_options", "finishes", "as_hand",
                 "loss_window", "unavoidable", "mechanics")

    setup: tuple
    turn_start: tuple
    may_play: tuple
    own_actions: tuple
    kept_plays: tuple
    before_card: tuple
    gate: tuple
    loss: tuple
    after_loss: tuple
    drink: tuple
    after_drink: tuple
    round_start: tuple
    round_over: tuple
    observe: tuple
    held: tuple
    may_play_at: tuple                 # seat -> the ``may_play`` hooks that may concern it (``Mechanic.seat_bound``)
    kept_plays_at: tuple               # seat -> the ``kept_plays`` hooks that may concern it
    acts: dict[str, Callable]          # action kind -> act(game, seat, action), for kinds a mechanic offers
    play_options: dict[str, Callable]  # play option -> play(game, seat, action, subject) -> the card frame
    finishes: dict[str, Callable]      # card-frame origin -> finish(game, frame): where the finished card goes
    as_hand: frozenset                 # origins of cards played as though from the hand (replay rules apply)
    loss_window: frozenset             # origins after which the hit-back window opens even with no loss
    unavoidable: frozenset             # origins of cards nobody may Ignore, not even a player Ignoring all effects
    mechanics: tuple

    def __init__(self, mechanics: Iterable[Any], brought: tuple = ()):
        """Gather the extension points these mechanics implement; ``brought`` holds, per seat, the mechanics its
        character brings (a seat-bound mechanic's seat hooks concern those seats only; none given: every seat)."""
        mechanics = tuple(mechanics)
        self.mechanics = mechanics
        for point in POINTS:
            setattr(self, point, tuple(getattr(m, point) for m in mechanics if point in m.points))
        self.may_play_at = _per_seat(mechanics, brought, "may_play")
        self.kept_plays_at = _per_seat(mechanics, brought, "kept_plays")
        self.acts = {kind: m.act for m in mechanics for kind in m.action_kinds}
        self.play_options = {option: m.play for m in mechanics for option in m.play_options}
        self.finishes = {origin: m.finish for m in mechanics for origin in m.origins}
        self.as_hand = frozenset(o for m in mechanics for o in m.as_hand_origins)
        self.unavoidable = frozenset(o for m in mechanics for o in m.unavoidable_origins)
        self.loss_window = frozenset(o for m in mechanics for o in m.loss_window_origins)

    def __setattr__(self, name: str, value: Any) -> None:
        """Set a field while building; afterwards the hooks never change."""
        if hasattr(self, "loss_window"):
            raise AttributeError("a table's hooks do not change once built")
        object.__setattr__(self, name, value)


def _per_seat(mechanics: tuple, brought: tuple, point: str) -> tuple:
    """Per seat, the implementations of ``point`` that may concern it: a seat-bound mechanic's only at the seats that
    bring it (``brought``: per seat, the mechanics its character brings; empty: every seat has every one)."""
    if not brought:
        return (tuple(getattr(m, point) for m in mechanics if point in m.points),) * MAX_SEATS
    return tuple(tuple(getattr(m, point) for m in mechanics
                       if point in m.points and (not m.seat_bound or any(b is m for b in mine)))
                 for mine in brought)


MAX_SEATS = 8
NO_HOOKS = Hooks(())
_BUILT: dict[tuple, Hooks] = {(): NO_HOOKS}


def mechanics_of(content: Any, characters: Iterable[str], variants: Iterable[str] = ()) -> tuple:
    """The registered mechanics that the seated characters bring (side decks, tracks) and the table's variants
    run, in registration order."""
    wanted = set()
    for variant in variants:
        m = BY_VARIANT.get(variant)
        if m is None:
            raise ValueError(f"the table variant {variant!r} is run by no mechanic")
        wanted.add(id(m))
    for cid in characters:
        ch = content.characters[cid]
        if ch.side is not None:
            m = BY_SIDE.get(ch.side.kind)
            if m is None:
                raise ValueError(f"character {cid!r} brings a side deck of kind {ch.side.kind!r}, "
                                 "which no mechanic runs")
            wanted.add(id(m))
        if ch.track is not None:
            m = BY_TRACK.get(ch.track.kind)
            if m is None:
                raise ValueError(f"character {cid!r} brings a track of kind {ch.track.kind!r}, which no mechanic runs")
            wanted.add(id(m))
    return tuple(m for m in MECHANICS if id(m) in wanted)


def build(content: Any, characters: Iterable[str], variants: tuple[str, ...] = ()) -> Hooks:
    """The hooks of a table seating these characters with these variants (one shared object per set of mechanics;
    each content remembers those of the line-ups it has seated, so a game loaded from a save finds them at once)."""
    seated = characters if type(characters) is tuple else tuple(characters)
    key = (seated, variants) if variants else seated
    line_ups = content.line_ups
    hooks = line_ups.get(key)
    if hooks is None:
        mechanics = mechanics_of(content, seated, variants)
        brought = tuple(mechanics_of(content, (cid,)) for cid in seated) if mechanics else ()
        built = (mechanics, brought) if mechanics else ()
        hooks = _BUILT.get(built)
        if hooks is None:
            hooks = _BUILT[built] = Hooks(mechanics, brought)
        line_ups[key] = hooks
    return hooks


def side_mechanic(kind: str) -> Any:
    """The mechanic that runs side decks of this kind."""
    return BY_SIDE[kind]


def add_mechanic(m: Any) -> None:
    """Record a mechanic (called by ``mechanic.register``); a kind run twice is a programming error."""
    for kind in m.side_kinds:
        if kind in BY_SIDE:
            raise ValueError(f"the side-deck kind {kind!r} is run by two mechanics")
    for kind in m.track_kinds:
        if kind in BY_TRACK:
            raise ValueError(f"the track kind {kind!r} is run by two mechanics")
    for variant in m.variants:
        if variant in BY_VARIANT:
            raise ValueError(f"the table variant {variant!r} is run by two mechanics")
    for mark in m.card_marks:
        if mark in CARD_MARKS or hasattr(CardDef, mark) or mark in CardDef.__dataclass_fields__:
            raise ValueError(f"the card mark {mark!r} is declared twice (or is a card field)")
    CARD_MARKS.update(m.card_marks)
    for mark, default in m.card_marks.items():   # what a card without the mark reads
        setattr(CardDef, mark, default)
    MECHANICS.append(m)
    for kind in m.side_kinds:
        BY_SIDE[kind] = m
    for kind in m.track_kinds:
        BY_TRACK[kind] = m
    for variant in m.variants:
        BY_VARIANT[variant] = m
    MECHANIC_ACTION_KINDS.extend(k for k in m.action_kinds if k not in MECHANIC_ACTION_KINDS)
    _BUILT.clear()
    _BUILT[()] = NO_HOOKS
