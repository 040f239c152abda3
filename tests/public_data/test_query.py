"""Normalizing a search: defaults, clamps, assembly and organism rules, assay/target spelling."""

from __future__ import annotations

import re

import pytest

from genie_widgets.public_data.query import Filters, QueryError, normalize_query


@pytest.mark.parametrize("given, expected", [
    (None, 10), (10, 10), (0, 1), (-5, 1), (1, 1), (25, 25), (26, 25), (100, 25), (3.6, 4), (3.4, 3), ("7", 7),
])
def test_limit_defaults_to_10_and_is_clamped_to_1_25(given, expected):
    q = normalize_query(genome="hg38", limit=given)
    assert q.limit == expected
    changed = given is not None and float(given) != expected
    assert any("limit" in n for n in q.notes) == changed


@pytest.mark.parametrize("bad", ["many", float("nan"), float("inf"), True])
def test_limit_that_is_not_a_number_is_refused(bad):
    with pytest.raises(QueryError, match="limit must be a number from 1 to 25"):
        normalize_query(genome="hg38", limit=bad)


@pytest.mark.parametrize("genome, field, expected", [
    ("hg38", None, "GRCh38"), ("hg38", "hg19", "GRCh38"), ("hg38", "GRCh38", "GRCh38"), ("hg38", "hg38", "GRCh38"),
    ("hg19", None, "hg19"), ("hg19", "GRCh38", "hg19"), ("mm10", None, "mm10"), ("mm39", None, "GRCm39"),
    ("mm9", None, "mm9"), ("dm6", "dm6", "dm6"), (None, None, "GRCh38"), (None, "hg38", "GRCh38"),
    (None, "grcm39", "GRCm39"),
])
def test_assembly_comes_from_the_project_genome(genome, field, expected):
    q = normalize_query(genome=genome, assembly=field)
    assert q.assembly == expected


def test_an_overridden_assembly_field_is_noted():
    q = normalize_query(genome="hg38", assembly="hg19")
    assert q.assembly == "GRCh38"
    assert q.notes == ("assembly 'hg19' was not used: this is a hg38 project, which the portal calls GRCh38",)
    assert normalize_query(genome="hg38", assembly="GRCh38").notes == ()


def test_organism_defaults_to_homo_sapiens_or_the_assemblys_organism():
    assert normalize_query(genome="hg38").organism == "Homo sapiens"
    assert normalize_query(genome="hg38", organism="human").organism == "Homo sapiens"
    assert normalize_query(genome="mm10").organism == "Mus musculus"
    assert normalize_query(genome="mm39", organism="Mouse").organism == "Mus musculus"


def test_an_organism_the_assembly_does_not_belong_to_is_refused():
    with pytest.raises(QueryError, match="organism Mus musculus has no files on this hg38 project's assembly GRCh38"):
        normalize_query(genome="hg38", organism="Mus musculus")
    with pytest.raises(QueryError, match="Homo sapiens"):
        normalize_query(genome="mm10", organism="Homo sapiens")


@pytest.mark.parametrize("given, expected", [
    (None, "bigWig"), ("bigwig", "bigWig"), ("BIGWIG", "bigWig"), ("bw", "bigWig"), ("bigbed", "bigBed"),
    ("bed", "bed"), ("TSV", "tsv"),
])
def test_file_type_in_the_portals_spelling(given, expected):
    assert normalize_query(genome="hg38", file_type=given).file_format == expected


@pytest.mark.parametrize("given, fmt, portal_type", [
    ("bed narrowPeak", "bed", "bed narrowPeak"), ("bigBed narrowPeak", "bigBed", "bigBed narrowPeak"),
    ("BIGBED  NARROWPEAK", "bigBed", "bigBed narrowPeak"), ("bigWig", "bigWig", None), ("bb bed6+", "bigBed",
                                                                                        "bigBed bed6+"),
])
def test_file_type_accepts_the_portals_file_types(given, fmt, portal_type):
    q = normalize_query(genome="hg38", file_type=given)
    assert (q.file_format, q.file_type) == (fmt, portal_type)
    assert q.to_json()["fileType"] == (portal_type or fmt)
    assert (("file_type", portal_type) in Filters().params(q)) == (portal_type is not None)


