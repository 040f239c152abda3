"""The many-track forms of the measurement tools (``genome_correlate_tracks`` with ``trackIds``,
``genome_quantify_at_features`` with ``signalTrackIds``, ``genome_signal_stats`` over several
tracks), run on the compute engine (:mod:`genie_widgets.genome.engine`: local cores, or the
Dask client set with ``gw.compute.use``). The tool declarations stay in :mod:`.measurement`;
their functions call these.

Record data (besides ``success``/``scopeApplied``), every matrix in ``trackIds`` order:

- correlation: ``trackIds``, ``trackNames``, ``pearsonMatrix``, ``spearmanMatrix``,
  ``sharedBinsMatrix`` (bins both tracks cover; diagonal: bins the track covers), ``nBins`` (bins
  every track covers), ``nBinsTotal``, ``nBinsExcluded``, ``binSize``, ``dendrogramOrder``
  (track ids), ``compute`` (engine, scheduler, workers, dashboard, chosenBy, tasks,
  wallSeconds, memory); with exactly two tracks also ``trackIdA``, ``trackIdB``, ``r``,
  ``spearman`` as before (``nBins`` is then the pair's shared bins, as before).
- quantify: ``metric``, ``signalTrackIds``, ``trackNames``, ``featureTrackId``, ``rowCount``,
  ``rankedBy`` ("meanAcrossTracks"), ``topRows`` (``rank, chr, start, end, name, featureScore,
  values`` — one per signal track, in ``signalTrackIds`` order — ``meanAcrossTracks``),
  ``resultUrl``, ``resultFileName``, ``compute``.
"""

from __future__ import annotations

import secrets
import weakref
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from ..genome import TrackSpec, correlate, correlate_tracks, quantify_tracks, signal_stats_tracks
from ..genome.cohort_figures import correlation_heatmap_svg
from ..genome.progress import reporting
from ..project import Track
from ..project.boundary import AgentContext, agent_context, resumed_agent_scope
from ._argument_names import argument_names
from ._records import computation_record
from .figures import bin_density, figure_for
from .results import ToolContext, ToolError
from .scope import MeasurementResult, Refusal, few_bins, scope_regions
from .scope import open_track_reader as _reader
from .scope import refused as _refused
from .scope import signal_track as _signal_track
from .scope_data import check_scope

_LEGACY_PAIR = ("trackIdA", "trackIdB", "r", "spearman")


#: Projects whose tracks tasks of this process open, by folder (a task in the kernel's own
#: pool uses the live project; a Dask worker in another process opens the folder).
_LIVE: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()


def open_project_track(project_path: str, track_id: str, agent: AgentContext | None = None) -> Any:
    """A task's reader of a project's track, opened as the project opens it: with its pinned
    bytes (offline replays), the genome checks and, for a tool the agent called (``agent``, from
    :func:`~genie_widgets.project.boundary.agent_context`), the agent's boundary — a local file
    inside its roots, a URL under its guarded policy — in a Dask worker too."""
    from ..project import Project

    project = _LIVE.get(project_path)
    if project is None:
        project = Project.open(project_path)
    with resumed_agent_scope(project, agent):
        return project.open_reader(track_id)


def track_spec(ctx: ToolContext, track: Track) -> TrackSpec:
    """What a task needs to open ``track`` wherever it runs (a Dask worker included)."""
    path = str(ctx.project.path)
    _LIVE[path] = ctx.project
    return TrackSpec(track.url or "", track.name or track.id, track.type, ctx.project.genome,
                     str(ctx.project.cache_dir), opener=open_project_track,
                     opener_args=(path, track.id, agent_context()))


def stats_for(ctx: ToolContext, tracks: list[Track], regions: list) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """``genome_signal_stats``' per-track entries (unchanged shape) and the job's provenance."""
    result = signal_stats_tracks([track_spec(ctx, t) for t in tracks], regions)
    entries = [{"trackId": t.id, "name": t.name, "stats": s.to_dict()}
               for t, s in zip(tracks, result.stats, strict=True)]
    return entries, result.provenance


# -- genome_correlate_tracks -------------------------------------------------------------------

