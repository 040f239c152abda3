"""The numpy bigWig/bigBed decoder against pyBigWig, on every real file."""

from __future__ import annotations

import numpy as np
import pytest

from genie_widgets.genome import open_track
from genie_widgets.genome._bbi import BBIFile
from genie_widgets.genome.remote import LocalFile

from .genome_testlib import bigbed_params, bigwig_params, naive_intervals, write_bigwig


@pytest.mark.parametrize("path", bigwig_params())
def test_bigwig_intervals_match_pybigwig(path):
    import pyBigWig

    bw = pyBigWig.open(str(path))
    chroms = bw.chroms()
    header = bw.header()
    bw.close()
    reader = open_track(path)
    assert reader.format == "bigwig" and reader.kind == "signal"
    assert reader.chroms() == chroms
    assert len(reader.bbi.zoom_levels) == header["nLevels"]
    total = 0
    for chrom in chroms:
        got = reader.intervals(chrom)
        s, e, v = naive_intervals(path, chrom)
        np.testing.assert_array_equal(got.starts, s)
        np.testing.assert_array_equal(got.ends, e)
        np.testing.assert_array_equal(got.values, v.astype(np.float32))
        counts = reader.bbi.section_counts(reader.bbi.chroms[chrom][0])
        assert int(counts.sum()) == len(s)
        total += len(s)
        if len(s) > 2:  # a sub-range: intervals overlapping it, unclipped
            lo, hi = int(s[len(s) // 3]) + 1, int(e[2 * len(s) // 3])
            sub = reader.intervals(chrom, lo, hi)
            rs, re_, rv = naive_intervals(path, chrom, lo, hi)
            np.testing.assert_array_equal(sub.starts, rs)
            np.testing.assert_array_equal(sub.ends, re_)
            # chunked iteration returns the same intervals, in order, each once
            chunks = list(reader.iter_intervals(chrom, lo, hi, max_intervals=1))
            np.testing.assert_array_equal(np.concatenate([c.starts for c in chunks]), rs)
    if header["nBasesCovered"]:
        assert total > 0


@pytest.mark.parametrize("path", bigwig_params())
def test_intervals_in_ranges(path):
    reader = open_track(path)
    for chrom in list(reader.chroms())[:2]:
        s, e, _v = naive_intervals(path, chrom)
        if len(s) < 4:
            continue
        ranges_s = np.array([s[0], s[len(s) // 2] + 1, e[-1] - 1], np.int64)
        ranges_e = ranges_s + np.array([1, 50, 1], np.int64)
        got = reader.intervals_in(chrom, ranges_s, ranges_e)
        want = np.zeros(len(s), bool)
        for a, b in zip(ranges_s, ranges_e):
            want |= (e > a) & (s < b)
        np.testing.assert_array_equal(got.starts, s[want])
        np.testing.assert_array_equal(got.ends, e[want])


@pytest.mark.parametrize("path", bigbed_params())
def test_bigbed_entries_match_pybigwig(path):
    import pyBigWig

    bb = pyBigWig.open(str(path))
    chroms = bb.chroms()
    reader = open_track(path)
    assert reader.format == "bigbed" and reader.kind == "interval"
    for chrom, size in chroms.items():
        entries = bb.entries(chrom, 0, size) or []
        table = reader.features(chrom)
        assert len(table) == len(entries)
        assert table["start"].tolist() == [x[0] for x in entries]
        assert table["end"].tolist() == [x[1] for x in entries]
        if entries and len(entries[0]) > 2 and len(reader.columns) > 3:
            first_rest = entries[0][2].split("\t")
            assert str(table.iloc[0, 3]) == first_rest[0] or table.iloc[0]["name"] == first_rest[0]
    bb.close()
    assert list(reader.columns[:3]) == ["chrom", "start", "end"]


def test_narrowpeak_bigbed_columns():
    from .genome_testlib import data_path

    reader = open_track(data_path("bigbed", "encode_validate_test.narrowPeak.bb"))
    table = reader.all_features()
    assert list(table.columns) == ["chrom", "start", "end", "name", "score", "strand", "signalValue",
                                   "pValue", "qValue", "peak"]
    assert table["peak"].dtype.kind in "if" and table["pValue"].iloc[0] == -1
    gapped = open_track(data_path("bigbed", "encode_validate_test.gappedPeak.bb")).all_features()
    assert {"itemRgb", "blockStarts", "signalValue"} <= set(gapped.columns)


def test_fixed_and_variable_step_synthetic(tmp_path):
    """SYNTHETIC: fixedStep and varStep sections written by pyBigWig decode like pyBigWig."""
    import pyBigWig

    path = tmp_path / "synthetic_steps.bw"
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader([("chr1", 10_000), ("chr2", 5_000)], maxZooms=2)
    bw.addEntries("chr1", 100, values=[0.5, 1.5, 2.5, -1.0], span=20, step=30)  # fixedStep
    bw.addEntries("chr2", [10, 50, 400], values=[3.0, 4.0, 5.0], span=7)  # varStep
    bw.close()
    reader = open_track(path)
    for chrom in ("chr1", "chr2"):
        got = reader.intervals(chrom)
        s, e, v = naive_intervals(path, chrom)
        np.testing.assert_array_equal(got.starts, s)
        np.testing.assert_array_equal(got.ends, e)
        np.testing.assert_array_equal(got.values, v.astype(np.float32))
    assert reader.intervals("chr1").ends.tolist() == [120, 150, 180, 210]


def test_zoom_records_read(tmp_path):
    """SYNTHETIC: zoom records cover every base of data at each level."""
    rng = np.random.default_rng(0)
    starts = np.sort(rng.choice(1_000_000, 3000, replace=False)) * 3
    ends = starts + rng.integers(1, 3, len(starts))
    values = rng.gamma(2.0, 2.0, len(starts))
    path = write_bigwig(tmp_path / "synthetic_zoom.bw", [("chr1", 4_000_000)], {"chr1": (starts, ends, values)})
    bbi = BBIFile(LocalFile(path))
    covered = int((ends - starts).sum())
    for level in range(len(bbi.zoom_levels)):
        recs = bbi.zoom_records(level, 0)
        assert int(recs["valid"].sum()) == covered
