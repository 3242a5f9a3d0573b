"""A table's chat: short lines from the people seated at it, stored with the game, read by anyone at the table.

``POST /api/tables/{id}/chat`` (a seat's token and up to ``MAX_TEXT`` printable characters; one line a
second per seat, ``MAX_LINES`` per table) and ``GET /api/tables/{id}/chat?since=N``. The lines are kept in
the table's stored configuration (its ``chat`` list), written before anyone can read them; once stored, a
line goes to every socket at the table as a ``{"type": "chat", "line": ...}`` frame (clients read the
stored lines once when they connect, then take new ones from the socket). Clients show them as text,
never as markup.
"""

from __future__ import annotations

import json
import time
from typing import Annotated

from fastapi import APIRouter, Query, Request
from pydantic import AfterValidator, Field

from innkeeper.web.db import TableRecord
from innkeeper.web.protocol import Strict, Token, printable_name
from innkeeper.web.tables import TableError

MAX_TEXT = 200
MAX_LINES = 500
PER_SEAT_SECONDS = 1.0

router = APIRouter(tags=["tables"])


def _chat_text(value: str) -> str:
    """Chat text: trimmed, not blank, no control or direction characters."""
    try:
        return printable_name(value) or ""
    except ValueError as exc:
        raise ValueError(str(exc).replace("a name", "a chat line")) from None


class ChatLine(Strict):
    """``POST /api/tables/{id}/chat``: who says it (a seat's token) and what."""

    token: Token
    text: Annotated[str, Field(max_length=MAX_TEXT), AfterValidator(_chat_text)]


def _append(store, table_id: str, line: dict) -> None:
    """Add a line to the stored table's chat, in one transaction."""
    with store.sessions.begin() as s:
        record = s.get(TableRecord, table_id)
        config = json.loads(record.config)
        config.setdefault("chat", []).append(line)
        record.config = json.dumps(config)


LAST_SAID: dict[tuple[int, str, int], float] = {}   # (tavern, table, seat) -> when it last spoke


@router.post("/api/tables/{table_id}/chat", status_code=201)
async def say(table_id: str, body: ChatLine, request: Request) -> dict:
    """A seated person says something at the table."""
    tavern = request.app.state.tavern
    table = await tavern.find(table_id)
    seat = table.seat_of(body.token)
    if seat is None:
        raise TableError(403, "only a person seated at this table may chat there")
    key = (id(tavern), table.id, seat)
    now = time.monotonic()
    if now - LAST_SAID.get(key, -PER_SEAT_SECONDS) < PER_SEAT_SECONDS:
        raise TableError(429, f"one chat line a second per seat; wait {PER_SEAT_SECONDS:g} s")
    async with table.lock:
        chat = table.config.setdefault("chat", [])
        if len(chat) >= MAX_LINES:
            raise TableError(409, f"this table's chat is full ({MAX_LINES} lines)")
        s = table.seats[seat]
        character = table.game.names[seat] if table.game is not None else None
        line = {"n": len(chat), "seat": seat, "name": s.name, "character": character, "text": body.text,
                "at": round(time.time(), 1)}
        await tavern.db(_append, tavern.store, table.id, line)
        chat.append(line)   # only once it is stored
        LAST_SAID[key] = now
        frame = {"type": "chat", "line": line}
        for conn in list(table.connections):   # everyone at the table hears it at once (seats and spectators)
            conn.push(frame)
    return line


@router.get("/api/tables/{table_id}/chat")
async def read(table_id: str, request: Request, since: int = Query(default=0, ge=0, le=MAX_LINES)) -> dict:
    """The chat lines from number ``since`` on, and the number to ask from next."""
    table = await request.app.state.tavern.find(table_id)
    chat = table.config.get("chat", [])
    return {"lines": chat[since:], "next": len(chat)}
