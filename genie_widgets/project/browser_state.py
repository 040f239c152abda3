"""The browser-state half of :class:`~genie_widgets.project.Project`: the view and the tracks
stored in ``<project>/genome/browser.json`` (changed under the project's lock, then listeners
are told), and the readers of those tracks (kept open, at most 32).

Coordinates are 0-based, end-exclusive; a view region's ``locus`` is ``chr:start-end``.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from .. import _http
from .._io import exclusive_lock, utc_now, write_json_atomic
from ..genome import (
    LocusError,
    Region,
    TrackTypeError,
    open_track,
    sniff,
    track_kind,
)
from ..genome.remote import URL_DEADLINE_HINT, url_deadline
from .boundary import agent_source, grant_user_track, project_folder, track_policy
from .netpolicy import track_url_policy
from .notes import note_warning
from .state import VIEW_ORIGINS, BrowserState, ProjectError, ViewRegion, read_json
from .trackfields import check_track_name, check_track_options, short_name
from .tracks import MAX_HEIGHT, MIN_HEIGHT, TRACK_SOURCES, Track, catalog_tracks, new_track_id

if TYPE_CHECKING:  # pragma: no cover
    from ..genome import Assembly
    from .handle import ProjectHandle

_MAX_OPEN_READERS = 32


class BrowserStateMethods:
    """The view, the tracks and their readers; :class:`~genie_widgets.project.Project` is the
    facade that mixes this in (it provides ``path``, ``assembly``, ``genome``, ``cache_dir``,
    ``pins`` and the locks below)."""

    path: Path
    _meta: dict[str, Any]
    _listeners: list[Callable[[BrowserState], None]]
    _listeners_lock: threading.Lock
    _readers: OrderedDict[tuple[Any, ...], Any]
    _readers_lock: threading.Lock

    if TYPE_CHECKING:  # provided by Project
        @property
        def assembly(self) -> Assembly: ...

        @property
        def genome(self) -> str: ...

        @property
        def cache_dir(self) -> Path: ...

        @property
        def pins(self) -> Any: ...

    @property
    def _state_path(self) -> Path:
        return self.path / "genome" / "browser.json"

    def browser_state(self) -> BrowserState:
        """The stored view and tracks (what every browser of this project draws)."""
        path = self._state_path
        project_folder(self.path, "genome", create=False)  # never read through a planted link
        if not path.exists():
            return BrowserState(ViewRegion.of(self.assembly.default_locus, "default"), [],
                                self._meta.get("createdAt", utc_now()))
        doc = read_json(path, "browser state")
        try:
            view = ViewRegion.from_json(doc.get("viewRegion") or {})
            tracks = [Track.from_json(t) for t in doc.get("tracks", [])]
        except (TypeError, ValueError) as exc:
            raise ProjectError(f"{path} holds an invalid browser state ({exc}); it was left untouched") from None
        return BrowserState(view, tracks, doc.get("updatedAt") or "")

    def _write_state(self, state: BrowserState) -> None:
        project_folder(self.path, "genome")  # a real folder inside the project, never a link
        write_json_atomic(self._state_path, state.to_json())

    def _update(self, change: Callable[[BrowserState], Any]) -> tuple[BrowserState, Any]:
        """Read, change and write the browser state under the project's lock; notify listeners."""
        with exclusive_lock(self._state_path.with_suffix(".json.lock")):
            state = self.browser_state()
            result = change(state)
            state.updated_at = utc_now()
            self._write_state(state)
        self._notify(state)
        return state, result

    def on_change(self, callback: Callable[[BrowserState], None]) -> Callable[[], None]:
        """Call ``callback(state)`` after every change made through this object; returns an
        unsubscribe function. (Widgets of the same project in one kernel share the object.)"""
        with self._listeners_lock:
            self._listeners.append(callback)

        def unsubscribe() -> None:
            with self._listeners_lock:
                if callback in self._listeners:
                    self._listeners.remove(callback)

        return unsubscribe

    def _notify(self, state: BrowserState) -> None:
        with self._listeners_lock:
            listeners = list(self._listeners)
        for listener in listeners:
            listener(state)

    @property
    def view(self) -> ViewRegion:
        return self.browser_state().view

    def set_view(self, where: Region | str, *, origin: str = "user") -> ViewRegion:
        """Move the view to a region (a :class:`Region` or a ``chr:start-end`` string, commas
        allowed). The locus is validated against the genome; a clear :class:`LocusError` otherwise.
        ``origin`` says who chose it (see :class:`ViewRegion`): ``"user"`` (a user or the agent,
        the default) or ``"trackData"`` (placed where the data is, see :mod:`.first_view`)."""
        region = where if isinstance(where, Region) else self.assembly.parse_locus(str(where))
        region = Region(self.assembly.resolve_chrom(region.chrom), region.start, region.end)
        if region.end > self.assembly.size(region.chrom):
            raise LocusError(f"{region.locus} runs past the end of {region.chrom} "
                             f"({self.assembly.size(region.chrom):,} bp in {self.genome})", reason="off_chromosome")
        if origin not in VIEW_ORIGINS:
            raise ValueError(f"origin must be one of {', '.join(VIEW_ORIGINS)}")
        view = ViewRegion.of(region, origin)

        def change(state: BrowserState) -> None:
            state.view = view

        self._update(change)
        return view

    def set_unresolved_view(self, text: str) -> ViewRegion:
        """Store a view that is not a numeric locus (bounds ``None``), as the reference does."""
        view = ViewRegion(locus=str(text))

        def change(state: BrowserState) -> None:
            state.view = view

        self._update(change)
        return view

    @property
    def tracks(self) -> list[Track]:
        """The tracks, top to bottom."""
        return sorted(self.browser_state().tracks, key=lambda t: t.order)

    def track(self, track_id: str) -> Track:
        """The track with this id; ``KeyError("Track '…' was not found. …")`` otherwise."""
        return self.browser_state().track(track_id)

    def available_catalog_tracks(self) -> list[dict[str, Any]]:
        return catalog_tracks(self.genome)

    def add_track(
        self,
        url: str | os.PathLike[str] | None = None,
        type: str | None = None,
        *,
        name: str | None = None,
        source: str | None = None,
        catalog_id: str | None = None,
        index_url: str | None = None,
        metadata: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        height: int | None = None,
        validate: bool = True,
        force: bool = False,
    ) -> Track:
        """Add a track from a local path or http(s) URL, or from the genome's catalog.

        ``type`` (bigwig, bigbed, bed, bedgraph, narrowpeak, …) is sniffed when omitted; when
        given it must match the file (``TrackTypeError`` otherwise) — set ``validate=False`` only
        for a file that does not exist yet. ``source`` defaults to ``remote`` for URLs and
        ``local`` for paths. A file whose chromosome sizes disagree with the project's genome is
        refused (naming the genome it probably belongs to) unless ``force=True``; then the track
        keeps a ``genomeMismatch`` note and every tool result that reads it repeats it. A text
        track with no chromosome of the genome is refused. A local file a user's own call adds
        from outside the agent's roots joins the project's ``agentFileGrants`` (that one file,
        sealed with this user's key), so the agent's tools can measure it
        (:func:`.boundary.grant_user_track`).
        """
        if catalog_id is not None:
            entry = next((c for c in self.available_catalog_tracks() if c["id"] == catalog_id), None)
            if entry is None:
                known = ", ".join(c["id"] for c in self.available_catalog_tracks()) or "none"
                raise KeyError(f"Catalog track '{catalog_id}' is not in the {self.genome} catalog "
                               f"(available: {known}).")
            url, type, name, source = entry["url"], entry["type"], name or entry["name"], "catalog"
        if url is None:
            raise ValueError("add_track needs a path or URL, or a catalogId")
        url = os.fspath(url)
        is_remote = url.startswith(("http://", "https://"))
        if not is_remote and catalog_id is None:
            local = Path(url).expanduser()
            agent_source(url, what="track file")  # under an agent's call: inside its roots
            if validate and not local.exists():
                raise FileNotFoundError(f"track file not found: {local}")
            url = str(local.resolve()) if local.exists() else str(local)
        declared = (type or "").strip().lower() or None
        began, seconds = time.monotonic(), url_deadline() if is_remote else None  # one deadline for the reads below
        if catalog_id is None and validate:
            with _http.scope(deadline=seconds, since=began, deadline_hint=URL_DEADLINE_HINT):
                found = sniff(url, cache_dir=self.cache_dir, store=self.pins)
            if declared is None:
                if found.kind == "other":
                    raise TrackTypeError(f"{url} is not a track file genie_widgets can read ({found.detail})")
                declared = found.format
                metadata = {"sniffed": found.detail, **(metadata or {})}  # says which type it chose
            elif track_kind(declared) != "other" and not found.readable_as(track_kind(declared)):
                raise TrackTypeError(
                    f"{url} holds {found.format} data ({found.detail}), not {declared}: "
                    f"use type='{found.format}'"
                )
        if declared is None:
            raise ValueError("give the track's type (bigwig, bigbed, bed, bedgraph, …) or let it be sniffed")
        mismatch = None
        if catalog_id is None and validate and track_kind(declared) != "other":
            with _http.scope(deadline=seconds, since=began, deadline_hint=URL_DEADLINE_HINT):
                checked = open_track(url, declared, assembly=self.assembly, cache_dir=self.cache_dir,
                                     store=self.pins, check_sizes=True, force=force)
            mismatch = getattr(checked, "warning", None)
            checked.close()
        if mismatch:
            metadata = {**(metadata or {}), "genomeMismatch": mismatch}
        source = source or ("remote" if is_remote else "local")
        if source not in TRACK_SOURCES:
            raise ValueError(f"track source must be one of {', '.join(TRACK_SOURCES)}")
        display = check_track_name(name) if name else short_name(Path(url.split("?")[0].rstrip("/")).name)
        options = check_track_options(options or {})
        url_policy = track_url_policy(url) if is_remote else None
        if url_policy is not None:  # the agent chose this URL: later reads stay guarded
            metadata = {**(metadata or {}), "urlPolicy": url_policy}
        if not is_remote and catalog_id is None:  # a user's own file: the agent may measure it too
            grant_user_track(cast("ProjectHandle", self), Path(url).resolve())

        def change(state: BrowserState) -> Track:
            track = Track(
                id=new_track_id(display, {t.id for t in state.tracks}),
                name=display, type=declared, url=url, source=source,
                order=max((t.order for t in state.tracks), default=-1) + 1,
                options=dict(options or {}), catalog_id=catalog_id, index_url=index_url,
                metadata=dict(metadata or {}),
            )
            if height is not None:
                track.height = _clamp_height(height)
            state.tracks.append(track)
            return track

        return self._update(change)[1]

    def update_track(
        self,
        track_id: str,
        *,
        visible: bool | None = None,
        height: int | None = None,
        order: int | None = None,
        name: str | None = None,
        options: dict[str, Any] | None = None,
    ) -> Track:
        """Show/hide, resize (px), move to position ``order`` (0 = top), rename or set options."""

        def change(state: BrowserState) -> Track:
            track = state.track(track_id)
            if visible is not None:
                track.visible = bool(visible)
            if height is not None:
                track.height = _clamp_height(height)
            if name is not None:
                track.name = check_track_name(name)
            if options is not None:
                track.options = check_track_options({**track.options, **check_track_options(options)})
            if order is not None:
                ordered = sorted(state.tracks, key=lambda t: t.order)
                ordered.remove(track)
                ordered.insert(max(0, min(int(order), len(ordered))), track)
                for i, t in enumerate(ordered):
                    t.order = i
            return track

        return self._update(change)[1]

    def remove_track(self, track_id: str) -> Track:
        def change(state: BrowserState) -> Track:
            track = state.track(track_id)
            state.tracks.remove(track)
            for i, t in enumerate(sorted(state.tracks, key=lambda t: t.order)):
                t.order = i
            return track

        return self._update(change)[1]

    def open_reader(self, track: Track | str) -> Any:
        """An open reader for a signal or interval track (kept open for the next call; a local
        file that changed on disk is reopened). Raises the genome engine's clear errors for
        missing, corrupt or mistyped files. Under an agent's tool call the stored source is checked
        as the agent's own would be (:func:`.boundary.track_policy`): a local file inside its roots,
        a URL under its guarded network policy."""
        track = self.track(track) if isinstance(track, str) else track
        policy = track_policy(cast("ProjectHandle", self), track)
        url = track.url or ""
        try:
            stamp = os.stat(url).st_mtime_ns if not url.startswith(("http://", "https://")) else None
        except OSError:
            stamp = None
        key = (url, track.type, stamp, policy)
        with self._readers_lock:
            reader = self._readers.get(key)
            if reader is not None:
                self._readers.move_to_end(key)
                note_warning(getattr(reader, "warning", None))
                return reader
        mismatch = (track.metadata or {}).get("genomeMismatch")
        remote = url.startswith(("http://", "https://"))
        with _http.scope(policy=policy, deadline=url_deadline() if remote else None, deadline_hint=URL_DEADLINE_HINT):
            reader = open_track(url, track.type, assembly=self.assembly, cache_dir=self.cache_dir,
                                store=self.pins, check_sizes=True, force=bool(mismatch))
        note_warning(getattr(reader, "warning", None))
        if url.startswith(("http://", "https://")):
            reader = self.pins.name_misses(reader)
        with self._readers_lock:
            self._readers[key] = reader
            while len(self._readers) > _MAX_OPEN_READERS:
                _key, old = self._readers.popitem(last=False)
                old.close()
        return reader

    def iter_tracks(self, kind: str | None = None) -> Iterator[Track]:
        for t in self.tracks:
            if kind is None or t.kind == kind:
                yield t


def _clamp_height(value: int) -> int:
    return max(MIN_HEIGHT, min(MAX_HEIGHT, int(value)))
