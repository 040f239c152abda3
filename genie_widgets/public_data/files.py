"""Reading the portal's File objects: one search row → a :class:`PortalFile` with plain fields.

A ``type=File`` search row carries the file's own properties (``accession``, ``file_format``,
``file_type``, ``output_type``, ``assembly``, ``biological_replicates``, ``dataset``, ``href``,
``status``, ``date_created``, …) and, embedded, the dataset's ``assay_title`` /
``assay_term_name``, its ``target`` and its ``biosample_ontology``. Embedded objects may come as
objects or, in other frames, as ``@id`` paths; both are read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The fields a search asks the portal for (``field=``): everything a candidate needs.
SEARCH_FIELDS = (
    "accession", "title", "dataset", "href", "status", "file_format", "file_type", "output_type", "assembly",
    "biological_replicates", "assay_title", "assay_term_name", "target.label", "biosample_ontology.term_name",
    "biosample_ontology.organ_slims", "biosample_ontology.cell_slims", "biosample_ontology.classification",
    "date_created", "date_released", "preferred_default", "file_size", "lab.title",
)

#: Portal file format (and file type) → the genome browser's track type.
TRACK_TYPES = {"bigWig": "bigwig", "bigBed": "bigbed", "bed": "bed"}
_BED_TYPES = {"bed narrowPeak": "narrowpeak", "bed broadPeak": "broadpeak", "bed gappedPeak": "gappedpeak"}


def _label_from_path(value: str, collection: str) -> str | None:
    """``/targets/H3K27ac-human/`` → ``H3K27ac`` (the portal names targets label-organism)."""
    parts = [p for p in value.split("/") if p]
    if len(parts) != 2 or parts[0] != collection:
        return None
    return parts[1].rsplit("-", 1)[0] if collection == "targets" else parts[1]


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (list, tuple)):
        return tuple(v for v in value if isinstance(v, str))
    return ()


def _accession(row: dict[str, Any]) -> str | None:
    for key in ("accession", "title"):
        if isinstance(row.get(key), str) and row[key].strip():
            return row[key].strip()
    ident = row.get("@id")
    if isinstance(ident, str):
        parts = [p for p in ident.split("/") if p]
        if len(parts) == 2 and parts[0] == "files":
            return parts[1]
    return None


@dataclass(frozen=True)
class PortalFile:
    """The fields of one portal File that a search ranks and reports."""

    accession: str
    portal_path: str
    href: str | None
    status: str | None
    file_format: str | None
    file_type: str | None
    output_type: str | None
    assembly: str | None
    biological_replicates: tuple[int, ...]
    experiment: str | None
    assay_title: str | None
    assay_term_name: str | None
    target: str | None
    biosample: str | None
    organ_slims: tuple[str, ...]
    cell_slims: tuple[str, ...]
    released: str | None
    preferred_default: bool
    file_size: int | None
    lab: str | None

    @classmethod
    def from_row(cls, row: Any) -> PortalFile | None:
        """Read one search row; ``None`` when it is not a File with an accession."""
        if not isinstance(row, dict):
            return None
        types = row.get("@type")
        if isinstance(types, list) and types and "File" not in types:
            return None
        accession = _accession(row)
        if accession is None:
            return None
        target = row.get("target")
        if isinstance(target, dict):
            target_label = target.get("label") if isinstance(target.get("label"), str) else None
        elif isinstance(target, str):
            target_label = _label_from_path(target, "targets")
        else:
            target_label = None
        ontology = row.get("biosample_ontology")
        ontology = ontology if isinstance(ontology, dict) else {}
        dataset = row.get("dataset")
        experiment = None
        if isinstance(dataset, str):
            parts = [p for p in dataset.split("/") if p]
            experiment = parts[-1] if parts else None
        elif isinstance(dataset, dict):
            experiment = dataset.get("accession")
        reps = row.get("biological_replicates")
        bioreps = tuple(sorted({int(r) for r in reps if isinstance(r, int) and not isinstance(r, bool)})) \
            if isinstance(reps, list) else ()
        released = row.get("date_released") or row.get("date_created")
        size = row.get("file_size")
        lab = row.get("lab")
        href = row.get("href")
        ident = row.get("@id")
        return cls(
            accession=accession,
            portal_path=ident if isinstance(ident, str) and ident.startswith("/") else f"/files/{accession}/",
            href=href if isinstance(href, str) and href.strip() else None,
            status=row.get("status") if isinstance(row.get("status"), str) else None,
            file_format=row.get("file_format") if isinstance(row.get("file_format"), str) else None,
            file_type=row.get("file_type") if isinstance(row.get("file_type"), str) else None,
            output_type=row.get("output_type") if isinstance(row.get("output_type"), str) else None,
            assembly=row.get("assembly") if isinstance(row.get("assembly"), str) else None,
            biological_replicates=bioreps,
            experiment=experiment,
            assay_title=row.get("assay_title") if isinstance(row.get("assay_title"), str) else None,
            assay_term_name=row.get("assay_term_name") if isinstance(row.get("assay_term_name"), str) else None,
            target=target_label,
            biosample=ontology.get("term_name") if isinstance(ontology.get("term_name"), str) else None,
            organ_slims=_strings(ontology.get("organ_slims")),
            cell_slims=_strings(ontology.get("cell_slims")),
            released=released if isinstance(released, str) else None,
            preferred_default=row.get("preferred_default") is True,
            file_size=size if isinstance(size, int) and not isinstance(size, bool) else None,
            lab=lab.get("title") if isinstance(lab, dict) and isinstance(lab.get("title"), str) else None,
        )

    @property
    def track_type(self) -> str | None:
        """The browser track type this file loads as (``None``: not a track file)."""
        if self.file_format == "bed":
            return _BED_TYPES.get(self.file_type or "", "bed")
        return TRACK_TYPES.get(self.file_format or "")

    @property
    def pooled(self) -> bool:
        """True when the file pools or merges two or more biological replicates."""
        return len(self.biological_replicates) >= 2

    @property
    def assay(self) -> str | None:
        return self.assay_title or self.assay_term_name
