"""Charts of a simulation (matplotlib, imported only when drawing): win rates with 95% intervals, game length."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from innkeeper.stats import GameRecord, Rate, Summary, Tally


def _bars(ax, rates: list[Rate], title: str, expected: float, by_rate: bool) -> None:
    """Horizontal bars of win rates (best on top when ``by_rate``, else first on top) with Wilson error bars.

    Names sit on the vertical axis, one to a row, so they never overlap however many there are.
    """
    from matplotlib.ticker import PercentFormatter

    ordered = sorted(rates, key=lambda r: r.rate) if by_rate else list(reversed(rates))
    rows = range(len(ordered))
    # (a rate of 0 or 1 can sit a rounding error outside its own interval: never a negative bar)
    errors = [[max(0.0, r.rate - r.low) for r in ordered], [max(0.0, r.high - r.rate) for r in ordered]]
    ax.barh(list(rows), [r.rate for r in ordered], xerr=errors, capsize=3, color="#4c72b0", height=0.6)
    ax.set_yticks(list(rows), [r.name for r in ordered])
    ax.set_ylim(-0.6, len(ordered) - 0.4)
    ax.axvline(expected, color="#c44e52", linestyle="--", linewidth=1)
    ax.set_title(title)
    ax.set_xlabel("win rate (ties split), 95% interval")
    ax.set_xlim(0, min(1.0, max([r.high for r in ordered] + [expected]) * 1.1 + 0.02))
    ax.xaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))


def rate_figure(summary: Summary):
    """The figure of win_rates.png: by character, by bot kind and by turn position."""
    import matplotlib.pyplot as plt

    expected = 1 / summary.seats if summary.seats else 0.0
    groups = [(summary.characters, "By character", True), (summary.bots, "By bot kind", False),
              (summary.positions, "By turn position (1 = first)", False)]
    heights = [max(2, len(rates)) for rates, _, _ in groups]
    fig, axes = plt.subplots(3, 1, figsize=(8, 2.2 + 0.32 * sum(heights)), constrained_layout=True,
                             gridspec_kw={"height_ratios": heights})
    for ax, (rates, title, by_rate) in zip(axes, groups, strict=True):
        _bars(ax, rates, title, expected, by_rate)
    fig.suptitle(f"Win rates over {summary.games} games at {summary.seats} seats "
                 f"(dashed line: equal strength, {expected:.0%})")
    return fig


def length_figure(games: list[GameRecord] | Tally, summary: Summary):
    """The figure of game_length.png: histograms of decisions and turns per game, whole numbers on both axes.

    ``games``: the records, or a Tally (whose length histograms are all it needs).
    """
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2), constrained_layout=True)
    if isinstance(games, Tally):
        hists = games.hist
    else:
        hists = {"decisions": Counter(r.decisions for r in games), "turns": Counter(r.turns for r in games)}
    for ax, name in ((axes[0], "decisions"), (axes[1], "turns")):
        values = sorted(hists[name])
        lo, hi = min(values), max(values)
        width = max(1, -(-(hi - lo + 1) // 40))   # whole-number bins, at most about 40 of them
        edges = [lo - 0.5 + width * k for k in range((hi - lo) // width + 2)]
        ax.hist(values, bins=edges, weights=[hists[name][v] for v in values], color="#55a868")
        ax.axvline(summary.lengths[name]["mean"], color="#c44e52", linestyle="--", linewidth=1,
                   label=f"mean {summary.lengths[name]['mean']:.1f}")
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel(f"{name} per game")
        ax.set_ylabel("games")
        ax.legend(fontsize="small")
    fig.suptitle(f"Game length over {summary.games} games")
    return fig


def write_plots(directory: str | os.PathLike, records: list[GameRecord] | Tally, summary: Summary) -> list[str]:
    """Write win_rates.png (by character, bot kind and turn position) and game_length.png; their paths."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, fig in (("win_rates.png", rate_figure(summary)), ("game_length.png", length_figure(records, summary))):
        path = out / name
        fig.savefig(path, dpi=100)
        plt.close(fig)
        paths.append(str(path))
    return paths
