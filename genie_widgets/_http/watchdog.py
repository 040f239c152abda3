"""One daemon thread that runs closers at their deadlines (see :mod:`genie_widgets._http`).

A socket's own timeout bounds each wait for data, not the sum of them: a server that sends its
status line and headers one byte a second never trips it. :func:`arm` schedules a closer (which
shuts the socket down, waking the blocked reader) for a monotonic time; the returned function
disarms it. One thread serves every request, so arming costs a heap push, not a thread.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import threading
import time
from collections.abc import Callable

_cond = threading.Condition()
_heap: list[tuple[float, int, list]] = []
_counter = itertools.count()
_thread: threading.Thread | None = None


def arm(when: float, closer: Callable[[], None]) -> Callable[[], None]:
    """Run ``closer`` (once, on the watchdog thread) at monotonic time ``when`` unless the
    returned function is called first."""
    global _thread
    slot = [closer]
    with _cond:
        heapq.heappush(_heap, (when, next(_counter), slot))
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_run, name="genie-http-watchdog", daemon=True)
            _thread.start()
        _cond.notify()

    def disarm() -> None:
        with _cond:
            slot.clear()

    return disarm


def _run() -> None:
    while True:
        with _cond:
            while not _heap:
                _cond.wait()
            when, _, slot = _heap[0]
            if not slot:
                heapq.heappop(_heap)
                continue
            left = when - time.monotonic()
            if left > 0:
                _cond.wait(left)
                continue
            heapq.heappop(_heap)
            closer = slot.pop()
        with contextlib.suppress(Exception):
            closer()
