"""Fixtures for the security tests: a hostile server on 127.0.0.1 and SYNTHETIC track files."""

from __future__ import annotations

import pytest

from genie_widgets.project import Project

from ..genome.genome_testlib import write_bigwig
from .hostile_server import HostileServer


@pytest.fixture(scope="module")
def hostile():
    srv = HostileServer()
    yield srv
    srv.close()


@pytest.fixture()
def project(tmp_path, monkeypatch):
    """A project WITHOUT the private-URL switch (the default)."""
    monkeypatch.delenv("GENIE_ALLOW_PRIVATE_URLS", raising=False)
    monkeypatch.setenv("GENIE_WIDGETS_CACHE", str(tmp_path / "cache"))
    return Project.create(tmp_path / "proj", genome="hg38", agent_file_roots=[tmp_path])


@pytest.fixture()
def session(project):
    return project.session("session_security")


@pytest.fixture(scope="module")
def bigwig_bytes(tmp_path_factory) -> bytes:
    """A SYNTHETIC hg38 bigWig with a little signal on chr8."""
    path = tmp_path_factory.mktemp("bw") / "synthetic.bw"
    write_bigwig(path, [("chr8", 145_138_636)], {"chr8": ([127_735_000, 127_740_000], [127_736_000, 127_741_000], [2.5, 4.0])})
    return path.read_bytes()