@dataclass(kw_only=True)
class CorrelateResult(MeasurementResult):
    track_id_a: str | None = None
    track_id_b: str | None = None
    r: float | None = None
    spearman: float | None = None
    n_bins: int | None = None
    n_bins_excluded: int | None = None
    bin_size: int | None = None
    #: "given" (binSize was passed) or "default" (see :func:`~genie_widgets.genome.default_bin_size`).
    bin_size_chosen: str | None = None
    #: That r depends on the bin size, and how to compare.
    bin_size_note: str | None = None
    track_ids: list[str] = field(default_factory=list)
    track_names: list[str] = field(default_factory=list)
    pearson_matrix: list[list[float | None]] | None = None
    spearman_matrix: list[list[float | None]] | None = None
    shared_bins_matrix: list[list[int]] | None = None
    n_bins_total: int | None = None
    dendrogram_order: list[str] | None = None
    compute: dict[str, Any] | None = None
    #: Two tracks over a small scope: a 40 × 40 histogram of the bin values for the density
    #: scatter (kept in the record for its figure; not sent to the model).
    bin_density: dict[str, Any] | None = field(default=None, metadata={"internal": True}, repr=False)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if len(self.track_ids) > 2:
            for key in _LEGACY_PAIR:
                out.pop(key, None)
        return out

    def to_frame(self, kind: str = "pearson") -> pd.DataFrame:
        """The ``pearson``, ``spearman`` or ``shared`` matrix, rows and columns by track id."""
        data = {"pearson": self.pearson_matrix, "spearman": self.spearman_matrix,
                "shared": self.shared_bins_matrix}[kind]
        return pd.DataFrame(data, index=self.track_ids, columns=self.track_ids, dtype=float)

    def figure_svg(self) -> str | None:
        """Two tracks with their bin values at hand: the density scatter with r; otherwise the
        clustered heatmap of the Pearson matrix, labelled with track names."""
        if self.bin_density is not None:
            return figure_for("genome_correlate_tracks", {**self.to_json(), "binDensity": self.bin_density})
        if not self.pearson_matrix:
            return None
        r = self.to_frame().to_numpy()
        order = [self.track_ids.index(t) for t in self.dendrogram_order or self.track_ids]
        return correlation_heatmap_svg(r, self.track_names, order,
                                       title=f"Pearson r, {self.bin_size or 0:,} bp bins")


def bin_size_note(bin_size: int, chosen: str) -> str:
    """Says that binned r depends on the bin size and how these bins were chosen."""
    how = ("the bin size asked for" if chosen == "given" else
           "the default for this scope (about 500 bins over it)")
    return (f"Binned r depends on the bin size: wider bins average more signal and usually give a higher r. "
            f"These are {bin_size:,}-bp bins, {how}; compare results only at the same bin size, "
            "or give binSize to try another.")


def correlate_tool(ctx: ToolContext, args: dict[str, Any]) -> CorrelateResult:
    tool = "genome_correlate_tracks"
    if "trackIds" in args:
        ids = list(args["trackIds"])
        if len(ids) < 2:
            raise ToolError("genome_correlate_tracks needs two or more trackIds")
    elif "trackIdA" in args and "trackIdB" in args:
        ids = [args["trackIdA"], args["trackIdB"]]
    else:
        raise ToolError("genome_correlate_tracks needs 'trackIds' (two or more) or 'trackIdA' and 'trackIdB'")
    result = CorrelateResult(track_ids=ids)
    if len(ids) == 2:
        result.track_id_a, result.track_id_b = ids
    try:
        tracks = [_signal_track(ctx, t) for t in ids]
        regions, result.scope_applied = scope_regions(ctx, args.get("scope", "viewport"))
    except Refusal as exc:
        return _refused(ctx, tool, result, str(exc))
    with argument_names():
        corr = correlate_tracks([track_spec(ctx, t) for t in tracks], regions, bin_size=args.get("binSize"))
    result.track_names = [t.name for t in tracks]
    result.pearson_matrix = corr.pearson_matrix()
    result.spearman_matrix = corr.spearman_matrix()
    result.shared_bins_matrix = corr.shared_bins_matrix()
    result.n_bins_total = corr.n_bins_total
    result.bin_size = corr.bin_size
    result.bin_size_chosen = "given" if args.get("binSize") is not None else "default"
    result.bin_size_note = bin_size_note(corr.bin_size, result.bin_size_chosen)
    result.dendrogram_order = [ids[i] for i in corr.order]
    result.compute = corr.compute
    if len(ids) == 2:
        result.r, result.spearman, result.n_bins = corr.pair_values(0, 1)
    else:
        result.n_bins = corr.n_bins
    result.n_bins_excluded = corr.n_bins_total - result.n_bins
    check_scope(ctx, result, args.get("scope", "viewport"), tracks, regions)
    locus = regions[0].locus if len(regions) == 1 else None
    data = result.to_json()
    if len(ids) == 2 and few_bins(regions, args.get("binSize")):
        # The figure of two tracks is a density scatter of their bin values; the cohort engine
        # keeps no bin vectors, so a small scope is binned once more with them kept.
        with reporting(None):  # the progress shown was the measurement's; this pass is the figure's
            pair_bins = correlate(_reader(ctx, tracks[0]), _reader(ctx, tracks[1]), regions,
                                  bin_size=args.get("binSize"), keep_bins=True)
        if pair_bins.values_a is not None and pair_bins.values_b is not None:
            density = bin_density(pair_bins.values_a, pair_bins.values_b)
            if density is not None:
                result.bin_density = {**density, "xLabel": tracks[0].name, "yLabel": tracks[1].name}
                data["binDensity"] = result.bin_density
    result.citations.append(computation_record(ctx, tool, data, locus=locus,
                                               title="Genome correlate tracks result"))
    return result


