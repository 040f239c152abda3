"""What the Chat widget sends over its comm while a turn runs: one small message per event (an
appended entry, text added to the reasoning, a patch of the live answer), never the whole entries
list per delta; the whole list once when the turn ends; the full state to a view that says hello
in the middle of a turn. The turns come from a scripted model over real HTTP on 127.0.0.1."""

from __future__ import annotations

import json
import threading

import pytest

from genie_widgets import Chat, OpenAICompatible, Project
from genie_widgets.widgets.chat_entries import entries_from_transcript

from ..agent.llm_server import SSE, LLMServer, chunk, text_reply

HISTORY = " ".join(f"history{i}" for i in range(3000))  # about 30,000 characters already in the chat


@pytest.fixture()
def server():
    with LLMServer() as s:
        yield s


def recorded(chat: Chat) -> list[dict]:
    """Every message the widget sends from now on (state updates and custom messages alike)."""
    sent: list[dict] = []
    original = chat.comm.send

    def send(data=None, metadata=None, buffers=None, **kw):
        sent.append(data)
        return original(data=data, metadata=metadata, buffers=buffers, **kw)

    chat.comm.send = send
    return sent


def size(message: dict) -> int:
    return len(json.dumps(message, ensure_ascii=False))


def whole_lists(sent: list[dict]) -> list[dict]:
    return [m for m in sent if "entries" in m.get("state", {})]


def test_a_20_delta_turn_sends_small_messages_not_20_copies(tmp_path, server):
    project = Project.create(tmp_path / "p", genome="hg38")
    model = OpenAICompatible(server.base_url, "scripted-model", api_key="sk-test", timeout=30, backoff=0.01)
    chat = Chat(project, agent=model)
    server.script = [text_reply(HISTORY, pieces=3)]
    chat.ask("first", timeout=60)
    history_bytes = size({"entries": chat.entries})
    assert history_bytes > 30_000

    thoughts = [chunk({"reasoning_content": f"step {i}. "}) for i in range(20)]
    words = [chunk({"content": f"word{i} "}) for i in range(20)]
    # 60 ms apart, so that every text delta is re-rendered (the live answer is paced at 50 ms)
    events = [chunk({"role": "assistant", "content": ""}), *thoughts, *words, chunk({}, "stop")]
    server.script = [SSE(events, delay=0.06)]
    sent = recorded(chat)
    answer = chat.ask("second", timeout=60)
    assert answer["kind"] == "answer" and "word19" in answer["message"]["markdown"]

    changes = [c for m in sent if m.get("method") == "custom" for c in m["content"].get("changes", [])]
    ops = [c["op"] for c in changes]
    assert ops.count("text") == 19 and ops.count("live") >= 15, ops  # one message per delta
    assert ops.count("append") == 3  # the question, the reasoning, the answer
    deltas = [m for m in sent if m.get("method") == "custom"
              and all(c["op"] in ("text", "live") for c in m["content"].get("changes", []))]
    assert len(deltas) >= 34 and max(size(m) for m in deltas) < 1_000, max(size(m) for m in deltas)
    # the whole list goes once, when the turn ends: the old widget sent it on every delta
    assert len(whole_lists(sent)) == 1
    per_turn = sum(size(m) for m in sent if m not in whole_lists(sent))
    assert per_turn < history_bytes, (per_turn, history_bytes)
    assert sum(size(m) for m in sent) < 3 * history_bytes  # 20 copies would be 20 × history_bytes

    # the entries the view builds from the changes are those a reopened chat reads from disk
    reopened = entries_from_transcript(chat.conversation.transcript(), chat.conversation.store)
    assert [e["kind"] for e in chat.entries] == [e["kind"] for e in reopened] == [
        "user", "answer", "user", "reasoning", "answer"]
    assert chat.entries[3]["text"] == reopened[3]["text"] == "".join(f"step {i}. " for i in range(20))


def test_a_view_that_says_hello_mid_turn_gets_the_state(tmp_path, server):
    project = Project.create(tmp_path / "p", genome="hg38")
    model = OpenAICompatible(server.base_url, "scripted-model", api_key="sk-test", timeout=30, backoff=0.01)
    chat = Chat(project, agent=model)
    server.script = [text_reply("one two three four five six", pieces=6, pause_before={4: 1.0})]
    sent = recorded(chat)
    chat._on_message(chat, {"type": "hello"}, [])
    assert not [m for m in sent if m.get("method") == "custom"], "no turn runs: the synced entries are whole"
    thread = chat._start("go")
    live_seen = threading.Event()
    for _ in range(100):
        if any(c.get("op") == "live" for m in list(sent) if m.get("method") == "custom"
               for c in m["content"].get("changes", [])):
            live_seen.set()
            break
        threading.Event().wait(0.05)
    assert live_seen.is_set()
    chat._on_message(chat, {"type": "hello"}, [])
    states = [m["content"] for m in sent if m.get("method") == "custom" and m["content"]["type"] == "state"]
    assert len(states) == 1 and states[0]["entries"][-1] == {"kind": "user", "text": "go"}
    assert "one" in states[0]["live"]["html"]
    thread.join(30)
    assert chat.entries[-1]["kind"] == "answer" and not chat.busy
