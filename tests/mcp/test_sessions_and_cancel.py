"""Calls of different sessions run side by side, and a call whose client cancels it or goes away
stops, fetches included: the real server in a subprocess, the SDK's client (and raw stdio lines
and raw HTTP sockets for a client that just leaves), and a slow portal on 127.0.0.1 that counts
the requests it gets."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
import time
from urllib.parse import urlparse

import anyio
import pytest
from mcp import Client

from genie_widgets.citations import CitationStore, find_tokens

from .conftest import REPO, http_server, server_env, stdio_params
from .slow_portal import SlowPortal

SEARCH = {"assay": "ChIP-seq", "target": "H3K27ac", "biosample": "K562"}  # 7 portal requests, 2 s each
#: A fetch already under way when the call is cancelled may still reach the portal this late (s).
GRACE = 0.75
MODERN = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientInfo": {"name": "raw-test", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {}}


def citations_json(project, session_id: str) -> dict:
    """The session's records as its files hold them (read by a new CitationStore, as another
    process would)."""
    store = CitationStore(project.path / "sessions" / session_id)
    return {"records": {cid: c.to_dict() for cid, c in store.records().items()}}


def assert_no_fetch_after(portal: SlowPortal, stopped_at: float) -> None:
    """Wait longer than two more portal requests would take, then count what arrived."""
    time.sleep(2 * portal.delay + 1)
    late = portal.count_after(stopped_at + GRACE)
    assert late == 0, f"{late} portal request(s) after the call was stopped ({len(portal.arrivals)} in all)"


def test_a_slow_call_in_one_session_does_not_block_another(project, slow_portal):
    """Session A searches a portal that takes 2 s per request (~14 s in all); session B, on the
    same server at /mcp/session_b, gets its answer while A's search is still running."""
    with http_server(project, "--session", "session_a", portal=slow_portal.url) as (url, _proc):
        async def main():
            async with Client(url) as a, Client(url + "/session_b") as b:
                assert "session 'session_b'" in b.instructions and "session 'session_a'" in a.instructions
                done: dict[str, float] = {}

                async def slow() -> None:
                    await a.call_tool("public_data_search", SEARCH)
                    done["a"] = time.monotonic()

                async with anyio.create_task_group() as tg:
                    tg.start_soon(slow)
                    await anyio.to_thread.run_sync(slow_portal.wait_first)
                    start = time.monotonic()
                    result = await b.call_tool("genome_get_current_region", {})
                    waited = time.monotonic() - start
                    a_running = "a" not in done
                    tg.cancel_scope.cancel()
                return result, waited, a_running

        result, waited, a_running = anyio.run(main)
    assert a_running, "session A's search ended before session B's call (the portal was not slow)"
    assert waited < 3.0, f"session B's call waited {waited:.1f} s for session A's"
    assert not result.is_error, result.content
    (cid,) = [m.id for m in find_tokens(result.structured_content["citationToken"])]
    assert cid in citations_json(project, "session_b")["records"]


@pytest.mark.parametrize("transport", ["stdio", "http", "http-legacy"])
def test_a_cancelled_call_stops_its_fetches(project, slow_portal, transport):
    """The SDK client cancels a search (``notifications/cancelled`` on stdio and legacy HTTP, a
    closed response stream on 2026 HTTP): the portal gets no request after it, and the session's
    next call is served at once (the cancelled call let go of the session)."""
    async def drive(client: Client) -> tuple[float, float]:
        async with anyio.create_task_group() as tg:
            tg.start_soon(client.call_tool, "public_data_search", SEARCH)
            await anyio.to_thread.run_sync(slow_portal.wait_first)
            await anyio.sleep(0.3)
            tg.cancel_scope.cancel()
        stopped = time.monotonic()
        await anyio.to_thread.run_sync(assert_no_fetch_after, slow_portal, stopped)
        start = time.monotonic()
        nxt = await client.call_tool("genome_get_current_region", {})
        assert not nxt.is_error, nxt.content
        return stopped, time.monotonic() - start

    if transport == "stdio":
        async def main():
            async with Client(stdio_params(project, "--session", "s", portal=slow_portal.url)) as client:
                return await drive(client)

        _stopped, next_took = anyio.run(main)
    else:
        with http_server(project, "--session", "s", portal=slow_portal.url) as (url, _proc):
            async def main():
                async with Client(url, mode="legacy" if transport == "http-legacy" else "auto") as client:
                    return await drive(client)

            _stopped, next_took = anyio.run(main)
    assert next_took < 3.0, f"the next call waited {next_took:.1f} s"


def raw_call_line(request_id: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "tools/call",
                       "params": {"name": "public_data_search", "arguments": SEARCH, "_meta": META}}).encode()


def test_a_stdio_client_that_goes_away_stops_its_call(project, slow_portal):
    """The client sends a search and closes its end of the pipe (as a client that exits does):
    no portal request after that, and the server exits 0."""
    proc = subprocess.Popen([sys.executable, "-m", "genie_widgets.mcp", "--project", str(project.path)],
                            env=server_env(slow_portal.url), cwd=str(REPO), stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        proc.stdin.write(raw_call_line(1) + b"\n")
        proc.stdin.flush()
        slow_portal.wait_first()
        time.sleep(0.3)
        proc.stdin.close()
        stopped = time.monotonic()
        assert proc.wait(30) == 0
        assert_no_fetch_after(slow_portal, stopped)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


def post_headers(port: int, **extra: str) -> dict[str, str]:
    return {"Host": f"127.0.0.1:{port}", "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream", **extra}


def legacy_session(port: int, path: str) -> str:
    """Open a 2025 (initialize handshake) session over raw HTTP; its Mcp-Session-Id."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "raw-test", "version": "1"}}}
    conn.request("POST", path, body=json.dumps(init), headers=post_headers(port))
    response = conn.getresponse()
    response.read()
    session = response.getheader("mcp-session-id")
    assert response.status == 200 and session
    headers = post_headers(port, **{"Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-06-18"})
    conn.request("POST", path, body=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
                 headers=headers)
    conn.getresponse().read()
    conn.close()
    return session


@pytest.mark.parametrize("era", ["2026", "2025"])
def test_an_http_client_that_disconnects_stops_its_call(project, slow_portal, era):
    """A raw HTTP client posts a search and closes its socket without a word: the portal gets no
    request after that (2026: one POST per call; 2025: a call inside an initialized session)."""
    with http_server(project, "--session", "s", portal=slow_portal.url) as (url, proc):
        where = urlparse(url)
        port = where.port
        assert port is not None
        if era == "2026":
            body = raw_call_line(7)
            headers = post_headers(port, **{"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call",
                                            "Mcp-Name": "public_data_search"})
        else:
            session = legacy_session(port, where.path)
            body = json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/call",
                               "params": {"name": "public_data_search", "arguments": SEARCH}}).encode()
            headers = post_headers(port, **{"Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-06-18"})
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        head = "".join(f"{k}: {v}\r\n" for k, v in {**headers, "Content-Length": str(len(body))}.items())
        sock.sendall(f"POST {where.path} HTTP/1.1\r\n{head}\r\n".encode() + body)
        slow_portal.wait_first()
        time.sleep(0.3)
        sock.close()
        stopped = time.monotonic()
        assert_no_fetch_after(slow_portal, stopped)
        assert proc.poll() is None, "the server exited"
