import assert from "node:assert/strict";
import { test } from "node:test";
import { quoteSegments, quoteText } from "../src/evidence/quote.js";

test("a list item's marker and Markdown emphasis are not quoted raw", () => {
  const s = "- **rep1 fc** had mean `0.87` over chr19 [[cite:cite_abc_1]].";
  assert.equal(quoteText(s), "rep1 fc had mean 0.87 over chr19.");
  assert.deepEqual(quoteSegments(s).map((x) => x.style), ["strong", null, "code", null]);
});

test("numbered items, headings, links and underscores inside words", () => {
  assert.equal(quoteText("2. The peak_count was *12* [[cite:cite_x]]"), "The peak_count was 12");
  assert.equal(quoteText("## Summary of [ENCFF001](https://www.encodeproject.org/) data"), "Summary of ENCFF001 data");
  assert.equal(quoteText("  * [x] done"), "done");
});

test("plain text passes unchanged and nothing is lost", () => {
  const s = "Over chr19:1,000,000-1,100,000, the mean was 0.8703.";
  assert.equal(quoteText(s), s);
  assert.equal(quoteText(""), "");
});
