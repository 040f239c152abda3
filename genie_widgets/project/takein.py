"""Opening a project folder this user did not make here (a bundle, a copy, a download).

:meth:`Project.open` reads ``project.json`` (a plain file, never a link) and asks
:func:`admit` whether the folder carries this user's ``takenIn`` seal (:mod:`.trust`). A folder
without one is foreign, and its first open takes it in:

1. **A bundle is verified** (:func:`~.bundle_verify.verify_bundle`) — a folder with a
   ``bundle.json``, or whose ``project.json`` says it was exported as one. A bundle whose
   manifest is missing (cut while it was written or copied), or whose files differ from it, is
   refused with a :class:`~.bundle_manifest.BundleError` naming the files. The user's own
   ``Project.open(path, verify=False)`` opens it anyway; nothing the agent can call passes it.
2. **Its tracks are settled** (:func:`settle_tracks`): every http(s) track is marked
   ``urlPolicy: agent``, so the agent's tools and the browser read it under the agent's network
   policy (public addresses only, unless the user's accepted switch allows private ones;
   link-local never) however the folder marked it — a missing mark would read it as the user's
   own URL, unguarded, and ``trusted-origin`` would trust an origin the folder chose. A local
   track file named by a plain relative path (how a bundle names the files it holds) is rooted
   in the folder.
3. **Its assets' recorded source paths are dropped**
   (:meth:`~.assets.AssetCatalog.forget_source_paths`; an exported bundle carries none): they
   name files on the machine that wrote the folder (or any file its author chose), and an asset
   replaced "from its source" must never read one of them, not even for the user's own call.
4. **It is sealed** as taken in, so later opens skip steps 1-3 (a read-only folder is taken in
   again at every open, which changes nothing).

Its settings (``agentFileRoots``, ``allowPrivateUrls``, ``agentFileGrants``) stay pending until
the user accepts them (:mod:`.trust`); stored paths are checked when used (:mod:`.filepolicy`,
:mod:`.safepath`).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from .._io import write_json_atomic
from .bundle_manifest import MANIFEST, BundleError, check_bundle_path
from .bundle_verify import verify_bundle
from .state import BrowserState, ProjectError, read_json
from .trust import TAKEN_IN_KEY, TrustKeyError, seal, sealed

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

__all__ = ["BUNDLE_KEY", "PROJECT_FILE", "admit", "read_meta", "settle_tracks", "take_in"]

PROJECT_FILE = "project.json"
#: The ``project.json`` key an exported bundle carries (``{"manifest": "bundle.json", "exportedAt": …}``).
BUNDLE_KEY = "bundle"


class _Opening(Protocol):
    path: Path
    _meta: dict[str, Any]

    def browser_state(self) -> BrowserState: ...

    def _update(self, change: Callable[[BrowserState], Any]) -> tuple[BrowserState, Any]: ...


def read_meta(folder: Path) -> dict[str, Any]:
    """``folder``'s ``project.json``, which must be a plain file (a link is refused, not followed)."""
    target = folder / PROJECT_FILE
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise ProjectError(f"{target} cannot be read ({exc.strerror})") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise ProjectError(f"{target} is a symbolic link or not a plain file; a project's project.json must be "
                           "a plain file. It was left untouched")
    meta = read_json(target, "no genie_widgets project here (project.json)")
    for key in ("projectId", "genome"):
        if not isinstance(meta.get(key), str):
            raise ProjectError(f"{target} has no {key}; it was left untouched")
    return meta


