"""The built front-end bundles in ``genie_widgets/static/`` (made by the build hook from ``js/``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "static"


class MissingBundleError(RuntimeError):
    """The package was installed without its front-end build."""


def _missing(name: str) -> MissingBundleError:
    return MissingBundleError(
        f"genie_widgets' front-end bundle {name} is missing from {STATIC}. It is built from js/ "
        "when the package is installed: install Node.js (>= 18) and npm, then run "
        "`pip install -e .` (or `npm --prefix js run build`) again."
    )


@cache
def bundle_text(name: str) -> str:
    """The ES module source of ``static/<name>``; a clear error when it was never built."""
    path = STATIC / name
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise _missing(name) from None


def bundle_path(name: str) -> Path | str:
    """``static/<name>`` for a widget's class-level ``_esm`` (anywidget reads it, and reloads it
    on change with ``ANYWIDGET_HMR=1``). When the bundle was never built: a module that throws,
    so that the class still imports; :func:`require_bundle` in ``__init__`` raises the clear error."""
    path = STATIC / name
    if path.is_file():
        return path
    return f'throw new Error("genie_widgets: the bundle {name} was not built");\n'


def require_bundle(name: str) -> None:
    """Raise :class:`MissingBundleError` unless ``static/<name>`` exists."""
    if not (STATIC / name).is_file():
        raise _missing(name)