# -- genome_quantify_at_features with signalTrackIds --------------------------------------------

@dataclass(kw_only=True)
class QuantifyManyResult(MeasurementResult):
    metric: str | None = None
    signal_track_ids: list[str] = field(default_factory=list)
    track_names: list[str] = field(default_factory=list)
    feature_track_id: str | None = None
    row_count: int | None = None
    ranked_by: str = "meanAcrossTracks"
    result_url: str | None = None
    result_file_name: str | None = None
    top_rows: list[dict[str, Any]] = field(default_factory=list)
    compute: dict[str, Any] | None = None
    quantified: Any = field(default=None, metadata={"internal": True}, repr=False)

    def to_frame(self) -> pd.DataFrame:
        return self.quantified.table if self.quantified is not None else pd.DataFrame()

    def figure_svg(self) -> str | None:
        """Features (the top rows) × tracks heatmap."""
        return self.quantified.figure_svg() if self.quantified is not None else None


def quantify_tool(ctx: ToolContext, args: dict[str, Any], feature_source: Any = None) -> QuantifyManyResult:
    tool = "genome_quantify_at_features"
    project = ctx.project
    ids = list(args["signalTrackIds"])
    if not ids:
        raise ToolError("genome_quantify_at_features needs at least one of signalTrackIds")
    result = QuantifyManyResult(metric=args.get("metric", "mean"), signal_track_ids=ids,
                                feature_track_id=args["featureTrackId"])
    top_n = max(1, min(100, round(args.get("topN", 20))))
    try:
        tracks = [_signal_track(ctx, t) for t in ids]
        feature = project.track(args["featureTrackId"])
        if feature.kind != "interval" and feature.type != "annotation":
            raise Refusal(f"Track '{feature.id}' is a {feature.type} track; features must come from an interval "
                          "track (bigbed, bed, narrowpeak, …) or the gene annotation.")
        regions, result.scope_applied = scope_regions(ctx, args.get("scope", "viewport"))
    except Refusal as exc:
        return _refused(ctx, tool, result, str(exc))
    features = (project.gene_index().features_frame() if feature.type == "annotation"
                else project.open_reader(feature))
    quantified = quantify_tracks([track_spec(ctx, t) for t in tracks], features, regions,
                                 metric=result.metric or "mean")
    path = project.results_dir / f"quantify-{len(ids)}tracks-at-{feature.id}-{secrets.token_hex(4)}.tsv"
    quantified.write_tsv(path)
    result.track_names = [t.name for t in tracks]
    result.row_count = quantified.row_count
    result.top_rows = quantified.top_rows(top_n)
    result.result_url = str(path)
    result.result_file_name = path.name
    result.compute = quantified.provenance
    result.quantified = quantified
    check_scope(ctx, result, args.get("scope", "viewport"), tracks, regions)
    locus = regions[0].locus if len(regions) == 1 else None
    result.citations.append(computation_record(ctx, tool, result.to_json(), locus=locus, result_path=str(path),
                                               title="Genome quantify at features result"))
    return result
