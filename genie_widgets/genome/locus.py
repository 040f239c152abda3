"""Genomic regions and locus strings.

Coordinates are 0-based, end-exclusive (BED convention) everywhere: ``Region("chr8", 100, 200)``
covers bases 100..199 and has length 100. A locus string ``chr:start-end`` carries the same two
numbers (``chr8:100-200``); commas, surrounding whitespace and an en dash are accepted when
parsing. :class:`Region` and the parser live in :mod:`.region` (which :mod:`.assemblies` builds
on); this module adds genome ids to :func:`parse_locus`.
"""

from __future__ import annotations

from .assemblies import get_assembly
from .region import (
    ChromosomeCatalog,
    Region,
    format_locus,
    looks_like_locus,
    merge_regions,
    parse_region,
)

__all__ = [
    "ChromosomeCatalog",
    "Region",
    "format_locus",
    "looks_like_locus",
    "merge_regions",
    "parse_locus",
]


def parse_locus(text: str, assembly: ChromosomeCatalog | str | None = None) -> Region:
    """Parse ``chr:start-end`` (0-based start, exclusive end) into a :class:`Region`.

    ``assembly`` is an :class:`~.assemblies.Assembly`, a genome id (``"hg38"``) or ``None``; the
    rules are those of :func:`~.region.parse_region`.

    Raises :class:`~.errors.LocusError` (``reason`` says which check failed) or
    :class:`~.errors.UnknownChromosomeError`.
    """
    if isinstance(assembly, str):
        if isinstance(text, str):  # a text that is no string is refused before the genome id is looked up
            return parse_region(text, get_assembly(assembly))
        return parse_region(text, None)
    return parse_region(text, assembly)
