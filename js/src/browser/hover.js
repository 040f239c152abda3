// What the hover tooltip says at a point of a track: the value a signal pixel summarises, or the
// feature / gene under the pointer. Pure: the view, the track, its drawn hits and tiles in; lines out.
import { summarizeBins } from "./scale.js";

export function fmt(v) {
  if (!Number.isFinite(v)) return "–";
  const a = Math.abs(v);
  if (a !== 0 && (a < 0.001 || a >= 1e6)) return v.toExponential(3);
  return Number(v.toPrecision(4)).toString();
}

/** Tooltip lines (first: the title) for track `t` at pixel x / y and base `bp`, or null. */
export function hoverLines(view, t, info, { x, y, bp, width }) {
  const bpPerPx = (view.end - view.start) / width;
  let lines = null;
  if (t.kind === "signal") {
    const s = Math.floor(bp);
    const en = Math.max(s + 1, Math.floor(bp + bpPerPx));
    const tile = info.tiles.find((tl) => tl && tl.kind === "signal" && tl.start <= s && tl.end > s);
    const sum = tile && summarizeBins(tile, s, en);
    if (sum) {
      const many = en - s > 1 || tile.binSize > 1;
      lines = [
        t.name,
        many ? `mean ${fmt(sum.mean)} (min ${fmt(sum.min)}, max ${fmt(sum.max)})` : `value ${fmt(sum.mean)}`,
        many
          ? `summary of ${Math.round(Math.max(en - s, tile.binSize)).toLocaleString("en-US")} bp at ${view.chrom}:${s.toLocaleString("en-US")}`
          : `${view.chrom}:${s.toLocaleString("en-US")}`,
      ];
    } else {
      lines = [t.name, `no data at ${view.chrom}:${Math.floor(bp).toLocaleString("en-US")}`];
    }
  } else {
    const hit = info.hits.find((b) => x >= b.x0 - 1 && x <= b.x1 + 1 && y >= b.y0 - 1 && y <= b.y1 + 1);
    if (hit && hit.feature && hit.feature.summary) {
      const f = hit.feature;
      lines = [f.name, `${view.chrom}:${f.start.toLocaleString("en-US")}-${f.end.toLocaleString("en-US")}`,
        `dominant state: ${Math.round(f.share * 100)}% of these bases · zoom in for single segments`];
    } else if (hit && hit.feature) {
      const f = hit.feature;
      lines = [f.name || t.name, `${view.chrom}:${f.start.toLocaleString("en-US")}-${f.end.toLocaleString("en-US")}`,
        `${(f.end - f.start).toLocaleString("en-US")} bp${f.strand ? `, ${f.strand > 0 ? "+" : "−"} strand` : ""}${Number.isFinite(f.score) ? `, score ${fmt(f.score)}` : ""}`];
    } else if (hit && hit.gene) {
      const g = hit.gene;
      lines = [g.symbol, `${view.chrom}:${g.start.toLocaleString("en-US")}-${g.end.toLocaleString("en-US")} (${g.strand})`,
        g.biotype || ""];
    }
  }
  return lines;
}