@pytest.mark.parametrize("given, says", [
    ("weird", "'weird' is not a portal file format"),
    ("bigBed narrowpek", "'narrowpek' is not a portal file type after bigBed"),
    ("narrowPeak", "say 'bigBed narrowPeak' or 'bed narrowPeak'"),
])
def test_a_file_type_not_understood_is_refused_saying_which_part(given, says):
    with pytest.raises(QueryError, match=re.escape(says)):
        normalize_query(genome="hg38", file_type=given)


def test_a_human_cell_line_in_a_mouse_project_gets_a_hint():
    q = normalize_query(genome="mm10", biosample="k562")
    assert q.notes == ("K562 is a Homo sapiens cell line, but this mm10 project searches Mus musculus files: expect "
                       "few or no matches; search from a project of a Homo sapiens genome for K562 data",)
    assert normalize_query(genome="hg38", biosample="K562").notes == ()
    assert "MEL is a Mus musculus cell line" in normalize_query(genome="hg38", biosample="MEL").notes[0]


@pytest.mark.parametrize("given, expected", [
    ("histone chip-seq", ("Histone ChIP-seq", "assay_title", "ChIP-seq")),
    ("TF ChIP-seq", ("TF ChIP-seq", "assay_title", "ChIP-seq")),
    ("total rna-seq", ("total RNA-seq", "assay_title", "RNA-seq")),
    ("ChIP-seq", ("ChIP-seq", "assay_term_name", None)),
    ("dnase-seq", ("DNase-seq", "assay_title", None)),
    ("Foo-seq", ("Foo-seq", "assay_title", "Foo-seq")),
])
def test_assay_resolves_to_a_title_or_a_term_and_what_it_widens_to(given, expected):
    q = normalize_query(genome="hg38", assay=given)
    assert (q.assay, q.assay_field, q.assay_term) == expected


@pytest.mark.parametrize("given, expected", [
    ("h3k27ac", "H3K27ac"), ("H3K4ME3", "H3K4me3"), ("h4k20me1", "H4K20me1"), ("CTCF", "CTCF"), ("ctcf", "ctcf"),
    ("eGFP-NFE2", "eGFP-NFE2"),
])
def test_histone_targets_in_the_portals_spelling(given, expected):
    assert normalize_query(genome="hg38", target=given).target == expected


def test_blank_text_counts_as_not_given_and_whitespace_is_collapsed():
    q = normalize_query(genome="hg38", assay="  ", biosample="  K562 ", free_text="  MYC   enhancer ")
    assert q.assay is None and q.biosample == "K562" and q.free_text == "MYC enhancer"
    with pytest.raises(QueryError, match="biosample must be text"):
        normalize_query(genome="hg38", biosample=562)


def test_normalized_query_json_uses_the_tools_parameter_names():
    q = normalize_query(genome="hg38", assay="Histone ChIP-seq", target="H3K27ac", biosample="K562")
    assert q.to_json() == {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562",
                           "organism": "Homo sapiens", "assembly": "GRCh38", "fileType": "bigWig", "freeText": None,
                           "limit": 10, "genome": "hg38"}
    assert q.describe() == "Histone ChIP-seq H3K27ac in K562 (bigWig, GRCh38)"


def test_filters_become_portal_parameters_in_a_fixed_order():
    q = normalize_query(genome="hg38", assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", free_text="MYC")
    f = Filters(biosample=("biosample_ontology.organ_slims", ("blood", "bodily fluid")),
                assay=("assay_title", "Histone ChIP-seq"), target="H3K27ac",
                output_types=("fold change over control", "signal p-value"), search_terms=("MYC",))
    assert f.params(q) == [
        ("type", "File"), ("status", "released"), ("file_format", "bigWig"), ("assembly", "GRCh38"),
        ("assay_title", "Histone ChIP-seq"), ("target.label", "H3K27ac"),
        ("biosample_ontology.organ_slims", "blood"), ("biosample_ontology.organ_slims", "bodily fluid"),
        ("output_type", "fold change over control"), ("output_type", "signal p-value"), ("searchTerm", "MYC"),
    ]
