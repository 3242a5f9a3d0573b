"""Hidden information never leaves the server, and nobody acts for a seat that is not theirs.

Whole games are played over real sockets; every frame each seat received is then checked against a
reference game rebuilt from the stored action log.
"""

from __future__ import annotations

import json

import httpx
import pytest
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

import innkeeper
from innkeeper.engine import Action
from innkeeper.web import messages
from innkeeper.web.db import ActionRecord, TableRecord

from .seats import Person, create, join, open_socket, receive, start

SEATS = [
    {"kind": "human", "character": "deirdre"},
    {"kind": "human", "character": "gerki"},
    {"kind": "bot", "bot": "heuristic", "character": "fiona"},
    {"kind": "human", "character": "zot"},
]
ALLIES = [
    {"kind": "human", "character": "jin"},
    {"kind": "human", "character": "greppa"},
    {"kind": "bot", "bot": "heuristic", "character": "fiona"},
    {"kind": "human", "character": "zot"},
]
THIRD_BOX = [
    {"kind": "human", "character": "kaylin"},
    {"kind": "human", "character": "wizgille"},
    {"kind": "bot", "bot": "heuristic", "character": "serena"},
    {"kind": "human", "character": "phrenk"},
]


def reference_games(db_path, table_id: str, characters: list[str], seed: int) -> tuple[list, list]:
    """The game after each step, rebuilt from the stored log, and each step's events."""
    engine = create_engine(f"sqlite:///{db_path}")
    with Session(engine) as s:
        rows = s.scalars(select(ActionRecord).where(ActionRecord.table_id == table_id).order_by(ActionRecord.step))
        actions = [json.loads(r.action) for r in rows]
        config = json.loads(s.get(TableRecord, table_id).config)
    engine.dispose()
    assert config["chosen_seed"] == seed   # the host's seed, mixed with the server's secret into the game's own
    game = innkeeper.new_game(characters, seed=config["seed"], ask_all=config["options"]["ask_all"])
    games, events = [game.clone()], [[]]
    for action in actions:
        events.append(game.apply(Action.from_json(action)))
        games.append(game.clone())
    return games, events


