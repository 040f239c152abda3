"""Small windows of a bigWig (browser tiles, short regions): decoded blocks kept for neighbours.

A 1 Mb view touches a handful of data blocks, and the next tile of the same view shares its
edge blocks. :func:`window_records` decodes each block once into a record array (``start`` and
``end`` uint32 bp, 0-based end-exclusive, ``value`` float32; for a one-section little-endian
bedGraph block — what writers produce — a zero-copy view of the inflated bytes), keeps them in
a per-file LRU bounded in bytes, reads the missing blocks of a window in as few coalesced
reads as the index allows (one read for contiguous blocks — one HTTP request for a URL; for a
URL the blocks of the neighbouring windows come in the same request), and gathers each field
of the window's blocks into one contiguous array in a single pass.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from ._bbi import BBIFile
from ._bbi_arrays import _SECTION_LE, _scratch_bytes
from ._prefetch import is_remote

__all__ = ["CACHE_BYTES", "WINDOW_BLOCKS", "window_records"]

WINDOW_BLOCKS = 96  # windows needing more blocks take the streaming path
CACHE_BYTES = 16 << 20  # decoded records kept per file (~500 blocks of a dense track)
_NATIVE = np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")])
_GAP = 4096  # blocks closer than this in the file are read together
_Arrays = tuple[np.ndarray, np.ndarray, np.ndarray]


class _DecodedBlocks:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.blocks: OrderedDict[tuple[int, int], np.ndarray] = OrderedDict()
        self.nbytes = 0

    def get(self, key: tuple[int, int]) -> np.ndarray | None:
        with self.lock:
            found = self.blocks.get(key)
            if found is not None:
                self.blocks.move_to_end(key)
            return found

    def put(self, key: tuple[int, int], records: np.ndarray) -> None:
        with self.lock:
            if key in self.blocks:
                return
            self.blocks[key] = records
            self.nbytes += records.nbytes
            while self.nbytes > CACHE_BYTES and len(self.blocks) > 1:
                _k, old = self.blocks.popitem(last=False)
                self.nbytes -= old.nbytes


_CACHES_LOCK = threading.Lock()


def _cache(bbi: BBIFile) -> _DecodedBlocks:
    cache = getattr(bbi, "_decoded_blocks", None)
    if cache is None:
        with _CACHES_LOCK:
            cache = getattr(bbi, "_decoded_blocks", None)
            if cache is None:
                cache = _DecodedBlocks()
                bbi._decoded_blocks = cache  # type: ignore[attr-defined]  # a per-file cache hung on the file
    return cache


def _records(bbi: BBIFile, block: bytes | bytearray | memoryview, chrom_id: int) -> np.ndarray:
    """The records of ``chrom_id`` in one inflated block, as a ``_NATIVE`` record array."""
    if isinstance(block, (bytes, bytearray)) and bbi.order == "<" and len(block) >= 24:  # a fresh inflated block
        cid, _s, _e, _step, _span, kind, _r, count = _SECTION_LE.unpack_from(block, 0)
        if kind == 1 and cid == chrom_id and len(block) == 24 + 12 * count:
            return np.frombuffer(block, _NATIVE, count, 24)  # the block's own bytes, read-only
    pieces: list[np.ndarray] = []
    bbi._decode_wig_block(block, chrom_id, pieces)
    if not pieces:
        return np.empty(0, _NATIVE)
    return np.concatenate([p.astype(_NATIVE, copy=False) for p in pieces])  # a copy: no view of a buffer


def _leaf_table(bbi: BBIFile, chrom_id: int) -> tuple[np.ndarray, np.ndarray, list[int], list[int], bool]:
    """Cached per chromosome: block starts, running max of block ends, offsets, sizes, and
    whether the blocks are in genomic order (then a window's blocks are one slice)."""
    tables = getattr(bbi, "_window_leaves", None)
    if tables is None:
        tables = bbi._window_leaves = {}  # type: ignore[attr-defined]  # a per-file table hung on the file
    found = tables.get(chrom_id)
    if found is None:
        leaves = bbi.data_leaves(chrom_id)
        starts = np.ascontiguousarray(leaves["start"])
        ordered = bool(len(starts) < 2 or (starts[1:] >= starts[:-1]).all())
        found = (starts, np.maximum.accumulate(leaves["end"]) if len(starts) else starts,
                 leaves["offset"].tolist(), leaves["size"].tolist(), ordered)
        tables[chrom_id] = found
    return found


def window_records(bbi: BBIFile, chrom_id: int, start: int, end: int) -> _Arrays | None:
    """``(starts, ends, values)`` of every block overlapping ``[start, end)`` of ``chrom_id``,
    in block order (not clipped; sorted by start when the file is), or ``None`` when the
    window needs more than :data:`WINDOW_BLOCKS` blocks. A local file rewritten in place since
    it was opened raises :class:`~.errors.TrackSourceError` (see ``LocalFile.check_unchanged``)."""
    check = getattr(bbi.source, "check_unchanged", None)
    if check is not None:  # a warm tile reads nothing: the cached blocks must still be the file's
        check()
    b_starts, b_ends_run, all_offsets, all_sizes, ordered = _leaf_table(bbi, chrom_id)
    if ordered:
        lo = int(np.searchsorted(b_ends_run, start, side="right"))
        hi = int(np.searchsorted(b_starts, end, side="left"))
        pick = list(range(lo, max(lo, hi)))
    else:
        leaves = bbi.data_leaves(chrom_id)
        pick = np.flatnonzero((leaves["start"] < end) & (leaves["end"] > start)).tolist()
    n = len(pick)
    if n > WINDOW_BLOCKS:
        return None
    if n == 0:
        return (np.empty(0, np.uint32), np.empty(0, np.uint32), np.empty(0, np.float32))
    cache = _cache(bbi)
    got: dict[int, np.ndarray] = {}
    for p in pick:
        found = cache.get((all_offsets[p], chrom_id))
        if found is not None:
            got[p] = found
    fetch = [p for p in pick if p not in got]
    if fetch and ordered and is_remote(bbi.source):
        # over a URL a round trip costs more than inflating: read the neighbouring tiles' blocks
        # (one window width on each side) in the same request, so panning needs none
        width = end - start
        lo2 = int(np.searchsorted(b_ends_run, max(0, start - width), side="right"))
        hi2 = int(np.searchsorted(b_starts, end + width, side="left"))
        extra = [q for q in range(lo2, max(lo2, hi2)) if q not in got and (q < pick[0] or q > pick[-1])]
        if len(extra) + n <= WINDOW_BLOCKS:
            fetch = sorted(set(fetch) | {q for q in extra if cache.get((all_offsets[q], chrom_id)) is None})
    # a local compressed file reads each run into this thread's reusable buffer (see
    # BBIFile.iter_blocks): every block is inflated into new bytes before the next read
    into = getattr(bbi.source, "read_into", None) if bbi.compressed and not bbi._prefetched else None
    k = 0
    while k < len(fetch):  # coalesce runs of missing blocks that lie close together in the file
        run = [fetch[k]]
        span_start = all_offsets[fetch[k]]
        span_end = span_start + all_sizes[fetch[k]]
        while (k + 1 < len(fetch) and all_offsets[fetch[k + 1]] <= span_end + _GAP
               and all_offsets[fetch[k + 1]] + all_sizes[fetch[k + 1]] - span_start <= 8 << 20):
            k += 1
            run.append(fetch[k])
            span_end = max(span_end, all_offsets[fetch[k]] + all_sizes[fetch[k]])
        length = span_end - span_start
        raw = into(span_start, length, _scratch_bytes(length)) if into else memoryview(bbi._read(span_start, length))
        for m in run:
            at = all_offsets[m] - span_start
            records = _records(bbi, bbi._inflate(raw[at : at + all_sizes[m]]), chrom_id)
            cache.put((all_offsets[m], chrom_id), records)
            got[m] = records
        k += 1
    parts = [got[p] for p in pick]
    if n == 1:
        recs = parts[0]
        return recs["start"].copy(), recs["end"].copy(), recs["value"].copy()
    starts = np.concatenate([p["start"] for p in parts])
    ends = np.concatenate([p["end"] for p in parts])
    return starts, ends, np.concatenate([p["value"] for p in parts])
