"""The measurement tools end to end on real bigWigs: exact numbers (checked against plain numpy over
pyBigWig's intervals), records that hold them, refusals with records, errors without."""

import math

import numpy as np
import pandas as pd
import pyBigWig
import pytest

from genie_widgets.citations import verify_message
from genie_widgets.genome import open_track
from genie_widgets.tools import call

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def independent_stats(path, chrom, start, end):
    with pyBigWig.open(str(path)) as bw:
        iv = np.array(bw.intervals(chrom, start, end) or [], dtype=float).reshape(-1, 3)
    s = np.maximum(iv[:, 0], start)
    e = np.minimum(iv[:, 1], end)
    lengths = e - s
    covered = lengths.sum()
    mean = (iv[:, 2] * lengths).sum() / covered
    return {"min": iv[:, 2].min(), "max": iv[:, 2].max(), "sum": (iv[:, 2] * lengths).sum(), "mean": mean,
            "coveredBases": covered, "nIntervals": len(iv), "coveredFraction": min(1.0, covered / (end - start))}


@pytest.fixture()
def tracks(project, shared_data):
    a = project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig", name="rep1 fc")
    b = project.add_track(shared_data / CHR19 / "rep2.fc.signal.bigwig", name="rep2 fc")
    project.set_view("chr19:1,000,000-1,100,000")
    return a, b


@pytest.mark.parametrize("scope", ["viewport", "chromosome", "all"])
def test_signal_stats_are_exact_at_every_scope(project, session, tracks, shared_data, scope):
    a, _b = tracks
    r = call("genome_signal_stats", {"trackIds": [a.id], "scope": scope}, project, session)
    assert r.success, r.error
    got = r.tracks[0]["stats"]
    if scope == "viewport":
        want = independent_stats(shared_data / CHR19 / "rep1.fc.signal.bigwig", "chr19", 1_000_000, 1_100_000)
    else:
        size = project.assembly.size("chr19")
        want = independent_stats(shared_data / CHR19 / "rep1.fc.signal.bigwig", "chr19", 0, size)
        if scope == "all":
            want["coveredFraction"] = want["coveredBases"] / project.assembly.genome_length
    for key in ("min", "max", "coveredBases", "nIntervals"):
        assert got[key] == pytest.approx(want[key]), key
    for key in ("mean", "sum", "coveredFraction"):
        assert got[key] == pytest.approx(want[key], rel=1e-6), key
    assert r.citation.source_type == "genome-computation"
    assert r.citation.data["tracks"][0]["stats"]["mean"] == got["mean"]  # the record holds the numbers


def test_describe_viewport_record_holds_the_numbers_and_verifies(project, session, tracks):
    r = call("genome_describe_viewport", {}, project, session)
    stats = r.tracks[0]["stats"]
    sentence = (f"In chr19:1,000,000-1,100,000 the rep1 signal averaged {stats['mean']:.2f} and reached "
                f"{stats['max']:.2f}, covering {stats['coveredFraction']:.0%} of the view {r.citation.token}.")
    (check,) = verify_message(sentence, session.citations)
    assert check.status == "verified", check.reason
    region_only = call("genome_get_current_region", {}, project, session).citation
    (check,) = verify_message(sentence.replace(r.citation.token, region_only.token), session.citations)
    assert check.status == "unsupported"


def test_signal_stats_regions_and_refusals(project, session, tracks):
    a, _ = tracks
    r = call("genome_signal_stats", {"regions": ["chr19:1,000,000-1,050,000", "garbage", "chr19:1,050,000-1,100,000"]},
             project, session)
    assert r.success and r.dropped_regions == ["garbage"] and len(r.tracks) == 2
    whole = call("genome_signal_stats", {"trackIds": [a.id]}, project, session).tracks[0]["stats"]
    assert r.tracks[0]["stats"]["sum"] == pytest.approx(whole["sum"])
    refused = call("genome_signal_stats", {"regions": ["nope", "chr99:1-2"]}, project, session)
    assert refused.success is False and refused.error == "No parseable regions were provided."
    assert refused.citation is not None and "No parseable regions" in refused.citation.excerpt
    project.set_unresolved_view("somewhere")
    for name, args in [("genome_signal_stats", {}), ("genome_call_peaks", {"trackId": a.id}),
                       ("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": a.id})]:
        r = call(name, args, project, session)
        assert r.success is False and "not a resolved numeric" in r.error
        assert "not a resolved numeric" in session.citations.get(r.citation.id).excerpt
    r = call("genome_describe_viewport", {}, project, session)
    assert r.warning and r.tracks == []


def test_unknown_track_is_an_error_with_no_record(project, session, tracks):
    before = len(session.citations)
    for name, args in [("genome_signal_stats", {"trackIds": ["zzz"]}), ("genome_call_peaks", {"trackId": "zzz"}),
                       ("genome_quantify_at_features", {"signalTrackId": "zzz", "featureTrackId": "zzz"}),
                       ("genome_correlate_tracks", {"trackIdA": "zzz", "trackIdB": tracks[0].id}),
                       ("genome_describe_viewport", {"trackIds": ["zzz"]})]:
        r = call(name, args, project, session)
        assert r.success is False and "Track 'zzz' was not found" in r.error and r.citations == []
    assert len(session.citations) == before


