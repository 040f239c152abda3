"""Issue 30: the notebook bar moves within a step, and a user interrupt ends a tool call with the
stopped bar and one short line — a KeyboardInterrupt (the cell stops) with no wall of internals."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from genie_widgets.project import Project
from genie_widgets.tools import ToolStopped, call, registry
from genie_widgets.widgets.progress import NotebookProgress

from ..conftest import REPO

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def test_the_bar_moves_within_a_step():
    bar = NotebookProgress("genome_signal_stats")
    bar(0, 25, "1 track × 25 chromosomes")
    bar._last = 0.0
    bar.part(3.4, 25, "1 track × 25 chromosomes · chr4")
    assert bar.bar.value == pytest.approx(3.4) and bar.bar.max == 25
    assert "3 of 25 (14%)" in bar.note.value and "interrupt the kernel" in bar.note.value


def test_an_interrupted_call_raises_tool_stopped_and_marks_the_bar(tmp_path, monkeypatch):
    project = Project.create(tmp_path / "p")
    marks: list[str] = []

    class Bar:
        def __call__(self, done, total, label):
            pass

        def stopped(self):
            marks.append("stopped")

    def interrupted(ctx, args):
        raise KeyboardInterrupt  # where the kernel's ■ lands: inside the tool's loop

    monkeypatch.setattr(registry, "progress_for", lambda name: Bar())
    monkeypatch.setattr(registry.TOOLS["genome_list_tracks"], "run", interrupted)
    with pytest.raises(ToolStopped, match=r"^genome_list_tracks was stopped \(kernel interrupt\)") as caught:
        call("genome_list_tracks", {}, project, project.session("s"))
    assert isinstance(caught.value, KeyboardInterrupt) and marks == ["stopped"]


SLOW_SERVER = """
import sys, threading, time
sys.path.insert(0, {repo!r})
from tests.genome.conftest import _RangeHandler, _Server

class Slow(_RangeHandler):
    ranges = True
    def do_GET(self):
        time.sleep(0.25)
        if getattr(self.server, "armed", False):  # the kernel's stop button, mid-measurement: a read is under way
            self.server.armed = False
            import _thread
            _thread.interrupt_main()
        return super().do_GET()

server = _Server(("127.0.0.1", 0), lambda *a, **k: Slow(*a, directory={www!r}, **k))
threading.Thread(target=server.serve_forever, daemon=True).start()
url = f"http://127.0.0.1:{{server.server_address[1]}}/rep1.bw"
"""

MEASURE = """
import genie_widgets as gw
project = gw.Project.create({project!r}, allow_private_urls=True)
track = project.add_track(url)
server.armed = True  # the next range read of the measurement presses stop (no race with a timer)
gw.tools.call("genome_signal_stats", {{"scope": "all", "trackIds": [track.id] * 1}}, project, project.session("s"))
"""


def test_a_kernel_interrupt_shows_the_stopped_bar_and_one_line(tmp_path, shared_data):
    www = tmp_path / "www"
    www.mkdir()
    (www / "rep1.bw").symlink_to(shared_data / CHR19 / "rep1.fc.signal.bigwig")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SLOW_SERVER.format(repo=str(REPO), www=str(www))),
                nbformat.v4.new_code_cell(MEASURE.format(project=str(tmp_path / "p"))),
                nbformat.v4.new_code_cell("print('not reached')")]
    with pytest.raises(CellExecutionError):  # the cell stops, and so does "run all"
        NotebookClient(nb, timeout=240, kernel_name="python3").execute()
    outputs = nb.cells[1].outputs
    errors = [o for o in outputs if o.get("output_type") == "error"]
    assert len(errors) == 1, outputs
    assert errors[0]["ename"] == "ToolStopped"
    assert len(errors[0]["traceback"]) == 1 and "genome_signal_stats was stopped" in errors[0]["traceback"][0]
    assert not [o for o in outputs if o.get("name") == "stderr"], outputs
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)  # the bar
    assert nb.cells[2].outputs == []
