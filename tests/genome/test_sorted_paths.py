"""The issue-17 fast paths give the exact path's numbers: prefix-sum kernels, the small-window
(tile) path with its decoded-block cache, quantification over sorted disjoint batches, and the
remote index prefetch. Checked on real ../shared/data tracks and SYNTHETIC ones."""

from __future__ import annotations

import http.server
import os
import shutil
import threading
from typing import ClassVar

import numpy as np
import pytest

from genie_widgets.genome import Region, _window, open_track, quantify_at_features
from genie_widgets.genome import _kernels as K
from genie_widgets.genome._sorted import bins_sorted, ranges_sorted, sorted_disjoint
from genie_widgets.genome.binning import (
    _BinAccumulator,
    _small_window_bins,
    bin_edges,
    summarize_bins,
)

from .genome_testlib import bigwig_params, data_path, write_bigwig


def _synthetic(rng: np.random.Generator, n: int, nan: bool = True):
    """SYNTHETIC sorted, disjoint intervals with gaps, NaN values and zero-length entries."""
    gaps = rng.integers(0, 40, n) * (rng.random(n) < 0.3)
    lengths = rng.integers(0, 120, n)
    starts = 1000 + np.cumsum(gaps + np.r_[0, lengths[:-1]])
    ends = starts + lengths
    values = rng.gamma(2.0, 3.0, n).astype(np.float32)
    if nan:
        values[rng.random(n) < 0.02] = np.nan
    return starts.astype(np.uint32), ends.astype(np.uint32), values


def _reference_bins(s, e, v, edges):
    s, e, v = (np.asarray(x) for x in (s, e, v))
    keep = ~np.isnan(v) & (e > s)
    s64 = np.clip(s[keep].astype(np.int64), edges[0], edges[-1])
    e64 = np.clip(e[keep].astype(np.int64), edges[0], edges[-1])
    inside = e64 > s64
    return K.bin_stats(s64[inside], e64[inside], v[keep][inside].astype(np.float64), edges)


@pytest.mark.parametrize("seed", range(6))
def test_bins_sorted_matches_general_kernel(seed):
    rng = np.random.default_rng(seed)
    s, e, v = _synthetic(rng, 3000)
    lo, hi = int(s[0]) - 500, int(e[-1]) + 500
    for n_bins in (1, 7, 256, 1024, 5000):
        a = int(rng.integers(lo, hi - 10))
        b = int(rng.integers(a + 1, hi))
        edges = bin_edges(a, b, n_bins)
        got = bins_sorted(s, e, v, edges)
        assert got is not None
        sums, cov, mins, maxs, _n = got
        ref_sum, ref_cov, ref_min, ref_max, _ = _reference_bins(s, e, v, edges)
        assert np.array_equal(cov, ref_cov)
        assert np.allclose(sums, ref_sum, rtol=1e-12, atol=1e-7)
        assert np.array_equal(mins, ref_min, equal_nan=True)
        assert np.array_equal(maxs, ref_max, equal_nan=True)


@pytest.mark.parametrize("seed", range(4))
def test_bins_sorted_looks_only_inside_the_bins(seed):
    """The kernel slices the intervals to the bins before its NaN / empty-interval check: NaN and
    zero-length entries outside the bins change nothing, inside they are dropped — same numbers
    as the general kernel either way (SYNTHETIC data reaching far past the bins on both sides)."""
    rng = np.random.default_rng(50 + seed)
    s, e, v = _synthetic(rng, 7000, nan=False)
    keep = e > s  # no empty intervals to start with
    s, e, v = s[keep][:6000], e[keep][:6000], v[keep][:6000]
    a, b = int(s[2000]) + 7, int(e[4000]) - 3
    outside = np.r_[rng.integers(0, 1500, 30), rng.integers(4500, 6000, 30)]
    cases = {"clean": v, "nan outside": v.copy(), "nan inside": v.copy()}
    cases["nan outside"][outside] = np.nan
    cases["nan inside"][rng.integers(2100, 3900, 20)] = np.nan
    e_zero = e.copy()
    e_zero[2500] = s[2500]  # an empty interval inside the bins
    for n_bins in (1, 3, 1024):
        edges = bin_edges(a, b, n_bins)
        for label, vals in [*cases.items(), ("empty inside", v)]:
            ends = e_zero if label == "empty inside" else e
            got = bins_sorted(s, ends, vals, edges)
            assert got is not None, label
            ref = _reference_bins(s, ends, vals, edges)
            assert np.array_equal(got[1], ref[1]), label
            assert np.allclose(got[0], ref[0], rtol=1e-12, atol=1e-7), label
            assert np.array_equal(got[2], ref[2], equal_nan=True), label
            assert np.array_equal(got[3], ref[3], equal_nan=True), label


