"""Bounded echoes in tool results: no long argument comes back whole in an error or a record.

A model can send a tool anything (a 1 MB locus, a 4 KB path, 100,000 unknown parameter names). The
schemas bound what a tool takes (:func:`.declarations.bounded`); what a tool then says about its
arguments — an error quoting a path, a warning naming a track — passes :func:`bound_echoes`
before it reaches the result, the citation record (``citations.json``) or the model: each long
run of an argument becomes its :func:`~genie_widgets._io.echo` (at most
:data:`~genie_widgets._io.ECHO_LIMIT` characters of it and its length), and the whole error is
cut at :data:`ERROR_LIMIT` characters.
"""

from __future__ import annotations

import os
from typing import Any

from .._io import ECHO_LIMIT, echo

__all__ = ["ERROR_LIMIT", "bound_echoes", "clip", "exception_words", "long_texts"]

#: Longest error text a result carries (characters); input quoted in an error is cut there.
ERROR_LIMIT = 1000


def clip(text: str, limit: int = ERROR_LIMIT) -> str:
    text = str(text)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text) - limit:,} more characters cut)"


def long_texts(*values: Any) -> list[str]:
    """The strings in ``values`` (and in their lists and objects, keys too, at any depth; at most
    100,000 items looked at) longer than :data:`ECHO_LIMIT`, longest first."""
    found: list[str] = []
    stack, seen = list(values), 0
    while stack and seen < 100_000:
        item = stack.pop()
        seen += 1
        if isinstance(item, str):
            if len(item) > ECHO_LIMIT:
                found.append(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return sorted(set(found), key=len, reverse=True)


def bound_echoes(text: str, texts: list[str]) -> str:
    """``text`` with every long run of an argument in ``texts`` (over :data:`ECHO_LIMIT`
    characters) shortened to its :func:`~genie_widgets._io.echo`, then clipped to
    :data:`ERROR_LIMIT`. A run is found by the argument's first or last :data:`ECHO_LIMIT`
    characters and reaches as far as it repeats the argument, so a tool that quotes the argument
    cut short, or changed in the middle (a path the OS normalised), is caught too."""
    for value in texts:
        head, tail = value[:ECHO_LIMIT], value[-ECHO_LIMIT:]
        start = text.find(head)
        while start >= 0:  # runs that start as the argument starts
            end = start + _common_length(text, start, value)
            shown = echo(value[: end - start])
            text = text[:start] + shown + text[end:]
            start = text.find(head, start + len(shown))
        stop = text.find(tail)
        while stop >= 0:  # runs that end as the argument ends
            stop += len(tail)
            begin = stop - _common_tail(text, stop, value)
            shown = echo(value[len(value) - (stop - begin):])
            text = text[:begin] + shown + text[stop:]
            stop = text.find(tail, begin + len(shown))
    return clip(text)


def _common_tail(text: str, stop: int, value: str) -> int:
    """How many last characters of ``value`` ``text`` repeats just before ``stop``."""
    low, high = 0, min(len(value), stop)
    while low < high:
        mid = (low + high + 1) // 2
        if text[stop - mid:stop] == value[len(value) - mid:]:
            low = mid
        else:
            high = mid - 1
    return low


def _common_length(text: str, start: int, value: str) -> int:
    """How many first characters of ``value`` ``text`` repeats from ``start`` (binary search on
    slices: no per-character loop over a 10 MB argument)."""
    low, high = 0, min(len(value), len(text) - start)
    while low < high:
        mid = (low + high + 1) // 2
        if text[start:start + mid] == value[:mid]:
            low = mid
        else:
            high = mid - 1
    return low


def exception_words(exc: BaseException) -> str:
    """An exception's message; an OS error naming a file names it by :func:`echo` (the file name
    may be the model's 4 KB path, changed by the OS so it no longer reads as the argument)."""
    if isinstance(exc, OSError) and exc.strerror and exc.filename is not None:
        names = " -> ".join(f"'{echo(os.fsdecode(f))}'" for f in (exc.filename, exc.filename2) if f is not None)
        return f"[Errno {exc.errno}] {exc.strerror}: {names}" if exc.errno is not None else f"{exc.strerror}: {names}"
    return str(exc) or type(exc).__name__
