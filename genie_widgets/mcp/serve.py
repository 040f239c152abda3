"""Run a :class:`GenieMCP` over stdio or over streamable HTTP on 127.0.0.1."""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage

from .http import HTTP_PATH, MAX_SESSIONS, SessionEndpoints
from .server import GenieMCP
from .stdio import claimed_stdio, serve_streams

__all__ = ["HTTP_PATH", "bind_loopback", "run", "serve_http", "serve_stdio"]


async def serve_stdio(app: GenieMCP) -> None:
    """Serve one client over this process's stdin/stdout until it closes the pipe. Every line
    gets an answer: a line that is not a JSON-RPC message gets its JSON-RPC error (:mod:`.wire`)."""

    async def run_server(read_stream: MemoryObjectReceiveStream[SessionMessage | Exception],
                         write_stream: MemoryObjectSendStream[SessionMessage]) -> None:
        await app.server.run(read_stream, write_stream, app.server.create_initialization_options())

    with claimed_stdio() as (source, sink):
        await serve_streams(run_server, source, sink)


def bind_loopback(port: int) -> socket.socket:
    """A listening TCP socket on 127.0.0.1:``port`` (0: any free port). Only loopback: the server
    has no authentication, so it must not be reachable from another machine."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError as exc:
        sock.close()
        raise OSError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}") from None
    sock.listen(128)
    sock.setblocking(False)
    return sock


async def serve_http(app: GenieMCP, port: int | socket.socket = 0, *,
                     on_ready: Callable[[str], None] | None = None, max_sessions: int = MAX_SESSIONS) -> None:
    """Serve streamable HTTP at ``http://127.0.0.1:<port>/mcp`` until cancelled (``port`` may
    also be a socket from :func:`bind_loopback`).

    ``/mcp`` serves ``app``'s session; ``/mcp/<sessionId>`` another session of the same project
    (at most ``max_sessions`` more), each with its own lock, so a slow call in one session does
    not hold up another's. ``on_ready`` gets the URL once the socket listens (by default it is
    printed to stderr), which is how a caller learns the port chosen for ``port=0``. Host and
    Origin headers are checked against 127.0.0.1/localhost (DNS-rebinding protection).
    """
    import uvicorn

    sock = port if isinstance(port, socket.socket) else bind_loopback(port)
    url = f"http://127.0.0.1:{sock.getsockname()[1]}{HTTP_PATH}"
    asgi = SessionEndpoints(app, max_sessions=max_sessions).app
    config = uvicorn.Config(asgi, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    (on_ready or _announce)(url)
    try:
        await server.serve(sockets=[sock])
    finally:
        sock.close()


def _announce(url: str) -> None:
    print(f"genie_widgets MCP server: {url}", file=sys.stderr, flush=True)


def run(app: GenieMCP, http_port: int | socket.socket | None = None) -> None:
    """Blocking entry point: stdio when ``http_port`` is None, else HTTP on that port (or on a
    socket from :func:`bind_loopback`)."""
    if http_port is None:
        anyio.run(serve_stdio, app)
    else:
        anyio.run(serve_http, app, http_port)
