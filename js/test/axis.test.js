import assert from "node:assert/strict";
import { test } from "node:test";
import { axisTicks, labelHeight, sharedRanges, tickLabel } from "../src/browser/axis.js";

const values = (ticks) => ticks.map((t) => t.value);

test("a 60-px track keeps 0 and a round top tick (issue 30: only '0' was left)", () => {
  assert.deepEqual(values(axisTicks(0, 423.9, 60)), [0, 200, 400]);
  assert.deepEqual(values(axisTicks(0, 4.8, 60)), [0, 2, 4]);
  assert.deepEqual(values(axisTicks(0, 200, 100)), [0, 50, 100, 150, 200]);
  assert.deepEqual(values(axisTicks(-2, 3, 120)), [-2, 0, 2]);
  assert.deepEqual(values(axisTicks(0, 423.9, 24)), [0, 400]);
  assert.deepEqual(axisTicks(0, 4.8, 60).map((t) => t.label), ["0", "2", "4"]);
  assert.equal(tickLabel(12000), "12k");
  assert.equal(tickLabel(2.5), "2.5");
  assert.equal(tickLabel(2e6), "2M");
});

test("every height from 24 px and many maxima: 0, a top tick ≥ half the range, no overlap", () => {
  const maxima = [423.9, 4.8, 1, 0.37, 13.88, 67.41, 99.9, 100, 12000, 0.0042, 1e6 + 3, 2.01, 7.5];
  for (const height of [24, 30, 36, 45, 60, 80, 100, 160, 260]) {
    for (const hi of maxima) {
      const ticks = axisTicks(0, hi, height);
      const what = `height ${height}, max ${hi}: ${JSON.stringify(values(ticks))}`;
      assert.ok(ticks.length >= 2, `two ticks at least (${what})`);
      assert.ok(ticks.length <= Math.max(2, Math.floor(height / 20)), `not crowded (${what})`);
      assert.equal(ticks[0].value, 0, what);
      const top = ticks[ticks.length - 1].value;
      assert.ok(top <= hi && top >= hi / 2, `a top tick near the top (${what})`);
      // Round values: one or two significant digits, multiples of the 1/2/5 × 10^k spacing.
      assert.ok(ticks.every((t) => Number(t.value.toPrecision(2)) === t.value), `round values (${what})`);
      if (ticks.length > 2) {
        const step = ticks[1].value - ticks[0].value;
        const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
        assert.ok([1, 2, 5].includes(mantissa), `a round step (${what})`);
      }
      assert.ok(ticks.every((t) => t.label.length <= 5), `short labels (${what})`);
      // Label boxes, as drawn: inside the band and apart by at least one pixel.
      const boxes = ticks.map((t) => [t.top, t.top + labelHeight(10)]).sort((a, b) => a[0] - b[0]);
      for (const [a, b] of boxes) assert.ok(a >= 0 && b <= height, `inside the band (${what})`);
      for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i][0] - boxes[i - 1][1] >= 1, `labels overlap (${what})`);
      // Tick positions: hi at the top edge, 0 at the bottom.
      assert.equal(ticks[0].y, height);
      assert.ok(Math.abs(ticks[ticks.length - 1].y - (height - (top / hi) * height)) < 1e-9);
    }
  }
});

test("ranges below zero, fixed ranges without zero, and bands too short for two labels", () => {
  const neg = axisTicks(-40, 10, 60);
  assert.ok(values(neg).includes(0) && neg.length >= 2, JSON.stringify(values(neg)));
  const fixed = values(axisTicks(5, 10, 60));
  assert.ok(fixed.length >= 2 && fixed[0] >= 5 && fixed[fixed.length - 1] <= 10, JSON.stringify(fixed));
  assert.deepEqual(values(axisTicks(0, 4.8, 16)), [0]);
  assert.deepEqual(axisTicks(3, 3, 60), []);
  assert.deepEqual(axisTicks(0, NaN, 60), []);
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
