"""Fixtures for the public-data tests: the local ENCODE test portal (see portal.py), a project and
a session; the public portal is never the default."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from genie_widgets.genome import get_assembly
from genie_widgets.project import Project
from genie_widgets.public_data.client import BASE_URL_ENV, OFFLINE_ENV

from .portal import PortalServer
from .portal_data import PortalData

#: Where the SYNTHETIC bigWig has signal: a bump over MYC on hg38 chr8.
SYNTHETIC_REGION = ("chr8", 127_700_000, 127_760_000)
SYNTHETIC_PEAK = (127_735_000, 127_742_000)

@pytest.fixture(autouse=True)
def no_public_portal(monkeypatch):
    """Never default to the public portal (tests/conftest.py keeps connections on 127.0.0.1)."""
    monkeypatch.setenv(BASE_URL_ENV, "http://127.0.0.1:9")  # a closed port unless a test picks the portal
    monkeypatch.delenv(OFFLINE_ENV, raising=False)


def write_synthetic_bigwig(path: Path) -> Path:
    """SYNTHETIC: a small hg38 bigWig (chr8 and chr19 declared), written with pyBigWig — 1.0
    across chr8:127,700,000-127,760,000 in 100-bp steps, rising to 20.0 over 127,735,000-127,742,000."""
    import pyBigWig

    hg38 = get_assembly("hg38")
    chrom, start, end = SYNTHETIC_REGION
    starts = np.arange(start, end, 100, dtype=np.int64)
    values = np.where((starts >= SYNTHETIC_PEAK[0]) & (starts < SYNTHETIC_PEAK[1]), 20.0, 1.0)
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader([(chrom, hg38.size(chrom)), ("chr19", hg38.size("chr19"))], maxZooms=2)
    bw.addEntries(chrom, int(starts[0]), values=[float(v) for v in values], span=100, step=100)
    bw.close()
    return path


@pytest.fixture(scope="session")
def encode_api(shared_data: Path) -> Path:
    path = shared_data / "encode_api"
    if not path.is_dir():
        pytest.skip(f"recorded ENCODE portal JSON not found at {path}")
    return path


@pytest.fixture(scope="session")
def portal_data(encode_api: Path, tmp_path_factory) -> PortalData:
    bigwig = write_synthetic_bigwig(tmp_path_factory.mktemp("synthetic") / "SYNTHETIC_encode_test_portal.bigWig")
    return PortalData(encode_api, bigwig)


@pytest.fixture(scope="session")
def portal_server(portal_data: PortalData):
    server = PortalServer(portal_data).start()
    yield server
    server.stop()


@pytest.fixture()
def portal(portal_server: PortalServer, monkeypatch):
    """The test portal, named by ``$GENIE_WIDGETS_ENCODE_URL``, with an empty request log."""
    monkeypatch.setenv(BASE_URL_ENV, portal_server.url)
    portal_server.clear_log()
    portal_server.slow_seconds = 3.0
    portal_server.forced_fault = None
    yield portal_server
    portal_server.forced_fault = None


@pytest.fixture()
def project(tmp_path) -> Project:
    return Project.create(tmp_path / "proj", genome="hg38")


@pytest.fixture()
def session(project):
    return project.session("session_test")
