"""Save versions: stored saves of older versions load through the migrations and play on to their recorded end.

``tests/saves/v<N>/`` holds saves written by the version-N Innkeeper itself (``scripts/old_saves.py``, run on
that checkout): ``innkeeper play`` save files and the web store's rows of a few tables, each with the end it
played to there (``expected.json``). Here every one is loaded by today's code, the way its program loads it,
and played on with the same seeded policy to exactly that end. Bad saves (from a newer Innkeeper, of no known
version, malformed) are refused with one clear line and change nothing.
"""

from __future__ import annotations

import asyncio
import copy
import importlib.util
import json
import logging
import os
import random
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import select

import innkeeper
from innkeeper import Action, Game
from innkeeper.engine import saves, serialize
from innkeeper.play import PlayError, Session, load_session, new_session

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "saves"
TABLE = "oldtable"   # the id the stored web rows use


def _script():
    """``scripts/old_saves.py`` as a module: the play-on policy and the digest its files were recorded with."""
    spec = importlib.util.spec_from_file_location("old_saves", ROOT / "scripts" / "old_saves.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_saves"] = module
    spec.loader.exec_module(module)
    return module


OLD = _script()
STORED = sorted(FIXTURES.glob("v*/expected.json"))
CASES = [(path.parent, name, entry) for path in STORED
         for name, entry in sorted(json.loads(path.read_text())["files"].items())]
PLAY = [pytest.param(d, n, e, id=f"{d.name}/{n}") for d, n, e in CASES if e["kind"] == "play"]
WEB = [pytest.param(d, n, e, id=f"{d.name}/{n}") for d, n, e in CASES if e["kind"] == "web"]


def _states(directory: Path, name: str) -> list[str]:
    """Every saved game in a stored file: a play save's game, or each of a table's snapshots."""
    data = json.loads((directory / name).read_text())
    return [data["game"]] if "game" in data else [row["state"] for row in data["snapshots"]]


# ----- the stored files ------------------------------------------------------------------------------

def test_the_stored_saves_cover_every_older_version_and_mechanic() -> None:
    """Fixtures exist for every version the migrations start from, and they use every side deck and track."""
    versions = {int(path.parent.name[1:]) for path in STORED}
    assert versions == set(saves.MIGRATIONS), "store saves of every older version (scripts/old_saves.py)"
    assert saves.VERSION not in versions
    assert set(saves.MIGRATIONS) == set(range(saves.OLDEST, saves.VERSION)), "one migration per version step"
    used = set()
    for directory, name, entry in CASES:
        assert {json.loads(state)["version"] for state in _states(directory, name)} == {int(directory.name[1:])}
        used.update(entry["characters"])
    assert {"jin", "greppa", "kaylin", "wizgille", "phrenk", "serena"} <= used
    kinds = {e["kind"] for _, _, e in CASES}
    assert kinds == {"play", "web"}


@pytest.mark.parametrize("directory, name, entry", PLAY)
def test_an_old_play_save_loads_and_plays_on_to_its_recorded_end(directory: Path, name: str, entry: dict) -> None:
    """``innkeeper play``'s own loader reads the old file; the game plays on to exactly the recorded end."""
    path = directory / name
    before = path.read_bytes()
    session = load_session(path)
    assert path.read_bytes() == before
    assert len(session.history) == entry["saved_after"]
    again = Game.from_json(session.game.to_json())   # saved again: the current version, and the same game
    assert json.loads(again.to_json())["version"] == saves.VERSION and again == session.game
    assert OLD.play_on(session.game) == entry["end"]
    assert OLD.play_on(again) == entry["end"]


