"""Generate the vocabulary tables of docs/content-format.md from the engine's declarations (``innkeeper.engine.ops``).

Each table sits between two marker comments (``<!-- ops:NAME:start -->`` and ``<!-- ops:NAME:end -->``); the
prose around them is kept as written. ``python scripts/content_docs.py`` rewrites the file;
``--check`` only says whether it is current (exit status 1 if not). tests/test_content_docs.py runs the check.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))   # this checkout's package, not whichever one is installed

import innkeeper.engine.game  # noqa: E402,F401  (its modules declare every operation and condition)
import innkeeper.engine.mechanics  # noqa: E402,F401  (and the built-in mechanics declare theirs)
from innkeeper.engine.answers import ANSWER_FIELDS, NO_CONDITION_DOC  # noqa: E402
from innkeeper.engine.ops import COMMON_FIELDS, CONDITIONS, OPS, WHENS, Field  # noqa: E402

DOC = ROOT / "docs" / "content-format.md"
COMMAND = "python scripts/content_docs.py"
FRAMES = {"card": "a card", "drink": "a Drink", "pay": "a payment", "loss": "a Fortitude loss",
          "round_won": "a Round's win"}   # what a condition answers, by frame kind
TYPE_NAMES = {int: "whole number", bool: "true or false", str: "name", list: "list of names"}



def _shipped(registry: dict) -> list:
    """The declarations Innkeeper itself makes (not a test's or a plug-in's), by name, whatever the import order."""
    return sorted((d for d in registry.values()
                   if getattr(d, "run", getattr(d, "test", None)).__module__.startswith("innkeeper.")),
                  key=lambda d: d.name)

def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def _field_rows(fields: tuple[Field, ...] | list[Field]) -> list[str]:
    """A table of fields: name, type, default, allowed values, meaning."""
    rows = ["| field | type | default | allowed values | meaning |", "|---|---|---|---|---|"]
    for f in fields:
        default = "*(none)*" if f.default is None else (
            "*(empty)*" if f.default == () else f"`{str(f.default).lower() if f.type is bool else f.default}`")
        choices = ", ".join(f"`{c}`" for c in f.choices) if f.choices is not None else ""
        rows.append(f"| `{f.name}` | {TYPE_NAMES.get(f.type, f.type.__name__)} | {default} | {choices} "
                    f"| {_cell(f.doc)} |")
    return rows


def conditions() -> list[str]:
    """The table of answer conditions (``answers.if``)."""
    rows = ["| `if` | holds when | answers |", "|---|---|---|",
            f"| *(absent)* with `card_types` | {_cell(NO_CONDITION_DOC)} | a card |"]
    for c in _shipped(CONDITIONS):
        if c.subjects is not None:
            what = ", ".join(FRAMES.get(k.kind, k.kind) for k in c.subjects)
        else:
            what = "your own decision (nothing answered)" if c.turn_only else "anything"
        if c.live_only:
            what += ", while a Round is live"
        needs = f" (needs {' and '.join(f'`{n}`' for n in c.needs)})" if c.needs else ""
        rows.append(f"| `{c.name}` | {_cell(c.doc)}{needs} | {what} |")
    return rows


def answer_fields() -> list[str]:
    """The table of an ``answers`` table's fields."""
    return _field_rows(ANSWER_FIELDS)


def whens() -> list[str]:
    """The table of effect conditions (``when``)."""
    rows = ["| `when` | holds when |", "|---|---|"]
    rows += [f"| `{w.name}` | {_cell(w.doc)} |" for w in _shipped(WHENS)]
    return rows


def operations() -> list[str]:
    """The table of operations (``effects[].op``): their fields and what they do."""
    rows = ["| op | fields | does |", "|---|---|---|"]
    for d in _shipped(OPS):
        rows.append(f"| `{d.name}` | {_cell(', '.join(f.describe() for f in d.fields))} | {_cell(d.doc)} |")
    return rows


def effect_fields() -> list[str]:
    """The table of every field an effect may take (the first declaration of each name)."""
    seen: dict[str, Field] = {}
    for f in (*(f for d in _shipped(OPS) for f in d.fields), *COMMON_FIELDS):
        seen.setdefault(f.name, f)
    return _field_rows(list(seen.values()))


TABLES: dict[str, Callable[[], list[str]]] = {
    "conditions": conditions, "answer-fields": answer_fields, "when": whens,
    "operations": operations, "effect-fields": effect_fields,
}


def markers(name: str) -> tuple[str, str]:
    """The comments a generated table sits between."""
    return f"<!-- ops:{name}:start (generated: {COMMAND}) -->", f"<!-- ops:{name}:end -->"


def render(text: str) -> str:
    """``text`` with every generated table replaced by what the declarations say now."""
    for name, make in TABLES.items():
        start, end = markers(name)
        if text.count(start) != 1 or text.count(end) != 1:
            raise ValueError(f"docs/content-format.md needs exactly one {start!r} and one {end!r}")
        head, rest = text.split(start, 1)
        _, tail = rest.split(end, 1)
        text = head + start + "\n" + "\n".join(make()) + "\n" + end + tail
    return text


def main(argv: list[str]) -> int:
    """Rewrite docs/content-format.md (``--check``: only report whether it is current)."""
    text = DOC.read_text(encoding="utf-8")
    new = render(text)
    if "--check" in argv:
        if new != text:
            print(f"docs/content-format.md is out of date: run {COMMAND}", file=sys.stderr)
            return 1
        return 0
    if new != text:
        DOC.write_text(new, encoding="utf-8")
        print("docs/content-format.md updated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
