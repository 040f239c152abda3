"""Reading annotation text (plain or gzip) for the gene-annotation parsers of :mod:`.gene_formats`
and :mod:`.gff_formats`, and the transcript table they all return (:data:`TRANSCRIPT_COLUMNS`).
"""

from __future__ import annotations

import gzip
import io
import os

import pandas as pd

from .errors import GeneAnnotationError

TRANSCRIPT_COLUMNS = ("transcript_id", "gene_id", "symbol", "chrom", "start", "end", "strand",
                      "cds_start", "cds_end", "biotype", "exon_starts", "exon_ends")


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
