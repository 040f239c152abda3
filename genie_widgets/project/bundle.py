"""Bundles: a self-contained copy of a project that a colleague, a classroom or Binder reruns offline.

:func:`export_bundle` (``project.export_bundle(path)``) pins the ranges the project has read
(:mod:`.pins`) and copies the project folder to ``path``: ``project.json``, the browser state and
results, every session (citations, messages, artifacts), the assets and Studio outputs, the cached
portal answers (``cache/encode/``), downloaded files (``cache/downloads/``, e.g. text tracks and
the gene annotation when it was downloaded) and ``pins/``. Left out: ``cache/ranges/`` (what it
held is in ``pins/``), lock files, unfinished temporary files, and — with a warning — symbolic
links, special files and names a manifest cannot list. A local track file inside the project is
named in the bundle's ``genome/browser.json`` by its path relative to the project (rooted where
the bundle is opened). A local track file outside the project is copied into the bundle
(``genome/track-files/``, see :mod:`.bundle_tracks`) and named there the same way, so the bundle is
whole; one that cannot be copied (missing, unreadable) refuses the export, unless
``missing_tracks="leave"``, when the bundle is written without it and says so first. The source
paths of imported files (this machine's) are left out of its ``assets/catalog.json``.
``bundle.json`` lists every file with its size in bytes and SHA-256, the pins and anything that
will not replay (``warnings``).

The copy is written into a hidden sibling folder (``.<name>.part-<hex>``), the manifest last
(atomically), and the folder is renamed to ``path`` only then: an export cut at any point (kill
-9) leaves no ``path`` at all, never a bundle that looks complete. The bundle's ``project.json``
says it is one (``"bundle"``) and carries none of this user's seals (:mod:`.trust`), so a copy cut
before ``bundle.json`` arrived is refused too, and settings that widen the agent's reach stay off
wherever it is opened until accepted.

The bundle keeps the project id, so the same ENCODE files keep their citation ids.
``Project.open(path)`` verifies it (:func:`verify_bundle`, see :mod:`.bundle_verify`) and takes
it in (:mod:`.takein`). Pinned bytes are also checked chunk by chunk when read.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import shutil
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import utc_now, write_json_atomic
from .bundle_manifest import MANIFEST, SCHEMA_VERSION, BundleError, BundleManifest, check_bundle_path, clip
from .bundle_tracks import OutsideTracks, plan_outside_tracks
from .bundle_verify import verify_bundle
from .takein import BUNDLE_KEY, PROJECT_FILE
from .trust import GRANTS_KEY, SEAL_KEY, TAKEN_IN_KEY

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

__all__ = ["MANIFEST", "SCHEMA_VERSION", "SKIPPED_DIRS", "BundleError", "BundleManifest", "export_bundle",
           "verify_bundle"]

#: Folders (relative to the project) a bundle leaves out.
SKIPPED_DIRS = ("cache/ranges",)
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)


def _skip(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1]
    return (any(rel == d or rel.startswith(d + "/") for d in SKIPPED_DIRS) or name.endswith(".lock")
            or name.startswith((".part-", ".tmp")) or (name.startswith(".") and name.endswith(".tmp"))
            or rel == MANIFEST)


def _listable(rel: str) -> bool:
    try:
        check_bundle_path(rel)
        rel.encode("utf-8")
    except (BundleError, UnicodeEncodeError):
        return False
    return True


def _copy(src: Path, dst: Path, data: bytes | None = None) -> dict[str, Any]:
    """Copy ``src`` (a plain file, opened without following a link) to ``dst``, or write
    ``data`` there. Returns the manifest entry's size and SHA-256 of what was written. (Not
    fsynced one by one: a kill leaves the page cache intact, and after a power cut a file that
    did not reach the disk no longer matches the manifest, so the bundle is refused, not misread.)"""
    digest = hashlib.sha256()
    size = 0
    dst.parent.mkdir(parents=True, exist_ok=True)
    with open(dst, "xb") as out:
        if data is not None:
            out.write(data)
            digest.update(data)
            size = len(data)
        else:
            fd = os.open(src, _READ_FLAGS)
            with os.fdopen(fd, "rb") as handle:
                if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                    raise BundleError(f"{clip(src)} is not a plain file")
                for block in iter(lambda: handle.read(1 << 20), b""):
                    out.write(block)
                    digest.update(block)
                    size += len(block)
    if data is None:
        with contextlib.suppress(OSError):
            shutil.copystat(src, dst, follow_symlinks=False)
    return {"size": size, "sha256": digest.hexdigest()}


def _bundle_meta(source: Path) -> bytes | None:
    """The bundle's ``project.json``: the project's, without this user's seals, marked as a bundle."""
    meta = json.loads((source / PROJECT_FILE).read_text(encoding="utf-8"))
    for key in (SEAL_KEY, TAKEN_IN_KEY):
        meta.pop(key, None)
    if isinstance(meta.get(GRANTS_KEY), list):  # the files this user granted, without their seals
        meta[GRANTS_KEY] = [{"path": g["path"]} if isinstance(g, dict) and "path" in g else g
                            for g in meta[GRANTS_KEY]]
    meta[BUNDLE_KEY] = {"manifest": MANIFEST, "exportedAt": utc_now()}
    return json.dumps(meta, ensure_ascii=False, indent=1).encode("utf-8")


