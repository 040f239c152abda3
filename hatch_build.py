"""Hatch build hook: bundle the front-end (js/) into genie_widgets/static/ with esbuild, and build
the prebuilt JupyterLab extension (js/labextension/) into js/labextension/dist/ with JupyterLab's
extension builder (@jupyterlab/builder, against this build environment's jupyterlab package).

Runs on every wheel or editable build. It needs Node.js (>= 18) and npm; the bundles are not
committed, so a build without Node fails with a message saying so rather than producing widgets
that cannot draw. Set GENIE_SKIP_JS_BUILD=1 to skip (only when both are already built).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

BUNDLES = ("cited_markdown.js", "browser.js", "chat.js")
#: What the Lab extension build leaves in js/labextension/dist (the wheel's shared-data).
LABEXTENSION_BUILT = "package.json"


class FrontEndBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        js = root / "js"
        static = root / "genie_widgets" / "static"
        lab = js / "labextension"
        if os.environ.get("GENIE_SKIP_JS_BUILD") == "1":
            missing = [name for name in BUNDLES if not (static / name).exists()]
            if not (lab / "dist" / LABEXTENSION_BUILT).exists():
                missing.append("js/labextension/dist")
            if missing:
                raise RuntimeError(f"GENIE_SKIP_JS_BUILD=1 but {missing} are not built")
            return
        if not (js / "package.json").exists():
            # Building from an sdist that already carries the bundles.
            if all((static / name).exists() for name in BUNDLES) and (lab / "dist" / LABEXTENSION_BUILT).exists():
                return
            raise RuntimeError("js/package.json is missing and the bundles are not built")
        npm = shutil.which("npm")
        if npm is None:
            raise RuntimeError(
                "genie_widgets needs Node.js (>= 18) and npm to build its widget bundles: "
                "install Node.js (for example `apt-get install nodejs npm`) and build again."
            )
        if not (js / "node_modules" / ".package-lock.json").exists():
            install = "ci" if (js / "package-lock.json").exists() else "install"
            self._run([npm, install, "--no-audit", "--no-fund"], js)
        self._run([npm, "run", "build"], js)
        missing = [name for name in BUNDLES if not (static / name).exists()]
        if missing:
            raise RuntimeError(f"the front-end build did not produce {missing}")
        self._build_labextension(npm, lab)

    def _build_labextension(self, npm: str, lab: Path) -> None:
        """The JupyterLab extension, built against the jupyterlab package of this build's Python."""
        if not (lab / "node_modules" / ".package-lock.json").exists():
            self._run([npm, "ci", "--no-audit", "--no-fund"], lab)
        self._run([npm, "run", "build"], lab, env={**os.environ, "GENIE_PYTHON": sys.executable})
        if not (lab / "dist" / LABEXTENSION_BUILT).exists():
            raise RuntimeError("the JupyterLab extension build did not produce js/labextension/dist")

    def _run(self, cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
        self.app.display_info(f"genie_widgets: npm {' '.join(cmd[1:])} (in {cwd.name}/)")
        result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            raise RuntimeError(
                f"front-end build step failed: {' '.join(cmd)}\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
            )
