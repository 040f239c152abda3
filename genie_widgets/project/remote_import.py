"""Inspecting and importing remote sources (http(s) URLs) as project assets.

Inspection reads the start of a URL (see :mod:`.fetch` for the limits) and reports the final
URL, content type and length, the inferred kind, a title, a preview of the first 40 lines and,
for an HTML page, the links on it. Import adds the URL to the catalog as a URL asset, saving the
first 48 KiB of its text as a snapshot (so the asset can be previewed and cited offline), and
optionally the *files* the page links to (links whose names have a data, document or image
extension; links to other pages are counted, not imported). URLs already in the catalog are
skipped. Limits follow the reference: ``max_bytes`` 8 KiB–2 MiB (default 512 KiB),
``max_links`` 1–200 (default 40), ``timeout_ms`` 1,000–60,000 (default 15,000).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from .._io import write_text_atomic
from .asset_kinds import KindGuess, infer_kind, kind_from_name, kind_label, looks_like_file
from .assets import SNAPSHOT_NAME, Asset, AssetCatalog
from .fetch import FetchedHead, RemoteSourceError, check_http_url, fetch_head
from .htmlscan import PageScan, scan_page, url_file_name
from .local_import import ImportReport, clamp
from .safepath import resolve_inside
from .textpeek import PREVIEW_BYTES, TextPreview, binary_note, decode_text, looks_binary, make_preview

if TYPE_CHECKING:  # pragma: no cover
    from .project import Project

__all__ = [
    "LINKED_FILES_BUDGET_S",
    "MAX_BYTES",
    "MAX_LINKS",
    "TIMEOUT_MS",
    "RemoteLook",
    "import_remote_source",
    "inspect_remote_source",
]

#: (lowest, highest, default) as the reference clamps them.
MAX_BYTES = (8 * 1024, 2 * 1024 * 1024, 512 * 1024)
MAX_LINKS = (1, 200, 40)
TIMEOUT_MS = (1_000, 60_000, 15_000)
#: Time all linked-file fetches of one import may take together (ours).
LINKED_FILES_BUDGET_S = 60.0
_ALL_LINKS = 100_000


@dataclass
class RemoteLook:
    """What reading the start of a URL showed (see :func:`inspect_remote_source`)."""

    fetched: FetchedHead
    guess: KindGuess
    title: str
    preview: TextPreview | None
    preview_note: str | None
    page: PageScan | None = None
    text: str | None = None  # the text a snapshot keeps: the page's text for HTML, else the decoded head
    links: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        f = self.fetched
        return {
            "url": f.url, "finalUrl": f.final_url, "status": f.status, "redirects": f.redirects,
            "contentType": f.content_type,
            "contentLength": f.content_length if f.content_length is not None else f.size,
            "bytesRead": len(f.body), "complete": f.complete, "note": f.note,
            "kind": self.guess.kind, "format": self.guess.format, "trackType": self.guess.track_type,
            "kindReason": self.guess.reason, "title": self.title,
            "preview": self.preview.to_json() if self.preview else None, "previewNote": self.preview_note,
            "links": self.links, "linksFound": self.page.links_found if self.page else 0,
        }


def look(url: str, *, max_bytes: int, timeout: float, max_links: int = MAX_LINKS[2]) -> RemoteLook:
    """Fetch the start of ``url`` and make sense of it (kind, title, preview, links)."""
    fetched = fetch_head(url, max_bytes=max_bytes, timeout=timeout)
    name = url_file_name(fetched.final_url) or url_file_name(fetched.url)
    guess = infer_kind(name, fetched.body, content_type=fetched.content_type)
    page = None
    preview = None
    note = None
    text = None
    if not fetched.body:
        note = "empty body"
    elif guess.kind == "image":
        note = f"image ({guess.format}); no text preview"
    elif looks_binary(fetched.body):
        note = binary_note(fetched.size if fetched.size is not None else len(fetched.body),
                           at_least=fetched.size is None and not fetched.complete)
    else:
        text = decode_text(fetched.body, fetched.charset)
        if guess.format == "html":
            page = scan_page(text, fetched.final_url, _ALL_LINKS)
            text = page.text
        data = text.encode("utf-8")
        preview = make_preview(data, more=not fetched.complete or len(data) > PREVIEW_BYTES)
    title = (page.title if page else None) or name or urlsplit(fetched.final_url).hostname or fetched.final_url
    result = RemoteLook(fetched, guess, title, preview, note, page, text)
    if page is not None:
        result.links = [_link_json(link.url, link.text) for link in page.links[:max_links]]
    return result


def _link_json(url: str, text: str) -> dict[str, Any]:
    name = url_file_name(url)
    guess = kind_from_name(name)
    return {"url": url, "text": text, "fileName": name, "isFile": looks_like_file(name), "kind": guess.kind,
            "format": guess.format, "trackType": guess.track_type}


def inspect_remote_source(project: Project, url: str, *, max_bytes: int | None = None, max_links: int | None = None,
                          timeout_ms: int | None = None) -> RemoteLook:
    """A preview of ``url``: final URL, content type and length, kind, title, first 40 lines and
    (for an HTML page) links, each marked with the asset id when it is already in the catalog."""
    result = look(url, max_bytes=clamp(max_bytes, MAX_BYTES), timeout=clamp(timeout_ms, TIMEOUT_MS) / 1000,
                  max_links=clamp(max_links, MAX_LINKS))
    known = AssetCatalog(project).known_urls()
    for link in result.links:
        link["inCatalog"] = known.get(link["url"])
    return result


def _describe(look_: RemoteLook) -> str:
    f = look_.fetched
    what = kind_label(look_.guess.kind)
    size = f" {f.size:,} bytes," if f.size is not None else ""
    ctype = f" ({f.mime_type})" if f.mime_type else ""
    return f"{look_.guess.format} {what}{ctype},{size} at {f.final_url}"


def _add_url_asset(catalog: AssetCatalog, look_: RemoteLook, *, linked_from: str | None = None,
                   link_text: str | None = None) -> Asset:
    f = look_.fetched
    asset_id = catalog.reserve_id(look_.title or url_file_name(f.final_url) or "page")
    snapshot = None
    if look_.text:
        data = look_.text.encode("utf-8")[:PREVIEW_BYTES]
        text = data.decode("utf-8", errors="ignore")
        dest = resolve_inside(catalog.asset_dir(asset_id), SNAPSHOT_NAME, container=catalog.project.path)
        write_text_atomic(dest, text)
        snapshot = dest.relative_to(catalog.project.path.resolve()).as_posix()
    description = _describe(look_)
    if linked_from:
        description += f"; linked from {linked_from}" + (f" as \u201c{link_text}\u201d" if link_text else "")
    asset = Asset(
        id=asset_id, kind=look_.guess.kind, title=look_.title, origin="url", format=look_.guess.format,
        description=description, url=f.final_url, source_url=f.url, track_type=look_.guess.track_type,
        size=f.size, content_type=f.content_type, snapshot=snapshot, linked_from=linked_from,
    )
    return catalog.add(asset)


def import_remote_source(project: Project, url: str, *, import_discovered_links: bool = True,
                         max_discovered_links: int | None = None, timeout_ms: int | None = None) -> ImportReport:
    """Add ``url`` as a URL asset and, for an HTML page with ``import_discovered_links``, the
    files it links to (at most ``max_discovered_links``, clamped like ``maxLinks``). URLs
    already in the catalog are skipped; a linked file that cannot be read is skipped with the
    reason."""
    url = check_http_url(url)
    catalog = AssetCatalog(project)
    report = ImportReport()
    timeout = clamp(timeout_ms, TIMEOUT_MS) / 1000
    known = catalog.known_urls()
    main = look(url, max_bytes=MAX_BYTES[2], timeout=timeout, max_links=MAX_LINKS[1])
    report.entries_seen = 1
    existing = known.get(url.split("#", 1)[0]) or known.get(main.fetched.final_url)
    if existing is not None:
        report.skip(url, "already in the catalog", existing)
    else:
        _import_look(catalog, main, known, report)
    if not import_discovered_links or main.page is None:
        return report
    cap = clamp(max_discovered_links, MAX_LINKS)
    file_links = [link for link in main.page.links if looks_like_file(link.file_name)]
    pages = main.page.links_found - len(file_links)
    if pages:
        report.notes.append(f"{pages} link(s) on the page lead to pages, not files; they were not imported")
    budget_end = time.monotonic() + LINKED_FILES_BUDGET_S
    for i, link in enumerate(file_links):
        report.entries_seen += 1
        if i >= cap:
            report.skip(link.url, f"beyond maxDiscoveredLinks ({cap})")
            continue
        if link.url in known:
            report.skip(link.url, "already in the catalog", known[link.url])
            continue
        left = budget_end - time.monotonic()
        if left <= 0:
            report.skip(link.url, f"not fetched: the {LINKED_FILES_BUDGET_S:g} s for linked files were used up")
            continue
        try:
            linked = look(link.url, max_bytes=PREVIEW_BYTES, timeout=min(timeout, max(1.0, left)), max_links=1)
        except RemoteSourceError as exc:
            report.skip(link.url, f"could not be read ({exc})")
            continue
        if linked.fetched.final_url in known:
            report.skip(link.url, "already in the catalog", known[linked.fetched.final_url])
            continue
        _import_look(catalog, linked, known, report, linked_from=main.fetched.final_url, link_text=link.text or None)
    return report


def _import_look(catalog: AssetCatalog, look_: RemoteLook, known: dict[str, str], report: ImportReport, *,
                 linked_from: str | None = None, link_text: str | None = None) -> None:
    """Add a URL asset, note it in the report and among the ``known`` URLs."""
    asset = _add_url_asset(catalog, look_, linked_from=linked_from, link_text=link_text)
    report.imported.append(asset)
    for u in (asset.source_url, asset.url):
        if u:
            known[u.split("#", 1)[0]] = asset.id
