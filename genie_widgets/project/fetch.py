"""Reading the start of a remote source, with hard limits.

:func:`fetch_head` is the only way the asset tools touch the network. It accepts absolute
``http``/``https`` URLs only (no credentials in them), follows at most :data:`MAX_REDIRECTS`
redirects itself (each hop is checked again, loops are named), and reads the body as a stream:

- at most ``max_bytes`` bytes are kept, whatever ``Content-Length`` claims; a server that sends
  more, or never stops, is cut off at the cap and the result says ``complete=False``;
- the whole exchange, from connecting to the last byte, has one deadline (``timeout`` seconds);
  a server that drips its body slowly is cut off when it passes;
- compressed bodies (``Content-Encoding: gzip``/``deflate``, or a gzip file) are inflated only
  up to the same cap, so a small "zip bomb" cannot fill memory. The server is asked not to
  compress (``Accept-Encoding: identity``).
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass, field
from email.message import Message
from urllib.parse import urljoin, urlsplit

import requests
import urllib3

from .textpeek import gunzip_head

__all__ = ["MAX_REDIRECTS", "RemoteSourceError", "FetchedHead", "check_http_url", "fetch_head"]

MAX_REDIRECTS = 5
USER_AGENT = "genie_widgets-asset-preview"
_CHUNK = 64 * 1024


class RemoteSourceError(OSError):
    """A remote source that cannot be read as asked (bad URL, refused, failed, too many redirects)."""


@dataclass
class FetchedHead:
    """The start of a remote source.

    ``body`` holds at most the requested number of bytes (inflated when the source was
    compressed); ``complete`` says it is the whole body; ``bytes_received`` counts the bytes that
    came over the wire; ``content_length`` is what the server declared (it may be wrong).
    """

    url: str
    final_url: str
    status: int
    content_type: str | None
    charset: str | None
    content_length: int | None
    body: bytes
    complete: bool
    bytes_received: int
    compressed: bool = False
    redirects: list[str] = field(default_factory=list)
    note: str | None = None

    @property
    def mime_type(self) -> str:
        return (self.content_type or "").split(";")[0].strip().lower()

    @property
    def size(self) -> int | None:
        """The body's size when known: all bytes read, else the declared length."""
        if self.complete and not self.compressed:
            return len(self.body)
        return self.content_length


def check_http_url(url: str) -> str:
    """``url`` stripped, if it is an absolute http(s) URL with a host and no user name or
    password; :class:`RemoteSourceError` saying why not otherwise."""
    if not isinstance(url, str) or not url.strip():
        raise RemoteSourceError("the URL is empty; give an absolute http(s) URL")
    url = url.strip()
    if any(ch.isspace() or ord(ch) < 32 for ch in url):
        raise RemoteSourceError(f"the URL {url!r} contains spaces or control characters")
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises on a malformed port
    except ValueError as exc:
        raise RemoteSourceError(f"the URL {url!r} is malformed ({exc})") from None
    if parts.scheme.lower() not in ("http", "https"):
        shown = f"'{parts.scheme}:'" if parts.scheme else "no scheme"
        raise RemoteSourceError(f"only http(s) URLs can be read; {url!r} has {shown}")
    if not parts.hostname:
        raise RemoteSourceError(f"the URL {url!r} has no host")
    if parts.username is not None or parts.password is not None:
        raise RemoteSourceError(
            "URLs with a user name or password are not accepted; they would be stored in the project"
        )
    return url


def _content_type_parts(value: str | None) -> tuple[str | None, str | None]:
    if not value:
        return None, None
    msg = Message()
    msg["content-type"] = value
    charset = msg.get_param("charset")
    return value, str(charset) if isinstance(charset, str) else None


def _set_read_timeout(response: requests.Response, seconds: float) -> None:
    """Bound the next socket read by ``seconds`` (best effort: the connection may be gone)."""
    connection = getattr(response.raw, "connection", None)
    sock = getattr(connection, "sock", None)
    if sock is not None:
        try:
            sock.settimeout(max(0.05, seconds))
        except OSError:
            pass


class _Inflater:
    """Inflates a gzip/deflate stream up to a cap, keeping memory bounded."""

    def __init__(self, encoding: str) -> None:
        wbits = 47 if encoding in ("gzip", "x-gzip") else zlib.MAX_WBITS  # deflate: zlib-wrapped
        self._z = zlib.decompressobj(wbits)
        self._may_be_raw_deflate = encoding == "deflate"  # some servers send deflate without the wrapper

    def feed(self, data: bytes, room: int) -> bytes:
        """Up to ``room`` more inflated bytes, given the next compressed ``data``."""
        if room <= 0:
            return b""
        try:
            out = self._z.decompress(self._z.unconsumed_tail + data, room)
        except zlib.error:
            if self._may_be_raw_deflate:
                self._z = zlib.decompressobj(-zlib.MAX_WBITS)
                self._may_be_raw_deflate = False
                return self.feed(data, room)
            raise RemoteSourceError("the server sent a corrupt compressed body") from None
        self._may_be_raw_deflate = False
        return out


