"""`innkeeper simulate --ray-address` on a real two-node Ray cluster (`ray start`, one machine): both nodes play.

The head and the second node are started by ``innkeeper.ray_cluster`` (its own temporary folder, free ports);
the files are byte-identical to a local run of the same seeds; every process the cluster started is ended.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from innkeeper.ray_cluster import ROOT, Cluster

IN_CI = os.environ.get("INNKEEPER_CI") == "1"
GAMES = 600   # enough that the head does not finish them all before the second node's worker has started


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    """A started two-node cluster of one CPU each, stopped (with every process it started) afterwards."""
    try:
        import ray  # noqa: F401
    except ImportError:
        if IN_CI:
            pytest.fail("Ray is not installed, and INNKEEPER_CI=1 needs this test to run (extra: test)")
        pytest.skip("Ray is not installed (pip install 'innkeeper[ray]')")
    if not Path("/proc/self/environ").exists():
        pytest.skip("finding the cluster's processes needs /proc")
    c = Cluster(nodes=2, cpus=1)
    try:
        c.start()
        yield c
    finally:
        left = c.stop()
        assert not left, f"Ray processes outlived the cluster: {left}"


def _simulate(cluster: Cluster, out: Path, *more: str) -> subprocess.CompletedProcess:
    """``innkeeper simulate`` for the test's games into ``out`` (in a fresh process, as a user runs it)."""
    return subprocess.run([sys.executable, "-m", "innkeeper", "simulate", "--games", str(GAMES), "--seed", "11",
                           "--out", str(out), "--no-progress", *more],
                          cwd=ROOT, env=cluster.env, capture_output=True, text=True, timeout=180)


def test_simulate_on_a_two_node_ray_cluster_matches_a_local_run(cluster: Cluster, tmp_path: Path) -> None:
    """Both nodes play games, and the files are byte-identical to a local run's (two processes)."""
    on_ray = _simulate(cluster, tmp_path / "ray", "--ray-address", cluster.address)
    assert on_ray.returncode == 0, on_ray.stderr[-3000:]
    assert f"Ray ({cluster.address})" in on_ray.stdout
    line = re.search(r"Ray nodes: (\d+) \((.*)\)", on_ray.stdout)
    assert line, on_ray.stdout[:2000]
    played = {node: int(n) for node, n in re.findall(r"(\w+): (\d+) games", line.group(2))}
    assert int(line.group(1)) == 2 and len(played) == 2, line.group(0)
    assert all(n > 0 for n in played.values()) and sum(played.values()) == GAMES, line.group(0)

    local = _simulate(cluster, tmp_path / "local", "--workers", "2")
    assert local.returncode == 0, local.stderr[-3000:]
    assert "Ray nodes" not in local.stdout
    for name in ("results.csv", "results.json"):
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes(), name
