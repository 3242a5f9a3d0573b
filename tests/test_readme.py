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


def test_ci_runs_the_readme_test_command() -> None:
    """.ci/run runs the README's test command."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = "python3 -m pip install -e '.[test]' && python3 -m ruff check . && python3 -m pytest"
    assert command in readme
    assert command in ci


def test_readme_examples_run() -> None:
    """The README's Python examples run as written."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in readme.split("```python\n")[1:]]
    runnable = [b for b in blocks if b.startswith(("import innkeeper", "from innkeeper"))]
    assert len(runnable) >= 3
    for block in runnable:
        exec(compile(block, "README.md", "exec"), {"print": lambda *a, **k: None})
