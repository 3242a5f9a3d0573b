"""Tables at the Inn: each live game with its people, bots, timer and connections, kept saved.

The ``Tavern`` owns every unfinished table. A decision (from a person's WebSocket, a bot or the
timer) is checked, applied to the table's ``Game``, written to the database, and only then pushed to
every connection, each seeing only what its seat may know (``messages``). On start the Tavern
rebuilds every unfinished game from its newest snapshot and action log.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import logging
import random
import re
import secrets
import time
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import chain

import innkeeper
from innkeeper.bots import SeatView, make_bot
from innkeeper.content import load_content
from innkeeper.engine import Action, Event, Game, IllegalAction

from . import messages, thinking, tokens
from .db import SeatRecord, TableRecord
from .protocol import DEFAULT_BOT, NewTable, check_table
from .store import Decision, Saved, Store
from .tally import Tally
from .watch import LoopWatch

log = logging.getLogger("innkeeper.web")

SNAPSHOT_EVERY = 25
RETRY_AFTER = 2.0       # seconds before a bot or the timer tries again when a move could not be stored
FINISHED_KEPT = 60.0    # seconds a finished table stays in memory (again while someone watches it)
GOLDEN = 0x9E3779B97F4A7C15
OPEN_IDLE = 6 * 3600.0  # seconds an open (unstarted) table with nobody connected is kept
SWEEP_EVERY = 1.0      # seconds between looks for idle open tables
MAX_OPEN = 1000        # open tables at once (the lobby stays small)
CLOSE_GONE = 4410      # the close code sockets of a closed table get
SEND_QUEUE = 64        # frames a connection may fall behind before it is dropped (it may reconnect)
CLOSE_SLOW = 1008      # the close code a dropped slow reader gets
MAX_REPLAYS = 8        # replays waiting for their worker at once (more: 503, try again)
BOT_SLOTS = 8          # bot moves (of any tables) the loop applies, stores and sends at once
READ_THREADS = 2       # threads reading the database (commits have their own one)
TABLE_ID = re.compile(r"[A-Za-z0-9]{1,24}")   # what ``create`` makes; anything else is no table at all


class TableError(Exception):
    """A request the table refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass
class Seat:
    """One seat: a person or a bot, its character and, for a person, the hash of its secret token."""

    seat: int
    kind: str
    bot: str | None = None
    character: str | None = None
    name: str | None = None
    token_hash: str | None = None
    joined: bool = False

    @property
    def conceded(self) -> bool:
        """A person sat here and handed the seat to a bot (the bot keeps their name)."""
        return self.kind == "bot" and self.name is not None


@dataclass(eq=False)
class Connection:
    """One WebSocket: the seat it speaks for (None: a spectator) and its outgoing queue."""

    seat: int | None
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    sent_step: int = -1   # the step whose log lines it has had (-1: nothing yet)
    greeted: bool = False  # it has had its first frame (broadcasts pass it by until then)
    dropped: bool = False  # it fell too far behind: told so, and closed
    conceded: int | None = None   # a person who conceded this seat, watching as a spectator

    def push(self, frame: dict | str | None) -> None:
        """Queue a frame (or its JSON text; None: close); one ``SEND_QUEUE`` frames behind is dropped, with a reason."""
        if self.dropped:
            return
        if frame is not None and self.queue.qsize() >= SEND_QUEUE:
            self.dropped = True
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(messages.error_frame(
                "too_slow", f"this connection fell {SEND_QUEUE} frames behind and is closed; reconnect to go on"))
            self.queue.put_nowait(CLOSE_SLOW)
            return
        self.queue.put_nowait(frame)


def mixed_seed(chosen: int | None, secret: bytes) -> int:
    """A game seed from the server's fresh ``secret`` and the host's chosen seed: no seat can work it out."""
    digest = hashlib.blake2b(secret + str(chosen).encode(), digest_size=8, person=b"innkeeper-seed").digest()
    return int.from_bytes(digest, "big") % 2**63


def bot_seed(seed: int, seat: int, step: int) -> int:
    """A bot's generator seed for one decision: a pure function of the table, so a rebuilt game goes on alike."""
    return (seed * 31 + seat * GOLDEN + step * 1_000_003) % 2**63


