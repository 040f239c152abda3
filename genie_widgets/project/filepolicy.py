"""Which local files the agent's tools may read (a user's own Python call may read any path).

Inside :func:`agent_scope` (the tool registry opens it around every tool call) a local path is
accepted only when, resolved (links followed), it lies inside an allowed root and none of its
parts below that root, nor of the path as written, is hidden (``.ssh``, ``.netrc``, ``.env``,
``.git``); ``/proc``, ``/sys`` and ``/dev`` are refused whatever the roots say, and so is the
folder holding this user's seal key (:func:`.trust.config_folder`, e.g. ``GENIE_WIDGETS_CONFIG``
set to a folder inside a root).

The roots are the project's folder, the working directory of the kernel (the notebook's folder)
when the call is made, the project's ``agentFileRoots`` (``Project.create(...,
agent_file_roots=[...])``) and the files a user's own calls granted (``agentFileGrants``: a local
track a user's call adds from outside the roots), both only where this user sealed them
(:mod:`.trust`), and the folders in ``GENIE_AGENT_FILE_ROOTS`` (separated by ``os.pathsep``).
:mod:`.boundary` is where the tools meet these rules.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from .trust import config_folder

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

#: Extra folders (``os.pathsep``-separated) the agent may read, for every project.
ROOTS_ENV = "GENIE_AGENT_FILE_ROOTS"
_SYSTEM = (Path("/proc"), Path("/sys"), Path("/dev"))

_ROOTS: contextvars.ContextVar[tuple[Path, ...] | None] = contextvars.ContextVar("genie_agent_roots", default=None)


class PathRefused(PermissionError):
    """A path the agent may not touch; the message says why and how a user widens the roots."""


def agent_roots(project: ProjectHandle) -> tuple[Path, ...]:
    """The folders the agent may read for ``project`` (resolved)."""
    roots = [project.path, Path.cwd()]
    roots += [Path(p).expanduser() for p in project.agent_file_roots]
    roots += [Path(p).expanduser() for p in os.environ.get(ROOTS_ENV, "").split(os.pathsep) if p.strip()]
    out: list[Path] = []
    for root in roots:
        resolved = root.resolve()
        if resolved not in out and not _system(resolved):
            out.append(resolved)
    return tuple(out)


def roots_in_force() -> tuple[Path, ...] | None:
    """The agent's roots when an :func:`agent_scope` is open here, else None (a user's call)."""
    return _ROOTS.get()


@contextlib.contextmanager
def agent_scope(project: ProjectHandle, roots: tuple[Path, ...] | None = None) -> Iterator[None]:
    """Check local paths against ``project``'s agent roots (or the ``roots`` given: those of a
    call made in another process) in the block."""
    token = _ROOTS.set(agent_roots(project) if roots is None else tuple(roots))
    try:
        yield
    finally:
        _ROOTS.reset(token)


@contextlib.contextmanager
def user_scope() -> Iterator[None]:
    """Lift the agent's checks in the block (for the library's own reads of project files)."""
    token = _ROOTS.set(None)
    try:
        yield
    finally:
        _ROOTS.reset(token)


def _system(path: Path) -> bool:
    return any(path == s or s in path.parents for s in _SYSTEM)


def is_protected(path: Path) -> bool:
    """Whether ``path`` (absolute) is this user's genie_widgets configuration folder (the seal
    key's, :mod:`.trust`) or inside it: never the agent's to read, whatever the roots say."""
    try:
        folder = config_folder().expanduser()
        folders = {Path(os.path.abspath(folder)), folder.resolve()}
    except (OSError, RuntimeError, ValueError):
        return False
    return any(path == f or f in path.parents for f in folders)


def _hidden(parts: tuple[str, ...]) -> str | None:
    return next((p for p in parts if p.startswith(".") and p not in (".", "..")), None)


def check_agent_path(written: str | os.PathLike[str], resolved: Path) -> None:
    """Raise :class:`PathRefused` when an agent's tool may not read ``resolved`` (the path as
    ``written``, resolved); no-op outside :func:`agent_scope`."""
    roots = _ROOTS.get()
    if roots is None:
        return
    shown = os.fspath(written)[:200]
    if _system(Path(os.path.abspath(os.fspath(written)))) or _system(resolved):
        raise PathRefused(f"refusing to read {shown}: system folders (/proc, /sys, /dev) are off limits to the agent")
    if is_protected(Path(os.path.abspath(os.fspath(written)))) or is_protected(resolved):
        raise PathRefused(f"refusing to read {shown}: genie_widgets' configuration folder (this user's seal key) is "
                          "off limits to the agent")
    hidden = _hidden(Path(os.fspath(written)).parts)
    if hidden is not None:
        raise PathRefused(f"refusing to read {shown}: hidden files and folders ({hidden}) are off limits to the agent")
    for root in roots:
        if resolved == root or root in resolved.parents:
            hidden = _hidden(resolved.relative_to(root).parts)
            if hidden is not None:
                raise PathRefused(f"refusing to read {shown}: hidden files and folders ({hidden}) are off limits "
                                  "to the agent")
            return
    raise PathRefused(
        f"refusing to read {shown}: it is outside the folders the agent may read (the project folder and the "
        f"notebook's folder). A user can widen them with Project.create(..., agent_file_roots=[...]) or "
        f"{ROOTS_ENV}, or import the file from Python.")
