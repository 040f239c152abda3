"""How candidates are ordered: one documented score per file, then a biologist's tie-breaks.

A file earns points for each way it fits the search. Each line outweighs every line below it
taken together, so the order is lexicographic: an exact biosample always beats a slim match,
whatever the rest.

=================================================================  ================================
the biosample term is the one asked (any letter case)              800
the biosample shares an organ or cell slim with the one asked      400
the target label is the one asked                                  200
the assay is the one asked (title, or the term name asked)         120
the assay's term name is the wider term of the one asked            60
the output type is on the file type's preferred list               10 × (n − position), n ≤ 5
two or more biological replicates (pooled or merged)                 4
the portal marks the file a preferred default                        2
the assembly is the project's (default) assembly                     1
=================================================================  ================================

Preferred output types, best first (:data:`PREFERRED_OUTPUT_TYPES` per file format, overridden
per assay by :data:`ASSAY_OUTPUT_TYPES`):

=====================  ====================  ===================================================
assay                  file format           output types, best first
=====================  ====================  ===================================================
any                    bigWig                fold change over control, signal p-value,
                                             read-depth normalized signal, signal of unique reads
any                    bigBed, bed           replicated peaks, pseudoreplicated peaks, conservative
                                             IDR thresholded peaks, optimal IDR thresholded peaks,
                                             IDR thresholded peaks
DNase-seq              bigBed, bed           peaks, hotspots, footprints, FDR cut rate
ATAC-seq               bigBed, bed           replicated peaks, pseudoreplicated peaks, conservative
                                             IDR thresholded peaks, IDR thresholded peaks, peaks
=====================  ====================  ===================================================

Other file types have no preference.

**Ties** (the same points) are broken the way a biologist would pick between otherwise equal
files: more biological replicates pooled first (``[1,2,3]`` before ``[1,2]`` before ``[1]``),
then the portal's ``preferred_default``, then the newest release (``date_released``, else
``date_created``; files without a date after dated ones), then the accession, so the order never
depends on the portal's. Each candidate shows its score parts (:attr:`Score.parts`) and these
tie-break values, so a user sees why it ranks where it does.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from .files import PortalFile
from .query import EncodeQuery

POINTS = {
    "biosample_exact": 800,
    "biosample_slim": 400,
    "target": 200,
    "assay_exact": 120,
    "assay_term": 60,
    "output_step": 10,
    "pooled": 4,
    "preferred_default": 2,
    "assembly": 1,
}

_PEAKS = ("replicated peaks", "pseudoreplicated peaks", "conservative IDR thresholded peaks",
          "optimal IDR thresholded peaks", "IDR thresholded peaks")

#: File format → its output types, best first (at most five, so the table above holds).
PREFERRED_OUTPUT_TYPES: dict[str, tuple[str, ...]] = {
    "bigWig": ("fold change over control", "signal p-value", "read-depth normalized signal",
               "signal of unique reads"),
    "bigBed": _PEAKS,
    "bed": _PEAKS,
}

_DNASE = ("peaks", "hotspots", "footprints", "FDR cut rate")
_ATAC = ("replicated peaks", "pseudoreplicated peaks", "conservative IDR thresholded peaks", "IDR thresholded peaks",
         "peaks")
#: (assay, file format) → output types, best first, where an assay prefers its own (at most five).
ASSAY_OUTPUT_TYPES: dict[tuple[str, str], tuple[str, ...]] = {
    ("DNase-seq", "bigBed"): _DNASE, ("DNase-seq", "bed"): _DNASE,
    ("ATAC-seq", "bigBed"): _ATAC, ("ATAC-seq", "bed"): _ATAC,
}


def preferred_output_types(file_format: str, assay: str | None = None) -> tuple[str, ...]:
    """The output types a file format (of an assay, when given) prefers, best first (empty: none)."""
    if assay is not None:
        for (name, fmt), types in ASSAY_OUTPUT_TYPES.items():
            if fmt == file_format and name.casefold() == assay.casefold():
                return types
    return PREFERRED_OUTPUT_TYPES.get(file_format, ())


@dataclass(frozen=True)
class Score:
    """A file's points, where they came from in words (``reasons``) and in numbers (``parts``:
    :data:`POINTS` key → points earned, in the table's order)."""

    points: int
    reasons: tuple[str, ...]
    parts: tuple[tuple[str, int], ...] = ()


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.casefold() == b.casefold()


