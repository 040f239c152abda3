"""Every notebook in notebooks/ runs top to bottom with no error output (nbclient, local only)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_clean(path, tmp_path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    errors = [
        (i, out.get("ename"), out.get("evalue"))
        for i, cell in enumerate(nb.cells)
        for out in cell.get("outputs", [])
        if out.get("output_type") == "error" or (out.get("name") == "stderr" and "Traceback" in out.get("text", ""))
    ]
    assert errors == []
    raw = [
        i for i, cell in enumerate(nb.cells) for out in cell.get("outputs", [])
        if "[[cite:" in str(out.get("data", {}).get("text/html", "")).split("Evidence (")[0]
    ]
    assert raw == [], f"raw citation tokens shown in the HTML of cells {raw}"


def test_there_are_notebooks():
    assert any(p.name == "quickstart.ipynb" for p in NOTEBOOKS)
