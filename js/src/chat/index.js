// Chat widget: the conversation with tool cards and cited answers, one shared evidence panel.
import { createEvidencePanel, evidenceCss, wireMessage } from "../evidence/index.js";
import { h } from "../evidence/dom.js";
import css from "./chat.css";

function pretty(value) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function argSummary(args) {
  if (typeof args === "string") return args;
  return Object.entries(args || {})
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
}

class ChatView {
  constructor(model, root) {
    this.model = model;
    this.cleanups = [];
    this.history = [];
    this.historyAt = 0;
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
      onShowInBrowser: (record) => model.send({ type: "show-in-browser", citationId: record.id }),
      canShowInBrowser: () => Boolean(model.get("can_show_in_browser")),
    });

    // Follow new output only while the reader is at the bottom; a reader who scrolled up to
    // read keeps their place, and a button offers the way back down.
    this.following = true;
    this.log.addEventListener("scroll", () => {
      this.following = this.atBottom();
      if (this.following) this.jumpBtn.hidden = true;
    });
    this.jumpBtn.addEventListener("click", () => this.scrollToEnd());
    this.applyHeight();
    this.sendBtn.addEventListener("click", () => this.send());
    this.stopBtn.addEventListener("click", () => model.send({ type: "stop" }));
    this.text.addEventListener("keydown", (e) => this.key(e));
    this.modeSelect.addEventListener("change", () => {
      model.set("mode", this.modeSelect.value);
      model.save_changes();
    });
    const listen = (event, fn) => {
      model.on(event, fn);
      this.cleanups.push(() => model.off(event, fn));
    };
    listen("change:entries", () => this.renderEntries());
    listen("change:live", () => this.renderLive());
    listen("change:busy", () => this.renderBusy());
    listen("change:mode", () => this.renderHead());
    listen("change:agent_label", () => this.renderHead());
    listen("change:height", () => this.applyHeight());
    this.renderHead();
    this.renderEntries();
    this.renderBusy();
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

  answerEl(message, { live = false, stopped = false, incomplete = false } = {}) {
    const body = h("div", { class: "gw-message" });
    body.innerHTML = message.html || ""; // our Python renderer's escaped output
    this.cleanups.push(wireMessage(body, () => message, this.panel));
    const el = h("div", { class: `gwc-entry gwc-answer${live ? " gwc-live" : ""}` }, body);
    if (stopped) el.append(h("div", { class: "gwc-note" }, "Stopped: the answer above is partial."));
    if (incomplete) el.append(h("div", { class: "gwc-note" }, "Cut short by the model's output limit."));
    if (!live && message.markdown) {
      const copy = h("button", { type: "button", class: "gwc-small-btn gwc-copy" }, "Copy as Markdown");
      copy.addEventListener("click", async () => {
        try {
          await navigator.clipboard.writeText(message.markdown);
          copy.textContent = "Copied";
        } catch {
          copy.textContent = "Copy failed (clipboard blocked)";
        }
        setTimeout(() => (copy.textContent = "Copy as Markdown"), 1500);
      });
      el.append(h("div", { class: "gwc-answer-tools" }, copy));
    }
    return el;
  }

  toolEl(entry) {
    const status = entry.status || "running";
    const label = { running: "running…", done: "done", failed: "failed" }[status] || status;
    const summary = h(
      "summary",
      {},
      h("span", { class: "gwc-tool-name" }, entry.name),
      h("span", { class: "gwc-tool-args" }, argSummary(entry.arguments)),
      h("span", { class: `gwc-tool-status gwc-status-${status}` }, label),
    );
    const details = h("details", { class: "gwc-entry gwc-tool", "data-status": status }, summary);
    if (status === "running") {
      // Progress of the call, shown in the chat (not as text on stderr).
      const bar = h("progress", { "aria-label": `${entry.name} running` });
      const note = entry.progress && entry.progress.label ? entry.progress.label : "working…";
      if (entry.progress && Number.isFinite(entry.progress.fraction)) bar.value = entry.progress.fraction;
      details.append(h("div", { class: "gwc-progress", role: "status" }, bar, h("span", {}, note)));
    }
    if (entry.error) details.append(h("div", { class: "gwc-tool-error" }, entry.error));
    if (entry.record) {
      const chip = h(
        "a",
        { class: "gw-chip gwc-record-chip", href: "#", "data-cite": entry.record.id, title: `${entry.record.label}: ${entry.record.title}` },
        `evidence: ${entry.record.title}`,
      );
      chip.addEventListener("click", (e) => {
        e.preventDefault();
        this.panel.open({ number: "tool", record: entry.record, status: null, check: null, facts: [], highlights: [] }, chip);
      });
      details.append(h("div", { style: "padding: 2px 8px" }, chip));
    }
    if (entry.card) {
      // The kernel's compact table + static SVG figure of the result (our own markup, text escaped).
      const card = h("div", { class: "gwc-tool-card" });
      card.innerHTML = entry.card;
      details.append(card);
      details.open = true;
    }
    if (entry.result) details.append(h("details", { class: "gwc-tool-json" }, h("summary", {}, "result JSON"), h("pre", {}, pretty(entry.result))));
    return details;
  }

  entryEl(entry) {
    switch (entry.kind) {
      case "user":
        // A turn asked from a %%genie cell is marked as such (by CSS, so the text stays the question).
        return h("div", { class: "gwc-entry gwc-user", "data-via": entry.via || null, title: entry.via ? `asked from a ${entry.via} cell` : null }, entry.text);
      case "tool":
        return this.toolEl(entry);
      case "answer":
        return this.answerEl(entry.message || {}, entry);
      case "reasoning":
        return h("details", { class: "gwc-entry gwc-reasoning" }, h("summary", {}, "Model reasoning (not part of the answer)"), h("pre", {}, entry.text));
      case "error":
        return h("div", { class: "gwc-entry gwc-error", role: "alert" }, entry.text);
      default:
        return h("div", { class: "gwc-entry" }, JSON.stringify(entry));
    }
  }

  renderEntries() {
    this.keepPlace(() => this.drawEntries());
  }

  drawEntries() {
    const entries = this.model.get("entries") || [];
    const open = new Set([...this.log.querySelectorAll("details[open]")].map((d) => d.dataset.key));
    this.log.replaceChildren();
    if (!entries.length) {
      this.log.append(h("div", { class: "gwc-empty" }, "No messages yet. Ask a question, or type /help."));
    }
    entries.forEach((entry, k) => {
      const el = this.entryEl(entry);
      el.dataset.key = String(k);
      if (open.has(String(k))) el.setAttribute("open", "");
      this.log.append(el);
    });
    this.liveEl = null;
    this.drawLive();
  }

  renderLive() {
    this.keepPlace(() => this.drawLive());
  }

  drawLive() {
    const live = this.model.get("live") || {};
    if (this.liveEl) this.liveEl.remove();
    this.liveEl = null;
    if (live.html) {
      this.liveEl = this.answerEl(live, { live: true });
      this.log.append(this.liveEl);
    }
  }

  destroy() {
    for (const fn of this.cleanups) fn();
    this.panel.destroy();
    this.el.remove();
  }
}

export default {
  render({ model, el }) {
    const root = el.shadowRoot || el.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = `${evidenceCss}\n${css}`;
    root.replaceChildren(style);
    const view = new ChatView(model, root);
    const stop = (e) => e.stopPropagation();
    el.addEventListener("keydown", stop);
    // JupyterLab (Lumino) skips its keyboard shortcuts for events from inside this element, so
    // arrow keys scroll the log instead of moving between cells.
    el.setAttribute("data-lm-suppress-shortcuts", "true");
    return () => {
      el.removeEventListener("keydown", stop);
      view.destroy();
    };
  },
};
