"""How many words between two places of a sentence say something: the words a cue and its number
may have between them ("the mean of rep1 was" counts one), function words not counted."""

from __future__ import annotations

import re

_WORD_RE = re.compile(r"[A-Za-z0-9_%.+=\u2264\u2265<>~\u2248-]+")


_STOPWORDS = frozenset({"a", "an", "the", "of", "was", "is", "were", "are", "be", "been", "for", "in", "on", "at",
                        "to", "between", "its", "their", "it", "has", "had", "have", "by", "as", "than", "that"})


def content_words(text: str) -> int:
    """Words between a cue and its number, not counting function words ("the mean of rep1 was")."""
    return sum(1 for w in _WORD_RE.findall(text) if w.lower() not in _STOPWORDS)
