"""``innkeeper simulate --ray-address`` on a real Ray cluster: a head and a second node, each started by
``ray start`` on this machine (in a temporary folder, on free ports), both playing games, with the results
of a local run of the same seeds."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
IN_CI = os.environ.get("INNKEEPER_CI") == "1"
MARK = "INNKEEPER_RAY_CLUSTER_TEST"   # in the environment of every process the cluster starts: how we find them
GAMES = 600


def _need_ray() -> None:
    """Skip (fail under INNKEEPER_CI=1) when Ray is not installed."""
    try:
        import ray  # noqa: F401
    except ImportError:
        if IN_CI:
            pytest.fail("Ray is not installed, and INNKEEPER_CI=1 needs this test to run (extra: test)")
        pytest.skip("Ray is not installed (pip install 'innkeeper[ray]')")


def _free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _ray_cli(*args: str) -> list[str]:
    """The ``ray`` command of this Python."""
    return [sys.executable, "-c", "import sys; from ray.scripts.scripts import main; sys.argv[0] = 'ray'; main()",
            *args]


def _ours(mark: str) -> list[int]:
    """Ids of the live processes whose environment carries ``MARK=mark`` (the cluster's, and only those)."""
    needle = f"{MARK}={mark}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if needle in (entry / "environ").read_bytes().split(b"\0"):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


class Cluster:
    """A Ray head and a worker node of one CPU each, started with ``ray start --block`` on this machine."""

    def __init__(self, folder: str) -> None:
        """Start nothing yet; ``folder`` (short: Ray's socket paths live under it) holds the session and logs."""
        self.folder = folder
        self.port = _free_port()
        self.address = f"127.0.0.1:{self.port}"
        self.env = {**os.environ, MARK: folder, "RAY_USAGE_STATS_ENABLED": "0",
                    "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        self.nodes: list[subprocess.Popen] = []

    def _node(self, name: str, *args: str) -> None:
        """Start one node (its own process group), logging to ``name``.log in the folder."""
        ports = [f"--dashboard-agent-listen-port={_free_port()}", f"--dashboard-agent-grpc-port={_free_port()}",
                 f"--runtime-env-agent-port={_free_port()}", f"--metrics-export-port={_free_port()}"]
        log = open(Path(self.folder) / f"{name}.log", "wb")
        self.nodes.append(subprocess.Popen(
            _ray_cli("start", "--block", "--num-cpus=1", "--node-ip-address=127.0.0.1", "--disable-usage-stats",
                     *ports, *args),
            cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True))
        log.close()

    def start(self, timeout: float = 90) -> None:
        """Start the head, then the second node, and wait until the cluster counts both alive."""
        deadline = time.monotonic() + timeout
        self._node("head", "--head", f"--port={self.port}", "--include-dashboard=false", f"--temp-dir={self.folder}")
        while True:
            assert self.nodes[0].poll() is None, f"ray start --head stopped:\n{self.log('head')}"
            assert time.monotonic() < deadline, f"the Ray head did not listen in time:\n{self.log('head')}"
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        self._node("second", f"--address={self.address}")
        count = ("import ray, sys, time\n"
                 "ray.init(address=sys.argv[1], logging_level='ERROR', log_to_driver=False)\n"
                 "end = time.monotonic() + float(sys.argv[2])\n"
                 "while len([n for n in ray.nodes() if n['Alive']]) < 2 and time.monotonic() < end:\n"
                 "    time.sleep(0.2)\n"
                 "print(len([n for n in ray.nodes() if n['Alive']]))\n")
        left = max(5.0, deadline - time.monotonic())
        out = subprocess.run([sys.executable, "-c", count, self.address, str(left)], env=self.env, cwd=ROOT,
                             capture_output=True, text=True, timeout=left + 30)
        assert out.stdout.strip() == "2", (f"the second node did not join: {out.stdout!r} {out.stderr[-2000:]}\n"
                                           f"{self.log('second')}")

    def log(self, name: str) -> str:
        """The end of a node's log."""
        path = Path(self.folder) / f"{name}.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else "(no log)"

    def stop(self) -> None:
        """End both nodes and every process they started (found by the mark in their environment), by id."""
        for p in self.nodes:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        end = time.monotonic() + 2   # (a node drains for up to 30 s; nothing of ours needs it)
        for p in self.nodes:
            try:
                p.wait(max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
        for _ in range(3):
            left = _ours(self.folder)
            if not left:
                break
            for pid in left:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.5)
        for p in self.nodes:
            if p.poll() is None:
                p.kill()
            p.wait()


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    """A started two-node cluster, stopped (with everything it started) afterwards."""
    _need_ray()
    if not Path("/proc/self/environ").exists():
        pytest.skip("finding the cluster's processes needs /proc")
    folder = tempfile.mkdtemp(prefix="rk", dir="/tmp")
    c = Cluster(folder)
    try:
        c.start()
        yield c
    finally:
        c.stop()
        left = _ours(folder)
        shutil.rmtree(folder, ignore_errors=True)
        assert not left, f"Ray processes outlived the cluster: {left}"


def _simulate(cluster: Cluster, out: Path, *more: str) -> subprocess.CompletedProcess:
    """``innkeeper simulate`` for the test's games into ``out`` (in a fresh process, as a user runs it)."""
    return subprocess.run([sys.executable, "-m", "innkeeper", "simulate", "--games", str(GAMES), "--seed", "11",
                           "--out", str(out), "--no-progress", *more],
                          cwd=ROOT, env=cluster.env, capture_output=True, text=True, timeout=120)


def test_simulate_on_a_two_node_ray_cluster_matches_a_local_run(cluster: Cluster) -> None:
    """Both nodes play games, and the files are byte-identical to a local run's (two processes)."""
    folder = Path(cluster.folder)
    on_ray = _simulate(cluster, folder / "ray", "--ray-address", cluster.address)
    assert on_ray.returncode == 0, on_ray.stderr[-3000:]
    assert f"Ray ({cluster.address})" in on_ray.stdout
    line = re.search(r"Ray nodes: (\d+) \((.*)\)", on_ray.stdout)
    assert line, on_ray.stdout[:2000]
    played = {node: int(n) for node, n in re.findall(r"(\w+): (\d+) games", line.group(2))}
    assert int(line.group(1)) == 2 and len(played) == 2, line.group(0)
    assert all(n > 0 for n in played.values()) and sum(played.values()) == GAMES, line.group(0)

    local = _simulate(cluster, folder / "local", "--workers", "2")
    assert local.returncode == 0, local.stderr[-3000:]
    assert "Ray nodes" not in local.stdout
    for name in ("results.csv", "results.json"):
        assert (folder / "ray" / name).read_bytes() == (folder / "local" / name).read_bytes(), name
