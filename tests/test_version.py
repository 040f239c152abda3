"""One version everywhere: the Python package, pyproject.toml and the JS bundle's package.json."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import genie_widgets

REPO = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")


def test_python_and_js_versions_agree():
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    package = json.loads((REPO / "js" / "package.json").read_text(encoding="utf-8"))["version"]
    assert genie_widgets.__version__ == pyproject == package, (genie_widgets.__version__, pyproject, package)


def test_the_js_lock_file_names_the_same_version():
    lock_path = REPO / "js" / "package-lock.json"
    if not lock_path.exists():
        pytest.skip("js/package-lock.json is absent")
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    assert lock.get("version") == genie_widgets.__version__
    assert lock.get("packages", {}).get("", {}).get("version", genie_widgets.__version__) == genie_widgets.__version__
