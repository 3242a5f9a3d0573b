"""The end of a web game: the standings, a rematch with the same seats and bots, and conceding a seat to a bot.

An ``APIRouter`` the server includes: ``GET /api/tables/{id}/standings`` (anyone), ``POST .../concede``
(a seat's token: a bot plays the seat from the next decision, announced on the table), ``POST .../rematch``
(a seat's or the host's token, once the game is over: one new table with the same seats, characters, bots
and options, made once and shared by everyone who asks; the caller is seated at it); and the chat's router.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from pydantic import model_validator

from innkeeper.web import chat
from innkeeper.web.protocol import DEFAULT_BOT, NewTable, SeatSpec, Strict, Token
from innkeeper.web.tables import Table, TableError
from innkeeper.web.tally import Tally

router = APIRouter(tags=["tables"])
router.include_router(chat.router)   # the table's chat (innkeeper/web/chat.py)


class SeatToken(Strict):
    """A seat's secret token."""

    token: Token


class RematchAsk(Strict):
    """Who asks for the rematch: a seat's token, the host's, or both."""

    token: Token | None = None
    host: Token | None = None

    @model_validator(mode="after")
    def _one(self) -> RematchAsk:
        if self.token is None and self.host is None:
            raise ValueError("give a seat's token or the host's token")
        return self


def standings(table: Table, tally: Tally) -> dict:
    """Place, how and when each player went out, final stats, rounds and decisions (``tally``: the game's count of
    turns and who went out when, ``Tavern.tally``)."""
    game = table.game
    if game is None:
        raise TableError(409, f"the game at table {table.id} has not started")
    out_at, turns, ended = tally.out_at, tally.turns, tally.ended
    winners = list(game.winners)
    order = sorted(range(game.n), key=lambda s: (s not in winners, -out_at.get(s, {}).get("decision", 10 ** 9)))
    rows, place, last = [], 0, None
    for i, seat in enumerate(order):
        key = "win" if seat in winners else out_at.get(seat, {}).get("decision")
        if key != last:
            place, last = i + 1, key
        p = game.players[seat]
        s = table.seats[seat]
        rows.append({"place": place, "seat": seat, "name": game.names[seat], "person": s.name,
                     "kind": s.kind, "conceded": s.conceded,
                     "fortitude": p.fortitude, "alcohol": p.alcohol, "gold": p.gold,
                     "winner": seat in winners, **out_at.get(seat, {})})
    return {"over": game.is_over, "ended": ended if game.is_over else None, "rounds": game.rounds,
            "decisions": table.steps, "turns": turns, "rows": rows}


@router.get("/api/tables/{table_id}/standings")
async def get_standings(table_id: str, request: Request) -> dict:
    """The standings of a game, live or finished (public: everything in them is on the table)."""
    tavern = request.app.state.tavern
    table = await tavern.find(table_id)
    if table.game is None:
        raise TableError(409, f"the game at table {table.id} has not started")
    return standings(table, await tavern.tally(table))


@router.post("/api/tables/{table_id}/concede")
async def concede(table_id: str, body: SeatToken, request: Request) -> dict:
    """The person at a seat leaves the game: a bot plays the seat from here, and the table is told."""
    tavern = request.app.state.tavern
    table = tavern.get(table_id)
    seat = table.seat_of(body.token)
    if seat is None:
        raise TableError(403, "that token is not a person's seat at this table")
    async with table.lock:
        if table.status != "playing" or table.game is None or table.game.is_over:
            raise TableError(409, "only a game in play can be conceded")
        await tavern.db(tavern.store.update_seat, table.id, seat, kind="bot", bot=DEFAULT_BOT)
        s = table.seats[seat]
        s.kind, s.bot = "bot", DEFAULT_BOT   # its link no longer acts (seat_of knows people only)
        watching = {"type": "welcome", "seat": None, "conceded": seat, "table": table.public(tavern.content)}
        for conn in table.connections:
            if conn.seat == seat:   # the person watches from now on, as they would after reconnecting
                conn.seat, conn.conceded = None, seat
                conn.push(watching)
    tavern._drive(table)   # if it was the seat's decision, the bot makes it
    await tavern.broadcast(table, with_table=True)
    who = f"{s.name} ({table.game.names[seat]})" if s.name else table.game.names[seat]
    return {"seat": seat, "bot": DEFAULT_BOT, "notice": f"{who} concedes: a {DEFAULT_BOT} bot plays the seat."}


def _person(s) -> bool:
    """Whether a person sat at the seat: still, or until they conceded (a bot seat keeps their name then)."""
    return s.kind == "human" or s.conceded


def _is_host(tavern, table: Table, host: str | None) -> bool:
    """Whether ``host`` is the table's host token."""
    if host is None:
        return False
    try:
        tavern.check_host(table, host)
    except TableError:
        return False
    return True


REMATCHES: dict[tuple[int, str], dict] = {}   # (tavern, finished table) -> the rematch table as create() gave it


@router.post("/api/tables/{table_id}/rematch")
async def rematch(table_id: str, body: RematchAsk, request: Request) -> dict:
    """A new table with the same seats, characters, bots and options; the caller is seated (and hosts, if they did).

    Everyone who sat down is a person again at the rematch, those who conceded too; bots stay bots."""
    tavern = request.app.state.tavern
    table = await tavern.find(table_id)
    seat = table.person_seat(body.token) if body.token else None
    is_host = _is_host(tavern, table, body.host)
    if seat is None and not is_host:
        raise TableError(403, "only a person seated at this table, or its host, may ask for a rematch")
    if table.status != "finished":
        raise TableError(409, f"the game at table {table.id} is not over")
    async with table.lock:
        key = (id(tavern), table.id)
        made = REMATCHES.get(key)
        if made is None:
            options = table.options
            seats = [SeatSpec(kind="human", character=s.character, name=s.name) if _person(s) else
                     SeatSpec(kind="bot", character=s.character, bot=s.bot) for s in table.seats]
            made = await tavern.create(NewTable(name=f"{table.name} (rematch)"[:80], seats=seats,
                                                ask_all=options["ask_all"], timer=options["timer"],
                                                last_call=options["last_call"], drink_deck=options["drink_deck"],
                                                bar_deck=options.get("bar_deck", False),
                                                prizes=bool(options.get("prizes"))))
            REMATCHES[key] = made
    new_id = made["id"]
    parts = []
    if is_host:
        parts.append(f"host={made['host_token']}")
    if seat is not None:
        link = next(s for s in made["seats"] if s["seat"] == seat)
        await tavern.join(new_id, link["token"], table.seats[seat].name)
        parts.append(f"token={link['token']}")
    return {"id": new_id, "url": f"/table/{new_id}#" + "&".join(parts)}
