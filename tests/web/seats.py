"""Test helpers: people at a web table, each a thread with a real WebSocket (``websockets``' sync client)."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable

import httpx
from websockets.sync.client import ClientConnection, connect


def create(server, seats: list[dict], **options) -> dict:
    """Open a table; the create answer (tokens included)."""
    r = httpx.post(f"{server.url}/api/tables", json={"seats": seats, **options}, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


def join(server, table: dict, seat: int, name: str) -> None:
    """Take a seat by its token."""
    token = table["seats"][seat]["token"]
    r = httpx.post(f"{server.url}/api/tables/{table['id']}/join", json={"token": token, "name": name}, timeout=10)
    assert r.status_code == 200 and r.json() == {"seat": seat}, r.text


def start(server, table: dict) -> dict:
    """The host starts the game."""
    r = httpx.post(f"{server.url}/api/tables/{table['id']}/start", json={"host": table["host_token"]}, timeout=10)
    assert r.status_code == 200, r.text
    return r.json()


def open_socket(server, table_id: str, token: str | None) -> tuple[ClientConnection, dict]:
    """Connect and say hello; returns the socket and the welcome frame."""
    ws = connect(f"{server.ws_url}/ws/tables/{table_id}", open_timeout=10).__enter__()
    ws.send(json.dumps({"type": "hello", "token": token} if token else {"type": "hello"}))
    welcome = json.loads(ws.recv(timeout=10))
    return ws, welcome


def receive(ws: ClientConnection, timeout: float = 30) -> dict:
    """The next frame."""
    return json.loads(ws.recv(timeout=timeout))


class Person(threading.Thread):
    """A person (or a spectator, with no token) who plays a random legal choice whenever asked, until the end."""

    def __init__(self, server, table_id: str, token: str | None, seed: int = 0,
                 choose: Callable[[dict, random.Random], int] | None = None):
        super().__init__(daemon=True)
        self.ws, self.welcome = open_socket(server, table_id, token)
        self.seat = self.welcome["seat"]
        self.frames: list[dict] = []
        self.errors: list[dict] = []
        self.rng = random.Random(seed)
        self.choose = choose or (lambda frame, rng: rng.randrange(len(frame["observation"]["legal_actions"])))
        self.acted = 0
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            self._play()
        except BaseException as exc:  # reported by finish()
            self.failure = exc
        finally:
            self.ws.close()

    def _play(self) -> None:
        answered = -1
        while True:
            frame = receive(self.ws, timeout=60)
            if frame["type"] == "error":
                self.errors.append(frame)
                continue
            if frame["type"] != "state":
                continue
            self.frames.append(frame)
            if frame["status"] == "finished":
                return
            obs = frame["observation"]
            if obs and frame["waiting_for"] == self.seat and self.seat is not None and frame["seq"] != answered:
                answered = frame["seq"]
                choice = self.choose(frame, self.rng)
                self.ws.send(json.dumps({"type": "act", "choice": choice, "seq": frame["seq"]}))
                self.acted += 1

    def finish(self, timeout: float = 240) -> None:
        """Wait for the end of the game; re-raise what went wrong in the thread."""
        self.join(timeout)
        assert not self.is_alive(), f"seat {self.seat} was still playing after {timeout} s"
        if self.failure is not None:
            raise self.failure
