"""Where the time of the two close rows of ``bench_peers.py`` goes: CPU time per stage.

    python benchmarks/bench_breakdown.py [--tiles 200]

On the SYNTHETIC track A of ``genome_tracks.py`` (``$GENIE_BENCH_DIR``), in this process:

- *mean at 50,000 regions* (``quantify_at_features``): the CPU time (``time.thread_time`` of
  the thread that did the work, summed over threads) of each stage, measured by wrapping the
  stage's function: inflating blocks (libdeflate: the floor every reader pays), reading the
  compressed spans, decoding section headers into record views, the record copy, the
  per-batch kernel, BED parsing; the rest of the call's CPU time is Python between them.
  The floor is also measured alone: inflating every data block once, single-threaded.
- *exact 1024-bin tile of a 1 Mb view* (``binned_summary``, random places on chr1, cold block
  cache): the medians of the window assembly (read + inflate + decode of its blocks), the bin
  kernel and the whole call; the remainder is Python around them.

Stage timers add a few microseconds per call, so the parts sum to slightly more than an
unwrapped run. Run it under ``flock /tmp/bench.lock`` on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

TILE = 1 << 20


class _Timers:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.cpu: dict[str, float] = {}

    def wrap(self, owner: object, name: str, label: str) -> Callable[[], None]:
        real = getattr(owner, name)

        def timed(*args, **kwargs):
            t = time.thread_time()
            try:
                return real(*args, **kwargs)
            finally:
                with self.lock:
                    self.cpu[label] = self.cpu.get(label, 0.0) + time.thread_time() - t

        setattr(owner, name, timed)
        return lambda: setattr(owner, name, real)


def quantify_breakdown(paths: dict[str, str]) -> None:
    from genome_tracks import chrom_sizes

    from genie_widgets.genome import Region, _bbi, _ranges, _text, open_track, quantify_at_features
    from genie_widgets.genome import _kernels as K

    regions = [Region(c, 0, n) for c, n in chrom_sizes().items()]
    quantify_at_features(paths["A"], paths["peaks"], regions[-1:])  # warm imports and the page cache
    timers = _Timers()
    undo = [
        timers.wrap(_bbi.BBIFile, "_inflate", "inflate (libdeflate)"),
        timers.wrap(_ranges.LocalFile, "read_into", "read compressed spans"),
        timers.wrap(_bbi.BBIFile, "_decode_batch", "batch total (read+inflate+decode+copy)"),
        timers.wrap(K, "feature_overlaps", "per-batch kernel"),
        timers.wrap(_text, "read_bed_table", "BED parsing"),
    ]
    wall, cpu, main = time.perf_counter(), time.process_time(), time.thread_time()
    quantify_at_features(paths["A"], paths["peaks"], regions)
    wall, cpu, main = time.perf_counter() - wall, time.process_time() - cpu, time.thread_time() - main
    for u in undo:
        u()
    c = timers.cpu
    batch = c.pop("batch total (read+inflate+decode+copy)")
    c["section headers, record copy"] = batch - c["inflate (libdeflate)"] - c["read compressed spans"]
    print(f"mean at 50,000 regions: wall {wall:.2f} s, CPU {cpu:.2f} s (main thread {main:.2f} s), "
          f"load {os.getloadavg()[0]:.1f}")
    for label, seconds in sorted(c.items(), key=lambda kv: -kv[1]):
        print(f"  {label:32s} {seconds:6.3f} s CPU  {100 * seconds / cpu:4.0f} %")
    rest = cpu - sum(c.values())
    print(f"  {'other Python (all threads)':32s} {rest:6.3f} s CPU  {100 * rest / cpu:4.0f} %")
    # the floor alone: every data block inflated once, one thread
    bbi = open_track(paths["A"]).bbi
    leaves = np.concatenate([bbi.data_leaves(cid) for cid, _ in bbi.chroms.values()])
    raw = [bbi.source.read(int(o), int(n)) for o, n in zip(leaves["offset"], leaves["size"], strict=True)]
    t = time.thread_time()
    out = sum(len(bbi._inflate(r)) for r in raw)
    print(f"  floor alone: inflating all {len(raw):,} blocks ({sum(map(len, raw)) / 1e6:.0f} MB -> "
          f"{out / 1e6:.0f} MB) takes {time.thread_time() - t:.3f} s CPU on one thread")


def tile_breakdown(paths: dict[str, str], n_tiles: int) -> None:
    from genie_widgets.genome import binned_summary, open_track
    from genie_widgets.genome._sorted import bins_sorted
    from genie_widgets.genome._window import window_records
    from genie_widgets.genome.binning import bin_edges

    rng = np.random.default_rng(17)
    reader = open_track(paths["A"])
    cid, size = reader.bbi.chroms["chr1"]
    starts = [int(a) for a in rng.integers(0, size - TILE, 2 * n_tiles)]
    window, kernel, whole = [], [], []
    for k, a in enumerate(starts):
        reader.bbi._decoded_blocks = None  # type: ignore[attr-defined]  # cold: no block decoded before
        if k % 2:
            t = time.thread_time()
            binned_summary(reader, "chr1", a, a + TILE, 1024)
            whole.append(time.thread_time() - t)
            continue
        t = time.thread_time()
        w = window_records(reader.bbi, cid, a, a + TILE)
        t1 = time.thread_time()
        assert w is not None
        bins_sorted(*w, bin_edges(a, a + TILE, 1024))
        t2 = time.thread_time()
        window.append(t1 - t)
        kernel.append(t2 - t1)

    def ms(x: list[float]) -> float:
        return statistics.median(x) * 1e3

    rest = ms(whole) - ms(window) - ms(kernel)
    print(f"exact 1024-bin tile of a 1 Mb view, cold (median of {n_tiles}; load {os.getloadavg()[0]:.1f}): "
          f"whole call {ms(whole):.3f} ms CPU")
    print(f"  read + inflate + decode of its blocks {ms(window):.3f} ms, bin kernel {ms(kernel):.3f} ms, "
          f"Python around them {rest:.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tiles", type=int, default=200)
    args = parser.parse_args()
    from genome_tracks import make_tracks

    paths = {k: str(v) for k, v in make_tracks().items()}
    quantify_breakdown(paths)
    tile_breakdown(paths, args.tiles)


if __name__ == "__main__":
    main()
