"""An MCP server over the declared tools of one mode, built on the official ``mcp`` SDK.

Each MCP ``tools/call`` runs :func:`genie_widgets.tools.call` in a worker thread, one call at a
time per project session (:class:`.calls.SessionLocks`; calls of different sessions run side by
side), with a cancel token that a cancelled request or a client that went away fires
(:func:`.calls.run_cancellable`), so validation, the security rules and the citation records are
exactly the chat's, and the chat's Stop is the client's cancel. What a client gets back:

- a known tool → ``content`` (the result JSON as text) and ``structuredContent`` (the same
  object, with ``citationToken`` / ``citationInstructions`` where a record was stored);
  ``isError`` is true when the result has ``success: false`` — a refusal (which may still carry
  a token to cite), bad arguments (the chat's validation message), or a failure of the server's
  own, such as a session store it cannot write (one line, no token);
- a tool not declared in the served mode → a JSON-RPC error ``INVALID_PARAMS`` naming the tools
  of the mode (the name it was given quoted to at most 100 characters).

Records are stored in the served :class:`~genie_widgets.project.Session` and exposed as
resources (see :mod:`.resources`). Nothing a client sends can stop the server: every failure is
an MCP error with a JSON-RPC code (never the SDK's catch-all code 0) or an ``isError`` result.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import mcp_types as types
from mcp.server import Server
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel

from .. import __version__
from .. import tools as gw_tools
from .calls import SessionLocks, request_disconnected, run_cancellable
from .instructions import server_instructions
from .resources import (
    MIME_TYPE,
    URI_TEMPLATE,
    ResourceUriError,
    citation_uri,
    parse_citation_uri,
)
from .wire import clip

if TYPE_CHECKING:  # pragma: no cover
    from ..agent.cancel import CancelToken
    from ..project import Project, Session

SERVER_NAME = "genie_widgets"
MAX_LISTED_RESOURCES = 1000  # resources/list pages through the session's records, newest last
R = TypeVar("R")


def one_line(exc: BaseException) -> str:
    """An exception as one bounded line for a client (its type when it has no message)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return clip(text, 300)


def _answers(what: str) -> Callable[[Callable[..., Awaitable[R]]], Callable[..., Awaitable[R]]]:
    """A handler whose unexpected failure is a JSON-RPC ``INTERNAL_ERROR`` with one line, not the
    SDK's code 0 with whatever the exception says; so is an answer that cannot be sent as JSON
    (text that is not Unicode, such as a lone surrogate read from a stored record)."""
    def wrap(handler: Callable[..., Awaitable[R]]) -> Callable[..., Awaitable[R]]:
        @functools.wraps(handler)
        async def run(*args: Any) -> R:
            try:
                result = await handler(*args)
                if isinstance(result, BaseModel):
                    result.model_dump_json(by_alias=True, exclude_unset=True)
                return result
            except MCPError:
                raise
            except Exception as exc:
                raise MCPError(types.INTERNAL_ERROR, f"{what} failed: {one_line(exc)}") from None
        return run
    return wrap


