"""Names of peak tracks and records that say which run they are: the parameters, and a run number
when the same parameters were used before."""

from __future__ import annotations

from typing import Any


def _bp(value: int) -> str:
    if value >= 1000 and value % 1000 == 0:
        return f"{value // 1000:,} kb"
    return f"{value:,} bp"


def peaks_label(track_name: str, info: dict[str, Any], scope: str) -> str:
    """A peak run's name carrying its parameters: "rep1 peaks · z ≥ 2 · gap 1 kb" (the threshold
    method: "≥ 5.5"; the minimum width and a non-viewport scope when set)."""
    if info.get("k") is not None:
        parts = [f"{track_name} peaks", f"z ≥ {info['k']:g}"]
    else:
        parts = [f"{track_name} peaks", f"≥ {info['threshold']:.4g}"]
    if info.get("mergeGap"):
        parts.append(f"gap {_bp(int(info['mergeGap']))}")
    if (info.get("minWidth") or 1) > 1:
        parts.append(f"min {_bp(int(info['minWidth']))}")
    if scope != "viewport":
        parts.append(scope)
    return " · ".join(parts)


def distinct_name(project: Any, name: str) -> str:
    """``name``, or ``name (run n)`` when a track of that name exists already."""
    taken = {t.name for t in project.tracks}
    n = 1
    candidate = name
    while candidate in taken:
        n += 1
        candidate = f"{name} (run {n})"
    return candidate
