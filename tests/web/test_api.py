"""The web table's API and WebSockets: whole games with people and bots, table rules, timers, migrations."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from sqlalchemy import create_engine

from innkeeper.web.db import Base, migrate

from .seats import Person, create, join, open_socket, receive, start

PEOPLE_AND_BOTS = [
    {"kind": "human", "character": "deirdre", "name": "Ann"},
    {"kind": "bot", "bot": "random"},
    {"kind": "human"},
    {"kind": "bot", "bot": "heuristic", "character": "zot"},
]


def test_two_people_two_bots_and_a_spectator_play_a_whole_game(live_server) -> None:
    """Two people on their own sockets, two server bots and a spectator, to the winner; then the replay."""
    server = live_server()
    table = create(server, PEOPLE_AND_BOTS, seed=11, name="Friday night")
    join(server, table, 0, "Ann")
    join(server, table, 2, "Bob")
    ann = Person(server, table["id"], table["seats"][0]["token"], seed=1)
    bob = Person(server, table["id"], table["seats"][2]["token"], seed=2)
    watcher = Person(server, table["id"], None)
    assert (ann.seat, bob.seat, watcher.seat) == (0, 2, None)
    for p in (ann, bob, watcher):
        p.start()
    public = start(server, table)
    assert public["status"] == "playing"
    assert public["seats"][1]["character"] and public["seats"][0]["character"] == "deirdre"
    for p in (ann, bob, watcher):
        p.finish()
    assert ann.acted > 0 and bob.acted > 0
    assert not ann.errors and not bob.errors and not watcher.errors
    last = ann.frames[-1]
    assert last["status"] == "finished" and last["observation"]["over"]
    winners = last["observation"]["winners"]
    assert winners
    assert winners == watcher.frames[-1]["observation"]["winners"] == bob.frames[-1]["observation"]["winners"]
    info = httpx.get(f"{server.url}/api/tables/{table['id']}").json()
    assert info["status"] == "finished" and info["winners"] == winners and info["name"] == "Friday night"
    assert info["steps"] == last["seq"]
    assert [s["name"] for s in info["seats"]][:3:2] == ["Ann", "Bob"]
    for view in ("all", "0", "2"):
        replay = httpx.get(f"{server.url}/api/tables/{table['id']}/replay", params={"view": view}).json()
        assert len(replay["frames"]) == info["steps"] + 1
        assert replay["frames"][-1]["observation"]["winners"] == winners
    open_replay = httpx.get(f"{server.url}/api/tables/{table['id']}/replay?view=all").json()
    assert len(open_replay["frames"][0]["observation"]["hands"]) == 4
    finished = httpx.get(f"{server.url}/api/tables", params={"status": "finished"}).json()["tables"]
    assert [t["id"] for t in finished] == [table["id"]]
    assert httpx.get(f"{server.url}/api/tables").json()["tables"] == []


def test_a_table_of_bots_plays_itself_out_for_a_spectator(live_server) -> None:
    """Bots act on the server; a spectator sees the whole game and the log in English."""
    server = live_server()
    table = create(server, [{"kind": "bot"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
                   seed=3, last_call=3)
    watcher = Person(server, table["id"], None)
    watcher.start()
    start(server, table)
    watcher.finish()
    assert watcher.frames[-1]["status"] == "finished"
    lines = [line["text"] for f in watcher.frames for line in f["log"]]
    assert lines[0] == "The game begins." and any("turn" in t.lower() for t in lines)
    assert all(f["hand"] == [] and f["prompt"] is None for f in watcher.frames)


def test_a_table_of_the_prize_variant_shows_the_prizes_to_everyone(live_server) -> None:
    """`prizes: true` plays the Prize variant: the table's options say so, and every observation shows the Prizes."""
    server = live_server()
    seats = [{"kind": "bot", "character": "gerki"}, {"kind": "bot", "bot": "random", "character": "zot"},
             {"kind": "bot", "bot": "random", "character": "fleck"}]
    table = create(server, seats, seed=4, last_call=8, prizes=True)
    assert table["table"]["options"]["prizes"] is True
    watcher = Person(server, table["id"], None)
    watcher.start()
    start(server, table)
    watcher.finish()
    assert watcher.frames[-1]["status"] == "finished"
    views = [f["observation"]["prizes"] for f in watcher.frames if f.get("observation")]
    assert views and all(set(v) == {"inn", "bin", "pot", "fronts"} for v in views)
    assert any(line["text"].endswith("in the pot.") for f in watcher.frames for line in f["log"]
               if "Prize" in line["text"])


