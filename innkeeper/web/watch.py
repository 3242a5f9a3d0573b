"""Watching the server's event loop: when it stalls, what it was doing, and what the collector and commits did.

A task ticks every ``EVERY`` seconds; a watcher thread that finds no tick for ``STALL`` seconds takes the loop
thread's stack then (the code that holds the loop), and when the loop ticks again one warning line names the
stall: how long, how much of it the loop thread spent on the CPU (little: the process waited for a core, or
for the interpreter lock), the garbage collections and slow commits that overlapped it, and that stack.
Commits slower than ``STALL`` are logged too (a person's act waits for its commit, though the loop does not).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
import threading
import time
import traceback
from collections import deque

log = logging.getLogger("innkeeper.web")

EVERY = 0.05   # seconds between the loop's ticks
STALL = 0.25   # seconds without a tick that make a stall


class LoopWatch:
    """The watch of one server's loop (``start`` on the loop, ``stop`` at the end); ``stalls`` keeps the newest."""

    def __init__(self, stall: float = STALL, every: float = EVERY):
        self.stall, self.every = stall, every
        self.stalls: deque[dict] = deque(maxlen=100)
        self._collections: deque[tuple[float, float, int]] = deque(maxlen=50)   # (ended, seconds, generation)
        self._commits: deque[tuple[float, float, int]] = deque(maxlen=50)       # slow ones: (ended, seconds, size)
        self._gc_began = 0.0
        self._tick = time.monotonic()
        self._stack: str | None = None
        self._loop_thread = 0
        self._task: asyncio.Task | None = None
        self._stop = threading.Event()

    def start(self) -> None:
        """Begin watching the running loop."""
        self._loop_thread = threading.get_ident()
        self._tick = time.monotonic()
        gc.callbacks.append(self._gc)
        self._task = asyncio.get_running_loop().create_task(self._ticks())
        threading.Thread(target=self._watch, name="innkeeper-loop-watch", daemon=True).start()

    def stop(self) -> None:
        """Stop watching."""
        self._stop.set()
        if self._task is not None:
            self._task.cancel()
        if self._gc in gc.callbacks:
            gc.callbacks.remove(self._gc)

    def commit(self, began: float, size: int) -> None:
        """A commit of ``size`` decisions that began at ``began`` (``time.monotonic``) has ended; a slow one is kept
        and logged."""
        ended = time.monotonic()
        if ended - began >= self.stall:
            self._commits.append((ended, ended - began, size))
            log.warning("a commit of %d decision(s) took %.0f ms, until %s", size, (ended - began) * 1000,
                        clock(time.time()))

    def _gc(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._gc_began = time.perf_counter()
        elif info.get("generation", 0) >= 1:
            took = time.perf_counter() - self._gc_began
            if took >= 0.01:
                self._collections.append((time.monotonic(), took, info["generation"]))

    def _watch(self) -> None:
        """(The watcher thread) take the loop thread's stack once each time it goes ``stall`` without a tick."""
        while not self._stop.wait(self.every):
            if self._stack is None and time.monotonic() - self._tick > self.stall:
                frame = sys._current_frames().get(self._loop_thread)
                if frame is not None:
                    self._stack = " <- ".join(f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno} {f.name}" for f in
                                              reversed(traceback.extract_stack(frame, limit=12)))

    async def _ticks(self) -> None:
        loop_cpu = time.thread_time()
        while True:
            await asyncio.sleep(self.every)
            now, cpu = time.monotonic(), time.thread_time()
            gap = now - self._tick
            if gap - self.every >= self.stall:
                self._report(now, gap, cpu - loop_cpu)
            self._tick, loop_cpu, self._stack = now, cpu, None

    def _report(self, now: float, gap: float, cpu: float) -> None:
        began = now - gap
        collections = [(round(s * 1000), g) for ended, s, g in self._collections if ended >= began]
        commits = [(round(s * 1000), n) for ended, s, n in self._commits if ended >= began]
        stall = {"at": time.time() - (time.monotonic() - began), "ms": round(gap * 1000),
                 "loop_cpu_ms": round(cpu * 1000), "gc": collections, "commits": commits, "stack": self._stack}
        self.stalls.append(stall)
        log.warning("event loop stalled %d ms from %s (loop thread on the CPU %d ms; collections (ms, generation) "
                    "%s; slow commits (ms, decisions) %s); it was at: %s", stall["ms"],
                    clock(stall["at"]),
                    stall["loop_cpu_ms"], collections or "none", commits or "none", self._stack or "(no stack taken)")


def clock(at: float) -> str:
    """A ``time.time()`` as the local time of day, to the millisecond (HH:MM:SS.mmm)."""
    return time.strftime("%H:%M:%S", time.localtime(at)) + f".{int(at * 1000) % 1000:03d}"
