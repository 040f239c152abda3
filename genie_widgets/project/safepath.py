"""Paths the agent names, checked before anything is written.

Every write an asset or output tool makes lands inside the project folder. A relative path from
the agent (``notes/summary.md``) is accepted only when it is plain: no ``..``, not absolute, no
Windows drive, UNC or backslash separators, no empty or control-character parts. The joined path
is then resolved (following any symbolic links that already exist) and must still lie inside
the folder it was meant for, so a link planted inside the project that points out of it is
refused too. File names taken from elsewhere (a source file, a URL) are reduced to one safe
component by :func:`safe_file_name`.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path, PurePosixPath

__all__ = ["UnsafePathError", "check_relative_path", "is_inside", "resolve_inside", "safe_file_name"]

_DRIVE_RE = re.compile(r"^[A-Za-z]:")
_UNSAFE_NAME_CHARS = re.compile(r'[\x00-\x1f\x7f/\\:*?"<>|]+')
_MAX_NAME = 120


class UnsafePathError(ValueError):
    """A path that would leave the folder it must stay in, or that cannot be read unambiguously."""


def check_relative_path(relative: str, *, what: str = "path") -> PurePosixPath:
    """``relative`` as a plain POSIX path, or :class:`UnsafePathError` saying what is wrong."""
    if not isinstance(relative, str) or not relative.strip():
        raise UnsafePathError(f"the {what} is empty; give a relative path such as notes/summary.md")
    if "\\" in relative:
        raise UnsafePathError(f"the {what} {relative!r} uses '\\' separators; use '/' between folders")
    if any(unicodedata.category(ch) == "Cc" for ch in relative):
        raise UnsafePathError(f"the {what} {relative!r} contains control characters")
    if relative.startswith("/"):
        raise UnsafePathError(f"the {what} {relative!r} is absolute; give a path relative to the folder")
    if _DRIVE_RE.match(relative):
        raise UnsafePathError(f"the {what} {relative!r} names a drive; give a path relative to the folder")
    if relative.startswith("~"):
        raise UnsafePathError(f"the {what} {relative!r} starts with '~'; give a path relative to the folder")
    parts = relative.split("/")
    if any(part == ".." for part in parts):
        raise UnsafePathError(f"the {what} {relative!r} contains '..'; it must stay inside its folder")
    clean = [part for part in parts if part not in ("", ".")]
    if not clean:
        raise UnsafePathError(f"the {what} {relative!r} names the folder itself, not a file in it")
    if any(part != part.strip() for part in clean):
        raise UnsafePathError(f"the {what} {relative!r} has a part starting or ending with a space")
    return PurePosixPath(*clean)


def is_inside(path: Path, root: Path) -> bool:
    """Whether ``path`` is ``root`` or lies below it (both compared as given)."""
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True


def resolve_inside(root: str | os.PathLike[str], relative: str, *, what: str = "path",
                   container: str | os.PathLike[str] | None = None) -> Path:
    """The absolute path of ``relative`` under ``root``, after checking that it is plain and that,
    with every existing symbolic link followed, it still lies strictly inside ``root`` — and
    ``root`` itself inside ``container`` (the project folder), when given."""
    rel = check_relative_path(relative, what=what)
    base = Path(root).resolve()
    if container is not None:
        outer = Path(container).resolve()
        if not is_inside(base, outer):
            raise UnsafePathError(
                f"the folder for {relative!r} leads outside the project (through a symbolic link); nothing was written"
            )
    target = (base / rel).resolve()
    if target == base or not is_inside(target, base):
        raise UnsafePathError(
            f"the {what} {relative!r} leads outside its folder (through a symbolic link); nothing was written"
        )
    return target


def safe_file_name(name: str, default: str = "file") -> str:
    """One harmless path component made from ``name``: separators, control and reserved characters
    become ``_``, leading dots, tildes and spaces are dropped, and the result is at most 120
    characters (keeping the extension). ``default`` when nothing usable is left."""
    name = unicodedata.normalize("NFC", str(name))
    name = _UNSAFE_NAME_CHARS.sub("_", name).lstrip(" .~").rstrip(" .")
    if not name or set(name) <= {"_"}:
        return default
    if len(name) > _MAX_NAME:
        stem, dot, ext = name.rpartition(".")
        name = stem[:_MAX_NAME - len(ext) - 1] + "." + ext if dot and 0 < len(ext) <= 12 else name[:_MAX_NAME]
    return name
