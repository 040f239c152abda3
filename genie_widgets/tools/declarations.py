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

__all__ = ["MAX_ITEMS", "MAX_TEXT", "TOOLS", "Tool", "ToolFunction", "bounded", "declare", "progress_for",
           "set_progress_factory"]

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


# -- bounds on arguments -------------------------------------------------------------------------
# A model (or a page it wrote) can send anything: every string parameter has a ``maxLength`` and
# every list a ``maxItems`` in its schema, which the registry enforces before a tool runs, so no
# 10 MB id, locus or name reaches a tool, a result, an error or a stored file.

#: Longest text (characters) a string parameter takes unless named below or declared otherwise:
#: ids, loci, gene symbols, names, search terms, enum values.
MAX_TEXT = 200
#: Parameters that take longer text, by name (the same name means the same thing in every tool);
#: ``None``: no character limit here, the tool bounds the text itself (in bytes).
LONGER_TEXT: dict[str, int | None] = {
    "title": 300, "description": 2_000,
    "path": 4_096, "folderPath": 4_096, "sourcePath": 4_096, "relativePath": 4_096, "location": 8_192,
    "url": 8_192, "sourceUrl": 8_192, "indexUrl": 8_192, "hubUrl": 8_192,
    "html": None, "content": None,
}
#: Most items a list parameter takes unless named below or declared otherwise.
MAX_ITEMS = 1_000
MORE_ITEMS: dict[str, int] = {"regions": 10_000}


def bounded(parameters: dict[str, Any]) -> dict[str, Any]:
    """``parameters`` (a JSON schema object) with a ``maxLength`` on every string and a
    ``maxItems`` on every list that does not declare its own (see :data:`MAX_TEXT`,
    :data:`LONGER_TEXT`, :data:`MAX_ITEMS`); the input is not changed."""
    props = {}
    for name, schema in parameters.get("properties", {}).items():
        schema = dict(schema)
        if schema.get("type") == "array":
            schema.setdefault("maxItems", MORE_ITEMS.get(name, MAX_ITEMS))
            items = dict(schema.get("items", {}))
            if items.get("type") == "string":
                items.setdefault("maxLength", MAX_TEXT)
            schema["items"] = items
        elif schema.get("type") == "string" and "maxLength" not in schema:
            limit = LONGER_TEXT.get(name, MAX_TEXT)
            if limit is not None:
                schema["maxLength"] = limit
        props[name] = schema
    return {**parameters, "properties": props}


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
    schema = bounded({"type": "object", "properties": {}, "additionalProperties": False, **parameters})

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
