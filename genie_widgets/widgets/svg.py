"""Kernel-side drawing of a browser view as SVG: the static snapshot and ``to_svg()`` figures.

The same data as the live browser (exact binned signal, features, gene models), drawn with
plain SVG elements so exported notebooks, nbviewer and GitHub show the view with no script.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING, Any

import numpy as np

from ..genome import GenomeError, Region
from .axis_ticks import axis_ticks, label_height
from .state_bins import dominant_states
from .tiles import DENSITY_ZOOM

if TYPE_CHECKING:  # pragma: no cover
    from ..genome.genes import GeneIndex
    from ..project import Project, Track
    from .tiles import TileServer

LABEL_W = 0  # labels sit above each track
RULER_H = 34
TRACK_GAP = 18
SIGNAL_FILL = "#3d6fb6"
SIGNAL_RANGE = "#b9cde9"
FEATURE_FILL = "#2f7d4f"
GENE_FILL = "#1f2d5a"
FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif"


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def nice_step(span: float, target_ticks: int = 8) -> int:
    """A 1/2/5 × 10^k tick step giving about ``target_ticks`` ticks over ``span`` bp."""
    raw = max(1.0, span / max(1, target_ticks))
    power = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 5, 10):
        if mult * power >= raw:
            return int(mult * power)
    return int(10 * power)


def format_bp(value: float, step: int) -> str:
    """A coordinate for a tick label, in the unit the tick step suggests."""
    if step >= 1_000_000:
        return f"{value / 1e6:,.{0 if step % 1_000_000 == 0 else 1}f} Mb"
    if step >= 1_000:
        return f"{value / 1e3:,.{0 if step % 1_000 == 0 else 1}f} kb"
    return f"{int(value):,}"


def render_svg(project: Project, tiles: TileServer, *, width: int = 900, highlight: dict | None = None) -> str:
    """The project's current view and visible tracks as an SVG document string."""
    view = project.view
    shown = view.region()  # None while the view is not a resolved locus
    region = shown if shown is not None else project.assembly.default_locus
    tracks = [t for t in project.tracks if t.visible]
    height = RULER_H + sum(t.height + TRACK_GAP for t in tracks) + 14
    scale = width / region.length

    def x(bp: float) -> float:
        return (bp - region.start) * scale

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="Genome browser view {region.locus} ({project.genome})" style="{FONT};font-size:11px">',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
    ]
    parts.append(_ruler(region, width, x, project.genome))
    if highlight and highlight.get("chrom") == region.chrom:
        hx0, hx1 = max(0.0, x(highlight["start"])), min(float(width), x(highlight["end"]))
        if hx1 > hx0:
            parts.append(f'<rect x="{hx0:.1f}" y="{RULER_H}" width="{max(1.0, hx1 - hx0):.1f}" '
                         f'height="{height - RULER_H}" fill="#ffd54f" fill-opacity="0.25"/>')
    n_bins = max(1, min(width, region.length))
    summaries, ranges = _signal_ranges(tiles, tracks, region, n_bins)
    y = RULER_H
    for track in tracks:
        parts.append(f'<text x="2" y="{y + 12}" fill="#333" font-weight="600">{_esc(track.name)}'
                     f'<tspan fill="#666" font-weight="400" font-size="10"> {_esc(_subtitle(track, ranges))}'
                     '</tspan></text>')
        band_top = y + 15
        try:
            if track.type == "annotation":
                parts.append(_genes(tiles.gene_index(track), region, band_top, track.height, x, width))
            elif track.kind == "signal":
                if isinstance(summaries.get(track.id), Exception):
                    raise summaries[track.id]
                parts.append(_signal(summaries.get(track.id), ranges.get(track.id), band_top, track.height, width))
            elif track.type == "categorical":
                parts.append(_states(project, tiles, track, region, band_top, track.height, x, width))
            elif track.kind == "interval":
                parts.append(_intervals(project, track, region, band_top, track.height, x, width))
        except (GenomeError, OSError, ValueError) as exc:
            parts.append(f'<text x="8" y="{band_top + 14}" fill="#a31d12">Cannot draw: {_esc(exc)}</text>')
        y += track.height + TRACK_GAP
    if any(t.kind == "signal" for t in tracks):
        parts.append(f'<text x="2" y="{height - 3}" fill="#666" font-size="9">Signal: the light band is the '
                     'min–max of the bins under each pixel, the dark bar their mean.</text>')
    parts.append("</svg>")
    return "".join(parts)


