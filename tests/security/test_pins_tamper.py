"""Item 3 of issue 29: pinned bytes are verified when read; any tampering is a clear error naming
the file, never a number.

Real pins: real ENCODE pipeline bigWigs (../shared/data, hg38 chr19 fold change) served over HTTP
on 127.0.0.1, read by the library, pinned by ``project.pin()``; then the server is stopped (every
byte must come from the pin) and the pin's files are edited the way an attacker — or a bundle
someone hands you — would. The untampered pin replays the online numbers exactly; each edit is
refused with the file named."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from genie_widgets import tools
from genie_widgets.project import Project
from genie_widgets.project.pins import UnpinnedRangeError

from .hostile_server import HostileServer

PIPELINE = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
URL_NAME = "ENCFF000PIN.bigWig"
WHOLE_CHR = "chr19"
PART = "chr19:1000000-2000000"


@pytest.fixture(scope="module")
def reps(shared_data: Path) -> tuple[bytes, bytes]:
    """(rep1, rep2) fold-change bigWigs of the ENCODE ChIP-seq pipeline's test run (real data)."""
    folder = shared_data / PIPELINE
    if not folder.is_dir():
        pytest.skip(f"the ENCODE pipeline test bigWigs are not at {folder}")
    return (folder / "rep1.fc.signal.bigwig").read_bytes(), (folder / "rep2.fc.signal.bigwig").read_bytes()


@pytest.fixture()
def server():
    srv = HostileServer()
    yield srv
    srv.close()


def stats(project: Project, track_id: str, region: str = WHOLE_CHR):
    return tools.call("genome_signal_stats", {"trackIds": [track_id], "regions": [region]}, project,
                      project.session("s"))


def make_pin(tmp_path: Path, server: HostileServer, blob: bytes, *, whole: bool, region: str = WHOLE_CHR,
             pin_reads: bool = False):
    """A project that read ``region`` of ``blob`` over HTTP and pinned it; the server is stopped.
    Returns (project path, track id, online stats, the pin's folder)."""
    project = Project.create(tmp_path / "proj", genome="hg38", allow_private_urls=True)
    track = project.add_track(server.add_file(URL_NAME, blob), "bigwig",
                              metadata={"pinReads": True} if pin_reads else None)
    online = stats(project, track.id, region)
    assert online.success, online.error
    (pinned,) = project.pin(whole=whole).files
    assert pinned.whole is whole
    server.close()  # offline from here
    return project.path, track.id, online.tracks[0]["stats"], project.path / pinned.path


def offline(path: Path, track_id: str, region: str = WHOLE_CHR):
    return stats(Project.open(path), track_id, region)


def other_replicate(rep1: bytes, rep2: bytes) -> bytes:
    """rep1 as a file of rep2's size: padded, ending in the bigWig end-of-file signature (so a reader
    that took these bytes would measure rep1 without a word)."""
    return rep1 + b"\0" * (len(rep2) - len(rep1) - 4) + rep2[-4:]


def lines(folder: Path) -> list[dict]:
    return [json.loads(x) for x in (folder / "chunks.jsonl").read_text().splitlines()]


def write_lines(folder: Path, rows: list) -> None:
    (folder / "chunks.jsonl").write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))


def append_chunk(folder: Path, start: int, data: bytes) -> None:
    """What the attack of the issue did: the bytes at the end of blocks.bin, a line with their own
    (correct) checksum at the end of chunks.jsonl."""
    with open(folder / "blocks.bin", "ab") as blocks:
        at = blocks.seek(0, 2)
        blocks.write(data)
    with open(folder / "chunks.jsonl", "a") as index:
        index.write(json.dumps({"start": start, "end": start + len(data), "at": at,
                                "sha256": hashlib.sha256(data).hexdigest()}) + "\n")


def manifest(path: Path) -> dict:
    return json.loads((path / "pins" / "manifest.json").read_text())


def write_manifest(path: Path, doc: dict) -> None:
    (path / "pins" / "manifest.json").write_text(json.dumps(doc))


def refused(r, *needles: str, errno: bool = False) -> str:
    """``r`` is a refusal (no numbers) whose one-line error names what it must (and is no
    MemoryError, crash or — unless ``errno`` — bare OS error)."""
    assert r.success is False, r.to_json()
    assert "\n" not in r.error and len(r.error) < 500, r.error
    for needle in needles:
        assert needle in r.error, r.error
    assert "MemoryError" not in r.error and "unexpectedly" not in r.error and (errno or "Errno" not in r.error)
    return r.error


