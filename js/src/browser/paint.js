// Drawing the tracks: one canvas per track from the tiles of the view, shared y-scales, the
// highlight, and the track elements themselves. Methods of BrowserView (mixed into its prototype).
import { h } from "../evidence/dom.js";
import { drawYAxis, sharedRanges } from "./axis.js";
import {
  COLORS,
  clear,
  drawDensity,
  drawGenes,
  drawIntervals,
  drawMessage,
  drawRuler,
  featuresInView,
  genesInView,
  intervalHeight,
  paintSignal,
  signalColumns,
} from "./draw.js";
import { fmt } from "./hover.js";
import { formatBp, formatLocus, tilesFor, zoomFor } from "./scale.js";
import { drawStateSummary } from "./states.js";

const RULER_H = 30;
const AUTO_HEIGHT_MAX = 260; // px: interval tracks grow to fit their features up to this

export const paintMethods = {
  buildTracks() {
    const tracks = this.sortedTracks();
    const keep = new Set(tracks.map((t) => t.id));
    for (const [id, els] of this.trackEls) {
      if (!keep.has(id)) {
        els.wrap.remove();
        this.trackEls.delete(id);
      }
    }
    for (const t of tracks) {
      let els = this.trackEls.get(t.id);
      if (!els) {
        const label = h("span", { class: "gwb-track-name" });
        const axis = h("span", { class: "gwb-track-axis" });
        const states = h("span", { class: "gwb-track-states" });
        const canvas = h("canvas", { class: "gwb-canvas" });
        const wrap = h("div", { class: "gwb-track", "data-track": t.id }, h("div", { class: "gwb-track-label" }, label, axis, states), canvas);
        els = { wrap, label, axis, states, canvas };
        this.trackEls.set(t.id, els);
      }
      els.label.textContent = t.name;
      els.label.title = t.name;
      els.wrap.dataset.kind = t.type === "annotation" ? "genes" : t.kind;
      els.wrap.hidden = !t.visible;
      els.height = t.height;
      this.trackBox.append(els.wrap); // re-appending keeps the order
    }
    if (!this.manager.hidden) this.renderManager();
    if (tracks.length === 0 && !this.emptyNote) {
      this.emptyNote = h("div", { class: "gwb-empty" }, "No tracks yet: add one with browser.add_track(path) or the agent's genome_add_track.");
      this.trackBox.append(this.emptyNote);
    } else if (tracks.length && this.emptyNote) {
      this.emptyNote.remove();
      this.emptyNote = null;
    }
  },

  schedule() {
    if (this.drawScheduled) return;
    this.drawScheduled = true;
    requestAnimationFrame(() => {
      this.drawScheduled = false;
      this.draw();
    });
  },

  sizeCanvas(canvas, width, height) {
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    return ctx;
  },

  draw() {
    if (!this.view) return;
    const width = Math.max(100, Math.floor(this.main.clientWidth));
    const view = this.view;
    if (!this.boxEdited) this.locusInput.value = formatLocus(view.chrom, view.start, view.end);
    const rctx = this.sizeCanvas(this.ruler, width, RULER_H);
    clear(rctx, width, RULER_H);
    this.drawHighlight(rctx, width, RULER_H, view); // behind the ticks, as behind every track's data
    drawRuler(rctx, width, RULER_H, view);
    const z = zoomFor((view.end - view.start) / width);
    const size = this.chromSize(view.chrom);
    const indexes = tilesFor(view.start, view.end, z, size);
    const prefetch = tilesFor(view.start, view.end, z, size, 1).filter((i) => !indexes.includes(i));
    let incomplete = false;
    // Pass 1: the tiles of every visible track, and each signal track's own y-range, so that
    // tracks sharing a scale can be drawn on the union of their ranges.
    const visible = this.sortedTracks().filter((t) => t.visible && this.trackEls.get(t.id));
    const own = new Map();
    const prepared = visible.map((t) => {
      const tiles = indexes.map((i) => this.tiles.get(t.id, view.chrom, z, i));
      for (const i of prefetch) this.tiles.get(t.id, view.chrom, z, i);
      const entry = { t, els: this.trackEls.get(t.id), tiles, error: tiles.find((tile) => tile && tile.kind === "error") };
      if (tiles.some((tile) => !tile)) incomplete = true;
      if (!entry.error && t.kind === "signal" && tiles.some((tile) => tile && tile.kind === "signal")) {
        entry.columns = signalColumns(width, view, tiles);
        own.set(t.id, entry.columns);
      }
      return entry;
    });
    const ranges = sharedRanges(visible, own);
    this.legend.hidden = !visible.some((t) => t.kind === "signal");
    for (const { t, els, tiles, error, columns } of prepared) {
      let height = t.height;
      let features = null;
      if (!error && t.kind === "interval" && !tiles.some((tile) => tile && (tile.kind === "density" || tile.kind === "states"))) {
        features = featuresInView(tiles, view);
        const need = (t.options || {}).fit === false ? 0 : intervalHeight(this.measureCtx(), width, view, features, t.options || {});
        if (need > height) height = Math.min(AUTO_HEIGHT_MAX, need);
      }
      const ctx = this.sizeCanvas(els.canvas, width, height);
      clear(ctx, width, height);
      els.wrap.classList.toggle("gwb-track-error", Boolean(error));
      els.states.replaceChildren();
      if (error) {
        drawMessage(ctx, width, height, `Cannot draw this track: ${error.message}`, COLORS.error);
        els.axis.textContent = "";
        continue;
      }
      if (tiles.every((tile) => !tile)) {
        drawMessage(ctx, width, height, "loading…");
        continue;
      }
      this.drawHighlight(ctx, width, height, view); // first: the data drawn over it keeps its colours
      this.drawTrack(t, els, ctx, width, height, view, tiles, { columns, range: ranges.get(t.id), features });
    }
    this.incomplete = incomplete;
    this.updateStatus();
    this.draws++;
    this.el.dataset.draws = String(this.draws);
    this.el.dataset.complete = String(!incomplete);
    this.el.dataset.locus = `${view.chrom}:${view.start}-${view.end}`;
  },

  measureCtx() {
    if (!this.measure) this.measure = document.createElement("canvas").getContext("2d");
    return this.measure;
  },

  drawTrack(t, els, ctx, width, height, view, tiles, { columns, range, features }) {
    const options = t.options || {};
    let hits = [];
    const legend = tiles.find((tile) => tile && tile.legend);
    if (legend) {
      els.states.replaceChildren(...legend.legend.map(([state, color]) =>
        h("span", { class: "gwb-state", title: state }, h("i", { style: `background:${color}` }), state)));
    }
    if (tiles.some((tile) => tile && tile.kind === "states")) {
      const drawn = drawStateSummary(ctx, width, height, view, tiles);
      hits = drawn.boxes;
      els.axis.textContent = drawn.boxes.length
        ? `dominant state per pixel (${formatBp(drawn.binSize, 1)}-bp bins) · zoom in for single segments`
        : "no segments in view";
    } else if (tiles.some((tile) => tile && tile.kind === "density")) {
      const { max } = drawDensity(ctx, width, height, view, tiles);
      const note = (tiles.find((tile) => tile && tile.note) || {}).note;
      els.axis.textContent = `feature density (max ${max} per pixel); zoom in to see features${note ? ` (${note})` : ""}`;
    } else if (t.kind === "signal") {
      if (columns && columns.columns && range) {
        paintSignal(ctx, width, height, columns, range.lo, range.hi, options);
        drawYAxis(ctx, height, range.lo, range.hi);
        els.axis.textContent = `${t.unit || "signal"} · ${fmt(range.lo)} – ${fmt(range.hi)} (${range.how})`;
      } else {
        els.axis.textContent = `${t.unit || "signal"} · no data in view`;
        drawMessage(ctx, width, height, "no data in view");
      }
    } else if (t.type === "annotation") {
      const genes = genesInView(tiles, view);
      const drawn = drawGenes(ctx, width, height, view, genes);
      hits = drawn.boxes;
      els.wrap.dataset.labels = JSON.stringify(drawn.labels); // where names were drawn (tests read it)
      const more = drawn.hidden ? ` (${drawn.hidden} not shown: taller track or zoom in)` : "";
      els.axis.textContent = genes.length ? `${genes.length} gene${genes.length === 1 ? "" : "s"}${more}` : "no genes in view";
    } else {
      features = features || featuresInView(tiles, view);
      const { boxes, hidden } = drawIntervals(ctx, width, height, view, features, options);
      hits = boxes;
      const noun = t.type === "categorical" ? "segment" : "feature";
      els.axis.textContent = features.length
        ? `${features.length} ${noun}${features.length === 1 ? "" : "s"}${hidden ? ` (${hidden} not shown: make the track taller or collapse it)` : ""}`
        : `no ${noun}s in view`;
    }
    this.hits.set(t.id, { hits, tiles });
  },

  drawHighlight(ctx, width, height, view) {
    const hl = this.model.get("highlight");
    if (!hl || hl.chrom !== view.chrom) return;
    const span = view.end - view.start;
    const x0 = Math.max(0, ((hl.start - view.start) / span) * width);
    const x1 = Math.min(width, ((hl.end - view.start) / span) * width);
    if (x1 <= x0) return;
    ctx.fillStyle = COLORS.highlight;
    ctx.fillRect(x0, 0, Math.max(1, x1 - x0), height);
  },
};
