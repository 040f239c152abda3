"""Results you can look at (#13 §4) and exports a reader can share (§5): every tool result shows a
compact table, a static SVG figure where a picture says more, and its chip; exported notebooks
carry the figures and no absolute local path; long evidence excerpts fold."""

from __future__ import annotations

import re
from dataclasses import dataclass

import nbformat
import pytest

from genie_widgets import CitedMarkdown
from genie_widgets.citations.render import FOLD_LINES, portable_paths
from genie_widgets.project import Project
from genie_widgets.tools import call
from genie_widgets.tools.display import card_html
from genie_widgets.tools.figures import fmt
from genie_widgets.tools.registry import ToolResult

from .test_notebook_surfaces import export_html

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


@pytest.fixture()
def measured(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")
    session = project.session("figures")
    a = project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig", name="rep1")
    b = project.add_track(shared_data / CHR19 / "rep2.fc.signal.bigwig", name="rep2")
    project.set_view("chr19:1,000,000-1,100,000")
    stats = call("genome_signal_stats", {}, project, session)
    peaks = call("genome_call_peaks", {"trackId": a.id, "mergeGap": 1000}, project, session)
    quant = call("genome_quantify_at_features", {"signalTrackId": b.id, "featureTrackId": peaks.track_id},
                 project, session)
    corr = call("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": b.id}, project, session)
    assert all(r.success for r in (stats, peaks, quant, corr))
    return project, session, stats, peaks, quant, corr


def test_each_measurement_shows_table_figure_and_chip(measured):
    project, _session, stats, peaks, quant, corr = measured
    for result in (stats, peaks, quant, corr):
        page = result._repr_html_()
        assert page.count('<svg xmlns="http://www.w3.org/2000/svg" class="gw-figure"') == 1, result.citation.tool
        assert f'data-cite="{result.citation.id}"' in page and "gw-chip" in page  # the chip beside the title
        assert "<table" in page and "[[cite:" not in page.split("Evidence (1 record)")[0]
        assert str(project.path) not in page  # file names, not the project's absolute folder
    # Stats: one bar per track, its mean written on it.
    svg = stats.figure_svg()
    assert svg.count("<rect x=") == len(stats.tracks)
    for t in stats.tracks:
        assert f">{fmt(t['stats']['mean'])}<" in svg and t["name"] in svg
    # Peaks: one mark per peak along the scope, read back from the BED the tool wrote.
    svg = peaks.figure_svg()
    assert f"{peaks.peak_count:,} peaks along the scope" in svg
    assert svg.split('fill="#2f7d4f"')[0].count("M") == peaks.peak_count
    # Quantify: ranked bars, the top feature first.
    svg = quant.figure_svg()
    names = re.findall(r"<title>(peak_\d+):", svg)
    assert names == [r["name"] for r in quant.top_rows]
    # Correlation: a density scatter of the bin values with r on it; the cells count every bin.
    svg = corr.figure_svg()
    assert f"r = {fmt(corr.r)}" in svg
    density = corr.citation.data["binDensity"]
    assert sum(map(sum, density["counts"])) == corr.n_bins
    assert "binDensity" not in corr.to_json()  # the model is not sent the drawing aid


def test_chat_cards_and_other_results(measured):
    project, session, stats, *_ = measured
    card = card_html("genome_signal_stats", stats.to_json(), stats.citation)
    assert 'class="gw-figure"' in card and "scopeApplied" in card
    assert card_html("genome_signal_stats", {"success": False, "error": "no"}, None) is None
    listing = call("genome_list_tracks", {}, project, session)
    page = listing._repr_html_()
    assert listing.figure_svg() is None and "<table" in page and "gw-figure" not in page
    assert str(project.path) not in page and "rep1.fc.signal.bigwig" in page


def test_a_result_class_can_supply_its_own_figure():
    @dataclass(kw_only=True)
    class Heat(ToolResult):
        cells: int = 4

        def figure_svg(self) -> str | None:
            return f'<svg xmlns="http://www.w3.org/2000/svg" class="gw-figure"><text>{self.cells} cells</text></svg>'

    page = Heat()._repr_html_()
    assert "4 cells" in page and "<table" in page


def test_portable_paths_and_folded_excerpts(measured):
    assert portable_paths('"resultUrl": "/tmp/x/p/genome/results/peaks-a.bed",') == '"resultUrl": "peaks-a.bed",'
    assert portable_paths("file:///home/me/rep1.bw and C:\\Users\\me\\rep2.bw") == "rep1.bw and rep2.bw"
    url = "https://www.encodeproject.org/files/ENCFF1/@@download/ENCFF1.bigWig"
    assert portable_paths(url) == url
    _project, session, _stats, peaks, *_ = measured
    html = CitedMarkdown(f"There were {peaks.peak_count} peaks {peaks.citation_token}.", session.citations)._repr_mimebundle_()[0]["text/html"]
    assert peaks.citation.excerpt.count("\n") > FOLD_LINES + 3
    assert 'class="gw-ev-fold"' in html and "Show the other" in html
    assert "/genome/results/" not in html and peaks.result_file_name in html


