"""Batch simulation: many bot-only games, run in local processes or on Ray, with their statistics.

Rotation. Games go in blocks of K (the number of seats). A block's line-up of characters (drawn from the
pool without replacement, repeating the pool only when it is smaller than K) and its first player are drawn
by a generator seeded from (master seed, block). Within the block, game j gives seat s the bot kind
``bots[(s - j) mod K]``: over a block every character plays every bot slot once and every bot slot plays
every turn position once. Game i's whole setup (characters, bot kinds, first player, game seed, bot seeds)
is a pure function of (master seed, i), and results are gathered in game-index order, so the output does
not depend on ``--workers`` or on Ray.
"""

from __future__ import annotations

import csv
import hashlib
import json
import math
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import NoReturn

import typer

import innkeeper
from innkeeper.bots import BOT_KINDS, make_bot, play_out
from innkeeper.plots import write_plots
from innkeeper.stats import GameRecord, Summary, Tally, summarize, tables

BAR_REFRESH = 2   # progress bar redraws a second (Rich's 10 cost about 1% of a core, taken from the workers)


class SimulationError(ValueError):
    """A bad simulation setting; its message is one line naming what is wrong."""


@dataclass(frozen=True)
class SimConfig:
    """What to simulate: game count, character pool, one bot kind per seat, master seed and table options."""

    games: int = 1000
    bots: tuple[str, ...] = ("random",) * 4
    characters: tuple[str, ...] = ()
    seed: int = 0
    drink_deck: str = "core"
    last_call: int | None = None
    prizes: bool = False   # the Prize variant
    bot_options: dict[str, dict] = field(default_factory=dict)
    bar_deck: tuple[str, ...] = ()   # the Drink Decks and packs of a Bar Deck (empty: no Bar Deck)
    detail: bool = False   # also record each seat's cards held and played, and its Gold and Alcohol each turn
    content: tuple[str, ...] = ()   # extra content files (paths) every game loads
    swap: tuple[tuple[str, str], ...] = ()   # (character, stand-in): the stand-in (from ``content``) sits instead

    @property
    def seats(self) -> int:
        """Seats per game (one bot kind each)."""
        return len(self.bots)

    @property
    def pool(self) -> tuple[str, ...]:
        """The characters games draw from (every playable one when none were named)."""
        return self.characters or tuple(innkeeper.characters())

    def check(self) -> None:
        """Raise SimulationError naming the first bad setting."""
        if type(self.games) is not int or self.games < 1:
            raise SimulationError(f"the number of games must be at least 1, not {self.games}")
        if not 2 <= self.seats <= 8:
            raise SimulationError(f"a game needs 2 to 8 seats, not {self.seats}")
        playable = innkeeper.characters()
        for c in self.pool:
            if c not in playable:
                raise SimulationError(f"unknown character {c!r}; playable: {', '.join(playable)}")
        for kind in self.bots:
            if kind not in BOT_KINDS:
                raise SimulationError(f"unknown bot kind {kind!r}; choose from {', '.join(BOT_KINDS)}")
        if self.drink_deck not in innkeeper.DRINK_DECKS:
            raise SimulationError(f"unknown drink deck {self.drink_deck!r}; choose from "
                                  f"{', '.join(innkeeper.DRINK_DECKS)}")
        if self.last_call is not None and self.last_call < 1:
            raise SimulationError(f"last call must be after at least 1 round, not {self.last_call}")
        if self.bar_deck:
            try:
                innkeeper.bar_deck_choice(innkeeper.load_content(self.content), list(self.bar_deck))
            except (ValueError, innkeeper.ContentError) as exc:
                raise SimulationError(_line(exc)) from None
        for kind in dict.fromkeys(self.bots):
            try:
                make_bot(kind, 0, 0, **self.bot_options.get(kind, {}))
            except Exception as exc:  # a kind whose module is missing or rejects its options
                raise SimulationError(f"cannot make a {kind!r} bot: {_line(exc)}") from None
        if self.content or self.swap:
            try:
                defined = innkeeper.load_content(self.content).characters
            except innkeeper.ContentError as exc:
                raise SimulationError(f"bad content: {_line(exc)}") from None
            for original, stand_in in self.swap:
                if stand_in not in defined:
                    raise SimulationError(f"the stand-in for {original!r}, {stand_in!r}, is not in the content")


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Game i's setup: characters and bot kind per seat, first player, game seed and one seed per bot."""

    index: int
    characters: tuple[str, ...]
    bots: tuple[str, ...]
    first: int
    seed: int
    bot_seeds: tuple[int, ...]


