"""The pair stage's two exact paths (:mod:`genie_widgets.genome.cohort_pairs`): pairs of tracks
that cover the same bins reuse per-track sums, and give the same bits as computing the pair from
scratch and as the one-pair :func:`correlate`, on SYNTHETIC and real tracks."""

from __future__ import annotations

import numpy as np
import pytest

from genie_widgets.genome import Region, correlate, correlate_tracks, get_assembly, open_track
from genie_widgets.genome.cohort import TrackSpec, bins_partial
from genie_widgets.genome.cohort_results import CorrelationReducer
from tests.compute.cohort_testlib import CHROMS, independent_matrices, same_coverage_tracks, synthetic_tracks

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
SYN_REGIONS = [Region(c, 0, size) for c, size in CHROMS]


def _both_paths(paths, regions, bin_size, memory_budget=1 << 30):
    """The correlation of ``paths`` with the same-bins path on and off (the same partials)."""
    chroms = [(r.chrom, r) for r in regions]
    partials = {(i, c): bins_partial(TrackSpec(str(p)), c, ((r.start, r.end),), bin_size)
                for i, p in enumerate(paths) for c, r in chroms}
    chrom_bins = {c: -(-r.length // bin_size) for c, r in chroms}
    out = []
    for same in (True, False):
        reducer = CorrelationReducer([str(i) for i in range(len(paths))], chrom_bins, list(chrom_bins.values()),
                                     bin_size, sum(r.length for r in regions), memory_budget=memory_budget,
                                     same_bins_path=same)
        for key, value in partials.items():
            reducer.add(key, value)
        out.append(reducer.finish())
    return out


def _equal_bits(a, b):
    assert np.array_equal(a.pearson, b.pearson, equal_nan=True)
    assert np.array_equal(a.spearman, b.spearman, equal_nan=True)
    assert np.array_equal(a.shared, b.shared) and a.n_bins == b.n_bins


@pytest.mark.parametrize("gap", [True, False], ids=["shared-gap", "full-coverage"])
def test_same_bins_pairs_equal_the_from_scratch_path_and_correlate(tmp_path, gap):
    paths = same_coverage_tracks(tmp_path, gap=gap)
    fast, scratch = _both_paths(paths, SYN_REGIONS, 1000)
    _equal_bits(fast, scratch)
    n = len(paths)
    assert fast.memory["pairs"].startswith(f"per pair, region by region ({n * (n + 1) // 2} of ")
    assert scratch.memory["pairs"].startswith(f"per pair, region by region ({n} of ")  # the diagonal only
    assert np.isnan(fast.pearson[-1, 0]) is np.False_  # constant on one chromosome only: still defined
    for i in range(n):
        for j in range(i, n):
            one = correlate(paths[i], paths[j], SYN_REGIONS, bin_size=1000)
            assert (fast.pearson[i, j], fast.spearman[i, j], fast.shared[i, j]) == (one.r, one.spearman, one.n_bins)
    pearson, spearman, shared, _every = independent_matrices(paths, CHROMS, 1000)
    np.testing.assert_allclose(fast.pearson, pearson, atol=1e-9)
    np.testing.assert_allclose(fast.spearman, spearman, atol=1e-9)
    assert (fast.shared == shared).all()
    assert (fast.shared == (2450 - (120 if gap else 0))).all()


def test_mixed_cohort_spilled_or_not_gives_the_same_bits(tmp_path):
    """Same-bins pairs and different-bins pairs in one matrix; in RAM and spilled to disk."""
    (tmp_path / "same").mkdir()
    (tmp_path / "gaps").mkdir()
    paths = same_coverage_tracks(tmp_path / "same", 3) + synthetic_tracks(tmp_path / "gaps", 3)
    fast, scratch = _both_paths(paths, SYN_REGIONS, 1000)
    _equal_bits(fast, scratch)
    assert fast.memory["pairs"].startswith("per pair, region by region (9 of 21 ")  # 3 + 3 pairs + 3 own
    spilled, _ = _both_paths(paths, SYN_REGIONS, 1000, memory_budget=16 * 2450 * 2)
    assert spilled.memory["spilledToDisk"]
    _equal_bits(fast, spilled)


def test_real_chr19_tracks_take_the_same_bins_path_bit_for_bit(shared_data):
    folder = shared_data / CHR19
    real = [folder / "rep1.fc.signal.bigwig", folder / "rep2.fc.signal.bigwig", folder / "pooled.fc.signal.bigwig"]
    size = open_track(real[0]).chroms()["chr19"]
    regions = [Region("chr19", 0, size)]
    fast, scratch = _both_paths(real, regions, 10_000)
    _equal_bits(fast, scratch)
    assert fast.memory["pairs"].startswith("per pair, region by region (6 of 6 ")
    got = correlate_tracks(real, get_assembly("hg38").scope_regions("all"), bin_size=10_000)
    one = correlate(real[0], real[2], get_assembly("hg38").scope_regions("all"), bin_size=10_000)
    assert (got.pearson[0, 2], got.spearman[0, 2], got.shared[0, 2]) == (one.r, one.spearman, one.n_bins)
