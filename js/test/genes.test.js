import assert from "node:assert/strict";
import { test } from "node:test";
import { geneLabel, placeGenes } from "../src/browser/draw.js";

const overlaps = (a, b) => a.row === b.row && a.row >= 0 && a.left < b.right && b.left < a.right;

test("gene labels carry the strand for every gene", () => {
  assert.equal(geneLabel({ symbol: "JUNB", strand: "+" }), "JUNB →");
  assert.equal(geneLabel({ symbol: "POU5F1", strand: "-" }), "← POU5F1");
  assert.equal(geneLabel({ symbol: "X", strand: "." }), "X");
});

test("labels wider than their genes never overlap: they stack, then drop", () => {
  // ten 2-px genes 10 px apart, each with a 60-px label
  const items = Array.from({ length: 10 }, (_, k) => ({ x0: 100 + 10 * k, x1: 102 + 10 * k, labelPx: 60 }));
  const places = placeGenes(items, 800, 3);
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) assert.ok(!overlaps(places[i], places[j]), `${i} and ${j} overlap`);
  }
  assert.ok(places.filter((p) => p.row === -1).length > 0, "some are dropped when rows run out");
  assert.deepEqual(new Set(places.filter((p) => p.row >= 0).map((p) => p.row)), new Set([0, 1, 2]));
});

test("labels stay inside the view", () => {
  const [p] = placeGenes([{ x0: -500, x1: 5, labelPx: 80 }], 300, 2);
  assert.ok(p.lx >= 0 && p.lx + 80 <= 300);
  const [q] = placeGenes([{ x0: 290, x1: 900, labelPx: 80 }], 300, 2);
  assert.ok(q.lx + 80 <= 300);
});
