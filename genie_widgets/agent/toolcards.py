"""The one-line face of a tool call in an exported chat: the tool's name, its arguments written
compactly (none when there are none) and what it found in one line. The full JSON stays folded
beneath it (see :mod:`.export`).
"""

from __future__ import annotations

import json
from typing import Any

from .._words import count, noun
from .wording import fmt, locus

__all__ = ["compact_arguments", "result_line"]

#: Longest text value shown in a compact argument list, in characters.
MAX_VALUE = 48
#: Longest compact argument list / result line, in characters.
MAX_LINE = 160


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _value(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value[:4]) + (", …" if len(value) > 4 else "") + "]"
    if isinstance(value, dict):
        return "{…}"
    if isinstance(value, str):
        return _clip(value, MAX_VALUE)
    return json.dumps(value, default=str)


def compact_arguments(arguments: Any) -> str:
    """``scope=chromosome, trackIds=[a, b]``; empty for no arguments (``{}``, ``""``, ``None``)."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            return _clip(arguments.strip(), MAX_LINE)
    if not arguments:
        return ""
    if not isinstance(arguments, dict):
        return _clip(_value(arguments), MAX_LINE)
    return _clip(", ".join(f"{k}={_value(v)}" for k, v in arguments.items()), MAX_LINE)


def _stats_line(result: dict[str, Any]) -> str:
    tracks = result.get("tracks") or []
    means = [(t.get("name") or t.get("trackId"), (t.get("stats") or {}).get("mean")) for t in tracks]
    shown = ", ".join(f"{name} {fmt(m) if m is not None else 'no data'}" for name, m in means[:3])
    more = f" and {len(means) - 3} more" if len(means) > 3 else ""
    return f"{count(len(tracks), 'track')}; mean {shown}{more}" if tracks else "no tracks"


def _correlate_line(result: dict[str, Any]) -> str:
    bins = f"{count(result.get('nBins') or 0, 'bin')} of {fmt(result.get('binSize'))} bp"
    if result.get("r") is not None:
        return f"Pearson r {fmt(result['r'])} over {bins}"
    ids = result.get("trackIds") or []
    return f"{count(len(ids), 'track')} over {bins}"


_LINES = {
    "genome_signal_stats": _stats_line,
    "genome_describe_viewport": lambda r: f"{count(len(r.get('tracks') or []), 'track')} in "
                                          f"{locus((r.get('region') or {}).get('locus'))}",
    "genome_call_peaks": lambda r: (f"{count(r.get('peakCount') or 0, 'peak')}"
                                    + (f" from {count(r['fragmentCount'], 'fragment')}"
                                       if r.get("fragmentCount") not in (None, r.get("peakCount")) else "")),
    "genome_quantify_at_features": lambda r: f"{count(r.get('rowCount') or 0, 'feature')} quantified",
    "genome_correlate_tracks": _correlate_line,
    "genome_navigate": lambda r: f"view {locus((r.get('viewRegion') or {}).get('locus'))}",
    "genome_get_current_region": lambda r: f"view {locus((r.get('viewRegion') or {}).get('locus'))}",
    "public_data_search": lambda r: f"{count(r.get('total') or 0, 'candidate file')}",
    "project_list_assets": lambda r: f"{count(r.get('assetCount') or 0, 'asset')}",
    "genome_list_tracks": lambda r: f"{count(len(r.get('tracks') or []), 'track')}",
}
_SKIPPED = {"success", "citationToken", "citationInstructions", "warnings", "error"}


def _generic_line(result: dict[str, Any]) -> str:
    """The first few scalar fields, ``key value``; lists as their length."""
    parts = []
    for key, value in result.items():
        if key in _SKIPPED or value is None:
            continue
        if isinstance(value, list):
            parts.append(f"{key} {count(len(value), 'item')}")
        elif not isinstance(value, dict):
            parts.append(f"{key} {_value(value)}")
        if len(parts) == 3:
            break
    return ", ".join(parts)


def result_line(name: str | None, status: str, result: Any, error: str | None) -> str:
    """What the call found, in one line (an error's first line when it did not succeed); a
    warning the result carries is counted at the end."""
    if status != "done":
        first = (error or status).strip().splitlines()[0] if (error or status).strip() else status
        return _clip(first, MAX_LINE)
    if not isinstance(result, dict):
        return ""
    writer = _LINES.get(name or "")
    try:
        line = writer(result) if writer is not None else _generic_line(result)
    except (TypeError, ValueError, KeyError, AttributeError):  # an odd result: fall back, never fail an export
        line = _generic_line(result)
    warnings = len(result.get("warnings") or [])
    if warnings:
        line += f" · ⚠ {warnings} {noun(warnings, 'warning')}"
    return _clip(line, MAX_LINE)
