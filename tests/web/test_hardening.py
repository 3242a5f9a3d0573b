"""The web table under bad input and faults: clear errors, never a 500, and nothing half done (issue 16)."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest
from sqlalchemy import create_engine
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import sessionmaker
from websockets.sync.client import connect

import innkeeper
from innkeeper.web import messages

from .seats import create, join, open_socket, receive, start

TWO = [{"kind": "human", "character": "deirdre"}, {"kind": "human", "character": "gerki"}]
BOTS = [{"kind": "bot", "bot": "random", "character": "fiona"}, {"kind": "bot", "bot": "heuristic", "character": "zot"}]


def post(server, path: str, body) -> httpx.Response:
    """POST a body (a dict, or raw text sent as JSON) to the server."""
    if isinstance(body, str | bytes):
        return httpx.post(f"{server.url}{path}", content=body, headers={"content-type": "application/json"},
                          timeout=10)
    return httpx.post(f"{server.url}{path}", json=body, timeout=10)


def lobby(server) -> list[dict]:
    """The open and playing tables."""
    return httpx.get(f"{server.url}/api/tables", timeout=10).json()["tables"]


def state_of(ws) -> dict:
    """The next state frame."""
    while True:
        frame = receive(ws, timeout=20)
        if frame["type"] == "state":
            return frame


def error_of(ws) -> dict:
    """The next error frame."""
    while True:
        frame = receive(ws, timeout=20)
        if frame["type"] == "error":
            return frame


def finished_bots_table(server) -> dict:
    """A bots-only table played to its end."""
    table = create(server, BOTS, seed=3, last_call=2)
    start(server, table)
    for _ in range(600):
        if httpx.get(f"{server.url}/api/tables/{table['id']}").json()["status"] == "finished":
            return table
        time.sleep(0.05)
    raise AssertionError("the bots did not finish")


# ----- 6: 500s and half-done changes ----------------------------------------------------------------------

@pytest.mark.parametrize("token", ["é" * 10, "\u2603", "x" * 65, "tok en"])
def test_an_odd_token_is_refused_with_a_reason_not_a_500(live_server, token) -> None:
    """Non-ASCII, too long or spaced tokens at join, start, links and hello: 403/422 and nothing changes."""
    server = live_server()
    table = create(server, TWO)
    tid = table["id"]
    for path, body in ((f"/api/tables/{tid}/join", {"token": token}), (f"/api/tables/{tid}/start", {"host": token}),
                       (f"/api/tables/{tid}/links", {"host": token})):
        r = post(server, path, body)
        assert r.status_code in (403, 422), (path, r.status_code, r.text)
        assert r.json()["detail"]
    ws, welcome = open_socket(server, tid, token)
    assert welcome["type"] == "error" and welcome["code"] == "bad_token"
    ws.close()
    now = httpx.get(f"{server.url}/api/tables/{tid}").json()
    assert now["status"] == "open" and not any(s["joined"] for s in now["seats"])


@pytest.mark.parametrize("raw, words", [
    ('{"seats": [{"kind": "human"}, {"kind": "human"}], "timer": NaN}', "finite"),
    ('{"seats": [{"kind": "human"}, {"kind": "human"}], "timer": Infinity}', "finite"),
    ('{"seats": [{"kind": "human"}, {"kind": "human"}], "last_call": -Infinity}', "finite"),
    ('{"seats": [{"kind": "human"}, {"kind": "human"}], "name": "\\ud800"}', "surrogate"),
    ('{"seats": [{"kind": "human", "name": "a\\udfffb"}, {"kind": "human"}]}', "surrogate"),
    ('{"seats": ' + "[" * 40 + "]" * 40 + "}", "nested"),
    (b'{"seats": "\xff\xfe"}', "UTF-8"),
])
def test_non_json_numbers_and_broken_strings_are_refused(live_server, raw, words) -> None:
    """NaN, Infinity, lone surrogates, deep nesting and non-UTF-8 bodies: 400 naming the problem; nothing made."""
    server = live_server()
    r = post(server, "/api/tables", raw)
    assert r.status_code == 400, r.text
    assert words in r.json()["detail"]
    assert lobby(server) == []


def test_a_422_names_the_problem_without_echoing_the_body(live_server) -> None:
    """A wrong value is named by its place; the value sent is not sent back."""
    server = live_server()
    r = post(server, "/api/tables", {"seats": [{"kind": "human"}, {"kind": "human"}], "drink_deck": 7,
                                     "name": "x" * 81})
    assert r.status_code == 422
    assert "x" * 81 not in r.text and "input" not in r.text
    assert {tuple(d["loc"]) for d in r.json()["detail"]} == {("body", "drink_deck"), ("body", "name")}


@pytest.mark.parametrize("view", ["²", "٣", "0" * 400, "-1", "1.0", " 0"])
def test_replay_views_that_are_not_seats_are_refused(live_server, view) -> None:
    """``view=²`` (a digit to Python, not a number) and friends: 400 naming the choices."""
    server = live_server()
    table = finished_bots_table(server)
    r = httpx.get(f"{server.url}/api/tables/{table['id']}/replay", params={"view": view}, timeout=10)
    assert r.status_code == 400, r.text
    assert "view must be" in r.json()["detail"]
    assert httpx.get(f"{server.url}/api/tables/{table['id']}/replay", params={"view": "1"}).status_code == 200


@pytest.mark.parametrize("table_id", ["ab\x00cd", "é", "x" * 25, "a b"])
def test_ids_no_table_could_have_are_404(live_server, table_id) -> None:
    """NUL, non-ASCII, long or spaced ids: 404 without asking the database (PostgreSQL refuses NUL)."""
    server = live_server()
    from urllib.parse import quote

    path = quote(table_id, safe="")
    for r in (httpx.get(f"{server.url}/api/tables/{path}"), httpx.get(f"{server.url}/api/tables/{path}/replay"),
              post(server, f"/api/tables/{path}/join", {"token": "abc"})):
        assert r.status_code == 404, r.text
    with connect(f"{server.ws_url}/ws/tables/{path}", open_timeout=10) as ws:
        frame = json.loads(ws.recv(timeout=10))
    assert frame["type"] == "error" and frame["code"] == "no_table"


def test_a_join_the_database_refuses_is_not_made(live_server) -> None:
    """The write fails: 503 with Retry-After, and the table does not say the seat joined."""
    server = live_server()
    table = create(server, TWO)
    store = server.app.state.tavern.store
    working = store.update_seat

    def broken(*args, **kwargs) -> None:
        raise OperationalError("UPDATE seats", {}, Exception("database is locked"))

    store.update_seat = broken
    try:
        r = post(server, f"/api/tables/{table['id']}/join", {"token": table["seats"][0]["token"], "name": "Ann"})
    finally:
        store.update_seat = working
    assert r.status_code == 503 and r.headers["retry-after"].isdigit()
    seats = httpx.get(f"{server.url}/api/tables/{table['id']}").json()["seats"]
    assert not seats[0]["joined"] and seats[0]["name"] is None
    join(server, table, 0, "Ann")


def test_a_start_the_database_refuses_leaves_the_table_open_as_it_was(live_server) -> None:
    """The write fails: 503, the table is still open with its seats as before, and starting again works."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    join(server, table, 0, "Ann")
    before = httpx.get(f"{server.url}/api/tables/{table['id']}").json()
    store = server.app.state.tavern.store
    working = store.start

    def broken(*args, **kwargs) -> None:
        raise OperationalError("UPDATE tables", {}, Exception("disk I/O error"))

    store.start = broken
    try:
        r = post(server, f"/api/tables/{table['id']}/start", {"host": table["host_token"]})
    finally:
        store.start = working
    assert r.status_code == 503 and "retry-after" in r.headers
    after = httpx.get(f"{server.url}/api/tables/{table['id']}").json()
    assert after == before
    assert after["seats"][1]["kind"] == "human" and after["seats"][0]["character"] is None
    assert start(server, table)["status"] == "playing"


