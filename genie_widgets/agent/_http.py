"""HTTP sessions whose connections a :class:`~.cancel.CancelToken` can cut from another thread.

Closing a socket's file descriptor does not wake a thread blocked reading it (not on Linux);
shutting the socket down does. So every connection of a session made for a token registers its
socket with that token, and cancelling shuts it down: the reading thread gets an error (or end of
stream) at once, whether it is waiting for the response headers or for the next chunk, and the
server sees the connection close. The sessions are made per request, so every request opens
its own connection (no keep-alive between model calls; a model call is long anyway).
"""

from __future__ import annotations

import contextlib
import socket
from typing import Any, Callable, Iterator

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool

from .cancel import CancelToken


def shutdown_socket(sock: Any) -> None:
    """Shut ``sock`` down in both directions and close it (errors ignored)."""
    if sock is None:
        return
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    try:
        sock.close()
    except OSError:
        pass


def _pools_for(token: CancelToken, registered: list[Callable[[], None]]) -> dict[str, type]:
    """Connection-pool classes whose connections register their socket with ``token`` (the
    unregister functions are collected in ``registered``)."""

    def register(sock: Any) -> None:
        if sock is not None:
            registered.append(token.on_cancel(lambda: shutdown_socket(sock)))

    class Connection(HTTPConnection):
        def connect(self) -> None:
            super().connect()
            register(self.sock)

    class TLSConnection(HTTPSConnection):
        def connect(self) -> None:
            super().connect()
            register(self.sock)

    class Pool(HTTPConnectionPool):
        ConnectionCls = Connection

    class TLSPool(HTTPSConnectionPool):
        ConnectionCls = TLSConnection

    return {"http": Pool, "https": TLSPool}


class _CancellableAdapter(HTTPAdapter):
    def __init__(self, token: CancelToken, registered: list[Callable[[], None]]) -> None:
        self._pools = _pools_for(token, registered)
        super().__init__(max_retries=0)

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        self.poolmanager.pool_classes_by_scheme = dict(self._pools)

    def proxy_manager_for(self, proxy: str, **proxy_kwargs: Any) -> Any:
        manager = super().proxy_manager_for(proxy, **proxy_kwargs)
        manager.pool_classes_by_scheme = dict(self._pools)
        return manager


@contextlib.contextmanager
def cancellable_session(token: CancelToken) -> Iterator[requests.Session]:
    """A fresh :class:`requests.Session` whose connections ``token`` can shut down (from any
    thread, at any point: connecting, waiting for headers, reading the body). Closed on exit."""
    registered: list[Callable[[], None]] = []
    session = requests.Session()
    adapter = _CancellableAdapter(token, registered)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    try:
        yield session
    finally:
        session.close()
        for unregister in registered:
            unregister()
