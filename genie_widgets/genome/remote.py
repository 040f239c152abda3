"""Reading from outside, under public names for the other parts of the package: byte sources for
local paths and URLs (:class:`LocalFile`, :class:`HttpRangeFile`, :func:`open_bytes`) and the
download cache (:func:`cache_dir`, :func:`cached_path`, :func:`download_to_cache`).

Everything here raises :class:`~.errors.TrackSourceError` with a message a user can act on:
missing file, unreachable host, HTTP status, truncated file. Offsets and lengths are in bytes.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from ._ranges import (
    DEFAULT_TIMEOUT,
    DEFAULT_TRANSFER_DEADLINE,
    DEFAULT_URL_DEADLINE,
    MAX_DOWNLOAD,
    TRANSFER_DEADLINE_HINT,
    URL_DEADLINE_HINT,
    ByteSource,
    HttpRangeFile,
    LocalFile,
    RangeStore,
    RangesUnsupported,
    RemoteFile,
    _check_status,
    _client,
    _http_error,
    is_url,
    transfer_deadline,
    url_deadline,
)
from .errors import TrackSourceError

__all__ = [
    "DEFAULT_TIMEOUT",
    "DEFAULT_TRANSFER_DEADLINE",
    "DEFAULT_URL_DEADLINE",
    "MAX_DOWNLOAD",
    "TRANSFER_DEADLINE_HINT",
    "URL_DEADLINE_HINT",
    "ByteSource",
    "HttpRangeFile",
    "LocalFile",
    "ProgressCallback",
    "RangeStore",
    "RangesUnsupported",
    "RemoteFile",
    "cache_dir",
    "cached_path",
    "download_to_cache",
    "is_url",
    "open_bytes",
    "transfer_deadline",
    "url_deadline",
]


def cache_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The download cache folder.

    ``override`` wins; then the ``GENIE_WIDGETS_CACHE`` environment variable; then
    ``$XDG_CACHE_HOME/genie_widgets`` (``~/.cache/genie_widgets``).
    """
    if override is not None:
        path = Path(override)
    elif os.environ.get("GENIE_WIDGETS_CACHE"):
        path = Path(os.environ["GENIE_WIDGETS_CACHE"])
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        path = Path(base) / "genie_widgets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def cached_path(url: str, directory: str | os.PathLike[str] | None = None) -> Path:
    """Where :func:`download_to_cache` keeps ``url`` (whether or not it is there yet)."""
    digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]
    basename = os.path.basename(unquote(urlparse(url).path)) or "download"
    basename = re.sub(r"[^A-Za-z0-9._-]", "_", basename)[-80:]
    return cache_dir(directory) / "downloads" / f"{digest}-{basename}"


ProgressCallback = Callable[[int, "int | None"], None]


def _default_progress(label: str) -> ProgressCallback:
    """A progress bar: tqdm when installed, otherwise a line on stderr every 10 %."""
    try:
        from tqdm.auto import tqdm
    except ImportError:
        tqdm = None
    state: dict[str, Any] = {"bar": None, "last": -1}

    def update(done: int, total: int | None) -> None:
        if tqdm is not None:
            bar = state["bar"]
            if bar is None:
                bar = tqdm(total=total, unit="B", unit_scale=True, desc=label, leave=False)
                state["bar"] = bar
            bar.update(done - bar.n)
            if total is not None and done >= total:
                bar.close()
            return
        if total:
            tenth = int(10 * done / total)
            if tenth != state["last"]:
                state["last"] = tenth
                print(f"\rdownloading {label}: {10 * tenth}% of {total / 1e6:.1f} MB",
                      end="\n" if tenth >= 10 else "", file=sys.stderr, flush=True)

    return update


def download_to_cache(
    url: str,
    directory: str | os.PathLike[str] | None = None,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    progress: ProgressCallback | bool = False,
    session=None,
) -> Path:
    """Download ``url`` once into the cache and return the local path.

    A file already in the cache is reused without touching the network. The download goes to a
    temporary file that is renamed into place when complete, so an interrupted download leaves
    nothing behind. ``progress=True`` shows a progress bar (tqdm if installed); a callable gets
    ``(bytes_done, total_or_None)``. ``timeout`` bounds each wait for data; the whole download
    has :func:`transfer_deadline` seconds (or less, under an earlier enclosing deadline). A body
    whose ``Content-Encoding`` is corrupt is an error.
    """
    from .. import _http

    target = cached_path(url, directory)
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    callback: ProgressCallback | None
    callback = _default_progress(target.name.split("-", 1)[-1]) if progress is True else progress or None
    client = session or _client()
    with _http.scope(deadline=transfer_deadline(), deadline_hint=TRANSFER_DEADLINE_HINT):
        return _download(client, url, target, timeout, callback, own_client=session is None)


def _download(client: Any, url: str, target: Path, timeout: float, callback: ProgressCallback | None, *,
              own_client: bool) -> Path:
    from .. import _http

    session = None if own_client else client
    try:
        response = client.request(url, timeout=timeout, headers={"Accept-Encoding": "identity"})
    except _http.HttpError as exc:
        if session is None:
            client.close()
        raise _http_error(url, exc, timeout) from None
    try:
        _check_status(url, response)
        # A Content-Encoding the server used anyway is inflated (the file is what it encodes; a
        # corrupt encoding is an error); Content-Length then counts encoded bytes, not the file's.
        encoded = (response.headers.get("Content-Encoding") or "").strip().lower() in ("gzip", "x-gzip", "deflate")
        total = response.headers.get("Content-Length")
        total_bytes = int(total) if total and total.isdigit() and not encoded else None
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".part-")
        done = 0
        try:
            with os.fdopen(fd, "wb") as handle:
                for chunk in _http.iter_body(response, max_bytes=MAX_DOWNLOAD, idle_timeout=timeout):
                    handle.write(chunk)
                    done += len(chunk)
                    if callback:
                        callback(done, total_bytes)
            if total_bytes is not None and done != total_bytes:
                raise TrackSourceError(
                    f"download of {url[:200]} stopped early ({done:,} of {total_bytes:,} bytes)"
                )
            os.replace(tmp, target)
        except _http.HttpError as exc:
            raise _http_error(url, exc, timeout) from None
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    finally:
        response.close()
        if session is None:
            client.close()
    return target


def open_bytes(source: str | os.PathLike[str], *, timeout: float = DEFAULT_TIMEOUT,
               store: RangeStore | None = None) -> ByteSource:
    """Open a local path or an http(s) URL (consulting ``store`` first) for random access."""
    if is_url(source):
        return HttpRangeFile(str(source), timeout=timeout, store=store)
    return LocalFile(os.fspath(source))