def test_bins_sorted_finds_nan_from_its_result_wherever_it_lies():
    """NaN values are found from the bins' sums (a NaN value makes its bin's sum NaN), not by a
    pass over the intervals: a NaN on the interval straddling the first edge, the last edge, an
    inner edge, or on a whole interval, is dropped exactly as the general kernel drops it
    (SYNTHETIC, gapless and with gaps)."""
    rng = np.random.default_rng(77)
    for gaps in (False, True):
        lengths = rng.integers(5, 60, 400)
        starts = np.cumsum(np.r_[0, lengths[:-1]] + (rng.integers(0, 9, 400) if gaps else 0)) + 100
        s = starts.astype(np.uint32)
        e = (starts + lengths).astype(np.uint32)
        edges = bin_edges(int(s[50]) + 2, int(e[350]) - 2, 64)
        straddlers = [int(np.searchsorted(e, x, side="right")) for x in (edges[0], edges[-1], edges[10])]
        for where in [*straddlers, 200, 120]:
            v = rng.gamma(2.0, 3.0, 400).astype(np.float32)
            v[where] = np.nan
            got = bins_sorted(s, e, v, edges)
            ref = _reference_bins(s, e, v, edges)
            assert got is not None
            assert np.array_equal(got[1], ref[1]), where
            assert np.allclose(got[0], ref[0], rtol=1e-12, atol=1e-7), where
            assert np.array_equal(got[2], ref[2], equal_nan=True), where
            assert np.array_equal(got[3], ref[3], equal_nan=True), where
            assert not np.isnan(got[0]).any()


def test_kernels_refuse_overlapping_intervals():
    s = np.array([0, 50, 60], np.uint32)
    e = np.array([100, 70, 80], np.uint32)  # the first interval overlaps the next ones
    v = np.ones(3, np.float32)
    assert sorted_disjoint(s, e, v) is None
    assert bins_sorted(s, e, v, np.array([0, 50, 100])) is None
    assert ranges_sorted(s, e, v, np.array([0]), np.array([10])) is None


@pytest.mark.parametrize("seed", range(4))
def test_ranges_sorted_matches_feature_overlaps(seed):
    rng = np.random.default_rng(100 + seed)
    s, e, v = _synthetic(rng, 4000)
    k = 500
    rs = rng.integers(int(s[0]) - 200, int(e[-1]), k)
    re_ = rs + rng.integers(1, 3000, k)  # unsorted, overlapping each other, some past the data
    got = ranges_sorted(s, e, v, rs, re_)
    assert got is not None
    keep = ~np.isnan(v)
    order = np.argsort(rs, kind="stable")
    ref = K.feature_overlaps(rs[order], re_[order], s[keep].astype(np.int64), e[keep].astype(np.int64),
                             v[keep].astype(np.float64))
    cov, total, mx, count = got
    inv = np.empty(k, np.int64)
    inv[order] = np.arange(k)
    assert np.array_equal(cov, ref[0][inv])
    assert np.allclose(total, ref[1][inv], rtol=1e-12, atol=1e-7)
    assert np.array_equal(mx, ref[2][inv], equal_nan=True)
    # feature_overlaps counts intervals with positive overlap; ranges_sorted too (zero-length dropped)
    assert np.array_equal(count, ref[3][inv])