def fetch_head(
    url: str,
    *,
    max_bytes: int,
    timeout: float,
    max_redirects: int = MAX_REDIRECTS,
    session: requests.Session | None = None,
) -> FetchedHead:
    """Read at most ``max_bytes`` of ``url``'s body within ``timeout`` seconds (see the module
    docstring). HTTP errors, refused connections, timeouts before the body starts, bad URLs and
    redirect trouble raise :class:`RemoteSourceError`; a body cut short by the cap, the deadline
    or the server comes back with ``complete=False`` and a ``note``."""
    requested = check_http_url(url)
    deadline = time.monotonic() + timeout
    own_session = session is None
    http = session or requests.Session()
    headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity", "Accept": "*/*"}
    seen = [requested]
    current = requested
    try:
        for hop in range(max_redirects + 1):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RemoteSourceError(f"timed out after {timeout:g} s before {current} answered")
            try:
                response = http.get(current, headers=headers, stream=True, allow_redirects=False,
                                    timeout=(min(remaining, 10.0), remaining))
            except requests.exceptions.Timeout:
                raise RemoteSourceError(f"timed out after {timeout:g} s waiting for {current}") from None
            except requests.exceptions.InvalidURL as exc:
                raise RemoteSourceError(f"the URL {current!r} is malformed ({exc})") from None
            except requests.exceptions.RequestException as exc:
                raise RemoteSourceError(f"could not reach {current}: {_reason(exc)}") from None
            if response.is_redirect:
                target = urljoin(current, response.headers.get("location", ""))
                response.close()
                try:
                    target = check_http_url(target)
                except RemoteSourceError as exc:
                    raise RemoteSourceError(f"{current} redirects to a URL that cannot be followed: {exc}") from None
                if target in seen:
                    raise RemoteSourceError(f"{requested} redirects in a loop (back to {target})")
                if hop == max_redirects:
                    raise RemoteSourceError(f"{requested} redirects more than {max_redirects} times; stopped")
                seen.append(target)
                current = target
                continue
            break
        try:
            return _read_body(response, requested, seen, max_bytes, deadline, timeout)
        finally:
            response.close()
    finally:
        if own_session:
            http.close()


def _read_body(response: requests.Response, requested: str, seen: list[str], max_bytes: int,
               deadline: float, timeout: float) -> FetchedHead:
    final = seen[-1]
    if response.status_code >= 400:
        reason = f" {response.reason}" if response.reason else ""
        raise RemoteSourceError(f"{final} answered HTTP {response.status_code}{reason}")
    content_type, charset = _content_type_parts(response.headers.get("content-type"))
    declared = response.headers.get("content-length")
    content_length = int(declared) if declared and declared.strip().isdigit() else None
    encoding = (response.headers.get("content-encoding") or "").strip().lower()
    inflater = _Inflater(encoding) if encoding in ("gzip", "x-gzip", "deflate") else None
    body = bytearray()
    received = 0
    complete = False
    note = None
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            note = f"stopped after {timeout:g} s (the server was still sending)"
            break
        _set_read_timeout(response, remaining)
        try:
            chunk = response.raw.read1(_CHUNK, decode_content=False)
        except (urllib3.exceptions.ReadTimeoutError, TimeoutError):
            note = f"stopped after {timeout:g} s (the server was still sending)"
            break
        except urllib3.exceptions.ProtocolError as exc:
            note = f"the server closed the connection early ({_reason(exc)})"
            break
        except OSError as exc:
            note = f"reading stopped: {_reason(exc)}"
            break
        if not chunk:
            complete = True
            break
        received += len(chunk)
        if inflater is not None:
            body += inflater.feed(chunk, max_bytes + 1 - len(body))
        else:
            body += chunk[: max_bytes + 1 - len(body)]
        if len(body) > max_bytes:
            note = f"cut off at {max_bytes:,} bytes (the preview limit)"
            break
    if len(body) > max_bytes:
        del body[max_bytes:]
        complete = False
    compressed = inflater is not None
    data = bytes(body)
    if inflater is None and data[:2] == b"\x1f\x8b":  # a gzip file: show what is inside
        data = gunzip_head(data, max_bytes)
        compressed = True
        complete = complete and len(data) < max_bytes
    return FetchedHead(
        url=requested, final_url=final, status=response.status_code, content_type=content_type, charset=charset,
        content_length=content_length, body=data, complete=complete, bytes_received=received,
        compressed=compressed, redirects=seen[1:], note=note,
    )


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    # requests nests urllib3's long messages; the last clause is the useful one.
    for marker in ("Caused by ", "Failed to establish a new connection: "):
        if marker in text:
            text = text.split(marker)[-1]
    return text.strip("()'\" ")[:200]
