"""What the browser says and marks stays true as the view moves (issue 30): the first-view note
("Moved to …") goes once the view leaves the place it names — by goto, ``locus=``, the page or the
agent — and is never shown for a locus the user gave; a gene highlight stays while the gene is in
view and goes when the view leaves it (a typed locus also drops it, in the page)."""

from __future__ import annotations

import pytest

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser

REP1 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19/rep1.fc.signal.bigwig"
JUNB = {"chrom": "chr19", "start": 12_791_485, "end": 12_793_315, "label": "JUNB"}  # Ensembl 100


pytestmark = pytest.mark.usefixtures("fresh_gene_annotations")  # tests/conftest.py


def _chr19_project(tmp_path, shared_data, name="p"):
    project = Project.create(tmp_path / name)  # hg38: the default view is MYC on chr8
    project.add_track(shared_data / REP1, name="rep1")
    return project


def test_the_first_view_note_goes_when_the_view_moves(tmp_path, shared_data):
    project = _chr19_project(tmp_path, shared_data)
    browser = GenomeBrowser(project)
    moved_to = browser.locus
    assert browser.notice.startswith("Moved to chr19:") and browser.notice_locus == moved_to
    browser.goto("chr19:1,200,000-1,300,000")
    assert (browser.notice, browser.notice_locus) == ("", "")
    project.set_view(moved_to)  # back where it was: the note was about the first view only
    assert browser.notice == ""
    # A second browser of the project opens where the project is: nothing to explain.
    assert GenomeBrowser(project).notice == ""


@pytest.mark.parametrize("how", ["page", "agent", "locus-trait"])
def test_other_routes_clear_the_note_too(tmp_path, shared_data, how):
    project = _chr19_project(tmp_path, shared_data)
    browser = GenomeBrowser(project)
    assert "Moved to" in browser.notice
    if how == "page":  # the page's locus trait after a drag
        browser.set_state({"locus": "chr19:2000000-2100000"})
    elif how == "agent":
        project.set_view("chr19:2,000,000-2,100,000")
    else:
        browser.locus = "chr19:2,000,000-2,100,000"
    assert project.view.locus == "chr19:2000000-2100000"
    assert "Moved to" not in browser.notice and browser.notice_locus == ""


def test_a_locus_given_at_opening_is_never_explained_away(tmp_path, shared_data):
    project = _chr19_project(tmp_path, shared_data)
    browser = GenomeBrowser(project, locus="chr19:1,000,000-1,100,000")
    assert browser.locus == "chr19:1000000-1100000" == project.view.locus
    assert browser.notice == "" and browser.notice_locus == ""


def test_a_caller_notice_is_left_alone(tmp_path, shared_data):
    project = _chr19_project(tmp_path, shared_data)
    browser = GenomeBrowser(project, notice="Reviewing replicate 1")
    browser.goto("chr19:1,200,000-1,300,000")
    assert browser.notice == "Reviewing replicate 1"


def test_the_gene_track_note_stays_while_true(tmp_path, shared_data):
    project = Project.create(tmp_path / "dm", genome="dm6")  # no annotation known for dm6
    browser = GenomeBrowser(project)
    note = browser.notice
    assert note.startswith("No offline gene annotation") and browser.notice_locus == ""
    project.set_view("chr2L:1,000-50,000")
    assert browser.notice == note  # still true after a move
    # Once the project has an annotation track, the note is no longer true. (A dm6 GTF is not in
    # the shared data: an hg19 one stands in, unchecked, since only the track's presence counts.)
    gtf = shared_data / "bigwig/k562_chr9_4-6Mb/gtf_chr9_4000000_6000000.gtf"
    project.add_track(gtf, "annotation", name="genes", validate=False)
    assert browser.notice == ""


def test_a_gene_highlight_stays_while_the_gene_is_in_view(tmp_path):
    project = Project.create(tmp_path / "p")
    browser = GenomeBrowser(project)
    browser.goto("JUNB")
    assert browser.highlight == JUNB
    project.set_view("chr19:12,780,000-12,792,000")  # panned: half the gene still shows
    assert browser.highlight == JUNB
    project.set_view("chr19:12,700,000-12,790,000")  # the gene left the view
    assert browser.highlight is None
    browser.goto("JUNB")
    browser.set_state({"locus": "chr8:127000000-128000000"})  # the page moved to another chromosome
    assert browser.highlight is None
    browser.show("chr19:1,050,000-1,051,000", label="a peak")
    assert browser.highlight["label"] == "a peak"
    browser.goto("chr19:1,000,000-1,100,000")  # a locus is shown exactly: no mark
    assert browser.highlight is None
    browser.close()
