"""Fast search for a vocabulary's attribute words.

Cue patterns are matched against an ASCII-lower-cased copy of the text (same length, so offsets
hold) without ``re.IGNORECASE``, and a cue is tried on a sentence only when one of its literal
prefixes (derived from the pattern, e.g. ``mea`` / ``ave`` for the mean) starts a word in it:
most of a vocabulary's patterns are skipped for any one sentence.

The fast path (:mod:`.fastpath`) finds the word starts where some cue's prefix stands once per
message (one pass of the prefix search over the whole lower-cased text, remembered for the last
text seen, with the cues each start can begin) and then tries each of those cues only *at* those
word starts inside the sentence (``match`` at a position, bounded at the sentence's end, instead
of ``finditer`` over the sentence). Every match of a cue starts at such a position (its pattern
begins with the word-start look-behind, and every match begins with one of its literal
prefixes), so the matches, and their order, are the ones the reference path (a zero-width
prefix search per sentence, then ``finditer``) finds.
"""

from __future__ import annotations

import bisect
import operator
import re
from typing import Any

from . import fastpath
from .patterns import fold, foldable, literal_prefixes, may_match, required_words

_CUE_INDEX = operator.itemgetter(0)
_SHORT = 24  # characters: below this, finding a pattern's prefixes costs more than searching for it


class PrefixedSearch:
    """``pattern.search`` that tries the pattern only where one of its literal prefixes stands.

    ``search(text, pos, endpos)`` returns what ``pattern.search(text, pos, endpos)`` returns: a
    search is the first position, in order, where the pattern matches, and every match starts
    with one of the pattern's literal prefixes (:func:`literal_prefixes`; the fold makes the
    test case-insensitive the way the pattern is). Patterns without usable prefixes, and calls
    inside :func:`~.fastpath.reference_paths`, use ``pattern.search`` itself."""

    def __init__(self, pattern: re.Pattern[str]):
        self.pattern = pattern
        prefixes = literal_prefixes(pattern.pattern) if not pattern.flags & re.VERBOSE else None
        self.prefixes = sorted(prefixes) if prefixes and all(foldable(p) for p in prefixes) else None

    def _starts(self, piece: str) -> list[int]:
        """Offsets in ``piece``, in order, where one of the (usable) prefixes stands."""
        assert self.prefixes is not None
        folded = fold(piece)
        at: set[int] = set()
        for p in self.prefixes:
            i = folded.find(p)
            while i >= 0:
                at.add(i)
                i = folded.find(p, i + 1)
        return sorted(at)

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        end = len(text) if endpos is None else min(endpos, len(text))
        if self.prefixes is None or end - pos < _SHORT or not fastpath.enabled():
            return self.pattern.search(text, pos, end)  # (on a short piece the plain search is quicker)
        for i in self._starts(text[pos:end]):
            m = self.pattern.match(text, pos + i, end)
            if m is not None:
                return m
        return None

    def finditer(self, text: str, pos: int = 0, endpos: int | None = None) -> list[re.Match[str]]:
        """The matches ``pattern.finditer(text, pos, endpos)`` yields: tried at the prefix
        positions in order, each after the end of the previous match (an empty match, whose
        rules are subtler, hands the call to ``finditer`` itself)."""
        end = len(text) if endpos is None else min(endpos, len(text))
        if self.prefixes is None or not fastpath.enabled():
            return list(self.pattern.finditer(text, pos, end))
        out: list[re.Match[str]] = []
        cursor = pos
        for i in self._starts(text[pos:end]):
            if pos + i < cursor:
                continue
            m = self.pattern.match(text, pos + i, end)
            if m is None:
                continue
            if m.end() == m.start():
                return list(self.pattern.finditer(text, pos, end))
            out.append(m)
            cursor = m.end()
        return out


