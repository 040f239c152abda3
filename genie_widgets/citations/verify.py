"""Claim checks: does each cited sentence say only what its records hold?

A chip proves that a token resolves to a record a tool issued; it does not prove the sentence.
:func:`verify_message` splits an answer into sentences, reads the checkable facts each one states
and looks every fact up in the full data of the records the sentence cites:

=========== ==============================================================================
status      meaning
=========== ==============================================================================
verified    the sentence cites at least one known record and every fact was found in one
unsupported some fact was not found (the reason names it as written), or every token the
            sentence carries is unknown (not issued by a tool in this session)
unverified  the sentence cites a known record but states nothing checkable
uncited     no token, but the sentence states checkable facts
plain       no token and nothing checkable
=========== ==============================================================================

Checkable facts (:class:`Fact`):

- **number**: ``7``, ``127,700,000``, ``-0.42``, ``1.2e-5``, ``100%``, ``60-kb``, ``1.4 kb``,
  ``2 Mb``. Values are floats; ``bp`` / ``kb`` / ``Mb`` / ``Gb`` are converted to base pairs;
  a percent keeps the number as written (``100%`` → 100.0). Digits inside identifiers (K562,
  H3K27ac, hg38, chr8, ENCFF381NDD, rs123, peak_3) are not numbers, nor are list markers
  (``1. ``), chip numbers (``[1]``), digits in URLs, or numbers that belong to a locus.
- **locus**: ``chr:start-end`` with optional thousands separators and a hyphen or en dash; the
  chromosome is ``chr``-prefixed or one of 1-22, X, Y, M, MT. Value ``(chrom, start, end)``.
- **accession**: an ENCODE accession (ENCFF, ENCSR, ENCBS, ENCDO, ENCLB, ENCAB, ENCGM, ENCAN,
  ENCPL + 3 digits + 3 letters). Value upper-case.

Matching rules:

- A number matches a record value that rounds to it at the precision written: ``x`` with ``d``
  decimals matches ``v`` when ``|v - x| <= 0.5 * 10**-d`` (plus a tiny epsilon). So ``8.79`` and
  ``8.8`` match 8.791333…, ``8.80`` does not. Scientific notation counts the mantissa's decimals
  (``1.2e-5`` is ±0.05e-5). A percent matches the value itself (``100%`` ~ 100) or a fraction at
  two more decimals (``100%`` ~ 1.0 or 0.998). A length with a unit is compared in base pairs at
  the written precision scaled (``60 kb`` = 60,000 ± 500 bp) against record numbers and the
  lengths (end - start) of the record's loci. A negative number needs a negative record value.
- A locus matches when it overlaps a record locus on the same chromosome (``chr8`` = ``8``,
  ``chrM`` = ``MT``); an exact match is preferred for :attr:`Fact.path` / :attr:`Fact.matched`.
- An accession matches when the same accession (any case) appears in one of the record's strings.

What a record holds: numbers from ``data`` (recursively; ints and floats but not bools, and the
numbers written inside strings such as ``"Lines 1-40"``), ``title``, ``location``, ``locus`` and
``line_range`` — and from ``excerpt`` when ``data`` is ``None``; loci from the ``locus`` field,
from locus-looking strings anywhere, and from dicts with ``chr``/``chrom``/``chromosome`` +
``start`` + ``end`` keys, with their lengths; accessions from every string (data, title,
location, url, file name, excerpt). ``id``, ``genome``, ``tool`` and ``created_at`` are never
read. A number written with a unit in a record string (``"60 kb"``) is held both in base pairs
and as written. Each record is indexed once, cached by id and object identity, so checking many
sentences against many records stays cheap; a record changed in place after its first check is
not re-read (records are not meant to change once a tool stored them).

Code is not prose: tokens and facts inside fenced code blocks and inline code spans are ignored
(see :func:`code_ranges`). Everything here is deterministic and local: no model, no network.
"""

from __future__ import annotations

import bisect
import json
import math
import re
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, NamedTuple

from .records import TokenMatch, find_tokens

__all__ = [
    "Fact",
    "SentenceCheck",
    "code_ranges",
    "extract_facts",
    "split_sentences",
    "verify_message",
]

Span = tuple[int, int]

# ----------------------------------------------------------------------------------------------
# Facts
# ----------------------------------------------------------------------------------------------


@dataclass
class Fact:
    """One checkable fact a sentence states, and where (if anywhere) a cited record holds it.

    ``text`` is exactly as written in the sentence. ``value`` is normalized: a float for numbers
    (base pairs for bp/kb/Mb/Gb lengths; the number as written for percents, e.g. ``100.0`` for
    ``100%``), ``(chrom, start, end)`` for loci (chromosome as written), an upper-case string for
    accessions. ``citation_id``, ``path`` (e.g. ``data.tracks[0].stats.mean``, ``locus``,
    ``data.viewRegion.locus (length)``) and ``matched`` (the record's value as it is written in
    the record, for highlighting) are set when the fact was found.
    """

    kind: str
    text: str
    value: Any
    found: bool = False
    citation_id: str | None = None
    path: str | None = None
    matched: str | None = None

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
        }


