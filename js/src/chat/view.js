// The chat view: the log of entries drawn incrementally from the kernel's changes, the live
// answer, the input. Every element it replaces releases what it holds (chip listeners, popovers);
// destroy() releases everything. CSS-free, so node tests can load it (index.js adds the styles).
import { wireMessage } from "../evidence/chips.js";
import { h } from "../evidence/dom.js";
import { createEvidencePanel } from "../evidence/panel.js";
import { patchLive, plainEntryEl } from "./entries.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const copyOf = (value) => JSON.parse(JSON.stringify(value ?? []));

export class ChatView {
  constructor(model, root) {
    this.model = model;
    this.cleanups = [];
    this.history = [];
    this.historyAt = 0;
    this.entries = []; // this view's copy of the kernel's entries; changes apply to it
    this.nodes = []; // per entry: { el, dispose?, text? }
    this.live = {};
    this.liveNode = null;
    this.modeSelect = h("select", { class: "gwc-mode", "aria-label": "Mode" });
    this.agentLabel = h("span", { class: "gwc-agent" });
    // Focusable so that arrow keys, Page Up/Down, Home and End scroll it.
    this.log = h("div", { class: "gwc-log", role: "log", "aria-live": "polite", tabindex: "0", "aria-label": "Conversation" });
    this.jumpBtn = h("button", { type: "button", class: "gwc-jump", hidden: true }, "↓ New messages");
    this.text = h("textarea", { class: "gwc-text", rows: "2", placeholder: "Ask about your tracks… (/help for commands)", "aria-label": "Message" });
    this.sendBtn = h("button", { type: "button", class: "gwc-send" }, "Send");
    this.stopBtn = h("button", { type: "button", class: "gwc-stop", hidden: true }, "Stop");
    this.body = h("div", { class: "gwc-body gw-cited gw-live" }, this.log, this.jumpBtn);
    this.el = h(
      "div",
      { class: "gwc" },
      h("div", { class: "gwc-head" }, h("span", { class: "gwc-title" }, "genie"), this.agentLabel, this.modeSelect),
      this.body,
      h("div", { class: "gwc-input" }, this.text, this.sendBtn, this.stopBtn),
    );
    root.append(this.el);
    this.panel = createEvidencePanel(this.body, {
      beside: false, // the panel fills the log's height beside it
      onShowInBrowser: (record) => model.send({ type: "show-in-browser", citationId: record.id }),
      canShowInBrowser: () => Boolean(model.get("can_show_in_browser")),
    });

    const on = (target, event, fn) => {
      target.addEventListener(event, fn);
      this.cleanups.push(() => target.removeEventListener(event, fn));
    };
    // Follow new output only while the reader is at the bottom; a reader who scrolled up to
    // read keeps their place, and a button offers the way back down.
    this.following = true;
    on(this.log, "scroll", () => {
      this.following = this.atBottom();
      if (this.following) this.jumpBtn.hidden = true;
    });
    on(this.log, "click", (e) => this.onLogClick(e)); // record chips and copy buttons of every entry
    on(this.jumpBtn, "click", () => this.scrollToEnd());
    on(this.sendBtn, "click", () => this.send());
    on(this.stopBtn, "click", () => model.send({ type: "stop" }));
    on(this.text, "keydown", (e) => this.key(e));
    on(this.modeSelect, "change", () => {
      model.set("mode", this.modeSelect.value);
      model.save_changes();
    });
    const listen = (event, fn) => {
      model.on(event, fn);
      this.cleanups.push(() => model.off(event, fn));
    };
    listen("change:entries", () => this.adopt(model.get("entries"), this.live));
    listen("msg:custom", (msg) => this.onMessage(msg));
    listen("change:busy", () => this.renderBusy());
    listen("change:mode", () => this.renderHead());
    listen("change:agent_label", () => this.renderHead());
    listen("change:height", () => this.applyHeight());
    this.applyHeight();
    this.renderHead();
    this.adopt(model.get("entries"), {}, true);
    this.renderBusy();
    // Attached while a turn runs: the synced entries are those of the turn's start.
    if (model.get("busy")) model.send({ type: "hello" });
  }

