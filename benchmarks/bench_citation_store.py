"""The citation store at scale: what one cited tool call costs as a session grows, and adds from
several processes at once (issue 29, "Citations at scale").

Runs:

- **one cited call**: ``genome_get_current_region`` through the tool registry (the path every
  chat and MCP call takes: validate, run, store the record, return), timed ``--calls`` times in a
  session holding 0, 1,000 and 10,000 records (each record a computation result of ~1 KB). Prints
  the median wall and CPU time and the ratio to the empty session. Target: 1,000 records within
  2x of the empty session.
- **concurrent writers**: ``--writers`` processes (default 8) each add ``--adds`` records (default
  125) to one session, all starting at the same moment; every add is timed in its process.
  Prints p50 / p95 / max add latency, then reopens the store and checks that every record is
  there. Target: p95 <= 0.5 s, nothing lost.

The files are written under a temporary folder on the same file system as ``--dir`` (default
the system's temporary folder), and removed afterwards. A benchmark, not a test: on a machine
shared with other jobs, wall times vary; the CPU time beside them is the steadier figure.

    python benchmarks/bench_citation_store.py [--calls 40] [--writers 8] [--adds 125] [--dir PATH]
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

from genie_widgets.citations import Citation, CitationStore
from genie_widgets.project import Project
from genie_widgets.tools import registry


def padding(n: int, prefix: str = "pad") -> list[Citation]:
    """``n`` records shaped like the measurement tools' (a result of ~1 KB each)."""
    return [Citation(id=f"cite_project_bench_{prefix}_{i:08x}", source_type="genome-computation",
                     title="Genome signal stats result", genome="hg38", locus=f"chr8:{i * 1000}-{i * 1000 + 5000}",
                     data={"mean": 0.5 + i / 1e4, "values": list(range(120)), "trackId": f"track_{i % 7}"},
                     tool="genome_signal_stats") for i in range(n)]


def cited_call(project: Project, session_id: str, records: int, calls: int) -> tuple[float, float]:
    """Median wall and CPU seconds of one cited call in a session already holding ``records``."""
    session = project.session(session_id)
    if records:
        session.citations.add_many(padding(records, session_id))
    wall, cpu = [], []
    for _ in range(calls):
        t0, c0 = time.perf_counter(), time.process_time()
        result = registry.call("genome_get_current_region", {}, project, session)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        assert result.success and result.citations, result.error
    assert len(session.citations) == records + calls
    return statistics.median(wall), statistics.median(cpu)


WRITER = r"""
import json, sys, time
from genie_widgets.citations import Citation, CitationStore
folder, name, count, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
store = CitationStore(folder)
records = [Citation(id=f"cite_w{name}_{i}", source_type="genome-computation", title=f"writer {name} #{i}",
                    data={"i": i, "values": list(range(120))}, tool="genome_signal_stats") for i in range(count)]
while time.time() < start:
    time.sleep(0.001)
times = []
for record in records:
    t0 = time.perf_counter()
    store.add(record)
    times.append(time.perf_counter() - t0)
print(json.dumps(times))
"""


def concurrent_writers(folder: Path, writers: int, adds: int) -> dict[str, float]:
    """Latencies (seconds) of ``writers`` processes adding ``adds`` records each to one session."""
    start = time.time() + 1.5 + 0.3 * writers  # every process imported and waiting by then
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[1]),
                                                        os.environ.get("PYTHONPATH", "")])}
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(folder), str(w), str(adds), str(start)],
                              stdout=subprocess.PIPE, text=True, env=env) for w in range(writers)]
    times: list[float] = []
    for p in procs:
        out, _ = p.communicate(timeout=600)
        if p.returncode != 0:
            raise SystemExit(f"a writer failed (exit {p.returncode})")
        times += json.loads(out)
    elapsed = time.time() - start
    store = CitationStore(folder)
    expected = {f"cite_w{w}_{i}" for w in range(writers) for i in range(adds)}
    missing = expected - set(store.records())
    times.sort()
    return {"adds": len(times), "missing": len(missing), "p50": times[len(times) // 2],
            "p95": times[min(len(times) - 1, int(0.95 * len(times)))], "max": times[-1], "elapsed": elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=40, help="cited calls timed per session size")
    parser.add_argument("--writers", type=int, default=8, help="concurrent writer processes")
    parser.add_argument("--adds", type=int, default=125, help="adds per writer process")
    parser.add_argument("--dir", default=None, help="folder on the file system to measure (default: temp)")
    args = parser.parse_args()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    print(f"genie_widgets citation store benchmark (load average {load}; CPU count {os.cpu_count()})")
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        project = Project.create(Path(tmp) / "project", genome="hg38")
        base_wall, base_cpu = cited_call(project, "s0", 0, args.calls)
        print(f"one cited call, median of {args.calls}:")
        print(f"  {0:>6,} records: wall {base_wall * 1e3:7.2f} ms   cpu {base_cpu * 1e3:7.2f} ms")
        for n in (1_000, 10_000):
            wall, cpu = cited_call(project, f"s{n}", n, args.calls)
            print(f"  {n:>6,} records: wall {wall * 1e3:7.2f} ms   cpu {cpu * 1e3:7.2f} ms   "
                  f"ratio to empty: wall {wall / base_wall:.2f}x  cpu {cpu / base_cpu:.2f}x")
        stats = concurrent_writers(Path(tmp) / "project" / "sessions" / "shared", args.writers, args.adds)
        print(f"{args.writers} writer processes x {args.adds} adds, one session:")
        print(f"  add latency p50 {stats['p50'] * 1e3:.1f} ms   p95 {stats['p95'] * 1e3:.1f} ms   "
              f"max {stats['max'] * 1e3:.1f} ms   ({stats['elapsed']:.2f} s in all)")
        print(f"  records acknowledged {int(stats['adds']):,}, missing after reopening: {int(stats['missing'])}")


if __name__ == "__main__":
    main()
