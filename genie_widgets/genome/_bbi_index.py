"""The index side of the BBI reader (:mod:`._bbi`): magic numbers, the common header, the
chromosome B+ tree and the R-tree (CIR tree) of data and zoom blocks.

Every offset is checked against the file size and every structure against its magic number, so a
truncated or corrupt file raises :class:`~.errors.TrackSourceError`. Coordinates are 0-based,
end-exclusive, as stored in the file.
"""

from __future__ import annotations

import struct
import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from ._ranges import ByteSource
from .errors import TrackSourceError

__all__ = ["BIGBED_MAGIC", "BIGWIG_MAGIC", "BBIIndex", "TotalSummary", "ZoomLevel", "magic_kind"]

BIGWIG_MAGIC = 0x888FFC26
BIGBED_MAGIC = 0x8789F2EB
_CHROM_TREE_MAGIC = 0x78CA8C91
_CIR_TREE_MAGIC = 0x2468ACE0
_MAX_DEPTH = 32
_THREADS = 2
_READ_SPAN = 8 << 20  # coalesce block reads into spans of at most 8 MiB
_UINT32_END = (1 << 32) - 1
_CACHE_REQUEST = 4  # requests of at most this many blocks use the block cache
_CACHE_BLOCKS = 256  # inflated blocks kept per file (a few MB)
_HEAD_BYTES = 512  # compressed bytes that always hold a block's 24-byte section header

# Section types inside bigWig data blocks.
_BEDGRAPH, _VARSTEP, _FIXEDSTEP = 1, 2, 3


def magic_kind(head: bytes) -> str | None:
    """``"bigwig"``, ``"bigbed"`` or ``None`` from a file's first four bytes (either byte order)."""
    if len(head) < 4:
        return None
    for order in "<>":
        (magic,) = struct.unpack(order + "I", head[:4])
        if magic == BIGWIG_MAGIC:
            return "bigwig"
        if magic == BIGBED_MAGIC:
            return "bigbed"
    return None


@dataclass(frozen=True)
class ZoomLevel:
    """One zoom level: records summarise ``reduction`` bp windows."""

    reduction: int
    data_offset: int
    index_offset: int


@dataclass(frozen=True)
class TotalSummary:
    """Whole-file summary from the header: covered bases, min, max, Σv·bp, Σv²·bp."""

    bases_covered: int
    min: float
    max: float
    sum: float
    sum_squares: float