def test_unjoined_people_seats_get_bots_when_the_host_starts(live_server) -> None:
    """Seats nobody joined are played by bots, so a game never waits for someone who never came."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "human"}], seed=5, last_call=2)
    watcher = Person(server, table["id"], None)
    watcher.start()
    public = start(server, table)
    assert [s["kind"] for s in public["seats"]] == ["bot", "bot"]
    watcher.finish()
    assert watcher.frames[-1]["status"] == "finished"


def test_the_lobby_lists_open_tables_without_secrets(live_server) -> None:
    """The lobby and a table's page show seats and options, never a token or the seed."""
    server = live_server()
    seed = 7318052946113   # (long enough that no timestamp or id holds it by chance, as "99" could)
    table = create(server, PEOPLE_AND_BOTS, seed=seed, timer=30, last_call=5)
    lobby = httpx.get(f"{server.url}/api/tables").json()["tables"]
    assert [t["id"] for t in lobby] == [table["id"]]
    text = json.dumps(lobby) + httpx.get(f"{server.url}/api/tables/{table['id']}").text
    for secret in [table["host_token"]] + [s["token"] for s in table["seats"] if "token" in s]:
        assert secret not in text
    assert str(seed) not in text.replace(table["id"], "")
    assert lobby[0]["options"] == {"ask_all": True, "timer": 30, "last_call": 5, "drink_deck": "core"}


@pytest.mark.parametrize(("body", "words"), [
    ({"seats": [{"kind": "human"}]}, "seats"),
    ({"seats": [{"kind": "bot"}] * 9}, "seats"),
    ({"seats": [{"kind": "human", "character": "gandalf"}, {"kind": "bot"}]}, "gandalf"),
    ({"seats": [{"kind": "bot", "bot": "genius"}, {"kind": "bot"}]}, "bot"),
    ({"seats": [{"kind": "robot"}, {"kind": "bot"}]}, "kind"),
    ({"seats": [{"kind": "human", "bot": "random"}, {"kind": "bot"}]}, "bot kind"),
    ({"seats": [{"kind": "bot"}, {"kind": "bot"}], "timer": -3}, "timer"),
    ({"seats": [{"kind": "bot"}, {"kind": "bot"}], "last_call": 0}, "last_call"),
    ({"seats": [{"kind": "bot"}, {"kind": "bot"}], "drink_deck": "mead"}, "mead"),
    ({"seats": [{"kind": "bot"}, {"kind": "bot"}], "prizes": "yes"}, "prizes"),
    ({"seats": [{"kind": "bot"}, {"kind": "bot"}], "colour": "red"}, "colour"),
    ({"seats": "four"}, "seats"),
])
def test_a_bad_table_is_refused_with_a_reason_and_nothing_is_created(live_server, body, words) -> None:
    """Each bad configuration gets a 4xx naming what is wrong; the lobby stays empty."""
    server = live_server()
    r = httpx.post(f"{server.url}/api/tables", json=body)
    assert r.status_code in (400, 422)
    assert words in json.dumps(r.json()["detail"])
    assert httpx.get(f"{server.url}/api/tables").json()["tables"] == []


