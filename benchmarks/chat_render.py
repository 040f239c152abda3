"""Rendering and checking a cited answer: our renderer + checker against plain Markdown rendering.

Runs, in one process:

- an answer of 100 sentences, each with a number, a locus and a chip (100 distinct records,
  computation results like the genome tools store), rendered with chips and every sentence
  verified: :func:`genie_widgets.citations.render_message`;
- the same text rendered as plain Markdown by markdown-it-py (what a notebook shows without
  chips or checks) — the floor;
- streaming: the same answer arriving in 400 chunks, re-rendered (with hold-back of a partial
  token) after each chunk, reported per chunk.

Prints medians in milliseconds and our cost as a ratio of the floor. A benchmark, not a test.

    python benchmarks/chat_render.py
"""

from __future__ import annotations

import statistics
import time

from markdown_it import MarkdownIt

from genie_widgets.citations import Citation, render_message


def records(n: int) -> list[Citation]:
    out = []
    for i in range(n):
        start = 1_000_000 + i * 10_000
        out.append(Citation(
            id=f"cite_project_bench_genome_signal_stats_{i:08x}", source_type="genome-computation",
            title="Genome signal stats result", genome="hg38", locus=f"chr8:{start}-{start + 10_000}",
            data={"scopeApplied": f"viewport (chr8:{start}-{start + 10_000})",
                  "tracks": [{"trackId": "t1", "stats": {"min": 0.0, "max": 20.0 + i / 7, "mean": 1.0 + i / 13,
                                                         "sum": 10_000.0 + i, "coveredFraction": 1.0}}]},
            tool="genome_signal_stats"))
    return out


def answer(recs: list[Citation]) -> str:
    sentences = []
    for i, r in enumerate(recs):
        mean = r.data["tracks"][0]["stats"]["mean"]
        start = 1_000_000 + i * 10_000
        sentences.append(f"In chr8:{start:,}-{start + 10_000:,} the signal averaged {mean:.2f} {r.token}.")
    return " ".join(sentences)


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    recs = records(100)
    by_id = {r.id: r for r in recs}
    text = answer(recs)
    md = MarkdownIt("commonmark")
    rendered = render_message(text, by_id)
    assert len(rendered.chips) == 100 and all(c.status == "verified" for c in rendered.chips)

    ours = median_ms(lambda: render_message(text, by_id), 20)
    floor = median_ms(lambda: md.render(text), 20)
    print(f"answer: {len(text):,} characters, 100 chips, 100 sentences (all verified)")
    print(f"render + verify (ours):        {ours:8.2f} ms")
    print(f"plain Markdown (markdown-it):  {floor:8.2f} ms")
    print(f"ratio ours / plain:            {ours / floor:8.1f}×   (target: ours ≤ 50 ms)")

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
    print(f"\nstreaming: the answer arriving in {len(chunks)} chunks, the text so far re-rendered after each")
    print(f"  live render (chips, no checks yet; what the chat draws):  {live:6.2f} ms per chunk   (target ≤ 5 ms)")
    print(f"  with every sentence checked at every chunk:              {checked:6.2f} ms per chunk")
    print("  The chat checks sentences once, when the answer is complete, and re-renders at most every 50 ms.")


if __name__ == "__main__":
    main()
