"""A game in progress survives the server being killed (SIGKILL) and started again, on SQLite and on PostgreSQL.

The server runs as a real ``python -m innkeeper serve`` process. PostgreSQL comes from ``INNKEEPER_TEST_POSTGRES_URL``
(``.ci/run`` installs and starts a server and sets it); without it the PostgreSQL cases are skipped, or fail in CI.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from innkeeper.web.client import (
    ClientError,
    SeatClient,
    free_port,
    get_replay,
    get_table,
    open_table,
    random_chooser,
    wait_healthy,
)

ROOT = Path(__file__).resolve().parents[2]
IN_CI = os.environ.get("INNKEEPER_CI") == "1"
POSTGRES_ENV = "INNKEEPER_TEST_POSTGRES_URL"
SAME = ("seq", "status", "observation", "hand", "prompt", "waiting_for", "stack_text", "deadline")


class ServerProcess:
    """``python -m innkeeper serve`` as a child process on one database and port, started and killed at will."""

    def __init__(self, database_url: str, workdir: Path):
        self.database_url = database_url
        self.workdir = workdir
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None
        self.starts = 0
        self.tables: list[str] = []   # ids of the tables the test made

    def start(self) -> ServerProcess:
        """Start the server and wait until ``/healthz`` answers."""
        self.starts += 1
        log = open(self.workdir / f"server-{self.starts}.log", "wb")  # noqa: SIM115 - the child writes it
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
                   INNKEEPER_SEED_SECRET="innkeeper tests")   # a chosen seed deals the same game at every run
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "innkeeper", "serve", "--port", str(self.port), "--database-url",
             self.database_url, "--bot-delay", "0", "--log-level", "warning"],
            cwd=self.workdir, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        log.close()
        try:
            wait_healthy(self.url, timeout=60, alive=lambda: self.proc.poll() is None)
        except ClientError as exc:
            self.stop()
            raise RuntimeError(f"{exc}\n{self.log_tail()}") from None
        return self

    def log_tail(self) -> str:
        """The end of the newest server log."""
        path = self.workdir / f"server-{self.starts}.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs at all."""
        assert self.proc is not None and self.proc.poll() is None, "the server is not running"
        self.proc.send_signal(signal.SIGKILL)
        assert self.proc.wait(timeout=30) == -signal.SIGKILL

    def stop(self) -> None:
        """Stop the server if it runs (SIGTERM, then SIGKILL)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=20)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path) -> Iterator[str]:
    """An SQLite file in ``tmp_path``, or the PostgreSQL server of ``$INNKEEPER_TEST_POSTGRES_URL``."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/innkeeper.db"
        return
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        message = f"{POSTGRES_ENV} is not set (a PostgreSQL URL, e.g. postgresql+psycopg://user:pw@127.0.0.1/db)"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    yield url


@pytest.fixture
def server(database_url, tmp_path) -> Iterator[ServerProcess]:
    """A server process on ``database_url`` (not started); stopped, and its tables forgotten, at the end."""
    process = ServerProcess(database_url, tmp_path)
    yield process
    process.stop()
    if database_url.startswith("postgresql"):  # a shared database: leave nothing behind
        from innkeeper.web.db import open_database
        from innkeeper.web.store import Store

        sessions = open_database(database_url)
        try:
            for table_id in process.tables:
                Store(sessions).delete(table_id)
        finally:
            sessions.kw["bind"].dispose()


def new_table(server: ServerProcess, seats: list[dict], seed: int) -> tuple[str, dict[int, str]]:
    """Create, join (every person) and start a table; its id and each person's seat token."""
    made, tokens = open_table(server.url, {"name": "restart test", "seats": seats, "seed": seed})
    server.tables.append(made["id"])
    return made["id"], tokens


async def connect_all(server: ServerProcess, table_id: str, tokens: dict[int, str]) -> dict[int, SeatClient]:
    """A connection for every person's seat."""
    clients = {}
    for seat, token in tokens.items():
        clients[seat] = await SeatClient.connect(server.ws_url, table_id, token)
        assert clients[seat].seat == seat
    return clients


