"""Reading and writing tables in the database (plain blocking calls; the server runs them off its loop)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from sqlalchemy import delete, select
from sqlalchemy.orm import Session, sessionmaker

from .db import ActionRecord, SeatRecord, SnapshotRecord, TableRecord, now


@dataclass
class Decision:
    """One decision to store: the action, the events it caused, and a snapshot or the winners when due."""

    table_id: str
    step: int
    seat: int
    action: dict
    events: list[dict] | str   # (or already their JSON text)
    by: str
    snapshot: str | None = None
    winners: list[int] | None = None


@dataclass
class Saved:
    """A table as stored: its record, seats, its newest snapshot and the actions a rebuild needs (those after the
    snapshot, and the newest ``tail``, oldest first)."""

    table: TableRecord
    seats: list[SeatRecord]
    snapshot: SnapshotRecord | None = None
    actions: list[ActionRecord] = field(default_factory=list)


_ACTIONS, _SNAPSHOTS, _TABLES = ActionRecord.__table__, SnapshotRecord.__table__, TableRecord.__table__


class Store:
    """The tables' database."""

    def __init__(self, sessions: sessionmaker):
        self.sessions = sessions
        self.engine = sessions.kw["bind"]

    def ping(self) -> None:
        """Raise unless the database answers a query."""
        with self.engine.connect() as c:
            c.exec_driver_sql("SELECT 1")

    def add_table(self, table: TableRecord, seats: list[SeatRecord]) -> None:
        """Store a new table and its seats."""
        with self.sessions.begin() as s:
            s.add(table)
            s.flush()
            s.add_all(seats)

    def update_seat(self, table_id: str, seat: int, **values) -> None:
        """Change a seat's fields."""
        with self.sessions.begin() as s:
            record = s.get(SeatRecord, (table_id, seat))
            for key, value in values.items():
                setattr(record, key, value)

    def start(self, table_id: str, config: dict, seats: list[dict], snapshot: str) -> None:
        """Record a started game: its final configuration, who sits where and its first state."""
        with self.sessions.begin() as s:
            table = s.get(TableRecord, table_id)
            table.status = "playing"
            table.config = json.dumps(config)
            table.updated_at = now()
            for seat in seats:
                record = s.get(SeatRecord, (table_id, seat["seat"]))
                record.kind, record.bot, record.character = seat["kind"], seat["bot"], seat["character"]
                if "token_hash" in seat:
                    record.token_hash = seat["token_hash"]
            s.add(SnapshotRecord(table_id=table_id, step=0, state=snapshot))

    def add_actions(self, decisions: list[Decision]) -> None:
        """Append decisions (of any tables, with snapshots and game ends) in one transaction: all or none."""
        at = now()
        with self.engine.begin() as c:   # (plain statements: this runs for every decision of every table)
            c.execute(_ACTIONS.insert(), [
                {"table_id": d.table_id, "step": d.step, "seat": d.seat, "by": d.by, "at": at,
                 "action": json.dumps(d.action),
                 "events": d.events if isinstance(d.events, str) else json.dumps(d.events)} for d in decisions])
            snapshots = [{"table_id": d.table_id, "step": d.step, "state": d.snapshot}
                         for d in decisions if d.snapshot is not None]
            if snapshots:
                c.execute(_SNAPSHOTS.insert(), snapshots)
            for d in decisions:
                changes: dict = {"steps": d.step, "updated_at": at}
                if d.winners is not None:
                    changes.update(status="finished", winners=json.dumps(d.winners))
                c.execute(_TABLES.update().where(_TABLES.c.id == d.table_id).values(**changes))

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session that sees one moment of the database throughout (a snapshot), whatever commits meanwhile.

        PostgreSQL: a REPEATABLE READ, read-only transaction. SQLite (write-ahead log): an explicit BEGIN, so
        every select after the first reads the same snapshot (the driver would otherwise begin none for reads).
        """
        with self.engine.connect() as c:
            if self.engine.dialect.name == "postgresql":
                c.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
            elif self.engine.dialect.name == "sqlite":
                c.exec_driver_sql("BEGIN")
            with Session(bind=c, expire_on_commit=False) as s:
                yield s
            c.rollback()

    def unfinished(self, tail: int = 0) -> list[Saved]:
        """Every open or playing table, with what it takes to rebuild its game and the newest ``tail`` actions of
        its log (read at one moment)."""
        with self.reading() as s:
            tables = s.scalars(select(TableRecord).where(TableRecord.status.in_(("open", "playing")))
                               .order_by(TableRecord.created_at)).all()
            return [self._saved(s, t, tail) for t in tables]

    def load(self, table_id: str, tail: int = 0) -> Saved | None:
        """A table with what it takes to rebuild its game and the newest ``tail`` actions, read at one moment."""
        with self.reading() as s:
            table = s.get(TableRecord, table_id)
            return None if table is None else self._saved(s, table, tail)

    def actions_before(self, table_id: str, upto: int, limit: int) -> list[tuple[int, str]]:
        """``(step, events JSON)`` of a table's actions up to step ``upto``, newest first, at most ``limit``."""
        with self.reading() as s:
            rows = s.execute(select(_ACTIONS.c.step, _ACTIONS.c.events)
                             .where(_ACTIONS.c.table_id == table_id, _ACTIONS.c.step <= upto)
                             .order_by(_ACTIONS.c.step.desc()).limit(limit)).all()
            return [(step, events) for step, events in rows]

    def actions_upto(self, table_id: str, upto: int) -> list[tuple[int, str]]:
        """``(step, events JSON)`` of a table's actions up to step ``upto``, oldest first."""
        with self.reading() as s:
            rows = s.execute(select(_ACTIONS.c.step, _ACTIONS.c.events)
                             .where(_ACTIONS.c.table_id == table_id, _ACTIONS.c.step <= upto)
                             .order_by(_ACTIONS.c.step)).all()
            return [(step, events) for step, events in rows]

    def head(self, table_id: str) -> Saved | None:
        """A table with its seats only (no snapshot, no log): what it takes to check a request about it."""
        with self.reading() as s:
            table = s.get(TableRecord, table_id)
            return None if table is None else Saved(table, self._seats(s, table.id))

    def replayed(self, table_id: str) -> tuple[str, list[tuple[int, int, str]]]:
        """A table's first snapshot and its log as ``(step, seat, action JSON)``, read at one moment (plain rows)."""
        with self.reading() as s:
            state = s.execute(select(_SNAPSHOTS.c.state).where(_SNAPSHOTS.c.table_id == table_id)
                              .order_by(_SNAPSHOTS.c.step).limit(1)).scalar_one()
            rows = s.execute(select(_ACTIONS.c.step, _ACTIONS.c.seat, _ACTIONS.c.action)
                             .where(_ACTIONS.c.table_id == table_id).order_by(_ACTIONS.c.step)).all()
            return state, [tuple(row) for row in rows]

    def finished(self, limit: int = 50) -> list[Saved]:
        """The most recently finished tables (without their logs), read at one moment."""
        with self.reading() as s:
            tables = s.scalars(select(TableRecord).where(TableRecord.status == "finished")
                               .order_by(TableRecord.updated_at.desc()).limit(limit)).all()
            return [Saved(t, self._seats(s, t.id)) for t in tables]

    def delete(self, table_id: str) -> None:
        """Forget a table (used by tests and by a host closing an unstarted table)."""
        with self.sessions.begin() as s:
            for model in (ActionRecord, SnapshotRecord, SeatRecord):
                s.execute(delete(model).where(model.table_id == table_id))
            s.execute(delete(TableRecord).where(TableRecord.id == table_id))

    @staticmethod
    def _seats(s, table_id: str) -> list[SeatRecord]:
        return list(s.scalars(select(SeatRecord).where(SeatRecord.table_id == table_id).order_by(SeatRecord.seat)))

    def _saved(self, s, table: TableRecord, tail: int) -> Saved:
        """A table's seats, its newest snapshot, and its actions after that snapshot or among the newest ``tail``."""
        snapshot = s.scalars(select(SnapshotRecord).where(SnapshotRecord.table_id == table.id)
                             .order_by(SnapshotRecord.step.desc()).limit(1)).first()
        since = max(0, min(snapshot.step if snapshot is not None else 0, table.steps - tail))
        actions = list(s.scalars(select(ActionRecord).where(ActionRecord.table_id == table.id,
                                                            ActionRecord.step > since)
                                 .order_by(ActionRecord.step)))
        return Saved(table, self._seats(s, table.id), snapshot, actions)
