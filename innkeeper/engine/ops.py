"""The vocabulary cards are written in: every operation and every answer condition, each declared once.

An operation (``effects[].op`` in a content file) is declared with the fields it takes, a one-line
description, the function that carries it out when a card resolves, and, where it can, whether it
would directly change a given player's stats. An answer condition (``answers.if``) is declared with
its description and its predicate. The content loader validates from these declarations, the engine
runs them, and the tables of ``docs/content-format.md`` are generated from them. A mechanic module
declares its own operations and conditions the same way; the core never names them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

# run(game, card frame, effect): carry the effect out as the card resolves.
OpRun = Callable[[Any, Any, Any], None]
# affects(game, card frame, effect, seat, stats, lose_only): whether the effect would directly change one of
# ``stats`` of ``seat`` (only gains ignored with ``lose_only``).
OpAffects = Callable[[Any, Any, Any, int, tuple[str, ...], bool], bool]
# test(game, seat, card, mode, subject): whether the condition holds for ``seat`` answering ``subject``.
ConditionTest = Callable[[Any, int, Any, Any, Any], bool]


@dataclass(frozen=True, slots=True)
class OpDef:
    """One operation: its name, the effect fields it takes, what it means, and what it does."""

    name: str
    fields: tuple[str, ...]
    doc: str
    run: OpRun
    affects: OpAffects | None = None


@dataclass(frozen=True, slots=True)
class ConditionDef:
    """One answer condition: its name, what it means, and its predicate."""

    name: str
    doc: str
    test: ConditionTest


OPS: dict[str, OpDef] = {}
CONDITIONS: dict[str, ConditionDef] = {}


def declare_op(name: str, run: OpRun, fields: tuple[str, ...] = (), doc: str = "",
               affects: OpAffects | None = None) -> OpDef:
    """Declare an operation (once: a second declaration of the same name is a programming error)."""
    if name in OPS:
        raise ValueError(f"the operation {name!r} is declared twice")
    OPS[name] = op = OpDef(name, tuple(fields), doc, run, affects)
    return op


def op(name: str, fields: tuple[str, ...] = (), doc: str = "",
       affects: OpAffects | None = None) -> Callable[[OpRun], OpRun]:
    """Decorator form of ``declare_op`` for the function that carries the operation out."""
    def register(run: OpRun) -> OpRun:
        declare_op(name, run, fields, doc, affects)
        return run
    return register


def declare_condition(name: str, test: ConditionTest, doc: str = "") -> ConditionDef:
    """Declare an answer condition (once)."""
    if name in CONDITIONS:
        raise ValueError(f"the condition {name!r} is declared twice")
    CONDITIONS[name] = cond = ConditionDef(name, doc, test)
    return cond


def condition(name: str, doc: str = "") -> Callable[[ConditionTest], ConditionTest]:
    """Decorator form of ``declare_condition`` for the condition's predicate."""
    def register(test: ConditionTest) -> ConditionTest:
        declare_condition(name, test, doc)
        return test
    return register
