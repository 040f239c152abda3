"""Over-generalisation: "all seven H1 marks", "each of the eight samples", "all 3 tracks".

A universal quantifier with a count before a noun of an entity kind (the vocabulary's
``kind_words``: "tracks", "samples", "marks" …) says the cited records cover that many entities of
the kind. The count is checked against the entities of that kind the cited records hold values
for (those whose names hold the words between the count and the noun, "H1" of "all seven H1 marks";
unchecked when no name holds them, "all three signal tracks"): "All seven H1 marks were summarised
over the window" citing a record of four marks is ✗ — whatever else the sentence says is right.
("The two replicates" without "all" may name a subset, and is not checked.)
"""

from __future__ import annotations

import re

from .matcher import Context
from .rules import rule
from .said import Fact

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12}
_ALL_N_RE = rule("count.all-n", "'all N', 'each of the N', 'every one of the N' before a noun of a kind says the cited "
                 "records cover N entities of that kind.",
                 r"\b(?:all(?:\s+of)?(?:\s+the)?|each\s+of\s+the|every\s+one\s+of\s+the)\s+"
                 r"(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
                 r"(?P<words>(?:[\w.-]+\s+){0,2}?)(?P<noun>[a-z]+s)\b",
                 ["All seven group A scores", "each of the eight test samples", "all 3 files"],
                 ["the two samples", "all files"])


def _kind_of(noun: str, ctx: Context) -> str | None:
    for pattern, kind in ctx.vocabulary.kind_words:
        if re.fullmatch(pattern, noun, re.IGNORECASE):
            return kind
    return None


def _covered(kind: str, ctx: Context) -> list[str]:
    """The entities of ``kind`` the cited records hold a number about (alone, not as a pair)."""
    seen: dict[str, None] = {}
    for _, rf in ctx.cited:
        for f in rf.facts:
            if f.kind == "number" and len(f.entities) == 1 and ctx.index.kind(f.entities[0]) == kind:
                seen.setdefault(f.entities[0])
    return list(seen)


def group_counts(text: str, masked: str, span: tuple[int, int], ctx: Context) -> list[Fact]:
    """A refuted fact for each "all N <kind>" of the sentence whose count is not how many of that kind
    the cited records cover (a right count adds no fact: it never makes a sentence ✓ by itself)."""
    out: list[Fact] = []
    for m in _ALL_N_RE.finditer(masked, *span):
        kind = _kind_of(m.group("noun"), ctx)
        if kind is None:
            continue
        covered = _covered(kind, ctx)
        words = m.group("words").split()
        if words:  # "all seven H1 marks": those whose names hold the words ("all three signal tracks": none do)
            covered = [k for k in covered if all(w.lower() in ctx.index.label(k).lower() for w in words)]
        if not covered:
            continue
        said = m.group("n").lower()
        n = _WORDS.get(said) or int(said)
        if len(covered) != n:  # (a right count is no claim of its own: what is said of all of them is)
            out.append(Fact("group", text[m.start():m.end()], n, rule="count.all-n",
                            note=f"The cited records cover {len(covered)} {kind}s, not {n} as said"))
    return out
