"""Attribute words read across a list of numbers: "… respectively" and a word list before a number
list ("the mean and maximum were 0.87 and 111.0"), and the two ends of a range ("from 21 to 123",
"between 21 and 123"). Split from :mod:`.cues`, whose hits they read."""

from __future__ import annotations

import itertools

from .cues import CueHit
from .facts import Vocabulary
from .numbers import length_unit
from .rules import rule
from .said import Claim
from .sentences import Span

RESPECTIVELY_RE = rule(
    "cue.respectively",
    "'respectively' / 'resp.' pairs a list of words or names with the list of numbers before it, in order "
    "('median and mode … were 0.11 and 0.46, respectively').",
    r"\brespectively\b|\bresp\.",
    examples=["were 0.11 and 0.46, respectively", "0.87 and 0.91 resp."],
    counterexamples=["the respective means", "response"])
_WORD_LIST_JOIN_RE = rule(
    "cue.word-list-join",
    "What may join attribute words listed before numbers said 'respectively' ('median and mode', 'mean, max "
    "and sum').",
    r"\s*(?:,|and|or|&|/)\s*(?:and\s+)?",
    examples=[" and ", ", and ", "/"],
    counterexamples=[" with ", " vs "])


def respective_words(masked_text: str, span: Span, claims: list[Claim], hits: list[CueHit]) -> None:
    """"Pearson and Spearman … were 0.11 and 0.46, respectively": attribute words listed before the
    numbers, one per number, in order."""
    if "resp" not in masked_text[span[0]:span[1]].lower():
        return
    said = RESPECTIVELY_RE.search(masked_text, *span)
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


_RANGE_FROM_RE = rule(
    "cue.range-verb",
    "'range', 'span' or 'vary' (from / between) right before a number ('values range from 0.49 to 1.38') makes the "
    "two ends the lowest and highest values.",
    r"\b(?:rang(?:e|es|ed|ing)|spann?(?:s|ed|ing)?|var(?:y|ies|ied|ying))\s+"
    r"(?:from\s+|between\s+)?$",
    examples=["Group A values range from ", "scores span ", "means varied between "],
    counterexamples=["the range of ", "from "])
_FROM_RE = rule(
    "cue.range-from",
    "'from' / 'between' right before a number, hedged or not ('on seq1 from 1,050,000 to 1,060,000', 'runs from 55.5 "
    "up to 113.0'), opens a range.",
    r"\b(?:from|between)\s+(?:about\s+|around\s+|roughly\s+|~\s*|\u2248\s*)?(?:[a-z]+\d*[a-z]*:)?$",
    examples=["on seq1 from ", "between about ", "from seq1:"],
    counterexamples=["from A ", "range "])
_RANGE_TO_RE = rule(
    "cue.range-to",
    "'to', 'and' or a dash between two numbers ('from 0.49 to 1.38', '1.05–1.06') joins the two ends of a range "
    "(an em dash only unspaced: 'above 4 — 4.15 for A' is an aside, not a range).",
    r"\s*(?:to|and|-|\u2013)\s*|\u2014",
    examples=[" to ", " and ", "\u2013"],
    counterexamples=[" vs ", ", "])
_UP_TO_RE = rule(
    "cue.up-to",
    "'(up) to' between two numbers, after an aside in brackets or not ('from 55.5 (item_1939) up to 113.0'), joins "
    "the ends of a range.",
    r"\s*(?:\([^()]{0,40}\)\s*)?(?:up\s+)?to\s+(?:about\s+|around\s+|roughly\s+|~\s*)?",
    examples=[" (item_1939) up to ", " to about "],
    counterexamples=[" and ", " into"])


def range_ends(masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary) -> None:
    """"Oct4 values range from 0.49 to 1.38": with no word of their own, the two ends are the lowest
    and the highest value (the vocabulary's ``range_attributes``)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number" and not c.derived]
    starts, ends = vocabulary.position_attributes
    for a, b in itertools.pairwise(numbers):
        if a.attributes & starts and a.attributes & ends and (b.attributes or a.attributes) == a.attributes and \
                (masked_text[a.end:b.pos] in ("-", "\u2013") or _RANGE_TO_RE.fullmatch(masked_text, a.end, b.pos)):
            # "runs from 4,985,244 to 5,128,183", "CDS 5,021,987-5,126,791": where it starts, then where it ends
            a.attributes, b.attributes, b.cue = a.attributes & starts, a.attributes & ends, a.cue
            continue
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
        said_from = _FROM_RE.search(masked_text[max(span[0], a.pos - 20):a.pos])
        on_seq = said_from is not None and said_from.group().endswith(":")  # "from chr19:1,000,000"
        if a.number is not None and b.number is not None and \
                (a.number.unit == b.number.unit == length_unit() or (on_seq and a.number.unit == b.number.unit)) and \
                vocabulary.position_attributes and said_from is not None:
            a.attributes, b.attributes = vocabulary.position_attributes  # "on chr19 from 1.05 to 1.06 Mb"
        elif _RANGE_FROM_RE.search(masked_text[max(span[0], a.pos - 30):a.pos]):
            a.attributes, b.attributes = vocabulary.range_attributes
