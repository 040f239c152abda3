"""Cohort benchmark: the 10 kb binned correlation matrix of N tracks, ours (local cores and a
2-worker Dask LocalCluster) against deepTools ``multiBigwigSummary bins -p 2`` +
``plotCorrelation``, in one run.

    python benchmarks/bench_cohort.py [--n 2 4 8 16] [--small] [--peers-bin DIR] [--peers-max-n 4]
                                      [--skip-peers] [--skip-dask] [--json OUT]

Tracks are SYNTHETIC, made once by ``genome_tracks.make_cohort_tracks`` (the generator of the
other genome benchmarks, one seed per track, all sharing the same enriched regions). Default:
hg38-sized (every nuclear chromosome, ~34 M intervals and ~275 MB per track); ``--small``: only
chr19–chr22 (222 Mb, 7.2 % of hg38, ~2.5 M intervals per track) for a shared machine.

Every measurement runs in its own subprocess; its peak RSS comes from GNU time (for the Dask
run, the client process plus the peak of each worker, read on the workers). The LocalCluster and
its Client are created before the clock starts, as a user's Client already exists when they call
us (start-up is not counted; everything after it is: submitting, the workers' import of the
package, reading, moving the partials to the client, the pair stage). Two Dask jobs run on that
Client: the *first* (its workers have run nothing of ours: they import the package inside it, as
on a user's first call right after creating the Client) and a *later* one (warm workers: any
second job, or the first after ``gw.compute.use(client)`` warmed them). Its workers get
``MALLOC_TRIM_THRESHOLD_`` = 1 GiB instead of Dask's 64 KiB (``GENIE_BENCH_DASK_DEFAULT_TRIM=1``
keeps Dask's). The children run with compiled bytecode (``PYTHONPYCACHEPREFIX`` in the bench
folder, compiled once before the table, untimed), as an installed package has it; the files
are read once right before each measurement, so every contender finds them in the page cache.
CPU seconds are the user + system time of the client process and (Dask) of its workers during
the call (printed apart too: client / worker + worker). Every row prints the load
average when it started. deepTools runs up to ``--peers-max-n`` tracks (35 s a track on hg38);
larger N are extrapolated from its per-track time at the largest N it ran, and marked ``~``.
Ratios are from this one run.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from bench_genome import measure  # (wall s, peak RSS MB, stdout) of a child, via GNU time

BIN_SIZE = 10_000


def _regions(paths):
    from genie_widgets.genome import Region, open_track

    reader = open_track(paths[0])
    return [Region(c, 0, size) for c, size in reader.chroms().items()]


def _cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def child_local(paths):
    from genie_widgets.genome import correlate_tracks

    regions = _regions(paths)
    c, t = _cpu(), time.perf_counter()
    got = correlate_tracks(paths, regions, bin_size=BIN_SIZE, client="local")
    return {"seconds": time.perf_counter() - t, "cpu": _cpu() - c, "pearson": got.pearson.tolist(),
            "memory": got.memory, "nBins": got.n_bins, "pairSeconds": got.provenance.get("reduceSeconds")}


def _job(client, paths, regions) -> dict:
    """One timed correlate_tracks on ``client``: wall, CPU of the client process and of each
    worker (user + system seconds), and the task stream's compute seconds per worker."""
    from distributed import get_task_stream

    from genie_widgets.genome import correlate_tracks

    before = client.run(_cpu)
    c, t, t_epoch = _cpu(), time.perf_counter(), time.time()
    with get_task_stream(client) as stream:
        got = correlate_tracks(paths, regions, bin_size=BIN_SIZE, client=client)
    seconds = time.perf_counter() - t
    client_cpu = _cpu() - c
    after = client.run(_cpu)
    workers = [after[k] - before[k] for k in sorted(after)]
    busy: dict[str, float] = {}
    starts = []
    for d in stream.data:
        for ss in d["startstops"]:
            if ss["action"] == "compute":
                busy[d["worker"]] = busy.get(d["worker"], 0.0) + ss["stop"] - ss["start"]
                starts.append(ss["start"])
    return {"seconds": seconds, "cpu": client_cpu + sum(workers), "clientCpu": client_cpu, "workerCpu": workers,
            "computeSeconds": [busy[k] for k in sorted(busy)],
            "firstTaskAfter": min(starts) - t_epoch if starts else None,
            "pearson": got.pearson.tolist(), "pairSeconds": got.provenance.get("reduceSeconds"),
            "tasks": got.provenance.get("tasks")}


