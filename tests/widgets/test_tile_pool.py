"""Tiles off the comm thread: a slow URL track (a real Range-capable HTTP server on 127.0.0.1 that
sleeps before answering) times out with a clear error, while a local track's tiles still answer."""

from __future__ import annotations

import http.server
import os
import shutil
import socketserver
import threading
import time

import pyBigWig
import pytest

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
CHR19_SIZE = 58_617_616  # hg38


class _SlowRangeHandler(http.server.SimpleHTTPRequestHandler):
    delay = 0.0  # seconds slept before every answer (set on the server's handler class)
    hits = 0

    def log_message(self, *args):  # quiet
        pass

    def do_HEAD(self):
        self._answer(body=False)

    def do_GET(self):
        self._answer(body=True)

    def _answer(self, body: bool) -> None:
        type(self).hits += 1
        time.sleep(type(self).delay)
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            self.send_error(404, "Not Found")
            return
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            data = handle.read()
        header = self.headers.get("Range")
        if header:
            a, _, b = header.split("=", 1)[1].partition("-")
            lo, hi = int(a), min(int(b) if b else size - 1, size - 1)
            data = data[lo:hi + 1]
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {lo}-{hi}/{size}")
        else:
            self.send_response(200)
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if body:
            self.wfile.write(data)


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


@pytest.fixture()
def slow_server(tmp_path):
    root = tmp_path / "www"
    root.mkdir()
    handler = type("Handler", (_SlowRangeHandler,), {"delay": 0.0, "hits": 0})
    server = _Server(("127.0.0.1", 0), lambda *a, **k: handler(*a, directory=str(root), **k))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield root, f"http://127.0.0.1:{server.server_address[1]}", handler
    handler.delay = 0.0
    server.shutdown()
    server.server_close()


def write_synthetic_bigwig(path):
    """SYNTHETIC: a few steps of signal on chr19 around 1 Mb."""
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader([("chr19", CHR19_SIZE)], maxZooms=2)
    starts = list(range(1_000_000, 1_100_000, 500))
    bw.addEntries(["chr19"] * len(starts), starts, ends=[s + 400 for s in starts],
                  values=[float(k % 7) for k in range(len(starts))])
    bw.close()


class Sent(list):
    """The widget's send, with the time each message left."""

    def __call__(self, content, buffers=None):
        self.append((time.monotonic(), content, buffers or []))


def test_a_slow_url_track_times_out_while_a_local_track_answers(tmp_path, shared_data, slow_server, monkeypatch):
    root, base, handler = slow_server
    write_synthetic_bigwig(root / "slow.synthetic.bw")
    first = Project.create(tmp_path / "p")
    slow = first.add_track(f"{base}/slow.synthetic.bw", name="slow")
    local = first.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig", name="local")
    first.set_view("chr19:1,000,000-1,100,000")  # no first-view search (it would read the tracks)
    # A fresh object on the same folder, without the downloaded ranges: its tiles must ask the server.
    shutil.rmtree(first.cache_dir)
    project = Project.open(first.path)
    handler.delay = 6.0
    browser = GenomeBrowser(project, genes=False)
    browser.tile_timeout = 2.0
    sent = Sent()
    monkeypatch.setattr(browser, "send", sent)
    hits_before = handler.hits

    began = time.monotonic()
    browser._on_message(browser, {"type": "tiles", "v": 1, "requests": [
        {"id": 1, "track": slow.id, "chrom": "chr19", "z": 7, "i": 7},
        {"id": 2, "track": local.id, "chrom": "chr19", "z": 7, "i": 7},
    ]}, [])
    assert time.monotonic() - began < 0.5  # the comm thread is not held
    assert browser._messages.wait_idle(30)
    by_id = {t["id"]: (at, t) for at, content, _ in sent for t in content["tiles"]}
    local_at, local_tile = by_id[2]
    slow_at, slow_tile = by_id[1]
    assert local_tile["kind"] == "signal" and local_tile["buffers"] == [0]
    assert local_at < slow_at and local_at - began < 1.5  # answered while the slow one was pending
    assert slow_tile["kind"] == "error" and slow_tile["timeout"] is True
    assert slow_tile["message"].startswith("timed out after 2 s")
    assert 2.0 <= slow_at - began < 5.0  # at its timeout, not when the server finally answers
    assert handler.hits > hits_before  # the slow track really asked the server

    # The slow read still holds one worker, and a second batch for the slow track waits in the
    # slow track's lane instead of taking the other worker: a local tile still answers at once.
    sent.clear()
    began = time.monotonic()
    browser._on_message(browser, {"type": "tiles", "requests": [
        {"id": 4, "track": slow.id, "chrom": "chr19", "z": 7, "i": 8}]}, [])
    browser._on_message(browser, {"type": "tiles", "requests": [
        {"id": 3, "track": local.id, "chrom": "chr19", "z": 8, "i": 3}]}, [])
    assert browser._messages.wait_idle(30)
    by_id = {t["id"]: (at, t, len(buffers)) for at, content, buffers in sent for t in content["tiles"]}
    at, tile, n_buffers = by_id[3]
    assert tile["kind"] == "signal" and n_buffers == 1 and at - began < 1.5
    assert by_id[4][1]["timeout"] is True and by_id[4][0] > at
    assert browser._messages.dispatcher.running == 1  # the slow lane, past its timeout
    handler.delay = 0.0
    end = time.monotonic() + 30
    while browser._messages.dispatcher.running and time.monotonic() < end:
        time.sleep(0.05)  # let the worker go before the server closes (later tests share the pool)
    assert browser._messages.dispatcher.running == 0
    browser.close()
