"""The files of a :class:`~.store.CitationStore` as they are read: its errors, opening a store
file safely, and reading ``citations.json`` as genie_widgets wrote it before the journal
(schema version 1)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

from .journal import NOFOLLOW
from .records import Citation, CitationError

__all__ = ["LEGACY_SCHEMA_VERSION", "CitationStoreError", "CitationStoreWarning", "citation_from", "clip",
           "open_regular", "read_legacy", "stamp"]

LEGACY_SCHEMA_VERSION = 1

Stamp = tuple[int, int, int, int]


class CitationStoreError(RuntimeError):
    """The session's citation store cannot be used; its files are left exactly as they were."""


class CitationStoreWarning(UserWarning):
    """Something the store skipped and repaired, e.g. a line a killed writer left unfinished."""


def clip(value: Any, limit: int = 200) -> str:
    """``str(value)`` cut to ``limit`` characters (text from a file may be anything, of any size)."""
    text = str(value)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text) - limit:,} more characters)"


def stamp(info: os.stat_result) -> Stamp:
    """What tells one state of a file from another: device, inode, size, modification time (ns)."""
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def open_regular(path: Path) -> tuple[BinaryIO, os.stat_result] | None:
    """``(binary handle, stat)`` of the regular file at ``path``, ``None`` when it does not exist;
    :class:`CitationStoreError` for a symlink, a folder, a FIFO or a file that cannot be read."""
    try:
        fd = os.open(path, os.O_RDONLY | NOFOLLOW | getattr(os, "O_NONBLOCK", 0))  # a FIFO must not hang us
    except FileNotFoundError:
        return None
    except OSError as exc:
        if path.is_symlink():
            raise CitationStoreError(f"{path} is a symbolic link; a citation store must be a regular file. "
                                     "It was left untouched.") from None
        raise CitationStoreError(f"{path} cannot be read ({clip(exc.strerror or exc)}); it was left untouched.") \
            from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise CitationStoreError(f"{path} is {kind}; a citation store must be a regular file. It was left untouched.")
    return os.fdopen(fd, "rb", buffering=0), info  # unbuffered: a small read reads that much


def citation_from(obj: Any, where: str, path: Path) -> Citation:
    """The record ``obj`` read from ``path`` (``where`` in it), or a :class:`CitationStoreError`."""
    try:
        return Citation.from_dict(obj)
    except (CitationError, TypeError, ValueError) as exc:
        raise CitationStoreError(f"{path}: {where} is not a valid record ({clip(exc)}); "
                                 "the file was left untouched.") from None


def read_legacy(path: Path, current: str) -> tuple[dict[str, Citation], dict[str, Any], Stamp] | None:
    """Records, document and :func:`stamp` of a ``citations.json`` of schema version 1 (``None``
    when there is none); :class:`CitationStoreError` when it cannot be used. ``current`` names
    the version this genie_widgets writes, for the message about a newer file."""
    opened = open_regular(path)
    if opened is None:
        return None
    handle, info = opened
    with handle:
        raw = handle.read()
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CitationStoreError(
            f"{path} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}); "
            "it was left untouched. Repair or move it away to start a new record set."
        ) from None
    except RecursionError:
        raise CitationStoreError(f"{path} is nested too deeply to read; it was left untouched.") from None
    except ValueError as exc:  # not UTF-8
        raise CitationStoreError(f"{path} is not UTF-8 JSON ({type(exc).__name__}); it was left untouched.") from None
    if not isinstance(doc, dict):
        raise CitationStoreError(f"{path} does not hold a citation store object; it was left untouched.")
    version = doc.get("schemaVersion")
    if version != LEGACY_SCHEMA_VERSION:
        raise CitationStoreError(
            f"{path} has schemaVersion {clip(repr(version), 40)}; this genie_widgets reads only version "
            f"{LEGACY_SCHEMA_VERSION} there ({current}). Upgrade genie_widgets to open it. The file was left untouched."
        )
    records_obj = doc.get("records", {})
    if not isinstance(records_obj, dict):
        raise CitationStoreError(f"{path}: 'records' must be an object; the file was left untouched.")
    records: dict[str, Citation] = {}
    for cid, rec in records_obj.items():
        citation = citation_from(rec, f"record {clip(repr(cid), 100)}", path)
        if citation.id != cid:
            raise CitationStoreError(f"{path}: record key {clip(repr(cid), 100)} does not match its id "
                                     f"{citation.id!r}; the file was left untouched.")
        records[cid] = citation
    return records, doc, stamp(info)
