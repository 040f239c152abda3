"""The real client against every recorded response in shared/data/llm_streams, served over HTTP.

Expected values are written out below from reading the recordings (and the README's notes on
each); texts and reasoning are also checked against a deliberately naive parse of the files.
"""

from __future__ import annotations

import json

import pytest

from genie_widgets.agent import AnswerDone, Conversation, OpenAICompatible, TurnError
from genie_widgets.agent.model import ModelStreamError

W = "call_JMW1whyEaYG438VE1OIflxA2"
ADD_MUL_SPACED = [("add", '{"a": 2, "b": 3}'), ("multiply", '{"a": 2, "b": 3}')]

#: file → (text, refusal, [(id, name, arguments)], finish_reason)
EXPECTED: dict[str, tuple[str, str, list[tuple[str, str, str]], str | None]] = {
    "01_openai_gpt-4o_parallel-tool-calls_usage.sse": ("", "", [
        (W, "GetWeatherArgs", '{"city": "Edinburgh", "country": "GB", "units": "c"}'),
        ("call_DNYTawLBoN8fj3KN6qU9N1Ou", "get_stock_price", '{"ticker": "AAPL", "exchange": "NASDAQ"}')],
        "tool_calls"),
    "02_openai_gpt-4o-mini_single-tool-call_usage.sse": ("", "", [
        ("call_1EYWDzueHEp8OsB8jJSEp7WB", "multiply", '{"a":1231,"b":2331}')], "tool_calls"),
    "03_openai_gpt-4o-mini_parallel-tool-calls_usage.sse": ("", "", [
        ("call_cclGbjTQkZDEnnHrRiU0n7NO", *ADD_MUL_SPACED[0]), ("call_Nob2SzTcxIjro1HvSBPQS6XG", *ADD_MUL_SPACED[1])],
        "tool_calls"),
    "04_azure-openai_gpt-5-mini_tool-call_prompt-filter-chunk.sse": ("", "", [
        ("call_tWA8BJziGlCyhQEXhEHn6eXK", "weather", '{"location":"Florence, Italy"}')], "tool_calls"),
    "05_openai_gpt-4o_text_usage.sse": (
        "I'm unable to provide real-time weather updates. To get the current weather in San Francisco, I recommend "
        "checking a reliable weather website or a weather app.", "", [], "stop"),
    "06_openai_gpt-4o_refusal.sse": ("", "I'm sorry, I can't assist with that request.", [], "stop"),
    "07_openai_gpt-4o_finish-length.sse": ('{"', "", [], "length"),
    "08_openai_gpt-4o_n3-multiple-choices.sse": (
        '{"city":"San Francisco","temperature":65,"units":"f"}', "", [], "stop"),
    "09_openrouter-novita_kimi-k2_tool-call-repeated_no-finish-reason.sse": (
        "", "", [("0", "llm_version", "{}")], None),
    "10_openrouter-novita_kimi-k2_tool-call-single-chunk_no-finish-reason.sse": (
        "", "", [("0", "llm_version", "{}")], None),
    "11_openrouter-novita_kimi-k2_tool-call-no-arguments-key_leading-space.sse": (
        "", "", [("llm_version:0", "llm_version", "{}")], "tool_calls"),
    "12_openrouter-openai_gpt-4.1-mini_tool-call_comment.sse": (
        "", "", [("call_o4OCgtJrNoZTmoCRvmlfoHfj", "llm_version", "{}")], "tool_calls"),
    "13_openrouter-anthropic_claude-haiku-4.5_parallel-tool-calls_comments.sse": ("", "", [
        ("toolu_bdrk_01L6Xsux1sqgXSsd2xi64poF", *ADD_MUL_SPACED[0]),
        ("toolu_bdrk_014pCKe2FHbyMZerLY1JxG4a", *ADD_MUL_SPACED[1])], "tool_calls"),
    "16_groq_kimi-k2_text-then-parallel-whole-tool-calls.sse": (
        "I'll perform both addition and multiplication on the numbers 2 and 3 for you.", "", [
            ("functions.add:0", "add", '{"a":2,"b":3}'), ("functions.multiply:1", "multiply", '{"a":2,"b":3}')],
        "tool_calls"),
    "17_xai_grok-4-fast_parallel-whole-tool-calls.sse": ("", "", [
        ("call_55070233", "add", '{"a":2,"b":3}'), ("call_12016531", "multiply", '{"a":2,"b":3}')], "tool_calls"),
    "18_llamacpp-server_gpt-oss-20b_reasoning-content_tool-call.sse": ("", "", [
        ("g2KOIWzn722hzEaZQmNVP4roUPEiYafL", "weather", '{"location":"Florence, Italy"}')], "tool_calls"),
    "19_avian_kimi-k2.5_reasoning_content-between-parallel-calls.sse": (
        " I'll add and multiply 2 and 3 for you at the same time.   ", "", [
            ("functions.add:0", *ADD_MUL_SPACED[0]), ("functions.multiply:1", *ADD_MUL_SPACED[1])], "tool_calls"),
    "20_deepseek-reasoner_reasoning-content_tool-call.sse": ("", "", [
        ("call_00_ioIn7yN9p1ZOMNpDLwd4MgAF", "weather", '{"location": "San Francisco"}')], "tool_calls"),
    "21_mistral_tool-call-no-index_finish-and-usage-in-same-chunk.sse": ("", "", [
        ("gSIMJiOkT", "weather", '{"location": "San Francisco"}')], "tool_calls"),
    "22_mistral_zai-glm-5-2_incremental-tool-call_empty-name.sse": ("", "", [
        ("chatcmpl-tool-9f149c74c42f265b", "webSearchTool", '{"query": "current Berlin weather"}')], "tool_calls"),
    "23_anthropic-openai-compat-gateway_tool-call-index-1_sanitized.sse": (
        "Reading it.", "", [("toolu_sanitized", "read_file", '{"path": "a.txt"}')], "tool_calls"),
    "24_alibaba_qwen3-max_tool-call_empty-id-continuations.sse": ("", "", [
        ("call_eee11723464a4b9eb8cee71d", "weather", '{"location": "San Francisco"}')], "tool_calls"),
    "25_snowflake-cortex_claude-sonnet-4-6_no-finish-reason.sse": ("4", "", [], None),
    "26_together_llama-3-8b_text_content-in-final-chunk.sse": (
        "Deep learning is a subfield of machine learning that involves the use of artificial neural networks to "
        "model and", "", [], "length"),
    "27_cerebras_llama-3.3-70b_text_no-done.sse": (
        "Deep learning is a subset of machine learning, which is a field of artificial intelligence (AI) that",
        "", [], "length"),
    "28_hf-tgi_llama-3-8b_text_empty-id_no-usage.sse": ("1, 2, 3, 4, 5, 6, 7, 8, 9, 10!", "", [], "stop"),
    "29_openai_gpt-4o-mini_nonstream_tool-call.json": ("", "", [
        ("call_TTY8UFNo7rNCaOBUNtlRSvMG", "lookup_population", '{"country":"Crumpet"}')], "tool_calls"),
    "30_deepseek-reasoner_nonstream_reasoning_tool-call.json": ("", "", [
        ("call_00_9V0vrf86Pc9aelHCJMZqnJBo", "weather", '{"location": "San Francisco"}')], "tool_calls"),
    "31_ollama-cloud-v1_gpt-oss-20b_nonstream_tool-call.json": ("", "", [
        ("call_o2vnpxrw", "final_result", '{"city":"Paris","country":"France"}')], "tool_calls"),
}

