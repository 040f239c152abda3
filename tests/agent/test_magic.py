"""The %%genie cell magic."""

from __future__ import annotations

import pytest

from genie_widgets.agent import Conversation
from genie_widgets.ipython import magic
from genie_widgets.ipython.magic import GenieMagicError, configure, conversation_for, genie
from genie_widgets.widgets import CitedMarkdown


@pytest.fixture(autouse=True)
def fresh_magic_state(monkeypatch):
    monkeypatch.setattr(magic, "_settings", {"project": None, "agent": None, "mode": "genome"})
    monkeypatch.setattr(magic, "_conversations", {})
    monkeypatch.setattr(magic, "_current", {"conversation": None})
    import weakref

    monkeypatch.setattr(magic, "_followers", weakref.WeakKeyDictionary())
    for name in ("GENIE_WIDGETS_BASE_URL", "GENIE_WIDGETS_MODEL"):
        monkeypatch.delenv(name, raising=False)


def test_cells_continue_one_conversation(tmp_path, capsys):
    folder = tmp_path / "proj"
    shown = genie(f"--project {folder}", "/goto chr21:45,700,000-45,800,000")
    assert isinstance(shown, CitedMarkdown)
    assert shown.rendered.chips and not shown.rendered.unknown_tokens
    out = capsys.readouterr()
    # progress is shown as progress output, not as text on stderr (#13)
    assert "genome_navigate: done" in out.out and "done" not in out.err
    again = genie("", "/where")  # no options: the same conversation
    assert "chr21:45,700,000-45,800,000" in again.text  # loci with thousands separators (#13)
    chat = conversation_for("")
    assert [m["content"] for m in chat.messages if m["role"] == "user"] == [
        "/goto chr21:45,700,000-45,800,000", "/where"]
    new = conversation_for(f"--project {folder} --new")
    assert new is not chat and new.messages == []


def test_options_and_errors(tmp_path, project, capsys):
    chat = Conversation(project)
    configure(conversation=chat)
    assert conversation_for("--mode analysis") is chat and chat.mode == "analysis"
    with pytest.raises(GenieMagicError, match="unknown options"):
        conversation_for("--colour blue")
    with pytest.raises(GenieMagicError):
        conversation_for("--mode shell")
    assert genie("", "   ") is None
    assert "empty" in capsys.readouterr().err


def test_registered_in_ipython(tmp_path):
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        shell.register_magic_function(genie, magic_kind="cell", magic_name="genie")
        result = shell.run_cell_magic("genie", f"--project {tmp_path / 'p'}", "/help")
        assert isinstance(result, CitedMarkdown) and "/goto" in result.text
    finally:
        InteractiveShell.clear_instance()


def test_progress_html_and_text():
    progress = magic.ToolProgress()
    progress.calls = [{"name": "genome_signal_stats", "status": "running", "detail": ""},
                      {"name": "genome_call_peaks", "status": "failed", "detail": "bad <k>"}]
    html = progress._repr_html_()
    assert "<progress" in html and "running" in html and "bad &lt;k&gt;" in html
    assert repr(progress).splitlines() == ["· genome_signal_stats: running", "· genome_call_peaks: failed — bad <k>"]


def test_genie_turn_appears_in_the_live_chat(tmp_path, capsys):
    from genie_widgets import Chat, Project, use_chat

    project = Project.create(tmp_path / "pchat", genome="hg38")
    chat = use_chat(Chat(project))
    before = len(chat.entries)
    shown = genie("", "/goto chr19:1,000,000-1,100,000")
    assert isinstance(shown, CitedMarkdown)
    added = chat.entries[before:]
    assert added[0] == {"kind": "user", "text": "/goto chr19:1,000,000-1,100,000", "via": "%%genie"}
    assert [e["kind"] for e in added[1:]] == ["tool", "answer"]
    assert added[1]["name"] == "genome_navigate" and added[1]["status"] == "done"
    assert chat.busy is False
    # the chat and the cell share one conversation: the next cell continues it
    assert conversation_for("") is chat.conversation


def test_building_a_chat_does_not_repoint_the_magic(tmp_path):
    """Only use_chat(chat) hands the cells to a Chat; constructing one changes nothing."""
    from genie_widgets import Chat, Project, use_chat

    project = Project.create(tmp_path / "pquiet", genome="hg38")
    configure(project)
    first = conversation_for("")
    chat = Chat(project)
    assert conversation_for("") is first and first is not chat.conversation
    assert magic._followers.get(chat.conversation) is None
    use_chat(chat)
    assert conversation_for("") is chat.conversation
