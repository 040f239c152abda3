"""The streamable-HTTP endpoints of one server: a session per URL, every body checked first.

- ``/mcp`` serves the server's own session (``--session`` or the one made at start);
  ``/mcp/<sessionId>`` serves that session of the same project (made on first use, at most
  :data:`MAX_SESSIONS` of them per server), with its own instructions and resources. Calls of
  different sessions run side by side; calls of one session, one at a time.
- Each POST body is read (at most :data:`~.wire.MAX_MESSAGE_BYTES`) and checked with
  :func:`.wire.read_message` before the SDK's transport sees it, so a hostile body gets the same
  bounded JSON-RPC error as on stdio, with the request's id when it can be read.
- Host and Origin headers are checked first (DNS-rebinding protection, loopback only).
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import anyio
import anyio.abc
import mcp_types as types
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import Message, Receive, Scope, Send

from . import wire
from .server import GenieMCP, one_line

HTTP_PATH = "/mcp"
#: Sessions a server serves besides its own (``/mcp/<sessionId>``).
MAX_SESSIONS = 32
SECURITY = TransportSecuritySettings(
    enable_dns_rebinding_protection=True,
    allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*"],
    allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"],
)
_SESSION_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,80}")


class _Refused(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class SessionEndpoints:
    """The ASGI app: routes, per-session SDK transports, and the body check."""

    def __init__(self, default: GenieMCP, max_sessions: int = MAX_SESSIONS) -> None:
        self.default = default
        self.max_sessions = max_sessions
        self._managers: dict[str, StreamableHTTPSessionManager] = {}
        self._opening = anyio.Lock()
        self._tg: anyio.abc.TaskGroup | None = None
        self._security = TransportSecurityMiddleware(SECURITY)
        self.app = Starlette(routes=[Route(HTTP_PATH, endpoint=_Endpoint(self)),
                                     Route(HTTP_PATH + "/{session_id}", endpoint=_Endpoint(self))],
                             lifespan=self._lifespan)

    @contextlib.asynccontextmanager
    async def _lifespan(self, _app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as tg:
            self._tg = tg
            try:
                await self._serve(self.default)
                yield
            finally:
                self._tg = None
                tg.cancel_scope.cancel()

    async def _serve(self, app: GenieMCP) -> StreamableHTTPSessionManager:
        manager = StreamableHTTPSessionManager(app=app.server, security_settings=SECURITY)
        assert self._tg is not None, "the HTTP app runs inside its lifespan"
        await self._tg.start(_keep_running, manager)
        self._managers[app.session.id] = manager
        return manager

    async def manager(self, session_id: str | None) -> StreamableHTTPSessionManager:
        """The transport of ``session_id`` (None: the server's own session), opened on first use."""
        session_id = session_id or self.default.session.id
        found = self._managers.get(session_id)
        if found is not None:
            return found
        if not _SESSION_ID_RE.fullmatch(session_id):
            raise _Refused(404, types.INVALID_REQUEST,
                           f"no MCP endpoint {HTTP_PATH}/{wire.clip(session_id)}: a session id is 1-80 letters, "
                           "digits, '_' or '-'")
        async with self._opening:
            found = self._managers.get(session_id)
            if found is not None:
                return found
            if len(self._managers) > self.max_sessions:
                raise _Refused(503, types.INTERNAL_ERROR,
                               f"this server already serves {self.max_sessions} sessions besides its own; "
                               "start another server for more")
            project = self.default.project
            try:
                session = await anyio.to_thread.run_sync(project.session, session_id)
                app = GenieMCP(project, session, self.default.mode, locks=self.default.locks)
            except Exception as exc:
                raise _Refused(500, types.INTERNAL_ERROR,
                               f"session {session_id} cannot be opened: {one_line(exc)}") from None
            return await self._serve(app)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        refusal = await self._security.validate_request(request, is_post=request.method == "POST")
        if refusal is not None:
            await refusal(scope, receive, send)
            return
        session_id = scope.get("path_params", {}).get("session_id")
        request_id: types.RequestId | None = None
        if request.method == "POST":
            body = await _read_body(request)
            if body is None:
                await _answer(wire.error(types.INVALID_REQUEST, "the message is larger than "
                                                                f"{wire.MAX_MESSAGE_BYTES >> 20} MiB"), 413)(
                    scope, receive, send)
                return
            try:
                message = wire.read_message(body)
            except wire.Rejected as refused:
                await _answer(refused.answer, 400)(scope, receive, send)
                return
            request_id = message.id if isinstance(message, types.JSONRPCRequest) else None
            receive = _replay(body, receive)
        try:
            manager = await self.manager(session_id)
        except _Refused as refused:
            await _answer(wire.error(refused.code, refused.message, request_id), refused.status)(scope, receive, send)
            return
        await manager.handle_request(scope, receive, send)


class _Endpoint:
    """A Starlette route's ASGI endpoint (so the SDK's transport gets the raw scope)."""

    def __init__(self, endpoints: SessionEndpoints) -> None:
        self.endpoints = endpoints

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.endpoints.handle(scope, receive, send)


async def _keep_running(manager: StreamableHTTPSessionManager, *,
                        task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
    async with manager.run():
        task_status.started()
        await anyio.sleep_forever()


async def _read_body(request: Request) -> bytes | None:
    """The body, or None past :data:`~.wire.MAX_MESSAGE_BYTES` (without reading all of it)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > wire.MAX_MESSAGE_BYTES:
        return None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > wire.MAX_MESSAGE_BYTES:
            return None
    return bytes(body)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A receive channel that gives ``body`` again, then the client's (for its disconnect)."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


def _answer(error: types.JSONRPCError, status: int) -> Response:
    body: dict[str, Any] = error.model_dump(by_alias=True, exclude_unset=True, mode="json")
    return Response(json.dumps(body), status_code=status, media_type="application/json")
