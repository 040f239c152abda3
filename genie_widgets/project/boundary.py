"""The one place that decides what a tool called by the agent may read and write.

The agent reads untrusted text, and a project's own files may come from anyone (a bundle, a page,
another process), so every path a tool touches is checked here when it is *used*, never trusted
because a project file stores it:

- **Paths the agent names** (a file to import, inspect or replace an asset from, a local track):
  :func:`agent_source` resolves one (``~`` expanded, relative paths from the working directory)
  and, inside :func:`agent_scope`, applies :mod:`.filepolicy`: inside the allowed roots, never
  ``/proc``, ``/sys``, ``/dev`` or a hidden file. :func:`open_source` opens the checked path
  without following a link put in place after the check.
- **Paths stored in the project** (an asset's copy and snapshot in ``assets/catalog.json``, a
  saved page in ``studio/index.json``): :func:`stored_file` accepts only a plain relative path
  inside the folder it belongs to, with no symbolic link on the way. This holds for every caller:
  genie_widgets only ever stores such paths, so anything else is a damaged or hostile file.
- **The project's own folders** (``sessions/<id>``, ``genome``, ``genome/results``, ``assets``,
  ``studio``, ``cache``): :func:`project_folder` makes them as real folders and refuses one that
  is a symbolic link or not a folder, so no write (a user's or the agent's) lands outside the
  project through a planted link.
- **Tracks stored in ``genome/browser.json``**: :func:`track_policy` checks a local track file
  like any path the agent names, and has a URL read under the agent's guarded network policy
  whatever the track's stored ``urlPolicy`` says (a stored mark never widens what the agent
  reaches; a loopback track needs the project's ``allow_private_urls`` switch).

Inside :func:`agent_scope` the genome engine's error messages quote no file content either
(:func:`genie_widgets.genome.withholding_content`): a text file typed as BED that is not BED is
named, not shown. A user's own Python call (outside the scope) may still name any path or URL;
only the structural checks on stored paths and on the project's folders apply to it.

Errors are :class:`~.filepolicy.PathRefused` (a ``PermissionError``) for the agent's policy and
:class:`~.safepath.UnsafePathError` (a ``ValueError``) for a stored path or folder; a message
quotes at most :data:`SHOWN` characters of the path.
"""

from __future__ import annotations

import contextlib
import os
import stat
import warnings
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import IO, TYPE_CHECKING

from .. import _http
from ..genome import withholding_content
from .filepolicy import PathRefused, check_agent_path, roots_in_force
from .filepolicy import agent_scope as _roots_scope
from .netpolicy import reader_policy
from .nofollow import open_read_nofollow
from .safepath import UnsafePathError, check_relative_path
from .state import ProjectError

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle
    from .tracks import Track

__all__ = ["SHOWN", "AgentContext", "PathRefused", "UnsafePathError", "agent_context", "agent_scope", "agent_source",
           "grant_user_track", "in_agent_scope", "open_source", "project_folder", "resumed_agent_scope", "stored_file",
           "track_policy"]

#: Most characters of a path an error message quotes.
SHOWN = 120


def _shown(value: object) -> str:
    text = value if isinstance(value, str) else repr(value)
    return repr(text[:SHOWN] + "…") if len(text) > SHOWN else repr(text)


# -- the agent's scope --------------------------------------------------------------------------

@contextlib.contextmanager
def agent_scope(project: ProjectHandle, roots: tuple[Path, ...] | None = None) -> Iterator[None]:
    """What every tool call runs in: local paths checked against ``project``'s agent roots (or
    ``roots``), and no file content quoted in the genome engine's errors."""
    with _roots_scope(project, roots), withholding_content():
        yield


def in_agent_scope() -> bool:
    """Whether the code runs for a tool the agent called (inside :func:`agent_scope`)."""
    return roots_in_force() is not None


#: What a task needs to carry the agent's scope into another process (a Dask worker): the
#: call's network policy and file roots. Plain picklable values.
AgentContext = tuple[_http.Policy, tuple[Path, ...]]


def agent_context() -> AgentContext | None:
    """The scope in force, to hand to a task run elsewhere; None for a user's own call."""
    roots = roots_in_force()
    if roots is None:
        return None
    policy = _http.current_policy()
    return (policy if policy.guarded else _http.agent_policy()), roots


@contextlib.contextmanager
def resumed_agent_scope(project: ProjectHandle, context: AgentContext | None) -> Iterator[None]:
    """The agent's scope again, from :func:`agent_context`, where a task runs (nothing to do for
    a user's call or where the scope is already in force, as in the kernel's own threads)."""
    if context is None or in_agent_scope():
        yield
        return
    policy, roots = context
    with _http.scope(policy=policy), agent_scope(project, roots):
        yield


# -- paths the agent names ------------------------------------------------------------------------

def agent_source(written: str | os.PathLike[str], *, what: str = "path") -> Path:
    """``written`` resolved (``~`` expanded, relative to the working directory, links followed);
    inside :func:`agent_scope` it must be a path the agent may read (:class:`PathRefused`
    otherwise, before anything says whether it exists)."""
    text = os.fspath(written)
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"the {what} is empty; give a file or folder path")
    if "\x00" in text:
        raise ValueError(f"the {what} {_shown(text)} contains a NUL character")
    candidate = Path(text).expanduser()
    if not candidate.is_absolute():
        candidate = Path.cwd() / candidate
    resolved = candidate.resolve()
    check_agent_path(text, resolved)
    return resolved