def score_file(file: PortalFile, query: EncodeQuery, biosample_slims: Iterable[str] = ()) -> Score:
    """Score ``file`` for ``query``. ``biosample_slims`` are the organ and cell slims of the
    biosample asked (or the biosample itself, when the portal knows no such term)."""
    points, reasons, parts = 0, [], []

    def earn(part: str, amount: int, why: str) -> None:
        nonlocal points
        points += amount
        reasons.append(why)
        parts.append((part, amount))

    if query.biosample:
        slims = {s.casefold() for s in biosample_slims} | {query.biosample.casefold()}
        if _same(file.biosample, query.biosample):
            earn("biosample_exact", POINTS["biosample_exact"], f"biosample {file.biosample}")
        else:
            shared = sorted({s for s in (*file.organ_slims, *file.cell_slims) if s.casefold() in slims})
            if shared:
                earn("biosample_slim", POINTS["biosample_slim"],
                     f"{file.biosample or 'biosample'} shares slim {', '.join(shared)}")
    if query.target and _same(file.target, query.target):
        earn("target", POINTS["target"], f"target {file.target}")
    if query.assay:
        asked = file.assay_title if query.assay_field == "assay_title" else file.assay_term_name
        if _same(asked, query.assay):
            earn("assay_exact", POINTS["assay_exact"], f"assay {query.assay}")
        elif query.assay_term and _same(file.assay_term_name, query.assay_term):
            earn("assay_term", POINTS["assay_term"], f"assay term {query.assay_term}")
    preferred = preferred_output_types(query.file_format, query.assay)
    if file.output_type in preferred:
        position = preferred.index(file.output_type)
        earn("output_type", POINTS["output_step"] * (len(preferred) - position),
             f"{file.output_type} (preferred #{position + 1})")
    if file.pooled:
        reps = ",".join(map(str, file.biological_replicates))
        earn("pooled", POINTS["pooled"], f"pooled replicates {reps}")
    if file.preferred_default:
        earn("preferred_default", POINTS["preferred_default"], "portal's preferred default")
    if _same(file.assembly, query.assembly):
        earn("assembly", POINTS["assembly"], f"assembly {file.assembly}")
    return Score(points, tuple(reasons), tuple(parts))


T = TypeVar("T")


def rank(items: Iterable[T], *, points, released, accession, replicates=None, preferred=None) -> list[T]:
    """``items`` best first: by points (high first), then the number of biological replicates
    pooled (more first), the portal's preferred default (first), the newest release, then the
    accession.

    ``points``, ``released``, ``accession``, ``replicates`` (a count) and ``preferred`` (a bool)
    read those values from an item; ``replicates`` and ``preferred`` may be left out.
    """
    ordered = sorted(items, key=accession)
    ordered.sort(key=lambda item: released(item) or "", reverse=True)  # stable: accession order kept
    if preferred is not None:
        ordered.sort(key=lambda item: bool(preferred(item)), reverse=True)
    if replicates is not None:
        ordered.sort(key=replicates, reverse=True)
    ordered.sort(key=points, reverse=True)
    return ordered


def tie_break(file: PortalFile) -> dict[str, object]:
    """The values that order files of equal points (see the module docstring), for display."""
    return {"biologicalReplicates": len(file.biological_replicates), "preferredDefault": file.preferred_default,
            "released": file.released, "accession": file.accession}
