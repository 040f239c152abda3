"""A session store that cannot take a call's records: the call is an error result with one line and
no token, never an exception out of ``tools.call`` (the MCP server, the chat and the magic all
call it), and the store's file is left as it was."""

from __future__ import annotations

from genie_widgets.tools.registry import ErrorResult, call

BROKEN = '{"schemaVersion": 1, "records": {'  # cut off


def test_a_cut_off_citations_json_is_an_error_result(project, session):
    assert call("genome_get_current_region", {}, project, session).citation is not None  # the store works
    session.citations.path.write_text(BROKEN)

    result = call("genome_get_current_region", {}, project, session)

    assert isinstance(result, ErrorResult) and result.success is False and result.citation is None
    body = result.to_json()
    assert "citationToken" not in body
    assert "citations.json" in body["error"] and "issued no citation" in body["error"] and "\n" not in body["error"]
    assert session.citations.path.read_text() == BROKEN

