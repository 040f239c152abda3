"""Writing (and reading) a file without following any symbolic link on the way.

Checking a path and then writing to it leaves a window in which another process can swap a
folder for a link pointing elsewhere. :func:`write_nofollow` closes it: it opens the base folder
and then each path component relative to the previous one with ``O_NOFOLLOW | O_DIRECTORY``
(``dir_fd``), creates the temporary file in the final folder with ``O_EXCL | O_NOFOLLOW`` and
renames it into place there. A link met anywhere is refused; a link already sitting at the final
name is replaced by the new file (the rename never writes through it).

:func:`open_read_nofollow` is the reading side: it opens an absolute path that was checked with
its links resolved, component by component with ``O_NOFOLLOW``, so a link put in place after the
check is refused rather than followed, and only a regular file is opened (never a FIFO or device).
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path, PurePosixPath

from .safepath import UnsafePathError, check_relative_path

__all__ = ["open_read_nofollow", "write_nofollow"]

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_FILE_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))

# O_PATH (Linux) opens a folder to walk through it without needing read permission on it.
_WALK_FLAGS = (getattr(os, "O_PATH", os.O_RDONLY) | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_CLOEXEC", 0))
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_BINARY", 0))


def _open_dir(name: str, dir_fd: int | None, shown: str) -> int:
    try:
        return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
            raise UnsafePathError(f"{shown} is a symbolic link or not a folder; nothing was written") from None
        raise


def write_nofollow(base: str | os.PathLike[str], relative: str | PurePosixPath, data: bytes, *,
                   what: str = "path", make_dirs: bool = True) -> int:
    """Write ``data`` to ``base/relative`` atomically without following links below ``base``
    (``base`` itself is opened without following a final link). Returns the byte count."""
    rel = check_relative_path(str(relative), what=what)
    fd = _open_dir(os.fspath(base), None, os.fspath(base))
    tmp = None
    try:
        for part in rel.parts[:-1]:
            if make_dirs:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o777, dir_fd=fd)
            inner = _open_dir(part, fd, f"{part!r} in {rel.as_posix()!r}")
            os.close(fd)
            fd = inner
        name = rel.parts[-1]
        tmp = f".{name[:60]}.{secrets.token_hex(4)}.tmp"
        out = os.open(tmp, _FILE_FLAGS, 0o644, dir_fd=fd)
        try:
            view = memoryview(data)
            while view:
                written = os.write(out, view)
                view = view[written:]
            os.fsync(out)
        finally:
            os.close(out)
        try:
            os.replace(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
        except IsADirectoryError:
            raise UnsafePathError(f"{rel.as_posix()!r} is a folder; give a file path") from None
        tmp = None
        with contextlib.suppress(OSError):
            os.fsync(fd)
        return len(data)
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=fd)
        os.close(fd)


def open_read_nofollow(path: str | os.PathLike[str]) -> int:
    """A read-only descriptor of the regular file at the absolute ``path`` (links already
    resolved), opened without following any link: :class:`UnsafePathError` when a component is
    now a link or the file is not a regular file. The caller closes it."""
    target = Path(os.fspath(path))
    if not target.is_absolute() or len(target.parts) < 2:
        raise UnsafePathError(f"{os.fspath(path)[:200]!r} is not an absolute file path")
    shown = os.fspath(path)[:200]
    fd = os.open(target.anchor, _WALK_FLAGS)
    try:
        for part in target.parts[1:-1]:
            try:
                inner = os.open(part, _WALK_FLAGS, dir_fd=fd)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                    raise UnsafePathError(f"{shown} changed after it was checked (a folder on the way is now a "
                                          "symbolic link or not a folder); nothing was read") from None
                raise
            os.close(fd)
            fd = inner
        try:
            out = os.open(target.parts[-1], _READ_FLAGS, dir_fd=fd)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.EMLINK):
                raise UnsafePathError(f"{shown} changed after it was checked (it is now a symbolic link); "
                                      "nothing was read") from None
            raise
    finally:
        os.close(fd)
    info = os.fstat(out)
    if not stat.S_ISREG(info.st_mode):
        os.close(out)
        raise UnsafePathError(f"{shown} is not a regular file; nothing was read")
    os.set_blocking(out, True)
    return out


def relative_to_project(path: Path, project_path: Path) -> PurePosixPath:
    """``path`` (inside the project) as a relative POSIX path."""
    return PurePosixPath(path.relative_to(project_path).as_posix())
