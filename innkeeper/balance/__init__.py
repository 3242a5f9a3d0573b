"""The balance lab: many bot games at several table sizes, summed up in one report a designer reads at a glance.

A balance run is one ``innkeeper.simulate`` run per table size (same master seed, same rotation of characters,
bot kinds and first players), played with ``SimConfig.detail`` so each record also holds the cards every seat
held and played and its Gold and Alcohol at each of its turns. An ablation replays the chosen character's games
at the first table size with one of its cards blanked (``blank.py``): same seeds, same bots, so the change in
its win rate is measured game by game. Records are stored as they arrive (``store.py``), so an interrupted run
started again with the same options plays only the games it is missing.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import innkeeper
from innkeeper.simulate import SimConfig, SimulationError

# Above this many games a run asks before starting.
GAME_CAP = 20_000


@dataclass(frozen=True)
class BalanceConfig:
    """What a balance run plays: games per table size, table sizes, bots, pool, seed, table options, measured cards."""

    games: int = 500
    seats: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8)
    bots: tuple[str, ...] = ("heuristic",)   # one kind for every seat, or one per seat (a single table size)
    characters: tuple[str, ...] = ()
    seed: int = 0
    drink_deck: str = "core"
    last_call: int | None = None
    bar_deck: tuple[str, ...] = ()   # the Drink Decks and packs of a Bar Deck (empty: no Bar Deck)
    prizes: bool = False   # the Prize variant
    bot_options: dict[str, dict] = field(default_factory=dict)
    cards: str | None = None   # the character whose cards are measured (default: the pool's first)
    ablate: tuple[str, ...] = ()   # titles of its cards to swap for blank ones, one replay each
    ablate_games: int | None = None   # at most this many of its games are replayed per card (default: all)

    @property
    def pool(self) -> tuple[str, ...]:
        """The characters games draw from (every playable one when none were named)."""
        return self.characters or tuple(innkeeper.characters())

    @property
    def card_character(self) -> str:
        """The character whose cards are measured."""
        return self.cards or self.pool[0]

    @property
    def ablation_seats(self) -> int:
        """The table size whose games are replayed for ablations."""
        return self.seats[0]

    def sim(self, seats: int) -> SimConfig:
        """The simulation of one table size."""
        bots = self.bots if len(self.bots) == seats else (self.bots[0],) * seats
        return SimConfig(games=self.games, bots=bots, characters=self.characters, seed=self.seed,
                         drink_deck=self.drink_deck, last_call=self.last_call, bot_options=self.bot_options,
                         bar_deck=self.bar_deck, prizes=self.prizes, detail=True)

    def check(self) -> None:
        """Raise SimulationError naming the first bad setting."""
        if type(self.games) is not int or self.games < 1:
            raise SimulationError(f"the number of games must be at least 1, not {self.games}")
        if not self.seats:
            raise SimulationError("name at least one table size")
        for k in self.seats:
            if type(k) is not int or not 2 <= k <= 8:
                raise SimulationError(f"a game needs 2 to 8 seats, not {k}")
        if len(self.bots) > 1 and any(k != len(self.bots) for k in self.seats):
            raise SimulationError(f"{len(self.bots)} bot kinds fit only {len(self.bots)} seats; give one kind "
                                  "for several table sizes")
        if type(self.prizes) is not bool:
            raise SimulationError(f"prizes must be true or false, not {self.prizes!r}")
        for k in self.seats:
            self.sim(k).check()
        if self.card_character not in self.pool:
            raise SimulationError(f"the card character {self.card_character!r} is not in the character pool")
        titles = deck_titles(self.card_character)
        for t in self.ablate:
            if t not in titles:
                raise SimulationError(f"{self.card_character!r} has no card titled {t!r}")
        if self.ablate_games is not None and self.ablate_games < 1:
            raise SimulationError(f"ablation games must be at least 1, not {self.ablate_games}")

    def to_json(self) -> dict:
        """The settings, JSON-ready (the Bar Deck and Prizes only when chosen, as ``simulate.config_json``)."""
        out = {"games": self.games, "seats": list(self.seats), "bots": list(self.bots),
               "characters": list(self.pool), "seed": self.seed, "drink_deck": self.drink_deck,
               "last_call": self.last_call, "bot_options": self.bot_options, "cards": self.card_character,
               "ablate": list(self.ablate), "ablate_games": self.ablate_games}
        if self.bar_deck:   # (only when chosen: a run stored before the option still resumes)
            out["bar_deck"] = list(self.bar_deck)
        if self.prizes:   # (likewise)
            out["prizes"] = True
        return out

    def same_games(self, data: dict) -> bool:
        """Whether stored settings ``data`` give the same game per index (counts, sizes and what is measured aside)."""
        mine, theirs = self.to_json(), dict(data)
        for key in ("games", "seats", "cards", "ablate", "ablate_games"):
            mine.pop(key)
            theirs.pop(key, None)
        return mine == theirs


def deck_titles(character: str) -> list[str]:
    """A character's distinct main-deck titles, in the order of its data file."""
    from innkeeper.balance.blank import deck_titles as titles

    return list(dict.fromkeys(titles(character)))


def ablation_config(config: BalanceConfig, title: str, content_path: str) -> SimConfig:
    """The simulation that replays the first table size with ``title`` blanked in the card character's deck."""
    from innkeeper.balance.blank import stand_in_id

    c = config.card_character
    return replace(config.sim(config.ablation_seats), content=(content_path,),
                   swap=((c, stand_in_id(c, title)),), detail=False)


__all__ = ["GAME_CAP", "BalanceConfig", "ablation_config", "deck_titles"]
