"""The built-in offline agent end to end over real bigWig tracks; /summary verifies 100%."""

from __future__ import annotations

import pytest

from genie_widgets.agent import AnswerDone, Conversation, OfflineAgent
from genie_widgets.citations import render_message, verify_message
from genie_widgets.tools import registry

from .conftest import TCGA

PASSING = {"verified", "plain"}


def delivered(tool: str) -> bool:
    registry.tool_names("genome")  # loads the tool modules
    return tool in registry.TOOLS and registry.TOOLS[tool].available


def answer(chat: Conversation, command: str, allowed: set[str] = PASSING) -> AnswerDone:
    """Run a command; its answer must be fully verified or plain text (never an uncited or
    unsupported claim, never an unknown token)."""
    events = list(chat.send(command))
    final = events[-1]
    assert isinstance(final, AnswerDone), final
    checks = verify_message(final.text, chat.store)
    assert {c.status for c in checks} <= allowed, (command, [(c.status, c.reason, c.sentence) for c in checks])
    assert not render_message(final.text, chat.store).unknown_tokens
    return final


def test_offline_agent_is_the_default_and_labelled(project):
    chat = Conversation(project)
    assert isinstance(chat.agent, OfflineAgent)
    assert chat.label == "Built-in offline agent (no model)"


def test_offline_session_over_real_tracks(project, shared_data, gencode):
    folder = shared_data / TCGA
    chat = Conversation(project)
    assert "No tracks are loaded yet" in answer(chat, "/tracks").text
    for name in ("ACCx_025FE5F8_T1.bw", "BRCA_000CFD9F_T2.bw"):
        assert "Added track" in answer(chat, f"/add {folder / name}").text
    a, b = [t.id for t in project.tracks]
    assert a in answer(chat, "/tracks").text

    gene = answer(chat, "/gene MYC")
    assert "`MYC` is at chr8:" in gene.text and "[[cite:" in gene.text
    assert "chr21:45,700,000-45,800,000" in answer(chat, "/goto chr21:45,700,000-45,800,000").text  # #13: commas
    assert project.view.locus == "chr21:45700000-45800000"
    assert "chr21:45,700,000-45,800,000" in answer(chat, "/where").text
    stats = answer(chat, "/stats")
    assert stats.text.count("[[cite:") == 2 and "mean" in stats.text
    # #13: tracks are named by their display names (unique here, so without ids)
    names = {t.id: t.name for t in project.tracks}
    assert f"`{names[a]}` had mean" in stats.text and f"`{a}`" not in stats.text
    peaks = answer(chat, f"/peaks {a} k=2 mergeGap=1000")
    assert "merging peaks within 1,000 bp" in peaks.text
    peak_track = project.tracks[-1].id
    assert f"`{project.tracks[-1].name}`" in peaks.text
    assert "the top feature" in answer(chat, f"/quantify {b} {peak_track} metric=max").text
    assert "Pearson correlation" in answer(chat, f"/correlate {a} {b}").text
    assert "features" in answer(chat, "/describe").text
    assert "whole chromosome (chr21:0-46,709,983)" in answer(chat, f"/stats {a} scope=chromosome").text
    assert "height=80" in answer(chat, f"/track {a} height=80").text
    assert "hg38" in answer(chat, "/assemblies").text

    summary = answer(chat, "/summary")
    checks = verify_message(summary.text, chat.store)
    assert len(checks) >= 8
    assert all(c.status == "verified" for c in checks), [(c.status, c.reason) for c in checks if c.status != "verified"]
    rendered = render_message(summary.text, chat.store)
    assert rendered.chips and all(chip.status == "verified" for chip in rendered.chips)
    # Every claim in the paragraph is followed by its token.
    assert all(c.citation_ids for c in checks)


def test_summary_of_an_empty_session(project):
    text = Conversation(project).ask("/summary").text
    assert "nothing to summarize yet" in text


def test_errors_and_refusals_are_answered_clearly(project, tracks):
    chat = Conversation(project)
    # A signal track is no feature track: refused, with the refusal's record cited (its text
    # holds nothing checkable, so that sentence is "unverified", honestly).
    refused = answer(chat, f"/quantify {tracks[0]} {tracks[1]}", PASSING | {"unverified"})
    assert "refused the request" in refused.text and "[[cite:" in refused.text
    missing = answer(chat, "/stats no_such_track")
    assert "could not run" in missing.text and "no_such_track" in missing.text
    events = list(chat.send("/goto chr21:1-2-3"))
    assert [e.type for e in events] == ["tool_started", "tool_failed", "text", "answer"]


def test_help_usage_and_free_text(project, tracks):
    chat = Conversation(project)
    help_text = answer(chat, "/help").text
    for command in ("/goto", "/stats", "/peaks", "/summary", "/help"):
        assert f"`{command}" in help_text
    assert "do not understand free text" in answer(chat, "what is going on here?").text
    assert "Unknown command `/dance`" in answer(chat, "/dance").text
    assert answer(chat, "/help peaks").text.startswith("`/peaks <trackId>")
    assert answer(chat, "/peaks").text.startswith("Usage: `/peaks")
    assert "either `k=`" in answer(chat, f"/peaks {tracks[0]} k=2 threshold=5").text
    assert "`bogus=` is not an option" in answer(chat, "/stats bogus=1").text
    assert [e.type for e in chat.send("/peaks")] == ["text", "answer"]  # no tool was called


def test_commands_follow_the_mode_and_tool_availability(project, tracks, monkeypatch):
    chat = Conversation(project, mode="analysis")
    text = answer(chat, "/stats").text
    assert "not part of analysis mode" in text and "Switch to genome mode" in text
    assert "`/stats" not in answer(chat, "/help").text
    chat.mode = "genome"
    monkeypatch.setattr(registry.TOOLS["public_data_search"], "run", None)
    events = list(chat.send("/search assay=ATAC-seq biosample=K562"))
    assert [e.type for e in events] == ["text", "answer"]
    assert "declared but not available in this version" in events[-1].text
    assert "Not available in this version yet: `/search`" in answer(chat, "/help").text


@pytest.mark.skipif(not delivered("project_list_assets"), reason="not delivered in this checkout")
def test_assets_when_the_tool_is_available(project):
    chat = Conversation(project)
    text = answer(chat, "/assets").text
    assert "The project catalog lists 0 assets" in text
    assert all(c.status == "verified" for c in verify_message(text, chat.store) if c.citation_ids)


@pytest.mark.skipif(not delivered("create_html_artifact"), reason="not delivered in this checkout")
def test_report_saves_the_summary(project, tracks):
    chat = Conversation(project)
    chat.ask("/stats")
    events = list(chat.send("/report Signal in view"))
    assert [e.type for e in events][:2] == ["tool_started", "tool_finished"]
    assert "<p>Over chr21:45,700,000-45,800,000" in events[0].arguments["html"]
    assert "Saved `Signal in view`" in events[-1].text
