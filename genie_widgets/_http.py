"""The one way genie_widgets reaches out over HTTP: checked addresses, own redirects, caps, cancel.

A leaf module (it imports nothing else of ours). Every outbound request — asset previews, the
range reader behind URL tracks, the ENCODE client, the LLM client — goes through :func:`open_url`:

- **Addresses.** Under a guarded :class:`Policy` (what the agent's tools run with), the host is
  resolved once when a connection is made, *every* address it resolves to is checked, and the
  socket connects to an address that was checked (no second lookup a rebinding DNS could change).
  Loopback, private (RFC 1918, fc00::/7), CGNAT (100.64/10), link-local (169.254/16, fe80::/10),
  multicast, unspecified and other non-global addresses are refused with :class:`AddressRefused`
  ("refusing to fetch 169.254.169.254: link-local address"). ``allow_private`` lets loopback,
  private and CGNAT through; link-local (the cloud metadata address) never. Origins the user
  configured (an ENCODE mirror, an LLM endpoint) are listed in ``trusted_origins`` and pass.
  The unguarded default (:data:`USER`) is a user's own Python call: any http(s) address.
- **Redirects** are followed here, never by the HTTP library: each hop's URL is checked again
  (http(s) only, no credentials), and each new connection checks its address as above.
- **Caps.** :func:`read_body` streams with a byte cap, a cap on inflated bytes and one overall
  deadline (monotonic seconds); a server that drips, lies about its length or sends a gzip bomb
  is cut off.
- **Cancel.** A cancel token (any object with ``cancelled`` and ``on_cancel(closer) ->
  unregister``, e.g. the agent's ``CancelToken``) shuts the sockets down from another thread and is
  checked between chunks; :func:`scope` sets the policy and token for the code below it (context
  variables, so one thread's turn does not leak into another's).
"""

from __future__ import annotations

import contextlib
import contextvars
import ipaddress
import socket
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol
from urllib.parse import urljoin, urlsplit

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.exceptions import ConnectTimeoutError, NameResolutionError, NewConnectionError

__all__ = [
    "MAX_REDIRECTS",
    "USER",
    "AddressRefused",
    "BadURL",
    "Body",
    "BodyTooLarge",
    "Cancelled",
    "Client",
    "DeadlineExceeded",
    "HttpError",
    "Policy",
    "address_refusal",
    "agent_policy",
    "check_url",
    "current_cancel",
    "current_policy",
    "iter_body",
    "open_url",
    "origin_of",
    "read_body",
    "scope",
]

MAX_REDIRECTS = 5
_CHUNK = 64 * 1024


# -- errors ------------------------------------------------------------------------------------

class HttpError(OSError):
    """An outbound request that could not be made or read as asked; ``kind`` says why
    (``refused``, ``bad_url``, ``timeout``, ``unreachable``, ``redirects``, ``cancelled``,
    ``too_large``, ``corrupt``)."""

    kind = "unreachable"


class AddressRefused(HttpError):
    """The policy refuses the address a host resolved to (or the literal address in the URL)."""

    kind = "refused"


class BadURL(HttpError):
    kind = "bad_url"


class Cancelled(HttpError):
    kind = "cancelled"


class DeadlineExceeded(HttpError):
    kind = "timeout"


class BodyTooLarge(HttpError):
    kind = "too_large"


class CancelLike(Protocol):
    @property
    def cancelled(self) -> bool: ...

    def on_cancel(self, closer: Callable[[], None]) -> Callable[[], None]: ...


# -- policy ------------------------------------------------------------------------------------

_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")]
_NAT64 = ipaddress.ip_network("64:ff9b::/96")


