"""Content: the data files of every deck, validated and turned into engine card definitions.

Built-in files live in ``data/``; ``load_content(paths)`` adds a player's own files. Any problem
raises ``ContentError`` naming the file, the card and the field.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

import innkeeper.engine.game  # noqa: F401  (its modules declare every operation and condition in ``ops``)
import innkeeper.engine.mechanics  # noqa: F401  (registers the built-in mechanics: their kinds, frames and ops)
from innkeeper.engine import serialize
from innkeeper.engine.answers import ANSWER_FIELDS
from innkeeper.engine.cards import (
    CARD_TYPES,
    DRINK_EVENTS,
    EFFECT_FIELDS,
    Answers,
    CardDef,
    Character,
    Content,
    DrinkDef,
    Effect,
    Mode,
    SideDef,
    TrackDef,
)
from innkeeper.engine.hooks import BY_SIDE, BY_TRACK, MECHANICS
from innkeeper.engine.ops import COMMON_FIELDS, CONDITIONS, OPS

# The fields any effect may carry that read a track's marker (``marker_at_least``, ``marker_at_most``).
MARKER_GATES = tuple(f.name for f in COMMON_FIELDS if f.needs_track)

DATA = Path(__file__).parent / "data"
BUILTIN = ("drinks_core.toml", "drinks_second.toml", "deirdre.toml", "fiona.toml", "gerki.toml", "zot.toml",
           "jin.toml", "greppa.toml", "fleck.toml", "dimli.toml", "eve.toml",
           "kaylin.toml", "serena.toml", "wizgille.toml", "phrenk.toml",
           "warthorn.toml", "wench.toml", "molly.toml", "jasper.toml",
           "drinks_000_pack.toml",
           "prizes.toml")   # (last: cards of the earlier files keep their ids)
SOURCES = ("transcription", "rulebook", "designed", "test", "reconstructed")
PRIZE_TYPES = ("anytime", "sometimes")   # a Prize is played like a card of these types (the Prize variant)


class ContentError(ValueError):
    """A content file is malformed; the message names the file, the card and the field."""


class _Where:
    """Where a value came from, for error messages."""

    def __init__(self, file: str, card: str | None = None):
        self.file = file
        self.card = card

    def fail(self, field: str, problem: str) -> ContentError:
        where = f"{self.file}"
        if self.card is not None:
            where += f": card {self.card!r}"
        return ContentError(f"{where}: field {field!r}: {problem}")


def _get(table: dict, key: str, kind, where: _Where, default=..., choices=None):
    """A typed field of a table, with a clear error."""
    if key not in table:
        if default is ...:
            raise where.fail(key, "is missing")
        return default
    value = table[key]
    if kind is int and (type(value) is not int):
        raise where.fail(key, f"must be a whole number, not {value!r}")
    if kind is not int and not isinstance(value, kind):
        raise where.fail(key, f"must be {kind.__name__}, not {value!r}")
    if choices is not None and value not in choices:
        raise where.fail(key, f"must be one of {', '.join(map(str, choices))}, not {value!r}")
    return value


def _check_keys(table: dict, allowed: set[str], where: _Where, what: str) -> None:
    unknown = set(table) - allowed
    if unknown:
        raise where.fail(sorted(unknown)[0], f"is not a known {what} field")


def _effect(raw, where: _Where, i: int) -> Effect:
    """An effect table, checked against its operation's declared fields (``ops``)."""
    field = f"effects[{i}]"
    if not isinstance(raw, dict):
        raise where.fail(field, "must be a table like { op = ... }")
    op = raw.get("op")
    if not isinstance(op, str) or op not in OPS:
        raise where.fail(f"{field}.op", f"unknown operation {op!r}")
    d = OPS[op]
    unknown = set(raw) - d.field_names - {"op"}
    if unknown:
        raise where.fail(f"{field}.{sorted(unknown)[0]}", f"is not a field of {op!r}")
    specs = {f.name: f for f in (*COMMON_FIELDS, *d.fields)}
    kw = {}
    for key, value in raw.items():
        if key == "op":
            continue
        problem = specs[key].problem(value)
        if problem is not None:
            raise where.fail(f"{field}.{key}", problem)
        kw[key] = value
    for spec in d.fields:
        problem = spec.broken_rule(kw.get(spec.name, spec.default))
        if problem is not None:
            raise where.fail(f"{field}.{spec.name}", problem)
    if kw.get("marker_at_least", -999) > kw.get("marker_at_most", 999):
        raise where.fail(f"{field}.marker_at_least", "must not be above marker_at_most")
    extra = tuple((key, kw.pop(key)) for key in [k for k in kw if k not in EFFECT_FIELDS])
    return Effect(op=op, **kw, extra=extra) if extra else Effect(op=op, **kw)


