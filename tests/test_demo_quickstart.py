"""Issue 30: the quick start reuses one well-named folder instead of leaving a new
/tmp/genie-quickstart-* behind on every run, and never loses a user's work in it."""

from __future__ import annotations

import tempfile
from pathlib import Path

from genie_widgets.agent import Conversation, OfflineAgent
from genie_widgets.demo import QUICKSTART_SESSION, demo_track, quickstart, quickstart_folder


def run_like_the_notebook(folder: Path):
    project, workdir, note = quickstart(folder=folder)
    track = project.add_track(demo_track(workdir, "K562"), name="SYNTHETIC demo signal (K562-like)")
    project.set_view("chr8:127,700,000-127,760,000")
    chat = Conversation(project, session=project.session(QUICKSTART_SESSION), agent=OfflineAgent())
    for ask in ("/stats", f"/peaks {track.id} k=2 mergeGap=1000"):
        list(chat.send(ask))
    return project, workdir, note, chat


def test_reruns_reuse_one_folder(tmp_path):
    folder = tmp_path / "genie-quickstart-me"
    first, workdir, note, _chat = run_like_the_notebook(folder)
    assert workdir == folder and str(folder) in note and "kept" not in note
    again, workdir2, note2, _chat = run_like_the_notebook(folder)
    assert workdir2 == folder and "kept" not in note2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["genie-quickstart-me"]
    assert sorted(p.name for p in folder.iterdir()) == ["SYNTHETIC_K562_demo_signal.bw", "project"]
    assert again.id != first.id and len(again.tracks) == 2  # a fresh project: the demo track and its peaks


def test_a_users_changes_are_kept_and_said(tmp_path):
    folder = tmp_path / "qs"
    project, _workdir, _note, chat = run_like_the_notebook(folder)
    list(chat.send("/goto chr8:127,735,000-127,742,000"))  # the user's own question
    _new, _workdir, note = quickstart(folder=folder)
    (kept,) = folder.glob("project-kept-*")
    assert f"it is kept at {kept}" in note and "your chat message '/goto chr8:127,735,000" in note
    assert (kept / "sessions" / QUICKSTART_SESSION / "messages.jsonl").read_text().count("/goto") >= 1
    assert (folder / "project").is_dir()


def test_the_default_folder_is_one_per_user_in_the_temp_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("GENIE_QUICKSTART_DIR", raising=False)
    default = quickstart_folder()
    assert default.parent == Path(tempfile.gettempdir()) and default.name.startswith("genie-quickstart-")
    assert quickstart_folder() == default  # the same folder every run
    monkeypatch.setenv("GENIE_QUICKSTART_DIR", str(tmp_path / "mine"))
    assert quickstart_folder() == tmp_path / "mine"
