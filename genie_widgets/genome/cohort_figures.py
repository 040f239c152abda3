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


def _text(x: float, y: float, s: str, anchor: str = "start", size: int = 11, rotate: bool = False) -> str:
    transform = f' transform="rotate(-60 {x:.1f} {y:.1f})"' if rotate else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{transform}>'
            f"{escape(s)}</text>")


def correlation_heatmap_svg(r: np.ndarray, names: list[str], order: list[int] | None = None, *,
                            title: str = "Pearson r", cell: int = 0) -> str:
    """A clustered heatmap of the correlation matrix ``r`` (rows and columns in dendrogram
    ``order``), each cell labelled with r when the matrix is small, the dendrogram above,
    track names on both axes and a colour key."""
    n = len(names)
    order = list(range(n)) if order is None else list(order)
    cell = cell or max(6, min(40, 560 // max(n, 1)))
    label_w = min(220, 8 + 7 * max((len(x) for x in names), default=1))
    dendro_h = 70
    top = 24 + dendro_h
    width = label_w + n * cell + 90
    height = top + n * cell + label_w + 10
    x0 = label_w
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
            if cell >= 34:
                parts.append(_text(x0 + b * cell + cell / 2, top + a * cell + cell / 2 + 4, shown, "middle", 9))
    for a, i in enumerate(order):
        parts.append(_text(x0 - 4, top + a * cell + cell / 2 + 4, names[i], "end"))
        parts.append(_text(x0 + a * cell + cell / 2, top + n * cell + 8, names[i], "end", rotate=True))
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
    (its highest); grey where a track does not cover a feature."""
    values = np.asarray(values, np.float64)
    nr, nc = values.shape if values.ndim == 2 else (0, 0)
    cw = max(10, min(48, 520 // max(nc, 1)))
    ch = max(6, min(16, 600 // max(nr, 1)))
    label_w = min(200, 8 + 6 * max((len(x) for x in row_labels), default=1))
    col_h = min(180, 8 + 6 * max((len(x) for x in col_labels), default=1))
    top = 24 + col_h
    finite = values[np.isfinite(values)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
    heading = f"{title} (white {lo:.3g} → red {hi:.3g}; grey: not covered)"
    width = max(label_w + nc * cw + 20, 8 + 7 * len(heading))
    height = top + nr * ch + 10
    span = hi - lo or 1.0
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="genie-cohort-heatmap" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">',
             f"<title>{escape(title)}</title>", _text(4, 14, heading, size=12)]
    for b, name in enumerate(col_labels):
        parts.append(_text(label_w + b * cw + cw / 2, top - 6, name, "start", 10, rotate=True))
    for a, label in enumerate(row_labels):
        parts.append(_text(label_w - 4, top + a * ch + ch - 2, label, "end", min(10, ch)))
        for b in range(nc):
            v = values[a, b]
            shown = "NA" if not np.isfinite(v) else f"{v:.4g}"
            parts.append(f'<rect x="{label_w + b * cw}" y="{top + a * ch}" width="{cw}" height="{ch}" '
                         f'fill="{_sequential((v - lo) / span)}"><title>{escape(label)} · {escape(col_labels[b])}: '
                         f"{shown}</title></rect>")
    parts.append("</svg>")
    return "".join(parts)
