"""A background job in a real Jupyter kernel (nbclient): the cell returns at once with the job's
progress display, which the job updates in place until it is done."""

from __future__ import annotations

import nbformat
from nbclient import NotebookClient

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def test_background_job_cell_returns_and_its_progress_updates_live(shared_data, tmp_path):
    folder = shared_data / CHR19
    paths = [str(folder / f) for f in ("rep1.fc.signal.bigwig", "rep2.fc.signal.bigwig", "pooled.fc.signal.bigwig")]
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import time\n"
            "from genie_widgets.genome import correlate_tracks, get_assembly\n"
            f"paths = {paths!r}\n"
            "regions = get_assembly('hg38').scope_regions('all')\n"
            "t = time.perf_counter()\n"
            "job = correlate_tracks(paths, regions, bin_size=10_000, background=True)\n"
            "returned_after = time.perf_counter() - t\n"
            "job"),
        nbformat.v4.new_code_cell(
            "result = job.result(timeout=120)\n"
            "time.sleep(0.5)\n"
            "print(returned_after < 1.0, job.status, result.pair(0, 1)['nBins'])"),
    ]
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    shown = nb.cells[0].outputs[0]
    assert shown["output_type"] == "display_data" and "transient" not in shown.get("metadata", {})
    html = shown["data"]["text/html"]
    assert "correlation" in html and "75 of 75 tasks (3 tracks × 25 chromosomes)" in html and "done" in html
    assert nb.cells[1].outputs[0]["text"].strip() == "True done 5861"