def _accumulated(reader, chrom, edges):
    acc = _BinAccumulator(edges, extremes=True).fill(reader, Region(chrom, int(edges[0]), int(edges[-1])))
    return acc


@pytest.mark.parametrize("path", bigwig_params())
def test_small_window_path_matches_streaming_path_on_real_tracks(path):
    reader = open_track(path)
    rng = np.random.default_rng(17)
    checked = 0
    for chrom, size in reader.chroms().items():
        d = reader.intervals(chrom)
        if not len(d):
            continue
        lo, hi = int(d.starts[0]), int(d.ends[-1])
        for _ in range(4):
            a = int(rng.integers(max(0, lo - 1000), max(lo, hi - 1)))
            b = min(size, a + int(rng.choice([100, 5_000, 1 << 20])))
            if b <= a:
                continue
            edges = bin_edges(a, b, int(rng.choice([1, 100, 1024])))
            fast = _small_window_bins(reader, chrom, edges)
            if fast is None:  # overlapping intervals or a window of many blocks: general path
                continue
            ref = _accumulated(reader, chrom, edges)
            assert np.array_equal(fast.covered, ref.covered)
            assert np.allclose(fast.sum, ref.sum, rtol=1e-10, atol=1e-6)
            assert np.array_equal(fast.min, ref.min, equal_nan=True)
            assert np.array_equal(fast.max, ref.max, equal_nan=True)
            checked += 1
    assert checked or not len(reader.chroms())


def test_fixed_and_variable_step_files_take_the_fast_path():
    path = data_path("bigwig", "tiny", "igvjs_fixedStep.bw")
    reader = open_track(path)
    chrom = next(iter(reader.chroms()))
    d = reader.intervals(chrom)
    edges = bin_edges(int(d.starts[0]), int(d.ends[-1]), 64)
    fast = _small_window_bins(reader, chrom, edges)
    assert fast is not None
    ref = _accumulated(reader, chrom, edges)
    assert np.array_equal(fast.covered, ref.covered) and np.allclose(fast.sum, ref.sum, rtol=1e-12)


def test_neighbouring_tiles_share_cached_blocks(tmp_path, monkeypatch):
    rng = np.random.default_rng(5)
    n = 200_000
    starts = np.arange(n, dtype=np.int64) * 20
    path = write_bigwig(tmp_path / "synthetic_tiles.bw", [("chr1", 4_100_000)],
                        {"chr1": (starts, starts + rng.integers(1, 20, n), rng.gamma(2.0, 2.0, n))})
    reader = open_track(path)
    inflated = []
    real_inflate = reader.bbi._inflate
    monkeypatch.setattr(reader.bbi, "_inflate", lambda data: inflated.append(1) or real_inflate(data))
    span = 1 << 18
    first = summarize_bins(reader, "chr1", bin_edges(0, span, 1024))
    n_first = len(inflated)
    second = summarize_bins(reader, "chr1", bin_edges(span, 2 * span, 1024))
    # the block straddling the tile boundary was decoded once
    leaves = reader.bbi.data_leaves(0)
    needed = ((leaves["start"] < 2 * span) & (leaves["end"] > 0)).sum()
    assert len(inflated) == needed
    again = summarize_bins(reader, "chr1", bin_edges(0, span, 1024))
    assert len(inflated) == needed and np.array_equal(again.mean, first.mean, equal_nan=True)
    assert n_first < needed
    # a tiny cache evicts, and the numbers stay the same
    monkeypatch.setattr(_window, "CACHE_BYTES", 1)
    fresh = open_track(path)
    for a in (0, span, 0):
        got = summarize_bins(fresh, "chr1", bin_edges(a, a + span, 1024))
        ref = _accumulated(fresh, "chr1", bin_edges(a, a + span, 1024))
        assert np.array_equal(got.covered, ref.covered) and np.allclose(got.sum, ref.sum, rtol=1e-12)
    assert np.array_equal(second.covered, _accumulated(reader, "chr1", bin_edges(span, 2 * span, 1024)).covered)


