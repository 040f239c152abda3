"""The SSE reader and the chunk assembler on their own: framing and merging rules."""

from __future__ import annotations

import json

import pytest

from genie_widgets.agent.chunks import ChunkAssembler, turn_from_completion
from genie_widgets.agent.model import ModelStreamError
from genie_widgets.agent.sse import SSEEvent, SSEParser


def feed_all(text: str, piece: int) -> list[SSEEvent]:
    parser = SSEParser()
    data = text.encode("utf-8")
    events = []
    for i in range(0, len(data), piece):
        events += parser.feed(data[i:i + piece])
    return events + parser.close()


@pytest.mark.parametrize("piece", [1, 2, 3, 5, 1000])
def test_sse_framing_in_any_piece_size(piece):
    text = (": comment\r\n\r\n"
            "data: {\"a\": \"é✓\"}\r\n\r\n"
            "event: error\ndata: line one\ndata: line two\n\n"
            "data:no-space\r\r"
            " data: unknown field, ignored\n\n"
            "id: 7\ndata: with id\n\n"
            "data: [DONE]")  # no final blank line: still dispatched
    events = feed_all(text, piece)
    assert events == [
        SSEEvent('{"a": "é✓"}'),
        SSEEvent("line one\nline two", event="error"),
        SSEEvent("no-space"),
        SSEEvent("with id", id="7"),
        SSEEvent("[DONE]", id="7"),
    ]


def test_byte_order_mark_and_empty_data_lines():
    events = feed_all("\ufeffdata: x\n\ndata:\n\nevent: ping\n\n", 4)
    assert events == [SSEEvent("x"), SSEEvent("")]


def calls(assembler: ChunkAssembler) -> list[tuple[str, str, str]]:
    return [(c.id, c.name, c.arguments) for c in assembler.turn().tool_calls]


def delta(**kw):
    return {"choices": [{"index": 0, "delta": kw}]}


def test_a_new_id_at_a_used_index_starts_a_new_call():
    """Servers that number every parallel call 0 are told apart by their ids."""
    a = ChunkAssembler()
    a.add_chunk(delta(tool_calls=[{"index": 0, "id": "c1", "function": {"name": "f", "arguments": '{"x":'}}]))
    a.add_chunk(delta(tool_calls=[{"index": 0, "function": {"arguments": "1}"}}]))
    a.add_chunk(delta(tool_calls=[{"index": 0, "id": "c2", "function": {"name": "g", "arguments": "{}"}}]))
    assert calls(a) == [("c1", "f", '{"x":1}'), ("c2", "g", "{}")]


def test_calls_without_index_continue_the_last_unless_a_new_id_comes():
    a = ChunkAssembler()
    a.add_chunk(delta(tool_calls=[{"id": "c1", "function": {"name": "f", "arguments": '{"x"'}}]))
    a.add_chunk(delta(tool_calls=[{"function": {"arguments": ": 1}"}}]))
    a.add_chunk(delta(tool_calls=[{"id": "c2", "function": {"name": "g", "arguments": "{}"}}]))
    assert calls(a) == [("c1", "f", '{"x": 1}'), ("c2", "g", "{}")]


def test_resent_whole_call_replaces_instead_of_doubling():
    a = ChunkAssembler()
    for _ in range(2):
        a.add_chunk(delta(tool_calls=[{"index": 0, "id": "c1", "type": "function",
                                       "function": {"name": "f", "arguments": '{"x": 1}'}}]))
    assert calls(a) == [("c1", "f", '{"x": 1}')]


def test_object_arguments_and_content_parts():
    a = ChunkAssembler()
    a.add_chunk(delta(content=[{"type": "text", "text": "Hi "}, {"type": "text", "text": "there"}],
                      tool_calls=[{"index": 0, "id": "c", "function": {"name": "f", "arguments": {"x": 1}}}]))
    turn = a.turn()
    assert turn.content == "Hi there"
    assert json.loads(turn.tool_calls[0].arguments) == {"x": 1}


def test_non_json_data_is_kept_aside_and_joined_lines_are_split():
    a = ChunkAssembler()
    a.add_event(SSEEvent("keep-alive"))
    a.add_event(SSEEvent(json.dumps(delta(content="a")) + "\n" + json.dumps(delta(content="b")) + "\n[DONE]"))
    assert a.content == "ab" and a.done and a.ignored == ["keep-alive"]


def test_errors_in_stream_and_completion():
    with pytest.raises(ModelStreamError, match="overloaded"):
        ChunkAssembler().add_event(SSEEvent('{"error": {"message": "overloaded", "code": 529}}'))
    with pytest.raises(ModelStreamError, match="plain text"):
        ChunkAssembler().add_event(SSEEvent("plain text", event="error"))
    with pytest.raises(ModelStreamError, match="no choices"):
        turn_from_completion({"id": "x", "choices": []})
    with pytest.raises(ModelStreamError, match="bad key"):
        turn_from_completion({"error": {"message": "bad key"}})


def test_completion_with_calls_without_ids():
    turn = turn_from_completion({"choices": [{"message": {"content": None, "tool_calls": [
        {"function": {"name": "f", "arguments": "{}"}}, {"function": {"name": "g", "arguments": "{}"}}]}}]})
    assert [(c.id, c.name) for c in turn.tool_calls] == [("", "f"), ("", "g")]
