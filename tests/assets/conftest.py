"""Fixtures for the asset and output tests: a fresh project and session, a local HTTP server,
and a guard that keeps every connection of these tests on 127.0.0.1."""

from __future__ import annotations

import socket

import pytest

from genie_widgets.project import Project

from .http_server import TestServer

_LOCAL = {"127.0.0.1", "localhost", "::1"}


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """Refuse name lookups and connections to anything but the loopback address: an off-host
    link that the code under test tried to fetch fails like an unreachable host."""
    real_getaddrinfo = socket.getaddrinfo
    real_connect = socket.socket.connect

    def getaddrinfo(host, *args, **kwargs):
        if host not in _LOCAL and host is not None:
            raise socket.gaierror(socket.EAI_NONAME, f"{host}: off-host lookups are blocked in these tests")
        return real_getaddrinfo(host, *args, **kwargs)

    def connect(self, address):
        if isinstance(address, tuple) and address[0] not in _LOCAL:
            raise ConnectionRefusedError(f"connection to {address[0]} blocked in these tests")
        return real_connect(self, address)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", connect)


@pytest.fixture()
def project(tmp_path):
    return Project.create(tmp_path / "proj", genome="hg38")


@pytest.fixture()
def session(project):
    return project.session("session_assets")


@pytest.fixture(scope="module")
def server():
    """A real HTTP server on 127.0.0.1 (see http_server.py for its routes)."""
    srv = TestServer()
    yield srv
    srv.close()
