"""The ``innkeeper balance`` command: its options (those of ``simulate``, and the report's own), run and report."""

from __future__ import annotations

import os
import sys

import typer

import innkeeper
from innkeeper.balance import GAME_CAP, BalanceConfig, deck_titles
from innkeeper.simulate import (
    SimulationError,
    _fail,
    _whole,
    checked_bar_deck,
    checked_games_pool_bots,
    checked_options,
)


def parse_seats(text: str) -> tuple[int, ...]:
    """Table sizes from ``4``, ``2-8`` or ``2,4,6`` (each checked to be 2 to 8), or fail naming the option."""
    sizes: list[int] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        low, dash, high = part.partition("-")
        try:
            bounds = (int(low), int(high)) if dash else (int(part), int(part))
        except ValueError:
            _fail(f"--seats must be a table size, a range like 2-8 or a list like 2,4,6, not {text!r}")
        for k in bounds:
            if not 2 <= k <= 8:
                _fail(f"--seats must be from 2 to 8, not {k}")
        sizes += range(bounds[0], bounds[1] + 1)
    if not sizes:
        _fail("--seats names no table size")
    return tuple(sorted(set(sizes)))


def parse_ablate(values: list[str], character: str) -> tuple[str, ...]:
    """Card titles from ``--ablate`` values: a title (any case), a card number from the report's list, or ``all``."""
    titles = deck_titles(character)
    out: list[str] = []
    for value in values:
        v = value.strip()
        if v.lower() == "all":
            out += titles
        elif v.isdigit():
            if not 1 <= int(v) <= len(titles):
                _fail(f"--ablate {v}: {character!r} has cards 1 to {len(titles)}")
            out.append(titles[int(v) - 1])
        else:
            match = [t for t in titles if t.lower() == v.lower()]
            if not match:
                _fail(f"--ablate: {character!r} has no card titled {v!r} (see `innkeeper cards {character}`)")
            out.append(match[0])
    return tuple(dict.fromkeys(out))


def build_config(games: str, characters: str | None, seats: str, bots: str, seed: str | None, cards: str | None,
                 ablate: list[str], ablate_games: str | None, ismcts_iterations: str | None, drink_deck: str,
                 last_call: str | None, out: str, bar_deck: str | None = None, prizes: bool = False) -> BalanceConfig:
    """A checked BalanceConfig from the command's options, or a one-line error."""
    n_games, pool, kinds = checked_games_pool_bots(games, characters, bots)
    sizes = parse_seats(seats)
    if len(kinds) > 1 and (len(sizes) > 1 or sizes[0] != len(kinds)):
        _fail(f"--bots gives {len(kinds)} bot kinds for {seats} seats; give one kind, or one per seat of a single "
              "table size")
    options, calls = checked_options(ismcts_iterations, last_call)
    card_character = None
    if cards is not None:
        playable = innkeeper.characters()
        card_character = cards.strip().lower()
        if card_character not in (pool or playable):
            _fail(f"--cards {card_character!r} is not a character in the pool; choose from "
                  f"{', '.join(pool or playable)}")
    config = BalanceConfig(games=n_games, seats=sizes, bots=tuple(kinds), characters=pool, seed=0,
                           drink_deck=drink_deck.strip().lower(), last_call=calls, bot_options=options,
                           bar_deck=checked_bar_deck(bar_deck), prizes=prizes, cards=card_character)
    n_ablate = _whole(ablate_games, "--ablate-games")
    if n_ablate is not None and n_ablate < 1:
        _fail(f"--ablate-games must be at least 1, not {n_ablate}")
    from dataclasses import replace

    config = replace(config, ablate=parse_ablate(ablate, config.card_character), ablate_games=n_ablate)
    master = _whole(seed, "--seed")
    if master is None:
        master = _stored_seed(config, out)
    config = replace(config, seed=master)
    try:
        config.check()
    except SimulationError as exc:
        _fail(str(exc))
    return config


