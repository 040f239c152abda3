// Pointer, wheel and keyboard gestures on the genome view: drag to pan, wheel or double-click to
// zoom, arrow keys and + / −. Methods of BrowserView (mixed into its prototype), kept here by concern.
import { clampView } from "./scale.js";

export const gestureMethods = {
  attachGestures() {
    this.main.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.main.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.main.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.main.addEventListener("pointercancel", (e) => this.pointerUp(e));
    this.main.addEventListener("pointerleave", () => this.hideHover());
    this.main.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    this.main.addEventListener("dblclick", (e) => this.dblclick(e));
    this.main.addEventListener("keydown", (e) => this.key(e));
  },

  bpAt(clientX) {
    const rect = this.main.getBoundingClientRect();
    const x = clientX - rect.left;
    return { x, bp: this.view.start + (x / rect.width) * (this.view.end - this.view.start), width: rect.width };
  },

  pointerDown(e) {
    if (!this.view || e.button !== 0 || e.target.closest("button, input, select")) return;
    this.main.setPointerCapture?.(e.pointerId);
    this.drag = { x: e.clientX, start: this.view.start, end: this.view.end, moved: false };
    this.main.classList.add("gwb-dragging");
  },

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
  },

  pointerUp(e) {
    if (!this.drag) return;
    const moved = this.drag.moved;
    this.drag = null;
    this.main.classList.remove("gwb-dragging");
    if (moved) this.commit();
    else this.main.focus({ preventScroll: true });
  },

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
  },

  dblclick(e) {
    if (!this.view || e.target.closest("button, input, select")) return;
    const { x, width } = this.bpAt(e.clientX);
    this.zoom(e.shiftKey ? 2 : 0.5, x / width);
  },

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
  },
};
