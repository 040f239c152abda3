"""Reading an endpoint's HTTP replies: the body as it arrives, a capped read, the server's own
error message, the ``Retry-After`` delay, and a short reason for a network error. Used by
:class:`~.openai_compat.OpenAICompatible`; sizes in bytes, delays in seconds."""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Iterator

import requests

from .cancel import CancelToken
from .chunks import error_message

MAX_RETRY_AFTER = 60.0  # seconds: a longer Retry-After is waited for this long only
READ_SIZE = 65536  # bytes per read of a streamed body


def body_pieces(response: requests.Response) -> Iterator[bytes]:
    """The body as it arrives: each read returns what is there (at most 64 KiB), never waiting
    to fill a buffer, whether the body is chunked or runs until the connection closes."""
    raw = response.raw
    while True:
        data = raw.read1(READ_SIZE, decode_content=True)
        if not data:
            return
        yield data


def read_limited(response: requests.Response, limit: int, cancel: CancelToken) -> bytes:
    """At most ``limit`` bytes of the body (less when ``cancel`` fires first)."""
    parts: list[bytes] = []
    size = 0
    for data in body_pieces(response):
        parts.append(data)
        size += len(data)
        if size >= limit or cancel.cancelled:
            break
    return b"".join(parts)[:limit]


def server_message(raw: bytes) -> str:
    """The message in an error body: ``{"error": {"message": …}}``, ``{"message": …}``,
    ``{"detail": …}``, or the start of the text."""
    text = raw.decode("utf-8", "replace").strip()
    if not text:
        return ""
    try:
        obj = json.loads(text)
    except ValueError:
        return " ".join(text.split())[:300]
    if isinstance(obj, dict):
        for key in ("error", "message", "detail"):
            if obj.get(key):
                return error_message(obj[key])[:500]
    return " ".join(text.split())[:300]


def retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header (seconds or an HTTP date), at most a minute."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - time.time()
    return max(0.0, min(MAX_RETRY_AFTER, seconds))
