"""Exactness of the measurements against an independent computation (plain numpy over
``pyBigWig.intervals``) on every real bigWig, at region, chromosome and all-chromosome scopes."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from genie_widgets.genome import (
    MeasurementError,
    Region,
    binned_summary,
    call_peaks,
    correlate,
    default_bin_size,
    open_track,
    quantify_at_features,
    signal_stats,
)

from .genome_testlib import (
    bigwig_params,
    data_path,
    data_regions,
    file_regions,
    naive_bin_means,
    naive_feature_values,
    naive_peaks,
    naive_stats,
    real_bigwigs,
    write_bigwig,
)

SCOPES = ("region", "chromosome", "all")


def scope_regions(path: Path, scope: str) -> list[tuple[str, int, int]]:
    everything = file_regions(path)
    with_data = data_regions(path)
    if not with_data:
        return everything[:1]
    chrom, lo, hi = with_data[0]
    if scope == "all":
        return everything
    if scope == "chromosome":
        return [next(r for r in everything if r[0] == chrom)]
    if hi - lo > 20:
        return [(chrom, lo + (hi - lo) // 3 + 7, lo + 2 * (hi - lo) // 3 + 3)]
    return [(chrom, lo, hi)]


def as_regions(triples):
    return [Region(c, s, e) for c, s, e in triples]


def close(a, b, rel=1e-9, abs_=1e-9):
    if a is None or b is None:
        return a is None and b is None
    return math.isclose(a, b, rel_tol=rel, abs_tol=abs_)


def partner(path: Path) -> Path:
    siblings = sorted(p for p in real_bigwigs() if p.parent == path.parent)
    return siblings[(siblings.index(path) + 1) % len(siblings)]


@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("path", bigwig_params())
def test_signal_stats_exact(path, scope):
    triples = scope_regions(path, scope)
    want = naive_stats(path, triples)
    got = signal_stats(path, as_regions(triples))
    assert got.covered_bases == want["coveredBases"]
    assert got.n_intervals == want["nIntervals"]
    assert got.min == want["min"] and got.max == want["max"]
    assert close(got.sum, want["sum"]) and close(got.mean, want["mean"])
    assert close(got.sd, want["sd"], rel=1e-7)
    assert close(got.covered_fraction, want["coveredFraction"])
    assert got.scope_length == sum(e - s for _c, s, e in triples)
    assert got.method == "exact"
    d = got.to_dict()
    assert set(d) >= {"min", "max", "mean", "sum", "nIntervals", "coveredBases", "coveredFraction"}


@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("path", bigwig_params())
def test_signal_stats_auto_matches_exact(path, scope):
    """method='auto' (zoom records where verified) gives the same numbers."""
    regions = as_regions(scope_regions(path, scope))
    exact = signal_stats(path, regions)
    fast = signal_stats(path, regions, method="auto")
    assert fast.covered_bases == exact.covered_bases and fast.n_intervals == exact.n_intervals
    assert fast.min == exact.min and fast.max == exact.max
    # zoom sums are float32 records: within ~1e-6 relative (see genie_widgets.genome._zoom)
    assert close(fast.sum, exact.sum, rel=2e-6, abs_=1e-6)
    assert close(fast.mean, exact.mean, rel=2e-6, abs_=1e-9)


@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("path", bigwig_params())
def test_call_peaks_exact(path, scope):
    triples = scope_regions(path, scope)
    stats = naive_stats(path, triples)
    regions = as_regions(triples)
    for kwargs in ({}, {"method": "threshold"}, {"merge_gap": 100, "min_width": 5}, {"threshold": 1.0}):
        result = call_peaks(path, regions, **kwargs)
        method = kwargs.get("method", "zscore")
        if stats["coveredBases"] == 0 and (method == "threshold" and "threshold" not in kwargs or method == "zscore"):
            assert result.threshold is None and result.n_regions == 0
            continue
        if method == "zscore":
            k = kwargs.get("threshold", 2.0)
            assert close(result.threshold, stats["mean"] + k * stats["sd"], rel=1e-7)
        elif "threshold" in kwargs:
            assert result.threshold == kwargs["threshold"]
        else:
            assert close(result.threshold, stats["mean"])
        want = naive_peaks(path, triples, result.threshold, kwargs.get("min_width", 1), kwargs.get("merge_gap", 0))
        got = list(zip(result.peaks["chrom"], result.peaks["start"], result.peaks["end"], result.peaks["score"]))
        assert [(c, int(a), int(b)) for c, a, b, _x in got] == [(c, a, b) for c, a, b, _x in want]
        assert [x for *_r, x in got] == pytest.approx([x for *_r, x in want], abs=1e-9)
        fragments = naive_peaks(path, triples, result.threshold, kwargs.get("min_width", 1), 0)
        assert result.n_fragments == len(fragments)
        assert result.n_regions == len(result.peaks) == len(want)
        assert list(result.peaks["name"]) == [f"peak_{i + 1}" for i in range(len(want))]


def _features_for(path: Path, triples, n: int = 40) -> pd.DataFrame:
    """Windows inside, across and outside the data (some with no coverage)."""
    rng = np.random.default_rng(len(str(path)))
    rows = []
    for chrom, start, end in triples[:3]:
        for _ in range(n):
            a = int(rng.integers(max(0, start - 5000), end))
            b = a + int(rng.integers(1, 20_000))
            rows.append((chrom, a, b, f"f{len(rows)}", float(rng.integers(0, 1000))))
    return pd.DataFrame(rows, columns=["chrom", "start", "end", "name", "score"])


@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("path", bigwig_params())
def test_quantify_exact(path, scope):
    triples = scope_regions(path, scope)
    data_triples = [t for t in data_regions(path)] or triples
    features = _features_for(path, data_triples)
    want = {key: (cov, tot, best) for key, cov, tot, best in
            naive_feature_values(path, triples, list(zip(features["chrom"], features["start"], features["end"])))}
    for metric in ("mean", "sum", "max"):
        result = quantify_at_features(path, features, as_regions(triples), metric=metric)
        table = result.table
        assert len(table) == len(want)
        assert list(table["rank"]) == list(range(1, len(table) + 1))
        values = []
        for row in table.itertuples(index=False):
            cov, tot, best = want[(row.chrom, row.start, row.end)]
            expected = {"mean": tot / cov if cov else None, "sum": tot if cov else None, "max": best}[metric]
            got = getattr(row, metric)
            if expected is None:
                assert math.isnan(got)
            else:
                assert close(got, expected, rel=1e-9, abs_=1e-9)
            assert row.coveredBases == cov
            values.append(got)
        # ranked high to low, uncovered last
        finite = [v for v in values if not math.isnan(v)]
        assert finite == sorted(finite, reverse=True)
        assert all(math.isnan(v) for v in values[len(finite):])


@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("path", bigwig_params())
def test_correlate_exact(path, scope):
    other = partner(path)
    triples = scope_regions(path, scope)
    total = sum(e - s for _c, s, e in triples)
    size = default_bin_size(total)
    xs, ys, n_total = [], [], 0
    for chrom, start, end in triples:
        a = naive_bin_means(path, chrom, start, end, size)
        b = naive_bin_means(other, chrom, start, end, size)
        n_total += len(a)
        for x, y in zip(a, b):
            if x is not None and y is not None:
                xs.append(x)
                ys.append(y)
    result = correlate(path, other, as_regions(triples))
    assert result.bin_size == size and result.n_bins_total == n_total
    assert result.n_bins == len(xs) and result.n_bins_excluded == n_total - len(xs)
    x, y = np.array(xs), np.array(ys)
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        assert result.r is None and result.spearman is None
    else:
        assert close(result.r, float(np.corrcoef(x, y)[0, 1]), rel=1e-9, abs_=1e-12)
        rx = pd.Series(x).rank(method="average").to_numpy()
        ry = pd.Series(y).rank(method="average").to_numpy()
        assert close(result.spearman, float(np.corrcoef(rx, ry)[0, 1]), rel=1e-9, abs_=1e-12)


@pytest.mark.parametrize("path", bigwig_params())
def test_binned_summary_exact(path):
    chrom, lo, hi = (data_regions(path) or [(file_regions(path)[0][0], 0, 1000)])[0]
    hi = max(hi, lo + 10)
    summary = binned_summary(path, chrom, lo, hi, 37)
    assert summary.n_bins == min(37, hi - lo) and summary.edges[0] == lo and summary.edges[-1] == hi
    for i in range(summary.n_bins):
        a, b = int(summary.edges[i]), int(summary.edges[i + 1])
        want = naive_stats(path, [(chrom, a, b)])
        assert summary.covered[i] == want["coveredBases"]
        if want["coveredBases"]:
            assert summary.min[i] == want["min"] and summary.max[i] == want["max"]
            assert close(summary.mean[i], want["mean"])
        else:
            assert np.isnan(summary.mean[i])
    compact = summary.as_float32()
    assert all(v.dtype == np.float32 for v in compact.values())


# ---------------------------------------------------------------------------- semantics on synthetic data
@pytest.fixture
def synthetic(tmp_path):
    """SYNTHETIC bigWig: chr1 with gaps, a negative value, touching intervals; chr2 empty."""
    entries = {"chr1": ([0, 10, 20, 50, 60, 100], [10, 20, 30, 60, 70, 200], [1.0, 5.0, 5.0, -2.0, 8.0, 0.5])}
    return write_bigwig(tmp_path / "synthetic_semantics.bw", [("chr1", 1000), ("chr2", 500)], entries)


def test_stats_semantics(synthetic):
    got = signal_stats(synthetic, [Region("chr1", 5, 65)])
    # clipped: [5,10)=1, [10,20)=5, [20,30)=5, [50,60)=-2, [60,65)=8
    assert got.covered_bases == 5 + 10 + 10 + 10 + 5
    assert got.sum == pytest.approx(5 * 1 + 10 * 5 + 10 * 5 - 20 + 5 * 8)
    assert got.min == -2.0 and got.max == 8.0 and got.n_intervals == 5
    assert got.covered_fraction == pytest.approx(40 / 60)
    empty = signal_stats(synthetic, [Region("chr2", 0, 500)])
    assert empty.covered_bases == 0 and empty.mean is None and empty.min is None and empty.sum == 0


def test_overlapping_regions_are_merged(synthetic):
    a = signal_stats(synthetic, [Region("chr1", 0, 40), Region("chr1", 20, 70)])
    b = signal_stats(synthetic, [Region("chr1", 0, 70)])
    assert a == b


def test_interval_spanning_two_regions_counts_once(synthetic):
    got = signal_stats(synthetic, [Region("chr1", 110, 120), Region("chr1", 150, 160)])
    assert got.n_intervals == 1 and got.covered_bases == 20


def test_peaks_merge_and_gap(synthetic):
    r = call_peaks(synthetic, [Region("chr1", 0, 1000)], method="threshold", threshold=4.0)
    assert r.peaks[["start", "end"]].values.tolist() == [[10, 30], [60, 70]]
    assert r.peaks["score"].tolist() == [5.0, 8.0]
    assert r.n_fragments == 2 and r.n_regions == 2
    g = call_peaks(synthetic, [Region("chr1", 0, 1000)], method="threshold", threshold=4.0, merge_gap=30)
    assert g.peaks[["start", "end"]].values.tolist() == [[10, 70]]
    assert g.n_fragments == 2 and g.n_regions == 1
    w = call_peaks(synthetic, [Region("chr1", 0, 1000)], method="threshold", threshold=4.0, min_width=15)
    assert w.peaks[["start", "end"]].values.tolist() == [[10, 30]]
    assert w.to_dict()["methodNote"].startswith("Simple absolute-threshold")


def test_peaks_bed_file(synthetic, tmp_path):
    r = call_peaks(synthetic, [Region("chr1", 0, 1000)], method="threshold", threshold=4.0)
    out = tmp_path / "results" / "peaks-t-abcdefgh.bed"
    r.write_bed(out)
    assert out.read_text() == "chr1\t10\t30\tpeak_1\t5.0000\nchr1\t60\t70\tpeak_2\t8.0000\n"


def test_quantify_semantics_and_tsv(synthetic, tmp_path):
    features = pd.DataFrame({"chrom": ["chr1", "chr1", "chr1"], "start": [0, 40, 300], "end": [30, 70, 400],
                             "name": ["a", "b", "none"], "score": [1, 2, 3]})
    mean = quantify_at_features(synthetic, features, [Region("chr1", 0, 1000)])
    table = mean.table
    assert table["name"].tolist() == ["a", "b", "none"]
    assert table["mean"].iloc[0] == pytest.approx((10 * 1 + 10 * 5 + 10 * 5) / 30)
    assert table["mean"].iloc[1] == pytest.approx((10 * -2 + 10 * 8) / 20)
    assert math.isnan(table["mean"].iloc[2]) and table["rank"].tolist() == [1, 2, 3]
    out = tmp_path / "q.tsv"
    mean.write_tsv(out)
    lines = out.read_text().splitlines()
    assert lines[0] == "rank\tchr\tstart\tend\tname\tfeatureScore\tmean"
    assert lines[3].split("\t")[-1] == "NA"
    top = mean.to_dict(top_n=2)
    assert top["rowCount"] == 3 and len(top["topRows"]) == 2 and top["topRows"][0]["name"] == "a"
    # a feature is measured only inside the scope
    clipped = quantify_at_features(synthetic, features, [Region("chr1", 0, 15)], metric="sum")
    assert clipped.table["sum"].tolist() == [10 * 1 + 5 * 5]


def test_quantify_with_real_peak_file():
    bw = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    peaks = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1-rep2.idr0.1.bfilt.regionPeak.gz")
    result = quantify_at_features(bw, peaks, [Region("chr19", 0, 58_617_616)], metric="max")
    table = open_track(peaks).all_features()
    assert result.row_count == len(table) == 152
    got = result.table.set_index(["start", "end"])["max"]
    for row in table.head(20).itertuples(index=False):
        want = naive_feature_values(bw, [("chr19", 0, 58_617_616)], [("chr19", row.start, row.end)])[0][3]
        assert got.loc[(row.start, row.end)] == pytest.approx(want)


def test_correlate_semantics(synthetic, tmp_path):
    other = write_bigwig(tmp_path / "synthetic_other.bw", [("chr1", 1000)],
                         {"chr1": ([0, 100], [50, 200], [2.0, 4.0])})
    r = correlate(synthetic, other, [Region("chr1", 0, 200)], bin_size=50, keep_bins=True)
    # bins [0,50) [50,100) [100,150) [150,200); bin 1 of `other` is uncovered
    assert r.n_bins_total == 4 and r.n_bins == 3 and r.n_bins_excluded == 1
    assert r.values_a.tolist() == pytest.approx([(10 + 50 + 50) / 30, 0.5, 0.5])
    assert r.values_b.tolist() == pytest.approx([2.0, 4.0, 4.0])
    same = correlate(synthetic, synthetic, [Region("chr1", 0, 200)], bin_size=10)
    assert same.r == pytest.approx(1.0) and same.spearman == pytest.approx(1.0)
    flat = correlate(other, other, [Region("chr1", 100, 200)], bin_size=10)
    assert flat.r is None and flat.spearman is None  # no variance


def test_nan_values_are_ignored(tmp_path):
    path = write_bigwig(tmp_path / "synthetic_nan.bw", [("chr1", 100)],
                        {"chr1": ([0, 10, 20], [10, 20, 30], [1.0, float("nan"), 3.0])})
    got = signal_stats(path, [Region("chr1", 0, 100)])
    assert got.covered_bases == 20 and got.mean == pytest.approx(2.0) and got.n_intervals == 2


def test_bedgraph_source_gives_same_numbers(tmp_path):
    bw = data_path("bigwig", "tcga_atac_hg38_chr21", "ACCx_025FE5F8_T1.bw")
    reader = open_track(bw)
    data = reader.intervals("chr21")
    text = tmp_path / "same.bedGraph"
    text.write_text("".join(f"chr21\t{s}\t{e}\t{repr(float(v))}\n" for s, e, v in
                            zip(data.starts, data.ends, data.values)))
    region = [Region("chr21", 45_700_000, 46_300_000)]
    assert signal_stats(text, region) == signal_stats(bw, region)


def test_bad_parameters():
    bw = data_path("bigwig", "tiny", "pyBigWig_test.bw")
    with pytest.raises(MeasurementError, match="No regions"):
        signal_stats(bw, [])
    with pytest.raises(MeasurementError):
        signal_stats(bw, "chr1:1-2")  # type: ignore[arg-type]
    with pytest.raises(MeasurementError, match="method"):
        call_peaks(bw, Region("1", 0, 100), method="macs")
    with pytest.raises(MeasurementError, match="threshold"):
        call_peaks(bw, Region("1", 0, 100), threshold="high")  # type: ignore[arg-type]
    with pytest.raises(MeasurementError, match="metric"):
        quantify_at_features(bw, pd.DataFrame({"chrom": ["1"], "start": [0], "end": [5]}), Region("1", 0, 100),
                             metric="median")
    assert call_peaks(bw, Region("1", 0, 100), min_width=-3).min_width == 1
    assert correlate(bw, bw, Region("1", 0, 100), bin_size=0.4).bin_size == 1


def test_interval_stats_on_real_peaks():
    from genie_widgets.genome import interval_stats

    path = data_path("peaks", "igvjs_test.broadPeak")
    table = open_track(path).all_features()
    whole = interval_stats(path, [Region("chr22", 0, 51_304_566)])
    assert whole.feature_count == len(table) == 100
    assert whole.min_score == table["score"].min() and whole.max_score == table["score"].max()
    a, b = int(table["start"].iloc[10]), int(table["end"].iloc[10])
    one = interval_stats(path, [Region("22", a, b)])  # alias; touching neighbours do not count
    want = ((table["end"] > a) & (table["start"] < b)).sum()
    assert one.feature_count == want
    # a feature spanning two scope regions counts once
    both = interval_stats(path, [Region("chr22", a, a + 1), Region("chr22", b - 1, b)])
    assert both.feature_count == ((table["end"] > a) & (table["start"] < b)).sum()
    empty = interval_stats(path, [Region("chr1", 0, 1000)])
    assert empty.to_dict() == {"featureCount": 0, "minScore": None, "maxScore": None}


@pytest.mark.parametrize("estimate", ["real", "too_high", "too_low", "none"])
def test_zscore_single_pass_matches_two_passes(estimate, monkeypatch):
    """The zoom estimate of the cutoff only decides one pass or two; the peaks are identical."""
    import genie_widgets.genome.peaks as measure

    path = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.pval.signal.bigwig")
    regions = [Region("chr19", 0, 58_617_616)]
    reference = call_peaks(path, regions, merge_gap=50)
    real = measure._cutoff_floor
    calls = []

    def fake(reader, scope, k):
        floor = real(reader, scope, k)
        calls.append(floor)
        return {"real": floor, "too_high": None if floor is None else floor * 3, "too_low": -1e9,
                "none": None}[estimate]

    monkeypatch.setattr(measure, "_cutoff_floor", fake)
    got = call_peaks(path, regions, merge_gap=50)
    assert calls and calls[0] is not None  # the zoom estimate exists for this file
    assert got.threshold == reference.threshold
    pd.testing.assert_frame_equal(got.peaks, reference.peaks)
    assert (got.n_fragments, got.n_regions, got.n_intervals_above) == (
        reference.n_fragments, reference.n_regions, reference.n_intervals_above)
