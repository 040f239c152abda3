"""Every genome task side by side with pybigtools and pybbi, their exact variants, answers checked.

    python benchmarks/bench_peers.py [--reps 3] [--only stats correlate quantify tile1mb tilechr1]

On the SYNTHETIC hg38-sized tracks of ``genome_tracks.py`` (``$GENIE_BENCH_DIR``). Each
measurement runs in its own process (peak RSS from ``os.wait4``); implementations are
interleaved task by task and repetition by repetition, and the table shows the median of
``--reps`` runs. Every peer is called with ``exact=True`` where it has the switch (pybigtools'
``average_over_bed`` is exact by construction). The answers are compared with ours (asserted,
and the largest difference printed).

Tasks (ours / pybigtools 0.3 / pybbi 0.4):

- ``stats``     exact whole-genome covered bases and Σ value·bp over the 24 nuclear chromosomes:
                ``signal_stats`` / ``average_over_bed`` on a BED of whole chromosomes with
                ``stats=["bases", "sum"]`` / ``fetch(chrom, 0, size, bins=1, summary="mean"|"cov",
                exact=True)``;
- ``correlate`` genome-wide 10 kb binned Pearson of A and B: ``correlate`` / ``values(chrom,
                bins=n, exact=True)`` (whole 10 kb bins plus the short last one) / ``fetch`` likewise;
- ``quantify``  mean signal at the 50,000 BED regions (BED parsing included for everyone):
                ``quantify_at_features`` / ``average_over_bed`` / ``stackup(bins=1, exact=True)``;
- ``tile1mb``   an exact 1024-bin tile of a 1,048,576 bp view at 60 random places on chr1, median
                per tile: ``binned_summary`` (min, max, mean and covered) / ``values(bins=1024,
                exact=True)`` (mean only) / ``fetch(bins=1024, exact=True)`` (mean only);
- ``tilechr1``  the same for all of chr1 (5 calls): ours from the exact 1 kb ``SignalGrid``, whose
                one-time build is reported separately.

Timings exclude interpreter start-up and imports; they include opening the files. CPU time
(``time.process_time``, all threads of the child) is printed beside the wall time: under a
loaded machine it says more than wall time about the work each implementation does.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

BIN = 10_000
TILE = 1 << 20
TILE_BINS = 1024
N_TILES = 60
IMPLS = ("ours", "pybigtools", "pybbi")


def _chroms() -> dict[str, int]:
    from genome_tracks import chrom_sizes

    return chrom_sizes()


def _tile_starts(size: int) -> list[int]:
    rng = np.random.default_rng(17)
    return [int(x) for x in rng.integers(0, size - TILE, N_TILES)]


def _read_bed(path: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    import pandas as pd

    t = pd.read_csv(path, sep="\t", header=None, usecols=[0, 1, 2], names=["c", "s", "e"],
                    dtype={"c": str, "s": np.int64, "e": np.int64})
    return t["c"].to_numpy(), t["s"].to_numpy(), t["e"].to_numpy()


def _pearson(x: np.ndarray, y: np.ndarray) -> float:
    ok = ~np.isnan(x) & ~np.isnan(y)
    x, y = x[ok] - x[ok].mean(), y[ok] - y[ok].mean()
    return float((x @ y) / np.sqrt((x @ x) * (y @ y)))


# ---------------------------------------------------------------------------- children
def stats(impl: str, paths: dict) -> tuple[float, np.ndarray, dict]:
    chroms = _chroms()
    t, cpu = time.perf_counter(), time.process_time()
    if impl == "ours":
        from genie_widgets.genome import Region, signal_stats

        s = signal_stats(paths["A"], [Region(c, 0, n) for c, n in chroms.items()])
        out = [s.covered_bases, s.sum]
    elif impl == "pybigtools":
        import pybigtools

        with tempfile.NamedTemporaryFile("w", suffix=".bed", delete=False) as bed:
            bed.writelines(f"{c}\t0\t{n}\n" for c, n in chroms.items())
        bw = pybigtools.open(paths["A"])
        got = list(bw.average_over_bed(bed.name, stats=["bases", "sum"]))
        os.unlink(bed.name)
        out = [sum(int(g[0]) for g in got), sum(float(g[1]) for g in got)]
    else:
        import bbi

        covered, total = 0.0, 0.0
        with bbi.open(paths["A"]) as f:
            for c, n in chroms.items():
                mean = f.fetch(c, 0, n, bins=1, summary="mean", exact=True, missing=np.nan)[0]
                cov = f.fetch(c, 0, n, bins=1, summary="cov", exact=True)[0]
                covered += cov * n
                total += mean * cov * n
        out = [covered, total]
    return time.perf_counter() - t, np.array(out, np.float64), {"cpu_s": time.process_time() - cpu}


def _peer_bins(impl: str, path: str, chroms: dict[str, int]) -> np.ndarray:
    parts = []
    if impl == "pybigtools":
        import pybigtools

        f = pybigtools.open(path)
        for c, n in chroms.items():
            full = n // BIN
            parts.append(f.values(c, 0, full * BIN, bins=full, exact=True, fillna=None))
            if n % BIN:
                parts.append(f.values(c, full * BIN, n, bins=1, exact=True, fillna=None))
    else:
        import bbi

        with bbi.open(path) as f:
            for c, n in chroms.items():
                full = n // BIN
                parts.append(f.fetch(c, 0, full * BIN, bins=full, exact=True, missing=np.nan))
                if n % BIN:
                    parts.append(f.fetch(c, full * BIN, n, bins=1, exact=True, missing=np.nan))
    return np.concatenate(parts).astype(np.float64)


def correlate(impl: str, paths: dict) -> tuple[float, np.ndarray, dict]:
    chroms = _chroms()
    t, cpu = time.perf_counter(), time.process_time()
    if impl == "ours":
        from genie_widgets.genome import Region
        from genie_widgets.genome import correlate as corr

        r = corr(paths["A"], paths["B"], [Region(c, 0, n) for c, n in chroms.items()], bin_size=BIN).r
    else:
        r = _pearson(_peer_bins(impl, paths["A"], chroms), _peer_bins(impl, paths["B"], chroms))
    return time.perf_counter() - t, np.array([r]), {"cpu_s": time.process_time() - cpu}


def quantify(impl: str, paths: dict) -> tuple[float, np.ndarray, dict]:
    chroms = _chroms()
    t, cpu = time.perf_counter(), time.process_time()
    if impl == "ours":
        from genie_widgets.genome import Region, quantify_at_features

        table = quantify_at_features(paths["A"], paths["peaks"], [Region(c, 0, n) for c, n in chroms.items()]).table
        table = table.sort_values(["chrom", "start", "end"], kind="stable")  # back to BED order
        out = table["mean"].to_numpy(np.float64)
        seconds = time.perf_counter() - t
        return seconds, out, {"cpu_s": time.process_time() - cpu}
    if impl == "pybigtools":
        import pybigtools

        out = np.fromiter(pybigtools.open(paths["A"]).average_over_bed(paths["peaks"], stats="mean"), np.float64)
    else:
        import bbi

        c, s, e = _read_bed(paths["peaks"])
        with bbi.open(paths["A"]) as f:
            out = f.stackup(c, s, e, bins=1, summary="mean", exact=True, missing=np.nan)[:, 0]
    seconds, cpu = time.perf_counter() - t, time.process_time() - cpu
    c, s, e = _read_bed(paths["peaks"])  # (not timed) put peers' rows in the same order as ours
    order = np.lexsort((e, s, c))
    return seconds, out[order], {"cpu_s": cpu}


def _tiles(impl: str, paths: dict, windows: list[tuple[int, int]], reps: int = 1,
           n_bins: int = TILE_BINS) -> tuple[float, np.ndarray, dict]:
    times, cpus, means, extra = [], [], [], {}
    if impl == "ours":
        from genie_widgets.genome import SignalGrid, binned_summary, open_track

        reader = open_track(paths["A"])
        grid = None
        if windows[0][1] - windows[0][0] > 4 * TILE:
            grid = SignalGrid(reader)
            t = time.perf_counter()
            grid.cells("chr1")
            extra["grid_build_s"] = time.perf_counter() - t

        def one(a: int, b: int) -> np.ndarray:
            summary = grid.summary("chr1", a, b, n_bins) if grid else binned_summary(reader, "chr1", a, b, n_bins)
            return summary.mean
    elif impl == "pybigtools":
        import pybigtools

        f = pybigtools.open(paths["A"])

        def one(a: int, b: int) -> np.ndarray:
            return f.values("chr1", a, b, bins=n_bins, exact=True, fillna=None)
    else:
        import bbi

        f = bbi.open(paths["A"])

        def one(a: int, b: int) -> np.ndarray:
            return f.fetch("chr1", a, b, bins=n_bins, exact=True, missing=np.nan)

    for _ in range(reps):
        for a, b in windows:
            t, cpu = time.perf_counter(), time.process_time()
            got = one(a, b)
            times.append(time.perf_counter() - t)
            cpus.append(time.process_time() - cpu)
            means.append(np.asarray(got, np.float64))
    extra["cpu_s"] = statistics.median(cpus)
    return statistics.median(times), np.concatenate(means), extra


def tile1mb(impl: str, paths: dict) -> tuple[float, np.ndarray, dict]:
    size = _chroms()["chr1"]
    return _tiles(impl, paths, [(a, a + TILE) for a in _tile_starts(size)])


def tilechr1(impl: str, paths: dict) -> tuple[float, np.ndarray, dict]:
    # the browser's whole-chromosome tile: bins of 2**18 bp on the power-of-two grid, here the
    # 949 whole bins of chr1 (so every implementation is asked for the same bins)
    end = (_chroms()["chr1"] >> 18) << 18
    return _tiles(impl, paths, [(0, end)], reps=5, n_bins=end >> 18)


TASKS = {"stats": stats, "correlate": correlate, "quantify": quantify, "tile1mb": tile1mb, "tilechr1": tilechr1}
UNIT = {"stats": "s", "correlate": "s", "quantify": "s", "tile1mb": "ms", "tilechr1": "ms"}
# how close a peer's answer must be to ours (relative, or absolute for per-region means)
TOLERANCE = {"stats": 1e-6, "correlate": 1e-6, "quantify": 1e-5, "tile1mb": 1e-5, "tilechr1": 1e-4}


def run_child(task: str, impl: str, paths: dict, out: str) -> None:
    got = TASKS[task](impl, paths)
    seconds, values = got[0], got[1]
    extra = got[2] if len(got) > 2 else {}
    np.save(out, values)
    print(json.dumps({"seconds": seconds, **extra}))


# ---------------------------------------------------------------------------- parent
def measure_rss(task: str, impl: str, paths: dict, tmp: str) -> dict:
    """One measurement in a fresh child, with its own peak RSS (GNU time when present)."""
    out = os.path.join(tmp, f"{task}-{impl}.npy")
    rss_file = os.path.join(tmp, "rss")
    cmd = [sys.executable, __file__, "--child", task, impl, "--paths", json.dumps(paths), "--out", out]
    if os.path.exists("/usr/bin/time"):
        cmd = ["/usr/bin/time", "-f", "%M", "-o", rss_file, *cmd]
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONWARNINGS="ignore")
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    if proc.returncode:
        raise RuntimeError(f"{task}/{impl} failed:\n{proc.stderr[-2000:]}")
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    data["values"] = np.load(out)
    try:
        with open(rss_file) as handle:
            data["rss_mb"] = float(handle.read().split()[-1]) / 1024
    except (OSError, ValueError, IndexError):
        data["rss_mb"] = float("nan")
    return data


def max_difference(task: str, ours: np.ndarray, theirs: np.ndarray) -> float:
    """Largest relative (stats, correlate) or absolute (per-bin / per-region means) difference."""
    if ours.shape != theirs.shape:
        raise AssertionError(f"{task}: shapes differ, ours {ours.shape} vs {theirs.shape}")
    nan_o, nan_t = np.isnan(ours), np.isnan(theirs)
    if not np.array_equal(nan_o, nan_t):
        raise AssertionError(f"{task}: {int((nan_o != nan_t).sum())} values are missing on one side only")
    o, t = ours[~nan_o], theirs[~nan_t]
    if not len(o):
        return 0.0
    if task in ("stats", "correlate"):
        return float(np.max(np.abs(o - t) / np.maximum(np.abs(o), 1e-300)))
    return float(np.max(np.abs(o - t)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", nargs=2)
    parser.add_argument("--paths")
    parser.add_argument("--out")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--only", nargs="*", default=list(TASKS))
    parser.add_argument("--impls", nargs="*", default=list(IMPLS), help="ours and the peers to run")
    args = parser.parse_args()
    if args.child:
        run_child(args.child[0], args.child[1], json.loads(args.paths), args.out)
        return
    from genome_tracks import make_tracks

    paths = {k: str(v) for k, v in make_tracks().items()}
    import bbi
    import pybigtools

    print(f"cores: {os.cpu_count()}, load average at start: {os.getloadavg()[0]:.1f}; "
          f"pybigtools {pybigtools.__version__}, pybbi {bbi.__version__}; tracks in {Path(paths['A']).parent}")
    print(f"{args.reps} interleaved runs per cell, each in its own process; median shown\n")
    impls = [i for i in IMPLS if i in args.impls]
    results: dict[tuple[str, str], list[dict]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for rep in range(args.reps):
            for task in args.only:
                for impl in (impls if rep % 2 == 0 else impls[::-1]):
                    results.setdefault((task, impl), []).append(measure_rss(task, impl, paths, tmp))
            print(f"  run {rep + 1}/{args.reps} done, load average {os.getloadavg()[0]:.1f}", flush=True)
        print(f"  load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    peers = [i for i in impls if i != "ours"]
    print(f"\n{'task':9s} " + " ".join(f"{i:>16s}" for i in impls) + f" {'vs fastest':>11s}  max difference")
    for task in args.only:
        unit = UNIT[task]
        scale = 1000 if unit == "ms" else 1
        med = {impl: statistics.median(r["seconds"] for r in results[(task, impl)]) for impl in impls}
        rss = {impl: max(r["rss_mb"] for r in results[(task, impl)]) for impl in impls}
        diffs = []
        for impl in peers:
            d = max_difference(task, results[(task, "ours")][0]["values"], results[(task, impl)][0]["values"])
            assert d <= TOLERANCE[task], f"{task}: {impl} differs from ours by {d:g}"
            diffs.append(f"{impl} {d:.1e}")
        cells = [f"{med[i] * scale:8.3g} {unit} {rss[i]:4.0f}MB" for i in impls]
        ratio = min(med[p] for p in peers) / med["ours"] if peers else float("nan")
        spread = {i: ", ".join(f"{r['seconds'] * scale:.3g}" for r in results[(task, i)]) for i in impls}
        cpu = {i: statistics.median(r.get("cpu_s", float("nan")) for r in results[(task, i)]) for i in impls}
        print(f"{task:9s} " + " ".join(f"{c:>16s}" for c in cells) + f" {ratio:10.2f}x  {', '.join(diffs)}")
        print(f"{'':9s} runs: " + "; ".join(f"{i} {spread[i]}" for i in impls))
        print(f"{'':9s} CPU time (median): " + "; ".join(f"{i} {cpu[i] * scale:.3g} {unit}" for i in impls)
              + f" (ours vs fastest peer: {min(cpu[p] for p in peers) / cpu['ours']:.2f}x)" if peers else "")
        build = [r.get("grid_build_s") for r in results[(task, "ours")] if r.get("grid_build_s")]
        if build:
            print(f"{'':9s} ours: one-time exact 1 kb grid of chr1 built in {statistics.median(build):.2f} s")
    print("\nvs fastest = fastest peer's median / our median (above 1: we are faster).")


if __name__ == "__main__":
    main()
