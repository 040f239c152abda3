"""Byte ranges of one remote file kept on disk: what a project read of it, or what it pinned.

One folder per file (named after a digest of the URL and the file's name)::

    meta.json      {"schemaVersion": 1, "url", "size", "etag", "lastModified", "createdAt"}
    blocks.bin     the bytes, appended
    chunks.jsonl   one line per chunk: {"start", "end", "at", "sha256"} — bytes [start, end) of
                   the file (0-based, end-exclusive) are at byte ``at`` of blocks.bin

Chunks are at most :data:`CHUNK_BYTES` long and never overlap: one chunk per byte range, bytes
already held are not added again. A chunk's bytes are written (and flushed; for a ``durable`` entry
such as a pin, synced to disk) before its line, so a crash leaves at most unused bytes at the end of
blocks.bin, never a line pointing at missing bytes; an unfinished last line (no newline) is ignored
and cut off by the next writer. Writers in threads and processes are serialised by a lock file.

The index is read strictly, because the folder may come from someone else (a bundle) or have been
edited: a line that is not a chunk, a chunk outside ``[0, size)`` of the file (``size`` from
meta.json), longer than :data:`CHUNK_BYTES`, or pointing outside blocks.bin, and a second chunk for
bytes another chunk holds (an "override") are :class:`DamagedRangeFile` errors naming the file —
never a guess, a MemoryError or a bare errno. Each chunk's SHA-256 is checked the first time it is
read in a process: a damaged chunk is an error, never wrong numbers.

A store that vouches for the index from outside (the project's pins, see :mod:`.pins`) passes
``committed``: a function giving how many leading bytes of chunks.jsonl it vouches for. Only those
lines are served; lines after them (a write cut short, or lines someone appended) are not used, are
still checked against the others for overlap, and are cut off by the next writer.
"""

from __future__ import annotations

import bisect
import contextlib
import hashlib
import itertools
import json
import os
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import unquote, urlparse

from .._io import exclusive_lock, utc_now, write_json_atomic
from ..genome.errors import TrackSourceError

SCHEMA_VERSION = 1
#: Longest chunk written, in bytes (so a chunk is checked without reading much more than asked).
CHUNK_BYTES = 4 << 20
#: Largest chunks.jsonl read, in bytes (about 500,000 chunks; a longer index is refused).
MAX_INDEX_BYTES = 64 << 20
#: Largest remote file size meta.json may record, in bytes (1 PiB).
MAX_FILE_SIZE = 1 << 50
_HEX64 = re.compile(r"[0-9a-f]{64}")


class DamagedRangeFile(TrackSourceError):
    """Kept bytes or their index that cannot be trusted (altered, truncated, out of bounds)."""


def entry_name(url: str) -> str:
    """The folder name for ``url``: 16 hex digits of its SHA-256 and its file name."""
    digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]
    base = os.path.basename(unquote(urlparse(url).path)) or "file"
    return f"{digest}-{re.sub(r'[^A-Za-z0-9._-]', '_', base)[-60:]}"


def file_label(url: str) -> str:
    """How a user names the file: ``ENCFF381NDD`` for ``…/ENCFF381NDD.bigWig``, else its name."""
    base = os.path.basename(unquote(urlparse(url).path)) or url
    return base.split(".", 1)[0] if re.match(r"ENC[A-Z]{2}\d{3}[A-Z]{3}\.", base) else base


@dataclass(frozen=True)
class Chunk:
    """Bytes ``[start, end)`` of the remote file, kept at byte ``at`` of blocks.bin; ``line`` is
    its 1-based line in chunks.jsonl."""

    start: int
    end: int
    at: int
    sha256: str
    line: int = 0


def _int(value: Any) -> int:
    if type(value) is not int:  # bool, float and str are not offsets
        raise TypeError(value)
    return value


def _chunk(raw: bytes, line: int) -> Chunk:
    d = json.loads(raw)
    if not isinstance(d, dict) or not isinstance(d.get("sha256"), str) or not _HEX64.fullmatch(d["sha256"]):
        raise ValueError("not a chunk")
    return Chunk(_int(d["start"]), _int(d["end"]), _int(d["at"]), d["sha256"], line)


