"""Every message gets an answer: hostile JSON-RPC over raw stdio lines and raw HTTP bodies (both
protocol eras), and through the SDK's own client, against the real server in a subprocess."""

from __future__ import annotations

import http.client
import json
import select
import subprocess
import sys
import time
from urllib.parse import urlparse

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from genie_widgets.mcp import wire

from .conftest import REPO, http_server, server_env, stdio_params

PARSE, INVALID_REQUEST, NOT_FOUND, INVALID_PARAMS = -32700, -32600, -32601, -32602


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def call(request_id: object, arguments: bytes) -> bytes:
    return (b'{"jsonrpc":"2.0","id":' + json.dumps(request_id).encode()
            + b',"method":"tools/call","params":{"name":"genome_navigate","arguments":{"locus":' + arguments + b"}}}")


# (what, the raw message, the JSON-RPC code of its answer, the id the answer carries)
HOSTILE = [
    ("nested 250 deep", call(11, nested(250)), PARSE, 11),
    ("nested 100,000 deep", call("deep", nested(100_000)), PARSE, "deep"),
    ("a lone surrogate", call(12, b'"\\ud800"'), PARSE, 12),
    ("a lone low surrogate in a key", b'{"jsonrpc":"2.0","id":13,"method":"ping","params":{"\\udc00":1}}', PARSE, 13),
    ("cut-off JSON", b'{"jsonrpc":"2.0","id":14,"method":', PARSE, 14),
    ("bytes that are not UTF-8", call(15, b'"\xff\xfe"'), PARSE, 15),
    ("NaN", call(16, b"NaN"), PARSE, 16),
    ("a 5,000-digit integer", call(17, b"9" * 5000), PARSE, 17),
    ("params that are not an object", b'{"jsonrpc":"2.0","id":18,"method":"tools/call","params":5}',
     INVALID_PARAMS, 18),
    ("no jsonrpc member", b'{"id":19,"method":"ping"}', INVALID_REQUEST, 19),
    ("a batch", b'[{"jsonrpc":"2.0","id":20,"method":"ping"}]', INVALID_REQUEST, None),
    ("an id of 10,000 characters", b'{"jsonrpc":"2.0","id":"' + b"i" * 10_000 + b'","method":"ping"}',
     INVALID_REQUEST, None),
    ("a method name of 3 MB", b'{"jsonrpc":"2.0","id":21,"method":"' + b"m" * 3_000_000 + b'"}', NOT_FOUND, 21),
    ("a JSON string", b'"hello"', INVALID_REQUEST, None),
]


def check_answer(answer: dict, code: int, request_id: object, what: str) -> None:
    assert answer.get("jsonrpc") == "2.0" and "result" not in answer, (what, answer)
    assert answer["error"]["code"] == code, (what, answer)
    assert answer["id"] == request_id, (what, answer)
    assert len(answer["error"]["message"]) <= 300, (what, len(answer["error"]["message"]))


# -- the check itself ----------------------------------------------------------------------------

@pytest.mark.parametrize(("what", "raw", "code", "request_id"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_read_message_answers_every_hostile_message(what, raw, code, request_id):
    with pytest.raises(wire.Rejected) as refused:
        wire.read_message(raw)
    check_answer(refused.value.answer.model_dump(by_alias=True, mode="json"), code, request_id, what)


def test_the_id_is_read_from_the_top_level_only():
    assert wire.top_level_id('{"params":{"id":5,"x":"]}"},"id":"mine","method":' + "[" * 10_000) == "mine"
    assert wire.top_level_id('{"params":{"id":5}, "method": "x", "rest": "never closed') is None
    assert wire.top_level_id('{"id": 12345678901234567890}') is None  # past int64
    assert wire.top_level_id('{"id": true}') is None
    assert wire.top_level_id("[" * 100_000) is None


def test_good_messages_pass_unchanged():
    message = wire.read_message(b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{}}}')
    assert message.id == 1 and message.method == "tools/call"
    note = wire.read_message(b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}')
    assert note.method == "notifications/cancelled"


# -- over stdio ----------------------------------------------------------------------------------

class RawStdio:
    """The server in a subprocess, spoken to in raw lines."""

    def __init__(self, project) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "genie_widgets.mcp", "--project", str(project.path)],
                                     env=server_env(), cwd=str(REPO), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(self, line: bytes) -> None:
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()

    def answer(self, timeout: float = 60.0) -> dict:
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        assert ready, f"no answer within {timeout:g} s"
        return json.loads(self.proc.stdout.readline())

    def close(self) -> int:
        self.proc.stdin.close()
        code = self.proc.wait(30)
        self.proc.stdout.close()
        return code


