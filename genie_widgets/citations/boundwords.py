"""Bounds said with a verb before a number: "stays below 5", "never rises above 100", "exceeds 1.5",
"does not exceed 2", "exceeded a mean of 1.5".

"over", "under", "above" and "below" alone before a number say where ("peaks above 18.9", "signal
over 58.6 million bases"); after a verb of staying, rising or falling they bound the value the
sentence names. A negation before the verb turns the bound round: "never rises above 100" is at
most 100, "never drops below 0.5" at least 0.5. :func:`verb_bound` reads the words right before a
number; :mod:`.numbers` asks it when no bound word of its own stands there.

Attribute words followed by one of those prepositions ("means above 3", "a max under 260") bound the
number too: the words name the value, the preposition its side (:func:`cue_bound`). Words that
count ("peaks above 18.9") keep the preposition's own reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .rules import reading, rule


class _Words(Protocol):
    """Attribute words as :mod:`.cues` finds them (its ``CueHit``; cues import numbers, which import
    this module, so the type is named by its shape)."""

    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def attributes(self) -> frozenset[str]: ...
    @property
    def adjacent(self) -> bool: ...
    @property
    def before(self) -> bool: ...

_STAY = (r"stays?|stayed|staying|remains?|remained|remaining|sits?|sat|sitting|lies|lay|lying|runs?|ran|"
         r"keeps?|kept|holds?|held|is|are|was|were|be|been|falls?|fell|falling|drops?|dropped|dropping|dips?|"
         r"dipped|dipping|rises?|rose|risen|rising|climbs?|climbed|climbing|goes|go|went|gone|gets?|got|"
         r"tops?\s+out|topped\s+out|comes?\s+in|came\s+in|ends?\s+up|ended\s+up|hovers?|hovered")
#: Verbs after which "over" bounds too ("never rises over 100"; "is spread over 533 intervals" says where).
_RISE = r"rises?|rose|risen|rising|climbs?|climbed|climbing|goes|go|went|gone|gets?|got|creeps?|crept|edges?|edged"
_ADVERB = r"well|comfortably|safely|far|firmly|always|entirely|consistently|still|even|ever|once"
_CLOSE = r"just|slightly|a\s+little|a\s+bit|barely|marginally"
VERB_BOUND_RE = rule(
    "claim.verb-bound",
    "A verb of staying, rising or falling before 'above', 'below' or 'under' ('stays below 5', 'never rises "
    "above 100'; 'over' only after rising: 'never climbs over 100'), or 'exceeds' / 'surpasses' ('exceeded a mean "
    "of 1.5'), bounds the number after it; a negation before the verb ('never', 'not', \"doesn't\") turns the "
    "bound round.",
    rf"(?P<neg>(?:\bnever|\bnot|n['\u2019]t|\bno\s+longer)\s+(?:(?:ever|once|quite|really|actually)\s+)?)?"
    rf"(?:\b(?:{_STAY})\s+(?:(?P<close>{_CLOSE})\s+|(?:{_ADVERB})\s+)?(?P<dir>above|below|under|beneath)"
    rf"|\b(?:{_RISE})\s+(?:(?P<close2>{_CLOSE})\s+|(?:{_ADVERB})\s+)?(?P<over>over)"
    rf"|\b(?P<exceed>exceeds?|exceeded|surpass(?:es|ed)?|outstrips?|outstripped|tops|topped)"
    rf"(?:\s+an?\s+(?:[\w.'\u2019-]+\s+){{0,3}}(?:of|at)(?=\s))?)\s*$",
    examples=["stays below ", "never rises above ", "exceeded a mean fold change of "],
    counterexamples=["peaks above ", "exceeds the pooled mean of "])
#: The last words :data:`VERB_BOUND_RE` can end in (the fast path's test before the regex runs).
VERB_BOUND_ENDS = ("above", "over", "below", "under", "beneath", "exceeds", "exceed", "exceeded", "surpasses",
                   "surpass", "surpassed", "outstrips", "outstrip", "outstripped", "tops", "topped", "of", "at")
_FLIP = {">": "<=", "<": ">="}
UNNAMED_BOUND = reading("claim.bound-unnamed", "A bound no attribute words name ('it never rises above 1.4', 'more "
                        "than 2' of nothing said) is undecided: the checker cannot tell which value it bounds.",
                        ["Nanog never rises above 1.4"])


def verb_bound(window: str) -> tuple[str, bool] | None:
    """The bound a verb says right at the end of ``window`` (the words before a number): its side
    (``>``, ``<``, or after a negation ``<=``, ``>=``) and whether it is a close one ("stays just
    under 2"); None when no such verb stands there."""
    m = VERB_BOUND_RE.search(window)
    if m is None:
        return None
    side = ">" if m.group("exceed") or m.group("over") or m.group("dir") == "above" else "<"
    if m.group("neg"):
        side = _FLIP[side]
    return side, (m.group("close") or m.group("close2")) is not None


_CUE_BOUND_RE = rule(
    "claim.cue-bound",
    "Attribute words right before 'above', 'below' or 'under' and a number ('means above 3', 'a max under 260') "
    "bound the value they name ('over' says where: 'coverage over 58.6 kb').",
    rf"\s+(?:(?P<close>{_CLOSE})\s+|(?:{_ADVERB})\s+)?(?P<dir>above|below|under|beneath)\s+$",
    examples=[" above ", " well under ", " just below "],
    counterexamples=[" above the ", " over "])


def cue_bound(masked_text: str, pos: int, hits: Sequence[_Words], counts: frozenset[str]) -> tuple[str, bool] | None:
    """The bound said by attribute words and a preposition right before the number at ``pos``
    ("means above 3": ``>``), with whether it is a close one; None when no such words stand there.
    ``counts``: the attributes that count things (their words keep "above" as a place)."""
    for h in hits:
        if h.end > pos or h.adjacent or not h.before or h.attributes <= counts:
            continue
        m = _CUE_BOUND_RE.fullmatch(masked_text, h.end, pos)
        if m is not None:
            return (">" if m.group("dir") == "above" else "<"), m.group("close") is not None
    return None
