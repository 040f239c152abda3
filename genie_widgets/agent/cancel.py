"""CancelToken: stop a running turn from another thread, closing whatever it is waiting on."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable


class CancelToken:
    """A thread-safe cancel flag with "on cancel" callbacks.

    The code doing the work registers closers (close this HTTP response, shut down this socket)
    with :meth:`on_cancel`; :meth:`cancel`, called from any thread, sets the flag and runs them,
    which wakes up a thread blocked on network I/O. A closer registered after cancellation runs
    at once. Closers must be quick and must not raise (exceptions are swallowed).
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._closers: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        """Set the flag and run every registered closer (once)."""
        with self._lock:
            self._event.set()
            closers, self._closers = self._closers, []
        for closer in closers:
            _quietly(closer)

    def on_cancel(self, closer: Callable[[], None]) -> Callable[[], None]:
        """Run ``closer`` on cancellation (at once if already cancelled); returns an unregister
        function to call when the resource was released normally."""
        with self._lock:
            if not self._event.is_set():
                self._closers.append(closer)
                run_now = False
            else:
                run_now = True
        if run_now:
            _quietly(closer)

        def unregister() -> None:
            with self._lock:
                if closer in self._closers:
                    self._closers.remove(closer)

        return unregister

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``; True (early) when cancelled meanwhile."""
        return self._event.wait(max(0.0, seconds))


def _quietly(closer: Callable[[], None]) -> None:
    with contextlib.suppress(Exception):  # closing a stream that is already broken may raise anything
        closer()
