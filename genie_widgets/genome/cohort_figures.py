"""SVG figures of many-track results: a clustered correlation heatmap (with its dendrogram) and
a features × tracks heatmap. Self-contained SVG text (no script, no external resource), so the
figures survive static exports. Pure numpy + string building; imports nothing else of ours.
"""

from __future__ import annotations

from html import escape

import numpy as np

__all__ = ["cluster_order", "correlation_heatmap_svg", "linkage", "quantify_heatmap_svg"]


def linkage(r: np.ndarray) -> list[tuple[int, int, float]]:
    """Average-linkage (UPGMA) clustering on distance ``1 − r`` (a NaN r counts as 0, distance
    1). Returns merges ``(a, b, height)``; leaves are ``0..n-1``, merge ``k`` creates node
    ``n + k``. Ties break on the lowest indices, so the result is deterministic."""
    n = len(r)
    d = 1.0 - np.nan_to_num(np.asarray(r, np.float64), nan=0.0)
    d = (d + d.T) / 2.0
    np.fill_diagonal(d, np.inf)
    ids = list(range(n))
    sizes = [1] * n
    active = np.ones(n, bool)
    merges: list[tuple[int, int, float]] = []
    for k in range(n - 1):
        masked = np.where(active[:, None] & active[None, :], d, np.inf)
        flat = int(np.argmin(masked))
        i, j = divmod(flat, n)
        i, j = min(i, j), max(i, j)
        merges.append((ids[i], ids[j], float(d[i, j])))
        w = (sizes[i] * d[i] + sizes[j] * d[j]) / (sizes[i] + sizes[j])
        d[i, :] = w
        d[:, i] = w
        d[i, i] = np.inf
        active[j] = False
        sizes[i] += sizes[j]
        ids[i] = n + k
    return merges


def _leaves(merges: list[tuple[int, int, float]], n: int) -> list[int]:
    if n == 0:
        return []
    children = {n + k: (a, b) for k, (a, b, _h) in enumerate(merges)}
    out: list[int] = []
    stack = [n + len(merges) - 1 if merges else 0]
    while stack:
        node = stack.pop()
        if node < n:
            out.append(node)
        else:
            a, b = children[node]
            stack.extend((b, a))
    return out


def cluster_order(r: np.ndarray) -> list[int]:
    """Track indices in dendrogram leaf order of :func:`linkage`."""
    n = len(r)
    return _leaves(linkage(r), n) if n > 1 else list(range(n))


def _mix(a: tuple[int, int, int], t: float) -> str:
    """White blended toward colour ``a`` by ``t`` in [0, 1]."""
    r, g, b = (round(255 + (c - 255) * t) for c in a)
    return f"#{r:02x}{g:02x}{b:02x}"


def _diverging(v: float) -> str:
    """-1 blue, 0 white, +1 red (linear); grey for missing."""
    if not np.isfinite(v):
        return "#d9d9d9"
    t = max(-1.0, min(1.0, float(v)))
    return _mix((214, 39, 40), t) if t >= 0 else _mix((31, 90, 180), -t)


def _sequential(t: float) -> str:
    """0 white → 1 dark red; grey for missing."""
    if not np.isfinite(t):
        return "#d9d9d9"
    return _mix((165, 15, 21), max(0.0, min(1.0, float(t))))


#: Smallest font size (px) of any label, and of the numbers written in cells.
LABEL_PX = 11
CELL_PX = 11
#: Names longer than this are shortened with "…"; the full name is the label's tooltip.
MAX_LABEL_CHARS = 32


def _short(s: str, n: int = MAX_LABEL_CHARS) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def text_width(s: str, size: float = LABEL_PX) -> float:
    """A generous estimate of the width (px) of ``s`` in a sans-serif font of ``size`` px."""
    return len(s) * size * 0.62 + 2


def _text(x: float, y: float, s: str, anchor: str = "start", size: int = LABEL_PX, rotate: bool = False,
          full: str | None = None) -> str:
    """A text label; ``full`` (the unshortened name) becomes its tooltip when it differs."""
    transform = f' transform="rotate(-60 {x:.1f} {y:.1f})"' if rotate else ""
    tip = f"<title>{escape(full)}</title>" if full is not None and full != s else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{transform}>'
            f"{tip}{escape(s)}</text>")


def _rotated_extent(width: float) -> tuple[float, float]:
    """(horizontal, vertical) extent (px) of a label of ``width`` turned by 60°."""
    return width * 0.5, width * 0.87


