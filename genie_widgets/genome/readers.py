"""The readers' common ground: track kinds, :class:`SignalIntervals`, and the abstract
:class:`SignalReader` / :class:`IntervalReader` every format implements (see :mod:`.sources` for
opening a track, :mod:`.file_readers` for the formats).

Readers answer chromosome queries by alias. Coordinates are 0-based, end-exclusive.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from .assemblies import Assembly, resolve_in

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["INTERVAL_TYPES", "SIGNAL_TYPES", "IntervalReader", "SignalIntervals", "SignalReader", "track_kind"]

T = TypeVar("T")

SIGNAL_TYPES = frozenset({"bigwig", "bw", "bedgraph", "dbedgraph"})
INTERVAL_TYPES = frozenset({"bigbed", "bb", "bed", "categorical", "qbed", "refbed", "repeatmasker",
                            "rmskv2", "narrowpeak", "broadpeak", "gappedpeak"})


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

    def data_ranges(self, chrom: str) -> tuple[np.ndarray, np.ndarray]:
        """Ranges of ``chrom`` (any alias) that may hold data: ``(starts, ends)``, 0-based,
        end-exclusive. Text files give their rows (exact); bigWig/bigBed give the bounds of their
        data blocks (from the index, no data read), so a range overlapping none of them surely
        holds no data. Empty arrays for a chromosome the file lacks."""
        raise NotImplementedError(f"{type(self).__name__} cannot say where its data lies")

    def has_data(self, chrom: str, start: int = 0, end: int | None = None) -> bool:
        """Whether ``[start, end)`` of ``chrom`` may hold data (``False`` is exact; ``True`` at
        the granularity of :meth:`data_ranges`)."""
        starts, ends = self.data_ranges(chrom)
        return bool(np.any((starts < _end(end)) & (ends > int(start))))

    def data_extent(self) -> dict[str, tuple[int, int]]:
        """Where the file holds data: its chromosome name → (first start, last end) in bp,
        0-based, end-exclusive; chromosomes with no data are left out."""
        out: dict[str, tuple[int, int]] = {}
        for name in self.chroms():
            starts, ends = self.data_ranges(name)
            if len(starts):
                out[name] = (int(starts.min()), int(ends.max()))
        return out

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
        import pandas as pd

        return pd.concat(frames, ignore_index=True)


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
