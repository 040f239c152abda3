"""Citation records and the token format.

A record is what a tool stored about one of its results; a token ``[[cite:<id>]]`` names it.
The model can only copy tokens that tools returned: ids are minted here, never by the model.
"""

from __future__ import annotations

import dataclasses
import json
import re
import secrets
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .._io import utc_now

#: Finds tokens in text; group 1 is the citation id.
TOKEN_RE = re.compile(r"\[\[cite:([a-zA-Z0-9_-]+)\]\]")
#: A valid citation id.
ID_RE = re.compile(r"cite_[A-Za-z0-9_-]+")
#: Characters shown of a record's excerpt; the full data is kept beside it.
EXCERPT_LIMIT = 1800

#: Source type → the label the evidence panel shows (the reference's table, plus our own types).
SOURCE_TYPE_LABELS: dict[str, str] = {
    "genome-region": "Genome region",
    "genome-computation": "Evidence",
    "public-data-search": "Evidence",
    "public-data-file": "Evidence",
    "studio-output": "Evidence",
    "asset-catalog": "Asset catalog",
    "asset": "Project asset",
    "remote-source": "Remote source",
    # Ours: a gene model looked up in the project's annotation.
    "gene-annotation": "Gene annotation",
}

NO_EXCERPT_TEXT = "This citation points to source metadata. Inspect the source for deeper content."


class CitationError(ValueError):
    """A citation record or id that does not follow the contract."""


def _slug(part: str) -> str:
    """Letters, digits, ``_`` and ``-`` only; anything else becomes ``_``."""
    return re.sub(r"[^A-Za-z0-9_-]+", "_", str(part)).strip("_")


def mint_id(*parts: str, suffix_bytes: int = 4) -> str:
    """A new citation id: ``cite_<parts joined by _>_<random hex>``.

    >>> mint_id("project", "c7bb7f985139", "genome_call_peaks")  # doctest: +SKIP
    'cite_project_c7bb7f985139_genome_call_peaks_ed3319c2'
    """
    slugs = [s for s in (_slug(p) for p in parts) if s]
    return "_".join(["cite", *slugs, secrets.token_hex(suffix_bytes)])


def encode_file_id(project_id: str, accession: str) -> str:
    """The stable id of an ENCODE file record: ``cite_project_<projectId>_public_data_<ACCESSION>``.

    ``project_id`` may be given with or without its ``project_`` prefix.
    """
    pid = _slug(project_id)
    if pid.startswith("project_"):
        pid = pid[len("project_"):]
    acc = _slug(accession).upper()
    if not pid or not acc:
        raise CitationError("an ENCODE file citation needs a project id and an accession")
    return f"cite_project_{pid}_public_data_{acc}"


def is_valid_id(citation_id: str) -> bool:
    return isinstance(citation_id, str) and ID_RE.fullmatch(citation_id) is not None


def token_for(citation_id: str) -> str:
    return f"[[cite:{citation_id}]]"


@dataclass(frozen=True)
class TokenMatch:
    """One ``[[cite:…]]`` in a text: the id and its span (``start`` inclusive, ``end`` exclusive)."""

    id: str
    start: int
    end: int


def find_tokens(text: str) -> list[TokenMatch]:
    """Every token in ``text``, in order, with character offsets (a new list each call; the
    matches of the last few texts are remembered, as the renderer and checker ask several times)."""
    return list(_tokens_of(text))


@lru_cache(maxsize=8)
def _tokens_of(text: str) -> tuple[TokenMatch, ...]:
    return tuple(TokenMatch(m.group(1), m.start(), m.end()) for m in TOKEN_RE.finditer(text))


def strip_tokens(text: str) -> str:
    """``text`` without its citation tokens (and the spaces before them), for quoting a sentence."""
    return re.sub(r"\s*" + TOKEN_RE.pattern, "", text).strip()


def clamp_excerpt(text: str | None, limit: int = EXCERPT_LIMIT) -> str | None:
    """``text`` cut to ``limit`` characters, marked with an ellipsis where it was cut."""
    if text is None:
        return None
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


