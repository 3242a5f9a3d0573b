"""The engine's layers, read from its source: every import at any depth (inside functions, TYPE_CHECKING too).

- A core module (anything under ``innkeeper/engine`` outside ``mechanics/``) never imports a mechanic.
- The engine imports only the standard library and itself.
- The engine's import graph has no cycle.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "innkeeper" / "engine"
PACKAGE = "innkeeper.engine"
MECHANICS = f"{PACKAGE}.mechanics"
# Imports from outside the engine that are known and allowed, each with its reason.
OUTSIDE_ALLOWED: set[tuple[str, str]] = set()   # (none: the content loader registers itself with ``serialize``)


def _modules() -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its own name)."""
    out = {}
    for path in sorted(ENGINE.rglob("*.py")):
        parts = list(path.relative_to(ENGINE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join([PACKAGE, *parts])] = path
    return out


def _imports(name: str, path: Path) -> list[tuple[str, int]]:
    """(dotted module imported, line) for every import in the file, at any depth; ``from a import b`` names
    ``a.b`` when that is a module of the engine, else ``a``."""
    modules = _modules()
    is_package = path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = here[:len(here) - node.level + 1]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                full = f"{base}.{alias.name}"
                out.append((full if full in modules else base, node.lineno))
    return out


def _graph() -> dict[str, list[tuple[str, int]]]:
    """Engine module -> the engine modules it imports (with the line)."""
    modules = _modules()
    graph: dict[str, list[tuple[str, int]]] = {}
    for name, path in modules.items():
        edges = []
        for target, line in _imports(name, path):
            if target == PACKAGE or target.startswith(PACKAGE + "."):
                while target not in modules:   # ``innkeeper.engine.x.y`` of a name y in module x
                    target = target.rsplit(".", 1)[0]
                if target != name:
                    edges.append((target, line))
        graph[name] = edges
    return graph


def _is_mechanic(name: str) -> bool:
    """Whether a module is a mechanic (the mechanics package or a module in it)."""
    return name == MECHANICS or name.startswith(MECHANICS + ".")


def test_the_engine_has_modules_and_mechanics() -> None:
    """The source read is the engine's, with every built-in mechanic in its own module."""
    modules = _modules()
    assert f"{PACKAGE}.game" in modules and len(modules) > 20
    built_in = ("songs", "mockery", "moods", "gear", "potions", "tracks", "story")
    assert {f"{MECHANICS}.{m}" for m in built_in} <= set(modules)


def test_no_core_module_imports_a_mechanic() -> None:
    """The core reaches a mechanic only through a table's hooks and the registries."""
    bad = [f"{name} imports {target} (line {line})"
           for name, edges in _graph().items() if not _is_mechanic(name)
           for target, line in edges if _is_mechanic(target)]
    assert not bad, "core modules import mechanics:\n" + "\n".join(bad)


def test_the_engine_imports_only_the_standard_library_and_itself() -> None:
    """The engine is pure Python: no third-party import, nothing of the rest of Innkeeper (but the one noted)."""
    stdlib = sys.stdlib_module_names | {"__future__"}
    bad = []
    for name, path in _modules().items():
        for target, line in _imports(name, path):
            top = target.split(".")[0]
            if target == PACKAGE or target.startswith(PACKAGE + ".") or top in stdlib:
                continue
            if any(name == who and (target == what or target.startswith(what + "."))
                   for who, what in OUTSIDE_ALLOWED):
                continue
            bad.append(f"{name} imports {target} (line {line})")
    assert not bad, "the engine imports from outside the standard library and itself:\n" + "\n".join(bad)


def _cycle(graph: dict[str, list[tuple[str, int]]]) -> list[str] | None:
    """One cycle of the graph as a list of modules (first == last), or None."""
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        """Depth first from ``node``: the cycle found through it, or None."""
        state[node] = 1
        path.append(node)
        for target, _line in graph.get(node, ()):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_engine_has_no_import_cycle() -> None:
    """The engine's modules import each other in one direction (a cycle is printed module by module)."""
    graph = _graph()
    cycle = _cycle(graph)
    if cycle:
        lines = {(a, b): line for a, edges in graph.items() for b, line in edges}
        steps = [f"{a} -> {b} (line {lines[a, b]})" for a, b in zip(cycle, cycle[1:], strict=False)]
        raise AssertionError("the engine's imports form a cycle:\n" + "\n".join(steps))


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The cycle finder itself finds a cycle, and none where there is none."""
    graph = {"a": [("b", 1)], "b": [("c", 2)], "c": [("a", 3)], "d": []}
    assert _cycle(graph) == ["a", "b", "c", "a"]
    assert _cycle({"a": [("b", 1)], "b": []}) is None
