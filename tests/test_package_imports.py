"""The package's top level is lazy (PEP 562), and what ``import genie_widgets`` did before it still
happens: the claim checker uses the genomics vocabulary, every public name resolves (``gw.X``,
``from genie_widgets import X``, ``dir``), and long tool calls get the notebook progress bar.
Each check runs in a fresh interpreter, where nothing else has been imported yet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import genie_widgets as gw

REPO = Path(__file__).resolve().parents[1]


def _fresh(code: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_import_genie_widgets_registers_the_genomics_vocabulary_and_imports_little():
    got = _fresh("""
import json, sys
import genie_widgets
heavy = [m for m in ("pandas", "anywidget", "ipywidgets", "IPython", "requests", "genie_widgets.widgets",
                     "genie_widgets.agent", "genie_widgets.project", "genie_widgets.tools.registry")
         if m in sys.modules]
from genie_widgets.citations import Citation, verify_message
from genie_widgets.citations.facts import default_vocabulary

tracks = [{"trackId": "rep1_be97", "name": "rep1", "stats": {"mean": 0.8703}},
          {"trackId": "rep2_5d59", "name": "rep2", "stats": {"mean": 0.8739}}]
stats = Citation(id="cite_stats_chr19", source_type="genome-computation", title="Genome signal stats result",
                 tool="genome_signal_stats", genome="hg38",
                 data={"scopeApplied": "chromosome (chr19:0-58617616)", "loci": ["chr19:0-58617616"],
                       "tracks": tracks})
store = {stats.id: stats}
status = {said: verify_message(f"rep2 averaged {said} on chr19 {stats.token}.", store)[0].status
          for said in ("0.870", "0.874")}
used = default_vocabulary()
from genie_widgets.tools.facts import VOCABULARY  # (importing it registers it: only now)
print(json.dumps({"heavy": heavy, "registered": used is VOCABULARY, "status": status}))
""")
    assert got["heavy"] == []
    assert got["registered"]
    # 0.870 is rep1's mean, not rep2's: only the genomics vocabulary knows (a bare one says verified)
    assert got["status"] == {"0.870": "unsupported", "0.874": "verified"}


def test_every_public_name_resolves_lazily_and_is_listed():
    got = _fresh("""
import json, types
import genie_widgets as gw
listed = [n for n in gw.__all__ if n not in dir(gw)]
kinds = {n: type(getattr(gw, n)).__name__ for n in gw.__all__}
star = {}
exec("from genie_widgets import *", star)
from genie_widgets import GenomeBrowser, Project, verify_message, load_ipython_extension
print(json.dumps({"missing": listed, "kinds": kinds, "star": sorted(k for k in star if k != "__builtins__"),
                  "sub": [type(gw.genome.measure).__name__, type(gw.agent).__name__, callable(gw.tools.call)],
                  "same": gw.Project is Project and gw.GenomeBrowser is GenomeBrowser}))
""")
    assert got["missing"] == []
    assert got["star"] == sorted(gw.__all__)
    assert got["sub"] == ["module", "module", True]
    assert got["same"]
    for name in gw.__all__:  # the same objects as an eager import gives
        assert type(getattr(gw, name)).__name__ == got["kinds"][name], name
    assert "Project" in dir(gw) and "signal_stats" in dir(gw.genome)


def test_an_unknown_name_is_an_attribute_error():
    for package in (gw, gw.genome, gw.tools):
        assert not hasattr(package, "no_such_name")
        assert not hasattr(package, "__no_such_dunder__")


def test_the_registry_is_complete_and_in_one_order_however_it_is_reached():
    code = """
import json{first}
from genie_widgets.tools.registry import MODES, TOOLS, tool_names
print(json.dumps({{"n": len(TOOLS), "order": {{m: tool_names(m) for m in MODES}}}}))
"""
    direct = _fresh(code.format(first=""))
    first = "\nimport genie_widgets.tools.outputs, genie_widgets.tools.public_data"  # before the registry
    via_a_tool_module = _fresh(code.format(first=first))
    from genie_widgets.tools import MODES, TOOLS, tool_names

    # the reference's 23 tools and ours (genome_find_gene, genome_update_track)
    assert direct["n"] == via_a_tool_module["n"] == len(TOOLS) >= 25
    assert direct["order"] == via_a_tool_module["order"] == {m: tool_names(m) for m in MODES}


def test_tool_calls_get_the_notebook_progress_bar_only_in_a_kernel():
    got = _fresh("""
import json, sys
import genie_widgets
from genie_widgets.tools.declarations import progress_for
print(json.dumps({"bar": progress_for("genome_signal_stats") is None,
                  "widgets": "genie_widgets.widgets" in sys.modules}))
""")
    assert got == {"bar": True, "widgets": False}  # outside a kernel: no bar, and the widgets not imported
