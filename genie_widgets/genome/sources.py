"""Open a track source (a local path or an http(s) URL) as a reader.

Track kinds follow the reference: **signal** types are ``bigwig``, ``bw``, ``bedgraph`` and
``dbedgraph``; **interval** types are ``bigbed``, ``bb``, ``bed``, ``categorical``, ``qbed``,
``refbed``, ``repeatmasker`` and ``rmskv2`` (plus ``narrowpeak``, ``broadpeak`` and
``gappedpeak``, read as BED); every other type is **other** and has no numeric summary.

Beyond the reference, the file is *sniffed* (bigWig and bigBed magic numbers, gzip, the columns
of text files) and a declared type that does not match the content is refused with
:class:`~.errors.TrackTypeError`. Missing, unreachable, truncated and corrupt files raise
:class:`~.errors.TrackSourceError`.

Readers answer chromosome queries by alias (``chr1`` finds ``1`` and vice versa; with an
assembly, also ``NC_000001.11`` and the like). Coordinates are 0-based, end-exclusive.
Signal intervals come back as numpy arrays; interval features as a pandas DataFrame.

bigWig and bigBed are read by our own numpy decoder (:mod:`._bbi`), never by pyBigWig: it is
faster for whole-chromosome scopes, it turns corrupt input into exceptions instead of crashes,
and it reads URLs with HTTP range requests (the pyBigWig wheel has no libcurl support:
``pyBigWig.remote == 0``). A server that ignores ``Range`` gets the file downloaded once.
"""

from __future__ import annotations

import os
import re
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar, Union

import numpy as np
import pandas as pd

from . import _checks, _text, progress
from ._bbi import BBIFile, magic_kind
from ._byteio import (
    DEFAULT_TIMEOUT,
    HttpRangeFile,
    LocalFile,
    RangeStore,
    cached_path,
    download_to_cache,
    is_url,
)
from ._states import sniff_states
from .assemblies import Assembly, get_assembly, resolve_in
from .errors import TrackSourceError, TrackTypeError

__all__ = [
    "INTERVAL_TYPES",
    "SIGNAL_TYPES",
    "BedGraphReader",
    "BedReader",
    "BigBedReader",
    "BigWigReader",
    "IntervalReader",
    "SignalIntervals",
    "SignalReader",
    "Sniff",
    "open_intervals",
    "open_signal",
    "open_track",
    "sniff",
    "track_kind",
]

T = TypeVar("T")

SIGNAL_TYPES = frozenset({"bigwig", "bw", "bedgraph", "dbedgraph"})
INTERVAL_TYPES = frozenset({"bigbed", "bb", "bed", "categorical", "qbed", "refbed", "repeatmasker",
                            "rmskv2", "narrowpeak", "broadpeak", "gappedpeak"})

# Which sniffed formats each declared type accepts.
_ACCEPTS: dict[str, frozenset[str]] = {
    "bigwig": frozenset({"bigwig"}),
    "bw": frozenset({"bigwig"}),
    "bedgraph": frozenset({"bedgraph"}),
    "dbedgraph": frozenset({"bedgraph"}),
    "bigbed": frozenset({"bigbed"}),
    "bb": frozenset({"bigbed"}),
    "repeatmasker": frozenset({"bigbed", "bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak"}),
    "rmskv2": frozenset({"bigbed", "bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak"}),
    "narrowpeak": frozenset({"narrowpeak", "bed"}),
    "broadpeak": frozenset({"broadpeak", "bed"}),
    "gappedpeak": frozenset({"gappedpeak", "bed"}),
}
_TEXT_BED = frozenset({"bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak", "categorical"})
# A categorical file whose states are integers can still be read as a signal if the user says so.
for _t in ("bedgraph", "dbedgraph"):
    _ACCEPTS[_t] = _ACCEPTS[_t] | {"categorical"}
