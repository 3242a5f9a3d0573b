"""Fixtures for the web table: a real server on a free port, in a thread of the test process."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator

import httpx
import pytest
import uvicorn

from innkeeper.web.app import SERVER_OPTIONS, create_app
from innkeeper.web.client import free_port

IN_CI = os.environ.get("INNKEEPER_CI") == "1"
TEST_SECRET = b"innkeeper tests"   # a fixed seed secret: a chosen seed deals the same game at every test run


class LiveServer:
    """Uvicorn serving ``create_app`` in a background thread."""

    def __init__(self, database_url: str, bot_delay: float = 0.0, seed_secret: bytes | None = TEST_SECRET):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.app = create_app(database_url, bot_delay=bot_delay, seed_secret=seed_secret)
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning", **SERVER_OPTIONS)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> LiveServer:
        """Start and wait until /healthz answers."""
        self.thread.start()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("the test server did not start")

    def stop(self) -> None:
        """Stop and wait for the thread."""
        self.server.should_exit = True
        self.thread.join(timeout=20)


@pytest.fixture
def live_server(tmp_path) -> Iterator[Callable[..., LiveServer]]:
    """A factory of started servers (SQLite in ``tmp_path`` unless a URL is given); all stopped at the end."""
    servers: list[LiveServer] = []

    def start(database_url: str | None = None, bot_delay: float = 0.0, **options) -> LiveServer:
        server = LiveServer(database_url or f"sqlite:///{tmp_path}/innkeeper.db", bot_delay, **options).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
