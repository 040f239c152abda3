"""What a message holds at all, found once per message (a fast path).

Several checks look for words most answers never use: comparisons ("higher than", "the
highest"), categories ("minus strand"), where a feature lies ("within the view"), distances
between features ("4.5 kb apart"), counts written as words, names that are values ("replicate
3"), numbers written inside names ("replicate 1"), names said as places ("in the Oct4 file"),
demonstratives ("that peak"), values said of several entities ("both replicates"), a value
said to be "its" (the subject's), "the former" and "the latter".
:func:`present` searches the whole message once for each; a check whose words are absent from
the message would find nothing in any of its sentences, so the caller skips it. With the fast
paths off everything is marked present.
"""

from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from . import fastpath
from .comparewords import QUICK_WORDS
from .entities import Mention
from .every import EVERY_WORDS
from .facts import Vocabulary
from .patterns import fold, may_match
from .placement import DISTANCE_RE, DISTANCE_WORDS, VIEW_WORDS
from .readings import ITS_WORDS
from .said import Claim
from .subjects import DEMONSTRATIVE_WORDS, collectives_in

#: Words every aside ("like rep1", "unlike rep2", "as with …", "similar to …", "as for …") holds.
_ASIDE_WORDS = ("like", "as with", "similar to", "as for")


class Present(NamedTuple):
    """Per check: whether the message holds anything it could act on."""

    comparisons: bool = True
    categories: bool = True
    placements: bool = True
    distances: bool = True
    words: bool = True
    value_names: bool = True
    numbers_in_names: bool = True
    asides: bool = True
    collectives: bool = True
    places: bool = True
    demonstratives: bool = True
    every: bool = True
    its: bool = True
    former: bool = True


EVERYTHING = Present()

_Compiled = tuple[Vocabulary, list[tuple[re.Pattern[str], str, str]], list[re.Pattern[str]]]
_COMPILED: dict[int, _Compiled] = {}


def _patterns(vocabulary: Vocabulary) -> tuple[list[tuple[re.Pattern[str], str, str]], list[re.Pattern[str]]]:
    hit = _COMPILED.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        hit = (vocabulary, [(re.compile(p, re.IGNORECASE), a.lower(), v.lower()) for p, a, v in vocabulary.categories],
               [re.compile(p, re.IGNORECASE) for p, _ in vocabulary.value_names])
        _COMPILED[id(vocabulary)] = hit
    return hit[1], hit[2]


def _inside_any(claims: list[Claim], found: list[list[Mention]]) -> bool:
    """Whether a number claim lies inside a name of the message."""
    positions = sorted(c.pos for c in claims if c.fact.kind == "number")
    for mentions in found:
        for m in mentions:
            i = bisect.bisect_left(positions, m.start)
            if i < len(positions) and positions[i] < m.end:
                return True
    return False


def present(masked: str, low: str, view: str, claims: list[Claim], vocabulary: Vocabulary,
            found: list[list[Mention]] | None) -> Present:
    """What ``masked`` (its lower-cased copy ``low``; ``view`` for names) holds, for the checks
    named in :class:`Present`. ``found`` are the mentions per sentence when the caller has them."""
    if not fastpath.enabled():
        return EVERYTHING
    if not masked.isascii():  # a case-insensitive pattern matches "İ", "ı", "ſ", "K" to ASCII letters
        low = fold(masked)
    categories, value_names = _patterns(vocabulary)
    squeezed = low.replace(" ", "") if categories else low
    return Present(
        comparisons=any(w in low for w in QUICK_WORDS),
        categories=any((attribute in low or value in squeezed) and p.search(masked)
                       for p, attribute, value in categories),
        placements=any(w in low for w in VIEW_WORDS),
        distances=any(w in low for w in DISTANCE_WORDS) and DISTANCE_RE.search(masked) is not None,
        words=any(c.extra.get("word") for c in claims),
        value_names=any(p.search(view) for p in value_names),
        numbers_in_names=found is None or _inside_any(claims, found),
        asides=any(w in low for w in _ASIDE_WORDS),
        collectives=collectives_in(vocabulary, low),
        places=any(w in low for w in vocabulary.place_nouns),
        demonstratives=bool(vocabulary.kind_words) and any(w in low for w in DEMONSTRATIVE_WORDS),
        every=any(w in low for w in EVERY_WORDS),
        its=may_match(ITS_WORDS, low),
        former="former" in low or "latter" in low,
    )
