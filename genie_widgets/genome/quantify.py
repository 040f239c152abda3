"""Signal at each feature of an interval track, ranked (:func:`quantify_at_features`).

Coordinates are 0-based, end-exclusive; overlaps in bp.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from . import _kernels as K
from ._bbi_arrays import at_most_threads
from ._measure_common import (
    FeatureSource,
    RegionsLike,
    SignalSource,
    _atomic_write,
    _float,
    _opened_signal,
    _overlap_any_sorted,
    _scope,
)
from .assemblies import resolve_in
from .errors import MeasurementError
from .locus import Region
from .progress import steps
from .sources import IntervalReader, SignalReader, open_intervals

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["QuantifyResult", "quantify_at_features", "scope_features"]

_METRICS = ("mean", "sum", "max")
#: Decode threads for the signal near the features of a local track (a URL track keeps its
#: threads: they overlap round trips). One: this work is inflating blocks (98 % of
#: a genome-wide track's blocks hold a feature at 50,000 features) plus light kernels, and two
#: concurrent decode threads each run ~20 % slower — 1.35 s of CPU on one thread against
#: 1.5-1.7 s on two (two finish in ~1.0 s instead of ~1.35 s on idle cores; see
#: benchmarks/README.md, issue 17).
DECODE_THREADS = 1


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

    def top_rows(self, top_n: int = 20) -> list[dict[str, Any]]:
        """The first ``top_n`` ranked features as the reference's JSON rows (``rank, chr, start,
        end, name, featureScore, value``; NaN as ``None``)."""
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
        return rows

    def to_dict(self, top_n: int = 20) -> dict[str, Any]:
        """The reference's JSON view: ``metric``, ``rowCount`` and ``topRows`` (:meth:`top_rows`)."""
        return {"metric": self.metric, "rowCount": self.row_count, "topRows": self.top_rows(top_n)}

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
        body = "".join("\t".join(fmt(x) for x in row) + "\n" for row in zip(*cols, strict=True))
        _atomic_write(path, header + body)


def _feature_frame(features: FeatureSource) -> tuple[pd.DataFrame | None, IntervalReader | None]:
    import pandas as pd

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
    elif frame is not None:
        name = resolve_in(set(frame["chrom"]), chrom)
        feats = frame[frame["chrom"] == name] if name is not None else frame.iloc[:0]
        feats = feats.assign(chrom=chrom)
    else:
        raise MeasurementError("scope_features needs a feature reader or a feature table")
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
    columns: dict[str, list] = {k: [] for k in ("chrom", "start", "end", "name", "score", "value", "covered", "nint")}
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
                if len(owner) == n and (n < 2 or bool((owner[1:] > owner[:-1]).all())):
                    # one piece per feature (none spans a gap of the scope): owner is 0..n-1
                    covered, total, nint, best = cov, sums, counts, maxs
                else:
                    covered = np.bincount(owner, weights=cov, minlength=n).astype(np.int64)
                    total = np.bincount(owner, weights=sums, minlength=n)
                    nint = np.bincount(owner, weights=counts, minlength=n).astype(np.int64)
                    best = np.full(n, np.nan)
                    np.fmax.at(best, owner, maxs)
                with np.errstate(invalid="ignore", divide="ignore"):
                    mean = np.where(covered > 0, total / np.maximum(covered, 1), np.nan)
                value = {"mean": mean, "sum": np.where(covered > 0, total, np.nan), "max": best}[metric]
                for key, column in (("chrom", np.full(n, chrom, dtype=object)), ("start", fs), ("end", fe),
                                    ("name", feats["name"]), ("score", feats["score"]), ("value", value),
                                    ("covered", covered), ("nint", nint)):
                    columns[key].append(column)
    finally:
        if feature_reader is not None and feature_reader is not features:
            feature_reader.close()
    table = _result_table(columns, metric)
    vals = table[metric].to_numpy(np.float64)
    order = np.lexsort((np.arange(len(vals)), -np.nan_to_num(vals, nan=0.0), np.isnan(vals)))
    table = table.iloc[order].reset_index(drop=True)
    table.insert(0, "rank", np.arange(1, len(table) + 1))
    return QuantifyResult(metric=metric, table=table)


def _result_table(columns: dict[str, list], metric: str) -> pd.DataFrame:
    """One table from the per-chromosome pieces (names and scores converted once, not per
    chromosome): ``chrom, start, end, name, featureScore, <metric>, coveredBases, nIntervals``."""
    import pandas as pd

    if not columns["chrom"]:
        return pd.DataFrame({"chrom": pd.Series(dtype=str), "start": pd.Series(dtype=np.int64),
                             "end": pd.Series(dtype=np.int64), "name": pd.Series(dtype=str),
                             "featureScore": pd.Series(dtype=np.float64), metric: pd.Series(dtype=np.float64),
                             "coveredBases": pd.Series(dtype=np.int64), "nIntervals": pd.Series(dtype=np.int64)})
    names = pd.concat(columns["name"], ignore_index=True)
    scores = pd.concat(columns["score"], ignore_index=True)
    return pd.DataFrame({
        "chrom": np.concatenate(columns["chrom"]),
        "start": np.concatenate(columns["start"]),
        "end": np.concatenate(columns["end"]),
        "name": names.astype(object).where(names.notna(), "").astype(str).to_numpy(),
        "featureScore": pd.to_numeric(scores, errors="coerce").to_numpy(np.float64),
        metric: np.concatenate(columns["value"]),
        "coveredBases": np.concatenate(columns["covered"]),
        "nIntervals": np.concatenate(columns["nint"]),
    })


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
        if n and (n == 1 or (s[1:] >= e[:-1]).all()):
            # sorted and disjoint (what writers produce): no pass over the batch but this check;
            # a NaN value met by a feature makes that feature's sum NaN, and only then is the
            # batch done again without its NaN values
            lo = int(np.searchsorted(run_end, int(s[0]), side="right"))
            hi = int(np.searchsorted(os_, int(e[-1]), side="left"))
            if hi <= lo:
                return None
            got = K.feature_overlaps(os_[lo:hi], oe[lo:hi], s, e, v, disjoint=True)
            if not np.isnan(got[1]).any():
                return lo, got
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
        with at_most_threads(DECODE_THREADS):
            parts = reader.map_intervals(region.chrom, region.start, region.end, chunk, near=near)
        for part in parts:
            if part is None:
                continue
            lo, (c, t, m, k) = part
            idx = order[lo : lo + len(c)]
            covered[idx] += c
            sums[idx] += t
            maxs[idx] = np.fmax(maxs[idx], m)
            counts[idx] += k
    return covered, sums, maxs, counts


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