def test_every_stdio_line_gets_an_answer_and_the_server_keeps_serving(project):
    server = RawStdio(project)
    try:
        server.send(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}}).encode())
        assert server.answer()["id"] == 0
        server.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        for what, raw, code, request_id in HOSTILE:
            start = time.monotonic()
            server.send(raw)
            check_answer(server.answer(), code, request_id, what)
            assert time.monotonic() - start < 10, what
        # A line over the 4 MiB limit is refused without reading it whole, with the id at its head.
        server.send(b'{"jsonrpc":"2.0","id":22,"method":"ping","params":{"pad":"' + b"a" * 5_000_000 + b'"}}')
        check_answer(server.answer(), INVALID_REQUEST, 22, "a 5 MB line")
        server.send(b'{"jsonrpc":"2.0","id":23,"method":"tools/list"}')
        listed = server.answer()
        assert listed["id"] == 23 and len(listed["result"]["tools"]) == 17
        assert server.close() == 0
    finally:
        if server.proc.poll() is None:
            server.proc.kill()
            server.proc.wait(10)


def deep(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def test_the_sdk_client_gets_an_error_not_a_hang(project):
    """Arguments nested 250 deep from the SDK's own client: an MCP error (-32700) at once, and
    the next call is served (before, the stdio client waited forever)."""
    async def main():
        async with Client(stdio_params(project)) as client:
            with anyio.fail_after(30), pytest.raises(MCPError) as refused:
                await client.call_tool("genome_navigate", {"locus": deep(250)})
            assert refused.value.error.code == PARSE and "nested deeper" in refused.value.error.message
            with anyio.fail_after(30):
                assert not (await client.call_tool("genome_get_current_region", {})).is_error

    anyio.run(main)


# -- over HTTP -----------------------------------------------------------------------------------

def post(url: str, body: bytes, headers: dict[str, str] | None = None) -> tuple[int, dict]:
    where = urlparse(url)
    conn = http.client.HTTPConnection("127.0.0.1", where.port, timeout=60)
    try:
        conn.request("POST", where.path, body=body, headers={
            "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **(headers or {})})
        response = conn.getresponse()
        return response.status, json.loads(response.read())
    finally:
        conn.close()


def test_every_http_body_gets_the_same_answer(project):
    """The same hostile messages as POST bodies, in both protocol eras: HTTP 400 with the same
    JSON-RPC error and id as on stdio; a body over 4 MiB is 413; the server keeps serving."""
    with http_server(project) as (url, proc):
        for era in ({"MCP-Protocol-Version": "2026-07-28"}, {}):
            for what, raw, code, request_id in HOSTILE:
                status, answer = post(url, raw, era)
                assert status == 400, (what, status)
                check_answer(answer, code, request_id, what)
        status, answer = post(url, b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"'
                              + b"a" * 5_000_000 + b'"}}')
        assert status == 413 and answer["error"]["code"] == INVALID_REQUEST

        async def still_serving():
            async with Client(url) as client:
                return len((await client.list_tools()).tools)

        assert anyio.run(still_serving) == 17
        assert proc.poll() is None
