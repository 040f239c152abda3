"""Cutting many-track jobs into tasks (:mod:`genie_widgets.genome.cohort_plan`): chromosome groups
for engines whose tasks are not free, with results bit for bit those of one task per chromosome."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from genie_widgets.genome import Region, correlate_tracks, quantify_tracks, signal_stats_tracks
from genie_widgets.genome.cohort_plan import chromosome_groups
from genie_widgets.genome.engine import LocalEngine
from tests.compute.cohort_testlib import CHROMS, synthetic_tracks

SYN_REGIONS = [Region(c, 0, size) for c, size in CHROMS]


class CoarseEngine(LocalEngine):
    """This machine's threads, planned for as if each task cost the scheduler time (as Dask's do)."""

    fine_grained = False


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    return synthetic_tracks(tmp_path_factory.mktemp("cohort-plan"))


def test_chromosome_groups_balance_bases_and_keep_scope_order():
    sizes = {"chr1": 248, "chr2": 242, "chr3": 198, "chr19": 58, "chr20": 64, "chr21": 46, "chrX": 156}
    chroms = [(c, ((0, s),)) for c, s in sizes.items()]
    groups = chromosome_groups(chroms, 3)
    assert sorted(k for g in groups for k in g) == list(range(7))  # each chromosome once
    assert all(g == sorted(g) for g in groups) and [g[0] for g in groups] == sorted(g[0] for g in groups)
    loads = [sum(list(sizes.values())[k] for k in g) for g in groups]
    assert max(loads) - min(loads) <= 70  # about equal bases (largest first, to the lightest group)
    assert chromosome_groups(chroms, 1) == [list(range(7))]
    assert chromosome_groups(chroms, 99) == [[k] for k in range(7)]


def test_grouped_tasks_give_the_same_bits(synthetic):
    coarse = CoarseEngine(workers=1)  # 1 slot x 8 tasks per slot / 5 tracks: 2 groups per track
    fine = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client="local")
    grouped = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client=coarse)
    assert fine.provenance["tasks"] == 15 and grouped.provenance["tasks"] == 10  # 5 tracks x 3 chromosomes
    for a, b in ((fine.pearson, grouped.pearson), (fine.spearman, grouped.spearman), (fine.shared, grouped.shared)):
        assert np.array_equal(a, b, equal_nan=True)
    two = CoarseEngine(workers=2)  # 16 tasks wanted over 2 tracks: one per chromosome
    assert correlate_tracks(synthetic[:2], SYN_REGIONS, bin_size=1000, client=two).provenance["tasks"] == 6
    assert signal_stats_tracks(synthetic, SYN_REGIONS, client=coarse).stats == \
        signal_stats_tracks(synthetic, SYN_REGIONS, client="local").stats
    features = pd.DataFrame({"chrom": ["chr1", "chr2", "chr3", "chr1"], "start": [1000, 5000, 100, 900_000],
                             "end": [9000, 70_000, 400_000, 1_100_000]})
    q_fine = quantify_tracks(synthetic, features, SYN_REGIONS, client="local")
    q_coarse = quantify_tracks(synthetic, features, SYN_REGIONS, client=coarse)
    assert q_fine.table.equals(q_coarse.table) and q_coarse.provenance["tasks"] == 10
