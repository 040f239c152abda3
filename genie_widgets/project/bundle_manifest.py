"""A bundle's manifest (``bundle.json``): what it lists, and reading one that a stranger wrote.

The manifest is untrusted input like the rest of a bundle, so :func:`read_manifest` reads at
most :data:`MAX_MANIFEST_BYTES` (without following a link), refuses nesting deeper than JSON
needs, and checks every entry: ``files`` is a list of ``{"path", "size", "sha256"}`` whose paths
are plain relative POSIX paths inside the bundle (:func:`check_bundle_path`: no ``..``, not
absolute, no ``\\``, drive, NUL or other control character, no empty or ``.`` parts, no
duplicates), sizes are non-negative integers in bytes and checksums 64 lowercase hex digits.
Errors are :class:`BundleError` naming the manifest and, where there is one, the entry.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .._words import count
from .safepath import UnsafePathError, check_relative_path
from .state import ProjectError

__all__ = ["MANIFEST", "MAX_FILES", "MAX_MANIFEST_BYTES", "SCHEMA_VERSION", "BundleError",
           "BundleManifest", "check_bundle_path", "clip", "read_manifest"]

SCHEMA_VERSION = 1
#: The manifest, at the top of the bundle.
MANIFEST = "bundle.json"
#: Largest manifest read, in bytes (about 150 bytes an entry: ~200,000 files).
MAX_MANIFEST_BYTES = 32 * 1024 * 1024
#: Most entries a manifest may list.
MAX_FILES = 200_000
_MAX_PATH = 1024
_MAX_WARNINGS = 100
_SHA256 = re.compile(r"[0-9a-f]{64}")


class BundleError(ProjectError):
    """A bundle that cannot be written, or whose files do not match its manifest."""


def clip(text: object, limit: int = 200) -> str:
    """``text`` as a string of at most ``limit`` characters (for messages quoting bundle content)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text) - limit:,} more characters)"


@dataclass
class BundleManifest:
    """What a bundle holds: ``files`` (path → size in bytes and SHA-256), ``pins`` and ``warnings``."""

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

    def __repr__(self) -> str:
        """Short: where, how much, and any warning first (the file list is in ``files``)."""
        warned = "".join(f"\n  ⚠ {clip(w, 300)}" for w in self.warnings)
        return (f"BundleManifest({str(self.path)!r}: {count(len(self.files), 'file')}, {count(self.bytes, 'byte')}, "
                f"{count(len(self.pins), 'pinned URL file')}, {count(len(self.warnings), 'warning')}){warned}")

    def _repr_markdown_(self) -> str:
        head = (f"**Bundle** `{self.path}`: {count(len(self.files), 'file')}, {count(self.bytes, 'byte')}, "
                f"{count(len(self.pins), 'pinned URL file')}")
        whole = [f"**⚠ This bundle is not whole:** {clip(w.removeprefix('NOT WHOLE: '), 300)}"
                 for w in self.warnings if w.startswith("NOT WHOLE: ")]
        rest = [f"- ⚠ {clip(w, 300)}" for w in self.warnings if not w.startswith("NOT WHOLE: ")]
        return "\n".join([*whole, head, *rest])


def check_bundle_path(path: object) -> str:
    """``path`` when it is a plain relative POSIX path of a file inside a bundle (written exactly
    as its canonical form), else :class:`BundleError` saying why (quoting at most 200 characters)."""
    if not isinstance(path, str):
        raise BundleError(f"a manifest path must be a string, not {type(path).__name__}")
    if len(path) > _MAX_PATH:
        raise BundleError(f"the manifest path {clip(path)!r} is longer than {_MAX_PATH} characters")
    try:
        rel = check_relative_path(path, what="manifest path")
    except UnsafePathError as exc:
        raise BundleError(clip(str(exc), 300)) from None
    if rel.as_posix() != path:
        raise BundleError(f"the manifest path {clip(path)!r} is not written plainly (empty or '.' parts, a trailing "
                          "'/'); it must name a file inside the bundle")
    return path


