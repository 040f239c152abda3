"""Fixtures of the agent tests: the local model server, a project with real bigWig tracks."""

from __future__ import annotations

import pytest

from genie_widgets.genome import genes as genes_module
from genie_widgets.project import Project

from ..conftest import SHARED_DATA
from .llm_server import LLMServer

TCGA = "bigwig/tcga_atac_hg38_chr21"
VIEW = "chr21:45,700,000-45,800,000"


@pytest.fixture()
def llm_server(shared_data):
    """The OpenAI-compatible test server, replaying ``shared/data/llm_streams``."""
    server = LLMServer(shared_data / "llm_streams").start()
    yield server
    server.stop()


@pytest.fixture()
def project(tmp_path):
    # The tools may read the shared test data (the agent's file roots, set explicitly).
    return Project.create(tmp_path / "proj", genome="hg38", agent_file_roots=[SHARED_DATA])


@pytest.fixture()
def tracks(project, shared_data):
    """Two real ATAC-seq bigWigs (hg38 chr21) in the project, the view on a 100-kb window."""
    folder = shared_data / TCGA
    added = [project.add_track(folder / name) for name in ("ACCx_025FE5F8_T1.bw", "ACCx_025FE5F8_T2.bw")]
    project.set_view(VIEW)
    return [t.id for t in added]


@pytest.fixture()
def gencode(shared_data, monkeypatch):
    """hg38 gene annotation from the shared GENCODE table (no network)."""
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", str(shared_data / "annotation/hg38_gencode_pypi/genes.tsv.gz"))
    yield
    genes_module.clear_cache()