EXPORT = '''
import genie_widgets as gw
project = gw.Project.create({path!r})
session = project.session("export")
a = project.add_track({rep1!r}, name="rep1")
b = project.add_track({rep2!r}, name="rep2")
project.set_view("chr19:1,000,000-1,100,000")
'''


def test_exported_notebook_has_figures_and_no_local_paths(tmp_path, shared_data):
    folder = tmp_path / "export"
    folder.mkdir()
    project_dir = tmp_path / "private-folder" / "project"
    nb = nbformat.v4.new_notebook()
    cells = [EXPORT.format(path=str(project_dir), rep1=str(shared_data / CHR19 / "rep1.fc.signal.bigwig"),
                           rep2=str(shared_data / CHR19 / "rep2.fc.signal.bigwig")),
             'gw.tools.call("genome_signal_stats", {}, project, session)',
             'peaks = gw.tools.call("genome_call_peaks", {"trackId": a.id}, project, session)\npeaks',
             'gw.tools.call("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": b.id}, project, session)',
             'gw.CitedMarkdown(f"There were {peaks.peak_count} peaks {peaks.citation_token}.", session.citations)',
             "gw.GenomeBrowser(project)"]
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    html = export_html(nb, folder, "results")
    assert html.count('class="gw-figure"') == 3  # stats bars, peaks along chr19, correlation scatter
    assert "r = " in html and "peaks along the scope" in html and "Mean per track" in html
    # The code cells name the paths (project once, the two data files); no output adds one.
    assert html.count(str(project_dir)) == html.count(str(tmp_path)) == 1
    assert html.count(str(shared_data)) == 2


def test_exported_notebook_keeps_the_many_track_heatmaps_and_their_chips(tmp_path, shared_data):
    """#15 §4: the clustered correlation heatmap and the features × tracks heatmap survive a static
    export (widget state off), each beside the chip of its record, and a sentence citing a cell."""
    folder = tmp_path / "export"
    folder.mkdir()
    nb = nbformat.v4.new_notebook()
    cells = [EXPORT.format(path=str(tmp_path / "project"), rep1=str(shared_data / CHR19 / "rep1.fc.signal.bigwig"),
                           rep2=str(shared_data / CHR19 / "rep2.fc.signal.bigwig"))
             + f"c = project.add_track({str(shared_data / CHR19 / 'pooled.fc.signal.bigwig')!r}, name='pooled')\n"
             + f"peaks = project.add_track({str(shared_data / CHR19 / 'rep1-rep2.idr0.1.bfilt.regionPeak.gz')!r})",
             'm = gw.tools.call("genome_correlate_tracks", {"trackIds": [a.id, b.id, c.id], "scope": "chromosome", '
             '"binSize": 10000}, project, session)\nm',
             'gw.tools.call("genome_quantify_at_features", {"signalTrackIds": [a.id, b.id, c.id], '
             '"featureTrackId": peaks.id, "scope": "chromosome", "topN": 5}, project, session)',
             'gw.CitedMarkdown(f"rep1 and pooled correlate at r = {m.pearson_matrix[0][2]:.2f} {m.citation_token}.", '
             "session.citations)"]
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    html = export_html(nb, folder, "cohort")
    assert html.count('class="genie-cohort-heatmap"') == 2
    assert "Pearson r, 10,000 bp bins: 3 tracks, dendrogram order" in html and "rep1 · pooled: r = " in html
    assert "mean signal, top 50 of" in html and "· pooled: " in html
    assert html.count('class="gw-chip') >= 3  # beside each figure, and in the sentence
    assert 'data-status="verified"' in html  # the sentence's number is that pair's cell


def test_a_record_cited_by_several_sentences_is_listed_once(measured):
    _project, session, stats, *_ = measured
    mean = stats.tracks[0]["stats"]["mean"]
    text = (f"rep1 averaged {mean:.2f} {stats.citation_token}. rep2 averaged "
            f"{stats.tracks[1]['stats']['mean']:.2f} {stats.citation_token}. Both were measured "
            f"{stats.citation_token}.")
    html = CitedMarkdown(text, session.citations)._repr_mimebundle_()[0]["text/html"]
    assert html.count('class="gw-chip gw-') >= 3 and "Evidence (1 record)" in html
    assert len(re.findall(r'<li id="gwm[0-9a-f]+-ev-\d+"', html)) == 1
    assert 'class="gw-ev-fold"' in html  # the long stats excerpt folds


def test_chat_export_tool_cards_show_the_figure_and_no_paths(tmp_path, shared_data):
    from genie_widgets.agent import Conversation

    project = Project.create(tmp_path / "chat-project")
    project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig", name="rep1")
    project.set_view("chr19:1,000,000-1,100,000")
    chat = Conversation(project)  # the offline agent
    events = list(chat.send("/stats"))
    assert events[-1].type == "answer"
    page = chat.to_html()
    assert page.count('class="gw-figure"') == 1 and "Mean per track" in page  # the tool card's figure
    assert str(tmp_path) not in page and str(shared_data) not in page