def _read_bounded(target: Path) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(target, flags)
    except FileNotFoundError:
        raise BundleError(f"{target.parent} has no {MANIFEST}: it is not a genie_widgets bundle") from None
    except OSError as exc:
        raise BundleError(f"{target} cannot be read ({exc.strerror}; a bundle's manifest must be a plain file, "
                          "not a link)") from None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise BundleError(f"{target} is not a plain file")
        data = handle.read(MAX_MANIFEST_BYTES + 1)
    if len(data) > MAX_MANIFEST_BYTES:
        raise BundleError(f"{target} is larger than {MAX_MANIFEST_BYTES:,} bytes; refusing to read it")
    return data


def _entry(target: Path, index: int, entry: object) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise BundleError(f"{target}: files[{index}] is not an object")
    try:
        path = check_bundle_path(entry.get("path"))
    except BundleError as exc:
        raise BundleError(f"{target}: files[{index}]: {exc}") from None
    size, digest = entry.get("size"), entry.get("sha256")
    if type(size) is not int or size < 0:
        raise BundleError(f"{target}: {clip(path)}: size must be a non-negative integer (bytes), not {clip(size, 40)}")
    if not isinstance(digest, str) or not _SHA256.fullmatch(digest):
        raise BundleError(f"{target}: {clip(path)}: sha256 must be 64 lowercase hex digits")
    return {"path": path, "size": size, "sha256": digest}


def read_manifest(folder: Path) -> BundleManifest:
    """The checked manifest of the bundle in ``folder`` (see the module docstring)."""
    target = folder / MANIFEST
    data = _read_bounded(target)
    try:
        doc = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise BundleError(f"{target} is not UTF-8 text") from None
    except RecursionError:
        raise BundleError(f"{target} is nested too deeply to be a bundle manifest") from None
    except ValueError as exc:
        raise BundleError(f"{target} is not valid JSON ({clip(exc, 120)})") from None
    if not isinstance(doc, dict):
        raise BundleError(f"{target} does not hold a JSON object")
    if doc.get("schemaVersion") != SCHEMA_VERSION:
        raise BundleError(f"{target} has schemaVersion {clip(repr(doc.get('schemaVersion')), 40)}; this genie_widgets "
                          f"reads version {SCHEMA_VERSION}")
    raw_files = doc.get("files")
    if not isinstance(raw_files, list):
        raise BundleError(f"{target} has no list of files")
    if len(raw_files) > MAX_FILES:
        raise BundleError(f"{target} lists {len(raw_files):,} files; at most {MAX_FILES:,} are read")
    files, seen = [], set()
    for index, entry in enumerate(raw_files):
        checked = _entry(target, index, entry)
        if checked["path"] in seen:
            raise BundleError(f"{target} lists {clip(checked['path'])} twice")
        if checked["path"] == MANIFEST:
            raise BundleError(f"{target} lists {checked['path']} itself")
        seen.add(checked["path"])
        files.append(checked)
    pins = doc.get("pins") or []
    warnings = doc.get("warnings") or []
    if not isinstance(pins, list) or not all(isinstance(p, dict) for p in pins):
        raise BundleError(f"{target}: pins must be a list of objects")
    if not isinstance(warnings, list):
        raise BundleError(f"{target}: warnings must be a list of strings")
    shown = [clip(w, 300) for w in warnings[:_MAX_WARNINGS]]
    if len(warnings) > _MAX_WARNINGS:
        shown.append(f"… and {len(warnings) - _MAX_WARNINGS:,} more warnings")
    text = {k: clip(doc.get(k) or "", 100) for k in ("projectId", "genome", "createdAt")}
    return BundleManifest(path=folder, project_id=text["projectId"], genome=text["genome"],
                          created_at=text["createdAt"], files=files, pins=pins, warnings=shown)
