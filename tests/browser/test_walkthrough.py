"""The MYC walkthrough in real JupyterLab: run every cell (against the local demo portal), click
chip [1] and the last chip of the checked answer, and see the right records in the panel."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from .jupyter import open_and_run_all, wait_for_kernel_idle
from .test_genome_browser import wait_until

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "myc_walkthrough.ipynb"


def test_myc_walkthrough_chips(jupyter, browser, artifacts_dir):
    name = "myc_walkthrough.ipynb"
    shutil.copy(NOTEBOOK, jupyter.root / name)
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1100})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    # The last cell writes the report; wait until every cell has run.
    wait_until(lambda: page.locator(".jp-OutputArea-output", has_text="myc_walkthrough_report.html").count() > 0,
               timeout=240, what="the walkthrough to finish")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    wait_for_kernel_idle(jupyter, name)

    # The corrected answer: the CitedMarkdown right before its check table (4 chips).
    answers = page.locator(".gw-message")
    corrected = None
    for k in range(answers.count()):
        text = answers.nth(k).inner_text()
        if text.startswith("In the 60-kb hg38 region") and "merge into" in text:
            corrected = answers.nth(k)
    assert corrected is not None, "the corrected MYC answer was not rendered"
    corrected.scroll_into_view_if_needed()
    chips = corrected.locator(".gw-chip")
    numbers = sorted({int(chips.nth(i).get_attribute("data-n")) for i in range(chips.count())})
    assert numbers == [1, 2, 3, 4]
    assert all(chips.nth(i).get_attribute("data-status") == "verified" for i in range(chips.count()))

    host = corrected.locator("xpath=ancestor::div[contains(@class,'gw-cited')]").first
    panel = host.locator(".gw-panel")
    corrected.locator('.gw-chip[data-n="1"]').first.click()
    panel.wait_for(state="visible")
    assert panel.locator(".gw-panel-title").inner_text() == "Visible genome region (hg38)"
    assert panel.locator(".gw-panel-label").text_content().endswith("Genome region")
    assert "chr8:127700000-127760000" in panel.locator(".gw-panel-location").inner_text()
    page.screenshot(path=str(artifacts_dir / "myc-walkthrough-chip1.png"))

    corrected.locator('.gw-chip[data-n="4"]').first.click()
    wait_until(lambda: panel.locator(".gw-panel-title").inner_text().count("peaks · z ≥ 2 · gap 1 kb") == 1, what="chip [4]")
    excerpt = panel.locator(".gw-panel-excerpt").inner_text()
    assert '"mergeGap": 1000' in excerpt and '"fragmentCount": 7' in excerpt
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    panel.screenshot(path=str(artifacts_dir / "myc-walkthrough-last-chip.png"))
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
