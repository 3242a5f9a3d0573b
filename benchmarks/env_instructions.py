"""The AEC environment's cost per step against the engine's per decision, on the very same games, counted in
instructions (valgrind's callgrind: no machine load disturbs it).

``record`` plays seeded 4-seat games (line-up and shuffles drawn as ``InnkeeperAEC.reset(seed=)`` draws them) with
uniformly random legal choices and saves each choice both as its place in ``legal_actions()`` and as its index in
the action space. ``engine`` replays them through the engine alone (``legal_actions()`` then ``apply``); ``aec``
replays them through the standard PettingZoo loop (``env.last()``: the observation vector and the mask, then
``env.step``); ``none`` only starts up. Each prints the decisions replayed; the instructions of a replay minus
those of ``none``, divided by the decisions, are its cost per step.

Run (PYTHONHASHSEED=0; ``python`` the real interpreter, not a shim):
    python benchmarks/env_instructions.py record /tmp/plays.json --games 8
    for m in none engine aec; do PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/env_instructions.py $m /tmp/plays.json 2>&1 | grep Collected; done
"""

from __future__ import annotations

import argparse
import json
import random

import innkeeper
from innkeeper.env import aec_env
from innkeeper.env.actions import encode_action
from innkeeper.env.aec import table_characters

SEATS = 4


def new_game(seed: int) -> innkeeper.Game:
    """The game ``InnkeeperAEC(seats=4).reset(seed=seed)`` starts."""
    rng = random.Random(seed)
    game_seed = rng.getrandbits(63)
    return innkeeper.new_game(table_characters(None, SEATS, rng), seed=game_seed)


def record(path: str, games: int) -> int:
    """Play ``games`` seeded games with uniform random choices; save (seed, places in the legal list, indices)."""
    rng = random.Random(12345)
    plays = []
    for g in range(games):
        seed = 1000 + g
        game = new_game(seed)
        places, indices = [], []
        while not game.is_over:
            legal = game.legal_actions()
            k = rng.randrange(len(legal))
            places.append(k)
            indices.append(encode_action(game, legal[k]))
            game.apply(legal[k])
        plays.append((seed, places, indices))
    with open(path, "w") as f:
        json.dump(plays, f)
    return sum(len(p) for _, p, _ in plays)


def engine(plays: list) -> int:
    """Replay through the engine alone; returns the decisions."""
    steps = 0
    for seed, places, _ in plays:
        game = new_game(seed)
        for k in places:
            game.apply(game.legal_actions()[k])
            steps += 1
    return steps


def aec(plays: list) -> int:
    """Replay through the AEC environment's standard loop (observation and mask read at every step)."""
    env = aec_env(seats=SEATS)
    steps = 0
    for seed, _, indices in plays:
        env.reset(seed=seed)
        chosen = iter(indices)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            mask = obs["action_mask"]
            if term or trunc:
                env.step(None)
                continue
            index = next(chosen)
            if not mask[index]:
                raise AssertionError(f"the replayed index {index} is not in the mask")
            env.step(index)
            steps += 1
    return steps


def main() -> None:
    """Record or replay."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("record", "none", "engine", "aec"))
    parser.add_argument("plays", help="the JSON file of recorded games")
    parser.add_argument("--games", type=int, default=8, help="games to record")
    args = parser.parse_args()
    if args.mode == "record":
        print(record(args.plays, args.games), "decisions recorded")
        return
    with open(args.plays) as f:
        plays = json.load(f)
    env = aec_env(seats=SEATS)   # (every mode loads the same modules and tables before it counts)
    env.reset(seed=1)
    env.last()
    if args.mode != "none":
        print((engine if args.mode == "engine" else aec)(plays), "decisions replayed")


if __name__ == "__main__":
    main()
