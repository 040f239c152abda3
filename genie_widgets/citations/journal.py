"""The append-only journal behind :class:`~.store.CitationStore`: ``citations.jsonl``.

Format (schema version 2): UTF-8 text, one JSON object a line, every line ended by ``\\n``::

    {"header":{"generation":"9f…","format":"genie_widgets citations","schemaVersion":2,…},"crc":"1a2b3c4d"}
    {"record":{…the camelCase record of Citation.to_dict()…},"crc":"5e6f7a8b"}
    {"record":{…},"crc":"…"}

The first line is the header (also ``projectId`` and ``sessionId``); its ``generation`` (16 hex
digits) is new at every rewrite of the file, so a reader tells a rewritten journal from the one
it read even when the file system reuses the inode number. Every later line holds one record, and
a later line for an id replaces an earlier one. ``crc`` is the CRC-32 (zlib, 8 lower-case hex
digits) of the exact bytes between ``{"record":`` (or ``{"header":``) and ``,"crc":``, so a line
is checked without re-serialising it. Bodies are written ASCII-only (``\\uXXXX`` escapes, so a
lone surrogate from a web page is stored, not a write error) and never hold a raw newline.

A line is appended with one ``write`` and made durable (``fdatasync``) before an add returns. A
writer killed mid-line leaves bytes with no final newline: readers ignore such an unfinished last
line (a writer may still be writing it) and the next writer, holding the lock and so knowing no one
else is writing, cuts it off and reports it. A *complete* line that fails its checksum or does not
parse is damage, never guessed around: :class:`JournalError` names the line.
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .._io import exclusive_lock

try:  # POSIX: a kernel lock whose waiters sleep until it is free (no polling, no lost wake-ups)
    import fcntl
except ImportError:  # pragma: no cover - Windows: filelock's lock, which polls
    fcntl = None  # type: ignore[assignment]

__all__ = ["FORMAT", "SCHEMA_VERSION", "Chunk", "JournalError", "decode_line", "encode_line", "journal_lock",
           "read_chunk"]

FORMAT = "genie_widgets citations"
SCHEMA_VERSION = 2
#: ``open`` flags that refuse to follow a symlink where the platform can (a store file is never one).
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)

_PREFIXES = {b'{"header":': "header", b'{"record":': "record"}
_SUFFIX = re.compile(rb',"crc":"([0-9a-f]{8})"\}\Z')


class JournalError(ValueError):
    """A complete journal line that is not one (bad shape, checksum or JSON); the message is short
    and quotes none of the line."""


def encode_line(kind: str, obj: Any) -> bytes:
    """One journal line (with its newline) holding ``obj`` under ``kind`` (``header`` or ``record``).
    Values JSON cannot hold are written as their ``str()``, as ``citations.json`` always did."""
    body = json.dumps(obj, ensure_ascii=True, separators=(",", ":"), default=str).encode("ascii")
    return b'{"' + kind.encode("ascii") + b'":' + body + b',"crc":"%08x"}\n' % zlib.crc32(body)


def line_crc(line: bytes) -> int:
    """The checksum a line made by :func:`encode_line` carries (for telling identical lines apart)."""
    return int(line[-11:-3], 16)


def decode_line(line: bytes) -> tuple[str, Any]:
    """``(kind, object)`` of one complete line (without its newline); :class:`JournalError` when
    it is not a well-formed line with a matching checksum."""
    prefix = line[:line.find(b":") + 1]
    kind = _PREFIXES.get(prefix)
    if kind is None:
        raise JournalError("is not a journal line (it must start with {\"header\": or {\"record\":)")
    found = _SUFFIX.search(line)
    if found is None or found.start() < len(prefix):
        raise JournalError("has no checksum at its end")
    body = line[len(prefix):found.start()]
    if zlib.crc32(body) != int(found.group(1), 16):
        raise JournalError("fails its checksum (the line was altered or damaged)")
    try:
        return kind, json.loads(body)
    except RecursionError:
        raise JournalError("is nested too deeply to read") from None
    except ValueError as exc:  # JSONDecodeError, UnicodeDecodeError
        raise JournalError(f"is not valid JSON ({type(exc).__name__})") from None


@dataclass
class Chunk:
    """What one read of the journal from a byte offset found."""

    #: ``(line number, kind, object)`` of every complete line, line numbers counted from 1.
    entries: list[tuple[int, str, Any]] = field(default_factory=list)
    #: ``(checksum, size in bytes with the newline)`` of each record line, in the order of the entries.
    lines: list[tuple[int, int]] = field(default_factory=list)
    #: Byte offset just after the last complete line.
    end: int = 0
    #: Bytes after ``end`` that do not (yet) end in a newline: a line being written, or one a killed
    #: writer left unfinished.
    tail: int = 0
    #: The first complete line with its newline, when the read started at byte 0.
    head: bytes = b""


def read_chunk(handle: BinaryIO, offset: int, first_line: int) -> Chunk:
    """Read ``handle`` from byte ``offset`` to its end. ``first_line`` is the number of the line
    that starts at ``offset``. Raises :class:`JournalError` (its ``line`` attribute set) for a
    damaged complete line."""
    handle.seek(offset)
    data = handle.read()
    chunk = Chunk(end=offset)
    pos, number = 0, first_line
    while True:
        nl = data.find(b"\n", pos)
        if nl < 0:
            break
        line = data[pos:nl]
        try:
            kind, obj = decode_line(line)
        except JournalError as exc:
            exc.line = number  # type: ignore[attr-defined]
            raise
        chunk.entries.append((number, kind, obj))
        if offset == 0 and pos == 0:
            chunk.head = data[:nl + 1]
        if kind == "record":
            chunk.lines.append((line_crc(line + b"\n"), len(line) + 1))
        pos, number = nl + 1, number + 1
    chunk.end = offset + pos
    chunk.tail = len(data) - pos
    return chunk


@contextmanager
def journal_lock(lock_path: Path, *, wait: bool = True) -> Iterator[bool]:
    """Hold the store's inter-process lock on ``lock_path`` for the block; yields whether it is
    held. ``wait=False`` yields ``False`` at once when another writer holds it.

    On POSIX this is ``flock`` on the lock file (the lock ``filelock`` takes on the same file, so an
    older genie_widgets writing ``citations.json`` is excluded too); waiters are woken by the
    kernel when it is released, so a queue of writers moves at the speed of their appends. Not
    re-entrant: never nest it on one path in one thread."""
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    if fcntl is None:  # pragma: no cover - Windows
        if wait:
            with exclusive_lock(lock_path):
                yield True
            return
        from filelock import FileLock, Timeout

        lock = FileLock(lock_path, timeout=0, thread_local=False)
        try:
            lock.acquire()
        except Timeout:
            yield False
            return
        try:
            yield True
        finally:
            lock.release()
        return
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | NOFOLLOW, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def append(path: Path, data: bytes, expected_end: int) -> None:
    """Append ``data`` (whole lines) to the journal at ``path``, whose complete lines end at
    ``expected_end``, and make it durable. Anything after ``expected_end`` (an unfinished line a
    killed writer left) is cut off first. Call with the lock held. On any failure the file is cut
    back to ``expected_end`` (no partial line stays) and the error is raised."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | NOFOLLOW)
    try:
        if os.fstat(fd).st_size != expected_end:
            os.ftruncate(fd, expected_end)
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            (getattr(os, "fdatasync", None) or os.fsync)(fd)
        except BaseException:
            with suppress(OSError):  # else the next writer cuts it; every reader ignores it
                os.ftruncate(fd, expected_end)
            raise
    finally:
        os.close(fd)