for _t in ("bed", "categorical", "qbed", "refbed"):
    _ACCEPTS[_t] = _TEXT_BED

_FORMAT_LABEL = {
    "bigwig": "a bigWig file",
    "bigbed": "a bigBed file",
    "bedgraph": "bedGraph text",
    "bed": "BED text",
    "narrowpeak": "narrowPeak text",
    "broadpeak": "broadPeak text",
    "gappedpeak": "gappedPeak text",
    "categorical": "BED with states in column 4 (categorical)",
    "wig": "WIG text (fixedStep/variableStep)",
    "gff": "GFF/GTF text",
    "empty": "an empty file",
    "unknown": "an unrecognised format",
}


def track_kind(track_type: str | None) -> str:
    """``"signal"``, ``"interval"`` or ``"other"`` for a reference track type (case-insensitive)."""
    t = (track_type or "").strip().lower()
    if t in SIGNAL_TYPES:
        return "signal"
    if t in INTERVAL_TYPES:
        return "interval"
    return "other"


# ---------------------------------------------------------------------------- data containers
@dataclass(frozen=True)
class SignalIntervals:
    """Signal intervals on one chromosome: ``starts``/``ends`` (int64, 0-based, end-exclusive)
    and ``values`` (float32 for bigWig, float64 for bedGraph), sorted by start."""

    starts: np.ndarray
    ends: np.ndarray
    values: np.ndarray

    def __len__(self) -> int:
        return len(self.starts)

    @classmethod
    def empty(cls) -> SignalIntervals:
        return cls(np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float32))

    def clip(self, start: int, end: int) -> SignalIntervals:
        """The parts inside ``[start, end)`` (intervals outside are dropped)."""
        s = np.maximum(self.starts, start)
        e = np.minimum(self.ends, end)
        keep = e > s
        if keep.all():
            return SignalIntervals(s, e, self.values)
        return SignalIntervals(s[keep], e[keep], self.values[keep])


