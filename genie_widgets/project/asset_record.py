"""One asset of a project's catalog (:class:`Asset`), what reading it gives (:class:`AssetReading`),
and the helpers that make a file asset (a fresh id, an atomic copy with its SHA-256, the
description). The catalog that stores them is :class:`~.assets.AssetCatalog`."""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import atomic_file, utc_now
from ._stored import from_record, to_record
from .asset_kinds import ASSET_KINDS, TRACK_KINDS, KindGuess, kind_label
from .boundary import open_source
from .textpeek import TextPreview

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

__all__ = ["ORIGINS", "Asset", "AssetError", "AssetReading", "copy_into", "describe_file", "new_asset_id"]

ORIGINS = ("file", "url")


class AssetError(ValueError):
    """An asset operation that cannot be done as asked; the catalog is left as it was."""


@dataclass
class Asset:
    """One entry of the catalog.

    ``origin`` is ``file`` (a copy stored at ``path``, relative to the project folder, imported
    from ``source_path``) or ``url`` (the remote source ``url`` after redirects, asked for as
    ``source_url``; ``snapshot`` is the saved first text, if any). ``location`` is a display
    location set by the user; :attr:`display_location` falls back to the URL or stored path.
    ``track_type`` is the type ``genome_add_track`` takes when the genome engine can draw the
    asset. ``linked_from`` names the page a linked file was found on.
    """

    id: str
    kind: str
    title: str
    origin: str
    format: str = "unknown"
    description: str = ""
    path: str | None = None
    source_path: str | None = None
    url: str | None = None
    source_url: str | None = None
    location: str | None = None
    track_type: str | None = None
    size: int | None = None
    sha256: str | None = None
    content_type: str | None = None
    snapshot: str | None = None
    linked_from: str | None = None
    created_at: str = field(default_factory=utc_now)
    updated_at: str = field(default_factory=utc_now)

    def __post_init__(self) -> None:
        if self.kind not in ASSET_KINDS:
            raise AssetError(f"unknown asset kind {self.kind!r}; the kinds are {', '.join(ASSET_KINDS)}")
        if self.origin not in ORIGINS:
            raise AssetError(f"asset origin must be 'file' or 'url', not {self.origin!r}")

    @property
    def display_location(self) -> str:
        """Where the asset is, as shown to people: the set location, the URL or the stored path."""
        return self.location or self.url or self.path or ""

    @property
    def is_track(self) -> bool:
        """Whether ``genome_add_track`` can draw it (a signal or interval track the engine reads)."""
        return self.kind in TRACK_KINDS and self.track_type is not None

    def to_record(self) -> dict[str, Any]:
        """The camelCase form stored in ``catalog.json``."""
        return to_record(self)

    @classmethod
    def from_record(cls, obj: dict[str, Any]) -> Asset:
        return from_record(cls, obj)

    def to_json(self, project: ProjectHandle) -> dict[str, Any]:
        """What the tools return: the stored fields plus ``location`` (for display), ``filePath``
        (absolute path of the stored copy), ``browserUrl`` (where a web browser opens it: the URL,
        or a ``file://`` URI of the copy) and ``trackSource`` (what ``genome_add_track`` takes as
        ``sourceUrl`` together with ``trackType``; ``None`` when it cannot be drawn)."""
        out = self.to_record()
        file_path = project.path / self.path if self.path else None
        out["location"] = self.display_location
        out["filePath"] = str(file_path) if file_path else None
        out["browserUrl"] = self.url or (file_path.as_uri() if file_path else None)
        out["trackSource"] = (self.url or (str(file_path) if file_path else None)) if self.is_track else None
        return out


@dataclass
class AssetReading:
    """An asset with its text preview (``None`` for binary or empty content) and, where there is
    no preview, a ``note`` saying why (``binary, 419,735 bytes``)."""

    asset: Asset
    preview: TextPreview | None
    note: str | None
    preview_source: str | None = None  # "file", "page text", "snapshot"


def new_asset_id(name: str, taken: set[str]) -> str:
    """``asset_<slug of name>_<4 hex>``: readable, unique among ``taken``."""
    stem = name.rsplit("/", 1)[-1]
    slug = re.sub(r"[^a-z0-9]+", "_", stem.lower()).strip("_")[:28] or "file"
    while True:
        candidate = f"asset_{slug}_{secrets.token_hex(2)}"
        if candidate not in taken:
            return candidate


def copy_into(source: Path, dest: Path) -> tuple[int, str]:
    """Copy the regular file ``source`` (checked and resolved, see :func:`.boundary.agent_source`)
    to ``dest`` atomically; returns the size and SHA-256. The destination folder must exist."""
    digest = hashlib.sha256()
    size = 0
    with open_source(source) as src:  # under an agent's call no link is followed on the way
        if not stat.S_ISREG(os.fstat(src.fileno()).st_mode):
            raise AssetError(f"{source} is not a regular file")
        with atomic_file(dest) as out:
            while block := src.read(1 << 20):
                digest.update(block)
                size += len(block)
                out.write(block)
    return size, digest.hexdigest()


def describe_file(guess: KindGuess, size: int, source: str) -> str:
    """The description a new file asset gets: what it is, its size and where it came from."""
    return f"{guess.format} {kind_label(guess.kind)}, {size:,} bytes, imported from {source}"
