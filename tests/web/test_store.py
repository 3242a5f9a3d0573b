"""The tables' database: a rebuild reads one moment of it, whatever commits meanwhile (issue 16, item 9)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import pytest

from innkeeper.engine import Game
from innkeeper.web.db import open_database
from innkeeper.web.protocol import NewTable
from innkeeper.web.store import Decision, Saved, Store
from innkeeper.web.tables import Tavern

from .test_restart import POSTGRES_ENV

BOTS = [{"kind": "bot", "bot": "random", "character": "fiona"}, {"kind": "bot", "bot": "random", "character": "zot"}]


@pytest.fixture(params=["sqlite", "postgresql"])
def sessions(request, tmp_path) -> Iterator:
    """A migrated database: an SQLite file, or the PostgreSQL server of ``$INNKEEPER_TEST_POSTGRES_URL``."""
    url = f"sqlite:///{tmp_path}/store.db"
    if request.param == "postgresql":
        url = os.environ.get(POSTGRES_ENV) or pytest.skip(f"{POSTGRES_ENV} is not set")
    made = open_database(url)
    yield made
    made.kw["bind"].dispose()


def started_table(sessions) -> tuple[Tavern, str]:
    """A playing bots-only table whose bots never get to move (no actions stored yet)."""
    async def make() -> tuple[Tavern, str]:
        tavern = Tavern(sessions, bot_delay=3600)
        made = await tavern.create(NewTable(seats=BOTS, seed=5))
        await tavern.start(made["id"], made["host_token"])
        await tavern.close()
        return tavern, made["id"]

    return asyncio.run(make())


@pytest.mark.parametrize("reader", ["unfinished", "load"])
def test_a_rebuild_reads_tables_and_actions_at_one_moment(sessions, monkeypatch, reader) -> None:
    """A move committed between reading a table and reading its actions is not half seen: the rebuild holds."""
    tavern, table_id = started_table(sessions)
    store = Store(sessions)
    writer = Store(sessions)   # (another connection: what a live server's commit would be)
    original = Store._saved
    moved = []

    def saved_with_a_commit_between(self, s, table, tail):
        if not moved and table.id == table_id:   # its row is read; a move is committed before its actions are
            with writer.engine.connect() as c:
                state = c.exec_driver_sql(f"SELECT state FROM snapshots WHERE table_id = '{table.id}'").scalar()
            game = Game.from_json(state)
            action = game.legal_actions()[0]
            writer.add_actions([Decision(table.id, 1, game.current_player, action.to_json(), [], "bot")])
            moved.append(action)
        return original(self, s, table, tail)

    def saved() -> Saved:
        if reader == "load":
            return store.load(table_id)
        return next(s for s in store.unfinished() if s.table.id == table_id)

    try:
        monkeypatch.setattr(Store, "_saved", saved_with_a_commit_between)
        first = saved()
        assert moved
        assert first.table.steps == len(first.actions) == 0   # the moment before the move, all of it
        table = tavern._rebuild(first)   # (raised "1 actions stored but 0 recorded" when the reads were apart)
        assert table.steps == 0
        monkeypatch.undo()
        later = store.load(table_id)
        assert later.table.steps == len(later.actions) == 1   # and the move is there for the next read
    finally:
        store.delete(table_id)   # (leave a shared database as it was)


def test_commits_wait_for_the_disk_on_postgresql_unless_asked_not_to(sessions, monkeypatch) -> None:
    """PostgreSQL commits wait for the disk (nothing a player saw is lost); ``synchronous_commit`` off is opt-in."""
    engine = sessions.kw["bind"]
    if engine.dialect.name != "postgresql":
        pytest.skip("a PostgreSQL setting")
    with engine.connect() as c:
        assert c.exec_driver_sql("SHOW synchronous_commit").scalar() == "on"
    monkeypatch.setenv("INNKEEPER_SYNCHRONOUS_COMMIT", "off")
    waiting = open_database(engine.url.render_as_string(hide_password=False))
    try:
        with waiting.kw["bind"].connect() as c:
            assert c.exec_driver_sql("SHOW synchronous_commit").scalar() == "off"
    finally:
        waiting.kw["bind"].dispose()
