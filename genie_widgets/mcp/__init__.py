"""The cited tools over MCP: ``python -m genie_widgets.mcp --project PATH``.

Serves one mode's declared tools (names, descriptions and JSON schemas as in
``gw.tools.schemas(mode)``) to any MCP client — jupyter-ai, Claude Desktop or Code, or your own —
over stdio, or over streamable HTTP bound to 127.0.0.1. Every call runs through
``gw.tools.call`` and stores its records in one project session; the records are MCP resources
and the answer renders with chips in a notebook against that session. Needs the ``mcp`` extra
(``pip install "genie_widgets[mcp]"``).
"""

from __future__ import annotations

from typing import Any

from .._lazy import lazy_exports

__all__ = ["SDK_HINT", "URI_TEMPLATE", "GenieMCP", "citation_uri", "parse_citation_uri", "serve_http", "serve_stdio"]

#: What to install when the official SDK (2.x) cannot be imported.
SDK_HINT = ('genie_widgets.mcp needs the official MCP SDK 2.x: pip install "genie_widgets[mcp]" '
            '(or pip install "mcp>=2.3,<3")')

# Lazy (PEP 562): ``genie_widgets.mcp.jupyter_config`` is read by the JupyterLab server extension in
# environments without the SDK 2.x (jupyter-ai 3.2 pins mcp<2); only serving imports the SDK.
_lazy_getattr, __dir__ = lazy_exports(__name__, globals(), {
    "URI_TEMPLATE": ".resources", "citation_uri": ".resources", "parse_citation_uri": ".resources",
    "serve_http": ".serve", "serve_stdio": ".serve", "GenieMCP": ".server",
})


def __getattr__(name: str) -> Any:
    try:
        return _lazy_getattr(name)
    except ImportError as exc:  # the server's modules import the SDK: say what to install
        raise ImportError(f"{SDK_HINT} ({exc})", name=exc.name) from exc
