"""The ``innkeeper`` command: play, simulate, balance, bench, and list characters and cards."""

from __future__ import annotations

import importlib
import sys
from collections import Counter

import typer
from rich.console import Console
from rich.table import Table
from typer.core import TyperGroup

from innkeeper.content import load_content

# Typer may bundle its own copy of Click: take the usage-error base class from Typer itself.
ClickException = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")


def ray_with_address(args: list[str]) -> list[str]:
    """Accept ``--ray ADDRESS`` and ``--ray=ADDRESS`` (Typer has no optional option values) as ``--ray-address``."""
    out: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("--ray="):
            out += ["--ray", "--ray-address", a.split("=", 1)[1]]
        elif a == "--ray" and i + 1 < len(args) and not args[i + 1].startswith("-"):
            out += ["--ray", "--ray-address", args[i + 1]]
            i += 1
        else:
            out.append(a)
        i += 1
    return out


def play_by_default(args: list[str]) -> list[str]:
    """``innkeeper --seed 42`` means ``innkeeper play --seed 42``: options before any command are play's."""
    if args and args[0].startswith("-") and args[0] != "--help":
        return ["play", *args]
    return args


class OneLineErrors(TyperGroup):
    """Report a bad command line as one line on stderr (no usage dump, no traceback)."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        """Run the command; a usage error prints ``Error: <what is wrong>`` and exits with code 2."""
        args = play_by_default(ray_with_address(list(sys.argv[1:] if args is None else args)))
        try:
            code = super().main(args=args, prog_name=prog_name, complete_var=complete_var,
                                standalone_mode=False, **extra)
        except ClickException as exc:
            typer.echo(f"Error: {exc.format_message()}", err=True)
            sys.exit(exc.exit_code)
        except typer.Abort:
            typer.echo("Aborted.", err=True)
            sys.exit(1)
        if not standalone_mode:
            return code
        sys.exit(code if isinstance(code, int) else 0)


app = typer.Typer(
    cls=OneLineErrors,
    help="Innkeeper: The Red Dragon Inn card game — play against bots, simulate, benchmark.",
    no_args_is_help=False, invoke_without_command=True, add_completion=False, pretty_exceptions_enable=False,
)

TYPE_NAMES = {
    "action": "Action", "sometimes": "Sometimes", "anytime": "Anytime", "gambling": "Gambling",
    "cheating": "Cheating", "action_gambling": "Action/Gambling",
}


@app.callback()
def _main(ctx: typer.Context) -> None:
    """With no command, start a 4-seat game against bots (same as ``innkeeper play``)."""
    if ctx.invoked_subcommand is None:
        code = run_lazy("play", [], f"{ctx.command_path} play")
        if code:
            raise typer.Exit(code)


@app.command("characters")
def characters_command() -> None:
    """List the playable characters."""
    data = load_content()
    table = Table(title="Playable characters")
    for column in ("id", "name", "race", "set", "deck", "source"):
        table.add_column(column)
    for cid, ch in data.characters.items():
        table.add_row(cid, ch.name, ch.race, ch.set, f"{len(ch.deck)} cards", ch.source)
    Console().print(table)


SOURCE_NOTE = ("source: transcription = from public card lists; rulebook = named in a rulebook, with the effect "
               "shown there; designed = written for Innkeeper to complete a reconstructed deck")
SIDE_CARD_NAMES = {"songs": "Song", "mockery": "Mockery", "moods": "Mood", "gear": "Gear", "stable": "Animal"}


def _source(text: str) -> str:
    """A card's provenance, with designed cards picked out."""
    return "[bold yellow]designed[/]" if text == "designed" else text


def _deck_table(data, title: str, deck: tuple[int, ...], kind: str | None = None) -> Table:
    """A deck's distinct cards: copies, title, type, rule and source (a side deck's cards named by its kind)."""
    copies = Counter(deck)
    table = Table(title=title, title_justify="left", expand=True)
    table.add_column("copies", justify="right", no_wrap=True)
    table.add_column("title", ratio=2, overflow="fold")
    table.add_column("type", no_wrap=True)
    table.add_column("rule", ratio=3, overflow="fold")
    table.add_column("source", no_wrap=True)
    for cid in sorted(copies, key=lambda c: (getattr(data.cards[c], "type", "drink"), data.cards[c].title)):
        card = data.cards[cid]
        ctype = "Drink" if card.is_drink else card.type   # (a side deck of Drinks: the Special Reserve)
        kind_name = SIDE_CARD_NAMES.get(kind or "") or TYPE_NAMES.get(ctype, ctype)
        table.add_row(str(copies[cid]), card.title, kind_name, card.text, _source(card.source))
    return table


def _prize_table(data) -> Table:
    """The Prize variant's Prizes (each one card, in the Inn at the start: `--prizes`)."""
    return _deck_table(data, "Prizes of the Prize variant (--prizes): each starts in the Inn", data.prizes)


def _drink_table(data, did: str) -> Table:
    """A Drink Deck's (or a Drink pack's) distinct Drinks: copies, title, whole effect and source."""
    from innkeeper.content import describe_drink
    from innkeeper.rules import DRINK_EVENTS

    if did in data.drink_decks:
        deck = data.drink_decks[did]
        title = f"Drink Deck {did!r}: {len(deck)} cards"
    else:
        deck = data.drink_packs[did]
        title = f"Drink pack {did!r}: {len(deck)} cards (only in a Bar Deck that names it: --bar-deck ...,{did})"
    table = Table(title=title, title_justify="left", expand=True)
    table.add_column("copies", justify="right", no_wrap=True)
    table.add_column("drink", ratio=2, overflow="fold")
    table.add_column("effect", ratio=3, overflow="fold")
    table.add_column("source", no_wrap=True)
    for cid in dict.fromkeys(deck):
        d = data.cards[cid]
        effect = DRINK_EVENTS.get(d.event, describe_drink(d)) if d.event else describe_drink(d)
        table.add_row(str(deck.count(cid)), d.title, effect, _source(d.source))
    return table


