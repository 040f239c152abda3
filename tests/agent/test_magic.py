"""The %%genie cell magic."""

from __future__ import annotations

import pytest

from genie_widgets.agent import Conversation, magic
from genie_widgets.agent.magic import GenieMagicError, configure, conversation_for, genie
from genie_widgets.widgets import CitedMarkdown


@pytest.fixture(autouse=True)
def fresh_magic_state(monkeypatch):
    monkeypatch.setattr(magic, "_settings", {"project": None, "agent": None, "mode": "genome"})
    monkeypatch.setattr(magic, "_conversations", {})
    monkeypatch.setattr(magic, "_current", {"conversation": None})
    for name in ("GENIE_WIDGETS_BASE_URL", "GENIE_WIDGETS_MODEL"):
        monkeypatch.delenv(name, raising=False)


def test_cells_continue_one_conversation(tmp_path, capsys):
    folder = tmp_path / "proj"
    shown = genie(f"--project {folder}", "/goto chr21:45,700,000-45,800,000")
    assert isinstance(shown, CitedMarkdown)
    assert shown.rendered.chips and not shown.rendered.unknown_tokens
    assert "genome_navigate: done" in capsys.readouterr().err
    again = genie("", "/where")  # no options: the same conversation
    assert "chr21:45700000-45800000" in again.text
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
