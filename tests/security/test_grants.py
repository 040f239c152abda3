"""Issue 29, items 1 and 2 together: a user's own grant of one file holds; a bundle's never does.

A local track a user's own call adds from outside the agent's roots is granted to the agent (that
one file, :func:`genie_widgets.project.boundary.grant_user_track`). The grant is stored in
``project.json`` sealed with this user's key (:mod:`genie_widgets.project.trust`), so it holds
after the project is reopened; the same path written into a bundle's ``project.json`` — in
``agentFileRoots`` or as a forged grant — is pending and grants nothing, and a user's grant in a
bundle's folder does not accept the bundle's pending settings along with it. The folder holding
the seal key is off limits to the agent even inside a root.

Real projects, real bigWig files (SYNTHETIC values), tools called through the agent's registry.
"""

from __future__ import annotations

import json
import shutil
import warnings
from pathlib import Path

import pytest

from genie_widgets.project import Project
from genie_widgets.project.project import BundleSettingsWarning
from genie_widgets.project.trust import key_path
from genie_widgets.tools import call

from ..genome.genome_testlib import write_bigwig

IMPORT = "asset_import"
LOCUS = "chr8:127,730,000-127,745,000"


@pytest.fixture()
def work(tmp_path, monkeypatch):
    """The notebook's folder (the kernel's working directory) and no extra roots from the environment."""
    monkeypatch.delenv("GENIE_AGENT_FILE_ROOTS", raising=False)
    monkeypatch.delenv("GENIE_ALLOW_PRIVATE_URLS", raising=False)
    monkeypatch.setenv("GENIE_WIDGETS_CACHE", str(tmp_path / "user-cache"))
    folder = tmp_path / "notebooks"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


@pytest.fixture()
def outside(tmp_path) -> Path:
    """A folder outside every root the agent has, with two SYNTHETIC bigWigs."""
    folder = tmp_path / "lab-data"
    folder.mkdir()
    for name, value in (("mine.bw", 2.0), ("theirs.bw", 7.0)):
        write_bigwig(folder / name, [("chr8", 145_138_636)],
                     {"chr8": ([127_735_000], [127_737_000], [value])})
    return folder


def stats(project: Project, track_id: str) -> tuple[float | None, str]:
    """The agent's mean over the view for one track, and the call's text (for the errors)."""
    r = call("genome_signal_stats", {"trackIds": [track_id]}, project, project.session("s"))
    text = json.dumps(r.to_json())
    tracks = r.to_json().get("tracks") or [{}]
    mean = (tracks[0].get("stats") or {}).get("mean") if r.success else None
    return mean, text


