"""Numbers written as words or as spans: ranges ("between 0.4 and 0.5", "0.4–0.5"), word
fractions ("a third", "two thirds", "three quarters", "half of"), ordinal places ("ranked
fifth", "came in 3rd", "the eighth-ranked file") and counts as words ("two peaks", "no bins").

A range is one claim: the value of the attribute it is bound to must lie between its bounds
(each widened by the precision it is written at). A word fraction of something ("covers three
quarters of the window") is read as a percent, matching a fraction-valued attribute ×100 within
±2.5 points (±4 hedged: the words are round by nature); a fraction of another entity's value
("rep1's mean is about half of rep2's") is a ratio of the two cited values. Offsets are character
offsets into the message (start inclusive, end exclusive).
"""

from __future__ import annotations

import re

from . import fastpath, numbers
from .claims import SELECTION_WORDS, extract_claims
from .cues import WHOLE_WORDS
from .cuescan import PrefixedSearch
from .numbers import Number, Shapes
from .patterns import fold, lower, may_match, required_words
from .said import Claim, Fact

_BETWEEN_RE = re.compile(r"\bbetween\s*$", re.IGNORECASE)
_UNITS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
          "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10}
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "nine": 9}
_FRACTION_RE = re.compile(
    r"(?<![\w.])(?:(?P<n>a|an|one|two|three|four|nine)[\s-]+(?P<unit>half|third|thirds|quarter|quarters|fourth|"
    r"fourths|fifth|fifths|tenth|tenths)|(?P<half>half))(?:\s+(?:(?:that|those)\s+)?of\b|(?=\s+(?:the|its|their|as)\b)"
    r"|(?=\s+(?:fewer|less|lower|smaller|more|higher|larger|greater)\b)|(?P<end>(?=\s*(?:[.;,:)\]\u2014\u2013]|\[\[|$))))",
    re.IGNORECASE)
#: Before a fraction that ends its clause: the change it is a share of ("a reduction of nearly
#: two-thirds", "fell by a third"); without these words such a fraction is not read.
_CHANGE_BEFORE_RE = re.compile(
    r"\b(?:(?:reduction|drop|decrease|decline|cut|fall|loss|increase|rise|gain)\s+of|"
    r"(?:fell|dropped|declined|shrank|shrunk|cut|reduced|decreased|rose|grew|increased)\s+by)\s+"
    r"(?:about|around|roughly|nearly|almost|approximately|some|~|\u2248)?\s*$", re.IGNORECASE)
#: After a fraction's "of": a unit of length, "a fifth of a megabase", "half a kilobase" (the shapes'
#: ``length_nouns``; None: none).
_OF_A_UNIT_RE: re.Pattern[str] | None = None
_UNIT_WORDS: dict[str, float] = {}


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
            # an en dash, spaced or not; an em dash only unspaced ("above 4 — 4.15 for A" is an aside)
            ok = word == "\u2013" or gap == "\u2014" or (gap == "-" and "." in a.fact.text and "." in b.fact.text)
        lo, hi = a.number.value, b.number.value
        if not ok or not lo < hi or (a.number.percent and not b.number.percent):
            out.append(a)
            i += 1
            continue
        tol = max(a.number.tolerance, b.number.tolerance)
        number = Number((lo + hi) / 2, (hi - lo) / 2 + tol, a.number.percent or b.number.percent,
                        a.number.unit or b.number.unit, False, False)
        joined = Claim(a.pos, b.end, Fact("number", text[a.pos:b.end], number.value), number)
        joined.extra["ends"] = (a.number, b.number)  # "scores span 21–177": the lowest and the highest
        out.append(joined)
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
        if m.group("end") is not None and not _CHANGE_BEFORE_RE.search(masked_text, max(0, m.start() - 40), m.start()):
            continue  # "… is a third": no change said
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
        unit_of = _OF_A_UNIT_RE.match(masked_text, m.end()) \
            if _OF_A_UNIT_RE is not None and words != text[m.start():m.end()].rstrip() else None
        if unit_of is not None:  # "a fifth of a megabase wide": a length
            scale = _UNIT_WORDS[unit_of.group("u").lower()]
            end = unit_of.end()
            claim = Claim(m.start(), end, Fact("number", text[m.start():end], value * scale),
                          Number(value * scale, (0.04 if hedged else 0.025) * scale, False, numbers.length_unit(),
                                 False, hedged))
        elif _POSSESSIVE_AFTER_RE.match(masked_text, m.end()):
            claim = Claim(m.start(), m.start() + len(words), Fact("number", words, value),
                          Number(value, 0.04 if hedged else 0.025, False, None, False, hedged))
            claim.derived = "ratio"
        else:
            claim = Claim(m.start(), m.start() + len(words), Fact("number", words, value * 100),
                          Number(value * 100, 4.0 if hedged else 2.5, True, None, False, hedged))
        out.append(claim)
    return out


