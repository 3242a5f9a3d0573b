"""The tables' records: SQLAlchemy models, and opening a database at the schema's newest revision.

A game is stored as its configuration (with the seed), its action log and occasional snapshots, so
it can be rebuilt exactly. SQLite in a file is the embedded default; any SQLAlchemy URL works,
PostgreSQL included. The schema is managed by Alembic (``innkeeper/web/migrations``).
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String, Text, create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

MIGRATIONS = Path(__file__).parent / "migrations"
DEFAULT_URL = "sqlite:///innkeeper.db"
LOCK_KEY = 0x1AA_4EE9E6   # the PostgreSQL advisory lock one server holds on its database


class DatabaseProblem(Exception):
    """The database cannot be used (unreachable, not a database, read-only, or taken by another server)."""


def now() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Base of the models."""


class TableRecord(Base):
    """One table: its options, seats' configuration and where its game stands."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    status: Mapped[str] = mapped_column(String(16), index=True)  # open, playing, finished
    config: Mapped[str] = mapped_column(Text)                      # JSON: options, seed, characters
    host_hash: Mapped[str] = mapped_column(String(64))             # SHA-256 of the host's token (tokens.py)
    steps: Mapped[int] = mapped_column(Integer, default=0)
    winners: Mapped[str] = mapped_column(Text, default="[]")      # JSON list of seats
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SeatRecord(Base):
    """One seat of a table: a person (with the hash of a secret token) or a bot."""

    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))                  # human or bot
    bot: Mapped[str | None] = mapped_column(String(16), nullable=True)
    character: Mapped[str | None] = mapped_column(String(40), nullable=True)
    name: Mapped[str | None] = mapped_column(String(40), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)  # SHA-256 of its token
    joined: Mapped[bool] = mapped_column(Boolean, default=False)


class ActionRecord(Base):
    """One decision of a game, with the events it caused (private parts included: never sent as is)."""

    __tablename__ = "actions"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    step: Mapped[int] = mapped_column(Integer, primary_key=True)   # 1 for the first action
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)                      # JSON action
    events: Mapped[str] = mapped_column(Text)                      # JSON list of full events
    by: Mapped[str] = mapped_column(String(8))                     # person, bot or timer
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SnapshotRecord(Base):
    """The whole game after ``step`` actions, so a restart need not replay from the start."""

    __tablename__ = "snapshots"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    step: Mapped[int] = mapped_column(Integer, primary_key=True)
    state: Mapped[str] = mapped_column(Text)


def migrate(engine: Engine) -> None:
    """Bring the database's schema to the newest revision (Alembic ``upgrade head``)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def open_database(url: str = DEFAULT_URL, writable: bool = False) -> sessionmaker:
    """Connect to ``url``, migrate it to the newest schema, and return a session factory.

    ``writable``: also check that a write goes through. A failure raises ``DatabaseProblem`` in one line.
    """
    kwargs: dict = {}
    if url.startswith("sqlite"):
        kwargs["connect_args"] = {"check_same_thread": False}
    engine = create_engine(url, **kwargs)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    elif engine.dialect.name == "postgresql" and os.environ.get("INNKEEPER_SYNCHRONOUS_COMMIT", "on") == "off":
        event.listen(engine, "connect", _postgres_commits)
    try:
        migrate(engine)
        if writable:   # a read-only database migrates (nothing to do) but would refuse the first move
            with engine.begin() as c:
                c.exec_driver_sql("UPDATE alembic_version SET version_num = version_num")
    except Exception as exc:
        engine.dispose()
        raise DatabaseProblem(f"cannot use the database {engine.url.render_as_string(hide_password=True)}: "
                              f"{_first_line(exc)}") from None
    return sessionmaker(engine, expire_on_commit=False)


def check_database(url: str) -> None:
    """Raise ``DatabaseProblem`` (one line) unless a server could start on ``url`` now."""
    sessions = open_database(url, writable=True)
    try:
        ServerLock(sessions.kw["bind"]).acquire().release()
    finally:
        sessions.kw["bind"].dispose()


def _first_line(exc: BaseException) -> str:
    """An exception's message without the driver's SQL and background links."""
    inner = getattr(exc, "orig", None) or exc
    text = str(inner).strip().splitlines()
    return text[0] if text else type(inner).__name__


class ServerLock:
    """One server per database: a file lock beside an SQLite file, an advisory lock on PostgreSQL.

    Either is let go by the operating system or the database when the process dies, so a killed
    server's successor starts at once; a second live server is refused with ``DatabaseProblem``.
    """

    def __init__(self, engine: Engine):
        self.engine = engine
        self.file = None
        self.connection = None

    def acquire(self) -> ServerLock:
        """Take the lock, or raise ``DatabaseProblem`` naming who holds it."""
        shown = self.engine.url.render_as_string(hide_password=True)
        taken = f"another Innkeeper server already serves the database {shown}; stop it or use another --database-url"
        if self.engine.dialect.name == "sqlite":
            path = self.engine.url.database
            if not path or path == ":memory:" or path.startswith("file:"):
                return self
            import fcntl

            self.file = open(f"{path}.lock", "a+")  # noqa: SIM115 - held for the server's life
            try:
                fcntl.flock(self.file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                self.file.seek(0)
                holder = self.file.read().strip()
                self.file.close()
                self.file = None
                raise DatabaseProblem(taken + (f" (process {holder})" if holder else "")) from None
            self.file.seek(0)
            self.file.truncate()
            self.file.write(str(os.getpid()))
            self.file.flush()
        elif self.engine.dialect.name == "postgresql":
            self.connection = self.engine.raw_connection()
            cursor = self.connection.cursor()
            cursor.execute(f"SELECT pg_try_advisory_lock({LOCK_KEY})")
            got = cursor.fetchone()[0]
            cursor.close()
            self.connection.commit()
            if not got:
                self.connection.close()
                self.connection = None
                raise DatabaseProblem(taken)
        return self

    def release(self) -> None:
        """Let the next server in."""
        if self.file is not None:
            self.file.close()
            self.file = None
        if self.connection is not None:
            self.connection.close()   # (closing the session ends its advisory lock)
            self.connection = None


def _postgres_commits(connection, _record) -> None:
    """Opt-in (``INNKEEPER_SYNCHRONOUS_COMMIT=off``): a commit returns before PostgreSQL's disk flush.

    It takes a flush (5-12 ms here, more under load) off every commit a person's act waits for, but a crash of
    PostgreSQL or of its machine may then lose moves that players already saw, so by default the flush stays.
    """
    cursor = connection.cursor()
    cursor.execute("SET synchronous_commit TO off")
    cursor.close()
    connection.commit()


def _sqlite_pragmas(connection, _record) -> None:
    """Write-ahead logging: a commit survives the process being killed, and readers never block."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
