"""The README stays true: its catalog is generated from the data and the tests, and its commands match CI."""

from __future__ import annotations

from pathlib import Path

from innkeeper.catalog import END, START, render, splice

ROOT = Path(__file__).resolve().parent.parent


def test_catalog_is_current() -> None:
    """The README's list of rules and cards is what `python -m innkeeper.catalog` generates now."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert START in readme and END in readme
    assert splice(readme, render(ROOT / "tests")) == readme, "run: python -m innkeeper.catalog --write README.md"


def test_readme_run_command_starts_a_game() -> None:
    """The README's run command installs the package and starts the game (``python -m innkeeper``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python3 -m pip install -e . && python3 -m innkeeper\n" in readme
    assert (ROOT / "innkeeper" / "__main__.py").exists()


def test_the_readme_test_command_is_what_ci_runs() -> None:
    """The README's test command is `.ci/run` itself, which runs the install, lint and test line it names, then
    builds the compiled engine and runs the engine's tests on it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = ("python3 -m pip install -e '.[test]' && python3 -m ruff check . && python3 -m mypy innkeeper/engine"
               " && python3 -m pytest")
    assert "```sh\nbash .ci/run\n```" in readme
    assert command in readme
    lines = [line.strip() for line in ci.splitlines()]
    assert command in lines
    # after it, only the compiled engine's build and the tests run on it
    assert "INNKEEPER_COMPILE=1" in ci.split(command, 1)[1] and "python3 -m pip" not in ci.split(command, 1)[1]


def test_readme_serve_command_is_documented() -> None:
    """The web table's command is in the README, with the options the command really has."""
    from typer.testing import CliRunner

    from innkeeper.cli import app

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python3 -m pip install -e . && python3 -m innkeeper serve\n" in readme
    helptext = CliRunner().invoke(app, ["serve", "--help"], terminal_width=200).output
    for option in ("--host", "--port", "--database-url", "--bot-delay"):
        assert option in readme and option in helptext


def test_readme_examples_run() -> None:
    """The README's Python examples run as written."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in readme.split("```python\n")[1:]]
    runnable = [b for b in blocks if b.startswith(("import innkeeper", "from innkeeper"))]
    assert len(runnable) >= 3
    for block in runnable:
        exec(compile(block, "README.md", "exec"), {"print": lambda *a, **k: None})
