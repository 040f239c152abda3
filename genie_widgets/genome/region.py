"""Genomic regions and locus strings (the part that needs no assembly catalog).

Coordinates are 0-based, end-exclusive (BED convention) everywhere: ``Region("chr8", 100, 200)``
covers bases 100..199 and has length 100. A locus string ``chr:start-end`` carries the same two
numbers (``chr8:100-200``); commas, surrounding whitespace and an en dash are accepted when
parsing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from .._io import echo
from .errors import LocusError, UnknownChromosomeError

__all__ = [
    "ChromosomeCatalog",
    "Region",
    "format_locus",
    "looks_like_locus",
    "merge_regions",
    "parse_region",
]

_DASHES = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "\u2010": "-", "\u2011": "-"})
# Chromosome names may themselves contain ':' (e.g. HLA contigs), so the coordinates are the text
# after the *last* colon. Signs are captured so that negative numbers get a precise message.
_LOCUS_RE = re.compile(r"^(?P<chrom>.+):(?P<start>[-+]?[0-9]+)-(?P<end>[-+]?[0-9]+)$")
_LOOSE_RE = re.compile(r"^[^\s:]+:[-+]?[0-9][0-9,]*\s*[-\u2013\u2014\u2212]\s*[-+]?[0-9][0-9,]*$")


class ChromosomeCatalog(Protocol):
    """What :func:`parse_locus` needs from an assembly (see :class:`~.assemblies.Assembly`)."""

    @property
    def genome_id(self) -> str: ...

    def resolve_chrom(self, name: str) -> str: ...

    def size(self, chrom: str) -> int: ...


@dataclass(frozen=True, order=True)
class Region:
    """A genomic interval: ``chrom``, 0-based ``start``, exclusive ``end`` (bp).

    Invariants (checked): ``chrom`` is a non-empty string, ``0 <= start < end``.
    """

    chrom: str
    start: int
    end: int

    def __post_init__(self) -> None:
        if not isinstance(self.chrom, str) or not self.chrom:
            raise LocusError(f"chromosome must be a non-empty string, got {echo(repr(self.chrom))}")
        for field in ("start", "end"):
            value = getattr(self, field)
            if isinstance(value, bool) or not hasattr(value, "__index__"):
                raise LocusError(f"{field} must be an integer, got {echo(repr(value))}")
            object.__setattr__(self, field, int(value))
        if self.start < 0 or self.end < 0:
            raise LocusError(
                f"{self.chrom}:{self.start}-{self.end} has a negative coordinate; "
                "coordinates are 0-based and non-negative",
                reason="negative",
            )
        if self.end < self.start:
            raise LocusError(
                f"{self.chrom}:{self.start}-{self.end} is reversed: end must be greater than start",
                reason="reversed",
            )
        if self.end == self.start:
            raise LocusError(
                f"{self.chrom}:{self.start}-{self.end} is empty: end must be greater than start "
                "(end is exclusive)",
                reason="empty",
            )

    @property
    def length(self) -> int:
        """Length in bp (``end - start``)."""
        return self.end - self.start

    @property
    def locus(self) -> str:
        """``chrom:start-end`` without thousands separators, e.g. ``chr8:127700000-127760000``."""
        return f"{self.chrom}:{self.start}-{self.end}"

    def __str__(self) -> str:
        return self.locus

    def overlaps(self, other: Region) -> bool:
        """True when both regions share at least one base."""
        return self.chrom == other.chrom and self.start < other.end and other.start < self.end

    def intersect(self, other: Region) -> Region | None:
        """The shared part of two regions, or ``None`` when they do not overlap."""
        if not self.overlaps(other):
            return None
        return Region(self.chrom, max(self.start, other.start), min(self.end, other.end))


def format_locus(region: Region, commas: bool = True) -> str:
    """Format a region as ``chr8:127,700,000-127,760,000`` (``commas=False`` drops separators)."""
    if commas:
        return f"{region.chrom}:{region.start:,}-{region.end:,}"
    return region.locus


def _normalize(text: str) -> str:
    return "".join(text.translate(_DASHES).replace(",", "").split())


def looks_like_locus(text: object) -> bool:
    """True when ``text`` has the shape ``chr:start-end`` (valid or not).

    Use it to decide whether a user meant a locus (and should see a :class:`LocusError`) or,
    say, a gene symbol. ``"chr8:200-100"`` looks like a locus (a reversed one); ``"MYC"`` does
    not.
    """
    if not isinstance(text, str):
        return False
    stripped = text.strip()
    return bool(_LOOSE_RE.match(stripped)) or bool(_LOCUS_RE.match(_normalize(stripped)))


def parse_region(text: str, assembly: ChromosomeCatalog | None = None) -> Region:
    """Parse ``chr:start-end`` (0-based start, exclusive end) into a :class:`Region`.

    Accepts thousands separators (``chr8:127,700,000-127,760,000``), an en dash, and whitespace
    around the parts. With an ``assembly`` (an :class:`~.assemblies.Assembly`; a genome id is
    resolved by :func:`~.locus.parse_locus`),
    the chromosome is resolved to the assembly's canonical name (``8`` → ``chr8``, ``MT`` →
    ``chrM``), the end is checked against the chromosome size, and a bare chromosome name
    (``chr8``) means the whole chromosome.

    Raises :class:`~.errors.LocusError` (``reason`` says which check failed) or
    :class:`~.errors.UnknownChromosomeError`.
    """
    if not isinstance(text, str):
        raise LocusError(f"a locus must be a string like chr8:127,700,000-127,760,000, got {echo(repr(text))}")
    normalized = _normalize(text)
    match = _LOCUS_RE.match(normalized)
    if match is None:
        if assembly is not None and normalized and ":" not in normalized:
            try:
                chrom = assembly.resolve_chrom(normalized)
            except UnknownChromosomeError:
                pass
            else:
                return Region(chrom, 0, assembly.size(chrom))
        raise LocusError(
            f"cannot parse locus '{echo(text)}': expected chr:start-end, "
            "for example chr8:127,700,000-127,760,000 (0-based start, exclusive end)",
            reason="unparseable",
        )
    chrom = match["chrom"]
    for name in ("start", "end"):
        digits = match[name].lstrip("+-")
        if len(digits) > 18:  # past int64 (and Python's digit limit): never converted
            raise LocusError(
                f"locus '{echo(text.strip(), 60)}' has a {name} with {len(digits):,} digits; the {name} must be "
                "an integer below 2^63", reason="off_chromosome")
    start, end = int(match["start"]), int(match["end"])
    if start < 0 or end < 0:
        raise LocusError(
            f"locus '{echo(text.strip())}' has a negative coordinate; coordinates are 0-based and "
            "non-negative",
            reason="negative",
        )
    if end < start:
        raise LocusError(
            f"locus '{echo(text.strip())}' is reversed: the end ({end:,}) is before the start "
            f"({start:,}); write it as {chrom}:{end:,}-{start:,}",
            reason="reversed",
        )
    if end == start:
        raise LocusError(
            f"locus '{echo(text.strip())}' is empty: the end must be greater than the start "
            "(end is exclusive)",
            reason="empty",
        )
    if assembly is not None:
        chrom = assembly.resolve_chrom(chrom)
        size = assembly.size(chrom)
        if end > size:
            raise LocusError(
                f"locus '{echo(text.strip())}' runs off the chromosome: {chrom} is {size:,} bp long in "
                f"{assembly.genome_id}, so the end can be at most {size:,}",
                reason="off_chromosome",
            )
    return Region(chrom, start, end)


def merge_regions(regions: Iterable[Region], chrom_order: Iterable[str] | None = None) -> list[Region]:
    """Union of regions: overlapping or touching regions on a chromosome become one.

    The result is sorted by chromosome (``chrom_order`` if given, chromosomes not in it after,
    in order of first appearance) and start. Each base appears in at most one output region, so
    measurements over the result count every base once.
    """
    by_chrom: dict[str, list[Region]] = {}
    for region in regions:
        if not isinstance(region, Region):
            raise LocusError(f"expected a Region, got {echo(repr(region))}")
        by_chrom.setdefault(region.chrom, []).append(region)
    order = {name: i for i, name in enumerate(chrom_order or ())}
    first_seen = {name: i for i, name in enumerate(by_chrom)}
    chroms = sorted(by_chrom, key=lambda c: (c not in order, order.get(c, 0), first_seen[c]))
    merged: list[Region] = []
    for chrom in chroms:
        current: Region | None = None
        for region in sorted(by_chrom[chrom]):
            if current is not None and region.start <= current.end:
                if region.end > current.end:
                    current = Region(chrom, current.start, region.end)
            else:
                if current is not None:
                    merged.append(current)
                current = region
        if current is not None:
            merged.append(current)
    return merged