#: Streams that end in an error reported by the server (HTTP 200): file → part of the message.
ERRORS = {
    "14_openrouter-minimax_error-object-mid-stream.sse": "Token limit reached",
    "15_groq_gpt-oss-120b_event-error_no-done.sse": "Tool call validation failed",
}
NO_USAGE = {"23_anthropic-openai-compat-gateway_tool-call-index-1_sanitized.sse",
            "28_hf-tgi_llama-3-8b_text_empty-id_no-usage.sse"}


def naive(path) -> tuple[str, str]:
    """(content, reasoning) of choice 0 by concatenating every ``data: `` line's delta (or
    message): a second, simpler reading of the recordings for the texts."""
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        message = json.loads(raw)["choices"][0]["message"]
        return message.get("content") or "", message.get("reasoning_content") or message.get("reasoning") or ""
    content, reasoning = [], []
    for line in raw.split("\n"):
        if not line.startswith("data: ") or line == "data: [DONE]":
            continue
        for choice in json.loads(line[6:]).get("choices") or []:
            if choice.get("index", 0) == 0:
                delta = choice.get("delta") or {}
                content.append(delta.get("content") or "")
                reasoning.append(delta.get("reasoning_content") or delta.get("reasoning") or "")
    return "".join(content), "".join(reasoning)


