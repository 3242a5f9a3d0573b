"""ISMCTS iterations per second for given bot options, at the bench's sampled 4-seat decisions (``bench.ismcts_rates``).

CPU time counts the worker processes too (``workers=N``), so root-parallel overhead shows; wall time beside it.

    PYTHONPATH=$PWD python3 benchmarks/ismcts_rates.py --searches 8 policy=rules rollout_depth=10
"""

from __future__ import annotations

import argparse

from innkeeper.bench import ismcts_rates


def option(text: str) -> tuple[str, object]:
    """``key=value``: a whole number where it is one, else the text."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is key=value, not {text!r}")
    key, value = text.split("=", 1)
    return key, int(value) if value.isdigit() else value


def main() -> None:
    """Print the rates for the options given."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--searches", type=int, default=8)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("options", nargs="*", type=option, help="bot options as key=value")
    args = p.parse_args()
    options = dict(args.options)
    found = ismcts_rates(args.searches, args.iterations, args.seed, options)
    if found is None:
        raise SystemExit("the ISMCTS bot cannot be imported here")
    cpu, wall = found
    print(f"{options or 'defaults'}: {cpu:.0f} iterations/s CPU, {wall:.0f} wall")


if __name__ == "__main__":
    main()
