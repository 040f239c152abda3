"""Every notebook in notebooks/ runs top to bottom with no error output (nbclient), against the
local stand-ins of the live services: the ENCODE test portal (real recorded portal JSON,
SYNTHETIC files) and a local OpenAI-compatible server. Where ../shared/data is absent the
notebooks take their offline paths (synthetic stand-in tracks), which must run clean too."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from .conftest import SHARED_DATA

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


@pytest.fixture(scope="module")
def service_env():
    """Environment for the notebooks' kernels: local portal, local LLM, offline gene annotation."""
    env: dict[str, str] = {}
    servers = []
    if SHARED_DATA.is_dir():
        from .demo_servers import start_demo_portal, start_generic_llm

        portal = start_demo_portal(SHARED_DATA)
        llm = start_generic_llm()
        servers += [portal, llm]
        env.update({
            "GENIE_WIDGETS_ENCODE_URL": portal.url,
            "GENIE_WIDGETS_BASE_URL": llm.base_url,
            "GENIE_WIDGETS_MODEL": "local-test-model",
            "GENIE_WIDGETS_ANNOTATION_HG38": str(SHARED_DATA / "annotation/hg38_gencode_pypi/genes.tsv.gz"),
        })
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    yield env
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    for server in servers:
        server.stop()


def run_notebook(path: Path, workdir: Path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(workdir)}}).execute()
    return nb


def problems(nb) -> tuple[list, list]:
    errors = [
        (i, out.get("ename"), out.get("evalue"))
        for i, cell in enumerate(nb.cells)
        for out in cell.get("outputs", [])
        if out.get("output_type") == "error" or (out.get("name") == "stderr" and "Traceback" in out.get("text", ""))
    ]
    raw = [
        i for i, cell in enumerate(nb.cells) for out in cell.get("outputs", [])
        if "[[cite:" in str(out.get("data", {}).get("text/html", "")).split("Token</th>")[0]
    ]
    return errors, raw


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_clean(path, tmp_path, service_env, monkeypatch):
    monkeypatch.setenv("GENIE_QUICKSTART_DIR", str(tmp_path / "quickstart"))  # the kernel inherits it
    nb = run_notebook(path, tmp_path)
    errors, raw = problems(nb)
    assert errors == []
    assert raw == [], f"raw citation tokens shown in the HTML of cells {raw}"


def test_there_are_notebooks():
    assert {p.name for p in NOTEBOOKS} >= {"quickstart.ipynb", "myc_walkthrough.ipynb"}
