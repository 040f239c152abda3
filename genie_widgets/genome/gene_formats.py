"""Parsers for gene annotation files → one table of transcripts.

Supported: GTF (GENCODE, Ensembl, UCSC, NCBI), GFF3 (Ensembl, NCBI), BED12 (BED6+ works:
one exon per row), UCSC genePred / knownGene / genePredExt / refGene (with ``bin``) /
refFlat (tab- or space-separated), and header-carrying gene tables such as GENCODE-derived
TSVs (``chrom start end gene_name strand …``; see :func:`read_gene_table`). Plain or gzip.

Every parser returns a DataFrame with one row per transcript and the columns of
:data:`TRANSCRIPT_COLUMNS` (gene tables add ``gene_key``: each row is its own gene).
Coordinates are converted to 0-based, end-exclusive (GTF/GFF3 and 1-based tables have 1
subtracted from their starts).
"""

from __future__ import annotations

import io
import os
import re

import numpy as np
import pandas as pd

from ._annotation_text import TRANSCRIPT_COLUMNS, _empty, _fields, _head_lines, _int_list, _open_text, _read_rows
from .errors import GeneAnnotationError
from .gff_formats import read_gff3, read_gtf

__all__ = [
    "TRANSCRIPT_COLUMNS",
    "detect_format",
    "read_annotation",
    "read_bed12",
    "read_gene_table",
    "read_genepred",
    "read_gff3",
    "read_gtf",
]


def detect_format(path: str | os.PathLike[str]) -> str:
    """``gtf``, ``gff3``, ``bed``, ``genepred``, ``refgene``, ``refflat``, ``genepredext``,
    ``gene_table`` from the first lines of the file."""
    lines = _head_lines(path)
    if any(ln.startswith("##gff-version 3") for ln in lines):
        return "gff3"
    header = next((ln for ln in lines if ln.strip()), "")
    cols = [c.strip().lstrip("#").lower() for c in _fields(header)]
    if {"chrom", "start", "end"} <= set(cols) and ("gene_name" in cols or "name" in cols or "symbol" in cols):
        return "gene_table"
    data = [ln for ln in lines if ln.strip() and not ln.startswith(("#", "track", "browser"))]
    if not data:
        raise GeneAnnotationError(f"{path} has no annotation lines")
    row = _fields(data[0])
    if len(row) >= 9 and row[3].isdigit() and row[4].isdigit() and row[6] in "+-.?":
        attrs = row[8]
        if re.search(r'\w+ "[^"]*"', attrs):
            return "gtf"
        if "=" in attrs:
            return "gff3"
    if len(row) >= 10 and row[2] in "+-" and row[3].isdigit():
        return "genepredext" if len(row) >= 15 else "genepred"
    if len(row) >= 11 and row[3] in "+-" and row[4].isdigit():
        return "refgene" if row[0].isdigit() and len(row) >= 16 else "refflat"
    if len(row) >= 3 and row[1].isdigit() and row[2].isdigit():
        return "bed"
    raise GeneAnnotationError(
        f"cannot tell the annotation format of {path}; supported: GTF, GFF3, BED12, genePred/"
        "refGene/refFlat and gene tables with a header"
    )


# ---------------------------------------------------------------------------- genePred family
def read_genepred(path: str | os.PathLike[str], variant: str | None = None) -> pd.DataFrame:
    """UCSC genePred (``genepred``, incl. knownGene's extra columns), ``genepredext``,
    ``refgene`` (genePredExt with a leading ``bin``) or ``refflat`` (gene name first).
    Coordinates are already 0-based, end-exclusive."""
    variant = variant or detect_format(path)
    rows = _read_rows(path)
    if rows.empty:
        return _empty()
    offset = {"genepred": 0, "genepredext": 0, "refgene": 1, "refflat": 1}[variant]
    name = rows[offset]
    if variant == "refflat":
        symbol = rows[0]
        name = rows[1]
    elif variant in ("refgene", "genepredext") and rows.shape[1] > offset + 11:
        symbol = rows[offset + 11].where(rows[offset + 11] != "", name)
    else:
        symbol = name
    o = offset
    table = pd.DataFrame({
        "transcript_id": name,
        "gene_id": symbol,
        "symbol": symbol,
        "chrom": rows[o + 1],
        "start": rows[o + 3].astype(np.int64),
        "end": rows[o + 4].astype(np.int64),
        "strand": rows[o + 2],
        "cds_start": rows[o + 5].astype(np.int64),
        "cds_end": rows[o + 6].astype(np.int64),
        "biotype": None,
        "exon_starts": rows[o + 8].map(_int_list),
        "exon_ends": rows[o + 9].map(_int_list),
    })
    noncoding = table["cds_start"] >= table["cds_end"]
    table["cds_start"] = table["cds_start"].astype(object).where(~noncoding, None)
    table["cds_end"] = table["cds_end"].astype(object).where(~noncoding, None)
    return table[list(TRANSCRIPT_COLUMNS)]


