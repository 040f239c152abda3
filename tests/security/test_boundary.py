"""Issue 29, item 1: one boundary decides what a tool called by the agent may read and write.

Every probe is real: files, symbolic links and project files written on disk, a project made with
``Project.create``, tools called through the registry the agent uses (and the MCP server's tool
path with the SDK's own client), a server on 127.0.0.1. A user's own Python call keeps working
on any path.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

import pytest

from genie_widgets import _http
from genie_widgets.project import AssetCatalog, Project
from genie_widgets.project.local_import import import_local_path
from genie_widgets.project.safepath import UnsafePathError
from genie_widgets.tools import call
from genie_widgets.tools.cohort import open_project_track

ANALYSIS, IMPORT = "analysis", "asset_import"
SECRET = "SECRET_TOKEN_8c1f"
BED_LINE = f"chr8\t127735000\t127736000\t{SECRET}\n"
VIEW = "chr8:127,730,000-127,740,000"


@pytest.fixture()
def closed(tmp_path, monkeypatch):
    """A project with the default roots only: its folder and the working directory."""
    monkeypatch.delenv("GENIE_AGENT_FILE_ROOTS", raising=False)
    monkeypatch.delenv("GENIE_ALLOW_PRIVATE_URLS", raising=False)
    work = tmp_path / "notebooks"
    work.mkdir()
    monkeypatch.chdir(work)
    project = Project.create(tmp_path / "proj", genome="hg38")
    return project, project.session("s")


@pytest.fixture()
def outside(tmp_path):
    """A folder outside every root, with a plain key file and a hidden one."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    (folder / "secret.key").write_text(f"{SECRET}\n")
    (folder / ".hidden_key").write_text(f"{SECRET}\n")
    (folder / "peaks.bed").write_text(BED_LINE)
    return folder


@pytest.fixture()
def asset(closed):
    project, _ = closed
    source = Path.cwd() / "table.tsv"
    source.write_text("a\tb\n1\t2\n")
    return import_local_path(project, source).imported[0]


def _stored_bytes(project: Project) -> bytes:
    return b"".join(p.read_bytes() for p in project.path.rglob("*") if p.is_file() and not p.is_symlink())