def test_tile_cache_refuses_a_file_rewritten_in_place_and_keeps_a_replaced_one(tmp_path):
    """The decoded-block cache stays exact: a file rewritten in place after it was opened gives a
    clear error on the next tile (even a warm one, which reads nothing), a fresh reader gives the
    new numbers; a file replaced by another under the same name leaves the open reader on the
    old one, consistently (SYNTHETIC)."""
    from genie_widgets.genome.errors import TrackSourceError

    rng = np.random.default_rng(31)
    n = 20_000
    starts = np.arange(n, dtype=np.int64) * 20

    def track(name: str, scale: float):
        return write_bigwig(tmp_path / name, [("chr1", 400_000)],
                            {"chr1": (starts, starts + 15, scale * rng.gamma(2.0, 2.0, n))})

    path, other, third = track("synthetic_a.bw", 1.0), track("synthetic_b.bw", 3.0), track("synthetic_c.bw", 5.0)
    edges = bin_edges(100_000, 200_000, 512)
    reader = open_track(path)
    first = summarize_bins(reader, "chr1", edges)
    assert np.array_equal(summarize_bins(reader, "chr1", edges).sum, first.sum)  # warm
    before = os.stat(path).st_mtime_ns
    with open(path, "r+b") as handle:  # the same file, new contents
        handle.write(other.read_bytes())
        handle.truncate()
    os.utime(path, ns=(before + 10**9, before + 10**9))
    with pytest.raises(TrackSourceError, match="changed on disk after it was opened"):
        summarize_bins(reader, "chr1", edges)
    fresh = summarize_bins(open_track(path), "chr1", edges)
    assert np.array_equal(fresh.sum, summarize_bins(open_track(other), "chr1", edges).sum)
    assert not np.array_equal(fresh.sum, first.sum)
    # replaced by another file under the same name: the open reader keeps the file it opened
    reader = open_track(path)
    os.replace(third, path)
    assert np.array_equal(summarize_bins(reader, "chr1", edges).sum, fresh.sum)
    assert np.array_equal(summarize_bins(reader, "chr1", bin_edges(0, 400_000, 64)).sum,
                          _accumulated(open_track(other), "chr1", bin_edges(0, 400_000, 64)).sum)


def _generic_feature_values(reader, chrom, fs, fe):
    """Reference: every interval of the chromosome through the general (non-disjoint) kernel."""
    d = reader.intervals(chrom)
    keep = ~np.isnan(d.values)
    order = np.argsort(fs, kind="stable")
    got = K.feature_overlaps(fs[order], fe[order], d.starts[keep], d.ends[keep], d.values[keep].astype(np.float64))
    inv = np.empty(len(fs), np.int64)
    inv[order] = np.arange(len(fs))
    return got[0][inv], got[1][inv]


def test_quantify_matches_the_general_kernel_on_real_data():
    folder = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19")
    signal = folder / "rep1.fc.signal.bigwig"
    peaks = folder / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"
    reader = open_track(signal)
    chrom = "chr19"
    size = reader.chroms()[chrom]
    result = quantify_at_features(reader, peaks, [Region(chrom, 0, size)], metric="mean").table
    assert len(result) > 100
    fs = result["start"].to_numpy(np.int64)
    fe = result["end"].to_numpy(np.int64)
    cov, total = _generic_feature_values(reader, chrom, fs, np.minimum(fe, size))
    assert np.array_equal(result["coveredBases"].to_numpy(), cov)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(cov > 0, total / np.maximum(cov, 1), np.nan)
    assert np.allclose(result["mean"].to_numpy(np.float64), mean, rtol=1e-12, equal_nan=True)


