"""Attribute words bound to the numbers of a sentence.

A cue *before* a number binds when at most four words stand between them ("the mean of rep1 was
0.87"), a cue *after* it when at most two do ("7 exploratory peaks"); the nearest cue in the same
clause wins, and a word joined to its number ("replicate-3") before any other. A number whose
clause has no cue takes the nearest earlier cue of the sentence when a colon introduces the list
and no other cue stands between ("Mean signal: rep1 0.870, rep2 0.874"). Words listed and said
"respectively" bind their numbers in order; the ends of a range ("from 0.49 to 1.38") are the
lowest and highest value, or positions ("from 1.05 to 1.06 Mb").
"""

from __future__ import annotations

import itertools
import re
from typing import NamedTuple

from .facts import Vocabulary
from .patterns import lower
from .said import Claim
from .sentences import Span

_DIGIT_RE = re.compile(r"\d")
_LIST_COLON_RE = re.compile(r":(?!\d)")  # "Mean signal: rep1 0.870", not the colon of a locus
_NUMBER_IN_RE = re.compile(r"(?<![A-Za-z0-9_])\d")  # a number, not a digit of a name ("Oct4")
#: After attribute words, a noun they only qualify: "the threshold call", "the z-score method".
_MODIFIER_AFTER_RE = re.compile(r"[\s-]+(?:calls?|callers?|methods?|approach|mode|modes|settings?)\b",
                                re.IGNORECASE)
_FOLLOWED_BY_POSSESSIVE_RE = re.compile(r"['\u2019]s\b")
_WHOLE_BEFORE_RE = re.compile(r"\d[\d,]*\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?$", re.IGNORECASE)
_VERB_IN_RE = re.compile(r"\b(?:are|were|is|was)\b", re.IGNORECASE)
#: Between a count and the kind it counts: "3 of the 10 candidates are pooled files" (a plural noun
#: after the whole: "344 bp of the 20 kb window" is no such count).
#: A whole written as a word, in "3 of the ten candidates" (also read by :mod:`.spans`).
WHOLE_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred"
_PARTITIVE_COUNT_RE = re.compile(rf"\s+of\s+(?:the\s+|all\s+|these\s+)?(?:[\d,]+|{WHOLE_WORDS})\s+[a-z][\w-]*s\s+"
                                 r"(?:(?:are|were|is|was)\s+(?:all\s+|also\s+)?)?", re.IGNORECASE)
_COLON_AFTER_RE = re.compile(r"[\s*_]*:")
#: A number right after a word ("r = 0.80 …"): the word is that number's.
_TAKEN_RE = re.compile(r"[\s=:~\u2248]*(?:about\s+|roughly\s+|approximately\s+)?[-\u2212]?\d")
_POSSESSIVE_RE = re.compile(r"\w['\u2019]s\b")
_WORD_RE = re.compile(r"[A-Za-z0-9_%.+=\u2264\u2265<>~\u2248-]+")


_STOPWORDS = frozenset({"a", "an", "the", "of", "was", "is", "were", "are", "be", "been", "for", "in", "on", "at",
                        "to", "between", "its", "their", "it", "has", "had", "have", "by", "as", "than", "that"})


def content_words(text: str) -> int:
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


def partitive(masked_text: str, claim: Claim, hit: CueHit) -> bool:
    """Whether only "of the M <things> are" stands between a count and the words after it: "Four of
    the ten candidates are pooled files"."""
    return claim.end <= hit.start and _PARTITIVE_COUNT_RE.fullmatch(masked_text, claim.end, hit.start) is not None


def fits(claim: Claim, hit: CueHit, vocabulary: Vocabulary) -> bool:
    """A length binds only to length attributes, a percent only to fractions and percents."""
    n = claim.number
    units = vocabulary.units
    if n is None or not units:
        return True
    kinds = {units.get(a) for a in hit.attributes}
    if n.unit in ("bp", "bytes"):  # "a 102-byte asset" is no count of assets
        return n.unit in kinds or (n.unit == "bp" and kinds == {"bytes"})  # "~1 kb on disk": kilobytes
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


