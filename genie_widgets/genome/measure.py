"""Exact measurements over signal tracks, at any scope (a region, a chromosome, the genome).

Definitions (issue 3 §3). A *scope* is a list of regions; overlapping or touching regions are
merged first, so every base counts once. Over the signal intervals that overlap the scope,
clipped to it (0-based, end-exclusive; intervals with a NaN value are ignored):

- ``covered_bases`` = Σ clipped lengths (bp);
- ``sum`` = Σ value × clipped length;
- ``mean`` = sum / covered_bases (length-weighted: the mean over covered bases);
- ``min`` / ``max`` over the covered intervals;
- ``n_intervals`` = number of intervals that overlap the scope (each counted once);
- ``covered_fraction`` = min(1, covered_bases / scope length);
- ``sd`` = √(Σ length × (value − mean)² / covered_bases), the length-weighted population SD.

Everything is streamed: per region, chromosome by chromosome, in chunks of decoded bigWig
blocks, reduced as it goes (float64 accumulation) — no per-base arrays, bounded memory, and no
limit on scope size. See each function for its own rules.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Union

import numpy as np
import pandas as pd

from .._io import write_text_atomic
from . import _kernels as K
from ._sorted import bins_sorted
from ._window import window_records
from .assemblies import resolve_in
from .errors import MeasurementError
from .locus import Region, merge_regions
from .progress import steps
from .sources import (
    BigWigReader,
    IntervalReader,
    SignalReader,
    open_intervals,
    open_signal,
)

__all__ = [
    "THRESHOLD_NOTE",
    "ZSCORE_NOTE",
    "BinnedSummary",
    "CorrelationResult",
    "IntervalStats",
    "PeakCallResult",
    "QuantifyResult",
    "SignalStats",
    "binned_summary",
    "call_peaks",
    "correlate",
    "default_bin_size",
    "interval_stats",
    "quantify_at_features",
    "signal_stats",
    "write_peaks_bed",
]

SignalSource = Union[SignalReader, str, "os.PathLike[str]"]
FeatureSource = Union[IntervalReader, pd.DataFrame, str, "os.PathLike[str]"]
RegionsLike = Union[Region, Sequence[Region]]

ZSCORE_NOTE = "Simple z-score threshold caller over fetched intervals; not a model-based peak caller."
THRESHOLD_NOTE = "Simple absolute-threshold caller over fetched intervals; not a model-based peak caller."
_METRICS = ("mean", "sum", "max")
_SPEARMAN_MAX_BINS = 20_000_000


# ---------------------------------------------------------------------------- helpers
def _scope(regions: RegionsLike) -> list[Region]:
    if isinstance(regions, Region):
        regions = [regions]
    if isinstance(regions, (str, bytes)) or not hasattr(regions, "__iter__"):
        raise MeasurementError("regions must be a Region or a list of Regions")
    regions = list(regions)
    if not regions:
        raise MeasurementError("No regions were provided.")
    return merge_regions(regions)


@contextmanager
def _opened_signal(source: SignalSource) -> Iterator[SignalReader]:
    reader = open_signal(source)
    try:
        yield reader
    finally:
        if reader is not source:
            reader.close()


def _moments_of(s: np.ndarray, e: np.ndarray, v: np.ndarray) -> K.Moments:
    return K.moments(*K.drop_nan(s, e, v))


def _region_moments(reader: SignalReader, region: Region) -> K.Moments:
    total = K.Moments()
    for part in reader.map_intervals(region.chrom, region.start, region.end, _moments_of):
        total = total.combine(part)
    return total


def _spanning(reader: SignalReader, region: Region, floor: int) -> int:
    """Intervals reaching into ``region`` from before ``floor`` (the previous region's end on the
    same chromosome): they were counted with that region. Such an interval covers the first
    base of ``region``."""
    d = reader.intervals(region.chrom, region.start, region.start + 1)
    return int(np.count_nonzero((d.starts < floor) & (d.ends > region.start) & ~np.isnan(d.values)))


def _float(x: float | None) -> float | None:
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else float(x)


def _atomic_write(path: str | os.PathLike[str], text: str) -> None:
    write_text_atomic(path, text)


# ---------------------------------------------------------------------------- signal stats
@dataclass(frozen=True)
class SignalStats:
    """Signal statistics over a scope (definitions in the module docstring).

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
            from ._zoom import fast_stats

            fast = fast_stats(reader, scope)
            if fast is not None:
                return fast
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
            scores = pd.to_numeric(table["score"][inside], errors="coerce").to_numpy(np.float64)
            scores = scores[~np.isnan(scores)]
            if len(scores):
                lo, hi = min(lo, float(scores.min())), max(hi, float(scores.max()))
    finally:
        if reader is not source:
            reader.close()
    return IntervalStats(count, None if lo == math.inf else lo, None if hi == -math.inf else hi)


