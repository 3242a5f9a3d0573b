"""Secret tokens (issue 16, item 10): stored only as hashes, migrated so, never logged, out of the address bar."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from websockets.sync.client import connect

from innkeeper.web.client import free_port
from innkeeper.web.db import MIGRATIONS, open_database
from innkeeper.web.tokens import redact, seat_token, token_hash

from .seats import create, join, open_socket, start
from .test_restart import POSTGRES_ENV, ROOT

PEOPLE = [{"kind": "human", "character": "deirdre"}, {"kind": "human", "character": "gerki"},
          {"kind": "bot", "bot": "random", "character": "zot"}]


def every_value(url: str) -> str:
    """Every value of every row of the database, as one text."""
    engine = sa.create_engine(url)
    try:
        out = []
        with engine.connect() as c:
            for name in sa.inspect(engine).get_table_names():
                out += [repr(tuple(row)) for row in c.execute(sa.text(f'SELECT * FROM "{name}"'))]
        return "\n".join(out)
    finally:
        engine.dispose()


def test_tokens_are_stored_only_as_hashes_and_links_are_made_again(live_server, tmp_path) -> None:
    """No host or seat token appears in the database (rows, file or log); the host still gets every link again."""
    server = live_server()
    table = create(server, PEOPLE)
    join(server, table, 0, "Ann")
    secrets = [table["host_token"]] + [s["token"] for s in table["seats"] if s.get("token")]
    assert len(secrets) == 3
    again = httpx.post(f"{server.url}/api/tables/{table['id']}/links", json={"host": table["host_token"]}).json()
    assert again["seats"] == table["seats"]
    start(server, table)
    stored = every_value(f"sqlite:///{tmp_path}/innkeeper.db")
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("innkeeper.db*"))
    for secret in secrets:
        assert secret not in stored and secret.encode() not in raw
    assert token_hash(table["host_token"]) in stored and token_hash(table["seats"][0]["token"]) in stored
    ws, welcome = open_socket(server, table["id"], table["seats"][0]["token"])   # the token still speaks for its seat
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    ws.close()


def old_database(url: str, schema: str | None = None) -> None:
    """A database at revision 0001 (tokens in plain text) holding an open table with two people."""
    engine = sa.create_engine(url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as c:
        if schema:
            c.exec_driver_sql(f"SET search_path TO {schema}")
        config.attributes["connection"] = c
        command.upgrade(config, "0001")
        c.execute(sa.text("INSERT INTO tables (id, name, status, config, host_token, steps, winners, created_at, "
                          "updated_at) VALUES ('old', 'Old table', 'open', :config, 'old-host', 0, '[]', :at, :at)"),
                  {"config": json.dumps({"options": {"ask_all": False, "timer": None, "last_call": None,
                                                     "drink_deck": "core"}, "seed": None, "chosen": [None, None]}),
                   "at": "2026-11-30 12:00:00+00:00"})
        for seat in (0, 1):
            c.execute(sa.text("INSERT INTO seats (table_id, seat, kind, bot, character, name, token, joined) "
                              "VALUES ('old', :s, 'human', NULL, NULL, NULL, :t, false)"),
                      {"s": seat, "t": f"old-seat-{seat}"})
    engine.dispose()


def check_migrated(url: str) -> None:
    """After migrating: only hashes are stored, and the old plain tokens still join, act as host and connect."""
    sessions = open_database(url)   # (migrates to the newest revision)
    engine = sessions.kw["bind"]
    with engine.connect() as c:
        assert c.execute(sa.text("SELECT host_hash FROM tables WHERE id = 'old'")).scalar() == token_hash("old-host")
        hashes = c.execute(sa.text("SELECT token_hash FROM seats WHERE table_id = 'old' ORDER BY seat")).scalars()
        assert list(hashes) == [token_hash("old-seat-0"), token_hash("old-seat-1")]
    engine.dispose()


def test_the_migration_hashes_tokens_stored_in_plain_text(live_server, tmp_path) -> None:
    """A database made before tokens were hashed: after the migration its old links still work, and are hashed."""
    url = f"sqlite:///{tmp_path}/innkeeper.db"
    old_database(url)
    assert "old-seat-0" in every_value(url)
    check_migrated(url)
    assert "old-seat-0" not in every_value(url) and "old-host" not in every_value(url)
    server = live_server(url)
    r = httpx.post(f"{server.url}/api/tables/old/join", json={"token": "old-seat-0", "name": "Ann"})
    assert r.status_code == 200 and r.json() == {"seat": 0}, r.text
    links = httpx.post(f"{server.url}/api/tables/old/links", json={"host": "old-host"}).json()["seats"]
    assert all("token" not in link and "cannot be shown again" in link["note"] for link in links)
    assert httpx.post(f"{server.url}/api/tables/old/start", json={"host": "old-host"}).status_code == 200
    ws, welcome = open_socket(server, "old", "old-seat-0")
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    ws.close()


def test_the_migration_hashes_tokens_on_postgresql() -> None:
    """The same migration on PostgreSQL (in a schema of its own, dropped afterwards)."""
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"{POSTGRES_ENV} is not set")
    schema = f"tokens_{uuid.uuid4().hex[:8]}"
    admin = sa.create_engine(url)
    with admin.begin() as c:
        c.exec_driver_sql(f"CREATE SCHEMA {schema}")
    try:
        scoped = str(sa.make_url(url).update_query_dict({"options": f"-csearch_path={schema}"})
                     .render_as_string(hide_password=False))
        old_database(scoped, schema)
        check_migrated(scoped)
        assert "old-seat-0" not in every_value(scoped)
    finally:
        with admin.begin() as c:
            c.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
        admin.dispose()


def test_no_token_reaches_the_log_even_at_trace_level(tmp_path) -> None:
    """``innkeeper serve --log-level trace`` logs every WebSocket frame; the tokens in them come out as ``…``."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.Popen([sys.executable, "-m", "innkeeper", "serve", "--port", str(port), "--bot-delay", "0",
                             "--database-url", f"sqlite:///{tmp_path}/t.db", "--log-level", "trace"],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                httpx.get(f"{base}/healthz", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.05)
        made = httpx.post(f"{base}/api/tables", json={"seats": PEOPLE}).json()
        token, host = made["seats"][0]["token"], made["host_token"]
        httpx.post(f"{base}/api/tables/{made['id']}/join", json={"token": token})
        httpx.post(f"{base}/api/tables/{made['id']}/links", json={"host": host})
        with connect(f"ws://127.0.0.1:{port}/ws/tables/{made['id']}") as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            assert json.loads(ws.recv(timeout=10))["type"] == "welcome"
        time.sleep(0.3)
    finally:
        proc.terminate()
        out = proc.communicate(timeout=20)[0].decode()
    assert "TEXT '{\"type\": \"hello\", \"token\": \"…\"}'" in out, out[-2000:]   # the frame is logged, redacted
    assert token not in out and host not in out


