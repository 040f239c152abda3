from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from genie_widgets.genome import (
    LocusError,
    Region,
    UnknownChromosomeError,
    format_locus,
    get_assembly,
    looks_like_locus,
    merge_regions,
    parse_locus,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("chr8:127,700,000-127,760,000", Region("chr8", 127_700_000, 127_760_000)),
        ("chr8:127700000-127760000", Region("chr8", 127_700_000, 127_760_000)),
        ("  chr8 : 127,700,000 – 127,760,000  ", Region("chr8", 127_700_000, 127_760_000)),
        ("chr8:127700000\u2014127760000", Region("chr8", 127_700_000, 127_760_000)),
        ("chrX:0-1", Region("chrX", 0, 1)),
        ("HLA-A*01:01:01:01:10-20", Region("HLA-A*01:01:01:01", 10, 20)),
    ],
)
def test_parse_valid(text, expected):
    assert parse_locus(text) == expected


def test_region_basics():
    r = Region("chr8", 127_700_000, 127_760_000)
    assert r.length == 60_000
    assert r.locus == "chr8:127700000-127760000"
    assert str(r) == r.locus
    assert format_locus(r) == "chr8:127,700,000-127,760,000"
    assert format_locus(r, commas=False) == "chr8:127700000-127760000"
    assert r.overlaps(Region("chr8", 127_759_999, 127_800_000))
    assert not r.overlaps(Region("chr8", 127_760_000, 127_800_000))  # end-exclusive
    assert r.intersect(Region("chr8", 0, 127_700_010)) == Region("chr8", 127_700_000, 127_700_010)


@pytest.mark.parametrize(
    "text, reason, words",
    [
        ("chr8:200-100", "reversed", "reversed"),
        ("chr8:-5-100", "negative", "negative"),
        ("chr8:100--5", "negative", "negative"),
        ("chr8:100-100", "empty", "empty"),
        ("MYC", "unparseable", "expected chr:start-end"),
        ("chr8:1-", "unparseable", "cannot parse"),
        ("chr8 1 2", "unparseable", "cannot parse"),
        ("", "unparseable", "cannot parse"),
        ("chr8:1.5-3", "unparseable", "cannot parse"),
    ],
)
def test_parse_errors(text, reason, words):
    with pytest.raises(LocusError) as info:
        parse_locus(text)
    assert info.value.reason == reason
    assert words in str(info.value)


def test_parse_non_string():
    with pytest.raises(LocusError, match="must be a string"):
        parse_locus(123)  # type: ignore[arg-type]


def test_parse_with_assembly_resolves_aliases():
    hg38 = get_assembly("hg38")
    assert parse_locus("8:1-100", hg38) == Region("chr8", 1, 100)
    assert parse_locus("MT:1-100", "hg38") == Region("chrM", 1, 100)
    assert parse_locus("chrx:1-100", hg38) == Region("chrX", 1, 100)
    assert parse_locus("NC_000008.11:5-10", hg38) == Region("chr8", 5, 10)
    # a bare chromosome name is the whole chromosome when an assembly is given
    assert parse_locus("chr21", hg38) == Region("chr21", 0, 46_709_983)


def test_parse_with_assembly_errors():
    hg38 = get_assembly("hg38")
    with pytest.raises(LocusError) as info:
        parse_locus("chr1:1-300,000,000", hg38)
    assert info.value.reason == "off_chromosome"
    assert "248,956,422" in str(info.value)
    with pytest.raises(UnknownChromosomeError) as info2:
        parse_locus("chrQ:1-10", hg38)
    assert info2.value.reason == "unknown_chromosome"
    assert "chrQ" in str(info2.value) and "hg38" in str(info2.value)
    with pytest.raises(LocusError, match="cannot parse"):
        parse_locus("MYC", hg38)


@pytest.mark.parametrize(
    "chrom, start, end, reason",
    [("chr1", -1, 5, "negative"), ("chr1", 5, 2, "reversed"), ("chr1", 5, 5, "empty"), ("", 0, 1, "unparseable")],
)
def test_region_validation(chrom, start, end, reason):
    with pytest.raises(LocusError) as info:
        Region(chrom, start, end)
    assert info.value.reason == reason


def test_region_rejects_non_integers():
    with pytest.raises(LocusError):
        Region("chr1", 1.5, 3)  # type: ignore[arg-type]
    with pytest.raises(LocusError):
        Region("chr1", True, 3)  # type: ignore[arg-type]


def test_looks_like_locus():
    assert looks_like_locus("chr8:200-100")
    assert looks_like_locus("chr8:1,000 - 2,000")
    assert looks_like_locus("8:1-2")
    assert not looks_like_locus("MYC")
    assert not looks_like_locus("chr8")
    assert not looks_like_locus(None)


def test_merge_regions():
    regions = [Region("chr2", 5, 10), Region("chr1", 10, 20), Region("chr1", 0, 10), Region("chr1", 30, 40),
               Region("chr1", 35, 38)]
    assert merge_regions(regions) == [Region("chr2", 5, 10), Region("chr1", 0, 20), Region("chr1", 30, 40)]
    assert merge_regions(regions, chrom_order=["chr1", "chr2"]) == [
        Region("chr1", 0, 20), Region("chr1", 30, 40), Region("chr2", 5, 10)]


@given(
    chrom=st.from_regex(r"(chr)?[0-9XYM][A-Za-z0-9_]{0,8}", fullmatch=True),
    start=st.integers(0, 3_000_000_000),
    length=st.integers(1, 300_000_000),
    commas=st.booleans(),
)
def test_roundtrip(chrom, start, length, commas):
    region = Region(chrom, start, start + length)
    text = format_locus(region, commas=commas)
    assert looks_like_locus(text)
    assert parse_locus(text) == region


@given(a=st.integers(0, 10**9), b=st.integers(0, 10**9))
def test_parse_orders(a, b):
    text = f"chr1:{a:,}-{b:,}"
    if b > a:
        assert parse_locus(text) == Region("chr1", a, b)
    else:
        with pytest.raises(LocusError) as info:
            parse_locus(text)
        assert info.value.reason == ("reversed" if b < a else "empty")