# ---------------------------------------------------------------------------- reader base classes
class _Reader(ABC):
    kind: str = ""
    format: str = ""

    def __init__(self, source: str, assembly: Assembly | None) -> None:
        self.source = source
        self.assembly = assembly
        self._resolved: dict[str, str | None] = {}

    @abstractmethod
    def chroms(self) -> dict[str, int]:
        """Chromosome names as written in the file → length in bp (for text files: the
        largest end seen)."""

    def resolve_chrom(self, chrom: str) -> str | None:
        """The file's name for ``chrom`` (any alias), or ``None`` if the file lacks it."""
        if chrom not in self._resolved:
            self._resolved[chrom] = resolve_in(self.chroms(), chrom, self.assembly)
        return self._resolved[chrom]

    def close(self) -> None:  # noqa: B027 - optional hook, nothing to release by default
        """Release the file handle (readers are also context managers)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.source!r})"


class SignalReader(_Reader):
    """A signal track (bigWig or bedGraph). See :class:`SignalIntervals`."""

    kind = "signal"

    @abstractmethod
    def intervals(self, chrom: str, start: int = 0, end: int | None = None) -> SignalIntervals:
        """Intervals of ``chrom`` (any alias) overlapping ``[start, end)``, *not* clipped.
        Empty when the file has no such chromosome."""

    def iter_intervals(self, chrom: str, start: int = 0, end: int | None = None,
                       max_intervals: int = 4_000_000) -> Iterator[SignalIntervals]:
        """Like :meth:`intervals` but in chunks of about ``max_intervals`` (bounded memory).
        Chunks are in order; an interval appears in exactly one chunk."""
        yield self.intervals(chrom, start, end)

    @abstractmethod
    def intervals_in(self, chrom: str, starts: np.ndarray, ends: np.ndarray) -> SignalIntervals:
        """Intervals overlapping any of the ranges ``[starts[i], ends[i])``, each once, sorted.
        Only the data near the ranges is decoded."""

    def map_intervals(self, chrom: str, start: int, end: int, fn: Callable[[np.ndarray, np.ndarray, np.ndarray], T],
                      *, near: tuple[np.ndarray, np.ndarray] | None = None) -> list[T]:
        """Apply ``fn(starts, ends, values)`` to consecutive chunks of the intervals of ``chrom``
        in ``[start, end)``, *clipped* to it, and return the results in genomic order.

        This is the streaming primitive of :mod:`.measure`: bigWig chunks are decoded and
        reduced in worker threads, memory stays bounded by the chunk size, and each interval is
        passed exactly once. The arrays may be read-only uint32/float32 views; values may be
        NaN. ``near=(starts, ends)`` restricts the work to data near those ranges (intervals
        are still clipped to ``[start, end)`` only).
        """
        out: list[T] = []
        if near is not None:
            chunks: Iterable[SignalIntervals] = [self.intervals_in(chrom, *near)]
        else:
            chunks = self.iter_intervals(chrom, start, end)
        for chunk in chunks:
            if len(chunk):
                c = chunk.clip(start, end)
                if len(c):
                    out.append(fn(c.starts, c.ends, c.values))
        return out


class IntervalReader(_Reader):
    """An interval (feature) track: bigBed or BED-like text."""

    kind = "interval"

    @abstractmethod
    def features(self, chrom: str, start: int = 0, end: int | None = None) -> pd.DataFrame:
        """Features of ``chrom`` overlapping ``[start, end)`` as a DataFrame with at least
        ``chrom`` (the name asked for), ``start``, ``end``, ``name``, ``score``, ``strand``;
        further columns as the format defines them. Sorted by start."""

    def all_features(self) -> pd.DataFrame:
        """Every feature in the file, chromosomes in file order."""
        frames = [self.features(c) for c in self.chroms()]
        frames = [f for f in frames if len(f)]
        if not frames:
            return self.features("\0none")
        return pd.concat(frames, ignore_index=True)


# ---------------------------------------------------------------------------- bigWig / bigBed
class BigWigReader(SignalReader):
    """A bigWig file read with the numpy decoder in :mod:`._bbi` (local path or URL)."""

    format = "bigwig"

    def __init__(self, bbi: BBIFile, source: str, assembly: Assembly | None = None) -> None:
        super().__init__(source, assembly)
        if bbi.kind != "bigwig":
            raise TrackTypeError(f"{source} is a bigBed file, not bigWig")
        self.bbi = bbi

    def chroms(self) -> dict[str, int]:
        return {name: size for name, (_cid, size) in self.bbi.chroms.items()}

    def _chrom_id(self, chrom: str) -> int | None:
        name = self.resolve_chrom(chrom)
        return None if name is None else self.bbi.chroms[name][0]

    def intervals(self, chrom: str, start: int = 0, end: int | None = None) -> SignalIntervals:
        cid = self._chrom_id(chrom)
        if cid is None:
            return SignalIntervals.empty()
        s, e, v = self.bbi.wig_intervals(cid, int(start), _end(end))
        return SignalIntervals(s, e, v)

    def iter_intervals(self, chrom: str, start: int = 0, end: int | None = None,
                       max_intervals: int = 4_000_000) -> Iterator[SignalIntervals]:
        cid = self._chrom_id(chrom)
        if cid is None:
            return
        lo, hi = int(start), _end(end)
        leaves = self.bbi.select(self.bbi.data_leaves(cid), lo, hi)
        # A block holds at most 65,535 items (itemCount is 16-bit); writers use ~1,024.
        per_chunk = max(1, max_intervals // 1024)
        for i in range(0, len(leaves), per_chunk):
            # Each interval lives in exactly one block, so it appears in exactly one chunk.
            s, e, v = self.bbi.wig_intervals(cid, lo, hi, leaves=leaves[i : i + per_chunk])
            yield SignalIntervals(s, e, v)

    def map_intervals(self, chrom: str, start: int, end: int, fn: Callable[[np.ndarray, np.ndarray, np.ndarray], T],
                      *, near: tuple[np.ndarray, np.ndarray] | None = None) -> list[T]:
        cid = self._chrom_id(chrom)
        if cid is None:
            return []
        leaves = self.bbi.select(self.bbi.data_leaves(cid), int(start), int(end))
        if near is not None:
            if len(near[0]) == 0:
                return []
            ms, me = _merge_ranges(np.asarray(near[0], np.int64), np.asarray(near[1], np.int64))
            leaves = leaves[_overlaps_any(leaves["start"], leaves["end"], ms, me)]
        return self.bbi.map_wig(cid, int(start), int(end), fn, leaves=leaves)

    def intervals_in(self, chrom: str, starts: np.ndarray, ends: np.ndarray) -> SignalIntervals:
        cid = self._chrom_id(chrom)
        if cid is None or len(starts) == 0:
            return SignalIntervals.empty()
        ms, me = _merge_ranges(np.asarray(starts, np.int64), np.asarray(ends, np.int64))
        leaves = self.bbi.data_leaves(cid)
        leaves = leaves[_overlaps_any(leaves["start"], leaves["end"], ms, me)]
        s, e, v = self.bbi.wig_intervals(cid, int(ms[0]), int(me[-1]), leaves=leaves)
        keep = _overlaps_any(s, e, ms, me)
        return SignalIntervals(s[keep], e[keep], v[keep])

    def close(self) -> None:
        self.bbi.close()


class BigBedReader(IntervalReader):
    """A bigBed file; extra fields are named from its autoSql (narrowPeak etc.)."""

    format = "bigbed"

    def __init__(self, bbi: BBIFile, source: str, assembly: Assembly | None = None) -> None:
        super().__init__(source, assembly)
        if bbi.kind != "bigbed":
            raise TrackTypeError(f"{source} is a bigWig file, not bigBed")
        self.bbi = bbi
        self.columns = _bigbed_columns(bbi)

    def chroms(self) -> dict[str, int]:
        return {name: size for name, (_cid, size) in self.bbi.chroms.items()}

    def features(self, chrom: str, start: int = 0, end: int | None = None) -> pd.DataFrame:
        name = self.resolve_chrom(chrom)
        if name is None:
            return _empty_features(self.columns)
        cid = self.bbi.chroms[name][0]
        s, e, rests = self.bbi.bed_records(cid, int(start), _end(end))
        extra = self.columns[3:]
        if extra:
            split = [r.split("\t") if r else [] for r in rests]
            width = len(extra)
            padded = [(row + [""] * width)[:width] for row in split]
            table = pd.DataFrame(padded, columns=extra, dtype=object) if padded else pd.DataFrame(
                {c: pd.Series(dtype=object) for c in extra})
        else:
            table = pd.DataFrame(index=range(len(s)))
        table.insert(0, "chrom", chrom)
        table.insert(1, "start", s)
        table.insert(2, "end", e)
        return _text.normalize_feature_frame(table)

    def close(self) -> None:
        self.bbi.close()


_AUTOSQL_FIELD = re.compile(r"^\s*[A-Za-z_][\w]*(?:\s*\[\s*\w*\s*\])?(?:\s*\([^)]*\))?\s+([A-Za-z_]\w*)\s*;",
                            re.MULTILINE)


def _bigbed_columns(bbi: BBIFile) -> list[str]:
    names: list[str] = []
    if bbi.autosql:
        body = bbi.autosql.split("(", 1)[-1]
        names = _AUTOSQL_FIELD.findall(body)
    count = bbi.field_count or len(names) or 3
    if len(names) != count:
        names = list(_text.BED_COLUMNS[:count]) + [f"field{i + 1}" for i in range(12, count)]
    # The first ``defined_field_count`` fields are standard BED fields whatever autoSql calls
    # them (e.g. "reserved" for itemRgb, "chromStarts" for blockStarts).
    standard = min(bbi.defined_field_count or 3, len(_text.BED_COLUMNS), len(names))
    names[:standard] = _text.BED_COLUMNS[:standard]
    names[:3] = ["chrom", "start", "end"]
    return names


def _empty_features(columns: list[str]) -> pd.DataFrame:
    table = pd.DataFrame({c: pd.Series(dtype=object) for c in columns})
    table["chrom"] = table["chrom"].astype(str)
    return _text.normalize_feature_frame(table)


# ---------------------------------------------------------------------------- text readers
class BedGraphReader(SignalReader):
    """A bedGraph text file (plain or gzip), parsed once into per-chromosome arrays."""

    format = "bedgraph"

    def __init__(self, path: str, source: str | None = None, assembly: Assembly | None = None) -> None:
        super().__init__(source or path, assembly)
        table = _text.read_bedgraph_table(path)
        self._data: dict[str, SignalIntervals] = {}
        self._sizes: dict[str, int] = {}
        for chrom, group in table.groupby("chrom", sort=False):
            s = group["start"].to_numpy(np.int64)
            e = group["end"].to_numpy(np.int64)
            v = group["value"].to_numpy(np.float64)
            if len(s) > 1 and np.any(s[1:] < s[:-1]):
                order = np.argsort(s, kind="stable")
                s, e, v = s[order], e[order], v[order]
            _checks.refuse_overlaps(self.source, str(chrom), s, e)
            self._data[str(chrom)] = SignalIntervals(s, e, v)
            self._sizes[str(chrom)] = int(e.max()) if len(e) else 0

    def chroms(self) -> dict[str, int]:
        return dict(self._sizes)

    def intervals(self, chrom: str, start: int = 0, end: int | None = None) -> SignalIntervals:
        name = self.resolve_chrom(chrom)
        if name is None:
            return SignalIntervals.empty()
        data = self._data[name]
        lo, hi = int(start), _end(end)
        keep = (data.ends > lo) & (data.starts < hi)
        if keep.all():
            return data
        return SignalIntervals(data.starts[keep], data.ends[keep], data.values[keep])

    def intervals_in(self, chrom: str, starts: np.ndarray, ends: np.ndarray) -> SignalIntervals:
        name = self.resolve_chrom(chrom)
        if name is None or len(starts) == 0:
            return SignalIntervals.empty()
        ms, me = _merge_ranges(np.asarray(starts, np.int64), np.asarray(ends, np.int64))
        data = self._data[name]
        keep = _overlaps_any(data.starts, data.ends, ms, me)
        return SignalIntervals(data.starts[keep], data.ends[keep], data.values[keep])


class BedReader(IntervalReader):
    """A BED-like text file (BED3–BED12+, narrowPeak, broadPeak, gappedPeak), parsed once."""

    def __init__(self, path: str, fmt: str = "bed", source: str | None = None,
                 assembly: Assembly | None = None) -> None:
        super().__init__(source or path, assembly)
        self.format = fmt
        table = _text.read_bed_table(path, fmt)
        self.columns = list(table.columns)
        self._data: dict[str, pd.DataFrame] = {}
        self._sizes: dict[str, int] = {}
        for chrom, group in table.groupby("chrom", sort=False):
            group = group.sort_values("start", kind="stable").reset_index(drop=True)
            self._data[str(chrom)] = group
            self._sizes[str(chrom)] = int(group["end"].max())

    def chroms(self) -> dict[str, int]:
        return dict(self._sizes)

    def features(self, chrom: str, start: int = 0, end: int | None = None) -> pd.DataFrame:
        name = self.resolve_chrom(chrom)
        if name is None:
            return _empty_features(self.columns)
        table = self._data[name]
        lo, hi = int(start), _end(end)
        keep = (table["end"].to_numpy() > lo) & (table["start"].to_numpy() < hi)
        out = table[keep].reset_index(drop=True)
        out["chrom"] = chrom
        return out


# ---------------------------------------------------------------------------- helpers
def _end(end: int | None) -> int:
    return (1 << 32) - 1 if end is None else int(end)


def _merge_ranges(starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sorted union of ranges (overlapping or touching ranges merge)."""
    order = np.argsort(starts, kind="stable")
    s, e = starts[order], ends[order]
    run_end = np.maximum.accumulate(e)
    new = np.ones(len(s), dtype=bool)
    new[1:] = s[1:] > run_end[:-1]
    idx = np.flatnonzero(new)
    merged_end = np.maximum.reduceat(e, idx)
    return s[idx], merged_end


