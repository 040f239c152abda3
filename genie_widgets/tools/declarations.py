"""Where tools are declared: :class:`Tool`, the table :data:`TOOLS` and the :func:`declare`
decorator the tool modules use, plus the progress hook of a call (:func:`set_progress_factory`).

Below the registry and every tool module, and light (no project, no network client, no pandas):
the tool modules import this, not :mod:`.registry`, and the registry imports the tool modules, so
``TOOLS`` is complete whenever :mod:`.registry` (``gw.tools.call``, ``schemas``, …) is in use,
while ``import genie_widgets`` — which installs the notebook progress bar here — stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .modes import MODES
from .results import ToolContext, ToolResult

__all__ = ["TOOLS", "Tool", "ToolFunction", "declare", "progress_for", "set_progress_factory"]

ToolFunction = Callable[[ToolContext, dict[str, Any]], ToolResult]


@dataclass
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    modes: frozenset[str]
    run: ToolFunction | None = None  # None: declared, delivered by a later part of the product
    issues_citation: bool = False

    @property
    def available(self) -> bool:
        return self.run is not None

    def schema(self) -> dict[str, Any]:
        """The OpenAI-style tool definition."""
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": self.parameters}}


#: Every declared tool by name (filled as the tool modules are imported; :mod:`.registry` imports
#: them all).
TOOLS: dict[str, Tool] = {}


def declare(name: str, description: str, parameters: dict[str, Any], modes: Iterable[str],
            *, issues_citation: bool = False) -> Callable[[ToolFunction | None], ToolFunction | None]:
    """Register a tool; use as a decorator on its function (or call with ``None`` to declare one
    that is not available yet)."""
    modes = frozenset(modes)
    unknown = modes - set(MODES)
    if unknown:
        raise ValueError(f"unknown modes {sorted(unknown)}")
    schema = {"type": "object", "properties": {}, "additionalProperties": False, **parameters}

    def register(func: ToolFunction | None) -> ToolFunction | None:
        TOOLS[name] = Tool(name, description, schema, modes, func, issues_citation)
        return func

    return register


#: Makes the progress callback of one call (``factory(tool_name) -> callback | None``); the
#: package's top level installs the notebook progress bar here (see :func:`set_progress_factory`).
_progress_factory: Callable[[str], Any] | None = None


def set_progress_factory(factory: Callable[[str], Any] | None) -> None:
    """Where long calls report their progress: ``factory(tool_name)`` returns a callback
    ``(done, total, label)`` (optionally with a ``stopped()`` method) or ``None`` for none."""
    global _progress_factory
    _progress_factory = factory


def progress_for(name: str) -> Any:
    """The progress callback for one call of tool ``name`` (``None``: report nowhere)."""
    return _progress_factory(name) if _progress_factory is not None else None
