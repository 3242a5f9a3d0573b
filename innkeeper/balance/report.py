"""A balance report's files: CSV tables, PNG charts and one self-contained HTML page (charts embedded, no network)."""

from __future__ import annotations

import base64
import csv
import html
import os
import shlex
from pathlib import Path

from innkeeper.balance import BalanceConfig, deck_titles
from innkeeper.balance.figures import Figures
from innkeeper.stats import ENDINGS, OUTCOMES, Rate

CSV_FILES = ("win_rates.csv", "matchups.csv", "positions.csv", "cards.csv", "ablation.csv", "lengths.csv",
             "endings.csv", "outcomes.csv", "gold_and_alcohol.csv")


def version() -> str:
    """The installed Innkeeper version."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("innkeeper")
    except PackageNotFoundError:
        return "unknown"


def command(config: BalanceConfig, out: str | os.PathLike | None = None) -> str:
    """The ``innkeeper balance`` command line that plays the same games (``--out`` included when given)."""
    import innkeeper

    args = ["innkeeper", "balance", "--games", str(config.games), "--seats", _seats(config.seats),
            "--bots", ",".join(config.bots)]
    if config.characters and tuple(config.characters) != tuple(innkeeper.characters()):
        args += ["--characters", ",".join(config.characters)]
    args += ["--seed", str(config.seed), "--cards", config.card_character]
    numbers = {t: i for i, t in enumerate(deck_titles(config.card_character), 1)}
    for title in config.ablate:
        args += ["--ablate", str(numbers[title])]
    if config.ablate and config.ablate_games is not None:
        args += ["--ablate-games", str(config.ablate_games)]
    if config.drink_deck != "core":
        args += ["--drink-deck", config.drink_deck]
    if config.last_call is not None:
        args += ["--last-call", str(config.last_call)]
    if config.bar_deck:
        args += ["--bar-deck", ",".join(config.bar_deck)]
    if config.prizes:
        args.append("--prizes")
    if "ismcts" in config.bot_options:
        args += ["--ismcts-iterations", str(config.bot_options["ismcts"]["iterations"])]
    if out is not None:
        args += ["--out", str(out)]
    return shlex.join(args)


def options(config: BalanceConfig) -> str:
    """The table options of the report's header: the Drink Deck (or the Bar Deck), Prizes, last call."""
    parts = [f"Bar Deck {', '.join(config.bar_deck)}" if config.bar_deck else f"drink deck {config.drink_deck}"]
    if config.prizes:
        parts.append("Prize variant")
    if config.last_call:
        parts.append(f"last call after {config.last_call} rounds")
    return ", ".join(parts)


def _seats(seats: tuple[int, ...]) -> str:
    """Table sizes as the option reads them: ``4``, ``2-8`` or ``2,4,6``."""
    if len(seats) > 1 and list(seats) == list(range(seats[0], seats[-1] + 1)):
        return f"{seats[0]}-{seats[-1]}"
    return ",".join(map(str, seats))


def _p(x: float | None) -> str:
    """A share as a percentage with one decimal (blank when there is none)."""
    return "" if x is None else f"{x:.1%}"


def _g(x: float) -> str:
    """A count of win shares (whole or fractional, from ties) for a CSV file."""
    return f"{x:.6g}"


def _w(x: float) -> str:
    """A count of win shares for the page: at most two decimals."""
    return f"{x:.2f}".rstrip("0").rstrip(".")


# ----- CSV ---------------------------------------------------------------------------------------------------------