def test_every_recording_is_covered(shared_data):
    names = {p.name for p in (shared_data / "llm_streams").iterdir()
             if p.suffix in (".sse", ".json") and not p.name.endswith(".request.json")}
    assert len(names) == 31
    assert names == set(EXPECTED) | set(ERRORS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_client_reconstructs_recording(llm_server, shared_data, name):
    text, refusal, calls, finish = EXPECTED[name]
    stream = not name.endswith(".json")
    client = OpenAICompatible(llm_server.replay_url(name), "recorded", api_key="sk-replay", stream=stream,
                              max_retries=0)
    turn = client.complete([{"role": "user", "content": "hi"}])
    assert turn.content == text
    assert turn.refusal == refusal
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == calls
    assert turn.wants_tools == bool(calls)
    assert turn.finish_reason == finish
    content, reasoning = naive(shared_data / "llm_streams" / name)
    assert turn.content == content
    assert turn.reasoning == reasoning
    assert (turn.usage is not None) == (name not in NO_USAGE)
    for call in turn.tool_calls:
        json.loads(call.arguments)  # every reconstructed argument string is complete JSON


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_error_inside_a_200_stream(llm_server, name):
    client = OpenAICompatible(llm_server.replay_url(name), "recorded", max_retries=0)
    with pytest.raises(ModelStreamError, match=ERRORS[name]):
        client.complete([{"role": "user", "content": "hi"}])


@pytest.mark.parametrize("name", ["01_openai_gpt-4o_parallel-tool-calls_usage.sse",
                                  "15_groq_gpt-oss-120b_event-error_no-done.sse",
                                  "27_cerebras_llama-3.3-70b_text_no-done.sse",
                                  "29_openai_gpt-4o-mini_nonstream_tool-call.json"])
def test_body_ended_by_closing_the_connection(llm_server, name):
    """Without chunked encoding the body runs until the server closes: same result."""
    client = OpenAICompatible(llm_server.replay_url(name, close_delimited=True), "recorded", max_retries=0)
    if name in ERRORS:
        with pytest.raises(ModelStreamError, match=ERRORS[name]):
            client.complete([{"role": "user", "content": "hi"}])
        return
    text, _refusal, calls, _finish = EXPECTED[name]
    turn = client.complete([{"role": "user", "content": "hi"}])
    assert turn.content == text
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == calls


def test_streaming_request_answered_with_json_is_read_as_a_completion(llm_server):
    """A server that ignores ``stream: true`` and sends a whole completion still works."""
    name = "30_deepseek-reasoner_nonstream_reasoning_tool-call.json"
    client = OpenAICompatible(llm_server.replay_url(name), "recorded", stream=True)
    turn = client.complete([{"role": "user", "content": "hi"}])
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == EXPECTED[name][2]
    assert turn.reasoning.startswith("The user is asking for the weather in San Francisco.")
    assert llm_server.requests[-1]["body"]["stream"] is True


@pytest.mark.parametrize("name", ["05_openai_gpt-4o_text_usage.sse", "06_openai_gpt-4o_refusal.sse",
                                  "25_snowflake-cortex_claude-sonnet-4-6_no-finish-reason.sse",
                                  "26_together_llama-3-8b_text_content-in-final-chunk.sse",
                                  "27_cerebras_llama-3.3-70b_text_no-done.sse",
                                  "28_hf-tgi_llama-3-8b_text_empty-id_no-usage.sse"])
def test_text_recordings_through_a_conversation(llm_server, project, name):
    text, refusal, _calls, finish = EXPECTED[name]
    chat = Conversation(project, agent=OpenAICompatible(llm_server.replay_url(name), "recorded"))
    events = list(chat.send("hello"))
    streamed = "".join(e.text for e in events if e.type == "text")
    assert streamed == text
    final = events[-1]
    assert isinstance(final, AnswerDone)
    assert final.text == (text or refusal)
    assert final.incomplete == (finish == "length")
    assert chat.messages[-1]["content"] == final.text


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_error_recordings_through_a_conversation(llm_server, project, name):
    chat = Conversation(project, agent=OpenAICompatible(llm_server.replay_url(name), "recorded", max_retries=0))
    events = list(chat.send("hello"))
    reasoning = "".join(e.text for e in events if e.type == "reasoning")
    assert reasoning  # both recordings reason before failing; it was streamed
    assert isinstance(events[-1], TurnError) and ERRORS[name] in events[-1].message
    assert [e.type for e in events].count("error") == 1
