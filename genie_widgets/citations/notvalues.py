"""Spans whose digits are never values: timestamps and dates, clock times, paths, file names,
hashes and numbers that name something in the domain's shapes (genomics: "chromosome 8").
:func:`not_values` finds them so the number reader blanks them first."""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import fastpath, numbers
from .numbers import Shapes
from .patterns import Required, fold, may_match, required_words

#: Spans whose digits are never values: ISO timestamps and dates, clock times (and ranges of
#: them), paths, dates written with a month's name; file names with an extension and hex hashes
#: are found by :func:`not_values`. Each branch needs one character (``-``, ``:``, ``/``) or one of
#: the months' names: the fast path leaves out the branches whose key the text lacks (a branch that
#: cannot match changes no match of the others).
_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_MONTH_KEYS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_NOT_VALUE_BRANCHES: tuple[tuple[str | tuple[str, ...], str], ...] = (
    ("-", r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"),
    (":", r"(?<![\d:,])\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?[-\u2013][ ]?\d{1,2}:\d{2}(?::\d{2})?)?(?![\d,]|:\d)"),
    ("/", r"(?:~|\.{1,2})?/(?:[\w.@+-]+/)+[\w.@+-]*"),
    # dates written with a month's name: "2 December 2026", "Dec 2, 2026"
    (_MONTH_KEYS, rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}\.?,?\s+\d{{4}}\b"
                  rf"|\b{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b"),
)
_NOT_VALUE_RE = re.compile("|".join(body for _, body in _NOT_VALUE_BRANCHES))
_NOT_VALUE_SUBSETS: dict[tuple[bool, ...], re.Pattern[str] | None] = {}


def _not_value_re(text: str) -> re.Pattern[str] | None:
    """:data:`_NOT_VALUE_RE`, or (fast path) the same alternation without the branches whose
    required character is absent from ``text`` (None: no branch can match)."""
    if not fastpath.enabled():
        return _NOT_VALUE_RE
    present = tuple(key in text if isinstance(key, str) else any(k in text for k in key)
                    for key, _ in _NOT_VALUE_BRANCHES)
    if all(present):
        return _NOT_VALUE_RE
    if present not in _NOT_VALUE_SUBSETS:
        bodies = [body for (_, body), keep in zip(_NOT_VALUE_BRANCHES, present, strict=True) if keep]
        _NOT_VALUE_SUBSETS[present] = re.compile("|".join(bodies)) if bodies else None
    return _NOT_VALUE_SUBSETS[present]


_LETTER_RE = re.compile(r"[A-Za-z]")
_EXTENSION_RE = re.compile(r"\.[A-Za-z][A-Za-z0-9]{1,11}(?!\w)")
_HEX_RE = re.compile(r"(?<!\w)[0-9a-f]{8,}(?!\w)")
#: The fast path's hash search: a run of hex digits, kept when it is a whole word (what the
#: look-around of :data:`_HEX_RE` says; a run starting inside a word cannot become one).
_HEX_RUN_RE = re.compile(r"[0-9a-f]{8,}")
_FILE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-.")


def not_values(text: str) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` whose digits are not values (timestamps, times, paths, files, hashes, a
    number that names something: "chromosome 8").

    A file name is a word with a digit before an extension (``peaks-rep1_be97-0ce87f0e.bed``,
    ``rep1.fc.signal.bigwig``); a hash is eight or more hex digits with a letter and a digit."""
    pattern = _not_value_re(text)
    for m in pattern.finditer(text) if pattern is not None else ():
        if "/" in m.group() and not _LETTER_RE.search(m.group()):
            continue  # "199.8/190.7/159.2": a list of numbers, not a path
        yield m.span()
    for m in _EXTENSION_RE.finditer(text):
        i = m.start()
        while i > 0 and text[i - 1] in _FILE_CHARS:
            i -= 1
        name = text[i:m.start()]
        if name and any(ch.isdigit() for ch in name) and not name.endswith(".") and (
                i == 0 or not text[i - 1].isalnum()):
            yield i, m.end()
    for s, e in _hashes(text):
        word = text[s:e]
        if any(ch.isdigit() for ch in word) and any(ch in "abcdef" for ch in word):
            yield s, e
    if _NAMED_RE is not None and (_NAMED_WORDS is None or may_match(_NAMED_WORDS, fold(text))):
        yield from (m.span(1) for m in _NAMED_RE.finditer(text))


#: The shapes' ``numbered_names`` ("on chromosome 8": a name, not a value; the sentence's placement is
#: checked as such), and the words one of which every match holds (a text without them is not searched).
_NAMED_RE: re.Pattern[str] | None = None
_NAMED_WORDS: Required | None = None


def _configure(shapes: Shapes) -> None:
    global _NAMED_RE, _NAMED_WORDS
    _NAMED_RE = re.compile(shapes.numbered_names) if shapes.numbered_names else None
    _NAMED_WORDS = required_words(_NAMED_RE) if _NAMED_RE is not None else None


numbers.on_configure(_configure)


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"  # what ``\w`` matches in a str pattern


def _hashes(text: str) -> Iterator[tuple[int, int]]:
    """Spans of :data:`_HEX_RE` matches (the fast path checks the word boundaries itself)."""
    if not fastpath.enabled():
        yield from (m.span() for m in _HEX_RE.finditer(text))
        return
    n = len(text)
    for m in _HEX_RUN_RE.finditer(text):
        s, e = m.span()
        if (s == 0 or not _is_word_char(text[s - 1])) and (e == n or not _is_word_char(text[e])):
            yield s, e
