"""Starting ``innkeeper serve``: an unusable database, or one another server holds, is refused in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from innkeeper.web.client import free_port
from innkeeper.web.db import DatabaseProblem, ServerLock, open_database

from .test_restart import ROOT, ServerProcess, database_url, server  # noqa: F401 - fixtures


def serve(url: str, cwd: Path) -> subprocess.CompletedProcess:
    """Run ``innkeeper serve`` on ``url`` and wait for it to stop (it should stop at once)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-m", "innkeeper", "serve", "--port", str(free_port()),
                           "--database-url", url, "--log-level", "warning"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def one_line(result: subprocess.CompletedProcess, *words: str) -> str:
    """The refusal: exit 2, one line of output naming ``words``, no traceback."""
    out = (result.stdout + result.stderr).strip()
    assert result.returncode == 2, out
    assert "Traceback" not in out and len(out.splitlines()) == 1, out
    for word in words:
        assert word in out, out
    return out


def test_a_bad_or_read_only_database_is_one_line(tmp_path) -> None:
    """Not a database, a folder that does not exist, a read-only file: one line each, exit 2."""
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not an SQLite file at all" * 100)
    one_line(serve(f"sqlite:///{garbage}", tmp_path), "cannot use the database", "not a database")
    one_line(serve(f"sqlite:///{tmp_path}/no/such/folder/x.db", tmp_path), "cannot use the database")
    good = tmp_path / "good.db"
    open_database(f"sqlite:///{good}").kw["bind"].dispose()
    one_line(serve(f"sqlite:///file:{good}?mode=ro&uri=true", tmp_path), "cannot use the database", "readonly")


def test_an_unknown_kind_of_database_is_one_line(tmp_path) -> None:
    """A URL whose scheme no database driver serves is refused in one line naming it, before anything starts."""
    one_line(serve("nope://", tmp_path), "--database-url", "nope://")
    one_line(serve("nope://host/db", tmp_path), "unknown kind of database", "'nope'")
    one_line(serve("postgresql+nodriver://x@localhost/db", tmp_path), "unknown kind of database")


def test_a_second_server_on_one_database_refuses_in_one_line(server: ServerProcess, tmp_path) -> None:  # noqa: F811
    """While one server runs, another on its database stops at once saying why; after a kill, the next one starts."""
    server.start()
    one_line(serve(server.database_url, tmp_path), "another Innkeeper server", "already serves")
    server.kill()   # the lock goes with the process
    server.start()


def test_the_lock_is_held_once_and_let_go(tmp_path) -> None:
    """In one process too: a second lock on the same database is refused until the first is released."""
    engine = open_database(f"sqlite:///{tmp_path}/x.db").kw["bind"]
    first = ServerLock(engine).acquire()
    with pytest.raises(DatabaseProblem, match="another Innkeeper server"):
        ServerLock(engine).acquire()
    first.release()
    ServerLock(engine).acquire().release()
    engine.dispose()
