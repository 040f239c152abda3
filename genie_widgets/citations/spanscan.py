"""One search of a message for what each of its sentences holds (a fast path).

:func:`span_matches` runs a pattern once over a whole message and hands each sentence span the
matches that ``finditer(text, start, end)`` over that span would find. The two agree when

- no match of the whole text lies outside every span or crosses a span's end (within a span, a
  search from an earlier position finds the same leftmost matches as one from its start: the
  look-behinds and ``\\b`` at a span's start read the characters before it either way);
- no match is empty (finditer's rules for empty matches depend on where it started);
- every span is followed by whitespace or the end of the text, and the pattern looks at the
  character after a match only through ``\\b``/``\\B`` or a negative look-ahead of one character
  class that cannot match whitespace (:func:`edge_safe`; a leading look-ahead of one character,
  which reads the match's own first character, is fine too): then a search bounded at the span's
  end, which sees the end of the text there, and the whole-text search, which sees whitespace,
  take the same decisions; a match that would read further ends past the span (see above).

Otherwise :func:`span_matches` returns None and the caller searches span by span.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, TypeVar

from . import fastpath
from .cuescan import PrefixedSearch
from .patterns import parse_regex

T = TypeVar("T")

_SAFE_AT = {"AT_BEGINNING", "AT_BEGINNING_STRING", "AT_BEGINNING_LINE", "AT_BOUNDARY", "AT_NON_BOUNDARY",
            "AT_UNI_BOUNDARY", "AT_UNI_NON_BOUNDARY", "AT_LOC_BOUNDARY", "AT_LOC_NON_BOUNDARY"}
#: Categories a one-class look-ahead may not hold: those that match whitespace (``\s``, ``\W``,
#: ``\D``), and ``\S`` too, which cannot but is refused all the same (a conservative choice: a
#: refused pattern is only searched sentence by sentence).
_REFUSED_CATEGORIES = {"CATEGORY_SPACE", "CATEGORY_UNI_SPACE", "CATEGORY_LOC_SPACE", "CATEGORY_NOT_SPACE",
                       "CATEGORY_UNI_NOT_SPACE", "CATEGORY_NOT_WORD", "CATEGORY_UNI_NOT_WORD",
                       "CATEGORY_LOC_NOT_WORD", "CATEGORY_NOT_DIGIT", "CATEGORY_UNI_NOT_DIGIT"}


def _one_class_without_space(items: Any) -> bool:
    """A look-ahead body of one literal or one (non-negated) class that cannot match whitespace."""
    items = list(items)
    if len(items) != 1:
        return False
    op, av = items[0]
    name = str(op)
    if name == "LITERAL":
        return not chr(av).isspace()
    if name != "IN":
        return False
    for o, v in av:
        kind = str(o)
        if kind == "NEGATE":
            return False
        if kind == "LITERAL" and chr(v).isspace():
            return False
        if kind == "RANGE" and any(chr(c).isspace() for c in range(v[0], v[1] + 1)):
            return False
        if kind == "CATEGORY" and str(v) in _REFUSED_CATEGORIES:
            return False
        if kind not in ("LITERAL", "RANGE", "CATEGORY"):
            return False
    return True


def _safe(items: Any) -> bool:
    for op, av in items:
        name = str(op)
        if name == "AT":
            if str(av) not in _SAFE_AT:
                return False
        elif name == "ASSERT":
            direction, body = av
            if direction >= 0:
                return False  # a positive look-ahead may look at whitespace after the span
            if not _safe(body):
                return False
        elif name == "ASSERT_NOT":
            direction, body = av
            if direction >= 0 and not _one_class_without_space(body):
                return False
            if direction < 0 and not _safe(body):
                return False
        elif name == "SUBPATTERN":
            if not _safe(av[-1]):
                return False
        elif name == "BRANCH":
            if not all(_safe(alt) for alt in av[1]):
                return False
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            if not _safe(av[2]):
                return False
        elif name in ("ATOMIC_GROUP",):
            if not _safe(av):
                return False
        elif name in ("GROUPREF", "GROUPREF_EXISTS", "GROUPREF_IGNORE"):
            return False
    return True


@lru_cache(maxsize=256)
def _edge_safe(pattern: str, flags: int) -> bool:
    if flags & re.MULTILINE:
        return False
    try:
        items = list(parse_regex(pattern, flags))
    except (re.error, TypeError, ValueError):
        return False
    head = list(items[0][1][1]) if items and str(items[0][0]) == "ASSERT" and items[0][1][0] >= 0 else []
    if len(head) == 1 and str(head[0][0]) in ("LITERAL", "IN"):
        items = items[1:]  # a leading look-ahead of one character reads the match's first character only
    return _safe(items)


def edge_safe(pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern`` looks past a match only in the ways the module docstring allows."""
    return _edge_safe(pattern.pattern, pattern.flags)


def span_matches(search: PrefixedSearch | re.Pattern[str], text: str,
                 spans: list[tuple[int, int]]) -> list[list[re.Match[str]]] | None:
    """Per span, the matches of ``search`` (a pattern or a :class:`PrefixedSearch`) that
    ``finditer(text, start, end)`` finds in it — from one search of the whole text; None when
    the two could differ (see the module docstring) or the fast path is off."""
    if not fastpath.enabled() or not spans:
        return None
    pattern = search.pattern if isinstance(search, PrefixedSearch) else search
    if not edge_safe(pattern):
        return None
    n = len(text)
    for _, e in spans:
        if e < n and not text[e].isspace():
            return None
    found = list(search.finditer(text))
    if any(m.end() == m.start() for m in found):
        return None
    return into_spans(found, spans, match_span)


def match_span(m: re.Match[str]) -> tuple[int, int]:
    """Where a match lies (for :func:`into_spans`)."""
    return m.span()


def into_spans(items: Iterable[T], spans: list[tuple[int, int]],
               where: Callable[[T], tuple[int, int]]) -> list[list[T]] | None:
    """``items`` (in text order, each at ``where(item)`` = (start, end)) handed to the sorted,
    non-overlapping ``spans`` that hold them; None when one lies outside every span or crosses a
    span's end (then a search per span could find something else there)."""
    starts = [s for s, _ in spans]
    out: list[list[T]] = [[] for _ in spans]
    for item in items:
        start, end = where(item)
        i = bisect.bisect_right(starts, start) - 1
        if i < 0 or end > spans[i][1]:
            return None
        out[i].append(item)
    return out
