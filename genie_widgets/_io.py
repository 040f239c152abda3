"""The leaf of shared helpers: every layer may import this module; it imports nothing of ours.

- :func:`atomic_file` / :func:`write_bytes_atomic` / :func:`write_text_atomic` /
  :func:`write_json_atomic`: a file replaced whole (temporary file in the same folder, fsync of
  the file, rename, fsync of the folder where the platform allows it), so readers see the old
  file or the new one, never a part; :func:`remove_stale_temps` removes what a killed writer left.
- :func:`exclusive_lock`: one inter-process lock on a ``.lock`` file (``filelock``).
- :func:`utc_now`: the one timestamp format stored in files (UTC, milliseconds, ``Z``).
- :func:`camel`: ``snake_case`` to ``camelCase`` (the reference JSON's keys).
- :func:`reason`: the short human words of an exception (the innermost cause, no retry chains).
- :func:`echo`: outside text (a page's, a model's, a cache's, a portal's) fit to quote in a
  message or keep in a file: one line, at most :data:`ECHO_LIMIT` characters of it.
- :func:`read_head`: the first bytes of a local file, through gzip.
- :func:`optional_module`: an optional helper (an extra), or an ImportError naming the install command.
"""

from __future__ import annotations

import gzip
import importlib
import json
import os
import re
import stat
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import datetime, timezone
from pathlib import Path
from types import ModuleType
from typing import Any, BinaryIO

from filelock import FileLock

__all__ = [
    "ECHO_LIMIT",
    "STALE_TEMP_SECONDS",
    "atomic_file",
    "camel",
    "echo",
    "exclusive_lock",
    "optional_module",
    "read_head",
    "reason",
    "remove_stale_temps",
    "utc_now",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_text_atomic",
]

#: A temporary file younger than this (seconds) may belong to a live writer and is kept.
STALE_TEMP_SECONDS = 120.0


