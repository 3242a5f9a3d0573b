"""Save versions: the version of the save format this engine writes, and the migrations that bring older saves up.

Every save (``Game.to_json``) carries its format's ``version``. Loading first brings a save up to ``VERSION``
through ``MIGRATIONS``, one version at a time (``MIGRATIONS[v]`` turns a version ``v`` save into a version
``v + 1`` save, a new dict, the old one untouched), so ``serialize.load`` only ever reads the current format.
A save of a version this engine does not know, newer or older, is refused with a ValueError saying so.

To change the format: raise ``VERSION`` by one, add ``MIGRATIONS[VERSION - 1]``, and store saves of the old
version first (``scripts/old_saves.py``, run on the old version's checkout), so ``tests/test_saves.py`` checks
that they load and play on to the same end.

Version 2 (from version 1): a save lists the mechanics its table uses under ``"mechanics"`` (the kinds of its
side decks and tracks, sorted, each once), so a reader knows what the table needs before reading its records
and a table using a mechanic this engine lacks is refused by name; the records themselves are unchanged.

Version 3 (from version 2): each frame kind is one class holding its fields and its rules (``state.Frame``), so a
field may not share a rule's name: a card frame's ``step`` (the index of its next effect) is now ``effect``.

Version 4 (from version 3): every frame has an ``id`` (given as it is pushed, from the table's ``next_id``) and
frames refer to each other by id, not by stack index (a window's or card's ``subject``, a discard's or Gear's
``frame``, a contest's ``parent``). A version 3 stack gets ids by position, so its references keep their values.

Version 5 (from version 4): the turn and the Round of Gambling are frames holding their own state. The turn
(``turn``: whose turn, its ``phase`` and ``part``, which was ``step``) is the frame under the stack; the Round's
fields (the save's ``round``) live on its ``RoundFrame``, which now stays on the stack under a ``RoundWonFrame``
until the pot is taken (a version 4 save in that window gets the Round's frame put back under it, with a new id).
"""

from __future__ import annotations

from collections.abc import Callable

VERSION = 5


def mechanics_of(data: dict) -> list[str]:
    """The mechanics a save's side decks and tracks use: their kinds, sorted, each once (no list: none)."""
    kinds: set[str] = set()
    for key in ("sides", "tracks"):
        records = data.get(key, [])
        if type(records) is not list:
            raise ValueError(f"its {key!r} is not a list")
        for i, record in enumerate(records):
            kind = record.get("kind") if type(record) is dict else None
            if type(kind) is not str:
                raise ValueError(f"its {key}[{i}] has no kind")
            kinds.add(kind)
    return sorted(kinds)


def _v1_to_v2(data: dict) -> dict:
    """Version 2 names the table's mechanics; a version 1 save made before side decks or tracks gets empty lists."""
    out = dict(data)
    out["version"] = 2
    out["mechanics"] = mechanics_of(data)
    out.setdefault("sides", [])
    out.setdefault("tracks", [])
    return out


def _stack_of(data: dict) -> list[dict]:
    """A save's stack, checked: a list of objects (ValueError naming what is not)."""
    stack = data.get("stack")
    if type(stack) is not list:
        raise ValueError("its 'stack' is not a list")
    for i, frame in enumerate(stack):
        if type(frame) is not dict:
            raise ValueError(f"its stack[{i}] is not an object")
    return stack


def _v2_to_v3(data: dict) -> dict:
    """Version 3 names a card frame's effect index ``effect`` (it was ``step``, now the name of a frame's rule)."""
    frames = []
    for i, frame in enumerate(_stack_of(data)):
        if frame.get("_t") == "CardFrame":
            if "step" not in frame:
                raise ValueError(f"its stack[{i}] is a card frame with no 'step'")
            frame = {("effect" if k == "step" else k): v for k, v in frame.items()}
        frames.append(frame)
    out = dict(data)
    out["version"] = 3
    out["stack"] = frames
    return out


def _v3_to_v4(data: dict) -> dict:
    """Version 4 gives every frame an id: a version 3 frame gets its stack position (the index its references hold)."""
    frames = []
    for i, frame in enumerate(_stack_of(data)):
        frames.append({"_t": frame.get("_t"), "id": i, **{k: v for k, v in frame.items() if k != "_t"}})
    out = dict(data)
    out["version"] = 4
    out["stack"] = frames
    out["next_id"] = len(frames)
    return out


def _v4_to_v5(data: dict) -> dict:
    """Version 5 keeps the turn's state on a turn frame and the Round's on its frame (see above)."""
    for key in ("turn", "phase", "step", "round", "next_id"):
        if key not in data:
            raise ValueError(f"it has no {key!r}")
    frames = list(_stack_of(data))
    next_id = data["next_id"]
    r = data["round"]
    if r is not None:
        if type(r) is not dict:
            raise ValueError("its 'round' is not an object")
        fields = {k: v for k, v in r.items() if k != "_t"}
        at = max((i for i, f in enumerate(frames) if f.get("_t") == "RoundFrame"), default=-1)
        if at >= 0:
            frames[at] = {**frames[at], **fields}
        else:   # a won Round's window: the Round's frame goes back under it
            won = max((i for i, f in enumerate(frames) if f.get("_t") == "RoundWonFrame"), default=-1)
            if won < 0:
                raise ValueError("it has a Round of Gambling but no frame of it on its stack")
            frames.insert(won, {"_t": "RoundFrame", "id": next_id, **fields})
            next_id += 1
    out = {k: v for k, v in data.items() if k not in ("turn", "phase", "step", "round")}
    out["version"] = 5
    out["turn"] = {"_t": "TurnFrame", "id": -1, "player": data["turn"], "phase": data["phase"], "part": data["step"]}
    out["stack"] = frames
    out["next_id"] = next_id
    return out


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}
OLDEST = min(MIGRATIONS, default=VERSION)


def upgrade(data: object) -> dict:
    """``data`` brought up to ``VERSION`` (``data`` itself is not changed); ValueError says what is wrong."""
    if type(data) is dict and data.get("version") == VERSION and type(data["version"]) is int:
        return data   # (the common case, first: loading a current save pays one look-up)
    if not isinstance(data, dict):
        raise ValueError(f"not a saved Innkeeper game: a save is a JSON object, not {type(data).__name__}")
    if "version" not in data:
        raise ValueError("not a saved Innkeeper game: it has no save version")
    version = data["version"]
    if type(version) is not int:
        raise ValueError(f"unsupported save version {version!r}: a save version is a whole number ({_reads()})")
    if version > VERSION:
        raise ValueError(f"unsupported save version {version}: it was made by a newer Innkeeper ({_reads()})")
    if version < OLDEST:
        raise ValueError(f"unsupported save version {version}: there is no such version ({_reads()})")
    while version < VERSION:
        try:
            data = MIGRATIONS[version](data)
        except ValueError as exc:
            raise ValueError(f"not a saved Innkeeper game: the version {version} save cannot be brought to "
                             f"version {version + 1}: {exc}") from None
        version += 1
    return data


def _reads() -> str:
    """Which versions this engine reads, for an error message."""
    if OLDEST < VERSION:
        return f"this Innkeeper reads versions {OLDEST} to {VERSION}"
    return f"this Innkeeper reads version {VERSION}"
