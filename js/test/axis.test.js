import assert from "node:assert/strict";
import { test } from "node:test";
import { niceTicks, sharedRanges, tickLabel } from "../src/browser/axis.js";

test("ticks are round values inside the range, ends included when round", () => {
  assert.deepEqual(niceTicks(0, 200, 3), [0, 100, 200]);
  assert.deepEqual(niceTicks(0, 199.8, 4), [0, 50, 100, 150]);
  assert.deepEqual(niceTicks(-2, 3, 5), [-2, -1, 0, 1, 2, 3]);
  for (const t of niceTicks(0, 0.37, 3)) assert.ok(t >= 0 && t <= 0.37);
  assert.equal(tickLabel(12000), "12k");
  assert.equal(tickLabel(2.5), "2.5");
});

test("tracks of a group share the union of their ranges; others keep their own; fixed wins", () => {
  const tracks = [
    { id: "a", options: { scaleGroup: "reps" } },
    { id: "b", options: { scaleGroup: "reps" } },
    { id: "c", options: {} },
    { id: "d", options: { scaleGroup: "reps", range: [0, 10] } },
  ];
  const own = new Map([
    ["a", { lo: 0, hi: 50, columns: 10 }],
    ["b", { lo: -1, hi: 199.8, columns: 10 }],
    ["c", { lo: 0, hi: 7, columns: 10 }],
    ["d", { lo: 0, hi: 3, columns: 10 }],
  ]);
  const r = sharedRanges(tracks, own);
  assert.deepEqual(r.get("a"), { lo: -1, hi: 199.8, how: "shared: reps" });
  assert.deepEqual(r.get("b"), r.get("a"));
  assert.deepEqual(r.get("c"), { lo: 0, hi: 7, how: "autoscale" });
  assert.deepEqual(r.get("d"), { lo: 0, hi: 10, how: "fixed" });
});
