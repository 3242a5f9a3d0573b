"""How to play, in the project's own words: one Markdown text for `innkeeper rules` and the web table's page.

The text is ``rules_text.md`` (packaged with Innkeeper). ``innkeeper/web/static/rules.html`` is generated
from it by ``python -m innkeeper.rules --write-html`` (a test checks it is current), so both front ends
explain the game with the same words.
"""

from __future__ import annotations

import html
import re
import sys
from importlib import resources
from pathlib import Path

HTML_PAGE = Path(__file__).parent / "web" / "static" / "rules.html"

# What each Drink Event does, in a line (the engine's event names; the full explanation is in the text).
DRINK_EVENTS = {
    "round_on_the_house": "Drink Event: everyone gets their own copy of the next Drink",
    "drinking_contest": "Drink Event: everyone drinks a Drink; the strongest Drink's drinker takes 1 Gold from "
                        "each other player (ties drink again)",
    "the_challenge": "Drink Event: the revealer may drink two Drinks; if still standing, each other player pays "
                     "them 1 Gold",
}


def text() -> str:
    """The whole how-to-play text, as Markdown."""
    return resources.files("innkeeper").joinpath("rules_text.md").read_text(encoding="utf-8")


def sections() -> dict[str, str]:
    """The text's ``##`` sections by heading (the title's introduction under ``""``), each with its heading."""
    out: dict[str, str] = {}
    heading, lines = "", []
    for line in text().splitlines():
        if line.startswith("## "):
            out[heading] = "\n".join(lines).strip() + "\n"
            heading, lines = line[3:].strip(), []
        lines.append(line)
    out[heading] = "\n".join(lines).strip() + "\n"
    return out


def section(word: str) -> str:
    """The section whose heading contains ``word`` (case ignored); ValueError naming the headings if none does."""
    found = [body for heading, body in sections().items() if heading and word.lower() in heading.lower()]
    if not found:
        names = ", ".join(h for h in sections() if h)
        raise ValueError(f"no section of the rules is about {word!r}; sections: {names}")
    return "\n".join(found)


def page() -> str:
    """The web table's "How to play" page: the same text as HTML, with the table's own style sheet."""
    from markdown_it import MarkdownIt

    body = MarkdownIt("commonmark").render(text())
    title = html.escape(re.sub(r"^# ", "", text().splitlines()[0]))
    return ("<!doctype html>\n<!-- Generated from innkeeper/rules_text.md by `python -m innkeeper.rules "
            "--write-html`: edit that file, not this one. -->\n"
            '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{title} · Innkeeper</title>\n"
            '<link rel="stylesheet" href="/static/style.css">\n'
            "<style>.rules-page main { max-width: 46em; line-height: 1.5; } "
            ".rules-page nav { max-width: 46em; margin: 12px auto 0; padding: 0 16px; }</style>\n</head>\n"
            '<body class="rules-page">\n<nav><a href="/">← Back to the lobby</a></nav>\n'
            f'<main data-testid="rules">\n{body}</main>\n</body>\n</html>\n')


def main(argv: list[str]) -> int:
    """``--write-html``: write the web page; otherwise print the text."""
    if argv == ["--write-html"]:
        HTML_PAGE.write_text(page(), encoding="utf-8")
        return 0
    sys.stdout.write(text())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