@pytest.mark.parametrize("directory, name, entry", [*PLAY, *WEB])
def test_the_migration_changes_only_the_version_the_mechanics_and_the_card_frames_effect(directory: Path, name: str,
                                                                                        entry: dict) -> None:
    """An old save loaded and saved again has the same records; only its version (and from version 1 its mechanics)
    is new, a card frame's ``step`` is called ``effect`` (same value, same place; before version 3), and (before
    version 4) each frame gains its stable ``id``, its place on the stack, and the table the counter ``next_id``;
    (before version 5) the turn's fields become its frame's and the Round's fields its frame's, a won Round's frame
    put back under its window with the next id. The turn's and Rounds' ``offered``, which older saves lack, load as
    True."""
    for text in _states(directory, name):
        old = json.loads(text)
        new = json.loads(Game.from_json(text).to_json())
        version = old.pop("version")
        assert new.pop("version") == saves.VERSION and version < saves.VERSION
        # the turn's and Rounds' ``offered`` (Anytime cards, engine/anytime.py) load as True: already offered
        assert new["turn"].pop("offered") is True
        for frame in new["stack"]:
            if frame["_t"] == "RoundFrame":
                assert frame.pop("offered") is True
        inserted = 0
        if version < 5:
            assert new.pop("turn") == {"_t": "TurnFrame", "id": -1, "player": old.pop("turn"),
                                       "phase": old.pop("phase"), "part": old.pop("step")}
            r = old.pop("round")
            kinds = [f["_t"] for f in old["stack"]]
            if r is None:
                assert "RoundFrame" not in kinds
            elif "RoundFrame" in kinds:
                at = len(kinds) - 1 - kinds[::-1].index("RoundFrame")
                assert list(old["stack"][at]) == ["_t", *(["id"] if version == 4 else [])]
                old["stack"][at].update({k: v for k, v in r.items() if k != "_t"})
            else:
                at = len(kinds) - 1 - kinds[::-1].index("RoundWonFrame")
                back = new["stack"].pop(at)
                ids = {f.get("id") for f in old["stack"]}
                assert back == {"_t": "RoundFrame", "id": back["id"], **{k: v for k, v in r.items() if k != "_t"}}
                assert back["id"] == new["next_id"] - 1 and back["id"] not in ids
                inserted = 1
        kinds = {d["kind"] for d in old["sides"]} | {t["kind"] for t in old["tracks"]}
        assert new.pop("mechanics") == sorted(kinds) == old.pop("mechanics", sorted(kinds))
        for i, frame in enumerate(old["stack"]):
            if version < 4:
                assert "id" not in frame and new["stack"][i].pop("id") == i
            if version < 3 and frame["_t"] == "CardFrame":
                assert "effect" not in frame and "step" not in new["stack"][i]
                assert list(new["stack"][i]) == [("effect" if k == "step" else k) for k in frame]
                old["stack"][i] = {("effect" if k == "step" else k): v for k, v in frame.items()}
        if version < 4:
            assert "next_id" not in old and new.pop("next_id") == len(old["stack"]) + inserted
        elif inserted:
            new["next_id"] -= 1
        assert new == old


def test_stored_old_saves_hold_card_frames() -> None:
    """The renamed field is exercised: saves of each older version have card frames on their stacks."""
    for version in saves.MIGRATIONS:
        found = [n for d, n, _ in CASES if d.name == f"v{version}" for text in _states(d, n)
                 if any(f["_t"] == "CardFrame" for f in json.loads(text)["stack"])]
        assert found, f"no stored version {version} save has a card frame on its stack"


def _rows(directory: Path, name: str) -> dict:
    """A stored table's rows, ready for the database (times as datetimes)."""
    rows = json.loads((directory / name).read_text())
    for group in rows.values():
        for row in group:
            for key in ("created_at", "updated_at", "at"):
                if key in row:
                    row[key] = datetime.fromisoformat(row[key])
    return rows


def _database(tmp_path: Path, rows: dict):
    """A new SQLite file at the newest schema (the server's own ``open_database``) holding the stored rows."""
    from innkeeper.web.db import ActionRecord, SeatRecord, SnapshotRecord, TableRecord, open_database

    sessions = open_database(f"sqlite:///{tmp_path / 'old.db'}")
    with sessions.kw["bind"].begin() as c:
        for model, key in ((TableRecord, "tables"), (SeatRecord, "seats"), (SnapshotRecord, "snapshots"),
                           (ActionRecord, "actions")):
            if rows[key]:   # (as revision 0002 did to tables stored before it: tokens become their hashes)
                c.execute(model.__table__.insert(), [_hashed(row) for row in rows[key]])
    return sessions


