"""Gene index in memory: symbol (and alias) → locus, prefix suggestions, gene models in a window.

:class:`GeneIndex` is built from the transcript table of :mod:`.gene_formats`; the default
source of each genome and the loading cache are in :mod:`.genes`. Coordinates are 0-based,
end-exclusive; chromosome names are converted to the assembly's canonical names (``8`` and
``NC_000008.11`` become ``chr8``) when an assembly is given.
"""

from __future__ import annotations

import bisect
import os
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from .._io import echo
from .assemblies import Assembly, get_assembly
from .errors import GeneNotFoundError
from .gene_formats import read_annotation
from .locus import Region

__all__ = ["Gene", "GeneIndex", "Transcript"]


@dataclass(frozen=True)
class Transcript:
    """One transcript model: exons (sorted, 0-based, end-exclusive) and CDS bounds."""

    transcript_id: str
    chrom: str
    start: int
    end: int
    strand: str
    exon_starts: tuple[int, ...]
    exon_ends: tuple[int, ...]
    cds_start: int | None = None
    cds_end: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.transcript_id, "chrom": self.chrom, "start": self.start, "end": self.end,
            "strand": self.strand, "exonStarts": list(self.exon_starts), "exonEnds": list(self.exon_ends),
            "cdsStart": self.cds_start, "cdsEnd": self.cds_end,
        }


@dataclass(frozen=True)
class Gene:
    """A gene locus: the span of its transcripts on one chromosome and strand."""

    symbol: str
    gene_id: str
    chrom: str
    start: int
    end: int
    strand: str
    biotype: str | None = None
    transcripts: tuple[Transcript, ...] = field(default=(), repr=False)

    @property
    def region(self) -> Region:
        return Region(self.chrom, self.start, self.end)

    @property
    def locus(self) -> str:
        return self.region.locus

    @property
    def length(self) -> int:
        return self.end - self.start

    def to_dict(self, models: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "symbol": self.symbol, "geneId": self.gene_id, "chrom": self.chrom, "start": self.start,
            "end": self.end, "strand": self.strand, "biotype": self.biotype, "locus": self.locus,
            "transcriptCount": len(self.transcripts),
        }
        if models:
            out["transcripts"] = [t.to_dict() for t in self.transcripts]
        return out


def _cluster(table: pd.DataFrame) -> np.ndarray:
    """Gene number for each transcript: same (gene key, chrom, strand) and overlapping spans."""
    key = table["gene_key"].astype(str) + "\0" + table["chrom"] + "\0" + table["strand"].astype(str)
    order = np.lexsort((table["start"].to_numpy(), key.to_numpy()))
    k = key.to_numpy()[order]
    s = table["start"].to_numpy()[order]
    e = table["end"].to_numpy()[order]
    new = np.ones(len(order), dtype=bool)
    if len(order) > 1:
        same_key = k[1:] == k[:-1]
        group = np.r_[0, np.cumsum(~same_key)].astype(np.int64)
        # Running maximum of ends within each key group: offset groups so they never mix.
        big = np.int64(1) << 34
        run = np.maximum.accumulate(e.astype(np.int64) + group * big) - group * big
        new[1:] = ~same_key | (s[1:] > run[:-1])
    ids = np.cumsum(new) - 1
    out = np.empty(len(order), dtype=np.int64)
    out[order] = ids
    return out