def seed_for(master: int, game: int, seat: int | None = None, label: str = "bot") -> int:
    """A 63-bit seed derived from the master seed, a game index and (for a bot) a seat."""
    text = f"innkeeper/{label}/{master}/{game}/{'' if seat is None else seat}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def game_setup(config: SimConfig, index: int) -> GameSetup:
    """The setup of game ``index``: a pure function of the master seed and the index (see the module doc)."""
    k = config.seats
    block, j = divmod(index, k)
    lineup, first = _block(config.seed, block, k, config.pool)
    bots = tuple(config.bots[(s - j) % k] for s in range(k))
    return GameSetup(index, lineup, bots, first, seed_for(config.seed, index, label="game"),
                     tuple(seed_for(config.seed, index, s) for s in range(k)))


@lru_cache(maxsize=4)
def _block(master: int, block: int, k: int, pool: tuple[str, ...]) -> tuple[tuple[str, ...], int]:
    """A block's line-up and first player (the K games of a block share them: worked out once, remembered)."""
    rng = random.Random(seed_for(master, block, label="block"))
    bag = list(pool) * math.ceil(k / len(pool))
    rng.shuffle(bag)
    return tuple(bag[:k]), rng.randrange(k)


def slot_seat(config: SimConfig, index: int, slot: int = 0) -> int:
    """The seat that plays ``config.bots[slot]`` in game ``index`` (the rotation of ``game_setup``)."""
    return (slot + index) % config.seats


_COUNTED = frozenset({"turn", "pass_out", "broke"})   # the events a game's record counts


def play_game(config: SimConfig, index: int) -> GameRecord:
    """Play game ``index`` to its end with its bots and record what the statistics need."""
    setup = game_setup(config, index)
    seated = setup.characters
    if config.swap:
        stand_ins = dict(config.swap)
        seated = tuple(stand_ins.get(c, c) for c in seated)
    game = innkeeper.new_game(list(seated), setup.seed, first_player=setup.first,
                              drink_deck=config.drink_deck, last_call=config.last_call, content=config.content,
                              bar_deck=list(config.bar_deck) or False, prizes=config.prizes)
    bots = [make_bot(kind, seat, seed, **config.bot_options.get(kind, {}))
            for seat, (kind, seed) in enumerate(zip(setup.bots, setup.bot_seeds, strict=True))]
    decisions = 0
    turns = 1  # the opening turn starts inside new_game, before any decision
    passed_out: list[int] = []
    broke: list[int] = []
    detail = _Detail(game) if config.detail else None

    def on_step(_game, _action, events) -> None:
        nonlocal decisions, turns
        decisions += 1
        for e in events:
            kind = e.kind
            if kind not in _COUNTED:   # (most events are none of these: one test each)
                continue
            if kind == "turn":
                turns += 1
            elif kind == "pass_out":
                passed_out.append(e.data["seat"])
            else:
                broke.append(e.data["seat"])

    def on_step_detail(game_, action, events) -> None:
        """``on_step``, and the detail's share of the events."""
        on_step(game_, action, events)
        detail.see(game_, events)

    try:
        play_out(game, bots, on_step if detail is None else on_step_detail)
    except Exception as exc:
        raise RuntimeError(f"game {index} (seed {setup.seed}, {', '.join(setup.characters)}; bots "
                           f"{', '.join(setup.bots)}) failed after {decisions} decisions: {exc}") from exc
    winners = tuple(game.winners)
    rounds = game.rounds   # (what ``observe(None)["rounds"]`` reports, without making a whole observation)
    if config.last_call is not None and rounds >= config.last_call:
        end = "last_call"
    else:
        end = "tie" if len(winners) > 1 else "last_standing"
    extra = detail.facts() if detail is not None else {}
    return GameRecord(index, setup.seed, setup.first, setup.characters, setup.bots, winners, decisions, turns,
                      rounds, tuple(passed_out), tuple(broke), end, **extra)


class _Detail:
    """Per-seat facts gathered from a game's public events and observations: cards held and played, Gold and Alcohol.

    A seat's hand is its own observation; a card it draws is in the draw event's part meant for that seat; a card it
    plays is in the public play event (a kept Potion, played from its face-up slot, is not a card of the hand).
    """

    __slots__ = ("held", "played", "curves")

    def __init__(self, game) -> None:
        """Start from the opening hands and the opening turn's Gold and Alcohol."""
        n = len(game.observe(None)["players"])
        self.held: list[set[str]] = [set(game.observe(s)["hand"]) for s in range(n)]
        self.played: list[set[str]] = [set() for _ in range(n)]
        self.curves: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        view = game.observe(None)
        self._turn(view, view["turn"])

    def _turn(self, view: dict, seat: int) -> None:
        """Note the Gold and Alcohol of the player whose turn starts."""
        p = view["players"][seat]
        self.curves[seat].append((p["gold"], p["alcohol"]))

    def see(self, game, events: list) -> None:
        """Take in one action's events."""
        for e in events:
            kind = e.kind
            if kind == "draw":
                seat = e.data["seat"]
                self.held[seat].update((e.private or {}).get(seat, {}).get("cards", ()))
            elif kind == "play" and "origin" not in e.data:
                self.played[e.data["seat"]].add(e.data["card"])
            elif kind == "turn" and not game.is_over:
                self._turn(game.observe(None), e.data["seat"])

    def facts(self) -> dict:
        """The GameRecord fields this adds."""
        return {"held": tuple(tuple(sorted(h)) for h in self.held),
                "played": tuple(tuple(sorted(p)) for p in self.played),
                "curves": tuple(tuple(c) for c in self.curves)}


