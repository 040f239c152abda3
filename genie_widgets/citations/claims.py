"""Claims that sentences make: numbers, loci and accessions, each bound to the words around it.

:func:`read_claims` finds the facts a message states (:class:`Fact`, the public shape) and wraps
each in a :class:`Claim` that also holds how it was written (:class:`~.numbers.Number`), the
clause it stands in, the attribute words bound to it (from a :class:`~.facts.Vocabulary`), the
role of a locus ("the view is X" → ``view``; "over X" → ``scope``) or an accession ("experiment
ENCSR…" → ``experiment``) and, for derived numbers ("2.1-fold", "64% fewer", "0.3 higher than"),
the arithmetic they state. Entity mentions depend on the cited records and are bound by
:mod:`.matcher`.

Binding rules: a cue *before* a number binds when at most four words stand between them
("the mean of rep1 was 0.87"), a cue *after* it when at most two do ("7 exploratory peaks"); the
nearest cue in the same clause wins (clauses end at ``, ; : ( )`` and at "and", "but", "while",
"whereas", "with"). A number whose clause has no cue takes the nearest earlier cue of the
sentence when a colon introduces the list and no other cue stands between ("Mean signal: rep1
0.870, rep2 0.874").
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from . import fastpath
from .clauses import ClauseMark, clause_cuts, clause_of
from .cuescan import PrefixedSearch, lower
from .derived import derivation
from .facts import Vocabulary
from .numbers import (
    Number,
    accession_matches,
    locus_matches,
    locus_value,
    not_values,
    number_bound,
    number_matches,
    parse_number,
    scaled_locus,
    scaled_locus_matches,
    url_matches,
)
from .records import TokenMatch
from .sentences import Span, _Ranges

#: Block markers at a line start, nested or not: quotes, bullets, ordered-list numbers, headings.
_LINE_MARKER_RE = re.compile(r"^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|#{1,6})(?:[ \t]+|(?=\s|$)))+", re.MULTILINE)
#: Chip-like references: ``[1]``, ``[12]``, footnotes ``[^1]``.
_CHIP_RE = re.compile(r"\[\^?\d{1,4}\]")
_UNDERSCORE_RE = re.compile("_")
_DIGIT_RE = re.compile(r"\d")
_LIST_COLON_RE = re.compile(r":(?!\d)")  # "Mean signal: rep1 0.870", not the colon of a locus
_NUMBER_IN_RE = re.compile(r"(?<![A-Za-z0-9_])\d")  # a number, not a digit of a name ("Oct4")
_POSSESSIVE_RE = re.compile(r"\w['\u2019]s\b")
_WORD_RE = re.compile(r"[A-Za-z0-9_%.+=\u2264\u2265<>~\u2248-]+")
_SCOPE_PREP_RE = re.compile(
    r"\b(?:over|across|in|within|on|for|throughout|spanning|computed\s+over|measured\s+over)\s+(?:the\s+)?"
    r"(?:(?:whole|entire|full|same|visible|current)\s+)?(?:(?:region|window|view|interval|locus|scope|chromosome)\s+)?$"
    r"|(?:chromosome|genome|scope|region|window|view)\s*\($",
    re.IGNORECASE,
)
_TWICE_RE = re.compile(r"\b(?:twice|double)\b", re.IGNORECASE)


@dataclass
class Fact:
    """One checkable fact a sentence states, and where (if anywhere) a cited record holds it.

    ``text`` is exactly as written in the sentence. ``value`` is normalized: a float for numbers
    (base pairs for bp/kb/Mb/Gb lengths; the number as written for percents, e.g. ``100.0`` for
    ``100%``), ``(chrom, start, end)`` for loci (chromosome as written), an upper-case string for
    accessions; for a ``comparison`` the words as written. ``citation_id``, ``path`` (e.g.
    ``data.tracks[0].stats.mean``) and ``matched`` (the record's value as it is written in the
    record, for highlighting) are set when the fact was found. ``binding`` says what it was bound
    to ("rep1 · mean over chr19:0-58617616") and ``note`` why it failed, when it did.
    """

    kind: str
    text: str
    value: Any
    found: bool = False
    citation_id: str | None = None
    path: str | None = None
    matched: str | None = None
    binding: str | None = None
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """camelCase JSON; a locus value is written ``chr:start-end``."""
        value = self.value
        if self.kind == "locus" and isinstance(value, tuple):
            value = f"{value[0]}:{value[1]}-{value[2]}"
        return {
            "kind": self.kind,
            "text": self.text,
            "value": value,
            "found": self.found,
            "citationId": self.citation_id,
            "path": self.path,
            "matched": self.matched,
            "binding": self.binding,
            "note": self.note,
        }


@dataclass
class Claim:
    """A fact found in a message with what the words around it say (see the module docstring)."""

    pos: int
    end: int
    fact: Fact
    number: Number | None = None
    attributes: frozenset[str] = frozenset()
    cue: str | None = None
    role: str | None = None
    derived: str | None = None  # "ratio" | "change" (percent change) | "difference" | "per"
    less: bool = False  # the derived comparison says "lower / fewer / less"
    clause: Span = (0, 0)
    extra: dict[str, Any] = field(default_factory=dict)


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
        if number is None:
            continue
        claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], number.value), number)
        if previous is not None and previous.number is not None and number.unit == "bp" and \
                _UNIT_SHARED_RE.fullmatch(rest, previous.end, m.start()) and _bare(previous.number):
            previous.number = _scaled_like(previous.number, number)  # "from 1.0 to 1.2 Mb": 1.0 Mb
            previous.fact.value = previous.number.value
        found.append(claim)
        previous = claim
    low = lower(rest) if fast else ""
    if not fast or "tw" in low or "double" in low:  # the fast path skips texts with neither word
        for m in _TWICE_RE.finditer(rest):
            bound, close = number_bound(rest, m.start())  # "more than twice"
            tolerance = 0.15 if bound is None or close else float("inf")
            claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], 2.0),
                          Number(2.0, tolerance, False, bound=bound))
            claim.derived = "ratio"
            found.append(claim)
    found.sort(key=lambda claim: claim.pos)
    return found


_STOPWORDS = frozenset({"a", "an", "the", "of", "was", "is", "were", "are", "be", "been", "for", "in", "on", "at",
                        "to", "between", "its", "their", "it", "has", "had", "have", "by", "as", "than", "that"})


def _words(text: str) -> int:
    """Words between a cue and its number, not counting function words ("the mean of rep1 was")."""
    return sum(1 for w in _WORD_RE.findall(text) if w.lower() not in _STOPWORDS)


class CueHit(NamedTuple):  # a tuple: made by the hundred per message, and immutable
    start: int
    end: int
    attributes: frozenset[str]
    before: bool
    after: bool
    text: str
    adjacent: bool = False


def cue_hits(masked_text: str, span: Span, vocabulary: Vocabulary, low: str | None = None) -> list[CueHit]:
    """Attribute words of the sentence ``span`` (longest match first where two overlap).
    ``low`` is the lower-cased ``masked_text`` when the caller has it."""
    low = lower(masked_text) if low is None else low
    hits = [CueHit(s, e, cue.attributes, cue.before, cue.after, text, cue.adjacent)
            for s, e, cue, text in vocabulary.scanner().scan(low, span[0], span[1])]
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    kept: list[CueHit] = []
    for h in hits:
        inside = [k for k in kept if k.start <= h.start and h.end <= k.end and (k.start, k.end) != (h.start, h.end)
                  and not _DIGIT_RE.search(k.text)]  # "of the 20-kb window" keeps "window" for its 20-kb
        if any((k.before or not h.before) and (k.after or not h.after) for k in inside):
            continue  # inside a longer cue that reads the same way ("bins of" keeps "bins" as an after-cue)
        kept.append(h)
    return kept


def _fits(claim: Claim, hit: CueHit, vocabulary: Vocabulary) -> bool:
    """A length binds only to length attributes, a percent only to fractions and percents."""
    n = claim.number
    units = vocabulary.units
    if n is None or not units:
        return True
    kinds = {units.get(a) for a in hit.attributes}
    if n.unit == "bp":
        return "bp" in kinds
    positions = vocabulary.position_attributes[0] | vocabulary.position_attributes[1]
    if kinds == {"bp"} and not hit.attributes <= positions:
        return False  # a bare number is not a length ("reached 190.7 in the view"); a coordinate may be bare
    if positions and hit.attributes <= positions and n.unit != "bp" and not (n.integer and n.value >= 10_000):
        return False  # "sits at around 0.9 on average": not a coordinate
    if claim.extra.get("ordinal") and kinds == {"count"}:
        return False  # "came in second among the candidates": a place, not a count
    if n.percent and claim.derived is None:
        return bool(kinds & {"fraction", "percent", None})
    return True


_LIST_WORD_RE = re.compile(r"[^\s,]+")


def _listed(between: str, claim: Claim) -> bool:
    """Whether only more numbers of the same kind stand between a number and a word after it:
    "returned 48 and 38 peaks" binds "peaks" to 48 as well as to 38."""
    words = _LIST_WORD_RE.findall(between)
    numbers = [w for w in words if w.lower() not in ("and", "or", "&")]
    if not numbers or claim.number is None:
        return False
    integer = claim.number.integer
    return all(w.replace(",", "").isdigit() == integer and w.replace(",", "").replace(".", "", 1).isdigit()
               for w in numbers)


def _bind_one(claim: Claim, hits: list[CueHit], masked_text: str, clause: Span, sentence: Span,
              names: list[Span] | None = None) -> CueHit | None:
    best: tuple[tuple[int, int], CueHit] | None = None
    for h in hits:
        if h.before and clause[0] <= h.start and h.end <= claim.pos:
            if _POSSESSIVE_RE.search(masked_text, h.end, claim.pos):
                continue  # "above H3K4me3's 11.4": a comparison with that name's value, not the word's attribute
            gap = _words(masked_text[h.end:claim.pos])
            if h.adjacent and masked_text[h.end:claim.pos].strip(" \t-_:#=\u00d7x*"):
                continue  # "replicate 1 sits at 0.87": an adjacent-only word, with words between
            if gap <= 4:
                key = (0, -1) if h.adjacent else (gap, 1)  # "replicate-1 file": the word the number is joined to
                if best is None or key < best[0]:
                    best = (key, h)
        if h.after and claim.end <= h.start and h.end <= clause[1]:
            between = masked_text[claim.end:h.start]
            listed = _listed(between, claim)
            if not listed and _NUMBER_IN_RE.search(between):
                continue  # "0.615 over 500 bins": the word after belongs to the number next to it
            if names and any(claim.end <= s and e <= h.start and masked_text[claim.end:s].strip() for s, e in names):
                continue  # "0.87 for the pooled track": the word belongs to the name ("1 Oct4 peak" keeps it)
            if h.adjacent and between.strip(" \t-_:#=\u00d7x*"):
                continue
            gap = _words(between) if not listed else 0
            if gap <= 2:
                key = (gap, 0)
                if best is None or key < best[0]:
                    best = (key, h)
    if best is not None:
        return best[1]
    # no cue in the clause: the nearest earlier before-cue of the sentence, if no cue stands between
    earlier = [h for h in hits if h.before and sentence[0] <= h.start and h.end <= claim.pos]
    if earlier:  # a list introduced by its attribute: "Mean signal: rep1 0.870, rep2 0.874"
        last = earlier[-1]
        text_between = masked_text[last.end:claim.pos]
        cues_between = [x for x in hits if last.end <= x.start and x.end <= claim.pos]
        if not cues_between and _LIST_COLON_RE.search(text_between) and "(" not in text_between and \
                _words(masked_text[clause[0]:clause[1]]) <= 6:
            return last
    return None


#: Per vocabulary: the view words, the accession roles said before an accession and those said
#: after it ("<accession> is the experiment accession"), compiled once.
_RolePatterns = tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]], list[tuple[re.Pattern[str], str]]]
_ROLE_PATTERNS: dict[int, tuple[Vocabulary, _RolePatterns]] = {}
_SCOPE_PREP = PrefixedSearch(_SCOPE_PREP_RE)
_VIEW_AFTER_RE = re.compile(r"\s*(?:view(?:port)?|window)\b", re.IGNORECASE)
_COMPUTED_OVER_RE = re.compile(r"(?:over|across|throughout|spanning|computed|measured)\b", re.IGNORECASE)
_CONTAINER_RE = re.compile(r"\b(?:inside|within|into|in)\s+(?:the\s+|a\s+|this\s+)?(?:[\w.,-]+\s+){1,2}"
                           r"(?:view(?:port)?|window|region|interval)\s*$"
                           r"|\b(?:lies?|lay|falls?|fell|sits?|sat|are|is|located|found|contained)\s+(?:\w+\s+)?"
                           r"(?:within|inside|in)\s+(?:the\s+)?$", re.IGNORECASE)


def _compiled_roles(vocabulary: Vocabulary) -> _RolePatterns:
    hit = _ROLE_PATTERNS.get(id(vocabulary))
    if hit is not None and hit[0] is vocabulary:
        return hit[1]
    view_re = re.compile(rf"(?<!inside\s)(?<!within\s)(?<!inside\sthe\s)(?<!within\sthe\s)(?:{vocabulary.view_cues})"
                         r"\s*(?:(?:is|was|are|now|shows|showed|covers|spans|:|=)\s*)*$", re.IGNORECASE)
    roles = [(PrefixedSearch(re.compile(rf"\b(?:{p})\b\s*(?:accession\s*)?(?:(?:here|now|then|shown|listed|itself)\s+)?"
                                        r"(?:is\s+|was\s+|:\s*)?$", re.IGNORECASE)), r)
             for p, r in vocabulary.accession_roles]
    after = [(re.compile(rf"\s*(?:is|was)\s+(?:the|an?|its|their)\s+(?:{p})\b", re.IGNORECASE), r)
             for p, r in vocabulary.accession_roles]
    compiled = (PrefixedSearch(view_re), roles, after)
    _ROLE_PATTERNS[id(vocabulary)] = (vocabulary, compiled)
    return compiled


def _role_patterns(vocabulary: Vocabulary) -> tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]]]:
    """The vocabulary's view words and accession roles (said before an accession)."""
    view, roles, _after = _compiled_roles(vocabulary)
    return view, roles


