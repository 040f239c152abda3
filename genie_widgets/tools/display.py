"""How a tool result looks in a notebook: a compact table, a small figure, and the result's chip.

``gw.tools.call(...)`` as a cell's last expression shows :func:`result_html`: the tool's title
and its chip (which opens the record's evidence, folded below), the scalar fields as a compact
table, the first rows of a tabular result, and — where a picture says more — the figure of
:meth:`ToolResult.figure_svg`. Everything is static HTML + SVG, so it survives nbconvert,
nbviewer and GitHub. Local paths are shown as file names (a shared export names no folders of
the machine it was made on).
"""

from __future__ import annotations

import html
import math
import os
import secrets
from typing import Any, Protocol

from ..citations import Citation
from ..citations.render import chip_markup, chips_css, evidence_appendix, make_chip


class ShownResult(Protocol):
    """What a shown result offers (:class:`~genie_widgets.tools.results.ToolResult` does; typed
    structurally so this module stays below the results it shows)."""

    success: bool
    error: str | None

    @property
    def citation(self) -> Citation | None: ...

    def to_json(self) -> dict[str, Any]: ...

    def figure_svg(self) -> str | None: ...

MAX_ROWS = 10
MAX_COLUMNS = 8
_SKIP = {"citationToken", "citationInstructions", "success", "scopeNote"}

_CSS = """
.gw-result { font: 12px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2328; margin: 4px 0; }
.gw-result-head { display: flex; align-items: baseline; gap: 6px; margin-bottom: 4px; }
.gw-result-title { font-weight: 650; }
.gw-result-error { color: #a31d12; margin: 2px 0 4px; }
.gw-result-warning { color: #7d4e00; background: #fff8c5; border-left: 3px solid #d4a72c; padding: 2px 6px;
                     margin: 2px 0 4px; }
.gw-result-note { color: #57606a; margin: 2px 0 4px; }
.gw-result-body { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: flex-start; }
.gw-result table { border-collapse: collapse; font-size: 11px; }
.gw-result th, .gw-result td { padding: 1px 6px; border-bottom: 1px solid #eef0f2; text-align: left; }
.gw-result td.gw-num { text-align: right; font-variant-numeric: tabular-nums; }
.gw-result th { color: #57606a; font-weight: 600; }
.gw-result-more { color: #57606a; font-size: 11px; }
.gw-result .gw-evidence:not([open]) > ol { display: none; }
"""


def _esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def portable(value: Any) -> Any:
    """A local absolute path shown as its file name (URLs and other values unchanged)."""
    if isinstance(value, str) and (value.startswith("/") or (len(value) > 2 and value[1] == ":" and value[2] in "\\/")):
        return os.path.basename(value.replace("\\", "/"))
    return value


def _cell(value: Any) -> str:
    value = portable(value)
    if isinstance(value, bool) or value is None:
        return f"<td>{_esc('–' if value is None else value)}</td>"
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return '<td class="gw-num">–</td>'
        text = f"{value:,}" if isinstance(value, int) or (float(value).is_integer() and abs(value) >= 1000) \
            else f"{value:.6g}"
        return f'<td class="gw-num">{_esc(text)}</td>'
    text = str(value)
    if len(text) <= 80:
        return f"<td>{_esc(text)}</td>"
    return f'<td title="{_esc(text)}">{_esc(text[:79] + "…")}</td>'  # the whole text on hover


def summary_rows(data: dict[str, Any]) -> list[tuple[str, Any]]:
    """The scalar fields of a result JSON worth a line (nested lists and objects are left to the
    table and the figure)."""
    return [(k, v) for k, v in data.items()
            if k not in _SKIP and not isinstance(v, (list, dict)) and v is not None and k != "error"]


def _summary_table(rows: list[tuple[str, Any]]) -> str:
    if not rows:
        return ""
    body = "".join(f"<tr><th>{_esc(k)}</th>{_cell(v)}</tr>" for k, v in rows)
    return f'<table class="gw-result-summary">{body}</table>'


def display_names(data: dict[str, Any]) -> dict[str, str]:
    """Track id → the name the user gave it, from a result's id and name lists (``trackIds`` or
    ``signalTrackIds`` with ``trackNames``, in the same order)."""
    names = data.get("trackNames") or []
    for key in ("trackIds", "signalTrackIds"):
        ids = data.get(key) or []
        if ids and len(ids) == len(names):
            return {str(i): str(n) for i, n in zip(ids, names, strict=True) if n}
    return {}


