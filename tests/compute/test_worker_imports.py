"""What a Dask worker imports to run our many-track tasks: the tasks' own modules, never pandas,
the widgets, the agent, the project, the network client or the tool registry (#15: a fresh
worker's first task waits for these imports, ~1 s of CPU each before the package's top level was
made lazy).

The tasks are planned by the real functions (grouped as on a Dask cluster), pickled here and run
in a fresh interpreter, as a worker unpickles and runs them."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from genie_widgets.genome import Region, correlate_tracks, quantify_tracks, signal_stats_tracks
from genie_widgets.genome.engine import Engine
from tests.compute.cohort_testlib import CHROMS, synthetic_tracks

REPO = Path(__file__).resolve().parents[2]

#: Never imported by a worker running a cohort task (modules and packages).
FORBIDDEN = ("pandas", "anywidget", "ipywidgets", "IPython", "traitlets", "requests", "genie_widgets.widgets",
             "genie_widgets.agent", "genie_widgets.ipython", "genie_widgets.project", "genie_widgets.public_data",
             "genie_widgets.tools.registry", "genie_widgets.genome.genes", "genie_widgets.genome.grid")


class _Capture(Engine):
    """Plans like a 2-thread Dask cluster (chromosome groups) and hands back the tasks unrun."""

    fine_grained = False

    def slots(self) -> int:
        return 2

    def run(self, tasks: Any, reducer: Any, **_: Any) -> Any:
        return list(tasks)


CHILD = """
import json, pickle, sys
import numpy  # a worker has numpy (and distributed) loaded before its first task
with open(sys.argv[1], "rb") as handle:
    calls = pickle.load(handle)
for fn, args in calls:
    fn(*args)
print(json.dumps(sorted(sys.modules)))
"""


def _run_in_fresh_interpreter(calls: list, tmp_path: Path) -> set[str]:
    payload = tmp_path / "tasks.pickle"
    payload.write_bytes(pickle.dumps(calls, protocol=5))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", CHILD, str(payload)], capture_output=True, text=True, env=env,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def _imported(modules: set[str], name: str) -> bool:
    return name in modules or any(m.startswith(name + ".") for m in modules)


def test_a_worker_runs_every_kind_of_cohort_task_without_pandas_widgets_or_the_agent(tmp_path):
    paths = [str(p) for p in synthetic_tracks(tmp_path, n=2)]
    regions = [Region(c, 0, size) for c, size in CHROMS]
    bed = tmp_path / "features.bed"
    bed.write_text("chr1\t1000\t5000\tf1\t7\nchr2\t20000\t90000\tf2\t3\nchr3\t100\t400000\tf3\t1\n")
    engine = _Capture()
    tasks = [*correlate_tracks(paths, regions, bin_size=10_000, client=engine),
             *signal_stats_tracks(paths, regions, client=engine),
             *quantify_tracks(paths, str(bed), regions, client=engine)]
    assert len(tasks) >= 6
    modules = _run_in_fresh_interpreter([(t.fn, t.args) for t in tasks], tmp_path)
    assert "genie_widgets.genome.cohort" in modules  # the tasks really ran from there
    assert [name for name in FORBIDDEN if _imported(modules, name)] == []


def test_the_warm_up_plugin_imports_nothing_more():
    pytest.importorskip("distributed")
    from genie_widgets.genome.engine import WORKER_IMPORTS
    from genie_widgets.genome.engine_warmup import WarmImports

    code = ("import json, pickle, sys\nimport numpy, distributed\n"
            "plugin = pickle.loads(bytes.fromhex(sys.argv[1]))\nplugin.setup(None)\n"
            "print(json.dumps(sorted(sys.modules)))")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code, pickle.dumps(WarmImports(WORKER_IMPORTS)).hex()],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert set(WORKER_IMPORTS) <= modules
    assert [name for name in FORBIDDEN if _imported(modules, name)] == []
