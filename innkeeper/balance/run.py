"""Playing a balance run: its stages planned up front, played through ``simulate.run_games``, stored as they finish."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from innkeeper.balance import BalanceConfig, ablation_config
from innkeeper.balance.blank import blank_content, stand_in_id
from innkeeper.balance.store import Store
from innkeeper.simulate import SimConfig, SimulationError, game_setup, run_games
from innkeeper.stats import GameRecord


@dataclass
class Stage:
    """One table size, or one ablation: its simulation, the game indices it needs and those already stored."""

    name: str
    sim: SimConfig
    indices: list[int]
    stored: dict[int, GameRecord]
    title: str | None = None   # the blanked card of an ablation

    @property
    def missing(self) -> list[int]:
        """The indices still to play."""
        return [i for i in self.indices if i not in self.stored]


@dataclass
class Results:
    """A finished run: records per table size, ablation records per card (with their baseline), timing."""

    config: BalanceConfig
    by_seats: dict[int, list[GameRecord]]
    ablations: dict[str, tuple[list[GameRecord], list[GameRecord]]] = field(default_factory=dict)
    elapsed: float = 0.0
    started: str = ""
    played: int = 0   # games played by this invocation (the rest were stored already)


def character_games(sim: SimConfig, character: str, limit: int | None = None) -> list[int]:
    """Indices of the games of ``sim`` where ``character`` sits (from the setups alone), at most ``limit``."""
    out = [i for i in range(sim.games) if character in game_setup(sim, i).characters]
    return out if limit is None else out[:limit]


def plan(config: BalanceConfig, store: Store) -> list[Stage]:
    """Every stage of the run with what is stored of it (the ablation content files are written here)."""
    stages = [Stage(f"seats-{k}", config.sim(k), list(range(config.games)), store.load(f"seats-{k}"))
              for k in config.seats]
    if config.ablate:
        c = config.card_character
        wanted = character_games(config.sim(config.ablation_seats), c, config.ablate_games)
        folder = store.root / "ablation"
        folder.mkdir(parents=True, exist_ok=True)
        for title in config.ablate:
            sid = stand_in_id(c, title)
            path = folder / f"{sid}.toml"
            path.write_text(blank_content(c, title), encoding="utf-8")
            stages.append(Stage(f"blank-{sid}", ablation_config(config, title, str(path)), wanted,
                                store.load(f"blank-{sid}"), title))
    return stages


def prepare(config: BalanceConfig, directory: str | Path, fresh: bool = False) -> tuple[Store, list[Stage]]:
    """Check the settings and the folder, and plan the run (resuming what the folder holds)."""
    config.check()
    store = Store(directory)
    if store.root.exists() and not store.root.is_dir():
        raise SimulationError(f"{str(directory)!r} is a file, not a folder")
    stored = store.settings()
    if fresh:
        store.clear()
    elif stored is not None and not config.same_games(stored.get("config", {})):
        raise SimulationError(f"{str(directory)!r} holds games of other settings; give another --out, or --fresh "
                              "to replace them")
    return store, plan(config, store)


def play(config: BalanceConfig, store: Store, stages: list[Stage], workers: int = 1, *, ray: bool = False,
         ray_address: str | None = None, progress: Callable[[str, int], None] | None = None) -> Results:
    """Play every stage's missing games, storing each batch as it finishes; ``progress(stage, n)`` on each."""
    stored = store.settings() or {}
    previous = float(stored.get("elapsed", 0.0)) if config.same_games(stored.get("config", {})) else 0.0
    started = stored.get("started") or time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
    store.save_settings({"config": config.to_json(), "elapsed": previous, "started": started})
    clock = time.perf_counter()
    played = 0
    tick = progress or (lambda stage, n: None)
    try:
        for stage in stages:
            missing = stage.missing
            if not missing:
                continue
            records = run_games(stage.sim, workers, ray=ray, ray_address=ray_address, indices=missing,
                                collect=lambda part, name=stage.name: store.append(name, part),
                                progress=lambda n, name=stage.name: tick(name, n))
            stage.stored.update((r.index, r) for r in records)
            played += len(records)
    finally:
        elapsed = previous + time.perf_counter() - clock
        store.save_settings({"config": config.to_json(), "elapsed": elapsed, "started": started})
    by_seats = {}
    ablations = {}
    for stage in stages:
        records = [stage.stored[i] for i in stage.indices]
        if stage.title is None:
            by_seats[stage.sim.seats] = records
        else:
            base = by_seats[config.ablation_seats]
            ablations[stage.title] = ([base[i] for i in stage.indices], records)
    return Results(config, by_seats, ablations, elapsed, started, played)
