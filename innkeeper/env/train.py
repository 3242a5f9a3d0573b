"""The trained baseline: MaskablePPO (sb3-contrib) on the Gymnasium environment against heuristic bots.

    python -m innkeeper.env.train train --steps 200000 --out policy.zip     # or --minutes 60
    python -m innkeeper.env.train evaluate --policy policy.zip --games 1000

Training seats the agent at a random seat of a 4-seat table with random characters; the three others are
heuristic bots. ``evaluate`` plays the policy (greedy, through ``make_bot("learned")``) against three random
and against three heuristic bots and prints each win rate with its 95% Wilson interval (a tie of k counts 1/k).
Needs the ``train`` extra.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import time


def make_env(seats: int = 4, opponents: str = "heuristic"):
    """The training environment: a random seat against bots."""
    from innkeeper.env import gym_env

    return gym_env(seats=seats, opponents=opponents, seat=None)


def train(steps: int, out: str, *, seed: int = 0, minutes: float | None = None, opponents: str = "heuristic",
          n_envs: int = 4, n_steps: int = 256, save_every: int = 50_000, log=print):
    """Train for ``steps`` agent decisions (or ``minutes``), saving the policy to ``out`` as it goes."""
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
    from stable_baselines3.common.vec_env import DummyVecEnv

    torch.set_num_threads(1)
    envs = DummyVecEnv([lambda i=i: _seeded(make_env(opponents=opponents), seed + i) for i in range(n_envs)])
    model = MaskablePPO("MlpPolicy", envs, n_steps=n_steps, batch_size=min(256, n_steps * n_envs), n_epochs=4,
                        learning_rate=3e-4, gamma=0.997, ent_coef=0.01, seed=seed, device="cpu",
                        policy_kwargs={"net_arch": [128, 128]}, verbose=0)
    start = time.time()

    class Progress(BaseCallback):
        """Saves now and then, logs the episodes' mean reward, and stops at the time budget."""

        def __init__(self):
            super().__init__()
            self.saved = 0
            self.rewards: list[float] = []

        def _on_step(self) -> bool:
            for done, reward in zip(self.locals["dones"], self.locals["rewards"], strict=True):
                if done:
                    self.rewards.append(float(reward))
            if self.num_timesteps - self.saved >= save_every:
                self.saved = self.num_timesteps
                self.model.save(out)
                recent = self.rewards[-200:]
                log(json.dumps({"steps": self.num_timesteps, "minutes": round((time.time() - start) / 60, 1),
                                "episodes": len(self.rewards),
                                "mean_reward_last_200": round(sum(recent) / max(1, len(recent)), 3)}))
            return minutes is None or time.time() - start < minutes * 60

    model.learn(total_timesteps=steps, callback=Progress())
    model.save(out)
    elapsed = time.time() - start
    log(json.dumps({"done_steps": model.num_timesteps, "minutes": round(elapsed / 60, 1), "out": out}))
    return model, elapsed


def _seeded(env, seed: int):
    """Reset once with ``seed`` so each copy plays its own games reproducibly."""
    env.reset(seed=seed)
    return env


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def _print(line: str) -> None:
    """Print a line at once (a long evaluation is read as it goes)."""
    print(line, flush=True)


def evaluate(policy: str, opponents: str, games: int, *, seats: int = 4, seed: int = 2024, every: int = 0,
             log=_print) -> dict:
    """The learned bot's win share against ``seats - 1`` bots of ``opponents``, seats and characters rotating
    (with ``every``, the result so far is logged after every ``every`` games)."""
    import innkeeper
    from innkeeper.bots import make_bot, play_out

    rng = random.Random(seed)
    pool = innkeeper.characters()
    share = 0.0
    for g in range(games):
        me = g % seats
        game = innkeeper.new_game([rng.choice(pool) for _ in range(seats)], seed=rng.getrandbits(63))
        bots = [make_bot("learned", s, s, policy=policy) if s == me else make_bot(opponents, s, rng.getrandbits(32))
                for s in range(seats)]
        play_out(game, bots)
        if me in game.winners:
            share += 1 / len(game.winners)
        if every and (g + 1) % every == 0 and g + 1 < games:
            low, high = wilson(share, g + 1)
            log(json.dumps({"opponents": opponents, "games": g + 1, "win_rate": round(share / (g + 1), 4),
                            "low": round(low, 4), "high": round(high, 4)}))
    low, high = wilson(share, games)
    return {"opponents": opponents, "games": games, "win_rate": share / games, "low": low, "high": high}


def main(argv=None) -> None:
    """The command line: ``train`` and ``evaluate``."""
    parser = argparse.ArgumentParser(prog="python -m innkeeper.env.train", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="train a MaskablePPO policy against bots")
    t.add_argument("--steps", type=int, default=200_000)
    t.add_argument("--minutes", type=float, default=None, help="stop after this long (the policy is saved)")
    t.add_argument("--out", default="policy.zip")
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--opponents", default="heuristic")
    e = sub.add_parser("evaluate", help="win rates against 3 random and 3 heuristic bots at 4 seats")
    e.add_argument("--policy", default="policy.zip")
    e.add_argument("--games", type=int, default=1000)
    e.add_argument("--against", default="random,heuristic")
    e.add_argument("--every", type=int, default=0, help="also print the result so far after every N games")
    args = parser.parse_args(argv)
    if args.command == "train":
        train(args.steps, args.out, seed=args.seed, minutes=args.minutes, opponents=args.opponents)
    else:
        if not os.path.exists(args.policy):
            parser.error(f"no policy at {args.policy}")
        for kind in args.against.split(","):
            r = evaluate(args.policy, kind, args.games, every=args.every)
            print(f"learned vs 3 {kind}: {r['win_rate']:.1%} over {r['games']} games "
                  f"(95% interval {r['low']:.1%}-{r['high']:.1%}; equal share 25%)", flush=True)


if __name__ == "__main__":
    main()
