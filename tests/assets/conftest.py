"""Fixtures for the asset and output tests: a fresh project and session and a local HTTP server
(tests/conftest.py keeps every connection on 127.0.0.1)."""

from __future__ import annotations

import pytest

from genie_widgets.project import Project

from .http_server import TestServer


@pytest.fixture()
def project(tmp_path):
    # The test server is on 127.0.0.1: let the tools reach it (the project switch, explicitly).
    return Project.create(tmp_path / "proj", genome="hg38", allow_private_urls=True)


@pytest.fixture()
def session(project):
    return project.session("session_assets")


@pytest.fixture(scope="module")
def server():
    """A real HTTP server on 127.0.0.1 (see http_server.py for its routes)."""
    srv = TestServer()
    yield srv
    srv.close()