def _answers(raw, where: _Where, field: str) -> Answers:
    """An answers table, checked against the declared answer fields and its condition's needs (``answers``)."""
    if not isinstance(raw, dict):
        raise where.fail(field, "must be a table like { if = ... }")
    _check_keys(raw, {f.name for f in ANSWER_FIELDS}, where, "answers")
    cond = raw.get("if")
    if cond is not None and (not isinstance(cond, str) or cond not in CONDITIONS):
        raise where.fail(f"{field}.if", f"unknown condition {cond!r}")
    values = {}
    for spec in ANSWER_FIELDS[1:]:
        value = values[spec.name] = raw.get(spec.name, spec.default)
        problem = spec.problem(value) if spec.name in raw else None
        if problem is not None:
            raise where.fail(f"{field}.{spec.name}", problem)
    if cond is None and not values["card_types"]:
        raise where.fail(field, "needs an 'if' condition or 'card_types'")
    needs = CONDITIONS[cond].needs if cond is not None else ()
    if any(not values[n] for n in needs):
        raise where.fail(field, f"{cond} needs {' and '.join(needs)}")
    return Answers(cond, tuple(values["card_types"]), tuple(values["stats"]), values["lose_only"],
                   tuple(values["except_families"]))


def _mode(raw: dict, ctype: str, where: _Where, field: str, label: str) -> Mode:
    effects_raw = raw.get("effects")
    if not isinstance(effects_raw, list) or not effects_raw:
        raise where.fail(f"{field}effects", "must be a non-empty list of effects")
    effects = tuple(_effect(e, where, i) for i, e in enumerate(effects_raw))
    answers = None
    if "answers" in raw:
        if ctype != "sometimes":
            raise where.fail(f"{field}answers", f"only Sometimes cards answer something, not {ctype}")
        answers = _answers(raw["answers"], where, f"{field}answers")
    elif ctype == "sometimes":
        raise where.fail(f"{field}answers", "a Sometimes card must say what it answers")
    return Mode(label, answers, effects)


# Card fields the mechanics declare: on any card (an icon such as the musical note), on main-deck cards only.
ANY_CARD_FIELDS = frozenset(f for m in BY_SIDE.values() for f in m.any_card_fields)
MAIN_CARD_FIELDS = frozenset(f for m in BY_SIDE.values() for f in m.main_card_fields)
PASSIVE_CARD_FIELDS = {"title", "copies", "source", "text"}   # a card that is never played has no effects


class _Reader:
    """What a mechanic reads a card's own fields with (``Mechanic.load_card``): each problem names file, card, field."""

    def __init__(self, raw: dict, where: _Where):
        self.raw = raw
        self.where = where

    def get(self, key: str, kind, default=...):
        """The card's field ``key``, of type ``kind`` (``default`` when absent; no default: required)."""
        return _get(self.raw, key, kind, self.where, default)

    def field(self, table: dict, key: str, kind, default=...):
        """Field ``key`` of a table inside the card (such as ``mood``)."""
        return _get(table, key, kind, self.where, default)

    def keys(self, table: dict, allowed: set[str], what: str) -> None:
        """Check a table inside the card holds only these keys."""
        _check_keys(table, allowed, self.where, what)

    def mode(self, table: dict, field: str, label: str) -> Mode:
        """A mode written inside the card (such as a Shake it Off: ``shake = { effects = [...] }``), played as an
        Action card."""
        return _mode(table, "action", self.where, field, label)

    def fail(self, field: str, problem: str) -> ContentError:
        """The error to raise for a problem with a field."""
        return self.where.fail(field, problem)


