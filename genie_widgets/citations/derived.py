"""How a sentence says a number is derived from two values rather than being a value itself.

- ``ratio``: "2.1-fold", "3 times", "2.3x higher", "twice";
- ``change`` (a percent change): "64% fewer", "38% above rep1's", "cut … by about 42%";
- ``difference``: "0.3 higher than", "exceeds rep1 by 0.004", "differ by only 0.004", "a
  difference of 0.28", "0.28 apart", "the merge removed 27 regions";
- ``per``: "1.7 fragments per peak", "131 peaks per Mb";
- ``share`` (tried when the value itself is not found): "58% of the fragments (38 of 65)".

:func:`derivation` reads the words around a number; :mod:`.arithmetic` checks what it says.
Everything here is about words, not about any domain.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from .numbers import Number

#: "1.7 fragments per peak", "131 peaks per Mb": a per-unit ratio (group ``len``: a length unit); no number
#: between ("38 peaks in 200 kb is 190 per Mb": the 200 kb is no ratio).
PER_RE = re.compile(r"\s*(?:(?!\d)[\w-]+\s+){0,3}?per\s+(?:(?P<len>kb|kbp|mb|mbp|bp|base|kilobase|megabase|"
                    r"thousand\s+bases?|million\s+bases?|million)\b|(?P<words>(?:[\w-]+\s+)?[\w-]+))",
                    re.IGNORECASE)
PER_LENGTH = {"bp": 1, "base": 1, "kb": 1e3, "kbp": 1e3, "kilobase": 1e3, "thousand bases": 1e3,
              "thousand base": 1e3, "mb": 1e6, "mbp": 1e6, "megabase": 1e6, "million bases": 1e6,
              "million base": 1e6, "million": 1e6}
_RATIO_AFTER_RE = re.compile(r"\s*(?:[-\u00d7]\s*)?(?:fold(?P<unit>[- ]?(?:enrichment|enriched|change))?|times|x)\b"
                             r"(?:\s+(?:as\s+)?(?P<dir>higher|more|greater|larger|stronger|lower|less|fewer|smaller|"
                             r"weaker|below|under|above|over))?", re.IGNORECASE)
#: Right before a value of a track (in its fold units): "tops out at ~1,800 fold", "averaged 2.3-fold".
_VALUE_VERB_RE = re.compile(r"\b(?:at|of|averag(?:ed|es|ing)|reach(?:ed|es)|peak(?:ed|s)\s+at|mean)\s+(?:~\s*|about\s+|"
                            r"roughly\s+|around\s+)?$", re.IGNORECASE)
_CHANGE_AFTER_RE = re.compile(r"\s*(?:(?P<units>units?|points?)\s+)?(?P<dir>more|fewer|higher|lower|less|greater|"
                              r"smaller|larger|stronger|weaker|above|below|[a-z]{2,}er(?=\s+than\b))\b", re.IGNORECASE)
#: The fast path's tests before those three regexes, on ASCII text (where the case-insensitive
#: match of these ASCII words is plain lower-casing): the word "per" somewhere after the number,
#: and the first non-space character after it (after a "-" for the ratio), lower-cased.
_RATIO_HEADS = frozenset("-ftx")
_CHANGE_HEADS = frozenset("abcdefghijklmnopqrstuvwxyz")  # any word: "38% hotter than"
_CHANGE_TAIL_RE = re.compile(r"\s*\w+\s+(?:\w+\s+){0,3}?than\b|\s*\w+(?:\s+\w+){0,3}[\s)\]\u2014\u2013.,;:!?-]*$"
                             r"|\s*\w+\s+than\b", re.IGNORECASE)
_END_RE = re.compile(r"[\s)\]\u2014\u2013.,;:!?-]*$")
#: "5 more peaks on screen", "27 fewer calls": a difference of counts said with its noun.
_MORE_NOUN_RE = re.compile(r"\s*(?:more|fewer|less|extra|additional)\s+[a-z]", re.IGNORECASE)
_DIFFERENCE_TAIL_RE = re.compile(r"\s*\w+\s+(?:\w+\s+){0,2}?than\b", re.IGNORECASE)
LESS = frozenset({"lower", "less", "fewer", "smaller", "weaker", "below", "under", "colder", "quieter", "shorter",
                  "narrower",
                  "fainter", "sparser", "thinner", "poorer", "worse", "lighter", "dimmer", "slower", "cooler"})

_HEDGE = r"(?:(?:about|around|roughly|approximately|nearly|almost|some|only|just|a\s+mere|merely)\s+|[~\u2248]\s*)*"
#: "cut … by about 42%", "rep2 exceeds rep1 by 0.004", "differ by only 0.004": the verb before "by"
#: names a change (a percent) or a difference (a plain number).
_BY_RE = re.compile(
    r"\b(?P<verb>cut|cuts|reduc(?:e|ed|es|ing)|decreas(?:e|ed|es|ing)|lower(?:ed|s|ing)?|drop(?:ped|s)?|fell|falls?|"
    r"shr[au]nk|shrinks?|increas(?:e|ed|es|ing)|rose|rises?|grew|grows?|rais(?:e|ed|es)|boost(?:ed|s)?|"
    r"differ(?:s|ed|ing)?|exceed(?:s|ed|ing)?|edg(?:e|es|ed|ing)\s+out|outpac(?:e|es|ed)|outstrip(?:s|ped)?|"
    r"outscor(?:e|es|ed|ing)|outrank(?:s|ed)?|outperform(?:s|ed)?|out-?\w+s|top(?:s|ped)|"
    r"beat(?:s|ing)?|lead(?:s|ing)?|led|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?|higher|lower|greater|smaller|larger|"
    r"more|less|fewer|above|below|over|under|ahead|behind)\b"
    rf"[^.;:!?]{{0,40}}?\bby\s+{_HEDGE}$",
    re.IGNORECASE)
_PERCENT_BY_RE = re.compile(rf"\bby\s+{_HEDGE}$", re.IGNORECASE)
_DOWN_WORDS_RE = re.compile(r"\b(?:trim\w*|pare[ds]?|paring|thinn?\w*|shav\w*|narrow\w*|collaps\w*|condens\w*|"
                            r"consolidat\w*|down|declin\w*|lost|loss|fewer|less|lower\w*|drop\w*|cut\w*|reduc\w*|"
                            r"decreas\w*|shr[iau]nk\w*|fell|fall\w*|dip\w*|slash\w*|halv\w*)\b", re.IGNORECASE)
_DOWN = ("cut", "redu", "decr", "lowe", "drop", "fell", "fall", "shr", "trail", "lag", "less", "fewer", "small",
         "below", "under", "behind")
#: "a difference of 0.28", "a margin of only 4 points", "a gap of 0.004 between": the noun names a difference.
_DIFFERENCE_OF_RE = re.compile(rf"\b(?P<noun>difference|delta|margin|(?<!merge\s)gap|drop|decrease|reduction|decline|"
                               rf"fall|loss|"
                               rf"increase|rise|gain|jump)\s+(?:of\s+|is\s+|was\s+|comes\s+to\s+)?{_HEDGE}$",
                               re.IGNORECASE)
#: A sum of values said before: "Together that is 86 calls", "in total, 86", "combined they make 86".
_TOGETHER_RE = re.compile(rf"\b(?:together|combined|in\s+total|altogether)\b[\s,]*(?:(?:that|this|they|it)\s+)?"
                          rf"(?:is|was|are|were|makes?|gives?|comes?\s+to|add\s+up\s+to)?\s*{_HEDGE}$", re.IGNORECASE)
_POSSESSIVE_AFTER_RE = re.compile(r"\s+(?:that\s+of\s+)?[\w.-]+['\u2019]s?\b", re.IGNORECASE)
#: "a 42% reduction": a change named by the noun right after its percent.
_CHANGE_NOUN_AFTER_RE = re.compile(r"\s*(drops?|decreases?|reductions?|declines?|falls?|loss|cuts?|increases?|rises?|"
                                   r"gains?|jumps?)\b", re.IGNORECASE)
_DOWN_NOUNS = ("drop", "decrease", "reduction", "decline", "fall", "loss", "cut")
#: "0.28 apart", "4 points apart".
_APART_RE = re.compile(r"\s*(?:[\w-]+\s+)?apart\b", re.IGNORECASE)
#: "the merge removed 27 regions": a count that went away is the difference of two counts (or a value).
#: "Peak_22 − Peak_37 = 17.5": a difference written with a minus sign between two names.
_MINUS_RE = re.compile(r"\S\s+[-\u2212\u2013]\s+\S+(?:\s+\S+)?\s*=\s*$")
#: One of these stands in the 32 characters before a number read by ``_BY_RE``, ``_DIFFERENCE_OF_RE``
#: or ``_REMOVED_RE`` (each ends at the number after at most a few hedge words).
_QUICK_RE = re.compile(r"by|differ|delta|margin|gap|remov|eliminat|discard|absorb|lost|los|drop|decrease|"
                       r"reduction|decline|fall|loss|increase|rise|gain|jump")
_REMOVED_RE = re.compile(rf"\b(?:remov(?:ed|es|ing)|eliminat(?:ed|es|ing)|discard(?:ed|s|ing)|absorb(?:ed|s|ing)|lost|"
                         rf"loses|losing|drop(?:ped|s|ping))\s+{_HEDGE}$", re.IGNORECASE)
#: "58% of the fragments": a share of one value in another, when it is not a fraction the record holds.
_SHARE_RE = re.compile(r"\s+of\b", re.IGNORECASE)


class Derivation(NamedTuple):
    """What the words around a number say: ``kind`` (None: a value), whether it says the first
    side is the smaller (``less``), and extras for the matcher (``per``, ``or_plain``, ``or_share``)."""

    kind: str | None
    less: bool
    extra: dict[str, Any]


_PLAIN = Derivation(None, False, {})  # a value, not derived (shared: its extras are only read)


def derivation(number: Number, masked_text: str, pos: int, end: int, clause_start: int, span_end: int,
               fast: bool) -> Derivation:
    """How the number at ``masked_text[pos:end]`` is said to be derived (see the module docstring)."""
    after = masked_text[end:min(span_end, end + 40)]
    extra: dict[str, Any] = {}
    if number.times:
        return Derivation("ratio", False, extra)
    ascii_after = after.isascii() and fast
    head = after.lstrip()[:1].lower() if ascii_after else ""
    per = PER_RE.match(after) if not number.percent and (not ascii_after or "per" in after.lower()) else None
    if per is not None:
        unit = (per.group("len") or "").lower()
        extra["per"] = (("length", float(PER_LENGTH[" ".join(unit.split())])) if unit else
                        ("words", end + per.start("words"), end + per.end("words")))
        if unit in ("bp", "base"):
            extra["or_plain"] = True  # "averaged 0.87 per base": a mean is already per base
        return Derivation("per", False, extra)
    if not number.percent and (not ascii_after or head in _RATIO_HEADS):
        m = _RATIO_AFTER_RE.match(after)
        if m:
            if m.group("unit") or (not m.group("dir") and _VALUE_VERB_RE.search(
                    masked_text, max(clause_start, pos - 24), pos)):  # "averaged 0.870 fold-enrichment",
                extra["or_plain"] = True  # "tops out at ~1,800 fold": the track's unit, or a ratio
            return Derivation("ratio", (m.group("dir") or "").lower() in LESS, extra)
    before = masked_text[max(clause_start, pos - 80):pos]
    tail = before[-32:].lower()  # the fast test: the words each regex below needs right before the number
    quick = _QUICK_RE.search(tail) is not None
    by = _BY_RE.search(before) if quick and "by" in tail else None
    if by is not None:
        verb = by.group("verb").lower()
        if verb.startswith("differ"):
            extra["neutral"] = True  # "differ by 0.004": no side is said to be the larger
        return Derivation("change" if number.percent else "difference", verb.startswith(_DOWN), extra)
    if number.percent and quick and "by" in tail and _PERCENT_BY_RE.search(before):
        # "trimmed the call set by roughly 42%": any verb changing something by a percent
        return Derivation("change", _DOWN_WORDS_RE.search(before) is not None, extra)
    named = _DIFFERENCE_OF_RE.search(before) if quick else None
    if named is not None and named.group("noun").lower() == "gap" and number.unit == "bp":
        named = None  # "a gap of 465 bp": a distance between features, not a difference of values
    if named is not None and named.group("noun").lower() not in ("difference", "delta", "margin", "gap"):
        # "a drop of 27", "a 42% reduction": a change said by its noun
        down = named.group("noun").lower() in ("drop", "decrease", "reduction", "decline", "fall", "loss")
        return Derivation("change" if number.percent else "difference", down, extra)
    if not number.percent and (named or ("apart" in after.lower() and _APART_RE.match(after)) or
                               ("=" in tail and _MINUS_RE.search(before))):
        extra["neutral"] = True  # "a difference of 0.28", "0.28 apart", "Peak_22 − Peak_37 = 17.5"
        return Derivation("difference", False, extra)
    if not number.percent and ("together" in tail or "combined" in tail or "total" in tail) and \
            _TOGETHER_RE.search(before):
        return Derivation("sum", False, extra)  # "Together that is 86 calls"
    if not number.percent and quick and _REMOVED_RE.search(before):
        extra["or_plain"] = True
        return Derivation("difference", True, extra)
    if number.percent and (noun := _CHANGE_NOUN_AFTER_RE.match(after)) is not None:
        # "a ~42% reduction", "a 30% increase": the noun after a percent names the change
        return Derivation("change", noun.group(1).lower().startswith(_DOWN_NOUNS), extra)
    if not ascii_after or head in _CHANGE_HEADS:
        m = _CHANGE_AFTER_RE.match(after)
        plain_dir = m is not None and m.group("dir").lower() in ("above", "below") and (
            number.percent or m.group("units") is not None or _POSSESSIVE_AFTER_RE.match(after, m.end()) is not None
        )  # "38% above rep1's", "3.4 units above rep1's", "about 17.5 above Peak_37's"
        if m and (_CHANGE_TAIL_RE.match(after) or plain_dir):  # "38% above rep1's" needs no "than"
            less = m.group("dir").lower() in LESS
            if number.percent:
                return Derivation("change", less, extra)
            if _DIFFERENCE_TAIL_RE.match(after) or plain_dir or _MORE_NOUN_RE.match(after) or (
                    m.group("dir").lower() in ("more", "fewer", "less") and _END_RE.match(after, m.end())):
                return Derivation("difference", less, extra)
            return Derivation(None, less, extra)
    if number.percent:  # "58% of the fragments", "191 were excluded—about 95.5%": a share, if not a value
        extra["or_share"] = "of" if _SHARE_RE.match(after) else "stated"
    return Derivation(None, False, extra) if extra else _PLAIN
