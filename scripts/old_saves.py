"""Old-format save fixtures: ``innkeeper play`` save files and web snapshot rows made by an older Innkeeper.

Run this on the OLD version's checkout, before the save format changes: the files must be written by the
code that wrote saves of that version, through its real paths (``innkeeper.play.Session.save`` for the
terminal game; the web ``Tavern`` and ``Store`` over a temporary SQLite database for the web table).

    git worktree add /tmp/innkeeper-old <commit of the old version>
    python scripts/old_saves.py /tmp/innkeeper-old        # writes tests/saves/v<N>/ of this checkout
    python scripts/old_saves.py /tmp/innkeeper-old --out DIR

The script runs itself again with the old checkout first on ``PYTHONPATH`` (and stops unless ``innkeeper``
is imported from there). ``N`` is the engine's save version as the files say it. Next to the files,
``expected.json`` records for each file how it was made and the end it plays to on the old version: from
the stored state, every seat takes a seeded random choice among ``legal_actions()`` (``play_on``) until the
game is over; the end is the winners, each player's stats, each side deck's pile sizes, each track's marker,
the pot, the Inn, the decision count and a hash of every (seat, number of choices, choice) on the way.
``tests/test_saves.py`` loads every file with the current code and checks it plays on to exactly that end,
using ``play_on`` and ``digest`` from here.

The stop conditions read the game's internal state as it is at the version this was written for (c9fc423,
save version 1); they read the same on a6142c3 (save version 2, ``tests/saves/v2/``). On a later
checkout, adjust them if those fields moved. Table ids, tokens and times in the
web rows are replaced with fixed values, so running this twice writes the same bytes.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POLICY_SEED = 1212          # the play-on policy's generator seed
MAX_DECISIONS = 100_000     # a game that has not ended by then is a bug in the fixture
FIXED_TIME = "2025-01-01 12:00:00.000000+00:00"


# ----- the expected end (shared with tests/test_saves.py) -----------------------------------------

def play_on(game) -> dict:
    """Play ``game`` to its end, every seat choosing at random (seeded with POLICY_SEED); returns its ``digest``."""
    rng = random.Random(POLICY_SEED)
    trail = hashlib.sha256()
    decisions = 0
    while not game.is_over:
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"the game did not end within {MAX_DECISIONS} decisions")
        legal = game.legal_actions()
        i = rng.randrange(len(legal))
        trail.update(f"{game.current_player}:{len(legal)}:{i};".encode())
        game.apply(legal[i])
        decisions += 1
    return digest(game, decisions, trail.hexdigest())


def digest(game, decisions: int, trail: str) -> dict:
    """A finished game's end as plain data: winners, players' stats, side decks, markers, pot, Inn, decisions, trail."""
    obs = game.observe(None)
    keys = ("character", "fortitude", "alcohol", "gold", "hand_size", "deck_size", "drink_me_size", "out")
    return {
        "winners": list(game.winners),
        "players": [{k: p[k] for k in keys} | {"discard": len(p["discard"])} for p in obs["players"]],
        "sides": [{"kind": d["kind"], "owner": d["owner"], "deck": d["deck_size"], "discard": len(d["discard"]),
                   "shown": len(d["shown"]), "fronts": [len(f) for f in d["fronts"]]} for d in obs["sides"]],
        "tracks": [{"kind": t["kind"], "owner": t["owner"], "value": t["value"]} for t in obs["tracks"]],
        "pot": obs["pot"],
        "inn": obs["inn"],
        "rounds": obs["rounds"],
        "decisions": decisions,
        "trail": trail,
    }


# ----- what to make ---------------------------------------------------------------------------

def _stack(g) -> list:
    return list(g.stack)


def singing(g) -> bool:
    """A Song is being Sung (Jin): a sing frame, or a card frame of a Song."""
    return any(f.kind == "sing" or (f.kind == "card" and f.origin == "song") for f in _stack(g))


def mocked(g) -> bool:
    """A Mockery card lies in front of a player (Greppa)."""
    return any(front for d in g.sides for front in d.fronts)


def mood_changed(g) -> bool:
    """Wulfric's mood has changed at least once (Kaylin)."""
    return any(d.kind == "moods" and d.discard for d in g.sides)


