"""The numbers of a balance report, counted from game records (no drawing, no files).

Win rates split ties (``stats``): a seat's win share is 1/k in a k-way tie. Intervals are 95%: Wilson's for a
rate, and for an ablation a normal interval on the paired change (the same games replayed, game by game).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass

from innkeeper.stats import ENDINGS, OUTCOMES, Z95, GameRecord, Rate, summarize, wilson


@dataclass(frozen=True, slots=True)
class MatchCell:
    """Character ``a`` against ``b`` at the same tables: a's share of the wins the two took, with its interval."""

    a: str
    b: str
    games: int
    a_wins: float
    b_wins: float
    share: float | None
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class CardImpact:
    """One card of the card character: its win rate in games it was played, and in games drawn but never played."""

    title: str
    copies: int
    drawn: int   # seat-games in which the card was in the hand at some point
    played: Rate
    unplayed: Rate

    @property
    def difference(self) -> float | None:
        """Played minus drawn-and-not-played win rate (None when either group is empty)."""
        if not self.played.n or not self.unplayed.n:
            return None
        return self.played.rate - self.unplayed.rate


@dataclass(frozen=True, slots=True)
class Ablation:
    """The card character's win rate in the same games with and without one card (swapped for a blank one)."""

    title: str
    games: int
    seats: int   # the character's seat appearances in those games
    base: float
    ablated: float
    change: float
    low: float
    high: float


@dataclass
class Figures:
    """Everything a balance report shows."""

    games: int
    fair: float   # the overall fair share: games / seat appearances
    overall: list[Rate]
    by_seats: dict[int, list[Rate]]
    matchups: list[MatchCell]
    positions: dict[int, list[Rate]]
    card_character: str
    cards: list[CardImpact]
    ablations: list[Ablation]
    lengths: dict[int, dict[str, dict[str, float]]]
    endings: dict[int, dict[str, int]]
    outcomes: dict[str, dict[str, int]]
    curves: dict[str, list[tuple[int, int, float, float]]]   # character: (its turn, samples, Gold, Alcohol)

    def rate(self, character: str, seats: int | None = None) -> Rate:
        """A character's Rate overall (``seats`` None) or at one table size."""
        rates = self.overall if seats is None else self.by_seats[seats]
        for r in rates:
            if r.name == character:
                return r
        raise KeyError(f"no win rate for {character!r}")


def ranked(rates: list[Rate]) -> list[Rate]:
    """Rates from the highest, ties by name."""
    return sorted(rates, key=lambda r: (-r.rate, r.name))


def match_cells(records: list[GameRecord]) -> list[MatchCell]:
    """Every ordered pair of characters that shared a table, with a Wilson interval on a's share."""
    out = []
    for m in summarize(records).matchups:
        low, high = wilson(m.a_wins, m.a_wins + m.b_wins)
        out.append(MatchCell(m.a, m.b, m.games, m.a_wins, m.b_wins, m.share, low, high))
    return out


def card_impacts(records: list[GameRecord], character: str, deck: list[tuple[str, int]]) -> list[CardImpact]:
    """For each (title, copies) of the deck: win rates of the character's seats that played it, or drew and kept it."""
    played: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    unplayed: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    drawn: Counter = Counter()
    for r in records:
        for seat, c in enumerate(r.characters):
            if c != character or not r.held:
                continue
            share = r.share(seat)
            done = set(r.played[seat])
            for title in r.held[seat]:
                drawn[title] += 1
                group = played if title in done else unplayed
                group[title][0] += share
                group[title][1] += 1
    return [CardImpact(t, copies, drawn[t], Rate.of(t, played[t][0], int(played[t][1])),
                       Rate.of(t, unplayed[t][0], int(unplayed[t][1]))) for t, copies in deck]


def ablation(title: str, character: str, base: list[GameRecord], ablated: list[GameRecord]) -> Ablation:
    """The paired change in ``character``'s win rate between the same games played without and with the blank."""
    diffs: list[tuple[float, int]] = []
    base_wins = ablated_wins = 0.0
    for b, a in zip(base, ablated, strict=True):
        if b.index != a.index:
            raise ValueError(f"ablation game {a.index} is paired with baseline game {b.index}")
        seats = [s for s, c in enumerate(b.characters) if c == character]
        wb = sum(b.share(s) for s in seats)
        wa = sum(a.share(s) for s in seats)
        base_wins += wb
        ablated_wins += wa
        diffs.append((wa - wb, len(seats)))
    n = sum(m for _, m in diffs)
    if not n:
        return Ablation(title, len(diffs), 0, 0.0, 0.0, 0.0, -1.0, 1.0)
    change = (ablated_wins - base_wins) / n
    g = len(diffs)
    if g > 1:
        spread = math.sqrt(sum((d - change * m) ** 2 for d, m in diffs) * g / (g - 1)) / n
        low, high = max(-1.0, change - Z95 * spread), min(1.0, change + Z95 * spread)
    else:
        low, high = -1.0, 1.0
    return Ablation(title, g, n, base_wins / n, ablated_wins / n, change, low, high)


def curves(records: list[GameRecord], min_share: float = 0.1) -> dict[str, list[tuple[int, int, float, float]]]:
    """Each character's mean Gold and Alcohol at its n-th turn, while at least ``min_share`` of its games got there."""
    sums: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(lambda: [0, 0.0, 0.0]))
    for r in records:
        for seat, c in enumerate(r.characters):
            if not r.curves:
                continue
            for t, (gold, alcohol) in enumerate(r.curves[seat], 1):
                cell = sums[c][t]
                cell[0] += 1
                cell[1] += gold
                cell[2] += alcohol
    out = {}
    for c in sorted(sums):
        first = sums[c][1][0] if 1 in sums[c] else 0
        keep = max(1, math.ceil(first * min_share))
        out[c] = [(t, int(n), g / n, a / n) for t, (n, g, a) in sorted(sums[c].items()) if n >= keep]
    return out


def figures(by_seats: dict[int, list[GameRecord]], card_character: str, deck: list[tuple[str, int]],
            ablations: dict[str, tuple[list[GameRecord], list[GameRecord]]] | None = None) -> Figures:
    """Count every figure of a report from the records of each table size (and of each ablation)."""
    records = [r for k in sorted(by_seats) for r in by_seats[k]]
    summaries = {k: summarize(rs) for k, rs in sorted(by_seats.items())}
    overall = summarize(records)
    appearances = sum(len(r.characters) for r in records)
    outcomes: dict[str, Counter] = defaultdict(Counter)
    for r in records:
        for seat, c in enumerate(r.characters):
            outcomes[c][r.outcome(seat)] += 1
    return Figures(
        games=len(records), fair=len(records) / appearances if appearances else 0.0,
        overall=ranked(overall.characters),
        by_seats={k: ranked(s.characters) for k, s in summaries.items()},
        matchups=match_cells(records),
        positions={k: s.positions for k, s in summaries.items()},
        card_character=card_character,
        cards=card_impacts(records, card_character, deck),
        ablations=[ablation(t, card_character, b, a) for t, (b, a) in (ablations or {}).items()],
        lengths={k: s.lengths for k, s in summaries.items()},
        endings={k: {e: s.endings[e] for e in ENDINGS} for k, s in summaries.items()},
        outcomes={c: {o: outcomes[c][o] for o in OUTCOMES} for c in sorted(outcomes)},
        curves=curves(records),
    )
