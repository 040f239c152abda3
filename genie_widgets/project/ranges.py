"""Byte ranges of one remote file kept on disk: what a project read of it, or what it pinned.

One folder per file (named after a digest of the URL and the file's name)::

    meta.json      {"schemaVersion": 1, "url", "size", "etag", "lastModified", "createdAt"}
    blocks.bin     the bytes, appended
    chunks.jsonl   one line per chunk: {"start", "end", "at", "sha256"} — bytes [start, end) of
                   the file (0-based, end-exclusive) are at byte ``at`` of blocks.bin

Chunks are at most :data:`CHUNK_BYTES` long and never overlap: bytes already held are not added
again. A chunk's bytes are written (and flushed; for a ``durable`` entry such as a pin, synced to
disk) before its line, so a crash leaves at most unused bytes at the end of blocks.bin, never a
line pointing at missing bytes; an unfinished last line is ignored. Each chunk's SHA-256 is checked
the first time it is read in a process: a damaged chunk is an error, never wrong numbers. Writers in
threads and processes are serialised by a lock file.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from .._io import exclusive_lock, utc_now, write_json_atomic
from ..genome.errors import TrackSourceError

SCHEMA_VERSION = 1
#: Longest chunk written, in bytes (so a chunk is checked without reading much more than asked).
CHUNK_BYTES = 4 << 20


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
    start: int
    end: int
    at: int
    sha256: str


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

    def __init__(self, folder: Path, *, durable: bool = False) -> None:
        self.folder = folder
        self.durable = durable
        self._lock = threading.Lock()
        self._chunks: list[Chunk] = []
        self._starts: list[int] = []
        self._seen_size = -1
        self._verified: set[int] = set()
        self._meta: dict[str, Any] | None = None

    # -- metadata
    @property
    def meta(self) -> dict[str, Any] | None:
        if self._meta is None:
            try:
                doc = json.loads((self.folder / "meta.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return None
            self._meta = doc if isinstance(doc, dict) and doc.get("schemaVersion") == SCHEMA_VERSION else None
        return self._meta

    @property
    def exists(self) -> bool:
        return self.meta is not None

    def create(self, url: str, size: int, etag: str | None, last_modified: str | None) -> None:
        """Start (or restart, dropping what was held) the entry of ``url``."""
        with self._lock, exclusive_lock(self.folder / ".lock"):
            for name in ("chunks.jsonl", "blocks.bin"):
                (self.folder / name).unlink(missing_ok=True)
            meta = {"schemaVersion": SCHEMA_VERSION, "url": url, "size": int(size), "etag": etag,
                    "lastModified": last_modified, "createdAt": utc_now()}
            write_json_atomic(self.folder / "meta.json", meta)
            self._meta, self._chunks, self._starts, self._seen_size = meta, [], [], -1
            self._verified.clear()
            if self.durable:
                (self.folder / "chunks.jsonl").touch()

    # -- the chunk index
    def chunks(self) -> list[Chunk]:
        """Every chunk, by start (re-read when another writer added some)."""
        path = self.folder / "chunks.jsonl"
        try:
            size = path.stat().st_size
        except OSError:
            return []
        if size != self._seen_size:
            found = []
            with open(path, "rb") as handle:
                for line in handle.read().splitlines():
                    try:
                        d = json.loads(line)
                        found.append(Chunk(int(d["start"]), int(d["end"]), int(d["at"]), str(d["sha256"])))
                    except (ValueError, KeyError, TypeError):
                        continue  # an unfinished last line
            found.sort(key=lambda c: c.start)
            self._chunks, self._starts, self._seen_size = found, [c.start for c in found], size
        return self._chunks

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
                parts.append(handle.read(take))
                pos += take
                i += 1
        return b"".join(parts)

    def _check(self, c: Chunk, handle) -> None:
        if c.at in self._verified:
            return
        handle.seek(c.at)
        data = handle.read(c.end - c.start)
        if hashlib.sha256(data).hexdigest() != c.sha256:
            url = (self.meta or {}).get("url", self.folder.name)
            raise TrackSourceError(f"{file_label(url)}: the kept bytes {c.start:,}-{c.end:,} are damaged (checksum "
                                   f"mismatch in {self.folder}); delete that folder and read the file online again")
        self._verified.add(c.at)

    def add(self, start: int, data: bytes) -> int:
        """Keep the bytes of ``data`` (file bytes from ``start``) not held yet; returns how many."""
        added = 0
        with self._lock, exclusive_lock(self.folder / ".lock"):
            self._seen_size = -1  # another process may have written: re-read the index
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
            self._seen_size = -1
        return added

    def checksum(self) -> str:
        """SHA-256 of the held bytes in file order (for a whole file: the file's own SHA-256)."""
        digest = hashlib.sha256()
        for s, e in self.intervals():
            for a in range(s, e, CHUNK_BYTES):
                data = self.read(a, min(e, a + CHUNK_BYTES) - a)
                assert data is not None
                digest.update(data)
        return digest.hexdigest()


class _Nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc: object) -> None:
        return None