class GeneIndex:
    """An in-memory gene index over a transcript table (see :mod:`.gene_formats`)."""

    def __init__(self, transcripts: pd.DataFrame, *, source: str = "", assembly: Assembly | None = None) -> None:
        self.source = source
        self.assembly = assembly
        t = transcripts.reset_index(drop=True).copy()
        if assembly is not None and len(t):
            names = {c: (assembly.find_chrom(c) or c) for c in t["chrom"].unique()}
            t["chrom"] = t["chrom"].map(names)
        t["symbol"] = t["symbol"].astype(str)
        gene_id = t["gene_id"].where(t["gene_id"].notna() & (t["gene_id"] != ""), t["symbol"]).astype(str)
        t["gene_id"] = gene_id
        if "gene_key" not in t:
            t["gene_key"] = gene_id
        t["gene_no"] = _cluster(t) if len(t) else np.empty(0, np.int64)
        t = t.sort_values(["gene_no", "start"], kind="stable").reset_index(drop=True)
        self._transcripts = t
        # transcripts of gene g are rows _tx_offsets[g] : _tx_offsets[g + 1]
        n_genes = int(t["gene_no"].max()) + 1 if len(t) else 0
        self._tx_offsets = np.searchsorted(t["gene_no"].to_numpy(), np.arange(n_genes + 1), side="left")
        grouped = t.groupby("gene_no", sort=True)
        genes = grouped.agg(symbol=("symbol", "first"), gene_id=("gene_id", "first"),
                            chrom=("chrom", "first"), start=("start", "min"), end=("end", "max"),
                            strand=("strand", "first"), biotype=("biotype", "first"))
        self.genes: pd.DataFrame = genes.reset_index()
        # column arrays for building Gene/Transcript objects quickly (pandas row access is slow)
        self._g = {c: self.genes[c].to_numpy(dtype=object) for c in
                   ("symbol", "gene_id", "chrom", "start", "end", "strand", "biotype", "gene_no")}
        self._t = {c: t[c].to_numpy(dtype=object) for c in
                   ("transcript_id", "chrom", "start", "end", "strand", "exon_starts", "exon_ends",
                    "cds_start", "cds_end")}
        self._by_symbol: dict[str, list[int]] = {}
        for row, symbol, gene_id in zip(self.genes.index, self.genes["symbol"], self.genes["gene_id"], strict=True):
            keys = {symbol.casefold(), str(gene_id).casefold()}
            # ENSG00000136997.17 and gene:ENSG00000136997 are also found as ENSG00000136997
            keys.add(str(gene_id).split(":")[-1].split(".")[0].casefold())
            for key in keys:
                if key:
                    self._by_symbol.setdefault(key, []).append(row)
        # Other names (HGNC previous and alias symbols) answer only when no gene has that symbol.
        self._by_alias: dict[str, list[int]] = {}
        if "aliases" in t:
            first = t.groupby("gene_no", sort=True)["aliases"].first()
            for row, names in zip(self.genes.index, first.reindex(self.genes["gene_no"]).to_numpy(), strict=True):
                if not isinstance(names, str) or not names:
                    continue
                for name in names.split(","):
                    key = name.strip().casefold()
                    if key and key not in self._by_symbol:
                        self._by_alias.setdefault(key, []).append(row)
        self._sorted_symbols = sorted(self._by_symbol)
        self._display: dict[str, str] = {}
        for symbol in self.genes["symbol"]:
            self._display.setdefault(symbol.casefold(), symbol)
        self._chrom_index: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = {}
        for chrom, group in self.genes.groupby("chrom", sort=False):
            order = np.argsort(group["start"].to_numpy(), kind="stable")
            rows = group.index.to_numpy()[order]
            s = group["start"].to_numpy()[order]
            e = group["end"].to_numpy()[order]
            self._chrom_index[str(chrom)] = (s, np.maximum.accumulate(e), e, rows)

    # ---------------------------------------------------------------- construction
    @classmethod
    def from_file(cls, path: str | os.PathLike[str], fmt: str | None = None, *,
                  assembly: Assembly | str | None = None, exons: str | os.PathLike[str] | None = None,
                  one_based: bool = True) -> GeneIndex:
        """Index an annotation file (format detected unless ``fmt`` is given). For gene tables
        (header with chrom/start/end/gene_name), ``exons`` and ``one_based`` are passed to
        :func:`~.gene_formats.read_gene_table`."""
        if isinstance(assembly, str):
            assembly = get_assembly(assembly)
        table = read_annotation(path, fmt, exons=exons, one_based=one_based)
        return cls(table, source=os.fspath(path), assembly=assembly)

    # ---------------------------------------------------------------- queries
    def __len__(self) -> int:
        return len(self.genes)

    def __contains__(self, symbol: object) -> bool:
        if not isinstance(symbol, str):
            return False
        key = symbol.strip().casefold()
        return key in self._by_symbol or key in self._by_alias

    def _sort_key(self, row: int) -> tuple:
        chrom = str(self._g["chrom"][row])
        primary = self.assembly is None or self.assembly.is_primary(chrom)
        order = list(self.assembly.chrom_sizes).index(chrom) if (
            self.assembly is not None and chrom in self.assembly.chrom_sizes) else 10_000
        return (not primary, order, int(self._g["start"][row]))

    def find(self, symbol: str) -> list[Gene]:
        """Every locus of ``symbol`` (or gene id), case-insensitive; primary chromosomes first.
        A name that is no gene's symbol finds the genes that list it as an alias (``OCT4`` →
        POU5F1)."""
        if not isinstance(symbol, str):
            return []
        key = symbol.strip().casefold()
        rows = self._by_symbol.get(key) or self._by_alias.get(key, [])
        rows = sorted(set(rows), key=self._sort_key)
        return [self._gene(r, models=True) for r in rows]

    def lookup(self, symbol: str) -> Gene:
        """The gene called ``symbol`` (case-insensitive; gene ids work too). When a symbol has
        several loci, the one on a primary chromosome, earliest in karyotype order, wins (see
        :meth:`find` for all). Raises :class:`~.errors.GeneNotFoundError` with suggestions."""
        found = self.find(symbol)
        if not found:
            text = symbol.strip() if isinstance(symbol, str) else repr(symbol)
            suggestions = self.suggest(text[:3], limit=5) if isinstance(symbol, str) and text else []
            hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
            raise GeneNotFoundError(
                f"gene '{echo(text)}' is not in the annotation ({self.source or 'in memory'}){hint}", suggestions
            )
        return found[0]

    def suggest(self, prefix: str, limit: int = 10) -> list[str]:
        """Symbols starting with ``prefix`` (case-insensitive), shortest first."""
        key = prefix.strip().casefold()
        if not key:
            return []
        i = bisect.bisect_left(self._sorted_symbols, key)
        out: list[str] = []
        while i < len(self._sorted_symbols) and self._sorted_symbols[i].startswith(key):
            name = self._sorted_symbols[i]
            if name in self._display:
                out.append(self._display[name])
            i += 1
        out.sort(key=lambda s: (len(s), s))
        return out[:limit]

    def genes_in(self, chrom: str, start: int, end: int, *, models: bool = True,
                 limit: int | None = None) -> list[Gene]:
        """Genes overlapping ``chrom:[start, end)`` (chrom by alias), sorted by start, with their
        transcript models when ``models`` is true."""
        name = chrom
        if name not in self._chrom_index and self.assembly is not None:
            name = self.assembly.find_chrom(chrom) or chrom
        index = self._chrom_index.get(name)
        if index is None:
            return []
        starts, run_end, ends, rows = index
        lo = int(np.searchsorted(run_end, start, side="right"))
        hi = int(np.searchsorted(starts, end, side="left"))
        picked = [int(rows[i]) for i in range(lo, hi) if ends[i] > start]
        if limit is not None:
            picked = picked[:limit]
        return [self._gene(r, models=models) for r in picked]

    def features_frame(self, chrom: str | None = None) -> pd.DataFrame:
        """Genes as an interval table (``chrom, start, end, name, score, strand``) — usable as
        features for :func:`~.measure.quantify_at_features`."""
        g = self.genes if chrom is None else self.genes[self.genes["chrom"] == chrom]
        return pd.DataFrame({"chrom": g["chrom"], "start": g["start"], "end": g["end"],
                             "name": g["symbol"], "score": np.nan, "strand": g["strand"]}).reset_index(drop=True)

    def _gene(self, row: int, models: bool) -> Gene:
        g = self._g
        transcripts: tuple[Transcript, ...] = ()
        if models:
            number = int(g["gene_no"][row])
            t = self._t
            transcripts = tuple(
                Transcript(
                    transcript_id=str(t["transcript_id"][i]), chrom=str(t["chrom"][i]), start=int(t["start"][i]),
                    end=int(t["end"][i]), strand=str(t["strand"][i]),
                    exon_starts=tuple(int(x) for x in t["exon_starts"][i]),
                    exon_ends=tuple(int(x) for x in t["exon_ends"][i]),
                    cds_start=_opt_int(t["cds_start"][i]), cds_end=_opt_int(t["cds_end"][i]),
                )
                for i in range(self._tx_offsets[number], self._tx_offsets[number + 1])
            )
        biotype = g["biotype"][row]
        return Gene(
            symbol=str(g["symbol"][row]), gene_id=str(g["gene_id"][row]), chrom=str(g["chrom"][row]),
            start=int(g["start"][row]), end=int(g["end"][row]), strand=str(g["strand"][row]),
            biotype=None if biotype is None or (isinstance(biotype, float) and np.isnan(biotype)) else str(biotype),
            transcripts=transcripts,
        )


def _opt_int(x: object) -> int | None:
    if x is None or (isinstance(x, float) and np.isnan(x)):
        return None
    return int(x)  # type: ignore[call-overload]  # a table cell: an int, a numeric str or a numpy number
