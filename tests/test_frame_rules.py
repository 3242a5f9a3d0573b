"""Every frame kind has its rules, all five of them, and a mechanic's frame without them is refused."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import innkeeper.content  # noqa: F401  (imports the built-in mechanics, which register their frames)
from innkeeper.engine import game  # noqa: F401  (registers the core's frame kinds)
from innkeeper.engine.hooks import HANDLERS, RULES, add_mechanic
from innkeeper.engine.state import Frame, Plain


def _frame_classes() -> dict[str, type]:
    """Every frame record class known to saves, by its kind."""
    return {cls.kind: cls for cls in Plain.KINDS.values() if issubclass(cls, Frame) and cls is not Frame}


def test_every_frame_kind_has_all_its_rules() -> None:
    """Each frame class's kind has rules in the registry with step, decider, actions, act and view."""
    classes = _frame_classes()
    assert {"window", "card", "drink", "round", "sing", "gear"} <= set(classes)
    for kind, cls in classes.items():
        rules = HANDLERS.get(kind)
        assert rules is not None, f"frame class {cls.__name__} (kind {kind!r}) has no rules"
        for name in RULES:
            assert callable(getattr(rules, name, None)), f"the rules of {kind!r} lack {name}"


def test_every_registered_kind_is_a_frame_class() -> None:
    """No rules are registered for a kind no frame class has."""
    assert set(HANDLERS) <= set(_frame_classes())


def test_a_frame_without_a_view_is_refused() -> None:
    """A mechanic whose frame rules lack a member is refused, naming the kind and what is missing."""
    rules = SimpleNamespace(step=lambda g, f: False, decider=lambda g, f: 0, actions=lambda g, f, s: [],
                            act=lambda g, f, a: None)
    mechanic = SimpleNamespace(name="Broken", side_kinds=(), track_kinds=(), frames={"broken_frame": rules})
    with pytest.raises(ValueError, match=r"'broken_frame'.*'Broken'.*lack view"):
        add_mechanic(mechanic)
    assert "broken_frame" not in HANDLERS