def gearing(g) -> bool:
    """A Gear card is attached to a card being played, or its player is choosing for it (Wizgille)."""
    return any(f.kind in ("gear", "order_for") or (f.kind == "card" and f.gear >= 0) for f in _stack(g))


def potion_kept(g) -> bool:
    """Phrenk keeps a Potion face up and a Potion has been used or dropped already."""
    return any(d.kind == "potions" and d.shown and d.discard for d in g.sides)


def piety_moved(g) -> bool:
    """Serena's Piety marker is off its starting space."""
    return any(t.value != g.content.characters[g.players[t.owner].character].track.start for t in g.tracks)


def refilling(g) -> bool:
    """The Drink Deck is being refilled (its payment not yet made)."""
    return bool(g.refilling)


def gambling(g) -> bool:
    """A Round of Gambling is live with Gold in the pot."""
    return g.round is not None and g.pot > 0


def round_won(g) -> bool:
    """A Round of Gambling is won and its window before the pot is taken is open (a response window above it)."""
    return any(f.kind == "round_won" for f in _stack(g))


def anything(g) -> bool:
    """Any point of the game."""
    return True


@dataclass(frozen=True)
class PlaySave:
    """An ``innkeeper play`` session saved mid-game: its table, its bots and when to stop."""

    name: str
    about: str
    characters: tuple[str, ...]
    seed: int
    when: Callable
    humans: tuple[int, ...] = (0,)
    bots: str = "random"
    after: int = 10                       # decisions before the condition is looked for
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class WebSave:
    """A web table played through the Tavern to a point (or to the end), stored by its Store."""

    name: str
    about: str
    seats: tuple[tuple[str, str], ...]    # (character, "human" | "bot")
    seed: int
    stop: int | None                      # the first snapshot looked at (None: play the game out)
    when: Callable = anything             # the first snapshot from ``stop`` on whose game satisfies this...
    then: int = 0                         # ...is followed by this many decisions (then a person must decide)
    options: dict = field(default_factory=dict)


PLAY_SAVES = (
    PlaySave("jin-singing", "Jin is Singing a Song (sing frame or Song card frame on the stack)",
             ("jin", "zot", "fiona", "gerki"), 101, singing),
    PlaySave("greppa-mockery", "a Mockery lies in front of a player",
             ("greppa", "deirdre", "dimli"), 102, mocked, bots="heuristic"),
    PlaySave("kaylin-wulfric", "Wulfric's mood has changed",
             ("kaylin", "eve", "fleck", "zot"), 103, mood_changed, after=30),
    PlaySave("wizgille-gear", "a Gear card is attached or being aimed",
             ("wizgille", "gerki", "fiona"), 104, gearing),
    PlaySave("phrenk-potions", "Phrenk keeps a Potion, his Potion discard is not empty",
             ("phrenk", "jin", "dimli", "eve", "fleck"), 105, potion_kept, bots="heuristic"),
    PlaySave("serena-piety", "Serena's Piety marker has moved",
             ("serena", "deirdre", "zot"), 106, piety_moved),
    PlaySave("refill", "the Drink Deck is mid-refill (ask every player at every window)",
             ("fiona", "greppa", "serena", "kaylin"), 107, refilling, humans=(0, 1), options={"ask_all": True}),
    PlaySave("gambling", "a Round of Gambling is live with Gold in the pot",
             ("gerki", "jin", "wizgille", "phrenk", "zot", "deirdre"), 108, gambling, bots="heuristic"),
    PlaySave("eight-seats", "eight seats with every mechanic, Bar Deck, last call after 3 rounds",
             ("jin", "greppa", "kaylin", "wizgille", "phrenk", "serena", "jin", "zot"), 109, anything,
             humans=(0, 5), after=120, options={"bar_deck": True, "last_call": 3}),
    PlaySave("round-won", "a Round of Gambling is won, the window before the pot is taken open (ask every player)",
             ("gerki", "zot", "fiona", "deirdre"), 111, round_won, humans=(0, 1, 2, 3), options={"ask_all": True}),
    PlaySave("two-seats-second-deck", "two seats, the second Drink Deck, Songs against Mockery",
             ("jin", "greppa"), 110, anything, after=45, options={"drink_deck": "second"}),
)

