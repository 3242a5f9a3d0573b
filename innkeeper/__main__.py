"""``python -m innkeeper``: the ``innkeeper`` command (with no arguments, a game against bots)."""

from innkeeper.cli import main

main()
