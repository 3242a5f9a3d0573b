"""Build hook: plain setuptools (pure Python, the default), or the engine compiled with mypyc.

``INNKEEPER_COMPILE=1 python3 -m pip install -e .`` compiles every module of ``innkeeper/engine`` (mechanics
included) into C extensions; everything else stays Python. ``INNKEEPER_OPT`` sets the C optimisation level (3).
"""

import os
from pathlib import Path

from setuptools import setup


def _compiled_engine() -> list:
    """The engine's modules as mypyc extensions."""
    from mypyc.build import mypycify

    # ``separate=True``, one extension per module: the engine keeps some classes ordinary Python classes
    # (``engine.compiled.python_class``), and with whole-program optimisation mypyc compiles ``isinstance(x, Base)``
    # of such a class into exact type tests against the subclasses it has seen so far (in module order), missing
    # the rest. Separate compilation tracks no subclasses, so isinstance stays a real subclass check.
    # No incremental cache: a build on top of an earlier build's cache can emit C that mixes the two.
    engine = sorted(str(p) for p in Path("innkeeper/engine").rglob("*.py"))
    return mypycify(["--cache-dir=/dev/null", *engine], opt_level=os.environ.get("INNKEEPER_OPT", "3"), separate=True)


if os.environ.get("INNKEEPER_COMPILE") != "1":
    setup()
else:
    try:
        import mypyc.build  # noqa: F401
    except ImportError:   # pip's isolated build asks first what the build needs: mypy brings mypyc
        setup(setup_requires=["mypy>=1.8"])
    else:   # the C files compile in parallel, one per core
        setup(ext_modules=_compiled_engine(), options={"build_ext": {"parallel": os.cpu_count() or 1}})
