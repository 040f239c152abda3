"""Checking a bundle someone handed you against its manifest, without trusting either.

:func:`verify_bundle` accepts a bundle only when all of this holds:

- the manifest reads and every entry is a plain in-bundle path (:func:`~.bundle_manifest.read_manifest`);
- nothing in the bundle folder is a symbolic link (file or folder, e.g. a linked ``sessions/<id>``
  or ``genome/results``) or a special file (FIFO, socket, device): the folder is walked without
  following links, and nothing is opened before the walk is clean;
- the files present are exactly the files listed (the manifest itself aside): an unlisted file, a
  missing file or another size refuses the bundle;
- each file's SHA-256 is the listed one; files are opened one folder at a time relative to the
  bundle with ``O_NOFOLLOW`` (a link swapped in meanwhile is refused, never followed);
- the paths the bundle stores for its own files (asset copies and snapshots in
  ``assets/catalog.json``, saved pages in ``studio/index.json`` and
  ``sessions/<id>/artifacts/index.json``, relative track files in ``genome/browser.json``) are
  plain relative paths inside the bundle.

Every refusal is a :class:`~.bundle_manifest.BundleError` naming the bundle and the files (at most
five, each clipped to 200 characters). Nothing outside the bundle folder is opened or hashed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from .bundle_manifest import (
    MANIFEST,
    MAX_FILES,
    BundleError,
    BundleManifest,
    check_bundle_path,
    clip,
    read_manifest,
)

__all__ = ["verify_bundle"]

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_FILE_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_BINARY", 0))
_SHOWN = 5
#: Largest index file whose stored paths are checked (bytes); a larger one refuses the bundle.
_MAX_INDEX_BYTES = 64 * 1024 * 1024
#: Index files that store paths of the bundle's own files: (file pattern, list key, path fields).
_STORED_PATHS = (
    ("assets/catalog.json", "assets", ("path", "snapshot")),
    ("studio/index.json", "artifacts", ("path", "sourcePath", "textPath")),
    ("sessions/*/artifacts/index.json", "artifacts", ("path", "sourcePath", "textPath")),
    ("genome/browser.json", "tracks", ("url",)),
)


def _refuse(folder: Path, problems: list[str]) -> BundleError:
    more = f" (and {len(problems) - _SHOWN:,} more)" if len(problems) > _SHOWN else ""
    return BundleError(f"the bundle at {folder} does not match its manifest: " + "; ".join(problems[:_SHOWN]) + more
                       + ". It may be incomplete (cut while it was written or copied) or altered; it was not opened")


def _walk(folder: Path) -> tuple[dict[str, int], list[str]]:
    """Regular files under ``folder`` (relative path → size), and the links and special files met.
    Links are reported, never followed; the walk stops after :data:`MAX_FILES` + 1 entries."""
    files: dict[str, int] = {}
    bad: list[str] = []
    stack = [("", folder)]
    seen = 0
    while stack:
        prefix, here = stack.pop()
        try:
            with os.scandir(here) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as exc:
            bad.append(f"{clip(prefix or '.')}: cannot be listed ({exc.strerror})")
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_FILES + 2:
                raise BundleError(f"the bundle at {folder} holds more than {MAX_FILES:,} entries; refusing to read it")
            rel = prefix + entry.name
            if not prefix and entry.name == MANIFEST:
                continue
            if entry.is_symlink():
                bad.append(f"{clip(rel)}: a symbolic link (a bundle holds only plain files and folders)")
            elif entry.is_dir(follow_symlinks=False):
                stack.append((rel + "/", Path(entry.path)))
            elif entry.is_file(follow_symlinks=False):
                files[rel] = entry.stat(follow_symlinks=False).st_size
            else:
                bad.append(f"{clip(rel)}: not a plain file (a FIFO, socket or device)")
    return files, bad


@contextlib.contextmanager
def _open_inside(folder: Path, rel: str) -> Iterator[int]:
    """A read descriptor for ``folder/rel``, each part opened relative to the last without
    following a link; :class:`BundleError` when a part is a link or not what it should be."""
    parts = rel.split("/")
    fd = os.open(folder, _DIR_FLAGS)
    try:
        for part in parts[:-1]:
            inner = os.open(part, _DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = inner
        handle = os.open(parts[-1], _FILE_FLAGS, dir_fd=fd)
    except OSError as exc:
        raise BundleError(f"{clip(rel)} in the bundle at {folder} cannot be opened without following a link "
                          f"({exc.strerror}); it was not read") from None
    finally:
        os.close(fd)
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise BundleError(f"{clip(rel)} in the bundle at {folder} is not a plain file")
        yield handle
    finally:
        os.close(handle)


def _sha256(folder: Path, rel: str, size: int) -> str:
    digest = hashlib.sha256()
    left = size + 1  # one byte more than listed shows a file that grew meanwhile
    with _open_inside(folder, rel) as fd:
        while left > 0:
            block = os.read(fd, min(1 << 20, left))
            if not block:
                break
            digest.update(block)
            left -= len(block)
    return digest.hexdigest()


def _index_entries(folder: Path, rel: str, size: int, key: str) -> list[object]:
    if size > _MAX_INDEX_BYTES:
        raise BundleError(f"{rel} in the bundle at {folder} is larger than {_MAX_INDEX_BYTES:,} bytes")
    with _open_inside(folder, rel) as fd, os.fdopen(os.dup(fd), "rb") as handle:
        data = handle.read(_MAX_INDEX_BYTES + 1)
    try:
        doc = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        raise BundleError(f"{clip(rel)} in the bundle at {folder} is not valid JSON") from None
    entries = doc.get(key) if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        raise BundleError(f"{clip(rel)} in the bundle at {folder} does not hold a list of {key}")
    return entries


def _stored_path_problems(folder: Path, manifest: BundleManifest) -> list[str]:
    """Paths an index file stores for the bundle's own files that are not plain in-bundle paths."""
    problems: list[str] = []
    for entry in manifest.files:
        rel = entry["path"]
        for pattern, key, fields in _STORED_PATHS:
            if not _matches(rel, pattern):
                continue
            for item in _index_entries(folder, rel, entry["size"], key):
                if not isinstance(item, dict):
                    problems.append(f"{clip(rel)}: an entry of {key} is not an object")
                    continue
                for name in fields:
                    value = item.get(name)
                    if value is None or (name == "url" and _absolute_or_remote(value)):
                        continue
                    try:
                        check_bundle_path(value)
                    except BundleError:
                        problems.append(f"{clip(rel)}: {key} entry {clip(item.get('id'), 80)!r} stores {name} "
                                        f"{clip(value)!r}, which is not a path inside the bundle")
    return problems


