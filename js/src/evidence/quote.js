// The cited sentence as a reader saw it: its Markdown (list markers, headings, **bold**,
// *emphasis*, `code`, [links](…)) read into plain segments, so the panel quotes the rendered
// sentence, never raw `**` or a leading "- ". DOM-free, so it is unit-tested in node.
import { stripTokens } from "./format.js";

const LEAD_RE = /^\s*(?:>\s*)*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+)?/;
const INLINE_RE = /(`+)([\s\S]*?)\1|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|_([^_\s](?:[^_]*[^_\s])?)_|\[([^\]]+)\]\([^)]*\)/g;

/** Segments {text, style} of the sentence, style one of null, "strong", "em", "code". */
export function quoteSegments(sentence) {
  const text = stripTokens(sentence).replace(/\s+/g, " ").replace(LEAD_RE, "").trim();
  const out = [];
  let at = 0;
  for (const m of text.matchAll(INLINE_RE)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), style: null });
    if (m[1] !== undefined) out.push({ text: m[2].trim() || m[2], style: "code" });
    else if (m[3] !== undefined || m[4] !== undefined) out.push({ text: m[3] ?? m[4], style: "strong" });
    else if (m[5] !== undefined || m[6] !== undefined) out.push({ text: m[5] ?? m[6], style: "em" });
    else out.push({ text: m[7], style: null });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), style: null });
  return out.filter((s) => s.text);
}

/** The rendered sentence as plain text (what a reader reads). */
export function quoteText(sentence) {
  return quoteSegments(sentence).map((s) => s.text).join("");
}
