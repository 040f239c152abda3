"""The browser reads like a figure, in real JupyterLab (#13 §3, §4): what a user sees — pixels of
the y-axes and the ruler's chromosome name, the shared scale drawn at one height, the legend
sentence, a categorical chromHMM track with its colours and legend, interval tracks tall enough
for their features, the labelled track manager, the first view moved onto the data (and said),
and a tool result's figure. Screenshots go to the README."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .jupyter import kernel_client, kernel_exec, open_and_run_all, write_notebook
from .test_genome_browser import SHARED, browser_root, wait_until

pytestmark = pytest.mark.browser

CHR19 = SHARED / "bigwig" / "encode_chipseq_pipeline_test_hg38_chr19"
H1 = SHARED / "bigwig" / "h1_hg19_chr6_POU5F1"

SETUP = """
import genie_widgets as gw
project = gw.Project.create({path!r})
rep1 = project.add_track({rep1!r}, name="rep1 fold change")
rep2 = project.add_track({rep2!r}, name="rep2 fold change")
peaks = project.add_track({peaks!r}, name="rep1 narrowPeaks (pval 0.01, 500K)")
genes = project.add_track(catalog_id="genes")
session = project.session("figure_test")
"""

STATES = """
h1 = gw.Project.create({path!r}, genome="hg19")
states = h1.add_track({states!r}, name="H1 chromHMM")
k4me3 = h1.add_track({k4me3!r}, name="H1 H3K4me3")
gw.GenomeBrowser(h1)
"""

# Per track: the topmost painted row (CSS px) right of the y-axis tick labels (x > 30 px), painted pixel count,
# painted pixels in the axis strip, and the canvas height.
TRACK_PIXELS = """
(el) => {
  const out = {};
  for (const wrap of el.getRootNode().querySelectorAll('.gwb-track')) {
    const c = wrap.querySelector('canvas');
    if (wrap.hidden || !c.width) continue;
    const ratio = c.width / c.clientWidth;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let top = -1, n = 0, axis = 0;
    for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
      if (d[(y * c.width + x) * 4 + 3] <= 40) continue;
      n++;
      if (x < 6 * ratio) axis++;
      if (x > 30 * ratio && top < 0) top = y / ratio;
    }
    out[wrap.dataset.track] = {top, n, axis, height: c.clientHeight};
  }
  return out;
}
"""

RULER_LABEL = """
(el) => {
  const c = el.getRootNode().querySelector('.gwb-ruler');
  const ratio = c.width / c.clientWidth;
  const d = c.getContext('2d').getImageData(0, 0, Math.round(40 * ratio), Math.round(13 * ratio)).data;
  let n = 0;
  for (let i = 3; i < d.length; i += 4) if (d[i] > 40) n++;
  return n;
}
"""


def state(project_dir: Path) -> dict:
    return json.loads((project_dir / "genome" / "browser.json").read_text())


def test_browser_reads_like_a_figure(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir() or not H1.is_dir():
        pytest.skip(f"real tracks not found under {SHARED}")
    base = tmp_path_factory.mktemp("fig")
    project_dir, h1_dir = base / "project", base / "h1"
    setup = SETUP.format(path=str(project_dir), rep1=str(CHR19 / "rep1.fc.signal.bigwig"),
                         rep2=str(CHR19 / "rep2.fc.signal.bigwig"),
                         peaks=str(CHR19 / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"))
    states = STATES.format(path=str(h1_dir), states=str(H1 / "narrowpeak_H1_chromHMM.bed"),
                           k4me3=str(H1 / "H1_k4me3.bw"))
    name = f"figure_{base.name}.ipynb"
    write_notebook(jupyter.root / name, [setup, "browser = gw.GenomeBrowser(project)\nbrowser", states])
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1200})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    page.locator(".gwb").nth(1).wait_for(timeout=60_000)
    root = browser_root(page)
    wait_until(lambda: root.get_attribute("data-complete") == "true", timeout=60, what="first draw")
    tracks = {t["name"]: t["id"] for t in state(project_dir)["tracks"]}

    # First view: a chr19 data set does not open on MYC (chr8), and the status line says why.
    assert state(project_dir)["viewRegion"]["chr"] == "chr19"
    status = root.locator(".gwb-note")  # the notice row under the toolbar
    assert "where rep1 fold change has data" in status.inner_text() and "chr8" in status.inner_text()
    h1_root = browser_root(page, 1)
    wait_until(lambda: h1_root.get_attribute("data-complete") == "true", timeout=60, what="hg19 browser drawn")
    assert h1_root.get_attribute("data-locus").startswith("chr6:")
    assert "where H1 chromHMM has data" in h1_root.locator(".gwb-note").inner_text()

    client = kernel_client(jupyter, name)
    try:
        kernel_exec(client, 'browser.goto("chr19:1,200,000-1,300,000")')
        wait_until(lambda: root.get_attribute("data-locus") == "chr19:1200000-1300000"
                   and root.get_attribute("data-complete") == "true", what="view at chr19:1.2 Mb")
        wait_until(lambda: "has data" not in status.inner_text(), what="the first-view note clears on moving")

        # Y-axes with ticks and the unit; each replicate on its own autoscale: both reach the top.
        own = wait_until(lambda: (lambda p: p if p[tracks["rep2 fold change"]]["n"] > 50 else None)(
            root.evaluate(f"(el) => ({TRACK_PIXELS})(el)")), what="signal drawn")
        for key in ("rep1 fold change", "rep2 fold change"):
            label = root.locator(f'.gwb-track[data-track="{tracks[key]}"] .gwb-track-axis').inner_text()
            assert label.startswith("fold change · 0 – ") and label.endswith("(autoscale)"), label
            assert own[tracks[key]]["axis"] > 40  # the axis line and its ticks are drawn
            assert own[tracks[key]]["top"] < 4
        assert root.evaluate(f"(el) => ({RULER_LABEL})(el)") > 20  # the ruler names the chromosome
        legend = root.locator(".gwb-legend")
        assert legend.is_visible() and "light band is the min–max" in legend.inner_text()

        # Shared scale from Python: rep2 (max 38 here) now stands at less than half of rep1 (max 83).
        kernel_exec(client, 'browser.share_scale([rep1, rep2], "replicates")')
        label2 = root.locator(f'.gwb-track[data-track="{tracks["rep2 fold change"]}"] .gwb-track-axis')
        wait_until(lambda: label2.inner_text().endswith("(shared: replicates)"), what="shared label")
        label1 = root.locator(f'.gwb-track[data-track="{tracks["rep1 fold change"]}"] .gwb-track-axis')
        assert label1.inner_text() == label2.inner_text()
        shared = wait_until(lambda: (lambda p: p if p[tracks["rep2 fold change"]]["top"] > 20 else None)(
            root.evaluate(f"(el) => ({TRACK_PIXELS})(el)")), what="rep2 drawn lower on the shared scale")
        height = shared[tracks["rep2 fold change"]]["height"]
        assert shared[tracks["rep1 fold change"]]["top"] < 4
        assert 0.45 * height < shared[tracks["rep2 fold change"]]["top"] < 0.62 * height

        # Interval tracks grow to show their features at this zoom: nothing "not shown".
        peaks_axis = root.locator(f'.gwb-track[data-track="{tracks["rep1 narrowPeaks (pval 0.01, 500K)"]}"] .gwb-track-axis')
        assert "feature" in peaks_axis.inner_text() and "not shown" not in peaks_axis.inner_text(), peaks_axis.inner_text()

        # Repeated peak calls are told apart; their names are shown whole.
        kernel_exec(client, 'r1 = gw.tools.call("genome_call_peaks", {"trackId": rep1.id}, project, session)\n'
                            'r2 = gw.tools.call("genome_call_peaks", {"trackId": rep1.id, "mergeGap": 1000}, project, session)\n'
                            'assert r1.success and r2.success, (r1.error, r2.error)')
        wait_until(lambda: root.locator(".gwb-track").count() == 6, what="two peak tracks")
        names = root.locator(".gwb-track-name").all_inner_texts()
        assert "rep1 fold change peaks · z ≥ 2" in names and "rep1 fold change peaks · z ≥ 2 · gap 1 kb" in names
        wait_until(lambda: root.get_attribute("data-complete") == "true", what="peak tracks drawn")
    finally:
        client.stop_channels()

    # The track manager: labelled fields (height in px), full names, a shared-scale field.
    root.locator(".gwb-tracks-btn").click()
    manager = root.locator(".gwb-manager")
    manager.wait_for(state="visible")
    row = manager.locator(f'.gwb-mgr-row[data-track="{tracks["rep1 narrowPeaks (pval 0.01, 500K)"]}"]')
    assert "Height" in row.inner_text() and "px" in row.inner_text()
    name_box = row.locator(".gwb-mgr-name")
    assert name_box.get_attribute("title") == "rep1 narrowPeaks (pval 0.01, 500K)"
    assert name_box.input_value() == "rep1 narrowPeaks (pval 0.01, 500K)"
    assert name_box.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 2")  # whole
    scale = manager.locator(f'.gwb-mgr-row[data-track="{tracks["rep2 fold change"]}"] .gwb-mgr-scale')
    assert scale.input_value() == "replicates"
    scale.fill("")
    scale.press("Enter")
    wait_until(lambda: not next(t for t in state(project_dir)["tracks"] if t["id"] == tracks["rep2 fold change"])
               ["options"].get("scaleGroup"), what="own scale from the manager")
    wait_until(lambda: label2.inner_text().endswith("(autoscale)"), what="rep2 back on its own scale")
    scale.fill("replicates")
    scale.press("Enter")
    wait_until(lambda: label2.inner_text().endswith("(shared: replicates)"), what="shared again from the manager")
    root.locator(".gwb-tracks-btn").click()
    wait_until(lambda: root.get_attribute("data-complete") == "true", what="complete before the screenshot")
    root.screenshot(path=str(artifacts_dir / "genome-browser-shared-scale.png"))

    # The categorical chromHMM track: coloured states and a legend, not a bedGraph signal.
    h1_tracks = {t["name"]: t for t in state(h1_dir)["tracks"]}
    assert h1_tracks["H1 chromHMM"]["type"] == "categorical"
    states_row = h1_root.locator(f'.gwb-track[data-track="{h1_tracks["H1 chromHMM"]["id"]}"]')
    legend_items = states_row.locator(".gwb-state")
    wait_until(lambda: legend_items.count() >= 9, what="state legend")
    assert legend_items.first.inner_text() == "1"
    colours = states_row.locator("canvas").evaluate(
        "(c) => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; const s = new Set();"
        " for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 200) s.add(d[i] + ',' + d[i + 1] + ',' + d[i + 2]);"
        " return s.size; }")
    assert colours >= 6  # one colour per state in view
    h1_root.screenshot(path=str(artifacts_dir / "genome-browser-chromhmm.png"))
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests


def test_result_figure_in_jupyterlab(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real tracks not found under {CHR19}")
    project_dir = tmp_path_factory.mktemp("figres") / "project"
    cells = [SETUP.format(path=str(project_dir), rep1=str(CHR19 / "rep1.fc.signal.bigwig"),
                          rep2=str(CHR19 / "rep2.fc.signal.bigwig"),
                          peaks=str(CHR19 / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"))
             + 'project.set_view("chr19:1,000,000-1,500,000")',
             'gw.tools.call("genome_correlate_tracks", {"trackIdA": rep1.id, "trackIdB": rep2.id}, project, session)',
             'gw.tools.call("genome_signal_stats", {}, project, session)']
    name = f"results_{project_dir.parent.name}.ipynb"
    write_notebook(jupyter.root / name, cells)
    page = browser.new_page()
    page.set_viewport_size({"width": 1200, "height": 1000})
    open_and_run_all(page, jupyter, name)
    result = page.locator(".gw-result").first
    result.wait_for(timeout=60_000)
    page.locator(".gw-result").nth(1).wait_for(timeout=60_000)
    figure = result.locator("svg.gw-figure")
    assert figure.is_visible() and "r = " in figure.text_content()
    assert figure.bounding_box()["width"] > 300  # drawn at size, not collapsed
    assert result.locator(".gw-chip").is_visible()
    stats = page.locator(".gw-result").nth(1)
    assert "Mean per track" in stats.locator("svg.gw-figure").text_content()
    assert "rep1 fold change" in stats.locator("table").first.inner_text() or "rep1 fold change" in stats.inner_text()
    result.screenshot(path=str(artifacts_dir / "result-figure.png"))
    assert browser.off_host.requests == [], browser.off_host.requests
