"""Genes in the live browser (#13), in real JupyterLab, with no annotation configured (the
bundled index answers, no network): the gene track is there by default, a wrong name gives one
short error line, the next successful navigation clears it, a gene symbol lands with a flank and
a highlight, and gene names never overlap."""

from __future__ import annotations

import pytest

from .jupyter import open_and_run_all, write_notebook
from .test_genome_browser import CHR19, wait_until

pytestmark = pytest.mark.browser

# The colour of one pixel of the ruler canvas (device pixels), at a fraction of its width.
RULER_PIXEL = """
(el, fx) => {
  const c = el.getRootNode().querySelector('.gwb-ruler');
  const d = c.getContext('2d').getImageData(Math.floor(c.width * fx), 2, 1, 1).data;
  return [d[0], d[1], d[2], d[3]];
}
"""


def test_genes_offline_goto_flank_errors_and_labels(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    project_dir = tmp_path_factory.mktemp("genes") / "project"
    setup = (
        "import os\n"
        "os.environ.pop('GENIE_WIDGETS_ANNOTATION_HG38', None)  # a fresh install: the bundled index\n"
        "import genie_widgets as gw\n"
        f"project = gw.Project.create({str(project_dir)!r})\n"
        f"project.add_track({str(CHR19 / 'rep1.fc.signal.bigwig')!r}, name='rep1 fold change')\n"
        "project.set_view('chr19:1,000,000-2,000,000')\n"
        "browser = gw.GenomeBrowser(project)\nbrowser"
    )
    name = "genes.ipynb"
    write_notebook(jupyter.root / name, [setup])
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 900})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    root = page.locator(".gwb").first
    root.wait_for(timeout=60_000)
    genes = root.locator('.gwb-track[data-kind="genes"]')
    genes.wait_for(timeout=30_000)
    wait_until(lambda: root.get_attribute("data-complete") == "true", what="view drawn")
    axis = genes.locator(".gwb-track-axis")
    wait_until(lambda: "genes" in axis.inner_text(), what="genes counted")

    # 1. A dense megabase: names never overlap; those that do not fit are dropped and counted.
    import json

    labels = wait_until(lambda: json.loads(genes.get_attribute("data-labels") or "[]"), what="gene labels")
    assert len(labels) >= 5
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), (a, b)
    assert "not shown" in axis.inner_text()
    root.screenshot(path=str(artifacts_dir / "browser-genes-dense.png"))

    # 2. A wrong name: one short line in the status, no traceback text.
    box = root.locator(".gwb-locus")
    status = root.locator(".gwb-status")
    box.fill("NOTAGENE1")
    box.press("Enter")
    wait_until(lambda: "gwb-status-error" in (status.get_attribute("class") or ""), what="error shown")
    text = status.inner_text()
    assert "NOTAGENE1" in text and "\n" not in text and len(text) <= 140 and "Traceback" not in text
    assert status.evaluate("(s) => s.scrollWidth <= s.clientWidth + 1"), "the error line is not cut off"

    # 3. A gene symbol: the view shows it with 20% flank each side and highlights it; the stale
    #    error is gone. JUNB (Ensembl 100): chr19:12,791,485-12,793,315, 1,830 bp → flank 366.
    box.fill("JUNB")
    box.press("Enter")
    wait_until(lambda: root.get_attribute("data-locus") == "chr19:12791119-12793681", what="JUNB with flank")
    wait_until(lambda: "gwb-status-error" not in (status.get_attribute("class") or ""), what="error cleared")
    assert "NOTAGENE1" not in status.inner_text()
    wait_until(lambda: root.get_attribute("data-complete") == "true", what="drawn at JUNB")
    centre = root.evaluate(RULER_PIXEL, 0.5)
    edge = root.evaluate(RULER_PIXEL, 0.05)
    assert centre[3] > 0 and centre[2] < 235 and centre[0] > 200, f"highlight at the gene: {centre}"
    assert edge[3] == 0, f"no highlight in the flank: {edge}"
    labels = json.loads(genes.get_attribute("data-labels") or "[]")
    assert labels, "JUNB is labelled"
    root.screenshot(path=str(artifacts_dir / "browser-genes-junb.png"))

    # 4. A locus typed in the box also clears an error.
    box.fill("NOTAGENE2")
    box.press("Enter")
    wait_until(lambda: "gwb-status-error" in (status.get_attribute("class") or ""), what="second error")
    box.fill("chr19:1,000,000-1,100,000")
    box.press("Enter")
    wait_until(lambda: root.get_attribute("data-locus") == "chr19:1000000-1100000", what="locus")
    wait_until(lambda: "gwb-status-error" not in (status.get_attribute("class") or ""), what="cleared by a locus")

    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests


def test_genie_cell_shows_progress_not_stderr_and_finds_pou5f1_on_hg19(jupyter, browser, tmp_path_factory):
    """A %%genie cell on a fresh hg19 project: the gene is found offline (bundled index), the tool
    call shows as a progress line that ends "done", and nothing is written to stderr."""
    project_dir = tmp_path_factory.mktemp("genie19") / "project"
    name = "genie_cell.ipynb"
    write_notebook(jupyter.root / name, [
        "import genie_widgets as gw\n"
        "get_ipython().run_line_magic('load_ext', 'genie_widgets')\n"
        f"project = gw.Project.create({str(project_dir)!r}, genome='hg19')\n"
        "from genie_widgets.ipython import configure_magic\nconfigure_magic(project)",
        "%%genie\n/gene POU5F1",
    ])
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    cell = page.locator(".jp-CodeCell").nth(1)
    chip = cell.locator(".gw-chip").first
    chip.wait_for(timeout=60_000)
    text = cell.locator(".gw-cited").first.inner_text()  # the answer (inside the widget's shadow root)
    assert "POU5F1" in text and "chr6:" in text
    progress = cell.locator(".gw-genie-progress")
    assert progress.count() == 1 and "done" in progress.inner_text() and "genome_find_gene" in progress.inner_text()
    assert cell.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
