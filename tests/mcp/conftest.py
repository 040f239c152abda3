"""MCP tests: the real server (python -m genie_widgets.mcp) driven by the SDK's own client, over
stdio (a subprocess) and streamable HTTP (a subprocess listening on 127.0.0.1)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the MCP tests need the mcp extra (pip install -e '.[mcp]')")

from genie_widgets.project import Project
from tests.genome.genome_testlib import write_bigwig

from .slow_portal import SlowPortal

REPO = Path(__file__).resolve().parents[2]
HG38_CHR1, HG38_CHR2 = 248_956_422, 242_193_529

# SYNTHETIC signal on chr1: [1000,1100)=2, [1100,1300)=5, [2000,2050)=-1 (values exact in float32).
# Over chr1:0-10000: coveredBases 350, sum 2*100 + 5*200 - 1*50 = 1150, mean 1150/350.
SYNTHETIC_ENTRIES = {"chr1": ([1000, 1100, 2000], [1100, 1300, 2050], [2.0, 5.0, -1.0])}
EXPECTED_STATS = {"min": -1.0, "max": 5.0, "sum": 1150.0, "nIntervals": 3, "coveredBases": 350,
                  "coveredFraction": 0.035, "scopeLength": 10000}
EXPECTED_MEAN = 1150 / 350


@pytest.fixture()
def bigwig(tmp_path: Path) -> Path:
    return write_bigwig(tmp_path / "synthetic.signal.bw", [("chr1", HG38_CHR1), ("chr2", HG38_CHR2)],
                        SYNTHETIC_ENTRIES)


@pytest.fixture()
def project(tmp_path: Path) -> Project:
    # The agent's tools read only allowed roots (#12): the SYNTHETIC bigWig sits in tmp_path.
    return Project.create(tmp_path / "proj", genome="hg38", agent_file_roots=[tmp_path])


def server_env(portal: str | None = None) -> dict[str, str]:
    """The server's environment: no tool may reach the portal from a test, except the local
    ``portal`` given (an http://127.0.0.1 URL)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    if portal is None:
        env["GENIE_WIDGETS_ENCODE_OFFLINE"] = "1"
    else:
        env.pop("GENIE_WIDGETS_ENCODE_OFFLINE", None)
        env["GENIE_WIDGETS_ENCODE_URL"] = portal
    return env


def stdio_params(project: Project, *extra: str, portal: str | None = None):
    from mcp.client.stdio import StdioServerParameters

    return StdioServerParameters(command=sys.executable,
                                 args=["-m", "genie_widgets.mcp", "--project", str(project.path), *extra],
                                 env=server_env(portal), cwd=str(REPO))


def _drain(stream, into: list[str]) -> None:
    with suppress(ValueError, OSError):  # closed when the server is stopped
        for line in stream:
            into.append(line)


@contextmanager
def http_server(project: Project, *extra: str, portal: str | None = None) -> Iterator[tuple[str, subprocess.Popen]]:
    """``python -m genie_widgets.mcp --http 0`` in a subprocess; yields (url, process)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "genie_widgets.mcp", "--project", str(project.path), "--http", "0", *extra],
        env=server_env(portal), cwd=str(REPO), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        url, seen, deadline = None, [], time.monotonic() + 60
        while url is None and time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
            seen.append(line)
            match = re.search(r"(http://127\.0\.0\.1:\d+/mcp)", line)
            url = match.group(1) if match else None
        if url is None:
            proc.kill()
            raise AssertionError("the MCP HTTP server did not start:\n" + "".join(seen) + proc.stderr.read())
        # Keep reading stderr, so a server that logs much never blocks on a full pipe.
        threading.Thread(target=_drain, args=(proc.stderr, seen), daemon=True).start()
        yield url, proc
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        if proc.stderr:
            proc.stderr.close()


@pytest.fixture()
def slow_portal() -> Iterator[SlowPortal]:
    """A local portal that answers every request after 2 s and counts them (SIMULATED)."""
    portal = SlowPortal(delay=2.0)
    try:
        yield portal
    finally:
        portal.close()
