"""The scenario builder: set up an exact situation so a rulebook example is a few lines.

    s = Scenario(["gerki", "zot", "fiona"], content=[...])   # same options as new_game
    s.hand(0, ["Dump it on the floor", "I don't think so!"])  # exact hand, by title
    s.drink_me(0, ["Wine with a Chaser", "Dragon Breath Ale"])  # Drink Me! pile, top first
    s.drink_deck(["Light Ale", "Round on the House!"])       # the whole Drink Deck, top first
    s.drink_discard(["Water", "Wine"])                        # the Drink discard pile
    s.deck(1, [...]); s.stats(2, fortitude=12, alcohol=10, gold=3)
    s.turn(0, phase="drink")   # whose turn, and its phase: "discard", "action", "order" or "drink"
    game = s.build()           # an ordinary Game from here on; s.events holds what the build did

Unset hands get the top 7 cards of the shuffled deck; unset Drink Me! piles start empty; the Drink
Deck is the shuffled deck unless set. Cards put in a hand, discard pile or Drink Me! pile are taken
out of the shuffled deck they came from (when it was not set exactly), so no card is doubled. The
scenario starts with no Gold in the Inn.
"""

from __future__ import annotations

from innkeeper import _build
from innkeeper.content import read_files
from innkeeper.engine import Event, Game

PHASES = ("discard", "action", "order", "drink")


