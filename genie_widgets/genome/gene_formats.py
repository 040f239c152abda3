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

import gzip
import io
import os
import re
from urllib.parse import unquote

import numpy as np
import pandas as pd

from .errors import GeneAnnotationError

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

TRANSCRIPT_COLUMNS = ("transcript_id", "gene_id", "symbol", "chrom", "start", "end", "strand",
                      "cds_start", "cds_end", "biotype", "exon_starts", "exon_ends")
_GTF_FEATURES = {"gene", "transcript", "exon", "CDS", "start_codon", "stop_codon"}
_GENE_TYPES = {"gene", "ncRNA_gene", "pseudogene", "transposable_element_gene"}
_SKIP_TYPES = {"chromosome", "region", "supercontig", "scaffold", "biological_region", "contig"}


def _open_text(path: str | os.PathLike[str]) -> io.TextIOBase:
    try:
        with open(path, "rb") as handle:
            magic = handle.read(2)
    except FileNotFoundError:
        raise GeneAnnotationError(f"annotation file not found: {path}") from None
    except OSError as exc:
        raise GeneAnnotationError(f"cannot read annotation file {path}: {exc}") from None
    if magic == b"\x1f\x8b":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def _head_lines(path: str | os.PathLike[str], n: int = 50) -> list[str]:
    lines: list[str] = []
    try:
        with _open_text(path) as handle:
            for line in handle:
                lines.append(line.rstrip("\r\n"))
                if len(lines) >= n:
                    break
    except (OSError, EOFError) as exc:
        raise GeneAnnotationError(f"cannot read annotation file {path}: {exc}") from None
    return lines


def _fields(line: str) -> list[str]:
    return line.split("\t") if "\t" in line else line.split()


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


def _read_rows(path: str | os.PathLike[str]) -> pd.DataFrame:
    with _open_text(path) as handle:
        lines = [ln for ln in handle if ln.strip() and not ln.startswith(("#", "track", "browser"))]
    if not lines:
        return pd.DataFrame()
    sep = "\t" if "\t" in lines[0] else r"\s+"
    return pd.read_csv(io.StringIO("".join(lines)), sep=sep, header=None, dtype=str, quoting=3,
                       keep_default_na=False, engine="c" if sep == "\t" else "python")


def _empty() -> pd.DataFrame:
    return pd.DataFrame({c: pd.Series(dtype=object) for c in TRANSCRIPT_COLUMNS})


def _int_list(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.strip().rstrip(",").split(",") if x.strip())


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
        exon_starts = [tuple(int(s) + o for o in offs) for s, offs in zip(start, offsets)]
        exon_ends = [tuple(a + b for a, b in zip(st, sz)) for st, sz in zip(exon_starts, sizes)]
    else:
        exon_starts = [(int(s),) for s in start]
        exon_ends = [(int(e),) for e in end]
    cds_start: list[object] = [None] * len(rows)
    cds_end: list[object] = [None] * len(rows)
    if n >= 8:
        ts, te = rows[6].astype(np.int64), rows[7].astype(np.int64)
        cds_start = [int(a) if a < b else None for a, b in zip(ts, te)]
        cds_end = [int(b) if a < b else None for a, b in zip(ts, te)]
    table = pd.DataFrame({
        "transcript_id": name, "gene_id": name, "symbol": name, "chrom": rows[0],
        "start": start, "end": end, "strand": strand, "cds_start": cds_start, "cds_end": cds_end,
        "biotype": None, "exon_starts": exon_starts, "exon_ends": exon_ends,
    })
    return table[list(TRANSCRIPT_COLUMNS)]


# ---------------------------------------------------------------------------- GTF
def _attr(series: pd.Series, key: str) -> pd.Series:
    return series.str.extract(rf'(?:^|;)\s*{key} "([^"]*)"', expand=False)


