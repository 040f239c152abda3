"""Local track files outside the project folder, taken into a bundle so that it is whole.

A track a user added from, say, ``~/data/rep1.bw`` is read from that path; a bundle copied to
another machine has no such file. :func:`plan_outside_tracks` decides, before anything is
written, where each such file goes inside the bundle (``genome/track-files/<8 hex>/<name>``, one
copy per file however many tracks read it) and which files cannot be taken (missing, unreadable,
not a plain file). :mod:`.bundle` copies the files with the rest (each listed in ``bundle.json``
with its size and SHA-256, so the bundle is verified on open like any file) and writes the
tracks' ``url`` as those relative paths, which :mod:`.takein` roots where the bundle is opened.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .._words import count
from .bundle_manifest import BundleError, check_bundle_path, clip

__all__ = ["TRACK_FILES", "OutsideTracks", "plan_outside_tracks"]

#: Where a bundle keeps the local track files that lived outside the project.
TRACK_FILES = "genome/track-files"
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]+")


@dataclass
class OutsideTracks:
    """Local track files outside the project: ``taken`` (resolved source path → path in the
    bundle), ``urls`` (a track's stored url → path in the bundle) and ``missing`` (one sentence
    per track whose file cannot be taken)."""

    taken: dict[Path, str] = field(default_factory=dict)
    urls: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)

    def refusal(self) -> str:
        """The error of an export that will not leave these tracks behind."""
        return (f"the bundle would not be whole: {count(len(self.missing), 'track')} cannot be copied into it — "
                + "; ".join(self.missing) + ". Fix or remove those tracks (project.remove_track), or export with "
                "missing_tracks='leave' to write a bundle without them (it says so at the top).")


def _bundle_name(path: Path) -> str:
    """``genome/track-files/<8 hex of the source path>/<file name>`` (a name a manifest can list)."""
    digest = hashlib.sha256(str(path).encode("utf-8", "surrogatepass")).hexdigest()[:8]
    name = _SAFE_NAME.sub("_", path.name).strip("._") or "track"
    rel = f"{TRACK_FILES}/{digest}/{name[:120]}"
    check_bundle_path(rel)
    return rel


def _why_not(path: Path) -> str | None:
    """Why ``path`` cannot be copied (None when it can): missing, not a plain file, unreadable."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "the file is missing"
    except OSError as exc:
        return f"the file cannot be read ({exc.strerror or exc})"
    if not stat.S_ISREG(info.st_mode):
        return "it is not a plain file"
    if not os.access(path, os.R_OK):
        return "the file cannot be read (permission denied)"
    return None


def plan_outside_tracks(source: Path, tracks: list[Any]) -> OutsideTracks:
    """Where each local track file outside ``source`` (the project folder, resolved) goes in the
    bundle, and which cannot be taken. URL and catalog tracks, and files inside the project (the
    bundle copies those with the folder), are left alone."""
    plan = OutsideTracks()
    for track in tracks:
        url = track.url or ""
        if track.catalog_id is not None or not url or url.startswith(("http://", "https://")):
            continue
        path = Path(url).expanduser()
        resolved = path.resolve()
        if resolved == source or source in resolved.parents:
            continue
        problem = _why_not(path)
        if problem is not None:
            plan.missing.append(f"track {track.id} reads {clip(url)}, but {problem}")
            continue
        try:
            rel = plan.taken.setdefault(resolved, _bundle_name(resolved))
        except BundleError as exc:
            plan.missing.append(f"track {track.id} reads {clip(url)}, whose name a bundle cannot hold ({exc})")
            continue
        plan.urls[url] = rel
    return plan