def _role_after(vocabulary: Vocabulary, after: str) -> str | None:
    """The role an accession is given after it: "<accession> is the experiment (accession)"."""
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
    if names:
        hits = [h for h in hits if not any(s <= h.start and h.end <= e for s, e in names)]
    view_re, roles = _role_patterns(vocabulary)
    fast = fastpath.enabled()
    for claim in claims:
        claim.clause = clause_of(cuts, claim.pos)
        before = masked_text[max(span[0], claim.pos - 60):claim.pos]
        if claim.fact.kind == "locus":
            if _CONTAINER_RE.search(before):  # "falls inside the 10-kb window X": a region the sentence
                claim.extra["container"] = True  # relates a feature to, not the view nor the feature's locus
            elif view_re.search(before) or _VIEW_AFTER_RE.match(masked_text, claim.end):  # "the chr19:1.0–1.2 Mb view"
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
        usable = [h for h in hits if _fits(claim, h, vocabulary)]
        if claim.derived == "per":  # the words after "per" name the denominator, not the value
            after = masked_text[claim.end:min(span[1], claim.end + 40)]
            per_at = claim.end + after.lower().index("per", len(after) - len(after.lstrip()))
            usable = [h for h in usable if h.end <= per_at or h.start < claim.pos]
        cue = _bind_one(claim, usable, masked_text, claim.clause, span, names)
        if cue is not None and claim.extra.get("word") and _words(
                masked_text[cue.end:claim.pos] if cue.end <= claim.pos else masked_text[claim.end:cue.start]):
            cue = None  # a count in words is one only right next to what it counts: "two peaks", not "one carries"
        if cue is not None:
            claim.attributes, claim.cue = cue.attributes, cue.text
        if claim.extra.get("word") and number.value == 0 and cue is not None:
            # "No bins were excluded": none of what the words after it name together
            after_cues = [h.attributes for h in usable if h.after and claim.end <= h.start < claim.clause[1]]
            claim.attributes = frozenset().union(claim.attributes, *after_cues)
    if vocabulary.range_attributes[0] or vocabulary.position_attributes[0]:
        _range_ends(masked_text, span, claims, vocabulary)
    return hits


