"""Root-parallel ISMCTS: a decision's iterations split over forked worker processes, each with its own tree.

The parent deals one determinized game per worker (``SeatView.determinize``: only what the seat may know, the
rest re-dealt) and draws each worker's seed from the bot's generator, so the same seed gives the same move
whatever the timing. A worker re-deals the hidden cards of its game for each iteration
(``Game.determinize`` of the searching seat: the seat knows exactly as much in that game as in the real one)
and never sees the real game's hidden cards. Workers return the visit count of each legal root action; the
parent sums them. Processes are forked per decision (POSIX only), so nothing is pickled but the counts.
"""

from __future__ import annotations

import multiprocessing
from typing import TYPE_CHECKING

from innkeeper.engine import Action, Game

from . import SeatView

if TYPE_CHECKING:
    from .ismcts import IsmctsBot

# The jobs of the decision being searched, set in the parent just before it forks (children inherit them).
_JOBS: list[tuple[IsmctsBot, Game, list[Action], Action | None, int, int]] = []


def _work(i: int) -> list[int]:
    """Worker ``i``: search its own deal; the visits of each legal action."""
    bot, base, legal, preferred, alive, iterations = _JOBS[i]
    seat = bot.seat
    return bot.search(lambda seed: base.determinize(seat, seed), legal, preferred, alive, iterations)


def worker_bot(bot: IsmctsBot, seed: int) -> IsmctsBot:
    """A worker's own bot: ``bot``'s search settings (its rollouts and leaf scoring) with its own generator."""
    from .ismcts import IsmctsBot

    return IsmctsBot(bot.seat, seed, iterations=bot.iterations, rollout_depth=bot.rollout_depth,
                     exploration=bot.exploration, prior=bot.prior, pass_chance=bot.pass_chance, policy=bot.policy,
                     leaf=bot.leaf)


def root_parallel(bot: IsmctsBot, view: SeatView, legal: list[Action], preferred: Action | None,
                  alive: int) -> list[int]:
    """Summed root visits of ``bot.workers`` independent searches sharing ``bot.iterations``."""
    if "fork" not in multiprocessing.get_all_start_methods():
        raise RuntimeError("workers > 1 needs processes started by fork (POSIX); use workers=1 here")
    n = min(bot.workers, bot.iterations)
    share, extra = divmod(bot.iterations, n)
    jobs = []
    for i in range(n):
        helper = worker_bot(bot, bot.rng.getrandbits(62))
        base = view.determinize(bot.rng.getrandbits(62))
        jobs.append((helper, base, legal, preferred, alive, share + (i < extra)))
    _JOBS[:] = jobs
    try:
        with multiprocessing.get_context("fork").Pool(n) as pool:
            results = pool.map(_work, range(n))
    finally:
        _JOBS.clear()
    return [sum(max(r[k], 0) for r in results) if any(r[k] >= 0 for r in results) else -1 for k in range(len(legal))]