def _ruler(region: Region, width: int, x, genome: str) -> str:
    step = nice_step(region.length)
    first = math.ceil(region.start / step) * step
    out = [f'<text x="2" y="11" fill="#111" font-weight="600">{_esc(region.chrom)}:{region.start:,}-{region.end:,}'
           f' ({_esc(genome)}, {region.length:,} bp)</text>',
           f'<line x1="0" y1="26" x2="{width}" y2="26" stroke="#888"/>']
    tick = first
    while tick <= region.end:
        px = x(tick)
        out.append(f'<line x1="{px:.1f}" y1="21" x2="{px:.1f}" y2="26" stroke="#888"/>')
        out.append(f'<text x="{px + 2:.1f}" y="22" fill="#555" font-size="9">{_esc(format_bp(tick, step))}</text>')
        tick += step
    return "".join(out)


def _signal_ranges(tiles: TileServer, tracks: list[Track], region: Region, n_bins: int):
    """Each signal track's binned summary, and its y-range: its own (0 included), the union of its
    scale group's (``options.scaleGroup``), or ``options.range`` when fixed, with how it was set."""
    summaries: dict[str, Any] = {}
    own: dict[str, tuple[float, float]] = {}
    for track in tracks:
        if track.kind != "signal":
            continue
        try:
            summary = tiles.window_signal(track, region.chrom, region.start, region.end, n_bins)
        except (GenomeError, OSError, ValueError) as exc:
            summaries[track.id] = exc
            continue
        summaries[track.id] = summary
        if summary is not None and np.isfinite(summary.max).any():
            own[track.id] = (min(0.0, float(np.nanmin(summary.min))), max(0.0, float(np.nanmax(summary.max))))
    groups: dict[str, tuple[float, float]] = {}
    for track in tracks:
        if track.scale_group and track.id in own:
            lo, hi = groups.get(track.scale_group, (0.0, 0.0))
            groups[track.scale_group] = (min(lo, own[track.id][0]), max(hi, own[track.id][1]))
    ranges: dict[str, tuple[float, float, str]] = {}
    for track in tracks:
        fixed = track.options.get("range")
        if isinstance(fixed, (list, tuple)) and len(fixed) == 2:
            ranges[track.id] = (float(fixed[0]), float(fixed[1]), "fixed")
        elif track.scale_group and track.scale_group in groups:
            ranges[track.id] = (*groups[track.scale_group], f"shared: {track.scale_group}")
        elif track.id in own:
            ranges[track.id] = (*own[track.id], "autoscale")
    return summaries, ranges


def _subtitle(track: Track, ranges: dict[str, tuple[float, float, str]]) -> str:
    if track.kind != "signal":
        return ""
    got = ranges.get(track.id)
    if got is None:
        return track.unit
    return f"{track.unit} · {_fmt(got[0])} – {_fmt(got[1])} ({got[2]})"