def correlation_heatmap_svg(r: np.ndarray, names: list[str], order: list[int] | None = None, *,
                            title: str = "Pearson r", cell: int = 0) -> str:
    """A clustered heatmap of the correlation matrix ``r`` (rows and columns in dendrogram
    ``order``), each cell labelled with r when the matrix is small, the dendrogram above,
    track names on both axes (long ones shortened, the full name as tooltip; at least
    :data:`LABEL_PX` px) and a colour key. The layout grows with the names and the tracks."""
    n = len(names)
    order = list(range(n)) if order is None else list(order)
    shown_names = [_short(x) for x in names]
    cell = cell or max(LABEL_PX + 3, min(44, 560 // max(n, 1)))
    label_w = 8 + max((text_width(x) for x in shown_names), default=10.0)
    dendro_h = 70
    top = 24 + dendro_h
    x0 = round(label_w)
    width = x0 + n * cell + 90
    height = top + n * cell + round(_rotated_extent(label_w)[1]) + 16
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="genie-cohort-heatmap" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">',
             f"<title>{escape(title)}: {n} tracks, dendrogram order</title>",
             _text(4, 14, title, size=12)]
    pos = {leaf: k for k, leaf in enumerate(order)}
    for a, i in enumerate(order):
        for b, j in enumerate(order):
            v = float(r[i, j])
            shown = "NA" if not np.isfinite(v) else f"{v:.3f}"
            parts.append(f'<rect x="{x0 + b * cell}" y="{top + a * cell}" width="{cell}" height="{cell}" '
                         f'fill="{_diverging(v)}"><title>{escape(names[i])} · {escape(names[j])}: r = {shown}'
                         f"</title></rect>")
            if cell >= text_width("0.000", CELL_PX) + 4:
                parts.append(_text(x0 + b * cell + cell / 2, top + a * cell + cell / 2 + 4, shown, "middle",
                                   CELL_PX))
    for a, i in enumerate(order):
        parts.append(_text(x0 - 4, top + a * cell + cell / 2 + 4, shown_names[i], "end", full=names[i]))
        parts.append(_text(x0 + a * cell + cell / 2, top + n * cell + 10, shown_names[i], "end", rotate=True,
                           full=names[i]))
    if n > 1 and len(order) == n and sorted(order) == list(range(n)):
        merges = linkage(r)
        hmax = max((h for _a, _b, h in merges), default=1.0) or 1.0
        xs = {leaf: x0 + pos[leaf] * cell + cell / 2 for leaf in range(n)}
        ys = {leaf: float(top) for leaf in range(n)}
        for k, (a, b, h) in enumerate(merges):
            y = top - 4 - (dendro_h - 8) * (h / hmax)
            parts.append(f'<path d="M{xs[a]:.1f},{ys[a]:.1f} V{y:.1f} H{xs[b]:.1f} V{ys[b]:.1f}" '
                         'fill="none" stroke="#444" stroke-width="1"/>')
            xs[n + k], ys[n + k] = (xs[a] + xs[b]) / 2, y
    kx = x0 + n * cell + 16
    for s in range(11):
        v = 1 - s / 5
        parts.append(f'<rect x="{kx}" y="{top + s * 10}" width="14" height="10" fill="{_diverging(v)}"/>')
    parts += [_text(kx + 18, top + 9, "1"), _text(kx + 18, top + 59, "0"), _text(kx + 18, top + 109, "−1")]
    parts.append("</svg>")
    return "".join(parts)


def quantify_heatmap_svg(values: np.ndarray, row_labels: list[str], col_labels: list[str], *,
                         title: str = "signal at features") -> str:
    """Features (rows) × tracks (columns), colour from white (the table's lowest value) to red
    (its highest); grey where a track does not cover a feature. Rows are tall enough for
    :data:`LABEL_PX` px labels (the figure grows with them); long names are shortened, with the
    full name as tooltip."""
    values = np.asarray(values, np.float64)
    nr, nc = values.shape if values.ndim == 2 else (0, 0)
    rows = [_short(x) for x in row_labels]
    cols = [_short(x) for x in col_labels]
    cw = max(LABEL_PX + 6, min(48, 520 // max(nc, 1)))
    ch = max(LABEL_PX + 3, min(18, 600 // max(nr, 1)))
    label_w = round(8 + max((text_width(x) for x in rows), default=10.0))
    col_w = max((text_width(x) for x in cols), default=10.0)
    spill, col_h = _rotated_extent(col_w)
    top = 24 + round(col_h) + 8
    finite = values[np.isfinite(values)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
    heading = f"{title} (white {lo:.3g} → red {hi:.3g}; grey: not covered)"
    width = round(max(label_w + nc * cw + spill + 12, 8 + text_width(heading, 12)))
    height = top + nr * ch + 10
    span = hi - lo or 1.0
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="genie-cohort-heatmap" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">',
             f"<title>{escape(title)}</title>", _text(4, 14, heading, size=12)]
    for b, name in enumerate(cols):
        parts.append(_text(label_w + b * cw + cw / 2, top - 6, name, "start", rotate=True, full=col_labels[b]))
    for a, label in enumerate(rows):
        parts.append(_text(label_w - 4, top + a * ch + ch / 2 + 4, label, "end", full=row_labels[a]))
        for b in range(nc):
            v = values[a, b]
            shown = "NA" if not np.isfinite(v) else f"{v:.4g}"
            parts.append(f'<rect x="{label_w + b * cw}" y="{top + a * ch}" width="{cw}" height="{ch}" '
                         f'fill="{_sequential((v - lo) / span)}"><title>{escape(row_labels[a])} · '
                         f"{escape(col_labels[b])}: {shown}</title></rect>")
    parts.append("</svg>")
    return "".join(parts)