# ---------------------------------------------------------------------------- peaks
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
    from ._zoom import fast_stats

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
        for c, s, e, n, v in zip(peaks["chrom"], peaks["start"], peaks["end"], peaks["name"], peaks["score"])
    ]
    _atomic_write(path, "".join(lines))


def _int_at_least_1(value: float | int, name: str) -> int:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise MeasurementError(f"{name} must be a number, got {value!r}") from None
    if not math.isfinite(number):
        raise MeasurementError(f"{name} must be a finite number, got {value!r}")
    return max(1, int(round(number)))


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
    width = _int_at_least_1(min_width, "minWidth")
    try:
        gap = max(0, int(round(float(merge_gap))))
    except (TypeError, ValueError, OverflowError):
        raise MeasurementError(f"mergeGap must be a non-negative number, got {merge_gap!r}") from None
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
                cutoff = None if moments.covered == 0 else moments.mean + k * moments.sd  # type: ignore[operator]
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
    for region, parts in zip(scope, kept):
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


# ---------------------------------------------------------------------------- quantify
@dataclass(frozen=True)
class QuantifyResult:
    """Signal at each feature, ranked. ``table`` columns: ``rank, chrom, start, end, name,
    featureScore, <metric>, coveredBases, nIntervals``; features without coverage have a null
    value and rank last (ties keep genomic order)."""

    metric: str
    table: pd.DataFrame = field(repr=False)

    @property
    def row_count(self) -> int:
        return len(self.table)

    def top(self, n: int = 20) -> pd.DataFrame:
        return self.table.head(n)

    def to_dict(self, top_n: int = 20) -> dict[str, Any]:
        top = self.table.head(top_n)
        rows = []
        for row in top.itertuples(index=False):
            value = getattr(row, self.metric)
            score = row.featureScore
            rows.append({
                "rank": int(row.rank), "chr": row.chrom, "start": int(row.start), "end": int(row.end),
                "name": row.name, "featureScore": _float(score),
                "value": _float(value),
            })
        return {"metric": self.metric, "rowCount": self.row_count, "topRows": rows}

    def write_tsv(self, path: str | os.PathLike[str]) -> None:
        """Write all ranked features: ``rank chr start end name featureScore <metric>``; a null
        value or score is written as ``NA``."""
        def fmt(x: object) -> str:
            if x is None or (isinstance(x, float) and math.isnan(x)):
                return "NA"
            if isinstance(x, float):
                return repr(x)
            return str(x)

        header = f"rank\tchr\tstart\tend\tname\tfeatureScore\t{self.metric}\n"
        cols = [self.table[c].tolist() for c in ("rank", "chrom", "start", "end", "name", "featureScore", self.metric)]
        body = "".join("\t".join(fmt(x) for x in row) + "\n" for row in zip(*cols))
        _atomic_write(path, header + body)


def _feature_frame(features: FeatureSource) -> tuple[pd.DataFrame | None, IntervalReader | None]:
    if isinstance(features, pd.DataFrame):
        frame = features.rename(columns={"chr": "chrom", "chromStart": "start", "chromEnd": "end"})
        missing = {"chrom", "start", "end"} - set(frame.columns)
        if missing:
            raise MeasurementError(f"feature table lacks column(s) {sorted(missing)}")
        frame = frame.copy()
        if "name" not in frame:
            frame["name"] = ""
        if "score" not in frame:
            frame["score"] = np.nan
        frame["chrom"] = frame["chrom"].astype(str)
        frame["start"] = frame["start"].astype(np.int64)
        frame["end"] = frame["end"].astype(np.int64)
        return frame, None
    return None, open_intervals(features)


