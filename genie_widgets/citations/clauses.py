"""Clauses of a sentence: the commas, semicolons, brackets, dashes, table bars, arrows, middle dots and
conjunctions that cut it, so a number is bound first to the words of its own clause ("rep1 averaged 0.87,
rep2 0.91"). The words are rules (:mod:`.rules`), ids ``clause.*``."""

from __future__ import annotations

import bisect
import re

from . import fastpath
from .cuescan import PrefixedSearch
from .rules import rule
from .sentences import Span
from .spanscan import into_spans

#: Clause boundaries. The leading look-ahead (the first characters the alternatives can start
#: with) changes no match; it lets the regex engine skip other positions quickly (~40% faster).
_CLAUSE_RE = rule(
    "clause.boundary",
    "Punctuation, arrows, a spaced dash and the conjunctions 'and', 'but', 'while', 'whereas', 'with', 'against', "
    "'vs' cut a sentence into clauses, so a number binds first to the words of its own clause.",
    r"(?=[,:;()\[\]\u2014|\u2192\u00b7\u2022=\-\sabvw])"
    r"(?:[,:](?!\d)|[;()\[\]\u2014|\u2192\u00b7\u2022]|[-=]>|\s[\u2013/-]\s|\b(?:and|but|while|whereas|with|against|"
    r"versus|vs\.?)\b)",
    examples=["A averaged 0.87, B 0.91", "A is 0.87 while B is 0.91", "A \u2013 0.87"],
    counterexamples=["A averaged 0.87", "the standard mean"])
_BETWEEN_RE = rule(
    "clause.between",
    "'between', 'of', 'for' or 'both' one or two words before 'and' ('between A and B', 'of A and B') "
    "makes the 'and' join one noun phrase, not cut a clause.",
    r"\b(?:between|of|for|both)\s+[\w.'-]+(?:\s+[\w.'-]+)?\s*$",
    examples=["the correlation between A ", "the means of A ", "both samples "],
    counterexamples=["A averaged 0.87 ", "A "])
_NUMBER_BEFORE_RE = re.compile(r"(?<![A-Za-z_])\d[\d.,]*%?\s+$")
#: "… for rep2 and about 51.0 million for rep1": a new value after "and", not a noun phrase.
_VALUE_AFTER_RE = rule(
    "clause.value-after",
    "A number, hedged or not, right after 'and' ('… for B and about 51.0 million for A') starts a new value, "
    "so the 'and' cuts a clause even after 'between' or 'of'.",
    r"\s+(?:about|around|roughly|approximately|nearly|some|just|~|\u2248|[-\u2212]?\d)",
    examples=[" about 51.0 million", " 23,000", " ~0.6"],
    counterexamples=[" B", " the pooled sample"])
_NUMBER_AFTER_RE = re.compile(r"\s+[-\u2212]?\d")
_BETWEEN = PrefixedSearch(_BETWEEN_RE)
#: The words after "with" up to the next comma or bracket hold a number of their own.
_VALUE_IN_RE = re.compile(r"[^,;()\[\]]*?(?<![A-Za-z_\d])\d")


#: A clause mark: (start, end, the matched text) of a :data:`_CLAUSE_RE` match.
ClauseMark = tuple[int, int, str]


def clause_marks(masked_text: str, spans: list[Span]) -> list[list[ClauseMark]] | None:
    r"""Fast path: for every sentence span, the :data:`_CLAUSE_RE` matches ``finditer`` finds
    inside it, from one pass over the whole text. None (scan per span) when they could differ:
    a match of the whole text that starts outside every span or crosses a span's end, or a span
    followed by a word character (a match bounded at the span's end sees the end of the text
    there, where the ``(?!\d)`` and ``\b`` of the pattern would see that character). Before a
    span's start both read the same characters (look-arounds see the text before ``pos``)."""
    if not fastpath.enabled():
        return None
    n = len(masked_text)
    for _, e in spans:
        if e < n and (masked_text[e].isalnum() or masked_text[e] == "_"):
            return None
    found = [(m.start(), m.end(), m.group()) for m in _CLAUSE_BUT_DASH_RE.finditer(masked_text)]
    found += _spaced_dashes(masked_text)
    return into_spans(sorted(found), spans, _mark_span)