def _signal(summary: Any, got: tuple[float, float, str] | None, top: float, height: int, width: int) -> str:
    if summary is None or got is None or not np.isfinite(summary.max).any():
        return f'<text x="8" y="{top + 14}" fill="#777">no data in view</text>'
    lo, hi, _how = got
    span = (hi - lo) or 1.0

    def y(v: float) -> float:
        return top + height - (min(max(v, lo), hi) - lo) / span * height

    base = y(0.0)
    bw = width / len(summary.mean)
    range_path: list[str] = []
    mean_path: list[str] = []
    for k in range(len(summary.mean)):
        m = summary.mean[k]
        if not np.isfinite(m):
            continue
        x0 = k * bw
        for path, value in ((range_path, summary.max[k]), (mean_path, m)):
            yy = y(float(value))
            path.append(f"M{x0:.1f} {base:.1f}V{yy:.1f}h{bw:.2f}V{base:.1f}Z")
        if summary.min[k] < 0:
            yy = y(float(summary.min[k]))
            range_path.append(f"M{x0:.1f} {base:.1f}V{yy:.1f}h{bw:.2f}V{base:.1f}Z")
    axis = [f'<line x1="0.5" y1="{top:.1f}" x2="0.5" y2="{top + height:.1f}" stroke="#6b7280"/>']
    for tick in axis_ticks(lo, hi, height, font_px=9):
        ty = top + tick.y
        baseline = top + tick.top + label_height(9) - 2  # digits sit on it; the halo stays inside the box
        axis.append(f'<line x1="0" y1="{ty:.1f}" x2="5" y2="{ty:.1f}" stroke="#6b7280"/>'
                    f'<text x="7" y="{baseline:.1f}" fill="#374151" font-size="9" stroke="#fff" stroke-width="3" '
                    f'paint-order="stroke">{_esc(_fmt(tick.value))}</text>')
    return (f'<path d="{"".join(range_path)}" fill="{SIGNAL_RANGE}"/>'
            f'<path d="{"".join(mean_path)}" fill="{SIGNAL_FILL}"/>' + "".join(axis))


def _states(project: Project, tiles: TileServer, track: Track, region: Region, top: float, height: int,
            x, width: int) -> str:
    """A categorical track: one row of state-coloured boxes and the legend above it."""
    frame = project.open_reader(track).features(region.chrom, region.start, region.end)
    legend = tiles.legend(track)
    colour = dict(legend)
    out = []
    box_h = max(6, height - 18)
    if region.length / width >= 1 << DENSITY_ZOOM:  # as the live browser: the dominant state per pixel
        edges = np.linspace(region.start, region.end, width + 1).round().astype(np.int64)
        bins = dominant_states(frame, legend, edges)
        segments = _runs(edges, bins.states, legend)
    else:
        segments = list(zip(frame["start"], frame["end"], frame.get("name", [""] * len(frame)), strict=True))
    for start, end, name in segments:
        x0, x1 = max(0.0, x(start)), min(float(width), x(end))
        out.append(f'<rect x="{x0:.1f}" y="{top + 14}" width="{max(1.0, x1 - x0):.1f}" height="{box_h}" '
                   f'fill="{colour.get(str(name), FEATURE_FILL)}"><title>{_esc(name)}</title></rect>')
    lx = 4.0
    for state, c in legend:
        if lx > width - 60:
            break
        out.append(f'<rect x="{lx:.1f}" y="{top + 3}" width="9" height="9" fill="{c}" stroke="#999" '
                   'stroke-width="0.5"/>'
                   f'<text x="{lx + 12:.1f}" y="{top + 11}" fill="#444" font-size="9">{_esc(state)}</text>')
        lx += 18 + 5.2 * len(state)
    return "".join(out)


def _runs(edges: np.ndarray, states: np.ndarray, legend: list[tuple[str, str]]) -> list[tuple[int, int, str]]:
    """Neighbouring bins of one state as one ``(start, end, state)`` segment (no-state bins left out)."""
    out: list[tuple[int, int, str]] = []
    for k, s in enumerate(states):
        if s < 0:
            continue
        if out and out[-1][1] == int(edges[k]) and out[-1][2] == legend[s][0]:
            out[-1] = (out[-1][0], int(edges[k + 1]), out[-1][2])
        else:
            out.append((int(edges[k]), int(edges[k + 1]), legend[s][0]))
    return out


def _fmt(value: float) -> str:
    return f"{value:.3g}"