class Scenario:
    """Builds a Game in an exact state."""

    def __init__(self, characters: list[str], seed: int = 0, *, content=(), **options):
        self._game = _build(characters, seed, options.pop("first_player", None), options.pop("ask_all", False),
                            options.pop("drink_deck", "core"), options.pop("bar_deck", False),
                            options.pop("last_call", None), read_files(content), deal=False,
                            prizes=options.pop("prizes", False))
        if options:
            raise TypeError(f"unknown scenario option(s): {', '.join(sorted(options))}")
        self._hands: dict[int, list[int]] = {}
        self._exact_decks: set[int] = set()
        self._exact_drink_deck = False
        self.events: list[Event] = []

    def _ids(self, titles: list[str], seat: int | None = None) -> list[int]:
        """Card ids for titles; where decks print different cards under one title, the seat's own."""
        content = self._game.content
        own = set(content.characters[self._game.players[seat].character].deck) if seat is not None else set()
        out = []
        for t in titles:
            if t not in content.variants:
                raise KeyError(f"no card titled {t!r}")
            ids = content.variants[t]
            out.append(next((c for c in ids if c in own), ids[0]))
        return out

    def _seat(self, seat: int) -> None:
        if not 0 <= seat < self._game.n:
            raise IndexError(f"no seat {seat}")

    def hand(self, seat: int, titles: list[str]) -> Scenario:
        """Give a seat exactly these cards in hand."""
        self._seat(seat)
        self._hands[seat] = self._ids(titles, seat)
        return self

    def deal(self, hands, drink_me: dict | None = None, stats: dict | None = None) -> Scenario:
        """Exact hands (one list per seat from 0), and Drink Me! piles and stats by seat (a card test's table)."""
        for seat, titles in enumerate(hands):
            self.hand(seat, list(titles))
        for seat, pile in (drink_me or {}).items():
            self.drink_me(seat, pile)
        for seat, values in (stats or {}).items():
            self.stats(seat, **values)
        return self

    def deck(self, seat: int, titles: list[str]) -> Scenario:
        """Set a seat's character deck exactly, top first."""
        self._seat(seat)
        self._game.players[seat].deck = self._ids(titles, seat)[::-1]
        self._exact_decks.add(seat)
        return self

    def discard(self, seat: int, titles: list[str]) -> Scenario:
        """Set a seat's character discard pile."""
        self._seat(seat)
        self._game.players[seat].discard = self._ids(titles, seat)
        return self

    def drink_me(self, seat: int, titles: list[str]) -> Scenario:
        """Set a seat's Drink Me! pile, top first (a side deck's Drink is taken out of its side deck)."""
        self._seat(seat)
        g = self._game
        ids = self._ids(titles)
        for c in ids:
            for d in g.sides:
                if c in d.deck:
                    d.deck.remove(c)
                    break
        g.players[seat].drink_me = ids[::-1]
        return self

    def drink_deck(self, titles: list[str]) -> Scenario:
        """Set the whole Drink Deck, top first."""
        self._game.drink_deck = self._ids(titles)[::-1]
        self._exact_drink_deck = True
        return self

    def drink_discard(self, titles: list[str]) -> Scenario:
        """Set the Drink discard pile."""
        self._game.drink_discard = self._ids(titles)
        return self

    def stats(self, seat: int, *, fortitude: int | None = None, alcohol: int | None = None,
              gold: int | None = None) -> Scenario:
        """Set a seat's Fortitude, Alcohol Content and Gold."""
        self._seat(seat)
        p = self._game.players[seat]
        for name, value in (("fortitude", fortitude), ("alcohol", alcohol), ("gold", gold)):
            if value is not None:
                if name != "gold" and not 0 <= value <= 20:
                    raise ValueError(f"{name} must be 0 to 20")
                if value < 0:
                    raise ValueError("gold must not be negative")
                setattr(p, name, value)
        return self

    def turn(self, seat: int, phase: str = "discard") -> Scenario:
        """Whose turn it is and the phase it is in."""
        self._seat(seat)
        if phase not in PHASES:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}")
        self._game.turn = seat
        self._game.first = seat
        self._game.phase = phase
        return self

    def side(self, owner: int, *, deck: list[str] | None = None, shown: list[str] | None = None,
             discard: list[str] | None = None) -> Scenario:
        """Set the piles of ``owner``'s side deck (deck top first, ``shown`` the Setlist); the rest stay in the deck."""
        self._seat(owner)
        g = self._game
        index = next((i for i, d in enumerate(g.sides) if d.owner == owner), None)
        if index is None:
            raise ValueError(f"seat {owner} has no side deck")
        d = g.sides[index]
        pool = d.deck + d.shown + d.discard + [c for front in d.fronts for c in front]
        piles = {}
        for name, titles in (("shown", shown), ("discard", discard), ("deck", deck)):
            if titles is not None:
                piles[name] = [_take_title(g, pool, t) for t in titles]
        d.shown = piles.get("shown", [])
        d.discard = piles.get("discard", [])
        d.deck = piles["deck"][::-1] if "deck" in piles else pool
        d.fronts = [[] for _ in d.fronts]
        return self

    def in_front(self, seat: int, titles: list[str]) -> Scenario:
        """Put side-deck cards in front of ``seat`` (Mockery cards, kept Drinks), each from the deck holding it."""
        self._seat(seat)
        g = self._game
        if not g.sides:
            raise ValueError("nobody at this table has a side deck")
        for t in titles:
            d = next((d for d in g.sides if any(g.title(c) == t for c in d.deck)), g.sides[0])
            d.fronts[seat].append(_take_title(g, d.deck, t))
        return self

    def prizes(self, *, inn: list[str] | None = None, bin: list[str] | None = None,
               fronts: dict[int, list[str]] | None = None) -> Scenario:
        """Lay out the Prize variant's cards: those named in the Inn, the Prize Bin and in front of seats (the
        Prizes not named anywhere leave the game); ``inn`` left out keeps every Prize not placed elsewhere there."""
        g = self._game
        p = g.prizes
        if p is None:
            raise ValueError("this table does not play the Prize variant (Scenario(..., prizes=True))")
        pool = list(g.content.prizes)
        p.bin = [_take_title(g, pool, t) for t in bin or []]
        p.fronts = [[] for _ in p.fronts]
        for seat, titles in (fronts or {}).items():
            self._seat(seat)
            p.fronts[seat] = [_take_title(g, pool, t) for t in titles]
        p.inn = pool if inn is None else [_take_title(g, pool, t) for t in inn]
        p.pot = -1
        return self

    def marker(self, seat: int, value: int) -> Scenario:
        """Put ``seat``'s track marker (Serena's Piety) on this space of its chart."""
        self._seat(seat)
        g = self._game
        t = next((t for t in g.tracks if t.owner == seat), None)
        if t is None:
            raise ValueError(f"seat {seat} has no track")
        chart = g.content.characters[g.players[seat].character].track
        if not chart.low <= value <= chart.high:
            raise ValueError(f"the {chart.name} chart runs {chart.low} to {chart.high}")
        t.value = value
        return self

    def build(self) -> Game:
        """The game, advanced to its first decision."""
        g = self._game
        for seat, p in enumerate(g.players):
            if seat not in self._exact_decks:
                _take_out(p.deck, self._hands.get(seat, []) + p.discard)
            if not self._exact_drink_deck:
                _take_out(g.drink_deck, p.drink_me)
            if seat in self._hands:
                p.hand = list(self._hands[seat])
            else:
                for _ in range(7):
                    if p.deck:
                        p.hand.append(p.deck.pop())
        if not self._exact_drink_deck:
            _take_out(g.drink_deck, g.drink_discard)
        g._events = []
        g._advance()
        self.events, g._events = g._events, []
        return g