# ---------------------------------------------------------------------------- BED12
def read_bed12(path: str | os.PathLike[str]) -> pd.DataFrame:
    """BED12 (blocks are exons, thickStart/thickEnd the CDS); BED3–BED11 rows are one-exon
    transcripts. The name column is the gene symbol."""
    rows = _read_rows(path)
    if rows.empty:
        return _empty()
    n = rows.shape[1]
    start = rows[1].astype(np.int64)
    end = rows[2].astype(np.int64)
    name = rows[3] if n > 3 else rows[0] + ":" + rows[1] + "-" + rows[2]
    strand = rows[5] if n > 5 else pd.Series(".", index=rows.index)
    if n >= 12:
        sizes = rows[10].map(_int_list)
        offsets = rows[11].map(_int_list)
        exon_starts = [tuple(int(s) + o for o in offs) for s, offs in zip(start, offsets, strict=True)]
        # a malformed row with fewer sizes than starts keeps the exons it can pair (as before)
        exon_ends = [tuple(a + b for a, b in zip(st, sz, strict=False))
                     for st, sz in zip(exon_starts, sizes, strict=True)]
    else:
        exon_starts = [(int(s),) for s in start]
        exon_ends = [(int(e),) for e in end]
    cds_start: list[object] = [None] * len(rows)
    cds_end: list[object] = [None] * len(rows)
    if n >= 8:
        ts, te = rows[6].astype(np.int64), rows[7].astype(np.int64)
        cds_start = [int(a) if a < b else None for a, b in zip(ts, te, strict=True)]
        cds_end = [int(b) if a < b else None for a, b in zip(ts, te, strict=True)]
    table = pd.DataFrame({
        "transcript_id": name, "gene_id": name, "symbol": name, "chrom": rows[0],
        "start": start, "end": end, "strand": strand, "cds_start": cds_start, "cds_end": cds_end,
        "biotype": None, "exon_starts": exon_starts, "exon_ends": exon_ends,
    })
    return table[list(TRANSCRIPT_COLUMNS)]


