"""Fixtures for the real-browser tests: JupyterLab on 127.0.0.1 and Debian's Chromium."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

from .jupyter import CHROMIUM, CHROMIUM_ARGS, OffHostRecorder, start_jupyter

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


def _require_browser() -> None:
    if CHROMIUM.exists():
        return
    reason = f"Chromium not found at {CHROMIUM} (apt-get install -y chromium)"
    if os.environ.get("GENIE_REQUIRE_BROWSER") == "1":
        pytest.fail(reason)
    pytest.skip(reason)


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
    _require_browser()
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


@pytest.fixture(scope="session")
def playwright_instance():
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture()
def browser(playwright_instance):
    """A fresh persistent Chromium context (own profile dir) that records off-host requests."""
    profile = tempfile.mkdtemp(prefix="gw-chromium-")
    context = playwright_instance.chromium.launch_persistent_context(
        profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS,
        viewport={"width": 1400, "height": 900},
    )
    recorder = OffHostRecorder()
    context.on("request", recorder)
    context.off_host = recorder  # type: ignore[attr-defined]
    try:
        yield context
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
