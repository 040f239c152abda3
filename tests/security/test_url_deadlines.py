"""Item 6 of issue 29: every URL read has a total deadline (not only per-read timeouts), and a body
whose Content-Encoding is corrupt is an error, not an empty success.

Real HTTP on 127.0.0.1 (tests/security/hostile_server.py); the deadlines are set small through
the environment variables a user would set, so no test waits for the defaults."""

from __future__ import annotations

import gzip
import time

import pytest

from genie_widgets import _http
from genie_widgets.genome import TrackSourceError
from genie_widgets.genome.remote import download_to_cache
from genie_widgets.project import Project
from genie_widgets.tools import call

from .hostile_server import GZIP_TEXT


@pytest.fixture()
def open_project(tmp_path, monkeypatch):
    """A project whose tools may reach 127.0.0.1 (the hostile server)."""
    monkeypatch.setenv("GENIE_WIDGETS_CACHE", str(tmp_path / "cache"))
    return Project.create(tmp_path / "p", genome="hg38", allow_private_urls=True)


@pytest.fixture()
def no_delay(hostile):
    yield hostile
    hostile.range_delay = 0.0


@pytest.fixture(scope="module")
def big_bigwig(tmp_path_factory) -> bytes:
    """SYNTHETIC: an hg38 bigWig of over a megabyte (a chr8 bump and 300,000 random chr19 values),
    so reading chr19 needs ranges that opening the file and reading chr8 did not fetch."""
    import numpy as np
    import pyBigWig

    from genie_widgets.genome import get_assembly

    hg38 = get_assembly("hg38")
    path = tmp_path_factory.mktemp("big") / "SYNTHETIC_slow.bw"
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader([("chr8", hg38.size("chr8")), ("chr19", hg38.size("chr19"))], maxZooms=2)
    bw.addEntries("chr8", 127_700_000, values=[1.0] * 600, span=100, step=100)
    bw.addEntries("chr19", 1_000_000, values=np.random.default_rng(29).random(300_000).tolist(), span=10, step=10)
    bw.close()
    return path.read_bytes()


def timed(fn, *args, **kwargs):
    t0 = time.monotonic()
    out = fn(*args, **kwargs)
    return out, time.monotonic() - t0


# -- genome_add_track ---------------------------------------------------------------------------

def test_add_track_on_a_server_dripping_its_body_stops_at_the_url_deadline(open_project, hostile, monkeypatch):
    """/slow-drip ignores Range and sends a byte every 0.5 s: never idle long enough for a per-read
    timeout. Before: still downloading after 100 s; now the whole add has the URL deadline."""
    monkeypatch.setenv("GENIE_WIDGETS_URL_DEADLINE", "1.5")
    r, took = timed(call, "genome_add_track", {"sourceUrl": f"{hostile.url}/slow-drip", "type": "bed"},
                    open_project, open_project.session("s"))
    assert not r.success and took < 4, (took, r.error)
    assert "stopped after 1.5 s, the time allowed for this read of" in r.error
    assert "GENIE_WIDGETS_URL_DEADLINE allows more" in r.error and len(r.error) < 400
    assert open_project.tracks == [] and not list((open_project.cache_dir / "downloads").glob("*slow-drip*"))


def test_add_track_on_a_server_dripping_its_headers_stops_at_the_url_deadline(open_project, hostile, monkeypatch):
    """Headers one byte every 0.2 s: each socket read returns in time, so only a watchdog ends it."""
    monkeypatch.setenv("GENIE_WIDGETS_URL_DEADLINE", "1.5")
    r, took = timed(call, "genome_add_track", {"sourceUrl": f"{hostile.url}/drip-headers", "type": "bigwig"},
                    open_project, open_project.session("s"))
    assert not r.success and took < 4, (took, r.error)
    assert "stopped after 1.5 s" in r.error


def test_a_request_dripping_its_headers_is_stopped_by_its_own_deadline(hostile):
    t0 = time.monotonic()
    with pytest.raises(_http.DeadlineExceeded, match="stopped at the deadline"):
        _http.open_url(f"{hostile.url}/drip-headers", timeout=5, deadline=time.monotonic() + 1.0)
    assert time.monotonic() - t0 < 3
    t0 = time.monotonic()
    with pytest.raises(_http.DeadlineExceeded), _http.scope(deadline=1.0):
        _http.open_url(f"{hostile.url}/drip-headers", timeout=5)
    assert time.monotonic() - t0 < 3


