"""The fast paths give the exact path's numbers: verified zoom records and the coarse grid."""

from __future__ import annotations

import math

import numpy as np
import pytest

from genie_widgets.genome import Region, SignalGrid, binned_summary, open_track, signal_stats
from genie_widgets.genome._zoom import _state, fast_stats

from .genome_testlib import bigwig_params, data_path, data_regions, write_bigwig


@pytest.fixture(scope="module")
def libbigwig_file(tmp_path_factory):
    """SYNTHETIC bigWig written by libBigWig (pyBigWig): every 1,023rd zoom record and the last
    one of a level have sum = sumSquares = 0."""
    rng = np.random.default_rng(0)
    n = 60_000
    starts = np.arange(n) * 50
    ends = starts + rng.integers(10, 50, n)
    values = rng.gamma(2.0, 2.0, n)
    path = tmp_path_factory.mktemp("zoom") / "synthetic_libbigwig.bw"
    return write_bigwig(path, [("chr1", 4_000_000)], {"chr1": (starts, ends, values)})


def test_libbigwig_zero_records_are_repaired(libbigwig_file, monkeypatch):
    import genie_widgets.genome._zoom as zoom

    monkeypatch.setattr(zoom, "_MIN_BLOCKS_FOR_ZOOM", 0)  # use zoom records even for small regions
    reader = open_track(libbigwig_file)
    recs = reader.bbi.zoom_records(0, 0)
    broken = np.flatnonzero((recs["sum"] == 0) & (recs["sumsq"] == 0) & (recs["valid"] > 0))
    assert 1022 in broken  # the writer bug is present in the file
    assert _state(reader).usable_levels(0)  # ... and the levels are still usable
    rng = np.random.default_rng(1)
    used_zoom = 0
    for _ in range(40):
        a = int(rng.integers(0, 2_900_000))
        b = a + int(rng.integers(50_000, 3_000_000 - a + 50_001))
        regions = [Region("chr1", a, b)]
        exact = signal_stats(reader, regions)
        fast = signal_stats(reader, regions, method="auto")
        used_zoom += fast.method == "zoom+exact-edges"
        assert fast.covered_bases == exact.covered_bases and fast.n_intervals == exact.n_intervals
        assert fast.min == exact.min and fast.max == exact.max
        assert math.isclose(fast.sum, exact.sum, rel_tol=2e-6)
    assert used_zoom >= 30
    # a region holding record 1022 exactly
    r = recs[1022]
    regions = [Region("chr1", int(r["start"]) - 5000, int(r["end"]) + 5000)]
    assert math.isclose(signal_stats(reader, regions, method="auto").sum, signal_stats(reader, regions).sum,
                        rel_tol=2e-6)


def test_bigtools_zoom_records_are_rejected():
    """bigtools-written zoom records count gaps as covered: the file is not trusted."""
    reader = open_track(data_path("bigwig", "tiny", "igvjs_bigtools.bigWig"))
    assert _state(reader).usable_levels(0) is None
    regions = [Region("chr1", 0, 1_000_000)]
    assert signal_stats(reader, regions, method="auto") == signal_stats(reader, regions)


def test_small_regions_use_the_exact_path():
    reader = open_track(data_path("bigwig", "h1_hg19_chr6_POU5F1", "H1_Ctcf.bw"))
    assert fast_stats(reader, [Region("chr6", 31_130_000, 31_131_000)]) is None


def test_zoom_path_on_a_whole_real_chromosome():
    path = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.pval.signal.bigwig")
    reader = open_track(path)
    regions = [Region("chr19", 0, 58_617_616)]
    fast = signal_stats(reader, regions, method="auto")
    exact = signal_stats(reader, regions)
    assert fast.method == "zoom+exact-edges"
    assert (fast.covered_bases, fast.n_intervals, fast.min, fast.max) == (
        exact.covered_bases, exact.n_intervals, exact.min, exact.max)
    assert math.isclose(fast.mean, exact.mean, rel_tol=1e-6)


@pytest.mark.parametrize("path", bigwig_params())
def test_grid_summary_matches_exact(path):
    reader = open_track(path)
    with_data = data_regions(path)
    if not with_data:
        pytest.skip("no data")
    chrom, lo, hi = with_data[0]
    size = reader.chroms()[chrom]
    grid = SignalGrid(reader, resolution=256)
    windows = [(lo, max(hi, lo + 10), 29), (0, size, 64)]
    a = 256 * (lo // 256)
    windows.append((a, a + 256 * 40, 10))  # aligned: answered from the grid alone
    for start, end, n in windows:
        end = min(end, size)
        want = binned_summary(reader, chrom, start, end, n)
        got = grid.summary(chrom, start, end, n)
        np.testing.assert_array_equal(got.edges, want.edges)
        np.testing.assert_array_equal(got.covered, want.covered)
        np.testing.assert_array_equal(got.min, want.min)
        np.testing.assert_array_equal(got.max, want.max)
        np.testing.assert_allclose(got.sum, want.sum, rtol=1e-9, atol=1e-9)
    region = [Region(chrom, lo + 3, max(hi - 3, lo + 4))]
    exact = signal_stats(reader, region)
    fast = grid.stats(region)
    assert (fast.covered_bases, fast.n_intervals, fast.min, fast.max) == (
        exact.covered_bases, exact.n_intervals, exact.min, exact.max)
    assert math.isclose(fast.sum, exact.sum, rel_tol=1e-9, abs_tol=1e-9)
    if exact.sd is not None:
        assert math.isclose(fast.sd, exact.sd, rel_tol=1e-6, abs_tol=1e-9)


def test_grid_two_regions(tmp_path):
    path = write_bigwig(tmp_path / "synthetic_grid.bw", [("chr1", 10_000)],
                        {"chr1": ([0, 3000, 5000], [3000, 3500, 9000], [1.0, 2.0, 3.0])})
    reader = open_track(path)
    grid = SignalGrid(reader, resolution=1024)
    regions = [Region("chr1", 100, 2000), Region("chr1", 2500, 6000)]
    exact = signal_stats(reader, regions)
    assert grid.stats(regions) == type(exact)(**{**exact.__dict__, "method": "grid+exact-edges",
                                                 "sd": grid.stats(regions).sd})