def _embedded_v4(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address hidden in an IPv6 one (mapped, 6to4, Teredo, NAT64), if any."""
    if not isinstance(ip, ipaddress.IPv6Address):
        return None
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    if ip in _NAT64:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def address_refusal(address: str, allow_private: bool = False) -> str | None:
    """Why a guarded policy refuses ``address`` (an IP literal), e.g. ``"link-local address"``;
    None when it is a public (global unicast) address, or loopback/private with ``allow_private``."""
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.ip_address(address.split("%", 1)[0])
    inner = _embedded_v4(ip)
    if inner is not None:
        ip = inner
    if ip.is_link_local:
        return "link-local address"
    if ip.is_multicast:
        return "multicast address"
    if ip.is_unspecified:
        return "unspecified address"
    if ip.is_loopback:
        return None if allow_private else "loopback address"
    if ip in _CGNAT:
        return None if allow_private else "shared (CGNAT) address"
    if any(ip in net for net in _PRIVATE if net.version == ip.version):
        return None if allow_private else "private address"
    if not ip.is_global:
        return "reserved address"
    return None


def origin_of(url: str) -> str:
    """``scheme://host:port`` of ``url`` (lower case, default port filled in)."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    port = parts.port or (443 if scheme == "https" else 80)
    host = (parts.hostname or "").lower()
    return f"{scheme}://{host}:{port}"


@dataclass(frozen=True)
class Policy:
    """Where requests may go. ``guarded=False`` (:data:`USER`): anywhere over http(s).
    ``guarded=True``: public addresses only, plus loopback/private with ``allow_private``, plus
    the ``trusted_origins`` (``scheme://host:port``) the user configured. Link-local is refused
    under any guarded policy, trusted origins included."""

    guarded: bool = False
    allow_private: bool = False
    trusted_origins: frozenset[str] = field(default_factory=frozenset)

    def trusting(self, *urls: str) -> Policy:
        """This policy with the origins of ``urls`` trusted too."""
        return replace(self, trusted_origins=self.trusted_origins | {origin_of(u) for u in urls if u})

    def refusal(self, scheme: str, host: str, port: int, address: str) -> str | None:
        if not self.guarded:
            return None
        trusted = f"{scheme}://{host.lower()}:{port}" in self.trusted_origins
        reason = address_refusal(address, allow_private=self.allow_private or trusted)
        return reason


USER = Policy()


def agent_policy(allow_private: bool = False, trusted: tuple[str, ...] = ()) -> Policy:
    """The guarded policy the agent's tools run with."""
    return Policy(guarded=True, allow_private=allow_private).trusting(*trusted)


_POLICY: contextvars.ContextVar[Policy] = contextvars.ContextVar("genie_http_policy", default=USER)
_CANCEL: contextvars.ContextVar[CancelLike | None] = contextvars.ContextVar("genie_http_cancel", default=None)


def current_policy() -> Policy:
    return _POLICY.get()


def current_cancel() -> CancelLike | None:
    return _CANCEL.get()


@contextlib.contextmanager
def scope(*, policy: Policy | None = None, cancel: CancelLike | None = None) -> Iterator[None]:
    """Run the block with ``policy`` and/or ``cancel`` as the defaults of :func:`open_url`."""
    tokens = []
    if policy is not None:
        tokens.append((_POLICY, _POLICY.set(policy)))
    if cancel is not None:
        tokens.append((_CANCEL, _CANCEL.set(cancel)))
    try:
        yield
    finally:
        for var, token in reversed(tokens):
            var.reset(token)


def check_url(url: str) -> str:
    """``url`` stripped, if it is an absolute http(s) URL with a host and no credentials;
    :class:`BadURL` saying why not otherwise."""
    if not isinstance(url, str) or not url.strip():
        raise BadURL("the URL is empty; give an absolute http(s) URL")
    url = url.strip()
    if any(ch.isspace() or ord(ch) < 32 for ch in url):
        raise BadURL(f"the URL {url[:200]!r} contains spaces or control characters")
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises on a malformed port
    except ValueError as exc:
        raise BadURL(f"the URL {url[:200]!r} is malformed ({exc})") from None
    if parts.scheme.lower() not in ("http", "https"):
        shown = f"'{parts.scheme}:'" if parts.scheme else "no scheme"
        raise BadURL(f"only http(s) URLs can be read; {url[:200]!r} has {shown}")
    if not parts.hostname:
        raise BadURL(f"the URL {url[:200]!r} has no host")
    if parts.username is not None or parts.password is not None:
        raise BadURL("URLs with a user name or password are not accepted; they would be stored in the project")
    return url


# -- connections that check their address ------------------------------------------------------

@dataclass
class _Guard:
    policy: Policy
    cancel: CancelLike | None
    refused: AddressRefused | None = None
    unregister: list[Callable[[], None]] = field(default_factory=list)


def _shutdown(sock: Any) -> None:
    for step in (lambda: sock.shutdown(socket.SHUT_RDWR), sock.close):
        try:
            step()
        except OSError:
            pass


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
    host, port = conn._dns_host, conn.port  # type: ignore[attr-defined]
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
                guard.unregister.append(guard.cancel.on_cancel(lambda s=sock: _shutdown(s)))
            sock.connect(sockaddr)  # the address checked above, no second lookup
            return sock
        except TimeoutError as exc:
            sock.close()
            raise ConnectTimeoutError(conn, f"connection to {bare} timed out") from exc
        except OSError as exc:
            sock.close()
            error = exc
    raise NewConnectionError(conn, f"Failed to establish a new connection: {error}")


def _pools(guard: _Guard) -> dict[str, type]:
    class Connection(HTTPConnection):
        def _new_conn(self) -> socket.socket:
            return _connect_checked(self, guard, "http")

    class TLSConnection(HTTPSConnection):
        def _new_conn(self) -> socket.socket:
            return _connect_checked(self, guard, "https")

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
        connecting and each wait for data; ``deadline`` (monotonic) bounds the whole exchange."""
        if cancel is not None:
            self.guard.cancel = cancel
        token = self.guard.cancel
        first = current = check_url(url)
        seen = [current]
        for hop in range(max_redirects + 1):
            wait = timeout
            if deadline is not None:
                wait = min(wait, deadline - time.monotonic())
                if wait <= 0:
                    raise DeadlineExceeded(f"timed out before {current} answered")
            if token is not None and token.cancelled:
                raise Cancelled(f"cancelled before fetching {current}")
            self.guard.refused = None
            try:
                response = self.session.request(method, current, headers=headers, data=data, stream=True,
                                                allow_redirects=False, timeout=(min(wait, 10.0), wait))
            except requests.RequestException as exc:
                raise self._translate(exc, current, token) from None
            if not (response.is_redirect and max_redirects > 0):
                response.history_urls = seen[1:]  # type: ignore[attr-defined]
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

    response.close = close  # type: ignore[method-assign]
    return response


# -- bounded reading ---------------------------------------------------------------------------

class _Inflater:
    """Inflates a gzip/deflate stream up to a cap, keeping memory bounded."""

    def __init__(self, encoding: str) -> None:
        wbits = 47 if encoding in ("gzip", "x-gzip") else zlib.MAX_WBITS
        self._z = zlib.decompressobj(wbits)
        self._maybe_raw = encoding == "deflate"  # some servers send deflate without the wrapper

    def feed(self, data: bytes, room: int) -> bytes:
        if room <= 0:
            return b""
        try:
            out = self._z.decompress(self._z.unconsumed_tail + data, room)
        except zlib.error:
            if self._maybe_raw:
                self._z, self._maybe_raw = zlib.decompressobj(-zlib.MAX_WBITS), False
                return self.feed(data, room)
            raise HttpError("the server sent a corrupt compressed body") from None
        self._maybe_raw = False
        return out


@dataclass
class Body:
    """What :func:`read_body` read: ``data`` (inflated when the body was encoded), whether it is
    the whole body, the bytes that came over the wire, and a ``note`` when it was cut short."""

    data: bytes
    complete: bool
    received: int
    inflated: bool
    note: str | None = None


def _set_read_timeout(response: requests.Response, seconds: float) -> None:
    sock = getattr(getattr(response.raw, "connection", None), "sock", None)
    if sock is not None:
        try:
            sock.settimeout(max(0.05, seconds))
        except OSError:
            pass


def iter_body(response: requests.Response, *, max_bytes: int, deadline: float | None = None,
              idle_timeout: float | None = None, cancel: CancelLike | None = None,
              inflate: bool = True) -> Iterator[bytes]:
    """Stream ``response``'s body in chunks, at most ``max_bytes`` bytes in all (after inflating
    a ``Content-Encoding: gzip/deflate`` body when ``inflate``, so a bomb stops at the cap).

    ``deadline`` (monotonic seconds) bounds the whole read, ``idle_timeout`` each wait for data,
    ``cancel`` stops it. Raises :class:`DeadlineExceeded`, :class:`Cancelled`, or
    :class:`BodyTooLarge` (a body longer than ``max_bytes``), :class:`HttpError` when the
    connection breaks."""
    token = cancel if cancel is not None else current_cancel()
    encoding = (response.headers.get("content-encoding") or "").strip().lower()
    inflater = _Inflater(encoding) if inflate and encoding in ("gzip", "x-gzip", "deflate") else None
    total = 0
    unregister = token.on_cancel(lambda: _close_quietly(response)) if token is not None else None
    try:
        while True:
            if token is not None and token.cancelled:
                raise Cancelled(f"cancelled while reading {response.url}")
            wait = idle_timeout
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise DeadlineExceeded(f"stopped at the deadline reading {response.url} (the server was still sending)")
                wait = left if wait is None else min(wait, left)
            if wait is not None:
                _set_read_timeout(response, wait)
            try:
                chunk = response.raw.read1(_CHUNK, decode_content=False)
            except Exception as exc:  # noqa: BLE001 - urllib3 timeouts, resets, a cancelled socket
                if token is not None and token.cancelled:
                    raise Cancelled(f"cancelled while reading {response.url}") from None
                if "timed out" in str(exc).lower() or isinstance(exc, TimeoutError):
                    raise DeadlineExceeded(f"{response.url} sent nothing for {wait or 0:.3g} s; stopped") from None
                raise HttpError(f"the connection to {response.url} broke ({_reason(exc)})") from None
            if not chunk:
                return
            room = max_bytes + 1 - total
            data = inflater.feed(chunk, room) if inflater is not None else chunk[:room]
            if total + len(data) > max_bytes:
                if max_bytes > total:
                    yield data[: max_bytes - total]
                raise BodyTooLarge(f"{response.url} sent more than {max_bytes:,} bytes")
            total += len(data)
            if data:
                yield data
    finally:
        if unregister is not None:
            unregister()


def read_body(response: requests.Response, *, max_bytes: int, deadline: float | None = None,
              idle_timeout: float | None = None, cancel: CancelLike | None = None,
              inflate: bool = True) -> Body:
    """Like :func:`iter_body`, but a body cut short by the cap, the deadline, the idle timeout
    or a broken connection comes back incomplete with a ``note`` (cancelling still raises)."""
    encoding = (response.headers.get("content-encoding") or "").strip().lower()
    inflated = inflate and encoding in ("gzip", "x-gzip", "deflate")
    body = bytearray()
    note: str | None = None
    counter = _Counter(response)
    try:
        for chunk in iter_body(response, max_bytes=max_bytes, deadline=deadline, idle_timeout=idle_timeout,
                               cancel=cancel, inflate=inflate):
            body += chunk
    except BodyTooLarge:
        note = f"cut off at {max_bytes:,} bytes"
    except DeadlineExceeded:
        note = "stopped at the deadline (the server was still sending)"
    except Cancelled:
        raise
    except HttpError as exc:
        note = str(exc)
    complete = note is None
    return Body(bytes(body[:max_bytes]), complete, counter.received(), inflated, note)


class _Counter:
    """Bytes that came over the wire for a response (urllib3 counts them)."""

    def __init__(self, response: requests.Response) -> None:
        self._raw = response.raw

    def received(self) -> int:
        return int(getattr(self._raw, "_fp_bytes_read", 0) or 0)


def _close_quietly(response: requests.Response) -> None:
    sock = getattr(getattr(response.raw, "connection", None), "sock", None)
    if sock is not None:
        _shutdown(sock)
    with contextlib.suppress(Exception):
        response.close()


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    for marker in ("Caused by ", "Failed to establish a new connection: "):
        if marker in text:
            text = text.split(marker)[-1]
    return text.strip("()'\" ")[:200]
