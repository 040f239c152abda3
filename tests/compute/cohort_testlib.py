"""Helpers for the cohort tests: SYNTHETIC many-track bigWigs, an independent numpy computation
of the binned correlation matrices (pyBigWig reads, pandas ranks, ``np.corrcoef``), and a slow
task wrapper (to have jobs running long enough to kill a worker or cancel them)."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pandas as pd

from tests.genome.genome_testlib import write_bigwig

CHROMS = [("chr1", 1_200_000), ("chr2", 800_000), ("chr3", 450_000)]


def synthetic_tracks(folder: Path, n: int = 5, seed: int = 15) -> list[Path]:
    """SYNTHETIC signal tracks that share enriched regions (so they correlate), each with its
    own uncovered stretches (so pairs share different bins), values rounded to 1 decimal (so
    bins tie) and one track on a coarser grid."""
    rng = np.random.default_rng(seed)
    peaks = {c: np.sort(rng.integers(0, size - 5_000, 40)) for c, size in CHROMS}
    paths = []
    for t in range(n):
        entries = {}
        for chrom, size in CHROMS:
            step = 50 if t != n - 1 else 400
            starts = np.arange(0, size, step)
            ends = np.minimum(starts + step, size)
            base = np.zeros(len(starts))
            for p in peaks[chrom]:
                base[(starts >= p) & (starts < p + 3_000)] += 20 * (1 + t % 2)
            values = np.round(base + rng.gamma(1.2, 1.5, len(starts)) * (1 + 0.3 * t), 1)
            gap = rng.integers(0, size - 60_000)
            keep = (ends <= gap) | (starts >= gap + rng.integers(10_000, 60_000))
            entries[chrom] = (starts[keep], ends[keep], values[keep])
        paths.append(write_bigwig(folder / f"synthetic_{t}.bw", CHROMS, entries))
    return paths


def same_coverage_tracks(folder: Path, n: int = 4, seed: int = 16, gap: bool = True) -> list[Path]:
    """SYNTHETIC signal tracks that all cover the same bases (one shared uncovered stretch on
    chr2 when ``gap``), so every pair covers the same bins: values rounded to 1 decimal (ties),
    and the last track constant on chr3 (a region where a track has no variance)."""
    rng = np.random.default_rng(seed)
    hole = (300_000, 420_000)
    paths = []
    for t in range(n):
        entries = {}
        for chrom, size in CHROMS:
            starts = np.arange(0, size, 50)
            ends = np.minimum(starts + 50, size)
            values = np.round(rng.gamma(1.2, 1.5, len(starts)) * (1 + 0.3 * t), 1)
            if t == n - 1 and chrom == "chr3":
                values[:] = 2.5
            keep = np.ones(len(starts), bool)
            if gap and chrom == "chr2":
                keep = (ends <= hole[0]) | (starts >= hole[1])
            entries[chrom] = (starts[keep], ends[keep], values[keep])
        paths.append(write_bigwig(folder / f"same_coverage_{t}.bw", CHROMS, entries))
    return paths


def independent_bin_means(path: Path, chrom: str, size: int, bin_size: int) -> np.ndarray:
    """Mean over covered bases of each bin tiling [0, size), NaN where uncovered, from
    pyBigWig's intervals and ``np.add.at``."""
    import pyBigWig

    nb = -(-size // bin_size)
    sums, cov = np.zeros(nb), np.zeros(nb)
    with pyBigWig.open(str(path)) as bw:
        if chrom in bw.chroms():
            iv = np.array(bw.intervals(chrom) or [], dtype=float).reshape(-1, 3)
            s, e, v = iv[:, 0].astype(np.int64), iv[:, 1].astype(np.int64), iv[:, 2]
            b0, b1 = s // bin_size, (e - 1) // bin_size
            pieces = b1 - b0 + 1
            owner = np.repeat(np.arange(len(s)), pieces)
            offset = np.arange(int(pieces.sum())) - np.repeat(np.cumsum(pieces) - pieces, pieces)
            b = b0[owner] + offset
            lo = np.maximum(s[owner], b * bin_size)
            hi = np.minimum(e[owner], (b + 1) * bin_size)
            np.add.at(sums, b, v[owner] * (hi - lo))
            np.add.at(cov, b, hi - lo)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(cov > 0, sums / cov, np.nan)


def independent_matrices(paths, chroms, bin_size: int):
    """Pearson, Spearman and shared-bin matrices over pairwise-complete bins, and the number of
    bins every track covers."""
    rows = [np.concatenate([independent_bin_means(p, c, size, bin_size) for c, size in chroms]) for p in paths]
    n = len(rows)
    pearson, spearman, shared = np.full((n, n), np.nan), np.full((n, n), np.nan), np.zeros((n, n), int)
    for i in range(n):
        for j in range(n):
            ok = ~np.isnan(rows[i]) & ~np.isnan(rows[j])
            shared[i, j] = ok.sum()
            x, y = rows[i][ok], rows[j][ok]
            if ok.sum() > 1 and x.std() > 0 and y.std() > 0:
                pearson[i, j] = np.corrcoef(x, y)[0, 1]
                rx = pd.Series(x).rank(method="average").to_numpy()
                ry = pd.Series(y).rank(method="average").to_numpy()
                spearman[i, j] = np.corrcoef(rx, ry)[0, 1]
    return pearson, spearman, shared, int(np.all([~np.isnan(r) for r in rows], axis=0).sum())


def slow(delay: float, fn, *args):
    """Run ``fn(*args)`` after ``delay`` seconds (a task that takes long enough to interrupt)."""
    time.sleep(delay)
    return fn(*args)
