"""Many-track measurements (a cohort): the same exact numbers as :mod:`.measure`, over N tracks,
split into one task per (track, chromosome) that runs on the :mod:`.engine` (local or Dask).

Each task opens its own file (path or URL, through :func:`~.sources.open_track`; readers are
kept open per process while the file is unchanged, so a Dask worker reuses a track's reader and
its block cache: :mod:`.cohort_readers`) and returns
a small partial: :class:`~._kernels.Moments` (count, covered bases, Σ value × bp, Σ bp ×
(value − mean)², min, max) for stats; per-bin means (Σ value × bp / covered bp, NaN where
uncovered) for correlation; per-feature covered bp, Σ value × bp, max and interval count for
quantification. Reducers (:mod:`.cohort_results`) place partials by key, so the result does not
depend on which worker ran what or in which order tasks finished: local and Dask runs are equal
bit for bit, and equal the one-track functions of :mod:`.measure` for every track or pair.

Coordinates are 0-based, end-exclusive; bin sizes in bp.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Union

import numpy as np

from .._words import count
from . import _kernels as K
from ._measure_common import RegionsLike, _int_at_least_1, _scope
from .cohort_plan import plan_tasks
from .cohort_quantify import CohortQuantify, QuantifyReducer, prepare_features
from .cohort_readers import reader_for
from .cohort_results import (
    DEFAULT_MEMORY_BUDGET,
    CohortCorrelation,
    CohortStats,
    CorrelationReducer,
    StatsReducer,
)
from .correlation import _binned_means, default_bin_size
from .engine import resolve
from .errors import MeasurementError
from .locus import Region
from .quantify import _METRICS, _feature_signal
from .sources import SignalReader
from .stats import _scope_moments

__all__ = [
    "CohortCorrelation",
    "CohortQuantify",
    "CohortStats",
    "TrackSpec",
    "correlate_tracks",
    "quantify_tracks",
    "signal_stats_tracks",
]


@dataclass(frozen=True)
class TrackSpec:
    """A signal track as a task receives it: picklable, opened where the task runs.

    ``source`` is a local path or an http(s) URL; ``track_type`` the declared type (``bigwig``,
    ``bedgraph``; sniffed when ``None``); ``genome`` an assembly id for chromosome aliases;
    ``cache_dir`` where text URLs are downloaded. ``opener`` (a module-level function, so it
    pickles by reference) with ``opener_args`` opens the reader instead where the caller's layer
    must (a project opens its tracks with its pinned bytes and the network policy the track was
    added under); it must return a :class:`SignalReader`."""

    source: str
    name: str = ""
    track_type: str | None = None
    genome: str | None = None
    cache_dir: str | None = None
    opener: Callable[..., SignalReader] | None = None
    opener_args: tuple = ()

    @property
    def label(self) -> str:
        return self.name or Path(self.source.split("?")[0]).name


TrackLike = Union[TrackSpec, SignalReader, str, "os.PathLike[str]"]

def as_spec(track: TrackLike, name: str | None = None) -> TrackSpec:
    if isinstance(track, TrackSpec):
        return track if name is None else dataclasses.replace(track, name=name)
    if isinstance(track, SignalReader):
        genome = getattr(track.assembly, "genome_id", None)
        return TrackSpec(track.source, name or "", track.format or None, genome)
    if isinstance(track, (str, os.PathLike)):
        return TrackSpec(os.fspath(track), name or "")
    raise MeasurementError(f"a track must be a path, a URL, a SignalReader or a TrackSpec, not {type(track).__name__}")


# ---------------------------------------------------------------------------- the tasks (run anywhere)
def _regions(chrom: str, spans: tuple[tuple[int, int], ...]) -> list[Region]:
    return [Region(chrom, s, e) for s, e in spans]


def stats_partial(spec: TrackSpec, chrom: str, spans: tuple[tuple[int, int], ...]) -> K.Moments:
    """Exact moments of one track over the scope's regions on one chromosome."""
    with reader_for(spec) as reader:
        return _scope_moments(reader, _regions(chrom, spans))


