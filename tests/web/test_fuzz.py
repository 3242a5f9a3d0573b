"""Generated bad input (Hypothesis): over 1,000 requests and WebSocket messages, no 500, no silent drop, no change."""

from __future__ import annotations

import json
from urllib.parse import quote

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from websockets.sync.client import connect

from innkeeper.content import load_content
from innkeeper.web.protocol import NewTable, check_table

from .seats import create, join, receive, start

HTTP_EXAMPLES, WS_EXAMPLES = 800, 400
CONTENT = load_content()

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
                    st.sampled_from(["human", "bot", "heuristic", "ismcts", "zot", "core", "", " ", "\u202e", "\x00",
                                     "act", "hello", "ping", "choice", "seq"]))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                       st.dictionaries(st.text(max_size=10), inner, max_size=5)),
                      max_leaves=20)
FIELDS = ["name", "seats", "ask_all", "timer", "last_call", "drink_deck", "seed"]
BASE = {"seats": [{"kind": "human"}, {"kind": "bot"}]}


@st.composite
def table_bodies(draw) -> object:
    """A new-table body with one field set to anything (or an unknown field), or any JSON value at all."""
    if draw(st.booleans()):
        return draw(values)
    body = dict(BASE)
    body[draw(st.sampled_from([*FIELDS, "extra", "Seats"]))] = draw(values)
    if draw(st.booleans()):
        body["seats"] = draw(st.lists(st.dictionaries(st.sampled_from(["kind", "bot", "character", "name", "x"]),
                                                      values, max_size=4), max_size=9))
    return body


def acceptable(body: object) -> bool:
    """Whether the server would create this table (the fuzz test sends only bodies it must refuse)."""
    try:
        check_table(NewTable.model_validate_json(json.dumps(body)), CONTENT)
    except (ValidationError, ValueError, TypeError):
        return False
    return True


raw_bodies = st.one_of(st.binary(max_size=200), st.text(max_size=200).map(str.encode),
                       st.sampled_from([b"NaN", b'{"seats": NaN}', b'{"name": "\\ud800"}', b"[" * 50, b"{", b'"x"',
                                        b'{"seats": [{"kind": "human"}, {"kind": "bot"}], "timer": Infinity}']))


def snapshot(client: httpx.Client, ids: list[str]) -> list:
    """Everything a request could have changed: the lobby, finished tables and each table's description."""
    return [client.get("/api/tables").json(), client.get("/api/tables", params={"status": "finished"}).json(),
            *(client.get(f"/api/tables/{i}").json() for i in ids)]


def test_generated_bad_requests_and_messages_get_errors_and_change_nothing(live_server) -> None:
    """Every generated bad request gets a 4xx (never a 500) and every bad message an error frame; nothing moves."""
    server = live_server()
    waiting = create(server, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    playing = create(server, [{"kind": "human", "character": "zot"}, {"kind": "human", "character": "fiona"}])
    join(server, playing, 0, "Ann")
    join(server, playing, 1, "Bob")
    start(server, playing)
    ids = [waiting["id"], playing["id"]]
    tokens = [s.get("token", "") for t in (waiting, playing) for s in t["seats"]] + [waiting["host_token"]]
    client = httpx.Client(base_url=server.url, timeout=10)
    before = snapshot(client, ids)
    counts = {"http": 0, "ws": 0}

    paths = st.sampled_from(["/api/tables", "/api/tables/{id}/join", "/api/tables/{id}/start",
                             "/api/tables/{id}/links", "/api/tables/{id}/replay", "/api/tables/{id}"])
    ids_used = st.one_of(st.sampled_from(ids), st.text(max_size=30))

    @settings(max_examples=HTTP_EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(path=paths, table_id=ids_used, body=st.one_of(table_bodies(), raw_bodies), token=st.sampled_from(tokens),
           query=st.dictionaries(st.sampled_from(["view", "status"]), st.text(max_size=10), max_size=2))
    def one_request(path, table_id, body, token, query) -> None:
        url = path.replace("{id}", quote(table_id, safe=""))
        if path.endswith(("join",)) and isinstance(body, dict):
            body = {**body, "token": token, "fuzz": 1}   # a real token in a body with a field join does not take
        if url == "/api/tables" and not isinstance(body, bytes) and acceptable(body):
            return
        if isinstance(body, bytes):
            r = client.post(url, content=body, headers={"content-type": "application/json"})
        elif path.endswith(("replay",)) or path == "/api/tables/{id}":
            r = client.get(url, params={k: v for k, v in query.items() if "\x00" not in v})
        else:
            r = client.post(url, json=body)
        counts["http"] += 1
        assert r.status_code < 500, (url, body, r.status_code, r.text)
        assert r.status_code not in (200, 201) or r.request.method == "GET", (url, body, r.text)
        if r.status_code >= 400:
            assert r.headers["content-type"] == "application/json" and r.json()["detail"], (url, r.text)

    one_request()

    # the playing table's sockets: a spectator and the seat that is not deciding (its acts can never be made)
    state = client.get(f"/api/tables/{playing['id']}").json()
    sockets = []
    for token in (None, playing["seats"][0]["token"], playing["seats"][1]["token"]):
        ws = connect(f"{server.ws_url}/ws/tables/{playing['id']}", open_timeout=10).__enter__()
        ws.send(json.dumps({"type": "hello", "token": token} if token else {"type": "hello"}))
        welcome = json.loads(ws.recv(timeout=10))
        sockets.append((ws, welcome["seat"]))
    frame = receive(sockets[1][0])
    while frame.get("type") != "state":
        frame = receive(sockets[1][0])
    idle = [ws for ws, seat in sockets if seat is None or seat != frame["waiting_for"]]
    messages = st.one_of(values.map(json.dumps), st.text(max_size=300), st.binary(max_size=100),
                         st.fixed_dictionaries({"type": st.sampled_from(["act", "hello", "dance", "ping"])},
                                               optional={"choice": values, "seq": values, "action": values,
                                                         "token": values}).map(json.dumps),
                         st.sampled_from(["[" * 3000 + "]" * 3000, '{"type": "act", "choice": NaN, "seq": 0}',
                                          '{"type": "act", "choice": 0, "seq": 0, "x": "' + "y" * 5000 + '"}']))

    @settings(max_examples=WS_EXAMPLES, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(message=messages, which=st.integers(min_value=0, max_value=len(idle) - 1))
    def one_message(message, which) -> None:
        ws = idle[which]
        ws.send(message)
        counts["ws"] += 1
        answer = json.loads(ws.recv(timeout=10))   # a closed socket raises here: no silent drop
        while answer["type"] == "state":   # (someone connected: seats are told; the game itself does not move)
            assert answer["seq"] == state["steps"]
            answer = json.loads(ws.recv(timeout=10))
        expected = "pong" if isinstance(message, str) and _is_ping(message) else "error"
        assert answer["type"] == expected, (message[:80], answer)
        if expected == "error":
            assert answer["code"] and answer["message"]

    one_message()
    for ws, _ in sockets:
        ws.close()
    assert snapshot(client, ids) == before
    assert client.get(f"/api/tables/{playing['id']}").json()["steps"] == state["steps"]
    assert counts["http"] + counts["ws"] >= 1000, counts
    client.close()


def _is_ping(text: str) -> bool:
    """Whether a message is a well-formed ping (answered by a pong, not an error)."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(message, dict) and message.get("type") == "ping"