_RANGE_FROM_RE = re.compile(r"\b(?:rang(?:e|es|ed|ing)|spann?(?:s|ed|ing)?|var(?:y|ies|ied|ying))\s+"
                            r"(?:from\s+|between\s+)?$", re.IGNORECASE)
_FROM_RE = re.compile(r"\b(?:from|between)\s+(?:about\s+|around\s+|roughly\s+|~\s*|\u2248\s*)?$", re.IGNORECASE)
_RANGE_TO_RE = re.compile(r"\s*(?:to|and|-|\u2013|\u2014)\s*", re.IGNORECASE)
_UP_TO_RE = re.compile(r"\s*(?:\([^()]{0,40}\)\s*)?(?:up\s+)?to\s+(?:about\s+|around\s+|roughly\s+|~\s*)?",
                       re.IGNORECASE)


def _range_ends(masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary) -> None:
    """"Oct4 values range from 0.49 to 1.38": with no word of their own, the two ends are the lowest
    and the highest value (the vocabulary's ``range_attributes``)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number" and not c.derived]
    for a, b in itertools.pairwise(numbers):
        if b.cue and _UP_TO_RE.fullmatch(masked_text, a.end, b.pos) and \
                _FROM_RE.search(masked_text[max(span[0], a.pos - 12):a.pos]):
            b.attributes, b.cue = a.attributes, a.cue  # "mean signal runs from 55.5 (Peak_1939) up to 113.0 (Peak_22)"
            continue
        if a.attributes or b.attributes or not _RANGE_TO_RE.fullmatch(masked_text, a.end, b.pos):
            continue
        if a.number is not None and b.number is not None and a.number.unit == b.number.unit == "bp" and \
                vocabulary.position_attributes and _FROM_RE.search(masked_text[max(span[0], a.pos - 12):a.pos]):
            a.attributes, b.attributes = vocabulary.position_attributes  # "on chr19 from 1.05 to 1.06 Mb"
        elif _RANGE_FROM_RE.search(masked_text[max(span[0], a.pos - 30):a.pos]):
            a.attributes, b.attributes = vocabulary.range_attributes