def bins_partial(spec: TrackSpec, chrom: str, spans: tuple[tuple[int, int], ...], bin_size: int) -> np.ndarray:
    """Per-bin means (float64; NaN where nothing is covered) over bins of ``bin_size`` bp tiling
    each region, regions in order (the last bin of a region may be shorter)."""
    out = []
    with reader_for(spec) as reader:
        for region in _regions(chrom, spans):
            sums, cov = _binned_means(reader, region, bin_size)
            means = np.full(len(sums), np.nan)
            np.divide(sums, cov, out=means, where=cov > 0)
            out.append(means)
    return np.concatenate(out) if out else np.empty(0)


def features_partial(spec: TrackSpec, chrom: str, spans: tuple[tuple[int, int], ...], ps: np.ndarray,
                     pe: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Covered bp, Σ value × bp, max and interval count over each feature piece [ps, pe)."""
    with reader_for(spec) as reader:
        return _feature_signal(reader, chrom, _regions(chrom, spans), ps, pe)


# ---------------------------------------------------------------------------- planning
def _by_chrom(scope: list[Region]) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    groups: dict[str, list[tuple[int, int]]] = {}
    for r in scope:  # merged scopes are sorted, so each chromosome's regions are consecutive
        groups.setdefault(r.chrom, []).append((r.start, r.end))
    return [(c, tuple(spans)) for c, spans in groups.items()]


def _specs(tracks: Sequence[TrackLike], names: Sequence[str] | None, minimum: int) -> list[TrackSpec]:
    if isinstance(tracks, (str, os.PathLike, SignalReader, TrackSpec)):
        raise MeasurementError("tracks must be a list of tracks")
    tracks = list(tracks)
    if len(tracks) < minimum:
        raise MeasurementError(f"needs at least {minimum} track{'s' if minimum > 1 else ''}, got {len(tracks)}")
    if names is not None and len(names) != len(tracks):
        raise MeasurementError(f"got {len(names)} names for {len(tracks)} tracks")
    specs = [as_spec(t, None if names is None else names[i]) for i, t in enumerate(tracks)]
    return specs


def _label(n_tracks: int, chroms: list) -> str:
    return f"{count(n_tracks, 'track')} × {count(len(chroms), 'chromosome')}"


def signal_stats_tracks(tracks: Sequence[TrackLike], regions: RegionsLike, *, names: Sequence[str] | None = None,
                        client: Any = None, background: bool = False) -> CohortStats | Any:
    """Exact :func:`~.measure.signal_stats` of every track over ``regions`` (one scope), as one
    job. Each track's numbers equal ``signal_stats(track, regions)`` bit for bit.

    ``client``: a ``dask.distributed.Client`` (or ``"local"``); default: see :mod:`.engine`.
    ``background=True`` returns a :class:`~.engine.Job` at once. Memory: O(tracks ×
    chromosomes) small partials.
    """
    specs = _specs(tracks, names, 1)
    scope = _scope(regions)
    chroms = _by_chrom(scope)
    engine = resolve(client)
    reducer = StatsReducer([s.label for s in specs], [c for c, _ in chroms], sum(r.length for r in scope))
    tasks, reducer = plan_tasks(engine, specs, chroms, stats_partial, lambda c, spans: (c, spans), reducer)
    return engine.run(tasks, reducer, label="signal stats", background=background,
                      progress_label=_label(len(specs), chroms))


def correlate_tracks(tracks: Sequence[TrackLike], regions: RegionsLike, *, bin_size: float | None = None,
                     names: Sequence[str] | None = None, client: Any = None, background: bool = False,
                     memory_budget: int = DEFAULT_MEMORY_BUDGET) -> CohortCorrelation | Any:
    """Pearson and Spearman matrices of two or more tracks over bins of ``bin_size`` bp tiling
    ``regions`` (default :func:`~.measure.default_bin_size`). A bin's value is the mean over its
    covered bases; each pair uses the bins both tracks cover (``shared`` counts them), so every
    cell equals :func:`~.measure.correlate` of that pair bit for bit.

    Memory (bytes), with N tracks and B bins in the scope (hg38 at 10 kb: B = 308,839):

    - the calling process: 16·N·B for the per-track bin means and ranks (float64: the exact
      values Pearson and Spearman need; 4.9 MB a track at hg38 / 10 kb), held in RAM while that
      is at most ``memory_budget`` and otherwise spilled to a temporary file read in blocks of
      rows; plus B/8 per track for its covered-bin mask, ~32·B for the pair being computed, and
      the partials in flight (8 bytes per bin of one chromosome group each);
    - each task (a worker, or a thread here): one chromosome's bin sums (16·B_chrom) and the
      decoder's batches (~48 data blocks, a few MB) — measured ~130 MB peak RSS per Dask worker
      process on hg38 tracks, most of it the interpreter and numpy.

    Time: one read of every track (in parallel), then the pairs on the calling machine. Pairs
    of tracks that cover the same bins (e.g. fold-change tracks covering the genome) reuse each
    track's sums and cost ~4 passes over B; other pairs ~20 (see :mod:`.cohort_pairs`). From 48
    tracks on, when every track covers the same bins and the rows fit in RAM, all pairs are one
    matrix product (another 8·N·B bytes while it runs; equal to the per-pair numbers to ~1e-15
    instead of bit for bit; ``compute.memory.pairs`` says which was used).
    """
    specs = _specs(tracks, names, 2)
    scope = _scope(regions)
    scope_length = sum(r.length for r in scope)
    size = default_bin_size(scope_length) if bin_size is None else _int_at_least_1(bin_size, "bin_size")
    chroms = _by_chrom(scope)
    engine = resolve(client)
    region_bins = [-(-(e - s) // size) for _c, spans in chroms for s, e in spans]
    chrom_bins = {c: sum(-(-(e - s) // size) for s, e in spans) for c, spans in chroms}
    reducer = CorrelationReducer([s.label for s in specs], chrom_bins, region_bins, size, scope_length,
                                 memory_budget=memory_budget)
    tasks, reducer = plan_tasks(engine, specs, chroms, bins_partial, lambda c, spans: (c, spans, size), reducer)
    return engine.run(tasks, reducer, label="correlation", background=background,
                      progress_label=_label(len(specs), chroms))


def quantify_tracks(tracks: Sequence[TrackLike], features: Any, regions: RegionsLike, *, metric: str = "mean",
                    names: Sequence[str] | None = None, client: Any = None, background: bool = False
                    ) -> CohortQuantify | Any:
    """Signal of every track at every feature overlapping ``regions``: a features × tracks table.

    ``features`` as in :func:`~.measure.quantify_at_features` (an interval track or a DataFrame
    with ``chrom, start, end``); each track's column equals that function's value for the
    feature bit for bit (``metric`` = mean, sum or max, overlap-weighted over the feature's part
    inside the scope). Rows are ranked by the mean of the metric across tracks (features no track
    covers last). Memory: the features table plus 32 bytes per feature piece per task in flight
    and 8 bytes per feature per track for the table.
    """
    if metric not in _METRICS:
        raise MeasurementError(f"metric must be one of {', '.join(_METRICS)}, not {metric!r}")
    specs = _specs(tracks, names, 1)
    scope = _scope(regions)
    chroms = _by_chrom(scope)
    prepared = prepare_features(features, chroms)
    live = [(c, spans) for c, spans in chroms if c in prepared]
    engine = resolve(client)
    reducer = QuantifyReducer([s.label for s in specs], prepared, metric)
    tasks, reducer = plan_tasks(engine, specs, live, features_partial,
                                lambda c, spans: (c, spans, prepared[c].ps, prepared[c].pe), reducer)
    return engine.run(tasks, reducer, label="quantify", background=background,
                      progress_label=f"{len(specs)} tracks × {len(live)} chromosomes")
