"""A local OpenAI-compatible test server (real HTTP on 127.0.0.1, in a thread).

Two kinds of endpoint:

- ``POST /replay/<file>/v1/chat/completions`` answers with a recorded response body from
  ``shared/data/llm_streams/`` byte for byte (``.sse`` as ``text/event-stream``, ``.json`` as
  ``application/json``), written in small irregular pieces so that lines, UTF-8 sequences and
  ``\\r\\n`` pairs are split across reads; ``/replay-close/…`` sends it without chunked encoding,
  ending the body by closing the connection.
- ``POST /v1/chat/completions`` plays a script: each request takes the next :class:`Reply` from
  ``server.script`` (a reply, or a function of the request body that returns one).

Every request is recorded (path, headers, JSON body) in ``server.requests``; a client that
hangs up while a reply is being written sets ``server.client_gone``.
"""

from __future__ import annotations

import json
import select
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

PIECES = (1, 7, 64, 3, 200, 2, 31)


# -- replies -------------------------------------------------------------------------------------

@dataclass
class SSE:
    """A streamed reply: ``events`` are JSON-able chunk objects (sent as ``data: …``) or raw
    strings sent as they are. ``done`` appends ``data: [DONE]``. ``delay`` waits before each
    event and ``pause_before`` before the events it names (by position); ``cut_after`` closes
    the connection abruptly after that many events (no end chunk); ``headers_delay`` waits
    before the response headers."""

    events: list[Any]
    done: bool = True
    delay: float = 0.0
    cut_after: int | None = None
    headers_delay: float = 0.0
    pause_before: dict[int, float] = field(default_factory=dict)


@dataclass
class JSONReply:
    body: Any
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    headers_delay: float = 0.0


Reply = SSE | JSONReply
Script = list[Reply | Callable[[dict[str, Any]], Reply]]


def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> dict[str, Any]:
    """A chat.completion.chunk with one choice."""
    return {"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 0, "model": "test-model",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **extra}


def text_reply(text: str, pieces: int = 4, **kwargs: Any) -> SSE:
    """A streamed text answer split into about ``pieces`` deltas."""
    size = max(1, len(text) // pieces)
    parts = [text[i:i + size] for i in range(0, len(text), size)] or [""]
    events = [chunk({"role": "assistant", "content": ""})]
    events += [chunk({"content": p}) for p in parts]
    events.append(chunk({}, "stop"))
    return SSE(events, **kwargs)


def tool_reply(*calls: tuple[str, str, str], split: int = 3, text: str = "", **kwargs: Any) -> SSE:
    """A streamed reply with tool calls ``(id, name, arguments)``, each argument string split
    into ``split`` fragments after a header delta, as OpenAI sends them."""
    events = [chunk({"role": "assistant", "content": None})]
    if text:
        events.append(chunk({"content": text}))
    for index, (call_id, name, arguments) in enumerate(calls):
        events.append(chunk({"tool_calls": [{"index": index, "id": call_id, "type": "function",
                                             "function": {"name": name, "arguments": ""}}]}))
        size = max(1, len(arguments) // split)
        for i in range(0, len(arguments), size):
            events.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": arguments[i:i + size]}}]}))
    events.append(chunk({}, "tool_calls"))
    return SSE(events, **kwargs)


def tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The tool results (parsed) at the end of a request's messages, in order."""
    out = []
    for message in reversed(body.get("messages", [])):
        if message.get("role") != "tool":
            break
        out.append(json.loads(message["content"]))
    return list(reversed(out))


# -- the server ----------------------------------------------------------------------------------

class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # small writes go out at once

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"_raw": raw.decode("utf-8", "replace")}
        owner = self.server.owner
        owner.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
        parts = self.path.strip("/").split("/")
        if parts[0] in ("replay", "replay-close") and len(parts) >= 2:
            self._replay(owner.streams_dir / parts[1], chunked=parts[0] == "replay")
            return
        if self.path.rstrip("/").endswith("/chat/completions"):
            with owner.lock:
                exhausted = JSONReply({"error": {"message": "script exhausted"}}, 500)
                item = owner.script.pop(0) if owner.script else exhausted
            reply = item(body) if callable(item) else item
            self._play(reply)
            return
        self._send_json(JSONReply({"error": {"message": f"no route {self.path}"}}, 404))

    # -- writing -------------------------------------------------------------------------------
    def _write(self, data: bytes, chunked: bool) -> None:
        if chunked:
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        else:
            self.wfile.write(data)
        self.wfile.flush()

    def _gone(self) -> None:
        self.server.owner.client_gone.set()
        self.close_connection = True

    def _replay(self, path: Path, *, chunked: bool) -> None:
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            self._send_json(JSONReply({"error": {"message": f"no recording {path.name}"}}, 404))
            return
        ctype = "application/json" if path.suffix == ".json" else "text/event-stream; charset=utf-8"
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        try:
            pos, i = 0, 0
            while pos < len(data):
                size = PIECES[i % len(PIECES)]
                self._write(data[pos:pos + size], chunked)
                pos, i = pos + size, i + 1
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self._gone()

    def _send_json(self, reply: JSONReply) -> None:
        payload = reply.body if isinstance(reply.body, bytes) else json.dumps(reply.body).encode()
        if reply.headers_delay:
            time.sleep(reply.headers_delay)
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", reply.headers.get("Content-Type", "application/json"))
            for key, value in reply.headers.items():
                if key != "Content-Type":
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self._gone()

    def _play(self, reply: Reply) -> None:
        if isinstance(reply, JSONReply):
            self._send_json(reply)
            return
        try:
            if reply.headers_delay:
                self._sleep_watching(reply.headers_delay)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.flush()
            for n, event in enumerate(reply.events):
                if reply.cut_after is not None and n >= reply.cut_after:
                    self.close_connection = True
                    self.connection.shutdown(2)  # abrupt: no terminating chunk
                    return
                if reply.delay or n in reply.pause_before:
                    self._sleep_watching(reply.delay + reply.pause_before.get(n, 0.0))
                text = event if isinstance(event, str) else f"data: {json.dumps(event)}\n\n"
                self._write(text.encode("utf-8"), chunked=True)
            if reply.done:
                self._write(b"data: [DONE]\n\n", chunked=True)
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            self._gone()

    def _sleep_watching(self, seconds: float) -> None:
        """Wait, noticing at once when the client hangs up meanwhile."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            readable, _, _ = select.select([self.connection], [], [], 0.05)
            if readable and not self.connection.recv(1, socket.MSG_PEEK):  # b"": the client closed
                raise ConnectionResetError("client closed the connection")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: LLMServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hangs up is expected here (the client closes every connection it is done
        with, and Stop cuts them); anything else is printed as usual."""
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


class LLMServer:
    """Start with :meth:`start` (or as a context manager); ``url`` is the base, ``script`` the
    queue of replies for ``/v1/chat/completions``."""

    def __init__(self, streams_dir: Path | None = None) -> None:
        self.streams_dir = Path(streams_dir) if streams_dir else Path(".")
        self.script: Script = []
        self.requests: list[dict[str, Any]] = []
        self.client_gone = threading.Event()
        self.lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02},
                                        name="llm-test-server", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL of the scripted endpoint."""
        return self.url + "/v1"

    def replay_url(self, name: str, *, close_delimited: bool = False) -> str:
        return f"{self.url}/{'replay-close' if close_delimited else 'replay'}/{name}/v1"

    def start(self) -> LLMServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
