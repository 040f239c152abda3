"""Issue 29, item 2: a bundle is untrusted input.

Real bundles are exported from a real small project (an imported text asset, a local bigWig
track inside the project, a cited session) and then tampered with for real: settings widened in
``project.json``, paths outside the bundle in the catalog and the manifest, symbolic links to
folders and files outside, unlisted, missing and truncated files, hostile manifests, URL tracks
marked to be read unguarded, and bundles cut by SIGKILL of a real export or copy process. Each is
refused with an error naming the file, or opened with the agent held to the defaults.

Where a tamperer would also rewrite the manifest to match, :func:`reseal` does exactly that, so
the refusal shown is not the checksum's.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from genie_widgets.project import Project, ProjectError
from genie_widgets.project.bundle import BundleError, verify_bundle
from genie_widgets.project.filepolicy import agent_roots
from genie_widgets.project.project import BundleSettingsWarning
from genie_widgets.tools import call

from ..genome.genome_testlib import write_bigwig

REPO = Path(__file__).resolve().parents[2]
IMPORT = "asset_import"
LOCUS = "chr8:127,735,000-127,742,000"


# -- a real small project and its bundle --------------------------------------------------------

@pytest.fixture()
def work(tmp_path, monkeypatch):
    """The notebook's folder (the kernel's working directory, one of the agent's default roots)."""
    monkeypatch.delenv("GENIE_AGENT_FILE_ROOTS", raising=False)
    monkeypatch.delenv("GENIE_ALLOW_PRIVATE_URLS", raising=False)
    monkeypatch.setenv("GENIE_WIDGETS_CACHE", str(tmp_path / "user-cache"))
    folder = tmp_path / "notebooks"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


@pytest.fixture()
def secret(tmp_path) -> Path:
    """A file outside every root the agent has by default."""
    path = tmp_path / "private" / "key.txt"
    path.parent.mkdir()
    path.write_text("TOP-SECRET-KEY-0123456789\n")
    return path


def make_teacher(tmp_path: Path, **settings) -> Project:
    """A SYNTHETIC project: a text asset, a bigWig track stored inside it, one cited session."""
    project = Project.create(tmp_path / "teacher", genome="hg38", **settings)
    notes = tmp_path / "src" / "notes.txt"
    notes.parent.mkdir(exist_ok=True)
    notes.write_text("SYNTHETIC notes: chr8 enhancer\n")
    project.assets.import_file(notes)
    bw = write_bigwig(tmp_path / "src" / "signal.bw", [("chr8", 145_138_636)],
                      {"chr8": ([127_735_000, 127_740_000], [127_736_000, 127_741_000], [2.5, 4.0])})
    asset = project.assets.import_file(bw)
    project.add_track(str(project.assets.file_path(asset)), name="signal")
    session = project.session("lesson")
    assert call("genome_navigate", {"locus": LOCUS}, project, session).success
    return project


@pytest.fixture()
def bundle(tmp_path, work) -> Path:
    return make_teacher(tmp_path).export_bundle(tmp_path / "classroom" / "bundle", pin=False).path


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def reseal(folder: Path) -> None:
    """What a tamperer does next: rewrite ``bundle.json`` to list the files as they are now
    (through links, with the bytes they lead to)."""
    doc = json.loads((folder / "bundle.json").read_text())
    files = []
    for root, _dirs, names in os.walk(folder, followlinks=True):
        for name in names:
            path = Path(root) / name
            rel = path.relative_to(folder).as_posix()
            if rel != "bundle.json":
                data = path.read_bytes()
                files.append({"path": rel, "size": len(data), "sha256": sha(data)})
    doc["files"] = sorted(files, key=lambda f: f["path"])
    (folder / "bundle.json").write_text(json.dumps(doc))