class BBIIndex:
    """The header and indexes of one bigWig or bigBed file (the blocks: :class:`~._bbi.BBIFile`).

    Chromosome ids are the file's internal ids; ``chroms`` maps each name to ``(id, size)``.
    """

    def __init__(self, source: ByteSource) -> None:
        self.source = source
        self.name = source.name
        self._lock = threading.Lock()
        self._leaf_cache: dict[tuple[int, int], np.ndarray] = {}
        self._count_cache: dict[int, np.ndarray] = {}
        self._block_cache: OrderedDict[int, bytes | bytearray | memoryview] = OrderedDict()
        self._prefetched: list[tuple[int, bytes]] = []  # byte ranges read ahead (remote files)
        self._parse_header()

    # ------------------------------------------------------------------ header

    def _fail(self, what: str) -> TrackSourceError:
        return TrackSourceError(f"{self.name} is not a valid {self.kind_label} file: {what}")

    @property
    def kind_label(self) -> str:
        return {"bigwig": "bigWig", "bigbed": "bigBed"}.get(getattr(self, "kind", ""), "bigWig/bigBed")

    def _read(self, offset: int, length: int) -> bytes:
        for start, data in self._prefetched:
            if start <= offset and offset + length <= start + len(data):
                return data[offset - start : offset - start + length]
        return self.source.read(offset, length)

    def _parse_header(self) -> None:
        if self.source.size < 64:
            raise TrackSourceError(
                f"{self.name} is too short ({self.source.size} bytes) to be a bigWig or bigBed file"
            )
        head = self._read(0, 64)
        kind = magic_kind(head)
        if kind is None:
            raise TrackSourceError(f"{self.name} is not a bigWig or bigBed file (wrong magic number)")
        self.kind = kind
        want = BIGWIG_MAGIC if kind == "bigwig" else BIGBED_MAGIC
        self.order = "<" if struct.unpack("<I", head[:4])[0] == want else ">"
        o = self.order
        (
            _magic,
            self.version,
            n_zoom,
            self.chrom_tree_offset,
            self.data_offset,
            self.index_offset,
            self.field_count,
            self.defined_field_count,
            self.autosql_offset,
            self.total_summary_offset,
            self.uncompress_buf_size,
            self.extension_offset,
        ) = struct.unpack(o + "IHHQQQHHQQIQ", head)
        size = self.source.size
        for label, offset in (
            ("chromosome tree", self.chrom_tree_offset),
            ("data", self.data_offset),
            ("index", self.index_offset),
        ):
            if not 64 <= offset < size:
                raise self._fail(f"{label} offset {offset:,} is outside the file ({size:,} bytes); "
                                 "the file may be truncated")
        if n_zoom > 64:
            raise self._fail(f"implausible number of zoom levels ({n_zoom})")
        self.compressed = self.uncompress_buf_size > 0
        zoom_raw = self._read(64, 24 * n_zoom) if n_zoom else b""
        levels = []
        for i in range(n_zoom):
            reduction, _reserved, data_off, index_off = struct.unpack_from(o + "IIQQ", zoom_raw, 24 * i)
            if not (0 < data_off < size and 0 < index_off < size):
                raise self._fail(f"zoom level {i} points outside the file; it may be truncated")
            levels.append(ZoomLevel(reduction, data_off, index_off))
        self.zoom_levels: list[ZoomLevel] = levels
        tail = self._read_ahead(size)
        if self.version >= 4 and struct.unpack(o + "I", tail)[0] != want:
            # Writers of version-4 files end them with the magic number again.
            raise TrackSourceError(
                f"{self.name} is truncated: the end-of-file signature of a {self.kind_label} file is missing"
            )
        self.total_summary: TotalSummary | None = None
        if self.total_summary_offset and self.version >= 2:
            if self.total_summary_offset + 40 > size:
                raise self._fail("total summary is outside the file; it may be truncated")
            covered, mn, mx, sm, ssq = struct.unpack(o + "Qdddd", self._read(self.total_summary_offset, 40))
            self.total_summary = TotalSummary(covered, mn, mx, sm, ssq)
        self._parse_chrom_tree()
        self._parse_index_header()
        self.autosql: str | None = None
        if self.kind == "bigbed" and self.autosql_offset:
            self.autosql = self._read_cstring(self.autosql_offset)

    def _read_ahead(self, size: int) -> bytes:
        """The last 4 bytes; for a remote file, read together with the whole data index (one
        round trip for both, and none later for the index walk; see :mod:`._prefetch`)."""
        from ._prefetch import index_span, is_remote, read_together

        span = index_span(self.index_offset, [z.data_offset for z in self.zoom_levels], size)
        if not is_remote(self.source) or span is None:
            return self._read(size - 4, 4)
        tail, index = read_together(self.source, [(size - 4, 4), span])
        self._prefetched.append((span[0], index))
        return tail

    def _read_cstring(self, offset: int, limit: int = 1 << 20) -> str:
        chunk = self._read(offset, min(limit, self.source.size - offset))
        end = chunk.find(b"\0")
        return chunk[: end if end >= 0 else len(chunk)].decode("utf-8", "replace")

    def _parse_chrom_tree(self) -> None:
        o = self.order
        magic, _block_size, key_size, val_size, item_count, _ = struct.unpack(
            o + "IIIIQQ", self._read(self.chrom_tree_offset, 32)
        )
        if magic != _CHROM_TREE_MAGIC:
            raise self._fail("bad chromosome tree magic number")
        if not (0 < key_size <= 1024) or val_size != 8 or item_count > 10_000_000:
            raise self._fail("corrupt chromosome tree header")
        names: dict[str, tuple[int, int]] = {}

        def walk(offset: int, depth: int) -> None:
            if depth > _MAX_DEPTH:
                raise self._fail("chromosome tree is too deep (corrupt)")
            is_leaf, _r, count = struct.unpack(o + "BBH", self._read(offset, 4))
            item = key_size + 8
            raw = self._read(offset + 4, count * item)
            for i in range(count):
                key = raw[i * item : i * item + key_size].rstrip(b"\0").decode("utf-8", "replace")
                if is_leaf:
                    chrom_id, chrom_size = struct.unpack_from(o + "II", raw, i * item + key_size)
                    names[key] = (chrom_id, chrom_size)
                else:
                    (child,) = struct.unpack_from(o + "Q", raw, i * item + key_size)
                    if not 0 < child < self.source.size:
                        raise self._fail("chromosome tree points outside the file")
                    walk(child, depth + 1)

        walk(self.chrom_tree_offset + 32, 0)
        self.chroms: dict[str, tuple[int, int]] = names
        self.chrom_by_id: dict[int, str] = {cid: name for name, (cid, _s) in names.items()}

    def _parse_index_header(self) -> None:
        header = self._read(self.index_offset, 48)
        magic = struct.unpack(self.order + "I", header[:4])[0]
        if magic != _CIR_TREE_MAGIC:
            raise self._fail("bad R-tree index magic number; the file may be truncated or corrupt")

    # ------------------------------------------------------------------ R-tree
    def _leaves(self, index_offset: int, chrom_id: int) -> np.ndarray:
        """Leaf items (blocks) of the CIR tree at ``index_offset`` that touch ``chrom_id``.

        Returns a structured array with ``start``, ``end`` (bases on ``chrom_id``; items that
        span chromosomes are clamped), ``offset`` and ``size``, sorted by file offset.
        """
        key = (index_offset, chrom_id)
        with self._lock:
            cached = self._leaf_cache.get(key)
        if cached is not None:
            return cached
        o = self.order
        magic = struct.unpack(o + "I", self._read(index_offset, 4))[0]
        if magic != _CIR_TREE_MAGIC:
            raise self._fail("bad R-tree magic number; the file may be truncated or corrupt")
        leaf_dt = np.dtype([("sc", o + "u4"), ("sb", o + "u4"), ("ec", o + "u4"), ("eb", o + "u4"),
                            ("offset", o + "u8"), ("size", o + "u8")])
        node_dt = np.dtype([("sc", o + "u4"), ("sb", o + "u4"), ("ec", o + "u4"), ("eb", o + "u4"),
                            ("child", o + "u8")])
        found: list[np.ndarray] = []
        frontier = [index_offset + 48]
        seen: set[int] = set()
        depth = 0
        size = self.source.size
        while frontier:
            depth += 1
            if depth > _MAX_DEPTH:
                raise self._fail("R-tree index is too deep (corrupt)")
            next_frontier: list[int] = []
            for node in frontier:
                if node in seen or not 0 < node < size:
                    raise self._fail("R-tree index points outside the file (corrupt or truncated)")
                seen.add(node)
                is_leaf, _r, count = struct.unpack(o + "BBH", self._read(node, 4))
                dt = leaf_dt if is_leaf else node_dt
                items = np.frombuffer(self._read(node + 4, count * dt.itemsize), dtype=dt)
                hit = (items["sc"] <= chrom_id) & (
                    (items["ec"] > chrom_id) | ((items["ec"] == chrom_id) & (items["eb"] > 0))
                )
                items = items[hit]
                if is_leaf:
                    found.append(items)
                else:
                    next_frontier.extend(int(c) for c in items["child"])
            frontier = next_frontier
        out_dt = np.dtype([("start", "i8"), ("end", "i8"), ("offset", "i8"), ("size", "i8")])
        if found:
            items = np.concatenate(found)
            result = np.empty(len(items), dtype=out_dt)
            result["start"] = np.where(items["sc"] == chrom_id, items["sb"], 0)
            result["end"] = np.where(items["ec"] == chrom_id, items["eb"], _UINT32_END)
            result["offset"] = items["offset"]
            result["size"] = items["size"]
            if np.any(result["offset"] + result["size"] > size):
                raise self._fail("a data block lies beyond the end of the file (truncated)")
            result = result[np.argsort(result["offset"], kind="stable")]
        else:
            result = np.empty(0, dtype=out_dt)
        with self._lock:
            self._leaf_cache[key] = result
        return result

    def data_leaves(self, chrom_id: int) -> np.ndarray:
        """Data blocks touching ``chrom_id`` (see :meth:`_leaves`)."""
        return self._leaves(self.index_offset, chrom_id)

    def zoom_leaves(self, level: int, chrom_id: int) -> np.ndarray:
        """Zoom-record blocks of zoom level ``level`` touching ``chrom_id``."""
        return self._leaves(self.zoom_levels[level].index_offset, chrom_id)

    @staticmethod
    def select(leaves: np.ndarray, start: int, end: int) -> np.ndarray:
        """Leaves whose range overlaps ``[start, end)``."""
        mask = (leaves["start"] < end) & (leaves["end"] > start)
        return leaves[mask]