def test_a_finished_scope_leaves_a_long_lived_client_working(hostile, bigwig_bytes):
    """The watchdog is disarmed when a request is answered: a reader's client kept after a scope
    ended (and after its deadline passed) still reads."""
    url = hostile.add_file("deadline_client.bw", bigwig_bytes)
    client = _http.Client(_http.USER)
    try:
        with _http.scope(deadline=0.5):
            first = client.request(url, headers={"Range": "bytes=0-9"})
            assert first.status_code == 206 and _http.read_body(first, max_bytes=10).data == bigwig_bytes[:10]
        time.sleep(0.8)
        again = client.request(url, headers={"Range": "bytes=10-19"})
        assert _http.read_body(again, max_bytes=10).data == bigwig_bytes[10:20]
    finally:
        client.close()


# -- track reads and pins over HTTP ranges --------------------------------------------------------

def test_a_track_read_on_a_slow_server_stops_at_the_transfer_deadline(open_project, no_delay, big_bigwig,
                                                                       monkeypatch):
    """Each range answer takes 3 s (under the 12 s per-request timeout): a measurement that needs
    new ranges stops at the transfer deadline of its reader call instead of waiting for each."""
    hostile = no_delay
    url = hostile.add_file("slow_ranges.bw", big_bigwig)
    session = open_project.session("s")
    r = call("genome_add_track", {"sourceUrl": url, "type": "bigwig"}, open_project, session)
    assert r.success, r.error
    track_id = r.added_track["id"]
    first = call("genome_signal_stats", {"trackIds": [track_id], "regions": ["chr8:127700000-127760000"]},
                 open_project, session)  # the reader is open now, its header and chr8 read
    assert first.success, first.error
    monkeypatch.setenv("GENIE_WIDGETS_TRANSFER_DEADLINE", "1")
    hostile.range_delay = 3.0
    r, took = timed(call, "genome_signal_stats", {"trackIds": [track_id], "regions": ["chr19:0-5000000"]},
                    open_project, session)
    assert not r.success and took < 2.9, (took, r.error)
    assert "stopped after 1 s" in r.error and "GENIE_WIDGETS_TRANSFER_DEADLINE allows more" in r.error


def test_pinning_a_whole_file_from_a_slow_server_stops_at_the_transfer_deadline(open_project, no_delay,
                                                                               big_bigwig, monkeypatch):
    hostile = no_delay
    url = hostile.add_file("slow_pin.bw", big_bigwig)
    track = open_project.add_track(url, "bigwig")
    monkeypatch.setenv("GENIE_WIDGETS_TRANSFER_DEADLINE", "1")
    hostile.range_delay = 3.0
    report, took = timed(open_project.pin, [track.id], whole=True)
    assert took < 2.9 and report.files == [], (took, report.skipped)
    (why,) = report.skipped
    assert why.startswith("slow_pin.bw: cannot pin the whole file: stopped after 1 s"), why


def test_a_users_download_stops_at_the_transfer_deadline(hostile, tmp_path, monkeypatch):
    monkeypatch.setenv("GENIE_WIDGETS_TRANSFER_DEADLINE", "1")
    t0 = time.monotonic()
    with pytest.raises(TrackSourceError, match="stopped after 1 s"):
        download_to_cache(f"{hostile.url}/slow-drip", tmp_path)
    assert time.monotonic() - t0 < 3
    assert list((tmp_path / "downloads").iterdir()) == []  # no partial file left


@pytest.mark.parametrize("value", ["0", "-5", "soon", "nan", "inf"])
def test_a_bad_deadline_setting_is_a_clear_error(hostile, tmp_path, monkeypatch, value):
    monkeypatch.setenv("GENIE_WIDGETS_TRANSFER_DEADLINE", value)
    with pytest.raises(ValueError, match=r"\$GENIE_WIDGETS_TRANSFER_DEADLINE must be a positive number"):
        download_to_cache(f"{hostile.url}/slow-drip", tmp_path)


def test_an_inner_scope_never_extends_the_outer_deadline():
    with _http.scope(deadline=1.0):
        outer = _http.current_deadline()
        with _http.scope(deadline=100.0):
            assert _http.current_deadline() == outer
            assert _http.effective_deadline(time.monotonic() + 50) == outer[0]
    assert _http.current_deadline() is None


