"""Errors, the address policy and the scope it is set in (see :mod:`genie_widgets._http`)."""

from __future__ import annotations

import contextlib
import contextvars
import ipaddress
import math
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol
from urllib.parse import urlsplit

MAX_REDIRECTS = 5


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


class CorruptBody(HttpError):
    """A body whose ``Content-Encoding`` (gzip, deflate) cannot be inflated, or ends early."""

    kind = "corrupt"


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
_DEADLINE: contextvars.ContextVar[tuple[float, float, str] | None] = contextvars.ContextVar("genie_http_deadline",
                                                                                            default=None)


def current_policy() -> Policy:
    return _POLICY.get()


def current_cancel() -> CancelLike | None:
    return _CANCEL.get()


def current_deadline() -> tuple[float, float, str] | None:
    """The deadline of the enclosing :func:`scope`: ``(monotonic seconds, the seconds it was
    given, its hint)``, or None."""
    return _DEADLINE.get()


def effective_deadline(deadline: float | None) -> float | None:
    """The earlier of ``deadline`` (monotonic seconds) and the enclosing scope's deadline."""
    outer = _DEADLINE.get()
    if outer is None:
        return deadline
    return outer[0] if deadline is None else min(deadline, outer[0])


def deadline_message(url: str, deadline: float) -> str:
    """What a read stopped at ``deadline`` says: the scope's seconds when it was the scope's."""
    outer = _DEADLINE.get()
    if outer is not None and outer[0] <= deadline:
        hint = f"; {outer[2]}" if outer[2] else ""
        return (f"stopped after {outer[1]:.3g} s, the time allowed for this read of {url[:200]} (the server was too "
                f"slow{hint})")
    return f"stopped at the deadline reading {url[:200]} (the server was too slow)"


def seconds_from_env(name: str, default: float) -> float:
    """A positive number of seconds from the environment variable ``name`` (``default`` when it is
    unset); a value that is not a positive finite number is a :class:`ValueError` naming it."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"${name} must be a positive number of seconds, not {raw[:40]!r}")
    return value


@contextlib.contextmanager
def scope(*, policy: Policy | None = None, cancel: CancelLike | None = None,
          deadline: float | None = None, since: float | None = None, deadline_hint: str = "") -> Iterator[None]:
    """Run the block with ``policy`` and/or ``cancel`` as the defaults of :func:`open_url`;
    ``deadline`` (seconds from now, or from ``since``, a :func:`time.monotonic` time) bounds every
    request and body read in the block, all together (a scope inside another never extends the
    outer deadline); ``deadline_hint`` is added to the error when it passes (e.g. how to allow
    more time)."""
    tokens: list[tuple[Any, Any]] = []
    if policy is not None:
        tokens.append((_POLICY, _POLICY.set(policy)))
    if cancel is not None:
        tokens.append((_CANCEL, _CANCEL.set(cancel)))
    if deadline is not None:
        at = (time.monotonic() if since is None else since) + deadline
        outer = _DEADLINE.get()
        if outer is None or at < outer[0]:
            tokens.append((_DEADLINE, _DEADLINE.set((at, deadline, deadline_hint))))
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
