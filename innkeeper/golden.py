"""Golden playthroughs: seeded whole games whose records are stored under ``tests/golden/`` and compared on every run.

Each playthrough is a table (characters, seed, table options) and a policy per seat: ``random`` picks a
legal action uniformly with its own seeded generator, ``heuristic`` is ``innkeeper.bots``' heuristic bot
with a fixed seed. Playing one gives two files' lines:

- ``NAME.events.jsonl``: a first line with the table and the opening spectator observation, then one
  line per decision (its number, the seat, how many actions were legal, the action chosen and every
  event it caused in full, private parts included), then a last line with the winners and a digest of
  the final state.
- ``NAME.log.txt``: the same game as a person reads it: who chose what, then each event's line as the
  web table and the terminal render it for a spectator, and under it, indented, the line as each seat
  with private details of that event reads it.

``new_game`` does not hand out the events of its own start (a Song added to the Setlist, a Potion
revealed): the opening observation shows what they left on the table.

``python scripts/golden.py`` regenerates every file; ``--check`` compares instead.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import innkeeper
from innkeeper import screen
from innkeeper.bots import Bot, SeatView, make_bot
from innkeeper.engine import Action, Event, Game

POLICIES = ("random", "heuristic")

# Every keyword option of ``innkeeper.new_game`` that sets the table (``content`` adds files, not a table rule).
TABLE_OPTIONS = ("first_player", "ask_all", "drink_deck", "bar_deck", "last_call", "prizes")

# More decisions than this in one playthrough: it stops there and its last line says it was capped.
DECISION_LIMIT = 5000

# How many characters of each differing line a comparison's message shows.
SHOWN = 240


@dataclass(frozen=True)
class Playthrough:
    """One golden game: a table, its table options and who plays each seat."""

    name: str
    characters: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, object], ...] = ()
    policy: tuple[str, ...] = ()
    limit: int = DECISION_LIMIT

    def __post_init__(self) -> None:
        """Refuse a record that could not be played as written."""
        if len(self.policy) != len(self.characters):
            raise ValueError(f"playthrough {self.name}: one policy per seat, not {len(self.policy)} "
                             f"for {len(self.characters)} seats")
        for kind in self.policy:
            if kind not in POLICIES:
                raise ValueError(f"playthrough {self.name}: unknown policy {kind!r}; choose from {', '.join(POLICIES)}")
        for key, _value in self.options:
            if key not in TABLE_OPTIONS:
                raise ValueError(f"playthrough {self.name}: unknown table option {key!r}")

    @property
    def table_options(self) -> dict[str, object]:
        """The options as ``new_game``'s keyword arguments."""
        return dict(self.options)


def _pt(name: str, characters: str, seed: int, policy: str = "random", **options: object) -> Playthrough:
    """A playthrough from comma-separated characters and policies (one policy alone: every seat)."""
    seats = tuple(characters.split(","))
    kinds = tuple(policy.split(","))
    if len(kinds) == 1:
        kinds = kinds * len(seats)
    return Playthrough(name, seats, seed, tuple(sorted(options.items())), kinds)


