"""Drive a real JupyterLab in headless Chromium (see ../shared/testing-in-a-real-browser.md).

Starts `python -m jupyterlab` on 127.0.0.1 with every Jupyter folder isolated in a temp dir,
launches Debian's Chromium through Playwright (no browser download) and records every request
the page makes to a host other than 127.0.0.1 so tests can assert that none happen.
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

CHROMIUM = Path(os.environ.get("GENIE_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TOKEN = "genie-test-token"
_WORKSPACES = itertools.count(1)
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


def require_browser() -> None:
    """Skip (or, with GENIE_REQUIRE_BROWSER=1 as in CI, fail) when Chromium is not installed."""
    import pytest

    if CHROMIUM.exists():
        return
    reason = f"Chromium not found at {CHROMIUM} (apt-get install -y chromium)"
    if os.environ.get("GENIE_REQUIRE_BROWSER") == "1":
        pytest.fail(reason)
    pytest.skip(reason)


@contextmanager
def chromium_context(playwright, **options):
    """A persistent Chromium context in a fresh profile folder (Playwright refuses
    --user-data-dir in args), closed and removed afterwards."""
    profile = tempfile.mkdtemp(prefix="gw-chromium-")
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS, **options)
    try:
        yield context
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class JupyterServer:
    root: Path
    port: int
    proc: subprocess.Popen
    log_path: Path
    runtime_dir: Path

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def api(self, path: str):
        req = urllib.request.Request(f"{self.base_url}{path}", headers={"Authorization": f"token {TOKEN}"})
        with urllib.request.urlopen(req, timeout=10) as resp:
            return json.loads(resp.read())

    def lab_url(self, notebook: str) -> str:
        """The notebook in a fresh JupyterLab workspace, so notebooks other tests opened in this
        server are not restored beside it."""
        workspace = f"gw{next(_WORKSPACES)}"
        return f"{self.base_url}/lab/workspaces/{workspace}/tree/{notebook}?token={TOKEN}"

    def notebook7_url(self, notebook: str) -> str:
        return f"{self.base_url}/notebooks/{notebook}?token={TOKEN}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-6000:]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def start_jupyter(root: Path, home: Path, extra_env: dict[str, str] | None = None,
                  python: str | None = None) -> JupyterServer:
    """Start JupyterLab serving ``root``; every config/data/runtime folder lives under ``home``.
    ``python``: the interpreter of another environment to run it with (default: this one)."""
    env = dict(os.environ)
    dirs = {
        "JUPYTER_CONFIG_DIR": home / "config",
        "JUPYTER_DATA_DIR": home / "data",
        "JUPYTER_RUNTIME_DIR": home / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": home / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": home / "lab-workspaces",
        "IPYTHONDIR": home / "ipython",
    }
    for key, path in dirs.items():
        path.mkdir(parents=True, exist_ok=True)
        env[key] = str(path)
    settings = dirs["JUPYTERLAB_SETTINGS_DIR"] / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    env.update(extra_env or {})
    port = free_port()
    log_path = home / "jupyter.log"
    cmd = [
        python or sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}", "--ip=127.0.0.1",
        f"--ServerApp.root_dir={root}", f"--IdentityProvider.token={TOKEN}", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
        "--ServerApp.open_browser=False",
    ]
    log = open(log_path, "w")
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
    server = JupyterServer(root=root, port=port, proc=proc, log_path=log_path, runtime_dir=dirs["JUPYTER_RUNTIME_DIR"])
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {proc.returncode}:\n{server.log()}")
        try:
            server.api("/api/status")
            return server
        except OSError:
            time.sleep(0.3)
    server.stop()
    raise RuntimeError(f"JupyterLab did not start within 90 s:\n{server.log()}")


@dataclass
class OffHostRecorder:
    """Every request whose host is not 127.0.0.1 (data: and blob: URLs are local)."""

    requests: list[str] = field(default_factory=list)

    def __call__(self, request) -> None:
        url = request.url
        if url.startswith(("data:", "blob:", "about:")):
            return
        if urlparse(url).hostname not in LOCAL_HOSTS:
            self.requests.append(url)


def wait_for_kernel_idle(server: JupyterServer, notebook: str, timeout: float = 60) -> None:
    """The toolbar says idle before a kernel exists; ask the server instead."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        sessions = server.api("/api/sessions")
        for s in sessions:
            if s.get("path", "").endswith(notebook):
                kernel = s.get("kernel") or {}
                last = kernel
                if kernel.get("connections", 0) >= 1 and kernel.get("execution_state") == "idle":
                    return
        time.sleep(0.3)
    raise AssertionError(f"kernel for {notebook} never became idle: {last}")


def kernel_client(server: JupyterServer, notebook: str):
    """A client of the notebook's own kernel (code run here shows its widgets' updates in the
    page, since every message of the kernel reaches the front-end)."""
    from jupyter_client import BlockingKernelClient

    for s in server.api("/api/sessions"):
        if s.get("path", "").endswith(notebook):
            kernel_id = s["kernel"]["id"]
            break
    else:
        raise AssertionError(f"no kernel for {notebook}")
    client = BlockingKernelClient(connection_file=str(server.runtime_dir / f"kernel-{kernel_id}.json"))
    client.load_connection_file()
    client.start_channels()
    client.wait_for_ready(timeout=30)
    return client


def kernel_exec(client, code: str, timeout: float = 60) -> None:
    """Run ``code`` in the kernel; raise with the traceback if it fails."""
    reply = client.execute_interactive(code, timeout=timeout, output_hook=lambda msg: None)
    content = reply["content"]
    if content.get("status") != "ok":
        raise AssertionError(f"kernel error: {content.get('ename')}: {content.get('evalue')}")


def run_all_cells(page) -> None:
    """JupyterLab 4.6 has no default shortcut for Run All: use the menu."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def open_and_run_all(page, server: JupyterServer, notebook: str, url: str | None = None,
                     ready: str = ".jp-Notebook") -> None:
    """Open ``notebook`` (in JupyterLab, or at ``url`` for another front end), wait until
    ``ready`` shows and the kernel is idle, then Run All Cells."""
    page.goto(url or server.lab_url(notebook))
    page.locator(ready).first.wait_for(timeout=60_000)
    wait_for_kernel_idle(server, notebook)
    run_all_cells(page)


def write_notebook(path: Path, cells: list[str]) -> None:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)