def private_titles(events, seat: int) -> set[str]:
    """Card titles the seat was told privately."""
    out: set[str] = set()
    for e in events:
        for value in (e.private or {}).get(seat, {}).values():
            out.update(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
    return out


def hidden_titles(game, seat: int) -> set[str]:
    """Titles of every card the seat cannot see: others' hands, decks, Drink Me! piles, the Drink Deck."""
    titles = game.content.titles
    out: set[str] = set()
    for i, p in enumerate(game.players):
        if i != seat:
            out.update(titles[c] for c in p.hand)
        out.update(titles[c] for c in p.deck + p.drink_me)
    out.update(titles[c] for c in game.drink_deck + (game.bar_deck or []))
    for d in game.sides:   # Song and Mockery Decks are face down
        out.update(titles[c] for c in d.deck)
    return out


def titles_in_lines(lines: list[dict], hidden: set[str], allowed: set[str]) -> set[str]:
    """Hidden titles named inside log lines, once every allowed title (longest first) is blanked out."""
    blank = sorted((a for a in allowed if len(a) > 2), key=len, reverse=True)
    found = set()
    for line in lines:
        text = line["text"]
        for a in blank:
            text = text.replace(a, "\0")
        found |= {t for t in hidden if t in text}
    return found


def frame_strings(frame: dict) -> set[str]:
    """Every string value anywhere in a frame (keys included), and every log line."""
    out: set[str] = set()

    def walk(x) -> None:
        if isinstance(x, str):
            out.add(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                out.add(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(frame)
    return out


@pytest.mark.parametrize(("seed", "seats"), [(21, SEATS), (22, SEATS), (23, ALLIES), (24, THIRD_BOX)])
def test_no_frame_reveals_another_hand_a_face_down_card_or_a_deck(live_server, tmp_path, seed, seats) -> None:
    """Over whole games, each seat's frames depend only on what it may know.

    For every frame: the observation is exactly the engine's ``observe(seat)`` and does not change when
    every card hidden from the seat is re-dealt; no card title that is hidden from the seat (and not
    already public or its own) appears anywhere in it; no token and no seed are ever sent.
    """
    server = live_server()
    table = create(server, seats, seed=seed)
    people = []
    for seat in (0, 1, 3):
        join(server, table, seat, f"P{seat}")
        people.append(Person(server, table["id"], table["seats"][seat]["token"], seed=seat))
    watcher = Person(server, table["id"], None)
    for p in [*people, watcher]:
        p.start()
    start(server, table)
    for p in [*people, watcher]:
        p.finish()
    games, events = reference_games(tmp_path / "innkeeper.db", table["id"], [s["character"] for s in seats], seed)
    assert people[0].frames[-1]["seq"] == len(games) - 1
    secrets_ = [table["host_token"]] + [s["token"] for s in table["seats"] if "token" in s]

    public: dict[int, set[str]] = {}      # step -> every string a spectator had seen by then
    seen: set[str] = set()
    for frame in watcher.frames:
        seen |= frame_strings(frame)
        public[frame["seq"]] = set(seen)

    checked = 0
    for person in people:
        seat = person.seat
        known: set[str] = set()
        known_by_step = []  # what the seat legitimately knows by each step: its hands and private news
        for step, game in enumerate(games):
            known |= {game.content.titles[c] for c in game.players[seat].hand} | private_titles(events[step], seat)
            known_by_step.append(set(known))
        own_token = table["seats"][seat]["token"]
        for frame in person.frames:
            text = json.dumps(frame)
            for secret in secrets_:
                assert secret == own_token or secret not in text, "a token reached another seat"
            assert '"seed"' not in text
            if frame["observation"] is None:
                continue
            game = games[frame["seq"]]
            assert frame["observation"] == game.observe(seat)
            for k in range(3):
                other = game.determinize(seat, k)
                again = messages.state_frame(other, seat, seq=frame["seq"], status=frame["status"], log=frame["log"],
                                             deadline=frame["deadline"], table=frame.get("table"))
                assert again == frame, "a frame changed when cards hidden from its seat were re-dealt"
            public_then = max((s for s in public if s <= frame["seq"]), default=None)
            allowed = known_by_step[frame["seq"]] | (public[public_then] if public_then is not None else set())
            leaked = (hidden_titles(game, seat) - allowed) & frame_strings(frame)
            leaked |= titles_in_lines(frame["log"], hidden_titles(game, seat) - allowed, allowed)
            assert not leaked, f"seat {seat} was sent hidden cards {leaked} at step {frame['seq']}"
            checked += 1
    assert checked > 100


def test_a_token_acts_only_for_its_own_seat_and_table(live_server) -> None:
    """A seat that is not deciding is refused; another table's token is refused at hello."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}], seed=8)
    other = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=9)
    for seat in (0, 1):
        join(server, table, seat, f"P{seat}")
    a, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    b, _ = open_socket(server, table["id"], table["seats"][1]["token"])
    start(server, table)
    frames = {0: _latest_state(a), 1: _latest_state(b)}
    deciding = frames[0]["waiting_for"]
    assert deciding in (0, 1)
    idle = 1 - deciding
    idle_ws = b if idle == 1 else a
    idle_ws.send(json.dumps({"type": "act", "choice": 0}))
    error = _next_of(idle_ws, "error")
    assert error["code"] == "not_your_turn"
    assert httpx.get(f"{server.url}/api/tables/{table['id']}").json()["steps"] == frames[deciding]["seq"]
    intruder, welcome = open_socket(server, table["id"], other["seats"][0]["token"])
    assert welcome["type"] == "error" and welcome["code"] == "bad_token"
    intruder.close()
    a.close()
    b.close()


BAD_MESSAGES = [
    ("not json at all", "malformed"),
    ("[1, 2, 3]", "malformed"),
    ('{"type": "dance"}', "malformed"),
    ('{"type": "act"}', "malformed"),
    ('{"type": "act", "choice": "0"}', "malformed"),
    ('{"type": "act", "choice": 999}', "illegal"),
    ('{"type": "act", "choice": -1}', "illegal"),
    ('{"type": "act", "choice": true}', "malformed"),
    ('{"type": "act", "action": {"kind": "fly"}}', "malformed"),
    ('{"type": "act", "action": {"kind": "play", "card": "No Such Card"}}', "illegal"),
    ('{"type": "act", "choice": 0, "seq": 12345}', "stale"),
    ('{"type": "hello", "token": "again"}', "malformed"),
    ('{"type": "act", "choice": 0, "padding": "' + "x" * 5000 + '"}', "malformed"),
]


def test_malformed_illegal_and_stale_messages_get_an_error_and_change_nothing(live_server) -> None:
    """Each bad message from the deciding seat gets an error frame; the game is exactly as before."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=12)
    join(server, table, 0, "Ann")
    ws, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    start(server, table)
    before = _latest_state(ws)
    while before["waiting_for"] != 0:
        before = _next_of(ws, "state")
    for text, code in [*BAD_MESSAGES, (b"\x00\x01binary", "malformed")]:
        ws.send(text)
        error = _next_of(ws, "error")
        assert error["code"] == code, (text[:60], error)
        assert error["message"]
    watcher, _ = open_socket(server, table["id"], None)
    now = _latest_state(watcher)
    assert now["seq"] == before["seq"]
    assert now["observation"] == _spectator_view(before["observation"])
    ws.send(json.dumps({"type": "act", "choice": 0, "seq": before["seq"]}))
    after = _next_of(ws, "state")
    while after["seq"] == before["seq"]:   # (frames sent when the spectator connected)
        after = _next_of(ws, "state")
    assert after["seq"] == before["seq"] + 1
    ws.close()
    watcher.close()


def test_a_spectator_cannot_act(live_server) -> None:
    """A spectator's act is refused."""
    server = live_server()
    table = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=2)
    join(server, table, 0, "Ann")
    seat, _ = open_socket(server, table["id"], table["seats"][0]["token"])
    watcher, welcome = open_socket(server, table["id"], None)
    assert welcome["seat"] is None
    start(server, table)
    state = _latest_state(seat)
    while state["waiting_for"] != 0:   # the person decides: nothing moves until they do
        state = _next_of(seat, "state")
    watcher.send(json.dumps({"type": "act", "choice": 0}))
    assert _next_of(watcher, "error")["code"] == "spectator"
    assert httpx.get(f"{server.url}/api/tables/{table['id']}").json()["steps"] == state["seq"]
    seat.close()
    watcher.close()


def test_a_replay_is_refused_until_the_game_is_over(live_server) -> None:
    """Replays show every card, so they exist only for finished games."""
    server = live_server(bot_delay=1.0)   # (two bots: without a pause the game may end before the requests)
    table = create(server, [{"kind": "human"}, {"kind": "bot"}], seed=2)
    start(server, table)
    for view in ("all", "0", "1"):
        r = httpx.get(f"{server.url}/api/tables/{table['id']}/replay", params={"view": view})
        assert r.status_code == 409 and "hand" not in r.text


def _latest_state(ws) -> dict:
    """The state frame once the game has started."""
    while True:
        frame = _next_of(ws, "state")
        if frame["observation"] is not None:
            return frame


def _next_of(ws, kind: str) -> dict:
    """The next frame of a kind (others skipped)."""
    while True:
        frame = receive(ws, timeout=20)
        if frame["type"] == kind:
            return frame


def _spectator_view(obs: dict) -> dict:
    """A seat's observation without what only that seat sees."""
    out = {k: v for k, v in obs.items() if k not in ("hand", "legal_actions")}
    out["seat"] = None
    return out
