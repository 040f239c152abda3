"""Long work shows progress (#13 §4): genome-wide measurements report each chromosome to the
current reporter, and in a notebook that is a progress bar widget in the cell, never stderr."""

from __future__ import annotations

import nbformat
from nbclient import NotebookClient

from genie_widgets.genome.progress import reporting
from genie_widgets.project import Project
from genie_widgets.tools import call
from genie_widgets.widgets.progress import NotebookProgress, notebook_progress

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def test_genome_wide_measurements_report_every_chromosome(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")
    session = project.session("progress")
    a = project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig")
    b = project.add_track(shared_data / CHR19 / "rep2.fc.signal.bigwig")
    project.set_view("chr19:1,000,000-1,100,000")
    n = len(project.assembly.chrom_sizes)
    for name, args in [("genome_signal_stats", {"scope": "all", "trackIds": [a.id]}),
                       ("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": b.id, "scope": "all"})]:
        seen: list[tuple[int, int | None, str]] = []
        with reporting(lambda done, total, label, seen=seen: seen.append((done, total, label))):
            assert call(name, args, project, session).success
        assert [d for d, _, _ in seen] == list(range(n + 1))
        # Chromosomes are measured in parallel (the cohort engine): each step names the one that
        # just finished, and every chromosome is named once.
        assert {t for _, t, _ in seen} == {n}
        assert sorted(label.rsplit(" · ", 1)[-1] for _, _, label in seen[1:]) == sorted(project.assembly.chrom_sizes)
    quiet: list = []
    with reporting(quiet.append):  # one region: nothing to show
        call("genome_signal_stats", {}, project, session)
    assert quiet == []
    assert notebook_progress("genome_signal_stats") is None  # not in a kernel: no bar


def test_the_bar_counts_and_says_how_to_stop():
    bar = NotebookProgress("genome_signal_stats")
    bar(0, 1, "measuring")  # a single step is never shown
    assert bar.box is None
    bar(3, 25, "measuring · chr3")
    assert (bar.bar.value, bar.bar.max) == (3, 25) and "interrupt the kernel" in bar.note.value
    bar(25, 25, "measuring · chrY")
    assert bar.bar.value == 25 and "done" in bar.note.value and "3 of 25" not in bar.note.value
    bar.stopped()
    assert "stopped" in bar.note.value


def test_notebook_shows_a_progress_widget_not_stderr(tmp_path, shared_data):
    code = (f"import genie_widgets as gw\nproject = gw.Project.create({str(tmp_path / 'p')!r})\n"
            f"t = project.add_track({str(shared_data / CHR19 / 'rep1.fc.signal.bigwig')!r})\n"
            "session = project.session('nb')\n"
            "r = gw.tools.call('genome_signal_stats', {'scope': 'all'}, project, session)\n"
            "assert r.success")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code)]
    NotebookClient(nb, timeout=240, kernel_name="python3").execute()
    outputs = nb.cells[0].outputs
    assert not [o for o in outputs if o.get("output_type") == "stream" and o.get("name") == "stderr"], outputs
    views = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(views) == 1, outputs
