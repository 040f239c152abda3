"""Studio outputs and chat HTML artifacts: agent-written HTML pages saved in the project.

``create_html_artifact`` saves a page in one of two places:

- in Genome mode, beside the chat: ``sessions/<sessionId>/artifacts/`` (:func:`chat_artifacts`);
- in Analysis mode, as a **Studio output** with a kind, description, sources, region and
  metadata: ``studio/`` (:class:`Studio`). The latest Studio output is the Analysis plan the
  Genome-mode agent reads back.

Both folders have the same layout::

    <folder>/index.json            the artifacts (schema version 1), written atomically under a lock
    <folder>/<id>/index.html       the page as readers see it: chips and an evidence appendix
    <folder>/<id>/source.html      the HTML exactly as the agent wrote it
    <folder>/<id>/text.txt         the page's text, chips written [n]

Saving with an existing id replaces that artifact (its creation time is kept). Pages are at
most :data:`MAX_HTML_BYTES` bytes as written. The folder must be a real folder inside the
project, and the paths ``index.json`` records are checked on every read: inside
``<folder>/<id>/``, no symbolic link (:mod:`.boundary`). Citation tokens become chips through
:func:`.cited_html.cite_html`, so no saved page shows a raw token for a known record.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._io import utc_now, write_text_atomic
from ..citations import Citation, CitationStore
from ._stored import JsonList, from_record, to_record
from .boundary import project_folder, stored_file
from .cited_html import CitedDocument, cite_html
from .safepath import resolve_inside
from .textpeek import clean_text

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle, SessionHandle

__all__ = [
    "DEFAULT_KIND",
    "MAX_HTML_BYTES",
    "STUDIO_KINDS",
    "ArtifactError",
    "ArtifactFolder",
    "SavedArtifact",
    "Studio",
    "all_chat_artifacts",
    "chat_artifacts",
    "normalize_studio_kind",
]

MAX_HTML_BYTES = 750_000
STUDIO_KINDS = ("report", "data-table", "mind-map", "genome-plan", "track-recommendation", "infographic",
                "slide-deck", "figure-draft", "hypothesis-cards", "saved-view")
DEFAULT_KIND = "report"
#: Largest ``metadata`` object stored with a Studio output, as JSON (ours).
MAX_METADATA_BYTES = 100_000
_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,80}")

Records = CitationStore | Mapping[str, Citation] | Iterable[Citation] | None


class ArtifactError(ValueError):
    """An artifact that cannot be saved or found as asked."""


def normalize_studio_kind(kind: str | None) -> tuple[str, bool]:
    """The Studio kind to store and whether ``kind`` was recognised (unknown kinds become ``report``)."""
    if kind is None or not str(kind).strip():
        return DEFAULT_KIND, True
    key = re.sub(r"[\s_]+", "-", str(kind).strip().lower())
    return (key, True) if key in STUDIO_KINDS else (DEFAULT_KIND, False)


@dataclass
class SavedArtifact:
    """One saved page. ``path`` is the reader's page relative to the project folder; the Studio
    fields (``kind`` … ``metadata``) are ``None``/empty for chat artifacts."""

    id: str
    title: str
    path: str
    source_path: str
    text_path: str
    bytes: int
    source_bytes: int
    chip_count: int
    cited_ids: list[str] = field(default_factory=list)
    unknown_tokens: list[str] = field(default_factory=list)
    session_id: str | None = None
    kind: str | None = None
    description: str = ""
    source_asset_ids: list[str] = field(default_factory=list)
    source_track_ids: list[str] = field(default_factory=list)
    genome_region: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    created_at: str = field(default_factory=utc_now)
    updated_at: str = field(default_factory=utc_now)

    def to_record(self) -> dict[str, Any]:
        return to_record(self)

    @classmethod
    def from_record(cls, obj: dict[str, Any]) -> SavedArtifact:
        return from_record(cls, obj)

    def file(self, project: ProjectHandle) -> Path:
        """Absolute path of the reader's page."""
        return project.path / self.path

    def url(self, project: ProjectHandle) -> str:
        """A ``file://`` URL of the reader's page: it opens in any browser, no kernel needed."""
        return self.file(project).as_uri()

    def to_json(self, project: ProjectHandle) -> dict[str, Any]:
        out = self.to_record()
        out["url"] = self.url(project)
        out["filePath"] = str(self.file(project))
        return out