_ORDINALS = {w: i for i, w in enumerate((
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
    "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
    "twentieth"), 1)}
#: The nouns a place said with "is" may stand before ("was the second file"), and the shapes' ``ranked_nouns``.
_RANKED = ("in", "on", "among", "overall", "by", "place", "candidate", "file", "hit", "result", "row", "feature",
           "entry", "one")


def _ordinal_re(nouns: tuple[str, ...]) -> re.Pattern[str]:
    """A place in a ranking: after a verb of placing ("ranked fifth", "came in 3rd", "placed #2 overall"
    is a plain number) or before "-ranked" / "place" ("the eighth-ranked file", "in fifth place")."""
    ranked = "|".join([*_RANKED, *map(re.escape, nouns)])
    return re.compile(
        r"(?:\b(?:rank(?:ed|s)?|plac(?:ed|es)|c(?:a|o)mes?(?:\s+(?:in|out))?|finish(?:ed|es)|land(?:ed|s)|sits?(?:\s+in)?|"
        r"sat(?:\s+in)?)\s+(?:at\s+|in\s+)?(?:the\s+)?(?P<a>[a-z]+|\d{1,3}(?:st|nd|rd|th))\b"
        r"|\b(?P<b>[a-z]+|\d{1,3}(?:st|nd|rd|th))(?=[- ](?:ranked|place)\b)"
        # "X is third", "was the second file": a place said with "is", before a break or a ranked noun
        r"|\b(?:is|was|are|were)\s+(?:the\s+)?(?P<c>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
        rf"\d{{1,3}}(?:st|nd|rd|th))(?=\s*(?:[,.;:)\u2014]|$|\s+(?:{ranked})\b))"
        # "JAK2: 5th by RNA mean", "JAK2 8th", "5th of 57 genes": a place in digits, said by what, among how
        # many, or at a break
        r"|(?<![\w.])(?P<d>\d{1,3}(?:st|nd|rd|th))(?=\s+(?:by|overall|place)\b|\s+of\s+(?:the\s+|all\s+)?\d"
        r"|\s*(?:[,;)\u2014]|\.(?!\d)|$)))",
        re.IGNORECASE)


_ORDINAL_RE = _ordinal_re(())


def _configure(shapes: Shapes) -> None:
    global _OF_A_UNIT_RE, _UNIT_WORDS, _ORDINAL_RE
    _ORDINAL_RE = _ordinal_re(shapes.ranked_nouns)
    nouns = "|".join(map(re.escape, shapes.length_nouns))
    _OF_A_UNIT_RE = re.compile(rf"\s*(?:a|an|one)\s+(?P<u>{nouns})\b", re.IGNORECASE) if nouns else None
    _UNIT_WORDS = {w.lower(): size for w, size in shapes.length_nouns.items()}


numbers.on_configure(_configure)


#: A first or second place said in words: "came out on top", "heads the list", "the best match is",
#: "the runner-up".
_TOP_RE = re.compile(
    r"\b(?:c(?:a|o)mes?|ended|ends|finish(?:ed|es)|is|was|sits?|sat)\s+(?:out\s+|up\s+)?on\s+top\b(?!\s+of\b)"
    r"|\b(?:top(?:s|ped)?|head(?:s|ed)?|leads?|led)\s+the\s+(?:list|ranking|rankings|table|results|search|candidates)\b"
    r"|\b(?:(?:at|on)\s+)?(?:the\s+)?top\s+of\s+the\s+(?:ranked\s+)?(?:list|ranking|rankings|table|results|search)\b"
    r"|\bthe\s+(?:single\s+)?(?:best|top)\s+(?:match|hit|candidate|result|choice|pick)\b(?!\s+(?:for|of|in|among)\b)"
    r"|(?P<second>\brunner[- ]up\b)", re.IGNORECASE)
_ORDINAL_MORE_RE = re.compile(r"\s*(?:,|/|and|or|&)\s*(?:then\s+)?(?P<w>[a-z]+|\d{1,3}(?:st|nd|rd|th))\b",
                              re.IGNORECASE)
