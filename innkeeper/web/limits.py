"""Rate limits: how often one client may open tables or sockets (a sliding window per address)."""

from __future__ import annotations

import time
from collections import deque


class RateLimit:
    """At most ``count`` events per ``seconds`` for each key (a client's address)."""

    def __init__(self, count: int, seconds: float):
        self.count = count
        self.seconds = seconds
        self.events: dict[str, deque[float]] = {}

    def wait(self, key: str) -> float:
        """Record an event for ``key`` and return 0, or the seconds to wait if it is over its limit (not recorded)."""
        now = time.monotonic()
        times = self.events.setdefault(key, deque())
        while times and now - times[0] >= self.seconds:
            times.popleft()
        if len(times) >= self.count:
            return max(0.1, self.seconds - (now - times[0]))
        times.append(now)
        if len(self.events) > 10_000:   # forget addresses whose windows are over
            self.events = {k: v for k, v in self.events.items() if v and now - v[-1] < self.seconds}
        return 0.0