async def close_all(clients: dict[int, SeatClient]) -> None:
    """Close every connection (already dead ones included)."""
    for client in clients.values():
        try:
            await client.close()
        except Exception:  # noqa: BLE001 - a socket to a killed server
            pass


async def play_all(clients: dict[int, SeatClient], seed: int, stop_at_seq: int | None = None) -> dict[int, dict]:
    """Every seat plays random legal choices (seeded) until ``stop_at_seq`` (or the end); each one's last state."""
    finals = await asyncio.gather(*(c.play(random_chooser(random.Random(seed * 10 + s)), stop_at_seq, timeout=60)
                                    for s, c in clients.items()))
    return dict(zip(clients, finals, strict=True))


def test_game_survives_kill_and_restart(server: ServerProcess) -> None:
    """Two people and two bots; SIGKILL mid-game; after a restart each seat sees exactly what it saw, and plays on."""
    server.start()
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "human"},
             {"kind": "bot", "bot": "heuristic"}]
    table_id, tokens = new_table(server, seats, seed=20240611)

    async def before_kill() -> tuple[dict[int, dict], dict[int, list[dict]]]:
        clients = await connect_all(server, table_id, tokens)
        finals = await play_all(clients, seed=1, stop_at_seq=40)
        logs = {s: list(c.log) for s, c in clients.items()}
        assert sum(c.actions for c in clients.values()) > 0, "the people made no decision before the kill"
        server.kill()   # while both seats are connected
        for client in clients.values():
            with pytest.raises(ClientError, match="closed"):
                for _ in range(100):
                    await client.recv(timeout=10)
        await close_all(clients)
        return finals, logs

    before, logs = asyncio.run(before_kill())
    seqs = {frame["seq"] for frame in before.values()}
    assert len(seqs) == 1, f"the seats stopped at different steps: {seqs}"
    kill_seq = seqs.pop()
    assert kill_seq >= 40
    assert all(not frame["observation"]["over"] for frame in before.values()), "the game ended before the kill"
    assert before[0]["waiting_for"] in tokens, "the table was waiting for a bot when killed"

    server.start()
    health = get_table(server.url, table_id)
    assert health["status"] == "playing" and health["steps"] == kill_seq

    async def after_restart() -> tuple[dict[int, dict], dict[int, dict], dict[int, SeatClient]]:
        clients = await connect_all(server, table_id, tokens)
        again = {s: c.state for s, c in clients.items()}
        finals = await play_all(clients, seed=2)
        await close_all(clients)
        return again, finals, clients

    again, finals, clients = asyncio.run(after_restart())
    for seat, frame in again.items():
        for key in SAME:
            assert frame[key] == before[seat][key], f"seat {seat}: {key} changed across the restart"
        if frame["waiting_for"] == seat:
            assert frame["observation"]["legal_actions"] == before[seat]["observation"]["legal_actions"]
        assert frame["log"], f"seat {seat}: no log lines after the restart"
        old = logs[seat]
        assert frame["log"] == old[-len(frame["log"]):], f"seat {seat}: the log differs after the restart"
        assert len(frame["log"]) == min(len(old), 200)
        assert [s["character"] for s in frame["table"]["seats"]] == [s["character"] for s in health["seats"]]

    # played on to the end, with the same winners everywhere
    winners = {tuple(frame["observation"]["winners"]) for frame in finals.values()}
    assert len(winners) == 1 and winners != {()}, f"no single winner list: {winners}"
    assert all(frame["status"] == "finished" for frame in finals.values())
    assert all(not c.errors for c in clients.values()), [c.errors for c in clients.values()]
    table = get_table(server.url, table_id)
    assert table["status"] == "finished" and table["winners"] == list(winners.pop())
    assert table["steps"] == finals[0]["seq"] > kill_seq

    # the replay has every step, and a seat's view at the kill is what that seat was shown
    replay = get_replay(server.url, table_id, "all")
    assert [f["step"] for f in replay["frames"]] == list(range(table["steps"] + 1))
    assert replay["frames"][-1]["observation"]["over"] is True
    for seat in tokens:
        seen = get_replay(server.url, table_id, str(seat))["frames"][kill_seq]
        expected = dict(before[seat]["observation"])
        expected.pop("legal_actions", None)
        assert seen["observation"] == expected
        assert seen["hand"] == before[seat]["hand"]


