import assert from "node:assert/strict";
import { test } from "node:test";
import {
  evidenceContext,
  highlightSegments,
  hoverLines,
  isSafeUrl,
  stripTokens,
  tilesFor,
} from "../src/evidence/format.js";

test("highlightSegments marks every occurrence, longest value first, losing no text", () => {
  const text = '{"mean": 1.1403, "max": 19.9612, "min": 1.14}';
  const segs = highlightSegments(text, ["1.14", "1.1403", "19.9612"]);
  assert.equal(segs.map((s) => s.text).join(""), text);
  assert.deepEqual(
    segs.filter((s) => s.mark).map((s) => s.text),
    ["1.1403", "19.9612", "1.14"],
  );
});

test("highlightSegments marks whole values only", () => {
  const text = '{"locus": "chr8:127700000-127760000", "peakCount": 7, "x": 7.5, "y": 17}';
  const marked = highlightSegments(text, ["7"]).filter((s) => s.mark);
  assert.equal(marked.length, 1);
  assert.equal(highlightSegments(text, ["7"]).map((s) => s.text).join(""), text);
});

test("highlightSegments with no values or empty text", () => {
  assert.deepEqual(highlightSegments("abc", []), [{ text: "abc", mark: false }]);
  assert.deepEqual(highlightSegments("", ["a"]), []);
  assert.deepEqual(highlightSegments("abc", [""]), [{ text: "abc", mark: false }]);
});

test("isSafeUrl allows only http(s) and mailto", () => {
  for (const ok of ["https://www.encodeproject.org/files/ENCFF381NDD/", "http://127.0.0.1/x", "mailto:a@b.c"]) {
    assert.equal(isSafeUrl(ok), true, ok);
  }
  for (const bad of ["javascript:alert(1)", " java\tscript:alert(1)", "JaVaScRiPt:x", "data:text/html,x", "vbscript:x", "/files/x", null, 3]) {
    assert.equal(isSafeUrl(bad), false, String(bad));
  }
});

test("hoverLines shows title, file name and locus where they exist", () => {
  assert.deepEqual(hoverLines({ label: "Evidence", title: "Peaks", fileName: "p.bed", locus: "chr8:1-2" }), [
    "Evidence: Peaks",
    "p.bed",
    "chr8:1-2",
  ]);
  assert.deepEqual(hoverLines({ label: "Genome region", title: "Visible genome region (hg38)" }), [
    "Genome region: Visible genome region (hg38)",
  ]);
});

test("tilesFor lists Token always and the other tiles only when present", () => {
  assert.deepEqual(tilesFor({ id: "cite_a", token: "[[cite:cite_a]]", genome: "hg38" }), [
    ["Token", "[[cite:cite_a]]"],
    ["Genome", "hg38"],
  ]);
  assert.deepEqual(tilesFor({ id: "cite_b", assetId: "asset_1", lineRange: "Lines 1-40" }).map((t) => t[0]), [
    "Token",
    "Asset id",
    "Range",
  ]);
});

test("evidenceContext picks the chip's sentence and the values to highlight", () => {
  const message = {
    chips: [{ number: 1, id: "cite_a", status: "unsupported", record: { id: "cite_a", title: "T" } }],
    checks: [
      { sentence: "x", citationIds: [], status: "plain", facts: [] },
      {
        sentence: "Mean 1.14 [[cite:cite_a]]",
        citationIds: ["cite_a"],
        status: "verified",
        facts: [{ text: "1.14", found: true, citationId: "cite_a", matched: "1.1403" }],
      },
    ],
  };
  const ctx = evidenceContext(message, "cite_a", 1);
  assert.equal(ctx.status, "verified");
  assert.deepEqual(ctx.highlights, ["1.1403"]);
  // From the Sources strip (no sentence index) the first citing sentence is used.
  assert.equal(evidenceContext(message, "cite_a", -1).check.sentence, "Mean 1.14 [[cite:cite_a]]");
  assert.equal(evidenceContext(message, "cite_missing", 0), null);
});

test("stripTokens", () => {
  assert.equal(stripTokens("Mean 1.14 [[cite:cite_a]] and [[cite:cite_b]]."), "Mean 1.14 and.");
});
