"""A live table holds only its newest events (issue 16, memory flat), yet a hello gets its whole log.

The standings still count every action, and a restart or a finished table read back decodes only what it holds.
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from innkeeper.web import messages, tables
from innkeeper.web.db import open_database
from innkeeper.web.protocol import NewTable
from innkeeper.web.tables import EventLog, Tavern

THREE = [{"kind": "human", "character": c} for c in ("deirdre", "gerki", "zot")]
KEEP_EVENTS, KEEP_ACTIONS = 12, 30   # far fewer than a hello's 200 lines: its log must come from the database


@pytest.fixture
def small_log(monkeypatch) -> None:
    """Tables hold the newest few actions only."""
    monkeypatch.setattr(EventLog, "KEEP_EVENTS", KEEP_EVENTS)
    monkeypatch.setattr(EventLog, "KEEP_ACTIONS", KEEP_ACTIONS)


def stored_events(tavern: Tavern, table_id: str) -> list[list]:
    """Every stored action's events, oldest first (what an unbounded log would have held)."""
    return [[tables._event(e) for e in json.loads(text)] for _step, text in tavern.store.actions_upto(table_id, 10**9)]


def expected_hello_log(events: list[list], seat: int | None) -> list[dict]:
    """The newest ``LOG_ON_HELLO`` lines of the whole game, as ``seat`` reads them."""
    lines = [{"kind": "start", "text": "The game begins."}]
    for chunk in events:
        lines += messages.log_lines(chunk, seat)
    return lines[-messages.LOG_ON_HELLO:]


def expected_tally(events: list[list]) -> tuple:
    """Turns, who went out when, how it ended: counted over every stored event."""
    tally = tables.Tally()
    for step, chunk in enumerate(events, 1):
        tally.add(step, ((e.kind, e.data) for e in chunk))
    return tally.turns, tally.out_at, tally.ended


async def hello_log(tavern: Tavern, table, token: str | None) -> list[dict]:
    """The log a new connection's first frame carries."""
    conn = tavern.hello(table, token)
    await tavern.arrived(table, conn)
    frame = conn.queue.get_nowait()
    tavern.leave(table, conn)
    return frame["log"]


async def restarted(tavern: Tavern, sessions, table_id: str, monkeypatch) -> tuple[Tavern, tables.Table, int]:
    """The server stopped and started again: the new one, the table, and how many events it decoded to rebuild."""
    await tavern.close()
    decoded: list[dict] = []
    original = tables._event

    def counted(data: dict):
        decoded.append(data)
        return original(data)

    with monkeypatch.context() as patch:
        patch.setattr(tables, "_event", counted)
        tavern = Tavern(sessions, bot_delay=3600, seed_secret=b"held")
        await tavern.open()
    return tavern, tavern.tables[table_id], len(decoded)


def test_a_live_table_holds_its_newest_events_and_a_hello_still_gets_its_whole_log(tmp_path, small_log,
                                                                                   monkeypatch) -> None:
    """Over a whole game, the table never holds more than ``KEEP_ACTIONS`` actions' texts, yet every hello (a seat's,
    a spectator's), before and after a restart and once the game is over, gets exactly the newest 200 lines of the
    whole log, and the standings count every action; a restart decodes only the events it holds."""
    sessions = open_database(f"sqlite:///{tmp_path}/held.db")
    chooser = random.Random(3)

    async def play() -> None:
        tavern = Tavern(sessions, bot_delay=3600, seed_secret=b"held")
        made = await tavern.create(NewTable(seats=THREE, seed=11))
        token = made["seats"][1]["token"]
        for seat in made["seats"]:
            await tavern.join(made["id"], seat["token"], "Ann")
        await tavern.start(made["id"], made["host_token"])
        table = tavern.tables[made["id"]]
        held_most = 0
        while not table.game.is_over:
            legal = table.game.legal_actions()
            assert await tavern.act(table, table.game.current_player,
                                    {"choice": chooser.randrange(len(legal)), "seq": table.steps}) is None
            held_most = max(held_most, len(table.events._chunks))
            if table.steps == 150:   # midway: a hello, the standings, then a restart
                everything = stored_events(tavern, table.id)
                assert await hello_log(tavern, table, token) == expected_hello_log(everything, 1)
                assert await hello_log(tavern, table, None) == expected_hello_log(everything, None)
                live = await tavern.tally(table)
                assert (live.turns, live.out_at, live.ended) == expected_tally(everything)
                tavern, table, decoded = await restarted(tavern, sessions, table.id, monkeypatch)
                assert table.steps == 150 and table.tally is None
                assert decoded == sum(len(c) for c in everything[-EventLog.RECENT:])   # only what it keeps
                assert await hello_log(tavern, table, token) == expected_hello_log(everything, 1)
                rebuilt = await tavern.tally(table)
                assert (rebuilt.turns, rebuilt.out_at, rebuilt.ended) == expected_tally(everything)
        assert table.steps > 4 * KEEP_ACTIONS
        assert held_most <= KEEP_ACTIONS   # (before: every action's text, to the end of the game)
        everything = stored_events(tavern, table.id)
        assert await hello_log(tavern, table, None) == expected_hello_log(everything, None)
        final = await tavern.tally(table)   # (counted as it played since the rebuild's count)
        assert (final.turns, final.out_at, final.ended) == expected_tally(everything) and final.ended
        await tavern.close()

        tavern = Tavern(sessions, bot_delay=3600, seed_secret=b"held")   # the finished table, read back
        await tavern.open()
        assert made["id"] not in tavern.tables
        table = await tavern.find(made["id"])
        assert table.game.is_over and table.steps == len(everything)
        assert len(table.events._chunks) <= KEEP_ACTIONS
        assert await hello_log(tavern, table, token) == expected_hello_log(everything, 1)
        again = await tavern.tally(table)
        assert (again.turns, again.out_at, again.ended) == expected_tally(everything)
        await tavern.close()

    try:
        asyncio.run(play())
    finally:
        sessions.kw["bind"].dispose()


def test_the_held_log_keeps_a_hellos_lines_without_the_database() -> None:
    """With the real bounds, the held actions cover a hello's 200 lines on their own (no read): the newest actions
    until they hold 200 events, at most 400 actions, the newest 8 decoded."""
    log = EventLog()
    sizes = [0, 1, 3, 0, 2, 1, 5, 0, 0, 1] * 60   # events per action (some actions cause none)
    texts = [json.dumps([{"kind": "say", "text": f"{i}.{j}"} for j in range(n)]) for i, n in enumerate(sizes)]
    for text in texts:
        log.append([tables._event(e) for e in json.loads(text)], text)
        held = log._chunks
        assert sum(c[2] for c in held) - held[0][2] < EventLog.KEEP_EVENTS or len(held) == 1   # none held in vain
        assert len(held) <= EventLog.KEEP_ACTIONS
        assert all((c[0] is not None) == (i >= len(held) - EventLog.RECENT) for i, c in enumerate(held))
    assert len(log) == len(sizes) and log.covers(messages.LOG_ON_HELLO)
    assert [s for s, _ in log.newest(len(sizes) - 3)] == [len(sizes), len(sizes) - 1, len(sizes) - 2]
    restored = EventLog.restored(list(enumerate(texts, 1)), len(texts))
    assert restored.first == log.first and restored.texts() == log.texts()