def _take_title(g: Game, pool: list[int], title: str) -> int:
    """Remove and return a card with this title from a pile."""
    for card in pool:
        if g.content.cards[card].title == title:
            pool.remove(card)
            return card
    raise KeyError(f"no card titled {title!r} left in that pile")


def _take_out(pile: list[int], cards: list[int]) -> None:
    """Remove one copy of each card from a pile where it is there (cards from elsewhere stay extra)."""
    for c in cards:
        if c in pile:
            pile.remove(c)


def in_quiet(g: Game) -> bool:
    """Whether the decision is a quiet window: Anytime cards offered at a step of the turn or Round (``anytime``)."""
    return bool(g.stack) and g.stack[-1].kind == "anytime"


def pass_quiet(g: Game) -> list[Event]:
    """Pass in every quiet window until the next decision outside one; returns the events."""
    events: list[Event] = []
    for _ in range(200):
        if g.is_over or not in_quiet(g):
            return events
        events += g.apply(g.legal_actions()[0])
    raise AssertionError("the quiet windows never closed")


def find(g: Game, kind: str, card: str | None = None, targets=None, drink: int | None = None,
         option: str | None = None, mode: int | None = None) -> list:
    """The legal actions of the current player that match every given field."""
    out = []
    for a in g.legal_actions():
        if a.kind != kind or (card is not None and a.card != card):
            continue
        if targets is not None and a.targets != tuple(targets):
            continue
        if drink is not None and a.drink != drink:
            continue
        if option is not None and a.option != option:
            continue
        if mode is not None and a.mode != mode:
            continue
        out.append(a)
    return out


def find_past_quiet(g: Game, kind: str, card: str | None = None, **fields) -> list:
    """``find``, after passing the quiet windows (Anytime cards at a phase step) that offer no match, one decision at
    a time: a scenario written before they existed reads "the active player plays X" and means the others passed."""
    for _ in range(200):
        found = find(g, kind, card, **fields)
        if found or not in_quiet(g) or g.is_over:
            return found
        g.apply(g.legal_actions()[0])
    raise AssertionError("the quiet windows never closed")


def can(g: Game, kind: str, card: str | None = None, **fields) -> bool:
    """Whether the current player has a legal action matching the fields (past quiet windows: ``find_past_quiet``)."""
    return bool(find_past_quiet(g, kind, card, **fields))


def act(g: Game, kind: str, card: str | None = None, **fields) -> list[Event]:
    """Apply the first legal action matching the fields, past quiet windows (AssertionError lists the legal ones)."""
    found = find_past_quiet(g, kind, card, **fields)
    if not found:
        legal = "; ".join(str(a) for a in g.legal_actions())
        raise AssertionError(f"seat {g.current_player} has no legal {kind} {card or ''} {fields}; legal: {legal}")
    return g.apply(found[0])


def play(g: Game, card: str, **fields) -> list[Event]:
    """Play a card by title for the current player."""
    return act(g, "play", card, **fields)


def pass_(g: Game) -> list[Event]:
    """The current player passes."""
    return act(g, "pass")


def pass_until(g: Game, seat: int, limit: int = 200) -> list[Event]:
    """Pass for everyone until ``seat`` must decide; returns the events."""
    events: list[Event] = []
    for _ in range(limit):
        if g.is_over or g.current_player == seat:
            return events
        events += pass_(g)
    raise AssertionError(f"seat {seat} was never asked")


