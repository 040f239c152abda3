// The genome browser view: the layout, the view state (locus, history, zoom and pan) and the
// track manager. Data comes from the kernel as tiles (./tiles.js); the toolbar (./toolbar.js),
// gestures (./gestures.js), the tooltip (./tooltip.js) and the drawing (./paint.js) are methods
// of this class kept in their own modules.
import { h } from "../evidence/dom.js";
import { gestureMethods } from "./gestures.js";
import { renderManager } from "./manager.js";
import { paintMethods } from "./paint.js";
import { clampView, formatLocus, parseLocus, zoomView } from "./scale.js";
import { TileClient } from "./tiles.js";
import { toolbarMethods } from "./toolbar.js";
import { tooltipMethods } from "./tooltip.js";

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
    // The kernel keeps the notice true (it drops the first-view note once the view moves); the
    // page hides it at once on a move of its own (clearNotice) until the notice changes.
    this.on(model, "change:notice", () => {
      this.noticeDismissed = null;
      this.showNotice();
    });
    this.showNotice();
    this.waitTimer = setInterval(() => this.updateStatus(), 500);
  }

  on(model, event, fn) {
    model.on(event, fn);
    this.listeners.push([event, fn]);
  }

  // -- DOM -------------------------------------------------------------------------------------
  build() {
    this.buildToolbar();
    this.ruler = h("canvas", { class: "gwb-ruler", "aria-hidden": "true" });
    this.trackBox = h("div", { class: "gwb-tracklist" });
    this.hoverLine = h("div", { class: "gwb-hover-line", hidden: true });
    this.tooltip = h("div", { class: "gwb-tooltip", role: "tooltip", hidden: true });
    this.legend = h("div", { class: "gwb-legend", hidden: true }, SIGNAL_LEGEND);
    this.main = h("div", { class: "gwb-main", tabindex: "0", "aria-label": "Genome view: drag to pan, wheel to zoom, arrow keys and + / −" },
      this.ruler, this.trackBox, this.legend, this.hoverLine, this.tooltip);
    this.manager = h("aside", { class: "gwb-manager", hidden: true, "aria-label": "Track manager" });
    this.el = h("div", { class: "gwb" }, this.toolbar, this.noteRow, h("div", { class: "gwb-body" }, this.main, this.manager));
    this.root.append(this.el);

    this.attachGestures();
  }

  sortedTracks() {
    return [...(this.model.get("tracks") || [])].sort((a, b) => a.order - b.order);
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
    this.view = { chrom, start, end };
    this.boxEdited = false; // the box shows where the view went, not text typed before the move
    this.clearNotice(); // the "moved to the data" note is about the first view only
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
    this.clearNotice();
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

Object.assign(BrowserView.prototype, toolbarMethods, gestureMethods, tooltipMethods, paintMethods);
