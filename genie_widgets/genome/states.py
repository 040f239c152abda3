"""Categorical interval tracks: a BED whose 4th column holds *states*, not values or names.

Segmentations such as chromHMM write one state per interval, either as a label with a numeric
prefix (``1_TssA``, ``13_Heterochrom/lo``) or as a small integer class (``1`` … ``15``). Read as a
bedGraph, those integers would be averaged into meaningless statistics; read as a categorical
track, each state gets its own colour and a legend.

The rule (on the first data lines of the file, header lines skipped):

- every 4th-column value is ``<integer>_<label>`` → categorical;
- or every value is an integer in ``1..99`` with two to :data:`MAX_STATES` distinct ones, at
  least two intervals per distinct state on average, and all interval widths are multiples of
  one bin of at least :data:`MIN_BIN` bp (segmentations are binned; coverage bedGraphs are not)
  → categorical (an integer-class file a user wants as a signal is added with
  ``type="bedgraph"``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

__all__ = ["MAX_STATES", "MIN_BIN", "StateSniff", "sniff_states", "state_order"]

MAX_STATES = 32
MIN_BIN = 50
_LABEL = re.compile(r"^\d+_\S+$")
_INT = re.compile(r"^\d+$")


@dataclass(frozen=True)
class StateSniff:
    """What :func:`sniff_states` found: whether the states are plain integers, how many distinct
    ones the sampled lines hold, and a one-line ``detail`` that says why."""

    numeric: bool
    n_states: int
    detail: str


def _rows(head: bytes) -> list[list[str]]:
    text = head.decode("utf-8", "replace")
    lines = text.splitlines()
    if len(head) >= (1 << 16) - 1 and lines:
        lines = lines[:-1]  # the last line may be cut
    out = []
    for line in lines:
        if not line.strip() or line.startswith(("#", "track", "browser")):
            continue
        out.append(line.rstrip("\r\n").split("\t") if "\t" in line else line.split())
        if len(out) >= 2000:
            break
    return out


def sniff_states(head: bytes) -> StateSniff | None:
    """A :class:`StateSniff` when the 4th column of this BED-like text holds states, else None."""
    rows = [r for r in _rows(head) if len(r) >= 4]
    if len(rows) < 2:
        return None
    values = [r[3] for r in rows]
    distinct = sorted(set(values), key=_state_order)
    if all(_LABEL.match(v) for v in values) and len(distinct) <= 4 * MAX_STATES:
        sample = ", ".join(distinct[:3])
        return StateSniff(False, len(distinct), f"BED whose 4th column holds {len(distinct)} states "
                                                f"({sample}, …): a categorical track")
    if not all(_INT.match(v) for v in values):
        return None
    numbers = {int(v) for v in values}
    if min(numbers) < 1 or max(numbers) > 99 or len(numbers) > MAX_STATES or len(rows) < 2 * len(numbers):
        return None
    if len(numbers) < 2:  # one value everywhere is a (flat) signal, not a segmentation
        return None
    try:
        widths = [int(r[2]) - int(r[1]) for r in rows]
    except ValueError:
        return None
    step = 0
    for w in widths:
        step = math.gcd(step, w)
    if step < MIN_BIN:
        return None
    return StateSniff(True, len(numbers), f"4 columns whose 4th holds {len(numbers)} integer states in "
                                          f"{step}-bp bins: a categorical track (add it with type='bedgraph' "
                                          "to read the numbers as a signal)")


def _state_order(value: str) -> tuple[int, str]:
    head = value.split("_", 1)[0]
    return (int(head), value) if head.isdigit() else (1 << 30, value)


def state_order(values: list[str]) -> list[str]:
    """Distinct states in legend order: by numeric prefix (``2_`` before ``10_``), then by name."""
    return sorted(set(values), key=_state_order)
