"""Load test of the web table: many tables at once, each with one seat played over a WebSocket and three bots.

Starts ``python -m innkeeper serve --bot-delay 0`` (or ``--bot-delay S``) on a free port with a temporary
SQLite file (or uses a running server given by ``--url``), opens the tables, plays every one at the same
time (the client answers with a random legal choice) and prints the tables finished, the actions, the wall
time, the client's actions per second and the round trip of an action (act sent -> the next state frame)
as percentiles.

    python scripts/load_tables.py                            # 100 whole games on a fresh server, SQLite
    python scripts/load_tables.py --tables 20 --last-call 2  # shorter games
    python scripts/load_tables.py --database-url postgresql+psycopg://innkeeper:innkeeper@127.0.0.1/innkeeper_test

The acceptance run of issue 16 (about a minute each: 30 s of 100 tables, then 30 s more with 400 spectators
and 4 replay loops; each finished game is followed by a new one, and tables left midway are deleted from a
database given by URL):

    python scripts/load_tables.py --people 2 --seconds 30 --spectators 400 --replays 4
    python scripts/load_tables.py --people 2 --seconds 30 --spectators 400 --replays 4 \
        --database-url "$(cat /tmp/pgurl)"
    python scripts/load_tables.py --people 2 --seconds 180     # memory over three minutes

A timed run prints the started server's memory (RSS) at each tenth of the run, at 1 min and at the end, and its
slope from the first minute on; the stalls of 250 ms or more of the server's loop and commits (from its log,
``innkeeper/web/watch.py``) and of this client's own loop; and, for each round trip of 250 ms or more, which of
those it overlapped (a round trip across a stall of the client is the client's delay, not the server's).
For memory, run long enough that games end and start again (the acceptance run uses ``--seconds 600``).
"""

from __future__ import annotations

import asyncio
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

import typer

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))   # (this checkout's client, as the started server runs this checkout's code)

from innkeeper.web.client import SLOW, ClientError, SeatClient, free_port, random_chooser, wait_healthy  # noqa: E402
from innkeeper.web.watch import clock  # noqa: E402

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)


@dataclass
class Result:
    """What the load run measured."""

    tables: int = 0
    finished: int = 0
    steps: int = 0                     # every action on the tables (bots' included)
    client_actions: int = 0
    latencies: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    wall: float = 0.0
    client_cpu: float = 0.0            # seconds of CPU this process used while the games ran
    server_cpu: float | None = None    # seconds of CPU the started server used while the games ran (Linux)
    replays: int = 0                   # replays fetched while the games ran
    memory: list[float] = field(default_factory=list)   # the server's RSS (MB) each second of the run
    memory_start: float | None = None  # (timed runs) the server's RSS once every table was playing
    crowd: dict = field(default_factory=dict)   # (timed runs) what the spectators and replay loops did
    slow: list[tuple[float, float]] = field(default_factory=list)   # round trips of SLOW or more: (time sent, s)
    client_stalls: list[tuple[float, float]] = field(default_factory=list)   # the client's loop: (time, s) late
    server_log: str = ""               # what the started server logged during the run (its stalls, slow commits)


