import assert from "node:assert/strict";
import { test } from "node:test";
import { bindingLines } from "../src/evidence/binding.js";

test("bindingLines gives the binding of a found fact, the reason of a refuted one, and an undecided one", () => {
  const facts = [
    { text: "0.870", found: true, citationId: "cite_a", path: "data.tracks[0].stats.mean",
      binding: "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)", rule: "bind.value" },
    { text: "0.874", found: false, note: "0.874 is rep2's mean, not rep1's.", rule: "bind.value" },
    { text: "9", found: false },
    { text: "7", found: true, citationId: "cite_b", path: "data.peakCount" },
    { text: "0.874", found: false, unsure: "The checker could not tell which track 0.874 is about: rep1 FC or rep2 FC.",
      note: "The checker could not tell which track 0.874 is about: rep1 FC or rep2 FC.", rule: "settle.open-subject" },
  ];
  assert.deepEqual(bindingLines(facts, "cite_a"), [
    { state: "ok", text: "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)", rule: "bind.value" },
    { state: "miss", text: "0.874 is rep2's mean, not rep1's.", rule: "bind.value" },
    { state: "miss", text: "9 is not in the cited records.", rule: null },
    { state: "ok", text: "7 → data.peakCount (another cited record)", rule: null },
    { state: "open", text: "The checker could not tell which track 0.874 is about: rep1 FC or rep2 FC.",
      rule: "settle.open-subject" },
  ]);
  assert.deepEqual(bindingLines(undefined, "cite_a"), []);
});