def play_games(config: SimConfig, start: int, stop: int) -> list[GameRecord]:
    """Games ``start`` to ``stop - 1``, in order (one task for a worker process or a Ray worker)."""
    return [play_game(config, i) for i in range(start, stop)]


def play_indices(config: SimConfig, indices: Sequence[int]) -> list[GameRecord]:
    """The games of these indices, in order (a task for a worker when only some games are to be played)."""
    return [play_game(config, i) for i in indices]


def chunk_size(games: int, workers: int) -> int:
    """Games per chunk: about 16 chunks per worker, at most 100 games each."""
    return max(1, min(100, math.ceil(games / (workers * 16))))


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """Split game indices into ranges: about 16 per worker, at most 100 games each."""
    size = chunk_size(games, workers)
    return [(a, min(a + size, games)) for a in range(0, games, size)]


def run_games(config: SimConfig, workers: int = 1, *, ray: bool = False, ray_address: str | None = None,
              progress: Callable[[int], None] | None = None, indices: list[int] | None = None,
              collect: Callable[[list[GameRecord]], None] | None = None) -> list[GameRecord]:
    """Play every game of ``config`` and return their records in game-index order.

    ``workers`` local processes (1: in this process), or Ray when ``ray`` (a new local instance with
    ``workers`` CPUs, or the cluster at ``ray_address``). ``progress(n)`` is told each time n games finish.
    ``indices``: play only these games (their records come back in this order); ``collect(records)`` is given
    each batch of finished games as it arrives (to store them, so an interrupted run can resume).
    """
    wanted = list(range(config.games)) if indices is None else list(indices)
    place = {i: k for k, i in enumerate(wanted)}
    records: list[GameRecord | None] = [None] * len(wanted)
    for part in stream_games(config, workers, ray=ray, ray_address=ray_address, indices=wanted):
        for r in part:
            records[place[r.index]] = r
        if collect is not None:
            collect(part)
        if progress is not None:
            progress(len(part))
    assert all(r is not None for r in records), "a game's result went missing"
    return records  # type: ignore[return-value]


def stream_games(config: SimConfig, workers: int = 1, *, ray: bool = False, ray_address: str | None = None,
                 indices: Sequence[int] | None = None, nodes: Counter | None = None) -> Iterator[list[GameRecord]]:
    """Batches of finished games, as they finish (not in order); nothing is kept once a batch is handed on.

    The same games as ``run_games`` (which gathers these batches); the settings are checked before any game.
    On Ray, ``nodes`` (when given) counts the games each Ray node played, by node id.
    """
    config.check()
    if type(workers) is not int or workers < 1:
        raise SimulationError(f"workers must be at least 1, not {workers}")
    wanted: Sequence[int] = range(config.games) if indices is None else list(indices)
    if ray or ray_address:
        yield from _run_ray(config, workers, ray_address, wanted, Counter() if nodes is None else nodes)
    elif workers == 1:
        yield from ([play_game(config, i)] for i in wanted)
    else:
        yield from _run_processes(config, workers, wanted)


class InOrder:
    """Games handed in as they finish, handed on in game-index order from ``start`` (out-of-order ones wait)."""

    def __init__(self, start: int, *sinks: Callable[[GameRecord], None]) -> None:
        """Hand each game, in order, to every sink."""
        self.next = start
        self.sinks = sinks
        self._waiting: dict[int, GameRecord] = {}

    def add(self, records: list[GameRecord]) -> None:
        """Take finished games; hand on every one whose predecessors are all handed on."""
        for r in records:
            self._waiting[r.index] = r
        while self.next in self._waiting:
            r = self._waiting.pop(self.next)
            for sink in self.sinks:
                sink(r)
            self.next += 1


def _tasks(wanted: Sequence[int], workers: int) -> Iterator[Sequence[int]]:
    """The chunks of ``chunks``, as slices of the wanted indices (made one at a time)."""
    size = chunk_size(len(wanted), workers)
    return (wanted[a:a + size] for a in range(0, len(wanted), size))


def _window(workers: int) -> int:
    """How many chunks may be in flight at once: enough to keep every worker busy, few enough to bound memory."""
    return max(4, 4 * workers)


