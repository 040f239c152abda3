"""Exact per-bin summaries of a window, for drawing (:func:`binned_summary`).

Bin edges are 0-based, end-exclusive integer positions (bp).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from . import _kernels as K
from ._measure_common import SignalSource, _opened_signal
from ._sorted import bins_sorted
from ._window import window_records
from .errors import MeasurementError
from .locus import Region
from .sources import BigWigReader, SignalReader

__all__ = ["BinnedSummary", "bin_edges", "binned_summary", "summarize_bins"]


class _BinAccumulator:
    """Per-bin sums over ``edges`` filled chunk by chunk (chunks touch only their own bins)."""

    def __init__(self, edges: np.ndarray, extremes: bool = False) -> None:
        nb = len(edges) - 1
        self.edges = edges
        self.sum = np.zeros(nb)
        self.covered = np.zeros(nb, np.int64)
        self.min = np.full(nb, np.nan) if extremes else None
        self.max = np.full(nb, np.nan) if extremes else None

    def chunk(self, s: np.ndarray, e: np.ndarray, v: np.ndarray):
        return K.bin_stats_local(*K.drop_nan(s, e, v), self.edges)

    def add(self, part) -> None:
        first, sums, cov, mins, maxs, _starts = part
        sl = slice(first, first + len(sums))
        self.sum[sl] += sums
        self.covered[sl] += cov
        if self.min is not None and self.max is not None:
            self.min[sl] = np.fmin(self.min[sl], mins)
            self.max[sl] = np.fmax(self.max[sl], maxs)

    def fill(self, reader: SignalReader, region: Region) -> _BinAccumulator:
        for part in reader.map_intervals(region.chrom, region.start, region.end, self.chunk):
            self.add(part)
        return self


@dataclass(frozen=True)
class BinnedSummary:
    """Exact per-bin summary of a window, for drawing.

    ``edges`` (int64, n_bins + 1) are the bin boundaries; per bin: ``min``, ``max``, ``mean``
    (over covered bases; NaN where a bin has no data), ``sum`` (Σ value × bp) and ``covered``
    (bp). ``as_float32()`` gives compact arrays for transport.
    """

    chrom: str
    edges: np.ndarray
    min: np.ndarray
    max: np.ndarray
    mean: np.ndarray
    sum: np.ndarray
    covered: np.ndarray

    @property
    def n_bins(self) -> int:
        return len(self.edges) - 1

    def as_float32(self) -> dict[str, np.ndarray]:
        return {
            "min": self.min.astype(np.float32),
            "max": self.max.astype(np.float32),
            "mean": self.mean.astype(np.float32),
            "covered": (self.covered / np.diff(self.edges)).astype(np.float32),
        }


def bin_edges(start: int, end: int, n_bins: int) -> np.ndarray:
    """``n_bins`` (capped at the window length) near-equal integer bins over ``[start, end)``."""
    length = end - start
    n = max(1, min(int(n_bins), length))
    return _edge_offsets(length, n) + start  # a new array: the cached offsets stay as they are


@lru_cache(maxsize=64)
def _edge_offsets(length: int, n: int) -> np.ndarray:
    """Bin edges of ``n`` near-equal bins over ``[0, length)`` (a browser asks for the same few
    tile shapes again and again); read-only."""
    offsets = (np.arange(n + 1, dtype=np.int64) * length) // n
    offsets.flags.writeable = False
    return offsets


def _mean(sums: np.ndarray, covered: np.ndarray) -> np.ndarray:
    """Σ value × bp / covered bp per bin; NaN where nothing is covered."""
    return np.divide(sums, covered, out=np.full(len(sums), np.nan), where=covered > 0)


def summarize_bins(reader: SignalReader, chrom: str, edges: np.ndarray) -> BinnedSummary:
    """:class:`BinnedSummary` over arbitrary sorted ``edges`` (decodes the whole window).

    Small windows of a bigWig take the tile fast path: decoded blocks cached per file (shared by
    neighbouring tiles) and the prefix-sum kernel of :mod:`._sorted`; same numbers."""
    edges = np.asarray(edges, np.int64)
    fast = _small_window_bins(reader, chrom, edges)
    if fast is not None:
        return fast
    region = Region(chrom, int(edges[0]), int(edges[-1]))
    acc = _BinAccumulator(edges, extremes=True).fill(reader, region)
    mean = _mean(acc.sum, acc.covered)
    return BinnedSummary(chrom, acc.edges, acc.min, acc.max, mean, acc.sum, acc.covered)  # type: ignore[arg-type]  # extremes=True: min/max are arrays


def binned_summary(source: SignalSource, chrom: str, start: int, end: int, n_bins: int) -> BinnedSummary:
    """Exact min/max/mean/sum/covered in ``n_bins`` near-equal bins over ``chrom:start-end``.

    Decodes every interval in the window; for very large windows use
    :class:`~.grid.SignalGrid`, which gives the same numbers from a precomputed exact grid.
    """
    region = Region(chrom, int(start), int(end))
    if int(n_bins) < 1:
        raise MeasurementError(f"n_bins must be at least 1, got {n_bins!r}")
    with _opened_signal(source) as reader:
        return summarize_bins(reader, chrom, bin_edges(region.start, region.end, int(n_bins)))


def _small_window_bins(reader: SignalReader, chrom: str, edges: np.ndarray) -> BinnedSummary | None:
    """The tile fast path of :func:`summarize_bins`, or ``None`` when it does not apply (not a
    bigWig, a window of many blocks, overlapping intervals)."""
    if not isinstance(reader, BigWigReader) or len(edges) < 2:
        return None
    cid = reader._chrom_id(chrom)
    if cid is None:
        return None
    window = window_records(reader.bbi, cid, int(edges[0]), int(edges[-1]))
    if window is None:
        return None
    got = bins_sorted(*window, edges)
    if got is None:
        return None
    sums, cov, mins, maxs, _starts = got
    return BinnedSummary(chrom, edges, mins, maxs, _mean(sums, cov), sums, cov)