# ``innkeeper play`` run as a command, its input a pipe: the person always types 1, then the input ends (it saves).
CLI_SAVES = (
    ("cli-jin", "the command itself: Jin against two random bots, 40 choices typed, then the input ends",
     ("--character", "jin", "--seats", "3", "--bots", "random", "--seed", "301"), 40),
    ("cli-hotseat-serena-greppa", "the command itself: two people (Serena, Greppa) and two heuristic bots, "
     "asked at every window", ("--hotseat", "Ann,Bob", "--character", "serena,greppa", "--seats", "4",
                               "--seed", "302", "--ask-all"), 60),
)

WEB_SAVES = (
    WebSave("songs-mockery-piety", "four seats, one a bot; newest snapshot at 50, ten decisions after it",
            (("jin", "human"), ("greppa", "human"), ("serena", "bot"), ("zot", "human")), 201, 50, then=10),
    WebSave("gear-potions-moods", "five seats; the newest snapshot taken while a Round of Gambling is live",
            (("wizgille", "human"), ("phrenk", "human"), ("kaylin", "human"), ("gerki", "bot"),
             ("fiona", "human")), 202, 25, gambling, then=3, options={"drink_deck": "second"}),
    WebSave("just-started", "three seats, started: only the first snapshot, no decisions",
            (("phrenk", "human"), ("serena", "human"), ("kaylin", "human")), 203, 0, options={"ask_all": True}),
    WebSave("finished", "two seats played to the end (replayed from its first snapshot)",
            (("greppa", "human"), ("wizgille", "human")), 204, None),
)


# ----- making them (runs on the old checkout) ------------------------------------------------------

def make_play(spec: PlaySave, out: Path) -> dict:
    """Play a session through ``innkeeper.play`` until the spec's condition holds; save it; play on from the file."""
    import innkeeper
    from innkeeper.play import Session, load_session

    opts = dict(spec.options)
    game = innkeeper.new_game(list(spec.characters), seed=spec.seed, **opts)
    seeds = random.Random(spec.seed)
    specs = {s: {"kind": spec.bots, "seed": seeds.getrandbits(32)} for s in range(game.n) if s not in spec.humans}
    session = Session(game, {s: "" if len(spec.humans) == 1 else f"P{s + 1}" for s in spec.humans}, specs, spec.seed)
    person = random.Random(spec.seed * 7)
    decisions = 0
    while True:
        if game.is_over:
            raise RuntimeError(f"{spec.name}: the game ended before its condition held")
        seat = game.current_player
        if seat in session.bots:
            action = session.bot_action()
        else:
            legal = game.legal_actions()
            action = legal[person.randrange(len(legal))]
        session.apply(action)
        decisions += 1
        if decisions >= spec.after and not game.is_over and spec.when(game):
            break
    path = out / f"play-{spec.name}.json"
    session.save(path)
    loaded = load_session(path)
    if loaded.game != game:
        raise RuntimeError(f"{spec.name}: the saved game does not load equal")
    return {"kind": "play", "about": spec.about, "characters": list(spec.characters), "seed": spec.seed,
            "options": opts, "saved_after": decisions, "end": play_on(loaded.game)}


