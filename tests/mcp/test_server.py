"""The MCP server end to end: the SDK's own client over stdio and over streamable HTTP on
127.0.0.1, against ``python -m genie_widgets.mcp`` in a subprocess and a SYNTHETIC bigWig."""

from __future__ import annotations

import json
import math

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

import genie_widgets as gw
from genie_widgets.citations import CitationStore, find_tokens
from genie_widgets.mcp import citation_uri, parse_citation_uri

from .conftest import EXPECTED_MEAN, EXPECTED_STATS, http_server, stdio_params

SESSION = "session_mcp_test"


def citations_json(project, session_id):
    """The session's store as its files hold it (read by a new CitationStore, as another process would)."""
    store = CitationStore(project.path / "sessions" / session_id)
    return {"projectId": store.project_id, "sessionId": store.session_id,
            "records": {cid: c.to_dict() for cid, c in store.records().items()}}


async def round_trip(client: Client, project, bigwig, session_id: str) -> None:
    """What every transport must do: list, add a local bigWig, measure, resolve the token."""
    listed = await client.list_tools()
    expected = {s["function"]["name"]: s["function"] for s in gw.tools.schemas("genome")}
    assert [t.name for t in listed.tools] == list(expected)
    for tool in listed.tools:
        assert tool.description == expected[tool.name]["description"]
        assert tool.input_schema == expected[tool.name]["parameters"]

    assert "copied character for character" in client.instructions
    assert "(uncited)" in client.instructions and session_id in client.instructions

    added = await client.call_tool("genome_add_track", {"sourceUrl": str(bigwig), "name": "synthetic"})
    assert not added.is_error, added.content
    track_id = added.structured_content["addedTrack"]["id"]
    assert added.structured_content["addedTrack"]["type"] == "bigwig"
    assert json.loads(added.content[0].text) == added.structured_content

    stats = await client.call_tool("genome_signal_stats", {"trackIds": [track_id], "regions": ["chr1:0-10000"]})
    assert not stats.is_error, stats.content
    body = stats.structured_content
    numbers = body["tracks"][0]["stats"]
    for key, value in EXPECTED_STATS.items():
        assert numbers[key] == value, key
    assert math.isclose(numbers["mean"], EXPECTED_MEAN, rel_tol=0, abs_tol=1e-12)
    token = body["citationToken"]
    assert body["citationInstructions"] == f"To cite this evidence, copy {token} exactly after the supported claim."
    (cid,) = [m.id for m in find_tokens(token)]

    stored = citations_json(project, session_id)
    assert stored["sessionId"] == session_id and stored["projectId"] == project.id
    assert stored["records"][cid]["data"]["tracks"][0]["stats"]["sum"] == 1150.0

    # The record, read back as a resource.
    resources = await client.list_resources()
    uri = citation_uri(project.id, session_id, cid)
    assert uri in [r.uri for r in resources.resources]
    read = await client.read_resource(uri)
    record = json.loads(read.contents[0].text)
    assert read.contents[0].mime_type == "application/json"
    assert record["id"] == cid and record["tool"] == "genome_signal_stats"
    assert record["data"]["tracks"][0]["stats"]["coveredBases"] == 350
    templates = await client.list_resource_templates()
    assert templates.resource_templates[0].uri_template.endswith("/citations/{citationId}")

    # Back in the notebook: the answer renders against the same session, and the chip verifies.
    answer = f"The synthetic track sums to 1150 over chr1:0-10000 {token}."
    shown = gw.CitedMarkdown(answer, gw.Project.open(project.path).session(session_id).citations)
    assert [c.id for c in shown.rendered.chips] == [cid]
    assert [c.status for c in shown.rendered.checks if c.status != "plain"] == ["verified"]


async def errors_are_answers(client: Client) -> None:
    """Bad input is a clear MCP error or an isError result, and the server keeps serving."""
    bad = await client.call_tool("genome_signal_stats", {"bogus": 1})
    assert bad.is_error and "has no parameter 'bogus'" in bad.content[0].text
    bad_type = await client.call_tool("genome_navigate", {"locus": 12})
    assert bad_type.is_error and "must be a string" in bad_type.structured_content["error"]

    with pytest.raises(MCPError) as unknown:
        await client.call_tool("run_shell", {"cmd": "id"})
    assert unknown.value.code == -32602 and "Unknown tool 'run_shell'" in unknown.value.message
    assert "genome_signal_stats" in unknown.value.message
    with pytest.raises(MCPError) as other_mode:
        await client.call_tool("project_import_local_path", {"path": "/etc/passwd"})
    assert "not available in genome mode" in other_mode.value.message

    with pytest.raises(MCPError) as bad_uri:
        await client.read_resource("genie://projects/p/sessions/s/citations/cite_not_issued")
    assert "not in this server's session" in bad_uri.value.message
    with pytest.raises(MCPError) as not_a_record:
        await client.read_resource("file:///etc/passwd")
    assert "not a citation resource" in not_a_record.value.message

    assert len((await client.list_tools()).tools) == 17  # still serving


