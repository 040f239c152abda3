"""Issue 30: a bundle takes in the local track files that lived outside the project folder (listed
and verified like every file; their paths rewritten), so it reopens elsewhere and reads them; a
file that cannot be taken refuses the export, or is said first when the user chose to leave it."""

from __future__ import annotations

import json
import shutil
import warnings

import pytest

from genie_widgets.project import Project
from genie_widgets.project.bundle_manifest import BundleError
from genie_widgets.project.project import BundleSettingsWarning
from genie_widgets.tools import call

TCGA = "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw"
VIEW = "chr21:45,700,000-45,800,000"


def _open(path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", BundleSettingsWarning)
        return Project.open(path)


@pytest.fixture()
def teacher(tmp_path, shared_data):
    """A project reading a real bigWig from the shared data and a bedGraph from a folder beside it."""
    project = Project.create(tmp_path / "teacher", genome="hg38")
    project.add_track(shared_data / TCGA, name="atac")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "my signal.bedgraph").write_text("chr21\t45700000\t45700500\t3.0\n")  # SYNTHETIC
    project.add_track(elsewhere / "my signal.bedgraph", name="mine")
    project.set_view(VIEW)
    return project


def test_outside_track_files_travel_in_the_bundle(teacher, tmp_path):
    session = teacher.session("lesson")
    before = call("genome_signal_stats", {}, teacher, session).to_json()["tracks"]
    manifest = teacher.export_bundle(tmp_path / "out" / "bundle", pin=False)
    assert not manifest.warnings
    stored = [t["url"] for t in json.loads((manifest.path / "genome/browser.json").read_text())["tracks"]]
    assert all(u.startswith("genome/track-files/") for u in stored), stored
    listed = {f["path"]: f for f in manifest.files}
    assert set(stored) <= set(listed)  # each copy is listed (size, SHA-256): verified when opened
    # Another machine: the bundle moved, the user's folder beside the project is gone.
    moved = shutil.move(str(manifest.path), str(tmp_path / "classroom"))
    shutil.rmtree(tmp_path / "elsewhere")
    student = _open(moved)
    after = call("genome_signal_stats", {}, student, student.session("lesson"))
    assert after.success, after.error
    assert after.to_json()["tracks"] == before
    assert all(t.url.startswith(str(moved)) for t in student.tracks)


def test_an_altered_track_copy_is_refused_on_open(teacher, tmp_path):
    bundle = teacher.export_bundle(tmp_path / "bundle", pin=False).path
    (copy,) = [p for p in (bundle / "genome/track-files").rglob("*.bedgraph")]
    copy.write_text("chr21\t45700000\t45700500\t9.0\n")
    with pytest.raises(BundleError, match="track-files"):
        _open(bundle)


def test_a_track_file_that_cannot_be_taken_refuses_or_is_said_first(teacher, tmp_path):
    (tmp_path / "elsewhere" / "my signal.bedgraph").unlink()
    with pytest.raises(BundleError, match=r"would not be whole: 1 track cannot be copied.*mine"):
        teacher.export_bundle(tmp_path / "refused", pin=False)
    assert not (tmp_path / "refused").exists()
    manifest = teacher.export_bundle(tmp_path / "partial", pin=False, missing_tracks="leave")
    assert manifest.warnings[0].startswith("NOT WHOLE: track mine")
    assert manifest._repr_markdown_().startswith("**⚠ This bundle is not whole:** track mine")
    assert "1 warning)\n  ⚠ NOT WHOLE: track mine" in repr(manifest) and "sha256" not in repr(manifest)
