"""Statistics of simulated games: win rates with Wilson intervals, match-ups, game lengths and how players lost.

A game with several winners (a tie) counts as 1/k of a win for each of its k winners, so win shares always
add up to one per game. A win rate is the win shares of a group (a character, a bot kind, a turn position)
divided by its seat appearances; its 95% interval is Wilson's score interval on that rate.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from fractions import Fraction

Z95 = 1.959963984540054
OUTCOMES = ("won", "tied", "passed_out", "broke", "outlasted")
ENDINGS = ("last_standing", "tie", "last_call")


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``wins / n`` (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = min(max(wins / n, 0.0), 1.0)
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """What one simulated game's statistics need: its setup, winners, length and who went out how."""

    index: int
    seed: int
    first: int
    characters: tuple[str, ...]
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    decisions: int
    turns: int
    rounds: int
    passed_out: tuple[int, ...]
    broke: tuple[int, ...]
    end: str
    # Recorded only when a simulation asks for detail (``SimConfig.detail``); empty otherwise.
    held: tuple[tuple[str, ...], ...] = ()      # per seat: the titles it held at some point (dealt or drawn)
    played: tuple[tuple[str, ...], ...] = ()    # per seat: the titles it played from its hand
    curves: tuple[tuple[tuple[int, int], ...], ...] = ()   # per seat: (Gold, Alcohol) at each of its turns

    def share(self, seat: int) -> float:
        """The seat's share of the win: 1/k for each of k winners, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def position(self, seat: int) -> int:
        """The seat's place in turn order (0 = the first player)."""
        return (seat - self.first) % len(self.characters)

    def outcome(self, seat: int) -> str:
        """won, tied, passed_out, broke, or outlasted (still standing when last call ended the game)."""
        if seat in self.winners:
            return "won" if len(self.winners) == 1 else "tied"
        if seat in self.passed_out:
            return "passed_out"
        if seat in self.broke:
            return "broke"
        return "outlasted"

    def to_json(self) -> dict:
        """A JSON-ready dict (the detail fields only when recorded), in field order, as ``dataclasses.asdict`` gives
        (written out: asdict's deep copy was most of what storing a game cost the simulator's main process)."""
        out = {"index": self.index, "seed": self.seed, "first": self.first, "characters": self.characters,
               "bots": self.bots, "winners": self.winners, "decisions": self.decisions, "turns": self.turns,
               "rounds": self.rounds, "passed_out": self.passed_out, "broke": self.broke, "end": self.end}
        if self.held:
            out["held"] = self.held
        if self.played:
            out["played"] = self.played
        if self.curves:
            out["curves"] = self.curves
        return out

    @classmethod
    def from_json(cls, data: dict) -> GameRecord:
        """The record ``to_json`` gave (lists back to tuples)."""
        def tup(value, depth: int):
            """Lists nested ``depth`` deep, as tuples."""
            return tuple(tup(v, depth - 1) for v in value) if depth else value

        return cls(data["index"], data["seed"], data["first"], tuple(data["characters"]), tuple(data["bots"]),
                   tuple(data["winners"]), data["decisions"], data["turns"], data["rounds"],
                   tuple(data["passed_out"]), tuple(data["broke"]), data["end"],
                   tup(data.get("held", ()), 2), tup(data.get("played", ()), 2), tup(data.get("curves", ()), 3))


DETAIL_FIELDS = ("held", "played", "curves")


@dataclass(frozen=True, slots=True)
class Rate:
    """A group's win rate: seat appearances, win shares, rate and its 95% Wilson interval."""

    name: str
    n: int
    wins: float
    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, name: str, wins: float, n: int) -> Rate:
        """The rate of ``wins`` in ``n`` appearances."""
        low, high = wilson(wins, n)
        return cls(name, n, wins, wins / n if n else 0.0, low, high)


@dataclass(frozen=True, slots=True)
class Matchup:
    """Character ``a`` against ``b`` over the games both sat in: their win shares and a's head-to-head share."""

    a: str
    b: str
    games: int
    a_wins: float
    b_wins: float

    @property
    def share(self) -> float | None:
        """a's share of the wins the two of them took (None if neither ever won)."""
        total = self.a_wins + self.b_wins
        return self.a_wins / total if total else None


@dataclass(slots=True)
class Summary:
    """Everything ``innkeeper simulate`` reports."""

    games: int
    seats: int
    characters: list[Rate]
    bots: list[Rate]
    positions: list[Rate]
    matchups: list[Matchup]
    lengths: dict[str, dict[str, float]]
    endings: dict[str, int]
    outcomes: dict[str, dict[str, int]]

    def rate(self, group: str, name: str) -> Rate:
        """The Rate named ``name`` in ``characters``, ``bots`` or ``positions``."""
        for r in getattr(self, group):
            if r.name == name:
                return r
        raise KeyError(f"no {group} rate named {name!r}")

    def to_json(self) -> dict:
        """A JSON-ready dict."""
        return {
            "games": self.games, "seats": self.seats,
            "characters": [asdict(r) for r in self.characters],
            "bots": [asdict(r) for r in self.bots],
            "positions": [asdict(r) for r in self.positions],
            "matchups": [{**asdict(m), "share": m.share} for m in self.matchups],
            "lengths": self.lengths, "endings": self.endings, "outcomes": self.outcomes,
        }