def test_an_untampered_pin_replays_the_online_numbers_exactly(tmp_path, server, reps):
    path, track_id, online, _ = make_pin(tmp_path, server, reps[1], whole=True)
    again = offline(path, track_id)
    assert again.success and again.tracks[0]["stats"] == online


def test_a_chunk_appended_over_pinned_bytes_is_tampering_not_an_override(tmp_path, server, reps):
    """The issue's probe: before, the appended chunk won and the other replicate's numbers came back
    as a success (mean 0.8703 where the pinned file gives 0.8739)."""
    rep1, rep2 = reps
    path, track_id, _, folder = make_pin(tmp_path, server, rep2, whole=True)
    append_chunk(folder, 0, other_replicate(rep1, rep2))  # a valid bigWig of another replicate
    refused(offline(path, track_id), f"pins/{folder.name}/chunks.jsonl lines 1 and", "both hold bytes",
            "one chunk per range")


@pytest.mark.parametrize(("name", "change"), [
    ("a chunk declaring 10^12 bytes", {"end": 10**12}),
    ("a negative start", {"start": -100}),
    ("a negative offset into blocks.bin", {"at": -5}),
    ("an offset past the end of blocks.bin", {"at": 10**9}),
    ("a 5,000-digit offset", {"at": "HUGE"}),
    ("an offset that is not a number", {"at": "12"}),
    ("a boolean start", {"start": True}),
    ("no checksum", {"sha256": None}),
])
def test_an_index_line_out_of_bounds_is_a_clear_error(tmp_path, server, reps, name, change):
    """Before: MemoryError, or a bare '[Errno 22] Invalid argument'."""
    path, track_id, _, folder = make_pin(tmp_path, server, reps[1], whole=True)
    rows = lines(folder)
    for key, value in change.items():
        rows[0][key] = value
    text = [json.dumps(r).replace('"HUGE"', "9" * 5000) for r in rows]
    write_lines(folder, text)
    refused(offline(path, track_id), f"pins/{folder.name}/chunks.jsonl line 1")


def test_a_line_that_is_not_a_chunk_in_the_middle_of_the_index_is_an_error(tmp_path, server, reps):
    path, track_id, _, folder = make_pin(tmp_path, server, reps[1], whole=True)
    rows = lines(folder)
    write_lines(folder, [rows[0], "{not json", *rows[1:]])
    refused(offline(path, track_id), f"pins/{folder.name}/chunks.jsonl line 2 is not a chunk")


def replace_bytes(folder: Path, fake: bytes) -> None:
    """Every chunk's bytes replaced by ``fake``'s at the same file offsets, and every line's checksum
    recomputed: a self-consistent index of the same length."""
    rows = lines(folder)
    blocks = bytearray((folder / "blocks.bin").read_bytes())
    for r in rows:
        piece = fake[r["start"]:r["end"]]
        blocks[r["at"]:r["at"] + len(piece)] = piece
        r["sha256"] = hashlib.sha256(piece).hexdigest()
    (folder / "blocks.bin").write_bytes(bytes(blocks))
    write_lines(folder, rows)


def test_bytes_replaced_with_their_own_checksums_do_not_match_the_manifest(tmp_path, server, reps):
    """A self-consistent edit (another replicate's bytes, new chunk checksums) is caught by the
    manifest's record of the index."""
    rep1, rep2 = reps
    path, track_id, _, folder = make_pin(tmp_path, server, rep2, whole=True)
    replace_bytes(folder, other_replicate(rep1, rep2))
    refused(offline(path, track_id), f"pins/{folder.name}/chunks.jsonl is not the index pins/manifest.json lists")


def test_the_manifests_sha256_is_checked_on_read(tmp_path, server, reps):
    """Bytes, chunk checksums and the manifest's index record all rewritten: the SHA-256 of the
    pinned bytes the manifest keeps still differs."""
    rep1, rep2 = reps
    path, track_id, _, folder = make_pin(tmp_path, server, rep2, whole=True)
    replace_bytes(folder, other_replicate(rep1, rep2))
    doc = manifest(path)
    index = (folder / "chunks.jsonl").read_bytes()
    doc["files"][0]["index"] = {"bytes": len(index), "sha256": hashlib.sha256(index).hexdigest()}
    write_manifest(path, doc)
    refused(offline(path, track_id), f"pins/{folder.name}/blocks.bin does not hold the bytes pins/manifest.json "
                                     "lists (SHA-256 mismatch)")


