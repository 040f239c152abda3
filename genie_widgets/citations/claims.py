"""Claims that sentences make: numbers, loci and accessions, each bound to the words around it.

:func:`read_claims` finds the facts a message states (:class:`Fact`, the public shape) and wraps
each in a :class:`Claim` that also holds how it was written (:class:`~.numbers.Number`), the
clause it stands in, the attribute words bound to it (from a :class:`~.facts.Vocabulary`), the
role of a locus ("the view is X" → ``view``; "over X" → ``scope``) or an accession ("experiment
ENCSR…" → ``experiment``) and, for derived numbers ("2.1-fold", "64% fewer", "0.3 higher than"),
the arithmetic they state. Entity mentions depend on the cited records and are bound by
:mod:`.matcher`.

The facts and claims are :mod:`.said`'s; how attribute words bind to numbers is :mod:`.cues`.
Clauses end at ``, ; : ( ) |`` and arrows, and at "and", "but", "while", "whereas", "with",
"against" (:mod:`.clauses`).
"""

from __future__ import annotations

import dataclasses
import itertools
import re

from . import fastpath
from .clauses import ClauseMark, clause_cuts, clause_of
from .cues import CueHit, bind_cue, content_words, cue_hits, fits, partitive, range_ends, respective_words
from .cuescan import PrefixedSearch
from .derived import derivation
from .facts import Vocabulary
from .notvalues import not_values
from .numbers import (
    Number,
    accession_matches,
    locus_matches,
    locus_value,
    number_bound,
    number_matches,
    parse_number,
    scaled_locus,
    scaled_locus_matches,
    url_matches,
)
from .patterns import MessageGate, lower
from .records import TokenMatch
from .said import Claim, Fact
from .sentences import Span, _Ranges
from .tables import column_cue

#: Block markers at a line start, nested or not: quotes, bullets, ordered-list numbers, headings.
_LINE_MARKER_RE = re.compile(r"^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|#{1,6})(?:[ \t]+|(?=\s|$)))+", re.MULTILINE)
#: Chip-like references: ``[1]``, ``[12]``, footnotes ``[^1]``.
_CHIP_RE = re.compile(r"\[\^?\d{1,4}\]")
_UNDERSCORE_RE = re.compile("_")
_SCOPE_PREP_RE = re.compile(
    r"\b(?:over|across|in|within|on|for|throughout|spanning|computed\s+over|measured\s+over|"
    r"(?:zoom(?:ing|ed)?(?:\s+in)?|narrow(?:ing|ed)?(?:\s+down)?|restrict(?:ing|ed)?|focus(?:ing|ed)?|"
    r"limit(?:ing|ed)?)\s+(?:in)?(?:to|on))\s+(?:the\s+)?"
    r"(?:(?:whole|entire|full|same|visible|current)\s+)?(?:(?:region|window|view|interval|locus|scope|chromosome)\s+)?$"
    r"|(?:chromosome|genome|scope|region|window|view)\s*\($",
    re.IGNORECASE,
)
_TWICE_RE = re.compile(r"\b(?:twice|double|(?P<three>triple|treble|thrice)|(?P<four>quadruple))\b", re.IGNORECASE)
_TERM_BEFORE_RE = re.compile(r"(?:\b(?:plus|minus)|[+\u2212])\s*$", re.IGNORECASE)


def _blank(chars: list[str], start: int, end: int) -> None:
    """Blank ``chars[start:end]``, keeping line breaks (same length)."""
    piece = chars[start:end]
    chars[start:end] = ["\n" if ch == "\n" else " " for ch in piece] if "\n" in piece else [" "] * len(piece)


def masked(text: str, code: _Ranges, tokens: list[TokenMatch]) -> str:
    """``text`` with what is not a claim blanked out (same length, so offsets hold): code, tokens,
    list/heading/quote markers, chip numbers and emphasis marks (``*``, and ``_`` unless it joins
    two letters or digits as in ``peak_3``)."""
    chars = list(text)
    for s, e in code.ranges:
        _blank(chars, s, e)
    for t in tokens:
        _blank(chars, t.start, t.end)
    for m in _LINE_MARKER_RE.finditer(text):
        _blank(chars, m.start(), m.end())
    for m in _CHIP_RE.finditer(text):
        _blank(chars, m.start(), m.end())
    last = len(chars) - 1
    for m in _UNDERSCORE_RE.finditer(text):  # blanking never changes a neighbour's alnum-ness
        i = m.start()
        if not (0 < i < last and chars[i - 1].isalnum() and chars[i + 1].isalnum()):
            chars[i] = " "
    return "".join(chars).replace("*", " ")


