"""Regenerate (or check) the golden playthroughs stored under ``tests/golden/``.

    python scripts/golden.py            # play every playthrough and rewrite its two files
    python scripts/golden.py --check    # compare instead; exit 1 naming the first differing playthrough and line
    python scripts/golden.py r2_jin_jin # only the playthroughs named
    python scripts/golden.py --dir DIR  # files in DIR instead of tests/golden/

It plays the ``innkeeper`` of the checkout it sits in (not whichever one is installed). Rewriting all of
them also removes stored files no playthrough makes any more. A commit that changes a golden file on
purpose says why in its message.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from innkeeper import golden  # noqa: E402  (after the path is set: this checkout's package)

DIRECTORY = ROOT / "tests" / "golden"
SUFFIXES = (".events.jsonl", ".log.txt")


def shown(directory: Path) -> str:
    """A directory as the messages name it: relative to the checkout when inside it."""
    path = directory.resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def stored(path: Path) -> str | None:
    """A stored file's text, or None when there is none."""
    return path.read_text(encoding="utf-8") if path.exists() else None


def check(playthroughs: list[golden.Playthrough], directory: Path) -> int:
    """Compare fresh plays with the stored files; 0 when all match, else 1 after naming the first difference."""
    for p in playthroughs:
        for name, text in golden.play(p).files(p.name).items():
            old = stored(directory / name)
            if old is None:
                print(f"golden playthrough {p.name}: {name} is missing; run python scripts/golden.py")
                return 1
            diff = golden.first_difference(old, text)
            if diff is not None:
                line, was, now = diff
                print(f"golden playthrough {p.name} differs: {name} line {line}\n  stored: {was}\n  played: {now}")
                return 1
    print(f"{len(playthroughs)} golden playthroughs match {shown(directory)}/")
    return 0


def write(playthroughs: list[golden.Playthrough], directory: Path, prune: bool) -> int:
    """Play and write every file; with ``prune``, delete stored files of playthroughs that are gone."""
    directory.mkdir(parents=True, exist_ok=True)
    made = set()
    changed = 0
    for p in playthroughs:
        for name, text in golden.play(p).files(p.name).items():
            made.add(name)
            path = directory / name
            if stored(path) != text:
                changed += 1
                with path.open("w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
    removed = 0
    if prune:
        for path in sorted(directory.iterdir()):
            if path.name.endswith(SUFFIXES) and path.name not in made:
                path.unlink()
                removed += 1
    print(f"{len(playthroughs)} golden playthroughs written to {shown(directory)}/: "
          f"{changed} file(s) changed, {removed} removed")
    return 0


def main(argv: list[str]) -> int:
    """Parse the command line and regenerate or check."""
    parser = argparse.ArgumentParser(description="Regenerate or check the golden playthroughs in tests/golden/.")
    parser.add_argument("--check", action="store_true", help="compare with the stored files instead of writing")
    parser.add_argument("--dir", type=Path, default=DIRECTORY, help="where the files are (default: tests/golden)")
    parser.add_argument("names", nargs="*", help="only these playthroughs (default: all)")
    args = parser.parse_args(argv)
    try:
        chosen = [golden.by_name(n) for n in args.names] if args.names else list(golden.PLAYTHROUGHS)
    except ValueError as exc:
        parser.error(str(exc))
    if args.check:
        return check(chosen, args.dir)
    return write(chosen, args.dir, prune=not args.names)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
