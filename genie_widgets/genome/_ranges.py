"""Random-access byte sources (local file, HTTP range requests); the download cache and the public
names of all of it are in :mod:`.remote`.

Everything here raises :class:`~.errors.TrackSourceError` with a message a user can act on:
missing file, unreachable host, HTTP status, truncated file.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Protocol

from .errors import TrackSourceError

__all__ = [
    "DEFAULT_TIMEOUT",
    "DEFAULT_TRANSFER_DEADLINE",
    "DEFAULT_URL_DEADLINE",
    "TRANSFER_DEADLINE_HINT",
    "URL_DEADLINE_HINT",
    "ByteSource",
    "HttpRangeFile",
    "LocalFile",
    "RangeStore",
    "RangesUnsupported",
    "RemoteFile",
    "is_url",
    "transfer_deadline",
    "url_deadline",
]

#: Seconds to wait for a server to connect and to send each chunk; also the total time of one
#: range request, from connecting to the last byte.
DEFAULT_TIMEOUT = 12.0
#: Environment variables (seconds) and defaults for the total time of: opening or adding a URL
#: track (every request it makes, a text file's download included); and one longer transfer: a
#: whole-file download, one file's pin, one call of a URL track's reader (all its range requests).
URL_DEADLINE_ENV = "GENIE_WIDGETS_URL_DEADLINE"
DEFAULT_URL_DEADLINE = 60.0
TRANSFER_DEADLINE_ENV = "GENIE_WIDGETS_TRANSFER_DEADLINE"
DEFAULT_TRANSFER_DEADLINE = 600.0
_PAGE = 1 << 16  # HTTP cache page (64 KiB)
_MAX_PAGES = 512  # 32 MiB of cached pages per remote file
#: Largest file :func:`download_to_cache` keeps (bytes); a longer body is an error.
MAX_DOWNLOAD = 16 << 30


class RangesUnsupported(TrackSourceError):
    """The server answered a ``Range`` request with the whole file (or another status than 206):
    the caller may download it whole instead."""


class ByteSource(Protocol):
    """Random access to the bytes of a file. ``read`` returns exactly ``length`` bytes."""

    name: str
    size: int

    def read(self, offset: int, length: int) -> bytes: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class RemoteFile:
    """What the server said about a remote file when it was first probed: its size in bytes and
    its ``ETag`` / ``Last-Modified`` headers (``None`` when not sent)."""

    url: str
    size: int
    etag: str | None = None
    last_modified: str | None = None


class RangeStore(Protocol):
    """An optional store of byte ranges that :class:`HttpRangeFile` consults before the network.

    The hook, exactly: ``size(url)`` — the file's size when the store holds its first bytes
    (then no probe request is made); ``read(url, offset, length)`` — those bytes, or ``None`` to
    ask the server; ``fetched(url, offset, data, remote)`` — called with every range the server
    sent (it may raise :class:`TrackSourceError`, e.g. when the file changed on the server);
    ``unreachable(url, offset, length, error)`` — the error to raise instead of ``error`` when the
    server could not be reached for bytes the store does not hold. Optionally
    ``downloaded(url, path)`` — called with the local copy of a URL (the download cache) before it
    is read; it may raise :class:`TrackSourceError` (e.g. a pinned download that was altered).
    Offsets are 0-based byte positions; ``length`` is in bytes.
    """

    def size(self, url: str) -> int | None: ...

    def read(self, url: str, offset: int, length: int) -> bytes | None: ...

    def fetched(self, url: str, offset: int, data: bytes, remote: RemoteFile) -> None: ...

    def unreachable(self, url: str, offset: int, length: int, error: TrackSourceError) -> Exception: ...


def is_url(source: object) -> bool:
    """True for an ``http://`` or ``https://`` URL string."""
    return isinstance(source, str) and source.lower().startswith(("http://", "https://"))


