"""The pair stage of the many-track correlation (:mod:`.cohort_results`): each pair's Pearson r,
Spearman ρ and shared bins from the tracks' per-bin means (float64, NaN where a track covers
nothing) and ranks (among the bins the track covers).

Every cell is bit for bit what :func:`~.measure.correlate` gives for that pair: the
:class:`~._kernels.CoMoments` of the bins both tracks cover, region by region, combined in region
order; Spearman as the Pearson r of the ranks over the shared bins. Two exact paths:

- **the same bins** (both tracks cover exactly the same bins — the usual case: fold-change tracks
  cover the whole genome). A track's share of each region's co-moments (its mean, Σ(x − mean)²
  and whether it is constant there) and of its ranks' does not depend on the partner, so it is
  computed once per track (:func:`summarise`); a pair then costs only its centred cross-products
  Σ(x − mean_x)(y − mean_y) — the same operations on the same values, in the same order, as
  :meth:`~._kernels.CoMoments.of`, hence the same bits, at about a tenth of the passes;
- **different bins**: everything from the pair's shared bins, as :func:`~.measure.correlate`.

Plus :func:`all_pairs_at_once` (one matrix product; ~1e-15, not bit for bit), which
:class:`~.cohort_results.CorrelationReducer` uses only for many tracks when asked to.

Bins are indices into a row; ``regions`` are ``(lo, hi)`` bin ranges (end-exclusive), one per
region of the scope, in scope order.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import _kernels as K
from ._pair_kernels import _dot
from .correlation import _SPEARMAN_MAX_BINS

__all__ = ["TrackSummary", "all_pairs_at_once", "pair", "summarise"]

_NAN = float("nan")


@dataclass(frozen=True)
class TrackSummary:
    """One track's partner-independent share of its pairs' co-moments.

    ``mask``: the packed covered-bin mask (pairs with equal masks take the same-bins path; equal
    bytes, so the grouping is exact); ``covered``: bins covered; ``full``: every bin covered (rows
    are used without compaction); ``parts``: per region ``(n, mean, Σ(x − mean)², constant value
    or NaN)`` over the covered bins; ``rank_*``: the same over the track's ranks (whole scope)."""

    mask: bytes
    covered: int
    full: bool
    parts: tuple[tuple[int, float, float, float], ...]
    rank_mean: float
    rank_sxx: float
    rank_const: float


def _moments(x: np.ndarray) -> tuple[int, float, float, float]:
    """(n, mean, Σ(x − mean)², constant value or NaN) exactly as :meth:`CoMoments.of` computes them."""
    n = len(x)
    if n == 0:
        return 0, 0.0, 0.0, _NAN
    m = float(x.mean())
    d = x - m
    return n, m, _dot(d, d), (float(x[0]) if np.all(x == x[0]) else _NAN)


def summarise(row: np.ndarray, ranks: np.ndarray, regions: list[tuple[int, int]]) -> TrackSummary:
    """The :class:`TrackSummary` of one track's bin means ``row`` and ``ranks`` (both length B,
    NaN where uncovered). Time O(B); memory one compacted copy of a region at a time."""
    covered = ~np.isnan(row)
    count = int(covered.sum())
    parts = tuple(_moments(row[lo:hi][covered[lo:hi]]) for lo, hi in regions)
    _n, rank_mean, rank_sxx, rank_const = _moments(ranks[covered])
    return TrackSummary(np.packbits(covered).tobytes(), count, count == len(row), parts,
                        rank_mean, rank_sxx, rank_const)


def pair(x: np.ndarray, rx: np.ndarray, sx: TrackSummary, y: np.ndarray, ry: np.ndarray, sy: TrackSummary,
         regions: list[tuple[int, int]]) -> tuple[float, float, int]:
    """Pearson r, Spearman ρ (NaN when undefined) and shared bins of two tracks: bin means
    ``x``/``y``, ranks ``rx``/``ry`` and their summaries (see the module docstring)."""
    if sx.mask == sy.mask:
        return _same_bins(x, rx, sx, y, ry, sy, regions)
    return _from_scratch(x, rx, sx.covered, y, ry, sy.covered, regions)


