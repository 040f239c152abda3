"""Code ranges and sentence splitting: where the prose of a message is and where its sentences end.

Code is not prose: code blocks and inline code spans, as the renderer's markdown-it reads them
(:func:`~.markdown.code_parts`), are found by :func:`code_ranges`, and tokens and claims inside
them are ignored. :func:`split_sentences` cuts a
message into sentences at terminators, blank lines and block starts; a citation token after a
terminator belongs to the sentence it ends. Offsets are character offsets into the message
(start inclusive, end exclusive).
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable, Iterator

from . import numbers
from .markdown import code_parts
from .numbers import Shapes
from .records import TokenMatch, find_tokens

Span = tuple[int, int]

# ----------------------------------------------------------------------------------------------
# Code
# ----------------------------------------------------------------------------------------------

def code_ranges(text: str) -> list[Span]:
    """Character ranges ``(start, end)`` of code blocks and inline code spans, sorted, as the
    renderer's markdown-it reads them (:func:`~.markdown.code_parts`): fenced blocks (an unclosed
    fence runs to the end of the text), indented code blocks, and inline code (N backticks closed
    by the next run of exactly N). Ranges include the fences and backticks. Tokens and facts
    inside are ignored."""
    fenced, inline = code_parts(text)
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

#: Abbreviations whose period never ends a sentence (compared lower-case, without the last dot):
#: these, and the shapes' ``abbreviations`` (:data:`_ABBREVIATIONS`).
_OWN_ABBREVIATIONS = frozenset({
    "e.g", "i.e", "vs", "approx", "ca", "cf", "fig", "figs", "eq", "eqs", "ref", "refs",
    "incl", "excl", "resp", "suppl", "vol", "viz", "al", "dr", "mr", "mrs",
    "tech", "avg", "max", "min", "exp", "expt", "no", "nos",
    "pos", "obs", "std", "sd", "var", "corr",
})
_ABBREVIATIONS = _OWN_ABBREVIATIONS


def _configure(shapes: Shapes) -> None:
    global _ABBREVIATIONS
    _ABBREVIATIONS = _OWN_ABBREVIATIONS | {w.lower() for w in shapes.abbreviations}


numbers.on_configure(_configure)
#: Abbreviations that may end a sentence: a boundary when an upper-case word follows.
_SOFT_ABBREVIATIONS = frozenset({"etc"})

#: A run of terminators. The look-ahead keeps only runs followed by what can let them end a
#: sentence (the end of the text, whitespace, a closing quote or bracket, an emphasis mark, or a
#: token's "["): any other run is followed by a visible character and never cuts (see
#: :func:`_terminator_cuts`), so leaving it out changes no cut (and skips every decimal point).
_TERMINATOR_RE = re.compile(r"[.!?\u2026]+(?=[\s\"'\u201d\u2019)\]*_\[]|\Z)")
_CLOSERS_RE = re.compile(r"[\"'\u201d\u2019)\]*_]*")
_TRAILING_TOKENS_RE = re.compile(r"(?:[ \t]*(?:\n[ \t]*)?\[\[cite:[a-zA-Z0-9_-]+\]\])+")
#: What the word before a period is made of: ASCII letters and dots, from a letter.
_WORD_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz."
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
    window = text[max(0, start - 40):start].removesuffix("\n")  # (as ``$`` before a last line break)
    written = window[len(window.rstrip(_WORD_CHARS)):].lstrip(".")  # the letters and dots before, from a letter
    if not written:
        return True
    word = written.lower().rstrip(".")
    nxt = _next_visible(text, after)
    if word in _ABBREVIATIONS:
        return False
    if word in _SOFT_ABBREVIATIONS:
        return nxt == "" or nxt.isupper()
    return not (len(word) == 1 and nxt.islower())


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
        closers = _CLOSERS_RE.match(text, end)  # a starred class: it always matches
        after = closers.end() if closers else end
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


_CONTENT_RE = re.compile(r"[^\s#>*_+\-|.,;:()\[\]]")  # a character that is neither markup nor a space


def _only_tokens(text: str, span: Span, tokens: list[TokenMatch], token_starts: list[int]) -> bool:
    """True when ``span`` holds at least one token and nothing but tokens and markup."""
    lo = bisect.bisect_left(token_starts, span[0])
    hi = bisect.bisect_left(token_starts, span[1])
    if lo == hi:
        return False
    cursor = span[0]
    for t in tokens[lo:hi]:
        if _CONTENT_RE.search(text, cursor, t.start):
            return False
        cursor = t.end
    return _CONTENT_RE.search(text, cursor, span[1]) is None


def _sentence_spans(text: str, fenced: list[Span], code: _Ranges, inline: _Ranges,
                    tokens: list[TokenMatch]) -> list[Span]:
    """The spans of :func:`split_sentences`, given the code ranges and the live tokens."""
    cuts = {0, len(text)} | _block_cuts(text, fenced, inline) | _terminator_cuts(text, code)
    ordered = sorted(cuts)
    spans = [s for s in (_trim(text, a, b) for a, b in itertools.pairwise(ordered)) if s]
    fences = _Ranges(fenced)
    token_starts = [t.start for t in tokens]
    merged: list[Span] = []
    for span in spans:
        if merged and merged[-1][0] not in fences and (
                _only_tokens(text, span, tokens, token_starts)  # a paragraph / item / line of only tokens
                or _run_in_heading(text, merged[-1], span)):
            merged[-1] = (merged[-1][0], span[1])
        else:
            merged.append(span)
    return merged


#: A bold lead-in label ending in its own stop (``**Summary.**``, ``- **H1 locus.**``), at most six words.
_RUN_IN = re.compile(r"(?:[-*+]\s+|\d+[.)]\s+)?\*\*[^*\n\[\]]+[.:!?]\*\*")


def _run_in_heading(text: str, previous: Span, span: Span) -> bool:
    """Whether ``previous`` is a bold run-in heading that ``span`` continues on the same line."""
    head = text[previous[0]:previous[1]]
    return ("\n" not in text[previous[1]:span[0]] and _RUN_IN.fullmatch(head) is not None
            and len(head.split()) <= 6)


def split_sentences(text: str) -> list[Span]:
    """Sentence spans ``(start, end)`` of ``text``, in order, non-overlapping, trimmed of
    surrounding whitespace. Every non-whitespace character lies in exactly one span.

    Boundaries: ``.``/``!``/``?``/``…`` followed by whitespace (not decimals such as ``1.14``,
    loci such as ``chr8:127,700,000-127,760,000``, abbreviations such as e.g., i.e., etc., vs.,
    approx., ca., Fig., et al.); blank lines; the start of a heading, list item, quote, table row
    or fenced code block. A fenced code block is one span. Citation tokens after a terminator
    belong to the sentence before it, a paragraph or list item made only of tokens joins the
    previous sentence, and a short bold run-in heading (``**Summary.**``) joins the sentence it leads.
    """
    fenced, inline = code_parts(text)
    code = _Ranges(fenced + inline)
    return _sentence_spans(text, fenced, code, _Ranges(inline), _live_tokens(text, code))

