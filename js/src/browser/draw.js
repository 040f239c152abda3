// Canvas drawing of each track kind. Every function draws into a 2D context already scaled for
// the device pixel ratio, inside the band [0, width) × [0, height).
import { niceStep, formatBp, packRows } from "./scale.js";
import { drawSegments, isCategorical } from "./states.js";

export const COLORS = {
  signal: "#3d6fb6",
  signalRange: "#b9cde9",
  negative: "#c0504d",
  feature: "#2f7d4f",
  gene: "#1f2d5a",
  muted: "#6b7280",
  error: "#a31d12",
  highlight: "rgba(255, 213, 79, 0.28)",
};

const FONT = "11px system-ui, -apple-system, 'Segoe UI', sans-serif";

export function clear(ctx, width, height) {
  ctx.clearRect(0, 0, width, height);
}

export function drawMessage(ctx, width, height, text, color = COLORS.muted) {
  ctx.fillStyle = color;
  ctx.font = FONT;
  ctx.textBaseline = "middle";
  ctx.fillText(text, 8, Math.min(height / 2, 14));
}

export function drawRuler(ctx, width, height, view) {
  const span = view.end - view.start;
  const step = niceStep(span, Math.max(2, Math.floor(width / 110)));
  // The chromosome and the span of the view, at the top left: the ruler names where it is.
  ctx.fillStyle = "#111827";
  ctx.font = "600 11px system-ui, sans-serif";
  ctx.textBaseline = "top";
  const spanText = span >= 1e6 ? `${(span / 1e6).toLocaleString("en-US", { maximumFractionDigits: 2 })} Mb`
    : span >= 1e3 ? `${(span / 1e3).toLocaleString("en-US", { maximumFractionDigits: 1 })} kb` : `${Math.round(span)} bp`;
  ctx.fillText(`${view.chrom}`, 4, 2);
  const chromW = ctx.measureText(view.chrom).width;
  ctx.font = "10px system-ui, sans-serif";
  ctx.fillStyle = "#4b5563";
  ctx.fillText(`· ${spanText} shown`, 10 + chromW, 3);
  ctx.strokeStyle = "#9ca3af";
  ctx.fillStyle = "#4b5563";
  ctx.font = "10px system-ui, sans-serif";
  ctx.textBaseline = "alphabetic";
  ctx.beginPath();
  ctx.moveTo(0, height - 0.5);
  ctx.lineTo(width, height - 0.5);
  for (let tick = Math.ceil(view.start / step) * step; tick <= view.end; tick += step) {
    const x = Math.round(((tick - view.start) / span) * width) + 0.5;
    ctx.moveTo(x, height - 6);
    ctx.lineTo(x, height);
    ctx.fillText(formatBp(tick, step), x + 3, height - 6);
  }
  ctx.stroke();
}

/**
 * Signal: for each pixel column, the bins under it give min, max and mean. Modes: "bar" (a light
 * min–max band with the mean in dark), "line" (the mean as a line) and "heatmap" (mean as colour).
 * Returns the y-range drawn, for the axis label.
 */
export function drawSignal(ctx, width, height, view, tiles, options = {}) {
  const cols = signalColumns(width, view, tiles);
  const range = Array.isArray(options.range) && options.range.length === 2 ? options.range.map(Number) : null;
  const [lo, hi] = range || [cols.lo, cols.hi];
  paintSignal(ctx, width, height, cols, lo, hi, options);
  return { lo, hi, columns: cols.columns };
}

/** Per pixel column {min, max, sum, cov} of the signal tiles in view, and their own y-range. */
export function signalColumns(width, view, tiles) {
  const span = view.end - view.start;
  const cols = new Array(width);
  let lo = 0;
  let hi = 0;
  for (const tile of tiles) {
    if (!tile || tile.kind !== "signal") continue;
    const { start, binSize, nBins, data } = tile;
    for (let k = 0; k < nBins; k++) {
      const mean = data[2 * nBins + k];
      if (Number.isNaN(mean)) continue;
      const bs = start + k * binSize;
      const be = bs + binSize;
      if (be <= view.start || bs >= view.end) continue;
      const x0 = Math.max(0, Math.floor(((bs - view.start) / span) * width));
      const x1 = Math.min(width - 1, Math.max(x0, Math.ceil(((be - view.start) / span) * width) - 1));
      const mn = data[k];
      const mx = data[nBins + k];
      const cov = data[3 * nBins + k] * binSize;
      for (let x = x0; x <= x1; x++) {
        const c = cols[x] || (cols[x] = { min: Infinity, max: -Infinity, sum: 0, cov: 0 });
        c.min = Math.min(c.min, mn);
        c.max = Math.max(c.max, mx);
        c.sum += mean * cov;
        c.cov += cov;
      }
      lo = Math.min(lo, mn);
      hi = Math.max(hi, mx);
    }
  }
  return { cols, lo, hi, columns: cols.reduce((n, c) => n + (c ? 1 : 0), 0) };
}

