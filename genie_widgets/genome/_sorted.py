"""Prefix-sum kernels for sorted, non-overlapping intervals (what bigWig writers produce).

When intervals are sorted by start and do not overlap (``starts[i + 1] >= ends[i]``), both
their starts and their ends are sorted, so the intervals overlapping any range ``[a, b)`` are
one contiguous index range ``[#ends <= a, #starts < b)``. Σ value × bp and covered bp over
``[a, b)`` are then differences of two prefix sums evaluated at ``a`` and ``b`` (each with the
one interval that straddles the point cut exactly), and min/max are segment reductions — a few
numpy calls over the intervals (two cumulative sums) plus work proportional to the number of
ranges, instead of splitting every interval at every bin edge.

Coordinates are 0-based, end-exclusive bp. Both kernels return ``None`` when the input breaks
the preconditions (overlapping or unsorted intervals), so callers fall back to the general
kernels of :mod:`._kernels`. NaN values and zero-length intervals are dropped first.
"""

from __future__ import annotations

import numpy as np

__all__ = ["bins_sorted", "range_sums", "ranges_sorted", "sorted_disjoint"]


def sorted_disjoint(starts: np.ndarray, ends: np.ndarray, values: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """The intervals with NaN values and zero-length ones removed, or ``None`` when they are not
    sorted and pairwise disjoint."""
    if len(starts) > 1 and not (starts[1:] >= ends[:-1]).all():
        return None
    bad = np.isnan(values) | (ends <= starts)
    if bad.any():
        keep = ~bad
        starts, ends, values = starts[keep], ends[keep], values[keep]
    return starts, ends, values


def range_sums(starts: np.ndarray, ends: np.ndarray, values: np.ndarray, points: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For each point ``x`` (int64 bp): Σ value × bp and covered bp of the intervals left of
    ``x`` (float64, int64), and the index ranges ``j`` = #ends <= x and ``i`` = #starts < x.

    Intervals must be as returned by :func:`sorted_disjoint` and non-empty.
    """
    n = len(starts)
    v = values.astype(np.float64, copy=False)
    lengths = (ends - starts).astype(np.int64)
    weighted = np.empty(n + 1)
    weighted[0] = 0.0
    np.cumsum(v * lengths, out=weighted[1:])
    covered = np.empty(n + 1, np.int64)
    covered[0] = 0
    np.cumsum(lengths, out=covered[1:])
    pts = points.astype(ends.dtype, copy=False) if ends.dtype != np.int64 and points.max() < (1 << 32) else points
    j = np.searchsorted(ends, pts, side="right")
    i = np.searchsorted(starts, pts, side="left")
    jj = np.minimum(j, n - 1)
    s_j = starts[jj].astype(np.int64)
    inside = np.where((j < n) & (s_j < points), points - s_j, 0)  # bp of the straddling interval
    return weighted[j] + v[jj] * inside, covered[j] + inside, j, i


def _segment_extremes(values: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """min and max of ``values[lo[k]:hi[k]]`` (NaN where empty); ``0 <= lo, hi <= len(values)``."""
    v = np.append(values.astype(np.float64, copy=False), np.nan)
    idx = np.empty(2 * len(lo), np.int64)
    idx[0::2] = lo
    idx[1::2] = hi
    idx = np.minimum(idx, len(v) - 1)
    empty = hi <= lo
    mins = np.minimum.reduceat(v, idx)[0::2]
    maxs = np.maximum.reduceat(v, idx)[0::2]
    mins[empty] = np.nan
    maxs[empty] = np.nan
    return mins, maxs


def bins_sorted(starts: np.ndarray, ends: np.ndarray, values: np.ndarray, edges: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """Per bin of sorted int64 ``edges``: Σ value × bp, covered bp, min, max and the number of
    intervals starting in the bin — the numbers of :func:`._kernels.bin_stats` (intervals need
    not be clipped: only their parts inside the bins count). ``None`` if the intervals overlap.

    Bin ``k`` holds the whole intervals that end in ``(E_k, E_k+1]`` (a segment of the arrays,
    summed with ``add.reduceat`` — 4x faster than a float cumulative sum), plus the part of the
    interval straddling ``E_k+1``, minus the part of the one straddling ``E_k`` left of it.
    Only the intervals meeting ``[E_0, E_last)`` are looked at after the one order check (a
    tile's decoded blocks reach past it). Empty intervals are searched for there only, and NaN
    values are found from the result (a NaN value makes its bin's sum NaN): only then are they
    dropped and the bins computed again.
    """
    if len(starts) > 1 and not (starts[1:] >= ends[:-1]).all():
        return None
    small = ends.dtype == np.uint32 and edges[0] >= 0 and edges[-1] < (1 << 32)
    pts = edges.astype(np.uint32) if small else edges
    # sorted and disjoint: ends are sorted too, so the intervals meeting the bins are one slice
    # (one-element searches: ~3x cheaper than a numpy scalar's)
    lo = int(ends.searchsorted(pts[:1], side="right")[0])
    hi = int(starts.searchsorted(pts[-1:], side="left")[0])
    s, e, v = starts[lo:hi], ends[lo:hi], values[lo:hi]
    if (e <= s).any():
        keep = e > s
        s, e, v = s[keep], e[keep], v[keep]
    got = _bins_of_slice(s, e, v, edges, pts)
    if np.isnan(got[0]).any():  # a NaN value inside the bins (inf - inf too: dropping changes nothing)
        keep = ~np.isnan(v)
        got = _bins_of_slice(s[keep], e[keep], v[keep], edges, pts)
    return got


def _bins_of_slice(s: np.ndarray, e: np.ndarray, v: np.ndarray, edges: np.ndarray, pts: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`bins_sorted` on the non-empty intervals that meet the bins (``pts``: the edges in
    the intervals' integer type)."""
    nb = len(edges) - 1
    n = len(s)
    if n == 0:
        nan = np.full(nb, np.nan)
        return np.zeros(nb), np.zeros(nb, np.int64), nan, nan.copy(), np.zeros(nb, np.int64)
    j = np.searchsorted(e, pts, side="right")  # intervals ending at or before each edge
    m = int(j[-1])  # intervals ending at or before the last edge
    jj = np.minimum(j, n - 1) if m == n else j  # (j < n everywhere when the last interval passes the end)
    s_j = s[jj]
    straddle = s_j < pts  # the interval j contains the edge (disjoint: at most one)
    if m == n:
        straddle &= j < n
    part_len = np.where(straddle, pts - s_j, 0).astype(np.int64)  # (pts - s_j wraps where masked out)
    v_j = v[jj]
    part_sum = v_j * part_len
    sums = part_sum[1:] - part_sum[:-1]
    cov = part_len[1:] - part_len[:-1]
    right = straddle[1:]
    v_right = np.where(right, v_j[1:], np.nan)
    if m:
        # bins 0..K-1 start a segment inside the first m intervals; the last of them runs to m
        K = int(j[:-1].searchsorted(j[-1:], side="left")[0])
        idx = j[:K]
        empty = j[1 : K + 1] <= idx  # no whole interval ends in the bin: reduceat's value is not its
        vm = v[:m]
        lengths = e[:m] - s[:m]  # e > s here: no wrap-around in uint32
        run = np.empty(m + 1, np.int64)  # covered bp before each interval (integers: exact)
        run[0] = 0
        np.cumsum(lengths, out=run[1:])
        seg_sum = np.add.reduceat(vm * lengths, idx)
        low = np.minimum.reduceat(vm, idx).astype(np.float64)
        high = np.maximum.reduceat(vm, idx).astype(np.float64)
        if empty.any():
            seg_sum[empty] = 0.0
            low[empty] = np.nan
            high[empty] = np.nan
        sums[:K] += seg_sum
        cov[:K] += run[j[1 : K + 1]] - run[idx]
        if nb > K:  # the last bins hold no whole interval
            low = np.concatenate([low, np.full(nb - K, np.nan)])
            high = np.concatenate([high, np.full(nb - K, np.nan)])
        mins = np.fmin(low, v_right)
        maxs = np.fmax(high, v_right)
    else:
        mins, maxs = v_right, v_right.copy()
    first = j + straddle  # intervals starting before each edge
    return sums, cov, mins, maxs, first[1:] - first[:-1]


def ranges_sorted(starts: np.ndarray, ends: np.ndarray, values: np.ndarray, r_starts: np.ndarray,
                  r_ends: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """Per range ``[r_starts[k], r_ends[k])`` (int64, any order, may overlap): covered bp,
    Σ value × bp, max (NaN when uncovered) and the number of overlapping intervals — the numbers
    of :func:`._kernels.feature_overlaps`. ``None`` if the intervals overlap each other."""
    clean = sorted_disjoint(starts, ends, values)
    if clean is None:
        return None
    s, e, v = clean
    k = len(r_starts)
    if len(s) == 0 or k == 0:
        return np.zeros(k, np.int64), np.zeros(k), np.full(k, np.nan), np.zeros(k, np.int64)
    points = np.concatenate([r_starts, r_ends])
    weighted, covered, j, i = range_sums(s, e, v, points)
    lo, hi = j[:k], i[k:]
    _mins, maxs = _segment_extremes(v, lo, hi)
    return covered[k:] - covered[:k], weighted[k:] - weighted[:k], maxs, np.maximum(hi - lo, 0)
