"""Innkeeper: a digital edition of the card game The Red Dragon Inn.

``new_game`` sets a table; the returned ``Game`` is driven by ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

import secrets

import innkeeper.engine_build  # noqa: F401  (first: INNKEEPER_PURE=1 picks the pure engine before it is imported)
from innkeeper.content import ContentError, builtin_characters, load_content, read_files
from innkeeper.engine import Action, Event, Game, IllegalAction

__all__ = [
    "Action", "ContentError", "Event", "Game", "IllegalAction", "bar_deck_choice", "characters", "new_game",
]

DRINK_DECKS = ("core", "second")


def characters() -> list[str]:
    """Ids of the playable characters."""
    return builtin_characters()


def new_game(
    characters: list[str],
    seed: int | None = None,
    *,
    first_player: int | None = None,
    ask_all: bool = False,
    drink_deck: str = "core",
    bar_deck: bool | str | list | tuple = False,
    last_call: int | None = None,
    prizes: bool = False,
    content: list | tuple = (),
) -> Game:
    """A new game for 2 to 8 seats, one character id per seat (repeats allowed).

    ``seed`` fixes every shuffle and the first player (unless ``first_player`` is given);
    ``ask_all`` asks every player at every window; ``drink_deck`` is "core" or "second";
    ``bar_deck`` plays the Bar Deck variant: True with every Drink Deck's cards, or a list of the Drink Decks
    and Drink packs to shuffle into it (``("core", "second", "000-pack")``; a string may list them with commas);
    ``last_call`` ends the game after that many rounds (most Gold wins); ``prizes`` plays the Prize variant (Prize
    cards ride in the pot of every Round of Gambling); ``content`` adds content files by path.
    """
    texts = read_files(content)
    game = _build(characters, seed, first_player, ask_all, drink_deck, bar_deck, last_call, texts, deal=True,
                  prizes=prizes)
    game.start()
    return game


def bar_deck_choice(data, bar_deck) -> tuple[str, ...] | None:
    """The Drink Decks and packs a ``bar_deck`` option puts into the Bar Deck, in content order (None: no Bar Deck).

    True (or "all") is every Drink Deck and no pack, as before packs existed; False, None or an empty choice is
    no Bar Deck. An unknown name, a name given twice, or fewer than 30 Drink cards in all is a ValueError.
    """
    if bar_deck is None or bar_deck is False:
        return None
    if bar_deck is True:
        return tuple(data.drink_decks)
    if isinstance(bar_deck, str):
        if bar_deck.strip().lower() in ("all", "true", "yes"):
            return tuple(data.drink_decks)
        if bar_deck.strip().lower() in ("", "none", "false", "no"):
            return None
        bar_deck = bar_deck.split(",")
    if not isinstance(bar_deck, (list, tuple)) or not all(isinstance(d, str) for d in bar_deck):
        raise ValueError("bar_deck must be True, False, or a list of Drink Deck and pack names")
    names = [d.strip().lower() for d in bar_deck]
    known = {**data.drink_decks, **data.drink_packs}
    for name in names:
        if name not in known:
            raise ValueError(f"unknown Drink Deck or pack {name!r} for the Bar Deck; choose from {', '.join(known)}")
    twice = next((n for n in names if names.count(n) > 1), None)
    if twice is not None:
        raise ValueError(f"the Bar Deck names {twice!r} twice")
    if not names:
        return None
    chosen = tuple(d for d in known if d in names)
    cards = sum(len(known[d]) for d in chosen)
    if cards < 30:
        raise ValueError(f"a Bar Deck needs at least 30 Drink cards to deal a Drink Deck from; "
                         f"{', '.join(chosen)} {'holds' if len(chosen) == 1 else 'hold'} {cards}")
    return chosen


def _build(characters, seed, first_player, ask_all, drink_deck, bar_deck, last_call, texts, deal,
           prizes=False) -> Game:
    """Validate the options and set the table (shared with the scenario builder)."""
    data = load_content(extra_texts=texts)
    if not isinstance(characters, (list, tuple)) or not all(isinstance(c, str) for c in characters):
        raise ValueError("characters must be a list of character ids")
    if not 2 <= len(characters) <= 8:
        raise ValueError(f"a game needs 2 to 8 seats, not {len(characters)}")
    for c in characters:
        if c not in data.characters:
            raise ValueError(f"unknown character {c!r}; playable: {', '.join(data.characters)}")
    if drink_deck not in data.drink_decks:
        raise ValueError(f"unknown drink deck {drink_deck!r}; choose from {', '.join(data.drink_decks)}")
    if first_player is not None and (type(first_player) is not int or not 0 <= first_player < len(characters)):
        raise ValueError(f"first_player must be a seat from 0 to {len(characters) - 1}")
    if last_call is not None and (type(last_call) is not int or last_call < 1):
        raise ValueError("last_call must be a positive number of rounds")
    if type(prizes) is not bool:
        raise ValueError(f"prizes must be true or false, not {prizes!r}")
    if prizes and not data.prizes:
        raise ValueError("the Prize variant needs Prize cards, and the content has none")
    bar = bar_deck_choice(data, bar_deck)
    if seed is None:
        seed = secrets.randbits(63)
    if type(seed) is not int:
        raise ValueError("seed must be a whole number")
    setup = {
        "characters": list(characters), "seed": seed, "first_player": first_player, "ask_all": bool(ask_all),
        "drink_deck": drink_deck, "bar_deck": bar_deck is True if bar is None or bar_deck is True else list(bar),
        "last_call": last_call, "content": texts,
        "anytime_windows": True,   # (Anytime cards offered at each phase step; a save without it plays on as before)
    }
    if prizes:   # (only when played: the setup of a game without it stays as it was)
        setup["prizes"] = True
    game = Game.__new__(Game)
    game._init(data, list(characters), seed, first_player, bool(ask_all), drink_deck, bar,
               last_call, setup, deal=deal)
    return game