def percentile(values: list[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile of ``values`` (NaN when empty)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


class Server:
    """``python -m innkeeper serve`` as a child process, or nothing when a URL is given."""

    def __init__(self, url: str | None, database_url: str | None, workdir: Path, bot_delay: float = 0.0):
        self.proc: subprocess.Popen | None = None
        self.log_path = workdir / "server.log"
        if url is not None:
            self.url = url.rstrip("/")
            return
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        database = database_url or f"sqlite:///{workdir / 'load.db'}"
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
                   INNKEEPER_CREATE_LIMIT="100000", INNKEEPER_SOCKET_LIMIT="100000")   # one address opens all
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "innkeeper", "serve", "--port", str(port), "--database-url", database,
                 "--bot-delay", str(bot_delay), "--log-level", "warning"],
                cwd=workdir, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

    @property
    def ws_url(self) -> str:
        """The WebSocket base URL."""
        return "ws" + self.url[len("http"):]

    def cpu_seconds(self) -> float | None:
        """CPU seconds (user + system) the child server has used so far, where /proc tells it."""
        if self.proc is None:
            return None
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_mb(self) -> float | None:
        """The child server's resident memory in MB (its worker processes not counted), where /proc tells it."""
        if self.proc is None:
            return None
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            return None
        return None

    def alive(self) -> bool:
        """Whether the server process still runs (always true for a server given by URL)."""
        return self.proc is None or self.proc.poll() is None

    def log_size(self) -> int:
        """How much the child server has logged so far (bytes)."""
        return self.log_path.stat().st_size if self.log_path.exists() else 0

    def log_since(self, offset: int) -> str:
        """What the child server logged after ``offset`` bytes."""
        if not self.log_path.exists():
            return ""
        with open(self.log_path, "rb") as f:
            f.seek(offset)
            return f.read().decode(errors="replace")

    def log_tail(self) -> str:
        """The end of the child server's log."""
        return self.log_path.read_text(errors="replace")[-2000:] if self.log_path.exists() else ""

    def stop(self) -> None:
        """Stop the child server (SIGTERM, then SIGKILL)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=30)


async def heartbeat(result: Result, every: float = 0.05) -> None:
    """The measuring client's own loop: each time it runs ``SLOW`` or more late, when and by how much (a round
    trip measured across such a stall is the client's delay, not the server's)."""
    loop = asyncio.get_running_loop()
    while True:
        before = loop.time()
        await asyncio.sleep(every)
        late = loop.time() - before - every
        if late >= SLOW:
            result.client_stalls.append((time.time() - late - every, late))


async def finished_table(http, timeout: float) -> str:
    """A short game of random bots played to its end (for replays); its id."""
    made = (await http.post("/api/tables", json={"seats": [{"kind": "bot", "bot": "random"}] * 4, "last_call": 3,
                                                 "name": "replayed"})).json()
    (await http.post(f"/api/tables/{made['id']}/start", json={"host": made["host_token"]})).raise_for_status()
    deadline = time.monotonic() + timeout
    while (await http.get(f"/api/tables/{made['id']}")).json()["status"] != "finished":
        if time.monotonic() > deadline:
            raise ClientError("the replayed table did not finish")
        await asyncio.sleep(0.2)
    return made["id"]


async def watch(client: SeatClient) -> None:
    """A spectator: read every frame until the connection closes."""
    try:
        while True:
            await client.websocket.recv()
    except Exception:  # noqa: BLE001 - closed at the end
        return


async def replay_loop(http, table_ids: str | list[str], done: asyncio.Event, counts: list[int]) -> None:
    """Fetch a replay (of each of ``table_ids`` in turn) again and again until ``done``."""
    ids = [table_ids] if isinstance(table_ids, str) else table_ids
    while not done.is_set():
        (await http.get(f"/api/tables/{ids[counts[0] % len(ids)]}/replay", timeout=120)).raise_for_status()
        counts[0] += 1


async def run_load(server: Server, tables: int, bot: str, seed: int, last_call: int | None, max_actions: int | None,
                   timeout: float, people: int = 1, spectators: int = 0, replays: int = 0) -> Result:
    """Open ``tables`` tables, connect their people, start them all and play them to the end at once.

    ``people`` 2: every other table has two people (so 1-2 a table) and bots in the other seats; ``spectators``
    connections watch the tables (spread evenly) and ``replays`` clients fetch a finished game's replay over
    and over while the games run.
    """
    import httpx

    result = Result(tables=tables)
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=server.url, timeout=60) as http:
        async def open_one(i: int) -> tuple[str, str, list[str]]:
            humans = 1 + (i % 2 if people >= 2 else 0)
            seats = [{"kind": "human", "name": "Load"}] * humans + [{"kind": "bot", "bot": bot}] * (4 - humans)
            body = {"seats": seats, "last_call": last_call}
            answer = await http.post("/api/tables", json={**body, "name": f"load {i}", "seed": rng.getrandbits(62)})
            answer.raise_for_status()
            made = answer.json()
            tokens = [s["token"] for s in made["seats"] if s.get("token")]
            for token in tokens:
                joined = await http.post(f"/api/tables/{made['id']}/join", json={"token": token, "name": "Load"})
                joined.raise_for_status()
            return made["id"], made["host_token"], tokens

        replayed = await finished_table(http, timeout) if replays else None
        opened = [await open_one(i) for i in range(tables)]
        clients = await asyncio.gather(*(SeatClient.connect(server.ws_url, table_id, token, timeout=timeout, keep=False)
                                         for table_id, _host, tokens in opened for token in tokens))
        watchers = [await SeatClient.connect(server.ws_url, opened[i % tables][0], None, timeout=timeout, keep=False)
                    for i in range(spectators)]
        watching = [asyncio.create_task(watch(w)) for w in watchers]
        done, replayed_count = asyncio.Event(), [0]
        replaying = [asyncio.create_task(replay_loop(http, replayed, done, replayed_count)) for _ in range(replays)]

        async def play(client: SeatClient, chooser_seed: int) -> dict:
            return await client.play(random_chooser(random.Random(chooser_seed)), timeout=timeout,
                                     max_actions=max_actions)

        began, cpu, server_cpu = time.perf_counter(), time.process_time(), server.cpu_seconds()
        players = [asyncio.create_task(play(c, rng.getrandbits(62))) for c in clients]

        async def sample() -> None:
            while True:
                if (rss := server.rss_mb()) is not None:
                    result.memory.append(rss)
                await asyncio.sleep(1.0)

        sampler = asyncio.create_task(sample())
        beating = asyncio.create_task(heartbeat(result))
        logged = server.log_size()
        for table_id, host, _token in opened:
            (await http.post(f"/api/tables/{table_id}/start", json={"host": host})).raise_for_status()
        finals = await asyncio.gather(*players, return_exceptions=True)
        sampler.cancel()
        beating.cancel()
        result.server_log = server.log_since(logged)
        done.set()
        await asyncio.gather(*replaying, return_exceptions=True)
        for w in watchers:
            await w.close()
        await asyncio.gather(*watching, return_exceptions=True)
        result.replays = replayed_count[0]
        result.wall = time.perf_counter() - began
        result.client_cpu = time.process_time() - cpu
        if server_cpu is not None:
            result.server_cpu = server.cpu_seconds() - server_cpu
    ends: dict[str, dict] = {}   # (a table with two people: both clients saw its end)
    for client, final in zip(clients, finals, strict=True):
        result.client_actions += client.actions
        result.latencies.extend(client.latencies)
        result.slow.extend(client.slow)
        if isinstance(final, BaseException):
            result.failures.append(f"table {client.table_id}: {type(final).__name__}: {final}")
        elif final["seq"] >= ends.get(client.table_id, {"seq": -1})["seq"]:
            ends[client.table_id] = final
    result.steps = sum(final["seq"] for final in ends.values())
    result.finished = sum(final.get("status") == "finished" for final in ends.values())
    for client in clients:
        try:
            await client.close()
        except Exception:  # noqa: BLE001 - closing a broken socket
            pass
    return result


def crowd(base_url: str, ws_url: str, spectators: int, replays: int, replay_ids: list[str], seconds: float,
          out) -> None:
    """(In a process of its own, so its work does not delay the measured clients) ``spectators`` connections
    watching the playing tables, moving to another when theirs ends, and ``replays`` loops fetching replays,
    for ``seconds``; puts its counts on the queue ``out``."""
    out.put(asyncio.run(_crowd(base_url, ws_url, spectators, replays, replay_ids, seconds)))


async def _crowd(base_url: str, ws_url: str, spectators: int, replays: int, replay_ids: list[str],
                 seconds: float) -> dict:
    """``crowd`` itself."""
    import json

    import httpx
    from websockets.asyncio.client import connect

    from innkeeper.web.client import _connect_options

    deadline = time.monotonic() + seconds
    counts = {"spectator connections": 0, "spectator frames": 0, "replays": 0, "crowd errors": 0}
    playing: list[str] = []
    async with httpx.AsyncClient(base_url=base_url, timeout=120) as http:
        async def lobby() -> None:   # one look at the playing tables every second, for every spectator
            while time.monotonic() < deadline:
                tables = (await http.get("/api/tables", params={"status": "playing"})).json()["tables"]
                playing[:] = [t["id"] for t in tables if t["name"].startswith("load")]
                await asyncio.sleep(1.0)

        async def spectator(i: int) -> None:
            while time.monotonic() < deadline:
                if not playing:
                    await asyncio.sleep(0.2)
                    continue
                try:
                    async with connect(f"{ws_url}/ws/tables/{playing[i % len(playing)]}", **_connect_options()) as ws:
                        await ws.send(json.dumps({"type": "hello"}))
                        counts["spectator connections"] += 1
                        while (left := deadline - time.monotonic()) > 0:
                            async with asyncio.timeout(left):
                                text = await ws.recv()
                            counts["spectator frames"] += 1
                            if '"status":"finished"' in text:
                                break
                except TimeoutError:
                    return
                except Exception:  # noqa: BLE001 - the table went, or the socket did: watch another
                    counts["crowd errors"] += 1
                    await asyncio.sleep(0.2)

        async def replay_loop_until_deadline() -> None:
            while time.monotonic() < deadline:
                table_id = replay_ids[counts["replays"] % len(replay_ids)]
                (await http.get(f"/api/tables/{table_id}/replay")).raise_for_status()
                counts["replays"] += 1

        await asyncio.gather(lobby(), *(spectator(i) for i in range(spectators)),
                             *(replay_loop_until_deadline() for _ in range(replays)))
    return counts


async def run_timed(server: Server, tables: int, bot: str, seed: int, last_call: int | None, seconds: float,
                    timeout: float, people: int = 1, spectators: int = 0, replays: int = 0,
                    made: list[str] | None = None) -> Result:
    """Keep ``tables`` tables playing for ``seconds``: each "lane" opens a table, connects its people (and its
    share of the ``spectators``), starts it and plays it; when the game ends the lane opens the next one.
    At the end every client is closed wherever its game is (``made`` collects the ids of the tables opened)."""
    import httpx

    result = Result(tables=tables)
    rng = random.Random(seed)
    made = made if made is not None else []
    async with httpx.AsyncClient(base_url=server.url, timeout=60) as http:
        replayed: list[str] = []
        if replays:   # whole games finished earlier in the run (each replay another), else a short one played now
            replayed = [t["id"] for t in (await http.get("/api/tables", params={"status": "finished"})).json()["tables"]
                        if t["name"].startswith("load")] or [await finished_table(http, timeout)]
        began = time.perf_counter()
        deadline = time.monotonic() + seconds
        cpu, server_cpu = time.process_time(), server.cpu_seconds()
        ready = [0]

        async def sample() -> None:
            while True:
                if (rss := server.rss_mb()) is not None:
                    result.memory.append(rss)
                    if ready[0] >= tables and result.memory_start is None:
                        result.memory_start = rss
                await asyncio.sleep(1.0)

        async def lane(i: int) -> None:
            watching = 0   # (the spectators are the crowd process's)
            first = True
            while time.monotonic() < deadline:
                humans = 1 + (i % 2 if people >= 2 else 0)
                seats = [{"kind": "human", "name": "Load"}] * humans + [{"kind": "bot", "bot": bot}] * (4 - humans)
                answer = await http.post("/api/tables", json={"seats": seats, "last_call": last_call,
                                                              "name": f"load {i}", "seed": rng.getrandbits(62)})
                answer.raise_for_status()
                table = answer.json()
                made.append(table["id"])
                tokens = [s["token"] for s in table["seats"] if s.get("token")]
                for token in tokens:
                    (await http.post(f"/api/tables/{table['id']}/join",
                                     json={"token": token, "name": "Load"})).raise_for_status()
                clients = [await SeatClient.connect(server.ws_url, table["id"], token, timeout=timeout, keep=False)
                           for token in tokens]
                watchers = [await SeatClient.connect(server.ws_url, table["id"], None, timeout=timeout, keep=False)
                            for _ in range(watching)]
                watchers_reading = [asyncio.create_task(watch(w)) for w in watchers]
                (await http.post(f"/api/tables/{table['id']}/start", json={"host": table["host_token"]})
                 ).raise_for_status()
                if first:
                    first = False
                    ready[0] += 1
                plays = [asyncio.create_task(c.play(random_chooser(random.Random(rng.getrandbits(62))),
                                                    timeout=timeout)) for c in clients]
                done, pending = await asyncio.wait(plays, timeout=max(0.0, deadline - time.monotonic()))
                for task in pending:
                    task.cancel()
                finals = [t.result() if not t.cancelled() and t.exception() is None else t.exception()
                          for t in done]
                if pending:   # (bounded: a client that would not stop is left behind, not waited for)
                    await asyncio.wait(pending, timeout=5)
                for c in clients:
                    result.client_actions += c.actions
                    result.latencies.extend(c.latencies)
                    result.slow.extend(c.slow)
                for final in finals:
                    if isinstance(final, BaseException):
                        result.failures.append(f"table {table['id']}: {type(final).__name__}: {final}")
                result.steps += max((c.seq or 0) for c in clients)   # (decisions of every seat, the bots' too)
                result.finished += not pending and any(c.over for c in clients)
                for c in clients + watchers:
                    try:
                        await c.close()
                    except Exception:  # noqa: BLE001 - closing a broken socket
                        pass
                await asyncio.gather(*watchers_reading, return_exceptions=True)

        others = None
        if spectators or replays:   # (in another process: reading 400 sockets must not delay the measured clients)
            import multiprocessing

            context = multiprocessing.get_context("spawn")
            queue = context.Queue()
            others = context.Process(target=crowd, args=(server.url, server.ws_url, spectators, replays, replayed,
                                                         deadline - time.monotonic(), queue), daemon=True)
            others.start()
        sampler = asyncio.create_task(sample())
        beating = asyncio.create_task(heartbeat(result))
        logged = server.log_size()
        await asyncio.gather(*(lane(i) for i in range(tables)))
        sampler.cancel()
        beating.cancel()
        result.server_log = server.log_since(logged)
        result.wall = time.perf_counter() - began
        if others is not None:
            counts = await asyncio.get_running_loop().run_in_executor(None, queue.get, True, 120)
            others.join(30)
            result.replays = counts["replays"]
            result.crowd = counts
        result.client_cpu = time.process_time() - cpu
        if server_cpu is not None:
            result.server_cpu = server.cpu_seconds() - server_cpu
    return result


def forget_tables(database_url: str, table_ids: list[str]) -> None:
    """Delete the tables a run opened from a database that outlives it (the server is stopped first)."""
    from innkeeper.web.db import open_database
    from innkeeper.web.store import Store

    sessions = open_database(database_url, writable=True)
    try:
        store = Store(sessions)
        for table_id in table_ids:
            store.delete(table_id)
    finally:
        sessions.kw["bind"].dispose()


def slope(values: list[float]) -> float:
    """The least-squares slope of ``values`` per sample."""
    n = len(values)
    if n < 2:
        return math.nan
    mx, my = (n - 1) / 2, sum(values) / n
    return sum((i - mx) * (v - my) for i, v in enumerate(values)) / sum((i - mx) ** 2 for i in range(n))


def _day(text: str) -> float:
    """HH:MM:SS.mmm as seconds of the day."""
    h, m, sec = text.split(":")
    return int(h) * 3600 + int(m) * 60 + float(sec)


def _day_of(at: float) -> float:
    """A ``time.time()`` as seconds of the local day."""
    return _day(clock(at))


def stalls(result: Result) -> None:
    """The server's loop stalls and slow commits (from its log), the client's own stalls, and what each slow
    round trip overlapped."""
    import re

    server = [(_day(m[2]), int(m[1]) / 1000, m[0]) for m in
              re.findall(r"(event loop stalled (\d+) ms from (\S+) .*)", result.server_log)]
    commits = [(_day(m[2]) - float(m[1]) / 1000, float(m[1]) / 1000) for m in
               re.findall(r"(a commit of \d+ decision\(s\) took (\d+) ms, until (\S+))", result.server_log)]
    client = [(_day_of(at), late) for at, late in result.client_stalls]
    worst = [f"(worst {max(s for _, s, *_ in found) * 1000:.0f} ms)" if found else ""
             for found in (server, commits, client)]
    print(f"stalls of {SLOW * 1000:.0f} ms or more: server loop {len(server)} {worst[0]}, server commits "
          f"{len(commits)} {worst[1]}, client loop {len(client)} {worst[2]}")
    if not result.slow:
        return

    def overlaps(spans, began: float, ended: float) -> list:
        return [span for span in spans if span[0] < ended and span[0] + span[1] > began]

    causes = {"a server loop stall": 0, "a slow commit": 0, "a client loop stall": 0, "none of these": 0}
    described = []
    for at, took in sorted(result.slow, key=lambda x: -x[1]):
        began = _day_of(at)
        found = [(name, overlaps(spans, began, began + took)) for name, spans in
                 (("a server loop stall", server), ("a slow commit", commits), ("a client loop stall", client))]
        names = [name for name, spans in found if spans] or ["none of these"]
        for name in names:
            causes[name] += 1
        if len(described) < 5:
            described.append(f"    {clock(at)} {took * 1000:.0f} ms: {', '.join(names)}")
    print(f"round trips of {SLOW * 1000:.0f} ms or more: {len(result.slow)}, overlapping "
          + ", ".join(f"{name} {n}" for name, n in causes.items()))
    print("  the slowest:\n" + "\n".join(described))
    for _start, _s, line in sorted(server, key=lambda x: -x[1])[:3]:
        print(f"  server: {line[:600]}")


def report(result: Result) -> None:
    """Print the figures."""
    ms = [x * 1000 for x in result.latencies]
    rate = result.client_actions / result.wall if result.wall else math.nan
    print(f"games finished:       {result.finished}" + ("" if result.memory_start is not None
                                                            else f" / {result.tables}"))
    print(f"actions (all seats):  {result.steps}")
    print(f"client actions:       {result.client_actions}")
    print(f"wall time:            {result.wall:.1f} s")
    print(f"client actions/s:     {rate:.1f}")
    print(f"all actions/s:        {result.steps / result.wall if result.wall else math.nan:.1f}")
    print(f"round trip (ms):      p50 {percentile(ms, 50):.1f}  p90 {percentile(ms, 90):.1f}  "
          f"p99 {percentile(ms, 99):.1f}  max {max(ms, default=math.nan):.1f}  (n={len(ms)})")
    server = "" if result.server_cpu is None else f"server {result.server_cpu:.1f} s, "
    print(f"CPU time:             {server}client {result.client_cpu:.1f} s")
    if result.memory and result.memory_start is not None:
        print(f"server memory (MB):   start {result.memory_start:.0f} (every table playing), end "
              f"{result.memory[-1]:.0f}, peak {max(result.memory):.0f}")
        marks = [result.memory[min(len(result.memory) - 1, len(result.memory) * k // 10)] for k in range(1, 11)]
        print("  each tenth of the run: " + " ".join(f"{m:.0f}" for m in marks))
        if len(result.memory) > 120:   # (sampled each second) after the first minute's warming up
            print(f"  at 1 min {result.memory[60]:.1f}, at the end {result.memory[-1]:.1f}; slope from 1 min to the "
                  f"end {slope(result.memory[60:]) * 60:+.2f} MB/min (least squares over "
                  f"{len(result.memory) - 60} samples), over the second half "
                  f"{slope(result.memory[len(result.memory) // 2:]) * 60:+.2f} MB/min")
    elif result.memory:
        third = max(1, len(result.memory) // 3)
        print(f"server memory (MB):   first third of the run {max(result.memory[:third]):.0f}, last third "
              f"{max(result.memory[-third:]):.0f}, peak {max(result.memory):.0f}")
    stalls(result)
    if result.replays:
        print(f"replays fetched:      {result.replays}")
    if result.crowd:
        print("crowd (another process): " + ", ".join(f"{k} {v}" for k, v in result.crowd.items()))
    for failure in result.failures[:10]:
        print(f"FAILED {failure}")


@app.command()
def main(
    tables: Annotated[int, typer.Option(min=1, max=2000, help="tables played at once")] = 100,
    url: Annotated[str | None, typer.Option(help="a running server (e.g. http://127.0.0.1:8000) instead of "
                                                 "starting one; its bots should have --bot-delay 0")] = None,
    database_url: Annotated[str | None, typer.Option("--database-url", metavar="URL",
                                                     help="database of the started server (default: a temporary "
                                                          "SQLite file)")] = None,
    bot: Annotated[str, typer.Option(help="bot kind of the three bot seats")] = "heuristic",
    last_call: Annotated[int | None, typer.Option("--last-call", metavar="ROUNDS", min=1,
                                                  help="end each game after this many rounds")] = None,
    max_actions: Annotated[int | None, typer.Option("--max-actions", min=1,
                                                    help="stop each client after this many of its actions")] = None,
    seed: Annotated[int, typer.Option(help="seed of the tables and of the client's choices")] = 1,
    timeout: Annotated[float, typer.Option(help="seconds a client waits for a frame before giving up")] = 120.0,
    people: Annotated[int, typer.Option(min=1, max=2, help="2: every other table has two people, not one")] = 1,
    spectators: Annotated[int, typer.Option(min=0, max=2000, help="spectator connections, spread over the tables")]
    = 0,
    replays: Annotated[int, typer.Option(min=0, max=16, help="clients fetching a finished game's replay throughout")]
    = 0,
    seconds: Annotated[float | None, typer.Option(min=5, max=3600, help="keep the tables playing this long (each "
                                                  "finished game is followed by a new one), then stop; with "
                                                  "--spectators or --replays, a second run as long follows "
                                                  "with them")] = None,
    bot_delay: Annotated[float, typer.Option("--bot-delay", min=0, max=60,
                                             help="the started server's pause before each bot move (0: flat out; "
                                                  "1: what people get by default)")] = 0.0,
) -> None:
    """Play many tables at once against a server and print throughput and action round-trip latency."""
    import httpx

    if url is not None and database_url is not None:
        raise typer.BadParameter("give --url (a running server) or --database-url (for the started one), not both")
    with tempfile.TemporaryDirectory(prefix="innkeeper-load-") as tmp:
        server = Server(url, database_url, Path(tmp), bot_delay)
        made: list[str] = []   # (timed runs) the tables opened
        try:
            wait_healthy(server.url, timeout=60, alive=server.alive)
            where = f"server {server.url}" + (f" (started, pid {server.proc.pid})" if server.proc else "")
            seats = "1 client seat + 3" if people == 1 else "1-2 client seats + 2-3"
            print(f"{tables} tables x ({seats} {bot} bots, bot delay {bot_delay:g} s), {spectators} spectators, "
                  f"{replays} replay loops, on {where}")
            if seconds is None:
                result = asyncio.run(run_load(server, tables, bot, seed, last_call, max_actions, timeout, people,
                                              spectators, replays))
            else:
                print(f"--- {seconds:g} s, no spectators, no replays")
                result = asyncio.run(run_timed(server, tables, bot, seed, last_call, seconds, timeout, people,
                                               made=made))
                if spectators or replays:
                    report(result)
                    print(f"--- {seconds:g} s more, with {spectators} spectators and {replays} replay loops")
                    result = asyncio.run(run_timed(server, tables, bot, seed + 1, last_call, seconds, timeout,
                                                   people, spectators, replays, made=made))
        except (ClientError, OSError, httpx.HTTPError) as exc:
            print(f"error: {exc}\n{server.log_tail()}", file=sys.stderr)
            raise typer.Exit(1) from None
        finally:
            server.stop()
            if seconds is not None and database_url is not None:   # games stopped midway: leave none behind
                forget_tables(database_url, made)
    report(result)
    if result.failures:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
