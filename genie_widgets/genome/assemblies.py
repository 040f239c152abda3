"""Genome assembly catalog: chromosome sizes, aliases, defaults.

Chromosome names, sizes and aliases come from bioframe's bundled assembly tables (UCSC/NCBI
seqinfo, shipped inside the bioframe wheel, so no network is needed); nothing here is typed by
hand except the catalog's display metadata (names, default view, ENCODE assembly names).

``chrom_sizes`` holds the assembly's primary chromosomes (bioframe's default roles and units:
the assembled nuclear chromosomes plus the mitochondrion), in karyotype order. These define the
"all" scope. Every other sequence in the table (unlocalized, unplaced, alternative, decoy) is
still known by name and alias, so loci on those contigs resolve.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .._io import echo
from .errors import AssemblyError, UnknownChromosomeError
from .region import Region, parse_region

__all__ = [
    "DEFAULT_GENOME_ID",
    "ENCODE_ASSEMBLY",
    "Assembly",
    "chrom_name_candidates",
    "encode_assembly",
    "genome_ids",
    "get_assembly",
    "list_assemblies",
    "resolve_in",
]

DEFAULT_GENOME_ID = "hg38"

#: UCSC genome id → the assembly name the ENCODE portal uses for it.
ENCODE_ASSEMBLY: Mapping[str, str] = MappingProxyType(
    {"hg38": "GRCh38", "hg19": "hg19", "mm10": "mm10", "mm39": "GRCm39"}
)


@dataclass(frozen=True)
class _CatalogEntry:
    genome_id: str
    name: str
    species: str
    ncbi_name: str
    default_locus: str | None = None


# Display metadata only; sizes and aliases come from bioframe. The default loci put the view on
# MYC for human builds (hg38 is the MYC walkthrough window); other builds open on chr1.
_CATALOG: tuple[_CatalogEntry, ...] = (
    _CatalogEntry("hg38", "Human (GRCh38/hg38)", "Homo sapiens", "GRCh38", "chr8:127700000-127760000"),
    _CatalogEntry("hg19", "Human (GRCh37/hg19)", "Homo sapiens", "GRCh37", "chr8:128710000-128770000"),
    _CatalogEntry("hs1", "Human (T2T-CHM13v2.0/hs1)", "Homo sapiens", "T2T-CHM13v2.0"),
    _CatalogEntry("mm39", "Mouse (GRCm39/mm39)", "Mus musculus", "GRCm39"),
    _CatalogEntry("mm10", "Mouse (GRCm38/mm10)", "Mus musculus", "GRCm38"),
    _CatalogEntry("mm9", "Mouse (NCBI37/mm9)", "Mus musculus", "MGSCv37"),
    _CatalogEntry("dm6", "D. melanogaster (BDGP Release 6/dm6)", "Drosophila melanogaster", "BDGP6"),
    _CatalogEntry("dm3", "D. melanogaster (BDGP Release 5/dm3)", "Drosophila melanogaster", "BDGP5"),
    _CatalogEntry("ce11", "C. elegans (WBcel235/ce11)", "Caenorhabditis elegans", "WBcel235"),
    _CatalogEntry("ce10", "C. elegans (WS220/ce10)", "Caenorhabditis elegans", "WS220"),
    _CatalogEntry("danRer10", "Zebrafish (GRCz10/danRer10)", "Danio rerio", "GRCz10"),
    _CatalogEntry("sacCer3", "S. cerevisiae (sacCer3)", "Saccharomyces cerevisiae", "R64"),
)
# danRer11 is left out on purpose: bioframe 0.8 maps it to the danRer10 seqinfo table.

_DEFAULT_VIEW_LENGTH = 100_000


def chrom_name_candidates(name: str) -> list[str]:
    """Spellings of a chromosome name to try, most likely first (no assembly needed).

    ``"1"`` → ``["1", "chr1"]``; ``"chr1"`` → ``["chr1", "1"]``; ``"MT"`` / ``"M"`` /
    ``"chrM"`` / ``"chrMT"`` map onto each other. Used by track readers to answer a query for
    ``chr1`` from a file that says ``1`` and vice versa.
    """
    out = [name]
    bare = name[3:] if name.lower().startswith("chr") else name
    forms = ["chrM", "MT", "chrMT", "M"] if bare.upper() in ("M", "MT") else [bare, "chr" + bare]
    for form in forms:
        if form not in out:
            out.append(form)
    return out


@dataclass(frozen=True, eq=False)
class Assembly:
    """One genome assembly.

    ``chrom_sizes`` maps each primary chromosome (canonical UCSC name) to its length in bp, in
    karyotype order. ``aliases`` maps every alternative spelling (``1``, ``MT``,
    ``NC_000001.11``, ``CM000663.2`` …) of every sequence, primary or not, to its canonical name.
    """

    genome_id: str
    name: str
    species: str
    ucsc_name: str
    ncbi_name: str
    release_year: str | None
    chrom_sizes: Mapping[str, int]
    sequence_sizes: Mapping[str, int] = field(repr=False)
    aliases: Mapping[str, str] = field(repr=False)
    default_locus: Region = field(repr=False, default=None)  # type: ignore[assignment]  # every loader sets it

    @property
    def chromosomes(self) -> list[str]:
        """Primary chromosome names in karyotype order."""
        return list(self.chrom_sizes)

    @property
    def genome_length(self) -> int:
        """Total length in bp of the primary chromosomes (the "all" scope)."""
        return sum(self.chrom_sizes.values())

    @property
    def encode_assembly(self) -> str | None:
        """The ENCODE portal's name for this assembly, or ``None`` if ENCODE has none."""
        return ENCODE_ASSEMBLY.get(self.genome_id)

    def find_chrom(self, name: str) -> str | None:
        """Canonical name of ``name`` (any alias or case), or ``None`` if unknown."""
        if not isinstance(name, str):
            return None
        text = name.strip()
        if text in self.sequence_sizes:
            return text
        if text in self.aliases:
            return self.aliases[text]
        for candidate in chrom_name_candidates(text):
            if candidate in self.sequence_sizes:
                return candidate
            if candidate in self.aliases:
                return self.aliases[candidate]
        return _casefold_index(self).get(text.casefold())

    def resolve_chrom(self, name: str) -> str:
        """Canonical name of ``name`` (``1`` → ``chr1``, ``MT`` → ``chrM`` on hg38).

        Raises :class:`~.errors.UnknownChromosomeError` naming the assembly and a few valid
        chromosomes.
        """
        found = self.find_chrom(name)
        if found is None:
            examples = ", ".join(list(self.chrom_sizes)[:3])
            raise UnknownChromosomeError(
                f"unknown chromosome '{echo(name, 60)}' in {self.genome_id} "
                f"(chromosomes are named like {examples}, …, or their aliases)"
            )
        return found

    def size(self, chrom: str) -> int:
        """Length in bp of ``chrom`` (any alias). Raises for an unknown chromosome."""
        return self.sequence_sizes[self.resolve_chrom(chrom)]

    def is_primary(self, chrom: str) -> bool:
        """True for a primary chromosome (part of the "all" scope)."""
        found = self.find_chrom(chrom)
        return found is not None and found in self.chrom_sizes

    def chromosome_region(self, chrom: str) -> Region:
        """The whole chromosome as a region ``[0, size)``."""
        canonical = self.resolve_chrom(chrom)
        return Region(canonical, 0, self.sequence_sizes[canonical])

    def genome_regions(self) -> list[Region]:
        """Every primary chromosome as a whole-chromosome region (the "all" scope)."""
        return [Region(chrom, 0, size) for chrom, size in self.chrom_sizes.items()]

    def scope_regions(self, scope: str, view: Region | None = None) -> list[Region]:
        """The regions of a measurement scope: ``"viewport"`` (``[view]``), ``"chromosome"``
        (the whole chromosome ``view`` is on) or ``"all"`` (every primary chromosome).

        Raises :class:`~.errors.LocusError` when the scope needs a view and there is none (an
        unresolved locus), and :class:`~.errors.AssemblyError` for an unknown scope.
        """
        from .errors import LocusError

        if scope == "all":
            return self.genome_regions()
        if scope not in ("viewport", "chromosome"):
            raise AssemblyError(f"scope must be 'viewport', 'chromosome' or 'all', not {scope!r}")
        if view is None:
            raise LocusError("The current viewport is not a resolved numeric chr:start-end region.",
                             reason="unparseable")
        if scope == "chromosome":
            return [self.chromosome_region(view.chrom)]
        return [Region(self.resolve_chrom(view.chrom), view.start, view.end)]

    def parse_locus(self, text: str) -> Region:
        """Parse and validate a locus against this assembly (see :func:`~.locus.parse_locus`)."""
        return parse_region(text, self)

    def summary(self) -> dict[str, Any]:
        """JSON-ready summary (camelCase keys) for catalog listings."""
        return {
            "id": self.genome_id,
            "name": self.name,
            "species": self.species,
            "ucscName": self.ucsc_name,
            "ncbiName": self.ncbi_name,
            "encodeAssembly": self.encode_assembly,
            "chromosomeCount": len(self.chrom_sizes),
            "genomeLength": self.genome_length,
            "defaultLocus": self.default_locus.locus,
        }


