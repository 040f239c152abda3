"""The browser's data: tiles on a fixed power-of-two grid, read in the kernel, sent as bytes.

A tile is ``(track, chrom, z, i)``: zoom level ``z`` has bins of ``2**z`` bp and a tile holds
:data:`TILE_BINS` bins, so tile ``i`` covers ``[i * TILE_BINS * 2**z, (i + 1) * TILE_BINS * 2**z)``
(0-based, end-exclusive, clipped to the chromosome). Every number is exact:

- **signal**: per bin min, max, mean (over covered bases) and covered fraction, as one float32
  buffer ``[min…, max…, mean…, covered…]`` (NaN where a bin has no data). Small tiles decode the
  file; large ones come from the track's exact 1 kb :class:`~genie_widgets.genome.SignalGrid`
  (whole grid cells plus decoded edges), never from the file's approximate zoom records.
- **intervals**: the features (int32 starts and ends, float32 scores, int8 strands, names) or,
  from zoom :data:`DENSITY_ZOOM` up (bins of 2 kb: views wider than about 2 Mb), a float32 count
  per bin (``density``) — the same zoom for every interval track, so they switch together.
  Categorical tracks also carry ``states`` (a legend index per feature) and ``legend``
  (``[[state, colour], …]`` for the whole track). A tile below that zoom with more than
  :data:`MAX_FEATURES` features (a very dense file) still comes as density, and says so.
- **states**: a categorical (chromHMM-style) track where others draw density: per bin, the
  dominant state (int16 legend index, -1 for none) and the share of the bin it covers (float32),
  with the ``legend`` (:mod:`.state_bins`); density only past :data:`MAX_STATE_FEATURES`
  segments in one tile, with a note.
- **genes**: gene models as JSON (symbol, strand, transcripts with exons and CDS), or a count
  per bin when the tile is wider than :data:`MAX_GENE_MODEL_SPAN`.
"""

from __future__ import annotations

import contextlib
import math
import os
import threading
from collections import OrderedDict
from typing import Any

import numpy as np

from ..genome import GenomeError, SignalGrid
from ..genome.genes import GeneIndex, load_gene_index
from ..genome.measure import bin_edges, summarize_bins
from ..project import Project, Track
from .state_bins import dominant_states
from .states import state_legend
from .tile_protocol import MAX_ZOOM

TILE_BINS = 1024
MAX_FEATURES = 20_000
MAX_STATE_FEATURES = 2_000_000  # a categorical tile with more segments than this comes as density
DENSITY_ZOOM = 11  # bins of 2,048 bp: every interval track draws density from here up
MAX_GENE_MODEL_SPAN = 8_000_000
DECODE_SPAN = 2 * 1024 * 1024  # tiles up to this span decode the file; wider ones use the grid
_CACHE_TILES = 4096


def tile_span(z: int) -> int:
    return TILE_BINS << z


class TileError(ValueError):
    """A tile request that cannot be answered (bad coordinates, unknown track)."""