def _card(raw: dict, cid: int, where: _Where, default_source: str, side: str | None = None) -> tuple[CardDef, int]:
    title = _get(raw, "title", str, where)
    where.card = title
    mechanic = BY_SIDE[side] if side is not None else None   # the side deck's mechanic says what its cards hold
    passive = mechanic is not None and mechanic.passive_cards   # its cards are never played (a mood)
    if mechanic is not None and passive:
        allowed = PASSIVE_CARD_FIELDS | mechanic.card_fields
    else:
        allowed = {"title", "type", "copies", "source", "text", "effects", "answers", "modes", "family",
                   "only_answered_by_family"} | ANY_CARD_FIELDS
        if mechanic is not None:
            allowed = allowed | mechanic.card_fields
    if side is None:
        allowed = allowed | MAIN_CARD_FIELDS   # icons of main-deck cards (the gear icon)
    _check_keys(raw, allowed, where, "card" if side is None else f"{side} card")
    if mechanic is not None and mechanic.card_types:   # a card of this kind has its own type (a Potion's)
        if raw.get("type") not in mechanic.card_types:
            raise where.fail("type", f"a {side} card needs a type: one of {', '.join(mechanic.card_types)}")
    elif side is not None:   # a side-deck card is played as though it were an Action card
        if raw.get("type", "action") != "action":
            raise where.fail("type", f"a {side} card is played as an Action card: leave out 'type'")
        raw = {**raw, "type": "action"}
    ctype = _get(raw, "type", str, where, choices=CARD_TYPES)
    copies = _get(raw, "copies", int, where)
    if copies < 1:
        raise where.fail("copies", "must be at least 1")
    text = _get(raw, "text", str, where)
    source = _get(raw, "source", str, where, default_source, SOURCES)
    family = _get(raw, "family", str, where, None)
    only = _get(raw, "only_answered_by_family", bool, where, False)
    if passive:   # its rules are passive: one mode with no effect, never played
        modes = [Mode("", None, ())]
    elif "modes" in raw:
        if "effects" in raw or "answers" in raw:
            raise where.fail("modes", "use either modes or effects/answers, not both")
        modes_raw = raw["modes"]
        if not isinstance(modes_raw, list) or not modes_raw:
            raise where.fail("modes", "must be a non-empty list")
        modes = []
        for i, m in enumerate(modes_raw):
            if not isinstance(m, dict):
                raise where.fail(f"modes[{i}]", "must be a table")
            _check_keys(m, {"label", "answers", "effects"}, where, "mode")
            label = _get(m, "label", str, where)
            modes.append(_mode(m, ctype, where, f"modes[{i}].", label))
    elif raw.get("effects") == [] and ctype != "sometimes" and any(m.effectless(raw, side) for m in MECHANICS):
        modes = [Mode("", None, ())]   # a card a mechanic lets do nothing of its own (a gear-icon card, a Gear)
    else:
        modes = [_mode(raw, ctype, where, "", "")]
    for m in modes:
        for e in m.effects:
            if OPS[e.op].targets_drink and not m.needs_drink:
                raise where.fail("answers", f"{e.op!r} needs a Drink condition to answer")
    read = _Reader(raw, where)
    fields: dict = {}
    for m in MECHANICS:   # each mechanic reads its own fields (an icon may add an effect after the card's own)
        modes, more = m.load_card(raw, side, modes, read)
        undeclared = sorted(set(more).difference(m.card_marks))
        if undeclared:
            raise ValueError(f"the mechanic {m.name} gave the card {title!r} the mark {undeclared[0]!r}, which it "
                             f"does not declare in card_marks")
        fields.update((k, v) for k, v in more.items() if v != m.card_marks[k])   # (an unmarked card reads the default)
    card = CardDef(cid, title, ctype, text, tuple(modes), source, family, only, side=side,
                   marks=tuple(sorted(fields.items())))
    return card, copies


