"""Charts of a simulation (matplotlib, imported only when drawing): win rates with 95% intervals, game length."""

from __future__ import annotations

import os
from pathlib import Path

from innkeeper.stats import GameRecord, Rate, Summary


def _bars(ax, rates: list[Rate], title: str, expected: float) -> None:
    """Bars of win rates with asymmetric Wilson error bars and a line at the equal-strength share."""
    names = [r.name for r in rates]
    values = [r.rate for r in rates]
    errors = [[r.rate - r.low for r in rates], [r.high - r.rate for r in rates]]
    ax.bar(names, values, yerr=errors, capsize=4, color="#4c72b0")
    ax.axhline(expected, color="#c44e52", linestyle="--", linewidth=1, label=f"equal strength ({expected:.0%})")
    ax.set_title(title)
    ax.set_ylabel("win rate (ties split), 95% CI")
    ax.set_ylim(0, min(1.0, max([r.high for r in rates] + [expected]) * 1.15 + 0.02))
    ax.yaxis.set_major_formatter(lambda v, _pos: f"{v:.0%}")
    ax.legend(loc="upper right", fontsize="small")


def write_plots(directory: str | os.PathLike, records: list[GameRecord], summary: Summary) -> list[str]:
    """Write win_rates.png (by character, bot kind and turn position) and game_length.png; their paths."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    expected = 1 / summary.seats if summary.seats else 0.0
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.8), constrained_layout=True)
    _bars(axes[0], summary.characters, "By character", expected)
    _bars(axes[1], summary.bots, "By bot kind", expected)
    _bars(axes[2], summary.positions, "By turn position (1 = first)", expected)
    fig.suptitle(f"Win rates over {summary.games} games at {summary.seats} seats")
    rates_path = out / "win_rates.png"
    fig.savefig(rates_path, dpi=100)
    plt.close(fig)

    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2), constrained_layout=True)
    for ax, name, values in ((axes[0], "decisions", [r.decisions for r in records]),
                             (axes[1], "turns", [r.turns for r in records])):
        lo, hi = min(values), max(values)
        bins = [v - 0.5 for v in range(lo, hi + 2)] if hi - lo < 60 else 40
        ax.hist(values, bins=bins, color="#55a868")
        ax.axvline(summary.lengths[name]["mean"], color="#c44e52", linestyle="--", linewidth=1,
                   label=f"mean {summary.lengths[name]['mean']:.1f}")
        ax.set_xlabel(f"{name} per game")
        ax.set_ylabel("games")
        ax.legend(fontsize="small")
    fig.suptitle(f"Game length over {summary.games} games")
    length_path = out / "game_length.png"
    fig.savefig(length_path, dpi=100)
    plt.close(fig)
    return [str(rates_path), str(length_path)]
