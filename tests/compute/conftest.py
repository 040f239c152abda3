import pytest

from genie_widgets.project import Project


@pytest.fixture()
def project(tmp_path):
    return Project.create(tmp_path / "proj", genome="hg38")


@pytest.fixture()
def session(project):
    return project.session("session_test")