def _edit_json(path: Path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


# -- 1. replaceFromSourcePath --------------------------------------------------------------------

def _replace(project, session, asset_id, source):
    return call("project_update_asset_source", {"assetId": asset_id, "sourcePath": source,
                                                "replaceFromSourcePath": True}, project, session, mode=ANALYSIS)


@pytest.mark.parametrize("source, reason", [
    ("/etc/passwd", "outside the folders"),
    ("/proc/self/status", "system folders"),
    ("/proc/self/environ", "system folders"),
    ("{outside}/secret.key", "outside the folders"),
    ("{outside}/.hidden_key", "hidden files"),
    (".env", "hidden files"),
    ("innocent.txt", "outside the folders"),  # a link in the notebook's folder to the key outside
])
def test_replace_from_source_path_applies_the_agents_file_policy(closed, asset, outside, monkeypatch, source, reason):
    project, session = closed
    monkeypatch.setenv("OPENAI_API_KEY", f"sk-{SECRET}")
    (Path.cwd() / ".env").write_text(f"KEY={SECRET}\n")
    os.symlink(outside / "secret.key", Path.cwd() / "innocent.txt")
    stored = project.path / asset.path
    before = hashlib.sha256(stored.read_bytes()).hexdigest()
    r = _replace(project, session, asset.id, source.format(outside=outside))
    assert not r.success and reason in r.error, r.error
    assert hashlib.sha256(stored.read_bytes()).hexdigest() == before
    read = call("project_read_asset", {"assetId": asset.id}, project, session, mode=ANALYSIS)
    assert read.success and SECRET not in json.dumps(read.to_json())
    assert SECRET.encode() not in _stored_bytes(project)


def test_a_source_path_the_catalog_records_is_checked_when_used(closed, asset, outside):
    project, session = closed
    _edit_json(project.path / "assets" / "catalog.json",
               lambda doc: doc["assets"][0].update(sourcePath=str(outside / "secret.key")))
    r = call("project_update_asset_source", {"assetId": asset.id, "replaceFromSourcePath": True}, project, session,
             mode=ANALYSIS)
    assert not r.success and "outside the folders" in r.error
    # nor may the agent record a path it may not read
    r = call("project_update_asset_source", {"assetId": asset.id, "sourcePath": "/etc/shadow"}, project, session,
             mode=ANALYSIS)
    assert not r.success and "outside the folders" in r.error
    assert SECRET.encode() not in _stored_bytes(project)


def test_replace_inside_the_roots_and_the_users_own_call_still_work(closed, asset, outside):
    project, session = closed
    (Path.cwd() / "new.tsv").write_text("a\tb\n3\t4\n")
    r = _replace(project, session, asset.id, "new.tsv")
    assert r.success, r.error
    assert (project.path / asset.path).read_text() == "a\tb\n3\t4\n"
    AssetCatalog(project).update(asset.id, source_path=str(outside / "secret.key"), replace_from_source_path=True)
    assert (project.path / asset.path).read_text() == f"{SECRET}\n"


def test_over_mcp_the_same_policy_holds(closed, asset):
    pytest.importorskip("mcp", reason="the MCP probe needs the mcp extra")
    import anyio
    from mcp import Client

    from tests.mcp.conftest import stdio_params

    project, _ = closed

    async def main():
        async with Client(stdio_params(project, "--mode", ANALYSIS, "--session", "mcp_s")) as client:
            replaced = await client.call_tool("project_update_asset_source", {
                "assetId": asset.id, "sourcePath": "/etc/passwd", "replaceFromSourcePath": True})
            read = await client.call_tool("project_read_asset", {"assetId": asset.id})
            return replaced, read

    replaced, read = anyio.run(main)
    assert replaced.is_error and "refusing to read /etc/passwd" in replaced.content[0].text
    assert not read.is_error and "root:" not in read.content[0].text
    assert b"root:" not in _stored_bytes(project)


def test_a_link_swapped_in_after_the_check_is_not_followed(closed, outside, monkeypatch):
    project, session = closed
    source = Path.cwd() / "data.tsv"
    source.write_text("a\tb\n")
    import genie_widgets.project.assets as assets_module

    real = assets_module.agent_source

    def swap_after_check(*args, **kwargs):
        checked = real(*args, **kwargs)
        if checked == source and not source.is_symlink():  # another process swaps the file now
            source.unlink()
            source.symlink_to(outside / "secret.key")
        return checked

    monkeypatch.setattr(assets_module, "agent_source", swap_after_check)
    r = call("project_import_local_path", {"path": "data.tsv"}, project, session, mode=IMPORT)
    assert r.imported_count == 0 and "symbolic link" in json.dumps(r.to_json())
    assert SECRET.encode() not in _stored_bytes(project)


# -- 2. paths the catalog and Studio store ------------------------------------------------------

@pytest.mark.parametrize("stored, reason", [
    ("/etc/passwd", "is absolute"),
    ("../elsewhere/secret.key", "contains '..'"),
    ("assets/{id}/../../../elsewhere/secret.key", "contains '..'"),
    ("genome/browser.json", "not inside assets/"),
    ("assets/{id}/link.tsv", "symbolic link"),
])
def test_a_stored_asset_path_leaving_its_folder_is_refused(closed, asset, outside, stored, reason):
    project, session = closed
    os.symlink(outside / "secret.key", project.path / "assets" / asset.id / "link.tsv")
    _edit_json(project.path / "assets" / "catalog.json",
               lambda doc: doc["assets"][0].update(path=stored.format(id=asset.id)))
    r = call("project_read_asset", {"assetId": asset.id}, project, session, mode=ANALYSIS)
    assert not r.success and f"asset '{asset.id}'" in r.error and reason in r.error, r.error
    assert SECRET not in r.error and "root:" not in r.error
    with pytest.raises(UnsafePathError):  # the user's own call: stored paths are structural
        AssetCatalog(project).read(asset.id)
    (Path.cwd() / "new.tsv").write_text("overwritten\n")
    r = _replace(project, session, asset.id, "new.tsv")
    assert not r.success
    assert (outside / "secret.key").read_text() == f"{SECRET}\n"


def test_a_symlinked_assets_folder_is_refused(closed, asset, tmp_path):
    project, session = closed
    moved = tmp_path / "moved_assets"
    (project.path / "assets").rename(moved)
    os.symlink(moved, project.path / "assets")
    r = call("project_list_assets", {}, project, session, mode=ANALYSIS)
    assert not r.success and "assets folder is a symbolic link" in r.error


def test_a_studio_page_path_is_checked_when_read(closed):
    project, session = closed
    r = call("create_html_artifact", {"title": "Plan", "html": "<p>plan</p>", "kind": "report"}, project, session,
             mode=ANALYSIS)
    assert r.success, r.error
    _edit_json(project.path / "studio" / "index.json",
               lambda doc: doc["artifacts"][0].update(path="/etc/passwd", textPath="/etc/passwd"))
    r = call("project_read_analysis_plan", {}, project, session)
    assert not r.success and "saved page" in r.error and "root:" not in r.error


# -- 3. tracks in browser.json ------------------------------------------------------------------

def _plant_tracks(project: Project, *tracks: dict) -> None:
    project.set_view(VIEW)
    _edit_json(project.path / "genome" / "browser.json", lambda doc: doc["tracks"].extend(
        {"name": t["id"], "source": "local", **t} for t in tracks))


def _describe(project, session, track_id):
    r = call("genome_describe_viewport", {"trackIds": [track_id]}, project, session)
    assert r.success, r.error
    return r.tracks[0].get("error") or "", json.dumps(r.to_json())


def test_a_stored_track_file_outside_the_roots_is_refused(closed, outside):
    project, session = closed
    inside_link = project.path / "genome" / "peaks.bed"
    os.symlink(outside / "peaks.bed", inside_link)
    (project.path / ".hidden.bed").write_text(BED_LINE)
    _plant_tracks(project, {"id": "out", "type": "bed", "url": str(outside / "peaks.bed")},
                  {"id": "link", "type": "bed", "url": str(inside_link)},
                  {"id": "hidden", "type": "bed", "url": str(project.path / ".hidden.bed")},
                  {"id": "proc", "type": "bed", "url": "/proc/self/environ"})
    for track_id, reason in [("out", "outside the folders"), ("link", "outside the folders"),
                             ("hidden", "hidden files"), ("proc", "system folders")]:
        error, whole = _describe(project, session, track_id)
        assert reason in error and SECRET not in whole, (track_id, error)
    # the user's own call may read what the user stored
    assert len(project.open_reader("out").features("chr8", 127_730_000, 127_740_000)) == 1


def test_a_text_file_typed_as_bed_is_named_not_quoted(closed):
    project, session = closed
    notes = Path.cwd() / "notes.txt"
    notes.write_text(f"API_KEY={SECRET}\nmore words here\n")
    _plant_tracks(project, {"id": "notes", "type": "bed", "url": str(notes)})
    error, whole = _describe(project, session, "notes")
    assert "notes.txt" in error and "not BED-like" in error and SECRET not in whole, error
    r = call("genome_add_track", {"sourceUrl": "notes.txt", "type": "bed"}, project, session)
    assert not r.success and SECRET not in r.error
    with pytest.raises(Exception, match=SECRET):  # the user is shown the line, as before
        project.add_track(notes, "bed")


def test_a_stored_loopback_url_is_read_under_the_agents_policy(closed, hostile, tmp_path):
    project, session = closed
    url = hostile.add_file("planted.bed", BED_LINE.encode())
    _plant_tracks(project, {"id": "plain", "type": "bed", "url": url, "source": "remote"},
                  {"id": "marked", "type": "bed", "url": url, "source": "remote",
                   "metadata": {"urlPolicy": "trusted-origin"}},
                  {"id": "upper", "type": "bed", "url": url.replace("http://", "HTTP://"), "source": "local"},
                  {"id": "metadata", "type": "bed", "url": "http://169.254.169.254/latest/x.bed", "source": "remote"})
    before = len(hostile.requests)
    for track_id, reason in [("plain", "loopback address"), ("marked", "loopback address"),
                             ("upper", "loopback address"), ("metadata", "link-local address")]:
        error, whole = _describe(project, session, track_id)
        assert error.startswith("refusing to fetch") and error.endswith(reason) and SECRET not in whole, error
    assert len(hostile.requests) == before  # nothing reached the server
    # the project switch lets the agent read loopback (never link-local)
    opened = Project.create(tmp_path / "switch", genome="hg38", allow_private_urls=True)
    _plant_tracks(opened, {"id": "plain", "type": "bed", "url": url, "source": "remote"},
                  {"id": "metadata", "type": "bed", "url": "http://169.254.169.254/latest/x.bed", "source": "remote"})
    assert _describe(opened, opened.session("s"), "plain")[0] == ""
    assert _describe(opened, opened.session("s"), "metadata")[0].endswith("link-local address")


def test_a_task_in_another_thread_keeps_the_agents_scope(closed, outside):
    """What a Dask worker gets: the opener carries the scope; no context is inherited."""
    project, _ = closed
    _plant_tracks(project, {"id": "out", "type": "bed", "url": str(outside / "peaks.bed")})
    context = (_http.agent_policy(), (project.path,))
    outcome: dict[str, object] = {}

    def task(key, agent):
        try:
            outcome[key] = open_project_track(str(project.path), "out", agent)
        except Exception as exc:  # what the task raised is the result
            outcome[key] = exc

    for key, agent in [("agent", context), ("user", None)]:
        thread = threading.Thread(target=task, args=(key, agent))
        thread.start()
        thread.join()
    assert isinstance(outcome["agent"], PermissionError) and "outside the folders" in str(outcome["agent"])
    assert not isinstance(outcome["user"], Exception)


def test_a_track_the_user_adds_is_granted_alone(closed, outside):
    project, session = closed
    (outside / "sibling.bed").write_text(BED_LINE)
    track = project.add_track(outside / "peaks.bed", name="mine")
    assert str((outside / "peaks.bed").resolve()) in Project.open(project.path).agent_file_roots
    project.set_view(VIEW)
    assert _describe(project, session, track.id)[0] == ""
    _plant_tracks(project, {"id": "sibling", "type": "bed", "url": str(outside / "sibling.bed")})
    assert "outside the folders" in _describe(project, session, "sibling")[0]
    r = call("project_import_local_path", {"path": str(outside / "secret.key")}, project, session, mode=IMPORT)
    assert not r.success and "outside the folders" in r.error


# -- 4. the project's own folders ---------------------------------------------------------------

def test_a_symlinked_session_folder_is_refused_and_nothing_is_written_out(closed, tmp_path):
    project, _ = closed
    elsewhere = tmp_path / "elsewhere_session"
    elsewhere.mkdir()
    os.symlink(elsewhere, project.path / "sessions" / "planted")
    with pytest.raises(UnsafePathError, match="sessions/planted folder is a symbolic link"):
        project.session("planted")
    assert list(elsewhere.iterdir()) == []


def test_the_mcp_server_refuses_a_symlinked_session_in_one_line(closed, tmp_path):
    import subprocess
    import sys

    project, _ = closed
    elsewhere = tmp_path / "elsewhere_session"
    elsewhere.mkdir()
    os.symlink(elsewhere, project.path / "sessions" / "planted")
    repo = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-m", "genie_widgets.mcp", "--project", str(project.path),
                           "--session", "planted"], cwd=repo, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(repo)})
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "symbolic link" in done.stderr and list(elsewhere.iterdir()) == []


def test_a_symlinked_results_folder_is_refused(closed, tmp_path, bigwig_bytes):
    project, session = closed
    (Path.cwd() / "signal.bw").write_bytes(bigwig_bytes)
    track = project.add_track(Path.cwd() / "signal.bw", name="signal")
    project.set_view(VIEW)
    elsewhere = tmp_path / "elsewhere_results"
    elsewhere.mkdir()
    (project.path / "genome" / "results").rmdir()
    os.symlink(elsewhere, project.path / "genome" / "results")
    r = call("genome_call_peaks", {"trackId": track.id, "threshold": 1}, project, session)
    assert not r.success and "genome/results folder is a symbolic link" in r.error
    assert list(elsewhere.iterdir()) == []
