"""Storage helpers shared by the asset catalog and the artifact folders.

- :func:`to_record` / :func:`from_record`: a dataclass as a camelCase JSON object and back;
- :class:`JsonList`: a versioned JSON file holding one list of records, changed only under an
  exclusive lock after re-reading it, so writers in several kernels lose nothing.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from .._io import camel, exclusive_lock, remove_stale_temps, utc_now, write_json_atomic

T = TypeVar("T")
R = TypeVar("R")

SCHEMA_VERSION = 1


def to_record(obj: Any) -> dict[str, Any]:
    """A dataclass's fields as a JSON object with camelCase keys."""
    return {camel(f.name): getattr(obj, f.name) for f in dataclasses.fields(obj)}


def from_record(cls: type[T], record: dict[str, Any]) -> T:
    """The dataclass ``cls`` from :func:`to_record`'s form (keys it does not know are ignored,
    so files written by a newer version with extra fields still open)."""
    names = {camel(f.name): f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]  # cls is a dataclass; T cannot say so
    return cls(**{names[k]: v for k, v in record.items() if k in names})


class JsonList(Generic[T]):
    """``{"schemaVersion": 1, "projectId": …, "updatedAt": …, <key>: [records]}`` in one file.

    ``cls`` is a dataclass (read with :func:`from_record`); problems are raised as ``error``
    with the file left untouched.
    """

    def __init__(self, path: Path, key: str, cls: type[T], *, project_id: str,
                 error: type[Exception] = ValueError) -> None:
        self.path = path
        self.key = key
        self.cls = cls
        self.project_id = project_id
        self.error = error
        self.lock_path = path.with_name(path.name + ".lock")
        remove_stale_temps(path)  # left by a writer that was killed

    def read(self) -> list[T]:
        """The records, in file order (none when the file does not exist yet)."""
        try:
            doc = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except json.JSONDecodeError as exc:
            raise self.error(
                f"{self.path} is not valid JSON ({exc.msg}, line {exc.lineno}); it was left untouched"
            ) from None
        if not isinstance(doc, dict) or not isinstance(doc.get(self.key), list):
            raise self.error(f"{self.path} does not hold a list of {self.key}; it was left untouched")
        if doc.get("schemaVersion") != SCHEMA_VERSION:
            raise self.error(
                f"{self.path} has schemaVersion {doc.get('schemaVersion')!r}; this genie_widgets reads version "
                f"{SCHEMA_VERSION}. Upgrade genie_widgets to open it. The file was left untouched."
            )
        try:
            return [from_record(self.cls, record) for record in doc[self.key]]
        except (TypeError, ValueError, AttributeError) as exc:
            raise self.error(f"{self.path} holds an invalid entry ({exc}); it was left untouched") from None

    def update(self, change: Callable[[list[T]], R]) -> R:
        """Re-read the records under the lock, let ``change`` edit the list in place, write it back."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with exclusive_lock(self.lock_path):
            records = self.read()
            result = change(records)
            write_json_atomic(self.path, {"schemaVersion": SCHEMA_VERSION, "projectId": self.project_id,
                                          "updatedAt": utc_now(), self.key: [to_record(r) for r in records]})
        return result
