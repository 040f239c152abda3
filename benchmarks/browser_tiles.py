"""Kernel time per 1024-bin browser tile, at every zoom, against what a user would otherwise call.

Runs, in one process and on the same SYNTHETIC hg38-sized track (``genome_tracks.py``):

- ours: :class:`genie_widgets.widgets.tiles.TileServer` (exact min/max/mean/covered per bin;
  small tiles decoded, large ones from the exact 1 kb grid, which is built once per chromosome
  and reported separately);
- pyBigWig ``stats(..., nBins=1024, exact=True)`` three times (min, max, mean) — the exact
  equivalent — and once with its zoom-level summaries (``exact=False``: fast, approximate);
- pybbi ``fetch(..., bins=1024, summary=...)`` when the ``pybbi`` package is installed.

Prints the median milliseconds per tile for each, and our speed-up as a ratio. A benchmark,
not a test: nothing is asserted.

    python benchmarks/browser_tiles.py [--tiles 15]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from genome_tracks import make_tracks  # noqa: E402

from genie_widgets.project import Project  # noqa: E402
from genie_widgets.widgets.tiles import TILE_BINS, TileServer, tile_span  # noqa: E402

ZOOMS = (0, 3, 6, 9, 12, 15, 18)
CHROM = "chr1"


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tiles", type=int, default=15, help="tiles per zoom level")
    args = parser.parse_args()
    path = make_tracks()["A"]
    import pyBigWig

    try:
        import bbi  # pybbi
    except ImportError:
        bbi = None

    project = Project.create(Path(tempfile.mkdtemp()) / "bench")
    track = project.add_track(path, "bigwig")
    server = TileServer(project)
    size = project.assembly.size(CHROM)
    rng = np.random.default_rng(1)

    t0 = time.perf_counter()
    server._grid(track, project.open_reader(track)).cells(CHROM)
    grid_s = time.perf_counter() - t0
    print(f"track: {path} ({path.stat().st_size / 1e6:.0f} MB); tile = {TILE_BINS} bins")
    print(f"one-time exact 1 kb grid for {CHROM} ({size / 1e6:.0f} Mb): {grid_s:.2f} s\n")
    header = f"{'zoom':>4} {'bin bp':>9} {'ours ms':>8} {'pyBigWig exact ms':>18} {'ratio':>6} {'pyBigWig zoom ms':>17}"
    if bbi is not None:
        header += f" {'pybbi ms':>9} {'ratio':>6}"
    print(header)
    with pyBigWig.open(str(path)) as bw:
        for z in ZOOMS:
            span = tile_span(z)
            n_tiles = max(1, size // span)
            picks = rng.integers(0, n_tiles, args.tiles)
            ours, exact, approx, pybbi = [], [], [], []
            for i in picks:
                start, end = int(i) * span, min(size, (int(i) + 1) * span)
                n = -(-(end - start) // (1 << z))
                t = time.perf_counter()
                server.tile(track, CHROM, z, int(i))
                ours.append(time.perf_counter() - t)
                server._cache.clear()
                t = time.perf_counter()
                for kind in ("min", "max", "mean"):
                    bw.stats(CHROM, start, end, type=kind, nBins=n, exact=True)
                exact.append(time.perf_counter() - t)
                t = time.perf_counter()
                bw.stats(CHROM, start, end, type="mean", nBins=n)
                approx.append(time.perf_counter() - t)
                if bbi is not None:
                    t = time.perf_counter()
                    for kind in ("min", "max", "mean"):
                        bbi.fetch(str(path), CHROM, start, end, bins=n, summary=kind)
                    pybbi.append(time.perf_counter() - t)
            line = (f"{z:>4} {1 << z:>9,} {median_ms(ours):>8.2f} {median_ms(exact):>18.2f} "
                    f"{median_ms(exact) / median_ms(ours):>5.0f}× {median_ms(approx):>17.2f}")
            if bbi is not None:
                line += f" {median_ms(pybbi):>9.2f} {median_ms(pybbi) / median_ms(ours):>5.1f}×"
            print(line)
    print("\nratio = their median / ours (higher is better for us). pyBigWig's zoom figure is approximate "
          "(zoom-level summaries), shown for scale only.")


if __name__ == "__main__":
    main()