def edit_json(path: Path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


def open_quietly(path: Path, **kwargs) -> Project:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", BundleSettingsWarning)
        return Project.open(path, **kwargs)


# -- what export writes --------------------------------------------------------------------------

def test_an_exported_bundle_verifies_opens_and_is_marked(bundle, tmp_path):
    manifest = verify_bundle(bundle)
    listed = {f["path"] for f in manifest.files}
    assert {"project.json", "genome/browser.json", "assets/catalog.json", "sessions/lesson/citations.jsonl"} <= listed
    on_disk = {p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file()} - {"bundle.json"}
    assert on_disk == listed  # exactly the files present
    meta = json.loads((bundle / "project.json").read_text())
    assert meta["bundle"]["manifest"] == "bundle.json"
    assert "takenIn" not in meta and "settingsSeal" not in meta  # no seal of the exporting user travels
    assert not list(bundle.parent.glob(".bundle.part-*"))  # the staging folder was renamed
    student = Project.open(bundle)
    assert student.id == json.loads((tmp_path / "teacher" / "project.json").read_text())["projectId"]
    r = call("genome_signal_stats", {}, student, student.session("lesson"))
    assert r.success, r.error
    # Once taken in, the folder is the student's project: it changes, and later opens do not re-verify.
    assert "takenIn" in json.loads((bundle / "project.json").read_text())
    Project.open(bundle)


def test_a_bundles_own_track_files_are_read_from_the_bundle(tmp_path, work):
    """The teacher's bigWig lives inside the teacher's project: the bundle names it relatively and
    the student reads the bundle's copy (the teacher's folder is gone), with the same numbers."""
    teacher = make_teacher(tmp_path)
    online = call("genome_signal_stats", {}, teacher, teacher.session("lesson")).to_json()["tracks"]
    assert online[0]["stats"]["mean"] == 3.25  # (2.5 * 1000 + 4.0 * 1000) / 2000 covered bases
    bundle = teacher.export_bundle(tmp_path / "classroom", pin=False).path
    (stored,) = [t["url"] for t in json.loads((bundle / "genome" / "browser.json").read_text())["tracks"]]
    assert stored.startswith("assets/") and stored.endswith("/signal.bw")
    shutil.rmtree(teacher.path)
    student = Project.open(bundle)
    assert student.tracks[0].url == str(bundle / stored)
    r = call("genome_signal_stats", {}, student, student.session("lesson"))
    assert r.success, r.error
    assert r.to_json()["tracks"] == online


@pytest.mark.parametrize("url", ["../../private/key.txt", "~/key.txt", "assets/../../x.bw"])
def test_a_relative_track_path_leaving_the_bundle_is_refused(bundle, url, work):
    edit_json(bundle / "genome" / "browser.json", lambda d: d["tracks"][0].update(url=url))
    reseal(bundle)
    with pytest.raises(BundleError, match=r"genome/browser\.json: tracks entry .* stores url"):
        Project.open(bundle)


def test_export_refuses_a_folder_that_is_not_empty_and_leaves_no_staging(tmp_path, work):
    teacher = make_teacher(tmp_path)
    dest = tmp_path / "out"
    dest.mkdir()
    (dest / "keep.txt").write_text("mine\n")
    with pytest.raises(BundleError, match="not empty"):
        teacher.export_bundle(dest, pin=False)
    assert [p.name for p in dest.iterdir()] == ["keep.txt"] and not list(tmp_path.glob(".out.part-*"))
    empty = tmp_path / "empty"
    empty.mkdir()
    assert verify_bundle(teacher.export_bundle(empty, pin=False).path).files


# -- settings: never widened by opening -----------------------------------------------------------

def widen(doc: dict) -> None:
    doc["agentFileRoots"] = ["/"]
    doc["allowPrivateUrls"] = True
    doc["settingsSeal"] = "0" * 64  # a forged seal is no seal
    doc["takenIn"] = "f" * 64


def test_a_bundle_that_widens_its_settings_is_held_to_the_defaults(bundle, secret, hostile, work):
    edit_json(bundle / "project.json", widen)
    with pytest.raises(BundleError, match=r"project\.json: its SHA-256 differs|project\.json: .* bytes"):
        Project.open(bundle)  # changed after export: refused
    reseal(bundle)  # the tamperer rewrites the manifest too
    with pytest.warns(BundleSettingsWarning, match=r"agentFileRoots /; allowPrivateUrls True.*accept_bundle_settings"):
        student = Project.open(bundle)
    assert student.agent_file_roots == [] and student.allow_private_urls is False
    assert student.bundle_settings == {"agentFileRoots": ["/"], "allowPrivateUrls": True}
    assert Path("/") not in agent_roots(student)
    session = student.session("s")
    r = call("project_inspect_local_path", {"path": str(secret)}, student, session, mode=IMPORT)
    assert not r.success and "outside the folders the agent may read" in r.error
    served = hostile.add_file("note.txt", b"loopback secret\n")
    before = len(hostile.requests)
    r = call("project_inspect_remote_source", {"url": served}, student, session, mode=IMPORT)
    assert not r.success and "refusing to fetch 127.0.0.1: loopback address" in r.error
    assert len(hostile.requests) == before  # nothing was sent
    # Still held on every later open; only the user's own call turns them on.
    with pytest.warns(BundleSettingsWarning):
        assert Project.open(bundle).agent_file_roots == []
    assert student.accept_bundle_settings() == {"agentFileRoots": ["/"], "allowPrivateUrls": True}
    assert student.agent_file_roots == ["/"] and student.allow_private_urls
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = Project.open(bundle)
    assert again.agent_file_roots == ["/"] and again.bundle_settings == {}


def test_settings_with_the_manifest_and_marks_removed_are_still_held(bundle, secret, work):
    """A folder stripped of every sign that it is a bundle is still a folder this user did not set up."""
    def strip(doc: dict) -> None:
        widen(doc)
        doc.pop("bundle", None)

    edit_json(bundle / "project.json", strip)
    (bundle / "bundle.json").unlink()
    with pytest.warns(BundleSettingsWarning, match="agentFileRoots /"):
        student = Project.open(bundle)
    assert student.agent_file_roots == [] and not student.allow_private_urls
    r = call("project_inspect_local_path", {"path": str(secret)}, student, student.session("s"), mode=IMPORT)
    assert not r.success and "outside the folders" in r.error


def test_even_the_exporting_users_own_settings_wait_for_acceptance(tmp_path, work):
    teacher = make_teacher(tmp_path, agent_file_roots=[tmp_path / "src"], allow_private_urls=True)
    assert teacher.agent_file_roots == [str(tmp_path / "src")] and teacher.allow_private_urls
    assert Project.open(teacher.path).agent_file_roots == [str(tmp_path / "src")]  # sealed for its own folder
    bundle = teacher.export_bundle(tmp_path / "copy", pin=False).path
    with pytest.warns(BundleSettingsWarning):
        student = Project.open(bundle)
    assert student.agent_file_roots == [] and not student.allow_private_urls


def test_accepting_refuses_settings_that_changed_since_they_were_shown(bundle, work):
    edit_json(bundle / "project.json", widen)
    reseal(bundle)
    student = open_quietly(bundle)
    edit_json(bundle / "project.json", lambda d: d.update(agentFileRoots=["/", "/root"]))
    with pytest.raises(ProjectError, match="changed since this project was opened"):
        student.accept_bundle_settings()
    assert student.agent_file_roots == []


# -- URL tracks a bundle brings are read under the agent's policy ---------------------------------

@pytest.mark.parametrize("mark", [None, "trusted-origin"])
def test_url_tracks_a_bundle_brings_are_guarded(tmp_path, work, hostile, bigwig_bytes, mark):
    teacher = make_teacher(tmp_path)
    url = hostile.add_file(f"teacher-{mark}.bw", bigwig_bytes)
    track = teacher.add_track(url, name="loopback")  # the teacher's own call: unguarded for the teacher
    assert "urlPolicy" not in track.metadata
    bundle = teacher.export_bundle(tmp_path / "classroom", pin=False).path
    if mark:
        def remark(doc: dict) -> None:
            for t in doc["tracks"]:
                if t["id"] == track.id:
                    t["metadata"]["urlPolicy"] = mark

        edit_json(bundle / "genome" / "browser.json", remark)
        reseal(bundle)
    student = Project.open(bundle)
    assert student.browser_state().track(track.id).metadata["urlPolicy"] == "agent"
    before = len(hostile.requests)
    r = call("genome_signal_stats", {"trackIds": [track.id]}, student, student.session("s"))
    text = json.dumps(r.to_json())
    assert "refusing to fetch 127.0.0.1: loopback address" in text, text[:500]
    assert len(hostile.requests) == before


# -- paths stored in the bundle stay inside it ---------------------------------------------------

@pytest.mark.parametrize("stored", ["/etc/passwd", "../../private/key.txt", "assets/../../private/key.txt",
                                    "assets\\..\\..\\x", "~/key.txt", "assets//x"])
def test_catalog_paths_outside_the_bundle_are_refused(bundle, stored, work):
    def point(doc: dict) -> None:
        doc["assets"][0]["path"] = stored

    edit_json(bundle / "assets" / "catalog.json", point)
    reseal(bundle)
    with pytest.raises(BundleError, match=r"assets/catalog\.json: assets entry .* stores path .*not a path inside"):
        Project.open(bundle)
    with pytest.raises(BundleError, match=r"assets/catalog\.json"):
        verify_bundle(bundle)


def test_a_source_path_a_bundle_records_is_never_a_replacement_default(bundle, secret, work):
    """The bundle's catalog names a file on the opener's machine as an asset's source: the export
    writes none, and taking the folder in drops a forged one, so neither the agent's call nor the
    user's own replacement 'from its source' reads it."""
    catalog = json.loads((bundle / "assets" / "catalog.json").read_text())
    assert all("sourcePath" not in a for a in catalog["assets"])  # the teacher's paths stay home
    edit_json(bundle / "assets" / "catalog.json", lambda d: d["assets"][0].update(sourcePath=str(secret)))
    reseal(bundle)
    student = Project.open(bundle)
    asset = student.assets.list()[0]
    assert asset.source_path is None
    r = call("project_update_asset_source", {"assetId": asset.id, "replaceFromSourcePath": True}, student,
             student.session("s"), mode="analysis")
    assert not r.success and "no source path" in r.error
    with pytest.raises(Exception, match="no source path"):
        student.assets.update(asset.id, replace_from_source_path=True)  # the user's own call
    assert b"TOP-SECRET" not in b"".join(p.read_bytes() for p in bundle.rglob("*") if p.is_file())


def test_an_asset_file_linked_out_is_refused_without_reading_it(bundle, secret, work):
    catalog = json.loads((bundle / "assets" / "catalog.json").read_text())
    stored = bundle / catalog["assets"][0]["path"]
    stored.unlink()
    stored.symlink_to(secret)
    reseal(bundle)
    with pytest.raises(BundleError, match=r"assets/.*: a symbolic link"):
        Project.open(bundle)


@pytest.mark.parametrize("folder", ["sessions/lesson", "genome/results", "assets", "sessions", "cache"])
def test_symlinked_folders_are_refused(bundle, tmp_path, folder, work):
    outside = tmp_path / "outside" / folder.replace("/", "_")
    target = bundle / folder
    shutil.copytree(target, outside) if target.exists() else outside.mkdir(parents=True)
    shutil.rmtree(target, ignore_errors=True)
    target.symlink_to(outside, target_is_directory=True)
    reseal(bundle)
    before = sorted(p.relative_to(outside).as_posix() for p in outside.rglob("*"))
    with pytest.raises(BundleError, match=f"{folder}: a symbolic link"):
        Project.open(bundle)
    assert sorted(p.relative_to(outside).as_posix() for p in outside.rglob("*")) == before  # nothing written there


def _read_marks_atime(path: Path) -> bool:
    os.utime(path, (1_000_000, 2_000_000))  # accessed before it was modified: the next read updates atime
    path.read_bytes()
    return os.stat(path).st_atime > 1_000_000


def test_nothing_outside_the_bundle_is_opened(bundle, tmp_path, work):
    """A file outside, listed through a linked folder with its true size and SHA-256: refused,
    and never read (its access time, set before its modification time, stays put)."""
    outside = tmp_path / "trap"
    outside.mkdir()
    trap = outside / "data.txt"
    trap.write_bytes(b"outside the bundle\n")
    if not _read_marks_atime(trap):
        pytest.skip("this file system does not record reads (noatime)")
    os.utime(trap, (1_000_000, 2_000_000))
    (bundle / "assets" / "trap").symlink_to(outside, target_is_directory=True)
    edit_json(bundle / "bundle.json", lambda d: d["files"].append(
        {"path": "assets/trap/data.txt", "size": trap.stat().st_size, "sha256": sha(trap.read_bytes())}))
    os.utime(trap, (1_000_000, 2_000_000))
    with pytest.raises(BundleError, match="assets/trap: a symbolic link"):
        verify_bundle(bundle)
    with pytest.raises(BundleError, match="assets/trap: a symbolic link"):
        Project.open(bundle)
    assert os.stat(trap).st_atime == 1_000_000  # never opened for reading


# -- the manifest ----------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["../outside.txt", "/etc/hostname", "assets/../../outside.txt", "assets\\x",
                                  "a\x00b", "./project.json", "assets//x", "project.json/", "C:/x", "", " x"])
