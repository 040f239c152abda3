"""Many-track measurements on the local engine: matrices equal an independent numpy computation
and the one-track functions bit for bit; stats and quantify likewise; memory spill; jobs."""

from __future__ import annotations

import functools
import time
import tracemalloc
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from genie_widgets.genome import (
    JobCancelled,
    Region,
    correlate,
    correlate_tracks,
    get_assembly,
    quantify_at_features,
    quantify_tracks,
    signal_stats,
    signal_stats_tracks,
)
from genie_widgets.genome.cohort import bins_partial
from genie_widgets.genome.engine import Engine, LocalEngine, Task
from tests.compute.cohort_testlib import (
    CHROMS,
    independent_matrices,
    slow,
    synthetic_tracks,
)

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    return synthetic_tracks(tmp_path_factory.mktemp("cohort"))


@pytest.fixture()
def chr19(shared_data):
    folder = shared_data / CHR19
    return [folder / "rep1.fc.signal.bigwig", folder / "rep2.fc.signal.bigwig", folder / "pooled.fc.signal.bigwig"]


SYN_REGIONS = [Region(c, 0, size) for c, size in CHROMS]


def test_synthetic_matrices_equal_numpy_and_every_pair(synthetic):
    got = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000)
    pearson, spearman, shared, every = independent_matrices(synthetic, CHROMS, 1000)
    np.testing.assert_allclose(got.pearson, pearson, atol=1e-9)
    np.testing.assert_allclose(got.spearman, spearman, atol=1e-9)
    assert (got.shared == shared).all()
    assert len(set(shared[np.triu_indices(5, 1)])) > 1  # the pairs really share different bins
    assert got.n_bins == every < int(np.min(shared)) and got.n_bins_total == 2450
    for i in range(5):
        for j in range(i + 1, 5):
            one = correlate(synthetic[i], synthetic[j], SYN_REGIONS, bin_size=1000)
            assert (got.pearson[i, j], got.spearman[i, j], got.shared[i, j]) == (one.r, one.spearman, one.n_bins)


def test_real_chr19_replicates_and_pooled(chr19):
    regions = get_assembly("hg38").scope_regions("all")
    got = correlate_tracks(chr19, regions, bin_size=10_000, names=["rep1", "rep2", "pooled"])
    pearson, spearman, shared, every = independent_matrices(chr19, [("chr19", 58_617_616)], 10_000)
    np.testing.assert_allclose(got.pearson, pearson, atol=1e-9)
    np.testing.assert_allclose(got.spearman, spearman, atol=1e-9)
    assert (got.shared == shared).all() and got.n_bins == every
    assert got.to_frame().loc["rep1", "rep2"] == pytest.approx(0.4814, abs=1e-4)
    one = correlate(chr19[0], chr19[1], regions, bin_size=10_000)
    assert got.pair("rep1", "rep2") == {"r": one.r, "spearman": one.spearman, "nBins": one.n_bins}
    assert got.provenance["engine"] == "local" and got.provenance["wallSeconds"] > 0
    assert got.provenance["tasks"] == 3 * len(regions)


def test_stats_and_quantify_equal_the_one_track_functions(chr19, shared_data):
    regions = [Region("chr19", 0, 20_000_000), Region("chr19", 30_000_000, 58_000_000)]
    stats = signal_stats_tracks(chr19, regions)
    assert [s for s in stats.stats] == [signal_stats(p, regions) for p in chr19]
    assert list(stats.to_frame()["name"]) == [p.name for p in chr19]
    peaks = shared_data / CHR19 / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"
    many = quantify_tracks(chr19, peaks, regions, metric="mean", names=["rep1", "rep2", "pooled"])
    table = many.table.sort_values(["chrom", "start", "end"], kind="stable").reset_index(drop=True)
    for name, path in zip(["rep1", "rep2", "pooled"], chr19):
        one = quantify_at_features(path, peaks, regions).table
        one = one.sort_values(["chrom", "start", "end"], kind="stable").reset_index(drop=True)
        assert np.array_equal(one["mean"].to_numpy(), table[name].to_numpy(), equal_nan=True)
    means = many.table["meanAcrossTracks"].to_numpy()
    assert list(many.table["rank"]) == list(range(1, len(means) + 1))
    assert (np.diff(means[~np.isnan(means)]) <= 0).all()
    top = many.to_dict(5)["topRows"][0]
    assert top["values"] == [many.table.loc[0, n] for n in many.names]


def test_quantify_tsv_and_heatmap(chr19, shared_data, tmp_path):
    peaks = shared_data / CHR19 / "rep1-rep2.idr0.1.bfilt.regionPeak.gz"
    many = quantify_tracks(chr19[:2], peaks, [Region("chr19", 0, 58_000_000)], metric="max", names=["a", "a"])
    assert many.names == ["a", "a #2"]  # duplicate names stay distinct columns
    path = tmp_path / "q.tsv"
    many.write_tsv(path)
    lines = path.read_text().splitlines()
    assert lines[0].split("\t") == ["rank", "chr", "start", "end", "name", "featureScore", "a", "a #2",
                                    "meanAcrossTracks"]
    assert len(lines) == many.row_count + 1
    svg = ET.fromstring(many.figure_svg())
    assert svg.tag.endswith("svg") and "a #2" in many.figure_svg()


