"""Item 4 of issue 12: the local files the agent may touch, and writes that do not follow links.

The agent's tools read only inside the allowed roots, never /proc, /sys, /dev or hidden files;
a user's own Python call may pass any path. Asset writes open every component without
following symbolic links, so a folder swapped for a link between the check and the write is
refused instead of written through.
"""

from __future__ import annotations

import os

import pytest

from genie_widgets.project import AssetCatalog, Project
from genie_widgets.project.local_import import import_local_path
from genie_widgets.tools import call

IMPORT = "asset_import"


@pytest.fixture()
def closed(tmp_path, monkeypatch):
    """A project with the default roots only (its folder and the working directory)."""
    monkeypatch.delenv("GENIE_AGENT_FILE_ROOTS", raising=False)
    work = tmp_path / "notebooks"
    work.mkdir()
    monkeypatch.chdir(work)
    project = Project.create(tmp_path / "closed", genome="hg38")
    return project, project.session("s")


def test_proc_self_environ_is_refused_and_nothing_is_copied(closed, monkeypatch):
    project, session = closed
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-never-be-copied-123456")
    r = call("project_import_local_path", {"path": "/proc/self/environ"}, project, session, mode=IMPORT)
    assert not r.success and "system folders" in r.error
    assert len(AssetCatalog(project)) == 0
    stored = b"".join(p.read_bytes() for p in project.path.rglob("*") if p.is_file())
    assert b"sk-should-never-be-copied" not in stored


@pytest.mark.parametrize("path", ["/sys/kernel", "/dev/null", "/proc/1/status"])
def test_system_folders_are_refused(closed, path):
    project, session = closed
    r = call("project_inspect_local_path", {"path": path}, project, session, mode=IMPORT)
    assert not r.success and r.error.startswith(f"refusing to read {path}: system folders")


def test_hidden_files_and_folders_are_refused(closed):
    project, session = closed
    cwd = os.getcwd()
    for name, body in [(".env", "OPENAI_API_KEY=sk-x\n"), (".netrc", "machine x password y\n")]:
        with open(os.path.join(cwd, name), "w") as handle:
            handle.write(body)
    os.makedirs(os.path.join(cwd, ".ssh"))
    with open(os.path.join(cwd, ".ssh", "id_rsa"), "w") as handle:
        handle.write("PRIVATE\n")
    os.makedirs(os.path.join(cwd, ".git"))
    for path in [".env", ".netrc", ".ssh/id_rsa", os.path.join(cwd, ".git"), "~/.ssh/id_rsa"]:
        r = call("project_import_local_path", {"path": path}, project, session, mode=IMPORT)
        assert not r.success and "hidden files and folders" in r.error, (path, r.error)
    # a link inside the roots that points at a hidden file is refused too
    os.symlink(os.path.join(cwd, ".env"), os.path.join(cwd, "innocent.txt"))
    r = call("project_import_local_path", {"path": "innocent.txt"}, project, session, mode=IMPORT)
    assert not r.success and "hidden files and folders" in r.error
    assert len(AssetCatalog(project)) == 0


def test_outside_the_roots_is_refused_inside_works(closed, tmp_path):
    project, session = closed
    outside = tmp_path / "elsewhere" / "peaks.bed"
    outside.parent.mkdir()
    outside.write_text("chr8\t100\t200\n")
    for name, key in [("project_import_local_path", "path"), ("project_inspect_local_folder", "folderPath")]:
        r = call(name, {key: str(outside if key == "path" else outside.parent)}, project, session, mode=IMPORT)
        assert not r.success and "outside the folders the agent may read" in r.error and "agent_file_roots" in r.error
    r = call("genome_add_track", {"sourceUrl": str(outside)}, project, session)
    assert not r.success and "outside the folders" in r.error
    inside = tmp_path / "notebooks" / "peaks.bed"
    inside.write_text("chr8\t100\t200\n")
    r = call("project_import_local_path", {"path": "peaks.bed"}, project, session, mode=IMPORT)
    assert r.success and r.imported_count == 1
    # the user's own call may pass any path
    report = import_local_path(project, outside)
    assert len(report.imported) == 1


def test_roots_can_be_widened(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / "a.bed").write_text("chr8\t1\t2\n")
    project = Project.create(tmp_path / "p", genome="hg38", agent_file_roots=[data])
    r = call("project_import_local_path", {"path": str(data / "a.bed")}, project, project.session("s"), mode=IMPORT)
    assert r.success, r.error
    other = tmp_path / "other"
    other.mkdir()
    (other / "b.bed").write_text("chr8\t1\t2\n")
    monkeypatch.setenv("GENIE_AGENT_FILE_ROOTS", str(other))
    r = call("project_import_local_path", {"path": str(other / "b.bed")}, project, project.session("s"), mode=IMPORT)
    assert r.success, r.error


def test_a_folder_swapped_for_a_link_is_not_written_through(project, session, tmp_path, monkeypatch):
    source = tmp_path / "table.tsv"
    source.write_text("a\tb\n1\t2\n")
    asset = import_local_path(project, source).imported[0]
    catalog = AssetCatalog(project)
    notes = catalog.asset_dir(asset.id) / "notes"
    notes.mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()

    import genie_widgets.project.assets as assets_module

    real = assets_module.resolve_inside

    def swap_after_check(*args, **kwargs):
        checked = real(*args, **kwargs)
        if notes.is_dir() and not notes.is_symlink():  # another process swaps the folder now
            notes.rmdir()
            notes.symlink_to(outside, target_is_directory=True)
        return checked

    monkeypatch.setattr(assets_module, "resolve_inside", swap_after_check)
    r = call("project_write_asset_artifact", {"assetId": asset.id, "relativePath": "notes/summary.md",
                                              "content": "hello"}, project, session, mode=IMPORT)
    assert not r.success and "symbolic link" in r.error
    assert list(outside.iterdir()) == []


def test_notes_are_still_written(project, session, tmp_path):
    source = tmp_path / "table.tsv"
    source.write_text("a\tb\n1\t2\n")
    asset = import_local_path(project, source).imported[0]
    r = call("project_write_asset_artifact", {"assetId": asset.id, "relativePath": "notes/deep/summary.md",
                                              "content": "hello"}, project, session, mode=IMPORT)
    assert r.success, r.error
    written = project.path / r.path
    assert written.read_text() == "hello"
    assert not [p for p in written.parent.iterdir() if p.name.endswith(".tmp")]
