// The evidence panel: a side panel docked at the right of the output, shared by every widget.
import { bindingBlock } from "./binding.js";
import { h } from "./dom.js";
import {
  NO_EXCERPT_TEXT,
  STATUS_ICON,
  STATUS_TITLE,
  highlightSegments,
  isSafeUrl,
  tilesFor,
} from "./format.js";
import { keepTop, placeBeside, topOf } from "./place.js";
import { quoteSegments } from "./quote.js";

const QUOTE_TAGS = { strong: "strong", em: "em", code: "code", del: "del" };

let panelCounter = 0;

/**
 * Create the panel inside `container` (hidden until a chip opens it).
 * options.onShowInBrowser(record): offered for records with a locus, when given (and while
 * options.canShowInBrowser() says a browser can show it). options.beside (default true): open the
 * panel beside the clicked chip, in view (false where the panel has its own fixed place, the chat).
 * options.onClose(): called after the panel closed (its Close button, ×, Escape or close()).
 */
export function createEvidencePanel(container, options = {}) {
  const titleId = `gw-panel-title-${++panelCounter}`;
  const el = h("aside", {
    class: "gw-panel",
    role: "dialog",
    "aria-modal": "false",
    "aria-labelledby": titleId,
    hidden: true,
    tabindex: "-1",
  });
  container.append(el);
  let origin = null;
  let current = null;

  function close() {
    if (el.hidden) return;
    const before = topOf(origin);
    el.hidden = true;
    el.replaceChildren();
    container.classList?.remove("gw-panel-open");
    current = null;
    if (origin) {
      origin.classList.remove("gw-active");
      if (origin.isConnected) {
        keepTop(origin, before); // the text widens again: the sentence stays where it was
        origin.focus({ preventScroll: true });
      }
    }
    origin = null;
    options.onClose?.();
  }

  function open(ctx, originEl) {
    if (origin) origin.classList.remove("gw-active");
    origin = originEl || null;
    const before = topOf(origin);
    if (origin) origin.classList.add("gw-active");
    current = ctx;
    el.replaceChildren(...build(ctx));
    el.hidden = false;
    container.classList?.add("gw-panel-open");
    // The text beside the panel narrows and wraps again: scroll back so the clicked sentence
    // stays where the reader saw it (issue 30).
    if (origin) keepTop(origin, before);
    if (options.beside !== false) placeBeside(el, origin, container);
    el.querySelector(".gw-panel-title")?.focus({ preventScroll: true });
  }

  function build(ctx) {
    const rec = ctx.record;
    const status = ctx.status || "unverified"; // ctx.status null: opened from a tool card
    const header = h(
      "div",
      { class: "gw-panel-header" },
      h("span", { class: "gw-panel-label" }, `${Number.isInteger(ctx.number) ? `[${ctx.number}] ` : ""}${rec.label || "Evidence"}`),
      h("button", { class: "gw-panel-x", type: "button", "aria-label": "Close evidence panel", onclick: close }, "×"),
    );
    const parts = [
      header,
      h("h3", { class: "gw-panel-title", id: titleId, tabindex: "-1" }, rec.title || rec.id),
    ];
    if (rec.location) parts.push(h("div", { class: "gw-panel-location" }, rec.location));

    if (ctx.status) {
      const verification = h(
        "section",
        { class: `gw-panel-check gw-${status}`, "aria-label": "Verification" },
        h(
          "div",
          { class: "gw-panel-status" },
          h("span", { class: `gw-chip gw-${status}`, "aria-hidden": "true" }, STATUS_ICON[status] || "?"),
          " ",
          h("strong", {}, STATUS_TITLE[status] || status),
          ctx.check?.reason ? ` — ${ctx.check.reason}` : "",
        ),
      );
      if (ctx.check?.sentence) {
        // The sentence as rendered (no raw ** or list markers): the kernel's reading of its Markdown
        // (check.quote, [text, style] pairs), else ours. Text nodes only: never parsed as markup.
        const segments = Array.isArray(ctx.check.quote)
          ? ctx.check.quote.map(([text, style]) => ({ text: String(text), style }))
          : quoteSegments(ctx.check.sentence);
        const quote = segments.map((seg) =>
          Object.hasOwn(QUOTE_TAGS, seg.style ?? "") ? h(QUOTE_TAGS[seg.style], {}, seg.text) : seg.text);
        verification.append(h("blockquote", { class: "gw-panel-sentence" }, quote));
      }
      // One line per fact: what it was bound to in the record, or why not, in a sentence (#11, #30).
      const bound = bindingBlock(ctx.facts, rec.id);
      if (bound) verification.append(bound);
      parts.push(verification);
    } else if (rec.tool) {
      // Opened from a tool card: the record itself, no sentence to check.
      parts.push(h("div", { class: "gw-panel-issued" }, `Issued by ${rec.tool}`));
    }

    parts.push(
      h(
        "div",
        { class: "gw-panel-tiles" },
        tilesFor(rec).map(([name, value]) =>
          h("div", { class: "gw-tile" }, h("div", { class: "gw-tile-name" }, name), h("div", { class: "gw-tile-value" }, value)),
        ),
      ),
    );

    parts.push(h("h4", { class: "gw-panel-subhead" }, "Evidence excerpt"));
    if (rec.excerpt) {
      const pre = h("pre", { class: "gw-panel-excerpt" });
      for (const seg of highlightSegments(rec.excerpt, ctx.highlights)) {
        pre.append(seg.mark ? h("mark", {}, seg.text) : document.createTextNode(seg.text));
      }
      parts.push(pre);
    } else {
      parts.push(h("p", { class: "gw-panel-empty" }, NO_EXCERPT_TEXT));
    }

    const actions = h("div", { class: "gw-panel-actions" });
    if (isSafeUrl(rec.url)) {
      actions.append(
        h("a", { class: "gw-open-source", href: rec.url, target: "_blank", rel: "noopener noreferrer nofollow" }, "Open source"),
      );
    }
    const canShow = options.canShowInBrowser ? options.canShowInBrowser() : Boolean(options.onShowInBrowser);
    if (options.onShowInBrowser && rec.locus && canShow) {
      actions.append(
        h("button", { class: "gw-show-in-browser", type: "button", onclick: () => options.onShowInBrowser(rec) }, "Show in browser"),
      );
    }
    actions.append(h("button", { class: "gw-panel-close", type: "button", onclick: close }, "Close"));
    parts.push(actions);
    return parts;
  }

  function onKey(event) {
    if (event.key === "Escape" && !el.hidden) {
      event.stopPropagation();
      close();
    }
  }
  el.addEventListener("keydown", onKey);

  return {
    element: el,
    open,
    close,
    get isOpen() {
      return !el.hidden;
    },
    get current() {
      return current;
    },
    destroy() {
      el.removeEventListener("keydown", onKey);
      el.remove();
    },
  };
}
