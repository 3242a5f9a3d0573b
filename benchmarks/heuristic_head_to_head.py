"""One heuristic bot of this checkout against three of another checkout's (or the reverse), at 4 seats.

Run: PYTHONPATH=$PWD python benchmarks/heuristic_head_to_head.py OLD_CHECKOUT [--games 2000] [--seed 2024]
     [--workers 2] [--reverse]

The other checkout's ``innkeeper/bots/heuristic.py`` is loaded as a bot kind of its own, ``old``, its package
imports read from this checkout (``SeatView``, the typed view, the card facts), so it suits a change to the
bot's scoring, not to those modules. Games go through ``innkeeper.simulate`` with its rotation of seats,
characters and turn order; ties count 1/k of a win, so equal strength is 25%. Prints the win share of the
single bot with its 95% interval (Wilson).
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import tempfile
from pathlib import Path

import innkeeper.bots as bots
import innkeeper.simulate as simulate
from innkeeper.stats import Rate


def load_old(checkout: str) -> None:
    """Make ``make_bot("old", ...)`` the other checkout's heuristic bot."""
    source = (Path(checkout) / "innkeeper" / "bots" / "heuristic.py").read_text()
    source = re.sub(r"^from \.(\w*) import", lambda m: f"from innkeeper.bots{'.' + m.group(1) if m.group(1) else ''} "
                    "import", source, flags=re.M)
    path = Path(tempfile.mkdtemp()) / "heuristic_old.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("innkeeper.bots.heuristic_old", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    bots._MODULES["old"] = ("heuristic_old", "HeuristicBot")
    simulate.BOT_KINDS = bots.BOT_KINDS + ("old",)


def main() -> None:
    """Play the games and print the single bot's win share."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("old", help="the other checkout (a directory with innkeeper/bots/heuristic.py)")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--reverse", action="store_true", help="one old bot against three of this checkout's")
    args = p.parse_args()
    load_old(args.old)
    one, three = ("old", "heuristic") if args.reverse else ("heuristic", "old")
    config = simulate.SimConfig(games=args.games, bots=(one,) + (three,) * 3, seed=args.seed)
    records, _ = simulate.simulate_with_progress(config, args.workers, show=False)
    wins = sum(r.share(simulate.slot_seat(config, r.index)) for r in records)
    rate = Rate.of(one, wins, len(records))
    name = {"heuristic": "this checkout's", "old": "the other checkout's"}
    print(f"one of {name[one]} heuristic bots vs three of {name[three]}, {len(records)} games, seed {args.seed}: "
          f"{rate.rate:.1%} ({wins:g} wins), 95% interval {rate.low:.1%}-{rate.high:.1%} (25% if equal)")


if __name__ == "__main__":
    main()
