"""A project folder: one genome, the browser's view and tracks, chat sessions and results.

Layout (everything a project knows is in its folder, written atomically)::

    <project>/project.json              id, name, genome (immutable), createdAt
    <project>/genome/browser.json       the view region, the tracks, updatedAt
    <project>/genome/results/           files the measurement tools write (peaks BED, TSV)
    <project>/sessions/<sessionId>/     citations.jsonl, messages.jsonl, artifacts of one chat
    <project>/assets/                   the asset catalog (catalog.json) and imported files
    <project>/studio/                   Studio outputs saved from Analysis mode
    <project>/cache/                    downloaded track and annotation files, ENCODE answers, the
                                        byte ranges read from URL tracks (cache/ranges/)
    <project>/pins/                     pinned data of URL tracks, pins/manifest.json (see .pins)

Coordinates are 0-based, end-exclusive; a view region's ``locus`` is ``chr:start-end``.
"""


from __future__ import annotations

import os
import secrets
import threading
import warnings
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import echo, exclusive_lock, remove_stale_temps, utc_now, write_json_atomic
from ..genome import (
    Assembly,
    Gene,
    GeneAnnotationError,
    GeneIndex,
    GeneNotFoundError,
    Region,
    get_assembly,
    load_gene_index,
    looks_like_locus,
)
from .assets import AssetCatalog
from .boundary import project_folder
from .browser_state import BrowserStateMethods
from .netpolicy import allow_private_from_env
from .session import Session, new_session_id
from .state import SCHEMA_VERSION, BrowserState, ProjectError, ViewRegion
from .studio import Studio
from .takein import PROJECT_FILE, admit, read_meta, take_in
from .trust import (
    GRANTS_KEY,
    SEAL_KEY,
    TAKEN_IN_KEY,
    TrustKeyError,
    describe,
    grants,
    seal,
    seal_grant,
    sealed,
    widening,
)

if TYPE_CHECKING:  # pragma: no cover
    from .bundle import BundleManifest
    from .pins import PinReport, ProjectPins

__all__ = ["PROJECT_FILE", "SCHEMA_VERSION", "BrowserState", "BundleSettingsWarning", "Project", "ProjectError",
           "Session", "ViewRegion"]


class BundleSettingsWarning(UserWarning):
    """A project folder brought settings that would widen the agent's reach; the message lists
    them (they are off) and says how to accept them."""


