"""Every fault ends the turn with a clear message; history and citations stay intact; the next
turn works."""

from __future__ import annotations

import json
import socket

import pytest

from genie_widgets.agent import Conversation, OpenAICompatible, ToolCallFailed, TurnError
from genie_widgets.agent.history import META, api_messages
from genie_widgets.citations import CitationStore
from genie_widgets.tools import registry

from .llm_server import SSE, JSONReply, chunk, text_reply, tool_reply, tool_results

KEY = "sk-test-faults-0123456789"


def client(server, **kwargs) -> OpenAICompatible:
    kwargs.setdefault("api_key", KEY)
    kwargs.setdefault("backoff", 0.01)
    kwargs.setdefault("timeout", 5)
    kwargs.setdefault("max_retries", 2)
    return OpenAICompatible(server.base_url, "scripted-model", **kwargs)


@pytest.fixture()
def chat(llm_server, project, tracks):
    """A conversation that already holds one successful cited turn (so there is something to lose)."""
    llm_server.script = [tool_reply(("c0", "genome_signal_stats", "{}")),
                         lambda body: text_reply(f"Measured {tool_results(body)[0]['citationToken']}.")]
    conversation = Conversation(project, agent=client(llm_server))
    assert conversation.ask("measure").type == "answer"
    llm_server.requests.clear()
    return conversation


def check_intact(chat: Conversation, llm_server, records_before: set[str]) -> None:
    """The history on disk is whole and well formed, earlier records are all there, and the
    next turn is answered."""
    lines = chat.session.messages_path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == chat.messages
    reopened = Conversation(chat.project, chat.session.id)
    assert reopened.messages == chat.messages
    assert records_before <= set(CitationStore(chat.session.dir).records())
    sent = api_messages(chat.messages)
    for i, message in enumerate(sent):  # every call is followed by its result
        ids = [c["id"] for c in message.get("tool_calls") or []]
        assert [m["tool_call_id"] for m in sent[i + 1:i + 1 + len(ids)]] == ids
    llm_server.script = [text_reply("All good again.")]
    final = chat.ask("are you there?")
    assert final.type == "answer" and final.text == "All good again."


def run(chat, text="go"):
    events = list(chat.send(text))
    assert [e.type for e in events].count("error") + [e.type for e in events].count("answer") == 1
    return events


def records(chat) -> set[str]:
    return set(chat.store.records())


def test_disconnect_mid_stream(chat, llm_server):
    before = records(chat)
    llm_server.script = [text_reply("The answer is being written when the line drops.", pieces=6, cut_after=3)]
    events = run(chat)
    assert isinstance(events[-1], TurnError)
    assert "broke in the middle of the answer" in events[-1].message
    partial = "".join(e.text for e in events if e.type == "text")
    assert partial  # something arrived before the cut, and it is kept, marked incomplete
    kept = chat.messages[-2]
    assert kept["content"] == partial and kept[META]["incomplete"] is True
    assert chat.messages[-1][META]["kind"] == "error"
    check_intact(chat, llm_server, before)


def test_error_chunk_in_a_200_stream(chat, llm_server):
    before = records(chat)
    llm_server.script = [SSE([chunk({"content": "Hal"}), {"error": {"message": "upstream overloaded", "code": 503}}])]
    events = run(chat)
    assert isinstance(events[-1], TurnError) and "upstream overloaded (code 503)" in events[-1].message
    check_intact(chat, llm_server, before)


