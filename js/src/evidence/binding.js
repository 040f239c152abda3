// Per-fact binding (issue 11): what each number, locus or accession of the sentence was bound to
// in the record ("0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)"), or why
// it failed ("0.874 is rep2's mean, not rep1's").
import { h } from "./dom.js";

/** One line per fact: { ok, text } — the binding when found, else the reason (or a plain miss). */
export function bindingLines(facts, citationId) {
  return (facts || []).map((f) => {
    if (f.found) {
      const other = f.citationId && citationId && f.citationId !== citationId ? " (another cited record)" : "";
      return { ok: true, text: `${f.binding || `${f.text} → ${f.path || "found"}`}${other}` };
    }
    return { ok: false, text: f.note || `${f.text}: not in the cited records` };
  });
}

/** The block the panel shows under the sentence (null when there is nothing to bind). */
export function bindingBlock(facts, citationId) {
  const lines = bindingLines(facts, citationId);
  if (!lines.length) return null;
  return h(
    "div",
    { class: "gw-panel-bindings", "aria-label": "What each fact was bound to" },
    h("div", { class: "gw-panel-bindings-title" }, "Bound to"),
    h(
      "ul",
      {},
      lines.map((l) => h("li", { class: l.ok ? "gw-binding-ok" : "gw-binding-miss" }, l.text)),
    ),
  );
}
