"""The agent-facing tools: thin functions over the genome engine, the project and the citation
core, declared once with their JSON schemas and modes (see :mod:`.registry`)."""

from . import assets, facts, genome_view, measurement, outputs, public_data  # noqa: F401  (registration)
from .registry import (
    MODES,
    TOOLS,
    ErrorResult,
    Tool,
    ToolContext,
    ToolError,
    ToolResult,
    call,
    schemas,
    tool_names,
)

__all__ = ["MODES", "TOOLS", "ErrorResult", "Tool", "ToolContext", "ToolError", "ToolResult", "call", "schemas",
           "tool_names"]
