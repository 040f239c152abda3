"""A numpy reader for the UCSC BBI formats (bigWig and bigBed).

It parses the common header, the chromosome B+ tree, the data and zoom R-tree (CIR tree)
indexes, inflates data blocks (libdeflate when the ``deflate`` package is installed, zlib
otherwise) and turns bigWig sections (bedGraph, varStep, fixedStep) into numpy interval arrays
with ``np.frombuffer`` — no per-interval Python objects.

Layouts follow the bigWig/bigBed specification (Kent et al. 2010, Bioinformatics 26:2204 and the
UCSC source's ``bbiFile.h``/``bwgInternal.h``); both byte orders are read. Every offset is checked
against the file size and every structure against its magic number, so a truncated or corrupt
file raises :class:`~.errors.TrackSourceError` instead of crashing.

Coordinates are 0-based, end-exclusive, as stored in the file.
"""

from __future__ import annotations

import importlib
import struct
import zlib
from collections.abc import Iterator
from types import ModuleType

import numpy as np

from ._bbi_arrays import _empty_intervals, _finish_intervals, _pool, _scratch_bytes, decode_records, decode_threads
from ._bbi_index import (
    _BEDGRAPH,
    _CACHE_BLOCKS,
    _CACHE_REQUEST,
    _FIXEDSTEP,
    _HEAD_BYTES,
    _READ_SPAN,
    _THREADS,
    _UINT32_END,
    _VARSTEP,
    BIGBED_MAGIC,
    BIGWIG_MAGIC,
    BBIIndex,
    TotalSummary,
    ZoomLevel,
    magic_kind,
)
from .progress import fraction_done

_deflate: ModuleType | None
try:  # libdeflate is ~1.5x faster than zlib for inflating bigWig blocks and releases the GIL
    _deflate = importlib.import_module("deflate")
except ImportError:  # pragma: no cover - optional accelerator
    _deflate = None

__all__ = [
    "BIGBED_MAGIC",
    "BIGWIG_MAGIC",
    "BBIFile",
    "TotalSummary",
    "ZoomLevel",
    "magic_kind",
]


