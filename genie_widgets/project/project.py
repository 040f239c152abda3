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

import os
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import exclusive_lock, remove_stale_temps, utc_now, write_json_atomic
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
from .state import SCHEMA_VERSION, BrowserState, ProjectError, ViewRegion, read_json
from .studio import Studio

if TYPE_CHECKING:  # pragma: no cover
    from .bundle import BundleManifest
    from .pins import PinReport, ProjectPins

__all__ = ["PROJECT_FILE", "SCHEMA_VERSION", "BrowserState", "Project", "ProjectError", "Session", "ViewRegion"]

PROJECT_FILE = "project.json"


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
        meta = read_json(folder / PROJECT_FILE, "no genie_widgets project here (project.json)")
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
        """Extra folders (or single files) the agent's tools may read (besides the project's and
        the notebook's)."""
        roots = self._meta.get("agentFileRoots")
        return [str(r) for r in roots] if isinstance(roots, list) else []

    def grant_agent_file(self, path: str | os.PathLike[str]) -> None:
        """Let the agent's tools read the one file ``path`` too: it joins ``agentFileRoots`` in
        ``project.json``. A user's own call that adds a local track from outside the agent's
        roots grants its file this way (:func:`.boundary.grant_user_track`)."""
        entry = str(Path(path).expanduser().resolve())
        if entry in self.agent_file_roots:
            return
        with exclusive_lock(self.path / f"{PROJECT_FILE}.lock"):
            meta = read_json(self.path / PROJECT_FILE, "no genie_widgets project here (project.json)")
            stored = meta.get("agentFileRoots")
            stored = [str(r) for r in stored] if isinstance(stored, list) else []
            if entry not in stored:
                meta["agentFileRoots"] = [*stored, entry]
                write_json_atomic(self.path / PROJECT_FILE, meta)
        self._meta["agentFileRoots"] = [*self.agent_file_roots, entry]  # this object's roots, plus the one file

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

    def export_bundle(self, path: str | os.PathLike[str], *, pin: bool = True) -> BundleManifest:
        """Write a self-contained copy of the project to ``path`` (state, citations, cached portal
        answers, pinned data, ``bundle.json`` with sizes and SHA-256 checksums) that
        :meth:`Project.open` reruns offline; ``pin=True`` pins the ranges read first. Returns a
        :class:`~.bundle.BundleManifest`."""
        from .bundle import export_bundle

        return export_bundle(self, path, pin=pin)
