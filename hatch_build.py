"""Hatch build hook: bundle the front-end (js/) into genie_widgets/static/ with esbuild.

Runs on every wheel or editable build. It needs Node.js (>= 18) and npm; the bundles are not
committed, so a build without Node fails with a message saying so rather than producing widgets
that cannot draw. Set GENIE_SKIP_JS_BUILD=1 to skip (only when static/ is already built).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

BUNDLES = ("cited_markdown.js", "browser.js", "chat.js")


class FrontEndBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        js = root / "js"
        static = root / "genie_widgets" / "static"
        if os.environ.get("GENIE_SKIP_JS_BUILD") == "1":
            missing = [name for name in BUNDLES if not (static / name).exists()]
            if missing:
                raise RuntimeError(f"GENIE_SKIP_JS_BUILD=1 but {missing} are not built in {static}")
            return
        if not (js / "package.json").exists():
            # Building from an sdist that already carries the bundles.
            if all((static / name).exists() for name in BUNDLES):
                return
            raise RuntimeError("js/package.json is missing and genie_widgets/static/ holds no bundles")
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

    def _run(self, cmd: list[str], cwd: Path) -> None:
        self.app.display_info(f"genie_widgets: npm {' '.join(cmd[1:])} (in {cwd.name}/)")
        result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(
                f"front-end build step failed: {' '.join(cmd)}\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
            )