def _overlaps_any(starts: np.ndarray, ends: np.ndarray, ms: np.ndarray, me: np.ndarray) -> np.ndarray:
    """For each [starts, ends), whether it overlaps any of the disjoint sorted ranges [ms, me)."""
    if len(ms) == 0:
        return np.zeros(len(starts), dtype=bool)
    i = np.searchsorted(me, starts, side="right")  # first range ending after the start
    ok = i < len(ms)
    out = np.zeros(len(starts), dtype=bool)
    out[ok] = ms[i[ok]] < ends[ok]
    return out


# ---------------------------------------------------------------------------- sniff / open
@dataclass(frozen=True)
class Sniff:
    """The detected format of a source: ``format`` (``bigwig``, ``bigbed``, ``bedgraph``,
    ``bed``, ``narrowpeak``, ``broadpeak``, ``gappedpeak``, ``wig``, ``gff``, ``empty``,
    ``unknown``), whether it is gzip-compressed, the local path it was read from and a short
    ``detail``."""

    format: str
    gzip: bool
    path: str
    detail: str
    numeric_states: bool = False  # categorical only: the states are integers (readable as a signal)

    @property
    def kind(self) -> str:
        """``signal``, ``interval`` or ``other`` for the detected format."""
        if self.format in ("bigwig", "bedgraph"):
            return "signal"
        if self.format in ("bigbed", "bed", "narrowpeak", "broadpeak", "gappedpeak", "categorical"):
            return "interval"
        return "other"

    def readable_as(self, kind: str) -> bool:
        """Whether the content can be read as a track of ``kind`` (a categorical file with integer
        states also as a signal, when the user declares it so)."""
        return kind == self.kind or (kind == "signal" and self.numeric_states)


