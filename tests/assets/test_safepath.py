"""Writes stay inside the project: a path-traversal corpus against the path checks, the Python
API and the tool, plus symlinks planted inside the project that point out of it."""

import os

import pytest

from genie_widgets.project.assets import AssetCatalog, AssetError
from genie_widgets.project.safepath import UnsafePathError, check_relative_path, resolve_inside, safe_file_name
from genie_widgets.tools import call

TRAVERSAL = [
    "../escape.md", "notes/../../escape.md", "..", "../../../../etc/passwd", "notes/..", "a/b/../../../x",
    "/etc/passwd", "/tmp/x.md", "//server/share/x", "C:\\Windows\\x.md", "C:/Windows/x.md", "c:x.md",
    "notes\\x.md", "..\\..\\x.md", "\\\\server\\share\\x", "~/x.md", "~root/x", "", "   ", ".", "./", "notes/\x00x",
    "notes/\nx.md", " notes/x.md", "notes/x.md ",
]


@pytest.mark.parametrize("bad", TRAVERSAL)
def test_corpus_is_refused_by_the_path_check(bad, tmp_path):
    with pytest.raises(UnsafePathError):
        resolve_inside(tmp_path, bad)


@pytest.mark.parametrize("good,expected", [("notes/a.md", "notes/a.md"), ("./notes//a.md", "notes/a.md"),
                                           ("a..b/c...md", "a..b/c...md"), ("x", "x")])
def test_plain_relative_paths_pass(good, expected, tmp_path):
    assert check_relative_path(good).as_posix() == expected
    assert resolve_inside(tmp_path, good) == (tmp_path / expected).resolve()


@pytest.fixture()
def asset(project, tmp_path):
    src = tmp_path / "peaks.bed"
    src.write_text("chr1\t10\t20\tp1\nchr1\t30\t40\tp2\n")
    return AssetCatalog(project).import_file(src)


@pytest.mark.parametrize("bad", TRAVERSAL)
def test_corpus_is_refused_by_the_tool_and_nothing_is_written(bad, project, session, asset, tmp_path):
    before = sorted(p for p in tmp_path.rglob("*"))
    r = call("project_write_asset_artifact", {"assetId": asset.id, "relativePath": bad, "content": "pwned"},
             project, session, mode="asset_import")
    assert r.success is False and r.error, bad
    assert "Traceback" not in r.error
    assert sorted(p for p in tmp_path.rglob("*")) == before
    assert not (tmp_path / "escape.md").exists()


def test_symlink_inside_the_asset_folder_pointing_out_is_refused(project, session, asset, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    folder = AssetCatalog(project).asset_dir(asset.id)
    os.symlink(outside, folder / "notes")
    os.symlink(outside / "target.md", folder / "link.md")
    for rel in ("notes/x.md", "link.md"):
        r = call("project_write_asset_artifact", {"assetId": asset.id, "relativePath": rel, "content": "pwned"},
                 project, session, mode="asset_import")
        assert r.success is False and "outside its folder" in r.error, r.error
    assert list(outside.iterdir()) == []


def test_a_symlinked_asset_folder_is_refused(project, asset, tmp_path):
    catalog = AssetCatalog(project)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    folder = catalog.asset_dir(asset.id)
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()
    os.symlink(outside, folder)
    with pytest.raises(UnsafePathError):
        catalog.write_artifact(asset.id, "notes/x.md", "pwned")
    assert list(outside.iterdir()) == []


def test_the_asset_file_itself_cannot_be_overwritten(project, asset):
    name = asset.path.rsplit("/", 1)[-1]
    with pytest.raises(UnsafePathError, match="own data"):
        AssetCatalog(project).write_artifact(asset.id, name, "pwned")
    assert (project.path / asset.path).read_text().startswith("chr1")


def test_notes_are_written_inside_the_asset_folder(project, session, asset):
    r = call("project_write_asset_artifact",
             {"assetId": asset.id, "relativePath": "notes/import-summary.md", "content": "# Peaks\nTwo peaks ✓\n"},
             project, session, mode="asset_import")
    assert r.success, r.error
    assert r.path == f"assets/{asset.id}/notes/import-summary.md"
    assert r.size == len("# Peaks\nTwo peaks ✓\n".encode())
    assert (project.path / r.path).read_text(encoding="utf-8") == "# Peaks\nTwo peaks ✓\n"
    assert r.citations == [] and "citationToken" not in r.to_json()
    r = call("project_write_asset_artifact", {"assetId": "asset_nope", "relativePath": "a.md", "content": "x"},
             project, session, mode="asset_import")
    assert r.success is False and "Asset 'asset_nope' was not found" in r.error


def test_notes_have_a_size_cap(project, asset):
    with pytest.raises(AssetError, match="at most"):
        AssetCatalog(project).write_artifact(asset.id, "big.txt", "x" * (2 * 1024 * 1024 + 1))


@pytest.mark.parametrize("name", ["../../etc/passwd", "..\\..\\boot.ini", "/abs/x", "C:x", "a/../b", "..", ".", "~"])
def test_safe_file_names_are_one_harmless_component(name):
    out = safe_file_name(name)
    assert "/" not in out and "\\" not in out and ":" not in out
    assert not out.startswith((".", "~")) or out == "file"
    assert out not in ("", ".", "..")


@pytest.mark.parametrize("name,expected", [
    ("peaks.bed", "peaks.bed"), ("..", "file"), ("a\\b:c.txt", "a_b_c.txt"),
    (".bashrc", "bashrc"), ("x" * 300 + ".bed", "x" * 116 + ".bed"), ("\x00\x01", "file"),
])
def test_safe_file_names(name, expected):
    assert safe_file_name(name) == expected