class Tally:
    """A Summary kept online: add games one at a time (in game order); memory does not grow with their number.

    Win shares and appearances per group, match-up counts per character pair, and histograms of game lengths
    (whole numbers, so their mean, median, spread and range come out exact) are all it keeps.
    """

    __slots__ = ("games", "seats", "wins", "appearances", "pair_games", "pair_wins", "hist", "endings", "outcomes")

    def __init__(self) -> None:
        """An empty tally."""
        self.games = 0
        self.seats = 0
        self.wins: dict[str, dict[str, float]] = {g: defaultdict(float) for g in ("characters", "bots", "positions")}
        self.appearances: dict[str, Counter] = {g: Counter() for g in ("characters", "bots", "positions")}
        self.pair_games: Counter = Counter()
        self.pair_wins: dict[tuple[str, str], float] = defaultdict(float)
        self.hist: dict[str, Counter] = {m: Counter() for m in ("decisions", "turns", "rounds")}
        self.endings: Counter = Counter()
        self.outcomes: dict[str, Counter] = defaultdict(Counter)

    def add(self, r: GameRecord) -> None:
        """Count one game."""
        self.games += 1
        self.seats = max(self.seats, len(r.characters))
        share: dict[str, float] = defaultdict(float)
        for seat, c in enumerate(r.characters):
            won = r.share(seat)
            for group, key in (("characters", c), ("bots", r.bots[seat]), ("positions", str(r.position(seat) + 1))):
                self.appearances[group][key] += 1
                self.wins[group][key] += won
            share[c] += won
            o = r.outcome(seat)
            self.outcomes[c][o] += 1
            self.outcomes["(all)"][o] += 1
        for a in share:
            for b in share:
                if a != b:
                    self.pair_games[a, b] += 1
                    self.pair_wins[a, b] += share[a]
        self.hist["decisions"][r.decisions] += 1
        self.hist["turns"][r.turns] += 1
        self.hist["rounds"][r.rounds] += 1
        self.endings[r.end] += 1

    def _rates(self, group: str, order) -> list[Rate]:
        """The group's rates, sorted by ``order`` of their names."""
        n = self.appearances[group]
        return sorted((Rate.of(k, self.wins[group][k], n[k]) for k in n), key=lambda x: order(x.name))

    def summary(self) -> Summary:
        """The Summary of every game added so far."""
        return Summary(
            games=self.games, seats=self.seats,
            characters=self._rates("characters", str), bots=self._rates("bots", str),
            positions=self._rates("positions", int),
            matchups=[Matchup(a, b, self.pair_games[a, b], self.pair_wins[a, b], self.pair_wins[b, a])
                      for a, b in sorted(self.pair_games)],
            lengths={m: _lengths(h) for m, h in self.hist.items()},
            endings={e: self.endings.get(e, 0) for e in ENDINGS},
            outcomes={c: {o: self.outcomes[c].get(o, 0) for o in OUTCOMES} for c in sorted(self.outcomes)},
        )


def _lengths(hist: Counter) -> dict[str, float]:
    """Mean, median, spread and range of whole-number counts given as a histogram (value: how many)."""
    n = sum(hist.values())
    if not n:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0, "max": 0}
    total = sum(v * k for v, k in hist.items())
    squares = sum(v * v * k for v, k in hist.items())
    values = sorted(hist)

    def nth(i: int) -> int:
        """The i-th smallest value (0-based)."""
        seen = 0
        for v in values:
            seen += hist[v]
            if i < seen:
                return v
        raise IndexError(i)

    half = n // 2
    median = nth(half) if n % 2 else (nth(half - 1) + nth(half)) / 2
    variance = Fraction(n * squares - total * total, n * n)
    return {"mean": total / n, "median": median, "stdev": math.sqrt(variance), "min": values[0],
            "max": values[-1]}


def summarize(records: Iterable[GameRecord]) -> Summary:
    """Aggregate game records (in game-index order) into a Summary (through a Tally)."""
    tally = Tally()
    for r in records:
        tally.add(r)
    return tally.summary()


def wins_text(wins: float) -> str:
    """Win shares for a person: whole numbers as they are, split ties to one decimal ("15.8", not "15.8333")."""
    return f"{wins:.0f}" if abs(wins - round(wins)) < 1e-9 else f"{wins:.1f}"


def short_names(names: list[str]) -> dict[str, str]:
    """Each name's shortest prefix of at least three letters that no other name starts with."""
    out = {}
    for name in names:
        size = min(3, len(name))
        while size < len(name) and any(o != name and o.startswith(name[:size]) for o in names):
            size += 1
        out[name] = name[:size]
    return out


