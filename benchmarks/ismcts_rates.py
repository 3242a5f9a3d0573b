"""ISMCTS iterations per second for given bot options, at the bench's sampled 4-seat decisions (``bench.ismcts_rates``).

CPU time counts the worker processes too (``workers=N``), so root-parallel overhead shows; wall time beside it.
``--gin`` also times RLCard's gin rummy (uniform random games, as ``anchors.py`` does, 3 CPU seconds) in the same
process, before each round, and prints the ratio (the issue's goal: 18 times gin rummy's games/s); ``--rounds``
repeats the measure.

    PYTHONPATH=$PWD python3 benchmarks/ismcts_rates.py --searches 8 policy=rules rollout_depth=10
    PYTHONPATH=$PWD python3 benchmarks/ismcts_rates.py --searches 16 --rounds 2 --gin policy=fast rollout_depth=5
"""

from __future__ import annotations

import argparse

from innkeeper.bench import ismcts_rates


def option(text: str) -> tuple[str, object]:
    """``key=value``: a number where it is one, True or False, else the text."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is key=value, not {text!r}")
    key, value = text.split("=", 1)
    if value in ("True", "False"):
        return key, value == "True"
    for kind in (int, float):
        try:
            return key, kind(value)
        except ValueError:
            pass
    return key, value


def main() -> None:
    """Print the rates for the options given."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--searches", type=int, default=8)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--rounds", type=int, default=1)
    p.add_argument("--gin", action="store_true", help="also time RLCard gin rummy and print the ratio")
    p.add_argument("options", nargs="*", type=option, help="bot options as key=value")
    args = p.parse_args()
    options = dict(args.options)
    for _ in range(args.rounds):
        gin = None
        if args.gin:
            from anchors import rate, rlcard_loop

            gin, _ = rate(rlcard_loop("gin-rummy"), 3.0, 1)
        found = ismcts_rates(args.searches, args.iterations, args.seed, options)
        if found is None:
            raise SystemExit("the ISMCTS bot cannot be imported here")
        cpu, wall = found
        ratio = f", gin rummy {gin:.1f} games/s: {cpu / gin:.1f}x" if gin else ""
        print(f"{options or 'defaults'}: {cpu:.0f} iterations/s CPU, {wall:.0f} wall{ratio}")


if __name__ == "__main__":
    main()
