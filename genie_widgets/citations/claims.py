"""Claims that sentences make: numbers, loci and accessions, each bound to the words around it.

:func:`read_claims` finds the facts a message states (:class:`Fact`, the public shape) and wraps
each in a :class:`Claim` that also holds how it was written (:class:`~.numbers.Number`), the
clause it stands in, the attribute words bound to it (from a :class:`~.facts.Vocabulary`), the
role of a locus ("the view is X" → ``view``; "over X" → ``scope``) or an accession ("experiment
ENCSR…" → ``experiment``; :mod:`.roles`) and, for derived numbers ("2.1-fold", "64% fewer", "0.3
higher than"), the arithmetic they state. Entity mentions depend on the cited records and are
bound by :mod:`.matcher`.

The facts and claims are :mod:`.said`'s; how attribute words bind to numbers is :mod:`.cues`.
Clauses end at ``, ; : ( ) |`` and arrows, and at "and", "but", "while", "whereas", "with",
"against" (:mod:`.clauses`). The words read here are rules (:mod:`.rules`), ids ``claim.*``.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Callable

from . import fastpath
from .boundwords import cue_bound
from .clauses import ClauseMark, clause_cuts, clause_of
from .cuefits import fits
from .cuelists import range_ends, respective_words
from .cues import (
    CueHit,
    bind_cue,
    content_words,
    cue_hits,
    far_cue,
    partitive,
)
from .derived import derivation
from .facts import Vocabulary
from .glosses import compared_pairs, glossed_cue, versus_pairs
from .notvalues import not_values
from .numberlists import adjacent_lists, operands
from .numbers import (
    Number,
    accession_matches,
    length_unit,
    locus_matches,
    locus_value,
    number_matches,
    parse_number,
    scaled_locus,
    scaled_locus_matches,
    url_matches,
)
from .patterns import lower
from .ratiowords import read_twice
from .records import TokenMatch
from .roles import accession_role, locus_role, role_patterns, scope_preposition
from .rules import rule
from .said import Claim, Fact
from .sentences import Span, _Ranges
from .tables import column_cue

#: Block markers at a line start, nested or not: quotes, bullets, ordered-list numbers, headings.
_LINE_MARKER_RE = re.compile(r"^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|#{1,6})(?:[ \t]+|(?=\s|$)))+", re.MULTILINE)
#: Chip-like references: ``[1]``, ``[12]``, footnotes ``[^1]``.
_CHIP_RE = re.compile(r"\[\^?\d{1,4}\]")
_UNDERSCORE_RE = re.compile("_")
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
_UNIT_SHARED_RE = rule(
    "claim.unit-shared",
    "Between the two ends of a range, 'to', 'and' or a dash ('from 1.0 to 1.2 km') lets the first end share the "
    "unit written after the second.",
    r"[ \u00a0]*(?:to|-|\u2013|and)[ \u00a0]*|\u2014",
    examples=[" to ", "\u2013", " and "],
    counterexamples=[" vs ", ", "])


def _bare(n: Number) -> bool:
    return n.unit is None and not n.percent and not n.times and n.bound is None and n.value >= 0


def _scaled_like(n: Number, like: Number) -> Number:
    """``n`` written in the unit of ``like`` (a length in bp scaled by kb / Mb)."""
    scale = like.value / like.raw if like.raw else 1.0
    return Number(n.value * scale, n.tolerance * scale, False, like.unit, False, n.hedged, False, None, n.value,
                  n.precision * scale)


#: Words before a count that make it the size of a selection: "the top 5 peaks", "the first three".
SELECTION_WORDS = r"top|bottom|first|last"
_SELECTION_RE = rule(
    "claim.selection",
    "'top', 'bottom', 'first' or 'last' right before a whole number ('the top 5 items') makes it how many were "
    "picked to show, not a claim.",
    rf"\b(?:{SELECTION_WORDS})[\s-]+$",
    examples=["the top ", "the first ", "top-"],
    counterexamples=["the stop ", "the top item "])


def extract_claims(text: str, masked_text: str) -> list[Claim]:
    """Every fact in ``masked_text`` (a blanked copy of ``text``, same length), in order.

    Accessions are read first, then URLs are blanked, then loci are read and blanked (their
    numbers are part of the locus), then timestamps, times, paths, file names and hashes are
    blanked, then the remaining numbers are read.
    """
    found: list[Claim] = []
    chars = list(masked_text)
    fast = fastpath.enabled()  # (fast path: join ``chars`` again only when a step blanked something)
    rest = _read_accessions(text, masked_text, chars, found, fast)
    rest = _read_loci(text, rest, chars, found, fast)
    rest = _blank_not_values(rest, chars, fast)
    _read_numbers(text, rest, found)
    read_twice(text, rest, found, fast)
    found.sort(key=lambda claim: claim.pos)
    return found


def _read_accessions(text: str, masked_text: str, chars: list[str], found: list[Claim], fast: bool) -> str:
    """Read the accessions and blank them and the URLs in ``chars``; the text left to read."""
    blanked = False
    for m in accession_matches(masked_text):
        found.append(Claim(m.start(), m.end(), Fact("accession", text[m.start():m.end()], m.group().upper())))
        _blank(chars, m.start(), m.end())
        blanked = True
    for m in url_matches(masked_text):
        _blank(chars, m.start(), m.end())
        blanked = True
    return "".join(chars) if blanked or not fast else masked_text


def _read_loci(text: str, rest: str, chars: list[str], found: list[Claim], fast: bool) -> str:
    """Read the loci ("chr19:1,000-2,000", "chr6:31.13–31.15 Mb") and blank them; the text left."""
    blanked = False
    for m in scaled_locus_matches(rest):  # "chr6:31.13–31.15 Mb", "chr9:4–6 Mb" (before a plain "chr9:4–6")
        value, tolerance = scaled_locus(m)
        claim = Claim(m.start(), m.end(), Fact("locus", text[m.start():m.end()], value))
        claim.extra["tolerance"] = tolerance
        found.append(claim)
        _blank(chars, m.start(), m.end())
        blanked = True
    for m in locus_matches("".join(chars) if blanked else rest):
        found.append(Claim(m.start(), m.end(), Fact("locus", text[m.start():m.end()], locus_value(m))))
        _blank(chars, m.start(), m.end())
        blanked = True
    return "".join(chars) if blanked or not fast else rest


def _blank_not_values(rest: str, chars: list[str], fast: bool) -> str:
    """Blank the timestamps, times, paths, file names and hashes; the text left."""
    blanked = False
    for s, e in list(not_values(rest)):
        _blank(chars, s, e)
        blanked = True
    return "".join(chars) if blanked or not fast else rest


def _read_numbers(text: str, rest: str, found: list[Claim]) -> None:
    """Read the numbers of ``rest``: a hedge before a list covers its numbers, and the first end of a
    range takes the unit of the second ("from 1.0 to 1.2 Mb")."""
    previous: Claim | None = None
    for m in number_matches(rest):
        number = parse_number(m, rest)
        if number is None or (number.integer and number.unit is None and
                              _SELECTION_RE.search(rest, max(0, m.start() - 8), m.start())):
            continue  # "the top 5 peaks": how many were picked to show, not a claim
        if previous is not None and previous.number is not None and previous.number.hedged and not number.hedged:
            number = _hedged_like(number, m, rest, previous.end)  # "about 27,600 for rep1 and 23,000 for rep2"
        claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], number.value), number)
        if previous is not None and previous.number is not None and number.unit == length_unit() and \
                _UNIT_SHARED_RE.fullmatch(rest, previous.end, m.start()) and _bare(previous.number):
            previous.number = _scaled_like(previous.number, number)  # "from 1.0 to 1.2 Mb": 1.0 Mb
            previous.fact.value = previous.number.value
        found.append(claim)
        previous = claim


#: Between two listed numbers: "about 27,600 for rep1 and 23,000 for rep2", "~0.9 and 0.6".
_LISTED_AFTER_HEDGE_RE = rule(
    "claim.listed-after-hedge",
    "Between two listed numbers ('about 27,600 for A and 23,000 for B', '~0.9 and 0.6') a hedge said before "
    "the first covers the second too.",
    r"(?:\s+(?:for|of|in|on|at)\s+[\w.'\u2019-]+(?:\s+[\w.'\u2019-]+){0,2})?\s*,?\s*"
    r"(?:and|or|&|vs\.?|versus|/|,)\s*",
    examples=[" for A and ", " and ", ", "],
    counterexamples=[" then ", " at the view's end: "])


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


_DASH_GLOSS_RE = rule(
    "claim.dash-gloss",
    "A number with no attribute words right after a dash that follows a bound with them ('both average above 4 — "
    "4.15 for A and 7.18 for B') spells the bounded values out: it is of the same attribute.",
    r"\s*(?:\u2014|\u2013|--)\s*",
    examples=[" \u2014 ", " -- "], counterexamples=[", ", ": "])


def read_claims(text: str, masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary,
                low: str | None = None, marks: list[ClauseMark] | None = None,
                names: list[Span] | None = None,
                names_in: Callable[[int, int], list[Span]] | None = None) -> list[CueHit]:
    """Bind the claims of one sentence (``span``): clauses, attribute cues, locus and accession
    roles, derived arithmetic. Claims are changed in place; returns the sentence's cues.
    ``marks``: the sentence's clause marks, when the caller found them (:func:`clause_marks`);
    ``names``: the spans of the entity names it holds (words inside a name, such as the
    "replicate" of "replicate 1" or the "peaks" of "rep1 peaks", are not attribute words); ``names_in``
    finds them elsewhere (in a table's header: "| pooled |" names a column's entity)."""
    cuts = clause_cuts(masked_text, *span, marks)
    hits = _sentence_cues(masked_text, span, vocabulary, low, claims, names)
    view_re, roles, view_gate = role_patterns(vocabulary)
    fast = fastpath.enabled()
    views = view_gate(low if low is not None else lower(masked_text))  # (False: no view words anywhere)
    tabled = "|" in masked_text[span[0]:span[1]]
    names_in = names_in or (lambda start, end: [])
    previous: Claim | None = None
    for claim in claims:
        claim.clause = clause_of(cuts, claim.pos)
        before = masked_text[max(span[0], claim.pos - 60):claim.pos]
        if claim.fact.kind == "locus":
            locus_role(claim, before, masked_text, view_re if views else None, scope_preposition(vocabulary),
                       opening=claim.pos - 60 <= span[0])
        elif claim.fact.kind == "accession":
            accession_role(claim, before, masked_text, span[1], vocabulary, roles)
        elif claim.number is not None:
            _bind_number(claim, claim.number, masked_text, span, hits, vocabulary, names, low, fast,
                         names_in if tabled else None)
            if not claim.attributes and not claim.derived and not claim.extra.get("word") and \
                    previous is not None and previous.attributes and previous.number is not None and \
                    previous.number.bound is not None and \
                    _DASH_GLOSS_RE.fullmatch(masked_text, previous.end, claim.pos):
                claim.attributes, claim.cue = previous.attributes, previous.cue  # "average above 4 — 4.15 for A"
        previous = claim
    if vocabulary.range_attributes[0] or vocabulary.position_attributes[0]:
        range_ends(masked_text, span, claims, vocabulary)
    respective_words(masked_text, span, claims, hits)
    versus_pairs(masked_text, claims, names, hits)
    compared_pairs(masked_text, span, claims, hits)  # "Pearson r exceeded Spearman ρ (0.615 vs 0.586)"
    operands(masked_text, claims)
    adjacent_lists(masked_text, claims, hits)
    return hits


def _sentence_cues(masked_text: str, span: Span, vocabulary: Vocabulary, low: str | None, claims: list[Claim],
                   names: list[Span] | None) -> list[CueHit]:
    """The attribute words of the sentence, less those inside an entity's name."""
    hits = cue_hits(masked_text, span, vocabulary, low)
    if names:  # but "all 64 rep1 peaks": a name said right after a count ends in the noun it counts
        counted = {e for s, e in names if any(c.number is not None and c.number.integer and c.end <= s and
                                              not masked_text[c.end:s].strip() for c in claims)}
        hits = [h for h in hits if h.end in counted or not any(s <= h.start and h.end <= e for s, e in names)]
    return hits