def _run_processes(config: SimConfig, workers: int, wanted: Sequence[int]) -> Iterator[list[GameRecord]]:
    """Chunks of games on a local process pool, yielded as they finish; a bounded number in flight at once."""
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    tasks = _tasks(wanted, workers)
    pending: set = set()
    with ProcessPoolExecutor(max_workers=max(1, min(workers, len(wanted)))) as pool:
        def fill() -> None:
            """Submit chunks until the window is full or none are left."""
            while len(pending) < _window(workers):
                task = next(tasks, None)
                if task is None:
                    return
                pending.add(pool.submit(play_indices, config, task))

        fill()
        try:
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    pending.discard(f)
                    yield f.result()
                fill()
        finally:
            for f in pending:
                f.cancel()


def _on_node(config: SimConfig, indices: Sequence[int]) -> tuple[str, list[GameRecord]]:
    """A Ray task: the games of these indices, and the id of the Ray node that played them."""
    import ray

    return ray.get_runtime_context().get_node_id(), play_indices(config, indices)


def _run_ray(config: SimConfig, workers: int, address: str | None, wanted: Sequence[int],
             nodes: Counter) -> Iterator[list[GameRecord]]:
    """Chunks of games as Ray tasks, yielded as they finish (Ray is started here unless already running);
    ``nodes`` counts the games each node played."""
    need_ray()
    import ray

    started = not ray.is_initialized()
    if started:
        options = {"include_dashboard": False, "log_to_driver": False, "logging_level": "ERROR"}
        if address:
            _check_reachable(address)
        try:
            if address:
                ray.init(address=address, **options)
            else:
                ray.init(num_cpus=workers, **options)
        except Exception as exc:
            where = f"at {address}" if address else "locally"
            raise SimulationError(f"could not start or reach Ray {where}: {_line(exc)}") from None
    try:
        task = ray.remote(_on_node).options(scheduling_strategy="SPREAD")   # over every node, not the driver's first
        shared = ray.put(config)
        cpus = int(ray.cluster_resources().get("CPU", workers)) or 1
        tasks = _tasks(wanted, cpus)
        pending: list = []
        while True:
            while len(pending) < _window(cpus):
                chunk = next(tasks, None)
                if chunk is None:
                    break
                pending.append(task.remote(shared, chunk))
            if not pending:
                break
            done, pending = ray.wait(pending, num_returns=1)
            node, records = ray.get(done[0])
            nodes[node] += len(records)
            yield records
    finally:
        if started:
            ray.shutdown()


def _check_reachable(address: str) -> None:
    """Fail at once if a ``host:port`` Ray address refuses connections (Ray itself would retry for minutes)."""
    import socket

    hostport = address.split("://", 1)[-1]
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        return  # "auto" and other forms are Ray's to resolve
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
    except OSError as exc:
        raise SimulationError(f"could not reach Ray at {address}: {exc.strerror or exc}") from None


def simulate(config: SimConfig, workers: int = 1, *, ray: bool = False, ray_address: str | None = None,
             progress: Callable[[int], None] | None = None,
             collect: Callable[[list[GameRecord]], None] | None = None) -> tuple[list[GameRecord], Summary]:
    """Run the games and summarize them: ``(records, summary)``; ``collect`` is given each batch as it finishes."""
    records = run_games(config, workers, ray=ray, ray_address=ray_address, progress=progress, collect=collect)
    return records, summarize(records)


def simulate_with_progress(config: SimConfig, workers: int = 1, *, ray: bool = False,
                           ray_address: str | None = None, show: bool = True,
                           collect: Callable[[list[GameRecord]], None] | None = None
                           ) -> tuple[list[GameRecord], Summary]:
    """``simulate`` with a Rich progress bar on standard error."""
    if not show:
        return simulate(config, workers, ray=ray, ray_address=ray_address, collect=collect)
    from rich import progress as rp
    from rich.console import Console

    columns = (rp.TextColumn("[progress.description]{task.description}"), rp.BarColumn(), rp.MofNCompleteColumn(),
               rp.TimeElapsedColumn(), rp.TimeRemainingColumn())
    with rp.Progress(*columns, console=Console(stderr=True), transient=False, refresh_per_second=BAR_REFRESH) as bar:
        task = bar.add_task(f"{config.seats}-seat games", total=config.games)
        return simulate(config, workers, ray=ray, ray_address=ray_address,
                        progress=lambda n: bar.advance(task, n), collect=collect)


def need_ray() -> None:
    """Raise SimulationError at once if Ray is not installed (before any game or progress bar)."""
    try:
        import ray  # noqa: F401
    except ImportError:
        raise SimulationError("--ray needs Ray, which is not installed: pip install 'innkeeper[ray]'") from None


def _line(exc: BaseException) -> str:
    """The first line of an exception's message (or its type's name)."""
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__