def test_a_changed_sha256_in_the_manifest_alone_is_refused(tmp_path, server, reps):
    path, track_id, _, folder = make_pin(tmp_path, server, reps[1], whole=True)
    doc = manifest(path)
    doc["files"][0]["sha256"] = "0" * 64
    write_manifest(path, doc)
    refused(offline(path, track_id), "SHA-256 mismatch", folder.name)


@pytest.mark.parametrize("size", [10**12, 1000])
def test_a_recorded_size_changed_in_meta_json_is_refused(tmp_path, server, reps, size):
    path, track_id, _, folder = make_pin(tmp_path, server, reps[1], whole=True)
    meta = json.loads((folder / "meta.json").read_text())
    meta["size"] = size
    (folder / "meta.json").write_text(json.dumps(meta))
    refused(offline(path, track_id), f"pins/{folder.name}/meta.json does not match pins/manifest.json (size)")


def test_a_manifest_that_is_not_json_is_refused_and_pinning_again_repairs_it(tmp_path, server, reps):
    path, track_id, online, _ = make_pin(tmp_path, server, reps[1], whole=False)
    (path / "pins" / "manifest.json").write_text('{"schemaVersion": 1, "files": [')
    refused(offline(path, track_id), "pins/manifest.json is not valid JSON")
    again = Project.open(path)
    report = again.pin()  # still offline: pinned again from the ranges this project read
    assert report.skipped[0].startswith("pins/manifest.json was not a valid manifest") and len(report.files) == 1
    assert (path / "pins" / "manifest.json.damaged").exists()
    assert offline(path, track_id).tracks[0]["stats"] == online


def test_a_manifest_record_pointing_at_another_folder_is_refused(tmp_path, server, reps):
    path, track_id, _, _ = make_pin(tmp_path, server, reps[1], whole=True)
    doc = manifest(path)
    doc["files"][0]["path"] = "pins/../../elsewhere"
    write_manifest(path, doc)
    refused(offline(path, track_id), "pins/manifest.json names", "as its folder")


def test_a_pin_the_manifest_does_not_list_is_not_used(tmp_path, server, reps):
    """Without the manifest's record the bytes are not vouched for: offline that is 'not pinned',
    never the unvouched bytes."""
    path, track_id, _, _ = make_pin(tmp_path, server, reps[1], whole=True)
    doc = manifest(path)
    doc["files"] = []
    write_manifest(path, doc)
    refused(offline(path, track_id), "the server cannot be reached", "has not pinned the file", errno=True)


def test_chunks_appended_for_bytes_never_pinned_are_not_used(tmp_path, server, reps):
    """A range pin keeps only what was read; lines appended for the rest (here the file's true bytes,
    each with its own checksum) are not vouched for by the manifest, so a wider read offline says
    the bytes were never read here — it does not use them — while the pinned region still replays."""
    rep2 = reps[1]
    path, track_id, online, folder = make_pin(tmp_path, server, rep2, whole=False, region=PART)
    held = [(r["start"], r["end"]) for r in lines(folder)]
    pos = 0
    for start, end in sorted(held):
        if start > pos:
            for a in range(pos, start, 1 << 20):
                append_chunk(folder, a, rep2[a:min(start, a + (1 << 20))])
        pos = max(pos, end)
    if pos < len(rep2):
        append_chunk(folder, pos, rep2[pos:])
    again = Project.open(path)
    assert stats(again, track_id, PART).tracks[0]["stats"] == online
    with pytest.raises(UnpinnedRangeError, match="never read here"):
        again.open_reader(track_id).intervals("chr19", 0, 58_000_000)


def test_a_pin_from_before_the_index_record_is_checked_by_its_sha256(tmp_path, server, reps):
    """Manifests written before ``index`` existed: the SHA-256 of every pinned byte is checked."""
    path, track_id, online, folder = make_pin(tmp_path, server, reps[1], whole=True)
    doc = manifest(path)
    for key in ("index", "sha256IndexBytes"):
        doc["files"][0].pop(key)
    write_manifest(path, doc)
    assert offline(path, track_id).tracks[0]["stats"] == online
    rows = lines(folder)
    first = (folder / "blocks.bin").read_bytes()[rows[0]["at"]:rows[0]["at"] + rows[0]["end"] - rows[0]["start"]]
    changed = first[:-1] + bytes([first[-1] ^ 1])
    with open(folder / "blocks.bin", "r+b") as blocks:
        blocks.seek(rows[0]["at"])
        blocks.write(changed)
    rows[0]["sha256"] = hashlib.sha256(changed).hexdigest()
    write_lines(folder, rows)
    refused(offline(path, track_id), "SHA-256 mismatch")