def _hashed(row: dict) -> dict:
    """A stored row with its plain tokens replaced by their hashes, under the newest column names."""
    from innkeeper.web.tokens import token_hash

    row = dict(row)
    for old, new in (("token", "token_hash"), ("host_token", "host_hash")):
        if old in row:
            value = row.pop(old)
            row[new] = token_hash(value) if value else value
    return row


def _stored(sessions) -> list:
    """Every snapshot and action row now in the database."""
    from innkeeper.web.db import ActionRecord, SnapshotRecord

    with sessions() as s:
        return [(r.step, r.state) for r in s.scalars(select(SnapshotRecord))] + \
            [(r.step, r.action, r.events) for r in s.scalars(select(ActionRecord))]


@pytest.mark.parametrize("directory, name, entry", WEB)
def test_an_old_web_table_is_rebuilt_by_the_server_and_plays_on(tmp_path, directory: Path, name: str,
                                                                entry: dict) -> None:
    """The Tavern rebuilds the table from its old snapshot and the decisions after it, as on a restart."""
    from innkeeper.web.tables import Tavern

    sessions = _database(tmp_path, _rows(directory, name))
    stored = _stored(sessions)

    async def rebuild():
        tavern = Tavern(sessions, bot_delay=3600)
        await tavern.open()
        if entry["status"] == "finished":
            assert TABLE not in tavern.tables   # (only unfinished tables are reloaded on start)
            table = await tavern.find(TABLE)
            replay = await tavern.replay(TABLE, "all")
            assert len(replay["frames"]) == entry["steps"] + 1
            assert replay["frames"][-1]["observation"]["winners"] == entry["end"]["winners"]
        else:
            table = tavern.tables[TABLE]
        assert table.steps == entry["steps"] and table.game is not None
        seat = table.game.current_player
        token = None if seat is None or table.seats[seat].kind != "human" else f"seat-token-{seat}"
        frame = tavern.frame_for(table, tavern.hello(table, token))
        assert frame["observation"]["seat"] == seat
        await tavern.close()
        return table.game

    game = asyncio.run(rebuild())
    assert _stored(sessions) == stored   # loading wrote nothing
    assert OLD.play_on(game) == entry["end"]


@pytest.mark.parametrize("directory, name, entry", WEB)
def test_an_old_snapshot_row_loads_with_from_json(directory: Path, name: str, entry: dict) -> None:
    """Every stored snapshot row (not only the newest) loads and, with the decisions after it, reaches the end."""
    rows = json.loads((directory / name).read_text())
    actions = [Action.from_json(json.loads(r["action"])) for r in rows["actions"]]
    ends = set()
    for snapshot in rows["snapshots"]:
        game = Game.from_json(snapshot["state"])
        for action in actions[snapshot["step"]:]:
            game.apply(action)
        ends.add(json.dumps(OLD.play_on(game), sort_keys=True))
    assert ends == {json.dumps(entry["end"], sort_keys=True)}