#: What a deadline error of :func:`url_deadline` / :func:`transfer_deadline` adds.
URL_DEADLINE_HINT = f"${URL_DEADLINE_ENV} allows more"
TRANSFER_DEADLINE_HINT = f"${TRANSFER_DEADLINE_ENV} allows more"


def url_deadline() -> float:
    """Seconds opening or adding one URL track may take in all (``$GENIE_WIDGETS_URL_DEADLINE``,
    default :data:`DEFAULT_URL_DEADLINE`)."""
    from .. import _http

    return _http.seconds_from_env(URL_DEADLINE_ENV, DEFAULT_URL_DEADLINE)


def transfer_deadline() -> float:
    """Seconds one longer transfer may take (``$GENIE_WIDGETS_TRANSFER_DEADLINE``, default
    :data:`DEFAULT_TRANSFER_DEADLINE`): a whole-file download, one file's pin, one call of a URL
    track's reader. An enclosing, earlier deadline still holds."""
    from .. import _http

    return _http.seconds_from_env(TRANSFER_DEADLINE_ENV, DEFAULT_TRANSFER_DEADLINE)


def _check_range(name: str, size: int, offset: int, length: int) -> None:
    """A read past the end (or before the start) means the file is truncated or corrupt."""
    if offset < 0 or offset + length > size:
        raise TrackSourceError(
            f"{name} is truncated or corrupt: needed bytes {offset:,}-{offset + length:,} "
            f"but the file has {size:,} bytes"
        )