_ORDINAL_DIGITS_RE = re.compile(r"(\d{1,3})(?:st|nd|rd|th)", re.IGNORECASE)
#: Words one of which every match of :data:`_ORDINAL_RE` holds (or a written ordinal, "3rd").
_ORDINAL_KEYS = ("rank", "plac", "came", "come", "finish", "land", "sit", "sat", "second", "third", "fourth",
                 "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
#: Before "the fifth-ranked peak" when it names a peak another is compared with, not a place said.
_REFERENCE_BEFORE_RE = re.compile(r"\b(?:of|than|to|with|and|vs\.?|versus|from|between|over)\s+the\s+$",
                                  re.IGNORECASE)
_DIGIT_ORDINAL_RE = re.compile(r"\d(?:st|nd|rd|th)\b")


def _ordinals(text: str, masked_text: str) -> list[Claim]:
    """Places in a ranking written as ordinals ("ranked fifth", "is third") or as words ("came out
    on top", "heads the list", "the runner-up": ``extra["idiom"]``): an exact whole number."""
    out: list[Claim] = []
    low = lower(masked_text) if fastpath.enabled() else masked_text.lower()
    if "top" in low or "head" in low or "lead" in low or "led " in low or "runner" in low or "best" in low:
        for m in _TOP_RE.finditer(masked_text):
            top = 2.0 if m.group("second") else 1.0
            claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], top),
                          Number(top, 0.0, False, None, True))
            claim.extra["ordinal"] = claim.extra["idiom"] = True
            out.append(claim)
    if not any(w in low for w in _ORDINAL_KEYS) and not _DIGIT_ORDINAL_RE.search(low):
        return out  # no verb of placing and no ordinal: nothing the pattern below could match
    for m in _ORDINAL_RE.finditer(masked_text):
        group = next(g for g in ("a", "b", "c", "d") if m.group(g))
        if group == "b" and _REFERENCE_BEFORE_RE.search(masked_text, max(0, m.start() - 16), m.start()):
            continue  # "roughly double that of the fifth-ranked peak": which peak, not a place said of one
        span: tuple[int, int] | None = m.span(group)
        while span is not None:  # "ranked second and third"
            s, e = span
            word = masked_text[s:e]
            digits = _ORDINAL_DIGITS_RE.fullmatch(word)
            value = int(digits.group(1)) if digits else _ORDINALS.get(word.lower())
            if not value:
                break
            claim = Claim(s, e, Fact("number", text[s:e], float(value)), Number(float(value), 0.0, False, None, True))
            claim.extra["ordinal"] = True  # a place, never a count
            out.append(claim)
            more = _ORDINAL_MORE_RE.match(masked_text, e)
            span = more.span("w") if more else None
    return out


_WORDS = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"))}
_WORDS.update({"none": 0, "no": 0, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
               "ninety": 90, "hundred": 100, "dozen": 12})
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
#: A count written as words: "two peaks passed", "no bins were excluded", "sixty-four rep1 peaks",
#: "roughly fifty-one million" (after "the", "all", "these" … it refers to things already counted:
#: "among the three tracks").
_WORD_NUMBER_RE = re.compile(r"(?=[zotfsenhdZOTFSENHD])\b(?P<w>(?P<tens>" + _TENS + r")-(?P<unit>" + _ONES + r")|"
                             r"zero|one|two|three|four|five|six|seven|eight|nine|ten|"
                             r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                             + _TENS + r"|hundred|dozen|none|no)\b(?:\s+(?P<scale>thousand|million|billion)\b)?"
                             r"(?!-(?!fold))"
                             r"(?!\s+(?:one|longer|more|less|other|further|doubt)\b)"
                             # "one of them" picks one; "Four of the ten candidates" counts a part of ten
                             rf"(?!\s+of\b(?!\s+(?:the\s+|all\s+)?(?:\d|{WHOLE_WORDS})\w*\s+[a-z][\w-]*s\b))",
                             re.IGNORECASE)
#: Words before a count that make it a reference to things already counted.
_DETERMINER_RE = re.compile(rf"(?:\b(?:the|these|those|their|its|both|our|{SELECTION_WORDS})\s+|-)$",
                            re.IGNORECASE)


_PICKS_ONE_RE = re.compile(r"(?:^|\b(?:when|if|where|that|which|while|as|than|of|each|any|every|in|at|on|for)\s+)$",
                           re.IGNORECASE)


#: "all three cover ~99.98%": a count in words after "all" with a verb after it is the group the verb
#: is said of (checked as a group, :mod:`.every`), not a count ("all three tracks" stays one).
_ALL_BEFORE_RE = re.compile(r"\ball\s+$", re.IGNORECASE)
_VERB_AFTER_RE = re.compile(r"\s+(?:are|were|have|had|show(?:ed)?|cover(?:ed)?|average[sd]?|reach(?:ed)?|exceed(?:ed)?|"
                            r"sit|sat|stay(?:ed)?|f[ae]ll|lie|lay|hold|held|share[sd]?|agree[sd]?|correlate[sd]?|"
                            r"come|came|run|ran|return(?:ed)?)\b", re.IGNORECASE)


