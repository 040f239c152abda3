"""Write every record of the "real" record set for blind writers to read:

    PYTHONPATH=. .venv/bin/python eval/kit/dump_real.py OUT.md
    PYTHONPATH=. .venv/bin/python eval/kit/dump_real.py --show BATCH.jsonl   # a batch, filled in (no checker)
    PYTHONPATH=. .venv/bin/python eval/kit/dump_real.py --check-stable   # build twice, compare

Builds the set (``eval/records_real.py``) in a temporary folder, with the local ENCODE test portal
running (tests/public_data/portal.py, serving the recorded ENCODE JSON and one SYNTHETIC bigWig),
and writes each record's name, tool, title, locus and full ``data`` (very long numeric lists are
shortened, with a note), then the ``{{id:KEY}}`` table.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def shared_data() -> Path:
    """The team's data folder: ``$GENIE_SHARED_DATA``, else ``../shared/data`` beside the worktree
    (or beside the main checkout)."""
    import os

    env = os.environ.get("GENIE_SHARED_DATA")
    for cand in ([Path(env)] if env else []) + [REPO.parent / "shared" / "data", Path("/work/shared/data")]:
        if cand.is_dir():
            return cand
    raise SystemExit("the team's shared data folder (../shared/data) was not found; set GENIE_SHARED_DATA")


def build_with_portal(tmp: Path) -> Any:
    """The real record set, built in ``tmp`` while a local ENCODE test portal runs."""
    from eval.records_real import build
    from tests.public_data.conftest import write_synthetic_bigwig
    from tests.public_data.portal import PortalServer
    from tests.public_data.portal_data import PortalData

    shared = shared_data()
    bigwig = write_synthetic_bigwig(tmp / "SYNTHETIC_encode_test_portal.bigWig")
    server = PortalServer(PortalData(shared / "encode_api", bigwig)).start()
    try:
        return build(shared, tmp / "projects", server.url)
    finally:
        server.stop()


LONG = 12  # lists of numbers longer than this are shortened (names are always shown in full)


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _compact(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _compact(v) for k, v in x.items()}
    if isinstance(x, list):
        if len(x) > LONG and all(_is_number(v) for v in x):
            return [_compact(v) for v in x[:6]] + [f"... {len(x) - 6} more values omitted in this dump (the record "
                                                   f"holds all {len(x)}) ..."]
        if len(x) > LONG and all(isinstance(v, list) and all(_is_number(u) for u in v) for v in x):
            return f"[a {len(x)} x {len(x[0]) if x else 0} grid of numbers, omitted in this dump]"
        return [_compact(v) for v in x]
    return x


def _section(name: str, c: Any) -> str:
    head = (f"\n## `{name}`\n\ntool `{c.tool}` · title {c.title!r} · locus {c.locus!r} · source type "
            f"`{c.source_type}` · genome {getattr(c, 'genome', None)!r}\n\n")
    body = "```json\n" + json.dumps(_compact(c.data), indent=1, ensure_ascii=False, default=str) + "\n```\n"
    preview = c.data.get("preview") if isinstance(c.data, dict) else None
    if isinstance(preview, dict) and isinstance(preview.get("text"), str):
        body += ("\nThe same `preview.text`, one line per line (tabs shown as ` | `):\n\n```text\n"
                 + preview["text"].replace("\t", " | ") + "\n```\n")
    return head + body


INTRO = """# The "real" record set — records our tools made in four user sessions

Built by `eval/records_real.py` from the team's real data (../shared/data); the chr19 session also ran an
ENCODE search against a local test portal (its `portal` URLs are that local server). Cite a record with
`[[cite:{{name}}]]` (e.g. `[[cite:{{chr19_stats_chr}}]]`); write an entity id (track ids carry a random suffix)
with `{{id:KEY}}` using the keys of the table at the end (e.g. `{{id:rep1 fold change}}`).

What varies from build to build and must never be used as a fact: citation ids, track / asset ids' random
suffixes, project ids, timestamps (`createdAt`, `updatedAt`), the temporary paths (`resultUrl`, `filePath`, …),
random hex in result file names and the `compute` timings. Every other value is the same on every build.

The sessions (in the order they ran):

