"""messages.jsonl survives crashes, and what a model is sent is always a well-formed history."""

from __future__ import annotations

import json
import subprocess
import sys

from genie_widgets.agent import Conversation
from genie_widgets.agent.events import (
    AnswerDone,
    ReasoningDelta,
    TextDelta,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
    event_from_json,
)
from genie_widgets.agent.history import META, MISSING_RESULT, MessageLog, api_messages

from .llm_server import text_reply


def test_partial_last_line_is_ignored_then_cut_off(tmp_path):
    log = MessageLog(tmp_path / "messages.jsonl")
    log.append([{"role": "user", "content": "one"}, {"role": "assistant", "content": "two"}])
    with open(log.path, "ab") as f:
        f.write(b'{"role": "user", "content": "thr')  # a writer killed mid-line
    assert [m["content"] for m in log.load()] == ["one", "two"] and log.skipped == []
    log.append([{"role": "user", "content": "four"}])
    assert [m["content"] for m in log.load()] == ["one", "two", "four"]
    assert log.path.read_bytes().count(b"\n") == 3


def test_whole_last_line_without_newline_is_kept(tmp_path):
    path = tmp_path / "messages.jsonl"
    path.write_text('{"role": "user", "content": "a"}\n{"role": "user", "content": "b"}', encoding="utf-8")
    log = MessageLog(path)
    log.append([{"role": "user", "content": "c"}])
    assert [m["content"] for m in log.load()] == ["a", "b", "c"]


def test_unreadable_middle_line_is_skipped_and_reported(tmp_path):
    path = tmp_path / "messages.jsonl"
    path.write_text('{"role": "user", "content": "a"}\nnot json\n[1, 2]\n{"role": "user", "content": "b"}\n',
                    encoding="utf-8")
    log = MessageLog(path)
    assert [m["content"] for m in log.load()] == ["a", "b"] and log.skipped == [2, 3]


def test_api_view_repairs_and_strips():
    stored = [
        {"role": "user", "content": "q", META: {"ts": "t"}},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "a", "type": "function", "function": {"name": "f", "arguments": '{"x": '}},
            {"id": "b", "type": "function", "function": {"name": "g", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "a", "content": '{"success": false}'},
        # the result of "b" was never written (the process died)
        {"role": "tool", "tool_call_id": "zzz", "content": "{}"},  # a result without a call
        {"role": "assistant", "content": "The model server failed.", META: {"kind": "error"}},
        {"role": "assistant", "content": "", META: {"kind": "stopped"}},
        {"role": "user", "content": "again"},
    ]
    sent = api_messages(stored)
    assert [m["role"] for m in sent] == ["user", "assistant", "tool", "tool", "user"]
    assert all(META not in m for m in sent)
    assert sent[1]["content"] is None
    assert json.loads(sent[1]["tool_calls"][0]["function"]["arguments"]) == {"invalidJson": '{"x": '}
    placeholder = json.dumps({"success": False, "error": MISSING_RESULT})
    assert sent[3] == {"role": "tool", "tool_call_id": "b", "content": placeholder}
    assert stored[1]["tool_calls"][0]["function"]["arguments"] == '{"x": '  # the stored copy is untouched


def test_a_crash_between_call_and_result_reopens_cleanly(project):
    chat = Conversation(project)
    chat.ask("/where")
    lines = chat.session.messages_path.read_text(encoding="utf-8").splitlines()
    # Keep the user message and the assistant's tool call, lose the result and answer.
    chat.session.messages_path.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    reopened = Conversation(project, chat.session.id)
    items = reopened.transcript()
    assert [i["type"] for i in items] == ["user", "tool"] and items[1]["status"] == "missing"
    assert reopened.ask("/where").type == "answer"


def test_events_json_is_camel_case_with_a_type():
    events = [
        TextDelta("a"), ReasoningDelta("r"), ToolCallStarted("c1", "f", {"x": 1}),
        ToolCallFinished("c1", "f", {"success": True, "citationToken": "[[cite:cite_x]]"}, "[[cite:cite_x]]"),
        ToolCallFailed("c2", "g", "bad", {"success": False, "citationToken": "[[cite:cite_y]]"}),
        AnswerDone("done", stopped=True), TurnError("boom"),
    ]
    out = [e.to_json() for e in events]
    assert [o["type"] for o in out] == ["text", "reasoning", "tool_started", "tool_finished", "tool_failed",
                                        "answer", "error"]
    assert out[2] == {"type": "tool_started", "callId": "c1", "name": "f", "arguments": {"x": 1}}
    assert out[3]["citationToken"] == "[[cite:cite_x]]" and out[4]["citationToken"] == "[[cite:cite_y]]"
    assert out[5] == {"type": "answer", "text": "done", "stopped": True, "incomplete": False}
    json.dumps(out)
    assert [event_from_json(o) for o in out] == events


CHILD = """
import sys
from genie_widgets.agent import Conversation, OpenAICompatible
from genie_widgets.project import Project
project = Project.open(sys.argv[1])
chat = Conversation(project, sys.argv[2], agent=OpenAICompatible(sys.argv[3], "m", timeout=30))
for event in chat.send("first"):
    pass
print("first done", flush=True)
for event in chat.send("second, killed while streaming"):
    print(event.type, flush=True)
"""


def test_a_process_killed_mid_turn_leaves_a_readable_history(llm_server, project, tmp_path):
    """A kernel killed in the middle of a streamed answer: every completed line survives and the
    chat reopens and continues."""
    llm_server.script = [text_reply("The first answer."), text_reply("x " * 200, pieces=100, delay=0.1)]
    session = project.session("killed")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(project.path), session.id, llm_server.base_url],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "first done"
        assert child.stdout.readline().strip() == "text"  # the second answer is streaming
    finally:
        child.kill()
        child.wait(10)
    chat = Conversation(project, session.id)
    assert [m["role"] for m in chat.messages] == ["user", "assistant", "user"]
    assert chat.messages[1]["content"] == "The first answer."
    assert chat.ask("/help").type == "answer"
    assert [m["role"] for m in chat.messages][-2:] == ["user", "assistant"]
