"""Which build of the engine runs: the compiled one (mypyc, ``INNKEEPER_COMPILE=1``) or pure Python.

Python imports an extension module before a ``.py`` file of the same name, so once the compiled engine is built
it is the one imported. ``INNKEEPER_PURE=1`` makes a process import the pure Python engine anyway (the bench
times both that way); without a compiled build, pure Python is all there is.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PURE_ENV = "INNKEEPER_PURE"
ENGINE = "innkeeper.engine"
_SOURCES = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)


class _PureEngineFinder:
    """Finds the engine's modules among ``.py`` files only (never its extension modules)."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if name != ENGINE and not name.startswith(ENGINE + "."):
            return None
        for entry in path or ():
            spec = importlib.machinery.FileFinder(entry, _SOURCES).find_spec(name)
            if spec is not None:
                return spec
        return None


def use_pure_engine() -> None:
    """Import the pure Python engine in this process even where the compiled one is built (before any import)."""
    if ENGINE in sys.modules:
        raise RuntimeError("the engine is already imported")
    if not any(isinstance(f, _PureEngineFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _PureEngineFinder())


def compiled_built() -> bool:
    """Whether a compiled build of the engine sits beside its sources."""
    engine = Path(__file__).resolve().parent / "engine"
    return any(any(engine.glob("game" + suffix)) for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def running() -> str:
    """"compiled" when this process runs the mypyc build of the engine, else "pure"."""
    from innkeeper.engine.compiled import is_compiled

    return "compiled" if is_compiled() else "pure"


if os.environ.get(PURE_ENV) == "1" and ENGINE not in sys.modules:
    use_pure_engine()
