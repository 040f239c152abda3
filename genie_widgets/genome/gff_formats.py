"""GTF (GENCODE, Ensembl, UCSC, NCBI) and GFF3 (Ensembl, NCBI) → one table of transcripts with the
columns of :data:`~._annotation_text.TRANSCRIPT_COLUMNS`. Starts are 1-based in the files and
0-based (end-exclusive) in the table.
"""

from __future__ import annotations

import os
from urllib.parse import unquote

import numpy as np
import pandas as pd

from ._annotation_text import TRANSCRIPT_COLUMNS, _empty, _read_rows
from .errors import GeneAnnotationError

__all__ = ["read_gff3", "read_gtf"]

_GTF_FEATURES = {"gene", "transcript", "exon", "CDS", "start_codon", "stop_codon"}
_GENE_TYPES = {"gene", "ncRNA_gene", "pseudogene", "transposable_element_gene"}
_SKIP_TYPES = {"chromosome", "region", "supercontig", "scaffold", "biological_region", "contig"}


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
    tx_gid = dict(zip(transcripts["id"], transcripts["parent"], strict=True))
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