_lock = threading.Lock()


def _local_copy(source: str, cache_dir: str | os.PathLike[str] | None, timeout: float) -> str:
    if is_url(source):
        with _lock:
            return str(download_to_cache(source, cache_dir, timeout=timeout, progress=_download_progress(source)))
    return os.fspath(source)


def _download_progress(source: str):
    """The current progress reporter (see :mod:`.progress`) as a byte-download callback, or False."""
    reporter = progress.current()
    if reporter is None:
        return False
    name = source.split("?")[0].rstrip("/").rsplit("/", 1)[-1] or source
    return lambda done, total: reporter(done, total, f"downloading {name} (bytes)")


def _sniff_local(path: str) -> Sniff:
    if os.path.isdir(path):
        raise TrackSourceError(f"{path} is a folder, not a track file")
    head, gz = _text.read_head(path)
    kind = magic_kind(head[:4]) if not gz else None
    if kind is not None:
        return Sniff(kind, False, path, f"{kind} magic number")
    if not head:
        return Sniff("empty", gz, path, "the file is empty")
    result = _text.sniff_text(head)
    if result.format in ("bedgraph", "bed"):
        states = _categorical(path, head, gz)
        if states is not None:
            return states
    return Sniff(result.format, gz, path, result.detail)


def _categorical(path: str, head: bytes, gz: bool) -> Sniff | None:
    """A ``categorical`` :class:`Sniff` when the 4th column holds states (see :mod:`._states`)."""
    found = sniff_states(head)
    if found is None:
        return None
    return Sniff("categorical", gz, path, found.detail, numeric_states=found.numeric)