def merged(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, overlapping or touching ``[start, end)`` intervals merged."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


class RangeFile:
    """The stored byte ranges of one remote file (see the module docstring)."""

    def __init__(self, folder: Path, *, durable: bool = False,
                 committed: Callable[[], int | None] | None = None) -> None:
        self.folder = folder
        self.durable = durable
        self.committed = committed
        self._lock = threading.Lock()
        self._chunks: list[Chunk] = []
        self._starts: list[int] = []
        self._seen: tuple[Any, ...] | None = None
        self._verified: set[tuple[int, int, str]] = set()  # (at, length, sha256) of chunks checked
        self._meta: dict[str, Any] | None = None

    @property
    def name(self) -> str:
        """The folder as errors name it: ``pins/<entry>`` or ``ranges/<entry>``."""
        return f"{self.folder.parent.name}/{self.folder.name}"

    # -- metadata
    @property
    def meta(self) -> dict[str, Any] | None:
        """meta.json, or ``None`` when it is missing or not a valid one (schema version, a URL,
        a size in bytes from 0 to :data:`MAX_FILE_SIZE`)."""
        if self._meta is None:
            try:
                doc = json.loads((self.folder / "meta.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return None
            ok = (isinstance(doc, dict) and doc.get("schemaVersion") == SCHEMA_VERSION
                  and isinstance(doc.get("url"), str) and type(doc.get("size")) is int
                  and 0 <= doc["size"] <= MAX_FILE_SIZE)
            self._meta = doc if ok else None
        return self._meta

    @property
    def exists(self) -> bool:
        return self.meta is not None

    def create(self, url: str, size: int, etag: str | None, last_modified: str | None) -> None:
        """Start (or restart, dropping what was held) the entry of ``url``."""
        with self.writing():
            for name in ("chunks.jsonl", "blocks.bin"):
                (self.folder / name).unlink(missing_ok=True)
            meta = {"schemaVersion": SCHEMA_VERSION, "url": url, "size": int(size), "etag": etag,
                    "lastModified": last_modified, "createdAt": utc_now()}
            write_json_atomic(self.folder / "meta.json", meta)
            self._meta, self._chunks, self._starts, self._seen = meta, [], [], None
            self._verified.clear()
            if self.durable:
                (self.folder / "chunks.jsonl").touch()

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold this entry's write lock (threads and processes). Not re-entrant."""
        with self._lock, exclusive_lock(self.folder / ".lock"):
            yield

    # -- the chunk index
    def _damaged(self, what: str) -> DamagedRangeFile:
        url = (self.meta or {}).get("url")
        label = file_label(url) if isinstance(url, str) else self.folder.name
        return DamagedRangeFile(f"{label}: {what}; these kept bytes cannot be trusted and are not used: delete "
                                f"{self.name} and read the file online again")

    def _mismatch(self, c: Chunk) -> DamagedRangeFile:
        return self._damaged(f"the kept bytes {c.start:,}-{c.end:,} are damaged (checksum mismatch in "
                             f"{self.name}/blocks.bin, chunks.jsonl line {c.line})")

    def chunks(self) -> list[Chunk]:
        """The chunks served, by start (re-read when the index changed): every complete line, or
        those in the ``committed`` bytes. :class:`DamagedRangeFile` when the index cannot be
        trusted (see the module docstring)."""
        path = self.folder / "chunks.jsonl"
        limit = self.committed() if self.committed is not None else None
        try:
            info = path.stat()
        except OSError:
            if limit:
                raise self._damaged(f"{self.name}/chunks.jsonl is missing") from None
            return []
        key = (info.st_size, info.st_mtime_ns, info.st_ino, limit)
        if key != self._seen:
            served, _ = self._load(path, limit)
            self._chunks, self._starts, self._seen = served, [c.start for c in served], key
        return self._chunks

    def snapshot(self) -> tuple[int, str, list[Chunk]]:
        """Every complete line of the index, vouched for or not: its length in bytes, the
        SHA-256 of those bytes and the chunks they list (checked as :meth:`chunks` does)."""
        path = self.folder / "chunks.jsonl"
        if not path.exists():
            return 0, hashlib.sha256(b"").hexdigest(), []
        _, every = self._load(path, None)
        length = sum(len(raw) + 1 for raw in self._lines(path))
        return length, self.index_sha256(length), every

    def index_sha256(self, length: int) -> str:
        """SHA-256 of the first ``length`` bytes of chunks.jsonl."""
        with open(self.folder / "chunks.jsonl", "rb") as handle:
            return hashlib.sha256(handle.read(length)).hexdigest()

    def _lines(self, path: Path) -> list[bytes]:
        """The complete lines of the index (an unfinished last line is left out)."""
        size = path.stat().st_size
        if size > MAX_INDEX_BYTES:
            raise self._damaged(f"{self.name}/chunks.jsonl has {size:,} bytes, more than the {MAX_INDEX_BYTES:,} "
                                "an index may have")
        with open(path, "rb") as handle:
            data = handle.read(size)
        return data.split(b"\n")[:-1]

    def _load(self, path: Path, limit: int | None) -> tuple[list[Chunk], list[Chunk]]:
        """(chunks in the first ``limit`` bytes, or all; every chunk), each checked."""
        meta = self.meta
        if meta is None:
            raise self._damaged(f"{self.name}/meta.json is missing or not valid")
        file_size = meta["size"]
        try:
            blocks = (self.folder / "blocks.bin").stat().st_size
        except OSError:
            blocks = 0
        served: list[Chunk] = []
        every: list[Chunk] = []
        pos = 0
        boundaries = {0}
        for number, raw in enumerate(self._lines(path), start=1):
            try:
                c = _chunk(raw, number)
            except (ValueError, KeyError, TypeError):
                raise self._damaged(f"{self.name}/chunks.jsonl line {number} is not a chunk") from None
            where = f"{self.name}/chunks.jsonl line {number}"
            if not 0 <= c.start < c.end <= file_size:
                raise self._damaged(f"{where} claims bytes {_n(c.start)}-{_n(c.end)} of a file of "
                                    f"{file_size:,} bytes")
            if c.end - c.start > CHUNK_BYTES:
                raise self._damaged(f"{where} claims {_n(c.end - c.start)} bytes, more than a chunk holds "
                                    f"({CHUNK_BYTES:,})")
            if not 0 <= c.at <= blocks - (c.end - c.start):
                raise self._damaged(f"{where} points at byte {_n(c.at)} of blocks.bin, which has {blocks:,} bytes")
            every.append(c)
            pos += len(raw) + 1
            if limit is None or pos <= limit:
                served.append(c)
            boundaries.add(pos)
        if limit is not None and limit not in boundaries:
            raise self._damaged(f"{self.name}/chunks.jsonl does not begin with the {limit:,} bytes of whole lines "
                                f"vouched for (it has {pos:,})")
        ordered = sorted(every, key=lambda c: (c.start, c.line))
        for a, b in itertools.pairwise(ordered):
            if b.start < a.end:
                raise self._damaged(f"{self.name}/chunks.jsonl lines {a.line} and {b.line} both hold bytes {b.start:,}-"
                                    f"{min(a.end, b.end):,} (one chunk per range: a second one is an edit, "
                                    "not an update)")
        served.sort(key=lambda c: c.start)
        return served, every

    def intervals(self) -> list[tuple[int, int]]:
        """The byte ranges held, merged, as ``[start, end)``."""
        return merged([(c.start, c.end) for c in self.chunks()])

    @property
    def bytes_held(self) -> int:
        return sum(c.end - c.start for c in self.chunks())

    def missing(self, start: int, end: int) -> list[tuple[int, int]]:
        """The parts of ``[start, end)`` not held."""
        out, pos = [], start
        for s, e in self.intervals():
            if e <= pos:
                continue
            if s >= end:
                break
            if s > pos:
                out.append((pos, s))
            pos = max(pos, e)
            if pos >= end:
                break
        if pos < end:
            out.append((pos, end))
        return out

    # -- reading and writing
    def read(self, start: int, length: int) -> bytes | None:
        """Bytes ``[start, start + length)`` when every one is held, else ``None``."""
        if start < 0 or length < 0:
            return None
        end = start + length
        with self._lock:
            chunks, starts = self.chunks(), self._starts
        i = max(0, bisect.bisect_right(starts, start) - 1)
        parts, pos = [], start
        with open(self.folder / "blocks.bin", "rb") if chunks else _Nothing() as handle:
            while pos < end:
                if i >= len(chunks) or chunks[i].start > pos:
                    return None
                c = chunks[i]
                if c.end <= pos:
                    i += 1
                    continue
                self._check(c, handle)
                take = min(end, c.end) - pos
                handle.seek(c.at + pos - c.start)
                piece = handle.read(take)
                if len(piece) != take:
                    raise self._damaged(f"{self.name}/blocks.bin ends inside the bytes of chunks.jsonl line {c.line}")
                parts.append(piece)
                pos += take
                i += 1
        return b"".join(parts)

    def _chunk_bytes(self, c: Chunk, handle: BinaryIO) -> bytes:
        handle.seek(c.at)
        return handle.read(c.end - c.start)  # at most CHUNK_BYTES: the index was checked

    def _check(self, c: Chunk, handle: BinaryIO) -> None:
        if (c.at, c.end - c.start, c.sha256) in self._verified:
            return
        if hashlib.sha256(self._chunk_bytes(c, handle)).hexdigest() != c.sha256:
            raise self._mismatch(c)
        self._verified.add((c.at, c.end - c.start, c.sha256))

    def content_sha256(self, chunks: list[Chunk] | None = None) -> str:
        """SHA-256 of the bytes of ``chunks`` (default: those served) in file order, checking each
        chunk's own checksum on the way (for a whole file: the file's own SHA-256)."""
        chunks = sorted(self.chunks() if chunks is None else chunks, key=lambda c: c.start)
        digest = hashlib.sha256()
        if not chunks:
            return digest.hexdigest()
        with open(self.folder / "blocks.bin", "rb") as handle:
            for c in chunks:
                data = self._chunk_bytes(c, handle)
                if hashlib.sha256(data).hexdigest() != c.sha256:
                    raise self._mismatch(c)
                self._verified.add((c.at, c.end - c.start, c.sha256))
                digest.update(data)
        return digest.hexdigest()

    def checksum(self) -> str:
        """SHA-256 of the held bytes in file order (for a whole file: the file's own SHA-256)."""
        return self.content_sha256()

    def cut_unvouched(self) -> None:
        """Under the write lock: cut off index lines nobody vouches for (an unfinished last line;
        for a ``committed`` store, every line after the bytes it vouches for)."""
        path = self.folder / "chunks.jsonl"
        try:
            size = path.stat().st_size
        except OSError:
            return
        keep = self.committed() if self.committed is not None else None
        if keep is None:
            with open(path, "rb") as handle:
                data = handle.read(min(size, MAX_INDEX_BYTES + 1))
            keep = data.rfind(b"\n") + 1
        if keep < size:
            with open(path, "r+b") as handle:
                handle.truncate(keep)
            self._seen = None

    def add(self, start: int, data: bytes, *, then: Callable[[], None] | None = None) -> int:
        """Keep the bytes of ``data`` (file bytes from ``start``) not held yet; returns how many.
        ``then`` runs under the same lock once the index is written (a store vouching for it
        records its new length there)."""
        with self.writing():
            added = self._add(start, data)
            if then is not None:
                then()
        return added

    def _add(self, start: int, data: bytes) -> int:
        added = 0
        self.cut_unvouched()
        self._seen = None  # another process may have written: re-read the index
        gaps = self.missing(start, start + len(data))
        if not gaps:
            return 0
        with open(self.folder / "blocks.bin", "ab") as blocks, open(self.folder / "chunks.jsonl", "ab") as index:
            for s, e in gaps:
                for a in range(s, e, CHUNK_BYTES):
                    b = min(e, a + CHUNK_BYTES)
                    piece = data[a - start:b - start]
                    at = blocks.seek(0, os.SEEK_END)
                    blocks.write(piece)
                    blocks.flush()
                    if self.durable:
                        os.fsync(blocks.fileno())
                    line = {"start": a, "end": b, "at": at, "sha256": hashlib.sha256(piece).hexdigest()}
                    index.write((json.dumps(line) + "\n").encode("utf-8"))
                    index.flush()
                    added += b - a
            if self.durable:
                os.fsync(index.fileno())
        self._seen = None
        return added


def _n(value: int) -> str:
    """A number from an index line as errors show it (a huge one is not spelled out)."""
    return f"{value:,}" if abs(value) < 10**18 else ("a huge number" if value > 0 else "a huge negative number")


class _Nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc: object) -> None:
        return None
