// Pure helpers for the browser's coordinates (0-based, end-exclusive bp), tiles and ticks.

export const TILE_BINS = 1024;
export const MAX_ZOOM = 28;
export const MIN_SPAN = 40; // bp: the deepest zoom shows at least this many bases

/** The tile zoom level for a scale: bins of 2**z bp, at most one bin per pixel column pair. */
export function zoomFor(bpPerPx) {
  if (!(bpPerPx > 0)) return 0;
  return Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(bpPerPx))));
}

/** Span in bp of one tile at zoom z. */
export function tileSpan(z) {
  return TILE_BINS * 2 ** z;
}

/** Tile indexes covering [start, end) (plus `pad` tiles each side) on a chromosome of `size` bp. */
export function tilesFor(start, end, z, size, pad = 0) {
  const span = tileSpan(z);
  const first = Math.max(0, Math.floor(start / span) - pad);
  const last = Math.min(Math.floor((Math.max(size, 1) - 1) / span), Math.floor((end - 1) / span) + pad);
  const out = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/** Keep a view inside its chromosome, at least MIN_SPAN wide, as integers. */
export function clampView(start, end, size) {
  let span = Math.max(MIN_SPAN, Math.min(end - start, size));
  let s = Math.round(start);
  if (s < 0) s = 0;
  if (s + span > size) s = Math.max(0, size - span);
  span = Math.min(span, size - s);
  return [s, Math.round(s + span)];
}

/** Zoom by `factor` (< 1 zooms in) keeping the base under `anchorFraction` of the width fixed. */
export function zoomView(start, end, factor, anchorFraction, size) {
  const span = end - start;
  const anchor = start + span * anchorFraction;
  const next = Math.max(MIN_SPAN, span * factor);
  return clampView(anchor - next * anchorFraction, anchor - next * anchorFraction + next, size);
}

/** A 1/2/5 × 10^k tick step for about `target` ticks over `span` bp. */
export function niceStep(span, target = 8) {
  const raw = Math.max(1, span / Math.max(1, target));
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const mult of [1, 2, 5, 10]) if (mult * power >= raw) return mult * power;
  return 10 * power;
}

/** A tick label in the unit the step suggests. */
export function formatBp(value, step) {
  if (step >= 1e6) return `${(value / 1e6).toLocaleString("en-US", { maximumFractionDigits: step % 1e6 ? 1 : 0 })} Mb`;
  if (step >= 1e3) return `${(value / 1e3).toLocaleString("en-US", { maximumFractionDigits: step % 1e3 ? 1 : 0 })} kb`;
  return Math.round(value).toLocaleString("en-US");
}

/** "chr8:127,700,000-127,760,000" for display. */
export function formatLocus(chrom, start, end) {
  return `${chrom}:${Math.round(start).toLocaleString("en-US")}-${Math.round(end).toLocaleString("en-US")}`;
}

/** Parse "chr:start-end" (commas, en dash allowed) into [chrom, start, end], or null. */
export function parseLocus(text) {
  const m = /^\s*([^\s:]+):\s*([0-9][0-9,]*)\s*[-\u2013]\s*([0-9][0-9,]*)\s*$/.exec(text || "");
  if (!m) return null;
  const start = Number(m[2].replace(/,/g, ""));
  const end = Number(m[3].replace(/,/g, ""));
  return end > start ? [m[1], start, end] : null;
}

/** Length-weighted summary of signal bins inside [s, e): {min, max, mean, covered bp, bins}. */
export function summarizeBins(tile, s, e) {
  const { start, binSize, nBins, data } = tile;
  const first = Math.max(0, Math.floor((s - start) / binSize));
  const last = Math.min(nBins - 1, Math.floor((e - 1 - start) / binSize));
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let covered = 0;
  let bins = 0;
  for (let k = first; k <= last; k++) {
    const mean = data[2 * nBins + k];
    if (Number.isNaN(mean)) continue;
    const bs = Math.max(s, start + k * binSize);
    const be = Math.min(e, start + (k + 1) * binSize);
    const cov = data[3 * nBins + k] * (be - bs);
    min = Math.min(min, data[k]);
    max = Math.max(max, data[nBins + k]);
    sum += mean * cov;
    covered += cov;
    bins++;
  }
  if (bins === 0) return null;
  return { min, max, mean: covered > 0 ? sum / covered : NaN, covered, bins };
}

/** Pack features into rows so none overlap (with `gapPx` between, in pixels). */
export function packRows(features, xOf, gapPx = 4) {
  const rowEnds = [];
  const rows = new Array(features.length);
  features.forEach((f, i) => {
    const x0 = xOf(f.start);
    let row = rowEnds.findIndex((end) => end + gapPx <= x0);
    if (row === -1) {
      row = rowEnds.length;
      rowEnds.push(0);
    }
    rowEnds[row] = Math.max(xOf(f.end), x0 + (f.labelPx || 0));
    rows[i] = row;
  });
  return { rows, count: rowEnds.length };
}
