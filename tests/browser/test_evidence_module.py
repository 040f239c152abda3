"""The shared chips + evidence panel module in Chromium, with a fake widget model: keyboard access,
hover previews, the Sources strip, updates, and hostile record fields staying text."""

from __future__ import annotations

import json
import shutil

import pytest

from genie_widgets.citations import Citation, render_message
from genie_widgets.widgets._bundles import STATIC

from .static_server import StaticServer

pytestmark = pytest.mark.browser

PEAKS = Citation(id="cite_p_genome_call_peaks_1", source_type="genome-computation", title="Genome call peaks result",
                 file_name="peaks-t1-ab12cd34.bed", locus="chr8:127700000-127760000", genome="hg38",
                 data={"peakCount": 7, "threshold": 8.791333735783212})
HOSTILE = Citation(id="cite_hostile_1", source_type="remote-source", title='<img src=x onerror="window.pwned=1">',
                   location="<script>window.pwned=2</script>", url="javascript:window.pwned=3",
                   excerpt="<b onmouseover=window.pwned=4>bold</b>")

PAGE = """<!doctype html><html><body>
<div id="host"></div>
<script type="module">
import widget from "./cited_markdown.js";
const listeners = {};
let message = MESSAGE;
window.model = {
  get: (k) => (k === "message" ? message : undefined),
  on: (evt, cb) => { (listeners[evt] ||= []).push(cb); },
  off: (evt, cb) => { listeners[evt] = (listeners[evt] || []).filter((f) => f !== cb); },
  send: () => {},
  setMessage: (m) => { message = m; (listeners["change:message"] || []).forEach((f) => f()); },
};
window.cleanup = widget.render({ model: window.model, el: document.getElementById("host") });
window.ready = true;
</script></body></html>"""


TEXT = (f"There were 7 peaks at a cutoff of 8.79 {PEAKS.token}. A page says hi {HOSTILE.token}. "
        "Unknown [[cite:cite_made_up]].")


@pytest.fixture()
def text():
    return TEXT


@pytest.fixture()
def page(browser, tmp_path, text):
    shutil.copy(STATIC / "cited_markdown.js", tmp_path / "cited_markdown.js")
    message = render_message(text, [PEAKS, HOSTILE]).to_json()
    # "</" inside an inline script would end it: escape it the way JSON allows.
    (tmp_path / "index.html").write_text(PAGE.replace("MESSAGE", json.dumps(message).replace("</", "<\\/")))
    server = StaticServer(tmp_path)
    p = browser.new_page()
    errors = []
    p.on("pageerror", lambda exc: errors.append(str(exc)))
    p.goto(f"{server.url}/index.html")
    p.wait_for_function("window.ready === true", timeout=10_000)
    yield p
    assert errors == []
    server.close()
    assert browser.off_host.requests == []


def test_keyboard_opens_and_closes_with_focus_returning(page):
    page.keyboard.press("Tab")
    focused = page.evaluate("document.getElementById('host').shadowRoot.activeElement.dataset.n")
    assert focused == "1"
    page.keyboard.press("Enter")
    panel = page.locator(".gw-panel")
    panel.wait_for(state="visible")
    assert page.evaluate("document.getElementById('host').shadowRoot.activeElement.className") == "gw-panel-title"
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")
    assert page.evaluate("document.getElementById('host').shadowRoot.activeElement.dataset.n") == "1"


def test_hover_preview_shows_title_file_and_locus(page):
    page.locator('.gw-chip[data-n="1"]').hover()
    pop = page.locator(".gw-popover")
    pop.wait_for(state="visible")
    text = pop.inner_text()
    assert "Evidence: Genome call peaks result" in text
    assert "peaks-t1-ab12cd34.bed" in text and "chr8:127700000-127760000" in text
    assert page.locator('.gw-chip[data-n="1"]').get_attribute("title") is None  # no double tooltip


def test_sources_strip_opens_the_panel(page):
    page.locator('.gw-source[data-n="2"]').click()
    panel = page.locator(".gw-panel")
    panel.wait_for(state="visible")
    assert panel.locator(".gw-panel-title").inner_text() == '<img src=x onerror="window.pwned=1">'
    assert panel.locator(".gw-open-source").count() == 0  # javascript: URL never becomes a link
    page.locator(".gw-message .gw-chip").first.hover()
    assert page.evaluate("window.pwned") is None
    assert page.evaluate("document.getElementById('host').shadowRoot.querySelectorAll('img, script, b').length") == 0


def test_unknown_token_is_visible_text_and_not_a_chip(page):
    unknown = page.locator(".gw-unknown")
    assert unknown.inner_text() == "[[cite:cite_made_up]]"
    unknown.click()
    assert page.locator(".gw-panel").is_hidden()


def test_update_redraws_and_closes_a_panel_whose_record_left(page):
    page.locator('.gw-chip[data-n="2"]').click()
    page.locator(".gw-panel").wait_for(state="visible")
    new = render_message(f"Only the peaks now {PEAKS.token}.", [PEAKS]).to_json()
    page.evaluate(f"window.model.setMessage({json.dumps(new)})")
    assert page.locator(".gw-message .gw-chip").count() == 1
    page.locator(".gw-panel").wait_for(state="hidden")
    page.evaluate("window.cleanup()")
    assert page.evaluate("document.getElementById('host').shadowRoot.querySelector('.gw-cited')") is None


def test_panel_shows_what_each_fact_was_bound_to(page):
    """(#11, #28) Under the sentence, each fact's binding in the record (or why it failed), with the rule that
    decided it."""
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    block = page.locator(".gw-panel .gw-panel-bindings")
    block.wait_for(state="visible")
    lines = block.locator("li").all_inner_texts()
    assert lines == ["7 → peak count over chr8:127700000-127760000 (data.peakCount) · bind.value",
                     "8.79 → threshold over chr8:127700000-127760000 (data.threshold) · bind.value"]
    assert block.locator("li.gw-binding-ok").count() == 2
    assert block.locator(".gw-binding-rule").count() == 2


MARKDOWN = (f"**There were 7 peaks. The cutoff was 8.79** ({PEAKS.token}), see [the file](https://example.org/p.bed) "
            f"and `peaks.bed`.\n\n| calls | 7 {PEAKS.token} |\n|---|---|\n| *page* | <b>hi</b> {HOSTILE.token} |")


@pytest.mark.parametrize("text", [MARKDOWN])
def test_the_quoted_sentence_shows_no_raw_markdown(page):
    """(issue 30) The quote is the sentence as drawn: no ``**``, ``[…](…)``, backticks, empty
    parentheses or table pipes; styles as elements, and record or model text never as markup."""
    page.locator('.gw-message .gw-chip[data-n="1"]').first.click()
    quote = page.locator(".gw-panel .gw-panel-sentence")
    quote.wait_for(state="visible")
    assert quote.inner_text() == "The cutoff was 8.79, see the file and peaks.bed."
    assert quote.locator("code").inner_text() == "peaks.bed" and quote.locator("a").count() == 0
    page.keyboard.press("Escape")
    page.locator('.gw-message .gw-chip[data-n="2"]').first.click()
    assert page.locator(".gw-panel .gw-panel-sentence").inner_text() == "page · <b>hi</b>"
    assert page.evaluate("document.getElementById('host').shadowRoot.querySelectorAll('.gw-panel b, .gw-panel script')"
                         ".length") == 0
