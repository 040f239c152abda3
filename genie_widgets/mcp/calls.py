"""How the server runs tool calls: one at a time per project session, and stoppable.

- :class:`SessionLocks` holds one lock per project session, shared by every endpoint of a server,
  so calls of one session keep their order while calls of different sessions run side by side
  (a slow ENCODE search in one session no longer holds up another session's calls).
- :func:`run_cancellable` runs a call in a worker thread with a
  :class:`~genie_widgets.agent.cancel.CancelToken` (the chat's Stop). When the request is
  cancelled — ``notifications/cancelled``, a client that closes its HTTP response or its stdin,
  the session ending — the token is cancelled: every fetch the tool has open is closed and every
  later one refused, and the request settles once the tool has returned.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import anyio

from .._http import Cancelled
from ..agent.cancel import CancelToken

T = TypeVar("T")

#: How often a waiting call checks whether it was cancelled, and a watcher polls for a closed
#: HTTP connection (seconds).
POLL_SECONDS = 0.05
DISCONNECT_POLL_SECONDS = 0.25


class SessionLocks:
    """One lock per project session id (created on first use)."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}

    def lock(self, session_id: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(session_id, threading.Lock())

    @contextlib.contextmanager
    def holding(self, session_id: str, cancel: CancelToken | None = None) -> Iterator[None]:
        """Hold the session's lock in the block; :class:`~genie_widgets._http.Cancelled` if
        ``cancel`` fires while waiting for it."""
        lock = self.lock(session_id)
        while not lock.acquire(timeout=POLL_SECONDS):
            if cancel is not None and cancel.cancelled:
                raise Cancelled(f"cancelled while waiting for session {session_id}'s previous call")
        try:
            yield
        finally:
            lock.release()


async def run_cancellable(work: Callable[[CancelToken], T],
                          disconnected: Callable[[], Awaitable[bool]] | None = None) -> T:
    """``work(token)`` in a worker thread; ``token`` is cancelled when this task is cancelled, or
    when ``disconnected()`` (polled every :data:`DISCONNECT_POLL_SECONDS`) says the client left.
    Returns once ``work`` has returned, whatever happened (its effects are settled)."""
    token = CancelToken()
    finished = False

    async def watch() -> None:
        try:
            while True:
                await anyio.sleep(DISCONNECT_POLL_SECONDS)
                if disconnected is not None and await disconnected():
                    token.cancel()
                    return
        finally:
            if not finished:  # cancelled from outside: the request was
                token.cancel()

    async with anyio.create_task_group() as tg:
        tg.start_soon(watch)
        try:
            result = await anyio.to_thread.run_sync(work, token)
        finally:
            finished = True
            tg.cancel_scope.cancel()
    return result


def request_disconnected(request: Any) -> Callable[[], Awaitable[bool]] | None:
    """A poll that tells when the HTTP client behind ``request`` (a Starlette request) has
    closed its connection; None when the request came another way (stdio)."""
    check = getattr(request, "is_disconnected", None)
    if check is None:
        return None

    async def disconnected() -> bool:
        try:
            return bool(await check())
        except Exception:  # a request whose receive channel is gone is a client that left
            return True

    return disconnected
