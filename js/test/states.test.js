import assert from "node:assert/strict";
import { test } from "node:test";
import { stateColumns } from "../src/browser/states.js";

const LEGEND = [["1_Active_Promoter", "#ff0000"], ["8_Insulator", "#0abefe"], ["13_Heterochrom/lo", "#f5f5f5"]];

// SYNTHETIC: a "states" tile as unpackTile gives it (per bin: dominant legend index, share).
function tile(start, binSize, states, share) {
  return { kind: "states", start, end: start + binSize * states.length, binSize, nBins: states.length,
    states: Int16Array.from(states), share: Float32Array.from(share), legend: LEGEND };
}

test("each pixel column takes the state covering most of its bases", () => {
  // 4 bins of 100 bp over 2 columns of 200 bp.
  const t = tile(1000, 100, [2, 1, 0, -1], [1, 0.5, 0.25, 0]);
  const cols = stateColumns(2, { start: 1000, end: 1400 }, [t]);
  assert.deepEqual(Array.from(cols.state), [2, 0]);
  assert.equal(cols.share[0], 0.5); // 100 of the column's 200 bp
  assert.equal(cols.share[1], 0.125); // 25 of 200 bp; the other bin holds no segment
  assert.equal(cols.binSize, 100);
  assert.deepEqual(cols.legend, LEGEND);
});

test("columns without a segment stay empty; bins outside the view are ignored", () => {
  const t = tile(0, 50, [1, 1, -1, -1, 2, 2], [1, 1, 0, 0, 1, 1]);
  const cols = stateColumns(3, { start: 50, end: 200 }, [t, null, { kind: "density" }]);
  assert.deepEqual(Array.from(cols.state), [1, -1, -1]);
  const wide = stateColumns(6, { start: 0, end: 300 }, [t]);
  assert.deepEqual(Array.from(wide.state), [1, 1, -1, -1, 2, 2]);
});

test("a state covering more bases wins even when it is the minority of bins", () => {
  // Three 100-bp bins under one 300-bp column: two thin insulator bins, one full heterochromatin.
  const t = tile(0, 100, [1, 1, 2], [0.3, 0.3, 1]);
  assert.deepEqual(Array.from(stateColumns(1, { start: 0, end: 300 }, [t]).state), [2]);
  assert.deepEqual(Array.from(stateColumns(1, { start: 0, end: 300 }, []).state), [-1]);
});
