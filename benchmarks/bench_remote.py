"""Reading a bigWig over a slow link: ours against pybigtools, in requests, bytes and time.

    python benchmarks/bench_remote.py [--latency 50 150] [--reps 3] [--chrom chr21]

Serves the SYNTHETIC track A of ``genome_tracks.py`` from a Range-capable HTTP/1.1 server on
127.0.0.1 that sleeps ``latency`` ms before answering each request (a stand-in for the round
trip to a remote server; keep-alive, so no extra connection set-up cost is added). In a fresh
process per implementation and run, one after another on the same URL:

1. first tile: open the URL and compute an exact 1024-bin tile of a 1,048,576 bp view;
2. next tile: the neighbouring tile of the same view;
3. 1 Mb stats: exact mean over 1,000,000 bp elsewhere on the chromosome;
4. chromosome stats: exact mean over the whole chromosome (ours also with ``method="auto"``,
   which answers from verified zoom records plus exact edges).

Ours: ``binned_summary`` / ``signal_stats``; pybigtools: ``values(..., bins=1024, exact=True)``
and ``values(..., bins=1, exact=True)``. The server counts requests, body bytes and sequential
round trips ("rt": requests that arrive while no other is in flight); the table
shows medians over ``--reps`` runs (interleaved) and checks that the answers agree.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

TILE = 1 << 20
STEPS = ("first tile", "next tile", "1 Mb stats", "chromosome stats", "chromosome stats (auto)")


# ---------------------------------------------------------------------------- server
class _Counters:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests = 0
        self.bytes = 0
        self.rounds = 0  # sequential round trips: a request arriving while none is in flight
        self.in_flight = 0


def make_server(path: Path, latency_s: float) -> tuple[http.server.ThreadingHTTPServer, _Counters]:
    """A threaded Range server for one file at ``/track.bw`` (``/__stats`` reports counters)."""
    counters = _Counters()
    size = path.stat().st_size
    fd = os.open(path, os.O_RDONLY)

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):  # quiet
            pass

        def _stats(self) -> None:
            with counters.lock:
                body = json.dumps({"requests": counters.requests, "bytes": counters.bytes,
                                   "rounds": counters.rounds}).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _serve(self, head: bool) -> None:
            if self.path == "/__stats":
                return self._stats()
            if self.path != "/track.bw":
                self.send_error(404)
                return
            with counters.lock:
                counters.rounds += counters.in_flight == 0
                counters.in_flight += 1
            try:
                time.sleep(latency_s)
                self._answer(head)
            finally:
                with counters.lock:
                    counters.in_flight -= 1

        def _answer(self, head: bool) -> None:
            header = self.headers.get("Range")
            if header:
                a_text, b_text = header.split("=", 1)[1].split("-")
                a = int(a_text)
                b = min(int(b_text) if b_text else size - 1, size - 1)
                if a >= size:
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{size}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {a}-{b}/{size}")
            else:
                a, b = 0, size - 1
                self.send_response(200)
            self.send_header("Accept-Ranges", "bytes")
            self.send_header("Content-Length", str(b - a + 1))
            self.end_headers()
            with counters.lock:
                counters.requests += 1
                counters.bytes += 0 if head else b - a + 1
            if not head:
                self.wfile.write(os.pread(fd, b - a + 1, a))

        def do_GET(self):
            self._serve(head=False)

        def do_HEAD(self):
            self._serve(head=True)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, counters


# ---------------------------------------------------------------------------- child
def _counters(base: str) -> tuple[int, int, int]:
    with urllib.request.urlopen(base + "/__stats") as response:
        data = json.loads(response.read())
    return data["requests"], data["bytes"], data["rounds"]


def run_child(impl: str, base: str, chrom: str, size: int) -> None:
    import numpy as np

    url = base + "/track.bw"
    a = size // 2 - TILE
    stats_at = size // 4
    out = []

    def step(name: str, fn) -> None:
        r0, b0, n0 = _counters(base)
        t = time.perf_counter()
        value = fn()
        seconds = time.perf_counter() - t
        r1, b1, n1 = _counters(base)
        out.append({"step": name, "seconds": seconds, "requests": r1 - r0, "bytes": b1 - b0, "rounds": n1 - n0,
                    "value": np.asarray(value, np.float64).tolist()})

    if impl == "ours":
        from genie_widgets.genome import (
            Region,
            binned_summary,
            open_track,
            signal_stats,
        )

        state: dict = {}

        def first():
            state["r"] = open_track(url)
            return binned_summary(state["r"], chrom, a, a + TILE, 1024).mean

        step(STEPS[0], first)
        step(STEPS[1], lambda: binned_summary(state["r"], chrom, a + TILE, a + 2 * TILE, 1024).mean)
        step(STEPS[2], lambda: [signal_stats(state["r"], Region(chrom, stats_at, stats_at + 1_000_000)).mean])
        step(STEPS[3], lambda: [signal_stats(state["r"], Region(chrom, 0, size)).mean])
        fresh = open_track(url)  # a fresh reader: nothing cached from the exact pass
        step(STEPS[4], lambda: [signal_stats(fresh, Region(chrom, 0, size), method="auto").mean])
    else:
        import pybigtools

        state = {}

        def first():
            state["f"] = pybigtools.open(url)
            return state["f"].values(chrom, a, a + TILE, bins=1024, exact=True, fillna=None)

        step(STEPS[0], first)
        step(STEPS[1], lambda: state["f"].values(chrom, a + TILE, a + 2 * TILE, bins=1024, exact=True, fillna=None))
        step(STEPS[2], lambda: state["f"].values(chrom, stats_at, stats_at + 1_000_000, bins=1, exact=True,
                                                 fillna=None))
        step(STEPS[3], lambda: state["f"].values(chrom, 0, size, bins=1, exact=True, fillna=None))
    print(json.dumps(out))


# ---------------------------------------------------------------------------- parent
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", nargs=4)
    parser.add_argument("--latency", type=float, nargs="*", default=[50.0, 150.0], help="ms per request")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--chrom", default="chr21")
    args = parser.parse_args()
    if args.child:
        impl, base, chrom, size = args.child
        run_child(impl, base, chrom, int(size))
        return
    import numpy as np
    import pybigtools
    from genome_tracks import chrom_sizes, make_tracks

    path = make_tracks()["A"]
    size = chrom_sizes()[args.chrom]
    print(f"track {path.name} ({path.stat().st_size / 1e6:.0f} MB) over HTTP on 127.0.0.1; chromosome "
          f"{args.chrom} ({size / 1e6:.1f} Mb); pybigtools {pybigtools.__version__}; {args.reps} runs, medians; "
          f"load average {os.getloadavg()[0]:.1f}")
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONWARNINGS="ignore")
    for latency in args.latency:
        server, _ = make_server(path, latency / 1000)
        base = f"http://127.0.0.1:{server.server_address[1]}"
        runs: dict[str, list[list[dict]]] = {"ours": [], "pybigtools": []}
        for rep in range(args.reps):
            for impl in (("ours", "pybigtools") if rep % 2 == 0 else ("pybigtools", "ours")):
                proc = subprocess.run([sys.executable, __file__, "--child", impl, base, args.chrom, str(size)], check=False,
                                      capture_output=True, text=True, env=env)
                if proc.returncode:
                    raise RuntimeError(f"{impl} failed:\n{proc.stderr[-2000:]}")
                runs[impl].append(json.loads(proc.stdout.strip().splitlines()[-1]))
        server.shutdown()
        print(f"\n{latency:g} ms per request")
        print(f"{'step':26s} {'ours':>33s} {'pybigtools':>33s}  max difference")
        for k, name in enumerate(STEPS):
            cells = []
            for impl in ("ours", "pybigtools"):
                got = [run[k] for run in runs[impl] if k < len(run)]
                if not got:
                    cells.append(f"{'—':>33s}")
                    continue
                secs = statistics.median(g["seconds"] for g in got)
                req = statistics.median(g["requests"] for g in got)
                kb = statistics.median(g["bytes"] for g in got) / 1024
                rounds = statistics.median(g["rounds"] for g in got)
                cells.append(f"{secs * 1000:7.0f} ms {rounds:4.0f} rt {req:4.0f} req {kb:6.0f} KB")
            mine = np.asarray(runs["ours"][0][k]["value"])
            theirs = np.asarray(runs["pybigtools"][0][min(k, 3)]["value"])  # "auto" vs their exact
            assert mine.shape == theirs.shape and np.array_equal(np.isnan(mine), np.isnan(theirs)), name
            ok = ~np.isnan(mine)
            d = float(np.max(np.abs(mine[ok] - theirs[ok]) / np.maximum(np.abs(theirs[ok]), 1e-12))) if ok.any() else 0.0
            assert d <= 1e-6, (name, d)
            diff = f"{d:.1e} (relative)"
            print(f"{name:26s} {cells[0]} {cells[1]}  {diff}")


if __name__ == "__main__":
    main()