def test_quantify_synthetic_with_nan_batches(tmp_path):
    """A batch holding NaN values takes the careful path; the numbers match the reference."""
    rng = np.random.default_rng(9)
    n = 150_000
    starts = np.arange(n, dtype=np.int64) * 25
    values = rng.gamma(2.0, 2.0, n)
    values[rng.random(n) < 0.001] = np.nan
    path = write_bigwig(tmp_path / "synthetic_nan.bw", [("chr1", 3_800_000)],
                        {"chr1": (starts, starts + rng.integers(1, 25, n), values)})
    import pandas as pd

    fs = np.sort(rng.integers(0, 3_700_000, 2000))
    feats = pd.DataFrame({"chrom": "chr1", "start": fs, "end": fs + rng.integers(1, 5000, 2000)})
    reader = open_track(path)
    table = quantify_at_features(reader, feats, [Region("chr1", 0, 3_800_000)], metric="sum").table
    table = table.sort_values(["start", "end"], kind="stable")
    cov, total = _generic_feature_values(reader, "chr1", table["start"].to_numpy(np.int64),
                                         table["end"].to_numpy(np.int64))
    assert np.array_equal(table["coveredBases"].to_numpy(), cov)
    assert np.allclose(np.nan_to_num(table["sum"].to_numpy(np.float64)), total, rtol=1e-12)


# ---------------------------------------------------------------------------- remote prefetch
class _Counting(http.server.SimpleHTTPRequestHandler):
    count: ClassVar[list[int]] = [0]

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.count[0] += 1
        path = self.translate_path(self.path)
        size = os.path.getsize(path)
        a, b = self.headers["Range"].split("=", 1)[1].split("-")
        a, b = int(a), min(int(b), size - 1)
        with open(path, "rb") as handle:
            handle.seek(a)
            body = handle.read(b - a + 1)
        self.send_response(206)
        self.send_header("Content-Range", f"bytes {a}-{b}/{size}")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def counting_server(tmp_path):
    handler = type("H", (_Counting,), {"count": [0]})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), lambda *a, **k: handler(*a, directory=str(tmp_path), **k))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, f"http://127.0.0.1:{server.server_address[1]}", handler.count
    server.shutdown()
    server.server_close()