def excerpt_from_data(data: Any) -> str | None:
    """The display excerpt for a record's data: text as is, anything else as indented JSON."""
    if data is None:
        return None
    if isinstance(data, str):
        return clamp_excerpt(data)
    return clamp_excerpt(json.dumps(data, indent=2, ensure_ascii=False, default=str))


# Field name in Python → key in citations.json and in the JSON the front-end receives.
_JSON_KEYS = {
    "id": "id",
    "source_type": "sourceType",
    "label": "label",
    "title": "title",
    "location": "location",
    "excerpt": "excerpt",
    "data": "data",
    "genome": "genome",
    "locus": "locus",
    "asset_id": "assetId",
    "line_range": "lineRange",
    "url": "url",
    "file_name": "fileName",
    "tool": "tool",
    "created_at": "createdAt",
}
_PY_KEYS = {v: k for k, v in _JSON_KEYS.items()}


@dataclass
class Citation:
    """One piece of evidence a tool issued.

    ``data`` is the tool's full result (never clamped); ``excerpt`` is what the panel shows and is
    clamped to :data:`EXCERPT_LIMIT` characters. When no excerpt is given it is made from ``data``.
    ``label`` defaults to the source type's panel label. ``locus`` uses 0-based, end-exclusive
    coordinates written ``chr:start-end``.
    """

    id: str
    source_type: str
    title: str
    data: Any = None
    label: str | None = None
    location: str | None = None
    excerpt: str | None = None
    genome: str | None = None
    locus: str | None = None
    asset_id: str | None = None
    line_range: str | None = None
    url: str | None = None
    file_name: str | None = None
    tool: str | None = None
    created_at: str = field(default_factory=utc_now)

    def __post_init__(self) -> None:
        if not is_valid_id(self.id):
            raise CitationError(
                f"invalid citation id {self.id!r}: it must start with 'cite_' and use only "
                "letters, digits, '_' and '-'"
            )
        if self.source_type not in SOURCE_TYPE_LABELS:
            known = ", ".join(SOURCE_TYPE_LABELS)
            raise CitationError(f"unknown source type {self.source_type!r} (known: {known})")
        if not isinstance(self.title, str) or not self.title:
            raise CitationError("a citation needs a non-empty title")
        if self.label is None:
            self.label = SOURCE_TYPE_LABELS[self.source_type]
        if self.excerpt is None:
            self.excerpt = excerpt_from_data(self.data)
        else:
            self.excerpt = clamp_excerpt(self.excerpt)

    @property
    def token(self) -> str:
        """``[[cite:<id>]]``: what the agent copies after a claim."""
        return token_for(self.id)

    def summary(self) -> dict[str, Any]:
        """What a chip's hover shows: label, title, file name and locus (where they exist)."""
        return {
            "id": self.id,
            "sourceType": self.source_type,
            "label": self.label,
            "title": self.title,
            "fileName": self.file_name,
            "locus": self.locus,
        }

    def to_dict(self, *, include_data: bool = True) -> dict[str, Any]:
        """The camelCase JSON form stored in ``citations.json`` (``data`` left out on request)."""
        names = _FIELD_NAMES if type(self) is Citation else tuple(f.name for f in dataclasses.fields(self))
        return {_JSON_KEYS[name]: getattr(self, name) for name in names if include_data or name != "data"}

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> Citation:
        """Read a record written by :meth:`to_dict`; unknown keys are an error, not silently lost."""
        if not isinstance(obj, dict):
            raise CitationError(f"a citation record must be an object, not {type(obj).__name__}")
        unknown = sorted(set(obj) - set(_PY_KEYS))
        if unknown:
            raise CitationError(f"citation record has unknown fields: {', '.join(unknown)}")
        kwargs = {_PY_KEYS[k]: v for k, v in obj.items()}
        for required in ("id", "source_type", "title"):
            if required not in kwargs:
                raise CitationError(f"citation record is missing {_JSON_KEYS[required]!r}")
        if kwargs.get("created_at") is None:
            kwargs.pop("created_at", None)
        return cls(**kwargs)


#: The fields of :class:`Citation`, in order (what ``to_dict`` writes).
_FIELD_NAMES = tuple(f.name for f in dataclasses.fields(Citation))