class Project(BrowserStateMethods):
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
        self._settings_sealed = False
        self._granted: list[str] = []
        self._pending_grants: list[str] = []
        self._trust(meta)

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
        and the notebook's folder (see :mod:`.filepolicy`). Both are sealed for this folder with
        this user's key (:mod:`.trust`), so they hold when the project is reopened here, and
        nowhere else until accepted there."""
        from .bundle_manifest import MANIFEST

        folder = Path(path).expanduser().resolve()
        if (folder / PROJECT_FILE).exists():
            raise ProjectError(f"{folder} already holds a project; use Project.open({str(path)!r})")
        if os.path.lexists(folder / MANIFEST):
            raise ProjectError(f"{folder} holds part of a bundle ({MANIFEST}) but no project.json: the bundle is "
                               "incomplete; copy it again, or create the project in another folder")
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
        try:
            if widening(meta):
                meta[SEAL_KEY] = seal(SEAL_KEY, folder, meta)
            meta[TAKEN_IN_KEY] = seal(TAKEN_IN_KEY, folder, meta)
        except TrustKeyError as exc:
            if widening(meta):
                raise ProjectError(f"the agent settings cannot be sealed for this folder: {exc}") from None
        write_json_atomic(folder / PROJECT_FILE, meta)
        project = cls(folder, meta)
        project._write_state(BrowserState(ViewRegion.of(assembly.default_locus, "default"), [], utc_now()))
        for sub in ("genome/results", "sessions", "cache"):
            (folder / sub).mkdir(parents=True, exist_ok=True)
        return project

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, verify: bool = True) -> Project:
        """Open the project in ``path``; a clear error when there is none or it is unreadable.

        A folder this user did not make here (a bundle, a copy) is taken in at its first open
        (:mod:`.takein`): a bundle is verified against its manifest first — an incomplete or
        altered one is refused with a :class:`~.bundle_manifest.BundleError` naming the files;
        ``verify=False`` (your own choice) opens it as it is — and its URL tracks are read under
        the agent's network policy from then on. Settings it brought that widen the agent's reach
        stay off until :meth:`accept_bundle_settings` (a :class:`BundleSettingsWarning` lists them)."""
        folder = Path(path).expanduser().resolve()
        meta, foreign = admit(folder, verify=verify)
        project = cls(folder, meta)
        for dest in (folder / PROJECT_FILE, project._state_path):
            remove_stale_temps(dest)  # left by a writer that was killed
        if foreign:
            take_in(project)
        if project.bundle_settings:
            warnings.warn(
                f"{folder} asks to widen what the agent may reach ({describe(project.bundle_settings)}); these "
                "settings are off: the agent runs under the defaults until you accept them with "
                "project.accept_bundle_settings()", BundleSettingsWarning, stacklevel=2)
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
        """Whether the agent's tools may fetch loopback/private URLs (the project switch, when
        set or accepted by this user for this folder, or ``GENIE_ALLOW_PRIVATE_URLS``); a user's
        own calls may always."""
        own = self._settings_sealed and bool(self._meta.get("allowPrivateUrls"))
        return own or allow_private_from_env()

    @property
    def agent_file_roots(self) -> list[str]:
        """Extra folders (or single files) the agent's tools may read (besides the project's and
        the notebook's): the project's ``agentFileRoots`` when set or accepted by this user for
        this folder, and the files this user's own calls granted (``agentFileGrants``, each sealed
        for this folder; :meth:`grant_agent_file`)."""
        roots = self._meta.get("agentFileRoots")
        out = [str(r) for r in roots] if self._settings_sealed and isinstance(roots, list) else []
        return out + [g for g in self._granted if g not in out]

    @property
    def bundle_settings(self) -> dict[str, Any]:
        """Settings this folder's ``project.json`` holds that would widen the agent's reach
        (``agentFileRoots``, ``allowPrivateUrls``, ``agentFileGrants``) but are off because this
        user has not set or accepted them for this folder (e.g. a bundle's); empty when there are
        none (:mod:`.trust`)."""
        return self._pending(self._meta, self._settings_sealed, self._pending_grants)

    @staticmethod
    def _pending(meta: dict[str, Any], settings_sealed: bool, pending_grants: list[str]) -> dict[str, Any]:
        out = {} if settings_sealed else widening(meta)
        if pending_grants:
            out[GRANTS_KEY] = list(pending_grants)
        return out

    def _trust(self, meta: dict[str, Any]) -> None:
        """Take ``meta`` (as on disk) and what of it this user sealed for this folder."""
        self._meta = meta
        self._settings_sealed = sealed(SEAL_KEY, self.path, meta)
        self._granted, self._pending_grants = grants(self.path, meta)

    def accept_bundle_settings(self) -> dict[str, Any]:
        """Turn on the settings :attr:`bundle_settings` lists, for this folder: read them first.
        Your own call; no tool can make it. Returns the settings now in force."""
        shown = self.bundle_settings
        with exclusive_lock(self.path / f"{PROJECT_FILE}.lock"):
            meta = read_meta(self.path)
            settings_sealed = sealed(SEAL_KEY, self.path, meta)
            granted, pending = grants(self.path, meta)
            if self._pending(meta, settings_sealed, pending) != shown:
                raise ProjectError(f"{self.path / PROJECT_FILE} changed since this project was opened: open it again "
                                   "and read its settings before accepting them; nothing was accepted")
            if shown:
                try:
                    if not settings_sealed and widening(meta):
                        meta[SEAL_KEY] = seal(SEAL_KEY, self.path, meta)
                    if pending:
                        meta[GRANTS_KEY] = [seal_grant(self.path, meta, p) for p in [*granted, *pending]]
                except TrustKeyError as exc:
                    raise ProjectError(f"the settings cannot be accepted: {exc}") from None
                write_json_atomic(self.path / PROJECT_FILE, meta)
            self._trust(meta)
        in_force = widening(meta)
        if self._granted:
            in_force[GRANTS_KEY] = list(self._granted)
        return in_force

    def grant_agent_file(self, path: str | os.PathLike[str]) -> None:
        """Let the agent's tools read the one file ``path`` too: it joins ``agentFileGrants`` in
        ``project.json``, sealed for this folder with this user's key like the settings of
        :meth:`create` (:mod:`.trust`), so it holds when the project is reopened here. A user's own
        call that adds a local track from outside the agent's roots grants its file this way
        (:func:`.boundary.grant_user_track`); a tool the agent calls cannot (no tool reaches this
        method, and the agent has no key). Nothing else in ``project.json`` is vouched for: settings
        waiting for :meth:`accept_bundle_settings` stay pending. :class:`ProjectError` when the
        grant cannot be sealed (the key cannot be made or read)."""
        entry = str(Path(path).expanduser().resolve())
        if entry in self.agent_file_roots:
            return
        with exclusive_lock(self.path / f"{PROJECT_FILE}.lock"):
            meta = read_meta(self.path)
            granted, _pending = grants(self.path, meta)
            if entry not in granted:
                stored = meta.get(GRANTS_KEY)
                kept = [g for g in stored if not (isinstance(g, dict) and g.get("path") == entry)] \
                    if isinstance(stored, list) else []  # a pending entry for the same file: now the user's own
                try:
                    meta[GRANTS_KEY] = [*kept, seal_grant(self.path, meta, entry)]
                except TrustKeyError as exc:
                    raise ProjectError(f"the file {entry[:200]} cannot be granted to the agent: {exc}") from None
                write_json_atomic(self.path / PROJECT_FILE, meta)
            self._trust(meta)

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
                f"'{echo(symbol)}' is neither a chr:start-end locus nor a gene symbol in the {self.genome} "
                f"annotation.{hint}", exc.suggestions) from None
        except GeneAnnotationError as exc:
            raise GeneAnnotationError(
                f"'{echo(symbol)}' is not a chr:start-end locus, and gene lookup is unavailable: {exc}") from None

    def locate(self, text: str) -> tuple[Region, Gene | None]:
        """Where ``text`` points: a ``chr:start-end`` locus (commas allowed; 0-based,
        end-exclusive) or a gene symbol, as a region and the gene (``None`` for a locus)."""
        text = str(text).strip()
        if looks_like_locus(text) or ":" in text:
            return self.assembly.parse_locus(text), None
        gene = self.find_gene(text)
        return gene.region, gene

    @property
    def assets(self) -> AssetCatalog:
        """The project's asset catalog (:class:`~.assets.AssetCatalog`)."""
        return AssetCatalog(self)

    @property
    def studio(self) -> Studio:
        """The project's Studio outputs (:class:`~.studio.Studio`)."""
        return Studio(self)

    @property
    def results_dir(self) -> Path:
        """``genome/results``, made as a real folder (a symbolic link there is refused)."""
        return project_folder(self, "genome", "results")

    @property
    def cache_dir(self) -> Path:
        """``cache``, made as a real folder (a symbolic link there is refused)."""
        return project_folder(self, "cache")

    def __repr__(self) -> str:
        return f"Project({self.id!r}, genome={self.genome!r}, path={str(self.path)!r})"

    # -- sessions ------------------------------------------------------------------------------
    def session(self, session_id: str | None = None) -> Session:
        """The chat session ``session_id`` (created if new); a new id when none is given."""
        return Session(self, session_id or new_session_id())

    def sessions(self) -> list[str]:
        """Ids of the sessions in this project, oldest first."""
        root = self.path / "sessions"
        if not root.is_dir():
            return []
        return [p.name for p in sorted(root.iterdir(), key=lambda p: p.stat().st_mtime) if p.is_dir()]

    # -- reproductions: pinned data and bundles ------------------------------------------------
    @property
    def pins(self) -> ProjectPins:
        """The project's byte-range store for URL tracks (:class:`~.pins.ProjectPins`)."""
        if self._pins is None:
            from .pins import ProjectPins

            self._pins = ProjectPins(self)
        return self._pins

    def pin(self, tracks: list[str] | None = None, *, whole: bool = False,
            whole_files_up_to: int | None = None) -> PinReport:
        """Keep inside the project the data of its URL tracks (all, or the ids in ``tracks``):
        every byte range read so far, or whole files (``whole=True``, or files up to
        ``whole_files_up_to`` bytes), with URL, size, ETag/Last-Modified and SHA-256, so every
        measurement and view made replays offline. Returns a :class:`~.pins.PinReport`."""
        return self.pins.pin(tracks, whole=whole, whole_files_up_to=whole_files_up_to)

    def export_bundle(self, path: str | os.PathLike[str], *, pin: bool = True,
                      missing_tracks: str = "refuse") -> BundleManifest:
        """Write a self-contained copy of the project to ``path`` (state, citations, cached portal
        answers, pinned data, local track files — those outside the project folder too —, and
        ``bundle.json`` with sizes and SHA-256 checksums) that :meth:`Project.open` reruns offline;
        ``pin=True`` pins the ranges read first. A local track file that cannot be copied refuses
        the export (``missing_tracks="leave"`` writes it without, saying so first). Returns a
        :class:`~.bundle.BundleManifest`."""
        from .bundle import export_bundle

        return export_bundle(self, path, pin=pin, missing_tracks=missing_tracks)
