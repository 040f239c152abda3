"""Small static SVG figures of tool results: what a picture says better than a table.

Every figure is drawn from a record's stored ``data`` (the result JSON the tool stored, plus the
few drawing aids a tool adds, e.g. ``binDensity`` for a correlation), so the same figure comes
back when a chat is reopened or a notebook exported: plain SVG, no script, text escaped.

- ``genome_signal_stats`` / ``genome_describe_viewport``: the mean of each signal track as a bar,
  its min–max as a whisker;
- ``genome_call_peaks``: the peaks along the scope (read back from the BED the tool wrote);
- ``genome_quantify_at_features``: the ranked features as bars;
- ``genome_correlate_tracks``: a density scatter of the bin values with r.

:func:`figure_for` dispatches by tool name; a result class can draw its own instead (see
:meth:`genie_widgets.tools.registry.ToolResult.figure_svg`).
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable
from typing import Any

import numpy as np

W = 420  # px, a figure's width (a bar chart with long names grows wider)
FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:11px"
LABEL_CHARS = 30  # longer names are shortened with "…"; the full name is the label's tooltip
BAR = "#3d6fb6"
PEAK = "#2f7d4f"
MUTED = "#6b7280"


def _esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def fmt(value: float | None) -> str:
    """A number for a label: 4 significant digits, thousands separators, "–" for none."""
    if value is None or not math.isfinite(value):
        return "–"
    if value != 0 and (abs(value) < 1e-3 or abs(value) >= 1e7):
        return f"{value:.3e}"
    if float(value).is_integer() and abs(value) >= 1000:
        return f"{int(value):,}"
    return f"{float(value):.4g}"


def _svg(height: int, body: str, label: str, width: int = W) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="gw-figure" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{_esc(label)}" style="{FONT}">'
            f'<rect width="{width}" height="{height}" fill="#fff"/>{body}</svg>')


def _short(text: str, n: int = LABEL_CHARS) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _width(text: str, size: float = 11) -> float:
    """A generous estimate of the width (px) of ``text`` in the figures' sans-serif font."""
    return len(text) * size * 0.62 + 2


def _tip(full: str, shown: str) -> str:
    """The tooltip of a label that was shortened (none for one shown whole)."""
    return f"<title>{_esc(full)}</title>" if shown != full else ""


# -- bars --------------------------------------------------------------------------------------

def bars(labels: list[str], values: list[float | None], *, title: str, unit: str = "",
         whiskers: list[tuple[float | None, float | None]] | None = None,
         notes: list[str] | None = None) -> str | None:
    """Horizontal bars, one per label (value written at the bar's end, then its note), optional
    min–max whiskers on the same axis."""
    rows = [(lab, v, whiskers[k] if whiskers else (None, None), notes[k] if notes else "")
            for k, (lab, v) in enumerate(zip(labels, values, strict=False)) if v is not None and math.isfinite(v)]
    if not rows:
        return None
    shown = [_short(r[0]) for r in rows]
    left = round(10 + max(_width(x) for x in shown))
    right = round(12 + max(_width(fmt(r[1]) + " " + r[3]) for r in rows))
    width = max(W, left + right + 160)  # room for the bars whatever the names' length
    row_h, top = 19, 22
    extent = [v for _, v, _, _ in rows] + [w for _, _, ws, _ in rows for w in ws if w is not None and math.isfinite(w)]
    lo, hi = min(0.0, min(extent)), max(0.0, max(extent))
    span = (hi - lo) or 1.0
    plot = width - left - right

    def x(v: float) -> float:
        return left + (v - lo) / span * plot

    out = [f'<text x="4" y="13" fill="#111" font-weight="600">{_esc(title)}</text>']
    for k, (lab, v, (wlo, whi), note) in enumerate(rows):
        y = top + k * row_h
        x0, x1 = sorted((x(0.0), x(v)))
        out.append(f'<text x="{left - 6}" y="{y + 12}" fill="#333" text-anchor="end">{_tip(lab, shown[k])}'
                   f'{_esc(shown[k])}</text>')
        out.append(f'<rect x="{x0:.1f}" y="{y + 2}" width="{max(1.0, x1 - x0):.1f}" height="{row_h - 6}" fill="{BAR}">'
                   f'<title>{_esc(lab)}: {_esc(fmt(v))}</title></rect>')
        if wlo is not None and whi is not None and math.isfinite(wlo) and math.isfinite(whi):
            yy = y + row_h / 2 - 1
            out.append(f'<line x1="{x(wlo):.1f}" y1="{yy:.1f}" x2="{x(whi):.1f}" y2="{yy:.1f}" stroke="#111" '
                       f'stroke-opacity="0.55"/>')
        out.append(f'<text x="{max(x1, x(whi) if whi is not None and math.isfinite(whi) else x1) + 4:.1f}" '
                   f'y="{y + 12}" fill="#111">{_esc(fmt(v))}<tspan fill="{MUTED}"> {_esc(note)}</tspan></text>')
    bottom = top + len(rows) * row_h
    out.append(f'<line x1="{x(0.0):.1f}" y1="{top - 2}" x2="{x(0.0):.1f}" y2="{bottom}" stroke="{MUTED}"/>')
    if unit:
        out.append(f'<text x="{left}" y="{bottom + 12}" fill="{MUTED}">{_esc(unit)}</text>')
    return _svg(bottom + 18, "".join(out), title, width)


