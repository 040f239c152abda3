"""Connections that check their address, the client that follows redirects itself, and
:func:`open_url` (see :mod:`genie_widgets._http`)."""

from __future__ import annotations

import contextlib
import contextvars
import functools
import ipaddress
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.exceptions import (
    ConnectTimeoutError,
    NameResolutionError,
    NewConnectionError,
)

from . import watchdog
from .policy import (
    MAX_REDIRECTS,
    AddressRefused,
    BadURL,
    Cancelled,
    CancelLike,
    DeadlineExceeded,
    HttpError,
    Policy,
    check_url,
    current_cancel,
    current_policy,
    deadline_message,
    effective_deadline,
)

#: The deadline of the request :meth:`Client.request` is sending (monotonic seconds), for the
#: connection's watchdog; outside it, the enclosing scope's deadline is used.
_REQUEST_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar("genie_http_request_deadline",
                                                                                 default=None)


@dataclass
class _Guard:
    policy: Policy
    cancel: CancelLike | None
    refused: AddressRefused | None = None
    unregister: list[Callable[[], None]] = field(default_factory=list)


def _shutdown(sock: Any) -> None:
    for step in (lambda: sock.shutdown(socket.SHUT_RDWR), sock.close):
        with contextlib.suppress(OSError):
            step()