def test_only_the_host_starts_once_and_only_seat_tokens_join(live_server) -> None:
    """Wrong host or seat tokens are refused; a started game cannot start again; unknown tables are 404."""
    server = live_server()
    table = create(server, PEOPLE_AND_BOTS, seed=1)
    tid = table["id"]
    assert httpx.post(f"{server.url}/api/tables/{tid}/start", json={"host": "guess"}).status_code == 403
    assert httpx.post(f"{server.url}/api/tables/{tid}/links", json={"host": "guess"}).status_code == 403
    links = httpx.post(f"{server.url}/api/tables/{tid}/links", json={"host": table["host_token"]}).json()
    assert links["seats"] == table["seats"]
    assert httpx.post(f"{server.url}/api/tables/{tid}/join", json={"token": "guess"}).status_code == 403
    assert httpx.post(f"{server.url}/api/tables/nope/join", json={"token": "x"}).status_code == 404
    assert httpx.get(f"{server.url}/api/tables/nope").status_code == 404
    assert httpx.get(f"{server.url}/api/tables/{tid}/replay").status_code == 409
    start(server, table)
    again = httpx.post(f"{server.url}/api/tables/{tid}/start", json={"host": table["host_token"]})
    assert again.status_code == 409 and "already started" in again.json()["detail"]


def test_the_timer_moves_for_an_absent_person(live_server) -> None:
    """With a timer, a person who does not answer is passed for (or given the default move) when time is up."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "bot", "bot": "random"}], seed=4, timer=0.2)
    join(server, table, 0, "Sleepy")
    ws, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    start(server, table)
    seen: list[dict] = []
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        frame = receive(ws)
        if frame["type"] == "state" and frame["observation"]:
            seen.append(frame)
            if frame["waiting_for"] == 0:
                assert frame["deadline"] is not None and 0 <= frame["deadline"] <= 0.2
            if frame["seq"] >= 6:
                break
    ws.close()
    assert seen[-1]["seq"] >= 6, "the timer did not move the game on"
    asked = [f for f in seen if f["waiting_for"] == 0]
    assert asked, "the sleeping person was never asked"


def test_healthz_and_openapi(live_server) -> None:
    """Health answers ok; the API is documented."""
    server = live_server()
    assert httpx.get(f"{server.url}/healthz").json()["status"] == "ok"
    spec = httpx.get(f"{server.url}/openapi.json").json()
    for path in ("/api/tables", "/api/tables/{table_id}/start", "/api/tables/{table_id}/replay", "/healthz"):
        assert path in spec["paths"]
    page = httpx.get(f"{server.url}/table/abc")
    assert page.status_code == 200 and "<html" in page.text.lower()


def test_migrations_build_the_models_schema_and_run_twice(tmp_path) -> None:
    """Alembic's migrations give exactly the models' schema; migrating again changes nothing."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    engine = create_engine(f"sqlite:///{tmp_path}/m.db")
    migrate(engine)
    migrate(engine)
    with engine.connect() as c:
        assert compare_metadata(MigrationContext.configure(c), Base.metadata) == []
        assert MigrationContext.configure(c).get_current_revision() == "0002"