# ----- output files ---------------------------------------------------------------------------------

CSV_COLUMNS = ("game", "seed", "seat", "position", "character", "bot", "outcome", "win_share", "decisions", "turns",
               "rounds", "end")


def config_json(config: SimConfig) -> dict:
    """The settings that fix a simulation's results, JSON-ready."""
    out = {"games": config.games, "seats": config.seats, "bots": list(config.bots), "characters": list(config.pool),
           "seed": config.seed, "drink_deck": config.drink_deck, "last_call": config.last_call,
           "bot_options": config.bot_options}
    if config.bar_deck:   # (only when chosen: a run stored before the option still resumes)
        out["bar_deck"] = list(config.bar_deck)
    if config.prizes:   # (likewise)
        out["prizes"] = True
    return out


def _csv_rows(r: GameRecord) -> list[tuple]:
    """A game's rows of results.csv: one per seat."""
    return [(r.index, r.seed, seat, r.position(seat) + 1, c, kind, r.outcome(seat), f"{r.share(seat):.6g}",
             r.decisions, r.turns, r.rounds, r.end)
            for seat, (c, kind) in enumerate(zip(r.characters, r.bots, strict=True))]


GAMES_LINE = '"games": [\n'


def _header(config: SimConfig) -> str:
    """The first two lines of results.json: the settings, then the opening of the games' list."""
    return '{"config": ' + json.dumps(config_json(config)) + ",\n" + GAMES_LINE


def _scan_json(path: Path, limit: int | None = None) -> tuple[dict | None, int, int]:
    """(settings, complete games, byte offset after the last of them) of a streamed results.json, line by line.

    A game is complete when its whole line is on disk; reading stops at the end of the games' list, at the first
    cut-off line, or after ``limit`` games. Settings are None when the file is not one this writer streams.
    """
    prefix, suffix = b'{"config": ', b",\n"
    with path.open("rb") as f:
        head, games_line = f.readline(), f.readline()
        if not (head.startswith(prefix) and head.endswith(suffix) and games_line == GAMES_LINE.encode()):
            return None, 0, 0
        try:
            settings = json.loads(head[len(prefix):-len(suffix)])
        except ValueError:
            return None, 0, 0
        count, offset = 0, f.tell()
        for line in f:
            if (limit is not None and count >= limit) or not line.endswith(b"\n") or line.startswith(b"]"):
                break
            try:
                json.loads(line.lstrip(b","))
            except ValueError:
                break
            count += 1
            offset += len(line)
    return settings, count, offset


def _records(path: Path, count: int) -> Iterator[GameRecord]:
    """The first ``count`` games of a streamed results.json, one at a time."""
    with path.open("rb") as f:
        f.readline()
        f.readline()
        for _, line in zip(range(count), f, strict=False):
            yield GameRecord.from_json(json.loads(line.lstrip(b",")))


def _csv_games(path: Path, seats: int) -> tuple[int, list[int]]:
    """(complete games, byte offset after each game's rows, from 0 games on) of a results.csv."""
    ends = []
    with path.open("rb") as f:
        header = f.readline()
        if not header.endswith(b"\n"):
            return 0, [0]
        ends.append(len(header))
        rows = 0
        at = len(header)
        for line in f:
            if not line.endswith(b"\n"):
                break
            at += len(line)
            rows += 1
            if rows % seats == 0:
                ends.append(at)
    return len(ends) - 1, ends


def stored_settings(directory: str | os.PathLike) -> dict | None:
    """The settings of the run whose results.json streams into ``directory`` (None if there is none)."""
    path = Path(directory) / "results.json"
    if not path.is_file():
        return None
    try:
        return _scan_json(path, 0)[0]
    except OSError:
        return None


