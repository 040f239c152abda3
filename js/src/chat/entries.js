// The elements of one chat entry (user, tool card, reasoning, error). Answers are built by the
// view, which wires their chips to its evidence panel. No listeners here: the view delegates the
// clicks of these elements (record chips) from the log, so a replaced entry leaves none behind.
import { h } from "../evidence/dom.js";

export function pretty(value) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

export function argSummary(args) {
  if (typeof args === "string") return args;
  return Object.entries(args || {})
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
}

export function toolEl(entry) {
  const status = entry.status || "running";
  // "stopped": the user's Stop ended the call — their choice, not an error of the tool.
  const label = { running: "running…", done: "done", failed: "failed", stopped: "stopped" }[status] || status;
  const summary = h(
    "summary",
    {},
    h("span", { class: "gwc-tool-name" }, entry.name),
    // cut to one line; the whole of it on hover
    h("span", { class: "gwc-tool-args", title: argSummary(entry.arguments) }, argSummary(entry.arguments)),
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
  if (entry.note) details.append(h("div", { class: "gwc-tool-note" }, entry.note));
  if (entry.record) {
    const chip = h(
      "a",
      { class: "gw-chip gwc-record-chip", href: "#", "data-cite": entry.record.id, title: `${entry.record.label}: ${entry.record.title}` },
      `evidence: ${entry.record.title}`,
    );
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

/** The element of a non-answer entry; `text` of a reasoning entry is the `<pre>` the view grows. */
export function plainEntryEl(entry) {
  switch (entry.kind) {
    case "user":
      // A turn asked from a %%genie cell is marked as such (by CSS, so the text stays the question).
      return { el: h("div", { class: "gwc-entry gwc-user", "data-via": entry.via || null, title: entry.via ? `asked from a ${entry.via} cell` : null }, entry.text) };
    case "tool":
      return { el: toolEl(entry) };
    case "reasoning": {
      const text = h("pre", {}, entry.text);
      return { el: h("details", { class: "gwc-entry gwc-reasoning" }, h("summary", {}, "Model reasoning (not part of the answer)"), text), text };
    }
    case "error":
      return { el: h("div", { class: "gwc-entry gwc-error", role: "alert" }, entry.text) };
    default:
      return { el: h("div", { class: "gwc-entry" }, JSON.stringify(entry)) };
  }
}

/**
 * Apply one change from the kernel (see genie_widgets.widgets.chat_entries) to the live answer
 * payload: the fields that changed, and the HTML as a kept prefix plus a new tail.
 */
export function patchLive(live, change) {
  if (change.clear) return {};
  const html = `${(live.html || "").slice(0, change.keep || 0)}${change.tail || ""}`;
  return { ...live, ...(change.fields || {}), html };
}
