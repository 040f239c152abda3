"""In Chromium: a hostile agent-written page shown with ArtifactView cannot reach the page around
it (no scripts, no navigation of the host, no forms, no beacons), chips still jump to their
evidence inside the frame, and a saved report opened from disk shows readable evidence with
no kernel and no script."""

from __future__ import annotations

import time

import pytest

from genie_widgets.citations import Citation
from genie_widgets.project.cited_html import cite_html
from genie_widgets.widgets.artifact import ArtifactView

from ..browser.jupyter import chromium_context, require_browser

pytestmark = pytest.mark.browser

PEAKS = Citation(id="cite_p_genome_call_peaks_1a2b3c4d", source_type="genome-computation",
                 title="Genome call peaks result", data={"peakCount": 7, "threshold": 8.79})

HOSTILE = """<!doctype html><html><head><title>hostile</title>
<link rel="stylesheet" href="{url}/beacon.css">
<meta http-equiv="refresh" content="0; url={url}/refresh">
<base href="{url}/based/">
</head><body>
<p id="inner">hostile page</p>
<script>window.parent.document.getElementById('marker').textContent = 'pwned-script';
top.location = '{url}/script-nav'; fetch('{url}/fetch');</script>
<img src="{url}/beacon.png" onerror="parent.document.getElementById('marker').textContent = 'pwned-onerror'">
<img src="relative.png">
<a id="top" href="{url}/top-nav" target="_top">top</a>
<a id="js" href="javascript:parent.document.getElementById('marker').textContent='pwned-js'">js</a>
<a id="popup" href="javascript:opener.document.getElementById('marker').textContent='pwned-popup'"
   target="_blank">popup</a>
<form id="form" action="{url}/submit" method="get" target="_top"><button id="go">go</button></form>
<iframe src="javascript:parent.parent.document.getElementById('marker').textContent='pwned-nested'"></iframe>
<object data="{url}/object"></object>
</body></html>"""

HOST = """<!doctype html><html><head><title>notebook</title></head><body>
<p id="marker">intact</p>
<div class="hostile">{hostile}</div>
<div class="cited">{cited}</div>
</body></html>"""


@pytest.fixture(scope="module")
def chromium():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw, chromium_context(pw) as context:
        yield context


@pytest.fixture()
def page(chromium):
    p = chromium.new_page()
    off_host = []
    p.on("request", lambda req: off_host.append(req.url) if not req.url.startswith(
        ("http://127.0.0.1", "about:", "data:", "file:", "javascript:")) else None)
    yield p
    p.close()
    assert off_host == []


def test_hostile_page_cannot_reach_the_host(page, server):
    hostile = ArtifactView(HOSTILE.format(url=server.url), title="Hostile")._repr_html_()
    cited = ArtifactView(cite_html(f"<p>There were 7 peaks {PEAKS.token}.</p>" + "<p>filler</p>" * 80,
                                   [PEAKS]).html, title="Cited")._repr_html_()
    host_url = server.add_file("host.html", HOST.format(hostile=hostile, cited=cited).encode(), "text/html")
    before = len(server.requests)
    page.goto(host_url)
    page.wait_for_timeout(1500)  # time for the refresh, the scripts, the beacons
    hostile_frame = page.frame_locator(".hostile iframe")
    assert hostile_frame.locator("#inner").text_content() == "hostile page"  # the refresh did not happen
    for link in ("#top", "#js", "#popup"):
        hostile_frame.locator(link).click()
    hostile_frame.locator("#go").click()
    page.wait_for_timeout(1000)
    assert page.url == host_url and page.title() == "notebook"
    assert page.locator("#marker").text_content() == "intact"
    assert len(page.context.pages) == 1 or all(p.url in ("about:blank", host_url) for p in page.context.pages)
    hits = [h for h in server.requests[before:] if h != "/favicon.ico"]  # the host page's own icon
    assert hits == ["/files/host.html"], hits  # no beacon, fetch, refresh, navigation, form or object

    # A chip in a framed report jumps to its evidence inside the frame, leaving the host alone.
    frame = next(f for f in page.frames if f.parent_frame is not None and "filler" in f.content())
    page.frame_locator(".cited iframe").locator("a.gw-chip").click()
    page.wait_for_timeout(300)
    assert page.url == host_url
    assert frame.url.startswith("about:srcdoc#") and frame.url.endswith("-ev-1")
    assert "Genome call peaks result" in page.frame_locator(".cited iframe").locator(":target").text_content()


def test_saved_report_opened_from_disk_shows_its_evidence(page, project, session):
    from genie_widgets.tools import call

    r = call("genome_navigate", {"locus": "chr8:127,735,434-127,742,951"}, project, session)
    saved = call("create_html_artifact", {
        "title": "MYC",
        "html": f"<!doctype html><html><body><p>We looked at chr8:127,735,434-127,742,951 {r.citation.token}.</p>"
                "<script>document.body.dataset.ran = 'yes'</script></body></html>",
    }, project, session)
    page.goto(saved.url)
    chip = page.locator("a.gw-chip")
    assert chip.inner_text().strip().startswith("1")  # the brackets are for text-only readers
    chip.click()
    time.sleep(0.2)
    assert page.url.endswith("-ev-1")
    target = page.locator(":target")
    assert "Visible genome region (hg38)" in target.text_content() and "verified" in target.text_content()
    assert page.locator("body").get_attribute("data-ran") is None  # the policy kept the script from running