#: Between the two ends of a range that shares the unit written after the second: "1.0 to 1.2 Mb".
_UNIT_SHARED_RE = re.compile(r"[ \u00a0]*(?:to|-|\u2013|\u2014|and)[ \u00a0]*", re.IGNORECASE)


def _bare(n: Number) -> bool:
    return n.unit is None and not n.percent and not n.times and n.bound is None and n.value >= 0


def _scaled_like(n: Number, like: Number) -> Number:
    """``n`` written in the unit of ``like`` (a length in bp scaled by kb / Mb)."""
    scale = like.value / like.raw if like.raw else 1.0
    return Number(n.value * scale, n.tolerance * scale, False, like.unit, False, n.hedged, False, None, n.value)


#: Words before a count that make it the size of a selection: "the top 5 peaks", "the first three".
SELECTION_WORDS = r"top|bottom|first|last"
_SELECTION_RE = re.compile(rf"\b(?:{SELECTION_WORDS})[\s-]+$", re.IGNORECASE)


def extract_claims(text: str, masked_text: str) -> list[Claim]:
    """Every fact in ``masked_text`` (a blanked copy of ``text``, same length), in order.

    Accessions are read first, then URLs are blanked, then loci are read and blanked (their
    numbers are part of the locus), then timestamps, times, paths, file names and hashes are
    blanked, then the remaining numbers are read.
    """
    found: list[Claim] = []
    chars = list(masked_text)
    fast = fastpath.enabled()
    blanked = False  # whether ``chars`` differs from the text last joined (fast path: join only then)
    for m in accession_matches(masked_text):
        found.append(Claim(m.start(), m.end(), Fact("accession", text[m.start():m.end()], m.group().upper())))
        _blank(chars, m.start(), m.end())
        blanked = True
    for m in url_matches(masked_text):
        _blank(chars, m.start(), m.end())
        blanked = True
    rest = "".join(chars) if blanked or not fast else masked_text
    blanked = False
    for m in locus_matches(rest):
        found.append(Claim(m.start(), m.end(), Fact("locus", text[m.start():m.end()], locus_value(m))))
        _blank(chars, m.start(), m.end())
        blanked = True
    for m in scaled_locus_matches("".join(chars) if blanked else rest):  # "chr6:31.13–31.15 Mb"
        value, tolerance = scaled_locus(m)
        claim = Claim(m.start(), m.end(), Fact("locus", text[m.start():m.end()], value))
        claim.extra["tolerance"] = tolerance
        found.append(claim)
        _blank(chars, m.start(), m.end())
        blanked = True
    rest = "".join(chars) if blanked or not fast else rest
    blanked = False
    for s, e in list(not_values(rest)):
        _blank(chars, s, e)
        blanked = True
    rest = "".join(chars) if blanked or not fast else rest
    previous: Claim | None = None
    for m in number_matches(rest):
        number = parse_number(m, rest)
        if number is None or (number.integer and number.unit is None and
                              _SELECTION_RE.search(rest, max(0, m.start() - 8), m.start())):
            continue  # "the top 5 peaks": how many were picked to show, not a claim
        if previous is not None and previous.number is not None and previous.number.hedged and not number.hedged:
            number = _hedged_like(number, m, rest, previous.end)  # "about 27,600 for rep1 and 23,000 for rep2"
        claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], number.value), number)
        if previous is not None and previous.number is not None and number.unit == "bp" and \
                _UNIT_SHARED_RE.fullmatch(rest, previous.end, m.start()) and _bare(previous.number):
            previous.number = _scaled_like(previous.number, number)  # "from 1.0 to 1.2 Mb": 1.0 Mb
            previous.fact.value = previous.number.value
        found.append(claim)
        previous = claim
    low = lower(rest) if fast else ""
    if not fast or "tw" in low or "double" in low or "tripl" in low or "trebl" in low or "thrice" in low \
            or "quadrupl" in low:  # the fast path skips texts with none of the words
        for m in _TWICE_RE.finditer(rest):
            if _TERM_BEFORE_RE.search(rest, max(0, m.start() - 8), m.start()):
                continue  # "the mean plus twice the SD": a term of a sum, not a ratio said
            bound, close = number_bound(rest, m.start())  # "more than twice"
            tolerance = 0.15 if bound is None or close else float("inf")
            times = 3.0 if m.group("three") else 4.0 if m.group("four") else 2.0
            claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], times),
                          Number(times, tolerance, False, bound=bound))
            claim.derived = "ratio"
            found.append(claim)
    found.sort(key=lambda claim: claim.pos)
    return found


