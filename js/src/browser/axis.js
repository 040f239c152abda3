// Y-axes and shared scales of signal tracks. Pure helpers (ticks, group ranges) plus the canvas
// drawing of an axis at a track's left edge.

/** A short tick label: 0, 2.5, 120, 1.2k, 2M, 3e-4. */
export function tickLabel(v) {
  const a = Math.abs(v);
  if (a === 0) return "0";
  if (a >= 1e6) return `${Number((v / 1e6).toPrecision(3))}M`;
  if (a >= 1e4) return `${Number((v / 1e3).toPrecision(3))}k`;
  if (a < 0.01) return v.toExponential(0);
  return String(Number(v.toPrecision(3)));
}

/**
 * The y-range of every signal track: its own autoscaled range, the union of its group's ranges
 * when it shares a scale (options.scaleGroup), or options.range when fixed.
 * `own` maps trackId → {lo, hi, columns}; returns trackId → {lo, hi, how}.
 */
export function sharedRanges(tracks, own) {
  const groups = new Map();
  for (const t of tracks) {
    const g = t.options && t.options.scaleGroup;
    const r = own.get(t.id);
    if (!g || !r || !r.columns) continue;
    const cur = groups.get(g) || { lo: 0, hi: 0, n: 0 };
    cur.lo = Math.min(cur.lo, r.lo);
    cur.hi = Math.max(cur.hi, r.hi);
    cur.n++;
    groups.set(g, cur);
  }
  const out = new Map();
  for (const t of tracks) {
    const r = own.get(t.id);
    if (!r) continue;
    const options = t.options || {};
    const fixed = Array.isArray(options.range) && options.range.length === 2 ? options.range.map(Number) : null;
    if (fixed) out.set(t.id, { lo: fixed[0], hi: fixed[1], how: "fixed" });
    else if (options.scaleGroup && groups.has(options.scaleGroup)) {
      const g = groups.get(options.scaleGroup);
      out.set(t.id, { lo: g.lo, hi: g.hi, how: `shared: ${options.scaleGroup}` });
    } else out.set(t.id, { lo: r.lo, hi: r.hi, how: "autoscale" });
  }
  return out;
}

/** Height in px of a tick label box for a font of `fontPx` (digits and their white halo). */
export const labelHeight = (fontPx) => fontPx + 1;

/** The top (px) of the label of a tick at `y`: centred on its tick, kept inside [0, height). */
export function labelTop(y, height, fontPx = 10) {
  const h = labelHeight(fontPx);
  return Math.min(Math.max(0, y - h / 2), Math.max(0, height - h));
}

/**
 * The ticks of a y-axis over [lo, hi] on a band `height` px tall (y grows downwards, `hi` at 0):
 * round values (multiples of a 1/2/5 × 10^k step) whose labels do not overlap, at most one per
 * 20 px. When every such step crowds the band, only the bottom tick (0 when in range) and the
 * roundest top tick of at least half the range are kept; a band too short for two labels gets
 * one. Returns [{value, y, top, label}] bottom to top, `top` being the label's top edge in px.
 */
export function axisTicks(lo, hi, height, fontPx = 10) {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi <= lo || !(height > 0)) return [];
  const maxTicks = Math.max(2, Math.min(5, Math.floor(height / 20)));
  const yOf = (v) => height - ((v - lo) / (hi - lo)) * height;
  const tick = (value) => ({ value, y: yOf(value), top: labelTop(yOf(value), height, fontPx), label: tickLabel(value) });
  const place = (step) => {
    const out = [];
    for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) out.push(tick(Number((k * step).toPrecision(12))));
    return out;
  };
  const apart = (ticks) => ticks.every((t, i) => i === 0 || ticks[i - 1].top - (t.top + labelHeight(fontPx)) >= 1);
  const steps = niceSteps(hi - lo);
  const sets = steps.map(place);
  const full = sets.find((ticks) => ticks.length >= 2 && ticks.length <= maxTicks && apart(ticks));
  if (full) return full;
  for (const ticks of [...sets].reverse()) {
    const ends = ticks.length >= 2 ? [ticks[0], ticks[ticks.length - 1]] : [];
    if (ends.length && apart(ends)) return ends;
  }
  return sets.reverse().find((ticks) => ticks.length === 1) || []; // 0 when it is in range
}

/** Candidate 1/2/5 × 10^k steps for a range of `span`, smallest (about a hundredth of it) first. */
function niceSteps(span) {
  const out = [];
  const first = Math.floor(Math.log10(span)) - 2;
  for (let p = first; p <= first + 3; p++) for (const m of [1, 2, 5]) out.push(m * 10 ** p);
  return out;
}

/** Ticks and labels of a y-axis along the left edge of a track band [0, height); returns them. */
export function drawYAxis(ctx, height, lo, hi) {
  const fontPx = 10;
  ctx.save();
  ctx.font = `${fontPx}px system-ui, -apple-system, 'Segoe UI', sans-serif`;
  ctx.strokeStyle = "#6b7280";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0.5, 0);
  ctx.lineTo(0.5, height);
  const ticks = axisTicks(lo, hi, height, fontPx);
  for (const t of ticks) {
    const yy = Math.min(height - 0.5, Math.round(t.y) + 0.5);
    ctx.moveTo(0, yy);
    ctx.lineTo(5, yy);
  }
  ctx.stroke();
  ctx.lineJoin = "round";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(255,255,255,0.9)";
  ctx.fillStyle = "#374151";
  ctx.textBaseline = "middle";
  for (const t of ticks) {
    const mid = t.top + labelHeight(fontPx) / 2;
    ctx.strokeText(t.label, 7, mid);
    ctx.fillText(t.label, 7, mid);
  }
  ctx.restore();
  return ticks;
}