class EventLog:
    """What a table's newest actions caused: enough for a new connection's log, and no more.

    It holds the newest actions until they hold ``KEEP_EVENTS`` events (the log a hello gets, one line an event),
    at most ``KEEP_ACTIONS`` of them: the newest ``RECENT`` decoded (broadcasts read them), older ones as their
    stored JSON text (one object the garbage collector never scans). Older actions are only in the database,
    where the rare reader (a hello the held ones do not cover, the standings of a rebuilt table) reads them.
    """

    RECENT = 8                                  # actions whose events stay decoded
    KEEP_EVENTS = messages.LOG_ON_HELLO         # events the held actions cover (when the game has had them)
    KEEP_ACTIONS = 2 * messages.LOG_ON_HELLO    # actions held at most, however few events they caused

    def __init__(self, first: int = 1) -> None:
        self.first = first   # the step of the oldest action held (steps count from 1)
        self._chunks: deque[list] = deque()   # from ``first`` on: [events or None, stored text, number of events]
        self._held = 0       # events in the held actions

    def append(self, events: list[Event], text: str) -> None:
        """Add what the next action caused (``text``: the same events as stored); forget what is no longer needed."""
        self._add(events, text, len(events))
        if len(self._chunks) > self.RECENT:
            self._chunks[-1 - self.RECENT][0] = None
        while len(self._chunks) > 1 and (len(self._chunks) > self.KEEP_ACTIONS
                                         or self._held - self._chunks[0][2] >= self.KEEP_EVENTS):
            self._held -= self._chunks.popleft()[2]
            self.first += 1

    def _add(self, events: list[Event] | None, text: str, count: int) -> None:
        self._chunks.append([events, text, count])
        self._held += count

    @classmethod
    def restored(cls, rows: list[tuple[int, str]], steps: int) -> EventLog:
        """The log a live table would hold after ``steps`` actions, from its newest stored ones ``(step, events
        JSON)``, oldest first: only those it keeps are decoded (the newest ``RECENT`` into events, others counted)."""
        kept: list[tuple[list[Event] | None, str, int]] = []
        held = 0
        for _step, text in reversed(rows):
            if kept and (len(kept) >= cls.KEEP_ACTIONS or held >= cls.KEEP_EVENTS):
                break
            data = json.loads(text)
            kept.append(([_event(e) for e in data] if len(kept) < cls.RECENT else None, text, len(data)))
            held += len(data)
        log = cls(first=steps - len(kept) + 1)
        for events, text, count in reversed(kept):
            log._add(events, text, count)
        return log

    def __len__(self) -> int:
        """Every action of the game so far (held or not)."""
        return self.first - 1 + len(self._chunks)

    def covers(self, lines: int) -> bool:
        """Whether the held actions give a hello's newest ``lines`` log lines (or the whole log)."""
        return self.first == 1 or self._held >= lines

    def newest(self, after: int = 0) -> Iterator[tuple[int, list[Event]]]:
        """``(step, events)`` of the held actions after step ``after``, newest first."""
        step = len(self)
        for events, text, _count in reversed(self._chunks):
            if step <= after:
                return
            yield step, events if events is not None else [_event(e) for e in json.loads(text)]
            step -= 1

    def texts(self) -> list[str]:
        """The stored texts of the held actions, oldest first (tests look)."""
        return [text for _events, text, _count in self._chunks]


class Table:
    """A live table."""

    def __init__(self, record: TableRecord, seats: list[Seat]):
        self.id = record.id
        self.name = record.name
        self.status = record.status
        self.config: dict = json.loads(record.config)
        self.host_hash = record.host_hash
        self.created_at = record.created_at
        self.seats = seats
        self.game: Game | None = None
        self.steps = 0
        self.events = EventLog()   # what the newest actions caused (the older ones are only in the database)
        self.tally: Tally | None = None   # the standings' count of every action so far (None: not counted yet)
        self.connections: set[Connection] = set()
        self.lock = asyncio.Lock()
        self.task: asyncio.Task | None = None
        self.deadline_at: float | None = None
        self.winners: list[int] = []
        self.retired = False   # a finished table is scheduled to leave memory
        self.touched = time.monotonic()   # the last join, connection or disconnection

    @property
    def options(self) -> dict:
        """The table options."""
        return self.config["options"]

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token speaks for, or None."""
        return self._seat_for(token, conceded=False)

    def person_seat(self, token: str | None) -> int | None:
        """The seat a person sat at with this token, conceded seats included (a bot keeps a conceded seat's name)."""
        return self._seat_for(token, conceded=True)

    def _seat_for(self, token: str | None, conceded: bool) -> int | None:
        """``seat_of``, or with ``conceded`` also a seat its person handed to a bot."""
        if not token or not isinstance(token, str):
            return None
        for s in self.seats:
            person = s.kind == "human" or (conceded and s.conceded)
            if person and tokens.matches(s.token_hash, token):
                return s.seat
        return None

    def public(self, content) -> dict:
        """What anyone may know about the table (no tokens, no seed)."""
        connected = {c.seat for c in self.connections}
        seats = []
        for s in self.seats:
            character = s.character
            seats.append({
                "seat": s.seat, "kind": s.kind, "bot": s.bot, "character": character,
                "character_name": content.characters[character].name if character else None,
                "name": s.name, "joined": s.joined, "connected": s.seat in connected,
            })
        return {"id": self.id, "name": self.name, "status": self.status,
                "options": dict(self.options), "seats": seats, "winners": list(self.winners),
                "steps": self.steps, "created_at": self.created_at.isoformat() if self.created_at else None}

    def log_since(self, step: int, seat: int | None, limit: int | None = None,
                  older: Iterable[tuple[int, list[Event]]] = ()) -> list[dict]:
        """Log lines of the actions after ``step``, as ``seat`` may read them: at most the newest ``limit`` lines.

        ``older``: ``(step, events)`` of actions before the held ones, newest first (read from the database for a
        hello the held ones do not cover)."""
        start = max(step, 0)
        chunks: list[list[dict]] = []
        count = 0
        before = len(self.events) + 1   # the oldest step read so far
        for i, events in chain(self.events.newest(start), older):   # newest first: a limit reads only what it keeps
            if i >= before or i <= start:
                continue
            if limit is not None and count >= limit:
                break
            chunks.append(messages.log_lines(events, seat))
            count += len(chunks[-1])
            before = i
        else:
            if step < 0 and self.game is not None and before == 1:
                chunks.append([{"kind": "start", "text": "The game begins."}])
        lines = [line for chunk in reversed(chunks) for line in chunk]
        if limit is not None:
            lines = lines[-limit:]
        return lines

    def deciding_bot(self) -> int | None:
        """The seat of the bot that must decide now, if it is a bot's decision."""
        if self.game is None or self.game.is_over:
            return None
        seat = self.game.current_player
        return seat if self.seats[seat].kind == "bot" else None


class GroupCommit:
    """Decisions from many tables written together: one transaction for all that are waiting.

    Each caller's ``write`` returns only once its decision is committed (or raises), so nothing is
    acknowledged before it is stored; under load one commit serves every table that moved meanwhile.
    """

    def __init__(self, tavern: Tavern):
        self.tavern = tavern
        self.pending: list[tuple[Decision, asyncio.Future]] = []
        self.task: asyncio.Task | None = None

    async def write(self, decision: Decision) -> None:
        """Store one decision; returns once it is committed."""
        done = asyncio.get_running_loop().create_future()
        self.pending.append((decision, done))
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self._flush())
        await done

    async def _flush(self) -> None:
        """Commit what is waiting, batch after batch; a failed batch is retried one decision at a time."""
        store = self.tavern.store
        while self.pending:
            batch, self.pending = self.pending, []
            try:
                began = time.monotonic()
                await self.tavern.db(store.add_actions, [d for d, _ in batch])
                if self.tavern.watch is not None:
                    self.tavern.watch.commit(began, len(batch))
                outcomes = [None] * len(batch)
            except Exception:
                outcomes = []
                for decision, _ in batch:
                    try:
                        await self.tavern.db(store.add_actions, [decision])
                        outcomes.append(None)
                    except Exception as exc:
                        outcomes.append(exc)
            for (_, done), failure in zip(batch, outcomes, strict=True):
                if done.done():
                    continue
                if failure is None:
                    done.set_result(None)
                else:
                    done.set_exception(failure)