#: Between two listed numbers: "about 27,600 for rep1 and 23,000 for rep2", "~0.9 and 0.6".
_LISTED_AFTER_HEDGE_RE = re.compile(r"(?:\s+(?:for|of|in|on|at)\s+[\w.'\u2019-]+(?:\s+[\w.'\u2019-]+){0,2})?\s*,?\s*"
                                    r"(?:and|or|&|vs\.?|versus|/|,)\s*", re.IGNORECASE)


def _hedged_like(number: Number, m: re.Match[str], rest: str, after: int) -> Number:
    """A hedge said once before a list of numbers covers each of them: "about 27,600 for rep1 and
    23,000 for rep2" reads the 23,000 at its significant figures too (whole numbers with trailing
    zeros are the only ones this widens)."""
    digits = m.group("int").replace(",", "")
    zeros = len(digits) - len(digits.rstrip("0"))
    if m.group("frac") or m.group("exp") or not zeros or not digits.strip("0") or \
            not _LISTED_AFTER_HEDGE_RE.fullmatch(rest, after, m.start()):
        return number
    scale = number.value / number.raw if number.raw else 1.0
    return dataclasses.replace(number, tolerance=max(number.tolerance, 0.5 * 10.0 ** zeros * scale), hedged=True)


#: Per vocabulary: the view words, the accession roles said before an accession and those said
#: after it ("<accession> is the experiment accession"), compiled once.
_RolePatterns = tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]], list[tuple[re.Pattern[str], str]], MessageGate]
_ROLE_PATTERNS: dict[int, tuple[Vocabulary, _RolePatterns]] = {}
_SCOPE_PREP = PrefixedSearch(_SCOPE_PREP_RE)
#: How every text :data:`_CONTAINER_RE` accepts ends (lower case, trailing space removed).
_PROFILED_RE = re.compile(r"\b(?:we|you|i|they)\s+[a-z]+(?:ed|d)\s*[,(]?\s*$", re.IGNORECASE)
_CONTAINER_ENDS = ("in", "within", "inside", "into", "the", "view", "viewport", "window", "region", "interval", "at",
                   "ed", "d")  # (and "… window we profiled")
_VIEW_AFTER_RE = re.compile(r"\s*(?:view(?:port)?|window)\b", re.IGNORECASE)
_COMPUTED_OVER_RE = re.compile(r"(?:over|across|throughout|spanning|computed|measured)\b", re.IGNORECASE)
_CONTAINER_RE = re.compile(r"\b(?:inside|within|into|in|(?P<out>outside(?:\s+of)?))\s+(?:the\s+|a\s+|this\s+)?"
                           r"(?:[\w.,-]+\s+){1,2}"
                           r"(?:view(?:port)?|window|region|interval)(?:\s+(?:we|you|i|they)\s+[a-z]+(?:ed|d))?\s*[,(]?\s*$"
                           r"|\b(?:lies?|lay|falls?|fell|sits?|sat|are|is|located|found|contained)\s+(?:\w+\s+)?"
                           r"(?:within|inside|in)\s+(?:the\s+)?(?:(?:[\w.,-]+\s+){0,2}(?:window|region|interval)\s+at\s+)?$",
                           re.IGNORECASE)


def _compiled_roles(vocabulary: Vocabulary) -> _RolePatterns:
    hit = _ROLE_PATTERNS.get(id(vocabulary))
    if hit is not None and hit[0] is vocabulary:
        return hit[1]
    view_re = re.compile(rf"(?<!inside\s)(?<!within\s)(?<!inside\sthe\s)(?<!within\sthe\s)(?:{vocabulary.view_cues})"
                         # "the window we profiled, X"
                         r"(?:\s+(?:we|you|i|they)\s+[a-z]+(?:ed|d)(?:\s+(?:into|in|on|at|over|across))?\b)?"
                         r"\s*(?:(?:is|was|are|now|shows|showed|covers|covered|spans|spanned|set|changed|moved|to|on|at|"
                         r"sits|sat|:|=|,)"
                         r"\s*)*$", re.IGNORECASE)
    roles = [(PrefixedSearch(re.compile(rf"\b(?:{p})\b\s*(?:accession\s*)?(?:(?:here|now|then|shown|listed|itself)\s+)?"
                                        r"(?:is\s+|was\s+|:\s*|,\s*)?$", re.IGNORECASE)), r)  # "the experiment, X"
             for p, r in vocabulary.accession_roles]
    after = [(re.compile(rf"\s*(?:is|was)\s+(?:the|an?|its|their)\s+(?:[\w-]+\s+){{0,2}}(?:{p})\b", re.IGNORECASE), r)
             for p, r in vocabulary.accession_roles]
    compiled = (PrefixedSearch(view_re), roles, after, MessageGate(view_re))
    _ROLE_PATTERNS[id(vocabulary)] = (vocabulary, compiled)
    return compiled


