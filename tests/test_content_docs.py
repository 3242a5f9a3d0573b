"""docs/content-format.md's vocabulary tables are what the engine's declarations generate (scripts/content_docs.py)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "content_docs.py"


def _generator():
    """The docs generator, loaded from its script."""
    spec = importlib.util.spec_from_file_location("content_docs", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_content_format_tables_are_current() -> None:
    """Every generated table of docs/content-format.md is what the declarations in innkeeper.engine say now."""
    docs = _generator()
    text = docs.DOC.read_text(encoding="utf-8")
    assert docs.render(text) == text, f"docs/content-format.md is out of date: run {docs.COMMAND}"


def test_the_tables_name_every_declared_operation_condition_and_field() -> None:
    """Each shipped operation, condition, effect condition and effect field has a row, with its description."""
    from innkeeper.engine.ops import COMMON_FIELDS, CONDITIONS, OPS, WHENS

    shipped = _generator()._shipped   # (a test's own declarations, made by other tests, have no row)
    text = (ROOT / "docs" / "content-format.md").read_text(encoding="utf-8")
    assert {"sing", "mock", "move_marker", "change_mood", "order_drink_for"} <= {d.name for d in shipped(OPS)}
    for d in shipped(OPS):
        assert f"| `{d.name}` |" in text and d.doc in text, d.name
    for c in shipped(CONDITIONS):
        assert f"| `{c.name}` |" in text and c.doc in text, c.name
    for w in shipped(WHENS):
        assert f"| `{w.name}` |" in text and w.doc in text, w.name
    for f in (*COMMON_FIELDS, *(f for d in shipped(OPS) for f in d.fields)):
        assert f"| `{f.name}` |" in text, f.name


def test_a_stale_table_fails_the_check_naming_the_command(tmp_path: Path, monkeypatch, capsys) -> None:
    """``--check`` exits 1 on a file whose tables differ, and says which command fixes it; rewriting fixes it."""
    docs = _generator()
    stale = tmp_path / "content-format.md"
    stale.write_text(docs.DOC.read_text(encoding="utf-8").replace("| `negate` |", "| `negate_it` |"), encoding="utf-8")
    monkeypatch.setattr(docs, "DOC", stale)
    assert docs.main(["--check"]) == 1
    assert "python scripts/content_docs.py" in capsys.readouterr().err
    assert docs.main([]) == 0
    assert docs.main(["--check"]) == 0
    assert stale.read_text(encoding="utf-8") == (ROOT / "docs" / "content-format.md").read_text(encoding="utf-8")


def test_the_check_command_runs_as_documented() -> None:
    """``python scripts/content_docs.py --check`` passes on the committed docs (the command the README names)."""
    proc = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "python scripts/content_docs.py" in (ROOT / "README.md").read_text(encoding="utf-8")
