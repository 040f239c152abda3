"""What a search asks for: the parameters normalized, and the portal filters they become.

:func:`normalize_query` turns the tool's parameters into an :class:`EncodeQuery`:

- ``limit`` defaults to 10 and is rounded and clamped to 1-25;
- ``assembly`` comes from the project genome when the portal has a name for it (hg38 → GRCh38,
  hg19 → hg19, mm10 → mm10, mm39 → GRCm39) whatever the field says; otherwise the field, else the
  genome id (the portal uses UCSC names such as mm9, dm6 and ce11 for the others);
- ``organism`` defaults to Homo sapiens, or to the organism of a non-human project's assembly;
  common names (human, mouse, …) are accepted. The portal's File objects carry no organism of their
  own, and each ENCODE assembly belongs to exactly one organism, so the assembly filter is what
  applies it: an organism the assembly does not belong to is refused with a clear message;
- ``fileType`` is a portal file format (``bigWig`` by default, ``bigBed``, ``bed``, …) or one of the
  portal's file types (``bigBed narrowPeak``, ``bed narrowPeak``, ``bigBed bed6+``, …), matched
  case-insensitively; anything else is refused with a message naming what was not understood
  (a search never silently finds 0 files because of a misspelt type);
- ``biosample`` is kept as typed; :func:`biosample_key` is the spelling-free form (``K-562``,
  ``k 562`` and ``k562`` are all ``k562``) that :mod:`.encode` uses to find the portal's own
  term name; a well-known cell line of another organism than the project's gets a hint;
- ``assay`` is matched case-insensitively against the portal's assay titles (``Histone
  ChIP-seq``) and broader assay term names (``ChIP-seq``); a histone target is spelled the
  portal's way (``h3k27ac`` → ``H3K27ac``);
- ``freeText`` becomes the portal's ``searchTerm``.

:class:`Filters` is one search's set of portal filters; the strict stage and each relaxation of
:mod:`.encode` are successive :class:`Filters`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from ..genome import ENCODE_ASSEMBLY, get_assembly

DEFAULT_ORGANISM = "Homo sapiens"
DEFAULT_FILE_FORMAT = "bigWig"
DEFAULT_ASSEMBLY = "GRCh38"
DEFAULT_LIMIT = 10
MIN_LIMIT, MAX_LIMIT = 1, 25


class QueryError(ValueError):
    """A search that cannot be asked as given; the message says why and what to do."""


_ORGANISMS = {
    "homo sapiens": "Homo sapiens", "human": "Homo sapiens", "h. sapiens": "Homo sapiens",
    "mus musculus": "Mus musculus", "mouse": "Mus musculus", "m. musculus": "Mus musculus",
    "drosophila melanogaster": "Drosophila melanogaster", "fly": "Drosophila melanogaster",
    "d. melanogaster": "Drosophila melanogaster",
    "caenorhabditis elegans": "Caenorhabditis elegans", "worm": "Caenorhabditis elegans",
    "c. elegans": "Caenorhabditis elegans",
}

#: ENCODE assembly name → the organism it belongs to.
ASSEMBLY_ORGANISM: dict[str, str] = {
    "GRCh38": "Homo sapiens", "hg19": "Homo sapiens",
    "GRCm39": "Mus musculus", "mm10": "Mus musculus", "mm9": "Mus musculus",
    "dm6": "Drosophila melanogaster", "dm3": "Drosophila melanogaster",
    "ce11": "Caenorhabditis elegans", "ce10": "Caenorhabditis elegans",
}

#: Portal file formats, spelled as the portal spells them.
FILE_FORMATS = ("bigWig", "bigBed", "bed", "bedpe", "bam", "tsv", "fastq", "hic", "bigInteract", "gtf", "gff",
                "vcf", "tagAlign", "wig", "txt", "tar", "csv", "fasta")
_FORMAT_ALIASES = {f.lower(): f for f in FILE_FORMATS} | {"bw": "bigWig", "bb": "bigBed"}
#: What follows the format in a portal file type (``bigBed narrowPeak``, ``bed bed6+``).
FILE_SUBTYPES = ("narrowPeak", "broadPeak", "gappedPeak", "bed3", "bed3+", "bed5", "bed6", "bed6+", "bed9",
                 "bed9+", "bed12", "bedMethyl", "bedExonScore", "bedRnaElements", "bedLogR", "idr_peak",
                 "idr_ranked_peak", "tss_peak", "peptideMapping", "enhancerAssay", "modPepMap", "pairs", "bedpe")
_SUBTYPES = {t.lower(): t for t in FILE_SUBTYPES}

#: Well-known ENCODE cell lines and the organism each comes from (for a hint, never a refusal).
CELL_LINE_ORGANISM: dict[str, str] = {
    **{k: "Homo sapiens" for k in ("K562", "HepG2", "GM12878", "HeLa-S3", "A549", "MCF-7", "SK-N-SH", "IMR-90",
                                   "HCT116", "H1", "H9", "HEK293", "Ishikawa", "keratinocyte", "HUVEC", "Caco-2")},
    **{k: "Mus musculus" for k in ("MEL", "CH12.LX", "ES-E14", "NIH3T3", "C2C12", "G1E", "G1E-ER4", "Bruce4",
                                   "v6.5", "416B", "Patski")},
}

#: Portal assay titles → the assay term name each belongs to (the wider net of a relaxation).
ASSAY_TERM_FOR_TITLE: dict[str, str] = {
    "Histone ChIP-seq": "ChIP-seq", "TF ChIP-seq": "ChIP-seq", "Control ChIP-seq": "ChIP-seq",
    "Mint-ChIP-seq": "Mint-ChIP-seq",
    "ATAC-seq": "ATAC-seq", "DNase-seq": "DNase-seq",
    "total RNA-seq": "RNA-seq", "polyA plus RNA-seq": "polyA plus RNA-seq",
    "polyA minus RNA-seq": "polyA minus RNA-seq",
    "small RNA-seq": "small RNA-seq", "microRNA-seq": "microRNA-seq", "long read RNA-seq": "long read RNA-seq",
    "in situ Hi-C": "HiC", "intact Hi-C": "HiC", "dilution Hi-C": "HiC",
    "WGBS": "whole-genome shotgun bisulfite sequencing",
    "eCLIP": "eCLIP", "CAGE": "CAGE", "RAMPAGE": "RAMPAGE", "PRO-seq": "PRO-seq", "ChIA-PET": "ChIA-PET",
    "CRISPR RNA-seq": "CRISPR genome editing followed by RNA-seq",
    "shRNA RNA-seq": "shRNA knockdown followed by RNA-seq",
    "siRNA RNA-seq": "siRNA knockdown followed by RNA-seq",
    "CRISPRi RNA-seq": "CRISPRi followed by RNA-seq",
}
_TITLES = {t.lower(): t for t in ASSAY_TERM_FOR_TITLE}
_TERMS = {t.lower(): t for t in ASSAY_TERM_FOR_TITLE.values()}

_HISTONE_RE = re.compile(r"(?i)(h2a|h2b|h3|h4)k(\d+)(ac|me1|me2|me3|ub1|ub|cr|bu)")


@dataclass(frozen=True)
class EncodeQuery:
    """One normalized search (see the module docstring for the rules).

    ``assay_field`` is the portal field the strict stage uses for ``assay`` (``assay_title`` or
    ``assay_term_name``); ``assay_term`` is the wider term name a relaxation may use instead
    (``None`` when there is nothing wider). ``notes`` say what normalization changed.
    """

    assay: str | None
    target: str | None
    biosample: str | None
    organism: str
    assembly: str
    file_format: str
    free_text: str | None
    limit: int
    genome: str | None = None
    assay_field: str = "assay_title"
    assay_term: str | None = None
    notes: tuple[str, ...] = ()
    file_type: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The normalized query as the tool reports it (camelCase, the tool's parameter names)."""
        return {
            "assay": self.assay, "target": self.target, "biosample": self.biosample, "organism": self.organism,
            "assembly": self.assembly, "fileType": self.file_type or self.file_format, "freeText": self.free_text,
            "limit": self.limit, "genome": self.genome,
        }

    def describe(self) -> str:
        """A short phrase: ``Histone ChIP-seq H3K27ac in K562 (bigWig, GRCh38)``."""
        what = " ".join(x for x in (self.assay, self.target) if x) or "files"
        where = f" in {self.biosample}" if self.biosample else ""
        text = f" matching “{self.free_text}”" if self.free_text else ""
        return f"{what}{where}{text} ({self.file_type or self.file_format}, {self.assembly})"

    @property
    def free_text_only(self) -> bool:
        """True when the search names nothing but free text (no assay, target or biosample)."""
        return bool(self.free_text) and not (self.assay or self.target or self.biosample)

    @property
    def searched_terms(self) -> tuple[str, ...]:
        """The structured values a free-text relaxation searches for, in order."""
        return tuple(x for x in (self.target, self.biosample, self.assay) if x)