class BBIFile(BBIIndex):
    """Low-level access to one bigWig or bigBed file: the indexes (:class:`~._bbi_index.BBIIndex`)
    and the data and zoom blocks.

    Chromosome ids are the file's internal ids; ``chroms`` maps each name to ``(id, size)``.
    """

    # ------------------------------------------------------------------ blocks
    def _inflate(self, data: bytes | memoryview) -> bytes | bytearray | memoryview:
        if not self.compressed:
            return data
        if _deflate is not None:
            try:
                return _deflate.zlib_decompress(data, self.uncompress_buf_size)
            except Exception:
                pass  # fall through: zlib tells a too-small buffer from corrupt data
        try:
            return zlib.decompress(data)
        except zlib.error as exc:
            raise self._fail(f"a compressed data block cannot be inflated ({exc}); "
                             "the file is corrupt or truncated") from None

    def _spans(self, leaves: np.ndarray) -> list[tuple[int, int, int, int]]:
        """Group leaves (sorted by offset) into contiguous read spans: (first, last+1, off, len)."""
        spans = []
        n = len(leaves)
        i = 0
        offsets = leaves["offset"].tolist()  # Python ints: no numpy scalar per block in the loop
        ends = (leaves["offset"] + leaves["size"]).tolist()
        while i < n:
            j = i + 1
            span_start = offsets[i]
            span_end = ends[i]
            while j < n and offsets[j] <= span_end + 4096 and ends[j] - span_start <= _READ_SPAN:
                span_end = max(span_end, ends[j])
                j += 1
            spans.append((i, j, span_start, span_end - span_start))
            i = j
        return spans

    def iter_blocks(self, leaves: np.ndarray) -> Iterator[bytes | bytearray | memoryview]:
        """Inflated block contents, in the order of ``leaves``. Small requests (a few blocks,
        as in region queries and zoom lookups) go through a per-file LRU cache."""
        if len(leaves) <= _CACHE_REQUEST:
            for k in range(len(leaves)):
                yield self._cached_block(int(leaves["offset"][k]), int(leaves["size"][k]))
            return
        # a local compressed file reads each span into this thread's reusable buffer: every
        # block of the span is inflated into new bytes before the next span is read
        into = getattr(self.source, "read_into", None) if self.compressed and not self._prefetched else None
        offsets, sizes = leaves["offset"].tolist(), leaves["size"].tolist()
        for first, last, span_off, span_len in self._spans(leaves):
            if into is not None:
                raw = into(span_off, span_len, _scratch_bytes(span_len))
            else:
                raw = memoryview(self._read(span_off, span_len))
            for k in range(first, last):
                off = offsets[k] - span_off
                yield self._inflate(raw[off : off + sizes[k]])

    def _cached_block(self, offset: int, size: int) -> bytes | bytearray | memoryview:
        with self._lock:
            block = self._block_cache.get(offset)
            if block is not None:
                self._block_cache.move_to_end(offset)
                return block
        block = self._inflate(self._read(offset, size))
        with self._lock:
            self._block_cache[offset] = block
            while len(self._block_cache) > _CACHE_BLOCKS:
                self._block_cache.popitem(last=False)
        return block

    # ------------------------------------------------------------------ bigWig
    def _wig_dtypes(self) -> tuple[np.dtype, np.dtype, np.dtype, np.dtype]:
        cached = getattr(self, "_wig_dtype_cache", None)  # built once: np.dtype() costs ~20 us
        if cached is not None:
            return cached
        o = self.order
        self._wig_dtype_cache = (
            np.dtype([("start", o + "u4"), ("end", o + "u4"), ("value", o + "f4")]),
            np.dtype([("start", o + "u4"), ("value", o + "f4")]),
            np.dtype(o + "f4"),
            np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")]),
        )
        return self._wig_dtype_cache

    def _decode_wig_block(self, block: bytes | bytearray | memoryview, chrom_id: int,
                          out: list[np.ndarray]) -> None:
        o = self.order
        bedgraph_dt, varstep_dt, fixed_dt, native_dt = self._wig_dtypes()
        pos = 0
        total = len(block)
        while pos + 24 <= total:
            cid, start, _end, step, span, kind, _r, count = struct.unpack_from(o + "IIIIIBBH", block, pos)
            pos += 24
            if kind == _BEDGRAPH:
                item_size = 12
            elif kind == _VARSTEP:
                item_size = 8
            elif kind == _FIXEDSTEP:
                item_size = 4
            else:
                raise self._fail(f"unknown bigWig section type {kind}")
            nbytes = item_size * count
            if pos + nbytes > total:
                raise self._fail("a data section is shorter than its item count (corrupt)")
            if cid == chrom_id and count:
                if kind == _BEDGRAPH:
                    arr = np.frombuffer(block, dtype=bedgraph_dt, count=count, offset=pos)
                    out.append(arr)
                else:
                    section = np.empty(count, dtype=native_dt)
                    if kind == _VARSTEP:
                        items = np.frombuffer(block, dtype=varstep_dt, count=count, offset=pos)
                        section["start"] = items["start"]
                        section["end"] = items["start"] + np.uint32(span)
                        section["value"] = items["value"]
                    else:
                        values = np.frombuffer(block, dtype=fixed_dt, count=count, offset=pos)
                        starts = np.uint32(start) + np.uint32(step) * np.arange(count, dtype=np.uint32)
                        section["start"] = starts
                        section["end"] = starts + np.uint32(span)
                        section["value"] = values
                    out.append(section)
            pos += nbytes

    def _decode_wig_span(self, leaves: np.ndarray, chrom_id: int) -> list[np.ndarray]:
        out: list[np.ndarray] = []
        for block in self.iter_blocks(leaves):
            self._decode_wig_block(block, chrom_id, out)
        return out

    def wig_intervals(
        self, chrom_id: int, start: int = 0, end: int = _UINT32_END, leaves: np.ndarray | None = None,
        threads: int = _THREADS,
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Intervals of ``chrom_id`` overlapping ``[start, end)``, not clipped.

        Returns ``(starts int64, ends int64, values float32)`` sorted by start. ``leaves``
        restricts decoding to those blocks (default: every block overlapping the range).
        """
        if leaves is None:
            leaves = self.select(self.data_leaves(chrom_id), start, end)
        if len(leaves) == 0:
            return _empty_intervals()
        if threads > 1 and len(leaves) >= 64 and (threads := self._threads(threads)) > 1:
            parts = np.array_split(np.arange(len(leaves)), threads)
            chunks = list(_pool(threads).map(lambda idx: self._decode_wig_span(leaves[idx], chrom_id), parts))
            pieces = [p for chunk in chunks for p in chunk]
        else:
            pieces = self._decode_wig_span(leaves, chrom_id)
        return _finish_intervals(pieces, start, end)

    def map_wig(self, chrom_id: int, start: int, end: int, fn, leaves: np.ndarray | None = None,
                threads: int = _THREADS, batch_blocks: int = 48) -> list:
        """Apply ``fn(starts, ends, values)`` to the intervals of ``chrom_id`` in ``[start, end)``,
        clipped to it, batch by batch (about ``batch_blocks`` data blocks each), in ``threads``
        worker threads; returns the results in genomic order.

        Arrays passed to ``fn`` may be uint32/float32 views into a per-thread buffer that the
        next batch overwrites — use them inside ``fn`` only, read-only. Memory stays bounded by
        the batch size. Locally only as many threads run as there are idle cores
        (:func:`._bbi_arrays.decode_threads`). ``fn`` runs in the shared decoder pool (or, with
        one thread, in the caller's) and must not itself call ``map_wig`` or
        ``wig_intervals(threads>1)`` (the pool would wait on itself).
        """
        if leaves is None:
            leaves = self.select(self.data_leaves(chrom_id), start, end)
        n = len(leaves)
        if n == 0:
            return []
        inside = (leaves["start"] >= start) & (leaves["end"] <= end)
        threads = self._threads(threads) if threads > 1 and n > batch_blocks else 1
        # equal batches, as many as a multiple of the threads: no thread idles for a last batch
        n_batches = -(-n // batch_blocks)
        if threads > 1 and n_batches > 1:
            n_batches = -(-n_batches // threads) * threads
        size = -(-n // n_batches)
        bounds = [*range(0, n, size), n]

        def work(i: int):
            i0, i1 = bounds[i], bounds[i + 1]
            recs = self._decode_batch(leaves[i0:i1], chrom_id)
            if not len(recs):
                return fn(*_empty_intervals())
            s, e, v = recs["start"], recs["end"], recs["value"]
            if not inside[i0:i1].all():
                s64 = np.maximum(s.astype(np.int64), start)
                e64 = np.minimum(e.astype(np.int64), end)
                keep = e64 > s64
                s, e, v = s64[keep], e64[keep], v[keep]
            return fn(s, e, v)

        batches = range(len(bounds) - 1)
        results = _pool(threads).map(work, batches) if threads > 1 and len(bounds) > 2 else map(work, batches)
        out = []
        for i, value in enumerate(results):  # in order, as each batch's blocks (over a URL: ranges) arrive
            out.append(value)
            fraction_done((i + 1) / len(batches))
        return out

    def _threads(self, wanted: int) -> int:
        """Threads for decoding many blocks: over a URL all of ``wanted`` (they overlap round
        trips, not CPU work); locally only for idle cores (:func:`._bbi_arrays.decode_threads`)."""
        from ._prefetch import is_remote

        return wanted if is_remote(self.source) else decode_threads(wanted)

    def _decode_batch(self, leaves: np.ndarray, chrom_id: int) -> np.ndarray:
        """Decode blocks into this thread's reusable record buffer (native byte order; see
        :func:`._bbi_arrays.decode_records`).

        The result is a view that the next call on the same thread overwrites."""
        return decode_records(self.iter_blocks(leaves), chrom_id, self.order == "<", self._decode_wig_block)

    def section_counts(self, chrom_id: int) -> np.ndarray:
        """Items per data block of ``chrom_id`` (same order as :meth:`data_leaves`).

        Only each block's 24-byte section header is inflated, so this is cheap; cached. Writers
        put one section in each block; a block whose header does not match its index entry
        (another chromosome, other bounds) is decoded in full instead.
        """
        with self._lock:
            cached = self._count_cache.get(chrom_id)
        if cached is not None:
            return cached
        leaves = self.data_leaves(chrom_id)
        counts = np.zeros(len(leaves), dtype=np.int64)
        o = self.order
        from ._prefetch import is_remote

        local = not is_remote(self.source)  # remote: read whole spans, not 1 request/block
        for first, last, span_off, span_len in self._spans(leaves):
            raw = None if local else memoryview(self._read(span_off, span_len))
            for i in range(first, last):
                size = int(leaves["size"][i])
                offset = int(leaves["offset"][i])
                block: bytes | memoryview
                if raw is None:
                    block = self._read(offset, min(size, _HEAD_BYTES))
                else:
                    block = raw[offset - span_off : offset - span_off + size]
                head = self._inflate_head(block, 24)
                if len(head) < 24 and len(block) < size:
                    block = self._read(offset, size)
                    head = self._inflate_head(block, 24)
                if len(head) == 24:
                    cid, s_start, s_end, _step, _span, _kind, _r, count = struct.unpack(o + "IIIIIBBH", head)
                    if cid == chrom_id and s_start == leaves["start"][i] and s_end == leaves["end"][i]:
                        counts[i] = count
                        continue
                pieces: list[np.ndarray] = []
                self._decode_wig_block(self._inflate(self._read(offset, size)), chrom_id, pieces)
                counts[i] = sum(len(p) for p in pieces)
        with self._lock:
            self._count_cache[chrom_id] = counts
        return counts

    def _inflate_head(self, block: bytes | memoryview, n: int) -> bytes:
        if not self.compressed:
            return bytes(block[:n])
        try:
            return zlib.decompressobj().decompress(block, n)
        except zlib.error as exc:
            raise self._fail(f"a compressed data block cannot be inflated ({exc})") from None

    # ------------------------------------------------------------------ zoom
    def zoom_dtype(self) -> np.dtype:
        o = self.order
        return np.dtype([("chrom", o + "u4"), ("start", o + "u4"), ("end", o + "u4"),
                         ("valid", o + "u4"), ("min", o + "f4"), ("max", o + "f4"),
                         ("sum", o + "f4"), ("sumsq", o + "f4")])

    def zoom_records(self, level: int, chrom_id: int, start: int = 0, end: int = _UINT32_END) -> np.ndarray:
        """Zoom records of ``level`` on ``chrom_id`` overlapping ``[start, end)``, sorted by start."""
        dt = self.zoom_dtype()
        leaves = self.select(self.zoom_leaves(level, chrom_id), start, end)
        pieces = []
        for block in self.iter_blocks(leaves):
            n = len(block) // 32
            recs = np.frombuffer(block, dtype=dt, count=n)
            pieces.append(recs[recs["chrom"] == chrom_id])
        if not pieces:
            return np.empty(0, dtype=dt)
        recs = np.concatenate(pieces)
        recs = recs[(recs["start"] < end) & (recs["end"] > start)]
        if len(recs) > 1 and np.any(recs["start"][1:] < recs["start"][:-1]):
            recs = recs[np.argsort(recs["start"], kind="stable")]
        return recs

    # ------------------------------------------------------------------ bigBed
    def bed_records(self, chrom_id: int, start: int = 0, end: int = _UINT32_END,
                    leaves: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, list[str]]:
        """bigBed entries on ``chrom_id`` overlapping ``[start, end)``: starts, ends, rest text."""
        if leaves is None:
            leaves = self.select(self.data_leaves(chrom_id), start, end)
        o = self.order
        starts: list[int] = []
        ends: list[int] = []
        rests: list[str] = []
        unpack = struct.Struct(o + "III").unpack_from
        for block in self.iter_blocks(leaves):
            data = bytes(block)
            pos, total = 0, len(data)
            while pos + 12 <= total:
                cid, s, e = unpack(data, pos)
                nul = data.find(b"\0", pos + 12)
                if nul < 0:
                    raise self._fail("a bigBed record is not terminated (corrupt block)")
                if cid == chrom_id and s < end and e > start:
                    starts.append(s)
                    ends.append(e)
                    rests.append(data[pos + 12 : nul].decode("utf-8", "replace"))
                pos = nul + 1
        s_arr = np.asarray(starts, dtype=np.int64)
        e_arr = np.asarray(ends, dtype=np.int64)
        if len(s_arr) > 1 and np.any(s_arr[1:] < s_arr[:-1]):
            order = np.argsort(s_arr, kind="stable")
            s_arr, e_arr = s_arr[order], e_arr[order]
            rests = [rests[i] for i in order]
        return s_arr, e_arr, rests

    def close(self) -> None:
        self.source.close()
