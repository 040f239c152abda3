// The genome browser view: toolbar, ruler, tracks, hover, track manager. Data comes from the
// kernel as tiles; everything here is drawing and interaction.
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
import { fmt, hoverLines } from "./hover.js";
import { renderManager } from "./manager.js";
import {
  clampView,
  formatLocus,
  parseLocus,
  tilesFor,
  zoomFor,
  zoomView,
} from "./scale.js";
import { TileClient } from "./tiles.js";

const RULER_H = 30;
const WAITING_MS = 1500;
const AUTO_HEIGHT_MAX = 260; // px: interval tracks grow to fit their features up to this
const SIGNAL_LEGEND = "Signal tracks: the light band is the min–max of the bins under each pixel, the dark bar their mean.";


export class BrowserView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.view = null;
    this.history = [];
    this.historyAt = -1;
    this.trackEls = new Map();
    this.hits = new Map(); // trackId → boxes for hover
    this.drawScheduled = false;
    this.drag = null;
    this.draws = 0;
    this.tiles = new TileClient(model, () => this.schedule());
    this.build();
    this.listeners = [];
    this.on(model, "change:locus", () => this.fromModel());
    this.on(model, "change:tracks", () => {
      this.buildTracks();
      this.schedule();
    });
    this.on(model, "change:highlight", () => this.schedule());
    this.onCustom = (msg) => this.receive(msg);
    model.on("msg:custom", this.onCustom);
    this.resize = new ResizeObserver(() => this.schedule());
    this.resize.observe(this.main);
    this.buildTracks();
    this.fromModel();
    const notice = () => model.get("notice") && this.say(model.get("notice"));
    this.on(model, "change:notice", notice);
    notice();
    this.waitTimer = setInterval(() => this.updateStatus(), 500);
  }

  on(model, event, fn) {
    model.on(event, fn);
    this.listeners.push([event, fn]);
  }

  // -- DOM -------------------------------------------------------------------------------------
  build() {
    this.locusInput = h("input", {
      class: "gwb-locus", type: "text", spellcheck: "false", "aria-label": "Locus or gene",
      list: "gwb-genes", placeholder: "chr:start-end or gene",
    });
    this.datalist = h("datalist", { id: "gwb-genes" });
    this.status = h("span", { class: "gwb-status", role: "status", "aria-live": "polite" });
    const button = (label, title, fn, cls = "") =>
      h("button", { type: "button", class: `gwb-btn ${cls}`, title, "aria-label": title, onclick: fn }, label);
    this.managerButton = button("Tracks", "Show or hide the track manager", () => this.toggleManager(), "gwb-tracks-btn");
    this.toolbar = h(
      "div",
      { class: "gwb-toolbar" },
      button("◀", "Back", () => this.step(-1)),
      button("▶", "Forward", () => this.step(1)),
      this.locusInput,
      this.datalist,
      button("−", "Zoom out", () => this.zoom(2, 0.5)),
      button("+", "Zoom in", () => this.zoom(0.5, 0.5)),
      this.status,
      this.managerButton,
    );
    this.ruler = h("canvas", { class: "gwb-ruler", "aria-hidden": "true" });
    this.trackBox = h("div", { class: "gwb-tracklist" });
    this.hoverLine = h("div", { class: "gwb-hover-line", hidden: true });
    this.tooltip = h("div", { class: "gwb-tooltip", role: "tooltip", hidden: true });
    this.legend = h("div", { class: "gwb-legend", hidden: true }, SIGNAL_LEGEND);
    this.main = h("div", { class: "gwb-main", tabindex: "0", "aria-label": "Genome view: drag to pan, wheel to zoom, arrow keys and + / −" },
      this.ruler, this.trackBox, this.legend, this.hoverLine, this.tooltip);
    this.manager = h("aside", { class: "gwb-manager", hidden: true, "aria-label": "Track manager" });
    this.el = h("div", { class: "gwb" }, this.toolbar, h("div", { class: "gwb-body" }, this.main, this.manager));
    this.root.append(this.el);

    this.locusInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        this.goto(this.locusInput.value);
      }
      e.stopPropagation();
    });
    this.locusInput.addEventListener("input", () => this.suggest());
    this.main.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.main.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.main.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.main.addEventListener("pointercancel", (e) => this.pointerUp(e));
    this.main.addEventListener("pointerleave", () => this.hideHover());
    this.main.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    this.main.addEventListener("dblclick", (e) => this.dblclick(e));
    this.main.addEventListener("keydown", (e) => this.key(e));
  }

  sortedTracks() {
    return [...(this.model.get("tracks") || [])].sort((a, b) => a.order - b.order);
  }

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
  }

  // -- view state ------------------------------------------------------------------------------
  chromSize(chrom) {
    const found = (this.model.get("chromosomes") || []).find(([name]) => name === chrom);
    return found ? found[1] : null;
  }

  fromModel() {
    const parsed = parseLocus(this.model.get("locus"));
    if (!parsed) return;
    const [chrom, start, end] = parsed;
    if (this.drag) return; // the user's drag wins; its end commits
    if (this.view && this.view.chrom === chrom && this.view.start === start && this.view.end === end) return;
    if (this.view) this.clearNotice(); // the "moved to the data" note is about the first view only
    this.view = { chrom, start, end };
    this.clearError(); // a navigation that succeeded (from Python or the agent) clears a stale error
    this.remember();
    this.schedule();
  }

  remember() {
    const locus = formatLocus(this.view.chrom, this.view.start, this.view.end);
    if (this.history[this.historyAt] === locus) return;
    this.history = this.history.slice(0, this.historyAt + 1);
    this.history.push(locus);
    this.historyAt = this.history.length - 1;
  }

  setView(chrom, start, end, commit = true) {
    const size = this.chromSize(chrom);
    if (!size) {
      this.say(`Unknown chromosome ${chrom}`, true);
      return;
    }
    const [s, e] = clampView(start, end, size);
    this.view = { chrom, start: s, end: e };
    this.clearError();
    this.schedule();
    if (commit) this.commit();
  }

  clearNotice() {
    // A notice (why the browser opened where it did, why there is no gene track) is read once:
    // the first move of the view dismisses it until Python sets another one.
    this.noticeDismissed = this.model.get("notice");
    if (this.message && this.message === this.model.get("notice")) this.say("");
  }

  commit() {
    clearTimeout(this.commitTimer);
    this.clearNotice();
    const locus = `${this.view.chrom}:${this.view.start}-${this.view.end}`;
    if (this.model.get("locus") !== locus) {
      this.model.set("locus", locus);
      this.model.save_changes();
    }
    this.remember();
  }

  commitSoon() {
    clearTimeout(this.commitTimer);
    this.commitTimer = setTimeout(() => this.commit(), 250);
  }

  step(delta) {
    const at = this.historyAt + delta;
    if (at < 0 || at >= this.history.length) return;
    this.historyAt = at;
    const [chrom, start, end] = parseLocus(this.history[at]);
    this.view = { chrom, start, end };
    this.schedule();
    this.model.set("locus", `${chrom}:${start}-${end}`);
    this.model.save_changes();
  }

  zoom(factor, anchor) {
    if (!this.view) return;
    const size = this.chromSize(this.view.chrom);
    const [s, e] = zoomView(this.view.start, this.view.end, factor, anchor, size);
    this.setView(this.view.chrom, s, e, false);
    this.commitSoon();
  }

  pan(fraction) {
    if (!this.view) return;
    const span = this.view.end - this.view.start;
    this.setView(this.view.chrom, this.view.start + span * fraction, this.view.end + span * fraction, false);
    this.commitSoon();
  }

  goto(text) {
    const value = (text || "").trim();
    if (!value) return;
    const parsed = parseLocus(value);
    if (parsed) {
      const size = this.chromSize(parsed[0]);
      if (size) {
        this.setView(parsed[0], parsed[1], parsed[2]);
        return;
      }
    }
    this.say(`Looking up ${value}…`);
    this.model.send({ type: "goto", text: value });
  }

  suggest() {
    clearTimeout(this.suggestTimer);
    const prefix = this.locusInput.value.trim();
    if (!prefix || prefix.includes(":")) return;
    this.suggestTimer = setTimeout(() => this.model.send({ type: "suggest", prefix, id: Date.now() }), 150);
  }

  receive(msg) {
    if (!msg) return;
    if (msg.type === "goto") {
      if (msg.ok) {
        this.say("");
        // The box shows where the name led (the view is drawn from the model's locus).
        const where = parseLocus(msg.locus || "");
        if (where) this.locusInput.value = formatLocus(...where);
      } else this.say(msg.message, true);
    } else if (msg.type === "suggest") {
      if (msg.prefix !== this.locusInput.value.trim()) return;
      this.datalist.replaceChildren(...(msg.names || []).map((n) => h("option", { value: n })));
    } else if (msg.type === "error") {
      this.say(msg.message, true);
    }
  }

  say(text, isError = false) {
    // The locus box shows one short line; the full text stays in the tooltip.
    const full = String(text || "");
    const line = full.split("\n")[0];
    this.message = line.length > 140 ? `${line.slice(0, 139)}…` : line;
    this.status.title = full;
    this.messageIsError = isError;
    this.locusInput.classList.toggle("gwb-locus-error", Boolean(isError && line));
    this.updateStatus();
  }

  clearError() {
    if (this.messageIsError) this.say("");
  }

  updateStatus() {
    let text = this.message || "";
    let cls = this.messageIsError ? "gwb-status gwb-status-error" : "gwb-status";
    if (!text && this.tiles.waiting() > WAITING_MS) {
      text = "waiting for kernel…";
      cls += " gwb-status-wait";
    } else if (!text && this.incomplete) {
      text = "loading…";
    } else if (!text && this.model.get("notice") && this.model.get("notice") !== this.noticeDismissed) {
      text = this.model.get("notice"); // e.g. why there is no gene track
      this.status.title = text;
    }
    this.status.textContent = text;
    this.status.title = text;
    this.status.className = cls;
  }

  // -- drawing ---------------------------------------------------------------------------------
  schedule() {
    if (this.drawScheduled) return;
    this.drawScheduled = true;
    requestAnimationFrame(() => {
      this.drawScheduled = false;
      this.draw();
    });
  }

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
  }

  draw() {
    if (!this.view) return;
    const width = Math.max(100, Math.floor(this.main.clientWidth));
    const view = this.view;
    if (document.activeElement !== this.locusInput && this.root.activeElement !== this.locusInput) {
      this.locusInput.value = formatLocus(view.chrom, view.start, view.end);
    }
    const rctx = this.sizeCanvas(this.ruler, width, RULER_H);
    clear(rctx, width, RULER_H);
    drawRuler(rctx, width, RULER_H, view);
    this.drawHighlight(rctx, width, RULER_H, view);
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
      if (!error && t.kind === "interval" && !tiles.some((tile) => tile && tile.kind === "density")) {
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
      this.drawTrack(t, els, ctx, width, height, view, tiles, { columns, range: ranges.get(t.id), features });
      this.drawHighlight(ctx, width, height, view);
    }
    this.incomplete = incomplete;
    this.updateStatus();
    this.draws++;
    this.el.dataset.draws = String(this.draws);
    this.el.dataset.complete = String(!incomplete);
    this.el.dataset.locus = `${view.chrom}:${view.start}-${view.end}`;
  }

  measureCtx() {
    if (!this.measure) this.measure = document.createElement("canvas").getContext("2d");
    return this.measure;
  }

  drawTrack(t, els, ctx, width, height, view, tiles, { columns, range, features }) {
    const options = t.options || {};
    let hits = [];
    if (tiles.some((tile) => tile && tile.kind === "density")) {
      const { max } = drawDensity(ctx, width, height, view, tiles);
      els.axis.textContent = `feature density (max ${max} per pixel); zoom in to see features`;
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
      const legend = tiles.find((tile) => tile && tile.legend);
      if (legend) {
        els.states.replaceChildren(...legend.legend.map(([state, color]) =>
          h("span", { class: "gwb-state", title: state }, h("i", { style: `background:${color}` }), state)));
      }
    }
    this.hits.set(t.id, { hits, tiles });
  }

  drawHighlight(ctx, width, height, view) {
    const hl = this.model.get("highlight");
    if (!hl || hl.chrom !== view.chrom) return;
    const span = view.end - view.start;
    const x0 = Math.max(0, ((hl.start - view.start) / span) * width);
    const x1 = Math.min(width, ((hl.end - view.start) / span) * width);
    if (x1 <= x0) return;
    ctx.fillStyle = COLORS.highlight;
    ctx.fillRect(x0, 0, Math.max(1, x1 - x0), height);
  }

  // -- interaction -----------------------------------------------------------------------------
  bpAt(clientX) {
    const rect = this.main.getBoundingClientRect();
    const x = clientX - rect.left;
    return { x, bp: this.view.start + (x / rect.width) * (this.view.end - this.view.start), width: rect.width };
  }

  pointerDown(e) {
    if (!this.view || e.button !== 0 || e.target.closest("button, input, select")) return;
    this.main.setPointerCapture?.(e.pointerId);
    this.drag = { x: e.clientX, start: this.view.start, end: this.view.end, moved: false };
    this.main.classList.add("gwb-dragging");
  }

  pointerMove(e) {
    if (this.drag) {
      const dx = e.clientX - this.drag.x;
      if (Math.abs(dx) > 2) this.drag.moved = true;
      const span = this.drag.end - this.drag.start;
      const width = this.main.clientWidth || 1;
      const shift = (-dx / width) * span;
      const size = this.chromSize(this.view.chrom);
      const [s, en] = clampView(this.drag.start + shift, this.drag.end + shift, size);
      this.view = { chrom: this.view.chrom, start: s, end: en };
      this.schedule();
      this.hideHover();
      return;
    }
    this.hover(e);
  }

  pointerUp(e) {
    if (!this.drag) return;
    const moved = this.drag.moved;
    this.drag = null;
    this.main.classList.remove("gwb-dragging");
    if (moved) this.commit();
    else this.main.focus({ preventScroll: true });
  }

  wheel(e) {
    if (!this.view) return;
    e.preventDefault();
    e.stopPropagation();
    const { x, width } = this.bpAt(e.clientX);
    if (Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
      this.pan(e.deltaX / width);
      return;
    }
    this.zoom(Math.pow(1.0015, e.deltaY), Math.min(1, Math.max(0, x / width)));
  }

  dblclick(e) {
    if (!this.view || e.target.closest("button, input, select")) return;
    const { x, width } = this.bpAt(e.clientX);
    this.zoom(e.shiftKey ? 2 : 0.5, x / width);
  }

  key(e) {
    const actions = {
      ArrowLeft: () => this.pan(-0.15),
      ArrowRight: () => this.pan(0.15),
      "+": () => this.zoom(0.5, 0.5),
      "=": () => this.zoom(0.5, 0.5),
      "-": () => this.zoom(2, 0.5),
      _: () => this.zoom(2, 0.5),
    };
    const fn = actions[e.key];
    if (fn) {
      e.preventDefault();
      e.stopPropagation(); // keep JupyterLab's notebook shortcuts out of it
      fn();
    }
  }

  hideHover() {
    this.hoverLine.hidden = true;
    this.tooltip.hidden = true;
  }

  hover(e) {
    if (!this.view) return;
    const trackEl = e.target.closest?.(".gwb-track");
    const { x, bp, width } = this.bpAt(e.clientX);
    if (x < 0 || x > width) return this.hideHover();
    this.hoverLine.style.left = `${Math.round(x)}px`;
    this.hoverLine.hidden = false;
    if (!trackEl) {
      this.tooltip.hidden = true;
      return;
    }
    const t = this.sortedTracks().find((tr) => tr.id === trackEl.dataset.track);
    const info = t && this.hits.get(t.id);
    if (!info) return;
    const canvasRect = trackEl.querySelector("canvas").getBoundingClientRect();
    const y = e.clientY - canvasRect.top;
    const lines = hoverLines(this.view, t, info, { x, y, bp, width });
    if (!lines) {
      this.tooltip.hidden = true;
      return;
    }
    this.tooltip.replaceChildren(...lines.filter(Boolean).map((line, k) => h("div", { class: k === 0 ? "gwb-tip-title" : "" }, line)));
    const mainRect = this.main.getBoundingClientRect();
    this.tooltip.style.left = `${Math.min(x + 12, mainRect.width - 240)}px`;
    this.tooltip.style.top = `${e.clientY - mainRect.top + 12}px`;
    this.tooltip.hidden = false;
  }

  // -- track manager ---------------------------------------------------------------------------
  toggleManager() {
    this.manager.hidden = !this.manager.hidden;
    this.managerButton.setAttribute("aria-pressed", String(!this.manager.hidden));
    if (!this.manager.hidden) this.renderManager();
    this.schedule();
  }

  send(trackId, changes) {
    this.model.send({ type: "update-track", trackId, ...changes });
  }

  renderManager() {
    renderManager(this);
  }

  destroy() {
    clearInterval(this.waitTimer);
    clearTimeout(this.commitTimer);
    clearTimeout(this.suggestTimer);
    this.resize.disconnect();
    for (const [event, fn] of this.listeners) this.model.off(event, fn);
    this.model.off("msg:custom", this.onCustom);
    this.tiles.destroy();
    this.el.remove();
  }
}