def test_a_database_outage_answers_503_and_healthz_says_so(live_server, tmp_path) -> None:
    """With the database gone: /healthz and writes answer 503 with a retry hint, never 500; back again, all is well."""
    server = live_server()
    assert httpx.get(f"{server.url}/healthz").json()["database"] == "ok"
    store = server.app.state.tavern.store
    working = store.engine, store.sessions
    gone = create_engine(f"sqlite:///{tmp_path}/no/such/dir/x.db")
    store.engine, store.sessions = gone, sessionmaker(gone)
    try:
        health = httpx.get(f"{server.url}/healthz", timeout=10)
        assert health.status_code == 503 and health.json()["status"] == "unavailable"
        assert health.headers["retry-after"].isdigit()
        for r in (post(server, "/api/tables", {"seats": TWO}),
                  httpx.get(f"{server.url}/api/tables", params={"status": "finished"}),
                  httpx.get(f"{server.url}/api/tables/abcdefgh")):
            assert r.status_code == 503, r.text
            assert "unavailable" in r.json()["detail"] and "retry-after" in r.headers
    finally:
        store.engine, store.sessions = working
    assert httpx.get(f"{server.url}/healthz").status_code == 200
    assert lobby(server) == []


# ----- 8: loose input ---------------------------------------------------------------------------------

