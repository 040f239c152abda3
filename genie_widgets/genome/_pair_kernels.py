"""numpy kernels over pairs of value vectors: ranks, streaming co-moments, Pearson's r (no I/O).

Re-exported by :mod:`._kernels`, whose other kernels use :func:`_dot` too.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = ["CoMoments", "pearson", "rankdata"]


def _dot(a: np.ndarray, b: np.ndarray) -> float:
    """Σ a·b without BLAS: OpenBLAS would start its own threads for long vectors, which fight
    the decoder's worker threads for the cores."""
    return float(np.einsum("i,i->", a, b))


def rankdata(x: np.ndarray) -> np.ndarray:
    """Ranks 1..n with ties given their average rank (as ``scipy.stats.rankdata``)."""
    n = len(x)
    order = np.argsort(x, kind="mergesort")
    sorted_x = x[order]
    new = np.r_[True, sorted_x[1:] != sorted_x[:-1]]
    group = np.cumsum(new) - 1
    starts = np.flatnonzero(new)
    ends = np.r_[starts[1:], n]
    avg = (starts + ends + 1) / 2.0  # average of 1-based ranks starts+1 .. ends
    ranks = np.empty(n, np.float64)
    ranks[order] = avg[group]
    return ranks


@dataclass(frozen=True)
class CoMoments:
    """Streaming sums for a Pearson correlation (numerically stable pairwise updates)."""

    n: int = 0
    mean_x: float = 0.0
    mean_y: float = 0.0
    sxx: float = 0.0
    syy: float = 0.0
    sxy: float = 0.0
    const_x: float | None = None  # the single value seen so far, or NaN once two differ
    const_y: float | None = None

    @staticmethod
    def of(x: np.ndarray, y: np.ndarray) -> CoMoments:
        n = len(x)
        if n == 0:
            return CoMoments()
        mx, my = float(x.mean()), float(y.mean())
        dx, dy = x - mx, y - my
        cx = float(x[0]) if np.all(x == x[0]) else float("nan")
        cy = float(y[0]) if np.all(y == y[0]) else float("nan")
        return CoMoments(n, mx, my, _dot(dx, dx), _dot(dy, dy), _dot(dx, dy), cx, cy)  # no BLAS threads

    def combine(self, o: CoMoments) -> CoMoments:
        if o.n == 0:
            return self
        if self.n == 0:
            return o
        n = self.n + o.n
        dx, dy = o.mean_x - self.mean_x, o.mean_y - self.mean_y
        f = self.n * o.n / n

        def same(a: float | None, b: float | None) -> float | None:
            return a if (a == b) else float("nan")

        return CoMoments(
            n,
            self.mean_x + dx * o.n / n,
            self.mean_y + dy * o.n / n,
            self.sxx + o.sxx + dx * dx * f,
            self.syy + o.syy + dy * dy * f,
            self.sxy + o.sxy + dx * dy * f,
            same(self.const_x, o.const_x),
            same(self.const_y, o.const_y),
        )

    @property
    def r(self) -> float | None:
        """Pearson r, or None with fewer than 2 points or when either side is constant."""
        if self.n < 2:
            return None
        constant_x = self.const_x is not None and not np.isnan(self.const_x)
        constant_y = self.const_y is not None and not np.isnan(self.const_y)
        if constant_x or constant_y or self.sxx <= 0 or self.syy <= 0:
            return None
        r = self.sxy / np.sqrt(self.sxx * self.syy)
        return float(min(1.0, max(-1.0, r)))


def pearson(x: np.ndarray, y: np.ndarray) -> float | None:
    """Pearson r of two equal-length arrays; None when n < 2 or either is constant."""
    return CoMoments.of(np.asarray(x, np.float64), np.asarray(y, np.float64)).r