PLAYTHROUGHS: tuple[Playthrough, ...] = (
    # uniform random choices: fast, and every response answered by anything that may answer it
    _pt("r2_deirdre_zot", "deirdre,zot", 101),
    _pt("r2_jin_jin", "jin,jin", 102),
    _pt("r2_phrenk_wizgille_second", "phrenk,wizgille", 103, drink_deck="second"),
    _pt("r3_fiona_gerki_kaylin_first2", "fiona,gerki,kaylin", 104, first_player=2),
    _pt("r3_greppa_serena_eve_askall", "greppa,serena,eve", 105, ask_all=True),
    _pt("r4_first_box", "deirdre,fiona,gerki,zot", 106),
    _pt("r4_second_box_bar", "fleck,dimli,eve,zot", 107, bar_deck=True),
    _pt("r4_third_box_lastcall", "kaylin,serena,wizgille,phrenk", 108, last_call=2),
    _pt("r5_allies_second_first4", "jin,greppa,fleck,serena,dimli", 109, drink_deck="second", first_player=4),
    _pt("r5_twin_side_decks", "phrenk,phrenk,wizgille,wizgille,kaylin", 110),
    _pt("r6_bar_second", "eve,fiona,kaylin,greppa,gerki,jin", 111, bar_deck=True, drink_deck="second"),
    _pt("r6_first1", "zot,dimli,serena,phrenk,deirdre,wizgille", 112, first_player=1),
    _pt("r7_mixed_table", "gerki,jin,wizgille,fleck,kaylin,deirdre,greppa", 113, first_player=6),
    _pt("r8_all_different", "deirdre,fiona,gerki,zot,jin,greppa,fleck,dimli", 114),
    _pt("r8_lastcall_second", "eve,kaylin,serena,wizgille,phrenk,jin,greppa,zot", 115, last_call=3,
        drink_deck="second"),
    _pt("r8_four_pairs", "serena,serena,kaylin,kaylin,greppa,greppa,fleck,fleck", 116),
    _pt("r5_prizes", "gerki,eve,zot,deirdre,fleck", 117, prizes=True),
    _pt("r3_warthorn_twice", "warthorn,jin,warthorn", 117, ask_all=True),
    _pt("r4_molly_stable", "molly,zot,kaylin,molly", 117),
    _pt("r4_jasper_bar_pack", "jasper,serena,fleck,gerki", 117, bar_deck=("core", "second", "000-pack")),
    _pt("r4_wench_reserve", "wench,greppa,zot,phrenk", 117),
    # the heuristic bot in every seat: the choices real play makes
    _pt("h2_gerki_eve", "gerki,eve", 201, "heuristic"),
    _pt("h3_jin_greppa_wizgille", "jin,greppa,wizgille", 202, "heuristic"),
    _pt("h4_lastcall", "deirdre,kaylin,phrenk,fleck", 203, "heuristic", last_call=4),
    _pt("h5_bar", "zot,serena,dimli,fiona,jin", 204, "heuristic", bar_deck=True),
    _pt("h6_second", "wizgille,phrenk,greppa,eve,gerki,kaylin", 205, "heuristic", drink_deck="second"),
    _pt("h7_first3", "fleck,deirdre,zot,serena,jin,dimli,fiona", 206, "heuristic", first_player=3),
    _pt("h8_full_table", "kaylin,wizgille,phrenk,serena,greppa,jin,eve,gerki", 207, "heuristic"),
    _pt("h4_askall_zots", "zot,zot,phrenk,jin", 208, "heuristic", ask_all=True),
    _pt("h4_prizes", "dimli,fiona,serena,jin", 209, "heuristic", prizes=True),
    _pt("h4_warthorn", "warthorn,zot,phrenk,gerki", 209, "heuristic"),
    _pt("h4_molly_stable", "molly,gerki,wizgille,serena", 209, "heuristic"),
    _pt("h4_jasper", "jasper,dimli,eve,kaylin", 209, "heuristic"),
    _pt("h4_wench", "wench,fiona,deirdre,serena", 209, "heuristic"),
    # the heuristic bot against uniform random seats
    _pt("m2_kaylin_serena_askall", "kaylin,serena", 301, "heuristic,random", ask_all=True),
    _pt("m3_greppa_fiona_phrenk", "greppa,fiona,phrenk", 302, "random,heuristic,heuristic"),
    _pt("m4_wizgille_dimli_jin_eve", "wizgille,dimli,jin,eve", 303, "heuristic,random,heuristic,random"),
    _pt("m5_second_lastcall", "fleck,gerki,deirdre,kaylin,wizgille", 304, "random,heuristic,random,heuristic,random",
        drink_deck="second", last_call=3),
    _pt("m6_first5_bar", "jin,serena,greppa,zot,phrenk,fleck", 305,
        "heuristic,random,random,heuristic,random,heuristic", first_player=5, bar_deck=True),
    _pt("m8_alternating", "dimli,eve,fiona,gerki,deirdre,zot,kaylin,serena", 306,
        "heuristic,random,heuristic,random,heuristic,random,heuristic,random"),
)


def by_name(name: str) -> Playthrough:
    """The playthrough called ``name``; ValueError lists the names when there is none."""
    for p in PLAYTHROUGHS:
        if p.name == name:
            return p
    raise ValueError(f"no golden playthrough {name!r}; there are: {', '.join(p.name for p in PLAYTHROUGHS)}")


def dumps(record: object) -> str:
    """One JSON line that depends on nothing but its content (sorted keys, fixed separators)."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Records:
    """A played playthrough: the lines of its events file and of its log file."""

    events: tuple[str, ...]
    log: tuple[str, ...]

    def files(self, name: str) -> dict[str, str]:
        """File name -> text, one line each and a final newline."""
        return {f"{name}.events.jsonl": "\n".join(self.events) + "\n", f"{name}.log.txt": "\n".join(self.log) + "\n"}


def _chooser(p: Playthrough, seat: int, kind: str) -> Bot | random.Random:
    """A seat's player: the heuristic bot, or a generator for uniform choices (both seeded from the seed and seat)."""
    seed = p.seed * 100 + seat
    if kind == "heuristic":
        return make_bot("heuristic", seat, seed)
    return random.Random(seed)


