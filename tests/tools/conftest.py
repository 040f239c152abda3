import pytest

from genie_widgets.genome import genes as genes_module
from genie_widgets.project import Project

from ..conftest import SHARED_DATA


@pytest.fixture()
def project(tmp_path):
    # Test files live in tmp_path beside the project: let the agent's tools read them (explicitly).
    return Project.create(tmp_path / "proj", genome="hg38", agent_file_roots=[tmp_path, SHARED_DATA])


@pytest.fixture()
def session(project):
    return project.session("session_test")


@pytest.fixture()
def gencode(shared_data, monkeypatch):
    """Point hg38's gene annotation at the shared GENCODE table (62,703 genes)."""
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", str(shared_data / "annotation/hg38_gencode_pypi/genes.tsv.gz"))
    yield
    genes_module.clear_cache()


@pytest.fixture()
def no_annotation(tmp_path, monkeypatch):
    """An annotation source that does not exist (as offline without a local file)."""
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", str(tmp_path / "absent.gtf"))
    yield
    genes_module.clear_cache()
