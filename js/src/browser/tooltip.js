// The hover line and tooltip over the tracks (what they say comes from ./hover.js).
// Methods of BrowserView (mixed into its prototype), kept here by concern.
import { h } from "../evidence/dom.js";
import { hoverLines } from "./hover.js";

export const tooltipMethods = {
  hideHover() {
    this.hoverLine.hidden = true;
    this.tooltip.hidden = true;
  },

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
  },
};
