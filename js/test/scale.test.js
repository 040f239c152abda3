import assert from "node:assert/strict";
import { test } from "node:test";
import {
  clampView,
  formatBp,
  formatLocus,
  niceStep,
  packRows,
  parseLocus,
  summarizeBins,
  tilesFor,
  tileSpan,
  zoomFor,
  zoomView,
} from "../src/browser/scale.js";

test("zoom level keeps at most two bins per pixel", () => {
  assert.equal(zoomFor(1), 0);
  assert.equal(zoomFor(0.2), 0);
  assert.equal(zoomFor(100), 6);
  assert.equal(zoomFor(1e12), 28);
  for (const bpp of [1.5, 3, 70, 5000, 123456]) {
    const z = zoomFor(bpp);
    assert.ok(2 ** z <= bpp && bpp < 2 ** (z + 1));
  }
});

test("tiles cover the view and stop at the chromosome end", () => {
  assert.equal(tileSpan(10), 1024 * 1024);
  assert.deepEqual(tilesFor(1_000_000, 1_100_000, 7, 58_617_616), [7, 8]);
  assert.deepEqual(tilesFor(0, 100, 0, 100, 2), [0]);
  assert.deepEqual(tilesFor(58_000_000, 58_617_616, 10, 58_617_616, 1), [54, 55]);
  assert.deepEqual(tilesFor(58_000_000, 58_617_616, 20, 58_617_616, 1), [0]);
});

test("views stay inside the chromosome and at least 40 bp wide", () => {
  assert.deepEqual(clampView(-50, 150, 1000), [0, 200]);
  assert.deepEqual(clampView(900, 1100, 1000), [800, 1000]);
  assert.deepEqual(clampView(10, 12, 1000), [10, 50]);
  assert.deepEqual(clampView(0, 5000, 1000), [0, 1000]);
  assert.deepEqual(zoomView(1000, 2000, 0.5, 0.5, 10_000), [1250, 1750]);
  assert.deepEqual(zoomView(1000, 2000, 2, 0, 10_000), [1000, 3000]);
});

test("ticks and labels", () => {
  assert.equal(niceStep(60_000, 6), 10_000);
  assert.equal(niceStep(100, 8), 20);
  assert.equal(formatBp(127_720_000, 10_000), "127,720 kb");
  assert.equal(formatBp(3_000_000, 1_000_000), "3 Mb");
  assert.equal(formatBp(2_500_000, 500_000), "2,500 kb");
  assert.equal(formatBp(1234, 100), "1,234");
  assert.equal(formatLocus("chr8", 127700000, 127760000), "chr8:127,700,000-127,760,000");
});

test("parseLocus accepts commas and en dash, refuses reversed and garbage", () => {
  assert.deepEqual(parseLocus("chr8:127,700,000–127,760,000"), ["chr8", 127700000, 127760000]);
  assert.equal(parseLocus("chr8:200-100"), null);
  assert.equal(parseLocus("MYC"), null);
});

test("summarizeBins weights the mean by covered bases", () => {
  // 4 bins of 10 bp: means 1, 3, NaN, 5 with full, half, none, full coverage.
  const nBins = 4;
  const data = new Float32Array([1, 3, NaN, 5, 1, 3, NaN, 5, 1, 3, NaN, 5, 1, 0.5, 0, 1]);
  const tile = { start: 100, binSize: 10, nBins, data };
  const s = summarizeBins(tile, 100, 140);
  assert.equal(s.min, 1);
  assert.equal(s.max, 5);
  assert.equal(s.bins, 3);
  assert.ok(Math.abs(s.mean - (1 * 10 + 3 * 5 + 5 * 10) / 25) < 1e-9);
  assert.equal(summarizeBins(tile, 120, 130), null);
});

test("packRows never overlaps features in a row", () => {
  const feats = [{ start: 0, end: 10 }, { start: 5, end: 15 }, { start: 12, end: 20 }, { start: 30, end: 40 }];
  const { rows, count } = packRows(feats, (bp) => bp, 1);
  assert.deepEqual(rows, [0, 1, 0, 0]);
  assert.equal(count, 2);
});
