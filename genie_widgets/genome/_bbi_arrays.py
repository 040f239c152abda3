"""Array helpers of the BBI block decoder (:mod:`._bbi`): the shared decode pool, per-thread
scratch records, and the finishing of decoded sections into sorted interval arrays (0-based,
end-exclusive, clipped to the query).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _pool(threads: int) -> ThreadPoolExecutor:
    """A shared worker pool for block decoding (jobs never submit to it themselves)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=max(2, threads), thread_name_prefix="genie-bbi")
        return _POOL


_NATIVE = np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")])
_local = threading.local()


def _scratch_records(n: int) -> np.ndarray:
    buf = getattr(_local, "records", None)
    if buf is None or len(buf) < n:
        buf = np.empty(max(n, 1 << 16, 0 if buf is None else 2 * len(buf)), _NATIVE)
        _local.records = buf
    return buf[:n]


def _scratch_bytes(n: int) -> bytearray:
    """This thread's reusable read buffer of at least ``n`` bytes (for compressed spans that are
    inflated before the thread's next read)."""
    buf = getattr(_local, "span", None)
    if buf is None or len(buf) < n:
        buf = bytearray(max(n, 1 << 20, 0 if buf is None else 2 * len(buf)))
        _local.span = buf
    return buf


def _empty_intervals() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float32)


def _finish_intervals(pieces: Sequence[np.ndarray], start: int, end: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Concatenate decoded sections, sort if needed, keep intervals overlapping [start, end)."""
    if not pieces:
        return _empty_intervals()
    if len(pieces) == 1:
        recs = pieces[0]
    else:
        dtypes = {p.dtype for p in pieces}
        if len(dtypes) > 1:
            native = np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")])
            pieces = [p.astype(native) for p in pieces]
        recs = np.concatenate(pieces)
    starts = recs["start"].astype(np.int64)
    ends = recs["end"].astype(np.int64)
    values = recs["value"].astype(np.float32)
    n = len(starts)
    if n > 1 and np.any(starts[1:] < starts[:-1]):
        order = np.argsort(starts, kind="stable")
        starts, ends, values = starts[order], ends[order], values[order]
    if n:
        keep = (ends > start) & (starts < end)
        if not keep.all():
            starts, ends, values = starts[keep], ends[keep], values[keep]
    return starts, ends, values
