"""CitationStore: the records of one chat session, kept in ``<session>/citations.jsonl``.

Files in the session folder:

- ``citations.jsonl``: an append-only journal, one checksummed record a line after a header line
  (format in :mod:`.journal`, schema version 2);
- ``citations.json.lock``: the writers' lock (the name genie_widgets always used, so an older
  version still writing ``citations.json`` is excluded while a newer one migrates it);
- ``citations.json``: the store as genie_widgets wrote it before (``{"schemaVersion": 1,
  "projectId", "sessionId", "records": {id: record}}``). It is read as it is; the first write
  folds it into a new journal and then removes it, so nothing is lost. Until then (and if an
  older version writes one again) its records are merged in under the journal's.

**Why a journal and not SQLite (WAL).** An add must cost the same at 10 records or 10,000, lose
nothing under kill -9 and several writer processes, and let readers see no torn state; both
designs do that. The journal is chosen because a session folder is copied into bundles, Binder
images and Git: it stays one plain file that is hashed and copied like any other (WAL keeps
committed data in ``-wal``/``-shm`` side files that must be checkpointed before a copy, and a
read-only bundle folder cannot hold the ``-shm`` file that WAL readers need); it works on the
network file systems of JupyterHub homes wherever ``flock`` does (SQLite's documentation warns
against WAL there); a hostile bundle's store is parsed by ``json`` with a checksum, not by a
database engine; and records stay the same camelCase JSON as before.

**Writing.** Under the lock a writer reads only the bytes other writers appended since its last
read, appends one line per new or changed record with a single ``write``, and ``fdatasync``\\ s
before :meth:`CitationStore.add` returns: the cost is O(1) in the number of records. Adding a
record identical to the stored one writes nothing. A writer killed mid-line leaves an unfinished
last line that every reader ignores; the next writer cuts it off and reports it
(:class:`CitationStoreWarning`). When more than half of the journal's bytes (and more than
:data:`COMPACT_MIN_DEAD`) are records replaced later, or on the first write, the journal is
rewritten whole (temporary file, fsync, rename, folder fsync) under the lock: amortised O(1).

**Reading** takes no lock: only complete lines whose checksum matches are read, each line
whole, and a rewrite replaces the file in one rename (readers notice it by its inode and read the
new file whole), so a reader sees every record of a prefix of the writes and never a part of
one. A file that cannot be used (damaged line, wrong shape, other schema version, a directory,
a symlink, unreadable) raises :class:`CitationStoreError` naming the file, and is never
overwritten.
"""

from __future__ import annotations

import os
import secrets
import threading
import warnings
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from .._io import atomic_file, remove_stale_temps
from .journal import (
    FORMAT,
    SCHEMA_VERSION,
    JournalError,
    append,
    encode_line,
    journal_lock,
    line_crc,
    read_chunk,
)
from .records import Citation
from .storefiles import (
    CitationStoreError,
    CitationStoreWarning,
    Stamp,
    citation_from,
    clip,
    open_regular,
    read_legacy,
    stamp,
)

FILE_NAME = "citations.jsonl"
#: The store's file before schema version 2; read, and migrated by the first write.
LEGACY_FILE_NAME = "citations.json"
#: A journal is rewritten when more than this many of its bytes (and more than half) are records
#: replaced by a later line: the file stays under twice its live records plus this, and each
#: rewrite is paid for by at least as many bytes appended since the last one.
COMPACT_MIN_DEAD = 1 << 20


