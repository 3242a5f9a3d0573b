"""Bots: players the program plays for, each seeing only what its seat may know.

A bot is given a ``SeatView`` at each of its decisions and returns one of the view's legal actions.
The view offers the seat's observation, its legal actions and, for search, ``determinize(seed)``: a
full game state consistent with what the seat knows, its hidden cards re-dealt at random. Nothing else
of the real game reaches a bot; ``tests/test_bot_leaks.py`` proves its inputs do not change when
other seats' hidden cards do.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from innkeeper.engine import Action, Game


class SeatView:
    """What a bot may know at a decision: seat, observation, legal actions and determinized states."""

    __slots__ = ("seat", "legal", "_game", "_observation", "_table")

    def __init__(self, game: Game, seat: int):
        self.seat = seat
        self.legal: list[Action] = game.legal_actions()
        self._game = game
        self._observation: dict | None = None
        self._table = None

    @property
    def observation(self) -> dict:
        """``observe(seat)`` of the real game (made on first use)."""
        if self._observation is None:
            self._observation = self._game.observe(self.seat)
        return self._observation

    @property
    def table(self):
        """The seat's view as typed objects (``heuristic_view.TableView``: the same public facts, made on first use)."""
        if self._table is None:
            from .heuristic_view import TableView

            self._table = TableView.of(self._game, self.seat)
        return self._table

    def determinize(self, seed: int) -> Game:
        """A full game consistent with what the seat knows, its unseen cards re-dealt with ``seed``."""
        return self._game.determinize(self.seat, seed)

    def redeal(self, seed: int) -> Game:
        """As ``determinize``, cheaper: only the hidden cards a short look-ahead reaches are put in random order
        (``redeal``)."""
        from .redeal import redeal

        return redeal(self._game, self.seat, seed)

    def redealer(self) -> Callable[[int], Game]:
        """``redeal`` as a function of the seed, its sorted pools made once (``redeal.Redealer``): for many deals."""
        from .redeal import Redealer

        return Redealer(self._game, self.seat)


class Bot(Protocol):
    """A player the program plays for."""

    kind: str
    seat: int

    def act(self, view: SeatView) -> Action:
        """Choose one of ``view.legal``."""
        ...


BOT_KINDS = ("random", "heuristic", "ismcts")

_MODULES = {"random": ("random_bot", "RandomBot"), "heuristic": ("heuristic", "HeuristicBot"),
            "ismcts": ("ismcts", "IsmctsBot"), "learned": ("learned", "LearnedBot")}
# Kinds that need more than a seat and a seed: ``learned`` plays a saved policy (make_bot(..., policy=PATH)).
EXTRA_BOT_KINDS = ("learned",)


def make_bot(kind: str, seat: int, seed: int, **options) -> Bot:
    """A bot of ``kind`` for ``seat`` with its own generator seeded by ``seed``."""
    if kind not in _MODULES:
        raise ValueError(f"unknown bot kind {kind!r}; choose from {', '.join(BOT_KINDS + EXTRA_BOT_KINDS)}")
    module, name = _MODULES[kind]
    maker = getattr(importlib.import_module(f"innkeeper.bots.{module}"), name)
    return maker(seat, seed, **options)


def play_out(game: Game, bots: dict[int, Bot] | list[Bot], on_step: Callable[[Game, Action, list], None] | None = None,
             max_steps: int = 1_000_000) -> Game:
    """Let the bots play ``game`` to its end (every seat must have a bot); ``on_step`` sees each action's events."""
    steps = 0
    while not game.over:
        seat = game.current_player
        action = bots[seat].act(SeatView(game, seat))
        events = game.apply(action)
        if on_step is not None:
            on_step(game, action, events)
        steps += 1
        if steps >= max_steps:
            raise RuntimeError(f"the game did not end within {max_steps} decisions")
    return game