def _mark_span(mark: ClauseMark) -> tuple[int, int]:
    return mark[0], mark[1]


#: :data:`_CLAUSE_RE` without its spaced-dash branch; the branch is found by :func:`_spaced_dashes`.
#: The two never overlap (one matches a dash or slash between whitespace, the other no whitespace,
#: no slash and no dash but one followed by ``>``), so together they
#: find what :data:`_CLAUSE_RE` finds, and the class look-ahead without whitespace is much faster.
_CLAUSE_BUT_DASH_RE = rule(
    "clause.boundary-but-dash",
    "The fast path's scan for clause.boundary without its spaced-dash branch (found apart): punctuation, arrows and "
    "the conjunctions that cut a sentence into clauses.",
    r"(?=[,:;()\[\]\u2014|\u2192\u00b7\u2022=\-abvw])"
    r"(?:[,:](?!\d)|[;()\[\]\u2014|\u2192\u00b7\u2022]|[-=]>|\b(?:and|but|while|whereas|with|against|"
    r"versus|vs\.?)\b)",
    examples=["A averaged 0.87, B 0.91", "A is 0.87 but B is 0.91"],
    counterexamples=["A \u2013 0.87", "the standard mean"])


def _spaced_dashes(text: str) -> list[ClauseMark]:
    """The matches of ``\\s[\u2013/-]\\s`` in ``text``, as ``finditer`` finds them (a dash or slash
    whose leading whitespace ended the previous match is not one)."""
    at: list[int] = []
    for dash in ("-", "\u2013", "/"):
        i = text.find(dash, 1)
        while 0 < i < len(text) - 1:
            if text[i - 1].isspace() and text[i + 1].isspace():
                at.append(i)
            i = text.find(dash, i + 1)
    out: list[ClauseMark] = []
    last = 0
    for i in sorted(at):
        if i - 1 >= last:
            out.append((i - 1, i + 2, text[i - 1:i + 2]))
            last = i + 2
    return out


def clause_cuts(masked_text: str, start: int, end: int, marks: list[ClauseMark] | None = None) -> list[int]:
    """Clause boundaries inside ``[start, end)``, sorted, including both ends. ``marks`` are the
    span's clause marks when the caller has them (:func:`clause_marks`)."""
    cuts = {start, end}
    if marks is None:
        marks = [(m.start(), m.end(), m.group()) for m in _CLAUSE_RE.finditer(masked_text, start, end)]
    for s, e, word in marks:
        lowered = word.lower()
        if lowered.startswith(("vs", "versus")) and not _NUMBER_BEFORE_RE.search(
                masked_text, max(start, s - 24), s) and not _NUMBER_AFTER_RE.match(masked_text, e, end):
            continue  # "Spearman for rep1 vs pooled is 0.90": two names compared, one noun phrase
        if lowered == "and":
            if _BETWEEN.search(masked_text, max(start, s - 40), s) and not _VALUE_AFTER_RE.match(masked_text, e, end):
                continue  # "between rep1 and rep2", "of rep1 and rep2": one noun phrase
            if _NUMBER_BEFORE_RE.search(masked_text, max(start, s - 24), s) and \
                    _NUMBER_AFTER_RE.match(masked_text, e, end):
                continue  # "averaged 1.22 and 1.69": a list of numbers, one clause
        if lowered == "with" and _NUMBER_BEFORE_RE.search(masked_text, max(start, s - 24), s) and \
                not _VALUE_IN_RE.match(masked_text, e, end):
            continue  # "0.899 with rep2": the name after "with" is whose number it is
        cuts.add(s)
        cuts.add(e)
    return sorted(cuts)


def clause_of(cuts: list[int], pos: int) -> Span:
    i = bisect.bisect_right(cuts, pos) - 1
    i = max(0, min(i, len(cuts) - 2))
    return cuts[i], cuts[i + 1]
