"""Fast region statistics from a bigWig's zoom records, exact at the edges, verified.

A zoom record summarises ``[start, end)`` with covered bases, min, max, Σv·bp and Σv²·bp. For a
region we take, at the coarsest useful level, the records lying strictly inside it, and cover
what is left at each edge with finer levels, down to decoded intervals for the last few bases.
Only records that lie wholly inside the region are used, so there is no pro-rating (the source
of pyBigWig's ``exact=False`` errors on arbitrary ranges).

Zoom records are not always right, so nothing is trusted blindly:

- **verify** each level once per file: a few records (and the gap after each) are recomputed
  from the raw intervals; covered bases must match exactly, sums to float32 precision, and
  min/max (allowing the known writer quirk that folds in the value of an interval starting
  exactly at the record's end — harmless here because used records end strictly inside the
  region). A level that fails — e.g. bigtools files whose counts include gaps — is not used.
- **repair** single bad records: libBigWig writes every 1,023rd record with Σ = Σ² = 0; such a
  record (and any that fails a consistency check) is recomputed from the raw intervals.
- **fall back** to the exact decode whenever no verified level helps.

Sums then carry the file's float32 rounding of each record: a level is used only when its
sampled records are within ``SUM_RTOL`` (1e-6) of the exact sums, so the mean and sum are within
about 1e-6 relative; covered bases, min, max and nIntervals are exact. Levels whose sums drift
more (writers that accumulate in float32) are skipped; a level with wrong coverage, gaps or
min/max makes the whole file untrusted.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from . import _kernels as K
from ._prefetch import is_remote
from .locus import Region
from .sources import BigWigReader, SignalReader

__all__ = ["ZoomStats", "ZoomTotals", "fast_stats"]

_MIN_BLOCKS_FOR_ZOOM = 24  # below this many data blocks the exact decode is as fast
REMOTE_EXACT_BYTES = 32 << 20  # over a URL, scopes with at most this much compressed data are read exactly
_VERIFY_SAMPLES = 4
_VERIFY_BLOCK_BUDGET = 256
_MIN_RECORDS = 64  # use a level when this many records fit: edges shrink ~64x per step
#: Largest relative error of a zoom record's sum (vs Σ|v|·bp) for its level to be used. Writers
#: store float32 sums; UCSC files measured here are within 8e-7, one writer drifts to 6e-6.
SUM_RTOL = 1e-6


@dataclass(frozen=True)
class ZoomTotals:
    """What the fast path found over a scope: covered bases (bp), Σv·bp, Σv²·bp, min and max (±inf
    when nothing is covered) and the number of intervals (-1 when not counted)."""

    covered: int
    total: float
    sumsq: float
    min: float
    max: float
    n_intervals: int

    @property
    def mean(self) -> float | None:
        """Σv·bp / covered bases; ``None`` when nothing is covered."""
        return self.total / self.covered if self.covered else None

    @property
    def sd(self) -> float | None:
        """Length-weighted population SD from Σv² (float64); ``None`` when nothing is covered."""
        if not self.covered:
            return None
        mean = self.total / self.covered
        return float(np.sqrt(max(0.0, self.sumsq / self.covered - mean * mean)))


@dataclass
class _Acc:
    covered: int = 0
    total: float = 0.0
    sumsq: float = 0.0
    min: float = np.inf
    max: float = -np.inf

    def add_records(self, recs: np.ndarray) -> None:
        valid = recs["valid"].astype(np.int64)
        has = valid > 0
        if not has.any():
            return
        r = recs[has]
        self.covered += int(valid[has].sum())
        self.total += float(r["sum"].astype(np.float64).sum())
        self.sumsq += float(r["sumsq"].astype(np.float64).sum())
        self.min = min(self.min, float(r["min"].min()))
        self.max = max(self.max, float(r["max"].max()))

    def add_raw(self, s: np.ndarray, e: np.ndarray, v: np.ndarray) -> None:
        if not len(s):
            return
        L = (e - s).astype(np.float64)
        v64 = v.astype(np.float64)
        self.covered += int((e - s).sum())
        self.total += float(v64 @ L)
        self.sumsq += float((v64 * v64) @ L)
        self.min = min(self.min, float(v64.min()))
        self.max = max(self.max, float(v64.max()))


class ZoomStats:
    """Per-file state: which zoom levels are verified."""

    def __init__(self, reader: BigWigReader) -> None:
        self.reader = reader
        self.bbi = reader.bbi
        self._verified: dict[int, bool | None] = {}
        self._lock = threading.Lock()

    # ---------------------------------------------------------------- raw helpers
    def _raw(self, cid: int, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        s, e, v = self.bbi.wig_intervals(cid, lo, hi, threads=1)
        return K.clip(s, e, v, lo, hi)

    # ---------------------------------------------------------------- verification
    def usable_levels(self, cid: int) -> list[int] | None:
        """Verified levels, coarse to fine; ``None`` when any level failed verification (the
        file's writer is then not trusted at all). Verified once per file."""
        with self._lock:
            if not self._verified:
                for level in range(len(self.bbi.zoom_levels)):
                    self._verified[level] = self._verify(level, cid)
            states = dict(self._verified)
        if any(state is False for state in states.values()):
            return None
        ok = [level for level, state in states.items() if state is True]
        return sorted(ok, key=lambda i: -self.bbi.zoom_levels[i].reduction)

    def _verify(self, level: int, cid: int) -> bool | None:
        """True (verified), False (a record is wrong) or None (nothing cheap to check)."""
        leaves = self.bbi.data_leaves(cid)
        if not len(leaves):
            return None
        # Records from a few windows spread over the chromosome's data (not the whole level).
        lo_all, hi_all = int(leaves["start"].min()), int(leaves["end"].max())
        width = 64 * self.bbi.zoom_levels[level].reduction
        windows = []
        for fraction in (0.1, 0.5, 0.85):
            a = lo_all + int((hi_all - lo_all) * fraction)
            windows.append(self.bbi.zoom_records(level, cid, a, a + width))
        # consecutive pairs (a record and the next one) within each window
        firsts = [w[:-1] for w in windows if len(w) > 1]
        nexts = [w[1:] for w in windows if len(w) > 1]
        if not firsts:
            return None
        current, following = np.concatenate(firsts), np.concatenate(nexts)
        keep = current["valid"] > 0
        current, following = current[keep], following[keep]
        if not len(current):
            return None
        order = np.argsort(leaves["start"], kind="stable")
        l_start = leaves["start"][order]
        l_end_run = np.maximum.accumulate(leaves["end"][order])
        lo = current["start"].astype(np.int64)
        hi = following["start"].astype(np.int64) + 1  # the record and the gap after it
        n_blocks = np.searchsorted(l_start, hi, side="left") - np.searchsorted(l_end_run, lo, side="right")
        span = (current["end"].astype(np.int64) - current["start"].astype(np.int64))
        valid = current["valid"].astype(np.int64)
        partial = valid < span
        cheap = (n_blocks <= _VERIFY_BLOCK_BUDGET // _VERIFY_SAMPLES) & ~_zero_bug_mask(current)
        picks: list[int] = []
        for group in (np.flatnonzero(cheap & partial), np.flatnonzero(cheap & ~partial)):
            if len(group):
                # spread over the windows, plus the fullest records (largest rounding drift)
                picks.extend(group[np.unique(np.linspace(0, len(group) - 1, _VERIFY_SAMPLES // 2).astype(int))])
                picks.extend(group[np.argsort(-valid[group], kind="stable")[: _VERIFY_SAMPLES // 2]])
        picks = sorted(set(int(i) for i in picks))
        if not picks:
            return None
        verdicts = [self._check_record(cid, current[i], int(following[i]["start"])) for i in picks]
        if "wrong" in verdicts:
            return False
        if "imprecise" in verdicts:
            return None  # usable structure, but sums too far off: this level is not used
        return True

    def _check_record(self, cid: int, r: np.void, gap_end: int) -> str:
        """``"ok"``, ``"imprecise"`` (sum off by more than :data:`SUM_RTOL`) or ``"wrong"``."""
        lo, hi = int(r["start"]), int(r["end"])
        if gap_end < hi:
            return "wrong"  # overlapping records
        s, e, v = self._raw(cid, lo, gap_end + 1)
        inside = K.clip(s, e, v, lo, hi)
        gap = K.clip(s, e, v, hi, gap_end)
        touching = v[s == hi].astype(np.float32)
        covered = int((inside[1] - inside[0]).sum())
        if covered != int(r["valid"]) or len(gap[0]):
            return "wrong"
        if covered:
            mn, mx = np.float32(inside[2].min()), np.float32(inside[2].max())
            ok_min = r["min"] == mn or (len(touching) > 0 and r["min"] == min(mn, touching.min()))
            ok_max = r["max"] == mx or (len(touching) > 0 and r["max"] == max(mx, touching.max()))
            if not (ok_min and ok_max):
                return "wrong"
            lengths = (inside[1] - inside[0]).astype(np.float64)
            values = inside[2].astype(np.float64)
            total = float(values @ lengths)
            scale = float(np.abs(values) @ lengths)
            error = abs(total - float(r["sum"]))
            if error > 1e-3 * scale + 1e-9:
                return "wrong"
            if error > SUM_RTOL * scale + 1e-12:
                return "imprecise"
        return "ok"

    # ---------------------------------------------------------------- decomposition
    def region(self, cid: int, lo: int, hi: int, acc: _Acc, levels: list[int]) -> None:
        """Add [lo, hi) to ``acc`` using verified levels (coarse→fine) and raw edges."""
        if hi <= lo:
            return
        length = hi - lo
        for pos, level in enumerate(levels):
            reduction = self.bbi.zoom_levels[level].reduction
            if reduction * _MIN_RECORDS > length:
                continue
            recs = self.bbi.zoom_records(level, cid, lo, hi)
            inner = recs[(recs["start"] > lo) & (recs["end"] < hi)]
            if len(inner) == 0:
                continue
            if len(inner) > 1 and np.any(inner["start"][1:] < inner["end"][:-1]):
                continue  # overlapping records: do not use this level here
            good = _consistent(inner)
            if not good.all():
                for r in inner[~good]:
                    acc.add_raw(*self._raw(cid, int(r["start"]), int(r["end"])))
            acc.add_records(inner[good])
            a, b = int(inner["start"][0]), int(inner["end"][-1])
            finer = levels[pos + 1 :]
            self.region(cid, lo, a, acc, finer)
            self.region(cid, b, hi, acc, finer)
            return
        acc.add_raw(*self._raw(cid, lo, hi))

    def count_intervals(self, cid: int, lo: int, hi: int, floor: int | None) -> int:
        """Intervals overlapping [lo, hi) (with start >= floor for those starting before lo)."""
        leaves = self.bbi.data_leaves(cid)
        counts = self.bbi.section_counts(cid)
        inside = (leaves["start"] >= lo) & (leaves["end"] <= hi)
        partial = ~inside & (leaves["start"] < hi) & (leaves["end"] > lo)
        total = int(counts[inside].sum())
        if partial.any():
            s, _e, v = self.bbi.wig_intervals(cid, lo, hi, leaves=leaves[partial], threads=1)
            ok = ~np.isnan(v)
            if floor is not None:
                ok &= (s >= lo) | (s >= floor)
            total += int(np.count_nonzero(ok))
        return total


def _zero_bug_mask(recs: np.ndarray) -> np.ndarray:
    """libBigWig's broken records: covered bases but Σ = Σ² = 0 while min/max are not 0."""
    return (recs["valid"] > 0) & (recs["sum"] == 0) & (recs["sumsq"] == 0) & (
        (recs["min"] != 0) | (recs["max"] != 0))


def _consistent(recs: np.ndarray) -> np.ndarray:
    """Records whose numbers are internally consistent (else they are recomputed)."""
    valid = recs["valid"].astype(np.float64)
    mn = recs["min"].astype(np.float64)
    mx = recs["max"].astype(np.float64)
    sm = recs["sum"].astype(np.float64)
    sq = recs["sumsq"].astype(np.float64)
    span = (recs["end"].astype(np.int64) - recs["start"].astype(np.int64)).astype(np.float64)
    tol = 1e-5 * np.maximum(np.abs(mn), np.abs(mx)) * valid + 1e-6
    ok = (valid <= span) & ((valid == 0) | (mn <= mx))
    ok &= (valid == 0) | ((sm >= mn * valid - tol) & (sm <= mx * valid + tol))
    ok &= (valid == 0) | (sq >= -tol)
    ok &= (valid == 0) | (sm * sm <= valid * sq * (1 + 1e-4) + tol * tol + 1e-6)
    zero_bug = (valid > 0) & (sm == 0) & (sq == 0) & ((mn != 0) | (mx != 0))
    return ok & ~zero_bug


_STATE_LOCK = threading.Lock()


def _state(reader: BigWigReader) -> ZoomStats:
    with _STATE_LOCK:
        state = getattr(reader, "_zoom_state", None)
        if state is None:
            state = ZoomStats(reader)
            reader._zoom_state = state  # type: ignore[attr-defined]  # per-file state hung on the reader
    return state


def fast_stats(reader: SignalReader, scope: list[Region], count: bool = True) -> ZoomTotals | None:
    """Totals over ``scope`` from verified zoom records plus exact edges, or None to use the exact
    path (not a bigWig, no zoom levels, or small enough that decoding is as fast). With
    ``count=False`` nIntervals is not computed (reported as -1), which saves reading every
    block header the first time a chromosome is seen. :mod:`.stats` builds the result from them."""
    if not isinstance(reader, BigWigReader) or not reader.bbi.zoom_levels:
        return None
    bbi = reader.bbi
    blocks = 0
    nbytes = 0
    for region in scope:
        cid = reader._chrom_id(region.chrom)
        if cid is not None:
            picked = bbi.select(bbi.data_leaves(cid), region.start, region.end)
            blocks += len(picked)
            nbytes += int(picked["size"].sum())
    if blocks < _MIN_BLOCKS_FOR_ZOOM:
        return None
    if nbytes <= REMOTE_EXACT_BYTES and is_remote(bbi.source):
        # over a URL the exact pass streams the data in concurrent span reads (two round trips
        # for a chromosome); verifying zoom records costs a request per span of block headers
        # plus the zoom data — more round trips than reading this much data
        return None
    state = _state(reader)
    first = next((reader._chrom_id(r.chrom) for r in scope if reader._chrom_id(r.chrom) is not None), None)
    if first is None:
        return None
    levels = state.usable_levels(first)
    if not levels:
        return None
    acc = _Acc()
    n_intervals = 0
    prev_end: dict[str, int] = {}
    for region in scope:
        cid = reader._chrom_id(region.chrom)
        if cid is None:
            continue
        state.region(cid, region.start, region.end, acc, levels)
        if count:
            n_intervals += state.count_intervals(cid, region.start, region.end, prev_end.get(region.chrom))
        else:
            n_intervals = -1
        prev_end[region.chrom] = region.end
    return ZoomTotals(acc.covered, acc.total, acc.sumsq, acc.min, acc.max, n_intervals)
