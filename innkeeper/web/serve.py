"""``innkeeper serve``: the web table on this machine, with its database."""

from __future__ import annotations

from typing import Annotated

import typer

from .db import DEFAULT_URL


def serve_command(
    host: Annotated[str, typer.Option(help="address to listen on (0.0.0.0 to let friends on your network in)")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    database_url: Annotated[str | None, typer.Option(
        "--database-url", metavar="URL", envvar="INNKEEPER_DATABASE_URL",
        help=f"any SQLAlchemy URL, e.g. postgresql+psycopg://user:pw@host/db (default {DEFAULT_URL})")] = None,
    bot_delay: Annotated[float, typer.Option(
        "--bot-delay", metavar="SECONDS", help="pause before each bot move, so people can follow")] = 1.0,
    log_level: Annotated[str, typer.Option("--log-level", help="uvicorn's log level")] = "info",
) -> None:
    """Serve the web table: open tables, send join links to friends, bots fill empty seats."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    if not 1 <= port <= 65535:
        raise typer.BadParameter(f"must be from 1 to 65535, not {port}", param_hint="--port")
    if not 0 <= bot_delay <= 60:
        raise typer.BadParameter(f"must be from 0 to 60 seconds, not {bot_delay}", param_hint="--bot-delay")
    if log_level not in ("critical", "error", "warning", "info", "debug", "trace"):
        raise typer.BadParameter(f"unknown log level {log_level!r}", param_hint="--log-level")
    url = database_url or DEFAULT_URL
    try:
        make_url(url).get_dialect()
    except NoSuchModuleError:  # (an ArgumentError too: first)
        kind = url.split(":", 1)[0]
        raise typer.BadParameter(f"unknown kind of database {kind!r} in {url!r} (use sqlite:/// or "
                                 "postgresql+psycopg://)", param_hint="--database-url") from None
    except ArgumentError:
        raise typer.BadParameter(f"not a database URL: {url!r}", param_hint="--database-url") from None
    from rich.console import Console

    from .app import run
    from .db import DatabaseProblem, check_database

    try:   # before uvicorn: a bad, read-only or taken database is one line, not a traceback
        check_database(url)
    except DatabaseProblem as exc:
        raise typer.BadParameter(str(exc), param_hint="--database-url") from None

    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    Console().print(f"[bold]Innkeeper[/] web table at [link]http://{shown}:{port}/[/] "
                    f"(database {make_url(url).render_as_string(hide_password=True)}); Ctrl+C stops it.")
    try:
        run(host=host, port=port, database_url=url, bot_delay=bot_delay, log_level=log_level)
    except DatabaseProblem as exc:
        raise typer.BadParameter(str(exc), param_hint="--database-url") from None
    except Exception as exc:  # e.g. the database cannot be reached: one line, not a traceback
        raise typer.BadParameter(f"{type(exc).__name__}: {str(exc).splitlines()[0]}", param_hint="serve") from None
