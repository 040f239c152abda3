"""Ratios said in words: "twice", "double", "triple", "quadruple" (2, 3, 4), with their bounds
("more than twice", "well over double", "under twice"), read as derived numbers (ratios of two
cited values, checked by :mod:`.arithmetic`)."""

from __future__ import annotations

from .numbers import Number, number_bound
from .patterns import lower
from .rules import rule
from .said import Claim, Fact

_TWICE_RE = rule(
    "claim.twice",
    "'twice', 'double', 'triple' or 'quadruple' states a ratio of two values (2, 3 or 4) with no number written.",
    r"\b(?:twice|double|(?P<three>triple|treble|thrice)|(?P<four>quadruple))\b",
    examples=["B's mean is twice A's", "roughly triple the pooled value", "quadruple"],
    counterexamples=["two samples", "the count doubled"])
_TERM_BEFORE_RE = rule(
    "claim.term-before",
    "'plus' or 'minus' (or a sign) right before 'twice' ('the mean plus twice the SD') makes it a term of a sum, "
    "not a ratio said.",
    r"(?:\b(?:plus|minus)|[+\u2212])\s*$",
    examples=["the mean plus ", "1.22 + "],
    counterexamples=["the mean is ", "surplus of "])


#: "well over double", "above twice", "at least double", "under twice": bounds of a ratio word (where
#: "over" alone before a number says where, before a ratio word it says more).
_OVER_RATIO_RE = rule(
    "claim.ratio-bound",
    "'over', 'above', 'at least', 'under' or 'below' right before 'twice' / 'double' / 'triple' ('well over "
    "double') bound the ratio.",
    r"\b(?:(?:well|comfortably|far|easily|just|slightly)\s+)?(?:(?P<up>over|above|beyond)|(?P<least>at\s+least)|"
    r"under|below)\s+$",
    examples=["well over ", "at least ", "under "], counterexamples=["nearly ", "about "])


def read_twice(text: str, rest: str, found: list[Claim], fast: bool) -> None:
    """Read "twice", "double", "triple", "quadruple" as ratios (2, 3, 4)."""
    low = lower(rest) if fast else ""
    if fast and not ("tw" in low or "double" in low or "tripl" in low or "trebl" in low or "thrice" in low
                     or "quadrupl" in low):
        return  # the fast path skips texts with none of the words
    for m in _TWICE_RE.finditer(rest):
        if _TERM_BEFORE_RE.search(rest, max(0, m.start() - 8), m.start()):
            continue  # "the mean plus twice the SD": a term of a sum, not a ratio said
        bound, close = number_bound(rest, m.start())  # "more than twice"
        over = _OVER_RATIO_RE.search(rest, max(0, m.start() - 24), m.start()) if bound is None else None
        if over is not None:  # "well over double", "under twice": a ratio word's own bound
            bound, close = (">=" if over.group("least") else ">" if over.group("up") else "<"), False
        tolerance = 0.15 if bound is None or close else float("inf")
        times = 3.0 if m.group("three") else 4.0 if m.group("four") else 2.0
        claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], times),
                      Number(times, tolerance, False, bound=bound))
        claim.derived = "ratio"
        found.append(claim)