class ArtifactFolder:
    """A folder of saved pages with its ``index.json`` (see the module docstring)."""

    id_prefix = "artifact"

    def __init__(self, project: ProjectHandle, root: Path, session_id: str | None = None) -> None:
        self.project = project
        self._parts = root.relative_to(project.path).parts
        self.root = project_folder(project, *self._parts, create=False)  # a link here is refused
        self.session_id = session_id
        self.index_path = root / "index.json"
        self._store = JsonList(self.index_path, "artifacts", SavedArtifact, project_id=project.id,
                               error=ArtifactError)

    def _read(self) -> list[SavedArtifact]:
        return self._store.read()

    def list(self) -> list[SavedArtifact]:
        """Every saved page, oldest first."""
        return self._read()

    def __len__(self) -> int:
        return len(self._read())

    def get(self, artifact_id: str) -> SavedArtifact:
        """The page ``artifact_id``; ``KeyError`` naming the known ids otherwise."""
        items = self._read()
        for item in items:
            if item.id == artifact_id:
                return item
        known = ", ".join(a.id for a in items[-20:]) or "none"
        raise KeyError(f"Artifact '{artifact_id}' was not found. Saved: {known}.")

    def latest(self) -> SavedArtifact | None:
        """The most recently saved or replaced page, if any."""
        items = self._read()
        return max(reversed(items), key=lambda a: a.updated_at) if items else None

    def _stored(self, item: SavedArtifact, stored: str, what: str) -> Path:
        return stored_file(self.project, stored, within="/".join((*self._parts, str(item.id))),
                           what=f"saved page '{str(item.id)[:100]}' ({what})")

    def read_html(self, artifact_id: str) -> str:
        """The reader's page (chips and evidence appendix)."""
        item = self.get(artifact_id)
        return self._stored(item, item.path, "page").read_text(encoding="utf-8")

    def read_text(self, artifact_id: str) -> str:
        """The page's text, chips written ``[n]``."""
        item = self.get(artifact_id)
        return self._stored(item, item.text_path, "text").read_text(encoding="utf-8")

    def save(self, title: str, html: str, records: Records = None, *, artifact_id: str | None = None,
             session_id: str | None = None, **studio: Any) -> tuple[SavedArtifact, CitedDocument]:
        """Save (or, with an existing ``artifact_id``, replace) a page; tokens in ``html`` become
        chips for the ``records`` that answer them. ``studio`` holds the Studio fields."""
        title = _check_title(title)
        html = clean_text(html) if isinstance(html, str) else html
        size = _check_html(html)
        if artifact_id is not None and not _ID_RE.fullmatch(artifact_id):
            raise ArtifactError(f"artifactId {artifact_id!r} must be 1-80 letters, digits, '_' or '-'")
        new_id = artifact_id or f"{self.id_prefix}_{secrets.token_hex(5)}"
        cited = cite_html(html, records, title=title)
        project_folder(self.project, *self._parts)
        folder = resolve_inside(self.root, new_id, what="artifactId", container=self.project.path)
        folder.mkdir(exist_ok=True)
        page_bytes = write_text_atomic(folder / "index.html", cited.html)
        write_text_atomic(folder / "source.html", html)
        write_text_atomic(folder / "text.txt", cited.text)
        rel = folder.relative_to(self.project.path.resolve()).as_posix()
        item = SavedArtifact(
            id=new_id, title=title, path=f"{rel}/index.html", source_path=f"{rel}/source.html",
            text_path=f"{rel}/text.txt", bytes=page_bytes, source_bytes=size, chip_count=len(cited.chips),
            cited_ids=cited.cited_ids, unknown_tokens=cited.unknown_tokens,
            session_id=session_id or self.session_id, **studio,
        )

        def change(items: list[SavedArtifact]) -> SavedArtifact:
            for i, old in enumerate(items):
                if old.id == new_id:
                    item.created_at = old.created_at
                    items[i] = item
                    return item
            items.append(item)
            return item

        self._store.update(change)
        return item, cited


class Studio(ArtifactFolder):
    """The project's Studio outputs (``studio/``): pages saved from Analysis mode."""

    id_prefix = "output"

    def __init__(self, project: ProjectHandle) -> None:
        super().__init__(project, project.path / "studio")

    def save_output(
        self,
        title: str,
        html: str,
        records: Records = None,
        *,
        artifact_id: str | None = None,
        kind: str | None = None,
        description: str | None = None,
        source_asset_ids: Iterable[str] = (),
        source_track_ids: Iterable[str] = (),
        genome_region: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        session_id: str | None = None,
    ) -> tuple[SavedArtifact, CitedDocument, bool]:
        """Save a Studio output; returns it, the cited page and whether ``kind`` was recognised
        (an unknown kind is saved as ``report``)."""
        stored_kind, known = normalize_studio_kind(kind)
        meta = dict(metadata or {})
        try:
            meta_size = len(json.dumps(meta, ensure_ascii=False).encode("utf-8"))
        except (TypeError, ValueError) as exc:
            raise ArtifactError(f"metadata must be plain JSON ({exc})") from None
        if meta_size > MAX_METADATA_BYTES:
            raise ArtifactError(f"metadata is {meta_size:,} bytes as JSON; at most {MAX_METADATA_BYTES:,} bytes")
        item, cited = self.save(
            title, html, records, artifact_id=artifact_id, session_id=session_id, kind=stored_kind,
            description=(description or "").strip(), source_asset_ids=[str(a) for a in source_asset_ids],
            source_track_ids=[str(t) for t in source_track_ids],
            genome_region=(genome_region or "").strip() or None, metadata=meta,
        )
        return item, cited, known


def chat_artifacts(session: SessionHandle) -> ArtifactFolder:
    """The pages saved beside one chat (Genome mode)."""
    return ArtifactFolder(session.project, session.artifacts_dir, session_id=session.id)


def all_chat_artifacts(project: ProjectHandle) -> list[SavedArtifact]:
    """Every chat artifact of the project, across sessions, oldest first."""
    out: list[SavedArtifact] = []
    for session_id in project.sessions():
        folder = project.path / "sessions" / session_id / "artifacts"
        if (folder / "index.json").exists():
            out.extend(ArtifactFolder(project, folder, session_id=session_id).list())
    return sorted(out, key=lambda a: a.created_at)


def _check_title(title: str) -> str:
    if not isinstance(title, str) or not title.strip():
        raise ArtifactError("an artifact needs a non-empty title")
    return clean_text(title.strip()[:300])


def _check_html(html: str) -> int:
    if not isinstance(html, str) or not html.strip():
        raise ArtifactError("html is empty; give a complete HTML document")
    size = len(html.encode("utf-8", "surrogatepass"))
    if size > MAX_HTML_BYTES:
        raise ArtifactError(f"html is {size:,} bytes; an artifact may be at most {MAX_HTML_BYTES:,} bytes")
    return size
