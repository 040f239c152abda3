"""Reducers and results of the many-track stats and correlation (:mod:`.cohort`; quantify is in
:mod:`.cohort_quantify`).

A reducer receives partials keyed ``(track index, chromosome)`` in any order (``add``) and
builds the result in a fixed order (``finish``): tracks in the order given, chromosomes in scope
order. Every floating-point combination therefore happens in the same order on every run, local
or Dask, and in the same order as the one-track functions of :mod:`.measure`.
"""

from __future__ import annotations

import dataclasses
import math
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from .._words import count
from . import _kernels as K
from .cohort_figures import cluster_order, correlation_heatmap_svg
from .cohort_pairs import all_pairs_at_once, pair, summarise
from .stats import SignalStats

if TYPE_CHECKING:
    import pandas as pd

DEFAULT_MEMORY_BUDGET = 1 << 30  # bytes of per-track bin vectors kept in RAM before spilling


def _none(x: float) -> float | None:
    return None if x is None or not math.isfinite(x) else float(x)


def _matrix(a: np.ndarray) -> list[list[float | None]]:
    return [[_none(float(v)) for v in row] for row in a]


# ---------------------------------------------------------------------------- stats
@dataclass(frozen=True)
class CohortStats:
    """Exact signal statistics of each track over one scope (see :class:`~.measure.SignalStats`)."""

    names: list[str]
    stats: list[SignalStats]
    provenance: dict[str, Any] = field(default_factory=dict)

    def with_provenance(self, provenance: dict[str, Any]) -> CohortStats:
        return dataclasses.replace(self, provenance=dict(provenance))

    def to_dict(self) -> dict[str, Any]:
        return {"tracks": [{"name": n, "stats": s.to_dict()} for n, s in zip(self.names, self.stats, strict=True)],
                "compute": self.provenance}

    def to_frame(self) -> pd.DataFrame:
        import pandas as pd

        return pd.DataFrame([{"name": n, **s.to_dict()} for n, s in zip(self.names, self.stats, strict=True)])

    def figure_svg(self) -> str | None:
        return None


class StatsReducer:
    def __init__(self, names: list[str], chroms: list[str], scope_length: int) -> None:
        self.names, self.chroms, self.scope_length = names, chroms, scope_length
        self.parts: dict[tuple[int, str], K.Moments] = {}

    def add(self, key: tuple[int, str], partial: K.Moments) -> None:
        self.parts[key] = partial

    def finish(self) -> CohortStats:
        out = []
        for i in range(len(self.names)):
            total = K.Moments()
            for c in self.chroms:
                total = total.combine(self.parts[(i, c)])
            out.append(SignalStats.from_moments(total, self.scope_length))
        return CohortStats(self.names, out)


