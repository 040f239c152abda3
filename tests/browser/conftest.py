"""Fixtures for the real-browser tests: JupyterLab on 127.0.0.1 and Debian's Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from .jupyter import OffHostRecorder, chromium_context, require_browser, start_jupyter

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def notebook_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("notebooks")


SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


@pytest.fixture(scope="session")
def jupyter(notebook_root, tmp_path_factory):
    require_browser()
    env = {}
    genes = SHARED_DATA / "annotation" / "hg38_gencode_pypi" / "genes.tsv.gz"
    portal = None
    if genes.exists():  # gene lookups in the kernel use the shared GENCODE table, offline
        env["GENIE_WIDGETS_ANNOTATION_HG38"] = str(genes)
    if (SHARED_DATA / "encode_api").is_dir():  # ENCODE searches go to the local demo portal
        from ..demo_servers import start_demo_portal

        portal = start_demo_portal(SHARED_DATA)
        env["GENIE_WIDGETS_ENCODE_URL"] = portal.url
    server = start_jupyter(notebook_root, tmp_path_factory.mktemp("jupyter-home"), env)
    yield server
    server.stop()
    if portal is not None:
        portal.stop()


@pytest.fixture(scope="module")
def playwright_instance():
    """Playwright's sync API keeps an asyncio loop running in this thread while it is open, so it
    is closed after each module: later tests (the MCP client, other browser suites) need the
    thread's loop free."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture()
def browser(playwright_instance):
    """A fresh persistent Chromium context (own profile dir) that records off-host requests."""
    with chromium_context(playwright_instance, viewport={"width": 1400, "height": 900}) as context:
        recorder = OffHostRecorder()
        context.on("request", recorder)
        context.off_host = recorder  # type: ignore[attr-defined]
        yield context
