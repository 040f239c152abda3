"""Numbers a sentence writes together: a list headed by one word ("replicates 1, 2 and 3") and a
written expression ("1.224 + 2 × 7.707 ≈ 16.64"). Both run after the numbers are bound to their
words (:func:`~.claims.read_claims`) and change those bindings in place."""

from __future__ import annotations

import itertools
import re

from .cues import CueHit
from .rules import rule
from .said import Claim

#: Numbers listed after one word: "replicates 1, 2 and 3", "replicates 1 & 2", "replicates 1 through 4".
_NUMBER_LIST_JOIN_RE = rule(
    "claim.number-list-join",
    "What may join the numbers of a list headed by one word ('samples 1, 2 and 3', 'samples 1 through 4'), "
    "so the word names each of them.",
    r"\s*(?:,|and|&|/|through|to|[-\u2013])\s*(?:and\s+)?",
    examples=[", ", " and ", " through "],
    counterexamples=[" vs ", " with "])


def adjacent_lists(masked_text: str, claims: list[Claim], hits: list[CueHit]) -> None:
    """A word that names only the number joined to it ("replicate 1") names every number of the list
    it heads: "pooling replicates 1, 2 and 3" (the 2 and 3 are replicates too, not a score after them)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number" and not c.derived]
    for i, head in enumerate(numbers):
        hit = next((h for h in hits if h.adjacent and h.attributes == head.attributes and h.end <= head.pos
                    and not masked_text[h.end:head.pos].strip(" \t-_:#")), None)
        if hit is None:
            continue
        for prev, nxt in itertools.pairwise(numbers[i:]):
            if not _NUMBER_LIST_JOIN_RE.fullmatch(masked_text, prev.end, nxt.pos):
                break
            nxt.attributes, nxt.cue = hit.attributes, hit.text


#: An arithmetic operator between two numbers: "1.224 + 2 × 7.707", "58,617,616 − 58,607,590".
TERM_LABEL = r"(?:\s*\([^()\d]*\))?"  # "800 (biosample) + 200 (target)": a term's label
_OPERATOR_RE = re.compile(TERM_LABEL + r"\s*[+\u00d7*\u00f7]\s*|" + TERM_LABEL + r"\s+[\u2212-]\s+")
_RESULT_RE = re.compile(TERM_LABEL + r"\s*(?:=|\u2248|~=|\u2243)\s*")
#: A slash between two numbers is a division only where a result follows ("10.20/1.687 ≈ 6.0"); else a pair.
_SLASH_RE = re.compile(r"\s*/\s*")


def operands(masked_text: str, claims: list[Claim]) -> None:
    """"The cutoff works out to 1.224 + 2 × 7.707 ≈ 16.64": the operands of a written expression
    are values of their own, whatever the words before the expression name (the result keeps them)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number"]
    for i, (a, b) in enumerate(itertools.pairwise(numbers)):
        op = _OPERATOR_RE.fullmatch(masked_text, a.end, b.pos)
        if op is None and i + 2 < len(numbers) and _SLASH_RE.fullmatch(masked_text, a.end, b.pos) and \
                _RESULT_RE.fullmatch(masked_text, b.end, numbers[i + 2].pos) and \
                not any(c.number is not None and c.number.unit for c in (a, b, numbers[i + 2])):
            op = _SLASH_RE.fullmatch(masked_text, a.end, b.pos)  # "σ/μ = 10.20/1.687 ≈ 6.0": a division, its result
        if op:
            for c in (a, b):
                c.extra["operand"] = True
                if c.cue is not None and c.attributes and not c.derived:
                    c.attributes, c.cue = frozenset(), None
            result = numbers[i + 2] if i + 2 < len(numbers) else None
            longer = i > 0 and _OPERATOR_RE.fullmatch(masked_text, numbers[i - 1].end, a.pos)
            if result is not None and not longer and _RESULT_RE.fullmatch(masked_text, b.end, result.pos) and \
                    not _OPERATOR_RE.match(masked_text, result.end):
                # "127,742,951 − 127,735,433 = 7,518 bp": the result of the two values before it
                result.derived, result.extra["operands"] = "expression", (a, b, op.group().rsplit(")", 1)[-1].strip())
