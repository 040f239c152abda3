"""Text track formats: BED (3–12+ columns), narrowPeak, broadPeak, gappedPeak, bedGraph.

Plain or gzip. Header lines (``track``, ``browser``, ``#`` comments) are skipped wherever they
appear. Coordinates are 0-based, end-exclusive, as in the file.
"""

from __future__ import annotations

import gzip
import io
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .. import _io
from ._checks import quote as _quote
from ._checks import quote_content as _quote_content
from ._checks import refuse_infinite as _refuse_infinite
from .errors import TrackSourceError

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "BED_COLUMNS",
    "BROADPEAK_COLUMNS",
    "GAPPEDPEAK_COLUMNS",
    "NARROWPEAK_COLUMNS",
    "TextSniff",
    "read_bed_table",
    "read_bedgraph_table",
    "read_head",
    "sniff_text",
]

BED_COLUMNS = ("chrom", "start", "end", "name", "score", "strand", "thickStart", "thickEnd",
               "itemRgb", "blockCount", "blockSizes", "blockStarts")
NARROWPEAK_COLUMNS = (*BED_COLUMNS[:6], "signalValue", "pValue", "qValue", "peak")
BROADPEAK_COLUMNS = (*BED_COLUMNS[:6], "signalValue", "pValue", "qValue")
GAPPEDPEAK_COLUMNS = (*BED_COLUMNS, "signalValue", "pValue", "qValue")

_HEADER_PREFIXES = ("track", "browser", "#")
_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^[-+]?(nan|inf|infinity)$", re.IGNORECASE)
_INT = re.compile(r"^\d+$")
_STRAND = {"+", "-", "."}
_SNIFF_LINES = 200


def _is_header(line: str) -> bool:
    stripped = line.lstrip()
    return not stripped or stripped.startswith(_HEADER_PREFIXES)


def read_head(path: str | os.PathLike[str], nbytes: int = 1 << 16) -> tuple[bytes, bool]:
    """First ``nbytes`` of the (decompressed) file and whether it is gzip
    (:func:`genie_widgets._io.read_head`; a truncated gzip still yields its first bytes)."""
    import zlib

    try:
        head, gz, _more = _io.read_head(path, nbytes)
    except FileNotFoundError:
        raise TrackSourceError(f"file not found: {path}") from None
    except IsADirectoryError:
        raise TrackSourceError(f"{path} is a folder, not a track file") from None
    except OSError as exc:
        raise TrackSourceError(f"cannot read {path}: {exc.strerror or exc}") from None
    except zlib.error as exc:
        raise TrackSourceError(f"{path} is a corrupt gzip file ({exc})") from None
    return head, gz


@dataclass(frozen=True)
class TextSniff:
    """What the first lines of a text file look like.

    ``format`` is one of ``bedgraph``, ``bed``, ``narrowpeak``, ``broadpeak``, ``gappedpeak``,
    ``wig`` (fixedStep/variableStep), ``gff``, ``empty`` or ``unknown``; ``columns`` is the
    number of tab-separated fields in the data lines; ``detail`` says why.
    """

    format: str
    columns: int
    detail: str


def _split(line: str) -> list[str]:
    return line.rstrip("\r\n").split("\t") if "\t" in line else line.split()


def sniff_text(head: bytes) -> TextSniff:
    """Classify text content from its first bytes (see :class:`TextSniff`)."""
    if b"\0" in head[:4096]:
        return TextSniff("unknown", 0, "binary content")
    text = head.decode("utf-8", "replace")
    lines = text.splitlines()
    if len(head) >= (1 << 16) - 1 and lines:
        lines = lines[:-1]  # the last line may be cut
    data = [ln for ln in lines if not _is_header(ln)][:_SNIFF_LINES]
    if not data:
        return TextSniff("empty", 0, "no data lines")
    first = data[0].lstrip()
    if first.startswith(("fixedStep", "variableStep")):
        return TextSniff("wig", 0, "WIG fixedStep/variableStep text")
    rows = [_split(ln) for ln in data]
    widths = {len(r) for r in rows}
    ncol = min(widths)
    for r in rows:
        if len(r) < 3 or not _INT.match(r[1]) or not _INT.match(r[2]):
            if len(r) >= 9 and _INT.match(r[3]) and _INT.match(r[4]) and r[6] in _STRAND:
                return TextSniff("gff", len(r), "GFF/GTF (coordinates in columns 4 and 5)")
            line = _quote_content(chr(9).join(r))
            return TextSniff("unknown", len(r), f"line {line} is not BED-like (columns 2 and 3 must be integers)")
    if ncol == 4 and len(widths) == 1 and all(_NUMBER.match(r[3]) for r in rows):
        return TextSniff("bedgraph", 4, "4 columns with a numeric 4th column")
    if ncol >= 10 and len(widths) == 1 and ncol == 10 and all(
        r[5] in _STRAND and all(_NUMBER.match(x) for x in r[6:9]) and _NUMBER.match(r[9]) for r in rows
    ):
        return TextSniff("narrowpeak", 10, "BED6+4 (narrowPeak)")
    if ncol == 9 and len(widths) == 1 and all(
        r[5] in _STRAND and all(_NUMBER.match(x) for x in r[6:9]) for r in rows
    ):
        return TextSniff("broadpeak", 9, "BED6+3 (broadPeak)")
    if ncol == 15 and len(widths) == 1 and all(all(_NUMBER.match(x) for x in r[12:15]) for r in rows):
        return TextSniff("gappedpeak", 15, "BED12+3 (gappedPeak)")
    return TextSniff("bed", ncol, f"BED with {ncol} columns")


