"""The tile protocol between the browser page and the kernel, in one place.

Protocol
--------
Version :data:`PROTOCOL_VERSION` (1). The page sends custom messages; the kernel answers each
batch with one or more ``tiles`` messages (JS side: ``js/src/browser/protocol.js``).

Request (page → kernel)::

    {"type": "tiles", "v": 1, "base64": false,
     "requests": [{"id": 7, "track": "<track id>", "chrom": "chr8", "z": 10, "i": 121}, …]}

- ``id``: an integer the page chose (0 … 2**53 - 1), echoed in the reply;
- ``track``: a track id of the project; ``chrom``: a chromosome of the genome;
- ``z``: the zoom level, 0 … :data:`MAX_ZOOM` (bins of ``2**z`` bp); ``i``: the tile index,
  0 … :data:`MAX_INDEX`. Tile ``i`` covers ``[i * 1024 * 2**z, (i + 1) * 1024 * 2**z)`` bp
  (0-based, end-exclusive, clipped to the chromosome);
- ``v`` (optional, default 1) and ``base64`` (optional, default false: ask for buffers inlined
  as base64 text, for front-ends that drop binary buffers);
- at most :data:`MAX_REQUESTS` (256) requests per message; the rest are not answered and the
  reply says how many were dropped (the page sends them again in a later message).

No other field is allowed, in the envelope or in a request: a request with a missing, extra or
mistyped field is answered with an error tile naming the field; nothing raises on the comm thread.

Reply (kernel → page)::

    {"type": "tiles", "v": 1, "tiles": [{"id": 7, "kind": "signal", …, "buffers": [0]}, …]}
    (+ binary buffers)

- each tile's meta (``kind`` = ``signal`` / ``intervals`` / ``density`` / ``states`` / ``genes``
  / ``empty`` / ``error``, see :mod:`.tiles`) with ``buffers``: indexes into the message's binary
  buffers (float32 / int32 / int16 / int8 arrays, little-endian) — or, when ``base64`` was asked, ``base64``: the
  same bytes as base64 strings and no binary buffers;
- an ``error`` tile has ``message`` (and ``timeout: true`` when the kernel gave up waiting for
  it: the page may ask again later);
- ``dropped`` (optional): how many requests over the cap were not answered; ``error``
  (optional): what was wrong with the envelope itself.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any, TypeGuard

from .._io import echo

PROTOCOL_VERSION = 1
MAX_REQUESTS = 256
MAX_ZOOM = 28  # bins of 2**28 bp: one tile spans any chromosome
MAX_INDEX = 2**31 - 1
MAX_ID = 2**53 - 1  # the largest integer a JavaScript number holds exactly
MAX_NAME = 256  # characters of a track id or chromosome name

_ENVELOPE = {"type", "v", "base64", "requests"}
_FIELDS: dict[str, type] = {"id": int, "track": str, "chrom": str, "z": int, "i": int}


@dataclass(frozen=True)
class TileRequest:
    """One valid request: tile ``i`` at zoom ``z`` of ``track`` on ``chrom``."""

    id: int
    track: str
    chrom: str
    z: int
    i: int


@dataclass
class TileBatch:
    """A checked ``tiles`` message: the valid requests, error tiles for the invalid ones, and what
    the reply must say about the envelope."""

    requests: list[TileRequest]
    errors: list[dict[str, Any]]
    base64: bool = False
    dropped: int = 0
    error: str = ""


def error_tile(request_id: Any, message: str, *, timeout: bool = False) -> dict[str, Any]:
    """The meta of an error tile (no buffers)."""
    tile: dict[str, Any] = {"id": request_id, "kind": "error", "message": message}
    if timeout:
        tile["timeout"] = True
    return tile


def _echo_id(raw: Any) -> int | None:
    value = raw.get("id") if isinstance(raw, dict) else None
    return value if _is_int(value) and 0 <= value <= MAX_ID else None


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_request(raw: Any) -> TileRequest | str:
    """A :class:`TileRequest`, or a sentence naming the first field that is wrong."""
    if not isinstance(raw, dict):
        return f"a tile request must be an object, not {type(raw).__name__}"
    extra = sorted(str(k) for k in raw if k not in _FIELDS)
    if extra:
        return f"unknown field '{echo(extra[0], 60)}' in a tile request (allowed: id, track, chrom, z, i)"
    for name, kind in _FIELDS.items():
        if name not in raw:
            return f"missing field '{name}' in a tile request"
        value = raw[name]
        ok = _is_int(value) if kind is int else isinstance(value, str)
        if not ok:
            return f"field '{name}' must be {'an integer' if kind is int else 'a string'}, not {type(value).__name__}"
    limits = {"id": MAX_ID, "z": MAX_ZOOM, "i": MAX_INDEX}
    for name, top in limits.items():
        if not 0 <= raw[name] <= top:
            return f"field '{name}' must be between 0 and {top}, not {echo(raw[name], 40)}"
    for name in ("track", "chrom"):
        if not 0 < len(raw[name]) <= MAX_NAME:
            return f"field '{name}' must be 1 to {MAX_NAME} characters long"
    return TileRequest(raw["id"], raw["track"], raw["chrom"], raw["z"], raw["i"])


def check_batch(content: Any) -> TileBatch:
    """Check a ``tiles`` message against the protocol; never raises."""
    if not isinstance(content, dict):
        return TileBatch([], [], error="a tiles message must be an object")
    batch = TileBatch([], [], base64=content.get("base64") is True)
    extra = sorted(str(k) for k in content if k not in _ENVELOPE)
    raw = content.get("requests", [])
    envelope_error = ""
    if extra:
        envelope_error = f"unknown field '{echo(extra[0], 60)}' in a tiles message"
    elif content.get("v", PROTOCOL_VERSION) != PROTOCOL_VERSION:
        envelope_error = f"field 'v' must be {PROTOCOL_VERSION} (this kernel speaks tile protocol {PROTOCOL_VERSION})"
    elif "base64" in content and not isinstance(content["base64"], bool):
        envelope_error = "field 'base64' must be true or false"
    if not isinstance(raw, list):
        batch.error = envelope_error or f"field 'requests' must be a list, not {type(raw).__name__}"
        return batch
    if len(raw) > MAX_REQUESTS:
        batch.dropped = len(raw) - MAX_REQUESTS
        batch.error = (f"{len(raw)} requests is over the cap of {MAX_REQUESTS} per message; the last "
                       f"{batch.dropped} were not answered: send them again")
        raw = raw[:MAX_REQUESTS]
    if envelope_error:
        batch.error = envelope_error
        batch.errors = [error_tile(_echo_id(r), envelope_error) for r in raw]
        return batch
    for item in raw:
        checked = check_request(item)
        if isinstance(checked, TileRequest):
            batch.requests.append(checked)
        else:
            batch.errors.append(error_tile(_echo_id(item), checked))
    return batch


def encode_base64(meta: dict[str, Any], buffers: list[bytes]) -> dict[str, Any]:
    """The same tile with its buffers inlined as base64 (for front-ends that drop buffers)."""
    return {**meta, "base64": [base64.b64encode(b).decode("ascii") for b in buffers]}


def pack_reply(answers: list[tuple[dict[str, Any], list[bytes]]], *, base64_wanted: bool,
               dropped: int = 0, error: str = "") -> tuple[dict[str, Any], list[bytes]]:
    """One ``tiles`` message from ``(meta with id, buffers)`` answers: ``(content, buffers)``."""
    tiles: list[dict[str, Any]] = []
    buffers: list[bytes] = []
    for meta, bufs in answers:
        if base64_wanted:
            tiles.append(encode_base64(meta, bufs))
        else:
            tiles.append({**meta, "buffers": list(range(len(buffers), len(buffers) + len(bufs)))})
            buffers.extend(bufs)
    content: dict[str, Any] = {"type": "tiles", "v": PROTOCOL_VERSION, "tiles": tiles}
    if dropped:
        content["dropped"] = dropped
    if error:
        content["error"] = error
    return content, buffers