def _role_patterns(vocabulary: Vocabulary) -> tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]], MessageGate]:
    """The vocabulary's view words (with the test whether a message could hold them) and accession
    roles (said before an accession)."""
    view, roles, _after, view_gate = _compiled_roles(vocabulary)
    return view, roles, view_gate


def _role_after(vocabulary: Vocabulary, after: str) -> str | None:
    """The role an accession is given after it: "<accession> is the experiment (accession)", "is the
    top-ranked file"."""
    return next((role for pattern, role in _compiled_roles(vocabulary)[2] if pattern.match(after)), None)


def read_claims(text: str, masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary,
                low: str | None = None, marks: list[ClauseMark] | None = None,
                names: list[Span] | None = None) -> list[CueHit]:
    """Bind the claims of one sentence (``span``): clauses, attribute cues, locus and accession
    roles, derived arithmetic. Claims are changed in place; returns the sentence's cues.
    ``marks``: the sentence's clause marks, when the caller found them (:func:`clause_marks`);
    ``names``: the spans of the entity names it holds (words inside a name, such as the
    "replicate" of "replicate 1" or the "peaks" of "rep1 peaks", are not attribute words)."""
    cuts = clause_cuts(masked_text, *span, marks)
    hits = cue_hits(masked_text, span, vocabulary, low)
    if names:  # but "all 64 rep1 peaks": a name said right after a count ends in the noun it counts
        counted = {e for s, e in names if any(c.number is not None and c.number.integer and c.end <= s and
                                              not masked_text[c.end:s].strip() for c in claims)}
        hits = [h for h in hits if h.end in counted or not any(s <= h.start and h.end <= e for s, e in names)]
    view_re, roles, view_gate = _role_patterns(vocabulary)
    fast = fastpath.enabled()
    views = view_gate(low if low is not None else lower(masked_text))  # (False: no view words anywhere)
    tabled = "|" in masked_text[span[0]:span[1]]
    for claim in claims:
        claim.clause = clause_of(cuts, claim.pos)
        before = masked_text[max(span[0], claim.pos - 60):claim.pos]
        if claim.fact.kind == "locus":
            holder = _CONTAINER_RE.search(before) if before.rstrip().rstrip(",(").rstrip().lower().endswith(
                _CONTAINER_ENDS) else None
            if holder is not None:
                # "falls inside the 10-kb window X": a region the sentence
                claim.extra["container"] = True  # relates a feature to, not the view nor the feature's locus
                if holder.group("out"):
                    claim.extra["outside"] = True  # "lies outside the 10-kb window X"
                if _PROFILED_RE.search(holder.group()):
                    claim.extra["strict"] = True  # "inside the 10-kb window we profiled (X)": X is a cited scope
            elif (views and view_re.search(before)) or _VIEW_AFTER_RE.match(masked_text, claim.end):
                # "the view is X"; "the chr19:1.0–1.2 Mb view"
                claim.role = "view"
            else:
                prep = _SCOPE_PREP.search(before)
                if prep is not None:
                    claim.role = "scope"
                    if _COMPUTED_OVER_RE.match(prep.group()):  # "over X, rep1 averaged 2.76": computed over X itself
                        claim.extra["strict"] = True
            continue
        if claim.fact.kind == "accession":
            for pattern, role in roles:
                if pattern.search(before[-30:]):
                    claim.role = role
                    break
            else:  # "ENCFF779QTH is the experiment accession"
                role_after = _role_after(vocabulary, masked_text[claim.end:min(span[1], claim.end + 40)])
                if role_after is not None:
                    claim.role = role_after
            continue
        number = claim.number
        if number is None:
            continue
        if claim.derived is None:  # "twice" and word fractions come derived already
            how = derivation(number, masked_text, claim.pos, claim.end, claim.clause[0], span[1], fast)
            claim.derived, claim.less = how.kind, how.less
            claim.extra.update(how.extra)
        usable = [h for h in hits if fits(claim, h, vocabulary)]
        if claim.derived == "per":  # the words after "per" name the denominator, not the value
            after = masked_text[claim.end:min(span[1], claim.end + 40)]
            per_at = claim.end + after.lower().index("per", len(after) - len(after.lstrip()))
            usable = [h for h in usable if h.end <= per_at or h.start < claim.pos]
        cue = bind_cue(claim, usable, masked_text, claim.clause, span, names)
        if tabled:  # "| rep1 – pooled | 0.90 | 0.87 |": the column's header names what 0.87 is
            cue = column_cue(masked_text, claim, cue, vocabulary, low)
        if cue is not None and claim.extra.get("word") and content_words(_unnamed(
                masked_text, *((cue.end, claim.pos) if cue.end <= claim.pos else (claim.end, cue.start)), names)) \
                and not partitive(masked_text, claim, cue):
            cue = None  # a count in words is one only right next to what it counts: "two peaks", not "one carries"
        if cue is not None:
            claim.attributes, claim.cue = cue.attributes, cue.text
            if cue.after and not cue.before and number.unit is None and not number.percent and vocabulary.units:
                counts = frozenset(a for a in cue.attributes if vocabulary.units.get(a) != "bp")
                claim.attributes = counts or claim.attributes  # "over 100 bins": a count of bins, not a bin width
        if claim.extra.get("word") and number.value == 0 and cue is not None:
            # "No bins were excluded": none of what the words after it name together
            after_cues = [h.attributes for h in usable if h.after and claim.end <= h.start < claim.clause[1]]
            claim.attributes = frozenset().union(claim.attributes, *after_cues)
    if vocabulary.range_attributes[0] or vocabulary.position_attributes[0]:
        range_ends(masked_text, span, claims, vocabulary)
    respective_words(masked_text, span, claims, hits)
    _operands(masked_text, claims)
    _adjacent_lists(masked_text, claims, hits)
    return hits


