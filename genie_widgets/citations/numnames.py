"""Numbers that are part of a name are never claimed values (issue 30): "Replicate 1 averaged
0.87", "Sample 3 had the highest mean", "Point 31: …", "Patient 7 and Donor 3". Only the 0.87 is a
claim; the 1, 3, 31, 7 and 3 name something.

Two readings, both before a number is matched against the records:

- a **value name** of the vocabulary (``Vocabulary.value_names``: "replicate 3") is a name unless a
  cited record holds its attribute (a file record's replicate number: then "replicate 3" states
  it); so is each number of a list it heads ("replicates 1 and 2");
- a **capitalised word and a small whole number** ("Sample 3", "Point 31"), or a noun whose number
  is an identifier ("on port 9999", "version 44"), name something when no attribute word binds the
  number (the vocabulary's words, before or after it: "Rank 1", "Only 3 peaks") and the word is not
  one of the English words that often stand before a value (:data:`VALUE_LEAD_WORDS`: "About 40").

Numbers inside a recognised entity name ("rep2", "chr19", "K562", "Peak_22") are never read as
numbers in the first place (:mod:`.claims`, :mod:`.subjects`).
"""

from __future__ import annotations

import itertools
import re

from .facts import RecordFacts, Vocabulary
from .respective import LIST_JOIN_RE
from .rules import rule
from .said import Claim

#: English words (capitalised at a sentence's start) that often stand right before a value, and the
#: number words: a number after them is a value, not part of a name.
_LEAD_WORDS = (
    "about above across after against almost also although among and another any approximately around as "
    "at average averaged averaging because before below beside besides between beyond both but by called "
    "contained contains despite down during each either every exactly excluding fewer found for from gave "
    "gives had has have in including into is it its just kept last least less like many maybe median "
    "minus more most much near nearly neither next nor of off on once only onto or other our out over "
    "overall per perhaps plus reached returned roughly round same scored several since so some still such "
    "than that the their then there these they this those through throughout to toward towards under "
    "unlike until up upon versus via was we were what when where whereas which while with within without "
    "yet yielded one two three four five six seven eight nine ten eleven twelve twenty hundred thousand"
)
VALUE_LEAD_WORDS = frozenset(_LEAD_WORDS.split())

# A capitalised word, one space, a 1-3 digit whole number that is not the start of a decimal, a
# thousands group, a range, a percent or a unit written to it ("Sample 3", "Point 31:").
_CAPITAL_NUMBER_RE = rule(
    "name.capital-number",
    "A capitalised word and a small whole number ('Sample 3', 'Point 31:') name something when no attribute word "
    "binds the number and the word is no word that leads a value ('About 40').",
    r"(?<![\w.\-/])([A-Z][a-z]{2,})[ \u00a0](\d{1,3})(?![\w%]|[.,:]\d|\s*[-\u2013]\s*\d)",
    examples=["Sample 3 had", "Point 31: "], counterexamples=["Sample 3.5", "sample 3"], flags=0)
# Nouns, in any case, whose number is an identifier: "on port 9999", "version 44", "in sample 3".
_NOUN_NUMBER_RE = rule(
    "name.noun-number",
    "A noun whose number is an identifier ('on port 9999', 'version 44', 'in sample 3') names something, not a "
    "value, when no attribute word binds the number.",
    r"(?<![\w.\-/])(port|version|release|build|issue|pid|figure|fig\.?|table|chapter|section|step|patient|"
    r"donor|sample|subject|participant|batch|lane|panel|cohort|experiment|cluster|group|point)s?"
    r"[ \u00a0]#?(\d{1,5})(?![\w%]|[.,:]\d|\s*[-\u2013]\s*\d)",
    examples=["port 9999", "version 44", "patient 7"], counterexamples=["port 9.5", "10 samples"])
_Compiled = tuple[list[tuple[re.Pattern[str], str]], list[tuple[re.Pattern[str], bool]]]
_COMPILED: dict[int, tuple[Vocabulary, _Compiled]] = {}


