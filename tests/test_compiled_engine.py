"""The compiled engine (mypyc): the run that built it imports it, and ``INNKEEPER_PURE=1`` still gets pure Python.

CI builds the compiled engine after the main test run and runs the engine's tests on it with
``INNKEEPER_EXPECT_COMPILED=1``: there every engine module must be an extension module, or the run proves nothing.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import innkeeper.engine
from innkeeper import engine_build

ROOT = Path(innkeeper.engine.__file__).resolve().parent.parent.parent


def _engine_modules() -> list:
    names = [m.name for m in pkgutil.walk_packages(innkeeper.engine.__path__, "innkeeper.engine.")]
    return [importlib.import_module(n) for n in ["innkeeper.engine", *names]]


def test_the_engine_imported_is_the_one_expected() -> None:
    modules = _engine_modules()
    assert len(modules) > 30
    if os.environ.get("INNKEEPER_EXPECT_COMPILED") == "1":
        pure = [m.__name__ for m in modules if m.__file__.endswith(".py")]
        assert pure == [], f"these engine modules are not compiled: {pure}"
        assert engine_build.running() == "compiled"
    elif not engine_build.compiled_built():
        assert all(m.__file__.endswith(".py") for m in modules)
        assert engine_build.running() == "pure"


def _run(flag: str) -> str:
    code = ("import innkeeper, innkeeper.engine_build as e; "
            "innkeeper.new_game(['deirdre', 'zot'], 1); print(e.running())")
    env = {**os.environ, "INNKEEPER_PURE": flag, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


def test_innkeeper_pure_runs_pure_python_and_the_default_runs_the_build_there_is() -> None:
    assert _run("1") == "pure"
    assert _run("0") == ("compiled" if engine_build.compiled_built() else "pure")


def test_the_pure_switch_refuses_once_the_engine_is_imported() -> None:
    with pytest.raises(RuntimeError, match="already imported"):
        engine_build.use_pure_engine()
