"""The house rules, checked: layers point down, no import cycles, no oversized files.

`genie_widgets._layers` reads the package's own imports with `ast`; these tests fail with the list
of findings, so a new cycle or an upward import is named where it was introduced. Lint and types
(ruff, mypy) run in scripts/test before pytest.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from genie_widgets import _layers


def test_the_package_has_no_cycles_upward_imports_or_oversized_files() -> None:
    problems = _layers.check()
    assert problems == [], "\n".join(f"{p.kind}: {p.detail}" for p in problems)


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "genie_widgets"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    (tmp_path / "js" / "src").mkdir(parents=True)
    return root


def test_the_checker_finds_a_cycle_an_upward_a_private_import_and_a_long_file(tmp_path: Path) -> None:
    root = _package(tmp_path, {
        "__init__.py": "",
        "genome/__init__.py": "",
        "genome/a.py": "from genie_widgets.genome import b\n",
        "genome/b.py": "from . import a\n",
        "genome/_inner.py": "",
        "genome/up.py": "import genie_widgets.tools.x\n",
        "tools/__init__.py": "",
        "tools/x.py": "from genie_widgets.genome._inner import thing\n" + "x = 1\n" * 500,
    })
    kinds = sorted((p.kind, p.detail) for p in _layers.check(root))
    assert ("cycle", "genie_widgets.genome.a <-> genie_widgets.genome.b") in kinds
    assert ("upward", "genie_widgets.genome.up -> genie_widgets.tools.x") in kinds
    assert ("private", "genie_widgets.tools.x -> genie_widgets.genome._inner") in kinds
    assert any(k == "size" and d.startswith("genie_widgets/tools/x.py") for k, d in kinds)


def test_the_checker_accepts_downward_imports_and_the_parent_package(tmp_path: Path) -> None:
    root = _package(tmp_path, {
        "__init__.py": "from genie_widgets.tools import x\n",
        "tools/__init__.py": "from .x import y\n",
        "tools/x.py": "import genie_widgets.tools\nfrom genie_widgets.genome import locus\ny = 1\n",
        "genome/__init__.py": "",
        "genome/locus.py": "from genie_widgets import _io\n",
        "_io.py": "",
    })
    assert _layers.check(root) == []


def test_the_leaf_modules_import_nothing_of_ours() -> None:
    graph = _layers.import_graph(Path(_layers.__file__).resolve().parent)
    assert graph["genie_widgets._io"] == set()
    assert graph["genie_widgets._layers"] == set()
    leaf_http = [m for m in graph if m.startswith("genie_widgets._http")]
    assert leaf_http and all(t.startswith("genie_widgets._http") for m in leaf_http for t in graph[m])
