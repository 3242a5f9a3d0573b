"""The PettingZoo AEC environment: one Innkeeper table, every seat an agent (``seat_0``, ``seat_1``, ...).

Each agent observes ``{"observation": float32 vector, "action_mask": int8 mask}`` (all zeros for an agent
that is not deciding). Rewards come at the end only: a winner gets +1 (a tie of k winners: +1/k each),
everyone else -1. A game that reaches ``max_steps`` decisions is truncated with no reward.
"""

from __future__ import annotations

import random
import sys

import gymnasium
import numpy as np
from pettingzoo import AECEnv

import innkeeper

from . import ACTION_SPACE_SIZE, OBSERVATION_SHAPE
from .actions import MAX_SEATS, decode_action, indices_of
from .incremental import encode_fast
from .observations import OBS_HIGH, OBS_LOW


def observation_dict_space() -> gymnasium.spaces.Dict:
    """The space of one agent's observation: the vector and the action mask."""
    return gymnasium.spaces.Dict({
        "observation": gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, OBSERVATION_SHAPE, np.float32),
        "action_mask": gymnasium.spaces.Box(0, 1, (ACTION_SPACE_SIZE,), np.int8),
    })


def table_characters(characters, seats: int, rng: random.Random) -> list[str]:
    """The line-up: the given ids, or ``seats`` characters drawn at random when None."""
    if characters is None:
        pool = innkeeper.characters()
        return [rng.choice(pool) for _ in range(seats)]
    if len(characters) != seats:
        raise ValueError(f"{len(characters)} characters given for {seats} seats")
    return list(characters)


def table_lines(game: innkeeper.Game, you: int | None = None) -> list[str]:
    """Each seat's public stats in text (``you`` marked), then the winners once the game is over."""
    lines = []
    for s, p in enumerate(game.players):
        state = "out" if p.out else f"Fortitude {p.fortitude}, Alcohol {p.alcohol}, Gold {p.gold}"
        lines.append(f"  seat {s} {game.names[s]}{' (you)' if s == you else ''}: {state}")
    if game.is_over:
        lines.append("Winners: " + (", ".join(game.names[s] for s in game.winners) or "nobody"))
    return lines


def end_rewards(game: innkeeper.Game) -> list[float]:
    """Each seat's reward once the game is over: +1 shared among the winners, -1 for the others."""
    winners = game.winners
    return [1.0 / len(winners) if s in winners else -1.0 for s in range(len(game.players))]


# References to a kept mask that nobody else holds: its list, its memoryview's export, and getrefcount's argument.
_KEPT_REFERENCES = 3


def _kept_mask() -> list:
    """A zero int8 mask kept for reuse: [the array, a memoryview of it, the indices it holds ones at]."""
    mask = np.zeros(ACTION_SPACE_SIZE, dtype=np.int8)
    return [mask, memoryview(mask), ()]