def _bind_number(claim: Claim, number: Number, masked_text: str, span: Span, hits: list[CueHit],
                 vocabulary: Vocabulary, names: list[Span] | None, low: str | None, fast: bool,
                 tabled: Callable[[int, int], list[Span]] | None) -> None:
    """The arithmetic a number's words state and the attribute words it binds."""
    if claim.derived is None:  # "twice" and word fractions come derived already
        how = derivation(number, masked_text, claim.pos, claim.end, claim.clause[0], span[1], fast)
        claim.derived, claim.less = how.kind, how.less
        claim.extra.update(how.extra)
    said = cue_bound(masked_text, claim.pos, hits, vocabulary.count_attributes) if number.bound is None else None
    if said is not None:  # "means above 3": the words name the value, the preposition bounds it
        number = claim.number = dataclasses.replace(number, bound=said[0], tolerance=(
            2 * number.tolerance if said[1] else math.inf))
    usable = [h for h in hits if fits(claim, h, vocabulary)]
    if claim.derived == "per":  # the words after "per" name the denominator, not the value
        after = masked_text[claim.end:min(span[1], claim.end + 40)]
        per_at = claim.end + after.lower().index("per", len(after) - len(after.lstrip()))
        usable = [h for h in usable if h.end <= per_at or h.start < claim.pos]
    cue = bind_cue(claim, usable, masked_text, claim.clause, span, names)
    if cue is None and not claim.derived:  # "The mean of BRCA T1 (7.18)": the words the value glosses
        cue = glossed_cue(claim, usable, masked_text, span, names)
    if tabled is not None:  # "| rep1 – pooled | 0.90 | 0.87 |": the column's header names what 0.87 is
        cue = column_cue(masked_text, claim, cue, vocabulary, low, tabled)
    if cue is None and not claim.derived and not claim.extra.get("word"):
        cue = far_cue(claim, usable, masked_text, span)
    if cue is not None and claim.extra.get("word") and content_words(_unnamed(
            masked_text, *((cue.end, claim.pos) if cue.end <= claim.pos else (claim.end, cue.start)),
            [*(names or ()), *((h.start, h.end) for h in usable)])) and not partitive(masked_text, claim, cue):
        cue = None  # a count in words is one only right next to what it counts: "two peaks", not "one carries"
    if cue is None:
        return
    claim.attributes, claim.cue = cue.attributes, cue.text
    if claim.extra.get("word") and claim.end <= cue.start and cue.after:
        claim.extra["counts_next"] = True  # "Thirteen annotated genes": a count of what it stands before
    after_only = (cue.after and not cue.before) or cue.narrows
    if after_only and number.unit is None and not number.percent and vocabulary.units:
        counts = frozenset(a for a in cue.attributes if vocabulary.units.get(a) != length_unit())
        claim.attributes = counts or claim.attributes  # "over 100 bins": a count of bins, not a bin width
    if claim.extra.get("word") and number.value == 0:
        # "No bins were excluded": none of what the words after it name together
        after_cues = [h.attributes for h in usable if h.after and claim.end <= h.start < claim.clause[1]]
        claim.attributes = frozenset().union(claim.attributes, *after_cues)


