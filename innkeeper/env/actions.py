"""The fixed discrete action space: every legal action of every shipped character at 2 to 8 seats.

An action's index is found from its structured fields alone (kind, card, targets, mode, drink, option),
never from its text. Seats are written relative to the deciding seat (0 = itself, 1 = the next seat in
turn order, ...), so the same index means the same thing from every seat. The space is laid out in blocks
derived from the shipped content (see ``blocks()`` and the README's "For researchers" section).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

import numpy as np

from innkeeper.content import load_content
from innkeeper.engine import Action, Game, IllegalAction

MAX_SEATS = 8
# A revealed Drink is named by its place in the list of Drinks on the stack's Drink frame: a Round on the
# House or a Drinking Contest at 8 seats reveals 8, Chasers and splits add more. 24 is three per seat.
MAX_DRINKS = 24
# Options a play may carry when the card is played from a side deck's face-up row rather than the hand.
PLAY_OPTIONS = ("sing", "potion")
# Choices with no card and no player: keep a Mead whole, accept or decline The Challenge!
BARE_CHOICES = ("keep", "accept", "decline")
# The option of a Prize's play (from in front of its owner) and of the choice of the pot's Prize (the Prize variant).
PRIZE_OPTION = "prize"

Key = tuple  # (kind, card, relative targets, mode, drink, option)


def _key(kind, card=None, targets=(), mode=0, drink=None, option=None) -> Key:
    """One slot of the space."""
    return (kind, card, tuple(targets), mode, drink, option)


@lru_cache(maxsize=1)
def blocks() -> tuple[tuple[str, tuple[Key, ...]], ...]:
    """The space's blocks in order, each a name and its slots, derived from the shipped content."""
    content = load_content()
    prizes = frozenset(content.prizes)   # (never in a hand: their own block, last, so the others keep their slots)
    cards = [c for c in content.cards if hasattr(c, "modes") and c.id not in prizes]   # character and side cards
    titles = list(dict.fromkeys(c.title for c in cards))
    side_titles = list(dict.fromkeys(c.title for c in cards if c.side is not None))
    seats = range(MAX_SEATS)
    out: list[tuple[str, tuple[Key, ...]]] = [
        ("phase", (_key("pass"), _key("draw"), _key("drink"))),
        ("order", tuple(_key("order", targets=(r,)) for r in seats)),
        ("discard", tuple(_key("discard", t) for t in titles)),
        ("shake", tuple(dict.fromkeys(_key("shake", c.title) for c in cards if c.shake is not None))),
    ]
    out.append(("play", tuple(_plays(content, titles, lambda card: (None, *PLAY_OPTIONS) if card.side is not None
                                      else (None,), prizes))))
    choose: list[Key] = [_key("choose", option=o) for o in BARE_CHOICES]
    choose += [_key("choose", targets=(r,), option="split") for r in seats]
    choose += [_key("choose", t, option="drop") for t in side_titles]
    for title in side_titles:
        most = max(getattr(content.cards[i], "choose", 0) for i in content.variants[title])
        for k in range(most + 1) if most else ():
            choose += [_key("choose", title, group, option="gear") for group in combinations(range(1, MAX_SEATS), k)]
    drinks = [c for c in content.cards if getattr(c, "is_drink", False) and not c.event]
    if any(d.discard for d in drinks):   # a Drink's draw and discard effects, in the order its drinker chooses
        choose += list(dict.fromkeys(_key("choose", d.title, option=o) for d in drinks
                                     for o, n in (("draw", d.draw), ("discard", d.discard)) if n))
    out.append(("choose", tuple(choose)))
    prize_titles = list(dict.fromkeys(content.titles[i] for i in content.prizes))
    prize_keys = _plays(content, prize_titles, lambda card: (PRIZE_OPTION,), frozenset())
    prize_keys += [_key("choose", t, option=PRIZE_OPTION) for t in prize_titles]
    out.append(("prize", tuple(prize_keys)))
    return tuple(out)


def _plays(content, titles: list[str], options_of, skip: frozenset) -> list[Key]:
    """Every play slot of these titles' cards (not ``skip``): each mode, its options, Drinks and relative targets."""
    seats = range(MAX_SEATS)
    plays: dict[Key, None] = {}
    for title in titles:
        for i in content.variants[title]:
            card = content.cards[i]
            if not hasattr(card, "modes") or i in skip:
                continue
            options = options_of(card)
            for mi, mode in enumerate(card.modes):
                aimed = mode.needs_another or mode.needs_in_round
                targets = [(), *((r,) for r in seats)] if aimed else [()]
                drink_slots = list(range(MAX_DRINKS)) if mode.needs_drink else [None]
                for option in options:
                    for d in drink_slots:
                        for t in targets:
                            plays[_key("play", title, t, mi, d, option)] = None
    return list(plays)


