"""(issue 30) Result figures and tables read well in real JupyterLab, with the long track names users
give: every label of every figure (the many-track correlation heatmap, the features × tracks
heatmap, the bar chart of a chat tool card) is drawn at 11 px or more once scaled, lies inside its
figure (nothing clipped), and a shortened name carries the full one as its tooltip; the matrix's
table is labelled with the tracks' names on both axes; a tool card's cut argument line shows the
whole line on hover. Real ATAC-seq bigWigs (TCGA, hg38 chr21)."""

from __future__ import annotations

import pytest

from .jupyter import open_and_run_all, write_notebook
from .test_genome_browser import SHARED, wait_until

pytestmark = pytest.mark.browser

TCGA = SHARED / "bigwig" / "tcga_atac_hg38_chr21"
SAMPLES = ("ACCx_025FE5F8_T1", "BRCA_000CFD9F_T2", "GBMx_09C0DCE7_T1", "LGGx_116B070A_T2")

SETUP = """
import genie_widgets as gw
project = gw.Project.create({path!r})
names = [f"TCGA {{s}} tumour ATAC-seq signal (hg38, chr21 only, normalised)" for s in {samples!r}]
ids = [project.add_track(f"{tcga}/{{s}}.bw", name=n).id for s, n in zip({samples!r}, names)]
project.set_view("chr21:45,634,768-46,709,803")
session = project.session("figures")
peaks = gw.tools.call("genome_call_peaks", {{"trackId": ids[0]}}, project, session)
"""
MATRIX = 'gw.tools.call("genome_correlate_tracks", {"trackIds": ids}, project, session)'
QUANTIFY = ('gw.tools.call("genome_quantify_at_features", {"signalTrackIds": ids, '
            '"featureTrackId": project.tracks[-1].id, "topN": 60}, project, session)')
CHAT = "chat = gw.Chat(project, height=600)\nchat"

# Per <text> of every figure in the page (the chat's shadow root included): its drawn font size
# (the SVG may be scaled to fit), whether its box lies inside its figure's, its text and tooltip.
LABELS = """() => {
  const roots = [document, ...[...document.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => e.shadowRoot)];
  const out = [];
  for (const root of roots) for (const svg of root.querySelectorAll('svg.gw-figure, svg.genie-cohort-heatmap')) {
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      const tip = t.querySelector('title')?.textContent ?? null;
      const inside = r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1
        && r.bottom <= box.bottom + 1;
      out.push({figure: svg.getAttribute('class'), text: t.lastChild?.textContent ?? '', tip, inside,
                px: parseFloat(getComputedStyle(t).fontSize) * scale});
    }
  }
  return out;
}"""


def test_figures_and_tables_read_well_with_long_track_names(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not TCGA.is_dir():
        pytest.skip(f"real bigWigs not found at {TCGA}")
    setup = SETUP.format(path=str(tmp_path_factory.mktemp("figures") / "project"), samples=SAMPLES, tcga=str(TCGA))
    name = "result_figures.ipynb"
    write_notebook(jupyter.root / name, [setup, MATRIX, QUANTIFY, CHAT])
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    chat = page.locator(".gwc").first
    chat.wait_for(timeout=90_000)
    page.locator("svg.genie-cohort-heatmap").nth(1).wait_for(timeout=60_000)
    text = chat.locator(".gwc-text")
    text.fill("/stats")
    text.press("Enter")
    card = chat.locator(".gwc-tool").first
    wait_until(lambda: card.get_attribute("data-status") == "done", what="the /stats card")
    card.locator("svg.gw-figure").wait_for()

    labels = page.evaluate(LABELS)
    kinds = {x["figure"] for x in labels}
    assert {"gw-figure", "genie-cohort-heatmap"} <= kinds, kinds
    small = [x for x in labels if x["px"] < 10.9]
    assert not small, f"labels under 11 px: {small[:5]}"
    clipped = [x for x in labels if not x["inside"]]
    assert not clipped, f"labels outside their figure: {clipped[:5]}"
    long_names = {f"TCGA {s} tumour ATAC-seq signal (hg38, chr21 only, normalised)" for s in SAMPLES}
    shortened = [x for x in labels if x["text"].endswith("…")]
    assert shortened and all(x["tip"] in long_names for x in shortened), shortened[:3]

    # The matrix's table: the tracks' names as column and row labels (not lower-case ids).
    table = page.locator("table.gw-result-rows").first
    head = table.locator("tr").first.locator("th").all_inner_texts()
    rows = table.locator("th[scope=row]").all_inner_texts()
    assert set(head[1:]) == long_names and set(rows) == long_names, (head, rows)

    # The card's argument line is cut to one line; its whole text is the tooltip.
    args = card.locator(".gwc-tool-args")
    assert args.get_attribute("title") == args.text_content()
    page.locator("svg.genie-cohort-heatmap").first.screenshot(path=str(artifacts_dir / "cohort-heatmap-long-names.png"))
    page.locator("svg.genie-cohort-heatmap").nth(1).screenshot(path=str(artifacts_dir / "quantify-heatmap.png"))
    chat.screenshot(path=str(artifacts_dir / "chat-card-long-names.png"))
    table.screenshot(path=str(artifacts_dir / "cohort-matrix-table.png"))
    # In a narrow page the card's figure keeps its size (readable) and scrolls within the card.
    page.set_viewport_size({"width": 760, "height": 1000})
    page.wait_for_timeout(300)
    narrow = [x for x in page.evaluate(LABELS) if x["figure"] == "gw-figure" and x["px"] < 10.9]
    assert not narrow, narrow[:3]
    log = chat.locator(".gwc-log")
    assert log.evaluate("(l) => l.scrollWidth <= l.clientWidth + 1"), "the chat's log scrolls sideways"
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
