"""The web API's request bodies and the checks on a table's configuration."""

from __future__ import annotations

import unicodedata
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt

from innkeeper.bots import BOT_KINDS

MIN_SEATS, MAX_SEATS = 2, 8
MAX_TIMER = 3600.0
DEFAULT_BOT = "heuristic"
TOKEN_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"   # what the server hands out (``secrets.token_urlsafe``)


def printable_name(value: str | None) -> str | None:
    """A name with its outer spaces trimmed; refuses blank names and control or bidirectional characters."""
    if value is None:
        return None
    value = value.strip()
    if not value:
        raise ValueError("a name must not be blank")
    bad = [ch for ch in value if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")]
    if bad:
        raise ValueError(f"a name must not hold control or direction characters (found U+{ord(bad[0]):04X})")
    return value


Name = Annotated[str, Field(max_length=40), AfterValidator(printable_name)]
Token = Annotated[str, Field(max_length=64, pattern=TOKEN_PATTERN)]


class Strict(BaseModel):
    """A request body that refuses fields it does not know, and values of the wrong JSON type."""

    model_config = ConfigDict(extra="forbid", strict=True)


class SeatSpec(Strict):
    """One seat of a new table: a person or a bot, with a character or a random one."""

    kind: Literal["human", "bot"]
    character: str | None = Field(default=None, max_length=40)
    bot: Literal[BOT_KINDS] | None = None  # type: ignore[valid-type]
    name: Name | None = None


class NewTable(Strict):
    """``POST /api/tables``: seats and table options."""

    name: Annotated[str, Field(max_length=80), AfterValidator(printable_name)] | None = None
    seats: list[SeatSpec] = Field(min_length=MIN_SEATS, max_length=MAX_SEATS)
    ask_all: StrictBool = True   # every player asked at every window: waiting on someone says nothing of hands
    timer: StrictInt | StrictFloat | None = Field(default=None, gt=0, le=MAX_TIMER)
    last_call: StrictInt | None = Field(default=None, ge=1, le=1000)
    drink_deck: str = Field(default="core", max_length=40)
    # the Bar Deck variant: true (every Drink Deck), false, or the Drink Decks and packs to shuffle in
    bar_deck: StrictBool | Annotated[list[Annotated[str, Field(max_length=40)]], Field(max_length=20)] = False
    prizes: StrictBool = False   # the Prize variant
    seed: StrictInt | None = Field(default=None, ge=0, lt=2**63)


class Join(Strict):
    """``POST /api/tables/{id}/join``: a seat's token and the person's name."""

    token: Token
    name: Name | None = None


class Host(Strict):
    """A request only the host may make."""

    host: Token


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