@dataclass
class SentenceCheck:
    """The verdict on one sentence of a message.

    ``start``/``end`` is the sentence's span in the message (start inclusive, end exclusive); the
    tokens attached to the sentence lie inside it. ``citation_ids`` are the distinct ids of those
    tokens in order of appearance, known or not. ``status`` is one of ``verified``,
    ``unsupported``, ``unverified``, ``uncited``, ``plain`` (see the module docstring) and
    ``reason`` says why in one sentence.
    """

    sentence: str
    start: int
    end: int
    citation_ids: list[str]
    tokens: list[TokenMatch]
    status: str
    reason: str
    facts: list[Fact] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """camelCase JSON (the token occurrences are left out; their ids are in ``citationIds``)."""
        return {
            "sentence": self.sentence,
            "start": self.start,
            "end": self.end,
            "citationIds": list(self.citation_ids),
            "status": self.status,
            "reason": self.reason,
            "facts": [f.to_dict() for f in self.facts],
        }


# ----------------------------------------------------------------------------------------------
# Patterns
# ----------------------------------------------------------------------------------------------

_INT = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)"  # 127,700,000 or 127700000
_COORD = r"(?:\d{1,3}(?:,\d{3}){1,5}(?!\d)|\d{1,15}(?!\d))"  # a coordinate: at most 15 digits

#: A number with an optional sign, decimals, exponent and a percent sign or base-pair unit.
#: The identifier rules that a regex cannot say are applied in :func:`_number_matches`.
_NUMBER_RE = re.compile(
    rf"""
    (?<![A-Za-z0-9_.])
    (?P<sign>[-\u2212]?)
    (?P<int>{_INT})
    (?P<frac>\.\d+)?
    (?P<exp>[eE][-+\u2212]?\d{{1,4}}(?!\d))?
    (?:
        (?P<pct>[ \u00a0]?%)
      | (?:[ \u00a0]|-)?(?P<unit>(?i:bp|kbp|kb|mbp|mb|gbp|gb))(?![A-Za-z0-9_])
    )?
    """,
    re.VERBOSE | re.ASCII,
)
_UNIT_BP = {"bp": 1, "kb": 1_000, "kbp": 1_000, "mb": 1_000_000, "mbp": 1_000_000,
            "gb": 1_000_000_000, "gbp": 1_000_000_000}

#: ``chr8:127,700,000-127,760,000`` / ``8:100–200``; group ``chrom``, ``start``, ``end``.
_LOCUS_RE = re.compile(
    rf"""
    (?<![A-Za-z0-9_])
    (?P<chrom>[Cc][Hh][Rr][A-Za-z0-9_]+|1\d|2[0-2]|[1-9]|MT|X|Y|M)
    :
    (?P<start>{_COORD})
    [ \u00a0]?[-\u2013\u2014][ \u00a0]?
    (?P<end>{_COORD})
    (?![0-9:])
    """,
    re.VERBOSE | re.ASCII,
)

_ACCESSION_RE = re.compile(
    r"(?<![A-Za-z0-9])ENC(?:FF|SR|BS|DO|LB|AB|GM|AN|PL)\d{3}[A-Z]{3}(?![A-Za-z0-9])", re.IGNORECASE | re.ASCII
)
_URL_RE = re.compile(r"(?:https?|ftp)://[^\s<>()\[\]]+|www\.[^\s<>()\[\]]+", re.IGNORECASE)
#: Block markers at a line start, nested or not: quotes, bullets, ordered-list numbers, headings
#: (``- ``, ``1. ``, ``2) ``, ``## 1. ``, ``> - ``).
_LINE_MARKER_RE = re.compile(r"^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|#{1,6})(?:[ \t]+|(?=\s|$)))+", re.MULTILINE)
#: Chip-like references: ``[1]``, ``[12]``, footnotes ``[^1]``.
_CHIP_RE = re.compile(r"\[\^?\d{1,4}\]")


# ----------------------------------------------------------------------------------------------
# Code
# ----------------------------------------------------------------------------------------------

_FENCE_OPEN_RE = re.compile(r"^[ \t]*(?P<fence>`{3,}|~{3,})(?P<info>[^\n]*)$", re.MULTILINE)
_BLANK_LINE_RE = re.compile(r"\n[ \t\r]*\n")
_BACKTICKS_RE = re.compile(r"`+")


def _fenced_blocks(text: str) -> list[Span]:
    """Fenced code blocks (```` ``` ```` or ``~~~``, three or more, any indentation).

    A block runs from its opening fence line to the end of the closing fence line: a line of the
    same character at least as long, with nothing after it but whitespace. An unclosed fence runs
    to the end of the text (as in CommonMark). A backtick fence's info string has no backticks.
    """
    blocks: list[Span] = []
    pos = 0
    while True:
        m = _FENCE_OPEN_RE.search(text, pos)
        if m is None:
            return blocks
        fence = m.group("fence")
        if fence[0] == "`" and "`" in m.group("info"):
            pos = m.end() + 1  # an inline code span, not a fence
            continue
        close_re = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t\r]*$", re.MULTILINE)
        close = close_re.search(text, m.end() + 1) if m.end() < len(text) else None
        end = close.end() if close else len(text)
        blocks.append((m.start(), end))
        pos = end + 1
        if pos > len(text):
            return blocks


