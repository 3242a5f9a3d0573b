"""The served loop is watched, and never waits for a worker process to start (issue 16: no stall).

A stall is logged with what the loop was doing.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from innkeeper.web import thinking
from innkeeper.web.db import open_database
from innkeeper.web.tables import Tavern
from innkeeper.web.watch import LoopWatch


def test_a_stall_is_logged_with_the_loop_threads_stack(caplog) -> None:
    """A callback that holds the loop 0.4 s is reported: how long, the loop thread's CPU, and where it was."""
    def held_up() -> None:
        time.sleep(0.4)   # (off the CPU: the watch says the loop thread was not computing)

    async def run() -> LoopWatch:
        watch = LoopWatch(stall=0.2, every=0.02)
        watch.start()
        await asyncio.sleep(0.1)
        held_up()
        await asyncio.sleep(0.1)
        watch.stop()
        return watch

    with caplog.at_level(logging.WARNING, logger="innkeeper.web"):
        watch = asyncio.run(run())
    assert len(watch.stalls) == 1, list(watch.stalls)
    stall = watch.stalls[0]
    assert 350 <= stall["ms"] and stall["loop_cpu_ms"] < 200
    assert "held_up" in stall["stack"] and "test_watch.py" in stall["stack"]
    assert "event loop stalled" in caplog.text and "held_up" in caplog.text


def test_a_pool_of_workers_is_started_off_the_loop(tmp_path, monkeypatch) -> None:
    """Starting a worker process makes its caller wait until it runs (2.7 s under load, once): the loop never does,
    and other work goes on meanwhile."""
    loop_thread: list[int] = []
    made_in: list[int] = []

    def slow_pool(workers: int, niceness: int = 0) -> ThreadPoolExecutor:
        made_in.append(threading.get_ident())
        time.sleep(0.5)   # (a forkserver starting)
        return ThreadPoolExecutor(workers)

    monkeypatch.setattr(thinking, "pool", slow_pool)
    sessions = open_database(f"sqlite:///{tmp_path}/pools.db")

    async def run() -> int:
        loop_thread.append(threading.get_ident())
        tavern = Tavern(sessions, bot_delay=3600)
        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticking = asyncio.create_task(tick())
        first, second = await asyncio.gather(tavern._in_pool("bots", thinking.ready),
                                             tavern._in_pool("bots", thinking.ready))
        ticking.cancel()
        assert first == second   # (one pool, started once, for both)
        await tavern.close()
        return ticks

    try:
        ticks = asyncio.run(run())
    finally:
        sessions.kw["bind"].dispose()
    assert len(made_in) == 1 and made_in[0] != loop_thread[0]   # (before: made on the loop, which stood still)
    assert ticks >= 10
