"""A small asyncio client of the web table: HTTP helpers for tables and one seat over a WebSocket.

Used by the web tests and ``scripts/load_tables.py``. It needs ``httpx`` and ``websockets`` (>= 13, the
``websockets.asyncio`` API), both imported when first used::

    made = create_table(url, {"seats": [{"kind": "human"}, {"kind": "bot"}]})
    join_table(url, made["id"], made["seats"][0]["token"], "Ann")
    start_table(url, made["id"], made["host_token"])
    seat = await SeatClient.connect(ws_url, made["id"], made["seats"][0]["token"])
    last = await seat.play()          # random legal choices until the game is over
"""

from __future__ import annotations

import asyncio
import inspect
import json
import random
import socket
import time
from collections.abc import Callable
from typing import Any

Frame = dict[str, Any]
SLOW = 0.25   # seconds: a round trip this long is kept with its time (the load benchmark looks for its cause)
Chooser = Callable[[Frame], int]


class ClientError(RuntimeError):
    """The server refused something or said nothing in time."""


# ----- HTTP ----------------------------------------------------------------------------------


def _http(method: str, url: str, body: dict | None = None, timeout: float = 30.0) -> Any:
    """One JSON request; ClientError with the server's ``detail`` on a 4xx/5xx answer."""
    import httpx

    response = httpx.request(method, url, json=body, timeout=timeout)
    if response.status_code >= 400:
        try:
            detail = response.json().get("detail")
        except ValueError:
            detail = response.text
        raise ClientError(f"{method} {url}: HTTP {response.status_code}: {detail}")
    return response.json()


def create_table(base_url: str, body: dict) -> dict:
    """``POST /api/tables``: the new table's id, host token and seat links."""
    return _http("POST", f"{base_url.rstrip('/')}/api/tables", body)


def join_table(base_url: str, table_id: str, token: str, name: str | None = None) -> int:
    """``POST /api/tables/{id}/join``: take a seat; returns the seat number."""
    return _http("POST", f"{base_url.rstrip('/')}/api/tables/{table_id}/join", {"token": token, "name": name})["seat"]


def start_table(base_url: str, table_id: str, host_token: str) -> dict:
    """``POST /api/tables/{id}/start``: start the game (host only); returns the public table."""
    return _http("POST", f"{base_url.rstrip('/')}/api/tables/{table_id}/start", {"host": host_token})


def get_table(base_url: str, table_id: str) -> dict:
    """``GET /api/tables/{id}``: the public table."""
    return _http("GET", f"{base_url.rstrip('/')}/api/tables/{table_id}")


def get_replay(base_url: str, table_id: str, view: str = "all") -> dict:
    """``GET /api/tables/{id}/replay``: a finished game step by step."""
    return _http("GET", f"{base_url.rstrip('/')}/api/tables/{table_id}/replay?view={view}")


def open_table(base_url: str, body: dict, names: list[str] | None = None) -> tuple[dict, dict[int, str]]:
    """Create a table, join every human seat and start it: (the create answer, {seat: token})."""
    made = create_table(base_url, body)
    tokens = {s["seat"]: s["token"] for s in made["seats"] if s.get("token")}
    for i, (seat, token) in enumerate(sorted(tokens.items())):
        join_table(base_url, made["id"], token, names[i] if names and i < len(names) else f"Seat {seat}")
    start_table(base_url, made["id"], made["host_token"])
    return made, tokens