/** Draw signal columns (from signalColumns) on the y-range [lo, hi]. */
export function paintSignal(ctx, width, height, columns, lo, hi, options = {}) {
  const cols = columns.cols;
  const ySpan = hi - lo || 1;
  const y = (v) => height - ((Math.min(Math.max(v, lo), hi) - lo) / ySpan) * height;
  const base = y(0);
  const mode = options.mode || "bar";
  if (mode === "heatmap") {
    for (let x = 0; x < width; x++) {
      const c = cols[x];
      if (!c || c.cov <= 0) continue;
      const t = (c.sum / c.cov - lo) / ySpan;
      ctx.fillStyle = `rgba(61, 111, 182, ${Math.max(0.04, Math.min(1, t))})`;
      ctx.fillRect(x, 0, 1, height);
    }
  } else if (mode === "line") {
    ctx.strokeStyle = COLORS.signal;
    ctx.lineWidth = 1.25;
    ctx.beginPath();
    let drawing = false;
    for (let x = 0; x < width; x++) {
      const c = cols[x];
      if (!c || c.cov <= 0) {
        drawing = false;
        continue;
      }
      const yy = y(c.sum / c.cov);
      if (drawing) ctx.lineTo(x + 0.5, yy);
      else ctx.moveTo(x + 0.5, yy);
      drawing = true;
    }
    ctx.stroke();
  } else {
    for (let x = 0; x < width; x++) {
      const c = cols[x];
      if (!c) continue;
      ctx.fillStyle = COLORS.signalRange;
      const top = y(Math.max(c.max, 0));
      const bottom = y(Math.min(c.min, 0));
      ctx.fillRect(x, top, 1, Math.max(1, bottom - top));
      if (c.cov > 0) {
        const m = c.sum / c.cov;
        ctx.fillStyle = m < 0 ? COLORS.negative : COLORS.signal;
        const ym = y(m);
        ctx.fillRect(x, Math.min(ym, base), 1, Math.max(1, Math.abs(base - ym)));
      }
    }
  }
  if (lo < 0 && hi > 0) {
    ctx.fillStyle = "rgba(0,0,0,0.25)";
    ctx.fillRect(0, Math.round(base), width, 1);
  }
}