class GenieMCP:
    """The tools of ``mode`` for ``project``, recording into ``session``.

    ``server`` is the SDK's low-level :class:`mcp.server.Server`; run it with
    :func:`genie_widgets.mcp.serve_stdio` or :func:`genie_widgets.mcp.serve_http`. Servers of
    several sessions of one process share ``locks`` (one lock per session).
    """

    def __init__(self, project: Project, session: Session, mode: str = "genome", *,
                 locks: SessionLocks | None = None) -> None:
        if mode not in gw_tools.MODES:
            raise ValueError(f"unknown mode {clip(mode)!r}; modes are {', '.join(gw_tools.MODES)}")
        self.project = project
        self.session = session
        self.mode = mode
        self.locks = locks if locks is not None else SessionLocks()
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

    @_answers("tools/list")
    async def _list_tools(self, _ctx: Any, _params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self.tool_definitions())

    @_answers("tools/call")
    async def _call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        name = params.name
        if name not in self._tools:
            known = ", ".join(self._tools)
            where = "is not available in" if name in gw_tools.TOOLS else "is not a tool of"
            raise MCPError(types.INVALID_PARAMS, f"Unknown tool '{clip(name)}': it {where} {self.mode} mode. "
                                                 f"Tools: {known}.")
        arguments = params.arguments if params.arguments is not None else {}
        payload = await run_cancellable(functools.partial(self._call_with, name, arguments),
                                        request_disconnected(getattr(ctx, "request", None)))
        try:
            text = json.dumps(payload, ensure_ascii=False)
            text.encode("utf-8")  # a lone surrogate in a result would break the answer's encoding
        except (TypeError, ValueError) as exc:
            payload = _failure(name, f"{name}: the result could not be sent as JSON: {one_line(exc)}")
            text = json.dumps(payload, ensure_ascii=False)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)],
            structured_content=payload,
            is_error=payload.get("success") is False,
        )

    def _call_with(self, name: str, arguments: Any, cancel: CancelToken) -> dict[str, Any]:
        return self.call(name, arguments, cancel=cancel)

    def call(self, name: str, arguments: Any, *, cancel: CancelToken | None = None) -> dict[str, Any]:
        """Run one tool as the chat does, holding this session's lock; the result JSON. Never
        raises: a tool's failure, a cancel and a failure of the server's own (a session store
        it cannot write) are ``success: false`` results with one line in ``error``."""
        try:
            with self.locks.holding(self.session.id, cancel):
                result = gw_tools.call(name, arguments, self.project, self.session, mode=self.mode, cancel=cancel)
            return result.to_json()
        except Exception as exc:
            return _failure(name, f"{clip(name)} failed: {one_line(exc)}")

    # -- resources -----------------------------------------------------------------------------
    def _uri(self, citation_id: str) -> str:
        return citation_uri(self.project.id, self.session.id, citation_id)

    @_answers("resources/list (reading the session's citations.json)")
    async def _list_resources(self, _ctx: Any,
                              params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        records = list(self.session.citations)
        start = 0
        cursor = params.cursor if params is not None else None
        if cursor:
            try:
                start = max(0, int(cursor)) if len(cursor) <= 20 else -1
            except ValueError:
                start = -1
            if start < 0:
                raise MCPError(types.INVALID_PARAMS, f"invalid cursor {clip(cursor)!r}: use the nextCursor "
                                                     "of the previous page")
        page = records[start:start + MAX_LISTED_RESOURCES]
        resources = [
            types.Resource(name=c.id, title=c.title, uri=self._uri(c.id), mime_type=MIME_TYPE,
                           description=f"{c.label}: {c.title}" + (f" ({c.locus})" if c.locus else ""))
            for c in page
        ]
        more = start + len(page) < len(records)
        return types.ListResourcesResult(resources=resources,
                                         next_cursor=str(start + len(page)) if more else None)

    @_answers("resources/templates/list")
    async def _list_templates(self, _ctx: Any, _params: Any) -> types.ListResourceTemplatesResult:
        template = types.ResourceTemplate(
            name="citation", title="A citation record of this session", uri_template=URI_TEMPLATE,
            mime_type=MIME_TYPE,
            description=f"The record behind a token [[cite:<citationId>]]; projectId {self.project.id}, "
                        f"sessionId {self.session.id}.")
        return types.ListResourceTemplatesResult(resource_templates=[template])

    @_answers("resources/read (reading the session's citations.json)")
    async def _read_resource(self, _ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        try:
            ref = parse_citation_uri(uri)
        except ResourceUriError as exc:
            raise MCPError(types.INVALID_PARAMS, str(exc)) from None
        if (ref.project_id, ref.session_id) != (self.project.id, self.session.id):
            raise MCPError(types.INVALID_PARAMS,
                           f"{clip(uri)} is not in this server's session: it serves project {self.project.id}, "
                           f"session {self.session.id}.")
        record = self.session.citations.get(ref.citation_id)
        if record is None:
            raise MCPError(types.INVALID_PARAMS,
                           f"no record {clip(ref.citation_id)!r} in session {self.session.id} "
                           "(tokens come only from tool results)")
        text = json.dumps(record.to_dict(), ensure_ascii=False, default=str)
        return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=MIME_TYPE, text=text)])


def _failure(name: str, message: str) -> dict[str, Any]:
    return gw_tools.ErrorResult(tool=clip(name), error=message).to_json()
