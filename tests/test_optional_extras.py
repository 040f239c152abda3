"""Optional helpers are named extras: a missing one raises an ImportError with the install command,
and every extra a message names is declared in pyproject.toml."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from genie_widgets import _io

REPO = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")


def _extras() -> dict[str, list[str]]:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]


def test_a_missing_helper_names_its_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # import cairosvg now raises ImportError
    with pytest.raises(ImportError, match=re.escape("GenomeBrowser.to_png needs cairosvg: "
                                                    "pip install 'genie_widgets[png]'")) as info:
        _io.optional_module("cairosvg", "png", "GenomeBrowser.to_png")
    assert info.value.name == "cairosvg"


def test_to_png_without_cairosvg_says_how_to_install(monkeypatch, tmp_path):
    from genie_widgets import GenomeBrowser, Project

    monkeypatch.setitem(sys.modules, "cairosvg", None)
    browser = GenomeBrowser(Project.create(tmp_path / "proj", genome="hg38"))
    with pytest.raises(ImportError, match=re.escape("pip install 'genie_widgets[png]'")):
        browser.to_png(str(tmp_path / "view.png"))
    assert not (tmp_path / "view.png").exists()


def test_dask_engine_without_distributed_says_how_to_install(monkeypatch):
    from genie_widgets.genome import engine

    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(ImportError, match=re.escape("pip install 'genie_widgets[dask]'")):
        engine._distributed()


def test_mcp_without_the_sdk_says_how_to_install():
    # The package itself imports without the SDK (the JupyterLab server extension reads its
    # jupyter_config where jupyter-ai pinned mcp<2); the server is what needs it.
    code = "import sys; sys.modules['mcp'] = None; from genie_widgets.mcp import GenieMCP"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode != 0
    assert 'pip install "genie_widgets[mcp]"' in done.stderr, done.stderr[-2000:]


def test_every_extra_a_message_names_is_declared():
    extras = _extras()
    named = set()
    for path in (REPO / "genie_widgets").rglob("*.py"):
        named.update(re.findall(r"genie_widgets\[([a-z_-]+)\]", path.read_text(encoding="utf-8")))
    assert named >= {"png", "mcp", "dask"}
    assert named <= set(extras), named - set(extras)
    for name, pins in (("png", "cairosvg"), ("progress", "tqdm"), ("bench", "pybigtools"), ("bench", "pybbi"),
                       ("test", "ruff"), ("test", "mypy")):
        assert any(p.startswith(pins) for p in extras[name]), (name, pins)
    deps = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    assert any(d.startswith("urllib3") for d in deps) and any(d.startswith("filelock") for d in deps)
