"""The MYC walkthrough replays offline from a bundle: a teacher runs it with the test portal up,
pins and exports the project, the portal is stopped (killed by its PID), and the notebook reruns
in the bundle with nbclient — the same numbers, the same chips, every record resolving, the track
read from the pinned bytes (not the SYNTHETIC fallback), and no connection off 127.0.0.1 from the
kernel (a ``sitecustomize`` guard in the kernel refuses and logs any)."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from .conftest import REPO
from .test_notebooks import problems

NOTEBOOK = REPO / "notebooks" / "myc_walkthrough.ipynb"
PROJECT = "myc-walkthrough-project"

GUARD = '''
"""Test guard for notebook kernels: connections only to 127.0.0.1; any other is refused and logged."""
import os, socket
_log = os.environ["GW_TEST_NET_LOG"]
_real_connect, _real_getaddrinfo = socket.socket.connect, socket.getaddrinfo
_LOCAL = {"127.0.0.1", "::1", "localhost"}
def _note(what):
    with open(_log, "a") as handle:
        handle.write(repr(what) + "\\n")
def _connect(self, address):
    if isinstance(address, tuple) and address[0] not in _LOCAL:
        _note(address)
        raise ConnectionRefusedError(f"notebook tests may only connect to 127.0.0.1, not {address!r}")
    return _real_connect(self, address)
def _getaddrinfo(host, *args, **kwargs):
    host = host.decode() if isinstance(host, bytes) else host
    if host is not None and host not in _LOCAL:
        _note(host)
        raise socket.gaierror(socket.EAI_NONAME, f"notebook tests may only look up 127.0.0.1, not {host!r}")
    return _real_getaddrinfo(host, *args, **kwargs)
socket.socket.connect, socket.getaddrinfo = _connect, _getaddrinfo
'''

_NOISE = [
    (re.compile(r"cite_[A-Za-z0-9_-]+"), "cite_*"),
    (re.compile(r"\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?"), "<time>"),
    (re.compile(r"session_\d{8}_\d{6}_[0-9a-f]+"), "session_*"),
    (re.compile(r"_[0-9a-f]{4}\b"), "_xxxx"),  # track ids end in a random suffix
    (re.compile(r"-[0-9a-f]{8}\.(bed|tsv)"), r"-xxxxxxxx.\1"),
    (re.compile(r"/tmp/\S+"), "<path>"),
]


def _text(out: dict) -> str:
    if out.get("output_type") == "stream":
        return out.get("text", "")
    data = out.get("data", {})
    return data.get("text/markdown") or data.get("text/plain") or ""


def fingerprint(nb, cells: list[int]) -> list[str]:
    """The text outputs of ``cells`` with ids, times, paths and random suffixes blanked out."""
    found = []
    for i in cells:
        text = "\n".join(_text(o) for o in nb.cells[i].get("outputs", []))
        for pattern, repl in _NOISE:
            text = pattern.sub(repl, text)
        found.append(text)
    return found


def measurement_cells(nb) -> list[int]:
    """Cells after the track is loaded (navigation, measurements, summary, chips)."""
    start = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code" and "found.load(" in c.source)
    return [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and i > start
            and "gw.Chat(" not in c.source and "to_html()" not in c.source and c.source.strip() != "browser"]


def run(workdir: Path, env: dict[str, str]):
    nb = nbformat.read(NOTEBOOK, as_version=4)
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        NotebookClient(nb, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(workdir)}}).execute()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return nb


def start_portal_process(shared: Path) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "tests.demo_servers", "serve", str(shared)], cwd=REPO,
                            stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    line = proc.stdout.readline()  # type: ignore[union-attr]
    if not line.startswith("PORTAL "):
        proc.kill()
        pytest.fail(f"the demo portal did not start: {line!r}")
    return proc, line.split()[1]


def test_the_myc_walkthrough_replays_offline_from_a_bundle(tmp_path, shared_data):
    guard = tmp_path / "guard"
    guard.mkdir()
    (guard / "sitecustomize.py").write_text(GUARD)
    net_log = tmp_path / "net.log"
    net_log.write_text("")
    proc, url = start_portal_process(shared_data)
    env = {
        "GENIE_WIDGETS_ENCODE_URL": url,
        "GENIE_WIDGETS_ANNOTATION_HG38": str(shared_data / "annotation/hg38_gencode_pypi/genes.tsv.gz"),
        "GENIE_WIDGETS_CACHE": str(tmp_path / "user-cache"),
        "PYTHONPATH": os.pathsep.join([str(guard), str(REPO)]),
        "GW_TEST_NET_LOG": str(net_log),
    }
    try:
        teacher = tmp_path / "teacher"
        teacher.mkdir()
        online = run(teacher, env)
        assert problems(online) == ([], [])
        from genie_widgets.project import Project

        project = Project.open(teacher / PROJECT)
        (track,) = [t for t in project.tracks if t.metadata.get("source") == "ENCODE"]
        assert track.url.startswith(url)  # the ENCODE file, not the stand-in
        manifest = project.export_bundle(tmp_path / "classroom" / PROJECT)
        assert manifest.warnings == [] and [p["label"] for p in manifest.pins] == [track.metadata["accession"]]
    finally:
        os.kill(proc.pid, signal.SIGTERM)  # stop the portal by its PID
        proc.wait(timeout=30)
    host, port = url.split("//")[1].split(":")
    with pytest.raises(OSError):
        socket.create_connection((host, int(port)), timeout=2).close()

    offline = run(tmp_path / "classroom", env)
    errors, raw = problems(offline)
    assert errors == [] and raw == []
    load = next(c for c in offline.cells if c.cell_type == "code" and "found.load(" in c.source)
    said = "".join(_text(o) for o in load.outputs)
    assert "SYNTHETIC stand-in track" not in said and "Could not read" not in said, said
    search = next(c for c in offline.cells if c.cell_type == "code" and "encode.search(" in c.source)
    assert "Replayed from the cache" in "".join(_text(o) for o in search.outputs)
    cells = measurement_cells(online)
    assert len(cells) >= 8
    same = fingerprint(online, cells)
    assert sum(bool(re.search(r"\d+\.\d\d", t)) for t in same) >= 4  # the cells do show measured numbers
    assert fingerprint(offline, cells) == same
    (tmp_path / "fingerprint.json").write_text(json.dumps(same, indent=1))
    # every chip of the corrected answer resolves, with the same statuses as online
    chips = next(i for i, c in enumerate(online.cells) if "What each chip opens" in c.source)
    assert "unknown" not in fingerprint(offline, [chips])[0]
    assert net_log.read_text() == ""  # no connection off 127.0.0.1, online or offline
    student = json.loads((tmp_path / "classroom" / PROJECT / "project.json").read_text())
    assert student["projectId"] == project.id
