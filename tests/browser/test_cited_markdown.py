"""CitedMarkdown in a real JupyterLab: chips render, chip [2] opens the evidence panel, Close hides it."""

from __future__ import annotations

import pytest

from .jupyter import open_and_run_all, write_notebook

pytestmark = pytest.mark.browser

SETUP = '''
import tempfile
from genie_widgets import Citation, CitationStore, CitedMarkdown
store = CitationStore(tempfile.mkdtemp() + "/session_demo", project_id="project_c7bb7f985139")
region = Citation(id="cite_project_c7bb7f985139_genome_navigate_aa11bb22", source_type="genome-region",
    title="Visible genome region (hg38)", locus="chr8:127700000-127760000", genome="hg38",
    data={"genomeId": "hg38", "viewRegion": {"locus": "chr8:127700000-127760000", "start": 127700000, "end": 127760000}})
peaks = Citation(id="cite_project_c7bb7f985139_genome_call_peaks_ed3319c2", source_type="genome-computation",
    title="Genome call peaks result", genome="hg38", file_name="peaks-t1-ab12cd34.bed",
    data={"method": "zscore", "threshold": 8.791333735783212, "minWidth": 1, "peakCount": 7,
          "methodNote": "Simple z-score threshold caller over fetched intervals; not a model-based peak caller."})
store.add(region, peaks)
'''
SHOW = '''
CitedMarkdown(
    f"In the 60-kb hg38 region chr8:127,700,000-127,760,000 {region.token}, there were "
    f"7 peaks at a signal cutoff of 8.79 {peaks.token}. Signal averaged 1.14 {region.token}.",
    store)
'''


def test_chips_open_and_close_the_evidence_panel(jupyter, browser, artifacts_dir):
    name = "cited_markdown.ipynb"
    write_notebook(jupyter.root / name, [SETUP, SHOW])
    page = browser.new_page()
    open_and_run_all(page, jupyter, name)

    chips = page.locator(".gw-message .gw-chip")
    chips.first.wait_for(timeout=60_000)
    assert chips.count() == 3
    assert [chips.nth(i).get_attribute("data-n") for i in range(3)] == ["1", "2", "1"]
    assert page.locator(".gw-message").inner_text().count("[[cite:") == 0

    panel = page.locator(".gw-panel")
    assert panel.is_hidden()
    chip2 = page.locator('.gw-message .gw-chip[data-n="2"]')
    assert chip2.get_attribute("data-status") == "verified"
    chip2.click()
    panel.wait_for(state="visible")
    assert panel.locator(".gw-panel-title").inner_text() == "Genome call peaks result"
    assert panel.locator(".gw-panel-label").text_content() == "[2] Evidence"
    excerpt = panel.locator(".gw-panel-excerpt").inner_text()
    assert '"peakCount": 7' in excerpt and "8.791333735783212" in excerpt
    assert panel.locator("mark", has_text="8.791333735783212").count() == 1
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    assert "hg38" in panel.locator(".gw-panel-tiles").inner_text()
    page.locator(".jp-Notebook").screenshot(path=str(artifacts_dir / "evidence-panel-jupyterlab.png"))

    panel.get_by_role("button", name="Close", exact=True).click()
    panel.wait_for(state="hidden")

    # The region chip under the viewport number opens an unsupported verdict naming 1.14.
    page.locator('.gw-message .gw-chip[data-n="1"]').nth(1).click()
    panel.wait_for(state="visible")
    assert "Unsupported" in panel.locator(".gw-panel-status").inner_text()
    assert "1.14" in panel.locator(".gw-panel-bindings").inner_text()
    # (issue 30) the explanation is a sentence naming what was looked for and where
    status = panel.locator(".gw-panel-status").inner_text()
    assert "1.14" in status and status.rstrip().endswith(".") and ": no " not in status, status
    panel.screenshot(path=str(artifacts_dir / "evidence-panel-unsupported.png"))
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")

    assert browser.off_host.requests == [], browser.off_host.requests