def _character_tables(data, cid: str) -> list:
    """A character's deck, side deck and chart."""
    ch = data.characters[cid]
    designed = sum(1 for c in ch.deck if data.cards[c].source == "designed")
    note = f", {designed} of them designed" if designed else ""
    out: list = [_deck_table(data, f"{ch.name}: {len(ch.deck)} cards (deck: {ch.source}{note})", ch.deck)]
    if ch.side is not None:
        out.append(_deck_table(data, f"{ch.name}'s {ch.side.name}: {len(ch.side.deck)} cards", ch.side.deck,
                               ch.side.kind))
    if ch.track is not None:
        t = ch.track
        out.append(f"{ch.name}'s {t.name} chart: from {t.low} to {t.high}; the marker starts on {t.start}.")
    return out


@app.command("cards")
def cards_command(what: str | None = typer.Argument(
        None, metavar="[CHARACTER|drinks|DRINK_DECK|prizes]",
        help="a character id (as `innkeeper characters` lists), `drinks` for the Drink Decks and Drink packs, one "
             "Drink Deck or pack (core, second, 000-pack), or `prizes` for the Prize variant's Prizes; nothing: "
             "every deck")) -> None:
    """List cards with their copies, type, rule and source: a character's deck and side deck, the Drink Decks and
    packs, or the Prizes."""
    data = load_content()
    drinks = [*data.drink_decks, *data.drink_packs]
    if what is None:
        shown = [t for cid in data.characters for t in _character_tables(data, cid)]
        shown += [_drink_table(data, did) for did in drinks]
        shown += [_prize_table(data)] if data.prizes else []
    elif what.lower() in ("prizes", "prize"):
        shown = [_prize_table(data)]
    elif what.lower() in data.characters:
        shown = _character_tables(data, what.lower())
    elif what.lower() in ("drinks", "drink"):
        shown = [_drink_table(data, did) for did in drinks]
    elif what.lower() in drinks:
        shown = [_drink_table(data, what.lower())]
    else:
        raise typer.BadParameter(f"unknown character {what!r} (or Drink Deck); characters: "
                                 f"{', '.join(data.characters)}; Drink Decks and packs: drinks, {', '.join(drinks)}; "
                                 "or prizes",
                                 param_hint="CHARACTER")
    console = Console()
    for item in shown:
        console.print(item)
    console.print(SOURCE_NOTE, style="dim", highlight=False)


@app.command("rules")
def rules_command(topic: str | None = typer.Argument(
        None, metavar="[TOPIC]", help="print only the sections whose heading has this word (e.g. gambling)")) -> None:
    """How to play: phases, Drinks, Sometimes and Anytime windows, Negate and Ignore, Gambling, table options."""
    from rich.markdown import Markdown

    from innkeeper import rules

    if topic is None:
        body = rules.text()
    else:
        try:
            body = rules.section(topic)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="TOPIC") from None
    Console().print(Markdown(body))


# Every command but the listings lives in its own module, imported only when that command runs, so a command
# never pays for another's imports (the web stack alone takes longer to import than most commands take to run).
# Name -> (module, function, the help line `innkeeper --help` shows: the function's docstring, a test checks).
LAZY = {
    "play": ("innkeeper.play", "play_command",
             "Play The Red Dragon Inn in the terminal against bots (and friends, with --hotseat)."),
    "simulate": ("innkeeper.simulate", "simulate_command",
                 "Play many bot-only games and report win rates (95% intervals), match-ups, game length and losses."),
    "balance": ("innkeeper.balance.command", "balance_command",
                "Play bot games at several table sizes and write a balance report: DIR/report.html with CSV and PNG "
                "files."),
    "bench": ("innkeeper.bench", "bench_command",
              "Measure speed in CPU and wall time: games/s, per-call medians and p90s, ISMCTS, beside goals."),
    "serve": ("innkeeper.web.serve", "serve_command",
              "Serve the web table: open tables, send join links to friends, bots fill empty seats."),
}


def run_lazy(name: str, args: list[str], prog_name: str) -> object:
    """Import command ``name``'s module, build the command and run it on ``args`` (errors go to the caller)."""
    module, function, _ = LAZY[name]
    real = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
    real.command(name)(getattr(importlib.import_module(module), function))
    return typer.main.get_command(real).main(args, prog_name=prog_name, standalone_mode=False)


def _lazy(name: str, summary: str) -> None:
    """Register ``name`` as a command that hands the rest of the command line to ``run_lazy``."""

    def run(ctx: typer.Context) -> object:
        """Run the real command on the rest of the command line."""
        return run_lazy(name, list(ctx.args), ctx.command_path)

    app.command(name, help=summary, add_help_option=False,
                context_settings={"ignore_unknown_options": True, "allow_extra_args": True})(run)


for _name, (_, _, _summary) in LAZY.items():
    _lazy(_name, _summary)


def main() -> None:
    """Entry point of the ``innkeeper`` script."""
    app()


if __name__ == "__main__":
    main()