def test_acknowledged_moves_are_never_lost(server: ServerProcess) -> None:
    """A move whose state frame came back is in the database: SIGKILL right after the frame loses nothing."""
    server.start()
    table_id, tokens = new_table(server, [{"kind": "human"}, {"kind": "human"}], seed=77)
    rng = random.Random(5)

    async def acts_then_kill(count: int) -> tuple[int, dict, dict[int, dict]]:
        """Make ``count`` moves (each acknowledged), SIGKILL at once; the last acknowledged step and frames."""
        clients = await connect_all(server, table_id, tokens)
        acked: dict = {}
        for _ in range(count):
            seq = max(c.seq for c in clients.values())
            for c in clients.values():   # every seat has seen the newest step
                if c.seq < seq:
                    await c.wait_for(lambda f, seq=seq: f.get("type") == "state" and f["seq"] >= seq)
            actor = next(c for c in clients.values() if c.my_decision)
            await actor.act(rng.randrange(len(actor.state["observation"]["legal_actions"])))
            acked = await actor.wait_for(lambda f, seq=seq: f.get("type") == "error"
                                         or (f.get("type") == "state" and f["seq"] > seq))
            assert acked["type"] == "state", acked
            assert actor.latencies, "the answer to the move was not measured"
        server.kill()   # right after the acknowledgement: nothing else happens in between
        await close_all(clients)
        return acked["seq"], acked, {s: c.state for s, c in clients.items()}

    async def reconnect() -> dict[int, dict]:
        clients = await connect_all(server, table_id, tokens)
        states = {s: c.state for s, c in clients.items()}
        await close_all(clients)
        return states

    total = 0
    for count in (1, 3, 2):
        seq, acked, _ = asyncio.run(acts_then_kill(count))
        total += count
        assert seq == total
        server.start()
        states = asyncio.run(reconnect())
        actor = acked["observation"]["seat"]
        assert {s["seq"] for s in states.values()} == {seq}, f"acknowledged step {seq} lost"
        for key in SAME:
            assert states[actor][key] == acked[key], f"{key} differs from the acknowledged frame"
    assert get_table(server.url, table_id)["steps"] == total


def test_an_ismcts_table_goes_on_after_a_kill_exactly_as_without_one(server: ServerProcess) -> None:
    """Bots only, one of them ISMCTS: SIGKILL mid-game, restart; the whole game equals an uninterrupted one's."""
    import time

    server.start()
    body = {"name": "ismcts restart", "seed": 4242, "last_call": 2,
            "seats": [{"kind": "bot", "bot": "ismcts", "character": "fiona"},
                      {"kind": "bot", "bot": "heuristic", "character": "zot"}]}

    def finish(table_id: str) -> None:
        deadline = time.monotonic() + 120
        while get_table(server.url, table_id)["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish"
            time.sleep(0.1)

    def game_of(table_id: str) -> list[tuple]:
        frames = get_replay(server.url, table_id, "all")["frames"]
        return [(f["step"], f["actor"], f["action"], json.dumps(f["observation"], sort_keys=True)) for f in frames]

    whole, _ = open_table(server.url, body)
    server.tables.append(whole["id"])
    finish(whole["id"])
    expected = game_of(whole["id"])

    cut, _ = open_table(server.url, body)
    server.tables.append(cut["id"])
    kill_at = len(expected) // 3
    deadline = time.monotonic() + 120
    while get_table(server.url, cut["id"])["steps"] < kill_at:
        assert time.monotonic() < deadline, "the bots did not move"
        time.sleep(0.01)
    server.kill()
    server.start()
    steps = get_table(server.url, cut["id"])["steps"]
    assert kill_at <= steps < len(expected) - 1, "the kill did not fall inside the game"
    finish(cut["id"])
    assert game_of(cut["id"]) == expected
