"""Genome view and track tools: where the browser is, what it shows, and moving it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..genome import DEFAULT_GENOME_ID, LocusError, Region, list_assemblies
from ..project import Track
from ._records import gene_record, region_record
from .declarations import declare
from .modes import ANALYSIS, GENOME
from .results import ToolContext, ToolError, ToolResult

HUB_REFUSAL = "hubUrl is not yet supported. Add a specific sourceUrl or catalogId."


def track_summary(track: Track) -> dict[str, Any]:
    """A track as the tools report it: its stored JSON (id, name, type, kind, url, source,
    visibility, height, order, options, catalog and index ids, metadata)."""
    return track.to_json()




# -- genome_get_current_region -----------------------------------------------------------------

@dataclass(kw_only=True)
class RegionResult(ToolResult):
    genome_id: str
    view_region: dict[str, Any]
    updated_at: str
    gene: dict[str, Any] | None = None


@declare(
    "genome_get_current_region",
    "Report the genome region the project's browser shows now: locus with numeric 0-based start "
    "and exclusive end (null bounds if the view is not a resolved locus).",
    {},
    [GENOME],
    issues_citation=True,
)
def genome_get_current_region(ctx: ToolContext, args: dict[str, Any]) -> RegionResult:
    state = ctx.project.browser_state()
    view = state.view.to_json()
    result = RegionResult(genome_id=ctx.project.genome, view_region=view, updated_at=state.updated_at)
    result.citations.append(region_record(ctx, "genome_get_current_region", state.view.locus, result.to_json()))
    return result


# -- genome_navigate ---------------------------------------------------------------------------

@declare(
    "genome_navigate",
    "Move the browser to a region: give locus as chr:start-end (commas allowed, e.g. "
    "chr8:127,700,000-127,760,000) or a gene symbol (e.g. MYC), or give chr, start and end "
    "(0-based start, exclusive end).",
    {"properties": {
        "locus": {"type": "string", "description": "chr:start-end, or a gene symbol"},
        "chr": {"type": "string", "description": "Chromosome, with start and end"},
        "start": {"type": "number", "description": "0-based start when using chr/start/end"},
        "end": {"type": "number", "description": "Exclusive end; must be greater than start"},
    }},
    [GENOME],
    issues_citation=True,
)
def genome_navigate(ctx: ToolContext, args: dict[str, Any]) -> RegionResult:
    project = ctx.project
    gene = None
    if "locus" in args and str(args["locus"]).strip():
        region, found = project.locate(str(args["locus"]))
        if found is not None:
            gene = {"symbol": found.symbol, "locus": found.locus, "strand": found.strand, "geneId": found.gene_id}
    elif all(k in args for k in ("chr", "start", "end")):
        start, end = args["start"], args["end"]
        if start != int(start) or end != int(end):
            raise ToolError("start and end must be whole numbers of bases")
        chrom = project.assembly.resolve_chrom(str(args["chr"]))
        if int(end) <= int(start):
            raise LocusError(f"end ({int(end):,}) must be greater than start ({int(start):,})", reason="reversed")
        if int(start) < 0:
            raise LocusError("start must not be negative", reason="negative")
        region = Region(chrom, int(start), int(end))
    else:
        raise ToolError("Provide locus or chr/start/end.")
    view = project.set_view(region)
    state = project.browser_state()
    result = RegionResult(genome_id=project.genome, view_region=view.to_json(), updated_at=state.updated_at, gene=gene)
    out = result.to_json()
    out["success"] = True
    result.citations.append(region_record(ctx, "genome_navigate", view.locus, out))
    return result


# -- genome_find_gene (ours) -------------------------------------------------------------------

@dataclass(kw_only=True)
class GeneResult(ToolResult):
    genome_id: str
    query: str
    gene: dict[str, Any] | None = None
    matches: list[dict[str, Any]] = field(default_factory=list)
    annotation_source: str | None = None


@declare(
    "genome_find_gene",
    "Look a gene symbol up in the project's gene annotation (case-insensitive): its locus "
    "(0-based, end-exclusive), strand, id, biotype and transcripts. Use genome_navigate to go there.",
    {"properties": {"symbol": {"type": "string", "description": "Gene symbol, e.g. MYC"}}, "required": ["symbol"]},
    [GENOME],
    issues_citation=True,
)
def genome_find_gene(ctx: ToolContext, args: dict[str, Any]) -> GeneResult:
    symbol = args["symbol"].strip()
    if not symbol:
        raise ToolError("genome_find_gene needs a non-empty symbol")
    gene = ctx.project.find_gene(symbol)
    index = ctx.project.gene_index()
    others = [g.to_dict() for g in index.find(symbol) if g.locus != gene.locus][:5]
    data = gene.to_dict(models=True)
    result = GeneResult(genome_id=ctx.project.genome, query=symbol, gene=data, matches=others,
                        annotation_source=str(index.source))
    result.citations.append(gene_record(ctx, "genome_find_gene", result.to_json(), gene.locus, gene.symbol,
                                        str(index.source)))
    return result


# -- genome_list_assemblies --------------------------------------------------------------------

@dataclass(kw_only=True)
class AssembliesResult(ToolResult):
    default_genome_id: str
    selected_genome_id: str
    genomes: list[dict[str, Any]]

    def to_frame(self):
        """One row per assembly."""
        import pandas as pd

        return pd.DataFrame(self.genomes)


@declare(
    "genome_list_assemblies",
    "List the genome assemblies genie_widgets knows and the project's own genome. Each project "
    "has one genome; to use another, create a new project.",
    {},
    [GENOME],
)
def genome_list_assemblies(ctx: ToolContext, args: dict[str, Any]) -> AssembliesResult:
    return AssembliesResult(default_genome_id=DEFAULT_GENOME_ID, selected_genome_id=ctx.project.genome,
                            genomes=list_assemblies())


# -- genome_list_tracks ------------------------------------------------------------------------

@dataclass(kw_only=True)
class TracksResult(ToolResult):
    genome_id: str
    tracks: list[dict[str, Any]]
    available_catalog_tracks: list[dict[str, Any]]

    def to_frame(self):
        """One row per track, top to bottom."""
        import pandas as pd

        return pd.DataFrame(self.tracks)


@declare(
    "genome_list_tracks",
    "List the browser's tracks (id, name, type, kind, visibility, height, order, source) and the "
    "catalog tracks genome_add_track can add.",
    {},
    [GENOME, ANALYSIS],
)
def genome_list_tracks(ctx: ToolContext, args: dict[str, Any]) -> TracksResult:
    return TracksResult(
        genome_id=ctx.project.genome,
        tracks=[track_summary(t) for t in ctx.project.tracks],
        available_catalog_tracks=[{k: c[k] for k in ("id", "type", "name")}
                                  for c in ctx.project.available_catalog_tracks()],
    )


# -- genome_add_track --------------------------------------------------------------------------

@dataclass(kw_only=True)
class AddTrackResult(ToolResult):
    added_track: dict[str, Any]
    track_count: int
    tracks: list[dict[str, Any]]
    updated_at: str


@declare(
    "genome_add_track",
    "Add a track to the browser: a catalog track by catalogId, or a data file by sourceUrl (an "
    "http(s) URL or a local path; bigWig, bigBed, BED, narrowPeak, broadPeak or bedGraph, plain or "
    "gzip). The type is checked against the file and detected when omitted.",
    {"properties": {
        "catalogId": {"type": "string", "description": "A catalog track id from genome_list_tracks"},
        "sourceUrl": {"type": "string", "description": "Data file URL or local path"},
        "force": {"type": "boolean", "description": "Add a bigWig/bigBed whose chromosome sizes do not match the "
                  "project's genome anyway (every result that reads it will say so)"},
        "type": {"type": "string", "description": "Track type: bigwig, bigbed, bed, narrowpeak, broadpeak, bedgraph"},
        "indexUrl": {"type": "string", "description": "Index file for tabix-indexed sources"},
        "name": {"type": "string", "description": "Display name (default: the file name)"},
        "hubUrl": {"type": "string", "description": "Not supported"},
    }},
    [GENOME],
)
def genome_add_track(ctx: ToolContext, args: dict[str, Any]) -> AddTrackResult:
    if args.get("hubUrl"):
        raise ToolError(HUB_REFUSAL)
    if not args.get("catalogId") and not args.get("sourceUrl"):
        raise ToolError("Provide catalogId or sourceUrl.")
    project = ctx.project
    track = project.add_track(
        args.get("sourceUrl"), args.get("type"), name=args.get("name"), catalog_id=args.get("catalogId"),
        index_url=args.get("indexUrl"), force=bool(args.get("force")),
    )
    state = project.browser_state()
    return AddTrackResult(
        added_track={"id": track.id, "type": track.type, "name": track.name, "url": track.url,
                     "catalogId": track.catalog_id},
        track_count=len(state.tracks), tracks=[track_summary(t) for t in project.tracks], updated_at=state.updated_at,
    )


# -- genome_update_track (ours) ----------------------------------------------------------------

@dataclass(kw_only=True)
class UpdateTrackResult(ToolResult):
    track: dict[str, Any]
    tracks: list[dict[str, Any]]
    updated_at: str


@declare(
    "genome_update_track",
    "Change a track in the browser: show or hide it (visible), resize it (height in pixels, "
    "16-600), move it (order: 0 is the top) or rename it (name).",
    {"properties": {
        "trackId": {"type": "string"},
        "visible": {"type": "boolean"},
        "height": {"type": "integer", "description": "Height in pixels (clamped to 16-600)"},
        "order": {"type": "integer", "description": "New position, 0 = top"},
        "name": {"type": "string"},
    }, "required": ["trackId"]},
    [GENOME],
)
def genome_update_track(ctx: ToolContext, args: dict[str, Any]) -> UpdateTrackResult:
    changes = {k: args[k] for k in ("visible", "height", "order", "name") if k in args}
    if not changes:
        raise ToolError("Give at least one of visible, height, order or name.")
    track = ctx.project.update_track(args["trackId"], **changes)
    state = ctx.project.browser_state()
    return UpdateTrackResult(track=track_summary(track), tracks=[track_summary(t) for t in ctx.project.tracks],
                             updated_at=state.updated_at)
