"""Environment speed: steps per CPU second of Innkeeper's AEC and Gymnasium environments, beside PettingZoo's
classic texas_holdem, rlcard's gin rummy (what PettingZoo's dropped gin_rummy_v4 wrapped) and the engine's
own decision rate, in one run (needs the ``bench`` extra).

Every loop plays uniformly random legal actions: the engine picks from ``legal_actions()``; each environment
step reads the agent's observation and mask (``env.last()`` / the Gymnasium observation and ``info``) and
samples from the mask. Each figure is the median of ``--repeats`` runs of ``--seconds`` CPU seconds.

Run: python benchmarks/env_speed.py [--seconds 2] [--repeats 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np


def _timed(loop, seconds: float) -> float:
    """Steps per CPU second of ``loop(deadline)``, which returns how many steps it took."""
    start = time.process_time()
    steps = loop(start + seconds)
    return steps / (time.process_time() - start)


def engine_loop(seats: int = 4):
    """The engine alone: random 4-seat games, uniform choices."""
    import innkeeper

    rng = random.Random(0)
    pool = innkeeper.characters()

    def loop(deadline: float) -> int:
        steps = 0
        while time.process_time() < deadline:
            game = innkeeper.new_game([rng.choice(pool) for _ in range(seats)], seed=rng.getrandbits(32))
            while not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
                steps += 1
        return steps
    return loop


def _pick(rng: random.Random, mask: np.ndarray) -> int:
    """A uniformly random legal index: what a random agent does with a 0/1 mask (read as bool, no copy: numpy's
    nonzero is several times slower on int8), as cheap as the engine loop's ``random.choice``."""
    legal = mask.view(np.bool_).nonzero()[0] if mask.dtype.itemsize == 1 else mask.nonzero()[0]
    return int(legal[rng.randrange(len(legal))])


def aec_loop(make, observe: bool = True):
    """A PettingZoo AEC environment played with masked random actions."""
    rng = random.Random(0)

    def loop(deadline: float) -> int:
        steps = 0
        env = make()
        while time.process_time() < deadline:   # (whole games, as the engine loop: the clock is read per game)
            env.reset(seed=rng.getrandbits(31))
            for agent in env.agent_iter():
                if observe:
                    obs, _, term, trunc, _ = env.last()
                    mask = obs["action_mask"]
                else:   # the mask alone (Innkeeper only): what a policy that needs no observation reads
                    term, trunc = env.terminations[agent], env.truncations[agent]
                    mask = None if term or trunc else env._mask()
                if term or trunc:
                    env.step(None)
                    continue
                env.step(_pick(rng, mask))
                steps += 1
        return steps
    return loop


def rlcard_loop(name: str):
    """An rlcard game stepped with random legal actions (PettingZoo 1.27 has no gin rummy)."""
    import rlcard

    rng = random.Random(0)

    def loop(deadline: float) -> int:
        steps = 0
        env = rlcard.make(name, config={"seed": 0})
        while time.process_time() < deadline:
            state, _ = env.reset()
            while not env.is_over():
                state, _ = env.step(rng.choice(list(state["legal_actions"])))
                steps += 1
        return steps
    return loop


def gym_loop(opponents: str):
    """Innkeeper's Gymnasium environment (one seat against bots): agent steps."""
    from innkeeper.env import gym_env

    rng = random.Random(0)

    def loop(deadline: float) -> int:
        steps = 0
        env = gym_env(seats=4, opponents=opponents, seat=None)
        while time.process_time() < deadline:
            _, info = env.reset(seed=rng.getrandbits(31))
            done = False
            while not done:
                _, _, term, trunc, info = env.step(_pick(rng, info["action_mask"]))
                done = term or trunc
                steps += 1
        return steps
    return loop


def rows(seconds: float, repeats: int) -> list[tuple[str, float]]:
    """(what, median steps per CPU second) for each loop."""
    from innkeeper.env import aec_env

    loops = [("engine: random 4-seat games, decisions", engine_loop()),
             ("Innkeeper AEC, 4 seats (observation + mask)", aec_loop(lambda: aec_env(seats=4))),
             ("Innkeeper AEC, 4 seats (mask only)", aec_loop(lambda: aec_env(seats=4), observe=False)),
             ("Innkeeper Gymnasium vs 3 random bots (agent steps)", gym_loop("random")),
             ("Innkeeper Gymnasium vs 3 heuristic bots (agent steps)", gym_loop("heuristic"))]
    try:
        from pettingzoo.classic import texas_holdem_v4

        loops += [("PettingZoo classic texas_holdem_v4", aec_loop(texas_holdem_v4.env)),
                  ("rlcard gin-rummy (no gin_rummy in PettingZoo 1.27)", rlcard_loop("gin-rummy"))]
    except ImportError as exc:   # (without the bench extra: rlcard missing)
        print(f"PettingZoo classic games skipped: {exc}")
    out = []
    for name, loop in loops:
        out.append((name, statistics.median(_timed(loop, seconds) for _ in range(repeats))))
    return out


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per run")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (each figure is their median)")
    args = parser.parse_args()
    if args.seconds <= 0 or args.repeats < 1:
        parser.error("--seconds must be positive and --repeats at least 1")
    print("| loop | steps per CPU second |\n|---|---:|")
    for name, rate in rows(args.seconds, args.repeats):
        print(f"| {name} | {rate:,.0f} |")


if __name__ == "__main__":
    main()