def _bundle_state(source: Path, taken: dict[str, str] | None = None) -> bytes | None:
    """The bundle's ``genome/browser.json``: local track files inside the project are named by
    their path relative to it, and those outside by where ``taken`` (stored url → path in the
    bundle) put their copies (a bundle moves; :mod:`.takein` roots them where it is opened).
    None (copy as it is) when the file is not a readable browser state."""
    try:
        doc = json.loads((source / "genome" / "browser.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    tracks = doc.get("tracks") if isinstance(doc, dict) else None
    if not isinstance(tracks, list):
        return None
    for track in tracks:
        url = track.get("url") if isinstance(track, dict) else None
        if not isinstance(url, str) or url.startswith(("http://", "https://")) or track.get("catalogId"):
            continue
        if taken and url in taken:
            track["url"] = taken[url]
            continue
        local = Path(url).expanduser()
        if local.is_absolute():
            with contextlib.suppress(OSError, ValueError):
                rel = local.resolve().relative_to(source).as_posix()
                if _listable(rel):
                    track["url"] = rel
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


def _bundle_catalog(source: Path) -> bytes | None:
    """The bundle's ``assets/catalog.json`` without the source paths its file assets record
    (files on this machine: no default for a replacement where the bundle is opened; see
    :mod:`.takein`). None (copy as it is) when the file is not a readable catalog."""
    try:
        doc = json.loads((source / "assets" / "catalog.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    assets = doc.get("assets") if isinstance(doc, dict) else None
    if not isinstance(assets, list):
        return None
    for asset in assets:
        if isinstance(asset, dict):
            asset.pop("sourcePath", None)
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


_REWRITTEN = {PROJECT_FILE: _bundle_meta, "genome/browser.json": _bundle_state, "assets/catalog.json": _bundle_catalog}


def _copy_tree(source: Path, staging: Path, warnings: list[str], outside: OutsideTracks) -> list[dict[str, Any]]:
    files: list[dict[str, Any]] = []
    stack = [""]
    while stack:
        prefix = stack.pop()
        with os.scandir(source / prefix if prefix else source) as listing:
            entries = sorted(listing, key=lambda e: e.name)
        subdirs = []
        for entry in entries:
            rel = prefix + entry.name
            if _skip(rel):
                continue
            if not _listable(rel):
                warnings.append(f"left out {clip(repr(rel))}: a bundle cannot list that name")
            elif entry.is_symlink():
                warnings.append(f"left out {clip(rel)}: a symbolic link (a bundle holds only plain files)")
            elif entry.is_dir(follow_symlinks=False):
                subdirs.append(rel + "/")
            elif not entry.is_file(follow_symlinks=False):
                warnings.append(f"left out {clip(rel)}: not a plain file")
            else:
                if rel == "genome/browser.json":
                    data = _bundle_state(source, outside.urls)
                else:
                    data = _REWRITTEN[rel](source) if rel in _REWRITTEN else None
                files.append({"path": rel, **_copy(Path(entry.path), staging / rel, data)})
        stack.extend(reversed(subdirs))
    listed = {f["path"] for f in files}
    for path, rel in outside.taken.items():  # the local track files that lived outside the project
        if rel in listed:
            raise BundleError(f"the project already holds {rel}; move it away to export the track file there")
        files.append({"path": rel, **_copy(path, staging / rel)})
    return sorted(files, key=lambda f: f["path"])


def _publish(staging: Path, dest: Path) -> None:
    """Rename the finished ``staging`` folder to ``dest`` (absent, or an empty folder)."""
    try:
        os.rename(staging, dest)
    except OSError:
        if dest.is_dir() and not dest.is_symlink() and not any(dest.iterdir()):
            dest.rmdir()
            os.rename(staging, dest)
        else:
            raise BundleError(f"{dest} is not empty: give a new or empty folder for the bundle") from None
    with contextlib.suppress(OSError):
        fd = os.open(dest.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _pins_of(staging: Path) -> list[dict[str, Any]]:
    try:
        doc = json.loads((staging / "pins" / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    files = doc.get("files") if isinstance(doc, dict) else None
    return [f for f in files if isinstance(f, dict)] if isinstance(files, list) else []


def export_bundle(project: ProjectHandle, path: str | os.PathLike[str], *, pin: bool = True,
                  missing_tracks: str = "refuse") -> BundleManifest:
    """Write ``project`` as a bundle to ``path`` (a new or empty folder); see the module docstring.

    ``missing_tracks``: ``"refuse"`` (the default) raises :class:`BundleError` naming each local
    track file that cannot be copied into the bundle; ``"leave"`` writes the bundle without them,
    with a warning first in ``warnings``."""
    if missing_tracks not in ("refuse", "leave"):
        raise ValueError("missing_tracks must be 'refuse' or 'leave'")
    dest = Path(path).expanduser().resolve()
    source = project.path.resolve()
    if dest == source or source in dest.parents:
        raise BundleError(f"a bundle cannot be written inside the project it copies ({dest})")
    if dest.is_symlink() or (dest.exists() and (not dest.is_dir() or any(dest.iterdir()))):
        raise BundleError(f"{dest} is not empty: give a new or empty folder for the bundle")
    outside = plan_outside_tracks(source, project.tracks)
    if outside.missing and missing_tracks == "refuse":
        raise BundleError(outside.refusal())
    warnings: list[str] = [f"NOT WHOLE: {m}; it is not in the bundle and will not replay elsewhere"
                           for m in outside.missing]
    if pin:
        report = project.pin()
        warnings += [f"not pinned: {s}" for s in report.skipped]
        warnings += [f"{f.label}: {f.note}" for f in report.files if f.note]
    dest.parent.mkdir(parents=True, exist_ok=True)
    staging = dest.parent / f".{dest.name[:80]}.part-{secrets.token_hex(4)}"
    staging.mkdir()
    try:
        files = _copy_tree(source, staging, warnings, outside)
        manifest = BundleManifest(path=dest, project_id=project.id, genome=project.genome, created_at=utc_now(),
                                  files=files, pins=_pins_of(staging), warnings=warnings)
        write_json_atomic(staging / MANIFEST, manifest.to_json())  # last: a folder without it is incomplete
        _publish(staging, dest)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return manifest