class CueScanner:
    """The compiled cues of a vocabulary with their prefixes."""

    def __init__(self, cues: list[tuple[str, Any]]):
        self.entries = []
        for pattern, cue in cues:
            body = rf"(?<![a-z0-9_])(?<![^0-9]-)(?:{pattern})(?![a-z0-9_])"  # "3-track": a word joined to its count
            self.entries.append((re.compile(body), literal_prefixes(pattern), cue))
        self._always = [i for i, (_, prefixes, _) in enumerate(self.entries) if prefixes is None]
        self._by_prefix: dict[str, list[int]] = {}
        for i, (_, prefixes, _) in enumerate(self.entries):
            for p in prefixes or ():
                self._by_prefix.setdefault(p, []).append(i)
        # Every word start where some cue's prefix begins, found in one pass (zero-width, so
        # overlapping prefixes at later word starts are all seen; longest alternative first).
        # The leading class (the prefixes' first characters) changes no match and lets the regex
        # engine pass over other positions quickly.
        alternatives = "|".join(re.escape(p) for p in sorted(self._by_prefix, key=len, reverse=True))
        firsts = "".join(sorted({re.escape(p[0]) for p in self._by_prefix}))
        self._prefix_re = re.compile(rf"(?=[{firsts}])(?<![a-z0-9_])(?<![^0-9]-)(?=({alternatives}))") \
            if alternatives else None
        self._by_head: dict[str, tuple[int, ...]] = {}  # a longest prefix → the cues it starts
        # per cue, the words a text it matches in must hold (the cues are matched against the
        # lower-cased text, so their literal words stand in it as written)
        self._words = [required_words(rx) for rx, _, _ in self.entries]
        # (the last text, its word starts holding a prefix, the cues there)
        self._memo: tuple[str, list[int], list[tuple[int, ...]]] | None = None

    def _candidates(self, low: str, start: int, end: int) -> list[int]:
        """Indexes of the cues one of whose prefixes starts a word inside ``low[start:end]``."""
        chosen = set(self._always)
        if self._prefix_re is not None:
            for m in self._prefix_re.finditer(low, start, end):
                head = m.group(1)
                for k in range(1, len(head) + 1):
                    chosen.update(self._by_prefix.get(head[:k], ()))
        return sorted(chosen)

    def _prefix_hits(self, low: str) -> tuple[list[int], list[tuple[int, ...]]]:
        """The word starts of ``low`` where some cue's prefix stands, in order, with the indexes
        (sorted) of the cues one of whose prefixes stands there; computed once per text (one pass
        of the prefix search over the whole text, which captures the longest prefix at each word
        start: every shorter prefix standing there is a beginning of it). A cue whose
        :func:`required_words` the text lacks is left out: it matches nowhere in it."""
        memo = self._memo
        if memo is not None and memo[0] is low:
            return memo[1], memo[2]
        at: list[int] = []
        cues: list[tuple[int, ...]] = []
        if self._prefix_re is not None:
            by_head = self._by_head
            alive: dict[int, bool] = {}  # per cue met in the text: whether it could match in it
            here: dict[str, tuple[int, ...]] = {}  # a longest prefix → the cues it starts that could match here
            for m in self._prefix_re.finditer(low):
                head = m.group(1)
                got = here.get(head)
                if got is None:
                    every = by_head.get(head)
                    if every is None:
                        every = by_head[head] = tuple(sorted({i for k in range(1, len(head) + 1)
                                                              for i in self._by_prefix.get(head[:k], ())}))
                    for i in every:
                        if i not in alive:
                            alive[i] = may_match(self._words[i], low)
                    got = here[head] = tuple(i for i in every if alive[i])
                if got:
                    at.append(m.start())
                    cues.append(got)
        self._memo = (low, at, cues)
        return at, cues

    def scan(self, low: str, start: int, end: int) -> list[tuple[int, int, Any, str]]:
        """(start, end, cue, text) of every cue match inside ``low[start:end]``."""
        if fastpath.enabled():
            return self._scan_fast(low, start, end)
        return self.scan_reference(low, start, end)

    def _scan_fast(self, low: str, start: int, end: int) -> list[tuple[int, int, Any, str]]:
        at, cues = self._prefix_hits(low)
        entries = self.entries
        found: list[tuple[int, int, int, Any, str]] = []  # (cue index, start, end, cue, text)
        cursor: dict[int, int] = {}  # a cue's last match end: finditer does not overlap matches
        for j in range(bisect.bisect_left(at, start), bisect.bisect_left(at, end)):
            p = at[j]
            for i in cues[j]:
                if p < cursor.get(i, 0):
                    continue
                rx, _prefixes, cue = entries[i]
                m = rx.match(low, p, end)  # (a prefix that does not fit before ``end`` cannot match)
                if m is None:
                    continue
                e = m.end()
                if e == p:  # an empty match: finditer's rules for those are subtle, so use finditer
                    return self._scan_merged(low, start, end)
                found.append((i, p, e, cue, m.group()))
                cursor[i] = e
        if self._always:
            return self._scan_merged(low, start, end)
        if len(found) > 1:
            found.sort(key=_CUE_INDEX)  # by cue, each cue's matches in text order (sort is stable)
        return [(s, e, cue, text) for _i, s, e, cue, text in found]

    def _scan_merged(self, low: str, start: int, end: int) -> list[tuple[int, int, Any, str]]:
        """:meth:`_scan_fast` where a cue has no literal prefix or matches empty: those cues
        searched over the sentence with ``finditer``, the others tried at their prefixes."""
        at, cues = self._prefix_hits(low)
        found: dict[int, list[tuple[int, int, Any, str]]] = {i: [] for i in self._always}
        cursor: dict[int, int] = {}
        empty: set[int] = set()
        entries = self.entries
        for j in range(bisect.bisect_left(at, start), bisect.bisect_left(at, end)):
            p = at[j]
            for i in cues[j]:
                hits = found.setdefault(i, [])
                if i in empty or p < cursor.get(i, start):
                    continue  # inside the previous match (finditer does not overlap matches)
                rx, _prefixes, cue = entries[i]
                m = rx.match(low, p, end)  # (a prefix that does not fit before ``end`` cannot match)
                if m is None:
                    continue
                if m.end() == m.start():
                    empty.add(i)  # an empty match: finditer's rules for those are subtle, so use finditer
                    continue
                hits.append((m.start(), m.end(), cue, m.group()))
                cursor[i] = m.end()
        out: list[tuple[int, int, Any, str]] = []
        for i in sorted(found):
            if i in empty or entries[i][1] is None:  # no literal prefix: searched over the sentence
                rx, _prefixes, cue = entries[i]
                out.extend((m.start(), m.end(), cue, m.group()) for m in rx.finditer(low, start, end)
                           if m.end() > m.start())
            else:
                out.extend(found[i])
        return out

    def scan_reference(self, low: str, start: int, end: int) -> list[tuple[int, int, Any, str]]:
        """:meth:`scan` by the reference path: a prefix search of the sentence, then ``finditer``."""
        out = []
        for i in self._candidates(low, start, end):
            rx, _prefixes, cue = self.entries[i]
            for m in rx.finditer(low, start, end):
                if m.end() > m.start():
                    out.append((m.start(), m.end(), cue, m.group()))
        return out
