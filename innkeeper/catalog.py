"""The catalog: the README's list of implemented rules and cards, generated from the data and the tests.

Run ``python -m innkeeper.catalog`` to print it, or ``--write README.md`` to replace the section
between the catalog markers. A test checks the README is up to date.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from innkeeper.content import describe_drink, load_content

START = "<!-- catalog:start -->"
END = "<!-- catalog:end -->"
TYPE_NAMES = {
    "action": "Action", "sometimes": "Sometimes", "anytime": "Anytime", "gambling": "Gambling",
    "cheating": "Cheating", "action_gambling": "Action / Gambling",
}


def _test_sources(tests: Path) -> dict[str, str]:
    """Test file path -> source text."""
    return {str(p.relative_to(tests.parent)): p.read_text(encoding="utf-8") for p in sorted(tests.rglob("test_*.py"))}


def _test_strings(sources: dict[str, str]) -> list[set[str]]:
    """The strings each test function uses: literals, and module-level string constants it names."""
    out = []
    for text in sources.values():
        tree = ast.parse(text)
        constants: dict[str, set[str]] = {}
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                found = {sub.value for sub in ast.walk(node.value)
                         if isinstance(sub, ast.Constant) and isinstance(sub.value, str)}
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        constants[target.id] = found
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                used = set()
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                        used.add(sub.value)
                    elif isinstance(sub, ast.Name) and sub.id in constants:
                        used |= constants[sub.id]
                out.append(used)
    return out


def _tests_naming(strings: list[set[str]], title: str) -> int:
    """How many test functions mention a card title as a string."""
    return sum(1 for names in strings if title in names)


def _rule_modules(sources: dict[str, str]) -> list[tuple[str, str, int]]:
    """(file, module docstring's first line, number of tests) for every test module but the card ones."""
    out = []
    for path, text in sources.items():
        if path.startswith("tests/cards"):
            continue   # card tests are counted per card below
        tree = ast.parse(text)
        doc = (ast.get_docstring(tree) or "").strip().splitlines()
        tests = sum(1 for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))
        out.append((path, doc[0] if doc else "", tests))
    return out


def render(tests: Path) -> str:
    """The catalog as Markdown."""
    content = load_content()
    sources = _test_sources(tests)
    strings = _test_strings(sources)
    lines = ["### Rules and guarantees, with the tests that show them", ""]
    lines += ["| Test module | What it covers | Test functions |", "|---|---|---:|"]
    for path, doc, count in _rule_modules(sources):
        lines.append(f"| `{path}` | {doc} | {count} |")
    lines.append("")
    for cid, ch in content.characters.items():
        lines += [f"### {ch.name} (`{cid}`, {ch.set}, {len(ch.deck)} cards, {ch.source})", ""]
        lines += _card_table(content, strings, ch.deck, TYPE_NAMES)
        if ch.side is not None:
            kind = SIDE_CARD_NAMES.get(ch.side.kind)
            names = {t: kind or n for t, n in TYPE_NAMES.items()}
            lines += [f"#### {ch.side.name} ({len(ch.side.deck)} cards)", ""]
            lines += _card_table(content, strings, ch.side.deck, names)
        if ch.track is not None:
            track = ch.track
            lines += [f"{track.name} chart: from {track.low} to {track.high}; the marker starts on {track.start}.", ""]
    if content.prizes:
        lines += [f"### Prizes of the Prize variant ({len(content.prizes)} cards)", ""]
        lines += _card_table(content, strings, content.prizes, TYPE_NAMES)
    for did, deck in content.drink_decks.items():
        lines += [f"### Drink Deck `{did}` ({len(deck)} cards)", ""]
        lines += ["| Drink | Copies | Effect | Tests |", "|---|---:|---|---:|"]
        for c in dict.fromkeys(deck):
            d = content.cards[c]
            lines.append(f"| {d.title} | {deck.count(c)} | {describe_drink(d)} | {_tests_naming(strings, d.title)} |")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


# What a side deck's cards are called in the catalog (a Potion keeps its own type: it is played like a hand card).
SIDE_CARD_NAMES = {"songs": "Song", "mockery": "Mockery", "moods": "Mood", "gear": "Gear", "stable": "Animal"}


def _card_table(content, strings: list[set[str]], deck: tuple[int, ...], type_names: dict[str, str]) -> list[str]:
    """A deck's distinct cards as Markdown rows: type, copies, rule, provenance and how many tests name it."""
    lines = ["| Card | Type | Copies | Rule | Source | Tests |", "|---|---|---:|---|---|---:|"]
    for c in dict.fromkeys(deck):
        card = content.cards[c]
        tested = _tests_naming(strings, card.title)
        ctype = "Drink" if card.is_drink else type_names[card.type]   # (a side deck of Drinks: the Special Reserve)
        lines.append(f"| {card.title} | {ctype} | {deck.count(c)} | {card.text} | {card.source} "
                     f"| {tested} |")
    lines.append("")
    return lines


def splice(readme: str, catalog: str) -> str:
    """The README with its catalog section replaced."""
    head, rest = readme.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n{catalog}{END}{tail}"


def main(argv: list[str]) -> int:
    """Print the catalog, or write it into a README."""
    root = Path(__file__).resolve().parent.parent
    catalog = render(root / "tests")
    if len(argv) == 2 and argv[0] == "--write":
        path = Path(argv[1])
        path.write_text(splice(path.read_text(encoding="utf-8"), catalog), encoding="utf-8")
    else:
        sys.stdout.write(catalog)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
