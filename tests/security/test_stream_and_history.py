"""Items 4 (API key) and 6 of issue 12: a dropped stream is saved and shown as incomplete;
hostile JSON ends the turn with a clear message, keeping the answer so far and a history that
reloads; the API key is redacted before messages.jsonl is written, also when echoed back."""

from __future__ import annotations

import json

import pytest

from genie_widgets.agent import Conversation, OpenAICompatible

from ..agent.llm_server import SSE, LLMServer, chunk, text_reply, tool_reply

SECRET = "sk-SECRET-echoed-back-7c6d5e4f3a2b"


@pytest.fixture()
def llm(tmp_path):
    server = LLMServer(tmp_path).start()  # scripted replies only
    yield server
    server.stop()


def _chat(project, llm, **kwargs):
    model = OpenAICompatible(llm.base_url, "scripted", api_key=SECRET, backoff=0.01, max_retries=0, **kwargs)
    return Conversation(project, agent=model)


def _reload(chat, project):
    again = Conversation(project, chat.session.id)
    return again.messages


def test_a_stream_without_finish_reason_or_done_is_incomplete(project, llm):
    llm.script = [SSE([chunk({"role": "assistant", "content": "MYC is on chr8 and"})], done=False)]
    chat = _chat(project, llm)
    events = list(chat.send("where is MYC?"))
    final = events[-1]
    assert final.type == "answer" and final.incomplete and "MYC is on chr8 and" in final.text
    stored = [m for m in _reload(chat, project) if m["role"] == "assistant"][-1]
    assert stored["gw"]["incomplete"] is True and stored["gw"]["cutOff"] is True
    assert "incomplete" in chat.to_markdown()


def test_a_finished_stream_is_not_marked(project, llm):
    llm.script = [text_reply("All done.")]
    chat = _chat(project, llm)
    final = list(chat.send("hi"))[-1]
    assert final.type == "answer" and not final.incomplete


def test_deeply_nested_json_ends_the_turn_clearly_and_keeps_the_answer(project, llm):
    deep = "[" * 50_000 + "]" * 50_000
    llm.script = [SSE([chunk({"role": "assistant", "content": "Partial answer"}),
                       'data: {"choices": [{"delta": {"content": %s}}]}\n\n' % deep], done=True)]
    chat = _chat(project, llm)
    events = list(chat.send("go"))
    assert events[-1].type == "error" and "nested too deeply" in events[-1].message
    stored = _reload(chat, project)
    assert any(m.get("content") == "Partial answer" and m["gw"].get("incomplete") for m in stored)


def test_deeply_nested_tool_arguments_are_refused_as_bad_arguments(project, llm):
    deep = "[" * 100_000 + "]" * 100_000
    llm.script = [tool_reply(("c1", "genome_list_tracks", '{"x": %s}' % deep)), text_reply("ok")]
    chat = _chat(project, llm)
    events = list(chat.send("go"))
    failed = [e for e in events if e.type == "tool_failed"]
    assert failed and "nested too deeply" in failed[0].error
    assert events[-1].type == "answer"
    assert len(_reload(chat, project)) == len(chat.messages)


def test_lone_surrogates_are_stored_and_reload(project, llm):
    raw = 'data: {"choices": [{"delta": {"role": "assistant", "content": "bad \\ud800 text"}, "finish_reason": "stop"}]}\n\n'
    llm.script = [SSE([raw], done=True)]
    chat = _chat(project, llm)
    events = list(chat.send("go"))
    assert events[-1].type == "answer"
    text = chat.session.messages_path.read_text(encoding="utf-8")  # valid UTF-8
    stored = _reload(chat, project)
    assert stored[-1]["content"] == "bad \ufffd text" and "\ufffd" in text


def test_an_echoed_api_key_is_redacted_before_it_is_written(project, llm):
    llm.script = [text_reply(f"Your key is {SECRET}, keep it safe.")]
    chat = _chat(project, llm)
    list(chat.send("what is my key?"))
    on_disk = chat.session.messages_path.read_text(encoding="utf-8")
    assert SECRET not in on_disk and "[redacted]" in on_disk
    assert SECRET not in json.dumps(chat.messages)


def test_a_key_echoed_into_tool_arguments_is_not_written_by_the_tool(project, llm):
    html = "<p>key: %s</p>" % SECRET
    llm.script = [tool_reply(("c1", "create_html_artifact", json.dumps({"title": "t", "html": html}))),
                  text_reply("saved")]
    chat = _chat(project, llm)
    list(chat.send("save a page"))
    written = b"".join(p.read_bytes() for p in project.path.rglob("*") if p.is_file())
    assert SECRET.encode() not in written and b"[redacted]" in written
