"""A server's worker processes end with it: stopped (SIGTERM, SIGINT) or killed (SIGKILL), none lives on."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path

import httpx
import pytest

from .test_restart import ServerProcess

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _processes() -> dict[int, tuple[int, str]]:
    """Every process now: pid -> (parent pid, state letter)."""
    out = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[int(entry.name)] = (int(fields[1]), fields[0])
    return out


def descendants(pid: int) -> set[int]:
    """The processes below ``pid`` (children, their children, ...)."""
    table = _processes()
    found, frontier = set(), {pid}
    while frontier:
        frontier = {p for p, (parent, _) in table.items() if parent in frontier} - found
        found |= frontier
    return found


def living(pids: set[int]) -> set[int]:
    """Those of ``pids`` still running (a zombie waiting to be reaped has ended)."""
    table = _processes()
    return {p for p in pids if p in table and table[p][1] not in "ZX"}


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT], ids=lambda s: s.name)
def test_no_worker_process_outlives_its_server(tmp_path, how) -> None:
    """Bots and a replay start both pools of worker processes; once the server ends, every one of them ends."""
    server = ServerProcess(f"sqlite:///{tmp_path}/innkeeper.db", tmp_path).start()
    children: set[int] = set()
    try:
        url = server.url
        made = httpx.post(f"{url}/api/tables", json={"seats": [{"kind": "bot", "bot": "random"}] * 3,
                                                     "last_call": 1}).json()
        httpx.post(f"{url}/api/tables/{made['id']}/start", json={"host": made["host_token"]}).raise_for_status()
        for _ in range(300):
            if httpx.get(f"{url}/api/tables/{made['id']}").json()["status"] == "finished":
                break
            time.sleep(0.05)
        assert httpx.get(f"{url}/api/tables/{made['id']}/replay", timeout=60).status_code == 200   # the replay pool
        busy = httpx.post(f"{url}/api/tables", json={"seats": [{"kind": "bot", "bot": "heuristic"}] * 3,
                                                     "last_call": 50}).json()
        httpx.post(f"{url}/api/tables/{busy['id']}/start", json={"host": busy["host_token"]}).raise_for_status()
        deadline = time.monotonic() + 30
        while len(descendants(server.proc.pid)) < 3 and time.monotonic() < deadline:   # a bot thinks in a worker
            time.sleep(0.1)
        children = descendants(server.proc.pid)
        assert len(children) >= 3, children   # (a forkserver and workers; a resource tracker)
        server.proc.send_signal(how)
        server.proc.wait(timeout=30)
        deadline = time.monotonic() + 15
        while living(children) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not living(children), f"still running after the server ended by {how.name}: {sorted(living(children))}"
    finally:
        server.stop()
        for pid in living(children):   # (a failed run leaves nothing behind)
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
