"""Run a :class:`GenieMCP` over stdio or over streamable HTTP on 127.0.0.1."""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage

from .server import GenieMCP
from .stdio import claimed_stdio, serve_streams

HTTP_PATH = "/mcp"


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


async def serve_http(app: GenieMCP, port: int = 0, *, on_ready: Callable[[str], None] | None = None) -> None:
    """Serve streamable HTTP at ``http://127.0.0.1:<port>/mcp`` until cancelled.

    ``on_ready`` gets the URL once the socket listens (by default it is printed to stderr), which
    is how a caller learns the port chosen for ``port=0``. Host and Origin headers are checked
    against 127.0.0.1/localhost (DNS-rebinding protection of the SDK).
    """
    import uvicorn

    sock = bind_loopback(port)
    url = f"http://127.0.0.1:{sock.getsockname()[1]}{HTTP_PATH}"
    asgi = app.server.streamable_http_app(streamable_http_path=HTTP_PATH, host="127.0.0.1")
    config = uvicorn.Config(asgi, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    (on_ready or _announce)(url)
    try:
        await server.serve(sockets=[sock])
    finally:
        sock.close()


def _announce(url: str) -> None:
    print(f"genie_widgets MCP server: {url}", file=sys.stderr, flush=True)


def run(app: GenieMCP, http_port: int | None = None) -> None:
    """Blocking entry point: stdio when ``http_port`` is None, else HTTP."""
    if http_port is None:
        anyio.run(serve_stdio, app)
    else:
        anyio.run(serve_http, app, http_port)