@pytest.mark.parametrize("extra", [
    {"timer": True}, {"timer": "30"}, {"last_call": "3"}, {"last_call": 3.0}, {"last_call": True}, {"seed": "7"},
    {"seed": 7.0}, {"ask_all": "yes"}, {"ask_all": 1}, {"name": "   "}, {"name": "\t\n"}, {"name": "Evil\u202etxt.exe"},
    {"name": "zero\u200bwidth"}, {"name": "bell\x07"}, {"name": "nul\x00"},
    {"seats": [{"kind": "human", "name": "  "}, {"kind": "bot"}]},
    {"seats": [{"kind": "human", "name": "\u2067isolate"}, {"kind": "bot"}]},
])
def test_values_of_the_wrong_type_and_unprintable_names_are_refused(live_server, extra) -> None:
    """No coercion of strings, booleans or floats; no blank names, no control or direction characters."""
    server = live_server()
    r = post(server, "/api/tables", {"seats": [{"kind": "human"}, {"kind": "bot"}], **extra})
    assert r.status_code == 422, r.text
    assert lobby(server) == []


def test_good_values_still_pass_and_names_are_trimmed(live_server) -> None:
    """Integers for the timer, real words in any script, and trimmed names are fine."""
    server = live_server()
    made = create(server, [{"kind": "human", "name": "  Zoë 李 "}, {"kind": "bot"}], timer=30, last_call=3,
                  seed=7, ask_all=True, name=" Friday ")
    assert made["table"]["name"] == "Friday" and made["table"]["seats"][0]["name"] == "Zoë 李"
    assert made["table"]["options"]["timer"] == 30


def test_a_deeply_nested_message_gets_an_error_frame_and_the_socket_stays(live_server) -> None:
    """A WebSocket message nested thousands deep: an error frame, then the connection still answers."""
    server = live_server()
    table = create(server, TWO)
    ws, _ = open_socket(server, table["id"], None)
    state_of(ws)
    for text in ("[" * 2000 + "]" * 2000, '{"type": "ping", "x": ' + "[" * 100 + "]" * 100 + "}",
                 '{"type": "act", "choice": NaN, "seq": 0}'):
        ws.send(text)
        error = error_of(ws)
        assert error["code"] == "malformed" and error["message"]
    ws.send(json.dumps({"type": "ping"}))
    assert receive(ws)["type"] == "pong"
    ws.close()


# ----- 7: seats and history ----------------------------------------------------------------------------

def test_a_seat_handed_to_a_bot_no_longer_obeys_its_link(live_server) -> None:
    """Unjoined at the start: the seat's bot plays it, and its old token neither says hello nor acts."""
    server = live_server()
    table = create(server, TWO + [{"kind": "human", "character": "zot"}])
    join(server, table, 0, "Ann")
    join(server, table, 1, "Bob")
    early, welcome = open_socket(server, table["id"], table["seats"][2]["token"])   # connected, never joined
    assert welcome["seat"] == 2
    started = start(server, table)
    assert started["seats"][2]["kind"] == "bot"
    late, frame = open_socket(server, table["id"], table["seats"][2]["token"])
    assert frame["type"] == "error" and frame["code"] == "bad_token"
    late.close()
    early.send(json.dumps({"type": "act", "choice": 0, "seq": 0}))
    error = error_of(early)
    assert error["code"] in ("bot_seat", "not_your_turn", "stale")
    assert error["code"] == "bot_seat" or started["seats"][2]["kind"] == "bot"
    early.close()


