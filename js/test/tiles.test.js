import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_REQUESTS, PROTOCOL_VERSION, readReply, requestMessages } from "../src/browser/protocol.js";
import { TileClient } from "../src/browser/tiles.js";

// A widget model with send / on / off, and a page whose animation frames and clock the test drives.
function setup(options = {}) {
  const sent = [];
  const handlers = new Set();
  const model = {
    send: (msg) => sent.push(msg),
    on: (event, fn) => event === "msg:custom" && handlers.add(fn),
    off: (event, fn) => handlers.delete(fn),
  };
  const frames = [];
  let clock = 0;
  let drawn = 0;
  const client = new TileClient(model, () => drawn++, {
    requestFrame: (fn) => frames.push(fn),
    cancelFrame: () => {},
    now: () => clock,
    ...options,
  });
  return {
    client,
    sent,
    frames,
    handlers,
    drawn: () => drawn,
    tick: (ms) => { clock += ms; },
    runFrames: () => { for (const fn of frames.splice(0)) fn(); },
    reply: (msg, buffers = []) => { for (const fn of handlers) fn(msg, buffers); },
  };
}

const signalBytes = (values) => new Float32Array(values).buffer;

test("requests made in one frame go out in one message, once per tile", () => {
  const page = setup();
  assert.equal(page.client.get("a", "chr1", 3, 0), null);
  page.client.get("a", "chr1", 3, 1);
  page.client.get("b", "chr1", 3, 0);
  page.client.get("a", "chr1", 3, 0); // already asked: not again
  assert.equal(page.frames.length, 1);
  assert.equal(page.sent.length, 0); // nothing until the frame
  page.runFrames();
  assert.equal(page.sent.length, 1);
  const [msg] = page.sent;
  assert.equal(msg.type, "tiles");
  assert.equal(msg.v, PROTOCOL_VERSION);
  assert.equal(msg.base64, false);
  assert.deepEqual(msg.requests.map((r) => [r.track, r.z, r.i]), [["a", 3, 0], ["a", 3, 1], ["b", 3, 0]]);
  assert.deepEqual(Object.keys(msg.requests[0]).sort(), ["chrom", "i", "id", "track", "z"]);
  page.client.get("c", "chr1", 3, 0);
  assert.equal(page.frames.length, 1); // the next batch waits for the next frame
});

test("more than 256 requests are split over messages", () => {
  const page = setup();
  for (let i = 0; i < MAX_REQUESTS + 5; i++) page.client.get("a", "chr1", 0, i);
  page.runFrames();
  assert.deepEqual(page.sent.map((m) => m.requests.length), [MAX_REQUESTS, 5]);
  assert.equal(requestMessages([]).length, 0);
});

test("an answer is cached as typed arrays and drawn", () => {
  const page = setup();
  page.client.get("a", "chr1", 3, 0);
  page.runFrames();
  const id = page.sent[0].requests[0].id;
  page.reply({ type: "tiles", v: 1, tiles: [{ id, kind: "signal", start: 0, end: 2, binSize: 8, nBins: 1, buffers: [0] }] },
    [new DataView(signalBytes([1, 2, 1.5, 1]))]);
  const tile = page.client.get("a", "chr1", 3, 0);
  assert.deepEqual([...tile.data], [1, 2, 1.5, 1]);
  assert.equal(tile.buffers, undefined);
  assert.equal(page.drawn(), 1);
  assert.equal(page.client.waiting(), 0);
});

test("stale answers are dropped: unknown ids and answers from before a reset", () => {
  const page = setup();
  page.client.get("a", "chr1", 3, 0);
  page.runFrames();
  const id = page.sent[0].requests[0].id;
  page.client.reset(); // the tracks changed while the request was out
  page.reply({ type: "tiles", tiles: [{ id, kind: "error", message: "old" }, { id: 999, kind: "error", message: "?" }] });
  assert.equal(page.client.cache.size, 0);
  assert.equal(page.client.get("a", "chr1", 3, 0), null); // asked again, under the new generation
  page.runFrames();
  assert.equal(page.sent.length, 2);
  page.reply({ type: "something else" }); // not a tiles message: ignored
  assert.equal(page.drawn(), 1);
});

test("dropped binary buffers switch to base64, which is decoded", () => {
  const page = setup();
  page.client.get("a", "chr1", 3, 0);
  page.runFrames();
  const first = page.sent[0].requests[0].id;
  page.reply({ type: "tiles", tiles: [{ id: first, kind: "signal", nBins: 1, buffers: [0] }] }, []); // buffers lost
  assert.equal(page.client.useBase64, true);
  assert.equal(page.client.get("a", "chr1", 3, 0), null);
  page.runFrames();
  const again = page.sent[1];
  assert.equal(again.base64, true);
  const text = Buffer.from(new Uint8Array(signalBytes([0.5, 4, 2, 0.25]))).toString("base64");
  page.reply({ type: "tiles", tiles: [{ id: again.requests[0].id, kind: "signal", nBins: 1, base64: [text] }] });
  const tile = page.client.get("a", "chr1", 3, 0);
  assert.deepEqual([...tile.data], [0.5, 4, 2, 0.25]);
  assert.equal(tile.base64, undefined);
});

test("readReply reports dropped requests and envelope errors", () => {
  const reply = readReply({ type: "tiles", tiles: [], dropped: 3, error: "over the cap" }, []);
  assert.deepEqual(reply, { tiles: [], dropped: 3, error: "over the cap" });
  assert.equal(readReply(null), null);
});

test("waiting time grows until an answer; a request unanswered past the timeout is asked again", () => {
  const page = setup({ timeoutMs: 1000 });
  page.client.get("a", "chr1", 3, 0);
  page.runFrames();
  page.tick(400);
  assert.equal(page.client.waiting(), 400);
  page.tick(700);
  assert.equal(page.client.get("a", "chr1", 3, 0), null);
  page.runFrames();
  assert.equal(page.sent.length, 2); // the forgotten request went again
  const late = page.sent[0].requests[0].id;
  page.reply({ type: "tiles", tiles: [{ id: late, kind: "error", message: "late" }] });
  assert.equal(page.client.cache.size, 0); // its late answer is dropped
});

test("a tile the kernel timed out on is shown, then asked again after retryMs", () => {
  const page = setup({ retryMs: 5000 });
  page.client.get("a", "chr1", 3, 0);
  page.runFrames();
  const id = page.sent[0].requests[0].id;
  page.reply({ type: "tiles", tiles: [{ id, kind: "error", message: "timed out after 20 s", timeout: true }] });
  assert.equal(page.client.get("a", "chr1", 3, 0).message, "timed out after 20 s");
  page.tick(4999);
  assert.ok(page.client.get("a", "chr1", 3, 0));
  assert.equal(page.frames.length, 0);
  page.tick(1);
  assert.equal(page.client.get("a", "chr1", 3, 0), null);
  page.runFrames();
  assert.equal(page.sent.length, 2);
});

test("destroy stops listening", () => {
  const page = setup();
  page.client.destroy();
  assert.equal(page.handlers.size, 0);
});
