"""public_data_search: the ENCODE portal search (delivered by the public-data issue)."""

from __future__ import annotations

from .registry import ANALYSIS, GENOME, declare

declare(
    "public_data_search",
    "Search the ENCODE portal for released files (structured: assay, target, biosample, organism, "
    "assembly, file type, free text) and return ranked candidates with accessions and download URLs "
    "that genome_add_track can load. Each candidate carries its own citation token.",
    {"properties": {
        "assay": {"type": "string", "description": "ENCODE assay title, e.g. Histone ChIP-seq, ATAC-seq, DNase-seq"},
        "target": {"type": "string", "description": "Target label, e.g. H3K27ac, CTCF"},
        "biosample": {"type": "string", "description": "Biosample term, e.g. K562"},
        "organism": {"type": "string", "description": "Scientific name (default Homo sapiens)"},
        "assembly": {"type": "string", "description": "Default: from the project genome"},
        "fileType": {"type": "string", "description": "File format (default bigWig)"},
        "freeText": {"type": "string", "description": "Free-text search term"},
        "limit": {"type": "number", "description": "Candidates returned (1-25, default 10)"},
    }},
    [GENOME, ANALYSIS],
    issues_citation=True,
)(None)