class Tavern:
    """Every table, the database behind them, and the rules of who may do what."""

    def __init__(self, sessions, bot_delay: float = 1.0, snapshot_every: int = SNAPSHOT_EVERY,
                 seed_secret: bytes | None = None, watch: bool = False):
        self.store = Store(sessions)
        # None: fresh randomness for each table; a fixed secret (tests, research) makes a chosen seed repeatable
        self.seed_secret = seed_secret
        self.bot_delay = bot_delay
        self.snapshot_every = snapshot_every
        self.content = load_content()
        self.tables: dict[str, Table] = {}
        self._db = ThreadPoolExecutor(max_workers=1, thread_name_prefix="innkeeper-db")   # writes, in order
        self._reads = ThreadPoolExecutor(max_workers=READ_THREADS, thread_name_prefix="innkeeper-read")
        self._pools: dict[str, object] = {}   # "bots" and "replays": worker processes, made when first needed
        self._starting: dict[str, asyncio.Future] = {}   # pools being started (on a thread)
        self.closed = False
        self._replays_waiting = 0
        self.people_acting = 0                # people's acts being served: bots wait until it is 0
        self.people_clear = asyncio.Event()
        self.people_clear.set()
        self.bot_slots = asyncio.Semaphore(BOT_SLOTS)   # bot moves being applied, stored and sent at once
        self.thinkers: set[int] = set()       # the processes that thought for bots (tests look)
        self.frames_made = 0                  # state frames made by broadcasts (tests look)
        self.writes = GroupCommit(self)
        self.open_idle = OPEN_IDLE
        self.max_open = MAX_OPEN
        self._sweeper: asyncio.Task | None = None
        self.watch = LoopWatch() if watch else None   # (the served process) stalls of the loop, logged

    # ----- life cycle ------------------------------------------------------------------------

    async def db(self, fn, *args, **kwargs):
        """Run a database write on the database thread (one at a time, in order)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._db, lambda: fn(*args, **kwargs))

    async def read(self, fn, *args, **kwargs):
        """Run a database read on a reading thread: never queued behind commits."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._reads, lambda: fn(*args, **kwargs))

    async def _in_pool(self, name: str, fn, *args):
        """Run ``fn`` in the named pool of worker processes (made again if a worker died)."""
        from concurrent.futures.process import BrokenProcessPool

        pool = self._pools.get(name)
        if pool is None:
            starting = self._starting.get(name)
            if starting is None:
                starting = self._starting[name] = asyncio.ensure_future(asyncio.to_thread(self._new_pool, name))
                starting.add_done_callback(lambda done: self._started(name, done))
            pool = await asyncio.shield(starting)
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, fn, *args)
        except BrokenProcessPool:
            if self._pools.get(name) is pool:
                del self._pools[name]
            raise

    def _new_pool(self, name: str):
        """(On a thread) the named pool with its workers running: starting a process makes its caller wait until
        the process runs (seconds under load when the forkserver itself starts), so never on the loop, where a
        bot's first move had stalled every table for 2.7 s."""
        workers = thinking.BOT_WORKERS if name == "bots" else thinking.REPLAY_WORKERS
        pool = thinking.pool(workers, thinking.NICENESS.get(name, 0))
        for started in [pool.submit(thinking.ready) for _ in range(workers)]:   # (each starts one worker)
            started.result()
        if self.closed:   # (the server closed meanwhile)
            _end_pools([pool])
            raise RuntimeError("the server has closed")
        return pool

    def _started(self, name: str, done: asyncio.Future) -> None:
        """A pool started: it serves from now on (or, if the server closed meanwhile, it ends at once)."""
        self._starting.pop(name, None)
        if done.cancelled() or done.exception() is not None:
            return
        if self.closed:
            _end_pools([done.result()])
        else:
            self._pools[name] = done.result()

    async def open(self) -> None:
        """Reload every unfinished table and set its bots and timers going."""
        for saved in await self.db(self.store.unfinished, EventLog.KEEP_ACTIONS):
            try:
                table = self._rebuild(saved)
            except Exception as exc:  # one damaged table must not keep the others closed
                log.error("table %s could not be rebuilt and stays closed: %s", saved.table.id, exc)
                continue
            self.tables[table.id] = table
            self._drive(table)
        self._sweeper = asyncio.create_task(self._sweep())
        if self.watch is not None:
            self.watch.start()

    async def close(self) -> None:
        """Stop every bot and timer (the database already holds everything)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.watch is not None:
            self.watch.stop()
        for table in self.tables.values():
            if table.task is not None:
                table.task.cancel()
            for conn in list(table.connections):
                conn.push(None)
        self._db.shutdown(wait=True)
        self._reads.shutdown(wait=True)
        self.closed = True
        _end_pools(list(self._pools.values()))
        self._pools.clear()

    def _rebuild(self, saved: Saved) -> Table:
        """A live table from its records: the newest snapshot, then the actions after it, replayed; of the stored
        events only those a live table holds are decoded (``EventLog.restored``)."""
        record = saved.table
        seats = _seats(saved, hashes=True)
        table = Table(record, seats)
        table.winners = json.loads(record.winners)
        if record.status == "open":
            return table
        if saved.snapshot is None:
            raise RuntimeError(f"table {record.id} is playing but has no snapshot")
        steps = [row.step for row in saved.actions]
        since = steps[0] - 1 if steps else record.steps
        if steps != list(range(since + 1, record.steps + 1)) or since > saved.snapshot.step:
            raise RuntimeError(f"table {record.id}: {record.steps} actions recorded, but actions "
                               f"{steps[:1]}..{steps[-1:]} stored after the snapshot of step {saved.snapshot.step}")
        game = Game.from_json(saved.snapshot.state)
        for row in saved.actions:
            if row.step > saved.snapshot.step:
                game.apply(Action.from_json(json.loads(row.action)))
        table.events = EventLog.restored([(row.step, row.events) for row in saved.actions], record.steps)
        table.game = game
        table.steps = record.steps
        return table

    # ----- tables ----------------------------------------------------------------------------

    async def create(self, body: NewTable) -> dict:
        """Open a new table; the answer holds the host's token and every person's join link."""
        try:
            check_table(body, self.content)
        except ValueError as exc:
            raise TableError(400, str(exc)) from None
        try:
            bar = innkeeper.bar_deck_choice(self.content, body.bar_deck)
        except ValueError as exc:
            raise TableError(422, f"bar_deck: {exc}") from None
        if sum(t.status == "open" for t in self.tables.values()) >= self.max_open:
            raise TableError(429, f"{self.max_open} tables are open already; join one, or try again later")
        table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        seats = []
        for i, spec in enumerate(body.seats):
            human = spec.kind == "human"
            seats.append(Seat(i, spec.kind, None if human else (spec.bot or DEFAULT_BOT), spec.character,
                              (spec.name or None) if human else None,
                              None, False))
        config = {"options": {"ask_all": body.ask_all, "timer": body.timer, "last_call": body.last_call,
                              "drink_deck": body.drink_deck, **({"prizes": True} if body.prizes else {}),
                              **({"bar_deck": True if body.bar_deck is True else list(bar)} if bar else {})},
                  "seed": body.seed, "chosen": [s.character for s in body.seats]}
        name = (body.name or "").strip() or f"Table {table_id}"
        host = tokens.new_token()   # handed out here once; only its hash is kept
        for s in seats:
            if s.kind == "human":
                s.token_hash = tokens.token_hash(tokens.seat_token(host, table_id, s.seat))
        record = TableRecord(id=table_id, name=name, status="open", config=json.dumps(config),
                             host_hash=tokens.token_hash(host), steps=0, winners="[]")
        rows = [SeatRecord(table_id=table_id, seat=s.seat, kind=s.kind, bot=s.bot, character=s.character,
                           name=s.name, token_hash=s.token_hash, joined=s.joined) for s in seats]
        await self.db(self.store.add_table, record, rows)
        table = Table(record, seats)
        self.tables[table_id] = table
        return {"id": table_id, "host_token": host, "host_url": f"/table/{table_id}#host={host}",
                "seats": self.links(table, host), "table": table.public(self.content)}

    def links(self, table: Table, host: str) -> list[dict]:
        """Each seat's secret join link, made again from the host's token (the server keeps only hashes)."""
        out = []
        for s in table.seats:
            entry: dict = {"seat": s.seat, "kind": s.kind}
            if s.token_hash:
                token = tokens.seat_token(host, table.id, s.seat)
                if tokens.matches(s.token_hash, token):
                    entry["token"] = token
                    entry["url"] = f"/table/{table.id}#token={token}"
                else:   # a link handed out before tokens were derived from the host's (revision 0002)
                    entry["note"] = "this link was made before tokens were stored hashed; it cannot be shown again"
            out.append(entry)
        return out

    def get(self, table_id: str) -> Table:
        """A live table, or 404."""
        table = self.tables.get(table_id) if TABLE_ID.fullmatch(table_id) else None
        if table is None:
            raise TableError(404, f"no open or playing table {table_id!r}")
        return table

    def check_host(self, table: Table, host: str) -> None:
        """Refuse anyone but the host."""
        if not tokens.matches(table.host_hash, host):
            raise TableError(403, "only the table's host may do that (wrong host token)")

    async def lobby(self, status: str | None = None) -> list[dict]:
        """Open and playing tables, newest first; or finished ones."""
        if status == "finished":
            return [self._stored_public(saved) for saved in await self.read(self.store.finished)]
        tables = sorted(self.tables.values(), key=lambda t: t.created_at, reverse=True)
        wanted = ("open", "playing") if status is None else (status,)
        return [t.public(self.content) for t in tables if t.status in wanted]

    async def describe(self, table_id: str) -> dict:
        """A table's public description, live or finished."""
        table = self.tables.get(table_id)
        if table is not None:
            return table.public(self.content)
        saved = await self.read(self.store.head, table_id) if TABLE_ID.fullmatch(table_id) else None
        if saved is None:
            raise TableError(404, f"no table {table_id!r}")
        return self._stored_public(saved)

    def _stored_public(self, saved: Saved) -> dict:
        """A stored table's public description."""
        table = Table(saved.table, _seats(saved, hashes=False))
        table.winners = json.loads(saved.table.winners)
        table.steps = saved.table.steps
        return table.public(self.content)

    async def join(self, table_id: str, token: str, name: str | None) -> int:
        """A person takes their seat (and gives their name)."""
        table = self.get(table_id)
        seat = table.seat_of(token)
        if seat is None:
            raise TableError(403, "that join link is not for this table (unknown seat token)")
        async with table.lock:
            if table.status != "open":
                raise TableError(409, f"the game at table {table.id} has already {_started(table.status)}; "
                                      "seats are taken before the start")
            s = table.seats[seat]
            new_name = name.strip() if name is not None and name.strip() else s.name
            await self.db(self.store.update_seat, table.id, seat, joined=True, name=new_name)
            s.joined, s.name = True, new_name   # only once it is stored
            table.touched = time.monotonic()
        await self.broadcast(table, with_table=True)
        return seat

    async def start(self, table_id: str, host: str) -> dict:
        """The host starts the game: random characters are drawn, unjoined seats get bots."""
        table = self.get(table_id)
        self.check_host(table, host)
        async with table.lock:
            if table.status != "open":
                raise TableError(409, f"the game at table {table.id} has already started")
            config = dict(table.config)
            new_seats = [dataclasses.replace(s) for s in table.seats]   # memory changes only once stored
            for s in new_seats:
                if s.kind == "human" and not s.joined:
                    s.kind, s.bot, s.token_hash = "bot", DEFAULT_BOT, None   # its link no longer speaks for it
            chosen_seed = config.get("seed")
            if chosen_seed is not None and all(s.kind == "bot" for s in new_seats):
                seed = chosen_seed   # bots only: the chosen seed reproduces the game (for research)
            else:
                seed = mixed_seed(chosen_seed, self.seed_secret or secrets.token_bytes(32))
            rng = random.Random(seed)
            chosen = [s.character for s in new_seats]
            pool: list[str] = []
            for s in new_seats:
                if s.character is None:
                    if not pool:
                        pool = [c for c in self.content.characters if c not in chosen] or list(self.content.characters)
                        rng.shuffle(pool)
                    s.character = pool.pop()
                    chosen.append(s.character)
            options = table.options
            try:
                game = innkeeper.new_game([s.character for s in new_seats], seed=seed,
                                          ask_all=options["ask_all"], drink_deck=options["drink_deck"],
                                          last_call=options["last_call"], bar_deck=options.get("bar_deck", False),
                                          prizes=bool(options.get("prizes")))
            except ValueError as exc:
                raise TableError(400, str(exc)) from None
            config["seed"], config["chosen_seed"] = seed, chosen_seed
            seats = [{"seat": s.seat, "kind": s.kind, "bot": s.bot, "character": s.character,
                      "token_hash": s.token_hash}
                     for s in new_seats]
            await self.db(self.store.start, table.id, config, seats, game.to_json())
            table.seats = new_seats
            table.config = config
            table.game = game
            table.tally = Tally()
            table.status = "playing"
        self._drive(table)
        await self.broadcast(table, with_table=True)
        return table.public(self.content)

    async def close_table(self, table_id: str, host: str) -> None:
        """The host closes a table that has not started: it is forgotten, and its sockets are told."""
        table = self.get(table_id)
        self.check_host(table, host)
        if table.status != "open":
            raise TableError(409, f"the game at table {table.id} has {_started(table.status)}; "
                                  "only a table that has not started can be closed")
        await self._remove(table, "the host closed this table")

    async def _remove(self, table: Table, reason: str) -> None:
        """Delete an open table from the database, then from memory; its connections get ``reason`` and close."""
        async with table.lock:
            if table.status != "open":
                return
            await self.db(self.store.delete, table.id)
            table.status = "closed"
            if self.tables.get(table.id) is table:
                del self.tables[table.id]
        for conn in list(table.connections):
            conn.push(messages.error_frame("closed", reason))
            conn.queue.put_nowait(CLOSE_GONE)

    async def _sweep(self) -> None:
        """Forever: forget open tables nobody has touched for ``open_idle`` seconds and nobody watches."""
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            now = time.monotonic()
            for table in list(self.tables.values()):
                if table.status == "open" and not table.connections and now - table.touched > self.open_idle:
                    try:
                        await self._remove(table, "this table expired unstarted")
                    except Exception as exc:  # noqa: BLE001 - the database is out: try at the next sweep
                        log.warning("table %s could not expire: %r", table.id, exc)

    # ----- decisions -------------------------------------------------------------------------

    async def act(self, table: Table, seat: int | None, message: dict) -> dict | None:
        """A person's decision from their connection; an error frame when it is refused.

        While any person's act is being served, no bot of any table starts to apply a move: people go first.
        """
        if seat is None:
            return messages.error_frame("spectator", "spectators watch; they cannot act")
        self.people_acting += 1
        self.people_clear.clear()
        try:
            return await self._act(table, seat, message)
        finally:
            self.people_acting -= 1
            if self.people_acting == 0:
                self.people_clear.set()

    async def _act(self, table: Table, seat: int, message: dict) -> dict | None:
        """``act`` itself."""
        async with table.lock:
            game = table.game
            if table.status == "open" or game is None:
                return messages.error_frame("not_started", "the game has not started yet")
            if game.is_over:
                return messages.error_frame("over", "the game is over")
            if table.seats[seat].kind != "human":
                return messages.error_frame("bot_seat", "a bot plays this seat now; that link no longer acts")
            if game.current_player != seat:
                return messages.error_frame(
                    "not_your_turn", f"it is not your decision (waiting for {game.names[game.current_player]})")
            legal = game.legal_actions()
            if "choice" in message:
                choice = message["choice"]
                if type(choice) is not int:
                    return messages.error_frame("malformed", "choice must be the index of a legal action")
                if not 0 <= choice < len(legal):
                    return messages.error_frame("illegal", f"choice {choice} is not one of the {len(legal)} "
                                                           "legal actions")
                action = legal[choice]
            elif isinstance(message.get("action"), dict):
                try:
                    action = Action.from_json(message["action"])
                except (IllegalAction, TypeError, ValueError) as exc:
                    return messages.error_frame("malformed", f"not an action: {exc}")
                if action not in legal:
                    return messages.error_frame("illegal", f"not a legal action now: {action.kind}"
                                                           + (f" '{action.card}'" if action.card else ""))
            else:
                return messages.error_frame("malformed", "an act message needs a 'choice' or an 'action'")
            seq = message.get("seq")   # checked last, so a bad choice is named as such
            if type(seq) is not int:
                return messages.error_frame("malformed", "an act message needs 'seq': the decision it answers")
            if seq != table.steps:
                return messages.error_frame("stale", f"that answers decision {seq!r}; this is decision {table.steps}")
            error = await self._apply(table, seat, action, "person")
        if error is not None:
            return error
        self._drive(table)
        await self.broadcast(table)
        return None

    async def _apply(self, table: Table, seat: int, action: Action, by: str) -> dict | None:
        """Apply one decision to a copy, store it, and only then make the copy the table's game (lock held)."""
        game = table.game.clone()
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            return messages.error_frame("illegal", str(exc))
        step = table.steps + 1
        snapshot = game.to_json() if step % self.snapshot_every == 0 or game.is_over else None
        winners = list(game.winners) if game.is_over else None
        text = json.dumps([e.to_json(full=True) for e in events])
        try:
            await self.writes.write(Decision(table.id, step, seat, action.to_json(), text, by, snapshot, winners))
        except Exception as exc:  # the database refused: nothing happened, nobody saw the copy
            return messages.error_frame("unavailable", f"the move could not be saved: {type(exc).__name__}")
        table.game = game   # the game, its step count and its log change together, with no await between
        table.steps = step
        table.events.append(events, text)
        if table.tally is not None:
            table.tally.add(step, ((e.kind, e.data) for e in events))
        if winners is not None:
            table.status = "finished"
            table.winners = winners
        return None

    def _drive(self, table: Table) -> None:
        """Start whatever must happen without a person: a bot's move, or the timer for a person's."""
        if table.task is not None and not table.task.done() and table.task is not asyncio.current_task():
            table.task.cancel()
        table.task = None
        table.deadline_at = None
        game = table.game
        if game is None or game.is_over:
            if game is not None and game.is_over and not table.retired:
                table.retired = True
                self._retire(table)
            return
        if table.deciding_bot() is not None:
            table.task = asyncio.create_task(self._bot_move(table, table.steps))
        elif table.options.get("timer"):
            timer = float(table.options["timer"])
            table.deadline_at = asyncio.get_running_loop().time() + timer
            table.task = asyncio.create_task(self._timeout(table, table.steps, timer))
        if table.task is not None:
            table.task.add_done_callback(lambda task: _report(table, task))

    async def _bot_move(self, table: Table, step: int) -> None:
        """After a short readable pause, the deciding bot thinks in a worker process and moves (people first).

        Its move is applied, stored and sent out holding one of ``BOT_SLOTS`` slots, so however many tables'
        bots are ready, the loop admits only a few bot moves at a time and a person's act waits behind few.
        """
        await asyncio.sleep(self.bot_delay)
        seat = table.deciding_bot()
        if seat is None or table.steps != step:
            return
        # a fresh bot for each decision, seeded by the table and the step: no state outlives a decision,
        # so a rebuilt table (after a restart) decides exactly as an uninterrupted one would
        kind = table.seats[seat].bot or DEFAULT_BOT
        seed = bot_seed(table.config["seed"], seat, step)
        try:
            if kind in thinking.INLINE:   # (thinking costs less than sending the state to a worker)
                thought = {"action": make_bot(kind, seat, seed).act(SeatView(table.game, seat)).to_json(), "pid": 0}
            else:
                thought = await self._in_pool("bots", thinking.think, kind, seat, seed, table.game.to_json())
        except Exception as exc:  # noqa: BLE001 - a worker died: think again a little later
            log.warning("table %s: a bot could not think (%r); retrying", table.id, exc)
            await asyncio.sleep(RETRY_AFTER)
            self._drive(table)
            return
        if thought["pid"]:
            self.thinkers.add(thought["pid"])
        action = Action.from_json(thought["action"])
        async with self.bot_slots:
            while True:
                await self.people_clear.wait()
                async with table.lock:
                    if table.steps != step or table.deciding_bot() != seat:
                        return
                    if self.people_acting:   # someone acted while this waited for the lock: they go first
                        continue
                    error = await self._apply(table, seat, action, "bot")
                    break
            if error is None:
                self._drive(table)
                await self.broadcast(table)
                return
        log.warning("table %s: a bot's move could not be stored; retrying", table.id)   # the database refused it
        await asyncio.sleep(RETRY_AFTER)
        self._drive(table)

    async def _timeout(self, table: Table, step: int, timer: float) -> None:
        """When a person's time runs out: pass if they may, otherwise what the heuristic bot would do."""
        await asyncio.sleep(timer)
        async with table.lock:
            game = table.game
            if game is None or game.is_over or table.steps != step:
                return
            seat = game.current_player
            action = default_action(game, seat, bot_seed(table.config["seed"], seat, step))
            error = await self._apply(table, seat, action, "timer")
        if error is not None:
            log.warning("table %s: the timer's move could not be stored; retrying", table.id)
            await asyncio.sleep(RETRY_AFTER)
        self._drive(table)
        if error is None:
            await self.broadcast(table)

    def _retire(self, table: Table) -> None:
        """A finished game stays in memory a while for its players; later it is read back from the database."""
        def forget() -> None:
            if table.connections:   # someone is still looking: ask again later
                loop.call_later(FINISHED_KEPT, forget)
            elif self.tables.get(table.id) is table:
                del self.tables[table.id]

        loop = asyncio.get_running_loop()
        loop.call_later(FINISHED_KEPT, forget)

    async def find(self, table_id: str) -> Table:
        """A live table, or a finished one read back from the database; 404 when there is none."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        saved = await self._load(table_id)
        if saved is None:
            raise TableError(404, f"no table {table_id!r}")
        table = self._rebuild(saved)
        self.tables[table.id] = table
        if table.status == "finished":
            table.retired = True
            self._retire(table)
        return table

    async def _load(self, table_id: str) -> Saved | None:
        """A stored table by id (None for an id ``create`` could never have made: it is not looked up)."""
        if not TABLE_ID.fullmatch(table_id):
            return None
        return await self.read(self.store.load, table_id, EventLog.KEEP_ACTIONS)

    # ----- connections -----------------------------------------------------------------------

    def hello(self, table: Table, token: str | None) -> Connection:
        """A new connection for ``token``'s seat (no token: a spectator); TableError for a bad token."""
        seat = conceded = None
        if token is not None:
            seat = table.seat_of(token)
            if seat is None:
                # a person who conceded watches as a spectator (a bot plays the seat, and they may tell others
                # at the table, so they see no hidden card), keeping their link for the rematch
                conceded = table.person_seat(token)
                if conceded is None:
                    raise TableError(403, "that token is not a seat at this table")
        conn = Connection(seat, conceded=conceded)
        table.connections.add(conn)
        table.touched = time.monotonic()
        return conn

    def frame_for(self, table: Table, conn: Connection, with_table: bool = False,
                  older: Iterable[tuple[int, list[Event]]] = ()) -> dict:
        """The next ``state`` frame for one connection (its new log lines since the last one; ``older``: see
        ``Table.log_since``)."""
        limit = messages.LOG_ON_HELLO if conn.sent_step < 0 else None
        log = table.log_since(conn.sent_step, conn.seat, limit, older) if table.game is not None else []
        if table.game is not None:
            conn.sent_step = table.steps
        deadline = None
        if table.deadline_at is not None:
            deadline = max(0.0, table.deadline_at - asyncio.get_running_loop().time())
        return messages.state_frame(table.game, conn.seat, seq=table.steps, status=table.status, log=log,
                                    deadline=deadline, table=table.public(self.content) if with_table else None)

    async def broadcast(self, table: Table, with_table: bool = False) -> None:
        """Push each connection its own view of the table: the new log lines since its last frame, made once
        for all connections that see alike (every spectator, each seat's tabs), however many there are."""
        made: dict[tuple[int | None, int], str] = {}
        for conn in list(table.connections):
            if conn.dropped:
                table.connections.discard(conn)
                continue
            if not conn.greeted:   # (its first frame, made by ``arrived``, will be the state as it is then)
                continue
            key = (conn.seat, conn.sent_step)
            if key not in made:   # (encoded once, as Starlette's send_json would)
                frame = self.frame_for(table, conn, with_table or table.status == "finished")
                made[key] = json.dumps(frame, separators=(",", ":"), ensure_ascii=False)
            elif table.game is not None:
                conn.sent_step = table.steps
            conn.push(made[key])
        self.frames_made += len(made)

    async def arrived(self, table: Table, conn: Connection) -> None:
        """A connection said hello: it gets its first frame; the others hear of it only if it holds a seat.

        Its log is the newest ``LOG_ON_HELLO`` lines: from the actions the table holds, and when they do not
        cover that many, from older ones read from the database on a reading thread."""
        older: list[tuple[int, list[Event]]] = []
        if table.game is not None and not table.events.covers(messages.LOG_ON_HELLO):
            older = await self._older_log(table)
        conn.push(self.frame_for(table, conn, with_table=True, older=older))
        conn.greeted = True
        if conn.seat is not None:   # seats show who is connected; a spectator changes nothing anyone sees
            await self.broadcast(table, with_table=True)

    async def departed(self, table: Table, conn: Connection) -> None:
        """A connection closed; if it held a seat (and no other tab does), the others see it go."""
        self.leave(table, conn)
        if conn.seat is not None and all(c.seat != conn.seat for c in table.connections):
            await self.broadcast(table, with_table=True)

    async def _older_log(self, table: Table) -> list[tuple[int, list[Event]]]:
        """``(step, events)`` of the actions before the ones ``table`` holds, newest first, as many as a hello's log
        needs (read and decoded on a reading thread); none if the database cannot be read (the log is shorter)."""
        for _ in range(3):
            upto = table.events.first - 1
            try:
                older = await self.read(self._read_older, table.id, upto, messages.LOG_ON_HELLO)
            except Exception as exc:  # noqa: BLE001 - the newest lines are still there to send
                log.warning("table %s: older log lines could not be read: %r", table.id, exc)
                return []
            if table.events.first - 1 <= upto:   # (else it moved on meanwhile past what was read: read again)
                return older
        return []

    def _read_older(self, table_id: str, upto: int, lines: int) -> list[tuple[int, list[Event]]]:
        """(On a reading thread) ``(step, events)`` of the stored actions up to step ``upto``, newest first, until
        they hold ``lines`` events or reach the first action."""
        out: list[tuple[int, list[Event]]] = []
        count = 0
        while count < lines and upto > 0:
            rows = self.store.actions_before(table_id, upto, lines)
            if not rows:
                break
            for step, text in rows:
                out.append((step, [_event(e) for e in json.loads(text)]))
                count += len(out[-1][1])
                upto = step - 1
                if count >= lines:
                    break
        return out

    async def tally(self, table: Table) -> Tally:
        """The standings' count of ``table``'s game: kept as it plays, or (a rebuilt table) counted once from its
        stored events on a reading thread, then kept."""
        while table.tally is None:
            upto = table.steps
            counted = await self.read(self._count, table.id, upto)
            if table.tally is not None or table.events.first > upto + 1:   # (the table moved on past its held
                continue                                                     # actions meanwhile: count again)
            for step, events in reversed(list(table.events.newest(upto))):
                counted.add(step, ((e.kind, e.data) for e in events))
            table.tally = counted
        return table.tally

    def _count(self, table_id: str, upto: int) -> Tally:
        """(On a reading thread) the ``Tally`` of a stored game's actions up to step ``upto``."""
        tally = Tally()
        for step, text in self.store.actions_upto(table_id, upto):
            tally.add(step, ((e["kind"], e) for e in json.loads(text)))
        return tally

    def leave(self, table: Table, conn: Connection) -> None:
        """A connection closed."""
        table.connections.discard(conn)
        table.touched = time.monotonic()

    # ----- replays ---------------------------------------------------------------------------

    async def replay(self, table_id: str, view: str) -> dict:
        """Every step of a finished game as ``view`` saw it ("all": every card face up)."""
        return json.loads(await self.replay_json(table_id, view))

    async def replay_json(self, table_id: str, view: str) -> str:
        """``replay`` as JSON text, read, built and encoded in a worker process (the loop only passes it on)."""
        saved = await self.read(self.store.head, table_id) if TABLE_ID.fullmatch(table_id) else None
        if saved is None:
            raise TableError(404, f"no table {table_id!r}")
        if saved.table.status != "finished":
            raise TableError(409, "only a finished game can be replayed")
        n = len(saved.seats)
        if view == "all":
            seat = None
        elif view.isascii() and view.isdigit() and len(view) <= 3 and int(view) < n:
            seat = int(view)
        else:
            raise TableError(400, f"view must be 'all' or a seat from 0 to {n - 1}, not {view!r}")
        if self._replays_waiting >= MAX_REPLAYS:
            raise TableError(503, f"{MAX_REPLAYS} replays are being built; try again in a few seconds")
        self._replays_waiting += 1
        try:   # (a long game's log is read and its replay built in a worker process: never on the server's)
            url = self.store.engine.url
            if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):   # only here
                state, actions = await self.read(self.store.replayed, table_id)
                frames = await self._in_pool("replays", thinking.replay_frames, state, actions, seat)
            else:
                frames = await self._in_pool("replays", thinking.replay_stored,
                                             url.render_as_string(hide_password=False), table_id, seat)
        finally:
            self._replays_waiting -= 1
        head = json.dumps({"table": self._stored_public(saved), "view": view}, separators=(",", ":"))
        return f'{head[:-1]},"frames":{frames}}}'


