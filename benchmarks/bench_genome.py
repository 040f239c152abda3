"""Genome-engine benchmark: our exact measurements against the tools a user would otherwise pick.

    python benchmarks/bench_genome.py [--peers-bin DIR] [--skip-peers] [--only TASK ...]

Makes (once) two SYNTHETIC hg38-sized ChIP-like bigWigs of ~34 million intervals each and a
50,000-peak BED (see ``genome_tracks.py``), then times, in one run each:

- ``stats``      whole-genome exact signal stats (ours) vs pyBigWig-naive (intervals → numpy);
- ``region``     region stats of 10 kb … 240 Mb (ours, method="auto") vs pyBigWig ``stats(exact=True)``;
- ``correlate``  genome-wide 10 kb binned Pearson (ours) vs deepTools ``multiBigwigSummary bins -p 2``
                 and pyBigWig-naive;
- ``quantify``   mean signal at 50,000 peaks (ours) vs deepTools ``multiBigwigSummary BED-file -p 2``,
                 ``computeMatrix scale-regions -p 2`` and pyBigWig-naive (``stats`` per peak);
- ``peaks``      genome-wide threshold peaks (ours) vs MACS3 ``bdgpeakcall`` on the same data as
                 bedGraph text, and pyBigWig-naive.

Every measurement runs in its own subprocess so its peak RSS is its own (``os.wait4``). Peers
are found on PATH or in ``--peers-bin`` (e.g. a venv with ``pip install deeptools macs3``);
missing peers are reported as such. Ratios are peer time / our time from this one run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

BIN_SIZE = 10_000
PEAK_CUTOFF = 10.0
PEAK_MINLEN = 200
PEAK_GAP = 30


# ---------------------------------------------------------------------------- tasks (run in a child)
def _regions():
    from genie_widgets.genome import get_assembly

    return [r for r in get_assembly("hg38").genome_regions() if r.chrom != "chrM"]


def task_ours_stats(paths):
    from genie_widgets.genome import signal_stats

    regions = _regions()  # (imports the assembly tables: not part of the timing)
    t = time.perf_counter()
    stats = signal_stats(paths["A"], regions)
    return time.perf_counter() - t, stats.to_dict()


def task_naive_stats(paths):
    import numpy as np
    import pyBigWig

    t = time.perf_counter()
    bw = pyBigWig.open(str(paths["A"]))
    covered, total, n = 0, 0.0, 0
    for chrom in bw.chroms():
        got = bw.intervals(chrom)
        if not got:
            continue
        arr = np.array(got, dtype=np.float64)
        lengths = arr[:, 1] - arr[:, 0]
        covered += int(lengths.sum())
        total += float(arr[:, 2] @ lengths)
        n += len(arr)
    return time.perf_counter() - t, {"coveredBases": covered, "sum": total, "nIntervals": n}


def _region_list():
    import numpy as np

    rng = np.random.default_rng(7)
    out = []
    for length in (10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 240_000_000):
        for _ in range(5):
            a = int(rng.integers(0, 248_956_422 - length))
            out.append(("chr1", a, a + length))
    return out


def task_ours_region(paths):
    import numpy as np

    from genie_widgets.genome import Region, open_track, signal_stats

    reader = open_track(paths["A"])
    t0 = time.perf_counter()
    signal_stats(reader, [Region("chr1", 1_000_000, 200_000_000)], method="auto")  # verify + counts once
    first = time.perf_counter() - t0
    times: dict[int, list[float]] = {}
    for chrom, a, b in _region_list():
        t = time.perf_counter()
        signal_stats(reader, [Region(chrom, a, b)], method="auto")
        times.setdefault(b - a, []).append(time.perf_counter() - t)
    return first, {str(k): float(np.median(v)) for k, v in times.items()}


def task_naive_region(paths):
    import numpy as np
    import pyBigWig

    bw = pyBigWig.open(str(paths["A"]))
    times: dict[int, list[float]] = {}
    for chrom, a, b in _region_list():
        t = time.perf_counter()
        bw.stats(chrom, a, b, type="mean", exact=True)
        bw.stats(chrom, a, b, type="coverage", exact=True)
        times.setdefault(b - a, []).append(time.perf_counter() - t)
    return 0.0, {str(k): float(np.median(v)) for k, v in times.items()}


def task_ours_correlate(paths):
    from genie_widgets.genome import correlate

    regions = _regions()
    t = time.perf_counter()
    result = correlate(paths["A"], paths["B"], regions, bin_size=BIN_SIZE)
    return time.perf_counter() - t, result.to_dict()


def task_naive_correlate(paths):
    import numpy as np
    import pyBigWig

    t = time.perf_counter()
    xs, ys = [], []
    a, b = pyBigWig.open(str(paths["A"])), pyBigWig.open(str(paths["B"]))
    for chrom, size in a.chroms().items():
        means = []
        for bw in (a, b):
            arr = np.array(bw.intervals(chrom), dtype=np.float64)
            s, e, v = arr[:, 0].astype(np.int64), arr[:, 1].astype(np.int64), arr[:, 2]
            nb = -(-size // BIN_SIZE)
            # intervals split at bin edges: per base would be too slow, so cut at edges
            edges = np.arange(0, nb + 1) * BIN_SIZE
            cuts = np.unique(np.concatenate([s, e, edges[(edges > 0) & (edges < size)]]))
            idx = np.searchsorted(s, cuts[:-1], side="right") - 1
            inside = (idx >= 0) & (cuts[:-1] < e[np.maximum(idx, 0)])
            lengths = np.diff(cuts) * inside
            bins = cuts[:-1] // BIN_SIZE
            sums = np.bincount(bins, weights=v[np.maximum(idx, 0)] * lengths, minlength=nb)
            cov = np.bincount(bins, weights=lengths, minlength=nb)
            with np.errstate(invalid="ignore", divide="ignore"):
                means.append(np.where(cov > 0, sums / cov, np.nan))
        ok = ~np.isnan(means[0]) & ~np.isnan(means[1])
        xs.append(means[0][ok])
        ys.append(means[1][ok])
    r = float(np.corrcoef(np.concatenate(xs), np.concatenate(ys))[0, 1])
    return time.perf_counter() - t, {"r": r}


def task_ours_quantify(paths):
    from genie_widgets.genome import quantify_at_features

    regions = _regions()
    t = time.perf_counter()
    result = quantify_at_features(paths["A"], paths["peaks"], regions, metric="mean")
    return time.perf_counter() - t, {"rowCount": result.row_count, "top": result.to_dict(3)["topRows"]}


def task_naive_quantify(paths):
    import pyBigWig

    t = time.perf_counter()
    bw = pyBigWig.open(str(paths["A"]))
    values = []
    with open(paths["peaks"]) as handle:
        for line in handle:
            chrom, s, e = line.split("\t")[:3]
            values.append(bw.stats(chrom, int(s), int(e), type="mean", exact=True)[0])
    return time.perf_counter() - t, {"rowCount": len(values)}


def task_ours_peaks(paths):
    from genie_widgets.genome import call_peaks

    regions = _regions()
    t = time.perf_counter()
    result = call_peaks(paths["A"], regions, method="threshold", threshold=PEAK_CUTOFF,
                        min_width=PEAK_MINLEN, merge_gap=PEAK_GAP)
    return time.perf_counter() - t, result.to_dict()


def task_ours_peaks_zscore(paths):
    from genie_widgets.genome import call_peaks

    regions = _regions()
    t = time.perf_counter()
    result = call_peaks(paths["A"], regions)
    return time.perf_counter() - t, result.to_dict()


def task_naive_peaks(paths):
    import numpy as np
    import pyBigWig

    t = time.perf_counter()
    bw = pyBigWig.open(str(paths["A"]))
    count = 0
    for chrom in bw.chroms():
        arr = np.array(bw.intervals(chrom), dtype=np.float64)
        keep = arr[arr[:, 2] >= PEAK_CUTOFF]
        if not len(keep):
            continue
        new = np.r_[True, keep[1:, 0] > keep[:-1, 1] + PEAK_GAP]
        idx = np.flatnonzero(new)
        ends = np.maximum.reduceat(keep[:, 1], idx)
        count += int(np.count_nonzero(ends - keep[idx, 0] >= PEAK_MINLEN))
    return time.perf_counter() - t, {"peakCount": count}


TASKS = {name[5:]: fn for name, fn in globals().items() if name.startswith("task_")}


def run_child(name: str, paths: dict) -> None:
    cpu0 = time.process_time()
    seconds, info = TASKS[name]({k: Path(v) for k, v in paths.items()})
    cpu = time.process_time() - cpu0
    print(json.dumps({"seconds": seconds, "cpu": cpu, "info": info}, default=str))


# ---------------------------------------------------------------------------- parent
def measure(cmd: list[str], env: dict | None = None) -> tuple[float, float, str]:
    """(wall seconds, peak RSS MB or NaN, stdout) of a child process; RSS via GNU time."""
    gnu_time = "/usr/bin/time" if os.path.exists("/usr/bin/time") else None
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss_file:
        full = [gnu_time, "-f", "%M", "-o", rss_file.name, *cmd] if gnu_time else cmd
        t = time.perf_counter()
        proc = subprocess.run(full, capture_output=True, text=True, env=env)
        wall = time.perf_counter() - t
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
        try:
            rss = float(rss_file.read().strip().splitlines()[-1]) / 1024.0
        except (ValueError, IndexError):
            rss = float("nan")
    return wall, rss, proc.stdout


def ours(name: str, paths: dict) -> tuple[float, float, dict]:
    cmd = [sys.executable, __file__, "--child", name, "--paths", json.dumps({k: str(v) for k, v in paths.items()})]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    _wall, rss, out = measure(cmd, env)
    data = json.loads(out.strip().splitlines()[-1])
    data["info"]["_cpu"] = data["cpu"]
    return data["seconds"], rss, data["info"]


def find_peer(name: str, peers_bin: str | None) -> str | None:
    if peers_bin:
        candidate = Path(peers_bin) / name
        if candidate.exists():
            return str(candidate)
    return shutil.which(name)


def warm(paths: dict) -> None:
    for path in paths.values():
        with open(path, "rb") as handle:
            while handle.read(1 << 24):
                pass


def fmt_ratio(peer: float | None, mine: float) -> str:
    return "—" if peer is None else f"{peer / mine:.1f}x"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--child")
    parser.add_argument("--paths")
    parser.add_argument("--peers-bin", default=os.environ.get("GENIE_BENCH_PEERS"))
    parser.add_argument("--skip-peers", action="store_true")
    parser.add_argument("--skip-naive", action="store_true")
    parser.add_argument("--only", nargs="*", default=None)
    args = parser.parse_args()
    if args.child:
        run_child(args.child, json.loads(args.paths))
        return
    from genome_tracks import make_tracks, write_bedgraph

    paths = {k: str(v) for k, v in make_tracks().items()}
    warm(paths)
    tasks = args.only or ["stats", "region", "correlate", "quantify", "peaks"]
    print(f"cores: {os.cpu_count()}, tracks: {paths['A']} and B (~34M intervals each)\n")

    def line(task: str, who: str, seconds: float | None, rss: float | None, note: str = "",
             cpu: float | None = None) -> None:
        secs = "not run" if seconds is None else f"{seconds:8.3f} s"
        if cpu is not None:
            note = f"[CPU {cpu:.2f} s in the child, incl. startup] " + note
        mem = "" if rss is None or rss != rss else f"{rss:7.0f} MB"
        print(f"{task:10s} {who:44s} {secs:>12s} {mem:>10s}  {note}")
        sys.stdout.flush()

    if "stats" in tasks:
        t, rss, info = ours("ours_stats", paths)
        line("stats", "ours: signal_stats(all chromosomes)", t, rss, f"n={info['nIntervals']:,}", info["_cpu"])
        if not args.skip_naive:
            tn, rssn, infon = ours("naive_stats", paths)
            same = abs(infon["sum"] - info["sum"]) <= 1e-9 * abs(info["sum"])
            line("stats", "pyBigWig-naive: intervals() + numpy", tn, rssn,
                 f"ratio {fmt_ratio(tn, t)}; sums agree: {same}")
    if "region" in tasks:
        t, rss, info = ours("ours_region", paths)
        line("region", "ours: first query (verify zoom, counts)", t, rss)
        naive = None if args.skip_naive else ours("naive_region", paths)[2]
        for length, secs in info.items():
            if length.startswith("_"):
                continue
            ref = None if naive is None else naive[length]
            note = "" if ref is None else f"pyBigWig stats(exact=True): {ref * 1000:.1f} ms ({fmt_ratio(ref, secs)})"
            label = f"  median of 5, {int(length):,} bp"
            print(f"{'':10s} {label:44s} {secs * 1000:9.2f} ms {'':10s}  {note}")
    if "correlate" in tasks:
        t, rss, info = ours("ours_correlate", paths)
        line("correlate", f"ours: correlate(A, B, genome, {BIN_SIZE} bp)", t, rss, f"r={info['r']:.5f}",
             info["_cpu"])
        tool = None if args.skip_peers else find_peer("multiBigwigSummary", args.peers_bin)
        if tool:
            with tempfile.TemporaryDirectory() as tmp:
                wall, prss, _ = measure([tool, "bins", "-b", paths["A"], paths["B"], "-bs", str(BIN_SIZE),
                                         "-p", "2", "-o", f"{tmp}/m.npz"])
            line("correlate", "deepTools multiBigwigSummary bins -p 2", wall, prss,
                 f"ratio {fmt_ratio(wall, t)} (matrix only; Pearson needs plotCorrelation on top)")
        else:
            line("correlate", "deepTools multiBigwigSummary", None, None, "not installed here")
        if not args.skip_naive:
            tn, rssn, infon = ours("naive_correlate", paths)
            line("correlate", "pyBigWig-naive: intervals() + numpy bins", tn, rssn,
                 f"ratio {fmt_ratio(tn, t)}; r={infon['r']:.5f}")
    if "quantify" in tasks:
        t, rss, info = ours("ours_quantify", paths)
        line("quantify", "ours: quantify_at_features(50,000 peaks)", t, rss, f"rows={info['rowCount']:,}",
             info["_cpu"])
        tool = None if args.skip_peers else find_peer("multiBigwigSummary", args.peers_bin)
        if tool:
            with tempfile.TemporaryDirectory() as tmp:
                wall, prss, _ = measure([tool, "BED-file", "--BED", paths["peaks"], "-b", paths["A"], "-p", "2",
                                         "-o", f"{tmp}/q.npz"])
            line("quantify", "deepTools multiBigwigSummary BED-file -p 2", wall, prss, f"ratio {fmt_ratio(wall, t)}")
        cm = None if args.skip_peers else find_peer("computeMatrix", args.peers_bin)
        if cm:
            with tempfile.TemporaryDirectory() as tmp:
                wall, prss, _ = measure([cm, "scale-regions", "-S", paths["A"], "-R", paths["peaks"], "-p", "2",
                                         "--regionBodyLength", "1000", "-b", "0", "-a", "0", "--binSize", "1000",
                                         "-o", f"{tmp}/cm.gz"])
            line("quantify", "deepTools computeMatrix scale-regions -p 2", wall, prss, f"ratio {fmt_ratio(wall, t)}")
        if not tool and not cm:
            line("quantify", "deepTools", None, None, "not installed here")
        if not args.skip_naive:
            tn, rssn, _ = ours("naive_quantify", paths)
            line("quantify", "pyBigWig-naive: stats(exact=True) per peak", tn, rssn, f"ratio {fmt_ratio(tn, t)}")
    if "peaks" in tasks:
        t, rss, info = ours("ours_peaks", paths)
        line("peaks", f"ours: call_peaks(threshold {PEAK_CUTOFF:g}, gap {PEAK_GAP})", t, rss,
             f"peaks={info['peakCount']:,}", info["_cpu"])
        tz, rssz, infoz = ours("ours_peaks_zscore", paths)
        line("peaks", "ours: call_peaks(zscore, k=2)", tz, rssz, f"peaks={infoz['peakCount']:,}",
             infoz["_cpu"])
        tool = None if args.skip_peers else find_peer("macs3", args.peers_bin)
        if tool:
            bedgraph = write_bedgraph(Path(paths["A"]), Path(paths["A"]).with_suffix(".bedGraph"))
            with tempfile.TemporaryDirectory() as tmp:
                wall, prss, _ = measure([tool, "bdgpeakcall", "-i", str(bedgraph), "-c", str(PEAK_CUTOFF),
                                         "-l", str(PEAK_MINLEN), "-g", str(PEAK_GAP), "-o", f"{tmp}/p.narrowPeak"])
                with open(f"{tmp}/p.narrowPeak") as handle:
                    count = sum(1 for ln in handle if not ln.startswith("track"))
            line("peaks", "MACS3 bdgpeakcall (same data as bedGraph)", wall, prss,
                 f"ratio {fmt_ratio(wall, t)}; peaks={count:,}")
        else:
            line("peaks", "MACS3 bdgpeakcall", None, None, "not installed here")
        if not args.skip_naive:
            tn, rssn, infon = ours("naive_peaks", paths)
            line("peaks", "pyBigWig-naive: intervals() + numpy", tn, rssn,
                 f"ratio {fmt_ratio(tn, t)}; peaks={infon['peakCount']:,}")


if __name__ == "__main__":
    main()
