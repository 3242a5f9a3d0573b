"""The ``innkeeper`` command: play, simulate, balance, bench, and list characters and cards."""

from __future__ import annotations

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


class OneLineErrors(TyperGroup):
    """Report a bad command line as one line on stderr (no usage dump, no traceback)."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        """Run the command; a usage error prints ``Error: <what is wrong>`` and exits with code 2."""
        args = ray_with_address(list(sys.argv[1:] if args is None else args))
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
        from innkeeper.play import play_command
        ctx.invoke(play_command)


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


@app.command("cards")
def cards_command(character: str = typer.Argument(..., help="a character id, as `innkeeper characters` lists")) -> None:
    """List a character's deck: each card's copies, type and rule."""
    data = load_content()
    if character not in data.characters:
        raise typer.BadParameter(f"unknown character {character!r}; playable: {', '.join(data.characters)}",
                                 param_hint="CHARACTER")
    ch = data.characters[character]
    copies = Counter(ch.deck)
    table = Table(title=f"{ch.name}: {len(ch.deck)} cards", show_lines=False)
    for column in ("copies", "title", "type", "rule"):
        table.add_column(column, overflow="fold")
    for cid in sorted(copies, key=lambda c: (data.cards[c].type, data.cards[c].title)):
        card = data.cards[cid]
        table.add_row(str(copies[cid]), card.title, TYPE_NAMES.get(card.type, card.type), card.text)
    Console().print(table)


def _register() -> None:
    """Add the commands that live in their own modules."""
    from innkeeper.balance.command import balance_command
    from innkeeper.bench import bench_command
    from innkeeper.play import play_command
    from innkeeper.simulate import simulate_command
    from innkeeper.web.serve import serve_command

    app.command("play")(play_command)
    app.command("simulate")(simulate_command)
    app.command("balance")(balance_command)
    app.command("bench")(bench_command)
    app.command("serve")(serve_command)


_register()


def main() -> None:
    """Entry point of the ``innkeeper`` script."""
    app()


if __name__ == "__main__":
    main()
