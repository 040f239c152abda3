"""Stop really stops: the HTTP connection is closed (the server sees it), the loop ends, and the
partial answer is kept and marked."""

from __future__ import annotations

import json
import threading
import time

from genie_widgets.agent import AnswerDone, Conversation, OpenAICompatible
from genie_widgets.agent.history import META
from genie_widgets.tools import registry

from .llm_server import text_reply, tool_reply

LONG = " ".join(f"word{i}" for i in range(60))


def client(server) -> OpenAICompatible:
    return OpenAICompatible(server.base_url, "scripted-model", api_key="sk-cancel", timeout=30, backoff=0.01)


def test_cancel_during_a_slow_stream_closes_the_connection(llm_server, project):
    llm_server.script = [text_reply(LONG, pieces=40, delay=0.2)]  # about 8 s if left alone
    chat = Conversation(project, agent=client(llm_server))
    events = []
    started = time.monotonic()
    for event in chat.send("talk slowly"):
        events.append(event)
        if sum(e.type == "text" for e in events) == 2:
            threading.Thread(target=chat.cancel).start()  # the Stop button, from another thread
    elapsed = time.monotonic() - started
    final = events[-1]
    assert isinstance(final, AnswerDone) and final.stopped and not final.incomplete
    partial = "".join(e.text for e in events if e.type == "text")
    assert final.text == partial and 0 < len(partial) < len(LONG)
    assert elapsed < 3
    assert llm_server.client_gone.wait(5), "the server never saw the connection close"
    stored = chat.messages[-1]
    assert stored["content"] == partial and stored[META]["stopped"] is True
    assert not chat.running
    llm_server.script = [text_reply("Back.")]
    assert chat.ask("again").text == "Back."


def test_cancel_while_the_stream_stalls(llm_server, project):
    """The reading thread is blocked in the middle of the body: cancelling wakes it at once."""
    llm_server.script = [text_reply(LONG, pieces=10, pause_before={4: 20.0})]
    chat = Conversation(project, agent=client(llm_server))
    events = []
    started = None
    for event in chat.send("talk, then think"):
        events.append(event)
        if sum(e.type == "text" for e in events) == 3:
            started = time.monotonic()
            threading.Timer(0.3, chat.cancel).start()
    assert time.monotonic() - started < 3
    assert events[-1].type == "answer" and events[-1].stopped, events[-1]
    assert events[-1].text == "".join(e.text for e in events if e.type == "text")
    assert llm_server.client_gone.wait(25)


def test_cancel_while_waiting_for_the_first_byte(llm_server, project):
    llm_server.script = [text_reply("late", headers_delay=10)]
    chat = Conversation(project, agent=client(llm_server))
    timer = threading.Timer(0.3, chat.cancel)
    started = time.monotonic()
    timer.start()
    events = list(chat.send("hello"))
    assert time.monotonic() - started < 3
    assert [e.type for e in events] == ["answer"] and events[0].stopped and events[0].text == ""
    assert llm_server.client_gone.wait(5)
    assert chat.messages[-1][META]["kind"] == "stopped"
    assert chat.transcript()[-1] == {"type": "assistant", "text": "", "final": True, "stopped": True,
                                     "incomplete": False, "reasoning": None, "error": None,
                                     "ts": chat.messages[-1][META]["ts"]}


def test_cancel_while_a_tool_runs_skips_the_remaining_calls(llm_server, project, tracks, monkeypatch):
    chat = Conversation(project, agent=client(llm_server))
    original = registry.TOOLS["genome_list_tracks"].run

    def list_then_stop(ctx, args):
        chat.cancel()  # the user presses Stop while this tool runs
        return original(ctx, args)

    monkeypatch.setattr(registry.TOOLS["genome_list_tracks"], "run", list_then_stop)
    llm_server.script = [tool_reply(("c1", "genome_list_tracks", "{}"), ("c2", "genome_signal_stats", "{}"))]
    events = list(chat.send("list and measure"))
    assert [e.type for e in events] == ["tool_started", "tool_finished", "answer"]
    assert events[-1].stopped
    tool_messages = [m for m in chat.messages if m["role"] == "tool"]
    assert [m[META].get("cancelled", False) for m in tool_messages] == [False, True]
    assert "stopped the turn" in json.loads(tool_messages[1]["content"])["error"]
    assert len(llm_server.requests) == 1  # the model was not asked again
    monkeypatch.undo()
    llm_server.script = [text_reply("ok")]
    assert chat.ask("go on").text == "ok"
    sent = llm_server.requests[-1]["body"]["messages"]
    assert [m["role"] for m in sent[1:]] == ["user", "assistant", "tool", "tool", "user"]


def test_abandoning_the_event_stream_stops_the_turn(llm_server, project):
    llm_server.script = [text_reply(LONG, pieces=40, delay=0.1)]
    chat = Conversation(project, agent=client(llm_server))
    events = chat.send("talk")
    first = [next(events), next(events)]
    events.close()  # e.g. the widget went away
    assert llm_server.client_gone.wait(5)
    assert not chat.running
    assert chat.messages[-1]["content"] == "".join(e.text for e in first)
    assert chat.messages[-1][META]["stopped"] is True


def test_cancel_before_and_without_a_turn(project):
    chat = Conversation(project)
    chat.cancel()  # nothing runs: no effect
    events = chat.send("/help")
    chat.cancel()  # pressed before the turn started
    final = list(events)[-1]
    assert isinstance(final, AnswerDone) and final.stopped
    assert chat.ask("/help").type == "answer" and not chat.ask("/help").stopped