class ResultsWriter:
    """results.csv and results.json, written as games finish (in game order, flushed), resumable.

    results.json is streamed: its settings first, then one line per game as it is written, and the summary once
    the run ends, so a run cut short leaves every game before the first one missing, in both files. With
    ``resume``, a folder holding a run of the same settings is continued from its first missing game (``done``
    games are already there; ``each_stored`` is given each of them), and one of other settings is replaced.
    Games may finish out of order on several workers; a game waits until every earlier one is written, so the
    files are the same whatever the workers, and whether or not the run was interrupted.
    """

    def __init__(self, directory: str | os.PathLike, config: SimConfig, resume: bool = False,
                 each_stored: Callable[[GameRecord], None] | None = None) -> None:
        """Create the folder, and start both files (or continue them, when resuming a run of these settings)."""
        self.config = config
        self.out = Path(directory)
        self.out.mkdir(parents=True, exist_ok=True)
        self.csv_path, self.json_path = self.out / "results.csv", self.out / "results.json"
        self.replaced = False   # True when results of other settings were in the folder (and are replaced)
        point = self._resume_point() if resume else None
        self.done = point[0] if point else 0
        if point and self.done:
            with self.json_path.open("r+b") as f:
                f.truncate(point[1])
            with self.csv_path.open("r+b") as f:
                f.truncate(point[2])
            if each_stored is not None:
                for r in _records(self.json_path, self.done):
                    each_stored(r)
            self._json = self.json_path.open("a", encoding="utf-8")
            self._file = self.csv_path.open("a", newline="")
            self._csv = csv.writer(self._file)
        else:
            self._json = self.json_path.open("w", encoding="utf-8")
            self._json.write(_header(config))
            self._file = self.csv_path.open("w", newline="")
            self._csv = csv.writer(self._file)
            self._csv.writerow(CSV_COLUMNS)
        self._flush()
        self._count = self.done
        self._order = InOrder(self.done, self.write)

    def _resume_point(self) -> tuple[int, int, int] | None:
        """(n, results.json bytes, results.csv bytes) of games 0..n-1, complete in both files of a run of these
        settings; None (and ``replaced`` set if there were other results) when the folder holds no such run."""
        if not self.json_path.is_file():
            return None
        settings, in_json, _ = _scan_json(self.json_path)
        if settings != json.loads(json.dumps(config_json(self.config))) or not self.csv_path.is_file():
            self.replaced = self.json_path.stat().st_size > 0
            return None
        in_csv, ends = _csv_games(self.csv_path, self.config.seats)
        n = min(in_json, in_csv, self.config.games)
        return n, _scan_json(self.json_path, n)[2], ends[n]

    def _flush(self) -> None:
        """Both files to disk."""
        self._file.flush()
        self._json.flush()

    def write(self, r: GameRecord) -> None:
        """Append one game (the next in order) to both files."""
        self._csv.writerows(_csv_rows(r))
        self._json.write(("," if self._count else "") + json.dumps(r.to_json()) + "\n")
        self._count += 1

    def add(self, records: list[GameRecord]) -> None:
        """Take finished games; write every one whose predecessors are all written, and flush."""
        self._order.add(records)
        self._flush()

    def finish(self, summary: Summary) -> list[str]:
        """Write the summary at the end of results.json and close both files; their paths."""
        self._json.write("],\n" + '"summary": ' + json.dumps(summary.to_json()) + "}\n")
        self.close()
        return [str(self.csv_path), str(self.json_path)]

    def close(self) -> None:
        """Close both files (what was written stays)."""
        for f in (self._file, self._json):
            if not f.closed:
                f.close()


def write_results(directory: str | os.PathLike, config: SimConfig, records: list[GameRecord],
                  summary: Summary) -> list[str]:
    """Write results.csv (one row per seat per game) and results.json (settings, games, summary); their paths."""
    writer = ResultsWriter(directory, config)
    writer._order.next = min((r.index for r in records), default=0)
    writer.add(sorted(records, key=lambda r: r.index))
    return writer.finish(summary)


# ----- the command ----------------------------------------------------------------------------------

def _fail(message: str, code: int = 2) -> NoReturn:
    """Print a one-line error and exit with ``code`` (2: a bad option)."""
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(code)


def _whole(text: str | None, option: str, default: int | None = None) -> int | None:
    """Parse a whole-number option (None when not given), or fail naming it."""
    if text is None:
        return default
    try:
        return int(text.strip())
    except ValueError:
        _fail(f"{option} must be a whole number, not {text!r}")


def _names(text: str) -> list[str]:
    """Comma-separated names, stripped and lower-cased, empties dropped."""
    return [t.strip().lower() for t in text.split(",") if t.strip()]


def checked_games_pool_bots(games: str, characters: str | None, bots: str) -> tuple[int, tuple[str, ...], list[str]]:
    """The game count, the character pool and the bot kinds of a command's options, or a one-line error."""
    n_games = _whole(games, "--games")
    if n_games < 1:
        _fail(f"--games must be at least 1, not {n_games}")
    pool = tuple(dict.fromkeys(_names(characters or "")))
    if characters is not None and not pool:
        _fail("--characters names no character")
    playable = innkeeper.characters()
    for c in pool:
        if c not in playable:
            _fail(f"unknown character {c!r} in --characters; playable: {', '.join(playable)}")
    kinds = _names(bots)
    if not kinds:
        _fail(f"--bots names no bot kind; choose from {', '.join(BOT_KINDS)}")
    for kind in kinds:
        if kind not in BOT_KINDS:
            _fail(f"unknown bot kind {kind!r} in --bots; choose from {', '.join(BOT_KINDS)}")
    return n_games, pool, kinds


