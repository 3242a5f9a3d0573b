"""The optional mypyc build of the engine: which classes stay ordinary Python classes, and whether it is compiled.

The engine is plain Python; ``INNKEEPER_COMPILE=1`` builds the same modules with mypyc (see ``setup.py``). A
class mypyc compiles becomes a native class (fixed attributes, single inheritance, no class-level changes);
``python_class`` keeps one an ordinary Python class instead (mypyc does so for any class decorator it does not
know), for classes that rely on what native classes lack. Under plain Python it does nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from types import FunctionType, MethodType
from typing import Any, TypeVar

T = TypeVar("T", bound=type)
F = TypeVar("F", bound=Callable[..., Any])


def python_class(cls: T) -> T:
    """Keep ``cls`` an ordinary Python class when the engine is compiled (no effect otherwise)."""
    return cls


def method(fn: F) -> F:
    """A module-level function made a method of a class (``step = method(step)`` in its body): as is under plain
    Python, where functions bind; compiled, wrapped so that it binds too (mypyc's functions do not)."""
    if type(fn) is FunctionType:
        return fn
    return _Method(fn)   # type: ignore[return-value]


class _Method:
    """A compiled function that binds as a method when read from an instance (a native class when compiled: its
    ``__get__`` is the type's C slot, not a Python-level call)."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[..., Any]):
        self.fn = fn

    def __get__(self, obj: object, cls: type | None = None) -> Any:
        return self.fn if obj is None else MethodType(self.fn, obj)


def is_compiled() -> bool:
    """Whether this engine is the mypyc build (its modules are extension modules, not ``.py`` files)."""
    return not __file__.endswith(".py")
