"""The browser's front-end module is a class-level path into static/ (anywidget reads it, and
reloads it with ANYWIDGET_HMR=1); a missing build is still a clear error when a browser is made."""

from __future__ import annotations

import pytest
from anywidget._file_contents import FileContents

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser, _bundles


def test_the_esm_is_the_built_file(tmp_path):
    esm = GenomeBrowser.__dict__["_esm"]
    assert isinstance(esm, FileContents)  # anywidget turned the Path into watched file contents
    path = _bundles.STATIC / "browser.js"
    assert str(esm) == path.read_text(encoding="utf-8")
    browser = GenomeBrowser(Project.create(tmp_path / "p"), genes=False)
    assert browser._esm == path.read_text(encoding="utf-8")
    browser.close()


def test_a_missing_bundle_is_a_clear_error(tmp_path, monkeypatch):
    project = Project.create(tmp_path / "p")
    monkeypatch.setattr(_bundles, "STATIC", tmp_path / "nothing-built")
    with pytest.raises(_bundles.MissingBundleError, match=r"browser\.js is missing"):
        GenomeBrowser(project, genes=False)
    assert isinstance(_bundles.bundle_path("browser.js"), str)  # importing still works without a build
