"""CitedMarkdown in marimo's display protocol, and the marimo quick start run as a script."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import genie_widgets as gw
from genie_widgets.citations import Citation

mo = pytest.importorskip("marimo", reason="needs marimo (pip install -e '.[test]')")

REPO = Path(__file__).resolve().parents[2]


def test_display_outside_a_marimo_notebook_is_the_static_snapshot():
    record = Citation(id="cite_test_stats_1", source_type="genome-computation", title="Stats",
                      data={"tracks": [{"stats": {"mean": 0.87}}]})
    shown = gw.CitedMarkdown(f"The mean was 0.87 {record.token}.", [record])
    mime, html = shown._mime_()
    assert mime == "text/html" and "gw-chip gw-verified" in html and "Stats" in html
    assert not mo.running_in_notebook()
    static = shown._display_()
    assert isinstance(static, mo.Html) and static.text == html


def test_marimo_quickstart_runs_as_a_script(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]),
               GENIE_WIDGETS_ENCODE_OFFLINE="1", TMPDIR=str(tmp_path))
    env.pop("GENIE_WIDGETS_BASE_URL", None)
    out = subprocess.run([sys.executable, str(REPO / "notebooks" / "quickstart_marimo.py")], env=env,
                         cwd=str(tmp_path), capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "Traceback" not in out.stderr
    projects = list(tmp_path.glob("genie-quickstart-marimo-*/project/sessions/*/citations.jsonl"))
    assert len(projects) == 1 and '"genome_signal_stats"' in projects[0].read_text()
