"""The end of a web game: standings, conceding a seat to a bot, a rematch with the same seats and bots."""

from __future__ import annotations

import time

import httpx

from .seats import create, join, open_socket, receive, start


def _wait_finished(server, table_id: str, limit: float = 60) -> dict:
    """Poll until the table's game is over."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        info = httpx.get(f"{server.url}/api/tables/{table_id}").json()
        if info["status"] == "finished":
            return info
        time.sleep(0.1)
    raise AssertionError("the game did not finish")


def _one_person_and_a_bot(server, name: str, seed: int) -> tuple[str, str]:
    """A started table of a person (Zot) and a random bot: (its id, the person's token)."""
    seats = [{"kind": "human", "name": name, "character": "zot"}, {"kind": "bot", "bot": "random"}]
    table = create(server, seats, seed=seed)
    join(server, table, 0, name)
    start(server, table)
    return table["id"], table["seats"][0]["token"]


def test_concede_hands_the_seat_to_a_bot_then_standings_and_a_shared_rematch(live_server) -> None:
    server = live_server()
    seats = [{"kind": "human", "character": "deirdre", "name": "Ann"}, {"kind": "bot", "bot": "random"},
             {"kind": "bot", "bot": "heuristic", "character": "zot"}]
    table = create(server, seats, seed=4, name="Tuesday")
    tid, token, host = table["id"], table["seats"][0]["token"], table["host_token"]
    join(server, table, 0, "Ann")
    base = f"{server.url}/api/tables/{tid}"
    assert httpx.post(f"{base}/concede", json={"token": token}).status_code == 409       # not started: refused
    start(server, table)
    assert httpx.post(f"{base}/concede", json={"token": "x" * 20}).status_code == 403   # not a seat
    assert httpx.post(f"{base}/rematch", json={"token": token}).status_code == 409      # not over yet
    r = httpx.post(f"{base}/concede", json={"token": token})
    assert r.status_code == 200 and r.json()["notice"] == "Ann (Deirdre) concedes: a heuristic bot plays the seat."
    info = _wait_finished(server, tid)                                                  # bots play it out
    assert info["seats"][0]["kind"] == "bot" and info["seats"][0]["name"] == "Ann"
    assert httpx.post(f"{base}/concede", json={"token": token}).status_code == 403      # the link no longer acts
    standings = httpx.get(f"{base}/standings").json()
    assert standings["over"] and standings["decisions"] == info["steps"] and standings["rounds"] >= 1
    rows = standings["rows"]
    assert sorted(r["seat"] for r in rows) == [0, 1, 2] and rows[0]["place"] == 1 and rows[0]["winner"]
    assert [r["seat"] for r in rows if r["winner"]] == info["winners"]
    assert next(r for r in rows if r["seat"] == 0)["conceded"]
    for row in rows:
        if not row["winner"]:
            assert row["how"] in ("passed out", "out of Gold") and 1 <= row["decision"] <= info["steps"]
    losers = [r for r in rows if not r["winner"]]
    assert [r["decision"] for r in losers] == sorted((r["decision"] for r in losers), reverse=True)   # last out: 2nd
    assert httpx.post(f"{base}/rematch", json={"token": "y" * 20}).status_code == 403
    first = httpx.post(f"{base}/rematch", json={"host": host})
    assert first.status_code == 200, first.text
    again = httpx.post(f"{base}/rematch", json={"host": host}).json()
    assert again["id"] == first.json()["id"]                                            # one rematch, shared
    new = httpx.get(f"{server.url}/api/tables/{again['id']}").json()
    assert new["status"] == "open" and new["name"] == "Tuesday (rematch)"
    assert [(s["kind"], s["bot"], s["character"]) for s in new["seats"]] == \
        [("human", None, "deirdre")] + [(s["kind"], s["bot"], s["character"]) for s in info["seats"][1:]]
    # the same seats and bots; Ann, who conceded, is a person again (not yet joined: the host asked)
    assert again["url"].startswith(f"/table/{again['id']}#host=")


def test_a_person_asking_for_the_rematch_is_seated_at_it(live_server) -> None:
    server = live_server()
    seats = [{"kind": "human", "name": "Bo", "character": "fiona"}, {"kind": "bot", "bot": "random"}]
    table = create(server, seats, seed=2, timer=0.05)      # the timer plays Bo's seat: the game runs to its end
    token = table["seats"][0]["token"]
    join(server, table, 0, "Bo")
    start(server, table)
    _wait_finished(server, table["id"], limit=120)
    r = httpx.post(f"{server.url}/api/tables/{table['id']}/rematch", json={"token": token})
    assert r.status_code == 200, r.text
    made = r.json()
    assert "host=" not in made["url"] and "#token=" in made["url"]     # a seat, not the host's powers
    new = httpx.get(f"{server.url}/api/tables/{made['id']}").json()
    assert new["seats"][0] == {**new["seats"][0], "kind": "human", "name": "Bo", "joined": True,
                               "character": "fiona"}
    new_token = made["url"].split("token=")[1]
    assert new_token != token
    assert httpx.post(f"{server.url}/api/tables/{table['id']}/rematch", json={}).status_code == 422


def test_a_person_who_conceded_is_a_person_again_at_the_rematch(live_server) -> None:
    server = live_server()
    seats = [{"kind": "human", "name": "Bo"}, {"kind": "bot", "bot": "random"}]
    table = create(server, seats, seed=2)
    join(server, table, 0, "Bo")
    start(server, table)
    httpx.post(f"{server.url}/api/tables/{table['id']}/concede", json={"token": table["seats"][0]["token"]})
    _wait_finished(server, table["id"])
    r = httpx.post(f"{server.url}/api/tables/{table['id']}/rematch", json={"token": table["seats"][0]["token"]})
    assert r.status_code == 200, r.text
    new = httpx.get(f"{server.url}/api/tables/{r.json()['id']}").json()
    assert [(s["kind"], s["name"], s["joined"]) for s in new["seats"]] == [("human", "Bo", True), ("bot", None, False)]


def test_a_person_who_conceded_watches_and_their_link_still_connects_for_the_rematch(live_server) -> None:
    """On conceding, the person's open connection is told it watches from now on (no hidden card of the seat the
    bot plays); reconnecting with the link (after a dropped connection, say) watches too, instead of being
    refused, so the page keeps the link the rematch asks with. A token of no seat is still refused."""
    server = live_server()
    tid, token = _one_person_and_a_bot(server, "Bo", 2)
    ws, welcome = open_socket(server, tid, token)
    assert welcome["seat"] == 0 and "conceded" not in welcome
    assert receive(ws)["hand"]                                                  # a person sees their hand
    assert httpx.post(f"{server.url}/api/tables/{tid}/concede", json={"token": token}).status_code == 200
    frame = receive(ws)
    while frame["type"] != "welcome":
        frame = receive(ws)
    assert frame["seat"] is None and frame["conceded"] == 0
    after = receive(ws)
    while after["type"] != "state":
        after = receive(ws)
    assert not after["hand"] and not after.get("legal")                         # watching: no hidden card
    again, welcome = open_socket(server, tid, token)
    assert welcome["seat"] is None and welcome["conceded"] == 0                 # not refused: still their link
    again.close()
    stranger, refused = open_socket(server, tid, "q" * 20)
    assert refused["type"] == "error" and refused["code"] == "bad_token"
    stranger.close()
    ws.close()
    _wait_finished(server, tid)
    r = httpx.post(f"{server.url}/api/tables/{tid}/rematch", json={"token": token})
    assert r.status_code == 200 and "token=" in r.json()["url"], r.text


def test_chat_is_for_seated_people_bounded_and_stored_with_the_game(live_server, tmp_path) -> None:
    server = live_server()
    tid, token = _one_person_and_a_bot(server, "Ann", 6)
    url = f"{server.url}/api/tables/{tid}/chat"
    said = httpx.post(url, json={"token": token, "text": "  <b>Cheers</b> & <script>x</script>  "})
    assert said.status_code == 201, said.text
    assert said.json()["text"] == "<b>Cheers</b> & <script>x</script>"                  # stored as given, trimmed
    assert httpx.post(url, json={"token": token, "text": "again"}).status_code == 429    # one a second
    assert httpx.post(url, json={"token": "z" * 20, "text": "hi"}).status_code == 403    # not a seat
    assert httpx.post(url, json={"token": token, "text": "x" * 201}).status_code == 422  # too long
    assert httpx.post(url, json={"token": token, "text": "   "}).status_code == 422      # blank
    assert httpx.post(url, json={"token": token, "text": "a\u202eb"}).status_code == 422  # direction character
    time.sleep(1.05)
    assert httpx.post(url, json={"token": token, "text": "Second round!"}).status_code == 201
    lines = httpx.get(url).json()
    assert [(x["n"], x["name"], x["character"], x["text"]) for x in lines["lines"]] == [
        (0, "Ann", "Zot", "<b>Cheers</b> & <script>x</script>"), (1, "Ann", "Zot", "Second round!")]
    assert httpx.get(url, params={"since": 1}).json() == {"lines": lines["lines"][1:], "next": 2}
    server.stop()                                                      # stored: a new server reads it back
    again = live_server(f"sqlite:///{tmp_path}/innkeeper.db")
    assert httpx.get(f"{again.url}/api/tables/{tid}/chat").json()["lines"] == lines["lines"]


def test_a_chat_line_reaches_every_socket_at_the_table_at_once(live_server) -> None:
    """A stored line is pushed over the WebSocket to the seats and the spectators (no polling)."""
    server = live_server()
    seats = [{"kind": "human", "name": "Ann", "character": "zot"}, {"kind": "human", "name": "Bo"},
             {"kind": "bot", "bot": "random"}]
    table = create(server, seats, seed=6)
    tid = table["id"]
    join(server, table, 0, "Ann")
    join(server, table, 1, "Bo")
    bo, _ = open_socket(server, tid, table["seats"][1]["token"])
    watcher, _ = open_socket(server, tid, None)
    said = httpx.post(f"{server.url}/api/tables/{tid}/chat", json={"token": table["seats"][0]["token"], "text": "Hi"})
    assert said.status_code == 201, said.text
    for ws in (bo, watcher):
        frame = receive(ws, timeout=5)
        while frame["type"] != "chat":   # (state frames of joining may come first)
            frame = receive(ws, timeout=5)
        assert frame == {"type": "chat", "line": said.json()}
        ws.close()


def test_bad_end_of_game_requests_get_a_reason_never_a_500(live_server) -> None:
    server = live_server()
    table = create(server, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}], seed=1)
    tid = table["id"]
    calls = [
        ("get", f"/api/tables/{tid}/standings", None, 409),                # not started
        ("get", "/api/tables/nope!/standings", None, 404),
        ("get", f"/api/tables/{tid}/chat?since=-1", None, 422),
        ("get", f"/api/tables/{tid}/chat?since=abc", None, 422),
        ("post", f"/api/tables/{tid}/chat", {"token": table["seats"][0]["token"]}, 422),          # no text
        ("post", f"/api/tables/{tid}/chat", {"token": 5, "text": "hi"}, 422),
        ("post", "/api/tables/zzzzzzzz/chat", {"token": "a" * 20, "text": "hi"}, 404),
        ("post", f"/api/tables/{tid}/concede", {"token": "a" * 20, "extra": 1}, 422),
        ("post", f"/api/tables/{tid}/rematch", {"host": "not a token!"}, 422),
        ("post", f"/api/tables/{tid}/rematch", {"host": table["host_token"]}, 409),              # not over
    ]
    for method, path, body, status in calls:
        r = httpx.request(method, f"{server.url}{path}", json=body)
        assert r.status_code == status, (path, body, r.status_code, r.text)
        assert r.json()["detail"], (path, r.text)
    assert httpx.get(f"{server.url}/api/tables/{tid}").json()["status"] == "open"               # nothing changed


def test_a_web_log_reveal_line_gives_the_drinks_whole_effect() -> None:
    from innkeeper.engine.actions import Event
    from innkeeper.web import messages

    reveal = Event("reveal", data={"seat": 0, "cards": ["Wine"], "alcohol": 2}, names=("Zot", "Fiona"))
    assert messages.log_lines([reveal], 1) == [{"kind": "reveal",
                                                "text": "Zot reveals Wine (2 Alcohol) — Wine: +2 Alcohol."}]
