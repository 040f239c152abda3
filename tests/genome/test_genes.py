"""Gene index over the real annotation files."""

from __future__ import annotations

import shutil

import pytest

from genie_widgets.genome import (
    GeneAnnotationError,
    GeneIndex,
    GeneNotFoundError,
    Region,
    load_gene_index,
    quantify_at_features,
)
from genie_widgets.genome.gene_formats import detect_format
from genie_widgets.genome.genes import annotation_source, clear_cache

from .genome_testlib import data_path

MYC_HG38 = ("chr8", 127_735_433, 127_742_951)  # GENCODE 1-based 127,735,434 → 0-based


@pytest.fixture(scope="module")
def gencode():
    return GeneIndex.from_file(
        data_path("annotation", "hg38_gencode_pypi", "genes.tsv.gz"), assembly="hg38",
        exons=data_path("annotation", "hg38_gencode_pypi", "exons_chr4_chr8_chr19_chr21.tsv.gz"),
    )


def test_gencode_table(gencode):
    assert len(gencode) == 62_703
    myc = gencode.lookup("MYC")
    assert (myc.chrom, myc.start, myc.end, myc.strand) == (*MYC_HG38, "+")
    assert myc.biotype == "protein_coding"
    alb = gencode.lookup("alb")  # case-insensitive
    assert (alb.symbol, alb.chrom, alb.start, alb.end, alb.strand) == ("ALB", "chr4", 73_397_113, 73_421_482, "+")
    assert alb.region == Region("chr4", 73_397_113, 73_421_482)
    assert alb.locus == "chr4:73397113-73421482"
    # the exon table gives a collapsed model inside the gene
    model = alb.transcripts[0]
    assert model.exon_starts[0] == alb.start and model.exon_ends[-1] == alb.end
    assert len(model.exon_starts) > 10
    assert all(a < b for a, b in zip(model.exon_starts, model.exon_ends))


def test_suggestions_and_missing(gencode):
    assert gencode.suggest("MYC")[:3] == ["MYC", "MYCL", "MYCN"]
    assert gencode.suggest("myc") == gencode.suggest("MYC")
    assert gencode.suggest("") == []
    with pytest.raises(GeneNotFoundError) as info:
        gencode.lookup("MYCX")
    assert "MYC" in info.value.suggestions and "did you mean" in str(info.value)
    assert "MYC" in gencode and "NOT_A_GENE" not in gencode


def test_models_in_window(gencode):
    genes = gencode.genes_in("chr8", 127_700_000, 127_760_000)
    assert {"MYC", "CASC11"} <= {g.symbol for g in genes}
    assert [g.start for g in genes] == sorted(g.start for g in genes)
    assert all(g.transcripts for g in genes)
    assert gencode.genes_in("8", 127_736_000, 127_736_001)[0].symbol in {"MYC", "CASC11"}  # alias
    assert gencode.genes_in("chrUn_nothing", 0, 10) == []
    payload = genes[0].to_dict(models=True)
    assert {"symbol", "locus", "transcripts"} <= set(payload) and "exonStarts" in payload["transcripts"][0]


@pytest.mark.parametrize(
    "parts, fmt, genome, symbol, expected, n_transcripts",
    [
        (("hg38_MYC", "Ensembl_MYC-region.gff3"), "gff3", "hg38", "MYC", ("chr8", 127_735_433, 127_741_434), 9),
        (("hg38_MYC", "NCBI_hg38_MYC.gff"), "gff3", "hg38", "MYC", MYC_HG38, 2),
        (("hg38_MYC", "NCBI_hg38_MYC.gtf"), "gtf", "hg38", "myc", MYC_HG38, 2),
        (("hg38_MYC", "myc.refgene"), "refgene", "hg38", "MYC", MYC_HG38, 1),
        (("hg38_MYC", "Ensembl_MYC-205.gff3"), "gff3", "hg38", "ENSG00000136997",
         ("chr8", 127_736_219, 127_741_372), 1),
        (("hg38_MYC", "genePred_myc_hg38.txt"), "genepred", "hg38", "uc022bbe.2",
         ("chr8", 127_735_433, 127_740_477), 1),
        (("hg19_MYC_family", "myc_refFlat.txt"), "refflat", "hg19", "MYC", ("chr8", 128_748_314, 128_753_680), 1),
        (("hg19_MYC_family", "myc_refGene_genePredExt.txt"), "refgene", "hg19", "MYCN",
         ("chr2", 16_080_559, 16_087_129), 4),
        (("hg38_chr21_ncbiRefSeq", "test_chr21.gtf.gz"), "gtf", "hg38", "COL6A1", ("chr21", 45_981_769, 46_005_048),
         None),
        (("hg38_chr20_ensembl94", "Homo_sapiens.GRCh38.94.chr.gff3"), "gff3", "hg38", "XRN2",
         ("chr20", None, 21_389_827), None),
    ],
)
def test_annotation_formats(parts, fmt, genome, symbol, expected, n_transcripts):
    path = data_path("annotation", *parts)
    assert detect_format(path) == fmt
    index = GeneIndex.from_file(path, assembly=genome)
    gene = index.lookup(symbol)
    chrom, start, end = expected
    assert gene.chrom == chrom and gene.end == end
    if start is not None:
        assert gene.start == start
    if n_transcripts is not None:
        assert len(gene.transcripts) == n_transcripts
    for t in gene.transcripts:
        assert t.exon_starts == tuple(sorted(t.exon_starts))
        assert t.start == t.exon_starts[0] and t.end == t.exon_ends[-1]
        assert gene.start <= t.start < t.end <= gene.end


