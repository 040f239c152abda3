"""Tiles computed off the comm thread: a small shared thread pool, a per-request timeout, and the
reply grouping of the tile protocol (see :mod:`.tile_protocol`).

Requests wait in one lane per track; each lane is drained in order by one task of the pool
(:data:`WORKERS` threads shared by every browser of the kernel) at a time, so a slow URL track
holds at most one worker, however many batches ask it, and the other tracks' tiles still
answer. A batch is answered in one message when every tile is ready within :data:`GATHER_S`
seconds of its arrival; after that the ready tiles go together and each late tile goes on its
own as soon as it is ready. A tile still not ready ``timeout`` seconds after its arrival is
answered with an error tile (``timeout: true``); its late result is dropped (the tile server's
cache keeps it for the next request).

Replies are sent from the pool (or the deadline) thread. That is safe in ipykernel (checked in
7.4): ``Comm.send`` → ``Session.send(kernel.iopub_socket)``, a ``BackgroundSocket`` whose
``send_multipart`` queues the message for the IO thread and wakes it through a zmq pipe that is
thread-local; no zmq socket is used from two threads.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from .tile_protocol import TileBatch, TileRequest, error_tile, pack_reply

WORKERS = 2
GATHER_S = 0.5  # a batch whose tiles are all ready within this answers in one message
DEFAULT_TIMEOUT_S = 20.0

Answer = tuple[dict[str, Any], list[bytes]]
Send = Callable[[dict[str, Any], list[bytes]], None]
Compute = Callable[[TileRequest], Answer]

_log = logging.getLogger(__name__)
_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def tile_pool() -> ThreadPoolExecutor:
    """The kernel's tile pool (created on first use)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="genie-tiles")
        return _pool


class _Deadlines:
    """One daemon thread that calls callbacks at given monotonic times."""

    def __init__(self) -> None:
        self._heap: list[tuple[float, int, Callable[[], None]]] = []
        self._seq = itertools.count()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def at(self, when: float, fn: Callable[[], None]) -> None:
        with self._cond:
            heapq.heappush(self._heap, (when, next(self._seq), fn))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="genie-tile-deadlines", daemon=True)
                self._thread.start()
            self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._heap or self._heap[0][0] > time.monotonic():
                    wait = self._heap[0][0] - time.monotonic() if self._heap else None
                    self._cond.wait(wait)
                _, _, fn = heapq.heappop(self._heap)
            try:
                fn()
            except Exception:  # a failing callback must not stop later deadlines
                _log.exception("tile deadline callback failed")


_deadlines = _Deadlines()


class _Batch:
    """The answers of one message, grouped and sent as the module docstring says."""

    def __init__(self, batch: TileBatch, send: Send, timeout: float, on_done: Callable[[_Batch], None]) -> None:
        self.base64 = batch.base64
        self.dropped, self.error = batch.dropped, batch.error
        self.timeout = timeout
        self._send, self._on_done = send, on_done
        self._lock = threading.Lock()
        self._pending = {id(r): r for r in batch.requests}
        self._ready: list[Answer] = [(tile, []) for tile in batch.errors]
        self._gathering = True
        self.deadline = time.monotonic() + timeout

    def expired(self) -> bool:
        return time.monotonic() >= self.deadline

    def settle(self, request: TileRequest, answer: Answer) -> None:
        with self._lock:
            if self._pending.pop(id(request), None) is None:
                return  # already answered (timed out)
            meta, bufs = answer
            self._ready.append(({"id": request.id, **meta}, bufs))
            if self._gathering and self._pending:
                return
        self._flush()

    def end_gathering(self) -> None:
        with self._lock:
            self._gathering = False
        self._flush()

    def time_out(self) -> None:
        with self._lock:
            late = list(self._pending.values())
            self._pending.clear()
            self._gathering = False
            for r in late:
                self._ready.append((error_tile(r.id, f"timed out after {self.timeout:g} s: the track's data did not "
                                                     "arrive in time (a slow or unreachable URL?)", timeout=True), []))
        self._flush()

    def _flush(self) -> None:
        with self._lock:
            answers, self._ready = self._ready, []
            done = not self._pending
            dropped, error = self.dropped, self.error
            self.dropped, self.error = 0, ""
        if answers or dropped or error:
            content, buffers = pack_reply(answers, base64_wanted=self.base64, dropped=dropped, error=error)
            try:
                self._send(content, buffers)
            except Exception:  # the comm may be closed meanwhile; nothing to answer to
                _log.exception("sending tiles failed")
        if done:
            self._on_done(self)


class TileDispatcher:
    """Answers checked tile batches on the pool; ``compute`` turns one request into an answer
    (it must not raise: errors are error tiles).

    Each track has a lane: its requests, from every batch, wait in arrival order and one pool
    task at a time drains them, so however many batches ask a slow track, it holds one worker."""

    def __init__(self, compute: Compute, send: Send, timeout: float = DEFAULT_TIMEOUT_S) -> None:
        self.compute, self.send, self.timeout = compute, send, timeout
        self._open: set[_Batch] = set()
        self._lanes: dict[str, deque[tuple[_Batch, TileRequest]]] = {}  # track id → waiting requests
        self._running = 0  # lanes being drained by a pool task (a timed-out read keeps its worker)
        self._idle = threading.Condition()

    def submit(self, batch: TileBatch) -> None:
        """Answer ``batch`` (returns at once; the replies follow from other threads)."""
        job = _Batch(batch, self.send, self.timeout, self._finished)
        with self._idle:
            self._open.add(job)
        if not batch.requests:
            job.end_gathering()
            return
        start: list[str] = []
        with self._idle:
            for r in batch.requests:
                lane = self._lanes.get(r.track)
                if lane is None:
                    lane = self._lanes[r.track] = deque()
                    start.append(r.track)
                lane.append((job, r))
            self._running += len(start)
        pool = tile_pool()
        for track in start:
            pool.submit(self._drain, track)
        now = time.monotonic()
        _deadlines.at(now + min(GATHER_S, self.timeout), job.end_gathering)
        _deadlines.at(job.deadline, job.time_out)

    def _drain(self, track: str) -> None:
        """Compute a lane's requests in order until it is empty (on a pool thread)."""
        while True:
            with self._idle:
                lane = self._lanes[track]
                if not lane:
                    del self._lanes[track]
                    self._running -= 1
                    self._idle.notify_all()
                    return
                job, r = lane.popleft()
            if job.expired():
                continue  # its deadline answered it
            try:
                answer = self.compute(r)
            except Exception as exc:  # compute should not raise; never lose the request if it does
                if job.expired():
                    continue  # already answered as timed out; the late failure has no one to tell
                _log.exception("tile computation failed")
                answer = ({"kind": "error", "message": f"{type(exc).__name__}: {exc}"}, [])
            job.settle(r, answer)

    @property
    def running(self) -> int:
        """Lanes of this dispatcher being computed (a timed-out read keeps its worker)."""
        with self._idle:
            return self._running

    def _finished(self, job: _Batch) -> None:
        with self._idle:
            self._open.discard(job)
            self._idle.notify_all()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until every submitted batch is fully answered (for tests and scripts);
        ``False`` when ``timeout`` seconds passed first."""
        end = time.monotonic() + timeout
        with self._idle:
            while self._open:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._idle.wait(left)
        return True
