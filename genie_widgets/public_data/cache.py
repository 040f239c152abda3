"""The response cache: every portal answer kept in the project, with the time it was retrieved.

One JSON file per request URL under ``<project>/cache/encode/``::

    {"schemaVersion": 1, "url": "...", "status": 200, "retrievedAt": "2025-01-31T12:00:00Z",
     "body": {...the portal's JSON...}}

Files are written atomically (a temporary file renamed over the old one), so a crash leaves the
earlier answer readable. The key is the full request URL, portal included: answers of one portal
never stand in for another's. A search replays from here when the portal cannot be reached or
when asked to work offline.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .._io import write_json_atomic
from .client import PortalResponse

SCHEMA_VERSION = 1


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
        """The recorded answer to ``url`` (marked ``from_cache``), or ``None``.

        An unreadable or foreign entry counts as absent; it is left on disk untouched.
        """
        path = self.path(url)
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if (not isinstance(doc, dict) or doc.get("schemaVersion") != SCHEMA_VERSION or doc.get("url") != url
                or not isinstance(doc.get("body"), dict) or not isinstance(doc.get("retrievedAt"), str)):
            return None
        return PortalResponse(url=url, status=int(doc.get("status", 200)), body=doc["body"],
                              retrieved_at=doc["retrievedAt"], from_cache=True)

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
