"""Helpers for the genome engine tests: where the real data is, an independent reference
implementation over ``pyBigWig.intervals``, and synthetic-file writers.

Real files come from ``<repo>/../shared/data`` (never copied into the repo); tests that need
them skip with a clear reason when that folder is absent. Synthetic files are written with
pyBigWig into tmp dirs and are labelled synthetic.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import numpy as np
import pytest

DATA = Path(__file__).parents[2].parent / "shared" / "data"


def data_path(*parts: str) -> Path:
    """A file under ../shared/data, or skip the test when the shared data is absent."""
    path = DATA.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared test data not available: {path} (expected ../shared/data beside the repo)")
    return path


def real_bigwigs() -> list[Path]:
    if not DATA.exists():
        return []
    folder = DATA / "bigwig"
    return sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".bw", ".bigwig"))


def real_bigbeds() -> list[Path]:
    if not DATA.exists():
        return []
    return sorted((DATA / "bigbed").glob("*.bb")) + sorted((DATA / "bigbed").glob("*.bigBed"))


def bigwig_params():
    files = real_bigwigs()
    if not files:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"shared test data not available at {DATA}"))]
    return [pytest.param(p, id=str(p.relative_to(DATA / "bigwig"))) for p in files]


def bigbed_params():
    files = real_bigbeds()
    if not files:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"shared test data not available at {DATA}"))]
    return [pytest.param(p, id=p.name) for p in files]


# ---------------------------------------------------------------------------- independent reference
@functools.lru_cache(maxsize=256)
def _naive_cached(path: str, chrom: str, start: int | None, end: int | None):
    return _naive_intervals(path, chrom, start, end)


def naive_intervals(path: os.PathLike, chrom: str, start: int | None = None, end: int | None = None):
    """(starts, ends, values float64) straight from pyBigWig.intervals — the independent check.
    Cached; do not modify the arrays."""
    return _naive_cached(str(path), chrom, None if start is None else int(start), None if end is None else int(end))


def _naive_intervals(path: str, chrom: str, start: int | None, end: int | None):
    import pyBigWig

    bw = pyBigWig.open(str(path))
    empty = np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0)
    try:
        chroms = bw.chroms()
        if chrom not in chroms:  # the same alias rule as the engine: chr1 <-> 1
            alias = chrom[3:] if chrom.startswith("chr") else "chr" + chrom
            if alias not in chroms:
                return empty
            chrom = alias
        if start is None:
            got = bw.intervals(chrom)
        else:
            start, end = int(start), min(int(end), chroms[chrom])
            if start >= end:
                return empty
            got = bw.intervals(chrom, start, end)
    finally:
        bw.close()
    if not got:
        return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0)
    arr = np.array(got, dtype=np.float64)
    return arr[:, 0].astype(np.int64), arr[:, 1].astype(np.int64), arr[:, 2]


def naive_stats(path: os.PathLike, regions) -> dict:
    """Plain numpy stats over pyBigWig intervals clipped to each (disjoint) region."""
    covered = 0
    total = 0.0
    mn, mx = np.inf, -np.inf
    seen: set[tuple[str, int, int]] = set()
    chunks = []
    scope = 0
    for chrom, start, end in regions:
        scope += end - start
        s, e, v = naive_intervals(path, chrom, start, end)
        cs, ce = np.maximum(s, start), np.minimum(e, end)
        keep = (ce > cs) & ~np.isnan(v)
        for a, b in zip(s[keep], e[keep]):
            seen.add((chrom, int(a), int(b)))
        L = (ce - cs)[keep]
        vv = v[keep]
        covered += int(L.sum())
        total += float((vv * L).sum())
        if len(vv):
            mn, mx = min(mn, vv.min()), max(mx, vv.max())
        chunks.append((vv, L))
    mean = total / covered if covered else None
    sd = None
    if covered:
        m2 = sum(float(((vv - mean) ** 2 * L).sum()) for vv, L in chunks)
        sd = float(np.sqrt(m2 / covered))
    return {
        "min": None if not covered else float(mn), "max": None if not covered else float(mx),
        "mean": mean, "sum": total, "nIntervals": len(seen), "coveredBases": covered,
        "coveredFraction": min(1.0, covered / scope), "sd": sd,
    }


def file_regions(path: os.PathLike):
    """Every chromosome of a bigWig as (chrom, 0, size) — the 'all' scope of the file."""
    import pyBigWig

    bw = pyBigWig.open(str(path))
    try:
        return [(c, 0, int(n)) for c, n in bw.chroms().items()]
    finally:
        bw.close()


def data_regions(path: os.PathLike):
    """(chrom, first start, last end) of each chromosome that has data."""
    out = []
    for chrom, _s, _e in file_regions(path):
        s, e, _v = naive_intervals(path, chrom)
        if len(s):
            out.append((chrom, int(s.min()), int(e.max())))
    return out


# ---------------------------------------------------------------------------- synthetic files
def write_bigwig(path: os.PathLike, chroms: list[tuple[str, int]], entries: dict, zoom: bool = True) -> Path:
    """SYNTHETIC bigWig written with pyBigWig. ``entries``: chrom → (starts, ends, values)."""
    import pyBigWig

    bw = pyBigWig.open(str(path), "w")
    bw.addHeader(chroms, maxZooms=10 if zoom else 0)
    for chrom, _size in chroms:
        if chrom not in entries:
            continue
        s, e, v = entries[chrom]
        bw.addEntries([chrom] * len(s), [int(x) for x in s], ends=[int(x) for x in e],
                      values=[float(x) for x in v])
    bw.close()
    return Path(path)




def _clipped(path, regions):
    """Per region: clipped (s, e, v) from pyBigWig, NaN dropped."""
    out = []
    for chrom, start, end in regions:
        s, e, v = naive_intervals(path, chrom, start, end)
        cs, ce = np.maximum(s, start), np.minimum(e, end)
        keep = (ce > cs) & ~np.isnan(v)
        out.append((chrom, cs[keep], ce[keep], v[keep]))
    return out


def naive_peaks(path, regions, cutoff, min_width=1, merge_gap=0):
    """Plain-Python merge of clipped intervals with value >= cutoff, per region."""
    peaks = []
    for chrom, s, e, v in _clipped(path, regions):
        keep = v >= cutoff
        items = sorted(zip(s[keep].tolist(), e[keep].tolist(), v[keep].tolist()))
        current = None
        for a, b, x in items:
            if current is not None and a <= current[1] + merge_gap:
                current[1] = max(current[1], b)
                current[2] = max(current[2], x)
            else:
                if current is not None:
                    peaks.append((chrom, *current))
                current = [a, b, x]
        if current is not None:
            peaks.append((chrom, *current))
    return [(c, a, b, round(x, 4)) for c, a, b, x in peaks if b - a >= min_width]


def naive_feature_values(path, regions, features):
    """For each feature (chrom, start, end) overlapping the scope: (covered, sum, max) over its
    part inside the scope, by brute force."""
    out = []
    for chrom, fs, fe in features:
        covered, total, best = 0, 0.0, None
        touched = False
        for rc, rs, re_ in regions:
            if rc != chrom or fe <= rs or fs >= re_:
                continue
            touched = True
            a, b = max(fs, rs), min(fe, re_)
            s, e, v = naive_intervals(path, chrom, a, b)
            cs, ce = np.maximum(s, a), np.minimum(e, b)
            keep = (ce > cs) & ~np.isnan(v)
            L = (ce - cs)[keep]
            covered += int(L.sum())
            total += float((v[keep] * L).sum())
            if keep.any():
                m = float(v[keep].max())
                best = m if best is None else max(best, m)
        if touched:
            out.append(((chrom, fs, fe), covered, total, best))
    return out


def naive_bin_means(path, chrom, start, end, bin_size):
    """Mean over covered bases in each bin of bin_size tiling [start, end) (None if uncovered)."""
    s, e, v = naive_intervals(path, chrom, start, end)
    ok = ~np.isnan(v)
    s, e, v = s[ok], e[ok], v[ok]
    means = []
    for a in range(start, end, bin_size):
        b = min(a + bin_size, end)
        cs, ce = np.maximum(s, a), np.minimum(e, b)
        keep = ce > cs
        L = (ce - cs)[keep]
        means.append(float((v[keep] * L).sum() / L.sum()) if L.sum() else None)
    return means