def _assemble(exons: pd.DataFrame, transcripts: pd.DataFrame, cds: pd.DataFrame,
              genes: pd.DataFrame) -> pd.DataFrame:
    """Common tail of GTF/GFF3: per-transcript exon lists, spans, CDS span, gene symbol."""
    if exons.empty and transcripts.empty:
        return _empty()
    exons = exons.sort_values(["tid", "start"], kind="stable")
    grouped = exons.groupby("tid", sort=False)
    ex_starts = grouped["start"].agg(tuple)
    ex_ends = grouped["end"].agg(tuple)
    span = grouped.agg(chrom=("chrom", "first"), start=("start", "min"), end=("end", "max"),
                       strand=("strand", "first"), gid=("gid", "first"))
    info = transcripts.drop_duplicates("tid").set_index("tid") if not transcripts.empty else None
    table = span.copy()
    if info is not None:
        # Transcripts listed without exons become single-exon models of their own span.
        missing = info.index.difference(table.index)
        if len(missing):
            extra = info.loc[missing, ["chrom", "start", "end", "strand", "gid"]]
            table = pd.concat([table, extra])
            ex_starts = pd.concat([ex_starts, extra["start"].map(lambda s: (int(s),))])
            ex_ends = pd.concat([ex_ends, extra["end"].map(lambda e: (int(e),))])
        for column in ("gid", "symbol", "biotype"):
            if column in info:
                known = info[column].reindex(table.index)
                base = table[column] if column in table else pd.Series(None, index=table.index, dtype=object)
                table[column] = known.where(known.notna(), base)
    for column in ("symbol", "biotype"):
        if column not in table:
            table[column] = None
    if not genes.empty:
        g = genes.drop_duplicates("gid").set_index("gid")
        for column in ("symbol", "biotype"):
            if column in g:
                from_gene = table["gid"].map(g[column])
                table[column] = table[column].where(table[column].notna(), from_gene)
    table["symbol"] = table["symbol"].where(table["symbol"].notna() & (table["symbol"] != ""), table["gid"])
    if not cds.empty:
        c = cds.groupby("tid").agg(cs=("start", "min"), ce=("end", "max"))
        table["cds_start"] = c["cs"].reindex(table.index).astype(object)
        table["cds_end"] = c["ce"].reindex(table.index).astype(object)
        table["cds_start"] = table["cds_start"].where(table["cds_start"].notna(), None)
        table["cds_end"] = table["cds_end"].where(table["cds_end"].notna(), None)
    else:
        table["cds_start"] = None
        table["cds_end"] = None
    table["exon_starts"] = ex_starts.reindex(table.index)
    table["exon_ends"] = ex_ends.reindex(table.index)
    table = table.reset_index(names="transcript_id").rename(columns={"gid": "gene_id"})
    table["start"] = table["start"].astype(np.int64)
    table["end"] = table["end"].astype(np.int64)
    return table[list(TRANSCRIPT_COLUMNS)]


def _gff_table(path: str | os.PathLike[str]) -> pd.DataFrame:
    rows = _read_rows(path)
    if rows.empty or rows.shape[1] < 9:
        raise GeneAnnotationError(f"{path} is not GTF/GFF: lines need 9 tab-separated columns")
    rows = rows.iloc[:, :9]
    rows.columns = ["chrom", "source", "type", "start", "end", "score", "strand", "phase", "attrs"]
    rows = rows[~rows["type"].isin(_SKIP_TYPES)]
    try:
        rows = rows.assign(start=rows["start"].astype(np.int64) - 1, end=rows["end"].astype(np.int64))
    except ValueError:
        raise GeneAnnotationError(f"{path}: start/end columns must be integers") from None
    return rows


