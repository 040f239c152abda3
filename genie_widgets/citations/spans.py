"""Numbers written as words or as spans: ranges ("between 0.4 and 0.5", "0.4–0.5") and word
fractions ("a third", "two thirds", "three quarters", "half of").

A range is one claim: the value of the attribute it is bound to must lie between its bounds
(each widened by the precision it is written at). A word fraction of something ("covers three
quarters of the window") is read as a percent, matching a fraction-valued attribute ×100 within
±2.5 points (±4 hedged: the words are round by nature); a fraction of another entity's value
("rep1's mean is about half of rep2's") is a ratio of the two cited values. Offsets are character
offsets into the message (start inclusive, end exclusive).
"""

from __future__ import annotations

import re

from . import fastpath
from .claims import Claim, Fact, extract_claims
from .cuescan import PrefixedSearch, lower
from .numbers import Number

_BETWEEN_RE = re.compile(r"\bbetween\s*$", re.IGNORECASE)
_UNITS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
          "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10}
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "nine": 9}
_FRACTION_RE = re.compile(
    r"(?<![\w.])(?:(?P<n>a|an|one|two|three|four|nine)[\s-]+(?P<unit>half|third|thirds|quarter|quarters|fourth|"
    r"fourths|fifth|fifths|tenth|tenths)|(?P<half>half))(?:\s+of\b|(?=\s+(?:the|its|their|as)\b))",
    re.IGNORECASE)
_POSSESSIVE_AFTER_RE = re.compile(r"\s+(?:the\s+)?[\w.-]+(?:'s|\u2019s)(?!\w)", re.IGNORECASE)
_HEDGE_BEFORE_RE = re.compile(r"(?:about|around|roughly|nearly|almost|approximately|some|~|\u2248)\s*$", re.IGNORECASE)
_BETWEEN = PrefixedSearch(_BETWEEN_RE)
_HEDGE_BEFORE = PrefixedSearch(_HEDGE_BEFORE_RE)


def _ranges(text: str, masked_text: str, claims: list[Claim]) -> list[Claim]:
    """Pairs of plain numbers written as a range become one claim."""
    out: list[Claim] = []
    i = 0
    while i < len(claims):
        a = claims[i]
        b = claims[i + 1] if i + 1 < len(claims) else None
        if b is None or a.number is None or b.number is None or a.derived or b.derived or a.fact.kind != "number":
            out.append(a)
            i += 1
            continue
        gap = masked_text[a.end:b.pos]
        word = gap.strip().lower()
        if word == "and":
            ok = _BETWEEN.search(masked_text, max(0, a.pos - 12), a.pos) is not None
        else:
            ok = word in ("\u2013", "\u2014") or (gap == "-" and "." in a.fact.text and "." in b.fact.text)
        lo, hi = a.number.value, b.number.value
        if not ok or not lo < hi or (a.number.percent and not b.number.percent):
            out.append(a)
            i += 1
            continue
        tol = max(a.number.tolerance, b.number.tolerance)
        number = Number((lo + hi) / 2, (hi - lo) / 2 + tol, a.number.percent or b.number.percent,
                        a.number.unit or b.number.unit, False, False)
        out.append(Claim(a.pos, b.end, Fact("number", text[a.pos:b.end], number.value), number))
        i += 2
    return out


#: Every fraction word holds one of these (in ASCII lower case; none holds an ``i``, ``k`` or
#: ``s``, the letters some non-ASCII characters match case-insensitively): the fast path skips
#: messages without any.
_FRACTION_PARTS = ("half", "rd", "quarter", "fourth", "fth", "tenth")


def _fractions(text: str, masked_text: str) -> list[Claim]:
    out: list[Claim] = []
    if fastpath.enabled():
        low = lower(masked_text)
        if not any(part in low for part in _FRACTION_PARTS):
            return out
    for m in _FRACTION_RE.finditer(masked_text):
        if m.group("half"):
            value = 0.5
        else:
            n, unit = _COUNTS[m.group("n").lower()], _UNITS[m.group("unit").lower()]
            if n >= unit:
                continue
            value = n / unit
        hedged = _HEDGE_BEFORE.search(masked_text, max(0, m.start() - 16), m.start()) is not None
        words = text[m.start():m.end()].rstrip()
        words = words[:-3].rstrip() if words.lower().endswith(" of") else words
        if _POSSESSIVE_AFTER_RE.match(masked_text, m.end()):
            claim = Claim(m.start(), m.start() + len(words), Fact("number", words, value),
                          Number(value, 0.04 if hedged else 0.025, False, None, False, hedged))
            claim.derived = "ratio"
        else:
            claim = Claim(m.start(), m.start() + len(words), Fact("number", words, value * 100),
                          Number(value * 100, 4.0 if hedged else 2.5, True, None, False, hedged))
        out.append(claim)
    return out


def read_numbers(text: str, masked_text: str) -> list[Claim]:
    """:func:`~.claims.extract_claims` with ranges joined and word fractions added, in order."""
    claims = _ranges(text, masked_text, extract_claims(text, masked_text))
    taken = [(c.pos, c.end) for c in claims]
    extra = [c for c in _fractions(text, masked_text) if not any(s < c.end and c.pos < e for s, e in taken)]
    return sorted(claims + extra, key=lambda c: c.pos)