DRINK_FIELDS = {"title", "copies", "alcohol", "fortitude", "draw", "discard", "pay_inn", "chaser", "split", "event",
                "race", "text", "source"}


def _drink(raw: dict, cid: int, where: _Where, default_source: str = "transcription",
           side: str | None = None) -> tuple[DrinkDef, int]:
    """A Drink card: of a Drink Deck, or (``side``) of a side deck of Drinks, which may be ``kept`` and carry the
    fields its mechanic declares."""
    title = _get(raw, "title", str, where)
    where.card = title
    mechanic = BY_SIDE[side] if side is not None else None
    allowed = DRINK_FIELDS if mechanic is None else DRINK_FIELDS | {"kept"} | mechanic.card_fields
    _check_keys(raw, allowed, where, "drink" if side is None else f"{side} drink")
    copies = _get(raw, "copies", int, where, 1)
    if copies < 1:
        raise where.fail("copies", "must be at least 1")
    for key in ("draw", "discard"):
        if _get(raw, key, int, where, 0) < 0:
            raise where.fail(key, "must not be negative")
    race = _get(raw, "race", dict, where, {})
    races = []
    for name, values in race.items():
        if not isinstance(values, dict) or set(values) - {"alcohol", "fortitude"}:
            raise where.fail(f"race.{name}", "must be a table of alcohol and fortitude")
        races.append((name, _get(values, "alcohol", int, where, 0), _get(values, "fortitude", int, where, 0)))
    card = DrinkDef(
        id=cid, title=title,
        alcohol=_get(raw, "alcohol", int, where, 0), fortitude=_get(raw, "fortitude", int, where, 0),
        draw=_get(raw, "draw", int, where, 0), discard=_get(raw, "discard", int, where, 0),
        pay_inn=_get(raw, "pay_inn", int, where, 0),
        chaser=_get(raw, "chaser", bool, where, False), split=_get(raw, "split", bool, where, False),
        event=_get(raw, "event", str, where, None, DRINK_EVENTS), race=tuple(races),
        text=_get(raw, "text", str, where, ""), source=_get(raw, "source", str, where, default_source, SOURCES),
        kept=_get(raw, "kept", bool, where, False), side=side,
    )
    if mechanic is not None:   # its mechanic reads its own fields of the Drink (what a kept Elixir does)
        _, more = mechanic.load_card(raw, side, [], _Reader(raw, where))
        undeclared = sorted(set(more).difference(mechanic.card_marks))
        if undeclared:
            raise ValueError(f"the mechanic {mechanic.name} gave the Drink {title!r} the mark {undeclared[0]!r}, "
                             f"which it does not declare in card_marks")
        marks = tuple(sorted((k, v) for k, v in more.items() if v != mechanic.card_marks[k]))
        if marks:
            card = DrinkDef(**{**{f: getattr(card, f) for f in DRINK_DEF_FIELDS}, "marks": marks})
    return card, copies


DRINK_DEF_FIELDS = tuple(f for f in DrinkDef.__dataclass_fields__ if f != "by_race")


def _rules(card) -> tuple:
    """The rules part of a definition, for spotting two different cards with one title."""
    if isinstance(card, DrinkDef):
        return ("drink", card.alcohol, card.fortitude, card.draw, card.discard, card.pay_inn, card.chaser, card.split,
                card.event, card.race, card.kept, card.side, card.marks)
    return ("card", card.type, card.modes, card.family, card.only_answered_by_family, card.side, card.marks)


