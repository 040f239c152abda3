"""What a regex needs of a text, and the case folding it is tested on.

- :func:`literal_prefixes`: strings one of which every match of a pattern starts with (so a
  search need only be tried where one stands: :class:`~.cuescan.PrefixedSearch`);
- :func:`required_words`: word sets such that every text a pattern matches in holds a word of
  each (so a message without them skips the search in every sentence: :func:`may_match`,
  :class:`MessageGate`);
- :func:`lower` and :func:`fold`: the length-keeping lower-casing these tests read.

Both analyses walk the standard library's parse of the pattern and give up (None) wherever they
cannot be sure; they never change what a search finds, only whether it is tried.
"""

from __future__ import annotations

import re
from typing import Any

from . import fastpath

try:  # the regex parser of the standard library (``sre_parse``)
    from re import _parser as _sre  # type: ignore[attr-defined]  # private, not in typeshed
except ImportError:  # Python < 3.11
    import sre_parse as _sre

_K = 3
_MAX = 48
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def lower(text: str) -> str:
    """``text`` with ASCII letters lower-cased (length unchanged)."""
    if text.isascii():  # the same result: ``str.lower`` of ASCII changes A-Z only (and is much faster)
        return text.lower()
    return text.translate(_ASCII_LOWER)


#: ASCII lower case, and the four non-ASCII letters a case-insensitive pattern matches to an
#: ASCII letter (İ ı → i, ſ → s, K → k): a case-insensitive match of an ASCII literal starts
#: where the folded text holds that literal in lower case. Length unchanged.
_FOLD = str.maketrans({**{chr(c): chr(c + 32) for c in range(65, 91)},
                       "\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def fold(text: str) -> str:
    """``text`` folded for prefix tests of case-insensitive patterns (see :data:`_FOLD`)."""
    if text.isascii():  # none of the four non-ASCII letters: the ASCII lower case (see :func:`lower`)
        return text.lower()
    return text.translate(_FOLD)


def foldable(prefix: str) -> bool:
    """A prefix the fold can test: lower-case ASCII, or characters without case."""
    return all((ch.isascii() and not ch.isupper()) or ch.lower() == ch == ch.upper() for ch in prefix)


def _seq(items: Any, prefixes: set[str]) -> tuple[set[str], set[str]] | None:
    """Extend each prefix (shorter than _K) through the parsed items: ``(open, closed)``, the
    prefixes that reached the end of the items (and may go on) and those that ended inside them
    (a class, an unknown item, or _K characters); None if unknowable."""
    open_, closed = set(prefixes), set()
    for index, (op, av) in enumerate(items):
        full = {p for p in open_ if len(p) >= _K}
        closed |= full
        open_ -= full
        if not open_:
            break
        name = str(op)
        if name == "LITERAL":
            open_ = {p + chr(av) for p in open_}
        elif name == "IN":
            chars = [chr(v) for o, v in av if str(o) == "LITERAL"]
            if len(chars) != len(av) or len(chars) > 6:
                return set(), closed | open_  # a class or a range: the prefix ends here
            open_ = {p + ch for p in open_ for ch in chars}
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        elif name in ("SUBPATTERN", "BRANCH"):
            alternatives = [av[-1]] if name == "SUBPATTERN" else av[1]
            got_open: set[str] = set()
            for alt in alternatives:
                got = _seq(alt, open_)
                if got is None:
                    return set(), closed | open_
                got_open |= got[0]
                closed |= got[1]
            open_ = got_open
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            lo, _hi, sub = av
            once = _seq(sub, open_)
            if once is None:
                return set(), closed | open_
            if lo == 0:  # optional: the rest follows either with or without it
                rest = list(items)[index + 1:]
                skip = _seq(rest, open_)
                take = _seq(rest, once[0])
                if skip is None or take is None:
                    return set(), closed | open_
                return skip[0] | take[0], closed | once[1] | skip[1] | take[1]
            return set(), closed | once[0] | once[1]  # the prefix ends after the first repetition
        else:
            return set(), closed | open_
        if len(open_) + len(closed) > _MAX:
            return None
    return open_, closed


def parse_regex(pattern: str, flags: int = 0) -> Any:
    """``pattern`` parsed by the standard library's regex parser (a list of ``(op, argument)``
    items; raises ``re.error`` like ``re.compile``)."""
    return _sre.parse(pattern, flags)


def literal_prefixes(pattern: str) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` starts with (None: no useful prefix)."""
    try:
        parsed = parse_regex(pattern)
    except re.error:
        return None
    result = _seq(list(parsed), {""})
    if result is None:
        return None
    got = result[0] | result[1]
    if not got or "" in got:
        return None
    return frozenset(got)


#: Word sets: a text must hold a word of each (see :func:`required_words`).
Required = tuple[frozenset[str], ...]


def _telling(words: frozenset[str]) -> tuple[int, int]:
    """How telling a word set is: its shortest word the longer (then the set the smaller), the more."""
    return min(map(len, words)), -len(words)


def _required(items: Any, ignore_case: bool) -> list[frozenset[str]]:
    """Sets of lower-case words such that every match of the parsed ``items`` holds a word of each,
    the most telling first (none: nothing known). Literal runs, groups, alternations (each branch
    must give a set: their best ones together), repeats done at least once and lookarounds that
    must hold (what they see is text too) give sets; everything else ends a run and gives none."""
    candidates: list[frozenset[str]] = []
    run = ""
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            ch = chr(av).lower() if chr(av).isascii() or ignore_case else chr(av)
            if foldable(ch):
                run += ch
                continue
        if run:
            candidates.append(frozenset({run}))
            run = ""
        got: list[frozenset[str]] = []
        if name in ("SUBPATTERN", "ATOMIC_GROUP", "ASSERT"):
            got = _required(av[-1] if name != "ATOMIC_GROUP" else av, ignore_case)
        elif name == "BRANCH":
            branches = [_required(alt, ignore_case) for alt in av[1]]
            if all(branches):
                got = [frozenset().union(*(b[0] for b in branches))]
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and av[0] >= 1:
            got = _required(av[2], ignore_case)
        candidates += got
    if run:
        candidates.append(frozenset({run}))
    return sorted(set(candidates), key=_telling, reverse=True)


def required_words(pattern: re.Pattern[str], most: int = 3) -> Required | None:
    """Up to ``most`` sets of lower-case words such that every text in which ``pattern`` matches
    holds a word of each (in its copy folded by :func:`fold`), or None when the pattern names none:
    a text whose folded copy lacks every word of one set has no match anywhere, in any window (a
    fast path skips the search)."""
    try:
        parsed = parse_regex(pattern.pattern, pattern.flags)
    except re.error:
        return None
    sets = [words for words in _required(list(parsed), bool(pattern.flags & re.IGNORECASE)) if all(words)]
    return tuple(sets[:most]) or None


def may_match(words: Required | None, folded: str) -> bool:
    """Whether a pattern whose :func:`required_words` are ``words`` could match in a text whose
    :func:`fold` is ``folded`` (always, with the fast paths off)."""
    return words is None or not fastpath.enabled() or all(any(w in folded for w in ws) for ws in words)


class MessageGate:
    """:func:`may_match` of one pattern, remembered for the last text asked about (a message's
    sentences all ask about the same lower-cased message)."""

    def __init__(self, pattern: re.Pattern[str]):
        self.words = required_words(pattern)
        self._last: tuple[str | None, bool] = (None, True)

    def __call__(self, low: str) -> bool:
        """Whether the pattern could match in ``low`` (a text ASCII-lower-cased by :func:`lower`)."""
        last = self._last
        if last[0] is low:
            return last[1]
        got = may_match(self.words, low if low.isascii() else fold(low))
        self._last = (low, got)
        return got