class CitationStore:
    """The citation records of one session, kept in ``<session_dir>/citations.jsonl``.

    The file is created on the first :meth:`add`. ``session_id`` defaults to the folder's name.
    Records added by another process are seen by :meth:`get`, :meth:`reload` and every write.
    Safe to share between threads.
    """

    def __init__(
        self,
        session_dir: str | os.PathLike[str],
        *,
        project_id: str | None = None,
        session_id: str | None = None,
    ) -> None:
        self.session_dir = Path(session_dir)
        self.path = self.session_dir / FILE_NAME
        self.legacy_path = self.session_dir / LEGACY_FILE_NAME
        self._lock_path = self.session_dir / (LEGACY_FILE_NAME + ".lock")
        self.project_id = project_id
        self._session_given = session_id is not None
        self.session_id = session_id or self.session_dir.name
        self._records: dict[str, Citation] = {}
        self._guard = threading.RLock()
        #: Bytes of an unfinished last line the latest read ignored (0 when the journal ends cleanly).
        self.unfinished_tail = 0
        self._forget_journal()
        self._legacy_stamp: Stamp | None = None
        for path in (self.path, self.legacy_path):
            remove_stale_temps(path)  # left by a writer that was killed
        self.reload()
        if self.unfinished_tail:
            self._report_unfinished_at_open()

    # -- reading -------------------------------------------------------------------------------
    def _forget_journal(self) -> None:
        """Read the journal from its start next time."""
        self._stamp: Stamp | None = None  # (dev, inode, size, mtime) when last read
        self._offset = 0  # byte offset just after the last complete line read
        self._lines = 0  # complete lines read, the header included
        self._header: dict[str, Any] | None = None
        self._header_line: bytes | None = None  # the header line as read (its generation tells files apart)
        self._latest: dict[str, tuple[int, int]] = {}  # id -> (checksum, size) of its latest line in the journal
        self._dead = 0  # bytes of record lines replaced by a later line for the same id

    def _check_session(self, path: Path, doc: Mapping[str, Any]) -> None:
        self.project_id = self.project_id or (doc.get("projectId") if isinstance(doc.get("projectId"), str) else None)
        file_session = doc.get("sessionId")
        if file_session and file_session != self.session_id:
            if self._session_given or not isinstance(file_session, str):
                raise CitationStoreError(
                    f"{path} belongs to session {clip(repr(file_session), 100)}, not {self.session_id!r}.")
            self.session_id = file_session

    def _read_legacy(self) -> None:
        """Merge ``citations.json`` (schema version 1) in when it changed; the journal's records win."""
        try:
            info = os.lstat(self.legacy_path)
        except FileNotFoundError:
            self._legacy_stamp = None
            return
        except OSError as exc:
            raise CitationStoreError(f"{self.legacy_path} cannot be read ({clip(exc.strerror or exc)}).") from None
        if stamp(info) == self._legacy_stamp:
            return
        found = read_legacy(self.legacy_path, f"{SCHEMA_VERSION} in {FILE_NAME}")
        if found is None:
            self._legacy_stamp = None
            return
        records, doc, new_stamp = found
        self._check_session(self.legacy_path, doc)
        for cid, citation in records.items():
            if cid not in self._latest:
                self._records[cid] = citation
        self._legacy_stamp = new_stamp

    def _read_journal(self, *, check: bool = False) -> None:
        """Take in what the journal gained since the last read: only the new bytes, or the whole
        file when it was replaced (a rewrite) or shrank. A file is the one read before only if its
        header line, which names a random generation, is the same: an inode number alone can be
        reused by the next rewrite. ``check``: look even when size and times are unchanged."""
        try:
            info = os.stat(self.path, follow_symlinks=False)
        except FileNotFoundError:
            self._forget_journal()  # removed by hand: what was read stays known
            self.unfinished_tail = 0
            return
        except OSError as exc:
            raise CitationStoreError(f"{self.path} cannot be read ({clip(exc.strerror or exc)}).") from None
        if not check and stamp(info) == self._stamp and self._header is not None:
            return
        opened = open_regular(self.path)
        if opened is None:
            self._forget_journal()
            return
        handle, info = opened
        with handle:
            if self._stamp is None or self._stamp[:2] != stamp(info)[:2] or info.st_size < self._offset \
                    or self._header_line is None or handle.read(len(self._header_line)) != self._header_line:
                self._forget_journal()
            try:
                chunk = read_chunk(handle, self._offset, self._lines + 1)
            except JournalError as exc:
                raise CitationStoreError(f"{self.path}: line {getattr(exc, 'line', '?')} {exc}; the file was left "
                                         "untouched. Repair or move it away to start a new record set.") from None
        header = self._header
        found: list[tuple[Citation, tuple[int, int]]] = []
        shapes = iter(chunk.lines)
        for number, kind, obj in chunk.entries:
            if number == 1:
                if kind != "header":
                    raise CitationStoreError(f"{self.path} does not start with a header line; it was left untouched.")
                header = self._checked_header(obj)
            elif kind != "record":
                raise CitationStoreError(f"{self.path}: line {number} is a second header; it was left untouched.")
            else:
                found.append((citation_from(obj, f"line {number}", self.path), next(shapes)))
        if header is None:
            raise CitationStoreError(f"{self.path} has no complete header line; it was left untouched. Move it "
                                     "away to start a new record set.")
        if self._header is None:
            self._header_line = chunk.head
        self._header = header
        for citation, shape in found:
            if citation.id in self._latest:
                self._dead += self._latest[citation.id][1]
            self._latest[citation.id] = shape
            self._records[citation.id] = citation
        self._lines += len(chunk.entries)
        self._offset = chunk.end
        self.unfinished_tail = chunk.tail
        self._stamp = stamp(info)

    def _checked_header(self, obj: Any) -> dict[str, Any]:
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            raise CitationStoreError(f"{self.path} is not a genie_widgets citation journal (its header has no "
                                     f"'format': {FORMAT!r}); it was left untouched.")
        version = obj.get("schemaVersion")
        if version != SCHEMA_VERSION:
            raise CitationStoreError(
                f"{self.path} has schemaVersion {clip(repr(version), 40)}; this genie_widgets reads only version "
                f"{SCHEMA_VERSION}. Upgrade genie_widgets to open it. The file was left untouched.")
        self._check_session(self.path, obj)
        return obj

    def _refresh(self) -> None:
        with self._guard:
            self._read_legacy()
            self._read_journal()

    def reload(self) -> None:
        """Re-read the files whole (records written by other processes become visible)."""
        with self._guard:
            self._forget_journal()
            self._legacy_stamp = None
            self._refresh()

    def _report_unfinished_at_open(self) -> None:
        """An unfinished last line seen while no writer holds the lock was left by a killed one: say so."""
        try:
            with journal_lock(self._lock_path, wait=False) as held:
                if held:
                    self._refresh()
                    if self.unfinished_tail:
                        self._warn_unfinished(self.unfinished_tail, "the next write removes it")
        except OSError:  # a read-only folder: the lock cannot be taken, nothing is written anyway
            pass

    def _warn_unfinished(self, size: int, action: str) -> None:
        warnings.warn(f"{self.path}: an unfinished last line ({size:,} bytes) that a writer stopped mid-write left "
                      f"was ignored and {action}; every completed record is kept.", CitationStoreWarning,
                      stacklevel=4)

    def get(self, citation_id: str) -> Citation | None:
        """The record with this id, or ``None``."""
        found = self._records.get(citation_id)
        if found is None:
            self._refresh()
            found = self._records.get(citation_id)
        return found

    def __getitem__(self, citation_id: str) -> Citation:
        found = self.get(citation_id)
        if found is None:
            raise KeyError(citation_id)
        return found

    def __contains__(self, citation_id: object) -> bool:
        return isinstance(citation_id, str) and self.get(citation_id) is not None

    def __len__(self) -> int:
        with self._guard:
            self._refresh()
            return len(self._records)

    def __iter__(self) -> Iterator[Citation]:
        with self._guard:
            self._refresh()
            return iter(list(self._records.values()))

    def records(self) -> dict[str, Citation]:
        """All records by id (a copy)."""
        with self._guard:
            self._refresh()
            return dict(self._records)

    # -- writing -------------------------------------------------------------------------------
    def add(self, *citations: Citation) -> None:
        """Store records (replacing any with the same id) and make them durable before returning."""
        self.add_many(citations)

    def add_many(self, citations: Iterable[Citation]) -> None:
        """Store records (replacing any with the same id) and make them durable before returning.
        Raises :class:`CitationStoreError`, writing nothing, when the store's files cannot be used."""
        new = list(citations)
        for c in new:
            if not isinstance(c, Citation):
                raise TypeError(f"CitationStore.add takes Citation records, not {type(c).__name__}")
        if not new:
            return
        lines = {c.id: (c, encode_line("record", c.to_dict())) for c in new}
        try:
            with self._guard, journal_lock(self._lock_path):
                self._add_locked(lines)
        except OSError as exc:
            if exc.filename not in (str(self._lock_path), str(self.session_dir)):
                raise  # e.g. a full disk: the add failed and left the journal as it was
            raise CitationStoreError(f"{exc.filename} cannot be used as the store's lock "
                                     f"({clip(exc.strerror or exc)}); nothing was written.") from None

    def _add_locked(self, lines: Mapping[str, tuple[Citation, bytes]]) -> None:
        """The add, with the lock held: ``lines`` maps each id to its record and journal line."""
        self._read_legacy()  # each raises, leaving the files alone, if they cannot be used
        self._read_journal(check=True)
        changed = [(c, line) for c, line in lines.values()
                   if self._latest.get(c.id, (None, 0))[0] != line_crc(line)]
        if not changed:
            return
        data = b"".join(line for _, line in changed)
        replaced = sum(self._latest[c.id][1] for c, _ in changed if c.id in self._latest)
        live = self._offset - len(self._header_line or b"") - self._dead + len(data) - replaced
        torn = self.unfinished_tail
        if self._header is None or self._legacy_stamp is not None \
                or self._dead + replaced > max(COMPACT_MIN_DEAD, live):
            self._rewrite({c.id: c for c, _ in changed})
        else:
            append(self.path, data, self._offset)
            for c, line in changed:
                self._latest[c.id] = (line_crc(line), len(line))
                self._records[c.id] = c
            self._dead += replaced
            self._lines += len(changed)
            self._offset += len(data)
            self.unfinished_tail = 0
            self._stamp = stamp(os.stat(self.path, follow_symlinks=False))
        if torn:
            self._warn_unfinished(torn, "removed")

    def _rewrite(self, changed: Mapping[str, Citation]) -> None:
        """Write every known record and ``changed`` to a new journal and swap it in (call with the
        lock held); then remove ``citations.json``, whose records it now holds."""
        header = {"generation": secrets.token_hex(8), "format": FORMAT, "schemaVersion": SCHEMA_VERSION,
                  "projectId": self.project_id, "sessionId": self.session_id}
        header_line = encode_line("header", header)
        merged = {**self._records, **changed}
        latest: dict[str, tuple[int, int]] = {}
        with atomic_file(self.path) as out:
            out.write(header_line)
            for cid, citation in merged.items():
                line = encode_line("record", citation.to_dict())
                out.write(line)
                latest[cid] = (line_crc(line), len(line))
        self._records.update(changed)
        info = os.stat(self.path, follow_symlinks=False)
        legacy_left = False
        if self._legacy_stamp is not None:
            try:
                os.unlink(self.legacy_path)
            except FileNotFoundError:
                pass
            except OSError:  # it stays, merged under the journal, and the next write folds it in again
                legacy_left = True
            self._legacy_stamp = None if not legacy_left else self._legacy_stamp
        self._header, self._header_line, self._latest, self._dead = header, header_line, latest, 0
        self._lines, self._offset, self.unfinished_tail = 1 + len(merged), info.st_size, 0
        self._stamp = stamp(info)


class RecordMap(Mapping[str, Citation]):
    """A read-only view that lets renderers accept a store, a dict or a list of records alike."""

    def __init__(self, source: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None) -> None:
        self._store = source if isinstance(source, CitationStore) else None
        if self._store is None:
            if source is None:
                self._map: dict[str, Citation] = {}
            elif isinstance(source, Mapping):
                self._map = dict(source)
            else:
                self._map = {c.id: c for c in source}

    def get(self, key: str, default: Any = None) -> Any:
        if self._store is not None:
            found = self._store.get(key)
            return default if found is None else found
        return self._map.get(key, default)

    def __getitem__(self, key: str) -> Citation:
        found = self.get(key)
        if found is None:
            raise KeyError(key)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._store.records() if self._store is not None else self._map)

    def __len__(self) -> int:
        return len(self._store) if self._store is not None else len(self._map)