def _literal(host: str, port: int) -> list[tuple[Any, ...]] | None:
    """The one address of an IP-literal host (no lookup), or None for a name."""
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None
    if ip.version == 4:
        return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", (host, port))]
    return [(socket.AF_INET6, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", (host, port, 0, 0))]


def _connect_checked(conn: HTTPConnection, guard: _Guard, scheme: str) -> socket.socket:
    host, port = conn._dns_host, conn.port
    bare = host.strip("[]")
    answers = _literal(bare, port)
    if answers is None:
        try:
            answers = socket.getaddrinfo(bare, port, 0, socket.SOCK_STREAM)
        except socket.gaierror as exc:
            raise NameResolutionError(conn.host, conn, exc) from exc
    for *_, sockaddr in answers:  # every answer is checked: one bad one refuses the host
        reason = guard.policy.refusal(scheme, bare, port, sockaddr[0])
        if reason is not None:
            shown = bare if bare == sockaddr[0] else f"{bare} ({sockaddr[0]})"
            guard.refused = AddressRefused(f"refusing to fetch {shown}: {reason}")
            raise NewConnectionError(conn, str(guard.refused))
    if guard.cancel is not None and guard.cancel.cancelled:
        raise NewConnectionError(conn, "cancelled")
    error: OSError | None = None
    for family, kind, proto, _canon, sockaddr in answers:
        sock = socket.socket(family, kind, proto)
        try:
            for option in conn.socket_options or ():
                sock.setsockopt(*option)
            timeout = conn.timeout if isinstance(conn.timeout, (int, float)) else None
            sock.settimeout(timeout)
            if guard.cancel is not None:
                guard.unregister.append(guard.cancel.on_cancel(functools.partial(_shutdown, sock)))
            sock.connect(sockaddr)  # the address checked above, no second lookup
            return sock
        except TimeoutError as exc:
            sock.close()
            raise ConnectTimeoutError(conn, f"connection to {bare} timed out") from exc
        except OSError as exc:
            sock.close()
            error = exc
    raise NewConnectionError(conn, f"Failed to establish a new connection: {error}")


def _watched(conn: HTTPConnection, call: Callable[[], Any]) -> Any:
    """``call()`` (sending a request or reading its status line and headers) with the socket
    shut down by the watchdog when the request's deadline passes: per-read timeouts alone let a
    server drip its headers forever. A shut-down read becomes a timeout (urllib3's
    ``ReadTimeoutError``)."""
    deadline = _REQUEST_DEADLINE.get() or effective_deadline(None)
    if deadline is None:
        return call()
    fired: list[bool] = []

    def fire() -> None:
        fired.append(True)
        sock = getattr(conn, "sock", None)
        if sock is not None:
            _shutdown(sock)

    disarm = watchdog.arm(deadline, fire)
    try:
        return call()
    except Exception:
        if fired:
            raise TimeoutError("the deadline passed while waiting for the answer") from None
        raise
    finally:
        disarm()


def _pools(guard: _Guard) -> dict[str, type]:
    class Connection(HTTPConnection):
        def _new_conn(self) -> socket.socket:
            return _connect_checked(self, guard, "http")

        def request(self, *args: Any, **kwargs: Any) -> None:
            _watched(self, lambda: super(Connection, self).request(*args, **kwargs))

        def getresponse(self) -> Any:
            return _watched(self, super().getresponse)

    class TLSConnection(HTTPSConnection):
        def _new_conn(self) -> socket.socket:
            return _connect_checked(self, guard, "https")

        def request(self, *args: Any, **kwargs: Any) -> None:
            _watched(self, lambda: super(TLSConnection, self).request(*args, **kwargs))

        def getresponse(self) -> Any:
            return _watched(self, super().getresponse)

    class Pool(HTTPConnectionPool):
        ConnectionCls = Connection

    class TLSPool(HTTPSConnectionPool):
        ConnectionCls = TLSConnection

    return {"http": Pool, "https": TLSPool}


class _GuardedAdapter(HTTPAdapter):
    def __init__(self, guard: _Guard) -> None:
        self._pool_classes = _pools(guard)
        super().__init__(max_retries=0)

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        self.poolmanager.pool_classes_by_scheme = dict(self._pool_classes)

    def proxy_manager_for(self, proxy: str, **proxy_kwargs: Any) -> Any:
        manager = super().proxy_manager_for(proxy, **proxy_kwargs)
        manager.pool_classes_by_scheme = dict(self._pool_classes)
        return manager


class Client:
    """A :class:`requests.Session` whose connections check their addresses against ``policy`` and
    that ``cancel`` can shut down. Guarded sessions ignore proxy settings and ``.netrc`` from the
    environment (a proxy would hide the address). Close it when done (or use it as a context)."""

    def __init__(self, policy: Policy | None = None, cancel: CancelLike | None = None,
                 user_agent: str = "genie_widgets") -> None:
        self.guard = _Guard(policy or current_policy(), cancel if cancel is not None else current_cancel())
        self.session = requests.Session()
        self.session.trust_env = not self.guard.policy.guarded
        self.session.headers["User-Agent"] = user_agent
        adapter = _GuardedAdapter(self.guard)
        self.session.mount("http://", adapter)
        self.session.mount("https://", adapter)

    @property
    def policy(self) -> Policy:
        return self.guard.policy

    def close(self) -> None:
        self.session.close()
        for unregister in self.guard.unregister:
            unregister()
        self.guard.unregister.clear()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request(self, url: str, *, method: str = "GET", headers: dict[str, str] | None = None,
                data: bytes | None = None, timeout: float = 12.0, deadline: float | None = None,
                max_redirects: int = MAX_REDIRECTS, cancel: CancelLike | None = None) -> requests.Response:
        """Send ``method url`` and return the (streamed, unread) final response, following up to
        ``max_redirects`` redirects here (0: a redirect is returned as is). ``timeout`` bounds
        connecting and each wait for data; ``deadline`` (monotonic; the enclosing
        :func:`~.policy.scope`'s when that is earlier) bounds the whole exchange up to the
        headers, a watchdog shutting the socket down when it passes."""
        # The token of *this* request (given, else the caller's scope): a long-lived client (a
        # track's range reader) must not keep a finished turn's token, cancelled or not.
        self.guard.cancel = cancel if cancel is not None else current_cancel()
        token = self.guard.cancel
        deadline = effective_deadline(deadline)
        first = current = check_url(url)
        seen = [current]
        for hop in range(max_redirects + 1):
            wait = timeout
            if deadline is not None:
                wait = min(wait, deadline - time.monotonic())
                if wait <= 0:
                    raise DeadlineExceeded(deadline_message(current, deadline))
            if token is not None and token.cancelled:
                raise Cancelled(f"cancelled before fetching {current}")
            self.guard.refused = None
            armed = _REQUEST_DEADLINE.set(deadline)
            try:
                response = self.session.request(method, current, headers=headers, data=data, stream=True,
                                                allow_redirects=False, timeout=(min(wait, 10.0), wait))
            except requests.RequestException as exc:
                if deadline is not None and time.monotonic() >= deadline - 0.01 and self.guard.refused is None:
                    raise DeadlineExceeded(deadline_message(current, deadline)) from None
                raise self._translate(exc, current, token) from None
            finally:
                _REQUEST_DEADLINE.reset(armed)
            if not (response.is_redirect and max_redirects > 0):
                response.history_urls = seen[1:]  # type: ignore[attr-defined]  # our note on requests' Response
                return response
            target = urljoin(current, response.headers.get("location", ""))
            response.close()
            try:
                target = check_url(target)
            except BadURL as exc:
                raise BadURL(f"{current} redirects to a URL that cannot be followed: {exc}") from None
            if target in seen:
                raise HttpError(f"{first} redirects in a loop (back to {target})")
            if hop == max_redirects:
                raise HttpError(f"{first} redirects more than {max_redirects} times; stopped")
            seen.append(target)
            current = target
            if method not in ("GET", "HEAD"):
                method, data = "GET", None
        raise AssertionError("unreachable")  # pragma: no cover

    def _translate(self, exc: Exception, url: str, token: CancelLike | None) -> HttpError:
        if self.guard.refused is not None:
            return self.guard.refused
        if token is not None and token.cancelled:
            return Cancelled(f"cancelled while fetching {url}")
        if isinstance(exc, requests.Timeout):
            out: HttpError = DeadlineExceeded(f"timed out waiting for {url}")
        elif isinstance(exc, requests.exceptions.InvalidURL):
            out = BadURL(f"the URL {url[:200]!r} is malformed")
        else:
            out = HttpError(f"could not reach {url}: {_reason(exc)}")
        return out


def open_url(url: str, **kwargs: Any) -> requests.Response:
    """One request with a fresh :class:`Client` under the current policy and cancel token (see
    :meth:`Client.request`); the response keeps its client alive and closes it when closed."""
    client = Client(kwargs.pop("policy", None), kwargs.pop("cancel", None),
                    kwargs.pop("user_agent", "genie_widgets"))
    try:
        response = client.request(url, **kwargs)
    except BaseException:
        client.close()
        raise
    original_close = response.close

    def close() -> None:
        original_close()
        client.close()

    response.close = close  # type: ignore[method-assign]  # close the client with the response
    return response


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    for marker in ("Caused by ", "Failed to establish a new connection: "):
        if marker in text:
            text = text.split(marker)[-1]
    return text.strip("()'\" ")[:200]