class LocalFile:
    """A local file read with ``os.pread`` (thread-safe, no shared file position)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.name = str(path)
        try:
            self._fd = os.open(self.name, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except FileNotFoundError:
            raise TrackSourceError(f"file not found: {self.name}") from None
        except IsADirectoryError:
            raise TrackSourceError(f"{self.name} is a folder, not a track file") from None
        except PermissionError:
            raise TrackSourceError(f"permission denied reading {self.name}") from None
        except OSError as exc:
            raise TrackSourceError(f"cannot open {self.name}: {exc.strerror or exc}") from None
        info = os.fstat(self._fd)
        self.size = info.st_size
        self._stamp = (info.st_size, info.st_mtime_ns)
        if os.path.isdir(self.name):  # pragma: no cover - os.open on a dir fails on Linux
            self.close()
            raise TrackSourceError(f"{self.name} is a folder, not a track file")

    def check_unchanged(self) -> None:
        """Raise :class:`TrackSourceError` when the open file was rewritten in place since it was
        opened (its size or modification time differ): what was read and cached from it before
        (header, index, decoded blocks) would no longer match it. A file replaced by a new one
        under the same name is not this file: this handle keeps reading the old one, consistently.
        One ``fstat`` (about a microsecond)."""
        info = os.fstat(self._fd) if self._fd >= 0 else None
        if info is not None and (info.st_size, info.st_mtime_ns) != self._stamp:
            raise TrackSourceError(
                f"{self.name} changed on disk after it was opened ({self._stamp[0]:,} -> {info.st_size:,} bytes); "
                "open it again to read the new contents"
            )

    def read(self, offset: int, length: int) -> bytes:
        if length <= 0:
            return b""
        _check_range(self.name, self.size, offset, length)
        self.check_unchanged()
        chunks = []
        remaining, position = length, offset
        while remaining:
            chunk = os.pread(self._fd, remaining, position)
            if not chunk:
                raise TrackSourceError(f"{self.name}: unexpected end of file at byte {position:,}")
            chunks.append(chunk)
            remaining -= len(chunk)
            position += len(chunk)
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)

    def read_into(self, offset: int, length: int, buffer: bytearray) -> memoryview:
        """:meth:`read` into ``buffer`` (at least ``length`` bytes long) instead of new bytes —
        no fresh pages to fault in for every large read; returns a view of the bytes read."""
        view = memoryview(buffer)[:length]
        if length <= 0:
            return view
        _check_range(self.name, self.size, offset, length)
        self.check_unchanged()
        if not hasattr(os, "preadv"):  # pragma: no cover - Windows, older macOS
            view[:] = self.read(offset, length)
            return view
        done = 0
        while done < length:
            got = os.preadv(self._fd, [view[done:]], offset + done)
            if not got:
                raise TrackSourceError(f"{self.name}: unexpected end of file at byte {offset + done:,}")
            done += got
        return view

    def close(self) -> None:
        fd, self._fd = getattr(self, "_fd", -1), -1
        if fd >= 0:
            os.close(fd)

    def __del__(self) -> None:  # pragma: no cover - best effort
        with contextlib.suppress(Exception):
            self.close()


def _client():
    """An HTTP client under the current network policy (:mod:`genie_widgets._http`)."""
    from .. import _http

    return _http.Client(user_agent="genie_widgets-genome")


def _http_error(url: str, exc: Exception, timeout: float = DEFAULT_TIMEOUT) -> TrackSourceError:
    from .. import _http

    if isinstance(exc, _http.AddressRefused):
        return TrackSourceError(str(exc))
    if isinstance(exc, _http.Cancelled):
        return TrackSourceError(f"cancelled while reading {url}")
    if isinstance(exc, _http.DeadlineExceeded):
        if str(exc).startswith("stopped after"):  # the enclosing scope's deadline: it says which
            return TrackSourceError(str(exc)[:400])
        return TrackSourceError(
            f"timed out after {timeout:g} s reading {url[:200]}; the server is slow or unreachable"
        )
    if isinstance(exc, _http.CorruptBody):
        return TrackSourceError(f"cannot read {url[:200]}: {_short(exc)}")
    if isinstance(exc, _http.BodyTooLarge):
        return TrackSourceError(f"{url} sent more data than was asked for ({_short(exc)})")
    if isinstance(exc, _http.BadURL):
        return TrackSourceError(str(exc))
    if isinstance(exc, _http.HttpError) and exc.kind == "unreachable" and "could not reach" in str(exc):
        return TrackSourceError(
            f"cannot reach {url}: no network connection or the host is unreachable ({_short(exc)})"
        )
    return TrackSourceError(f"cannot read {url}: {_short(exc)}")


def _short(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) < 200 else text[:197] + "..."


def _check_status(url: str, response) -> None:
    if response.status_code >= 400:
        reason = (response.reason or "")[:100]
        raise TrackSourceError(f"{url} answered HTTP {response.status_code} {reason}".rstrip())


class HttpRangeFile:
    """A remote file read with HTTP ``Range`` requests, with a small page cache.

    Raises :class:`TrackSourceError` when the server does not honour ranges (the caller may then
    download the whole file with :func:`download_to_cache`). With a ``store``
    (:class:`RangeStore`) every range is looked up there first and every range fetched is
    reported to it.

    Transport (:mod:`genie_widgets._http`): the network policy in force when the file is opened
    is kept for every later request (a tool's guarded policy refuses non-public addresses on
    every hop and connection); each request has one overall deadline of ``timeout`` seconds;
    a body is streamed and never kept beyond the bytes asked for (a 206 with a larger body, or a
    compressed one inflating past them, is an error); the current cancel token stops a read.
    """

    def __init__(self, url: str, timeout: float = DEFAULT_TIMEOUT, session=None,
                 store: RangeStore | None = None) -> None:
        self.name = url
        self._timeout = timeout
        self._client = session or _client()
        self._pages: OrderedDict[int, bytes] = OrderedDict()
        self._lock = threading.Lock()
        self._store = store
        self.etag: str | None = None
        self.last_modified: str | None = None
        self._served: RemoteFile | None = None  # what the server said about the file in its last answer
        known = store.size(url) if store is not None else None
        first = store.read(url, 0, min(_PAGE, known)) if store is not None and known is not None else None
        if first is not None and known is not None:
            self.size = int(known)
        else:
            first = self._get(0, _PAGE, probe=True)
        self._pages[0] = first

    def _get(self, start: int, length: int, probe: bool = False) -> bytes:
        """``length`` bytes from ``start``: from the store when it holds them, else the server."""
        store = self._store
        if store is not None and not probe:
            held = store.read(self.name, start, length)
            if held is not None:
                return held
        try:
            data = self._fetch(start, length, probe)
        except TrackSourceError as exc:
            if store is None or isinstance(exc, RangesUnsupported):
                raise
            raise store.unreachable(self.name, start, length, exc) from None
        if store is not None and data:
            store.fetched(self.name, start, data, self._served or RemoteFile(self.name, self.size, self.etag,
                                                                             self.last_modified))
        return data

    def _fetch(self, start: int, length: int, probe: bool = False) -> bytes:
        import time

        from .. import _http

        headers = {"Range": f"bytes={start}-{start + length - 1}", "Accept-Encoding": "identity"}
        deadline = time.monotonic() + self._timeout
        cancel = _http.current_cancel()
        try:
            response = self._client.request(self.name, headers=headers, timeout=self._timeout,
                                            deadline=deadline, cancel=cancel)
        except _http.HttpError as exc:
            raise _http_error(self.name, exc, self._timeout) from None
        try:
            if probe and response.status_code == 416:
                self.size = 0
                return b""
            _check_status(self.name, response)
            if response.status_code != 206:
                raise RangesUnsupported(
                    f"{self.name[:200]} does not support HTTP range requests (answered {response.status_code})"
                )
            match = re.search(r"/(\d+)\s*$", response.headers.get("Content-Range", "")[:200])
            etag = response.headers.get("ETag")
            last_modified = response.headers.get("Last-Modified")
            if probe:
                if match is None:
                    raise TrackSourceError(f"{self.name}: the server did not report the file size")
                self.size = int(match.group(1))
                self.etag = etag
                self.last_modified = last_modified
            self._served = RemoteFile(self.name, int(match.group(1)) if match else self.size, etag, last_modified)
            try:
                return b"".join(_http.iter_body(response, max_bytes=length, deadline=deadline, cancel=cancel))
            except _http.HttpError as exc:
                raise _http_error(self.name, exc, self._timeout) from None
        finally:
            response.close()

    def read(self, offset: int, length: int) -> bytes:
        if length <= 0:
            return b""
        _check_range(self.name, self.size, offset, length)
        if length > 8 * _PAGE:  # large sequential reads bypass the page cache
            data = self._get(offset, length)
            if len(data) != length:
                raise TrackSourceError(f"{self.name}: short read at byte {offset:,}")
            return data
        first, last = offset // _PAGE, (offset + length - 1) // _PAGE
        with self._lock:
            missing = [p for p in range(first, last + 1) if p not in self._pages]
        if missing:
            lo, hi = missing[0], missing[-1]
            end = min(self.size, (hi + 1) * _PAGE)
            data = self._get(lo * _PAGE, end - lo * _PAGE)
            with self._lock:
                for page in range(lo, hi + 1):
                    self._pages[page] = data[(page - lo) * _PAGE : (page - lo + 1) * _PAGE]
                while len(self._pages) > _MAX_PAGES:
                    self._pages.popitem(last=False)
        with self._lock:
            parts = [self._pages[p] for p in range(first, last + 1)]
            for p in range(first, last + 1):
                self._pages.move_to_end(p)
        joined = b"".join(parts)
        skip = offset - first * _PAGE
        out = joined[skip : skip + length]
        if len(out) != length:
            raise TrackSourceError(f"{self.name}: short read at byte {offset:,}")
        return out

    def close(self) -> None:
        self._pages.clear()
        close = getattr(self._client, "close", None)
        if close is not None:
            close()