@dataclass(frozen=True)
class Filters:
    """One stage's portal filters (besides the fixed ones: type, status, format, assembly).

    ``biosample`` is ``(field, values)`` (several values of one field mean "any of them");
    ``assay`` is ``(field, value)``; ``output_types`` is the set the file type prefers (empty:
    any); ``search_terms`` are joined into the portal's ``searchTerm``.
    """

    biosample: tuple[str, tuple[str, ...]] | None = None
    assay: tuple[str, str] | None = None
    target: str | None = None
    output_types: tuple[str, ...] = ()
    search_terms: tuple[str, ...] = field(default=())

    def params(self, query: EncodeQuery) -> list[tuple[str, str]]:
        """The ``/search/`` parameters of this stage, in a fixed order (for stable URLs)."""
        out = [("type", "File"), ("status", "released"), ("file_format", query.file_format),
               ("assembly", query.assembly)]
        if query.file_type:
            out.append(("file_type", query.file_type))
        if self.assay:
            out.append(self.assay)
        if self.target:
            out.append(("target.label", self.target))
        if self.biosample:
            name, values = self.biosample
            out += [(name, v) for v in values]
        out += [("output_type", o) for o in self.output_types]
        if self.search_terms:
            out.append(("searchTerm", " ".join(self.search_terms)))
        return out