def _absolute_or_remote(url: object) -> bool:
    """A track URL that names no file of the bundle: http(s), or an absolute path (a file outside
    the exporting project, which the agent reads only inside its roots)."""
    return isinstance(url, str) and (url.startswith(("http://", "https://", "/")))


def _matches(rel: str, pattern: str) -> bool:
    a, b = rel.split("/"), pattern.split("/")
    return len(a) == len(b) and all(p == "*" or p == q for p, q in zip(b, a, strict=True))


def verify_bundle(path: str | os.PathLike[str]) -> BundleManifest:
    """Check the bundle at ``path`` against its manifest (see the module docstring) and return
    the manifest; :class:`~.bundle_manifest.BundleError` naming what is wrong otherwise."""
    folder = Path(path).expanduser().resolve()
    manifest = read_manifest(folder)
    present, problems = _walk(folder)
    if problems:
        raise _refuse(folder, problems)
    listed = {f["path"]: f for f in manifest.files}
    problems += [f"{clip(rel)}: not listed in the manifest" for rel in sorted(set(present) - set(listed))]
    problems += [f"{clip(rel)}: missing" for rel in sorted(set(listed) - set(present))]
    problems += [f"{clip(rel)}: {present[rel]:,} bytes, the manifest says {listed[rel]['size']:,}"
                 for rel in sorted(set(present) & set(listed)) if present[rel] != listed[rel]["size"]]
    if problems:
        raise _refuse(folder, problems)
    problems += [f"{clip(rel)}: its SHA-256 differs from the manifest" for rel, entry in sorted(listed.items())
                 if _sha256(folder, rel, entry["size"]) != entry["sha256"]]
    problems += _stored_path_problems(folder, manifest)
    if problems:
        raise _refuse(folder, problems)
    return manifest
