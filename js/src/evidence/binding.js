// Per-fact binding (issues 11 and 28): what each number, locus, accession or name of the sentence
// was bound to in the record ("0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)"),
// why it failed ("0.874 is rep2's mean, not rep1's"), or why the checker could not tell what it is
// about ("could not tell which track (rep1, rep2) this is about"), with the rule that decided it.
import { h } from "./dom.js";

/** One line per fact: { state, text, rule } — state "ok" (bound), "miss" (refuted) or "open" (undecided). */
export function bindingLines(facts, citationId) {
  return (facts || []).map((f) => {
    const rule = f.rule || null;
    if (f.found) {
      const other = f.citationId && citationId && f.citationId !== citationId ? " (another cited record)" : "";
      return { state: "ok", text: `${f.binding || `${f.text} → ${f.path || "found"}`}${other}`, rule };
    }
    if (f.unsure) return { state: "open", text: f.unsure, rule };
    return { state: "miss", text: f.note || `${f.text} is not in the cited records.`, rule };
  });
}

/** The block the panel shows under the sentence (null when there is nothing to bind). */
export function bindingBlock(facts, citationId) {
  const lines = bindingLines(facts, citationId);
  if (!lines.length) return null;
  return h(
    "div",
    { class: "gw-panel-bindings", "aria-label": "What each fact was bound to, or why not" },
    h("div", { class: "gw-panel-bindings-title" }, "Each fact, checked"),
    h(
      "ul",
      {},
      lines.map((l) =>
        h(
          "li",
          { class: `gw-binding-${l.state}` },
          l.text,
          l.rule ? h("span", { class: "gw-binding-rule", title: "The checker's rule that decided this" }, ` · ${l.rule}`) : null,
        ),
      ),
    ),
  );
}
