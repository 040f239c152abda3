"""The readers a process keeps for many-track tasks: reused while the file is the same file, never
served stale once it changed (a local file rewritten or replaced; a URL whose ETag changed), and
not kept for a server that sends no validators. SYNTHETIC tracks, a 127.0.0.1 HTTP server."""

from __future__ import annotations

import os
import shutil
import threading

import pytest

import tests.compute.cohort_testlib as testlib
from genie_widgets.genome import Region, TrackSpec, signal_stats, signal_stats_tracks
from genie_widgets.genome import cohort_readers as readers
from tests.genome.conftest import _RangeHandler, _Server

REGIONS = [Region(c, 0, size) for c, size in testlib.CHROMS]


@pytest.fixture(scope="module")
def two(tmp_path_factory):
    """Two SYNTHETIC tracks with different values (a file's "before" and "after")."""
    return testlib.synthetic_tracks(tmp_path_factory.mktemp("cohort-readers"), n=2)


@pytest.fixture(autouse=True)
def _fresh_readers():
    readers.close_readers()
    yield
    readers.close_readers()


def _stats(track) -> list[float]:
    got = signal_stats_tracks([track], REGIONS, client="local").stats[0]
    return [got.mean, got.sd, got.max, got.covered_bases]


def _expected(path) -> list[float]:
    got = signal_stats(path, REGIONS)
    return [got.mean, got.sd, got.max, got.covered_bases]


def test_a_local_file_changed_on_disk_is_reopened(two, tmp_path):
    before, after = two
    assert _expected(before) != _expected(after)
    path = tmp_path / "track.bw"
    shutil.copy(before, path)
    assert _stats(path) == _expected(before)
    kept = readers.kept_readers()
    assert kept == 1 and _stats(path) == _expected(before)  # unchanged: the same reader again
    # replaced by another file (a rename: new inode) that even carries the old modification time
    stamp = os.stat(path)
    shutil.copy(after, tmp_path / "new.bw")
    os.replace(tmp_path / "new.bw", path)
    os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert _stats(path) == _expected(after)
    # rewritten in place (same inode, new bytes and time)
    with open(before, "rb") as src, open(path, "r+b") as dst:
        dst.truncate(0)
        dst.write(src.read())
    assert _stats(path) == _expected(before)
    assert readers.kept_readers() == 1  # the stale readers were closed, not piled up


class _Versioned(_RangeHandler):
    """Serves ``files[name] = (path, etag)``; no ETag header when ``etag`` is None."""

    files: dict[str, tuple[str, str | None]] = {}
    requests: list[str] = []

    def translate_path(self, path):
        return self.files[path.lstrip("/")][0]

    def end_headers(self):
        etag = self.files[self.path.lstrip("/")][1]
        if etag is not None:
            self.send_header("ETag", etag)
        super().end_headers()

    def do_GET(self):  # noqa: N802 - the http.server method name
        self.requests.append(self.path)
        super().do_GET()


@pytest.fixture()
def server():
    handler = type("Handler", (_Versioned,), {"files": {}, "requests": []})
    httpd = _Server(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield handler, f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_a_url_with_a_new_etag_is_reopened(two, server):
    before, after = two
    handler, base = server
    handler.files["t.bw"] = (str(before), '"v1"')
    spec = TrackSpec(f"{base}/t.bw", "t", "bigwig")
    assert _stats(spec) == _expected(before)
    first = len(handler.requests)
    assert _stats(spec) == _expected(before) and readers.kept_readers() == 1
    again = len(handler.requests) - first
    assert 0 < again < first  # one probe per task, not the header and index again
    handler.files["t.bw"] = (str(after), '"v2"')  # the file changed on the server
    assert _stats(spec) == _expected(after)
    assert readers.kept_readers() == 1


def test_a_url_without_validators_is_read_correctly_but_not_kept(two, server):
    before, after = two
    handler, base = server
    handler.files["t.bw"] = (str(before), None)
    spec = TrackSpec(f"{base}/t.bw", "t", "bigwig")
    assert _stats(spec) == _expected(before)
    assert readers.kept_readers() == 0  # nothing tells a changed file from this one
    handler.files["t.bw"] = (str(after), None)
    assert _stats(spec) == _expected(after)


def test_a_reader_in_use_is_closed_only_when_its_last_task_is_done(two, tmp_path):
    before, after = two
    path = tmp_path / "track.bw"
    shutil.copy(before, path)
    spec = TrackSpec(str(path))
    with readers.reader_for(spec) as old:
        shutil.copy(after, tmp_path / "new.bw")
        os.replace(tmp_path / "new.bw", path)
        with readers.reader_for(spec) as new:  # a task started after the change
            assert new is not old
        # the first task still reads its (old) file to the end of its chromosome
        chrom, size = testlib.CHROMS[0]
        assert len(old.intervals(chrom, 0, size)) > 0
    with pytest.raises(Exception):  # noqa: B017 - closed now: any read error will do
        old.intervals(chrom, 0, size)


def test_a_downloaded_text_url_is_parsed_once_and_reread_when_its_copy_changes(server, tmp_path):
    handler, base = server
    text = tmp_path / "t.bedGraph"
    text.write_text("chr1\t0\t1000\t2.0\nchr1\t1000\t5000\t4.0\nchr2\t0\t800\t1.5\n")
    handler.files["t.bedGraph"] = (str(text), '"v1"')
    cache = tmp_path / "cache"
    spec = TrackSpec(f"{base}/t.bedGraph", "t", "bedgraph", cache_dir=str(cache))
    regions = [Region("chr1", 0, 5000), Region("chr2", 0, 800)]
    first = signal_stats_tracks([spec], regions, client="local").stats[0]
    served = len(handler.requests)
    again = signal_stats_tracks([spec], regions, client="local").stats[0]
    assert again == first and readers.kept_readers() == 1
    assert len(handler.requests) == served  # the downloaded copy is read: no request
    (copy,) = [p for p in cache.rglob("*") if p.is_file()]
    copy.write_text("chr1\t0\t5000\t3.0\nchr2\t0\t800\t1.5\n")  # the copy changed
    changed = signal_stats_tracks([spec], regions, client="local").stats[0]
    assert changed.mean != first.mean and changed.sum == 3.0 * 5000 + 1.5 * 800


_SHARED: dict[str, object] = {}


def shared_opener(path: str):
    """Like a project: one reader per file, kept and handed to every caller."""
    from genie_widgets.genome.sources import open_track

    if path not in _SHARED:
        _SHARED[path] = open_track(path)
    return _SHARED[path]


def test_a_reader_from_an_opener_is_borrowed_never_closed(two):
    """Two tasks racing for a project's track got the project's one reader, and the first to
    finish closed it under the other ("Bad file descriptor" in a genome-wide stats call)."""
    path = str(two[0])
    spec = TrackSpec(path, opener=shared_opener, opener_args=(path,))
    chrom, size = testlib.CHROMS[0]
    with readers.reader_for(spec) as a, readers.reader_for(spec) as b:
        assert a is b is _SHARED[path]
    assert readers.kept_readers() == 0  # the opener's layer keeps it, not this module
    assert len(_SHARED[path].intervals(chrom, 0, size)) > 0  # still open for its other users
    for _ in range(3):  # many chromosomes' tasks at once, twice over the same shared reader
        got = signal_stats_tracks([spec], REGIONS, client="local").stats[0]
        assert [got.mean, got.sd, got.max, got.covered_bases] == _expected(two[0])
    assert len(_SHARED[path].intervals(chrom, 0, size)) > 0
