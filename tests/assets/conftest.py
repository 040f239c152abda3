"""Fixtures for the asset and output tests: a fresh project and session and a local HTTP server
(tests/conftest.py keeps every connection on 127.0.0.1)."""

from __future__ import annotations

import pytest

from genie_widgets.project import Project

from ..conftest import SHARED_DATA
from .http_server import TestServer


@pytest.fixture()
def project(tmp_path):
    # The test server is on 127.0.0.1: let the tools reach it (the project switch, explicitly).
    # Test files live in tmp_path beside the project: let the agent read them (explicitly).
    return Project.create(tmp_path / "proj", genome="hg38", allow_private_urls=True, agent_file_roots=[tmp_path, SHARED_DATA])


@pytest.fixture()
def session(project):
    return project.session("session_assets")


@pytest.fixture(scope="module")
def server():
    """A real HTTP server on 127.0.0.1 (see http_server.py for its routes)."""
    srv = TestServer()
    yield srv
    srv.close()