def _frame_table(result: ShownResult, names: dict[str, str]) -> str:
    """The first rows of the result's frame; rows and columns named by track id (a correlation
    matrix) are labelled with the tracks' names, the row labels as row headers."""
    import pandas as pd

    to_frame = getattr(result, "to_frame", None)
    if to_frame is None:
        return ""
    try:
        frame = to_frame()
    except Exception:  # a result that cannot build its frame still shows the rest
        return ""
    if frame is None or len(frame) == 0:
        return ""
    columns = list(frame.columns)[:MAX_COLUMNS]
    labelled = not isinstance(frame.index, pd.RangeIndex)  # the index names the rows
    head = ("<th></th>" if labelled else "") + "".join(f"<th>{_esc(names.get(str(c), c))}</th>" for c in columns)
    shown = frame[columns].head(MAX_ROWS)
    rows = "".join("<tr>" + (f'<th scope="row">{_esc(names.get(str(key), key))}</th>' if labelled else "")
                   + "".join(_cell(v) for v in row) + "</tr>"
                   for key, row in zip(shown.index, shown.itertuples(index=False), strict=True))
    more = (f'<div class="gw-result-more">first {MAX_ROWS} of {len(frame):,} rows · '
            f"<code>result.to_frame()</code> has them all</div>") if len(frame) > MAX_ROWS else ""
    return f'<div><table class="gw-result-rows"><tr>{head}</tr>{rows}</table>{more}</div>'


def result_html(result: ShownResult, *, include_css: bool = True) -> str:
    """The result as self-contained HTML: title + chip, compact table(s), figure, folded evidence."""
    data = result.to_json()
    citation = result.citation
    mid = f"gw-result-{secrets.token_hex(4)}"
    title = citation.title if citation is not None else (data.get("tool") or type(result).__name__)
    chip = chip_markup(1, citation, message_id=mid) if citation is not None else ""
    error = f'<div class="gw-result-error">{_esc(result.error)}</div>' if result.error else ""
    error += cautions_html(data)
    figure = result.figure_svg() if result.success else None
    body = "".join(part for part in (_summary_table(summary_rows(data)), _frame_table(result, display_names(data)),
                                     f'<div class="gw-result-figure">{figure}</div>' if figure else "") if part)
    evidence = ""
    if citation is not None:
        evidence = evidence_appendix([make_chip(1, citation)], [], mid).replace(
            '<details class="gw-evidence" open>', '<details class="gw-evidence">', 1)
    style = f"<style>{chips_css()}{_CSS}</style>" if include_css else ""
    return (f'<div class="gw-cited gw-result" id="{mid}">{style}<div class="gw-result-head">'
            f'<span class="gw-result-title">{_esc(title)}</span>{chip}</div>{error}'
            f'<div class="gw-result-body">{body}</div>{evidence}</div>')


def cautions_html(data: dict[str, Any]) -> str:
    """A result's warnings (e.g. a scope holding none of a track's data) and its scope note, shown
    above its numbers so that an empty mean is never read as an answer."""
    warnings = "".join(f'<div class="gw-result-warning">⚠ {_esc(w)}</div>' for w in data.get("warnings") or [])
    note = f'<div class="gw-result-note">{_esc(data["scopeNote"])}</div>' if data.get("scopeNote") else ""
    return warnings + note


def card_html(tool: str | None, result: dict[str, Any] | None, record: Any = None) -> str | None:
    """What a chat tool card shows under its title: the result's scalar fields as a compact table
    and the figure of its record (``record`` is the :class:`~genie_widgets.citations.Citation`
    the call issued, if any). ``None`` when there is nothing but the raw JSON to show."""
    if not isinstance(result, dict) or result.get("success") is False:
        return None
    from .figures import figure_for

    figure = figure_for(record.tool or tool, record.data) if record is not None else None
    rows = summary_rows(result)[:8]
    if not rows and not figure:
        return None
    table = _summary_table(rows)
    fig = f'<div class="gw-result-figure">{figure}</div>' if figure else ""
    return (f'<div class="gw-result gw-card-result"><style>{_CSS}</style>{cautions_html(result)}'
            f'<div class="gw-result-body">{table}{fig}</div></div>')