def texts(events: list[Event]) -> list[str]:
    """The readable lines of some events."""
    return [str(e) for e in events]


def playable(g: Game) -> set[str]:
    """Titles of the cards the current player may play now (past any quiet window: see ``find``)."""
    pass_quiet(g)
    return {a.card for a in g.legal_actions() if a.kind == "play"}


def golds(g: Game) -> list[int]:
    """Every seat's Gold."""
    return [p.gold for p in g.players]


def hand(g: Game, seat: int) -> list[str]:
    """A seat's hand as sorted titles."""
    return sorted(g.title(c) for c in g.players[seat].hand)


def hand_in_order(g: Game, seat: int) -> list[str]:
    """A seat's hand as titles, in the order held."""
    return [g.title(c) for c in g.players[seat].hand]


def asked(g: Game, seat: int, subject: str, stage: int) -> bool:
    """Whether ``seat`` is asked in a window on a frame of kind ``subject`` (stage 0 Anytime, 1 Sometimes)."""
    top = g.stack[-1] if g.stack else None
    return (g.current_player == seat and top is not None and top.kind == "window" and top.stage == stage
            and g.frame(top.subject).kind == subject)


def sometimes_choices(g: Game, seat: int) -> set[str]:
    """Pass until ``seat`` is asked in a window's Sometimes pass (use ask_all); the titles it may play."""
    for _ in range(100):
        top = g.stack[-1] if g.stack else None
        if g.current_player == seat and top is not None and top.kind == "window" and top.stage == 1:
            return playable(g)
        pass_(g)
    raise AssertionError(f"seat {seat} was never asked for Sometimes cards")


def pass_windows(g: Game) -> None:
    """Pass in every open response window (quiet windows too) until the next decision outside one."""
    for _ in range(200):
        if not (g.stack and g.stack[-1].kind in ("window", "anytime")):
            return
        pass_(g)
    raise AssertionError("the windows never closed")


def _pass_until_settled(g: Game, limit: int) -> tuple[list[int], list[Event]]:
    """Pass for everyone until nothing is resolving (at most ``limit`` passes): the seats asked and the events."""
    seats: list[int] = []
    events: list[Event] = []
    for _ in range(limit):
        if g.is_over or not g.stack or in_quiet(g):   # (a quiet window opens only when nothing is resolving)
            return seats, events
        seats.append(g.current_player)
        events += pass_(g)
    raise AssertionError("the stack never emptied")


def pass_until_settled(g: Game) -> list[int]:
    """Pass for everyone until nothing is resolving; the seats asked meanwhile, in order."""
    return _pass_until_settled(g, 200)[0]


def settle(g: Game, limit: int = 200) -> list[Event]:
    """Pass for everyone until nothing is resolving; the events meanwhile."""
    return _pass_until_settled(g, limit)[1]


def drink(g: Game) -> None:
    """The active player drinks, unless the game already did it for them (it was their only choice)."""
    if find_past_quiet(g, "drink"):
        act(g, "drink")


def drunk(events: list[Event]) -> list[tuple[int, int]]:
    """(seat, Alcohol gained) of every Drink drunk (not Ignored), in order."""
    return [(e.data["seat"], e.data["alcohol"]) for e in events if e.kind == "drink" and "alcohol" in e.data]


def titles_of(g: Game, ids: list[int]) -> list[str]:
    """Titles of a list of card ids."""
    return [g.title(c) for c in ids]


def drink_me_pile(g: Game, seat: int) -> list[str]:
    """A seat's Drink Me! pile as titles, top first."""
    return titles_of(g, g.players[seat].drink_me)[::-1]


def alcohol_fortitude_gold(g: Game, seat: int) -> tuple[int, int, int]:
    """(Alcohol, Fortitude, Gold) of a seat."""
    p = g.players[seat]
    return p.alcohol, p.fortitude, p.gold


def fortitudes(g: Game) -> list[int]:
    """Every seat's Fortitude."""
    return [p.fortitude for p in g.players]


def alcohols(g: Game) -> list[int]:
    """Every seat's Alcohol Content."""
    return [p.alcohol for p in g.players]
