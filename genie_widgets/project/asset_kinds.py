"""The seven asset kinds of a genomics project, and how a source's kind is inferred.

============== ======================================================================= =========
kind           what it holds                                                           browser
============== ======================================================================= =========
signal-track   a value along the genome: bigWig, bedGraph, WIG                         yes [1]_
interval-track features or peaks: bigBed, BED, narrowPeak, broadPeak, gappedPeak       yes
annotation     gene and transcript models: GTF, GFF/GFF3, genePred, refFlat, refGene   no
table          rows and columns: CSV, TSV, VCF, spreadsheets, tab-separated text       no
document       prose or structured text: Markdown, plain text, JSON, HTML, PDF, ipynb no
image          figures: PNG, JPEG, GIF, SVG, WebP, TIFF                                no
other          everything else: alignments (BAM/CRAM), sequences (FASTA/FASTQ), …      no
============== ======================================================================= =========

.. [1] bigWig and bedGraph; WIG text (fixedStep/variableStep) stays a signal asset that the
   browser cannot draw.

How a kind is decided (:func:`infer_kind`):

1. The name (``.gz``/``.bgz`` looked through) gives a first guess; for a remote source without a
   telling name the HTTP content type does. Names such as ``*refFlat*.txt`` or ``*.refgene`` say
   gene models.
2. The content is read where the name is generic (``.txt``, ``.tsv``, none) or promises a track:
   bigWig/bigBed magic numbers always win; text is classified by its columns (see
   :func:`genie_widgets.genome.sniff`). When a track name and track content disagree the
   content decides, since that is what the genome engine will read (a ``.bed`` whose fourth
   column is numeric is bedGraph). A track-named file whose content is no readable track keeps
   its kind but gets no ``track_type``: it is not offered to the browser.
3. Generic text whose lines have the same number of tab-separated fields is a table.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..genome import TrackSourceError, sniff
from .textpeek import looks_binary, read_head

__all__ = [
    "ASSET_KINDS",
    "TRACK_KINDS",
    "TRACK_TYPES",
    "KindGuess",
    "infer_kind",
    "infer_local_kind",
    "kind_from_name",
    "kind_label",
    "looks_like_file",
    "normalize_kind",
]

ASSET_KINDS = ("signal-track", "interval-track", "annotation", "table", "document", "image", "other")
TRACK_KINDS = ("signal-track", "interval-track")

#: Formats the genome engine draws → the type genome_add_track takes.
TRACK_TYPES = {"bigwig": "bigwig", "bedgraph": "bedgraph", "bigbed": "bigbed", "bed": "bed",
               "narrowpeak": "narrowpeak", "broadpeak": "broadpeak", "gappedpeak": "gappedpeak",
               "categorical": "categorical"}

_SIGNAL, _INTERVAL = TRACK_KINDS
# Extension (lower case, compression suffix removed) → (kind, format).
_BY_EXTENSION: dict[str, tuple[str, str]] = {
    **dict.fromkeys(("bw", "bigwig"), (_SIGNAL, "bigwig")),
    **dict.fromkeys(("bedgraph", "bdg", "bg"), (_SIGNAL, "bedgraph")),
    "wig": (_SIGNAL, "wig"),
    **dict.fromkeys(("bb", "bigbed"), (_INTERVAL, "bigbed")),
    "bed": (_INTERVAL, "bed"), "narrowpeak": (_INTERVAL, "narrowpeak"), "regionpeak": (_INTERVAL, "narrowpeak"),
    "broadpeak": (_INTERVAL, "broadpeak"), "gappedpeak": (_INTERVAL, "gappedpeak"),
    "gtf": ("annotation", "gtf"), "gff": ("annotation", "gff"), "gff3": ("annotation", "gff"),
    "genepred": ("annotation", "genepred"), "refflat": ("annotation", "refflat"),
    "refgene": ("annotation", "refgene"),
    "csv": ("table", "csv"), "tsv": ("table", "tsv"), "tab": ("table", "tsv"), "vcf": ("table", "vcf"),
    "xlsx": ("table", "xlsx"), "xls": ("table", "xls"), "parquet": ("table", "parquet"),
    **dict.fromkeys(("md", "markdown"), ("document", "markdown")),
    **dict.fromkeys(("txt", "text", "rst"), ("document", "text")),
    **dict.fromkeys(("json", "jsonl"), ("document", "json")),
    **dict.fromkeys(("yaml", "yml"), ("document", "yaml")),
    **dict.fromkeys(("html", "htm"), ("document", "html")),
    "pdf": ("document", "pdf"), "ipynb": ("document", "notebook"), "docx": ("document", "docx"),
    "xml": ("document", "xml"),
    "png": ("image", "png"), "jpg": ("image", "jpeg"), "jpeg": ("image", "jpeg"), "gif": ("image", "gif"),
    "svg": ("image", "svg"), "webp": ("image", "webp"), "tif": ("image", "tiff"), "tiff": ("image", "tiff"),
    "bam": ("other", "bam"), "cram": ("other", "cram"), "sam": ("other", "sam"),
    **dict.fromkeys(("bai", "tbi", "csi", "crai"), ("other", "index")),
    **dict.fromkeys(("fa", "fasta", "fna"), ("other", "fasta")),
    **dict.fromkeys(("fq", "fastq"), ("other", "fastq")),
    "hic": ("other", "hic"), "cool": ("other", "cool"), "mcool": ("other", "cool"),
    "zip": ("other", "zip"), "tar": ("other", "tar"),
}
_COMPRESSION = ("gz", "bgz", "gzip")
#: Words that say "gene models" in a file name (UCSC table dumps are often plain .txt).
_ANNOTATION_NAME = re.compile(r"refflat|refgene|genepred|knowngene|ncbirefseq|ensgene", re.IGNORECASE)
#: Extensions that say little about the content, so the content decides.
_GENERIC = frozenset({"", "txt", "text", "tsv", "tab", "dat", "out"})
_CONTENT_TYPES = (
    ("text/html", ("document", "html")), ("application/xhtml", ("document", "html")),
    ("text/markdown", ("document", "markdown")), ("application/json", ("document", "json")),
    ("application/pdf", ("document", "pdf")), ("text/csv", ("table", "csv")),
    ("text/tab-separated-values", ("table", "tsv")), ("image/svg", ("image", "svg")), ("image/", ("image", "image")),
    ("text/", ("document", "text")),
)


@dataclass(frozen=True)
class KindGuess:
    """An inferred kind; the finer ``format`` (``bigwig``, ``narrowpeak``, ``gtf``, ``csv``, …);
    the type ``genome_add_track`` takes when the genome engine can draw the source (else
    ``None``); and the reason, in words."""

    kind: str
    format: str
    track_type: str | None
    reason: str


def normalize_kind(value: str) -> str:
    """One of :data:`ASSET_KINDS` from a loosely written kind ("Signal track", "interval_track",
    "peaks"); :class:`ValueError` naming the seven kinds otherwise."""
    key = re.sub(r"[\s_]+", "-", str(value).strip().lower())
    aliases = {"signal": _SIGNAL, "interval": _INTERVAL, "peaks": _INTERVAL, "annotations": "annotation",
               "doc": "document", "figure": "image"}
    key = aliases.get(key, key)
    if key not in ASSET_KINDS:
        raise ValueError(f"unknown asset kind {value!r}; the kinds are {', '.join(ASSET_KINDS)}")
    return key


def kind_label(kind: str) -> str:
    """A kind in words: ``signal-track`` → "signal track"."""
    return kind.replace("-", " ")


def _extension(name: str) -> str:
    """The telling extension of ``name`` in lower case, compression suffixes removed."""
    parts = name.lower().rsplit("/", 1)[-1].split(".")
    while len(parts) > 1 and parts[-1] in _COMPRESSION:
        parts.pop()
    return parts[-1] if len(parts) > 1 else ""


def kind_from_name(name: str, content_type: str | None = None) -> KindGuess:
    """The kind a file name (or URL path) suggests; the content type counts where the name does not tell."""
    ext = _extension(name)
    if _ANNOTATION_NAME.search(Path(name).name) and ext in _GENERIC:
        return KindGuess("annotation", "genepred", None, "the name says gene models")
    if ext in _BY_EXTENSION and not (ext in _GENERIC and content_type):
        kind, fmt = _BY_EXTENSION[ext]
        return KindGuess(kind, fmt, TRACK_TYPES.get(fmt), f".{ext} name")
    mime = (content_type or "").split(";")[0].strip().lower()
    for prefix, (kind, fmt) in _CONTENT_TYPES:
        if mime.startswith(prefix):
            return KindGuess(kind, fmt, None, f"content type {mime}")
    if ext in _BY_EXTENSION:
        kind, fmt = _BY_EXTENSION[ext]
        return KindGuess(kind, fmt, None, f".{ext} name")
    return KindGuess("other", ext or "unknown", None, f".{ext} name" if ext else "no telling name")


def looks_like_file(name: str) -> bool:
    """Whether a link's file name has a data, document or image extension (not a web page)."""
    ext = _extension(name)
    return ext in _BY_EXTENSION and _BY_EXTENSION[ext][1] != "html"