def _inline_code(text: str, start: int, end: int) -> list[Span]:
    """Inline code spans in ``text[start:end]`` (one stretch of text outside fenced blocks).

    A run of N backticks opens a span closed by the next run of exactly N backticks in the same
    paragraph (a blank line ends the search); an unmatched run is literal text. A backslash
    before a run escapes its first backtick (outside code only, as in CommonMark).
    """
    spans: list[Span] = []
    para_start = start
    for para_end in [m.start() for m in _BLANK_LINE_RE.finditer(text, start, end)] + [end]:
        runs = [(m.start(), m.end()) for m in _BACKTICKS_RE.finditer(text, para_start, para_end)]
        by_length: dict[int, list[int]] = {}  # run length → indexes of runs of that length
        for k, (s, e) in enumerate(runs):
            by_length.setdefault(e - s, []).append(k)
        i = 0
        while i < len(runs):
            s, e = runs[i]
            backslashes = 0
            while s - backslashes - 1 >= para_start and text[s - backslashes - 1] == "\\":
                backslashes += 1
            if backslashes % 2 == 1:
                s += 1  # the first backtick is escaped
            same = by_length.get(e - s, [])
            n = bisect.bisect_right(same, i)
            if s == e or n == len(same):
                i += 1  # an escaped single backtick, or no closing run: literal text
                continue
            j = same[n]
            spans.append((s, runs[j][1]))
            i = j + 1
        para_start = para_end
    return spans


def _code_parts(text: str) -> tuple[list[Span], list[Span]]:
    """(fenced blocks, inline code spans), each sorted."""
    fenced = _fenced_blocks(text)
    inline: list[Span] = []
    cursor = 0
    for fs, fe in fenced + [(len(text), len(text))]:
        if fs > cursor:
            inline.extend(_inline_code(text, cursor, fs))
        cursor = max(cursor, fe)
    return fenced, inline


def code_ranges(text: str) -> list[Span]:
    """Character ranges ``(start, end)`` of fenced code blocks and inline code spans, sorted.

    Fences are ```` ``` ```` or ``~~~`` lines (closed by a line of the same fence, or running to
    the end of the text); inline code follows CommonMark: N backticks closed by the next run of
    exactly N. Ranges include the fences and backticks. Tokens and facts inside are ignored.
    """
    fenced, inline = _code_parts(text)
    return sorted(fenced + inline)


class _Ranges:
    """Sorted, non-overlapping ranges with an O(log n) "is this position inside?" test."""

    def __init__(self, ranges: Iterable[Span]):
        self.ranges = sorted(ranges)
        self.starts = [s for s, _ in self.ranges]

    def containing(self, pos: int) -> Span | None:
        i = bisect.bisect_right(self.starts, pos) - 1
        if i >= 0 and self.ranges[i][0] <= pos < self.ranges[i][1]:
            return self.ranges[i]
        return None

    def __contains__(self, pos: int) -> bool:
        return self.containing(pos) is not None


def _live_tokens(text: str, code: _Ranges) -> list[TokenMatch]:
    """The tokens of ``text`` that are citations (not inside code)."""
    return [t for t in find_tokens(text) if t.start not in code]


# ----------------------------------------------------------------------------------------------
# Sentences
# ----------------------------------------------------------------------------------------------

#: Abbreviations whose period never ends a sentence (compared lower-case, without the last dot).
_ABBREVIATIONS = frozenset({
    "e.g", "i.e", "vs", "approx", "ca", "cf", "fig", "figs", "eq", "eqs", "ref", "refs",
    "incl", "excl", "resp", "suppl", "vol", "viz", "al", "dr", "mr", "mrs",
})
#: Abbreviations that may end a sentence: a boundary when an upper-case word follows.
_SOFT_ABBREVIATIONS = frozenset({"etc"})

_TERMINATOR_RE = re.compile(r"[.!?\u2026]+")
_CLOSERS_RE = re.compile(r"[\"'\u201d\u2019)\]*_]*")
_TRAILING_TOKENS_RE = re.compile(r"(?:[ \t]*(?:\n[ \t]*)?\[\[cite:[a-zA-Z0-9_-]+\]\])+")
_WORD_BEFORE_RE = re.compile(r"([A-Za-z][A-Za-z.]*)$")
_RULE = r"(?:[-*_=][ \t]*){3,}\r?$"  # a thematic break or a setext underline
_BLOCK_START_RE = re.compile(
    rf"[ \t]*(?:>|#{{1,6}}(?:\s|$)|[-*+](?:\s|$)|\d{{1,9}}[.)](?:\s|$)|\||`{{3,}}|~{{3,}}|{_RULE})"
)
_SINGLE_LINE_BLOCK_RE = re.compile(rf"[ \t]*(?:#{{1,6}}(?:\s|$)|\||{_RULE})")
_LINE_RE = re.compile(r"[^\n]*\n?")
_VISIBLE_RE = re.compile(r"\S")


def _lines(text: str) -> Iterator[Span]:
    """(start, end) of each line, end excluding the newline."""
    for m in _LINE_RE.finditer(text):
        if m.start() == m.end():
            return
        end = m.end() - 1 if m.group().endswith("\n") else m.end()
        yield m.start(), end


