"""The tables and texts inside our records, read as facts: a many-track correlation's matrices (each cell above
the diagonal a fact about that pair of tracks), the BED / narrowPeak / bedGraph rows of a text
preview (loci with their names and scores), and the kinds of files a search lists by their
replicates (how many pool replicates, how many are one replicate alone, how many replicate 2
only). ``reader`` is :mod:`.facts`' record reader (its
``track``, ``feature``, ``locus`` and ``number`` methods). Coordinates are 0-based, end-exclusive.
"""

from __future__ import annotations

import re
from typing import Any

from ..citations.claims import extract_claims, masked, read_claims
from ..citations.facts import RecordFact, Vocabulary
from ..citations.sentences import _Ranges, split_sentences
from .lexicon import LEXICON

#: An accession's two type letters → what it identifies.
ACCESSION_PREFIXES = LEXICON.record.accession_prefixes

_BED_CHROM_RE = re.compile(r"^(?:chr)?[0-9A-Za-z_.]+$")


def matrix_facts(reader: Any, data: dict[str, Any]) -> None:
    """Many-track correlation: each cell above the diagonal is a fact about that pair."""
    ids = [str(t) for t in data.get("trackIds") or []]
    names = list(data.get("trackNames") or [None] * len(ids))
    keys = [reader.track(t, n) for t, n in zip(ids, names + [None] * (len(ids) - len(names)), strict=False)]
    for field, attribute in (("pearsonMatrix", "pearson"), ("spearmanMatrix", "spearman"),
                             ("sharedBinsMatrix", "sharedBins")):
        matrix = data.get(field) or []
        for i, row in enumerate(matrix[:len(keys)]):
            for j, value in enumerate((row or [])[:len(keys)]):
                if j > i:
                    reader.number(value, f"data.{field}[{i}][{j}]", attribute, (keys[i], keys[j]))
    for field in ("nBins", "binSize"):
        if field in data:
            reader.number(data[field], f"data.{field}", field, tuple(keys))
    if len(keys) > 2:  # the distinct pairs the matrix correlates (8 tracks: 28)
        reader.number(len(keys) * (len(keys) - 1) // 2, "data.trackIds (pairs)", "pairCount", tuple(keys))


def quantify_row_facts(reader: Any, data: dict[str, Any]) -> dict[str, Any]:
    """A many-track quantify table: each row's ``values[i]`` is the metric of signal track i
    (``signalTrackIds`` order) over that feature, and ``meanAcrossTracks`` the row's mean of them (a
    fact about the feature alone). Returns ``data`` without those two fields, for the generic walk."""
    ids = [str(t) for t in data.get("signalTrackIds") or []]
    rows = data.get("topRows")
    if not ids or not isinstance(rows, list) or not any(isinstance(r, dict) and "values" in r for r in rows):
        return data
    names = list(data.get("trackNames") or [None] * len(ids))
    tracks = [reader.track(t, n) for t, n in zip(ids, names + [None] * (len(ids) - len(names)), strict=False)]
    metric = str(data.get("metric") or "value")
    kept = []
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            continue
        locus = (row.get("chr"), row.get("start"), row.get("end"))
        feature = reader.feature(row.get("name"), locus if isinstance(locus[0], str) and isinstance(locus[1], int)
                                 and isinstance(locus[2], int) else None)
        for j, value in enumerate((row.get("values") or [])[:len(tracks)]):
            reader.number(value, f"data.topRows[{i}].values[{j}]", metric, (feature, tracks[j]))
        if "meanAcrossTracks" in row:
            # the row's mean of its tracks' values: its own attribute (no one track's column backs it)
            reader.number(row["meanAcrossTracks"], f"data.topRows[{i}].meanAcrossTracks", "meanAcrossTracks",
                          (feature,))
        kept.append({k: v for k, v in row.items() if k not in ("values", "meanAcrossTracks")})
    return {**data, "topRows": kept}


#: The largest replicate number a "replicate-K-only" count is kept for (``replicate1OnlyCount`` …).
MAX_REPLICATE = 4


def replicate_kind_counts(reader: Any, path: str) -> None:
    """Counts of the files a record lists, by their replicates: ``pooledCount`` (two or more
    replicates), ``singleReplicateCount`` (one) and ``replicate<K>OnlyCount`` (replicate K alone) —
    "3 of the 10 are pooled files", "7 single-replicate files", "2 replicate-2-only files". Read from
    the replicate facts already taken from each file's title or replicate list; only where two or
    more files are listed."""
    replicates: dict[str, set[int]] = {}
    for f in reader.out.facts:
        if f.kind == "number" and f.attribute == "replicate" and len(f.entities) == 1:
            replicates.setdefault(f.entities[0], set()).add(int(f.value))
    if len(replicates) < 2:
        return
    counts = {"pooledCount": sum(len(r) >= 2 for r in replicates.values()),
              "singleReplicateCount": sum(len(r) == 1 for r in replicates.values())}
    for k in range(1, MAX_REPLICATE + 1):
        counts[f"replicate{k}OnlyCount"] = sum(r == {k} for r in replicates.values())
    for attribute, value in counts.items():
        reader.number(value, f"{path} (files by replicates: {attribute})", attribute, ())


def preview_row_facts(reader: Any, preview: dict[str, Any], path: str) -> None:
    """BED / narrowPeak / bedGraph rows of a text preview: loci with their names and scores, and how
    many data rows the preview shows (``rowCount``); and every tab-separated line as a ``row`` fact
    (its cells, as written)."""
    text = str(preview.get("text") or "")
    rows = 0
    for n, line in enumerate(text.splitlines()):
        if "\t" in line and not line.startswith("#"):  # every table row: its cells go together ("BRCA_1 → …bw")
            cells = tuple(c.strip() for c in line.split("\t"))
            reader.out.facts.append(RecordFact("row", cells, f"{path}.text (line {n + 1})", line.strip()[:80]))
        cols = line.split("\t") if "\t" in line else line.split()
        if len(cols) < 3 or line.startswith(("#", "track", "browser")) or not _BED_CHROM_RE.match(cols[0]):
            continue
        try:
            start, end = int(cols[1]), int(cols[2])
        except ValueError:
            continue
        rows += 1
        locus = (cols[0], start, end)
        p = f"{path}.text (line {n + 1})"
        is_graph = len(cols) == 4 and _float(cols[3]) is not None
        name = None if is_graph or len(cols) < 4 or cols[3] == "." else cols[3]
        key = reader.feature(name, locus)
        reader.locus(locus, p, line.strip()[:80], "feature", (key,))
        reader.number(start, p, "start", (key,))
        reader.number(end, p, "end", (key,))
        if is_graph:
            reader.number(_float(cols[3]), p, "value", (key,))
            continue
        for i, attribute in ((4, "score"), (6, "signalValue"), (7, "pValue"), (8, "qValue"), (9, "peakOffset")):
            value = _float(cols[i]) if len(cols) > i else None
            if value is not None:  # -1 ("not available" in narrowPeak) is what the file says
                reader.number(int(value) if value.is_integer() else value, p, attribute, (key,))
    rows = rows or _table_rows(text)
    if rows:  # the data rows shown (header, comment and track lines are no rows); of the file only when
        # the preview is the whole file ("40 peaks in the file" of a preview of its first 40 lines is wrong)
        reader.number(rows, f"{path}.text (data rows)", "rowCount", (),
                      scope_kind="preview" if preview.get("truncated") else reader.scope_kind)


def _table_rows(text: str) -> int:
    """The data rows of a tab-separated table under a header line of names (a sample sheet: its
    first line "sample_id<TAB>group…" is no row), or 0 when the text is no such table."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2 or not all("\t" in line for line in lines):
        return 0
    header = [c.strip() for c in lines[0].split("\t")]
    if any(not c or _float(c) is not None for c in header):
        return 0
    width = len(header)
    return len(lines) - 1 if all(len(line.split("\t")) == width for line in lines[1:]) else 0


def _float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def prose_facts(reader: Any, text: str, path: str, vocabulary: Vocabulary) -> None:
    """A text excerpt (a plan, a note): its numbers bound to the attribute words around them."""
    code = _Ranges([])
    m_text = masked(text, code, [])
    claims = extract_claims(text, m_text)
    for span in split_sentences(text):
        mine = [c for c in claims if span[0] <= c.pos < span[1]]
        read_claims(text, m_text, span, mine, vocabulary)
        for c in mine:
            f = c.fact
            if f.kind == "number" and c.number is not None and not c.derived:
                unit = "bp" if c.number.unit == "bp" else ("percent" if c.number.percent else None)
                named: list[str | None] = [*sorted(c.attributes)] or [None]  # words naming two ("mean"): each
                for attribute in named:
                    reader.out.facts.append(RecordFact("number", c.number.value, path, f.text, attribute, unit=unit,
                                                       integer=c.number.integer))
            elif f.kind == "locus":
                reader.locus(f.value, path, f.text, None)
            elif f.kind == "accession":
                reader.out.facts.append(RecordFact("accession", f.value, path, f.text,
                                                   role=ACCESSION_PREFIXES.get(f.value[3:5])))