def read_gtf(path: str | os.PathLike[str]) -> pd.DataFrame:
    """GTF 2.2 (GENCODE/Ensembl/UCSC/NCBI). Symbol: ``gene_name``, else ``gene``, else
    ``gene_id``. CDS span: CDS ∪ start/stop codons."""
    rows = _gff_table(path)
    rows = rows[rows["type"].isin(_GTF_FEATURES)]
    attrs = rows["attrs"]
    tid = _attr(attrs, "transcript_id")
    gid = _attr(attrs, "gene_id")
    symbol = _attr(attrs, "gene_name")
    symbol = symbol.where(symbol.notna(), _attr(attrs, "gene"))
    biotype = _attr(attrs, "gene_type")
    biotype = biotype.where(biotype.notna(), _attr(attrs, "gene_biotype"))
    rows = rows.assign(tid=tid.fillna(""), gid=gid.fillna(""), symbol=symbol, biotype=biotype)
    has_tid = rows["tid"] != ""
    exons = rows[(rows["type"] == "exon") & has_tid]
    transcripts = rows[(rows["type"] == "transcript") & has_tid]
    cds = rows[rows["type"].isin(["CDS", "start_codon", "stop_codon"]) & has_tid]
    genes = rows[rows["type"] == "gene"]
    return _assemble(exons, transcripts, cds, genes)


def read_gff3(path: str | os.PathLike[str]) -> pd.DataFrame:
    """GFF3 with ID/Parent links (gene → transcript → exon/CDS). Symbol: the gene's ``Name``
    (or ``gene=``), else its ID; Ensembl ``gene:``/``transcript:`` prefixes are kept in ids."""
    rows = _gff_table(path)
    attrs = rows["attrs"]

    def attr(key: str) -> pd.Series:
        return attrs.str.extract(rf"(?:^|;){key}=([^;]*)", expand=False).map(
            lambda x: unquote(x) if isinstance(x, str) else x)

    rows = rows.assign(id=attr("ID"), parent=attr("Parent"), name=attr("Name"), gene=attr("gene"),
                       biotype=attr("biotype"))
    bt2 = attr("gene_biotype")
    rows["biotype"] = rows["biotype"].where(rows["biotype"].notna(), bt2)
    is_gene = rows["type"].isin(_GENE_TYPES) | rows["type"].str.endswith("_gene")
    genes = rows[is_gene & rows["id"].notna()]
    gene_ids = set(genes["id"])
    parts = rows[rows["type"].isin(["exon", "CDS", "start_codon", "stop_codon"]) & rows["parent"].notna()]
    parts = parts.assign(parent=parts["parent"].str.split(",")).explode("parent")
    transcripts = rows[~is_gene & rows["id"].notna() & rows["parent"].notna()
                       & ~rows["type"].isin(["exon", "CDS", "start_codon", "stop_codon",
                                             "five_prime_UTR", "three_prime_UTR"])]
    transcripts = transcripts.assign(parent=transcripts["parent"].str.split(",").str[0])
    # Exons whose parent is a gene directly (no transcript level) form one model per gene.
    direct = parts[parts["parent"].isin(gene_ids)]
    tx_gid = dict(zip(transcripts["id"], transcripts["parent"]))
    for gene_id in set(direct["parent"]) - set(tx_gid):
        tx_gid[gene_id] = gene_id
    parts = parts.assign(tid=parts["parent"], gid=parts["parent"].map(tx_gid))
    parts["gid"] = parts["gid"].where(parts["gid"].notna(), parts["tid"])
    gsym = genes["name"].where(genes["name"].notna(), genes["gene"])
    gsym = gsym.where(gsym.notna(), genes["id"])
    g = pd.DataFrame({"gid": genes["id"], "symbol": gsym, "biotype": genes["biotype"]})
    t = pd.DataFrame({
        "tid": transcripts["id"], "gid": transcripts["parent"], "chrom": transcripts["chrom"],
        "start": transcripts["start"], "end": transcripts["end"], "strand": transcripts["strand"],
        "symbol": transcripts["gene"], "biotype": None,
    })
    exons = parts[parts["type"] == "exon"]
    cds = parts[parts["type"] != "exon"]
    return _assemble(exons, t, cds, g)


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
    for sym, chrom, gs, ge in zip(genes["symbol"], genes["chrom"], genes["start"], genes["end"]):
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
    return out[list(TRANSCRIPT_COLUMNS) + ["gene_key", "aliases"]]


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