def test_malformed_arguments_go_back_to_the_model_which_retries(chat, llm_server, tracks):
    before = records(chat)

    def corrected(body):
        (result,) = tool_results(body)
        assert result["success"] is False and "not valid JSON" in result["error"]
        bad = body["messages"][-2]["tool_calls"][0]["function"]["arguments"]
        assert json.loads(bad) == {"invalidJson": '{"locus": "chr21:45,700,000-'}  # history stays valid JSON
        return tool_reply(("c2", "genome_navigate", '{"locus": "chr21:45,700,000-45,710,000"}'))

    llm_server.script = [tool_reply(("c1", "genome_navigate", '{"locus": "chr21:45,700,000-')), corrected,
                         lambda body: text_reply(f"Moved {tool_results(body)[0]['citationToken']}.")]
    events = run(chat)
    failed = [e for e in events if isinstance(e, ToolCallFailed)]
    assert len(failed) == 1 and "not valid JSON" in failed[0].error
    assert failed[0].call_id == "c1" and events[events.index(failed[0]) - 1].arguments == '{"locus": "chr21:45,700,000-'
    assert events[-1].type == "answer"
    assert chat.project.view.locus == "chr21:45700000-45710000"
    check_intact(chat, llm_server, before)


def test_model_that_keeps_sending_malformed_arguments(chat, llm_server):
    before = records(chat)
    llm_server.script = [tool_reply(("c", "genome_navigate", '{"locus": ')) for _ in range(3)]
    events = run(chat)
    assert sum(isinstance(e, ToolCallFailed) for e in events) == 3
    assert isinstance(events[-1], TurnError) and "not valid JSON 3 times in a row" in events[-1].message
    check_intact(chat, llm_server, before)


def test_unknown_tool_name(chat, llm_server):
    before = records(chat)
    llm_server.script = [tool_reply(("c1", "run_shell", '{"cmd": "rm -rf /"}')),
                         lambda body: text_reply("I cannot run shell commands: " + tool_results(body)[0]["error"])]
    events = run(chat)
    (failed,) = [e for e in events if isinstance(e, ToolCallFailed)]
    assert failed.name == "run_shell" and "Unknown tool 'run_shell'" in failed.error
    assert "genome_signal_stats" in failed.error  # the model is told what it can call
    assert events[-1].type == "answer"
    check_intact(chat, llm_server, before)