@functools.cache
def _casefold_index(assembly: Assembly) -> dict[str, str]:
    index: dict[str, list[str]] = {}
    for name in assembly.sequence_sizes:
        index.setdefault(name.casefold(), []).append(name)
    for alias, name in assembly.aliases.items():
        index.setdefault(alias.casefold(), []).append(name)
    return {key: names[0] for key, names in index.items() if len(set(names)) == 1}


def _split_aliases(value: object) -> list[str]:
    if not isinstance(value, str):
        return []
    return [a.strip() for a in value.split(",") if a.strip()]


def _seqinfo(ucsc_name: str) -> tuple[Any, Any, str | None]:
    try:
        import bioframe
    except ImportError as exc:  # pragma: no cover - dependency missing
        raise AssemblyError(
            "assembly tables need the 'bioframe' package: pip install bioframe"
        ) from exc
    primary = bioframe.assembly_info(ucsc_name)
    try:
        everything = bioframe.assembly_info(ucsc_name, roles="all", units="all").seqinfo
    except (TypeError, ValueError):  # bioframe fails on tables with empty alias cells
        everything = primary.seqinfo
    return primary.seqinfo, everything, primary.release_year


def _build(entry: _CatalogEntry) -> Assembly:
    primary, everything, year = _seqinfo(entry.genome_id)
    chrom_sizes = {str(n): int(n_len) for n, n_len in zip(primary["name"], primary["length"], strict=True)}
    sequence_sizes = dict(chrom_sizes)
    for name, length in zip(everything["name"], everything["length"], strict=True):
        sequence_sizes.setdefault(str(name), int(length))
    aliases: dict[str, str] = {}
    # Primary sequences first so that their aliases win any clash.
    for table in (primary, everything):
        for name, alias_text in zip(table["name"], table["aliases"], strict=True):
            for alias in _split_aliases(alias_text):
                if alias not in sequence_sizes:
                    aliases.setdefault(alias, str(name))
    for name in sequence_sizes:
        for candidate in chrom_name_candidates(name)[1:]:
            if candidate not in sequence_sizes:
                # "chr1" → "1" style spellings, unless the table already says otherwise
                # (hg19: "MT" is chrMT, not chrM).
                aliases.setdefault(candidate, name)
    if entry.default_locus is not None:
        default = Region(*_split_locus(entry.default_locus))
    else:
        first = next(iter(chrom_sizes))
        default = Region(first, 0, min(_DEFAULT_VIEW_LENGTH, chrom_sizes[first]))
    return Assembly(
        genome_id=entry.genome_id,
        name=entry.name,
        species=entry.species,
        ucsc_name=entry.genome_id,
        ncbi_name=entry.ncbi_name,
        release_year=None if year is None else str(year),
        chrom_sizes=MappingProxyType(chrom_sizes),
        sequence_sizes=MappingProxyType(sequence_sizes),
        aliases=MappingProxyType(aliases),
        default_locus=default,
    )


