"""The gene index shipped in the wheel: symbols resolve for hg38, hg19 and mm10 with no network.

The loopback-only guard of tests/conftest.py is active: any attempt to download an annotation
fails, so these tests pass only if the bundled files answer.
"""

from __future__ import annotations

import pytest

from genie_widgets import Project
from genie_widgets.genome import GeneAnnotationError, load_gene_index
from genie_widgets.genome.genes import (
    BUNDLED_GENOMES,
    DEFAULT_ANNOTATION_URLS,
    annotation_source,
    bundled_annotation,
)

pytestmark = pytest.mark.usefixtures("fresh_gene_annotations")  # tests/conftest.py


def test_bundled_files_are_small_and_present():
    total = 0
    for genome in BUNDLED_GENOMES:
        path = bundled_annotation(genome)
        assert path is not None and path.name == f"genes_{genome}.tsv.gz"
        total += path.stat().st_size
        assert annotation_source(genome) == str(path)
    assert total < 5_000_000, f"bundled gene data is {total:,} bytes"
    assert bundled_annotation("mm39") is None
    assert annotation_source("mm39") is None  # no bundled index: no silent download (issue 30)


def test_fresh_project_finds_junb_on_hg38_offline(tmp_path):
    project = Project.create(tmp_path / "p38", genome="hg38")
    junb = project.find_gene("JUNB")
    # Ensembl 100 ENSG00000171223, 0-based start (Ensembl's 1-based 12,791,486)
    assert (junb.chrom, junb.start, junb.end, junb.strand, junb.biotype) == (
        "chr19", 12_791_485, 12_793_315, "+", "protein_coding")
    assert junb.gene_id == "ENSG00000171223"
    region, gene = project.locate("junb")
    assert gene is not None and region == junb.region


def test_fresh_project_finds_pou5f1_on_hg19_offline(tmp_path):
    project = Project.create(tmp_path / "p19", genome="hg19")
    pou5f1 = project.find_gene("POU5F1")
    assert (pou5f1.chrom, pou5f1.strand) == ("chr6", "-")
    # hg19 coordinates (hg38 puts it near 31.16 Mb): it overlaps the H1 POU5F1 data window
    assert 31_130_000 < pou5f1.start < 31_140_000 < pou5f1.end
    # an HGNC alias finds the gene when no gene carries that symbol
    assert project.find_gene("OCT4").symbol == "POU5F1"
    # a gene that is an alias of another gene keeps its own locus
    myc = load_gene_index("hg19").lookup("MYC")
    assert myc.chrom == "chr8" and myc.start == 128_747_679


def test_mouse_mm10_offline(tmp_path):
    index = load_gene_index("mm10")
    gene = index.lookup("pou5f1")
    assert (gene.symbol, gene.chrom, gene.strand) == ("Pou5f1", "chr17", "+")
    assert index.suggest("Pou5")[0] == "Pou5f1"


def test_models_are_spans_without_exons():
    index = load_gene_index("hg38")
    genes = index.genes_in("chr19", 12_780_000, 12_800_000)
    junb = next(g for g in genes if g.symbol == "JUNB")
    model = junb.transcripts[0]
    assert (model.start, model.end) == (junb.start, junb.end)
    assert model.exon_starts == () and model.exon_ends == ()  # drawn as a line, never as one exon


def test_refgene_word_picks_the_download_and_fails_short_offline(monkeypatch, tmp_path):
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", "refgene")
    assert annotation_source("hg38") == DEFAULT_ANNOTATION_URLS["hg38"]
    with pytest.raises(GeneAnnotationError) as info:
        load_gene_index("hg38", cache_dir=tmp_path)
    message = str(info.value)
    # one short line with the fix, no HTTP-library internals
    assert "\n" not in message and len(message) < 160, message
    assert "GENIE_WIDGETS_ANNOTATION_HG38" in message and "urllib3" not in message
