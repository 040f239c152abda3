"""Item 2 of issue 12: every read from outside is bounded (bytes, inflation, time) and a tool
reading a URL can be stopped."""

from __future__ import annotations

import threading
import time
import tracemalloc

import pytest

from genie_widgets import _http
from genie_widgets.agent.cancel import CancelToken
from genie_widgets.genome import TrackSourceError
from genie_widgets.genome.remote import DEFAULT_TIMEOUT, HttpRangeFile
from genie_widgets.project import Project
from genie_widgets.tools import call


def test_a_dripping_range_probe_ends_within_the_deadline(hostile):
    t0 = time.monotonic()
    with pytest.raises(TrackSourceError, match="timed out after 1.5 s"):
        HttpRangeFile(f"{hostile.url}/drip-206", timeout=1.5)
    assert time.monotonic() - t0 < 4


def test_a_206_with_a_huge_body_is_cut_at_what_was_asked(hostile):
    tracemalloc.start()
    try:
        with pytest.raises(TrackSourceError, match="sent more data than was asked for"):
            HttpRangeFile(f"{hostile.url}/huge-206", timeout=5)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20  # the 64 MiB body was never held


def test_a_gzip_bomb_in_a_range_answer_stops_at_the_cap(hostile):
    tracemalloc.start()
    try:
        with pytest.raises(TrackSourceError, match="sent more data than was asked for"):
            HttpRangeFile(f"{hostile.url}/bomb-206", timeout=5)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20  # 64 MiB of zeros were never inflated


def test_genome_add_track_on_a_dripping_url_is_a_clear_error(tmp_path, hostile):
    project = Project.create(tmp_path / "p", genome="hg38", allow_private_urls=True)
    t0 = time.monotonic()
    r = call("genome_add_track", {"sourceUrl": f"{hostile.url}/drip-206", "type": "bigwig"}, project,
             project.session("s"))
    assert not r.success and f"timed out after {DEFAULT_TIMEOUT:g} s" in r.error
    assert time.monotonic() - t0 < DEFAULT_TIMEOUT + 4  # one overall deadline, not one per byte


def test_cancel_interrupts_a_tool_reading_a_url(tmp_path, hostile):
    """Stop in the chat cancels the turn's token: a tool blocked on a slow URL returns at once."""
    project = Project.create(tmp_path / "p", genome="hg38", allow_private_urls=True)
    token = CancelToken()
    threading.Timer(0.8, token.cancel).start()
    t0 = time.monotonic()
    r = call("project_inspect_remote_source", {"url": f"{hostile.url}/slow-drip", "timeoutMs": 30000},
             project, project.session("s"), mode="asset_import", cancel=token)
    elapsed = time.monotonic() - t0
    assert not r.success and "cancelled" in r.error
    assert elapsed < 3, elapsed


def test_cancel_scope_reaches_the_range_reader(hostile):
    token = CancelToken()
    threading.Timer(0.5, token.cancel).start()
    t0 = time.monotonic()
    with _http.scope(cancel=token), pytest.raises(TrackSourceError, match="cancelled"):
        HttpRangeFile(f"{hostile.url}/drip-206", timeout=20)
    assert time.monotonic() - t0 < 3


def test_conversation_cancel_stops_a_tool_reading_a_url(tmp_path, hostile):
    """The chat's Stop (Conversation.cancel) reaches the fetch a tool is blocked in."""
    from genie_widgets.agent import Conversation, OpenAICompatible

    from ..agent.llm_server import LLMServer, text_reply, tool_reply

    llm = LLMServer(tmp_path).start()
    try:
        args = '{"url": "%s/slow-drip", "timeoutMs": 30000}' % hostile.url
        llm.script = [tool_reply(("c1", "project_inspect_remote_source", args)), text_reply("stopped?")]
        project = Project.create(tmp_path / "p", genome="hg38", allow_private_urls=True)
        chat = Conversation(project, mode="asset_import",
                            agent=OpenAICompatible(llm.base_url, "m", api_key="k" * 12, max_retries=0))
        events = []
        t0 = time.monotonic()
        for event in chat.send("inspect it"):
            events.append(event)
            if event.type == "tool_started":
                threading.Timer(0.8, chat.cancel).start()
        elapsed = time.monotonic() - t0
    finally:
        llm.stop()
    assert elapsed < 5, (elapsed, [e.type for e in events])  # not the 30 s the tool was allowed
    seen = [e.to_json() for e in events]
    failed = [j for j in seen if j["type"] == "tool_failed"]
    assert failed and "cancelled" in failed[0]["error"], seen
    assert seen[-1]["type"] == "answer" and seen[-1]["stopped"], seen


def test_a_stopped_turn_does_not_break_later_reads_of_a_url_track(tmp_path, hostile, bigwig_bytes):
    """A range reader opened during a turn that was then stopped keeps working afterwards."""
    url = hostile.add_file("later.bw", bigwig_bytes)
    token = CancelToken()
    with _http.scope(cancel=token):
        remote = HttpRangeFile(url, timeout=5)
    token.cancel()
    assert remote.read(remote.size - 10, 10) == bigwig_bytes[-10:]
