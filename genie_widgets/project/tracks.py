"""Browser tracks as stored in a project: what a track is, and the genome's default catalog."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field, fields
from typing import Any

from ..genome import track_kind
from ..genome.genes import annotation_source
from .trackfields import MAX_ID, check_track_name, check_track_options, check_track_text

#: Where a track came from.
TRACK_SOURCES = ("catalog", "remote", "local", "result")

#: Default heights in CSS pixels by kind. Interval tracks start tall enough for four rows of
#: expanded features (22 px a row); the browser grows them further to fit what is in view.
DEFAULT_HEIGHT = {"signal": 60, "interval": 92, "other": 80}
CATEGORICAL_HEIGHT = 40  # one row of state-coloured segments
MIN_HEIGHT, MAX_HEIGHT = 16, 600

#: Units of signal tracks, guessed from ENCODE output types and file names (first match wins).
_UNIT_HINTS = (
    ("fold change", "fold change"), (".fc.", "fold change"), ("fc.signal", "fold change"),
    ("signal p-value", "-log10 p"), (".pval.", "-log10 p"), ("pval.signal", "-log10 p"),
    ("rpkm", "RPKM"), ("cpm", "CPM"), ("rpm", "RPM"), ("coverage", "coverage"),
)


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
        # Bounded, one-line text only (from the page, the agent or a handed-over browser.json).
        check_track_text(self.id, "a track id", MAX_ID)
        check_track_text(self.type, "a track type", MAX_ID)
        self.name = check_track_name(self.name)
        self.options = check_track_options(self.options)
        self.type = str(self.type).lower()
        self.kind = "other" if self.type == "annotation" else track_kind(self.type)
        if self.source not in TRACK_SOURCES:
            raise ValueError(f"track source must be one of {', '.join(TRACK_SOURCES)}, not {self.source!r}")
        if not self.height:
            self.height = CATEGORICAL_HEIGHT if self.type == "categorical" else DEFAULT_HEIGHT[self.kind]

    @property
    def unit(self) -> str:
        """What a signal track's y-axis measures: ``options["unit"]`` when set, else guessed from
        the ENCODE output type or the file name ("fold change", "-log10 p", …), else the track
        type ("bigwig signal"). Interval tracks: ``"features"`` (``"states"`` when categorical)."""
        given = self.options.get("unit")
        if isinstance(given, str) and given.strip():
            return given.strip()
        if self.kind != "signal":
            return "states" if self.type == "categorical" else "features" if self.kind == "interval" else ""
        hay = " ".join(str(v) for v in (self.metadata.get("outputType"), self.metadata.get("output_type"),
                                         self.url, self.name) if v).lower()
        for hint, unit in _UNIT_HINTS:
            if hint in hay:
                return unit
        return f"{self.type} signal"

    @property
    def scale_group(self) -> str | None:
        """The shared-scale group of a signal track (``options["scaleGroup"]``), or ``None``:
        tracks of one group share one autoscaled y-range."""
        group = self.options.get("scaleGroup")
        return str(group) if isinstance(group, str) and group.strip() else None

    def to_json(self) -> dict[str, Any]:
        """The stored fields (camelCase) plus the derived ``unit``, for the browser."""
        out = {_JSON[f.name]: getattr(self, f.name) for f in fields(self)}
        out["unit"] = self.unit
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Track:
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
