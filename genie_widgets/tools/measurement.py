"""The five measurement tools: exact numbers over any scope, each with a computation record.

Scopes: ``viewport`` (the stored view region; default), ``chromosome`` (the whole chromosome the
view is on) or ``all`` (every primary chromosome of the genome). Unlike the reference there is no
5 Mb limit: chromosome and whole-genome scopes are computed exactly, streamed. The semantics of
every number are those of :mod:`genie_widgets.genome.measure` (0-based, end-exclusive; sum is
Σ value × covered length; mean is length-weighted over covered bases).

A refused request (unresolved viewport, a track of the wrong kind, no parseable regions) returns
``success: false`` with an ``error`` and still carries a computation record whose excerpt is the
failure; an unknown track id is an error with no record.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from .._io import echo
from ..genome import (
    GenomeError,
    LocusError,
    Region,
    call_peaks,
    quantify_at_features,
    signal_stats,
)
from ..project import Track
from ._argument_names import argument_names
from ._peak_names import distinct_name, peaks_label
from ._records import computation_record
from .declarations import declare
from .modes import GENOME
from .results import ToolContext, ToolError, ToolResult
from .scope import SCOPE_PARAM as _SCOPE_PARAM
from .scope import VIEWPORT_UNRESOLVED, MeasurementResult, Refusal, scope_regions, settle_view
from .scope import open_track_reader as _reader
from .scope import refused as _refused
from .scope import signal_track as _signal_track
from .scope_data import check_scope

#: Unparseable regions a stats result lists (each by its echo); ``droppedRegionCount`` counts all.
MAX_DROPPED_SHOWN = 10

# -- genome_describe_viewport ------------------------------------------------------------------

@dataclass(kw_only=True)
class DescribeResult(MeasurementResult):
    region: dict[str, Any] | None = None
    tracks: list[dict[str, Any]] = field(default_factory=list)
    warning: str | None = None


def _describe_track(ctx: ToolContext, track: Track, region: Region) -> dict[str, Any]:
    entry: dict[str, Any] = {"trackId": track.id, "name": track.name, "type": track.type, "kind": track.kind}
    try:
        if track.kind == "signal":
            entry["stats"] = signal_stats(_reader(ctx, track), [region]).to_dict()
        elif track.kind == "interval":
            frame = _reader(ctx, track).features(region.chrom, region.start, region.end)
            scores = pd.to_numeric(frame["score"], errors="coerce") if "score" in frame else pd.Series(dtype=float)
            entry["stats"] = {
                "featureCount": len(frame),
                "minScore": None if scores.dropna().empty else float(scores.min()),
                "maxScore": None if scores.dropna().empty else float(scores.max()),
            }
        elif track.type == "annotation":
            genes = ctx.project.gene_index().genes_in(region.chrom, region.start, region.end, models=False)
            entry["stats"] = {"geneCount": len(genes), "genes": [g.symbol for g in genes[:50]]}
        else:
            entry["note"] = "no numeric summary"
    except (GenomeError, OSError, ValueError) as exc:
        entry["error"] = str(exc)
    return entry


@declare(
    "genome_describe_viewport",
    "Summarize each track in the current view: signal tracks get min, max, mean (length-weighted "
    "over covered bases), sum, nIntervals, coveredBases and coveredFraction; interval tracks get "
    "featureCount, minScore and maxScore. The numbers are held in a citable computation record.",
    {"properties": {"trackIds": {"type": "array", "items": {"type": "string"},
                                 "description": "Subset of track ids (default: all tracks)"}}},
    [GENOME],
    issues_citation=True,
)
def genome_describe_viewport(ctx: ToolContext, args: dict[str, Any]) -> DescribeResult:
    project = ctx.project
    tracks = [project.track(t) for t in args["trackIds"]] if "trackIds" in args else project.tracks
    settle_view(ctx)  # a view nobody set goes where the data is first, as a browser would show it
    view = project.view
    result = DescribeResult(scope_applied=f"viewport ({view.locus})")
    region = view.region()  # None exactly when the view is not resolved
    if region is None:
        result.warning = VIEWPORT_UNRESOLVED
        result.region = {"locus": view.locus, "chr": None, "start": None, "end": None}
        result.citations.append(computation_record(ctx, "genome_describe_viewport", result.to_json(), locus=view.locus))
        return result
    result.region = {"chr": region.chrom, "start": region.start, "end": region.end, "locus": region.locus}
    result.tracks = [_describe_track(ctx, t, region) for t in tracks]
    empty = [t["trackId"] for t in result.tracks if (t.get("stats") or {}).get("coveredBases") == 0]
    check_scope(ctx, result, "viewport", [t for t in tracks if t.kind == "signal"], [region], measured_empty=empty)
    result.citations.append(computation_record(ctx, "genome_describe_viewport", result.to_json(), locus=region.locus,
                                               title="Genome describe viewport result"))
    return result


# -- genome_signal_stats -----------------------------------------------------------------------

@dataclass(kw_only=True)
class StatsResult(MeasurementResult):
    loci: list[str] = field(default_factory=list)
    tracks: list[dict[str, Any]] = field(default_factory=list)
    dropped_regions: list[str] = field(default_factory=list)  # the first few, each echoed (≤ 200 characters)
    dropped_region_count: int = 0
    compute: dict[str, Any] | None = None

    def to_frame(self) -> pd.DataFrame:
        return pd.DataFrame([{"trackId": t["trackId"], "name": t["name"], **t["stats"]} for t in self.tracks])


@declare(
    "genome_signal_stats",
    "Exact minimum, maximum, mean (length-weighted over covered bases), sum (value × bases), "
    "nIntervals, coveredBases and coveredFraction of signal tracks over a scope (viewport, a whole "
    "chromosome, or the whole genome) or explicit regions, all loci together.",
    {"properties": {
        "trackIds": {"type": "array", "items": {"type": "string"}, "description": "Default: all signal tracks"},
        "scope": _SCOPE_PARAM,
        "regions": {"type": "array", "items": {"type": "string"},
                    "description": "chr:start-end strings; override scope. Unparseable ones are dropped."},
    }},
    [GENOME],
    issues_citation=True,
)
def genome_signal_stats(ctx: ToolContext, args: dict[str, Any]) -> StatsResult:
    project = ctx.project
    tool = "genome_signal_stats"
    if "trackIds" in args:
        tracks = [project.track(t) for t in args["trackIds"]]  # unknown id → error, no record
        tracks = [t for t in tracks if t.kind == "signal"]  # the reference ignores non-signal ids
    else:
        tracks = list(project.iter_tracks("signal"))
    result = StatsResult()
    try:
        if args.get("regions"):
            regions, dropped = [], []
            for text in args["regions"]:
                try:
                    regions.append(project.assembly.parse_locus(text))
                except LocusError:
                    dropped.append(text)
            result.dropped_regions = [echo(text) for text in dropped[:MAX_DROPPED_SHOWN]]
            result.dropped_region_count = len(dropped)
            if not regions:
                raise Refusal("No parseable regions were provided.")
            result.scope_applied = f"regions ({len(regions)})"
        else:
            regions, result.scope_applied = scope_regions(ctx, args.get("scope", "viewport"))
        if not tracks:
            raise Refusal("No signal tracks to measure: add a bigWig or bedGraph track first.")
    except Refusal as exc:
        return _refused(ctx, tool, result, str(exc))
    result.loci = [r.locus for r in regions][:50]
    from .cohort import stats_for  # the many-track engine (local cores or a Dask cluster)

    result.tracks, result.compute = stats_for(ctx, tracks, regions)
    empty = [t["trackId"] for t in result.tracks if not t["stats"].get("coveredBases")]
    check_scope(ctx, result, None if args.get("regions") else args.get("scope", "viewport"), tracks, regions,
                measured_empty=empty)
    locus = regions[0].locus if len(regions) == 1 else None
    result.citations.append(computation_record(ctx, tool, result.to_json(), locus=locus,
                                               title="Genome signal stats result"))
    return result


# -- genome_call_peaks -------------------------------------------------------------------------

@dataclass(kw_only=True)
class PeaksResult(MeasurementResult):
    method: str | None = None
    threshold: float | None = None
    k: float | None = None
    mean: float | None = None
    sd: float | None = None
    min_width: int | None = None
    merge_gap: int | None = None
    method_note: str | None = None
    peak_count: int | None = None
    fragment_count: int | None = None
    track_id: str | None = None
    result_url: str | None = None
    result_file_name: str | None = None
    peaks: pd.DataFrame | None = field(default=None, metadata={"internal": True}, repr=False)

    def to_frame(self) -> pd.DataFrame:
        if self.peaks is not None:
            return self.peaks
        return pd.DataFrame(columns=["chrom", "start", "end", "name", "score"])


@declare(
    "genome_call_peaks",
    "Call exploratory threshold peaks on one signal track: keep intervals at or above mean + k·SD "
    "(zscore, default k=2) or an absolute value (threshold), merge overlapping or touching ones "
    "(and, with mergeGap > 0, ones closer than mergeGap bp, to report enriched regions rather than "
    "fragments), write a BED file and add it as a track. Not a model-based peak caller.",
    {"properties": {
        "trackId": {"type": "string", "description": "A signal track"},
        "scope": _SCOPE_PARAM,
        "method": {"type": "string", "enum": ["zscore", "threshold"]},
        "threshold": {"type": "number", "description": "zscore: k standard deviations (default 2); "
                                                       "threshold: absolute value (default: the mean)"},
        "minWidth": {"type": "number", "description": "Minimum merged width in bp (rounded, at least 1)"},
        "mergeGap": {"type": "number", "description": "Also merge peaks at most this many bp apart (default 0)"},
    }, "required": ["trackId"]},
    [GENOME],
    issues_citation=True,
)
def genome_call_peaks(ctx: ToolContext, args: dict[str, Any]) -> PeaksResult:
    tool = "genome_call_peaks"
    project = ctx.project
    result = PeaksResult(method=args.get("method", "zscore"))
    try:
        track = _signal_track(ctx, args["trackId"])
        regions, result.scope_applied = scope_regions(ctx, args.get("scope", "viewport"))
        merge_gap = args.get("mergeGap", 0)
        if merge_gap < 0:
            raise Refusal("mergeGap must be 0 or more bp.")
    except Refusal as exc:
        return _refused(ctx, tool, result, str(exc))
    with argument_names():
        called = call_peaks(_reader(ctx, track), regions, method=args.get("method", "zscore"),
                            threshold=args.get("threshold"), min_width=args.get("minWidth", 1), merge_gap=merge_gap)
    path = project.results_dir / f"peaks-{track.id}-{secrets.token_hex(4)}.bed"
    called.write_bed(path)
    result.threshold = called.threshold
    result.k = called.k
    result.mean = called.mean
    result.sd = called.sd
    result.min_width = called.min_width
    result.merge_gap = called.merge_gap
    result.method_note = called.method_note
    result.peak_count = called.peak_count
    result.fragment_count = called.n_fragments
    check_scope(ctx, result, args.get("scope", "viewport"), [track], regions)
    label = distinct_name(project, peaks_label(track.name, result.to_json(), args.get("scope", "viewport")))
    peaks_track = project.add_track(path, "bed", name=label, source="result",
                                    metadata={"fromTrack": track.id, "tool": tool}) \
        if called.peak_count else None  # zero peaks is a valid answer: no empty track, no error
    result.track_id = peaks_track.id if peaks_track is not None else None
    result.result_url = str(path)
    result.result_file_name = path.name
    result.peaks = called.peaks
    locus = regions[0].locus if len(regions) == 1 else None
    result.citations.append(computation_record(ctx, tool, result.to_json(), locus=locus, result_path=str(path),
                                               title=label))
    return result


# -- genome_quantify_at_features ---------------------------------------------------------------

@dataclass(kw_only=True)
class QuantifyToolResult(MeasurementResult):
    metric: str | None = None
    row_count: int | None = None
    result_url: str | None = None
    result_file_name: str | None = None
    top_rows: list[dict[str, Any]] = field(default_factory=list)
    table: pd.DataFrame | None = field(default=None, metadata={"internal": True}, repr=False)

    def to_frame(self) -> pd.DataFrame:
        return self.table if self.table is not None else pd.DataFrame()


@declare(
    "genome_quantify_at_features",
    "Summarize a signal track (signalTrackId) or several (signalTrackIds: a features x tracks table) "
    "over each feature of an interval track (for example a peak BED from genome_call_peaks) or of "
    "the gene annotation: overlap-weighted mean or sum, or max; rank the features (several tracks: "
    "by the mean across tracks) and write all of them to a TSV.",
    {"properties": {
        "signalTrackId": {"type": "string"},
        "signalTrackIds": {"type": "array", "items": {"type": "string"},
                           "description": "Several signal tracks at once (instead of signalTrackId)"},
        "featureTrackId": {"type": "string", "description": "An interval track or the gene annotation track"},
        "scope": _SCOPE_PARAM,
        "metric": {"type": "string", "enum": ["mean", "sum", "max"]},
        "topN": {"type": "number", "description": "Rows returned inline (clamped to 1-100; default 20)"},
    }, "required": ["featureTrackId"]},
    [GENOME],
    issues_citation=True,
)
def genome_quantify_at_features(ctx: ToolContext, args: dict[str, Any]) -> QuantifyToolResult:
    tool = "genome_quantify_at_features"
    project = ctx.project
    if "signalTrackIds" in args:
        from .cohort import quantify_tool

        return quantify_tool(ctx, args)  # type: ignore[return-value]  # the many-track result, same JSON fields
    if "signalTrackId" not in args:
        raise ToolError("genome_quantify_at_features needs 'signalTrackId' or 'signalTrackIds'")
    result = QuantifyToolResult(metric=args.get("metric", "mean"))
    top_n = max(1, min(100, round(args.get("topN", 20))))
    try:
        signal = _signal_track(ctx, args["signalTrackId"])
        feature = project.track(args["featureTrackId"])
        if feature.kind != "interval" and feature.type != "annotation":
            raise Refusal(f"Track '{feature.id}' is a {feature.type} track; features must come from an interval "
                          "track (bigbed, bed, narrowpeak, …) or the gene annotation.")
        regions, result.scope_applied = scope_regions(ctx, args.get("scope", "viewport"))
    except Refusal as exc:
        return _refused(ctx, tool, result, str(exc))
    features = ctx.project.gene_index().features_frame() if feature.type == "annotation" else _reader(ctx, feature)
    quantified = quantify_at_features(_reader(ctx, signal), features, regions, metric=args.get("metric", "mean"))
    path = project.results_dir / f"quantify-{signal.id}-at-{feature.id}-{secrets.token_hex(4)}.tsv"
    quantified.write_tsv(path)
    result.row_count = quantified.row_count
    result.top_rows = quantified.top_rows(top_n)
    result.result_url = str(path)
    result.result_file_name = path.name
    result.table = quantified.table
    check_scope(ctx, result, args.get("scope", "viewport"), [signal], regions)
    locus = regions[0].locus if len(regions) == 1 else None
    result.citations.append(computation_record(ctx, tool, result.to_json(), locus=locus, result_path=str(path),
                                               title="Genome quantify at features result"))
    return result


# -- genome_correlate_tracks -------------------------------------------------------------------

@declare(
    "genome_correlate_tracks",
    "Binned Pearson and Spearman correlation of two signal tracks (trackIdA, trackIdB) or of many "
    "(trackIds: matrices over every pair, with a clustered order) over a scope. Bins of binSize bp "
    "(default min(10000, max(100, ceil(length/500))): 500 bins over a view, 10-kb bins over a chromosome "
    "or the genome; r depends on the bin size, so say which was used); a bin's value is the mean over "
    "covered bases; each pair "
    "uses the bins both tracks cover, and the others are counted. No significance test.",
    {"properties": {
        "trackIdA": {"type": "string"},
        "trackIdB": {"type": "string"},
        "trackIds": {"type": "array", "items": {"type": "string"},
                     "description": "Two or more signal tracks (instead of trackIdA/trackIdB)"},
        "scope": _SCOPE_PARAM,
        "binSize": {"type": "number", "description": "Bin width in bp (rounded, at least 1)"},
    }},
    [GENOME],
    issues_citation=True,
)
def genome_correlate_tracks(ctx: ToolContext, args: dict[str, Any]) -> ToolResult:
    from .cohort import correlate_tool  # the many-track engine (local cores or a Dask cluster)

    return correlate_tool(ctx, args)