def _unnamed(masked_text: str, start: int, end: int, names: list[Span] | None) -> str:
    """``masked_text[start:end]`` without the entity names (and other attribute words), the hedges
    and the count's adjectives in it: "sixty-four rep1 peaks", "two interval assets",
    "sums to roughly fifty-one million" (the count stands right next to what it counts)."""
    piece = masked_text[start:end]
    for s, e in names or ():
        s, e = max(s, start), min(e, end)
        if s < e:
            piece = piece[:s - start] + " " * (e - s) + piece[e - start:]
    return _COUNT_ADJECTIVE_RE.sub(" ", _HEDGE_WORD_RE.sub(" ", piece))


_HEDGE_WORD_RE = rule(
    "claim.hedge-word",
    "Hedge words ('about', 'roughly', '~') between a count in words and what it counts ('sums to roughly "
    "fifty-one million') do not part them.",
    r"\b(?:about|around|roughly|approximately|nearly|almost|some)\b|~|\u2248",
    examples=["sums to roughly fifty-one million", "~64", "\u2248 0.9"],
    counterexamples=["sixty-four group A items", "the somewhat higher"])
_COUNT_ADJECTIVE_RE = rule(
    "claim.count-adjective",
    "Words that only qualify what is counted ('Thirteen annotated genes', 'two distinct peaks') do not part a count "
    "in words from it.",
    r"\b(?:annotated|distinct|unique|separate|different|individual|protein[- ]coding|known|named|listed|called|"
    r"merged|final|enriched|significant)\b",
    examples=["Thirteen annotated genes", "two distinct peaks"],
    counterexamples=["five more", "five additional"])