def test_redact_takes_tokens_out_of_messages_and_links() -> None:
    """Tokens in JSON and in links are replaced; other text stays."""
    assert redact('{"type": "hello", "token": "abc"}') == '{"type": "hello", "token": "…"}'
    assert redact('{"host":"h1"} and {"host_token": "h2"}') == '{"host":"…"} and {"host_token": "…"}'
    assert redact("GET /table/x#token=abc&host=def now") == "GET /table/x#token=…&host=… now"
    assert redact("nothing secret: seat 2") == "nothing secret: seat 2"
    assert seat_token("h", "t", 0) != seat_token("h", "t", 1) != seat_token("g", "t", 1)


def test_the_browser_moves_a_link_token_out_of_the_address_bar(live_server) -> None:
    """Opening a join link: the seat is taken up, the address bar shows no token, and a reload keeps the seat."""
    from .test_browser import CHROMIUM, CHROMIUM_ARGS, need_browser, sync_playwright

    need_browser()
    from playwright.sync_api import expect

    server = live_server()
    table = create(server, PEOPLE)
    token = table["seats"][1]["token"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"{server.url}/table/{table['id']}#token={token}")
            expect(page.get_by_test_id("role")).to_contain_text("Seat 2")
            assert page.url == f"{server.url}/table/{table['id']}", page.url
            page.reload()
            expect(page.get_by_test_id("role")).to_contain_text("Seat 2")
            assert token not in page.url
            history = page.evaluate("() => history.length")
            assert history <= 2
        finally:
            browser.close()


def test_root_is_the_repository() -> None:
    """(The log test starts the server from this checkout.)"""
    assert (Path(ROOT) / "innkeeper" / "web" / "tokens.py").exists()