def _seats(saved: Saved, hashes: bool) -> list[Seat]:
    """A stored table's seats (with their tokens' hashes only where the live table needs them)."""
    return [Seat(s.seat, s.kind, s.bot, s.character, s.name, s.token_hash if hashes else None, s.joined)
            for s in saved.seats]


def _end_pools(pools: list) -> None:
    """Stop pools of worker processes, and end their workers."""
    workers = []
    for pool in pools:
        # (CPython's ProcessPoolExecutor keeps its processes here; shutdown forgets them)
        workers.extend((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
    # A worker still starting when its pool stops can miss the stop signal, and the interpreter's exit then
    # waits for it for ever: end them (their work is disposable, the database holds everything).
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(timeout=5)


def _report(table: Table, task: asyncio.Task) -> None:
    """Log a bot or timer task that failed (the table then waits; a restart retries it)."""
    if not task.cancelled() and task.exception() is not None:
        log.error("table %s stopped at decision %d: %r", table.id, table.steps, task.exception())


def default_action(game: Game, seat: int, seed: int) -> Action:
    """What the timer does for an absent person: pass when passing is allowed, else the heuristic bot's choice."""
    legal = game.legal_actions()
    for action in legal:
        if action.kind == "pass":
            return action
    bot = make_bot("heuristic", seat, seed)
    return bot.act(SeatView(game, seat))


def _event(data: dict) -> Event:
    """An event back from its stored (full) JSON."""
    data = dict(data)
    private = data.pop("private", None)
    kind, text = data.pop("kind"), data.pop("text")
    return Event(kind, text, data, {int(k): v for k, v in private.items()} if private else None)


def _started(status: str) -> str:
    """How a table that is not open any more is described."""
    return "finished" if status == "finished" else "started"