def _block_cuts(text: str, fenced: list[Span], inline: _Ranges) -> set[int]:
    """Cut positions from the block structure: paragraphs, headings, list items, quotes, table
    rows, rules and fenced blocks each start a new sentence. A single newline inside a paragraph
    (a soft wrap) is not a boundary."""
    fences = _Ranges(fenced)
    cuts: set[int] = set()
    for fs, fe in fenced:
        cuts.update((fs, fe))
    prev_blank = False
    prev_single = False
    for ls, le in _lines(text):
        if ls in fences:
            prev_blank, prev_single = False, False
            continue
        line = text[ls:le]
        if not line.strip():
            prev_blank = True
            continue
        inside_inline = (span := inline.containing(ls)) is not None and span[0] < ls
        if not inside_inline and (prev_blank or prev_single or _BLOCK_START_RE.match(line)):
            cuts.add(ls)
        prev_single = _SINGLE_LINE_BLOCK_RE.match(line) is not None
        prev_blank = False
    return cuts


def _next_visible(text: str, pos: int) -> str:
    """The first non-whitespace character at or after ``pos`` ("" at the end)."""
    m = _VISIBLE_RE.search(text, pos)
    return m.group() if m else ""


def _is_list_marker(text: str, start: int, end: int) -> bool:
    """True for the ``.`` of an ordered-list marker ``12. `` (digits at a line start, after
    nothing but spaces and other block markers: ``## 1. Results``, ``- 2. item``, ``> 3. quote``)."""
    if text[start:end] != "." or (end < len(text) and text[end] not in " \t\r\n"):
        return False
    i = start
    while i > 0 and text[i - 1].isdigit() and start - i < 10:
        i -= 1
    if i == start or text[i - 1:i].isdigit():
        return False
    while i > 0 and text[i - 1] in " \t>#*+-":
        i -= 1
    return i == 0 or text[i - 1] == "\n"


def _period_ends_sentence(text: str, start: int, after: int) -> bool:
    """Whether a single ``.`` at ``start`` ends a sentence, judged by the word before it and the
    first visible character after ``after``: abbreviations (e.g., i.e., vs., approx., ca., Fig.,
    et al.) do not; ``etc.`` does before an upper-case word; an initial (``E. coli``) does not
    before a lower-case word."""
    m = _WORD_BEFORE_RE.search(text, max(0, start - 40), start)
    if m is None:
        return True
    word = m.group(1).lower().rstrip(".")
    nxt = _next_visible(text, after)
    if word in _ABBREVIATIONS:
        return False
    if word in _SOFT_ABBREVIATIONS:
        return nxt == "" or nxt.isupper()
    if len(word) == 1 and nxt.islower():
        return False
    return True


def _terminator_cuts(text: str, code: _Ranges) -> set[int]:
    """Cut positions after sentence terminators (``.``, ``!``, ``?``, ``…``).

    A terminator ends a sentence when whitespace or the end of the text follows it (after closing
    quotes, brackets and emphasis marks). Tokens right after it belong to the sentence it ends,
    so the cut goes after them — even when no space separates them from the next sentence.
    Decimals (``1.14``), ordered-list markers and abbreviations are not terminators.
    """
    cuts: set[int] = set()
    for m in _TERMINATOR_RE.finditer(text):
        start, end = m.span()
        if start in code or _is_list_marker(text, start, end):
            continue
        after = _CLOSERS_RE.match(text, end).end()
        tokens = _TRAILING_TOKENS_RE.match(text, after)
        pos = tokens.end() if tokens else after
        if tokens is None and pos < len(text) and not text[pos].isspace():
            continue  # 1.14, e.g.X, a.b
        mark = m.group()
        if mark == ".":
            if not _period_ends_sentence(text, start, pos):
                continue
        elif set(mark) <= {".", "\u2026"}:  # an ellipsis ends a sentence only before a capital
            nxt = _next_visible(text, pos)
            if nxt.islower():
                continue
        cuts.add(pos)
    return cuts