#: A cue that ends in a relation, written right before its number: "z ≥ 2", "k = 2", "r = 0.8".
_RELATION_END_RE = re.compile(r"(?:=|\u2265|\u2264|>|<|\u2248)\s*$")
#: A preposition of place right after a number: the words after it say where the number is.
_WHERE_RE = re.compile(r"\s*(?:in|on|at|from|within|inside|across)\s+(?:the|its|their|this|that|each|a|an)\b",
                       re.IGNORECASE)


def bind_cue(claim: Claim, hits: list[CueHit], masked_text: str, clause: Span, sentence: Span,
              names: list[Span] | None = None) -> CueHit | None:
    best: tuple[tuple[int, int], CueHit] | None = None
    for h in hits:
        if h.before and clause[0] <= h.start and h.end <= claim.pos:
            if h.start >= 2 and masked_text[h.start - 1] == "-" and masked_text[h.start - 2].isdigit():
                continue  # "the 40-line preview is 20.12": the word belongs to its own count
            if _MODIFIER_AFTER_RE.match(masked_text, h.end, claim.pos):
                continue  # "the rep2 threshold call has 48": the word names a kind of call, not the value
            if _POSSESSIVE_RE.search(masked_text, h.end, claim.pos):
                continue  # "above H3K4me3's 11.4": a comparison with that name's value, not the word's attribute
            if any(k.after and not k.before and k.start <= h.start and h.end <= k.end
                   and k.end - k.start > h.end - h.start for k in hits):
                continue  # "10 ranked candidates from 20": "ranked" is a word of the phrase it sits in
            gap = content_words(masked_text[h.end:claim.pos])
            if gap and _TAKEN_RE.match(masked_text, h.end, claim.pos) and \
                    not _listed(masked_text[h.end:claim.pos], claim):
                continue  # "r = 0.80 over 200 bins": the word before belongs to the number right after it
            if h.adjacent and masked_text[h.end:claim.pos].strip(" \t-_:#=\u00d7x*"):
                continue  # "replicate 1 sits at 0.87": an adjacent-only word, with words between
            if gap <= 4:
                # "replicate-1 file": the word the number is joined to; "z ≥ 2 call": the relation it states
                key = (0, -1) if h.adjacent or (not gap and _RELATION_END_RE.search(h.text)) else (gap, 1)
                if best is None or key < best[0]:
                    best = (key, h)
        if h.after and claim.end <= h.start and h.end <= clause[1]:
            between = masked_text[claim.end:h.start]
            listed = _listed(between, claim)
            partitive = _PARTITIVE_COUNT_RE.fullmatch(between) is not None  # "3 of the 10 candidates are pooled"
            if not listed and not partitive and _NUMBER_IN_RE.search(between):
                continue  # "0.615 over 500 bins": the word after belongs to the number next to it
            if _VERB_IN_RE.search(between) and _WHOLE_BEFORE_RE.search(masked_text, max(0, claim.pos - 16), claim.pos):
                continue  # "191 of the 200 were excluded": what the verb says is of the part (191), not the whole
            if _FOLLOWED_BY_POSSESSIVE_RE.match(masked_text, h.end):
                continue  # "49,152 of the file's 80,997 bytes": the file owns what follows, it is not counted
            if _WHERE_RE.match(between):
                continue  # "69 in its narrowPeak file": the word after says where, not what was counted
            if names and any(claim.end <= s and e <= h.start and masked_text[claim.end:s].strip() for s, e in names):
                continue  # "0.87 for the pooled track": the word belongs to the name ("1 Oct4 peak" keeps it)
            if h.adjacent and between.strip(" \t-_:#=\u00d7x*") and not partitive:
                continue
            gap = content_words(between) if not (listed or partitive) else 0
            if between in ("-", "\u2011"):  # "the 3-track matrix": the word the count is joined to
                gap, key = 0, (0, -1)
            else:
                key = (gap, 0)
            if gap <= 2 and (best is None or key < best[0]):
                best = (key, h)
    if best is not None:
        h = best[1]
        same = [x.attributes for x in hits if (x.start, x.end, x.before, x.after) == (h.start, h.end, h.before, h.after)
                and x.attributes != h.attributes]
        # "found 20 loadable files": a word two cues share ("found" peaks, "found" files) names either
        return h._replace(attributes=h.attributes.union(*same)) if same else h
    # no cue in the clause: the nearest earlier before-cue of the sentence, if no cue stands between
    earlier = [h for h in hits if (h.before or _COLON_AFTER_RE.match(masked_text, h.end)) and not h.adjacent
               and sentence[0] <= h.start and h.end <= claim.pos]  # "**Replicate-2-only files:** 2"
    if earlier:  # a list introduced by its attribute: "Mean signal: rep1 0.870, rep2 0.874"
        last = max(earlier, key=lambda h: (h.end, h.end - h.start))  # the longest of those ending last
        text_between = masked_text[last.end:claim.pos]
        cues_between = [x for x in hits if last.end <= x.start and x.end <= claim.pos]
        if not cues_between and _LIST_COLON_RE.search(text_between) and "(" not in text_between and \
                content_words(masked_text[clause[0]:clause[1]]) <= 6:
            return last
    return None


