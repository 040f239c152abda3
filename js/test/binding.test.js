import assert from "node:assert/strict";
import { test } from "node:test";
import { bindingLines } from "../src/evidence/binding.js";

test("bindingLines gives the binding of a found fact and the reason of a missing one", () => {
  const facts = [
    { text: "0.870", found: true, citationId: "cite_a", path: "data.tracks[0].stats.mean",
      binding: "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)" },
    { text: "0.874", found: false, note: "0.874 is rep2's mean, not rep1's" },
    { text: "9", found: false },
    { text: "7", found: true, citationId: "cite_b", path: "data.peakCount" },
  ];
  assert.deepEqual(bindingLines(facts, "cite_a"), [
    { ok: true, text: "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)" },
    { ok: false, text: "0.874 is rep2's mean, not rep1's" },
    { ok: false, text: "9: not in the cited records" },
    { ok: true, text: "7 → data.peakCount (another cited record)" },
  ]);
  assert.deepEqual(bindingLines(undefined, "cite_a"), []);
});
