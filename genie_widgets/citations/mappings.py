"""Names said to go together: "BRCA_1 → BRCA_01112370_T1.bw", "sample BRCA_2 was mapped to the bigWig
of BRCA_000CFD9F_T2", "In the sample sheet, BRCA_1 points to …". Citing a record with table rows
(facts of kind ``row``: a preview's lines, each a tuple of cells), the two names must stand in one
row: ✓ when a row holds both, ✗ when each is in some row but never the same one; nothing is checked
when either is in no row. A name stands in a cell written as it is or as it is with a file suffix
("BRCA_01112370_T1" in "BRCA_01112370_T1.bw"). The words are rules (:mod:`.rules`), ids ``mapping.*``.
"""

from __future__ import annotations

from .matcher import Context
from .rules import rule
from .said import Fact

MAPPING_RE = rule(
    "mapping.pair",
    "An arrow or a verb of pointing between two identifier-shaped names ('S_1 → S_01_T1.bw', 'S_2 was mapped to "
    "the file of S_02_T2') says they stand in one row of the cited table.",
    r"(?P<a>[A-Za-z][\w.-]*[\d_][\w.-]*)\**(?:,\s*(?:for\s+(?:instance|example)|e\.g\.|say),)?\s*"
    r"(?:\u2192|->|=>|\u21d2|\s(?:(?:is|was)\s+)?(?:points?|pointed|"
    r"corresponds?|corresponded|maps?|mapped|links?|linked)\s+to)\s+\**(?:the\s+)?"
    r"(?:[A-Za-z]+\s+(?:of\s+(?:the\s+)?)?)?\**(?P<b>[A-Za-z][\w.-]*[\d_][\w.-]*)",
    ["S_1 \u2192 S_01_T1.bw", "S_2 was mapped to the file of S_02_T2", "S_1, for instance, maps to S_01_T1.bw"],
    ["64 \u2192 34 peaks", "rep1 is higher than rep2"])
_WORDS = ("\u2192", "->", "=>", "\u21d2", "to ")


def _in(name: str, cells: tuple[str, ...]) -> bool:
    low = name.lower().rstrip(".")
    return any(c.lower() == low or c.lower().startswith(low + ".") for c in cells)


def mapping_facts(text: str, masked: str, span: tuple[int, int], ctx: Context) -> list[Fact]:
    """A fact for each pair of names said to go together whose names the cited rows hold."""
    low = masked[span[0]:span[1]]
    if not any(w in low for w in _WORDS):
        return []
    rows = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "row"]
    if not rows:
        return []
    out: list[Fact] = []
    for m in MAPPING_RE.finditer(masked, *span):
        a, b = text[m.start("a"):m.end("a")], text[m.start("b"):m.end("b")]
        both = next(((cid, f) for cid, f in rows if _in(a, f.value) and _in(b, f.value)), None)
        fact = Fact("name", text[m.start():m.end()], f"{a} → {b}", rule="mapping.pair")
        if both is not None:
            cid, row = both
            fact.back(cid, row.path, row.matched, f"{a} and {b} → one row ({row.path})", "mapping.pair")
        elif any(_in(a, f.value) for _, f in rows) and any(_in(b, f.value) for _, f in rows):
            fact.note = f"{a} and {b} are not in the same row of the cited table"
        else:
            continue
        out.append(fact)
    return out
