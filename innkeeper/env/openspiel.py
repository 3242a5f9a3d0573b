"""Innkeeper as an OpenSpiel Python game: importing this module registers ``"innkeeper"`` with pyspiel.

    import pyspiel, innkeeper.env.openspiel
    game = pyspiel.load_game("innkeeper", {"players": 4})

Sequential, imperfect information, general-sum, 2 to 8 players (``players``; ``characters``: ids joined by
commas, empty for a random line-up per game; ``seed``). Chance is OpenSpiel's *sampled stochastic* mode:
the engine shuffles with its own generator inside the state, so there are no chance nodes, and each
``new_initial_state()`` deals a new game. ``resample_from_infostate`` re-deals everything the player cannot
see (the engine's ``determinize``), which is what OpenSpiel's ISMCTS needs.

- Observation tensor: ``encode_observation`` (the seat's current knowledge). The information-state tensor is
  the same vector, so it is not perfect-recall; the information-state *string* is: a digest of every event as
  that seat saw it (``event.to_json(seat)``) followed by the current observation.
- Returns at the end: +1 shared among the winners, -1 for the others (as in the AEC environment).
"""

from __future__ import annotations

import hashlib
import json
import random

import numpy as np
import pyspiel

import innkeeper

from . import ACTION_SPACE_SIZE, OBSERVATION_SHAPE
from .actions import MAX_SEATS, decode_action, describe, legal_indices
from .aec import end_rewards
from .observations import encode_observation

MAX_GAME_LENGTH = 1_000_000   # decisions; random play ends a game within a few thousand

_GAME_TYPE = pyspiel.GameType(
    short_name="innkeeper",
    long_name="Innkeeper (The Red Dragon Inn)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=MAX_SEATS,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 4, "characters": "", "seed": 0},
)


class InnkeeperGame(pyspiel.Game):
    """The game: its parameters, and a generator that deals each new initial state."""

    def __init__(self, params=None):
        """``players`` 2 to 8, ``characters`` ids joined by commas (or empty), ``seed``."""
        params = dict(params or {})
        players = int(params.get("players", 4))
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"players must be 2 to {MAX_SEATS}, not {players}")
        chars = [c for c in str(params.get("characters", "")).split(",") if c]
        if chars and len(chars) != players:
            raise ValueError(f"{len(chars)} characters given for {players} players")
        info = pyspiel.GameInfo(num_distinct_actions=ACTION_SPACE_SIZE, max_chance_outcomes=0, num_players=players,
                                min_utility=-1.0, max_utility=1.0, utility_sum=None, max_game_length=MAX_GAME_LENGTH)
        super().__init__(_GAME_TYPE, info, params)
        self.players = players
        self.line_up = chars
        self.deals = random.Random(int(params.get("seed", 0)))

    def new_initial_state(self):
        """A newly dealt game."""
        pool = innkeeper.characters()
        line_up = self.line_up or [self.deals.choice(pool) for _ in range(self.players)]
        return InnkeeperState(self, innkeeper.new_game(line_up, seed=self.deals.getrandbits(63)))

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of tensors and strings (the same vector for both kinds of observation)."""
        return InnkeeperObserver(iig_obs_type, params)


class _Box:
    """The engine game and the seats' history digests; OpenSpiel's ``clone()`` deep-copies it as a clone."""

    __slots__ = ("table", "seen")

    def __init__(self, table: innkeeper.Game, seen: list):
        self.table = table
        self.seen = seen

    def __deepcopy__(self, memo):
        return _Box(self.table.clone(), [d.copy() for d in self.seen])


class InnkeeperState(pyspiel.State):
    """One Innkeeper game; its histories are what each seat saw, as digests."""

    def __init__(self, game, table: innkeeper.Game, seen=None):
        super().__init__(game)
        n = len(table.players)
        self._box = _Box(table, seen or [hashlib.sha1(str(s).encode()) for s in range(n)])

    @property
    def table(self) -> innkeeper.Game:
        """The engine's game."""
        return self._box.table

    @property
    def seen(self) -> list:
        """Each seat's history digest."""
        return self._box.seen

    def current_player(self):
        """The deciding seat, or TERMINAL."""
        return pyspiel.PlayerId.TERMINAL if self.table.is_over else self.table.current_player

    def _legal_actions(self, player):
        """The deciding seat's legal indices, ascending."""
        if player != self.table.current_player:
            return []
        return sorted(legal_indices(self.table))

    def _apply_action(self, action):
        """Apply the legal action at ``action``; each seat's history takes in the events as it saw them."""
        events = self.table.apply(decode_action(self.table, int(action)))
        for seat, digest in enumerate(self.seen):
            digest.update(json.dumps([e.to_json(seat) for e in events], sort_keys=True).encode())

    def _action_to_string(self, player, action):
        """The slot in words (relative seats)."""
        return describe(int(action))

    def is_terminal(self):
        return self.table.is_over

    def returns(self):
        """+1 shared among the winners and -1 for the others at the end; zeros before."""
        if not self.table.is_over:
            return [0.0] * len(self.table.players)
        return end_rewards(self.table)

    def resample_from_infostate(self, player_id, probability_sampler=None):
        """A state ``player_id`` cannot tell from this one: everything it cannot see re-dealt at random."""
        seed = random.getrandbits(63) if probability_sampler is None else int(probability_sampler() * 2**62)
        world = self.table.determinize(player_id, seed)
        public = hashlib.sha1(b"resampled")
        seen = [self.seen[s].copy() if s == player_id else public.copy() for s in range(len(self.seen))]
        return InnkeeperState(self.get_game(), world, seen)

    def __str__(self):
        t = self.table
        return " | ".join(f"{t.names[s]} F{p.fortitude} A{p.alcohol} G{p.gold}{' out' if p.out else ''}"
                          for s, p in enumerate(t.players))


class InnkeeperObserver:
    """OpenSpiel's PyObserver: the seat's observation vector, and its information-state or observation string."""

    def __init__(self, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        self.perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(OBSERVATION_SHAPE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        """Fill the tensor from ``player``'s view of ``state``."""
        self.tensor[:] = encode_observation(state.table, player)

    def string_from(self, state, player):
        """The observation as JSON; with perfect recall, preceded by the digest of the seat's history."""
        text = json.dumps(state.table.observe(player), sort_keys=True, separators=(",", ":"))
        if self.perfect_recall:
            return state.seen[player].hexdigest() + " " + text
        return text


pyspiel.register_game(_GAME_TYPE, InnkeeperGame)
