"""Failures are answers: a session store that cannot be used, start-up mistakes, and input that
would be echoed back — against the real server in a subprocess, with the SDK's own client."""

from __future__ import annotations

import socket
import subprocess
import sys

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from genie_widgets.citations import Citation, CitationStore
from genie_widgets.mcp import citation_uri

from .conftest import REPO, http_server, server_env, stdio_params

SESSION = "s_store"
BROKEN = '{"schemaVersion": 1, "records": {'  # cut off: not JSON


async def bad_store_is_answered(client: Client, project) -> None:
    """A cited call stores its record; then citations.jsonl is cut off by someone else: the next
    cited call is an isError result with one line and no token, reading records is a JSON-RPC
    -32603 (never code 0), the file is left as it was, and the server keeps serving."""
    first = await client.call_tool("genome_get_current_region", {})
    assert not first.is_error, first.content
    store = project.path / "sessions" / SESSION / "citations.jsonl"
    store.write_text(BROKEN)

    refused = await client.call_tool("genome_get_current_region", {})
    assert refused.is_error
    body = refused.structured_content
    assert body["success"] is False and "citationToken" not in body
    assert "citations.jsonl" in body["error"] and "\n" not in body["error"] and len(body["error"]) <= 1100
    assert "issued no citation" in body["error"]

    # (A record already read may still be served from memory; one not yet seen needs the file.)
    for request in (client.list_resources(), client.read_resource(citation_uri(project.id, SESSION, "cite_unseen"))):
        with pytest.raises(MCPError) as failed:
            await request
        assert failed.value.error.code == -32603, failed.value.error
        assert "citations.jsonl" in failed.value.error.message and len(failed.value.error.message) <= 400

    assert store.read_text() == BROKEN  # never overwritten
    assert len((await client.list_tools()).tools) == 17  # still serving


@pytest.mark.parametrize("transport", ["stdio", "http", "http-legacy"])
def test_a_session_store_that_cannot_be_used_is_an_error_result(project, transport):
    if transport == "stdio":
        async def main():
            async with Client(stdio_params(project, "--session", SESSION)) as client:
                await bad_store_is_answered(client, project)

        anyio.run(main)
        return
    with http_server(project, "--session", SESSION) as (url, proc):
        async def over_http():
            async with Client(url, mode="legacy" if transport == "http-legacy" else "auto") as client:
                await bad_store_is_answered(client, project)

        anyio.run(over_http)
        assert proc.poll() is None


def start(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "genie_widgets.mcp", *args], env=server_env(), cwd=str(REPO),
                          capture_output=True, text=True, timeout=120, check=False, stdin=subprocess.DEVNULL)


def assert_one_line_exit_2(out: subprocess.CompletedProcess, *expected: str) -> None:
    assert out.returncode == 2, (out.returncode, out.stderr[-2000:])
    assert out.stdout == ""
    assert "Traceback" not in out.stderr
    lines = out.stderr.splitlines()
    assert len(lines) == 1, out.stderr[-2000:]
    assert lines[0].startswith("genie_widgets.mcp: ") and len(lines[0]) <= 420, len(lines[0])
    for word in expected:
        assert word in lines[0], lines[0]


def test_start_up_failures_are_one_line_and_exit_2(project, tmp_path):
    assert_one_line_exit_2(start(), "--project")
    assert_one_line_exit_2(start("--project", str(project.path), "--http", "abc"), "--http")
    assert_one_line_exit_2(start("--project", str(project.path), "--http", "70000"), "0-65535")
    assert_one_line_exit_2(start("--project", str(tmp_path / "none")), "no genie_widgets project", "--genome hg38")
    assert_one_line_exit_2(start("--project", str(project.path), "--session", "x" * 5000), "invalid session id")

    broken = project.path / "sessions" / "broken"
    broken.mkdir(parents=True)
    (broken / "citations.json").write_text(BROKEN)
    assert_one_line_exit_2(start("--project", str(project.path), "--session", "broken"), "citations.json")

    not_a_project = tmp_path / "bad_project"
    not_a_project.mkdir()
    (not_a_project / "project.json").write_text("[1, 2")
    assert_one_line_exit_2(start("--project", str(not_a_project)), "project.json")

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        assert_one_line_exit_2(start("--project", str(project.path), "--http", str(port)), f"127.0.0.1:{port}")


def test_echoes_are_bounded(project):
    """Names, URIs and cursors of megabytes come back as at most about a hundred characters."""
    async def probe(client: Client, name_size: int, uri_size: int) -> None:
        with pytest.raises(MCPError) as unknown:
            await client.call_tool("x" * name_size, {})
        message = unknown.value.error.message
        assert message.startswith("Unknown tool 'xxx") and "x" * 101 not in message and len(message) < 800
        with pytest.raises(MCPError) as uri:
            await client.read_resource("genie://" + "y" * uri_size)
        assert "y" * 101 not in uri.value.error.message and len(uri.value.error.message) < 400
        with pytest.raises(MCPError) as cursor:
            await client.list_resources(cursor="9" * 100_000)
        assert "9" * 101 not in cursor.value.error.message and len(cursor.value.error.message) < 400

    async def main():
        async with Client(stdio_params(project)) as client:
            await probe(client, 4_000_000, 1_000_000)
            with pytest.raises(MCPError) as controls:  # one helper (_io.echo) quotes the name: one line
                await client.call_tool("z\n\x1b[2J" * 50_000, {})
            message = controls.value.error.message
            assert "\n" not in message and "\x1b" not in message
            assert message.startswith("Unknown tool 'z??[2Jz") and "(300,000 characters)" in message

    anyio.run(main)
    with http_server(project) as (url, _proc):
        async def over_http():
            # 2025 HTTP carries the name in the body only; 2026 HTTP also in an Mcp-Name header,
            # which the HTTP server refuses past its header size (so 10 KB there).
            async with Client(url, mode="legacy") as client:
                await probe(client, 4_000_000, 1_000_000)
            async with Client(url) as client:
                await probe(client, 10_000, 10_000)

        anyio.run(over_http)


def test_a_stored_record_that_is_not_unicode_does_not_stop_the_server(project):
    """A record whose title holds a lone surrogate (valid JSON, ``"\\ud800"``, as a hostile bundle
    can carry): reading it is a -32603 error with one line; before, the stdio server died writing
    the answer and every later request got "Connection closed"."""
    async def main():
        async with Client(stdio_params(project, "--session", SESSION)) as client:
            made = await client.call_tool("genome_get_current_region", {})
            assert not made.is_error, made.content
            # another writer of the session (a bundle's records, a page's text) stores a record
            # whose title holds a lone surrogate: the journal keeps it as the JSON escape
            cid = "cite_bad_unicode_title"
            CitationStore(project.path / "sessions" / SESSION).add(
                Citation(id=cid, source_type="genome-region", title="bad \ud800 title", data={}))
            for request in (client.list_resources(),
                            client.read_resource(citation_uri(project.id, SESSION, cid))):
                with anyio.fail_after(30), pytest.raises(MCPError) as failed:
                    await request
                assert failed.value.error.code == -32603 and len(failed.value.error.message) <= 400
            assert len((await client.list_tools()).tools) == 17

    anyio.run(main)