def _stats_figure(data: dict[str, Any]) -> str | None:
    tracks = [t for t in data.get("tracks") or [] if isinstance(t.get("stats"), dict) and "mean" in t["stats"]]
    if not tracks:
        return None
    labels = [str(t.get("name") or t.get("trackId")) for t in tracks]
    means = [t["stats"].get("mean") for t in tracks]
    notes = [f"(min {fmt(t['stats'].get('min'))}, max {fmt(t['stats'].get('max'))})" for t in tracks]
    scope = data.get("scopeApplied") or ""
    return bars(labels, means, notes=notes, title=f"Mean per track{f' · {scope}' if scope else ''}",
                unit="mean over covered bases")


def _quantify_figure(data: dict[str, Any]) -> str | None:
    rows = data.get("topRows") or []
    if not rows:
        return None
    labels = [str(r.get("name") or f"{r.get('chr')}:{r.get('start'):,}") for r in rows]
    metric = data.get("metric") or "value"
    shown = f"top {len(rows)} of {data.get('rowCount'):,}" if data.get("rowCount") else f"top {len(rows)}"
    return bars(labels, [r.get("value") for r in rows], title=f"Features ranked by {metric} ({shown})")


# -- peaks along the scope ---------------------------------------------------------------------

_LOCUS = re.compile(r"([A-Za-z0-9_.]+):(\d+)-(\d+)")