def test_no_joining_once_the_game_started_or_ended(live_server) -> None:
    """A late join on a playing table is refused (409) and changes nothing; a finished table's too."""
    server = live_server()
    table = create(server, TWO + [{"kind": "human"}])
    join(server, table, 0, "Ann")
    join(server, table, 1, "Bob")
    start(server, table)
    before = httpx.get(f"{server.url}/api/tables/{table['id']}").json()
    for seat in (0, 2):
        r = post(server, f"/api/tables/{table['id']}/join", {"token": table["seats"][seat]["token"], "name": "Eve"})
        assert r.status_code in (403, 409), r.text
    assert httpx.get(f"{server.url}/api/tables/{table['id']}").json() == before

    humans = create(server, TWO, last_call=1)
    join(server, humans, 0, "Ann")
    join(server, humans, 1, "Bob")
    start(server, humans)
    tavern = server.app.state.tavern
    tavern.tables[humans["id"]].status = "finished"   # as the game's end leaves it
    r = post(server, f"/api/tables/{humans['id']}/join", {"token": humans["seats"][0]["token"], "name": "Eve"})
    assert r.status_code == 409 and "finished" in r.json()["detail"]


def test_act_needs_the_seq_it_answers(live_server) -> None:
    """An act without ``seq`` is refused; the game does not move."""
    server = live_server()
    table = create(server, TWO)
    join(server, table, 0, "Ann")
    join(server, table, 1, "Bob")
    start(server, table)
    sockets = [open_socket(server, table["id"], table["seats"][s]["token"])[0] for s in (0, 1)]
    states = [state_of(ws) for ws in sockets]
    deciding = states[0]["waiting_for"]
    ws = sockets[deciding]
    ws.send(json.dumps({"type": "act", "choice": 0}))
    error = error_of(ws)
    assert error["code"] == "malformed" and "seq" in error["message"]
    assert httpx.get(f"{server.url}/api/tables/{table['id']}").json()["steps"] == 0
    for s in sockets:
        s.close()


# ----- 2: nothing shown before it is stored ------------------------------------------------------------

def test_while_a_move_is_being_stored_everyone_sees_the_state_before_it(live_server) -> None:
    """During a slow commit a new connection pairs the old seq with the old state; after it, the new ones."""
    server = live_server()
    table = create(server, TWO)
    join(server, table, 0, "Ann")
    join(server, table, 1, "Bob")
    start(server, table)
    sockets = [open_socket(server, table["id"], table["seats"][s]["token"])[0] for s in (0, 1)]
    states = [state_of(ws) for ws in sockets]
    deciding = states[0]["waiting_for"]
    store = server.app.state.tavern.store
    working = store.add_actions
    storing = threading.Event()

    def slow(decisions) -> None:
        storing.set()
        time.sleep(1.0)
        working(decisions)

    store.add_actions = slow
    try:
        sockets[deciding].send(json.dumps({"type": "act", "choice": 0, "seq": 0}))
        assert storing.wait(10)
        watcher, _ = open_socket(server, table["id"], None)
        during = state_of(watcher)
        seen = httpx.get(f"{server.url}/api/tables/{table['id']}").json()
    finally:
        store.add_actions = working
    public = {k: v for k, v in states[deciding]["observation"].items() if k not in ("hand", "legal_actions")}
    assert during["seq"] == 0 and during["observation"] == dict(public, seat=None)
    assert seen["steps"] == 0
    after = state_of(watcher)
    while after["seq"] == 0:
        after = state_of(watcher)
    assert after["seq"] == 1 and after["observation"] != during["observation"]
    for ws in (*sockets, watcher):
        ws.close()


# ----- 1: seeds ----------------------------------------------------------------------------------------

def test_a_chosen_seed_does_not_give_a_peoples_table_away(live_server) -> None:
    """With people seated, the game is not ``new_game(characters, seed)``, nor the same at two tables."""
    server = live_server(seed_secret=None)
    characters = [s["character"] for s in TWO]
    reference = innkeeper.new_game(characters, seed=7).observe(0)["hand"]
    hands = []
    for _ in range(2):
        table = create(server, TWO, seed=7)
        join(server, table, 0, "Ann")
        join(server, table, 1, "Bob")
        start(server, table)
        ws, _ = open_socket(server, table["id"], table["seats"][0]["token"])
        frame = state_of(ws)
        assert frame["seq"] == 0
        hands.append(frame["observation"]["hand"])
        ws.close()
    assert reference not in hands, "the host could compute every hand from the seed"
    assert hands[0] != hands[1], "two tables with one chosen seed dealt alike"