# ---------------------------------------------------------------------------- correlation
@dataclass(frozen=True)
class CohortCorrelation:
    """Pearson and Spearman matrices over bins (track order as given; NaN where a pair has no
    variance or fewer than two shared bins). ``shared[i, j]`` = bins both tracks cover (the
    diagonal: bins a track covers); ``n_bins`` = bins every track covers; ``n_bins_total`` =
    bins tiling the scope; ``bin_size`` in bp."""

    names: list[str]
    pearson: np.ndarray = field(repr=False)
    spearman: np.ndarray = field(repr=False)
    shared: np.ndarray = field(repr=False)
    n_bins: int
    n_bins_total: int
    bin_size: int
    scope_length: int
    memory: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, Any] = field(default_factory=dict)

    def with_provenance(self, provenance: dict[str, Any]) -> CohortCorrelation:
        return dataclasses.replace(self, provenance=dict(provenance))

    @property
    def order(self) -> list[int]:
        """Track indices in dendrogram order (average linkage on 1 − Pearson r)."""
        return cluster_order(self.pearson)

    def pair_values(self, a: int | str, b: int | str) -> tuple[float | None, float | None, int]:
        """Pearson r, Spearman ρ (``None`` where undefined) and the shared bins of one pair."""
        i = self.names.index(a) if isinstance(a, str) else a
        j = self.names.index(b) if isinstance(b, str) else b
        return _none(self.pearson[i, j]), _none(self.spearman[i, j]), int(self.shared[i, j])

    def pair(self, a: int | str, b: int | str) -> dict[str, Any]:
        """:meth:`pair_values` as the reference's JSON (``r``, ``spearman``, ``nBins``)."""
        r, spearman, n_bins = self.pair_values(a, b)
        return {"r": r, "spearman": spearman, "nBins": n_bins}

    def pearson_matrix(self) -> list[list[float | None]]:
        """The Pearson matrix as nested lists (``None`` where undefined)."""
        return _matrix(self.pearson)

    def spearman_matrix(self) -> list[list[float | None]]:
        """The Spearman matrix as nested lists (``None`` where undefined)."""
        return _matrix(self.spearman)

    def shared_bins_matrix(self) -> list[list[int]]:
        """Bins each pair of tracks both cover, as nested lists of ints."""
        return [[int(v) for v in row] for row in self.shared]

    @property
    def compute(self) -> dict[str, Any]:
        """Where and how it ran: the engine's provenance plus the reducer's ``memory``."""
        return {**self.provenance, "memory": self.memory}

    def to_dict(self) -> dict[str, Any]:
        """The reference's JSON view (camelCase keys)."""
        return {
            "trackNames": list(self.names),
            "pearsonMatrix": self.pearson_matrix(),
            "spearmanMatrix": self.spearman_matrix(),
            "sharedBinsMatrix": self.shared_bins_matrix(),
            "nBins": self.n_bins,
            "nBinsTotal": self.n_bins_total,
            "nBinsExcluded": self.n_bins_total - self.n_bins,
            "binSize": self.bin_size,
            "scopeLength": self.scope_length,
            "dendrogramOrder": [self.names[i] for i in self.order],
            "compute": self.compute,
        }

    def to_frame(self, kind: str = "pearson") -> pd.DataFrame:
        """The ``pearson``, ``spearman`` or ``shared`` matrix labelled with track names."""
        import pandas as pd

        data = {"pearson": self.pearson, "spearman": self.spearman, "shared": self.shared}[kind]
        return pd.DataFrame(data, index=self.names, columns=self.names)

    def figure_svg(self) -> str:
        return correlation_heatmap_svg(self.pearson, self.names, self.order,
                                       title=f"Pearson r, {self.bin_size:,} bp bins")

    def _repr_html_(self) -> str:
        return self.figure_svg()


class _Rows:
    """An N × B array in RAM, or in a temporary file when it would exceed the budget."""

    def __init__(self, n: int, b: int, dtype: Any, fill: Any, spill: bool) -> None:
        self.folder: str | None = None
        self.a: np.ndarray
        if spill:
            self.folder = tempfile.mkdtemp(prefix="genie-cohort-")
            self.a = np.lib.format.open_memmap(os.path.join(self.folder, "rows.npy"), "w+", dtype, (n, b))
            self.a[:] = fill
        else:
            self.a = np.full((n, b), fill, dtype)

    def close(self) -> None:
        self.a = None  # type: ignore[assignment]  # released on close; never read after
        if self.folder:
            shutil.rmtree(self.folder, ignore_errors=True)