def sniff(source: str | os.PathLike[str], *, cache_dir: str | os.PathLike[str] | None = None,
          timeout: float = DEFAULT_TIMEOUT, store: RangeStore | None = None) -> Sniff:
    """Detect a source's format from its content. A URL of a bigWig/bigBed is probed with a
    range request (``store`` consulted first, see :class:`._byteio.RangeStore`); other URLs are
    downloaded once into the cache."""
    source = os.fspath(source)
    if is_url(source) and not cached_path(source, cache_dir).exists():
        try:
            remote = HttpRangeFile(source, timeout=timeout, store=store)
        except TrackSourceError as exc:
            if "range" not in str(exc):
                raise
        else:
            kind = magic_kind(remote.read(0, min(4, remote.size)))
            if kind is not None:
                return Sniff(kind, False, source, f"{kind} magic number (remote)")
    return _sniff_local(_local_copy(source, cache_dir, timeout))


def _mismatch(declared: str, found: Sniff, source: str) -> TrackTypeError:
    label = _FORMAT_LABEL.get(found.format, found.format)
    kind = track_kind(declared)
    suggestion = {
        "bigwig": "bigwig", "bigbed": "bigbed", "bedgraph": "bedgraph", "bed": "bed",
        "narrowpeak": "bed", "broadpeak": "bed", "gappedpeak": "bed",
    }.get(found.format)
    hint = f"; add it with type '{suggestion}'" if suggestion else ""
    return TrackTypeError(
        f"{source} was declared as type '{declared}' ({kind} track) but its content is {label} "
        f"({found.detail}){hint}"
    )