_RESPECTIVELY_RE = re.compile(r"\brespectively\b|\bresp\.", re.IGNORECASE)
_WORD_LIST_JOIN_RE = re.compile(r"\s*(?:,|and|or|&|/)\s*(?:and\s+)?", re.IGNORECASE)


def respective_words(masked_text: str, span: Span, claims: list[Claim], hits: list[CueHit]) -> None:
    """"Pearson and Spearman … were 0.11 and 0.46, respectively": attribute words listed before the
    numbers, one per number, in order."""
    if "resp" not in masked_text[span[0]:span[1]].lower():
        return
    said = _RESPECTIVELY_RE.search(masked_text, *span)
    if said is None:
        return
    numbers = [c for c in claims if c.number is not None and not c.derived and c.pos < said.start()]
    if len(numbers) < 2:
        return
    words = [h for h in hits if h.before and h.end <= numbers[0].pos]
    listed: list[CueHit] = []
    for h in reversed(words):  # the run of attribute words joined by "and" / commas, nearest the numbers first
        if listed and not _WORD_LIST_JOIN_RE.fullmatch(masked_text, h.end, listed[-1].start):
            break
        listed.append(h)
    listed.reverse()
    run = numbers[-len(listed):] if listed else []
    if len(listed) >= 2 and len(run) == len(listed) and len({h.attributes for h in listed}) == len(listed):
        for claim, h in zip(run, listed, strict=True):
            claim.attributes, claim.cue = h.attributes, h.text


_RANGE_FROM_RE = re.compile(r"\b(?:rang(?:e|es|ed|ing)|spann?(?:s|ed|ing)?|var(?:y|ies|ied|ying))\s+"
                            r"(?:from\s+|between\s+)?$", re.IGNORECASE)
_FROM_RE = re.compile(r"\b(?:from|between)\s+(?:about\s+|around\s+|roughly\s+|~\s*|\u2248\s*)?$", re.IGNORECASE)
_RANGE_TO_RE = re.compile(r"\s*(?:to|and|-|\u2013|\u2014)\s*", re.IGNORECASE)
_UP_TO_RE = re.compile(r"\s*(?:\([^()]{0,40}\)\s*)?(?:up\s+)?to\s+(?:about\s+|around\s+|roughly\s+|~\s*)?",
                       re.IGNORECASE)


def range_ends(masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary) -> None:
    """"Oct4 values range from 0.49 to 1.38": with no word of their own, the two ends are the lowest
    and the highest value (the vocabulary's ``range_attributes``)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number" and not c.derived]
    for a, b in itertools.pairwise(numbers):
        if a.attributes and a.cue and masked_text[a.end:b.pos] in ("-", "\u2013") and \
                masked_text.lower().rfind(a.cue.lower(), span[0], a.pos) >= 0:
            b.attributes, b.cue = a.attributes, a.cue  # "Lines 1-40 of the file": both ends are what "lines" names
            continue
        if (_RANGE_TO_RE.fullmatch(masked_text, a.end, b.pos) or _UP_TO_RE.fullmatch(masked_text, a.end, b.pos)) \
                and _RANGE_FROM_RE.search(masked_text[max(span[0], a.pos - 30):a.pos]):
            a.extra["range_to"] = b  # "view means ranged from 1.22 to 1.45": ends of a set (:mod:`.ranges`)
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
