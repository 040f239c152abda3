"""A project's asset catalog: the files and URLs a project works from, and what each one is.

Layout inside the project folder::

    assets/catalog.json            every asset (schema version 1), written atomically under a lock
    assets/<assetId>/<file name>   the copy of an imported file (file assets)
    assets/<assetId>/snapshot.txt  the first text of a URL asset, saved when it was imported
    assets/<assetId>/...           notes written with :meth:`AssetCatalog.write_artifact`

An asset is a *file* asset (copied into the project; the reference's "uploaded file") or a *URL*
asset (the address of a remote source, with a snapshot of its first text where it has text).
Its kind is one of the seven of :mod:`.asset_kinds`. Nothing here issues citations; the tools
build their records from :meth:`Asset.to_json` and :meth:`AssetCatalog.read`.
"""

from __future__ import annotations

import os
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from .._io import echo, utc_now
from ._stored import JsonList
from .asset_kinds import (
    TRACK_KINDS,
    TRACK_TYPES,
    KindGuess,
    infer_local_kind,
    normalize_kind,
)
from .asset_record import Asset, AssetError, AssetReading, copy_into, describe_file, new_asset_id
from .boundary import agent_source, in_agent_scope, project_folder, stored_file
from .fetch import check_http_url
from .htmlscan import html_text
from .nofollow import write_nofollow
from .safepath import UnsafePathError, check_relative_path, resolve_inside, safe_file_name
from .textpeek import binary_note, clean_text, looks_binary, make_preview, read_head

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle
    from .tracks import Track

__all__ = ["MAX_NOTE_BYTES", "SNAPSHOT_NAME", "Asset", "AssetCatalog", "AssetError", "AssetReading"]

ASSETS_DIR = "assets"
CATALOG_FILE = "catalog.json"
SNAPSHOT_NAME = "snapshot.txt"
#: Largest note :meth:`AssetCatalog.write_artifact` writes (ours; the reference sets none).
MAX_NOTE_BYTES = 2 * 1024 * 1024

