"""The stored browser state of a project: the view (:class:`ViewRegion`) and the tracks
(:class:`BrowserState`), as kept in ``<project>/genome/browser.json``; and :class:`ProjectError`.

Coordinates are 0-based, end-exclusive; a view region's ``locus`` is ``chr:start-end``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..genome import Region
from .tracks import Track

SCHEMA_VERSION = 1
#: Who chose a view that no user or agent set (see :class:`ViewRegion`).
VIEW_ORIGINS = ("default", "trackData", "user")


class ProjectError(RuntimeError):
    """A project that cannot be created, opened or changed as asked."""


def read_json(path: Path, what: str) -> dict[str, Any]:
    """The JSON object in ``path`` (a project file), or a :class:`ProjectError` saying what is wrong."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ProjectError(f"{what} not found: {path}") from None
    except json.JSONDecodeError as exc:
        raise ProjectError(f"{path} is not valid JSON ({exc.msg}, line {exc.lineno}); it was left untouched") from None
    if not isinstance(doc, dict):
        raise ProjectError(f"{path} does not hold an object; it was left untouched")
    if doc.get("schemaVersion", SCHEMA_VERSION) != SCHEMA_VERSION:
        raise ProjectError(
            f"{path} has schemaVersion {doc.get('schemaVersion')!r}; this genie_widgets reads version "
            f"{SCHEMA_VERSION}. Upgrade genie_widgets to open it."
        )
    return doc


@dataclass(frozen=True)
class ViewRegion:
    """The browser's view: a resolved ``chr:start-end`` (numeric bounds) or an unresolved string
    kept as given with ``start``/``end`` of ``None`` (the reference's behaviour for text that is
    not a locus).

    ``origin`` says who chose the view: ``"default"`` (the genome's default view, as a new project
    starts), ``"trackData"`` (moved from that default to where the first data track has data, see
    :mod:`.first_view`) or ``"user"`` (a user, a browser or the agent set it); ``None`` in a file
    written before views kept their origin."""

    locus: str
    chrom: str | None = None
    start: int | None = None
    end: int | None = None
    origin: str | None = None

    @property
    def resolved(self) -> bool:
        return self.start is not None and self.end is not None and self.chrom is not None

    def region(self) -> Region | None:
        if self.chrom is None or self.start is None or self.end is None:  # not resolved
            return None
        return Region(self.chrom, self.start, self.end)

    @classmethod
    def of(cls, region: Region, origin: str | None = None) -> ViewRegion:
        return cls(locus=region.locus, chrom=region.chrom, start=region.start, end=region.end, origin=origin)

    def to_json(self, *, with_origin: bool = False) -> dict[str, Any]:
        """The reference's ``{locus, chr, start, end}``; ``with_origin`` adds ``origin`` (as
        ``browser.json`` keeps it; tool results keep the reference's shape)."""
        out: dict[str, Any] = {"locus": self.locus, "chr": self.chrom, "start": self.start, "end": self.end}
        if with_origin and self.origin is not None:
            out["origin"] = self.origin
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> ViewRegion:
        origin = obj.get("origin")
        return cls(locus=str(obj.get("locus") or ""), chrom=obj.get("chr"), start=obj.get("start"), end=obj.get("end"),
                   origin=origin if origin in VIEW_ORIGINS else None)


@dataclass
class BrowserState:
    view: ViewRegion
    tracks: list[Track]
    updated_at: str

    def to_json(self) -> dict[str, Any]:
        return {
            "schemaVersion": SCHEMA_VERSION,
            "viewRegion": self.view.to_json(with_origin=True),
            "tracks": [t.to_json() for t in sorted(self.tracks, key=lambda t: t.order)],
            "updatedAt": self.updated_at,
        }

    def track(self, track_id: str) -> Track:
        for t in self.tracks:
            if t.id == track_id:
                return t
        known = ", ".join(t.id for t in self.tracks) or "none"
        raise KeyError(f"Track '{track_id}' was not found. Loaded tracks: {known}.")