def _content_guess(found_format: str, detail: str) -> KindGuess | None:
    if found_format in ("bigwig", "bedgraph", "wig"):
        return KindGuess(_SIGNAL, found_format, TRACK_TYPES.get(found_format), detail)
    if found_format in ("bigbed", "bed", "narrowpeak", "broadpeak", "gappedpeak", "categorical"):
        return KindGuess(_INTERVAL, found_format, TRACK_TYPES[found_format], detail)
    if found_format == "gff":
        return KindGuess("annotation", "gff", None, detail)
    return None


def _is_tab_table(head: bytes) -> bool:
    """Whether text's first lines all have the same number (at least one) of tabs."""
    lines = [ln for ln in head.decode("utf-8", "replace").splitlines()[:50] if ln.strip() and not ln.startswith("#")]
    if len(lines) > 2 and not head.endswith(b"\n"):
        lines = lines[:-1]  # the last line may be cut
    if len(lines) < 2:
        return False
    counts = {ln.count("\t") for ln in lines}
    return len(counts) == 1 and counts.pop() >= 1


def _decide(name: str, by_name: KindGuess, found_format: str | None, detail: str, head: bytes) -> KindGuess:
    by_content = _content_guess(found_format, detail) if found_format else None
    ext = _extension(name)
    if by_content is not None and by_content.format in ("bigwig", "bigbed"):
        return by_content  # magic numbers do not lie
    if by_name.kind in TRACK_KINDS:
        if by_content is None or by_content.kind not in TRACK_KINDS:
            why = f"{by_name.reason}, but the content is not a readable track ({detail})"
            return KindGuess(by_name.kind, by_name.format, None, why)
        specific = by_content.kind == by_name.kind and by_name.format not in ("bed", "bedgraph", "wig")
        fmt = by_name.format if specific else by_content.format
        return KindGuess(by_content.kind, fmt, TRACK_TYPES.get(fmt), f"{by_name.reason}; content: {detail}")
    if ext in _GENERIC or (by_name.kind == "other" and not ext):
        if by_content is not None and by_name.kind != "annotation":
            return KindGuess(by_content.kind, by_content.format, by_content.track_type, f"content: {detail}")
        if by_name.kind in ("document", "other") and head and not looks_binary(head) and _is_tab_table(head):
            return KindGuess("table", "tsv", None, "tab-separated columns")
        if ext in ("tsv", "tab"):
            return KindGuess("table", "tsv", None, by_name.reason)
    return by_name


