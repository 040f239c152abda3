"""Browser tracks as stored in a project: what a track is, and the genome's default catalog."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field, fields
from typing import Any

from ..genome import track_kind
from ..genome.genes import annotation_source

#: Where a track came from.
TRACK_SOURCES = ("catalog", "remote", "local", "result")

#: Default heights in CSS pixels by kind.
DEFAULT_HEIGHT = {"signal": 60, "interval": 40, "other": 80}
MIN_HEIGHT, MAX_HEIGHT = 16, 600


def new_track_id(name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """``<slug of name>_<4 hex>``: readable in file names, unique within ``taken``."""
    slug = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")[:32] or "track"
    while True:
        candidate = f"{slug}_{secrets.token_hex(2)}"
        if candidate not in taken:
            return candidate


_JSON = {
    "id": "id", "name": "name", "type": "type", "kind": "kind", "url": "url", "source": "source",
    "visible": "visible", "height": "height", "order": "order", "options": "options",
    "catalog_id": "catalogId", "index_url": "indexUrl", "metadata": "metadata",
}
_PY = {v: k for k, v in _JSON.items()}


@dataclass
class Track:
    """One browser track.

    ``url`` is the data's local path or http(s) URL; ``source`` says where the track came from
    (``catalog``, ``remote``, ``local`` or ``result``); ``kind`` is ``signal``, ``interval`` or
    ``other`` (derived from ``type``); ``height`` is in CSS pixels; ``order`` sorts top to bottom.
    ``metadata`` keeps what the track is (e.g. an ENCODE accession, assay and output type).
    """

    id: str
    name: str
    type: str
    url: str | None
    source: str
    visible: bool = True
    height: int = 0
    order: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    catalog_id: str | None = None
    index_url: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    kind: str = ""

    def __post_init__(self) -> None:
        self.type = str(self.type).lower()
        self.kind = "other" if self.type == "annotation" else track_kind(self.type)
        if self.source not in TRACK_SOURCES:
            raise ValueError(f"track source must be one of {', '.join(TRACK_SOURCES)}, not {self.source!r}")
        if not self.height:
            self.height = DEFAULT_HEIGHT[self.kind]

    def to_json(self) -> dict[str, Any]:
        return {_JSON[f.name]: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> "Track":
        known = {_PY[k]: v for k, v in obj.items() if k in _PY}
        return cls(**known)


def catalog_tracks(genome_id: str) -> list[dict[str, Any]]:
    """The default catalog of a genome: tracks ``genome_add_track(catalogId=...)`` can add.

    Today that is the gene annotation (its source is configurable: see
    :func:`genie_widgets.genome.genes.annotation_source`).
    """
    source = annotation_source(genome_id)
    if source is None:
        return []
    return [{
        "id": "genes",
        "type": "annotation",
        "name": f"Genes ({genome_id})",
        "url": str(source),
        "description": "Gene models (exons, strand, names) from the genome's annotation.",
    }]