def write_csv(directory: Path, f: Figures) -> list[Path]:
    """Write the report's tables as CSV files; their paths."""
    tables: dict[str, tuple[tuple[str, ...], list[tuple]]] = {
        "win_rates.csv": (("seats", "character", "seats_played", "wins", "win_rate", "low95", "high95",
                           "fair_share"),
                          [("all", *_rate_row(r), f"{f.fair:.6g}") for r in f.overall]
                          + [(k, *_rate_row(r), f"{1 / k:.6g}") for k, rates in f.by_seats.items() for r in rates]),
        "matchups.csv": (("character", "opponent", "games", "wins", "opponent_wins", "share", "low95", "high95"),
                         [(m.a, m.b, m.games, _g(m.a_wins), _g(m.b_wins), "" if m.share is None else f"{m.share:.6g}",
                           f"{m.low:.6g}", f"{m.high:.6g}") for m in f.matchups]),
        "positions.csv": (("seats", "position", "seats_played", "wins", "win_rate", "low95", "high95", "fair_share"),
                          [(k, *_rate_row(r), f"{1 / k:.6g}") for k, rates in f.positions.items() for r in rates]),
        "cards.csv": (("character", "card", "copies", "drawn", "played", "played_wins", "played_win_rate",
                       "played_low95", "played_high95", "unplayed", "unplayed_wins", "unplayed_win_rate",
                       "unplayed_low95", "unplayed_high95"),
                      [(f.card_character, c.title, c.copies, c.drawn, *_rate_row(c.played)[1:],
                        *_rate_row(c.unplayed)[1:]) for c in f.cards]),
        "ablation.csv": (("character", "card", "games", "seats_played", "win_rate", "win_rate_blank", "change",
                          "low95", "high95"),
                         [(f.card_character, a.title, a.games, a.seats, f"{a.base:.6g}", f"{a.ablated:.6g}",
                           f"{a.change:.6g}", f"{a.low:.6g}", f"{a.high:.6g}") for a in f.ablations]),
        "lengths.csv": (("seats", "measure", "mean", "median", "stdev", "min", "max"),
                        [(k, name, f"{s['mean']:.6g}", f"{s['median']:g}", f"{s['stdev']:.6g}", s["min"], s["max"])
                         for k, lengths in f.lengths.items() for name, s in lengths.items()]),
        "endings.csv": (("seats", *ENDINGS), [(k, *(e[x] for x in ENDINGS)) for k, e in f.endings.items()]),
        "outcomes.csv": (("character", *OUTCOMES), [(c, *(o[x] for x in OUTCOMES)) for c, o in f.outcomes.items()]),
        "gold_and_alcohol.csv": (("character", "turn", "samples", "mean_gold", "mean_alcohol"),
                                 [(c, t, n, f"{g:.6g}", f"{a:.6g}") for c, points in f.curves.items()
                                  for t, n, g, a in points]),
    }
    paths = []
    for name, (header, rows) in tables.items():
        path = directory / name
        with path.open("w", newline="", encoding="utf-8") as out:
            w = csv.writer(out)
            w.writerow(header)
            w.writerows(rows)
        paths.append(path)
    return paths


def _rate_row(r: Rate) -> tuple:
    """name, appearances, wins, rate, low, high of a Rate for a CSV row."""
    return r.name, r.n, _g(r.wins), f"{r.rate:.6g}", f"{r.low:.6g}", f"{r.high:.6g}"


# ----- HTML --------------------------------------------------------------------------------------------------------

STYLE = """
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1400px; padding: 1rem 2rem; color: #222; }
h1 { margin-bottom: 0.2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ccc; }
.run { background: #f4f4f0; padding: 0.6rem 1rem; border-radius: 6px; }
.run dt { font-weight: 600; float: left; clear: left; width: 9rem; } .run dd { margin: 0 0 0.2rem 9.5rem; }
code { background: #eee; padding: 0.1rem 0.3rem; border-radius: 3px; }
img { max-width: 100%; height: auto; display: block; margin: 0.6rem 0; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; }
th, td { border: 1px solid #ddd; padding: 0.15rem 0.45rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
.above { color: #2a7a3b; font-weight: 600; } .below { color: #b03030; font-weight: 600; }
.matrix td { text-align: center; min-width: 2.6rem; } .matrix td.self { background: #eee; }
.note { color: #555; font-size: 0.9rem; max-width: 60rem; }
details { margin: 0.4rem 0; } summary { cursor: pointer; color: #335; }
"""


def _img(path: Path, name: str, alt: str) -> str:
    """A chart embedded as a base64 PNG."""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<img data-testid="chart-{name}" alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