# -- corrupt Content-Encoding ----------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["corrupt", "truncated", "trailing"])
def test_a_corrupt_encoded_body_is_an_error_not_an_empty_preview(open_project, hostile, kind):
    """Before: a corrupt gzip Content-Encoding came back as a successful, empty preview."""
    session = open_project.session("s")
    r = call("project_inspect_remote_source", {"url": f"{hostile.url}/gzip/{kind}.bed"}, open_project, session,
             mode="asset_import")
    assert not r.success and len(r.error) < 400, r.to_json()
    assert "compressed body" in r.error
    r = call("project_import_remote_source", {"url": f"{hostile.url}/gzip/{kind}.bed"}, open_project, session,
             mode="asset_import")
    assert not r.success and "compressed body" in r.error
    assert call("project_list_assets", {}, open_project, session, mode="asset_import").assets == []


def test_good_encoded_bodies_still_read_whole(open_project, hostile):
    session = open_project.session("s")
    for kind in ("good", "members"):  # two gzip members: the second is not dropped
        r = call("project_inspect_remote_source", {"url": f"{hostile.url}/gzip/{kind}.bed"}, open_project, session,
                 mode="asset_import")
        out = r.to_json()
        assert r.success and out["complete"] and out["bytesRead"] == len(GZIP_TEXT), out
        assert out["preview"]["text"].startswith("chr8\t127700000\t127700100\tfeature0")
    path = download_to_cache(f"{hostile.url}/gzip/members.bed", open_project.cache_dir)
    assert path.read_bytes() == GZIP_TEXT  # the file is what the encoding carried, whole


@pytest.mark.parametrize("kind", ["corrupt", "truncated"])
def test_a_track_whose_download_is_corrupt_is_refused_and_nothing_is_cached(open_project, hostile, kind):
    r = call("genome_add_track", {"sourceUrl": f"{hostile.url}/gzip/{kind}.bed", "type": "bed"}, open_project,
             open_project.session("s"))
    assert not r.success and "compressed" in r.error, r.error
    assert not (open_project.cache_dir / "downloads").exists() or not any(
        (open_project.cache_dir / "downloads").iterdir())


def test_a_gzip_file_that_does_not_inflate_is_an_error(open_project, hostile):
    """Not an encoding but the file itself: gzip magic, then garbage."""
    url = hostile.add_file("broken.bed.gz", gzip.compress(GZIP_TEXT)[:10] + b"\x00\xff" * 300)
    r = call("project_inspect_remote_source", {"url": url}, open_project, open_project.session("s"),
             mode="asset_import")
    assert not r.success and "gzip data that cannot be inflated" in r.error


# -- a cancel under a deadline scope ------------------------------------------------------------------

def _cancel_after(token, seconds: float):
    import threading

    timer = threading.Timer(seconds, token.cancel)
    timer.start()
    return timer


@pytest.mark.parametrize("route", ["slow-drip", "drip-headers"])
def test_a_cancel_still_stops_a_read_under_a_long_deadline_scope(hostile, route):
    """A deadline scope inside the caller's cancel scope (the registry's Stop / MCP cancel, then
    add_track's URL deadline) keeps the token: cancelling stops the read at once, as Cancelled."""
    from genie_widgets.agent.cancel import CancelToken

    token = CancelToken()
    timer = _cancel_after(token, 0.5)
    t0 = time.monotonic()
    try:
        with pytest.raises(_http.Cancelled), _http.scope(cancel=token), _http.scope(deadline=60.0), \
                _http.open_url(f"{hostile.url}/{route}", timeout=5) as response:
            _http.read_body(response, max_bytes=1 << 20)
    finally:
        timer.cancel()
    assert time.monotonic() - t0 < 3


def test_a_cancelled_add_track_stops_its_download_under_the_url_deadline(open_project, hostile, monkeypatch):
    """genome_add_track reads under its own URL deadline (60 s here); a cancel token given to the
    call (the chat's Stop, an MCP cancel or disconnect) still stops it within a second or two."""
    from genie_widgets.agent.cancel import CancelToken

    monkeypatch.setenv("GENIE_WIDGETS_URL_DEADLINE", "60")
    token = CancelToken()
    timer = _cancel_after(token, 0.5)
    try:
        r, took = timed(call, "genome_add_track", {"sourceUrl": f"{hostile.url}/slow-drip", "type": "bed"},
                        open_project, open_project.session("s"), cancel=token)
    finally:
        timer.cancel()
    assert not r.success and took < 3, (took, r.error)
    assert "cancel" in r.error.lower() and "stopped after" not in r.error, r.error
    assert open_project.tracks == []
