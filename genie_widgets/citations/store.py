"""CitationStore: the records of one chat session, persisted as ``citations.json``.

File format (schema version 1)::

    {"schemaVersion": 1, "projectId": "...", "sessionId": "...", "records": {id: record}}

Every write takes an exclusive lock on ``citations.json.lock``, re-reads the file, merges the new
records in and replaces the file atomically (temporary file, fsync, rename). Two processes adding
to the same session therefore lose nothing, and a writer killed mid-write leaves the previous
file intact. A file that is not valid JSON, or that has another schema version, is refused with a
clear error and never overwritten.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from .._io import exclusive_lock, remove_stale_temps, write_json_atomic
from .records import Citation, CitationError

SCHEMA_VERSION = 1
FILE_NAME = "citations.json"


class CitationStoreError(RuntimeError):
    """citations.json cannot be used; the file is left exactly as it was."""


class CitationStore:
    """The citation records of one session, kept in ``<session_dir>/citations.json``.

    The file is created on the first :meth:`add`. ``session_id`` defaults to the folder's name.
    Records added by another process are seen by :meth:`get`, :meth:`reload` and every write.
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
        self._lock_path = self.session_dir / (FILE_NAME + ".lock")
        self.project_id = project_id
        self._session_given = session_id is not None
        self.session_id = session_id or self.session_dir.name
        self._records: dict[str, Citation] = {}
        self._mtime: int | None = None
        remove_stale_temps(self.path)  # left by a writer that was killed
        self.reload()

    # -- reading -------------------------------------------------------------------------------
    def _read_file(self) -> tuple[dict[str, Citation], dict[str, Any]]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}, {}
        try:
            doc = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise CitationStoreError(
                f"{self.path} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}); "
                "it was left untouched. Repair or move it away to start a new record set."
            ) from None
        if not isinstance(doc, dict):
            raise CitationStoreError(f"{self.path} does not hold a citation store object; it was left untouched.")
        version = doc.get("schemaVersion")
        if version != SCHEMA_VERSION:
            raise CitationStoreError(
                f"{self.path} has schemaVersion {version!r}; this genie_widgets reads only version "
                f"{SCHEMA_VERSION}. Upgrade genie_widgets to open it. The file was left untouched."
            )
        records_obj = doc.get("records", {})
        if not isinstance(records_obj, dict):
            raise CitationStoreError(f"{self.path}: 'records' must be an object; the file was left untouched.")
        records: dict[str, Citation] = {}
        for cid, rec in records_obj.items():
            try:
                citation = Citation.from_dict(rec)
            except (CitationError, TypeError) as exc:
                raise CitationStoreError(
                    f"{self.path}: record {cid!r} is invalid: {exc}; the file was left untouched.") from None
            if citation.id != cid:
                raise CitationStoreError(f"{self.path}: record key {cid!r} does not match its id {citation.id!r}.")
            records[cid] = citation
        return records, doc

    def _file_mtime(self) -> int | None:
        try:
            return self.path.stat().st_mtime_ns
        except FileNotFoundError:
            return None

    def reload(self) -> None:
        """Re-read the file (records written by other processes become visible)."""
        mtime = self._file_mtime()
        records, doc = self._read_file()
        if doc:
            self.project_id = self.project_id or doc.get("projectId")
            file_session = doc.get("sessionId")
            if file_session and file_session != self.session_id:
                if self._session_given:
                    raise CitationStoreError(
                        f"{self.path} belongs to session {file_session!r}, not {self.session_id!r}."
                    )
                self.session_id = file_session
        self._records.update(records)
        self._mtime = mtime

    def _refresh_if_changed(self) -> None:
        if self._file_mtime() != self._mtime:
            self.reload()

    def get(self, citation_id: str) -> Citation | None:
        """The record with this id, or ``None``."""
        found = self._records.get(citation_id)
        if found is None:
            self._refresh_if_changed()
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
        self._refresh_if_changed()
        return len(self._records)

    def __iter__(self) -> Iterator[Citation]:
        self._refresh_if_changed()
        return iter(list(self._records.values()))

    def records(self) -> dict[str, Citation]:
        """All records by id (a copy)."""
        self._refresh_if_changed()
        return dict(self._records)

    # -- writing -------------------------------------------------------------------------------
    def add(self, *citations: Citation) -> None:
        """Store records (replacing any with the same id) and persist them atomically."""
        self.add_many(citations)

    def add_many(self, citations: Iterable[Citation]) -> None:
        new = list(citations)
        for c in new:
            if not isinstance(c, Citation):
                raise TypeError(f"CitationStore.add takes Citation records, not {type(c).__name__}")
        if not new:
            return
        with exclusive_lock(self._lock_path):
            on_disk, _doc = self._read_file()  # raises, leaving the file alone, if it is unusable
            merged = {**on_disk, **{c.id: c for c in new}}
            payload = {
                "schemaVersion": SCHEMA_VERSION,
                "projectId": self.project_id,
                "sessionId": self.session_id,
                "records": {cid: c.to_dict() for cid, c in merged.items()},
            }
            write_json_atomic(self.path, payload)
            self._records.update(merged)
            self._mtime = self._file_mtime()


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
