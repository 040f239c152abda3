"""Exploratory threshold peaks over a scope (:func:`call_peaks`) and their BED file.

Coordinates are 0-based, end-exclusive; widths and gaps in bp.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from . import _kernels as K
from ._measure_common import (
    RegionsLike,
    SignalSource,
    _atomic_write,
    _float,
    _int_at_least_1,
    _opened_signal,
    _scope,
    _spanning,
)
from ._zoom import fast_stats
from .errors import MeasurementError
from .locus import Region
from .progress import steps
from .sources import SignalReader

__all__ = ["THRESHOLD_NOTE", "ZSCORE_NOTE", "PeakCallResult", "call_peaks", "write_peaks_bed"]

ZSCORE_NOTE = "Simple z-score threshold caller over fetched intervals; not a model-based peak caller."
THRESHOLD_NOTE = "Simple absolute-threshold caller over fetched intervals; not a model-based peak caller."


@dataclass(frozen=True)
class PeakCallResult:
    """Threshold peaks. ``peaks`` has columns ``chrom, start, end, name, score`` (``score`` =
    the maximum value inside the peak, rounded to 4 decimals), in scope order.

    ``threshold`` is the absolute cutoff used (``None`` when the scope had no coverage).
    ``n_fragments`` counts peaks after merging only overlapping/touching intervals (the
    reference's count); ``n_regions`` after also merging peaks closer than ``merge_gap`` bp
    (both after the ``min_width`` filter). ``n_regions == len(peaks)``.
    """

    method: str
    k: float | None
    threshold: float | None
    mean: float | None
    sd: float | None
    covered_bases: int
    scope_length: int
    min_width: int
    merge_gap: int
    n_intervals_above: int
    n_fragments: int
    n_regions: int
    peaks: pd.DataFrame = field(repr=False)

    @property
    def method_note(self) -> str:
        return ZSCORE_NOTE if self.method == "zscore" else THRESHOLD_NOTE

    @property
    def peak_count(self) -> int:
        return self.n_regions

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "threshold": self.threshold,
            "k": self.k,
            "mean": self.mean,
            "sd": self.sd,
            "minWidth": self.min_width,
            "mergeGap": self.merge_gap,
            "methodNote": self.method_note,
            "peakCount": self.n_regions,
            "fragmentCount": self.n_fragments,
            "intervalsAboveThreshold": self.n_intervals_above,
            "coveredBases": self.covered_bases,
            "scopeLength": self.scope_length,
        }

    def write_bed(self, path: str | os.PathLike[str]) -> None:
        """Write the peaks as BED (chr, start, end, peak_<i>, score with 4 decimals)."""
        write_peaks_bed(self.peaks, path)


def _cutoff_floor(reader: SignalReader, scope: list[Region], k: float) -> float | None:
    """A value safely below mean + k·SD, estimated from verified zoom records (None when the
    file offers none, e.g. small scopes or bedGraph)."""
    try:
        estimate = fast_stats(reader, scope, count=False)
    except Exception:  # an estimate only; the exact pass decides
        return None
    if estimate is None or estimate.mean is None or estimate.sd is None:
        return None
    guess = estimate.mean + k * estimate.sd
    margin = 1e-3 * (abs(estimate.mean) + estimate.sd + abs(guess)) + 1e-9
    return guess - margin


def _moments_and_candidates(reader: SignalReader, scope: list[Region], floor: float | None
                            ) -> tuple[K.Moments, list[list[tuple[np.ndarray, np.ndarray, np.ndarray]]]]:
    """Exact scope moments and, per region, the clipped intervals with value >= ``floor``."""
    candidates: list[list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = [[] for _ in scope]

    def chunk(s: np.ndarray, e: np.ndarray, v: np.ndarray):
        s, e, v = K.drop_nan(s, e, v)
        m = K.moments(s, e, v)
        if floor is None:
            return m, None
        hit = v >= floor
        return m, (s[hit].astype(np.int64), e[hit].astype(np.int64), v[hit].astype(np.float64))

    total = K.Moments()
    prev_end: dict[str, int] = {}
    for i, region in enumerate(steps(scope, "calling peaks", name=lambda r: r.chrom)):
        m = K.Moments()
        for part, cand in reader.map_intervals(region.chrom, region.start, region.end, chunk):
            m = m.combine(part)
            if cand is not None and len(cand[0]):
                candidates[i].append(cand)
        before = prev_end.get(region.chrom)
        if before is not None and m.n:
            m = K.Moments(m.n - _spanning(reader, region, before), m.covered, m.total, m.m2, m.min, m.max)
        total = total.combine(m)
        prev_end[region.chrom] = region.end
    return total, candidates


def write_peaks_bed(peaks: pd.DataFrame, path: str | os.PathLike[str]) -> None:
    """Write ``chrom, start, end, name, score`` rows as a BED file, atomically."""
    lines = [
        f"{c}\t{s}\t{e}\t{n}\t{v:.4f}\n"
        for c, s, e, n, v in zip(peaks["chrom"], peaks["start"], peaks["end"], peaks["name"], peaks["score"],
                                 strict=True)
    ]
    _atomic_write(path, "".join(lines))


def call_peaks(
    source: SignalSource,
    regions: RegionsLike,
    *,
    method: str = "zscore",
    threshold: float | None = None,
    min_width: float = 1,
    merge_gap: float = 0,
) -> PeakCallResult:
    """Exploratory threshold peaks over a scope.

    - ``method="zscore"``: cutoff = mean + k·SD over the scope's covered bases (length-weighted,
      as in :func:`signal_stats`), with ``k = threshold`` (default 2).
    - ``method="threshold"``: cutoff = ``threshold`` (default: the scope mean).

    Intervals (clipped to the scope) with value ≥ cutoff are kept; overlapping or touching ones
    merge (score = max value); with ``merge_gap`` > 0 peaks whose gap is ≤ ``merge_gap`` bp merge
    too. Peaks narrower than ``min_width`` bp (rounded, at least 1) are dropped *after* merging.
    Peaks never extend outside the scope's regions. Names are ``peak_1``, ``peak_2``, … in
    scope order.

    The cutoff needs the scope's mean and SD first. When the file's verified zoom records give
    an estimate, candidates above a safe floor under it are kept during the exact pass over the
    data, so one pass suffices; otherwise (or if the estimate was off) the data are read twice.
    The peaks are the same either way.
    """
    if method not in ("zscore", "threshold"):
        raise MeasurementError(f"method must be 'zscore' or 'threshold', not {method!r}")
    if threshold is not None:
        try:
            threshold = float(threshold)
        except (TypeError, ValueError):
            raise MeasurementError(f"threshold must be a number, got {threshold!r}") from None
        if not math.isfinite(threshold):
            raise MeasurementError(f"threshold must be a finite number, got {threshold!r}")
    width = _int_at_least_1(min_width, "min_width")
    try:
        gap = max(0, round(float(merge_gap)))
    except (TypeError, ValueError, OverflowError):
        raise MeasurementError(f"merge_gap must be a non-negative number, got {merge_gap!r}") from None
    scope = _scope(regions)
    scope_length = sum(r.length for r in scope)
    with _opened_signal(source) as reader:
        need_stats = method == "zscore" or threshold is None
        k: float | None = (2.0 if threshold is None else threshold) if method == "zscore" else None
        kept: list[list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = [[] for _ in scope]
        cutoff: float | None
        if need_stats:
            # One pass when possible: keep candidates above a safe floor under the estimated
            # cutoff while computing the exact moments; a second pass only if the floor was
            # not low enough. The result is exact either way.
            floor = _cutoff_floor(reader, scope, k if k is not None else 0.0)
            moments, candidates = _moments_and_candidates(reader, scope, floor)
            if method == "zscore":
                cutoff = None if moments.covered == 0 else moments.mean + k * moments.sd  # type: ignore[operator]  # covered > 0: numbers
            else:
                cutoff = moments.mean
            if cutoff is not None and floor is not None and cutoff >= floor:
                for i, parts in enumerate(candidates):
                    for s_, e_, v_ in parts:
                        hit = v_ >= cutoff
                        if hit.any():
                            kept[i].append((s_[hit], e_[hit], v_[hit]))
                cutoff_done = True
            else:
                cutoff_done = False
        else:
            moments = K.Moments()
            cutoff = threshold
            cutoff_done = False

        if cutoff is not None and not cutoff_done:
            level = float(cutoff)

            def above(s: np.ndarray, e: np.ndarray, v: np.ndarray):
                hit = v >= level  # NaN compares False
                return s[hit].astype(np.int64), e[hit].astype(np.int64), v[hit].astype(np.float64)

            for i, region in enumerate(scope):
                for part in reader.map_intervals(region.chrom, region.start, region.end, above):
                    if len(part[0]):
                        kept[i].append(part)
        n_above = sum(len(p[0]) for parts in kept for p in parts)

    rows_chrom: list[np.ndarray] = []
    rows: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    n_fragments = 0
    for region, parts in zip(scope, kept, strict=True):
        if not parts:
            continue
        s = np.concatenate([p[0] for p in parts])
        e = np.concatenate([p[1] for p in parts])
        v = np.concatenate([p[2] for p in parts])
        if len(s) > 1 and np.any(s[1:] < s[:-1]):
            order = np.argsort(s, kind="stable")
            s, e, v = s[order], e[order], v[order]
        fs, fe, _fm, _fc = K.merge_runs(s, e, v, 0)
        n_fragments += int(np.count_nonzero(fe - fs >= width))
        ms, me, mmax, _mc = K.merge_runs(s, e, v, gap) if gap else (fs, fe, _fm, _fc)
        ok = (me - ms) >= width
        rows.append((ms[ok], me[ok], mmax[ok]))
        rows_chrom.append(np.full(int(ok.sum()), region.chrom, dtype=object))
    if rows:
        starts = np.concatenate([r[0] for r in rows])
        ends = np.concatenate([r[1] for r in rows])
        scores = np.round(np.concatenate([r[2] for r in rows]), 4)
        chroms = np.concatenate(rows_chrom)
    else:
        starts = ends = np.empty(0, np.int64)
        scores = np.empty(0, np.float64)
        chroms = np.empty(0, dtype=object)
    peaks = pd.DataFrame({
        "chrom": chroms.astype(str) if len(chroms) else pd.Series(dtype=str),
        "start": starts.astype(np.int64),
        "end": ends.astype(np.int64),
        "name": [f"peak_{i + 1}" for i in range(len(starts))],
        "score": scores,
    })
    return PeakCallResult(
        method=method, k=k, threshold=_float(cutoff), mean=_float(moments.mean), sd=_float(moments.sd),
        covered_bases=int(moments.covered), scope_length=scope_length, min_width=width, merge_gap=gap,
        n_intervals_above=n_above, n_fragments=n_fragments, n_regions=len(peaks), peaks=peaks,
    )