def scope_features(frame: pd.DataFrame | None, feature_reader: Any, chrom: str, r_starts: np.ndarray,
                   r_ends: np.ndarray) -> tuple[pd.DataFrame, np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                                np.ndarray] | None:
    """The features of ``chrom`` (from ``feature_reader``, else ``frame``) that overlap the scope's
    sorted regions ``[r_starts, r_ends)`` there, and each feature split at the regions' boundaries
    (a feature can span a gap): ``(feats, starts, ends, owner, piece_starts, piece_ends)`` with
    ``owner`` the row of ``feats`` each piece belongs to; ``None`` when no feature overlaps."""
    if feature_reader is not None:
        feats = feature_reader.features(chrom, int(r_starts[0]), int(r_ends[-1]))
    else:
        name = resolve_in(set(frame["chrom"]), chrom)  # type: ignore[index]
        feats = frame[frame["chrom"] == name] if name is not None else frame.iloc[:0]  # type: ignore[index]
        feats = feats.assign(chrom=chrom)
    if not len(feats):
        return None
    fs = feats["start"].to_numpy(np.int64)
    fe = feats["end"].to_numpy(np.int64)
    inside = _overlap_any_sorted(fs, fe, r_starts, r_ends)
    feats = feats[inside].reset_index(drop=True)
    fs, fe = fs[inside], fe[inside]
    if not len(feats):
        return None
    owner, ps, pe = _clip_to_regions(fs, fe, r_starts, r_ends)
    return feats, fs, fe, owner, ps, pe


def quantify_at_features(
    signal: SignalSource,
    features: FeatureSource,
    regions: RegionsLike,
    *,
    metric: str = "mean",
) -> QuantifyResult:
    """Summarise ``signal`` over each feature that overlaps the scope, and rank the features.

    ``features`` is an interval track (reader, path or URL) or a DataFrame with ``chrom, start,
    end`` (optional ``name``, ``score``) — gene annotation works too. Each feature is measured
    over its part inside the scope: ``mean`` = Σ value × overlap / Σ overlap (overlap-weighted,
    over covered bases), ``sum`` = Σ value × overlap, ``max`` = the largest overlapping value.
    Features are ranked by the metric, highest first; uncovered features get a null value and
    rank last.
    """
    if metric not in _METRICS:
        raise MeasurementError(f"metric must be one of {', '.join(_METRICS)}, not {metric!r}")
    scope = _scope(regions)
    frame, feature_reader = _feature_frame(features)
    by_chrom: dict[str, list[Region]] = {}
    for region in scope:
        by_chrom.setdefault(region.chrom, []).append(region)
    pieces: list[pd.DataFrame] = []
    try:
        with _opened_signal(signal) as reader:
            for chrom, regs in steps(by_chrom.items(), "quantifying", name=lambda item: item[0]):
                r_starts = np.array([r.start for r in regs], np.int64)
                r_ends = np.array([r.end for r in regs], np.int64)
                found = scope_features(frame, feature_reader, chrom, r_starts, r_ends)
                if found is None:
                    continue
                feats, fs, fe, owner, ps, pe = found
                cov, sums, maxs, counts = _feature_signal(reader, chrom, regs, ps, pe)
                n = len(feats)
                covered = np.bincount(owner, weights=cov, minlength=n).astype(np.int64)
                total = np.bincount(owner, weights=sums, minlength=n)
                nint = np.bincount(owner, weights=counts, minlength=n).astype(np.int64)
                best = np.full(n, np.nan)
                np.fmax.at(best, owner, maxs)
                with np.errstate(invalid="ignore", divide="ignore"):
                    mean = np.where(covered > 0, total / np.maximum(covered, 1), np.nan)
                value = {"mean": mean, "sum": np.where(covered > 0, total, np.nan), "max": best}[metric]
                piece = pd.DataFrame({
                    "chrom": chrom,
                    "start": fs,
                    "end": fe,
                    "name": feats["name"].astype(object).where(feats["name"].notna(), "").astype(str).to_numpy(),
                    "featureScore": pd.to_numeric(feats["score"], errors="coerce").to_numpy(np.float64),
                    metric: value,
                    "coveredBases": covered,
                    "nIntervals": nint,
                })
                pieces.append(piece)
    finally:
        if feature_reader is not None and feature_reader is not features:
            feature_reader.close()
    if pieces:
        table = pd.concat(pieces, ignore_index=True)
    else:
        table = pd.DataFrame({"chrom": pd.Series(dtype=str), "start": pd.Series(dtype=np.int64),
                              "end": pd.Series(dtype=np.int64), "name": pd.Series(dtype=str),
                              "featureScore": pd.Series(dtype=np.float64), metric: pd.Series(dtype=np.float64),
                              "coveredBases": pd.Series(dtype=np.int64), "nIntervals": pd.Series(dtype=np.int64)})
    vals = table[metric].to_numpy(np.float64)
    order = np.lexsort((np.arange(len(vals)), -np.nan_to_num(vals, nan=0.0), np.isnan(vals)))
    table = table.iloc[order].reset_index(drop=True)
    table.insert(0, "rank", np.arange(1, len(table) + 1))
    return QuantifyResult(metric=metric, table=table)