class _Builder:
    """Accumulates definitions from several files into one Content."""

    def __init__(self):
        self.content = Content()

    def _register(self, make, raw, where: _Where, *args, deck: list[int] | None = None):
        """Add a definition, or reuse the one with the same title and rules.

        Two character decks may print different cards under one title (each deck is its own
        physical set); one deck may not, and neither may the Drink Decks.
        """
        content = self.content
        cid = len(content.cards)
        card, copies = make(raw, cid, where, *args)
        same_title = content.variants.get(card.title, [])
        for existing in same_title:
            if _rules(content.cards[existing]) == _rules(card):
                return existing, copies
        if same_title and (deck is None or any(v in deck for v in same_title)):
            raise where.fail("title", f"{card.title!r} is already defined differently in "
                                      f"{content.origins[card.title]}")
        content.cards.append(card)
        content.by_title.setdefault(card.title, cid)
        content.variants.setdefault(card.title, []).append(cid)
        content.origins.setdefault(card.title, where.file)
        return cid, copies

    def add(self, name: str, data: dict) -> None:
        where = _Where(name)
        if not isinstance(data, dict):
            raise where.fail("(file)", "must be a TOML document")
        _check_keys(data, {"character", "card", "deck", "pack", "drink", "side", "track", "prize"}, _Where(name),
                    "top-level")
        if "deck" in data or "pack" in data or "drink" in data:
            self._add_drinks(name, data)
        if "prize" in data:
            self._add_prizes(name, data["prize"])
        if "character" in data:
            ch = data["character"]
            if isinstance(ch, list):
                for i, one in enumerate(ch):
                    if not isinstance(one, dict):
                        raise where.fail(f"character[{i}]", "must be a table")
                    self._add_character(name, one, one.get("card"))
            elif isinstance(ch, dict):
                self._add_character(name, ch, data.get("card"), data.get("side"), data.get("track"))
            else:
                raise where.fail("character", "must be a table")
        elif "card" in data or "side" in data or "track" in data:
            field = next(k for k in ("card", "side", "track") if k in data)
            raise where.fail(field, "cards, side decks and tracks need a [character] table")

    def _add_drinks(self, name: str, data: dict) -> None:
        where = _Where(name)
        drinks = data.get("drink", [])
        if not isinstance(drinks, list) or not all(isinstance(d, dict) for d in drinks):
            raise where.fail("drink", "must be a list of [[drink]] tables")
        deck: list[int] = []
        for raw in drinks:
            cid, copies = self._register(_drink, raw, _Where(name))
            deck.extend([cid] * copies)
        if "deck" in data and "pack" in data:
            raise where.fail("pack", "a file holds a Drink Deck ([deck]) or a Drink pack ([pack]), not both")
        for kind in ("deck", "pack"):
            if kind not in data:
                continue
            meta = data[kind]
            if not isinstance(meta, dict):
                raise where.fail(kind, "must be a table")
            _check_keys(meta, {"id", "name"}, where, kind)
            did = _get(meta, "id", str, where)
            _get(meta, "name", str, where, "")
            if not deck:
                raise where.fail("drink", f"{kind} {did!r} has no drinks")
            if did in self.content.drink_decks or did in self.content.drink_packs:
                raise where.fail("id", f"a Drink Deck or pack {did!r} is already defined")
            (self.content.drink_decks if kind == "deck" else self.content.drink_packs)[did] = tuple(deck)

    def _add_prizes(self, name: str, prizes) -> None:
        """The Prize cards of the Prize variant: ``[[prize]]`` tables, each one different card of its own."""
        where = _Where(name)
        if not isinstance(prizes, list) or not prizes or not all(isinstance(c, dict) for c in prizes):
            raise where.fail("prize", "must be a list of [[prize]] tables")
        known = list(self.content.prizes)
        for raw in prizes:
            card_where = _Where(name, raw.get("title") if isinstance(raw.get("title"), str) else None)
            if "source" not in raw:
                raise card_where.fail("source", "a Prize says where it comes from: one of " + ", ".join(SOURCES))
            if raw.get("type") not in PRIZE_TYPES:
                raise card_where.fail("type", f"a Prize is played like a card of one of {', '.join(PRIZE_TYPES)}, "
                                              f"not {raw.get('type')!r}")
            if raw.get("copies", 1) != 1:
                raise card_where.fail("copies", "the Prizes in the Inn are all different: one copy each")
            cid, _copies = self._register(_card, {**raw, "copies": 1}, _Where(name), "designed", deck=known)
            if cid in known:
                raise card_where.fail("title", f"the Prize {raw['title']!r} is defined twice")
            known.append(cid)
        self.content.prizes = tuple(known)

    def _add_side(self, name: str, raw, source: str) -> SideDef:
        """A character's side deck: ``[side]`` with its ``[[side.card]]`` list."""
        where = _Where(name)
        if not isinstance(raw, dict):
            raise where.fail("side", "must be a table")
        _check_keys(raw, {"kind", "name", "shown", "setup_reveal", "turn_reveal", "card"}, where, "side")
        kind = _get(raw, "kind", str, where, choices=tuple(BY_SIDE))
        cards = raw.get("card")
        if not isinstance(cards, list) or not cards or not all(isinstance(c, dict) for c in cards):
            raise where.fail("side.card", "a side deck needs a list of [[side.card]] tables")
        deck: list[int] = []
        make = _drink if BY_SIDE[kind].drink_cards else _card   # a side deck of Drinks (the Special Reserve)
        for card_raw in cards:
            card_id, copies = self._register(make, card_raw, _Where(name), source, kind, deck=deck)
            deck.extend([card_id] * copies)
        shown = _get(raw, "shown", int, where, 0)
        setup_reveal = _get(raw, "setup_reveal", int, where, 0)
        if shown < 0 or setup_reveal < 0:
            raise where.fail("side", "shown and setup_reveal must not be negative")
        side = SideDef(kind, _get(raw, "name", str, where), tuple(deck), shown, setup_reveal,
                       _get(raw, "turn_reveal", bool, where, False))
        BY_SIDE[kind].check_side(side, where.fail)
        return side

    def _add_track(self, name: str, raw) -> TrackDef:
        """A character's track with a marker: ``[track]`` (kind, name, low, high, start)."""
        where = _Where(name)
        if not isinstance(raw, dict):
            raise where.fail("track", "must be a table")
        _check_keys(raw, {"kind", "name", "low", "high", "start"}, where, "track")
        kind = _get(raw, "kind", str, where, choices=tuple(BY_TRACK))
        label = _get(raw, "name", str, where)
        low, high, start = (_get(raw, key, int, where) for key in ("low", "high", "start"))
        if low >= high:
            raise where.fail("high", f"must be above low ({low}), not {high}")
        if not low <= start <= high:
            raise where.fail("start", f"must be on the chart, {low} to {high}, not {start}")
        return TrackDef(kind, label, low, high, start)

    def _check_marker_cards(self, name: str, cid: str, deck, track: TrackDef | None) -> None:
        """Cards that move or read a marker need their character to bring a track, and gates must lie on its chart."""
        cards = self.content.cards
        for card_id in dict.fromkeys(deck):
            card = cards[card_id]
            if card.is_drink:   # (a side deck's Drink moves and reads no marker)
                continue
            where = _Where(name, card.title)
            for m in card.modes:
                for i, e in enumerate(m.effects):
                    gates = [f for f in MARKER_GATES if getattr(e, f) is not None]
                    needs_track = OPS[e.op].needs_track
                    if (needs_track or gates) and track is None:
                        raise where.fail(f"effects[{i}].{'op' if needs_track else gates[0]}",
                                         f"character {cid!r} has no [track] for a marker to move or read")
                    for f in gates:
                        assert track is not None   # (a gate without a track was refused just above)
                        if not track.low <= getattr(e, f) <= track.high:
                            raise where.fail(f"effects[{i}].{f}",
                                             f"must lie on the {track.name} chart, {track.low} to {track.high}")

    def _add_character(self, name: str, meta: dict, cards, side_raw=None, track_raw=None) -> None:
        where = _Where(name)
        _check_keys(meta, {"id", "name", "short", "set", "race", "source", "card"}, where, "character")
        cid = _get(meta, "id", str, where)
        if not cid or not cid.replace("_", "").isalnum() or cid != cid.lower():
            raise where.fail("id", f"must be a lower-case word, not {cid!r}")
        if cid in self.content.characters:
            raise where.fail("id", f"character {cid!r} is already defined")
        source = _get(meta, "source", str, where, "transcription", SOURCES)
        if not isinstance(cards, list) or not cards or not all(isinstance(c, dict) for c in cards):
            raise where.fail("card", f"character {cid!r} needs a list of [[card]] tables")
        deck: list[int] = []
        for raw in cards:
            card_id, copies = self._register(_card, raw, _Where(name), source, deck=deck)
            deck.extend([card_id] * copies)
        if len(deck) < 7:
            raise where.fail("card", f"character {cid!r} has {len(deck)} cards; a deck needs at least 7")
        side = self._add_side(name, side_raw, source) if side_raw is not None else None
        track = self._add_track(name, track_raw) if track_raw is not None else None
        self._check_marker_cards(name, cid, deck + list(side.deck if side is not None else ()), track)
        self.content.characters[cid] = Character(
            cid, _get(meta, "name", str, where), tuple(deck), _get(meta, "race", str, where, "human"),
            _get(meta, "set", str, where, ""), source, _get(meta, "short", str, where, ""), side, track,
        )


