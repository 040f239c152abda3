"""The agent-facing tools: thin functions over the genome engine, the project and the citation
core, declared once with their JSON schemas and modes (see :mod:`.registry`).

Importing this package registers the genomics vocabulary with the claim checker (:mod:`.facts`)
and nothing more: the names below are imported from :mod:`.registry` (which imports every tool
module, so ``TOOLS`` is complete) the first time they are read.
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_exports
from . import facts  # noqa: F401  (registers the genomics vocabulary)

__getattr__, __dir__ = lazy_exports(__name__, globals(), dict.fromkeys(
    ["MODES", "TOOLS", "ErrorResult", "Tool", "ToolContext", "ToolError", "ToolResult", "ToolStopped", "call",
     "schemas", "tool_names"], ".registry"))

if TYPE_CHECKING:  # pragma: no cover
    from .registry import (
        MODES,
        TOOLS,
        ErrorResult,
        Tool,
        ToolContext,
        ToolError,
        ToolResult,
        ToolStopped,
        call,
        schemas,
        tool_names,
    )

__all__ = ["MODES", "TOOLS", "ErrorResult", "Tool", "ToolContext", "ToolError", "ToolResult", "ToolStopped", "call",
           "schemas", "tool_names"]