def _feature_signal(reader: SignalReader, chrom: str, regions: list[Region], ps: np.ndarray, pe: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """covered, sum, max, interval count for each range [ps, pe) (ranges lie inside the
    regions), streaming only the blocks near the ranges."""
    n = len(ps)
    covered = np.zeros(n, np.int64)
    sums = np.zeros(n)
    maxs = np.full(n, np.nan)
    counts = np.zeros(n, np.int64)
    order = np.argsort(ps, kind="stable")
    os_, oe = ps[order], pe[order]
    run_end = np.maximum.accumulate(oe)

    def chunk(s: np.ndarray, e: np.ndarray, v: np.ndarray):
        n = len(s)
        if n and (n == 1 or (s[1:] >= e[:-1]).all()) and not np.isnan(v).any():
            # sorted, disjoint, NaN-free (what writers produce): no pass over the batch but this check
            lo = int(np.searchsorted(run_end, int(s[0]), side="right"))
            hi = int(np.searchsorted(os_, int(e[-1]), side="left"))
            if hi <= lo:
                return None
            return lo, K.feature_overlaps(os_[lo:hi], oe[lo:hi], s, e, v, disjoint=True)
        s, e, v = K.drop_nan(s, e, v)
        if not len(s):
            return None
        lo = int(np.searchsorted(run_end, int(s.min()), side="right"))
        hi = int(np.searchsorted(os_, int(e.max()), side="left"))
        if hi <= lo:
            return None
        if len(s) > 1 and np.any(s[1:] < s[:-1]):
            idx = np.argsort(s, kind="stable")
            s, e, v = s[idx], e[idx], v[idx]
        return lo, K.feature_overlaps(os_[lo:hi], oe[lo:hi], s, e, v)

    for region in regions:
        inside = (os_ < region.end) & (oe > region.start)
        if not inside.any():
            continue
        near = (os_[inside], oe[inside])
        for part in reader.map_intervals(region.chrom, region.start, region.end, chunk, near=near):
            if part is None:
                continue
            lo, (c, t, m, k) = part
            idx = order[lo : lo + len(c)]
            covered[idx] += c
            sums[idx] += t
            maxs[idx] = np.fmax(maxs[idx], m)
            counts[idx] += k
    return covered, sums, maxs, counts


def _overlap_any_sorted(fs: np.ndarray, fe: np.ndarray, rs: np.ndarray, re_: np.ndarray) -> np.ndarray:
    i = np.searchsorted(re_, fs, side="right")
    ok = i < len(rs)
    out = np.zeros(len(fs), dtype=bool)
    out[ok] = rs[i[ok]] < fe[ok]
    return out


def _clip_to_regions(fs: np.ndarray, fe: np.ndarray, rs: np.ndarray, re_: np.ndarray
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pieces of features inside disjoint sorted regions: (owner index, start, end)."""
    first = np.searchsorted(re_, fs, side="right")
    last = np.searchsorted(rs, fe, side="left") - 1
    count = np.maximum(last - first + 1, 0)
    owner = np.repeat(np.arange(len(fs)), count)
    offs = np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
    reg = first[owner] + offs
    ps = np.maximum(fs[owner], rs[reg])
    pe = np.minimum(fe[owner], re_[reg])
    keep = pe > ps
    return owner[keep], ps[keep], pe[keep]


# ---------------------------------------------------------------------------- correlation
@dataclass(frozen=True)
class CorrelationResult:
    """Binned correlation of two signal tracks over a scope.

    Bins of ``bin_size`` bp tile each scope region (the last bin of a region may be shorter);
    a bin's value is the mean over its covered bases. Bins where either track has no data are
    left out (``n_bins_excluded``). ``r`` is Pearson's r and ``spearman`` Spearman's ρ over the
    remaining ``n_bins`` bins; both are ``None`` when either track has no variance (or fewer than
    two bins). ``values_a``/``values_b`` hold the bin values when asked for (``keep_bins``).
    """

    r: float | None
    spearman: float | None
    n_bins: int
    n_bins_total: int
    n_bins_excluded: int
    bin_size: int
    scope_length: int
    values_a: np.ndarray | None = field(default=None, repr=False)
    values_b: np.ndarray | None = field(default=None, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "r": self.r,
            "spearman": self.spearman,
            "nBins": self.n_bins,
            "nBinsTotal": self.n_bins_total,
            "nBinsExcluded": self.n_bins_excluded,
            "binSize": self.bin_size,
            "scopeLength": self.scope_length,
        }


def default_bin_size(scope_length: int) -> int:
    """The reference's default: max(100, ceil(scope length / 500)) bp."""
    return max(100, math.ceil(scope_length / 500))


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
        if self.min is not None:
            self.min[sl] = np.fmin(self.min[sl], mins)
            self.max[sl] = np.fmax(self.max[sl], maxs)

    def fill(self, reader: SignalReader, region: Region) -> _BinAccumulator:
        for part in reader.map_intervals(region.chrom, region.start, region.end, self.chunk):
            self.add(part)
        return self


def _binned_means(reader: SignalReader, region: Region, bin_size: int) -> tuple[np.ndarray, np.ndarray]:
    """Per-bin Σ value × bp and covered bp over regular bins tiling the region."""
    nb = -(-region.length // bin_size)
    sums = np.zeros(nb)
    cov = np.zeros(nb)

    def chunk(s: np.ndarray, e: np.ndarray, v: np.ndarray):
        return K.regular_bin_sums(*K.drop_nan(s, e, v), region.start, bin_size)

    for first, bs, bc in reader.map_intervals(region.chrom, region.start, region.end, chunk):
        sums[first : first + len(bs)] += bs
        cov[first : first + len(bc)] += bc
    return sums, np.rint(cov).astype(np.int64)


def correlate(
    source_a: SignalSource,
    source_b: SignalSource,
    regions: RegionsLike,
    *,
    bin_size: float | None = None,
    keep_bins: bool = False,
) -> CorrelationResult:
    """Pearson (and Spearman) correlation of two signal tracks in bins over a scope.

    ``bin_size`` (bp, rounded, at least 1) defaults to :func:`default_bin_size` of the scope
    length. Exact per-bin means; streamed region by region.
    """
    scope = _scope(regions)
    scope_length = sum(r.length for r in scope)
    size = default_bin_size(scope_length) if bin_size is None else _int_at_least_1(bin_size, "binSize")
    co = K.CoMoments()
    n_total = 0
    keep_a: list[np.ndarray] = []
    keep_b: list[np.ndarray] = []
    stored = 0
    with _opened_signal(source_a) as a, _opened_signal(source_b) as b:
        for region in steps(scope, "correlating", name=lambda r: r.chrom):
            n_total += -(-region.length // size)
            sa, ca = _binned_means(a, region, size)
            sb, cb = _binned_means(b, region, size)
            ok = (ca > 0) & (cb > 0)
            xa = sa[ok] / ca[ok]
            xb = sb[ok] / cb[ok]
            co = co.combine(K.CoMoments.of(xa, xb))
            stored += len(xa)
            if stored <= _SPEARMAN_MAX_BINS or keep_bins:
                keep_a.append(xa)
                keep_b.append(xb)
    va = np.concatenate(keep_a) if keep_a else np.empty(0)
    vb = np.concatenate(keep_b) if keep_b else np.empty(0)
    spearman = None
    if co.r is not None and stored <= _SPEARMAN_MAX_BINS:
        spearman = K.pearson(K.rankdata(va), K.rankdata(vb))
    return CorrelationResult(
        r=co.r, spearman=spearman, n_bins=co.n, n_bins_total=n_total, n_bins_excluded=n_total - co.n,
        bin_size=size, scope_length=scope_length,
        values_a=va if keep_bins else None, values_b=vb if keep_bins else None,
    )


# ---------------------------------------------------------------------------- binned summary
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
    return start + (np.arange(n + 1, dtype=np.int64) * length) // n


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
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(acc.covered > 0, acc.sum / np.maximum(acc.covered, 1), np.nan)
    return BinnedSummary(chrom, acc.edges, acc.min, acc.max, mean, acc.sum, acc.covered)  # type: ignore[arg-type]


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
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(cov > 0, sums / np.maximum(cov, 1), np.nan)
    return BinnedSummary(chrom, edges, mins, maxs, mean, sums, cov)
