"""Inspecting and importing local files and folders as project assets.

Paths may be absolute or relative to the kernel's working directory (``~`` is expanded). Import
*copies* each file into the project (``assets/<assetId>/``); the source is never changed.

Walking a folder: entries are visited in name order, folders before going deeper; hidden names
(starting with ``.``), symbolic links (not followed, so no loops and no surprises), devices and
pipes are not imported, and the project's own ``assets/`` folder is never walked. Limits follow
the reference: ``max_entries`` 1–1000 (default 400) for inspection, ``max_files`` 1–500
(default 200) for import, with files beyond the cap reported as skipped. An import visits at
most ``max_entries`` entries: 1–:data:`WALK_LIMIT`, default :data:`WALK_LIMIT` (ours; the
reference gives no numbers).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import echo
from .asset_kinds import infer_local_kind
from .assets import Asset, AssetCatalog, AssetError
from .boundary import agent_source
from .filepolicy import is_protected
from .safepath import UnsafePathError, is_inside
from .textpeek import read_head

if TYPE_CHECKING:  # pragma: no cover
    from .project import Project

__all__ = [
    "MAX_ENTRIES",
    "MAX_FILES",
    "WALK_LIMIT",
    "FolderEntry",
    "ImportReport",
    "LocalInspection",
    "Skipped",
    "clamp",
    "import_local_folder",
    "import_local_path",
    "inspect_local_folder",
    "inspect_local_path",
]

#: (lowest, highest, default) as the reference clamps them.
MAX_ENTRIES = (1, 1000, 400)
MAX_FILES = (1, 500, 200)
#: Most entries one import visits when no ``max_entries`` is given (ours).
WALK_LIMIT = 10_000
#: Most "beyond the cap" files listed one by one in a report; the rest are counted.
MAX_LISTED_SKIPS = 200


def clamp(value: float | int | None, bounds: tuple[int, int, int]) -> int:
    """``value`` rounded and held within ``bounds`` (low, high, default); the default for ``None``."""
    low, high, default = bounds
    if value is None:
        return default
    return max(low, min(high, round(float(value))))


@dataclass
class FolderEntry:
    """One entry met while walking a folder. ``type`` is ``file``, ``folder``, ``link``,
    ``hidden``, ``protected`` (genie_widgets' configuration folder, never entered) or ``special``
    (device, pipe, socket); kind fields are set for files."""

    path: str
    relative: str
    type: str
    size: int | None = None
    kind: str | None = None
    format: str | None = None
    track_type: str | None = None
    in_catalog: str | None = None  # the id of the asset already imported from this file

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "relativePath": self.relative, "type": self.type, "size": self.size,
                "kind": self.kind, "format": self.format, "trackType": self.track_type, "inCatalog": self.in_catalog}


@dataclass
class Skipped:
    """A source that was not imported, and why."""

    source: str
    reason: str
    asset_id: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "reason": self.reason, "assetId": self.asset_id}


@dataclass
class ImportReport:
    """What an import did: the new assets, the skipped sources (listed up to
    :data:`MAX_LISTED_SKIPS`, counted in ``skipped_not_listed`` after that), how many entries
    were visited, whether the walk stopped at its limit, and notes in words."""

    imported: list[Asset] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    skipped_not_listed: int = 0
    entries_seen: int = 0
    walk_stopped: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def skipped_count(self) -> int:
        return len(self.skipped) + self.skipped_not_listed

    def skip(self, source: str, reason: str, asset_id: str | None = None) -> None:
        if len(self.skipped) < MAX_LISTED_SKIPS or asset_id is not None:
            self.skipped.append(Skipped(source, reason, asset_id))
        else:
            self.skipped_not_listed += 1


@dataclass
class LocalInspection:
    """A file's inferred asset metadata, or a folder's entries (at most ``max_entries``)."""

    path: str
    type: str
    file: FolderEntry | None = None
    entries: list[FolderEntry] = field(default_factory=list)
    truncated: bool = False
    counts: dict[str, int] = field(default_factory=dict)


def resolve_source(path: str | os.PathLike[str]) -> Path:
    """An existing local path, absolute (relative paths are taken from the working directory).
    Under an agent's tool call the path must be one the agent may read (:func:`.boundary.agent_source`)."""
    text = os.fspath(path)
    if not str(text).strip():
        raise AssetError("the path is empty; give a file or folder path")
    resolved = agent_source(text)  # checked before saying whether it exists
    if not resolved.exists():
        raise AssetError(f"not found: {echo(str(Path.cwd() / Path(text).expanduser()))}")
    return resolved


def _describe_file(path: Path, relative: str, known: dict[str, str]) -> FolderEntry:
    try:
        head = read_head(path)[0]
    except OSError:
        head = b""
    guess = infer_local_kind(path, head)
    return FolderEntry(str(path), relative, "file", path.stat().st_size, guess.kind, guess.format, guess.track_type,
                       known.get(str(path)))


def _walk(root: Path, recursive: bool, exclude: Path) -> Iterator[tuple[Path, str, str]]:
    """(path, relative path, type) for every entry below ``root``, in name order."""
    pending = [root]
    while pending:
        folder = pending.pop(0)
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            continue
        subfolders = []
        for entry in entries:
            path = Path(entry.path)
            relative = path.relative_to(root).as_posix()
            if entry.name.startswith("."):
                yield path, relative, "hidden"
            elif is_protected(path) or (entry.is_dir(follow_symlinks=False) and is_protected(path.resolve())):
                yield path, relative, "protected"
            elif entry.is_symlink():
                yield path, relative, "link"
            elif entry.is_dir(follow_symlinks=False):
                if is_inside(path.resolve(), exclude):
                    continue
                yield path, relative, "folder"
                subfolders.append(path)
            elif entry.is_file(follow_symlinks=False):
                yield path, relative, "file"
            else:
                yield path, relative, "special"
        if recursive:
            pending[:0] = subfolders


def inspect_local_path(project: Project, path: str | os.PathLike[str], *, recursive: bool = True,
                       max_entries: int | None = None) -> LocalInspection:
    """Inferred asset metadata for a file, or the files and subfolders (with kinds) of a folder."""
    source = resolve_source(path)
    catalog = AssetCatalog(project)
    known = catalog.imported_sources()
    if source.is_file():
        return LocalInspection(str(source), "file", file=_describe_file(source, source.name, known))
    if not source.is_dir():
        raise AssetError(f"{source} is neither a file nor a folder")
    limit = clamp(max_entries, MAX_ENTRIES)
    result = LocalInspection(str(source), "folder")
    for entry_path, relative, kind in _walk(source, recursive, catalog.root):
        if len(result.entries) >= limit:
            result.truncated = True
            break
        entry = _describe_file(entry_path, relative, known) if kind == "file" else FolderEntry(
            str(entry_path), relative, kind)
        result.entries.append(entry)
        key = entry.kind if entry.type == "file" else entry.type
        result.counts[key or "other"] = result.counts.get(key or "other", 0) + 1
    return result


def inspect_local_folder(project: Project, folder_path: str | os.PathLike[str], *, recursive: bool = True,
                         max_entries: int | None = None) -> LocalInspection:
    """The files and subfolders of a folder with their inferred kinds."""
    source = resolve_source(folder_path)
    if not source.is_dir():
        raise AssetError(f"{source} is a file, not a folder; inspect it as a path")
    return inspect_local_path(project, source, recursive=recursive, max_entries=max_entries)


def import_local_path(
    project: Project,
    path: str | os.PathLike[str],
    *,
    recursive: bool = True,
    max_entries: int | None = None,
    max_files: int | None = None,
    skip_existing: bool = True,
) -> ImportReport:
    """Copy a file, or a folder's files, into the project as assets (see the module docstring).
    With ``skip_existing`` a source already imported is skipped and named with its asset id."""
    source = resolve_source(path)
    catalog = AssetCatalog(project)
    report = ImportReport()
    if is_inside(source, catalog.root):
        raise AssetError(f"{source} is inside the project's own assets folder; it is already in the catalog")
    known = catalog.imported_sources() if skip_existing else {}
    if source.is_file():
        report.entries_seen = 1
        _import_one(catalog, source, source.name, known, report)
        return report
    if not source.is_dir():
        raise AssetError(f"{source} is neither a file nor a folder")
    if source == Path(source.anchor):
        raise AssetError(f"{source} is the root of the file system; import a data folder instead")
    cap = clamp(max_files, MAX_FILES)
    walk_limit = clamp(max_entries, (1, WALK_LIMIT, WALK_LIMIT))
    for entry_path, relative, kind in _walk(source, recursive, catalog.root):
        if report.entries_seen >= walk_limit:
            report.walk_stopped = True
            break
        report.entries_seen += 1
        if kind == "folder":
            continue
        if kind != "file":
            reason = {"hidden": "hidden file or folder", "link": "symbolic link (not followed)",
                      "protected": "genie_widgets' configuration folder (the seal key)",
                      "special": "not a regular file"}[kind]
            report.skip(str(entry_path), reason)
            continue
        if len(report.imported) >= cap:
            if str(entry_path) in known:
                report.skip(str(entry_path), "already in the catalog", known[str(entry_path)])
            else:
                report.skip(str(entry_path), f"beyond maxFiles ({cap})")
            continue
        _import_one(catalog, entry_path, relative, known, report)
    return report


def import_local_folder(project: Project, folder_path: str | os.PathLike[str], *, recursive: bool = True,
                        max_files: int | None = None) -> ImportReport:
    """Import a folder's files; files already in the catalog are skipped."""
    source = resolve_source(folder_path)
    if not source.is_dir():
        raise AssetError(f"{source} is a file, not a folder; import it as a path")
    return import_local_path(project, source, recursive=recursive, max_files=max_files, skip_existing=True)


def _import_one(catalog: AssetCatalog, path: Path, title: str, known: dict[str, str], report: ImportReport) -> None:
    """Import one file unless ``known`` (source path → asset id) has it; ``known`` learns it."""
    if str(path) in known:
        report.skip(str(path), "already in the catalog", known[str(path)])
        return
    try:
        info = path.stat()
    except OSError as exc:
        report.skip(str(path), f"cannot be read ({exc.strerror or exc})")
        return
    if not stat.S_ISREG(info.st_mode):
        report.skip(str(path), "not a regular file")
        return
    try:
        asset = catalog.import_file(path, title=title)
    except (OSError, AssetError, UnsafePathError) as exc:  # e.g. swapped for a link after the check
        report.skip(str(path), f"could not be imported ({getattr(exc, 'strerror', None) or exc})")
        return
    report.imported.append(asset)
    known[str(path)] = asset.id