def test_tool_that_raises(chat, llm_server, monkeypatch):
    before = records(chat)

    def explode(ctx, args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(registry.TOOLS["genome_list_tracks"], "run", explode)
    llm_server.script = [tool_reply(("c1", "genome_list_tracks", "{}")), text_reply("The tool failed.")]
    events = run(chat)
    (failed,) = [e for e in events if isinstance(e, ToolCallFailed)]
    assert "disk on fire" in failed.error and failed.result["success"] is False
    assert events[-1].type == "answer"
    check_intact(chat, llm_server, before)


def test_registry_itself_raising_is_contained(chat, llm_server, monkeypatch):
    before = records(chat)

    def broken_call(*args, **kwargs):
        raise MemoryError("out of memory")

    monkeypatch.setattr(registry, "call", broken_call)
    llm_server.script = [tool_reply(("c1", "genome_list_tracks", "{}")), text_reply("That failed.")]
    events = run(chat)
    (failed,) = [e for e in events if isinstance(e, ToolCallFailed)]
    assert "failed unexpectedly: MemoryError: out of memory" in failed.error
    monkeypatch.undo()
    check_intact(chat, llm_server, before)


def test_http_401_is_not_retried_and_names_the_key_setting(chat, llm_server):
    before = records(chat)
    llm_server.script = [JSONReply({"error": {"message": f"Incorrect API key provided: {KEY}."}}, status=401)]
    events = run(chat)
    message = events[-1].message
    assert isinstance(events[-1], TurnError) and "HTTP 401" in message and "API key" in message
    assert KEY not in message and "[redacted]" in message
    assert len(llm_server.requests) == 1
    check_intact(chat, llm_server, before)


def test_http_429_then_success_is_retried(chat, llm_server):
    before = records(chat)
    llm_server.script = [JSONReply({"error": {"message": "slow down"}}, status=429, headers={"Retry-After": "0"}),
                         text_reply("Second time lucky.")]
    events = run(chat)
    assert events[-1].type == "answer" and events[-1].text == "Second time lucky."
    assert len(llm_server.requests) == 2
    check_intact(chat, llm_server, before)


def test_http_500_every_time(chat, llm_server):
    before = records(chat)
    llm_server.script = [JSONReply({"error": {"message": "internal"}}, status=500) for _ in range(3)]
    events = run(chat)
    assert isinstance(events[-1], TurnError)
    assert "HTTP 500: internal" in events[-1].message and "Tried 3 times" in events[-1].message
    assert len(llm_server.requests) == 3
    check_intact(chat, llm_server, before)


def test_http_404_points_at_base_url(chat, llm_server):
    llm_server.script = [JSONReply({"error": {"message": "model not found"}}, status=404)]
    events = run(chat)
    assert "base_url" in events[-1].message and "scripted-model" in events[-1].message
    check_intact(chat, llm_server, records(chat))


def test_timeout_waiting_for_the_answer(chat, llm_server):
    before = records(chat)
    chat.agent = client(llm_server, timeout=0.5)
    llm_server.script = [text_reply("too late", headers_delay=3)]
    events = run(chat)
    assert isinstance(events[-1], TurnError) and "did not start answering within 0.5 s" in events[-1].message
    chat.agent = client(llm_server)
    check_intact(chat, llm_server, before)


def test_timeout_in_the_middle_of_a_stream(chat, llm_server):
    before = records(chat)
    chat.agent = client(llm_server, timeout=0.5)
    llm_server.script = [text_reply("a stream that stalls halfway", pieces=4, pause_before={3: 3.0})]
    events = run(chat)
    assert isinstance(events[-1], TurnError) and "stopped sending for 0.5 s" in events[-1].message
    assert chat.messages[-2][META].get("incomplete") is True
    chat.agent = client(llm_server)
    check_intact(chat, llm_server, before)


def test_model_that_keeps_calling_tools_hits_the_step_cap(chat, llm_server):
    before = records(chat)
    chat.max_steps = 4
    llm_server.script = [tool_reply((f"c{i}", "genome_get_current_region", "{}")) for i in range(10)]
    events = run(chat)
    assert isinstance(events[-1], TurnError) and "still calling tools after 4 steps" in events[-1].message
    assert len(llm_server.requests) == 4
    assert sum(e.type == "tool_finished" for e in events) == 4
    assert len(records(chat)) == len(before) + 4  # the records the loop made are kept
    llm_server.script = []
    check_intact(chat, llm_server, before)


def test_server_that_cannot_be_reached(project):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    model = OpenAICompatible(f"http://127.0.0.1:{port}/v1", "m", max_retries=1, backoff=0.01)
    chat = Conversation(project, agent=model)
    final = chat.ask("hello")
    assert isinstance(final, TurnError) and "Could not reach the model server" in final.message
    assert "Tried 2 times" in final.message


def test_empty_answers(chat, llm_server):
    before = records(chat)
    llm_server.script = [SSE([chunk({"role": "assistant", "content": ""}), chunk({}, "stop")])]
    assert "finished without writing an answer" in chat.ask("go").message
    llm_server.script = [SSE([chunk({"reasoning_content": "thinking hard"}), chunk({}, "length")])]
    assert "whole output limit on reasoning" in chat.ask("go").message
    llm_server.script = [SSE([], done=False)]
    assert "closed the stream without sending an answer" in chat.ask("go").message
    check_intact(chat, llm_server, before)


def test_a_second_send_while_a_turn_runs_is_refused(chat, llm_server):
    llm_server.script = [text_reply("slow", pieces=2, delay=0.2)]
    first = chat.send("one")
    next(first)  # the turn is running
    final = chat.ask("two")
    assert isinstance(final, TurnError) and "still running" in final.message
    assert [e.type for e in first][-1] == "answer"
    check_intact(chat, llm_server, records(chat))