def test_call_peaks_writes_a_bed_track_and_merge_gap_reports_regions(project, session, tracks):
    a, _ = tracks
    r = call("genome_call_peaks", {"trackId": a.id}, project, session)
    assert r.success and r.method == "zscore" and r.k == 2
    assert r.threshold == pytest.approx(r.mean + 2 * r.sd)
    assert r.result_file_name.startswith(f"peaks-{a.id}-") and r.result_file_name.endswith(".bed")
    bed = pd.read_csv(r.result_url, sep="\t", header=None, names=["chr", "start", "end", "name", "score"])
    assert len(bed) == r.peak_count == r.fragment_count
    assert list(bed["name"][:2]) == ["peak_1", "peak_2"]
    assert (bed["score"] >= r.threshold - 1e-3).all()
    peaks_track = project.track(r.track_id)
    assert peaks_track.name == "rep1 fc peaks · z ≥ 2" and peaks_track.source  # (#13) parameters in the name == "result" and peaks_track.kind == "interval"
    assert len(open_track(peaks_track.url).features("chr19")) == r.peak_count  # the BED reads back
    merged = call("genome_call_peaks", {"trackId": a.id, "mergeGap": 1000}, project, session)
    assert merged.fragment_count == r.peak_count and merged.peak_count < r.peak_count
    c = r.citation
    assert c.url == r.result_url and c.file_name == r.result_file_name
    sentence = f"There were {r.peak_count} peaks at a cutoff of {r.threshold:.2f} {c.token}."
    assert verify_message(sentence, session.citations)[0].status == "verified"


def test_call_peaks_threshold_method_and_wrong_kind(project, session, tracks):
    a, _ = tracks
    r = call("genome_call_peaks", {"trackId": a.id, "method": "threshold", "threshold": 50, "minWidth": 100},
             project, session)
    assert r.success and r.threshold == 50 and r.min_width == 100
    peaks = r.to_frame()
    assert ((peaks["end"] - peaks["start"]) >= 100).all()
    wrong = call("genome_call_peaks", {"trackId": r.track_id}, project, session)
    assert wrong.success is False and "signal track" in wrong.error and wrong.citation is not None


def test_quantify_at_peaks_and_genes(project, session, tracks, gencode):
    a, b = tracks
    peaks = call("genome_call_peaks", {"trackId": a.id}, project, session)
    r = call("genome_quantify_at_features", {"signalTrackId": b.id, "featureTrackId": peaks.track_id, "topN": 500},
             project, session)
    assert r.success and r.row_count == peaks.peak_count and len(r.top_rows) == min(100, r.row_count)
    values = [row["value"] for row in r.top_rows if row["value"] is not None]
    assert values == sorted(values, reverse=True)
    header = open(r.result_url).readline().rstrip("\n").split("\t")
    assert header == ["rank", "chr", "start", "end", "name", "featureScore", "mean"]
    top = r.top_rows[0]
    want = independent_stats(project.track(b.id).url, "chr19", top["start"], top["end"])["mean"]
    assert top["value"] == pytest.approx(want, rel=1e-6)
    genes = project.add_track(catalog_id="genes")
    g = call("genome_quantify_at_features", {"signalTrackId": b.id, "featureTrackId": genes.id, "metric": "max"},
             project, session)
    assert g.success and g.row_count > 0 and g.metric == "max"


def test_correlate_replicates(project, session, tracks, shared_data):
    a, b = tracks
    r = call("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": b.id, "binSize": 1000}, project, session)
    assert r.success and r.bin_size == 1000 and r.n_bins + r.n_bins_excluded == 100
    # independent: per-bin means over covered bases with numpy
    def binned(path):
        with pyBigWig.open(str(path)) as bw:
            iv = np.array(bw.intervals("chr19", 1_000_000, 1_100_000), dtype=float)
        sums, cov = np.zeros(100), np.zeros(100)
        for s, e, v in iv:
            for k in range(int(max(s, 1_000_000) - 1_000_000) // 1000, int(min(e, 1_100_000) - 1_000_000 - 1) // 1000 + 1):
                lo, hi = max(s, 1_000_000 + k * 1000), min(e, 1_000_000 + (k + 1) * 1000)
                if hi > lo:
                    sums[k] += v * (hi - lo)
                    cov[k] += hi - lo
        return sums, cov
    sa, ca = binned(shared_data / CHR19 / "rep1.fc.signal.bigwig")
    sb, cb = binned(shared_data / CHR19 / "rep2.fc.signal.bigwig")
    ok = (ca > 0) & (cb > 0)
    want = np.corrcoef(sa[ok] / ca[ok], sb[ok] / cb[ok])[0, 1]
    assert r.r == pytest.approx(want, rel=1e-9) and r.n_bins == ok.sum()
    assert math.isfinite(r.spearman)


def test_quantify_refuses_non_interval_features(project, session, tracks):
    a, b = tracks
    r = call("genome_quantify_at_features", {"signalTrackId": a.id, "featureTrackId": b.id}, project, session)
    assert r.success is False and "features must come from an interval" in r.error and r.citation is not None


def test_repeated_peak_runs_have_distinct_names_and_titles_with_parameters(project, session, tracks):
    a, _b = tracks
    first = call("genome_call_peaks", {"trackId": a.id}, project, session)
    gap = call("genome_call_peaks", {"trackId": a.id, "mergeGap": 1000}, project, session)
    again = call("genome_call_peaks", {"trackId": a.id, "mergeGap": 1000}, project, session)
    thr = call("genome_call_peaks", {"trackId": a.id, "method": "threshold", "threshold": 20, "minWidth": 100},
               project, session)
    names = [project.track(r.track_id).name for r in (first, gap, again, thr)]
    assert names == ["rep1 fc peaks · z ≥ 2", "rep1 fc peaks · z ≥ 2 · gap 1 kb",
                     "rep1 fc peaks · z ≥ 2 · gap 1 kb (run 2)", "rep1 fc peaks · ≥ 20 · min 100 bp"]
    assert [r.citation.title for r in (first, gap, again, thr)] == names
    assert len({t.name for t in project.tracks}) == len(project.tracks)
