"""Static surfaces: an nbconvert export with widget state off shows chips, never raw tokens; and
`%load_ext genie_widgets` turns token-carrying output of any agent into chips."""

from __future__ import annotations

import re
import subprocess
import sys

import nbformat
import pytest
from nbclient import NotebookClient

SETUP = '''
import tempfile
from genie_widgets import Citation, CitationStore, CitedMarkdown
store = CitationStore(tempfile.mkdtemp() + "/session_x", project_id="project_abc")
peaks = Citation(id="cite_project_abc_genome_call_peaks_ed3319c2", source_type="genome-computation",
    title="Genome call peaks result", data={"peakCount": 7, "threshold": 8.791333735783212})
file = Citation(id="cite_project_abc_public_data_ENCFF381NDD", source_type="public-data-file",
    title="ENCFF381NDD", url="https://www.encodeproject.org/files/ENCFF381NDD/", data={"accession": "ENCFF381NDD"})
store.add(peaks, file)
'''


def notebook(cells: list[str]):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def export_html(nb, folder, name: str) -> str:
    """Execute and export ``nb`` with nbconvert, widget state off (what static viewers show)."""
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, path)
    result = subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute",
         "--ExecutePreprocessor.store_widget_state=False", str(path)],
        capture_output=True, text=True, timeout=240,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return (folder / f"{name}.html").read_text()


def test_nbconvert_export_with_widget_state_off_shows_chips(tmp_path):
    nb = notebook([SETUP, 'CitedMarkdown(f"The file ENCFF381NDD {file.token} has 7 peaks {peaks.token}.", store)'])
    html = export_html(nb, tmp_path, "export")
    assert html.count('class="gw-chip gw-verified"') >= 2
    assert re.search(r'href="#gwm[0-9a-f]+-ev-2"', html)
    assert "Evidence (2 records)" in html
    body = html.split("Evidence (2 records)")[0]
    assert "[[cite:" not in body  # no raw token anywhere before the evidence list's Token tiles


def run(cells: list[str]):
    nb = notebook(cells)
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    return nb


def test_load_ext_turns_agent_output_into_chips():
    nb = run([
        SETUP,
        "%load_ext genie_widgets\nimport genie_widgets\ngenie_widgets.use_store(store)",
        'f"Plain string answer with {peaks.token}."',
        'from IPython.display import Markdown\nMarkdown(f"**Markdown** answer {file.token}.")',
        '"no tokens here"',
        'f"invented [[cite:cite_made_up]] token"',
    ])
    outputs = [cell.outputs for cell in nb.cells]
    plain, markdown, untouched, invented = outputs[2][0], outputs[3][0], outputs[4][0], outputs[5][0]
    for out in (plain, markdown):
        assert "application/vnd.jupyter.widget-view+json" in out["data"]
        assert 'class="gw-chip' in out["data"]["text/html"]
        assert "[1]" in out["data"]["text/markdown"]
    assert set(untouched["data"]) == {"text/plain"}
    assert 'class="gw-unknown"' in invented["data"]["text/html"]


def test_genie_store_magic(tmp_path):
    nb = run([
        SETUP,
        "%load_ext genie_widgets",
        "%genie_store {store.session_dir}",
        'f"answer {peaks.token}"',
    ])
    out = nb.cells[3].outputs[0]
    assert 'data-cite="cite_project_abc_genome_call_peaks_ed3319c2"' in out["data"]["text/html"]


def test_genie_store_magic_needs_a_folder():
    with pytest.raises(Exception, match="usage: %genie_store"):
        run(["%load_ext genie_widgets", "%genie_store"])


def test_nbconvert_export_shows_the_browser_snapshot(tmp_path):
    nb = notebook([
        "import tempfile, numpy as np, pyBigWig\nimport genie_widgets as gw\n"
        "d = tempfile.mkdtemp()\npath = d + '/synthetic.bw'  # SYNTHETIC test track\n"
        "bw = pyBigWig.open(path, 'w'); bw.addHeader([('chr8', 145138636)])\n"
        "bw.addEntries('chr8', 127700000, values=list(np.linspace(0, 5, 600)), span=100, step=100); bw.close()\n"
        "project = gw.Project.create(d + '/p')\nproject.add_track(path, name='synthetic signal')\n"
        "project.set_view('chr8:127,700,000-127,760,000')",
        "gw.GenomeBrowser(project)",
    ])
    html = export_html(nb, tmp_path, "browser")
    assert 'class="gw-browser-snapshot"' in html and "synthetic signal" in html
    assert "chr8:127,700,000-127,760,000" in html