- **chr19** (hg38, session `session_real`): ENCODE ChIP-seq pipeline test tracks for chr19 — fold-change
  bigWigs "rep1 fold change", "rep2 fold change", "pooled fold change", the rep1 p-value bigWig "rep1 -log10 p",
  narrowPeaks "rep1 peaks", "rep2 peaks", "pooled peaks", the IDR regionPeak added without a name (so it is
  called "rep1-rep2.idr0.1.bfilt.regionPeak.gz") and the genes track "Genes (hg38)". View chr19:1,000,000-1,200,000
  for every record up to `chr19_gene`; then the view moved to chr19:8,400,000-8,600,000 (`chr19_nav2`,
  `chr19_stats_view2`). A "chromosome" scope is all of chr19.
- **tcga** (hg38): 8 TCGA ATAC-seq tracks on chr21, each named by its sample stem; view
  chr21:45,634,768-46,709,803; genes from the chr21 NCBI RefSeq GTF.
- **k562** (hg19): "K562 H3K27ac", "K562 H3K27me3", "K562 H3K4me3", "K562 RNA" over chr9:4,000,000-6,000,000;
  genes from the GTF of that region. (The H3K4me3 file's header is sized for hg38, so it was added with
  `force` and the records that read it carry a warning.)
- **h1** (hg19): seven H1 marks at POU5F1 ("H1 Oct4", "H1 Nanog", "H1 H3K27ac", "H1 H3K4me3", "H1 H3K4me1",
  "H1 H2A.Z", "H1 CTCF"); the view was set by the gene symbol POU5F1.

How to read the records (what the tools say their fields are): `genome_signal_stats` / `genome_describe_viewport`
— min, max, mean (length-weighted over covered bases), sd, sum (value × bases), nIntervals, coveredBases,
coveredFraction (a fraction, 1.0 = 100%), scopeLength (bp); with several `regions` the stats are over all
regions together. `genome_call_peaks` — `threshold` is the cutoff actually applied (z-score: mean + k·SD, with
`k`, `mean`, `sd` of the track over the scope; method threshold: the absolute value given), `peakCount` peaks
reported, `fragmentCount` the peaks before the `mergeGap` merge (equal to `peakCount` when mergeGap is 0),
`minWidth`, `mergeGap` (bp). `genome_quantify_at_features`
— `rowCount` features quantified, `topRows` the top rows (several tracks: `values` in the order of `trackNames`,
ranked by `meanAcrossTracks`). `genome_correlate_tracks` — Pearson `r`/`spearman` for a pair, or `pearsonMatrix` /
`spearmanMatrix` / `sharedBinsMatrix` with rows and columns in the order of `trackNames`; `binSize` bp, `nBins`
bins used. `project_read_asset` — `preview.lineCount` is the number of lines shown in the preview (at most 40),
not the number of lines of the file.
"""


def main(out: Path) -> None:
    t0 = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        rec = build_with_portal(Path(tmp))
        seconds = time.time() - t0
        parts = [INTRO, f"\n{len(rec.by_name)} named records ({len(list(rec.store))} in the store); "
                        f"built in {seconds:.1f} s.\n\n## Index\n\n"]
        parts += [f"- `{n}` — {c.tool}: {c.title}" + (f" ({c.locus})" if c.locus else "") + "\n"
                  for n, c in rec.by_name.items()]
        parts += [_section(n, c) for n, c in rec.by_name.items()]
        parts.append("\n## Entity ids (`{{id:KEY}}`)\n\n| KEY | id in this build |\n|---|---|\n")
        parts += [f"| `{k}` | `{v}` |\n" for k, v in rec.extra["ids"].items()]
        if rec.extra.get("notes"):
            parts.append("\n## Notes from the build\n\n" + "".join(f"- {n}\n" for n in rec.extra["notes"]))
    out.write_text("".join(parts), encoding="utf-8")
    print(f"wrote {out} ({len(rec.by_name)} records, built in {seconds:.1f} s)")


VARYING_KEYS = {"createdAt", "updatedAt", "retrievedAt", "cachedAt", "wallSeconds", "reduceSeconds"}


def stable_view(rec: Any, tmp: Path) -> dict[str, Any]:
    """Every named record's data with what may vary between builds replaced by placeholders: entity
    ids by ``{{id:KEY}}``, the temporary folder, the portal's port, citation / project ids, timestamps,
    the random hex of result file names and compute timings."""
    import re

    ids = sorted(rec.extra["ids"].items(), key=lambda kv: -len(kv[1]))

    def norm_str(text: str) -> str:
        for key, value in ids:
            text = text.replace(value, "{{id:" + key + "}}")
        text = text.replace(str(tmp), "<tmp>")
        text = re.sub(r"http://127\.0\.0\.1:\d+", "<portal>", text)
        text = re.sub(r"cite_[A-Za-z0-9_-]+", "<cite>", text)
        text = re.sub(r"project_[0-9a-f]{12}", "<project>", text)
        text = re.sub(r"-[0-9a-f]{8}\.(bed|tsv)\b", r"-<hex>.\1", text)
        return re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?", "<time>", text)

    def norm(x: Any) -> Any:
        if isinstance(x, dict):
            return {norm_str(k): norm(v) for k, v in x.items() if k not in VARYING_KEYS}
        if isinstance(x, list):
            return [norm(v) for v in x]
        return norm_str(x) if isinstance(x, str) else x

    return {name: {"title": norm_str(c.title or ""), "locus": c.locus, "tool": c.tool, "data": norm(c.data)}
            for name, c in rec.by_name.items()}


def check_stable() -> int:
    """Build the set twice and compare every record's data (ids, paths and times aside)."""
    views, times = [], []
    for _ in range(2):
        t0 = time.time()
        with tempfile.TemporaryDirectory() as tmp:
            rec = build_with_portal(Path(tmp))
            views.append(stable_view(rec, Path(tmp)))
        times.append(time.time() - t0)
    a, b = views
    diffs = [n for n in sorted(set(a) | set(b)) if a.get(n) != b.get(n)]
    print(f"built twice in {times[0]:.1f} s and {times[1]:.1f} s; {len(a)} records; "
          + ("identical apart from ids, paths and times" if not diffs else f"DIFFERENT: {diffs}"))
    for n in diffs[:3]:
        print(n, json.dumps(a.get(n), default=str)[:800], "\n---\n", json.dumps(b.get(n), default=str)[:800])
    return 1 if diffs else 0