def checked_options(ismcts_iterations: str | None, last_call: str | None) -> tuple[dict[str, dict], int | None]:
    """The bots' options (ISMCTS iterations) and the last-call rounds of a command's options, or a one-line error."""
    options: dict[str, dict] = {}
    iterations = _whole(ismcts_iterations, "--ismcts-iterations")
    if iterations is not None:
        if iterations < 1:
            _fail(f"--ismcts-iterations must be at least 1, not {iterations}")
        options["ismcts"] = {"iterations": iterations}
    calls = _whole(last_call, "--last-call")
    if calls is not None and calls < 1:
        _fail(f"--last-call must be at least 1 round, not {calls}")
    return options, calls


def checked_bar_deck(text: str | None) -> tuple[str, ...]:
    """The Drink Decks and packs a ``--bar-deck`` option names ("all": every Drink Deck), or a one-line error."""
    if text is None:
        return ()
    try:
        return innkeeper.bar_deck_choice(innkeeper.load_content(), text) or ()
    except ValueError as exc:
        _fail(f"--bar-deck: {_line(exc)}")
    return ()


def _config(games: str, characters: str | None, seats: str | None, bots: str, seed: str | None,
            ismcts_iterations: str | None, drink_deck: str, last_call: str | None,
            bar_deck: str | None = None, prizes: bool = False) -> SimConfig:
    """Build and check a SimConfig from the command's options, failing with a one-line error."""
    n_games, pool, kinds = checked_games_pool_bots(games, characters, bots)
    k = _whole(seats, "--seats", len(kinds) if len(kinds) > 1 else 4)
    if not 2 <= k <= 8:
        _fail(f"--seats must be from 2 to 8, not {k}")
    if len(kinds) == 1:
        kinds = kinds * k
    elif len(kinds) != k:
        _fail(f"--bots gives {len(kinds)} bot kinds for {k} seats; give one kind, or one per seat")
    options, calls = checked_options(ismcts_iterations, last_call)
    master = _whole(seed, "--seed")
    if master is None:
        import secrets

        master = secrets.randbits(32)
    config = SimConfig(games=n_games, bots=tuple(kinds), characters=pool, seed=master,
                       drink_deck=drink_deck.strip().lower(), last_call=calls, bot_options=options,
                       bar_deck=checked_bar_deck(bar_deck), prizes=prizes)
    try:
        config.check()
    except SimulationError as exc:
        _fail(str(exc))
    return config


