"""Reading a response body with a byte cap, an inflation cap, a deadline and cancellation
(see :mod:`genie_widgets._http`)."""

from __future__ import annotations

import contextlib
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass

import requests

from .client import _reason, _shutdown
from .policy import (
    BodyTooLarge,
    Cancelled,
    CancelLike,
    CorruptBody,
    DeadlineExceeded,
    HttpError,
    current_cancel,
    deadline_message,
    effective_deadline,
)

_CHUNK = 64 * 1024


class _Inflater:
    """Inflates a gzip/deflate stream up to a cap, keeping memory bounded. A stream that cannot
    be inflated, or has data after its end, is :class:`CorruptBody`; :attr:`finished` says
    whether it reached its end (several gzip members follow one another)."""

    def __init__(self, encoding: str) -> None:
        self._gzip = encoding in ("gzip", "x-gzip")
        self._z = zlib.decompressobj(47 if self._gzip else zlib.MAX_WBITS)
        self._maybe_raw = encoding == "deflate"  # some servers send deflate without the wrapper
        self._pending = b""
        self.seen = 0

    @property
    def finished(self) -> bool:
        return self.seen == 0 or (self._z.eof and not self._pending)

    def feed(self, data: bytes, room: int) -> bytes:
        self.seen += len(data)
        pending = self._pending + data
        out = bytearray()
        while pending and room - len(out) > 0:
            if self._z.eof:
                if not pending.strip(b"\0"):  # zero padding after the end
                    pending = b""
                    break
                if not (self._gzip and pending[:2] == b"\x1f\x8b"):
                    raise CorruptBody("the server sent data after the end of its compressed body")
                self._z = zlib.decompressobj(47)  # the next gzip member
            try:
                out += self._z.decompress(pending, room - len(out))
            except zlib.error:
                if self._maybe_raw:
                    self._z, self._maybe_raw = zlib.decompressobj(-zlib.MAX_WBITS), False
                    continue
                raise CorruptBody("the server sent a corrupt compressed body (its Content-Encoding data cannot "
                                  "be inflated)") from None
            self._maybe_raw = False
            pending = self._z.unconsumed_tail or self._z.unused_data
        self._pending = pending
        return bytes(out)


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
        with contextlib.suppress(OSError):
            sock.settimeout(max(0.05, seconds))


def iter_body(response: requests.Response, *, max_bytes: int, deadline: float | None = None,
              idle_timeout: float | None = None, cancel: CancelLike | None = None,
              inflate: bool = True) -> Iterator[bytes]:
    """Stream ``response``'s body in chunks, at most ``max_bytes`` bytes in all (after inflating
    a ``Content-Encoding: gzip/deflate`` body when ``inflate``, so a bomb stops at the cap).

    ``deadline`` (monotonic seconds; the enclosing :func:`~.policy.scope`'s deadline when that is
    earlier) bounds the whole read, ``idle_timeout`` each wait for data, ``cancel`` stops it.
    Raises :class:`DeadlineExceeded`, :class:`Cancelled`, :class:`BodyTooLarge` (a body longer
    than ``max_bytes``), :class:`CorruptBody` (an encoded body that cannot be inflated or ends
    early), :class:`HttpError` when the connection breaks."""
    token = cancel if cancel is not None else current_cancel()
    deadline = effective_deadline(deadline)
    url = str(response.url)[:200]
    encoding = (response.headers.get("content-encoding") or "").strip().lower()
    inflater = _Inflater(encoding) if inflate and encoding in ("gzip", "x-gzip", "deflate") else None
    total = 0
    unregister = token.on_cancel(lambda: _close_quietly(response)) if token is not None else None
    try:
        while True:
            if token is not None and token.cancelled:
                raise Cancelled(f"cancelled while reading {url}")
            wait = idle_timeout
            if deadline is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise DeadlineExceeded(deadline_message(url, deadline))
                wait = left if wait is None else min(wait, left)
            if wait is not None:
                _set_read_timeout(response, wait)
            try:
                chunk = response.raw.read1(_CHUNK, decode_content=False)
            except Exception as exc:
                if token is not None and token.cancelled:
                    raise Cancelled(f"cancelled while reading {url}") from None
                if "timed out" in str(exc).lower() or isinstance(exc, TimeoutError):
                    if deadline is not None and time.monotonic() >= deadline - 0.01:
                        raise DeadlineExceeded(deadline_message(url, deadline)) from None
                    raise DeadlineExceeded(f"{url} sent nothing for {wait or 0:.3g} s; stopped") from None
                raise HttpError(f"the connection to {url} broke ({_reason(exc)})") from None
            if not chunk:
                if token is not None and token.cancelled:  # Stop shut the socket: an end, but not the body's
                    raise Cancelled(f"cancelled while reading {url}")
                if inflater is not None and not inflater.finished:
                    raise CorruptBody(f"{url} sent a compressed body that ends before its compressed stream does "
                                      "(cut short or corrupt)")
                return
            room = max_bytes + 1 - total
            try:
                data = inflater.feed(chunk, room) if inflater is not None else chunk[:room]
            except CorruptBody as exc:
                raise CorruptBody(f"{url}: {exc}") from None
            if total + len(data) > max_bytes:
                if max_bytes > total:
                    yield data[: max_bytes - total]
                raise BodyTooLarge(f"{url} sent more than {max_bytes:,} bytes")
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
    or a broken connection comes back incomplete with a ``note`` (cancelling and a corrupt
    encoded body still raise: :class:`Cancelled`, :class:`CorruptBody`)."""
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
    except (Cancelled, CorruptBody):
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
