"""public_data_search: the ENCODE portal search, as a tool (a thin wrapper over
:func:`genie_widgets.public_data.encode.search`).

The portal is ``$GENIE_WIDGETS_ENCODE_URL`` (default the public ENCODE portal); with
``$GENIE_WIDGETS_ENCODE_OFFLINE=1`` the search replays from the project's cache only.

A search that cannot be asked (an organism the project's assembly does not belong to) is an
error with no record. A portal fault with nothing cached is ``success: false`` with the error and
the attempts made, and no record. Otherwise the result carries one public-data-search record (its
token is the result's ``citationToken``) and one public-data-file record per candidate (each
candidate's ``citationToken``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..public_data import encode
from ..public_data.query import QueryError
from .declarations import declare
from .modes import ANALYSIS, GENOME
from .results import ToolContext, ToolError, ToolResult, internal


@dataclass(kw_only=True)
class PublicDataSearchResult(ToolResult):
    """The reference's result: source, query, total, relaxations, attempts, candidates."""

    source: str = "ENCODE"
    portal: str = ""
    query: dict[str, Any] = field(default_factory=dict)
    total: int = 0
    relaxations: list[dict[str, Any]] = field(default_factory=list)
    attempts: list[dict[str, Any]] = field(default_factory=list)
    candidates: list[dict[str, Any]] = field(default_factory=list)
    skipped_no_href: int = 0
    message: str = ""
    notes: list[str] = field(default_factory=list)
    replayed: bool = False
    cached_at: str | None = None
    biosample_suggestions: list[str] = field(default_factory=list)
    truncated: list[dict[str, Any]] = field(default_factory=list)
    search: encode.EncodeSearchResult | None = internal(default=None, repr=False)  # noqa: RUF009  (internal() is field())

    @classmethod
    def of(cls, found: encode.EncodeSearchResult) -> PublicDataSearchResult:
        data = found.to_json()
        return cls(
            success=found.success, error=found.error, citations=list(found.citations), source=found.source,
            portal=found.portal, query=found.query, total=found.total, relaxations=data["relaxations"],
            attempts=data["attempts"], candidates=data["candidates"], skipped_no_href=found.skipped_no_href,
            message=found.message, notes=list(found.notes), replayed=found.replayed, cached_at=found.cached_at,
            biosample_suggestions=list(found.biosample_suggestions), truncated=list(found.truncated), search=found,
        )

    def to_frame(self):
        """The candidates as a DataFrame, best first."""
        if self.search is None:
            import pandas as pd

            return pd.DataFrame()
        return self.search.to_frame()


@declare(
    "public_data_search",
    "Search the ENCODE portal for released files (structured: assay, target, biosample, organism, "
    "assembly, file type, free text) and return ranked candidates with accessions and download URLs "
    "that genome_add_track can load (use sourceUrl and trackType). A strict query runs first; when it "
    "finds too few files the search relaxes step by step (any output type, wider assay, biosample slims, "
    "free text) and reports each relaxation. Each candidate carries its own citation token and its score "
    "parts; read notes and biosampleSuggestions (did you mean) before concluding nothing exists.",
    {"properties": {
        "assay": {"type": "string", "description": "ENCODE assay title, e.g. Histone ChIP-seq, ATAC-seq, DNase-seq"},
        "target": {"type": "string", "description": "Target label, e.g. H3K27ac, CTCF"},
        "biosample": {"type": "string",
                      "description": "Biosample term, e.g. K562; relaxations may match organ or cell slims"},
        "organism": {"type": "string", "description": "Scientific name (default Homo sapiens)"},
        "assembly": {"type": "string",
                     "description": "Default: from the project genome (hg38 → GRCh38, hg19 → hg19)"},
        "fileType": {"type": "string", "description": "File format (default bigWig; bigBed, bed, …) or portal "
                                                      "file type (bigBed narrowPeak, bed narrowPeak)"},
        "freeText": {"type": "string", "description": "Free-text search term"},
        "limit": {"type": "number", "description": "Candidates returned (1-25, default 10)"},
    }},
    [GENOME, ANALYSIS],
    issues_citation=True,
)
def public_data_search(ctx: ToolContext, args: dict[str, Any]) -> PublicDataSearchResult:
    try:
        found = encode.search(
            assay=args.get("assay"), target=args.get("target"), biosample=args.get("biosample"),
            organism=args.get("organism"), assembly=args.get("assembly"), file_type=args.get("fileType"),
            free_text=args.get("freeText"), limit=args.get("limit"), project=ctx.project,
        )
    except QueryError as exc:
        raise ToolError(str(exc)) from None
    return PublicDataSearchResult.of(found)