def test_remote_tile_reads_index_once_and_matches_local(counting_server):
    root, base, count = counting_server
    src = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    shutil.copy(src, root / "track.bw")
    local = open_track(root / "track.bw")
    remote = open_track(f"{base}/track.bw")
    assert remote.bbi._prefetched, "the data index is read ahead for a URL"
    opened = count[0]
    d = local.intervals("chr19")
    a = int(d.starts[len(d) // 2])
    edges = bin_edges(a, a + (1 << 20), 1024)
    got = summarize_bins(remote, "chr19", edges)
    assert count[0] - opened <= 1, "walking the index needs no request; the tile's blocks one"
    ref = summarize_bins(local, "chr19", edges)
    assert np.array_equal(got.covered, ref.covered) and np.array_equal(got.sum, ref.sum)
    assert np.array_equal(got.min, ref.min, equal_nan=True)
    # the neighbouring tiles' blocks came in the same request: panning costs no request
    after_first = count[0]
    for shift in (1 << 20, -(1 << 20)):
        side = bin_edges(a + shift, a + shift + (1 << 20), 1024)
        near = summarize_bins(remote, "chr19", side)
        assert np.array_equal(near.covered, summarize_bins(local, "chr19", side).covered)
    assert count[0] == after_first


def test_url_tracks_keep_their_decode_threads_local_ones_follow_idle_cores(counting_server, monkeypatch):
    """Over a URL the decode threads overlap round trips, so neither a busy machine nor
    at_most_threads takes them away; a local track's threads follow the idle cores and the cap.
    The numbers are the same either way (real ../shared/data track)."""
    from genie_widgets.genome import _bbi_arrays, signal_stats
    from genie_widgets.genome._bbi_arrays import at_most_threads

    root, base, _count = counting_server
    src = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    shutil.copy(src, root / "track.bw")
    local, remote = open_track(root / "track.bw"), open_track(f"{base}/track.bw")
    busy = root / "loadavg"
    busy.write_text("3.0 3.0 3.0 4/90 7")
    real = _bbi_arrays.decode_threads
    monkeypatch.setattr("genie_widgets.genome._bbi.decode_threads", lambda w: real(w, str(busy)))
    assert remote.bbi._threads(2) == 2 and local.bbi._threads(2) == 1
    with at_most_threads(1):
        assert remote.bbi._threads(2) == 2 and local.bbi._threads(2) == 1
    busy.write_text("0.0 0.0 0.0 1/90 7")
    monkeypatch.setattr("os.sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    assert local.bbi._threads(2) == 2
    with at_most_threads(1):
        assert local.bbi._threads(2) == 1
    size = local.chroms()["chr19"]
    assert signal_stats(remote, [Region("chr19", 0, size)]) == signal_stats(local, [Region("chr19", 0, size)])


def test_remote_auto_stats_read_a_small_scope_exactly(counting_server, monkeypatch):
    """Over a URL, ``method="auto"`` on a scope with little compressed data takes the exact pass
    (fewer requests than verifying zoom records); with the limit at 0 it takes the zoom path, and
    both agree with the local exact numbers (real ../shared/data track)."""
    from genie_widgets.genome import _zoom, signal_stats

    root, base, count = counting_server
    src = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    shutil.copy(src, root / "track.bw")
    scope = [Region("chr19", 0, 58_617_616)]
    exact = signal_stats(root / "track.bw", scope)
    start = count[0]
    auto = signal_stats(f"{base}/track.bw", scope, method="auto")
    exact_requests = count[0] - start
    assert auto.method == "exact" and auto == exact
    monkeypatch.setattr(_zoom, "REMOTE_EXACT_BYTES", 0)
    start = count[0]
    zoomed = signal_stats(f"{base}/track.bw", scope, method="auto")
    assert zoomed.method == "zoom+exact-edges", "the track has zoom levels and enough blocks"
    assert count[0] - start > exact_requests
    assert zoomed.covered_bases == exact.covered_bases
    assert zoomed.mean == pytest.approx(exact.mean, rel=1e-6)


# ---------------------------------------------------------------------------- reusable read buffer
def test_local_read_into_matches_read_and_refuses_past_the_end(tmp_path):
    from genie_widgets.genome._ranges import LocalFile
    from genie_widgets.genome.errors import TrackSourceError

    data = np.random.default_rng(3).integers(0, 256, 100_000).astype(np.uint8).tobytes()  # SYNTHETIC bytes
    (tmp_path / "blob.bin").write_bytes(data)
    f = LocalFile(tmp_path / "blob.bin")
    buf = bytearray(1 << 17)
    for off, n in ((0, 10), (99_990, 10), (1234, 65_536), (5, 0)):
        assert bytes(f.read_into(off, n, buf)) == f.read(off, n) == data[off : off + n]
    with pytest.raises(TrackSourceError, match="truncated"):
        f.read_into(99_990, 11, buf)
    f.close()


@pytest.mark.parametrize("path", bigwig_params())
def test_span_reads_into_the_thread_buffer_give_the_cached_blocks(path):
    """Many-block requests read each span into one reused buffer; every block inflates to the same
    bytes as a separate read (real ../shared/data tracks)."""
    reader = open_track(path)
    bbi = reader.bbi
    for _name, (cid, _size) in list(bbi.chroms.items())[:3]:
        leaves = bbi.data_leaves(cid)
        if len(leaves) <= 4:
            continue
        spans = [bytes(b) for b in bbi.iter_blocks(leaves)]
        pairs = zip(leaves["offset"].tolist(), leaves["size"].tolist(), strict=True)
        singles = [bytes(bbi._inflate(bbi.source.read(o, n))) for o, n in pairs]
        assert spans == singles
