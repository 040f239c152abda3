// The tile protocol, page side (the kernel side and the full description:
// genie_widgets/widgets/tile_protocol.py). Version 1:
//   request  {type: "tiles", v: 1, base64, requests: [{id, track, chrom, z, i}, …]}  (≤ 256 a message)
//   reply    {type: "tiles", v: 1, tiles: [{id, kind, …, buffers: [k…]} | {…, base64: [text…]}],
//             dropped?, error?} + binary buffers (float32 / int32 / int16 / int8 arrays)
// An error tile has `message` (and `timeout: true` when the kernel gave up waiting for it).

export const PROTOCOL_VERSION = 1;
export const MAX_REQUESTS = 256;

/** One tile request: tile `i` at zoom `z` (bins of 2**z bp) of `track` on `chrom`. */
export function tileRequest(id, track, chrom, z, i) {
  return { id, track, chrom, z, i };
}

/** The messages that carry `requests`, at most MAX_REQUESTS each. */
export function requestMessages(requests, base64 = false) {
  const out = [];
  for (let k = 0; k < requests.length; k += MAX_REQUESTS) {
    out.push({ type: "tiles", v: PROTOCOL_VERSION, base64: Boolean(base64), requests: requests.slice(k, k + MAX_REQUESTS) });
  }
  return out;
}

function asArrayBuffer(buffer) {
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

/**
 * Read a reply: null when `msg` is not a tiles message; otherwise {tiles: [{meta, buffers}],
 * dropped, error}, where `buffers` is null when this front-end dropped the binary buffers (ask
 * again with base64).
 */
export function readReply(msg, buffers) {
  if (!msg || msg.type !== "tiles") return null;
  const raw = (buffers || []).map(asArrayBuffer);
  const tiles = (msg.tiles || []).map((meta) => {
    let bufs;
    if (meta.base64) bufs = meta.base64.map(fromBase64);
    else bufs = (meta.buffers || []).map((k) => raw[k]);
    return { meta, buffers: bufs.some((b) => !b) ? null : bufs };
  });
  return { tiles, dropped: msg.dropped || 0, error: msg.error || "" };
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
  } else if (meta.kind === "states") {
    tile.states = new Int16Array(buffers[0]); // legend index of each bin's dominant state, -1: none
    tile.share = new Float32Array(buffers[1]); // the share of the bin's bases it covers
  }
  return tile;
}