def test_stdio_round_trip(project, bigwig):
    async def main():
        async with Client(stdio_params(project, "--session", SESSION)) as client:
            await round_trip(client, project, bigwig, SESSION)
            await errors_are_answers(client)

    anyio.run(main)


def test_http_round_trip(project, bigwig):
    with http_server(project, "--session", SESSION) as (url, proc):
        async def main():
            async with Client(url) as client:
                await round_trip(client, project, bigwig, SESSION)
                await errors_are_answers(client)

        anyio.run(main)
        assert proc.poll() is None, "the server exited"
        # Loopback only, and no DNS rebinding: a foreign Host or Origin header is refused.
        assert post_ping(url, {"Host": "evil.example"})[0] == 421
        status, body = post_ping(url, {"Origin": "http://evil.example"})
        assert status == 403 and "Origin" in body


def post_ping(url: str, headers: dict[str, str]) -> tuple[int, str]:
    import http.client
    from urllib.parse import urlparse

    where = urlparse(url)
    conn = http.client.HTTPConnection("127.0.0.1", where.port, timeout=30)
    try:
        conn.request("POST", where.path, body=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}),
                     headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                              **headers})
        response = conn.getresponse()
        return response.status, response.read().decode("utf-8", "replace")
    finally:
        conn.close()


def test_refusing_tool_is_an_error_result_with_its_record(project):
    """A refused computation (no signal tracks yet) is isError, with the token of its record; a
    new session is made per start when --session is not given."""
    async def main():
        async with Client(stdio_params(project)) as client:
            refused = await client.call_tool("genome_signal_stats", {"scope": "viewport"})
            return client.instructions, refused

    instructions, refused = anyio.run(main)
    assert refused.is_error
    body = refused.structured_content
    assert body["success"] is False and "No signal tracks" in body["error"]
    (cid,) = [m.id for m in find_tokens(body["citationToken"])]
    (session_id,) = project.sessions()
    assert session_id.startswith("session_") and session_id in instructions
    assert cid in citations_json(project, session_id)["records"]


def test_two_clients_on_one_session_lose_no_record(project, bigwig):
    """Two stdio servers (two processes) and two HTTP clients of one server, all on one session,
    measuring at the same time: every token they got is in citations.json."""
    project.add_track(str(bigwig), name="synthetic")
    regions = [f"chr1:{i * 100}-{i * 100 + 5000}" for i in range(6)]

    async def measure(client: Client, tokens: list[str]) -> None:
        for region in regions:
            r = await client.call_tool("genome_signal_stats", {"regions": [region]})
            assert not r.is_error, r.content
            tokens.append(r.structured_content["citationToken"])

    async def over_stdio() -> list[str]:
        tokens: list[str] = []
        async with Client(stdio_params(project, "--session", SESSION)) as a, \
                Client(stdio_params(project, "--session", SESSION)) as b:
            async with anyio.create_task_group() as tg:
                tg.start_soon(measure, a, tokens)
                tg.start_soon(measure, b, tokens)
        return tokens

    tokens = anyio.run(over_stdio)
    with http_server(project, "--session", SESSION) as (url, _proc):
        async def over_http() -> list[str]:
            more: list[str] = []
            async with Client(url) as a, Client(url) as b:
                async with anyio.create_task_group() as tg:
                    tg.start_soon(measure, a, more)
                    tg.start_soon(measure, b, more)
            return more

        tokens += anyio.run(over_http)

    ids = {m.id for t in tokens for m in find_tokens(t)}
    assert len(ids) == 4 * len(regions)
    assert ids <= set(citations_json(project, SESSION)["records"])


def test_resource_uris_round_trip():
    uri = citation_uri("project_abc", "session_1", "cite_x_1")
    assert uri == "genie://projects/project_abc/sessions/session_1/citations/cite_x_1"
    ref = parse_citation_uri(uri)
    assert (ref.project_id, ref.session_id, ref.citation_id) == ("project_abc", "session_1", "cite_x_1")
    with pytest.raises(ValueError, match="not a citation resource"):
        parse_citation_uri("genie://projects/a/sessions/b/citations/../../x")


def test_cli_refuses_a_missing_project_clearly(tmp_path):
    import subprocess
    import sys

    from .conftest import REPO, server_env

    out = subprocess.run([sys.executable, "-m", "genie_widgets.mcp", "--project", str(tmp_path / "none")],
                         env=server_env(), cwd=str(REPO), capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 2
    assert "no genie_widgets project here" in out.stderr and "--genome hg38" in out.stderr
    assert out.stdout == ""
