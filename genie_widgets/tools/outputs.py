"""Outputs: HTML artifacts and the latest Analysis plan.

``create_html_artifact`` saves an agent-written page: in Genome mode beside the chat, in
Analysis mode as a Studio output (see :mod:`genie_widgets.project.studio`). Beyond the
reference, the citation tokens in the page become the chat's chips with an evidence appendix,
against the records of the chat's session. It issues no citation. ``project_read_analysis_plan``
reads the latest Studio output back and issues one ``studio-output`` record holding the plan's
text (the panel shows up to 1,800 characters; the record keeps it all).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..citations import Citation, mint_id
from ..project.assets import AssetCatalog
from ..project.studio import STUDIO_KINDS, SavedArtifact, Studio, chat_artifacts
from .declarations import declare
from .modes import ANALYSIS, GENOME
from .results import ToolContext, ToolResult

NO_PLAN_MESSAGE = "No Studio output has been created for this project yet."
_ANALYSIS_ONLY = ("kind", "description", "sourceAssetIds", "sourceTrackIds", "genomeRegion", "metadata")


def studio_output_record(ctx: ToolContext, output: SavedArtifact, text: str, tool: str) -> Citation:
    """A ``studio-output`` record: the plan's text as excerpt, its metadata and full text as data;
    Open source is the saved page."""
    return Citation(
        id=mint_id("project", ctx.project.id.removeprefix("project_"), "studio_output", output.id),
        source_type="studio-output", title=f"Studio output: {output.title}", location=output.path,
        excerpt=text or output.description or output.title, data={"output": output.to_json(ctx.project), "text": text},
        url=output.url(ctx.project), file_name="index.html", tool=tool,
    )


# -- project_read_analysis_plan ----------------------------------------------------------------

@dataclass(kw_only=True)
class AnalysisPlanResult(ToolResult):
    plan_available: bool
    message: str | None = None
    output: dict[str, Any] | None = None
    html: str | None = None
    text: str | None = None


@declare("project_read_analysis_plan",
         "Read the latest output saved from Analysis mode (its metadata, HTML and plain text).",
         {}, [GENOME], issues_citation=True)
def project_read_analysis_plan(ctx: ToolContext, args: dict[str, Any]) -> AnalysisPlanResult:
    studio = Studio(ctx.project)
    latest = studio.latest()
    if latest is None:
        return AnalysisPlanResult(plan_available=False, message=NO_PLAN_MESSAGE)
    text = studio.read_text(latest.id)
    result = AnalysisPlanResult(plan_available=True, output=latest.to_json(ctx.project),
                                html=studio.read_html(latest.id), text=text)
    result.citations.append(studio_output_record(ctx, latest, text, "project_read_analysis_plan"))
    return result


# -- create_html_artifact ----------------------------------------------------------------------

@dataclass(kw_only=True)
class ArtifactResult(ToolResult):
    artifact_id: str
    title: str
    url: str
    path: str
    chip_count: int
    unknown_tokens: list[str] = field(default_factory=list)
    output: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)


@declare("create_html_artifact",
         "Save an HTML page: in Genome mode a page in the chat's folder; in Analysis mode a Studio output "
         "of a kind (report, data-table, …). Citation tokens in the HTML become chips with an evidence appendix.",
         {"properties": {
             "title": {"type": "string"},
             "html": {"type": "string", "description": "Complete HTML, at most 750,000 bytes"},
             "artifactId": {"type": "string", "description": "Reuse to replace an earlier artifact"},
             "kind": {"type": "string", "description": "Analysis: " + ", ".join(STUDIO_KINDS)},
             "description": {"type": "string"}, "sourceAssetIds": {"type": "array", "items": {"type": "string"}},
             "sourceTrackIds": {"type": "array", "items": {"type": "string"}},
             "genomeRegion": {"type": "string"}, "metadata": {"type": "object"},
         }, "required": ["title", "html"]},
         [GENOME, ANALYSIS])
def create_html_artifact(ctx: ToolContext, args: dict[str, Any]) -> ArtifactResult:
    records = ctx.session.citations
    notes: list[str] = []
    if ctx.mode == ANALYSIS:
        item, cited, known_kind = Studio(ctx.project).save_output(
            args["title"], args["html"], records, artifact_id=args.get("artifactId"), kind=args.get("kind"),
            description=args.get("description"), source_asset_ids=args.get("sourceAssetIds", ()),
            source_track_ids=args.get("sourceTrackIds", ()), genome_region=args.get("genomeRegion"),
            metadata=args.get("metadata"), session_id=ctx.session.id,
        )
        if not known_kind:
            notes.append(f"kind {args.get('kind')!r} is not a Studio kind; saved as 'report'")
        notes += _unknown_sources(ctx, item)
        output = item.to_json(ctx.project)
    else:
        item, cited = chat_artifacts(ctx.session).save(args["title"], args["html"], records,
                                                       artifact_id=args.get("artifactId"))
        ignored = [k for k in _ANALYSIS_ONLY if k in args]
        if ignored:
            notes.append(f"{', '.join(ignored)} apply to Studio outputs (Analysis mode) and were not stored")
        output = None
    if cited.unknown_tokens:
        notes.append(f"{len(cited.unknown_tokens)} token(s) name no record of this chat and stay marked as unknown")
    return ArtifactResult(artifact_id=item.id, title=item.title, url=item.url(ctx.project), path=item.path,
                          chip_count=item.chip_count, unknown_tokens=cited.unknown_tokens, output=output, notes=notes)


def _unknown_sources(ctx: ToolContext, item: SavedArtifact) -> list[str]:
    notes = []
    assets = {a.id for a in AssetCatalog(ctx.project).list()}
    missing = [a for a in item.source_asset_ids if a not in assets]
    if missing:
        notes.append(f"sourceAssetIds not in the catalog: {', '.join(missing)}")
    tracks = {t.id for t in ctx.project.tracks}
    missing = [t for t in item.source_track_ids if t not in tracks]
    if missing:
        notes.append(f"sourceTrackIds not loaded in the browser: {', '.join(missing)}")
    return notes