def test_manifest_paths_outside_or_unclear_are_refused(bundle, path, work):
    outside = bundle.parent / "outside.txt"
    outside.write_text("outside the bundle\n")
    data = outside.read_bytes()
    edit_json(bundle / "bundle.json", lambda d: d["files"].append({"path": path, "size": len(data),
                                                                    "sha256": sha(data)}))
    with pytest.raises(BundleError, match=r"bundle\.json: files\[\d+\]") as err:
        verify_bundle(bundle)
    assert len(str(err.value)) < 600
    with pytest.raises(BundleError):
        Project.open(bundle)


def test_unlisted_missing_and_altered_files_are_refused_naming_them(bundle, work):
    (bundle / "sessions" / "lesson" / "extra.json").write_text("{}")
    with pytest.raises(BundleError, match=r"sessions/lesson/extra\.json: not listed in the manifest"):
        Project.open(bundle)
    (bundle / "sessions" / "lesson" / "extra.json").unlink()

    citations = bundle / "sessions" / "lesson" / "citations.jsonl"
    original = citations.read_bytes()
    citations.write_bytes(original[: len(original) // 2])
    with pytest.raises(BundleError, match=rf"sessions/lesson/citations\.jsonl: {len(original) // 2:,} bytes, the "
                                          rf"manifest says {len(original):,}"):
        Project.open(bundle)
    citations.write_bytes(original.replace(b"chr8", b"chr9", 1))
    with pytest.raises(BundleError, match=r"sessions/lesson/citations\.jsonl: its SHA-256 differs"):
        Project.open(bundle)
    citations.unlink()
    with pytest.raises(BundleError, match=r"sessions/lesson/citations\.jsonl: missing"):
        Project.open(bundle)
    # the user's own choice opens it as it is
    assert open_quietly(bundle, verify=False).id


def test_a_hostile_manifest_is_read_within_bounds(bundle, work):
    target = bundle / "bundle.json"
    good = target.read_bytes()
    cases = {
        "larger than": b" " * (33 * 1024 * 1024),
        "nested too deeply|not valid JSON": b"[" * 200_000,
        "not valid JSON": b'{"schemaVersion": 1, "files": [' + b"x" * 10_000,
        "does not hold a JSON object": b"[1, 2]",
        "schemaVersion": b'{"schemaVersion": "' + b"9" * 5000 + b'", "files": []}',
        "size must be a non-negative integer": json.dumps({"schemaVersion": 1, "files": [
            {"path": "project.json", "size": -1, "sha256": "0" * 64}]}).encode(),
        "sha256 must be 64 lowercase hex": json.dumps({"schemaVersion": 1, "files": [
            {"path": "project.json", "size": 1, "sha256": "../../etc"}]}).encode(),
        "lists 200,001 files": json.dumps({"schemaVersion": 1, "files": [{}] * 200_001}).encode(),
        "lists project.json twice": json.dumps({"schemaVersion": 1, "files": [
            {"path": "project.json", "size": 1, "sha256": "0" * 64}] * 2}).encode(),
    }
    for expected, body in cases.items():
        target.write_bytes(body)
        with pytest.raises(BundleError, match=expected) as err:
            verify_bundle(bundle)
        assert len(str(err.value)) < 600, expected
    target.unlink()
    target.symlink_to(bundle.parent / "elsewhere.json")
    (bundle.parent / "elsewhere.json").write_bytes(good)
    with pytest.raises(BundleError, match="not a link"):
        verify_bundle(bundle)
    with pytest.raises(BundleError):
        Project.open(bundle)


def test_a_special_file_in_the_bundle_is_refused(bundle, work):
    os.mkfifo(bundle / "sessions" / "lesson" / "pipe")
    with pytest.raises(BundleError, match=r"sessions/lesson/pipe: not a plain file"):
        Project.open(bundle)


def test_create_refuses_a_folder_holding_part_of_a_bundle(bundle, work):
    (bundle / "project.json").unlink()
    with pytest.raises(ProjectError, match="no genie_widgets project here"):
        Project.open(bundle)
    with pytest.raises(ProjectError, match="holds part of a bundle"):
        Project.open_or_create(bundle)


# -- bundles cut by SIGKILL -----------------------------------------------------------------------

EXPORTER = r"""
import sys
import genie_widgets.project.bundle as b
from genie_widgets.project import Project

def pause(what):
    print(what, flush=True)
    sys.stdin.readline()

if hasattr(b, "_copy"):
    real_copy = b._copy
    def copy(src, dst, data=None):
        out = real_copy(src, dst, data)
        pause("copied")
        return out
    b._copy = copy
else:  # the export before issue 29
    real_copy2 = b.shutil.copy2
    def copy2(src, dst, **kw):
        out = real_copy2(src, dst, **kw)
        pause("copied")
        return out
    b.shutil.copy2 = copy2
real_write = b.write_json_atomic
def write(dest, payload):
    pause("manifest")
    real_write(dest, payload)
    pause("written")
b.write_json_atomic = write
Project.open(sys.argv[1]).export_bundle(sys.argv[2], pin=False)
print("done", flush=True)
"""


def _kill_after(proc: subprocess.Popen, lines: int) -> list[str]:
    said = []
    for _ in range(lines):
        line = proc.stdout.readline().strip()  # type: ignore[union-attr]
        assert line, "the process ended early"
        said.append(line)
        if len(said) < lines:
            proc.stdin.write("\n")  # type: ignore[union-attr]
            proc.stdin.flush()  # type: ignore[union-attr]
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    return said


def test_an_export_killed_at_any_point_never_looks_complete(tmp_path, work):
    teacher = make_teacher(tmp_path)
    n_files = len(teacher.export_bundle(tmp_path / "whole", pin=False).files)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    points = sorted({1, n_files // 2, n_files - 1, n_files, n_files + 1, n_files + 2})  # + manifest, + written
    for k in points:
        dest = tmp_path / f"cut-{k}" / "bundle"
        proc = subprocess.Popen([sys.executable, "-c", EXPORTER, str(teacher.path), str(dest)], cwd=REPO, env=env,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        said = _kill_after(proc, k)
        if os.path.lexists(dest):  # what a user would open: refused
            with pytest.raises(ProjectError):
                Project.open(dest)
        for partial in dest.parent.glob(".bundle.part-*"):  # and the hidden staging folder is never complete
            assert said[-1] == "written" or not (partial / "bundle.json").exists()
            if said[-1] != "written":
                with pytest.raises(ProjectError):
                    Project.open(partial)
        assert not dest.exists(), (k, said[-1])
    fresh = teacher.export_bundle(tmp_path / "cut-1" / "bundle", pin=False)  # the same place works afterwards
    assert verify_bundle(fresh.path).files == fresh.files


COPIER = r"""
import json, os, shutil, sys
src, dst, order = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
for rel in order:
    os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
    data = open(os.path.join(src, rel), "rb").read()
    with open(os.path.join(dst, rel), "wb") as out:
        out.write(data[: len(data) // 2])
        out.flush()
        print("half", rel, flush=True)
        sys.stdin.readline()
        out.write(data[len(data) // 2:])
    print("copied", rel, flush=True)
    sys.stdin.readline()
print("done", flush=True)
"""


@pytest.mark.parametrize("order", ["sorted", "manifest-last", "manifest-first"])
def test_a_copy_killed_at_any_point_is_refused(bundle, tmp_path, order):
    files = sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file())
    rest = [f for f in files if f != "bundle.json"]
    sequence = {"sorted": files, "manifest-last": [*rest, "bundle.json"],
                "manifest-first": ["bundle.json", *rest]}[order]
    steps = 2 * len(sequence)  # each file: half written, then whole
    opened = []
    for k in sorted({1, 2, 3, steps // 3, steps // 2, 2 * steps // 3, steps - 2, steps - 1}):
        dest = tmp_path / f"copy-{order}-{k}"
        proc = subprocess.Popen([sys.executable, "-c", COPIER, str(bundle), str(dest), json.dumps(sequence)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        said = _kill_after(proc, k)
        try:
            open_quietly(dest)
            opened.append((k, said[-1]))
        except ProjectError as exc:
            assert len(str(exc)) < 1200
    assert opened == []
