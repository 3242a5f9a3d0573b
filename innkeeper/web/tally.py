"""What the standings need from a game's events, counted as they happen: turns, who went out when, how it ended.

A live table counts each action's events as it stores them, so the standings never read its old events; a
table rebuilt from the database counts its stored events once, on a reading thread, when first asked.
"""

from __future__ import annotations

from collections.abc import Iterable


class Tally:
    """The running count of one game's turns, players going out and ending, up to ``steps`` actions."""

    def __init__(self) -> None:
        self.steps = 0
        self.turns = 0
        self.out_at: dict[int, dict] = {}   # seat -> how, decision (step) and turn it went out at
        self.ended: str | None = None

    def add(self, step: int, events: Iterable[tuple[str, dict]]) -> None:
        """Count what action ``step`` caused, as ``(kind, data)`` pairs (an ``Event``'s, or its stored JSON)."""
        for kind, data in events:
            if kind == "turn":
                self.turns += 1
            elif kind in ("pass_out", "broke") and data.get("seat") is not None:
                self.out_at[data["seat"]] = {"how": "passed out" if kind == "pass_out" else "out of Gold",
                                             "decision": step, "turn": self.turns}
            elif kind == "game_over":
                self.ended = data.get("how") or "last_standing"
        self.steps = step
