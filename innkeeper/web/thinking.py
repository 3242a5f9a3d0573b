"""The server's heavy work, done in worker processes so the event loop stays free for people.

A bot's decision and a finished game's replay are pure functions of stored JSON: they run in a
``ProcessPoolExecutor`` (started by ``forkserver``, with the engine preloaded) and hand back JSON.
The pools are bounded (``BOT_WORKERS``, ``REPLAY_WORKERS`` processes), so however many tables think at
once, the loop only serialises a state and applies the answer.
"""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import ProcessPoolExecutor

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from innkeeper.bots import SeatView, make_bot
from innkeeper.engine import Action, Game, english

from . import messages
from .store import Store  # (loaded before the workers are forked: a worker's first replay reads at once)

BOT_WORKERS = 1      # processes thinking for bots (the machine has two cores: one for the loop)
REPLAY_WORKERS = 1   # processes building replays
NICENESS = {"bots": 5, "replays": 10}   # the workers yield the CPU to the server's loop, which serves people
PRELOAD = ["innkeeper.web.thinking"]
INLINE = frozenset({"random"})   # bots that think in microseconds: on the loop, cheaper than a worker's round trip


def pool(workers: int, niceness: int = 0) -> ProcessPoolExecutor:
    """A bounded pool of worker processes forked from a server process that has the engine loaded, each
    ``niceness`` steps below the server in the operating system's scheduling (where it has one)."""
    if "forkserver" not in multiprocessing.get_all_start_methods():   # (Windows): fresh interpreters
        context = multiprocessing.get_context("spawn")
    else:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOAD)
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=worker_start,
                               initargs=(niceness,))


def worker_start(niceness: int) -> None:
    """In a new worker: step down ``niceness`` in scheduling, and watch the server."""
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)
    watch_server()


def watch_server() -> None:
    """In a worker: exit as soon as the server that started it is gone, however it went (even SIGKILLed).

    A worker's input pipe never reads as closed (the worker holds both of its ends), so without this a
    killed server's workers, and the forkserver that waits for them, would live on."""
    server = multiprocessing.parent_process()
    if server is None:
        return

    def wait() -> None:
        multiprocessing.connection.wait([server.sentinel])   # readable once the server process has ended
        os._exit(0)

    threading.Thread(target=wait, name="innkeeper-watch-server", daemon=True).start()


def ready() -> int:
    """(In a worker) nothing: a started worker answers it (its process id)."""
    return os.getpid()


def think(kind: str, seat: int, seed: int, state: str) -> dict:
    """A bot's decision for ``seat`` in the game ``state`` (its JSON): the action's JSON and who thought."""
    game = Game.from_json(state)
    bot = make_bot(kind, seat, seed)
    return {"action": bot.act(SeatView(game, seat)).to_json(), "pid": os.getpid()}


_stores: dict[str, Store] = {}   # (in a worker) a store per database URL, opened at its first replay


def replay_stored(url: str, table_id: str, seat: int | None) -> str:
    """``replay_frames`` of a finished table read here, in the worker, from the database at ``url``: the server's
    process neither reads the log nor builds anything."""
    store = _stores.get(url)
    if store is None:
        options = {"connect_args": {"check_same_thread": False}} if url.startswith("sqlite") else {}
        store = _stores[url] = Store(sessionmaker(create_engine(url, **options)))
    state, actions = store.replayed(table_id)
    return replay_frames(state, actions, seat)


def replay_frames(state: str, actions: list[tuple[int, int, str]], seat: int | None) -> str:
    """Every step of a game from its first ``state`` and its ``(step, seat, action JSON)`` log, as ``seat`` saw it
    (a JSON list: encoded here too, since encoding a long replay costs as much as building it)."""
    game = Game.from_json(state)
    frames = [_replay_frame(game, seat, 0, None, None, [])]
    for step, actor, data in actions:
        action = Action.from_json(json.loads(data))
        text = next((str(a) for a in game.legal_actions() if a == action), action.kind)
        events = game.apply(action)
        frames.append(_replay_frame(game, seat, step, actor, text, events))
    return json.dumps(frames, separators=(",", ":"), ensure_ascii=False)


def _replay_frame(game: Game, seat: int | None, step: int, actor, text, events) -> dict:
    """One step of a replay."""
    obs = messages.open_view(game) if seat is None else game.observe(seat)
    obs.pop("legal_actions", None)
    return {"step": step, "actor": actor, "action": text, "observation": obs,
            "hand": messages.card_faces(game.content, obs["hand"]) if seat is not None else [],
            "log": messages.log_lines(events, seat) if seat is not None else
            [{"kind": e.kind, "text": open_line(e, game.names)} for e in events]}


def open_line(event, names: tuple[str, ...]) -> str:
    """An event with every private detail shown (replays of finished games)."""
    return english.open_line(messages.log_lines([event], None)[0]["text"], event, names)