def test_a_new_tab_resumes_exactly_where_the_seat_was(live_server) -> None:
    """A second connection with the same token gets the same view and the recent log; both follow the game."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "bot", "bot": "random"}], seed=6)
    join(server, table, 0, "Ann")
    first, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    start(server, table)
    log: list[dict] = []

    def next_state() -> dict:
        frame = receive(first)
        while frame.get("type") != "state":
            frame = receive(first)
        log.extend(frame["log"])
        return frame

    state = next_state()
    while state["waiting_for"] != 0:
        state = next_state()
    first.send(json.dumps({"type": "act", "choice": 0, "seq": state["seq"]}))
    while state["seq"] < 3 or state["waiting_for"] != 0:
        state = next_state()
        if state["waiting_for"] == 0 and state["seq"] < 3:
            first.send(json.dumps({"type": "act", "choice": 0, "seq": state["seq"]}))
    second, welcome = open_socket(server, table["id"], table["seats"][0]["token"])
    assert welcome["seat"] == 0
    again = receive(second)
    assert again["seq"] == state["seq"]
    assert again["observation"] == state["observation"] and again["hand"] == state["hand"]
    assert again["prompt"] == state["prompt"] and again["prompt"]
    assert again["log"] == log and log[0]["text"] == "The game begins." and len(log) >= 2
    second.send(json.dumps({"type": "act", "choice": 0, "seq": again["seq"]}))
    seqs = set()
    for ws in (first, second):
        frame = receive(ws)
        while frame.get("type") != "state" or frame["seq"] == again["seq"]:
            frame = receive(ws)
        seqs.add(frame["seq"])
    assert seqs == {again["seq"] + 1} or min(seqs) > again["seq"]
    first.close()
    second.close()


def test_a_damaged_table_stays_closed_and_the_others_reopen(live_server, tmp_path, caplog) -> None:
    """A table whose saved game cannot be rebuilt is logged and skipped; the server and other tables go on."""
    from sqlalchemy import update
    from sqlalchemy.orm import Session

    from innkeeper.web.db import SnapshotRecord

    server = live_server()
    good = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=1)
    bad = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=2)
    for table in (good, bad):
        join(server, table, 0, "Ann")   # a person's decision comes soon: the game waits for it
        start(server, table)
    server.stop()
    engine = create_engine(f"sqlite:///{tmp_path}/innkeeper.db")
    with Session(engine) as s, s.begin():
        s.execute(update(SnapshotRecord).where(SnapshotRecord.table_id == bad["id"]).values(state="{broken"))
    engine.dispose()
    again = live_server()
    assert "could not be rebuilt" in caplog.text and bad["id"] in caplog.text
    ids = [t["id"] for t in httpx.get(f"{again.url}/api/tables").json()["tables"]]
    assert ids == [good["id"]]


def test_a_move_the_database_refuses_is_not_made(live_server) -> None:
    """When a decision cannot be stored, the person gets an error and the game is exactly as before."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "bot", "bot": "random"}], seed=7)
    join(server, table, 0, "Ann")
    ws, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    start(server, table)
    state = receive(ws)
    while state.get("type") != "state" or state["waiting_for"] != 0:
        state = receive(ws)
    store = server.app.state.tavern.store
    working = store.add_actions

    def broken(decisions) -> None:
        raise OSError("disk full")

    store.add_actions = broken
    try:
        ws.send(json.dumps({"type": "act", "choice": 0, "seq": state["seq"]}))
        error = receive(ws)
        while error.get("type") != "error":
            error = receive(ws)
        assert error["code"] == "unavailable" and "could not be saved" in error["message"]
    finally:
        store.add_actions = working
    watcher, _ = open_socket(server, table["id"], None)
    now = receive(watcher)
    assert now["seq"] == state["seq"]
    public = {k: v for k, v in state["observation"].items() if k not in ("hand", "legal_actions")}
    assert now["observation"] == dict(public, seat=None)
    ws.send(json.dumps({"type": "act", "choice": 0, "seq": state["seq"]}))
    after = receive(ws)
    while after.get("type") != "state" or after["seq"] == state["seq"]:
        after = receive(ws)
    assert after["seq"] == state["seq"] + 1
    ws.close()
    watcher.close()


def test_meta_marks_reconstructed_decks(live_server) -> None:
    """The new-table form learns which decks are reconstructed (Jin's and Greppa's) and says so."""
    server = live_server()
    characters = {c["id"]: c for c in httpx.get(f"{server.url}/api/meta").json()["characters"]}
    assert characters["jin"]["reconstructed"] and characters["greppa"]["reconstructed"]
    assert not characters["zot"]["reconstructed"]


def test_the_card_book_gives_each_cards_provenance(live_server) -> None:
    """/api/cards says where each card comes from, so the table can mark designed cards during play."""
    server = live_server()
    book = httpx.get(f"{server.url}/api/cards").json()["cards"]
    assert book["Who dressed you, a blind troll?"]["source"] == "designed"
    assert book["Don't call me cute!"]["source"] == "rulebook"
    assert book["Tip the Wench."]["source"] == "transcription"
    assert {card["source"] for card in book.values()} <= {"rulebook", "transcription", "designed", "test"}
    # the auto-pass's idle bounds (autopass.idle_when), which the web table's "mine" reads as the terminal's does
    assert book["I'm a quick healer."]["idle"] == {"fortitude": 20}
    assert book["A swig from my waterskin"]["idle"] == {"alcohol": 0}
    assert "idle" not in book["Who's a good boy? You are!"] and "idle" not in book["Tip the Wench."]