def _choose(game: Game, seat: int, player: Bot | random.Random, legal: list[Action]) -> Action:
    """The action a seat's player takes."""
    if isinstance(player, random.Random):
        return legal[player.randrange(len(legal))]
    return player.act(SeatView(game, seat))


def _event_lines(event: Event, names: list[str]) -> list[str]:
    """An event as a spectator reads it, then, indented, as each seat with private details of it reads it."""
    public = screen.event_line(event, None).plain
    lines = [f"  {public}"]
    for seat in sorted(event.private or {}):
        seen = screen.event_line(event, seat).plain
        if seen != public:
            lines.append(f"      [{names[seat]} reads] {seen}")
    return lines


def _digest(obs: dict) -> dict:
    """The final state in short: each player's stats and piles, the pot, the Inn and the Drink Deck."""
    return {
        "players": [{key: pl[key] for key in ("seat", "name", "fortitude", "alcohol", "gold", "out", "hand_size",
                                              "deck_size", "drink_me_size")} for pl in obs["players"]],
        "pot": obs["pot"], "inn": obs["inn"], "rounds": obs["rounds"], "turn": obs["turn"], "phase": obs["phase"],
        "drink_deck_size": obs["drink_deck_size"], "drink_discard_size": len(obs["drink_discard"]),
    }


def play(p: Playthrough) -> Records:
    """Play a playthrough from its seed to the end (or its decision limit) and return its records."""
    game = innkeeper.new_game(list(p.characters), p.seed, **p.table_options)
    opening = game.observe(None)
    names = [pl["name"] for pl in opening["players"]]
    players = [_chooser(p, seat, kind) for seat, kind in enumerate(p.policy)]
    table = {"name": p.name, "characters": list(p.characters), "seed": p.seed, "options": p.table_options,
             "policy": list(p.policy), "limit": p.limit}
    events = [dumps({"table": table, "observation": opening})]
    seats = ", ".join(f"{name} ({kind})" for name, kind in zip(names, p.policy, strict=True))
    options = ", ".join(f"{k}={v!r}" for k, v in p.options) or "none"
    log = [f"Golden playthrough {p.name}: seed {p.seed}; table options: {options}", f"Seats: {seats}"]
    decisions = 0
    while not game.is_over and decisions < p.limit:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        action = _choose(game, seat, players[seat], legal)
        caused = game.apply(action)
        decisions += 1
        events.append(dumps({"n": decisions, "seat": seat, "legal": len(legal), "action": action.to_json(),
                             "events": [e.to_json(full=True) for e in caused]}))
        log.append(f"#{decisions} {names[seat]}: {action}")
        for e in caused:
            log.extend(_event_lines(e, names))
    final = game.observe(None)
    capped = not game.is_over
    events.append(dumps({"end": {"decisions": decisions, "capped": capped, "over": game.is_over,
                                 "winners": final["winners"], "state": _digest(final)}}))
    if capped:
        log.append(f"Capped after {decisions} decisions, the game still on.")
    else:
        winners = ", ".join(names[s] for s in final["winners"]) or "nobody"
        log.append(f"Over after {decisions} decisions. Winners: {winners}.")
    return Records(tuple(events), tuple(log))


def first_difference(expected: str, actual: str) -> tuple[int, str, str] | None:
    """The first line (numbered from 1) where two texts differ, with both lines cut around the change; None if equal."""
    if expected == actual:
        return None
    old, new = expected.split("\n"), actual.split("\n")
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else "<no line: the stored file ends here>"
        b = new[i] if i < len(new) else "<no line: the fresh play ends here>"
        if a != b:
            at = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
            return i + 1, _around(a, at), _around(b, at)
    raise AssertionError("unequal texts cannot have equal lines")


def _around(line: str, at: int) -> str:
    """At most ``SHOWN`` characters of a line, starting a little before column ``at`` (where it differs)."""
    if len(line) <= SHOWN:
        return line
    start = max(0, at - SHOWN // 3)
    head = f"...(from character {start + 1}) " if start else ""
    tail = f" ...({len(line)} characters)" if start + SHOWN < len(line) else ""
    return head + line[start:start + SHOWN] + tail