def utc_now() -> str:
    """Now, as stored in files: ISO 8601 UTC with milliseconds, e.g. ``2026-01-31T12:00:00.000Z``."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def camel(name: str) -> str:
    """``snake_case`` -> ``camelCase`` (``track_name`` -> ``trackName``; ``name`` is unchanged)."""
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


# -- files -------------------------------------------------------------------------------------


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable; a no-op where folders cannot be opened (Windows)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        with suppress(OSError):  # some file systems refuse fsync on a folder
            os.fsync(fd)
    finally:
        os.close(fd)


@contextmanager
def atomic_file(dest: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Write ``dest`` whole or not at all: yields a binary handle on a temporary file beside it
    (``.<name>.*.tmp``), which is flushed, fsynced and renamed over ``dest`` when the block ends
    without error, and the folder is fsynced; on error the temporary file is removed."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, dest)
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_folder(dest.parent)


def write_bytes_atomic(dest: str | os.PathLike[str], data: bytes) -> int:
    """Write ``data`` to ``dest`` atomically (:func:`atomic_file`); returns its size in bytes."""
    with atomic_file(dest) as out:
        out.write(data)
    return len(data)


def write_text_atomic(dest: str | os.PathLike[str], content: str) -> int:
    """Write UTF-8 text to ``dest`` atomically; returns its size in bytes."""
    return write_bytes_atomic(dest, content.encode("utf-8"))


def write_json_atomic(dest: str | os.PathLike[str], payload: Any) -> None:
    """Write ``payload`` as JSON (UTF-8, indent 1) to ``dest`` atomically."""
    write_bytes_atomic(dest, json.dumps(payload, ensure_ascii=False, indent=1, default=str).encode("utf-8"))


def remove_stale_temps(dest: str | os.PathLike[str], min_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temporary files :func:`atomic_file` leaves beside ``dest`` when its writer is
    killed (``.<name>.*.tmp``), if older than ``min_age`` seconds (a live writer's file is
    younger). Returns what was removed; errors are ignored."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(Path(dest).parent.glob(f".{Path(dest).name}.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed


@contextmanager
def exclusive_lock(lock_path: str | os.PathLike[str]) -> Iterator[None]:
    """Hold an exclusive lock on ``lock_path`` (created if needed, with its folder) across
    processes and threads; blocks until it is free. Not re-entrant: do not nest on one path."""
    lock_path = Path(lock_path)
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    # thread_local=False: a lock object is used by the thread that made it; each call makes its own.
    with FileLock(lock_path, thread_local=False):
        yield


def read_head(path: str | os.PathLike[str], limit: int) -> tuple[bytes, bool, bool]:
    """The first ``limit`` bytes of a local file, decompressed when it is gzip; whether it was
    gzip; and whether there is more after those bytes. A truncated or damaged gzip file yields
    what a streaming inflater gets from its first MiB; ``zlib.error`` when even that fails.
    File errors are the OSError ``open`` raises."""
    with open(path, "rb") as handle:
        raw = handle.read(limit + 1)
    if raw[:2] != b"\x1f\x8b":
        return raw[:limit], False, len(raw) > limit
    try:
        with gzip.open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except (OSError, EOFError):  # cut off or damaged after its start
        with open(path, "rb") as handle:
            data = zlib.decompressobj(wbits=31).decompress(handle.read(1 << 20), limit + 1)
    return data[:limit], True, len(data) > limit


# -- errors ------------------------------------------------------------------------------------

_ERRNO = re.compile(r"\[Errno [^\]]+\][^'\")]*")
_TIMED_OUT = re.compile(r"timed out after [\d.]+ s")
_CHAIN_MARKERS = ("Caused by ", "Failed to establish a new connection: ")


def _chain(exc: BaseException) -> list[BaseException]:
    """``exc`` and the exceptions under it (``__cause__``, ``__context__``, a wrapped first
    argument as requests does), outermost first, at most 8."""
    out = [exc]
    while len(out) < 8:
        cur = out[-1]
        wrapped = cur.args[0] if cur.args and isinstance(cur.args[0], BaseException) else None
        inner = cur.__cause__ or cur.__context__ or wrapped
        if inner is None or inner in out:
            break
        out.append(inner)
    return out


def reason(exc: BaseException) -> str:
    """The short human words of an exception, at most 200 characters: an ``[Errno …]`` message
    found anywhere in its chain (``[Errno 111] Connection refused``), else a ``timed out after
    N s``, else the innermost cause's message without urllib3's retry chain, else its type name."""
    chain = _chain(exc)
    texts = [str(e) for e in chain]
    for pattern in (_ERRNO, _TIMED_OUT):
        for text in texts:
            found = pattern.search(text)
            if found:
                return found.group(0).strip().rstrip(",")[:200]
    innermost = chain[-1]
    text = str(innermost).strip()
    for marker in _CHAIN_MARKERS:
        if marker in text:
            text = text.split(marker)[-1]
    text = text.strip("()'\" ")
    return (text or type(innermost).__name__)[:200]


# -- echoes ----------------------------------------------------------------------------------

#: Most characters of outside text quoted back in a message or an error (see :func:`echo`).
ECHO_LIMIT = 200
# C0 and C1 controls, DEL and lone surrogates (which no UTF-8 file or JSON text can carry).
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """``value`` as text fit to quote in a one-line message: at most ``limit`` characters of it
    (control characters and lone surrogates shown as ``?``) and, when it was longer, its length:
    ``QQQQ… (10,000,000 characters)``. Never reads past the first ``limit`` characters, so a
    10 MB value costs what a short one does. Non-text values are shown by ``str`` (an integer too
    long for ``str`` by the number of its digits)."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = str(value)
        except ValueError:  # an int past Python's digit limit for str()
            digits = int(value.bit_length() * 0.30103) + 1 if isinstance(value, int) else 0
            return f"an integer of about {digits:,} digits" if digits else type(value).__name__
    head = _UNSHOWABLE.sub("?", text[:limit])
    return head if len(text) <= limit else f"{head}… ({len(text):,} characters)"


# -- optional helpers --------------------------------------------------------------------------


def optional_module(name: str, extra: str, purpose: str) -> ModuleType:
    """Import the optional module ``name`` (installed by the ``extra`` of genie_widgets), or raise
    an ImportError that says what needs it and the command that installs it, e.g.
    ``to_png needs cairosvg: pip install 'genie_widgets[png]'``."""
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        top = name.split(".")[0]
        raise ImportError(f"{purpose} needs {top}: pip install 'genie_widgets[{extra}]' (or pip install {top})",
                          name=top) from exc
