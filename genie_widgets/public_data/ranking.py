"""How candidates are ordered: one documented score per file, then the newest release.

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

Preferred output types (:data:`PREFERRED_OUTPUT_TYPES`), best first: for bigWig fold change
over control, signal p-value, read-depth normalized signal, signal of unique reads; for bigBed
and bed replicated peaks, pseudoreplicated peaks, conservative and optimal IDR thresholded peaks,
IDR thresholded peaks. Other file types have no preference.

Ties are broken by the newest release (``date_released``, else ``date_created``; files without
a date come after dated ones), then by accession, so the order never depends on the portal's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, TypeVar

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


def preferred_output_types(file_format: str) -> tuple[str, ...]:
    """The output types a file format prefers, best first (empty: no preference)."""
    return PREFERRED_OUTPUT_TYPES.get(file_format, ())


@dataclass(frozen=True)
class Score:
    """A file's points and, in words, where they came from."""

    points: int
    reasons: tuple[str, ...]


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.casefold() == b.casefold()


def score_file(file: PortalFile, query: EncodeQuery, biosample_slims: Iterable[str] = ()) -> Score:
    """Score ``file`` for ``query``. ``biosample_slims`` are the organ and cell slims of the
    biosample asked (or the biosample itself, when the portal knows no such term)."""
    points, reasons = 0, []
    if query.biosample:
        slims = {s.casefold() for s in biosample_slims} | {query.biosample.casefold()}
        if _same(file.biosample, query.biosample):
            points += POINTS["biosample_exact"]
            reasons.append(f"biosample {file.biosample}")
        else:
            shared = sorted({s for s in (*file.organ_slims, *file.cell_slims) if s.casefold() in slims})
            if shared:
                points += POINTS["biosample_slim"]
                reasons.append(f"{file.biosample or 'biosample'} shares slim {', '.join(shared)}")
    if query.target and _same(file.target, query.target):
        points += POINTS["target"]
        reasons.append(f"target {file.target}")
    if query.assay:
        asked = file.assay_title if query.assay_field == "assay_title" else file.assay_term_name
        if _same(asked, query.assay):
            points += POINTS["assay_exact"]
            reasons.append(f"assay {query.assay}")
        elif query.assay_term and _same(file.assay_term_name, query.assay_term):
            points += POINTS["assay_term"]
            reasons.append(f"assay term {query.assay_term}")
    preferred = preferred_output_types(query.file_format)
    if file.output_type in preferred:
        position = preferred.index(file.output_type)
        points += POINTS["output_step"] * (len(preferred) - position)
        reasons.append(f"{file.output_type} (preferred #{position + 1})")
    if file.pooled:
        points += POINTS["pooled"]
        reps = ",".join(map(str, file.biological_replicates))
        reasons.append(f"pooled replicates {reps}")
    if file.preferred_default:
        points += POINTS["preferred_default"]
        reasons.append("portal's preferred default")
    if _same(file.assembly, query.assembly):
        points += POINTS["assembly"]
        reasons.append(f"assembly {file.assembly}")
    return Score(points, tuple(reasons))


T = TypeVar("T")


def rank(items: Iterable[T], *, points, released, accession) -> list[T]:
    """``items`` best first: by points (high first), newest release, then accession.

    ``points``, ``released`` and ``accession`` read those values from an item.
    """
    ordered = sorted(items, key=accession)
    ordered.sort(key=lambda item: released(item) or "", reverse=True)  # stable: accession order kept
    ordered.sort(key=points, reverse=True)
    return ordered