Reader = Union[SignalReader, IntervalReader]


def open_track(
    source: str | os.PathLike[str],
    track_type: str | None = None,
    *,
    assembly: Assembly | str | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    store: RangeStore | None = None,
    check_sizes: bool = False,
    force: bool = False,
) -> Reader:
    """:func:`_open_track`, then the assembly checks of :func:`._checks.check_assembly`: a text
    file with no chromosome of ``assembly`` is refused; with ``check_sizes`` (what a project
    does) a bigWig/bigBed whose chromosome sizes disagree with ``assembly`` is refused unless
    ``force`` (then ``reader.warning`` says so)."""
    if isinstance(assembly, str):
        assembly = get_assembly(assembly)
    reader = _open_track(source, track_type, assembly=assembly, cache_dir=cache_dir, timeout=timeout,
                         store=store)
    return _checks.check_assembly(reader, assembly, force, sizes_too=check_sizes)


def _open_track(
    source: str | os.PathLike[str],
    track_type: str | None = None,
    *,
    assembly: Assembly | str | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    store: RangeStore | None = None,
) -> Reader:
    """Open a local path or http(s) URL as a :class:`SignalReader` or :class:`IntervalReader`.

    ``track_type`` is the declared type (``bigwig``, ``bed``, …; case-insensitive). When given,
    the content must match it, otherwise :class:`~.errors.TrackTypeError`; a type of kind
    "other" is refused too (it has no numeric reader). When omitted, the format is sniffed.
    bigWig/bigBed URLs are read with HTTP range requests; text URLs are downloaded once into the
    cache (``cache_dir`` or the default, see :func:`._byteio.cache_dir`). ``store`` is consulted
    for byte ranges of a URL before the network and told each range fetched
    (:class:`._byteio.RangeStore`).
    """
    source = os.fspath(source)
    if isinstance(assembly, str):
        assembly = get_assembly(assembly)
    declared = (track_type or "").strip().lower() or None
    if declared is not None and track_kind(declared) == "other":
        raise TrackTypeError(
            f"track type '{track_type}' has no numeric reader; signal types are "
            f"{', '.join(sorted(SIGNAL_TYPES))} and interval types are {', '.join(sorted(INTERVAL_TYPES))}"
        )
    bbi: BBIFile | None = None
    if is_url(source) and cached_path(source, cache_dir).exists():
        path = str(cached_path(source, cache_dir))  # downloaded before: no network needed
    elif is_url(source):
        try:
            remote = HttpRangeFile(source, timeout=timeout, store=store)
        except TrackSourceError as exc:
            if "range" not in str(exc):
                raise
            remote = None
        if remote is not None and remote.size >= 4 and magic_kind(remote.read(0, 4)):
            bbi = BBIFile(remote)
        path = None if bbi is not None else _local_copy(source, cache_dir, timeout)
    else:
        path = source
    if bbi is None:
        found = _sniff_local(path)  # type: ignore[arg-type]
        if found.format in ("bigwig", "bigbed"):
            if declared is not None and found.format not in _ACCEPTS[declared]:
                raise _mismatch(declared, found, source)
            bbi = BBIFile(LocalFile(path))  # type: ignore[arg-type]
    if bbi is not None:
        found = Sniff(bbi.kind, False, source, f"{bbi.kind} magic number")
        if declared is not None and bbi.kind not in _ACCEPTS[declared]:
            bbi.close()
            raise _mismatch(declared, found, source)
        if bbi.kind == "bigwig":
            return BigWigReader(bbi, source, assembly)
        return BigBedReader(bbi, source, assembly)
    if declared is not None and found.format not in _ACCEPTS[declared]:
        raise _mismatch(declared, found, source)
    fmt = found.format
    if declared is not None and track_kind(declared) == "interval" and fmt == "bedgraph":
        fmt = "bed"  # a BED4 whose names happen to be numbers
    if fmt == "categorical":
        as_signal = declared is not None and track_kind(declared) == "signal"
        if as_signal and not found.numeric_states:
            raise _mismatch(declared, found, source)  # labels such as 1_TssA have no values
        fmt = "bedgraph" if as_signal else "bed"
    if fmt == "bedgraph":
        return BedGraphReader(path, source, assembly)  # type: ignore[arg-type]
    if fmt in ("bed", "narrowpeak", "broadpeak", "gappedpeak"):
        return BedReader(path, fmt, source, assembly)  # type: ignore[arg-type]
    raise TrackTypeError(
        f"{source} is {_FORMAT_LABEL.get(fmt, fmt)} ({found.detail}); supported formats are "
        "bigWig, bigBed, bedGraph and BED (incl. narrowPeak/broadPeak), plain or gzip"
    )


