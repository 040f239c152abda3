// Categorical (chromHMM-style) state tracks: one row of boxes coloured by state. Close in, the
// segments themselves; zoomed out, the kernel's "states" tiles (the dominant state of each bin,
// genie_widgets/widgets/state_bins.py) summarised again per pixel column — never density bars.
// Coordinates are 0-based, end-exclusive bp.

/** True when every feature carries a state colour (a categorical track's segments). */
export function isCategorical(features) {
  return features.length > 0 && features.every((f) => f.color);
}

function frame(height) {
  const top = 2;
  return { top, boxH: Math.max(6, height - 6) };
}

function outline(ctx, width, top, boxH) {
  ctx.strokeStyle = "rgba(0,0,0,0.25)";
  ctx.strokeRect(0.5, top + 0.5, width - 1, boxH - 1);
}

/** Exact segments (from "intervals" tiles), each in its state's colour. */
export function drawSegments(ctx, width, height, view, features) {
  const span = view.end - view.start;
  const xOf = (bp) => ((bp - view.start) / span) * width;
  const boxes = [];
  const { top, boxH } = frame(height);
  for (const f of features) {
    const x0 = Math.max(0, xOf(f.start));
    const x1 = Math.min(width, xOf(f.end));
    ctx.fillStyle = f.color;
    ctx.fillRect(x0, top, Math.max(1, x1 - x0), boxH);
    boxes.push({ x0, x1: Math.max(x0 + 1, x1), y0: top, y1: top + boxH, feature: f });
  }
  outline(ctx, width, top, boxH);
  return { boxes, hidden: 0 };
}

/**
 * Per pixel column of the view, the state covering the most bases under it, from "states" tiles
 * (each bin's dominant state and the share of the bin it covers). Returns {state: Int16Array
 * (legend index, -1 for none), share: Float32Array (fraction of the column's bases), legend,
 * binSize}. Pure, for tests.
 */
export function stateColumns(width, view, tiles) {
  const shown = tiles.filter((t) => t && t.kind === "states");
  const legend = (shown[0] && shown[0].legend) || [];
  const n = Math.max(1, legend.length);
  const span = view.end - view.start;
  const bpPerPx = span / width;
  const acc = new Float64Array(width * n);
  for (const tile of shown) {
    for (let k = 0; k < tile.nBins; k++) {
      const state = tile.states[k];
      if (state < 0 || state >= n) continue;
      const bs = Math.max(view.start, tile.start + k * tile.binSize);
      const be = Math.min(view.end, tile.start + (k + 1) * tile.binSize, tile.end);
      if (be <= bs) continue;
      const x0 = Math.max(0, Math.floor((bs - view.start) / bpPerPx));
      const x1 = Math.min(width - 1, Math.ceil((be - view.start) / bpPerPx) - 1);
      for (let x = x0; x <= x1; x++) {
        const cs = view.start + x * bpPerPx;
        const overlap = Math.min(be, cs + bpPerPx) - Math.max(bs, cs);
        if (overlap > 0) acc[x * n + state] += tile.share[k] * overlap;
      }
    }
  }
  const state = new Int16Array(width).fill(-1);
  const share = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let best = -1;
    let most = 0;
    for (let s = 0; s < n; s++) {
      if (acc[x * n + s] > most) {
        most = acc[x * n + s];
        best = s;
      }
    }
    state[x] = best;
    share[x] = Math.min(1, most / bpPerPx);
  }
  return { state, share, legend, binSize: shown.length ? shown[0].binSize : 0 };
}

/** The dominant-state summary: runs of pixel columns of one state drawn as one box. */
export function drawStateSummary(ctx, width, height, view, tiles) {
  const cols = stateColumns(width, view, tiles);
  const bpPerPx = (view.end - view.start) / width;
  const { top, boxH } = frame(height);
  const boxes = [];
  for (let x = 0; x < width;) {
    const s = cols.state[x];
    let end = x + 1;
    let shareSum = cols.share[x];
    while (end < width && cols.state[end] === s) shareSum += cols.share[end++];
    if (s >= 0) {
      const [name, color] = cols.legend[s];
      ctx.fillStyle = color;
      ctx.fillRect(x, top, end - x, boxH);
      const feature = { name, color, summary: true, share: shareSum / (end - x), binSize: cols.binSize,
        start: Math.round(view.start + x * bpPerPx), end: Math.round(view.start + end * bpPerPx) };
      boxes.push({ x0: x, x1: end, y0: top, y1: top + boxH, feature });
    }
    x = end;
  }
  outline(ctx, width, top, boxH);
  return { boxes, hidden: 0, binSize: cols.binSize };
}