def child_dask(paths):
    import resource

    from dask.distributed import Client, LocalCluster

    regions = _regions(paths)
    if os.environ.get("GENIE_BENCH_DASK_DEFAULT_TRIM") != "1":
        # Dask's nanny starts workers with MALLOC_TRIM_THRESHOLD_=65536, which hands every freed
        # decode buffer back to the OS (page faults on the next); measured 1.5-2.5x slower here.
        import dask

        dask.config.set({"distributed.nanny.pre-spawn-environ.MALLOC_TRIM_THRESHOLD_": 1 << 30})
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster, Client(cluster) as client:
        # Nothing of ours has run on the workers yet: the first job is what a user sees right
        # after creating the Client (the workers import the package inside it); the second, on
        # the same Client, what every later job sees (and the first after gw.compute.use(client)
        # has warmed the workers).
        _preread(paths)
        first = _job(client, paths, regions)
        _preread(paths)
        later = _job(client, paths, regions)
        workers = client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0)
    return {"first": first, "later": later, "workerPeakMB": sorted(workers.values())}


def _preread(paths) -> None:
    """Read the files once more right before a measurement: this VM's page-cache reclaim pages out
    file pages it has not seen used for ~60 s, so a later contender would read parts from disk."""
    for p in paths:
        with open(p, "rb") as handle:
            while handle.read(1 << 24):
                pass


