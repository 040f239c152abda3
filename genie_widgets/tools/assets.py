"""Project asset tools: the catalog, reading and editing assets, local and remote import.

Thin wrappers over :mod:`genie_widgets.project.assets`, :mod:`~genie_widgets.project.local_import`
and :mod:`~genie_widgets.project.remote_import`. As the reference says, only the catalog and
read tools issue citations: ``project_list_assets`` one ``asset-catalog`` record (the count and
up to 20 title and location lines) and one ``asset`` (file) or ``remote-source`` (URL) record per
asset; ``project_read_asset`` one such record, whose excerpt is the text preview with its line
range ("Lines 1-40"), or else the asset's description or location. Inspect, import, update and
write issue none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .._words import count
from ..citations import Citation, mint_id
from ..project.assets import Asset, AssetCatalog, AssetReading
from ..project.local_import import (
    ImportReport,
    LocalInspection,
    import_local_folder,
    import_local_path,
    inspect_local_folder,
    inspect_local_path,
)
from ..project.remote_import import import_remote_source, inspect_remote_source
from .declarations import declare
from .modes import ANALYSIS, ASSET_IMPORT, GENOME
from .results import ToolContext, ToolResult

#: Title and location lines the catalog record's excerpt lists.
CATALOG_EXCERPT_ASSETS = 20

_RECURSIVE = {"type": "boolean", "description": "Include nested folders (default true)"}


# -- records -----------------------------------------------------------------------------------

def _pid(ctx: ToolContext) -> str:
    return ctx.project.id.removeprefix("project_")


def asset_record(ctx: ToolContext, asset: Asset, tool: str, reading: AssetReading | None = None) -> Citation:
    """An ``asset`` (file) or ``remote-source`` (URL) record. With a text preview the excerpt is
    the preview and the record carries its line range; otherwise the excerpt is the description
    or location. ``data`` holds the asset's full metadata (and the preview)."""
    data: dict[str, Any] = {"asset": asset.to_json(ctx.project)}
    preview = reading.preview if reading else None
    if preview is not None:
        data["preview"] = preview.to_json()
    excerpt = preview.text if preview is not None and preview.text else (asset.description or asset.display_location)
    file_name = (asset.path or asset.url or "").rstrip("/").rsplit("/", 1)[-1] or None
    return Citation(
        id=mint_id("project", _pid(ctx), asset.id), source_type="asset" if asset.origin == "file" else "remote-source",
        title=asset.title, location=asset.display_location, excerpt=excerpt or None, data=data,
        asset_id=asset.id, line_range=preview.line_range if preview is not None else None, url=asset.url,
        file_name=file_name, tool=tool,
    )


def catalog_record(ctx: ToolContext, assets: list[Asset], tool: str) -> Citation:
    """The ``asset-catalog`` record: the number of assets and up to 20 "title — location" lines."""
    n = len(assets)
    lines = [f"{count(n, 'asset')} in the project catalog."]
    lines += [f"{i}. {a.title} — {a.display_location}" for i, a in enumerate(assets[:CATALOG_EXCERPT_ASSETS], 1)]
    if n > CATALOG_EXCERPT_ASSETS:
        lines.append(f"… and {n - CATALOG_EXCERPT_ASSETS} more")
    data = {"assetCount": n, "assets": [{"id": a.id, "kind": a.kind, "title": a.title,
                                         "location": a.display_location} for a in assets]}
    return Citation(
        id=mint_id("project", _pid(ctx), "asset_catalog"), source_type="asset-catalog",
        title=f"Project asset catalog ({count(n, 'asset')})", location="assets/catalog.json",
        excerpt="\n".join(lines), data=data, tool=tool,
    )


# -- project_list_assets -----------------------------------------------------------------------

@dataclass(kw_only=True)
class ListAssetsResult(ToolResult):
    asset_count: int
    assets: list[dict[str, Any]] = field(default_factory=list)


@declare("project_list_assets",
         "List the project's imported assets (id, kind, title, description, file path or URL), each with "
         "its own citation token, plus a token for the catalog as a whole.",
         {}, [GENOME, ANALYSIS, ASSET_IMPORT], issues_citation=True)
def project_list_assets(ctx: ToolContext, args: dict[str, Any]) -> ListAssetsResult:
    assets = AssetCatalog(ctx.project).list()
    result = ListAssetsResult(asset_count=len(assets))
    result.citations.append(catalog_record(ctx, assets, "project_list_assets"))
    for asset in assets:
        record = asset_record(ctx, asset, "project_list_assets")
        result.citations.append(record)
        result.assets.append({**asset.to_json(ctx.project), "citationToken": record.token})
    return result


# -- project_read_asset ------------------------------------------------------------------------

@dataclass(kw_only=True)
class ReadAssetResult(ToolResult):
    asset: dict[str, Any]
    preview: dict[str, Any] | None = None
    preview_note: str | None = None


