"""Features × tracks: the reducer and result of :func:`~.cohort.quantify_tracks` (see
:mod:`.cohort_results` for how partials are placed by key)."""

from __future__ import annotations

import dataclasses
import math
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from .._words import count
from ._measure_common import _atomic_write, _float
from .cohort_figures import quantify_heatmap_svg
from .quantify import _feature_frame, scope_features

if TYPE_CHECKING:
    import pandas as pd


@dataclass
class FeaturePieces:
    """The features of one chromosome that overlap the scope and their pieces inside it."""

    frame: pd.DataFrame  # chrom, start, end, name, featureScore
    owner: np.ndarray
    ps: np.ndarray
    pe: np.ndarray


def prepare_features(features: Any, chroms: list[tuple[str, tuple[tuple[int, int], ...]]]
                     ) -> dict[str, FeaturePieces]:
    """Features per chromosome of the scope, split at the scope's region boundaries (as
    :func:`~.measure.quantify_at_features` does)."""
    import pandas as pd

    frame, reader = _feature_frame(features)
    out: dict[str, FeaturePieces] = {}
    try:
        for chrom, spans in chroms:
            rs = np.array([s for s, _ in spans], np.int64)
            re_ = np.array([e for _, e in spans], np.int64)
            found = scope_features(frame, reader, chrom, rs, re_)
            if found is None:
                continue
            feats, fs, fe, owner, ps, pe = found
            table = pd.DataFrame({
                "chrom": chrom, "start": fs, "end": fe,
                "name": feats["name"].astype(object).where(feats["name"].notna(), "").astype(str).to_numpy(),
                "featureScore": pd.to_numeric(feats["score"], errors="coerce").to_numpy(np.float64),
            })
            out[chrom] = FeaturePieces(table, owner, ps, pe)
    finally:
        if reader is not None and reader is not features:
            reader.close()
    return out


def _unique(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        k = seen.get(n, 0)
        seen[n] = k + 1
        out.append(n if k == 0 else f"{n} #{k + 1}")
    return out


@dataclass(frozen=True)
class CohortQuantify:
    """Features × tracks: ``table`` has ``rank, chrom, start, end, name, featureScore``, one
    column per track (named by its unique track name) holding ``metric`` and
    ``meanAcrossTracks``; ranked by that mean, highest first (features no track covers last;
    ties keep genomic order)."""

    metric: str
    names: list[str]
    table: pd.DataFrame = field(repr=False)
    provenance: dict[str, Any] = field(default_factory=dict)

    def with_provenance(self, provenance: dict[str, Any]) -> CohortQuantify:
        return dataclasses.replace(self, provenance=dict(provenance))

    @property
    def row_count(self) -> int:
        return len(self.table)

    def to_frame(self) -> pd.DataFrame:
        return self.table

    def top_rows(self, top_n: int = 20) -> list[dict[str, Any]]:
        """The first ``top_n`` ranked features as the reference's JSON rows (``rank, chr, start,
        end, name, featureScore, values`` (one per track) and ``meanAcrossTracks``)."""
        rows = []
        for rec in self.table.head(top_n).to_dict("records"):
            rows.append({"rank": int(rec["rank"]), "chr": rec["chrom"], "start": int(rec["start"]),
                         "end": int(rec["end"]), "name": rec["name"], "featureScore": _float(rec["featureScore"]),
                         "values": [_float(rec[n]) for n in self.names],
                         "meanAcrossTracks": _float(rec["meanAcrossTracks"])})
        return rows

    def to_dict(self, top_n: int = 20) -> dict[str, Any]:
        """The reference's JSON view (camelCase keys; ``topRows`` from :meth:`top_rows`)."""
        return {"metric": self.metric, "trackNames": list(self.names), "rowCount": self.row_count,
                "rankedBy": "meanAcrossTracks", "topRows": self.top_rows(top_n), "compute": self.provenance}

    def write_tsv(self, path: str | os.PathLike[str]) -> None:
        """All ranked features: ``rank chr start end name featureScore <track…> meanAcrossTracks``
        (a null value is ``NA``)."""
        def fmt(x: object) -> str:
            if x is None or (isinstance(x, float) and math.isnan(x)):
                return "NA"
            return repr(x) if isinstance(x, float) else str(x)

        cols = ["rank", "chrom", "start", "end", "name", "featureScore", *self.names, "meanAcrossTracks"]
        header = "\t".join(["rank", "chr", *cols[2:]]) + "\n"
        columns = [self.table[c].tolist() for c in cols]
        body = "".join("\t".join(fmt(x) for x in row) + "\n" for row in zip(*columns, strict=True))
        _atomic_write(path, header + body)

    def figure_svg(self, max_rows: int = 50) -> str:
        top = self.table.head(max_rows)
        labels = [n if n and n != "." else f"{c}:{s}-{e}"
                  for n, c, s, e in zip(top["name"], top["chrom"], top["start"], top["end"], strict=True)]
        title = f"{self.metric} signal, top {len(top):,} of {count(self.row_count, 'feature')}"
        return quantify_heatmap_svg(top[self.names].to_numpy(np.float64), labels, self.names, title=title)

    def _repr_html_(self) -> str:
        return self.figure_svg()


class QuantifyReducer:
    def __init__(self, names: list[str], prepared: dict[str, FeaturePieces], metric: str) -> None:
        self.names = _unique(names)
        self.prepared, self.metric = prepared, metric
        self.values: dict[tuple[int, str], np.ndarray] = {}

    def add(self, key: tuple[int, str], partial: tuple[np.ndarray, ...]) -> None:
        _track, chrom = key
        p = self.prepared[chrom]
        cov, sums, maxs, _counts = partial
        n = len(p.frame)
        covered = np.bincount(p.owner, weights=cov, minlength=n).astype(np.int64)
        total = np.bincount(p.owner, weights=sums, minlength=n)
        best = np.full(n, np.nan)
        np.fmax.at(best, p.owner, maxs)
        if self.metric == "max":
            value = best
        else:
            with np.errstate(invalid="ignore", divide="ignore"):
                mean = np.where(covered > 0, total / np.maximum(covered, 1), np.nan)
            value = mean if self.metric == "mean" else np.where(covered > 0, total, np.nan)
        self.values[key] = value

    def finish(self) -> CohortQuantify:
        import pandas as pd

        chroms = list(self.prepared)
        if chroms:
            table = pd.concat([self.prepared[c].frame for c in chroms], ignore_index=True)
        else:
            table = pd.DataFrame({"chrom": pd.Series(dtype=str), "start": pd.Series(dtype=np.int64),
                                  "end": pd.Series(dtype=np.int64), "name": pd.Series(dtype=str),
                                  "featureScore": pd.Series(dtype=np.float64)})
        for i, name in enumerate(self.names):
            parts = [self.values[(i, c)] for c in chroms]
            table[name] = np.concatenate(parts) if parts else np.empty(0)
        vals = table[self.names].to_numpy(np.float64)
        with np.errstate(invalid="ignore"):
            counts = (~np.isnan(vals)).sum(axis=1)
            avg = np.where(counts > 0, np.nansum(vals, axis=1) / np.maximum(counts, 1), np.nan)
        table["meanAcrossTracks"] = avg
        order = np.lexsort((np.arange(len(avg)), -np.nan_to_num(avg, nan=0.0), np.isnan(avg)))
        table = table.iloc[order].reset_index(drop=True)
        table.insert(0, "rank", np.arange(1, len(table) + 1))
        return CohortQuantify(self.metric, self.names, table)
