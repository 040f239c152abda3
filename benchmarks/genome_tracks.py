"""SYNTHETIC hg38-sized ChIP-like tracks for the genome benchmarks (written with pyBigWig).

Two signal tracks A and B cover every base of the 24 hg38 nuclear chromosomes (chrM is left
out) with piecewise-constant intervals of geometric length (mean ~90 bp, so about 33 million
intervals per track, like a MACS2 fold-change track). Both share a set of 50,000 "peaks" (so
they correlate) on top of independent noise. A BED file of the peak regions serves as features.

Files are written once into ``$GENIE_BENCH_DIR`` (default ``~/.cache/genie_widgets/bench``),
never into the repository.

    python benchmarks/genome_tracks.py            # make (or reuse) the files, print their paths
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import numpy as np

MEAN_LENGTH = 90
N_PEAKS = 50_000
SEED = 20240601


def bench_dir() -> Path:
    path = Path(os.environ.get("GENIE_BENCH_DIR") or Path.home() / ".cache" / "genie_widgets" / "bench")
    path.mkdir(parents=True, exist_ok=True)
    return path


def chrom_sizes() -> dict[str, int]:
    from genie_widgets.genome import get_assembly

    sizes = dict(get_assembly("hg38").chrom_sizes)
    sizes.pop("chrM", None)
    return sizes


def _peaks(sizes: dict[str, int], rng: np.random.Generator) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    total = sum(sizes.values())
    out = {}
    for chrom, size in sizes.items():
        n = max(1, int(round(N_PEAKS * size / total)))
        starts = np.sort(rng.integers(0, size - 5000, n))
        widths = rng.integers(200, 2000, n)
        heights = rng.gamma(2.0, 8.0, n)
        out[chrom] = (starts, starts + widths, heights)
    return out


def _track(chrom: str, size: int, peaks, rng: np.random.Generator):
    n = int(size / MEAN_LENGTH * 1.05) + 10
    lengths = rng.geometric(1.0 / MEAN_LENGTH, n).astype(np.int64)
    ends = np.cumsum(lengths)
    ends = ends[ends < size]
    ends = np.append(ends, size)
    starts = np.r_[0, ends[:-1]]
    mids = (starts + ends) // 2
    ps, pe, ph = peaks
    # peak height where an interval's midpoint falls inside a peak (peaks do not overlap much)
    k = np.searchsorted(ps, mids, side="right") - 1
    inside = (k >= 0) & (mids < pe[np.maximum(k, 0)])
    base = np.where(inside, ph[np.maximum(k, 0)], 0.0)
    noise = rng.gamma(1.5, 0.7, len(starts))
    values = np.round(base * rng.uniform(0.6, 1.4, len(starts)) + noise, 3)
    return starts, ends, values.astype(np.float64)


def make_tracks(force: bool = False) -> dict[str, Path]:
    """Write A.bw, B.bw and peaks.bed (if missing) and return their paths."""
    import pyBigWig

    folder = bench_dir()
    paths = {"A": folder / "synthetic_A.bw", "B": folder / "synthetic_B.bw", "peaks": folder / "synthetic_peaks.bed"}
    if not force and all(p.exists() for p in paths.values()):
        return paths
    sizes = chrom_sizes()
    peaks = _peaks(sizes, np.random.default_rng(SEED))
    with open(paths["peaks"], "w") as handle:
        for chrom, (s, e, h) in peaks.items():
            for i, (a, b, x) in enumerate(zip(s, e, h)):
                handle.write(f"{chrom}\t{a}\t{b}\tpeak_{chrom}_{i}\t{int(min(1000, x * 10))}\n")
    for label, seed in (("A", SEED + 1), ("B", SEED + 2)):
        rng = np.random.default_rng(seed)
        t0 = time.perf_counter()
        tmp = paths[label].with_suffix(".part")
        bw = pyBigWig.open(str(tmp), "w")
        bw.addHeader(list(sizes.items()), maxZooms=10)
        total = 0
        for chrom, size in sizes.items():
            s, e, v = _track(chrom, size, peaks[chrom], rng)
            step = 2_000_000
            for i in range(0, len(s), step):
                sl = slice(i, i + step)
                bw.addEntries([chrom] * len(s[sl]), s[sl], ends=e[sl], values=v[sl])
            total += len(s)
        bw.close()
        tmp.rename(paths[label])
        print(f"wrote {paths[label]}: {total:,} intervals in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return paths


SMALL_CHROMS = ("chr19", "chr20", "chr21", "chr22")  # 222 Mb, 7.2 % of hg38: the --small option


def make_cohort_tracks(n: int, chroms: tuple[str, ...] | None = None) -> list[Path]:
    """``n`` SYNTHETIC tracks like A and B (same generator, the same shared peaks, seeds
    ``SEED + 100 + k``), over every nuclear chromosome or only ``chroms``; written once each."""
    import pyBigWig

    sizes = chrom_sizes()
    peaks = _peaks(sizes, np.random.default_rng(SEED))  # peak density as on the whole genome
    if chroms:
        sizes = {c: sizes[c] for c in chroms}
    label = "hg38" if not chroms else "-".join(c.removeprefix("chr") for c in chroms)
    folder = bench_dir()
    paths = []
    for k in range(n):
        path = folder / f"cohort_{label}_{k}.bw"
        paths.append(path)
        if path.exists():
            continue
        rng = np.random.default_rng(SEED + 100 + k)
        t0 = time.perf_counter()
        tmp = path.with_suffix(".part")
        bw = pyBigWig.open(str(tmp), "w")
        bw.addHeader(list(sizes.items()), maxZooms=10)
        total = 0
        for chrom, size in sizes.items():
            s, e, v = _track(chrom, size, peaks[chrom], rng)
            for i in range(0, len(s), 2_000_000):
                sl = slice(i, i + 2_000_000)
                bw.addEntries([chrom] * len(s[sl]), s[sl], ends=e[sl], values=v[sl])
            total += len(s)
        bw.close()
        tmp.rename(path)
        print(f"wrote {path}: {total:,} intervals in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return paths


def write_bedgraph(bigwig: Path, out: Path) -> Path:
    """The same data as bedGraph text (for peers that read text, e.g. MACS3 bdgpeakcall)."""
    if out.exists():
        return out
    import pandas as pd

    from genie_widgets.genome import open_track

    reader = open_track(bigwig)
    tmp = out.with_suffix(".part")
    with open(tmp, "w") as handle:
        for chrom in reader.chroms():
            d = reader.intervals(chrom)
            if len(d):
                pd.DataFrame({"c": chrom, "s": d.starts, "e": d.ends, "v": d.values.astype(np.float64)}).to_csv(
                    handle, sep="\t", header=False, index=False, float_format="%.3f")
    tmp.rename(out)
    return out


if __name__ == "__main__":
    for name, path in make_tracks("--force" in sys.argv).items():
        print(name, path, f"{path.stat().st_size / 1e6:.0f} MB")
