"""Project asset tools (delivered by the assets issue): catalog, read, update, inspect, import."""

from __future__ import annotations

from .registry import ANALYSIS, ASSET_IMPORT, GENOME, declare

_RECURSIVE = {"type": "boolean", "description": "Include nested folders (default true)"}

declare("project_list_assets",
        "List the project's imported assets (id, kind, title, description, file path or URL), each with "
        "its own citation token, plus a token for the catalog as a whole.",
        {}, [GENOME, ANALYSIS, ASSET_IMPORT], issues_citation=True)(None)
declare("project_read_asset",
        "Read one asset's metadata and, for text files (BED, CSV, TSV, JSON, Markdown, VCF, …), a "
        "preview of its first 40 lines.",
        {"properties": {"assetId": {"type": "string"}}, "required": ["assetId"]},
        [GENOME, ANALYSIS], issues_citation=True)(None)
declare("project_update_asset_source",
        "Edit an asset's kind, title, description or source (and optionally replace its stored file).",
        {"properties": {
            "assetId": {"type": "string"}, "kind": {"type": "string"}, "title": {"type": "string"},
            "description": {"type": "string"}, "location": {"type": "string"}, "sourcePath": {"type": "string"},
            "replaceFromSourcePath": {"type": "boolean"},
        }, "required": ["assetId"]},
        [ANALYSIS])(None)
declare("project_inspect_local_folder",
        "List the files of a local folder with their inferred asset kinds.",
        {"properties": {"folderPath": {"type": "string"}, "recursive": _RECURSIVE,
                        "maxEntries": {"type": "number", "description": "1-1000, default 400"}},
         "required": ["folderPath"]},
        [ASSET_IMPORT])(None)
declare("project_import_local_folder",
        "Import a local folder's files as assets (files already in the catalog are skipped).",
        {"properties": {"folderPath": {"type": "string"}, "recursive": _RECURSIVE,
                        "maxFiles": {"type": "number", "description": "1-500, default 200"}},
         "required": ["folderPath"]},
        [ASSET_IMPORT])(None)
declare("project_inspect_local_path",
        "Inspect a local file or folder before importing it.",
        {"properties": {"path": {"type": "string"}, "recursive": _RECURSIVE,
                        "maxEntries": {"type": "number", "description": "1-1000, default 400"}},
         "required": ["path"]},
        [ASSET_IMPORT])(None)
declare("project_import_local_path",
        "Import a local file or folder as assets.",
        {"properties": {"path": {"type": "string"}, "recursive": _RECURSIVE,
                        "maxEntries": {"type": "number"},
                        "maxFiles": {"type": "number", "description": "Default 200"},
                        "skipExisting": {"type": "boolean", "description": "Default true"}},
         "required": ["path"]},
        [ASSET_IMPORT])(None)
declare("project_inspect_remote_source",
        "Fetch a preview of an http(s) URL: final URL, content type and length, inferred kind, title, "
        "first 40 lines, and links found on an HTML page.",
        {"properties": {"url": {"type": "string"},
                        "maxBytes": {"type": "number", "description": "8 KiB-2 MiB, default 512 KiB"},
                        "maxLinks": {"type": "number", "description": "1-200, default 40"},
                        "timeoutMs": {"type": "number", "description": "1,000-60,000, default 15,000"}},
         "required": ["url"]},
        [ASSET_IMPORT])(None)
declare("project_import_remote_source",
        "Import a URL as an asset, and optionally the files it links to.",
        {"properties": {"url": {"type": "string"},
                        "importDiscoveredLinks": {"type": "boolean", "description": "Default true"},
                        "maxDiscoveredLinks": {"type": "number", "description": "Default 40"}},
         "required": ["url"]},
        [ASSET_IMPORT])(None)
declare("project_write_asset_artifact",
        "Write a UTF-8 text note inside an imported asset's folder (the path must stay inside it).",
        {"properties": {"assetId": {"type": "string"}, "relativePath": {"type": "string"},
                        "content": {"type": "string"}},
         "required": ["assetId", "relativePath", "content"]},
        [ASSET_IMPORT])(None)