def _open_text(path: str | os.PathLike[str]) -> io.TextIOBase:
    with open(path, "rb") as handle:
        magic = handle.read(2)
    if magic == b"\x1f\x8b":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


def _data_lines(path: str | os.PathLike[str]) -> tuple[str, str]:
    """The file's data lines (header/comment lines removed) as one string, and the separator."""
    try:
        with _open_text(path) as handle:
            lines = [ln for ln in handle if not _is_header(ln)]
    except (OSError, EOFError) as exc:
        raise TrackSourceError(f"{path} cannot be read completely ({exc}); it may be truncated") from None
    sep = "\t" if lines and "\t" in lines[0] else r"\s+"
    return "".join(lines), sep


def _read_table(path: str | os.PathLike[str], ncols: int | None) -> pd.DataFrame:
    import pandas as pd

    text, sep = _data_lines(path)
    if not text.strip():
        return pd.DataFrame({i: pd.Series(dtype=object) for i in range(ncols or 3)})
    try:
        table = pd.read_csv(
            io.StringIO(text), sep=sep, header=None, dtype=str, keep_default_na=False,
            engine="c" if sep == "\t" else "python", quoting=3,
            usecols=range(ncols) if ncols else None,
        )
    except (pd.errors.ParserError, ValueError) as exc:
        raise TrackSourceError(f"{path} is not a well-formed tab-separated file: {_quote(str(exc))[1:-1]}") from None
    return table


