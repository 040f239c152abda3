"""How a sentence says a number is derived from two values rather than being a value itself.

- ``ratio``: "2.1-fold", "3 times", "2.3x higher", "twice";
- ``change`` (a percent change): "64% fewer", "38% above rep1's", "cut … by about 42%";
- ``difference``: "0.3 higher than", "exceeds rep1 by 0.004", "differ by only 0.004", "a
  difference of 0.28", "0.28 apart", "the merge removed 27 regions";
- ``per``: "1.7 fragments per peak", "131 peaks per Mb";
- ``share`` (tried when the value itself is not found): "58% of the fragments (38 of 65)".

:func:`derivation` reads the words around a number; :mod:`.arithmetic` checks what it says.
Everything here is about words, not about any domain. The words are rules (:mod:`.rules`), ids
``derived.*``.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from .numbers import Number, current_shapes, length_unit
from .rules import rule

#: "1.7 fragments per peak", "131 peaks per Mb": a per-unit ratio (group ``len``: a length unit); no number
#: between ("38 peaks in 200 kb is 190 per Mb": the 200 kb is no ratio).
PER_RE = rule(
    "derived.per",
    "A number followed within three words by 'per' and a unit or noun is a per-unit ratio ('1.7 calls per "
    "item', '131 items per million'), checked as one cited value over another or over the scope length.",
    r"\s*(?:(?!\d)[\w-]+\s+){0,3}?per\s+(?P<words>(?:[\w-]+\s+)?[\w-]+)",
    examples=[" calls per item", " items per million", " per unit"],
    counterexamples=[" items in the view", " percent of bins"])
#: Scale words before a length unit ("per million bases") or alone ("per million").
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}


def per_length(words: str) -> tuple[float, int] | None:
    """The size, in the shapes' length unit, of the length ``words`` start with ("Mb", "kilobase",
    "base", "million bases", "million"), and how many words it takes; None when they name no length."""
    shapes = current_shapes()
    said = words.lower().split()
    sizes = {**{k.lower(): v for k, v in shapes.length_units.items()},
             **{k.lower(): v for k, v in shapes.length_nouns.items()}}
    base = re.compile(shapes.length_words, re.IGNORECASE) if shapes.length_words else None

    def size(word: str) -> float | None:
        return sizes.get(word) or (1.0 if base is not None and base.fullmatch(word) else None)

    if not said:
        return None
    if said[0] in _SCALES:
        unit = size(said[1]) if len(said) > 1 else None
        return (_SCALES[said[0]] * unit, 2) if unit else (_SCALES[said[0]], 1)
    first = size(said[0])
    return (first, 1) if first else None


_RATIO_AFTER_RE = rule(
    "derived.ratio-after",
    "'fold', 'times' or 'x' right after a number makes it a ratio of two values ('2.1-fold', '3 times higher', "
    "'2.3x'), the direction word after it saying which side is larger.",
    r"\s*(?:[-\u00d7]\s*)?(?:fold(?P<unit>[- ]?(?:enrichment|enriched|change))?|times|x)\b"
    r"(?:\s+(?:as\s+)?(?P<dir>higher|more|greater|larger|stronger|lower|less|fewer|smaller|"
    r"weaker|below|under|above|over))?",
    examples=["-fold higher", " times as strong", "x lower"],
    counterexamples=[" items higher", " of the bins"])
#: Right before a value of a track (in its fold units): "tops out at ~1,800 fold", "averaged 2.3-fold".
_VALUE_VERB_RE = rule(
    "derived.value-verb",
    "A verb or preposition right before a 'fold' number ('tops out at ~1,800 fold', 'averaged 2.3-fold') says it "
    "may be an entity's value in fold units, not only a ratio.",
    r"\b(?:at|of|averag(?:ed|es|ing)|reach(?:ed|es)|peak(?:ed|s)\s+at|mean)\s+(?:~\s*|about\s+|"
    r"roughly\s+|around\s+)?$",
    examples=["tops out at ~", "A averaged ", "the score peaked at about "],
    counterexamples=["B is ", "a change "])
_CHANGE_AFTER_RE = rule(
    "derived.change-after",
    "A direction word right after a number ('64% fewer', '0.3 higher', '3.4 units above') makes it a change or "
    "a difference between two values.",
    r"\s*(?:(?P<units>units?|points?)\s+)?(?P<dir>more|fewer|higher|lower|less|greater|"
    r"smaller|larger|stronger|weaker|above|below|\b(?!(?:rather|other)\b)[a-z]{2,}er(?=\s+than\b))\b",
    examples=[" fewer items", " units above A's", " hotter than A"],
    counterexamples=[" items in A", " rather than 1.69"])
#: The fast path's tests before those three regexes, on ASCII text (where the case-insensitive
#: match of these ASCII words is plain lower-casing): the word "per" somewhere after the number,
#: and the first non-space character after it (after a "-" for the ratio), lower-cased.
_RATIO_HEADS = frozenset("-ftx")
_CHANGE_HEADS = frozenset("abcdefghijklmnopqrstuvwxyz")  # any word: "38% hotter than"
_CHANGE_TAIL_RE = rule(
    "derived.change-tail",
    "After a direction word, a 'than' within a few words or the end of the clause ('higher than A's', "
    "'64% fewer.') confirms a change is said, not a value followed by an adjective.",
    r"\s*\w+\s+(?:\w+\s+){0,3}?than\b|\s*\w+(?:\s+\w+){0,3}[\s)\]\u2014\u2013.,;:!?-]*$"
    r"|\s*\w+\s+than\b",
    examples=[" higher than A", " fewer items.", " more visits than"],
    counterexamples=[" higher (", " items in the view ("])
_END_RE = re.compile(r"[\s)\]\u2014\u2013.,;:!?-]*$")
#: "5 more peaks on screen", "27 fewer calls": a difference of counts said with its noun.
_MORE_NOUN_RE = rule(
    "derived.more-noun",
    "'more', 'fewer' or 'extra' followed by a noun after a number ('5 more items', '27 fewer calls') makes it a "
    "difference of two counts.",
    r"\s*(?:more|fewer|less|extra|additional)\s+[a-z]",
    examples=[" more items on screen", " fewer calls"],
    counterexamples=[" items more", " more."])
_DIFFERENCE_TAIL_RE = rule(
    "derived.difference-tail",
    "A 'than' within three words after a number ('0.3 higher than A') makes a plain number a difference of two "
    "values.",
    r"\s*\w+\s+(?:\w+\s+){0,2}?than\b",
    examples=[" higher than A", " units lower than"],
    counterexamples=[" higher in A", " higher"])
LESS = frozenset({"lower", "less", "fewer", "smaller", "weaker", "below", "under", "colder", "quieter", "shorter",
                  "narrower",
                  "fainter", "sparser", "thinner", "poorer", "worse", "lighter", "dimmer", "slower", "cooler"})

_HEDGE = r"(?:(?:about|around|roughly|approximately|nearly|almost|some|only|just|a\s+mere|merely)\s+|[~\u2248]\s*)*"
#: "cut … by about 42%", "rep2 exceeds rep1 by 0.004", "differ by only 0.004": the verb before "by"
#: names a change (a percent) or a difference (a plain number).
_BY_RE = rule(
    "derived.by",
    "A verb of change or comparison followed by 'by' right before a number ('cut … by about 42%', 'exceeds A "
    "by 0.004', 'differ by only 0.004') makes it a change (a percent) or a difference.",
    r"\b(?P<verb>cut|cuts|reduc(?:e|ed|es|ing)|decreas(?:e|ed|es|ing)|lower(?:ed|s|ing)?|drop(?:ped|s)?|fell|falls?|"
    r"shr[au]nk|shrinks?|increas(?:e|ed|es|ing)|rose|rises?|grew|grows?|rais(?:e|ed|es)|boost(?:ed|s)?|"
    r"differ(?:s|ed|ing)?|exceed(?:s|ed|ing)?|edg(?:e|es|ed|ing)\s+out|outpac(?:e|es|ed)|outstrip(?:s|ped)?|"
    r"outscor(?:e|es|ed|ing)|outrank(?:s|ed)?|outperform(?:s|ed)?|out-?\w+s|top(?:s|ped)|"
    r"beat(?:s|ing)?|lead(?:s|ing)?|led|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?|higher|lower|greater|smaller|larger|"
    r"more|less|fewer|above|below|over|under|ahead|behind)\b"
    rf"(?:[^.;:!?]|\.(?=\d)){{0,40}}?\bby\s+{_HEDGE}$",  # (a decimal point is no sentence's end)
    examples=["the merge cut the call set by about ", "exceeded the rep2 value (97.5) by ", "the two differ by only "],
    counterexamples=["the mean was computed by ", "B exceeds A. By "])
_PERCENT_BY_RE = rule(
    "derived.percent-by",
    "'by' right before a percent ('trimmed the call set by roughly 42%') makes it a percent change, whatever the "
    "verb.",
    rf"\bby\s+{_HEDGE}$",
    examples=["trimmed the call set by roughly ", "by "],
    counterexamples=["by A at ", "nearby "])
_DOWN_WORDS_RE = rule(
    "derived.down-words",
    "Words of decrease before a percent changed 'by' ('trimmed', 'pared', 'fewer', 'dropped') say the change is "
    "downwards.",
    r"\b(?:trim\w*|pare[ds]?|paring|thinn?\w*|shav\w*|narrow\w*|collaps\w*|condens\w*|"
    r"consolidat\w*|down|declin\w*|lost|loss|fewer|less|lower\w*|drop\w*|cut\w*|reduc\w*|"
    r"decreas\w*|shr[iau]nk\w*|fell|fall\w*|dip\w*|slash\w*|halv\w*)\b",
    examples=["trimmed the call set by ", "the merge pared it down by "],
    counterexamples=["the merge grew the set by ", "raised by "])
_DOWN = ("cut", "redu", "decr", "lowe", "drop", "fell", "fall", "shr", "trail", "lag", "less", "fewer", "small",
         "below", "under", "behind")
#: "a difference of 0.28", "a margin of only 4 points", "a gap of 0.004 between": the noun names a difference.
_DIFFERENCE_OF_RE = rule(
    "derived.difference-of",
    "A noun of difference or change right before a number ('a difference of 0.28', 'a margin of only 4', 'a drop "
    "of 27') makes it a difference (or a change by its noun); a merge gap is not one.",
    rf"\b(?P<noun>difference|delta|margin|(?<!merge\s)gap|drop|decrease|reduction|decline|"
    rf"fall|loss|"
    rf"increase|rise|gain|jump)\s+(?:of\s+|is\s+|was\s+|comes\s+to\s+)?{_HEDGE}$",
    examples=["a difference of ", "a margin of only ", "a drop of about "],
    counterexamples=["the merge gap of ", "a difference between A and "])
#: A sum of values said before: "Together that is 86 calls", "in total, 86", "combined they make 86".
_TOGETHER_RE = rule(
    "derived.together",
    "'together', 'combined' or 'in total' right before a number ('Together that is 86 calls', 'in total, 86') "
    "makes it the sum of values said before.",
    rf"\b(?:together|combined|in\s+total|altogether)\b[\s,]*(?:(?:that|this|they|it)\s+)?"
    rf"(?:is|was|are|were|makes?|gives?|comes?\s+to|add\s+up\s+to)?\s*{_HEDGE}$",
    examples=["Together that is ", "in total, ", "combined they make about "],
    counterexamples=["together with B at ", "the total is "])
_POSSESSIVE_AFTER_RE = rule(
    "derived.possessive-after",
    "A possessive name right after 'above' / 'below' ('38% above A's', '17.5 above item_37's') says the "
    "number is a change against that name's value, with no 'than'.",
    r"\s+(?:that\s+of\s+)?[\w.-]+['\u2019]s?\b",
    examples=[" A's", " that of item_37's", " B's mean"],
    counterexamples=[" A", " the view"])
#: "a 42% reduction": a change named by the noun right after its percent.
_CHANGE_NOUN_AFTER_RE = rule(
    "derived.change-noun",
    "A noun of change right after a percent ('a 42% reduction', 'a 30% increase') makes it a percent change, "
    "down or up by the noun.",
    r"\s*(drops?|decreases?|reductions?|declines?|falls?|loss|cuts?|increases?|rises?|"
    r"gains?|jumps?)\b",
    examples=[" reduction", " increase in calls"],
    counterexamples=[" of the bins", " dropout"])
_DOWN_NOUNS = ("drop", "decrease", "reduction", "decline", "fall", "loss", "cut")
#: "0.28 apart", "4 points apart".
_APART_RE = rule(
    "derived.apart",
    "'apart' right after a number, with at most one word between ('0.28 apart', '4 points apart'), makes it a "
    "difference with no side said larger.",
    r"\s*(?:[\w-]+\s+)?apart\b",
    examples=[" apart", " points apart"],
    counterexamples=[" in the view", " apartment"])
#: "the merge removed 27 regions": a count that went away is the difference of two counts (or a value).
#: "Peak_22 − Peak_37 = 17.5": a difference written with a minus sign between two names.
_SIDES_BEFORE_RE = rule(
    "derived.sides-before",
    "Both sides of a difference named before its number ('the difference in mean between A and B was 3.03', "
    "'- **B minus A (view mean):** 0.46', 'A \u2212 B: +0.46', '64 fragments \u2192 34 peaks (\u221230)') make it "
    "a difference of their values (either way round).",
    r"\bdifference\b[^.;\d]{0,40}\bbetween\b[^.;]{0,60}?(?:\bwas|\bis|\bof|\bcomes\s+to|[:=])[\s*_]*(?:about\s+|~\s*)?$"
    r"|\S\s+(?:minus|[\u2212\u2013]|-(?=\s))\s+(?:[^.;:=\d]|(?<=[a-z])\d+){1,50}[:=][\s*_]*[+~\u2248]?\s*$"
    r"|\d\s*[^\d.;]{0,24}(?:\u2192|->)\s*[\d,.]+[^\d.;(]{0,24}\(\s*$",
    examples=["The difference in mean signal between A and B was ", "- **B minus A (view mean):** ",
              "64 fragments \u2192 34 peaks ("],
    counterexamples=["a difference between A and B in shape "])
_MINUS_RE = re.compile(r"\S\s+[-\u2212\u2013]\s+\S+(?:\s+\S+)?\s*=\s*$")
#: One of these stands in the 32 characters before a number read by ``_BY_RE``, ``_DIFFERENCE_OF_RE``
#: or ``_REMOVED_RE`` (each ends at the number after at most a few hedge words): a fast-path test,
#: not a reading.
_QUICK_RE = re.compile(r"by|differ|delta|margin|gap|remov|eliminat|discard|absorb|lost|los|drop|decrease|"
                       r"reduction|decline|fall|loss|increase|rise|gain|jump")
_REMOVED_RE = rule(
    "derived.removed",
    "A verb of removal right before a number ('the merge removed 27 regions', 'lost about 40') makes it a "
    "difference of two counts, or a value.",
    rf"\b(?:remov(?:ed|es|ing)|eliminat(?:ed|es|ing)|discard(?:ed|s|ing)|absorb(?:ed|s|ing)|lost|"
    rf"loses|losing|drop(?:ped|s|ping))\s+{_HEDGE}$",
    examples=["the merge removed ", "it lost about ", "dropping "],
    counterexamples=["the merge kept ", "removed from the view "])
#: "58% of the fragments": a share of one value in another, when it is not a fraction the record holds.
_SHARE_RE = rule(
    "derived.share-of",
    "'of' right after a percent ('58% of the records') makes it a share of one value in another when it is not "
    "a fraction a record holds.",
    r"\s+of\b",
    examples=[" of the records", " of all bins"],
    counterexamples=[" in the view", " offset"])


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
    if number.times:
        return Derivation("ratio", False, {})
    ascii_after = after.isascii() and fast
    head = after.lstrip()[:1].lower() if ascii_after else ""
    if not number.percent:
        said = _per(after, end, ascii_after) or _ratio(after, masked_text, pos, clause_start, ascii_after, head)
        if said is not None:
            return said
    wide = masked_text[max(masked_text.rfind("\n", 0, pos) + 1, pos - 100):pos]  # (a bullet's label too)
    said = _said_before(number, masked_text[max(clause_start, pos - 80):pos], after, wide)
    if said is None and (not ascii_after or head in _CHANGE_HEADS):
        said = _change_after(number, after)
    if said is not None:
        return said
    if number.percent:  # "58% of the fragments", "191 were excluded—about 95.5%": a share, if not a value
        return Derivation(None, False, {"or_share": "of" if _SHARE_RE.match(after) else "stated"})
    return _PLAIN


def _per(after: str, end: int, ascii_after: bool) -> Derivation | None:
    """"1.7 fragments per peak", "131 per Mb" (a plain number only)."""
    per = PER_RE.match(after) if not ascii_after or "per" in after.lower() else None
    if per is None:
        return None
    length = per_length(per.group("words"))
    extra: dict[str, Any] = {"per": (("length", float(length[0])) if length else
                                     ("words", end + per.start("words"), end + per.end("words")))}
    if length is not None and length[0] == 1:
        extra["or_plain"] = True  # "averaged 0.87 per base": a mean is already per base
    return Derivation("per", False, extra)


def _ratio(after: str, masked_text: str, pos: int, clause_start: int, ascii_after: bool,
           head: str) -> Derivation | None:
    """"2.1-fold", "3 times higher", "2.3x lower" (a plain number only)."""
    if ascii_after and head not in _RATIO_HEADS:
        return None
    m = _RATIO_AFTER_RE.match(after)
    if not m:
        return None
    extra: dict[str, Any] = {}
    if m.group("unit") or (not m.group("dir") and _VALUE_VERB_RE.search(
            masked_text, max(clause_start, pos - 24), pos)):  # "averaged 0.870 fold-enrichment",
        extra["or_plain"] = True  # "tops out at ~1,800 fold": the track's unit, or a ratio
    return Derivation("ratio", (m.group("dir") or "").lower() in LESS, extra)


def _said_before(number: Number, before: str, after: str, wide: str = "") -> Derivation | None:
    """A derivation said by the words before the number in its clause ("by", "a difference of",
    "together", "removed"; ``wide``: its line's words before it, for both sides named in a label), or
    by the noun of change right after a percent."""
    tail = before[-32:].lower()  # the fast test: the words each regex below needs right before the number
    quick = _QUICK_RE.search(tail) is not None
    return (_by(number, before, tail, quick, wide) or _difference_named(number, before, after, tail, quick, wide)
            or _sum_or_removed(number, before, tail, quick) or _change_noun_after(number, after))


def _by(number: Number, before: str, tail: str, quick: bool, wide: str = "") -> Derivation | None:
    """"cut … by about 42%", "exceeds rep1 by 0.004", "differ by only 0.004", "trimmed … by roughly 42%";
    ``wide`` when the clause is only "by" ("exceeded the rep2 value (97.5) by 15.5": a parenthesis cut it)."""
    if not quick or "by" not in tail:
        return None
    by = _BY_RE.search(before) or (_BY_RE.search(wide) if before.lstrip().lower().startswith("by") else None)
    if by is not None:
        verb = by.group("verb").lower()
        extra = {"neutral": True} if verb.startswith("differ") else {}  # "differ by 0.004": no side is the larger
        return Derivation("change" if number.percent else "difference", verb.startswith(_DOWN), extra)
    if number.percent and _PERCENT_BY_RE.search(before):
        # "trimmed the call set by roughly 42%": any verb changing something by a percent
        return Derivation("change", _DOWN_WORDS_RE.search(before) is not None, {})
    return None


def _difference_named(number: Number, before: str, after: str, tail: str, quick: bool,
                      wide: str = "") -> Derivation | None:
    """"a drop of 27", "a difference of 0.28", "0.28 apart", "Peak_22 − Peak_37 = 17.5"."""
    named = _DIFFERENCE_OF_RE.search(before) if quick else None
    if named is not None and named.group("noun").lower() == "gap" and number.unit == length_unit():
        named = None  # "a gap of 465 bp": a distance between features, not a difference of values
    if named is not None and named.group("noun").lower() not in ("difference", "delta", "margin", "gap"):
        # "a drop of 27", "a 42% reduction": a change said by its noun
        down = named.group("noun").lower() in ("drop", "decrease", "reduction", "decline", "fall", "loss")
        return Derivation("change" if number.percent else "difference", down, {})
    if not number.percent and (named or ("apart" in after.lower() and _APART_RE.match(after)) or
                               ("=" in tail and _MINUS_RE.search(before)) or _SIDES_BEFORE_RE.search(wide or before)):
        # "a difference of 0.28", "0.28 apart", "Peak_22 − Peak_37 = 17.5"
        return Derivation("difference", False, {"neutral": True})
    return None


def _sum_or_removed(number: Number, before: str, tail: str, quick: bool) -> Derivation | None:
    """"Together that is 86 calls" (a sum); "the merge removed 27 regions" (a difference, or a value)."""
    if number.percent:
        return None
    if ("together" in tail or "combined" in tail or "total" in tail) and _TOGETHER_RE.search(before):
        return Derivation("sum", False, {})
    if quick and _REMOVED_RE.search(before):
        return Derivation("difference", True, {"or_plain": True})
    return None


def _change_noun_after(number: Number, after: str) -> Derivation | None:
    """"a ~42% reduction", "a 30% increase": the noun after a percent names the change."""
    noun = _CHANGE_NOUN_AFTER_RE.match(after) if number.percent else None
    return None if noun is None else Derivation("change", noun.group(1).lower().startswith(_DOWN_NOUNS), {})


def _change_after(number: Number, after: str) -> Derivation | None:
    """"64% fewer", "38% above rep1's" (a change); "0.3 higher than", "5 more peaks" (a difference);
    "hotter than" with no such shape: a value said to be the smaller or larger."""
    m = _CHANGE_AFTER_RE.match(after)
    if m is None:
        return None
    direction = m.group("dir").lower()
    plain_dir = direction in ("above", "below") and (
        number.percent or m.group("units") is not None or _POSSESSIVE_AFTER_RE.match(after, m.end()) is not None
    )  # "38% above rep1's", "3.4 units above rep1's", "about 17.5 above Peak_37's"
    if not (_CHANGE_TAIL_RE.match(after) or plain_dir):  # "38% above rep1's" needs no "than"
        return None
    less = direction in LESS
    if number.percent:
        return Derivation("change", less, {})
    if _DIFFERENCE_TAIL_RE.match(after) or plain_dir or _MORE_NOUN_RE.match(after) or (
            direction in ("more", "fewer", "less") and _END_RE.match(after, m.end())):
        return Derivation("difference", less, {})
    return Derivation(None, less, {})
