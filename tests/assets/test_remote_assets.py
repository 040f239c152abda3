"""Remote sources against a real HTTP server on 127.0.0.1: previews, links, import, and the
limits (http(s) only, size caps while streaming, deadlines, redirects, binary bodies)."""

import time

import pytest

from genie_widgets.project import Project
from genie_widgets.project.assets import AssetCatalog
from genie_widgets.project.fetch import RemoteSourceError, check_http_url, fetch_head
from genie_widgets.project.remote_import import import_remote_source, inspect_remote_source
from genie_widgets.tools import call

IMPORT = "asset_import"


@pytest.fixture(scope="module")
def site(server, shared_data):
    server.add_file("peaks.narrowPeak", shared_data / "peaks/bioframe_narrowPeak.bed")
    server.add_file("genes.gtf", shared_data / "annotation/hg38_MYC/NCBI_hg38_MYC.gtf")
    server.add_file("signal.bw", shared_data / "bigwig/tiny/pyBigWig_test.bw", "application/octet-stream")
    server.add_file("samples.tsv", b"sample\tassay\nK562\tH3K27ac\nHepG2\tH3K27ac\n", "text/tab-separated-values")
    return server


@pytest.mark.parametrize("url,needle", [
    ("file:///etc/passwd", "only http(s)"), ("ftp://example.org/x.bed", "only http(s)"),
    ("javascript:alert(1)", "only http(s)"), ("data:text/plain,hi", "only http(s)"), ("/etc/passwd", "no scheme"),
    ("127.0.0.1/x", "no scheme"), ("http://", "no host"), ("http://user:pw@127.0.0.1/x", "user name or password"),
    ("http://127.0.0.1:99999/x", "malformed"), ("http://exa mple.org/", "spaces"), ("", "empty"),
])
def test_only_plain_http_urls(url, needle):
    with pytest.raises(RemoteSourceError) as info:
        check_http_url(url)
    assert needle in str(info.value)


def test_inspect_an_html_page(project, session, site):
    before = list(site.requests)
    r = call("project_inspect_remote_source", {"url": f"{site.url}/index.html"}, project, session, mode=IMPORT)
    assert r.success, r.error
    assert r.final_url == f"{site.url}/index.html" and r.status == 200
    assert r.content_type.startswith("text/html") and r.content_length == r.bytes_read and r.complete
    assert r.kind == "document" and r.format == "html" and r.title == "ENCODE test files"
    assert r.preview["text"].splitlines()[0] == "Files for the MYC locus"
    urls = [link["url"] for link in r.links]
    assert urls == [f"{site.url}/files/peaks.narrowPeak", f"{site.url}/files/genes.gtf", f"{site.url}/files/signal.bw",
                    f"{site.url}/files/samples.tsv", f"{site.url}/other.html", "https://example.org/far-away.bed"]
    assert r.links_found == 6
    by_url = {link["url"]: link for link in r.links}
    assert by_url[f"{site.url}/files/peaks.narrowPeak"]["kind"] == "interval-track"
    assert by_url[f"{site.url}/files/signal.bw"]["trackType"] == "bigwig"
    assert by_url[f"{site.url}/other.html"]["isFile"] is False
    assert r.citations == []
    assert site.requests[len(before):] == ["/index.html"]  # links are listed, not fetched
    r = call("project_inspect_remote_source", {"url": f"{site.url}/index.html", "maxLinks": 2}, project, session,
             mode=IMPORT)
    assert len(r.links) == 2 and r.links_found == 6


def test_inspect_files(project, site):
    look = inspect_remote_source(project, f"{site.url}/files/peaks.narrowPeak")
    assert (look.guess.kind, look.guess.format, look.guess.track_type) == ("interval-track", "narrowpeak", "narrowpeak")
    assert look.preview.line_range == "Lines 1-24" or look.preview.line_range.startswith("Lines 1-")
    assert look.title == "peaks.narrowPeak"
    look = inspect_remote_source(project, f"{site.url}/files/signal.bw")
    size = len(site.httpd.files["signal.bw"][0])
    assert look.guess.kind == "signal-track" and look.preview is None and look.preview_note == f"binary, {size:,} bytes"
    look = inspect_remote_source(project, f"{site.url}/binary")
    assert look.preview is None and look.preview_note == "binary, 65,536 bytes"
    look = inspect_remote_source(project, f"{site.url}/text-gzip")
    assert look.preview.text.startswith("chr8\t127735433") and look.guess.kind == "interval-track"


def test_size_caps_hold_while_streaming(project, site):
    t0 = time.monotonic()
    look = inspect_remote_source(project, f"{site.url}/endless", max_bytes=1)  # clamped up to 8 KiB
    assert len(look.fetched.body) == 8 * 1024 and not look.fetched.complete and "cut off" in look.fetched.note
    look = inspect_remote_source(project, f"{site.url}/huge-length", max_bytes=10**12)  # clamped to 2 MiB
    assert len(look.fetched.body) == 2 * 1024 * 1024 and look.fetched.content_length == 10 * 1024**3
    assert look.preview_note == f"binary, {10 * 1024**3:,} bytes"
    head = fetch_head(f"{site.url}/lying-length", max_bytes=64 * 1024, timeout=5)
    assert len(head.body) == 100 and head.complete  # what the server promised, no more
    head = fetch_head(f"{site.url}/gzip-bomb", max_bytes=64 * 1024, timeout=5)
    assert len(head.body) == 64 * 1024 and not head.complete and head.bytes_received < 200_000
    assert time.monotonic() - t0 < 10