/** Collect the features of interval tiles in view, de-duplicated across tile edges. */
export function featuresInView(tiles, view) {
  const seen = new Set();
  const out = [];
  for (const tile of tiles) {
    if (!tile || tile.kind !== "intervals") continue;
    for (let k = 0; k < tile.count; k++) {
      const s = tile.starts[k];
      const e = tile.ends[k];
      if (e <= view.start || s >= view.end) continue;
      const name = tile.names[k] || "";
      const key = `${s}|${e}|${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const state = tile.states ? tile.states[k] : -1;
      const color = state >= 0 && tile.legend ? tile.legend[state][1] : null;
      out.push({ start: s, end: e, name, score: tile.scores[k], strand: tile.strands[k], color });
    }
  }
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}

function chevrons(ctx, x0, x1, yMid, strand, color) {
  if (!strand || x1 - x0 < 14) return;
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = x0 + 6; x < x1 - 4; x += 10) {
    const d = strand > 0 ? 2.5 : -2.5;
    ctx.moveTo(x - d, yMid - 2.5);
    ctx.lineTo(x + d, yMid);
    ctx.lineTo(x - d, yMid + 2.5);
  }
  ctx.stroke();
}

export const INTERVAL_ROW_H = 22;

/** The height in px an interval track needs to show every feature in view (expanded rows). */
export function intervalHeight(ctx, width, view, features, options = {}) {
  if (options.display === "collapsed" || isCategorical(features)) return 0;
  const span = view.end - view.start;
  const xOf = (bp) => ((bp - view.start) / span) * width;
  ctx.font = "10px system-ui, sans-serif";
  const items = features.map((f) => ({ ...f, labelPx: f.name ? ctx.measureText(f.name).width + 6 : 0 }));
  return 4 + packRows(items, xOf).count * INTERVAL_ROW_H;
}

/** Intervals: boxes with strand chevrons, score shading and names; collapsed or expanded rows. */
export function drawIntervals(ctx, width, height, view, features, options = {}) {
  if (isCategorical(features)) return drawSegments(ctx, width, height, view, features);
  const span = view.end - view.start;
  const xOf = (bp) => ((bp - view.start) / span) * width;
  const expanded = options.display !== "collapsed";
  const rowH = expanded ? INTERVAL_ROW_H : height;
  const boxH = Math.min(12, Math.max(4, rowH - 10));
  ctx.font = "10px system-ui, sans-serif";
  let maxScore = 0;
  for (const f of features) if (Number.isFinite(f.score)) maxScore = Math.max(maxScore, f.score);
  const withLabels = features.map((f) => ({ ...f, labelPx: f.name ? ctx.measureText(f.name).width + 6 : 0 }));
  const packed = expanded ? packRows(withLabels, xOf) : { rows: features.map(() => 0), count: 1 };
  const boxes = [];
  withLabels.forEach((f, i) => {
    const row = packed.rows[i];
    const top = 2 + row * rowH;
    if (top + boxH > height) return;
    const x0 = Math.max(0, xOf(f.start));
    const x1 = Math.min(width, xOf(f.end));
    const alpha = Number.isFinite(f.score) && maxScore > 0 ? 0.35 + 0.65 * (f.score / maxScore) : 1;
    ctx.globalAlpha = alpha;
    ctx.fillStyle = COLORS.feature;
    ctx.fillRect(x0, top, Math.max(1, x1 - x0), boxH);
    ctx.globalAlpha = 1;
    chevrons(ctx, x0, x1, top + boxH / 2, f.strand, "rgba(255,255,255,0.85)");
    if (expanded && f.name && f.labelPx - 6 < Math.max(x1 - x0, 400) && top + boxH + 10 <= height) {
      ctx.fillStyle = "#1f2937";
      ctx.textBaseline = "top";
      ctx.fillText(f.name, Math.max(0, x0), top + boxH + 1);
    }
    boxes.push({ x0, x1: Math.max(x0 + 1, x1), y0: top, y1: top + boxH, feature: f });
  });
  const hidden = withLabels.length - boxes.length;
  return { boxes, hidden };
}

/** Feature density (counts per bin) for zoomed-out interval or gene tracks. */
export function drawDensity(ctx, width, height, view, tiles) {
  const span = view.end - view.start;
  let max = 0;
  const cols = new Float64Array(width);
  for (const tile of tiles) {
    if (!tile || tile.kind !== "density") continue;
    for (let k = 0; k < tile.counts.length; k++) {
      const bs = tile.start + k * tile.binSize;
      if (bs + tile.binSize <= view.start || bs >= view.end) continue;
      const x = Math.min(width - 1, Math.max(0, Math.floor(((bs - view.start) / span) * width)));
      cols[x] += tile.counts[k];
      max = Math.max(max, cols[x]);
    }
  }
  ctx.fillStyle = COLORS.feature;
  for (let x = 0; x < width; x++) {
    if (!cols[x]) continue;
    const h = Math.max(1, (cols[x] / max) * (height - 4));
    ctx.fillRect(x, height - h, 1, h);
  }
  return { max };
}

/** The label of a gene with its strand as an arrow (drawn for every source, even where the
 * gene is too narrow for chevrons). */
export function geneLabel(gene) {
  if (gene.strand === "+") return `${gene.symbol} →`;
  if (gene.strand === "-") return `← ${gene.symbol}`;
  return gene.symbol;
}

/**
 * Rows for gene models so that no two labels or bodies overlap: each gene occupies the union of
 * its body and its label (centred under it, kept inside the view) plus a gap. Genes that do not
 * fit in `maxRows` get row -1 (not drawn; counted as hidden). Pure, for tests.
 */
export function placeGenes(items, width, maxRows, gap = 6) {
  const rowEnds = [];
  return items.map((g) => {
    const x0 = Math.max(0, g.x0);
    const x1 = Math.min(width, Math.max(g.x1, g.x0 + 1));
    const lx = Math.min(Math.max(0, (x0 + x1) / 2 - g.labelPx / 2), Math.max(0, width - g.labelPx));
    const left = Math.min(x0, lx);
    const right = Math.max(x1, lx + g.labelPx);
    let row = rowEnds.findIndex((end) => end + gap <= left);
    if (row === -1) {
      if (rowEnds.length >= maxRows) return { row: -1, lx, left, right };
      row = rowEnds.length;
      rowEnds.push(0);
    }
    rowEnds[row] = right;
    return { row, lx, left, right };
  });
}

/** Gene models: introns as lines with strand chevrons, exons as boxes (CDS taller), a gene
 * known only by its span as a thin bar; names with strand arrows that never overlap. */
export function drawGenes(ctx, width, height, view, genes) {
  const span = view.end - view.start;
  const xOf = (bp) => ((bp - view.start) / span) * width;
  ctx.font = "italic 11px system-ui, sans-serif";
  const rowH = 30;
  const maxRows = Math.max(1, Math.floor((height - 27) / rowH) + 1); // a row needs 24 px from its top
  const items = genes.map((g) => ({ ...g, label: geneLabel(g), x0: xOf(g.start), x1: xOf(g.end) }));
  for (const g of items) g.labelPx = ctx.measureText(g.label).width;
  const places = placeGenes(items, width, maxRows);
  const boxes = [];
  const labels = []; // [left, top, right, bottom] of each drawn name, in CSS px
  let hidden = 0;
  items.forEach((g, i) => {
    const { row, lx } = places[i];
    if (row < 0) {
      hidden++;
      return;
    }
    const top = 3 + row * rowH;
    const mid = top + 7;
    const x0 = Math.max(0, g.x0);
    const x1 = Math.min(width, g.x1);
    const strand = g.strand === "+" ? 1 : g.strand === "-" ? -1 : 0;
    const t = (g.transcripts || [])[0];
    const hasExons = Boolean(t && t.exonStarts && t.exonStarts.length);
    ctx.fillStyle = COLORS.gene;
    ctx.strokeStyle = COLORS.gene;
    ctx.lineWidth = 1;
    if (hasExons) {
      ctx.beginPath();
      ctx.moveTo(x0, mid + 0.5);
      ctx.lineTo(x1, mid + 0.5);
      ctx.stroke();
      chevrons(ctx, x0, x1, mid, strand, COLORS.gene);
      for (let k = 0; k < t.exonStarts.length; k++) {
        const es = t.exonStarts[k];
        const ee = t.exonEnds[k];
        const cs = t.cdsStart ?? es;
        const ce = t.cdsEnd ?? ee;
        // UTR parts thin, coding parts thick.
        const ex0 = Math.max(0, xOf(es));
        const ex1 = Math.min(width, xOf(ee));
        if (ex1 < 0 || ex0 > width) continue;
        ctx.fillRect(ex0, mid - 3, Math.max(1, ex1 - ex0), 6);
        const c0 = Math.max(ex0, xOf(Math.max(es, cs)));
        const c1 = Math.min(ex1, xOf(Math.min(ee, ce)));
        if (c1 > c0) ctx.fillRect(c0, mid - 5, Math.max(1, c1 - c0), 10);
      }
    } else {
      // Only the gene's span is known (e.g. the bundled index): a bar with white chevrons.
      ctx.fillRect(x0, mid - 2, Math.max(1, x1 - x0), 5);
      chevrons(ctx, x0, x1, mid + 0.5, strand, "rgba(255,255,255,0.9)");
    }
    ctx.fillStyle = COLORS.gene;
    ctx.textBaseline = "top";
    ctx.fillText(g.label, lx, mid + 8);
    labels.push([Math.round(lx), mid + 8, Math.round(lx + g.labelPx), mid + 21]);
    boxes.push({ x0: Math.min(x0, lx), x1: Math.max(x1, x0 + 1, lx + g.labelPx), y0: top, y1: top + 24, gene: g });
  });
  return { boxes, hidden, labels };
}

/** Collect gene models in view, de-duplicated across tiles. */
export function genesInView(tiles, view) {
  const seen = new Set();
  const out = [];
  for (const tile of tiles) {
    if (!tile || tile.kind !== "genes") continue;
    for (const g of tile.genes) {
      if (g.end <= view.start || g.start >= view.end) continue;
      const key = `${g.symbol}|${g.start}|${g.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(g);
    }
  }
  out.sort((a, b) => a.start - b.start);
  return out;
}
