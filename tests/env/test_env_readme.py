"""The README's "For researchers" examples run as written, and its layout tables match the code."""

from __future__ import annotations

import re
from pathlib import Path

from innkeeper.env import ACTION_SPACE_SIZE, OBSERVATION_SHAPE, layout
from innkeeper.env.actions import blocks

README = Path(__file__).resolve().parents[2] / "README.md"


def _section() -> str:
    text = README.read_text(encoding="utf-8")
    return text[text.index("## For researchers"):text.index("## Architecture")]


def test_the_examples_run():
    """Each Python block of the section runs (the encoding, PettingZoo, Gymnasium and OpenSpiel examples)."""
    blocks_ = re.findall(r"```python\n(.*?)```", _section(), re.S)
    assert len(blocks_) == 4
    for code in blocks_:
        exec(compile(code, "README.md", "exec"), {})


def test_the_layout_tables_match_the_code():
    """Every action block and observation section is in the README with its first index and size."""
    section = _section()
    assert f"`ACTION_SPACE_SIZE` = {ACTION_SPACE_SIZE} slots" in section
    assert f"`OBSERVATION_SHAPE` = ({OBSERVATION_SHAPE[0]},)" in section
    first = 0
    for name, keys in blocks():
        assert f"| {name} | {first} | {len(keys)} |" in section, name
        first += len(keys)
    for _, offset, size in layout():
        assert f"| {offset} | {size} |" in section, (offset, size)
