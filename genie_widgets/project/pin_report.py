"""What :meth:`Project.pin` reports: :class:`PinnedFile` (one pinned URL) and :class:`PinReport`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .._words import count
from .ranges import file_label


@dataclass
class PinnedFile:
    """One pinned URL: what is kept of it (byte ranges ``[start, end)``) and how to check it."""

    url: str
    label: str
    track_ids: list[str]
    size: int | None
    etag: str | None
    last_modified: str | None
    whole: bool
    ranges: list[tuple[int, int]]
    bytes: int
    sha256: str
    path: str
    note: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "label": self.label, "trackIds": self.track_ids, "size": self.size,
                "etag": self.etag, "lastModified": self.last_modified, "whole": self.whole,
                "ranges": [list(r) for r in self.ranges], "bytes": self.bytes, "sha256": self.sha256,
                "path": self.path, "note": self.note}


@dataclass
class PinReport:
    """What :meth:`Project.pin` kept (``files``) and what it could not (``skipped``: reasons)."""

    files: list[PinnedFile] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(f.bytes for f in self.files)

    def to_json(self) -> dict[str, Any]:
        return {"files": [f.to_json() for f in self.files], "skipped": list(self.skipped), "bytes": self.bytes}

    def _repr_markdown_(self) -> str:
        lines = ["| file | kept | of | whole | sha256 |", "|---|---|---|---|---|"]
        for f in self.files:
            lines.append(f"| {f.label} | {count(f.bytes, 'byte')} in {count(len(f.ranges), 'range')} | "
                         f"{'?' if f.size is None else f'{f.size:,}'} | {'yes' if f.whole else 'no'} | "
                         f"`{f.sha256[:12]}…` |")
        return "\n".join(lines + [f"- skipped: {s}" for s in self.skipped])


def pinned_file(record: dict[str, Any] | None) -> PinnedFile:
    assert record is not None  # just written
    return PinnedFile(url=record["url"], label=record.get("label") or file_label(record["url"]),
                      track_ids=list(record.get("trackIds") or []), size=record.get("size"), etag=record.get("etag"),
                      last_modified=record.get("lastModified"), whole=bool(record.get("whole")),
                      ranges=[(int(a), int(b)) for a, b in record["ranges"]], bytes=record["bytes"],
                      sha256=record["sha256"], path=record["path"], note=record.get("note"))
