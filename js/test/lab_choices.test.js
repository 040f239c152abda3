// The Lab extension's pure helpers: which texts are cited, which session a document reads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { asSource, hasTokens, sessionItems, singleEntry } from "../labextension/src/choices.js";

test("only whole tokens make a text cited", () => {
  assert.equal(hasTokens("mean 1.2 [[cite:cite_p_genome_signal_stats_ab12]]."), true);
  assert.equal(hasTokens("a plain cell with [[links]] and [cite:x]"), false);
  assert.equal(hasTokens("an unfinished [[cite:abc"), false);
  assert.equal(hasTokens("[[cite:bad id]]"), false);
  assert.equal(hasTokens(undefined), false);
});

test("a source names a project and a session, both non-empty strings", () => {
  assert.deepEqual(asSource({ project: "p", session: "s", extra: 1 }), { project: "p", session: "s" });
  for (const bad of [null, "p", {}, { project: "p" }, { project: "", session: "s" }, { project: 1, session: "s" }]) {
    assert.equal(asSource(bad), null);
  }
});

test("the default is the single usable jupyter-ai entry, never a guess among several", () => {
  const one = { name: "genie_widgets", project: "proj", session: "jupyter_ai", sessions: [] };
  const broken = { name: "old", project: "/gone", session: "x", problem: "no genie_widgets project" };
  assert.deepEqual(singleEntry([one, broken]), { project: "proj", session: "jupyter_ai" });
  assert.equal(singleEntry([one, { ...one, name: "other", project: "proj2" }]), null);
  assert.equal(singleEntry([broken]), null);
  assert.equal(singleEntry([]), null);
});

test("the dialog lists each entry's session first, then its project's other sessions", () => {
  const items = sessionItems([
    { name: "genie_widgets", project: "proj", session: "jupyter_ai", sessions: ["demo", "jupyter_ai"] },
    { name: "broken", project: "/x", session: "s", problem: "outside the root" },
  ]);
  assert.deepEqual([...items.keys()], ["proj · session jupyter_ai (jupyter-ai: genie_widgets)", "proj · session demo"]);
  assert.deepEqual(items.get("proj · session demo"), { project: "proj", session: "demo" });
});
