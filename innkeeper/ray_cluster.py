"""A Ray cluster of several nodes on this machine, each started by ``ray start --block`` (for tests and benchmarks).

Every node gets free ports, and the head its own temporary folder (sessions, sockets, logs), so the cluster
collides with no other Ray on the machine. ``stop`` ends every process the cluster started, found by a mark in
their environment and ended by id (``ray stop`` would end every Ray process on the machine).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARK = "INNKEEPER_RAY_CLUSTER"   # in the environment of every process the cluster starts: how they are found


def free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _ray_cli(*args: str) -> list[str]:
    """The ``ray`` command of this Python."""
    return [sys.executable, "-c", "import sys; from ray.scripts.scripts import main; sys.argv[0] = 'ray'; main()",
            *args]


def marked(mark: str) -> list[int]:
    """Ids of the live processes whose environment carries ``MARK=mark`` (one cluster's, and only those)."""
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
    """A Ray head and ``nodes - 1`` more nodes of ``cpus`` CPUs each, started with ``ray start --block`` here.

    ``env`` is the environment its processes (and a driver meant to run on it) get: this checkout first on the
    Python path, so the nodes' workers import the same innkeeper as the driver.
    """

    def __init__(self, nodes: int = 2, cpus: int = 1) -> None:
        """Start nothing yet; the folder (short: Ray's socket paths live under it) is made under /tmp."""
        self.count, self.cpus = nodes, cpus
        self.folder = tempfile.mkdtemp(prefix="rk", dir="/tmp" if os.path.isdir("/tmp") else None)
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        # (RAY_AUTH_MODE: a head turns token authentication on when ~/.ray/auth_token exists, which another Ray
        # on the machine may have left, and then its own nodes and drivers are refused)
        self.env = {**os.environ, MARK: self.folder, "RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled",
                    "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        self.nodes: list[subprocess.Popen] = []

    def __enter__(self) -> Cluster:
        """Start it (stopped again if starting fails)."""
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_exc) -> None:
        """Stop it."""
        self.stop()

    def _node(self, name: str, *args: str) -> None:
        """Start one node (its own process group), logging to ``name``.log in the folder."""
        ports = [f"--dashboard-agent-listen-port={free_port()}", f"--dashboard-agent-grpc-port={free_port()}",
                 f"--runtime-env-agent-port={free_port()}", f"--metrics-export-port={free_port()}"]
        with open(Path(self.folder) / f"{name}.log", "wb") as log:
            self.nodes.append(subprocess.Popen(
                _ray_cli("start", "--block", f"--num-cpus={self.cpus}", "--node-ip-address=127.0.0.1",
                         "--disable-usage-stats", *ports, *args),
                cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True))

    def start(self, timeout: float = 90) -> None:
        """Start the head, then the other nodes, and wait until the cluster counts them all alive."""
        deadline = time.monotonic() + timeout
        self._node("head", "--head", f"--port={self.port}", "--include-dashboard=false", f"--temp-dir={self.folder}")
        while True:
            if self.nodes[0].poll() is not None:
                raise RuntimeError(f"ray start --head stopped:\n{self.log('head')}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"the Ray head did not listen in time:\n{self.log('head')}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        for k in range(1, self.count):
            self._node(f"node{k}", f"--address={self.address}")
        count = ("import ray, sys, time\n"
                 "end = time.monotonic() + float(sys.argv[2])\n"
                 "while True:\n"   # (the head's port opens before its services answer)
                 "    try:\n"
                 "        ray.init(address=sys.argv[1], logging_level='ERROR', log_to_driver=False)\n"
                 "        break\n"
                 "    except Exception:\n"
                 "        if time.monotonic() > end:\n"
                 "            raise\n"
                 "        time.sleep(1)\n"
                 "alive = lambda: len([n for n in ray.nodes() if n['Alive']])\n"
                 "while alive() < int(sys.argv[3]) and time.monotonic() < end:\n"
                 "    time.sleep(0.2)\n"
                 "print(alive())\n")
        left = max(5.0, deadline - time.monotonic())
        out = subprocess.run([sys.executable, "-c", count, self.address, str(left), str(self.count)], env=self.env,
                             cwd=ROOT, capture_output=True, text=True, timeout=left + 30)
        if out.stdout.strip() != str(self.count):
            raise RuntimeError(f"{out.stdout.strip() or 'no'} Ray nodes alive of {self.count}: {out.stderr[-2000:]}\n"
                               f"head: {self.log('head')}\nnode1: {self.log('node1')}")

    def log(self, name: str) -> str:
        """The end of a node's log (``head``, ``node1``, ...)."""
        path = Path(self.folder) / f"{name}.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else "(no log)"

    def stop(self) -> list[int]:
        """End every node and every process they started (found by the mark in their environment), by id; the ids
        of any still alive after that (none, normally)."""
        for p in self.nodes:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        end = time.monotonic() + 2   # (a node would drain for up to 30 s; nothing here needs it)
        for p in self.nodes:
            try:
                p.wait(max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
        for _ in range(5):
            left = marked(self.folder)
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
        left = marked(self.folder)
        if not left:
            import shutil

            shutil.rmtree(self.folder, ignore_errors=True)
        return left