def _table(testid: str, header: list[str], rows: list[tuple[dict, list[str]]], cls: str = "") -> str:
    """An HTML table; each row is (its data attributes, its cells)."""
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = []
    for attrs, cells in rows:
        a = "".join(f' data-{k}="{html.escape(str(v))}"' for k, v in attrs.items())
        body.append(f"<tr{a}>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    klass = f' class="{cls}"' if cls else ""
    return (f'<table data-testid="{testid}"{klass}><thead><tr>{head}</tr></thead><tbody>'
            + "".join(body) + "</tbody></table>")


def _rate_cells(r: Rate, fair: float) -> list[str]:
    """Cells of a win-rate row: appearances, wins, rate (marked when its interval misses the fair share), interval."""
    mark = "above" if r.low > fair else "below" if r.high < fair else ""
    rate = f'<span class="{mark}">{_p(r.rate)}</span>' if mark else _p(r.rate)
    return [str(r.n), _w(r.wins), rate, f"{_p(r.low)}–{_p(r.high)}"]


def _rates_table(testid: str, seats: str, rates: list[Rate], fair: float) -> str:
    """A sorted win-rate table."""
    return _table(testid, ["character", "seats played", "wins", "win rate", "95% interval"],
                  [({"seats": seats, "character": r.name}, [html.escape(r.name), *_rate_cells(r, fair)])
                   for r in rates])


def _colour(share: float) -> str:
    """A red (low) to white (even) to blue (high) background for a match-up share."""
    t = max(-1.0, min(1.0, (share - 0.5) * 2))
    low, mid, high = (202, 0, 32), (247, 247, 247), (5, 113, 176)
    end = high if t > 0 else low
    rgb = tuple(round(m + (e - m) * abs(t)) for m, e in zip(mid, end, strict=True))
    return "#" + "".join(f"{v:02x}" for v in rgb)


def _matrix(f: Figures) -> str:
    """The match-up matrix as a coloured table, each cell's interval and game count on hover."""
    names = [r.name for r in f.overall]
    cells = {(m.a, m.b): m for m in f.matchups}
    head = "<th></th>" + "".join(f"<th>{html.escape(n)}</th>" for n in names)
    rows = []
    for a in names:
        tds = [f"<th>{html.escape(a)}</th>"]
        for b in names:
            m = cells.get((a, b))
            if a == b:
                tds.append('<td class="self"></td>')
            elif m is None or m.share is None:
                tds.append(f'<td data-a="{html.escape(a)}" data-b="{html.escape(b)}" '
                           f'title="{html.escape(a)} vs {html.escape(b)}: no wins yet">—</td>')
            else:
                tip = (f"{a} vs {b}: {_p(m.share)} of the wins they took ({_p(m.low)}–{_p(m.high)}), "
                       f"{m.games} games together, wins {_w(m.a_wins)} to {_w(m.b_wins)}")
                tds.append(f'<td data-a="{html.escape(a)}" data-b="{html.escape(b)}" data-share="{m.share:.6g}" '
                           f'style="background:{_colour(m.share)}" title="{html.escape(tip)}">{m.share:.0%}</td>')
        rows.append("<tr>" + "".join(tds) + "</tr>")
    return (f'<table data-testid="matchups" class="matrix"><thead><tr>{head}</tr></thead><tbody>'
            + "".join(rows) + "</tbody></table>")


def write_html(directory: Path, config: BalanceConfig, f: Figures, charts: dict[str, Path], elapsed: float,
               started: str, workers: str) -> Path:
    """Write report.html: the run's header, every chart embedded, and the tables behind them."""
    e = html.escape
    seats = ", ".join(map(str, config.seats))
    run = [("characters", ", ".join(config.pool)), ("seats", seats), ("bot kinds", ", ".join(config.bots)),
           ("games", f"{f.games} ({config.games} per table size)"
            + (f" + {sum(a.games for a in f.ablations)} ablation replays" if f.ablations else "")),
           ("seed", str(config.seed)), ("time", f"{elapsed:.1f} s on {workers}; started {started}"),
           ("version", f"Innkeeper {version()}"),
           ("options", options(config))]
    parts = [f"<h1>Innkeeper balance report</h1><p class=note>{f.games} bot games; win shares split ties; "
             "intervals are 95%.</p><dl class=run data-testid=run>"
             + "".join(f'<dt>{e(k)}</dt><dd data-field="{e(k)}">{e(v)}</dd>' for k, v in run)
             + f'<dt>reproduce</dt><dd><code data-testid="command">{e(command(config))}</code></dd></dl>']

    parts.append("<h2 id=win-rates>Win rate by character</h2>")
    parts.append("<p class=note>Sorted from the strongest; the dashed line is the fair share (one game in K at K "
                 "seats). A rate in green (red) has its whole interval above (below) the fair share.</p>")
    parts.append(_img(charts["win_rates"], "win_rates", "win rates by character"))
    parts.append(f"<h3>All table sizes (fair share {_p(f.fair)})</h3>"
                 + _rates_table("win-rates-all", "all", f.overall, f.fair))
    for k, rates in f.by_seats.items():
        parts.append(f"<details><summary>{k} seats (fair share {_p(1 / k)})</summary>"
                     + _rates_table(f"win-rates-{k}", str(k), rates, 1 / k) + "</details>")

    if "matchups" in charts:
        parts.append("<h2 id=matchups>Match-ups</h2><p class=note>Each cell: the row's share of the wins the row "
                     "and the column took in the games they sat in together (50% = even). Hover for the 95% "
                     "interval and the game count; matchups.csv holds them too.</p>")
        parts.append(_matrix(f))
        parts.append("<details><summary>as a picture (matchups.png)</summary>"
                     + _img(charts["matchups"], "matchups", "match-up heat map") + "</details>")

    parts.append("<h2 id=positions>Seat position</h2><p class=note>Win rate by turn position (1 = the first player) "
                 "divided by the fair share: above 1, that seat has an advantage.</p>")
    parts.append(_img(charts["positions"], "positions", "seat-position bias"))
    parts.append(_table("positions", ["seats", "position", "seats played", "wins", "win rate", "95% interval"],
                        [({"seats": k, "position": r.name}, [str(k), r.name, *_rate_cells(r, 1 / k)])
                         for k, rates in f.positions.items() for r in rates]))

    c = f.card_character
    parts.append(f"<h2 id=cards>Cards of {e(c)}</h2><p class=note>For each card: {e(c)}'s win rate in games where "
                 "the card was played, and in games where it was drawn but never played (a card played more by a "
                 "winning player is not proof it wins: the ablation below swaps the card for a blank one in the "
                 "same games; <code>--ablate</code> takes the card's number).</p>")
    parts.append(_img(charts["cards"], "cards", "card impact"))
    rows = []
    for number, card in enumerate(f.cards, 1):
        diff = card.difference
        rows.append(({"card": card.title}, [str(number), e(card.title), str(card.copies), str(card.drawn),
                                            str(card.played.n), _p(card.played.rate) if card.played.n else "—",
                                            str(card.unplayed.n), _p(card.unplayed.rate) if card.unplayed.n else "—",
                                            "—" if diff is None else f"{diff:+.1%}"]))
    parts.append(_table("cards", ["#", "card", "copies", "drawn", "played", "win rate played", "drawn, not played",
                                  "win rate not played", "difference"], rows))
    if f.ablations:
        parts.append(f"<h3 id=ablation>Ablation</h3><p class=note>The same {config.ablation_seats}-seat games "
                     f"replayed with one card of {e(c)} swapped for a blank one (same seeds and bots); the change "
                     "is paired game by game.</p>")
        parts.append(_img(charts["ablation"], "ablation", "ablation"))
        parts.append(_table("ablation", ["card", "games", "win rate", "with it blank", "change", "95% interval"],
                            [({"card": a.title}, [e(a.title), str(a.games), _p(a.base), _p(a.ablated),
                                                  f"{a.change:+.1%}", f"{a.low:+.1%} to {a.high:+.1%}"])
                             for a in f.ablations]))

    parts.append("<h2 id=length>Game length and how players went out</h2>")
    parts.append(_img(charts["length_and_endings"], "length_and_endings", "game length and endings"))
    parts.append(_table("lengths", ["seats", "games", "turns (mean)", "turns (median)", "rounds (mean)",
                                    "decisions (mean)", *(x.replace("_", " ") for x in ENDINGS)],
                        [({"seats": k}, [str(k), str(sum(f.endings[k].values())), f"{s['turns']['mean']:.1f}",
                                         f"{s['turns']['median']:g}", f"{s['rounds']['mean']:.1f}",
                                         f"{s['decisions']['mean']:.1f}", *(str(f.endings[k][x]) for x in ENDINGS)])
                         for k, s in f.lengths.items()]))
    parts.append(_table("outcomes", ["character", *(x.replace("_", " ") for x in OUTCOMES)],
                        [({"character": ch}, [e(ch), *(str(o[x]) for x in OUTCOMES)]) for ch, o in f.outcomes.items()]))
    parts.append("<h2 id=curves>Gold and Alcohol</h2><p class=note>Each character's mean Gold and Alcohol at each "
                 "of its own turns (players still in).</p>")
    parts.append(_img(charts["gold_and_alcohol"], "gold_and_alcohol", "gold and alcohol curves"))
    parts.append("<p class=note>Files beside this page: " + ", ".join(CSV_FILES) + " and the charts as PNG.</p>")

    page = ("<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Innkeeper balance report</title>"
            f"<style>{STYLE}</style></head><body>" + "\n".join(parts) + "</body></html>\n")
    path = directory / "report.html"
    path.write_text(page, encoding="utf-8")
    return path


def write_report(directory: str | os.PathLike, config: BalanceConfig, f: Figures, turns: dict[int, list[int]],
                 elapsed: float, started: str, workers: str) -> list[Path]:
    """Write the CSV files, the PNG charts and report.html into ``directory``; their paths."""
    from innkeeper.balance.charts import write_charts

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = write_csv(out, f)
    charts = write_charts(out, f, turns)
    page = write_html(out, config, f, {p.stem: p for p in charts}, elapsed, started, workers)
    return [page, *paths, *charts]
