"""The charts of a balance report (Matplotlib, imported only when drawing), each written as a PNG file."""

from __future__ import annotations

import math
import os
from pathlib import Path

from innkeeper.balance.figures import Figures
from innkeeper.stats import ENDINGS, OUTCOMES, Rate

BLUE, RED, GREEN, GREY = "#4c72b0", "#c44e52", "#55a868", "#8c8c8c"
OUTCOME_COLOURS = {"won": "#55a868", "tied": "#a6d96a", "passed_out": "#c44e52", "broke": "#dd8452",
                   "outlasted": "#8172b3"}
ENDING_COLOURS = {"last_standing": "#4c72b0", "tie": "#a6d96a", "last_call": "#8172b3"}


def _percent(ax, axis: str = "x") -> None:
    """Show an axis in percent."""
    getattr(ax, f"{axis}axis").set_major_formatter(lambda v, _pos: f"{v:.0%}")


def _errors(rates: list[Rate], scale: float = 1.0) -> list[list[float]]:
    """Asymmetric error bars from each rate to its interval's ends (none for an empty group)."""
    return [[max(0.0, r.rate - r.low) * scale if r.n else 0.0 for r in rates],
            [max(0.0, r.high - r.rate) * scale if r.n else 0.0 for r in rates]]


def _rate_bars(ax, rates: list[Rate], fair: float, title: str) -> None:
    """Horizontal bars of win rates (best on top) with 95% intervals and the fair share drawn."""
    rates = list(reversed(rates))
    names = [r.name for r in rates]
    values = [r.rate for r in rates]
    errors = _errors(rates)
    colours = [GREEN if r.low > fair else RED if r.high < fair else BLUE for r in rates]
    ax.barh(names, values, xerr=errors, capsize=2, color=colours, error_kw={"elinewidth": 0.8})
    ax.axvline(fair, color="black", linestyle="--", linewidth=1)
    ax.set_title(f"{title} (fair share {fair:.0%})", fontsize="medium")
    ax.set_xlim(0, min(1.0, max([r.high for r in rates] + [fair]) * 1.1 + 0.02))
    ax.tick_params(axis="y", labelsize="small")
    _percent(ax)


