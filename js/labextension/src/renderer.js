// JupyterLab's Markdown renderer, with citation tokens drawn as checked chips.
// Every `text/markdown` render in the page goes through it: notebook Markdown cells, Markdown
// outputs and jupyterlab-chat / jupyter-ai messages. Text without a token is rendered by
// JupyterLab's own RenderedMarkdown and left exactly as it draws it. Text with tokens is drawn
// that way first, then replaced by the server's rendering (genie-widgets/render): its HTML is
// produced by our Python renderer, which escapes every raw HTML tag of the text and every record
// field, so nothing from a record or an answer is ever run as markup here.
import { RenderedMarkdown } from "@jupyterlab/rendermime";
import { wireMessage } from "../../src/evidence/chips.js";
import { h } from "../../src/evidence/dom.js";
import { renderText } from "./api.js";
import { hasTokens } from "./choices.js";

export const MIME = "text/markdown";
/** Wait this long (ms) after a node shows before asking the server: a streaming chat message is
 * re-rendered on every chunk and only its last rendering is checked. */
const SETTLE_MS = 250;
/** Stop waiting for a never-shown node after this long (ms); attaching it later still draws it. */
const ATTACH_TIMEOUT_MS = 60_000;

/** Every cited renderer by its node, so a new session choice can redraw what is on the page. */
const byNode = new WeakMap();

/** The cited renderers whose node is in the page (inside `within` when given). */
export function citedRenderers(within = document.body) {
  return [...within.querySelectorAll(".jp-RenderedMarkdown[data-gw-cited]")].map((n) => byNode.get(n)).filter(Boolean);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class CitedRenderedMarkdown extends RenderedMarkdown {
  constructor(options, page) {
    super(options);
    this._page = page; // {sessions, panel, commands}
    this._generation = 0;
    this._source = null;
    this._unwire = null;
    byNode.set(this.node, this);
  }

  render(model) {
    const source = String(model.data[this.mimeType] ?? "");
    const generation = ++this._generation;
    this._teardown();
    this._source = hasTokens(source) ? source : null;
    if (this._source === null) {
      delete this.node.dataset.gwCited;
      return super.render(model);
    }
    this.node.dataset.gwCited = "pending";
    const drawn = super.render(model);
    drawn.then(() => this._cite(generation)).catch((err) => console.warn("genie_widgets:", err));
    return drawn;
  }

  /** Draw again with the current session choice (the text is unchanged). */
  refresh() {
    if (this._source !== null) this._cite(++this._generation).catch((err) => console.warn("genie_widgets:", err));
  }

  onAfterAttach(msg) {
    super.onAfterAttach(msg);
    if (this._waiting) this._waiting();
  }

  dispose() {
    if (this.isDisposed) return;
    this._teardown();
    super.dispose();
  }

  _stale(generation) {
    return this.isDisposed || generation !== this._generation;
  }

  async _shown(generation) {
    const deadline = Date.now() + ATTACH_TIMEOUT_MS;
    while (!this.node.isConnected) {
      if (this._stale(generation)) return false;
      if (Date.now() > deadline) {
        // Keep one cheap hook: a later Lumino attach draws it.
        return new Promise((resolve) => { this._waiting = () => { this._waiting = null; resolve(!this._stale(generation)); }; });
      }
      await sleep(100);
    }
    await sleep(SETTLE_MS);
    return this.node.isConnected && !this._stale(generation);
  }

  async _cite(generation) {
    if (!(await this._shown(generation))) return;
    const where = await this._page.sessions.sourceFor(this.node);
    let reply;
    try {
      reply = await renderText(this._source, where);
    } catch (err) {
      if (this._stale(generation)) return;
      this._notice(`The chips could not be drawn: ${err.message}`, false);
      return;
    }
    if (this._stale(generation)) return;
    this._draw(reply);
  }

  _draw(reply) {
    this._teardown();
    const message = reply.message || { html: "", chips: [], checks: [] };
    const layout = h("div", { class: "gw-cited gw-lab-cited" });
    const body = h("div", { class: "gw-message" });
    // The HTML of our own Python renderer: it escaped all text of the answer and of the records.
    body.innerHTML = message.html || "";
    layout.append(body);
    this.node.replaceChildren(layout);
    this.node.dataset.gwCited = reply.notice ? "notice" : "checked";
    if (reply.notice) this._notice(reply.notice, true);
    this._unwire = wireMessage(body, () => message, this._page.panel);
  }

  _notice(text, offerChoice) {
    this.node.querySelector(":scope > .gw-lab-notice")?.remove();
    const note = h("div", { class: "gw-lab-notice", role: "note" }, h("span", {}, text));
    if (offerChoice) {
      note.append(" ", h("button", {
        class: "gw-lab-choose", type: "button",
        onclick: () => this._page.commands.execute("genie-widgets:use-session"),
      }, "Use genie session…"));
    }
    this.node.prepend(note);
    if (!offerChoice) this.node.dataset.gwCited = "failed";
  }

  _teardown() {
    if (this._unwire) this._unwire();
    this._unwire = null;
    this._waiting = null;
  }
}

/** The `text/markdown` renderer factory of the page (replaces JupyterLab's, same rank and safety). */
export function citedMarkdownFactory(page, base) {
  return {
    safe: base ? base.safe : true,
    mimeTypes: [MIME],
    defaultRank: base?.defaultRank ?? 60,
    createRenderer: (options) => new CitedRenderedMarkdown(options, page),
  };
}
