"""Signal statistics over a scope (:func:`signal_stats`) and the summary of an interval track
(:func:`interval_stats`). Definitions of every number: :mod:`.measure`.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _kernels as K
from ._measure_common import (
    RegionsLike,
    SignalSource,
    _float,
    _opened_signal,
    _overlap_any_sorted,
    _region_moments,
    _scope,
    _spanning,
)
from ._zoom import ZoomTotals, fast_stats
from .errors import MeasurementError
from .locus import Region
from .progress import steps
from .sources import IntervalReader, SignalReader, open_intervals

__all__ = ["IntervalStats", "SignalStats", "interval_stats", "signal_stats"]


@dataclass(frozen=True)
class SignalStats:
    """Signal statistics over a scope (definitions in :mod:`.measure`).

    ``min``/``max``/``mean``/``sd`` are ``None`` when nothing is covered. ``method`` says how
    the numbers were obtained: ``"exact"`` (every interval decoded) or ``"zoom+exact-edges"``
    (verified zoom records inside, decoded intervals at the edges; sums then carry the file's
    float32 rounding, relative error below 1e-6).
    """

    min: float | None
    max: float | None
    mean: float | None
    sum: float
    n_intervals: int
    covered_bases: int
    scope_length: int
    covered_fraction: float
    sd: float | None = None
    method: str = "exact"

    def to_dict(self) -> dict[str, Any]:
        """camelCase dict with the reference's keys (min, max, mean, sum, nIntervals,
        coveredBases, coveredFraction) plus sd, scopeLength and method."""
        return {
            "min": self.min,
            "max": self.max,
            "mean": self.mean,
            "sum": self.sum,
            "nIntervals": self.n_intervals,
            "coveredBases": self.covered_bases,
            "coveredFraction": self.covered_fraction,
            "sd": self.sd,
            "scopeLength": self.scope_length,
            "method": self.method,
        }

    @classmethod
    def from_moments(cls, m: K.Moments, scope_length: int, method: str = "exact") -> SignalStats:
        return cls(
            min=_float(m.min), max=_float(m.max), mean=_float(m.mean), sum=float(m.total),
            n_intervals=int(m.n), covered_bases=int(m.covered), scope_length=int(scope_length),
            covered_fraction=min(1.0, m.covered / scope_length) if scope_length else 0.0,
            sd=_float(m.sd), method=method,
        )

    @classmethod
    def from_zoom(cls, z: ZoomTotals, scope_length: int) -> SignalStats:
        """Statistics from verified zoom records plus exact edges (``method="zoom+exact-edges"``;
        ``n_intervals`` is -1 when the fast path did not count them)."""
        if z.covered == 0:
            return cls(None, None, None, 0.0, z.n_intervals, 0, scope_length, 0.0, None, "zoom+exact-edges")
        return cls(
            min=float(z.min), max=float(z.max), mean=z.mean, sum=z.total, n_intervals=z.n_intervals,
            covered_bases=z.covered, scope_length=scope_length,
            covered_fraction=min(1.0, z.covered / scope_length), sd=z.sd, method="zoom+exact-edges",
        )


def _scope_moments(reader: SignalReader, scope: list[Region]) -> K.Moments:
    """Exact moments over a merged scope; each interval counted once in ``n``."""
    total = K.Moments()
    prev_end: dict[str, int] = {}
    for region in steps(scope, "measuring", name=lambda r: r.chrom):
        m = _region_moments(reader, region)
        floor = prev_end.get(region.chrom)
        if floor is not None and m.n:
            m = K.Moments(m.n - _spanning(reader, region, floor), m.covered, m.total, m.m2, m.min, m.max)
        total = total.combine(m)
        prev_end[region.chrom] = region.end
    return total


def signal_stats(source: SignalSource, regions: RegionsLike, *, method: str = "exact") -> SignalStats:
    """Exact signal statistics of ``source`` over ``regions`` together (a scope of any size).

    ``source`` is a :class:`~.sources.SignalReader` or a path/URL of a bigWig or bedGraph.
    ``regions`` may overlap (they are merged); chromosome names are matched by alias.
    ``method="auto"`` may answer large regions from the file's zoom records where they are
    verified (see :mod:`._zoom`); ``"exact"`` decodes every interval.
    """
    if method not in ("exact", "auto"):
        raise MeasurementError(f"method must be 'exact' or 'auto', not {method!r}")
    scope = _scope(regions)
    scope_length = sum(r.length for r in scope)
    with _opened_signal(source) as reader:
        if method == "auto":
            fast = fast_stats(reader, scope)
            if fast is not None:
                return SignalStats.from_zoom(fast, scope_length)
        return SignalStats.from_moments(_scope_moments(reader, scope), scope_length)


# ---------------------------------------------------------------------------- interval tracks
@dataclass(frozen=True)
class IntervalStats:
    """Summary of an interval track over a scope: features overlapping it (each once) and the
    range of their ``score`` column (``None`` when no feature has a numeric score)."""

    feature_count: int
    min_score: float | None
    max_score: float | None

    def to_dict(self) -> dict[str, Any]:
        return {"featureCount": self.feature_count, "minScore": self.min_score, "maxScore": self.max_score}


def interval_stats(source: IntervalReader | str | os.PathLike[str], regions: RegionsLike) -> IntervalStats:
    """featureCount / minScore / maxScore of an interval track over a scope (the reference's
    viewport summary for interval tracks). A feature spanning two scope regions counts once."""
    scope = _scope(regions)
    reader = open_intervals(source)
    count = 0
    lo, hi = math.inf, -math.inf
    try:
        by_chrom: dict[str, list[Region]] = {}
        for region in scope:
            by_chrom.setdefault(region.chrom, []).append(region)
        for chrom, regs in by_chrom.items():
            table = reader.features(chrom, regs[0].start, regs[-1].end)
            if not len(table):
                continue
            rs = np.array([r.start for r in regs], np.int64)
            re_ = np.array([r.end for r in regs], np.int64)
            inside = _overlap_any_sorted(table["start"].to_numpy(np.int64), table["end"].to_numpy(np.int64), rs, re_)
            count += int(inside.sum())
            import pandas as pd

            scores = pd.to_numeric(table["score"][inside], errors="coerce").to_numpy(np.float64)
            scores = scores[~np.isnan(scores)]
            if len(scores):
                lo, hi = min(lo, float(scores.min())), max(hi, float(scores.max()))
    finally:
        if reader is not source:
            reader.close()
    return IntervalStats(count, None if lo == math.inf else lo, None if hi == -math.inf else hi)