def _trim(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None


_NOT_CONTENT_RE = re.compile(r"[\s#>*_+\-|.,;:()\[\]]+")


def _only_tokens(text: str, span: Span, tokens: list[TokenMatch], token_starts: list[int]) -> bool:
    """True when ``span`` holds at least one token and nothing but tokens and markup."""
    lo = bisect.bisect_left(token_starts, span[0])
    hi = bisect.bisect_left(token_starts, span[1])
    if lo == hi:
        return False
    rest, cursor = [], span[0]
    for t in tokens[lo:hi]:
        rest.append(text[cursor:t.start])
        cursor = t.end
    rest.append(text[cursor:span[1]])
    return not _NOT_CONTENT_RE.sub("", "".join(rest))


def _sentence_spans(text: str, fenced: list[Span], code: _Ranges, inline: _Ranges,
                    tokens: list[TokenMatch]) -> list[Span]:
    """The spans of :func:`split_sentences`, given the code ranges and the live tokens."""
    cuts = {0, len(text)} | _block_cuts(text, fenced, inline) | _terminator_cuts(text, code)
    ordered = sorted(cuts)
    spans = [s for s in (_trim(text, a, b) for a, b in zip(ordered, ordered[1:])) if s]
    fences = _Ranges(fenced)
    token_starts = [t.start for t in tokens]
    merged: list[Span] = []
    for span in spans:
        if merged and merged[-1][0] not in fences and _only_tokens(text, span, tokens, token_starts):
            merged[-1] = (merged[-1][0], span[1])  # a paragraph / item / line of only tokens
        else:
            merged.append(span)
    return merged


def split_sentences(text: str) -> list[Span]:
    """Sentence spans ``(start, end)`` of ``text``, in order, non-overlapping, trimmed of
    surrounding whitespace. Every non-whitespace character lies in exactly one span.

    Boundaries: ``.``/``!``/``?``/``…`` followed by whitespace (not decimals such as ``1.14``,
    loci such as ``chr8:127,700,000-127,760,000``, abbreviations such as e.g., i.e., etc., vs.,
    approx., ca., Fig., et al.); blank lines; the start of a heading, list item, quote, table row
    or fenced code block. A fenced code block is one span. Citation tokens after a terminator
    belong to the sentence before it, and a paragraph or list item made only of tokens joins the
    previous sentence.
    """
    fenced, inline = _code_parts(text)
    code = _Ranges(fenced + inline)
    return _sentence_spans(text, fenced, code, _Ranges(inline), _live_tokens(text, code))


# ----------------------------------------------------------------------------------------------
# Extracting facts from a sentence
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Number:
    """A number as written: its value (bp for lengths), tolerance, and whether it is a percent."""

    value: float
    tolerance: float  # half a unit of the last digit written, in the unit of ``value``
    percent: bool


def _parse_number(m: re.Match[str]) -> _Number | None:
    """Value and rounding tolerance of a :data:`_NUMBER_RE` match (None if not finite)."""
    mantissa = m.group("int").replace(",", "") + (m.group("frac") or "")
    decimals = len(m.group("frac") or "") - 1 if m.group("frac") else 0
    exponent = int(m.group("exp")[1:].replace("\u2212", "-")) if m.group("exp") else 0
    try:
        value = float(mantissa) * (10.0 ** exponent)
    except OverflowError:
        return None
    decimals -= exponent
    scale = _UNIT_BP[m.group("unit").lower()] if m.group("unit") else 1
    if m.group("sign"):
        value = -value
    value *= scale
    if not math.isfinite(value):
        return None
    tolerance = 0.5 * (10.0 ** -decimals) * scale if decimals < 300 else 0.0
    return _Number(value, tolerance, bool(m.group("pct")))


_NOT_A_SIGN_RE = re.compile(r"(?:[0-9%][ \t]*|[A-Za-z])$")


def _number_end(m: re.Match[str]) -> int:
    """Where the digits of a :data:`_NUMBER_RE` match end (before any percent sign or unit)."""
    for group in ("exp", "frac", "int"):
        if m.group(group):
            return m.end(group)
    return m.end()


def _number_matches(text: str, start: int = 0, end: int | None = None) -> Iterator[re.Match[str]]:
    """Matches of :data:`_NUMBER_RE` that are claims, not parts of identifiers.

    A number followed by a letter, digit, ``_`` or prime (``K562`` is caught by the look-behind;
    ``1e``, ``3D``, ``5'`` here) or by ``.digit`` (a version such as ``1.2.3``) is skipped. A
    minus after a number (``1-40``, ``1 - 40``) is a range and one right after a letter
    (``top-10``) a hyphen, not a sign.
    """
    end = len(text) if end is None else end
    pos = start
    while pos < end:
        m = _NUMBER_RE.search(text, pos, end)
        if m is None:
            return
        pos = m.end()
        if m.group("sign") and _NOT_A_SIGN_RE.search(text, max(0, m.start() - 8), m.start()):
            pos = m.start("int")  # retry without the sign
            continue
        if not (m.group("pct") or m.group("unit")):
            nxt = text[m.end():m.end() + 2]
            if nxt[:1] and (nxt[0].isalnum() or nxt[0] in "_'\u2032\u2019" or
                            (nxt[0] == "." and nxt[1:2].isdigit())):
                continue
        yield m


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


def _masked(text: str, code: _Ranges, tokens: list[TokenMatch]) -> str:
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
    for i, ch in enumerate(chars):
        if ch == "*":
            chars[i] = " "
        elif ch == "_" and not (0 < i < len(chars) - 1 and chars[i - 1].isalnum() and chars[i + 1].isalnum()):
            chars[i] = " "
    return "".join(chars)


def _locus_value(m: re.Match[str]) -> tuple[str, int, int]:
    return m.group("chrom"), int(m.group("start").replace(",", "")), int(m.group("end").replace(",", ""))


class _Claim(NamedTuple):
    """A fact found in a message: its offset, the fact, and (numbers) how it was written."""

    pos: int
    fact: Fact
    number: _Number | None = None


def _claims_in(text: str, masked: str) -> list[_Claim]:
    """Every fact in ``masked`` (a blanked copy of ``text``, same length), in order.

    Accessions are read first, then URLs are blanked, then loci are read and blanked (their
    numbers are part of the locus), then the remaining numbers are read.
    """
    found: list[_Claim] = []
    chars = list(masked)
    for m in _ACCESSION_RE.finditer(masked):
        found.append(_Claim(m.start(), Fact("accession", text[m.start():m.end()], m.group().upper())))
        _blank(chars, m.start(), m.end())
    for m in _URL_RE.finditer(masked):
        _blank(chars, m.start(), m.end())
    rest = "".join(chars)
    for m in _LOCUS_RE.finditer(rest):
        found.append(_Claim(m.start(), Fact("locus", text[m.start():m.end()], _locus_value(m))))
        _blank(chars, m.start(), m.end())
    rest = "".join(chars)
    for m in _number_matches(rest):
        number = _parse_number(m)
        if number is not None:
            found.append(_Claim(m.start(), Fact("number", text[m.start():m.end()], number.value), number))
    found.sort(key=lambda claim: claim.pos)
    return found


def extract_facts(sentence: str) -> list[Fact]:
    """The checkable facts of ``sentence`` in order of appearance, unresolved (``found=False``).

    Tokens, code, markdown list/heading markers, emphasis and chip numbers like ``[1]`` are
    ignored; see the module docstring for what counts as a number, a locus or an accession.
    """
    code = _Ranges(code_ranges(sentence))
    masked = _masked(sentence, code, _live_tokens(sentence, code))
    return [claim.fact for claim in _claims_in(sentence, masked)]


# ----------------------------------------------------------------------------------------------
# What a record holds
# ----------------------------------------------------------------------------------------------


def _chrom_key(chrom: str) -> str:
    """Chromosome name for comparison: no ``chr`` prefix, lower case, ``M`` = ``MT``."""
    key = chrom.strip().lower()
    if key.startswith("chr"):
        key = key[3:]
    return "mt" if key == "m" else key


_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_INT_STRING_RE = re.compile(r"\s*-?" + _COORD + r"\s*", re.ASCII)


def _child_path(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    key = str(key)
    return f"{path}.{key}" if _IDENT_RE.match(key) else f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and _INT_STRING_RE.fullmatch(value):
        return int(value.replace(",", ""))
    return None


class _LociOnChrom:
    """The loci of one chromosome: overlap queries by bisection over sorted starts."""

    def __init__(self) -> None:
        self.items: list[tuple[int, int, int, str, str]] = []  # (start, end, order, path, matched)
        self._starts: list[int] = []
        self._max_end: list[int] = []

    def freeze(self) -> None:
        self.items.sort()
        self._starts = [s for s, *_ in self.items]
        running, self._max_end = -1, []
        for _, e, *_ in self.items:
            running = max(running, e)
            self._max_end.append(running)

    def overlapping(self, start: int, end: int) -> tuple[str, str] | None:
        """(path, matched) of an overlapping locus, preferring the first in record order."""
        hi = bisect.bisect_left(self._starts, end) - 1  # items[0..hi] start before ``end``
        if hi < 0 or self._max_end[hi] <= start:
            return None
        best = None
        for i in range(hi, -1, -1):
            s, e, order, path, matched = self.items[i]
            if e > start and (best is None or order < best[0]):
                best = (order, path, matched)
            if self._max_end[i] <= start:
                break
        return None if best is None else (best[1], best[2])


class _RecordIndex:
    """The numbers, loci and accessions one record holds, with their paths, for fast lookup."""

    def __init__(self) -> None:
        self._order = 0
        self.numbers: list[tuple[float, int, str, str]] = []  # (value, order, path, matched)
        self.values: list[float] = []
        self.loci: dict[str, _LociOnChrom] = {}
        self.exact: dict[tuple[str, int, int], tuple[str, str]] = {}
        self.accessions: dict[str, tuple[str, str]] = {}

    # -- building ------------------------------------------------------------------------------
    def _next(self) -> int:
        self._order += 1
        return self._order

    def add_number(self, value: float | int, path: str, matched: str) -> None:
        try:
            value = float(value)
        except (OverflowError, ValueError):  # an int too large for a float
            return
        if math.isfinite(value):
            self.numbers.append((value, self._next(), path, matched))

    def add_locus(self, chrom: str, start: int, end: int, path: str, matched: str) -> None:
        """A locus and its length (``end - start``, path ``"<path> (length)"``)."""
        start, end = min(start, end), max(start, end)
        key = _chrom_key(chrom)
        on_chrom = self.loci.setdefault(key, _LociOnChrom())
        on_chrom.items.append((start, max(end, start + 1), self._next(), path, matched))  # 0-length: 1 bp
        self.exact.setdefault((key, start, end), (path, matched))
        self.add_number(end - start, f"{path} (length)", matched)

    def add_accession(self, accession: str, path: str) -> None:
        self.accessions.setdefault(accession.upper(), (path, accession))

    def add_text(self, text: str, path: str, *, numbers: bool = True, loci: bool = True) -> None:
        """Accessions, loci (with lengths) and, optionally, numbers written in a string."""
        for m in _ACCESSION_RE.finditer(text):
            self.add_accession(m.group(), path)
        if loci:
            for m in _LOCUS_RE.finditer(text):
                self.add_locus(*_locus_value(m), path, m.group())
        if numbers:
            for m in _number_matches(text):
                number = _parse_number(m)
                if number is None:
                    continue
                self.add_number(number.value, path, m.group())
                if m.group("unit"):  # "60 kb" also holds the bare 60
                    bare = text[m.start():_number_end(m)]
                    self.add_number(number.value / _UNIT_BP[m.group("unit").lower()], path, bare)

    def add_data(self, data: Any, root: str) -> None:
        """Walk a JSON-like value depth first (iteratively: deep data cannot overflow the stack)."""
        stack: list[tuple[Any, str]] = [(data, root)]
        while stack:
            obj, path = stack.pop()
            if isinstance(obj, bool) or obj is None:
                continue
            if isinstance(obj, (int, float)):
                self.add_number(obj, path, json.dumps(obj))
            elif isinstance(obj, str):
                self.add_text(obj, path)
            elif isinstance(obj, dict):
                self._dict_locus(obj, path)
                stack.extend(reversed([(v, _child_path(path, k)) for k, v in obj.items()]))
            elif isinstance(obj, (list, tuple)):
                stack.extend(reversed([(v, _child_path(path, i)) for i, v in enumerate(obj)]))

    def _dict_locus(self, obj: dict, path: str) -> None:
        """A dict with chr/chrom/chromosome + start + end keys is a locus (matched: ``chr:s-e``)."""
        lowered = {str(k).lower(): v for k, v in obj.items()}
        chrom = next((lowered[k] for k in ("chrom", "chr", "chromosome") if isinstance(lowered.get(k), str)), None)
        start, end = _as_int(lowered.get("start")), _as_int(lowered.get("end"))
        if chrom and start is not None and end is not None:
            self.add_locus(chrom, start, end, path, f"{chrom}:{start}-{end}")

    def freeze(self) -> "_RecordIndex":
        self.numbers.sort()
        self.values = [v for v, *_ in self.numbers]
        for loci in self.loci.values():
            loci.freeze()
        return self

    # -- lookups ---------------------------------------------------------------------------------
    def find_number(self, value: float, tolerance: float, *, negative: bool) -> tuple[str, str] | None:
        """(path, matched) of the record value closest to ``value`` within ``tolerance``."""
        tolerance += 1e-9 * max(1.0, abs(value))
        lo = bisect.bisect_left(self.values, value - tolerance)
        hi = bisect.bisect_right(self.values, value + tolerance)
        best = None
        for v, order, path, matched in self.numbers[lo:hi]:
            if negative and v >= 0:
                continue
            key = (abs(v - value), order)
            if best is None or key < best[0]:
                best = (key, path, matched)
        return None if best is None else (best[1], best[2])

    def find_locus(self, chrom: str, start: int, end: int, *, exact_only: bool) -> tuple[str, str] | None:
        key = _chrom_key(chrom)
        start, end = min(start, end), max(start, end)
        hit = self.exact.get((key, start, end))
        if hit is not None or exact_only:
            return hit
        loci = self.loci.get(key)
        return loci.overlapping(start, max(end, start + 1)) if loci else None

    def find_accession(self, accession: str) -> tuple[str, str] | None:
        return self.accessions.get(accession.upper())


def _build_index(record: Any) -> _RecordIndex:
    """Index what ``record`` (a :class:`~.records.Citation` or anything with its attributes)
    holds. Fields are read in this order, which decides which path wins a tie: data, locus,
    title, location, lineRange, excerpt, url, fileName."""
    index = _RecordIndex()
    data = getattr(record, "data", None)
    if data is not None:
        index.add_data(data, "data")
    for attr, path, numbers in (
        ("locus", "locus", True),
        ("title", "title", True),
        ("location", "location", True),
        ("line_range", "lineRange", True),
        ("excerpt", "excerpt", data is None),
    ):
        value = getattr(record, attr, None)
        if isinstance(value, str) and value:
            index.add_text(value, path, numbers=numbers)
    for attr, path in (("url", "url"), ("file_name", "fileName")):
        value = getattr(record, attr, None)
        if isinstance(value, str) and value:
            index.add_text(value, path, numbers=False, loci=False)
    return index.freeze()


_CACHE_SIZE = 2048
_cache: "OrderedDict[tuple[str, int], tuple[weakref.ref, _RecordIndex]]" = OrderedDict()


def _index_for(record: Any) -> _RecordIndex:
    """The cached index of ``record`` (keyed by its id and object identity)."""
    key = (str(getattr(record, "id", "")), id(record))
    hit = _cache.get(key)
    if hit is not None and hit[0]() is record:
        _cache.move_to_end(key)
        return hit[1]
    index = _build_index(record)
    try:
        ref = weakref.ref(record)
    except TypeError:  # not weak-referenceable: do not cache
        return index
    _cache[key] = (ref, index)
    if len(_cache) > _CACHE_SIZE:
        _cache.popitem(last=False)
    return index


# ----------------------------------------------------------------------------------------------
# Checking
# ----------------------------------------------------------------------------------------------


def _resolve(claim: _Claim, records: list[tuple[str, _RecordIndex]]) -> None:
    """Look a fact up in the cited records (in citation order); fill in where it was found.

    A locus is first looked for exactly in every record, then by overlap.
    """
    fact = claim.fact
    passes: list[Any]
    if fact.kind == "accession":
        passes = [lambda index: index.find_accession(fact.value)]
    elif fact.kind == "locus":
        passes = [lambda index: index.find_locus(*fact.value, exact_only=True),
                  lambda index: index.find_locus(*fact.value, exact_only=False)]
    elif claim.number is not None:
        passes = [lambda index: _find_number(claim.number, index)]
    else:
        return
    for lookup in passes:
        for cid, index in records:
            hit = lookup(index)
            if hit is not None:
                fact.found, fact.citation_id, (fact.path, fact.matched) = True, cid, hit
                return


def _find_number(number: _Number, index: _RecordIndex) -> tuple[str, str] | None:
    """A number as written; a percent also matches a fraction (``100%`` ~ 1.0, two more decimals)."""
    negative = number.value < 0
    hit = index.find_number(number.value, number.tolerance, negative=negative)
    if hit is None and number.percent:
        hit = index.find_number(number.value / 100.0, number.tolerance / 100.0, negative=negative)
    return hit


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def _join_and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


_NOTHING = "Nothing checkable (no numbers, loci or accessions)."


def _uncited_reason(facts: list[Fact]) -> str:
    counts = [(sum(f.kind == kind for f in facts), word, plural) for kind, word, plural in (
        ("number", "number", "numbers"), ("locus", "locus", "loci"), ("accession", "accession", "accessions"))]
    parts = [_plural(n, w, p) for n, w, p in counts if n]
    return f"Uncited claim: {_join_and(parts)} with no citation."


def _unknown_clause(unknown: list[str]) -> str:
    if len(unknown) == 1:
        return f"{unknown[0]} was not issued by a tool in this session"
    return f"{', '.join(unknown)} were not issued by a tool in this session"


def _check(text: str, span: Span, tokens: list[TokenMatch], claims: list[_Claim], store: Any) -> SentenceCheck:
    """The verdict on one sentence (see the module docstring for the statuses)."""
    start, end = span
    ids = list(dict.fromkeys(t.id for t in tokens))
    facts = [claim.fact for claim in claims]
    check = SentenceCheck(text[start:end], start, end, ids, tokens, "plain", _NOTHING, facts)
    if not ids:
        if facts:
            check.status, check.reason = "uncited", _uncited_reason(facts)
        return check
    known: list[tuple[str, Any]] = []
    unknown: list[str] = []
    for cid in ids:
        record = store.get(cid) if store is not None else None
        if record is None:
            unknown.append(cid)
        else:
            known.append((cid, record))
    if not known:
        noun = "Unknown citation" if len(unknown) == 1 else "Unknown citations"
        check.status, check.reason = "unsupported", f"{noun}: {_unknown_clause(unknown)}."
        return check
    indexes = [(cid, _index_for(record)) for cid, record in known]
    for claim in claims:
        _resolve(claim, indexes)
    where = "the cited record" if len(known) == 1 else "the cited records"
    missing = list(dict.fromkeys(f.text for f in facts if not f.found))
    if not facts:
        check.status, reason = "unverified", _NOTHING[:-1]
    elif missing:
        check.status, reason = "unsupported", f"Not found in {where}: {', '.join(missing)}"
    elif len(facts) == 1:
        check.status, reason = "verified", f"The 1 checked fact was found in {where}"
    else:
        check.status, reason = "verified", f"All {len(facts)} checked facts found in {where}"
    if unknown:
        reason += f"; unknown citation{'s' if len(unknown) > 1 else ''}: {_unknown_clause(unknown)}"
    check.reason = reason + "."
    return check


def verify_message(text: str, store: Any) -> list[SentenceCheck]:
    """Check every sentence of ``text`` against the records its tokens cite.

    ``store`` is anything with ``.get(id) -> Citation | None`` (a :class:`~.store.CitationStore`,
    a ``RecordMap`` or a plain dict). Returns one :class:`SentenceCheck` per sentence of
    :func:`split_sentences`, in order, including sentences with no token and nothing checkable.
    Tokens inside code are ignored; every other token is attached to exactly one sentence.
    """
    if not isinstance(text, str):
        raise TypeError(f"verify_message takes the message text as str, not {type(text).__name__}")
    fenced, inline = _code_parts(text)
    code = _Ranges(fenced + inline)
    tokens = _live_tokens(text, code)
    spans = _sentence_spans(text, fenced, code, _Ranges(inline), tokens)
    claims = _claims_in(text, _masked(text, code, tokens))
    starts = [s for s, _ in spans]

    def owner(pos: int) -> int:
        return bisect.bisect_right(starts, pos) - 1

    tokens_of: list[list[TokenMatch]] = [[] for _ in spans]
    claims_of: list[list[_Claim]] = [[] for _ in spans]
    for t in tokens:
        tokens_of[owner(t.start)].append(t)
    for claim in claims:
        claims_of[owner(claim.pos)].append(claim)
    return [_check(text, span, tokens_of[i], claims_of[i], store) for i, span in enumerate(spans)]
