// Pure helpers shared by the chips and the evidence panel (no DOM here, so node --test covers them).

export const STATUS_ICON = { verified: "✓", unsupported: "✗", unverified: "?", pending: "…" };
export const STATUS_TITLE = {
  verified: "Verified",
  unsupported: "Unsupported",
  unverified: "Unverified",
  pending: "Not checked yet (the answer is still arriving)",
};
export const NO_EXCERPT_TEXT =
  "This citation points to source metadata. Inspect the source for deeper content.";

/** True for absolute http(s) and mailto URLs: the only links the panel opens. */
export function isSafeUrl(url) {
  if (typeof url !== "string") return false;
  const cleaned = url.replace(/[\s\u0000-\u001f\u007f]/g, "").toLowerCase();
  return cleaned.startsWith("http://") || cleaned.startsWith("https://") || cleaned.startsWith("mailto:");
}

/** The lines a chip's hover shows: label and title, then file name and locus where they exist. */
export function hoverLines(record) {
  const lines = [`${record.label}: ${record.title}`];
  if (record.fileName) lines.push(record.fileName);
  if (record.locus) lines.push(record.locus);
  return lines;
}

/** The tiles of the panel, in order, for the fields the record has (Token always). */
export function tilesFor(record) {
  return [
    ["Token", record.token || `[[cite:${record.id}]]`],
    ["Asset id", record.assetId],
    ["Range", record.lineRange],
    ["Genome", record.genome],
  ].filter(([, value]) => value !== undefined && value !== null && value !== "");
}

const WORD = /[\p{L}\p{N}_]/u;

/** True when `text[at..at+len)` is a whole value, not part of a longer number or word. */
function isWhole(text, at, len) {
  const before = text[at - 1];
  const after = text[at + len];
  if (before !== undefined && (WORD.test(before) || before === ".")) return false;
  if (after !== undefined && (WORD.test(after) || (after === "." && /\d/.test(text[at + len + 1] || "")))) return false;
  return true;
}

/**
 * Split `text` into segments, marking every whole occurrence of any of `values` (longest first):
 * "7" is not marked inside "127700000". No text is lost: the segments join back to `text`.
 */
export function highlightSegments(text, values) {
  const wanted = [...new Set((values || []).filter((v) => typeof v === "string" && v.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (!text) return [];
  if (wanted.length === 0) return [{ text, mark: false }];
  const segments = [];
  let cursor = 0;
  let plainFrom = 0;
  while (cursor < text.length) {
    let best = -1;
    let bestValue = null;
    for (const value of wanted) {
      let at = text.indexOf(value, cursor);
      while (at !== -1 && !isWhole(text, at, value.length)) at = text.indexOf(value, at + 1);
      if (at !== -1 && (best === -1 || at < best)) {
        best = at;
        bestValue = value;
      }
    }
    if (best === -1) break;
    if (best > plainFrom) segments.push({ text: text.slice(plainFrom, best), mark: false });
    segments.push({ text: bestValue, mark: true });
    cursor = best + bestValue.length;
    plainFrom = cursor;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), mark: false });
  return segments;
}

/** Index a rendered message's chips by citation id. */
export function chipsById(message) {
  const out = new Map();
  for (const chip of message?.chips || []) out.set(chip.id, chip);
  return out;
}

/** The sentence checks of a message that cite `citationId`. */
export function checksCiting(message, citationId) {
  return (message?.checks || []).filter((c) => (c.citationIds || []).includes(citationId));
}

/**
 * What the panel shows for one chip: the record, the sentence check it sits in (by index, or the
 * first sentence citing it when opened from the Sources strip) and the values to highlight.
 */
export function evidenceContext(message, citationId, checkIndex) {
  const chip = chipsById(message).get(citationId);
  if (!chip) return null;
  let check = null;
  if (Number.isInteger(checkIndex) && checkIndex >= 0) check = (message.checks || [])[checkIndex] || null;
  if (!check) check = checksCiting(message, citationId)[0] || null;
  const facts = check ? check.facts || [] : [];
  const highlights = facts
    .filter((f) => f.found && f.citationId === citationId && typeof f.matched === "string")
    .map((f) => f.matched);
  return {
    number: chip.number,
    record: chip.record,
    status: check ? check.status : chip.status,
    check,
    facts,
    highlights,
  };
}

/** The sentence without its citation tokens, for quoting in the panel. */
export function stripTokens(sentence) {
  return (sentence || "").replace(/\s*\[\[cite:[A-Za-z0-9_-]+\]\]/g, "").trim();
}