def simulate_command(
    games: str = typer.Option("1000", "--games", "-n", metavar="N", help="How many games to play."),
    characters: str | None = typer.Option(None, "--characters", "-c", metavar="A,B,...",
                                          help="Character pool games draw from (default: every playable one)."),
    seats: str | None = typer.Option(None, "--seats", "-k", metavar="K",
                                     help="Seats per game, 2-8 (default: one per --bots kind, or 4)."),
    bots: str = typer.Option("random", "--bots", "-b", metavar="KIND[,KIND...]",
                             help="Bot kind per seat (random, heuristic, ismcts); one kind = every seat."),
    seed: str | None = typer.Option(None, "--seed", "-s", metavar="S",
                                    help="Master seed; fixes every game (default: random, printed)."),
    workers: str | None = typer.Option(None, "--workers", "-w", metavar="W",
                                       help="Local processes (default: number of CPUs)."),
    ray: bool = typer.Option(False, "--ray", help="Run on Ray: a new local instance unless --ray-address is given."),
    ray_address: str | None = typer.Option(None, "--ray-address", metavar="ADDRESS",
                                           help="Ray cluster to connect to (e.g. auto or host:6379); implies --ray."),
    out: str | None = typer.Option(None, "--out", "-o", metavar="DIR",
                                   help="Write results.csv and results.json into DIR."),
    plot: str | None = typer.Option(None, "--plot", metavar="DIR", help="Write PNG charts into DIR (matplotlib)."),
    ismcts_iterations: str | None = typer.Option(None, "--ismcts-iterations", metavar="N",
                                                 help="Search iterations per decision of ismcts bots."),
    drink_deck: str = typer.Option("core", "--drink-deck", metavar="DECK", help="Drink Deck: core or second."),
    last_call: str | None = typer.Option(None, "--last-call", metavar="ROUNDS",
                                         help="End each game after this many rounds (most Gold wins)."),
    bar_deck: str | None = typer.Option(None, "--bar-deck", metavar="DECKS",
                                        help="Bar Deck variant: all (every Drink Deck) or the Drink Decks and packs "
                                             "to shuffle in, e.g. core,second,000-pack."),
    prizes: bool = typer.Option(False, "--prizes",
                                help="Play the Prize variant: a Prize card rides in the pot of every Round."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show a progress bar."),
) -> None:
    """Play many bot-only games and report win rates (95% intervals), match-ups, game length and losses."""


    config = _config(games, characters, seats, bots, seed, ismcts_iterations, drink_deck, last_call, bar_deck,
                     prizes)
    n_workers = _whole(workers, "--workers", os.cpu_count() or 1)
    if n_workers < 1:
        _fail(f"--workers must be at least 1, not {n_workers}")
    if plot is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            _fail("--plot needs matplotlib, which is not installed: pip install 'innkeeper[plot]'")
    for option, directory in (("--out", out), ("--plot", plot)):
        if directory is not None and os.path.exists(directory) and not os.path.isdir(directory):
            _fail(f"{option} {directory!r} is a file, not a folder")
    use_ray = ray or ray_address is not None
    if use_ray:
        try:
            need_ray()
        except SimulationError as exc:
            _fail(str(exc))
    if seed is None and out is not None:
        config = _same_run_seed(config, out)
    try:
        run_command(config, n_workers, use_ray, ray_address, out, plot, progress)
    except OSError as exc:
        _fail(f"cannot write results: {exc.strerror or exc} ({exc.filename})")


def _same_run_seed(config: SimConfig, out: str) -> SimConfig:
    """The config with the seed of the run stored in ``out`` when that run has these settings but for its seed
    (so the same command without ``--seed`` resumes it); else the config as it is."""
    from dataclasses import replace

    stored = stored_settings(out)
    if stored is None or type(stored.get("seed")) is not int:
        return config
    candidate = replace(config, seed=stored["seed"])
    return candidate if json.loads(json.dumps(config_json(candidate))) == stored else config


def run_command(config: SimConfig, workers: int, use_ray: bool, ray_address: str | None, out: str | None,
                plot: str | None, progress: bool) -> None:
    """Play the games not yet in ``out``, streaming each to the files and the online summary, then report."""
    import time

    from rich.console import Console

    console, errors = Console(), Console(stderr=True)
    where = f"Ray ({ray_address or 'local'})" if use_ray else f"{workers} worker{'s' * (workers != 1)}"
    tally = Tally()
    writer = ResultsWriter(out, config, resume=True, each_stored=tally.add) if out is not None else None
    try:
        done = writer.done if writer is not None else 0
        if writer is not None and writer.replaced:
            errors.print(f"note: {writer.json_path} held a run of other settings; it is replaced", highlight=False)
        if done:
            errors.print(f"resuming: {done} of {config.games} games already in {out}", highlight=False)
        order = InOrder(done, tally.add)
        nodes: Counter = Counter()   # games per Ray node
        started = time.perf_counter()
        try:
            with _progress_bar(progress, config, done) as tick:
                for part in stream_games(config, workers, ray=use_ray, ray_address=ray_address,
                                         indices=range(done, config.games), nodes=nodes):
                    if writer is not None:
                        writer.add(part)
                    order.add(part)
                    tick(len(part))
        except SimulationError as exc:
            _fail(str(exc))
        except KeyboardInterrupt:
            _fail("interrupted" + (f"; {out} holds the games finished in order: run the same command to resume"
                                   if writer else ""), 130)
        elapsed = max(time.perf_counter() - started, 1e-9)
        summary = tally.summary()
        written = writer.finish(summary) if writer is not None else []
        if plot is not None:
            written += write_plots(plot, tally, summary)
        played = config.games - done
        console.print(f"{config.games} games, {config.seats} seats, bots {','.join(config.bots)}, "
                      f"seed {config.seed}" + (f", Bar Deck {','.join(config.bar_deck)}" if config.bar_deck else ""),
                      highlight=False)
        console.print(f"{where}: {elapsed:.1f} s, {played / elapsed:.1f} games/s"
                      + (f" ({played} played now, {done} resumed)" if done else ""), highlight=False)
        if nodes:
            console.print(f"Ray nodes: {len(nodes)} (" + ", ".join(f"{node[:12]}: {n} games"
                                                                  for node, n in sorted(nodes.items())) + ")",
                          highlight=False)
        for table in tables(summary, console.width):
            console.print(table)
        for path in written:
            console.print(f"wrote {path}", highlight=False)
    finally:
        if writer is not None:
            writer.close()


@contextmanager
def _progress_bar(show: bool, config: SimConfig, done: int) -> Iterator[Callable[[int], None]]:
    """A Rich progress bar on standard error (starting at ``done`` games), or nothing; yields its tick."""
    if not show:
        yield lambda n: None
        return
    from rich import progress as rp
    from rich.console import Console

    columns = (rp.TextColumn("[progress.description]{task.description}"), rp.BarColumn(), rp.MofNCompleteColumn(),
               rp.TimeElapsedColumn(), rp.TimeRemainingColumn())
    with rp.Progress(*columns, console=Console(stderr=True), transient=False, refresh_per_second=BAR_REFRESH) as bar:
        task = bar.add_task(f"{config.seats}-seat games", total=config.games, completed=done)
        yield lambda n: bar.advance(task, n)
