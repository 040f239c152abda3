"""GenomeBrowser in real JupyterLab (and Notebook 7) on real bigWigs: the canvas draws, drag and
the locus box move the project's view, Python and the agent's tools move the browser, the peaks
track appears, the track manager writes the project state, and nothing leaves 127.0.0.1."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import pytest

from .jupyter import kernel_client, kernel_exec, open_and_run_all, write_notebook

pytestmark = pytest.mark.browser

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data"
CHR19 = SHARED / "bigwig" / "encode_chipseq_pipeline_test_hg38_chr19"

SETUP = """
import genie_widgets as gw
project = gw.Project.create({path!r})
a = project.add_track({rep1!r}, name="rep1 fc")
b = project.add_track({rep2!r}, name="rep2 fc")
peaks = project.add_track({peaks!r}, name="narrowPeaks")
genes = project.add_track(catalog_id="genes")
session = project.session("browser_test")
nav = gw.tools.call("genome_navigate", {{"locus": "chr19:1,020,000-1,030,000"}}, project, session)
project.set_view("chr19:1,000,000-1,100,000")
"""

BAND_PIXELS = """
(root) => {
  const out = {};
  for (const wrap of root.querySelectorAll('.gwb-track')) {
    const c = wrap.querySelector('canvas');
    if (wrap.hidden || !c.width) { out[wrap.dataset.track] = -1; continue; }
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 40) n++;
    out[wrap.dataset.track] = n;
  }
  return out;
}
"""


def state(project_dir: Path) -> dict:
    return json.loads((project_dir / "genome" / "browser.json").read_text())


def wait_until(predicate, timeout=30.0, interval=0.1, what="condition"):
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what} (last: {last!r})")


def browser_root(page, index=0):
    return page.locator(".gwb").nth(index)


def pixels(page, index=0) -> dict:
    return browser_root(page, index).evaluate(f"(el) => ({BAND_PIXELS})(el.getRootNode())")


@pytest.fixture()
def browser_notebook(jupyter, tmp_path_factory):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    project_dir = tmp_path_factory.mktemp("gb") / "project"
    setup = SETUP.format(path=str(project_dir), rep1=str(CHR19 / "rep1.fc.signal.bigwig"),
                         rep2=str(CHR19 / "rep2.fc.signal.bigwig"),
                         peaks=str(CHR19 / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"))
    name = f"browser_{project_dir.parent.name}.ipynb"
    write_notebook(jupyter.root / name, [setup, "browser = gw.GenomeBrowser(project)\nbrowser",
                                         "twin = gw.GenomeBrowser(project)\ntwin",
                                         'gw.CitedMarkdown(f"The region of interest {nav.citation.token}.", session.citations)'])
    return name, project_dir


def open_and_run(page, url, jupyter, name):
    open_and_run_all(page, jupyter, name, url=url, ready=".jp-Notebook, .jp-NotebookPanel")
    page.locator(".gwb").nth(1).wait_for(timeout=60_000)
    wait_until(lambda: browser_root(page).get_attribute("data-complete") == "true", what="first complete draw")


def test_browser_in_jupyterlab(jupyter, browser, browser_notebook, artifacts_dir):
    name, project_dir = browser_notebook
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1000})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run(page, jupyter.lab_url(name), jupyter, name)
    tracks = {t["name"]: t["id"] for t in state(project_dir)["tracks"]}

    # 1. Every track band has drawn pixels (signal bars, peak boxes, gene models).
    drawn = wait_until(lambda: (lambda p: p if all(v > 50 for v in p.values()) else None)(pixels(page)),
                       what="pixels in every track band")
    assert set(drawn) == set(tracks.values())

    # 2. Dragging pans: the project's stored view moves, and the twin browser follows.
    main = browser_root(page).locator(".gwb-main")
    box = main.bounding_box()
    timings = []
    for step in range(4):
        before = state(project_dir)["viewRegion"]["start"]
        draws = int(browser_root(page).get_attribute("data-draws"))
        y = box["y"] + 90
        page.mouse.move(box["x"] + 700, y)
        page.mouse.down()
        page.mouse.move(box["x"] + 600, y, steps=3)
        t0 = time.perf_counter()
        page.mouse.move(box["x"] + 500, y, steps=2)
        page.mouse.up()
        wait_until(lambda: int(browser_root(page).get_attribute("data-draws")) > draws
                   and browser_root(page).get_attribute("data-complete") == "true", what="redraw after pan")
        timings.append((time.perf_counter() - t0) * 1000)
        after = wait_until(lambda: state(project_dir)["viewRegion"]["start"] != before and state(project_dir)["viewRegion"],
                           what="project view to move")
        assert after["start"] > before
    print(f"\npan → complete redraw, median {statistics.median(timings):.0f} ms over {len(timings)} drags "
          "(reported, not asserted)")
    locus = state(project_dir)["viewRegion"]["locus"]
    wait_until(lambda: browser_root(page, 1).get_attribute("data-locus") == locus, what="twin browser in sync")

    # 3. Typing a gene symbol in the locus box goes there (gene index from the shared GENCODE table).
    box_input = browser_root(page).locator(".gwb-locus")
    box_input.fill("MYC")
    box_input.press("Enter")
    # #13: a gene is shown with 20% of its length (7,518 bp → 1,504 bp) as context on each side
    wait_until(lambda: state(project_dir)["viewRegion"]["locus"] == "chr8:127733929-127744455", what="view at MYC")
    wait_until(lambda: browser_root(page).get_attribute("data-locus") == "chr8:127733929-127744455",
               what="browser at MYC")
    box_input.fill("NOT_A_GENE_XYZ")
    box_input.press("Enter")
    wait_until(lambda: "neither" in browser_root(page).locator(".gwb-status").inner_text(), what="a clear error")

    # 4. A tool call in the kernel moves every browser; genome_call_peaks adds a peaks track that draws.
    client = kernel_client(jupyter, name)
    try:
        kernel_exec(client, 'r = gw.tools.call("genome_navigate", {"locus": "chr19:1,040,000-1,060,000"}, project, session)\n'
                            'assert r.success, r.error')
        wait_until(lambda: browser_root(page).get_attribute("data-locus") == "chr19:1040000-1060000", what="tool moved view")
        kernel_exec(client, 'r = gw.tools.call("genome_call_peaks", {"trackId": a.id}, project, session)\n'
                            'assert r.success and r.peak_count > 0, r.error')
        peaks_id = wait_until(lambda: next((t["id"] for t in state(project_dir)["tracks"] if t["name"].startswith("rep1 fc peaks · z ≥ 2")), None),
                              what="peaks track")
        wait_until(lambda: pixels(page).get(peaks_id, 0) > 20, what="peaks track drawn")
        kernel_exec(client, 'browser.show("chr19:1,050,000-1,051,000")')
        wait_until(lambda: state(project_dir)["viewRegion"]["start"] < 1_050_000, what="show()")
    finally:
        client.stop_channels()

    # 5. The track manager hides and reorders, writing the project state.
    browser_root(page).locator(".gwb-tracks-btn").click()
    manager = browser_root(page).locator(".gwb-manager")
    manager.wait_for(state="visible")
    rep2_row = manager.locator(f'.gwb-mgr-row[data-track="{tracks["rep2 fc"]}"]')
    rep2_row.locator('input[type="checkbox"]').uncheck()
    wait_until(lambda: next(t for t in state(project_dir)["tracks"] if t["id"] == tracks["rep2 fc"])["visible"] is False,
               what="rep2 hidden in project state")
    manager.locator(f'.gwb-mgr-row[data-track="{tracks["rep1 fc"]}"] .gwb-mgr-down').click()
    wait_until(lambda: [t["id"] for t in sorted(state(project_dir)["tracks"], key=lambda t: t["order"])][:2]
               == [tracks["rep2 fc"], tracks["rep1 fc"]], what="reorder")
    wait_until(lambda: pixels(page).get(tracks["rep2 fc"]) == -1, what="hidden track not drawn")

    # 6. Hover says what the value summarises.
    page.mouse.move(box["x"] + 400, box["y"] + 60)
    first_signal = browser_root(page).locator(f'.gwb-track[data-track="{tracks["rep1 fc"]}"] canvas')
    sb = first_signal.bounding_box()
    page.mouse.move(sb["x"] + sb["width"] / 2, sb["y"] + sb["height"] - 5)
    tip = browser_root(page).locator(".gwb-tooltip")
    tip.wait_for(state="visible")
    assert "rep1 fc" in tip.inner_text()

    # 7. The evidence panel's "Show in browser" moves the browser to the record's locus, highlighted.
    page.locator(".gw-message .gw-chip").first.click()
    panel = page.locator(".gw-panel")
    panel.wait_for(state="visible")
    panel.get_by_role("button", name="Show in browser").click()
    view = wait_until(lambda: (lambda v: v if v["start"] < 1_020_000 and v["end"] > 1_030_000 and v["end"] < 1_040_000 else None)(
        state(project_dir)["viewRegion"]), what="show in browser")
    wait_until(lambda: browser_root(page).get_attribute("data-locus") == view["locus"], what="browser at the record")

    page.screenshot(path=str(artifacts_dir / "genome-browser-jupyterlab.png"), full_page=False)
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests


def test_browser_in_notebook7(jupyter, browser, browser_notebook, artifacts_dir):
    name, project_dir = browser_notebook
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 950})
    open_and_run_all(page, jupyter, name, url=jupyter.notebook7_url(name))
    page.locator(".gwb").first.wait_for(timeout=60_000)
    drawn = wait_until(lambda: (lambda p: p if p and all(v > 50 for v in p.values()) else None)(pixels(page)),
                       what="pixels in Notebook 7")
    assert len(drawn) == 4
    page.screenshot(path=str(artifacts_dir / "genome-browser-notebook7.png"))
    assert browser.off_host.requests == []


FRAME_PROBE = """
(root) => new Promise((resolve) => {
  const times = [];
  let last = performance.now();
  const tick = (now) => { times.push(now - last); last = now; if (times.length < 90) requestAnimationFrame(tick); else resolve(times); };
  requestAnimationFrame(tick);
})
"""


def test_thirty_tracks_pan_smoothly(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    files = [CHR19 / f for f in ("rep1.fc.signal.bigwig", "rep2.fc.signal.bigwig", "pooled.fc.signal.bigwig",
                                 "rep1.pval.signal.bigwig")]
    project_dir = tmp_path_factory.mktemp("gb30") / "project"
    lines = ["import genie_widgets as gw", f"project = gw.Project.create({str(project_dir)!r})"]
    lines += [f"project.add_track({str(files[k % 4])!r}, name='track {k + 1}', height=24)" for k in range(30)]
    lines += ["project.set_view('chr19:1,000,000-1,400,000')", "gw.GenomeBrowser(project, genes=False)"]  # 30 bigWigs only (#13 adds genes by default)
    name = "browser_30.ipynb"
    write_notebook(jupyter.root / name, ["\n".join(lines)])
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1100})
    open_and_run_single(page, jupyter, name)
    assert len(pixels(page)) == 30
    main = browser_root(page).locator(".gwb-main")
    box = main.bounding_box()
    y = box["y"] + 200
    probe = browser_root(page).evaluate_handle(f"(el) => ({FRAME_PROBE})(el)")
    page.mouse.move(box["x"] + 900, y)
    page.mouse.down()
    for step in range(40):
        page.mouse.move(box["x"] + 900 - step * 15, y)
    page.mouse.up()
    times = sorted(probe.json_value()[1:])
    p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
    print(f"\n30 bigWig tracks, frame interval while panning: median {p50:.1f} ms, p95 {p95:.1f} ms "
          "(reported, not asserted)")
    wait_until(lambda: browser_root(page).get_attribute("data-complete") == "true", what="complete after pan")
    page.screenshot(path=str(artifacts_dir / "genome-browser-30-tracks.png"))
    assert browser.off_host.requests == []


def open_and_run_single(page, jupyter, name):
    open_and_run_all(page, jupyter, name)
    page.locator(".gwb").first.wait_for(timeout=60_000)
    wait_until(lambda: browser_root(page).get_attribute("data-complete") == "true", timeout=60, what="first complete draw")
