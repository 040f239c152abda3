"""Helpers shared by the measurement modules (:mod:`.stats`, :mod:`.peaks`, :mod:`.quantify`,
:mod:`.correlation`, :mod:`.binning`) and the cohort: scopes, opened readers, moments per region.

Coordinates are 0-based, end-exclusive; lengths in bp.
"""

from __future__ import annotations

import math
import os
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeAlias

import numpy as np

from . import _kernels as K
from .errors import MeasurementError
from .locus import Region, merge_regions
from .sources import IntervalReader, SignalReader, open_signal

if TYPE_CHECKING:  # pandas is imported where a table is made, not by the tasks that never make one
    import pandas as pd

SignalSource: TypeAlias = SignalReader | str | os.PathLike[str]
FeatureSource: TypeAlias = "IntervalReader | pd.DataFrame | str | os.PathLike[str]"
RegionsLike: TypeAlias = Region | Sequence[Region]


def _scope(regions: RegionsLike) -> list[Region]:
    if isinstance(regions, Region):
        regions = [regions]
    if isinstance(regions, (str, bytes)) or not hasattr(regions, "__iter__"):
        raise MeasurementError("regions must be a Region or a list of Regions")
    regions = list(regions)
    if not regions:
        raise MeasurementError("No regions were provided.")
    return merge_regions(regions)


@contextmanager
def _opened_signal(source: SignalSource) -> Iterator[SignalReader]:
    reader = open_signal(source)
    try:
        yield reader
    finally:
        if reader is not source:
            reader.close()


def _moments_of(s: np.ndarray, e: np.ndarray, v: np.ndarray) -> K.Moments:
    return K.moments(*K.drop_nan(s, e, v))


def _region_moments(reader: SignalReader, region: Region) -> K.Moments:
    total = K.Moments()
    for part in reader.map_intervals(region.chrom, region.start, region.end, _moments_of):
        total = total.combine(part)
    return total


def _spanning(reader: SignalReader, region: Region, floor: int) -> int:
    """Intervals reaching into ``region`` from before ``floor`` (the previous region's end on the
    same chromosome): they were counted with that region. Such an interval covers the first
    base of ``region``."""
    d = reader.intervals(region.chrom, region.start, region.start + 1)
    return int(np.count_nonzero((d.starts < floor) & (d.ends > region.start) & ~np.isnan(d.values)))


def _float(x: float | None) -> float | None:
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else float(x)


def _atomic_write(path: str | os.PathLike[str], text: str) -> None:
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _int_at_least_1(value: float | int, name: str) -> int:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise MeasurementError(f"{name} must be a number, got {value!r}") from None
    if not math.isfinite(number):
        raise MeasurementError(f"{name} must be a finite number, got {value!r}")
    return max(1, round(number))


def _overlap_any_sorted(fs: np.ndarray, fe: np.ndarray, rs: np.ndarray, re_: np.ndarray) -> np.ndarray:
    i = np.searchsorted(re_, fs, side="right")
    ok = i < len(rs)
    out = np.zeros(len(fs), dtype=bool)
    out[ok] = rs[i[ok]] < fe[ok]
    return out