def test_a_chosen_seed_reproduces_a_bots_only_table(live_server) -> None:
    """Bots only (research): the replay starts from exactly ``new_game(characters, seed)``."""
    server = live_server(seed_secret=None)
    table = finished_bots_table(server)
    replay = httpx.get(f"{server.url}/api/tables/{table['id']}/replay", params={"view": "all"}).json()
    game = innkeeper.new_game([s["character"] for s in BOTS], seed=3, last_call=2)
    expected = messages.open_view(game)
    expected.pop("legal_actions", None)
    assert replay["frames"][0]["observation"] == expected


# ----- 10 and 5: the outer wall, and bounds ------------------------------------------------------------

def test_a_host_the_server_does_not_serve_is_refused(live_server) -> None:
    """DNS rebinding: a request naming another host reaches no route (421), creates nothing."""
    server = live_server()
    for host in ("evil.example", "evil.example:8000", "127.0.0.1.evil.example"):
        r = httpx.post(f"{server.url}/api/tables", json={"seats": TWO}, headers={"Host": host}, timeout=10)
        assert r.status_code == 421, (host, r.text)
    assert lobby(server) == []
    assert httpx.get(f"{server.url}/healthz", headers={"Host": f"localhost:{server.port}"}).status_code == 200


def test_a_socket_from_another_site_is_refused(live_server) -> None:
    """A page elsewhere cannot open a table's socket; the table's own page (same origin) can."""
    from websockets.exceptions import InvalidStatus

    server = live_server()
    table = create(server, TWO)
    url = f"{server.ws_url}/ws/tables/{table['id']}"
    with pytest.raises(InvalidStatus, match="403"):
        connect(url, origin="http://evil.example", open_timeout=10)
    with connect(url, origin=f"http://127.0.0.1:{server.port}", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello"}))
        assert json.loads(ws.recv(timeout=10))["type"] == "welcome"


def test_pages_and_answers_carry_security_headers_and_docs_load_nothing_from_a_cdn(live_server) -> None:
    """CSP, X-Frame-Options and nosniff on pages, the API and errors; no /docs page pulling CDN scripts."""
    server = live_server()
    for r in (httpx.get(f"{server.url}/"), httpx.get(f"{server.url}/api/meta"),
              httpx.get(f"{server.url}/api/tables/nosuch"), httpx.get(f"{server.url}/static/app.js")):
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"]
        assert "script-src 'self'" in r.headers["content-security-policy"]
        assert r.headers["x-frame-options"] == "DENY" and r.headers["x-content-type-options"] == "nosniff"
    assert httpx.get(f"{server.url}/docs").status_code == 404
    assert httpx.get(f"{server.url}/openapi.json").status_code == 200


def test_a_big_body_is_refused_before_it_is_read_whole(live_server) -> None:
    """Over 64 KB: 413 and nothing made; the refusal does not echo the body."""
    server = live_server()
    big = json.dumps({"seats": TWO, "name": "x" * 300_000})
    r = post(server, "/api/tables", big)
    assert r.status_code == 413 and len(r.content) < 1000
    assert lobby(server) == []


def test_a_reader_that_falls_behind_is_dropped_with_a_reason() -> None:
    """A connection's queue never holds more than its bound; past it, an error frame and a close code."""
    from innkeeper.web.tables import CLOSE_SLOW, SEND_QUEUE, Connection

    conn = Connection(None)
    for i in range(SEND_QUEUE * 10):
        conn.push({"type": "state", "seq": i})
    assert conn.dropped and conn.queue.qsize() == 2
    frame, close = conn.queue.get_nowait(), conn.queue.get_nowait()
    assert frame["type"] == "error" and frame["code"] == "too_slow" and close == CLOSE_SLOW
    conn.push({"type": "pong"})
    assert conn.queue.empty()


# ----- 4: tables and sockets within bounds ---------------------------------------------------------------

def test_the_host_closes_a_table_that_has_not_started(live_server) -> None:
    """Only the host, only before the start; the table is gone from the lobby and its sockets are told."""
    server = live_server()
    table = create(server, TWO)
    ws, _ = open_socket(server, table["id"], None)
    state_of(ws)
    assert post(server, f"/api/tables/{table['id']}/close", {"host": table["seats"][0]["token"]}).status_code == 403
    r = post(server, f"/api/tables/{table['id']}/close", {"host": table["host_token"]})
    assert r.status_code == 200 and r.json() == {"closed": table["id"]}
    assert error_of(ws)["code"] == "closed"
    ws.close()
    assert lobby(server) == []
    assert httpx.get(f"{server.url}/api/tables/{table['id']}").status_code == 404
    playing = create(server, TWO)
    join(server, playing, 0, "Ann")
    start(server, playing)
    r = post(server, f"/api/tables/{playing['id']}/close", {"host": playing["host_token"]})
    assert r.status_code == 409 and [t["id"] for t in lobby(server)] == [playing["id"]]


def test_idle_open_tables_expire_but_watched_ones_stay(live_server) -> None:
    """An open table nobody touches is forgotten; one with a connection is kept."""
    server = live_server()
    idle, watched = create(server, TWO), create(server, TWO)
    ws, _ = open_socket(server, watched["id"], None)
    server.app.state.tavern.open_idle = 0.5
    deadline = time.monotonic() + 10
    while any(t["id"] == idle["id"] for t in lobby(server)):
        assert time.monotonic() < deadline, "the idle table did not expire"
        time.sleep(0.1)
    assert [t["id"] for t in lobby(server)] == [watched["id"]]
    assert httpx.get(f"{server.url}/api/tables/{idle['id']}").status_code == 404
    ws.close()


def test_creating_tables_and_opening_sockets_are_rate_limited(live_server) -> None:
    """Past the limit: 429 with Retry-After and nothing made; a socket gets an error frame, then closes."""
    from innkeeper.web.limits import RateLimit

    server = live_server()
    server.app.state.create_limit = RateLimit(2, 60.0)
    server.app.state.socket_limit = RateLimit(1, 60.0)
    made = [create(server, TWO) for _ in range(2)]
    r = post(server, "/api/tables", {"seats": TWO})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert len(lobby(server)) == 2
    first, _ = open_socket(server, made[0]["id"], None)
    with connect(f"{server.ws_url}/ws/tables/{made[0]['id']}", open_timeout=10) as ws:
        frame = json.loads(ws.recv(timeout=10))
    assert frame["type"] == "error" and frame["code"] == "too_many"
    first.close()


def test_too_many_open_tables_are_refused(live_server) -> None:
    """The number of open tables is bounded, so the lobby and a restart stay small."""
    server = live_server()
    server.app.state.tavern.max_open = 2
    create(server, TWO)
    create(server, TWO)
    r = post(server, "/api/tables", {"seats": TWO})
    assert r.status_code == 429 and "open already" in r.json()["detail"]
    assert len(lobby(server)) == 2


# ----- 8: a handshake line over 8 KB ----------------------------------------------------------------------------

def raw_answer(server, head: bytes) -> bytes:
    """Send a raw request head and return the first bytes of the answer (b"" if none comes within 5 s)."""
    import socket

    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
        s.sendall(head)
        try:
            return s.recv(4096)
        except TimeoutError:
            return b""


UPGRADE = (b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
           b"Sec-WebSocket-Version: 13\r\n")


@pytest.mark.parametrize("head, status, words", [
    (b"GET /ws/tables/x?" + b"a" * 9000 + b" HTTP/1.1\r\nHost: localhost\r\n" + UPGRADE + b"\r\n", 414, "request line"),
    (b"GET /ws/tables/x HTTP/1.1\r\nHost: localhost\r\nX-Big: " + b"a" * 9000 + b"\r\n" + UPGRADE + b"\r\n", 431,
     "header line"),
    (b"GET /healthz?" + b"a" * 9000 + b" HTTP/1.1\r\nHost: localhost\r\n\r\n", 414, "request line"),
    (b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n" + b"".join(b"X-%d: %s\r\n" % (i, b"a" * 4000) for i in range(10))
     + b"\r\n", 431, "headers are longer"),
])
def test_a_request_line_or_header_over_8_kb_is_answered_not_left_hanging(live_server, head, status, words) -> None:
    """A WebSocket handshake (or a request) with a line over 8 KB, or a head over 32 KB, gets 414/431 at once."""
    server = live_server()
    answer = raw_answer(server, head)
    assert answer.startswith(b"HTTP/1.1 %d " % status), answer[:200]
    assert words.encode() in answer


def test_a_handshake_just_under_the_bound_still_connects(live_server) -> None:
    """A 7 KB header line is fine: the socket opens (101) and says hello."""
    server = live_server()
    table = create(server, TWO)
    head = (f"GET /ws/tables/{table['id']} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Pad: ".encode()
            + b"a" * 7000 + b"\r\n" + UPGRADE + b"\r\n")
    assert raw_answer(server, head).startswith(b"HTTP/1.1 101 ")