def _patterns(vocabulary: Vocabulary) -> _Compiled:
    """The value names (pattern, attribute) and the attribute words (pattern, said after a number)."""
    hit = _COMPILED.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        hit = (vocabulary, ([(re.compile(p, re.IGNORECASE), a) for p, a in vocabulary.value_names],
                            [(re.compile(c.pattern), c.after) for c in vocabulary.cues
                             if not c.narrows]))
        _COMPILED[id(vocabulary)] = hit
    return hit[1]


def _is_plain_number(c: Claim) -> bool:
    n = c.number
    return c.fact.kind == "number" and n is not None and n.integer and n.unit is None and not n.percent \
        and not c.derived and c.fact.text.isdigit()


def _value_name_spans(view: str, vocabulary: Vocabulary, cited: list[tuple[str, RecordFacts]] | None,
                      start: int, end: int) -> list[tuple[int, int]]:
    """Where the sentence writes a value name whose attribute no cited record holds."""
    held = {a for _, rf in cited or [] for a in rf.number_attributes()}
    return [m.span() for p, attribute in _patterns(vocabulary)[0] if attribute not in held
            for m in p.finditer(view, start, end)]


def _names_a_value(view: str, word: str, number_end: int, vocabulary: Vocabulary) -> bool:
    """Whether an attribute word of the vocabulary is ``word`` or follows the number ending at
    ``number_end`` ("7 peaks"; -1: do not look after it)."""
    low_word = word.lower()
    after = view[number_end:number_end + 40].lower().lstrip(" \u00a0") if number_end >= 0 else ""
    return any((low_word and p.fullmatch(low_word)) or (said_after and p.match(after))
               for p, said_after in _patterns(vocabulary)[1])


def without_name_numbers(view: str, claims: list[Claim], vocabulary: Vocabulary,
                         cited: list[tuple[str, RecordFacts]] | None, start: int = 0, end: int | None = None,
                         bound: bool = False) -> list[Claim]:
    """``claims`` less the numbers that are part of a name (see the module docstring). ``view`` is
    the message text the claims' offsets index, ``start``/``end`` the sentence; ``cited`` the cited
    records (None: an uncited sentence); ``bound``: the claims' attribute words are read already
    (a number they bind is a value)."""
    end = len(view) if end is None else end
    plain = [c for c in claims if _is_plain_number(c)]
    if not plain:
        return claims
    dropped: set[int] = set()
    spans = _value_name_spans(view, vocabulary, cited, start, end)
    for c in plain:
        if any(s <= c.pos and c.end <= e for s, e in spans) and (not bound or c.attributes <= _value_attributes(
                vocabulary)):
            dropped.add(id(c))
    for m in [*_CAPITAL_NUMBER_RE.finditer(view, start, end), *_NOUN_NUMBER_RE.finditer(view, start, end)]:
        word = m.group(1)
        if word.lower() in VALUE_LEAD_WORDS:
            continue
        named = next((c for c in plain if c.pos == m.start(2) and c.end == m.end(2)), None)
        if named is None or (bound and named.attributes) or _names_a_value(
                view, word, m.end(2) if not bound else -1, vocabulary):
            continue  # a value: an attribute word binds it, or the word before it is one ("Peaks 22 and 37")
        dropped.add(id(named))
    for a, b in itertools.pairwise(plain):  # "Replicates 1 and 2", "Samples 1, 2 and 3": the list too
        if id(a) in dropped and LIST_JOIN_RE.fullmatch(view, a.end, b.pos) and view[a.end:b.pos].strip() and \
                not (b.attributes if bound else _names_a_value(view, "", b.end, vocabulary)):
            dropped.add(id(b))
    return [c for c in claims if id(c) not in dropped] if dropped else claims


def _value_attributes(vocabulary: Vocabulary) -> frozenset[str]:
    return frozenset(a for _, a in vocabulary.value_names)
