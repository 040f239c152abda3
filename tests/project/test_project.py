import json
import re
import subprocess
import sys

import pytest

from genie_widgets.genome import LocusError, TrackTypeError
from genie_widgets.project import Project, ProjectError


@pytest.fixture()
def project(tmp_path):
    return Project.create(tmp_path / "proj", genome="hg38", name="Demo")


def test_create_layout_and_identity(project):
    assert re.fullmatch(r"project_[0-9a-f]{12}", project.id)
    assert project.genome == "hg38" and project.name == "Demo"
    meta = json.loads((project.path / "project.json").read_text())
    assert meta["schemaVersion"] == 1 and meta["projectId"] == project.id
    for sub in ("genome/browser.json", "genome/results", "sessions", "cache"):
        assert (project.path / sub).exists(), sub
    assert project.view.resolved  # the genome's default region


def test_genome_is_immutable(project, tmp_path):
    with pytest.raises(ProjectError, match="each project has one genome; create a new project"):
        project.genome = "mm10"
    with pytest.raises(ProjectError, match="each project has one genome"):
        Project.open_or_create(project.path, genome="mm10")
    assert Project.open_or_create(project.path, genome="hg38").id == project.id


def test_create_refuses_an_existing_project_and_unknown_genomes(project, tmp_path):
    with pytest.raises(ProjectError, match="already holds a project"):
        Project.create(project.path)
    with pytest.raises(ValueError, match="hg99|unknown"):
        Project.create(tmp_path / "x", genome="hg99")


def test_open_errors_are_clear_and_leave_files(tmp_path, project):
    with pytest.raises(ProjectError, match="no genie_widgets project here"):
        Project.open(tmp_path / "nothing")
    (project.path / "project.json").write_text("{broken")
    with pytest.raises(ProjectError, match="not valid JSON"):
        Project.open(project.path)
    assert (project.path / "project.json").read_text() == "{broken"


def test_view_region_parsing_and_errors(project):
    view = project.set_view("chr8:127,700,000-127,760,000")
    assert (view.chrom, view.start, view.end, view.locus) == ("chr8", 127_700_000, 127_760_000, "chr8:127700000-127760000")
    assert Project.open(project.path).view == view
    assert project.set_view("8:100-200").chrom == "chr8"
    for bad in ("chr8:200-100", "chr8:-5-10", "chrZZ:1-2", "chr8:1-999999999", "not a locus", "chr8:10-10"):
        with pytest.raises(LocusError):
            project.set_view(bad)
    assert project.view == project.browser_state().view  # a failed move changed nothing


def test_unresolved_view(project):
    view = project.set_unresolved_view("somewhere near MYC")
    assert not view.resolved and view.start is None and view.region() is None
    assert Project.open(project.path).view.locus == "somewhere near MYC"


def test_tracks_add_update_remove_and_listeners(project, shared_data):
    seen = []
    unsubscribe = project.on_change(lambda state: seen.append(len(state.tracks)))
    bw = shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw"
    peaks = shared_data / "peaks/bioframe_narrowPeak.bed"
    a = project.add_track(bw)
    b = project.add_track(peaks, name="Peaks")
    assert (a.type, a.kind, a.source, a.order) == ("bigwig", "signal", "local", 0)
    assert (b.type, b.kind, b.name, b.order) in {("narrowpeak", "interval", "Peaks", 1), ("bed", "interval", "Peaks", 1)}
    assert seen == [1, 2]
    project.update_track(b.id, order=0, visible=False, height=5000, name="My peaks")
    top = project.tracks[0]
    assert (top.id, top.visible, top.height, top.name) == (b.id, False, 600, "My peaks")
    assert [t.order for t in project.tracks] == [0, 1]
    project.remove_track(a.id)
    assert [t.id for t in Project.open(project.path).tracks] == [b.id]
    unsubscribe()
    project.update_track(b.id, visible=True)
    assert seen == [1, 2, 2, 1]


def test_track_errors(project, shared_data, tmp_path):
    bw = shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw"
    with pytest.raises(TrackTypeError, match="use type='bigwig'"):
        project.add_track(bw, "bed")
    with pytest.raises(FileNotFoundError, match="track file not found"):
        project.add_track(tmp_path / "missing.bw")
    with pytest.raises(KeyError, match="Track 'nope' was not found"):
        project.update_track("nope", visible=False)
    with pytest.raises(KeyError, match="Catalog track 'nope'"):
        project.add_track(catalog_id="nope")
    assert project.tracks == []


def test_catalog_track(project):
    track = project.add_track(catalog_id="genes")
    assert (track.type, track.kind, track.source) == ("annotation", "other", "catalog")


def test_sessions(project):
    s = project.session("session_a")
    assert s.dir == project.path / "sessions" / "session_a"
    assert s.citations.session_id == "session_a" and s.citations.project_id == project.id
    t = project.session()
    assert t.id.startswith("session_") and set(project.sessions()) == {"session_a", t.id}
    with pytest.raises(ProjectError, match="invalid session id"):
        project.session("../escape")


WRITER = r"""
import sys
from genie_widgets.project import Project
p = Project.open(sys.argv[1])
for i in range(15):
    p.add_track(sys.argv[2], "bigwig", name=f"{sys.argv[3]} {i}")
"""


def test_two_processes_adding_tracks_lose_nothing(project, shared_data):
    bw = str(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw")
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(project.path), bw, name]) for name in ("a", "b")]
    for p in procs:
        assert p.wait(timeout=120) == 0
    names = {t.name for t in Project.open(project.path).tracks}
    assert names == {f"{n} {i}" for n in ("a", "b") for i in range(15)}
