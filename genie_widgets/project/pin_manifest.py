"""``pins/manifest.json``: what a project pinned, read strictly, checked against the pinned bytes.

The manifest is what vouches for a pin (see :mod:`.pins`): ``{"schemaVersion": 1, "pinnedAt",
"files": [record, …]}``, one record per URL::

    url, label, trackIds, path        the pin's folder (pins/<entry>) or download (cache/downloads/…)
    size, etag, lastModified          what the server said about the file (size in bytes)
    ranges, bytes, whole              the byte ranges kept, [start, end), 0-based, end-exclusive
    index: {bytes, sha256}            how many leading bytes of the folder's chunks.jsonl are the
                                      pin, and their SHA-256 (absent for a download)
    sha256, sha256IndexBytes          SHA-256 of the kept bytes in file order, as of the last
                                      project.pin(): of the chunks in the first sha256IndexBytes
                                      bytes of chunks.jsonl (for a whole file, its own SHA-256)

A byte range read later by a track loaded with ``pin=True`` is appended to chunks.jsonl and the
record's ``index``, ``ranges`` and ``bytes`` are updated under the same lock (its ``sha256`` waits
for the next pin()). Records written before ``index`` existed are checked by ``sha256`` over every
chunk.

:func:`check_entry` is what a read relies on: meta.json agrees with the record, the index lines the
record vouches for hash to ``index.sha256``, list exactly ``ranges`` / ``bytes`` and hash (bytes in
file order) to ``sha256``; each chunk's own checksum is checked as it is read. Any difference is a
:class:`PinTamperedError` naming the file, never a number.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .._io import exclusive_lock, utc_now, write_json_atomic
from ..genome.errors import TrackSourceError
from .ranges import MAX_FILE_SIZE, Chunk, RangeFile, file_label, merged

SCHEMA_VERSION = 1
#: Largest manifest read, in bytes.
MAX_MANIFEST_BYTES = 64 << 20
_HEX64 = re.compile(r"[0-9a-f]{64}")


class UnpinnedRangeError(TrackSourceError):
    """Bytes a read needs are not pinned, and the server cannot be reached for them."""


class PinError(TrackSourceError):
    """A pin that cannot be made as asked (too large, the file changed, no network)."""


class PinTamperedError(PinError):
    """Pinned bytes, their index or the manifest do not agree: the pin was altered or damaged."""


def _int(value: Any, low: int = 0, high: int = MAX_FILE_SIZE) -> bool:
    return type(value) is int and low <= value <= high


def _str(value: Any, optional: bool = False, limit: int = 16_384) -> bool:
    return (optional and value is None) or (isinstance(value, str) and len(value) <= limit)


def _record_problem(r: Any) -> str | None:
    """What is wrong with one manifest record, or None."""
    if not isinstance(r, dict):
        return "is not an object"
    checks = {
        "url": _str(r.get("url")), "path": _str(r.get("path"), limit=1024),
        "size": r.get("size") is None or _int(r.get("size")), "bytes": _int(r.get("bytes")),
        "sha256": isinstance(r.get("sha256"), str) and bool(_HEX64.fullmatch(r["sha256"])),
        "etag": _str(r.get("etag"), True), "lastModified": _str(r.get("lastModified"), True),
        "ranges": isinstance(r.get("ranges"), list) and all(
            isinstance(x, list) and len(x) == 2 and _int(x[0]) and _int(x[1]) for x in r["ranges"]),
    }
    index = r.get("index")
    if index is not None:
        checks["index"] = (isinstance(index, dict) and _int(index.get("bytes"))
                           and isinstance(index.get("sha256"), str) and bool(_HEX64.fullmatch(index["sha256"])))
        checks["sha256IndexBytes"] = checks["index"] and _int(r.get("sha256IndexBytes"), 0, index["bytes"])
    bad = [k for k, ok in checks.items() if not ok]
    return f"has no valid {bad[0]}" if bad else None


class Manifest:
    """``pins/manifest.json`` (cached while the file is unchanged); :meth:`update` under a lock."""

    def __init__(self, pins_dir: Path) -> None:
        self.path = pins_dir / "manifest.json"
        self._lock_path = pins_dir / ".manifest.lock"
        self._cache: tuple[tuple[int, int, int], dict[str, dict[str, Any]]] | None = None

    def _tampered(self, what: str) -> PinTamperedError:
        return PinTamperedError(f"pins/manifest.json {what}: the project's pins cannot be trusted and are not used; "
                                "pin again online (project.pin()) or restore the file")

    def state(self) -> tuple[int, int, int] | None:
        """(size, mtime_ns, inode) of the file, or None when there is none."""
        try:
            info = self.path.stat()
        except OSError:
            return None
        return info.st_size, info.st_mtime_ns, info.st_ino

    def records(self) -> dict[str, dict[str, Any]]:
        """Every record by URL (``{}`` without a manifest); :class:`PinTamperedError` when the
        file is not a valid manifest."""
        key = self.state()
        if key is None:
            return {}
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        if key[0] > MAX_MANIFEST_BYTES:
            raise self._tampered(f"has {key[0]:,} bytes, more than {MAX_MANIFEST_BYTES:,}")
        try:
            doc = json.loads(self.path.read_bytes())
        except (OSError, ValueError, RecursionError):
            raise self._tampered("is not valid JSON") from None
        if not isinstance(doc, dict) or doc.get("schemaVersion") != SCHEMA_VERSION or not isinstance(
                doc.get("files"), list):
            raise self._tampered("is not a pins manifest of schema version 1")
        records: dict[str, dict[str, Any]] = {}
        for number, r in enumerate(doc["files"], start=1):
            problem = _record_problem(r)
            if problem is None and r["url"] in records:
                problem = "repeats a URL"
            if problem is not None:
                raise self._tampered(f"file {number} {problem}")
            records[r["url"]] = r
        self._cache = (key, records)
        return records

    def record(self, url: str) -> dict[str, Any] | None:
        return self.records().get(url)

    def update(self, change: Callable[[dict[str, dict[str, Any]]], None]) -> None:
        """Re-read the manifest, apply ``change`` to its records (by URL) and write it back
        atomically, under ``pins/.manifest.lock``. An unreadable manifest starts empty (pinning
        again is how a user repairs one)."""
        with exclusive_lock(self._lock_path):
            self._cache = None
            try:
                records = dict(self.records())
            except PinTamperedError:
                records = {}
            change(records)
            write_json_atomic(self.path, {"schemaVersion": SCHEMA_VERSION, "pinnedAt": utc_now(),
                                          "files": list(records.values())})
            self._cache = None


def committed_length(record: dict[str, Any] | None) -> int | None:
    """How many leading bytes of chunks.jsonl ``record`` vouches for (None: every complete line,
    for a record written before ``index`` existed)."""
    if record is None:
        return 0
    index = record.get("index")
    return index["bytes"] if isinstance(index, dict) else None


def index_fields(entry: RangeFile, *, seal: bool, old: dict[str, Any] | None) -> dict[str, Any]:
    """The record fields describing ``entry``'s index as it is now (call under its write lock):
    ``index``, ``ranges``, ``bytes`` and, with ``seal`` (or for a record without ``index``), the
    content ``sha256`` over every chunk."""
    length, digest, chunks = entry.snapshot()
    ranges = merged([(c.start, c.end) for c in chunks])
    fields: dict[str, Any] = {"index": {"bytes": length, "sha256": digest}, "ranges": [list(r) for r in ranges],
                              "bytes": sum(c.end - c.start for c in chunks)}
    if seal or old is None or not isinstance(old.get("index"), dict):
        fields["sha256"] = entry.content_sha256(chunks)
        fields["sha256IndexBytes"] = length
    return fields


def check_entry(entry: RangeFile, record: dict[str, Any], *, content: bool) -> None:
    """Raise :class:`PinTamperedError` unless ``entry`` holds what ``record`` says (see the
    module docstring); ``content`` also checks ``sha256`` over the bytes (one pass)."""
    label = file_label(record["url"])

    def tampered(what: str) -> PinTamperedError:
        return PinTamperedError(f"{label}: {entry.name}/{what}; the pin was altered after it was made and is not "
                                "used: delete that folder and pin the file again online (project.pin())")

    meta = entry.meta
    if meta is None:
        raise tampered("meta.json is missing or not valid")
    for key in ("url", "size", "etag", "lastModified"):
        if meta.get(key) != record.get(key):
            raise tampered(f"meta.json does not match pins/manifest.json ({key})")
    chunks = entry.chunks()  # strict: bounds, overlaps, the committed length
    index = record.get("index")
    if isinstance(index, dict) and entry.index_sha256(index["bytes"]) != index["sha256"]:
        raise tampered("chunks.jsonl is not the index pins/manifest.json lists (its SHA-256 differs)")
    ranges = merged([(c.start, c.end) for c in chunks])
    if [list(r) for r in ranges] != record["ranges"] or sum(c.end - c.start for c in chunks) != record["bytes"]:
        raise tampered("chunks.jsonl does not hold the byte ranges pins/manifest.json lists")
    if content:
        sealed = record.get("sha256IndexBytes") if isinstance(index, dict) else None
        covered = chunks if sealed is None else _within(entry, chunks, sealed)
        if entry.content_sha256(covered) != record["sha256"]:
            raise tampered("blocks.bin does not hold the bytes pins/manifest.json lists (SHA-256 mismatch)")


def _within(entry: RangeFile, chunks: list[Chunk], length: int) -> list[Chunk]:
    """The chunks listed in the first ``length`` bytes of the index."""
    with open(entry.folder / "chunks.jsonl", "rb") as handle:
        lines = handle.read(length).count(b"\n")
    return [c for c in chunks if c.line <= lines]
