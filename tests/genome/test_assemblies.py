from __future__ import annotations

import json

import pytest

from genie_widgets.genome import (
    DEFAULT_GENOME_ID,
    ENCODE_ASSEMBLY,
    AssemblyError,
    Region,
    UnknownChromosomeError,
    encode_assembly,
    genome_ids,
    get_assembly,
    list_assemblies,
)
from genie_widgets.genome.assemblies import chrom_name_candidates, resolve_in

from .genome_testlib import data_path


def _chrom_sizes_file(genome: str) -> dict[str, int]:
    path = data_path("genome", "chrom_sizes", f"{genome}.chrom.sizes")
    out = {}
    for line in path.read_text().splitlines():
        if line.strip():
            name, size = line.split()[:2]
            out[name] = int(size)
    return out


@pytest.mark.parametrize("genome", ["hg38", "hg19", "mm10", "mm39"])
def test_sizes_match_independent_chrom_sizes(genome):
    """bioframe's tables agree with the igv chrom.sizes files for every primary chromosome."""
    assembly = get_assembly(genome)
    reference = _chrom_sizes_file(genome)
    for chrom, size in assembly.chrom_sizes.items():
        assert reference[chrom] == size, chrom
    assert assembly.size("chr1") == reference["chr1"]


def test_catalog_core():
    assert DEFAULT_GENOME_ID == "hg38"
    assert genome_ids()[0] == "hg38"
    for needed in ("hg38", "hg19", "mm10", "mm39"):
        assert needed in genome_ids()
    hg38 = get_assembly()
    assert hg38.genome_id == "hg38" and hg38.ncbi_name == "GRCh38"
    assert list(hg38.chrom_sizes)[:3] == ["chr1", "chr2", "chr3"]
    assert list(hg38.chrom_sizes)[-3:] == ["chrX", "chrY", "chrM"]
    assert len(hg38.chrom_sizes) == 25
    assert hg38.genome_length == sum(hg38.chrom_sizes.values())
    assert hg38.default_locus == Region("chr8", 127_700_000, 127_760_000)
    assert get_assembly("GRCh38") is hg38 and get_assembly("HG38") is hg38


def test_aliases():
    hg38 = get_assembly("hg38")
    assert hg38.resolve_chrom("1") == "chr1"
    assert hg38.resolve_chrom("chr1") == "chr1"
    assert hg38.resolve_chrom("MT") == "chrM"
    assert hg38.resolve_chrom("M") == "chrM"
    assert hg38.resolve_chrom("X") == "chrX"
    assert hg38.resolve_chrom("NC_000008.11") == "chr8"
    assert hg38.resolve_chrom("CM000670.2") == "chr8"
    assert hg38.resolve_chrom("CHR8") == "chr8"
    # non-primary sequences resolve but are not primary
    assert hg38.resolve_chrom("chr1_KI270706v1_random") == "chr1_KI270706v1_random"
    assert not hg38.is_primary("chr1_KI270706v1_random")
    assert hg38.is_primary("1")
    with pytest.raises(UnknownChromosomeError, match="unknown chromosome 'chr99' in hg38"):
        hg38.resolve_chrom("chr99")
    mm10 = get_assembly("mm10")
    assert mm10.resolve_chrom("19") == "chr19" and mm10.resolve_chrom("MT") == "chrM"
    assert "chr20" not in mm10.chrom_sizes


def test_hg19_mitochondrion_follows_the_tables():
    """hg19's chrM (NC_001807) is not the rCRS MT; bioframe maps MT to chrMT, and so do we."""
    hg19 = get_assembly("hg19")
    assert hg19.resolve_chrom("M") == "chrM"
    assert hg19.resolve_chrom("MT") == "chrMT"
    assert hg19.size("chrM") == 16_571 and hg19.size("MT") == 16_569


def test_regions():
    hg38 = get_assembly("hg38")
    assert hg38.chromosome_region("8") == Region("chr8", 0, 145_138_636)
    regions = hg38.genome_regions()
    assert len(regions) == 25 and sum(r.length for r in regions) == hg38.genome_length
    assert hg38.parse_locus("8:1-2") == Region("chr8", 1, 2)


def test_unknown_genome():
    with pytest.raises(AssemblyError, match="unknown genome 'hg99'.*hg38"):
        get_assembly("hg99")
    with pytest.raises(AssemblyError):
        get_assembly(38)  # type: ignore[arg-type]


def test_list_assemblies_is_json_ready():
    summaries = list_assemblies()
    json.dumps(summaries)
    ids = [s["id"] for s in summaries]
    assert ids[0] == "hg38" and {"hg19", "mm10", "mm39"} <= set(ids)
    hg38 = summaries[0]
    assert hg38["encodeAssembly"] == "GRCh38" and hg38["chromosomeCount"] == 25
    assert hg38["defaultLocus"] == "chr8:127700000-127760000"


def test_encode_mapping():
    assert dict(ENCODE_ASSEMBLY) == {"hg38": "GRCh38", "hg19": "hg19", "mm10": "mm10", "mm39": "GRCm39"}
    assert encode_assembly("hg38") == "GRCh38"
    assert encode_assembly("GRCh37") == "hg19"
    assert encode_assembly("dm6") is None


def test_name_candidates_and_resolve_in():
    assert chrom_name_candidates("1")[:2] == ["1", "chr1"]
    assert chrom_name_candidates("chrM")[:2] == ["chrM", "MT"]
    assert resolve_in(["1", "2", "X"], "chr1") == "1"
    assert resolve_in(["chr1"], "1") == "chr1"
    assert resolve_in(["chrM"], "MT") == "chrM"
    assert resolve_in(["NC_000008.11"], "chr8", get_assembly("hg38")) == "NC_000008.11"
    assert resolve_in(["3R"], "chr3R") == "3R"
    assert resolve_in(["chr1"], "chr2") is None


def test_scope_regions():
    from genie_widgets.genome import LocusError

    hg38 = get_assembly("hg38")
    view = Region("chr8", 127_700_000, 127_760_000)
    assert hg38.scope_regions("viewport", view) == [view]
    assert hg38.scope_regions("viewport", Region("8", 1, 2)) == [Region("chr8", 1, 2)]
    assert hg38.scope_regions("chromosome", view) == [Region("chr8", 0, 145_138_636)]
    assert hg38.scope_regions("all") == hg38.genome_regions()
    with pytest.raises(LocusError, match="not a resolved numeric"):
        hg38.scope_regions("viewport", None)
    with pytest.raises(AssemblyError, match="scope must be"):
        hg38.scope_regions("genome", view)