def test_innkeeper_play_load_resumes_an_old_save_and_saves_it_anew(tmp_path) -> None:
    """``innkeeper play --load OLD`` resumes; the file it keeps saving to is of the current version."""
    directory, name, entry = next((d, n, e) for d, n, e in CASES if n == "play-cli-jin.json")
    path = tmp_path / "old.json"
    path.write_bytes((directory / name).read_bytes())
    env = {**os.environ, "TERM": "dumb", "COLUMNS": "200", "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "innkeeper", "play", "--load", str(path), "--fast"],
                          input="1\n" * 5, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Resuming" in done.stdout and f"Game saved to {path}" in done.stdout
    resumed = load_session(path)
    assert json.loads(json.loads(path.read_text())["game"])["version"] == saves.VERSION
    assert len(resumed.history) > entry["saved_after"]


# ----- bad saves -------------------------------------------------------------------------------------

def _current() -> dict:
    """A current save of a table with side decks and a track, mid-game."""
    g = innkeeper.new_game(["jin", "serena", "greppa"], seed=4)
    rng = random.Random(2)
    for _ in range(30):
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return json.loads(g.to_json())


def _old() -> dict:
    """The game of a stored old play save."""
    directory, name, _ = next(c for c in CASES if c[2]["kind"] == "play")
    return json.loads(json.loads((directory / name).read_text())["game"])


def _old_v2() -> dict:
    """The game of a stored version 2 play save with a card frame on its stack."""
    for directory, name, entry in CASES:
        if directory.name == "v2" and entry["kind"] == "play":
            game = json.loads(json.loads((directory / name).read_text())["game"])
            if any(f["_t"] == "CardFrame" for f in game["stack"]):
                return game
    raise AssertionError("no stored version 2 play save has a card frame on its stack")


def _without(data: dict, key: str) -> dict:
    out = dict(data)
    del out[key]
    return out


BAD = [
    ("future", lambda d: {**d, "version": saves.VERSION + 1},
     f"unsupported save version {saves.VERSION + 1}: it was made by a newer Innkeeper"),
    ("zero", lambda d: {**d, "version": 0}, "unsupported save version 0: there is no such version"),
    ("negative", lambda d: {**d, "version": -1}, "unsupported save version -1: there is no such version"),
    ("text version", lambda d: {**d, "version": "2"}, "unsupported save version '2': a save version is a whole"),
    ("true version", lambda d: {**d, "version": True}, "unsupported save version True"),
    ("fraction", lambda d: {**d, "version": 1.5}, "unsupported save version 1.5"),
    ("no version", lambda d: _without(d, "version"), "it has no save version"),
    ("a list", lambda d: [d], "a save is a JSON object, not list"),
    ("no players", lambda d: _without(d, "players"), "it has no 'players'"),
    ("no mechanics", lambda d: _without(d, "mechanics"), "it has no 'mechanics'"),
    ("players not a list", lambda d: {**d, "players": 3}, "its 'players' is not a list"),
    ("setup not an object", lambda d: {**d, "setup": []}, "its 'setup' is not an object"),
    ("unknown mechanic", lambda d: {**d, "mechanics": [*d["mechanics"], "juggling"]},
     "uses the mechanic 'juggling', which this Innkeeper does not have"),
    ("mechanics do not match", lambda d: {**d, "mechanics": ["songs"]},
     "it names the mechanics ['songs'] but its side decks and tracks use"),
]
BAD_OLD = [
    ("v1 sides not a list", lambda d: {**d, "sides": {}},
     "the version 1 save cannot be brought to version 2: its 'sides' is not a list"),
    ("v1 track without a kind", lambda d: {**d, "tracks": [{"_t": "Track", "owner": 0, "value": 3}]},
     "the version 1 save cannot be brought to version 2: its tracks[0] has no kind"),
    ("v1 without players", lambda d: _without(d, "players"), "it has no 'players'"),
    ("v1 future", lambda d: {**d, "version": saves.VERSION + 1}, "made by a newer Innkeeper"),
]
BAD_V2 = [
    ("v2 stack not a list", lambda d: {**d, "stack": {}},
     "the version 2 save cannot be brought to version 3: its 'stack' is not a list"),
    ("v2 frame not an object", lambda d: {**d, "stack": [*d["stack"], 3]},
     "the version 2 save cannot be brought to version 3: its stack["),
    ("v2 card frame without its step", lambda d: {**d, "stack": [_without(f, "step") if f["_t"] == "CardFrame" else f
                                                                for f in d["stack"]]},
     "is a card frame with no 'step'"),
]


@pytest.mark.parametrize("case, change, words", [pytest.param(*c, id=c[0]) for c in BAD])
def test_a_bad_current_save_is_refused_by_name(case, change, words) -> None:
    data = _current()
    text = json.dumps(change(copy.deepcopy(data)))
    with pytest.raises(ValueError) as caught:
        Game.from_json(text)
    assert words in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize("case, change, words", [pytest.param(*c, id=c[0]) for c in BAD_OLD])
def test_a_bad_old_save_is_refused_by_name(case, change, words) -> None:
    bad = change(_old())
    before = copy.deepcopy(bad)
    with pytest.raises(ValueError) as caught:
        Game.from_json(json.dumps(bad))
    assert words in str(caught.value) and "\n" not in str(caught.value)
    with pytest.raises(ValueError):
        serialize.load(Game, bad)
    assert bad == before   # the migration changes nothing it is given


@pytest.mark.parametrize("case, change, words", [pytest.param(*c, id=c[0]) for c in BAD_V2])
def test_a_bad_version_2_save_is_refused_by_name(case, change, words) -> None:
    bad = change(_old_v2())
    before = copy.deepcopy(bad)
    with pytest.raises(ValueError) as caught:
        Game.from_json(json.dumps(bad))
    assert words in str(caught.value) and "\n" not in str(caught.value)
    assert bad == before   # the migration changes nothing it is given


def test_not_json_is_refused() -> None:
    with pytest.raises(ValueError, match="not a saved Innkeeper game"):
        Game.from_json("{half")


def test_a_play_save_from_a_newer_innkeeper_is_refused_in_one_line_and_left_alone(tmp_path) -> None:
    """``innkeeper play --load`` of a newer save: exit 2, one line naming the version, the file unchanged."""
    session = json.loads(new_session(None, 3, "random", 5).to_json())
    game = json.loads(session["game"])
    session["game"] = json.dumps({**game, "version": saves.VERSION + 1})
    path = tmp_path / "future.json"
    path.write_text(json.dumps(session))
    before = path.read_bytes()
    with pytest.raises(PlayError, match=f"unsupported save version {saves.VERSION + 1}: it was made by a newer"):
        load_session(path)
    done = subprocess.run([sys.executable, "-m", "innkeeper", "play", "--load", str(path), "--fast"],
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and "Traceback" not in done.stderr + done.stdout
    assert lines[0].startswith(f"Error: save file {path}: unsupported save version {saves.VERSION + 1}")
    assert path.read_bytes() == before


def test_a_web_table_with_a_bad_snapshot_stays_closed_and_its_rows_unchanged(tmp_path, caplog) -> None:
    """A snapshot from a newer Innkeeper: the server logs why, keeps the table closed and writes nothing."""
    from innkeeper.web.tables import Tavern

    directory, name, _ = next(c for c in CASES if c[2]["kind"] == "web" and c[2]["status"] == "playing")
    rows = _rows(directory, name)
    state = json.loads(rows["snapshots"][-1]["state"])
    rows["snapshots"][-1]["state"] = json.dumps({**state, "version": saves.VERSION + 1})
    sessions = _database(tmp_path, rows)
    stored = _stored(sessions)

    async def open_tavern():
        tavern = Tavern(sessions, bot_delay=3600)
        await tavern.open()
        tables = dict(tavern.tables)
        await tavern.close()
        return tables

    with caplog.at_level(logging.ERROR, logger="innkeeper.web"):
        assert TABLE not in asyncio.run(open_tavern())
    assert f"unsupported save version {saves.VERSION + 1}" in caplog.text
    assert _stored(sessions) == stored


# ----- current saves ---------------------------------------------------------------------------------

@pytest.mark.parametrize("characters, seed", [
    (["jin", "greppa", "kaylin", "wizgille"], 1), (["phrenk", "serena", "zot"], 2), (["fiona", "dimli"], 3),
    (["jin", "jin", "serena", "phrenk", "greppa", "eve", "fleck", "gerki"], 4),
])
def test_a_current_save_round_trips(characters, seed) -> None:
    """Saved and loaded at every decision: equal, the same text, and the same game on from there."""
    g = innkeeper.new_game(characters, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        text = g.to_json()
        data = json.loads(text)
        assert data["version"] == saves.VERSION and saves.upgrade(data) is data
        h = Game.from_json(text)
        assert h == g and h.to_json() == text and h.legal_actions() == g.legal_actions()
        legal = g.legal_actions()
        i = rng.randrange(len(legal))
        assert [e.to_json(full=True) for e in h.apply(h.legal_actions()[i])] == \
            [e.to_json(full=True) for e in g.apply(legal[i])]
    assert Game.from_json(g.to_json()) == g


def test_a_play_session_round_trips_in_the_current_version() -> None:
    session = new_session("serena", 3, "random", 9)
    for _ in range(20):
        session.apply(session.bot_action() if session.game.current_player in session.bots
                      else session.game.legal_actions()[0])
    copy_ = Session.from_json(session.to_json())
    assert copy_.game == session.game and copy_.to_json() == session.to_json()
    assert "piety" in json.loads(json.loads(session.to_json())["game"])["mechanics"]