def _peaks_figure(data: dict[str, Any]) -> str | None:
    path = data.get("resultUrl")
    if not path or not data.get("peakCount"):
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            rows = [ln.split("\t")[:3] for ln in handle if ln.strip() and not ln.startswith("#")]
    except OSError:
        return None
    peaks = [(c, int(s), int(e)) for c, s, e in rows]
    m = _LOCUS.search(data.get("scopeApplied") or "")
    chroms: dict[str, tuple[int, int]] = {}
    if m and "regions" not in (data.get("scopeApplied") or ""):
        chroms[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    for c, s, e in peaks:
        if c not in chroms or not m:
            lo, hi = chroms.get(c, (s, e))
            chroms[c] = (min(lo, s), max(hi, e))
    names = list(chroms)[:12]
    left, row_h, top = round(max(58.0, 10 + max((_width(_short(c)) for c in names), default=0.0))), 24, 24
    plot = W - left - 8
    out = [f'<text x="4" y="13" fill="#111" font-weight="600">{_esc(f"{len(peaks):,} peaks along the scope")}</text>']
    for k, c in enumerate(names):
        lo, hi = chroms[c]
        span = max(1, hi - lo)
        y = top + k * row_h
        out.append(f'<text x="{left - 6}" y="{y + 10}" fill="#333" text-anchor="end">{_tip(c, _short(c))}'
                   f'{_esc(_short(c))}</text>'
                   f'<line x1="{left}" y1="{y + 7}" x2="{left + plot}" y2="{y + 7}" stroke="#d1d5db"/>')
        marks = []
        for pc, s, e in peaks:
            if pc != c:
                continue
            x0 = left + (s - lo) / span * plot
            width = max(1.0, (e - s) / span * plot)
            marks.append(f"M{x0:.1f} {y}h{width:.1f}v14h-{width:.1f}Z")
        out.append(f'<path d="{"".join(marks)}" fill="{PEAK}"/>')
        out.append(f'<text x="{left}" y="{y + row_h + 2}" fill="{MUTED}">{lo:,}</text>'
                   f'<text x="{left + plot}" y="{y + row_h + 2}" fill="{MUTED}" '
                   f'text-anchor="end">{hi:,}</text>')
    height = top + len(names) * row_h + 10
    more = len(chroms) - len(names)
    if more > 0:
        out.append(f'<text x="{left}" y="{height}" fill="{MUTED}">… and {more} more chromosomes</text>')
        height += 8
    return _svg(height, "".join(out), f"{len(peaks)} peaks along the scope")


# -- correlation -------------------------------------------------------------------------------

def bin_density(a: np.ndarray, b: np.ndarray, n: int = 40) -> dict[str, Any] | None:
    """A compact 2-D histogram of paired bin values (``n`` × ``n`` cells over their ranges), the
    drawing aid a correlation record keeps instead of every bin: ``{"x": [lo, hi], "y": [lo, hi],
    "counts": [[…] × n] (rows are y, bottom first)}``."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    ok = np.isfinite(a) & np.isfinite(b)
    a, b = a[ok], b[ok]
    if len(a) < 2:
        return None
    xr = [float(a.min()), float(a.max()) if a.max() > a.min() else float(a.min()) + 1]
    yr = [float(b.min()), float(b.max()) if b.max() > b.min() else float(b.min()) + 1]
    counts, _, _ = np.histogram2d(b, a, bins=n, range=[yr, xr])
    return {"x": xr, "y": yr, "counts": counts.astype(int).tolist()}


def density_scatter(density: dict[str, Any], *, r: float | None, x_label: str, y_label: str,
                    n_bins: int | None = None) -> str:
    """The density scatter of a :func:`bin_density`: cells shaded by log count, r written on it."""
    counts = np.asarray(density["counts"], dtype=float)
    n = counts.shape[0]
    size, left, top = 240, 52, 24
    cell = size / n
    peak = math.log1p(counts.max()) or 1.0
    bins_note = f" ({n_bins:,} bins)" if n_bins else ""
    out = [f'<text x="4" y="13" fill="#111" font-weight="600">Bin values{bins_note}</text>',
           f'<rect x="{left}" y="{top}" width="{size}" height="{size}" fill="#f9fafb" stroke="#d1d5db"/>']
    for iy in range(n):
        for ix in range(n):
            c = counts[iy, ix]
            if c <= 0:
                continue
            alpha = 0.15 + 0.85 * math.log1p(c) / peak
            out.append(f'<rect x="{left + ix * cell:.1f}" y="{top + size - (iy + 1) * cell:.1f}" width="{cell:.2f}" '
                       f'height="{cell:.2f}" fill="{BAR}" fill-opacity="{alpha:.2f}"/>')
    xr, yr = density["x"], density["y"]
    out.append(f'<text x="{left}" y="{top + size + 12}" fill="{MUTED}">{_esc(fmt(xr[0]))}</text>'
               f'<text x="{left + size}" y="{top + size + 12}" fill="{MUTED}" '
               f'text-anchor="end">{_esc(fmt(xr[1]))}</text>'
               f'<text x="{left + size / 2}" y="{top + size + 24}" fill="#333" '
               f'text-anchor="middle">{_tip(x_label, _short(x_label, 40))}{_esc(_short(x_label, 40))}</text>'
               f'<text x="{left - 4}" y="{top + size}" fill="{MUTED}" text-anchor="end">{_esc(fmt(yr[0]))}</text>'
               f'<text x="{left - 4}" y="{top + 8}" fill="{MUTED}" text-anchor="end">{_esc(fmt(yr[1]))}</text>'
               f'<text x="12" y="{top + size / 2}" fill="#333" text-anchor="middle" '
               f'transform="rotate(-90 12 {top + size / 2})">{_tip(y_label, _short(y_label, 40))}'
               f'{_esc(_short(y_label, 40))}</text>')
    out.append(f'<text x="{left + size + 12}" y="{top + 16}" fill="#111" font-size="13" font-weight="600">'
               f'r = {_esc(fmt(r) if r is not None else "n/a")}</text>'
               f'<text x="{left + size + 12}" y="{top + 32}" fill="{MUTED}">darker: more bins</text>')
    return _svg(top + size + 30, "".join(out), f"Density scatter of bin values, r = {fmt(r)}")


def _correlate_figure(data: dict[str, Any]) -> str | None:
    density = data.get("binDensity")
    if not isinstance(density, dict) or not density.get("counts"):
        return _matrix_figure(data)
    return density_scatter(density, r=data.get("r"), n_bins=data.get("nBins"),
                           x_label=str(density.get("xLabel") or data.get("trackIdA") or "A"),
                           y_label=str(density.get("yLabel") or data.get("trackIdB") or "B"))


def _matrix_figure(data: dict[str, Any]) -> str | None:
    """A many-track correlation record: the clustered heatmap of its Pearson matrix."""
    from ..genome.cohort_figures import correlation_heatmap_svg

    ids, matrix = data.get("trackIds") or [], data.get("pearsonMatrix")
    if len(ids) < 2 or not matrix:
        return None
    names = data.get("trackNames") or ids
    order = [ids.index(t) for t in data.get("dendrogramOrder") or ids if t in ids]
    r = np.array([[np.nan if v is None else v for v in row] for row in matrix], dtype=float)
    return correlation_heatmap_svg(r, list(names), order, title=f"Pearson r, {data.get('binSize') or 0:,} bp bins")


FIGURES: dict[str, Callable[[dict[str, Any]], str | None]] = {
    "genome_signal_stats": _stats_figure,
    "genome_describe_viewport": _stats_figure,
    "genome_call_peaks": _peaks_figure,
    "genome_quantify_at_features": _quantify_figure,
    "genome_correlate_tracks": _correlate_figure,
}


def figure_for(tool: str | None, data: Any) -> str | None:
    """The figure of a tool's stored result ``data``, or ``None`` (no figure for that tool, a
    failed call, or nothing to draw)."""
    draw = FIGURES.get(tool or "")
    if draw is None or not isinstance(data, dict) or data.get("success") is False:
        return None
    try:
        return draw(data)
    except (KeyError, TypeError, ValueError):  # an older record without what the figure needs
        return None
