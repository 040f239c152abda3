"""The built front-end bundles in ``genie_widgets/static/`` (made by the build hook from ``js/``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "static"


class MissingBundleError(RuntimeError):
    """The package was installed without its front-end build."""


@cache
def bundle_text(name: str) -> str:
    """The ES module source of ``static/<name>``; a clear error when it was never built."""
    path = STATIC / name
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MissingBundleError(
            f"genie_widgets' front-end bundle {name} is missing from {STATIC}. It is built from js/ "
            "when the package is installed: install Node.js (>= 18) and npm, then run "
            "`pip install -e .` (or `npm --prefix js run build`) again."
        ) from None