def test_deadlines(project, site):
    t0 = time.monotonic()
    look = inspect_remote_source(project, f"{site.url}/drip", timeout_ms=1)  # clamped to 1 s
    elapsed = time.monotonic() - t0
    assert 0.9 < elapsed < 3 and not look.fetched.complete and "stopped after 1 s" in look.fetched.note
    t0 = time.monotonic()
    with pytest.raises(RemoteSourceError, match="timed out"):
        inspect_remote_source(project, f"{site.url}/slow-headers", timeout_ms=1000)
    assert time.monotonic() - t0 < 3


def test_redirects(project, site):
    assert inspect_remote_source(project, f"{site.url}/hops/5").fetched.redirects[-1] == f"{site.url}/hops/0"
    with pytest.raises(RemoteSourceError, match="more than 5 times"):
        inspect_remote_source(project, f"{site.url}/hops/6")
    with pytest.raises(RemoteSourceError, match="in a loop"):
        inspect_remote_source(project, f"{site.url}/loop-a")
    with pytest.raises(RemoteSourceError, match="only http"):
        inspect_remote_source(project, f"{site.url}/to-file")


def test_errors_are_clear_tool_errors(project, session, site):
    for url, needle in [(f"{site.url}/missing", "HTTP 404"), ("file:///etc/passwd", "only http(s)"),
                        ("http://127.0.0.1:9/none", "could not reach")]:
        r = call("project_inspect_remote_source", {"url": url}, project, session, mode=IMPORT)
        assert r.success is False and needle in r.error and r.citations == [], r.error


def test_import_a_page_and_its_linked_files(project, session, site):
    before = len(site.requests)
    r = call("project_import_remote_source", {"url": f"{site.url}/index.html"}, project, session, mode=IMPORT)
    assert r.success, r.error
    titles = [a["title"] for a in r.imported]
    assert titles == ["ENCODE test files", "peaks.narrowPeak", "genes.gtf", "signal.bw", "samples.tsv"]
    kinds = [a["kind"] for a in r.imported]
    assert kinds == ["document", "interval-track", "annotation", "signal-track", "table"]
    assert all(a["origin"] == "url" for a in r.imported) and r.citations == []
    assert "example.org" not in " ".join(site.requests[before:])
    assert any("lead to pages" in n for n in r.notes)
    (far,) = [s for s in r.skipped if "far-away" in s["source"]]
    assert far["reason"].startswith("could not reach") or far["reason"].startswith("could not be read"), far
    page = AssetCatalog(project).get(r.imported[0]["id"])
    assert page.snapshot and (project.path / page.snapshot).read_text().startswith("Files for the MYC locus")
    peaks = AssetCatalog(project).get(r.imported[1]["id"])
    assert peaks.linked_from == f"{site.url}/index.html" and "narrowPeak peaks" in peaks.description

    again = call("project_import_remote_source", {"url": f"{site.url}/index.html"}, project, session, mode=IMPORT)
    assert again.imported_count == 0
    skipped = {s["source"]: s for s in again.skipped}
    assert skipped[f"{site.url}/index.html"]["assetId"] == r.imported[0]["id"]
    assert skipped[f"{site.url}/files/peaks.narrowPeak"]["reason"] == "already in the catalog"


def test_linked_file_cap_and_unreachable_links(project, site):
    report = import_remote_source(project, f"{site.url}/index.html", max_discovered_links=2)
    assert [a.title for a in report.imported] == ["ENCODE test files", "peaks.narrowPeak", "genes.gtf"]
    reasons = {s.source: s.reason for s in report.skipped}
    assert reasons[f"{site.url}/files/signal.bw"] == "beyond maxDiscoveredLinks (2)"
    report = import_remote_source(project, f"{site.url}/index.html")
    reasons = {s.source: s.reason for s in report.skipped}
    assert reasons["https://example.org/far-away.bed"].startswith("could not be read")
    report = import_remote_source(project, f"{site.url}/files/samples.tsv", import_discovered_links=False)
    assert report.skipped and report.skipped[0].reason == "already in the catalog"


def test_url_assets_are_read_and_cited_as_remote_sources(project, session, site):
    report = import_remote_source(project, f"{site.url}/files/genes.gtf", import_discovered_links=False)
    asset = report.imported[0]
    r = call("project_read_asset", {"assetId": asset.id}, project, session)
    assert r.success and r.preview["source"] == "snapshot" and r.preview["lineRange"].startswith("Lines 1-")
    record = r.citation
    assert record.source_type == "remote-source" and record.label == "Remote source"
    assert record.url == f"{site.url}/files/genes.gtf" and record.location == record.url
    lst = call("project_list_assets", {}, project, session)
    assert [c.source_type for c in lst.citations] == ["asset-catalog", "remote-source"]
    # Reopened, the snapshot still previews with no network at all.
    site_files = dict(site.httpd.files)
    site.httpd.files.clear()
    try:
        reading = AssetCatalog(Project.open(project.path)).read(asset.id)
        assert reading.preview.text.splitlines()[0] == (
            site_files["genes.gtf"][0].decode().splitlines()[0])
    finally:
        site.httpd.files.update(site_files)


def test_update_a_url_asset(project, session, site):
    asset = import_remote_source(project, f"{site.url}/files/samples.tsv").imported[0]
    r = call("project_update_asset_source", {"assetId": asset.id, "location": "file:///etc/passwd"}, project, session,
             mode="analysis")
    assert r.success is False and "only http(s)" in r.error
    r = call("project_update_asset_source", {"assetId": asset.id, "location": f"{site.url}/files/peaks.narrowPeak"},
             project, session, mode="analysis")
    assert r.asset["url"].endswith("/files/peaks.narrowPeak") and r.asset["snapshot"] is None
    r = call("project_update_asset_source", {"assetId": asset.id, "replaceFromSourcePath": True}, project, session,
             mode="analysis")
    assert "URL asset" in r.error
