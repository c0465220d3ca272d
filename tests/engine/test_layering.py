"""Engine layering: the engine loads without the web stack, and its modules form no cycle.

The import graph counts every import, also those inside functions (a deferred import is a
cycle all the same: it only moves the failure from import time to run time), but not those
for type hints only (``if TYPE_CHECKING:``), which never run.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import judgeapp.engine.dcg as dcg

PACKAGE = "judgeapp.engine.dcg"
WEB = ("flask", "werkzeug", "jinja2", "whoosh", "markdown")


def test_engine_imports_no_web_or_search_library() -> None:
    code = ("import sys, judgeapp.engine, judgeapp.engine.dcg, judgeapp.engine.dccg, "
            "judgeapp.engine.ruleset, judgeapp.engine.decks, judgeapp.scenario; "
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert not [m for m in out if m in WEB], out


def test_create_app_is_still_importable_from_the_package() -> None:
    code = "import judgeapp; print(judgeapp.create_app.__module__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "judgeapp.app"


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of the package it imports (anywhere in its body)."""
    folder = Path(dcg.__file__).parent
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name in modules:
        tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in _runtime_nodes(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == PACKAGE:
                    edges |= {a.name for a in node.names if a.name in modules}
                elif node.module.startswith(PACKAGE + "."):
                    edges.add(node.module.split(".")[3])
            elif isinstance(node, ast.Import):
                edges |= {a.name.split(".")[3] for a in node.names
                          if a.name.startswith(PACKAGE + ".")}
        graph[name] = edges - {name}
    return graph


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node except those under ``if TYPE_CHECKING:`` (imports for type hints only are
    never executed, so they form no cycle)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        out.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_cycle_finder_sees_a_deferred_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_imports_for_type_hints_only_are_not_edges() -> None:
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\n"
                     "import b\n")
    names = [a.name for n in _runtime_nodes(tree) if isinstance(n, ast.Import)
             for a in n.names]
    assert names == ["b"]


def test_no_import_cycle_in_the_engine() -> None:
    assert cycles(import_graph()) == []