@contextlib.contextmanager
def open_source(resolved: Path) -> Iterator[IO[bytes]]:
    """The regular file ``resolved`` (from :func:`agent_source`) open for binary reading. Inside
    :func:`agent_scope` no link is followed on the way (one swapped in after the check is refused);
    a user's call opens it plainly."""
    if not in_agent_scope():
        with open(resolved, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise UnsafePathError(f"{_shown(str(resolved))} is not a regular file")
            yield handle
        return
    fd = open_read_nofollow(resolved)
    with os.fdopen(fd, "rb") as handle:
        yield handle


# -- paths a project stores ---------------------------------------------------------------------

def _stored_reason(text: str) -> str | None:
    """Why a stored path is not a plain relative one, or None."""
    if text.startswith(("/", "\\")) or Path(text).is_absolute():
        return "it is absolute"
    if ".." in text.replace("\\", "/").split("/"):
        return "it contains '..'"
    try:
        check_relative_path(text)
    except UnsafePathError:
        return "it is not a plain relative path"
    return None


def stored_file(project: ProjectHandle, stored: object, *, within: str, what: str) -> Path:
    """The absolute path of ``stored`` (a path a project file records, relative to the project
    folder), after checking that it is a plain relative path inside the folder ``within``
    (relative to the project, e.g. ``assets/asset_x_1a2b``) and that no part of it that exists is
    a symbolic link (:class:`UnsafePathError` naming ``what`` otherwise). A path that does not
    exist (yet) is returned as is: the caller says it is missing."""
    if not isinstance(stored, str) or not stored:
        raise UnsafePathError(f"{what} records no usable path ({_shown(stored)}); refusing to use it")
    reason = _stored_reason(stored)
    if reason is None:
        rel = check_relative_path(stored)
        folder = PurePosixPath(within)
        if rel == folder or folder not in rel.parents:
            reason = f"it is not inside {within}/"
    if reason is not None:
        raise UnsafePathError(f"{what} records the path {_shown(stored)}, and {reason}: a project's stored paths "
                              "stay inside its folder. Refusing to use it (the project's files may have been "
                              "altered).")
    path = project.path
    for i, part in enumerate(rel.parts):
        path = path / part
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            return project.path.joinpath(*rel.parts)
        if stat.S_ISLNK(info.st_mode):
            where = "/".join(rel.parts[:i + 1])
            raise UnsafePathError(f"{what} records the path {_shown(stored)}, which passes through a symbolic link "
                                  f"({_shown(where)}): a project's stored files are never links. Refusing to use it.")
        if i < len(rel.parts) - 1 and not stat.S_ISDIR(info.st_mode):
            raise UnsafePathError(f"{what} records the path {_shown(stored)}, but part of it is not a folder")
    return path


# -- the project's own folders ------------------------------------------------------------------

def project_folder(project: ProjectHandle | Path, *parts: str, create: bool = True) -> Path:
    """``<project>/<parts…>``, one of the folders genie_widgets itself writes into, made (with
    ``create``) as real folders; :class:`UnsafePathError` when one of them is a symbolic link or
    not a folder. Without ``create`` a missing folder is returned as is."""
    root = project if isinstance(project, Path) else project.path
    path = root
    for i, part in enumerate(parts):
        path = path / part
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            if not create:
                return root.joinpath(*parts)
            with contextlib.suppress(FileExistsError):
                os.mkdir(path)
            info = os.lstat(path)
        where = "/".join(parts[:i + 1])
        if stat.S_ISLNK(info.st_mode):
            raise UnsafePathError(f"the project's {where} folder is a symbolic link: genie_widgets writes and reads "
                                  "only real folders inside the project. Refusing to use it (replace the link with "
                                  "a folder).")
        if not stat.S_ISDIR(info.st_mode):
            raise UnsafePathError(f"the project's {where} is not a folder; refusing to use it")
    return path


# -- tracks in browser.json ---------------------------------------------------------------------

def grant_user_track(project: ProjectHandle, resolved: Path) -> None:
    """A user's own call adds the local track file ``resolved``: when it lies outside the project
    folder and the agent's roots, that one file is granted (:meth:`Project.grant_agent_file`:
    ``agentFileGrants``, sealed with this user's key; entries a bundle wrote in ``project.json``
    grant nothing), so the agent's tools can measure the track the user chose (and nothing else
    beside it). Nothing happens under the agent's own call: the agent cannot grant itself a file.
    When the grant cannot be sealed (no usable key) the track is still added, with a warning:
    the agent cannot read it."""
    if in_agent_scope():
        return
    roots = [project.path.resolve(), *(Path(r).expanduser().resolve() for r in project.agent_file_roots)]
    if not any(resolved == root or root in resolved.parents for root in roots):
        try:
            project.grant_agent_file(resolved)
        except ProjectError as exc:
            warnings.warn(f"{exc}; the track is added, but the agent's tools cannot read it", stacklevel=3)


def track_policy(project: ProjectHandle, track: Track) -> _http.Policy:
    """Check ``track``'s source for the caller and give the network policy to read it with.

    Inside :func:`agent_scope`: a local file must be one the agent may read (:class:`PathRefused`),
    and a URL is read under the call's guarded policy (or the project's agent policy), never
    an unguarded one, whatever the track's stored ``urlPolicy`` says. For a user's own call:
    the policy the track was added under (:func:`.netpolicy.reader_policy`)."""
    url = track.url or ""
    remote = url.lower().startswith(("http://", "https://"))  # as the genome engine reads it
    if not in_agent_scope():
        return reader_policy(project, track) if remote else _http.USER
    if remote:
        current = _http.current_policy()
        return current if current.guarded else _http.agent_policy(allow_private=project.allow_private_urls)
    if not url:
        raise ValueError(f"track '{str(track.id)[:100]}' has no file or URL")
    agent_source(url, what=f"file of track '{str(track.id)[:100]}'")
    return _http.USER
