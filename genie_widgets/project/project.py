"""A project folder: one genome, the browser's view and tracks, chat sessions and results.

Layout (everything a project knows is in its folder, written atomically)::

    <project>/project.json              id, name, genome (immutable), createdAt
    <project>/genome/browser.json       the view region, the tracks, updatedAt
    <project>/genome/results/           files the measurement tools write (peaks BED, TSV)
    <project>/sessions/<sessionId>/     citations.json, messages.jsonl, artifacts of one chat
    <project>/assets/                   the asset catalog (catalog.json) and imported files
    <project>/studio/                   Studio outputs saved from Analysis mode
    <project>/cache/                    downloaded track and annotation files, ENCODE answers, the
                                        byte ranges read from URL tracks (cache/ranges/)
    <project>/pins/                     pinned data of URL tracks, pins/manifest.json (see .pins)

Coordinates are 0-based, end-exclusive; a view region's ``locus`` is ``chr:start-end``.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .. import _http
from .._io import exclusive_lock, remove_stale_temps, utc_now, write_json_atomic
from ..citations import CitationStore
from ..genome import (
    Assembly,
    Gene,
    GeneAnnotationError,
    GeneIndex,
    GeneNotFoundError,
    LocusError,
    Region,
    TrackTypeError,
    get_assembly,
    load_gene_index,
    looks_like_locus,
    open_track,
    sniff,
    track_kind,
)
from .filepolicy import check_agent_path
from .netpolicy import allow_private_from_env, reader_policy, track_url_policy
from .notes import note_warning
from .tracks import MAX_HEIGHT, MIN_HEIGHT, TRACK_SOURCES, Track, catalog_tracks, new_track_id

SCHEMA_VERSION = 1
_MAX_OPEN_READERS = 32
PROJECT_FILE = "project.json"
_SESSION_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,80}")


class ProjectError(RuntimeError):
    """A project that cannot be created, opened or changed as asked."""


def _read_json(path: Path, what: str) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ProjectError(f"{what} not found: {path}") from None
    except json.JSONDecodeError as exc:
        raise ProjectError(f"{path} is not valid JSON ({exc.msg}, line {exc.lineno}); it was left untouched") from None
    if not isinstance(doc, dict):
        raise ProjectError(f"{path} does not hold an object; it was left untouched")
    if doc.get("schemaVersion", SCHEMA_VERSION) != SCHEMA_VERSION:
        raise ProjectError(
            f"{path} has schemaVersion {doc.get('schemaVersion')!r}; this genie_widgets reads version "
            f"{SCHEMA_VERSION}. Upgrade genie_widgets to open it."
        )
    return doc


@dataclass(frozen=True)
class ViewRegion:
    """The browser's view: a resolved ``chr:start-end`` (numeric bounds) or an unresolved string
    kept as given with ``start``/``end`` of ``None`` (the reference's behaviour for text that is
    not a locus)."""

    locus: str
    chrom: str | None = None
    start: int | None = None
    end: int | None = None

    @property
    def resolved(self) -> bool:
        return self.start is not None and self.end is not None and self.chrom is not None

    def region(self) -> Region | None:
        return Region(self.chrom, self.start, self.end) if self.resolved else None  # type: ignore[arg-type]

    @classmethod
    def of(cls, region: Region) -> ViewRegion:
        return cls(locus=region.locus, chrom=region.chrom, start=region.start, end=region.end)

    def to_json(self) -> dict[str, Any]:
        return {"locus": self.locus, "chr": self.chrom, "start": self.start, "end": self.end}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> ViewRegion:
        return cls(locus=str(obj.get("locus") or ""), chrom=obj.get("chr"), start=obj.get("start"), end=obj.get("end"))


@dataclass
class BrowserState:
    view: ViewRegion
    tracks: list[Track]
    updated_at: str

    def to_json(self) -> dict[str, Any]:
        return {
            "schemaVersion": SCHEMA_VERSION,
            "viewRegion": self.view.to_json(),
            "tracks": [t.to_json() for t in sorted(self.tracks, key=lambda t: t.order)],
            "updatedAt": self.updated_at,
        }

    def track(self, track_id: str) -> Track:
        for t in self.tracks:
            if t.id == track_id:
                return t
        known = ", ".join(t.id for t in self.tracks) or "none"
        raise KeyError(f"Track '{track_id}' was not found. Loaded tracks: {known}.")


class Session:
    """One chat session of a project: its folder and its citation store."""

    def __init__(self, project: Project, session_id: str) -> None:
        if not _SESSION_ID_RE.fullmatch(session_id):
            raise ProjectError(f"invalid session id {session_id!r}: use letters, digits, '_' and '-' (at most 80)")
        self.project = project
        self.id = session_id
        self.dir = project.path / "sessions" / session_id
        self.dir.mkdir(parents=True, exist_ok=True)
        self.citations = CitationStore(self.dir, project_id=project.id, session_id=session_id)

    @property
    def messages_path(self) -> Path:
        return self.dir / "messages.jsonl"

    @property
    def artifacts_dir(self) -> Path:
        return self.dir / "artifacts"

    @property
    def artifacts(self):
        """The HTML artifacts this chat saved (Genome mode's create_html_artifact)."""
        from .studio import chat_artifacts

        return chat_artifacts(self)

    def __repr__(self) -> str:
        return f"Session({self.id!r}, project={self.project.id!r}, records={len(self.citations)})"


class Project:
    """A genie_widgets project folder (see the module docstring for its layout).

    Use :meth:`create` for a new folder and :meth:`open` for an existing one. The genome is fixed
    at creation: each project has one genome.
    """

    def __init__(self, path: Path, meta: dict[str, Any]) -> None:
        self.path = path
        self._meta = meta
        self._assembly = get_assembly(meta["genome"])
        self._listeners: list[Callable[[BrowserState], None]] = []
        self._listeners_lock = threading.Lock()
        self._readers: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        self._readers_lock = threading.Lock()
        self._pins: Any = None

    # -- creation ------------------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], genome: str = "hg38", name: str | None = None,
               *, allow_private_urls: bool = False,
               agent_file_roots: list[str | os.PathLike[str]] | None = None) -> Project:
        """Create a project in ``path`` (made if needed; it must not already hold a project).

        ``allow_private_urls=True`` lets the agent's tools fetch loopback and private-network
        (RFC 1918, fc00::/7, CGNAT) URLs too; link-local addresses stay refused. It is stored in
        ``project.json`` (``GENIE_ALLOW_PRIVATE_URLS=1`` does the same for every project).
        ``agent_file_roots`` adds folders the agent's tools may read besides the project folder
        and the notebook's folder (see :mod:`.filepolicy`)."""
        folder = Path(path).expanduser().resolve()
        if (folder / PROJECT_FILE).exists():
            raise ProjectError(f"{folder} already holds a project; use Project.open({str(path)!r})")
        assembly = get_assembly(genome)
        folder.mkdir(parents=True, exist_ok=True)
        meta = {
            "schemaVersion": SCHEMA_VERSION,
            "projectId": f"project_{secrets.token_hex(6)}",
            "name": name or folder.name,
            "genome": assembly.genome_id,
            "createdAt": utc_now(),
        }
        if allow_private_urls:
            meta["allowPrivateUrls"] = True
        if agent_file_roots:
            meta["agentFileRoots"] = [str(Path(p).expanduser().resolve()) for p in agent_file_roots]
        write_json_atomic(folder / PROJECT_FILE, meta)
        project = cls(folder, meta)
        project._write_state(BrowserState(ViewRegion.of(assembly.default_locus), [], utc_now()))
        for sub in ("genome/results", "sessions", "cache"):
            (folder / sub).mkdir(parents=True, exist_ok=True)
        return project

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> Project:
        """Open the project in ``path``; a clear error when there is none or it is unreadable."""
        folder = Path(path).expanduser().resolve()
        meta = _read_json(folder / PROJECT_FILE, "no genie_widgets project here (project.json)")
        for key in ("projectId", "genome"):
            if not isinstance(meta.get(key), str):
                raise ProjectError(f"{folder / PROJECT_FILE} has no {key}; it was left untouched")
        project = cls(folder, meta)
        for dest in (folder / PROJECT_FILE, project._state_path):
            remove_stale_temps(dest)  # left by a writer that was killed
        return project

    @classmethod
    def open_or_create(cls, path: str | os.PathLike[str], genome: str = "hg38", name: str | None = None) -> Project:
        """Open the project in ``path``, creating it (with ``genome``) when there is none.

        An existing project with another genome is refused rather than silently reused."""
        if (Path(path).expanduser() / PROJECT_FILE).exists():
            project = cls.open(path)
            if project.genome != get_assembly(genome).genome_id:
                raise ProjectError(
                    f"{project.path} is a {project.genome} project, not {genome}: each project has one "
                    "genome; create a new project"
                )
            return project
        return cls.create(path, genome=genome, name=name)

    # -- identity ------------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self._meta["projectId"]

    @property
    def name(self) -> str:
        return self._meta.get("name") or self.path.name

    @property
    def genome(self) -> str:
        """The project's genome id (e.g. ``hg38``); it never changes."""
        return self._meta["genome"]

    @genome.setter
    def genome(self, value: str) -> None:
        raise ProjectError(
            f"this project's genome is {self.genome}: each project has one genome; create a new project"
        )

    @property
    def allow_private_urls(self) -> bool:
        """Whether the agent's tools may fetch loopback/private URLs (the project switch or
        ``GENIE_ALLOW_PRIVATE_URLS``); a user's own calls may always."""
        return bool(self._meta.get("allowPrivateUrls")) or allow_private_from_env()

    @property
    def agent_file_roots(self) -> list[str]:
        """Extra folders the agent's tools may read (besides the project's and the notebook's)."""
        roots = self._meta.get("agentFileRoots")
        return [str(r) for r in roots] if isinstance(roots, list) else []

    @property
    def assembly(self) -> Assembly:
        return self._assembly

    # -- genes ---------------------------------------------------------------------------------
    def gene_index(self) -> GeneIndex:
        """The genome's gene index, loaded once per kernel (downloaded into the project cache the
        first time; :class:`GeneAnnotationError` offline without a local annotation file)."""
        return load_gene_index(self.genome, cache_dir=self.cache_dir, progress=False)

    def find_gene(self, symbol: str) -> Gene:
        """The gene for ``symbol`` (case-insensitive), with errors that say what was tried:
        :class:`GeneNotFoundError` (with close symbols) or :class:`GeneAnnotationError`."""
        try:
            return self.gene_index().lookup(symbol)
        except GeneNotFoundError as exc:
            hint = f" Did you mean {', '.join(exc.suggestions[:5])}?" if exc.suggestions else ""
            raise GeneNotFoundError(
                f"'{symbol}' is neither a chr:start-end locus nor a gene symbol in the {self.genome} "
                f"annotation.{hint}", exc.suggestions) from None
        except GeneAnnotationError as exc:
            raise GeneAnnotationError(
                f"'{symbol}' is not a chr:start-end locus, and gene lookup is unavailable: {exc}") from None

    def locate(self, text: str) -> tuple[Region, Gene | None]:
        """Where ``text`` points: a ``chr:start-end`` locus (commas allowed; 0-based,
        end-exclusive) or a gene symbol, as a region and the gene (``None`` for a locus)."""
        text = str(text).strip()
        if looks_like_locus(text) or ":" in text:
            return self.assembly.parse_locus(text), None
        gene = self.find_gene(text)
        return gene.region, gene

    @property
    def assets(self):
        """The project's asset catalog (:class:`~.assets.AssetCatalog`)."""
        from .assets import AssetCatalog

        return AssetCatalog(self)

    @property
    def studio(self):
        """The project's Studio outputs (:class:`~.studio.Studio`)."""
        from .studio import Studio

        return Studio(self)

    @property
    def results_dir(self) -> Path:
        path = self.path / "genome" / "results"
        path.mkdir(parents=True, exist_ok=True)
        return path

    @property
    def cache_dir(self) -> Path:
        path = self.path / "cache"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def __repr__(self) -> str:
        return f"Project({self.id!r}, genome={self.genome!r}, path={str(self.path)!r})"

    # -- sessions ------------------------------------------------------------------------------
    def session(self, session_id: str | None = None) -> Session:
        """The chat session ``session_id`` (created if new); a new id when none is given."""
        return Session(self, session_id or f"session_{datetime.now(timezone.utc):%Y%m%d_%H%M%S}_{secrets.token_hex(3)}")

    def sessions(self) -> list[str]:
        """Ids of the sessions in this project, oldest first."""
        root = self.path / "sessions"
        if not root.is_dir():
            return []
        return [p.name for p in sorted(root.iterdir(), key=lambda p: p.stat().st_mtime) if p.is_dir()]

    # -- browser state -------------------------------------------------------------------------
    @property
    def _state_path(self) -> Path:
        return self.path / "genome" / "browser.json"

    def browser_state(self) -> BrowserState:
        """The stored view and tracks (what every browser of this project draws)."""
        path = self._state_path
        if not path.exists():
            return BrowserState(ViewRegion.of(self.assembly.default_locus), [], self._meta.get("createdAt", utc_now()))
        doc = _read_json(path, "browser state")
        try:
            view = ViewRegion.from_json(doc.get("viewRegion") or {})
            tracks = [Track.from_json(t) for t in doc.get("tracks", [])]
        except (TypeError, ValueError) as exc:
            raise ProjectError(f"{path} holds an invalid browser state ({exc}); it was left untouched") from None
        return BrowserState(view, tracks, doc.get("updatedAt") or "")

    def _write_state(self, state: BrowserState) -> None:
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

    def set_view(self, where: Region | str) -> ViewRegion:
        """Move the view to a region (a :class:`Region` or a ``chr:start-end`` string, commas
        allowed). The locus is validated against the genome; a clear :class:`LocusError` otherwise."""
        region = where if isinstance(where, Region) else self.assembly.parse_locus(str(where))
        region = Region(self.assembly.resolve_chrom(region.chrom), region.start, region.end)
        if region.end > self.assembly.size(region.chrom):
            raise LocusError(f"{region.locus} runs past the end of {region.chrom} "
                             f"({self.assembly.size(region.chrom):,} bp in {self.genome})", reason="off_chromosome")
        view = ViewRegion.of(region)

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
        track with no chromosome of the genome is refused.
        """
        if catalog_id is not None:
            entry = next((c for c in self.available_catalog_tracks() if c["id"] == catalog_id), None)
            if entry is None:
                known = ", ".join(c["id"] for c in self.available_catalog_tracks()) or "none"
                raise KeyError(f"Catalog track '{catalog_id}' is not in the {self.genome} catalog (available: {known}).")
            url, type, name, source = entry["url"], entry["type"], name or entry["name"], "catalog"
        if url is None:
            raise ValueError("add_track needs a path or URL, or a catalogId")
        url = os.fspath(url)
        is_remote = url.startswith(("http://", "https://"))
        if not is_remote and catalog_id is None:
            local = Path(url).expanduser()
            check_agent_path(url, local.resolve())
            if validate and not local.exists():
                raise FileNotFoundError(f"track file not found: {local}")
            url = str(local.resolve()) if local.exists() else str(local)
        declared = (type or "").strip().lower() or None
        if catalog_id is None and validate:
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
            checked = open_track(url, declared, assembly=self.assembly, cache_dir=self.cache_dir,
                                 store=self.pins, check_sizes=True, force=force)
            mismatch = checked.warning
            checked.close()
        if mismatch:
            metadata = {**(metadata or {}), "genomeMismatch": mismatch}
        source = source or ("remote" if is_remote else "local")
        if source not in TRACK_SOURCES:
            raise ValueError(f"track source must be one of {', '.join(TRACK_SOURCES)}")
        display = name or Path(url.split("?")[0].rstrip("/")).name or "track"
        url_policy = track_url_policy(url) if is_remote else None
        if url_policy is not None:  # the agent chose this URL: later reads stay guarded
            metadata = {**(metadata or {}), "urlPolicy": url_policy}

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
                if not str(name).strip():
                    raise ValueError("a track name cannot be empty")
                track.name = str(name).strip()
            if options is not None:
                track.options = {**track.options, **options}
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

    def open_reader(self, track: Track | str):
        """An open reader for a signal or interval track (kept open for the next call; a local
        file that changed on disk is reopened). Raises the genome engine's clear errors for
        missing, corrupt or mistyped files."""
        track = self.track(track) if isinstance(track, str) else track
        url = track.url or ""
        try:
            stamp = os.stat(url).st_mtime_ns if not url.startswith(("http://", "https://")) else None
        except OSError:
            stamp = None
        policy = reader_policy(self, track)
        key = (url, track.type, stamp, policy)
        with self._readers_lock:
            reader = self._readers.get(key)
            if reader is not None:
                self._readers.move_to_end(key)
                note_warning(getattr(reader, "warning", None))
                return reader
        mismatch = (track.metadata or {}).get("genomeMismatch")
        with _http.scope(policy=policy):
            reader = open_track(url, track.type, assembly=self.assembly, cache_dir=self.cache_dir,
                                store=self.pins, check_sizes=True, force=bool(mismatch))
        note_warning(reader.warning)
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

    # -- reproductions: pinned data and bundles ------------------------------------------------
    @property
    def pins(self):
        """The project's byte-range store for URL tracks (:class:`~.pins.ProjectPins`)."""
        if self._pins is None:
            from .pins import ProjectPins

            self._pins = ProjectPins(self)
        return self._pins

    def pin(self, tracks: list[str] | None = None, *, whole: bool = False, whole_files_up_to: int | None = None):
        """Keep inside the project the data of its URL tracks (all, or the ids in ``tracks``):
        every byte range read so far, or whole files (``whole=True``, or files up to
        ``whole_files_up_to`` bytes), with URL, size, ETag/Last-Modified and SHA-256, so every
        measurement and view made replays offline. Returns a :class:`~.pins.PinReport`."""
        return self.pins.pin(tracks, whole=whole, whole_files_up_to=whole_files_up_to)

    def export_bundle(self, path: str | os.PathLike[str], *, pin: bool = True):
        """Write a self-contained copy of the project to ``path`` (state, citations, cached portal
        answers, pinned data, ``bundle.json`` with sizes and SHA-256 checksums) that
        :meth:`Project.open` reruns offline; ``pin=True`` pins the ranges read first. Returns a
        :class:`~.bundle.BundleManifest`."""
        from .bundle import export_bundle

        return export_bundle(self, path, pin=pin)


def _clamp_height(value: int) -> int:
    return max(MIN_HEIGHT, min(MAX_HEIGHT, int(value)))
