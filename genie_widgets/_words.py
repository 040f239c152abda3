"""How counts and fractions are written in every text the package shows (tool summaries, the
offline agent's sentences, progress bars, exported notebooks): one helper for "1 peak" /
"2 peaks", one for percents that never round a near-total to "100%".

A leaf helper: imports nothing of ours.
"""

from __future__ import annotations

import math
from numbers import Real

__all__ = ["count", "noun", "percent"]

#: Plurals that are not the noun plus "s".
_IRREGULAR = {"locus": "loci", "is": "are", "was": "were", "has": "have"}


def noun(n: float, singular: str, plural: str | None = None) -> str:
    """``singular`` for exactly one, otherwise its plural (``plural``, a known irregular one, or
    ``singular + "s"``): ``noun(1, "peak")`` → ``peak``, ``noun(0, "peak")`` → ``peaks``."""
    if n == 1:
        return singular
    if plural is not None:
        return plural
    if singular in _IRREGULAR:
        return _IRREGULAR[singular]
    if singular.endswith(("s", "x", "ch", "sh")):
        return singular + "es"
    if singular.endswith("y") and singular[-2:-1] not in ("a", "e", "i", "o", "u"):
        return singular[:-1] + "ies"
    return singular + "s"


def count(n: float, singular: str, plural: str | None = None, *, grouped: bool = True) -> str:
    """A count and its noun, agreeing: ``count(1, "peak")`` → ``1 peak``, ``count(1234, "peak")``
    → ``1,234 peaks`` (``grouped=False`` drops the thousands separators)."""
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    number = f"{n:,}" if grouped and isinstance(n, int) else f"{n}"
    return f"{number} {noun(n, singular, plural)}"


def percent(fraction: object, digits: int = 1, *, most: int = 4) -> str:
    """A fraction (0-1) as a percent with ``digits`` decimals; never ``100%`` (or ``0%``) unless the
    value is exactly 1 (or 0). A value that would round to either end gets more decimals, up to
    ``most`` (``0.99983`` → ``99.98%``); past that it reads ``> 99.9999%`` / ``< 0.0001%``.
    ``"n/a"`` for anything that is not a finite number."""
    if isinstance(fraction, bool) or not isinstance(fraction, Real) or not math.isfinite(float(fraction)):
        return "n/a"
    value = float(fraction) * 100
    if value in (0.0, 100.0):
        return f"{value:.{digits}f}%"
    for places in range(digits, max(digits, most) + 1):
        text = f"{value:.{places}f}"
        if float(text) not in (0.0, 100.0):
            return f"{text}%"
    edge = 10.0 ** -most
    return f"> {100 - edge:.{most}f}%" if value > 50 else f"< {edge:.{most}f}%"