def _unnamed(masked_text: str, start: int, end: int, names: list[Span] | None) -> str:
    """``masked_text[start:end]`` without the entity names and hedges in it: "sixty-four rep1 peaks",
    "sums to roughly fifty-one million" (the count stands right next to what it counts)."""
    piece = masked_text[start:end]
    for s, e in names or ():
        s, e = max(s, start), min(e, end)
        if s < e:
            piece = piece[:s - start] + " " * (e - s) + piece[e - start:]
    return _HEDGE_WORD_RE.sub(" ", piece)


_HEDGE_WORD_RE = re.compile(r"\b(?:about|around|roughly|approximately|nearly|almost|some)\b|~|\u2248", re.IGNORECASE)


#: Numbers listed after one word: "replicates 1, 2 and 3", "replicates 1 & 2", "replicates 1 through 4".
_NUMBER_LIST_JOIN_RE = re.compile(r"\s*(?:,|and|&|/|through|to|[-\u2013])\s*(?:and\s+)?", re.IGNORECASE)


def _adjacent_lists(masked_text: str, claims: list[Claim], hits: list[CueHit]) -> None:
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
_OPERATOR_RE = re.compile(r"\s*[+\u00d7*\u00f7]\s*|\s+[\u2212-]\s+")
_RESULT_RE = re.compile(r"\s*(?:=|\u2248|~=|\u2243)\s*")


def _operands(masked_text: str, claims: list[Claim]) -> None:
    """"The cutoff works out to 1.224 + 2 × 7.707 ≈ 16.64": the operands of a written expression
    are values of their own, whatever the words before the expression name (the result keeps them)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number"]
    for i, (a, b) in enumerate(itertools.pairwise(numbers)):
        op = _OPERATOR_RE.fullmatch(masked_text, a.end, b.pos)
        if op:
            for c in (a, b):
                if c.cue is not None and c.attributes and not c.derived:
                    c.attributes, c.cue = frozenset(), None
            result = numbers[i + 2] if i + 2 < len(numbers) else None
            longer = i > 0 and _OPERATOR_RE.fullmatch(masked_text, numbers[i - 1].end, a.pos)
            if result is not None and not longer and _RESULT_RE.fullmatch(masked_text, b.end, result.pos) and \
                    not _OPERATOR_RE.match(masked_text, result.end):
                # "127,742,951 − 127,735,433 = 7,518 bp": the result of the two values before it
                result.derived, result.extra["operands"] = "expression", (a, b, op.group().strip())