def _same_bins(x: np.ndarray, rx: np.ndarray, sx: TrackSummary, y: np.ndarray, ry: np.ndarray, sy: TrackSummary,
               regions: list[tuple[int, int]]) -> tuple[float, float, int]:
    covered = None if sx.full else ~np.isnan(x)
    co = K.CoMoments()
    for (lo, hi), (n, mx, sxx, cx), (_n, my, syy, cy) in zip(regions, sx.parts, sy.parts, strict=True):
        if n == 0:
            continue
        if covered is None:
            xr, yr = x[lo:hi], y[lo:hi]
        else:
            o = covered[lo:hi]
            xr, yr = x[lo:hi][o], y[lo:hi][o]
        co = co.combine(K.CoMoments(n, mx, my, sxx, syy, _centred_dot(xr, mx, yr, my), cx, cy))
    r = co.r
    rho = None
    if r is not None and co.n <= _SPEARMAN_MAX_BINS:
        rxs, rys = (rx, ry) if covered is None else (rx[covered], ry[covered])
        sxy = _centred_dot(rxs, sx.rank_mean, rys, sy.rank_mean)
        rho = K.CoMoments(co.n, sx.rank_mean, sy.rank_mean, sx.rank_sxx, sy.rank_sxx, sxy,
                          sx.rank_const, sy.rank_const).r
    return (_NAN if r is None else r), (_NAN if rho is None else rho), int(co.n)


def _centred_dot(x: np.ndarray, mx: float, y: np.ndarray, my: float) -> float:
    """Σ (x − mx)(y − my), the same operations as ``_dot(x - mx, y - my)`` (the same bits) in
    per-thread scratch arrays: a fresh multi-MB temporary is mmapped and page-faults each time."""
    dx = np.subtract(x, mx, out=K.scratch("pair_dx", len(x)))
    dy = np.subtract(y, my, out=K.scratch("pair_dy", len(y)))
    return _dot(dx, dy)


def _from_scratch(x: np.ndarray, rx: np.ndarray, cx: int, y: np.ndarray, ry: np.ndarray, cy: int,
                  regions: list[tuple[int, int]]) -> tuple[float, float, int]:
    """The pair from its shared bins. ``rx``/``ry`` are each track's ranks among the ``cx``/``cy``
    bins it covers: when the pair shares all of a track's bins they are its ranks over the shared
    bins (no sort); otherwise the shared bins are ranked."""
    ok = ~np.isnan(x) & ~np.isnan(y)
    co = K.CoMoments()
    for lo, hi in regions:
        o = ok[lo:hi]
        co = co.combine(K.CoMoments.of(x[lo:hi][o], y[lo:hi][o]))
    r = co.r
    rho = None
    if r is not None and co.n <= _SPEARMAN_MAX_BINS:
        ranks_x = rx[ok] if co.n == cx else K.rankdata(x[ok])
        ranks_y = ry[ok] if co.n == cy else K.rankdata(y[ok])
        rho = K.pearson(ranks_x, ranks_y)
    return (_NAN if r is None else r), (_NAN if rho is None else rho), int(co.n)


def all_pairs_at_once(means: np.ndarray, ranks: np.ndarray, every: np.ndarray
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every pair at once when all tracks cover the same bins: Pearson of the means and of the
    ranks as one product of centred rows (float64; agrees with the per-pair path to ~1e-15, not
    bit for bit). Transient memory: 8·N·B for the centred rows."""
    n, k = len(means), int(every.sum())
    shared = np.full((n, n), k, np.int64)

    def corr(rows: np.ndarray) -> np.ndarray:
        x = rows[:, every]
        constant = (x == x[:, :1]).all(axis=1) if k else np.ones(n, bool)
        x = x - x.mean(axis=1, keepdims=True)
        norms = np.sqrt(np.einsum("ij,ij->i", x, x))
        with np.errstate(invalid="ignore", divide="ignore"):
            r = np.clip((x @ x.T) / np.outer(norms, norms), -1.0, 1.0)
        bad = constant | (norms <= 0) | (k < 2)
        r[bad, :] = np.nan
        r[:, bad] = np.nan
        return r

    pearson = corr(means)
    spearman = corr(ranks) if k <= _SPEARMAN_MAX_BINS else np.full((n, n), np.nan)
    spearman[np.isnan(pearson)] = np.nan
    return pearson, spearman, shared
