"""Scripted multi-turn conversations over HTTP, with real tools on real bigWig tracks."""

from __future__ import annotations

import json
import re

import pytest

from genie_widgets.agent import (
    AnswerDone,
    Conversation,
    OpenAICompatible,
    ToolCallFinished,
    ToolCallStarted,
)
from genie_widgets.agent.history import META
from genie_widgets.agent.narrate import fmt
from genie_widgets.citations import render_message, verify_message
from genie_widgets.tools.registry import TOOLS, tool_names

from .llm_server import JSONReply, text_reply, tool_reply, tool_results


def available(mode: str) -> set[str]:
    return {n for n in tool_names(mode) if TOOLS[n].available}


def client(server, **kwargs) -> OpenAICompatible:
    kwargs.setdefault("api_key", "sk-test-conversation")
    kwargs.setdefault("backoff", 0.01)
    kwargs.setdefault("timeout", 5)
    return OpenAICompatible(server.base_url, "scripted-model", **kwargs)


def stats_answer(body):
    """The scripted model's answer after genome_signal_stats + genome_get_current_region."""
    stats, region = tool_results(body)
    track = stats["tracks"][0]
    return text_reply(
        f"The current view is {region['viewRegion']['locus']} {region['citationToken']}. "
        f"Over it, `{track['trackId']}` had a mean of {fmt(track['stats']['mean'])} and a maximum of "
        f"{fmt(track['stats']['max'])} {stats['citationToken']}.")


def peaks_answer(body):
    (peaks,) = tool_results(body)
    return text_reply(f"I found {peaks['peakCount']} exploratory peaks above {fmt(peaks['threshold'])} "
                      f"{peaks['citationToken']}.", pieces=7)


