"""The Game: a pure, resumable state machine that always knows who must decide and what they may do.

``apply`` validates an action against the same list ``legal_actions`` returns, changes the state and
runs every automatic step until the next decision (see ``_advance``). Nothing here waits on a
player: a bot, a terminal, a web socket and a test all drive the same object the same way.
"""

from __future__ import annotations

import json

from . import determinize as _determinize
from . import (  # noqa: F401  (frame classes: see below)
    discarding,
    drink_events,
    drinks,
    face_up,
    gambling,
    gold,
    losing,
    playing,
    prizes,
    serialize,
    side_decks,
    timing,
    turn,
    views,
)
from .actions import Action, Event, IllegalAction
from .cards import Content
from .chance import seed_state
from .state import Frame, Player, RoundFrame
from .table import Table

# Every core frame kind is a class defined (and so registered, ``state.FRAMES``) in one of the rule modules
# imported above; a mechanic's are defined in its own module.

# More automatic steps than this in one apply means a rule loops without asking anyone: fail loudly.
MAX_AUTOMATIC_STEPS = 100_000

class Game(Table):
    """One game of The Red Dragon Inn for 2 to 8 seats."""

    __slots__ = ()

    # ----- the contract -------------------------------------------------------------------------

    @property
    def inn_gold(self) -> int:
        """The Inn's Gold ledger (may go below zero: the Inn never runs out)."""
        return self.inn

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.over

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (never empty while the game is on)."""
        return [] if self.over else list(self._legal)

    def apply(self, action: Action | dict) -> list[Event]:
        """Take an action for the current player; returns the events it caused."""
        if self.over:
            raise IllegalAction("the game is over")
        if type(action) is not Action:
            if isinstance(action, dict):
                action = Action.from_json(action)
            if not isinstance(action, Action):
                raise IllegalAction(f"not an action: {action!r}")
        for legal in self._legal:
            if legal is action:
                break
        else:
            for legal in self._legal:
                if legal == action:
                    break
            else:
                raise IllegalAction(self._why_illegal(action))
        events: list[Event] = []
        self._events = events
        stack = self.stack
        (stack[-1] if stack else self.turn_frame).act(self, legal)
        self._advance()
        self._events = []
        return events

    def observe(self, seat: int | None) -> dict:
        """What ``seat`` may know, as a JSON-ready dict (None: a spectator)."""
        return views.observe(self, seat)

    def clone(self) -> Game:
        """An independent copy with equal state."""
        new = Game.__new__(Game)   # (not object.__new__: a native class under mypyc)
        new.content = self.content
        new.setup = self.setup
        new.names = self.names
        new.ask_all = self.ask_all
        new.last_call = self.last_call
        new.n = self.n
        new.players = [p.clone() for p in self.players]
        new.turn_frame = self.turn_frame.clone()
        new.stack = [f.clone() for f in self.stack]
        new.next_id = self.next_id
        new.round = new.frame(self.round.id) if self.round is not None else None
        new.pot = self.pot
        new.inn = self.inn
        new.drink_deck = self.drink_deck[:]
        new.drink_discard = self.drink_discard[:]
        new.bar_deck = self.bar_deck[:] if self.bar_deck is not None else None
        new.rng = self.rng
        new.over = self.over
        new.winners = self.winners[:]
        new.first = self.first
        new.rounds = self.rounds
        new.refilling = self.refilling
        new.sides = [d.clone() for d in self.sides] if self.sides else []
        new.tracks = [t.clone() for t in self.tracks] if self.tracks else []
        new.prizes = self.prizes.clone() if self.prizes is not None else None
        new.hooks = self.hooks
        new.anytime_windows = self.anytime_windows
        new._decider = self._decider
        new._legal = self._legal
        new._events = []
        new._checked = self._checked
        new._memo = self._memo
        new._asked = None
        return new

    def determinize(self, seat: int, seed: int) -> Game:
        """A copy where every card ``seat`` cannot see is re-dealt at random (``seed``) from what it could be."""
        return _determinize.determinize(self, seat, seed)

    def to_json(self) -> str:
        """The whole game as JSON text."""
        return json.dumps(serialize.dump(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Rebuild a game saved with ``to_json``; ValueError says what is wrong with a bad save."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"not a saved Innkeeper game: {exc}") from None
        try:
            return serialize.load(cls, data)
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"not a saved Innkeeper game: missing or malformed {exc}") from None

    def __eq__(self, other) -> bool:
        return isinstance(other, Game) and serialize.dump(self) == serialize.dump(other)

    # ----- setup --------------------------------------------------------------------------------

    def _init(self, content: Content, characters: list[str], seed: int, first_player: int | None,
              ask_all: bool, drink_deck: str, bar_deck: tuple[str, ...] | None, last_call: int | None, setup: dict,
              deal: bool = True) -> None:
        """Set the table as "Getting Started" describes."""
        n = len(characters)
        self.content = content
        self.setup = setup
        self.n = n
        self.ask_all = ask_all
        self.last_call = last_call
        self.rng = seed_state(seed)
        start_gold = 8 if n == 2 else 12 if n >= 7 else 10
        self.players = []
        for cid in characters:
            ch = content.characters[cid]
            self.players.append(Player(cid, ch.race, start_gold))
        self.names = _names(content, characters)
        self.stack: list[Frame] = []
        self.next_id = 0
        self.round: RoundFrame | None = None
        self.pot = 0
        self.inn = 0
        self.over = False
        self.winners: list[int] = []
        self.rounds = 0
        self.refilling = False
        self._events = []
        self._checked = False
        self._memo = content.action_memo(self.names)
        self._asked = None
        if bar_deck:
            piles = {**content.drink_decks, **content.drink_packs}
            bar = [c for did in bar_deck for c in piles[did]]
            self.shuffle(bar)
            self.drink_deck, self.bar_deck = bar[:30], bar[30:]
        else:
            self.drink_deck = list(content.drink_decks[drink_deck])
            self.bar_deck = None
            self.shuffle(self.drink_deck)
        self.drink_discard = []
        for p, cid in zip(self.players, characters, strict=True):
            p.deck = list(content.characters[cid].deck)
            self.shuffle(p.deck)
        if deal:
            for p in self.players:
                p.drink_me.append(self.drink_deck.pop())
            for p in self.players:
                for _ in range(7):
                    p.hand.append(p.deck.pop())
        self.first = first_player if first_player is not None else self.below(n)
        self.turn_frame = turn.TurnFrame(self.first)
        self.prizes = None   # (set by the Prize variant's setup)
        self.build_hooks()
        side_decks.setup(self)   # (no side deck: the generator is not touched, so other games stay the same)
        self.tracks = []
        if self.sides:
            face_up.setup(self)
        for setup_hook in self.hooks.setup:
            setup_hook(self)

    def start(self) -> None:
        """Run to the first decision (the first player's turn starts)."""
        for turn_start in self.hooks.turn_start:
            turn_start(self, self.turn)
        self._advance()
        self._events = []

    # ----- the engine loop ----------------------------------------------------------------------

    def _advance(self) -> None:
        """Run automatic steps until someone must decide or the game is over: one path for every frame.

        The top frame (the turn when nothing is above it) runs its automatic part; when someone must decide, a
        single legal action is taken at once (unless every player is asked), else the loop stops for the decision.
        """
        stack = self.stack
        turn_frame = self.turn_frame
        ask_all = self.ask_all
        for _ in range(MAX_AUTOMATIC_STEPS):   # (a for loop counts the steps more cheaply than a counter)
            if self.over:
                break
            if not self.drink_deck and not self.refilling and (self.drink_discard or self.bar_deck):
                drinks.start_refill(self)   # (drinks.refill_due, inline: this loop is the hot path)
                continue
            top = stack[-1] if stack else turn_frame
            if not top.step(self):
                continue
            decider = top.decider(self)
            legal = top.actions(self, decider)
            if not ask_all and len(legal) == 1:
                self._legal = legal
                self._decider = decider
                top.act(self, legal[0])
                continue
            self._decider = decider
            self._legal = legal
            return
        else:
            if not self.over:
                raise RuntimeError(f"the game ran {MAX_AUTOMATIC_STEPS} automatic steps without asking anyone "
                                   f"(turn {self.turn}, phase {self.phase}, stack {[f.kind for f in stack]})")
        self._decider = None
        self._legal = []

    def _why_illegal(self, action: Action) -> str:
        """A readable reason an action is not legal now (naming only what the decider may know)."""
        seat = self._decider
        assert seat is not None   # (asked only while someone decides)
        who = self.names[seat]
        legal = self._legal
        kinds = sorted({a.kind for a in legal})
        if action.card is not None and action.card not in self.content.variants:
            return f"there is no card titled {action.card!r}"
        if action.kind not in kinds:
            return f"{who} cannot {action.kind} now; {who} may: {', '.join(kinds)}"
        if action.card is not None and action.kind in ("play", "discard"):
            held = list(self.players[seat].hand)
            if action.kind == "play":   # a card kept outside the hand, played as though from it
                for kept in self.hooks.held:
                    held += kept(self, seat)
            if all(self.title(c) != action.card for c in held):
                return f"{who} does not hold {action.card!r}"
            verb = "played" if action.kind == "play" else "discarded"
            ways = [str(a) for a in legal if a.kind == action.kind and a.card == action.card]
            if not ways:
                return f"{action.card!r} cannot be {verb} now"
            return f"{action.card!r} cannot be {verb} that way; the legal ways: {'; '.join(ways)}"
        same = [str(a) for a in legal if a.kind == action.kind]
        return f"that {action.kind} is not legal now; the legal ones: {'; '.join(same)}"


def _names(content: Content, characters: list[str]) -> tuple[str, ...]:
    """Short display names, numbered where a character sits in several seats."""
    short = [content.characters[c].short for c in characters]
    counts: dict[str, int] = {}
    out = []
    for s in short:
        counts[s] = counts.get(s, 0) + 1
    seen: dict[str, int] = {}
    for s in short:
        if counts[s] > 1:
            seen[s] = seen.get(s, 0) + 1
            out.append(f"{s} {seen[s]}")
        else:
            out.append(s)
    return tuple(out)

