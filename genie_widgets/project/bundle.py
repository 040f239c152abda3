"""Bundles: a self-contained copy of a project that a colleague, a classroom or Binder reruns offline.

:func:`export_bundle` (``project.export_bundle(path)``) pins the ranges the project has read
(:mod:`.pins`) and copies the project folder to ``path``: ``project.json``, the browser state and
results, every session (citations, messages, artifacts), the assets and Studio outputs, the cached
portal answers (``cache/encode/``), downloaded files (``cache/downloads/``, e.g. text tracks and
the gene annotation when it was downloaded) and ``pins/``. Left out: ``cache/ranges/`` (what it
held is in ``pins/``), lock files and unfinished temporary files. ``bundle.json`` lists every
file with its size in bytes and SHA-256, the pins and anything that will not replay
(``warnings``: e.g. a local track file outside the project folder).

The bundle keeps the project id, so the same ENCODE files keep their citation ids, and
``Project.open(path)`` opens it like any project; :func:`verify_bundle` checks every file against
the manifest. Pinned bytes are also checked chunk by chunk when read.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import utc_now, write_json_atomic

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

SCHEMA_VERSION = 1
MANIFEST = "bundle.json"
#: Folders (relative to the project) a bundle leaves out.
SKIPPED_DIRS = ("cache/ranges",)


class BundleError(RuntimeError):
    """A bundle that cannot be written, or whose files do not match its manifest."""


@dataclass
class BundleManifest:
    """What a bundle holds: ``files`` (path → size and SHA-256), ``pins`` and ``warnings``."""

    path: Path
    project_id: str
    genome: str
    created_at: str
    files: list[dict[str, Any]] = field(default_factory=list)
    pins: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(f["size"] for f in self.files)

    def to_json(self) -> dict[str, Any]:
        return {"schemaVersion": SCHEMA_VERSION, "projectId": self.project_id, "genome": self.genome,
                "createdAt": self.created_at, "bytes": self.bytes, "files": self.files, "pins": self.pins,
                "warnings": self.warnings}

    def _repr_markdown_(self) -> str:
        head = (f"**Bundle** `{self.path}`: {len(self.files)} files, {self.bytes:,} bytes, "
                f"{len(self.pins)} pinned URL file(s)")
        return "\n".join([head, *[f"- ⚠ {w}" for w in self.warnings]])


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _skip(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1]
    return (any(rel == d or rel.startswith(d + "/") for d in SKIPPED_DIRS) or name.endswith(".lock")
            or name.startswith((".part-", ".tmp")) or rel == MANIFEST)


def export_bundle(project: ProjectHandle, path: str | os.PathLike[str], *, pin: bool = True) -> BundleManifest:
    """Write ``project`` as a bundle to ``path`` (a new or empty folder); see the module docstring."""
    dest = Path(path).expanduser().resolve()
    source = project.path.resolve()
    if dest == source or source in dest.parents:
        raise BundleError(f"a bundle cannot be written inside the project it copies ({dest})")
    if dest.exists() and any(dest.iterdir()):
        raise BundleError(f"{dest} is not empty: give a new or empty folder for the bundle")
    warnings: list[str] = []
    if pin:
        report = project.pin()
        warnings += [f"not pinned: {s}" for s in report.skipped]
        warnings += [f"{f.label}: {f.note}" for f in report.files if f.note]
    for t in project.tracks:
        url = t.url or ""
        if t.catalog_id is not None:  # the genome's catalog (e.g. the bundled gene index) opens it anywhere
            continue
        if url and not url.startswith(("http://", "https://")):
            local = Path(url)
            if source not in local.resolve().parents:
                warnings.append(f"track {t.id} reads a local file outside the project ({url}): it is not in the "
                                "bundle and will not replay elsewhere")
    dest.mkdir(parents=True, exist_ok=True)
    files = []
    for root, dirs, names in os.walk(source):
        rel_root = Path(root).relative_to(source).as_posix()
        rel_root = "" if rel_root == "." else rel_root + "/"
        dirs[:] = sorted(d for d in dirs if not _skip(rel_root + d) and not (Path(root) / d).is_symlink())
        for name in sorted(names):
            rel = rel_root + name
            src = Path(root) / name
            if _skip(rel) or src.is_symlink():
                continue
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)
            files.append({"path": rel, "size": target.stat().st_size, "sha256": _sha256(target)})
    pins: list[dict[str, Any]] = []
    pins_manifest = dest / "pins" / "manifest.json"
    if pins_manifest.exists():
        pins = json.loads(pins_manifest.read_text(encoding="utf-8")).get("files", [])
    manifest = BundleManifest(path=dest, project_id=project.id, genome=project.genome, created_at=utc_now(),
                              files=files, pins=pins, warnings=warnings)
    write_json_atomic(dest / MANIFEST, manifest.to_json())
    return manifest


def verify_bundle(path: str | os.PathLike[str]) -> BundleManifest:
    """Check every file of the bundle at ``path`` against its manifest (size and SHA-256);
    :class:`BundleError` listing the files that are missing or differ."""
    folder = Path(path).expanduser().resolve()
    try:
        doc = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BundleError(f"{folder} has no {MANIFEST}: it is not a genie_widgets bundle") from None
    except ValueError as exc:
        raise BundleError(f"{folder / MANIFEST} is not valid JSON ({exc})") from None
    if doc.get("schemaVersion") != SCHEMA_VERSION:
        raise BundleError(f"{folder / MANIFEST} has schemaVersion {doc.get('schemaVersion')!r}; this genie_widgets "
                          f"reads version {SCHEMA_VERSION}")
    problems = []
    for f in doc.get("files", []):
        target = folder / f["path"]
        if not target.is_file():
            problems.append(f"{f['path']}: missing")
        elif target.stat().st_size != f["size"]:
            problems.append(f"{f['path']}: {target.stat().st_size:,} bytes, the manifest says {f['size']:,}")
        elif _sha256(target) != f["sha256"]:
            problems.append(f"{f['path']}: checksum differs from the manifest")
    if problems:
        raise BundleError(f"the bundle at {folder} does not match its manifest: " + "; ".join(problems[:10]))
    return BundleManifest(path=folder, project_id=doc.get("projectId", ""), genome=doc.get("genome", ""),
                          created_at=doc.get("createdAt", ""), files=doc.get("files", []),
                          pins=doc.get("pins", []), warnings=doc.get("warnings", []))