class TileServer:
    """Answers tile requests for the tracks of one project (thread-safe, cached)."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self._grids: dict[tuple[Any, ...], SignalGrid] = {}
        self._legends: dict[tuple[Any, ...], list[tuple[str, str]]] = {}
        self._cache: OrderedDict[tuple[Any, ...], tuple[dict[str, Any], list[bytes]]] = OrderedDict()
        self._lock = threading.Lock()

    # -- keys ----------------------------------------------------------------------------------
    @staticmethod
    def _stamp(track: Track) -> Any:
        url = track.url or ""
        if url.startswith(("http://", "https://")):
            return None
        try:
            return os.stat(url).st_mtime_ns
        except OSError:
            return None

    def _grid(self, track: Track, reader: Any) -> SignalGrid:
        key = (track.url, track.type, self._stamp(track))
        with self._lock:
            grid = self._grids.get(key)
            if grid is None:
                grid = self._grids[key] = SignalGrid(reader)
        return grid

    # -- the public entry ----------------------------------------------------------------------
    def tile(self, track: Track, chrom: str, z: int, i: int) -> tuple[dict[str, Any], list[bytes]]:
        """``(meta, buffers)`` for one tile. Errors reading the track come back as
        ``{"kind": "error", "message": …}`` so the browser can draw them in the track."""
        z, i = int(z), int(i)
        if not 0 <= z <= MAX_ZOOM or i < 0:
            raise TileError(f"bad tile coordinates z={z}, i={i}")
        size = self._chrom_size(chrom)
        start = i * tile_span(z)
        if start >= size:
            return {"kind": "empty", "start": start, "end": start}, []
        end = min(size, start + tile_span(z))
        key = (track.id, track.url, track.type, self._stamp(track), chrom, z, i)
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        try:
            if track.type == "annotation":
                answer = self._genes(track, chrom, start, end, z)
            elif track.kind == "signal":
                answer = self._signal(track, chrom, start, end, z)
            elif track.kind == "interval":
                answer = self._intervals(track, chrom, start, end, z)
            else:
                answer = ({"kind": "error", "message": f"{track.type} tracks have no drawing yet"}, [])
        except (GenomeError, OSError, ValueError) as exc:
            return {"kind": "error", "message": str(exc)}, []
        with self._lock:
            self._cache[key] = answer
            while len(self._cache) > _CACHE_TILES:
                self._cache.popitem(last=False)
        return answer

    def _chrom_size(self, chrom: str) -> int:
        try:
            return self.project.assembly.size(chrom)
        except GenomeError as exc:
            raise TileError(str(exc)) from None

    def window_signal(self, track: Track, chrom: str, start: int, end: int, n_bins: int):
        """An exact :class:`~genie_widgets.genome.measure.BinnedSummary` of ``n_bins`` bins over
        any window (decoded when small, from the grid when large); ``None`` when the file has no
        data on ``chrom``."""
        reader = self.project.open_reader(track)
        if reader.resolve_chrom(chrom) is None:
            return None
        edges = bin_edges(start, end, n_bins)
        if end - start <= DECODE_SPAN:
            return summarize_bins(reader, chrom, edges)
        return self._grid(track, reader).summary_edges(chrom, edges)

    # -- kinds ---------------------------------------------------------------------------------
    def _signal(self, track: Track, chrom: str, start: int, end: int, z: int) -> tuple[dict[str, Any], list[bytes]]:
        reader = self.project.open_reader(track)
        bin_size = 1 << z
        edges = np.minimum(start + np.arange(TILE_BINS + 1, dtype=np.int64) * bin_size, end)
        edges = edges[: int(np.searchsorted(edges, end)) + 1]
        if reader.resolve_chrom(chrom) is None:
            n = len(edges) - 1
            empty = np.full(4 * n, np.nan, dtype=np.float32)
            return ({"kind": "signal", "start": start, "end": end, "binSize": bin_size, "nBins": n,
                     "source": "no data on this chromosome"}, [empty.tobytes()])
        if end - start <= DECODE_SPAN:
            summary, source = summarize_bins(reader, chrom, edges), "decoded"
        else:
            summary, source = self._grid(track, reader).summary_edges(chrom, edges), "exact 1 kb grid"
        arrays = summary.as_float32()
        payload = np.concatenate([arrays["min"], arrays["max"], arrays["mean"], arrays["covered"]])
        meta = {"kind": "signal", "start": start, "end": end, "binSize": bin_size, "nBins": len(edges) - 1,
                "source": source}
        return meta, [payload.astype(np.float32).tobytes()]

    def _intervals(self, track: Track, chrom: str, start: int, end: int, z: int) -> tuple[dict[str, Any], list[bytes]]:
        reader = self.project.open_reader(track)
        frame = reader.features(chrom, start, end)
        n = len(frame)
        if track.type == "categorical" and (z >= DENSITY_ZOOM or n > MAX_FEATURES) and n <= MAX_STATE_FEATURES:
            return self._state_bins(track, frame, start, end, z)
        if z >= DENSITY_ZOOM or n > MAX_FEATURES:
            bin_size = 1 << z
            idx = np.clip((frame["start"].to_numpy(np.int64) - start) // bin_size, 0, TILE_BINS - 1)
            counts = np.bincount(idx, minlength=TILE_BINS).astype(np.float32)
            meta = {"kind": "density", "start": start, "end": end, "binSize": bin_size, "count": n}
            if z < DENSITY_ZOOM:
                meta["note"] = f"{n:,} features in one tile"
            if track.type == "categorical":  # only past MAX_STATE_FEATURES
                meta["note"] = f"{n:,} segments in one tile: too many to summarise by state"
            return meta, [counts.tobytes()]
        scores = np.asarray(_numeric(frame.get("score"), n), dtype=np.float32)
        strands = np.array([{"+": 1, "-": -1}.get(str(s), 0) for s in frame.get("strand", [""] * n)], dtype=np.int8)
        names = [("" if v is None or (isinstance(v, float) and math.isnan(v)) else str(v))
                 for v in frame.get("name", [""] * n)]
        meta = {"kind": "intervals", "start": start, "end": end, "count": n, "names": names}
        if track.type == "categorical":
            legend = self.legend(track)
            index = {state: k for k, (state, _) in enumerate(legend)}
            meta["legend"] = [list(item) for item in legend]
            meta["states"] = [index.get(name, -1) for name in names]
        return meta, [frame["start"].to_numpy(np.int32).tobytes(), frame["end"].to_numpy(np.int32).tobytes(),
                      scores.tobytes(), strands.tobytes()]

    def _state_bins(self, track: Track, frame: Any, start: int, end: int, z: int) -> tuple[dict[str, Any], list[bytes]]:
        """A categorical tile at a coarse zoom: per bin of ``2**z`` bp, the dominant state (an
        int16 legend index, -1 for none) and the share of the bin it covers (float32)."""
        bin_size = 1 << z
        edges = np.minimum(start + np.arange(TILE_BINS + 1, dtype=np.int64) * bin_size, end)
        edges = edges[: int(np.searchsorted(edges, end)) + 1]
        legend = self.legend(track)
        bins = dominant_states(frame, legend, edges)
        meta = {"kind": "states", "start": start, "end": end, "binSize": bin_size, "nBins": len(edges) - 1,
                "count": len(frame), "legend": [list(item) for item in legend]}
        return meta, [bins.states.astype(np.int16).tobytes(), bins.share.astype(np.float32).tobytes()]

    def legend(self, track: Track) -> list[tuple[str, str]]:
        """The state legend of a categorical track (every state of the file, cached)."""
        key = (track.url, track.type, self._stamp(track))
        with self._lock:
            hit = self._legends.get(key)
        if hit is None:
            hit = state_legend(self.project.open_reader(track).all_features())
            with self._lock:
                self._legends[key] = hit
        return hit

    def gene_index(self, track: Track) -> GeneIndex:
        """The genes an annotation track draws: the genome's index for the catalog gene track,
        the track's own file (or URL the user added) otherwise."""
        if track.catalog_id is not None:
            return self.project.gene_index()
        return load_gene_index(self.project.genome, track.url, cache_dir=self.project.cache_dir, progress=False)

    def _genes(self, track: Track, chrom: str, start: int, end: int, z: int) -> tuple[dict[str, Any], list[bytes]]:
        index = self.gene_index(track)
        if end - start > MAX_GENE_MODEL_SPAN:
            genes = index.genes_in(chrom, start, end, models=False)
            bin_size = 1 << z
            idx = np.clip((np.array([g.start for g in genes], dtype=np.int64) - start) // bin_size, 0, TILE_BINS - 1)
            counts = np.bincount(idx, minlength=TILE_BINS).astype(np.float32)
            return ({"kind": "density", "start": start, "end": end, "binSize": bin_size, "count": len(genes)},
                    [counts.tobytes()])
        genes = index.genes_in(chrom, start, end, models=True)
        models = []
        for g in genes:
            models.append({
                "symbol": g.symbol, "start": g.start, "end": g.end, "strand": g.strand, "biotype": g.biotype,
                "transcripts": [{"start": t.start, "end": t.end, "exonStarts": list(t.exon_starts),
                                 "exonEnds": list(t.exon_ends), "cdsStart": t.cds_start, "cdsEnd": t.cds_end}
                                for t in g.transcripts[:8]],
            })
        return {"kind": "genes", "start": start, "end": end, "genes": models}, []


def _numeric(values: Any, n: int) -> np.ndarray:
    if values is None:
        return np.full(n, np.nan)
    out = np.full(n, np.nan)
    for k, v in enumerate(values):
        with contextlib.suppress(TypeError, ValueError):  # not a number: stays NaN
            out[k] = float(v)
    return out