@lru_cache(maxsize=1)
def _index() -> tuple[dict[Key, int], tuple[Key, ...]]:
    """Slot -> index and index -> slot."""
    slots = tuple(k for _, keys in blocks() for k in keys)
    return {k: i for i, k in enumerate(slots)}, slots


def action_space_size() -> int:
    """How many slots the space has."""
    return len(_index()[1])


def describe(index: int) -> str:
    """A slot in words: its kind, card, relative seats, mode, Drink and option."""
    kind, card, targets, mode, drink, option = _index()[1][index]
    parts = [kind]
    if card is not None:
        parts.append(repr(card))
    if mode:
        parts.append(f"mode {mode}")
    if targets:
        parts.append("seats " + ", ".join(f"+{r}" for r in targets))
    if drink is not None:
        parts.append(f"Drink {drink}")
    if option is not None:
        parts.append(f"option {option!r}")
    return " ".join(parts)


def _relative(action: Action, seat: int, n: int) -> Key:
    """The slot key of an action taken by ``seat`` at a table of ``n``."""
    targets = tuple(sorted((t - seat) % n for t in action.targets)) if action.targets else ()
    return (action.kind, action.card, targets, action.mode, action.drink, action.option)


def _decider(game: Game) -> int:
    """The seat that must decide now; a finished game has none."""
    seat = game.current_player
    if seat is None:
        raise IllegalAction("the game is over: no action is legal")
    return seat


def encode_action(game: Game, action: Action) -> int:
    """The index of ``action`` for the seat deciding now; ValueError if the space has no slot for it."""
    seat = _decider(game)
    key = _relative(action, seat, len(game.players))
    index = _index()[0].get(key)
    if index is None:
        raise ValueError(f"the action space has no slot for {action.to_json()} (relative key {key})")
    return index


def legal_indices(game: Game) -> dict[int, Action]:
    """Each legal action by its index; raises RuntimeError if two legal actions share an index."""
    return indices_of(game.legal_actions(), _decider(game), len(game.players))


_BY_ACTION: dict[tuple[int, int], dict[tuple, int]] = {}   # (seat, table size) -> action fields -> index, as met
_MAX_REMEMBERED = 200_000   # actions remembered per seat and table size (forgotten all at once past this)


def indices_of(legal: list[Action], seat: int, n: int) -> dict[int, Action]:
    """Each of ``seat``'s distinct legal actions at a table of ``n`` by its index (what a bot's SeatView offers).

    The engine may list one action twice (Shaking off either of two copies of one Mockery card): equal actions
    share their slot, so the mask's true entries match the distinct legal actions one to one. An action's index
    is remembered per seat and table size (an index depends on the action's fields and those two alone).
    """
    remembered = _BY_ACTION.get((seat, n))
    if remembered is None:
        remembered = _BY_ACTION[(seat, n)] = {}
    out: dict[int, Action] = {}
    for action in legal:
        fields = action[:6]   # (a plain tuple: kind, card, targets, mode, drink, option; hashed in C)
        index = remembered.get(fields)
        if index is None:
            key = _relative(action, seat, n)
            index = _index()[0].get(key)
            if index is None:
                raise ValueError(f"the action space has no slot for {action.to_json()} (relative key {key})")
            if len(remembered) >= _MAX_REMEMBERED:
                remembered.clear()
            remembered[fields] = index
        if index in out:
            if out[index] == action:   # the same action listed twice (two copies of one card): one slot
                continue
            raise RuntimeError(f"two legal actions share index {index}: {out[index].to_json()} and {action.to_json()}")
        out[index] = action
    return out


def check_index(index) -> int:
    """``index`` as a plain int; TypeError/ValueError naming what is wrong with it (a shape, a dtype, a range)."""
    if isinstance(index, np.ndarray):
        if index.shape not in ((), (1,)):
            raise ValueError(f"an action must be one index, not an array of shape {index.shape}")
        if not np.issubdtype(index.dtype, np.integer):
            raise TypeError(f"an action index must be an integer, not of dtype {index.dtype}")
        index = index.reshape(()).item()
    elif isinstance(index, np.integer):
        index = int(index)
    if type(index) is not int:
        raise TypeError(f"an action index must be an integer, not {type(index).__name__}")
    size = action_space_size()
    if not 0 <= index < size:
        raise IllegalAction(f"action index {index} is outside the action space (0 to {size - 1})")
    return index


def decode_action(game: Game, index) -> Action:
    """The legal action at ``index``; IllegalAction naming the slot if it is not legal now."""
    index = check_index(index)
    legal = legal_indices(game)
    action = legal.get(index)
    if action is None:
        raise IllegalAction(f"action {index} ({describe(index)}) is not legal now; "
                            f"{len(legal)} actions are legal for seat {game.current_player}")
    return action


def action_mask(game: Game) -> np.ndarray:
    """A bool array over the space, true exactly at the legal actions' indices (all false once the game is over)."""
    mask = np.zeros(action_space_size(), dtype=bool)
    if game.current_player is not None:
        mask[list(legal_indices(game))] = True
    return mask
