"""Rendering and checking a cited answer: our renderer + checker against plain Markdown rendering.

Runs, in one process:

- an answer of 100 sentences, each with a number, a locus and a chip (100 distinct records,
  computation results like the genome tools store), rendered with chips and every sentence
  verified: :func:`genie_widgets.citations.render_message`;
- the same text rendered as plain Markdown by markdown-it-py (what a notebook shows without
  chips or checks) — the floor;
- streaming: the same answer arriving in 400 chunks, re-rendered (with hold-back of a partial
  token) after each chunk, reported per chunk;
- a transcript: 2,000 sentences checked against a store of 500 records (each sentence names a
  track, an attribute and a scope, so numbers are bound to attribute, entity and scope).

Targets (issue 11): render + check a 100-chip answer under 20 ms; the transcript under 1 s.

Prints medians of ``--reps`` runs (default 5) in milliseconds — wall clock, and the process's
CPU time beside it (on a machine shared with other jobs the CPU time is the steadier of the two)
— with the load average. Every timed call gets a text it has not seen before (the answer with a
different number of trailing spaces), so no per-text cache answers it; the records' facts and
entity index are built before timing, as in a chat whose tools stored them earlier. With
``--reference`` the same runs are repeated with the checker's fast paths off
(:func:`genie_widgets.citations.fastpath.reference_paths`), the exact paths they replace.
A benchmark, not a test.

    flock /tmp/bench.lock python benchmarks/chat_render.py [--reps 5] [--reference]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import time

from markdown_it import MarkdownIt

import genie_widgets  # noqa: F401  (registers the genomics vocabulary)
from genie_widgets.citations import Citation, fastpath, render_message, verify_message


def records(n: int) -> list[Citation]:
    out = []
    for i in range(n):
        start = 1_000_000 + i * 10_000
        out.append(Citation(
            id=f"cite_project_bench_genome_signal_stats_{i:08x}", source_type="genome-computation",
            title="Genome signal stats result", genome="hg38", locus=f"chr8:{start}-{start + 10_000}",
            data={"scopeApplied": f"viewport (chr8:{start}-{start + 10_000})",
                  "loci": [f"chr8:{start}-{start + 10_000}"],
                  "tracks": [{"trackId": "rep1_be97", "name": "rep1",
                              "stats": {"min": 0.0, "max": 20.0 + i / 7, "mean": 1.0 + i / 13,
                                        "sum": 10_000.0 + i, "coveredFraction": 1.0}},
                             {"trackId": "rep2_5d59", "name": "rep2",
                              "stats": {"min": 0.0, "max": 21.0 + i / 7, "mean": 1.5 + i / 13,
                                        "sum": 15_000.0 + i, "coveredFraction": 1.0}}]},
            tool="genome_signal_stats"))
    return out


def answer(recs: list[Citation]) -> str:
    sentences = []
    for i, r in enumerate(recs):
        mean = r.data["tracks"][0]["stats"]["mean"]
        start = 1_000_000 + i * 10_000
        sentences.append(f"In chr8:{start:,}-{start + 10_000:,} rep1 averaged {mean:.2f} {r.token}.")
    return " ".join(sentences)


def timed(fn, repeat: int) -> tuple[float, float]:
    """Median wall-clock and CPU milliseconds of ``repeat`` calls ``fn(k)``, k = 0, 1, …"""
    wall, cpu = [], []
    for k in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        fn(k)
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000


def fresh(text: str, k: int) -> str:
    """``text`` made new for call ``k`` (trailing spaces: rendered and checked the same)."""
    return text + " " * (k + 1)


def load() -> str:
    return "load average " + " / ".join(f"{x:.2f}" for x in os.getloadavg())


def run(reps: int, label: str) -> None:
    recs = records(100)
    by_id = {r.id: r for r in recs}
    text = answer(recs)
    md = MarkdownIt("commonmark")
    rendered = render_message(text, by_id)
    assert len(rendered.chips) == 100 and all(c.status == "verified" for c in rendered.chips)

    print(f"== {label} ({load()})")
    ours, ours_cpu = timed(lambda k: render_message(fresh(text, k), by_id), reps)
    check, check_cpu = timed(lambda k: verify_message(fresh(text, 100 + k), by_id), reps)
    floor, floor_cpu = timed(lambda k: md.render(fresh(text, k)), reps)
    print(f"answer: {len(text):,} characters, 100 chips, 100 sentences (all verified)")
    print(f"render + verify (ours):        {ours:8.2f} ms   (CPU {ours_cpu:.2f} ms)   (target: ≤ 20 ms)")
    print(f"  of which verify alone:       {check:8.2f} ms   (CPU {check_cpu:.2f} ms)")
    print(f"plain Markdown (markdown-it):  {floor:8.2f} ms   (CPU {floor_cpu:.2f} ms)")
    print(f"ratio ours / plain:            {ours / floor:8.1f}×")

    size = max(1, len(text) // 400)
    chunks = [text[:k] for k in range(size, len(text) + size, size)]

    def per_chunk_ms(verify: bool) -> float:
        times = []
        for prefix in chunks:
            t = time.perf_counter()
            render_message(prefix, by_id, streaming=True, verify=verify)
            times.append(time.perf_counter() - t)
        return statistics.median(times) * 1000

    live = per_chunk_ms(False)
    checked = per_chunk_ms(True)
    print(f"streaming: the answer arriving in {len(chunks)} chunks, the text so far re-rendered after each")
    print(f"  live render (chips, no checks yet; what the chat draws):  {live:6.2f} ms per chunk   (target ≤ 5 ms)")
    print(f"  with every sentence checked at every chunk:              {checked:6.2f} ms per chunk")

    store = {r.id: r for r in records(500)}
    many = list(store.values())
    lines = []
    for i in range(2000):
        r = many[i % 500]
        track = r.data["tracks"][i % 2]
        who = track["name"]
        value = track["stats"]["max"] if i % 3 else track["stats"]["mean"]
        word = "peaked at" if i % 3 else "averaged"
        lines.append(f"Over {r.locus}, {who} {word} {value:.2f} {r.token}.")
    transcript = " ".join(lines)
    verify_message(transcript, store)  # index the 500 records once (as a reopened chat does)
    checks: list = []
    took, took_cpu = timed(lambda k: checks.append(verify_message(fresh(transcript, k), store)), reps)
    assert all(len(c) == 2000 and all(x.status == "verified" for x in c) for c in checks)
    print(f"transcript: 2,000 sentences against 500 records, checked in {took:.0f} ms "
          f"(CPU {took_cpu:.0f} ms)   (target < 1 s)   ({load()})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5, help="timed calls per measurement (medians)")
    parser.add_argument("--reference", action="store_true", help="also run with the fast paths off")
    args = parser.parse_args()
    modes = [("fast paths (default)", contextlib.nullcontext)]
    if args.reference:
        modes.append(("reference paths (fast paths off)", fastpath.reference_paths))
    for label, context in modes:
        with context():
            run(args.reps, label)


if __name__ == "__main__":
    main()