@declare("project_read_asset",
         "Read one asset's metadata and, for text files (BED, CSV, TSV, JSON, Markdown, VCF, …), a "
         "preview of its first 40 lines.",
         {"properties": {"assetId": {"type": "string"}}, "required": ["assetId"]},
         [GENOME, ANALYSIS], issues_citation=True)
def project_read_asset(ctx: ToolContext, args: dict[str, Any]) -> ReadAssetResult:
    reading = AssetCatalog(ctx.project).read(args["assetId"].strip())
    preview = {**reading.preview.to_json(), "source": reading.preview_source} if reading.preview else None
    result = ReadAssetResult(asset=reading.asset.to_json(ctx.project), preview=preview, preview_note=reading.note)
    result.citations.append(asset_record(ctx, reading.asset, "project_read_asset", reading))
    return result


# -- project_update_asset_source ---------------------------------------------------------------

@dataclass(kw_only=True)
class UpdateAssetResult(ToolResult):
    asset: dict[str, Any]
    changed: list[str]


@declare("project_update_asset_source",
         "Edit an asset's kind, title, description or source (and optionally replace its stored file).",
         {"properties": {
             "assetId": {"type": "string"}, "kind": {"type": "string"}, "title": {"type": "string"},
             "description": {"type": "string"}, "location": {"type": "string"}, "sourcePath": {"type": "string"},
             "replaceFromSourcePath": {"type": "boolean"},
         }, "required": ["assetId"]},
         [ANALYSIS])
def project_update_asset_source(ctx: ToolContext, args: dict[str, Any]) -> UpdateAssetResult:
    asset = AssetCatalog(ctx.project).update(
        args["assetId"].strip(), kind=args.get("kind"), title=args.get("title"),
        description=args.get("description"), location=args.get("location"), source_path=args.get("sourcePath"),
        replace_from_source_path=bool(args.get("replaceFromSourcePath", False)),
    )
    changed: list[str] = [k for k in ("kind", "title", "description", "location", "sourcePath", "replaceFromSourcePath")
               if k in args]
    return UpdateAssetResult(asset=asset.to_json(ctx.project), changed=changed)


# -- inspect local -----------------------------------------------------------------------------

@dataclass(kw_only=True)
class InspectLocalResult(ToolResult):
    path: str
    type: str
    file: dict[str, Any] | None = None
    entries: list[dict[str, Any]] = field(default_factory=list)
    entry_count: int = 0
    truncated: bool = False
    counts: dict[str, int] = field(default_factory=dict)


def _inspection(found: LocalInspection) -> InspectLocalResult:
    return InspectLocalResult(path=found.path, type=found.type, file=found.file.to_json() if found.file else None,
                              entries=[e.to_json() for e in found.entries], entry_count=len(found.entries),
                              truncated=found.truncated, counts=found.counts)


@declare("project_inspect_local_folder",
         "List the files of a local folder with their inferred asset kinds.",
         {"properties": {"folderPath": {"type": "string"}, "recursive": _RECURSIVE,
                         "maxEntries": {"type": "number", "description": "1-1000, default 400"}},
          "required": ["folderPath"]},
         [ASSET_IMPORT])
def project_inspect_local_folder(ctx: ToolContext, args: dict[str, Any]) -> InspectLocalResult:
    return _inspection(inspect_local_folder(ctx.project, args["folderPath"], recursive=args.get("recursive", True),
                                            max_entries=args.get("maxEntries")))


@declare("project_inspect_local_path",
         "Inspect a local file or folder before importing it.",
         {"properties": {"path": {"type": "string"}, "recursive": _RECURSIVE,
                         "maxEntries": {"type": "number", "description": "1-1000, default 400"}},
          "required": ["path"]},
         [ASSET_IMPORT])
def project_inspect_local_path(ctx: ToolContext, args: dict[str, Any]) -> InspectLocalResult:
    return _inspection(inspect_local_path(ctx.project, args["path"], recursive=args.get("recursive", True),
                                          max_entries=args.get("maxEntries")))


# -- import local ------------------------------------------------------------------------------

@dataclass(kw_only=True)
class ImportResult(ToolResult):
    imported: list[dict[str, Any]]
    skipped: list[dict[str, Any]]
    imported_count: int
    skipped_count: int
    skipped_not_listed: int = 0
    entries_seen: int = 0
    walk_stopped: bool = False
    notes: list[str] = field(default_factory=list)


def _import_result(ctx: ToolContext, report: ImportReport) -> ImportResult:
    return ImportResult(
        imported=[a.to_json(ctx.project) for a in report.imported], skipped=[s.to_json() for s in report.skipped],
        imported_count=len(report.imported), skipped_count=report.skipped_count,
        skipped_not_listed=report.skipped_not_listed, entries_seen=report.entries_seen,
        walk_stopped=report.walk_stopped, notes=list(report.notes),
    )