def _coords(path: object, table: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    try:
        starts = table[1].astype(np.int64).to_numpy()
        ends = table[2].astype(np.int64).to_numpy()
    except (ValueError, TypeError, OverflowError):
        bad = table[~(table[1].str.fullmatch(r"\d+") & table[2].str.fullmatch(r"\d+"))].head(1)
        row = bad.index[0] if len(bad) else "?"
        raise TrackSourceError(
            f"{path}: data line {row + 1 if isinstance(row, int) else row} has non-integer start/end "
            f"({_quote_content(' '.join(map(str, bad.iloc[0].tolist()[:3])))[1:-1] if len(bad) else ''})"
        ) from None
    bad = np.flatnonzero((starts < 0) | (ends < starts))
    if len(bad):
        i = int(bad[0])
        raise TrackSourceError(
            f"{path}: data line {i + 1} has an invalid interval "
            f"{_quote(str(table.iat[i, 0]), 60)[1:-1]}:{starts[i]}-{ends[i]} (start must be >= 0 and <= end)"
        )
    return starts, ends


def _leading_headers(path: str | os.PathLike[str]) -> tuple[int, bool, bool]:
    """(number of leading header lines, gzip?, tab-separated?) from the file's start."""
    count = 0
    tab = True
    with _open_text(path) as handle:
        for line in handle:
            if _is_header(line):
                count += 1
                continue
            tab = "\t" in line
            break
    with open(path, "rb") as raw:
        gz = raw.read(2) == b"\x1f\x8b"
    return count, gz, tab


def _fast_bedgraph(path: str | os.PathLike[str]) -> pd.DataFrame | None:
    """Typed read of a clean tab-separated bedGraph (the common case); None → use the careful,
    slower reader, which also names the offending line."""
    import pandas as pd

    try:
        skip, gz, tab = _leading_headers(path)
        if not tab:
            return None
        table = pd.read_csv(
            path, sep="\t", header=None, comment="#", skiprows=skip, usecols=[0, 1, 2, 3],
            dtype={0: str, 1: np.int64, 2: np.int64, 3: np.float64}, compression="gzip" if gz else None,
            engine="c", quoting=3, na_filter=True,
        )
    except (ValueError, pd.errors.ParserError, OSError, EOFError, UnicodeDecodeError):
        return None
    starts = table[1].to_numpy()
    ends = table[2].to_numpy()
    if len(table) and ((starts < 0) | (ends < starts)).any():
        return None  # let the careful reader report the line
    if np.isinf(table[3].to_numpy(np.float64)).any():
        return None  # the careful reader quotes the value as written
    return table


def read_bedgraph_table(path: str | os.PathLike[str]) -> pd.DataFrame:
    """A bedGraph file as a DataFrame ``chrom, start, end, value`` (value float64).

    Zero-length intervals and NaN values are dropped (they cover no bases).
    """
    import pandas as pd

    fast = _fast_bedgraph(path)
    if fast is not None:
        values = fast[3].to_numpy(np.float64)
        frame = pd.DataFrame({"chrom": fast[0].astype(str), "start": fast[1].to_numpy(np.int64),
                              "end": fast[2].to_numpy(np.int64), "value": values})
        keep = (frame["end"] > frame["start"]) & ~np.isnan(values)
        return frame[keep].reset_index(drop=True)
    table = _read_table(path, 4)
    if table.shape[1] < 4:
        raise TrackSourceError(f"{path} is not bedGraph: it has {table.shape[1]} columns, need 4")
    starts, ends = _coords(path, table)
    values = pd.to_numeric(table[3], errors="coerce").to_numpy(dtype=np.float64)
    bad = np.flatnonzero(np.isnan(values) & ~table[3].str.lower().isin(["nan"]).to_numpy())
    if len(bad):
        i = int(bad[0])
        raise TrackSourceError(f"{path}: data line {i + 1} has a non-numeric value {_quote_content(table.iat[i, 3])}")
    _refuse_infinite(path, values, table[3].to_numpy())
    frame = pd.DataFrame({"chrom": table[0].astype(str), "start": starts, "end": ends, "value": values})
    keep = (frame["end"] > frame["start"]) & ~np.isnan(values)
    return frame[keep].reset_index(drop=True)


def _column_names(fmt: str, ncols: int) -> list[str]:
    base = {
        "narrowpeak": NARROWPEAK_COLUMNS,
        "broadpeak": BROADPEAK_COLUMNS,
        "gappedpeak": GAPPEDPEAK_COLUMNS,
    }.get(fmt, BED_COLUMNS)
    names = list(base[:ncols])
    names += [f"field{i + 1}" for i in range(len(names), ncols)]
    return names


def read_bed_table(path: str | os.PathLike[str], fmt: str = "bed") -> pd.DataFrame:
    """A BED-like file as a DataFrame with named columns.

    Always has ``chrom, start, end, name, score, strand``: ``name`` is ``""``, ``score`` NaN
    and ``strand`` ``"."`` when the file lacks them. Numeric columns (score, thickStart/End,
    blockCount, narrowPeak values) are numeric; the rest stay text.
    """
    table = _read_table(path, None)
    ncols = table.shape[1]
    if ncols < 3:
        raise TrackSourceError(f"{path} is not BED: lines have {ncols} column(s), need at least 3")
    starts, ends = _coords(path, table)
    table.columns = _column_names(fmt, ncols)
    table["start"] = starts
    table["end"] = ends
    return normalize_feature_frame(table)


_NUMERIC = ("score", "thickStart", "thickEnd", "blockCount", "signalValue", "pValue", "qValue", "peak")


def normalize_feature_frame(table: pd.DataFrame) -> pd.DataFrame:
    """Ensure ``name``/``score``/``strand`` exist and numeric columns are numeric."""
    import pandas as pd

    table = table.copy()
    if "name" not in table:
        table["name"] = ""
    if "score" not in table:
        table["score"] = np.nan
    if "strand" not in table:
        table["strand"] = "."
    for column in _NUMERIC:
        if column in table and not pd.api.types.is_numeric_dtype(table[column]):
            table[column] = pd.to_numeric(table[column], errors="coerce")
    table["chrom"] = table["chrom"].astype(str)
    table["start"] = table["start"].astype(np.int64)
    table["end"] = table["end"].astype(np.int64)
    front = ["chrom", "start", "end", "name", "score", "strand"]
    return table[front + [c for c in table.columns if c not in front]]
