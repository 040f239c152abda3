"""Outputs: the latest Analysis plan and HTML artifacts (delivered by the assets issue)."""

from __future__ import annotations

from .registry import ANALYSIS, GENOME, declare

STUDIO_KINDS = ("report", "data-table", "mind-map", "genome-plan", "track-recommendation", "infographic",
                "slide-deck", "figure-draft", "hypothesis-cards", "saved-view")

declare("project_read_analysis_plan",
        "Read the latest output saved from Analysis mode (its metadata, HTML and plain text).",
        {}, [GENOME], issues_citation=True)(None)
declare("create_html_artifact",
        "Save an HTML page: in Genome mode a page in the chat's folder; in Analysis mode a Studio output "
        "of a kind (report, data-table, …). Citation tokens in the HTML become chips with an evidence appendix.",
        {"properties": {
            "title": {"type": "string"}, "html": {"type": "string", "description": "Complete HTML, at most 750,000 bytes"},
            "artifactId": {"type": "string", "description": "Reuse to replace an earlier artifact"},
            "kind": {"type": "string", "description": "Analysis: " + ", ".join(STUDIO_KINDS)},
            "description": {"type": "string"}, "sourceAssetIds": {"type": "array", "items": {"type": "string"}},
            "sourceTrackIds": {"type": "array", "items": {"type": "string"}},
            "genomeRegion": {"type": "string"}, "metadata": {"type": "object"},
        }, "required": ["title", "html"]},
        [GENOME, ANALYSIS])(None)
