"""Engine and bot figures without the ``innkeeper`` command: the same figures as ``innkeeper bench``.

Run: python benchmarks/engine.py [any ``innkeeper bench`` option, e.g. --games 100 --json]
"""

from __future__ import annotations

import sys

from innkeeper.cli import app


def main() -> None:
    """Run ``innkeeper bench`` with this script's arguments."""
    app(["bench", *sys.argv[1:]])


if __name__ == "__main__":
    main()