@declare("project_import_local_folder",
         "Import a local folder's files as assets (files already in the catalog are skipped).",
         {"properties": {"folderPath": {"type": "string"}, "recursive": _RECURSIVE,
                         "maxFiles": {"type": "number", "description": "1-500, default 200"}},
          "required": ["folderPath"]},
         [ASSET_IMPORT])
def project_import_local_folder(ctx: ToolContext, args: dict[str, Any]) -> ImportResult:
    return _import_result(ctx, import_local_folder(ctx.project, args["folderPath"],
                                                   recursive=args.get("recursive", True),
                                                   max_files=args.get("maxFiles")))


@declare("project_import_local_path",
         "Import a local file or folder as assets.",
         {"properties": {"path": {"type": "string"}, "recursive": _RECURSIVE,
                         "maxEntries": {"type": "number"},
                         "maxFiles": {"type": "number", "description": "Default 200"},
                         "skipExisting": {"type": "boolean", "description": "Default true"}},
          "required": ["path"]},
         [ASSET_IMPORT])
def project_import_local_path(ctx: ToolContext, args: dict[str, Any]) -> ImportResult:
    return _import_result(ctx, import_local_path(
        ctx.project, args["path"], recursive=args.get("recursive", True), max_entries=args.get("maxEntries"),
        max_files=args.get("maxFiles"), skip_existing=args.get("skipExisting", True),
    ))


# -- remote ------------------------------------------------------------------------------------

@dataclass(kw_only=True)
class InspectRemoteResult(ToolResult):
    url: str
    final_url: str
    status: int
    redirects: list[str]
    content_type: str | None
    content_length: int | None
    bytes_read: int
    complete: bool
    note: str | None
    kind: str
    format: str
    track_type: str | None
    kind_reason: str
    title: str
    preview: dict[str, Any] | None
    preview_note: str | None
    links: list[dict[str, Any]]
    links_found: int


@declare("project_inspect_remote_source",
         "Fetch a preview of an http(s) URL: final URL, content type and length, inferred kind, title, "
         "first 40 lines, and links found on an HTML page.",
         {"properties": {"url": {"type": "string"},
                         "maxBytes": {"type": "number", "description": "8 KiB-2 MiB, default 512 KiB"},
                         "maxLinks": {"type": "number", "description": "1-200, default 40"},
                         "timeoutMs": {"type": "number", "description": "1,000-60,000, default 15,000"}},
          "required": ["url"]},
         [ASSET_IMPORT])
def project_inspect_remote_source(ctx: ToolContext, args: dict[str, Any]) -> InspectRemoteResult:
    look = inspect_remote_source(ctx.project, args["url"], max_bytes=args.get("maxBytes"),
                                 max_links=args.get("maxLinks"), timeout_ms=args.get("timeoutMs"))
    fields = look.to_json()
    return InspectRemoteResult(
        url=fields["url"], final_url=fields["finalUrl"], status=fields["status"], redirects=fields["redirects"],
        content_type=fields["contentType"], content_length=fields["contentLength"], bytes_read=fields["bytesRead"],
        complete=fields["complete"], note=fields["note"], kind=fields["kind"], format=fields["format"],
        track_type=fields["trackType"], kind_reason=fields["kindReason"], title=fields["title"],
        preview=fields["preview"], preview_note=fields["previewNote"], links=fields["links"],
        links_found=fields["linksFound"],
    )


@declare("project_import_remote_source",
         "Import a URL as an asset, and optionally the files it links to.",
         {"properties": {"url": {"type": "string"},
                         "importDiscoveredLinks": {"type": "boolean", "description": "Default true"},
                         "maxDiscoveredLinks": {"type": "number", "description": "Default 40"}},
          "required": ["url"]},
         [ASSET_IMPORT])
def project_import_remote_source(ctx: ToolContext, args: dict[str, Any]) -> ImportResult:
    return _import_result(ctx, import_remote_source(
        ctx.project, args["url"], import_discovered_links=args.get("importDiscoveredLinks", True),
        max_discovered_links=args.get("maxDiscoveredLinks"),
    ))


# -- project_write_asset_artifact --------------------------------------------------------------

@dataclass(kw_only=True)
class WriteArtifactResult(ToolResult):
    asset_id: str
    path: str
    file_path: str
    size: int


@declare("project_write_asset_artifact",
         "Write a UTF-8 text note inside an imported asset's folder (the path must stay inside it).",
         {"properties": {"assetId": {"type": "string"}, "relativePath": {"type": "string"},
                         "content": {"type": "string"}},
          "required": ["assetId", "relativePath", "content"]},
         [ASSET_IMPORT])
def project_write_asset_artifact(ctx: ToolContext, args: dict[str, Any]) -> WriteArtifactResult:
    asset_id = args["assetId"].strip()
    target, size = AssetCatalog(ctx.project).write_artifact(asset_id, args["relativePath"], args["content"])
    return WriteArtifactResult(asset_id=asset_id, path=target.relative_to(ctx.project.path.resolve()).as_posix(),
                               file_path=str(target), size=size)
