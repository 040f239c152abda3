"""The cited tools over MCP: ``python -m genie_widgets.mcp --project PATH``.

Serves one mode's declared tools (names, descriptions and JSON schemas as in
``gw.tools.schemas(mode)``) to any MCP client — jupyter-ai, Claude Desktop or Code, or your own —
over stdio, or over streamable HTTP bound to 127.0.0.1. Every call runs through
``gw.tools.call`` and stores its records in one project session; the records are MCP resources
and the answer renders with chips in a notebook against that session. Needs the ``mcp`` extra
(``pip install "genie_widgets[mcp]"``).
"""

from __future__ import annotations

try:
    import mcp as _sdk  # noqa: F401  (the official SDK; this package shares only its name)
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "genie_widgets.mcp needs the official MCP SDK: pip install \"genie_widgets[mcp]\" (or pip install mcp)"
    ) from exc

from .resources import URI_TEMPLATE, citation_uri, parse_citation_uri
from .serve import serve_http, serve_stdio
from .server import GenieMCP

__all__ = ["URI_TEMPLATE", "GenieMCP", "citation_uri", "parse_citation_uri", "serve_http", "serve_stdio"]