  key(e) {
    e.stopPropagation(); // typing here must not drive JupyterLab's notebook shortcuts
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      this.send();
    } else if (e.key === "ArrowUp" && this.text.selectionStart === 0 && this.history.length) {
      e.preventDefault();
      this.historyAt = Math.max(0, this.historyAt - 1);
      this.text.value = this.history[this.historyAt];
    } else if (e.key === "ArrowDown" && this.text.selectionEnd === this.text.value.length && this.history.length) {
      e.preventDefault();
      this.historyAt = Math.min(this.history.length, this.historyAt + 1);
      this.text.value = this.history[this.historyAt] ?? "";
    }
  }

  send() {
    const text = this.text.value.trim();
    if (!text || this.model.get("busy")) return;
    this.history.push(text);
    this.historyAt = this.history.length;
    this.text.value = "";
    this.following = true; // a new question brings the reader back to the end
    this.model.send({ type: "send", text });
  }

  applyHeight() {
    const px = Number(this.model.get("height")) || 0;
    if (px > 0) this.el.style.setProperty("--gwc-log-height", `${Math.max(160, px)}px`);
    else this.el.style.removeProperty("--gwc-log-height");
  }

  atBottom() {
    const log = this.log;
    return log.scrollHeight - log.scrollTop - log.clientHeight < 24;
  }

  scrollToEnd() {
    this.log.scrollTop = this.log.scrollHeight;
    this.following = true;
    this.jumpBtn.hidden = true;
  }

  /** Re-render keeping the reader's place: follow the end, or stay where they scrolled. */
  keepPlace(render) {
    const follow = this.following;
    const top = this.log.scrollTop;
    const before = this.log.scrollHeight;
    render();
    if (follow) {
      this.log.scrollTop = this.log.scrollHeight;
    } else {
      this.log.scrollTop = top;
      if (this.log.scrollHeight > before) this.jumpBtn.hidden = false;
    }
  }

  renderHead() {
    this.agentLabel.textContent = this.model.get("agent_label") || "";
    const modes = this.model.get("modes") || [];
    this.modeSelect.replaceChildren(
      ...modes.map(([value, label]) => {
        const opt = h("option", { value }, label);
        if (value === this.model.get("mode")) opt.selected = true;
        return opt;
      }),
    );
  }

  renderBusy() {
    const busy = Boolean(this.model.get("busy"));
    this.stopBtn.hidden = !busy;
    this.sendBtn.disabled = busy;
    this.modeSelect.disabled = busy;
  }

  // -- the kernel's state and changes -------------------------------------------------------
  /** The whole state (at display, a turn's settled entries, a "state" reply): drawn anew unless
   * it is what this view already shows. */
  adopt(entries, live, force = false) {
    if (!force && same(entries ?? [], this.entries) && same(live ?? {}, this.live)) return;
    this.entries = copyOf(entries);
    this.live = { ...(live || {}) };
    this.keepPlace(() => this.drawAll());
  }

  onMessage(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "state") this.adopt(msg.entries, msg.live);
    else if (msg.type === "entries") this.keepPlace(() => (msg.changes || []).forEach((c) => this.apply(c)));
  }

  apply(change) {
    if (change.op === "append") {
      this.entries.push(change.entry);
      this.log.querySelector(":scope > .gwc-empty")?.remove();
      const node = this.build(change.entry, this.entries.length - 1);
      this.nodes.push(node);
      this.log.insertBefore(node.el, this.liveNode ? this.liveNode.el : null);
    } else if (change.op === "set" && this.nodes[change.index]) {
      const old = this.nodes[change.index];
      this.entries[change.index] = change.entry;
      const node = this.build(change.entry, change.index, old.el.hasAttribute("open"));
      old.el.replaceWith(node.el);
      old.dispose?.();
      this.nodes[change.index] = node;
    } else if (change.op === "text" && this.nodes[change.index]) {
      const entry = this.entries[change.index];
      entry.text = `${entry.text || ""}${change.text || ""}`;
      const node = this.nodes[change.index];
      if (node.text) node.text.textContent = entry.text;
    } else if (change.op === "live") {
      this.live = patchLive(this.live, change);
      this.drawLive();
    }
  }

  // -- drawing --------------------------------------------------------------------------------
  build(entry, k, open = false) {
    const node = entry.kind === "answer" ? this.answerNode(entry.message || {}, entry) : plainEntryEl(entry);
    node.el.dataset.key = String(k);
    if (open) node.el.setAttribute("open", "");
    return node;
  }

  answerNode(message, { live = false, stopped = false, incomplete = false } = {}) {
    const body = h("div", { class: "gw-message" });
    body.innerHTML = message.html || ""; // our Python renderer's escaped output
    const dispose = wireMessage(body, () => message, this.panel);
    const el = h("div", { class: `gwc-entry gwc-answer${live ? " gwc-live" : ""}` }, body);
    if (stopped) {
      const said = (message.markdown ?? body.textContent ?? "").trim();
      el.append(h("div", { class: "gwc-note" }, said ? "Stopped: the answer above is partial." : "Stopped before the agent answered."));
    }
    if (incomplete) el.append(h("div", { class: "gwc-note" }, "Cut short by the model's output limit."));
    if (!live && message.markdown) {
      el.append(h("div", { class: "gwc-answer-tools" }, h("button", { type: "button", class: "gwc-small-btn gwc-copy" }, "Copy as Markdown")));
    }
    return { el, dispose };
  }

  drawAll() {
    const open = new Set([...this.log.querySelectorAll(":scope > details[open]")].map((d) => d.dataset.key));
    this.disposeAll();
    this.log.replaceChildren();
    if (!this.entries.length) {
      this.log.append(h("div", { class: "gwc-empty" }, "No messages yet. Ask a question, or type /help."));
    }
    this.nodes = this.entries.map((entry, k) => this.build(entry, k, open.has(String(k))));
    for (const node of this.nodes) this.log.append(node.el);
    this.drawLive();
  }

  drawLive() {
    if (this.liveNode) {
      this.liveNode.el.remove();
      this.liveNode.dispose();
      this.liveNode = null;
    }
    if (this.live.html) {
      this.liveNode = this.answerNode(this.live, { live: true });
      this.log.append(this.liveNode.el);
    }
  }

  disposeAll() {
    for (const node of this.nodes) node.dispose?.();
    this.nodes = [];
    if (this.liveNode) this.liveNode.dispose();
    this.liveNode = null;
  }

  onLogClick(e) {
    const target = e.target instanceof Element ? e.target : null;
    const holder = target?.closest("[data-key]");
    const entry = holder ? this.entries[Number(holder.dataset.key)] : null;
    if (!entry) return;
    const chip = target.closest(".gwc-record-chip");
    if (chip && entry.record) {
      e.preventDefault();
      this.panel.open({ number: "tool", record: entry.record, status: null, check: null, facts: [], highlights: [] }, chip);
      return;
    }
    const copy = target.closest(".gwc-copy");
    if (copy && entry.message?.markdown) this.copy(copy, entry.message.markdown);
  }

  async copy(button, markdown) {
    try {
      await navigator.clipboard.writeText(markdown);
      button.textContent = "Copied";
    } catch {
      button.textContent = "Copy failed (clipboard blocked)";
    }
    setTimeout(() => (button.textContent = "Copy as Markdown"), 1500);
  }

  destroy() {
    this.disposeAll();
    for (const fn of this.cleanups) fn();
    this.cleanups = [];
    this.panel.destroy();
    this.el.remove();
  }
}