def test_reads_kept_by_a_pin_reads_track_are_vouched_for(tmp_path, server, reps):
    """A track loaded with pin=True appends what it reads later; each append updates the manifest
    under the same lock, so a fresh process replays it offline."""
    project = Project.create(tmp_path / "proj", genome="hg38", allow_private_urls=True)
    track = project.add_track(server.add_file(URL_NAME, reps[1]), "bigwig", metadata={"pinReads": True})
    project.pin([track.id])
    before = manifest(project.path)["files"][0]["index"]["bytes"]
    online = stats(project, track.id)  # the whole chromosome: ranges the pin did not hold
    record = manifest(project.path)["files"][0]
    assert record["index"]["bytes"] > before and record["sha256IndexBytes"] == before
    server.close()
    assert offline(project.path, track.id).tracks[0]["stats"] == online.tracks[0]["stats"]


def test_an_altered_pinned_text_download_is_refused(tmp_path, server, reps, monkeypatch):
    """Text tracks are pinned as their download (cache/downloads/...), checked by size and SHA-256.
    The bedGraph is made from the real rep2 bigWig (its chr19 values from 1 to 2 Mb)."""
    import pyBigWig

    src = tmp_path / "rep2.bw"
    src.write_bytes(reps[1])
    bw = pyBigWig.open(str(src))
    rows = bw.intervals("chr19", 1_000_000, 2_000_000)
    bw.close()
    text = "".join(f"chr19\t{s}\t{e}\t{v:.5f}\n" for s, e, v in rows).encode()
    project = Project.create(tmp_path / "proj", genome="hg38", allow_private_urls=True)
    track = project.add_track(server.add_file("rep2_chr19.bedGraph", text), "bedgraph")
    online = stats(project, track.id, PART)
    (pinned,) = project.pin().files
    assert pinned.path.startswith("cache/downloads/") and pinned.sha256 == hashlib.sha256(text).hexdigest()
    server.close()
    assert offline(project.path, track.id, PART).tracks[0]["stats"] == online.tracks[0]["stats"]
    copy = project.path / pinned.path
    copy.write_bytes(text.replace(b"\t0.", b"\t9.", 50))
    refused(offline(project.path, track.id, PART), pinned.path, "is not the file pinned")


_KILLED_WRITER = """
import os, signal, sys
from genie_widgets.project import Project
path, url, start, end, blob = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
pin = Project.open(path).pins.pinned(url)
data = open(blob, "rb").read()[start:end]
pin.add(start, data, then=lambda: os.kill(os.getpid(), signal.SIGKILL))  # dies before the manifest update
"""


def test_a_writer_killed_between_index_and_manifest_leaves_a_pin_that_reads(tmp_path, server, reps):
    """kill -9 of a real process right after it wrote a chunk's line, before the manifest vouched for
    it: the pin still replays, the unvouched line is not served, and the next pin cuts it off."""
    import subprocess
    import sys

    rep2 = reps[1]
    path, track_id, online, folder = make_pin(tmp_path, server, rep2, whole=False, region=PART)
    url = manifest(path)["files"][0]["url"]
    held = sorted((r["start"], r["end"]) for r in lines(folder))
    gap = next((e1, s2) for (_, e1), (s2, _) in zip(held, held[1:], strict=False) if s2 > e1)
    blob = tmp_path / "rep2.bw"
    blob.write_bytes(rep2)
    vouched = manifest(path)["files"][0]["index"]["bytes"]
    child = subprocess.run([sys.executable, "-c", _KILLED_WRITER, str(path), url, str(gap[0]),
                            str(min(gap[1], gap[0] + 4096)), str(blob)], capture_output=True, timeout=120,
                           cwd=Path(__file__).resolve().parents[2])
    assert child.returncode == -9, child.stderr.decode()[-2000:]
    assert (folder / "chunks.jsonl").stat().st_size > vouched == manifest(path)["files"][0]["index"]["bytes"]
    again = Project.open(path)
    assert stats(again, track_id, PART).tracks[0]["stats"] == online
    assert again.pins.read(url, gap[0], 16) is None  # written, not vouched for: not served
    shutil.rmtree(path / "cache" / "ranges")  # so pin() adds nothing: sealing alone must not vouch for it
    report = again.pin()
    assert report.skipped == [] and (folder / "chunks.jsonl").stat().st_size == vouched
    assert offline(path, track_id, PART).tracks[0]["stats"] == online
