// The browser's toolbar and status line: back / forward, the locus box (a locus or a gene name,
// with suggestions from the kernel), zoom buttons, the status text and the track manager button.
// Methods of BrowserView (mixed into its prototype), kept here by concern.
import { h } from "../evidence/dom.js";
import { formatLocus, parseLocus } from "./scale.js";

const WAITING_MS = 1500;

export const toolbarMethods = {
  buildToolbar() {
    this.locusInput = h("input", {
      class: "gwb-locus", type: "text", spellcheck: "false", "aria-label": "Locus or gene",
      list: "gwb-genes", placeholder: "chr:start-end or gene",
    });
    this.datalist = h("datalist", { id: "gwb-genes" });
    this.status = h("span", { class: "gwb-status", role: "status", "aria-live": "polite" });
    // The kernel's notice (why the view opened where it did, why there is no gene track): a row of
    // its own under the toolbar, whole, while it is true.
    this.noteRow = h("div", { class: "gwb-note", role: "note", hidden: true });
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
    this.locusInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        this.goto(this.locusInput.value);
      }
      e.stopPropagation();
    });
    this.locusInput.addEventListener("input", () => {
      this.boxEdited = true; // the box shows what the user types until it is entered
      this.suggest();
    });
    this.locusInput.addEventListener("blur", () => {
      this.boxEdited = false;
      this.schedule();
    });
    return this.toolbar;
  },

  goto(text) {
    const value = (text || "").trim();
    if (!value) return;
    const parsed = parseLocus(value);
    if (parsed) {
      const size = this.chromSize(parsed[0]);
      if (size) {
        this.boxEdited = false;
        this.dropHighlight(); // a locus is shown exactly, as goto(locus) in Python: no gene mark
        this.setView(parsed[0], parsed[1], parsed[2]);
        return;
      }
    }
    this.say(`Looking up ${value}…`);
    this.model.send({ type: "goto", text: value });
  },

  suggest() {
    clearTimeout(this.suggestTimer);
    const prefix = this.locusInput.value.trim();
    if (!prefix || prefix.includes(":")) return;
    this.suggestTimer = setTimeout(() => this.model.send({ type: "suggest", prefix, id: Date.now() }), 150);
  },

  receive(msg) {
    if (!msg) return;
    if (msg.type === "goto") {
      if (msg.ok) {
        this.boxEdited = false;
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
  },

  say(text, isError = false) {
    // The locus box shows one short line; the full text stays in the tooltip.
    const full = String(text || "");
    const line = full.split("\n")[0];
    this.message = line.length > 140 ? `${line.slice(0, 139)}…` : line;
    this.status.title = full;
    this.messageIsError = isError;
    this.locusInput.classList.toggle("gwb-locus-error", Boolean(isError && line));
    this.updateStatus();
  },

  clearError() {
    if (this.messageIsError) this.say("");
  },

  clearNotice() {
    // A notice with a first-view note ("Moved to …") is about the view it came with: a move hides
    // it at once; the kernel then sends what is still true (e.g. only why there is no gene track).
    const about = this.model.get("notice_locus");
    if (!about || !this.view || about === `${this.view.chrom}:${this.view.start}-${this.view.end}`) return;
    this.noticeDismissed = this.model.get("notice");
    this.showNotice();
  },

  showNotice() {
    const text = this.model.get("notice") || "";
    const shown = text !== this.noticeDismissed ? text : "";
    if (this.noteRow.textContent !== shown) this.noteRow.textContent = shown;
    this.noteRow.hidden = !shown;
  },

  dropHighlight() {
    if (!this.model.get("highlight")) return;
    this.model.set("highlight", null);
    this.model.save_changes();
  },

  updateStatus() {
    let text = this.message || "";
    let cls = this.messageIsError ? "gwb-status gwb-status-error" : "gwb-status";
    if (!text && this.tiles.waiting() > WAITING_MS) {
      text = "waiting for kernel…";
      cls += " gwb-status-wait";
    } else if (!text && this.incomplete) {
      text = "loading…";
    }
    this.status.textContent = text;
    this.status.title = text;
    this.status.className = cls;
  },
};
