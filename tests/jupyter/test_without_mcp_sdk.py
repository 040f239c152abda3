"""The server extension and ``--write-jupyter-config`` in an environment without the MCP SDK 2.x.

jupyter-ai 3.2 pins ``mcp<2`` (through fastmcp and langchain-mcp-adapters) while our MCP server
needs ``mcp>=2.3``: they cannot share an environment. So the JupyterLab environment (with jupyter-ai)
must load the server extension, which reads ``.jupyter/mcp_settings.json`` through
``genie_widgets.mcp.jupyter_config``, without importing the SDK; only serving needs it, and says so.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import genie_widgets as gw

REPO = Path(__file__).resolve().parents[2]
#: Run before the code under test: the SDK cannot be imported (as with no mcp installed).
NO_SDK = "import sys; sys.modules['mcp'] = None\n"


def run(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", NO_SDK + code], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin", "HOME": str(cwd)})


def test_the_server_extension_loads_without_the_sdk(tmp_path):
    done = run("import genie_widgets.jupyter.handlers, genie_widgets.jupyter.sources\nprint('loaded')", tmp_path)
    assert done.returncode == 0 and "loaded" in done.stdout, done.stderr[-2000:]


def test_write_jupyter_config_runs_without_the_sdk_and_serving_says_what_is_missing(tmp_path):
    gw.Project.create(tmp_path / "proj", genome="hg38")
    main = "import runpy; sys.argv = ['genie_widgets.mcp', *{argv!r}]; runpy.run_module('genie_widgets.mcp', run_name='__main__')"
    done = run(main.format(argv=["--write-jupyter-config", "proj"]), tmp_path)
    # this Python cannot serve: writing an entry jupyter-ai would fail to start is refused, saying what to do
    assert done.returncode == 2 and "--mcp-python" in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert not (tmp_path / ".jupyter").exists()
    # the Python of another environment (here: the test's own, which has the SDK) is checked and written
    done = run(main.format(argv=["--write-jupyter-config", "proj", "--mcp-python", sys.executable]), tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert sys.executable in (tmp_path / ".jupyter" / "mcp_settings.json").read_text()
    served = run(main.format(argv=["--project", "proj"]), tmp_path)
    assert served.returncode == 2
    assert served.stderr.count("\n") == 1 and 'pip install "genie_widgets[mcp]"' in served.stderr, served.stderr