class AssetCatalog:
    """The asset catalog of a project (``assets/catalog.json``).

    Reads always see the file as it is on disk; every change re-reads it under an exclusive
    lock and replaces it atomically, so two kernels importing into one project lose nothing.
    The paths the catalog stores are checked on every use (:func:`.boundary.stored_file`): a
    file asset's copy and a URL asset's snapshot lie inside ``assets/<assetId>/``, with no link.
    """

    def __init__(self, project: ProjectHandle) -> None:
        self.project = project
        self.root = project_folder(project, ASSETS_DIR, create=False)  # a link here is refused
        self.path = self.root / CATALOG_FILE
        self._store = JsonList(self.path, "assets", Asset, project_id=project.id, error=AssetError)

    # -- reading -------------------------------------------------------------------------------
    def _read(self) -> list[Asset]:
        return self._store.read()

    def list(self) -> list[Asset]:
        """Every asset, oldest first."""
        return self._read()

    def __iter__(self) -> Iterator[Asset]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())

    def get(self, asset_id: str) -> Asset:
        """The asset ``asset_id``; ``KeyError("Asset '…' was not found. …")`` otherwise."""
        assets = self._read()
        for asset in assets:
            if asset.id == asset_id:
                return asset
        known = ", ".join(a.id for a in assets[:30]) or "none (the catalog is empty)"
        raise KeyError(f"Asset '{asset_id}' was not found. Assets: {known}.")

    def imported_sources(self) -> dict[str, str]:
        """Source path → asset id for every file asset (to skip files already imported)."""
        return {a.source_path: a.id for a in self._read() if a.origin == "file" and a.source_path}

    def known_urls(self) -> dict[str, str]:
        """URL (without fragment) → asset id for every URL asset, by its address and by the
        address it was asked for before redirects (to skip URLs already imported)."""
        return {u.split("#", 1)[0]: a.id for a in self._read() if a.origin == "url"
                for u in (a.source_url, a.url) if u}

    def asset_dir(self, asset_id: str) -> Path:
        return self.root / asset_id

    def file_path(self, asset: Asset) -> Path | None:
        """Absolute path of a file asset's stored copy (checked: inside ``assets/<assetId>/``, no
        link on the way; :class:`~.safepath.UnsafePathError` naming the asset otherwise)."""
        if not asset.path:
            return None
        return self._stored(asset, asset.path, "stored file")

    def _stored(self, asset: Asset, stored: str | None, what: str) -> Path:
        return stored_file(self.project, stored, within=f"{ASSETS_DIR}/{asset.id}",
                           what=f"asset '{str(asset.id)[:100]}' ({what})")

    # -- writing -------------------------------------------------------------------------------
    def reserve_id(self, name: str) -> str:
        """A new asset id with an empty folder of its own."""
        project_folder(self.project, ASSETS_DIR)
        taken = {a.id for a in self._read()}
        while True:
            asset_id = new_asset_id(name, taken)
            try:
                self.asset_dir(asset_id).mkdir()
            except FileExistsError:
                taken.add(asset_id)
                continue
            return asset_id

    def add(self, asset: Asset) -> Asset:
        """Put a new asset in the catalog (its id must be new)."""

        def change(assets: list[Asset]) -> Asset:
            if any(a.id == asset.id for a in assets):
                raise AssetError(f"asset id {asset.id!r} is already in the catalog")
            assets.append(asset)
            return asset

        return self._store.update(change)

    def import_file(self, source: str | os.PathLike[str], *, title: str | None = None,
                    description: str | None = None) -> Asset:
        """Copy a local file into the project as a new file asset (kind inferred). Under an
        agent's tool call the file must be one the agent may read (:func:`.boundary.agent_source`)."""
        src = agent_source(source)
        try:
            info = src.stat()
        except FileNotFoundError:
            raise AssetError(f"file not found: {echo(os.fspath(source))}") from None
        if not stat.S_ISREG(info.st_mode):
            raise AssetError(f"{echo(str(src))} is not a regular file (a folder, device or pipe cannot be imported "
                             "as a file)")
        asset_id = self.reserve_id(src.name)
        folder = self.asset_dir(asset_id)
        try:
            dest = resolve_inside(folder, safe_file_name(src.name), what="file name", container=self.project.path)
            size, digest = copy_into(src, dest)
            head = read_head(dest)[0]
            guess = infer_local_kind(dest, head)
            asset = Asset(
                id=asset_id, kind=guess.kind, title=title or src.name, origin="file", format=guess.format,
                description=description if description is not None else describe_file(guess, size, str(src)),
                path=dest.relative_to(self.project.path.resolve()).as_posix(), source_path=str(src),
                track_type=guess.track_type, size=size, sha256=digest,
            )
            return self.add(asset)
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise

    def update(
        self,
        asset_id: str,
        *,
        kind: str | None = None,
        title: str | None = None,
        description: str | None = None,
        location: str | None = None,
        source_path: str | None = None,
        replace_from_source_path: bool = False,
    ) -> Asset:
        """Edit an asset. ``location`` is a URL asset's new address (http(s)) or a file asset's
        display location; ``source_path`` records where a file asset comes from, and with
        ``replace_from_source_path`` the stored copy is replaced from it (kind and format are
        inferred again unless ``kind`` is given)."""
        new_kind = normalize_kind(kind) if kind is not None else None
        if title is not None and not title.strip():
            raise AssetError("an asset title cannot be empty")
        if source_path is not None and in_agent_scope():
            agent_source(source_path, what="sourcePath")  # the agent records only a path it may read
        current = self.get(asset_id)
        replacement: tuple[int, str, KindGuess, str] | None = None
        if replace_from_source_path:
            replacement = self._replace_copy(current, source_path)

        def change(assets: list[Asset]) -> Asset:
            asset = next((a for a in assets if a.id == asset_id), None)
            if asset is None:
                raise KeyError(f"Asset '{asset_id}' was not found.")
            if replacement is not None:
                size, digest, guess, src = replacement
                asset.size, asset.sha256, asset.source_path = size, digest, src
                asset.format, asset.track_type = guess.format, guess.track_type
                asset.kind = guess.kind
            elif source_path is not None:
                asset.source_path = str(Path(source_path).expanduser())
            if new_kind is not None:
                asset.kind = new_kind
                asset.track_type = TRACK_TYPES.get(asset.format) if new_kind in TRACK_KINDS else None
            if title is not None:
                asset.title = title.strip()
            if description is not None:
                asset.description = description
            if location is not None:
                if asset.origin == "url":
                    asset.url = check_http_url(location)
                    asset.snapshot = None  # the saved text belongs to the old address
                else:
                    asset.location = location.strip() or None
            asset.updated_at = utc_now()
            return asset

        return self._store.update(change)

    def _replace_copy(self, asset: Asset, source_path: str | None) -> tuple[int, str, KindGuess, str]:
        """Copy the new source over the asset's stored file. The source (given, or the one the
        catalog records) passes the same check as an import (:func:`.boundary.agent_source`: under
        an agent's call, inside its roots, no system or hidden file); the destination is the
        checked stored path."""
        if asset.origin != "file" or not asset.path:
            raise AssetError(f"asset '{asset.id}' is a URL asset; replaceFromSourcePath works on imported files")
        src_text = source_path or asset.source_path
        if not src_text:
            raise AssetError(f"asset '{asset.id}' has no source path to replace it from; give sourcePath")
        src = agent_source(src_text, what="source path")
        try:
            info = src.stat()
        except FileNotFoundError:
            raise AssetError(f"file not found: {echo(str(src_text))}") from None
        if not stat.S_ISREG(info.st_mode):
            raise AssetError(f"{echo(str(src))} is not a regular file")
        dest = self._stored(asset, asset.path, "stored file")
        size, digest = copy_into(src, dest)
        guess = infer_local_kind(dest, read_head(dest)[0])
        return size, digest, guess, str(src)

    def forget_source_paths(self) -> int:
        """Drop the source path every file asset records; returns how many did. For a folder taken
        in from elsewhere (:mod:`.takein`): those paths name files on another machine, chosen by
        whoever wrote the folder, and must never become the default source of a replacement here,
        not even for a user's own :meth:`update` (``sourcePath`` is then given anew)."""
        if not any(a.source_path for a in self._read()):
            return 0

        def change(assets: list[Asset]) -> int:
            count = 0
            for asset in assets:
                if asset.source_path:
                    asset.source_path = None
                    count += 1
            return count

        return self._store.update(change)

    def write_artifact(self, asset_id: str, relative_path: str, content: str) -> tuple[Path, int]:
        """Write a UTF-8 text note at ``relative_path`` inside the asset's folder (folders are
        made as needed). The path must stay inside that folder; the asset's own stored file and
        snapshot cannot be overwritten. Returns the absolute path and byte size."""
        asset = self.get(asset_id)
        if not isinstance(content, str):
            raise AssetError("the content must be text")
        content = clean_text(content)
        size = len(content.encode("utf-8"))
        if size > MAX_NOTE_BYTES:
            raise AssetError(f"the content is {size:,} bytes; a note may be at most {MAX_NOTE_BYTES:,} bytes")
        folder = self.asset_dir(asset_id)
        folder.mkdir(parents=True, exist_ok=True)
        target = resolve_inside(folder, relative_path, what="relativePath", container=self.project.path)
        protected = [self._stored(asset, p, "stored file") for p in (asset.path, asset.snapshot) if p]
        if any(target == p.resolve() for p in protected):
            raise UnsafePathError(f"{relative_path!r} is the asset's own data; write notes beside it, e.g. notes/…")
        if target.exists() and not target.is_file():
            raise UnsafePathError(f"{relative_path!r} is a folder inside the asset; give a file path")
        # The write opens every component relative to the asset folder without following links,
        # so a folder swapped for a link after the check above is refused, not written through.
        rel = check_relative_path(relative_path, what="relativePath")
        root = self.project.path.resolve()
        asset_rel = folder.resolve().relative_to(root).as_posix()
        size = write_nofollow(root, f"{asset_rel}/{rel.as_posix()}", content.encode("utf-8"), what="relativePath")
        return target, size

    # -- previews ------------------------------------------------------------------------------
    def read(self, asset_id: str) -> AssetReading:
        """The asset with a preview of its first lines (the first 40 lines of the first 48 KiB)
        for text content; HTML is previewed as the page's text."""
        asset = self.get(asset_id)
        if asset.kind == "image":
            return AssetReading(asset, None, f"image ({asset.format}); no text preview")
        if asset.origin == "url":
            if not asset.snapshot:
                return AssetReading(asset, None, "no saved text for this URL asset")
            snap = self._stored(asset, asset.snapshot, "snapshot")
            try:
                head, _gz, more = read_head(snap)
            except FileNotFoundError:
                return AssetReading(asset, None, "the saved text of this URL asset is missing")
            return AssetReading(asset, make_preview(head, more=more), None, "snapshot")
        path = self.file_path(asset)
        if path is None or not path.is_file():
            return AssetReading(asset, None, "the stored copy of this asset is missing")
        head, _gz, more = read_head(path)
        if not head:
            return AssetReading(asset, None, "empty file")
        if looks_binary(head):
            return AssetReading(asset, None, binary_note(asset.size if asset.size is not None else path.stat().st_size))
        if asset.format == "html":
            text = html_text(head.decode("utf-8", "replace")).encode("utf-8")
            return AssetReading(asset, make_preview(text, more=more), None, "page text")
        return AssetReading(asset, make_preview(head, more=more), None, "file")

    # -- the browser ---------------------------------------------------------------------------
    def add_to_browser(self, asset_id: str, *, name: str | None = None) -> Track:
        """Add a track-like asset to the project's browser (what ``genome_add_track`` does with
        the asset's ``trackSource`` and ``trackType``)."""
        asset = self.get(asset_id)
        if not asset.is_track:
            raise AssetError(
                f"asset '{asset_id}' is a {asset.kind} ({asset.format}), not a track the browser can draw"
            )
        source = asset.url or str(self.file_path(asset))  # the stored path is checked
        return self.project.add_track(source, asset.track_type, name=name or asset.title,
                                      metadata={"assetId": asset.id})
