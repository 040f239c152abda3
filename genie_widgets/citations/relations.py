"""Loci a sentence relates to each other: "X lies inside / overlaps Y" is checked as said (and
backs X when Y is backed), and a length written next to a locus is checked against that locus."""

from __future__ import annotations

import itertools
import re

from .numbers import length_unit, seq_key
from .said import Claim

_RELATION_RE = re.compile(r"\b(?:(?P<inside>inside|within|contained\s+in|in)|(?P<overlap>overlaps?|overlapping|"
                          r"intersects?)|(?P<outside>outside(?:\s+of)?|disjoint\s+from|away\s+from|far\s+from|"
                          r"apart\s+from|separate\s+from))\b", re.IGNORECASE)
#: A relation said not to hold: "X does not overlap Y", "X is not inside Y", "X lies outside Y".
_NOT_RE = re.compile(r"\b(?:not|never|no\s+longer)\b|n['\u2019]t\b", re.IGNORECASE)


def check_relations(masked_text: str, claims: list[Claim]) -> None:
    """"X lies inside Y" / "X overlaps Y" between two loci of the sentence, or said not to ("X does not
    overlap Y", "X lies outside Y"): checked as said."""
    loci = [c for c in claims if c.fact.kind == "locus"]
    for a, b in itertools.pairwise(loci):
        between = masked_text[a.end:b.pos]
        m = _RELATION_RE.search(between)
        if m is None or len(between) > 40:
            continue
        (ca, sa, ea), (cb, sb, eb) = a.fact.value, b.fact.value
        same = seq_key(ca) == seq_key(cb)
        inside = bool(m.group("inside"))
        holds = same and (sb <= sa and ea <= eb if inside else sa < eb and sb < ea)
        negated = bool(m.group("outside")) or bool(_NOT_RE.search(between, 0, m.start()))
        ok = holds != negated
        relation = "lies inside" if inside else "overlaps"
        if not ok:  # what really holds, against what the sentence says
            truth = relation if holds else ("does not lie inside" if inside else "does not overlap")
            a.fact.found = False
            a.fact.note = f"{a.fact.text} {truth} {b.fact.text}"
        elif ok and not negated and not a.fact.found and b.fact.found and not a.extra.get("feature"):
            # "the window X lies inside the view Y": X is backed by Y and the relation, as said
            f = a.fact
            f.back(b.fact.citation_id, b.fact.path, b.fact.matched,
                   f"{f.text} → {relation} {b.fact.binding or b.fact.text}")
            f.note = None


def locus_lengths(masked_text: str, claims: list[Claim]) -> None:
    """A length written next to a locus of the sentence ("the 10 kb window chr19:1,050,000-1,060,000")
    is backed when it is that locus's length and the locus is backed."""
    loci = [c for c in claims if c.fact.kind == "locus" and c.fact.found]
    unit = length_unit()
    for c in claims:
        n = c.number
        if c.fact.found or n is None or n.unit != unit or c.derived:
            continue
        for locus in loci:
            near = masked_text[c.end:locus.pos] if c.end <= locus.pos else masked_text[locus.end:c.pos]
            if len(near) > 24 or any(ch in near for ch in ",;()"):
                continue
            _, start, end = locus.fact.value
            if abs((end - start) - n.value) <= n.tolerance:
                f = c.fact
                f.back(locus.fact.citation_id, locus.fact.path, locus.fact.matched,
                       f"{f.text} → the length of {locus.fact.text} ({end - start:,} {unit})")
                f.note = None
                break
