"""The stdio transport: one JSON-RPC message per line on stdin, one per line on stdout.

Like the SDK's ``stdio_server`` it keeps the wire to itself while serving (fd 0 reads the null
device and fd 1 writes to stderr, so a stray ``print`` in a tool cannot corrupt the stream), but
every line is read with :func:`.wire.read_message`: a line that is not a JSON-RPC message gets its
JSON-RPC error (with the request's id when it can be read) instead of no answer at all, which left
the client waiting forever. Lines are read in bounded pieces, never more than
:data:`~.wire.MAX_MESSAGE_BYTES` at once.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import BinaryIO

import anyio
import anyio.from_thread
import anyio.lowlevel
import mcp_types as types
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage

from . import wire

ServerLoop = Callable[[MemoryObjectReceiveStream[SessionMessage | Exception], MemoryObjectSendStream[SessionMessage]],
                      Awaitable[None]]


def read_line(source: BinaryIO, limit: int = wire.MAX_MESSAGE_BYTES) -> bytes | None:
    """The next line of ``source`` without its line end, or None at the end of input. A line over
    ``limit`` bytes comes back as its first ``limit + 1`` bytes (so the caller refuses it as too
    large) and the rest of it is skipped in 1 MiB pieces."""
    line = source.readline(limit + 1)
    if not line:
        return None
    if len(line) > limit and not line.endswith(b"\n"):
        while True:  # skip the rest of the over-long line in bounded pieces
            rest = source.readline(1 << 20)
            if not rest or rest.endswith(b"\n"):
                break
        return line
    return line.rstrip(b"\r\n")


@contextlib.contextmanager
def claimed_stdio() -> Iterator[tuple[BinaryIO, BinaryIO]]:
    """The process's stdin and stdout as private binary files for the protocol, with fd 0 on the
    null device and fd 1 on stderr meanwhile (both put back on exit)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    wire_in, wire_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
        os.dup2(2, 1)
    finally:
        os.close(null)
    reader, writer = os.fdopen(wire_in, "rb", buffering=1 << 16), os.fdopen(wire_out, "wb")
    try:
        yield reader, writer
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        os.dup2(wire_out, 1)
        os.dup2(wire_in, 0)
        with contextlib.suppress(OSError):
            writer.close()
        # The reader's fd stays open: the daemon thread reading it may still be blocked on it.


async def serve_streams(run_server: ServerLoop, source: BinaryIO, sink: BinaryIO) -> None:
    """Serve one client over binary line streams until ``source`` ends. ``run_server(read_stream,
    write_stream)`` is the SDK server's loop; refusals are written between its answers."""
    to_server, server_in = anyio.create_memory_object_stream[SessionMessage | Exception](16)
    server_out, from_server = anyio.create_memory_object_stream[SessionMessage](16)
    answers = server_out.clone()  # refusals go out through the same writer, in order
    lines_in, lines = anyio.create_memory_object_stream[bytes | None](4)
    token = anyio.lowlevel.current_token()

    def pump() -> None:  # a daemon thread: a read blocked at exit must not keep the process alive
        while True:
            try:
                line = read_line(source)
            except (OSError, ValueError):
                line = None
            try:
                anyio.from_thread.run(lines_in.send, line, token=token)
            except Exception:
                return
            if line is None:
                return

    async def route() -> None:
        async with to_server, answers, lines:
            async for line in lines:
                if line is None:
                    return
                if not line.strip():
                    continue
                try:
                    message = wire.read_message(line)
                except wire.Rejected as refused:
                    if not refused.notification:
                        await answers.send(SessionMessage(refused.answer))
                    continue
                await to_server.send(SessionMessage(message))

    async def write() -> None:
        async with from_server:
            async for item in from_server:
                data = _encode(item)
                if data is None:
                    continue
                try:
                    await anyio.to_thread.run_sync(_write_flush, sink, data)
                except (OSError, ValueError):  # the client went away
                    return

    threading.Thread(target=pump, name="genie_widgets MCP stdin", daemon=True).start()
    async with anyio.create_task_group() as tg:
        tg.start_soon(write)  # ends once the server and the router have closed their ends
        async with anyio.create_task_group() as reading:
            reading.start_soon(route)
            await run_server(server_in, server_out)
            reading.cancel_scope.cancel()


def _encode(item: SessionMessage) -> bytes | None:
    """One line for ``item``; an answer that cannot be encoded (text that is not Unicode) becomes
    an INTERNAL_ERROR for its id rather than the end of the writer (None: a notification, dropped)."""
    try:
        return item.message.model_dump_json(by_alias=True, exclude_unset=True).encode("utf-8") + b"\n"
    except (ValueError, UnicodeError):  # pydantic's serialization error is a ValueError
        request_id = getattr(item.message, "id", None)
        if request_id is None:
            return None
        answer = wire.error(types.INTERNAL_ERROR, "the answer could not be encoded as JSON (it holds text "
                                                  "that is not Unicode)", request_id)
        return answer.model_dump_json(by_alias=True, exclude_unset=True).encode("utf-8") + b"\n"


def _write_flush(sink: BinaryIO, data: bytes) -> None:
    sink.write(data)
    sink.flush()