def make_cli(name: str, about: str, args: tuple[str, ...], typed: int, out: Path) -> dict:
    """Run ``python -m innkeeper play ... --save FILE`` with ``typed`` lines of "1" as its input."""
    from innkeeper.play import load_session

    path = out / f"play-{name}.json"
    path.unlink(missing_ok=True)
    lines = "".join("\n" if args[:1] == ("--hotseat",) and i % 2 == 0 else "1\n" for i in range(typed))
    checkout = os.environ["OLD_SAVES_CHECKOUT"]   # (run from there: ``-m`` puts the working directory first)
    done = subprocess.run([sys.executable, "-m", "innkeeper", "play", *args, "--save", str(path), "--fast"],
                          input=lines, capture_output=True, text=True, timeout=300, cwd=checkout)
    if done.returncode != 0 or "Game saved to" not in done.stdout:
        raise RuntimeError(f"{name}: the command did not save\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    session = load_session(path)
    from innkeeper.engine import serialize

    if json.loads(json.loads(path.read_text())["game"])["version"] != serialize.VERSION:
        raise RuntimeError(f"{name}: the command did not run the checkout's innkeeper")
    return {"kind": "play", "about": about, "command": ["innkeeper", "play", *args, "--save", "FILE", "--fast"],
            "characters": [p.character for p in session.game.players], "typed": typed,
            "saved_after": len(session.history), "end": play_on(session.game)}


async def _play_web(spec: WebSave, url: str) -> str:
    """Open, join, start and play one table through the Tavern; returns its id."""
    from innkeeper import Game
    from innkeeper.web.db import open_database
    from innkeeper.web.protocol import NewTable, SeatSpec
    from innkeeper.web.tables import Tavern

    tavern = Tavern(open_database(url), bot_delay=0.0)
    await tavern.open()
    body = NewTable(name=spec.name, seed=spec.seed, **spec.options,
                    seats=[SeatSpec(kind=kind, character=c, **({"bot": "heuristic"} if kind == "bot" else {}))
                           for c, kind in spec.seats])
    made = await tavern.create(body)
    table = tavern.get(made["id"])
    for link in made["seats"]:
        if "token" in link:
            await tavern.join(table.id, link["token"], f"P{link['seat'] + 1}")
    await tavern.start(table.id, made["host_token"])
    person = random.Random(spec.seed * 7)
    looked = -1          # the newest snapshot step already looked at
    target = None        # stop once this many decisions are made (and a person must decide)
    while True:
        while True:   # wait until no bot is deciding and no decision is being written
            async with table.lock:
                if table.game.is_over or table.deciding_bot() is None:
                    break
            await asyncio.sleep(0.001)
        game = table.game
        if game.is_over:
            if spec.stop is not None:
                raise RuntimeError(f"{spec.name}: the game ended before decision {spec.stop}")
            break
        if spec.stop is not None and target is None:
            newest = table.steps - table.steps % tavern.snapshot_every
            if newest >= spec.stop and newest > looked:
                looked = newest
                saved = next(t for t in await tavern.db(tavern.store.unfinished) if t.table.id == table.id)
                assert saved.snapshot.step == newest
                if spec.when(Game.from_json(saved.snapshot.state)):
                    target = newest + spec.then
            if looked > spec.stop + tavern.snapshot_every * 40:
                raise RuntimeError(f"{spec.name}: no snapshot satisfied its condition")
        if target is not None and table.steps >= target:
            if table.steps // tavern.snapshot_every != target // tavern.snapshot_every:
                raise RuntimeError(f"{spec.name}: bots went past the next snapshot")
            break
        legal = game.legal_actions()
        error = await tavern.act(table, game.current_player, {"choice": person.randrange(len(legal)),
                                                              "seq": table.steps})
        if error is not None:
            raise RuntimeError(f"{spec.name}: {error}")
    await tavern.close()
    return table.id


def _rows(url: str, table_id: str) -> dict:
    """The table's rows as the Store wrote them (ids, tokens and times replaced by fixed values)."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    out: dict = {}
    with engine.connect() as c:
        for name, order in (("tables", ""), ("seats", " ORDER BY seat"), ("snapshots", " ORDER BY step"),
                            ("actions", " ORDER BY step")):
            key = "id" if name == "tables" else "table_id"
            rows = c.execute(text(f"SELECT * FROM {name} WHERE {key} = :t{order}"), {"t": table_id}).mappings()
            out[name] = [dict(r) for r in rows]
    engine.dispose()
    for row in (*out["tables"], *out["seats"], *out["snapshots"], *out["actions"]):
        for k in ("created_at", "updated_at", "at"):
            if k in row:
                row[k] = FIXED_TIME
        if "id" in row:
            row["id"] = "oldtable"
        if "table_id" in row:
            row["table_id"] = "oldtable"
        # fixed plain tokens under the columns' first names (since revision 0002 a database holds their
        # hashes, as host_hash and token_hash; tests/test_saves.py hashes these when it stores the rows)
        if row.pop("host_hash", None) or row.get("host_token"):
            row["host_token"] = "host-token"
        if row.pop("token_hash", None) or row.get("token"):
            row["token"] = f"seat-token-{row['seat']}"
        elif "seat" in row and "kind" in row:
            row.setdefault("token", None)
        if "joined" in row:
            row["joined"] = bool(row["joined"])
    return out


def make_web(spec: WebSave, out: Path, work: Path) -> dict:
    """Play a web table to the spec's point; store its rows; the end it plays to from its newest snapshot."""
    from innkeeper import Action, Game

    url = f"sqlite:///{work / (spec.name + '.db')}"
    table_id = asyncio.run(_play_web(spec, url))
    rows = _rows(url, table_id)
    (out / f"web-{spec.name}.json").write_text(json.dumps(rows, indent=1, sort_keys=True) + "\n")
    newest = rows["snapshots"][-1]
    game = Game.from_json(newest["state"])
    for row in rows["actions"]:
        if row["step"] > newest["step"]:
            game.apply(Action.from_json(json.loads(row["action"])))
    entry = {"kind": "web", "about": spec.about, "characters": [c for c, _ in spec.seats], "seed": spec.seed,
             "options": dict(spec.options), "status": rows["tables"][0]["status"],
             "steps": rows["tables"][0]["steps"], "snapshots": [r["step"] for r in rows["snapshots"]]}
    if rows["tables"][0]["status"] == "finished":   # its end: replayed from the first snapshot (the replay's path)
        first = Game.from_json(rows["snapshots"][0]["state"])
        for row in rows["actions"]:
            first.apply(Action.from_json(json.loads(row["action"])))
        if first != game:
            raise RuntimeError(f"{spec.name}: the replay does not reach the final snapshot")
    entry["end"] = play_on(game)
    return entry


def child(out: Path) -> None:
    """Make every fixture with the ``innkeeper`` on the path (the old checkout's)."""
    out.mkdir(parents=True, exist_ok=True)
    files: dict = {}
    for spec in PLAY_SAVES:
        files[f"play-{spec.name}.json"] = make_play(spec, out)
        print(f"play-{spec.name}.json: saved after {files[f'play-{spec.name}.json']['saved_after']} decisions")
    for name, about, args, typed in CLI_SAVES:
        files[f"play-{name}.json"] = make_cli(name, about, args, typed, out)
        print(f"play-{name}.json: saved after {files[f'play-{name}.json']['saved_after']} decisions")
    with tempfile.TemporaryDirectory() as work:
        for spec in WEB_SAVES:
            files[f"web-{spec.name}.json"] = make_web(spec, out, Path(work))
            print(f"web-{spec.name}.json: {files[f'web-{spec.name}.json']['steps']} decisions stored")
    versions = {json.loads(json.loads((out / name).read_text())["game"])["version"] for name in files
                if name.startswith("play-")}
    expected = {"made_by": os.environ.get("OLD_SAVES_COMMIT", "?"), "save_versions": sorted(versions),
                "policy_seed": POLICY_SEED, "files": files}
    (out / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")


def main() -> None:
    """Run ``child`` on the given checkout, into tests/saves/v<N>/ (or --out)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout", type=Path, help="the old version's checkout (its innkeeper package is used)")
    parser.add_argument("--out", type=Path, help="where to write (default: tests/saves/v<N>/ of this checkout)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    checkout = args.checkout.resolve()
    if args.child:
        import innkeeper

        if not Path(innkeeper.__file__).resolve().is_relative_to(checkout):
            sys.exit(f"innkeeper was imported from {innkeeper.__file__}, not from {checkout}")
        child(args.out)
        return
    if not (checkout / "innkeeper" / "engine" / "serialize.py").is_file():
        sys.exit(f"{checkout} is not an Innkeeper checkout (no innkeeper/engine/serialize.py)")
    commit = subprocess.run(["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "?"
    probe = subprocess.run([sys.executable, "-c", "from innkeeper.engine import serialize; print(serialize.VERSION)"],
                           env={**os.environ, "PYTHONPATH": str(checkout)}, capture_output=True, text=True, check=True)
    out = args.out or ROOT / "tests" / "saves" / f"v{probe.stdout.strip()}"
    env = {**os.environ, "PYTHONPATH": str(checkout), "OLD_SAVES_COMMIT": commit, "OLD_SAVES_CHECKOUT": str(checkout),
           "PYTHONHASHSEED": "0"}
    subprocess.run([sys.executable, __file__, str(checkout), "--child", "--out", str(out.resolve())],
                   env=env, check=True)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
