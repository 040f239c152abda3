// Tile requests to the kernel: batched per animation frame, each with an id; answers arrive as
// binary buffers (or base64 where a front-end drops buffers); an LRU cache keeps recent tiles.
// The envelope is in ./protocol.js.
import { readReply, requestMessages, tileRequest, unpackTile } from "./protocol.js";

export { unpackTile };

const CACHE_SIZE = 1500;
const TIMEOUT_MS = 60_000; // a request unanswered this long is forgotten and asked again
const RETRY_MS = 5_000; // a tile the kernel timed out on is asked again after this

export class TileClient {
  /**
   * `model`: the widget model (send, on/off "msg:custom"); `onTile`: called after answers arrive.
   * Options (tests inject them): requestFrame / cancelFrame (default: the animation frame),
   * now() in ms, timeoutMs, retryMs.
   */
  constructor(model, onTile, options = {}) {
    this.model = model;
    this.onTile = onTile;
    this.requestFrame = options.requestFrame || ((fn) => requestAnimationFrame(fn));
    this.cancelFrame = options.cancelFrame || ((handle) => cancelAnimationFrame(handle));
    this.now = options.now || (() => performance.now());
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.cache = new Map();
    this.pending = new Map(); // id → {key, sent}
    this.inflight = new Set(); // keys
    this.queue = [];
    this.nextId = 1;
    this.frame = null;
    this.useBase64 = false;
    this.lastAnswer = this.now();
    this.generation = 0; // bumped when tracks change: older answers are dropped
    this.onMessage = (msg, buffers) => this.receive(msg, buffers);
    model.on("msg:custom", this.onMessage);
  }

  key(trackId, chrom, z, i) {
    return `${this.generation}|${trackId}|${chrom}|${z}|${i}`;
  }

  get(trackId, chrom, z, i) {
    const key = this.key(trackId, chrom, z, i);
    const hit = this.cache.get(key);
    if (hit && !(hit.retryAt && hit.retryAt <= this.now())) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    if (hit) this.cache.delete(key); // a timed-out tile: ask again
    this.expire();
    if (!this.inflight.has(key)) {
      this.inflight.add(key);
      this.queue.push({ key, track: trackId, chrom, z, i });
      if (this.frame === null) this.frame = this.requestFrame(() => this.flush());
    }
    return null;
  }

  flush() {
    this.frame = null;
    if (this.queue.length === 0) return;
    const sent = this.now();
    const requests = this.queue.splice(0, this.queue.length).map((r) => {
      const id = this.nextId++;
      this.pending.set(id, { key: r.key, sent });
      return tileRequest(id, r.track, r.chrom, r.z, r.i);
    });
    if (this.pending.size === requests.length) this.lastAnswer = sent;
    for (const message of requestMessages(requests, this.useBase64)) this.model.send(message);
  }

  receive(msg, buffers) {
    const reply = readReply(msg, buffers);
    if (!reply) return;
    this.lastAnswer = this.now();
    for (const { meta, buffers: bufs } of reply.tiles) {
      const entry = this.pending.get(meta.id);
      this.pending.delete(meta.id);
      if (!entry) continue; // unknown, stale or expired id
      const { key } = entry;
      this.inflight.delete(key);
      if (!bufs) {
        // This front-end dropped the binary buffers: ask again with base64.
        this.useBase64 = true;
        continue;
      }
      if (!key.startsWith(`${this.generation}|`)) continue; // stale: tracks changed meanwhile
      const tile = unpackTile(meta, bufs);
      if (meta.timeout) tile.retryAt = this.now() + this.retryMs;
      this.cache.set(key, tile);
      while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value);
    }
    this.onTile();
  }

  /** Forget requests unanswered for longer than timeoutMs, so the next draw asks again. */
  expire() {
    const now = this.now();
    for (const [id, { key, sent }] of this.pending) {
      if (now - sent < this.timeoutMs) break; // ids are in send order
      this.pending.delete(id);
      this.inflight.delete(key);
    }
  }

  /** Milliseconds the oldest unanswered request has waited (0 when none). */
  waiting() {
    return this.pending.size ? this.now() - this.lastAnswer : 0;
  }

  /** Forget cached tiles (e.g. when a track's file changed). */
  reset() {
    this.generation++;
    this.cache.clear();
    this.inflight.clear();
    this.pending.clear();
  }

  destroy() {
    if (this.frame !== null) this.cancelFrame(this.frame);
    this.model.off("msg:custom", this.onMessage);
  }
}