def test_gtf_cds_and_exons():
    index = GeneIndex.from_file(data_path("annotation", "hg38_MYC", "NCBI_hg38_MYC.gtf"), assembly="hg38")
    myc = index.lookup("MYC")
    tx = {t.transcript_id: t for t in myc.transcripts}
    t = tx["NM_001354870.1"]
    # the same transcript in UCSC refGene: exons and CDS in 0-based coordinates
    assert t.exon_starts == (127_735_433, 127_738_250, 127_740_395)
    assert t.exon_ends == (127_736_623, 127_739_019, 127_742_951)
    assert (t.cds_start, t.cds_end) == (127_736_593, 127_740_958)


def test_bed12_annotation():
    index = GeneIndex.from_file(data_path("peaks", "bioframe_bed12.bed"))
    assert len(index) > 0
    gene = index.genes.iloc[0]
    model = index.lookup(gene["symbol"]).transcripts[0]
    assert len(model.exon_starts) >= 1


def test_genes_as_quantify_features(gencode):
    bw = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    features = gencode.features_frame("chr19")
    result = quantify_at_features(bw, features, [Region("chr19", 0, 2_000_000)])
    assert result.row_count > 10 and result.table["name"].iloc[0]


# ---------------------------------------------------------------------------- default sources
def test_default_source_configuration(monkeypatch):
    monkeypatch.delenv("GENIE_WIDGETS_ANNOTATION_HG38", raising=False)
    monkeypatch.delenv("GENIE_WIDGETS_ANNOTATION_MM39", raising=False)
    # hg38 answers from the bundled index (#13); mm39 reads the network only when asked (issue 30)
    assert annotation_source("hg38").endswith("genes_hg38.tsv.gz")
    assert annotation_source("mm39") is None
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_MM39", "refgene")
    assert annotation_source("mm39").endswith("/mm39/database/refGene.txt.gz")
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", "/data/genes.gtf")
    assert annotation_source("hg38") == "/data/genes.gtf"
    assert annotation_source("hg38", "/x.gtf") == "/x.gtf"
    assert annotation_source("dm6") is None


def test_env_var_local_file(monkeypatch):
    clear_cache()
    path = data_path("annotation", "hg38_MYC", "myc.refgene")
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", str(path))
    index = load_gene_index("hg38")
    assert index.lookup("MYC").chrom == "chr8"
    assert load_gene_index("hg38") is index  # kept in memory


def test_url_downloaded_once_with_progress(http_root, tmp_path):
    clear_cache()
    root, base = http_root
    shutil.copy(data_path("annotation", "hg38_chr21_ncbiRefSeq", "test_chr21.gtf.gz"), root / "genes.gtf.gz")
    seen = []
    url = f"{base}/genes.gtf.gz"
    from genie_widgets.genome.remote import download_to_cache

    download_to_cache(url, tmp_path / "c", progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][0] == seen[-1][1]
    index = load_gene_index("hg38", url, progress=False)
    assert index.lookup("COL6A1").chrom == "chr21"
    (root / "genes.gtf.gz").unlink()
    clear_cache()
    assert load_gene_index("hg38", url).lookup("S100B").chrom == "chr21"  # from the cache


def test_offline_without_local_file(closed_port_url, monkeypatch):
    clear_cache()
    monkeypatch.setenv("GENIE_WIDGETS_ANNOTATION_HG38", f"{closed_port_url}/refGene.txt.gz")
    with pytest.raises(GeneAnnotationError, match="not available offline.*GENIE_WIDGETS_ANNOTATION_HG38"):
        load_gene_index("hg38")
    with pytest.raises(GeneAnnotationError, match="does not exist"):
        load_gene_index("hg38", "/nonexistent/genes.gtf")
    with pytest.raises(GeneAnnotationError, match="no offline gene annotation for dm6: set GENIE_WIDGETS_ANNOTATION_DM6"):
        load_gene_index("dm6")


def test_bad_annotation_file(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not\nan annotation\n")
    with pytest.raises(GeneAnnotationError):
        GeneIndex.from_file(bad)
    with pytest.raises(GeneAnnotationError, match="not found"):
        GeneIndex.from_file(tmp_path / "missing.gtf")