def admit(folder: Path, *, verify: bool) -> tuple[dict[str, Any], bool]:
    """``folder``'s ``project.json`` and whether the folder is foreign (to be taken in), after
    verifying it when it is a bundle and ``verify`` (see the module docstring)."""
    meta = read_meta(folder)
    if sealed(TAKEN_IN_KEY, folder, meta):
        return meta, False
    has_manifest = os.path.lexists(folder / MANIFEST)
    if verify and (has_manifest or BUNDLE_KEY in meta):
        if not has_manifest:
            raise BundleError(
                f"{folder} is a bundle (its project.json says so) but its manifest {MANIFEST} is missing: the bundle "
                "is incomplete (cut while it was written or copied?) or altered, and was not opened. Copy it again; "
                f"Project.open(path, verify=False) opens it as it is")
        try:
            verify_bundle(folder)
        except BundleError as exc:
            raise BundleError(f"{exc} (Project.open(path, verify=False) opens it as it is)") from None
        meta = read_meta(folder)  # as verified
    return meta, True


def _marks(track: Any) -> dict[str, Any]:
    return track.metadata if isinstance(track.metadata, dict) else {}


def _settled(track: Any, folder: Path) -> dict[str, Any]:
    """What :func:`settle_tracks` changes in ``track`` (field → new value; empty: nothing)."""
    url = track.url if isinstance(track.url, str) else ""
    if url.startswith(("http://", "https://")):
        marks = _marks(track)
        return {} if marks.get("urlPolicy") == "agent" else {"metadata": {**marks, "urlPolicy": "agent"}}
    if not url or track.catalog_id or url.startswith(("/", "~")):
        return {}
    try:
        return {"url": str(folder / check_bundle_path(url))}
    except BundleError:
        return {}  # a relative path that leaves the folder stays as it is: the file policy refuses it when used


def settle_tracks(project: _Opening) -> int | None:
    """Mark every http(s) track of ``project`` ``urlPolicy: agent`` and root its relative track
    paths in its folder (see the module docstring); returns how many tracks changed, or None
    when ``genome/browser.json`` cannot be read."""
    try:
        tracks = project.browser_state().tracks
    except ProjectError:
        return None
    if not any(_settled(t, project.path) for t in tracks):
        return 0

    def change(state: BrowserState) -> int:
        count = 0
        for track in state.tracks:
            fields = _settled(track, project.path)
            for name, value in fields.items():
                setattr(track, name, value)
            count += bool(fields)
        return count

    try:
        _state, count = project._update(change)
    except ProjectError:
        return None
    except OSError as exc:
        raise ProjectError(f"{project.path} cannot be taken in: its tracks must be settled before it is used (URL "
                           f"tracks read as the agent's, relative files rooted here), and genome/browser.json cannot "
                           f"be written ({exc.strerror}). Copy the folder somewhere writable") from None
    return int(count)


def settle_assets(project: _Opening) -> int | None:
    """Drop the source paths ``project``'s file assets record (see the module docstring); returns
    how many assets changed, or None when ``assets/catalog.json`` cannot be read."""
    from .assets import AssetCatalog, AssetError
    from .safepath import UnsafePathError

    try:
        return AssetCatalog(cast("ProjectHandle", project)).forget_source_paths()
    except (AssetError, UnsafePathError, ProjectError):
        return None
    except OSError as exc:
        raise ProjectError(f"{project.path} cannot be taken in: the source paths its assets record (files on the "
                           f"machine that wrote it) must be dropped before it is used, and assets/catalog.json cannot "
                           f"be written ({exc.strerror}). Copy the folder somewhere writable") from None


def take_in(project: _Opening) -> int:
    """Take ``project`` in (settle its tracks and assets, then seal it); returns how many tracks
    changed. A folder whose seal cannot be stored (read-only, no key) is taken in again next time."""
    changed = settle_tracks(project)
    if changed is None:
        return 0  # an unreadable genome/browser.json: every read of it says so; taken in once it is fixed
    if settle_assets(project) is None:
        return changed  # likewise for an unreadable assets/catalog.json
    meta = {**project._meta}
    try:
        meta[TAKEN_IN_KEY] = seal(TAKEN_IN_KEY, project.path, meta)
        write_json_atomic(project.path / PROJECT_FILE, meta)
    except (TrustKeyError, OSError):
        return changed
    project._meta = meta
    return changed