def test_spilling_to_disk_gives_the_same_bits_in_less_memory(synthetic):
    tracemalloc.start()
    # 20 bp bins: the rows (9.8 MB) outweigh the decoder's scratch, which made 100 bp bins flaky
    in_ram = correlate_tracks(synthetic, SYN_REGIONS, bin_size=20)
    ram_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.reset_peak()
    spilled = correlate_tracks(synthetic, SYN_REGIONS, bin_size=20, memory_budget=16 * 122_500 * 2)
    spill_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert spilled.memory["spilledToDisk"] and not in_ram.memory["spilledToDisk"]
    assert in_ram.memory["bytesPerTrack"] == 16 * 122_500
    for a, b in [(in_ram.pearson, spilled.pearson), (in_ram.spearman, spilled.spearman)]:
        assert np.array_equal(a, b, equal_nan=True)
    assert (in_ram.shared == spilled.shared).all()
    assert spill_peak < ram_peak  # the rows live in a file, read two at a time


def test_heatmap_is_clustered_and_labelled(synthetic):
    got = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, names=[f"t{i}" for i in range(5)])
    svg = got.figure_svg()
    root = ET.fromstring(svg)  # well-formed, self-contained
    assert not root.findall(".//{http://www.w3.org/2000/svg}script")
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    for name in got.names:
        assert name in texts
    assert sorted(got.order) == list(range(5))
    assert got.order[-1] == 4  # the coarse-grid track joins last
    assert len(root.findall(".//{http://www.w3.org/2000/svg}path")) == 4  # n - 1 dendrogram merges
    assert got.to_dict()["dendrogramOrder"] == [got.names[i] for i in got.order]


def test_background_job_returns_at_once_and_cancel_stops_it(synthetic):
    engine = LocalEngine(workers=1)
    tasks = [Task((i, c), slow, (0.2, bins_partial, _spec(p), c, ((0, s),), 1000))
             for i, p in enumerate(synthetic) for c, s in CHROMS]
    started = time.perf_counter()
    job = engine.run(tasks, lambda parts: parts, label="slow", background=True)
    assert time.perf_counter() - started < 1.0 and not job.done  # 15 tasks of 0.2 s on one worker
    while job._state.done < 1:
        time.sleep(0.02)
    job.cancel()
    with pytest.raises(JobCancelled):
        job.result(timeout=10)
    assert job.status == "cancelled" and job._state.done < len(tasks)
    assert "cancelled" in job._repr_html_() and "of 15 tasks" in job.progress()


def test_job_reports_task_errors_and_bad_input(tmp_path, synthetic):
    with pytest.raises(Exception, match="not found"):
        correlate_tracks([synthetic[0], tmp_path / "absent.bw"], SYN_REGIONS, bin_size=1000)
    with pytest.raises(Exception, match="at least 2"):
        correlate_tracks([synthetic[0]], SYN_REGIONS)
    with pytest.raises(TypeError, match="Client"):
        correlate_tracks(synthetic, SYN_REGIONS, client=object())


def test_engine_choice(synthetic):
    from genie_widgets import compute

    assert compute.current()["engine"] == "local" and compute.current()["chosenBy"] == "local default"
    mine = LocalEngine(workers=1, chosen_by="mine")
    with compute.using(mine):
        assert compute.resolve() is mine
        got = correlate_tracks(synthetic[:2], SYN_REGIONS, bin_size=1000)
    assert got.provenance["chosenBy"] == "mine" and got.provenance["workers"] == 1
    try:
        compute.use("local")
        assert compute.resolve().chosen_by == "gw.compute.use(client)"
    finally:
        compute.use(None)
    assert isinstance(compute.resolve(), Engine)


@functools.cache
def _spec(path):
    from genie_widgets.genome import TrackSpec

    return TrackSpec(str(path))


def test_a_chat_stop_cancels_the_running_job(synthetic):
    from genie_widgets.agent.cancel import CancelToken
    from genie_widgets.genome.engine import cancel_on

    token = CancelToken()
    tasks = [Task((i, c), slow, (0.2, bins_partial, _spec(p), c, ((0, s),), 1000))
             for i, p in enumerate(synthetic) for c, s in CHROMS]
    with cancel_on(token.on_cancel):
        job = LocalEngine(workers=1).run(tasks, lambda parts: parts, label="stop", background=True)
    while job._state.done < 1:
        time.sleep(0.02)
    token.cancel()  # what the chat's Stop button does
    with pytest.raises(JobCancelled):
        job.result(timeout=10)
    assert job._state.done < len(tasks)


def test_all_pairs_at_once_agrees_with_the_per_pair_path():
    from genie_widgets.genome.cohort_results import CorrelationReducer

    rng = np.random.default_rng(7)
    b = 20_000
    base = rng.gamma(2.0, 1.0, b)
    rows = [np.round(base * rng.uniform(0.5, 2) + rng.normal(0, 1, b), 2) for _ in range(5)] + [np.full(b, 3.0)]
    gap = np.zeros(b, bool)
    gap[100:400] = True  # the same uncovered bins in every track
    got = {}
    for label, threshold in (("matrix", 2), ("pairs", 10**9)):
        reducer = CorrelationReducer([f"t{i}" for i in range(6)], {"chrA": 12_000, "chrB": 8_000}, [12_000, 8_000],
                                     100, 2_000_000, memory_budget=1 << 30, matrix_min_tracks=threshold)
        for i, row in enumerate(rows):
            row = np.where(gap, np.nan, row)
            reducer.add((i, "chrA"), row[:12_000])
            reducer.add((i, "chrB"), row[12_000:])
        got[label] = reducer.finish()
    m, p = got["matrix"], got["pairs"]
    assert m.memory["pairs"].startswith("matrix") and p.memory["pairs"].startswith("per pair")
    for a, c in ((m.pearson, p.pearson), (m.spearman, p.spearman)):
        assert np.array_equal(np.isnan(a), np.isnan(c))
        np.testing.assert_allclose(a, c, atol=1e-12)
    assert np.isnan(m.pearson[5]).all() and (m.shared == p.shared).all() and m.n_bins == b - 300
