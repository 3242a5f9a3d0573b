"""What a connection is sent: built only from ``observe(seat)`` and events redacted for that seat.

Every frame a seat or a spectator receives during a game comes from here, so this module is where
hidden information could leak; ``tests/web/test_security.py`` checks the frames over whole games.
"""

from __future__ import annotations

from innkeeper import screen
from innkeeper.engine import Event, Game

LOG_ON_HELLO = 200


def card_faces(content, titles: list[str]) -> list[dict]:
    """Cards as the client shows them: title, type label and rule."""
    out = []
    for title in titles:
        kind, text, _style = screen.card_info(content, title)
        out.append({"title": title, "type": kind, "text": text})
    return out


def log_lines(events: list[Event], seat: int | None, content=None) -> list[dict]:
    """Events as log lines in English, as ``seat`` may read them (its own private details only); a revealed
    Drink's line gives its whole effect (from ``content``, by default the built-in cards)."""
    if content is None:
        from innkeeper.content import load_content

        content = load_content()
    return [{"kind": e.kind, "text": screen.event_line(e, seat, content).plain} for e in events]


def state_frame(game: Game | None, seat: int | None, *, seq: int, status: str, log: list[dict],
                deadline: float | None, table: dict | None = None) -> dict:
    """A ``state`` frame for ``seat`` (None: a spectator)."""
    frame: dict = {"type": "state", "seq": seq, "status": status, "observation": None, "hand": [],
                   "prompt": None, "stack_text": [], "log": log, "deadline": None, "waiting_for": None}
    if table is not None:
        frame["table"] = table
    if game is None:
        return frame
    obs = game.observe(seat)
    frame["observation"] = obs
    frame["stack_text"] = [screen.describe_frame(obs, i, seat) for i in range(len(obs["stack"]))]
    if seat is not None:
        frame["hand"] = card_faces(game.content, obs["hand"])
    waiting = game.current_player
    frame["waiting_for"] = waiting
    if waiting is not None and waiting == seat:
        frame["prompt"] = screen.situation(obs, seat)
    if deadline is not None:
        frame["deadline"] = round(deadline, 1)
    return frame


def error_frame(code: str, message: str) -> dict:
    """An ``error`` frame: nothing changed."""
    return {"type": "error", "code": code, "message": message}


def open_view(game: Game) -> dict:
    """Everything on the table, every card face up (for replays of finished games only)."""
    obs = game.observe(None)
    titles = game.content.titles
    obs["hands"] = [[titles[c] for c in p.hand] for p in game.players]
    obs["drink_me"] = [[titles[c] for c in p.drink_me] for p in game.players]
    return obs