def _split_locus(text: str) -> tuple[str, int, int]:
    chrom, span = text.rsplit(":", 1)
    start, end = span.split("-")
    return chrom, int(start), int(end)


_IDS = {entry.genome_id.lower(): entry for entry in _CATALOG}
_NCBI = {entry.ncbi_name.lower(): entry for entry in _CATALOG}


def genome_ids() -> list[str]:
    """Ids of every assembly in the catalog, default first."""
    return [entry.genome_id for entry in _CATALOG]


@functools.cache
def _get(genome_id: str) -> Assembly:
    return _build(_IDS[genome_id.lower()])


def get_assembly(genome_id: str | None = None) -> Assembly:
    """The assembly for ``genome_id`` (UCSC id such as ``"hg38"``, case-insensitive; NCBI names
    such as ``"GRCh38"`` are accepted too). ``None`` gives the default (hg38).

    Raises :class:`~.errors.AssemblyError` for an unknown id, listing the known ones.
    """
    if genome_id is None:
        genome_id = DEFAULT_GENOME_ID
    if not isinstance(genome_id, str):
        raise AssemblyError(f"genome id must be a string, got {genome_id!r}")
    key = genome_id.strip().lower()
    entry = _IDS.get(key) or _NCBI.get(key)
    if entry is None:
        raise AssemblyError(
            f"unknown genome {genome_id!r}; known genomes: {', '.join(genome_ids())}"
        )
    return _get(entry.genome_id)


def list_assemblies() -> list[dict[str, Any]]:
    """Summaries (``Assembly.summary()``) of every assembly in the catalog, default first."""
    return [get_assembly(genome_id).summary() for genome_id in genome_ids()]


def encode_assembly(genome_id: str) -> str | None:
    """ENCODE portal assembly name for a genome id (``hg38`` → ``GRCh38``), or ``None``."""
    return ENCODE_ASSEMBLY.get(get_assembly(genome_id).genome_id)


def resolve_in(names: Iterable[str], query: str, assembly: Assembly | None = None) -> str | None:
    """Find which of ``names`` (e.g. a file's chromosome names) means ``query``.

    Tries the exact name, the generic spellings of :func:`chrom_name_candidates`, and — with an
    assembly — every alias of the query's canonical chromosome (``chr8`` ↔ ``NC_000008.11``).
    Returns ``None`` when no name matches.
    """
    pool = names if isinstance(names, (set, frozenset, dict)) else set(names)
    if query in pool:
        return query
    for candidate in chrom_name_candidates(query):
        if candidate in pool:
            return candidate
    if assembly is not None:
        canonical = assembly.find_chrom(query)
        if canonical is not None:
            if canonical in pool:
                return canonical
            for alias, target in assembly.aliases.items():
                if target == canonical and alias in pool:
                    return alias
    folded = {name.casefold(): name for name in pool}
    return folded.get(query.casefold())
