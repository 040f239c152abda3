"""``python -m genie_widgets.mcp --write-jupyter-config PROJECT``: jupyter-ai's entry, merged, never
clobbering a file it cannot read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import genie_widgets as gw
from genie_widgets.mcp.jupyter_config import JupyterConfigError, configured_servers, write_jupyter_config

REPO = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "genie_widgets.mcp", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_command_writes_an_entry_jupyter_ai_reads(tmp_path):
    gw.Project.create(tmp_path / "proj", genome="hg38")
    done = run("--write-jupyter-config", "proj", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "session jupyter_ai" in done.stdout
    settings = json.loads((tmp_path / ".jupyter" / "mcp_settings.json").read_text())
    (entry,) = settings["mcp_servers"]
    assert entry == {"name": "genie_widgets", "command": sys.executable,
                     "args": ["-m", "genie_widgets.mcp", "--project", str((tmp_path / "proj").resolve()),
                              "--session", "jupyter_ai"], "env": []}


def test_merging_keeps_other_servers_and_keys_and_replaces_ours(tmp_path):
    gw.Project.create(tmp_path / "proj", genome="hg38")
    settings = tmp_path / ".jupyter" / "mcp_settings.json"
    settings.parent.mkdir()
    other = {"name": "other", "command": "x", "args": [], "env": []}
    settings.write_text(json.dumps({"mcp_servers": [other, {"name": "genie_widgets", "command": "old"}],
                                    "extra": 1}))
    written = write_jupyter_config(tmp_path / "proj", root=tmp_path, session="mine")
    data = json.loads(settings.read_text())
    assert written.replaced and data["extra"] == 1
    assert [s["name"] for s in data["mcp_servers"]] == ["other", "genie_widgets"]
    assert configured_servers(tmp_path) == [{"name": "genie_widgets", "project": str((tmp_path / "proj").resolve()),
                                             "session": "mine"}]


@pytest.mark.parametrize("content", ["{not json", "[1]", '{"mcp_servers": {}}'])
def test_a_file_it_cannot_merge_is_left_as_it_is(tmp_path, content):
    gw.Project.create(tmp_path / "proj", genome="hg38")
    settings = tmp_path / ".jupyter" / "mcp_settings.json"
    settings.parent.mkdir()
    settings.write_text(content)
    with pytest.raises(JupyterConfigError):
        write_jupyter_config(tmp_path / "proj", root=tmp_path)
    assert settings.read_text() == content
    done = run("--write-jupyter-config", "proj", cwd=tmp_path)
    assert done.returncode == 2 and "left as it is" in done.stderr and done.stderr.count("\n") == 1


def test_no_project_no_config(tmp_path):
    done = run("--write-jupyter-config", "nothing", cwd=tmp_path)
    assert done.returncode == 2 and "--genome hg38" in done.stderr
    assert not (tmp_path / ".jupyter").exists()
    made = run("--write-jupyter-config", "nothing", "--genome", "hg38", cwd=tmp_path)
    assert made.returncode == 0 and (tmp_path / "nothing" / "project.json").is_file()


def test_a_bad_session_id_is_refused_before_writing(tmp_path):
    gw.Project.create(tmp_path / "proj", genome="hg38")
    done = run("--write-jupyter-config", "proj", "--session", "../x", cwd=tmp_path)
    assert done.returncode == 2 and "invalid session id" in done.stderr
    assert not (tmp_path / ".jupyter").exists()
