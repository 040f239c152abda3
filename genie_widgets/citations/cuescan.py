"""Fast search for a vocabulary's attribute words.

Cue patterns are matched against an ASCII-lower-cased copy of the text (same length, so offsets
hold) without ``re.IGNORECASE``, and a cue is tried on a sentence only when one of its literal
prefixes (derived from the pattern, e.g. ``mea`` / ``ave`` for the mean) occurs in it: most of a
vocabulary's patterns are skipped for any one sentence.
"""

from __future__ import annotations

import re
from typing import Any

try:  # the regex parser of the standard library (``sre_parse``)
    from re import _parser as _sre  # type: ignore[attr-defined]  # private, not in typeshed
except ImportError:  # Python < 3.11
    import sre_parse as _sre

_K = 3
_MAX = 48
_WORD_START_RE = re.compile(r"(?<![a-z0-9_-])[^\s]")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def lower(text: str) -> str:
    """``text`` with ASCII letters lower-cased (length unchanged)."""
    return text.translate(_ASCII_LOWER)


def _seq(items: Any, prefixes: set[str]) -> set[str] | None:
    """Extend each prefix (shorter than _K) through the parsed items; None if unknowable."""
    current = set(prefixes)
    for index, (op, av) in enumerate(items):
        if all(len(p) >= _K for p in current):
            return current
        name = str(op)
        if name == "LITERAL":
            current = {p + chr(av) if len(p) < _K else p for p in current}
        elif name == "IN":
            chars = [chr(v) for o, v in av if str(o) == "LITERAL"]
            if len(chars) != len(av) or len(chars) > 6:
                return current  # a class or a range: the prefix ends here
            current = {p + ch if len(p) < _K else p for p in current for ch in chars}
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        elif name == "SUBPATTERN":
            nxt = _seq(av[-1], current)
            if nxt is None:
                return current
            current = nxt
        elif name == "BRANCH":
            out: set[str] = set()
            for alt in av[1]:
                got = _seq(alt, current)
                if got is None:
                    return current
                out |= got
            current = out
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            lo, _hi, sub = av
            got = _seq(sub, current)
            if got is None:
                return current
            if lo == 0:  # optional: the rest follows either with or without it
                rest = list(items)[index + 1:]
                skip = _seq(rest, current)
                take = _seq(rest, got)
                if skip is None or take is None:
                    return current
                return skip | take
            return got
        else:
            return current
        if len(current) > _MAX:
            return None
    return current


def literal_prefixes(pattern: str) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` starts with (None: no useful prefix)."""
    try:
        parsed = _sre.parse(pattern)
    except re.error:
        return None
    got = _seq(list(parsed), {""})
    if not got or "" in got or any(len(p) < 1 for p in got):
        return None
    return frozenset(got)


class CueScanner:
    """The compiled cues of a vocabulary with their prefixes."""

    def __init__(self, cues: list[tuple[str, Any]]):
        self.entries = []
        for pattern, cue in cues:
            body = rf"(?<![a-z0-9_-])(?:{pattern})(?![a-z0-9_])"
            self.entries.append((re.compile(body), literal_prefixes(pattern), cue))

    def scan(self, low: str, start: int, end: int) -> list[tuple[int, int, Any, str]]:
        """(start, end, cue, text) of every cue match inside ``low[start:end]``."""
        part = low[start:end]
        grams = {part[i:i + k] for i in (m.start() for m in _WORD_START_RE.finditer(part)) for k in (1, 2, 3)}
        out = []
        for rx, prefixes, cue in self.entries:
            if prefixes is not None and grams.isdisjoint(prefixes):
                continue
            for m in rx.finditer(low, start, end):
                if m.end() > m.start():
                    out.append((m.start(), m.end(), cue, m.group()))
        return out
