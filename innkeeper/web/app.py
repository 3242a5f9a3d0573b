"""The web server: a FastAPI app with the table API, a WebSocket per seat and the browser client."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import SQLAlchemyError

from innkeeper import autopass, screen
from innkeeper.bots import BOT_KINDS

from . import endgame, messages
from .db import DEFAULT_URL, ServerLock, open_database
from .guard import BadJSON, Guard, strict_json
from .handshake import BoundedHttp
from .limits import RateLimit
from .protocol import MAX_SEATS, MIN_SEATS, Host, Join, NewTable
from .tables import Table, TableError, Tavern
from .tokens import redact_logs

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4096          # bytes: a client message is a small JSON object
HELLO_TIMEOUT = 30.0        # seconds a new connection has to say hello
RETRY_AFTER = 5             # seconds a client is asked to wait when the database is out
HEALTH_TIMEOUT = 5.0        # seconds /healthz waits for the database
# uvicorn's options: a message at most 16 KB, no compression (it cost more server time than anything else),
# and a request line or header over 8 KB answered at once (``handshake``)
SERVER_OPTIONS = {"ws_max_size": MAX_MESSAGE * 4, "ws_per_message_deflate": False, "http": BoundedHttp}


def create_app(database_url: str | None = None, bot_delay: float = 1.0,
               allowed_hosts: list[str] | None = None, seed_secret: bytes | None = None,
               freeze: bool = False) -> FastAPI:
    """The server for ``database_url`` (default: ``$INNKEEPER_DATABASE_URL`` or an SQLite file here).

    ``allowed_hosts``: the names the server answers for (default: this machine's, so a page elsewhere
    cannot reach it through DNS rebinding; ``["*"]`` for any). ``seed_secret`` (default
    ``$INNKEEPER_SEED_SECRET``, else none): mixed with a host's chosen seed; without it every table gets
    fresh randomness instead. ``freeze`` (the served process): once loaded, the modules and cards are moved
    out of the garbage collector's sight (``gc.freeze``), so its full collections scan only the tables, and
    its event loop is watched: each stall is logged with what the loop was doing (``watch``).
    """
    url = database_url or os.environ.get("INNKEEPER_DATABASE_URL") or DEFAULT_URL
    redact_logs(handlers=False)
    if seed_secret is None and os.environ.get("INNKEEPER_SEED_SECRET"):
        seed_secret = os.environ["INNKEEPER_SEED_SECRET"].encode()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sessions = open_database(url, writable=True)
        try:
            lock = ServerLock(sessions.kw["bind"]).acquire()
        except Exception:
            sessions.kw["bind"].dispose()
            raise
        try:
            tavern = Tavern(sessions, bot_delay=bot_delay, seed_secret=seed_secret, watch=freeze)
            if freeze:   # (before any table is loaded: a frozen object is never collected)
                gc.collect()
                gc.freeze()
            await tavern.open()
            app.state.tavern = tavern
            try:
                yield
            finally:
                await tavern.close()
        finally:
            lock.release()
            sessions.kw["bind"].dispose()

    # (no /docs or /redoc: FastAPI's pages load scripts from a CDN; /openapi.json describes the API)
    app = FastAPI(title="Innkeeper", version=innkeeper_version(), lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="Play The Red Dragon Inn at a shared table: tables, seats, moves and replays.")
    app.add_middleware(Guard, allowed_hosts=allowed_hosts)
    # new tables per client address per minute ($INNKEEPER_CREATE_LIMIT: e.g. for a load test from one address)
    app.state.create_limit = RateLimit(int(os.environ.get("INNKEEPER_CREATE_LIMIT") or 30), 60.0)
    # new sockets per client address per minute ($INNKEEPER_SOCKET_LIMIT: likewise)
    app.state.socket_limit = RateLimit(int(os.environ.get("INNKEEPER_SOCKET_LIMIT") or 120), 60.0)

    def client_of(request: Request | WebSocket) -> str:
        return request.client.host if request.client else "?"

    @app.exception_handler(TableError)
    async def table_error(_request: Request, exc: TableError) -> JSONResponse:
        return JSONResponse({"detail": exc.message}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        """What is wrong with a request, without echoing what was sent."""
        problems = [{"loc": [str(part) for part in e.get("loc", ())], "msg": str(e.get("msg", "invalid")),
                     "type": str(e.get("type", "invalid"))} for e in exc.errors()]
        return JSONResponse({"detail": problems}, status_code=422)

    @app.exception_handler(SQLAlchemyError)
    @app.exception_handler(OSError)
    async def database_out(_request: Request, exc: Exception) -> JSONResponse:
        """The database could not be reached or refused a write: nothing changed; try again soon."""
        return JSONResponse({"detail": f"the database is unavailable ({type(exc).__name__}); nothing changed, "
                                       f"try again in {RETRY_AFTER} s"},
                            status_code=503, headers={"Retry-After": str(RETRY_AFTER)})

    def tavern_of(request: Request | WebSocket) -> Tavern:
        return request.app.state.tavern

    # ----- pages -----------------------------------------------------------------------------

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.include_router(endgame.router)   # standings, rematch, concede (innkeeper/web/endgame.py)

    @app.get("/", include_in_schema=False)
    @app.get("/table/{table_id}", include_in_schema=False)
    @app.get("/replay/{table_id}", include_in_schema=False)
    async def page(table_id: str | None = None) -> FileResponse:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})

    # ----- the API ---------------------------------------------------------------------------

    @app.get("/healthz", tags=["server"])
    async def healthz(request: Request) -> JSONResponse:
        """Whether the server and its database are up, and how many tables it holds (503 when the database is out)."""
        tavern = tavern_of(request)
        try:
            await asyncio.wait_for(tavern.db(tavern.store.ping), HEALTH_TIMEOUT)
        except Exception as exc:  # noqa: BLE001 - any failure means the database is not usable
            return JSONResponse({"status": "unavailable", "database": f"unavailable: {type(exc).__name__}",
                                 "tables": len(tavern.tables)},
                                status_code=503, headers={"Retry-After": str(RETRY_AFTER)})
        return JSONResponse({"status": "ok", "database": "ok", "tables": len(tavern.tables)})

    @app.get("/api/meta", tags=["tables"])
    async def meta(request: Request) -> dict:
        """Characters, bot kinds, drink decks and seat limits, for the new-table form."""
        content = tavern_of(request).content
        characters = [{"id": c.id, "name": c.short, "title": c.name, "reconstructed": c.source == "reconstructed"}
                      for c in content.characters.values()]
        return {"characters": characters,
                "bot_kinds": list(BOT_KINDS), "drink_decks": list(content.drink_decks),
                "drink_packs": list(content.drink_packs),
                "min_seats": MIN_SEATS, "max_seats": MAX_SEATS}

    @app.get("/api/cards", tags=["tables"])
    async def cards(request: Request) -> dict:
        """Every card's type, rule and provenance (``source``: rulebook, transcription or designed), by title; ``idle``:
        the bounds at which its play changes nothing (``autopass.idle_when``)."""
        content = tavern_of(request).content
        owners = {}
        for c in content.characters.values():
            for cid in c.deck:
                owners.setdefault(content.titles[cid], c.id)
        out = {}
        idle = autopass.idle_cards(content)   # (auto-pass leaves out a play of these while it would change nothing)
        for title in content.by_title:
            kind, text, _style = screen.card_info(content, title)
            source = content.cards[content.by_title[title]].source
            out[title] = {"type": kind, "text": text, "character": owners.get(title), "source": source}
            if title in idle:
                out[title]["idle"] = idle[title]
        return {"cards": out}

    @app.post("/api/tables", status_code=201, tags=["tables"])
    async def create_table(body: NewTable, request: Request) -> dict:
        """Open a table; the answer holds the host token and each person's secret join link."""
        wait = request.app.state.create_limit.wait(client_of(request))
        if wait:
            return JSONResponse({"detail": f"too many new tables from this address; try again in {wait:.0f} s"},
                                status_code=429, headers={"Retry-After": str(max(1, round(wait)))})
        return await tavern_of(request).create(body)

    @app.get("/api/tables", tags=["tables"])
    async def list_tables(request: Request, status: str | None = Query(default=None,
                                                                        pattern="^(open|playing|finished)$")) -> dict:
        """The lobby: open and playing tables (or ``?status=finished``)."""
        return {"tables": await tavern_of(request).lobby(status)}

    @app.get("/api/tables/{table_id}", tags=["tables"])
    async def get_table(table_id: str, request: Request) -> dict:
        """A table's public description."""
        return await tavern_of(request).describe(table_id)

    @app.post("/api/tables/{table_id}/links", tags=["tables"])
    async def links(table_id: str, body: Host, request: Request) -> dict:
        """Every seat's join link again (host only)."""
        tavern = tavern_of(request)
        table = tavern.get(table_id)
        tavern.check_host(table, body.host)
        return {"seats": tavern.links(table, body.host)}

    @app.post("/api/tables/{table_id}/join", tags=["tables"])
    async def join(table_id: str, body: Join, request: Request) -> dict:
        """Take the seat a join link is for."""
        return {"seat": await tavern_of(request).join(table_id, body.token, body.name)}

    @app.post("/api/tables/{table_id}/start", tags=["tables"])
    async def start(table_id: str, body: Host, request: Request) -> dict:
        """Start the game (host only); seats nobody joined get bots."""
        return await tavern_of(request).start(table_id, body.host)

    @app.post("/api/tables/{table_id}/close", tags=["tables"])
    async def close(table_id: str, body: Host, request: Request) -> dict:
        """Close a table that has not started (host only): it is forgotten and its connections are told."""
        await tavern_of(request).close_table(table_id, body.host)
        return {"closed": table_id}

    @app.get("/api/tables/{table_id}/replay", tags=["replays"])
    async def replay(table_id: str, request: Request, view: str = "all") -> Response:
        """A finished game step by step, from a seat's view or with every card open (``view=all``)."""
        return Response(await tavern_of(request).replay_json(table_id, view), media_type="application/json")

    # ----- the table's WebSocket -------------------------------------------------------------

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        """One seat's (or a spectator's) live connection; see ``messages`` for what it is sent."""
        tavern = tavern_of(websocket)
        await websocket.accept()
        wait = websocket.app.state.socket_limit.wait(client_of(websocket))
        if wait:
            await websocket.send_json(messages.error_frame("too_many", f"too many new connections from this "
                                                                       f"address; try again in {wait:.0f} s"))
            await websocket.close(code=1013)
            return
        try:
            table = await tavern.find(table_id)
        except TableError as exc:
            await websocket.send_json(messages.error_frame("no_table", exc.message))
            await websocket.close(code=4404)
            return
        except (SQLAlchemyError, OSError) as exc:
            await websocket.send_json(messages.error_frame("unavailable", f"the database is unavailable "
                                                                          f"({type(exc).__name__}); reconnect soon"))
            await websocket.close(code=1013)
            return
        try:
            hello = await asyncio.wait_for(_receive(websocket), HELLO_TIMEOUT)
        except (TimeoutError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await websocket.close(code=4408)
            return
        if isinstance(hello, Unreadable):
            await websocket.send_json(messages.error_frame("malformed", str(hello)))
            await websocket.close(code=4400)
            return
        if not isinstance(hello, dict) or hello.get("type") != "hello":
            await websocket.send_json(messages.error_frame("malformed", "say hello first: {\"type\": \"hello\"}"))
            await websocket.close(code=4400)
            return
        token = hello.get("token")
        if token is not None and not isinstance(token, str):
            await websocket.send_json(messages.error_frame("bad_token", "token must be a string"))
            await websocket.close(code=4403)
            return
        try:
            conn = tavern.hello(table, token)
        except TableError as exc:
            await websocket.send_json(messages.error_frame("bad_token", exc.message))
            await websocket.close(code=4403)
            return
        welcome = {"type": "welcome", "seat": conn.seat, "table": table.public(tavern.content)}
        if conn.conceded is not None:
            welcome["conceded"] = conn.conceded
        await websocket.send_json(welcome)
        await tavern.arrived(table, conn)
        writer = asyncio.create_task(_write(websocket, conn.queue))
        try:
            await _read(websocket, tavern, table, conn)
        finally:
            writer.cancel()
            with contextlib.suppress(Exception):
                await tavern.departed(table, conn)

    return app


class Unreadable(str):
    """A client message the server cannot take, as the reason to send back."""


async def _receive(websocket: WebSocket) -> object:
    """One client message as JSON, or ``Unreadable`` saying why it is not one."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        return Unreadable("send JSON as text frames, not binary ones")
    if len(text) > MAX_MESSAGE:
        return Unreadable(f"a message may be at most {MAX_MESSAGE} bytes")
    try:
        return strict_json(text)
    except BadJSON as exc:
        return Unreadable(str(exc))


async def _read(websocket: WebSocket, tavern: Tavern, table: Table, conn) -> None:
    """Answer a connection's messages until it closes."""
    while True:
        try:
            message = await _receive(websocket)
        except (WebSocketDisconnect, RuntimeError):
            return
        if isinstance(message, Unreadable):
            conn.push(messages.error_frame("malformed", str(message)))
            continue
        if not isinstance(message, dict):
            conn.push(messages.error_frame("malformed", "a message must be a JSON object"))
            continue
        kind = message.get("type")
        if kind == "act":
            error = await tavern.act(table, conn.seat, message)
            if error is not None:
                conn.push(error)
        elif kind == "ping":
            conn.push({"type": "pong"})
        elif kind == "hello":
            conn.push(messages.error_frame("malformed", "already said hello"))
        else:
            conn.push(messages.error_frame("malformed", f"unknown message type {kind!r}; "
                                                                    "send act or ping"))


async def _write(websocket: WebSocket, queue: asyncio.Queue) -> None:
    """Send a connection's frames in order; None closes it."""
    try:
        while True:
            frame = await queue.get()
            if frame is None or isinstance(frame, int):   # None: the server stops; a code: dropped or closed
                await websocket.close(code=1012 if frame is None else frame)
                return
            if isinstance(frame, str):   # a frame encoded once for every connection that sees alike
                await websocket.send_text(frame)
            else:
                await websocket.send_json(frame)
    except (WebSocketDisconnect, RuntimeError, asyncio.CancelledError):
        return
    except Exception:  # the socket went away mid-send
        return


def innkeeper_version() -> str:
    """The package version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("innkeeper")
    except PackageNotFoundError:
        return "0"


def run(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None, bot_delay: float = 1.0,
        log_level: str = "info") -> None:
    """Serve until interrupted (``innkeeper serve``)."""
    import uvicorn

    # On this machine only: answer for its own names (no DNS rebinding). Open to a network: any name, unless
    # $INNKEEPER_ALLOWED_HOSTS (comma separated) lists the ones friends use.
    listed = [h.strip() for h in os.environ.get("INNKEEPER_ALLOWED_HOSTS", "").split(",") if h.strip()]
    allowed = listed or (None if host in ("127.0.0.1", "localhost", "::1") else ["*"])
    app = create_app(database_url, bot_delay, allowed_hosts=allowed, freeze=True)
    config = uvicorn.Config(app, host=host, port=port, log_level=log_level, **SERVER_OPTIONS)
    redact_logs()   # (after uvicorn set its handlers up) no token reaches a log, at any level
    uvicorn.Server(config).run()

