"""The response cache: every portal answer kept in the project, with the time it was retrieved.

One JSON file per request URL under ``<project>/cache/encode/``::

    {"schemaVersion": 1, "url": "...", "status": 200, "retrievedAt": "2025-01-31T12:00:00Z",
     "body": {...the portal's JSON...}}

Files are written atomically (a temporary file renamed over the old one), so a crash leaves the
earlier answer readable. The key is the full request URL, portal included: answers of one portal
never stand in for another's. A search replays from here when the portal cannot be reached or
when asked to work offline. A cache file is outside input (a project folder can be handed over):
it is checked before it is replayed (:meth:`ResponseCache.get`, :mod:`.answers`).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from .._io import echo, write_json_atomic
from .answers import AnswerError, check_answer, check_timestamp
from .client import MAX_RESPONSE_BYTES, PortalError, PortalResponse

SCHEMA_VERSION = 1
#: Largest cache file read (bytes): an answer of up to ``MAX_RESPONSE_BYTES``, re-indented.
MAX_FILE_BYTES = 4 * MAX_RESPONSE_BYTES


def _unusable(path: Path, url: str, why: str) -> PortalError:
    return PortalError(f"the cached ENCODE answer {path} is unusable: {why}. It was left untouched; delete it, or "
                       "run the search with the portal reachable to replace it", url=url, kind="bad_cache")


class ResponseCache:
    """Portal answers on disk, keyed by request URL."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.directory)!r}, entries={len(self)})"

    def __len__(self) -> int:
        return len(list(self.directory.glob("*.json"))) if self.directory.is_dir() else 0

    def path(self, url: str) -> Path:
        """Where the answer to ``url`` is (or would be) kept."""
        digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:32]
        return self.directory / f"{digest}.json"

    def get(self, url: str) -> PortalResponse | None:
        """The recorded answer to ``url`` (marked ``from_cache``), or ``None`` when none was kept.

        A file that is there but is not a sound record of that request (unreadable, not JSON,
        nested too deeply, over :data:`MAX_FILE_BYTES`, another request's, or holding a field a
        search reads of the wrong type or size: see :mod:`.answers`) is a :class:`PortalError`
        (kind ``bad_cache``) naming the file, never replayed; it is left on disk untouched.
        """
        path = self.path(url)
        try:
            with open(path, "rb") as handle:
                raw = handle.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise _unusable(path, url, f"it cannot be read ({exc.strerror or type(exc).__name__})") from None
        if len(raw) > MAX_FILE_BYTES:
            raise _unusable(path, url, f"it is over {MAX_FILE_BYTES:,} bytes")
        try:
            doc = json.loads(raw.decode("utf-8"))
        except RecursionError:
            raise _unusable(path, url, "it is nested too deeply to read") from None
        except (ValueError, UnicodeDecodeError) as exc:
            raise _unusable(path, url, f"it is not JSON ({echo(exc, 80)})") from None
        try:
            return self._response(doc, url)
        except AnswerError as exc:
            raise _unusable(path, url, str(exc)) from None

    @staticmethod
    def _response(doc: Any, url: str) -> PortalResponse:
        if not isinstance(doc, dict):
            raise AnswerError(f"it holds a JSON {type(doc).__name__}, not an object")
        if doc.get("schemaVersion") != SCHEMA_VERSION:
            raise AnswerError(f"its schemaVersion is {echo(doc.get('schemaVersion'), 20)}, not {SCHEMA_VERSION}")
        if doc.get("url") != url:
            raise AnswerError("it records another request (its url differs)")
        status = doc.get("status", 200)
        if not isinstance(status, int) or isinstance(status, bool) or not 100 <= status <= 599:
            raise AnswerError("its status is not an HTTP status (a whole number from 100 to 599)")
        retrieved = check_timestamp(doc.get("retrievedAt"), "its retrievedAt")
        check_answer(doc.get("body"), "its body")
        return PortalResponse(url=url, status=status, body=doc["body"], retrieved_at=retrieved, from_cache=True)

    def put(self, response: PortalResponse) -> Path:
        """Record ``response`` (replacing an older answer to the same URL)."""
        path = self.path(response.url)
        write_json_atomic(path, {
            "schemaVersion": SCHEMA_VERSION,
            "url": response.url,
            "status": response.status,
            "retrievedAt": response.retrieved_at,
            "body": response.body,
        })
        return path