def _parse(name: str, text: str) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{name}: not valid TOML: {exc}") from None


@lru_cache(maxsize=32)
def _load(extra: tuple[tuple[str, str], ...]) -> Content:
    b = _Builder()
    for fname in BUILTIN:
        b.add(fname, _parse(fname, (DATA / fname).read_text(encoding="utf-8")))
    for name, text in extra:
        b.add(name, _parse(name, text))
    b.content.index()
    return b.content


def read_files(paths) -> list[dict]:
    """Read extra content files as {"name", "text"} records (kept in a game's setup)."""
    out = []
    for p in paths:
        path = Path(p)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ContentError(f"{p}: cannot read content file: {exc.strerror}") from None
        out.append({"name": str(p), "text": text})
    return out


def load_content(paths=(), extra_texts=()) -> Content:
    """The built-in content plus extra files (by path) or texts ({"name", "text"} records)."""
    records = list(extra_texts) + read_files(paths)
    return _load(tuple((r["name"], r["text"]) for r in records))


def builtin_characters() -> list[str]:
    """Ids of the characters that ship with Innkeeper."""
    return list(_load(()).characters)


def describe_drink(d: DrinkDef) -> str:
    """A Drink card's effect in a few words (for listings and screens)."""
    if d.event:
        return "Drink Event: " + d.event.replace("_", " ")
    if d.side is not None and d.text:   # a side deck's Drink says all it does (what keeping it does, too)
        return d.text
    parts = []
    if d.alcohol:
        parts.append(f"{d.alcohol:+d} Alcohol")
    if d.fortitude:
        parts.append(f"{d.fortitude:+d} Fortitude")
    if d.draw:
        parts.append(f"draw {d.draw}")
    if d.discard:
        parts.append(f"discard {d.discard}")
    if d.pay_inn:
        parts.append(f"pay {d.pay_inn} Gold to the Inn")
    for race, alcohol, fortitude in d.race:
        name = race.capitalize()
        article = "an" if name[0] in "AEIOU" else "a"
        parts.append(f"for {article} {name}: {alcohol:+d} Alcohol, {fortitude:+d} Fortitude")
    if d.chaser:
        parts.append("Chaser")
    if d.split:
        parts.append("the drinker may split it")
    return ", ".join(parts) or "no effect"


def _content_of_save(texts: list) -> Content:
    """A save's content, from the extra content texts its setup names (the engine asks for it as it loads a save)."""
    return load_content(extra_texts=texts)


serialize.CONTENT_LOADERS.append(_content_of_save)