LABELS = ("verified", "unsupported", "unverified", "uncited", "plain")
FIELDS = ("id", "batch", "text", "label", "class", "index")


def show(batch: Path) -> int:
    """Print a batch's items with placeholders filled from a fresh build, and count labels and classes.
    Checks the format (fields, labels, unique ids, known placeholders); never runs the checker."""
    import re
    from collections import Counter

    placeholder = re.compile(r"\{\{(id:)?([^{}]*)\}\}")
    rows, problems = [], []
    for n, line in enumerate(batch.read_text(encoding="utf-8").split("\n"), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"line {n}: not JSON ({exc})")
            continue
        if tuple(row) != FIELDS:
            problems.append(f"line {n}: fields {tuple(row)} (want {FIELDS}, in that order)")
        if row.get("label") not in LABELS:
            problems.append(f"line {n}: label {row.get('label')!r}")
        if not isinstance(row.get("index"), int):
            problems.append(f"line {n}: index {row.get('index')!r} is not an integer")
        rows.append(row)
    ids = Counter(r.get("id") for r in rows)
    problems += [f"id {i!r} used {c} times" for i, c in ids.items() if c > 1]
    problems += [f"batch {b!r} differs from the first row's" for b in {r.get("batch") for r in rows[1:]}
                 if rows and b != rows[0].get("batch")]
    with tempfile.TemporaryDirectory() as tmp:
        rec = build_with_portal(Path(tmp))

    def fill(row: dict[str, Any]) -> str:
        def one(m: re.Match[str]) -> str:
            key = m.group(2)
            table = rec.extra["ids"] if m.group(1) else {k: c.id for k, c in rec.by_name.items()}
            if key not in table:
                problems.append(f"{row.get('id')}: unknown placeholder {m.group(0)}")
                return m.group(0)
            return table[key]
        return placeholder.sub(one, str(row.get("text", "")))

    for row in rows:
        print(f"--- {row.get('id')}  [{row.get('label')} / {row.get('class')} / index {row.get('index')}]")
        print(fill(row))
    print("\nlabels:", dict(Counter(r.get("label") for r in rows)))
    print("classes:", dict(sorted(Counter(r.get("class") for r in rows).items())))
    print(f"{len(rows)} items")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--check-stable":
        raise SystemExit(check_stable())
    if len(sys.argv) == 3 and sys.argv[1] == "--show":
        raise SystemExit(show(Path(sys.argv[2])))
    if len(sys.argv) != 2 or sys.argv[1].startswith("--"):
        raise SystemExit("usage: dump_real.py OUT.md | --show BATCH.jsonl | --check-stable")
    main(Path(sys.argv[1]))
