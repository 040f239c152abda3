"""How the offline agent writes values: numbers at a precision the claim checker accepts, loci
with thousands separators, track names as the reader knows them, identifiers as code.

See :mod:`.narrate` for the sentences built from these.
"""

from __future__ import annotations

import math
import re
from typing import Any

from .._words import count, percent

__all__ = ["Names", "code", "fenced", "fmt", "locus", "pct", "scope_phrase", "track_name"]

_LOCUS_IN_PARENS_RE = re.compile(r"\(([^()]*:[\d,]+-[\d,]+)\)")
_LOCUS_RE = re.compile(r"^([^\s:]+):([\d,]+)-([\d,]+)$")
#: Display names of tracks by id.
Names = dict[str, str]



def fmt(value: Any) -> str:
    """A number as a sentence should state it (see the module docstring)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, float) and not math.isfinite(value):
        return "n/a"
    if float(value).is_integer() and abs(value) < 1e15:
        return f"{int(value):,}"
    magnitude = abs(value)
    if magnitude >= 1000:
        return f"{value:,.1f}"
    if magnitude >= 1:
        return f"{value:.2f}"
    return f"{value:.3g}"


def pct(fraction: Any) -> str:
    """A fraction (0-1) as a percent with one decimal, e.g. ``45.2%``; never ``100.0%`` or ``0.0%``
    unless exact (``0.99983`` → ``99.98%``, see :func:`genie_widgets._words.percent`)."""
    return percent(fraction)


def locus(text: Any) -> str:
    """``chr:start-end`` with thousands separators (the same two 0-based numbers); anything
    else unchanged."""
    match = _LOCUS_RE.match(str(text or "").strip())
    if not match:
        return str(text)
    chrom, start, end = match.groups()
    return f"{chrom}:{int(start.replace(',', '')):,}-{int(end.replace(',', '')):,}"


def track_name(track_id: Any, names: Names | None, display: Any = None) -> str:
    """A track as a reader knows it: its display name as code, with the id where another track
    has the same display name (or where the name is unknown, the id alone)."""
    tid = str(track_id) if track_id is not None else ""
    name = str(display) if display else (names or {}).get(tid, "")
    if not name:
        return code(tid)
    if name == tid:
        return code(name)
    shared = sum(1 for n in (names or {}).values() if n == name) > 1
    return f"{code(name)} ({code(tid)})" if shared else code(name)


def code(text: Any) -> str:
    """``text`` as inline code (backticks inside are replaced)."""
    return "`" + str(text).replace("`", "'") + "`"


def fenced(text: str, lang: str = "text") -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}{lang}\n{text.rstrip()}\n{fence}"


def scope_phrase(scope: Any) -> str:
    """``scopeApplied`` ("viewport (chr1:1-2)", "chromosome (…)", "all (…)", "regions (3)") in words."""
    text = str(scope or "").strip()
    locus_match = _LOCUS_IN_PARENS_RE.search(text)
    if text.startswith("viewport") and locus_match is not None:
        return f"over {locus(locus_match.group(1))}"
    if text.startswith("chromosome") and locus_match is not None:
        return f"over the whole chromosome ({locus(locus_match.group(1))})"
    if text.startswith("all"):
        return "over the whole genome"
    match = re.match(r"regions \((\d+)\)", text)
    if match:
        return f"over {count(int(match.group(1)), 'region')}"
    return f"over {text}" if text else ""
