"""(issue 30) A tool call the user's Stop ends is "stopped", not "failed": live in the chat (its card
and the settled entries) and in the same chat reopened from its session. The call is a real
many-track job, cancelled by the Stop (the tool's run is wrapped only to press Stop while it runs)."""

from __future__ import annotations

import json

import pytest

from genie_widgets import Chat, OpenAICompatible, Project
from genie_widgets.demo import demo_track
from genie_widgets.tools import registry
from genie_widgets.widgets.chat_entries import STOPPED_NOTE, entries_from_transcript

from ..agent.llm_server import LLMServer, tool_reply


@pytest.fixture()
def server():
    with LLMServer() as s:
        yield s


def test_a_tool_call_ended_by_stop_says_stopped(tmp_path, server, monkeypatch):
    project = Project.create(tmp_path / "p", genome="hg38")
    ids = [project.add_track(demo_track(tmp_path, p), name=f"SYNTHETIC {p}").id for p in ("K562", "HepG2")]
    project.set_view("chr8:127,700,000-127,760,000")
    chat = Chat(project, agent=OpenAICompatible(server.base_url, "scripted-model", api_key="sk-test", timeout=30,
                                                backoff=0.01))
    original = registry.TOOLS["genome_signal_stats"].run

    def stop_while_running(ctx, args):
        chat.stop()  # the user presses Stop while the call runs: its many-track job is cancelled
        return original(ctx, args)

    monkeypatch.setattr(registry.TOOLS["genome_signal_stats"], "run", stop_while_running)
    server.script = [tool_reply(("c1", "genome_signal_stats", json.dumps({"trackIds": ids, "scope": "chromosome"})))]
    chat.ask("measure both", timeout=60)

    cards = [e for e in chat.entries if e["kind"] == "tool"]
    assert [c["status"] for c in cards] == ["stopped"], cards
    assert cards[0]["error"] is None and cards[0]["note"] == STOPPED_NOTE
    assert not any(e["kind"] == "error" for e in chat.entries)
    # Reopened from its session (a new kernel): still stopped, not failed.
    reopened = entries_from_transcript(chat.conversation.transcript(), chat.conversation.store)
    assert [e["status"] for e in reopened if e["kind"] == "tool"] == ["stopped"]


def test_a_tool_call_that_really_fails_still_says_failed(tmp_path, server):
    project = Project.create(tmp_path / "p", genome="hg38")
    chat = Chat(project, agent=OpenAICompatible(server.base_url, "scripted-model", api_key="sk-test", timeout=30,
                                                backoff=0.01))
    server.script = [tool_reply(("c1", "genome_signal_stats", '{"trackIds": ["no_such_track"]}')),
                     tool_reply(text="")]
    chat.ask("measure", timeout=60)
    cards = [e for e in chat.entries if e["kind"] == "tool"]
    assert cards and cards[0]["status"] == "failed" and cards[0]["error"], cards
    reopened = entries_from_transcript(chat.conversation.transcript(), chat.conversation.store)
    assert next(e["status"] for e in reopened if e["kind"] == "tool") == "failed"