class InnkeeperAEC(AECEnv):
    """A PettingZoo AEC environment of one Innkeeper table."""

    metadata = {"name": "innkeeper_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, seats: int = 4, characters=None, render_mode: str | None = None, max_steps: int = 100_000,
                 **table_options):
        """``seats`` 2 to 8; ``characters`` ids (None: drawn at random at each reset); ``table_options`` as
        ``innkeeper.new_game`` takes them (ask_all, drink_deck, bar_deck, last_call)."""
        super().__init__()
        if type(seats) is not int or not 2 <= seats <= MAX_SEATS:
            raise ValueError(f"seats must be 2 to {MAX_SEATS}, not {seats!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        unknown = set(table_options) - {"ask_all", "drink_deck", "bar_deck", "last_call", "first_player"}
        if unknown:
            raise ValueError(f"unknown table option(s): {', '.join(sorted(unknown))}")
        self.seats = seats
        self.characters = characters
        self.table_options = table_options
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.possible_agents = [f"seat_{s}" for s in range(seats)]
        self._seat_of = {a: s for s, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_dict_space() for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(ACTION_SPACE_SIZE) for a in self.possible_agents}
        self._seeds = random.Random()
        table_characters(characters, seats, self._seeds)   # (checks the line-up now)
        self.game: innkeeper.Game | None = None
        self._log: list[str] = []
        self._masks = [_kept_mask(), _kept_mask()]   # (``_mask``: reused while the caller holds neither)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        """The agent's observation space (the same object every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        """The agent's action space (the same object every call)."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game; ``seed`` fixes the line-up drawn, every shuffle and the first player."""
        if seed is not None:
            self._seeds = random.Random(seed)
        game_seed = self._seeds.getrandbits(63)
        line_up = table_characters(self.characters, self.seats, self._seeds)
        self.game = innkeeper.new_game(line_up, seed=game_seed, **self.table_options)
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict = {a: {} for a in self.agents}
        self._log = [f"A new table: {', '.join(self.game.names)}."]
        self.agent_selection = self._agent(self.game.current_player)
        self._legal_at = -1
        self._legal_now: dict = {}

    def _agent(self, seat: int) -> str:
        """The agent name of a seat."""
        return self.possible_agents[seat]

    def _legal(self) -> dict:
        """The deciding seat's legal actions by index (found once per decision)."""
        if self._legal_at != self._steps:
            game = self.game
            seat = None if game.over else game._decider   # (``current_player`` without the property's call)
            # (``legal_indices`` on the engine's own list: ``legal_actions()`` would copy it)
            self._legal_now = indices_of(game._legal, seat, game.n) if seat is not None else {}
            self._legal_at = self._steps
        return self._legal_now

    def _mask(self) -> np.ndarray:
        """An int8 mask of the deciding seat's legal actions: one of two kept masks that the caller no longer holds,
        its ones moved from the last legal actions to these (a new mask when the caller holds both)."""
        legal = self._legal_now if self._legal_at == self._steps else self._legal()
        for kept in self._masks:
            if sys.getrefcount(kept[0]) == _KEPT_REFERENCES:
                mask, mv, ones = kept
                if ones is not legal:
                    for index in ones:
                        mv[index] = 0
                    for index in legal:
                        mv[index] = 1
                    kept[2] = legal
                return mask
        mask = np.zeros(ACTION_SPACE_SIZE, dtype=np.int8)
        for index in legal:
            mask[index] = 1
        return mask

    def observe(self, agent: str) -> dict:
        """What ``agent``'s seat may know, and its mask (zeros unless it decides now)."""
        seat = self._seat_of[agent]
        game = self.game
        mask = self._mask() if game._decider == seat and not game.over else np.zeros(ACTION_SPACE_SIZE, dtype=np.int8)
        return {"observation": encode_fast(game, seat), "action_mask": mask}   # (the seat is known good)

    def last(self, observe: bool = True) -> tuple:
        """The selected agent's observation (None unless ``observe``), cumulative reward, termination, truncation and
        info: PettingZoo's ``last`` with ``observe`` inlined (it runs at every step of an agent loop)."""
        agent = self.agent_selection
        if observe:
            seat = self._seat_of[agent]
            game = self.game
            mask = self._mask() if game._decider == seat and not game.over \
                else np.zeros(ACTION_SPACE_SIZE, dtype=np.int8)
            obs = {"observation": encode_fast(game, seat), "action_mask": mask}
        else:
            obs = None
        return obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], \
            self.infos[agent]

    def step(self, action) -> None:
        """The selected agent takes ``action`` (an index; None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        legal = (self._legal_now if self._legal_at == self._steps else self._legal()).get(action) \
            if type(action) is int else None
        if legal is None:
            legal = decode_action(game, action)   # IllegalAction / TypeError / ValueError change nothing
        self._cumulative_rewards[agent] = 0.0
        events = game.apply(legal)
        self._steps += 1
        if self.render_mode is not None:
            self._log.extend(str(e) for e in events)
        # (the rewards are 0 until the game ends, so nothing needs clearing or adding up before then)
        if game.over:
            for a, r in zip(self.possible_agents, end_rewards(game), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        elif self._steps >= self.max_steps:   # (the agent that was to decide stays selected)
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = self.possible_agents[game._decider]   # (``current_player``: the game is on)
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table in text: what happened since the last render, then each seat's public stats."""
        if self.game is None:
            return None
        game = self.game
        lines = self._log
        self._log = []
        lines += table_lines(game)
        if not game.is_over:
            lines.append(f"  {game.names[game.current_player]} to decide")
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""