def _child_env() -> dict:
    """The children's environment: this checkout first on the path, and compiled bytecode kept in
    the bench folder (as an installed package has it: a Dask worker's first task imports the
    package, which without .pyc files would compile every module of it)."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    from genome_tracks import bench_dir

    env.setdefault("PYTHONPYCACHEPREFIX", str(bench_dir() / "pycache"))
    return env


def ours(kind: str, paths: list[Path]) -> tuple[dict, float]:
    cmd = [sys.executable, __file__, "--child", kind, "--paths", json.dumps([str(p) for p in paths])]
    _preread(paths)
    _wall, rss, out = measure(cmd, _child_env())
    return json.loads(out.strip().splitlines()[-1]), rss


def deeptools(paths: list[Path], peers_bin: str) -> tuple[float, float, float, list[list[float]]]:
    """multiBigwigSummary bins -p 2, then plotCorrelation (Pearson heatmap + matrix)."""
    import numpy as np

    with tempfile.TemporaryDirectory() as tmp:
        npz = os.path.join(tmp, "summary.npz")
        mbs = [os.path.join(peers_bin, "multiBigwigSummary"), "bins", "-b", *map(str, paths), "-o", npz,
               "-bs", str(BIN_SIZE), "-p", "2"]
        t1, rss1, _ = measure(mbs)
        matrix = os.path.join(tmp, "cor.tsv")
        plot = [os.path.join(peers_bin, "plotCorrelation"), "-in", npz, "--corMethod", "pearson",
                "--whatToPlot", "heatmap", "-o", os.path.join(tmp, "heat.png"), "--outFileCorMatrix", matrix]
        t2, rss2, _ = measure(plot)
        with open(matrix) as handle:
            lines = [ln.split("\t") for ln in handle if not ln.startswith("#")][1:]
        cor = [[float(x) for x in row[1:]] for row in lines]
    return t1, t2, max(rss1, rss2), np.asarray(cor).tolist()


def _cpus(job: dict) -> str:
    return f"{job['clientCpu']:.2f}/" + "+".join(f"{w:.2f}" for w in job["workerCpu"]) + " s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--child")
    parser.add_argument("--paths")
    parser.add_argument("--n", nargs="*", type=int, default=[2, 4, 8, 16])
    parser.add_argument("--small", action="store_true", help="chr19-chr22 only (222 Mb) instead of all of hg38")
    parser.add_argument("--peers-bin", default=os.environ.get("GENIE_BENCH_PEERS"))
    parser.add_argument("--peers-max-n", type=int, default=4, help="run deepTools up to this N, extrapolate above")
    parser.add_argument("--skip-peers", action="store_true")
    parser.add_argument("--skip-dask", action="store_true")
    parser.add_argument("--json", help="also write the rows to this JSON file")
    args = parser.parse_args()
    if args.child:
        fn = {"local": child_local, "dask": child_dask}[args.child]
        print(json.dumps(fn([Path(p) for p in json.loads(args.paths)])))
        return
    import numpy as np
    from genome_tracks import SMALL_CHROMS, make_cohort_tracks

    all_paths = make_cohort_tracks(max(args.n), SMALL_CHROMS if args.small else None)
    # compile the bytecode the children use (once; untimed), as installing the package does
    subprocess.run([sys.executable, "-c", "import genie_widgets.genome.cohort, distributed, dask"],
                   env=_child_env(), check=True)
    size = sum(p.stat().st_size for p in all_paths[: max(args.n)]) / 1e6
    where = "chr19-chr22" if args.small else "hg38"
    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.2f}; {where} tracks, "
          f"{size:,.0f} MB for {max(args.n)}; bins of {BIN_SIZE:,} bp")
    if not args.skip_dask:
        print("Dask: a 2-worker LocalCluster (processes, 1 thread each) and its Client exist before the clock "
              "starts (the user's Client; start-up not counted). 'first job': the first on that Client (its "
              "workers import the package in it); 'later job': the next one on the same Client")
    peers = None if args.skip_peers else args.peers_bin
    if peers and not os.path.exists(os.path.join(peers, "multiBigwigSummary")):
        print(f"deepTools not found in {peers}")
        peers = None
    header = (f"{'N':>3} | {'load':>4} | {'ours local: wall, CPU, RSS':>28} | {'Dask first job: wall, CPU':>25} | "
              f"{'Dask later job: wall, CPU, RSS':>36} | {'deepTools mBS + plotCorrelation':>34} | ratios")
    print(header + "\n" + "-" * len(header))
    rows = []
    per_track_peer = None
    for n in args.n:
        paths = all_paths[:n]
        load = os.getloadavg()[0]
        local, local_rss = ours("local", paths)
        row = {"n": n, "load": load, "local": {**local, "rssMB": local_rss}}
        row["local"].pop("pearson")
        cells = [f"{n:>3}", f"{load:4.1f}", f"{local['seconds']:7.2f} s {local['cpu']:6.1f} s {local_rss:6.0f} MB"]
        notes = []
        if not args.skip_dask:
            dask, dask_rss = ours("dask", paths)
            first, later = dask["first"], dask["later"]
            same = all(np.array_equal(np.asarray(local["pearson"]), np.asarray(job.pop("pearson")), equal_nan=True)
                       for job in (first, later))
            workers = sum(dask["workerPeakMB"])
            cells.append(f"{first['seconds']:7.2f} s {first['cpu']:6.1f} s{'':>8}")
            cells.append(f"{later['seconds']:7.2f} s {later['cpu']:6.1f} s {dask_rss:5.0f}+{workers:5.0f} MB")
            notes.append(f"Dask/local first {first['seconds'] / local['seconds']:.2f}x, later "
                         f"{later['seconds'] / local['seconds']:.2f}x" + ("" if same else " (MATRICES DIFFER)"))
            notes.append("CPU client/workers first " + _cpus(first) + ", later " + _cpus(later))
            row["dask"] = {**dask, "clientRssMB": dask_rss, "equalToLocal": same}
        else:
            cells.append(f"{'not run':>25}")
            cells.append(f"{'not run':>36}")
        if peers and n <= args.peers_max_n:
            t1, t2, rss, cor = deeptools(paths, peers)
            diff = float(np.nanmax(np.abs(np.asarray(cor) - np.asarray(local["pearson"]))))
            per_track_peer = t1 / n
            cells.append(f"{t1:7.2f} s + {t2:5.2f} s {rss:6.0f} MB")
            notes.append(f"deepTools/ours {(t1 + t2) / local['seconds']:.1f}x (max |dr| {diff:.1e})")
            row["deeptools"] = {"summarySeconds": t1, "plotSeconds": t2, "rssMB": rss, "maxAbsDiffR": diff}
        elif peers and per_track_peer is not None:
            t1 = per_track_peer * n
            cells.append(f"~{t1:6.0f} s (extrapolated)      ")
            notes.append(f"deepTools/ours ~{t1 / local['seconds']:.0f}x (extrapolated, summary only)")
            row["deeptools"] = {"summarySecondsExtrapolated": t1}
        else:
            cells.append(f"{'not run':>34}")
        notes.append(f"{local['seconds'] / n:.2f} s per track")
        rows.append(row)
        print(" | ".join(cells) + " | " + "; ".join(notes), flush=True)
    memory = local["memory"]
    print(f"\nper-track bin vectors: {memory['bytesPerTrack'] / 1e6:.2f} MB (16 bytes x {memory['binsPerTrack']:,} "
          f"bins); spilled to disk: {memory['spilledToDisk']}; pairs: {memory['pairs']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"small": args.small, "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