def test_two_turns_with_tools_persisted_and_reopened(llm_server, project, tracks):
    llm_server.script = [
        tool_reply(("call_s", "genome_signal_stats", json.dumps({"trackIds": tracks[:1]})),
                   ("call_r", "genome_get_current_region", "{}"), text="Let me measure."),
        stats_answer,
        tool_reply(("call_p", "genome_call_peaks", json.dumps({"trackId": tracks[0], "mergeGap": 1000})), split=9),
        peaks_answer,
    ]
    chat = Conversation(project, agent=client(llm_server))
    events = list(chat.send("What is the signal here?"))
    kinds = [e.type for e in events]
    assert kinds[:2] == ["text", "tool_started"]
    assert kinds.count("tool_started") == 2 and kinds.count("tool_finished") == 2
    assert kinds[-1] == "answer" and "error" not in kinds
    started = [e for e in events if isinstance(e, ToolCallStarted)]
    assert [(e.call_id, e.name, e.arguments) for e in started] == [
        ("call_s", "genome_signal_stats", {"trackIds": tracks[:1]}), ("call_r", "genome_get_current_region", {})]
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert all(e.citation_token and e.result["citationToken"] == e.citation_token for e in finished)
    answer = events[-1]
    assert isinstance(answer, AnswerDone) and not answer.stopped and not answer.incomplete
    assert answer.text == "".join(e.text for e in events[events.index(finished[-1]):] if e.type == "text")
    checks = verify_message(answer.text, chat.store)
    assert [c.status for c in checks] == ["verified", "verified"]

    events2 = list(chat.send("Call peaks on the first track."))
    assert events2[-1].type == "answer"
    assert all(c.status == "verified" for c in verify_message(events2[-1].text, chat.store))
    # the peak BED was added as a track (#13: named with its parameters)
    assert any(" peaks · z ≥ " in t.name for t in project.tracks)

    # What the model was sent.
    first, second = llm_server.requests[0], llm_server.requests[1]
    assert first["headers"]["Authorization"] == "Bearer sk-test-conversation"
    assert first["body"]["stream"] is True and first["body"]["model"] == "scripted-model"
    system = first["body"]["messages"][0]
    assert system["role"] == "system" and "Mode: Genome" in system["content"] and tracks[0] in system["content"]
    sent_tools = {t["function"]["name"] for t in first["body"]["tools"]}
    assert sent_tools == available("genome") and "genome_signal_stats" in sent_tools
    roles = [m["role"] for m in second["body"]["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "tool"]
    assert second["body"]["messages"][2]["content"] == "Let me measure."
    assert [m["tool_call_id"] for m in second["body"]["messages"][3:]] == ["call_s", "call_r"]
    assert all(META not in m for r in llm_server.requests for m in r["body"]["messages"])
    assert [m["role"] for m in llm_server.requests[3]["body"]["messages"]] == [
        "system", "user", "assistant", "tool", "tool", "assistant", "user", "assistant", "tool"]

    # Persisted line by line; reopened as it was.
    lines = chat.session.messages_path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == chat.messages
    reopened = Conversation(project, chat.session.id, agent=client(llm_server))
    assert reopened.messages == chat.messages
    assert reopened.transcript() == chat.transcript()
    items = chat.transcript()
    assert [i["type"] for i in items] == ["user", "assistant", "tool", "tool", "assistant", "user", "tool", "assistant"]
    assert items[1]["final"] is False and items[4]["final"] is True
    assert items[2]["status"] == "done" and items[2]["citationToken"] == finished[0].citation_token
    rendered = render_message(items[-1]["text"], reopened.store)
    assert len(rendered.chips) == 1 and not rendered.unknown_tokens  # an old chip still opens

    markdown = chat.to_markdown()
    assert "[1]" in markdown and "Sources:" in markdown and "[[cite:" not in markdown
    html = chat.to_html()
    assert html.startswith("<!doctype html>") and "gw-chip" in html and "<details" in html
    # Raw tokens appear only in the evidence list's "Token" tiles, never in the text.
    assert "[[cite:" not in re.sub(r"<th>Token</th><td>\[\[cite:[\w-]+\]\]</td>", "", html)
    assert "<script" not in html


def test_mode_decides_tools_and_instructions(llm_server, project, tracks):
    llm_server.script = [text_reply("ok"), text_reply("ok")]
    chat = Conversation(project, agent=client(llm_server), mode="analysis")
    assert chat.ask("hi").type == "answer"
    body = llm_server.requests[0]["body"]
    assert "Mode: Analysis" in body["messages"][0]["content"]
    assert {t["function"]["name"] for t in body["tools"]} == available("analysis")
    chat.mode = "asset_import"
    assert chat.ask("hi").type == "answer"
    body = llm_server.requests[1]["body"]
    assert "Mode: Asset import" in body["messages"][0]["content"]
    assert {t["function"]["name"] for t in body.get("tools", [])} == available("asset_import")
    with pytest.raises(ValueError, match="unknown mode"):
        chat.mode = "shell"


def test_tools_not_delivered_yet_are_not_offered(llm_server, project, monkeypatch):
    """Declared tools without an implementation are named as unavailable, never sent."""
    for name in [*tool_names("asset_import"), "public_data_search"]:
        monkeypatch.setattr(TOOLS[name], "run", None)
    llm_server.script = [text_reply("ok"), text_reply("ok")]
    chat = Conversation(project, agent=client(llm_server))
    chat.ask("hi")
    body = llm_server.requests[0]["body"]
    assert "public_data_search" not in {t["function"]["name"] for t in body["tools"]}
    line = next(x for x in body["messages"][0]["content"].splitlines() if "not installed in this version" in x)
    assert "public_data_search" in line and "project_list_assets" in line
    chat.mode = "asset_import"
    chat.ask("hi")
    body = llm_server.requests[1]["body"]
    assert "tools" not in body  # no empty tool list is sent
    assert "No tools are available in this mode" in body["messages"][0]["content"]


def test_non_streaming_mode(llm_server, project, tracks):
    completion = {"choices": [{"index": 0, "finish_reason": "stop",
                               "message": {"role": "assistant", "content": "Nothing to measure."}}]}
    llm_server.script = [JSONReply(completion)]
    chat = Conversation(project, agent=client(llm_server, stream=False))
    events = list(chat.send("hi"))
    assert [e.type for e in events] == ["text", "answer"] and events[-1].text == "Nothing to measure."
    assert llm_server.requests[0]["body"]["stream"] is False


def test_server_that_refuses_streaming_gets_a_plain_request(llm_server, project):
    completion = {"choices": [{"index": 0, "message": {"role": "assistant", "content": "fine"}}]}
    llm_server.script = [JSONReply({"error": {"message": "stream is not supported"}}, status=400),
                         JSONReply(completion)]
    chat = Conversation(project, agent=client(llm_server))
    assert chat.ask("hi").text == "fine"
    assert [r["body"]["stream"] for r in llm_server.requests] == [True, False]


def test_call_ids_missing_repeated_or_reused_across_turns(llm_server, project, tracks):
    """Servers that send no id, the same id twice, or "0" in every turn still pair up."""
    llm_server.script = [
        tool_reply(("", "genome_get_current_region", "{}"), ("", "genome_list_tracks", "{}")),
        text_reply("first"),
        tool_reply(("0", "genome_get_current_region", "{}"), ("0", "genome_list_tracks", "{}")),
        text_reply("second"),
        tool_reply(("0", "genome_list_tracks", "{}")),
        text_reply("third"),
    ]
    chat = Conversation(project, agent=client(llm_server))
    for text in ("a", "b", "c"):
        assert chat.ask(text).type == "answer"
    sent = llm_server.requests[1]["body"]["messages"]
    ids = [c["id"] for c in sent[2]["tool_calls"]]
    assert ids == ["call_1_0", "call_1_1"] and [m["tool_call_id"] for m in sent[3:5]] == ids
    sent = llm_server.requests[3]["body"]["messages"]
    assert [c["id"] for c in sent[-3]["tool_calls"]] == ["0", "0_1"]
    tools = [i for i in chat.transcript() if i["type"] == "tool"]
    assert [(t["name"], t["status"]) for t in tools] == [
        ("genome_get_current_region", "done"), ("genome_list_tracks", "done"),
        ("genome_get_current_region", "done"), ("genome_list_tracks", "done"), ("genome_list_tracks", "done")]
    assert [bool(t["citationToken"]) for t in tools] == [True, False, True, False, False]
