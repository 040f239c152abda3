"""The browser and genes (#13): a gene track by default (bundled annotation, no network),
goto(gene) with a flank and a highlight, short locus-box errors, and a plain note when a genome
has no annotation."""

from __future__ import annotations

import pytest

from genie_widgets.genome import GeneAnnotationError, GeneNotFoundError
from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser
from genie_widgets.widgets.browser import locus_box_message


class Sent(list):
    def __call__(self, content, buffers=None):
        self.append(content)


pytestmark = pytest.mark.usefixtures("fresh_gene_annotations")  # tests/conftest.py


def test_gene_track_by_default_and_goto_gene_with_flank(tmp_path, monkeypatch):
    project = Project.create(tmp_path / "p", genome="hg38")
    browser = GenomeBrowser(project)
    genes = [t for t in project.tracks if t.type == "annotation"]
    assert len(genes) == 1 and browser.tracks[-1]["type"] == "annotation" and browser.notice == ""
    assert len([t for t in GenomeBrowser(project).project.tracks if t.type == "annotation"]) == 1  # once

    locus = browser.goto("JUNB")  # ENSG00000171223 chr19:12,791,485-12,793,315 (1,830 bp)
    pad = round(1_830 * 0.2)
    assert locus == f"chr19:{12_791_485 - pad}-{12_793_315 + pad}"
    assert project.view.locus == locus
    assert browser.highlight == {"chrom": "chr19", "start": 12_791_485, "end": 12_793_315, "label": "JUNB"}
    assert browser.goto("junb", flank=0.5) == f"chr19:{12_791_485 - 915}-{12_793_315 + 915}"
    browser.gene_flank = 0
    assert browser.goto("JUNB") == "chr19:12791485-12793315"
    # a locus is shown exactly and clears the gene highlight
    assert browser.goto("chr19:1,000,000-1,100,000") == "chr19:1000000-1100000"
    assert browser.highlight is None
    with pytest.raises(ValueError, match="flank"):
        browser.goto("JUNB", flank=-1)

    # the locus box: a found gene answers ok, an unknown one a single short line
    sent = Sent()
    monkeypatch.setattr(browser, "send", sent)
    browser._on_message(browser, {"type": "goto", "text": "MYC"}, [])
    assert sent[-1]["ok"] is True and sent[-1]["locus"].startswith("chr8:")
    browser._on_message(browser, {"type": "goto", "text": "NOTAGENE1"}, [])
    message = sent[-1]["message"]
    assert sent[-1]["ok"] is False and "\n" not in message and len(message) <= 140 and "NOTAGENE1" in message
    browser.close()


def test_no_annotation_says_why(tmp_path):
    project = Project.create(tmp_path / "dm", genome="dm6")
    browser = GenomeBrowser(project)
    assert project.tracks == []
    assert browser.notice.startswith("No offline gene annotation for dm6")
    assert "GENIE_WIDGETS_ANNOTATION_DM6" in browser.notice
    assert GenomeBrowser(project, genes=False).notice == ""


@pytest.fixture()
def no_network(monkeypatch):
    """Every connection to another host is refused and recorded (a silent read fails the test)."""
    import socket

    attempts: list[str] = []
    connect = socket.socket.connect

    def guard(self, address, *args):
        if self.family in (socket.AF_INET, socket.AF_INET6) and address[0] not in ("127.0.0.1", "::1"):
            attempts.append(str(address))
            raise OSError("network disabled by the test")
        return connect(self, address, *args)

    monkeypatch.setattr(socket.socket, "connect", guard)
    return attempts


def test_mm39_adds_no_network_gene_track_and_says_how(tmp_path, no_network):
    project = Project.create(tmp_path / "mouse", genome="mm39")  # no bundled index (issue 30)
    browser = GenomeBrowser(project)
    assert project.tracks == [] and project.available_catalog_tracks() == []
    note = browser.notice
    assert note.startswith("No offline gene annotation for mm39") and "GENIE_WIDGETS_ANNOTATION_MM39" in note
    assert "refgene" in note and "\n" not in note and len(note) <= 140, note
    # A gene typed in the locus box: one short line, and still no network.
    sent = Sent()
    browser.send = sent  # type: ignore[method-assign]
    browser._on_message(browser, {"type": "goto", "text": "Actb"}, [])
    assert sent[-1]["ok"] is False and "GENIE_WIDGETS_ANNOTATION_MM39" in sent[-1]["message"]
    with pytest.raises(GeneAnnotationError, match="no offline gene annotation for mm39"):
        project.gene_index()
    assert no_network == []
    browser.close()


def test_locus_box_message_is_one_short_line():
    long = GeneAnnotationError("'FOO' is not a chr:start-end locus, and gene lookup is unavailable: mm39 genes "
                               "are not available offline (hgdownload.soe.ucsc.edu unreachable): set "
                               "GENIE_WIDGETS_ANNOTATION_MM39 to a local GTF/GFF3/BED12/refGene file")
    text = locus_box_message(long)
    assert text.startswith("Gene lookup unavailable: mm39 genes are not available offline")
    assert len(text) <= 140 and "\n" not in text
    assert locus_box_message(GeneNotFoundError("x\n" + "y" * 400, [])).endswith("…")


def test_svg_gene_labels_do_not_overlap():
    from genie_widgets.widgets.svg import place_gene_labels

    spans = [(100 + 10 * k, 102 + 10 * k, 60.0) for k in range(10)]
    places = place_gene_labels(spans, 800, 3)
    boxes = []
    for (x0, x1, w), (row, lx) in zip(spans, places):
        if row >= 0:
            boxes.append((row, min(x0, lx), max(x1, lx + w)))
    for i, (r, a0, a1) in enumerate(boxes):
        for r2, b0, b1 in boxes[i + 1:]:
            assert not (r == r2 and a0 < b1 and b0 < a1)
    assert any(row < 0 for row, _ in places) and {r for r, _, _ in boxes} == {0, 1, 2}


def test_svg_snapshot_draws_bundled_genes_with_strand(tmp_path):
    project = Project.create(tmp_path / "svg", genome="hg38")
    project.set_view("chr19:12,780,000-12,800,000")
    browser = GenomeBrowser(project)
    svg = browser.to_svg()
    assert "JUNB →" in svg and "<rect" in svg
    browser.close()


def test_an_annotation_track_draws_its_own_file(tmp_path, shared_data):
    """A user's GTF added as an annotation track draws that file's models (exons), not the
    genome's bundled index (spans only); the browser then adds no second gene track."""
    from genie_widgets.widgets.tiles import TILE_BINS, TileServer

    project = Project.create(tmp_path / "k562", genome="hg19")
    gtf = project.add_track(shared_data / "bigwig/k562_chr9_4-6Mb/gtf_chr9_4000000_6000000.gtf", "annotation",
                            name="K562 GTF genes")
    browser = GenomeBrowser(project)
    assert [t.id for t in project.tracks] == [gtf.id] and browser.notice == ""
    z = 10
    meta, _ = TileServer(project).tile(gtf, "chr9", z, 4_000_000 // (TILE_BINS << z))
    glis3 = next(g for g in meta["genes"] if g["symbol"] == "GLIS3")
    assert glis3["transcripts"][0]["exonStarts"], "exons from the GTF, not the bundled spans"
    browser.goto("chr9:4,000,000-4,300,000")
    assert "GLIS3" in browser.to_svg()  # the static snapshot reads the same file
    browser.close()
