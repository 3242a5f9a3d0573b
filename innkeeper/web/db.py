"""The tables' records: SQLAlchemy models, and opening a database at the schema's newest revision.

A game is stored as its configuration (with the seed), its action log and occasional snapshots, so
it can be rebuilt exactly. SQLite in a file is the embedded default; any SQLAlchemy URL works,
PostgreSQL included. The schema is managed by Alembic (``innkeeper/web/migrations``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String, Text, create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

MIGRATIONS = Path(__file__).parent / "migrations"
DEFAULT_URL = "sqlite:///innkeeper.db"


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
    host_token: Mapped[str] = mapped_column(String(64))
    steps: Mapped[int] = mapped_column(Integer, default=0)
    winners: Mapped[str] = mapped_column(Text, default="[]")      # JSON list of seats
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SeatRecord(Base):
    """One seat of a table: a person (with a secret token) or a bot."""

    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))                  # human or bot
    bot: Mapped[str | None] = mapped_column(String(16), nullable=True)
    character: Mapped[str | None] = mapped_column(String(40), nullable=True)
    name: Mapped[str | None] = mapped_column(String(40), nullable=True)
    token: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
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


def open_database(url: str = DEFAULT_URL) -> sessionmaker:
    """Connect to ``url``, migrate it to the newest schema, and return a session factory."""
    kwargs: dict = {}
    if url.startswith("sqlite"):
        kwargs["connect_args"] = {"check_same_thread": False}
    engine = create_engine(url, **kwargs)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    migrate(engine)
    return sessionmaker(engine, expire_on_commit=False)


def _sqlite_pragmas(connection, _record) -> None:
    """Write-ahead logging: a commit survives the process being killed, and readers never block."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