def free_port() -> int:
    """A TCP port nobody listens on now (for a server a test or script starts)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_healthy(base_url: str, timeout: float = 30.0, alive: Callable[[], bool] | None = None) -> None:
    """Wait until ``/healthz`` answers 200 (``alive`` false, e.g. a dead server process: give up at once)."""
    import httpx

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if alive is not None and not alive():
            raise ClientError(f"the server at {base_url} exited before it answered")
        try:
            if httpx.get(f"{base_url.rstrip('/')}/healthz", timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise ClientError(f"the server at {base_url} did not answer /healthz within {timeout:g} s")


# ----- one seat over a WebSocket -------------------------------------------------------------


def random_chooser(rng: random.Random | None = None) -> Chooser:
    """A chooser picking a uniformly random legal action."""
    rng = rng or random.Random()
    return lambda frame: rng.randrange(len(frame["observation"]["legal_actions"]))


def _connect_options() -> dict:
    """Options for ``websockets.asyncio.client.connect`` (no proxy from the environment where supported)."""
    from websockets.asyncio.client import connect

    options: dict = {"max_size": 2**23, "open_timeout": 20}
    if "proxy" in inspect.signature(connect.__init__).parameters:
        options["proxy"] = None
    return options


class SeatClient:
    """One connection to a table: a seat (with its token) or a spectator; it records every frame it receives."""

    def __init__(self, websocket: Any, table_id: str, keep: bool = True):
        self.websocket = websocket
        self.keep = keep                     # False: keep only the newest state (a load test's many clients)
        self.table_id = table_id
        self.seat: int | None = None
        self.table: dict | None = None       # the newest public table seen (welcome or state frames)
        self.state: Frame | None = None      # the newest state frame
        self.frames: list[Frame] = []        # every frame received, in order
        self.errors: list[Frame] = []        # the error frames among them
        self.log: list[dict] = []            # every log line received, in order
        self.latencies: list[float] = []     # seconds from each act sent to the first state frame after it
        self.slow: list[tuple[float, float]] = []   # (time.time() sent, seconds) of round trips of SLOW or more
        self.actions = 0                     # act messages sent
        self._pending: tuple[int, float] | None = None   # (seq acted on, time sent) until answered

    @classmethod
    async def connect(cls, ws_url: str, table_id: str, token: str | None = None,
                      timeout: float = 20.0, keep: bool = True) -> SeatClient:
        """Open ``{ws_url}/ws/tables/{table_id}``, say hello and wait for the welcome and the first state
        (``keep`` False: record no frames or log lines, only the newest state and the latencies)."""
        from websockets.asyncio.client import connect

        websocket = await connect(f"{ws_url.rstrip('/')}/ws/tables/{table_id}", **_connect_options())
        client = cls(websocket, table_id, keep)
        try:
            hello: dict = {"type": "hello"} if token is None else {"type": "hello", "token": token}
            await client.send(hello)
            welcome = await client.recv(timeout)
            if welcome.get("type") != "welcome":
                raise ClientError(f"table {table_id}: expected a welcome, got {welcome}")
            client.seat = welcome["seat"]
            await client.wait_for(lambda f: f.get("type") == "state", timeout)
        except BaseException:
            await websocket.close()
            raise
        return client

    async def __aenter__(self) -> SeatClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the connection."""
        await self.websocket.close()

    async def send(self, message: dict) -> None:
        """Send one JSON message."""
        await self.websocket.send(json.dumps(message))

    async def recv(self, timeout: float = 20.0) -> Frame:
        """The next frame (recorded); ClientError when none comes within ``timeout`` or the socket closes."""
        from websockets.exceptions import ConnectionClosed

        try:
            async with asyncio.timeout(timeout):   # (not wait_for: on 3.11 it can swallow a cancellation)
                text = await self.websocket.recv()
        except TimeoutError:
            raise ClientError(f"table {self.table_id} seat {self.seat}: no frame within {timeout:g} s "
                              f"(last seq {self.seq})") from None
        except ConnectionClosed as exc:
            raise ClientError(f"table {self.table_id} seat {self.seat}: connection closed ({exc})") from None
        frame = json.loads(text)
        self._record(frame)
        return frame

    def _record(self, frame: Frame) -> None:
        """Keep a frame: the newest state, the table, log lines, errors and the latency of a pending act."""
        if self.keep:
            self.frames.append(frame)
        kind = frame.get("type")
        if frame.get("table") is not None:
            self.table = frame["table"]
        if kind == "welcome":   # (sent again when the seat's person concedes: they watch from then on)
            self.seat = frame.get("seat")
        elif kind == "state":
            self.state = frame
            if self.keep:
                self.log.extend(frame.get("log") or [])
            if self._pending is not None and frame["seq"] > self._pending[0]:
                took = time.perf_counter() - self._pending[1]
                self.latencies.append(took)
                if took >= SLOW:
                    self.slow.append((time.time() - took, took))
                self._pending = None
        elif kind == "error":
            self.errors.append(frame)
            self._pending = None

    async def wait_for(self, predicate: Callable[[Frame], bool], timeout: float = 20.0) -> Frame:
        """Receive frames until one satisfies ``predicate``; return it."""
        while True:
            frame = await self.recv(timeout)
            if predicate(frame):
                return frame

    @property
    def seq(self) -> int | None:
        """The newest state's seq (None before any state)."""
        return None if self.state is None else self.state["seq"]

    @property
    def my_decision(self) -> bool:
        """Whether the newest state asks this seat to decide."""
        st = self.state
        return (st is not None and self.seat is not None and st.get("waiting_for") == self.seat
                and st.get("observation") is not None and "legal_actions" in st["observation"])

    @property
    def over(self) -> bool:
        """Whether the game is finished."""
        st = self.state
        return st is not None and (st.get("status") == "finished"
                                   or bool(st.get("observation") and st["observation"].get("over")))

    def waiting_for_person(self) -> bool:
        """Whether the newest state waits for a person (not a bot) or nobody, so nothing moves on its own."""
        st = self.state
        if st is None or st.get("waiting_for") is None:
            return True
        seats = (self.table or {}).get("seats") or []
        waiting = st["waiting_for"]
        return not (waiting < len(seats) and seats[waiting].get("kind") == "bot")

    async def act(self, choice: int) -> None:
        """Answer the newest state with legal action number ``choice`` (its seq included)."""
        assert self.state is not None
        seq = self.state["seq"]
        self._pending = (seq, time.perf_counter())
        self.actions += 1
        await self.send({"type": "act", "choice": choice, "seq": seq})

    async def play(self, choose: Chooser | None = None, stop_at_seq: int | None = None,
                   timeout: float = 60.0, max_actions: int | None = None) -> Frame:
        """Answer every decision of this seat until the game is over; return the newest state frame.

        With ``stop_at_seq``, return instead at the first state whose seq is at least that and which waits for a
        person or nobody (so with every seat stopped alike, the table stands still); with ``max_actions``, once
        this client has sent that many acts and had the last one answered. A state is answered once; after an
        error frame the newest state is answered again if it is still this seat's decision.
        """
        choose = choose or random_chooser()
        answered: int | None = None
        refused = 0
        while True:
            st = self.state
            if st is not None:
                if self.over:
                    return st
                if stop_at_seq is not None and st["seq"] >= stop_at_seq and self.waiting_for_person():
                    return st
                if max_actions is not None and self.actions >= max_actions and self._pending is None:
                    return st
                if self.my_decision and self._pending is None and answered != st["seq"]:
                    answered = st["seq"]
                    await self.act(choose(st))
            frame = await self.recv(timeout)
            if frame.get("type") == "error":
                if frame.get("code") == "over":
                    return self.state or frame
                refused += 1
                if refused > 5:
                    raise ClientError(f"table {self.table_id} seat {self.seat}: the server keeps refusing: {frame}")
                answered = None
            elif frame.get("type") == "state":
                refused = 0