class CorrelationReducer:
    """Places each (track, chromosome) bin vector into its row at once; ``finish`` computes the
    pairs (see :func:`~.cohort.correlate_tracks` for the memory formula)."""

    def __init__(self, names: list[str], chrom_bins: dict[str, int], region_bins: list[int], bin_size: int,
                 scope_length: int, *, memory_budget: int, matrix_min_tracks: int = 48,
                 same_bins_path: bool = True) -> None:
        self.names, self.bin_size, self.scope_length = names, bin_size, scope_length
        offsets = np.cumsum([0, *chrom_bins.values()])
        self.chrom_offset = dict(zip(chrom_bins, offsets[:-1].tolist(), strict=True))
        self.n_total = int(offsets[-1])
        bounds = np.cumsum([0, *region_bins])
        self.regions = list(zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True))
        n = len(names)
        self.row_bytes = 16 * self.n_total
        self.spilled = n * self.row_bytes > memory_budget
        self.budget = memory_budget
        self.matrix_min_tracks = matrix_min_tracks
        self.same_bins_path = same_bins_path
        self.means = _Rows(n, self.n_total, np.float64, np.nan, self.spilled)

    def add(self, key: tuple[int, str], partial: np.ndarray) -> None:
        i, chrom = key
        lo = self.chrom_offset[chrom]
        self.means.a[i, lo : lo + len(partial)] = partial

    def finish(self) -> CohortCorrelation:
        n, b = len(self.names), self.n_total
        ranks = _Rows(n, b, np.float64, np.nan, self.spilled)
        try:
            every = np.ones(b, bool)
            counts = np.zeros(n, np.int64)
            summaries = []
            for i in range(n):
                row = np.asarray(self.means.a[i])
                covered = ~np.isnan(row)
                every &= covered
                counts[i] = int(covered.sum())
                ranks.a[i, covered] = K.rankdata(row[covered])  # ranks among the bins it covers
                summaries.append(summarise(row, np.asarray(ranks.a[i]), self.regions))
            n_every = int(every.sum())
            if n >= self.matrix_min_tracks and not self.spilled and (counts == n_every).all():
                pearson, spearman, shared = all_pairs_at_once(np.asarray(self.means.a), np.asarray(ranks.a), every)
                method = "matrix product (every track covers the same bins)"
                return self._result(pearson, spearman, shared, n_every, method)
            if not self.same_bins_path:  # the from-scratch path for every pair (tests compare the two)
                summaries = [dataclasses.replace(s, mask=b"track %d" % i) for i, s in enumerate(summaries)]
            pearson = np.full((n, n), np.nan)
            spearman = np.full((n, n), np.nan)
            shared = np.zeros((n, n), np.int64)
            same = 0
            block = n if not self.spilled else max(1, int(self.budget // 2 // self.row_bytes))
            for a0 in range(0, n, block):
                rows = np.asarray(self.means.a[a0 : a0 + block])
                rrows = np.asarray(ranks.a[a0 : a0 + block])
                for j in range(a0, n):
                    inside = j < a0 + len(rows)
                    y = rows[j - a0] if inside else np.asarray(self.means.a[j])
                    ry = rrows[j - a0] if inside else np.asarray(ranks.a[j])
                    for i in range(a0, min(a0 + len(rows), j + 1)):
                        r, rho, k = pair(rows[i - a0], rrows[i - a0], summaries[i], y, ry, summaries[j],
                                         self.regions)
                        same += summaries[i].mask == summaries[j].mask
                        pearson[i, j] = pearson[j, i] = r
                        spearman[i, j] = spearman[j, i] = rho
                        shared[i, j] = shared[j, i] = k
            method = (f"per pair, region by region ({same} of {count(n * (n + 1) // 2, 'pair')} from per-track sums: "
                      "they cover the same bins)")
            return self._result(pearson, spearman, shared, n_every, method)
        finally:
            ranks.close()
            self.means.close()

    def _result(self, pearson: np.ndarray, spearman: np.ndarray, shared: np.ndarray, n_every: int,
                method: str) -> CohortCorrelation:
        n = len(self.names)
        memory = {"binsPerTrack": self.n_total, "bytesPerTrack": self.row_bytes, "rowsBytes": n * self.row_bytes,
                  "spilledToDisk": self.spilled, "pairs": method}
        return CohortCorrelation(self.names, pearson, spearman, shared, n_every, self.n_total, self.bin_size,
                                 self.scope_length, memory)