def _number_words(text: str, masked_text: str) -> list[Claim]:
    """Counts written as words. They are checked only where they are bound to an attribute a cited
    record holds (``extra["word"]``): "the two replicates agree" in a correlation is not a claim."""
    out: list[Claim] = []
    for m in _WORD_NUMBER_RE.finditer(masked_text):
        if _DETERMINER_RE.search(masked_text, max(0, m.start() - 8), m.start()) or (
                _ALL_BEFORE_RE.search(masked_text, max(0, m.start() - 6), m.start())
                and _VERB_AFTER_RE.match(masked_text, m.end())):
            continue
        value = float(_WORDS[m.group("tens").lower()] + _WORDS[m.group("unit").lower()] if m.group("tens")
                      else _WORDS[m.group("w").lower()])
        scale = _SCALE_WORDS[m.group("scale").lower()] if m.group("scale") else 1.0
        if value == 1 and _PICKS_ONE_RE.search(masked_text, max(0, m.start() - 12), m.start()):
            continue  # "when one track is derived from the others": "one" picks one ("yielded one peak" counts)
        hedged = _HEDGE_BEFORE.search(masked_text, max(0, m.start() - 16), m.start()) is not None
        # "about two-fold": as "about 2-fold"; "fifty-one million": as "51 million"
        claim = Claim(m.start(), m.end(), Fact("number", text[m.start():m.end()], value * scale),
                      Number(value * scale, 0.5 * scale, False, None, scale == 1.0, hedged, raw=value))
        if _TIMES_AFTER_RE.match(masked_text, m.end()):  # "about three times the fifth": a ratio
            claim.derived = "ratio"
        else:
            claim.extra["word"] = True
        out.append(claim)
    return out


_TIMES_AFTER_RE = re.compile(r"[\s-]+(?:times|fold)\b", re.IGNORECASE)


#: Words that number a part of a text or a procedure: "step 5", "column 7", "figure 2" are labels, not values.
_LABEL_RE = re.compile(r"\b(?:step|column|col\.|figure|fig\.|panel|section|chapter|phase|round|option|lane)\s*$",
                       re.IGNORECASE)
_LABEL_WORDS = required_words(_LABEL_RE)  # without one of them no number is a label (fast path)


def _label(masked_text: str, claim: Claim) -> bool:
    n = claim.number
    return n is not None and n.integer and claim.fact.kind == "number" and \
        _LABEL_RE.search(masked_text, max(0, claim.pos - 10), claim.pos) is not None


#: Before a value said to be wrong: "2.76, not 1.22", "rather than 1.22".
_REJECTED_RE = re.compile(r"(?:[\d%](?:\s+[a-z]+)?\s*,\s*(?:and\s+)?not|\brather\s+than|\binstead\s+of)\s+"
                          r"(?:the\s+)?(?:~\s*)?$", re.IGNORECASE)
_REJECTED_WORDS = required_words(_REJECTED_RE)  # (fast path, as _LABEL_WORDS)


def _rejected(masked_text: str, claim: Claim) -> bool:
    """"the window mean is 2.76, not 1.22": a value said to be wrong is not claimed."""
    return claim.fact.kind == "number" and \
        _REJECTED_RE.search(masked_text, max(0, claim.pos - 24), claim.pos) is not None


def read_numbers(text: str, masked_text: str) -> list[Claim]:
    """:func:`~.claims.extract_claims` with ranges joined, word fractions, ordinal places and
    counts written as words added, in order; labels ("step 5") and values said to be wrong ("not
    1.22") left out."""
    claims = _ranges(text, masked_text, extract_claims(text, masked_text))
    folded = fold(masked_text)
    if may_match(_LABEL_WORDS, folded):
        claims = [c for c in claims if not _label(masked_text, c)]
    if may_match(_REJECTED_WORDS, folded):
        claims = [c for c in claims if not _rejected(masked_text, c)]
    taken = [(c.pos, c.end) for c in claims]
    extra = [c for c in _fractions(text, masked_text) + _ordinals(text, masked_text)
             if not any(s < c.end and c.pos < e for s, e in taken)]
    taken += [(c.pos, c.end) for c in extra]
    extra += [c for c in _number_words(text, masked_text) if not any(s < c.end and c.pos < e for s, e in taken)]
    return sorted(claims + extra, key=lambda c: c.pos)