def win_rates(fig_dir: Path, f: Figures) -> Path:
    """Overall win rates beside one panel per table size."""
    import matplotlib.pyplot as plt

    several = len(f.by_seats) > 1   # with one table size, the overall panel would repeat it
    panels = several + len(f.by_seats)
    cols = min(4, panels)
    rows = math.ceil(panels / cols)
    height = max(2.6, 0.22 * len(f.overall) + 1.2)
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * max(cols, 2), height * rows), constrained_layout=True,
                             squeeze=False)
    if several:
        _rate_bars(axes[0][0], f.overall, f.fair, f"All {f.games} games")
    for i, (k, rates) in enumerate(f.by_seats.items(), int(several)):
        n = sum(r.n for r in rates) // k
        _rate_bars(axes[i // cols][i % cols], rates, 1 / k, f"{k} seats, {n} games")
    for j in range(panels, rows * len(axes[0])):
        axes[j // len(axes[0])][j % len(axes[0])].axis("off")
    fig.suptitle("Win rate by character, 95% intervals (green: above the fair share, red: below)")
    return _save(fig, fig_dir / "win_rates.png")


def matchups(fig_dir: Path, f: Figures) -> Path:
    """The match-up matrix as a heat map: the row's share of the wins the row and column took together."""
    import matplotlib.pyplot as plt

    names = [r.name for r in f.overall]
    cells = {(m.a, m.b): m for m in f.matchups}
    grid = [[(cells[a, b].share if (a, b) in cells and cells[a, b].share is not None else math.nan) for b in names]
            for a in names]
    size = max(4.0, 0.5 * len(names) + 2)
    fig, ax = plt.subplots(figsize=(size + 1, size), constrained_layout=True)
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=1)
    ax.set_xticks(range(len(names)), names, rotation=60, ha="right", fontsize="small")
    ax.set_yticks(range(len(names)), names, fontsize="small")
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            if not math.isnan(v):
                ax.text(j, i, f"{v:.0%}", ha="center", va="center", fontsize=7,
                        color="white" if abs(v - 0.5) > 0.3 else "black")
    fig.colorbar(image, ax=ax, format=lambda v, _pos: f"{v:.0%}", shrink=0.8)
    ax.set_title("Match-ups: row's share of the wins taken by row or column")
    return _save(fig, fig_dir / "matchups.png")


def positions(fig_dir: Path, f: Figures) -> Path:
    """Win rate of each turn position relative to the fair share, one line per table size."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2), constrained_layout=True)
    for k, rates in f.positions.items():
        xs = [int(r.name) for r in rates]
        ys = [r.rate * k for r in rates]
        errors = _errors(rates, k)
        ax.errorbar(xs, ys, yerr=errors, marker="o", capsize=3, label=f"{k} seats")
    ax.axhline(1.0, color="black", linestyle="--", linewidth=1)
    ax.set_xticks(range(1, max(f.positions, default=2) + 1))
    ax.set_xlabel("turn position (1 = first player)")
    ax.set_ylabel("win rate ÷ fair share (1 = fair)")
    ax.set_title("Seat-position bias, 95% intervals")
    ax.legend(fontsize="small", ncols=2)
    return _save(fig, fig_dir / "positions.png")


def cards(fig_dir: Path, f: Figures) -> Path:
    """The card character's win rate when each card was played and when it was drawn but not played."""
    import matplotlib.pyplot as plt

    rows = list(reversed(f.cards))
    fig, ax = plt.subplots(figsize=(9, max(3.0, 0.28 * len(rows) + 1.4)), constrained_layout=True)
    ys = range(len(rows))
    for offset, attr, colour, label in ((0.18, "played", BLUE, "played"), (-0.18, "unplayed", GREY,
                                                                           "drawn, not played")):
        rates = [getattr(c, attr) for c in rows]
        ax.barh([y + offset for y in ys], [r.rate for r in rates], height=0.36, color=colour, label=label,
                xerr=_errors(rates),
                error_kw={"elinewidth": 0.7, "capsize": 1.5})
    ax.set_yticks(list(ys), [_short(c.title) for c in rows], fontsize=7)
    fair = f.rate(f.card_character).rate if any(r.name == f.card_character for r in f.overall) else f.fair
    ax.axvline(fair, color="black", linestyle="--", linewidth=1, label=f"its win rate ({fair:.0%})")
    ax.set_title(f"{f.card_character}: win rate by card, 95% intervals")
    ax.legend(fontsize="small", loc="lower right")
    _percent(ax)
    return _save(fig, fig_dir / "cards.png")


def ablations(fig_dir: Path, f: Figures) -> Path:
    """The change in the card character's win rate when each ablated card is blank, with 95% intervals."""
    import matplotlib.pyplot as plt

    rows = list(reversed(f.ablations))
    fig, ax = plt.subplots(figsize=(8, max(2.4, 0.35 * len(rows) + 1.4)), constrained_layout=True)
    errors = [[max(0.0, a.change - a.low) for a in rows], [max(0.0, a.high - a.change) for a in rows]]
    ax.errorbar([a.change for a in rows], range(len(rows)), xerr=errors, fmt="o", color=BLUE, capsize=3)
    ax.axvline(0, color="black", linestyle="--", linewidth=1)
    ax.set_yticks(range(len(rows)), [_short(a.title) for a in rows], fontsize="small")
    ax.set_xlabel("change in win rate with the card blank (negative: the card helps)")
    ax.set_title(f"{f.card_character}: ablation, the same games with one card blank")
    _percent(ax)
    return _save(fig, fig_dir / "ablation.png")


def lengths_and_endings(fig_dir: Path, f: Figures, turns: dict[int, list[int]]) -> Path:
    """Turns per game by table size, how games ended, and how each character's seats finished."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(15, max(3.8, 0.24 * len(f.outcomes) + 1.4)), constrained_layout=True)
    sizes = list(turns)
    axes[0].boxplot([turns[k] for k in sizes], tick_labels=[str(k) for k in sizes])
    axes[0].set_xlabel("seats")
    axes[0].set_ylabel("turns per game")
    axes[0].set_title("Game length")
    left = [0.0] * len(sizes)
    for e in ENDINGS:
        shares = [f.endings[k][e] / max(1, sum(f.endings[k].values())) for k in sizes]
        axes[1].bar([str(k) for k in sizes], shares, bottom=left, color=ENDING_COLOURS[e], label=e.replace("_", " "))
        left = [a + b for a, b in zip(left, shares, strict=True)]
    axes[1].set_xlabel("seats")
    axes[1].set_title("How games ended")
    axes[1].legend(fontsize="small")
    _percent(axes[1], "y")
    names = list(reversed(list(f.outcomes)))
    left = [0.0] * len(names)
    for o in OUTCOMES:
        shares = [f.outcomes[c][o] / max(1, sum(f.outcomes[c].values())) for c in names]
        axes[2].barh(names, shares, left=left, color=OUTCOME_COLOURS[o], label=o.replace("_", " "))
        left = [a + b for a, b in zip(left, shares, strict=True)]
    axes[2].set_title("How each character's seats finished")
    axes[2].tick_params(axis="y", labelsize="small")
    axes[2].legend(fontsize="small", loc="upper center", bbox_to_anchor=(0.5, -0.06), ncols=len(OUTCOMES))
    _percent(axes[2])
    return _save(fig, fig_dir / "length_and_endings.png")


def gold_and_alcohol(fig_dir: Path, f: Figures) -> Path:
    """Each character's mean Gold and Alcohol at each of its turns."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(13, 4.4), constrained_layout=True)
    colours = plt.get_cmap("tab20")
    for i, (c, points) in enumerate(f.curves.items()):
        ts = [p[0] for p in points]
        for ax, k in ((axes[0], 2), (axes[1], 3)):
            ax.plot(ts, [p[k] for p in points], color=colours(i % 20), linewidth=1.2, label=c)
    for ax, what in ((axes[0], "Gold"), (axes[1], "Alcohol")):
        ax.set_xlabel("the character's own turn")
        ax.set_ylabel(f"mean {what} (players still in)")
        ax.set_title(f"{what} curve")
    axes[1].legend(fontsize="x-small", ncols=2)
    return _save(fig, fig_dir / "gold_and_alcohol.png")


def write_charts(directory: str | os.PathLike, f: Figures, turns: dict[int, list[int]]) -> list[Path]:
    """Write every chart of the report into ``directory``; their paths."""
    import matplotlib

    matplotlib.use("Agg")
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = [win_rates(out, f)]
    if len(f.overall) > 1:
        paths.append(matchups(out, f))
    paths += [positions(out, f), cards(out, f)]
    if f.ablations:
        paths.append(ablations(out, f))
    paths += [lengths_and_endings(out, f, turns), gold_and_alcohol(out, f)]
    return paths


def _short(title: str, width: int = 42) -> str:
    """A card title cut to fit a chart's axis."""
    return title if len(title) <= width else title[:width - 1] + "…"


def _save(fig, path: Path) -> Path:
    """Save a figure as PNG and close it."""
    import matplotlib.pyplot as plt

    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path
