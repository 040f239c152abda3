"""An MCP server over the declared tools of one mode, built on the official ``mcp`` SDK.

Each MCP ``tools/call`` runs :func:`genie_widgets.tools.call` (in a worker thread, one call at a
time per server), so validation, the security rules and the citation records are exactly the
chat's. What a client gets back:

- a known tool → ``content`` (the result JSON as text) and ``structuredContent`` (the same
  object, with ``citationToken`` / ``citationInstructions`` where a record was stored);
  ``isError`` is true when the result has ``success: false`` — a refusal (which may still carry
  a token to cite) or bad arguments (the chat's validation message);
- a tool not declared in the served mode → a JSON-RPC error ``INVALID_PARAMS`` naming the tools
  of the mode.

Records are stored in the served :class:`~genie_widgets.project.Session` and exposed as
resources (see :mod:`.resources`). Nothing a client sends can stop the server: every failure is
an MCP error or an ``isError`` result.
"""

from __future__ import annotations

import json
import threading
from typing import TYPE_CHECKING, Any

import anyio.to_thread
import mcp_types as types
from mcp.server import Server
from mcp.shared.exceptions import MCPError

from .. import __version__
from .. import tools as gw_tools
from ..citations import CitationStoreError
from .instructions import server_instructions
from .resources import (
    MIME_TYPE,
    URI_TEMPLATE,
    ResourceUriError,
    citation_uri,
    parse_citation_uri,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session

SERVER_NAME = "genie_widgets"
MAX_LISTED_RESOURCES = 1000  # resources/list pages through the session's records, newest last


class GenieMCP:
    """The tools of ``mode`` for ``project``, recording into ``session``.

    ``server`` is the SDK's low-level :class:`mcp.server.Server`; run it with
    :func:`genie_widgets.mcp.serve_stdio` or :func:`genie_widgets.mcp.serve_http`.
    """

    def __init__(self, project: Project, session: Session, mode: str = "genome") -> None:
        if mode not in gw_tools.MODES:
            raise ValueError(f"unknown mode {mode!r}; modes are {', '.join(gw_tools.MODES)}")
        self.project = project
        self.session = session
        self.mode = mode
        self._calls = threading.Lock()
        declared = [gw_tools.TOOLS[name] for name in gw_tools.tool_names(mode)]
        self._tools = {t.name: t for t in declared}
        self.server: Server[Any] = Server(
            SERVER_NAME,
            version=__version__,
            title="genie_widgets cited genome tools",
            instructions=server_instructions(project, session, mode,
                                             [t.name for t in declared if t.available],
                                             [t.name for t in declared if not t.available]),
            get_tool_input_schema=self._input_schema,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
            on_list_resources=self._list_resources,
            on_list_resource_templates=self._list_templates,
            on_read_resource=self._read_resource,
        )

    # -- tools ---------------------------------------------------------------------------------
    def tool_definitions(self) -> list[types.Tool]:
        """The MCP form of ``gw.tools.schemas(mode)``: same names, descriptions and schemas."""
        out = []
        for schema in gw_tools.schemas(self.mode):
            fn = schema["function"]
            out.append(types.Tool(name=fn["name"], description=fn["description"], input_schema=fn["parameters"]))
        return out

    def _input_schema(self, name: str) -> dict[str, Any] | None:
        tool = self._tools.get(name)
        return tool.parameters if tool is not None else None

    async def _list_tools(self, _ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self.tool_definitions())

    async def _call_tool(self, _ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        name = params.name
        if name not in self._tools:
            known = ", ".join(self._tools)
            where = "is not available in" if name in gw_tools.TOOLS else "is not a tool of"
            raise MCPError(types.INVALID_PARAMS, f"Unknown tool '{name}': it {where} {self.mode} mode. "
                                                 f"Tools: {known}.")
        arguments = params.arguments if params.arguments is not None else {}
        payload = await anyio.to_thread.run_sync(self.call, name, arguments)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=json.dumps(payload, ensure_ascii=False))],
            structured_content=payload,
            is_error=payload.get("success") is False,
        )

    def call(self, name: str, arguments: Any) -> dict[str, Any]:
        """Run one tool as the chat does; the result JSON (never raises for a tool's failure)."""
        with self._calls:
            result = gw_tools.call(name, arguments, self.project, self.session, mode=self.mode)
        return result.to_json()

    # -- resources -----------------------------------------------------------------------------
    def _uri(self, citation_id: str) -> str:
        return citation_uri(self.project.id, self.session.id, citation_id)

    async def _list_resources(self, _ctx: Any,
                              params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        records = list(self.session.citations)
        start = 0
        cursor = params.cursor if params is not None else None
        if cursor:
            try:
                start = max(0, int(cursor))
            except ValueError:
                raise MCPError(types.INVALID_PARAMS, f"invalid cursor {cursor!r}") from None
        page = records[start:start + MAX_LISTED_RESOURCES]
        resources = [
            types.Resource(name=c.id, title=c.title, uri=self._uri(c.id), mime_type=MIME_TYPE,
                           description=f"{c.label}: {c.title}" + (f" ({c.locus})" if c.locus else ""))
            for c in page
        ]
        more = start + len(page) < len(records)
        return types.ListResourcesResult(resources=resources,
                                         next_cursor=str(start + len(page)) if more else None)

    async def _list_templates(self, _ctx: Any, _params: Any) -> types.ListResourceTemplatesResult:
        template = types.ResourceTemplate(
            name="citation", title="A citation record of this session", uri_template=URI_TEMPLATE,
            mime_type=MIME_TYPE,
            description=f"The record behind a token [[cite:<citationId>]]; projectId {self.project.id}, "
                        f"sessionId {self.session.id}.")
        return types.ListResourceTemplatesResult(resource_templates=[template])

    async def _read_resource(self, _ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        try:
            ref = parse_citation_uri(uri)
        except ResourceUriError as exc:
            raise MCPError(types.INVALID_PARAMS, str(exc)) from None
        if (ref.project_id, ref.session_id) != (self.project.id, self.session.id):
            raise MCPError(types.INVALID_PARAMS,
                           f"{uri} is not in this server's session: it serves project {self.project.id}, "
                           f"session {self.session.id}.")
        try:
            record = self.session.citations.get(ref.citation_id)
        except CitationStoreError as exc:
            raise MCPError(types.INTERNAL_ERROR, f"the session's citations.json cannot be read: {exc}") from None
        if record is None:
            raise MCPError(types.INVALID_PARAMS,
                           f"no record {ref.citation_id!r} in session {self.session.id} "
                           "(tokens come only from tool results)")
        text = json.dumps(record.to_dict(), ensure_ascii=False, default=str)
        return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=MIME_TYPE, text=text)])