def _intervals(project: Project, track: Track, region: Region, top: float, height: int, x, width: int) -> str:
    frame = project.open_reader(track).features(region.chrom, region.start, region.end)
    if len(frame) == 0:
        return f'<text x="8" y="{top + 14}" fill="#777">no features in view</text>'
    out = []
    box_h = min(12, height - 12)
    for start, end, name in zip(frame["start"], frame["end"], frame.get("name", [""] * len(frame)), strict=True):
        x0, x1 = max(0.0, x(start)), min(float(width), x(end))
        out.append(f'<rect x="{x0:.1f}" y="{top + 2}" width="{max(1.0, x1 - x0):.1f}" height="{box_h}" '
                   f'fill="{FEATURE_FILL}">'
                   f"<title>{_esc(name)} {region.chrom}:{int(start):,}-{int(end):,}</title></rect>")
        if name and isinstance(name, str) and x1 - x0 > 6 * len(name) and len(frame) < 200:
            out.append(f'<text x="{(x0 + x1) / 2:.1f}" y="{top + box_h + 12}" fill="#333" font-size="9" '
                       f'text-anchor="middle">{_esc(name)}</text>')
    return "".join(out)


def place_gene_labels(spans: list[tuple[float, float, float]], width: float, max_rows: int,
                      gap: float = 6.0) -> list[tuple[int, float]]:
    """(row, label x) for genes given as (x0, x1, label width) in px, so that no two genes'
    bodies or centred labels overlap in a row; -1 for a gene that does not fit in ``max_rows``
    (the live browser's placement, js/src/browser/draw.js ``placeGenes``)."""
    row_ends: list[float] = []
    out: list[tuple[int, float]] = []
    for x0, x1, label in spans:
        a, b = max(0.0, x0), min(width, max(x1, x0 + 1))
        lx = min(max(0.0, (a + b) / 2 - label / 2), max(0.0, width - label))
        left, right = min(a, lx), max(b, lx + label)
        row = next((r for r, e in enumerate(row_ends) if e + gap <= left), -1)
        if row == -1 and len(row_ends) < max_rows:
            row = len(row_ends)
            row_ends.append(0.0)
        if row >= 0:
            row_ends[row] = right
        out.append((row, lx))
    return out


def _genes(index: GeneIndex, region: Region, top: float, height: int, x, width: int) -> str:
    genes = index.genes_in(region.chrom, region.start, region.end, models=True, limit=200)
    if not genes:
        return f'<text x="8" y="{top + 14}" fill="#777">no genes in view</text>'
    out = []
    row_h = 26
    labels = [f"{g.symbol} →" if g.strand == "+" else f"← {g.symbol}" if g.strand == "-" else g.symbol
              for g in genes]
    # italic 10 px system-ui: about 5.6 px a character
    spans = [(x(g.start), x(g.end), 5.6 * len(lab) + 4) for g, lab in zip(genes, labels, strict=True)]
    places = place_gene_labels(spans, width, max(1, height // row_h))
    for gene, label, (row, label_x) in zip(genes, labels, places, strict=True):
        if row < 0:
            continue
        x0, x1 = x(gene.start), x(gene.end)
        mid = top + row * row_h + 7
        out.append(f'<line x1="{max(0, x0):.1f}" y1="{mid}" x2="{min(width, x1):.1f}" y2="{mid}" '
                   f'stroke="{GENE_FILL}"/>')
        if not any(t.exon_starts for t in gene.transcripts[:1]):  # span only (bundled index)
            out.append(f'<rect x="{max(0, x0):.1f}" y="{mid - 2}" width="{max(1.0, min(width, x1) - max(0, x0)):.1f}" '
                       f'height="5" fill="{GENE_FILL}"/>')
        for t in gene.transcripts[:1]:
            for s, e in zip(t.exon_starts, t.exon_ends, strict=False):  # as read: a short list truncates
                ex0, ex1 = max(0.0, x(s)), min(float(width), x(e))
                if ex1 > 0 and ex0 < width:
                    out.append(f'<rect x="{ex0:.1f}" y="{mid - 5}" width="{max(1.0, ex1 - ex0):.1f}" height="10" '
                               f'fill="{GENE_FILL}"/>')
        out.append(f'<text x="{label_x + 2:.1f}" y="{mid + 16}" fill="{GENE_FILL}" font-size="10" '
                   f'font-style="italic">{_esc(label)}</text>')
    return "".join(out)
