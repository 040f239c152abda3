"""Y-axis ticks of a signal track for the static SVG: the same choice as the live browser's
``axisTicks`` (js/src/browser/axis.js), so a 60-px track keeps 0 and a readable top tick.

Positions are in px inside a band ``height`` px tall, y growing downwards (``hi`` at 0).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Tick:
    """One tick: its ``value``, its ``y`` (px from the band's top) and its label's top edge."""

    value: float
    y: float
    top: float


def label_height(font_px: float) -> float:
    """Height in px of a tick label (digits and their white halo)."""
    return font_px + 1


def axis_ticks(lo: float, hi: float, height: float, font_px: float = 10) -> list[Tick]:
    """Round ticks (multiples of a 1/2/5 × 10^k step) over ``[lo, hi]`` whose labels do not
    overlap, at most one per 20 px; when every step crowds the band, the bottom tick and the
    roundest top tick of at least half the range; one tick on a band too short for two labels."""
    if not (math.isfinite(lo) and math.isfinite(hi)) or hi <= lo or height <= 0:
        return []
    max_ticks = max(2, min(5, int(height // 20)))

    def tick(value: float) -> Tick:
        y = height - (value - lo) / (hi - lo) * height
        top = min(max(0.0, y - label_height(font_px) / 2), max(0.0, height - label_height(font_px)))
        return Tick(value, y, top)

    def place(step: float) -> list[Tick]:
        first = math.ceil(lo / step - 1e-9)
        last = math.floor(hi / step + 1e-9)
        return [tick(float(f"{k * step:.12g}")) for k in range(first, last + 1)]

    def apart(ticks: list[Tick]) -> bool:
        return all(a.top - (b.top + label_height(font_px)) >= 1 for a, b in itertools.pairwise(ticks))

    sets = [place(step) for step in _nice_steps(hi - lo)]
    for ticks in sets:
        if 2 <= len(ticks) <= max_ticks and apart(ticks):
            return ticks
    for ticks in reversed(sets):
        if len(ticks) >= 2 and apart([ticks[0], ticks[-1]]):
            return [ticks[0], ticks[-1]]
    return next((t for t in reversed(sets) if len(t) == 1), [])


def _nice_steps(span: float) -> list[float]:
    first = math.floor(math.log10(span)) - 2
    return [m * 10.0 ** p for p in range(first, first + 4) for m in (1, 2, 5)]
