"""Which track a record's note is about: "the genome-mismatch warning concerns the K562 RNA file",
"- **Warning:** on the H3K27me3 bigWig". A cited record's notes (facts of kind ``note``, each about
the entities its text names, :mod:`genie_widgets.tools.note_facts`) back a name said beside a note
word when the note names it, and refute it when the note names others. Only names followed by a
noun of their kind ("the K562 RNA file", "the H3K27me3 bigWig") within a clause of the note word
are read: "K562 H3K27ac averaged 1.93; note the warning" says nothing of whom the warning is about.
The words are rules (:mod:`.rules`), ids ``note.*``.
"""

from __future__ import annotations

from .entities import Mention
from .matcher import Context
from .phrases import join_and
from .referents import narrowed
from .rules import reading, rule
from .said import Fact

ABOUT = reading("note.about", "A file or track named beside a note word is backed when a cited record's note names "
                "it, and refuted when the note names others.", ["the mismatch warning concerns the item_2 file"])

NOTE_RE = rule(
    "note.word",
    "A word naming a record's note ('warning', 'mismatch', 'flagged') makes the name of a file or track beside it "
    "a claim about which one the note concerns.",
    r"\b(?:warn(?:ing|ings|ed|s)?|mismatch(?:es|ed)?|flag(?:ged|s)?)\b",
    ["the genome-mismatch warning", "it was flagged"], ["warmly"])
_NEAR = 80  # characters: a name this far from the note word, in its clause, is what the note is said to be about


def _noun_after(masked: str, end: int, ctx: Context) -> bool:
    words = masked[end:end + 24].split()[:2]
    return any(ctx.vocabulary.kind_of(w.strip(".,;:)*")) is not None for w in words)


def note_claims(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], ctx: Context) -> list[Fact]:
    """A fact for each file or track named beside a note word (see the module docstring)."""
    notes = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "note" and f.entities]
    word = NOTE_RE.search(masked, *span) if notes else None
    if word is None:
        return []
    about = {e for _, f in notes for e in f.entities}
    kinds = {ctx.index.kind(e) for e in about}
    out: list[Fact] = []
    seen: set[tuple[int, int]] = set()
    for m in mentions:
        far = min(abs(m.start - word.end()), abs(word.start() - m.end)) > _NEAR
        if (m.start, m.end) in seen or not span[0] <= m.start < span[1] or far or not _noun_after(masked, m.end, ctx):
            continue
        seen.add((m.start, m.end))
        keys = {k for k in narrowed(mentions, m, span) if ctx.index.kind(k) in kinds}
        if not keys:
            continue
        fact = Fact("name", text[m.start:m.end], text[m.start:m.end], rule=ABOUT)
        hit = next(((cid, f) for cid, f in notes if keys & set(f.entities)), None)
        if hit is not None:
            cid, f = hit
            fact.back(cid, f.path, f.matched, f"{fact.text} → named in the record's note", ABOUT)
        else:
            named = join_and(sorted({ctx.index.label(e) for e in about}))
            fact.note = f"The record's note names {named}, not {fact.text}"
        out.append(fact)
    return out
