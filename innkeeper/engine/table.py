"""The table: every field of a game's state, declared with its type, and the small helpers every rule uses.

``Table`` is the base of ``game.Game``. Rule modules take a ``Table`` (``g``) and import each other in one
direction; ``game`` sits on top with the engine loop and the public contract. The table's ``hooks`` (the
extension points its seated mechanics implement, see ``hooks``) are built once, at setup or as a save
loads, and shared by its clones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from . import hooks as _hooks
from .actions import Action, Event, IllegalAction
from .chance import Chance
from .state import ROTATIONS, Frame, Player, Prizes, RoundFrame, SideDeck, Track, TurnFrame

if TYPE_CHECKING:
    from .cards import Content, Effect

_new_event = object.__new__
T = TypeVar("T", bound="Table")


class Table(Chance):
    """A game's state and its shared helpers (``Game`` adds the loop and the public contract)."""

    __slots__ = (
        "content", "setup", "names", "ask_all", "last_call", "n",
        "players", "turn_frame", "stack", "next_id", "round", "pot", "inn",
        "drink_deck", "drink_discard", "bar_deck", "over", "winners",
        "first", "rounds", "refilling", "sides", "tracks", "prizes", "hooks",
        "anytime_windows",  # Anytime cards are offered at each phase step (``anytime``); False in an older game
        "_decider", "_legal", "_events",
        "_checked",  # nobody was losing at the last safe point, and nothing since could have changed that
        "_memo",   # Actions already made, by what their text depends on; shared by games with the same names
        "_asked",  # (window, position, plays) a window's step found and its actions() will offer, or None
    )

    content: Content
    setup: dict
    names: tuple[str, ...]
    ask_all: bool
    last_call: int | None
    n: int
    players: list[Player]
    turn_frame: TurnFrame     # the bottom of the stack: the active player's turn, under every frame of ``stack``
    stack: list[Any]          # the frames above the turn (``state.Frame``: each kind one class, its fields and rules)
    next_id: int              # the id the next frame pushed gets (frames refer to each other by id)
    round: RoundFrame | None  # the Round of Gambling's frame while it is on the stack (its state lives there)
    pot: int
    inn: int
    drink_deck: list[int]
    drink_discard: list[int]
    bar_deck: list[int] | None
    over: bool
    winners: list[int]
    first: int
    rounds: int
    refilling: bool
    sides: list[SideDeck]
    tracks: list[Track]
    prizes: Prizes | None     # the Prize variant's cards, None at a table without it
    hooks: _hooks.Hooks
    anytime_windows: bool
    _decider: int | None
    _legal: list[Action]
    _events: list[Event]
    _checked: bool
    _memo: dict
    _asked: tuple[Frame, int, list[Action]] | None

    def build_hooks(self) -> None:
        """Build the table's hooks from the mechanics its seated characters bring and its variants run (once: at
        setup, on load)."""
        setup = self.setup
        variants = tuple(v for v in _hooks.BY_VARIANT if setup.get(v))
        self.hooks = _hooks.build(self.content, [p.character for p in self.players], variants)
        # a game whose setup predates the quiet windows (a save) plays on with the timing it was recorded with
        self.anytime_windows = setup.get("anytime_windows") is True

    def push(self, frame: Any) -> None:
        """Put ``frame`` on top of the stack with the next frame id."""
        frame.id = self.next_id
        self.next_id += 1
        self.stack.append(frame)
        self._checked = False   # a frame's rules may change any stat: check for losers once the stack is empty

    def top(self) -> Any:
        """The frame on top: the last of ``stack``, or the turn when nothing is above it."""
        stack = self.stack
        return stack[-1] if stack else self.turn_frame

    # The turn's state, read and set through its frame (``turn_frame``).
    @property
    def turn(self) -> int:
        """The seat whose turn it is."""
        return self.turn_frame.player

    @turn.setter
    def turn(self, seat: int) -> None:
        self.turn_frame.player = seat

    @property
    def phase(self) -> str:
        """The turn's phase: "discard", "action", "order", "drink" or "end"."""
        return self.turn_frame.phase

    @phase.setter
    def phase(self, phase: str) -> None:
        self.turn_frame.phase = phase

    @property
    def step(self) -> int:
        """1 once the phase's own action is done, else 0."""
        return self.turn_frame.part

    @step.setter
    def step(self, part: int) -> None:
        self.turn_frame.part = part

    def frame(self, fid: int) -> Any:
        """The frame on the stack with id ``fid`` (searched from the top: stacks are short), or None."""
        stack = self.stack
        i = len(stack)
        while i:   # (cheaper than reversed() or range() for a stack of a few frames)
            i -= 1
            f = stack[i]
            if f.id == fid:
                return f
        return None

    def index_of(self, fid: int) -> int:
        """The stack index of the frame with id ``fid``, or -1 when it is not on the stack."""
        stack = self.stack
        i = len(stack)
        while i:
            i -= 1
            if stack[i].id == fid:
                return i
        return -1

    def clone(self: T) -> T:
        """An independent copy with equal state (``Game.clone``)."""
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now; None once the game is over."""
        return None if self.over else self._decider

    # ----- small shared helpers -----------------------------------------------------------------

    def emit(self, kind: str, private: dict | None = None, **data: Any) -> None:
        """Record an event of the action being applied: its kind and fields (``english`` renders its text)."""
        event = _new_event(Event)
        event.kind = kind
        event._text = None
        event.data = data
        event.private = private
        event.names = self.names
        self._events.append(event)

    def alive(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [i for i, p in enumerate(self.players) if not p.out]

    def in_turn_order(self, start: int) -> list[int]:
        """Seats still in the game, in turn order from ``start``."""
        players = self.players
        return [s for s in ROTATIONS[self.n][start] if not players[s].out]

    def next_alive(self, seat: int) -> int:
        """The next seat to the left still in the game."""
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if not self.players[s].out:
                return s
        return seat

    def held(self, seat: int, title: str) -> int:
        """The id of a card with this title in a seat's hand (each deck prints its own version)."""
        titles = self.content.titles
        for cid in self.players[seat].hand:
            if titles[cid] == title:
                return cid
        raise IllegalAction(f"{self.names[seat]} does not hold {title!r}")

    def title(self, card: int) -> str:
        """A card's title."""
        return self.content.titles[card]

    def change_stat(self, seat: int, stat: str, delta: int) -> int:
        """Change Fortitude or Alcohol Content within 0..20; returns the actual change."""
        p = self.players[seat]
        old = getattr(p, stat)
        new = min(20, max(0, old + delta))
        setattr(p, stat, new)
        return new - old

    def effect_allowed(self, seat: int, e: Effect) -> bool:
        """Whether a gated effect may happen for ``seat`` now: some mechanic at the table lets it (a marker gate)."""
        for gate in self.hooks.gate:
            if gate(self, seat, e):
                return True
        return False

    def draw_cards(self, seat: int, count: int) -> list[int]:
        """Draw from a character deck, reshuffling the discards when the last card is drawn."""
        p = self.players[seat]
        deck = p.deck
        if len(deck) > count > 0:   # the usual case: no reshuffle on the way (the top card is the list's end)
            drawn = deck[:-count - 1:-1]
            del deck[-count:]
        else:
            drawn = []
            for _ in range(count):
                if not p.deck:
                    break
                drawn.append(p.deck.pop())
                if not p.deck and p.discard:
                    p.deck, p.discard = p.discard, []
                    self.shuffle(p.deck)
                    self.emit("reshuffle", seat=seat)
        p.hand.extend(drawn)
        if drawn:
            titles = self.content.titles
            self.emit("draw", {seat: {"cards": [titles[c] for c in drawn]}}, seat=seat, count=len(drawn))
        return drawn
