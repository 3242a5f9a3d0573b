"""The Gymnasium environment: one seat against Innkeeper's bots (``gymnasium.make("Innkeeper-v0")``).

The agent's observation is the seat's float32 vector; its action an index of the fixed space; the legal
ones are ``info["action_mask"]`` (bool) and ``env.action_masks()`` (what sb3-contrib's MaskablePPO asks).
Between two of the agent's decisions the bots play every other seat. The reward is 0 until the end, then
+1 if the seat won (+1/k in a tie of k winners), -1 if not.

An index that is not legal changes nothing: by default (``illegal="refuse"``) the step is refused, the game and
the episode go on unchanged (the same observation and mask, reward 0, not terminated) and ``info["illegal_action"]``
names why; a refused step counts towards ``max_steps``, so an agent that ignores the mask is truncated rather than
stuck. ``illegal="raise"`` raises ``IllegalAction`` naming why instead (Gymnasium's ``check_env`` steps with
unmasked samples, so the default cannot raise); ``illegal="lose"`` ends the episode at -1, the game unchanged, as
PettingZoo's TerminateIllegalWrapper does. A wrong type or shape always raises.
"""

from __future__ import annotations

import random

import gymnasium
import numpy as np

import innkeeper
from innkeeper.bots import BOT_KINDS, SeatView, make_bot

from . import ACTION_SPACE_SIZE, OBSERVATION_SHAPE
from .actions import MAX_SEATS, action_mask, decode_action
from .aec import end_rewards, table_characters, table_lines
from .observations import OBS_HIGH, OBS_LOW, encode_observation

# What a step with an index that is not legal does: refuse it (the default), raise IllegalAction, or lose.
ILLEGAL = ("refuse", "raise", "lose")


class InnkeeperGym(gymnasium.Env):
    """One seat of an Innkeeper table; the other seats are played by bots."""

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(self, seats: int = 4, opponents="heuristic", seat: int | None = 0, characters=None,
                 render_mode: str | None = None, max_steps: int = 100_000, bot_options: dict | None = None,
                 illegal: str = "refuse", **table_options):
        """``opponents``: a bot kind for every other seat, or a list of kinds (one per other seat, in seat order);
        ``seat``: the agent's seat (None: a random seat at each reset); ``characters``: ids, or None for a random
        line-up at each reset; ``table_options`` as ``innkeeper.new_game`` takes them."""
        if type(seats) is not int or not 2 <= seats <= MAX_SEATS:
            raise ValueError(f"seats must be 2 to {MAX_SEATS}, not {seats!r}")
        kinds = [opponents] * (seats - 1) if isinstance(opponents, str) else list(opponents)
        if len(kinds) != seats - 1:
            raise ValueError(f"{len(kinds)} opponents given for {seats - 1} other seats")
        for kind in kinds:
            if kind not in BOT_KINDS:
                raise ValueError(f"unknown bot kind {kind!r}; choose from {', '.join(BOT_KINDS)}")
        if seat is not None and (type(seat) is not int or not 0 <= seat < seats):
            raise ValueError(f"seat must be 0 to {seats - 1} or None, not {seat!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        if illegal not in ILLEGAL:
            raise ValueError(f"illegal must be one of {', '.join(map(repr, ILLEGAL))}, not {illegal!r}")
        self.illegal = illegal
        unknown = set(table_options) - {"ask_all", "drink_deck", "bar_deck", "last_call", "first_player"}
        if unknown:
            raise ValueError(f"unknown table option(s): {', '.join(sorted(unknown))}")
        self.seats = seats
        self.kinds = kinds
        self.fixed_seat = seat
        self.characters = characters
        self.table_options = table_options
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.bot_options = bot_options or {}
        self.observation_space = gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, OBSERVATION_SHAPE, np.float32)
        self.action_space = gymnasium.spaces.Discrete(ACTION_SPACE_SIZE)
        self._seeds = random.Random()
        table_characters(characters, seats, self._seeds)
        self.game: innkeeper.Game | None = None
        self.seat = 0 if seat is None else seat
        self._log: list[str] = []
        self._done = True

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """A new game; the bots play until the agent's seat must decide."""
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        while True:
            self.seat = self._seeds.randrange(self.seats) if self.fixed_seat is None else self.fixed_seat
            line_up = table_characters(self.characters, self.seats, self._seeds)
            self.game = innkeeper.new_game(line_up, seed=self._seeds.getrandbits(63), **self.table_options)
            others = [s for s in range(self.seats) if s != self.seat]
            self.bots = {s: make_bot(kind, s, self._seeds.getrandbits(32), **self.bot_options.get(kind, {}))
                         for s, kind in zip(others, self.kinds, strict=True)}
            self._steps = 0
            self._log = [f"A new table: {', '.join(self.game.names)}; you are seat {self.seat}."]
            self._play_bots()
            if not self.game.is_over:   # (a game the bots finish before the agent's first decision is dealt again)
                self._done = False
                return self._observation(), self._info()

    def _play_bots(self) -> None:
        """Let the bots decide until the agent's seat must, or the game ends."""
        game = self.game
        while not game.is_over and game.current_player != self.seat and self._steps < self.max_steps:
            seat = game.current_player
            events = game.apply(self.bots[seat].act(SeatView(game, seat)))
            self._steps += 1
            if self.render_mode is not None:
                self._log.extend(str(e) for e in events)

    def _observation(self) -> np.ndarray:
        return encode_observation(self.game, self.seat)

    def _info(self) -> dict:
        return {"action_mask": self.action_masks(), "seat": self.seat}

    def action_masks(self) -> np.ndarray:
        """The legal actions of the agent's seat as a bool array (all false once the game is over)."""
        if self.game.is_over or self.game.current_player != self.seat:
            return np.zeros(ACTION_SPACE_SIZE, dtype=bool)
        return action_mask(self.game)

    def step(self, action):
        """The agent takes ``action``; the bots answer; the reward comes when the game ends."""
        if self._done:
            raise RuntimeError("the episode is over: call reset() first")
        game = self.game
        try:
            legal = decode_action(game, action)   # TypeError / ValueError for a wrong type or shape
        except innkeeper.IllegalAction as exc:
            if self.illegal == "raise":
                raise
            info = {**self._info(), "illegal_action": str(exc)}
            if self.illegal == "lose":
                self._done = True
                return self._observation(), -1.0, True, False, info
            self._steps += 1   # (refused: nothing changes but the count towards max_steps)
            truncated = self._steps >= self.max_steps
            self._done = truncated
            return self._observation(), 0.0, False, truncated, info
        events = game.apply(legal)
        self._steps += 1
        if self.render_mode is not None:
            self._log.extend(str(e) for e in events)
        self._play_bots()
        terminated = game.is_over
        truncated = not terminated and self._steps >= self.max_steps
        self._done = terminated or truncated
        reward = end_rewards(game)[self.seat] if terminated else 0.0
        info = self._info()
        if terminated:
            info["winners"] = list(game.winners)
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, info

    def render(self):
        """What happened since the last render and each seat's public stats, in text."""
        if self.game is None:
            return None
        game = self.game
        lines = self._log
        self._log = []
        lines += table_lines(game, self.seat)
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text
