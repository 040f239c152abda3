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
  compress (``Accept-Encoding: identity``); an encoded body that cannot be inflated, or ends
  before its compressed stream does, and a gzip file whose start cannot be inflated, are
  :class:`RemoteSourceError`, never an empty preview.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass, field
from email.message import Message

import requests

from .. import _http

__all__ = ["MAX_REDIRECTS", "FetchedHead", "RemoteSourceError", "check_http_url", "fetch_head"]

MAX_REDIRECTS = _http.MAX_REDIRECTS
USER_AGENT = "genie_widgets-asset-preview"


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
    try:
        return _http.check_url(url)
    except _http.HttpError as exc:
        raise RemoteSourceError(str(exc)) from None


def _content_type_parts(value: str | None) -> tuple[str | None, str | None]:
    if not value:
        return None, None
    msg = Message()
    msg["content-type"] = value
    charset = msg.get_param("charset")
    return value, str(charset) if isinstance(charset, str) else None


def fetch_head(
    url: str,
    *,
    max_bytes: int,
    timeout: float,
    max_redirects: int = MAX_REDIRECTS,
    policy: _http.Policy | None = None,
) -> FetchedHead:
    """Read at most ``max_bytes`` of ``url``'s body within ``timeout`` seconds (see the module
    docstring) through :mod:`genie_widgets._http` under ``policy`` (default: the current one, so
    a tool's fetch refuses non-public addresses). HTTP errors, refused addresses, refused
    connections, timeouts before the body starts, bad URLs and redirect trouble raise
    :class:`RemoteSourceError`; a body cut short by the cap, the deadline or the server comes
    back with ``complete=False`` and a ``note``."""
    requested = check_http_url(url)
    deadline = time.monotonic() + timeout
    headers = {"Accept-Encoding": "identity", "Accept": "*/*"}
    try:
        response = _http.open_url(requested, headers=headers, timeout=timeout, deadline=deadline,
                                  max_redirects=max_redirects, policy=policy, user_agent=USER_AGENT)
    except _http.DeadlineExceeded:
        raise RemoteSourceError(f"timed out after {timeout:g} s waiting for {requested}") from None
    except _http.HttpError as exc:
        raise RemoteSourceError(str(exc)) from None
    try:
        seen = [requested, *getattr(response, "history_urls", [])]
        return _read_body(response, requested, seen, max_bytes, deadline, timeout)
    finally:
        response.close()


def _read_body(response: requests.Response, requested: str, seen: list[str], max_bytes: int,
               deadline: float, timeout: float) -> FetchedHead:
    final = seen[-1]
    if response.status_code >= 400:
        reason = f" {response.reason}" if response.reason else ""
        raise RemoteSourceError(f"{final} answered HTTP {response.status_code}{reason}")
    content_type, charset = _content_type_parts(response.headers.get("content-type"))
    declared = response.headers.get("content-length")
    content_length = int(declared) if declared and declared.strip().isdigit() else None
    try:
        body = _http.read_body(response, max_bytes=max_bytes, deadline=deadline)
    except _http.HttpError as exc:  # a corrupt Content-Encoding included: an error, not an empty preview
        raise RemoteSourceError(str(exc)) from None
    note = body.note
    if note is not None:
        if note.startswith("stopped"):
            note = f"stopped after {timeout:g} s (the server was still sending)"
        elif note.startswith("cut off"):
            note = f"cut off at {max_bytes:,} bytes (the preview limit)"
        elif note == "cancelled":
            raise RemoteSourceError(f"cancelled while reading {final}")
    data, complete, compressed = body.data, body.complete, body.inflated
    if not compressed and data[:2] == b"\x1f\x8b":  # a gzip file: show what is inside
        try:  # as textpeek.gunzip_head, but corrupt data is an error, not an empty preview
            data = zlib.decompressobj(47).decompress(data, max_bytes)
        except zlib.error:
            raise RemoteSourceError(f"{final[:200]} sent gzip data that cannot be inflated (corrupt)") from None
        compressed = True
        complete = complete and len(data) < max_bytes
    return FetchedHead(
        url=requested, final_url=final, status=response.status_code, content_type=content_type, charset=charset,
        content_length=content_length, body=data, complete=complete, bytes_received=body.received,
        compressed=compressed, redirects=seen[1:], note=note,
    )
