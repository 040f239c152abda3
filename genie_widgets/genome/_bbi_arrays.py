"""Array helpers of the BBI block decoder (:mod:`._bbi`): the shared decode pool, per-thread
scratch records, and the finishing of decoded sections into sorted interval arrays (0-based,
end-exclusive, clipped to the query).
"""

from __future__ import annotations

import os
import struct
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from contextvars import ContextVar

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


def runnable_tasks(loadavg: str) -> int | None:
    """The number of runnable tasks in a ``/proc/loadavg`` line (its fourth field,
    ``running/total``), or ``None`` when the line is not of that form."""
    fields = loadavg.split()
    try:
        return int(fields[3].split("/")[0])
    except (IndexError, ValueError):
        return None


_THREAD_CAP: ContextVar[int | None] = ContextVar("genie_decode_thread_cap", default=None)


@contextmanager
def at_most_threads(n: int) -> Iterator[None]:
    """Within the block (this thread and context only), decode with at most ``n`` threads."""
    token = _THREAD_CAP.set(max(1, int(n)))
    try:
        yield
    finally:
        _THREAD_CAP.reset(token)


def decode_threads(wanted: int, loadavg_path: str = "/proc/loadavg") -> int:
    """How many decode threads are worth starting now: ``wanted``, fewer when the machine's
    other cores are busy. Threads sharing a core gain no time and cost CPU (two concurrent
    decode threads each run ~20 % slower), so a thread is added only for a core that is idle
    at this moment: the cores this process may use minus the tasks running beside the caller
    (``/proc/loadavg``; where it is missing, ``wanted``), and never more than an enclosing
    :func:`at_most_threads` allows."""
    cap = _THREAD_CAP.get()
    if cap is not None:
        wanted = min(wanted, cap)
    if wanted <= 1:
        return 1
    try:
        with open(loadavg_path, encoding="ascii") as handle:
            running = runnable_tasks(handle.read())
    except OSError:
        return wanted
    if running is None:
        return wanted
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(wanted, cores - (running - 1)))  # the caller itself is one of the running


_NATIVE = np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")])
_local = threading.local()


def _scratch_records(n: int) -> np.ndarray:
    buf = getattr(_local, "records", None)
    if buf is None or len(buf) < n:
        buf = np.empty(max(n, 1 << 16, 0 if buf is None else 2 * len(buf)), _NATIVE)
        _local.records = buf
    return buf[:n]


def _grown_records(buf: np.ndarray, used: int, need: int) -> np.ndarray:
    """This thread's record buffer grown to hold ``need`` records, its first ``used`` kept."""
    grown = np.empty(max(need, 2 * len(buf)), _NATIVE)
    grown[:used] = buf[:used]
    _local.records = grown
    return grown


_SECTION_LE = struct.Struct("<IIIIIBBH")  # chromId, start, end, step, span, type, reserved, count
_BEDGRAPH_ITEM = 12


def decode_records(blocks: Iterable[bytes | bytearray | memoryview], chrom_id: int, little_endian: bool,
                   decode: Callable[[bytes | bytearray | memoryview, int, list[np.ndarray]], None]) -> np.ndarray:
    """The records of ``chrom_id`` in inflated bigWig ``blocks``, in block order, in this
    thread's reusable record buffer (``start``/``end`` uint32 bp, 0-based end-exclusive,
    ``value`` float32; a view that the thread's next call overwrites).

    A little-endian block that is one bedGraph section of ``chrom_id`` (what writers produce)
    is copied byte for byte right after it is inflated, while it is still in the cache; any
    other block goes through ``decode`` (the general section parser) and its records are
    converted field by field.
    """
    _scratch_records(1 << 16)  # this thread's buffer exists (and holds a batch of blocks)
    buf: np.ndarray = _local.records
    raw = buf.view(np.uint8).data
    unpack = _SECTION_LE.unpack_from
    pos = 0
    for block in blocks:
        size = len(block)
        if little_endian and size >= 24:
            cid, _s, _e, _step, _span, kind, _r, count = unpack(block, 0)
            if kind == 1 and cid == chrom_id and size == 24 + _BEDGRAPH_ITEM * count:
                if pos + count > len(buf):
                    buf = _grown_records(buf, pos, pos + count)
                    raw = buf.view(np.uint8).data
                raw[_BEDGRAPH_ITEM * pos : _BEDGRAPH_ITEM * (pos + count)] = memoryview(block)[24:]
                pos += count
                continue
        pieces: list[np.ndarray] = []
        decode(block, chrom_id, pieces)
        for piece in pieces:
            if pos + len(piece) > len(buf):
                buf = _grown_records(buf, pos, pos + len(piece))
                raw = buf.view(np.uint8).data
            buf[pos : pos + len(piece)] = piece
            pos += len(piece)
    return buf[:pos]


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