def open_signal(source: str | os.PathLike[str] | SignalReader, track_type: str | None = None,
                **kwargs: object) -> SignalReader:
    """:func:`open_track` that insists on a signal track (passes readers through)."""
    if isinstance(source, SignalReader):
        return source
    if isinstance(source, IntervalReader):
        raise TrackTypeError(f"{source.source} is an interval track, not a signal track")
    reader = open_track(source, track_type, **kwargs)  # type: ignore[arg-type]
    if not isinstance(reader, SignalReader):
        reader.close()
        raise TrackTypeError(f"{os.fspath(source)} is an interval track ({reader.format}), not a signal track")
    return reader


def open_intervals(source: str | os.PathLike[str] | IntervalReader, track_type: str | None = None,
                   **kwargs: object) -> IntervalReader:
    """:func:`open_track` that insists on an interval track (passes readers through)."""
    if isinstance(source, IntervalReader):
        return source
    if isinstance(source, SignalReader):
        raise TrackTypeError(f"{source.source} is a signal track, not an interval track")
    reader = open_track(source, track_type, **kwargs)  # type: ignore[arg-type]
    if not isinstance(reader, IntervalReader):
        reader.close()
        raise TrackTypeError(f"{os.fspath(source)} is a signal track ({reader.format}), not an interval track")
    return reader
