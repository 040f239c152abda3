"""The package's layers, and a reader of its own imports that checks them.

Dependencies point down. A module may import from its own layer or any layer below it, never from a
layer above, and the imports inside the package form no cycle::

    5  genie_widgets (the public facade), demo, compute, ipython, mcp, jupyter, widgets, agent
    4  tools
    3  project, public_data
    2  genome, citations
    1  the leaf helpers: _io, _http, _lazy, _layers, _words (import nothing of ours)

Within one layer, packages may import each other only where the table below allows it
(``SIDEWAYS``); the leaf imports nothing of ours. The check reads source with :mod:`ast` and never
imports the modules, so it is safe to run on a broken tree. ``python -m genie_widgets._layers``
prints every cycle, upward or sideways import and file over the size limit, and exits 1 if any.
Imports under ``if TYPE_CHECKING:`` count too: a type-only cycle is still a knot for the reader.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "genie_widgets"

LAYER_OF: dict[str, int] = {
    "": 5, "demo": 5, "compute": 5, "ipython": 5, "mcp": 5, "widgets": 5, "agent": 5, "jupyter": 5,
    "tools": 4,
    "project": 3, "public_data": 3,
    "genome": 2, "citations": 2,
    "_io": 1, "_http": 1, "_lazy": 1, "_layers": 1, "_words": 1,
}

# Allowed imports between different top-level parts of the same layer (importer -> imported).
SIDEWAYS: dict[str, frozenset[str]] = {
    "": frozenset(LAYER_OF),          # the facade gathers the public API from every part
    "demo": frozenset({"widgets", "agent", "ipython", "compute"}),
    "mcp": frozenset({"agent"}),      # the MCP server hands clients the agent's citation rules
    "jupyter": frozenset({"mcp"}),    # the Lab extension's server reads the sessions jupyter-ai's entry names
    "widgets": frozenset({"agent"}),  # the Chat widget drives the agent's Conversation
    "ipython": frozenset({"agent", "widgets"}),
    "compute": frozenset(),
    "agent": frozenset(),
    "project": frozenset(),           # project does not reach into public_data, nor back
    "public_data": frozenset(),
    "genome": frozenset(),
    "citations": frozenset(),
    "_io": frozenset(), "_http": frozenset(), "_lazy": frozenset(), "_layers": frozenset(), "_words": frozenset(),
}

MAX_LINES = 400
# A file may run over by this much before it counts (a docstring or a long table is not a new room).
LINE_SLACK = 30


@dataclass(frozen=True)
class Problem:
    """One finding: ``kind`` is "cycle", "upward", "sideways", "private" (another part's private
    module) or "size"; ``detail`` says where."""

    kind: str
    detail: str


def module_name(path: Path, root: Path) -> str:
    """The dotted module name of a source file under the package root's parent."""
    rel = path.relative_to(root.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _part(module: str) -> str:
    """The top-level part of ``genie_widgets.x.y`` ("x"), or "" for the package itself."""
    bits = module.split(".")
    return bits[1] if len(bits) > 1 else ""


def imports_of(path: Path, module: str, is_package: bool) -> set[str]:
    """Our own modules that ``path`` imports (absolute and relative), as dotted names."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    base = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == PACKAGE)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                target = ".".join([*anchor, node.module] if node.module else anchor)
            else:
                target = node.module or ""
            if target.split(".")[0] != PACKAGE:
                continue
            found.add(target)
            # ``from pkg import sub`` imports the submodule when there is one; resolved by caller.
            found.update(f"{target}.{a.name}" for a in node.names)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the package's own modules it imports (only names that are real modules)."""
    files = {module_name(p, root): p for p in root.rglob("*.py") if "static" not in p.parts}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        raw = imports_of(path, name, path.name == "__init__.py")
        graph[name] = {t for t in raw if t in files and t != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterable[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def _is_ancestor_package(importer: str, target: str) -> bool:
    """Importing one's own parent package (its ``__init__``) is part of being in it, not a knot."""
    return importer.startswith(target + ".")


def check(root: Path | None = None) -> list[Problem]:
    """Every cycle, upward import, disallowed sideways import and oversized file in the package."""
    root = root or Path(__file__).resolve().parent
    graph = import_graph(root)
    problems: list[Problem] = []
    pruned = {m: {t for t in ts if not _is_ancestor_package(m, t)} for m, ts in graph.items()}
    for component in _cycles(pruned):
        problems.append(Problem("cycle", " <-> ".join(component)))
    for module, targets in sorted(graph.items()):
        src = _part(module)
        for target in sorted(targets):
            dst = _part(target)
            if src == dst or _is_ancestor_package(module, target):
                continue
            if dst and target.split(".")[2:3] and target.split(".")[2].startswith("_") \
                    and LAYER_OF.get(dst) != 1:
                problems.append(Problem("private", f"{module} -> {target}"))
            if LAYER_OF.get(dst, 0) > LAYER_OF.get(src, 0):
                problems.append(Problem("upward", f"{module} -> {target}"))
            elif LAYER_OF.get(dst) == LAYER_OF.get(src) and dst not in SIDEWAYS.get(src, frozenset()):
                problems.append(Problem("sideways", f"{module} -> {target}"))
    sources = [p for p in root.rglob("*.py") if "static" not in p.parts]
    sources += list((root.parent / "js" / "src").rglob("*.js"))
    sources += list((root.parent / "js" / "labextension" / "src").rglob("*.js"))
    for path in sorted(sources):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > MAX_LINES + LINE_SLACK:
            problems.append(Problem("size", f"{path.relative_to(root.parent)}: {n} lines"))
    return problems


def main(argv: list[str] | None = None) -> int:
    problems = check()
    for p in problems:
        print(f"{p.kind:9s} {p.detail}")
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
