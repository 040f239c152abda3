"""Item 3 of issue 12, in Chromium: a saved create_html_artifact page opened directly from disk
(file://) runs no script, whatever comment tricks the model's page uses before its doctype.

The hostile pages are our own; each tries to mark the document from a script.
"""

from __future__ import annotations

import pytest

from genie_widgets.tools import call

from ..browser.jupyter import chromium_context, require_browser

pytestmark = pytest.mark.browser

MARK = "document.documentElement.setAttribute('data-pwned', '1')"
TAIL = "<!doctype html><html><head><title>hostile</title></head><body><p id='p'>report</p></body></html>"
HOSTILE = {
    "short-comment": f"<!--><script>{MARK}</script>-->{TAIL}",
    "short-comment-dash": f"<!---><script>{MARK}</script>-->{TAIL}",
    "bang-close": f"<!-- note --!><script>{MARK}</script>-->{TAIL}",
    "nested-open": f"<!-- <!-- --><script>{MARK}</script>{TAIL}",
    "before-doctype": f"<script>{MARK}</script>{TAIL}",
    "bom-and-comment": f"\ufeff<!--><script>{MARK}</script>-->{TAIL}",
    "in-body": (f"<!doctype html><html><head><title>t</title></head><body><p id='p'>x</p>"
                f"<img src='data:,' onerror=\"{MARK}\"><svg><script>{MARK}</script></svg>"
                f"<iframe srcdoc=\"<script>parent.{MARK}</script>\"></iframe></body></html>"),
    "meta-refresh-js": (f"<!--><meta http-equiv='refresh' content=\"0;url=javascript:{MARK}\">-->{TAIL}"),
}


@pytest.fixture(scope="module")
def chromium():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw, chromium_context(pw) as context:
        yield context


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_saved_page_opened_from_disk_runs_no_script(chromium, project, session, name):
    r = call("create_html_artifact", {"title": name, "html": HOSTILE[name]}, project, session)
    assert r.success, r.error
    saved = project.path / r.path if not r.path.startswith("/") else r.path
    page = chromium.new_page()
    try:
        page.goto(f"file://{saved}")
        page.wait_for_timeout(400)
        assert page.evaluate("document.documentElement.getAttribute('data-pwned')") is None, name
        assert page.evaluate("document.compatMode") == "CSS1Compat"  # our doctype: standards mode
        assert page.url.startswith("file://")
    finally:
        page.close()
    html = open(saved, encoding="utf-8").read()
    assert html.startswith("<!DOCTYPE html>\n<meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\"")
