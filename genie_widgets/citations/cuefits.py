"""Whether attribute words may name a number at all, by the number's unit and shape: a length only a
length, a percent only a fraction or a percent, a decimal no count of words away (:func:`fits`)."""

from __future__ import annotations

from .cues import CueHit
from .facts import Vocabulary
from .numbers import length_unit
from .said import Claim


def fits(claim: Claim, hit: CueHit, vocabulary: Vocabulary) -> bool:
    """A length binds only to length attributes, a percent only to fractions and percents."""
    n = claim.number
    if n is not None and n.bound is not None and hit.adjacent and 0 <= claim.pos - hit.end <= 2:
        return False  # "never rises above 100": the word right before a bound is the bound's, not a threshold's
    units = vocabulary.units
    if n is None or not units:
        return True
    kinds = {units.get(a) for a in hit.attributes}
    if n.unit in (length_unit(), "bytes"):  # "a 102-byte asset" is no count of assets
        return n.unit in kinds or (n.unit == length_unit() and kinds == {"bytes"})  # "~1 kb on disk": kilobytes
    positions = vocabulary.position_attributes[0] | vocabulary.position_attributes[1]
    if kinds == {length_unit()} and not hit.attributes <= positions:
        return False  # a bare number is not a length ("reached 190.7 in the view"); a coordinate may be bare
    if positions and hit.attributes <= positions and n.unit != length_unit() and not (n.integer and n.value >= 10_000):
        return False  # "sits at around 0.9 on average": not a coordinate
    if claim.extra.get("ordinal") and kinds == {"count"}:
        return False  # "came in second among the candidates": a place, not a count
    if "count" in kinds and kinds <= {"count", length_unit()} and n.value == n.raw != int(n.value) and \
            not n.percent and claim.derived is None and not 0 <= hit.start - claim.end <= 2:
        return False  # "… of the four tracks: RNA, 5.69": a decimal is no count of words away ("18.9 peaks" is)
    if n.percent and claim.derived is None:
        return bool(kinds & {"fraction", "percent", None})
    return True