def reopen(path: Path) -> Project:
    """Open again, failing on any warning (a user's own grant is no pending setting)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return Project.open(path)


def test_a_users_own_track_outside_the_roots_is_measurable_after_reopen(tmp_path, work, outside):
    project = Project.create(tmp_path / "proj", genome="hg38")
    project.set_view(LOCUS)
    track = project.add_track(outside / "mine.bw", name="mine")  # the user's own call
    meta = json.loads((project.path / "project.json").read_text())
    assert "agentFileRoots" not in meta and "settingsSeal" not in meta  # no setting was widened
    (grant,) = meta["agentFileGrants"]
    assert grant["path"] == str((outside / "mine.bw").resolve()) and len(grant["seal"]) == 64
    again = reopen(project.path)
    assert again.agent_file_roots == [grant["path"]] and again.bundle_settings == {}
    assert stats(again, track.id)[0] == 2.0
    # That one file only: its sibling stays out of reach.
    again.add_track(outside / "theirs.bw", name="theirs", validate=True)
    project2 = reopen(project.path)
    assert len(project2.agent_file_roots) == 2
    r = call("project_inspect_local_path", {"path": str(outside)}, project2, project2.session("s"), mode=IMPORT)
    assert not r.success and "outside the folders" in r.error


def test_a_grant_cannot_be_forged_or_moved(tmp_path, work, outside):
    project = Project.create(tmp_path / "proj", genome="hg38")
    project.set_view(LOCUS)
    track = project.add_track(outside / "mine.bw", name="mine")
    path = project.path / "project.json"
    meta = json.loads(path.read_text())
    meta["agentFileGrants"].append({"path": str(outside / "theirs.bw"), "seal": meta["agentFileGrants"][0]["seal"]})
    path.write_text(json.dumps(meta))  # a seal copied onto another file
    with pytest.warns(BundleSettingsWarning, match="agentFileGrants .*theirs.bw"):
        forged = Project.open(project.path)
    assert forged.agent_file_roots == [str(outside / "mine.bw")]
    # A copy of the folder elsewhere: the seal is for the folder it was made in.
    shutil.copytree(project.path, tmp_path / "copy")
    with pytest.warns(BundleSettingsWarning, match="agentFileGrants"):
        copy = Project.open(tmp_path / "copy")
    assert copy.agent_file_roots == []
    mean, text = stats(copy, track.id)
    assert mean is None and "outside the folders the agent may read" in text


def test_a_bundle_listing_the_path_in_its_settings_does_not_grant_it(tmp_path, work, outside):
    """The teacher's own grant works for the teacher; the bundle carries the track's absolute path,
    and its project.json is then forged to list the file in agentFileRoots and as a grant."""
    teacher = Project.create(tmp_path / "teacher", genome="hg38")
    teacher.set_view(LOCUS)
    theirs = teacher.add_track(outside / "theirs.bw", name="theirs")
    assert stats(teacher, theirs.id)[0] == 7.0
    bundle = teacher.export_bundle(tmp_path / "classroom" / "bundle", pin=False).path
    exported = json.loads((bundle / "project.json").read_text())
    assert exported["agentFileGrants"] == [{"path": str((outside / "theirs.bw").resolve())}]  # no seal travels

    target = str((outside / "theirs.bw").resolve())
    # Issue 30: the export carries its own copy of the file; a bundle naming the outside file
    # itself (as one written before, or a forged one, does) is what the settings below must not open.
    state = json.loads((bundle / "genome" / "browser.json").read_text())
    assert state["tracks"][0]["url"].startswith("genome/track-files/")
    state["tracks"][0]["url"] = target
    (bundle / "genome" / "browser.json").write_text(json.dumps(state))
    doc = {**exported, "agentFileRoots": [target],
           "agentFileGrants": [{"path": target, "seal": "0" * 64}], "settingsSeal": "1" * 64}
    (bundle / "project.json").write_text(json.dumps(doc))
    _reseal_manifest(bundle)
    with pytest.warns(BundleSettingsWarning, match="agentFileRoots .*theirs.bw.*agentFileGrants"):
        student = Project.open(bundle)
    assert student.agent_file_roots == []
    assert student.bundle_settings == {"agentFileRoots": [target], "agentFileGrants": [target]}
    mean, text = stats(student, theirs.id)
    assert mean is None and "outside the folders the agent may read" in text
    r = call("project_inspect_local_path", {"path": target}, student, student.session("s"), mode=IMPORT)
    assert not r.success and "outside the folders" in r.error

    # The student's own track from outside: granted alone; the bundle's settings stay pending.
    mine = student.add_track(outside / "mine.bw", name="mine")
    with pytest.warns(BundleSettingsWarning, match="theirs.bw"):
        reopened = Project.open(bundle)
    assert reopened.agent_file_roots == [str((outside / "mine.bw").resolve())]
    assert reopened.bundle_settings == {"agentFileRoots": [target], "agentFileGrants": [target]}
    assert stats(reopened, mine.id)[0] == 2.0
    assert stats(reopened, theirs.id)[0] is None
    # Only the user's acceptance turns the bundle's settings on.
    accepted = reopened.accept_bundle_settings()
    assert accepted["agentFileRoots"] == [target]
    assert stats(reopen(bundle), theirs.id)[0] == 7.0


def test_the_seal_keys_folder_is_off_limits_inside_a_root(tmp_path, work, monkeypatch):
    """A configuration folder that is not hidden, inside a folder the user gave the agent."""
    data = tmp_path / "shared"
    config = data / "genie-config"
    monkeypatch.setenv("GENIE_WIDGETS_CONFIG", str(config))
    project = Project.create(tmp_path / "proj", genome="hg38", agent_file_roots=[data])
    assert key_path().is_file() and key_path().parent == config  # made by the sealed setting above
    (data / "notes.txt").write_text("SYNTHETIC notes\n")
    session = project.session("s")
    assert call("project_inspect_local_path", {"path": str(data / "notes.txt")}, project, session, mode=IMPORT).success
    for path in (key_path(), config, data / "link-to-key"):
        if path.name == "link-to-key":
            path.symlink_to(key_path())
        r = call("project_inspect_local_path", {"path": str(path)}, project, session, mode=IMPORT)
        assert not r.success and "seal key" in r.error, (path, r.error)
        r = call("project_import_local_path", {"path": str(path)}, project, session, mode=IMPORT)
        assert not r.success and "seal key" in r.error
    # The folder above it lists the other files and not the key's folder's content.
    r = call("project_inspect_local_path", {"path": str(data)}, project, session, mode=IMPORT)
    assert key_path().read_text().strip() not in json.dumps(r.to_json())


def _reseal_manifest(folder: Path) -> None:
    """What a tamperer does next: rewrite bundle.json to list the files as they are now."""
    import hashlib

    doc = json.loads((folder / "bundle.json").read_text())
    files = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != "bundle.json"):
        data = path.read_bytes()
        files.append({"path": path.relative_to(folder).as_posix(), "size": len(data),
                      "sha256": hashlib.sha256(data).hexdigest()})
    doc["files"] = files
    (folder / "bundle.json").write_text(json.dumps(doc))