def _stored_seed(config: BalanceConfig, out: str) -> int:
    """The seed of the run stored in ``out`` when its other settings match (so it resumes), else a new one."""
    from dataclasses import replace

    from innkeeper.balance.store import Store

    stored = Store(out).settings() if os.path.isdir(out) else None
    if stored is not None:
        seed = stored.get("config", {}).get("seed")
        if type(seed) is int and replace(config, seed=seed).same_games(stored["config"]):
            return seed
    import secrets

    return secrets.randbits(32)


def balance_command(
    games: str = typer.Option("500", "--games", "-n", metavar="N", help="Games per table size."),
    characters: str | None = typer.Option(None, "--characters", "-c", metavar="A,B,...",
                                          help="Character pool games draw from (default: every playable one)."),
    seats: str = typer.Option("2-8", "--seats", "-k", metavar="K", help="Table sizes: 4, 2-8 or 2,4,6."),
    bots: str = typer.Option("heuristic", "--bots", "-b", metavar="KIND[,KIND...]",
                             help="Bot kind for every seat (random, heuristic, ismcts), or one per seat of one size."),
    seed: str | None = typer.Option(None, "--seed", "-s", metavar="S",
                                    help="Master seed; fixes every game (default: the stored run's, or random)."),
    workers: str | None = typer.Option(None, "--workers", "-w", metavar="W",
                                       help="Local processes (default: number of CPUs)."),
    ray: bool = typer.Option(False, "--ray", help="Run on Ray: a new local instance unless --ray-address is given."),
    ray_address: str | None = typer.Option(None, "--ray-address", metavar="ADDRESS",
                                           help="Ray cluster to connect to (e.g. auto or host:6379); implies --ray."),
    out: str = typer.Option("balance-report", "--out", "-o", metavar="DIR",
                            help="Folder for report.html, the CSV and PNG files and the stored games."),
    cards: str | None = typer.Option(None, "--cards", metavar="CHARACTER",
                                     help="Character whose cards are measured (default: the pool's first)."),
    ablate: list[str] = typer.Option([], "--ablate", metavar="CARD",  # noqa: B008 - Typer's way to repeat an option
                                     help="Replay its games with this card blank: a title, a card number, or all "
                                          "(repeatable)."),
    ablate_games: str | None = typer.Option(None, "--ablate-games", metavar="N",
                                            help="Replay at most N of its games per ablated card (default: all)."),
    ismcts_iterations: str | None = typer.Option(None, "--ismcts-iterations", metavar="N",
                                                 help="Search iterations per decision of ismcts bots."),
    drink_deck: str = typer.Option("core", "--drink-deck", metavar="DECK", help="Drink Deck: core or second."),
    last_call: str | None = typer.Option(None, "--last-call", metavar="ROUNDS",
                                         help="End each game after this many rounds (most Gold wins)."),
    bar_deck: str | None = typer.Option(None, "--bar-deck", metavar="DECKS",
                                        help="Bar Deck variant: all (every Drink Deck) or the Drink Decks and packs "
                                             "to shuffle in, e.g. core,second,000-pack."),
    prizes: bool = typer.Option(False, "--prizes",
                                help="Play the Prize variant: a Prize card rides in the pot of every Round."),
    cap: str = typer.Option(str(GAME_CAP), "--cap", metavar="N", help="Ask before playing more games than this."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Play a run over --cap without asking."),
    fresh: bool = typer.Option(False, "--fresh", help="Forget the games stored in DIR and play them again."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show a progress bar."),
) -> None:
    """Play bot games at several table sizes and write a balance report: DIR/report.html with CSV and PNG files."""
    from rich.console import Console

    from innkeeper.balance import run as running

    config = build_config(games, characters, seats, bots, seed, cards, ablate, ablate_games, ismcts_iterations,
                          drink_deck, last_call, out, bar_deck, prizes)
    n_workers = _whole(workers, "--workers", os.cpu_count() or 1)
    if n_workers < 1:
        _fail(f"--workers must be at least 1, not {n_workers}")
    limit = _whole(cap, "--cap")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        _fail("the report's charts need matplotlib, which is not installed: pip install 'innkeeper[plot]'")
    try:
        store, stages = running.prepare(config, out, fresh)
    except SimulationError as exc:
        _fail(str(exc))
    except OSError as exc:
        _fail(f"cannot use --out {out!r}: {exc.strerror or exc}")
    todo = sum(len(s.missing) for s in stages)
    console = Console(stderr=True)
    if todo > limit and not yes:
        console.print(f"Warning: this run plays {todo} games, over the cap of {limit}.", highlight=False)
        if not sys.stdin.isatty():
            _fail(f"{todo} games is over --cap {limit}; pass --yes to play them, or fewer --games")
        if not typer.confirm("Play them?", default=False, err=True):
            _fail("not started", 1)
    stored = sum(len(s.indices) for s in stages) - todo
    if stored:
        console.print(f"Resuming: {stored} games are stored in {out}, {todo} to play.", highlight=False)
    use_ray = ray or ray_address is not None
    try:
        results = _play(config, store, stages, n_workers, use_ray, ray_address, progress and todo > 0, todo)
    except SimulationError as exc:
        _fail(str(exc))
    except KeyboardInterrupt:
        _fail(f"interrupted; the games played so far are stored in {out}: run the same command to resume", 130)
    where = f"Ray ({ray_address or 'local'})" if use_ray else f"{n_workers} worker{'s' * (n_workers != 1)}"
    _report(config, results, out, where)


def _play(config, store, stages, workers, use_ray, ray_address, show, todo):
    """Play the run's missing games, with a Rich progress bar on standard error when ``show``."""
    from innkeeper.balance import run as running

    if not show:
        return running.play(config, store, stages, workers, ray=use_ray, ray_address=ray_address)
    from rich import progress as rp
    from rich.console import Console

    columns = (rp.TextColumn("[progress.description]{task.description}"), rp.BarColumn(), rp.MofNCompleteColumn(),
               rp.TimeElapsedColumn(), rp.TimeRemainingColumn())
    with rp.Progress(*columns, console=Console(stderr=True), transient=False) as bar:
        task = bar.add_task("balance games", total=todo)
        return running.play(config, store, stages, workers, ray=use_ray, ray_address=ray_address,
                            progress=lambda stage, n: bar.update(task, advance=n, description=stage))


def _report(config: BalanceConfig, results, out: str, where: str) -> None:
    """Count the figures, write the report's files and print where they are."""
    from rich.console import Console
    from rich.table import Table

    from innkeeper.balance.blank import deck_cards
    from innkeeper.balance.figures import figures
    from innkeeper.balance.report import command, options, write_report

    f = figures(results.by_seats, config.card_character, deck_cards(config.card_character), results.ablations)
    turns = {k: [r.turns for r in rs] for k, rs in results.by_seats.items()}
    try:
        paths = write_report(out, config, f, turns, results.elapsed, results.started, where)
    except OSError as exc:
        _fail(f"cannot write the report: {exc.strerror or exc} ({exc.filename})")
    console = Console()
    variant = f", {options(config)}" if config.bar_deck or config.prizes else ""
    console.print(f"{f.games} games ({results.played} played now), seats {', '.join(map(str, config.seats))}, bots "
                  f"{','.join(config.bots)}, seed {config.seed}{variant}: {results.elapsed:.1f} s on {where}",
                  highlight=False, soft_wrap=True)
    table = Table(title=f"Win rate by character, all table sizes (fair share {f.fair:.1%})")
    for col in ("character", "seats played", "win rate", "95% CI"):
        table.add_column(col, justify="left" if col == "character" else "right")
    for r in f.overall:
        table.add_row(r.name, str(r.n), f"{r.rate:.1%}", f"{r.low:.1%}–{r.high:.1%}")
    console.print(table)
    console.print(f"wrote {paths[0]} and {len(paths) - 1} CSV and PNG files beside it", highlight=False)
    console.print(f"reproduce: {command(config, out)}", highlight=False, soft_wrap=True)
