"""How much of an all-heuristic game is the bots' thinking: the same games with the bots, then replayed without them.

Run: python benchmarks/heuristic_share.py [--games 60] [--seed 17]

Plays ``--games`` all-heuristic 4-seat games as the simulator deals them (``simulate.game_setup``: random
characters, the simulator's seeds), recording each decision's index in the legal list, then replays the same
actions on fresh games with no bot at all (``legal_actions()`` and ``apply`` only: the engine's share, the best
the bots' speed could ever give). Prints games per CPU second both ways and the CPU time per decision of the
engine and of the bots (with ``SeatView``), so the heuristic goal can be read against the engine's ceiling.
"""

from __future__ import annotations

import argparse
import time

import innkeeper
from innkeeper.bots import SeatView, make_bot
from innkeeper.simulate import SimConfig, game_setup, play_game


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    config = SimConfig(games=1 << 30, bots=("heuristic",) * 4, seed=args.seed)
    play_game(config, 1 << 29)   # warm up: the content loaded, the bots' card facts made
    played = []
    start = time.process_time()
    for i in range(args.games):
        setup = game_setup(config, i)
        g = innkeeper.new_game(list(setup.characters), setup.seed, first_player=setup.first)
        bots = [make_bot(kind, seat, seed) for seat, (kind, seed) in enumerate(zip(setup.bots, setup.bot_seeds,
                                                                                    strict=True))]
        choices = []
        while not g.over:
            view = SeatView(g, g.current_player)
            action = bots[view.seat].act(view)
            choices.append(view.legal.index(action))
            g.apply(action)
        played.append((setup, choices))
    with_bots = time.process_time() - start
    decisions = sum(len(c) for _, c in played)
    alone = float("inf")
    for _ in range(3):   # the best of three replays
        start = time.process_time()
        for setup, choices in played:
            g = innkeeper.new_game(list(setup.characters), setup.seed, first_player=setup.first)
            for j in choices:
                g.apply(g.legal_actions()[j])
        alone = min(alone, time.process_time() - start)
    n = args.games
    print(f"{n} all-heuristic 4-seat games, {decisions / n:.0f} decisions per game, CPU time")
    print(f"with the bots:        {n / with_bots:7.1f} games/s")
    print(f"engine alone (replay): {n / alone:6.1f} games/s")
    print(f"per decision: engine {alone / decisions * 1e6:.1f} us, bots {(with_bots - alone) / decisions * 1e6:.1f} us "
          f"({(with_bots - alone) / with_bots:.0%} of the game)")


if __name__ == "__main__":
    main()