def _needs_content(name: str, by_name: KindGuess) -> bool:
    ext = _extension(name)
    return by_name.kind in TRACK_KINDS or ext in _GENERIC or (by_name.kind == "other" and not ext)


def infer_kind(name: str, head: bytes, *, content_type: str | None = None) -> KindGuess:
    """The kind of a source from its name, content type and first bytes (decompressed if the
    source is gzip). Used for remote sources, where only the first bytes are read."""
    by_name = kind_from_name(name, content_type)
    if not head or not _needs_content(name, by_name):
        return by_name
    # The genome engine classifies files; hand it the bytes we have.
    with tempfile.TemporaryDirectory(prefix="gw-sniff-") as folder:
        path = Path(folder) / "head"
        path.write_bytes(head)
        try:
            found = sniff(path)
        except TrackSourceError as exc:
            return _decide(name, by_name, None, str(exc), head)
    return _decide(name, by_name, found.format, found.detail, head)


def infer_local_kind(path: str | os.PathLike[str], head: bytes | None = None) -> KindGuess:
    """The kind of a local file from its name and, where that matters, its content
    (``head``: its first bytes, decompressed, if already read)."""
    path = Path(path)
    by_name = kind_from_name(path.name)
    if not _needs_content(path.name, by_name):
        return by_name
    if head is None:
        try:
            head = read_head(path)[0]
        except OSError:
            head = b""
    try:
        found = sniff(path)
    except TrackSourceError as exc:
        return _decide(path.name, by_name, None, str(exc), head or b"")
    return _decide(path.name, by_name, found.format, found.detail, head or b"")
