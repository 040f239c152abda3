"""The citation records a search issues: one for the search, one per candidate file.

- **public-data-search** (one per search, a new id each time): the normalized query, the number
  of candidates, the relaxations, every portal query made, the notes (a biosample respelled, a
  cell line of another organism), "did you mean" biosample suggestions and, when a stage had more
  matches than were ranked, how many (``truncated``); location and Open source are the
  portal's search page for the query as asked.
- **public-data-file** (one per candidate): accession, experiment, assay, target, biosample,
  assembly, output type, the score with its parts and tie-break values, and the rest of the
  candidate; location is the download URL, Open source
  the portal's file page. Its id is ``cite_project_<projectId>_public_data_<ACCESSION>``, so the
  same file found again in the project keeps its id (the record is refreshed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..citations import Citation, encode_file_id, mint_id

if TYPE_CHECKING:  # pragma: no cover
    from .results import Candidate, EncodeSearchResult

TOOL = "public_data_search"


def search_record(project_id: str, genome: str | None, result: EncodeSearchResult) -> Citation:
    """The public-data-search record of ``result``."""
    pid = project_id.removeprefix("project_")
    data: dict[str, Any] = {
        "source": result.source,
        "portal": result.portal,
        "query": result.query,
        "total": result.total,
        "relaxations": [r.to_json() for r in result.relaxations],
        "attempts": [a.to_json(full=True) for a in result.attempts],
        "candidates": [{"rank": c.rank, "accession": c.accession, "title": c.title} for c in result.candidates],
        "skippedNoHref": result.skipped_no_href,
        "message": result.message,
        "notes": list(result.notes),
        "biosampleSuggestions": list(result.biosample_suggestions),
        "truncated": list(result.truncated),
        "replayed": result.replayed,
        "cachedAt": result.cached_at,
    }
    return Citation(
        id=mint_id("project", pid, TOOL), source_type="public-data-search",
        title=f"ENCODE search: {result.description}", data=data, location=result.search_page,
        url=result.search_page, genome=genome, tool=TOOL,
    )


def file_record(project_id: str, genome: str | None, candidate: Candidate, result: EncodeSearchResult) -> Citation:
    """The public-data-file record of one candidate (stable id per project and accession)."""
    data = {
        "accession": candidate.accession,
        "experiment": candidate.experiment_accession,
        "assay": candidate.assay,
        "target": candidate.target,
        "biosample": candidate.biosample,
        "assembly": candidate.assembly,
        "outputType": candidate.output_type,
        "fileType": candidate.file_type,
        "fileFormat": candidate.file_format,
        "biologicalReplicates": list(candidate.biological_replicates),
        "trackType": candidate.track_type,
        "downloadUrl": candidate.source_url,
        "portalUrl": candidate.portal_url,
        "released": candidate.released,
        "fileSize": candidate.file_size,
        "rank": candidate.rank,
        "score": candidate.score,
        "scoreParts": dict(candidate.score_parts),
        "ranking": list(candidate.ranking),
        "tieBreak": dict(candidate.tie_break),
        "matchMode": candidate.match_mode,
        "query": result.query,
        "retrievedAt": candidate.retrieved_at,
        "replayed": result.replayed,
    }
    what = " ".join(x for x in (candidate.biosample, candidate.target, candidate.output_type) if x)
    title = f"ENCODE file {candidate.accession}" + (f": {what}" if what else "") + \
        (f" ({candidate.assembly})" if candidate.assembly else "")
    return Citation(
        id=encode_file_id(project_id, candidate.accession), source_type="public-data-file", title=title,
        data=data, location=candidate.source_url, url=candidate.portal_url, genome=genome,
        file_name=candidate.source_url.rsplit("/", 1)[-1], tool=TOOL,
    )