def matchup_tables(summary: Summary, width: int = 80) -> list:
    """The head-to-head matrix in compact columns (short names, whole percentages), split to fit ``width``."""
    from rich import box
    from rich.table import Table

    names = [r.name for r in summary.characters]
    if len(names) < 2:
        return []
    cells = {(m.a, m.b): m for m in summary.matchups}
    short = short_names(names)
    label = max(len(n) for n in names)
    cell = max(3, max(len(v) for v in short.values()))   # "100", or a short name
    per_table = max(1, (width - label) // (cell + 1))     # each column is one space and its cell
    counts = sorted(m.games for m in summary.matchups)
    out = []
    for first in range(0, len(names), per_table):
        part = names[first:first + per_table]
        t = Table(box=box.SIMPLE_HEAD, padding=0, show_edge=False, pad_edge=False)
        t.add_column("", min_width=label, no_wrap=True)
        for b in part:
            t.add_column(short[b], justify="right", no_wrap=True, min_width=cell)
        for a in names:
            row = []
            for b in part:
                m = cells.get((a, b))
                row.append("·" if a == b else "—" if m is None or m.share is None else f"{m.share * 100:.0f}")
            t.add_row(a, *row)
        out.append(t)
    out[0].title = "Head-to-head, %: the row's share of the wins taken by row or column at one table"
    out[-1].caption = (f"games shared per pair: {counts[0]} to {counts[-1]}, median {statistics.median(counts):g}; "
                       "— = neither won" if counts else "")
    out.append(clear_pairs_table(summary))
    return out


def clear_pairs_table(summary: Summary, most: int = 12):
    """The head-to-head shares with 95% intervals, for the pairs whose interval leaves out 50% (one side is better)."""
    from rich.table import Table

    rows = []
    for m in summary.matchups:
        total = m.a_wins + m.b_wins
        if m.a < m.b or not total:
            continue
        low, high = wilson(m.a_wins, total)
        if low > 0.5 or high < 0.5:
            a, b, share, low, high = (m.a, m.b, m.a_wins / total, low, high) if low > 0.5 else \
                (m.b, m.a, m.b_wins / total, 1 - high, 1 - low)
            rows.append((share, a, b, low, high, total))
    rows.sort(reverse=True)
    decided = sum(1 for m in summary.matchups if m.a > m.b and m.a_wins + m.b_wins)
    if not rows:
        from rich.text import Text

        return Text(f"Head-to-head with 95% intervals: in none of the {decided} pairs is one side clearly better "
                    "(every interval holds 50%).")
    t = Table(title="Head-to-head with 95% intervals: pairs where one side is clearly better",
              caption=f"{len(rows)} of {decided} pairs" + (f"; the {most} widest apart shown" if len(rows) > most
                                                          else "") + "; the rest are within their intervals of 50%")
    for col in ("better", "than", "share", "95% interval", "decided"):
        t.add_column(col, justify="left" if col in ("better", "than") else "right", no_wrap=True)
    for share, a, b, low, high, total in rows[:most]:
        t.add_row(a, b, f"{share:.0%}", f"{low:.0%}–{high:.0%}", wins_text(total))
    return t


def tables(summary: Summary, width: int = 80) -> list:
    """Rich tables of a summary, each readable at ``width`` columns: win rates, match-ups, game length, losses."""
    from rich.table import Table

    expected = 1 / summary.seats if summary.seats else 0
    out = []
    for title, rates, label in (("Win rate by character", summary.characters, "character"),
                                ("Win rate by bot kind", summary.bots, "bot"),
                                ("Win rate by turn position (1 = first)", summary.positions, "position")):
        t = Table(title=title, caption=f"ties split; equal strength = {expected:.1%}")
        for col in (label, "seats", "wins", "win rate", "95% interval"):
            t.add_column(col, justify="left" if col == label else "right", no_wrap=True)
        for r in rates:
            t.add_row(r.name, str(r.n), wins_text(r.wins), f"{r.rate:.1%}", f"{r.low:.1%}–{r.high:.1%}")
        out.append(t)
    out += matchup_tables(summary, width)
    t = Table(title=f"Game length over {summary.games} games")
    for col in ("measure", "mean", "median", "stdev", "min", "max"):
        t.add_column(col, justify="left" if col == "measure" else "right")
    for name, s in summary.lengths.items():
        t.add_row(name, f"{s['mean']:.1f}", f"{s['median']:g}", f"{s['stdev']:.1f}", str(s["min"]), str(s["max"]))
    out.append(t)
    t = Table(title="How each seat finished")
    t.add_column("character")
    for col in OUTCOMES:
        t.add_column(col.replace("_", " "), justify="right")
    for c, counts in summary.outcomes.items():
        t.add_row(c, *(str(counts[o]) for o in OUTCOMES))
    t.caption = "games ended: " + ", ".join(f"{e.replace('_', ' ')} {summary.endings[e]}" for e in ENDINGS)
    out.append(t)
    return out
