"""The web API's request bodies and the checks on a table's configuration."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from innkeeper.bots import BOT_KINDS

MIN_SEATS, MAX_SEATS = 2, 8
MAX_TIMER = 3600.0
DEFAULT_BOT = "heuristic"


class Strict(BaseModel):
    """A request body that refuses fields it does not know."""

    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    """One seat of a new table: a person or a bot, with a character or a random one."""

    kind: Literal["human", "bot"]
    character: str | None = Field(default=None, max_length=40)
    bot: Literal[BOT_KINDS] | None = None  # type: ignore[valid-type]
    name: str | None = Field(default=None, max_length=40)


class NewTable(Strict):
    """``POST /api/tables``: seats and table options."""

    name: str | None = Field(default=None, max_length=80)
    seats: list[SeatSpec] = Field(min_length=MIN_SEATS, max_length=MAX_SEATS)
    ask_all: bool = False
    timer: float | None = Field(default=None, gt=0, le=MAX_TIMER)
    last_call: int | None = Field(default=None, ge=1, le=1000)
    drink_deck: str = "core"
    seed: int | None = Field(default=None, ge=0, lt=2**63)


class Join(Strict):
    """``POST /api/tables/{id}/join``: a seat's token and the person's name."""

    token: str = Field(max_length=64)
    name: str | None = Field(default=None, max_length=40)


class Host(Strict):
    """A request only the host may make."""

    host: str = Field(max_length=64)


def check_table(body: NewTable, content) -> None:
    """Refuse a configuration the game cannot seat; ValueError names the problem."""
    for i, seat in enumerate(body.seats):
        if seat.character is not None and seat.character not in content.characters:
            raise ValueError(f"seat {i}: unknown character {seat.character!r}; "
                             f"playable: {', '.join(content.characters)}")
        if seat.kind == "human" and seat.bot is not None:
            raise ValueError(f"seat {i}: a person's seat takes no bot kind")
    if body.drink_deck not in content.drink_decks:
        raise ValueError(f"unknown drink deck {body.drink_deck!r}; choose from {', '.join(content.drink_decks)}")