# -- normalization -----------------------------------------------------------------------------

def _text(value: Any, name: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise QueryError(f"{name} must be text, not {type(value).__name__}")
    value = " ".join(value.split())
    return value or None


def normalize_limit(value: Any) -> tuple[int, str | None]:
    """``limit`` rounded and clamped to 1-25 (default 10), with a note when it was changed."""
    if value is None or value == "":
        return DEFAULT_LIMIT, None
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise QueryError(f"limit must be a number from {MIN_LIMIT} to {MAX_LIMIT}, not {value!r}") from None
    if isinstance(value, bool) or not math.isfinite(number):
        raise QueryError(f"limit must be a number from {MIN_LIMIT} to {MAX_LIMIT}, not {value!r}")
    clamped = max(MIN_LIMIT, min(MAX_LIMIT, round(number)))
    note = None
    if clamped != number:
        note = f"limit {number:g} became {clamped} (a whole number from {MIN_LIMIT} to {MAX_LIMIT})"
    return clamped, note


def normalize_file_format(value: str | None) -> str:
    """The portal's spelling of a file format (``bigwig`` → ``bigWig``); unknown ones as given
    (see :func:`normalize_file_type` for the check the tool applies)."""
    if value is None:
        return DEFAULT_FILE_FORMAT
    return _FORMAT_ALIASES.get(value.lower(), value)


def normalize_file_type(value: str | None) -> tuple[str, str | None]:
    """``(file format, portal file type or None)`` for a ``fileType`` as typed.

    A format alone (``bigwig``, ``bb``) gives the format; a portal file type (``bigBed
    narrowPeak``, ``bed bed6+``) gives its format and the file type in the portal's spelling.
    Anything else raises :class:`QueryError` saying which part was not understood.
    """
    if value is None:
        return DEFAULT_FILE_FORMAT, None
    head, _, rest = value.strip().partition(" ")
    fmt = _FORMAT_ALIASES.get(head.lower())
    formats = ", ".join(FILE_FORMATS)
    if fmt is None:
        bare = _SUBTYPES.get(value.strip().lower())
        if bare is not None:
            raise QueryError(f"fileType '{value}' names no file format: say 'bigBed {bare}' or 'bed {bare}' "
                             f"(formats: {formats})")
        raise QueryError(f"fileType '{value}' is not understood: '{head}' is not a portal file format "
                         f"(formats: {formats}; file types look like 'bigBed narrowPeak')")
    if not rest.strip():
        return fmt, None
    sub = _SUBTYPES.get(" ".join(rest.split()).lower())
    if sub is None:
        raise QueryError(f"fileType '{value}' is not understood: '{rest.strip()}' is not a portal file type after "
                         f"{fmt} (known: {', '.join(FILE_SUBTYPES[:12])}, …)")
    return fmt, f"{fmt} {sub}"


def biosample_key(name: str) -> str:
    """A biosample name without letter case, spaces or punctuation (``K-562`` → ``k562``)."""
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def organism_hint(biosample: str | None, organism: str, genome: str | None) -> str | None:
    """A note when ``biosample`` is a well-known cell line of another organism than the search's."""
    if not biosample:
        return None
    key = biosample_key(biosample)
    for line, origin in CELL_LINE_ORGANISM.items():
        if biosample_key(line) == key and origin != organism:
            project = f"this {genome} project" if genome else "this search"
            return (f"{line} is a {origin} cell line, but {project} searches {organism} files: expect few or no "
                    f"matches; search from a project of a {origin} genome for {line} data")
    return None


def normalize_target(value: str | None) -> str | None:
    """Histone marks in the portal's spelling (``h3k27ac`` → ``H3K27ac``); other targets as given."""
    if value is None:
        return None
    m = _HISTONE_RE.fullmatch(value)
    return f"{m.group(1).upper()}K{m.group(2)}{m.group(3).lower()}" if m else value


def resolve_assay(value: str | None) -> tuple[str | None, str, str | None]:
    """``(assay, field, wider term)`` for an assay as typed.

    A known title (``histone chip-seq``) is searched as ``assay_title`` and widens to its term
    name (unless that is the same name); a known term name that is not a title (``ChIP-seq``) is
    searched as ``assay_term_name`` and cannot widen; anything else is searched as a title and
    widens to the same text as a term name.
    """
    if value is None:
        return None, "assay_title", None
    key = value.lower()
    if key in _TITLES:
        title = _TITLES[key]
        term = ASSAY_TERM_FOR_TITLE[title]
        return title, "assay_title", term if term != title else None
    if key in _TERMS:
        return _TERMS[key], "assay_term_name", None
    return value, "assay_title", value


def resolve_assembly(genome: str | None, assembly: str | None) -> tuple[str, str | None]:
    """The portal assembly for a project genome and an optional assembly field, with a note when
    the field was overridden by the project genome."""
    if genome is not None:
        genome_id = get_assembly(genome).genome_id
        mapped = ENCODE_ASSEMBLY.get(genome_id)
        if mapped is not None:
            asked = ENCODE_ASSEMBLY.get(assembly, assembly) if assembly else None
            note = None
            if asked is not None and asked.lower() != mapped.lower():
                note = (f"assembly '{assembly}' was not used: this is a {genome_id} project, which the portal "
                        f"calls {mapped}")
            return mapped, note
        return assembly or genome_id, None
    if assembly is None:
        return DEFAULT_ASSEMBLY, None
    by_lower = {k.lower(): k for k in ASSEMBLY_ORGANISM}
    return ENCODE_ASSEMBLY.get(assembly, by_lower.get(assembly.lower(), assembly)), None


def normalize_query(
    *,
    genome: str | None = None,
    assay: str | None = None,
    target: str | None = None,
    biosample: str | None = None,
    organism: str | None = None,
    assembly: str | None = None,
    file_type: str | None = None,
    free_text: str | None = None,
    limit: Any = None,
) -> EncodeQuery:
    """Validate and normalize a search (see the module docstring); :class:`QueryError` if it
    cannot be asked."""
    texts = {name: _text(value, name) for name, value in (
        ("assay", assay), ("target", target), ("biosample", biosample), ("organism", organism),
        ("assembly", assembly), ("fileType", file_type), ("freeText", free_text))}
    notes: list[str] = []
    portal_assembly, note = resolve_assembly(genome, texts["assembly"])
    if note:
        notes.append(note)
    assembly_organism = ASSEMBLY_ORGANISM.get(portal_assembly)
    if texts["organism"] is None:
        organism_name = assembly_organism or DEFAULT_ORGANISM
    else:
        organism_name = _ORGANISMS.get(texts["organism"].lower(), texts["organism"])
    if assembly_organism is not None and organism_name != assembly_organism:
        where = f"this {genome} project's" if genome else "the"
        raise QueryError(
            f"organism {organism_name} has no files on {where} assembly {portal_assembly}, which is "
            f"{assembly_organism}. Leave organism out, or search from a project of a {organism_name} genome."
        )
    limit_value, note = normalize_limit(limit)
    if note:
        notes.append(note)
    assay_value, assay_field, assay_term = resolve_assay(texts["assay"])
    file_format, portal_file_type = normalize_file_type(texts["fileType"])
    genome_id = get_assembly(genome).genome_id if genome else None
    hint = organism_hint(texts["biosample"], organism_name, genome_id)
    if hint:
        notes.append(hint)
    return EncodeQuery(
        assay=assay_value, target=normalize_target(texts["target"]), biosample=texts["biosample"],
        organism=organism_name, assembly=portal_assembly, file_format=file_format,
        free_text=texts["freeText"], limit=limit_value, genome=genome_id,
        assay_field=assay_field, assay_term=assay_term, notes=tuple(notes), file_type=portal_file_type,
    )