# ---------------------------------------------------------------------------- gene tables
def read_gene_table(path: str | os.PathLike[str], exons: str | os.PathLike[str] | None = None,
                    *, one_based: bool = True) -> pd.DataFrame:
    """A gene table with a header row: ``chrom, start, end, gene_name`` (or ``name``/``symbol``),
    optional ``strand``, ``gene_type``/``biotype``, ``gene_id`` and ``aliases`` (comma-separated
    other symbols, kept in an ``aliases`` column). Without ``exons``, each gene's model is its
    span only (no exon boxes).

    ``one_based=True`` (the default, right for GENCODE-derived tables such as the hg38 GENCODE
    TSVs: start is GTF's 1-based inclusive start) subtracts 1 from every start. ``exons``
    optionally names a table with the same columns listing exons; they are grouped by gene and
    merged into one collapsed model per gene (transcript ids are not known).
    """
    table = _read_header_table(path)
    shift = 1 if one_based else 0
    symbol_col = next(c for c in ("gene_name", "symbol", "name") if c in table)
    genes = pd.DataFrame({
        "symbol": table[symbol_col].astype(str),
        "chrom": table["chrom"].astype(str),
        "start": table["start"].astype(np.int64) - shift,
        "end": table["end"].astype(np.int64),
        "strand": table["strand"].astype(str) if "strand" in table else ".",
        "biotype": table["gene_type"] if "gene_type" in table else table.get("biotype"),
        "gene_id": table["gene_id"].astype(str) if "gene_id" in table else table[symbol_col].astype(str),
        "aliases": table["aliases"].astype(str) if "aliases" in table else "",
    })
    exon_map: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
    if exons is not None:
        ex = _read_header_table(exons)
        ex_sym = next(c for c in ("gene_name", "symbol", "name") if c in ex)
        ex = pd.DataFrame({"symbol": ex[ex_sym].astype(str), "chrom": ex["chrom"].astype(str),
                           "start": ex["start"].astype(np.int64) - shift, "end": ex["end"].astype(np.int64)})
        ex = ex.sort_values(["symbol", "chrom", "start"], kind="stable")
        for (sym, chrom), group in ex.groupby(["symbol", "chrom"], sort=False):
            s = group["start"].to_numpy()
            e = group["end"].to_numpy()
            run = np.maximum.accumulate(e)
            new = np.r_[True, s[1:] > run[:-1]]
            idx = np.flatnonzero(new)
            exon_map[(sym, chrom)] = (s[idx], np.maximum.reduceat(e, idx))
    starts: list[tuple[int, ...]] = []
    ends: list[tuple[int, ...]] = []
    for sym, chrom, gs, ge in zip(genes["symbol"], genes["chrom"], genes["start"], genes["end"], strict=True):
        found = exon_map.get((sym, chrom))
        if found is not None:
            s, e = found
            inside = (e > gs) & (s < ge)
            if inside.any():
                starts.append(tuple(int(x) for x in np.maximum(s[inside], gs)))
                ends.append(tuple(int(x) for x in np.minimum(e[inside], ge)))
                continue
        # No exon is known: the model is the gene's span only (drawn as a line, not as one exon).
        starts.append(())
        ends.append(())
    out = pd.DataFrame({
        "transcript_id": genes["gene_id"], "gene_id": genes["gene_id"], "symbol": genes["symbol"],
        # every row of a gene table is its own gene, even when symbols repeat
        "gene_key": [f"row{i}" for i in range(len(genes))],
        "chrom": genes["chrom"], "start": genes["start"], "end": genes["end"], "strand": genes["strand"],
        "cds_start": None, "cds_end": None, "biotype": genes["biotype"],
        "exon_starts": starts, "exon_ends": ends, "aliases": genes["aliases"],
    })
    return out[[*TRANSCRIPT_COLUMNS, "gene_key", "aliases"]]


def _read_header_table(path: str | os.PathLike[str]) -> pd.DataFrame:
    with _open_text(path) as handle:
        text = handle.read()
    sep = "\t" if "\t" in text.split("\n", 1)[0] else r"\s+"
    table = pd.read_csv(io.StringIO(text), sep=sep, dtype=str, keep_default_na=False,
                        engine="c" if sep == "\t" else "python")
    table.columns = [c.strip().lstrip("#").lower() for c in table.columns]
    missing = {"chrom", "start", "end"} - set(table.columns)
    if missing:
        raise GeneAnnotationError(f"{path}: gene table lacks column(s) {sorted(missing)}")
    return table


# ---------------------------------------------------------------------------- dispatcher
def read_annotation(path: str | os.PathLike[str], fmt: str | None = None, *,
                    exons: str | os.PathLike[str] | None = None, one_based: bool = True) -> pd.DataFrame:
    """Read any supported annotation file into the transcript table (see module docstring)."""
    fmt = (fmt or detect_format(path)).lower()
    try:
        if fmt == "gtf":
            return read_gtf(path)
        if fmt in ("gff3", "gff"):
            return read_gff3(path)
        if fmt in ("bed", "bed12"):
            return read_bed12(path)
        if fmt in ("genepred", "genepredext", "refgene", "refflat", "knowngene"):
            return read_genepred(path, "genepred" if fmt == "knowngene" else fmt)
        if fmt == "gene_table":
            return read_gene_table(path, exons, one_based=one_based)
    except GeneAnnotationError:
        raise
    except (ValueError, KeyError, IndexError, pd.errors.ParserError) as exc:
        raise GeneAnnotationError(f"{path} is not valid {fmt} annotation: {exc}") from None
    raise GeneAnnotationError(f"unknown annotation format {fmt!r}")
