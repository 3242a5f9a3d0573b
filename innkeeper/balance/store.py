"""Where a balance run keeps its games: one JSON line per game record, a file per stage, keyed by game index.

A stage is one table size (``seats-4``) or one ablation (``blank-zot-3``). Records are appended as workers
finish them, so an interrupted run keeps what it played; a torn last line is ignored when read back. The
run's settings sit beside them in ``run.json``: a later run into the same folder resumes only when its
settings give the same games.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from innkeeper.stats import GameRecord


class Store:
    """The game records of a run folder."""

    def __init__(self, directory: str | os.PathLike):
        self.root = Path(directory)
        self.games = self.root / "games"

    def settings(self) -> dict | None:
        """The stored ``run.json`` (None when there is none or it cannot be read)."""
        try:
            return json.loads((self.root / "run.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def save_settings(self, data: dict) -> None:
        """Write ``run.json``."""
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "run.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")

    def clear(self) -> None:
        """Forget every stored game and the settings they were played with."""
        (self.root / "run.json").unlink(missing_ok=True)
        if self.games.is_dir():
            for f in self.games.glob("*.jsonl"):
                f.unlink()

    def load(self, stage: str) -> dict[int, GameRecord]:
        """The stored records of a stage by game index (a line that does not parse is skipped)."""
        path = self.games / f"{stage}.jsonl"
        out: dict[int, GameRecord] = {}
        if not path.exists():
            return out
        text = path.read_text(encoding="utf-8")
        if text and not text.endswith("\n"):   # a line torn by an interruption: drop it before appending more
            text = text[:text.rfind("\n") + 1]
            path.write_text(text, encoding="utf-8")
        for line in text.splitlines():
            if line:
                try:
                    r = GameRecord.from_json(json.loads(line))
                except (ValueError, KeyError, TypeError):
                    continue
                out[r.index] = r
        return out

    def append(self, stage: str, records: list[GameRecord]) -> None:
        """Add records to a stage's file (flushed at once)."""
        self.games.mkdir(parents=True, exist_ok=True)
        with (self.games / f"{stage}.jsonl").open("a", encoding="utf-8") as f:
            for r in records:
                f.write(json.dumps(r.to_json(), separators=(",", ":")) + "\n")
            f.flush()
