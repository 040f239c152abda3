// Y-axes and shared scales of signal tracks. Pure helpers (ticks, group ranges) plus the canvas
// drawing of an axis at a track's left edge.

/** About `target` round tick values (1/2/5 × 10^k) covering [lo, hi], lo and hi included. */
export function niceTicks(lo, hi, target = 3) {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi <= lo) return [lo];
  const raw = (hi - lo) / Math.max(1, target);
  const power = 10 ** Math.floor(Math.log10(raw));
  let step = 10 * power;
  for (const mult of [1, 2, 5, 10]) {
    if (mult * power >= raw) {
      step = mult * power;
      break;
    }
  }
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** A short tick label: 0, 2.5, 120, 1.2k, 3e-4. */
export function tickLabel(v) {
  const a = Math.abs(v);
  if (a === 0) return "0";
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

/** Ticks and labels of a y-axis along the left edge of a track band [0, height). */
export function drawYAxis(ctx, height, lo, hi) {
  const span = hi - lo || 1;
  const y = (v) => height - ((v - lo) / span) * height;
  ctx.save();
  ctx.font = "10px system-ui, -apple-system, 'Segoe UI', sans-serif";
  ctx.strokeStyle = "#6b7280";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0.5, 0);
  ctx.lineTo(0.5, height);
  const ticks = niceTicks(lo, hi, Math.max(1, Math.min(4, Math.floor(height / 22))));
  for (const v of ticks) {
    const yy = Math.round(y(v)) + 0.5;
    ctx.moveTo(0, yy);
    ctx.lineTo(5, yy);
  }
  ctx.stroke();
  ctx.lineJoin = "round";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(255,255,255,0.9)";
  ctx.fillStyle = "#374151";
  for (const v of ticks) {
    const yy = y(v);
    ctx.textBaseline = yy < 8 ? "top" : yy > height - 8 ? "bottom" : "middle";
    const text = tickLabel(v);
    ctx.strokeText(text, 7, yy);
    ctx.fillText(text, 7, yy);
  }
  ctx.restore();
  return ticks;
}
