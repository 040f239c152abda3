"""Pinned data and bundles: an ENCODE track's measurements replay offline, exactly, from the bytes
the project kept; bytes never read say so; a changed file is refused; a bundle reruns elsewhere.

Each test starts its own test portal (real HTTP on 127.0.0.1 over the session's portal data) so it
can stop it: afterwards every connection to it is refused, as when the network is gone."""

from __future__ import annotations

import hashlib
import json

import pytest

from genie_widgets import tools
from genie_widgets.project import Project
from genie_widgets.project.bundle import BundleError, verify_bundle
from genie_widgets.project.pins import PinError, UnpinnedRangeError
from genie_widgets.public_data import encode
from genie_widgets.public_data.client import BASE_URL_ENV

from .conftest import SYNTHETIC_REGION
from .portal import PortalServer

MYC = {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562"}
REGION = f"{SYNTHETIC_REGION[0]}:{SYNTHETIC_REGION[1]}-{SYNTHETIC_REGION[2]}"


def write_two_chromosome_bigwig(path) -> bytes:
    """SYNTHETIC: the conftest's chr8 bump plus 300,000 random 10-bp values on chr19, so the file is
    well over a megabyte and a chr8 read leaves most chr19 bytes unread."""
    import numpy as np
    import pyBigWig

    from genie_widgets.genome import get_assembly

    hg38 = get_assembly("hg38")
    chrom, start, end = SYNTHETIC_REGION
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader([(chrom, hg38.size(chrom)), ("chr19", hg38.size("chr19"))], maxZooms=2)
    starts = np.arange(start, end, 100)
    bw.addEntries(chrom, int(start), values=[1.0 + (s >= 127_735_000 and s < 127_742_000) * 19.0 for s in starts],
                  span=100, step=100)
    rng = np.random.default_rng(18)
    bw.addEntries("chr19", 1_000_000, values=rng.random(300_000).tolist(), span=10, step=10)
    bw.close()
    return path.read_bytes()


class ServedData:
    """The session's portal data, serving other SYNTHETIC download bytes (``blob``)."""

    def __init__(self, base, blob: bytes) -> None:
        self.__dict__.update(base.__dict__)
        self.blob = blob

    def __getattr__(self, name):  # methods of the real portal data
        return getattr(type(self)._base, name).__get__(self)

    def bigwig_bytes(self, accession: str) -> bytes:
        return self.blob


@pytest.fixture(scope="module")
def big_blob(tmp_path_factory) -> bytes:
    return write_two_chromosome_bigwig(tmp_path_factory.mktemp("big") / "SYNTHETIC_two_chromosomes.bigWig")


@pytest.fixture()
def own_portal(portal_data, big_blob, monkeypatch):
    ServedData._base = type(portal_data)
    server = PortalServer(ServedData(portal_data, big_blob)).start()
    monkeypatch.setenv(BASE_URL_ENV, server.url)
    yield server
    try:
        server.stop()
    except OSError:
        pass


def measure(project: Project, track_id: str, session) -> tuple[dict, dict]:
    stats = tools.call("genome_signal_stats", {"trackIds": [track_id], "regions": [REGION]}, project, session)
    peaks = tools.call("genome_call_peaks", {"trackId": track_id, "scope": "chromosome", "mergeGap": 1000},
                       project, session)
    assert stats.success and peaks.success, (stats.error, peaks.error)
    return stats.tracks[0]["stats"], {"count": peaks.peak_count, "threshold": peaks.threshold}


def test_pinned_ranges_replay_the_same_numbers_offline_and_unread_bytes_say_so(own_portal, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    session = project.session("s1")
    project.set_view(REGION)
    found = encode.search(**MYC, project=project, session=session)
    track = found.load(project, "ENCFF381NDD")
    online = measure(project, track.id, session)
    report = project.pin()
    (pinned,) = report.files
    blob = own_portal.data.bigwig_bytes("ENCFF381NDD")
    assert len(blob) > 1_000_000 and pinned.bytes < len(blob) / 4  # the chr8 reads, not the chr19 data
    assert (pinned.label, pinned.track_ids, pinned.size) == ("ENCFF381NDD", [track.id], len(blob))
    assert pinned.etag == f'"{hashlib.md5(blob).hexdigest()}"' and pinned.last_modified.endswith("GMT")
    assert pinned.url == track.url and 0 < pinned.bytes <= len(blob) and pinned.ranges[0][0] == 0
    kept = b"".join(blob[s:e] for s, e in pinned.ranges)
    assert pinned.sha256 == hashlib.sha256(kept).hexdigest()
    manifest = json.loads((project.path / "pins" / "manifest.json").read_text())
    assert manifest["files"][0]["sha256"] == pinned.sha256 and manifest["files"][0]["url"] == track.url

    own_portal.stop()  # the network is gone: every connection to the portal is refused
    again = Project.open(project.path)  # a fresh kernel: no reader, no page in memory
    offline = measure(again, track.id, again.session("s2"))
    assert offline == online
    # a chromosome the file declares but the project never read
    reader = again.open_reader(track.id)
    with pytest.raises(UnpinnedRangeError) as err:
        reader.intervals("chr19", 0, 5_000_000)
    message = str(err.value)
    assert message.startswith("ENCFF381NDD: chr19 was never read here; connect once or pin the whole file")
    assert "urllib3" not in message and "HTTPConnectionPool" not in message and len(message) < 300
    # the tool says the same, as a refusal with its record
    r = tools.call("genome_signal_stats", {"trackIds": [track.id], "regions": ["chr19:0-5000000"]}, again,
                   again.session("s2"))
    assert r.success is False and "chr19 was never read here" in r.error


def test_a_whole_file_pin_reads_anywhere_offline(own_portal, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    found = encode.search(**MYC, project=project)
    track = found.load(project, 1, pin="file", max_pin_bytes=10_000_000)
    blob = own_portal.data.bigwig_bytes(found.candidate(1).accession)
    (entry,) = json.loads((project.path / "pins" / "manifest.json").read_text())["files"]
    assert entry["whole"] is True and entry["bytes"] == len(blob) and entry["ranges"] == [[0, len(blob)]]
    assert entry["sha256"] == hashlib.sha256(blob).hexdigest()
    own_portal.stop()
    reader = Project.open(project.path).open_reader(track.id)
    assert reader.intervals("chr19", 0, 5_000_000).starts.size == 300_000  # all from the pin: no network
    assert reader.intervals(*SYNTHETIC_REGION).starts.size > 0


def test_a_whole_file_pin_over_the_cap_is_refused_and_nothing_is_added(own_portal, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    found = encode.search(**MYC, project=project)
    with pytest.raises(ValueError, match="more than"):
        found.load(project, 1, pin="file", max_pin_bytes=10_000)  # the file has over a megabyte
    assert project.tracks == []
    # pin() itself keeps the ranges read and says why the file was not kept whole
    track = found.load(project, 1)
    (f,) = project.pin(whole_files_up_to=10_000).files
    assert f.track_ids == [track.id] and not f.whole and "more than the whole-file cap of 10,000" in f.note


def test_pin_reads_option_keeps_what_is_read_later(own_portal, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    project.set_view(REGION)
    found = encode.search(**MYC, project=project)
    track = found.load(project, "ENCFF381NDD", pin=True)
    online = measure(project, track.id, project.session("s"))  # read after the pin, kept as read
    own_portal.stop()
    again = Project.open(project.path)
    assert measure(again, track.id, again.session("t")) == online


def test_a_file_that_changed_on_the_server_is_not_mixed_with_the_pinned_bytes(own_portal, big_blob, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    project.set_view(REGION)
    track = encode.search(**MYC, project=project).load(project, "ENCFF381NDD")
    measure(project, track.id, project.session("s"))
    project.pin()
    own_portal.data.blob = big_blob + b"\0" * 4096  # a new version of the file: another size and ETag
    again = Project.open(project.path)
    with pytest.raises(PinError, match="ENCFF381NDD changed on the server since it was pinned"):
        again.open_reader(track.id).intervals("chr19", 0, 5_000_000)


def test_an_unpinned_url_track_offline_says_what_to_do(own_portal, tmp_path):
    project = Project.create(tmp_path / "proj", genome="hg38")
    track = encode.search(**MYC, project=project).load(project, "ENCFF381NDD")
    own_portal.stop()
    with pytest.raises(Exception) as err:
        Project.open(project.path).open_reader(track.id)
    text = str(err.value)
    assert text.startswith("ENCFF381NDD: the server cannot be reached (")
    assert "and this project has not pinned the file; connect once and run project.pin()" in text
    assert "urllib3" not in text and "HTTPConnectionPool" not in text


def test_a_bundle_is_self_contained_verified_and_reruns_offline(own_portal, tmp_path):
    project = Project.create(tmp_path / "teacher" / "proj", genome="hg38")
    session = project.session("lesson")
    project.set_view(REGION)
    found = encode.search(**MYC, project=project, session=session)
    track = found.load(project, "ENCFF381NDD")
    online = measure(project, track.id, session)
    manifest = project.export_bundle(tmp_path / "classroom" / "proj")
    assert manifest.warnings == [] and manifest.project_id == project.id
    paths = {f["path"] for f in manifest.files}
    assert {"project.json", "genome/browser.json", "sessions/lesson/citations.jsonl", "pins/manifest.json",
            "bundle.json"} - paths == {"bundle.json"}
    assert any(p.startswith("cache/encode/") for p in paths) and not any(p.startswith("cache/ranges/") for p in paths)
    assert manifest.pins[0]["label"] == "ENCFF381NDD"
    assert verify_bundle(manifest.path).files == manifest.files
    with pytest.raises(BundleError, match="not empty"):
        project.export_bundle(manifest.path)

    own_portal.stop()
    student = Project.open(manifest.path)
    assert student.id == project.id
    replay = encode.search(**MYC, project=student, session=student.session("lesson"))
    assert replay.replayed and [c.accession for c in replay.candidates] == [c.accession for c in found.candidates]
    assert [c.citation_id for c in replay.candidates] == [c.citation_id for c in found.candidates]
    assert measure(student, track.id, student.session("lesson")) == online
    old = student.session("lesson").citations
    assert all(old.get(c.citation_id) is not None for c in found.candidates)

    (manifest.path / "pins" / "manifest.json").write_text("{}")
    with pytest.raises(BundleError, match="pins/manifest.json"):
        verify_bundle(manifest.path)
