// Tile requests to the kernel: batched per animation frame, each with an id; answers arrive as
// binary buffers (or base64 where a front-end drops buffers); an LRU cache keeps recent tiles.

const CACHE_SIZE = 1500;

function decode(buffer) {
  if (buffer instanceof ArrayBuffer) return buffer;
  if (ArrayBuffer.isView(buffer)) return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  return null;
}

function fromBase64(text) {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out.buffer;
}

/** Turn one answered tile (meta + raw buffers) into typed arrays for drawing. */
export function unpackTile(meta, buffers) {
  const tile = { ...meta };
  delete tile.buffers;
  delete tile.base64;
  if (meta.kind === "signal") {
    tile.data = new Float32Array(buffers[0]);
  } else if (meta.kind === "intervals") {
    tile.starts = new Int32Array(buffers[0]);
    tile.ends = new Int32Array(buffers[1]);
    tile.scores = new Float32Array(buffers[2]);
    tile.strands = new Int8Array(buffers[3]);
  } else if (meta.kind === "density") {
    tile.counts = new Float32Array(buffers[0]);
  }
  return tile;
}

export class TileClient {
  constructor(model, onTile) {
    this.model = model;
    this.onTile = onTile;
    this.cache = new Map();
    this.pending = new Map(); // id → key
    this.inflight = new Set(); // keys
    this.queue = [];
    this.nextId = 1;
    this.frame = null;
    this.useBase64 = false;
    this.lastAnswer = performance.now();
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
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    if (!this.inflight.has(key)) {
      this.inflight.add(key);
      this.queue.push({ key, track: trackId, chrom, z, i });
      if (this.frame === null) this.frame = requestAnimationFrame(() => this.flush());
    }
    return null;
  }

  flush() {
    this.frame = null;
    if (this.queue.length === 0) return;
    const requests = this.queue.splice(0, this.queue.length).map((r) => {
      const id = this.nextId++;
      this.pending.set(id, r.key);
      return { id, track: r.track, chrom: r.chrom, z: r.z, i: r.i };
    });
    if (this.pending.size === requests.length) this.lastAnswer = performance.now();
    this.model.send({ type: "tiles", requests, base64: this.useBase64 });
  }

  receive(msg, buffers) {
    if (!msg || msg.type !== "tiles") return;
    this.lastAnswer = performance.now();
    const raw = (buffers || []).map(decode);
    for (const meta of msg.tiles || []) {
      const key = this.pending.get(meta.id);
      this.pending.delete(meta.id);
      if (!key) continue; // unknown or stale id
      this.inflight.delete(key);
      let bufs;
      if (meta.base64) bufs = meta.base64.map(fromBase64);
      else bufs = (meta.buffers || []).map((k) => raw[k]);
      if (bufs.some((b) => !b)) {
        // This front-end dropped the binary buffers: ask again with base64.
        this.useBase64 = true;
        continue;
      }
      if (!key.startsWith(`${this.generation}|`)) continue; // stale: tracks changed meanwhile
      this.cache.set(key, unpackTile(meta, bufs));
      while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value);
    }
    this.onTile();
  }

  /** Milliseconds the oldest unanswered request has waited (0 when none). */
  waiting() {
    return this.pending.size ? performance.now() - this.lastAnswer : 0;
  }

  /** Forget cached tiles (e.g. when a track's file changed). */
  reset() {
    this.generation++;
    this.cache.clear();
    this.inflight.clear();
    this.pending.clear();
  }

  destroy() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.model.off("msg:custom", this.onMessage);
  }
}
